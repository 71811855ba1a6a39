/* golden: kernels/triangular.tc trmv_lower at N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trmv_lower with N=4096
//   S0_init: y(i) = identity of +
//   S0: y(i) += (L(i, j) * x(j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_trmv_lower_0: statements S0, S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_x: tile 32 of x
//   registers: y
extern "C" __global__ void __launch_bounds__(256) k_trmv_lower_0(const float *__restrict__ a_L, const float *__restrict__ a_x, float *__restrict__ a_y)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_x[32];
  float r_y = 0.0f;
  for (long c0 = 0; c0 < 256 * bx - 31; c0 += 32) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
      const long l0 = e;
      const long a0 = c0 + l0;
      sh_x[l0] = a_x[a0];
    }
    __syncthreads();
    if (c0 == 0) {
      r_y = 0;
    }
    for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
      r_y += (a_L[(256 * bx + tx) * 4096 + c2] * sh_x[-c0 + c2]);
    }
    __syncthreads();
  }
  for (long c0 = 256 * bx; c0 <= 256 * bx + 255; c0 += 32) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
      const long l0 = e;
      const long a0 = c0 + l0;
      sh_x[l0] = a_x[a0];
    }
    __syncthreads();
    if (bx == 0 && c0 == 0) {
      r_y = 0;
    }
    for (long c2 = c0; c2 <= po_min(256 * bx + tx, c0 + 31); c2 += 1) {
      r_y += (a_L[(256 * bx + tx) * 4096 + c2] * sh_x[-c0 + c2]);
    }
    __syncthreads();
  }
  a_y[256 * bx + tx] = r_y;
}
