/* golden: kernels/conv.tc conv2d_depthwise at N=8, C=256, H=56, W=56, KH=3, KW=3, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for conv2d_depthwise with N=8, C=256, H=56, W=56, KH=3, KW=3
//   S0_init: O(n, c, h, w) = identity of +
//   S0: O(n, c, h, w) += (I(n, c, (h + kh), (w + kw)) * Wt(c, kh, kw))
#include <math.h>
#include <stdint.h>


// k_conv2d_depthwise_0: statements S0, S0_init
//   w -> blockIdx.x (tile 32) / threadIdx.x (32); h -> blockIdx.y (tile 4) / threadIdx.y (4); c -> blockIdx.z (tile 4) / threadIdx.z (4); folded into blockIdx.z: n; sequential: {0; kh} (tiles of 3), {0; kw} (tiles of 3)
//   shared: sh_I: tile 1x4x6x36 of I
//   shared: sh_Wt: tile 4x3x3 of Wt
//   registers: O
extern "C" __global__ void __launch_bounds__(512) k_conv2d_depthwise_0(const float *__restrict__ a_I, const float *__restrict__ a_Wt, float *__restrict__ a_O)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 32 * (ty + 4 * tz);
  __shared__ __align__(16) float sh_I[1][4][6][36];
  __shared__ __align__(16) float sh_Wt[3][3][4];
  float r_O = 0.0f;
  if (4 * by + ty <= 53 && 32 * bx + tx <= 53) {
    r_O = 0;
  }
  for (int e = tid; e < 36; e += 512) {  // copy of a tile of Wt in sh_Wt
    const int l0 = e / 9, l1 = e / 3 % 3, l2 = e % 3;
    const int a0 = 4 * (bz % 64) + l0, a1 = l1, a2 = l2;
    sh_Wt[l1][l2][l0] = a_Wt[(a0 * 3 + a1) * 3 + a2];
  }
  for (int e = tid; e < 216; e += 512) {  // 128-bit copy of a tile of I in sh_I, zeros outside
    const int l0 = 0, l1 = e / 54 % 4, l2 = e / 9 % 6, l3 = (e % 9) * 4;
    const int a0 = bz / 64 + l0, a1 = 4 * (bz % 64) + l1, a2 = 4 * by + l2, a3 = 32 * bx + l3;
    *(float4 *)&sh_I[l0][l1][l2][l3] = a2 < 56 && a3 < 56 ? *(const float4 *)&a_I[((a0 * 256 + a1) * 56 + a2) * 56 + a3] : float4{};
  }
  __syncthreads();
  #pragma unroll
  for (int i0 = 0; i0 <= 2; i0 += 1) {
    #pragma unroll
    for (int i1 = 0; i1 <= 2; i1 += 1) {
      r_O += (sh_I[0][tz][ty + i0][tx + i1] * sh_Wt[i0][i1][tz]);
    }
  }
  __syncthreads();
  if (4 * by + ty <= 53 && 32 * bx + tx <= 53) {
    a_O[(((bz / 64) * 256 + 4 * (bz % 64) + tz) * 54 + 4 * by + ty) * 54 + 32 * bx + tx] = r_O;
  }
}
