/* golden: kernels/tensor.tc kron3 at I=64, J=64, K=64, P=64, Q=64, R=64, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
#if defined(__linux__)
int madvise(void *, __SIZE_TYPE__, int);
#endif
static void *po_alloc_huge(long n) {
  if (n < (1L << 21)) return aligned_alloc(64, (n + 63) / 64 * 64);
  n = (n + (1L << 21) - 1) >> 21 << 21;
  void *p = aligned_alloc(1L << 21, n);
#if defined(__linux__)
  if (p) madvise(p, n, 14);
#endif
  return p;
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

// polyopt kernel kron3
//   S0_init: T1(i, b, c) = identity of +
//   S0: T1(i, b, c) += (A(i, a) * X(a, b, c))
//   S1_init: T2(i, j, c) = identity of +
//   S1: T2(i, j, c) += (B(j, b) * T1(i, b, c))
//   S2_init: Y(i, j, k) = identity of +
//   S2: Y(i, j, k) += (C(k, c) * T2(i, j, c))
int k_kron3(const double *restrict a_A, const double *restrict a_B, const double *restrict a_C, const double *restrict a_X, double *restrict a_Y, double *restrict a_T1, double *restrict a_T2)
{
  const long s_I = 64;
  const long s_P = 64;
  const long s_J = 64;
  const long s_Q = 64;
  const long s_K = 64;
  const long s_R = 64;
  const double (*restrict t_A)[64] = (const double (*)[64])a_A;
  const double (*restrict t_B)[64] = (const double (*)[64])a_B;
  const double (*restrict t_C)[64] = (const double (*)[64])a_C;
  const double (*restrict t_X)[64][64] = (const double (*)[64][64])a_X;
  double (*restrict t_Y)[64][64] = (double (*)[64][64])a_Y;
  double (*restrict t_T1)[64][64] = (double (*)[64][64])a_T1;
  double (*restrict t_T2)[64][64] = (double (*)[64][64])a_T2;
  int po_err = 0;
  // X packed in panels of 16 along index 3: po_pk0[x / 16][...][x % 16]
  static __thread double *po_pkbuf0;
  static __thread long po_pkcap0;
  const long po_pkn0 = ((64 + 15) / 16) * 64 * 64 * 16;
  if (po_pkcap0 < po_pkn0) {
    if (!po_pkcap0) PO_FREE_AT_THREAD_EXIT(po_pkbuf0);  // (freed when the thread exits)
    free(po_pkbuf0);
    po_pkbuf0 = po_alloc_huge(po_pkn0 * (long)sizeof(double));
    po_pkcap0 = po_pkbuf0 ? po_pkn0 : 0;
    if (!po_pkbuf0) return 2;
  }
  double (*restrict po_pk0)[64][64][16] = (double (*)[64][64][16])po_pkbuf0;
  #pragma omp parallel for
  for (long po_i0 = 0; po_i0 < 64; po_i0 += 1) {
    for (long po_r = 0; po_r < 64; po_r += 16) {
      for (long po_p = 0; po_p < ((64 + 15) / 16); po_p += 1) {
        for (long po_i1 = po_r; po_i1 < po_min(po_r + 16, 64); po_i1 += 1) {
          __builtin_memcpy(po_pk0[po_p][po_i0][po_i1], &t_X[po_i0][po_i1][(po_p * 16)], sizeof po_pk0[po_p][po_i0][po_i1]);
        }
      }
    }
  }
  // C packed in panels of 16 along index 1: po_pk1[x / 16][...][x % 16]
  static __thread double *po_pkbuf1;
  static __thread long po_pkcap1;
  const long po_pkn1 = ((64 + 15) / 16) * 64 * 16;
  if (po_pkcap1 < po_pkn1) {
    if (!po_pkcap1) PO_FREE_AT_THREAD_EXIT(po_pkbuf1);  // (freed when the thread exits)
    free(po_pkbuf1);
    po_pkbuf1 = po_alloc_huge(po_pkn1 * (long)sizeof(double));
    po_pkcap1 = po_pkbuf1 ? po_pkn1 : 0;
    if (!po_pkbuf1) return 2;
  }
  double (*restrict po_pk1)[64][16] = (double (*)[64][16])po_pkbuf1;
  #pragma omp parallel for
  for (long po_p = 0; po_p < ((64 + 15) / 16); po_p += 1) {
    const long po_w = po_min(16, 64 - po_p * 16);
    for (long po_b = 0; po_b < 64; po_b += 8) {
      const long po_e = po_min(po_b + 8, 64);
      for (long po_l = 0; po_l < po_w; po_l += 1)
        for (long po_i1 = po_b; po_i1 < po_e; po_i1 += 1)
          po_pk1[po_p][po_i1][po_l] = t_C[(po_p * 16 + po_l)][po_i1];
    }
  }
  #pragma omp parallel for schedule(dynamic, 1)
  for (long c1 = 0; c1 <= 63; c1 += 24) {
    if (c1 < 0 || !(c1 <= 63)) __builtin_unreachable();
    for (long c4 = c1; c4 <= po_min(63, c1 + 23); c4 += 1) {
      for (long c5 = 0; c5 <= 56; c5 += 8) {
        for (long c6 = 0; c6 <= 48; c6 += 16) {
          {  // register block: 16 vector accumulators
            po_vd po_acc0 = (po_vd){0};
            po_vd po_acc1 = (po_vd){0};
            po_vd po_acc2 = (po_vd){0};
            po_vd po_acc3 = (po_vd){0};
            po_vd po_acc4 = (po_vd){0};
            po_vd po_acc5 = (po_vd){0};
            po_vd po_acc6 = (po_vd){0};
            po_vd po_acc7 = (po_vd){0};
            po_vd po_acc8 = (po_vd){0};
            po_vd po_acc9 = (po_vd){0};
            po_vd po_acc10 = (po_vd){0};
            po_vd po_acc11 = (po_vd){0};
            po_vd po_acc12 = (po_vd){0};
            po_vd po_acc13 = (po_vd){0};
            po_vd po_acc14 = (po_vd){0};
            po_vd po_acc15 = (po_vd){0};
            for (long c7 = 0; c7 <= 63; c7 += 1) {
              po_acc0 += (t_A[c5][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc1 += (t_A[c5][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc2 += (t_A[(c5 + 1)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc3 += (t_A[(c5 + 1)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc4 += (t_A[(c5 + 2)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc5 += (t_A[(c5 + 2)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc6 += (t_A[(c5 + 3)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc7 += (t_A[(c5 + 3)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc8 += (t_A[(c5 + 4)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc9 += (t_A[(c5 + 4)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc10 += (t_A[(c5 + 5)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc11 += (t_A[(c5 + 5)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc12 += (t_A[(c5 + 6)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc13 += (t_A[(c5 + 6)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
              po_acc14 += (t_A[(c5 + 7)][c7] * po_loadd(&po_pk0[c6 / 16][c7][c4][c6 % 16]));
              po_acc15 += (t_A[(c5 + 7)][c7] * po_loadd(&po_pk0[(c6 + 8) / 16][c7][c4][(c6 + 8) % 16]));
            }
            po_stored(&t_T1[c5][c4][c6], po_acc0);
            po_stored(&t_T1[c5][c4][(c6 + 8)], po_acc1);
            po_stored(&t_T1[(c5 + 1)][c4][c6], po_acc2);
            po_stored(&t_T1[(c5 + 1)][c4][(c6 + 8)], po_acc3);
            po_stored(&t_T1[(c5 + 2)][c4][c6], po_acc4);
            po_stored(&t_T1[(c5 + 2)][c4][(c6 + 8)], po_acc5);
            po_stored(&t_T1[(c5 + 3)][c4][c6], po_acc6);
            po_stored(&t_T1[(c5 + 3)][c4][(c6 + 8)], po_acc7);
            po_stored(&t_T1[(c5 + 4)][c4][c6], po_acc8);
            po_stored(&t_T1[(c5 + 4)][c4][(c6 + 8)], po_acc9);
            po_stored(&t_T1[(c5 + 5)][c4][c6], po_acc10);
            po_stored(&t_T1[(c5 + 5)][c4][(c6 + 8)], po_acc11);
            po_stored(&t_T1[(c5 + 6)][c4][c6], po_acc12);
            po_stored(&t_T1[(c5 + 6)][c4][(c6 + 8)], po_acc13);
            po_stored(&t_T1[(c5 + 7)][c4][c6], po_acc14);
            po_stored(&t_T1[(c5 + 7)][c4][(c6 + 8)], po_acc15);
          }
        }
      }
    }
  }
  #pragma omp parallel for schedule(dynamic, 1)
  for (long c0 = 0; c0 <= 63; c0 += 24) {
    if (c0 < 0 || !(c0 <= 63)) __builtin_unreachable();
    for (long c4 = c0; c4 <= po_min(63, c0 + 23); c4 += 1) {
      for (long c5 = 0; c5 <= 56; c5 += 8) {
        for (long c6 = 0; c6 <= 48; c6 += 16) {
          {  // register block: 16 vector accumulators
            po_vd po_acc0 = (po_vd){0};
            po_vd po_acc1 = (po_vd){0};
            po_vd po_acc2 = (po_vd){0};
            po_vd po_acc3 = (po_vd){0};
            po_vd po_acc4 = (po_vd){0};
            po_vd po_acc5 = (po_vd){0};
            po_vd po_acc6 = (po_vd){0};
            po_vd po_acc7 = (po_vd){0};
            po_vd po_acc8 = (po_vd){0};
            po_vd po_acc9 = (po_vd){0};
            po_vd po_acc10 = (po_vd){0};
            po_vd po_acc11 = (po_vd){0};
            po_vd po_acc12 = (po_vd){0};
            po_vd po_acc13 = (po_vd){0};
            po_vd po_acc14 = (po_vd){0};
            po_vd po_acc15 = (po_vd){0};
            for (long c7 = 0; c7 <= 63; c7 += 1) {
              po_acc0 += (t_B[c5][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc1 += (t_B[c5][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc2 += (t_B[(c5 + 1)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc3 += (t_B[(c5 + 1)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc4 += (t_B[(c5 + 2)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc5 += (t_B[(c5 + 2)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc6 += (t_B[(c5 + 3)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc7 += (t_B[(c5 + 3)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc8 += (t_B[(c5 + 4)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc9 += (t_B[(c5 + 4)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc10 += (t_B[(c5 + 5)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc11 += (t_B[(c5 + 5)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc12 += (t_B[(c5 + 6)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc13 += (t_B[(c5 + 6)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
              po_acc14 += (t_B[(c5 + 7)][c7] * po_loadd(&t_T1[c4][c7][c6]));
              po_acc15 += (t_B[(c5 + 7)][c7] * po_loadd(&t_T1[c4][c7][(c6 + 8)]));
            }
            po_stored(&t_T2[c4][c5][c6], po_acc0);
            po_stored(&t_T2[c4][c5][(c6 + 8)], po_acc1);
            po_stored(&t_T2[c4][(c5 + 1)][c6], po_acc2);
            po_stored(&t_T2[c4][(c5 + 1)][(c6 + 8)], po_acc3);
            po_stored(&t_T2[c4][(c5 + 2)][c6], po_acc4);
            po_stored(&t_T2[c4][(c5 + 2)][(c6 + 8)], po_acc5);
            po_stored(&t_T2[c4][(c5 + 3)][c6], po_acc6);
            po_stored(&t_T2[c4][(c5 + 3)][(c6 + 8)], po_acc7);
            po_stored(&t_T2[c4][(c5 + 4)][c6], po_acc8);
            po_stored(&t_T2[c4][(c5 + 4)][(c6 + 8)], po_acc9);
            po_stored(&t_T2[c4][(c5 + 5)][c6], po_acc10);
            po_stored(&t_T2[c4][(c5 + 5)][(c6 + 8)], po_acc11);
            po_stored(&t_T2[c4][(c5 + 6)][c6], po_acc12);
            po_stored(&t_T2[c4][(c5 + 6)][(c6 + 8)], po_acc13);
            po_stored(&t_T2[c4][(c5 + 7)][c6], po_acc14);
            po_stored(&t_T2[c4][(c5 + 7)][(c6 + 8)], po_acc15);
          }
        }
      }
    }
  }
  #pragma omp parallel for schedule(dynamic, 1)
  for (long c0 = 0; c0 <= 63; c0 += 24) {
    if (c0 < 0 || !(c0 <= 63)) __builtin_unreachable();
    for (long c4 = c0; c4 <= po_min(63, c0 + 23); c4 += 1) {
      for (long c5 = 0; c5 <= 56; c5 += 8) {
        for (long c6 = 0; c6 <= 48; c6 += 16) {
          {  // register block: 16 vector accumulators
            po_vd po_acc0 = (po_vd){0};
            po_vd po_acc1 = (po_vd){0};
            po_vd po_acc2 = (po_vd){0};
            po_vd po_acc3 = (po_vd){0};
            po_vd po_acc4 = (po_vd){0};
            po_vd po_acc5 = (po_vd){0};
            po_vd po_acc6 = (po_vd){0};
            po_vd po_acc7 = (po_vd){0};
            po_vd po_acc8 = (po_vd){0};
            po_vd po_acc9 = (po_vd){0};
            po_vd po_acc10 = (po_vd){0};
            po_vd po_acc11 = (po_vd){0};
            po_vd po_acc12 = (po_vd){0};
            po_vd po_acc13 = (po_vd){0};
            po_vd po_acc14 = (po_vd){0};
            po_vd po_acc15 = (po_vd){0};
            for (long c7 = 0; c7 <= 63; c7 += 1) {
              po_acc0 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][c5][c7]);
              po_acc1 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][c5][c7]);
              po_acc2 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 1)][c7]);
              po_acc3 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 1)][c7]);
              po_acc4 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 2)][c7]);
              po_acc5 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 2)][c7]);
              po_acc6 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 3)][c7]);
              po_acc7 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 3)][c7]);
              po_acc8 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 4)][c7]);
              po_acc9 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 4)][c7]);
              po_acc10 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 5)][c7]);
              po_acc11 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 5)][c7]);
              po_acc12 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 6)][c7]);
              po_acc13 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 6)][c7]);
              po_acc14 += (po_loadd(&po_pk1[c6 / 16][c7][c6 % 16]) * t_T2[c4][(c5 + 7)][c7]);
              po_acc15 += (po_loadd(&po_pk1[(c6 + 8) / 16][c7][(c6 + 8) % 16]) * t_T2[c4][(c5 + 7)][c7]);
            }
            po_stored(&t_Y[c4][c5][c6], po_acc0);
            po_stored(&t_Y[c4][c5][(c6 + 8)], po_acc1);
            po_stored(&t_Y[c4][(c5 + 1)][c6], po_acc2);
            po_stored(&t_Y[c4][(c5 + 1)][(c6 + 8)], po_acc3);
            po_stored(&t_Y[c4][(c5 + 2)][c6], po_acc4);
            po_stored(&t_Y[c4][(c5 + 2)][(c6 + 8)], po_acc5);
            po_stored(&t_Y[c4][(c5 + 3)][c6], po_acc6);
            po_stored(&t_Y[c4][(c5 + 3)][(c6 + 8)], po_acc7);
            po_stored(&t_Y[c4][(c5 + 4)][c6], po_acc8);
            po_stored(&t_Y[c4][(c5 + 4)][(c6 + 8)], po_acc9);
            po_stored(&t_Y[c4][(c5 + 5)][c6], po_acc10);
            po_stored(&t_Y[c4][(c5 + 5)][(c6 + 8)], po_acc11);
            po_stored(&t_Y[c4][(c5 + 6)][c6], po_acc12);
            po_stored(&t_Y[c4][(c5 + 6)][(c6 + 8)], po_acc13);
            po_stored(&t_Y[c4][(c5 + 7)][c6], po_acc14);
            po_stored(&t_Y[c4][(c5 + 7)][(c6 + 8)], po_acc15);
          }
        }
      }
    }
  }
  return po_err;
}
