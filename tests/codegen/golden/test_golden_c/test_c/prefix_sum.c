/* golden: kernels/triangular.tc prefix_sum at N=16384, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel prefix_sum
//   S0_init: Y(i) = identity of +
//   S0: Y(i) += X(j)
int k_prefix_sum(const int64_t *restrict a_X, int64_t *restrict a_Y)
{
  const long s_N = 16384;
  const int64_t *restrict t_X = a_X;
  int64_t *restrict t_Y = a_Y;
  int po_err = 0;
  #pragma omp parallel for schedule(dynamic, 1)
  for (long c0 = 0; c0 <= 14336; c0 += 2048) {
    if (c0 < 0 || !(c0 <= 14336)) __builtin_unreachable();
    const int64_t po_h0 = t_X[0];
    #pragma omp simd
    for (long c2 = c0; c2 <= c0 + 2047; c2 += 1) {
      t_Y[c2] = 0;
      t_Y[c2] += po_h0;
    }
    for (long c1 = 1; c1 <= c0 + 2047; c1 += 1) {
      #pragma omp simd
      for (long c2 = po_max(c0, c1); c2 <= c0 + 2047; c2 += 1) {
        t_Y[c2] += t_X[c1];
      }
    }
  }
  return po_err;
}
