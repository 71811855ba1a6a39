/* golden: kernels/polybench.tc floyd_warshall at N=256, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel floyd_warshall
//   S0: P(k, i, j) = W(i, j)
//   S1: P(k, i, j) = min(P((k - 1), i, j), (P((k - 1), i, (k - 1)) + P((k - 1), (k - 1), j)))
int k_floyd_warshall(const float *restrict a_W, float *restrict a_P)
{
  const long s_N = 256;
  const float (*restrict t_W)[256] = (const float (*)[256])a_W;
  float (*restrict t_P)[256][256] = (float (*)[256][256])a_P;
  int po_err = 0;
  #pragma omp parallel for
  for (long c0 = 0; c0 <= 255; c0 += 1) {
    if (c0 < 0 || !(c0 <= 255)) __builtin_unreachable();
    #pragma omp simd
    for (long c1 = 0; c1 <= 255; c1 += 1) {
      t_P[((0 + 1) % 2)][c0][c1] = t_W[c0][c1];
    }
  }
  for (long c0 = 1; c0 <= 256; c0 += 1) {
    for (long c1 = 0; c1 <= 255; c1 += 1) {
      #pragma omp simd
      for (long c2 = 0; c2 <= 255; c2 += 1) {
        t_P[((c0 + 1) % 2)][c1][c2] = po_fminf(t_P[(((c0 - 1) + 1) % 2)][c1][c2], (t_P[(((c0 - 1) + 1) % 2)][c1][(c0 - 1)] + t_P[(((c0 - 1) + 1) % 2)][(c0 - 1)][c2]));
      }
    }
    __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
  }
  return po_err;
}
