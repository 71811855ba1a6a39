/* golden: kernels/nn.tc l1_norm at M=4096, N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for l1_norm with M=4096, N=4096
//   S0_init: R() = identity of +
//   S0: R() += abs(X(i, j))
#include <math.h>
#include <stdint.h>


// k_l1_norm_0: statements S0, S0_init
//   one thread (no parallel loop in the outermost band)
//   registers: R
extern "C" __global__ void k_l1_norm_0(const int32_t *__restrict__ a_X, int32_t *__restrict__ a_R)
{
  int32_t r_R = 0;
  r_R = 0;
  for (long c0 = 0; c0 <= 4095; c0 += 1) {
    for (long c1 = 0; c1 <= 4095; c1 += 1) {
      r_R += (a_X[c0 * 4096 + c1] < 0 ? -(a_X[c0 * 4096 + c1]) : (a_X[c0 * 4096 + c1]));
    }
  }
  a_R[0] = r_R;
}
