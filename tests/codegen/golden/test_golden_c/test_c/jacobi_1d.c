/* golden: kernels/polybench.tc jacobi_1d at N=200000, T=50, target c: -O3 -march=x86-64-v4 -fopenmp -fno-math-errno -mprefer-vector-width=512; caches L1 48 KiB, L2 2048 KiB, L3 32768 KiB; 8 threads */
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
#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
long syscall(long, ...);
#endif
/* the tile queue's waits (codegen/tile_queue.py): spin on loads, then sleep on the counter */
static unsigned long long po_ticks(void) {
#if defined(__x86_64__) || defined(__i386__)
  return __builtin_ia32_rdtsc();
#else
  static unsigned long long n;
  return n += 64;
#endif
}
static void po_queue_wait(int *done, int need, int *sleepers) {
  unsigned long long t0 = po_ticks();
  int seen;
  while ((seen = __atomic_load_n(done, __ATOMIC_ACQUIRE)) < need) {
    if (po_ticks() - t0 < 100000) continue;
#if defined(__linux__)
    __atomic_add_fetch(sleepers, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(done, __ATOMIC_SEQ_CST) == seen)
      syscall(SYS_futex, done, FUTEX_WAIT_PRIVATE, seen, (void *)0, (void *)0, 0);
    __atomic_sub_fetch(sleepers, 1, __ATOMIC_SEQ_CST);
#endif
  }
}
static void po_queue_done(int *done, int *sleepers) {
  __atomic_add_fetch(done, 1, __ATOMIC_SEQ_CST);
#if defined(__linux__)
  if (__atomic_load_n(sleepers, __ATOMIC_SEQ_CST))
    syscall(SYS_futex, done, FUTEX_WAKE_PRIVATE, 1 << 30, (void *)0, (void *)0, 0);
#endif
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

// polyopt kernel jacobi_1d
//   S0: A(t, i) = A0(i)
//   S1_p0: A(t, i) = A((t - 1), i)
//   S1_p1: A(t, i) = (0.33333 * ((A((t - 1), (i - 1)) + A((t - 1), i)) + A((t - 1), (i + 1))))
int k_jacobi_1d(const float *restrict a_A0, const float *restrict a_steps, float *restrict a_A)
{
  const long s_N = 200000;
  const long s_T = 50;
  const float *restrict t_A0 = a_A0;
  const float *restrict t_steps = a_steps;
  float (*restrict t_A)[200000] = (float (*)[200000])a_A;
  int po_err = 0;
  #pragma omp parallel for simd
  for (long c0 = 0; c0 <= 199999; c0 += 1) {
    t_A[((0) % 2)][c0] = t_A0[c0];
  }
  // time tiles
  // diamonds
  {  // the tiles in wavefront order, from a queue (codegen/tile_queue.py)
    long po_qn = 0, po_qw = 0;
    for (long c0 = -1; c0 <= 0; c0 += 1) {
      for (long c1 = c0 - 65; c1 <= c0; c1 += 1) {
        po_qn++;
      }
    }
    static __thread long *po_qbuf0;
    static __thread long po_qcap0;
    const long po_qn0 = 3 * po_qn + 3;
    if (po_qcap0 < po_qn0) {
      if (!po_qcap0) PO_FREE_AT_THREAD_EXIT(po_qbuf0);  // (freed when the thread exits)
      free(po_qbuf0);
      po_qbuf0 = aligned_alloc(64, ((po_qn0 * (long)sizeof(long) + 63) / 64) * 64);
      po_qcap0 = po_qbuf0 ? po_qn0 : 0;
      if (!po_qbuf0) return 2;
    }
    static __thread int *po_qbuf1;
    static __thread long po_qcap1;
    const long po_qn1 = 2 * po_qn + 2;
    if (po_qcap1 < po_qn1) {
      if (!po_qcap1) PO_FREE_AT_THREAD_EXIT(po_qbuf1);  // (freed when the thread exits)
      free(po_qbuf1);
      po_qbuf1 = aligned_alloc(64, ((po_qn1 * (long)sizeof(int) + 63) / 64) * 64);
      po_qcap1 = po_qbuf1 ? po_qn1 : 0;
      if (!po_qbuf1) return 2;
    }
    long (*po_qt)[2] = (long (*)[2])po_qbuf0, *po_qwave = po_qbuf0 + 2 * po_qn + 2;
    int *po_qneed = po_qbuf1, *po_qdone = po_qbuf1 + po_qn + 1;
    po_qn = 0;
    for (long c0 = -1; c0 <= 0; c0 += 1) {
      for (long c1 = c0 - 65; c1 <= c0; c1 += 1) {
        po_qt[po_qn][0] = c0; po_qt[po_qn][1] = c1; po_qwave[po_qn++] = po_qw;
      }
      if (po_qn > 0 && po_qwave[po_qn - 1] == po_qw) {
        po_qneed[po_qw] = 0; po_qdone[po_qw] = 0; po_qw++;
      }
    }
    for (long po_k = 0; po_k < po_qn; po_k++) po_qneed[po_qwave[po_k]]++;
    int po_qnext = 0, po_qsleep = 0;
    #pragma omp parallel
    for (;;) {
      int po_k = __atomic_fetch_add(&po_qnext, 1, __ATOMIC_RELAXED);
      if (po_k >= po_qn) break;
      long c0 = po_qt[po_k][0], c1 = po_qt[po_k][1];
      int po_w = po_qwave[po_k];
      if (po_w > 0) po_queue_wait(&po_qdone[po_w - 1], po_qneed[po_w - 1], &po_qsleep);
      for (long c2 = 1; c2 <= 49; c2 += 1) {
        if (c0 == 0 && c1 == 0) {
          t_A[((c2) % 2)][0] = t_A[(((c2 - 1)) % 2)][0];
        } else {
          if (c0 == -1 && c1 == -66) {
            t_A[((c2) % 2)][199999] = t_A[(((c2 - 1)) % 2)][199999];
          }
        }
        #pragma omp simd
        for (long c3 = po_max(3072 * c0 - 3072 * c1 + 1, po_max((-3072) * c1 + 2 * c2 - 3072, c2 + 1)); c3 <= po_min(3072 * c0 - 3072 * c1 + 3072, po_min((-3072) * c1 + 2 * c2 - 1, c2 + 199998)); c3 += 1) {
          t_A[((c2) % 2)][(-c2 + c3)] = (0.33333f * ((t_A[(((c2 - 1)) % 2)][((-c2 + c3) - 1)] + t_A[(((c2 - 1)) % 2)][(-c2 + c3)]) + t_A[(((c2 - 1)) % 2)][((-c2 + c3) + 1)]));
        }
        __asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop
      }
      po_queue_done(&po_qdone[po_w], &po_qsleep);
    }
  }
  return po_err;
}
