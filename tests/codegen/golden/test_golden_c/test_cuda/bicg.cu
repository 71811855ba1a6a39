/* golden: kernels/polybench.tc bicg at N=2100, M=1900, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for bicg with N=2100, M=1900
//   S0_init: s(j) = identity of +
//   S0: s(j) += (r(i) * A(i, j))
//   S1_init: q(i) = identity of +
//   S1: q(i) += (A(i, j) * p(j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_bicg_0: statements S1, S1_init
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_p: tile 32 of p
//   registers: q
extern "C" __global__ void __launch_bounds__(256) k_bicg_0(const float *__restrict__ a_A, const float *__restrict__ a_p, float *__restrict__ a_q)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_p[32];
  float r_q = 0.0f;
  if (bx <= 7) {
    for (long c0 = 0; c0 <= 1856; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of p in sh_p
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_p[l0] = a_p[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_q = 0;
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_q += (a_A[(256 * bx + tx) * 1900 + c2] * sh_p[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx <= 7) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of p in sh_p
      const long l0 = e;
      const long a0 = 1888 + l0;
      if (a0 < 1900) sh_p[l0] = a_p[a0];
    }
    __syncthreads();
    for (long c2 = 1888; c2 <= 1899; c2 += 1) {
      r_q += (a_A[(256 * bx + tx) * 1900 + c2] * sh_p[c2 - 1888]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 1899; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of p in sh_p
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 1900) sh_p[l0] = a_p[a0];
      }
      __syncthreads();
      if (tx <= 51 && c0 == 0) {
        r_q = 0;
      }
      if (tx <= 51) {
        for (long c2 = c0; c2 <= po_min(1899, c0 + 31); c2 += 1) {
          r_q += (a_A[(tx + 2048) * 1900 + c2] * sh_p[-c0 + c2]);
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 2099) {
    a_q[256 * bx + tx] = r_q;
  }
}

// k_bicg_1: statements S0, S0_init
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; i} (tiles of 32)
//   shared: sh_r: tile 32 of r
//   registers: s
extern "C" __global__ void __launch_bounds__(256) k_bicg_1(const float *__restrict__ a_A, const float *__restrict__ a_r, float *__restrict__ a_s)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_r[32];
  float r_s = 0.0f;
  if (bx <= 6) {
    for (long c0 = 0; c0 <= 2048; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of r in sh_r
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_r[l0] = a_r[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_s = 0;
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_s += (sh_r[-c0 + c2] * a_A[c2 * 1900 + (256 * bx + tx)]);
      }
      __syncthreads();
    }
  }
  if (bx <= 6) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of r in sh_r
      const long l0 = e;
      const long a0 = 2080 + l0;
      if (a0 < 2100) sh_r[l0] = a_r[a0];
    }
    __syncthreads();
    for (long c2 = 2080; c2 <= 2099; c2 += 1) {
      r_s += (sh_r[c2 - 2080] * a_A[c2 * 1900 + (256 * bx + tx)]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 2099; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of r in sh_r
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2100) sh_r[l0] = a_r[a0];
      }
      __syncthreads();
      if (tx <= 107 && c0 == 0) {
        r_s = 0;
      }
      if (tx <= 107) {
        for (long c2 = c0; c2 <= po_min(2099, c0 + 31); c2 += 1) {
          r_s += (sh_r[-c0 + c2] * a_A[c2 * 1900 + (tx + 1792)]);
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1899) {
    a_s[256 * bx + tx] = r_s;
  }
}
