/* golden: kernels/polybench.tc mvt at N=2000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for mvt with N=2000
//   S0: x1out(i) = x1(i)
//   S1: x1out(i) += (A(i, j) * y1(j))
//   S2: x2out(i) = x2(i)
//   S3: x2out(i) += (A(j, i) * y2(j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_mvt_0: statements S0, S1
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_y1: tile 32 of y1
//   registers: x1out
extern "C" __global__ void __launch_bounds__(256) k_mvt_0(const float *__restrict__ a_A, const float *__restrict__ a_x1, const float *__restrict__ a_y1, float *__restrict__ a_x1out)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_y1[32];
  float r_x1out = 0.0f;
  if (bx <= 6) {
    for (long c0 = 0; c0 <= 1952; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of y1 in sh_y1
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_y1[l0] = a_y1[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_x1out = a_x1[(256 * bx + tx)];
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_x1out += (a_A[(256 * bx + tx) * 2000 + c2] * sh_y1[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx <= 6) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of y1 in sh_y1
      const long l0 = e;
      const long a0 = 1984 + l0;
      if (a0 < 2000) sh_y1[l0] = a_y1[a0];
    }
    __syncthreads();
    for (long c2 = 1984; c2 <= 1999; c2 += 1) {
      r_x1out += (a_A[(256 * bx + tx) * 2000 + c2] * sh_y1[c2 - 1984]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 1999; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of y1 in sh_y1
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2000) sh_y1[l0] = a_y1[a0];
      }
      __syncthreads();
      if (tx <= 207 && c0 == 0) {
        r_x1out = a_x1[(tx + 1792)];
      }
      if (tx <= 207) {
        for (long c2 = c0; c2 <= po_min(1999, c0 + 31); c2 += 1) {
          r_x1out += (a_A[(tx + 1792) * 2000 + c2] * sh_y1[-c0 + c2]);
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1999) {
    a_x1out[256 * bx + tx] = r_x1out;
  }
}

// k_mvt_1: statements S2, S3
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_y2: tile 32 of y2
//   registers: x2out
extern "C" __global__ void __launch_bounds__(256) k_mvt_1(const float *__restrict__ a_A, const float *__restrict__ a_x2, const float *__restrict__ a_y2, float *__restrict__ a_x2out)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_y2[32];
  float r_x2out = 0.0f;
  if (bx <= 6) {
    for (long c0 = 0; c0 <= 1952; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of y2 in sh_y2
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_y2[l0] = a_y2[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_x2out = a_x2[(256 * bx + tx)];
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_x2out += (a_A[c2 * 2000 + (256 * bx + tx)] * sh_y2[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx <= 6) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of y2 in sh_y2
      const long l0 = e;
      const long a0 = 1984 + l0;
      if (a0 < 2000) sh_y2[l0] = a_y2[a0];
    }
    __syncthreads();
    for (long c2 = 1984; c2 <= 1999; c2 += 1) {
      r_x2out += (a_A[c2 * 2000 + (256 * bx + tx)] * sh_y2[c2 - 1984]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 1999; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of y2 in sh_y2
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2000) sh_y2[l0] = a_y2[a0];
      }
      __syncthreads();
      if (tx <= 207 && c0 == 0) {
        r_x2out = a_x2[(tx + 1792)];
      }
      if (tx <= 207) {
        for (long c2 = c0; c2 <= po_min(1999, c0 + 31); c2 += 1) {
          r_x2out += (a_A[c2 * 2000 + (tx + 1792)] * sh_y2[-c0 + c2]);
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1999) {
    a_x2out[256 * bx + tx] = r_x2out;
  }
}
