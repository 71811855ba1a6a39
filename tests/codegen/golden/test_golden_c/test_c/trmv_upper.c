/* golden: kernels/triangular.tc trmv_upper at N=4096, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
static inline double po_hsumd(po_vd v) { v += __builtin_shuffle(v, (po_vl){4, 5, 6, 7, 0, 1, 2, 3}); v += __builtin_shuffle(v, (po_vl){2, 3, 4, 5, 6, 7, 0, 1}); v += __builtin_shuffle(v, (po_vl){1, 2, 3, 4, 5, 6, 7, 0}); return v[0]; }

// polyopt kernel trmv_upper
//   S0_init: y(i) = identity of +
//   S0: y(i) += (U(i, j) * x(j))
int k_trmv_upper(const double *restrict a_U, const double *restrict a_x, double *restrict a_y)
{
  const long s_N = 4096;
  const double (*restrict t_U)[4096] = (const double (*)[4096])a_U;
  const double *restrict t_x = a_x;
  double *restrict t_y = a_y;
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
      double po_r0 = 0;
      for (long po_c = c0; po_c <= po_min(4095, c0); po_c += 1024) {
        double po_p1 = 0;
        {
          po_vd po_v2 = {0}, po_v2_1 = {0}, po_v2_2 = {0}, po_v2_3 = {0};
          long c1 = po_c;
          for (; c1 + 31 <= po_min(po_min(4095, c0), po_c + 1023); c1 += 32) {
            po_v2 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v2_1 += (po_loadd(&t_U[c0][(c1 + 8)]) * po_loadd(&t_x[(c1 + 8)]));
            po_v2_2 += (po_loadd(&t_U[c0][(c1 + 16)]) * po_loadd(&t_x[(c1 + 16)]));
            po_v2_3 += (po_loadd(&t_U[c0][(c1 + 24)]) * po_loadd(&t_x[(c1 + 24)]));
          }
          for (; c1 + 7 <= po_min(po_min(4095, c0), po_c + 1023); c1 += 8) {
            po_v2 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
          }
          po_v2 += po_v2_1;
          po_v2 += po_v2_2;
          po_v2 += po_v2_3;
          po_p1 += po_hsumd(po_v2);
          for (; c1 <= po_min(po_min(4095, c0), po_c + 1023); c1 += 1) {
            po_p1 += (t_U[c0][c1] * t_x[c1]);
          }
        }
        po_r0 += po_p1;
      }
      t_y[c0] += po_r0;
    }
    {
      double po_r3 = 0;
      double po_r4 = 0;
      for (long po_c = po_max(c0, c0 + 1); po_c <= po_min(4095, c0 + 1); po_c += 1024) {
        double po_p5 = 0;
        double po_p6 = 0;
        {
          po_vd po_v7 = {0}, po_v7_1 = {0};
          po_vd po_v8 = {0}, po_v8_1 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(4095, c0 + 1), po_c + 1023); c1 += 16) {
            po_v7 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v7_1 += (po_loadd(&t_U[c0][(c1 + 8)]) * po_loadd(&t_x[(c1 + 8)]));
            po_v8 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v8_1 += (po_loadd(&t_U[(c0 + 1)][(c1 + 8)]) * po_loadd(&t_x[(c1 + 8)]));
          }
          for (; c1 + 7 <= po_min(po_min(4095, c0 + 1), po_c + 1023); c1 += 8) {
            po_v7 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v8 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
          }
          po_v7 += po_v7_1;
          po_v8 += po_v8_1;
          po_p5 += po_hsumd(po_v7);
          po_p6 += po_hsumd(po_v8);
          for (; c1 <= po_min(po_min(4095, c0 + 1), po_c + 1023); c1 += 1) {
            po_p5 += (t_U[c0][c1] * t_x[c1]);
            po_p6 += (t_U[(c0 + 1)][c1] * t_x[c1]);
          }
        }
        po_r3 += po_p5;
        po_r4 += po_p6;
      }
      t_y[c0] += po_r3;
      t_y[(c0 + 1)] += po_r4;
    }
    {
      double po_r9 = 0;
      double po_r10 = 0;
      double po_r11 = 0;
      for (long po_c = po_max(po_max(c0, c0 + 1), c0 + 2); po_c <= po_min(4095, c0 + 2); po_c += 1024) {
        double po_p12 = 0;
        double po_p13 = 0;
        double po_p14 = 0;
        {
          po_vd po_v15 = {0}, po_v15_1 = {0};
          po_vd po_v16 = {0}, po_v16_1 = {0};
          po_vd po_v17 = {0}, po_v17_1 = {0};
          long c1 = po_c;
          for (; c1 + 15 <= po_min(po_min(4095, c0 + 2), po_c + 1023); c1 += 16) {
            po_v15 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v15_1 += (po_loadd(&t_U[c0][(c1 + 8)]) * po_loadd(&t_x[(c1 + 8)]));
            po_v16 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v16_1 += (po_loadd(&t_U[(c0 + 1)][(c1 + 8)]) * po_loadd(&t_x[(c1 + 8)]));
            po_v17 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
            po_v17_1 += (po_loadd(&t_U[(c0 + 2)][(c1 + 8)]) * po_loadd(&t_x[(c1 + 8)]));
          }
          for (; c1 + 7 <= po_min(po_min(4095, c0 + 2), po_c + 1023); c1 += 8) {
            po_v15 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v16 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v17 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
          }
          po_v15 += po_v15_1;
          po_v16 += po_v16_1;
          po_v17 += po_v17_1;
          po_p12 += po_hsumd(po_v15);
          po_p13 += po_hsumd(po_v16);
          po_p14 += po_hsumd(po_v17);
          for (; c1 <= po_min(po_min(4095, c0 + 2), po_c + 1023); c1 += 1) {
            po_p12 += (t_U[c0][c1] * t_x[c1]);
            po_p13 += (t_U[(c0 + 1)][c1] * t_x[c1]);
            po_p14 += (t_U[(c0 + 2)][c1] * t_x[c1]);
          }
        }
        po_r9 += po_p12;
        po_r10 += po_p13;
        po_r11 += po_p14;
      }
      t_y[c0] += po_r9;
      t_y[(c0 + 1)] += po_r10;
      t_y[(c0 + 2)] += po_r11;
    }
    {
      double po_r18 = 0;
      double po_r19 = 0;
      double po_r20 = 0;
      double po_r21 = 0;
      for (long po_c = po_max(po_max(po_max(c0, c0 + 1), c0 + 2), c0 + 3); po_c <= po_min(4095, c0 + 3); po_c += 1024) {
        double po_p22 = 0;
        double po_p23 = 0;
        double po_p24 = 0;
        double po_p25 = 0;
        {
          po_vd po_v26 = {0};
          po_vd po_v27 = {0};
          po_vd po_v28 = {0};
          po_vd po_v29 = {0};
          long c1 = po_c;
          for (; c1 + 7 <= po_min(po_min(4095, c0 + 3), po_c + 1023); c1 += 8) {
            po_v26 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v27 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v28 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
            po_v29 += (po_loadd(&t_U[(c0 + 3)][c1]) * po_loadd(&t_x[c1]));
          }
          po_p22 += po_hsumd(po_v26);
          po_p23 += po_hsumd(po_v27);
          po_p24 += po_hsumd(po_v28);
          po_p25 += po_hsumd(po_v29);
          for (; c1 <= po_min(po_min(4095, c0 + 3), po_c + 1023); c1 += 1) {
            po_p22 += (t_U[c0][c1] * t_x[c1]);
            po_p23 += (t_U[(c0 + 1)][c1] * t_x[c1]);
            po_p24 += (t_U[(c0 + 2)][c1] * t_x[c1]);
            po_p25 += (t_U[(c0 + 3)][c1] * t_x[c1]);
          }
        }
        po_r18 += po_p22;
        po_r19 += po_p23;
        po_r20 += po_p24;
        po_r21 += po_p25;
      }
      t_y[c0] += po_r18;
      t_y[(c0 + 1)] += po_r19;
      t_y[(c0 + 2)] += po_r20;
      t_y[(c0 + 3)] += po_r21;
    }
    {
      double po_r30 = 0;
      double po_r31 = 0;
      double po_r32 = 0;
      double po_r33 = 0;
      double po_r34 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(c0, c0 + 1), c0 + 2), c0 + 3), c0 + 4); po_c <= po_min(4095, c0 + 4); po_c += 1024) {
        double po_p35 = 0;
        double po_p36 = 0;
        double po_p37 = 0;
        double po_p38 = 0;
        double po_p39 = 0;
        {
          po_vd po_v40 = {0};
          po_vd po_v41 = {0};
          po_vd po_v42 = {0};
          po_vd po_v43 = {0};
          po_vd po_v44 = {0};
          long c1 = po_c;
          for (; c1 + 7 <= po_min(po_min(4095, c0 + 4), po_c + 1023); c1 += 8) {
            po_v40 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v41 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v42 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
            po_v43 += (po_loadd(&t_U[(c0 + 3)][c1]) * po_loadd(&t_x[c1]));
            po_v44 += (po_loadd(&t_U[(c0 + 4)][c1]) * po_loadd(&t_x[c1]));
          }
          po_p35 += po_hsumd(po_v40);
          po_p36 += po_hsumd(po_v41);
          po_p37 += po_hsumd(po_v42);
          po_p38 += po_hsumd(po_v43);
          po_p39 += po_hsumd(po_v44);
          for (; c1 <= po_min(po_min(4095, c0 + 4), po_c + 1023); c1 += 1) {
            po_p35 += (t_U[c0][c1] * t_x[c1]);
            po_p36 += (t_U[(c0 + 1)][c1] * t_x[c1]);
            po_p37 += (t_U[(c0 + 2)][c1] * t_x[c1]);
            po_p38 += (t_U[(c0 + 3)][c1] * t_x[c1]);
            po_p39 += (t_U[(c0 + 4)][c1] * t_x[c1]);
          }
        }
        po_r30 += po_p35;
        po_r31 += po_p36;
        po_r32 += po_p37;
        po_r33 += po_p38;
        po_r34 += po_p39;
      }
      t_y[c0] += po_r30;
      t_y[(c0 + 1)] += po_r31;
      t_y[(c0 + 2)] += po_r32;
      t_y[(c0 + 3)] += po_r33;
      t_y[(c0 + 4)] += po_r34;
    }
    {
      double po_r45 = 0;
      double po_r46 = 0;
      double po_r47 = 0;
      double po_r48 = 0;
      double po_r49 = 0;
      double po_r50 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(po_max(c0, c0 + 1), c0 + 2), c0 + 3), c0 + 4), c0 + 5); po_c <= po_min(4095, c0 + 5); po_c += 1024) {
        double po_p51 = 0;
        double po_p52 = 0;
        double po_p53 = 0;
        double po_p54 = 0;
        double po_p55 = 0;
        double po_p56 = 0;
        {
          po_vd po_v57 = {0};
          po_vd po_v58 = {0};
          po_vd po_v59 = {0};
          po_vd po_v60 = {0};
          po_vd po_v61 = {0};
          po_vd po_v62 = {0};
          long c1 = po_c;
          for (; c1 + 7 <= po_min(po_min(4095, c0 + 5), po_c + 1023); c1 += 8) {
            po_v57 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v58 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v59 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
            po_v60 += (po_loadd(&t_U[(c0 + 3)][c1]) * po_loadd(&t_x[c1]));
            po_v61 += (po_loadd(&t_U[(c0 + 4)][c1]) * po_loadd(&t_x[c1]));
            po_v62 += (po_loadd(&t_U[(c0 + 5)][c1]) * po_loadd(&t_x[c1]));
          }
          po_p51 += po_hsumd(po_v57);
          po_p52 += po_hsumd(po_v58);
          po_p53 += po_hsumd(po_v59);
          po_p54 += po_hsumd(po_v60);
          po_p55 += po_hsumd(po_v61);
          po_p56 += po_hsumd(po_v62);
          for (; c1 <= po_min(po_min(4095, c0 + 5), po_c + 1023); c1 += 1) {
            po_p51 += (t_U[c0][c1] * t_x[c1]);
            po_p52 += (t_U[(c0 + 1)][c1] * t_x[c1]);
            po_p53 += (t_U[(c0 + 2)][c1] * t_x[c1]);
            po_p54 += (t_U[(c0 + 3)][c1] * t_x[c1]);
            po_p55 += (t_U[(c0 + 4)][c1] * t_x[c1]);
            po_p56 += (t_U[(c0 + 5)][c1] * t_x[c1]);
          }
        }
        po_r45 += po_p51;
        po_r46 += po_p52;
        po_r47 += po_p53;
        po_r48 += po_p54;
        po_r49 += po_p55;
        po_r50 += po_p56;
      }
      t_y[c0] += po_r45;
      t_y[(c0 + 1)] += po_r46;
      t_y[(c0 + 2)] += po_r47;
      t_y[(c0 + 3)] += po_r48;
      t_y[(c0 + 4)] += po_r49;
      t_y[(c0 + 5)] += po_r50;
    }
    {
      double po_r63 = 0;
      double po_r64 = 0;
      double po_r65 = 0;
      double po_r66 = 0;
      double po_r67 = 0;
      double po_r68 = 0;
      double po_r69 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(po_max(po_max(c0, c0 + 1), c0 + 2), c0 + 3), c0 + 4), c0 + 5), c0 + 6); po_c <= po_min(4095, c0 + 6); po_c += 1024) {
        double po_p70 = 0;
        double po_p71 = 0;
        double po_p72 = 0;
        double po_p73 = 0;
        double po_p74 = 0;
        double po_p75 = 0;
        double po_p76 = 0;
        {
          po_vd po_v77 = {0};
          po_vd po_v78 = {0};
          po_vd po_v79 = {0};
          po_vd po_v80 = {0};
          po_vd po_v81 = {0};
          po_vd po_v82 = {0};
          po_vd po_v83 = {0};
          long c1 = po_c;
          for (; c1 + 7 <= po_min(po_min(4095, c0 + 6), po_c + 1023); c1 += 8) {
            po_v77 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v78 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v79 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
            po_v80 += (po_loadd(&t_U[(c0 + 3)][c1]) * po_loadd(&t_x[c1]));
            po_v81 += (po_loadd(&t_U[(c0 + 4)][c1]) * po_loadd(&t_x[c1]));
            po_v82 += (po_loadd(&t_U[(c0 + 5)][c1]) * po_loadd(&t_x[c1]));
            po_v83 += (po_loadd(&t_U[(c0 + 6)][c1]) * po_loadd(&t_x[c1]));
          }
          po_p70 += po_hsumd(po_v77);
          po_p71 += po_hsumd(po_v78);
          po_p72 += po_hsumd(po_v79);
          po_p73 += po_hsumd(po_v80);
          po_p74 += po_hsumd(po_v81);
          po_p75 += po_hsumd(po_v82);
          po_p76 += po_hsumd(po_v83);
          for (; c1 <= po_min(po_min(4095, c0 + 6), po_c + 1023); c1 += 1) {
            po_p70 += (t_U[c0][c1] * t_x[c1]);
            po_p71 += (t_U[(c0 + 1)][c1] * t_x[c1]);
            po_p72 += (t_U[(c0 + 2)][c1] * t_x[c1]);
            po_p73 += (t_U[(c0 + 3)][c1] * t_x[c1]);
            po_p74 += (t_U[(c0 + 4)][c1] * t_x[c1]);
            po_p75 += (t_U[(c0 + 5)][c1] * t_x[c1]);
            po_p76 += (t_U[(c0 + 6)][c1] * t_x[c1]);
          }
        }
        po_r63 += po_p70;
        po_r64 += po_p71;
        po_r65 += po_p72;
        po_r66 += po_p73;
        po_r67 += po_p74;
        po_r68 += po_p75;
        po_r69 += po_p76;
      }
      t_y[c0] += po_r63;
      t_y[(c0 + 1)] += po_r64;
      t_y[(c0 + 2)] += po_r65;
      t_y[(c0 + 3)] += po_r66;
      t_y[(c0 + 4)] += po_r67;
      t_y[(c0 + 5)] += po_r68;
      t_y[(c0 + 6)] += po_r69;
    }
    {
      double po_r84 = 0;
      double po_r85 = 0;
      double po_r86 = 0;
      double po_r87 = 0;
      double po_r88 = 0;
      double po_r89 = 0;
      double po_r90 = 0;
      double po_r91 = 0;
      for (long po_c = po_max(po_max(po_max(po_max(po_max(po_max(po_max(c0, c0 + 1), c0 + 2), c0 + 3), c0 + 4), c0 + 5), c0 + 6), c0 + 7); po_c <= 4095; po_c += 1024) {
        double po_p92 = 0;
        double po_p93 = 0;
        double po_p94 = 0;
        double po_p95 = 0;
        double po_p96 = 0;
        double po_p97 = 0;
        double po_p98 = 0;
        double po_p99 = 0;
        {
          po_vd po_v100 = {0};
          po_vd po_v101 = {0};
          po_vd po_v102 = {0};
          po_vd po_v103 = {0};
          po_vd po_v104 = {0};
          po_vd po_v105 = {0};
          po_vd po_v106 = {0};
          po_vd po_v107 = {0};
          long c1 = po_c;
          for (; c1 + 7 <= po_min(4095, po_c + 1023); c1 += 8) {
            po_v100 += (po_loadd(&t_U[c0][c1]) * po_loadd(&t_x[c1]));
            po_v101 += (po_loadd(&t_U[(c0 + 1)][c1]) * po_loadd(&t_x[c1]));
            po_v102 += (po_loadd(&t_U[(c0 + 2)][c1]) * po_loadd(&t_x[c1]));
            po_v103 += (po_loadd(&t_U[(c0 + 3)][c1]) * po_loadd(&t_x[c1]));
            po_v104 += (po_loadd(&t_U[(c0 + 4)][c1]) * po_loadd(&t_x[c1]));
            po_v105 += (po_loadd(&t_U[(c0 + 5)][c1]) * po_loadd(&t_x[c1]));
            po_v106 += (po_loadd(&t_U[(c0 + 6)][c1]) * po_loadd(&t_x[c1]));
            po_v107 += (po_loadd(&t_U[(c0 + 7)][c1]) * po_loadd(&t_x[c1]));
          }
          po_p92 += po_hsumd(po_v100);
          po_p93 += po_hsumd(po_v101);
          po_p94 += po_hsumd(po_v102);
          po_p95 += po_hsumd(po_v103);
          po_p96 += po_hsumd(po_v104);
          po_p97 += po_hsumd(po_v105);
          po_p98 += po_hsumd(po_v106);
          po_p99 += po_hsumd(po_v107);
          for (; c1 <= po_min(4095, po_c + 1023); c1 += 1) {
            po_p92 += (t_U[c0][c1] * t_x[c1]);
            po_p93 += (t_U[(c0 + 1)][c1] * t_x[c1]);
            po_p94 += (t_U[(c0 + 2)][c1] * t_x[c1]);
            po_p95 += (t_U[(c0 + 3)][c1] * t_x[c1]);
            po_p96 += (t_U[(c0 + 4)][c1] * t_x[c1]);
            po_p97 += (t_U[(c0 + 5)][c1] * t_x[c1]);
            po_p98 += (t_U[(c0 + 6)][c1] * t_x[c1]);
            po_p99 += (t_U[(c0 + 7)][c1] * t_x[c1]);
          }
        }
        po_r84 += po_p92;
        po_r85 += po_p93;
        po_r86 += po_p94;
        po_r87 += po_p95;
        po_r88 += po_p96;
        po_r89 += po_p97;
        po_r90 += po_p98;
        po_r91 += po_p99;
      }
      t_y[c0] += po_r84;
      t_y[(c0 + 1)] += po_r85;
      t_y[(c0 + 2)] += po_r86;
      t_y[(c0 + 3)] += po_r87;
      t_y[(c0 + 4)] += po_r88;
      t_y[(c0 + 5)] += po_r89;
      t_y[(c0 + 6)] += po_r90;
      t_y[(c0 + 7)] += po_r91;
    }
  }
  return po_err;
}
