/* golden: kernels/shape.tc permute_nchw_nhwc at N=32, C=64, H=56, W=56, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for permute_nchw_nhwc with N=32, C=64, H=56, W=56
//   S0: Y(n, h, w, c) = X(n, c, h, w)
#include <math.h>
#include <stdint.h>


// k_permute_nchw_nhwc_0: statements S0
//   c -> blockIdx.x (tile 32) / threadIdx.x (32); w -> blockIdx.y (tile 4) / threadIdx.y (4); h -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n
//   shared: sh_X: tile 1x32x4x4 of X
extern "C" __global__ void __launch_bounds__(512) k_permute_nchw_nhwc_0(const float *__restrict__ a_X, float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 32 * (ty + 4 * tz);
  __shared__ __align__(16) float sh_X[1][4][4][33];
  for (int e = tid; e < 128; e += 512) {  // 128-bit copy of a tile of X in sh_X
    const int l0 = 0, l1 = e / 4 % 32, l2 = e % 4, l3 = 0;
    const int a0 = bz / 14 + l0, a1 = 32 * bx + l1, a2 = 4 * (bz % 14) + l2, a3 = 4 * by + l3;
    sh_X[l0][l2][l3][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 56 + a2) * 56 + a3]).x; sh_X[l0][l2][l3 + 1][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 56 + a2) * 56 + a3]).y; sh_X[l0][l2][l3 + 2][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 56 + a2) * 56 + a3]).z; sh_X[l0][l2][l3 + 3][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 56 + a2) * 56 + a3]).w;
  }
  __syncthreads();
  a_Y[(((bz / 14) * 56 + (4 * (bz % 14) + tz)) * 56 + (4 * by + ty)) * 64 + (32 * bx + tx)] = sh_X[0][tz][ty][tx];
}
