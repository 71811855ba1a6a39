/* golden: kernels/linalg.tc matvec at M=4096, N=8192, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matvec with M=4096, N=8192
//   S0_init: y(i) = identity of +
//   S0: y(i) += (A(i, j) * x(j))
#include <math.h>
#include <stdint.h>


// k_matvec_0: statements S0, S0_init (row kernel)
//   rows (4096) -> a block of 256 threads per row, grid-stride; 4 columns per 128-bit access; reductions y by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(256) k_matvec_0(const float *__restrict__ a_A, const float *__restrict__ a_x, float *__restrict__ a_y)
{
  __shared__ float sh_y[8];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 4096; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    float r_y;
    // S0_init, S0
    r_y = 0;
    {
      float p_y = 0;
      const int n0_len = 8192;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 4; g += 256) {
        const int c0 = (g * 4);
        float b1[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_A[r0 * 8192 + c0]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        float b2[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_x[c0]); b2[0] = t.x; b2[1] = t.y; b2[2] = t.z; b2[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_y += (b1[vi] * b2[vi]);
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_y += __shfl_xor_sync(0xffffffffu, p_y, o);
      }
      if ((tid & 31) == 0) sh_y[tid >> 5] = p_y;
      __syncthreads();
      p_y = sh_y[0];
      for (int w = 1; w < 8; w++) {
        p_y += sh_y[w];
      }
      r_y += p_y;
    }
    if (tid == 0) a_y[r0] = r_y;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
