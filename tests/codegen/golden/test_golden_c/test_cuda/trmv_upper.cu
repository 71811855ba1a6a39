/* golden: kernels/triangular.tc trmv_upper at N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trmv_upper with N=4096
//   S0_init: y(i) = identity of +
//   S0: y(i) += (U(i, j) * x(j))
#include <math.h>
#include <stdint.h>


// k_trmv_upper_0: statements S0, S0_init (row kernel)
//   rows (4096) -> a block of 512 threads per row, grid-stride; reductions y by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(512) k_trmv_upper_0(const double *__restrict__ a_U, const double *__restrict__ a_x, double *__restrict__ a_y)
{
  __shared__ double sh_y[16];
  const int tid = threadIdx.x;
  for (long u0 = (long)blockIdx.x; u0 < 4096; u0 += (long)gridDim.x) {
    const long u = u0;
    const long r0 = u;
    double r_y;
    // S0_init, S0
    r_y = 0;
    {
      double p_y = 0;
      const long n0_len = -r0 + 4096;
      #pragma unroll 4
      for (long g = tid; g < n0_len; g += 512) {
        const long c0 = r0 + g;
        p_y += (a_U[r0 * 4096 + c0] * a_x[c0]);
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_y += __shfl_xor_sync(0xffffffffu, p_y, o);
      }
      if ((tid & 31) == 0) sh_y[tid >> 5] = p_y;
      __syncthreads();
      p_y = sh_y[0];
      for (int w = 1; w < 16; w++) {
        p_y += sh_y[w];
      }
      r_y += p_y;
    }
    if (tid == 0) a_y[r0] = r_y;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
