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
/* e^x in float32 (polyopt.codegen.fast_exp): gcc vectorizes it with the loop around it */
static inline float po_expf(float x)
{
#if defined(__FAST_MATH__) || !(defined(__FMA__) || defined(__ARM_FEATURE_FMA))
  return expf(x);  /* (math.h's, and libmvec's vectors where the prelude declares them) */
#else
  int32_t ix; __builtin_memcpy(&ix, &x, 4);
  uint32_t lo = (uint32_t)ix < 0xc2d00000u ? (uint32_t)ix : 0xc2d00000u;  /* below -104, -inf, -NaN: -104 */
  int32_t in = (int32_t)lo < 0x42b20000 ? (int32_t)lo : 0x42b20000;       /* above 89, inf, NaN: 89 */
  int32_t nan = -(int32_t)(x != x);
  float xc; __builtin_memcpy(&xc, &in, 4);
  const float shift = 0x1.8p23f + 254.0f;                   /* k's bits: 0x4b400000 + 254 + n */
  float k = __builtin_fmaf(xc, 0x1.715476p+0f, shift);
  float n = k - shift;
  float r = __builtin_fmaf(n, -0x1.62e43p-1f, xc);
  r = __builtin_fmaf(n, 0x1.05c61p-29f, r);
  float r2 = r * r;
  float a = __builtin_fmaf(0x1.555492p-3f, r, 0x1.fffffcp-2f), b = __builtin_fmaf(0x1.1239d4p-7f, r, 0x1.5558f2p-5f);
  float q = __builtin_fmaf(__builtin_fmaf(0x1.6a244cp-10f, r2, b), r2, a);
  float p = __builtin_fmaf(q, r2, r) + 1.0f;
  /* 2^n as 2^ceil(n / 2) 2^floor(n / 2): both normal for n in -150 .. 128, one rounding at the end */
  int32_t ki; __builtin_memcpy(&ki, &k, 4);
  int32_t h = ki >> 1;                                       /* 0x25a00000 + 127 + floor(n / 2) */
  int32_t b1 = (ki - h) << 23, b2 = h << 23;
  float s1, s2; __builtin_memcpy(&s1, &b1, 4); __builtin_memcpy(&s2, &b2, 4);
  float y = p * s1 * s2;
  int32_t iy; __builtin_memcpy(&iy, &y, 4);
  iy |= nan;
  __builtin_memcpy(&y, &iy, 4);
  return y;
#endif
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
/* e^x of a vector of floats (polyopt.codegen.fast_exp): po_expf's steps, 2^n by vscalefps */
static inline po_vf po_vexpf(po_vf x)
{
#if defined(__AVX512F__) && !defined(__FAST_MATH__)
  x = __builtin_ia32_minps512_mask((po_vf){0} + 89.0f, x, x, (unsigned short)-1, 4);     /* a NaN x: x (the second operand) */
  x = __builtin_ia32_maxps512_mask((po_vf){0} - 104.0f, x, x, (unsigned short)-1, 4);
  const po_vf shift = (po_vf){0} + (0x1.8p23f + 254.0f);
  po_vf k = __builtin_ia32_vfmaddps512_mask(x, (po_vf){0} + 0x1.715476p+0f, shift, (unsigned short)-1, 4);
  po_vf n = k - shift;
  po_vf r = __builtin_ia32_vfmaddps512_mask(n, (po_vf){0} - 0x1.62e43p-1f, x, (unsigned short)-1, 4);
  r = __builtin_ia32_vfmaddps512_mask(n, (po_vf){0} + 0x1.05c61p-29f, r, (unsigned short)-1, 4);
  po_vf r2 = r * r;
  po_vf a = __builtin_ia32_vfmaddps512_mask((po_vf){0} + 0x1.555492p-3f, r, (po_vf){0} + 0x1.fffffcp-2f, (unsigned short)-1, 4);
  po_vf b = __builtin_ia32_vfmaddps512_mask((po_vf){0} + 0x1.1239d4p-7f, r, (po_vf){0} + 0x1.5558f2p-5f, (unsigned short)-1, 4);
  po_vf q = __builtin_ia32_vfmaddps512_mask(
      __builtin_ia32_vfmaddps512_mask((po_vf){0} + 0x1.6a244cp-10f, r2, b, (unsigned short)-1, 4), r2, a, (unsigned short)-1, 4);
  po_vf p = __builtin_ia32_vfmaddps512_mask(q, r2, r, (unsigned short)-1, 4) + 1.0f;
  return __builtin_ia32_scalefps512_mask(p, n, p, (unsigned short)-1, 4);  /* p 2^n, rounded once */
#else
  po_vf y;
  for (int l = 0; l < (int)(sizeof y / sizeof y[0]); l++) y[l] = po_expf(x[l]);
  return y;
#endif
}
/* erf of a vector of floats (polyopt.codegen.fast_erf): 16 intervals, a table per coefficient */
static inline po_vf po_verff(po_vf x)
{
#if defined(__AVX512F__) && !defined(__FAST_MATH__)
  const po_vi sign = (po_vi)x & (int)0x80000000;
  po_vf a = (po_vf)((po_vi)x & 0x7fffffff);
  a = __builtin_ia32_minps512_mask((po_vf){0} + 0x1.fffffep+1f, a, a, (unsigned short)-1, 4);  /* a NaN: a */
  po_vi i = (po_vi)__builtin_ia32_cvttps2dq512_mask(a * 4.0f, (po_vi){0}, (unsigned short)-1, 4);
  po_vf t = a - __builtin_shuffle((po_vf){0x0p+0f, 0x1.8p-2f, 0x1.4p-1f, 0x1.cp-1f, 0x1.2p+0f, 0x1.6p+0f, 0x1.ap+0f, 0x1.ep+0f, 0x1.1p+1f, 0x1.3p+1f, 0x1.5p+1f, 0x1.7p+1f, 0x1.9p+1f, 0x1.bp+1f, 0x1.dp+1f, 0x1.fp+1f}, i);
  po_vf p = __builtin_shuffle((po_vf){-0x1.ade9c2p-6f, -0x1.77918cp-8f, 0x1.c0ea0cp-7f, 0x1.2f0042p-6f, 0x1.3b178cp-7f, -0x1.637d92p-10f, -0x1.9203fp-8f, -0x1.422e42p-8f, -0x1.ecb5f6p-10f, 0x1.d34386p-14f, 0x1.62274p-11f, 0x1.14d1bap-11f, 0x1.185bb6p-12f, 0x1.afbbbp-14f, 0x1.0b54b4p-15f, 0x1.11ab8ap-17f}, i);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){0x0p+0f, -0x1.97b67cp-5f, -0x1.510cd6p-5f, -0x1.558948p-7f, 0x1.f72d82p-7f, 0x1.68fd22p-6f, 0x1.d7c442p-7f, 0x1.0fd8aep-8f, -0x1.d2908ep-10f, -0x1.95d136p-9f, -0x1.265a98p-9f, -0x1.2bede8p-10f, -0x1.ddccdp-12f, -0x1.3683aep-13f, -0x1.50b166p-15f, -0x1.34a6ep-17f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){0x1.ce16c6p-4f, 0x1.749878p-5f, -0x1.c11468p-6f, -0x1.134fe8p-4f, -0x1.f65e04p-5f, -0x1.f5765ep-6f, -0x1.17e81ap-9f, 0x1.7799f8p-7f, 0x1.9974bcp-7f, 0x1.11dc1p-7f, 0x1.146d5ap-8f, 0x1.c11f9cp-10f, 0x1.2e7d1p-11f, 0x1.5770c4p-13f, 0x1.4c16f8p-15f, 0x1.136508p-17f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){0x0p+0f, 0x1.552812p-3f, 0x1.6962d2p-3f, 0x1.cc60dcp-4f, 0x1.ca576ep-6f, -0x1.f3b3eep-6f, -0x1.974bacp-5f, -0x1.5a3236p-5f, -0x1.afe6eap-6f, -0x1.ae5acp-7f, -0x1.62d4f2p-8f, -0x1.ed484cp-10f, -0x1.245036p-11f, -0x1.298772p-13f, -0x1.056a2p-15f, -0x1.8e03e2p-18f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){-0x1.812736p-2f, -0x1.e106cep-3f, -0x1.c8105ep-5f, 0x1.7c9d74p-4f, 0x1.4cb3dp-3f, 0x1.4374d8p-3f, 0x1.d6631ep-4f, 0x1.143d1cp-4f, 0x1.0ea476p-5f, 0x1.c1ec0ep-7f, 0x1.407fbcp-8f, 0x1.89e17cp-10f, 0x1.a37382p-12f, 0x1.84523ap-14f, 0x1.394b34p-16f, 0x1.b95fdcp-19f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){0x0p+0f, -0x1.78749ap-2f, -0x1.e8a3c4p-2f, -0x1.d62becp-2f, -0x1.6ea6dp-2f, -0x1.dfbbaep-3f, -0x1.0bcfcap-3f, -0x1.01a1c8p-4f, -0x1.ada872p-6f, -0x1.37ccd4p-7f, -0x1.8af148p-9f, -0x1.b57822p-11f, -0x1.a86716p-13f, -0x1.69059cp-15f, -0x1.0d8896p-17f, -0x1.617ae8p-20f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){-0x1.fa3b06p-25f, -0x1.3fb42p-27f, -0x1.7cdc7cp-26f, -0x1.eef058p-30f, -0x1.a367d4p-29f, -0x1.df1d64p-30f, -0x1.d1b43p-30f, -0x1.003406p-30f, 0x1.e4fec2p-33f, -0x1.37c294p-33f, 0x1.03f708p-35f, -0x1.0facfp-38f, -0x1.6bc8bep-39f, 0x1.e0e3e2p-43f, 0x1.88d562p-44f, -0x1.191aa2p-48f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(p, t, __builtin_shuffle((po_vf){0x0p+0f, 0x1.6e43e8p-27f, -0x1.978766p-28f, -0x1.5c8e08p-26f, 0x1.053d8cp-26f, 0x1.da51fep-28f, -0x1.2610a2p-27f, 0x1.de99eep-26f, -0x1.ca69aep-27f, 0x1.e7d664p-26f, 0x1.77b832p-26f, 0x1.083a0cp-27f, -0x1.44d984p-29f, -0x1.d24c26p-26f, 0x1.8c3da6p-29f, 0x1.259db2p-26f}, i), (unsigned short)-1, 4);
  p = __builtin_ia32_vfmaddps512_mask(__builtin_shuffle((po_vf){0x1.20dd76p+0f, 0x1.f5f0cep-1f, 0x1.86e96ap-1f, 0x1.0cab62p-1f, 0x1.45e99cp-2f, 0x1.5ce596p-3f, 0x1.499d48p-4f, 0x1.12ceb4p-5f, 0x1.94624ep-7f, 0x1.06918cp-8f, 0x1.2ce898p-10f, 0x1.30539p-12f, 0x1.0f9e1cp-14f, 0x1.abe09ep-17f, 0x1.296a7p-19f, 0x1.6ce1aap-22f}, i), t, p, (unsigned short)-1, 4);
  p = __builtin_shuffle((po_vf){0x0p+0f, 0x1.9dd0d2p-2f, 0x1.3f196ep-1f, 0x1.91724ap-1f, 0x1.c6dad2p-1f, 0x1.e5768cp-1f, 0x1.f4f694p-1f, 0x1.fbe61ep-1f, 0x1.fea422p-1f, 0x1.ff996p-1f, 0x1.ffe514p-1f, 0x1.fff9bap-1f, 0x1.fffeb4p-1f, 0x1.ffffc4p-1f, 0x1.fffff6p-1f, 0x1.fffffep-1f}, i) + p;
  return (po_vf)((po_vi)p | sign);
#else
  po_vf y;
  for (int l = 0; l < (int)(sizeof y / sizeof y[0]); l++) y[l] = erff(x[l]);
  return y;
#endif
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
    {
      long c1 = 0;
      for (; c1 + 15 <= 1023; c1 += 16) {
        po_storef(&t_Sl[c0][c1], (po_loadf(&t_X[c0][c1]) * (1.0f / (1.0f + po_vexpf(-(po_loadf(&t_X[c0][c1])))))));
      }
      for (; c1 <= 1023; c1 += 1) {
        t_Sl[c0][c1] = (t_X[c0][c1] * (1.0f / (1.0f + po_expf(-(t_X[c0][c1])))));
      }
    }
    {
      long c1 = 0;
      for (; c1 + 15 <= 1023; c1 += 16) {
        po_storef(&t_G[c0][c1], ((0.5f * po_loadf(&t_X[c0][c1])) * (1.0f + po_verff((po_loadf(&t_X[c0][c1]) * 0.7071067811865476f)))));
      }
      for (; c1 <= 1023; c1 += 1) {
        t_G[c0][c1] = ((0.5f * t_X[c0][c1]) * (1.0f + erff((t_X[c0][c1] * 0.7071067811865476f))));
      }
    }
  }
  return po_err;
}
