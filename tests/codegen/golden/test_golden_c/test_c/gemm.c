/* golden: kernels/polybench.tc gemm at NI=1000, NJ=1100, NK=1200, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel gemm
//   S0_init: Cout(i, j) = identity of +
//   S0: Cout(i, j) += ((alpha * A(i, k)) * B(k, j))
//   S1: Cout(i, j) = (Cout(i, j) + (beta * C(i, j)))
int k_gemm(const float *restrict a_A, const float *restrict a_B, const float *restrict a_C, float p_alpha, float p_beta, float *restrict a_Cout)
{
  const long s_NI = 1000;
  const long s_NK = 1200;
  const long s_NJ = 1100;
  const float (*restrict t_A)[1200] = (const float (*)[1200])a_A;
  const float (*restrict t_B)[1100] = (const float (*)[1100])a_B;
  const float (*restrict t_C)[1100] = (const float (*)[1100])a_C;
  float (*restrict t_Cout)[1100] = (float (*)[1100])a_Cout;
  int po_err = 0;
  // B packed in panels of 32 along index 2: po_pk0[x / 32][...][x % 32]
  static __thread float *po_pkbuf0;
  static __thread long po_pkcap0;
  const long po_pkn0 = ((1100 + 31) / 32) * 1200 * 32;
  if (po_pkcap0 < po_pkn0) {
    if (!po_pkcap0) PO_FREE_AT_THREAD_EXIT(po_pkbuf0);  // (freed when the thread exits)
    free(po_pkbuf0);
    po_pkbuf0 = po_alloc_huge(po_pkn0 * (long)sizeof(float));
    po_pkcap0 = po_pkbuf0 ? po_pkn0 : 0;
    if (!po_pkbuf0) return 2;
  }
  float (*restrict po_pk0)[1200][32] = (float (*)[1200][32])po_pkbuf0;
  #pragma omp parallel for
  for (long po_r = 0; po_r < 1200; po_r += 16) {
    for (long po_p = 0; po_p < ((1100 + 31) / 32); po_p += 1) {
      const long po_w = po_min(32, 1100 - po_p * 32);
      for (long po_i0 = po_r; po_i0 < po_min(po_r + 16, 1200); po_i0 += 1) {
        for (long po_l = 0; po_l < po_w; po_l += 1)
          po_pk0[po_p][po_i0][po_l] = t_B[po_i0][(po_p * 32 + po_l)];
      }
    }
  }
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 936; c0 += 64) {
    if (c0 < 0 || !(c0 <= 936)) __builtin_unreachable();
    for (long c1 = 0; c1 <= 944; c1 += 256) {
      for (long c2 = 0; c2 <= 844; c2 += 256) {
        for (long c3 = c0; c3 <= c0 + 56; c3 += 8) {
          for (long c4 = c2; c4 <= c2 + 224; c4 += 32) {
            {  // register block: 16 vector accumulators
              const long po_k0 = c1;
              float po_rw1[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw1[c5 - po_k0] = (p_alpha * t_A[c3][c5]);
              float po_rw2[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw2[c5 - po_k0] = (p_alpha * t_A[(c3 + 1)][c5]);
              float po_rw3[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw3[c5 - po_k0] = (p_alpha * t_A[(c3 + 2)][c5]);
              float po_rw4[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw4[c5 - po_k0] = (p_alpha * t_A[(c3 + 3)][c5]);
              float po_rw5[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw5[c5 - po_k0] = (p_alpha * t_A[(c3 + 4)][c5]);
              float po_rw6[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw6[c5 - po_k0] = (p_alpha * t_A[(c3 + 5)][c5]);
              float po_rw7[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw7[c5 - po_k0] = (p_alpha * t_A[(c3 + 6)][c5]);
              float po_rw8[256];
              for (long c5 = po_k0; c5 <= c1 + 255; c5 += 1) po_rw8[c5 - po_k0] = (p_alpha * t_A[(c3 + 7)][c5]);
              po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[c3][c4]);
              po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[c3][(c4 + 16)]);
              po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 1)][c4]);
              po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 1)][(c4 + 16)]);
              po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 2)][c4]);
              po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 2)][(c4 + 16)]);
              po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 3)][c4]);
              po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 3)][(c4 + 16)]);
              po_vf po_acc8 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 4)][c4]);
              po_vf po_acc9 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 4)][(c4 + 16)]);
              po_vf po_acc10 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 5)][c4]);
              po_vf po_acc11 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 5)][(c4 + 16)]);
              po_vf po_acc12 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 6)][c4]);
              po_vf po_acc13 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 6)][(c4 + 16)]);
              po_vf po_acc14 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 7)][c4]);
              po_vf po_acc15 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 7)][(c4 + 16)]);
              for (long c5 = c1; c5 <= c1 + 255; c5 += 1) {
                po_acc0 += (po_rw1[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc1 += (po_rw1[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc2 += (po_rw2[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc3 += (po_rw2[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc4 += (po_rw3[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc5 += (po_rw3[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc6 += (po_rw4[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc7 += (po_rw4[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc8 += (po_rw5[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc9 += (po_rw5[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc10 += (po_rw6[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc11 += (po_rw6[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc12 += (po_rw7[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc13 += (po_rw7[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc14 += (po_rw8[c5 - po_k0] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc15 += (po_rw8[c5 - po_k0] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              }
              po_storef(&t_Cout[c3][c4], po_acc0);
              po_storef(&t_Cout[c3][(c4 + 16)], po_acc1);
              po_storef(&t_Cout[(c3 + 1)][c4], po_acc2);
              po_storef(&t_Cout[(c3 + 1)][(c4 + 16)], po_acc3);
              po_storef(&t_Cout[(c3 + 2)][c4], po_acc4);
              po_storef(&t_Cout[(c3 + 2)][(c4 + 16)], po_acc5);
              po_storef(&t_Cout[(c3 + 3)][c4], po_acc6);
              po_storef(&t_Cout[(c3 + 3)][(c4 + 16)], po_acc7);
              po_storef(&t_Cout[(c3 + 4)][c4], po_acc8);
              po_storef(&t_Cout[(c3 + 4)][(c4 + 16)], po_acc9);
              po_storef(&t_Cout[(c3 + 5)][c4], po_acc10);
              po_storef(&t_Cout[(c3 + 5)][(c4 + 16)], po_acc11);
              po_storef(&t_Cout[(c3 + 6)][c4], po_acc12);
              po_storef(&t_Cout[(c3 + 6)][(c4 + 16)], po_acc13);
              po_storef(&t_Cout[(c3 + 7)][c4], po_acc14);
              po_storef(&t_Cout[(c3 + 7)][(c4 + 16)], po_acc15);
            }
          }
        }
      }
      for (long c3 = c0; c3 <= c0 + 56; c3 += 8) {
        for (long c4 = 1024; c4 <= 1068; c4 += 32) {
          {  // register block: 16 vector accumulators
            const long po_k9 = c1;
            float po_rw10[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw10[c5 - po_k9] = (p_alpha * t_A[c3][c5]);
            float po_rw11[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw11[c5 - po_k9] = (p_alpha * t_A[(c3 + 1)][c5]);
            float po_rw12[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw12[c5 - po_k9] = (p_alpha * t_A[(c3 + 2)][c5]);
            float po_rw13[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw13[c5 - po_k9] = (p_alpha * t_A[(c3 + 3)][c5]);
            float po_rw14[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw14[c5 - po_k9] = (p_alpha * t_A[(c3 + 4)][c5]);
            float po_rw15[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw15[c5 - po_k9] = (p_alpha * t_A[(c3 + 5)][c5]);
            float po_rw16[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw16[c5 - po_k9] = (p_alpha * t_A[(c3 + 6)][c5]);
            float po_rw17[256];
            for (long c5 = po_k9; c5 <= c1 + 255; c5 += 1) po_rw17[c5 - po_k9] = (p_alpha * t_A[(c3 + 7)][c5]);
            po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[c3][c4]);
            po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[c3][(c4 + 16)]);
            po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 1)][c4]);
            po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 1)][(c4 + 16)]);
            po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 2)][c4]);
            po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 2)][(c4 + 16)]);
            po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 3)][c4]);
            po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 3)][(c4 + 16)]);
            po_vf po_acc8 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 4)][c4]);
            po_vf po_acc9 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 4)][(c4 + 16)]);
            po_vf po_acc10 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 5)][c4]);
            po_vf po_acc11 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 5)][(c4 + 16)]);
            po_vf po_acc12 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 6)][c4]);
            po_vf po_acc13 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 6)][(c4 + 16)]);
            po_vf po_acc14 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 7)][c4]);
            po_vf po_acc15 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 7)][(c4 + 16)]);
            for (long c5 = c1; c5 <= c1 + 255; c5 += 1) {
              po_acc0 += (po_rw10[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc1 += (po_rw10[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc2 += (po_rw11[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc3 += (po_rw11[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc4 += (po_rw12[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc5 += (po_rw12[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc6 += (po_rw13[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc7 += (po_rw13[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc8 += (po_rw14[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc9 += (po_rw14[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc10 += (po_rw15[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc11 += (po_rw15[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc12 += (po_rw16[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc13 += (po_rw16[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc14 += (po_rw17[c5 - po_k9] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc15 += (po_rw17[c5 - po_k9] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
            }
            po_storef(&t_Cout[c3][c4], po_acc0);
            po_storef(&t_Cout[c3][(c4 + 16)], po_acc1);
            po_storef(&t_Cout[(c3 + 1)][c4], po_acc2);
            po_storef(&t_Cout[(c3 + 1)][(c4 + 16)], po_acc3);
            po_storef(&t_Cout[(c3 + 2)][c4], po_acc4);
            po_storef(&t_Cout[(c3 + 2)][(c4 + 16)], po_acc5);
            po_storef(&t_Cout[(c3 + 3)][c4], po_acc6);
            po_storef(&t_Cout[(c3 + 3)][(c4 + 16)], po_acc7);
            po_storef(&t_Cout[(c3 + 4)][c4], po_acc8);
            po_storef(&t_Cout[(c3 + 4)][(c4 + 16)], po_acc9);
            po_storef(&t_Cout[(c3 + 5)][c4], po_acc10);
            po_storef(&t_Cout[(c3 + 5)][(c4 + 16)], po_acc11);
            po_storef(&t_Cout[(c3 + 6)][c4], po_acc12);
            po_storef(&t_Cout[(c3 + 6)][(c4 + 16)], po_acc13);
            po_storef(&t_Cout[(c3 + 7)][c4], po_acc14);
            po_storef(&t_Cout[(c3 + 7)][(c4 + 16)], po_acc15);
          }
        }
        {  // register block: 8 vector accumulators
          const long po_k18 = c1;
          float po_rw19[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw19[c5 - po_k18] = (p_alpha * t_A[c3][c5]);
          float po_rw20[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw20[c5 - po_k18] = (p_alpha * t_A[(c3 + 1)][c5]);
          float po_rw21[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw21[c5 - po_k18] = (p_alpha * t_A[(c3 + 2)][c5]);
          float po_rw22[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw22[c5 - po_k18] = (p_alpha * t_A[(c3 + 3)][c5]);
          float po_rw23[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw23[c5 - po_k18] = (p_alpha * t_A[(c3 + 4)][c5]);
          float po_rw24[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw24[c5 - po_k18] = (p_alpha * t_A[(c3 + 5)][c5]);
          float po_rw25[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw25[c5 - po_k18] = (p_alpha * t_A[(c3 + 6)][c5]);
          float po_rw26[256];
          for (long c5 = po_k18; c5 <= c1 + 255; c5 += 1) po_rw26[c5 - po_k18] = (p_alpha * t_A[(c3 + 7)][c5]);
          po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[c3][1088], 12);
          po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 1)][1088], 12);
          po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 2)][1088], 12);
          po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 3)][1088], 12);
          po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 4)][1088], 12);
          po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 5)][1088], 12);
          po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 6)][1088], 12);
          po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 7)][1088], 12);
          for (long c5 = c1; c5 <= c1 + 255; c5 += 1) {
            po_acc0 += (po_rw19[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc1 += (po_rw20[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc2 += (po_rw21[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc3 += (po_rw22[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc4 += (po_rw23[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc5 += (po_rw24[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc6 += (po_rw25[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            po_acc7 += (po_rw26[c5 - po_k18] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
          }
          po_storef_n(&t_Cout[c3][1088], po_acc0, 12);
          po_storef_n(&t_Cout[(c3 + 1)][1088], po_acc1, 12);
          po_storef_n(&t_Cout[(c3 + 2)][1088], po_acc2, 12);
          po_storef_n(&t_Cout[(c3 + 3)][1088], po_acc3, 12);
          po_storef_n(&t_Cout[(c3 + 4)][1088], po_acc4, 12);
          po_storef_n(&t_Cout[(c3 + 5)][1088], po_acc5, 12);
          po_storef_n(&t_Cout[(c3 + 6)][1088], po_acc6, 12);
          po_storef_n(&t_Cout[(c3 + 7)][1088], po_acc7, 12);
        }
      }
      __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
    }
    for (long c2 = 0; c2 <= 1099; c2 += 256) {
      for (long c3 = c0; c3 <= c0 + 56; c3 += 8) {
        for (long c4 = c2; c4 <= po_min(1068, c2 + 224); c4 += 32) {
          {  // register block: 16 vector accumulators
            const long po_k27 = 1024;
            float po_rw28[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw28[c5 - po_k27] = (p_alpha * t_A[c3][c5]);
            float po_rw29[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw29[c5 - po_k27] = (p_alpha * t_A[(c3 + 1)][c5]);
            float po_rw30[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw30[c5 - po_k27] = (p_alpha * t_A[(c3 + 2)][c5]);
            float po_rw31[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw31[c5 - po_k27] = (p_alpha * t_A[(c3 + 3)][c5]);
            float po_rw32[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw32[c5 - po_k27] = (p_alpha * t_A[(c3 + 4)][c5]);
            float po_rw33[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw33[c5 - po_k27] = (p_alpha * t_A[(c3 + 5)][c5]);
            float po_rw34[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw34[c5 - po_k27] = (p_alpha * t_A[(c3 + 6)][c5]);
            float po_rw35[176];
            for (long c5 = po_k27; c5 <= 1199; c5 += 1) po_rw35[c5 - po_k27] = (p_alpha * t_A[(c3 + 7)][c5]);
            po_vf po_acc0 = po_loadf(&t_Cout[c3][c4]);
            po_vf po_acc1 = po_loadf(&t_Cout[c3][(c4 + 16)]);
            po_vf po_acc2 = po_loadf(&t_Cout[(c3 + 1)][c4]);
            po_vf po_acc3 = po_loadf(&t_Cout[(c3 + 1)][(c4 + 16)]);
            po_vf po_acc4 = po_loadf(&t_Cout[(c3 + 2)][c4]);
            po_vf po_acc5 = po_loadf(&t_Cout[(c3 + 2)][(c4 + 16)]);
            po_vf po_acc6 = po_loadf(&t_Cout[(c3 + 3)][c4]);
            po_vf po_acc7 = po_loadf(&t_Cout[(c3 + 3)][(c4 + 16)]);
            po_vf po_acc8 = po_loadf(&t_Cout[(c3 + 4)][c4]);
            po_vf po_acc9 = po_loadf(&t_Cout[(c3 + 4)][(c4 + 16)]);
            po_vf po_acc10 = po_loadf(&t_Cout[(c3 + 5)][c4]);
            po_vf po_acc11 = po_loadf(&t_Cout[(c3 + 5)][(c4 + 16)]);
            po_vf po_acc12 = po_loadf(&t_Cout[(c3 + 6)][c4]);
            po_vf po_acc13 = po_loadf(&t_Cout[(c3 + 6)][(c4 + 16)]);
            po_vf po_acc14 = po_loadf(&t_Cout[(c3 + 7)][c4]);
            po_vf po_acc15 = po_loadf(&t_Cout[(c3 + 7)][(c4 + 16)]);
            for (long c5 = 1024; c5 <= 1199; c5 += 1) {
              po_acc0 += (po_rw28[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc1 += (po_rw28[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc2 += (po_rw29[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc3 += (po_rw29[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc4 += (po_rw30[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc5 += (po_rw30[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc6 += (po_rw31[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc7 += (po_rw31[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc8 += (po_rw32[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc9 += (po_rw32[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc10 += (po_rw33[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc11 += (po_rw33[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc12 += (po_rw34[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc13 += (po_rw34[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              po_acc14 += (po_rw35[c5 - po_k27] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
              po_acc15 += (po_rw35[c5 - po_k27] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
            }
            po_acc0 = (po_acc0 + (p_beta * po_loadf(&t_C[c3][c4])));
            po_storef(&t_Cout[c3][c4], po_acc0);
            po_acc1 = (po_acc1 + (p_beta * po_loadf(&t_C[c3][(c4 + 16)])));
            po_storef(&t_Cout[c3][(c4 + 16)], po_acc1);
            po_acc2 = (po_acc2 + (p_beta * po_loadf(&t_C[(c3 + 1)][c4])));
            po_storef(&t_Cout[(c3 + 1)][c4], po_acc2);
            po_acc3 = (po_acc3 + (p_beta * po_loadf(&t_C[(c3 + 1)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 1)][(c4 + 16)], po_acc3);
            po_acc4 = (po_acc4 + (p_beta * po_loadf(&t_C[(c3 + 2)][c4])));
            po_storef(&t_Cout[(c3 + 2)][c4], po_acc4);
            po_acc5 = (po_acc5 + (p_beta * po_loadf(&t_C[(c3 + 2)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 2)][(c4 + 16)], po_acc5);
            po_acc6 = (po_acc6 + (p_beta * po_loadf(&t_C[(c3 + 3)][c4])));
            po_storef(&t_Cout[(c3 + 3)][c4], po_acc6);
            po_acc7 = (po_acc7 + (p_beta * po_loadf(&t_C[(c3 + 3)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 3)][(c4 + 16)], po_acc7);
            po_acc8 = (po_acc8 + (p_beta * po_loadf(&t_C[(c3 + 4)][c4])));
            po_storef(&t_Cout[(c3 + 4)][c4], po_acc8);
            po_acc9 = (po_acc9 + (p_beta * po_loadf(&t_C[(c3 + 4)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 4)][(c4 + 16)], po_acc9);
            po_acc10 = (po_acc10 + (p_beta * po_loadf(&t_C[(c3 + 5)][c4])));
            po_storef(&t_Cout[(c3 + 5)][c4], po_acc10);
            po_acc11 = (po_acc11 + (p_beta * po_loadf(&t_C[(c3 + 5)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 5)][(c4 + 16)], po_acc11);
            po_acc12 = (po_acc12 + (p_beta * po_loadf(&t_C[(c3 + 6)][c4])));
            po_storef(&t_Cout[(c3 + 6)][c4], po_acc12);
            po_acc13 = (po_acc13 + (p_beta * po_loadf(&t_C[(c3 + 6)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 6)][(c4 + 16)], po_acc13);
            po_acc14 = (po_acc14 + (p_beta * po_loadf(&t_C[(c3 + 7)][c4])));
            po_storef(&t_Cout[(c3 + 7)][c4], po_acc14);
            po_acc15 = (po_acc15 + (p_beta * po_loadf(&t_C[(c3 + 7)][(c4 + 16)])));
            po_storef(&t_Cout[(c3 + 7)][(c4 + 16)], po_acc15);
          }
        }
        if (c2 == 1024) {
          {  // register block: 8 vector accumulators
            const long po_k36 = 1024;
            float po_rw37[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw37[c5 - po_k36] = (p_alpha * t_A[c3][c5]);
            float po_rw38[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw38[c5 - po_k36] = (p_alpha * t_A[(c3 + 1)][c5]);
            float po_rw39[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw39[c5 - po_k36] = (p_alpha * t_A[(c3 + 2)][c5]);
            float po_rw40[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw40[c5 - po_k36] = (p_alpha * t_A[(c3 + 3)][c5]);
            float po_rw41[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw41[c5 - po_k36] = (p_alpha * t_A[(c3 + 4)][c5]);
            float po_rw42[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw42[c5 - po_k36] = (p_alpha * t_A[(c3 + 5)][c5]);
            float po_rw43[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw43[c5 - po_k36] = (p_alpha * t_A[(c3 + 6)][c5]);
            float po_rw44[176];
            for (long c5 = po_k36; c5 <= 1199; c5 += 1) po_rw44[c5 - po_k36] = (p_alpha * t_A[(c3 + 7)][c5]);
            po_vf po_acc0 = po_loadf_n(&t_Cout[c3][1088], 12);
            po_vf po_acc1 = po_loadf_n(&t_Cout[(c3 + 1)][1088], 12);
            po_vf po_acc2 = po_loadf_n(&t_Cout[(c3 + 2)][1088], 12);
            po_vf po_acc3 = po_loadf_n(&t_Cout[(c3 + 3)][1088], 12);
            po_vf po_acc4 = po_loadf_n(&t_Cout[(c3 + 4)][1088], 12);
            po_vf po_acc5 = po_loadf_n(&t_Cout[(c3 + 5)][1088], 12);
            po_vf po_acc6 = po_loadf_n(&t_Cout[(c3 + 6)][1088], 12);
            po_vf po_acc7 = po_loadf_n(&t_Cout[(c3 + 7)][1088], 12);
            for (long c5 = 1024; c5 <= 1199; c5 += 1) {
              po_acc0 += (po_rw37[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc1 += (po_rw38[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc2 += (po_rw39[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc3 += (po_rw40[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc4 += (po_rw41[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc5 += (po_rw42[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc6 += (po_rw43[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              po_acc7 += (po_rw44[c5 - po_k36] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
            }
            po_acc0 = (po_acc0 + (p_beta * po_loadf_n(&t_C[c3][1088], 12)));
            po_storef_n(&t_Cout[c3][1088], po_acc0, 12);
            po_acc1 = (po_acc1 + (p_beta * po_loadf_n(&t_C[(c3 + 1)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 1)][1088], po_acc1, 12);
            po_acc2 = (po_acc2 + (p_beta * po_loadf_n(&t_C[(c3 + 2)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 2)][1088], po_acc2, 12);
            po_acc3 = (po_acc3 + (p_beta * po_loadf_n(&t_C[(c3 + 3)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 3)][1088], po_acc3, 12);
            po_acc4 = (po_acc4 + (p_beta * po_loadf_n(&t_C[(c3 + 4)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 4)][1088], po_acc4, 12);
            po_acc5 = (po_acc5 + (p_beta * po_loadf_n(&t_C[(c3 + 5)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 5)][1088], po_acc5, 12);
            po_acc6 = (po_acc6 + (p_beta * po_loadf_n(&t_C[(c3 + 6)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 6)][1088], po_acc6, 12);
            po_acc7 = (po_acc7 + (p_beta * po_loadf_n(&t_C[(c3 + 7)][1088], 12)));
            po_storef_n(&t_Cout[(c3 + 7)][1088], po_acc7, 12);
          }
        }
      }
    }
  }
  #pragma omp parallel
  {
    for (long c1 = 0; c1 <= 1199; c1 += 256) {
      #pragma omp for schedule(dynamic, 1)
      for (long c2 = 0; c2 <= 1099; c2 += 256) {
        if (c2 < 0 || !(c2 <= 1099)) __builtin_unreachable();
        for (long c3 = 960; c3 <= 992; c3 += 8) {
          for (long c4 = c2; c4 <= po_min(1068, c2 + 224); c4 += 32) {
            {  // register block: 16 vector accumulators
              const long po_k45 = c1;
              float po_rw46[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw46[c5 - po_k45] = (p_alpha * t_A[c3][c5]);
              float po_rw47[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw47[c5 - po_k45] = (p_alpha * t_A[(c3 + 1)][c5]);
              float po_rw48[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw48[c5 - po_k45] = (p_alpha * t_A[(c3 + 2)][c5]);
              float po_rw49[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw49[c5 - po_k45] = (p_alpha * t_A[(c3 + 3)][c5]);
              float po_rw50[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw50[c5 - po_k45] = (p_alpha * t_A[(c3 + 4)][c5]);
              float po_rw51[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw51[c5 - po_k45] = (p_alpha * t_A[(c3 + 5)][c5]);
              float po_rw52[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw52[c5 - po_k45] = (p_alpha * t_A[(c3 + 6)][c5]);
              float po_rw53[256];
              for (long c5 = po_k45; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw53[c5 - po_k45] = (p_alpha * t_A[(c3 + 7)][c5]);
              po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[c3][c4]);
              po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[c3][(c4 + 16)]);
              po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 1)][c4]);
              po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 1)][(c4 + 16)]);
              po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 2)][c4]);
              po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 2)][(c4 + 16)]);
              po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 3)][c4]);
              po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 3)][(c4 + 16)]);
              po_vf po_acc8 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 4)][c4]);
              po_vf po_acc9 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 4)][(c4 + 16)]);
              po_vf po_acc10 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 5)][c4]);
              po_vf po_acc11 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 5)][(c4 + 16)]);
              po_vf po_acc12 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 6)][c4]);
              po_vf po_acc13 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 6)][(c4 + 16)]);
              po_vf po_acc14 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 7)][c4]);
              po_vf po_acc15 = c1 == 0 ? (po_vf){0} : po_loadf(&t_Cout[(c3 + 7)][(c4 + 16)]);
              for (long c5 = c1; c5 <= po_min(1199, c1 + 255); c5 += 1) {
                po_acc0 += (po_rw46[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc1 += (po_rw46[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc2 += (po_rw47[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc3 += (po_rw47[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc4 += (po_rw48[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc5 += (po_rw48[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc6 += (po_rw49[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc7 += (po_rw49[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc8 += (po_rw50[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc9 += (po_rw50[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc10 += (po_rw51[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc11 += (po_rw51[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc12 += (po_rw52[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc13 += (po_rw52[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
                po_acc14 += (po_rw53[c5 - po_k45] * po_loadf(&po_pk0[c4 / 32][c5][c4 % 32]));
                po_acc15 += (po_rw53[c5 - po_k45] * po_loadf(&po_pk0[(c4 + 16) / 32][c5][(c4 + 16) % 32]));
              }
              po_storef(&t_Cout[c3][c4], po_acc0);
              po_storef(&t_Cout[c3][(c4 + 16)], po_acc1);
              po_storef(&t_Cout[(c3 + 1)][c4], po_acc2);
              po_storef(&t_Cout[(c3 + 1)][(c4 + 16)], po_acc3);
              po_storef(&t_Cout[(c3 + 2)][c4], po_acc4);
              po_storef(&t_Cout[(c3 + 2)][(c4 + 16)], po_acc5);
              po_storef(&t_Cout[(c3 + 3)][c4], po_acc6);
              po_storef(&t_Cout[(c3 + 3)][(c4 + 16)], po_acc7);
              po_storef(&t_Cout[(c3 + 4)][c4], po_acc8);
              po_storef(&t_Cout[(c3 + 4)][(c4 + 16)], po_acc9);
              po_storef(&t_Cout[(c3 + 5)][c4], po_acc10);
              po_storef(&t_Cout[(c3 + 5)][(c4 + 16)], po_acc11);
              po_storef(&t_Cout[(c3 + 6)][c4], po_acc12);
              po_storef(&t_Cout[(c3 + 6)][(c4 + 16)], po_acc13);
              po_storef(&t_Cout[(c3 + 7)][c4], po_acc14);
              po_storef(&t_Cout[(c3 + 7)][(c4 + 16)], po_acc15);
            }
            if (c1 == 1024) {
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[c3][c7] = (t_Cout[c3][c7] + (p_beta * t_C[c3][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 1)][c7] = (t_Cout[(c3 + 1)][c7] + (p_beta * t_C[(c3 + 1)][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 2)][c7] = (t_Cout[(c3 + 2)][c7] + (p_beta * t_C[(c3 + 2)][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 3)][c7] = (t_Cout[(c3 + 3)][c7] + (p_beta * t_C[(c3 + 3)][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 4)][c7] = (t_Cout[(c3 + 4)][c7] + (p_beta * t_C[(c3 + 4)][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 5)][c7] = (t_Cout[(c3 + 5)][c7] + (p_beta * t_C[(c3 + 5)][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 6)][c7] = (t_Cout[(c3 + 6)][c7] + (p_beta * t_C[(c3 + 6)][c7]));
              }
              #pragma omp simd
              for (long c7 = c4; c7 <= c4 + 31; c7 += 1) {
                t_Cout[(c3 + 7)][c7] = (t_Cout[(c3 + 7)][c7] + (p_beta * t_C[(c3 + 7)][c7]));
              }
            }
          }
          if (c2 == 1024) {
            {  // register block: 8 vector accumulators
              const long po_k54 = c1;
              float po_rw55[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw55[c5 - po_k54] = (p_alpha * t_A[c3][c5]);
              float po_rw56[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw56[c5 - po_k54] = (p_alpha * t_A[(c3 + 1)][c5]);
              float po_rw57[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw57[c5 - po_k54] = (p_alpha * t_A[(c3 + 2)][c5]);
              float po_rw58[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw58[c5 - po_k54] = (p_alpha * t_A[(c3 + 3)][c5]);
              float po_rw59[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw59[c5 - po_k54] = (p_alpha * t_A[(c3 + 4)][c5]);
              float po_rw60[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw60[c5 - po_k54] = (p_alpha * t_A[(c3 + 5)][c5]);
              float po_rw61[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw61[c5 - po_k54] = (p_alpha * t_A[(c3 + 6)][c5]);
              float po_rw62[256];
              for (long c5 = po_k54; c5 <= po_min(1199, c1 + 255); c5 += 1) po_rw62[c5 - po_k54] = (p_alpha * t_A[(c3 + 7)][c5]);
              po_vf po_acc0 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[c3][1088], 12);
              po_vf po_acc1 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 1)][1088], 12);
              po_vf po_acc2 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 2)][1088], 12);
              po_vf po_acc3 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 3)][1088], 12);
              po_vf po_acc4 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 4)][1088], 12);
              po_vf po_acc5 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 5)][1088], 12);
              po_vf po_acc6 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 6)][1088], 12);
              po_vf po_acc7 = c1 == 0 ? (po_vf){0} : po_loadf_n(&t_Cout[(c3 + 7)][1088], 12);
              for (long c5 = c1; c5 <= po_min(1199, c1 + 255); c5 += 1) {
                po_acc0 += (po_rw55[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc1 += (po_rw56[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc2 += (po_rw57[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc3 += (po_rw58[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc4 += (po_rw59[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc5 += (po_rw60[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc6 += (po_rw61[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
                po_acc7 += (po_rw62[c5 - po_k54] * po_loadf_n(&po_pk0[1088 / 32][c5][1088 % 32], 12));
              }
              po_storef_n(&t_Cout[c3][1088], po_acc0, 12);
              po_storef_n(&t_Cout[(c3 + 1)][1088], po_acc1, 12);
              po_storef_n(&t_Cout[(c3 + 2)][1088], po_acc2, 12);
              po_storef_n(&t_Cout[(c3 + 3)][1088], po_acc3, 12);
              po_storef_n(&t_Cout[(c3 + 4)][1088], po_acc4, 12);
              po_storef_n(&t_Cout[(c3 + 5)][1088], po_acc5, 12);
              po_storef_n(&t_Cout[(c3 + 6)][1088], po_acc6, 12);
              po_storef_n(&t_Cout[(c3 + 7)][1088], po_acc7, 12);
            }
            if (c1 == 1024) {
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[c3][c7] = (t_Cout[c3][c7] + (p_beta * t_C[c3][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 1)][c7] = (t_Cout[(c3 + 1)][c7] + (p_beta * t_C[(c3 + 1)][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 2)][c7] = (t_Cout[(c3 + 2)][c7] + (p_beta * t_C[(c3 + 2)][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 3)][c7] = (t_Cout[(c3 + 3)][c7] + (p_beta * t_C[(c3 + 3)][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 4)][c7] = (t_Cout[(c3 + 4)][c7] + (p_beta * t_C[(c3 + 4)][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 5)][c7] = (t_Cout[(c3 + 5)][c7] + (p_beta * t_C[(c3 + 5)][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 6)][c7] = (t_Cout[(c3 + 6)][c7] + (p_beta * t_C[(c3 + 6)][c7]));
              }
              #pragma omp simd
              for (long c7 = 1088; c7 <= 1099; c7 += 1) {
                t_Cout[(c3 + 7)][c7] = (t_Cout[(c3 + 7)][c7] + (p_beta * t_C[(c3 + 7)][c7]));
              }
            }
          }
        }
      }
      __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
    }
  }
  return po_err;
}
