/* golden: kernels/nn.tc gelu_silu at N=4096, D=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gelu_silu with N=4096, D=1024
//   S0: G(n, d) = ((0.5 * X(n, d)) * (1.0 + erf((X(n, d) * 0.7071067811865476))))
//   S1: Sl(n, d) = (X(n, d) * sigmoid(X(n, d)))
#include <math.h>
#include <stdint.h>


// k_gelu_silu_0: statements S0, S1
//   d -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_gelu_silu_0(const float *__restrict__ a_X, float *__restrict__ a_G, float *__restrict__ a_Sl)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  a_Sl[(16 * by + ty) * 1024 + (32 * bx + tx)] = (a_X[(16 * by + ty) * 1024 + (32 * bx + tx)] * (1.0f / (1.0f + expf(-(a_X[(16 * by + ty) * 1024 + (32 * bx + tx)])))));
  a_G[(16 * by + ty) * 1024 + (32 * bx + tx)] = ((0.5f * a_X[(16 * by + ty) * 1024 + (32 * bx + tx)]) * (1.0f + erff((a_X[(16 * by + ty) * 1024 + (32 * bx + tx)] * 0.7071067811865476f))));
}
