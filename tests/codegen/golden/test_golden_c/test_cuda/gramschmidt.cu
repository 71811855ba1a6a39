/* golden: kernels/polybench.tc gramschmidt at M=240, N=200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gramschmidt with M=240, N=200
//   S0: Ak(k, i, j) = A(i, j)
//   S1_p0: Ak(k, i, j) = (Ak((k - 1), i, j) - (Qt((k - 1), i) * Rt((k - 1), j)))
//   S1_p1: Ak(k, i, j) = Ak((k - 1), i, j)
//   S2_init: nrm(k) = identity of +
//   S2: nrm(k) += (Ak(k, i, k) * Ak(k, i, k))
//   S3: Qt(k, i) = (Ak(k, i, k) / sqrt(nrm(k)))
//   S4_init: Rt(k, j) = identity of +
//   S4: Rt(k, j) += (Qt(k, i) * Ak(k, i, j))
//   S5_p0: R(k, j) = float64(0.0)
//   S5_p1: R(k, j) = sqrt(nrm(k))
//   S5_p2: R(k, j) = Rt(k, j)
//   S6: Q(i, k) = Qt(k, i)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_gramschmidt_0: statements S5_p0
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); k -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_0(double *__restrict__ a_R)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (by >= 2 * bx) {
    if (16 * by + ty <= 199 && 16 * by + ty >= 32 * bx + tx + 1) {
      a_R[(16 * by + ty) * 200 + (32 * bx + tx)] = ((double)(0.0));
    }
  }
}

// k_gramschmidt_1: statements S0
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_1(const double *__restrict__ a_A, double *__restrict__ a_Ak)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (32 * bx + tx <= 199) {
    a_Ak[(0 * 240 + (16 * by + ty)) * 200 + (32 * bx + tx)] = a_A[(16 * by + ty) * 200 + (32 * bx + tx)];
  }
}

// k_gramschmidt_2: statements S1_p0, S1_p1, S2_init
//   {0; M + N; N; N + i; j} -> blockIdx.x (tile 32) / threadIdx.x (32); {0; M; M + j; i} -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_Qt: tile 1x16 of Qt
//   shared: sh_Rt: tile 1x32 of Rt
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_2(long po_h0, double *__restrict__ a_Ak, double *__restrict__ a_nrm, double *__restrict__ a_Qt, double *__restrict__ a_Rt)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) double sh_Qt[1][16];
  __shared__ __align__(16) double sh_Rt[1][32];
  if (by <= 14 && bx <= 6 && po_h0 >= 1 && 32 * bx + 31 >= po_h0) {
    for (int e = tid; e < 16; e += 512) {  // 128-bit copy of a tile of Rt in sh_Rt
      const int l0 = 0, l1 = (e % 16) * 2;
      const int a0 = po_h0 - 1 + l0, a1 = 32 * bx + l1;
      if (a1 < 200) *(double2 *)&sh_Rt[l0][l1] = *(const double2 *)&a_Rt[a0 * 200 + a1];
    }
    for (int e = tid; e < 8; e += 512) {  // 128-bit copy of a tile of Qt in sh_Qt
      const int l0 = 0, l1 = (e % 8) * 2;
      const int a0 = po_h0 - 1 + l0, a1 = 16 * by + l1;
      *(double2 *)&sh_Qt[l0][l1] = *(const double2 *)&a_Qt[a0 * 240 + a1];
    }
  }
  if (by >= 15 && bx >= 6 && po_h0 + 239 >= 16 * by || by <= 14 && bx <= 6 && po_h0 >= 1 && 32 * bx + 31 >= po_h0 || by == 0 && bx == 0) {
    __syncthreads();
    if (by == 0 && ty == 0 && bx == 0 && tx == 0) {
      a_nrm[po_h0] = 0;
    } else {
      if (by >= 15 && 32 * bx + tx >= 200 && 32 * bx + tx <= 439 && po_h0 + 239 >= 16 * by + ty) {
        a_Ak[(po_h0 * 240 + (32 * bx + tx - 200)) * 200 + (16 * by + ty - 240)] = a_Ak[((po_h0 - 1) * 240 + (32 * bx + tx - 200)) * 200 + (16 * by + ty - 240)];
      } else {
        if (by <= 14 && 32 * bx + tx <= 199 && po_h0 >= 1 && 32 * bx + tx >= po_h0) {
          a_Ak[(po_h0 * 240 + (16 * by + ty)) * 200 + (32 * bx + tx)] = (a_Ak[((po_h0 - 1) * 240 + (16 * by + ty)) * 200 + (32 * bx + tx)] - (sh_Qt[0][ty] * sh_Rt[0][tx]));
        }
      }
    }
  }
}

// k_gramschmidt_3: statements S2
//   {0; M + N; N; N + i; j} -> blockIdx.x (tile 1) / threadIdx.x (1); sequential: {0; M; M + j; i} (tiles of 32)
//   registers: nrm
extern "C" __global__ void k_gramschmidt_3(long po_h0, double *__restrict__ a_Ak, double *__restrict__ a_nrm)
{
  double r_nrm = 0.0;
  r_nrm = a_nrm[po_h0];
  for (int c0 = 0; c0 <= 208; c0 += 32) {
    {
      const int po_s0 = c0;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_nrm += (a_Ak[(po_h0 * 240 + i0) * 200 + po_h0] * a_Ak[(po_h0 * 240 + i0) * 200 + po_h0]);
      }
    }
  }
  #pragma unroll
  for (int i0 = 224; i0 <= 239; i0 += 1) {
    r_nrm += (a_Ak[(po_h0 * 240 + i0) * 200 + po_h0] * a_Ak[(po_h0 * 240 + i0) * 200 + po_h0]);
  }
  a_nrm[po_h0] = r_nrm;
}

// k_gramschmidt_4: statements S3, S4_init
//   {0; M + N; N; N + i; j} -> blockIdx.x (tile 32) / threadIdx.x (32); {0; M; M + j; i} -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_nrm: tile 1 of nrm
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_4(long po_h0, double *__restrict__ a_Ak, double *__restrict__ a_nrm, double *__restrict__ a_Qt, double *__restrict__ a_Rt)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) double sh_nrm[1];
  if (by == 15 && bx >= 6) {
    for (int e = tid; e < 1; e += 512) {  // copy of a tile of nrm in sh_nrm
      const int l0 = 0;
      const int a0 = po_h0 + l0;
      sh_nrm[l0] = a_nrm[a0];
    }
  }
  if (by == 15 && bx >= 6 || by == 0 && bx <= 6) {
    __syncthreads();
    if (by == 15 && ty == 0 && 32 * bx + tx >= 200 && 32 * bx + tx <= 439) {
      a_Qt[po_h0 * 240 + (32 * bx + tx - 200)] = ((double)a_Ak[(po_h0 * 240 + (32 * bx + tx - 200)) * 200 + po_h0] / (double)sqrt(sh_nrm[0]));
    } else {
      if (by == 0 && ty == 0 && 32 * bx + tx <= 199) {
        a_Rt[po_h0 * 200 + (32 * bx + tx)] = 0;
      }
    }
  }
}

// k_gramschmidt_5: statements S4, S5_p1, S5_p2, S6
//   {0; M; M + j; i} -> blockIdx.x (tile 200) / threadIdx.x (200); sequential: {0; M + N; N; N + i; j} (tiles of 32)
//   shared: sh_Qt: tile 1x32 of Qt
//   registers: R, Rt
extern "C" __global__ void __launch_bounds__(200) k_gramschmidt_5(long po_h0, double *__restrict__ a_Q, double *__restrict__ a_R, double *__restrict__ a_Ak, double *__restrict__ a_nrm, double *__restrict__ a_Qt, double *__restrict__ a_Rt)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) double sh_Qt[2][1][32];
  double2 st_Qt[1];  // staging registers
  double r_R = 0.0;
  double r_Rt = 0.0;
  if (200 * bx + tx >= 40 && 200 * bx + tx <= 239) {
    r_Rt = a_Rt[po_h0 * 200 + 200 * bx + tx - 40];
  }
  for (int c0 = 160; c0 <= 416; c0 += 32) {
    if (c0 <= 384) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of Qt in sh_Qt
        const int e = tid + j * 200;
        if (e < 16) {
          const int l0 = 0, l1 = (e % 16) * 2;
          const int a0 = po_h0 + l0, a1 = c0 - 168 + l1;
          if (a1 >= 0 && a1 < 240) st_Qt[j] = *(const double2 *)&a_Qt[a0 * 240 + a1];
        }
      }
    }
    if (c0 >= 192) {
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        if (bx == 0 && tx == 40 && po_s0 == 192) {
          r_R = sqrt(a_nrm[po_h0]);
        }
        if (200 * bx + tx >= 40 && 200 * bx + tx <= 239) {
          for (int i0 = po_max(200, po_s0); i0 <= po_min(439, po_s0 + 31); i0 += 1) {
            r_Rt += (sh_Qt[po_buf][0][-po_s0 + i0] * a_Ak[(po_h0 * 240 + (i0 - 200)) * 200 + (200 * bx + tx - 40)]);
            if (bx == 0 && tx == 40) {
              a_Q[(i0 - 200) * 200 + po_h0] = sh_Qt[po_buf][0][-po_s0 + i0];
            }
          }
          if (200 * bx + tx >= po_h0 + 41 && po_s0 == 416) {
            r_R = r_Rt;
          }
        }
      }
    }
    if (c0 <= 384) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of Qt in sh_Qt
        const int e = tid + j * 200;
        if (e < 16) {
          const int l0 = 0, l1 = (e % 16) * 2;
          const int a1 = c0 - 168 + l1;
          if (a1 >= 0 && a1 < 240) *(double2 *)&sh_Qt[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0][l1] = st_Qt[j];
        }
      }
    }
    __syncthreads();
  }
  if (200 * bx + tx <= 239 && 200 * bx + tx >= po_h0 + 41 || bx == 0 && tx == 40) {
    a_R[po_h0 * 200 + (200 * bx + tx >= po_h0 + 41 ? 200 * bx + tx - 40 : po_h0)] = r_R;
  }
  if (200 * bx + tx >= 40 && 200 * bx + tx <= 239) {
    a_Rt[po_h0 * 200 + 200 * bx + tx - 40] = r_Rt;
  }
}
