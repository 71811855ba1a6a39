/* golden: kernels/nn.tc softmax at N=4096, D=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for softmax with N=4096, D=1024
//   S0_init: mx(n) = identity of max
//   S0: mx(n) = max(mx(n), X(n, d))
//   S1: e(n, d) = exp((X(n, d) - mx(n)))
//   S2_init: s(n) = identity of +
//   S2: s(n) += e(n, d)
//   S3: Y(n, d) = (e(n, d) / s(n))
#include <math.h>
#include <stdint.h>


// k_softmax_0: statements S0, S0_init, S1, S2, S2_init, S3 (row kernel)
//   rows (4096) -> a block of 64 threads per row, grid-stride; 4 columns per 128-bit access; reductions mx, s by __shfl_xor_sync and shared memory; in registers: X, e
extern "C" __global__ void __launch_bounds__(64) k_softmax_0(const float *__restrict__ a_X, float *__restrict__ a_Y)
{
  __shared__ float sh_mx[2];
  __shared__ float sh_s[2];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 4096; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    float r_mx;
    float r_s;
    float c_X[4][4];
    float c_e[4][4];
    // S0_init, S0
    r_mx = -INFINITY;
    {
      float p_mx = -INFINITY;
      #pragma unroll
      for (int ch = 0; ch < 4; ch++) {
        const int g = tid + ch * 64;
        const int c0 = (g * 4);
        { const float4 t = *reinterpret_cast<const float4 *>(&a_X[r0 * 1024 + c0]); c_X[ch][0] = t.x; c_X[ch][1] = t.y; c_X[ch][2] = t.z; c_X[ch][3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          { float v = c_X[ch][vi]; p_mx = (v > p_mx) ? v : p_mx; }
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        { float v = __shfl_xor_sync(0xffffffffu, p_mx, o); p_mx = (v > p_mx) ? v : p_mx; }
      }
      if ((tid & 31) == 0) sh_mx[tid >> 5] = p_mx;
      __syncthreads();
      p_mx = sh_mx[0];
      for (int w = 1; w < 2; w++) {
        { float v = sh_mx[w]; p_mx = (v > p_mx) ? v : p_mx; }
      }
      { float v = p_mx; r_mx = (v > r_mx || r_mx != r_mx) ? v : r_mx; }
    }
    // S2_init, S1, S2
    r_s = 0;
    {
      float p_s = 0;
      #pragma unroll
      for (int ch = 0; ch < 4; ch++) {
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          c_e[ch][vi] = expf((c_X[ch][vi] - r_mx));
          p_s += c_e[ch][vi];
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_s += __shfl_xor_sync(0xffffffffu, p_s, o);
      }
      if ((tid & 31) == 0) sh_s[tid >> 5] = p_s;
      __syncthreads();
      p_s = sh_s[0];
      for (int w = 1; w < 2; w++) {
        p_s += sh_s[w];
      }
      r_s += p_s;
    }
    // S3
    #pragma unroll
    for (int ch = 0; ch < 4; ch++) {
      const int g = tid + ch * 64;
      const int c0 = (g * 4);
      float b3[4];
      #pragma unroll
      for (int vi = 0; vi < 4; vi++) {
        b3[vi] = ((float)c_e[ch][vi] / (float)r_s);
      }
      *reinterpret_cast<float4 *>(&a_Y[r0 * 1024 + c0]) = float4{b3[0], b3[1], b3[2], b3[3]};
    }
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
