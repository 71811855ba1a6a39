/* golden: kernels/pool.tc maxpool3x3_s2 at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for maxpool3x3_s2 with N=8, C=64, H=112, W=112
//   S0_init: O(n, c, h, w) = identity of max
//   S0: O(n, c, h, w) = max(O(n, c, h, w), I(n, c, (((2 * h) + kh) - 1), (((2 * w) + kw) - 1)))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_maxpool3x3_s2_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n; sequential: {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x9x65 of I
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_maxpool3x3_s2_0(const float *__restrict__ a_I, float *__restrict__ a_O)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 32 * (ty + 4 * tz);
  __shared__ __align__(16) float sh_I[1][4][9][65];
  float r_O = 0.0f;
  if (32 * bx + tx <= 55) {
    r_O = -INFINITY;
  }
  for (int e = tid; e < 2340; e += 512) {  // copy of a tile of I in sh_I
    const int l0 = 0, l1 = e / 585 % 4, l2 = e / 65 % 9, l3 = e % 65;
    const int a0 = bz / 16 + l0, a1 = 4 * (bz % 16) + l1, a2 = 8 * by - 1 + l2, a3 = 64 * bx - 1 + l3;
    if (a2 >= 0 && a3 >= 0 && a3 < 112) sh_I[l0][l1][l2][l3] = a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3];
  }
  __syncthreads();
  if (32 * bx + tx <= 55) {
    for (int i0 = po_max(0, (-8) * by - 2 * ty + 1); i0 <= 2; i0 += 1) {
      for (int i1 = po_max(0, (-64) * bx - 2 * tx + 1); i1 <= 2; i1 += 1) {
        { float v = sh_I[0][tz][2 * ty + i0][2 * tx + i1]; r_O = (v > r_O) ? v : r_O; }
      }
    }
  }
  __syncthreads();
  if (32 * bx + tx <= 55) {
    a_O[(((bz / 16) * 64 + 4 * (bz % 16) + tz) * 56 + 4 * by + ty) * 56 + 32 * bx + tx] = r_O;
  }
}
