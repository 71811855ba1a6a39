/* golden: kernels/polybench.tc atax at M=1900, N=2100, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for atax with M=1900, N=2100
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: y(j) = identity of +
//   S1: y(j) += (A(i, j) * tmp(i))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_atax_0: statements S0, S0_init (row kernel)
//   rows (1900) -> a block of 128 threads per row, grid-stride; 4 columns per 128-bit access; reductions tmp by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(128) k_atax_0(const float *__restrict__ a_A, const float *__restrict__ a_x, float *__restrict__ a_tmp)
{
  __shared__ float sh_tmp[4];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 1900; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    float r_tmp;
    // S0_init, S0
    r_tmp = 0;
    {
      float p_tmp = 0;
      const int n0_len = 2100;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 4; g += 128) {
        const int c0 = (g * 4);
        float b1[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_A[r0 * 2100 + c0]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        float b2[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_x[c0]); b2[0] = t.x; b2[1] = t.y; b2[2] = t.z; b2[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_tmp += (b1[vi] * b2[vi]);
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_tmp += __shfl_xor_sync(0xffffffffu, p_tmp, o);
      }
      if ((tid & 31) == 0) sh_tmp[tid >> 5] = p_tmp;
      __syncthreads();
      p_tmp = sh_tmp[0];
      for (int w = 1; w < 4; w++) {
        p_tmp += sh_tmp[w];
      }
      r_tmp += p_tmp;
    }
    if (tid == 0) a_tmp[r0] = r_tmp;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}

// k_atax_1: statements S1_init
//   j -> blockIdx.x (tile 128) / threadIdx.x (128); {0; i} -> blockIdx.y (tile 1) / threadIdx.y (1)
extern "C" __global__ void __launch_bounds__(128) k_atax_1(float *__restrict__ a_y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (128 * bx + tx <= 2099) {
    a_y[(128 * bx + tx)] = 0;
  }
}

// k_atax_2: statements S1
//   j -> blockIdx.x (tile 128) / threadIdx.x (128); {0; floor((i)/160)} -> blockIdx.y (tile 1) / threadIdx.y (1); the reduction in chunks of 160 on blockIdx.y, partial sums added by atomicAdd; sequential: {0; i} (tiles of 32)
//   shared: sh_tmp: tile 32 of tmp
//   registers: y
extern "C" __global__ void __launch_bounds__(128) k_atax_2(const float *__restrict__ a_A, float *__restrict__ a_y, float *__restrict__ a_tmp)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 128 * ty;
  __shared__ __align__(16) float sh_tmp[2][32];
  float4 st_tmp[1];  // staging registers
  float r_y = 0.0f;
  if (128 * bx + tx <= 2099) {
    r_y = 0;
  }
  if (bx <= 15) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of tmp in sh_tmp
      const int e = tid + j * 128;
      if (e < 8) {
        const int l0 = (e) * 4;
        const int a0 = 160 * by + l0;
        st_tmp[j] = *(const float4 *)&a_tmp[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of tmp in sh_tmp
      const int e = tid + j * 128;
      if (e < 8) {
        const int l0 = (e) * 4;
        *(float4 *)&sh_tmp[by % 2][l0] = st_tmp[j];
      }
    }
    __syncthreads();
    for (int c0 = 160 * by; c0 <= po_min(1868, 160 * by + 159); c0 += 32) {
      if (160 * by + 96 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of tmp in sh_tmp
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 1900) st_tmp[j] = *(const float4 *)&a_tmp[a0];
          }
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_y += (a_A[i0 * 2100 + (128 * bx + tx)] * sh_tmp[po_buf][-po_s0 + i0]);
        }
      }
      if (160 * by + 96 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of tmp in sh_tmp
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 1900) *(float4 *)&sh_tmp[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_tmp[j];
          }
        }
      }
      __syncthreads();
    }
    if (by == 11) {
      {
        const int po_s0 = 1888;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = 1888; i0 <= 1899; i0 += 1) {
          r_y += (a_A[i0 * 2100 + (128 * bx + tx)] * sh_tmp[po_buf][i0 - 1888]);
        }
      }
      __syncthreads();
    }
  } else {
    for (int c0 = 160 * by - 32; c0 <= po_min(1899, 160 * by + 159); c0 += 32) {
      if (160 * by + 96 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of tmp in sh_tmp
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 1900) st_tmp[j] = *(const float4 *)&a_tmp[a0];
          }
        }
      }
      if (c0 >= 160 * by) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (tx <= 51) {
            for (int i0 = po_s0; i0 <= po_min(1899, po_s0 + 31); i0 += 1) {
              r_y += (a_A[i0 * 2100 + (tx + 2048)] * sh_tmp[po_buf][-po_s0 + i0]);
            }
          }
        }
      }
      if (160 * by + 96 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of tmp in sh_tmp
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 1900) *(float4 *)&sh_tmp[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_tmp[j];
          }
        }
      }
      __syncthreads();
    }
  }
  if (128 * bx + tx <= 2099) {
    atomicAdd(&a_y[128 * bx + tx], r_y);
  }
}
