/* golden: kernels/shape.tc permute_nchw_nhwc at N=32, C=64, H=56, W=56, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for permute_nchw_nhwc with N=32, C=64, H=56, W=56
//   S0: Y(n, h, w, c) = X(n, c, h, w)
#include <math.h>
#include <stdint.h>


// k_permute_nchw_nhwc_0: statements S0
//   c -> blockIdx.x (tile 32) / threadIdx.x (32); w -> blockIdx.y (tile 4) / threadIdx.y (4); h -> blockIdx.z (tile 4) / threadIdx.z (4); loops of every thread: n
extern "C" __global__ void __launch_bounds__(512) k_permute_nchw_nhwc_0(const float *__restrict__ a_X, float *__restrict__ a_Y)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  for (long c0 = 0; c0 <= 31; c0 += 1) {
    a_Y[((c0 * 56 + (4 * bz + tz)) * 56 + (4 * by + ty)) * 64 + (32 * bx + tx)] = a_X[((c0 * 64 + (32 * bx + tx)) * 56 + (4 * bz + tz)) * 56 + (4 * by + ty)];
  }
}
