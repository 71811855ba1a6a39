/* golden: kernels/tensor.tc kron3 at I=64, J=64, K=64, P=64, Q=64, R=64, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for kron3 with I=64, P=64, J=64, Q=64, K=64, R=64
//   S0_init: T1(i, b, c) = identity of +
//   S0: T1(i, b, c) += (A(i, a) * X(a, b, c))
//   S1_init: T2(i, j, c) = identity of +
//   S1: T2(i, j, c) += (B(j, b) * T1(i, b, c))
//   S2_init: Y(i, j, k) = identity of +
//   S2: Y(i, j, k) += (C(k, c) * T2(i, j, c))
#include <math.h>
#include <stdint.h>


// k_kron3_0: statements S0, S0_init
//   c -> blockIdx.x (tile 32) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); b -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; a} (tiles of 8)
//   shared: sh_A: tile 32x8 of A
//   shared: sh_X: tile 8x1x32 of X
//   registers: T1
extern "C" __global__ void __launch_bounds__(64) k_kron3_0(const double *__restrict__ a_A, const double *__restrict__ a_X, double *__restrict__ a_T1)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 8 * (ty + 8 * tz);
  __shared__ __align__(16) double sh_A[2][8][32];
  double2 st_A[2];  // staging registers
  __shared__ __align__(16) double sh_X[2][8][1][32];
  double2 st_X[2];  // staging registers
  double r_T1[4][4] = {0.0};
  r_T1[0][0] = 0;
  r_T1[0][1] = 0;
  r_T1[0][2] = 0;
  r_T1[0][3] = 0;
  r_T1[1][0] = 0;
  r_T1[1][1] = 0;
  r_T1[1][2] = 0;
  r_T1[1][3] = 0;
  r_T1[2][0] = 0;
  r_T1[2][1] = 0;
  r_T1[2][2] = 0;
  r_T1[2][3] = 0;
  r_T1[3][0] = 0;
  r_T1[3][1] = 0;
  r_T1[3][2] = 0;
  r_T1[3][3] = 0;
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    const int a0 = 32 * by + l0, a1 = l1;
    st_A[j] = *(const double2 *)&a_A[a0 * 64 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
    const int e = tid + j * 64;
    const int l0 = e / 16, l1 = 0, l2 = (e % 16) * 2;
    const int a0 = l0, a1 = bz + l1, a2 = 32 * bx + l2;
    st_X[j] = *(const double2 *)&a_X[(a0 * 64 + a1) * 64 + a2];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    sh_A[0][l1][l0] = st_A[j].x; sh_A[0][l1 + 1][l0] = st_A[j].y;
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
    const int e = tid + j * 64;
    const int l0 = e / 16, l1 = 0, l2 = (e % 16) * 2;
    *(double2 *)&sh_X[0][l0][l1][l2] = st_X[j];
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 56; c0 += 8) {
    if (c0 <= 48) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = 0, l2 = (e % 16) * 2;
        const int a0 = c0 + 8 + l0, a1 = bz + l1, a2 = 32 * bx + l2;
        st_X[j] = *(const double2 *)&a_X[(a0 * 64 + a1) * 64 + a2];
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_A[j] = *(const double2 *)&a_A[a0 * 64 + a1];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_T1[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_X[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T1[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T1[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T1[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_T1[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_X[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T1[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T1[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T1[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_T1[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_X[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T1[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T1[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T1[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_T1[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_X[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T1[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T1[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T1[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_X[po_buf][-po_s0 + i0][0][4 * tx + 3]);
      }
    }
    if (c0 <= 48) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y;
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
        const int e = tid + j * 64;
        const int l0 = e / 16, l1 = 0, l2 = (e % 16) * 2;
        *(double2 *)&sh_X[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1][l2] = st_X[j];
      }
    }
    __syncthreads();
  }
  a_T1[((32 * by + 4 * ty) * 64 + bz) * 64 + 32 * bx + 4 * tx] = r_T1[0][0];
  a_T1[((32 * by + 4 * ty) * 64 + bz) * 64 + 32 * bx + 4 * tx + 1] = r_T1[0][1];
  a_T1[((32 * by + 4 * ty) * 64 + bz) * 64 + 32 * bx + 4 * tx + 2] = r_T1[0][2];
  a_T1[((32 * by + 4 * ty) * 64 + bz) * 64 + 32 * bx + 4 * tx + 3] = r_T1[0][3];
  a_T1[((32 * by + 4 * ty + 1) * 64 + bz) * 64 + 32 * bx + 4 * tx] = r_T1[1][0];
  a_T1[((32 * by + 4 * ty + 1) * 64 + bz) * 64 + 32 * bx + 4 * tx + 1] = r_T1[1][1];
  a_T1[((32 * by + 4 * ty + 1) * 64 + bz) * 64 + 32 * bx + 4 * tx + 2] = r_T1[1][2];
  a_T1[((32 * by + 4 * ty + 1) * 64 + bz) * 64 + 32 * bx + 4 * tx + 3] = r_T1[1][3];
  a_T1[((32 * by + 4 * ty + 2) * 64 + bz) * 64 + 32 * bx + 4 * tx] = r_T1[2][0];
  a_T1[((32 * by + 4 * ty + 2) * 64 + bz) * 64 + 32 * bx + 4 * tx + 1] = r_T1[2][1];
  a_T1[((32 * by + 4 * ty + 2) * 64 + bz) * 64 + 32 * bx + 4 * tx + 2] = r_T1[2][2];
  a_T1[((32 * by + 4 * ty + 2) * 64 + bz) * 64 + 32 * bx + 4 * tx + 3] = r_T1[2][3];
  a_T1[((32 * by + 4 * ty + 3) * 64 + bz) * 64 + 32 * bx + 4 * tx] = r_T1[3][0];
  a_T1[((32 * by + 4 * ty + 3) * 64 + bz) * 64 + 32 * bx + 4 * tx + 1] = r_T1[3][1];
  a_T1[((32 * by + 4 * ty + 3) * 64 + bz) * 64 + 32 * bx + 4 * tx + 2] = r_T1[3][2];
  a_T1[((32 * by + 4 * ty + 3) * 64 + bz) * 64 + 32 * bx + 4 * tx + 3] = r_T1[3][3];
}

// k_kron3_1: statements S1, S1_init
//   c -> blockIdx.x (tile 32) / threadIdx.x (8); j -> blockIdx.y (tile 32) / threadIdx.y (8); i -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; b} (tiles of 8)
//   shared: sh_B: tile 32x8 of B
//   shared: sh_T1: tile 1x8x32 of T1
//   registers: T2
extern "C" __global__ void __launch_bounds__(64) k_kron3_1(const double *__restrict__ a_B, double *__restrict__ a_T1, double *__restrict__ a_T2)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 8 * (ty + 8 * tz);
  __shared__ __align__(16) double sh_B[2][8][32];
  double2 st_B[2];  // staging registers
  __shared__ __align__(16) double sh_T1[2][8][1][32];
  double2 st_T1[2];  // staging registers
  double r_T2[4][4] = {0.0};
  r_T2[0][0] = 0;
  r_T2[0][1] = 0;
  r_T2[0][2] = 0;
  r_T2[0][3] = 0;
  r_T2[1][0] = 0;
  r_T2[1][1] = 0;
  r_T2[1][2] = 0;
  r_T2[1][3] = 0;
  r_T2[2][0] = 0;
  r_T2[2][1] = 0;
  r_T2[2][2] = 0;
  r_T2[2][3] = 0;
  r_T2[3][0] = 0;
  r_T2[3][1] = 0;
  r_T2[3][2] = 0;
  r_T2[3][3] = 0;
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of T1 in sh_T1
    const int e = tid + j * 64;
    const int l0 = 0, l1 = e / 16 % 8, l2 = (e % 16) * 2;
    const int a0 = bz + l0, a1 = l1, a2 = 32 * bx + l2;
    st_T1[j] = *(const double2 *)&a_T1[(a0 * 64 + a1) * 64 + a2];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    const int a0 = 32 * by + l0, a1 = l1;
    st_B[j] = *(const double2 *)&a_B[a0 * 64 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of T1 in sh_T1
    const int e = tid + j * 64;
    const int l0 = 0, l1 = e / 16 % 8, l2 = (e % 16) * 2;
    *(double2 *)&sh_T1[0][l1][l0][l2] = st_T1[j];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    sh_B[0][l1][l0] = st_B[j].x; sh_B[0][l1 + 1][l0] = st_B[j].y;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 56; c0 += 8) {
    if (c0 <= 48) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of T1 in sh_T1
        const int e = tid + j * 64;
        const int l0 = 0, l1 = e / 16 % 8, l2 = (e % 16) * 2;
        const int a0 = bz + l0, a1 = c0 + 8 + l1, a2 = 32 * bx + l2;
        st_T1[j] = *(const double2 *)&a_T1[(a0 * 64 + a1) * 64 + a2];
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_B[j] = *(const double2 *)&a_B[a0 * 64 + a1];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_T2[0][0] += (sh_B[po_buf][-po_s0 + i0][4 * ty] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T2[0][1] += (sh_B[po_buf][-po_s0 + i0][4 * ty] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T2[0][2] += (sh_B[po_buf][-po_s0 + i0][4 * ty] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T2[0][3] += (sh_B[po_buf][-po_s0 + i0][4 * ty] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_T2[1][0] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 1] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T2[1][1] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 1] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T2[1][2] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 1] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T2[1][3] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 1] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_T2[2][0] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 2] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T2[2][1] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 2] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T2[2][2] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 2] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T2[2][3] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 2] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 3]);
        r_T2[3][0] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 3] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx]);
        r_T2[3][1] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 3] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 1]);
        r_T2[3][2] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 3] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 2]);
        r_T2[3][3] += (sh_B[po_buf][-po_s0 + i0][4 * ty + 3] * sh_T1[po_buf][-po_s0 + i0][0][4 * tx + 3]);
      }
    }
    if (c0 <= 48) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_B[j].x; sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_B[j].y;
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of T1 in sh_T1
        const int e = tid + j * 64;
        const int l0 = 0, l1 = e / 16 % 8, l2 = (e % 16) * 2;
        *(double2 *)&sh_T1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0][l2] = st_T1[j];
      }
    }
    __syncthreads();
  }
  a_T2[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx] = r_T2[0][0];
  a_T2[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx + 1] = r_T2[0][1];
  a_T2[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx + 2] = r_T2[0][2];
  a_T2[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx + 3] = r_T2[0][3];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx] = r_T2[1][0];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx + 1] = r_T2[1][1];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx + 2] = r_T2[1][2];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx + 3] = r_T2[1][3];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx] = r_T2[2][0];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx + 1] = r_T2[2][1];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx + 2] = r_T2[2][2];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx + 3] = r_T2[2][3];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx] = r_T2[3][0];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx + 1] = r_T2[3][1];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx + 2] = r_T2[3][2];
  a_T2[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx + 3] = r_T2[3][3];
}

// k_kron3_2: statements S2, S2_init
//   k -> blockIdx.x (tile 32) / threadIdx.x (8); j -> blockIdx.y (tile 32) / threadIdx.y (8); i -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; c} (tiles of 8)
//   shared: sh_C: tile 32x8 of C
//   shared: sh_T2: tile 1x32x8 of T2
//   registers: Y
extern "C" __global__ void __launch_bounds__(64) k_kron3_2(const double *__restrict__ a_C, double *__restrict__ a_Y, double *__restrict__ a_T2)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 8 * (ty + 8 * tz);
  __shared__ __align__(16) double sh_C[2][8][32];
  double2 st_C[2];  // staging registers
  __shared__ __align__(16) double sh_T2[2][8][1][32];
  double2 st_T2[2];  // staging registers
  double r_Y[4][4] = {0.0};
  r_Y[0][0] = 0;
  r_Y[0][1] = 0;
  r_Y[0][2] = 0;
  r_Y[0][3] = 0;
  r_Y[1][0] = 0;
  r_Y[1][1] = 0;
  r_Y[1][2] = 0;
  r_Y[1][3] = 0;
  r_Y[2][0] = 0;
  r_Y[2][1] = 0;
  r_Y[2][2] = 0;
  r_Y[2][3] = 0;
  r_Y[3][0] = 0;
  r_Y[3][1] = 0;
  r_Y[3][2] = 0;
  r_Y[3][3] = 0;
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of T2 in sh_T2
    const int e = tid + j * 64;
    const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
    const int a0 = bz + l0, a1 = 32 * by + l1, a2 = l2;
    st_T2[j] = *(const double2 *)&a_T2[(a0 * 64 + a1) * 64 + a2];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    const int a0 = 32 * bx + l0, a1 = l1;
    st_C[j] = *(const double2 *)&a_C[a0 * 64 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of T2 in sh_T2
    const int e = tid + j * 64;
    const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
    sh_T2[0][l2][l0][l1] = st_T2[j].x; sh_T2[0][l2 + 1][l0][l1] = st_T2[j].y;
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    sh_C[0][l1][l0] = st_C[j].x; sh_C[0][l1 + 1][l0] = st_C[j].y;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 56; c0 += 8) {
    if (c0 <= 48) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of C in sh_C
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        const int a0 = 32 * bx + l0, a1 = c0 + 8 + l1;
        st_C[j] = *(const double2 *)&a_C[a0 * 64 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of T2 in sh_T2
        const int e = tid + j * 64;
        const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
        const int a0 = bz + l0, a1 = 32 * by + l1, a2 = c0 + 8 + l2;
        st_T2[j] = *(const double2 *)&a_T2[(a0 * 64 + a1) * 64 + a2];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_Y[0][0] += (sh_C[po_buf][-po_s0 + i0][4 * tx] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty]);
        r_Y[0][1] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 1] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty]);
        r_Y[0][2] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 2] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty]);
        r_Y[0][3] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 3] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty]);
        r_Y[1][0] += (sh_C[po_buf][-po_s0 + i0][4 * tx] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 1]);
        r_Y[1][1] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 1] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 1]);
        r_Y[1][2] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 2] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 1]);
        r_Y[1][3] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 3] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 1]);
        r_Y[2][0] += (sh_C[po_buf][-po_s0 + i0][4 * tx] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 2]);
        r_Y[2][1] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 1] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 2]);
        r_Y[2][2] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 2] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 2]);
        r_Y[2][3] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 3] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 2]);
        r_Y[3][0] += (sh_C[po_buf][-po_s0 + i0][4 * tx] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 3]);
        r_Y[3][1] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 1] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 3]);
        r_Y[3][2] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 2] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 3]);
        r_Y[3][3] += (sh_C[po_buf][-po_s0 + i0][4 * tx + 3] * sh_T2[po_buf][-po_s0 + i0][0][4 * ty + 3]);
      }
    }
    if (c0 <= 48) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of T2 in sh_T2
        const int e = tid + j * 64;
        const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
        sh_T2[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2][l0][l1] = st_T2[j].x; sh_T2[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2 + 1][l0][l1] = st_T2[j].y;
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of C in sh_C
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_C[j].x; sh_C[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_C[j].y;
      }
    }
    __syncthreads();
  }
  a_Y[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx] = r_Y[0][0];
  a_Y[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx + 1] = r_Y[0][1];
  a_Y[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx + 2] = r_Y[0][2];
  a_Y[(bz * 64 + 32 * by + 4 * ty) * 64 + 32 * bx + 4 * tx + 3] = r_Y[0][3];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx] = r_Y[1][0];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx + 1] = r_Y[1][1];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx + 2] = r_Y[1][2];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 1) * 64 + 32 * bx + 4 * tx + 3] = r_Y[1][3];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx] = r_Y[2][0];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx + 1] = r_Y[2][1];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx + 2] = r_Y[2][2];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 2) * 64 + 32 * bx + 4 * tx + 3] = r_Y[2][3];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx] = r_Y[3][0];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx + 1] = r_Y[3][1];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx + 2] = r_Y[3][2];
  a_Y[(bz * 64 + 32 * by + 4 * ty + 3) * 64 + 32 * bx + 4 * tx + 3] = r_Y[3][3];
}
