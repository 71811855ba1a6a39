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
  for (int i0 = 1; i0 <= 256; i0 += 1) {
    #pragma unroll
    for (int i1 = 0; i1 <= 255; i1 += 1) {
      a_P[(0 * 256 + (i0 - 1)) * 256 + i1] = a_W[(i0 - 1) * 256 + i1];
    }
  }
  for (int i0 = 257; i0 <= 512; i0 += 1) {
    for (int i1 = 0; i1 <= 255; i1 += 1) {
      #pragma unroll
      for (int i2 = 0; i2 <= 255; i2 += 1) {
        a_P[((i0 - 256) * 256 + i1) * 256 + i2] = fminf(a_P[(((i0 - 256) - 1) * 256 + i1) * 256 + i2], (a_P[(((i0 - 256) - 1) * 256 + i1) * 256 + ((i0 - 256) - 1)] + a_P[(((i0 - 256) - 1) * 256 + ((i0 - 256) - 1)) * 256 + i2]));
      }
    }
  }
}
