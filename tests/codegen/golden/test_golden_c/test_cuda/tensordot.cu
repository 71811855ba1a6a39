/* golden: kernels/tensor.tc tensordot at D0=64, D1=64, R=32, S=32, D2=256, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for tensordot with D0=64, D1=64, R=32, S=32, D2=256
//   S0_init: Z(i, j, k) = identity of +
//   S0: Z(i, j, k) += (X(i, j, p, q) * Y(p, q, k))
#include <math.h>
#include <stdint.h>


// k_tensordot_0: statements S0, S0_init
//   k -> blockIdx.x (tile 32) / threadIdx.x (32); j -> blockIdx.y (tile 4) / threadIdx.y (4); i -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; p} (tiles of 32), {0; q} (tiles of 32)
//   registers: Z
extern "C" __global__ void __launch_bounds__(512) k_tensordot_0(const float *__restrict__ a_X, const float *__restrict__ a_Y, float *__restrict__ a_Z)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  float r_Z = 0.0f;
  r_Z = 0;
  for (long c5 = 0; c5 <= 31; c5 += 1) {
    for (long c6 = 0; c6 <= 31; c6 += 1) {
      r_Z += (a_X[(((4 * bz + tz) * 64 + (4 * by + ty)) * 32 + c5) * 32 + c6] * a_Y[(c5 * 32 + c6) * 256 + (32 * bx + tx)]);
    }
  }
  a_Z[((4 * bz + tz) * 64 + 4 * by + ty) * 256 + 32 * bx + tx] = r_Z;
}
