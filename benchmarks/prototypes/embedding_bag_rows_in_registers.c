/* embedding_bag (kernels/gather.tc) at its bench sizes (V 100000, D 128, Bt 2048, L 32), one
 * thread, with each bag's output row kept in 8 vector registers across its 32 gathered rows and
 * the gathered rows prefetched 4 ahead across bags; polyopt's generated C adds each gathered row
 * into the output row in memory (a store and a load a row) and prefetches within a bag:
 *
 *     python -m benchmarks.c_ab gen embedding_bag /tmp/eb.c
 *     python -m benchmarks.c_ab time embedding_bag /tmp/eb.c benchmarks/prototypes/embedding_bag_rows_in_registers.c
 *
 * AMD EPYC Zen 4, 2026-11-28 (RESULTS.md, session 51): generated 2.98-3.41 ms, this 2.28-3.38,
 * torch 2.51-3.62 (medians of 15 rounds; torch / it 0.80-0.84 -> 1.07-1.10). Not generated yet.
 */
#include <stdint.h>
static inline long po_chk(long i, long n, int *err) {
  if (i < 0 || i >= n) { __atomic_store_n(err, 1, __ATOMIC_RELAXED); return 0; }
  return i;
}
typedef float po_vf __attribute__((vector_size(64)));
static inline po_vf po_loadf(const float *p) { po_vf v; __builtin_memcpy(&v, p, sizeof v); return v; }
static inline void po_storef(float *p, po_vf v) { __builtin_memcpy(p, &v, sizeof v); }
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
  for (long c0 = 0; c0 <= 2047; c0 += 1) {
    po_vf acc[8] = {0};
    for (long c1 = 0; c1 <= 31; c1 += 1) {
      long nx = c0 * 32 + c1 + 4;
      if (nx < 2048 * 32) {
        const long po_pf3 = t_Idx[nx / 32][nx % 32];
        const float *po_pf3_p = &t_Table[po_pf3 >= 0 && po_pf3 < 100000 ? po_pf3 : 0][0];
        for (int po_q = 0; po_q < 128; po_q += 16)
          __builtin_prefetch(po_pf3_p + po_q);
      }
      const int64_t po_h4 = t_Idx[c0][c1];
      const long po_h5 = po_chk((long)(po_h4), 100000, &po_err);
      for (int v = 0; v < 8; v++) acc[v] += po_loadf(&t_Table[po_h5][v * 16]);
    }
    for (int v = 0; v < 8; v++) po_storef(&t_Out[c0][v * 16], acc[v]);
  }
  return po_err;
}
