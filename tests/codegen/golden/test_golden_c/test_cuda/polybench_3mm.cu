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


// k_polybench_3mm_0: statements S0, S0_init
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; k} (tiles of 8)
//   shared: sh_A: tile 32x8 of A
//   shared: sh_B: tile 8x64 of B
//   registers: E
extern "C" __global__ void __launch_bounds__(64) k_polybench_3mm_0(const float *__restrict__ a_A, const float *__restrict__ a_B, float *__restrict__ a_E)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_A[2][8][32];
  float4 st_A[1];  // staging registers
  __shared__ __align__(16) float sh_B[2][8][64];
  float4 st_B[2];  // staging registers
  float r_E[4][8] = {0.0f};
  if (16 * bx + tx <= 224) {
    r_E[0][0] = 0;
    r_E[0][1] = 0;
    r_E[0][2] = 0;
    r_E[0][3] = 0;
    if (bx <= 13) {
      r_E[0][4] = 0;
      r_E[0][5] = 0;
      r_E[0][6] = 0;
      r_E[0][7] = 0;
    }
    r_E[1][0] = 0;
    r_E[1][1] = 0;
    r_E[1][2] = 0;
    r_E[1][3] = 0;
    if (bx <= 13) {
      r_E[1][4] = 0;
      r_E[1][5] = 0;
      r_E[1][6] = 0;
      r_E[1][7] = 0;
    }
    r_E[2][0] = 0;
    r_E[2][1] = 0;
    r_E[2][2] = 0;
    r_E[2][3] = 0;
    if (bx <= 13) {
      r_E[2][4] = 0;
      r_E[2][5] = 0;
      r_E[2][6] = 0;
      r_E[2][7] = 0;
    }
    r_E[3][0] = 0;
    r_E[3][1] = 0;
    r_E[3][2] = 0;
    r_E[3][3] = 0;
    if (bx <= 13) {
      r_E[3][4] = 0;
      r_E[3][5] = 0;
      r_E[3][6] = 0;
      r_E[3][7] = 0;
    }
  }
  if (bx <= 13) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 32 * by + l0, a1 = l1;
      st_A[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_B[j] = *(const float4 *)&a_B[a0 * 900 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
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
    for (int c0 = 0; c0 <= 992; c0 += 8) {
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_B[j] = *(const float4 *)&a_B[a0 * 900 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          st_A[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_E[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_E[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_E[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_E[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_E[0][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_E[0][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_E[0][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_E[0][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_E[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_E[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_E[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_E[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_E[1][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_E[1][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_E[1][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_E[1][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_E[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_E[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_E[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_E[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_E[2][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_E[2][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_E[2][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_E[2][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_E[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_E[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_E[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_E[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_E[3][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_E[3][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_E[3][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_E[3][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
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
  } else {
    for (int c0 = -8; c0 <= 999; c0 += 8) {
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 896 + l1;
          st_B[j] = a1 < 900 ? *(const float4 *)&a_B[a0 * 900 + a1] : float4{};
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          st_A[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
            r_E[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
            r_E[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_E[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_E[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_E[0][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_E[0][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_E[0][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_E[0][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_E[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
            r_E[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_E[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_E[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_E[1][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_E[1][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_E[1][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_E[1][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_E[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
            r_E[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_E[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_E[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_E[2][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_E[2][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_E[2][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_E[2][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_E[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
            r_E[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_E[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_E[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_E[3][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_E[3][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_E[3][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_E[3][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          }
        }
      }
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A[j].z; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A[j].w;
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      __syncthreads();
    }
  }
  if (16 * bx + tx <= 224) {
    a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx] = r_E[0][0];
    a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 1] = r_E[0][1];
    a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 2] = r_E[0][2];
    a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 3] = r_E[0][3];
    if (bx <= 13) {
      a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 32] = r_E[0][4];
      a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 33] = r_E[0][5];
      a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 34] = r_E[0][6];
      a_E[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 35] = r_E[0][7];
    }
    a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx] = r_E[1][0];
    a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 1] = r_E[1][1];
    a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 2] = r_E[1][2];
    a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 3] = r_E[1][3];
    if (bx <= 13) {
      a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 32] = r_E[1][4];
      a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 33] = r_E[1][5];
      a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 34] = r_E[1][6];
      a_E[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 35] = r_E[1][7];
    }
    a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx] = r_E[2][0];
    a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 1] = r_E[2][1];
    a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 2] = r_E[2][2];
    a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 3] = r_E[2][3];
    if (bx <= 13) {
      a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 32] = r_E[2][4];
      a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 33] = r_E[2][5];
      a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 34] = r_E[2][6];
      a_E[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 35] = r_E[2][7];
    }
    a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx] = r_E[3][0];
    a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 1] = r_E[3][1];
    a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 2] = r_E[3][2];
    a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 3] = r_E[3][3];
    if (bx <= 13) {
      a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 32] = r_E[3][4];
      a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 33] = r_E[3][5];
      a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 34] = r_E[3][6];
      a_E[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 35] = r_E[3][7];
    }
  }
}

// k_polybench_3mm_1: statements S1, S1_init
//   l -> blockIdx.x (tile 64) / threadIdx.x (8); j -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; m} (tiles of 8)
//   shared: sh_C: tile 32x8 of C
//   shared: sh_D: tile 8x64 of D
//   registers: F
extern "C" __global__ void __launch_bounds__(64) k_polybench_3mm_1(const float *__restrict__ a_C, const float *__restrict__ a_D, float *__restrict__ a_F)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_C[2][8][32];
  float4 st_C[1];  // staging registers
  __shared__ __align__(16) float sh_D[2][8][64];
  float4 st_D[2];  // staging registers
  float r_F[4][8] = {0.0f};
  if (8 * by + ty <= 224 && 16 * bx + tx <= 274) {
    r_F[0][0] = 0;
    r_F[0][1] = 0;
    r_F[0][2] = 0;
    r_F[0][3] = 0;
    if (bx <= 16) {
      r_F[0][4] = 0;
      r_F[0][5] = 0;
      r_F[0][6] = 0;
      r_F[0][7] = 0;
    }
    r_F[1][0] = 0;
    r_F[1][1] = 0;
    r_F[1][2] = 0;
    r_F[1][3] = 0;
    if (bx <= 16) {
      r_F[1][4] = 0;
      r_F[1][5] = 0;
      r_F[1][6] = 0;
      r_F[1][7] = 0;
    }
    r_F[2][0] = 0;
    r_F[2][1] = 0;
    r_F[2][2] = 0;
    r_F[2][3] = 0;
    if (bx <= 16) {
      r_F[2][4] = 0;
      r_F[2][5] = 0;
      r_F[2][6] = 0;
      r_F[2][7] = 0;
    }
    r_F[3][0] = 0;
    r_F[3][1] = 0;
    r_F[3][2] = 0;
    r_F[3][3] = 0;
    if (bx <= 16) {
      r_F[3][4] = 0;
      r_F[3][5] = 0;
      r_F[3][6] = 0;
      r_F[3][7] = 0;
    }
  }
  if (by <= 27 && bx <= 16) {
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of D in sh_D
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_D[j] = *(const float4 *)&a_D[a0 * 1100 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 32 * by + l0, a1 = l1;
      st_C[j] = *(const float4 *)&a_C[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of D in sh_D
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_D[0][l0][l1] = st_D[j];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      sh_C[0][l1][l0] = st_C[j].x; sh_C[0][l1 + 1][l0] = st_C[j].y; sh_C[0][l1 + 2][l0] = st_C[j].z; sh_C[0][l1 + 3][l0] = st_C[j].w;
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 1192; c0 += 8) {
      if (c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of D in sh_D
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_D[j] = *(const float4 *)&a_D[a0 * 1100 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          st_C[j] = *(const float4 *)&a_C[a0 * 1200 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_F[0][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
          r_F[0][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_F[0][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_F[0][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_F[0][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_F[0][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_F[0][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_F[0][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_F[1][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
          r_F[1][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_F[1][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_F[1][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_F[1][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_F[1][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_F[1][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_F[1][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_F[2][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
          r_F[2][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_F[2][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_F[2][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_F[2][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_F[2][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_F[2][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_F[2][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_F[3][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
          r_F[3][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_F[3][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_F[3][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_F[3][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_F[3][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_F[3][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_F[3][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      if (c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of D in sh_D
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_D[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_D[j];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_C[j].x; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_C[j].y; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_C[j].z; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_C[j].w;
        }
      }
      __syncthreads();
    }
  } else {
    for (int c0 = -8; c0 <= 1199; c0 += 8) {
      if (by == 28 && c0 <= 1184 || by <= 27 && bx == 17 && c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of D in sh_D, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_D[j] = a1 < 1100 ? *(const float4 *)&a_D[a0 * 1100 + a1] : float4{};
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          st_C[j] = a0 < 900 ? *(const float4 *)&a_C[a0 * 1200 + a1] : float4{};
        }
      }
      if (by == 28 && c0 >= 0 || by <= 27 && bx == 17 && c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
            r_F[0][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
            r_F[0][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_F[0][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_F[0][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_F[0][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_F[0][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_F[0][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_F[0][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_F[1][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
            r_F[1][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_F[1][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_F[1][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_F[1][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_F[1][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_F[1][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_F[1][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 1] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_F[2][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
            r_F[2][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_F[2][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_F[2][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_F[2][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_F[2][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_F[2][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_F[2][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 2] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_F[3][0] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx]);
            r_F[3][1] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_F[3][2] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_F[3][3] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_F[3][4] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_F[3][5] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_F[3][6] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_F[3][7] += (sh_C[po_buf][-po_s0 + i0][4 * ty + 3] * sh_D[po_buf][-po_s0 + i0][4 * tx + 35]);
          }
        }
      }
      if (by == 28 && c0 <= 1184 || by <= 27 && bx == 17 && c0 <= 1184) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of D in sh_D, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_D[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_D[j];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_C[j].x; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_C[j].y; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_C[j].z; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_C[j].w;
        }
      }
      __syncthreads();
    }
  }
  if (8 * by + ty <= 224 && 16 * bx + tx <= 274) {
    a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx] = r_F[0][0];
    a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 1] = r_F[0][1];
    a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 2] = r_F[0][2];
    a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 3] = r_F[0][3];
    if (bx <= 16) {
      a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 32] = r_F[0][4];
      a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 33] = r_F[0][5];
      a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 34] = r_F[0][6];
      a_F[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 35] = r_F[0][7];
    }
    a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx] = r_F[1][0];
    a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 1] = r_F[1][1];
    a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 2] = r_F[1][2];
    a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 3] = r_F[1][3];
    if (bx <= 16) {
      a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 32] = r_F[1][4];
      a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 33] = r_F[1][5];
      a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 34] = r_F[1][6];
      a_F[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 35] = r_F[1][7];
    }
    a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx] = r_F[2][0];
    a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 1] = r_F[2][1];
    a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 2] = r_F[2][2];
    a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 3] = r_F[2][3];
    if (bx <= 16) {
      a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 32] = r_F[2][4];
      a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 33] = r_F[2][5];
      a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 34] = r_F[2][6];
      a_F[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 35] = r_F[2][7];
    }
    a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx] = r_F[3][0];
    a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 1] = r_F[3][1];
    a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 2] = r_F[3][2];
    a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 3] = r_F[3][3];
    if (bx <= 16) {
      a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 32] = r_F[3][4];
      a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 33] = r_F[3][5];
      a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 34] = r_F[3][6];
      a_F[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 35] = r_F[3][7];
    }
  }
}

// k_polybench_3mm_2: statements S2, S2_init
//   l -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; j} (tiles of 8)
//   shared: sh_E: tile 32x8 of E
//   shared: sh_F: tile 8x64 of F
//   registers: G
extern "C" __global__ void __launch_bounds__(64) k_polybench_3mm_2(float *__restrict__ a_G, float *__restrict__ a_E, float *__restrict__ a_F)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_E[2][8][32];
  float4 st_E[1];  // staging registers
  __shared__ __align__(16) float sh_F[2][8][64];
  float4 st_F[2];  // staging registers
  float r_G[4][8] = {0.0f};
  if (16 * bx + tx <= 274) {
    r_G[0][0] = 0;
    r_G[0][1] = 0;
    r_G[0][2] = 0;
    r_G[0][3] = 0;
    if (bx <= 16) {
      r_G[0][4] = 0;
      r_G[0][5] = 0;
      r_G[0][6] = 0;
      r_G[0][7] = 0;
    }
    r_G[1][0] = 0;
    r_G[1][1] = 0;
    r_G[1][2] = 0;
    r_G[1][3] = 0;
    if (bx <= 16) {
      r_G[1][4] = 0;
      r_G[1][5] = 0;
      r_G[1][6] = 0;
      r_G[1][7] = 0;
    }
    r_G[2][0] = 0;
    r_G[2][1] = 0;
    r_G[2][2] = 0;
    r_G[2][3] = 0;
    if (bx <= 16) {
      r_G[2][4] = 0;
      r_G[2][5] = 0;
      r_G[2][6] = 0;
      r_G[2][7] = 0;
    }
    r_G[3][0] = 0;
    r_G[3][1] = 0;
    r_G[3][2] = 0;
    r_G[3][3] = 0;
    if (bx <= 16) {
      r_G[3][4] = 0;
      r_G[3][5] = 0;
      r_G[3][6] = 0;
      r_G[3][7] = 0;
    }
  }
  if (bx <= 16) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of E in sh_E
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 32 * by + l0, a1 = l1;
      st_E[j] = *(const float4 *)&a_E[a0 * 900 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of F in sh_F
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_F[j] = *(const float4 *)&a_F[a0 * 1100 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of E in sh_E
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      sh_E[0][l1][l0] = st_E[j].x; sh_E[0][l1 + 1][l0] = st_E[j].y; sh_E[0][l1 + 2][l0] = st_E[j].z; sh_E[0][l1 + 3][l0] = st_E[j].w;
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of F in sh_F
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_F[0][l0][l1] = st_F[j];
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 888; c0 += 8) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of E in sh_E, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_E[j] = a1 < 900 ? *(const float4 *)&a_E[a0 * 900 + a1] : float4{};
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of F in sh_F, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = (e % 16) * 4;
        const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
        st_F[j] = a0 < 900 ? *(const float4 *)&a_F[a0 * 1100 + a1] : float4{};
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_G[0][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
          r_G[0][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_G[0][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_G[0][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_G[0][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_G[0][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_G[0][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_G[0][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_G[1][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
          r_G[1][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_G[1][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_G[1][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_G[1][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_G[1][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_G[1][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_G[1][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_G[2][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
          r_G[2][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_G[2][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_G[2][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_G[2][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_G[2][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_G[2][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_G[2][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_G[3][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
          r_G[3][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_G[3][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_G[3][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_G[3][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_G[3][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_G[3][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_G[3][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of F in sh_F, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = (e % 16) * 4;
        *(float4 *)&sh_F[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_F[j];
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of E in sh_E, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_E[j].x; sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_E[j].y; sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_E[j].z; sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_E[j].w;
      }
      __syncthreads();
    }
    {
      const int po_s0 = 896;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 896; i0 <= 903; i0 += 1) {
        r_G[0][0] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx]);
        r_G[0][1] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 1]);
        r_G[0][2] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 2]);
        r_G[0][3] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 3]);
        r_G[0][4] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 32]);
        r_G[0][5] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 33]);
        r_G[0][6] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 34]);
        r_G[0][7] += (sh_E[po_buf][i0 - 896][4 * ty] * sh_F[po_buf][i0 - 896][4 * tx + 35]);
        r_G[1][0] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx]);
        r_G[1][1] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 1]);
        r_G[1][2] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 2]);
        r_G[1][3] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 3]);
        r_G[1][4] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 32]);
        r_G[1][5] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 33]);
        r_G[1][6] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 34]);
        r_G[1][7] += (sh_E[po_buf][i0 - 896][4 * ty + 1] * sh_F[po_buf][i0 - 896][4 * tx + 35]);
        r_G[2][0] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx]);
        r_G[2][1] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 1]);
        r_G[2][2] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 2]);
        r_G[2][3] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 3]);
        r_G[2][4] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 32]);
        r_G[2][5] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 33]);
        r_G[2][6] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 34]);
        r_G[2][7] += (sh_E[po_buf][i0 - 896][4 * ty + 2] * sh_F[po_buf][i0 - 896][4 * tx + 35]);
        r_G[3][0] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx]);
        r_G[3][1] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 1]);
        r_G[3][2] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 2]);
        r_G[3][3] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 3]);
        r_G[3][4] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 32]);
        r_G[3][5] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 33]);
        r_G[3][6] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 34]);
        r_G[3][7] += (sh_E[po_buf][i0 - 896][4 * ty + 3] * sh_F[po_buf][i0 - 896][4 * tx + 35]);
      }
    }
    __syncthreads();
  } else {
    for (int c0 = -8; c0 <= 899; c0 += 8) {
      if (c0 <= 888) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of E in sh_E, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          st_E[j] = a1 < 900 ? *(const float4 *)&a_E[a0 * 900 + a1] : float4{};
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of F in sh_F, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 1088 + l1;
          st_F[j] = a0 < 900 && a1 < 1100 ? *(const float4 *)&a_F[a0 * 1100 + a1] : float4{};
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
            r_G[0][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
            r_G[0][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_G[0][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_G[0][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_G[0][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_G[0][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_G[0][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_G[0][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_G[1][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
            r_G[1][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_G[1][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_G[1][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_G[1][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_G[1][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_G[1][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_G[1][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 1] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_G[2][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
            r_G[2][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_G[2][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_G[2][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_G[2][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_G[2][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_G[2][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_G[2][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 2] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_G[3][0] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx]);
            r_G[3][1] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_G[3][2] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_G[3][3] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_G[3][4] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_G[3][5] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_G[3][6] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_G[3][7] += (sh_E[po_buf][-po_s0 + i0][4 * ty + 3] * sh_F[po_buf][-po_s0 + i0][4 * tx + 35]);
          }
        }
      }
      if (c0 <= 888) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of F in sh_F, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_F[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_F[j];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of E in sh_E, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_E[j].x; sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_E[j].y; sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_E[j].z; sh_E[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_E[j].w;
        }
      }
      __syncthreads();
    }
  }
  if (16 * bx + tx <= 274) {
    a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx] = r_G[0][0];
    a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 1] = r_G[0][1];
    a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 2] = r_G[0][2];
    a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 3] = r_G[0][3];
    if (bx <= 16) {
      a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 32] = r_G[0][4];
      a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 33] = r_G[0][5];
      a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 34] = r_G[0][6];
      a_G[(32 * by + 4 * ty) * 1100 + 64 * bx + 4 * tx + 35] = r_G[0][7];
    }
    a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx] = r_G[1][0];
    a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 1] = r_G[1][1];
    a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 2] = r_G[1][2];
    a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 3] = r_G[1][3];
    if (bx <= 16) {
      a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 32] = r_G[1][4];
      a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 33] = r_G[1][5];
      a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 34] = r_G[1][6];
      a_G[(32 * by + 4 * ty + 1) * 1100 + 64 * bx + 4 * tx + 35] = r_G[1][7];
    }
    a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx] = r_G[2][0];
    a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 1] = r_G[2][1];
    a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 2] = r_G[2][2];
    a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 3] = r_G[2][3];
    if (bx <= 16) {
      a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 32] = r_G[2][4];
      a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 33] = r_G[2][5];
      a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 34] = r_G[2][6];
      a_G[(32 * by + 4 * ty + 2) * 1100 + 64 * bx + 4 * tx + 35] = r_G[2][7];
    }
    a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx] = r_G[3][0];
    a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 1] = r_G[3][1];
    a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 2] = r_G[3][2];
    a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 3] = r_G[3][3];
    if (bx <= 16) {
      a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 32] = r_G[3][4];
      a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 33] = r_G[3][5];
      a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 34] = r_G[3][6];
      a_G[(32 * by + 4 * ty + 3) * 1100 + 64 * bx + 4 * tx + 35] = r_G[3][7];
    }
  }
}
