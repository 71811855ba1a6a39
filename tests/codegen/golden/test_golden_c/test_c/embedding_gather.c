/* golden: kernels/gather.tc embedding_gather at V=100000, D=128, Bt=2048, L=32, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel embedding_gather
//   S0: Out(b, l, d) = Table(Idx(b, l), d)
int k_embedding_gather(const double *restrict a_Table, const int32_t *restrict a_Idx, double *restrict a_Out)
{
  const long s_V = 100000;
  const long s_D = 128;
  const long s_Bt = 2048;
  const long s_L = 32;
  const double (*restrict t_Table)[128] = (const double (*)[128])a_Table;
  const int32_t (*restrict t_Idx)[32] = (const int32_t (*)[32])a_Idx;
  double (*restrict t_Out)[32][128] = (double (*)[32][128])a_Out;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 2047; c0 += 1) {
    for (long c1 = 0; c1 <= 31; c1 += 1) {
      if ((c1 + 4) <= 31) {  // a row gathered later
        const long po_pf0 = t_Idx[c0][(c1 + 4)];
        const double *po_pf0_p = &t_Table[po_pf0 >= 0 && po_pf0 < 100000 ? po_pf0 : 0][0];
        for (int po_q = 0; po_q < 128; po_q += 8)
          __builtin_prefetch(po_pf0_p + po_q);
      }
      const int32_t po_h1 = t_Idx[c0][c1];
      const long po_h2 = po_chk((long)(po_h1), 100000, &po_err);
      #pragma omp simd
      for (long c2 = 0; c2 <= 127; c2 += 1) {
        t_Out[c0][c1][c2] = t_Table[po_h2][c2];
      }
    }
  }
  return po_err;
}
