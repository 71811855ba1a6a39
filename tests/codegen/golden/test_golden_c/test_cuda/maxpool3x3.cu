/* golden: kernels/pool.tc maxpool3x3 at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for maxpool3x3 with N=8, C=64, H=112, W=112
//   S0_init: O(n, c, h, w) = identity of max
//   S0: O(n, c, h, w) = max(O(n, c, h, w), I(n, c, (h + kh), (w + kw)))
#include <math.h>
#include <stdint.h>


// k_maxpool3x3_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x6x34 of I
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_maxpool3x3_0(const double *__restrict__ a_I, double *__restrict__ a_O)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ double sh_I[1][4][6][34];
  double r_O = 0.0;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    if (by <= 26 && bx <= 2) {
      for (long e = tid; e < 816; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = 4 * bz + l1, a2 = 4 * by + l2, a3 = 32 * bx + l3;
        sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3];
      }
      __syncthreads();
      r_O = -INFINITY;
      for (long c6 = 0; c6 <= 2; c6 += 1) {
        for (long c7 = 0; c7 <= 2; c7 += 1) {
          { double v = sh_I[0][tz][ty + c6][tx + c7]; r_O = (v > r_O) ? v : r_O; }
        }
      }
      __syncthreads();
    } else {
      for (long e = tid; e < 816; e += 512) {  // stage a tile of I in sh_I
        const long l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
        const long a0 = c0 + l0, a1 = 4 * bz + l1, a2 = 4 * by + l2, a3 = 32 * bx + l3;
        if (a2 < 112 && a3 < 112) sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3];
      }
      __syncthreads();
      if (by == 27 && ty <= 1 && 32 * bx + tx <= 109 || by <= 26 && bx == 3 && tx <= 13) {
        if (by == 27 && ty <= 1) {
          r_O = -INFINITY;
        } else {
          r_O = -INFINITY;
        }
        if (by == 27 && ty <= 1) {
          for (long c6 = 0; c6 <= 2; c6 += 1) {
            for (long c7 = 0; c7 <= 2; c7 += 1) {
              { double v = sh_I[0][tz][ty + c6][tx + c7]; r_O = (v > r_O) ? v : r_O; }
            }
          }
        } else {
          for (long c6 = 0; c6 <= 2; c6 += 1) {
            for (long c7 = 0; c7 <= 2; c7 += 1) {
              { double v = sh_I[0][tz][ty + c6][tx + c7]; r_O = (v > r_O) ? v : r_O; }
            }
          }
        }
      }
      __syncthreads();
    }
    if (4 * by + ty <= 109 && 32 * bx + tx <= 109) {
      a_O[((c0 * 64 + 4 * bz + tz) * 110 + 4 * by + ty) * 110 + 32 * bx + tx] = r_O;
    }
  }
}
