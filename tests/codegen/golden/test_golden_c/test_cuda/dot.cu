/* golden: kernels/linalg.tc dot at Len=8388608, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for dot with Len=8388608
//   S0_init: d() = identity of +
//   S0: d() += (x(i) * y(i))
#include <math.h>
#include <stdint.h>


// k_dot_0: statements S0, S0_init (row kernel)
//   rows (1) -> a block of 1024 threads per row, each row in 1024 segments (partials combined by the next kernel), grid-stride; 2 columns per 128-bit access; reductions d by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(1024, 2) k_dot_0(const double *__restrict__ a_x, const double *__restrict__ a_y, double *__restrict__ a_d, double *__restrict__ po_part_d)
{
  __shared__ double sh_d[32];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 1024; u0 += (int)gridDim.x) {
    const int u = u0;
    const int seg = u % 1024;
    double r_d;
    // S0_init, S0
    r_d = 0;
    {
      double p_d = 0;
      const int n0_len = 8388608;
      #pragma unroll 4
      for (int g = seg * 1024 + tid; g < n0_len / 2; g += 1048576) {
        const int c0 = (g * 2);
        double b1[2];
        { const double2 t = *reinterpret_cast<const double2 *>(&a_x[c0]); b1[0] = t.x; b1[1] = t.y; }
        double b2[2];
        { const double2 t = *reinterpret_cast<const double2 *>(&a_y[c0]); b2[0] = t.x; b2[1] = t.y; }
        #pragma unroll
        for (int vi = 0; vi < 2; vi++) {
          p_d += (b1[vi] * b2[vi]);
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_d += __shfl_xor_sync(0xffffffffu, p_d, o);
      }
      if ((tid & 31) == 0) sh_d[tid >> 5] = p_d;
      __syncthreads();
      p_d = sh_d[0];
      for (int w = 1; w < 32; w++) {
        p_d += sh_d[w];
      }
      if (seg == 0) p_d += r_d;
      if (tid == 0) po_part_d[u] = p_d;
    }
    if (tid == 0 && seg == 0) a_d[0] = r_d;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}

// k_dot_1: statements S0 (row kernel)
//   rows (1) -> a block of 1024 threads per row, each row in 1024 segments (partials combined by the next kernel), grid-stride; reductions d by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(1024, 2) k_dot_1(double *__restrict__ a_d, double *__restrict__ po_part_d)
{
  __shared__ double sh_d[32];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 1; u0 += (int)gridDim.x) {
    const int u = u0;
    const int row = u;
    double r_d;
    r_d = 0;
    // the partials of d from the previous kernel, in a fixed order
    double p_d = 0;
    for (int i = tid; i < 1024; i += 1024) {
      p_d += po_part_d[row * 1024 + i];
    }
    for (int o = 16; o > 0; o >>= 1) {
      p_d += __shfl_xor_sync(0xffffffffu, p_d, o);
    }
    if ((tid & 31) == 0) sh_d[tid >> 5] = p_d;
    __syncthreads();
    p_d = sh_d[0];
    for (int w = 1; w < 32; w++) {
      p_d += sh_d[w];
    }
    r_d += p_d;
    if (tid == 0) a_d[0] = r_d;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
