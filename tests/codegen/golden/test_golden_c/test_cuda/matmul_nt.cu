/* golden: kernels/linalg.tc matmul_nt at M=1024, K=1024, N=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matmul_nt with M=1024, K=1024, N=1024
//   S0_init: C(i, j) = identity of +
//   S0: C(i, j) += (A(i, k) * B(j, k))
#include <math.h>
#include <stdint.h>


// k_matmul_nt_0: statements S0, S0_init
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; k} (tiles of 8)
//   shared: sh_A: tile 32x8 of A
//   shared: sh_B: tile 64x8 of B
//   registers: C
extern "C" __global__ void __launch_bounds__(64) k_matmul_nt_0(const double *__restrict__ a_A, const double *__restrict__ a_B, double *__restrict__ a_C)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) double sh_A[2][8][32];
  double2 st_A[2];  // staging registers
  __shared__ __align__(16) double sh_B[2][8][64];
  double2 st_B[4];  // staging registers
  double r_C[4][8] = {0.0};
  r_C[0][0] = 0;
  r_C[0][1] = 0;
  r_C[0][2] = 0;
  r_C[0][3] = 0;
  r_C[0][4] = 0;
  r_C[0][5] = 0;
  r_C[0][6] = 0;
  r_C[0][7] = 0;
  r_C[1][0] = 0;
  r_C[1][1] = 0;
  r_C[1][2] = 0;
  r_C[1][3] = 0;
  r_C[1][4] = 0;
  r_C[1][5] = 0;
  r_C[1][6] = 0;
  r_C[1][7] = 0;
  r_C[2][0] = 0;
  r_C[2][1] = 0;
  r_C[2][2] = 0;
  r_C[2][3] = 0;
  r_C[2][4] = 0;
  r_C[2][5] = 0;
  r_C[2][6] = 0;
  r_C[2][7] = 0;
  r_C[3][0] = 0;
  r_C[3][1] = 0;
  r_C[3][2] = 0;
  r_C[3][3] = 0;
  r_C[3][4] = 0;
  r_C[3][5] = 0;
  r_C[3][6] = 0;
  r_C[3][7] = 0;
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    const int a0 = 32 * by + l0, a1 = l1;
    st_A[j] = *(const double2 *)&a_A[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    const int a0 = 64 * bx + l0, a1 = l1;
    st_B[j] = *(const double2 *)&a_B[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    sh_A[0][l1][l0] = st_A[j].x; sh_A[0][l1 + 1][l0] = st_A[j].y;
  }
  #pragma unroll
  for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 64;
    const int l0 = e / 4, l1 = (e % 4) * 2;
    sh_B[0][l1][l0] = st_B[j].x; sh_B[0][l1 + 1][l0] = st_B[j].y;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 1016; c0 += 8) {
    if (c0 <= 1008) {
      #pragma unroll
      for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        const int a0 = 64 * bx + l0, a1 = c0 + 8 + l1;
        st_B[j] = *(const double2 *)&a_B[a0 * 1024 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_A[j] = *(const double2 *)&a_A[a0 * 1024 + a1];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_C[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_C[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_C[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_C[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_C[0][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_C[0][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_C[0][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_C[0][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_C[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_C[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_C[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_C[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_C[1][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_C[1][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_C[1][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_C[1][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_C[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_C[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_C[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_C[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_C[2][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_C[2][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_C[2][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_C[2][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_C[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_C[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_C[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_C[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_C[3][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_C[3][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_C[3][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_C[3][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
      }
    }
    if (c0 <= 1008) {
      #pragma unroll
      for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y;
      }
      #pragma unroll
      for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 4, l1 = (e % 4) * 2;
        sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_B[j].x; sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_B[j].y;
      }
    }
    __syncthreads();
  }
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx] = r_C[0][0];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 1] = r_C[0][1];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 2] = r_C[0][2];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 3] = r_C[0][3];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 32] = r_C[0][4];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 33] = r_C[0][5];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 34] = r_C[0][6];
  a_C[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 35] = r_C[0][7];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx] = r_C[1][0];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 1] = r_C[1][1];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 2] = r_C[1][2];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 3] = r_C[1][3];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 32] = r_C[1][4];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 33] = r_C[1][5];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 34] = r_C[1][6];
  a_C[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 35] = r_C[1][7];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx] = r_C[2][0];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 1] = r_C[2][1];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 2] = r_C[2][2];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 3] = r_C[2][3];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 32] = r_C[2][4];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 33] = r_C[2][5];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 34] = r_C[2][6];
  a_C[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 35] = r_C[2][7];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx] = r_C[3][0];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 1] = r_C[3][1];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 2] = r_C[3][2];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 3] = r_C[3][3];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 32] = r_C[3][4];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 33] = r_C[3][5];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 34] = r_C[3][6];
  a_C[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 35] = r_C[3][7];
}
