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
  for (long c0 = 0; c0 <= 1020; c0 += 1) {
    for (long c1 = po_max(0, c0 - 999); c1 <= po_min(1220, c0 + 1199); c1 += 1) {
      if (c0 >= 1001 && c0 + 200 >= c1) {
        a_hz[((c0 - 1000) * 1000 + 999) * 1200 + (-c0 + c1 + 999)] = a_hz[(((c0 - 1000) - 1) * 1000 + 999) * 1200 + (-c0 + c1 + 999)];
      } else {
        if (c1 >= 1201 && c1 >= c0 + 201) {
          a_hz[((c1 - 1200) * 1000 + (c0 - c1 + 1199)) * 1200 + 1199] = a_hz[(((c1 - 1200) - 1) * 1000 + (c0 - c1 + 1199)) * 1200 + 1199];
        } else {
          if (c0 <= 999 && c1 <= 1199) {
            a_ey[(0 * 1000 + c0) * 1200 + c1] = a_ey0[c0 * 1200 + c1];
            a_ex[(0 * 1000 + c0) * 1200 + c1] = a_ex0[c0 * 1200 + c1];
          }
          if (c0 >= 1 && c1 >= 1) {
            a_hz[(0 * 1000 + (c0 - 1)) * 1200 + (c1 - 1)] = a_hz0[(c0 - 1) * 1200 + (c1 - 1)];
          }
        }
      }
      for (long c2 = po_max(1, po_max(c0 - 999, c1 - 1199)); c2 <= po_min(20, po_min(c0 - 1, c1)); c2 += 1) {
        if (c1 >= c2 + 1) {
          a_hz[(c2 * 1000 + (c0 - c2 - 1)) * 1200 + (c1 - c2 - 1)] = (a_hz[((c2 - 1) * 1000 + (c0 - c2 - 1)) * 1200 + (c1 - c2 - 1)] - (0.7f * (((a_ex[(c2 * 1000 + (c0 - c2 - 1)) * 1200 + ((c1 - c2 - 1) + 1)] - a_ex[(c2 * 1000 + (c0 - c2 - 1)) * 1200 + (c1 - c2 - 1)]) + a_ey[(c2 * 1000 + ((c0 - c2 - 1) + 1)) * 1200 + (c1 - c2 - 1)]) - a_ey[(c2 * 1000 + (c0 - c2 - 1)) * 1200 + (c1 - c2 - 1)])));
          a_ex[(c2 * 1000 + (c0 - c2)) * 1200 + (c1 - c2)] = (a_ex[((c2 - 1) * 1000 + (c0 - c2)) * 1200 + (c1 - c2)] - (0.5f * (a_hz[((c2 - 1) * 1000 + (c0 - c2)) * 1200 + (c1 - c2)] - a_hz[((c2 - 1) * 1000 + (c0 - c2)) * 1200 + ((c1 - c2) - 1)])));
        }
        a_ey[(c2 * 1000 + (c0 - c2)) * 1200 + (c1 - c2)] = (a_ey[((c2 - 1) * 1000 + (c0 - c2)) * 1200 + (c1 - c2)] - (0.5f * (a_hz[((c2 - 1) * 1000 + (c0 - c2)) * 1200 + (c1 - c2)] - a_hz[((c2 - 1) * 1000 + ((c0 - c2) - 1)) * 1200 + (c1 - c2)])));
      }
      if (c0 >= 1 && c0 <= 20 && c1 >= c0 + 1) {
        a_ex[(c0 * 1000 + 0) * 1200 + (-c0 + c1)] = (a_ex[((c0 - 1) * 1000 + 0) * 1200 + (-c0 + c1)] - (0.5f * (a_hz[((c0 - 1) * 1000 + 0) * 1200 + (-c0 + c1)] - a_hz[((c0 - 1) * 1000 + 0) * 1200 + ((-c0 + c1) - 1)])));
      }
      if (c0 >= 1 && c0 <= 20 && c1 >= c0) {
        a_ey[(c0 * 1000 + 0) * 1200 + (-c0 + c1)] = a_fict[(c0 - 1)];
      }
      if (c1 >= 1 && c0 >= c1 && c1 <= 20) {
        a_ex[(c1 * 1000 + (c0 - c1)) * 1200 + 0] = a_ex[((c1 - 1) * 1000 + (c0 - c1)) * 1200 + 0];
      }
    }
  }
}
