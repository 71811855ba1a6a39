/* golden: kernels/tensor.tc tensordot at D0=64, D1=64, R=32, S=32, D2=256, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for tensordot with D0=64, D1=64, R=32, S=32, D2=256
//   S0_init: Z(i, j, k) = identity of +
//   S0: Z(i, j, k) += (X(i, j, p, q) * Y(p, q, k))
#include <math.h>
#include <stdint.h>


// k_tensordot_0: statements S0, S0_init
//   k -> blockIdx.x (tile 64) / threadIdx.x (8); j -> blockIdx.y (tile 32) / threadIdx.y (8); i -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; p} (tiles of 8), {0; q} (tiles of 8)
//   shared: sh_X: tile 1x32x8x8 of X
//   shared: sh_Y: tile 8x8x64 of Y
//   registers: Z
extern "C" __global__ void __launch_bounds__(64) k_tensordot_0(const float *__restrict__ a_X, const float *__restrict__ a_Y, float *__restrict__ a_Z)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 8 * (ty + 8 * tz);
  __shared__ __align__(16) float sh_X[8][8][1][32];
  __shared__ __align__(16) float sh_Y[8][8][64];
  float r_Z[4][8] = {0.0f};
  r_Z[0][0] = 0;
  r_Z[0][1] = 0;
  r_Z[0][2] = 0;
  r_Z[0][3] = 0;
  r_Z[0][4] = 0;
  r_Z[0][5] = 0;
  r_Z[0][6] = 0;
  r_Z[0][7] = 0;
  r_Z[1][0] = 0;
  r_Z[1][1] = 0;
  r_Z[1][2] = 0;
  r_Z[1][3] = 0;
  r_Z[1][4] = 0;
  r_Z[1][5] = 0;
  r_Z[1][6] = 0;
  r_Z[1][7] = 0;
  r_Z[2][0] = 0;
  r_Z[2][1] = 0;
  r_Z[2][2] = 0;
  r_Z[2][3] = 0;
  r_Z[2][4] = 0;
  r_Z[2][5] = 0;
  r_Z[2][6] = 0;
  r_Z[2][7] = 0;
  r_Z[3][0] = 0;
  r_Z[3][1] = 0;
  r_Z[3][2] = 0;
  r_Z[3][3] = 0;
  r_Z[3][4] = 0;
  r_Z[3][5] = 0;
  r_Z[3][6] = 0;
  r_Z[3][7] = 0;
  for (int c0 = 0; c0 <= 24; c0 += 8) {
    for (int c1 = 0; c1 <= 24; c1 += 8) {
      for (int e = tid; e < 1024; e += 64) {  // 128-bit copy of a tile of Y in sh_Y
        const int l0 = e / 128, l1 = e / 16 % 8, l2 = (e % 16) * 4;
        const int a0 = c0 + l0, a1 = c1 + l1, a2 = 64 * bx + l2;
        *(float4 *)&sh_Y[l0][l1][l2] = *(const float4 *)&a_Y[(a0 * 32 + a1) * 256 + a2];
      }
      for (int e = tid; e < 512; e += 64) {  // 128-bit copy of a tile of X in sh_X
        const int l0 = 0, l1 = e / 16 % 32, l2 = e / 2 % 8, l3 = (e % 2) * 4;
        const int a0 = bz + l0, a1 = 32 * by + l1, a2 = c0 + l2, a3 = c1 + l3;
        sh_X[l2][l3][l0][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 32 + a2) * 32 + a3]).x; sh_X[l2][l3 + 1][l0][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 32 + a2) * 32 + a3]).y; sh_X[l2][l3 + 2][l0][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 32 + a2) * 32 + a3]).z; sh_X[l2][l3 + 3][l0][l1] = (*(const float4 *)&a_X[((a0 * 64 + a1) * 32 + a2) * 32 + a3]).w;
      }
      __syncthreads();
      {
        const int po_s0 = c0, po_s1 = c1;
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          #pragma unroll
          for (int i1 = po_s1; i1 <= po_s1 + 7; i1 += 1) {
            r_Z[0][0] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx]);
            r_Z[0][1] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 1]);
            r_Z[0][2] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 2]);
            r_Z[0][3] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 3]);
            r_Z[0][4] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 32]);
            r_Z[0][5] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 33]);
            r_Z[0][6] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 34]);
            r_Z[0][7] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 35]);
            r_Z[1][0] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx]);
            r_Z[1][1] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 1]);
            r_Z[1][2] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 2]);
            r_Z[1][3] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 3]);
            r_Z[1][4] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 32]);
            r_Z[1][5] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 33]);
            r_Z[1][6] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 34]);
            r_Z[1][7] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 1] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 35]);
            r_Z[2][0] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx]);
            r_Z[2][1] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 1]);
            r_Z[2][2] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 2]);
            r_Z[2][3] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 3]);
            r_Z[2][4] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 32]);
            r_Z[2][5] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 33]);
            r_Z[2][6] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 34]);
            r_Z[2][7] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 2] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 35]);
            r_Z[3][0] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx]);
            r_Z[3][1] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 1]);
            r_Z[3][2] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 2]);
            r_Z[3][3] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 3]);
            r_Z[3][4] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 32]);
            r_Z[3][5] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 33]);
            r_Z[3][6] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 34]);
            r_Z[3][7] += (sh_X[-po_s0 + i0][-po_s1 + i1][0][4 * ty + 3] * sh_Y[-po_s0 + i0][-po_s1 + i1][4 * tx + 35]);
          }
        }
      }
      __syncthreads();
    }
  }
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx] = r_Z[0][0];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 1] = r_Z[0][1];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 2] = r_Z[0][2];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 3] = r_Z[0][3];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 32] = r_Z[0][4];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 33] = r_Z[0][5];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 34] = r_Z[0][6];
  a_Z[(bz * 64 + 32 * by + 4 * ty) * 256 + 64 * bx + 4 * tx + 35] = r_Z[0][7];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx] = r_Z[1][0];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 1] = r_Z[1][1];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 2] = r_Z[1][2];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 3] = r_Z[1][3];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 32] = r_Z[1][4];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 33] = r_Z[1][5];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 34] = r_Z[1][6];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 1) * 256 + 64 * bx + 4 * tx + 35] = r_Z[1][7];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx] = r_Z[2][0];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 1] = r_Z[2][1];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 2] = r_Z[2][2];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 3] = r_Z[2][3];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 32] = r_Z[2][4];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 33] = r_Z[2][5];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 34] = r_Z[2][6];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 2) * 256 + 64 * bx + 4 * tx + 35] = r_Z[2][7];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx] = r_Z[3][0];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 1] = r_Z[3][1];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 2] = r_Z[3][2];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 3] = r_Z[3][3];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 32] = r_Z[3][4];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 33] = r_Z[3][5];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 34] = r_Z[3][6];
  a_Z[(bz * 64 + 32 * by + 4 * ty + 3) * 256 + 64 * bx + 4 * tx + 35] = r_Z[3][7];
}
