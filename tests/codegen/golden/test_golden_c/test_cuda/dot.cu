/* golden: kernels/linalg.tc dot at Len=8388608, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for dot with Len=8388608
//   S0_init: d() = identity of +
//   S0: d() += (x(i) * y(i))
#include <math.h>
#include <stdint.h>


// k_dot_0: statements S0, S0_init
//   one thread (no parallel loop in the outermost band)
//   registers: d
extern "C" __global__ void k_dot_0(const double *__restrict__ a_x, const double *__restrict__ a_y, double *__restrict__ a_d)
{
  double r_d = 0.0;
  r_d = 0;
  for (int i0 = 0; i0 <= 8388607; i0 += 1) {
    r_d += (a_x[i0] * a_y[i0]);
  }
  a_d[0] = r_d;
}
