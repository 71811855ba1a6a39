/* golden: kernels/linalg.tc matmul_nt at M=1024, K=1024, N=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matmul_nt with M=1024, K=1024, N=1024
//   S0_init: C(i, j) = identity of +
//   S0: C(i, j) += (A(i, k) * B(j, k))
#include <math.h>
#include <stdint.h>

#include <cuda_pipeline.h>

// k_matmul_nt_0: statements S0, S0_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: C
extern "C" __global__ void __launch_bounds__(512) k_matmul_nt_0(const double *__restrict__ a_A, const double *__restrict__ a_B, double *__restrict__ a_C)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) double sh_A[2][32][16];
  __shared__ __align__(16) double sh_B[2][32][32];
  double r_C = 0.0;
  r_C = 0;
  for (int e = tid; e < 256; e += 512) {  // cp.async: the next 128-bit copy of a tile of A in sh_A
    const int l0 = e / 16, l1 = (e % 16) * 2;
    const int a0 = 16 * by + l0, a1 = l1;
    __pipeline_memcpy_async(&sh_A[0][l1][l0], &a_A[a0 * 1024 + a1], 8); __pipeline_memcpy_async(&sh_A[0][l1 + 1][l0], &a_A[a0 * 1024 + a1 + 1], 8);
  }
  __pipeline_commit();
  for (int e = tid; e < 512; e += 512) {  // cp.async: the next 128-bit copy of a tile of B in sh_B
    const int l0 = e / 16, l1 = (e % 16) * 2;
    const int a0 = 32 * bx + l0, a1 = l1;
    __pipeline_memcpy_async(&sh_B[0][l1][l0], &a_B[a0 * 1024 + a1], 8); __pipeline_memcpy_async(&sh_B[0][l1 + 1][l0], &a_B[a0 * 1024 + a1 + 1], 8);
  }
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    if (c0 <= 960) {
      for (int e = tid; e < 256; e += 512) {  // cp.async: the next 128-bit copy of a tile of A in sh_A
        const int l0 = e / 16, l1 = (e % 16) * 2;
        const int a0 = 16 * by + l0, a1 = c0 + 32 + l1;
        __pipeline_memcpy_async(&sh_A[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0], &a_A[a0 * 1024 + a1], 8); __pipeline_memcpy_async(&sh_A[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0], &a_A[a0 * 1024 + a1 + 1], 8);
      }
      __pipeline_commit();
      for (int e = tid; e < 512; e += 512) {  // cp.async: the next 128-bit copy of a tile of B in sh_B
        const int l0 = e / 16, l1 = (e % 16) * 2;
        const int a0 = 32 * bx + l0, a1 = c0 + 32 + l1;
        __pipeline_memcpy_async(&sh_B[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0], &a_B[a0 * 1024 + a1], 8); __pipeline_memcpy_async(&sh_B[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0], &a_B[a0 * 1024 + a1 + 1], 8);
      }
      __pipeline_commit();
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_C += (sh_A[po_buf][-po_s0 + i0][ty] * sh_B[po_buf][-po_s0 + i0][tx]);
      }
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  }
  a_C[(16 * by + ty) * 1024 + 32 * bx + tx] = r_C;
}
