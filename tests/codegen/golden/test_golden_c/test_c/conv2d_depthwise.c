/* golden: kernels/conv.tc conv2d_depthwise at N=8, C=256, H=56, W=56, KH=3, KW=3, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel conv2d_depthwise
//   S0_init: O(n, c, h, w) = identity of +
//   S0: O(n, c, h, w) += (I(n, c, (h + kh), (w + kw)) * Wt(c, kh, kw))
int k_conv2d_depthwise(const float *restrict a_I, const float *restrict a_Wt, float *restrict a_O)
{
  const long s_N = 8;
  const long s_C = 256;
  const long s_H = 56;
  const long s_W = 56;
  const long s_KH = 3;
  const long s_KW = 3;
  const float (*restrict t_I)[256][56][56] = (const float (*)[256][56][56])a_I;
  const float (*restrict t_Wt)[3][3] = (const float (*)[3][3])a_Wt;
  float (*restrict t_O)[256][54][54] = (float (*)[256][54][54])a_O;
  int po_err = 0;
  #pragma omp parallel for
  for (long c1 = 0; c1 <= 255; c1 += 1) {
    if (c1 < 0 || !(c1 <= 255)) __builtin_unreachable();
    for (long c6 = 0; c6 <= 7; c6 += 1) {
      for (long c8 = 0; c8 <= 53; c8 += 8) {
        {  // register block: 16 vector accumulators
          const long po_r = po_min(c8, 46);
          const long po_sk = c8 - po_r;
          po_vf po_acc0 = (po_vf){0};
          po_vf po_acc1 = (po_vf){0};
          po_vf po_acc2 = (po_vf){0};
          po_vf po_acc3 = (po_vf){0};
          po_vf po_acc4 = (po_vf){0};
          po_vf po_acc5 = (po_vf){0};
          po_vf po_acc6 = (po_vf){0};
          po_vf po_acc7 = (po_vf){0};
          po_vf po_acc8 = (po_vf){0};
          po_vf po_acc9 = (po_vf){0};
          po_vf po_acc10 = (po_vf){0};
          po_vf po_acc11 = (po_vf){0};
          po_vf po_acc12 = (po_vf){0};
          po_vf po_acc13 = (po_vf){0};
          po_vf po_acc14 = (po_vf){0};
          po_vf po_acc15 = (po_vf){0};
          #pragma GCC unroll 1
          for (long c10 = 0; c10 <= 2; c10 += 1) {
            #pragma GCC unroll 1
            for (long c11 = 0; c11 <= 2; c11 += 1) {
              po_acc0 += (po_loadf(&t_I[c6][c1][(po_r + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc1 += (po_loadf(&t_I[c6][c1][(po_r + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc2 += (po_loadf(&t_I[c6][c1][((po_r + 1) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc3 += (po_loadf(&t_I[c6][c1][((po_r + 1) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc4 += (po_loadf(&t_I[c6][c1][((po_r + 2) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc5 += (po_loadf(&t_I[c6][c1][((po_r + 2) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc6 += (po_loadf(&t_I[c6][c1][((po_r + 3) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc7 += (po_loadf(&t_I[c6][c1][((po_r + 3) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc8 += (po_loadf(&t_I[c6][c1][((po_r + 4) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc9 += (po_loadf(&t_I[c6][c1][((po_r + 4) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc10 += (po_loadf(&t_I[c6][c1][((po_r + 5) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc11 += (po_loadf(&t_I[c6][c1][((po_r + 5) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc12 += (po_loadf(&t_I[c6][c1][((po_r + 6) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc13 += (po_loadf(&t_I[c6][c1][((po_r + 6) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc14 += (po_loadf(&t_I[c6][c1][((po_r + 7) + c10)][(0 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc15 += (po_loadf(&t_I[c6][c1][((po_r + 7) + c10)][((0 + 16) + c11)]) * t_Wt[c1][c10][c11]);
            }
          }
          if (po_sk <= 0) po_storef(&t_O[c6][c1][po_r][0], po_acc0);
          if (po_sk <= 0) po_storef(&t_O[c6][c1][po_r][(0 + 16)], po_acc1);
          if (po_sk <= 1) po_storef(&t_O[c6][c1][(po_r + 1)][0], po_acc2);
          if (po_sk <= 1) po_storef(&t_O[c6][c1][(po_r + 1)][(0 + 16)], po_acc3);
          if (po_sk <= 2) po_storef(&t_O[c6][c1][(po_r + 2)][0], po_acc4);
          if (po_sk <= 2) po_storef(&t_O[c6][c1][(po_r + 2)][(0 + 16)], po_acc5);
          if (po_sk <= 3) po_storef(&t_O[c6][c1][(po_r + 3)][0], po_acc6);
          if (po_sk <= 3) po_storef(&t_O[c6][c1][(po_r + 3)][(0 + 16)], po_acc7);
          if (po_sk <= 4) po_storef(&t_O[c6][c1][(po_r + 4)][0], po_acc8);
          if (po_sk <= 4) po_storef(&t_O[c6][c1][(po_r + 4)][(0 + 16)], po_acc9);
          if (po_sk <= 5) po_storef(&t_O[c6][c1][(po_r + 5)][0], po_acc10);
          if (po_sk <= 5) po_storef(&t_O[c6][c1][(po_r + 5)][(0 + 16)], po_acc11);
          if (po_sk <= 6) po_storef(&t_O[c6][c1][(po_r + 6)][0], po_acc12);
          if (po_sk <= 6) po_storef(&t_O[c6][c1][(po_r + 6)][(0 + 16)], po_acc13);
          po_storef(&t_O[c6][c1][(po_r + 7)][0], po_acc14);
          po_storef(&t_O[c6][c1][(po_r + 7)][(0 + 16)], po_acc15);
        }
        {  // register block: 16 vector accumulators
          const long po_r = po_min(c8, 46);
          const long po_sk = c8 - po_r;
          po_vf po_acc0 = (po_vf){0};
          po_vf po_acc1 = (po_vf){0};
          po_vf po_acc2 = (po_vf){0};
          po_vf po_acc3 = (po_vf){0};
          po_vf po_acc4 = (po_vf){0};
          po_vf po_acc5 = (po_vf){0};
          po_vf po_acc6 = (po_vf){0};
          po_vf po_acc7 = (po_vf){0};
          po_vf po_acc8 = (po_vf){0};
          po_vf po_acc9 = (po_vf){0};
          po_vf po_acc10 = (po_vf){0};
          po_vf po_acc11 = (po_vf){0};
          po_vf po_acc12 = (po_vf){0};
          po_vf po_acc13 = (po_vf){0};
          po_vf po_acc14 = (po_vf){0};
          po_vf po_acc15 = (po_vf){0};
          #pragma GCC unroll 1
          for (long c10 = 0; c10 <= 2; c10 += 1) {
            #pragma GCC unroll 1
            for (long c11 = 0; c11 <= 2; c11 += 1) {
              po_acc0 += (po_loadf(&t_I[c6][c1][(po_r + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc1 += (po_loadf(&t_I[c6][c1][(po_r + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc2 += (po_loadf(&t_I[c6][c1][((po_r + 1) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc3 += (po_loadf(&t_I[c6][c1][((po_r + 1) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc4 += (po_loadf(&t_I[c6][c1][((po_r + 2) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc5 += (po_loadf(&t_I[c6][c1][((po_r + 2) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc6 += (po_loadf(&t_I[c6][c1][((po_r + 3) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc7 += (po_loadf(&t_I[c6][c1][((po_r + 3) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc8 += (po_loadf(&t_I[c6][c1][((po_r + 4) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc9 += (po_loadf(&t_I[c6][c1][((po_r + 4) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc10 += (po_loadf(&t_I[c6][c1][((po_r + 5) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc11 += (po_loadf(&t_I[c6][c1][((po_r + 5) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc12 += (po_loadf(&t_I[c6][c1][((po_r + 6) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc13 += (po_loadf(&t_I[c6][c1][((po_r + 6) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
              po_acc14 += (po_loadf(&t_I[c6][c1][((po_r + 7) + c10)][(32 + c11)]) * t_Wt[c1][c10][c11]);
              po_acc15 += (po_loadf(&t_I[c6][c1][((po_r + 7) + c10)][((32 + 6) + c11)]) * t_Wt[c1][c10][c11]);
            }
          }
          if (po_sk <= 0) po_storef(&t_O[c6][c1][po_r][32], po_acc0);
          if (po_sk <= 0) po_storef(&t_O[c6][c1][po_r][(32 + 6)], po_acc1);
          if (po_sk <= 1) po_storef(&t_O[c6][c1][(po_r + 1)][32], po_acc2);
          if (po_sk <= 1) po_storef(&t_O[c6][c1][(po_r + 1)][(32 + 6)], po_acc3);
          if (po_sk <= 2) po_storef(&t_O[c6][c1][(po_r + 2)][32], po_acc4);
          if (po_sk <= 2) po_storef(&t_O[c6][c1][(po_r + 2)][(32 + 6)], po_acc5);
          if (po_sk <= 3) po_storef(&t_O[c6][c1][(po_r + 3)][32], po_acc6);
          if (po_sk <= 3) po_storef(&t_O[c6][c1][(po_r + 3)][(32 + 6)], po_acc7);
          if (po_sk <= 4) po_storef(&t_O[c6][c1][(po_r + 4)][32], po_acc8);
          if (po_sk <= 4) po_storef(&t_O[c6][c1][(po_r + 4)][(32 + 6)], po_acc9);
          if (po_sk <= 5) po_storef(&t_O[c6][c1][(po_r + 5)][32], po_acc10);
          if (po_sk <= 5) po_storef(&t_O[c6][c1][(po_r + 5)][(32 + 6)], po_acc11);
          if (po_sk <= 6) po_storef(&t_O[c6][c1][(po_r + 6)][32], po_acc12);
          if (po_sk <= 6) po_storef(&t_O[c6][c1][(po_r + 6)][(32 + 6)], po_acc13);
          po_storef(&t_O[c6][c1][(po_r + 7)][32], po_acc14);
          po_storef(&t_O[c6][c1][(po_r + 7)][(32 + 6)], po_acc15);
        }
      }
    }
  }
  return po_err;
}
