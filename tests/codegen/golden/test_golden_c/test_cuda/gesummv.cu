/* golden: kernels/polybench.tc gesummv at N=1300, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gesummv with N=1300
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: yb(i) = identity of +
//   S1: yb(i) += (B(i, j) * x(j))
//   S2: y(i) = ((alpha * tmp(i)) + (beta * yb(i)))
#include <math.h>
#include <stdint.h>


// k_gesummv_0: statements S0, S0_init, S1, S1_init, S2 (row kernel)
//   rows (1300) -> a block of 128 threads per row, grid-stride; 2 columns per 128-bit access; reductions tmp, yb by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(128) k_gesummv_0(const double *__restrict__ a_A, const double *__restrict__ a_B, const double *__restrict__ a_x, double p_alpha, double p_beta, double *__restrict__ a_y)
{
  __shared__ double sh_tmp[4];
  __shared__ double sh_yb[4];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 1300; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    double r_tmp;
    double r_yb;
    double r_y;
    // S0_init, S1_init, S0, S1
    r_tmp = 0;
    r_yb = 0;
    {
      double p_tmp = 0;
      double p_yb = 0;
      const int n0_len = 1300;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 2; g += 128) {
        const int c0 = (g * 2);
        double b1[2];
        { const double2 t = *reinterpret_cast<const double2 *>(&a_A[r0 * 1300 + c0]); b1[0] = t.x; b1[1] = t.y; }
        double b2[2];
        { const double2 t = *reinterpret_cast<const double2 *>(&a_x[c0]); b2[0] = t.x; b2[1] = t.y; }
        double b3[2];
        { const double2 t = *reinterpret_cast<const double2 *>(&a_B[r0 * 1300 + c0]); b3[0] = t.x; b3[1] = t.y; }
        #pragma unroll
        for (int vi = 0; vi < 2; vi++) {
          p_tmp += (b1[vi] * b2[vi]);
          p_yb += (b3[vi] * b2[vi]);
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_tmp += __shfl_xor_sync(0xffffffffu, p_tmp, o);
        p_yb += __shfl_xor_sync(0xffffffffu, p_yb, o);
      }
      if ((tid & 31) == 0) sh_tmp[tid >> 5] = p_tmp;
      if ((tid & 31) == 0) sh_yb[tid >> 5] = p_yb;
      __syncthreads();
      p_tmp = sh_tmp[0];
      p_yb = sh_yb[0];
      for (int w = 1; w < 4; w++) {
        p_tmp += sh_tmp[w];
        p_yb += sh_yb[w];
      }
      r_tmp += p_tmp;
      r_yb += p_yb;
    }
    // S2
    r_y = ((p_alpha * r_tmp) + (p_beta * r_yb));
    if (tid == 0) a_y[r0] = r_y;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
