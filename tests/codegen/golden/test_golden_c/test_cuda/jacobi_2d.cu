/* golden: kernels/polybench.tc jacobi_2d at N=1000, T=20, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for jacobi_2d with N=1000, T=20
//   S0: A(t, i, j) = A0(i, j)
//   S1_p0: A(t, i, j) = A((t - 1), i, j)
//   S1_p1: A(t, i, j) = (0.2 * ((((A((t - 1), i, j) + A((t - 1), i, (j - 1))) + A((t - 1), i, (j + 1))) + A((t - 1), (i + 1), j)) + A((t - 1), (i - 1), j)))
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_jacobi_2d_0: statements S0, S1_p0, S1_p1
//   j -> blockIdx.x (tile 256) / threadIdx.x (256); sequential: {j; t + j} (tiles of 32)
extern "C" __global__ void __launch_bounds__(256) k_jacobi_2d_0(long po_h0, const float *__restrict__ a_A0, float *__restrict__ a_A)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  for (int c0 = 256 * bx; c0 <= po_min(992, po_min(256 * bx + 256, 256 * bx + 32 * po_h0 + 224)); c0 += 32) {
    {
      const int po_s0 = c0;
      if (256 * bx + tx <= 999 && po_h0 >= 1000 && 256 * bx + tx + po_h0 >= po_s0 + 999 && po_s0 + 1030 >= 256 * bx + tx + po_h0) {
        a_A[((po_h0 - 999) * 1000 + 999) * 1000 + (256 * bx + tx)] = a_A[(((po_h0 - 999) - 1) * 1000 + 999) * 1000 + (256 * bx + tx)];
      } else {
        if (256 * bx + tx <= 999 && po_h0 <= 999 && 256 * bx + tx >= po_s0 && po_s0 + 31 >= 256 * bx + tx) {
          a_A[(0 * 1000 + po_h0) * 1000 + (256 * bx + tx)] = a_A0[po_h0 * 1000 + (256 * bx + tx)];
        }
      }
      if (bx == 0 && tx == 0 && po_s0 == 0) {
        for (int i0 = po_max(1, po_h0 - 998); i0 <= po_min(19, po_h0 - 1); i0 += 1) {
          a_A[(i0 * 1000 + (po_h0 - i0)) * 1000 + 0] = a_A[((i0 - 1) * 1000 + (po_h0 - i0)) * 1000 + 0];
        }
      } else {
        if (bx == 3 && tx == 231 && po_s0 == 992) {
          for (int i0 = po_max(1000, po_h0 + 1); i0 <= po_min(1018, po_h0 + 998); i0 += 1) {
            a_A[((i0 - 999) * 1000 + (po_h0 - i0 + 999)) * 1000 + 999] = a_A[(((i0 - 999) - 1) * 1000 + (po_h0 - i0 + 999)) * 1000 + 999];
          }
        } else {
          if (256 * bx + tx >= 1 && 256 * bx + tx <= 998) {
            for (int i0 = po_max(256 * bx + tx + 1, po_max(256 * bx + tx + po_h0 - 998, po_s0)); i0 <= po_min(256 * bx + tx + 19, po_min(256 * bx + tx + po_h0 - 1, po_s0 + 31)); i0 += 1) {
              a_A[(((-256) * bx - tx + i0) * 1000 + (256 * bx + tx + po_h0 - i0)) * 1000 + (256 * bx + tx)] = (0.2f * ((((a_A[((((-256) * bx - tx + i0) - 1) * 1000 + (256 * bx + tx + po_h0 - i0)) * 1000 + (256 * bx + tx)] + a_A[((((-256) * bx - tx + i0) - 1) * 1000 + (256 * bx + tx + po_h0 - i0)) * 1000 + ((256 * bx + tx) - 1)]) + a_A[((((-256) * bx - tx + i0) - 1) * 1000 + (256 * bx + tx + po_h0 - i0)) * 1000 + ((256 * bx + tx) + 1)]) + a_A[((((-256) * bx - tx + i0) - 1) * 1000 + ((256 * bx + tx + po_h0 - i0) + 1)) * 1000 + (256 * bx + tx)]) + a_A[((((-256) * bx - tx + i0) - 1) * 1000 + ((256 * bx + tx + po_h0 - i0) - 1)) * 1000 + (256 * bx + tx)]));
            }
          }
        }
      }
      if (256 * bx + tx <= 999 && po_h0 >= 1 && po_h0 <= 19 && 256 * bx + tx + po_h0 >= po_s0 && po_s0 + 31 >= 256 * bx + tx + po_h0) {
        a_A[(po_h0 * 1000 + 0) * 1000 + (256 * bx + tx)] = a_A[((po_h0 - 1) * 1000 + 0) * 1000 + (256 * bx + tx)];
      }
    }
  }
}
