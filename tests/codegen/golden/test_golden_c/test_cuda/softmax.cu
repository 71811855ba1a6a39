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
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  float r_mx = 0.0f;
  r_mx = -INFINITY;
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    {
      const int po_s0 = c0;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        { float v = a_X[(256 * bx + tx) * 1024 + i0]; r_mx = (v > r_mx) ? v : r_mx; }
      }
    }
  }
  a_mx[256 * bx + tx] = r_mx;
}

// k_softmax_1: statements S1, S2, S2_init
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; d} (tiles of 32)
//   registers: s
extern "C" __global__ void __launch_bounds__(256) k_softmax_1(const float *__restrict__ a_X, float *__restrict__ a_mx, float *__restrict__ a_e, float *__restrict__ a_s)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  float r_s = 0.0f;
  r_s = 0;
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    {
      const int po_s0 = c0;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        a_e[(256 * bx + tx) * 1024 + i0] = expf((a_X[(256 * bx + tx) * 1024 + i0] - a_mx[(256 * bx + tx)]));
        r_s += a_e[(256 * bx + tx) * 1024 + i0];
      }
    }
  }
  a_s[256 * bx + tx] = r_s;
}

// k_softmax_2: statements S3
//   d -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_s: tile 16 of s
extern "C" __global__ void __launch_bounds__(512) k_softmax_2(float *__restrict__ a_Y, float *__restrict__ a_e, float *__restrict__ a_s)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_s[16];
  for (int e = tid; e < 4; e += 512) {  // 128-bit copy of a tile of s in sh_s
    const int l0 = (e) * 4;
    const int a0 = 16 * by + l0;
    *(float4 *)&sh_s[l0] = *(const float4 *)&a_s[a0];
  }
  __syncthreads();
  a_Y[(16 * by + ty) * 1024 + (32 * bx + tx)] = ((float)a_e[(16 * by + ty) * 1024 + (32 * bx + tx)] / (float)sh_s[ty]);
}
