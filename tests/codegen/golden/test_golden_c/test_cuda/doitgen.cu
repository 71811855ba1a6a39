/* golden: kernels/polybench.tc doitgen at NR=150, NQ=140, NP=160, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for doitgen with NR=150, NQ=140, NP=160
//   S0_init: Aout(r, q, p) = identity of +
//   S0: Aout(r, q, p) += (A(r, q, s) * C4(s, p))
#include <math.h>
#include <stdint.h>


// k_doitgen_0: statements S0, S0_init
//   p -> blockIdx.x (tile 32) / threadIdx.x (32); q -> blockIdx.y (tile 4) / threadIdx.y (4); r -> blockIdx.z (tile 4) / threadIdx.z (4); sequential: {0; s} (tiles of 32)
//   shared: sh_A: tile 4x4x32 of A
//   shared: sh_C4: tile 32x32 of C4
//   registers: Aout
extern "C" __global__ void __launch_bounds__(512) k_doitgen_0(const double *__restrict__ a_A, const double *__restrict__ a_C4, double *__restrict__ a_Aout)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  const long bz = blockIdx.z;
  const long tz = threadIdx.z;
  const long tid = tx + 32 * (ty + 4 * tz);
  __shared__ double sh_A[4][4][32];
  __shared__ double sh_C4[32][32];
  double r_Aout = 0.0;
  if (bz <= 36) {
    for (long c0 = 0; c0 <= 128; c0 += 32) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 128, l1 = e / 32 % 4, l2 = e % 32;
        const long a0 = 4 * bz + l0, a1 = 4 * by + l1, a2 = c0 + l2;
        sh_A[l0][l1][l2] = a_A[(a0 * 140 + a1) * 160 + a2];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of C4 in sh_C4
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_C4[l0][l1] = a_C4[a0 * 160 + a1];
      }
      __syncthreads();
      if (c0 == 0) {
        r_Aout = 0;
      }
      for (long c4 = c0; c4 <= c0 + 31; c4 += 1) {
        r_Aout += (sh_A[tz][ty][-c0 + c4] * sh_C4[-c0 + c4][tx]);
      }
      __syncthreads();
    }
  } else {
    for (long c0 = 0; c0 <= 159; c0 += 32) {
      for (long e = tid; e < 512; e += 512) {  // stage a tile of A in sh_A
        const long l0 = e / 128, l1 = e / 32 % 4, l2 = e % 32;
        const long a0 = 148 + l0, a1 = 4 * by + l1, a2 = c0 + l2;
        if (a0 < 150) sh_A[l0][l1][l2] = a_A[(a0 * 140 + a1) * 160 + a2];
      }
      for (long e = tid; e < 1024; e += 512) {  // stage a tile of C4 in sh_C4
        const long l0 = e / 32, l1 = e % 32;
        const long a0 = c0 + l0, a1 = 32 * bx + l1;
        sh_C4[l0][l1] = a_C4[a0 * 160 + a1];
      }
      __syncthreads();
      if (tz <= 1 && c0 == 0) {
        r_Aout = 0;
      }
      if (tz <= 1) {
        for (long c4 = c0; c4 <= c0 + 31; c4 += 1) {
          r_Aout += (sh_A[tz][ty][-c0 + c4] * sh_C4[-c0 + c4][tx]);
        }
      }
      __syncthreads();
    }
  }
  if (4 * bz + tz <= 149) {
    a_Aout[((4 * bz + tz) * 140 + 4 * by + ty) * 160 + 32 * bx + tx] = r_Aout;
  }
}
