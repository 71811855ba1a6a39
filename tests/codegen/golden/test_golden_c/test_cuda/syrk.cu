/* golden: kernels/polybench.tc syrk at N=1200, M=1000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for syrk with N=1200, M=1000
//   S0_p0: Cout(i, j) = (beta * C(i, j))
//   S0_p1: Cout(i, j) = C(i, j)
//   S1: Cout(i, j) += ((alpha * A(i, k)) * A(j, k))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_syrk_0: statements S0_p1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_syrk_0(const float *__restrict__ a_C, float *__restrict__ a_Cout)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  if (bx <= 36 && 2 * bx >= by + 1) {
    a_Cout[(16 * by + ty) * 1200 + (32 * bx + tx)] = a_C[(16 * by + ty) * 1200 + (32 * bx + tx)];
  } else {
    if (bx <= 36 && by >= 2 * bx && 32 * bx + tx >= 16 * by + ty + 1 || bx == 37 && tx <= 15 && tx + 1183 >= 16 * by + ty) {
      if (bx <= 36 && by >= 2 * bx) {
        a_Cout[(16 * by + ty) * 1200 + (32 * bx + tx)] = a_C[(16 * by + ty) * 1200 + (32 * bx + tx)];
      } else {
        a_Cout[(16 * by + ty) * 1200 + (tx + 1184)] = a_C[(16 * by + ty) * 1200 + (tx + 1184)];
      }
    }
  }
}

// k_syrk_1: statements S0_p0, S1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A_0: tile 16x32 of A
//   shared: sh_A_1: tile 32x32 of A
//   registers: Cout
extern "C" __global__ void __launch_bounds__(512) k_syrk_1(const float *__restrict__ a_A, const float *__restrict__ a_C, float p_alpha, float p_beta, float *__restrict__ a_Cout)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_A_0[16][32];
  __shared__ float sh_A_1[32][32];
  float r_Cout = 0.0f;
  if (by >= 2 * bx + 2) {
    for (long c0 = 0; c0 <= 960; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of A in sh_A_1
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 32 * bx + l0, a1 = c0 + l1;
        sh_A_1[l0][l1] = a_A[a0 * 1000 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A_0
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_A_0[l0][l1] = a_A[a0 * 1000 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_Cout = (p_beta * a_C[(16 * by + ty) * 1200 + (32 * bx + tx)]);
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_Cout += ((p_alpha * sh_A_0[ty][-c0 + c3]) * sh_A_1[tx][-c0 + c3]);
      }
      __syncthreads();
    }
  }
  if (by >= 2 * bx) {
    if (by >= 2 * bx + 2) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A_0
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = 992 + l1;
        if (a1 < 1000) sh_A_0[l0][l1] = a_A[a0 * 1000 + a1];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of A in sh_A_1
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 32 * bx + l0, a1 = 992 + l1;
        if (a1 < 1000) sh_A_1[l0][l1] = a_A[a0 * 1000 + a1];
      }
      __syncthreads();
      for (long c3 = 992; c3 <= 999; c3 += 1) {
        r_Cout += ((p_alpha * sh_A_0[ty][c3 - 992]) * sh_A_1[tx][c3 - 992]);
      }
      __syncthreads();
    } else {
      for (long c0 = 0; c0 <= 999; c0 += 32) {
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of A in sh_A_1
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 32 * bx + l0, a1 = c0 + l1;
          if (a0 < 1200 && a1 < 1000) sh_A_1[l0][l1] = a_A[a0 * 1000 + a1];
        }
        for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A_0
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 16 * by + l0, a1 = c0 + l1;
          if (a1 < 1000) sh_A_0[l0][l1] = a_A[a0 * 1000 + a1];
        }
        __syncthreads();
        if (16 * by + ty >= 32 * bx + tx && c0 == 0) {
          r_Cout = (p_beta * a_C[(16 * by + ty) * 1200 + (32 * bx + tx)]);
        }
        if (16 * by + ty >= 32 * bx + tx) {
          for (long c3 = c0; c3 <= po_min(999, c0 + 31); c3 += 1) {
            r_Cout += ((p_alpha * sh_A_0[ty][-c0 + c3]) * sh_A_1[tx][-c0 + c3]);
          }
        }
        __syncthreads();
      }
    }
    if (16 * by + ty >= 32 * bx + tx) {
      a_Cout[(16 * by + ty) * 1200 + 32 * bx + tx] = r_Cout;
    }
  }
}
