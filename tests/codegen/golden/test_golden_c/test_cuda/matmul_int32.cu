/* golden: kernels/linalg.tc matmul_int32 at M=1024, K=1024, N=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matmul_int32 with M=1024, K=1024, N=1024
//   S0_init: C(i, j) = identity of +
//   S0: C(i, j) += (A(i, k) * B(k, j))
#include <math.h>
#include <stdint.h>


// k_matmul_int32_0: statements S0, S0_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: C
extern "C" __global__ void __launch_bounds__(512) k_matmul_int32_0(const int32_t *__restrict__ a_A, const int32_t *__restrict__ a_B, int32_t *__restrict__ a_C)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ int32_t sh_A[16][32];
  __shared__ int32_t sh_B[32][32];
  int32_t r_C = 0;
  for (long c0 = 0; c0 <= 992; c0 += 32) {
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = c0 + l0, a1 = 32 * bx + l1;
      sh_B[l0][l1] = a_B[a0 * 1024 + a1];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = c0 + l1;
      sh_A[l0][l1] = a_A[a0 * 1024 + a1];
    }
    __syncthreads();
    if (c0 == 0) {
      r_C = 0;
    }
    for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
      r_C += (sh_A[ty][-c0 + c3] * sh_B[-c0 + c3][tx]);
    }
    __syncthreads();
  }
  a_C[(16 * by + ty) * 1024 + 32 * bx + tx] = r_C;
}
