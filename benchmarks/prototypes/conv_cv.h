/* A hand-written convolution micro-kernel with vectors along the OUTPUT CHANNELS (issue 30), to
 * measure against polyopt's generated C (vectors along the output's columns) and torch:
 *
 *     python -m benchmarks.c_ab time conv2d_same same.c benchmarks/prototypes/conv_cv_same.c
 *     python -m benchmarks.c_ab time conv2d_stride2 s2.c benchmarks/prototypes/conv_cv_stride2.c
 *     python -m benchmarks.c_ab time conv2d_3x3_bias_relu valid.c benchmarks/prototypes/conv_cv_valid.c
 *
 * Bench sizes only (N 8, C 64, 56 x 56 input, 3 x 3 window, K a multiple of KB), one thread (its
 * buffers are static). The includer defines ENTRY, K,
 * STRIDE, PAD (and BIAS_RELU: relu(O + bias(k)) as rb is transposed); the blocking is VB x PB x CB (below).
 *
 * - The weights are packed once a call: Wp[K / KB][C][3][3][KB], KB = 8 VB output channels a
 *   row of vectors (VB = 2: 16 channels).
 * - The output plane is flattened (q = h OW + w) and cut in blocks of PB pixels (6): a block may
 *   start in one output row and end in the next, each pixel reads its own input offset, so no
 *   width leaves a partial block except the plane's last (3136 = 522 x 6 + 4, 729 = 121 x 6 + 3).
 *   Each step (c, kh, kw): VB vector loads of Wp, PB broadcasts of the input, PB x VB FMAs
 *   (12 accumulators, 2 + 6 loads: polyopt's 6 x 2 block with rows and columns exchanged).
 * - The reduction over c runs CB (8) channels at a time over the whole plane, accumulating into
 *   a pixel-major buffer rb[OH OW][KB] (200 KB: L2): the CB x 9 x KB weights (4.6 KB) stay in L1.
 * - rb is transposed into O's planes (contiguous in q) with 8 x 8 in-register transposes.
 */
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>

#define N 8
#define C 64
#define H 56
#define W 56
#define OH ((H + 2 * PAD - 3) / STRIDE + 1)
#define OW ((W + 2 * PAD - 3) / STRIDE + 1)
#define IH (H + 2 * PAD)   /* the input as read: with its border of zeros */
#define IW (W + 2 * PAD)
#define Q (OH * OW)
#ifndef VB
#define VB 2
#endif
#ifndef PB
#define PB 6
#endif
#ifndef CB
#define CB 8
#endif
#define KB (8 * VB)

typedef float vf __attribute__((vector_size(32)));
static inline vf ld(const float *p) { vf v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void st(float *p, vf v) { __builtin_memcpy(p, &v, sizeof v); }

static inline void st8(float *d, __m256 x, const float *b, int i)
{
  if (b) x = _mm256_max_ps(_mm256_add_ps(x, _mm256_set1_ps(b[i])), _mm256_setzero_ps());
  _mm256_storeu_ps(d, x);
}

/* 8 x 8 floats: the rows of s (stride ss) -> the columns of d (stride ds); with b, relu(x + b[i]) on column i */
static inline void tr8(const float *s, long ss, float *d, long ds, const float *b)
{
  __m256 r0 = _mm256_loadu_ps(s), r1 = _mm256_loadu_ps(s + ss), r2 = _mm256_loadu_ps(s + 2 * ss);
  __m256 r3 = _mm256_loadu_ps(s + 3 * ss), r4 = _mm256_loadu_ps(s + 4 * ss), r5 = _mm256_loadu_ps(s + 5 * ss);
  __m256 r6 = _mm256_loadu_ps(s + 6 * ss), r7 = _mm256_loadu_ps(s + 7 * ss);
  __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1), t2 = _mm256_unpacklo_ps(r2, r3);
  __m256 t3 = _mm256_unpackhi_ps(r2, r3), t4 = _mm256_unpacklo_ps(r4, r5), t5 = _mm256_unpackhi_ps(r4, r5);
  __m256 t6 = _mm256_unpacklo_ps(r6, r7), t7 = _mm256_unpackhi_ps(r6, r7);
  __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44), u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
  __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44), u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
  __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44), u5 = _mm256_shuffle_ps(t4, t6, 0xEE);
  __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44), u7 = _mm256_shuffle_ps(t5, t7, 0xEE);
  st8(d, _mm256_permute2f128_ps(u0, u4, 0x20), b, 0);
  st8(d + ds, _mm256_permute2f128_ps(u1, u5, 0x20), b, 1);
  st8(d + 2 * ds, _mm256_permute2f128_ps(u2, u6, 0x20), b, 2);
  st8(d + 3 * ds, _mm256_permute2f128_ps(u3, u7, 0x20), b, 3);
  st8(d + 4 * ds, _mm256_permute2f128_ps(u0, u4, 0x31), b, 4);
  st8(d + 5 * ds, _mm256_permute2f128_ps(u1, u5, 0x31), b, 5);
  st8(d + 6 * ds, _mm256_permute2f128_ps(u2, u6, 0x31), b, 6);
  st8(d + 7 * ds, _mm256_permute2f128_ps(u3, u7, 0x31), b, 7);
}

