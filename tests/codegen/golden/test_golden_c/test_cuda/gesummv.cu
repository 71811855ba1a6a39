/* golden: kernels/polybench.tc gesummv at N=1300, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gesummv with N=1300
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: yb(i) = identity of +
//   S1: yb(i) += (B(i, j) * x(j))
//   S2: y(i) = ((alpha * tmp(i)) + (beta * yb(i)))
#include <math.h>
#include <stdint.h>

#include <cuda_pipeline.h>
static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_gesummv_0: statements S0, S0_init, S1, S1_init, S2
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; N; j} (tiles of 32)
//   shared: sh_x: tile 32 of x
//   registers: tmp, yb
extern "C" __global__ void __launch_bounds__(256) k_gesummv_0(const double *__restrict__ a_A, const double *__restrict__ a_B, const double *__restrict__ a_x, double p_alpha, double p_beta, double *__restrict__ a_y, double *__restrict__ a_tmp, double *__restrict__ a_yb)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) double sh_x[2][32];
  double r_tmp = 0.0;
  double r_yb = 0.0;
  if (256 * bx + tx <= 1299) {
    r_tmp = 0;
    r_yb = 0;
  }
  if (bx <= 4) {
    for (int e = tid; e < 16; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
      const int l0 = (e) * 2;
      const int a0 = l0;
      __pipeline_memcpy_async(&sh_x[0][l0], &a_x[a0], 16);
    }
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int c0 = 0; c0 <= 1248; c0 += 32) {
      for (int e = tid; e < 16; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
        const int l0 = (e) * 2;
        const int a0 = c0 + 32 + l0;
        if (a0 < 1300) __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
      }
      __pipeline_commit();
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_yb += (a_B[(256 * bx + tx) * 1300 + i0] * sh_x[po_buf][-po_s0 + i0]);
          r_tmp += (a_A[(256 * bx + tx) * 1300 + i0] * sh_x[po_buf][-po_s0 + i0]);
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
    {
      const int po_s0 = 1280;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 1280; i0 <= 1299; i0 += 1) {
        r_yb += (a_B[(256 * bx + tx) * 1300 + i0] * sh_x[po_buf][i0 - 1280]);
        r_tmp += (a_A[(256 * bx + tx) * 1300 + i0] * sh_x[po_buf][i0 - 1280]);
      }
      a_y[(256 * bx + tx)] = ((p_alpha * r_tmp) + (p_beta * r_yb));
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  } else {
    for (int c0 = -32; c0 <= 1280; c0 += 32) {
      if (c0 <= 1248) {
        for (int e = tid; e < 16; e += 256) {  // cp.async: the next 128-bit copy of a tile of x in sh_x
          const int l0 = (e) * 2;
          const int a0 = c0 + 32 + l0;
          if (a0 < 1300) __pipeline_memcpy_async(&sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0], &a_x[a0], 16);
        }
        __pipeline_commit();
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (tx <= 19) {
            for (int i0 = po_s0; i0 <= po_min(1299, po_s0 + 31); i0 += 1) {
              r_yb += (a_B[(tx + 1280) * 1300 + i0] * sh_x[po_buf][-po_s0 + i0]);
              r_tmp += (a_A[(tx + 1280) * 1300 + i0] * sh_x[po_buf][-po_s0 + i0]);
            }
            if (po_s0 == 1280) {
              a_y[(tx + 1280)] = ((p_alpha * r_tmp) + (p_beta * r_yb));
            }
          }
        }
      }
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1299) {
    a_tmp[256 * bx + tx] = r_tmp;
    a_yb[256 * bx + tx] = r_yb;
  }
}
