/* golden: kernels/polybench.tc syrk at N=1200, M=1000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for syrk with N=1200, M=1000
//   S0_p0: Cout(i, j) = (beta * C(i, j))
//   S0_p1: Cout(i, j) = C(i, j)
//   S1: Cout(i, j) += ((alpha * A(i, k)) * A(j, k))
#include <math.h>
#include <stdint.h>


// k_syrk_0: statements S0_p1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_syrk_0(const float *__restrict__ a_C, float *__restrict__ a_Cout)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (2 * bx + 1 >= by) {
    if (32 * bx + tx >= 16 * by + ty + 1 && 32 * bx + tx <= 1199) {
      a_Cout[(16 * by + ty) * 1200 + (32 * bx + tx)] = a_C[(16 * by + ty) * 1200 + (32 * bx + tx)];
    }
  }
}

// k_syrk_1: statements S0_p0, S1
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 64) / threadIdx.y (8); sequential: {0; k} (tiles of 8)
//   shared: sh_A_0: tile 64x8 of A
//   shared: sh_A_1: tile 64x8 of A
//   registers: Cout
extern "C" __global__ void __launch_bounds__(64) k_syrk_1(const float *__restrict__ a_A, const float *__restrict__ a_C, float p_alpha, float p_beta, float *__restrict__ a_Cout)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_A_0[2][8][64];
  float4 st_A_0[2];  // staging registers
  __shared__ __align__(16) float sh_A_1[2][8][64];
  float4 st_A_1[2];  // staging registers
  float r_Cout[8][8] = {0.0f};
  if (by <= 17 && by >= bx + 1) {
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_1
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 64 * bx + l0, a1 = l1;
      st_A_1[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_0
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      const int a0 = 64 * by + l0, a1 = l1;
      st_A_0[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_1
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      sh_A_1[0][l1][l0] = st_A_1[j].x; sh_A_1[0][l1 + 1][l0] = st_A_1[j].y; sh_A_1[0][l1 + 2][l0] = st_A_1[j].z; sh_A_1[0][l1 + 3][l0] = st_A_1[j].w;
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_0
      const int e = tid + j * 64;
      const int l0 = e / 2, l1 = (e % 2) * 4;
      sh_A_0[0][l1][l0] = st_A_0[j].x; sh_A_0[0][l1 + 1][l0] = st_A_0[j].y; sh_A_0[0][l1 + 2][l0] = st_A_0[j].z; sh_A_0[0][l1 + 3][l0] = st_A_0[j].w;
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 992; c0 += 8) {
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_1
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 64 * bx + l0, a1 = c0 + 8 + l1;
          st_A_1[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_0
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          const int a0 = 64 * by + l0, a1 = c0 + 8 + l1;
          st_A_0[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][0] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[0][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][1] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[0][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][2] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[0][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][3] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[0][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][4] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[0][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][5] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[0][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][6] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[0][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[0][7] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[0][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][0] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[1][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][1] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[1][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][2] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[1][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][3] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[1][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][4] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[1][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][5] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[1][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][6] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[1][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[1][7] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[1][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][0] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[2][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][1] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[2][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][2] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[2][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][3] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[2][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][4] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[2][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][5] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[2][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][6] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[2][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[2][7] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[2][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][0] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[3][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][1] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[3][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][2] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[3][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][3] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[3][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][4] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[3][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][5] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[3][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][6] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[3][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[3][7] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[3][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][0] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[4][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][1] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[4][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][2] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[4][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][3] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[4][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][4] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[4][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][5] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[4][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][6] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[4][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[4][7] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[4][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][0] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[5][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][1] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[5][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][2] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[5][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][3] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[5][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][4] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[5][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][5] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[5][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][6] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[5][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[5][7] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[5][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][0] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[6][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][1] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[6][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][2] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[6][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][3] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[6][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][4] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[6][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][5] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[6][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][6] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[6][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[6][7] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[6][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][0] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx)]);
          }
          r_Cout[7][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][1] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 1)]);
          }
          r_Cout[7][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][2] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 2)]);
          }
          r_Cout[7][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][3] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 3)]);
          }
          r_Cout[7][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][4] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 32)]);
          }
          r_Cout[7][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][5] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 33)]);
          }
          r_Cout[7][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][6] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 34)]);
          }
          r_Cout[7][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          if (po_s0 == 0 && i0 == 0) {
            r_Cout[7][7] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 35)]);
          }
          r_Cout[7][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      if (c0 <= 984) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_0
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A_0[j].x; sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A_0[j].y; sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A_0[j].z; sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A_0[j].w;
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_1
          const int e = tid + j * 64;
          const int l0 = e / 2, l1 = (e % 2) * 4;
          sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A_1[j].x; sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A_1[j].y; sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A_1[j].z; sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A_1[j].w;
        }
      }
      __syncthreads();
    }
  } else {
    if (by == 18 || bx == by) {
      for (int c0 = -8; c0 <= 992; c0 += 8) {
        if (by == 18 && c0 <= 984 || by <= 17 && bx == by && c0 <= 984) {
          #pragma unroll
          for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_1
            const int e = tid + j * 64;
            const int l0 = e / 2, l1 = (e % 2) * 4;
            const int a0 = 64 * bx + l0, a1 = c0 + 8 + l1;
            if (a0 < 1200) st_A_1[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
          }
          #pragma unroll
          for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_0
            const int e = tid + j * 64;
            const int l0 = e / 2, l1 = (e % 2) * 4;
            const int a0 = 64 * by + l0, a1 = c0 + 8 + l1;
            if (a0 < 1200) st_A_0[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
          }
        }
        if (by == 18 && c0 >= 0 || by <= 17 && bx == by && c0 >= 0) {
          {
            const int po_s0 = c0;
            const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
            for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
              if (16 * by + ty >= 16 * bx + tx) {
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[0][0] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[0][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (16 * by + ty >= 16 * bx + tx + 1) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[0][1] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 1)]);
                  }
                  r_Cout[0][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[0][2] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 2)]);
                  }
                  r_Cout[0][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[0][3] = (p_beta * a_C[(64 * by + 4 * ty) * 1200 + (64 * bx + 4 * tx + 3)]);
                  }
                  r_Cout[0][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                }
                if (by == 18 && ty + 280 >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[0][4] = (p_beta * a_C[(4 * ty + 1152) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[0][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (ty + 279 >= 16 * bx + tx) {
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[0][5] = (p_beta * a_C[(4 * ty + 1152) * 1200 + (64 * bx + 4 * tx + 33)]);
                    }
                    r_Cout[0][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[0][6] = (p_beta * a_C[(4 * ty + 1152) * 1200 + (64 * bx + 4 * tx + 34)]);
                    }
                    r_Cout[0][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[0][7] = (p_beta * a_C[(4 * ty + 1152) * 1200 + (64 * bx + 4 * tx + 35)]);
                    }
                    r_Cout[0][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                  }
                }
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[1][0] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[1][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[1][1] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[1][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (16 * by + ty >= 16 * bx + tx + 1) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[1][2] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 2)]);
                  }
                  r_Cout[1][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[1][3] = (p_beta * a_C[(64 * by + 4 * ty + 1) * 1200 + (64 * bx + 4 * tx + 3)]);
                  }
                  r_Cout[1][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                }
                if (by == 18 && ty + 280 >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[1][4] = (p_beta * a_C[(4 * ty + 1153) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[1][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[1][5] = (p_beta * a_C[(4 * ty + 1153) * 1200 + (64 * bx + 4 * tx + 33)]);
                  }
                  r_Cout[1][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                  if (ty + 279 >= 16 * bx + tx) {
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[1][6] = (p_beta * a_C[(4 * ty + 1153) * 1200 + (64 * bx + 4 * tx + 34)]);
                    }
                    r_Cout[1][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[1][7] = (p_beta * a_C[(4 * ty + 1153) * 1200 + (64 * bx + 4 * tx + 35)]);
                    }
                    r_Cout[1][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 1]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                  }
                }
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[2][0] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[2][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[2][1] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[2][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[2][2] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 2)]);
                }
                r_Cout[2][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                if (16 * by + ty >= 16 * bx + tx + 1) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[2][3] = (p_beta * a_C[(64 * by + 4 * ty + 2) * 1200 + (64 * bx + 4 * tx + 3)]);
                  }
                  r_Cout[2][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                }
                if (by == 18 && ty + 280 >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[2][4] = (p_beta * a_C[(4 * ty + 1154) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[2][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[2][5] = (p_beta * a_C[(4 * ty + 1154) * 1200 + (64 * bx + 4 * tx + 33)]);
                  }
                  r_Cout[2][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[2][6] = (p_beta * a_C[(4 * ty + 1154) * 1200 + (64 * bx + 4 * tx + 34)]);
                  }
                  r_Cout[2][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                  if (ty + 279 >= 16 * bx + tx) {
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[2][7] = (p_beta * a_C[(4 * ty + 1154) * 1200 + (64 * bx + 4 * tx + 35)]);
                    }
                    r_Cout[2][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 2]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                  }
                }
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[3][0] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[3][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[3][1] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[3][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[3][2] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 2)]);
                }
                r_Cout[3][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[3][3] = (p_beta * a_C[(64 * by + 4 * ty + 3) * 1200 + (64 * bx + 4 * tx + 3)]);
                }
                r_Cout[3][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (by == 18 && ty + 280 >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[3][4] = (p_beta * a_C[(4 * ty + 1155) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[3][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[3][5] = (p_beta * a_C[(4 * ty + 1155) * 1200 + (64 * bx + 4 * tx + 33)]);
                  }
                  r_Cout[3][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[3][6] = (p_beta * a_C[(4 * ty + 1155) * 1200 + (64 * bx + 4 * tx + 34)]);
                  }
                  r_Cout[3][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[3][7] = (p_beta * a_C[(4 * ty + 1155) * 1200 + (64 * bx + 4 * tx + 35)]);
                  }
                  r_Cout[3][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 3]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                }
              }
              if (16 * by + ty <= 291) {
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[4][0] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[4][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[4][1] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[4][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[4][2] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 2)]);
                }
                r_Cout[4][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[4][3] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 3)]);
                }
                r_Cout[4][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (16 * by + ty >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[4][4] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[4][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (16 * by + ty >= 16 * bx + tx + 1) {
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[4][5] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 33)]);
                    }
                    r_Cout[4][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[4][6] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 34)]);
                    }
                    r_Cout[4][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[4][7] = (p_beta * a_C[(64 * by + 4 * ty + 32) * 1200 + (64 * bx + 4 * tx + 35)]);
                    }
                    r_Cout[4][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 32]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                  }
                }
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[5][0] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[5][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[5][1] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[5][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[5][2] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 2)]);
                }
                r_Cout[5][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[5][3] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 3)]);
                }
                r_Cout[5][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (16 * by + ty >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[5][4] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[5][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[5][5] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 33)]);
                  }
                  r_Cout[5][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                  if (16 * by + ty >= 16 * bx + tx + 1) {
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[5][6] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 34)]);
                    }
                    r_Cout[5][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[5][7] = (p_beta * a_C[(64 * by + 4 * ty + 33) * 1200 + (64 * bx + 4 * tx + 35)]);
                    }
                    r_Cout[5][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 33]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                  }
                }
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[6][0] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[6][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[6][1] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[6][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[6][2] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 2)]);
                }
                r_Cout[6][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[6][3] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 3)]);
                }
                r_Cout[6][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (16 * by + ty >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[6][4] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[6][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[6][5] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 33)]);
                  }
                  r_Cout[6][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[6][6] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 34)]);
                  }
                  r_Cout[6][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                  if (16 * by + ty >= 16 * bx + tx + 1) {
                    if (po_s0 == 0 && i0 == 0) {
                      r_Cout[6][7] = (p_beta * a_C[(64 * by + 4 * ty + 34) * 1200 + (64 * bx + 4 * tx + 35)]);
                    }
                    r_Cout[6][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 34]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                  }
                }
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[7][0] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx)]);
                }
                r_Cout[7][0] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[7][1] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 1)]);
                }
                r_Cout[7][1] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 1]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[7][2] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 2)]);
                }
                r_Cout[7][2] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 2]);
                if (po_s0 == 0 && i0 == 0) {
                  r_Cout[7][3] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 3)]);
                }
                r_Cout[7][3] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 3]);
                if (16 * by + ty >= 16 * bx + tx) {
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[7][4] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 32)]);
                  }
                  r_Cout[7][4] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 32]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[7][5] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 33)]);
                  }
                  r_Cout[7][5] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 33]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[7][6] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 34)]);
                  }
                  r_Cout[7][6] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 34]);
                  if (po_s0 == 0 && i0 == 0) {
                    r_Cout[7][7] = (p_beta * a_C[(64 * by + 4 * ty + 35) * 1200 + (64 * bx + 4 * tx + 35)]);
                  }
                  r_Cout[7][7] += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][4 * ty + 35]) * sh_A_1[po_buf][-po_s0 + i0][4 * tx + 35]);
                }
              }
            }
          }
        }
        if (by == 18 && c0 <= 984 || by <= 17 && bx == by && c0 <= 984) {
          #pragma unroll
          for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_0
            const int e = tid + j * 64;
            const int l0 = e / 2, l1 = (e % 2) * 4;
            const int a0 = 64 * by + l0;
            if (a0 < 1200) { sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A_0[j].x; sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A_0[j].y; sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A_0[j].z; sh_A_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A_0[j].w; }
          }
          #pragma unroll
          for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_1
            const int e = tid + j * 64;
            const int l0 = e / 2, l1 = (e % 2) * 4;
            const int a0 = 64 * bx + l0;
            if (a0 < 1200) { sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A_1[j].x; sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A_1[j].y; sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A_1[j].z; sh_A_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A_1[j].w; }
          }
        }
        __syncthreads();
      }
    }
  }
  if (by >= bx) {
    if (16 * by + ty >= 16 * bx + tx) {
      a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx] = r_Cout[0][0];
      if (16 * by + ty >= 16 * bx + tx + 1) {
        a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[0][1];
        a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[0][2];
        a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[0][3];
        if (16 * by + ty >= 16 * bx + tx + 8) {
          a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[0][4];
          if (16 * by + ty >= 16 * bx + tx + 9) {
            a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[0][5];
            a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[0][6];
            a_Cout[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[0][7];
          }
        }
      }
      a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx] = r_Cout[1][0];
      a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[1][1];
      if (16 * by + ty >= 16 * bx + tx + 1) {
        a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[1][2];
        a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[1][3];
        if (16 * by + ty >= 16 * bx + tx + 8) {
          a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[1][4];
          a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[1][5];
          if (16 * by + ty >= 16 * bx + tx + 9) {
            a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[1][6];
            a_Cout[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[1][7];
          }
        }
      }
      a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx] = r_Cout[2][0];
      a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[2][1];
      a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[2][2];
      if (16 * by + ty >= 16 * bx + tx + 1) {
        a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[2][3];
        if (16 * by + ty >= 16 * bx + tx + 8) {
          a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[2][4];
          a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[2][5];
          a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[2][6];
          if (16 * by + ty >= 16 * bx + tx + 9) {
            a_Cout[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[2][7];
          }
        }
      }
      a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx] = r_Cout[3][0];
      a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[3][1];
      a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[3][2];
      a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[3][3];
      if (16 * by + ty >= 16 * bx + tx + 8) {
        a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[3][4];
        a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[3][5];
        a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[3][6];
        a_Cout[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[3][7];
      }
    }
    if (16 * by + ty <= 291) {
      a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx] = r_Cout[4][0];
      a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[4][1];
      a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[4][2];
      a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[4][3];
      if (16 * by + ty >= 16 * bx + tx) {
        a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[4][4];
        if (16 * by + ty >= 16 * bx + tx + 1) {
          a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[4][5];
          a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[4][6];
          a_Cout[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[4][7];
        }
      }
      a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx] = r_Cout[5][0];
      a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[5][1];
      a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[5][2];
      a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[5][3];
      if (16 * by + ty >= 16 * bx + tx) {
        a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[5][4];
        a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[5][5];
        if (16 * by + ty >= 16 * bx + tx + 1) {
          a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[5][6];
          a_Cout[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[5][7];
        }
      }
      a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx] = r_Cout[6][0];
      a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[6][1];
      a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[6][2];
      a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[6][3];
      if (16 * by + ty >= 16 * bx + tx) {
        a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[6][4];
        a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[6][5];
        a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[6][6];
        if (16 * by + ty >= 16 * bx + tx + 1) {
          a_Cout[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[6][7];
        }
      }
      a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx] = r_Cout[7][0];
      a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 1] = r_Cout[7][1];
      a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 2] = r_Cout[7][2];
      a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 3] = r_Cout[7][3];
      if (16 * by + ty >= 16 * bx + tx) {
        a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 32] = r_Cout[7][4];
        a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 33] = r_Cout[7][5];
        a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 34] = r_Cout[7][6];
        a_Cout[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 35] = r_Cout[7][7];
      }
    }
  }
}
