/* golden: kernels/linalg.tc matmul_requant at M=1024, K=1024, N=1024, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for matmul_requant with M=1024, K=1024, N=1024
//   S0_init: Acc(i, j) = identity of +
//   S0: Acc(i, j) += (A(i, k) * B(k, j))
//   S1: Q(i, j) = int32(((Acc(i, j) / s) + (Acc(i, j) % s)))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ int64_t po_divi64(int64_t a, int64_t b, int *err) {
  int64_t m = b == -1, z = b == 0;
  uint64_t q = (uint64_t)(a / (b + z + 2 * m));
  if (__builtin_expect(z, 0)) atomicExch(err, 3);
  return (int64_t)(((q ^ -(uint64_t)m) + (uint64_t)m) & ((uint64_t)z - 1));
}

static __device__ __forceinline__ int64_t po_modi64(int64_t a, int64_t b, int *err) {
  int64_t m = b == -1, z = b == 0;
  int64_t r = a % (b + z + 2 * m);
  if (__builtin_expect(z, 0)) atomicExch(err, 3);
  return r;
}


// k_matmul_requant_0: statements S0, S0_init, S1
//   j -> blockIdx.x (tile 64) / threadIdx.x (8); i -> blockIdx.y (tile 32) / threadIdx.y (8); sequential: {0; K; k} (tiles of 8)
//   shared: sh_A: tile 32x8 of A
//   shared: sh_B: tile 8x64 of B
//   registers: Acc
extern "C" __global__ void __launch_bounds__(64) k_matmul_requant_0(const int32_t *__restrict__ a_A, const int64_t *__restrict__ a_B, int32_t p_s, int64_t *__restrict__ a_Acc, int32_t *__restrict__ a_Q, int *__restrict__ po_err)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 8 * ty;
  __shared__ __align__(16) int32_t sh_A[2][8][32];
  int4 st_A[1];  // staging registers
  __shared__ __align__(16) int64_t sh_B[2][8][64];
  longlong2 st_B[4];  // staging registers
  int64_t r_Acc[4][8] = {0};
  r_Acc[0][0] = 0;
  r_Acc[0][1] = 0;
  r_Acc[0][2] = 0;
  r_Acc[0][3] = 0;
  r_Acc[0][4] = 0;
  r_Acc[0][5] = 0;
  r_Acc[0][6] = 0;
  r_Acc[0][7] = 0;
  r_Acc[1][0] = 0;
  r_Acc[1][1] = 0;
  r_Acc[1][2] = 0;
  r_Acc[1][3] = 0;
  r_Acc[1][4] = 0;
  r_Acc[1][5] = 0;
  r_Acc[1][6] = 0;
  r_Acc[1][7] = 0;
  r_Acc[2][0] = 0;
  r_Acc[2][1] = 0;
  r_Acc[2][2] = 0;
  r_Acc[2][3] = 0;
  r_Acc[2][4] = 0;
  r_Acc[2][5] = 0;
  r_Acc[2][6] = 0;
  r_Acc[2][7] = 0;
  r_Acc[3][0] = 0;
  r_Acc[3][1] = 0;
  r_Acc[3][2] = 0;
  r_Acc[3][3] = 0;
  r_Acc[3][4] = 0;
  r_Acc[3][5] = 0;
  r_Acc[3][6] = 0;
  r_Acc[3][7] = 0;
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    const int a0 = 32 * by + l0, a1 = l1;
    st_A[j] = *(const int4 *)&a_A[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 64;
    const int l0 = e / 32, l1 = (e % 32) * 2;
    const int a0 = l0, a1 = 64 * bx + l1;
    st_B[j] = *(const longlong2 *)&a_B[a0 * 1024 + a1];
  }
  #pragma unroll
  for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
    const int e = tid + j * 64;
    const int l0 = e / 2, l1 = (e % 2) * 4;
    sh_A[0][l1][l0] = st_A[j].x; sh_A[0][l1 + 1][l0] = st_A[j].y; sh_A[0][l1 + 2][l0] = st_A[j].z; sh_A[0][l1 + 3][l0] = st_A[j].w;
  }
  #pragma unroll
  for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
    const int e = tid + j * 64;
    const int l0 = e / 32, l1 = (e % 32) * 2;
    *(longlong2 *)&sh_B[0][l0][l1] = st_B[j];
  }
  __syncthreads();
  for (int c0 = 0; c0 <= 1016; c0 += 8) {
    if (c0 <= 1008) {
      #pragma unroll
      for (int j = 0; j < 4; j += 1) {  // load the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 32, l1 = (e % 32) * 2;
        const int a0 = c0 + 8 + l0, a1 = 64 * bx + l1;
        st_B[j] = *(const longlong2 *)&a_B[a0 * 1024 + a1];
      }
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // load the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        const int a0 = 32 * by + l0, a1 = c0 + 8 + l1;
        st_A[j] = *(const int4 *)&a_A[a0 * 1024 + a1];
      }
    }
    {
      const int po_s0 = c0;
      const int po_buf = ((po_s0 / 8) % 2 + 2) % 2;
      #pragma unroll
      for (int i0 = po_s0; i0 <= po_s0 + 7; i0 += 1) {
        r_Acc[0][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_Acc[0][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Acc[0][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Acc[0][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Acc[0][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_Acc[0][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_Acc[0][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_Acc[0][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_Acc[1][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_Acc[1][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Acc[1][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Acc[1][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Acc[1][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_Acc[1][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_Acc[1][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_Acc[1][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 1] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_Acc[2][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_Acc[2][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Acc[2][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Acc[2][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Acc[2][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_Acc[2][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_Acc[2][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_Acc[2][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 2] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
        r_Acc[3][0] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx]);
        r_Acc[3][1] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 1]);
        r_Acc[3][2] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 2]);
        r_Acc[3][3] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 3]);
        r_Acc[3][4] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 32]);
        r_Acc[3][5] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 33]);
        r_Acc[3][6] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 34]);
        r_Acc[3][7] += (sh_A[po_buf][-po_s0 + i0][4 * ty + 3] * sh_B[po_buf][-po_s0 + i0][4 * tx + 35]);
      }
    }
    if (c0 <= 1008) {
      #pragma unroll
      for (int j = 0; j < 1; j += 1) {  // store the next 128-bit copy of a tile of A in sh_A
        const int e = tid + j * 64;
        const int l0 = e / 2, l1 = (e % 2) * 4;
        sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1][l0] = st_A[j].x; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 1][l0] = st_A[j].y; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 2][l0] = st_A[j].z; sh_A[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l1 + 3][l0] = st_A[j].w;
      }
      #pragma unroll
      for (int j = 0; j < 4; j += 1) {  // store the next 128-bit copy of a tile of B in sh_B
        const int e = tid + j * 64;
        const int l0 = e / 32, l1 = (e % 32) * 2;
        *(longlong2 *)&sh_B[c0 / 8 - 2 * ((c0 + 8) / 16) + 1][l0][l1] = st_B[j];
      }
    }
    __syncthreads();
  }
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx)] = ((int32_t)((po_divi64(r_Acc[0][0], p_s, po_err) + po_modi64(r_Acc[0][0], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 1)] = ((int32_t)((po_divi64(r_Acc[0][1], p_s, po_err) + po_modi64(r_Acc[0][1], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 2)] = ((int32_t)((po_divi64(r_Acc[0][2], p_s, po_err) + po_modi64(r_Acc[0][2], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 3)] = ((int32_t)((po_divi64(r_Acc[0][3], p_s, po_err) + po_modi64(r_Acc[0][3], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 32)] = ((int32_t)((po_divi64(r_Acc[0][4], p_s, po_err) + po_modi64(r_Acc[0][4], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 33)] = ((int32_t)((po_divi64(r_Acc[0][5], p_s, po_err) + po_modi64(r_Acc[0][5], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 34)] = ((int32_t)((po_divi64(r_Acc[0][6], p_s, po_err) + po_modi64(r_Acc[0][6], p_s, po_err))));
  a_Q[(32 * by + 4 * ty) * 1024 + (64 * bx + 4 * tx + 35)] = ((int32_t)((po_divi64(r_Acc[0][7], p_s, po_err) + po_modi64(r_Acc[0][7], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx)] = ((int32_t)((po_divi64(r_Acc[1][0], p_s, po_err) + po_modi64(r_Acc[1][0], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 1)] = ((int32_t)((po_divi64(r_Acc[1][1], p_s, po_err) + po_modi64(r_Acc[1][1], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 2)] = ((int32_t)((po_divi64(r_Acc[1][2], p_s, po_err) + po_modi64(r_Acc[1][2], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 3)] = ((int32_t)((po_divi64(r_Acc[1][3], p_s, po_err) + po_modi64(r_Acc[1][3], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 32)] = ((int32_t)((po_divi64(r_Acc[1][4], p_s, po_err) + po_modi64(r_Acc[1][4], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 33)] = ((int32_t)((po_divi64(r_Acc[1][5], p_s, po_err) + po_modi64(r_Acc[1][5], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 34)] = ((int32_t)((po_divi64(r_Acc[1][6], p_s, po_err) + po_modi64(r_Acc[1][6], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 1) * 1024 + (64 * bx + 4 * tx + 35)] = ((int32_t)((po_divi64(r_Acc[1][7], p_s, po_err) + po_modi64(r_Acc[1][7], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx)] = ((int32_t)((po_divi64(r_Acc[2][0], p_s, po_err) + po_modi64(r_Acc[2][0], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 1)] = ((int32_t)((po_divi64(r_Acc[2][1], p_s, po_err) + po_modi64(r_Acc[2][1], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 2)] = ((int32_t)((po_divi64(r_Acc[2][2], p_s, po_err) + po_modi64(r_Acc[2][2], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 3)] = ((int32_t)((po_divi64(r_Acc[2][3], p_s, po_err) + po_modi64(r_Acc[2][3], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 32)] = ((int32_t)((po_divi64(r_Acc[2][4], p_s, po_err) + po_modi64(r_Acc[2][4], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 33)] = ((int32_t)((po_divi64(r_Acc[2][5], p_s, po_err) + po_modi64(r_Acc[2][5], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 34)] = ((int32_t)((po_divi64(r_Acc[2][6], p_s, po_err) + po_modi64(r_Acc[2][6], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 2) * 1024 + (64 * bx + 4 * tx + 35)] = ((int32_t)((po_divi64(r_Acc[2][7], p_s, po_err) + po_modi64(r_Acc[2][7], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx)] = ((int32_t)((po_divi64(r_Acc[3][0], p_s, po_err) + po_modi64(r_Acc[3][0], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 1)] = ((int32_t)((po_divi64(r_Acc[3][1], p_s, po_err) + po_modi64(r_Acc[3][1], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 2)] = ((int32_t)((po_divi64(r_Acc[3][2], p_s, po_err) + po_modi64(r_Acc[3][2], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 3)] = ((int32_t)((po_divi64(r_Acc[3][3], p_s, po_err) + po_modi64(r_Acc[3][3], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 32)] = ((int32_t)((po_divi64(r_Acc[3][4], p_s, po_err) + po_modi64(r_Acc[3][4], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 33)] = ((int32_t)((po_divi64(r_Acc[3][5], p_s, po_err) + po_modi64(r_Acc[3][5], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 34)] = ((int32_t)((po_divi64(r_Acc[3][6], p_s, po_err) + po_modi64(r_Acc[3][6], p_s, po_err))));
  a_Q[(32 * by + 4 * ty + 3) * 1024 + (64 * bx + 4 * tx + 35)] = ((int32_t)((po_divi64(r_Acc[3][7], p_s, po_err) + po_modi64(r_Acc[3][7], p_s, po_err))));
  __syncthreads();
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx] = r_Acc[0][0];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 1] = r_Acc[0][1];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 2] = r_Acc[0][2];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 3] = r_Acc[0][3];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 32] = r_Acc[0][4];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 33] = r_Acc[0][5];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 34] = r_Acc[0][6];
  a_Acc[(32 * by + 4 * ty) * 1024 + 64 * bx + 4 * tx + 35] = r_Acc[0][7];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx] = r_Acc[1][0];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 1] = r_Acc[1][1];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 2] = r_Acc[1][2];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 3] = r_Acc[1][3];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 32] = r_Acc[1][4];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 33] = r_Acc[1][5];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 34] = r_Acc[1][6];
  a_Acc[(32 * by + 4 * ty + 1) * 1024 + 64 * bx + 4 * tx + 35] = r_Acc[1][7];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx] = r_Acc[2][0];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 1] = r_Acc[2][1];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 2] = r_Acc[2][2];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 3] = r_Acc[2][3];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 32] = r_Acc[2][4];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 33] = r_Acc[2][5];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 34] = r_Acc[2][6];
  a_Acc[(32 * by + 4 * ty + 2) * 1024 + 64 * bx + 4 * tx + 35] = r_Acc[2][7];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx] = r_Acc[3][0];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 1] = r_Acc[3][1];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 2] = r_Acc[3][2];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 3] = r_Acc[3][3];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 32] = r_Acc[3][4];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 33] = r_Acc[3][5];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 34] = r_Acc[3][6];
  a_Acc[(32 * by + 4 * ty + 3) * 1024 + 64 * bx + 4 * tx + 35] = r_Acc[3][7];
}
