/* golden: kernels/polybench.tc jacobi_2d at N=1000, T=20, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel jacobi_2d
//   S0: A(t, i, j) = A0(i, j)
//   S1_p0: A(t, i, j) = A((t - 1), i, j)
//   S1_p1: A(t, i, j) = (0.2 * ((((A((t - 1), i, j) + A((t - 1), i, (j - 1))) + A((t - 1), i, (j + 1))) + A((t - 1), (i + 1), j)) + A((t - 1), (i - 1), j)))
int k_jacobi_2d(const float *restrict a_A0, const float *restrict a_steps, float *restrict a_A)
{
  const long s_N = 1000;
  const long s_T = 20;
  const float (*restrict t_A0)[1000] = (const float (*)[1000])a_A0;
  const float *restrict t_steps = a_steps;
  float (*restrict t_A)[1000][1000] = (float (*)[1000][1000])a_A;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 999; c0 += 1) {
    if (c0 < 0 || !(c0 <= 999)) __builtin_unreachable();
    #pragma omp simd
    for (long c1 = 0; c1 <= 999; c1 += 1) {
      t_A[((0) % 2)][c0][c1] = t_A0[c0][c1];
    }
  }
  // time tiles
  #pragma omp parallel
  {
    for (long c0 = 0; c0 <= 32; c0 += 1) {
      #pragma omp for schedule(dynamic, 1)
      for (long c1 = po_max(0, c0 - 1); c1 <= po_min(31, c0); c1 += 1) {
        if (c1 < po_max(0, c0 - 1) || !(c1 <= po_min(31, c0))) __builtin_unreachable();
        for (long c3 = po_max(1, 16 * c0 - 16 * c1); c3 <= po_min(19, 16 * c0 - 16 * c1 + 15); c3 += 1) {
          for (long c4 = po_max(32 * c1, c3); c4 <= po_min(32 * c1 + 31, c3 + 999); c4 += 1) {
            t_A[((c3) % 2)][(-c3 + c4)][0] = t_A[(((c3 - 1)) % 2)][(-c3 + c4)][0];
            if (c1 == 0 && c4 == c3) {
              #pragma omp simd
              for (long c5 = c3 + 1; c5 <= c3 + 998; c5 += 1) {
                t_A[((c3) % 2)][0][(-c3 + c5)] = t_A[(((c3 - 1)) % 2)][0][(-c3 + c5)];
              }
            } else {
              if (c1 == 31 && c4 == c3 + 999) {
                #pragma omp simd
                for (long c5 = c3 + 1; c5 <= c3 + 998; c5 += 1) {
                  t_A[((c3) % 2)][999][(-c3 + c5)] = t_A[(((c3 - 1)) % 2)][999][(-c3 + c5)];
                }
              }
            }
            t_A[((c3) % 2)][(-c3 + c4)][999] = t_A[(((c3 - 1)) % 2)][(-c3 + c4)][999];
            if (c4 >= c3 + 1 && c3 + 998 >= c4) {
              #pragma omp simd
              for (long c5 = c3 + 1; c5 <= c3 + 998; c5 += 1) {
                t_A[((c3) % 2)][(-c3 + c4)][(-c3 + c5)] = (0.2f * ((((t_A[(((c3 - 1)) % 2)][(-c3 + c4)][(-c3 + c5)] + t_A[(((c3 - 1)) % 2)][(-c3 + c4)][((-c3 + c5) - 1)]) + t_A[(((c3 - 1)) % 2)][(-c3 + c4)][((-c3 + c5) + 1)]) + t_A[(((c3 - 1)) % 2)][((-c3 + c4) + 1)][(-c3 + c5)]) + t_A[(((c3 - 1)) % 2)][((-c3 + c4) - 1)][(-c3 + c5)]));
              }
            }
          }
          __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
        }
      }
      __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
    }
  }
  return po_err;
}
