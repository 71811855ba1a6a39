/* golden: kernels/conv.tc conv1d_causal_dilated at Bt=16, C=128, T=4096, O=128, K=2, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv1d_causal_dilated with Bt=16, C=128, T=4096, O=128, K=2
//   S0_init: Y(b, o, t) = identity of +
//   S0: Y(b, o, t) += (X(b, c, (t - (2 * k))) * Wt(o, c, k))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_conv1d_causal_dilated_0: statements S0, S0_init
//   t -> blockIdx.x (tile 32) / threadIdx.x (32); o -> blockIdx.y (tile 4) / threadIdx.y (4); b -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; k} (tiles of 2), {0; c} (tiles of 32)
//   shared: sh_Wt: tile 4x32x2 of Wt
//   shared: sh_X: tile 4x32x34 of X
//   registers: Y
extern "C" __global__ void __launch_bounds__(512) k_conv1d_causal_dilated_0(const float *__restrict__ a_X, const float *__restrict__ a_Wt, float *__restrict__ a_Y)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ float sh_Wt[4][32][2];
  __shared__ float sh_X[4][32][34];
  float r_Y = 0.0f;
  if (bx >= 1) {
    for (long c1 = 0; c1 <= 96; c1 += 32) {
      for (long e = tid; e < 4352; e += 512) {  // stage a tile of X in sh_X
        const long l0 = e / 1088, l1 = e / 34 % 32, l2 = e % 34;
        const long a0 = 4 * bz + l0, a1 = c1 + l1, a2 = 32 * bx - 2 + l2;
        sh_X[l0][l1][l2] = a_X[(a0 * 128 + a1) * 4096 + a2];
      }
      for (long e = tid; e < 256; e += 512) {  // stage a tile of Wt in sh_Wt
        const long l0 = e / 64, l1 = e / 2 % 32, l2 = e % 2;
        const long a0 = 4 * by + l0, a1 = c1 + l1, a2 = l2;
        sh_Wt[l0][l1][l2] = a_Wt[(a0 * 128 + a1) * 2 + a2];
      }
      __syncthreads();
      if (c1 == 0) {
        r_Y = 0;
      }
      for (long c5 = 0; c5 <= 1; c5 += 1) {
        for (long c6 = c1; c6 <= c1 + 31; c6 += 1) {
          r_Y += (sh_X[tz][-c1 + c6][tx - 2 * c5 + 2] * sh_Wt[ty][-c1 + c6][c5]);
        }
      }
      __syncthreads();
    }
  } else {
    for (long c1 = 0; c1 <= 127; c1 += 32) {
      for (long e = tid; e < 4352; e += 512) {  // stage a tile of X in sh_X
        const long l0 = e / 1088, l1 = e / 34 % 32, l2 = e % 34;
        const long a0 = 4 * bz + l0, a1 = c1 + l1, a2 = (-2) + l2;
        if (a2 >= 0) sh_X[l0][l1][l2] = a_X[(a0 * 128 + a1) * 4096 + a2];
      }
      for (long e = tid; e < 256; e += 512) {  // stage a tile of Wt in sh_Wt
        const long l0 = e / 64, l1 = e / 2 % 32, l2 = e % 2;
        const long a0 = 4 * by + l0, a1 = c1 + l1, a2 = l2;
        sh_Wt[l0][l1][l2] = a_Wt[(a0 * 128 + a1) * 2 + a2];
      }
      __syncthreads();
      if (c1 == 0) {
        r_Y = 0;
      }
      for (long c5 = 0; c5 <= po_min(1, tx / 2); c5 += 1) {
        for (long c6 = c1; c6 <= c1 + 31; c6 += 1) {
          r_Y += (sh_X[tz][-c1 + c6][tx - 2 * c5 + 2] * sh_Wt[ty][-c1 + c6][c5]);
        }
      }
      __syncthreads();
    }
  }
  a_Y[((4 * bz + tz) * 128 + 4 * by + ty) * 4096 + 32 * bx + tx] = r_Y;
}
