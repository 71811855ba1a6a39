/* golden: kernels/conv.tc conv2d_stride2 at N=8, C=64, H=56, W=56, K=128, KH=3, KW=3, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_stride2 with N=8, C=64, H=56, W=56, K=128, KH=3, KW=3
//   S0_init: O(n, k, h, w) = identity of +
//   S0: O(n, k, h, w) += (I(n, c, ((2 * h) + kh), ((2 * w) + kw)) * Wt(k, c, kh, kw))
#include <math.h>
#include <stdint.h>


// k_conv2d_stride2_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (4); k -> blockIdx.y (tile 32) / threadIdx.y (8); h -> blockIdx.z (tile 2) / threadIdx.z (2); folded into blockIdx.z: n; sequential: {0; c} (tiles of 8), {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x8x5x68 of I
//   shared: sh_Wt: tile 32x8x3x3 of Wt
//   registers: O
extern "C" __global__ void __launch_bounds__(64) k_conv2d_stride2_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, float *__restrict__ a_O)
{
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 4 * (ty + 8 * tz);
  __shared__ __align__(16) float sh_I[1][8][5][68];
  __shared__ __align__(16) float sh_Wt[8][3][3][32];
  float r_O[4][8] = {0.0f};
  if (bz - 14 * ((2 * bz + tz + 29) / 28) >= (-14)) {
    r_O[0][0] = 0;
    r_O[0][1] = 0;
    r_O[0][2] = 0;
    r_O[0][3] = 0;
    if (tx <= 2) {
      r_O[0][4] = 0;
      r_O[0][5] = 0;
      r_O[0][6] = 0;
      if (tx <= 1) {
        r_O[0][7] = 0;
      }
    }
    r_O[1][0] = 0;
    r_O[1][1] = 0;
    r_O[1][2] = 0;
    r_O[1][3] = 0;
    if (tx <= 2) {
      r_O[1][4] = 0;
      r_O[1][5] = 0;
      r_O[1][6] = 0;
      if (tx <= 1) {
        r_O[1][7] = 0;
      }
    }
    r_O[2][0] = 0;
    r_O[2][1] = 0;
    r_O[2][2] = 0;
    r_O[2][3] = 0;
    if (tx <= 2) {
      r_O[2][4] = 0;
      r_O[2][5] = 0;
      r_O[2][6] = 0;
      if (tx <= 1) {
        r_O[2][7] = 0;
      }
    }
    r_O[3][0] = 0;
    r_O[3][1] = 0;
    r_O[3][2] = 0;
    r_O[3][3] = 0;
    if (tx <= 2) {
      r_O[3][4] = 0;
      r_O[3][5] = 0;
      r_O[3][6] = 0;
      if (tx <= 1) {
        r_O[3][7] = 0;
      }
    }
  }
  for (int c0 = 0; c0 <= 63; c0 += 8) {
    for (int e = tid; e < 2304; e += 64) {  // copy of a tile of Wt in sh_Wt
      const int l0 = e / 72, l1 = e / 9 % 8, l2 = e / 3 % 3, l3 = e % 3;
      const int a0 = 32 * by + l0, a1 = c0 + l1, a2 = l2, a3 = l3;
      sh_Wt[l1][l2][l3][l0] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
    }
    for (int e = tid; e < 680; e += 64) {  // 128-bit copy of a tile of I in sh_I, zeros outside
      const int l0 = 0, l1 = e / 85 % 8, l2 = e / 17 % 5, l3 = (e % 17) * 4;
      const int a0 = bz / 14 + l0, a1 = c0 + l1, a2 = 4 * (bz % 14) + l2, a3 = l3;
      *(float4 *)&sh_I[l0][l1][l2][l3] = a2 < 56 && a3 < 56 ? *(const float4 *)&a_I[((a0 * 64 + a1) * 56 + a2) * 56 + a3] : float4{};
    }
    __syncthreads();
    {
      const int po_s0 = c0;
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        #pragma unroll
        for (int i1 = 0; i1 <= 2; i1 += 1) {
          #pragma unroll
          for (int i2 = 0; i2 <= 2; i2 += 1) {
            r_O[0][0] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][1] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][2] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 4] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][3] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 6] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][4] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 32] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][5] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 34] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][6] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 36] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[0][7] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 38] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty]);
            r_O[1][0] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][1] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][2] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 4] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][3] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 6] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][4] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 32] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][5] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 34] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][6] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 36] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[1][7] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 38] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 1]);
            r_O[2][0] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][1] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][2] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 4] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][3] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 6] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][4] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 32] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][5] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 34] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][6] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 36] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[2][7] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 38] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 2]);
            r_O[3][0] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][1] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 2] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][2] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 4] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][3] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 6] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][4] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 32] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][5] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 34] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][6] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 36] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
            r_O[3][7] += (sh_I[0][-po_s0 + i0][2 * tz + i1][8 * tx + i2 + 38] * sh_Wt[-po_s0 + i0][i1][i2][4 * ty + 3]);
          }
        }
      }
    }
    __syncthreads();
  }
  if (bz - 14 * ((2 * bz + tz + 29) / 28) >= (-14)) {
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx] = r_O[0][0];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 1] = r_O[0][1];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 2] = r_O[0][2];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 3] = r_O[0][3];
    if (tx <= 2) {
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 16] = r_O[0][4];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 17] = r_O[0][5];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 18] = r_O[0][6];
      if (tx <= 1) {
        a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 19] = r_O[0][7];
      }
    }
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx] = r_O[1][0];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 1] = r_O[1][1];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 2] = r_O[1][2];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 3] = r_O[1][3];
    if (tx <= 2) {
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 16] = r_O[1][4];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 17] = r_O[1][5];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 18] = r_O[1][6];
      if (tx <= 1) {
        a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 1) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 19] = r_O[1][7];
      }
    }
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx] = r_O[2][0];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 1] = r_O[2][1];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 2] = r_O[2][2];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 3] = r_O[2][3];
    if (tx <= 2) {
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 16] = r_O[2][4];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 17] = r_O[2][5];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 18] = r_O[2][6];
      if (tx <= 1) {
        a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 2) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 19] = r_O[2][7];
      }
    }
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx] = r_O[3][0];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 1] = r_O[3][1];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 2] = r_O[3][2];
    a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 3] = r_O[3][3];
    if (tx <= 2) {
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 16] = r_O[3][4];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 17] = r_O[3][5];
      a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 18] = r_O[3][6];
      if (tx <= 1) {
        a_O[((((2 * bz + tz + 1) / 28) * 128 + 32 * by + 4 * ty + 3) * 27 + (2 * bz + tz + 1) % 28 - 1) * 27 + 4 * tx + 19] = r_O[3][7];
      }
    }
  }
}
