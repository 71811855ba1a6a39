/* golden: kernels/polybench.tc jacobi_1d at N=200000, T=50, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
