/* golden: kernels/polybench.tc polybench_2mm at NI=800, NJ=900, NK=1100, NL=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for polybench_2mm with NI=800, NK=1100, NJ=900, NL=1200
//   S0_init: tmp(i, j) = identity of +
//   S0: tmp(i, j) += ((alpha * A(i, k)) * B(k, j))
//   S1: Dout(i, l) = (beta * D(i, l))
//   S2: Dout(i, l) += (tmp(i, j) * C(j, l))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_polybench_2mm_0: statements S0, S0_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: tmp
extern "C" __global__ void __launch_bounds__(512) k_polybench_2mm_0(const float *__restrict__ a_A, const float *__restrict__ a_B, float p_alpha, float *__restrict__ a_tmp)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_A[16][32];
  __shared__ float sh_B[32][32];
  float r_tmp = 0.0f;
  if (bx <= 27) {
    for (long c0 = 0; c0 <= 1056; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_B[l0][l1] = a_B[a0 * 900 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_A[l0][l1] = a_A[a0 * 1100 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_tmp = 0;
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_tmp += ((p_alpha * sh_A[ty][-c0 + c3]) * sh_B[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (bx <= 27) {
    for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = 1088 + l1;
      if (a1 < 1100) sh_A[l0][l1] = a_A[a0 * 1100 + a1];
    }
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 1088 + l0, a1 = 32 * bx + l1;
      if (a0 < 1100) sh_B[l0][l1] = a_B[a0 * 900 + a1];
    }
    __syncthreads();
    for (long c3 = 1088; c3 <= 1099; c3 += 1) {
      r_tmp += ((p_alpha * sh_A[ty][c3 - 1088]) * sh_B[c3 - 1088][tx]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 1099; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 896 + l1;
        if (a0 < 1100 && a1 < 900) sh_B[l0][l1] = a_B[a0 * 900 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        if (a1 < 1100) sh_A[l0][l1] = a_A[a0 * 1100 + a1];
      }
      __syncthreads();
      if (tx <= 3 && c0 == 0) {
        r_tmp = 0;
      }
      if (tx <= 3) {
        for (long c3 = c0; c3 <= po_min(1099, c0 + 31); c3 += 1) {
          r_tmp += ((p_alpha * sh_A[ty][-c0 + c3]) * sh_B[-c0 + c3][tx]);
        }
      }
      __syncthreads();
    }
  }
  if (32 * bx + tx <= 899) {
    a_tmp[(16 * by + ty) * 900 + 32 * bx + tx] = r_tmp;
  }
}

// k_polybench_2mm_1: statements S1, S2
//   l -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; j} (tiles of 32)
//   shared: sh_C: tile 32x32 of C
//   shared: sh_tmp: tile 16x32 of tmp
//   registers: Dout
extern "C" __global__ void __launch_bounds__(512) k_polybench_2mm_1(const float *__restrict__ a_C, const float *__restrict__ a_D, float p_beta, float *__restrict__ a_Dout, float *__restrict__ a_tmp)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_C[32][32];
  __shared__ float sh_tmp[16][32];
  float r_Dout = 0.0f;
  if (bx <= 36) {
    for (long c0 = 0; c0 <= 864; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of C in sh_C
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_C[l0][l1] = a_C[a0 * 1200 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of tmp in sh_tmp
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_tmp[l0][l1] = a_tmp[a0 * 900 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_Dout = (p_beta * a_D[(16 * by + ty) * 1200 + (32 * bx + tx)]);
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_Dout += (sh_tmp[ty][-c0 + c3] * sh_C[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (bx <= 36) {
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of C in sh_C
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 896 + l0, a1 = 32 * bx + l1;
      if (a0 < 900) sh_C[l0][l1] = a_C[a0 * 1200 + a1];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of tmp in sh_tmp
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = 896 + l1;
      if (a1 < 900) sh_tmp[l0][l1] = a_tmp[a0 * 900 + a1];
    }
    __syncthreads();
    for (long c3 = 896; c3 <= 899; c3 += 1) {
      r_Dout += (sh_tmp[ty][c3 - 896] * sh_C[c3 - 896][tx]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 899; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of C in sh_C
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 1184 + l1;
        if (a0 < 900 && a1 < 1200) sh_C[l0][l1] = a_C[a0 * 1200 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of tmp in sh_tmp
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        if (a1 < 900) sh_tmp[l0][l1] = a_tmp[a0 * 900 + a1];
      }
      __syncthreads();
      if (tx <= 15 && c0 == 0) {
        r_Dout = (p_beta * a_D[(16 * by + ty) * 1200 + (tx + 1184)]);
      }
      if (tx <= 15) {
        for (long c3 = c0; c3 <= po_min(899, c0 + 31); c3 += 1) {
          r_Dout += (sh_tmp[ty][-c0 + c3] * sh_C[-c0 + c3][tx]);
        }
      }
      __syncthreads();
    }
  }
  if (32 * bx + tx <= 1199) {
    a_Dout[(16 * by + ty) * 1200 + 32 * bx + tx] = r_Dout;
  }
}
