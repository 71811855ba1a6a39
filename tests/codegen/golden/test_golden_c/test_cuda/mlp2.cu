/* golden: kernels/nn.tc mlp2 at N=512, DI=1024, DH=4096, DO=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for mlp2 with N=512, DI=1024, DH=4096, DO=1024
//   S0_init: H1(n, h) = identity of +
//   S0: H1(n, h) += (X(n, i) * W1(h, i))
//   S1: A1(n, h) = fmax((H1(n, h) + b1(h)), 0.0)
//   S2_init: Y(n, o) = identity of +
//   S2: Y(n, o) += (A1(n, h) * W2(o, h))
//   S3: Y(n, o) = (Y(n, o) + b2(o))
#include <math.h>
#include <stdint.h>


// k_mlp2_0: statements S0_init
//   h -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_mlp2_0(float *__restrict__ a_H1)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  a_H1[(16 * by + ty) * 4096 + (32 * bx + tx)] = 0;
}

// k_mlp2_1: statements S0
//   h -> blockIdx.x (tile 64) / threadIdx.x (8); n -> blockIdx.y (tile 64) / threadIdx.y (8); sequential: i (tiles of 8)
//   shared: sh_W1: tile 64x8 of W1
//   shared: sh_X: tile 64x8 of X
//   registers: H1
extern "C" __global__ void __launch_bounds__(64) k_mlp2_1(const float *__restrict__ a_X, const float *__restrict__ a_W1, float *__restrict__ a_H1)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_W1[2][8][64];
  float4 st_W1[2];  // staging registers
  __shared__ __align__(16) float sh_X[2][8][64];
  float4 st_X[2];  // staging registers
  float r_H1[8][8] = {0.0f};
  r_H1[0][0] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx];
  r_H1[0][1] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[0][2] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[0][3] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[0][4] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[0][5] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[0][6] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[0][7] = a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[1][0] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx];
  r_H1[1][1] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[1][2] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[1][3] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[1][4] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[1][5] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[1][6] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[1][7] = a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[2][0] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx];
  r_H1[2][1] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[2][2] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[2][3] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[2][4] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[2][5] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[2][6] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[2][7] = a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[3][0] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx];
  r_H1[3][1] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[3][2] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[3][3] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[3][4] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[3][5] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[3][6] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[3][7] = a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[4][0] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx];
  r_H1[4][1] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[4][2] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[4][3] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[4][4] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[4][5] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[4][6] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[4][7] = a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[5][0] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx];
  r_H1[5][1] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[5][2] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[5][3] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[5][4] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[5][5] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[5][6] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[5][7] = a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[6][0] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx];
  r_H1[6][1] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[6][2] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[6][3] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[6][4] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[6][5] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[6][6] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[6][7] = a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 35];
  r_H1[7][0] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx];
  r_H1[7][1] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 1];
  r_H1[7][2] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 2];
  r_H1[7][3] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 3];
  r_H1[7][4] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 32];
  r_H1[7][5] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 33];
  r_H1[7][6] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 34];
  r_H1[7][7] = a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 35];
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    const int a0 = 64 * by + l0, a1 = l1;
    st_X[j] = *(const float4 *)&a_X[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of W1 in sh_W1
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    const int a0 = 64 * bx + l0, a1 = l1;
    st_W1[j] = *(const float4 *)&a_W1[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    sh_X[0][l1][l0] = st_X[j].x; sh_X[0][l1 + 1][l0] = st_X[j].y; sh_X[0][l1 + 2][l0] = st_X[j].z; sh_X[0][l1 + 3][l0] = st_X[j].w;
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of W1 in sh_W1
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    sh_W1[0][l1][l0] = st_W1[j].x; sh_W1[0][l1 + 1][l0] = st_W1[j].y; sh_W1[0][l1 + 2][l0] = st_W1[j].z; sh_W1[0][l1 + 3][l0] = st_W1[j].w;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 1023; c0 += 8) {
    if (c0 <= 1008) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of W1 in sh_W1
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 64 * bx + l0, a1 = c0 + 8 + l1;
        st_W1[j] = *(const float4 *)&a_W1[a0 * 1024 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 64 * by + l0, a1 = c0 + 8 + l1;
        st_X[j] = *(const float4 *)&a_X[a0 * 1024 + a1];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_H1[0][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[0][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[0][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[0][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[0][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[0][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[0][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[0][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[1][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[1][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[1][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[1][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[1][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[1][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[1][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[1][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[2][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[2][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[2][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[2][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[2][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[2][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[2][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[2][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[3][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[3][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[3][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[3][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[3][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[3][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[3][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[3][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[4][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[4][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[4][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[4][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[4][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[4][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[4][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[4][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 32] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[5][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[5][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[5][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[5][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[5][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[5][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[5][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[5][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 33] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[6][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[6][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[6][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[6][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[6][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[6][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[6][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[6][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 34] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_H1[7][0] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx]);
        r_H1[7][1] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_H1[7][2] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_H1[7][3] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_H1[7][4] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_H1[7][5] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_H1[7][6] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_H1[7][7] += (sh_X[po_buf][-po_s0 + i0][4 * ty + 35] * sh_W1[po_buf][-po_s0 + i0][4 * tx + 35]);
      }
    }
    if (c0 <= 1008) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_X[j].x; sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_X[j].y; sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_X[j].z; sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_X[j].w;
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of W1 in sh_W1
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_W1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_W1[j].x; sh_W1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_W1[j].y; sh_W1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_W1[j].z; sh_W1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_W1[j].w;
      }
    }
    __syncthreads();
  }
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx] = r_H1[0][0];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[0][1];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[0][2];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[0][3];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[0][4];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[0][5];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[0][6];
  a_H1[(64 * by + 4 * ty) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[0][7];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx] = r_H1[1][0];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[1][1];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[1][2];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[1][3];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[1][4];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[1][5];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[1][6];
  a_H1[(64 * by + 4 * ty + 1) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[1][7];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx] = r_H1[2][0];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[2][1];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[2][2];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[2][3];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[2][4];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[2][5];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[2][6];
  a_H1[(64 * by + 4 * ty + 2) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[2][7];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx] = r_H1[3][0];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[3][1];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[3][2];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[3][3];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[3][4];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[3][5];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[3][6];
  a_H1[(64 * by + 4 * ty + 3) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[3][7];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx] = r_H1[4][0];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[4][1];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[4][2];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[4][3];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[4][4];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[4][5];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[4][6];
  a_H1[(64 * by + 4 * ty + 32) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[4][7];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx] = r_H1[5][0];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[5][1];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[5][2];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[5][3];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[5][4];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[5][5];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[5][6];
  a_H1[(64 * by + 4 * ty + 33) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[5][7];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx] = r_H1[6][0];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[6][1];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[6][2];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[6][3];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[6][4];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[6][5];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[6][6];
  a_H1[(64 * by + 4 * ty + 34) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[6][7];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx] = r_H1[7][0];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 1] = r_H1[7][1];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 2] = r_H1[7][2];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 3] = r_H1[7][3];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 32] = r_H1[7][4];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 33] = r_H1[7][5];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 34] = r_H1[7][6];
  a_H1[(64 * by + 4 * ty + 35) * 4096 + 64 * bx + 4 * tx + 35] = r_H1[7][7];
}

// k_mlp2_2: statements S1
//   h -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_b1: tile 32 of b1
extern "C" __global__ void __launch_bounds__(512) k_mlp2_2(const float *__restrict__ a_b1, float *__restrict__ a_H1, float *__restrict__ a_A1)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_b1[32];
  for (int e = tid; e < 8; e += 512) {  // 128-bit copy of a tile of b1 in sh_b1
    const int l0 = (e) * 4;
    const int a0 = 32 * bx + l0;
    *(float4 *)&sh_b1[l0] = *(const float4 *)&a_b1[a0];
  }
  __syncthreads();
  a_A1[(16 * by + ty) * 4096 + (32 * bx + tx)] = fmaxf((a_H1[(16 * by + ty) * 4096 + (32 * bx + tx)] + sh_b1[tx]), 0.0f);
}

// k_mlp2_3: statements S2_init
//   o -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_mlp2_3(float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  a_Y[(16 * by + ty) * 1024 + (32 * bx + tx)] = 0;
}

// k_mlp2_4: statements S2
//   o -> blockIdx.x (tile 32) / threadIdx.x (8); n -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: h (tiles of 8)
//   shared: sh_A1: tile 32x8 of A1
//   shared: sh_W2: tile 32x8 of W2
//   registers: Y
extern "C" __global__ void __launch_bounds__(64) k_mlp2_4(const float *__restrict__ a_W2, float *__restrict__ a_Y, float *__restrict__ a_A1)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_A1[2][8][32];
  float4 st_A1[1];  // staging registers
  __shared__ __align__(16) float sh_W2[2][8][32];
  float4 st_W2[1];  // staging registers
  float r_Y[4][4] = {0.0f};
  r_Y[0][0] = a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx];
  r_Y[0][1] = a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx + 1];
  r_Y[0][2] = a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx + 2];
  r_Y[0][3] = a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx + 3];
  r_Y[1][0] = a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx];
  r_Y[1][1] = a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx + 1];
  r_Y[1][2] = a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx + 2];
  r_Y[1][3] = a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx + 3];
  r_Y[2][0] = a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx];
  r_Y[2][1] = a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx + 1];
  r_Y[2][2] = a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx + 2];
  r_Y[2][3] = a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx + 3];
  r_Y[3][0] = a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx];
  r_Y[3][1] = a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx + 1];
  r_Y[3][2] = a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx + 2];
  r_Y[3][3] = a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx + 3];
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A1 in sh_A1
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    const int a0 = 32 * by + l0, a1 = l1;
    st_A1[j] = *(const float4 *)&a_A1[a0 * 4096 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of W2 in sh_W2
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    const int a0 = 32 * bx + l0, a1 = l1;
    st_W2[j] = *(const float4 *)&a_W2[a0 * 4096 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A1 in sh_A1
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    sh_A1[0][l1][l0] = st_A1[j].x; sh_A1[0][l1 + 1][l0] = st_A1[j].y; sh_A1[0][l1 + 2][l0] = st_A1[j].z; sh_A1[0][l1 + 3][l0] = st_A1[j].w;
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of W2 in sh_W2
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    sh_W2[0][l1][l0] = st_W2[j].x; sh_W2[0][l1 + 1][l0] = st_W2[j].y; sh_W2[0][l1 + 2][l0] = st_W2[j].z; sh_W2[0][l1 + 3][l0] = st_W2[j].w;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 4095; c0 += 8) {
    if (c0 <= 4080) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of W2 in sh_W2
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 32 * bx + l0, a1 = c0 + 8 + l1;
        st_W2[j] = *(const float4 *)&a_W2[a0 * 4096 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A1 in sh_A1
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_A1[j] = *(const float4 *)&a_A1[a0 * 4096 + a1];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_Y[0][0] += (sh_A1[po_buf][-po_s0 + i0][4 * ty] * sh_W2[po_buf][-po_s0 + i0][4 * tx]);
        r_Y[0][1] += (sh_A1[po_buf][-po_s0 + i0][4 * ty] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Y[0][2] += (sh_A1[po_buf][-po_s0 + i0][4 * ty] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Y[0][3] += (sh_A1[po_buf][-po_s0 + i0][4 * ty] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Y[1][0] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W2[po_buf][-po_s0 + i0][4 * tx]);
        r_Y[1][1] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Y[1][2] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Y[1][3] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 1] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Y[2][0] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W2[po_buf][-po_s0 + i0][4 * tx]);
        r_Y[2][1] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Y[2][2] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Y[2][3] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 2] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Y[3][0] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W2[po_buf][-po_s0 + i0][4 * tx]);
        r_Y[3][1] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Y[3][2] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Y[3][3] += (sh_A1[po_buf][-po_s0 + i0][4 * ty + 3] * sh_W2[po_buf][-po_s0 + i0][4 * tx + 3]);
      }
    }
    if (c0 <= 4080) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of W2 in sh_W2
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_W2[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_W2[j].x; sh_W2[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_W2[j].y; sh_W2[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_W2[j].z; sh_W2[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_W2[j].w;
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A1 in sh_A1
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_A1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A1[j].x; sh_A1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A1[j].y; sh_A1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A1[j].z; sh_A1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A1[j].w;
      }
    }
    __syncthreads();
  }
  a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx] = r_Y[0][0];
  a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx + 1] = r_Y[0][1];
  a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx + 2] = r_Y[0][2];
  a_Y[(32 * by + 4 * ty) * 1024 + 32 * bx + 4 * tx + 3] = r_Y[0][3];
  a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx] = r_Y[1][0];
  a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx + 1] = r_Y[1][1];
  a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx + 2] = r_Y[1][2];
  a_Y[(32 * by + 4 * ty + 1) * 1024 + 32 * bx + 4 * tx + 3] = r_Y[1][3];
  a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx] = r_Y[2][0];
  a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx + 1] = r_Y[2][1];
  a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx + 2] = r_Y[2][2];
  a_Y[(32 * by + 4 * ty + 2) * 1024 + 32 * bx + 4 * tx + 3] = r_Y[2][3];
  a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx] = r_Y[3][0];
  a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx + 1] = r_Y[3][1];
  a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx + 2] = r_Y[3][2];
  a_Y[(32 * by + 4 * ty + 3) * 1024 + 32 * bx + 4 * tx + 3] = r_Y[3][3];
}

// k_mlp2_5: statements S3
//   o -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_b2: tile 32 of b2
//   registers: Y
extern "C" __global__ void __launch_bounds__(512) k_mlp2_5(const float *__restrict__ a_b2, float *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_b2[32];
  float r_Y = 0.0f;
  r_Y = a_Y[(16 * by + ty) * 1024 + 32 * bx + tx];
  for (int e = tid; e < 8; e += 512) {  // 128-bit copy of a tile of b2 in sh_b2
    const int l0 = (e) * 4;
    const int a0 = 32 * bx + l0;
    *(float4 *)&sh_b2[l0] = *(const float4 *)&a_b2[a0];
  }
  __syncthreads();
  r_Y = (r_Y + sh_b2[tx]);
  a_Y[(16 * by + ty) * 1024 + 32 * bx + tx] = r_Y;
}
