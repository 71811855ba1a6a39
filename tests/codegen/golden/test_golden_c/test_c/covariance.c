/* golden: kernels/polybench.tc covariance at N=1400, M=1200, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel covariance
//   S0_init: mean(j) = identity of +
//   S0: mean(j) += data(i, j)
//   S1: mean(j) = (mean(j) / N)
//   S2: centered(i, j) = (data(i, j) - mean(j))
//   S3_init: cov(i, j) = identity of +
//   S3: cov(i, j) += (centered(k, i) * centered(k, j))
//   S4: cov(i, j) = (cov(i, j) / (N - 1))
int k_covariance(const float *restrict a_data, float *restrict a_cov, float *restrict a_mean, float *restrict a_centered)
{
  const long s_N = 1400;
  const long s_M = 1200;
  const float (*restrict t_data)[1200] = (const float (*)[1200])a_data;
  float (*restrict t_cov)[1200] = (float (*)[1200])a_cov;
  float *restrict t_mean = a_mean;
  float (*restrict t_centered)[1200] = (float (*)[1200])a_centered;
  int po_err = 0;
  #pragma omp simd
  for (long c2 = 0; c2 <= 1199; c2 += 1) {
    t_mean[c2] = 0;
  }
  #pragma omp parallel for reduction(+:t_mean[0:1200])
  for (long c1 = 0; c1 <= 1399; c1 += 4) {
    #pragma omp simd
    for (long c2 = 0; c2 <= 1199; c2 += 1) {
      t_mean[c2] += t_data[c1][c2];
      t_mean[c2] += t_data[(c1 + 1)][c2];
      t_mean[c2] += t_data[(c1 + 2)][c2];
      t_mean[c2] += t_data[(c1 + 3)][c2];
    }
  }
  for (long c1 = 1400; c1 <= 2796; c1 += 4) {
    if (c1 >= 1404) {
      #pragma omp simd
      for (long c2 = 0; c2 <= 1199; c2 += 1) {
        t_centered[(c1 - 1400)][c2] = (t_data[(c1 - 1400)][c2] - t_mean[c2]);
        t_centered[(c1 - 1399)][c2] = (t_data[(c1 - 1399)][c2] - t_mean[c2]);
        t_centered[(c1 - 1398)][c2] = (t_data[(c1 - 1398)][c2] - t_mean[c2]);
        t_centered[(c1 - 1397)][c2] = (t_data[(c1 - 1397)][c2] - t_mean[c2]);
      }
    } else {
      #pragma omp simd
      for (long c2 = 0; c2 <= 1199; c2 += 1) {
        t_mean[c2] = ((float)t_mean[c2] / (float)s_N);
        t_centered[0][c2] = (t_data[0][c2] - t_mean[c2]);
        t_centered[1][c2] = (t_data[1][c2] - t_mean[c2]);
        t_centered[2][c2] = (t_data[2][c2] - t_mean[c2]);
        t_centered[3][c2] = (t_data[3][c2] - t_mean[c2]);
      }
    }
    __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
  }
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 1120; c0 += 80) {
    if (c0 < 0 || !(c0 <= 1120)) __builtin_unreachable();
    for (long c1 = 0; c1 <= 1144; c1 += 256) {
      for (long c2 = 0; c2 <= 944; c2 += 256) {
        for (long c3 = c0; c3 <= c0 + 72; c3 += 8) {
          for (long c4 = c2; c4 <= c2 + 224; c4 += 32) {
            {  // register block: 16 vector accumulators
              po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[c3][c4]);
              po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[c3][(c4 + 16)]);
              po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 1)][c4]);
              po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 1)][(c4 + 16)]);
              po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 2)][c4]);
              po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 2)][(c4 + 16)]);
              po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 3)][c4]);
              po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 3)][(c4 + 16)]);
              po_vf po_acc8 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 4)][c4]);
              po_vf po_acc9 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 4)][(c4 + 16)]);
              po_vf po_acc10 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 5)][c4]);
              po_vf po_acc11 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 5)][(c4 + 16)]);
              po_vf po_acc12 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 6)][c4]);
              po_vf po_acc13 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 6)][(c4 + 16)]);
              po_vf po_acc14 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 7)][c4]);
              po_vf po_acc15 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 7)][(c4 + 16)]);
              for (long c5 = c1; c5 <= c1 + 255; c5 += 1) {
                po_acc0 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][c4]));
                po_acc1 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc2 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][c4]));
                po_acc3 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc4 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][c4]));
                po_acc5 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc6 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][c4]));
                po_acc7 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc8 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][c4]));
                po_acc9 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc10 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][c4]));
                po_acc11 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc12 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][c4]));
                po_acc13 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][(c4 + 16)]));
                po_acc14 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][c4]));
                po_acc15 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              }
              po_storef(&t_cov[c3][c4], po_acc0);
              po_storef(&t_cov[c3][(c4 + 16)], po_acc1);
              po_storef(&t_cov[(c3 + 1)][c4], po_acc2);
              po_storef(&t_cov[(c3 + 1)][(c4 + 16)], po_acc3);
              po_storef(&t_cov[(c3 + 2)][c4], po_acc4);
              po_storef(&t_cov[(c3 + 2)][(c4 + 16)], po_acc5);
              po_storef(&t_cov[(c3 + 3)][c4], po_acc6);
              po_storef(&t_cov[(c3 + 3)][(c4 + 16)], po_acc7);
              po_storef(&t_cov[(c3 + 4)][c4], po_acc8);
              po_storef(&t_cov[(c3 + 4)][(c4 + 16)], po_acc9);
              po_storef(&t_cov[(c3 + 5)][c4], po_acc10);
              po_storef(&t_cov[(c3 + 5)][(c4 + 16)], po_acc11);
              po_storef(&t_cov[(c3 + 6)][c4], po_acc12);
              po_storef(&t_cov[(c3 + 6)][(c4 + 16)], po_acc13);
              po_storef(&t_cov[(c3 + 7)][c4], po_acc14);
              po_storef(&t_cov[(c3 + 7)][(c4 + 16)], po_acc15);
            }
          }
        }
      }
      for (long c3 = c0; c3 <= c0 + 72; c3 += 8) {
        for (long c4 = 1024; c4 <= 1168; c4 += 32) {
          {  // register block: 16 vector accumulators
            po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[c3][c4]);
            po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[c3][(c4 + 16)]);
            po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 1)][c4]);
            po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 1)][(c4 + 16)]);
            po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 2)][c4]);
            po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 2)][(c4 + 16)]);
            po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 3)][c4]);
            po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 3)][(c4 + 16)]);
            po_vf po_acc8 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 4)][c4]);
            po_vf po_acc9 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 4)][(c4 + 16)]);
            po_vf po_acc10 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 5)][c4]);
            po_vf po_acc11 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 5)][(c4 + 16)]);
            po_vf po_acc12 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 6)][c4]);
            po_vf po_acc13 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 6)][(c4 + 16)]);
            po_vf po_acc14 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 7)][c4]);
            po_vf po_acc15 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 7)][(c4 + 16)]);
            for (long c5 = c1; c5 <= c1 + 255; c5 += 1) {
              po_acc0 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][c4]));
              po_acc1 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc2 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][c4]));
              po_acc3 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc4 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][c4]));
              po_acc5 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc6 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][c4]));
              po_acc7 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc8 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][c4]));
              po_acc9 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc10 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][c4]));
              po_acc11 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc12 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][c4]));
              po_acc13 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc14 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][c4]));
              po_acc15 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][(c4 + 16)]));
            }
            po_storef(&t_cov[c3][c4], po_acc0);
            po_storef(&t_cov[c3][(c4 + 16)], po_acc1);
            po_storef(&t_cov[(c3 + 1)][c4], po_acc2);
            po_storef(&t_cov[(c3 + 1)][(c4 + 16)], po_acc3);
            po_storef(&t_cov[(c3 + 2)][c4], po_acc4);
            po_storef(&t_cov[(c3 + 2)][(c4 + 16)], po_acc5);
            po_storef(&t_cov[(c3 + 3)][c4], po_acc6);
            po_storef(&t_cov[(c3 + 3)][(c4 + 16)], po_acc7);
            po_storef(&t_cov[(c3 + 4)][c4], po_acc8);
            po_storef(&t_cov[(c3 + 4)][(c4 + 16)], po_acc9);
            po_storef(&t_cov[(c3 + 5)][c4], po_acc10);
            po_storef(&t_cov[(c3 + 5)][(c4 + 16)], po_acc11);
            po_storef(&t_cov[(c3 + 6)][c4], po_acc12);
            po_storef(&t_cov[(c3 + 6)][(c4 + 16)], po_acc13);
            po_storef(&t_cov[(c3 + 7)][c4], po_acc14);
            po_storef(&t_cov[(c3 + 7)][(c4 + 16)], po_acc15);
          }
        }
        {  // register block: 8 vector accumulators
          po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[c3][1184]);
          po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 1)][1184]);
          po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 2)][1184]);
          po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 3)][1184]);
          po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 4)][1184]);
          po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 5)][1184]);
          po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 6)][1184]);
          po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf(&t_cov[(c3 + 7)][1184]);
          for (long c5 = c1; c5 <= c1 + 255; c5 += 1) {
            po_acc0 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][1184]));
            po_acc1 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][1184]));
            po_acc2 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][1184]));
            po_acc3 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][1184]));
            po_acc4 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][1184]));
            po_acc5 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][1184]));
            po_acc6 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][1184]));
            po_acc7 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][1184]));
          }
          po_storef(&t_cov[c3][1184], po_acc0);
          po_storef(&t_cov[(c3 + 1)][1184], po_acc1);
          po_storef(&t_cov[(c3 + 2)][1184], po_acc2);
          po_storef(&t_cov[(c3 + 3)][1184], po_acc3);
          po_storef(&t_cov[(c3 + 4)][1184], po_acc4);
          po_storef(&t_cov[(c3 + 5)][1184], po_acc5);
          po_storef(&t_cov[(c3 + 6)][1184], po_acc6);
          po_storef(&t_cov[(c3 + 7)][1184], po_acc7);
        }
      }
      __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
    }
    for (long c2 = 0; c2 <= 1199; c2 += 256) {
      for (long c3 = c0; c3 <= c0 + 72; c3 += 8) {
        for (long c4 = c2; c4 <= po_min(1168, c2 + 224); c4 += 32) {
          {  // register block: 16 vector accumulators
            po_vf po_acc0 = po_loadf(&t_cov[c3][c4]);
            po_vf po_acc1 = po_loadf(&t_cov[c3][(c4 + 16)]);
            po_vf po_acc2 = po_loadf(&t_cov[(c3 + 1)][c4]);
            po_vf po_acc3 = po_loadf(&t_cov[(c3 + 1)][(c4 + 16)]);
            po_vf po_acc4 = po_loadf(&t_cov[(c3 + 2)][c4]);
            po_vf po_acc5 = po_loadf(&t_cov[(c3 + 2)][(c4 + 16)]);
            po_vf po_acc6 = po_loadf(&t_cov[(c3 + 3)][c4]);
            po_vf po_acc7 = po_loadf(&t_cov[(c3 + 3)][(c4 + 16)]);
            po_vf po_acc8 = po_loadf(&t_cov[(c3 + 4)][c4]);
            po_vf po_acc9 = po_loadf(&t_cov[(c3 + 4)][(c4 + 16)]);
            po_vf po_acc10 = po_loadf(&t_cov[(c3 + 5)][c4]);
            po_vf po_acc11 = po_loadf(&t_cov[(c3 + 5)][(c4 + 16)]);
            po_vf po_acc12 = po_loadf(&t_cov[(c3 + 6)][c4]);
            po_vf po_acc13 = po_loadf(&t_cov[(c3 + 6)][(c4 + 16)]);
            po_vf po_acc14 = po_loadf(&t_cov[(c3 + 7)][c4]);
            po_vf po_acc15 = po_loadf(&t_cov[(c3 + 7)][(c4 + 16)]);
            for (long c5 = 1280; c5 <= 1399; c5 += 1) {
              po_acc0 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][c4]));
              po_acc1 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc2 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][c4]));
              po_acc3 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc4 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][c4]));
              po_acc5 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc6 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][c4]));
              po_acc7 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc8 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][c4]));
              po_acc9 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc10 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][c4]));
              po_acc11 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc12 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][c4]));
              po_acc13 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][(c4 + 16)]));
              po_acc14 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][c4]));
              po_acc15 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][(c4 + 16)]));
            }
            po_acc0 = (po_acc0 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[c3][c4], po_acc0);
            po_acc1 = (po_acc1 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[c3][(c4 + 16)], po_acc1);
            po_acc2 = (po_acc2 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 1)][c4], po_acc2);
            po_acc3 = (po_acc3 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 1)][(c4 + 16)], po_acc3);
            po_acc4 = (po_acc4 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 2)][c4], po_acc4);
            po_acc5 = (po_acc5 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 2)][(c4 + 16)], po_acc5);
            po_acc6 = (po_acc6 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 3)][c4], po_acc6);
            po_acc7 = (po_acc7 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 3)][(c4 + 16)], po_acc7);
            po_acc8 = (po_acc8 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 4)][c4], po_acc8);
            po_acc9 = (po_acc9 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 4)][(c4 + 16)], po_acc9);
            po_acc10 = (po_acc10 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 5)][c4], po_acc10);
            po_acc11 = (po_acc11 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 5)][(c4 + 16)], po_acc11);
            po_acc12 = (po_acc12 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 6)][c4], po_acc12);
            po_acc13 = (po_acc13 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 6)][(c4 + 16)], po_acc13);
            po_acc14 = (po_acc14 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 7)][c4], po_acc14);
            po_acc15 = (po_acc15 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 7)][(c4 + 16)], po_acc15);
          }
        }
        if (c2 == 1024) {
          {  // register block: 8 vector accumulators
            po_vf po_acc0 = po_loadf(&t_cov[c3][1184]);
            po_vf po_acc1 = po_loadf(&t_cov[(c3 + 1)][1184]);
            po_vf po_acc2 = po_loadf(&t_cov[(c3 + 2)][1184]);
            po_vf po_acc3 = po_loadf(&t_cov[(c3 + 3)][1184]);
            po_vf po_acc4 = po_loadf(&t_cov[(c3 + 4)][1184]);
            po_vf po_acc5 = po_loadf(&t_cov[(c3 + 5)][1184]);
            po_vf po_acc6 = po_loadf(&t_cov[(c3 + 6)][1184]);
            po_vf po_acc7 = po_loadf(&t_cov[(c3 + 7)][1184]);
            for (long c5 = 1280; c5 <= 1399; c5 += 1) {
              po_acc0 += (t_centered[c5][c3] * po_loadf(&t_centered[c5][1184]));
              po_acc1 += (t_centered[c5][(c3 + 1)] * po_loadf(&t_centered[c5][1184]));
              po_acc2 += (t_centered[c5][(c3 + 2)] * po_loadf(&t_centered[c5][1184]));
              po_acc3 += (t_centered[c5][(c3 + 3)] * po_loadf(&t_centered[c5][1184]));
              po_acc4 += (t_centered[c5][(c3 + 4)] * po_loadf(&t_centered[c5][1184]));
              po_acc5 += (t_centered[c5][(c3 + 5)] * po_loadf(&t_centered[c5][1184]));
              po_acc6 += (t_centered[c5][(c3 + 6)] * po_loadf(&t_centered[c5][1184]));
              po_acc7 += (t_centered[c5][(c3 + 7)] * po_loadf(&t_centered[c5][1184]));
            }
            po_acc0 = (po_acc0 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[c3][1184], po_acc0);
            po_acc1 = (po_acc1 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 1)][1184], po_acc1);
            po_acc2 = (po_acc2 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 2)][1184], po_acc2);
            po_acc3 = (po_acc3 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 3)][1184], po_acc3);
            po_acc4 = (po_acc4 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 4)][1184], po_acc4);
            po_acc5 = (po_acc5 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 5)][1184], po_acc5);
            po_acc6 = (po_acc6 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 6)][1184], po_acc6);
            po_acc7 = (po_acc7 / (float)((float)((s_N - 1))));
            po_storef(&t_cov[(c3 + 7)][1184], po_acc7);
          }
        }
      }
    }
  }
  return po_err;
}
