/* golden: kernels/polybench.tc atax at M=1900, N=2100, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel atax
//   S0_init: tmp(i) = identity of +
//   S0: tmp(i) += (A(i, j) * x(j))
//   S1_init: y(j) = identity of +
//   S1: y(j) += (A(i, j) * tmp(i))
int k_atax(const float *restrict a_A, const float *restrict a_x, float *restrict a_y, float *restrict a_tmp)
{
  const long s_M = 1900;
  const long s_N = 2100;
  const float (*restrict t_A)[2100] = (const float (*)[2100])a_A;
  const float *restrict t_x = a_x;
  float *restrict t_y = a_y;
  float *restrict t_tmp = a_tmp;
  int po_err = 0;
  for (long c1 = 0; c1 <= 2099; c1 += 2048) {
    #pragma omp simd
    for (long c3 = c1; c3 <= po_min(2099, c1 + 2047); c3 += 1) {
      t_y[c3] = 0;
    }
  }
  #pragma omp parallel for reduction(+:t_y[0:2100])
  for (long c0 = 0; c0 <= 1899; c0 += 8) {
    t_tmp[c0] = 0;
    t_tmp[(c0 + 1)] = 0;
    t_tmp[(c0 + 2)] = 0;
    t_tmp[(c0 + 3)] = 0;
    if (c0 <= 1888) {
      t_tmp[(c0 + 4)] = 0;
      t_tmp[(c0 + 5)] = 0;
      t_tmp[(c0 + 6)] = 0;
      t_tmp[(c0 + 7)] = 0;
    }
    if (c0 <= 1888) {
      {
        float po_r0 = 0;
        float po_r1 = 0;
        float po_r2 = 0;
        float po_r3 = 0;
        float po_r4 = 0;
        float po_r5 = 0;
        float po_r6 = 0;
        float po_r7 = 0;
        for (long po_c = 0; po_c <= 2099; po_c += 1024) {
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
            long c2 = po_c;
            for (; c2 + 15 <= po_min(2099, po_c + 1023); c2 += 16) {
              po_v16 += (po_loadf(&t_A[c0][c2]) * po_loadf(&t_x[c2]));
              po_v17 += (po_loadf(&t_A[(c0 + 1)][c2]) * po_loadf(&t_x[c2]));
              po_v18 += (po_loadf(&t_A[(c0 + 2)][c2]) * po_loadf(&t_x[c2]));
              po_v19 += (po_loadf(&t_A[(c0 + 3)][c2]) * po_loadf(&t_x[c2]));
              po_v20 += (po_loadf(&t_A[(c0 + 4)][c2]) * po_loadf(&t_x[c2]));
              po_v21 += (po_loadf(&t_A[(c0 + 5)][c2]) * po_loadf(&t_x[c2]));
              po_v22 += (po_loadf(&t_A[(c0 + 6)][c2]) * po_loadf(&t_x[c2]));
              po_v23 += (po_loadf(&t_A[(c0 + 7)][c2]) * po_loadf(&t_x[c2]));
            }
            po_p8 += po_hsumf(po_v16);
            po_p9 += po_hsumf(po_v17);
            po_p10 += po_hsumf(po_v18);
            po_p11 += po_hsumf(po_v19);
            po_p12 += po_hsumf(po_v20);
            po_p13 += po_hsumf(po_v21);
            po_p14 += po_hsumf(po_v22);
            po_p15 += po_hsumf(po_v23);
            for (; c2 <= po_min(2099, po_c + 1023); c2 += 1) {
              po_p8 += (t_A[c0][c2] * t_x[c2]);
              po_p9 += (t_A[(c0 + 1)][c2] * t_x[c2]);
              po_p10 += (t_A[(c0 + 2)][c2] * t_x[c2]);
              po_p11 += (t_A[(c0 + 3)][c2] * t_x[c2]);
              po_p12 += (t_A[(c0 + 4)][c2] * t_x[c2]);
              po_p13 += (t_A[(c0 + 5)][c2] * t_x[c2]);
              po_p14 += (t_A[(c0 + 6)][c2] * t_x[c2]);
              po_p15 += (t_A[(c0 + 7)][c2] * t_x[c2]);
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
        t_tmp[c0] += po_r0;
        t_tmp[(c0 + 1)] += po_r1;
        t_tmp[(c0 + 2)] += po_r2;
        t_tmp[(c0 + 3)] += po_r3;
        t_tmp[(c0 + 4)] += po_r4;
        t_tmp[(c0 + 5)] += po_r5;
        t_tmp[(c0 + 6)] += po_r6;
        t_tmp[(c0 + 7)] += po_r7;
      }
    } else {
      {
        float po_r24 = 0;
        float po_r25 = 0;
        float po_r26 = 0;
        float po_r27 = 0;
        for (long po_c = 0; po_c <= 2099; po_c += 1024) {
          float po_p28 = 0;
          float po_p29 = 0;
          float po_p30 = 0;
          float po_p31 = 0;
          {
            po_vf po_v32 = {0};
            po_vf po_v33 = {0};
            po_vf po_v34 = {0};
            po_vf po_v35 = {0};
            long c2 = po_c;
            for (; c2 + 15 <= po_min(2099, po_c + 1023); c2 += 16) {
              po_v32 += (po_loadf(&t_A[c0][c2]) * po_loadf(&t_x[c2]));
              po_v33 += (po_loadf(&t_A[(c0 + 1)][c2]) * po_loadf(&t_x[c2]));
              po_v34 += (po_loadf(&t_A[(c0 + 2)][c2]) * po_loadf(&t_x[c2]));
              po_v35 += (po_loadf(&t_A[(c0 + 3)][c2]) * po_loadf(&t_x[c2]));
            }
            po_p28 += po_hsumf(po_v32);
            po_p29 += po_hsumf(po_v33);
            po_p30 += po_hsumf(po_v34);
            po_p31 += po_hsumf(po_v35);
            for (; c2 <= po_min(2099, po_c + 1023); c2 += 1) {
              po_p28 += (t_A[c0][c2] * t_x[c2]);
              po_p29 += (t_A[(c0 + 1)][c2] * t_x[c2]);
              po_p30 += (t_A[(c0 + 2)][c2] * t_x[c2]);
              po_p31 += (t_A[(c0 + 3)][c2] * t_x[c2]);
            }
          }
          po_r24 += po_p28;
          po_r25 += po_p29;
          po_r26 += po_p30;
          po_r27 += po_p31;
        }
        t_tmp[c0] += po_r24;
        t_tmp[(c0 + 1)] += po_r25;
        t_tmp[(c0 + 2)] += po_r26;
        t_tmp[(c0 + 3)] += po_r27;
      }
    }
    for (long c1 = 0; c1 <= 2099; c1 += 2048) {
      for (long c2 = c0; c2 <= po_min(1899, c0 + 7); c2 += 1) {
        #pragma omp simd
        for (long c3 = c1; c3 <= po_min(2099, c1 + 2047); c3 += 1) {
          t_y[c3] += (t_A[c2][c3] * t_tmp[c2]);
        }
      }
    }
  }
  return po_err;
}
