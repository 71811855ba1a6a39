/* golden: kernels/pool.tc maxpool3x3 at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for maxpool3x3 with N=8, C=64, H=112, W=112
//   S0_init: O(n, c, h, w) = identity of max
//   S0: O(n, c, h, w) = max(O(n, c, h, w), I(n, c, (h + kh), (w + kw)))
#include <math.h>
#include <stdint.h>


// k_maxpool3x3_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n; sequential: {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x6x34 of I
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_maxpool3x3_0(const double *__restrict__ a_I, double *__restrict__ a_O)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 32 * (ty + 4 * tz);
  __shared__ __align__(16) double sh_I[1][4][6][34];
  double r_O = 0.0;
  if (4 * by + ty <= 109 && 32 * bx + tx <= 109) {
    r_O = -INFINITY;
  }
  for (int e = tid; e < 408; e += 512) {  // 128-bit copy of a tile of I in sh_I
    const int l0 = 0, l1 = e / 102 % 4, l2 = e / 17 % 6, l3 = (e % 17) * 2;
    const int a0 = bz / 16 + l0, a1 = 4 * (bz % 16) + l1, a2 = 4 * by + l2, a3 = 32 * bx + l3;
    if (a2 < 112 && a3 < 112) *(double2 *)&sh_I[l0][l1][l2][l3] = *(const double2 *)&a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3];
  }
  __syncthreads();
  if (4 * by + ty <= 109 && 32 * bx + tx <= 109) {
    #pragma unroll
    for (int i0 = 0; i0 <= 2; i0 += 1) {
      #pragma unroll
      for (int i1 = 0; i1 <= 2; i1 += 1) {
        { double v = sh_I[0][tz][ty + i0][tx + i1]; r_O = (v > r_O) ? v : r_O; }
      }
    }
  }
  __syncthreads();
  if (4 * by + ty <= 109 && 32 * bx + tx <= 109) {
    a_O[(((bz / 16) * 64 + 4 * (bz % 16) + tz) * 110 + 4 * by + ty) * 110 + 32 * bx + tx] = r_O;
  }
}
