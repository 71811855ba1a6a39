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

// k_correlation_0: statements S0, S0_init
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; i} (tiles of 32)
//   registers: mean
extern "C" __global__ void __launch_bounds__(256) k_correlation_0(const float *__restrict__ a_data, float *__restrict__ a_mean)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int s_N = 1400;
  float r_mean = 0.0f;
  if (256 * bx + tx <= 1199) {
    r_mean = 0;
  }
  if (bx <= 3) {
    for (int c0 = 0; c0 <= 1344; c0 += 32) {
      {
        const int po_s0 = c0;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_mean += ((float)a_data[i0 * 1200 + (256 * bx + tx)] / (float)s_N);
        }
      }
    }
  }
  for (int c0 = 0; c0 <= 1399; c0 += 32) {
    if (bx == 4 || c0 == 1376) {
      {
        const int po_s0 = c0;
        if (256 * bx + tx <= 1199) {
          for (int i0 = po_s0; i0 <= po_min(1399, po_s0 + 31); i0 += 1) {
            r_mean += ((float)a_data[i0 * 1200 + (256 * bx + tx)] / (float)s_N);
          }
        }
      }
    }
  }
  if (256 * bx + tx <= 1199) {
    a_mean[256 * bx + tx] = r_mean;
  }
}

// k_correlation_1: statements S1, S1_init, S2, S3
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; N; N + i; i} (tiles of 32)
//   registers: stddev, var
extern "C" __global__ void __launch_bounds__(256) k_correlation_1(const float *__restrict__ a_data, float *__restrict__ a_mean, float *__restrict__ a_var, float *__restrict__ a_stddev, float *__restrict__ a_z)
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

// k_correlation_2: statements S4, S4_init, S5_p0, S5_p1
//   {i; j} -> blockIdx.x (tile 32) / threadIdx.x (32); -j -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; N; k} (tiles of 32)
//   shared: sh_z_0: tile 32x32 of z
//   shared: sh_z_1: tile 32x16 of z
//   registers: corr
extern "C" __global__ void __launch_bounds__(512) k_correlation_2(float *__restrict__ a_corr, float *__restrict__ a_z)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_z_0[2][32][32];
  float4 st_z_0[1];  // staging registers
  __shared__ __align__(16) float sh_z_1[2][32][16];
  float st_z_1[1];  // staging registers
  float r_corr = 0.0f;
  if (16 * by + ty >= 1 && 16 * by + ty <= 1200 && 32 * bx + tx <= 1199) {
    r_corr = 0;
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next copy of a tile of z in sh_z_1, zeros outside
    const int e = tid + j * 512;
    const int l0 = e / 16, l1 = e % 16;
    const int a0 = l0, a1 = (-16) * by + 1185 + l1;
    st_z_1[j] = a1 >= 0 && a1 < 1200 ? a_z[a0 * 1200 + a1] : (float)0;
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_0, zeros outside
    const int e = tid + j * 512;
    if (e < 256) {
      const int l0 = e / 8, l1 = (e % 8) * 4;
      const int a0 = l0, a1 = 32 * bx + l1;
      st_z_0[j] = a1 < 1200 ? *(const float4 *)&a_z[a0 * 1200 + a1] : float4{};
    }
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next copy of a tile of z in sh_z_1, zeros outside
    const int e = tid + j * 512;
    const int l0 = e / 16, l1 = e % 16;
    sh_z_1[0][l0][l1] = st_z_1[j];
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_0, zeros outside
    const int e = tid + j * 512;
    if (e < 256) {
      const int l0 = e / 8, l1 = (e % 8) * 4;
      *(float4 *)&sh_z_0[0][l0][l1] = st_z_0[j];
    }
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 1344; c0 += 32) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of z in sh_z_0, zeros outside
      const int e = tid + j * 512;
      if (e < 256) {
        const int l0 = e / 8, l1 = (e % 8) * 4;
        const int a0 = c0 + 32 + l0, a1 = 32 * bx + l1;
        st_z_0[j] = a0 < 1400 && a1 < 1200 ? *(const float4 *)&a_z[a0 * 1200 + a1] : float4{};
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next copy of a tile of z in sh_z_1, zeros outside
      const int e = tid + j * 512;
      const int l0 = e / 16, l1 = e % 16;
      const int a0 = c0 + 32 + l0, a1 = (-16) * by + 1185 + l1;
      st_z_1[j] = a0 < 1400 && a1 >= 0 && a1 < 1200 ? a_z[a0 * 1200 + a1] : (float)0;
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_corr += (sh_z_0[po_buf][-po_s0 + i0][tx] * sh_z_1[po_buf][-po_s0 + i0][-ty + 15]);
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next copy of a tile of z in sh_z_1, zeros outside
      const int e = tid + j * 512;
      const int l0 = e / 16, l1 = e % 16;
      sh_z_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0][l1] = st_z_1[j];
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of z in sh_z_0, zeros outside
      const int e = tid + j * 512;
      if (e < 256) {
        const int l0 = e / 8, l1 = (e % 8) * 4;
        *(float4 *)&sh_z_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0][l1] = st_z_0[j];
      }
    }
    __syncthreads();
  }
  {
    const int po_s0 = 1376;
    const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
    #pragma unroll
    for (int i0 = 1376; i0 <= 1407; i0 += 1) {
      if (16 * by + ty >= 1 && 16 * by + ty + 32 * bx + tx == 1200 && i0 == 1400) {
        r_corr = 1.0f;
      } else {
        if (16 * by + ty >= 1 && 16 * by + ty + 32 * bx + tx <= 1199 && i0 == 1400 || 16 * by + ty <= 1200 && 16 * by + ty + 32 * bx + tx >= 1201 && 32 * bx + tx <= 1199 && i0 == 1400) {
          r_corr = r_corr;
        }
      }
      r_corr += (sh_z_0[po_buf][i0 - 1376][tx] * sh_z_1[po_buf][i0 - 1376][-ty + 15]);
    }
  }
  __syncthreads();
  if (16 * by + ty >= 1 && 16 * by + ty <= 1200 && 32 * bx + tx <= 1199) {
    a_corr[(32 * bx + tx) * 1200 + (-16) * by - ty + 1200] = r_corr;
  }
}
