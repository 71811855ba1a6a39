/* golden: kernels/polybench.tc bicg at N=2100, M=1900, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for bicg with N=2100, M=1900
//   S0_init: s(j) = identity of +
//   S0: s(j) += (r(i) * A(i, j))
//   S1_init: q(i) = identity of +
//   S1: q(i) += (A(i, j) * p(j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_bicg_0: statements S1, S1_init (row kernel)
//   rows (2100) -> a block of 64 threads per row, grid-stride; 4 columns per 128-bit access; reductions q by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(64) k_bicg_0(const float *__restrict__ a_A, const float *__restrict__ a_p, float *__restrict__ a_q)
{
  __shared__ float sh_q[2];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 2100; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    float r_q;
    // S1_init, S1
    r_q = 0;
    {
      float p_q = 0;
      const int n0_len = 1900;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 4; g += 64) {
        const int c0 = (g * 4);
        float b1[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_A[r0 * 1900 + c0]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        float b2[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_p[c0]); b2[0] = t.x; b2[1] = t.y; b2[2] = t.z; b2[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_q += (b1[vi] * b2[vi]);
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_q += __shfl_xor_sync(0xffffffffu, p_q, o);
      }
      if ((tid & 31) == 0) sh_q[tid >> 5] = p_q;
      __syncthreads();
      p_q = sh_q[0];
      for (int w = 1; w < 2; w++) {
        p_q += sh_q[w];
      }
      r_q += p_q;
    }
    if (tid == 0) a_q[r0] = r_q;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}

// k_bicg_1: statements S0_init
//   j -> blockIdx.x (tile 128) / threadIdx.x (128); {0; i} -> blockIdx.y (tile 1) / threadIdx.y (1)
extern "C" __global__ void __launch_bounds__(128) k_bicg_1(float *__restrict__ a_s)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  if (128 * bx + tx <= 1899) {
    a_s[(128 * bx + tx)] = 0;
  }
}

// k_bicg_2: statements S0
//   j -> blockIdx.x (tile 128) / threadIdx.x (128); {0; floor((i)/160)} -> blockIdx.y (tile 1) / threadIdx.y (1); the reduction in chunks of 160 on blockIdx.y, partial sums added by atomicAdd; sequential: {0; i} (tiles of 32)
//   shared: sh_r: tile 32 of r
//   registers: s
extern "C" __global__ void __launch_bounds__(128) k_bicg_2(const float *__restrict__ a_A, const float *__restrict__ a_r, float *__restrict__ a_s)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 128 * ty;
  __shared__ __align__(16) float sh_r[2][32];
  float4 st_r[1];  // staging registers
  float r_s = 0.0f;
  if (128 * bx + tx <= 1899) {
    r_s = 0;
  }
  if (by <= 12 && bx <= 13) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of r in sh_r
      const int e = tid + j * 128;
      if (e < 8) {
        const int l0 = (e) * 4;
        const int a0 = 160 * by + l0;
        st_r[j] = *(const float4 *)&a_r[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of r in sh_r
      const int e = tid + j * 128;
      if (e < 8) {
        const int l0 = (e) * 4;
        *(float4 *)&sh_r[by % 2][l0] = st_r[j];
      }
    }
    __syncthreads();
    for (int c0 = 160 * by; c0 <= 160 * by + 159; c0 += 32) {
      if (160 * by + 96 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of r in sh_r
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            st_r[j] = *(const float4 *)&a_r[a0];
          }
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_s += (sh_r[po_buf][-po_s0 + i0] * a_A[i0 * 1900 + (128 * bx + tx)]);
        }
      }
      if (160 * by + 96 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of r in sh_r
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            *(float4 *)&sh_r[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_r[j];
          }
        }
      }
      __syncthreads();
    }
  } else {
    for (int c0 = 160 * by - 32; c0 <= po_min(2080, 160 * by + 159); c0 += 32) {
      if (by <= 12 && bx == 14 && 160 * by + 96 >= c0 || by == 13 && c0 == 2048) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of r in sh_r
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2100) st_r[j] = *(const float4 *)&a_r[a0];
          }
        }
      }
      if (by <= 12 && bx == 14 && c0 >= 160 * by || by == 13 && c0 == 2080) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (128 * bx + tx <= 1899) {
            for (int i0 = po_s0; i0 <= po_min(2099, po_s0 + 31); i0 += 1) {
              r_s += (sh_r[po_buf][-po_s0 + i0] * a_A[i0 * 1900 + (128 * bx + tx)]);
            }
          }
        }
      }
      if (by <= 12 && bx == 14 && 160 * by + 96 >= c0 || by == 13 && c0 == 2048) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of r in sh_r
          const int e = tid + j * 128;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2100) *(float4 *)&sh_r[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_r[j];
          }
        }
      }
      __syncthreads();
    }
  }
  if (128 * bx + tx <= 1899) {
    atomicAdd(&a_s[128 * bx + tx], r_s);
  }
}
