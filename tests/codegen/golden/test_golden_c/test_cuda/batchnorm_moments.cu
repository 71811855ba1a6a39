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


// k_batchnorm_moments_0: statements S0, S0_init, S1, S2, S2_init, S3 (row kernel)
//   rows (256) -> a block of 1024 threads per row, grid-stride; 4 columns per 128-bit access; reductions mean, var by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(1024) k_batchnorm_moments_0(const float *__restrict__ a_X, float *__restrict__ a_mean, float *__restrict__ a_var)
{
  const int s_N = 32;
  const int s_H = 28;
  const int s_W = 28;
  __shared__ float sh_mean[32];
  __shared__ float sh_var[32];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 256; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    float r_mean;
    float r_var;
    // S0_init, S0
    r_mean = 0;
    {
      float p_mean = 0;
      const int n0_len = 25088;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 4; g += 1024) {
        const int c0 = (g * 4) / 784, c1 = ((g * 4) / 28) % 28, c2 = (g * 4) % 28;
        float b1[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_X[((c0 * 256 + r0) * 28 + c1) * 28 + c2]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_mean += b1[vi];
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_mean += __shfl_xor_sync(0xffffffffu, p_mean, o);
      }
      if ((tid & 31) == 0) sh_mean[tid >> 5] = p_mean;
      __syncthreads();
      p_mean = sh_mean[0];
      for (int w = 1; w < 32; w++) {
        p_mean += sh_mean[w];
      }
      r_mean += p_mean;
    }
    // S1, S2_init, S2
    r_mean = ((float)r_mean / (float)((s_N * s_H) * s_W));
    r_var = 0;
    {
      float p_var = 0;
      const int n2_len = 25088;
      #pragma unroll 4
      for (int g = tid; g < n2_len / 4; g += 1024) {
        const int c0 = (g * 4) / 784, c1 = ((g * 4) / 28) % 28, c2 = (g * 4) % 28;
        float b3[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_X[((c0 * 256 + r0) * 28 + c1) * 28 + c2]); b3[0] = t.x; b3[1] = t.y; b3[2] = t.z; b3[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_var += ((b3[vi] - r_mean) * (b3[vi] - r_mean));
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_var += __shfl_xor_sync(0xffffffffu, p_var, o);
      }
      if ((tid & 31) == 0) sh_var[tid >> 5] = p_var;
      __syncthreads();
      p_var = sh_var[0];
      for (int w = 1; w < 32; w++) {
        p_var += sh_var[w];
      }
      r_var += p_var;
    }
    // S3
    r_var = ((float)r_var / (float)((s_N * s_H) * s_W));
    if (tid == 0) a_mean[r0] = r_mean;
    if (tid == 0) a_var[r0] = r_var;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
