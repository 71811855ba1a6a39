/* golden: kernels/nn.tc l1_norm at M=4096, N=4096, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for l1_norm with M=4096, N=4096
//   S0_init: R() = identity of +
//   S0: R() += abs(X(i, j))
#include <math.h>
#include <stdint.h>


// k_l1_norm_0: statements S0, S0_init (row kernel)
//   rows (1) -> a block of 1024 threads per row, each row in 1024 segments (partials combined by the next kernel), grid-stride; 4 columns per 128-bit access; reductions R by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(1024, 2) k_l1_norm_0(const int32_t *__restrict__ a_X, int32_t *__restrict__ a_R, int32_t *__restrict__ po_part_R)
{
  __shared__ int32_t sh_R[32];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 1024; u0 += (int)gridDim.x) {
    const int u = u0;
    const int seg = u % 1024;
    int32_t r_R;
    // S0_init, S0
    r_R = 0;
    {
      int32_t p_R = 0;
      const int n0_len = 16777216;
      #pragma unroll 4
      for (int g = seg * 1024 + tid; g < n0_len / 4; g += 1048576) {
        const int c0 = (g * 4) / 4096, c1 = (g * 4) % 4096;
        int32_t b1[4];
        { const int4 t = *reinterpret_cast<const int4 *>(&a_X[c0 * 4096 + c1]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_R += (b1[vi] < 0 ? -(b1[vi]) : (b1[vi]));
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_R += __shfl_xor_sync(0xffffffffu, p_R, o);
      }
      if ((tid & 31) == 0) sh_R[tid >> 5] = p_R;
      __syncthreads();
      p_R = sh_R[0];
      for (int w = 1; w < 32; w++) {
        p_R += sh_R[w];
      }
      if (seg == 0) p_R += r_R;
      if (tid == 0) po_part_R[u] = p_R;
    }
    if (tid == 0 && seg == 0) a_R[0] = r_R;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}

// k_l1_norm_1: statements S0 (row kernel)
//   rows (1) -> a block of 1024 threads per row, each row in 1024 segments (partials combined by the next kernel), grid-stride; reductions R by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(1024, 2) k_l1_norm_1(int32_t *__restrict__ a_R, int32_t *__restrict__ po_part_R)
{
  __shared__ int32_t sh_R[32];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 1; u0 += (int)gridDim.x) {
    const int u = u0;
    const int row = u;
    int32_t r_R;
    r_R = 0;
    // the partials of R from the previous kernel, in a fixed order
    int32_t p_R = 0;
    for (int i = tid; i < 1024; i += 1024) {
      p_R += po_part_R[row * 1024 + i];
    }
    for (int o = 16; o > 0; o >>= 1) {
      p_R += __shfl_xor_sync(0xffffffffu, p_R, o);
    }
    if ((tid & 31) == 0) sh_R[tid >> 5] = p_R;
    __syncthreads();
    p_R = sh_R[0];
    for (int w = 1; w < 32; w++) {
      p_R += sh_R[w];
    }
    r_R += p_R;
    if (tid == 0) a_R[0] = r_R;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}
