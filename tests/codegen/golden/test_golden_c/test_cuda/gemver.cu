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
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_gemver_0: statements S0, S1, S2
//   {i; j} -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; i; j} (tiles of 32)
//   shared: sh_u1: tile 32 of u1
//   shared: sh_u2: tile 32 of u2
//   shared: sh_y: tile 32 of y
//   registers: x
extern "C" __global__ void __launch_bounds__(256) k_gemver_0(const float *__restrict__ a_A, const float *__restrict__ a_u1, const float *__restrict__ a_v1, const float *__restrict__ a_u2, const float *__restrict__ a_v2, const float *__restrict__ a_x0, const float *__restrict__ a_y, float p_beta, float *__restrict__ a_Ahat, float *__restrict__ a_x)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) float sh_u1[2][32];
  float4 st_u1[1];  // staging registers
  __shared__ __align__(16) float sh_u2[2][32];
  float4 st_u2[1];  // staging registers
  __shared__ __align__(16) float sh_y[2][32];
  float4 st_y[1];  // staging registers
  float r_x = 0.0f;
  if (bx <= 6) {
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of u1 in sh_u1
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        const int a0 = l0;
        st_u1[j] = *(const float4 *)&a_u1[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of y in sh_y
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        const int a0 = l0;
        st_y[j] = *(const float4 *)&a_y[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of u2 in sh_u2
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        const int a0 = l0;
        st_u2[j] = *(const float4 *)&a_u2[a0];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of y in sh_y
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        *(float4 *)&sh_y[0][l0] = st_y[j];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of u2 in sh_u2
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        *(float4 *)&sh_u2[0][l0] = st_u2[j];
      }
    }
    #pragma unroll
    for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of u1 in sh_u1
      const int e = tid + j * 256;
      if (e < 8) {
        const int l0 = (e) * 4;
        *(float4 *)&sh_u1[0][l0] = st_u1[j];
      }
    }
    __syncthreads();
    for (int c0 = 0; c0 <= 1952; c0 += 32) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of u1 in sh_u1
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) st_u1[j] = *(const float4 *)&a_u1[a0];
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of y in sh_y
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) st_y[j] = *(const float4 *)&a_y[a0];
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of u2 in sh_u2
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) st_u2[j] = *(const float4 *)&a_u2[a0];
        }
      }
      {
        const int po_s0 = c0;
        const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
        if (po_s0 == 0) {
          r_x = a_x0[(256 * bx + tx)];
        }
        #pragma unroll
        for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
          a_Ahat[i0 * 2000 + (256 * bx + tx)] = ((a_A[i0 * 2000 + (256 * bx + tx)] + (sh_u1[po_buf][-po_s0 + i0] * a_v1[(256 * bx + tx)])) + (sh_u2[po_buf][-po_s0 + i0] * a_v2[(256 * bx + tx)]));
          r_x += ((p_beta * a_Ahat[i0 * 2000 + (256 * bx + tx)]) * sh_y[po_buf][-po_s0 + i0]);
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of y in sh_y
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) *(float4 *)&sh_y[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_y[j];
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of u2 in sh_u2
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) *(float4 *)&sh_u2[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_u2[j];
        }
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of u1 in sh_u1
        const int e = tid + j * 256;
        if (e < 8) {
          const int l0 = (e) * 4;
          const int a0 = c0 + 32 + l0;
          if (a0 < 2000) *(float4 *)&sh_u1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_u1[j];
        }
      }
      __syncthreads();
    }
    {
      const int po_s0 = 1984;
      const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = 1984; i0 <= 1999; i0 += 1) {
        a_Ahat[i0 * 2000 + (256 * bx + tx)] = ((a_A[i0 * 2000 + (256 * bx + tx)] + (sh_u1[po_buf][i0 - 1984] * a_v1[(256 * bx + tx)])) + (sh_u2[po_buf][i0 - 1984] * a_v2[(256 * bx + tx)]));
        r_x += ((p_beta * a_Ahat[i0 * 2000 + (256 * bx + tx)]) * sh_y[po_buf][i0 - 1984]);
      }
    }
    __syncthreads();
  } else {
    for (int c0 = -32; c0 <= 1984; c0 += 32) {
      if (c0 <= 1952) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of u1 in sh_u1
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) st_u1[j] = *(const float4 *)&a_u1[a0];
          }
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of y in sh_y
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) st_y[j] = *(const float4 *)&a_y[a0];
          }
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of u2 in sh_u2
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) st_u2[j] = *(const float4 *)&a_u2[a0];
          }
        }
      }
      if (c0 >= 0) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (tx <= 207 && po_s0 == 0) {
            r_x = a_x0[(tx + 1792)];
          }
          if (tx <= 207) {
            for (int i0 = po_s0; i0 <= po_min(1999, po_s0 + 31); i0 += 1) {
              a_Ahat[i0 * 2000 + (tx + 1792)] = ((a_A[i0 * 2000 + (tx + 1792)] + (sh_u1[po_buf][-po_s0 + i0] * a_v1[(tx + 1792)])) + (sh_u2[po_buf][-po_s0 + i0] * a_v2[(tx + 1792)]));
              r_x += ((p_beta * a_Ahat[i0 * 2000 + (tx + 1792)]) * sh_y[po_buf][-po_s0 + i0]);
            }
          }
        }
      }
      if (c0 <= 1952) {
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of y in sh_y
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) *(float4 *)&sh_y[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_y[j];
          }
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of u2 in sh_u2
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) *(float4 *)&sh_u2[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_u2[j];
          }
        }
        #pragma unroll
        for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of u1 in sh_u1
          const int e = tid + j * 256;
          if (e < 8) {
            const int l0 = (e) * 4;
            const int a0 = c0 + 32 + l0;
            if (a0 < 2000) *(float4 *)&sh_u1[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_u1[j];
          }
        }
      }
      __syncthreads();
    }
  }
  if (256 * bx + tx <= 1999) {
    a_x[256 * bx + tx] = r_x;
  }
}

