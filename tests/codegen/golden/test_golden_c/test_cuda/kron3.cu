/* golden: kernels/tensor.tc kron3 at I=64, J=64, K=64, P=64, Q=64, R=64, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for kron3 with I=64, P=64, J=64, Q=64, K=64, R=64
//   S0_init: T1(i, b, c) = identity of +
//   S0: T1(i, b, c) += (A(i, a) * X(a, b, c))
//   S1_init: T2(i, j, c) = identity of +
//   S1: T2(i, j, c) += (B(j, b) * T1(i, b, c))
//   S2_init: Y(i, j, k) = identity of +
//   S2: Y(i, j, k) += (C(k, c) * T2(i, j, c))
#include <math.h>
#include <stdint.h>


// k_kron3_0: statements S0, S0_init
//   c -> blockIdx.x (tile 32) / threadIdx.x (32); b -> blockIdx.y (tile 4) / threadIdx.y (4); i -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; a} (tiles of 32)
//   shared: sh_A: tile 4x32 of A
//   shared: sh_X: tile 32x4x32 of X
//   registers: T1
extern "C" __global__ void __launch_bounds__(512) k_kron3_0(const double *__restrict__ a_A, const double *__restrict__ a_X, double *__restrict__ a_T1)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ double sh_A[4][32];
  __shared__ double sh_X[32][4][32];
  double r_T1 = 0.0;
  for (long c0 = 0; c0 <= 32; c0 += 32) {
    for (long e = tid; e < 4096; e += 512) {  // stage a tile of X in sh_X
      const long l0 = e / 128, l1 = e / 32 % 4, l2 = e % 32;
      const long a0 = c0 + l0, a1 = 4 * by + l1, a2 = 32 * bx + l2;
      sh_X[l0][l1][l2] = a_X[(a0 * 64 + a1) * 64 + a2];
    }
    for (long e = tid; e < 128; e += 512) {  // stage a tile of A in sh_A
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 4 * bz + l0, a1 = c0 + l1;
      sh_A[l0][l1] = a_A[a0 * 64 + a1];
    }
    __syncthreads();
    if (c0 == 0) {
      r_T1 = 0;
    }
    for (long c4 = c0; c4 <= c0 + 31; c4 += 1) {
      r_T1 += (sh_A[tz][-c0 + c4] * sh_X[-c0 + c4][ty][tx]);
    }
    __syncthreads();
  }
  a_T1[((4 * bz + tz) * 64 + 4 * by + ty) * 64 + 32 * bx + tx] = r_T1;
}

// k_kron3_1: statements S1, S1_init
//   c -> blockIdx.x (tile 32) / threadIdx.x (32); j -> blockIdx.y (tile 4) / threadIdx.y (4); i -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; b} (tiles of 32)
//   shared: sh_B: tile 4x32 of B
//   shared: sh_T1: tile 4x32x32 of T1
//   registers: T2
extern "C" __global__ void __launch_bounds__(512) k_kron3_1(const double *__restrict__ a_B, double *__restrict__ a_T1, double *__restrict__ a_T2)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ double sh_B[4][32];
  __shared__ double sh_T1[4][32][32];
  double r_T2 = 0.0;
  for (long c0 = 0; c0 <= 32; c0 += 32) {
    for (long e = tid; e < 128; e += 512) {  // stage a tile of B in sh_B
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 4 * by + l0, a1 = c0 + l1;
      sh_B[l0][l1] = a_B[a0 * 64 + a1];
    }
    for (long e = tid; e < 4096; e += 512) {  // stage a tile of T1 in sh_T1
      const long l0 = e / 1024, l1 = e / 32 % 32, l2 = e % 32;
      const long a0 = 4 * bz + l0, a1 = c0 + l1, a2 = 32 * bx + l2;
      sh_T1[l0][l1][l2] = a_T1[(a0 * 64 + a1) * 64 + a2];
    }
    __syncthreads();
    if (c0 == 0) {
      r_T2 = 0;
    }
    for (long c4 = c0; c4 <= c0 + 31; c4 += 1) {
      r_T2 += (sh_B[ty][-c0 + c4] * sh_T1[tz][-c0 + c4][tx]);
    }
    __syncthreads();
  }
  a_T2[((4 * bz + tz) * 64 + 4 * by + ty) * 64 + 32 * bx + tx] = r_T2;
}

// k_kron3_2: statements S2, S2_init
//   k -> blockIdx.x (tile 32) / threadIdx.x (32); j -> blockIdx.y (tile 4) / threadIdx.y (4); i -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; c} (tiles of 32)
//   shared: sh_C: tile 32x32 of C
//   shared: sh_T2: tile 4x4x32 of T2
//   registers: Y
extern "C" __global__ void __launch_bounds__(512) k_kron3_2(const double *__restrict__ a_C, double *__restrict__ a_Y, double *__restrict__ a_T2)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ double sh_C[32][32];
  __shared__ double sh_T2[4][4][32];
  double r_Y = 0.0;
  for (long c0 = 0; c0 <= 32; c0 += 32) {
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of C in sh_C
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 32 * bx + l0, a1 = c0 + l1;
      sh_C[l0][l1] = a_C[a0 * 64 + a1];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of T2 in sh_T2
      const long l0 = e / 128, l1 = e / 32 % 4, l2 = e % 32;
      const long a0 = 4 * bz + l0, a1 = 4 * by + l1, a2 = c0 + l2;
      sh_T2[l0][l1][l2] = a_T2[(a0 * 64 + a1) * 64 + a2];
    }
    __syncthreads();
    if (c0 == 0) {
      r_Y = 0;
    }
    for (long c4 = c0; c4 <= c0 + 31; c4 += 1) {
      r_Y += (sh_C[tx][-c0 + c4] * sh_T2[tz][ty][-c0 + c4]);
    }
    __syncthreads();
  }
  a_Y[((4 * bz + tz) * 64 + 4 * by + ty) * 64 + 32 * bx + tx] = r_Y;
}
