/* golden: kernels/polybench.tc fdtd_2d at NX=1000, NY=1200, T=20, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
#include <stdint.h>

/* fmax and fmin (a NaN operand is ignored) as selects gcc vectorizes: fmaxf stays a libm call */
static inline float po_fmaxf(float a, float b) { return a > b || b != b ? a : b; }
static inline float po_fminf(float a, float b) { return a < b || b != b ? a : b; }
static inline double po_fmax(double a, double b) { return a > b || b != b ? a : b; }
static inline double po_fmin(double a, double b) { return a < b || b != b ? a : b; }
static inline long po_floord(long n, long d) { return n >= 0 ? n / d : -((-n + d - 1) / d); }
static inline long po_min(long a, long b) { return a < b ? a : b; }
static inline long po_max(long a, long b) { return a > b ? a : b; }
static inline long po_chk(long i, long n, int *err) {
  if (i < 0 || i >= n) { __atomic_store_n(err, 1, __ATOMIC_RELAXED); return 0; }
  return i;
}

// polyopt kernel fdtd_2d
//   S0: ex(t, i, j) = ex0(i, j)
//   S1: ey(t, i, j) = ey0(i, j)
//   S2: hz(t, i, j) = hz0(i, j)
//   S3_p0: ey(t, i, j) = fict((t - 1))
//   S3_p1: ey(t, i, j) = (ey((t - 1), i, j) - (0.5 * (hz((t - 1), i, j) - hz((t - 1), (i - 1), j))))
//   S4_p1: ex(t, i, j) = (ex((t - 1), i, j) - (0.5 * (hz((t - 1), i, j) - hz((t - 1), i, (j - 1)))))
//   S5_p0: hz(t, i, j) = (hz((t - 1), i, j) - (0.7 * (((ex(t, i, (j + 1)) - ex(t, i, j)) + ey(t, (i + 1), j)) - ey(t, i, j))))
int k_fdtd_2d(const float *restrict a_ex0, const float *restrict a_ey0, const float *restrict a_hz0, const float *restrict a_fict, float *restrict a_ex, float *restrict a_ey, float *restrict a_hz)
{
  const long s_NX = 1000;
  const long s_NY = 1200;
  const long s_T = 20;
  const float (*restrict t_ex0)[1200] = (const float (*)[1200])a_ex0;
  const float (*restrict t_ey0)[1200] = (const float (*)[1200])a_ey0;
  const float (*restrict t_hz0)[1200] = (const float (*)[1200])a_hz0;
  const float *restrict t_fict = a_fict;
  float (*restrict t_ex)[1000][1200] = (float (*)[1000][1200])a_ex;
  float (*restrict t_ey)[1000][1200] = (float (*)[1000][1200])a_ey;
  float (*restrict t_hz)[1000][1200] = (float (*)[1000][1200])a_hz;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 999; c0 += 1) {
    if (c0 < 0 || !(c0 <= 999)) __builtin_unreachable();
    #pragma omp simd
    for (long c1 = 0; c1 <= 1199; c1 += 1) {
      t_ex[0][c0][c1] = t_ex0[c0][c1];
    }
  }
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 999; c0 += 1) {
    if (c0 < 0 || !(c0 <= 999)) __builtin_unreachable();
    #pragma omp simd
    for (long c1 = 0; c1 <= 1199; c1 += 1) {
      t_hz[0][c0][c1] = t_hz0[c0][c1];
    }
  }
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 999; c0 += 1) {
    if (c0 < 0 || !(c0 <= 999)) __builtin_unreachable();
    #pragma omp simd
    for (long c1 = 0; c1 <= 1199; c1 += 1) {
      t_ey[0][c0][c1] = t_ey0[c0][c1];
    }
  }
  // time tiles
  #pragma omp parallel
  {
    for (long c0 = 0; c0 <= 32; c0 += 1) {
      #pragma omp for schedule(dynamic, 1)
      for (long c1 = po_max(0, c0 - 1); c1 <= po_min(31, c0); c1 += 1) {
        if (c1 < po_max(0, c0 - 1) || !(c1 <= po_min(31, c0))) __builtin_unreachable();
        for (long c2 = 0; c2 <= 1; c2 += 1) {
          for (long c3 = po_max(1, 16 * c0 - 16 * c1); c3 <= po_min(20, 16 * c0 - 16 * c1 + 15); c3 += 1) {
            if (c1 == 0) {
              #pragma omp simd
              for (long c5 = po_max(896 * c2, c3); c5 <= po_min(896 * c2 + 895, c3 + 1199); c5 += 1) {
                t_ey[0][0][(-c3 + c5)] = t_fict[(c3 - 1)];
              }
            }
            for (long c4 = po_max(32 * c1, c3); c4 <= po_min(32 * c1 + 31, c3 + 999); c4 += 1) {
              if (c4 >= c3 + 1) {
                #pragma omp simd
                for (long c5 = po_max(896 * c2, c3); c5 <= po_min(896 * c2 + 895, c3 + 1199); c5 += 1) {
                  t_ey[0][(-c3 + c4)][(-c3 + c5)] = (t_ey[0][(-c3 + c4)][(-c3 + c5)] - (0.5f * (t_hz[0][(-c3 + c4)][(-c3 + c5)] - t_hz[0][((-c3 + c4) - 1)][(-c3 + c5)])));
                }
              }
              #pragma omp simd
              for (long c5 = po_max(896 * c2, c3 + 1); c5 <= po_min(896 * c2 + 895, c3 + 1199); c5 += 1) {
                t_ex[0][(-c3 + c4)][(-c3 + c5)] = (t_ex[0][(-c3 + c4)][(-c3 + c5)] - (0.5f * (t_hz[0][(-c3 + c4)][(-c3 + c5)] - t_hz[0][(-c3 + c4)][((-c3 + c5) - 1)])));
              }
              if (c4 >= c3 + 1) {
                #pragma omp simd
                for (long c5 = po_max(896 * c2, c3 + 1); c5 <= po_min(896 * c2 + 895, c3 + 1199); c5 += 1) {
                  t_hz[0][(-c3 + c4 - 1)][(-c3 + c5 - 1)] = (t_hz[0][(-c3 + c4 - 1)][(-c3 + c5 - 1)] - (0.7f * (((t_ex[0][(-c3 + c4 - 1)][((-c3 + c5 - 1) + 1)] - t_ex[0][(-c3 + c4 - 1)][(-c3 + c5 - 1)]) + t_ey[0][((-c3 + c4 - 1) + 1)][(-c3 + c5 - 1)]) - t_ey[0][(-c3 + c4 - 1)][(-c3 + c5 - 1)])));
                }
              }
              __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
            }
            __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
          }
          __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
        }
      }
      __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
    }
  }
  return po_err;
}
