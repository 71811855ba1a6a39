/* golden: kernels/triangular.tc trmv_lower at N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for trmv_lower with N=4096
//   S0_init: y(i) = identity of +
//   S0: y(i) += (L(i, j) * x(j))
#include <math.h>
#include <stdint.h>

#include <cuda_pipeline.h>
static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_trmv_lower_0: statements S0, S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_x: tile 32 of x
//   registers: y
extern "C" __global__ void __launch_bounds__(256) k_trmv_lower_0(const float *__restrict__ a_L, const float *__restrict__ a_x, float *__restrict__ a_y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) float sh_x[2][32];
  float r_y = 0.0f;
  r_y = 0;
  if (bx >= 1) {
    for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
      const int l0 = (e) * 4;
      const int a0 = l0;
      __pipeline_memcpy_async(&sh_x[0][l0], &a_x[a0], 16);
    }
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
  }
  for (int c0 = 0; c0 < 256 * bx - 31; c0 += 32) {
    for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
      const int l0 = (e) * 4;
      const int a0 = c0 + 32 + l0;
      __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
    }
    __pipeline_commit();
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_y += (a_L[(256 * bx + tx) * 4096 + i0] * sh_x[po_buf][-po_s0 + i0]);
      }
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  }
  if (bx >= 1) {
    for (int c0 = 256 * bx; c0 <= 256 * bx + 255; c0 += 32) {
      if (256 * bx + 192 >= c0) {
        for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
        }
        __pipeline_commit();
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        for (int i0 = po_s0; i0 <= po_min(256 * bx + tx, po_s0 + 31); i0 += 1) {
          r_y += (a_L[(256 * bx + tx) * 4096 + i0] * sh_x[po_buf][-po_s0 + i0]);
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  } else {
    for (int c0 = -32; c0 <= 255; c0 += 32) {
      if (c0 <= 192) {
        for (int e = tid; e < 8; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
        }
        __pipeline_commit();
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          for (int i0 = po_s0; i0 <= po_min(tx, po_s0 + 31); i0 += 1) {
            r_y += (a_L[tx * 4096 + i0] * sh_x[po_buf][-po_s0 + i0]);
          }
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }
  a_y[256 * bx + tx] = r_y;
}
