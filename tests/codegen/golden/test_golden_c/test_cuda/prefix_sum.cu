/* golden: kernels/triangular.tc prefix_sum at N=16384, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for prefix_sum with N=16384
//   S0_init: Y(i) = identity of +
//   S0: Y(i) += X(j)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_prefix_sum_0: statements S0, S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_X: tile 32 of X
//   registers: Y
extern "C" __global__ void __launch_bounds__(256) k_prefix_sum_0(const int64_t *__restrict__ a_X, int64_t *__restrict__ a_Y)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) int64_t sh_X[2][32];
  longlong2 st_X[1];  // staging registers
  int64_t r_Y = 0;
  r_Y = 0;
  if (bx >= 1) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
      const int e = tid + j * 256;
      if (e < 16) {
        const int l0 = (e) * 2;
        const int a0 = l0;
        st_X[j] = *(const longlong2 *)&a_X[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
      const int e = tid + j * 256;
      if (e < 16) {
        const int l0 = (e) * 2;
        *(longlong2 *)&sh_X[0][l0] = st_X[j];
      }
    }
    __syncthreads();
  }
  for (int c0 = 0; c0 < 256 * bx - 31; c0 += 32) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
      const int e = tid + j * 256;
      if (e < 16) {
        const int l0 = (e) * 2;
        const int a0 = c0 + 32 + l0;
        st_X[j] = *(const longlong2 *)&a_X[a0];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
        r_Y += sh_X[po_buf][-po_s0 + i0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
      const int e = tid + j * 256;
      if (e < 16) {
        const int l0 = (e) * 2;
        *(longlong2 *)&sh_X[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_X[j];
      }
    }
    __syncthreads();
  }
  if (bx >= 1) {
    for (int c0 = 256 * bx; c0 <= 256 * bx + 255; c0 += 32) {
      if (256 * bx + 192 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
          const int e = tid + j * 256;
          if (e < 16) {
            const int l0 = (e) * 2;
            const int a0 = c0 + 32 + l0;
            st_X[j] = *(const longlong2 *)&a_X[a0];
          }
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        for (int i0 = po_s0; i0 <= po_min(256 * bx + tx, po_s0 + 31); i0 += 1) {
          r_Y += sh_X[po_buf][-po_s0 + i0];
        }
      }
      if (256 * bx + 192 >= c0) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
          const int e = tid + j * 256;
          if (e < 16) {
            const int l0 = (e) * 2;
            *(longlong2 *)&sh_X[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_X[j];
          }
        }
      }
      __syncthreads();
    }
  } else {
    for (int c0 = -32; c0 <= 255; c0 += 32) {
      if (c0 <= 192) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of X in sh_X
          const int e = tid + j * 256;
          if (e < 16) {
            const int l0 = (e) * 2;
            const int a0 = c0 + 32 + l0;
            st_X[j] = *(const longlong2 *)&a_X[a0];
          }
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          for (int i0 = po_s0; i0 <= po_min(tx, po_s0 + 31); i0 += 1) {
            r_Y += sh_X[po_buf][-po_s0 + i0];
          }
        }
      }
      if (c0 <= 192) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of X in sh_X
          const int e = tid + j * 256;
          if (e < 16) {
            const int l0 = (e) * 2;
            *(longlong2 *)&sh_X[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_X[j];
          }
        }
      }
      __syncthreads();
    }
  }
  a_Y[256 * bx + tx] = r_Y;
}
