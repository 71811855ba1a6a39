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
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_trisolv_1(const float *__restrict__ a_L, const float *__restrict__ a_b, float *__restrict__ a_x, float *__restrict__ a_s)
{
  for (int i0 = 0; i0 <= 1999; i0 += 1) {
    for (int i1 = 0; i1 < i0; i1 += 1) {
      a_s[i0] += (a_L[i0 * 2000 + i1] * a_x[i1]);
    }
    a_x[i0] = ((float)(a_b[i0] - a_s[i0]) / (float)a_L[i0 * 2000 + i0]);
  }
}
