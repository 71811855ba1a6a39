/* golden: kernels/polybench.tc trmm at M=1000, N=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trmm with M=1000, N=1200
//   S0: acc(i, j) = B(i, j)
//   S1: acc(i, j) += (A(k, i) * B(k, j))
//   S2: Bout(i, j) = (alpha * acc(i, j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_trmm_0: statements S0, S1, S2
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; M; k} (tiles of 32)
//   shared: sh_A: tile 32x16 of A
//   shared: sh_B: tile 32x32 of B
//   registers: acc
extern "C" __global__ void __launch_bounds__(512) k_trmm_0(const double *__restrict__ a_A, const double *__restrict__ a_B, double p_alpha, double *__restrict__ a_Bout, double *__restrict__ a_acc)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ double sh_A[32][16];
  __shared__ double sh_B[32][32];
  double r_acc = 0.0;
  if (by <= 59 && bx <= 36) {
    if (by >= 2) {
      __syncthreads();
      r_acc = a_B[(16 * by + ty) * 1200 + (32 * bx + tx)];
      __syncthreads();
    }
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 16 * ((by + 1) % 2) + 16 * by - 16 + l0, a1 = 32 * bx + l1;
      sh_B[l0][l1] = a_B[a0 * 1200 + a1];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
      const long l0 = e / 16, l1 = e % 16;
      const long a0 = 16 * ((by + 1) % 2) + 16 * by - 16 + l0, a1 = 16 * by + l1;
      sh_A[l0][l1] = a_A[a0 * 1000 + a1];
    }
    __syncthreads();
    if (by <= 1) {
      r_acc = a_B[(16 * by + ty) * 1200 + (32 * bx + tx)];
    }
    for (long c3 = 16 * by + ty + 1; c3 <= -(16 * (by % 2)) + 16 * by + 31; c3 += 1) {
      r_acc += (sh_A[(c3 + 32) % 32][ty] * sh_B[(c3 + 32) % 32][tx]);
    }
    __syncthreads();
  }
  if (bx <= 36) {
    for (long c0 = -(16 * (by % 2)) + 16 * by + 32; c0 <= 969; c0 += 32) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 16, l1 = e % 16;
        const long a0 = c0 + l0, a1 = 16 * by + l1;
        sh_A[l0][l1] = a_A[a0 * 1000 + a1];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_B[l0][l1] = a_B[a0 * 1200 + a1];
      }
      __syncthreads();
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_acc += (sh_A[-c0 + c3][ty] * sh_B[-c0 + c3][tx]);
      }
      __syncthreads();
    }
    if (by <= 59) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 992 + l0, a1 = 32 * bx + l1;
        if (a0 < 1000) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 16, l1 = e % 16;
        const long a0 = 992 + l0, a1 = 16 * by + l1;
        if (a0 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
      }
      __syncthreads();
      for (long c3 = 992; c3 <= 999; c3 += 1) {
        r_acc += (sh_A[c3 - 992][ty] * sh_B[c3 - 992][tx]);
      }
      a_Bout[(16 * by + ty) * 1200 + (32 * bx + tx)] = (p_alpha * r_acc);
      __syncthreads();
    }
  }
  if (by >= 60 || bx == 37) {
    if (by >= 60) {
      __syncthreads();
      if (16 * by + ty <= 999 && 32 * bx + tx <= 1199) {
        r_acc = a_B[(16 * by + ty) * 1200 + (32 * bx + tx)];
      }
      __syncthreads();
      if (by <= 61 && bx <= 36) {
        for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
          const long l0 = e / 16, l1 = e % 16;
          const long a0 = 960 + l0, a1 = 16 * by + l1;
          sh_A[l0][l1] = a_A[a0 * 1000 + a1];
        }
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 960 + l0, a1 = 32 * bx + l1;
          sh_B[l0][l1] = a_B[a0 * 1200 + a1];
        }
        __syncthreads();
        for (long c3 = 16 * by + ty + 1; c3 <= 991; c3 += 1) {
          r_acc += (sh_A[c3 - 960][ty] * sh_B[c3 - 960][tx]);
        }
        __syncthreads();
      } else {
        if (by == 62 && ty >= 8 && bx <= 36) {
          for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
            const long l0 = e / 16, l1 = e % 16;
            const long a0 = 992 + l0, a1 = 992 + l1;
            if (a0 < 1000 && a1 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
          }
          for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
            const long l0 = e / 32, l1 = e % 32;
            const long a0 = 992 + l0, a1 = 32 * bx + l1;
            if (a0 < 1000) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
          }
          __syncthreads();
          __syncthreads();
        }
      }
    } else {
      if (by >= 2) {
        __syncthreads();
        if (tx <= 15) {
          r_acc = a_B[(16 * by + ty) * 1200 + (tx + 1184)];
        }
        __syncthreads();
      }
    }
    if (bx == 37) {
      for (long c0 = -(16 * (by % 2)) + 16 * by; c0 <= 991; c0 += 32) {
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = c0 + l0, a1 = 1184 + l1;
          if (a1 < 1200) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
        }
        for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
          const long l0 = e / 16, l1 = e % 16;
          const long a0 = c0 + l0, a1 = 16 * by + l1;
          sh_A[l0][l1] = a_A[a0 * 1000 + a1];
        }
        __syncthreads();
        if (tx <= 15 && c0 == 0) {
          r_acc = a_B[(16 * by + ty) * 1200 + (tx + 1184)];
        }
        if (tx <= 15) {
          for (long c3 = po_max(16 * by + ty + 1, c0); c3 <= c0 + 31; c3 += 1) {
            r_acc += (sh_A[-c0 + c3][ty] * sh_B[-c0 + c3][tx]);
          }
        }
        __syncthreads();
      }
    }
    if (by >= 60 && 16 * by + ty <= 999 && 32 * bx + tx <= 1199) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 992 + l0, a1 = 32 * bx + l1;
        if (a0 < 1000 && a1 < 1200) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 16, l1 = e % 16;
        const long a0 = 992 + l0, a1 = 16 * by + l1;
        if (a0 < 1000 && a1 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
      }
      __syncthreads();
      for (long c3 = po_max(992, 16 * by + ty + 1); c3 <= 999; c3 += 1) {
        r_acc += (sh_A[c3 - 992][ty] * sh_B[c3 - 992][tx]);
      }
      a_Bout[(16 * by + ty) * 1200 + (32 * bx + tx)] = (p_alpha * r_acc);
      __syncthreads();
    } else {
      if (by >= 60 && 16 * by + ty <= 999 && bx == 37 && tx >= 16) {
        for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
          const long l0 = e / 16, l1 = e % 16;
          const long a0 = 992 + l0, a1 = 16 * by + l1;
          if (a0 < 1000 && a1 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
        }
        for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
          const long l0 = e / 32, l1 = e % 32;
          const long a0 = 992 + l0, a1 = 1184 + l1;
          if (a0 < 1000 && a1 < 1200) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
        }
        __syncthreads();
        __syncthreads();
      } else {
        if (by == 62 && ty >= 8 && bx == 37) {
          for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
            const long l0 = e / 16, l1 = e % 16;
            const long a0 = 992 + l0, a1 = 992 + l1;
            if (a0 < 1000 && a1 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
          }
          for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
            const long l0 = e / 32, l1 = e % 32;
            const long a0 = 992 + l0, a1 = 1184 + l1;
            if (a0 < 1000 && a1 < 1200) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
          }
          __syncthreads();
          __syncthreads();
        } else {
          if (by <= 59 && bx == 37) {
            for (long e = tid; e < 1024; e += 512) {  // stage a tile of B in sh_B
              const long l0 = e / 32, l1 = e % 32;
              const long a0 = 992 + l0, a1 = 1184 + l1;
              if (a0 < 1000 && a1 < 1200) sh_B[l0][l1] = a_B[a0 * 1200 + a1];
            }
            for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
              const long l0 = e / 16, l1 = e % 16;
              const long a0 = 992 + l0, a1 = 16 * by + l1;
              if (a0 < 1000) sh_A[l0][l1] = a_A[a0 * 1000 + a1];
            }
            __syncthreads();
            if (tx <= 15) {
              for (long c3 = 992; c3 <= 999; c3 += 1) {
                r_acc += (sh_A[c3 - 992][ty] * sh_B[c3 - 992][tx]);
              }
              a_Bout[(16 * by + ty) * 1200 + (tx + 1184)] = (p_alpha * r_acc);
            }
            __syncthreads();
          }
        }
      }
    }
  }
  if (16 * by + ty <= 999 && 32 * bx + tx <= 1199) {
    a_acc[(16 * by + ty) * 1200 + 32 * bx + tx] = r_acc;
  }
}
