/* golden: kernels/polybench.tc syrk at N=1200, M=1000, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for syrk with N=1200, M=1000
//   S0_p0: Cout(i, j) = (beta * C(i, j))
//   S0_p1: Cout(i, j) = C(i, j)
//   S1: Cout(i, j) += ((alpha * A(i, k)) * A(j, k))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_syrk_0: statements S0_p1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_syrk_0(const float *__restrict__ a_C, float *__restrict__ a_Cout)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (2 * bx + 1 >= by) {
    if (32 * bx + tx >= 16 * by + ty + 1 && 32 * bx + tx <= 1199) {
      a_Cout[(16 * by + ty) * 1200 + (32 * bx + tx)] = a_C[(16 * by + ty) * 1200 + (32 * bx + tx)];
    }
  }
}

// k_syrk_1: statements S0_p0, S1
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; k} (tiles of 32)
//   shared: sh_A_0: tile 16x32 of A
//   shared: sh_A_1: tile 32x32 of A
//   registers: Cout
extern "C" __global__ void __launch_bounds__(512) k_syrk_1(const float *__restrict__ a_A, const float *__restrict__ a_C, float p_alpha, float p_beta, float *__restrict__ a_Cout)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) float sh_A_0[2][32][16];
  float4 st_A_0[1];  // staging registers
  __shared__ __align__(16) float sh_A_1[2][32][32];
  float4 st_A_1[1];  // staging registers
  float r_Cout = 0.0f;
  if (by >= 2 * bx + 2) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_1
      const int e = tid + j * 512;
      if (e < 256) {
        const int l0 = e / 8, l1 = (e % 8) * 4;
        const int a0 = 32 * bx + l0, a1 = l1;
        st_A_1[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_0
      const int e = tid + j * 512;
      if (e < 128) {
        const int l0 = e / 8, l1 = (e % 8) * 4;
        const int a0 = 16 * by + l0, a1 = l1;
        st_A_0[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_1
      const int e = tid + j * 512;
      if (e < 256) {
        const int l0 = e / 8, l1 = (e % 8) * 4;
        sh_A_1[0][l1][l0] = st_A_1[j].x; sh_A_1[0][l1 + 1][l0] = st_A_1[j].y; sh_A_1[0][l1 + 2][l0] = st_A_1[j].z; sh_A_1[0][l1 + 3][l0] = st_A_1[j].w;
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_0
      const int e = tid + j * 512;
      if (e < 128) {
        const int l0 = e / 8, l1 = (e % 8) * 4;
        sh_A_0[0][l1][l0] = st_A_0[j].x; sh_A_0[0][l1 + 1][l0] = st_A_0[j].y; sh_A_0[0][l1 + 2][l0] = st_A_0[j].z; sh_A_0[0][l1 + 3][l0] = st_A_0[j].w;
      }
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 960; c0 += 32) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_1
        const int e = tid + j * 512;
        if (e < 256) {
          const int l0 = e / 8, l1 = (e % 8) * 4;
          const int a0 = 32 * bx + l0, a1 = c0 + 32 + l1;
          if (a1 < 1000) st_A_1[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_0
        const int e = tid + j * 512;
        if (e < 128) {
          const int l0 = e / 8, l1 = (e % 8) * 4;
          const int a0 = 16 * by + l0, a1 = c0 + 32 + l1;
          if (a1 < 1000) st_A_0[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        if (po_s0 == 0) {
          r_Cout = (p_beta * a_C[(16 * by + ty) * 1200 + (32 * bx + tx)]);
        }
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          r_Cout += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][ty]) * sh_A_1[po_buf][-po_s0 + i0][tx]);
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_0
        const int e = tid + j * 512;
        if (e < 128) {
          const int l0 = e / 8, l1 = (e % 8) * 4;
          const int a1 = c0 + 32 + l1;
          if (a1 < 1000) { sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0] = st_A_0[j].x; sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0] = st_A_0[j].y; sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 2][l0] = st_A_0[j].z; sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 3][l0] = st_A_0[j].w; }
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_1
        const int e = tid + j * 512;
        if (e < 256) {
          const int l0 = e / 8, l1 = (e % 8) * 4;
          const int a1 = c0 + 32 + l1;
          if (a1 < 1000) { sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0] = st_A_1[j].x; sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0] = st_A_1[j].y; sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 2][l0] = st_A_1[j].z; sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 3][l0] = st_A_1[j].w; }
        }
      }
      __syncthreads();
    }
    {
      const int po_s0 = 992;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 992; i0 <= 999; i0 += 1) {
        r_Cout += ((p_alpha * sh_A_0[po_buf][i0 - 992][ty]) * sh_A_1[po_buf][i0 - 992][tx]);
      }
    }
    __syncthreads();
  } else {
    if (by >= 2 * bx) {
      for (int c0 = -32; c0 <= 992; c0 += 32) {
        if (c0 <= 960) {
          #pragma unroll
          for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_1
            const int e = tid + j * 512;
            if (e < 256) {
              const int l0 = e / 8, l1 = (e % 8) * 4;
              const int a0 = 32 * bx + l0, a1 = c0 + 32 + l1;
              if (a0 < 1200 && a1 < 1000) st_A_1[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
            }
          }
          #pragma unroll
          for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A_0
            const int e = tid + j * 512;
            if (e < 128) {
              const int l0 = e / 8, l1 = (e % 8) * 4;
              const int a0 = 16 * by + l0, a1 = c0 + 32 + l1;
              if (a1 < 1000) st_A_0[j] = *(const float4 *)&a_A[a0 * 1000 + a1];
            }
          }
        }
        if (c0 >= 0) {
          {
            const int po_s0 = c0;
            const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
            if (16 * by + ty >= 32 * bx + tx && po_s0 == 0) {
              r_Cout = (p_beta * a_C[(16 * by + ty) * 1200 + (32 * bx + tx)]);
            }
            if (16 * by + ty >= 32 * bx + tx) {
              for (int i0 = po_s0; i0 <= po_min(999, po_s0 + 31); i0 += 1) {
                r_Cout += ((p_alpha * sh_A_0[po_buf][-po_s0 + i0][ty]) * sh_A_1[po_buf][-po_s0 + i0][tx]);
              }
            }
          }
        }
        if (c0 <= 960) {
          #pragma unroll
          for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_0
            const int e = tid + j * 512;
            if (e < 128) {
              const int l0 = e / 8, l1 = (e % 8) * 4;
              const int a1 = c0 + 32 + l1;
              if (a1 < 1000) { sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0] = st_A_0[j].x; sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0] = st_A_0[j].y; sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 2][l0] = st_A_0[j].z; sh_A_0[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 3][l0] = st_A_0[j].w; }
            }
          }
          #pragma unroll
          for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A_1
            const int e = tid + j * 512;
            if (e < 256) {
              const int l0 = e / 8, l1 = (e % 8) * 4;
              const int a0 = 32 * bx + l0, a1 = c0 + 32 + l1;
              if (a0 < 1200 && a1 < 1000) { sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1][l0] = st_A_1[j].x; sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 1][l0] = st_A_1[j].y; sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 2][l0] = st_A_1[j].z; sh_A_1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l1 + 3][l0] = st_A_1[j].w; }
            }
          }
        }
        __syncthreads();
      }
    }
  }
  if (by >= 2 * bx) {
    if (16 * by + ty >= 32 * bx + tx) {
      a_Cout[(16 * by + ty) * 1200 + 32 * bx + tx] = r_Cout;
    }
  }
}
