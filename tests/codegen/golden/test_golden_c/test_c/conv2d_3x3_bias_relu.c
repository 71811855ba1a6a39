/* golden: kernels/conv.tc conv2d_3x3_bias_relu at N=8, C=64, H=56, W=56, K=64, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
void free(void *);
void *aligned_alloc(__SIZE_TYPE__, __SIZE_TYPE__);
#if defined(__linux__)
extern void *__dso_handle;
int __cxa_thread_atexit_impl(void (*)(void *), void *, void *);
static void po_free_slot(void *slot) { free(*(void **)slot); *(void **)slot = 0; }
#define PO_FREE_AT_THREAD_EXIT(slot) __cxa_thread_atexit_impl(po_free_slot, (void *)&(slot), &__dso_handle)
#else
#define PO_FREE_AT_THREAD_EXIT(slot) 0
#endif
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

// polyopt kernel conv2d_3x3_bias_relu
//   S0_init: O(n, k, h, w) = identity of +
//   S0: O(n, k, h, w) += (I(n, c, (h + r), (w + s)) * Wt(k, c, r, s))
//   S1: O(n, k, h, w) = relu((O(n, k, h, w) + bias(k)))
int k_conv2d_3x3_bias_relu(const float *restrict a_I, const float *restrict a_Wt, const float *restrict a_bias, float *restrict a_O)
{
  const long s_N = 8;
  const long s_C = 64;
  const long s_H = 56;
  const long s_W = 56;
  const long s_K = 64;
  const float (*restrict t_I)[64][56][56] = (const float (*)[64][56][56])a_I;
  const float (*restrict t_Wt)[64][3][3] = (const float (*)[64][3][3])a_Wt;
  const float *restrict t_bias = a_bias;
  float (*restrict t_O)[64][54][54] = (float (*)[64][54][54])a_O;
  int po_err = 0;
  {  // convolution: vectors along the output channels (6 pixels x 2 vectors of channels a block, 8 input channels a pass)
    static __thread float *po_cv0wbuf0;
    static __thread long po_cv0wcap0;
    const long po_cv0wn0 = (long)36864;
    if (po_cv0wcap0 < po_cv0wn0) {
      if (!po_cv0wcap0) PO_FREE_AT_THREAD_EXIT(po_cv0wbuf0);  // (freed when the thread exits)
      free(po_cv0wbuf0);
      po_cv0wbuf0 = aligned_alloc(64, ((po_cv0wn0 * (long)sizeof(float) + 63) / 64) * 64);
      po_cv0wcap0 = po_cv0wbuf0 ? po_cv0wn0 : 0;
      if (!po_cv0wbuf0) return 2;
    }
    const float *po_cx = (const float *)t_I;
    const float *po_cw = (const float *)t_Wt;
    float *po_co = (float *)t_O;
    float *const po_wp = po_cv0wbuf0;  // (the calling thread's: shared by the region's threads)
    static const long po_xo[9] = {0, 1, 2, 56, 57, 58, 112, 113, 114};
    static const long po_wo[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    int po_cv0fail = 0;  // (a thread without its buffers: status 2 after the region)
    #pragma omp parallel
    {
      static __thread float *po_cv0rbuf0;  // the thread's pixel-major sums, kept between calls
      static __thread long po_cv0rcap0;
      if (po_cv0rcap0 < (long)93312) {
        if (!po_cv0rcap0) PO_FREE_AT_THREAD_EXIT(po_cv0rbuf0);  // (freed when the thread exits)
        free(po_cv0rbuf0);
        po_cv0rbuf0 = aligned_alloc(64, (((long)93312 * (long)sizeof(float) + 63) / 64) * 64);
        po_cv0rcap0 = po_cv0rbuf0 ? (long)93312 : 0;
      }
      float *const po_rb = po_cv0rbuf0;
      if (!(po_rb)) {
        #pragma omp atomic write
        po_cv0fail = 1;
      }
      #pragma omp for collapse(2)
      for (long kb = 0; kb < 2; kb += 1)  // the weights packed: [K / 32][C][9][32]
        for (long c = 0; c < 64; c += 1)
          for (long t = 0; t < 9; t += 1) {
            long l = 0;
            for (; l < po_min(32, 64 - kb * 32); l += 1) {
              const long k = kb * 32 + l;
              po_wp[((kb * 64 + c) * 9 + t) * 32 + l] = po_cw[576 * k + 9 * (c + 0) + po_wo[t] + 0];
            }
            for (; l < 32; l += 1)  // zeros past K
              po_wp[((kb * 64 + c) * 9 + t) * 32 + l] = 0.0f;
          }
      #pragma omp for collapse(2) schedule(static)
      for (long n = 0; n < 8; n += 1) {
        for (long kb = 0; kb < 2; kb += 1) {
          if (!(po_rb)) continue;
          const float *po_xn = po_cx + 200704 * n + 0 + 3136 * 0;
          const float *po_wk = po_wp + kb * 18432;
          for (long c0 = 0; c0 < 64; c0 += 8) {
            const long c1 = c0 + 8;  // (a known count: no spills around the pass)
            for (long q = 0; q < 2916; q += 6) {
              const long po_p0 = 56 * ((q + 0) / 54) + 1 * ((q + 0) % 54);
              const long po_p1 = 56 * ((q + 1) / 54) + 1 * ((q + 1) % 54);
              const long po_p2 = 56 * ((q + 2) / 54) + 1 * ((q + 2) % 54);
              const long po_p3 = 56 * ((q + 3) / 54) + 1 * ((q + 3) % 54);
              const long po_p4 = 56 * ((q + 4) / 54) + 1 * ((q + 4) % 54);
              const long po_p5 = 56 * ((q + 5) / 54) + 1 * ((q + 5) % 54);
              po_vf po_a0_0, po_a0_1, po_a1_0, po_a1_1, po_a2_0, po_a2_1, po_a3_0, po_a3_1, po_a4_0, po_a4_1, po_a5_0, po_a5_1;
              if (c0 == 0) {
                po_a0_0 = (po_vf){0};
                po_a0_1 = (po_vf){0};
                po_a1_0 = (po_vf){0};
                po_a1_1 = (po_vf){0};
                po_a2_0 = (po_vf){0};
                po_a2_1 = (po_vf){0};
                po_a3_0 = (po_vf){0};
                po_a3_1 = (po_vf){0};
                po_a4_0 = (po_vf){0};
                po_a4_1 = (po_vf){0};
                po_a5_0 = (po_vf){0};
                po_a5_1 = (po_vf){0};
              } else {
                po_a0_0 = po_loadf(po_rb + (q + 0) * 32 + 0);
                po_a0_1 = po_loadf(po_rb + (q + 0) * 32 + 16);
                po_a1_0 = po_loadf(po_rb + (q + 1) * 32 + 0);
                po_a1_1 = po_loadf(po_rb + (q + 1) * 32 + 16);
                po_a2_0 = po_loadf(po_rb + (q + 2) * 32 + 0);
                po_a2_1 = po_loadf(po_rb + (q + 2) * 32 + 16);
                po_a3_0 = po_loadf(po_rb + (q + 3) * 32 + 0);
                po_a3_1 = po_loadf(po_rb + (q + 3) * 32 + 16);
                po_a4_0 = po_loadf(po_rb + (q + 4) * 32 + 0);
                po_a4_1 = po_loadf(po_rb + (q + 4) * 32 + 16);
                po_a5_0 = po_loadf(po_rb + (q + 5) * 32 + 0);
                po_a5_1 = po_loadf(po_rb + (q + 5) * 32 + 16);
              }
              for (long c = c0; c < c1; c += 1) {
                const float *po_xc = po_xn + 3136 * c;
                const float *po_wc = po_wk + c * 288;
                #pragma GCC unroll 1
                for (long t = 0; t < 9; t += 1) {
                  const float *po_xt = po_xc + po_xo[t];
                  const po_vf po_w0 = po_loadf(po_wc + t * 32 + 0), po_w1 = po_loadf(po_wc + t * 32 + 16);
                  { const float po_b = po_xt[po_p0]; po_a0_0 += po_b * po_w0; po_a0_1 += po_b * po_w1; }
                  { const float po_b = po_xt[po_p1]; po_a1_0 += po_b * po_w0; po_a1_1 += po_b * po_w1; }
                  { const float po_b = po_xt[po_p2]; po_a2_0 += po_b * po_w0; po_a2_1 += po_b * po_w1; }
                  { const float po_b = po_xt[po_p3]; po_a3_0 += po_b * po_w0; po_a3_1 += po_b * po_w1; }
                  { const float po_b = po_xt[po_p4]; po_a4_0 += po_b * po_w0; po_a4_1 += po_b * po_w1; }
                  { const float po_b = po_xt[po_p5]; po_a5_0 += po_b * po_w0; po_a5_1 += po_b * po_w1; }
                }
              }
              po_storef(po_rb + (q + 0) * 32 + 0, po_a0_0);
              po_storef(po_rb + (q + 0) * 32 + 16, po_a0_1);
              po_storef(po_rb + (q + 1) * 32 + 0, po_a1_0);
              po_storef(po_rb + (q + 1) * 32 + 16, po_a1_1);
              po_storef(po_rb + (q + 2) * 32 + 0, po_a2_0);
              po_storef(po_rb + (q + 2) * 32 + 16, po_a2_1);
              po_storef(po_rb + (q + 3) * 32 + 0, po_a3_0);
              po_storef(po_rb + (q + 3) * 32 + 16, po_a3_1);
              po_storef(po_rb + (q + 4) * 32 + 0, po_a4_0);
              po_storef(po_rb + (q + 4) * 32 + 16, po_a4_1);
              po_storef(po_rb + (q + 5) * 32 + 0, po_a5_0);
              po_storef(po_rb + (q + 5) * 32 + 16, po_a5_1);
            }
          }
          for (long v = 0; v < 32; v += 16) {  // po_rb -> O: 16 x 16 transposes in registers
            const long k0 = kb * 32 + v;
            const long po_qv = k0 + 16 <= 64 ? 2912 : 0, po_ks = po_min(16, 64 - k0);
            for (long q = 0; q < po_qv; q += 16) {
              po_vf r[16];
              for (int i = 0; i < 16; i++) r[i] = po_loadf(po_rb + (q + i) * 32 + v);
              po_tr_vf(r);
              for (int i = 0; i < 16; i++) {
                const long po_k = k0 + i;
                const po_vf po_v = r[i];
                po_storef(po_co + 186624 * n + 2916 * po_k + q, ({ po_vf po_ea = (po_v + t_bias[po_k]), po_eb = ((0.0f) - (po_vf){}); po_vi po_em = (po_vi)((po_ea > po_eb) | (po_eb != po_eb)); (po_vf)(((po_vi)po_ea & po_em) | ((po_vi)po_eb & ~po_em)); }));
              }
            }
            for (long q = po_qv; q < 2916; q += 1)
              for (long i = 0; i < po_ks; i++) {
                const long po_k = k0 + i;
                const float po_v = po_rb[q * 32 + v + i];
                (po_co + 186624 * n + 2916 * po_k)[q] = po_fmaxf((po_v + t_bias[po_k]), 0.0f);
              }
          }
        }
      }
    }
    if (po_cv0fail) return 2;
  }
  return po_err;
}
