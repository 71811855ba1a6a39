/* golden: kernels/nn.tc l1_norm at M=4096, N=4096, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel l1_norm
//   S0_init: R() = identity of +
//   S0: R() += abs(X(i, j))
int k_l1_norm(const int32_t *restrict a_X, int32_t *restrict a_R)
{
  const long s_M = 4096;
  const long s_N = 4096;
  const int32_t (*restrict t_X)[4096] = (const int32_t (*)[4096])a_X;
  int32_t *restrict t_R = a_R;
  int po_err = 0;
  t_R[0] = 0;
  {
    int32_t po_r0 = 0;
    #pragma omp parallel for simd reduction(+:po_r0)
    for (long po_f0 = 0; po_f0 <= 16777215; po_f0 += 1) {
      po_r0 += (((const int32_t *)t_X)[po_f0] < 0 ? -(((const int32_t *)t_X)[po_f0]) : (((const int32_t *)t_X)[po_f0]));
    }
    t_R[0] += po_r0;
  }
  return po_err;
}
