/* golden: kernels/conv.tc conv2d_3x3_bias_relu at N=8, C=64, H=56, W=56, K=64, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_3x3_bias_relu with N=8, C=64, H=56, W=56, K=64
//   S0_init: O(n, k, h, w) = identity of +
//   S0: O(n, k, h, w) += (I(n, c, (h + r), (w + s)) * Wt(k, c, r, s))
//   S1: O(n, k, h, w) = relu((O(n, k, h, w) + bias(k)))
#include <math.h>
#include <stdint.h>


// k_conv2d_3x3_bias_relu_0: statements S0, S0_init, S1
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); k -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; 2; r} (tiles of 3), {0; 2; s} (tiles of 3), {0; C; c} (tiles of 32)
//   shared: sh_I: tile 1x32x6x34 of I
//   shared: sh_Wt: tile 4x32x3x3 of Wt
//   shared: sh_bias: tile 4 of bias
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_conv2d_3x3_bias_relu_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, const float *__restrict__ a_bias, float *__restrict__ a_O)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ float sh_I[1][32][6][34];
  __shared__ float sh_Wt[4][32][3][3];
  __shared__ float sh_bias[4];
  float r_O = 0.0f;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    if (by <= 12 && bx == 0) {
      for (long c3 = 0; c3 <= 32; c3 += 32) {
        for (long e = tid; e < 6528; e += 512) {  // stage a tile of I in sh_I
          const long l0 = 0, l1 = e / 204 % 32, l2 = e / 34 % 6, l3 = e % 34;
          const long a0 = c0 + l0, a1 = c3 + l1, a2 = 4 * by + l2, a3 = l3;
          sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 56 + a2) * 56 + a3];
        }
        for (long e = tid; e < 1152; e += 512) {  // stage a tile of Wt in sh_Wt
          const long l0 = e / 288, l1 = e / 9 % 32, l2 = e / 3 % 3, l3 = e % 3;
          const long a0 = 4 * bz + l0, a1 = c3 + l1, a2 = l2, a3 = l3;
          sh_Wt[l0][l1][l2][l3] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
        }
        __syncthreads();
        if (c3 == 0) {
          r_O = 0;
        }
        for (long c7 = 0; c7 <= 2; c7 += 1) {
          for (long c8 = 0; c8 <= 2; c8 += 1) {
            for (long c9 = c3; c9 <= c3 + 31; c9 += 1) {
              r_O += (sh_I[0][-c3 + c9][ty + c7][tx + c8] * sh_Wt[tz][-c3 + c9][c7][c8]);
            }
          }
        }
        __syncthreads();
      }
      for (long e = tid; e < 4; e += 512) {  // stage a tile of bias in sh_bias
        const long l0 = e;
        const long a0 = 4 * bz + l0;
        sh_bias[l0] = a_bias[a0];
      }
      __syncthreads();
      r_O = fmaxf((r_O + sh_bias[tz]), 0.0f);
      __syncthreads();
    } else {
      for (long c3 = 0; c3 <= 64; c3 += 32) {
        if (bx == 1 && c3 <= 32 || by == 13 && bx == 0 && c3 <= 32) {
          for (long e = tid; e < 6528; e += 512) {  // stage a tile of I in sh_I
            const long l0 = 0, l1 = e / 204 % 32, l2 = e / 34 % 6, l3 = e % 34;
            const long a0 = c0 + l0, a1 = c3 + l1, a2 = 4 * by + l2, a3 = 32 * bx + l3;
            if (a2 < 56 && a3 < 56) sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 56 + a2) * 56 + a3];
          }
          for (long e = tid; e < 1152; e += 512) {  // stage a tile of Wt in sh_Wt
            const long l0 = e / 288, l1 = e / 9 % 32, l2 = e / 3 % 3, l3 = e % 3;
            const long a0 = 4 * bz + l0, a1 = c3 + l1, a2 = l2, a3 = l3;
            sh_Wt[l0][l1][l2][l3] = a_Wt[((a0 * 64 + a1) * 3 + a2) * 3 + a3];
          }
        } else {
          for (long e = tid; e < 4; e += 512) {  // stage a tile of bias in sh_bias
            const long l0 = e;
            const long a0 = 4 * bz + l0;
            sh_bias[l0] = a_bias[a0];
          }
        }
        __syncthreads();
        if (4 * by + ty <= 53 && c3 == 0) {
          if (bx == 1 && tx <= 21) {
            r_O = 0;
          } else {
            if (by == 13 && bx == 0) {
              r_O = 0;
            }
          }
        }
        if (4 * by + ty <= 53 && c3 <= 32) {
          if (bx == 1 && tx <= 21) {
            for (long c7 = 0; c7 <= 2; c7 += 1) {
              for (long c8 = 0; c8 <= 2; c8 += 1) {
                for (long c9 = c3; c9 <= c3 + 31; c9 += 1) {
                  r_O += (sh_I[0][-c3 + c9][ty + c7][tx + c8] * sh_Wt[tz][-c3 + c9][c7][c8]);
                }
              }
            }
          } else {
            if (by == 13 && bx == 0) {
              for (long c7 = 0; c7 <= 2; c7 += 1) {
                for (long c8 = 0; c8 <= 2; c8 += 1) {
                  for (long c9 = c3; c9 <= c3 + 31; c9 += 1) {
                    r_O += (sh_I[0][-c3 + c9][ty + c7][tx + c8] * sh_Wt[tz][-c3 + c9][c7][c8]);
                  }
                }
              }
            }
          }
        } else {
          if (4 * by + ty <= 53 && c3 == 64) {
            if (bx == 1 && tx <= 21) {
              r_O = fmaxf((r_O + sh_bias[tz]), 0.0f);
            } else {
              if (by == 13 && bx == 0) {
                r_O = fmaxf((r_O + sh_bias[tz]), 0.0f);
              }
            }
          }
        }
        __syncthreads();
      }
    }
    if (4 * by + ty <= 53 && 32 * bx + tx <= 53) {
      a_O[((c0 * 64 + 4 * bz + tz) * 54 + 4 * by + ty) * 54 + 32 * bx + tx] = r_O;
    }
  }
}
