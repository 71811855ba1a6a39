/* golden: kernels/conv.tc conv2d_stride2 at N=8, C=64, H=56, W=56, K=128, KH=3, KW=3, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_stride2 with N=8, C=64, H=56, W=56, K=128, KH=3, KW=3
//   S0_init: O(n, k, h, w) = identity of +
//   S0: O(n, k, h, w) += (I(n, c, ((2 * h) + kh), ((2 * w) + kw)) * Wt(k, c, kh, kw))
#include <math.h>
#include <stdint.h>


// k_conv2d_stride2_0: statements S0, S0_init
//   w -> blockIdx.x (tile 27) / threadIdx.x (27); h -> blockIdx.y (tile 4) / threadIdx.y (4); k -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; c} (tiles of 32), {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_Wt: tile 4x32x3x3 of Wt
//   registers: O
extern "C" __global__ void __launch_bounds__(432) k_conv2d_stride2_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, float *__restrict__ a_O)
{
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 27 * (ty + 4 * tz);
  __shared__ float sh_Wt[4][32][3][3];
  float r_O = 0.0f;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    if (by <= 5) {
      for (long c1 = 0; c1 <= 32; c1 += 32) {
        for (long e = tid; e < 1152; e += 432) {  // stage a tile of Wt in sh_Wt
          const long l0 = e / 288, l1 = e / 9 % 32, l2 = e / 3 % 3, l3 = e % 3;
          const long a0 = 4 * bz + l0, a1 = c1 + l1, a2 = l2, a3 = l3;
          sh_Wt[l0][l1][l2][l3] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
        }
        __syncthreads();
        if (c1 == 0) {
          r_O = 0;
        }
        for (long c7 = c1; c7 <= c1 + 31; c7 += 1) {
          for (long c8 = 0; c8 <= 2; c8 += 1) {
            for (long c9 = 0; c9 <= 2; c9 += 1) {
              r_O += (a_I[((c0 * 64 + c7) * 56 + ((2 * (4 * by + ty)) + c8)) * 56 + ((2 * tx) + c9)] * sh_Wt[tz][-c1 + c7][c8][c9]);
            }
          }
        }
        __syncthreads();
      }
    } else {
      for (long c1 = 0; c1 <= 63; c1 += 32) {
        for (long e = tid; e < 1152; e += 432) {  // stage a tile of Wt in sh_Wt
          const long l0 = e / 288, l1 = e / 9 % 32, l2 = e / 3 % 3, l3 = e % 3;
          const long a0 = 4 * bz + l0, a1 = c1 + l1, a2 = l2, a3 = l3;
          sh_Wt[l0][l1][l2][l3] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
        }
        __syncthreads();
        if (ty <= 2 && c1 == 0) {
          r_O = 0;
        }
        if (ty <= 2) {
          for (long c7 = c1; c7 <= c1 + 31; c7 += 1) {
            for (long c8 = 0; c8 <= 2; c8 += 1) {
              for (long c9 = 0; c9 <= 2; c9 += 1) {
                r_O += (a_I[((c0 * 64 + c7) * 56 + ((2 * (ty + 24)) + c8)) * 56 + ((2 * tx) + c9)] * sh_Wt[tz][-c1 + c7][c8][c9]);
              }
            }
          }
        }
        __syncthreads();
      }
    }
    if (4 * by + ty <= 26) {
      a_O[((c0 * 128 + 4 * bz + tz) * 27 + 4 * by + ty) * 27 + tx] = r_O;
    }
  }
}
