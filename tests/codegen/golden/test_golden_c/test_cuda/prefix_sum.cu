/* golden: kernels/triangular.tc prefix_sum at N=16384, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for prefix_sum with N=16384
//   S0_init: Y(i) = identity of +
//   S0: Y(i) += X(j)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_prefix_sum_0: statements S0, S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_X: tile 32 of X
//   registers: Y
extern "C" __global__ void __launch_bounds__(256) k_prefix_sum_0(const int64_t *__restrict__ a_X, int64_t *__restrict__ a_Y)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ int64_t sh_X[32];
  int64_t r_Y = 0;
  for (long c0 = 0; c0 < 256 * bx - 31; c0 += 32) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of X in sh_X
      const long l0 = e;
      const long a0 = c0 + l0;
      sh_X[l0] = a_X[a0];
    }
    __syncthreads();
    if (c0 == 0) {
      r_Y = 0;
    }
    for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
      r_Y += sh_X[-c0 + c2];
    }
    __syncthreads();
  }
  for (long c0 = 256 * bx; c0 <= 256 * bx + 255; c0 += 32) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of X in sh_X
      const long l0 = e;
      const long a0 = c0 + l0;
      sh_X[l0] = a_X[a0];
    }
    __syncthreads();
    if (bx == 0 && c0 == 0) {
      r_Y = 0;
    }
    for (long c2 = c0; c2 <= po_min(256 * bx + tx, c0 + 31); c2 += 1) {
      r_Y += sh_X[-c0 + c2];
    }
    __syncthreads();
  }
  a_Y[256 * bx + tx] = r_Y;
}
