/* golden: kernels/polybench.tc gesummv at N=1300, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gesummv with N=1300
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: yb(i) = identity of +
//   S1: yb(i) += (B(i, j) * x(j))
//   S2: y(i) = ((alpha * tmp(i)) + (beta * yb(i)))
#include <math.h>
#include <stdint.h>


// k_gesummv_0: statements S0, S0_init, S1, S1_init, S2
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; N; j} (tiles of 32)
//   shared: sh_x: tile 32 of x
//   registers: tmp, yb
extern "C" __global__ void __launch_bounds__(256) k_gesummv_0(const double *__restrict__ a_A, const double *__restrict__ a_B, const double *__restrict__ a_x, double p_alpha, double p_beta, double *__restrict__ a_y, double *__restrict__ a_tmp, double *__restrict__ a_yb)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long tid = tx;
  __shared__ double sh_x[32];
  double r_tmp = 0.0;
  double r_yb = 0.0;
  if (bx <= 4) {
    for (long c0 = 0; c0 <= 1248; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_x[l0] = a_x[a0];
      }
      __syncthreads();
      if (c0 == 0) {
        r_yb = 0;
      }
      for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
        r_yb += (a_B[(256 * bx + tx) * 1300 + c2] * sh_x[-c0 + c2]);
        if (c0 == 0 && c2 == 0) {
          r_tmp = 0;
        }
        r_tmp += (a_A[(256 * bx + tx) * 1300 + c2] * sh_x[-c0 + c2]);
      }
      __syncthreads();
    }
  }
  if (bx == 5) {
    for (long c0 = 0; c0 <= 1279; c0 += 32) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
        const long l0 = e;
        const long a0 = c0 + l0;
        sh_x[l0] = a_x[a0];
      }
      __syncthreads();
      if (tx <= 19 && c0 == 0) {
        r_yb = 0;
      }
      if (tx <= 19) {
        for (long c2 = c0; c2 <= c0 + 31; c2 += 1) {
          r_yb += (a_B[(tx + 1280) * 1300 + c2] * sh_x[-c0 + c2]);
          if (c0 == 0 && c2 == 0) {
            r_tmp = 0;
          }
          r_tmp += (a_A[(tx + 1280) * 1300 + c2] * sh_x[-c0 + c2]);
        }
      }
      __syncthreads();
    }
    if (tx >= 20) {
      for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
        const long l0 = e;
        const long a0 = 1280 + l0;
        if (a0 < 1300) sh_x[l0] = a_x[a0];
      }
      __syncthreads();
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1299) {
    for (long e = tid; e < 32; e += 256) {  // stage a tile of x in sh_x
      const long l0 = e;
      const long a0 = 1280 + l0;
      if (a0 < 1300) sh_x[l0] = a_x[a0];
    }
    __syncthreads();
    for (long c2 = 1280; c2 <= 1299; c2 += 1) {
      r_yb += (a_B[(256 * bx + tx) * 1300 + c2] * sh_x[c2 - 1280]);
      r_tmp += (a_A[(256 * bx + tx) * 1300 + c2] * sh_x[c2 - 1280]);
    }
    a_y[(256 * bx + tx)] = ((p_alpha * r_tmp) + (p_beta * r_yb));
    __syncthreads();
  }
  if (256 * bx + tx <= 1299) {
    a_tmp[256 * bx + tx] = r_tmp;
    a_yb[256 * bx + tx] = r_yb;
  }
}
