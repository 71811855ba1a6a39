/* golden: kernels/nn.tc row_prod at N=4096, D=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for row_prod with N=4096, D=1024
//   S0_init: P(n) = identity of *
//   S0: P(n) *= X(n, d)
#include <math.h>
#include <stdint.h>


// k_row_prod_0: statements S0, S0_init
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; d} (tiles of 32)
//   registers: P
extern "C" __global__ void __launch_bounds__(256) k_row_prod_0(const double *__restrict__ a_X, double *__restrict__ a_P)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  double r_P = 0.0;
  r_P = 1;
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    {
      const int po_s0 = c0;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_P *= a_X[(256 * bx + tx) * 1024 + i0];
      }
    }
  }
  a_P[256 * bx + tx] = r_P;
}
