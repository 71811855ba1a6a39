/* golden: kernels/polybench.tc durbin at N=1000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for durbin with N=1000
//   S0: y(k, i) = -r(0)
//   S1: beta(k) = float64(1.0)
//   S2: alpha(k) = -r(0)
//   S3: beta(k) = ((1 - (alpha((k - 1)) * alpha((k - 1)))) * beta((k - 1)))
//   S4_init: s(k) = identity of +
//   S4: s(k) += (r(((k - i) - 1)) * y((k - 1), i))
//   S5: alpha(k) = (-(r(k) + s(k)) / beta(k))
//   S6_p0: y(k, i) = (y((k - 1), i) + (alpha(k) * y((k - 1), ((k - i) - 1))))
//   S6_p1: y(k, i) = alpha(k)
#include <math.h>
#include <stdint.h>


// k_durbin_0: statements S0, S1, S2, S3, S4, S4_init, S5, S6_p0, S6_p1
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_durbin_0(const double *__restrict__ a_r, double *__restrict__ a_y, double *__restrict__ a_beta, double *__restrict__ a_alpha, double *__restrict__ a_s)
{
  a_alpha[0] = (-a_r[0]);
  a_beta[0] = ((double)(1.0));
  a_y[0 * 1000 + 0] = (-a_r[0]);
  for (int i0 = 1; i0 <= 999; i0 += 1) {
    a_beta[i0] = ((1.0 - (a_alpha[(i0 - 1)] * a_alpha[(i0 - 1)])) * a_beta[(i0 - 1)]);
    a_s[i0] = 0;
    for (int i1 = 0; i1 < i0; i1 += 1) {
      a_s[i0] += (a_r[((i0 - i1) - 1)] * a_y[(i0 - 1) * 1000 + i1]);
    }
    a_alpha[i0] = ((double)(-(a_r[i0] + a_s[i0])) / (double)a_beta[i0]);
    for (int i1 = 1000; i1 <= i0 + 999; i1 += 1) {
      a_y[i0 * 1000 + (i1 - 1000)] = (a_y[(i0 - 1) * 1000 + (i1 - 1000)] + (a_alpha[i0] * a_y[(i0 - 1) * 1000 + ((i0 - (i1 - 1000)) - 1)]));
    }
    a_y[i0 * 1000 + i0] = a_alpha[i0];
  }
}
