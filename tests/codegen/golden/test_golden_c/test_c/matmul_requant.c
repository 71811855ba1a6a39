/* golden: kernels/linalg.tc matmul_requant at M=1024, K=1024, N=1024, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
static inline int64_t po_divi64(int64_t a, int64_t b, int *err) {
  int64_t m = b == -1, z = b == 0;
  uint64_t q = (uint64_t)(a / (b + z + 2 * m));
  if (__builtin_expect(z, 0)) __atomic_store_n(err, 3, __ATOMIC_RELAXED);
  return (int64_t)(((q ^ -(uint64_t)m) + (uint64_t)m) & ((uint64_t)z - 1));
}
static inline int64_t po_modi64(int64_t a, int64_t b, int *err) {
  int64_t m = b == -1, z = b == 0;
  int64_t r = a % (b + z + 2 * m);
  if (__builtin_expect(z, 0)) __atomic_store_n(err, 3, __ATOMIC_RELAXED);
  return r;
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

// polyopt kernel matmul_requant
//   S0_init: Acc(i, j) = identity of +
//   S0: Acc(i, j) += (A(i, k) * B(k, j))
//   S1: Q(i, j) = int32(((Acc(i, j) / s) + (Acc(i, j) % s)))
int k_matmul_requant(const int32_t *restrict a_A, const int64_t *restrict a_B, int32_t p_s, int64_t *restrict a_Acc, int32_t *restrict a_Q)
{
  const long s_M = 1024;
  const long s_K = 1024;
  const long s_N = 1024;
  const int32_t (*restrict t_A)[1024] = (const int32_t (*)[1024])a_A;
  const int64_t (*restrict t_B)[1024] = (const int64_t (*)[1024])a_B;
  int64_t (*restrict t_Acc)[1024] = (int64_t (*)[1024])a_Acc;
  int32_t (*restrict t_Q)[1024] = (int32_t (*)[1024])a_Q;
  int po_err = 0;
  // B packed in panels of 128 along index 2: po_pk0[x / 128][...][x % 128]
  static __thread int64_t *po_pkbuf0;
  static __thread long po_pkcap0;
  const long po_pkn0 = ((1024 + 127) / 128) * 1024 * 128;
  if (po_pkcap0 < po_pkn0) {
    if (!po_pkcap0) PO_FREE_AT_THREAD_EXIT(po_pkbuf0);  // (freed when the thread exits)
    free(po_pkbuf0);
    po_pkbuf0 = po_alloc_huge(po_pkn0 * (long)sizeof(int64_t));
    po_pkcap0 = po_pkbuf0 ? po_pkn0 : 0;
    if (!po_pkbuf0) return 2;
  }
  int64_t (*restrict po_pk0)[1024][128] = (int64_t (*)[1024][128])po_pkbuf0;
  #pragma omp parallel for
  for (long po_r = 0; po_r < 1024; po_r += 16) {
    for (long po_p = 0; po_p < ((1024 + 127) / 128); po_p += 1) {
      for (long po_i0 = po_r; po_i0 < po_min(po_r + 16, 1024); po_i0 += 1) {
        __builtin_memcpy(po_pk0[po_p][po_i0], &t_B[po_i0][(po_p * 128)], sizeof po_pk0[po_p][po_i0]);
      }
    }
  }
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 896; c0 += 128) {
    if (c0 < 0 || !(c0 <= 896)) __builtin_unreachable();
    for (long c1 = 0; c1 <= 896; c1 += 128) {
      for (long c2 = 0; c2 <= 896; c2 += 128) {
        if (c1 >= 128) {
          for (long c3 = c0; c3 <= c0 + 127; c3 += 1) {
            {  // register block: 16 vector accumulators
              po_vl po_acc0 = po_loadl(&t_Acc[c3][c2]);
              po_vl po_acc1 = po_loadl(&t_Acc[c3][(c2 + 8)]);
              po_vl po_acc2 = po_loadl(&t_Acc[c3][(c2 + 16)]);
              po_vl po_acc3 = po_loadl(&t_Acc[c3][(c2 + 24)]);
              po_vl po_acc4 = po_loadl(&t_Acc[c3][(c2 + 32)]);
              po_vl po_acc5 = po_loadl(&t_Acc[c3][(c2 + 40)]);
              po_vl po_acc6 = po_loadl(&t_Acc[c3][(c2 + 48)]);
              po_vl po_acc7 = po_loadl(&t_Acc[c3][(c2 + 56)]);
              po_vl po_acc8 = po_loadl(&t_Acc[c3][(c2 + 64)]);
              po_vl po_acc9 = po_loadl(&t_Acc[c3][(c2 + 72)]);
              po_vl po_acc10 = po_loadl(&t_Acc[c3][(c2 + 80)]);
              po_vl po_acc11 = po_loadl(&t_Acc[c3][(c2 + 88)]);
              po_vl po_acc12 = po_loadl(&t_Acc[c3][(c2 + 96)]);
              po_vl po_acc13 = po_loadl(&t_Acc[c3][(c2 + 104)]);
              po_vl po_acc14 = po_loadl(&t_Acc[c3][(c2 + 112)]);
              po_vl po_acc15 = po_loadl(&t_Acc[c3][(c2 + 120)]);
              for (long c4 = c1; c4 <= c1 + 127; c4 += 1) {
                po_acc0 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[c2 / 128][c4][c2 % 128]));
                po_acc1 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 8) / 128][c4][(c2 + 8) % 128]));
                po_acc2 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 16) / 128][c4][(c2 + 16) % 128]));
                po_acc3 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 24) / 128][c4][(c2 + 24) % 128]));
                po_acc4 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 32) / 128][c4][(c2 + 32) % 128]));
                po_acc5 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 40) / 128][c4][(c2 + 40) % 128]));
                po_acc6 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 48) / 128][c4][(c2 + 48) % 128]));
                po_acc7 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 56) / 128][c4][(c2 + 56) % 128]));
                po_acc8 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 64) / 128][c4][(c2 + 64) % 128]));
                po_acc9 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 72) / 128][c4][(c2 + 72) % 128]));
                po_acc10 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 80) / 128][c4][(c2 + 80) % 128]));
                po_acc11 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 88) / 128][c4][(c2 + 88) % 128]));
                po_acc12 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 96) / 128][c4][(c2 + 96) % 128]));
                po_acc13 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 104) / 128][c4][(c2 + 104) % 128]));
                po_acc14 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 112) / 128][c4][(c2 + 112) % 128]));
                po_acc15 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 120) / 128][c4][(c2 + 120) % 128]));
              }
              po_storel(&t_Acc[c3][c2], po_acc0);
              po_storel(&t_Acc[c3][(c2 + 8)], po_acc1);
              po_storel(&t_Acc[c3][(c2 + 16)], po_acc2);
              po_storel(&t_Acc[c3][(c2 + 24)], po_acc3);
              po_storel(&t_Acc[c3][(c2 + 32)], po_acc4);
              po_storel(&t_Acc[c3][(c2 + 40)], po_acc5);
              po_storel(&t_Acc[c3][(c2 + 48)], po_acc6);
              po_storel(&t_Acc[c3][(c2 + 56)], po_acc7);
              po_storel(&t_Acc[c3][(c2 + 64)], po_acc8);
              po_storel(&t_Acc[c3][(c2 + 72)], po_acc9);
              po_storel(&t_Acc[c3][(c2 + 80)], po_acc10);
              po_storel(&t_Acc[c3][(c2 + 88)], po_acc11);
              po_storel(&t_Acc[c3][(c2 + 96)], po_acc12);
              po_storel(&t_Acc[c3][(c2 + 104)], po_acc13);
              po_storel(&t_Acc[c3][(c2 + 112)], po_acc14);
              po_storel(&t_Acc[c3][(c2 + 120)], po_acc15);
            }
          }
        } else {
          for (long c3 = c0; c3 <= c0 + 127; c3 += 1) {
            const int32_t po_h0 = t_A[c3][0];
            #pragma omp simd
            for (long c5 = c2; c5 <= c2 + 127; c5 += 1) {
              t_Acc[c3][c5] = 0;
              t_Acc[c3][c5] += (po_h0 * t_B[0][c5]);
            }
            {  // register block: 16 vector accumulators
              po_vl po_acc0 = po_loadl(&t_Acc[c3][c2]);
              po_vl po_acc1 = po_loadl(&t_Acc[c3][(c2 + 8)]);
              po_vl po_acc2 = po_loadl(&t_Acc[c3][(c2 + 16)]);
              po_vl po_acc3 = po_loadl(&t_Acc[c3][(c2 + 24)]);
              po_vl po_acc4 = po_loadl(&t_Acc[c3][(c2 + 32)]);
              po_vl po_acc5 = po_loadl(&t_Acc[c3][(c2 + 40)]);
              po_vl po_acc6 = po_loadl(&t_Acc[c3][(c2 + 48)]);
              po_vl po_acc7 = po_loadl(&t_Acc[c3][(c2 + 56)]);
              po_vl po_acc8 = po_loadl(&t_Acc[c3][(c2 + 64)]);
              po_vl po_acc9 = po_loadl(&t_Acc[c3][(c2 + 72)]);
              po_vl po_acc10 = po_loadl(&t_Acc[c3][(c2 + 80)]);
              po_vl po_acc11 = po_loadl(&t_Acc[c3][(c2 + 88)]);
              po_vl po_acc12 = po_loadl(&t_Acc[c3][(c2 + 96)]);
              po_vl po_acc13 = po_loadl(&t_Acc[c3][(c2 + 104)]);
              po_vl po_acc14 = po_loadl(&t_Acc[c3][(c2 + 112)]);
              po_vl po_acc15 = po_loadl(&t_Acc[c3][(c2 + 120)]);
              for (long c4 = 1; c4 <= 127; c4 += 1) {
                po_acc0 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[c2 / 128][c4][c2 % 128]));
                po_acc1 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 8) / 128][c4][(c2 + 8) % 128]));
                po_acc2 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 16) / 128][c4][(c2 + 16) % 128]));
                po_acc3 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 24) / 128][c4][(c2 + 24) % 128]));
                po_acc4 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 32) / 128][c4][(c2 + 32) % 128]));
                po_acc5 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 40) / 128][c4][(c2 + 40) % 128]));
                po_acc6 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 48) / 128][c4][(c2 + 48) % 128]));
                po_acc7 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 56) / 128][c4][(c2 + 56) % 128]));
                po_acc8 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 64) / 128][c4][(c2 + 64) % 128]));
                po_acc9 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 72) / 128][c4][(c2 + 72) % 128]));
                po_acc10 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 80) / 128][c4][(c2 + 80) % 128]));
                po_acc11 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 88) / 128][c4][(c2 + 88) % 128]));
                po_acc12 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 96) / 128][c4][(c2 + 96) % 128]));
                po_acc13 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 104) / 128][c4][(c2 + 104) % 128]));
                po_acc14 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 112) / 128][c4][(c2 + 112) % 128]));
                po_acc15 += (((int64_t)(t_A[c3][c4])) * po_loadl(&po_pk0[(c2 + 120) / 128][c4][(c2 + 120) % 128]));
              }
              po_storel(&t_Acc[c3][c2], po_acc0);
              po_storel(&t_Acc[c3][(c2 + 8)], po_acc1);
              po_storel(&t_Acc[c3][(c2 + 16)], po_acc2);
              po_storel(&t_Acc[c3][(c2 + 24)], po_acc3);
              po_storel(&t_Acc[c3][(c2 + 32)], po_acc4);
              po_storel(&t_Acc[c3][(c2 + 40)], po_acc5);
              po_storel(&t_Acc[c3][(c2 + 48)], po_acc6);
              po_storel(&t_Acc[c3][(c2 + 56)], po_acc7);
              po_storel(&t_Acc[c3][(c2 + 64)], po_acc8);
              po_storel(&t_Acc[c3][(c2 + 72)], po_acc9);
              po_storel(&t_Acc[c3][(c2 + 80)], po_acc10);
              po_storel(&t_Acc[c3][(c2 + 88)], po_acc11);
              po_storel(&t_Acc[c3][(c2 + 96)], po_acc12);
              po_storel(&t_Acc[c3][(c2 + 104)], po_acc13);
              po_storel(&t_Acc[c3][(c2 + 112)], po_acc14);
              po_storel(&t_Acc[c3][(c2 + 120)], po_acc15);
            }
          }
        }
      }
      __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
    }
    for (long c2 = 0; c2 <= 1023; c2 += 128) {
      for (long c3 = c0; c3 <= c0 + 127; c3 += 1) {
        #pragma omp simd
        for (long c5 = c2; c5 <= c2 + 127; c5 += 1) {
          t_Q[c3][c5] = ((int32_t)((po_divi64(t_Acc[c3][c5], p_s, &po_err) + po_modi64(t_Acc[c3][c5], p_s, &po_err))));
        }
      }
    }
  }
  return po_err;
}
