/* golden: kernels/conv.tc conv1d_causal_dilated at Bt=16, C=128, T=4096, O=128, K=2, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv1d_causal_dilated with Bt=16, C=128, T=4096, O=128, K=2
//   S0_init: Y(b, o, t) = identity of +
//   S0: Y(b, o, t) += (X(b, c, (t - (2 * k))) * Wt(o, c, k))
#include <math.h>
#include <stdint.h>


// k_conv1d_causal_dilated_0: statements S0, S0_init
//   t -> blockIdx.x (tile 128) / threadIdx.x (16); o -> blockIdx.y (tile 64) / threadIdx.y (8); b -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; c} (tiles of 8), {0; k} (tiles of 2)
//   shared: sh_Wt: tile 64x8x2 of Wt
//   shared: sh_X: tile 1x8x130 of X
//   registers: Y
extern "C" __global__ void __launch_bounds__(128) k_conv1d_causal_dilated_0(const float *__restrict__ a_X, const float *__restrict__ a_Wt, float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 16 * (ty + 8 * tz);
  __shared__ __align__(16) float sh_Wt[2][8][2][64];
  float st_Wt[8];  // staging registers
  __shared__ __align__(16) float sh_X[2][8][1][130];
  float st_X[9];  // staging registers
  float r_Y[8][8] = {0.0f};
  r_Y[0][0] = 0;
  r_Y[0][1] = 0;
  r_Y[0][2] = 0;
  r_Y[0][3] = 0;
  r_Y[0][4] = 0;
  r_Y[0][5] = 0;
  r_Y[0][6] = 0;
  r_Y[0][7] = 0;
  r_Y[1][0] = 0;
  r_Y[1][1] = 0;
  r_Y[1][2] = 0;
  r_Y[1][3] = 0;
  r_Y[1][4] = 0;
  r_Y[1][5] = 0;
  r_Y[1][6] = 0;
  r_Y[1][7] = 0;
  r_Y[2][0] = 0;
  r_Y[2][1] = 0;
  r_Y[2][2] = 0;
  r_Y[2][3] = 0;
  r_Y[2][4] = 0;
  r_Y[2][5] = 0;
  r_Y[2][6] = 0;
  r_Y[2][7] = 0;
  r_Y[3][0] = 0;
  r_Y[3][1] = 0;
  r_Y[3][2] = 0;
  r_Y[3][3] = 0;
  r_Y[3][4] = 0;
  r_Y[3][5] = 0;
  r_Y[3][6] = 0;
  r_Y[3][7] = 0;
  r_Y[4][0] = 0;
  r_Y[4][1] = 0;
  r_Y[4][2] = 0;
  r_Y[4][3] = 0;
  r_Y[4][4] = 0;
  r_Y[4][5] = 0;
  r_Y[4][6] = 0;
  r_Y[4][7] = 0;
  r_Y[5][0] = 0;
  r_Y[5][1] = 0;
  r_Y[5][2] = 0;
  r_Y[5][3] = 0;
  r_Y[5][4] = 0;
  r_Y[5][5] = 0;
  r_Y[5][6] = 0;
  r_Y[5][7] = 0;
  r_Y[6][0] = 0;
  r_Y[6][1] = 0;
  r_Y[6][2] = 0;
  r_Y[6][3] = 0;
  r_Y[6][4] = 0;
  r_Y[6][5] = 0;
  r_Y[6][6] = 0;
  r_Y[6][7] = 0;
  r_Y[7][0] = 0;
  r_Y[7][1] = 0;
  r_Y[7][2] = 0;
  r_Y[7][3] = 0;
  r_Y[7][4] = 0;
  r_Y[7][5] = 0;
  r_Y[7][6] = 0;
  r_Y[7][7] = 0;
  if (bx >= 1) {
    #pragma unroll
    for (int j = 0; j < 8; j += 1) {  // load the next copy of a tile of Wt in sh_Wt
      const int e = tid + j * 128;
      const int l0 = e / 16, l1 = e / 2 % 8, l2 = e % 2;
      const int a0 = 64 * by + l0, a1 = l1, a2 = l2;
      st_Wt[j] = a_Wt[(a0 * 128 + a1) * 2 + a2];
    }
    #pragma unroll
    for (int j = 0; j < 9; j += 1) {  // load the next copy of a tile of X in sh_X
      const int e = tid + j * 128;
      if (e < 1040) {
        const int l0 = 0, l1 = e / 130 % 8, l2 = e % 130;
        const int a0 = bz + l0, a1 = l1, a2 = 128 * bx - 2 + l2;
        st_X[j] = a_X[(a0 * 128 + a1) * 4096 + a2];
      }
    }
    #pragma unroll
    for (int j = 0; j < 9; j += 1) {  // store the next copy of a tile of X in sh_X
      const int e = tid + j * 128;
      if (e < 1040) {
        const int l0 = 0, l1 = e / 130 % 8, l2 = e % 130;
        sh_X[0][l1][l0][l2] = st_X[j];
      }
    }
    #pragma unroll
    for (int j = 0; j < 8; j += 1) {  // store the next copy of a tile of Wt in sh_Wt
      const int e = tid + j * 128;
      const int l0 = e / 16, l1 = e / 2 % 8, l2 = e % 2;
      sh_Wt[0][l1][l2][l0] = st_Wt[j];
    }
    __syncthreads();
    for (int c1 = 0; c1 <= 120; c1 += 8) {
      if (c1 <= 112) {
        #pragma unroll
        for (int j = 0; j < 9; j += 1) {  // load the next copy of a tile of X in sh_X
          const int e = tid + j * 128;
          if (e < 1040) {
            const int l0 = 0, l1 = e / 130 % 8, l2 = e % 130;
            const int a0 = bz + l0, a1 = c1 + 8 + l1, a2 = 128 * bx - 2 + l2;
            st_X[j] = a_X[(a0 * 128 + a1) * 4096 + a2];
          }
        }
        #pragma unroll
        for (int j = 0; j < 8; j += 1) {  // load the next copy of a tile of Wt in sh_Wt
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = e / 2 % 8, l2 = e % 2;
          const int a0 = 64 * by + l0, a1 = c1 + 8 + l1, a2 = l2;
          st_Wt[j] = a_Wt[(a0 * 128 + a1) * 2 + a2];
        }
      }
      {
        const int po_s1 = c1;
        const int po_buf = ((po_s1 / 8) % 2 + 2) % 2;
        for (int i0 = po_s1; i0 <= po_s1 + 7; i0 += 1) {
          #pragma unroll
          for (int i1 = 0; i1 <= 1; i1 += 1) {
            r_Y[0][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[0][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
            r_Y[1][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[1][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
            r_Y[2][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[2][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
            r_Y[3][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[3][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
            r_Y[4][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[4][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
            r_Y[5][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[5][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
            r_Y[6][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[6][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
            r_Y[7][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            r_Y[7][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
          }
        }
      }
      if (c1 <= 112) {
        #pragma unroll
        for (int j = 0; j < 9; j += 1) {  // store the next copy of a tile of X in sh_X
          const int e = tid + j * 128;
          if (e < 1040) {
            const int l0 = 0, l1 = e / 130 % 8, l2 = e % 130;
            sh_X[c1 / 8 - 2 * ((c1 + 8) / 16) + 1][l1][l0][l2] = st_X[j];
          }
        }
        #pragma unroll
        for (int j = 0; j < 8; j += 1) {  // store the next copy of a tile of Wt in sh_Wt
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = e / 2 % 8, l2 = e % 2;
          sh_Wt[c1 / 8 - 2 * ((c1 + 8) / 16) + 1][l1][l2][l0] = st_Wt[j];
        }
      }
      __syncthreads();
    }
  } else {
    for (int c1 = -8; c1 <= 127; c1 += 8) {
      if (c1 <= 112) {
        #pragma unroll
        for (int j = 0; j < 9; j += 1) {  // load the next copy of a tile of X in sh_X
          const int e = tid + j * 128;
          if (e < 1040) {
            const int l0 = 0, l1 = e / 130 % 8, l2 = e % 130;
            const int a0 = bz + l0, a1 = c1 + 8 + l1, a2 = (-2) + l2;
            if (a2 >= 0) st_X[j] = a_X[(a0 * 128 + a1) * 4096 + a2];
          }
        }
        #pragma unroll
        for (int j = 0; j < 8; j += 1) {  // load the next copy of a tile of Wt in sh_Wt
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = e / 2 % 8, l2 = e % 2;
          const int a0 = 64 * by + l0, a1 = c1 + 8 + l1, a2 = l2;
          st_Wt[j] = a_Wt[(a0 * 128 + a1) * 2 + a2];
        }
      }
      if (c1 >= 0) {
        {
          const int po_s1 = c1;
          const int po_buf = ((po_s1 / 8) % 2 + 2) % 2;
          for (int i0 = po_s1; i0 <= po_s1 + 7; i0 += 1) {
            #pragma unroll
            for (int i1 = 0; i1 <= 1; i1 += 1) {
              if (2 * tx >= i1) {
                r_Y[0][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
                r_Y[0][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              }
              r_Y[0][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              r_Y[0][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              r_Y[0][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              r_Y[0][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              r_Y[0][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              r_Y[0][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty]);
              if (2 * tx >= i1) {
                r_Y[1][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
                r_Y[1][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              }
              r_Y[1][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              r_Y[1][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              r_Y[1][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              r_Y[1][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              r_Y[1][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              r_Y[1][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 1]);
              if (2 * tx >= i1) {
                r_Y[2][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
                r_Y[2][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              }
              r_Y[2][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              r_Y[2][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              r_Y[2][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              r_Y[2][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              r_Y[2][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              r_Y[2][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 2]);
              if (2 * tx >= i1) {
                r_Y[3][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
                r_Y[3][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              }
              r_Y[3][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              r_Y[3][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              r_Y[3][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              r_Y[3][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              r_Y[3][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              r_Y[3][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 3]);
              if (2 * tx >= i1) {
                r_Y[4][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
                r_Y[4][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              }
              r_Y[4][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              r_Y[4][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              r_Y[4][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              r_Y[4][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              r_Y[4][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              r_Y[4][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 32]);
              if (2 * tx >= i1) {
                r_Y[5][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
                r_Y[5][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              }
              r_Y[5][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              r_Y[5][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              r_Y[5][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              r_Y[5][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              r_Y[5][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              r_Y[5][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 33]);
              if (2 * tx >= i1) {
                r_Y[6][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
                r_Y[6][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              }
              r_Y[6][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              r_Y[6][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              r_Y[6][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              r_Y[6][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              r_Y[6][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              r_Y[6][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 34]);
              if (2 * tx >= i1) {
                r_Y[7][0] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 2] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
                r_Y[7][1] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 3] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
              }
              r_Y[7][2] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 4] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
              r_Y[7][3] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 5] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
              r_Y[7][4] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 66] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
              r_Y[7][5] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 67] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
              r_Y[7][6] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 68] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
              r_Y[7][7] += (sh_X[po_buf][-po_s1 + i0][0][4 * tx - 2 * i1 + 69] * sh_Wt[po_buf][-po_s1 + i0][i1][4 * ty + 35]);
            }
          }
        }
      }
      if (c1 <= 112) {
        #pragma unroll
        for (int j = 0; j < 9; j += 1) {  // store the next copy of a tile of X in sh_X
          const int e = tid + j * 128;
          if (e < 1040) {
            const int l0 = 0, l1 = e / 130 % 8, l2 = e % 130;
            const int a2 = (-2) + l2;
            if (a2 >= 0) sh_X[c1 / 8 - 2 * ((c1 + 8) / 16) + 1][l1][l0][l2] = st_X[j];
          }
        }
        #pragma unroll
        for (int j = 0; j < 8; j += 1) {  // store the next copy of a tile of Wt in sh_Wt
          const int e = tid + j * 128;
          const int l0 = e / 16, l1 = e / 2 % 8, l2 = e % 2;
          sh_Wt[c1 / 8 - 2 * ((c1 + 8) / 16) + 1][l1][l2][l0] = st_Wt[j];
        }
      }
      __syncthreads();
    }
  }
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx] = r_Y[0][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[0][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[0][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[0][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[0][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[0][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[0][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[0][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx] = r_Y[1][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[1][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[1][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[1][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[1][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[1][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[1][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 1) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[1][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx] = r_Y[2][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[2][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[2][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[2][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[2][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[2][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[2][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 2) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[2][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx] = r_Y[3][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[3][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[3][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[3][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[3][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[3][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[3][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 3) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[3][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx] = r_Y[4][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[4][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[4][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[4][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[4][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[4][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[4][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 32) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[4][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx] = r_Y[5][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[5][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[5][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[5][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[5][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[5][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[5][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 33) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[5][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx] = r_Y[6][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[6][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[6][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[6][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[6][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[6][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[6][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 34) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[6][7];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx] = r_Y[7][0];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 1] = r_Y[7][1];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 2] = r_Y[7][2];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 3] = r_Y[7][3];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 64] = r_Y[7][4];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 65] = r_Y[7][5];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 66] = r_Y[7][6];
  a_Y[(bz * 128 + 64 * by + 4 * ty + 35) * 4096 + 128 * bx + 4 * tx + 67] = r_Y[7][7];
}
