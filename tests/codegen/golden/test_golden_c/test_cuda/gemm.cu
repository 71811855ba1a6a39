/* golden: kernels/polybench.tc gemm at NI=1000, NJ=1100, NK=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gemm with NI=1000, NK=1200, NJ=1100
//   S0_init: Cout(i, j) = identity of +
//   S0: Cout(i, j) += ((alpha * A(i, k)) * B(k, j))
//   S1: Cout(i, j) = (Cout(i, j) + (beta * C(i, j)))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_gemm_0: statements S0, S0_init, S1
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 64) / threadIdx.y (8); sequential: {0; NK; k} (tiles of 8)
//   shared: sh_A: tile 64x8 of A
//   shared: sh_B: tile 8x64 of B
//   registers: Cout
extern "C" __global__ void __launch_bounds__(64) k_gemm_0(const float *__restrict__ a_A, const float *__restrict__ a_B, const float *__restrict__ a_C, float p_alpha, float p_beta, float *__restrict__ a_Cout)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_A[2][8][64];
  float4 st_A[2];  // staging registers
  __shared__ __align__(16) float sh_B[2][8][64];
  float4 st_B[2];  // staging registers
  float r_Cout[8][8] = {0.0f};
  if (16 * bx + tx <= 274) {
    r_Cout[0][0] = 0;
    r_Cout[0][1] = 0;
    r_Cout[0][2] = 0;
    r_Cout[0][3] = 0;
    if (bx <= 16) {
      r_Cout[0][4] = 0;
      r_Cout[0][5] = 0;
      r_Cout[0][6] = 0;
      r_Cout[0][7] = 0;
    }
    r_Cout[1][0] = 0;
    r_Cout[1][1] = 0;
    r_Cout[1][2] = 0;
    r_Cout[1][3] = 0;
    if (bx <= 16) {
      r_Cout[1][4] = 0;
      r_Cout[1][5] = 0;
      r_Cout[1][6] = 0;
      r_Cout[1][7] = 0;
    }
    r_Cout[2][0] = 0;
    r_Cout[2][1] = 0;
    r_Cout[2][2] = 0;
    r_Cout[2][3] = 0;
    if (bx <= 16) {
      r_Cout[2][4] = 0;
      r_Cout[2][5] = 0;
      r_Cout[2][6] = 0;
      r_Cout[2][7] = 0;
    }
    r_Cout[3][0] = 0;
    r_Cout[3][1] = 0;
    r_Cout[3][2] = 0;
    r_Cout[3][3] = 0;
    if (bx <= 16) {
      r_Cout[3][4] = 0;
      r_Cout[3][5] = 0;
      r_Cout[3][6] = 0;
      r_Cout[3][7] = 0;
    }
    if (16 * by + ty <= 241) {
      r_Cout[4][0] = 0;
      r_Cout[4][1] = 0;
      r_Cout[4][2] = 0;
      r_Cout[4][3] = 0;
      if (bx <= 16) {
        r_Cout[4][4] = 0;
        r_Cout[4][5] = 0;
        r_Cout[4][6] = 0;
        r_Cout[4][7] = 0;
      }
      r_Cout[5][0] = 0;
      r_Cout[5][1] = 0;
      r_Cout[5][2] = 0;
      r_Cout[5][3] = 0;
      if (bx <= 16) {
        r_Cout[5][4] = 0;
        r_Cout[5][5] = 0;
        r_Cout[5][6] = 0;
        r_Cout[5][7] = 0;
      }
      r_Cout[6][0] = 0;
      r_Cout[6][1] = 0;
      r_Cout[6][2] = 0;
      r_Cout[6][3] = 0;
      if (bx <= 16) {
        r_Cout[6][4] = 0;
        r_Cout[6][5] = 0;
        r_Cout[6][6] = 0;
        r_Cout[6][7] = 0;
      }
      r_Cout[7][0] = 0;
      r_Cout[7][1] = 0;
      r_Cout[7][2] = 0;
      r_Cout[7][3] = 0;
      if (bx <= 16) {
        r_Cout[7][4] = 0;
        r_Cout[7][5] = 0;
        r_Cout[7][6] = 0;
        r_Cout[7][7] = 0;
      }
    }
  }
  if (by <= 14 && bx <= 16) {
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 64 * by + l0, a1 = l1;
      st_A[j] = *(const float4 *)&a_A[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_B[j] = *(const float4 *)&a_B[a0 * 1100 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      sh_A[0][l1][l0] = st_A[j].x; sh_A[0][l1 + 1][l0] = st_A[j].y; sh_A[0][l1 + 2][l0] = st_A[j].z; sh_A[0][l1 + 3][l0] = st_A[j].w;
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_B[0][l0][l1] = st_B[j];
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 1192; c0 += 8) {
      if (c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_B[j] = *(const float4 *)&a_B[a0 * 1100 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 64 * by + l0, a1 = c0 + 8 + l1;
          st_A[j] = *(const float4 *)&a_A[a0 * 1200 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_Cout[0][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[0][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[0][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[0][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[0][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[0][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[0][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[0][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[1][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[1][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[1][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[1][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[1][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[1][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[1][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[1][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[2][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[2][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[2][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[2][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[2][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[2][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[2][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[2][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[3][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[3][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[3][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[3][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[3][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[3][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[3][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[3][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[4][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[4][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[4][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[4][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[4][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[4][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[4][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[4][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[5][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[5][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[5][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[5][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[5][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[5][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[5][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[5][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[6][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[6][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[6][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[6][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[6][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[6][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[6][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[6][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_Cout[7][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_Cout[7][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Cout[7][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Cout[7][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Cout[7][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_Cout[7][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_Cout[7][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_Cout[7][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      if (c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A[j].z; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A[j].w;
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      __syncthreads();
    }
    r_Cout[0][0] = (r_Cout[0][0] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[0][1] = (r_Cout[0][1] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[0][2] = (r_Cout[0][2] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[0][3] = (r_Cout[0][3] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[0][4] = (r_Cout[0][4] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[0][5] = (r_Cout[0][5] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[0][6] = (r_Cout[0][6] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[0][7] = (r_Cout[0][7] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[1][0] = (r_Cout[1][0] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[1][1] = (r_Cout[1][1] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[1][2] = (r_Cout[1][2] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[1][3] = (r_Cout[1][3] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[1][4] = (r_Cout[1][4] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[1][5] = (r_Cout[1][5] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[1][6] = (r_Cout[1][6] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[1][7] = (r_Cout[1][7] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[2][0] = (r_Cout[2][0] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[2][1] = (r_Cout[2][1] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[2][2] = (r_Cout[2][2] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[2][3] = (r_Cout[2][3] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[2][4] = (r_Cout[2][4] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[2][5] = (r_Cout[2][5] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[2][6] = (r_Cout[2][6] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[2][7] = (r_Cout[2][7] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[3][0] = (r_Cout[3][0] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[3][1] = (r_Cout[3][1] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[3][2] = (r_Cout[3][2] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[3][3] = (r_Cout[3][3] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[3][4] = (r_Cout[3][4] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[3][5] = (r_Cout[3][5] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[3][6] = (r_Cout[3][6] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[3][7] = (r_Cout[3][7] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[4][0] = (r_Cout[4][0] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[4][1] = (r_Cout[4][1] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[4][2] = (r_Cout[4][2] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[4][3] = (r_Cout[4][3] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[4][4] = (r_Cout[4][4] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[4][5] = (r_Cout[4][5] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[4][6] = (r_Cout[4][6] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[4][7] = (r_Cout[4][7] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[5][0] = (r_Cout[5][0] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[5][1] = (r_Cout[5][1] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[5][2] = (r_Cout[5][2] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[5][3] = (r_Cout[5][3] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[5][4] = (r_Cout[5][4] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[5][5] = (r_Cout[5][5] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[5][6] = (r_Cout[5][6] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[5][7] = (r_Cout[5][7] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[6][0] = (r_Cout[6][0] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[6][1] = (r_Cout[6][1] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[6][2] = (r_Cout[6][2] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[6][3] = (r_Cout[6][3] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[6][4] = (r_Cout[6][4] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[6][5] = (r_Cout[6][5] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[6][6] = (r_Cout[6][6] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[6][7] = (r_Cout[6][7] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 35)]));
    r_Cout[7][0] = (r_Cout[7][0] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx)]));
    r_Cout[7][1] = (r_Cout[7][1] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 1)]));
    r_Cout[7][2] = (r_Cout[7][2] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 2)]));
    r_Cout[7][3] = (r_Cout[7][3] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 3)]));
    r_Cout[7][4] = (r_Cout[7][4] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 32)]));
    r_Cout[7][5] = (r_Cout[7][5] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 33)]));
    r_Cout[7][6] = (r_Cout[7][6] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 34)]));
    r_Cout[7][7] = (r_Cout[7][7] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 35)]));
    __syncthreads();
  } else {
    for (int c0 = -8; c0 <= 1200; c0 += 8) {
      if (by == 15 && c0 <= 1184 || by <= 14 && bx == 17 && c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          if (a1 < 1100) st_B[j] = *(const float4 *)&a_B[a0 * 1100 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 64 * by + l0, a1 = c0 + 8 + l1;
          if (a0 < 1000) st_A[j] = *(const float4 *)&a_A[a0 * 1200 + a1];
        }
      }
      if (by == 15 && c0 >= 0 || by <= 14 && bx == 17 && c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          if (16 * bx + tx <= 274 && po_s0 == 1200) {
            r_Cout[0][0] = (r_Cout[0][0] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx)]));
            r_Cout[0][1] = (r_Cout[0][1] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 1)]));
            r_Cout[0][2] = (r_Cout[0][2] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 2)]));
            r_Cout[0][3] = (r_Cout[0][3] + (p_beta * a_C[(64 * by + 4 * ty) * 1100 + (64 * bx + 4 * tx + 3)]));
            if (by == 15 && bx <= 16) {
              r_Cout[0][4] = (r_Cout[0][4] + (p_beta * a_C[(4 * ty + 960) * 1100 + (64 * bx + 4 * tx + 32)]));
              r_Cout[0][5] = (r_Cout[0][5] + (p_beta * a_C[(4 * ty + 960) * 1100 + (64 * bx + 4 * tx + 33)]));
              r_Cout[0][6] = (r_Cout[0][6] + (p_beta * a_C[(4 * ty + 960) * 1100 + (64 * bx + 4 * tx + 34)]));
              r_Cout[0][7] = (r_Cout[0][7] + (p_beta * a_C[(4 * ty + 960) * 1100 + (64 * bx + 4 * tx + 35)]));
            }
            r_Cout[1][0] = (r_Cout[1][0] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx)]));
            r_Cout[1][1] = (r_Cout[1][1] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 1)]));
            r_Cout[1][2] = (r_Cout[1][2] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 2)]));
            r_Cout[1][3] = (r_Cout[1][3] + (p_beta * a_C[(64 * by + 4 * ty + 1) * 1100 + (64 * bx + 4 * tx + 3)]));
            if (by == 15 && bx <= 16) {
              r_Cout[1][4] = (r_Cout[1][4] + (p_beta * a_C[(4 * ty + 961) * 1100 + (64 * bx + 4 * tx + 32)]));
              r_Cout[1][5] = (r_Cout[1][5] + (p_beta * a_C[(4 * ty + 961) * 1100 + (64 * bx + 4 * tx + 33)]));
              r_Cout[1][6] = (r_Cout[1][6] + (p_beta * a_C[(4 * ty + 961) * 1100 + (64 * bx + 4 * tx + 34)]));
              r_Cout[1][7] = (r_Cout[1][7] + (p_beta * a_C[(4 * ty + 961) * 1100 + (64 * bx + 4 * tx + 35)]));
            }
            r_Cout[2][0] = (r_Cout[2][0] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx)]));
            r_Cout[2][1] = (r_Cout[2][1] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 1)]));
            r_Cout[2][2] = (r_Cout[2][2] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 2)]));
            r_Cout[2][3] = (r_Cout[2][3] + (p_beta * a_C[(64 * by + 4 * ty + 2) * 1100 + (64 * bx + 4 * tx + 3)]));
            if (by == 15 && bx <= 16) {
              r_Cout[2][4] = (r_Cout[2][4] + (p_beta * a_C[(4 * ty + 962) * 1100 + (64 * bx + 4 * tx + 32)]));
              r_Cout[2][5] = (r_Cout[2][5] + (p_beta * a_C[(4 * ty + 962) * 1100 + (64 * bx + 4 * tx + 33)]));
              r_Cout[2][6] = (r_Cout[2][6] + (p_beta * a_C[(4 * ty + 962) * 1100 + (64 * bx + 4 * tx + 34)]));
              r_Cout[2][7] = (r_Cout[2][7] + (p_beta * a_C[(4 * ty + 962) * 1100 + (64 * bx + 4 * tx + 35)]));
            }
            r_Cout[3][0] = (r_Cout[3][0] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx)]));
            r_Cout[3][1] = (r_Cout[3][1] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 1)]));
            r_Cout[3][2] = (r_Cout[3][2] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 2)]));
            r_Cout[3][3] = (r_Cout[3][3] + (p_beta * a_C[(64 * by + 4 * ty + 3) * 1100 + (64 * bx + 4 * tx + 3)]));
            if (by == 15 && bx <= 16) {
              r_Cout[3][4] = (r_Cout[3][4] + (p_beta * a_C[(4 * ty + 963) * 1100 + (64 * bx + 4 * tx + 32)]));
              r_Cout[3][5] = (r_Cout[3][5] + (p_beta * a_C[(4 * ty + 963) * 1100 + (64 * bx + 4 * tx + 33)]));
              r_Cout[3][6] = (r_Cout[3][6] + (p_beta * a_C[(4 * ty + 963) * 1100 + (64 * bx + 4 * tx + 34)]));
              r_Cout[3][7] = (r_Cout[3][7] + (p_beta * a_C[(4 * ty + 963) * 1100 + (64 * bx + 4 * tx + 35)]));
            }
            if (16 * by + ty <= 241) {
              r_Cout[4][0] = (r_Cout[4][0] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx)]));
              r_Cout[4][1] = (r_Cout[4][1] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 1)]));
              r_Cout[4][2] = (r_Cout[4][2] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 2)]));
              r_Cout[4][3] = (r_Cout[4][3] + (p_beta * a_C[(64 * by + 4 * ty + 32) * 1100 + (64 * bx + 4 * tx + 3)]));
              if (by == 15 && bx <= 16) {
                r_Cout[4][4] = (r_Cout[4][4] + (p_beta * a_C[(4 * ty + 992) * 1100 + (64 * bx + 4 * tx + 32)]));
                r_Cout[4][5] = (r_Cout[4][5] + (p_beta * a_C[(4 * ty + 992) * 1100 + (64 * bx + 4 * tx + 33)]));
                r_Cout[4][6] = (r_Cout[4][6] + (p_beta * a_C[(4 * ty + 992) * 1100 + (64 * bx + 4 * tx + 34)]));
                r_Cout[4][7] = (r_Cout[4][7] + (p_beta * a_C[(4 * ty + 992) * 1100 + (64 * bx + 4 * tx + 35)]));
              }
              r_Cout[5][0] = (r_Cout[5][0] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx)]));
              r_Cout[5][1] = (r_Cout[5][1] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 1)]));
              r_Cout[5][2] = (r_Cout[5][2] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 2)]));
              r_Cout[5][3] = (r_Cout[5][3] + (p_beta * a_C[(64 * by + 4 * ty + 33) * 1100 + (64 * bx + 4 * tx + 3)]));
              if (by == 15 && bx <= 16) {
                r_Cout[5][4] = (r_Cout[5][4] + (p_beta * a_C[(4 * ty + 993) * 1100 + (64 * bx + 4 * tx + 32)]));
                r_Cout[5][5] = (r_Cout[5][5] + (p_beta * a_C[(4 * ty + 993) * 1100 + (64 * bx + 4 * tx + 33)]));
                r_Cout[5][6] = (r_Cout[5][6] + (p_beta * a_C[(4 * ty + 993) * 1100 + (64 * bx + 4 * tx + 34)]));
                r_Cout[5][7] = (r_Cout[5][7] + (p_beta * a_C[(4 * ty + 993) * 1100 + (64 * bx + 4 * tx + 35)]));
              }
              r_Cout[6][0] = (r_Cout[6][0] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx)]));
              r_Cout[6][1] = (r_Cout[6][1] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 1)]));
              r_Cout[6][2] = (r_Cout[6][2] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 2)]));
              r_Cout[6][3] = (r_Cout[6][3] + (p_beta * a_C[(64 * by + 4 * ty + 34) * 1100 + (64 * bx + 4 * tx + 3)]));
              if (by == 15 && bx <= 16) {
                r_Cout[6][4] = (r_Cout[6][4] + (p_beta * a_C[(4 * ty + 994) * 1100 + (64 * bx + 4 * tx + 32)]));
                r_Cout[6][5] = (r_Cout[6][5] + (p_beta * a_C[(4 * ty + 994) * 1100 + (64 * bx + 4 * tx + 33)]));
                r_Cout[6][6] = (r_Cout[6][6] + (p_beta * a_C[(4 * ty + 994) * 1100 + (64 * bx + 4 * tx + 34)]));
                r_Cout[6][7] = (r_Cout[6][7] + (p_beta * a_C[(4 * ty + 994) * 1100 + (64 * bx + 4 * tx + 35)]));
              }
              r_Cout[7][0] = (r_Cout[7][0] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx)]));
              r_Cout[7][1] = (r_Cout[7][1] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 1)]));
              r_Cout[7][2] = (r_Cout[7][2] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 2)]));
              r_Cout[7][3] = (r_Cout[7][3] + (p_beta * a_C[(64 * by + 4 * ty + 35) * 1100 + (64 * bx + 4 * tx + 3)]));
              if (by == 15 && bx <= 16) {
                r_Cout[7][4] = (r_Cout[7][4] + (p_beta * a_C[(4 * ty + 995) * 1100 + (64 * bx + 4 * tx + 32)]));
                r_Cout[7][5] = (r_Cout[7][5] + (p_beta * a_C[(4 * ty + 995) * 1100 + (64 * bx + 4 * tx + 33)]));
                r_Cout[7][6] = (r_Cout[7][6] + (p_beta * a_C[(4 * ty + 995) * 1100 + (64 * bx + 4 * tx + 34)]));
                r_Cout[7][7] = (r_Cout[7][7] + (p_beta * a_C[(4 * ty + 995) * 1100 + (64 * bx + 4 * tx + 35)]));
              }
            }
          }
          if (16 * bx + tx <= 274) {
            for (int i0 = po_s0; i0 <= po_min(1199, po_s0 + 7); i0 += 1) {
              r_Cout[0][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
              r_Cout[0][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
              r_Cout[0][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
              r_Cout[0][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
              if (by == 15 && bx <= 16) {
                r_Cout[0][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                r_Cout[0][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                r_Cout[0][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                r_Cout[0][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
              }
              r_Cout[1][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
              r_Cout[1][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
              r_Cout[1][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
              r_Cout[1][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
              if (by == 15 && bx <= 16) {
                r_Cout[1][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                r_Cout[1][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                r_Cout[1][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                r_Cout[1][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
              }
              r_Cout[2][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
              r_Cout[2][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
              r_Cout[2][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
              r_Cout[2][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
              if (by == 15 && bx <= 16) {
                r_Cout[2][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                r_Cout[2][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                r_Cout[2][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                r_Cout[2][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
              }
              r_Cout[3][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
              r_Cout[3][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
              r_Cout[3][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
              r_Cout[3][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
              if (by == 15 && bx <= 16) {
                r_Cout[3][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                r_Cout[3][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                r_Cout[3][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                r_Cout[3][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
              }
              if (16 * by + ty <= 241) {
                r_Cout[4][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                r_Cout[4][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                r_Cout[4][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                r_Cout[4][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (by == 15 && bx <= 16) {
                  r_Cout[4][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                  r_Cout[4][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                  r_Cout[4][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                  r_Cout[4][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
                }
                r_Cout[5][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                r_Cout[5][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                r_Cout[5][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                r_Cout[5][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (by == 15 && bx <= 16) {
                  r_Cout[5][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                  r_Cout[5][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                  r_Cout[5][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                  r_Cout[5][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
                }
                r_Cout[6][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                r_Cout[6][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                r_Cout[6][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                r_Cout[6][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (by == 15 && bx <= 16) {
                  r_Cout[6][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                  r_Cout[6][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                  r_Cout[6][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                  r_Cout[6][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
                }
                r_Cout[7][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
                r_Cout[7][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
                r_Cout[7][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
                r_Cout[7][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (by == 15 && bx <= 16) {
                  r_Cout[7][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
                  r_Cout[7][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
                  r_Cout[7][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
                  r_Cout[7][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
                }
              }
            }
          }
        }
      }
      if (by == 15 && c0 <= 1184 || by <= 14 && bx == 17 && c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 64 * by + l0;
          if (a0 < 1000) { sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A[j].z; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A[j].w; }
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a1 = 64 * bx + l1;
          if (a1 < 1100) *(float4 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      __syncthreads();
    }
  }
  if (16 * bx + tx <= 274) {
    a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx] = r_Cout[0][0];
    a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[0][1];
    a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[0][2];
    a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[0][3];
    if (bx <= 16) {
      a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[0][4];
      a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[0][5];
      a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[0][6];
      a_Cout[(64 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[0][7];
    }
    a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx] = r_Cout[1][0];
    a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[1][1];
    a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[1][2];
    a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[1][3];
    if (bx <= 16) {
      a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[1][4];
      a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[1][5];
      a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[1][6];
      a_Cout[(64 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[1][7];
    }
    a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx] = r_Cout[2][0];
    a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[2][1];
    a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[2][2];
    a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[2][3];
    if (bx <= 16) {
      a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[2][4];
      a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[2][5];
      a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[2][6];
      a_Cout[(64 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[2][7];
    }
    a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx] = r_Cout[3][0];
    a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[3][1];
    a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[3][2];
    a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[3][3];
    if (bx <= 16) {
      a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[3][4];
      a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[3][5];
      a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[3][6];
      a_Cout[(64 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[3][7];
    }
    if (16 * by + ty <= 241) {
      a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx] = r_Cout[4][0];
      a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[4][1];
      a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[4][2];
      a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[4][3];
      if (bx <= 16) {
        a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[4][4];
        a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[4][5];
        a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[4][6];
        a_Cout[(64 * by + 4 * ty + 32) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[4][7];
      }
      a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx] = r_Cout[5][0];
      a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[5][1];
      a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[5][2];
      a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[5][3];
      if (bx <= 16) {
        a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[5][4];
        a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[5][5];
        a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[5][6];
        a_Cout[(64 * by + 4 * ty + 33) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[5][7];
      }
      a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx] = r_Cout[6][0];
      a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[6][1];
      a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[6][2];
      a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[6][3];
      if (bx <= 16) {
        a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[6][4];
        a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[6][5];
        a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[6][6];
        a_Cout[(64 * by + 4 * ty + 34) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[6][7];
      }
      a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx] = r_Cout[7][0];
      a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 1] = r_Cout[7][1];
      a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 2] = r_Cout[7][2];
      a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 3] = r_Cout[7][3];
      if (bx <= 16) {
        a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 32] = r_Cout[7][4];
        a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 33] = r_Cout[7][5];
        a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 34] = r_Cout[7][6];
        a_Cout[(64 * by + 4 * ty + 35) * 1100 + 64 * bx + 4 * tx + 35] = r_Cout[7][7];
      }
    }
  }
}
