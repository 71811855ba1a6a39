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
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long s_N = 1400;
  float r_mean = 0.0f;
  if (bx <= 3) {
    r_mean = 0;
    for (long c0 = 0; c0 <= 1399; c0 += 32) {
      for (long c2 = c0; c2 <= po_min(1399, c0 + 31); c2 += 1) {
        r_mean += a_data[c2 * 1200 + (256 * bx + tx)];
      }
    }
    r_mean = ((float)r_mean / (float)s_N);
    for (long c0 = 1376; c0 <= 2752; c0 += 32) {
      for (long c2 = po_max(1400, c0); c2 <= c0 + 31; c2 += 1) {
        a_centered[(c2 - 1400) * 1200 + (256 * bx + tx)] = (a_data[(c2 - 1400) * 1200 + (256 * bx + tx)] - r_mean);
      }
    }
  } else {
    if (tx <= 175) {
      r_mean = 0;
      for (long c0 = 0; c0 <= 1399; c0 += 32) {
        for (long c2 = c0; c2 <= po_min(1399, c0 + 31); c2 += 1) {
          r_mean += a_data[c2 * 1200 + (tx + 1024)];
        }
      }
      r_mean = ((float)r_mean / (float)s_N);
    }
  }
  if (bx <= 3 || tx <= 175) {
    if (bx <= 3) {
      for (long c2 = 2784; c2 <= 2799; c2 += 1) {
        a_centered[(c2 - 1400) * 1200 + (256 * bx + tx)] = (a_data[(c2 - 1400) * 1200 + (256 * bx + tx)] - r_mean);
      }
    } else {
      for (long c0 = 1376; c0 <= 2799; c0 += 32) {
        for (long c2 = po_max(1400, c0); c2 <= po_min(2799, c0 + 31); c2 += 1) {
          a_centered[(c2 - 1400) * 1200 + (tx + 1024)] = (a_data[(c2 - 1400) * 1200 + (tx + 1024)] - r_mean);
        }
      }
    }
    if (256 * bx + tx <= 1199) {
      a_mean[256 * bx + tx] = r_mean;
    }
  }
}

// k_covariance_1: statements S3, S3_init, S4
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; N; k} (tiles of 32)
//   shared: sh_centered_0: tile 32x16 of centered
//   shared: sh_centered_1: tile 32x32 of centered
//   registers: cov
extern "C" __global__ void __launch_bounds__(512) k_covariance_1(float *__restrict__ a_cov, float *__restrict__ a_centered)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  const long s_N = 1400;
  __shared__ float sh_centered_0[32][16];
  __shared__ float sh_centered_1[32][32];
  float r_cov = 0.0f;
  if (bx <= 36) {
    for (long c0 = 0; c0 <= 1344; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of centered in sh_centered_1
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_centered_1[l0][l1] = a_centered[a0 * 1200 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of centered in sh_centered_0
        const long l0 = e / 16, l1 = e % 16;
        const long a0 = c0 + l0, a1 = 16 * by + l1;
        sh_centered_0[l0][l1] = a_centered[a0 * 1200 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_cov = 0;
      }
      for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
        r_cov += (sh_centered_0[-c0 + c3][ty] * sh_centered_1[-c0 + c3][tx]);
      }
      __syncthreads();
    }
  }
  if (bx == 37) {
    for (long c0 = 0; c0 <= 1375; c0 += 32) {
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of centered in sh_centered_1
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 1184 + l1;
        if (a1 < 1200) sh_centered_1[l0][l1] = a_centered[a0 * 1200 + a1];
      }
      for (long e = tid; e < 512; e += 512) {  // stage a tile of centered in sh_centered_0
        const long l0 = e / 16, l1 = e % 16;
        const long a0 = c0 + l0, a1 = 16 * by + l1;
        sh_centered_0[l0][l1] = a_centered[a0 * 1200 + a1];
      }
      __syncthreads();
      if (tx <= 15 && c0 == 0) {
        r_cov = 0;
      }
      if (tx <= 15) {
        for (long c3 = c0; c3 <= c0 + 31; c3 += 1) {
          r_cov += (sh_centered_0[-c0 + c3][ty] * sh_centered_1[-c0 + c3][tx]);
        }
      }
      __syncthreads();
    }
    if (tx >= 16) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of centered in sh_centered_0
        const long l0 = e / 16, l1 = e % 16;
        const long a0 = 1376 + l0, a1 = 16 * by + l1;
        if (a0 < 1400) sh_centered_0[l0][l1] = a_centered[a0 * 1200 + a1];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of centered in sh_centered_1
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = 1376 + l0, a1 = 1184 + l1;
        if (a0 < 1400 && a1 < 1200) sh_centered_1[l0][l1] = a_centered[a0 * 1200 + a1];
      }
      __syncthreads();
      __syncthreads();
    }
  }
  if (32 * bx + tx <= 1199) {
    for (long e = tid; e < 1024; e += 512) {  // stage a tile of centered in sh_centered_1
      const long l0 = e / 32, l1 = e % 32;
      const long a0 = 1376 + l0, a1 = 32 * bx + l1;
      if (a0 < 1400 && a1 < 1200) sh_centered_1[l0][l1] = a_centered[a0 * 1200 + a1];
    }
    for (long e = tid; e < 512; e += 512) {  // stage a tile of centered in sh_centered_0
      const long l0 = e / 16, l1 = e % 16;
      const long a0 = 1376 + l0, a1 = 16 * by + l1;
      if (a0 < 1400) sh_centered_0[l0][l1] = a_centered[a0 * 1200 + a1];
    }
    __syncthreads();
    for (long c3 = 1376; c3 <= 1399; c3 += 1) {
      r_cov += (sh_centered_0[c3 - 1376][ty] * sh_centered_1[c3 - 1376][tx]);
    }
    r_cov = ((float)r_cov / (float)(s_N - 1));
    __syncthreads();
  }
  if (32 * bx + tx <= 1199) {
    a_cov[(16 * by + ty) * 1200 + 32 * bx + tx] = r_cov;
  }
}
