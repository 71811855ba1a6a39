/* issue 30 (conv8): the C that polyopt (dd70cd8) generates at the bench sizes, one thread, for the
 * convolution re-laid-out by hand to vectors along the OUTPUT channels (the def below), with two
 * of its nests replaced by hand (marked "hand edit"): the register-blocked nest by passes of 8
 * input channels over the flattened output plane in blocks of 6 pixels that may cross rows
 * (Ot, pixel-major, is the buffer the passes accumulate in), and the scalar copy Ot -> O by 8 x 8
 * transposes in registers (po_tr_vf). Wp and Ot are buffers of its own (the case's signature).
 * What the compiler would have to print (benchmarks/RESULTS.md, "conv8"); bench sizes only, one
 * thread, a drop-in for python -m benchmarks.c_ab time. The def:
 *
 *   def conv2d_stride2(float(N, C, H, W) I, float(K, C, KH, KW) Wt) -> (O) {
 *       Wp(kb, c, kh, kw, kl) = Wt(16 * kb + kl, c, kh, kw) where kb in 0:K / 16, kl in 0:16
 *       Ot(n, kb, h, w, kl) +=! I(n, c, 2 * h + kh, 2 * w + kw) * Wp(kb, c, kh, kw, kl)
 *       O(n, k, h, w) = Ot(n, k / 16, h, w, k % 16)
 *   }
 */
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
void *aligned_alloc(__SIZE_TYPE__, __SIZE_TYPE__);
typedef float po_vf __attribute__((vector_size(32)));
static inline po_vf po_loadf(const float *p) { po_vf v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storef(float *p, po_vf v) { __builtin_memcpy(p, &v, sizeof v); }
typedef double po_vd __attribute__((vector_size(32)));
static inline po_vd po_loadd(const double *p) { po_vd v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_stored(double *p, po_vd v) { __builtin_memcpy(p, &v, sizeof v); }
typedef int32_t po_vi __attribute__((vector_size(32)));
static inline po_vi po_loadi(const int32_t *p) { po_vi v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storei(int32_t *p, po_vi v) { __builtin_memcpy(p, &v, sizeof v); }
typedef int64_t po_vl __attribute__((vector_size(32)));
static inline po_vl po_loadl(const int64_t *p) { po_vl v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storel(int64_t *p, po_vl v) { __builtin_memcpy(p, &v, sizeof v); }
static inline po_vf po_vmaxf(po_vf a, po_vf b) { po_vi m = (po_vi)(b > a); return (po_vf)(((po_vi)b & m) | ((po_vi)a & ~m)); }
static inline po_vf po_vminf(po_vf a, po_vf b) { po_vi m = (po_vi)(b < a); return (po_vf)(((po_vi)b & m) | ((po_vi)a & ~m)); }
static inline po_vd po_vmaxd(po_vd a, po_vd b) { po_vl m = (po_vl)(b > a); return (po_vd)(((po_vl)b & m) | ((po_vl)a & ~m)); }
static inline po_vd po_vmind(po_vd a, po_vd b) { po_vl m = (po_vl)(b < a); return (po_vd)(((po_vl)b & m) | ((po_vl)a & ~m)); }
static inline po_vi po_vmaxi(po_vi a, po_vi b) { po_vi m = (po_vi)(b > a); return (po_vi)(((po_vi)b & m) | ((po_vi)a & ~m)); }
static inline po_vi po_vmini(po_vi a, po_vi b) { po_vi m = (po_vi)(b < a); return (po_vi)(((po_vi)b & m) | ((po_vi)a & ~m)); }
static inline po_vl po_vmaxl(po_vl a, po_vl b) { po_vl m = (po_vl)(b > a); return (po_vl)(((po_vl)b & m) | ((po_vl)a & ~m)); }
static inline po_vl po_vminl(po_vl a, po_vl b) { po_vl m = (po_vl)(b < a); return (po_vl)(((po_vl)b & m) | ((po_vl)a & ~m)); }
static inline int po_lanes(long n, int w) { return n <= 0 ? 0 : n >= w ? w : (int)n; }
#if defined(__AVX2__)
static inline po_vf po_loadf_n(const float *p, int n) { union { po_vf v; float __attribute__((vector_size(32))) x[1]; } u; for (int i = 0; i < 1; i++) u.x[i] = __builtin_ia32_maskloadps256((const float __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i))); return u.v; }
static inline void po_storef_n(float *p, po_vf v, int n) { union { po_vf v; float __attribute__((vector_size(32))) x[1]; } u = {v}; for (int i = 0; i < 1; i++) __builtin_ia32_maskstoreps256((float __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i)), u.x[i]); }
static inline po_vd po_loadd_n(const double *p, int n) { union { po_vd v; double __attribute__((vector_size(32))) x[1]; } u; for (int i = 0; i < 1; i++) u.x[i] = __builtin_ia32_maskloadpd256((const double __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i))); return u.v; }
static inline void po_stored_n(double *p, po_vd v, int n) { union { po_vd v; double __attribute__((vector_size(32))) x[1]; } u = {v}; for (int i = 0; i < 1; i++) __builtin_ia32_maskstorepd256((double __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i)), u.x[i]); }
static inline po_vi po_loadi_n(const int32_t *p, int n) { union { po_vi v; int __attribute__((vector_size(32))) x[1]; } u; for (int i = 0; i < 1; i++) u.x[i] = __builtin_ia32_maskloadd256((const int __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i))); return u.v; }
static inline void po_storei_n(int32_t *p, po_vi v, int n) { union { po_vi v; int __attribute__((vector_size(32))) x[1]; } u = {v}; for (int i = 0; i < 1; i++) __builtin_ia32_maskstored256((int __attribute__((vector_size(32))) *)p + i, ((int __attribute__((vector_size(32)))){0, 1, 2, 3, 4, 5, 6, 7} < (int)(n - 8 * i)), u.x[i]); }
static inline po_vl po_loadl_n(const int64_t *p, int n) { union { po_vl v; long long __attribute__((vector_size(32))) x[1]; } u; for (int i = 0; i < 1; i++) u.x[i] = __builtin_ia32_maskloadq256((const long long __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i))); return u.v; }
static inline void po_storel_n(int64_t *p, po_vl v, int n) { union { po_vl v; long long __attribute__((vector_size(32))) x[1]; } u = {v}; for (int i = 0; i < 1; i++) __builtin_ia32_maskstoreq256((long long __attribute__((vector_size(32))) *)p + i, ((long long __attribute__((vector_size(32)))){0, 1, 2, 3} < (long long)(n - 4 * i)), u.x[i]); }
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
static inline po_vf po_loadf_s2(const float *p) { po_vf x = __builtin_shuffle(po_loadf(p), po_loadf(p + 7), (po_vi){0, 2, 9, 11, 4, 6, 13, 15}); return (po_vf)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vf po_loadf_s2_n(const float *p, int n) { po_vf lo = po_loadf_n(p, po_lanes(2L * n - 1, 8)); po_vf hi = 2L * n > 8 ? po_loadf_n(p + 7, po_lanes(2L * n - 8, 8)) : (po_vf){0}; po_vf x = __builtin_shuffle(lo, hi, (po_vi){0, 2, 9, 11, 4, 6, 13, 15}); return (po_vf)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vd po_loadd_s2(const double *p) { po_vd x = __builtin_shuffle(po_loadd(p), po_loadd(p + 3), (po_vl){0, 5, 2, 7}); return (po_vd)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vd po_loadd_s2_n(const double *p, int n) { po_vd lo = po_loadd_n(p, po_lanes(2L * n - 1, 4)); po_vd hi = 2L * n > 4 ? po_loadd_n(p + 3, po_lanes(2L * n - 4, 4)) : (po_vd){0}; po_vd x = __builtin_shuffle(lo, hi, (po_vl){0, 5, 2, 7}); return (po_vd)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vi po_loadi_s2(const int32_t *p) { po_vi x = __builtin_shuffle(po_loadi(p), po_loadi(p + 7), (po_vi){0, 2, 9, 11, 4, 6, 13, 15}); return (po_vi)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vi po_loadi_s2_n(const int32_t *p, int n) { po_vi lo = po_loadi_n(p, po_lanes(2L * n - 1, 8)); po_vi hi = 2L * n > 8 ? po_loadi_n(p + 7, po_lanes(2L * n - 8, 8)) : (po_vi){0}; po_vi x = __builtin_shuffle(lo, hi, (po_vi){0, 2, 9, 11, 4, 6, 13, 15}); return (po_vi)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vl po_loadl_s2(const int64_t *p) { po_vl x = __builtin_shuffle(po_loadl(p), po_loadl(p + 3), (po_vl){0, 5, 2, 7}); return (po_vl)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }
static inline po_vl po_loadl_s2_n(const int64_t *p, int n) { po_vl lo = po_loadl_n(p, po_lanes(2L * n - 1, 4)); po_vl hi = 2L * n > 4 ? po_loadl_n(p + 3, po_lanes(2L * n - 4, 4)) : (po_vl){0}; po_vl x = __builtin_shuffle(lo, hi, (po_vl){0, 5, 2, 7}); return (po_vl)__builtin_shuffle((po_vl)x, (po_vl){0, 2, 1, 3}); }

static inline void po_tr_vf(po_vf *r) {
  po_vf lo, hi;
  for (int i = 0; i < 8; i++) if (!(i & 4)) {
    lo = __builtin_shuffle(r[i], r[i + 4], (po_vi){0, 1, 2, 3, 8, 9, 10, 11});
    hi = __builtin_shuffle(r[i], r[i + 4], (po_vi){4, 5, 6, 7, 12, 13, 14, 15});
    r[i] = lo; r[i + 4] = hi;
  }
  for (int i = 0; i < 8; i++) if (!(i & 2)) {
    lo = __builtin_shuffle(r[i], r[i + 2], (po_vi){0, 1, 8, 9, 4, 5, 12, 13});
    hi = __builtin_shuffle(r[i], r[i + 2], (po_vi){2, 3, 10, 11, 6, 7, 14, 15});
    r[i] = lo; r[i + 2] = hi;
  }
  for (int i = 0; i < 8; i++) if (!(i & 1)) {
    lo = __builtin_shuffle(r[i], r[i + 1], (po_vi){0, 8, 2, 10, 4, 12, 6, 14});
    hi = __builtin_shuffle(r[i], r[i + 1], (po_vi){1, 9, 3, 11, 5, 13, 7, 15});
    r[i] = lo; r[i + 1] = hi;
  }
}
// polyopt kernel conv2d_stride2
//   S0: Wp(kb, c, kh, kw, kl) = Wt(((16 * kb) + kl), c, kh, kw)
//   S1_init: Ot(n, kb, h, w, kl) = identity of +
//   S1: Ot(n, kb, h, w, kl) += (I(n, c, ((2 * h) + kh), ((2 * w) + kw)) * Wp(kb, c, kh, kw, kl))
//   S2: O(n, k, h, w) = Ot(n, (k / 16), h, w, (k % 16))
int k_conv2d_stride2(const float *restrict a_I, const float *restrict a_Wt, float *restrict a_O)
{
  static float *a_Wp;
  if (!a_Wp && !(a_Wp = aligned_alloc(64, sizeof(float) * 8 * 9216))) return 2;
  static float *a_Ot;
  if (!a_Ot && !(a_Ot = aligned_alloc(64, sizeof(float) * 8 * 93312))) return 2;
  const long s_N = 8;
  const long s_C = 64;
  const long s_H = 56;
  const long s_W = 56;
  const long s_K = 128;
  const long s_KH = 3;
  const long s_KW = 3;
  const float (*restrict t_I)[64][56][56] = (const float (*)[64][56][56])a_I;
  const float (*restrict t_Wt)[64][3][3] = (const float (*)[64][3][3])a_Wt;
  float (*restrict t_O)[128][27][27] = (float (*)[128][27][27])a_O;
  float (*restrict t_Wp)[64][3][3][16] = (float (*)[64][3][3][16])a_Wp;
  float (*restrict t_Ot)[8][27][27][16] = (float (*)[8][27][27][16])a_Ot;
  int po_err = 0;
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    for (long c1 = 0; c1 <= 63; c1 += 1) {
      for (long c2 = 0; c2 <= 2; c2 += 1) {
        for (long c13 = 0; c13 <= 2; c13 += 1) {
          for (long c14 = 0; c14 <= 15; c14 += 1) {
            t_Wp[c0][c1][c2][c13][c14] = t_Wt[((16 * c0) + c14)][c1][c2][c13];
          }
        }
      }
    }
  }
  /* hand edit: passes of 8 input channels over the plane (Ot the pixel-major buffer), blocks of 6 pixels that may cross rows */
#define FBLOCK(P) do { \
    long po_o[P]; \
    for (int r = 0; r < P; r++) po_o[r] = 2 * ((q + r) / 27) * (long)(sizeof t_I[0][0][0] / sizeof(float)) + 2 * ((q + r) % 27); \
    po_vf acc[P][2]; \
    float *ot = &t_Ot[c8][c9][0][0][0]; \
    if (c13 == 0) { for (int r = 0; r < P; r++) acc[r][0] = acc[r][1] = (po_vf){0}; } \
    else { for (int r = 0; r < P; r++) { acc[r][0] = po_loadf(ot + (q + r) * 16); acc[r][1] = po_loadf(ot + (q + r) * 16 + 8); } } \
    _Pragma("GCC unroll 1") for (long c16 = c13; c16 <= po_min(c13 + 7, 63); c16 += 1) { \
      _Pragma("GCC unroll 1") for (long c14 = 0; c14 <= 2; c14 += 1) { \
        _Pragma("GCC unroll 1") for (long c15 = 0; c15 <= 2; c15 += 1) { \
            po_vf w0 = po_loadf(&t_Wp[c9][c16][c14][c15][0]), w1 = po_loadf(&t_Wp[c9][c16][c14][c15][8]); \
            const float *xp = &t_I[c8][c16][c14][c15]; \
            _Pragma("GCC unroll 8") for (int r = 0; r < P; r++) { \
              float x = xp[po_o[r]]; \
              acc[r][0] += x * w0; acc[r][1] += x * w1; } \
          } } } \
    for (int r = 0; r < P; r++) { po_storef(ot + (q + r) * 16, acc[r][0]); po_storef(ot + (q + r) * 16 + 8, acc[r][1]); } \
  } while (0)
  for (long c8 = 0; c8 < 8; c8 += 1) {
    for (long c9 = 0; c9 < 8; c9 += 1) {
     for (long ht = 0; ht < 27; ht += 27) {
      const long q0 = ht * 27, q1 = po_min(ht + 27, 27) * 27;
      for (long c13 = 0; c13 < 64; c13 += 8) {
        long q = q0;
        for (; q + 6 <= q1; q += 6) FBLOCK(6);
        switch (q1 - q) { case 1: FBLOCK(1); break; case 2: FBLOCK(2); break; case 3: FBLOCK(3); break; case 4: FBLOCK(4); break; case 5: FBLOCK(5); break; }
      }
     }
    }
  }
  /* hand edit: Ot -> O through 8 x 8 register transposes */
  for (long c0 = 0; c0 < 8; c0 += 1)
    for (long kb = 0; kb < 8; kb += 1) {
      const float *src = &t_Ot[c0][kb][0][0][0];
      for (long v = 0; v < 16; v += 8) {
        long q = 0;
        for (; q + 8 <= 729; q += 8) {
          po_vf r[8];
          for (int i = 0; i < 8; i++) r[i] = po_loadf(src + (q + i) * 16 + v);
          po_tr_vf(r);
          for (int i = 0; i < 8; i++) po_storef(&((float *)t_O[c0][kb * 16 + v + i])[q], r[i]);
        }
        for (; q < 729; q++) for (int i = 0; i < 8; i++) { float x = src[q * 16 + v + i]; ((float *)t_O[c0][kb * 16 + v + i])[q] = x; }
      }
    }
  return po_err;
}
