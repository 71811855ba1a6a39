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
//   S1: Y(i) = (Y((i - 1)) + X(i))
int k_prefix_sum(const int64_t *restrict a_X, int64_t *restrict a_Y)
{
  const long s_N = 16384;
  const int64_t *restrict t_X = a_X;
  int64_t *restrict t_Y = a_Y;
  int po_err = 0;
  t_Y[0] = 0;
  t_Y[0] += t_X[0];
  for (long c0 = 1; c0 <= 16383; c0 += 1) {
    t_Y[c0] = (t_Y[(c0 - 1)] + t_X[c0]);
  }
  return po_err;
}
