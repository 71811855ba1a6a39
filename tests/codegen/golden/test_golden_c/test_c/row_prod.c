/* golden: kernels/nn.tc row_prod at N=4096, D=1024, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel row_prod
//   S0_init: P(n) = identity of *
//   S0: P(n) *= X(n, d)
int k_row_prod(const double *restrict a_X, double *restrict a_P)
{
  const long s_N = 4096;
  const long s_D = 1024;
  const double (*restrict t_X)[1024] = (const double (*)[1024])a_X;
  double *restrict t_P = a_P;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 4095; c0 += 1) {
    if (c0 < 0 || !(c0 <= 4095)) __builtin_unreachable();
    t_P[c0] = 1;
    {
      double po_r0 = 1;
      #pragma omp simd reduction(*:po_r0)
      for (long c1 = 0; c1 <= 1023; c1 += 1) {
        po_r0 *= t_X[c0][c1];
      }
      t_P[c0] *= po_r0;
    }
  }
  return po_err;
}
