/* golden: kernels/pool.tc avgpool3x3_clipped at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for avgpool3x3_clipped with N=8, C=64, H=112, W=112
//   S0_init: S(n, c, h, w) = identity of +
//   S0: S(n, c, h, w) += I(n, c, ((h + kh) - 1), ((w + kw) - 1))
//   S1: O(n, c, h, w) = (S(n, c, h, w) / float32((((min((h + 1), (H - 1)) - max((h - 1), 0)) + 1) * ((min((w + 1), (W - 1)) - max((w - 1), 0)) + 1))))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_avgpool3x3_clipped_0: statements S0, S0_init, S1
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; 2; kh} (tiles of 3), {0; 2; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x6x34 of I
//   registers: S
extern "C" __global__ void __launch_bounds__(512) k_avgpool3x3_clipped_0(const float *__restrict__ a_I, float *__restrict__ a_O, float *__restrict__ a_S)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  const long s_H = 112;
  const long s_W = 112;
  __shared__ float sh_I[1][4][6][34];
  float r_S = 0.0f;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    if (by >= 1 && by <= 26 && bx >= 1 && bx <= 2) {
      for (long e = tid; e < 816; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = 4 * bz + l1, a2 = 4 * by - 1 + l2, a3 = 32 * bx - 1 + l3;
        sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3];
      }
      __syncthreads();
      r_S = 0;
      for (long c6 = 0; c6 <= 2; c6 += 1) {
        for (long c7 = 0; c7 <= 2; c7 += 1) {
          r_S += sh_I[0][tz][ty + c6][tx + c7];
        }
      }
      a_O[((c0 * 64 + (4 * bz + tz)) * 112 + (4 * by + ty)) * 112 + (32 * bx + tx)] = ((float)r_S / (float)((float)((((((((4 * by + ty) + 1)) < ((s_H - 1)) ? (((4 * by + ty) + 1)) : ((s_H - 1))) - ((((4 * by + ty) - 1)) > (0) ? (((4 * by + ty) - 1)) : (0))) + 1) * ((((((32 * bx + tx) + 1)) < ((s_W - 1)) ? (((32 * bx + tx) + 1)) : ((s_W - 1))) - ((((32 * bx + tx) - 1)) > (0) ? (((32 * bx + tx) - 1)) : (0))) + 1)))));
      __syncthreads();
    } else {
      for (long e = tid; e < 816; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = 4 * bz + l1, a2 = 4 * by - 1 + l2, a3 = 32 * bx - 1 + l3;
        if (a2 >= 0 && a2 < 112 && a3 >= 0 && a3 < 112) sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3];
      }
      __syncthreads();
      if (by == 27 && 32 * bx + tx <= 111 || by == 0 && 32 * bx + tx <= 111 || by >= 1 && by <= 26 && bx == 0 || by >= 1 && by <= 26 && bx == 3 && tx <= 15) {
        if (by == 27) {
          r_S = 0;
        } else {
          if (by == 0) {
            r_S = 0;
          } else {
            if (bx == 0) {
              r_S = 0;
            } else {
              r_S = 0;
            }
          }
        }
        if (by == 27) {
          for (long c6 = 0; c6 <= po_min(2, -ty + 4); c6 += 1) {
            for (long c7 = po_max(0, (-32) * bx - tx + 1); c7 <= po_min(2, (-32) * bx - tx + 112); c7 += 1) {
              r_S += sh_I[0][tz][ty + c6][tx + c7];
            }
          }
        } else {
          if (by == 0) {
            for (long c6 = po_max(0, -ty + 1); c6 <= 2; c6 += 1) {
              for (long c7 = po_max(0, (-32) * bx - tx + 1); c7 <= po_min(2, (-32) * bx - tx + 112); c7 += 1) {
                r_S += sh_I[0][tz][ty + c6][tx + c7];
              }
            }
          } else {
            if (bx == 0) {
              for (long c6 = 0; c6 <= 2; c6 += 1) {
                for (long c7 = po_max(0, -tx + 1); c7 <= 2; c7 += 1) {
                  r_S += sh_I[0][tz][ty + c6][tx + c7];
                }
              }
            } else {
              for (long c6 = 0; c6 <= 2; c6 += 1) {
                for (long c7 = 0; c7 <= po_min(2, -tx + 16); c7 += 1) {
                  r_S += sh_I[0][tz][ty + c6][tx + c7];
                }
              }
            }
          }
        }
        if (by == 27) {
          a_O[((c0 * 64 + (4 * bz + tz)) * 112 + (ty + 108)) * 112 + (32 * bx + tx)] = ((float)r_S / (float)((float)((((((((ty + 108) + 1)) < ((s_H - 1)) ? (((ty + 108) + 1)) : ((s_H - 1))) - ((((ty + 108) - 1)) > (0) ? (((ty + 108) - 1)) : (0))) + 1) * ((((((32 * bx + tx) + 1)) < ((s_W - 1)) ? (((32 * bx + tx) + 1)) : ((s_W - 1))) - ((((32 * bx + tx) - 1)) > (0) ? (((32 * bx + tx) - 1)) : (0))) + 1)))));
        } else {
          if (by == 0) {
            a_O[((c0 * 64 + (4 * bz + tz)) * 112 + ty) * 112 + (32 * bx + tx)] = ((float)r_S / (float)((float)(((((((ty + 1)) < ((s_H - 1)) ? ((ty + 1)) : ((s_H - 1))) - (((ty - 1)) > (0) ? ((ty - 1)) : (0))) + 1) * ((((((32 * bx + tx) + 1)) < ((s_W - 1)) ? (((32 * bx + tx) + 1)) : ((s_W - 1))) - ((((32 * bx + tx) - 1)) > (0) ? (((32 * bx + tx) - 1)) : (0))) + 1)))));
          } else {
            if (bx == 0) {
              a_O[((c0 * 64 + (4 * bz + tz)) * 112 + (4 * by + ty)) * 112 + tx] = ((float)r_S / (float)((float)((((((((4 * by + ty) + 1)) < ((s_H - 1)) ? (((4 * by + ty) + 1)) : ((s_H - 1))) - ((((4 * by + ty) - 1)) > (0) ? (((4 * by + ty) - 1)) : (0))) + 1) * (((((tx + 1)) < ((s_W - 1)) ? ((tx + 1)) : ((s_W - 1))) - (((tx - 1)) > (0) ? ((tx - 1)) : (0))) + 1)))));
            } else {
              a_O[((c0 * 64 + (4 * bz + tz)) * 112 + (4 * by + ty)) * 112 + (tx + 96)] = ((float)r_S / (float)((float)((((((((4 * by + ty) + 1)) < ((s_H - 1)) ? (((4 * by + ty) + 1)) : ((s_H - 1))) - ((((4 * by + ty) - 1)) > (0) ? (((4 * by + ty) - 1)) : (0))) + 1) * ((((((tx + 96) + 1)) < ((s_W - 1)) ? (((tx + 96) + 1)) : ((s_W - 1))) - ((((tx + 96) - 1)) > (0) ? (((tx + 96) - 1)) : (0))) + 1)))));
            }
          }
        }
      }
      __syncthreads();
    }
    if (32 * bx + tx <= 111) {
      a_S[((c0 * 64 + 4 * bz + tz) * 112 + 4 * by + ty) * 112 + 32 * bx + tx] = r_S;
    }
  }
}
