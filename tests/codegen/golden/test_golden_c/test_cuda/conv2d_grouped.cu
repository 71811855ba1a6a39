/* golden: kernels/conv.tc conv2d_grouped at N=8, G=32, C=8, H=56, W=56, F=8, KH=3, KW=3, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_grouped with N=8, G=32, C=8, H=56, W=56, F=8, KH=3, KW=3
//   S0_init: O(n, g, f, h, w) = identity of +
//   S0: O(n, g, f, h, w) += (I(n, g, c, (h + kh), (w + kw)) * Wt(g, f, c, kh, kw))
#include <math.h>
#include <stdint.h>


// k_conv2d_grouped_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); f -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n, g; sequential: {0; c} (tiles of 8), {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x1x8x6x34 of I
//   shared: sh_Wt: tile 1x4x8x3x3 of Wt
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_conv2d_grouped_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, float *__restrict__ a_O)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ float sh_I[1][1][8][6][34];
  __shared__ float sh_Wt[1][4][8][3][3];
  float r_O = 0.0f;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    for (long c1 = 0; c1 <= 31; c1 += 1) {
      if (by <= 12 && bx == 0) {
        for (long e = tid; e < 288; e += 512) {  // stage a tile of Wt in sh_Wt
          const long l0 = 0, l1 = e / 72 % 4, l2 = e / 9 % 8, l3 = e / 3 % 3, l4 = e % 3;
          const long a0 = c1 + l0, a1 = 4 * bz + l1, a2 = l2, a3 = l3, a4 = l4;
          sh_Wt[l0][l1][l2][l3][l4] = a_Wt[(((a0 * 8 + a1) * 8 + a2) * 3 + a3) * 3 + a4];
        }
        for (long e = tid; e < 1632; e += 512) {  // stage a tile of I in sh_I
          const long l0 = 0, l1 = 0, l2 = e / 204 % 8, l3 = e / 34 % 6, l4 = e % 34;
          const long a0 = c0 + l0, a1 = c1 + l1, a2 = l2, a3 = 4 * by + l3, a4 = l4;
          sh_I[l0][l1][l2][l3][l4] = a_I[(((a0 * 32 + a1) * 8 + a2) * 56 + a3) * 56 + a4];
        }
        __syncthreads();
        r_O = 0;
        for (long c8 = 0; c8 <= 7; c8 += 1) {
          for (long c9 = 0; c9 <= 2; c9 += 1) {
            for (long c10 = 0; c10 <= 2; c10 += 1) {
              r_O += (sh_I[0][0][c8][ty + c9][tx + c10] * sh_Wt[0][tz][c8][c9][c10]);
            }
          }
        }
        __syncthreads();
      } else {
        for (long e = tid; e < 288; e += 512) {  // stage a tile of Wt in sh_Wt
          const long l0 = 0, l1 = e / 72 % 4, l2 = e / 9 % 8, l3 = e / 3 % 3, l4 = e % 3;
          const long a0 = c1 + l0, a1 = 4 * bz + l1, a2 = l2, a3 = l3, a4 = l4;
          sh_Wt[l0][l1][l2][l3][l4] = a_Wt[(((a0 * 8 + a1) * 8 + a2) * 3 + a3) * 3 + a4];
        }
        for (long e = tid; e < 1632; e += 512) {  // stage a tile of I in sh_I
          const long l0 = 0, l1 = 0, l2 = e / 204 % 8, l3 = e / 34 % 6, l4 = e % 34;
          const long a0 = c0 + l0, a1 = c1 + l1, a2 = l2, a3 = 4 * by + l3, a4 = 32 * bx + l4;
          if (a3 < 56 && a4 < 56) sh_I[l0][l1][l2][l3][l4] = a_I[(((a0 * 32 + a1) * 8 + a2) * 56 + a3) * 56 + a4];
        }
        __syncthreads();
        if (4 * by + ty <= 53 && bx == 1 && tx <= 21 || by == 13 && ty <= 1 && bx == 0) {
          if (bx == 1 && tx <= 21) {
            r_O = 0;
          } else {
            r_O = 0;
          }
          if (bx == 1 && tx <= 21) {
            for (long c8 = 0; c8 <= 7; c8 += 1) {
              for (long c9 = 0; c9 <= 2; c9 += 1) {
                for (long c10 = 0; c10 <= 2; c10 += 1) {
                  r_O += (sh_I[0][0][c8][ty + c9][tx + c10] * sh_Wt[0][tz][c8][c9][c10]);
                }
              }
            }
          } else {
            for (long c8 = 0; c8 <= 7; c8 += 1) {
              for (long c9 = 0; c9 <= 2; c9 += 1) {
                for (long c10 = 0; c10 <= 2; c10 += 1) {
                  r_O += (sh_I[0][0][c8][ty + c9][tx + c10] * sh_Wt[0][tz][c8][c9][c10]);
                }
              }
            }
          }
        }
        __syncthreads();
      }
      if (4 * by + ty <= 53 && 32 * bx + tx <= 53) {
        a_O[(((c0 * 32 + c1) * 8 + 4 * bz + tz) * 54 + 4 * by + ty) * 54 + 32 * bx + tx] = r_O;
      }
    }
  }
}
