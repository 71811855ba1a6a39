/* golden: kernels/polybench.tc trisolv at N=2000, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel trisolv
//   S0_init: s(i) = identity of +
//   S0: s(i) += (L(i, j) * x(j))
//   S1: x(i) = ((b(i) - s(i)) / L(i, i))
int k_trisolv(const float *restrict a_L, const float *restrict a_b, float *restrict a_x, float *restrict a_s)
{
  const long s_N = 2000;
  const float (*restrict t_L)[2000] = (const float (*)[2000])a_L;
  const float *restrict t_b = a_b;
  float *restrict t_x = a_x;
  float *restrict t_s = a_s;
  int po_err = 0;
  #pragma omp simd
  for (long c0 = 0; c0 <= 1999; c0 += 1) {
    t_s[c0] = 0;
  }
  for (long c0 = 0; c0 <= 1999; c0 += 1) {
    {
      float po_r0 = 0;
      #pragma omp simd reduction(+:po_r0)
      for (long c1 = 0; c1 < c0; c1 += 1) {
        po_r0 += (t_L[c0][c1] * t_x[c1]);
      }
      t_s[c0] += po_r0;
    }
    t_x[c0] = ((float)(t_b[c0] - t_s[c0]) / (float)t_L[c0][c0]);
    __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
  }
  return po_err;
}
