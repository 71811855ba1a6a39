/* golden: kernels/polybench.tc atax at M=1900, N=2100, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for atax with M=1900, N=2100
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: y(j) = identity of +
//   S1: y(j) += (A(i, j) * tmp(i))
#include <math.h>
#include <stdint.h>

#include <cuda_pipeline.h>
static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_atax_0: statements S0, S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_x: tile 32 of x
//   registers: tmp
extern "C" __global__ void __launch_bounds__(256) k_atax_0(const float *__restrict__ a_A, const float *__restrict__ a_x, float *__restrict__ a_tmp)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) float sh_x[2][32];
  float r_tmp = 0.0f;
  if (256 * bx + tx <= 1899) {
    r_tmp = 0;
  }
  if (bx <= 6) {
    for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
      const int l0 = (e) * 4;
      const int a0 = l0;
      __pipeline_memcpy_async(&sh_x[0][l0], &a_x[a0], 16);
    }
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int c0 = 0; c0 <= 2048; c0 += 32) {
      for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
        const int l0 = (e) * 4;
        const int a0 = c0 + 32 + l0;
        if (a0 < 2100) __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
      }
      __pipeline_commit();
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_tmp += (a_A[(256 * bx + tx) * 2100 + i0] * sh_x[po_buf][-po_s0 + i0]);
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
    {
      const int po_s0 = 2080;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 2080; i0 <= 2099; i0 += 1) {
        r_tmp += (a_A[(256 * bx + tx) * 2100 + i0] * sh_x[po_buf][i0 - 2080]);
      }
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  } else {
    for (int c0 = -32; c0 <= 2099; c0 += 32) {
      if (c0 <= 2048) {
        for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2100) __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
        }
        __pipeline_commit();
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (tx <= 107) {
            for (int i0 = po_s0; i0 <= po_min(2099, po_s0 + 31); i0 += 1) {
              r_tmp += (a_A[(tx + 1792) * 2100 + i0] * sh_x[po_buf][-po_s0 + i0]);
            }
          }
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1899) {
    a_tmp[256 * bx + tx] = r_tmp;
  }
}

// k_atax_1: statements S1, S1_init
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; i} (tiles of 32)
//   shared: sh_tmp: tile 32 of tmp
//   registers: y
extern "C" __global__ void __launch_bounds__(256) k_atax_1(const float *__restrict__ a_A, float *__restrict__ a_y, float *__restrict__ a_tmp)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) float sh_tmp[2][32];
  float r_y = 0.0f;
  if (256 * bx + tx <= 2099) {
    r_y = 0;
  }
  if (bx <= 7) {
    for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of tmp in sh_tmp
      const int l0 = (e) * 4;
      const int a0 = l0;
      __pipeline_memcpy_async(&sh_tmp[0][l0], &a_tmp[a0], 16);
    }
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int c0 = 0; c0 <= 1856; c0 += 32) {
      for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of tmp in sh_tmp
        const int l0 = (e) * 4;
        const int a0 = c0 + 32 + l0;
        if (a0 < 1900) __pipeline_memcpy_async(&sh_tmp[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_tmp[a0], 16);
      }
      __pipeline_commit();
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_y += (a_A[i0 * 2100 + (256 * bx + tx)] * sh_tmp[po_buf][-po_s0 + i0]);
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
    {
      const int po_s0 = 1888;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 1888; i0 <= 1899; i0 += 1) {
        r_y += (a_A[i0 * 2100 + (256 * bx + tx)] * sh_tmp[po_buf][i0 - 1888]);
      }
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  } else {
    for (int c0 = -32; c0 <= 1899; c0 += 32) {
      if (c0 <= 1856) {
        for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of tmp in sh_tmp
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 1900) __pipeline_memcpy_async(&sh_tmp[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_tmp[a0], 16);
        }
        __pipeline_commit();
      }
      if (c0 >= 0) {
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
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 2099) {
    a_y[256 * bx + tx] = r_y;
  }
}
