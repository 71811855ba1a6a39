/* golden: kernels/pool.tc maxpool2x2 at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for maxpool2x2 with N=8, C=64, H=112, W=112
//   S0_init: O(n, c, h, w) = identity of max
//   S0: O(n, c, h, w) = max(O(n, c, h, w), I(n, c, ((2 * h) + kh), ((2 * w) + kw)))
#include <math.h>
#include <stdint.h>


// k_maxpool2x2_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n; sequential: {0; kh} (tiles of 2), {0; kw} (tiles of 2)
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_maxpool2x2_0(const float *__restrict__ a_I, float *__restrict__ a_O)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  float r_O = 0.0f;
  if (32 * bx + tx <= 55) {
    for (long c0 = 0; c0 <= 7; c0 += 1) {
      if (bx == 0) {
        r_O = -INFINITY;
        for (long c6 = 0; c6 <= 1; c6 += 1) {
          for (long c7 = 0; c7 <= 1; c7 += 1) {
            { float v = a_I[((c0 * 64 + (4 * bz + tz)) * 112 + ((2 * (4 * by + ty)) + c6)) * 112 + ((2 * tx) + c7)]; r_O = (v > r_O) ? v : r_O; }
          }
        }
      } else {
        r_O = -INFINITY;
        for (long c6 = 0; c6 <= 1; c6 += 1) {
          for (long c7 = 0; c7 <= 1; c7 += 1) {
            { float v = a_I[((c0 * 64 + (4 * bz + tz)) * 112 + ((2 * (4 * by + ty)) + c6)) * 112 + ((2 * (tx + 32)) + c7)]; r_O = (v > r_O) ? v : r_O; }
          }
        }
      }
      a_O[((c0 * 64 + 4 * bz + tz) * 56 + 4 * by + ty) * 56 + 32 * bx + tx] = r_O;
    }
  }
}
