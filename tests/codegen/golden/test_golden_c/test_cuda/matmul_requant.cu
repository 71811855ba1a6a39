/* golden: kernels/linalg.tc matmul_requant at M=1024, K=1024, N=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matmul_requant with M=1024, K=1024, N=1024
//   S0_init: Acc(i, j) = identity of +
//   S0: Acc(i, j) += (A(i, k) * B(k, j))
//   S1: Q(i, j) = int32(((Acc(i, j) / s) + (Acc(i, j) % s)))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ int64_t po_divi64(int64_t a, int64_t b, int *err) {
  int64_t m = b == -1, z = b == 0;
  uint64_t q = (uint64_t)(a / (b + z + 2 * m));
  if (__builtin_expect(z, 0)) atomicExch(err, 3);
  return (int64_t)(((q ^ -(uint64_t)m) + (uint64_t)m) & ((uint64_t)z - 1));
}

static __device__ __forceinline__ int64_t po_modi64(int64_t a, int64_t b, int *err) {
  int64_t m = b == -1, z = b == 0;
  int64_t r = a % (b + z + 2 * m);
  if (__builtin_expect(z, 0)) atomicExch(err, 3);
  return r;
}


// k_matmul_requant_0: statements S0, S0_init, S1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; K; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: Acc
extern "C" __global__ void __launch_bounds__(512) k_matmul_requant_0(const int32_t *__restrict__ a_A, const int64_t *__restrict__ a_B, int32_t p_s, int64_t *__restrict__ a_Acc, int32_t *__restrict__ a_Q, int *__restrict__ po_err)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ int32_t sh_A[16][32];
  __shared__ int64_t sh_B[32][32];
  int64_t r_Acc = 0;
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
      r_Acc = 0;
    }
    for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
      r_Acc += (sh_A[ty][-c0 + c3] * sh_B[-c0 + c3][tx]);
    }
    __syncthreads();
  }
  __syncthreads();
  a_Q[(16 * by + ty) * 1024 + (32 * bx + tx)] = ((int32_t)((po_divi64(r_Acc, p_s, po_err) + po_modi64(r_Acc, p_s, po_err))));
  __syncthreads();
  a_Acc[(16 * by + ty) * 1024 + 32 * bx + tx] = r_Acc;
}
