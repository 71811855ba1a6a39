/* golden: kernels/conv.tc conv2d_3x3_bias_relu at N=8, C=64, H=56, W=56, K=64, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_3x3_bias_relu with N=8, C=64, H=56, W=56, K=64
//   S0_init: O(n, k, h, w) = identity of +
//   S0: O(n, k, h, w) += (I(n, c, (h + r), (w + s)) * Wt(k, c, r, s))
//   S1: O(n, k, h, w) = relu((O(n, k, h, w) + bias(k)))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_conv2d_3x3_bias_relu_0: statements S0, S0_init, S1
//   w -> blockIdx.x (tile 64) / threadIdx.x (8); k -> blockIdx.y (tile 64) / threadIdx.y (8); h -> blockIdx.z (tile 1) / threadIdx.z (1); folded into blockIdx.z: n; sequential: {0; C; c} (tiles of 8), {0; 2; r} (tiles of 3), {0; 2; s} (tiles of 3)
//   shared: sh_I: tile 1x8x3x68 of I
//   shared: sh_Wt: tile 64x8x3x3 of Wt
//   shared: sh_bias: tile 64 of bias
//   registers: O
extern "C" __global__ void __launch_bounds__(64) k_conv2d_3x3_bias_relu_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, const float *__restrict__ a_bias, float *__restrict__ a_O)
{
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 8 * (ty + 8 * tz);
  __shared__ __align__(16) float sh_I[1][8][3][68];
  __shared__ __align__(16) float sh_Wt[8][3][3][64];
  __shared__ __align__(16) float sh_bias[64];
  float r_O[8][8] = {0.0f};
  r_O[0][0] = 0;
  r_O[0][1] = 0;
  r_O[0][2] = 0;
  r_O[0][3] = 0;
  if (tx <= 5) {
    r_O[0][4] = 0;
    r_O[0][5] = 0;
    if (tx <= 4) {
      r_O[0][6] = 0;
      r_O[0][7] = 0;
    }
  }
  r_O[1][0] = 0;
  r_O[1][1] = 0;
  r_O[1][2] = 0;
  r_O[1][3] = 0;
  if (tx <= 5) {
    r_O[1][4] = 0;
    r_O[1][5] = 0;
    if (tx <= 4) {
      r_O[1][6] = 0;
      r_O[1][7] = 0;
    }
  }
  r_O[2][0] = 0;
  r_O[2][1] = 0;
  r_O[2][2] = 0;
  r_O[2][3] = 0;
  if (tx <= 5) {
    r_O[2][4] = 0;
    r_O[2][5] = 0;
    if (tx <= 4) {
      r_O[2][6] = 0;
      r_O[2][7] = 0;
    }
  }
  r_O[3][0] = 0;
  r_O[3][1] = 0;
  r_O[3][2] = 0;
  r_O[3][3] = 0;
  if (tx <= 5) {
    r_O[3][4] = 0;
    r_O[3][5] = 0;
    if (tx <= 4) {
      r_O[3][6] = 0;
      r_O[3][7] = 0;
    }
  }
  r_O[4][0] = 0;
  r_O[4][1] = 0;
  r_O[4][2] = 0;
  r_O[4][3] = 0;
  if (tx <= 5) {
    r_O[4][4] = 0;
    r_O[4][5] = 0;
    if (tx <= 4) {
      r_O[4][6] = 0;
      r_O[4][7] = 0;
    }
  }
  r_O[5][0] = 0;
  r_O[5][1] = 0;
  r_O[5][2] = 0;
  r_O[5][3] = 0;
  if (tx <= 5) {
    r_O[5][4] = 0;
    r_O[5][5] = 0;
    if (tx <= 4) {
      r_O[5][6] = 0;
      r_O[5][7] = 0;
    }
  }
  r_O[6][0] = 0;
  r_O[6][1] = 0;
  r_O[6][2] = 0;
  r_O[6][3] = 0;
  if (tx <= 5) {
    r_O[6][4] = 0;
    r_O[6][5] = 0;
    if (tx <= 4) {
      r_O[6][6] = 0;
      r_O[6][7] = 0;
    }
  }
  r_O[7][0] = 0;
  r_O[7][1] = 0;
  r_O[7][2] = 0;
  r_O[7][3] = 0;
  if (tx <= 5) {
    r_O[7][4] = 0;
    r_O[7][5] = 0;
    if (tx <= 4) {
      r_O[7][6] = 0;
      r_O[7][7] = 0;
    }
  }
  for (int c2 = 0; c2 <= 64; c2 += 8) {
    if (c2 == 64) {
      for (int e = tid; e < 16; e += 64) {  // 128-bit copy of a tile of bias in sh_bias
        const int l0 = (e) * 4;
        const int a0 = l0;
        *(float4 *)&sh_bias[l0] = *(const float4 *)&a_bias[a0];
      }
    } else {
      for (int e = tid; e < 4608; e += 64) {  // copy of a tile of Wt in sh_Wt
        const int l0 = e / 72, l1 = e / 9 % 8, l2 = e / 3 % 3, l3 = e % 3;
        const int a0 = l0, a1 = c2 + l1, a2 = l2, a3 = l3;
        sh_Wt[l1][l2][l3][l0] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
      }
      for (int e = tid; e < 408; e += 64) {  // 128-bit copy of a tile of I in sh_I, zeros outside
        const int l0 = 0, l1 = e / 51 % 8, l2 = e / 17 % 3, l3 = (e % 17) * 4;
        const int a0 = bz / 54 + l0, a1 = c2 + l1, a2 = bz % 54 + l2, a3 = l3;
        *(float4 *)&sh_I[l0][l1][l2][l3] = a3 < 56 ? *(const float4 *)&a_I[((a0 * 64 + a1) * 56 + a2) * 56 + a3] : float4{};
      }
    }
    __syncthreads();
    {
      const int po_s2 = c2;
      if (po_s2 == 64) {
        r_O[0][0] = fmaxf((r_O[0][0] + sh_bias[4 * ty]), 0.0f);
        r_O[0][1] = fmaxf((r_O[0][1] + sh_bias[4 * ty]), 0.0f);
        r_O[0][2] = fmaxf((r_O[0][2] + sh_bias[4 * ty]), 0.0f);
        r_O[0][3] = fmaxf((r_O[0][3] + sh_bias[4 * ty]), 0.0f);
        if (tx <= 5) {
          r_O[0][4] = fmaxf((r_O[0][4] + sh_bias[4 * ty]), 0.0f);
          r_O[0][5] = fmaxf((r_O[0][5] + sh_bias[4 * ty]), 0.0f);
          if (tx <= 4) {
            r_O[0][6] = fmaxf((r_O[0][6] + sh_bias[4 * ty]), 0.0f);
            r_O[0][7] = fmaxf((r_O[0][7] + sh_bias[4 * ty]), 0.0f);
          }
        }
        r_O[1][0] = fmaxf((r_O[1][0] + sh_bias[4 * ty + 1]), 0.0f);
        r_O[1][1] = fmaxf((r_O[1][1] + sh_bias[4 * ty + 1]), 0.0f);
        r_O[1][2] = fmaxf((r_O[1][2] + sh_bias[4 * ty + 1]), 0.0f);
        r_O[1][3] = fmaxf((r_O[1][3] + sh_bias[4 * ty + 1]), 0.0f);
        if (tx <= 5) {
          r_O[1][4] = fmaxf((r_O[1][4] + sh_bias[4 * ty + 1]), 0.0f);
          r_O[1][5] = fmaxf((r_O[1][5] + sh_bias[4 * ty + 1]), 0.0f);
          if (tx <= 4) {
            r_O[1][6] = fmaxf((r_O[1][6] + sh_bias[4 * ty + 1]), 0.0f);
            r_O[1][7] = fmaxf((r_O[1][7] + sh_bias[4 * ty + 1]), 0.0f);
          }
        }
        r_O[2][0] = fmaxf((r_O[2][0] + sh_bias[4 * ty + 2]), 0.0f);
        r_O[2][1] = fmaxf((r_O[2][1] + sh_bias[4 * ty + 2]), 0.0f);
        r_O[2][2] = fmaxf((r_O[2][2] + sh_bias[4 * ty + 2]), 0.0f);
        r_O[2][3] = fmaxf((r_O[2][3] + sh_bias[4 * ty + 2]), 0.0f);
        if (tx <= 5) {
          r_O[2][4] = fmaxf((r_O[2][4] + sh_bias[4 * ty + 2]), 0.0f);
          r_O[2][5] = fmaxf((r_O[2][5] + sh_bias[4 * ty + 2]), 0.0f);
          if (tx <= 4) {
            r_O[2][6] = fmaxf((r_O[2][6] + sh_bias[4 * ty + 2]), 0.0f);
            r_O[2][7] = fmaxf((r_O[2][7] + sh_bias[4 * ty + 2]), 0.0f);
          }
        }
        r_O[3][0] = fmaxf((r_O[3][0] + sh_bias[4 * ty + 3]), 0.0f);
        r_O[3][1] = fmaxf((r_O[3][1] + sh_bias[4 * ty + 3]), 0.0f);
        r_O[3][2] = fmaxf((r_O[3][2] + sh_bias[4 * ty + 3]), 0.0f);
        r_O[3][3] = fmaxf((r_O[3][3] + sh_bias[4 * ty + 3]), 0.0f);
        if (tx <= 5) {
          r_O[3][4] = fmaxf((r_O[3][4] + sh_bias[4 * ty + 3]), 0.0f);
          r_O[3][5] = fmaxf((r_O[3][5] + sh_bias[4 * ty + 3]), 0.0f);
          if (tx <= 4) {
            r_O[3][6] = fmaxf((r_O[3][6] + sh_bias[4 * ty + 3]), 0.0f);
            r_O[3][7] = fmaxf((r_O[3][7] + sh_bias[4 * ty + 3]), 0.0f);
          }
        }
        r_O[4][0] = fmaxf((r_O[4][0] + sh_bias[4 * ty + 32]), 0.0f);
        r_O[4][1] = fmaxf((r_O[4][1] + sh_bias[4 * ty + 32]), 0.0f);
        r_O[4][2] = fmaxf((r_O[4][2] + sh_bias[4 * ty + 32]), 0.0f);
        r_O[4][3] = fmaxf((r_O[4][3] + sh_bias[4 * ty + 32]), 0.0f);
        if (tx <= 5) {
          r_O[4][4] = fmaxf((r_O[4][4] + sh_bias[4 * ty + 32]), 0.0f);
          r_O[4][5] = fmaxf((r_O[4][5] + sh_bias[4 * ty + 32]), 0.0f);
          if (tx <= 4) {
            r_O[4][6] = fmaxf((r_O[4][6] + sh_bias[4 * ty + 32]), 0.0f);
            r_O[4][7] = fmaxf((r_O[4][7] + sh_bias[4 * ty + 32]), 0.0f);
          }
        }
        r_O[5][0] = fmaxf((r_O[5][0] + sh_bias[4 * ty + 33]), 0.0f);
        r_O[5][1] = fmaxf((r_O[5][1] + sh_bias[4 * ty + 33]), 0.0f);
        r_O[5][2] = fmaxf((r_O[5][2] + sh_bias[4 * ty + 33]), 0.0f);
        r_O[5][3] = fmaxf((r_O[5][3] + sh_bias[4 * ty + 33]), 0.0f);
        if (tx <= 5) {
          r_O[5][4] = fmaxf((r_O[5][4] + sh_bias[4 * ty + 33]), 0.0f);
          r_O[5][5] = fmaxf((r_O[5][5] + sh_bias[4 * ty + 33]), 0.0f);
          if (tx <= 4) {
            r_O[5][6] = fmaxf((r_O[5][6] + sh_bias[4 * ty + 33]), 0.0f);
            r_O[5][7] = fmaxf((r_O[5][7] + sh_bias[4 * ty + 33]), 0.0f);
          }
        }
        r_O[6][0] = fmaxf((r_O[6][0] + sh_bias[4 * ty + 34]), 0.0f);
        r_O[6][1] = fmaxf((r_O[6][1] + sh_bias[4 * ty + 34]), 0.0f);
        r_O[6][2] = fmaxf((r_O[6][2] + sh_bias[4 * ty + 34]), 0.0f);
        r_O[6][3] = fmaxf((r_O[6][3] + sh_bias[4 * ty + 34]), 0.0f);
        if (tx <= 5) {
          r_O[6][4] = fmaxf((r_O[6][4] + sh_bias[4 * ty + 34]), 0.0f);
          r_O[6][5] = fmaxf((r_O[6][5] + sh_bias[4 * ty + 34]), 0.0f);
          if (tx <= 4) {
            r_O[6][6] = fmaxf((r_O[6][6] + sh_bias[4 * ty + 34]), 0.0f);
            r_O[6][7] = fmaxf((r_O[6][7] + sh_bias[4 * ty + 34]), 0.0f);
          }
        }
        r_O[7][0] = fmaxf((r_O[7][0] + sh_bias[4 * ty + 35]), 0.0f);
        r_O[7][1] = fmaxf((r_O[7][1] + sh_bias[4 * ty + 35]), 0.0f);
        r_O[7][2] = fmaxf((r_O[7][2] + sh_bias[4 * ty + 35]), 0.0f);
        r_O[7][3] = fmaxf((r_O[7][3] + sh_bias[4 * ty + 35]), 0.0f);
        if (tx <= 5) {
          r_O[7][4] = fmaxf((r_O[7][4] + sh_bias[4 * ty + 35]), 0.0f);
          r_O[7][5] = fmaxf((r_O[7][5] + sh_bias[4 * ty + 35]), 0.0f);
          if (tx <= 4) {
            r_O[7][6] = fmaxf((r_O[7][6] + sh_bias[4 * ty + 35]), 0.0f);
            r_O[7][7] = fmaxf((r_O[7][7] + sh_bias[4 * ty + 35]), 0.0f);
          }
        }
      }
      for (int i0 = po_s2; i0 <= po_min(63, po_s2 + 7); i0 += 1) {
        #pragma unroll
        for (int i1 = 0; i1 <= 2; i1 += 1) {
          #pragma unroll
          for (int i2 = 0; i2 <= 2; i2 += 1) {
            r_O[0][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[0][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty]);
            r_O[1][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[1][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 1]);
            r_O[2][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[2][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 2]);
            r_O[3][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[3][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 3]);
            r_O[4][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[4][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 32]);
            r_O[5][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[5][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 33]);
            r_O[6][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[6][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 34]);
            r_O[7][0] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][1] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 1] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][2] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 2] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][3] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 3] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][4] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 32] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][5] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 33] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][6] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 34] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
            r_O[7][7] += (sh_I[0][-po_s2 + i0][i1][4 * tx + i2 + 35] * sh_Wt[-po_s2 + i0][i1][i2][4 * ty + 35]);
          }
        }
      }
    }
    __syncthreads();
  }
  a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx] = r_O[0][0];
  a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[0][1];
  a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[0][2];
  a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[0][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[0][4];
    a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[0][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[0][6];
      a_O[(((bz / 54) * 64 + 4 * ty) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[0][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx] = r_O[1][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[1][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[1][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[1][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[1][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[1][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[1][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 1) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[1][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx] = r_O[2][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[2][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[2][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[2][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[2][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[2][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[2][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 2) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[2][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx] = r_O[3][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[3][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[3][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[3][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[3][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[3][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[3][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 3) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[3][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx] = r_O[4][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[4][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[4][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[4][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[4][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[4][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[4][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 32) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[4][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx] = r_O[5][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[5][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[5][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[5][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[5][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[5][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[5][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 33) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[5][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx] = r_O[6][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[6][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[6][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[6][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[6][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[6][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[6][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 34) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[6][7];
    }
  }
  a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx] = r_O[7][0];
  a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 1] = r_O[7][1];
  a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 2] = r_O[7][2];
  a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 3] = r_O[7][3];
  if (tx <= 5) {
    a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 32] = r_O[7][4];
    a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 33] = r_O[7][5];
    if (tx <= 4) {
      a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 34] = r_O[7][6];
      a_O[(((bz / 54) * 64 + 4 * ty + 35) * 54 + bz % 54) * 54 + 4 * tx + 35] = r_O[7][7];
    }
  }
}
