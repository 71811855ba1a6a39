/* golden: kernels/polybench.tc correlation at N=1400, M=1200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for correlation with N=1400, M=1200
//   S0_init: mean(j) = identity of +
//   S0: mean(j) += (data(i, j) / N)
//   S1_init: var(j) = identity of +
//   S1: var(j) += (((data(i, j) - mean(j)) * (data(i, j) - mean(j))) / N)
//   S2: stddev(j) = ((sqrt(var(j)) <= 0.1) ? 1.0 : sqrt(var(j)))
//   S3: z(i, j) = ((data(i, j) - mean(j)) / (sqrt(float32(N)) * stddev(j)))
//   S4_init: corr(i, j) = identity of +
//   S4: corr(i, j) += (z(k, i) * z(k, j))
//   S5_p0: corr(i, j) = 1.0
//   S5_p1: corr(i, j) = corr(i, j)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_correlation_0: statements S0_init
//   j -> blockIdx.x (tile 128) / threadIdx.x (128); {0; i} -> blockIdx.y (tile 1) / threadIdx.y (1)
extern "C" __global__ void __launch_bounds__(128) k_correlation_0(float *__restrict__ a_mean)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (128 * bx + tx <= 1199) {
    a_mean[(128 * bx + tx)] = 0;
  }
}

// k_correlation_1: statements S0
//   j -> blockIdx.x (tile 128) / threadIdx.x (128); {0; floor((i)/160)} -> blockIdx.y (tile 1) / threadIdx.y (1); the reduction in chunks of 160 on blockIdx.y, partial sums added by atomicAdd; sequential: {0; i} (tiles of 32)
//   registers: mean
extern "C" __global__ void __launch_bounds__(128) k_correlation_1(const float *__restrict__ a_data, float *__restrict__ a_mean)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int s_N = 1400;
  float r_mean = 0.0f;
  if (128 * bx + tx <= 1199) {
    r_mean = 0;
  }
  if (bx <= 8) {
    for (int c0 = 160 * by; c0 <= po_min(1368, 160 * by + 159); c0 += 32) {
      {
        const int po_s0 = c0;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_mean += ((float)a_data[i0 * 1200 + (128 * bx + tx)] / (float)s_N);
        }
      }
    }
  }
  if (bx == 9 || by == 8) {
    for (int c0 = 160 * by; c0 <= po_min(1399, 160 * by + 159); c0 += 32) {
      if (bx == 9 || c0 == 1376) {
        {
          const int po_s0 = c0;
          if (128 * bx + tx <= 1199) {
            for (int i0 = po_s0; i0 <= po_min(1399, po_s0 + 31); i0 += 1) {
              r_mean += ((float)a_data[i0 * 1200 + (128 * bx + tx)] / (float)s_N);
            }
          }
        }
      }
    }
  }
  if (128 * bx + tx <= 1199) {
    atomicAdd(&a_mean[128 * bx + tx], r_mean);
  }
}

// k_correlation_2: statements S1, S1_init, S2, S3
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; N; N + i; i} (tiles of 32)
//   registers: stddev, var
extern "C" __global__ void __launch_bounds__(256) k_correlation_2(const float *__restrict__ a_data, float *__restrict__ a_mean, float *__restrict__ a_var, float *__restrict__ a_stddev, float *__restrict__ a_z)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int s_N = 1400;
  float r_stddev = 0.0f;
  float r_var = 0.0f;
  if (256 * bx + tx <= 1199) {
    r_var = 0;
  }
  if (bx <= 3) {
    for (int c0 = 0; c0 <= 2752; c0 += 32) {
      {
        const int po_s0 = c0;
        for (int i0 = po_s0; i0 <= po_min(1399, po_s0 + 31); i0 += 1) {
          r_var += ((float)((a_data[i0 * 1200 + (256 * bx + tx)] - a_mean[(256 * bx + tx)]) * (a_data[i0 * 1200 + (256 * bx + tx)] - a_mean[(256 * bx + tx)])) / (float)s_N);
        }
        if (po_s0 == 1376) {
          r_stddev = ((sqrtf(r_var) <= 0.1f) ? 1.0f : sqrtf(r_var));
        }
        for (int i0 = po_max(1400, po_s0); i0 <= po_s0 + 31; i0 += 1) {
          a_z[(i0 - 1400) * 1200 + (256 * bx + tx)] = ((float)(a_data[(i0 - 1400) * 1200 + (256 * bx + tx)] - a_mean[(256 * bx + tx)]) / (float)(sqrtf(((float)(s_N))) * r_stddev));
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
            r_var += ((float)((a_data[i0 * 1200 + (tx + 1024)] - a_mean[(tx + 1024)]) * (a_data[i0 * 1200 + (tx + 1024)] - a_mean[(tx + 1024)])) / (float)s_N);
          }
          if (256 * bx + tx <= 1199 && po_s0 == 1376) {
            r_stddev = ((sqrtf(r_var) <= 0.1f) ? 1.0f : sqrtf(r_var));
          }
        }
        if (256 * bx + tx <= 1199) {
          for (int i0 = po_max(1400, po_s0); i0 <= po_min(2799, po_s0 + 31); i0 += 1) {
            a_z[(i0 - 1400) * 1200 + (256 * bx + tx)] = ((float)(a_data[(i0 - 1400) * 1200 + (256 * bx + tx)] - a_mean[(256 * bx + tx)]) / (float)(sqrtf(((float)(s_N))) * r_stddev));
          }
        }
      }
    }
  }
  if (256 * bx + tx <= 1199) {
    a_stddev[256 * bx + tx] = r_stddev;
    a_var[256 * bx + tx] = r_var;
  }
}

// k_correlation_3: statements S4_init
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_correlation_3(float *__restrict__ a_corr)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (32 * bx + tx <= 1199) {
    a_corr[(16 * by + ty) * 1200 + (32 * bx + tx)] = 0;
  }
}

// k_correlation_4: statements S4
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 64) / threadIdx.y (8); sequential: k (tiles of 8)
//   shared: sh_z_0: tile 8x64 of z
//   shared: sh_z_1: tile 8x64 of z
//   registers: corr
extern "C" __global__ void __launch_bounds__(64) k_correlation_4(float *__restrict__ a_corr, float *__restrict__ a_z)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) float sh_z_0[2][8][64];
  float4 st_z_0[2];  // staging registers
  __shared__ __align__(16) float sh_z_1[2][8][64];
  float4 st_z_1[2];  // staging registers
  float r_corr[8][8] = {0.0f};
  r_corr[0][0] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx];
  r_corr[0][1] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 1];
  r_corr[0][2] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 2];
  r_corr[0][3] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 3];
  if (16 * bx + tx <= 291) {
    r_corr[0][4] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 32];
    r_corr[0][5] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 33];
    r_corr[0][6] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 34];
    r_corr[0][7] = a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 35];
  }
  r_corr[1][0] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx];
  r_corr[1][1] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 1];
  r_corr[1][2] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 2];
  r_corr[1][3] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 3];
  if (16 * bx + tx <= 291) {
    r_corr[1][4] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 32];
    r_corr[1][5] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 33];
    r_corr[1][6] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 34];
    r_corr[1][7] = a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 35];
  }
  r_corr[2][0] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx];
  r_corr[2][1] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 1];
  r_corr[2][2] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 2];
  r_corr[2][3] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 3];
  if (16 * bx + tx <= 291) {
    r_corr[2][4] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 32];
    r_corr[2][5] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 33];
    r_corr[2][6] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 34];
    r_corr[2][7] = a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 35];
  }
  r_corr[3][0] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx];
  r_corr[3][1] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 1];
  r_corr[3][2] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 2];
  r_corr[3][3] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 3];
  if (16 * bx + tx <= 291) {
    r_corr[3][4] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 32];
    r_corr[3][5] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 33];
    r_corr[3][6] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 34];
    r_corr[3][7] = a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 35];
  }
  if (16 * by + ty <= 291) {
    r_corr[4][0] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx];
    r_corr[4][1] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 1];
    r_corr[4][2] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 2];
    r_corr[4][3] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 3];
    if (16 * bx + tx <= 291) {
      r_corr[4][4] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 32];
      r_corr[4][5] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 33];
      r_corr[4][6] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 34];
      r_corr[4][7] = a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 35];
    }
    r_corr[5][0] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx];
    r_corr[5][1] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 1];
    r_corr[5][2] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 2];
    r_corr[5][3] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 3];
    if (16 * bx + tx <= 291) {
      r_corr[5][4] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 32];
      r_corr[5][5] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 33];
      r_corr[5][6] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 34];
      r_corr[5][7] = a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 35];
    }
    r_corr[6][0] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx];
    r_corr[6][1] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 1];
    r_corr[6][2] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 2];
    r_corr[6][3] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 3];
    if (16 * bx + tx <= 291) {
      r_corr[6][4] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 32];
      r_corr[6][5] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 33];
      r_corr[6][6] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 34];
      r_corr[6][7] = a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 35];
    }
    r_corr[7][0] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx];
    r_corr[7][1] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 1];
    r_corr[7][2] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 2];
    r_corr[7][3] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 3];
    if (16 * bx + tx <= 291) {
      r_corr[7][4] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 32];
      r_corr[7][5] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 33];
      r_corr[7][6] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 34];
      r_corr[7][7] = a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 35];
    }
  }
  if (by <= 17 && bx <= 17) {
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_1
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * bx + l1;
      st_z_1[j] = *(const float4 *)&a_z[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_0
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      const int a0 = l0, a1 = 64 * by + l1;
      st_z_0[j] = *(const float4 *)&a_z[a0 * 1200 + a1];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_1
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_z_1[0][l0][l1] = st_z_1[j];
    }
    #pragma unroll
    for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_0
      const int e = tid + j * 64;
      const int l0 = e / 16, l1 = (e % 16) * 4;
      *(float4 *)&sh_z_0[0][l0][l1] = st_z_0[j];
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 1399; c0 += 8) {
      if (c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_0
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * by + l1;
          st_z_0[j] = *(const float4 *)&a_z[a0 * 1200 + a1];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_1
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_z_1[j] = *(const float4 *)&a_z[a0 * 1200 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
          r_corr[0][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[0][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[0][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[0][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[0][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[0][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[0][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[0][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[1][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[1][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[1][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[1][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[1][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[1][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[1][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[1][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[2][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[2][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[2][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[2][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[2][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[2][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[2][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[2][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[3][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[3][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[3][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[3][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[3][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[3][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[3][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[3][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[4][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[4][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[4][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[4][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[4][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[4][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[4][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[4][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[5][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[5][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[5][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[5][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[5][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[5][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[5][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[5][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[6][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[6][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[6][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[6][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[6][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[6][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[6][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[6][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          r_corr[7][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
          r_corr[7][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
          r_corr[7][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
          r_corr[7][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
          r_corr[7][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
          r_corr[7][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
          r_corr[7][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
          r_corr[7][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
        }
      }
      if (c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_1
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_z_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_z_1[j];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_0
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_z_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_z_0[j];
        }
      }
      __syncthreads();
    }
  } else {
    for (int c0 = -8; c0 <= 1399; c0 += 8) {
      if (by == 18 && c0 <= 1384 || by <= 17 && bx == 18 && c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_0, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * by + l1;
          st_z_0[j] = a1 < 1200 ? *(const float4 *)&a_z[a0 * 1200 + a1] : float4{};
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_1, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
          st_z_1[j] = a1 < 1200 ? *(const float4 *)&a_z[a0 * 1200 + a1] : float4{};
        }
      }
      if (by == 18 && c0 >= 0 || by <= 17 && bx == 18 && c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
            r_corr[0][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[0][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[0][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[0][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[0][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[0][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[0][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[0][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[1][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[1][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[1][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[1][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[1][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[1][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[1][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[1][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 1] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[2][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[2][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[2][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[2][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[2][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[2][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[2][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[2][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 2] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[3][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[3][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[3][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[3][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[3][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[3][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[3][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[3][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 3] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[4][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[4][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[4][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[4][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[4][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[4][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[4][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[4][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 32] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[5][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[5][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[5][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[5][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[5][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[5][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[5][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[5][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 33] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[6][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[6][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[6][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[6][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[6][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[6][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[6][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[6][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 34] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
            r_corr[7][0] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx]);
            r_corr[7][1] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 1]);
            r_corr[7][2] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 2]);
            r_corr[7][3] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 3]);
            r_corr[7][4] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 32]);
            r_corr[7][5] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 33]);
            r_corr[7][6] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 34]);
            r_corr[7][7] += (sh_z_0[po_buf][-po_s0 + i0][4 * ty + 35] * sh_z_1[po_buf][-po_s0 + i0][4 * tx + 35]);
          }
        }
      }
      if (by == 18 && c0 <= 1384 || by <= 17 && bx == 18 && c0 <= 1384) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_1, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_z_1[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_z_1[j];
        }
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_0, zeros outside
          const int e = tid + j * 64;
          const int l0 = e / 16, l1 = (e % 16) * 4;
          *(float4 *)&sh_z_0[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_z_0[j];
        }
      }
      __syncthreads();
    }
  }
  a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx] = r_corr[0][0];
  a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[0][1];
  a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[0][2];
  a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[0][3];
  if (16 * bx + tx <= 291) {
    a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[0][4];
    a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[0][5];
    a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[0][6];
    a_corr[(64 * by + 4 * ty) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[0][7];
  }
  a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx] = r_corr[1][0];
  a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[1][1];
  a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[1][2];
  a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[1][3];
  if (16 * bx + tx <= 291) {
    a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[1][4];
    a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[1][5];
    a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[1][6];
    a_corr[(64 * by + 4 * ty + 1) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[1][7];
  }
  a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx] = r_corr[2][0];
  a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[2][1];
  a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[2][2];
  a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[2][3];
  if (16 * bx + tx <= 291) {
    a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[2][4];
    a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[2][5];
    a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[2][6];
    a_corr[(64 * by + 4 * ty + 2) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[2][7];
  }
  a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx] = r_corr[3][0];
  a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[3][1];
  a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[3][2];
  a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[3][3];
  if (16 * bx + tx <= 291) {
    a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[3][4];
    a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[3][5];
    a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[3][6];
    a_corr[(64 * by + 4 * ty + 3) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[3][7];
  }
  if (16 * by + ty <= 291) {
    a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx] = r_corr[4][0];
    a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[4][1];
    a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[4][2];
    a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[4][3];
    if (16 * bx + tx <= 291) {
      a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[4][4];
      a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[4][5];
      a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[4][6];
      a_corr[(64 * by + 4 * ty + 32) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[4][7];
    }
    a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx] = r_corr[5][0];
    a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[5][1];
    a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[5][2];
    a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[5][3];
    if (16 * bx + tx <= 291) {
      a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[5][4];
      a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[5][5];
      a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[5][6];
      a_corr[(64 * by + 4 * ty + 33) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[5][7];
    }
    a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx] = r_corr[6][0];
    a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[6][1];
    a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[6][2];
    a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[6][3];
    if (16 * bx + tx <= 291) {
      a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[6][4];
      a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[6][5];
      a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[6][6];
      a_corr[(64 * by + 4 * ty + 34) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[6][7];
    }
    a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx] = r_corr[7][0];
    a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 1] = r_corr[7][1];
    a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 2] = r_corr[7][2];
    a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 3] = r_corr[7][3];
    if (16 * bx + tx <= 291) {
      a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 32] = r_corr[7][4];
      a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 33] = r_corr[7][5];
      a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 34] = r_corr[7][6];
      a_corr[(64 * by + 4 * ty + 35) * 1200 + 64 * bx + 4 * tx + 35] = r_corr[7][7];
    }
  }
}

// k_correlation_5: statements S5_p0
//   j -> blockIdx.x (tile 256) / threadIdx.x (256)
extern "C" __global__ void __launch_bounds__(256) k_correlation_5(float *__restrict__ a_corr)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (256 * bx + tx <= 1199) {
    a_corr[(256 * bx + tx) * 1200 + (256 * bx + tx)] = 1.0f;
  }
}

// k_correlation_6: statements S5_p1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
//   registers: corr
extern "C" __global__ void __launch_bounds__(512) k_correlation_6(float *__restrict__ a_corr)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  float r_corr = 0.0f;
  if (16 * by + ty >= 32 * bx + tx + 1 || 32 * bx + tx >= 16 * by + ty + 1 && 32 * bx + tx <= 1199) {
    r_corr = a_corr[(16 * by + ty) * 1200 + 32 * bx + tx];
  }
  if (16 * by + ty >= 32 * bx + tx + 1 || 32 * bx + tx >= 16 * by + ty + 1 && 32 * bx + tx <= 1199) {
    r_corr = r_corr;
  }
  if (16 * by + ty >= 32 * bx + tx + 1 || 32 * bx + tx >= 16 * by + ty + 1 && 32 * bx + tx <= 1199) {
    a_corr[(16 * by + ty) * 1200 + 32 * bx + tx] = r_corr;
  }
}
