/* golden: kernels/shape.tc transpose at M=4096, N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for transpose with M=4096, N=4096
//   S0: T(j, i) = A(i, j)
#include <math.h>
#include <stdint.h>


// k_transpose_0: statements S0
//   i -> blockIdx.x (tile 32) / threadIdx.x (32); j -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_transpose_0(const float *__restrict__ a_A, float *__restrict__ a_T)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  a_T[(16 * by + ty) * 4096 + (32 * bx + tx)] = a_A[(32 * bx + tx) * 4096 + (16 * by + ty)];
}
