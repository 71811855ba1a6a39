/* golden: kernels/polybench.tc doitgen at NR=150, NQ=140, NP=160, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for doitgen with NR=150, NQ=140, NP=160
//   S0_init: Aout(r, q, p) = identity of +
//   S0: Aout(r, q, p) += (A(r, q, s) * C4(s, p))
#include <math.h>
#include <stdint.h>


// k_doitgen_0: statements S0, S0_init
//   p -> blockIdx.x (tile 128) / threadIdx.x (16); q -> blockIdx.y (tile 32) / threadIdx.y (8); r -> blockIdx.z (tile 1) / threadIdx.z (1); sequential: {0; s} (tiles of 8)
//   shared: sh_A: tile 1x32x8 of A
//   shared: sh_C4: tile 8x128 of C4
//   registers: Aout
extern "C" __global__ void __launch_bounds__(128) k_doitgen_0(const double *__restrict__ a_A, const double *__restrict__ a_C4, double *__restrict__ a_Aout)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 16 * (ty + 8 * tz);
  __shared__ __align__(16) double sh_A[2][8][1][32];
  double2 st_A[1];  // staging registers
  __shared__ __align__(16) double sh_C4[2][8][128];
  double2 st_C4[4];  // staging registers
  double r_Aout[4][8] = {0.0};
  if (8 * by + ty <= 34 && 32 * bx + tx <= 39) {
    r_Aout[0][0] = 0;
    r_Aout[0][1] = 0;
    r_Aout[0][2] = 0;
    r_Aout[0][3] = 0;
    if (bx == 0) {
      r_Aout[0][4] = 0;
      r_Aout[0][5] = 0;
      r_Aout[0][6] = 0;
      r_Aout[0][7] = 0;
    }
    r_Aout[1][0] = 0;
    r_Aout[1][1] = 0;
    r_Aout[1][2] = 0;
    r_Aout[1][3] = 0;
    if (bx == 0) {
      r_Aout[1][4] = 0;
      r_Aout[1][5] = 0;
      r_Aout[1][6] = 0;
      r_Aout[1][7] = 0;
    }
    r_Aout[2][0] = 0;
    r_Aout[2][1] = 0;
    r_Aout[2][2] = 0;
    r_Aout[2][3] = 0;
    if (bx == 0) {
      r_Aout[2][4] = 0;
      r_Aout[2][5] = 0;
      r_Aout[2][6] = 0;
      r_Aout[2][7] = 0;
    }
    r_Aout[3][0] = 0;
    r_Aout[3][1] = 0;
    r_Aout[3][2] = 0;
    r_Aout[3][3] = 0;
    if (bx == 0) {
      r_Aout[3][4] = 0;
      r_Aout[3][5] = 0;
      r_Aout[3][6] = 0;
      r_Aout[3][7] = 0;
    }
  }
  if (by <= 3 && bx == 0) {
    #pragma unroll
    for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of C4 in sh_C4
      const int e = tid + j * 128;
      const int l0 = e / 64, l1 = (e % 64) * 2;
      const int a0 = l0, a1 = l1;
      st_C4[j] = *(const double2 *)&a_C4[a0 * 160 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
      const int e = tid + j * 128;
      const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
      const int a0 = bz + l0, a1 = 32 * by + l1, a2 = l2;
      st_A[j] = *(const double2 *)&a_A[(a0 * 140 + a1) * 160 + a2];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
      const int e = tid + j * 128;
      const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
      sh_A[0][l2][l0][l1] = st_A[j].x; sh_A[0][l2 + 1][l0][l1] = st_A[j].y;
    }
    #pragma unroll
    for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of C4 in sh_C4
      const int e = tid + j * 128;
      const int l0 = e / 64, l1 = (e % 64) * 2;
      *(double2 *)&sh_C4[0][l0][l1] = st_C4[j];
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 152; c0 += 8) {
      if (c0 <= 144) {
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of C4 in sh_C4
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          const int a0 = c0 + 8 + l0, a1 = l1;
          st_C4[j] = *(const double2 *)&a_C4[a0 * 160 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
          const int a0 = bz + l0, a1 = 32 * by + l1, a2 = c0 + 8 + l2;
          st_A[j] = *(const double2 *)&a_A[(a0 * 140 + a1) * 160 + a2];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_Aout[0][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
          r_Aout[0][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Aout[0][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Aout[0][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Aout[0][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_Aout[0][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_Aout[0][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_Aout[0][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
          r_Aout[1][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
          r_Aout[1][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Aout[1][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Aout[1][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Aout[1][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_Aout[1][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_Aout[1][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_Aout[1][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
          r_Aout[2][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
          r_Aout[2][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Aout[2][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Aout[2][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Aout[2][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_Aout[2][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_Aout[2][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_Aout[2][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
          r_Aout[3][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
          r_Aout[3][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_Aout[3][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_Aout[3][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_Aout[3][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
          r_Aout[3][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
          r_Aout[3][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
          r_Aout[3][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
        }
      }
      if (c0 <= 144) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
          const int e = tid + j * 128;
          const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
          sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2][l0][l1] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2 + 1][l0][l1] = st_A[j].y;
        }
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of C4 in sh_C4
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          *(double2 *)&sh_C4[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_C4[j];
        }
      }
      __syncthreads();
    }
  } else {
    for (int c0 = -8; c0 <= 159; c0 += 8) {
      if (bx == 1 && c0 <= 144 || by == 4 && bx == 0 && c0 <= 144) {
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of C4 in sh_C4, zeros outside
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          const int a0 = c0 + 8 + l0, a1 = 128 * bx + l1;
          st_C4[j] = a1 < 160 ? *(const double2 *)&a_C4[a0 * 160 + a1] : double2{};
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A, zeros outside
          const int e = tid + j * 128;
          const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
          const int a0 = bz + l0, a1 = 32 * by + l1, a2 = c0 + 8 + l2;
          st_A[j] = a1 < 140 ? *(const double2 *)&a_A[(a0 * 140 + a1) * 160 + a2] : double2{};
        }
      }
      if (bx == 1 && c0 >= 0 || by == 4 && bx == 0 && c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
            r_Aout[0][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
            r_Aout[0][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_Aout[0][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_Aout[0][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_Aout[0][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
            r_Aout[0][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
            r_Aout[0][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
            r_Aout[0][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
            r_Aout[1][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
            r_Aout[1][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_Aout[1][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_Aout[1][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_Aout[1][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
            r_Aout[1][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
            r_Aout[1][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
            r_Aout[1][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 1] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
            r_Aout[2][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
            r_Aout[2][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_Aout[2][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_Aout[2][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_Aout[2][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
            r_Aout[2][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
            r_Aout[2][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
            r_Aout[2][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 2] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
            r_Aout[3][0] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx]);
            r_Aout[3][1] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_Aout[3][2] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_Aout[3][3] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_Aout[3][4] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 64]);
            r_Aout[3][5] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 65]);
            r_Aout[3][6] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 66]);
            r_Aout[3][7] += (sh_A[po_buf][-po_s0 + i0][0][4 * ty + 3] * sh_C4[po_buf][-po_s0 + i0][4 * tx + 67]);
          }
        }
      }
      if (bx == 1 && c0 <= 144 || by == 4 && bx == 0 && c0 <= 144) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A, zeros outside
          const int e = tid + j * 128;
          const int l0 = 0, l1 = e / 4 % 32, l2 = (e % 4) * 2;
          sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2][l0][l1] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l2 + 1][l0][l1] = st_A[j].y;
        }
        #pragma unroll
        for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of C4 in sh_C4, zeros outside
          const int e = tid + j * 128;
          const int l0 = e / 64, l1 = (e % 64) * 2;
          *(double2 *)&sh_C4[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_C4[j];
        }
      }
      __syncthreads();
    }
  }
  if (8 * by + ty <= 34 && 32 * bx + tx <= 39) {
    a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 128 * bx + 4 * tx] = r_Aout[0][0];
    a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 128 * bx + 4 * tx + 1] = r_Aout[0][1];
    a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 128 * bx + 4 * tx + 2] = r_Aout[0][2];
    a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 128 * bx + 4 * tx + 3] = r_Aout[0][3];
    if (bx == 0) {
      a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 4 * tx + 64] = r_Aout[0][4];
      a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 4 * tx + 65] = r_Aout[0][5];
      a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 4 * tx + 66] = r_Aout[0][6];
      a_Aout[(bz * 140 + 32 * by + 4 * ty) * 160 + 4 * tx + 67] = r_Aout[0][7];
    }
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 128 * bx + 4 * tx] = r_Aout[1][0];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 128 * bx + 4 * tx + 1] = r_Aout[1][1];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 128 * bx + 4 * tx + 2] = r_Aout[1][2];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 128 * bx + 4 * tx + 3] = r_Aout[1][3];
    if (bx == 0) {
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 4 * tx + 64] = r_Aout[1][4];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 4 * tx + 65] = r_Aout[1][5];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 4 * tx + 66] = r_Aout[1][6];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 1) * 160 + 4 * tx + 67] = r_Aout[1][7];
    }
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 128 * bx + 4 * tx] = r_Aout[2][0];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 128 * bx + 4 * tx + 1] = r_Aout[2][1];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 128 * bx + 4 * tx + 2] = r_Aout[2][2];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 128 * bx + 4 * tx + 3] = r_Aout[2][3];
    if (bx == 0) {
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 4 * tx + 64] = r_Aout[2][4];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 4 * tx + 65] = r_Aout[2][5];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 4 * tx + 66] = r_Aout[2][6];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 2) * 160 + 4 * tx + 67] = r_Aout[2][7];
    }
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 128 * bx + 4 * tx] = r_Aout[3][0];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 128 * bx + 4 * tx + 1] = r_Aout[3][1];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 128 * bx + 4 * tx + 2] = r_Aout[3][2];
    a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 128 * bx + 4 * tx + 3] = r_Aout[3][3];
    if (bx == 0) {
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 4 * tx + 64] = r_Aout[3][4];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 4 * tx + 65] = r_Aout[3][5];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 4 * tx + 66] = r_Aout[3][6];
      a_Aout[(bz * 140 + 32 * by + 4 * ty + 3) * 160 + 4 * tx + 67] = r_Aout[3][7];
    }
  }
}
