/* golden: kernels/polybench.tc mvt at N=2000, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel mvt
//   S0: x1out(i) = x1(i)
//   S1: x1out(i) += (A(i, j) * y1(j))
//   S2: x2out(i) = x2(i)
//   S3: x2out(i) += (A(j, i) * y2(j))
int k_mvt(const float *restrict a_A, const float *restrict a_x1, const float *restrict a_x2, const float *restrict a_y1, const float *restrict a_y2, float *restrict a_x1out, float *restrict a_x2out)
{
  const long s_N = 2000;
  const float (*restrict t_A)[2000] = (const float (*)[2000])a_A;
  const float *restrict t_x1 = a_x1;
  const float *restrict t_x2 = a_x2;
  const float *restrict t_y1 = a_y1;
  const float *restrict t_y2 = a_y2;
  float *restrict t_x1out = a_x1out;
  float *restrict t_x2out = a_x2out;
  int po_err = 0;
  t_x1out[0] = t_x1[0];
  t_x1out[1] = t_x1[1];
  t_x1out[2] = t_x1[2];
  t_x1out[3] = t_x1[3];
  t_x1out[4] = t_x1[4];
  t_x1out[5] = t_x1[5];
  t_x1out[6] = t_x1[6];
  t_x1out[7] = t_x1[7];
  {
    float po_r0 = 0;
    float po_r1 = 0;
    float po_r2 = 0;
    float po_r3 = 0;
    float po_r4 = 0;
    float po_r5 = 0;
    float po_r6 = 0;
    float po_r7 = 0;
    {
      po_vf po_v8 = {0};
      po_vf po_v9 = {0};
      po_vf po_v10 = {0};
      po_vf po_v11 = {0};
      po_vf po_v12 = {0};
      po_vf po_v13 = {0};
      po_vf po_v14 = {0};
      po_vf po_v15 = {0};
      long c2 = 0;
      for (; c2 + 15 <= 1999; c2 += 16) {
        po_v8 += (po_loadf(&t_A[0][c2]) * po_loadf(&t_y1[c2]));
        po_v9 += (po_loadf(&t_A[1][c2]) * po_loadf(&t_y1[c2]));
        po_v10 += (po_loadf(&t_A[2][c2]) * po_loadf(&t_y1[c2]));
        po_v11 += (po_loadf(&t_A[3][c2]) * po_loadf(&t_y1[c2]));
        po_v12 += (po_loadf(&t_A[4][c2]) * po_loadf(&t_y1[c2]));
        po_v13 += (po_loadf(&t_A[5][c2]) * po_loadf(&t_y1[c2]));
        po_v14 += (po_loadf(&t_A[6][c2]) * po_loadf(&t_y1[c2]));
        po_v15 += (po_loadf(&t_A[7][c2]) * po_loadf(&t_y1[c2]));
      }
      po_r0 += po_hsumf(po_v8);
      po_r1 += po_hsumf(po_v9);
      po_r2 += po_hsumf(po_v10);
      po_r3 += po_hsumf(po_v11);
      po_r4 += po_hsumf(po_v12);
      po_r5 += po_hsumf(po_v13);
      po_r6 += po_hsumf(po_v14);
      po_r7 += po_hsumf(po_v15);
      for (; c2 <= 1999; c2 += 1) {
        po_r0 += (t_A[0][c2] * t_y1[c2]);
        po_r1 += (t_A[1][c2] * t_y1[c2]);
        po_r2 += (t_A[2][c2] * t_y1[c2]);
        po_r3 += (t_A[3][c2] * t_y1[c2]);
        po_r4 += (t_A[4][c2] * t_y1[c2]);
        po_r5 += (t_A[5][c2] * t_y1[c2]);
        po_r6 += (t_A[6][c2] * t_y1[c2]);
        po_r7 += (t_A[7][c2] * t_y1[c2]);
      }
    }
    t_x1out[0] += po_r0;
    t_x1out[1] += po_r1;
    t_x1out[2] += po_r2;
    t_x1out[3] += po_r3;
    t_x1out[4] += po_r4;
    t_x1out[5] += po_r5;
    t_x1out[6] += po_r6;
    t_x1out[7] += po_r7;
  }
  const float po_h16 = t_y2[0];
  #pragma omp simd
  for (long c3 = 0; c3 <= 1999; c3 += 1) {
    t_x2out[c3] = t_x2[c3];
    t_x2out[c3] += (t_A[0][c3] * po_h16);
  }
  for (long c2 = 1; c2 <= 7; c2 += 1) {
    const float po_h17 = t_y2[c2];
    #pragma omp simd
    for (long c3 = 0; c3 <= 1999; c3 += 1) {
      t_x2out[c3] += (t_A[c2][c3] * po_h17);
    }
  }
  #pragma omp parallel for reduction(+:t_x2out[0:2000])
  for (long c0 = 8; c0 <= 1999; c0 += 8) {
    t_x1out[c0] = t_x1[c0];
    t_x1out[(c0 + 1)] = t_x1[(c0 + 1)];
    t_x1out[(c0 + 2)] = t_x1[(c0 + 2)];
    t_x1out[(c0 + 3)] = t_x1[(c0 + 3)];
    t_x1out[(c0 + 4)] = t_x1[(c0 + 4)];
    t_x1out[(c0 + 5)] = t_x1[(c0 + 5)];
    t_x1out[(c0 + 6)] = t_x1[(c0 + 6)];
    t_x1out[(c0 + 7)] = t_x1[(c0 + 7)];
    {
      float po_r18 = 0;
      float po_r19 = 0;
      float po_r20 = 0;
      float po_r21 = 0;
      float po_r22 = 0;
      float po_r23 = 0;
      float po_r24 = 0;
      float po_r25 = 0;
      {
        po_vf po_v26 = {0};
        po_vf po_v27 = {0};
        po_vf po_v28 = {0};
        po_vf po_v29 = {0};
        po_vf po_v30 = {0};
        po_vf po_v31 = {0};
        po_vf po_v32 = {0};
        po_vf po_v33 = {0};
        long c2 = 0;
        for (; c2 + 15 <= 1999; c2 += 16) {
          po_v26 += (po_loadf(&t_A[c0][c2]) * po_loadf(&t_y1[c2]));
          po_v27 += (po_loadf(&t_A[(c0 + 1)][c2]) * po_loadf(&t_y1[c2]));
          po_v28 += (po_loadf(&t_A[(c0 + 2)][c2]) * po_loadf(&t_y1[c2]));
          po_v29 += (po_loadf(&t_A[(c0 + 3)][c2]) * po_loadf(&t_y1[c2]));
          po_v30 += (po_loadf(&t_A[(c0 + 4)][c2]) * po_loadf(&t_y1[c2]));
          po_v31 += (po_loadf(&t_A[(c0 + 5)][c2]) * po_loadf(&t_y1[c2]));
          po_v32 += (po_loadf(&t_A[(c0 + 6)][c2]) * po_loadf(&t_y1[c2]));
          po_v33 += (po_loadf(&t_A[(c0 + 7)][c2]) * po_loadf(&t_y1[c2]));
        }
        po_r18 += po_hsumf(po_v26);
        po_r19 += po_hsumf(po_v27);
        po_r20 += po_hsumf(po_v28);
        po_r21 += po_hsumf(po_v29);
        po_r22 += po_hsumf(po_v30);
        po_r23 += po_hsumf(po_v31);
        po_r24 += po_hsumf(po_v32);
        po_r25 += po_hsumf(po_v33);
        for (; c2 <= 1999; c2 += 1) {
          po_r18 += (t_A[c0][c2] * t_y1[c2]);
          po_r19 += (t_A[(c0 + 1)][c2] * t_y1[c2]);
          po_r20 += (t_A[(c0 + 2)][c2] * t_y1[c2]);
          po_r21 += (t_A[(c0 + 3)][c2] * t_y1[c2]);
          po_r22 += (t_A[(c0 + 4)][c2] * t_y1[c2]);
          po_r23 += (t_A[(c0 + 5)][c2] * t_y1[c2]);
          po_r24 += (t_A[(c0 + 6)][c2] * t_y1[c2]);
          po_r25 += (t_A[(c0 + 7)][c2] * t_y1[c2]);
        }
      }
      t_x1out[c0] += po_r18;
      t_x1out[(c0 + 1)] += po_r19;
      t_x1out[(c0 + 2)] += po_r20;
      t_x1out[(c0 + 3)] += po_r21;
      t_x1out[(c0 + 4)] += po_r22;
      t_x1out[(c0 + 5)] += po_r23;
      t_x1out[(c0 + 6)] += po_r24;
      t_x1out[(c0 + 7)] += po_r25;
    }
    for (long c2 = c0; c2 <= c0 + 7; c2 += 1) {
      const float po_h34 = t_y2[c2];
      #pragma omp simd
      for (long c3 = 0; c3 <= 1999; c3 += 1) {
        t_x2out[c3] += (t_A[c2][c3] * po_h34);
      }
    }
  }
  return po_err;
}
