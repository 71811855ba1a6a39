/* golden: kernels/nn.tc mlp2 at N=512, DI=1024, DH=4096, DO=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for mlp2 with N=512, DI=1024, DH=4096, DO=1024
//   S0_init: H1(n, h) = identity of +
//   S0: H1(n, h) += (X(n, i) * W1(h, i))
//   S1: A1(n, h) = fmax((H1(n, h) + b1(h)), 0.0)
//   S2_init: Y(n, o) = identity of +
//   S2: Y(n, o) += (A1(n, h) * W2(o, h))
//   S3: Y(n, o) = (Y(n, o) + b2(o))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }

// k_mlp2_0: statements S0, S0_init, S1, S2, S2_init, S3
//   n -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {0; DH + o; h; o; o + h} (tiles of 32), {DH + i; DI + DH; DI + DH + o; h} (tiles of 32)
//   shared: sh_W1: tile 32x32 of W1
//   shared: sh_W2: tile 32x63 of W2
//   shared: sh_b1: tile 32 of b1
//   shared: sh_b2: tile 32 of b2
extern "C" __global__ void __launch_bounds__(256) k_mlp2_0(const float *__restrict__ a_X, const float *__restrict__ a_W1, const float *__restrict__ a_b1, const float *__restrict__ a_W2, const float *__restrict__ a_b2, float *__restrict__ a_Y, float *__restrict__ a_H1, float *__restrict__ a_A1)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int tid = tx;
  __shared__ __align__(16) float sh_W1[32][32];
  __shared__ __align__(16) float sh_W2[32][63];
  __shared__ __align__(16) float sh_b1[32];
  __shared__ __align__(16) float sh_b2[32];
  for (int c0 = 0; c0 <= 5056; c0 += 32) {
    if (c0 >= 4096) {
      for (int e = tid; e < 8; e += 256) {  // 128-bit copy of a tile of b2 in sh_b2
        const int l0 = (e) * 4;
        const int a0 = c0 - 4096 + l0;
        *(float4 *)&sh_b2[l0] = *(const float4 *)&a_b2[a0];
      }
      for (int c1 = c0 + 1024; c1 <= 6112; c1 += 32) {
        for (int e = tid; e < 2016; e += 256) {  // copy of a tile of W2 in sh_W2
          const int l0 = e / 63, l1 = e % 63;
          const int a0 = c1 - 5120 + l0, a1 = c0 - c1 + 5089 + l1;
          if (a1 < 4096) sh_W2[l0][l1] = a_W2[a0 * 4096 + a1];
        }
        __syncthreads();
        {
          const int po_s0 = c0, po_s1 = c1;
          if (po_s1 >= po_s0 + 1056) {
            for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
              #pragma unroll
              for (int i1 = po_s1; i1 <= po_s1 + 31; i1 += 1) {
                a_Y[(256 * bx + tx) * 1024 + (i1 - 5120)] += (a_A1[(256 * bx + tx) * 4096 + (i0 - i1 + 5120)] * sh_W2[-po_s1 + i1][-po_s0 + po_s1 + i0 - i1 + 31]);
              }
            }
          } else {
            #pragma unroll
            for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
              a_Y[(256 * bx + tx) * 1024 + (i0 - 4096)] = (a_Y[(256 * bx + tx) * 1024 + (i0 - 4096)] + sh_b2[-po_s0 + i0]);
              for (int i1 = i0 + 1025; i1 <= po_s0 + 1055; i1 += 1) {
                a_Y[(256 * bx + tx) * 1024 + (i1 - 5120)] += (a_A1[(256 * bx + tx) * 4096 + (i0 - i1 + 5120)] * sh_W2[-po_s0 + i1 - 1024][i0 - i1 + 1055]);
              }
            }
          }
        }
        __syncthreads();
      }
    } else {
      if (c0 == 0) {
        for (int c1 = 0; c1 <= 4064; c1 += 32) {
          __syncthreads();
          {
            const int po_s1 = c1;
            #pragma unroll
            for (int i1 = po_s1; i1 <= po_s1 + 31; i1 += 1) {
              a_H1[(256 * bx + tx) * 4096 + i1] = 0;
            }
          }
          __syncthreads();
        }
      }
      for (int c1 = 4096; c1 <= po_min(5120, c0 + 5088); c1 += 32) {
        if (c1 <= 5088) {
          for (int e = tid; e < 256; e += 256) {  // 128-bit copy of a tile of W1 in sh_W1
            const int l0 = e / 8, l1 = (e % 8) * 4;
            const int a0 = c0 + l0, a1 = c1 - 4096 + l1;
            *(float4 *)&sh_W1[l0][l1] = *(const float4 *)&a_W1[a0 * 1024 + a1];
          }
        } else {
          for (int e = tid; e < 2016; e += 256) {  // copy of a tile of W2 in sh_W2
            const int l0 = e / 63, l1 = e % 63;
            const int a0 = l0, a1 = c0 - 31 + l1;
            sh_W2[l0][l1] = a_W2[a0 * 4096 + a1];
          }
          for (int e = tid; e < 8; e += 256) {  // 128-bit copy of a tile of b1 in sh_b1
            const int l0 = (e) * 4;
            const int a0 = c0 + l0;
            *(float4 *)&sh_b1[l0] = *(const float4 *)&a_b1[a0];
          }
        }
        __syncthreads();
        {
          const int po_s0 = c0, po_s1 = c1;
          if (po_s1 <= 5088) {
            for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
              #pragma unroll
              for (int i1 = po_s1; i1 <= po_s1 + 31; i1 += 1) {
                a_H1[(256 * bx + tx) * 4096 + i0] += (a_X[(256 * bx + tx) * 1024 + (i1 - 4096)] * sh_W1[-po_s0 + i0][-po_s1 + i1]);
              }
            }
          } else {
            for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
              a_A1[(256 * bx + tx) * 4096 + i0] = fmaxf((a_H1[(256 * bx + tx) * 4096 + i0] + sh_b1[-po_s0 + i0]), 0.0f);
              #pragma unroll
              for (int i1 = 5120; i1 <= 5151; i1 += 1) {
                a_Y[(256 * bx + tx) * 1024 + (i1 - 5120)] += (a_A1[(256 * bx + tx) * 4096 + (i0 - i1 + 5120)] * sh_W2[i1 - 5120][-po_s0 + i0 - i1 + 5151]);
              }
            }
          }
        }
        __syncthreads();
      }
      for (int c1 = 5152; c1 <= po_min(6112, c0 + 5088); c1 += 32) {
        for (int e = tid; e < 2016; e += 256) {  // copy of a tile of W2 in sh_W2
          const int l0 = e / 63, l1 = e % 63;
          const int a0 = c1 - 5120 + l0, a1 = c0 - c1 + 5089 + l1;
          sh_W2[l0][l1] = a_W2[a0 * 4096 + a1];
        }
        __syncthreads();
        {
          const int po_s0 = c0, po_s1 = c1;
          for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
            #pragma unroll
            for (int i1 = po_s1; i1 <= po_s1 + 31; i1 += 1) {
              a_Y[(256 * bx + tx) * 1024 + (i1 - 5120)] += (a_A1[(256 * bx + tx) * 4096 + (i0 - i1 + 5120)] * sh_W2[-po_s1 + i1][-po_s0 + po_s1 + i0 - i1 + 31]);
            }
          }
        }
        __syncthreads();
      }
      if (c0 <= 992) {
        if (c0 == 0) {
          for (int e = tid; e < 8; e += 256) {  // 128-bit copy of a tile of b1 in sh_b1
            const int l0 = (e) * 4;
            const int a0 = l0;
            *(float4 *)&sh_b1[l0] = *(const float4 *)&a_b1[a0];
          }
        }
        for (int e = tid; e < 2016; e += 256) {  // copy of a tile of W2 in sh_W2
          const int l0 = e / 63, l1 = e % 63;
          const int a0 = c0 + l0, a1 = (-31) + l1;
          if (a1 >= 0) sh_W2[l0][l1] = a_W2[a0 * 4096 + a1];
        }
        __syncthreads();
        {
          const int po_s0 = c0;
          #pragma unroll
          for (int i0 = po_s0; i0 <= po_s0 + 31; i0 += 1) {
            if (po_s0 == 0) {
              a_A1[(256 * bx + tx) * 4096 + i0] = fmaxf((a_H1[(256 * bx + tx) * 4096 + i0] + sh_b1[i0]), 0.0f);
            }
            for (int i1 = po_s0 + 5120; i1 <= i0 + 5120; i1 += 1) {
              if (i1 == i0 + 5120) {
                a_Y[(256 * bx + tx) * 1024 + i0] = 0;
              }
              a_Y[(256 * bx + tx) * 1024 + (i1 - 5120)] += (a_A1[(256 * bx + tx) * 4096 + (i0 - i1 + 5120)] * sh_W2[-po_s0 + i1 - 5120][i0 - i1 + 5151]);
            }
          }
        }
        __syncthreads();
      }
    }
  }
  for (int e = tid; e < 2016; e += 256) {  // copy of a tile of W2 in sh_W2
    const int l0 = e / 63, l1 = e % 63;
    const int a0 = 992 + l0, a1 = 4065 + l1;
    if (a1 < 4096) sh_W2[l0][l1] = a_W2[a0 * 4096 + a1];
  }
  for (int e = tid; e < 8; e += 256) {  // 128-bit copy of a tile of b2 in sh_b2
    const int l0 = (e) * 4;
    const int a0 = 992 + l0;
    *(float4 *)&sh_b2[l0] = *(const float4 *)&a_b2[a0];
  }
  __syncthreads();
  #pragma unroll
  for (int i0 = 5088; i0 <= 5119; i0 += 1) {
    a_Y[(256 * bx + tx) * 1024 + (i0 - 4096)] = (a_Y[(256 * bx + tx) * 1024 + (i0 - 4096)] + sh_b2[i0 - 5088]);
    for (int i1 = i0 + 1025; i1 <= 6143; i1 += 1) {
      a_Y[(256 * bx + tx) * 1024 + (i1 - 5120)] += (a_A1[(256 * bx + tx) * 4096 + (i0 - i1 + 5120)] * sh_W2[i1 - 6112][i0 - i1 + 1055]);
    }
  }
  __syncthreads();
}
