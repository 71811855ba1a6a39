/* golden: kernels/polybench.tc fdtd_2d at NX=1000, NY=1200, T=20, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for fdtd_2d with NX=1000, NY=1200, T=20
//   S0: ex(t, i, j) = ex0(i, j)
//   S1: ey(t, i, j) = ey0(i, j)
//   S2: hz(t, i, j) = hz0(i, j)
//   S3_p0: ey(t, i, j) = fict((t - 1))
//   S3_p1: ey(t, i, j) = (ey((t - 1), i, j) - (0.5 * (hz((t - 1), i, j) - hz((t - 1), (i - 1), j))))
//   S4_p0: ex(t, i, j) = ex((t - 1), i, j)
//   S4_p1: ex(t, i, j) = (ex((t - 1), i, j) - (0.5 * (hz((t - 1), i, j) - hz((t - 1), i, (j - 1)))))
//   S5_p0: hz(t, i, j) = (hz((t - 1), i, j) - (0.7 * (((ex(t, i, (j + 1)) - ex(t, i, j)) + ey(t, (i + 1), j)) - ey(t, i, j))))
//   S5_p1: hz(t, i, j) = hz((t - 1), i, j)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }
static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }

// k_fdtd_2d_0: statements S0, S1, S2, S3_p0, S3_p1, S4_p0, S4_p1, S5_p0, S5_p1
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_fdtd_2d_0(const float *__restrict__ a_ex0, const float *__restrict__ a_ey0, const float *__restrict__ a_hz0, const float *__restrict__ a_fict, float *__restrict__ a_ex, float *__restrict__ a_ey, float *__restrict__ a_hz)
{
  for (int i0 = 0; i0 <= 1020; i0 += 1) {
    for (int i1 = po_max(0, i0 - 999); i1 <= po_min(1220, i0 + 1199); i1 += 1) {
      if (i0 >= 1001 && i0 + 200 >= i1) {
        a_hz[((i0 - 1000) * 1000 + 999) * 1200 + (-i0 + i1 + 999)] = a_hz[(((i0 - 1000) - 1) * 1000 + 999) * 1200 + (-i0 + i1 + 999)];
      } else {
        if (i1 >= 1201 && i1 >= i0 + 201) {
          a_hz[((i1 - 1200) * 1000 + (i0 - i1 + 1199)) * 1200 + 1199] = a_hz[(((i1 - 1200) - 1) * 1000 + (i0 - i1 + 1199)) * 1200 + 1199];
        } else {
          if (i0 <= 999 && i1 <= 1199) {
            a_ey[(0 * 1000 + i0) * 1200 + i1] = a_ey0[i0 * 1200 + i1];
            a_ex[(0 * 1000 + i0) * 1200 + i1] = a_ex0[i0 * 1200 + i1];
          }
          if (i0 >= 1 && i1 >= 1) {
            a_hz[(0 * 1000 + (i0 - 1)) * 1200 + (i1 - 1)] = a_hz0[(i0 - 1) * 1200 + (i1 - 1)];
          }
        }
      }
      for (int i2 = po_max(1, po_max(i0 - 999, i1 - 1199)); i2 <= po_min(20, po_min(i0 - 1, i1)); i2 += 1) {
        if (i1 >= i2 + 1) {
          a_hz[(i2 * 1000 + (i0 - i2 - 1)) * 1200 + (i1 - i2 - 1)] = (a_hz[((i2 - 1) * 1000 + (i0 - i2 - 1)) * 1200 + (i1 - i2 - 1)] - (0.7f * (((a_ex[(i2 * 1000 + (i0 - i2 - 1)) * 1200 + ((i1 - i2 - 1) + 1)] - a_ex[(i2 * 1000 + (i0 - i2 - 1)) * 1200 + (i1 - i2 - 1)]) + a_ey[(i2 * 1000 + ((i0 - i2 - 1) + 1)) * 1200 + (i1 - i2 - 1)]) - a_ey[(i2 * 1000 + (i0 - i2 - 1)) * 1200 + (i1 - i2 - 1)])));
          a_ex[(i2 * 1000 + (i0 - i2)) * 1200 + (i1 - i2)] = (a_ex[((i2 - 1) * 1000 + (i0 - i2)) * 1200 + (i1 - i2)] - (0.5f * (a_hz[((i2 - 1) * 1000 + (i0 - i2)) * 1200 + (i1 - i2)] - a_hz[((i2 - 1) * 1000 + (i0 - i2)) * 1200 + ((i1 - i2) - 1)])));
        }
        a_ey[(i2 * 1000 + (i0 - i2)) * 1200 + (i1 - i2)] = (a_ey[((i2 - 1) * 1000 + (i0 - i2)) * 1200 + (i1 - i2)] - (0.5f * (a_hz[((i2 - 1) * 1000 + (i0 - i2)) * 1200 + (i1 - i2)] - a_hz[((i2 - 1) * 1000 + ((i0 - i2) - 1)) * 1200 + (i1 - i2)])));
      }
      if (i0 >= 1 && i0 <= 20 && i1 >= i0 + 1) {
        a_ex[(i0 * 1000 + 0) * 1200 + (-i0 + i1)] = (a_ex[((i0 - 1) * 1000 + 0) * 1200 + (-i0 + i1)] - (0.5f * (a_hz[((i0 - 1) * 1000 + 0) * 1200 + (-i0 + i1)] - a_hz[((i0 - 1) * 1000 + 0) * 1200 + ((-i0 + i1) - 1)])));
      }
      if (i0 >= 1 && i0 <= 20 && i1 >= i0) {
        a_ey[(i0 * 1000 + 0) * 1200 + (-i0 + i1)] = a_fict[(i0 - 1)];
      }
      if (i1 >= 1 && i0 >= i1 && i1 <= 20) {
        a_ex[(i1 * 1000 + (i0 - i1)) * 1200 + 0] = a_ex[((i1 - 1) * 1000 + (i0 - i1)) * 1200 + 0];
      }
    }
  }
}
