/* golden: kernels/linalg.tc batch_matmul at Bt=16, M=512, K=512, N=512, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for batch_matmul with Bt=16, M=512, K=512, N=512
//   S0_init: Z(b, i, j) = identity of +
//   S0: Z(b, i, j) += (X(b, i, k) * Y(b, k, j))
#include <math.h>
#include <stdint.h>


// k_batch_matmul_0: statements S0, S0_init
//   j -> blockIdx.x (tile 128) / threadIdx.x (16); i -> blockIdx.y (tile 64) / threadIdx.y (8); b -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; k} (tiles of 8)
//   shared: sh_X: tile 1x64x8 of X
//   shared: sh_Y: tile 1x8x128 of Y
//   registers: Z
extern "C" __global__ void __launch_bounds__(128) k_batch_matmul_0(const float *__restrict__ a_X, const float *__restrict__ a_Y, float *__restrict__ a_Z)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 16 * (ty + 8 * tz);
  __shared__ __align__(16) float sh_X[2][8][1][64];
  float4 st_X[1];  // staging registers
  __shared__ __align__(16) float sh_Y[2][8][1][128];
  float4 st_Y[2];  // staging registers
  float r_Z[8][8] = {0.0f};
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
  r_Z[4][0] = 0;
  r_Z[4][1] = 0;
  r_Z[4][2] = 0;
  r_Z[4][3] = 0;
  r_Z[4][4] = 0;
  r_Z[4][5] = 0;
  r_Z[4][6] = 0;
  r_Z[4][7] = 0;
  r_Z[5][0] = 0;
  r_Z[5][1] = 0;
  r_Z[5][2] = 0;
  r_Z[5][3] = 0;
  r_Z[5][4] = 0;
  r_Z[5][5] = 0;
  r_Z[5][6] = 0;
  r_Z[5][7] = 0;
  r_Z[6][0] = 0;
  r_Z[6][1] = 0;
  r_Z[6][2] = 0;
  r_Z[6][3] = 0;
  r_Z[6][4] = 0;
  r_Z[6][5] = 0;
  r_Z[6][6] = 0;
  r_Z[6][7] = 0;
  r_Z[7][0] = 0;
  r_Z[7][1] = 0;
  r_Z[7][2] = 0;
  r_Z[7][3] = 0;
  r_Z[7][4] = 0;
  r_Z[7][5] = 0;
  r_Z[7][6] = 0;
  r_Z[7][7] = 0;
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
    const int e = tid + j * 128;
    const int l0 = 0, l1 = e / 2 % 64, l2 = (e % 2) * 4;
    const int a0 = bz + l0, a1 = 64 * by + l1, a2 = l2;
    st_X[j] = *(const float4 *)&a_X[(a0 * 512 + a1) * 512 + a2];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of Y in sh_Y
    const int e = tid + j * 128;
    const int l0 = 0, l1 = e / 32 % 8, l2 = (e % 32) * 4;
    const int a0 = bz + l0, a1 = l1, a2 = 128 * bx + l2;
    st_Y[j] = *(const float4 *)&a_Y[(a0 * 512 + a1) * 512 + a2];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of Y in sh_Y
    const int e = tid + j * 128;
    const int l0 = 0, l1 = e / 32 % 8, l2 = (e % 32) * 4;
    *(float4 *)&sh_Y[0][l1][l0][l2] = st_Y[j];
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
    const int e = tid + j * 128;
    const int l0 = 0, l1 = e / 2 % 64, l2 = (e % 2) * 4;
    sh_X[0][l2][l0][l1] = st_X[j].x; sh_X[0][l2 + 1][l0][l1] = st_X[j].y; sh_X[0][l2 + 2][l0][l1] = st_X[j].z; sh_X[0][l2 + 3][l0][l1] = st_X[j].w;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 504; c0 += 8) {
    if (c0 <= 496) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
        const int e = tid + j * 128;
        const int l0 = 0, l1 = e / 2 % 64, l2 = (e % 2) * 4;
        const int a0 = bz + l0, a1 = 64 * by + l1, a2 = c0 + 8 + l2;
        st_X[j] = *(const float4 *)&a_X[(a0 * 512 + a1) * 512 + a2];
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of Y in sh_Y
        const int e = tid + j * 128;
        const int l0 = 0, l1 = e / 32 % 8, l2 = (e % 32) * 4;
        const int a0 = bz + l0, a1 = c0 + 8 + l1, a2 = 128 * bx + l2;
        st_Y[j] = *(const float4 *)&a_Y[(a0 * 512 + a1) * 512 + a2];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_Z[0][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[0][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[0][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[0][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[0][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[0][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[0][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[0][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[1][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[1][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[1][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[1][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[1][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[1][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[1][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[1][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[2][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[2][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[2][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[2][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[2][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[2][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[2][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[2][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[3][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[3][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[3][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[3][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[3][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[3][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[3][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[3][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[4][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[4][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[4][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[4][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[4][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[4][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[4][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[4][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 32] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[5][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[5][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[5][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[5][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[5][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[5][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[5][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[5][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 33] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[6][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[6][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[6][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[6][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[6][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[6][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[6][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[6][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 34] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
        r_Z[7][0] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx]);
        r_Z[7][1] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_Z[7][2] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_Z[7][3] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_Z[7][4] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 64]);
        r_Z[7][5] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 65]);
        r_Z[7][6] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 66]);
        r_Z[7][7] += (sh_X[po_buf][-po_s0 + i0][0][4 * ty + 35] * sh_Y[po_buf][-po_s0 + i0][0][4 * tx + 67]);
      }
    }
    if (c0 <= 496) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
        const int e = tid + j * 128;
        const int l0 = 0, l1 = e / 2 % 64, l2 = (e % 2) * 4;
        sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2][l0][l1] = st_X[j].x; sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2 + 1][l0][l1] = st_X[j].y; sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2 + 2][l0][l1] = st_X[j].z; sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2 + 3][l0][l1] = st_X[j].w;
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of Y in sh_Y
        const int e = tid + j * 128;
        const int l0 = 0, l1 = e / 32 % 8, l2 = (e % 32) * 4;
        *(float4 *)&sh_Y[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0][l2] = st_Y[j];
      }
    }
    __syncthreads();
  }
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx] = r_Z[0][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 1] = r_Z[0][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 2] = r_Z[0][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 3] = r_Z[0][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 64] = r_Z[0][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 65] = r_Z[0][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 66] = r_Z[0][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty) * 512 + 128 * bx + 4 * tx + 67] = r_Z[0][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx] = r_Z[1][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 1] = r_Z[1][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 2] = r_Z[1][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 3] = r_Z[1][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 64] = r_Z[1][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 65] = r_Z[1][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 66] = r_Z[1][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 1) * 512 + 128 * bx + 4 * tx + 67] = r_Z[1][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx] = r_Z[2][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 1] = r_Z[2][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 2] = r_Z[2][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 3] = r_Z[2][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 64] = r_Z[2][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 65] = r_Z[2][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 66] = r_Z[2][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 2) * 512 + 128 * bx + 4 * tx + 67] = r_Z[2][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx] = r_Z[3][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 1] = r_Z[3][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 2] = r_Z[3][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 3] = r_Z[3][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 64] = r_Z[3][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 65] = r_Z[3][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 66] = r_Z[3][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 3) * 512 + 128 * bx + 4 * tx + 67] = r_Z[3][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx] = r_Z[4][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 1] = r_Z[4][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 2] = r_Z[4][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 3] = r_Z[4][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 64] = r_Z[4][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 65] = r_Z[4][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 66] = r_Z[4][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 32) * 512 + 128 * bx + 4 * tx + 67] = r_Z[4][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx] = r_Z[5][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 1] = r_Z[5][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 2] = r_Z[5][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 3] = r_Z[5][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 64] = r_Z[5][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 65] = r_Z[5][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 66] = r_Z[5][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 33) * 512 + 128 * bx + 4 * tx + 67] = r_Z[5][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx] = r_Z[6][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 1] = r_Z[6][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 2] = r_Z[6][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 3] = r_Z[6][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 64] = r_Z[6][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 65] = r_Z[6][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 66] = r_Z[6][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 34) * 512 + 128 * bx + 4 * tx + 67] = r_Z[6][7];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx] = r_Z[7][0];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 1] = r_Z[7][1];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 2] = r_Z[7][2];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 3] = r_Z[7][3];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 64] = r_Z[7][4];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 65] = r_Z[7][5];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 66] = r_Z[7][6];
  a_Z[(bz * 512 + 64 * by + 4 * ty + 35) * 512 + 128 * bx + 4 * tx + 67] = r_Z[7][7];
}
