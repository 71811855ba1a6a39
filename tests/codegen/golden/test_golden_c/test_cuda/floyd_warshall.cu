/* golden: kernels/polybench.tc floyd_warshall at N=256, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for floyd_warshall with N=256
//   S0: P(k, i, j) = W(i, j)
//   S1: P(k, i, j) = min(P((k - 1), i, j), (P((k - 1), i, (k - 1)) + P((k - 1), (k - 1), j)))
#include <math.h>
#include <stdint.h>


// k_floyd_warshall_0: statements S0, S1
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_floyd_warshall_0(const float *__restrict__ a_W, float *__restrict__ a_P)
{
  for (long c0 = 1; c0 <= 256; c0 += 1) {
    for (long c1 = 0; c1 <= 255; c1 += 1) {
      a_P[(0 * 256 + (c0 - 1)) * 256 + c1] = a_W[(c0 - 1) * 256 + c1];
    }
  }
  for (long c0 = 257; c0 <= 512; c0 += 1) {
    for (long c1 = 0; c1 <= 255; c1 += 1) {
      for (long c2 = 0; c2 <= 255; c2 += 1) {
        a_P[((c0 - 256) * 256 + c1) * 256 + c2] = fminf(a_P[(((c0 - 256) - 1) * 256 + c1) * 256 + c2], (a_P[(((c0 - 256) - 1) * 256 + c1) * 256 + ((c0 - 256) - 1)] + a_P[(((c0 - 256) - 1) * 256 + ((c0 - 256) - 1)) * 256 + c2]));
      }
    }
  }
}
