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
  const int tx = threadIdx.x;
  const int s_N = 32;
  const int s_H = 28;
  const int s_W = 28;
  float r_mean = 0.0f;
  float r_var = 0.0f;
  r_mean = 0;
  r_var = 0;
  for (int c0 = 0; c0 <= 64; c0 += 1) {
    if (c0 == 64 || c0 == 32 || c0 == 0) {
      for (int c1 = 0; c1 <= 32; c1 += 32) {
        if (c0 == 32 || c0 == 64 && c1 == 32 || c0 == 0 && c1 == 0) {
          for (int c2 = 0; c2 <= 32; c2 += 32) {
            if (c0 == 32 || c0 == 64 && c2 == 32 || c0 == 0 && c2 == 0) {
              {
                const int po_s0 = c0, po_s1 = c1, po_s2 = c2;
                if (po_s0 == 32 && po_s1 == 0 && po_s2 == 0) {
                  r_mean = ((float)r_mean / (float)((s_N * s_H) * s_W));
                }
                if (po_s0 == 32) {
                  #pragma unroll
                  for (int i0 = 32; i0 <= 63; i0 += 1) {
                    for (int i1 = po_max(28, po_s1); i1 <= po_min(55, po_s1 + 31); i1 += 1) {
                      for (int i2 = po_max(28, po_s2); i2 <= po_min(55, po_s2 + 31); i2 += 1) {
                        r_var += ((a_X[(((i0 - 32) * 256 + tx) * 28 + (i1 - 28)) * 28 + (i2 - 28)] - r_mean) * (a_X[(((i0 - 32) * 256 + tx) * 28 + (i1 - 28)) * 28 + (i2 - 28)] - r_mean));
                      }
                    }
                  }
                } else {
                  if (po_s0 == 64 && po_s1 == 32 && po_s2 == 32) {
                    r_var = ((float)r_var / (float)((s_N * s_H) * s_W));
                  } else {
                    for (int i0 = 0; i0 <= 31; i0 += 1) {
                      for (int i1 = 0; i1 <= 27; i1 += 1) {
                        #pragma unroll
                        for (int i2 = 0; i2 <= 27; i2 += 1) {
                          r_mean += a_X[((i0 * 256 + tx) * 28 + i1) * 28 + i2];
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  a_mean[tx] = r_mean;
  a_var[tx] = r_var;
}
