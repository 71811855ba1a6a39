/* golden: kernels/polybench.tc jacobi_1d at N=200000, T=50, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for jacobi_1d with N=200000, T=50
//   S0: A(t, i) = A0(i)
//   S1_p0: A(t, i) = A((t - 1), i)
//   S1_p1: A(t, i) = (0.33333 * ((A((t - 1), (i - 1)) + A((t - 1), i)) + A((t - 1), (i + 1))))
#include <math.h>
#include <stdint.h>


// k_jacobi_1d_0: statements S0, S1_p0, S1_p1
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_jacobi_1d_0(const float *__restrict__ a_A0, float *__restrict__ a_A)
{
  for (int i1 = 0; i1 <= 199999; i1 += 1) {
    a_A[0 * 200000 + i1] = a_A0[i1];
  }
  #pragma unroll
  for (int i0 = 1; i0 <= 49; i0 += 1) {
    for (int i1 = i0; i1 <= i0 + 199999; i1 += 1) {
      if (i1 == i0 + 199999 || i1 == i0) {
        a_A[i0 * 200000 + (-i0 + i1)] = a_A[(i0 - 1) * 200000 + (-i0 + i1)];
      } else {
        a_A[i0 * 200000 + (-i0 + i1)] = (0.33333f * ((a_A[(i0 - 1) * 200000 + ((-i0 + i1) - 1)] + a_A[(i0 - 1) * 200000 + (-i0 + i1)]) + a_A[(i0 - 1) * 200000 + ((-i0 + i1) + 1)]));
      }
    }
  }
}
