/* golden: kernels/shape.tc transpose at M=4096, N=4096, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
static inline void po_stream_vf(float *p, po_vf v) {
#ifdef __AVX512F__
  __builtin_ia32_movntps512((float *)p, (float __attribute__((vector_size(64))))v);
#else
  po_storef(p, v);
#endif
}
static inline void po_stream_vd(double *p, po_vd v) {
#ifdef __AVX512F__
  __builtin_ia32_movntpd512((double *)p, (double __attribute__((vector_size(64))))v);
#else
  po_stored(p, v);
#endif
}
static inline void po_stream_vi(int32_t *p, po_vi v) {
#ifdef __AVX512F__
  __builtin_ia32_movntdq512((long long __attribute__((vector_size(64))) *)p, (long long __attribute__((vector_size(64))))v);
#else
  po_storei(p, v);
#endif
}
static inline void po_stream_vl(int64_t *p, po_vl v) {
#ifdef __AVX512F__
  __builtin_ia32_movntdq512((long long __attribute__((vector_size(64))) *)p, (long long __attribute__((vector_size(64))))v);
#else
  po_storel(p, v);
#endif
}
static inline void po_tr_vf(po_vf *r) {
  po_vf lo, hi;
  for (int i = 0; i < 16; i++) if (!(i & 8)) {
    lo = __builtin_shuffle(r[i], r[i + 8], (po_vi){0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23});
    hi = __builtin_shuffle(r[i], r[i + 8], (po_vi){8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31});
    r[i] = lo; r[i + 8] = hi;
  }
  for (int i = 0; i < 16; i++) if (!(i & 4)) {
    lo = __builtin_shuffle(r[i], r[i + 4], (po_vi){0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27});
    hi = __builtin_shuffle(r[i], r[i + 4], (po_vi){4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31});
    r[i] = lo; r[i + 4] = hi;
  }
  for (int i = 0; i < 16; i++) if (!(i & 2)) {
    lo = __builtin_shuffle(r[i], r[i + 2], (po_vi){0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29});
    hi = __builtin_shuffle(r[i], r[i + 2], (po_vi){2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31});
    r[i] = lo; r[i + 2] = hi;
  }
  for (int i = 0; i < 16; i++) if (!(i & 1)) {
    lo = __builtin_shuffle(r[i], r[i + 1], (po_vi){0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30});
    hi = __builtin_shuffle(r[i], r[i + 1], (po_vi){1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31});
    r[i] = lo; r[i + 1] = hi;
  }
}
static inline void po_tr_vd(po_vd *r) {
  po_vd lo, hi;
  for (int i = 0; i < 8; i++) if (!(i & 4)) {
    lo = __builtin_shuffle(r[i], r[i + 4], (po_vl){0, 1, 2, 3, 8, 9, 10, 11});
    hi = __builtin_shuffle(r[i], r[i + 4], (po_vl){4, 5, 6, 7, 12, 13, 14, 15});
    r[i] = lo; r[i + 4] = hi;
  }
  for (int i = 0; i < 8; i++) if (!(i & 2)) {
    lo = __builtin_shuffle(r[i], r[i + 2], (po_vl){0, 1, 8, 9, 4, 5, 12, 13});
    hi = __builtin_shuffle(r[i], r[i + 2], (po_vl){2, 3, 10, 11, 6, 7, 14, 15});
    r[i] = lo; r[i + 2] = hi;
  }
  for (int i = 0; i < 8; i++) if (!(i & 1)) {
    lo = __builtin_shuffle(r[i], r[i + 1], (po_vl){0, 8, 2, 10, 4, 12, 6, 14});
    hi = __builtin_shuffle(r[i], r[i + 1], (po_vl){1, 9, 3, 11, 5, 13, 7, 15});
    r[i] = lo; r[i + 1] = hi;
  }
}
static inline void po_tr_vi(po_vi *r) {
  po_vi lo, hi;
  for (int i = 0; i < 16; i++) if (!(i & 8)) {
    lo = __builtin_shuffle(r[i], r[i + 8], (po_vi){0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23});
    hi = __builtin_shuffle(r[i], r[i + 8], (po_vi){8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31});
    r[i] = lo; r[i + 8] = hi;
  }
  for (int i = 0; i < 16; i++) if (!(i & 4)) {
    lo = __builtin_shuffle(r[i], r[i + 4], (po_vi){0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27});
    hi = __builtin_shuffle(r[i], r[i + 4], (po_vi){4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31});
    r[i] = lo; r[i + 4] = hi;
  }
  for (int i = 0; i < 16; i++) if (!(i & 2)) {
    lo = __builtin_shuffle(r[i], r[i + 2], (po_vi){0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29});
    hi = __builtin_shuffle(r[i], r[i + 2], (po_vi){2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31});
    r[i] = lo; r[i + 2] = hi;
  }
  for (int i = 0; i < 16; i++) if (!(i & 1)) {
    lo = __builtin_shuffle(r[i], r[i + 1], (po_vi){0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30});
    hi = __builtin_shuffle(r[i], r[i + 1], (po_vi){1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31});
    r[i] = lo; r[i + 1] = hi;
  }
}
static inline void po_tr_vl(po_vl *r) {
  po_vl lo, hi;
  for (int i = 0; i < 8; i++) if (!(i & 4)) {
    lo = __builtin_shuffle(r[i], r[i + 4], (po_vl){0, 1, 2, 3, 8, 9, 10, 11});
    hi = __builtin_shuffle(r[i], r[i + 4], (po_vl){4, 5, 6, 7, 12, 13, 14, 15});
    r[i] = lo; r[i + 4] = hi;
  }
  for (int i = 0; i < 8; i++) if (!(i & 2)) {
    lo = __builtin_shuffle(r[i], r[i + 2], (po_vl){0, 1, 8, 9, 4, 5, 12, 13});
    hi = __builtin_shuffle(r[i], r[i + 2], (po_vl){2, 3, 10, 11, 6, 7, 14, 15});
    r[i] = lo; r[i + 2] = hi;
  }
  for (int i = 0; i < 8; i++) if (!(i & 1)) {
    lo = __builtin_shuffle(r[i], r[i + 1], (po_vl){0, 8, 2, 10, 4, 12, 6, 14});
    hi = __builtin_shuffle(r[i], r[i + 1], (po_vl){1, 9, 3, 11, 5, 13, 7, 15});
    r[i] = lo; r[i + 1] = hi;
  }
}

// polyopt kernel transpose
//   S0: T(j, i) = A(i, j)
int k_transpose(const float *restrict a_A, float *restrict a_T)
{
  const long s_M = 4096;
  const long s_N = 4096;
  const float (*restrict t_A)[4096] = (const float (*)[4096])a_A;
  float (*restrict t_T)[4096] = (float (*)[4096])a_T;
  int po_err = 0;
  #pragma omp parallel
  {
  #pragma omp for nowait
  for (long c0 = 0; c0 <= 3840; c0 += 256) {
    if (c0 < 0 || !(c0 <= 3840)) __builtin_unreachable();
    for (long c1 = 0; c1 <= 4064; c1 += 32) {
      for (long c2 = c0; c2 <= c0 + 240; c2 += 16) {
        for (long c3 = c1; c3 <= c1 + 16; c3 += 16) {
          {  // 16 x 16 block of T transposed in registers
            po_vf po_b[16];
            unsigned long po_e = (unsigned long)((c2 - c0) * 32 + (c3 - c1) * 16);  // the next tile's elements this block prefetches
            const float *po_pf = &t_A[((c1 + 32 <= 4064 ? c1 + 32 : c1) + po_e / 256)][(c0 + po_e % 256)];
            __builtin_prefetch(po_pf + 0, 0, 3);
            __builtin_prefetch(po_pf + 16, 0, 3);
            __builtin_prefetch(po_pf + 32, 0, 3);
            __builtin_prefetch(po_pf + 48, 0, 3);
            __builtin_prefetch(po_pf + 64, 0, 3);
            __builtin_prefetch(po_pf + 80, 0, 3);
            __builtin_prefetch(po_pf + 96, 0, 3);
            __builtin_prefetch(po_pf + 112, 0, 3);
            __builtin_prefetch(po_pf + 128, 0, 3);
            __builtin_prefetch(po_pf + 144, 0, 3);
            __builtin_prefetch(po_pf + 160, 0, 3);
            __builtin_prefetch(po_pf + 176, 0, 3);
            __builtin_prefetch(po_pf + 192, 0, 3);
            __builtin_prefetch(po_pf + 208, 0, 3);
            __builtin_prefetch(po_pf + 224, 0, 3);
            __builtin_prefetch(po_pf + 240, 0, 3);
            __builtin_prefetch(po_pf + 255, 0, 3);  // (a source not on a line: the last one's rest)
            po_b[0] = po_loadf(&t_A[c3][c2]);
            po_b[1] = po_loadf(&t_A[(c3 + 1)][c2]);
            po_b[2] = po_loadf(&t_A[(c3 + 2)][c2]);
            po_b[3] = po_loadf(&t_A[(c3 + 3)][c2]);
            po_b[4] = po_loadf(&t_A[(c3 + 4)][c2]);
            po_b[5] = po_loadf(&t_A[(c3 + 5)][c2]);
            po_b[6] = po_loadf(&t_A[(c3 + 6)][c2]);
            po_b[7] = po_loadf(&t_A[(c3 + 7)][c2]);
            po_b[8] = po_loadf(&t_A[(c3 + 8)][c2]);
            po_b[9] = po_loadf(&t_A[(c3 + 9)][c2]);
            po_b[10] = po_loadf(&t_A[(c3 + 10)][c2]);
            po_b[11] = po_loadf(&t_A[(c3 + 11)][c2]);
            po_b[12] = po_loadf(&t_A[(c3 + 12)][c2]);
            po_b[13] = po_loadf(&t_A[(c3 + 13)][c2]);
            po_b[14] = po_loadf(&t_A[(c3 + 14)][c2]);
            po_b[15] = po_loadf(&t_A[(c3 + 15)][c2]);
            po_tr_vf(po_b);
            if ((((unsigned long)&t_T[c2][c3] | ((unsigned long)&t_T[(c2 + 1)][c3] - (unsigned long)&t_T[c2][c3])) & 63) == 0) {
              po_stream_vf(&t_T[c2][c3], po_b[0]);
              po_stream_vf(&t_T[(c2 + 1)][c3], po_b[1]);
              po_stream_vf(&t_T[(c2 + 2)][c3], po_b[2]);
              po_stream_vf(&t_T[(c2 + 3)][c3], po_b[3]);
              po_stream_vf(&t_T[(c2 + 4)][c3], po_b[4]);
              po_stream_vf(&t_T[(c2 + 5)][c3], po_b[5]);
              po_stream_vf(&t_T[(c2 + 6)][c3], po_b[6]);
              po_stream_vf(&t_T[(c2 + 7)][c3], po_b[7]);
              po_stream_vf(&t_T[(c2 + 8)][c3], po_b[8]);
              po_stream_vf(&t_T[(c2 + 9)][c3], po_b[9]);
              po_stream_vf(&t_T[(c2 + 10)][c3], po_b[10]);
              po_stream_vf(&t_T[(c2 + 11)][c3], po_b[11]);
              po_stream_vf(&t_T[(c2 + 12)][c3], po_b[12]);
              po_stream_vf(&t_T[(c2 + 13)][c3], po_b[13]);
              po_stream_vf(&t_T[(c2 + 14)][c3], po_b[14]);
              po_stream_vf(&t_T[(c2 + 15)][c3], po_b[15]);
            } else {
              po_storef(&t_T[c2][c3], po_b[0]);
              po_storef(&t_T[(c2 + 1)][c3], po_b[1]);
              po_storef(&t_T[(c2 + 2)][c3], po_b[2]);
              po_storef(&t_T[(c2 + 3)][c3], po_b[3]);
              po_storef(&t_T[(c2 + 4)][c3], po_b[4]);
              po_storef(&t_T[(c2 + 5)][c3], po_b[5]);
              po_storef(&t_T[(c2 + 6)][c3], po_b[6]);
              po_storef(&t_T[(c2 + 7)][c3], po_b[7]);
              po_storef(&t_T[(c2 + 8)][c3], po_b[8]);
              po_storef(&t_T[(c2 + 9)][c3], po_b[9]);
              po_storef(&t_T[(c2 + 10)][c3], po_b[10]);
              po_storef(&t_T[(c2 + 11)][c3], po_b[11]);
              po_storef(&t_T[(c2 + 12)][c3], po_b[12]);
              po_storef(&t_T[(c2 + 13)][c3], po_b[13]);
              po_storef(&t_T[(c2 + 14)][c3], po_b[14]);
              po_storef(&t_T[(c2 + 15)][c3], po_b[15]);
            }
          }
        }
      }
    }
  }
#ifdef __SSE2__
    __builtin_ia32_sfence();
#endif
  }
  return po_err;
}
