/* golden: kernels/conv.tc conv2d_depthwise at N=8, C=256, H=56, W=56, KH=3, KW=3, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_depthwise with N=8, C=256, H=56, W=56, KH=3, KW=3
//   S0_init: O(n, c, h, w) = identity of +
//   S0: O(n, c, h, w) += (I(n, c, (h + kh), (w + kw)) * Wt(c, kh, kw))
#include <math.h>
#include <stdint.h>


// k_conv2d_depthwise_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x6x34 of I
//   shared: sh_Wt: tile 4x3x3 of Wt
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_conv2d_depthwise_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, float *__restrict__ a_O)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ float sh_I[1][4][6][34];
  __shared__ float sh_Wt[4][3][3];
  float r_O = 0.0f;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    if (by <= 12 && bx == 0) {
      for (long e = tid; e < 36; e += 512) {  // stage a tile of Wt in sh_Wt
        const long l0 = e / 9, l1 = e / 3 % 3, l2 = e % 3;
        const long a0 = 4 * bz + l0, a1 = l1, a2 = l2;
        sh_Wt[l0][l1][l2] = a_Wt[(a0 * 3 + a1) * 3 + a2];
      }
      for (long e = tid; e < 816; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = 4 * bz + l1, a2 = 4 * by + l2, a3 = l3;
        sh_I[l0][l1][l2][l3] = a_I[((a0 * 256 + a1) * 56 + a2) * 56 + a3];
      }
      __syncthreads();
      r_O = 0;
      for (long c6 = 0; c6 <= 2; c6 += 1) {
        for (long c7 = 0; c7 <= 2; c7 += 1) {
          r_O += (sh_I[0][tz][ty + c6][tx + c7] * sh_Wt[tz][c6][c7]);
        }
      }
      __syncthreads();
    } else {
      for (long e = tid; e < 36; e += 512) {  // stage a tile of Wt in sh_Wt
        const long l0 = e / 9, l1 = e / 3 % 3, l2 = e % 3;
        const long a0 = 4 * bz + l0, a1 = l1, a2 = l2;
        sh_Wt[l0][l1][l2] = a_Wt[(a0 * 3 + a1) * 3 + a2];
      }
      for (long e = tid; e < 816; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = 4 * bz + l1, a2 = 4 * by + l2, a3 = 32 * bx + l3;
        if (a2 < 56 && a3 < 56) sh_I[l0][l1][l2][l3] = a_I[((a0 * 256 + a1) * 56 + a2) * 56 + a3];
      }
      __syncthreads();
      if (4 * by + ty <= 53 && bx == 1 && tx <= 21 || by == 13 && ty <= 1 && bx == 0) {
        if (bx == 1 && tx <= 21) {
          r_O = 0;
        } else {
          r_O = 0;
        }
        if (bx == 1 && tx <= 21) {
          for (long c6 = 0; c6 <= 2; c6 += 1) {
            for (long c7 = 0; c7 <= 2; c7 += 1) {
              r_O += (sh_I[0][tz][ty + c6][tx + c7] * sh_Wt[tz][c6][c7]);
            }
          }
        } else {
          for (long c6 = 0; c6 <= 2; c6 += 1) {
            for (long c7 = 0; c7 <= 2; c7 += 1) {
              r_O += (sh_I[0][tz][ty + c6][tx + c7] * sh_Wt[tz][c6][c7]);
            }
          }
        }
      }
      __syncthreads();
    }
    if (4 * by + ty <= 53 && 32 * bx + tx <= 53) {
      a_O[((c0 * 256 + 4 * bz + tz) * 54 + 4 * by + ty) * 54 + 32 * bx + tx] = r_O;
    }
  }
}
