/* golden: kernels/linalg.tc batch_matmul at Bt=16, M=512, K=512, N=512, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for batch_matmul with Bt=16, M=512, K=512, N=512
//   S0_init: Z(b, i, j) = identity of +
//   S0: Z(b, i, j) += (X(b, i, k) * Y(b, k, j))
#include <math.h>
#include <stdint.h>


// k_batch_matmul_0: statements S0, S0_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 4) / threadIdx.y (4); b -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; k} (tiles of 32)
//   shared: sh_X: tile 4x4x32 of X
//   shared: sh_Y: tile 4x32x32 of Y
//   registers: Z
extern "C" __global__ void __launch_bounds__(512) k_batch_matmul_0(const float *__restrict__ a_X, const float *__restrict__ a_Y, float *__restrict__ a_Z)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ float sh_X[4][4][32];
  __shared__ float sh_Y[4][32][32];
  float r_Z = 0.0f;
  for (long c0 = 0; c0 <= 480; c0 += 32) {
    for (long e = tid; e < 4096; e += 512) {  // stage a tile of Y in sh_Y
      const long l0 = e / 1024, l1 = e / 32 % 32, l2 = e % 32;
      const long a0 = 4 * bz + l0, a1 = c0 + l1, a2 = 32 * bx + l2;
      sh_Y[l0][l1][l2] = a_Y[(a0 * 512 + a1) * 512 + a2];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of X in sh_X
      const long l0 = e / 128, l1 = e / 32 % 4, l2 = e % 32;
      const long a0 = 4 * bz + l0, a1 = 4 * by + l1, a2 = c0 + l2;
      sh_X[l0][l1][l2] = a_X[(a0 * 512 + a1) * 512 + a2];
    }
    __syncthreads();
    if (c0 == 0) {
      r_Z = 0;
    }
    for (long c4 = c0; c4 <= c0 + 31; c4 += 1) {
      r_Z += (sh_X[tz][ty][-c0 + c4] * sh_Y[tz][-c0 + c4][tx]);
    }
    __syncthreads();
  }
  a_Z[((4 * bz + tz) * 512 + 4 * by + ty) * 512 + 32 * bx + tx] = r_Z;
}
