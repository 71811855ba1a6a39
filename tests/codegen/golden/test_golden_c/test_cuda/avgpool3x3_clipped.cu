/* golden: kernels/pool.tc avgpool3x3_clipped at N=8, C=64, H=112, W=112, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for avgpool3x3_clipped with N=8, C=64, H=112, W=112
//   S0_init: S(n, c, h, w) = identity of +
//   S0: S(n, c, h, w) += I(n, c, ((h + kh) - 1), ((w + kw) - 1))
//   S1: O(n, c, h, w) = (S(n, c, h, w) / float32((((min((h + 1), (H - 1)) - max((h - 1), 0)) + 1) * ((min((w + 1), (W - 1)) - max((w - 1), 0)) + 1))))
#include <math.h>
#include <stdint.h>


// k_avgpool3x3_clipped_0: statements S0, S0_init, S1
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n; sequential: {0; 2; kh} (tiles of 3), {0; 2; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x6x34 of I
//   registers: S
extern "C" __global__ void __launch_bounds__(512) k_avgpool3x3_clipped_0(const float *__restrict__ a_I, float *__restrict__ a_O, float *__restrict__ a_S)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 32 * (ty + 4 * tz);
  const int s_H = 112;
  const int s_W = 112;
  __shared__ __align__(16) float sh_I[1][4][6][34];
  float r_S = 0.0f;
  if (32 * bx + tx <= 111) {
    r_S = 0;
  }
  for (int e = tid; e < 816; e += 512) {  // copy of a tile of I in sh_I, zeros outside
    const int l0 = 0, l1 = e / 204 % 4, l2 = e / 34 % 6, l3 = e % 34;
    const int a0 = bz / 16 + l0, a1 = 4 * (bz % 16) + l1, a2 = 4 * by - 1 + l2, a3 = 32 * bx - 1 + l3;
    sh_I[l0][l1][l2][l3] = a2 >= 0 && a2 < 112 && a3 >= 0 && a3 < 112 ? a_I[((a0 * 64 + a1) * 112 + a2) * 112 + a3] : (float)0;
  }
  __syncthreads();
  #pragma unroll
  for (int i0 = 0; i0 <= 2; i0 += 1) {
    #pragma unroll
    for (int i1 = 0; i1 <= 2; i1 += 1) {
      r_S += sh_I[0][tz][ty + i0][tx + i1];
    }
  }
  if (32 * bx + tx <= 111) {
    a_O[(((bz / 16) * 64 + (4 * (bz % 16) + tz)) * 112 + (4 * by + ty)) * 112 + (32 * bx + tx)] = ((float)r_S / (float)((float)((((((((4 * by + ty) + 1)) < ((s_H - 1)) ? (((4 * by + ty) + 1)) : ((s_H - 1))) - ((((4 * by + ty) - 1)) > (0) ? (((4 * by + ty) - 1)) : (0))) + 1) * ((((((32 * bx + tx) + 1)) < ((s_W - 1)) ? (((32 * bx + tx) + 1)) : ((s_W - 1))) - ((((32 * bx + tx) - 1)) > (0) ? (((32 * bx + tx) - 1)) : (0))) + 1)))));
  }
  __syncthreads();
  if (32 * bx + tx <= 111) {
    a_S[(((bz / 16) * 64 + 4 * (bz % 16) + tz) * 112 + 4 * by + ty) * 112 + 32 * bx + tx] = r_S;
  }
}
