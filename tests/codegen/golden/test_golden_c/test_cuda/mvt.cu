/* golden: kernels/polybench.tc mvt at N=2000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for mvt with N=2000
//   S0: x1out(i) = x1(i)
//   S1: x1out(i) += (A(i, j) * y1(j))
//   S2: x2out(i) = x2(i)
//   S3: x2out(i) += (A(j, i) * y2(j))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_mvt_0: statements S0, S1 (row kernel)
//   rows (2000) -> a block of 64 threads per row, grid-stride; 4 columns per 128-bit access; reductions x1out by __shfl_xor_sync and shared memory
extern "C" __global__ void __launch_bounds__(64) k_mvt_0(const float *__restrict__ a_A, const float *__restrict__ a_x1, const float *__restrict__ a_y1, float *__restrict__ a_x1out)
{
  __shared__ float sh_x1out[2];
  const int tid = threadIdx.x;
  for (int u0 = (int)blockIdx.x; u0 < 2000; u0 += (int)gridDim.x) {
    const int u = u0;
    const int r0 = u;
    float r_x1out;
    // S0, S1
    r_x1out = a_x1[r0];
    {
      float p_x1out = 0;
      const int n0_len = 2000;
      #pragma unroll 4
      for (int g = tid; g < n0_len / 4; g += 64) {
        const int c0 = (g * 4);
        float b1[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_A[r0 * 2000 + c0]); b1[0] = t.x; b1[1] = t.y; b1[2] = t.z; b1[3] = t.w; }
        float b2[4];
        { const float4 t = *reinterpret_cast<const float4 *>(&a_y1[c0]); b2[0] = t.x; b2[1] = t.y; b2[2] = t.z; b2[3] = t.w; }
        #pragma unroll
        for (int vi = 0; vi < 4; vi++) {
          p_x1out += (b1[vi] * b2[vi]);
        }
      }
      for (int o = 16; o > 0; o >>= 1) {
        p_x1out += __shfl_xor_sync(0xffffffffu, p_x1out, o);
      }
      if ((tid & 31) == 0) sh_x1out[tid >> 5] = p_x1out;
      __syncthreads();
      p_x1out = sh_x1out[0];
      for (int w = 1; w < 2; w++) {
        p_x1out += sh_x1out[w];
      }
      r_x1out += p_x1out;
    }
    if (tid == 0) a_x1out[r0] = r_x1out;
    __syncthreads();  // the shared partials are reused by the next unit
  }
}

// k_mvt_1: statements S2, S3
//   i -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; j} (tiles of 32)
//   shared: sh_y2: tile 32 of y2
//   registers: x2out
extern "C" __global__ void __launch_bounds__(256) k_mvt_1(const float *__restrict__ a_A, const float *__restrict__ a_x2, const float *__restrict__ a_y2, float *__restrict__ a_x2out)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) float sh_y2[2][32];
  float4 st_y2[1];  // staging registers
  float r_x2out = 0.0f;
  if (bx <= 6) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of y2 in sh_y2
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        const int a0 = l0;
        st_y2[j] = *(const float4 *)&a_y2[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of y2 in sh_y2
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        *(float4 *)&sh_y2[0][l0] = st_y2[j];
      }
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 1952; c0 += 32) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of y2 in sh_y2
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) st_y2[j] = *(const float4 *)&a_y2[a0];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        if (po_s0 == 0) {
          r_x2out = a_x2[(256 * bx + tx)];
        }
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_x2out += (a_A[i0 * 2000 + (256 * bx + tx)] * sh_y2[po_buf][-po_s0 + i0]);
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of y2 in sh_y2
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) *(float4 *)&sh_y2[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_y2[j];
        }
      }
      __syncthreads();
    }
    {
      const int po_s0 = 1984;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 1984; i0 <= 1999; i0 += 1) {
        r_x2out += (a_A[i0 * 2000 + (256 * bx + tx)] * sh_y2[po_buf][i0 - 1984]);
      }
    }
    __syncthreads();
  } else {
    for (int c0 = -32; c0 <= 1984; c0 += 32) {
      if (c0 <= 1952) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of y2 in sh_y2
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) st_y2[j] = *(const float4 *)&a_y2[a0];
          }
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (tx <= 207 && po_s0 == 0) {
            r_x2out = a_x2[(tx + 1792)];
          }
          if (tx <= 207) {
            for (int i0 = po_s0; i0 <= po_min(1999, po_s0 + 31); i0 += 1) {
              r_x2out += (a_A[i0 * 2000 + (tx + 1792)] * sh_y2[po_buf][-po_s0 + i0]);
            }
          }
        }
      }
      if (c0 <= 1952) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of y2 in sh_y2
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) *(float4 *)&sh_y2[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_y2[j];
          }
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1999) {
    a_x2out[256 * bx + tx] = r_x2out;
  }
}
