/* golden: kernels/polybench.tc jacobi_1d at N=200000, T=50, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for jacobi_1d with N=200000, T=50
//   S0: A(t, i) = A0(i)
//   S1_p0: A(t, i) = A((t - 1), i)
//   S1_p1: A(t, i) = (0.33333 * ((A((t - 1), (i - 1)) + A((t - 1), i)) + A((t - 1), (i + 1))))
#include <math.h>
#include <stdint.h>


// k_jacobi_1d_0: statements S0, S1_p0, S1_p1
//   {i; t + i} -> blockIdx.x (tile 256) / threadIdx.x (256)
extern "C" __global__ void __launch_bounds__(256) k_jacobi_1d_0(long po_h0, const float *__restrict__ a_A0, float *__restrict__ a_A)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (256 * bx + tx <= 199999 && po_h0 == 0) {
    a_A[0 * 200000 + (256 * bx + tx)] = a_A0[(256 * bx + tx)];
  } else {
    if (bx == 0 && tx >= 1 && po_h0 == tx || bx == 781 && tx >= 64 && po_h0 + 63 == tx) {
      a_A[((-63) * bx / 781 + tx) * 200000 + (199999 * bx / 781)] = a_A[(((-63) * bx / 781 + tx) - 1) * 200000 + (199999 * bx / 781)];
    } else {
      if (po_h0 >= 1 && 256 * bx + tx >= po_h0 + 1 && po_h0 + 199998 >= 256 * bx + tx) {
        a_A[po_h0 * 200000 + (256 * bx + tx - po_h0)] = (0.33333f * ((a_A[(po_h0 - 1) * 200000 + ((256 * bx + tx - po_h0) - 1)] + a_A[(po_h0 - 1) * 200000 + (256 * bx + tx - po_h0)]) + a_A[(po_h0 - 1) * 200000 + ((256 * bx + tx - po_h0) + 1)]));
      }
    }
  }
}
