/* golden: kernels/nn.tc batchnorm_moments at N=32, C=256, H=28, W=28, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for batchnorm_moments with N=32, C=256, H=28, W=28
//   S0_init: mean(c) = identity of +
//   S0: mean(c) += X(n, c, h, w)
//   S1: mean(c) = (mean(c) / ((N * H) * W))
//   S2_init: var(c) = identity of +
//   S2: var(c) += ((X(n, c, h, w) - mean(c)) * (X(n, c, h, w) - mean(c)))
//   S3: var(c) = (var(c) / ((N * H) * W))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_batchnorm_moments_0: statements S0, S0_init, S1, S2, S2_init, S3
//   c -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; 2N; N; N + n; n} (tiles of 32), {0; 2H; H; H + h; h} (tiles of 32), {0; 2W; W; W + w; w} (tiles of 32)
//   registers: mean, var
extern "C" __global__ void __launch_bounds__(256) k_batchnorm_moments_0(const float *__restrict__ a_X, float *__restrict__ a_mean, float *__restrict__ a_var)
{
  const long tx = threadIdx.x;
  const long s_N = 32;
  const long s_H = 28;
  const long s_W = 28;
  float r_mean = 0.0f;
  float r_var = 0.0f;
  r_var = 0;
  r_mean = 0;
  for (long c4 = 0; c4 <= 31; c4 += 1) {
    for (long c5 = 0; c5 <= 27; c5 += 1) {
      for (long c6 = 0; c6 <= 27; c6 += 1) {
        r_mean += a_X[((c4 * 256 + tx) * 28 + c5) * 28 + c6];
      }
    }
  }
  r_mean = ((float)r_mean / (float)((s_N * s_H) * s_W));
  for (long c1 = 0; c1 <= 55; c1 += 32) {
    for (long c2 = 0; c2 <= 55; c2 += 32) {
      for (long c4 = 32; c4 <= 63; c4 += 1) {
        for (long c5 = po_max(28, c1); c5 <= po_min(55, c1 + 31); c5 += 1) {
          for (long c6 = po_max(28, c2); c6 <= po_min(55, c2 + 31); c6 += 1) {
            r_var += ((a_X[(((c4 - 32) * 256 + tx) * 28 + (c5 - 28)) * 28 + (c6 - 28)] - r_mean) * (a_X[(((c4 - 32) * 256 + tx) * 28 + (c5 - 28)) * 28 + (c6 - 28)] - r_mean));
          }
        }
      }
    }
  }
  r_var = ((float)r_var / (float)((s_N * s_H) * s_W));
  a_mean[tx] = r_mean;
  a_var[tx] = r_var;
}
