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


// k_softmax_0: statements S0, S0_init
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; d} (tiles of 32)
//   registers: mx
extern "C" __global__ void __launch_bounds__(256) k_softmax_0(const float *__restrict__ a_X, float *__restrict__ a_mx)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  float r_mx = 0.0f;
  r_mx = -INFINITY;
  for (long c0 = 0; c0 <= 992; c0 += 32) {
    for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
      { float v = a_X[(256 * bx + tx) * 1024 + c2]; r_mx = (v > r_mx) ? v : r_mx; }
    }
  }
  a_mx[256 * bx + tx] = r_mx;
}

// k_softmax_1: statements S1, S2, S2_init
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; d} (tiles of 32)
//   registers: s
extern "C" __global__ void __launch_bounds__(256) k_softmax_1(const float *__restrict__ a_X, float *__restrict__ a_mx, float *__restrict__ a_e, float *__restrict__ a_s)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  float r_s = 0.0f;
  r_s = 0;
  for (long c0 = 0; c0 <= 992; c0 += 32) {
    for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
      a_e[(256 * bx + tx) * 1024 + c2] = expf((a_X[(256 * bx + tx) * 1024 + c2] - a_mx[(256 * bx + tx)]));
      r_s += a_e[(256 * bx + tx) * 1024 + c2];
    }
  }
  a_s[256 * bx + tx] = r_s;
}

// k_softmax_2: statements S3
//   d -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_s: tile 16 of s
extern "C" __global__ void __launch_bounds__(512) k_softmax_2(float *__restrict__ a_Y, float *__restrict__ a_e, float *__restrict__ a_s)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long tid = tx + 32 * ty;
  __shared__ float sh_s[16];
  for (long e = tid; e < 16; e += 512) {  // stage a tile of s in sh_s
    const long l0 = e;
    const long a0 = 16 * by + l0;
    sh_s[l0] = a_s[a0];
  }
  __syncthreads();
  a_Y[(16 * by + ty) * 1024 + (32 * bx + tx)] = ((float)a_e[(16 * by + ty) * 1024 + (32 * bx + tx)] / (float)sh_s[ty]);
}
