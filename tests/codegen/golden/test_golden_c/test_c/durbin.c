/* golden: kernels/polybench.tc durbin at N=1000, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel durbin
//   S0: y(k, i) = -r(0)
//   S1: beta(k) = float64(1.0)
//   S2: alpha(k) = -r(0)
//   S3: beta(k) = ((1 - (alpha((k - 1)) * alpha((k - 1)))) * beta((k - 1)))
//   S4_init: s(k) = identity of +
//   S4: s(k) += (r(((k - i) - 1)) * y((k - 1), i))
//   S5: alpha(k) = (-(r(k) + s(k)) / beta(k))
//   S6_p0: y(k, i) = (y((k - 1), i) + (alpha(k) * y((k - 1), ((k - i) - 1))))
//   S6_p1: y(k, i) = alpha(k)
int k_durbin(const double *restrict a_r, double *restrict a_y, double *restrict a_beta, double *restrict a_alpha, double *restrict a_s)
{
  const long s_N = 1000;
  const double *restrict t_r = a_r;
  double (*restrict t_y)[1000] = (double (*)[1000])a_y;
  double *restrict t_beta = a_beta;
  double *restrict t_alpha = a_alpha;
  double *restrict t_s = a_s;
  int po_err = 0;
  t_alpha[0] = (-t_r[0]);
  t_beta[0] = ((double)(1.0));
  t_y[((0) % 2)][0] = (-t_r[0]);
  for (long c0 = 1; c0 <= 999; c0 += 1) {
    t_beta[c0] = ((1.0 - (t_alpha[(c0 - 1)] * t_alpha[(c0 - 1)])) * t_beta[(c0 - 1)]);
    t_s[c0] = 0;
    {
      double po_r0 = 0;
      #pragma omp simd reduction(+:po_r0)
      for (long c1 = 0; c1 < c0; c1 += 1) {
        po_r0 += (t_r[((c0 - c1) - 1)] * t_y[(((c0 - 1)) % 2)][c1]);
      }
      t_s[c0] += po_r0;
    }
    t_alpha[c0] = ((double)(-(t_r[c0] + t_s[c0])) / (double)t_beta[c0]);
    #pragma omp simd
    for (long c1 = 0; c1 < c0; c1 += 1) {
      t_y[((c0) % 2)][c1] = (t_y[(((c0 - 1)) % 2)][c1] + (t_alpha[c0] * t_y[(((c0 - 1)) % 2)][((c0 - c1) - 1)]));
    }
    t_y[((c0) % 2)][c0] = t_alpha[c0];
    __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
  }
  return po_err;
}
