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
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; k} (tiles of 8)
//   shared: sh_A: tile 32x8 of A
//   shared: sh_B: tile 8x64 of B
//   registers: tmp
extern "C" __global__ void __launch_bounds__(64) k_polybench_2mm_0(const float *__restrict__ a_A, const float *__restrict__ a_B, float p_alpha, float *__restrict__ a_tmp)
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
  float r_tmp[4][8] = {0.0f};
  if (16 * bx + tx <= 224) {
    r_tmp[0][0] = 0;
    r_tmp[0][1] = 0;
    r_tmp[0][2] = 0;
    r_tmp[0][3] = 0;
    if (bx <= 13) {
      r_tmp[0][4] = 0;
      r_tmp[0][5] = 0;
      r_tmp[0][6] = 0;
      r_tmp[0][7] = 0;
    }
    r_tmp[1][0] = 0;
    r_tmp[1][1] = 0;
    r_tmp[1][2] = 0;
    r_tmp[1][3] = 0;
    if (bx <= 13) {
      r_tmp[1][4] = 0;
      r_tmp[1][5] = 0;
      r_tmp[1][6] = 0;
      r_tmp[1][7] = 0;
    }
    r_tmp[2][0] = 0;
    r_tmp[2][1] = 0;
    r_tmp[2][2] = 0;
    r_tmp[2][3] = 0;
    if (bx <= 13) {
      r_tmp[2][4] = 0;
      r_tmp[2][5] = 0;
      r_tmp[2][6] = 0;
      r_tmp[2][7] = 0;
    }
    r_tmp[3][0] = 0;
    r_tmp[3][1] = 0;
    r_tmp[3][2] = 0;
    r_tmp[3][3] = 0;
    if (bx <= 13) {
      r_tmp[3][4] = 0;
      r_tmp[3][5] = 0;
      r_tmp[3][6] = 0;
      r_tmp[3][7] = 0;
    }
  }
  if (bx <= 13) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 32 * by + l0, a1 = l1;
      st_A[j] = *(const float4 *)&a_A[a0 * 1100 + a1];
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
    for (int c0 = 0; c0 <= 1088; c0 += 8) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = (e % 16) * 4;
        const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
        if (a0 < 1100) st_B[j] = *(const float4 *)&a_B[a0 * 900 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        if (a1 < 1100) st_A[j] = *(const float4 *)&a_A[a0 * 1100 + a1];
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_tmp[0][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_tmp[0][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_tmp[0][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_tmp[0][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_tmp[0][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_tmp[0][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_tmp[0][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_tmp[0][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_tmp[1][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_tmp[1][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_tmp[1][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_tmp[1][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_tmp[1][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_tmp[1][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_tmp[1][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_tmp[1][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_tmp[2][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_tmp[2][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_tmp[2][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_tmp[2][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_tmp[2][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_tmp[2][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_tmp[2][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_tmp[2][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_tmp[3][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx]);
          r_tmp[3][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_tmp[3][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_tmp[3][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_tmp[3][4] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_tmp[3][5] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_tmp[3][6] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_tmp[3][7] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a1 = c0 + 8 + l1;
        if (a1 < 1100) { sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A[j].z; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A[j].w; }
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = (e % 16) * 4;
        const int a0 = c0 + 8 + l0;
        if (a0 < 1100) *(float4 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
      }
      __syncthreads();
    }
    {
      const int po_s0 = 1096;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 1096; i0 <= 1099; i0 += 1) {
        r_tmp[0][0] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx]);
        r_tmp[0][1] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 1]);
        r_tmp[0][2] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 2]);
        r_tmp[0][3] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 3]);
        r_tmp[0][4] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 32]);
        r_tmp[0][5] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 33]);
        r_tmp[0][6] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 34]);
        r_tmp[0][7] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty]) * sh_B[po_buf][i0 - 1096][4 * tx + 35]);
        r_tmp[1][0] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx]);
        r_tmp[1][1] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 1]);
        r_tmp[1][2] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 2]);
        r_tmp[1][3] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 3]);
        r_tmp[1][4] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 32]);
        r_tmp[1][5] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 33]);
        r_tmp[1][6] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 34]);
        r_tmp[1][7] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 1]) * sh_B[po_buf][i0 - 1096][4 * tx + 35]);
        r_tmp[2][0] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx]);
        r_tmp[2][1] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 1]);
        r_tmp[2][2] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 2]);
        r_tmp[2][3] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 3]);
        r_tmp[2][4] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 32]);
        r_tmp[2][5] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 33]);
        r_tmp[2][6] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 34]);
        r_tmp[2][7] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 2]) * sh_B[po_buf][i0 - 1096][4 * tx + 35]);
        r_tmp[3][0] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx]);
        r_tmp[3][1] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 1]);
        r_tmp[3][2] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 2]);
        r_tmp[3][3] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 3]);
        r_tmp[3][4] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 32]);
        r_tmp[3][5] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 33]);
        r_tmp[3][6] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 34]);
        r_tmp[3][7] += ((p_alpha * sh_A[po_buf][i0 - 1096][4 * ty + 3]) * sh_B[po_buf][i0 - 1096][4 * tx + 35]);
      }
    }
    __syncthreads();
  } else {
    for (int c0 = -8; c0 <= 1099; c0 += 8) {
      if (c0 <= 1088) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 896 + l1;
          if (a0 < 1100 && a1 < 900) st_B[j] = *(const float4 *)&a_B[a0 * 900 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          if (a1 < 1100) st_A[j] = *(const float4 *)&a_A[a0 * 1100 + a1];
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          if (tx == 0) {
            for (int i0 = po_s0; i0 <= po_min(1099, po_s0 + 7); i0 += 1) {
              r_tmp[0][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][0]);
              r_tmp[0][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][1]);
              r_tmp[0][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][2]);
              r_tmp[0][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty]) * sh_B[po_buf][-po_s0 + i0][3]);
              r_tmp[1][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][0]);
              r_tmp[1][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][1]);
              r_tmp[1][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][2]);
              r_tmp[1][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_B[po_buf][-po_s0 + i0][3]);
              r_tmp[2][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][0]);
              r_tmp[2][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][1]);
              r_tmp[2][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][2]);
              r_tmp[2][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_B[po_buf][-po_s0 + i0][3]);
              r_tmp[3][0] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][0]);
              r_tmp[3][1] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][1]);
              r_tmp[3][2] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][2]);
              r_tmp[3][3] += ((p_alpha * sh_A[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_B[po_buf][-po_s0 + i0][3]);
            }
          }
        }
      }
      if (c0 <= 1088) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a1 = c0 + 8 + l1;
          if (a1 < 1100) { sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A[j].z; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A[j].w; }
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 896 + l1;
          if (a0 < 1100 && a1 < 900) *(float4 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
        }
      }
      __syncthreads();
    }
  }
  if (16 * bx + tx <= 224) {
    a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx] = r_tmp[0][0];
    a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 1] = r_tmp[0][1];
    a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 2] = r_tmp[0][2];
    a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 3] = r_tmp[0][3];
    if (bx <= 13) {
      a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 32] = r_tmp[0][4];
      a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 33] = r_tmp[0][5];
      a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 34] = r_tmp[0][6];
      a_tmp[(32 * by + 4 * ty) * 900 + 64 * bx + 4 * tx + 35] = r_tmp[0][7];
    }
    a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx] = r_tmp[1][0];
    a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 1] = r_tmp[1][1];
    a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 2] = r_tmp[1][2];
    a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 3] = r_tmp[1][3];
    if (bx <= 13) {
      a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 32] = r_tmp[1][4];
      a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 33] = r_tmp[1][5];
      a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 34] = r_tmp[1][6];
      a_tmp[(32 * by + 4 * ty + 1) * 900 + 64 * bx + 4 * tx + 35] = r_tmp[1][7];
    }
    a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx] = r_tmp[2][0];
    a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 1] = r_tmp[2][1];
    a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 2] = r_tmp[2][2];
    a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 3] = r_tmp[2][3];
    if (bx <= 13) {
      a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 32] = r_tmp[2][4];
      a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 33] = r_tmp[2][5];
      a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 34] = r_tmp[2][6];
      a_tmp[(32 * by + 4 * ty + 2) * 900 + 64 * bx + 4 * tx + 35] = r_tmp[2][7];
    }
    a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx] = r_tmp[3][0];
    a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 1] = r_tmp[3][1];
    a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 2] = r_tmp[3][2];
    a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 3] = r_tmp[3][3];
    if (bx <= 13) {
      a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 32] = r_tmp[3][4];
      a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 33] = r_tmp[3][5];
      a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 34] = r_tmp[3][6];
      a_tmp[(32 * by + 4 * ty + 3) * 900 + 64 * bx + 4 * tx + 35] = r_tmp[3][7];
    }
  }
}

