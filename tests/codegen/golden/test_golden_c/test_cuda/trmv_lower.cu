/* golden: kernels/triangular.tc trmv_lower at N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trmv_lower with N=4096
//   S0_init: y(i) = identity of +
//   S0: y(i) += (L(i, j) * x(j))
#include <math.h>
#include <stdint.h>


// k_trmv_lower_0: statements S0, S0_init (row kernel)
//   rows (4096) -> a block of 128 threads per row, grid-stride; 4 columns per 128-bit access; reductions y by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(128) k_trmv_lower_0(const float *__restrict__ a_L, const float *__restrict__ a_x, float *__restrict__ a_y)
{
  __shared__ float sh_y[4];
  const int tid = threadIdx.x;
  for (long u0 = (long)blockIdx.x; u0 < 4096; u0 += (long)gridDim.x) {
    const long u = u0;
    const long r0 = u;
    float r_y;
    // S0_init, S0
    r_y = 0;
    {
      float p_y = 0;
      const long n0_len = r0 + 1;
      #pragma unroll 4
      for (long g = tid; g < n0_len / 4; g += 128) {
        const long c0 = (g * 4);
        float b1[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_L[r0 * 4096 + c0]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        float b2[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_x[c0]); b2[0] = t.x; b2[1] = t.y; b2[2] = t.z; b2[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_y += (b1[vi] * b2[vi]);
        }
      }
      for (long l = n0_len / 4 * 4 + tid; l < n0_len; l += 128) {  // the rest
        const long c0 = l;
        p_y += (a_L[r0 * 4096 + c0] * a_x[c0]);
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_y += __shfl_xor_sync(0xffffffffu, p_y, o);
      }
      if ((tid & 31) == 0) sh_y[tid >> 5] = p_y;
      __syncthreads();
      p_y = sh_y[0];
      for (int w = 1; w < 4; w++) {
        p_y += sh_y[w];
      }
      r_y += p_y;
    }
    if (tid == 0) a_y[r0] = r_y;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
