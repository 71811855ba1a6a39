/* golden: kernels/shape.tc concat at N=4096, A=1024, B=2048, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for concat with N=4096, A=1024, B=2048
//   S0_p0: Y(n, j) = X(n, j)
//   S0_p1: Y(n, j) = Z(n, (j - A))
#include <math.h>
#include <stdint.h>


// k_concat_0: statements S0_p1
//   j -> blockIdx.x (tile 128) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_concat_0(const float *__restrict__ a_Z, float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int s_A = 1024;
  a_Y[(16 * by + ty) * 3072 + (128 * bx + tx + 1024)] = a_Z[(16 * by + ty) * 2048 + ((128 * bx + tx + 1024) - s_A)];
  a_Y[(16 * by + ty) * 3072 + (128 * bx + tx + 1056)] = a_Z[(16 * by + ty) * 2048 + ((128 * bx + tx + 1056) - s_A)];
  a_Y[(16 * by + ty) * 3072 + (128 * bx + tx + 1088)] = a_Z[(16 * by + ty) * 2048 + ((128 * bx + tx + 1088) - s_A)];
  a_Y[(16 * by + ty) * 3072 + (128 * bx + tx + 1120)] = a_Z[(16 * by + ty) * 2048 + ((128 * bx + tx + 1120) - s_A)];
}

// k_concat_1: statements S0_p0
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_concat_1(const float *__restrict__ a_X, float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  a_Y[(16 * by + ty) * 3072 + (32 * bx + tx)] = a_X[(16 * by + ty) * 1024 + (32 * bx + tx)];
}
