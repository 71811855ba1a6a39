/* golden: kernels/nn.tc row_prod at N=4096, D=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for row_prod with N=4096, D=1024
//   S0_init: P(n) = identity of *
//   S0: P(n) *= X(n, d)
#include <math.h>
#include <stdint.h>


// k_row_prod_0: statements S0, S0_init (row kernel)
//   rows (4096) -> a block of 64 threads per row, grid-stride; 2 columns per 128-bit access; reductions P by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(64) k_row_prod_0(const double *__restrict__ a_X, double *__restrict__ a_P)
{
  __shared__ double sh_P[2];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 4096; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    double r_P;
    // S0_init, S0
    r_P = 1;
    {
      double p_P = 1;
      const int n0_len = 1024;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 2; g += 64) {
        const int c0 = (g * 2);
        double b1[2];
        { const double2 t = *reinterpret_cast<const double2 *>(&a_X[r0 * 1024 + c0]); b1[0] = t.x; b1[1] = t.y; }
        #pragma unroll
        for (int vi = 0; vi < 2; vi++) {
          p_P *= b1[vi];
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_P *= __shfl_xor_sync(0xffffffffu, p_P, o);
      }
      if ((tid & 31) == 0) sh_P[tid >> 5] = p_P;
      __syncthreads();
      p_P = sh_P[0];
      for (int w = 1; w < 2; w++) {
        p_P *= sh_P[w];
      }
      r_P *= p_P;
    }
    if (tid == 0) a_P[r0] = r_P;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