// k_polybench_2mm_1: statements S1, S2
//   l -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; j} (tiles of 8)
//   shared: sh_C: tile 8x64 of C
//   shared: sh_tmp: tile 32x8 of tmp
//   registers: Dout
extern "C" __global__ void __launch_bounds__(64) k_polybench_2mm_1(const float *__restrict__ a_C, const float *__restrict__ a_D, float p_beta, float *__restrict__ a_Dout, float *__restrict__ a_tmp)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_C[2][8][64];
  float4 st_C[2];  // staging registers
  __shared__ __align__(16) float sh_tmp[2][8][32];
  float4 st_tmp[1];  // staging registers
  float r_Dout[4][8] = {0.0f};
  if (bx <= 17) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of tmp in sh_tmp
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 32 * by + l0, a1 = l1;
      st_tmp[j] = *(const float4 *)&a_tmp[a0 * 900 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_C[j] = *(const float4 *)&a_C[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of tmp in sh_tmp
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      sh_tmp[0][l1][l0] = st_tmp[j].x; sh_tmp[0][l1 + 1][l0] = st_tmp[j].y; sh_tmp[0][l1 + 2][l0] = st_tmp[j].z; sh_tmp[0][l1 + 3][l0] = st_tmp[j].w;
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_C[0][l0][l1] = st_C[j];
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 888; c0 += 8) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = (e % 16) * 4;
        const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
        st_C[j] = a0 < 900 ? *(const float4 *)&a_C[a0 * 1200 + a1] : float4{};
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of tmp in sh_tmp, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_tmp[j] = a1 < 900 ? *(const float4 *)&a_tmp[a0 * 900 + a1] : float4{};
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][0] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Dout[0][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][1] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Dout[0][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][2] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Dout[0][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][3] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Dout[0][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][4] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Dout[0][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][5] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Dout[0][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][6] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Dout[0][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[0][7] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Dout[0][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][0] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Dout[1][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][1] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Dout[1][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][2] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Dout[1][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][3] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Dout[1][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][4] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Dout[1][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][5] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Dout[1][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][6] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Dout[1][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[1][7] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Dout[1][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][0] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Dout[2][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][1] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Dout[2][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][2] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Dout[2][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][3] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Dout[2][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][4] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Dout[2][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][5] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Dout[2][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][6] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Dout[2][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[2][7] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Dout[2][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][0] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Dout[3][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][1] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Dout[3][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][2] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Dout[3][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][3] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Dout[3][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][4] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Dout[3][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][5] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Dout[3][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][6] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Dout[3][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Dout[3][7] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Dout[3][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of tmp in sh_tmp, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_tmp[j].x; sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_tmp[j].y; sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_tmp[j].z; sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_tmp[j].w;
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C, zeros outside
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = (e % 16) * 4;
        *(float4 *)&sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_C[j];
      }
      __syncthreads();
    }
    {
      const int po_s0 = 896;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 896; i0 <= 903; i0 += 1) {
        r_Dout[0][0] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx]);
        r_Dout[0][1] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 1]);
        r_Dout[0][2] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 2]);
        r_Dout[0][3] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 3]);
        r_Dout[0][4] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 32]);
        r_Dout[0][5] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 33]);
        r_Dout[0][6] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 34]);
        r_Dout[0][7] += (sh_tmp[po_buf][i0 - 896][4 * ty] * sh_C[po_buf][i0 - 896][4 * tx + 35]);
        r_Dout[1][0] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx]);
        r_Dout[1][1] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 1]);
        r_Dout[1][2] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 2]);
        r_Dout[1][3] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 3]);
        r_Dout[1][4] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 32]);
        r_Dout[1][5] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 33]);
        r_Dout[1][6] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 34]);
        r_Dout[1][7] += (sh_tmp[po_buf][i0 - 896][4 * ty + 1] * sh_C[po_buf][i0 - 896][4 * tx + 35]);
        r_Dout[2][0] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx]);
        r_Dout[2][1] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 1]);
        r_Dout[2][2] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 2]);
        r_Dout[2][3] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 3]);
        r_Dout[2][4] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 32]);
        r_Dout[2][5] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 33]);
        r_Dout[2][6] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 34]);
        r_Dout[2][7] += (sh_tmp[po_buf][i0 - 896][4 * ty + 2] * sh_C[po_buf][i0 - 896][4 * tx + 35]);
        r_Dout[3][0] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx]);
        r_Dout[3][1] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 1]);
        r_Dout[3][2] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 2]);
        r_Dout[3][3] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 3]);
        r_Dout[3][4] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 32]);
        r_Dout[3][5] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 33]);
        r_Dout[3][6] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 34]);
        r_Dout[3][7] += (sh_tmp[po_buf][i0 - 896][4 * ty + 3] * sh_C[po_buf][i0 - 896][4 * tx + 35]);
      }
    }
    __syncthreads();
  } else {
    for (int c0 = -8; c0 <= 896; c0 += 8) {
      if (c0 <= 888) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 1152 + l1;
          st_C[j] = a0 < 900 && a1 < 1200 ? *(const float4 *)&a_C[a0 * 1200 + a1] : float4{};
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of tmp in sh_tmp, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
          st_tmp[j] = a1 < 900 ? *(const float4 *)&a_tmp[a0 * 900 + a1] : float4{};
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[0][0] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1152)]);
            }
            r_Dout[0][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[0][1] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1153)]);
            }
            r_Dout[0][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[0][2] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1154)]);
            }
            r_Dout[0][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[0][3] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1155)]);
            }
            r_Dout[0][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[0][4] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1184)]);
            }
            r_Dout[0][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[0][5] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1185)]);
            }
            r_Dout[0][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[0][6] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1186)]);
            }
            r_Dout[0][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[0][7] = (p_beta * a_D[(32 * by + 4 * ty) * 1200 + (4 * tx + 1187)]);
            }
            r_Dout[0][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[1][0] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1152)]);
            }
            r_Dout[1][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[1][1] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1153)]);
            }
            r_Dout[1][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[1][2] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1154)]);
            }
            r_Dout[1][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[1][3] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1155)]);
            }
            r_Dout[1][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[1][4] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1184)]);
            }
            r_Dout[1][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[1][5] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1185)]);
            }
            r_Dout[1][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[1][6] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1186)]);
            }
            r_Dout[1][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[1][7] = (p_beta * a_D[(32 * by + 4 * ty + 1) * 1200 + (4 * tx + 1187)]);
            }
            r_Dout[1][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 1] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[2][0] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1152)]);
            }
            r_Dout[2][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[2][1] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1153)]);
            }
            r_Dout[2][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[2][2] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1154)]);
            }
            r_Dout[2][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[2][3] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1155)]);
            }
            r_Dout[2][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[2][4] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1184)]);
            }
            r_Dout[2][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[2][5] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1185)]);
            }
            r_Dout[2][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[2][6] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1186)]);
            }
            r_Dout[2][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[2][7] = (p_beta * a_D[(32 * by + 4 * ty + 2) * 1200 + (4 * tx + 1187)]);
            }
            r_Dout[2][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 2] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[3][0] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1152)]);
            }
            r_Dout[3][0] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[3][1] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1153)]);
            }
            r_Dout[3][1] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 1]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[3][2] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1154)]);
            }
            r_Dout[3][2] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 2]);
            if (po_s0 == 0 && i0 == 0) {
              r_Dout[3][3] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1155)]);
            }
            r_Dout[3][3] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 3]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[3][4] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1184)]);
            }
            r_Dout[3][4] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 32]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[3][5] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1185)]);
            }
            r_Dout[3][5] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 33]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[3][6] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1186)]);
            }
            r_Dout[3][6] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 34]);
            if (tx <= 3 && po_s0 == 0 && i0 == 0) {
              r_Dout[3][7] = (p_beta * a_D[(32 * by + 4 * ty + 3) * 1200 + (4 * tx + 1187)]);
            }
            r_Dout[3][7] += (sh_tmp[po_buf][-po_s0 + i0][4 * ty + 3] * sh_C[po_buf][-po_s0 + i0][4 * tx + 35]);
          }
        }
      }
      if (c0 <= 888) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of tmp in sh_tmp, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_tmp[j].x; sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_tmp[j].y; sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_tmp[j].z; sh_tmp[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_tmp[j].w;
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_C[j];
        }
      }
      __syncthreads();
    }
  }
  a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx] = r_Dout[0][0];
  a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 1] = r_Dout[0][1];
  a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 2] = r_Dout[0][2];
  a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 3] = r_Dout[0][3];
  if (16 * bx + tx <= 291) {
    a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 32] = r_Dout[0][4];
    a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 33] = r_Dout[0][5];
    a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 34] = r_Dout[0][6];
    a_Dout[(32 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 35] = r_Dout[0][7];
  }
  a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx] = r_Dout[1][0];
  a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 1] = r_Dout[1][1];
  a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 2] = r_Dout[1][2];
  a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 3] = r_Dout[1][3];
  if (16 * bx + tx <= 291) {
    a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 32] = r_Dout[1][4];
    a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 33] = r_Dout[1][5];
    a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 34] = r_Dout[1][6];
    a_Dout[(32 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 35] = r_Dout[1][7];
  }
  a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx] = r_Dout[2][0];
  a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 1] = r_Dout[2][1];
  a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 2] = r_Dout[2][2];
  a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 3] = r_Dout[2][3];
  if (16 * bx + tx <= 291) {
    a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 32] = r_Dout[2][4];
    a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 33] = r_Dout[2][5];
    a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 34] = r_Dout[2][6];
    a_Dout[(32 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 35] = r_Dout[2][7];
  }
  a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx] = r_Dout[3][0];
  a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 1] = r_Dout[3][1];
  a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 2] = r_Dout[3][2];
  a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 3] = r_Dout[3][3];
  if (16 * bx + tx <= 291) {
    a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 32] = r_Dout[3][4];
    a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 33] = r_Dout[3][5];
    a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 34] = r_Dout[3][6];
    a_Dout[(32 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 35] = r_Dout[3][7];
  }
}
