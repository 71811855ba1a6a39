/* golden: kernels/polybench.tc durbin at N=1000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for durbin with N=1000
//   S0: y(k, i) = -r(0)
//   S1: beta(k) = float64(1.0)
//   S2: alpha(k) = -r(0)
//   S3: beta(k) = ((1 - (alpha((k - 1)) * alpha((k - 1)))) * beta((k - 1)))
//   S4_init: s(k) = identity of +
//   S4: s(k) += (r(((k - i) - 1)) * y((k - 1), i))
//   S5: alpha(k) = (-(r(k) + s(k)) / beta(k))
//   S6_p0: y(k, i) = (y((k - 1), i) + (alpha(k) * y((k - 1), ((k - i) - 1))))
//   S6_p1: y(k, i) = alpha(k)
#include <math.h>
#include <stdint.h>


// k_durbin_0: statements S2, S3, S4, S4_init, S5
//   one thread
//   registers: s
extern "C" __global__ void k_durbin_0(long po_h0, const double *__restrict__ a_r, double *__restrict__ a_y, double *__restrict__ a_beta, double *__restrict__ a_alpha, double *__restrict__ a_s)
{
  double r_s = 0.0;
  if (po_h0 >= 1) {
    r_s = 0;
  }
  if (po_h0 == 0) {
    a_alpha[0] = (-a_r[0]);
  } else {
    a_beta[po_h0] = ((1.0 - (a_alpha[(po_h0 - 1)] * a_alpha[(po_h0 - 1)])) * a_beta[(po_h0 - 1)]);
  }
  for (int i0 = 0; i0 < po_h0; i0 += 1) {
    r_s += (a_r[((po_h0 - i0) - 1)] * a_y[(po_h0 - 1) * 1000 + i0]);
  }
  if (po_h0 >= 1) {
    a_alpha[po_h0] = ((double)(-(a_r[po_h0] + r_s)) / (double)a_beta[po_h0]);
  }
  if (po_h0 >= 1) {
    a_s[po_h0] = r_s;
  }
}

// k_durbin_1: statements S6_p0
//   {0; N; N + i; i} -> blockIdx.x (tile 256) / threadIdx.x (256)
//   shared: sh_alpha: tile 1 of alpha
extern "C" __global__ void __launch_bounds__(256) k_durbin_1(long po_h0, double *__restrict__ a_y, double *__restrict__ a_alpha)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) double sh_alpha[1];
  if (po_h0 + 231 >= 256 * bx) {
    for (int e = tid; e < 1; e += 256) {  // copy of a tile of alpha in sh_alpha
      const int l0 = 0;
      const int a0 = po_h0 + l0;
      sh_alpha[l0] = a_alpha[a0];
    }
    __syncthreads();
    if (256 * bx + tx >= 232 && po_h0 + 231 >= 256 * bx + tx) {
      a_y[po_h0 * 1000 + (256 * bx + tx - 232)] = (a_y[(po_h0 - 1) * 1000 + (256 * bx + tx - 232)] + (sh_alpha[0] * a_y[(po_h0 - 1) * 1000 + ((po_h0 - (256 * bx + tx - 232)) - 1)]));
    }
  }
}

// k_durbin_2: statements S0, S1, S6_p1
//   one thread
//   registers: y
extern "C" __global__ void k_durbin_2(long po_h0, const double *__restrict__ a_r, double *__restrict__ a_y, double *__restrict__ a_beta, double *__restrict__ a_alpha)
{
  double r_y = 0.0;
  if (po_h0 >= 1) {
    r_y = a_alpha[po_h0];
  } else {
    a_beta[0] = ((double)(1.0));
    r_y = (-a_r[0]);
  }
  a_y[po_h0 * 1000 + po_h0] = r_y;
}
