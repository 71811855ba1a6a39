/* golden: kernels/polybench.tc polybench_3mm at NI=800, NJ=900, NK=1000, NL=1100, NM=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for polybench_3mm with NI=800, NK=1000, NJ=900, NM=1200, NL=1100
//   S0_init: E(i, j) = identity of +
//   S0: E(i, j) += (A(i, k) * B(k, j))
//   S1_init: F(j, l) = identity of +
//   S1: F(j, l) += (C(j, m) * D(m, l))
//   S2_init: G(i, l) = identity of +
//   S2: G(i, l) += (E(i, j) * F(j, l))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_polybench_3mm_0: statements S0, S0_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: E
extern "C" __global__ void __launch_bounds__(512) k_polybench_3mm_0(const float *__restrict__ a_A, const float *__restrict__ a_B, float *__restrict__ a_E)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_A[16][32];
  __shared__ float sh_B[32][32];
  float r_E = 0.0f;
  if (bx <= 27) {
    for (long c0 = 0; c0 <= 960; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_B[l0][l1] = a_B[a0 * 900 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_A[l0][l1] = a_A[a0 * 1000 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_E = 0;
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_E += (sh_A[ty][-c0 + c3] * sh_B[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (bx <= 27) {
    for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = 992 + l1;
      if (a1 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
    }
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 992 + l0, a1 = 32 * bx + l1;
      if (a0 < 1000) sh_B[l0][l1] = a_B[a0 * 900 + a1];
    }
    __syncthreads();
    for (long c3 = 992; c3 <= 999; c3 += 1) {
      r_E += (sh_A[ty][c3 - 992] * sh_B[c3 - 992][tx]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 999; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 896 + l1;
        if (a0 < 1000 && a1 < 900) sh_B[l0][l1] = a_B[a0 * 900 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        if (a1 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
      }
      __syncthreads();
      if (tx <= 3 && c0 == 0) {
        r_E = 0;
      }
      if (tx <= 3) {
        for (long c3 = c0; c3 <= po_min(999, c0 + 31); c3 += 1) {
          r_E += (sh_A[ty][-c0 + c3] * sh_B[-c0 + c3][tx]);
        }
      }
      __syncthreads();
    }
  }
  if (32 * bx + tx <= 899) {
    a_E[(16 * by + ty) * 900 + 32 * bx + tx] = r_E;
  }
}

// k_polybench_3mm_1: statements S1, S1_init
//   l -> blockIdx.x (tile 32) / threadIdx.x (32); j -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; m} (tiles of 32)
//   shared: sh_C: tile 16x32 of C
//   shared: sh_D: tile 32x32 of D
//   registers: F
extern "C" __global__ void __launch_bounds__(512) k_polybench_3mm_1(const float *__restrict__ a_C, const float *__restrict__ a_D, float *__restrict__ a_F)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_C[16][32];
  __shared__ float sh_D[32][32];
  float r_F = 0.0f;
  if (by <= 55 && bx <= 33) {
    for (long c0 = 0; c0 <= 1152; c0 += 32) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of C in sh_C
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_C[l0][l1] = a_C[a0 * 1200 + a1];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of D in sh_D
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_D[l0][l1] = a_D[a0 * 1100 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_F = 0;
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_F += (sh_C[ty][-c0 + c3] * sh_D[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (by <= 55 && bx <= 33) {
    for (long e = tid; e < 512; e += 512) {  // stage a tile of C in sh_C
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = 1184 + l1;
      if (a1 < 1200) sh_C[l0][l1] = a_C[a0 * 1200 + a1];
    }
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of D in sh_D
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 1184 + l0, a1 = 32 * bx + l1;
      if (a0 < 1200) sh_D[l0][l1] = a_D[a0 * 1100 + a1];
    }
    __syncthreads();
    for (long c3 = 1184; c3 <= 1199; c3 += 1) {
      r_F += (sh_C[ty][c3 - 1184] * sh_D[c3 - 1184][tx]);
    }
    __syncthreads();
  } else {
    if (by == 56) {
      for (long c0 = 0; c0 <= 1199; c0 += 32) {
        for (long e = tid; e < 512; e += 512) {  // stage a tile of C in sh_C
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 896 + l0, a1 = c0 + l1;
          if (a0 < 900 && a1 < 1200) sh_C[l0][l1] = a_C[a0 * 1200 + a1];
        }
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of D in sh_D
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = c0 + l0, a1 = 32 * bx + l1;
          if (a0 < 1200 && a1 < 1100) sh_D[l0][l1] = a_D[a0 * 1100 + a1];
        }
        __syncthreads();
        if (ty <= 3 && 32 * bx + tx <= 1099 && c0 == 0) {
          r_F = 0;
        }
        if (ty <= 3 && 32 * bx + tx <= 1099) {
          for (long c3 = c0; c3 <= po_min(1199, c0 + 31); c3 += 1) {
            r_F += (sh_C[ty][-c0 + c3] * sh_D[-c0 + c3][tx]);
          }
        }
        __syncthreads();
      }
    } else {
      for (long c0 = 0; c0 <= 1199; c0 += 32) {
        for (long e = tid; e < 512; e += 512) {  // stage a tile of C in sh_C
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 16 * by + l0, a1 = c0 + l1;
          if (a1 < 1200) sh_C[l0][l1] = a_C[a0 * 1200 + a1];
        }
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of D in sh_D
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = c0 + l0, a1 = 1088 + l1;
          if (a0 < 1200 && a1 < 1100) sh_D[l0][l1] = a_D[a0 * 1100 + a1];
        }
        __syncthreads();
        if (tx <= 11 && c0 == 0) {
          r_F = 0;
        }
        if (tx <= 11) {
          for (long c3 = c0; c3 <= po_min(1199, c0 + 31); c3 += 1) {
            r_F += (sh_C[ty][-c0 + c3] * sh_D[-c0 + c3][tx]);
          }
        }
        __syncthreads();
      }
    }
  }
  if (16 * by + ty <= 899 && 32 * bx + tx <= 1099) {
    a_F[(16 * by + ty) * 1100 + 32 * bx + tx] = r_F;
  }
}

// k_polybench_3mm_2: statements S2, S2_init
//   l -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; j} (tiles of 32)
//   shared: sh_E: tile 16x32 of E
//   shared: sh_F: tile 32x32 of F
//   registers: G
extern "C" __global__ void __launch_bounds__(512) k_polybench_3mm_2(float *__restrict__ a_G, float *__restrict__ a_E, float *__restrict__ a_F)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_E[16][32];
  __shared__ float sh_F[32][32];
  float r_G = 0.0f;
  if (bx <= 33) {
    for (long c0 = 0; c0 <= 864; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of F in sh_F
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_F[l0][l1] = a_F[a0 * 1100 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of E in sh_E
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        sh_E[l0][l1] = a_E[a0 * 900 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_G = 0;
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_G += (sh_E[ty][-c0 + c3] * sh_F[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (bx <= 33) {
    for (long e = tid; e < 512; e += 512) {  // stage a tile of E in sh_E
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * by + l0, a1 = 896 + l1;
      if (a1 < 900) sh_E[l0][l1] = a_E[a0 * 900 + a1];
    }
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of F in sh_F
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 896 + l0, a1 = 32 * bx + l1;
      if (a0 < 900) sh_F[l0][l1] = a_F[a0 * 1100 + a1];
    }
    __syncthreads();
    for (long c3 = 896; c3 <= 899; c3 += 1) {
      r_G += (sh_E[ty][c3 - 896] * sh_F[c3 - 896][tx]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 899; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of F in sh_F
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 1088 + l1;
        if (a0 < 900 && a1 < 1100) sh_F[l0][l1] = a_F[a0 * 1100 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of E in sh_E
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 16 * by + l0, a1 = c0 + l1;
        if (a1 < 900) sh_E[l0][l1] = a_E[a0 * 900 + a1];
      }
      __syncthreads();
      if (tx <= 11 && c0 == 0) {
        r_G = 0;
      }
      if (tx <= 11) {
        for (long c3 = c0; c3 <= po_min(899, c0 + 31); c3 += 1) {
          r_G += (sh_E[ty][-c0 + c3] * sh_F[-c0 + c3][tx]);
        }
      }
      __syncthreads();
    }
  }
  if (32 * bx + tx <= 1099) {
    a_G[(16 * by + ty) * 1100 + 32 * bx + tx] = r_G;
  }
}
