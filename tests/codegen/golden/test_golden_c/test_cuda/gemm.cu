/* golden: kernels/polybench.tc gemm at NI=1000, NJ=1100, NK=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gemm with NI=1000, NK=1200, NJ=1100
//   S0_init: Cout(i, j) = identity of +
//   S0: Cout(i, j) += ((alpha * A(i, k)) * B(k, j))
//   S1: Cout(i, j) = (Cout(i, j) + (beta * C(i, j)))
#include <math.h>
#include <stdint.h>


// k_gemm_0: statements S0, S0_init, S1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; NK; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: Cout
extern "C" __global__ void __launch_bounds__(512) k_gemm_0(const float *__restrict__ a_A, const float *__restrict__ a_B, const float *__restrict__ a_C, float p_alpha, float p_beta, float *__restrict__ a_Cout)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_A[16][32];
  __shared__ float sh_B[32][32];
  float r_Cout = 0.0f;
  if (by <= 61 && bx <= 33) {
    for (long c0 = 0; c0 <= 1152; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_B[l0][l1] = a_B[a0 * 1100 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_A[l0][l1] = a_A[a0 * 1200 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_Cout = 0;
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_Cout += ((p_alpha * sh_A[ty][-c0 + c3]) * sh_B[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (by <= 61 && bx == 34) {
    for (long c0 = 0; c0 <= 1183; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 1088 + l1;
        if (a1 < 1100) sh_B[l0][l1] = a_B[a0 * 1100 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_A[l0][l1] = a_A[a0 * 1200 + a1];
      }
      __syncthreads();
      if (tx <= 11 && c0 == 0) {
        r_Cout = 0;
      }
      if (tx <= 11) {
        for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
          r_Cout += ((p_alpha * sh_A[ty][-c0 + c3]) * sh_B[-c0 + c3][tx]);
        }
      }
      __syncthreads();
    }
    if (tx >= 12) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = 1184 + l1;
        if (a1 < 1200) sh_A[l0][l1] = a_A[a0 * 1200 + a1];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 1184 + l0, a1 = 1088 + l1;
        if (a0 < 1200 && a1 < 1100) sh_B[l0][l1] = a_B[a0 * 1100 + a1];
      }
      __syncthreads();
      __syncthreads();
    }
  } else {
    if (by == 62) {
      for (long c0 = 0; c0 <= 1183; c0 += 32) {
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = c0 + l0, a1 = 32 * bx + l1;
          if (a1 < 1100) sh_B[l0][l1] = a_B[a0 * 1100 + a1];
        }
        for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 992 + l0, a1 = c0 + l1;
          if (a0 < 1000) sh_A[l0][l1] = a_A[a0 * 1200 + a1];
        }
        __syncthreads();
        if (ty <= 7 && 32 * bx + tx <= 1099 && c0 == 0) {
          r_Cout = 0;
        }
        if (ty <= 7 && 32 * bx + tx <= 1099) {
          for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
            r_Cout += ((p_alpha * sh_A[ty][-c0 + c3]) * sh_B[-c0 + c3][tx]);
          }
        }
        __syncthreads();
      }
    }
  }
  if (16 * by + ty <= 999 && 32 * bx + tx <= 1099) {
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 1184 + l0, a1 = 32 * bx + l1;
      if (a0 < 1200 && a1 < 1100) sh_B[l0][l1] = a_B[a0 * 1100 + a1];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = 1184 + l1;
      if (a0 < 1000 && a1 < 1200) sh_A[l0][l1] = a_A[a0 * 1200 + a1];
    }
    __syncthreads();
    for (long c3 = 1184; c3 <= 1199; c3 += 1) {
      r_Cout += ((p_alpha * sh_A[ty][c3 - 1184]) * sh_B[c3 - 1184][tx]);
    }
    r_Cout = (r_Cout + (p_beta * a_C[(16 * by + ty) * 1100 + (32 * bx + tx)]));
    __syncthreads();
  } else {
    if (by == 62 && ty <= 7 && bx == 34 && tx >= 12) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 992 + l0, a1 = 1184 + l1;
        if (a0 < 1000 && a1 < 1200) sh_A[l0][l1] = a_A[a0 * 1200 + a1];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 1184 + l0, a1 = 1088 + l1;
        if (a0 < 1200 && a1 < 1100) sh_B[l0][l1] = a_B[a0 * 1100 + a1];
      }
      __syncthreads();
      __syncthreads();
    } else {
      if (by == 62 && ty >= 8) {
        for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 992 + l0, a1 = 1184 + l1;
          if (a0 < 1000 && a1 < 1200) sh_A[l0][l1] = a_A[a0 * 1200 + a1];
        }
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 1184 + l0, a1 = 32 * bx + l1;
          if (a0 < 1200 && a1 < 1100) sh_B[l0][l1] = a_B[a0 * 1100 + a1];
        }
        __syncthreads();
        __syncthreads();
      }
    }
  }
  if (16 * by + ty <= 999 && 32 * bx + tx <= 1099) {
    a_Cout[(16 * by + ty) * 1100 + 32 * bx + tx] = r_Cout;
  }
}
