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
  for (int i0 = 0; i0 <= 4095; i0 += 1) {
    for (int i1 = 0; i1 <= 4095; i1 += 1) {
      r_R += (a_X[i0 * 4096 + i1] < 0 ? -(a_X[i0 * 4096 + i1]) : (a_X[i0 * 4096 + i1]));
    }
  }
  a_R[0] = r_R;
}
