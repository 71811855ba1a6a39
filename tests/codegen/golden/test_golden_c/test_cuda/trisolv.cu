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
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  if (bx <= 6) {
    a_s[(256 * bx + tx)] = 0;
  } else {
    if (tx <= 207) {
      a_s[(tx + 1792)] = 0;
    }
  }
}

// k_trisolv_1: statements S0, S1
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_trisolv_1(const float *__restrict__ a_L, const float *__restrict__ a_b, float *__restrict__ a_x, float *__restrict__ a_s)
{
  for (long c0 = 0; c0 <= 1999; c0 += 1) {
    for (long c1 = 0; c1 < c0; c1 += 1) {
      a_s[c0] += (a_L[c0 * 2000 + c1] * a_x[c1]);
    }
    a_x[c0] = ((float)(a_b[c0] - a_s[c0]) / (float)a_L[c0 * 2000 + c0]);
  }
}
