/* golden: kernels/polybench.tc floyd_warshall at N=256, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for floyd_warshall with N=256
//   S0: P(k, i, j) = W(i, j)
//   S1: P(k, i, j) = min(P((k - 1), i, j), (P((k - 1), i, (k - 1)) + P((k - 1), (k - 1), j)))
#include <math.h>
#include <stdint.h>


// k_floyd_warshall_0: statements S0
//   j -> blockIdx.x (tile 256) / threadIdx.x (256)
extern "C" __global__ void __launch_bounds__(256) k_floyd_warshall_0(long po_h0, const float *__restrict__ a_W, float *__restrict__ a_P)
{
  const int tx = threadIdx.x;
  a_P[(0 * 256 + (po_h0 - 1)) * 256 + tx] = a_W[(po_h0 - 1) * 256 + tx];
}

// k_floyd_warshall_1: statements S1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_floyd_warshall_1(long po_h0, float *__restrict__ a_P)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  a_P[((po_h0 - 256) * 256 + (16 * by + ty)) * 256 + (32 * bx + tx)] = fminf(a_P[(((po_h0 - 256) - 1) * 256 + (16 * by + ty)) * 256 + (32 * bx + tx)], (a_P[(((po_h0 - 256) - 1) * 256 + (16 * by + ty)) * 256 + ((po_h0 - 256) - 1)] + a_P[(((po_h0 - 256) - 1) * 256 + ((po_h0 - 256) - 1)) * 256 + (32 * bx + tx)]));
}
