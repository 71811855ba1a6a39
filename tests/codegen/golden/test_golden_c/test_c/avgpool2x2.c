/* golden: kernels/pool.tc avgpool2x2 at N=8, C=64, H=112, W=112, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel avgpool2x2
//   S0_init: O(n, c, h, w) = identity of +
//   S0: O(n, c, h, w) += I(n, c, ((2 * h) + kh), ((2 * w) + kw))
//   S1: O(n, c, h, w) = (O(n, c, h, w) / 4.0)
int k_avgpool2x2(const float *restrict a_I, float *restrict a_O)
{
  const long s_N = 8;
  const long s_C = 64;
  const long s_H = 112;
  const long s_W = 112;
  const float (*restrict t_I)[64][112][112] = (const float (*)[64][112][112])a_I;
  float (*restrict t_O)[64][56][56] = (float (*)[64][56][56])a_O;
  int po_err = 0;
  #pragma omp parallel for collapse(2)
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    for (long c1 = 0; c1 <= 63; c1 += 1) {
      for (long c2 = 0; c2 <= 55; c2 += 1) {
        #pragma omp simd
        for (long c5 = 0; c5 <= 55; c5 += 1) {
          t_O[c0][c1][c2][c5] = 0;
          t_O[c0][c1][c2][c5] += t_I[c0][c1][((2 * c2) + 0)][((2 * c5) + 0)];
        }
        #pragma omp simd
        for (long c5 = 0; c5 <= 55; c5 += 1) {
          t_O[c0][c1][c2][c5] += t_I[c0][c1][((2 * c2) + 0)][((2 * c5) + 1)];
        }
        #pragma omp simd
        for (long c5 = 0; c5 <= 55; c5 += 1) {
          t_O[c0][c1][c2][c5] += t_I[c0][c1][((2 * c2) + 1)][((2 * c5) + 0)];
        }
        #pragma omp simd
        for (long c5 = 0; c5 <= 55; c5 += 1) {
          t_O[c0][c1][c2][c5] += t_I[c0][c1][((2 * c2) + 1)][((2 * c5) + 1)];
          t_O[c0][c1][c2][c5] = ((float)t_O[c0][c1][c2][c5] / (float)4.0f);
        }
      }
    }
  }
  return po_err;
}
