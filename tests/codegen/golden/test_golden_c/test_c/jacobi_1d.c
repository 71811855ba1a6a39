/* golden: kernels/polybench.tc jacobi_1d at N=200000, T=50, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel jacobi_1d
//   S0: A(t, i) = A0(i)
//   S1_p0: A(t, i) = A((t - 1), i)
//   S1_p1: A(t, i) = (0.33333 * ((A((t - 1), (i - 1)) + A((t - 1), i)) + A((t - 1), (i + 1))))
int k_jacobi_1d(const float *restrict a_A0, const float *restrict a_steps, float *restrict a_A)
{
  const long s_N = 200000;
  const long s_T = 50;
  const float *restrict t_A0 = a_A0;
  const float *restrict t_steps = a_steps;
  float (*restrict t_A)[200000] = (float (*)[200000])a_A;
  int po_err = 0;
  #pragma omp parallel for simd
  for (long c0 = 0; c0 <= 199999; c0 += 1) {
    t_A[((0) % 2)][c0] = t_A0[c0];
  }
  // time tiles
  for (long c0 = 0; c0 <= 391; c0 += 1) {
    for (long c1 = po_max(0, c0 - 1); c1 <= po_min(390, c0); c1 += 1) {
      for (long c2 = po_max(1, 32 * c0 - 32 * c1); c2 <= po_min(49, 32 * c0 - 32 * c1 + 31); c2 += 1) {
        if (c1 == 390) {
          t_A[((c2) % 2)][199999] = t_A[(((c2 - 1)) % 2)][199999];
        } else {
          if (c1 == 0) {
            t_A[((c2) % 2)][0] = t_A[(((c2 - 1)) % 2)][0];
          }
        }
        #pragma omp simd
        for (long c3 = po_max(512 * c1, c2 + 1); c3 <= po_min(512 * c1 + 511, c2 + 199998); c3 += 1) {
          t_A[((c2) % 2)][(-c2 + c3)] = (0.33333f * ((t_A[(((c2 - 1)) % 2)][((-c2 + c3) - 1)] + t_A[(((c2 - 1)) % 2)][(-c2 + c3)]) + t_A[(((c2 - 1)) % 2)][((-c2 + c3) + 1)]));
        }
        __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
      }
    }
    __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
  }
  return po_err;
}
