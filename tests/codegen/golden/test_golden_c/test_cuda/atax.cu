/* golden: kernels/polybench.tc atax at M=1900, N=2100, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for atax with M=1900, N=2100
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: y(j) = identity of +
//   S1: y(j) += (A(i, j) * tmp(i))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_atax_0: statements S0, S0_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_x: tile 32 of x
//   registers: tmp
extern "C" __global__ void __launch_bounds__(256) k_atax_0(const float *__restrict__ a_A, const float *__restrict__ a_x, float *__restrict__ a_tmp)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_x[32];
  float r_tmp = 0.0f;
  if (bx <= 6) {
    for (long c0 = 0; c0 <= 2048; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_x[l0] = a_x[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_tmp = 0;
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_tmp += (a_A[(256 * bx + tx) * 2100 + c2] * sh_x[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx <= 6) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
      const long l0 = e;
      const long a0 = 2080 + l0;
      if (a0 < 2100) sh_x[l0] = a_x[a0];
    }
    __syncthreads();
    for (long c2 = 2080; c2 <= 2099; c2 += 1) {
      r_tmp += (a_A[(256 * bx + tx) * 2100 + c2] * sh_x[c2 - 2080]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 2099; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2100) sh_x[l0] = a_x[a0];
      }
      __syncthreads();
      if (tx <= 107 && c0 == 0) {
        r_tmp = 0;
      }
      if (tx <= 107) {
        for (long c2 = c0; c2 <= po_min(2099, c0 + 31); c2 += 1) {
          r_tmp += (a_A[(tx + 1792) * 2100 + c2] * sh_x[-c0 + c2]);
        }
      }
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
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_tmp[32];
  float r_y = 0.0f;
  if (bx <= 7) {
    for (long c0 = 0; c0 <= 1856; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of tmp in sh_tmp
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_tmp[l0] = a_tmp[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_y = 0;
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_y += (a_A[c2 * 2100 + (256 * bx + tx)] * sh_tmp[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx <= 7) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of tmp in sh_tmp
      const long l0 = e;
      const long a0 = 1888 + l0;
      if (a0 < 1900) sh_tmp[l0] = a_tmp[a0];
    }
    __syncthreads();
    for (long c2 = 1888; c2 <= 1899; c2 += 1) {
      r_y += (a_A[c2 * 2100 + (256 * bx + tx)] * sh_tmp[c2 - 1888]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 1899; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of tmp in sh_tmp
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 1900) sh_tmp[l0] = a_tmp[a0];
      }
      __syncthreads();
      if (tx <= 51 && c0 == 0) {
        r_y = 0;
      }
      if (tx <= 51) {
        for (long c2 = c0; c2 <= po_min(1899, c0 + 31); c2 += 1) {
          r_y += (a_A[c2 * 2100 + (tx + 2048)] * sh_tmp[-c0 + c2]);
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 2099) {
    a_y[256 * bx + tx] = r_y;
  }
}
