/* golden: kernels/pool.tc global_avgpool at N=32, C=512, H=14, W=14, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for global_avgpool with N=32, C=512, H=14, W=14
//   S0_init: O(n, c) = identity of +
//   S0: O(n, c) += I(n, c, h, w)
//   S1: O(n, c) = (O(n, c) / (H * W))
#include <math.h>
#include <stdint.h>


// k_global_avgpool_0: statements S0, S0_init, S1
//   c -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; H; h} (tiles of 15), {0; W; w} (tiles of 15)
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_global_avgpool_0(const float *__restrict__ a_I, float *__restrict__ a_O)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int s_H = 14;
  const int s_W = 14;
  float r_O = 0.0f;
  r_O = 0;
  #pragma unroll
  for (int i0 = 0; i0 <= 13; i0 += 1) {
    #pragma unroll
    for (int i1 = 0; i1 <= 13; i1 += 1) {
      r_O += a_I[(((16 * by + ty) * 512 + (32 * bx + tx)) * 14 + i0) * 14 + i1];
    }
  }
  r_O = ((float)r_O / (float)(s_H * s_W));
  a_O[(16 * by + ty) * 512 + 32 * bx + tx] = r_O;
}
