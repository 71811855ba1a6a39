/* golden: kernels/pool.tc avgpool2x2 at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for avgpool2x2 with N=8, C=64, H=112, W=112
//   S0_init: O(n, c, h, w) = identity of +
//   S0: O(n, c, h, w) += I(n, c, ((2 * h) + kh), ((2 * w) + kw))
//   S1: O(n, c, h, w) = (O(n, c, h, w) / 4.0)
#include <math.h>
#include <stdint.h>


// k_avgpool2x2_0: statements S0, S0_init, S1
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n; sequential: {0; 1; kh} (tiles of 2), {0; 1; kw} (tiles of 2)
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_avgpool2x2_0(const float *__restrict__ a_I, float *__restrict__ a_O)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  float r_O = 0.0f;
  if (32 * bx + tx <= 55) {
    r_O = 0;
  }
  if (32 * bx + tx <= 55) {
    #pragma unroll
    for (int i0 = 0; i0 <= 1; i0 += 1) {
      #pragma unroll
      for (int i1 = 0; i1 <= 1; i1 += 1) {
        r_O += a_I[(((bz / 16) * 64 + (4 * (bz % 16) + tz)) * 112 + ((2 * (4 * by + ty)) + i0)) * 112 + ((2 * (32 * bx + tx)) + i1)];
      }
    }
    r_O = ((float)r_O / (float)4.0f);
  }
  if (32 * bx + tx <= 55) {
    a_O[(((bz / 16) * 64 + 4 * (bz % 16) + tz) * 56 + 4 * by + ty) * 56 + 32 * bx + tx] = r_O;
  }
}
