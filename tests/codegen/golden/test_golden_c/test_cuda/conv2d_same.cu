/* golden: kernels/conv.tc conv2d_same at N=8, C=64, H=56, W=56, K=64, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_same with N=8, C=64, H=56, W=56, K=64
//   S0_init: O(n, k, h, w) = identity of +
//   S0: O(n, k, h, w) += (I(n, c, ((h + kh) - 1), ((w + kw) - 1)) * Wt(k, c, kh, kw))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_conv2d_same_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); k -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; kh} (tiles of 3), {0; kw} (tiles of 3), {0; c} (tiles of 32)
//   shared: sh_I: tile 1x32x6x34 of I
//   shared: sh_Wt: tile 4x32x3x3 of Wt
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_conv2d_same_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, float *__restrict__ a_O)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ float sh_I[1][32][6][34];
  __shared__ float sh_Wt[4][32][3][3];
  float r_O = 0.0f;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    for (long c3 = 0; c3 <= 63; c3 += 32) {
      for (long e = tid; e < 6528; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 32, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = c3 + l1, a2 = 4 * by - 1 + l2, a3 = 32 * bx - 1 + l3;
        if (a2 >= 0 && a2 < 56 && a3 >= 0 && a3 < 56) sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 56 + a2) * 56 + a3];
      }
      for (long e = tid; e < 1152; e += 512) {  // stage a tile of Wt in sh_Wt
        const long l0 = e / 288, l1 = e / 9 % 32, l2 = e / 3 % 3, l3 = e % 3;
        const long a0 = 4 * bz + l0, a1 = c3 + l1, a2 = l2, a3 = l3;
        sh_Wt[l0][l1][l2][l3] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
      }
      __syncthreads();
      if (32 * bx + tx <= 55 && c3 == 0) {
        r_O = 0;
      }
      if (32 * bx + tx <= 55) {
        for (long c7 = po_max(0, (-4) * by - ty + 1); c7 <= po_min(2, (-4) * by - ty + 56); c7 += 1) {
          for (long c8 = po_max(0, (-32) * bx - tx + 1); c8 <= po_min(2, (-32) * bx - tx + 56); c8 += 1) {
            for (long c9 = c3; c9 <= c3 + 31; c9 += 1) {
              r_O += (sh_I[0][-c3 + c9][ty + c7][tx + c8] * sh_Wt[tz][-c3 + c9][c7][c8]);
            }
          }
        }
      }
      __syncthreads();
    }
    if (32 * bx + tx <= 55) {
      a_O[((c0 * 64 + 4 * bz + tz) * 56 + 4 * by + ty) * 56 + 32 * bx + tx] = r_O;
    }
  }
}
