/* golden: kernels/pool.tc global_avgpool at N=32, C=512, H=14, W=14, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for global_avgpool with N=32, C=512, H=14, W=14
//   S0_init: O(n, c) = identity of +
//   S0: O(n, c) += I(n, c, h, w)
//   S1: O(n, c) = (O(n, c) / (H * W))
#include <math.h>
#include <stdint.h>


// k_global_avgpool_0: statements S0, S0_init, S1 (row kernel)
//   rows (32x512) -> 32 lanes per row (8 rows per block of 256), grid-stride; reductions O by __shfl_xor_sync
extern "C" __global__ void __launch_bounds__(256) k_global_avgpool_0(const float *__restrict__ a_I, float *__restrict__ a_O)
{
  const int s_H = 14;
  const int s_W = 14;
  const int tid = threadIdx.x;
  const int lane = tid & 31;
  for (int u0 = 8 * (int)blockIdx.x; u0 < 16384; u0 += 8 * (int)gridDim.x) {
    const int u = u0 + (tid >> 5);
    const bool act = u < 16384;
    const int r0 = (u / 512);
    const int r1 = u % 512;
    float r_O;
    // S0_init, S0
    if (act) r_O = 0;
    {
      float p_O = 0;
      const int n0_len = (act) ? 196 : 0;
      #pragma unroll 4
      for (int g = lane; g < n0_len; g += 32) {
        const int c0 = g / 14, c1 = g % 14;
        p_O += a_I[((r0 * 512 + r1) * 14 + c0) * 14 + c1];
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_O += __shfl_xor_sync(0xffffffffu, p_O, o);
      }
      if (act) r_O += p_O;
    }
    // S1
    if (act) r_O = ((float)r_O / (float)(s_H * s_W));
    if (lane == 0 && act) a_O[r0 * 512 + r1] = r_O;
  }
}
