/* golden: kernels/shape.tc transpose at M=4096, N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for transpose with M=4096, N=4096
//   S0: T(j, i) = A(i, j)
#include <math.h>
#include <stdint.h>


// k_transpose_0: statements S0
//   i -> blockIdx.x (tile 64) / threadIdx.x (32); j -> blockIdx.y (tile 64) / threadIdx.y (16)
//   shared: sh_A: tile 64x64 of A
extern "C" __global__ void __launch_bounds__(512) k_transpose_0(const float *__restrict__ a_A, float *__restrict__ a_T)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_A[64][65];
  for (int e = tid; e < 1024; e += 512) {  // 128-bit copy of a tile of A in sh_A
    const int l0 = e / 16, l1 = (e % 16) * 4;
    const int a0 = 64 * bx + l0, a1 = 64 * by + l1;
    sh_A[l1][l0] = (*(const float4 *)&a_A[a0 * 4096 + a1]).x; sh_A[l1 + 1][l0] = (*(const float4 *)&a_A[a0 * 4096 + a1]).y; sh_A[l1 + 2][l0] = (*(const float4 *)&a_A[a0 * 4096 + a1]).z; sh_A[l1 + 3][l0] = (*(const float4 *)&a_A[a0 * 4096 + a1]).w;
  }
  __syncthreads();
  a_T[(64 * by + ty) * 4096 + (64 * bx + tx)] = sh_A[ty][tx];
  a_T[(64 * by + ty) * 4096 + (64 * bx + tx + 32)] = sh_A[ty][tx + 32];
  a_T[(64 * by + ty + 16) * 4096 + (64 * bx + tx)] = sh_A[ty + 16][tx];
  a_T[(64 * by + ty + 16) * 4096 + (64 * bx + tx + 32)] = sh_A[ty + 16][tx + 32];
  a_T[(64 * by + ty + 32) * 4096 + (64 * bx + tx)] = sh_A[ty + 32][tx];
  a_T[(64 * by + ty + 32) * 4096 + (64 * bx + tx + 32)] = sh_A[ty + 32][tx + 32];
  a_T[(64 * by + ty + 48) * 4096 + (64 * bx + tx)] = sh_A[ty + 48][tx];
  a_T[(64 * by + ty + 48) * 4096 + (64 * bx + tx + 32)] = sh_A[ty + 48][tx + 32];
}
