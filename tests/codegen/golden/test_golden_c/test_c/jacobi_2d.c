/* golden: kernels/polybench.tc jacobi_2d at N=1000, T=20, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
