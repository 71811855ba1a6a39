/* golden: kernels/linalg.tc matmul_nt at M=1024, K=1024, N=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matmul_nt with M=1024, K=1024, N=1024
//   S0_init: C(i, j) = identity of +
//   S0: C(i, j) += (A(i, k) * B(j, k))
#include <math.h>
#include <stdint.h>


// k_matmul_nt_0: statements S0, S0_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A: tile 16x32 of A
//   shared: sh_B: tile 32x32 of B
//   registers: C
extern "C" __global__ void __launch_bounds__(512) k_matmul_nt_0(const double *__restrict__ a_A, const double *__restrict__ a_B, double *__restrict__ a_C)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) double sh_A[2][32][16];
  double2 st_A[1];  // staging registers
  __shared__ __align__(16) double sh_B[2][32][32];
  double2 st_B[1];  // staging registers
  double r_C = 0.0;
  r_C = 0;
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 512;
    if (e < 256) {
      const int l0 = e / 16, l1 = (e % 16) * 2;
      const int a0 = 16 * by + l0, a1 = l1;
      st_A[j] = *(const double2 *)&a_A[a0 * 1024 + a1];
    }
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 512;
    const int l0 = e / 16, l1 = (e % 16) * 2;
    const int a0 = 32 * bx + l0, a1 = l1;
    st_B[j] = *(const double2 *)&a_B[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 512;
    if (e < 256) {
      const int l0 = e / 16, l1 = (e % 16) * 2;
      sh_A[0][l1][l0] = st_A[j].x; sh_A[0][l1 + 1][l0] = st_A[j].y;
    }
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 512;
    const int l0 = e / 16, l1 = (e % 16) * 2;
    sh_B[0][l1][l0] = st_B[j].x; sh_B[0][l1 + 1][l0] = st_B[j].y;
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    if (c0 <= 960) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 512;
        const int l0 = e / 16, l1 = (e % 16) * 2;
        const int a0 = 32 * bx + l0, a1 = c0 + 32 + l1;
        st_B[j] = *(const double2 *)&a_B[a0 * 1024 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 512;
        if (e < 256) {
          const int l0 = e / 16, l1 = (e % 16) * 2;
          const int a0 = 16 * by + l0, a1 = c0 + 32 + l1;
          st_A[j] = *(const double2 *)&a_A[a0 * 1024 + a1];
        }
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_C += (sh_A[po_buf][-po_s0 + i0][ty] * sh_B[po_buf][-po_s0 + i0][tx]);
      }
    }
    if (c0 <= 960) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 512;
        if (e < 256) {
          const int l0 = e / 16, l1 = (e % 16) * 2;
          sh_A[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0] = st_A[j].y;
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 512;
        const int l0 = e / 16, l1 = (e % 16) * 2;
        sh_B[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0] = st_B[j].x; sh_B[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0] = st_B[j].y;
      }
    }
    __syncthreads();
  }
  a_C[(16 * by + ty) * 1024 + 32 * bx + tx] = r_C;
}
