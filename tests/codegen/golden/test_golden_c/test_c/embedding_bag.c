/* golden: kernels/gather.tc embedding_bag at V=100000, D=128, Bt=2048, L=32, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel embedding_bag
//   S0_init: Out(b, d) = identity of +
//   S0: Out(b, d) += Table(Idx(b, l), d)
int k_embedding_bag(const float *restrict a_Table, const int64_t *restrict a_Idx, float *restrict a_Out)
{
  const long s_V = 100000;
  const long s_D = 128;
  const long s_Bt = 2048;
  const long s_L = 32;
  const float (*restrict t_Table)[128] = (const float (*)[128])a_Table;
  const int64_t (*restrict t_Idx)[32] = (const int64_t (*)[32])a_Idx;
  float (*restrict t_Out)[128] = (float (*)[128])a_Out;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 2047; c0 += 1) {
    if (c0 < 0 || !(c0 <= 2047)) __builtin_unreachable();
    if ((c0 + 4) <= 2047) {  // a row gathered later
      const long po_pf0 = t_Idx[(c0 + 4)][0];
      const float *po_pf0_p = &t_Table[po_pf0 >= 0 && po_pf0 < 100000 ? po_pf0 : 0][0];
      for (int po_q = 0; po_q < 128; po_q += 16)
        __builtin_prefetch(po_pf0_p + po_q);
    }
    const int64_t po_h1 = t_Idx[c0][0];
    const long po_h2 = po_chk((long)(po_h1), 100000, &po_err);
    #pragma omp simd
    for (long c2 = 0; c2 <= 127; c2 += 1) {
      t_Out[c0][c2] = 0;
      t_Out[c0][c2] += t_Table[po_h2][c2];
    }
    for (long c1 = 1; c1 <= 31; c1 += 1) {
      if ((c1 + 4) <= 31) {  // a row gathered later
        const long po_pf3 = t_Idx[c0][(c1 + 4)];
        const float *po_pf3_p = &t_Table[po_pf3 >= 0 && po_pf3 < 100000 ? po_pf3 : 0][0];
        for (int po_q = 0; po_q < 128; po_q += 16)
          __builtin_prefetch(po_pf3_p + po_q);
      }
      const int64_t po_h4 = t_Idx[c0][c1];
      const long po_h5 = po_chk((long)(po_h4), 100000, &po_err);
      #pragma omp simd
      for (long c2 = 0; c2 <= 127; c2 += 1) {
        t_Out[c0][c2] += t_Table[po_h5][c2];
      }
    }
  }
  return po_err;
}
