/* golden: kernels/polybench.tc trmm at M=1000, N=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trmm with M=1000, N=1200
//   S0: acc(i, j) = B(i, j)
//   S1: acc(i, j) += (A(k, i) * B(k, j))
//   S2: Bout(i, j) = (alpha * acc(i, j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_trmm_0: statements S0, S1, S2
//   j -> blockIdx.x (tile 128) / threadIdx.x (16); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; M; k} (tiles of 8)
//   shared: sh_A: tile 8x32 of A
//   shared: sh_B: tile 8x128 of B
//   registers: acc
extern "C" __global__ void __launch_bounds__(128) k_trmm_0(const double *__restrict__ a_A, const double *__restrict__ a_B, double p_alpha, double *__restrict__ a_Bout, double *__restrict__ a_acc)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 16 * ty;
  __shared__ __align__(16) double sh_A[2][8][32];
  double2 st_A[1];  // staging registers
  __shared__ __align__(16) double sh_B[2][8][128];
  double2 st_B[4];  // staging registers
  double r_acc[4][8] = {0.0};
  if (by <= 30 && bx <= 8) {
    for (int c0 = (by >= 1 ? 0 : -8); c0 <= 32 * by + 31; c0 += 8) {
      if (c0 + 8 >= 32 * by) {
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          const int a0 = c0 + 8 + l0, a1 = 128 * bx + l1;
          st_B[j] = *(const double2 *)&a_B[a0 * 1200 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = (e % 16) * 2;
          const int a0 = c0 + 8 + l0, a1 = 32 * by + l1;
          st_A[j] = *(const double2 *)&a_A[a0 * 1000 + a1];
        }
      }
      if (c0 >= 32 * by || c0 == 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          if (po_s0 == 0) {
            r_acc[0][0] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx)];
            r_acc[0][1] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 1)];
            r_acc[0][2] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 2)];
            r_acc[0][3] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 3)];
            r_acc[0][4] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 64)];
            r_acc[0][5] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 65)];
            r_acc[0][6] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 66)];
            r_acc[0][7] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 67)];
            r_acc[1][0] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx)];
            r_acc[1][1] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 1)];
            r_acc[1][2] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 2)];
            r_acc[1][3] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 3)];
            r_acc[1][4] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 64)];
            r_acc[1][5] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 65)];
            r_acc[1][6] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 66)];
            r_acc[1][7] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 67)];
            r_acc[2][0] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx)];
            r_acc[2][1] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 1)];
            r_acc[2][2] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 2)];
            r_acc[2][3] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 3)];
            r_acc[2][4] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 64)];
            r_acc[2][5] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 65)];
            r_acc[2][6] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 66)];
            r_acc[2][7] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 67)];
            r_acc[3][0] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx)];
            r_acc[3][1] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 1)];
            r_acc[3][2] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 2)];
            r_acc[3][3] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 3)];
            r_acc[3][4] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 64)];
            r_acc[3][5] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 65)];
            r_acc[3][6] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 66)];
            r_acc[3][7] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 67)];
          }
          for (int i0 = po_max(32 * by + 4 * ty + 1, po_s0); i0 <= po_s0 + 7; i0 += 1) {
            r_acc[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
            r_acc[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_acc[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_acc[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_acc[0][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
            r_acc[0][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
            r_acc[0][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
            r_acc[0][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
            if (i0 >= 32 * by + 4 * ty + 2 && po_s0 % 8 == 0) {
              r_acc[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
              r_acc[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
              r_acc[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
              r_acc[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
              r_acc[1][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
              r_acc[1][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
              r_acc[1][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
              r_acc[1][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
              if (i0 >= 32 * by + 4 * ty + 3) {
                r_acc[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                r_acc[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                r_acc[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                r_acc[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                r_acc[2][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
                r_acc[2][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
                r_acc[2][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
                r_acc[2][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
                if (i0 >= 32 * by + 4 * ty + 4) {
                  r_acc[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                  r_acc[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                  r_acc[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                  r_acc[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                  r_acc[3][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
                  r_acc[3][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
                  r_acc[3][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
                  r_acc[3][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
                }
              }
            }
          }
        }
      }
      if (c0 + 8 >= 32 * by) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = (e % 16) * 2;
          *(double2 *)&sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_A[j];
        }
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          *(double2 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      if (c0 + 8 >= 32 * by || c0 == 0) {
        __syncthreads();
      }
    }
  }
  if (bx <= 8) {
    for (int c0 = 32 * by + 32; c0 <= 993; c0 += 8) {
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          const int a0 = c0 + 8 + l0, a1 = 128 * bx + l1;
          st_B[j] = *(const double2 *)&a_B[a0 * 1200 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = (e % 16) * 2;
          const int a0 = c0 + 8 + l0, a1 = 32 * by + l1;
          st_A[j] = *(const double2 *)&a_A[a0 * 1000 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_acc[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_acc[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_acc[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_acc[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_acc[0][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_acc[0][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_acc[0][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_acc[0][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
          r_acc[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_acc[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_acc[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_acc[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_acc[1][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_acc[1][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_acc[1][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_acc[1][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
          r_acc[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_acc[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_acc[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_acc[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_acc[2][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_acc[2][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_acc[2][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_acc[2][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
          r_acc[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_acc[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_acc[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_acc[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_acc[3][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_acc[3][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_acc[3][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_acc[3][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 67]);
        }
      }
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = (e % 16) * 2;
          *(double2 *)&sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_A[j];
        }
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          *(double2 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      __syncthreads();
    }
    if (by <= 30) {
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[0][0]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[0][1]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[0][2]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[0][3]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[0][4]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[0][5]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[0][6]);
      a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[0][7]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[1][0]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[1][1]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[1][2]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[1][3]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[1][4]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[1][5]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[1][6]);
      a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[1][7]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[2][0]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[2][1]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[2][2]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[2][3]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[2][4]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[2][5]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[2][6]);
      a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[2][7]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[3][0]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[3][1]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[3][2]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[3][3]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[3][4]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[3][5]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[3][6]);
      a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[3][7]);
      __syncthreads();
    }
  }
  if (by == 31 || bx == 9) {
    for (int c0 = (by == 0 && bx == 9 ? -8 : 0); c0 <= 1000; c0 += 8) {
      if (bx == 9 && c0 + 8 >= 32 * by && c0 <= 984 || by == 31 && bx <= 8 && c0 == 984) {
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          const int a0 = c0 + 8 + l0, a1 = 128 * bx + l1;
          if (a1 < 1200) st_B[j] = *(const double2 *)&a_B[a0 * 1200 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = (e % 16) * 2;
          const int a0 = c0 + 8 + l0, a1 = 32 * by + l1;
          if (a1 < 1000) st_A[j] = *(const double2 *)&a_A[a0 * 1000 + a1];
        }
      }
      if (bx == 9 && c0 >= 32 * by || by == 31 && bx <= 8 && c0 >= 992 || by == 31 && c0 == 0 || by <= 30 && bx == 9 && c0 == 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          if (8 * by + ty <= 249 && 32 * bx + tx <= 299 && po_s0 == 1000) {
            a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[0][0]);
            a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[0][1]);
            a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[0][2]);
            a_Bout[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[0][3]);
            if (by == 31 && bx <= 8) {
              a_Bout[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[0][4]);
              a_Bout[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[0][5]);
              a_Bout[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[0][6]);
              a_Bout[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[0][7]);
            }
            a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[1][0]);
            a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[1][1]);
            a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[1][2]);
            a_Bout[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[1][3]);
            if (by == 31 && bx <= 8) {
              a_Bout[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[1][4]);
              a_Bout[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[1][5]);
              a_Bout[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[1][6]);
              a_Bout[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[1][7]);
            }
            a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[2][0]);
            a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[2][1]);
            a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[2][2]);
            a_Bout[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[2][3]);
            if (by == 31 && bx <= 8) {
              a_Bout[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[2][4]);
              a_Bout[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[2][5]);
              a_Bout[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[2][6]);
              a_Bout[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[2][7]);
            }
            a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx)] = (p_alpha * r_acc[3][0]);
            a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 1)] = (p_alpha * r_acc[3][1]);
            a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 2)] = (p_alpha * r_acc[3][2]);
            a_Bout[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 3)] = (p_alpha * r_acc[3][3]);
            if (by == 31 && bx <= 8) {
              a_Bout[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 64)] = (p_alpha * r_acc[3][4]);
              a_Bout[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 65)] = (p_alpha * r_acc[3][5]);
              a_Bout[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 66)] = (p_alpha * r_acc[3][6]);
              a_Bout[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 67)] = (p_alpha * r_acc[3][7]);
            }
          } else {
            if (8 * by + ty <= 249 && 32 * bx + tx <= 299 && po_s0 == 0) {
              r_acc[0][0] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx)];
              r_acc[0][1] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 1)];
              r_acc[0][2] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 2)];
              r_acc[0][3] = a_B[(32 * by + 4 * ty) * 1200 + (128 * bx + 4 * tx + 3)];
              if (by == 31 && bx <= 8) {
                r_acc[0][4] = a_B[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 64)];
                r_acc[0][5] = a_B[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 65)];
                r_acc[0][6] = a_B[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 66)];
                r_acc[0][7] = a_B[(4 * ty + 992) * 1200 + (128 * bx + 4 * tx + 67)];
              }
              r_acc[1][0] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx)];
              r_acc[1][1] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 1)];
              r_acc[1][2] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 2)];
              r_acc[1][3] = a_B[(32 * by + 4 * ty + 1) * 1200 + (128 * bx + 4 * tx + 3)];
              if (by == 31 && bx <= 8) {
                r_acc[1][4] = a_B[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 64)];
                r_acc[1][5] = a_B[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 65)];
                r_acc[1][6] = a_B[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 66)];
                r_acc[1][7] = a_B[(4 * ty + 993) * 1200 + (128 * bx + 4 * tx + 67)];
              }
              r_acc[2][0] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx)];
              r_acc[2][1] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 1)];
              r_acc[2][2] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 2)];
              r_acc[2][3] = a_B[(32 * by + 4 * ty + 2) * 1200 + (128 * bx + 4 * tx + 3)];
              if (by == 31 && bx <= 8) {
                r_acc[2][4] = a_B[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 64)];
                r_acc[2][5] = a_B[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 65)];
                r_acc[2][6] = a_B[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 66)];
                r_acc[2][7] = a_B[(4 * ty + 994) * 1200 + (128 * bx + 4 * tx + 67)];
              }
              r_acc[3][0] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx)];
              r_acc[3][1] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 1)];
              r_acc[3][2] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 2)];
              r_acc[3][3] = a_B[(32 * by + 4 * ty + 3) * 1200 + (128 * bx + 4 * tx + 3)];
              if (by == 31 && bx <= 8) {
                r_acc[3][4] = a_B[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 64)];
                r_acc[3][5] = a_B[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 65)];
                r_acc[3][6] = a_B[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 66)];
                r_acc[3][7] = a_B[(4 * ty + 995) * 1200 + (128 * bx + 4 * tx + 67)];
              }
            }
          }
          if (32 * bx + tx <= 299) {
            for (int i0 = po_max(32 * by + 4 * ty + 1, po_s0); i0 <= po_min(999, po_s0 + 7); i0 += 1) {
              if (po_s0 % 8 == 0) {
                r_acc[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                r_acc[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                r_acc[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                r_acc[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (by == 31 && bx <= 8 && po_s0 == 992) {
                  r_acc[0][4] += (sh_A[po_buf][i0 - 992][4 * ty] * sh_B[po_buf][i0 - 992][4 * tx + 64]);
                  r_acc[0][5] += (sh_A[po_buf][i0 - 992][4 * ty] * sh_B[po_buf][i0 - 992][4 * tx + 65]);
                  r_acc[0][6] += (sh_A[po_buf][i0 - 992][4 * ty] * sh_B[po_buf][i0 - 992][4 * tx + 66]);
                  r_acc[0][7] += (sh_A[po_buf][i0 - 992][4 * ty] * sh_B[po_buf][i0 - 992][4 * tx + 67]);
                }
                if (i0 >= 32 * by + 4 * ty + 2) {
                  r_acc[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                  r_acc[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                  r_acc[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                  r_acc[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                  if (by == 31 && bx <= 8 && po_s0 == 992) {
                    r_acc[1][4] += (sh_A[po_buf][i0 - 992][4 * ty + 1] * sh_B[po_buf][i0 - 992][4 * tx + 64]);
                    r_acc[1][5] += (sh_A[po_buf][i0 - 992][4 * ty + 1] * sh_B[po_buf][i0 - 992][4 * tx + 65]);
                    r_acc[1][6] += (sh_A[po_buf][i0 - 992][4 * ty + 1] * sh_B[po_buf][i0 - 992][4 * tx + 66]);
                    r_acc[1][7] += (sh_A[po_buf][i0 - 992][4 * ty + 1] * sh_B[po_buf][i0 - 992][4 * tx + 67]);
                  }
                  if (i0 >= 32 * by + 4 * ty + 3) {
                    r_acc[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                    r_acc[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                    r_acc[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                    r_acc[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                    if (by == 31 && bx <= 8 && po_s0 == 992) {
                      r_acc[2][4] += (sh_A[po_buf][i0 - 992][4 * ty + 2] * sh_B[po_buf][i0 - 992][4 * tx + 64]);
                      r_acc[2][5] += (sh_A[po_buf][i0 - 992][4 * ty + 2] * sh_B[po_buf][i0 - 992][4 * tx + 65]);
                      r_acc[2][6] += (sh_A[po_buf][i0 - 992][4 * ty + 2] * sh_B[po_buf][i0 - 992][4 * tx + 66]);
                      r_acc[2][7] += (sh_A[po_buf][i0 - 992][4 * ty + 2] * sh_B[po_buf][i0 - 992][4 * tx + 67]);
                    }
                    if (i0 >= 32 * by + 4 * ty + 4) {
                      r_acc[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                      r_acc[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                      r_acc[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                      r_acc[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                      if (by == 31 && ty == 0 && bx <= 8 && po_s0 == 992) {
                        r_acc[3][4] += (sh_A[po_buf][i0 - 992][3] * sh_B[po_buf][i0 - 992][4 * tx + 64]);
                        r_acc[3][5] += (sh_A[po_buf][i0 - 992][3] * sh_B[po_buf][i0 - 992][4 * tx + 65]);
                        r_acc[3][6] += (sh_A[po_buf][i0 - 992][3] * sh_B[po_buf][i0 - 992][4 * tx + 66]);
                        r_acc[3][7] += (sh_A[po_buf][i0 - 992][3] * sh_B[po_buf][i0 - 992][4 * tx + 67]);
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      if (bx == 9 && c0 + 8 >= 32 * by && c0 <= 984 || by == 31 && bx <= 8 && c0 == 984) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = (e % 16) * 2;
          const int a1 = 32 * by + l1;
          if (a1 < 1000) *(double2 *)&sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_A[j];
        }
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          const int a1 = 128 * bx + l1;
          if (a1 < 1200) *(double2 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      if (bx == 9 && c0 >= 32 * by || by == 31 && bx <= 8 && c0 >= 984 || bx == 9 && c0 + 8 >= 32 * by && c0 <= 984 || by == 31 && c0 == 0 || by <= 30 && bx == 9 && c0 == 0) {
        __syncthreads();
      }
    }
  }
  if (8 * by + ty <= 249 && 32 * bx + tx <= 299) {
    a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx] = r_acc[0][0];
    a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 1] = r_acc[0][1];
    a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 2] = r_acc[0][2];
    a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 3] = r_acc[0][3];
    if (bx <= 8) {
      a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 64] = r_acc[0][4];
      a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 65] = r_acc[0][5];
      a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 66] = r_acc[0][6];
      a_acc[(32 * by + 4 * ty) * 1200 + 128 * bx + 4 * tx + 67] = r_acc[0][7];
    }
    a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx] = r_acc[1][0];
    a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 1] = r_acc[1][1];
    a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 2] = r_acc[1][2];
    a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 3] = r_acc[1][3];
    if (bx <= 8) {
      a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 64] = r_acc[1][4];
      a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 65] = r_acc[1][5];
      a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 66] = r_acc[1][6];
      a_acc[(32 * by + 4 * ty + 1) * 1200 + 128 * bx + 4 * tx + 67] = r_acc[1][7];
    }
    a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx] = r_acc[2][0];
    a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 1] = r_acc[2][1];
    a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 2] = r_acc[2][2];
    a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 3] = r_acc[2][3];
    if (bx <= 8) {
      a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 64] = r_acc[2][4];
      a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 65] = r_acc[2][5];
      a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 66] = r_acc[2][6];
      a_acc[(32 * by + 4 * ty + 2) * 1200 + 128 * bx + 4 * tx + 67] = r_acc[2][7];
    }
    a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx] = r_acc[3][0];
    a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 1] = r_acc[3][1];
    a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 2] = r_acc[3][2];
    a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 3] = r_acc[3][3];
    if (bx <= 8) {
      a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 64] = r_acc[3][4];
      a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 65] = r_acc[3][5];
      a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 66] = r_acc[3][6];
      a_acc[(32 * by + 4 * ty + 3) * 1200 + 128 * bx + 4 * tx + 67] = r_acc[3][7];
    }
  }
}
