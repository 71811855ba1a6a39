/* golden: kernels/polybench.tc covariance at N=1400, M=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for covariance with N=1400, M=1200
//   S0_init: mean(j) = identity of +
//   S0: mean(j) += data(i, j)
//   S1: mean(j) = (mean(j) / N)
//   S2: centered(i, j) = (data(i, j) - mean(j))
//   S3_init: cov(i, j) = identity of +
//   S3: cov(i, j) += (centered(k, i) * centered(k, j))
//   S4: cov(i, j) = (cov(i, j) / (N - 1))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_covariance_0: statements S0, S0_init, S1, S2
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; N; N + i; i} (tiles of 32)
//   registers: mean
extern "C" __global__ void __launch_bounds__(256) k_covariance_0(const float *__restrict__ a_data, float *__restrict__ a_mean, float *__restrict__ a_centered)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int s_N = 1400;
  float r_mean = 0.0f;
  if (256 * bx + tx <= 1199) {
    r_mean = 0;
  }
  if (bx <= 3) {
    for (int c0 = 0; c0 <= 2752; c0 += 32) {
      {
        const int po_s0 = c0;
        for (int i0 = po_s0; i0 <= po_min(1399, po_s0 + 31); i0 += 1) {
          r_mean += a_data[i0 * 1200 + (256 * bx + tx)];
        }
        if (po_s0 == 1376) {
          r_mean = ((float)r_mean / (float)s_N);
        }
        for (int i0 = po_max(1400, po_s0); i0 <= po_s0 + 31; i0 += 1) {
          a_centered[(i0 - 1400) * 1200 + (256 * bx + tx)] = (a_data[(i0 - 1400) * 1200 + (256 * bx + tx)] - r_mean);
        }
      }
    }
  }
  for (int c0 = 0; c0 <= 2784; c0 += 32) {
    if (bx == 4 || c0 == 2784) {
      {
        const int po_s0 = c0;
        if (tx <= 175) {
          for (int i0 = po_s0; i0 <= po_min(1399, po_s0 + 31); i0 += 1) {
            r_mean += a_data[i0 * 1200 + (tx + 1024)];
          }
          if (256 * bx + tx <= 1199 && po_s0 == 1376) {
            r_mean = ((float)r_mean / (float)s_N);
          }
        }
        if (256 * bx + tx <= 1199) {
          for (int i0 = po_max(1400, po_s0); i0 <= po_min(2799, po_s0 + 31); i0 += 1) {
            a_centered[(i0 - 1400) * 1200 + (256 * bx + tx)] = (a_data[(i0 - 1400) * 1200 + (256 * bx + tx)] - r_mean);
          }
        }
      }
    }
  }
  if (256 * bx + tx <= 1199) {
    a_mean[256 * bx + tx] = r_mean;
  }
}

// k_covariance_1: statements S3, S3_init, S4
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 64) / threadIdx.y (8); sequential: {0; N; k} (tiles of 8)
//   shared: sh_centered_0: tile 8x64 of centered
//   shared: sh_centered_1: tile 8x64 of centered
//   registers: cov
extern "C" __global__ void __launch_bounds__(64) k_covariance_1(float *__restrict__ a_cov, float *__restrict__ a_centered)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  const int s_N = 1400;
  __shared__ __align__(16) float sh_centered_0[2][8][64];
  float4 st_centered_0[2];  // staging registers
  __shared__ __align__(16) float sh_centered_1[2][8][64];
  float4 st_centered_1[2];  // staging registers
  float r_cov[8][8] = {0.0f};
  r_cov[0][0] = 0;
  r_cov[0][1] = 0;
  r_cov[0][2] = 0;
  r_cov[0][3] = 0;
  if (16 * bx + tx <= 291) {
    r_cov[0][4] = 0;
    r_cov[0][5] = 0;
    r_cov[0][6] = 0;
    r_cov[0][7] = 0;
  }
  r_cov[1][0] = 0;
  r_cov[1][1] = 0;
  r_cov[1][2] = 0;
  r_cov[1][3] = 0;
  if (16 * bx + tx <= 291) {
    r_cov[1][4] = 0;
    r_cov[1][5] = 0;
    r_cov[1][6] = 0;
    r_cov[1][7] = 0;
  }
  r_cov[2][0] = 0;
  r_cov[2][1] = 0;
  r_cov[2][2] = 0;
  r_cov[2][3] = 0;
  if (16 * bx + tx <= 291) {
    r_cov[2][4] = 0;
    r_cov[2][5] = 0;
    r_cov[2][6] = 0;
    r_cov[2][7] = 0;
  }
  r_cov[3][0] = 0;
  r_cov[3][1] = 0;
  r_cov[3][2] = 0;
  r_cov[3][3] = 0;
  if (16 * bx + tx <= 291) {
    r_cov[3][4] = 0;
    r_cov[3][5] = 0;
    r_cov[3][6] = 0;
    r_cov[3][7] = 0;
  }
  if (16 * by + ty <= 291) {
    r_cov[4][0] = 0;
    r_cov[4][1] = 0;
    r_cov[4][2] = 0;
    r_cov[4][3] = 0;
    if (16 * bx + tx <= 291) {
      r_cov[4][4] = 0;
      r_cov[4][5] = 0;
      r_cov[4][6] = 0;
      r_cov[4][7] = 0;
    }
    r_cov[5][0] = 0;
    r_cov[5][1] = 0;
    r_cov[5][2] = 0;
    r_cov[5][3] = 0;
    if (16 * bx + tx <= 291) {
      r_cov[5][4] = 0;
      r_cov[5][5] = 0;
      r_cov[5][6] = 0;
      r_cov[5][7] = 0;
    }
    r_cov[6][0] = 0;
    r_cov[6][1] = 0;
    r_cov[6][2] = 0;
    r_cov[6][3] = 0;
    if (16 * bx + tx <= 291) {
      r_cov[6][4] = 0;
      r_cov[6][5] = 0;
      r_cov[6][6] = 0;
      r_cov[6][7] = 0;
    }
    r_cov[7][0] = 0;
    r_cov[7][1] = 0;
    r_cov[7][2] = 0;
    r_cov[7][3] = 0;
    if (16 * bx + tx <= 291) {
      r_cov[7][4] = 0;
      r_cov[7][5] = 0;
      r_cov[7][6] = 0;
      r_cov[7][7] = 0;
    }
  }
  if (by <= 17 && bx <= 17) {
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of centered in sh_centered_0
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * by + l1;
      st_centered_0[j] = *(const float4 *)&a_centered[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of centered in sh_centered_1
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_centered_1[j] = *(const float4 *)&a_centered[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of centered in sh_centered_1
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_centered_1[0][l0][l1] = st_centered_1[j];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of centered in sh_centered_0
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_centered_0[0][l0][l1] = st_centered_0[j];
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 1392; c0 += 8) {
      if (c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of centered in sh_centered_0
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * by + l1;
          st_centered_0[j] = *(const float4 *)&a_centered[a0 * 1200 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of centered in sh_centered_1
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_centered_1[j] = *(const float4 *)&a_centered[a0 * 1200 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_cov[0][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[0][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[0][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[0][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[0][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[0][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[0][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[0][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[1][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[1][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[1][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[1][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[1][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[1][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[1][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[1][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[2][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[2][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[2][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[2][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[2][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[2][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[2][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[2][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[3][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[3][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[3][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[3][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[3][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[3][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[3][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[3][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[4][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[4][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[4][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[4][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[4][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[4][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[4][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[4][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[5][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[5][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[5][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[5][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[5][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[5][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[5][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[5][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[6][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[6][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[6][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[6][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[6][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[6][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[6][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[6][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_cov[7][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
          r_cov[7][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_cov[7][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_cov[7][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_cov[7][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_cov[7][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_cov[7][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_cov[7][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      if (c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of centered in sh_centered_1
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_centered_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_centered_1[j];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of centered in sh_centered_0
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_centered_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_centered_0[j];
        }
      }
      __syncthreads();
    }
    r_cov[0][0] = ((float)r_cov[0][0] / (float)(s_N - 1));
    r_cov[0][1] = ((float)r_cov[0][1] / (float)(s_N - 1));
    r_cov[0][2] = ((float)r_cov[0][2] / (float)(s_N - 1));
    r_cov[0][3] = ((float)r_cov[0][3] / (float)(s_N - 1));
    r_cov[0][4] = ((float)r_cov[0][4] / (float)(s_N - 1));
    r_cov[0][5] = ((float)r_cov[0][5] / (float)(s_N - 1));
    r_cov[0][6] = ((float)r_cov[0][6] / (float)(s_N - 1));
    r_cov[0][7] = ((float)r_cov[0][7] / (float)(s_N - 1));
    r_cov[1][0] = ((float)r_cov[1][0] / (float)(s_N - 1));
    r_cov[1][1] = ((float)r_cov[1][1] / (float)(s_N - 1));
    r_cov[1][2] = ((float)r_cov[1][2] / (float)(s_N - 1));
    r_cov[1][3] = ((float)r_cov[1][3] / (float)(s_N - 1));
    r_cov[1][4] = ((float)r_cov[1][4] / (float)(s_N - 1));
    r_cov[1][5] = ((float)r_cov[1][5] / (float)(s_N - 1));
    r_cov[1][6] = ((float)r_cov[1][6] / (float)(s_N - 1));
    r_cov[1][7] = ((float)r_cov[1][7] / (float)(s_N - 1));
    r_cov[2][0] = ((float)r_cov[2][0] / (float)(s_N - 1));
    r_cov[2][1] = ((float)r_cov[2][1] / (float)(s_N - 1));
    r_cov[2][2] = ((float)r_cov[2][2] / (float)(s_N - 1));
    r_cov[2][3] = ((float)r_cov[2][3] / (float)(s_N - 1));
    r_cov[2][4] = ((float)r_cov[2][4] / (float)(s_N - 1));
    r_cov[2][5] = ((float)r_cov[2][5] / (float)(s_N - 1));
    r_cov[2][6] = ((float)r_cov[2][6] / (float)(s_N - 1));
    r_cov[2][7] = ((float)r_cov[2][7] / (float)(s_N - 1));
    r_cov[3][0] = ((float)r_cov[3][0] / (float)(s_N - 1));
    r_cov[3][1] = ((float)r_cov[3][1] / (float)(s_N - 1));
    r_cov[3][2] = ((float)r_cov[3][2] / (float)(s_N - 1));
    r_cov[3][3] = ((float)r_cov[3][3] / (float)(s_N - 1));
    r_cov[3][4] = ((float)r_cov[3][4] / (float)(s_N - 1));
    r_cov[3][5] = ((float)r_cov[3][5] / (float)(s_N - 1));
    r_cov[3][6] = ((float)r_cov[3][6] / (float)(s_N - 1));
    r_cov[3][7] = ((float)r_cov[3][7] / (float)(s_N - 1));
    r_cov[4][0] = ((float)r_cov[4][0] / (float)(s_N - 1));
    r_cov[4][1] = ((float)r_cov[4][1] / (float)(s_N - 1));
    r_cov[4][2] = ((float)r_cov[4][2] / (float)(s_N - 1));
    r_cov[4][3] = ((float)r_cov[4][3] / (float)(s_N - 1));
    r_cov[4][4] = ((float)r_cov[4][4] / (float)(s_N - 1));
    r_cov[4][5] = ((float)r_cov[4][5] / (float)(s_N - 1));
    r_cov[4][6] = ((float)r_cov[4][6] / (float)(s_N - 1));
    r_cov[4][7] = ((float)r_cov[4][7] / (float)(s_N - 1));
    r_cov[5][0] = ((float)r_cov[5][0] / (float)(s_N - 1));
    r_cov[5][1] = ((float)r_cov[5][1] / (float)(s_N - 1));
    r_cov[5][2] = ((float)r_cov[5][2] / (float)(s_N - 1));
    r_cov[5][3] = ((float)r_cov[5][3] / (float)(s_N - 1));
    r_cov[5][4] = ((float)r_cov[5][4] / (float)(s_N - 1));
    r_cov[5][5] = ((float)r_cov[5][5] / (float)(s_N - 1));
    r_cov[5][6] = ((float)r_cov[5][6] / (float)(s_N - 1));
    r_cov[5][7] = ((float)r_cov[5][7] / (float)(s_N - 1));
    r_cov[6][0] = ((float)r_cov[6][0] / (float)(s_N - 1));
    r_cov[6][1] = ((float)r_cov[6][1] / (float)(s_N - 1));
    r_cov[6][2] = ((float)r_cov[6][2] / (float)(s_N - 1));
    r_cov[6][3] = ((float)r_cov[6][3] / (float)(s_N - 1));
    r_cov[6][4] = ((float)r_cov[6][4] / (float)(s_N - 1));
    r_cov[6][5] = ((float)r_cov[6][5] / (float)(s_N - 1));
    r_cov[6][6] = ((float)r_cov[6][6] / (float)(s_N - 1));
    r_cov[6][7] = ((float)r_cov[6][7] / (float)(s_N - 1));
    r_cov[7][0] = ((float)r_cov[7][0] / (float)(s_N - 1));
    r_cov[7][1] = ((float)r_cov[7][1] / (float)(s_N - 1));
    r_cov[7][2] = ((float)r_cov[7][2] / (float)(s_N - 1));
    r_cov[7][3] = ((float)r_cov[7][3] / (float)(s_N - 1));
    r_cov[7][4] = ((float)r_cov[7][4] / (float)(s_N - 1));
    r_cov[7][5] = ((float)r_cov[7][5] / (float)(s_N - 1));
    r_cov[7][6] = ((float)r_cov[7][6] / (float)(s_N - 1));
    r_cov[7][7] = ((float)r_cov[7][7] / (float)(s_N - 1));
    __syncthreads();
  } else {
    for (int c0 = -8; c0 <= 1400; c0 += 8) {
      if (by == 18 && c0 <= 1384 || by <= 17 && bx == 18 && c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of centered in sh_centered_0, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * by + l1;
          st_centered_0[j] = a1 < 1200 ? *(const float4 *)&a_centered[a0 * 1200 + a1] : float4{};
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of centered in sh_centered_1, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_centered_1[j] = a1 < 1200 ? *(const float4 *)&a_centered[a0 * 1200 + a1] : float4{};
        }
      }
      if (by == 18 && c0 >= 0 || by <= 17 && bx == 18 && c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          if (po_s0 == 1400) {
            r_cov[0][0] = ((float)r_cov[0][0] / (float)(s_N - 1));
            r_cov[0][1] = ((float)r_cov[0][1] / (float)(s_N - 1));
            r_cov[0][2] = ((float)r_cov[0][2] / (float)(s_N - 1));
            r_cov[0][3] = ((float)r_cov[0][3] / (float)(s_N - 1));
            if (16 * bx + tx <= 291) {
              r_cov[0][4] = ((float)r_cov[0][4] / (float)(s_N - 1));
              r_cov[0][5] = ((float)r_cov[0][5] / (float)(s_N - 1));
              r_cov[0][6] = ((float)r_cov[0][6] / (float)(s_N - 1));
              r_cov[0][7] = ((float)r_cov[0][7] / (float)(s_N - 1));
            }
            r_cov[1][0] = ((float)r_cov[1][0] / (float)(s_N - 1));
            r_cov[1][1] = ((float)r_cov[1][1] / (float)(s_N - 1));
            r_cov[1][2] = ((float)r_cov[1][2] / (float)(s_N - 1));
            r_cov[1][3] = ((float)r_cov[1][3] / (float)(s_N - 1));
            if (16 * bx + tx <= 291) {
              r_cov[1][4] = ((float)r_cov[1][4] / (float)(s_N - 1));
              r_cov[1][5] = ((float)r_cov[1][5] / (float)(s_N - 1));
              r_cov[1][6] = ((float)r_cov[1][6] / (float)(s_N - 1));
              r_cov[1][7] = ((float)r_cov[1][7] / (float)(s_N - 1));
            }
            r_cov[2][0] = ((float)r_cov[2][0] / (float)(s_N - 1));
            r_cov[2][1] = ((float)r_cov[2][1] / (float)(s_N - 1));
            r_cov[2][2] = ((float)r_cov[2][2] / (float)(s_N - 1));
            r_cov[2][3] = ((float)r_cov[2][3] / (float)(s_N - 1));
            if (16 * bx + tx <= 291) {
              r_cov[2][4] = ((float)r_cov[2][4] / (float)(s_N - 1));
              r_cov[2][5] = ((float)r_cov[2][5] / (float)(s_N - 1));
              r_cov[2][6] = ((float)r_cov[2][6] / (float)(s_N - 1));
              r_cov[2][7] = ((float)r_cov[2][7] / (float)(s_N - 1));
            }
            r_cov[3][0] = ((float)r_cov[3][0] / (float)(s_N - 1));
            r_cov[3][1] = ((float)r_cov[3][1] / (float)(s_N - 1));
            r_cov[3][2] = ((float)r_cov[3][2] / (float)(s_N - 1));
            r_cov[3][3] = ((float)r_cov[3][3] / (float)(s_N - 1));
            if (16 * bx + tx <= 291) {
              r_cov[3][4] = ((float)r_cov[3][4] / (float)(s_N - 1));
              r_cov[3][5] = ((float)r_cov[3][5] / (float)(s_N - 1));
              r_cov[3][6] = ((float)r_cov[3][6] / (float)(s_N - 1));
              r_cov[3][7] = ((float)r_cov[3][7] / (float)(s_N - 1));
            }
            if (16 * by + ty <= 291) {
              r_cov[4][0] = ((float)r_cov[4][0] / (float)(s_N - 1));
              r_cov[4][1] = ((float)r_cov[4][1] / (float)(s_N - 1));
              r_cov[4][2] = ((float)r_cov[4][2] / (float)(s_N - 1));
              r_cov[4][3] = ((float)r_cov[4][3] / (float)(s_N - 1));
              if (16 * bx + tx <= 291) {
                r_cov[4][4] = ((float)r_cov[4][4] / (float)(s_N - 1));
                r_cov[4][5] = ((float)r_cov[4][5] / (float)(s_N - 1));
                r_cov[4][6] = ((float)r_cov[4][6] / (float)(s_N - 1));
                r_cov[4][7] = ((float)r_cov[4][7] / (float)(s_N - 1));
              }
              r_cov[5][0] = ((float)r_cov[5][0] / (float)(s_N - 1));
              r_cov[5][1] = ((float)r_cov[5][1] / (float)(s_N - 1));
              r_cov[5][2] = ((float)r_cov[5][2] / (float)(s_N - 1));
              r_cov[5][3] = ((float)r_cov[5][3] / (float)(s_N - 1));
              if (16 * bx + tx <= 291) {
                r_cov[5][4] = ((float)r_cov[5][4] / (float)(s_N - 1));
                r_cov[5][5] = ((float)r_cov[5][5] / (float)(s_N - 1));
                r_cov[5][6] = ((float)r_cov[5][6] / (float)(s_N - 1));
                r_cov[5][7] = ((float)r_cov[5][7] / (float)(s_N - 1));
              }
              r_cov[6][0] = ((float)r_cov[6][0] / (float)(s_N - 1));
              r_cov[6][1] = ((float)r_cov[6][1] / (float)(s_N - 1));
              r_cov[6][2] = ((float)r_cov[6][2] / (float)(s_N - 1));
              r_cov[6][3] = ((float)r_cov[6][3] / (float)(s_N - 1));
              if (16 * bx + tx <= 291) {
                r_cov[6][4] = ((float)r_cov[6][4] / (float)(s_N - 1));
                r_cov[6][5] = ((float)r_cov[6][5] / (float)(s_N - 1));
                r_cov[6][6] = ((float)r_cov[6][6] / (float)(s_N - 1));
                r_cov[6][7] = ((float)r_cov[6][7] / (float)(s_N - 1));
              }
              r_cov[7][0] = ((float)r_cov[7][0] / (float)(s_N - 1));
              r_cov[7][1] = ((float)r_cov[7][1] / (float)(s_N - 1));
              r_cov[7][2] = ((float)r_cov[7][2] / (float)(s_N - 1));
              r_cov[7][3] = ((float)r_cov[7][3] / (float)(s_N - 1));
              if (16 * bx + tx <= 291) {
                r_cov[7][4] = ((float)r_cov[7][4] / (float)(s_N - 1));
                r_cov[7][5] = ((float)r_cov[7][5] / (float)(s_N - 1));
                r_cov[7][6] = ((float)r_cov[7][6] / (float)(s_N - 1));
                r_cov[7][7] = ((float)r_cov[7][7] / (float)(s_N - 1));
              }
            }
          }
          for (int i0 = po_s0; i0 <= po_min(1399, po_s0 + 7); i0 += 1) {
            r_cov[0][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[0][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[0][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[0][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[0][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[0][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[0][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[0][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[1][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[1][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[1][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[1][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[1][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[1][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[1][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[1][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[2][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[2][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[2][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[2][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[2][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[2][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[2][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[2][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[3][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[3][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[3][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[3][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[3][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[3][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[3][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[3][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[4][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[4][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[4][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[4][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[4][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[4][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[4][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[4][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[5][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[5][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[5][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[5][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[5][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[5][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[5][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[5][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[6][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[6][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[6][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[6][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[6][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[6][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[6][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[6][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_cov[7][0] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx]);
            r_cov[7][1] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_cov[7][2] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_cov[7][3] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_cov[7][4] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_cov[7][5] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_cov[7][6] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_cov[7][7] += (sh_centered_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_centered_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          }
        }
      }
      if (by == 18 && c0 <= 1384 || by <= 17 && bx == 18 && c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of centered in sh_centered_1, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_centered_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_centered_1[j];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of centered in sh_centered_0, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_centered_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_centered_0[j];
        }
      }
      __syncthreads();
    }
  }
  a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx] = r_cov[0][0];
  a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[0][1];
  a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[0][2];
  a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[0][3];
  if (16 * bx + tx <= 291) {
    a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[0][4];
    a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[0][5];
    a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[0][6];
    a_cov[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[0][7];
  }
  a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx] = r_cov[1][0];
  a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[1][1];
  a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[1][2];
  a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[1][3];
  if (16 * bx + tx <= 291) {
    a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[1][4];
    a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[1][5];
    a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[1][6];
    a_cov[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[1][7];
  }
  a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx] = r_cov[2][0];
  a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[2][1];
  a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[2][2];
  a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[2][3];
  if (16 * bx + tx <= 291) {
    a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[2][4];
    a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[2][5];
    a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[2][6];
    a_cov[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[2][7];
  }
  a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx] = r_cov[3][0];
  a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[3][1];
  a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[3][2];
  a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[3][3];
  if (16 * bx + tx <= 291) {
    a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[3][4];
    a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[3][5];
    a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[3][6];
    a_cov[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[3][7];
  }
  if (16 * by + ty <= 291) {
    a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx] = r_cov[4][0];
    a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[4][1];
    a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[4][2];
    a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[4][3];
    if (16 * bx + tx <= 291) {
      a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[4][4];
      a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[4][5];
      a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[4][6];
      a_cov[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[4][7];
    }
    a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx] = r_cov[5][0];
    a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[5][1];
    a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[5][2];
    a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[5][3];
    if (16 * bx + tx <= 291) {
      a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[5][4];
      a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[5][5];
      a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[5][6];
      a_cov[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[5][7];
    }
    a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx] = r_cov[6][0];
    a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[6][1];
    a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[6][2];
    a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[6][3];
    if (16 * bx + tx <= 291) {
      a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[6][4];
      a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[6][5];
      a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[6][6];
      a_cov[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[6][7];
    }
    a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx] = r_cov[7][0];
    a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 1] = r_cov[7][1];
    a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 2] = r_cov[7][2];
    a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 3] = r_cov[7][3];
    if (16 * bx + tx <= 291) {
      a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 32] = r_cov[7][4];
      a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 33] = r_cov[7][5];
      a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 34] = r_cov[7][6];
      a_cov[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 35] = r_cov[7][7];
    }
  }
}
