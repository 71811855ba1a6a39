/* golden: kernels/polybench.tc trisolv at N=2000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trisolv with N=2000
//   S0_init: s(i) = identity of +
//   S0: s(i) += (L(i, j) * x(j))
//   S1: x(i) = ((b(i) - s(i)) / L(i, i))
#include <math.h>
#include <stdint.h>


// k_trisolv_0: statements S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256)
extern "C" __global__ void __launch_bounds__(256) k_trisolv_0(float *__restrict__ a_s)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (256 * bx + tx <= 1999) {
    a_s[(256 * bx + tx)] = 0;
  }
}

// k_trisolv_1: statements S0, S1
//   i -> blockIdx.x (tile 256) / threadIdx.x (256)
extern "C" __global__ void __launch_bounds__(256) k_trisolv_1(long po_h0, const float *__restrict__ a_L, const float *__restrict__ a_b, float *__restrict__ a_x, float *__restrict__ a_s)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (po_h0 >= 1 && po_h0 >= 256 * bx && 512 * bx + 509 >= po_h0 && po_h0 <= 3997 || po_h0 >= 512 * bx && 512 * bx + 510 >= po_h0 && po_h0 % 2 == 0) {
    if (256 * bx + tx <= 1999 && 512 * bx + 2 * tx >= po_h0 + 1 && po_h0 >= 256 * bx + tx) {
      a_s[(256 * bx + tx)] += (a_L[(256 * bx + tx) * 2000 + ((-256) * bx - tx + po_h0)] * a_x[((-256) * bx - tx + po_h0)]);
    } else {
      if (po_h0 == 512 * bx + 2 * tx) {
        a_x[(256 * bx + tx)] = ((float)(a_b[(256 * bx + tx)] - a_s[(256 * bx + tx)]) / (float)a_L[(256 * bx + tx) * 2000 + (256 * bx + tx)]);
      }
    }
  }
}
