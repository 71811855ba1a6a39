/* golden: kernels/pool.tc avgpool3x3_clipped at N=8, C=64, H=112, W=112, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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

// polyopt kernel avgpool3x3_clipped
//   S0_init: S(n, c, h, w) = identity of +
//   S0: S(n, c, h, w) += I(n, c, ((h + kh) - 1), ((w + kw) - 1))
//   S1: O(n, c, h, w) = (S(n, c, h, w) / float32((((min((h + 1), (H - 1)) - max((h - 1), 0)) + 1) * ((min((w + 1), (W - 1)) - max((w - 1), 0)) + 1))))
int k_avgpool3x3_clipped(const float *restrict a_I, float *restrict a_O)
{
  const long s_N = 8;
  const long s_C = 64;
  const long s_H = 112;
  const long s_W = 112;
  const float (*restrict t_I)[64][112][112] = (const float (*)[64][112][112])a_I;
  float (*restrict t_O)[64][112][112] = (float (*)[64][112][112])a_O;
  int po_err = 0;
  #pragma omp parallel for collapse(2)
  for (long c0 = 0; c0 <= 7; c0 += 1) {
    for (long c1 = 0; c1 <= 63; c1 += 1) {
      for (long c2 = 0; c2 <= 111; c2 += 1) {
        float po_row0_t_S[112];  // row c2 of S
        if (c2 == 0) {
          #pragma omp simd
          for (long c5 = 0; c5 <= 111; c5 += 1) {
            po_row0_t_S[c5] = 0;
          }
        } else {
          po_row0_t_S[0] = 0;
          #pragma omp simd
          for (long c5 = 1; c5 <= 111; c5 += 1) {
            po_row0_t_S[c5] = 0;
            po_row0_t_S[c5] += t_I[c0][c1][((c2 + 0) - 1)][((c5 + 0) - 1)];
          }
          for (long c4 = 1; c4 <= 2; c4 += 1) {
            #pragma omp simd
            for (long c5 = 0; c5 <= -c4 + 112; c5 += 1) {
              po_row0_t_S[c5] += t_I[c0][c1][((c2 + 0) - 1)][((c5 + c4) - 1)];
            }
          }
        }
        for (long c4 = 0; c4 <= 2; c4 += 1) {
          #pragma omp simd
          for (long c5 = po_max(0, -c4 + 1); c5 <= po_min(111, -c4 + 112); c5 += 1) {
            po_row0_t_S[c5] += t_I[c0][c1][((c2 + 1) - 1)][((c5 + c4) - 1)];
          }
        }
        if (c2 == 111) {
          t_O[c0][c1][111][0] = ((float)po_row0_t_S[0] / (float)((float)(((((s_H - 1) - (111 - 1)) + 1) * (((0 + 1) - 0) + 1)))));
          #pragma omp simd
          for (long c5 = 1; c5 <= 110; c5 += 1) {
            t_O[c0][c1][111][c5] = ((float)po_row0_t_S[c5] / (float)((float)(((((s_H - 1) - (111 - 1)) + 1) * (((c5 + 1) - (c5 - 1)) + 1)))));
          }
          t_O[c0][c1][111][111] = ((float)po_row0_t_S[111] / (float)((float)(((((s_H - 1) - (111 - 1)) + 1) * (((s_W - 1) - (111 - 1)) + 1)))));
        } else {
          for (long c4 = 0; c4 <= 1; c4 += 1) {
            #pragma omp simd
            for (long c5 = -c4 + 1; c5 <= 111; c5 += 1) {
              po_row0_t_S[c5] += t_I[c0][c1][((c2 + 2) - 1)][((c5 + c4) - 1)];
            }
          }
          if (c2 + 1 <= 111) {
            if (c2 - 1 >= 0) {
              po_row0_t_S[0] += t_I[c0][c1][((c2 + 2) - 1)][((0 + 2) - 1)];
              t_O[c0][c1][c2][0] = ((float)po_row0_t_S[0] / (float)((float)(((((c2 + 1) - (c2 - 1)) + 1) * (((0 + 1) - 0) + 1)))));
              #pragma omp simd
              for (long c5 = 1; c5 <= 110; c5 += 1) {
                po_row0_t_S[c5] += t_I[c0][c1][((c2 + 2) - 1)][((c5 + 2) - 1)];
                t_O[c0][c1][c2][c5] = ((float)po_row0_t_S[c5] / (float)((float)(((((c2 + 1) - (c2 - 1)) + 1) * (((c5 + 1) - (c5 - 1)) + 1)))));
              }
            } else {
              po_row0_t_S[0] += t_I[c0][c1][((c2 + 2) - 1)][((0 + 2) - 1)];
              t_O[c0][c1][c2][0] = ((float)po_row0_t_S[0] / (float)((float)(((((c2 + 1) - 0) + 1) * (((0 + 1) - 0) + 1)))));
              #pragma omp simd
              for (long c5 = 1; c5 <= 110; c5 += 1) {
                po_row0_t_S[c5] += t_I[c0][c1][((c2 + 2) - 1)][((c5 + 2) - 1)];
                t_O[c0][c1][c2][c5] = ((float)po_row0_t_S[c5] / (float)((float)(((((c2 + 1) - 0) + 1) * (((c5 + 1) - (c5 - 1)) + 1)))));
              }
            }
          } else {
            po_row0_t_S[0] += t_I[c0][c1][((c2 + 2) - 1)][((0 + 2) - 1)];
            t_O[c0][c1][c2][0] = ((float)po_row0_t_S[0] / (float)((float)(((((s_H - 1) - (c2 - 1)) + 1) * (((0 + 1) - 0) + 1)))));
            #pragma omp simd
            for (long c5 = 1; c5 <= 110; c5 += 1) {
              po_row0_t_S[c5] += t_I[c0][c1][((c2 + 2) - 1)][((c5 + 2) - 1)];
              t_O[c0][c1][c2][c5] = ((float)po_row0_t_S[c5] / (float)((float)(((((s_H - 1) - (c2 - 1)) + 1) * (((c5 + 1) - (c5 - 1)) + 1)))));
            }
          }
          t_O[c0][c1][c2][111] = ((float)po_row0_t_S[111] / (float)((float)(((((((c2 + 1)) < ((s_H - 1)) ? ((c2 + 1)) : ((s_H - 1))) - (((c2 - 1)) > (0) ? ((c2 - 1)) : (0))) + 1) * (((s_W - 1) - (111 - 1)) + 1)))));
        }
      }
    }
  }
  return po_err;
}
