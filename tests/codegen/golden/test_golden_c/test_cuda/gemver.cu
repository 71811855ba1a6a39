/* golden: kernels/polybench.tc gemver at N=2000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gemver with N=2000
//   S0: Ahat(i, j) = ((A(i, j) + (u1(i) * v1(j))) + (u2(i) * v2(j)))
//   S1: x(i) = x0(i)
//   S2: x(i) += ((beta * Ahat(j, i)) * y(j))
//   S3: x(i) = (x(i) + z(i))
//   S4: w(i) = w0(i)
//   S5: w(i) += ((alpha * Ahat(i, j)) * x(j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_gemver_0: statements S0, S1, S2
//   {i; j} -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; i; j} (tiles of 32)
//   shared: sh_u1: tile 32 of u1
//   shared: sh_u2: tile 32 of u2
//   shared: sh_y: tile 32 of y
//   registers: x
extern "C" __global__ void __launch_bounds__(256) k_gemver_0(const float *__restrict__ a_A, const float *__restrict__ a_u1, const float *__restrict__ a_v1, const float *__restrict__ a_u2, const float *__restrict__ a_v2, const float *__restrict__ a_x0, const float *__restrict__ a_y, float p_beta, float *__restrict__ a_Ahat, float *__restrict__ a_x)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ float sh_u1[32];
  __shared__ float sh_u2[32];
  __shared__ float sh_y[32];
  float r_x = 0.0f;
  if (bx <= 6) {
    for (long c0 = 0; c0 <= 1952; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of u2 in sh_u2
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_u2[l0] = a_u2[a0];
      }
      for (long e = tid; e < 32; e += 256) {  // stage a tile of u1 in sh_u1
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_u1[l0] = a_u1[a0];
      }
      for (long e = tid; e < 32; e += 256) {  // stage a tile of y in sh_y
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_y[l0] = a_y[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_x = a_x0[(256 * bx + tx)];
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        a_Ahat[c2 * 2000 + (256 * bx + tx)] = ((a_A[c2 * 2000 + (256 * bx + tx)] + (sh_u1[-c0 + c2] * a_v1[(256 * bx + tx)])) + (sh_u2[-c0 + c2] * a_v2[(256 * bx + tx)]));
        r_x += ((p_beta * a_Ahat[c2 * 2000 + (256 * bx + tx)]) * sh_y[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx <= 6) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of u2 in sh_u2
      const long l0 = e;
      const long a0 = 1984 + l0;
      if (a0 < 2000) sh_u2[l0] = a_u2[a0];
    }
    for (long e = tid; e < 32; e += 256) {  // stage a tile of u1 in sh_u1
      const long l0 = e;
      const long a0 = 1984 + l0;
      if (a0 < 2000) sh_u1[l0] = a_u1[a0];
    }
    for (long e = tid; e < 32; e += 256) {  // stage a tile of y in sh_y
      const long l0 = e;
      const long a0 = 1984 + l0;
      if (a0 < 2000) sh_y[l0] = a_y[a0];
    }
    __syncthreads();
    for (long c2 = 1984; c2 <= 1999; c2 += 1) {
      a_Ahat[c2 * 2000 + (256 * bx + tx)] = ((a_A[c2 * 2000 + (256 * bx + tx)] + (sh_u1[c2 - 1984] * a_v1[(256 * bx + tx)])) + (sh_u2[c2 - 1984] * a_v2[(256 * bx + tx)]));
      r_x += ((p_beta * a_Ahat[c2 * 2000 + (256 * bx + tx)]) * sh_y[c2 - 1984]);
    }
    __syncthreads();
  } else {
    for (long c0 = 0; c0 <= 1999; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of u2 in sh_u2
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2000) sh_u2[l0] = a_u2[a0];
      }
      for (long e = tid; e < 32; e += 256) {  // stage a tile of u1 in sh_u1
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2000) sh_u1[l0] = a_u1[a0];
      }
      for (long e = tid; e < 32; e += 256) {  // stage a tile of y in sh_y
        const long l0 = e;
        const long a0 = c0 + l0;
        if (a0 < 2000) sh_y[l0] = a_y[a0];
      }
      __syncthreads();
      if (tx <= 207 && c0 == 0) {
        r_x = a_x0[(tx + 1792)];
      }
      if (tx <= 207) {
        for (long c2 = c0; c2 <= po_min(1999, c0 + 31); c2 += 1) {
          a_Ahat[c2 * 2000 + (tx + 1792)] = ((a_A[c2 * 2000 + (tx + 1792)] + (sh_u1[-c0 + c2] * a_v1[(tx + 1792)])) + (sh_u2[-c0 + c2] * a_v2[(tx + 1792)]));
          r_x += ((p_beta * a_Ahat[c2 * 2000 + (tx + 1792)]) * sh_y[-c0 + c2]);
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1999) {
    a_x[256 * bx + tx] = r_x;
  }
}

// k_gemver_1: statements S3, S4, S5
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_gemver_1(const float *__restrict__ a_w0, const float *__restrict__ a_z, float p_alpha, float *__restrict__ a_Ahat, float *__restrict__ a_x, float *__restrict__ a_w)
{
  for (long c0 = 0; c0 <= 1999; c0 += 1) {
    for (long c1 = c0; c1 <= c0 + 1999; c1 += 1) {
      if (c0 == 0) {
        a_w[c1] = a_w0[c1];
        a_x[c1] = (a_x[c1] + a_z[c1]);
      }
      a_w[c0] += ((p_alpha * a_Ahat[c0 * 2000 + (-c0 + c1)]) * a_x[(-c0 + c1)]);
    }
  }
}