// k_gemver_1: statements S3, S4
//   {i; i + j} -> blockIdx.x (tile 128) / threadIdx.x (128); {0; i} -> blockIdx.y (tile 1) / threadIdx.y (1)
//   registers: x
extern "C" __global__ void __launch_bounds__(128) k_gemver_1(const float *__restrict__ a_w0, const float *__restrict__ a_z, float *__restrict__ a_x, float *__restrict__ a_w)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  float r_x = 0.0f;
  if (128 * bx + tx <= 1999) {
    r_x = a_x[128 * bx + tx];
  }
  if (128 * bx + tx <= 1999) {
    a_w[(128 * bx + tx)] = a_w0[(128 * bx + tx)];
    r_x = (r_x + a_z[(128 * bx + tx)]);
  }
  if (128 * bx + tx <= 1999) {
    a_x[128 * bx + tx] = r_x;
  }
}

// k_gemver_2: statements S5
//   {0; i} -> blockIdx.x (tile 128) / threadIdx.x (128); {floor((i + j)/160); floor((i)/160)} -> blockIdx.y (tile 1) / threadIdx.y (1); the reduction in chunks of 160 on blockIdx.y, partial sums added by atomicAdd; sequential: {i; i + j} (tiles of 32)
//   shared: sh_x: tile 159 of x
//   registers: w
extern "C" __global__ void __launch_bounds__(128) k_gemver_2(float p_alpha, float *__restrict__ a_Ahat, float *__restrict__ a_x, float *__restrict__ a_w)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 128 * ty;
  __shared__ __align__(16) float sh_x[2][159];
  float st_x[2];  // staging registers
  float r_w = 0.0f;
  if (5 * by + 4 >= 4 * bx && 4 * bx + 66 >= 5 * by) {
    if (160 * by + 159 >= 128 * bx + tx && 128 * bx + tx + 1999 >= 160 * by && 128 * bx + tx <= 1999) {
      r_w = 0;
    }
    for (int c0 = po_max(160 * by - 32, 128 * bx - 32); c0 <= po_min(160 * by + 128, 128 * bx + 2126); c0 += 32) {
      if (160 * by + 96 >= c0 && 128 * bx + 2080 >= c0) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // load the next copy of a tile of x in sh_x
          const int e = tid + j * 128;
          if (e < 159) {
            const int l0 = e;
            const int a0 = (-128) * bx + c0 - 95 + l0;
            if (a0 >= 0 && a0 < 2000) st_x[j] = a_x[a0];
          }
        }
      }
      if (c0 >= 160 * by && c0 >= 128 * bx) {
        {
          const int po_s0 = c0;
          const int po_buf = ((po_s0 / 32) % 2 + 2) % 2;
          if (128 * bx + tx <= 1999) {
            for (int i0 = po_max(128 * bx + tx, po_s0); i0 <= po_min(128 * bx + tx + 1999, po_s0 + 31); i0 += 1) {
              r_w += ((p_alpha * a_Ahat[(128 * bx + tx) * 2000 + ((-128) * bx - tx + i0)]) * sh_x[po_buf][-tx - po_s0 + i0 + 127]);
            }
          }
        }
      }
      if (160 * by + 96 >= c0 && 128 * bx + 2080 >= c0) {
        #pragma unroll
        for (int j = 0; j < 2; j += 1) {  // store the next copy of a tile of x in sh_x
          const int e = tid + j * 128;
          if (e < 159) {
            const int l0 = e;
            const int a0 = (-128) * bx + c0 - 95 + l0;
            if (a0 >= 0 && a0 < 2000) sh_x[c0 / 32 - 2 * ((c0 + 32) / 64) + 1][l0] = st_x[j];
          }
        }
      }
      __syncthreads();
    }
    if (160 * by + 159 >= 128 * bx + tx && 128 * bx + tx + 1999 >= 160 * by && 128 * bx + tx <= 1999) {
      atomicAdd(&a_w[128 * bx + tx], r_w);
    }
  }
}
