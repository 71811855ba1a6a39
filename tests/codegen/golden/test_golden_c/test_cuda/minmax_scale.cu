/* golden: kernels/nn.tc minmax_scale at N=4096, D=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for minmax_scale with N=4096, D=1024
//   S0_init: lo(n) = identity of min
//   S0: lo(n) = min(lo(n), X(n, d))
//   S1_init: hi(n) = identity of max
//   S1: hi(n) = max(hi(n), X(n, d))
//   S2: Y(n, d) = ((X(n, d) - lo(n)) / (hi(n) - lo(n)))
#include <math.h>
#include <stdint.h>


// k_minmax_scale_0: statements S1, S1_init
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; d} (tiles of 32)
//   registers: hi
extern "C" __global__ void __launch_bounds__(256) k_minmax_scale_0(const float *__restrict__ a_X, float *__restrict__ a_hi)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  float r_hi = 0.0f;
  r_hi = -INFINITY;
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    {
      const int po_s0 = c0;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        { float v = a_X[(256 * bx + tx) * 1024 + i0]; r_hi = (v > r_hi) ? v : r_hi; }
      }
    }
  }
  a_hi[256 * bx + tx] = r_hi;
}

// k_minmax_scale_1: statements S0, S0_init
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; d} (tiles of 32)
//   registers: lo
extern "C" __global__ void __launch_bounds__(256) k_minmax_scale_1(const float *__restrict__ a_X, float *__restrict__ a_lo)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  float r_lo = 0.0f;
  r_lo = INFINITY;
  for (int c0 = 0; c0 <= 992; c0 += 32) {
    {
      const int po_s0 = c0;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        { float v = a_X[(256 * bx + tx) * 1024 + i0]; r_lo = (v < r_lo) ? v : r_lo; }
      }
    }
  }
  a_lo[256 * bx + tx] = r_lo;
}

// k_minmax_scale_2: statements S2
//   d -> blockIdx.x (tile 32) / threadIdx.x (32); n -> blockIdx.y (tile 16) / threadIdx.y (16)
//   shared: sh_hi: tile 16 of hi
//   shared: sh_lo: tile 16 of lo
extern "C" __global__ void __launch_bounds__(512) k_minmax_scale_2(const float *__restrict__ a_X, float *__restrict__ a_Y, float *__restrict__ a_lo, float *__restrict__ a_hi)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_hi[16];
  __shared__ __align__(16) float sh_lo[16];
  for (int e = tid; e < 4; e += 512) {  // 128-bit copy of a tile of hi in sh_hi
    const int l0 = (e) * 4;
    const int a0 = 16 * by + l0;
    *(float4 *)&sh_hi[l0] = *(const float4 *)&a_hi[a0];
  }
  for (int e = tid; e < 4; e += 512) {  // 128-bit copy of a tile of lo in sh_lo
    const int l0 = (e) * 4;
    const int a0 = 16 * by + l0;
    *(float4 *)&sh_lo[l0] = *(const float4 *)&a_lo[a0];
  }
  __syncthreads();
  a_Y[(16 * by + ty) * 1024 + (32 * bx + tx)] = ((float)(a_X[(16 * by + ty) * 1024 + (32 * bx + tx)] - sh_lo[ty]) / (float)(sh_hi[ty] - sh_lo[ty]));
}
