/* golden: kernels/pool.tc maxpool3x3_s2 at N=8, C=64, H=112, W=112, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
typedef float po_vf __attribute__((vector_size(64)));
static inline po_vf po_loadf(const float *p) { po_vf v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storef(float *p, po_vf v) { __builtin_memcpy(p, &v, sizeof v); }
typedef double po_vd __attribute__((vector_size(64)));
static inline po_vd po_loadd(const double *p) { po_vd v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_stored(double *p, po_vd v) { __builtin_memcpy(p, &v, sizeof v); }
typedef int32_t po_vi __attribute__((vector_size(64)));
static inline po_vi po_loadi(const int32_t *p) { po_vi v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storei(int32_t *p, po_vi v) { __builtin_memcpy(p, &v, sizeof v); }
typedef int64_t po_vl __attribute__((vector_size(64)));
static inline po_vl po_loadl(const int64_t *p) { po_vl v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storel(int64_t *p, po_vl v) { __builtin_memcpy(p, &v, sizeof v); }
static inline po_vf po_vmaxf(po_vf a, po_vf b) {
#ifdef __AVX512F__
  return __builtin_ia32_maxps512_mask(b, a, (po_vf){0}, (unsigned short)-1, 4);
#else
  po_vi m = (po_vi)(b > a); return (po_vf)(((po_vi)b & m) | ((po_vi)a & ~m));
#endif
}
static inline po_vf po_vminf(po_vf a, po_vf b) {
#ifdef __AVX512F__
  return __builtin_ia32_minps512_mask(b, a, (po_vf){0}, (unsigned short)-1, 4);
#else
  po_vi m = (po_vi)(b < a); return (po_vf)(((po_vi)b & m) | ((po_vi)a & ~m));
#endif
}
static inline po_vd po_vmaxd(po_vd a, po_vd b) {
#ifdef __AVX512F__
  return __builtin_ia32_maxpd512_mask(b, a, (po_vd){0}, (unsigned char)-1, 4);
#else
  po_vl m = (po_vl)(b > a); return (po_vd)(((po_vl)b & m) | ((po_vl)a & ~m));
#endif
}
static inline po_vd po_vmind(po_vd a, po_vd b) {
#ifdef __AVX512F__
  return __builtin_ia32_minpd512_mask(b, a, (po_vd){0}, (unsigned char)-1, 4);
#else
  po_vl m = (po_vl)(b < a); return (po_vd)(((po_vl)b & m) | ((po_vl)a & ~m));
#endif
}
static inline po_vi po_vmaxi(po_vi a, po_vi b) {
#ifdef __AVX512F__
  return (po_vi)__builtin_ia32_pmaxsd512_mask((int __attribute__((vector_size(64))))b, (int __attribute__((vector_size(64))))a, (int __attribute__((vector_size(64)))){0}, (unsigned short)-1);
#else
  po_vi m = (po_vi)(b > a); return (po_vi)(((po_vi)b & m) | ((po_vi)a & ~m));
#endif
}
static inline po_vi po_vmini(po_vi a, po_vi b) {
#ifdef __AVX512F__
  return (po_vi)__builtin_ia32_pminsd512_mask((int __attribute__((vector_size(64))))b, (int __attribute__((vector_size(64))))a, (int __attribute__((vector_size(64)))){0}, (unsigned short)-1);
#else
  po_vi m = (po_vi)(b < a); return (po_vi)(((po_vi)b & m) | ((po_vi)a & ~m));
#endif
}
static inline po_vl po_vmaxl(po_vl a, po_vl b) {
#ifdef __AVX512F__
  return (po_vl)__builtin_ia32_pmaxsq512_mask((long long __attribute__((vector_size(64))))b, (long long __attribute__((vector_size(64))))a, (long long __attribute__((vector_size(64)))){0}, (unsigned char)-1);
#else
  po_vl m = (po_vl)(b > a); return (po_vl)(((po_vl)b & m) | ((po_vl)a & ~m));
#endif
}
static inline po_vl po_vminl(po_vl a, po_vl b) {
#ifdef __AVX512F__
  return (po_vl)__builtin_ia32_pminsq512_mask((long long __attribute__((vector_size(64))))b, (long long __attribute__((vector_size(64))))a, (long long __attribute__((vector_size(64)))){0}, (unsigned char)-1);
#else
  po_vl m = (po_vl)(b < a); return (po_vl)(((po_vl)b & m) | ((po_vl)a & ~m));
#endif
}
static inline int po_lanes(long n, int w) { return n <= 0 ? 0 : n >= w ? w : (int)n; }
#if defined(__AVX512F__)
static inline po_vf po_loadf_n(const float *p, int n) { return (po_vf)__builtin_ia32_loadups512_mask((const float *)p, (float __attribute__((vector_size(64)))){0}, (unsigned short)((1u << n) - 1)); }
static inline void po_storef_n(float *p, po_vf v, int n) { __builtin_ia32_storeups512_mask((float *)p, (float __attribute__((vector_size(64))))v, (unsigned short)((1u << n) - 1)); }
static inline po_vd po_loadd_n(const double *p, int n) { return (po_vd)__builtin_ia32_loadupd512_mask((const double *)p, (double __attribute__((vector_size(64)))){0}, (unsigned char)((1u << n) - 1)); }
static inline void po_stored_n(double *p, po_vd v, int n) { __builtin_ia32_storeupd512_mask((double *)p, (double __attribute__((vector_size(64))))v, (unsigned char)((1u << n) - 1)); }
static inline po_vi po_loadi_n(const int32_t *p, int n) { return (po_vi)__builtin_ia32_loaddqusi512_mask((const int *)p, (int __attribute__((vector_size(64)))){0}, (unsigned short)((1u << n) - 1)); }
static inline void po_storei_n(int32_t *p, po_vi v, int n) { __builtin_ia32_storedqusi512_mask((int *)p, (int __attribute__((vector_size(64))))v, (unsigned short)((1u << n) - 1)); }
static inline po_vl po_loadl_n(const int64_t *p, int n) { return (po_vl)__builtin_ia32_loaddqudi512_mask((const long long *)p, (long long __attribute__((vector_size(64)))){0}, (unsigned char)((1u << n) - 1)); }
static inline void po_storel_n(int64_t *p, po_vl v, int n) { __builtin_ia32_storedqudi512_mask((long long *)p, (long long __attribute__((vector_size(64))))v, (unsigned char)((1u << n) - 1)); }
#elif defined(__AVX2__)
static inline po_vf po_loadf_n(const float *p, int n) { union { po_vf v; float __attribute__((vector_size(32))) x[2]; } u; for (int i = 0; i < 2; i++) u.x[i] = __builtin_ia32_maskloadps256((const float __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i))); return u.v; }
static inline void po_storef_n(float *p, po_vf v, int n) { union { po_vf v; float __attribute__((vector_size(32))) x[2]; } u = {v}; for (int i = 0; i < 2; i++) __builtin_ia32_maskstoreps256((float __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i)), u.x[i]); }
static inline po_vd po_loadd_n(const double *p, int n) { union { po_vd v; double __attribute__((vector_size(32))) x[2]; } u; for (int i = 0; i < 2; i++) u.x[i] = __builtin_ia32_maskloadpd256((const double __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i))); return u.v; }
static inline void po_stored_n(double *p, po_vd v, int n) { union { po_vd v; double __attribute__((vector_size(32))) x[2]; } u = {v}; for (int i = 0; i < 2; i++) __builtin_ia32_maskstorepd256((double __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i)), u.x[i]); }
static inline po_vi po_loadi_n(const int32_t *p, int n) { union { po_vi v; int __attribute__((vector_size(32))) x[2]; } u; for (int i = 0; i < 2; i++) u.x[i] = __builtin_ia32_maskloadd256((const int __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i))); return u.v; }
static inline void po_storei_n(int32_t *p, po_vi v, int n) { union { po_vi v; int __attribute__((vector_size(32))) x[2]; } u = {v}; for (int i = 0; i < 2; i++) __builtin_ia32_maskstored256((int __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i)), u.x[i]); }
static inline po_vl po_loadl_n(const int64_t *p, int n) { union { po_vl v; long long __attribute__((vector_size(32))) x[2]; } u; for (int i = 0; i < 2; i++) u.x[i] = __builtin_ia32_maskloadq256((const long long __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i))); return u.v; }
static inline void po_storel_n(int64_t *p, po_vl v, int n) { union { po_vl v; long long __attribute__((vector_size(32))) x[2]; } u = {v}; for (int i = 0; i < 2; i++) __builtin_ia32_maskstoreq256((long long __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i)), u.x[i]); }
#else
static inline po_vf po_loadf_n(const float *p, int n) { po_vf v = {0}; __builtin_memcpy(&v, p, n * sizeof *p); return v; }
static inline void po_storef_n(float *p, po_vf v, int n) { __builtin_memcpy(p, &v, n * sizeof *p); }
static inline po_vd po_loadd_n(const double *p, int n) { po_vd v = {0}; __builtin_memcpy(&v, p, n * sizeof *p); return v; }
static inline void po_stored_n(double *p, po_vd v, int n) { __builtin_memcpy(p, &v, n * sizeof *p); }
static inline po_vi po_loadi_n(const int32_t *p, int n) { po_vi v = {0}; __builtin_memcpy(&v, p, n * sizeof *p); return v; }
static inline void po_storei_n(int32_t *p, po_vi v, int n) { __builtin_memcpy(p, &v, n * sizeof *p); }
static inline po_vl po_loadl_n(const int64_t *p, int n) { po_vl v = {0}; __builtin_memcpy(&v, p, n * sizeof *p); return v; }
static inline void po_storel_n(int64_t *p, po_vl v, int n) { __builtin_memcpy(p, &v, n * sizeof *p); }
#endif
static inline po_vf po_loadf_s2(const float *p) { return __builtin_shuffle(po_loadf(p), po_loadf(p + 15), (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 17, 19, 21, 23, 25, 27, 29, 31}); }
static inline po_vf po_loadf_s2_n(const float *p, int n) { po_vf lo = po_loadf_n(p, po_lanes(2L * n - 1, 16)); po_vf hi = 2L * n > 16 ? po_loadf_n(p + 15, po_lanes(2L * n - 16, 16)) : (po_vf){0}; return __builtin_shuffle(lo, hi, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 17, 19, 21, 23, 25, 27, 29, 31}); }
static inline po_vd po_loadd_s2(const double *p) { return __builtin_shuffle(po_loadd(p), po_loadd(p + 7), (po_vl){0, 2, 4, 6, 9, 11, 13, 15}); }
static inline po_vd po_loadd_s2_n(const double *p, int n) { po_vd lo = po_loadd_n(p, po_lanes(2L * n - 1, 8)); po_vd hi = 2L * n > 8 ? po_loadd_n(p + 7, po_lanes(2L * n - 8, 8)) : (po_vd){0}; return __builtin_shuffle(lo, hi, (po_vl){0, 2, 4, 6, 9, 11, 13, 15}); }
static inline po_vi po_loadi_s2(const int32_t *p) { return __builtin_shuffle(po_loadi(p), po_loadi(p + 15), (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 17, 19, 21, 23, 25, 27, 29, 31}); }
static inline po_vi po_loadi_s2_n(const int32_t *p, int n) { po_vi lo = po_loadi_n(p, po_lanes(2L * n - 1, 16)); po_vi hi = 2L * n > 16 ? po_loadi_n(p + 15, po_lanes(2L * n - 16, 16)) : (po_vi){0}; return __builtin_shuffle(lo, hi, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 17, 19, 21, 23, 25, 27, 29, 31}); }
static inline po_vl po_loadl_s2(const int64_t *p) { return __builtin_shuffle(po_loadl(p), po_loadl(p + 7), (po_vl){0, 2, 4, 6, 9, 11, 13, 15}); }
static inline po_vl po_loadl_s2_n(const int64_t *p, int n) { po_vl lo = po_loadl_n(p, po_lanes(2L * n - 1, 8)); po_vl hi = 2L * n > 8 ? po_loadl_n(p + 7, po_lanes(2L * n - 8, 8)) : (po_vl){0}; return __builtin_shuffle(lo, hi, (po_vl){0, 2, 4, 6, 9, 11, 13, 15}); }

// polyopt kernel maxpool3x3_s2
//   S0_init: O(n, c, h, w) = identity of max
//   S0: O(n, c, h, w) = max(O(n, c, h, w), I(n, c, (((2 * h) + kh) - 1), (((2 * w) + kw) - 1)))
int k_maxpool3x3_s2(const float *restrict a_I, float *restrict a_O)
{
  const long s_N = 8;
  const long s_C = 64;
  const long s_H = 112;
  const long s_W = 112;
  const float (*restrict t_I)[64][112][112] = (const float (*)[64][112][112])a_I;
  float (*restrict t_O)[64][56][56] = (float (*)[64][56][56])a_O;
  int po_err = 0;
  #pragma omp parallel for collapse(2)
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    for (long c1 = 0; c1 <= 63; c1 += 1) {
      for (long c2 = 0; c2 <= 55; c2 += 1) {
        {  // row t_O of a clipped window, down its rows first, its columns 2 apart (window_row)
          const long po_l0 = po_max(0, -((((2 * c2) + 0) - 1))), po_h0 = po_min(2, 112 - 1 - ((((2 * c2) + 0) - 1)));
          if (po_l0 == 0 && po_h0 == 2) {
            po_vf po_wp0 = ((-INFINITY) - (po_vf){0}), po_wc0, po_wn0, po_wp1 = ((-INFINITY) - (po_vf){0}), po_wc1, po_wn1;
            po_vf po_c0, po_c1;
            po_c0 = ((-INFINITY) - (po_vf){0});
            for (long po_d0 = 0; po_d0 <= 2; po_d0 += 1) {
              po_c0 = po_vmaxf(po_c0, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][0]));
            }
            po_c1 = ((-INFINITY) - (po_vf){0});
            for (long po_d0 = 0; po_d0 <= 2; po_d0 += 1) {
              po_c1 = po_vmaxf(po_c1, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][0 + 16]));
            }
            po_wn0 = __builtin_shuffle(po_c0, po_c1, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
            po_wn1 = __builtin_shuffle(po_c0, po_c1, (po_vi){1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31});
            po_wc0 = po_wn0; po_wc1 = po_wn1;
            for (long po_j = 16; po_j < 48; po_j += 16) {
              po_c0 = ((-INFINITY) - (po_vf){0});
              for (long po_d0 = 0; po_d0 <= 2; po_d0 += 1) {
                po_c0 = po_vmaxf(po_c0, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][2 * po_j]));
              }
              po_c1 = ((-INFINITY) - (po_vf){0});
              for (long po_d0 = 0; po_d0 <= 2; po_d0 += 1) {
                po_c1 = po_vmaxf(po_c1, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][2 * po_j + 16]));
              }
              po_wn0 = __builtin_shuffle(po_c0, po_c1, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
              po_wn1 = __builtin_shuffle(po_c0, po_c1, (po_vi){1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31});
              po_storef(&t_O[c0][c1][c2][(po_j - 16)], po_vmaxf(po_vmaxf(__builtin_shuffle(po_wp1, po_wc1, (po_vi){15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}), po_wc0), po_wc1));
              po_wp0 = po_wc0, po_wc0 = po_wn0; po_wp1 = po_wc1, po_wc1 = po_wn1;
            }
            {
              po_c0 = ((-INFINITY) - (po_vf){0});
              for (long po_d0 = 0; po_d0 <= 2; po_d0 += 1) {
                po_c0 = po_vmaxf(po_c0, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][96]));
              }
              po_c1 = ((-INFINITY) - (po_vf){0});
              po_wn0 = __builtin_shuffle(po_c0, po_c1, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
              po_wn1 = __builtin_shuffle(po_c0, po_c1, (po_vi){1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31});
              po_storef(&t_O[c0][c1][c2][(48 - 16)], po_vmaxf(po_vmaxf(__builtin_shuffle(po_wp1, po_wc1, (po_vi){15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}), po_wc0), po_wc1));
              po_wp0 = po_wc0, po_wc0 = po_wn0; po_wp1 = po_wc1, po_wc1 = po_wn1;
            }
            {
              po_wn0 = ((-INFINITY) - (po_vf){0});
              po_wn1 = ((-INFINITY) - (po_vf){0});
              { po_vf po_t = po_vmaxf(po_vmaxf(__builtin_shuffle(po_wp1, po_wc1, (po_vi){15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}), po_wc0), po_wc1); for (int po_l = 0; po_l < 8; po_l += 1) (&t_O[c0][c1][c2][(64 - 16)])[po_l] = po_t[po_l]; }
              po_wp0 = po_wc0, po_wc0 = po_wn0; po_wp1 = po_wc1, po_wc1 = po_wn1;
            }
          } else {
            po_vf po_wp0 = ((-INFINITY) - (po_vf){0}), po_wc0, po_wn0, po_wp1 = ((-INFINITY) - (po_vf){0}), po_wc1, po_wn1;
            po_vf po_c0, po_c1;
            po_c0 = ((-INFINITY) - (po_vf){0});
            for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) {
              po_c0 = po_vmaxf(po_c0, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][0]));
            }
            po_c1 = ((-INFINITY) - (po_vf){0});
            for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) {
              po_c1 = po_vmaxf(po_c1, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][0 + 16]));
            }
            po_wn0 = __builtin_shuffle(po_c0, po_c1, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
            po_wn1 = __builtin_shuffle(po_c0, po_c1, (po_vi){1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31});
            po_wc0 = po_wn0; po_wc1 = po_wn1;
            for (long po_j = 16; po_j < 48; po_j += 16) {
              po_c0 = ((-INFINITY) - (po_vf){0});
              for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) {
                po_c0 = po_vmaxf(po_c0, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][2 * po_j]));
              }
              po_c1 = ((-INFINITY) - (po_vf){0});
              for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) {
                po_c1 = po_vmaxf(po_c1, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][2 * po_j + 16]));
              }
              po_wn0 = __builtin_shuffle(po_c0, po_c1, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
              po_wn1 = __builtin_shuffle(po_c0, po_c1, (po_vi){1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31});
              po_storef(&t_O[c0][c1][c2][(po_j - 16)], po_vmaxf(po_vmaxf(__builtin_shuffle(po_wp1, po_wc1, (po_vi){15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}), po_wc0), po_wc1));
              po_wp0 = po_wc0, po_wc0 = po_wn0; po_wp1 = po_wc1, po_wc1 = po_wn1;
            }
            {
              po_c0 = ((-INFINITY) - (po_vf){0});
              for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) {
                po_c0 = po_vmaxf(po_c0, po_loadf(&t_I[c0][c1][(((2 * c2) + po_d0) - 1)][96]));
              }
              po_c1 = ((-INFINITY) - (po_vf){0});
              po_wn0 = __builtin_shuffle(po_c0, po_c1, (po_vi){0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
              po_wn1 = __builtin_shuffle(po_c0, po_c1, (po_vi){1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31});
              po_storef(&t_O[c0][c1][c2][(48 - 16)], po_vmaxf(po_vmaxf(__builtin_shuffle(po_wp1, po_wc1, (po_vi){15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}), po_wc0), po_wc1));
              po_wp0 = po_wc0, po_wc0 = po_wn0; po_wp1 = po_wc1, po_wc1 = po_wn1;
            }
            {
              po_wn0 = ((-INFINITY) - (po_vf){0});
              po_wn1 = ((-INFINITY) - (po_vf){0});
              { po_vf po_t = po_vmaxf(po_vmaxf(__builtin_shuffle(po_wp1, po_wc1, (po_vi){15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}), po_wc0), po_wc1); for (int po_l = 0; po_l < 8; po_l += 1) (&t_O[c0][c1][c2][(64 - 16)])[po_l] = po_t[po_l]; }
              po_wp0 = po_wc0, po_wc0 = po_wn0; po_wp1 = po_wc1, po_wc1 = po_wn1;
            }
          }
        }
      }
    }
  }
  return po_err;
}