/* P pixels from q x KB channels, input channels c0 .. c0 + CB - 1, into rb (from zero at c0 = 0) */
#define BLOCK(P) do { \
  vf acc[P][VB]; \
  long off[P]; \
  for (int j = 0; j < P; j++) off[j] = STRIDE * ((q + j) / OW) * IW + STRIDE * ((q + j) % OW); \
  for (int j = 0; j < P; j++) for (int v = 0; v < VB; v++) acc[j][v] = c0 ? ld(&rb[q + j][8 * v]) : (vf){0}; \
  for (int c = c0; c < c0 + CB; c++) for (int kh = 0; kh < 3; kh++) _Pragma("GCC unroll 1") for (int kw = 0; kw < 3; kw++) { \
    const float *wp = &Wp[kb][c][kh][kw][0]; \
    const float *ip = &in[n][c][kh][kw]; \
    vf wv[VB]; \
    for (int v = 0; v < VB; v++) wv[v] = ld(wp + 8 * v); \
    _Pragma("GCC unroll 16") for (int j = 0; j < P; j++) \
      _Pragma("GCC unroll 8") for (int v = 0; v < VB; v++) acc[j][v] += wv[v] * ip[off[j]]; \
  } \
  for (int j = 0; j < P; j++) for (int v = 0; v < VB; v++) st(&rb[q + j][8 * v], acc[j][v]); \
} while (0)

#ifdef BIAS_RELU
int ENTRY(const float *restrict a_I, const float *restrict a_Wt, const float *restrict a_bias, float *restrict a_O)
#else
int ENTRY(const float *restrict a_I, const float *restrict a_Wt, float *restrict a_O)
#endif
{
#ifdef BIAS_RELU
  const float *bias = a_bias;
#else
  const float *bias = 0;
#endif
  const float (*restrict I)[C][H][W] = (const float (*)[C][H][W])a_I;
  const float (*restrict Wt)[C][3][3] = (const float (*)[C][3][3])a_Wt;
  float (*restrict O)[K][Q] = (float (*)[K][Q])a_O;
  static float (*Wp)[C][3][3][KB], (*rb)[KB];
  static float (*pad)[C][IH][IW];
  if (!Wp) {
    Wp = aligned_alloc(64, sizeof(float) * K * C * 9);
    rb = aligned_alloc(64, sizeof(float) * Q * KB);
    pad = PAD ? aligned_alloc(64, sizeof(float) * N * C * IH * IW) : 0;
    if (!Wp || !rb || (PAD && !pad)) return 2;
  }
  const float (*in)[C][IH][IW] = (const float (*)[C][IH][IW])a_I;
  if (PAD) {
    for (int n = 0; n < N; n++) for (int c = 0; c < C; c++) {
      memset(pad[n][c], 0, sizeof(float) * IW * PAD);
      memset(pad[n][c][IH - PAD], 0, sizeof(float) * IW * PAD);
      for (int h = 0; h < H; h++) {
        for (int w = 0; w < PAD; w++) pad[n][c][h + PAD][w] = pad[n][c][h + PAD][IW - 1 - w] = 0;
        memcpy(&pad[n][c][h + PAD][PAD], I[n][c][h], sizeof(float) * W);
      }
    }
    in = (const float (*)[C][IH][IW])pad;
  }
  for (int k = 0; k < K; k++) for (int c = 0; c < C; c++) for (int kh = 0; kh < 3; kh++) for (int kw = 0; kw < 3; kw++)
    Wp[k / KB][c][kh][kw][k % KB] = Wt[k][c][kh][kw];
  for (int n = 0; n < N; n++) for (int kb = 0; kb < K / KB; kb++) {
    for (int c0 = 0; c0 < C; c0 += CB) {
      int q = 0;
      for (; q + PB <= Q; q += PB) BLOCK(PB);
#if Q % PB
      BLOCK(Q % PB);
#endif
    }
    int q = 0;
    for (; q + 8 <= Q; q += 8) for (int v = 0; v < KB; v += 8) tr8(&rb[q][v], KB, &O[n][kb * KB + v][q], Q, bias ? bias + kb * KB + v : 0);
    for (; q < Q; q++) for (int v = 0; v < KB; v++) {
      float x = rb[q][v];
      O[n][kb * KB + v][q] = bias ? (x + bias[kb * KB + v] > 0 ? x + bias[kb * KB + v] : 0) : x;
    }
  }
  return 0;
}
