/* golden: kernels/polybench.tc fdtd_2d at NX=1000, NY=1200, T=20, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for fdtd_2d with NX=1000, NY=1200, T=20
//   S0: ex(t, i, j) = ex0(i, j)
//   S1: ey(t, i, j) = ey0(i, j)
//   S2: hz(t, i, j) = hz0(i, j)
//   S3_p0: ey(t, i, j) = fict((t - 1))
//   S3_p1: ey(t, i, j) = (ey((t - 1), i, j) - (0.5 * (hz((t - 1), i, j) - hz((t - 1), (i - 1), j))))
//   S4_p0: ex(t, i, j) = ex((t - 1), i, j)
//   S4_p1: ex(t, i, j) = (ex((t - 1), i, j) - (0.5 * (hz((t - 1), i, j) - hz((t - 1), i, (j - 1)))))
//   S5_p0: hz(t, i, j) = (hz((t - 1), i, j) - (0.7 * (((ex(t, i, (j + 1)) - ex(t, i, j)) + ey(t, (i + 1), j)) - ey(t, i, j))))
//   S5_p1: hz(t, i, j) = hz((t - 1), i, j)
#include <math.h>
#include <stdint.h>


// k_fdtd_2d_0: statements S0, S1, S2, S3_p0, S3_p1, S4_p0, S4_p1
//   {1 + j; 1 + t + j; j; t; t + j} -> blockIdx.x (tile 32) / threadIdx.x (32); {1 + i; 1 + t + i; i; t; t + i} -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_fict: tile 1 of fict
extern "C" __global__ void __launch_bounds__(512) k_fdtd_2d_0(long po_h0, const float *__restrict__ a_ex0, const float *__restrict__ a_ey0, const float *__restrict__ a_hz0, const float *__restrict__ a_fict, float *__restrict__ a_ex, float *__restrict__ a_ey, float *__restrict__ a_hz)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_fict[1];
  if (po_h0 >= 1 && po_h0 >= 16 * by && 16 * by + 15 >= po_h0 && po_h0 + 1199 >= 32 * bx) {
    for (int e = tid; e < 1; e += 512) {  // copy of a tile of fict in sh_fict
      const int l0 = 0;
      const int a0 = po_h0 - 1 + l0;
      sh_fict[l0] = a_fict[a0];
    }
  }
  if (16 * by + 15 >= po_h0 && po_h0 + 999 >= 16 * by && po_h0 + 1199 >= 32 * bx) {
    __syncthreads();
    if (16 * by + ty >= 1 && 32 * bx + tx >= 16 * by + ty && 16 * by + ty + 1199 >= 32 * bx + tx && po_h0 == 16 * by + ty) {
      a_ey[((16 * by + ty) * 1000 + 0) * 1200 + ((-16) * by - ty + 32 * bx + tx)] = sh_fict[0];
    } else {
      if (16 * by + ty >= 1 && 16 * by + ty <= 1000 && 32 * bx + tx >= 1 && 32 * bx + tx <= 1200 && po_h0 == 0) {
        a_hz[(0 * 1000 + (16 * by + ty - 1)) * 1200 + (32 * bx + tx - 1)] = a_hz0[(16 * by + ty - 1) * 1200 + (32 * bx + tx - 1)];
      }
      if (16 * by + ty <= 999 && 32 * bx + tx <= 1199 && po_h0 == 0) {
        a_ey[(0 * 1000 + (16 * by + ty)) * 1200 + (32 * bx + tx)] = a_ey0[(16 * by + ty) * 1200 + (32 * bx + tx)];
        a_ex[(0 * 1000 + (16 * by + ty)) * 1200 + (32 * bx + tx)] = a_ex0[(16 * by + ty) * 1200 + (32 * bx + tx)];
      } else {
        if (po_h0 >= 1 && 16 * by + ty >= po_h0 + 1 && 32 * bx + tx >= po_h0 && po_h0 + 999 >= 16 * by + ty && po_h0 + 1199 >= 32 * bx + tx) {
          a_ey[(po_h0 * 1000 + (16 * by + ty - po_h0)) * 1200 + (32 * bx + tx - po_h0)] = (a_ey[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0)) * 1200 + (32 * bx + tx - po_h0)] - (0.5f * (a_hz[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0)) * 1200 + (32 * bx + tx - po_h0)] - a_hz[((po_h0 - 1) * 1000 + ((16 * by + ty - po_h0) - 1)) * 1200 + (32 * bx + tx - po_h0)])));
        }
      }
    }
    if (bx == 0 && tx >= 1 && 16 * by + ty >= tx && tx + 999 >= 16 * by + ty && po_h0 == tx) {
      a_ex[(tx * 1000 + (16 * by + ty - tx)) * 1200 + 0] = a_ex[((tx - 1) * 1000 + (16 * by + ty - tx)) * 1200 + 0];
    } else {
      if (po_h0 >= 1 && 32 * bx + tx >= po_h0 + 1 && 16 * by + ty >= po_h0 && po_h0 + 999 >= 16 * by + ty && po_h0 + 1199 >= 32 * bx + tx) {
        a_ex[(po_h0 * 1000 + (16 * by + ty - po_h0)) * 1200 + (32 * bx + tx - po_h0)] = (a_ex[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0)) * 1200 + (32 * bx + tx - po_h0)] - (0.5f * (a_hz[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0)) * 1200 + (32 * bx + tx - po_h0)] - a_hz[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0)) * 1200 + ((32 * bx + tx - po_h0) - 1)])));
      }
    }
  }
}

// k_fdtd_2d_1: statements S5_p0, S5_p1
//   {1 + j; 1 + t + j; j; t; t + j} -> blockIdx.x (tile 32) / threadIdx.x (32); {1 + i; 1 + t + i; i; t; t + i} -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_ex: tile 1x16x33 of ex
//   shared: sh_ey: tile 1x17x32 of ey
extern "C" __global__ void __launch_bounds__(512) k_fdtd_2d_1(long po_h0, float *__restrict__ a_ex, float *__restrict__ a_ey, float *__restrict__ a_hz)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_ex[16][1][33];
  __shared__ __align__(16) float sh_ey[17][1][32];
  if (16 * by + 14 >= po_h0 && po_h0 + 999 >= 16 * by && po_h0 + 1199 >= 32 * bx) {
    for (int e = tid; e < 544; e += 512) {  // copy of a tile of ey in sh_ey
      const int l0 = 0, l1 = e / 32 % 17, l2 = e % 32;
      const int a0 = po_h0 + l0, a1 = 16 * by - po_h0 - 1 + l1, a2 = 32 * bx - po_h0 - 1 + l2;
      if (a1 >= 0 && a1 < 1000 && a2 >= 0 && a2 < 1200) sh_ey[l1][l0][l2] = a_ey[(a0 * 1000 + a1) * 1200 + a2];
    }
    for (int e = tid; e < 528; e += 512) {  // copy of a tile of ex in sh_ex
      const int l0 = 0, l1 = e / 33 % 16, l2 = e % 33;
      const int a0 = po_h0 + l0, a1 = 16 * by - po_h0 - 1 + l1, a2 = 32 * bx - po_h0 - 1 + l2;
      if (a1 >= 0 && a1 < 1000 && a2 >= 0 && a2 < 1200) sh_ex[l1][l0][l2] = a_ex[(a0 * 1000 + a1) * 1200 + a2];
    }
  }
  if (16 * by + 14 >= po_h0 && po_h0 + 1000 >= 16 * by && po_h0 + 1200 >= 32 * bx) {
    __syncthreads();
    if (32 * bx + tx >= po_h0 + 1 && 16 * by + ty >= po_h0 + 1 && po_h0 + 999 >= 16 * by + ty && po_h0 + 1199 >= 32 * bx + tx) {
      a_hz[(po_h0 * 1000 + (16 * by + ty - po_h0 - 1)) * 1200 + (32 * bx + tx - po_h0 - 1)] = (a_hz[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0 - 1)) * 1200 + (32 * bx + tx - po_h0 - 1)] - (0.7f * (((sh_ex[ty][0][tx + 1] - sh_ex[ty][0][tx]) + sh_ey[ty + 1][0][tx]) - sh_ey[ty][0][tx])));
    } else {
      if (16 * by + ty + 200 >= 32 * bx + tx && 32 * bx + tx + 999 >= 16 * by + ty && po_h0 + 1000 == 16 * by + ty || 32 * bx + tx >= 16 * by + ty + 201 && 16 * by + ty + 1199 >= 32 * bx + tx && po_h0 + 1200 == 32 * bx + tx) {
        a_hz[(po_h0 * 1000 + (16 * by + ty - po_h0 - 1)) * 1200 + (32 * bx + tx - po_h0 - 1)] = a_hz[((po_h0 - 1) * 1000 + (16 * by + ty - po_h0 - 1)) * 1200 + (32 * bx + tx - po_h0 - 1)];
      }
    }
  }
}
