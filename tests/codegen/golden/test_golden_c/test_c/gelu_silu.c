/* golden: kernels/nn.tc gelu_silu at N=4096, D=1024, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
#include <math.h>
#include <stdint.h>
float exp10f(float); double exp10(double);  /* GNU: math.h declares them only under _GNU_SOURCE */

#if defined(__x86_64__) && defined(__GLIBC__) && __GLIBC_PREREQ(2, 35) && !defined(__FAST_MATH__)
#define PO_VEC __attribute__((__simd__("notinbranch")))
float expf(float) PO_VEC;
float logf(float) PO_VEC;
float tanhf(float) PO_VEC;
float erff(float) PO_VEC;
float sinf(float) PO_VEC;
float cosf(float) PO_VEC;
float exp2f(float) PO_VEC;
float log2f(float) PO_VEC;
float tanf(float) PO_VEC;
float asinf(float) PO_VEC;
float acosf(float) PO_VEC;
float atanf(float) PO_VEC;
float sinhf(float) PO_VEC;
float coshf(float) PO_VEC;
float asinhf(float) PO_VEC;
float acoshf(float) PO_VEC;
float atanhf(float) PO_VEC;
float exp10f(float) PO_VEC;
float expm1f(float) PO_VEC;
float log10f(float) PO_VEC;
float log1pf(float) PO_VEC;
float cbrtf(float) PO_VEC;
float erfcf(float) PO_VEC;
float powf(float, float) PO_VEC;
float atan2f(float, float) PO_VEC;
float hypotf(float, float) PO_VEC;
double exp(double) PO_VEC;
double log(double) PO_VEC;
double tanh(double) PO_VEC;
double erf(double) PO_VEC;
double sin(double) PO_VEC;
double cos(double) PO_VEC;
double exp2(double) PO_VEC;
double log2(double) PO_VEC;
double tan(double) PO_VEC;
double asin(double) PO_VEC;
double acos(double) PO_VEC;
double atan(double) PO_VEC;
double sinh(double) PO_VEC;
double cosh(double) PO_VEC;
double asinh(double) PO_VEC;
double acosh(double) PO_VEC;
double atanh(double) PO_VEC;
double exp10(double) PO_VEC;
double expm1(double) PO_VEC;
double log10(double) PO_VEC;
double log1p(double) PO_VEC;
double cbrt(double) PO_VEC;
double erfc(double) PO_VEC;
double pow(double, double) PO_VEC;
double atan2(double, double) PO_VEC;
double hypot(double, double) PO_VEC;
#endif

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

// polyopt kernel gelu_silu
//   S0: G(n, d) = ((0.5 * X(n, d)) * (1.0 + erf((X(n, d) * 0.7071067811865476))))
//   S1: Sl(n, d) = (X(n, d) * sigmoid(X(n, d)))
int k_gelu_silu(const float *restrict a_X, float *restrict a_G, float *restrict a_Sl)
{
  const long s_N = 4096;
  const long s_D = 1024;
  const float (*restrict t_X)[1024] = (const float (*)[1024])a_X;
  float (*restrict t_G)[1024] = (float (*)[1024])a_G;
  float (*restrict t_Sl)[1024] = (float (*)[1024])a_Sl;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 4095; c0 += 1) {
    if (c0 < 0 || !(c0 <= 4095)) __builtin_unreachable();
    #pragma omp simd
    for (long c1 = 0; c1 <= 1023; c1 += 1) {
      t_Sl[c0][c1] = (t_X[c0][c1] * (1.0f / (1.0f + expf(-(t_X[c0][c1])))));
    }
    #pragma omp simd
    for (long c1 = 0; c1 <= 1023; c1 += 1) {
      t_G[c0][c1] = ((0.5f * t_X[c0][c1]) * (1.0f + erff((t_X[c0][c1] * 0.7071067811865476f))));
    }
  }
  return po_err;
}
