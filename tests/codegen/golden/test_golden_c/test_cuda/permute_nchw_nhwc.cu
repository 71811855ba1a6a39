/* golden: kernels/shape.tc permute_nchw_nhwc at N=32, C=64, H=56, W=56, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for permute_nchw_nhwc with N=32, C=64, H=56, W=56
//   S0: Y(n, h, w, c) = X(n, c, h, w)
#include <math.h>
#include <stdint.h>


// k_permute_nchw_nhwc_0: statements S0
//   c -> blockIdx.x (tile 32) / threadIdx.x (32); w -> blockIdx.y (tile 4) / threadIdx.y (4); h -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n
extern "C" __global__ void __launch_bounds__(512) k_permute_nchw_nhwc_0(const float *__restrict__ a_X, float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  a_Y[(((bz / 14) * 56 + (4 * (bz % 14) + tz)) * 56 + (4 * by + ty)) * 64 + (32 * bx + tx)] = a_X[(((bz / 14) * 64 + (32 * bx + tx)) * 56 + (4 * (bz % 14) + tz)) * 56 + (4 * by + ty)];
}
