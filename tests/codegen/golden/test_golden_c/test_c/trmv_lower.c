/* golden: kernels/triangular.tc trmv_lower at N=4096, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
static inline float po_hsumf(po_vf v) { v += __builtin_shuffle(v, (po_vi){8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7}); v += __builtin_shuffle(v, (po_vi){4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3}); v += __builtin_shuffle(v, (po_vi){2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1}); v += __builtin_shuffle(v, (po_vi){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}); return v[0]; }

// polyopt kernel trmv_lower
//   S0_init: y(i) = identity of +
//   S0: y(i) += (L(i, j) * x(j))
int k_trmv_lower(const float *restrict a_L, const float *restrict a_x, float *restrict a_y)
{
  const long s_N = 4096;
  const float (*restrict t_L)[4096] = (const float (*)[4096])a_L;
  const float *restrict t_x = a_x;
  float *restrict t_y = a_y;
  int po_err = 0;
  #pragma omp parallel for schedule(dynamic, 4)
  for (long c0 = 0; c0 <= 4088; c0 += 8) {
    if (c0 < 0 || !(c0 <= 4088)) __builtin_unreachable();
    t_y[c0] = 0;
    t_y[(c0 + 1)] = 0;
    t_y[(c0 + 2)] = 0;
    t_y[(c0 + 3)] = 0;
    t_y[(c0 + 4)] = 0;
    t_y[(c0 + 5)] = 0;
    t_y[(c0 + 6)] = 0;
    t_y[(c0 + 7)] = 0;
    {
      float po_r0 = 0;
      float po_r1 = 0;
      float po_r2 = 0;
      float po_r3 = 0;
      float po_r4 = 0;
      float po_r5 = 0;
      float po_r6 = 0;
      float po_r7 = 0;
      for (long po_c = 0; po_c <= po_min(c0 + 7, c0); po_c += 1024) {
        float po_p8 = 0;
        float po_p9 = 0;
        float po_p10 = 0;
        float po_p11 = 0;
        float po_p12 = 0;
        float po_p13 = 0;
        float po_p14 = 0;
        float po_p15 = 0;
        {
          po_vf po_v16 = {0};
          po_vf po_v17 = {0};
          po_vf po_v18 = {0};
          po_vf po_v19 = {0};
          po_vf po_v20 = {0};
          po_vf po_v21 = {0};
          po_vf po_v22 = {0};
          po_vf po_v23 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0), po_c + 1023); c1 += 16) {
            po_v16 += (po_loadf(&t_L[c0][c1]) * po_loadf(&t_x[c1]));
            po_v17 += (po_loadf(&t_L[(c0 + 1)][c1]) * po_loadf(&t_x[c1]));
            po_v18 += (po_loadf(&t_L[(c0 + 2)][c1]) * po_loadf(&t_x[c1]));
            po_v19 += (po_loadf(&t_L[(c0 + 3)][c1]) * po_loadf(&t_x[c1]));
            po_v20 += (po_loadf(&t_L[(c0 + 4)][c1]) * po_loadf(&t_x[c1]));
            po_v21 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v22 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v23 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_p8 += po_hsumf(po_v16);
          po_p9 += po_hsumf(po_v17);
          po_p10 += po_hsumf(po_v18);
          po_p11 += po_hsumf(po_v19);
          po_p12 += po_hsumf(po_v20);
          po_p13 += po_hsumf(po_v21);
          po_p14 += po_hsumf(po_v22);
          po_p15 += po_hsumf(po_v23);
          for (; c1 <= po_min(po_min(c0 + 7, c0), po_c + 1023); c1 += 1) {
            po_p8 += (t_L[c0][c1] * t_x[c1]);
            po_p9 += (t_L[(c0 + 1)][c1] * t_x[c1]);
            po_p10 += (t_L[(c0 + 2)][c1] * t_x[c1]);
            po_p11 += (t_L[(c0 + 3)][c1] * t_x[c1]);
            po_p12 += (t_L[(c0 + 4)][c1] * t_x[c1]);
            po_p13 += (t_L[(c0 + 5)][c1] * t_x[c1]);
            po_p14 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p15 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r0 += po_p8;
        po_r1 += po_p9;
        po_r2 += po_p10;
        po_r3 += po_p11;
        po_r4 += po_p12;
        po_r5 += po_p13;
        po_r6 += po_p14;
        po_r7 += po_p15;
      }
      t_y[c0] += po_r0;
      t_y[(c0 + 1)] += po_r1;
      t_y[(c0 + 2)] += po_r2;
      t_y[(c0 + 3)] += po_r3;
      t_y[(c0 + 4)] += po_r4;
      t_y[(c0 + 5)] += po_r5;
      t_y[(c0 + 6)] += po_r6;
      t_y[(c0 + 7)] += po_r7;
    }
    {
      float po_r24 = 0;
      float po_r25 = 0;
      float po_r26 = 0;
      float po_r27 = 0;
      float po_r28 = 0;
      float po_r29 = 0;
      float po_r30 = 0;
      for (long po_c = po_max(0, c0 + 1); po_c <= po_min(c0 + 7, c0 + 1); po_c += 1024) {
        float po_p31 = 0;
        float po_p32 = 0;
        float po_p33 = 0;
        float po_p34 = 0;
        float po_p35 = 0;
        float po_p36 = 0;
        float po_p37 = 0;
        {
          po_vf po_v38 = {0};
          po_vf po_v39 = {0};
          po_vf po_v40 = {0};
          po_vf po_v41 = {0};
          po_vf po_v42 = {0};
          po_vf po_v43 = {0};
          po_vf po_v44 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0 + 1), po_c + 1023); c1 += 16) {
            po_v38 += (po_loadf(&t_L[(c0 + 1)][c1]) * po_loadf(&t_x[c1]));
            po_v39 += (po_loadf(&t_L[(c0 + 2)][c1]) * po_loadf(&t_x[c1]));
            po_v40 += (po_loadf(&t_L[(c0 + 3)][c1]) * po_loadf(&t_x[c1]));
            po_v41 += (po_loadf(&t_L[(c0 + 4)][c1]) * po_loadf(&t_x[c1]));
            po_v42 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v43 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v44 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_p31 += po_hsumf(po_v38);
          po_p32 += po_hsumf(po_v39);
          po_p33 += po_hsumf(po_v40);
          po_p34 += po_hsumf(po_v41);
          po_p35 += po_hsumf(po_v42);
          po_p36 += po_hsumf(po_v43);
          po_p37 += po_hsumf(po_v44);
          for (; c1 <= po_min(po_min(c0 + 7, c0 + 1), po_c + 1023); c1 += 1) {
            po_p31 += (t_L[(c0 + 1)][c1] * t_x[c1]);
            po_p32 += (t_L[(c0 + 2)][c1] * t_x[c1]);
            po_p33 += (t_L[(c0 + 3)][c1] * t_x[c1]);
            po_p34 += (t_L[(c0 + 4)][c1] * t_x[c1]);
            po_p35 += (t_L[(c0 + 5)][c1] * t_x[c1]);
            po_p36 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p37 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r24 += po_p31;
        po_r25 += po_p32;
        po_r26 += po_p33;
        po_r27 += po_p34;
        po_r28 += po_p35;
        po_r29 += po_p36;
        po_r30 += po_p37;
      }
      t_y[(c0 + 1)] += po_r24;
      t_y[(c0 + 2)] += po_r25;
      t_y[(c0 + 3)] += po_r26;
      t_y[(c0 + 4)] += po_r27;
      t_y[(c0 + 5)] += po_r28;
      t_y[(c0 + 6)] += po_r29;
      t_y[(c0 + 7)] += po_r30;
    }
    {
      float po_r45 = 0;
      float po_r46 = 0;
      float po_r47 = 0;
      float po_r48 = 0;
      float po_r49 = 0;
      float po_r50 = 0;
      for (long po_c = po_max(po_max(0, c0 + 1), c0 + 2); po_c <= po_min(c0 + 7, c0 + 2); po_c += 1024) {
        float po_p51 = 0;
        float po_p52 = 0;
        float po_p53 = 0;
        float po_p54 = 0;
        float po_p55 = 0;
        float po_p56 = 0;
        {
          po_vf po_v57 = {0};
          po_vf po_v58 = {0};
          po_vf po_v59 = {0};
          po_vf po_v60 = {0};
          po_vf po_v61 = {0};
          po_vf po_v62 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0 + 2), po_c + 1023); c1 += 16) {
            po_v57 += (po_loadf(&t_L[(c0 + 2)][c1]) * po_loadf(&t_x[c1]));
            po_v58 += (po_loadf(&t_L[(c0 + 3)][c1]) * po_loadf(&t_x[c1]));
            po_v59 += (po_loadf(&t_L[(c0 + 4)][c1]) * po_loadf(&t_x[c1]));
            po_v60 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v61 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v62 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_p51 += po_hsumf(po_v57);
          po_p52 += po_hsumf(po_v58);
          po_p53 += po_hsumf(po_v59);
          po_p54 += po_hsumf(po_v60);
          po_p55 += po_hsumf(po_v61);
          po_p56 += po_hsumf(po_v62);
          for (; c1 <= po_min(po_min(c0 + 7, c0 + 2), po_c + 1023); c1 += 1) {
            po_p51 += (t_L[(c0 + 2)][c1] * t_x[c1]);
            po_p52 += (t_L[(c0 + 3)][c1] * t_x[c1]);
            po_p53 += (t_L[(c0 + 4)][c1] * t_x[c1]);
            po_p54 += (t_L[(c0 + 5)][c1] * t_x[c1]);
            po_p55 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p56 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r45 += po_p51;
        po_r46 += po_p52;
        po_r47 += po_p53;
        po_r48 += po_p54;
        po_r49 += po_p55;
        po_r50 += po_p56;
      }
      t_y[(c0 + 2)] += po_r45;
      t_y[(c0 + 3)] += po_r46;
      t_y[(c0 + 4)] += po_r47;
      t_y[(c0 + 5)] += po_r48;
      t_y[(c0 + 6)] += po_r49;
      t_y[(c0 + 7)] += po_r50;
    }
    {
      float po_r63 = 0;
      float po_r64 = 0;
      float po_r65 = 0;
      float po_r66 = 0;
      float po_r67 = 0;
      for (long po_c = po_max(po_max(po_max(0, c0 + 1), c0 + 2), c0 + 3); po_c <= po_min(c0 + 7, c0 + 3); po_c += 1024) {
        float po_p68 = 0;
        float po_p69 = 0;
        float po_p70 = 0;
        float po_p71 = 0;
        float po_p72 = 0;
        {
          po_vf po_v73 = {0};
          po_vf po_v74 = {0};
          po_vf po_v75 = {0};
          po_vf po_v76 = {0};
          po_vf po_v77 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0 + 3), po_c + 1023); c1 += 16) {
            po_v73 += (po_loadf(&t_L[(c0 + 3)][c1]) * po_loadf(&t_x[c1]));
            po_v74 += (po_loadf(&t_L[(c0 + 4)][c1]) * po_loadf(&t_x[c1]));
            po_v75 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v76 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v77 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_p68 += po_hsumf(po_v73);
          po_p69 += po_hsumf(po_v74);
          po_p70 += po_hsumf(po_v75);
          po_p71 += po_hsumf(po_v76);
          po_p72 += po_hsumf(po_v77);
          for (; c1 <= po_min(po_min(c0 + 7, c0 + 3), po_c + 1023); c1 += 1) {
            po_p68 += (t_L[(c0 + 3)][c1] * t_x[c1]);
            po_p69 += (t_L[(c0 + 4)][c1] * t_x[c1]);
            po_p70 += (t_L[(c0 + 5)][c1] * t_x[c1]);
            po_p71 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p72 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r63 += po_p68;
        po_r64 += po_p69;
        po_r65 += po_p70;
        po_r66 += po_p71;
        po_r67 += po_p72;
      }
      t_y[(c0 + 3)] += po_r63;
      t_y[(c0 + 4)] += po_r64;
      t_y[(c0 + 5)] += po_r65;
      t_y[(c0 + 6)] += po_r66;
      t_y[(c0 + 7)] += po_r67;
    }
    {
      float po_r78 = 0;
      float po_r79 = 0;
      float po_r80 = 0;
      float po_r81 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(0, c0 + 1), c0 + 2), c0 + 3), c0 + 4); po_c <= po_min(c0 + 7, c0 + 4); po_c += 1024) {
        float po_p82 = 0;
        float po_p83 = 0;
        float po_p84 = 0;
        float po_p85 = 0;
        {
          po_vf po_v86 = {0};
          po_vf po_v87 = {0};
          po_vf po_v88 = {0};
          po_vf po_v89 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0 + 4), po_c + 1023); c1 += 16) {
            po_v86 += (po_loadf(&t_L[(c0 + 4)][c1]) * po_loadf(&t_x[c1]));
            po_v87 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v88 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v89 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_p82 += po_hsumf(po_v86);
          po_p83 += po_hsumf(po_v87);
          po_p84 += po_hsumf(po_v88);
          po_p85 += po_hsumf(po_v89);
          for (; c1 <= po_min(po_min(c0 + 7, c0 + 4), po_c + 1023); c1 += 1) {
            po_p82 += (t_L[(c0 + 4)][c1] * t_x[c1]);
            po_p83 += (t_L[(c0 + 5)][c1] * t_x[c1]);
            po_p84 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p85 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r78 += po_p82;
        po_r79 += po_p83;
        po_r80 += po_p84;
        po_r81 += po_p85;
      }
      t_y[(c0 + 4)] += po_r78;
      t_y[(c0 + 5)] += po_r79;
      t_y[(c0 + 6)] += po_r80;
      t_y[(c0 + 7)] += po_r81;
    }
    {
      float po_r90 = 0;
      float po_r91 = 0;
      float po_r92 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(po_max(0, c0 + 1), c0 + 2), c0 + 3), c0 + 4), c0 + 5); po_c <= po_min(c0 + 7, c0 + 5); po_c += 1024) {
        float po_p93 = 0;
        float po_p94 = 0;
        float po_p95 = 0;
        {
          po_vf po_v96 = {0}, po_v96_1 = {0};
          po_vf po_v97 = {0}, po_v97_1 = {0};
          po_vf po_v98 = {0}, po_v98_1 = {0};
          long c1 = po_c;
          for (; c1 + 31 <= po_min(po_min(c0 + 7, c0 + 5), po_c + 1023); c1 += 32) {
            po_v96 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v96_1 += (po_loadf(&t_L[(c0 + 5)][(c1 + 16)]) * po_loadf(&t_x[(c1 + 16)]));
            po_v97 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v97_1 += (po_loadf(&t_L[(c0 + 6)][(c1 + 16)]) * po_loadf(&t_x[(c1 + 16)]));
            po_v98 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
            po_v98_1 += (po_loadf(&t_L[(c0 + 7)][(c1 + 16)]) * po_loadf(&t_x[(c1 + 16)]));
          }
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0 + 5), po_c + 1023); c1 += 16) {
            po_v96 += (po_loadf(&t_L[(c0 + 5)][c1]) * po_loadf(&t_x[c1]));
            po_v97 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v98 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_v96 += po_v96_1;
          po_v97 += po_v97_1;
          po_v98 += po_v98_1;
          po_p93 += po_hsumf(po_v96);
          po_p94 += po_hsumf(po_v97);
          po_p95 += po_hsumf(po_v98);
          for (; c1 <= po_min(po_min(c0 + 7, c0 + 5), po_c + 1023); c1 += 1) {
            po_p93 += (t_L[(c0 + 5)][c1] * t_x[c1]);
            po_p94 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p95 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r90 += po_p93;
        po_r91 += po_p94;
        po_r92 += po_p95;
      }
      t_y[(c0 + 5)] += po_r90;
      t_y[(c0 + 6)] += po_r91;
      t_y[(c0 + 7)] += po_r92;
    }
    {
      float po_r99 = 0;
      float po_r100 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(po_max(po_max(0, c0 + 1), c0 + 2), c0 + 3), c0 + 4), c0 + 5), c0 + 6); po_c <= po_min(c0 + 7, c0 + 6); po_c += 1024) {
        float po_p101 = 0;
        float po_p102 = 0;
        {
          po_vf po_v103 = {0}, po_v103_1 = {0};
          po_vf po_v104 = {0}, po_v104_1 = {0};
          long c1 = po_c;
          for (; c1 + 31 <= po_min(po_min(c0 + 7, c0 + 6), po_c + 1023); c1 += 32) {
            po_v103 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v103_1 += (po_loadf(&t_L[(c0 + 6)][(c1 + 16)]) * po_loadf(&t_x[(c1 + 16)]));
            po_v104 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
            po_v104_1 += (po_loadf(&t_L[(c0 + 7)][(c1 + 16)]) * po_loadf(&t_x[(c1 + 16)]));
          }
          for (; c1 + 15 <= po_min(po_min(c0 + 7, c0 + 6), po_c + 1023); c1 += 16) {
            po_v103 += (po_loadf(&t_L[(c0 + 6)][c1]) * po_loadf(&t_x[c1]));
            po_v104 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_v103 += po_v103_1;
          po_v104 += po_v104_1;
          po_p101 += po_hsumf(po_v103);
          po_p102 += po_hsumf(po_v104);
          for (; c1 <= po_min(po_min(c0 + 7, c0 + 6), po_c + 1023); c1 += 1) {
            po_p101 += (t_L[(c0 + 6)][c1] * t_x[c1]);
            po_p102 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r99 += po_p101;
        po_r100 += po_p102;
      }
      t_y[(c0 + 6)] += po_r99;
      t_y[(c0 + 7)] += po_r100;
    }
    {
      float po_r105 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(po_max(po_max(po_max(0, c0 + 1), c0 + 2), c0 + 3), c0 + 4), c0 + 5), c0 + 6), c0 + 7); po_c <= c0 + 7; po_c += 1024) {
        float po_p106 = 0;
        {
          po_vf po_v107 = {0}, po_v107_1 = {0}, po_v107_2 = {0}, po_v107_3 = {0};
          long c1 = po_c;
          for (; c1 + 63 <= po_min(c0 + 7, po_c + 1023); c1 += 64) {
            po_v107 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
            po_v107_1 += (po_loadf(&t_L[(c0 + 7)][(c1 + 16)]) * po_loadf(&t_x[(c1 + 16)]));
            po_v107_2 += (po_loadf(&t_L[(c0 + 7)][(c1 + 32)]) * po_loadf(&t_x[(c1 + 32)]));
            po_v107_3 += (po_loadf(&t_L[(c0 + 7)][(c1 + 48)]) * po_loadf(&t_x[(c1 + 48)]));
          }
          for (; c1 + 15 <= po_min(c0 + 7, po_c + 1023); c1 += 16) {
            po_v107 += (po_loadf(&t_L[(c0 + 7)][c1]) * po_loadf(&t_x[c1]));
          }
          po_v107 += po_v107_1;
          po_v107 += po_v107_2;
          po_v107 += po_v107_3;
          po_p106 += po_hsumf(po_v107);
          for (; c1 <= po_min(c0 + 7, po_c + 1023); c1 += 1) {
            po_p106 += (t_L[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r105 += po_p106;
      }
      t_y[(c0 + 7)] += po_r105;
    }
  }
  return po_err;
}
