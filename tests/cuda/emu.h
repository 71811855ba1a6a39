// CPU emulation of the CUDA execution model, for testing polyopt's generated kernels without a GPU.
//
// The generated .cu text compiles with g++ -std=c++20 after this header, once the harness has
// rewritten each `__shared__ T name[...];` into `PO_SHARED(T, name, [...]);` (tests/cuda/harness.py):
// blockIdx, threadIdx, blockDim, gridDim, __global__, __device__, __syncthreads(), __syncwarp(),
// the __shfl_*_sync functions, the 128-bit vector types, atomicExch and atomicAdd are defined here.
// po_emu_launch runs a grid: the threads of a block meet at barriers, as real OS threads (the
// concurrent mode) or as fibers on one OS thread (the serial modes, see below).
//
// Two parts: what kernels see (light: math.h and stdint.h only, so that each kernel compiles
// fast), and the runtime behind it (threads, fibers, barriers), compiled once when PO_EMU_RUNTIME is
// defined into a shared library that every kernel library links against.
//
// Blocks run in a shuffled order (seeded: a failure reproduces) and, with PO_EMU_PARALLEL, up to
// four blocks at a time, each on an OS thread of its own (in the concurrent mode a pool of them;
// pools and fiber stacks are reused from block to block and launch to launch: thread creation is
// slow on a loaded machine); a kernel whose blocks race on global memory, or that relies on the
// order of blocks, fails.
//
// Shared memory is per block and starts as poison (a NaN for float and double arrays, the bytes
// 0xA5 for others), so a read of shared memory no thread wrote comes out wrong. (The kernel library
// is built with g++ -ftrivial-auto-var-init=pattern: an uninitialized register reads 0xFE bytes.)
//
// Modes (the order in which the threads of a block run; bits 0-1 of mode):
//   0 concurrent  every thread runs freely on an OS thread of its own, the OS interleaves them
//   1 forward     one thread at a time, lowest linear thread index first, each one up to its next
//                 barrier (__syncthreads, or a warp's __syncwarp / shuffle) or its end, then the next
//                 runnable one: a legal CUDA interleaving that exposes every missing barrier
//                 deterministically (a thread reads shared memory that the threads after it have
//                 not written yet)
//   2 reverse     the same, highest linear thread index first
// The serial modes run each thread of a block as a fiber (ucontext: a context on a 1 MiB stack of its
// own, behind a guard page) on the OS thread that runs the block: a turn passes with a swapcontext
// (under half a microsecond) where OS threads took a futex wake and a context switch (tens of
// microseconds on a loaded 2-vCPU guest). What a thread reads about itself (threadIdx, blockIdx,
// its lane, its place in shared memory) lives in a Ctx per fiber (per OS thread in the concurrent
// mode) that the switch points `me` at. A failure unwinds each fiber with an exception caught in the
// fiber's entry function (none crosses a switch). The fibers are not annotated for
// AddressSanitizer (__sanitizer_start_switch_fiber): no test builds the emulation with ASan.
// Bit 2 (PO_EMU_SHUFFLE): blocks in a shuffled order, seeded by bits 16-31; bit 3 (PO_EMU_PARALLEL):
// several blocks at once.
// Errors the emulation detects (reported through launch's return value and message):
//   - a thread reaches __syncthreads() after another thread of its block has returned, or
//     returns while others wait at a barrier (a divergent barrier: undefined in CUDA)
//   - threads of a block wait at different __syncthreads() (lines of the kernel library): CUDA's
//     bar.sync is "aligned", and such a block hangs on sm_70 and later
//   - the lanes of a warp meet at different __syncwarp() or shuffles, or one has returned
//   - no thread can run: each waits at a barrier that others never reach (deadlock: found at once
//     in the serial modes; in the concurrent mode, a barrier that does not complete within the timeout)
#pragma once

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int a = 1, unsigned int b = 1, unsigned int c = 1) : x(a), y(b), z(c) {}
};

struct alignas(16) float4 { float x, y, z, w; };
struct alignas(16) double2 { double x, y; };
struct alignas(16) int4 { int32_t x, y, z, w; };
struct alignas(16) uint4 { uint32_t x, y, z, w; };
struct alignas(16) longlong2 { long long x, y; };
struct alignas(16) ulonglong2 { unsigned long long x, y; };

#define __align__(n) __attribute__((aligned(n)))

// cp.async (cuda_pipeline.h's primitives) as plain copies: the emulation cannot see a missing wait
inline void __pipeline_memcpy_async(void *dst, const void *src, unsigned long n) { __builtin_memcpy(dst, src, n); }
inline void __pipeline_commit() {}
inline void __pipeline_wait_prior(unsigned long) {}

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __launch_bounds__(...)

uint3 *po_emu_thread_idx();  // this thread's index in its block (thread_local in the runtime)
uint3 *po_emu_block_idx();   // this thread's block
dim3 *po_emu_block_dim();
dim3 *po_emu_grid_dim();
void po_emu_syncthreads(int site);
void po_emu_syncwarp(int site);
uint64_t po_emu_exchange(uint64_t mine, int src_lane, int site);  // a warp's lanes swap 8 bytes
int po_emu_lane();
void *po_emu_shared(unsigned long bytes, int kind);  // this block's next shared array (poisoned)

#define threadIdx (*po_emu_thread_idx())
#define blockIdx (*po_emu_block_idx())
#define blockDim (*po_emu_block_dim())
#define gridDim (*po_emu_grid_dim())

// Each barrier passes its line: the threads of a block (the lanes of a warp) must meet at the same one.
#define __syncthreads() po_emu_syncthreads(__LINE__)
#define __syncwarp(...) po_emu_syncwarp(__LINE__)
inline int atomicExch(int *address, int value) { return __atomic_exchange_n(address, value, __ATOMIC_SEQ_CST); }
// atomicAdd of a float or double (split reductions add their partial sums): a compare-and-swap loop
template <class T>
inline T atomicAdd(T *address, T value) {
  T old, next;
  __atomic_load(address, &old, __ATOMIC_SEQ_CST);
  do {
    next = old + value;
  } while (!__atomic_compare_exchange(address, &old, &next, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  return old;
}
template <class T>
inline T __ldg(const T *p) { return *p; }

template <class T>
constexpr int po_emu_kind() {
  return sizeof(T) == 4 && (T)0.5 != 0 ? 1 : sizeof(T) == 8 && (T)0.5 != 0 ? 2 : 0;
}
#define PO_SHARED(T, name, dims)   \
  typedef T po_sh_t_##name dims; \
  po_sh_t_##name &name = *static_cast<po_sh_t_##name *>(po_emu_shared(sizeof(po_sh_t_##name), po_emu_kind<T>()))

template <class T>
inline T po_emu_shfl(unsigned mask, T var, int src, int site) {
  static_assert(sizeof(T) <= 8, "shuffles move at most 8 bytes");
  (void)mask;  // the emulation takes every mask as the whole warp (polyopt's kernels use 0xffffffff)
  uint64_t bits = 0;
  memcpy(&bits, &var, sizeof(T));
  bits = po_emu_exchange(bits, src, site);
  T out;
  memcpy(&out, &bits, sizeof(T));
  return out;
}
inline int po_emu_src_xor(int lane, int m, int width) {
  int src = lane ^ m;
  return src / width == lane / width ? src : lane;
}
inline int po_emu_src_down(int lane, int d, int width) {
  int src = lane + d;
  return src / width == lane / width ? src : lane;
}
inline int po_emu_src_up(int lane, int d, int width) {
  int src = lane - d;
  return src >= 0 && src / width == lane / width ? src : lane;
}
#define po_emu_width(...) po_emu_width_(__VA_ARGS__, 32, 0)
#define po_emu_width_(m, v, x, w, ...) w
#define __shfl_xor_sync(m, v, x, ...) \
  po_emu_shfl(m, v, po_emu_src_xor(po_emu_lane(), x, po_emu_width(m, v, x, ##__VA_ARGS__)), __LINE__)
#define __shfl_down_sync(m, v, x, ...) \
  po_emu_shfl(m, v, po_emu_src_down(po_emu_lane(), x, po_emu_width(m, v, x, ##__VA_ARGS__)), __LINE__)
#define __shfl_up_sync(m, v, x, ...) \
  po_emu_shfl(m, v, po_emu_src_up(po_emu_lane(), x, po_emu_width(m, v, x, ##__VA_ARGS__)), __LINE__)
#define __shfl_sync(m, v, x, ...)                                                                        \
  po_emu_shfl(m, v, (po_emu_lane() / po_emu_width(m, v, x, ##__VA_ARGS__)) * po_emu_width(m, v, x, ##__VA_ARGS__) + \
                        (x) % po_emu_width(m, v, x, ##__VA_ARGS__), __LINE__)

// Run body(ctx) for every thread of every block of the grid; 0 on success, else 1 and a message.
// mode: bits 0-1 the order of threads (0 concurrent, 1 forward, 2 reverse), PO_EMU_SHUFFLE,
// PO_EMU_PARALLEL, the seed of the shuffle in bits 16-31 (see above).
#define PO_EMU_SHUFFLE 4
#define PO_EMU_PARALLEL 8
extern "C" int po_emu_launch(dim3 grid, dim3 block, int mode, char *msg, int msglen, void (*body)(void *),
                             void *ctx);

#ifdef PO_EMU_RUNTIME
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
#include <semaphore>
#include <thread>
#include <vector>

#undef threadIdx
#undef blockIdx
#undef blockDim
#undef gridDim

namespace po_emu {

dim3 blockDim;
dim3 gridDim;

enum Mode { CONCURRENT = 0, FORWARD = 1, REVERSE = 2 };
enum State { RUNNABLE, WAITING, EXITED };

struct Abort {};  // unwinds a thread of a block that failed

using Sem = std::counting_semaphore<1 << 20>;

constexpr size_t SHARED_BYTES = 256 * 1024;  // more than any GPU gives a block
constexpr size_t FIBER_STACK = 1 << 20;      // per thread of a serial block (mapped lazily: untouched pages cost nothing)

struct Block;

// What a CUDA thread reads about itself: per OS thread (concurrent mode) or per fiber (serial modes);
// `me` points to the running one.
struct Ctx {
  uint3 threadIdx{0, 0, 0};
  uint3 blockIdx{0, 0, 0};
  int lin = 0;  // linear thread index in the block
  size_t shared_cursor = 0;
  Block *block = nullptr;
};

inline thread_local Ctx *me = nullptr;

// A thread of a block: its Ctx, and in the serial modes its fiber (a context on a stack of its own).
struct Fiber {
  Ctx self;
  ucontext_t uc;
  unsigned char *stack = nullptr;  // the mapping: a guard page, then FIBER_STACK bytes
  bool finished = false;
};

struct Warp {
  int n = 0;         // lanes
  int arrived = 0;   // lanes waiting at the current warp barrier
  int exited = 0;
  long phase = 0;
  int site = -1;
  uint64_t slots[32] = {0};
};

struct Block {
  std::mutex mu;
  std::condition_variable cv;
  int n = 1;
  int mode = CONCURRENT;
  int arrived = 0;   // threads waiting at the current barrier
  int exited = 0;    // threads that returned from the kernel
  long phase = 0;    // completed barriers
  int site = -1;     // the line of the __syncthreads() the arrived threads wait at
  std::vector<Warp> warps;
  std::vector<Fiber> threads;  // by linear thread index (never resized after the slot is built)
  std::vector<int> state;      // serial modes: per linear thread index
  std::vector<int> rank;       // linear thread index -> rank in the serial order
  std::vector<int> by_rank;
  ucontext_t scheduler;        // serial modes: the OS thread's context while its fibers run
  int next = -1;               // serial modes: the fiber a finished one hands on to (-1: none)
  int finished = 0;            // serial modes: fibers whose entry function returned
  void (*body)(void *) = nullptr;
  void *arg = nullptr;
  std::unique_ptr<unsigned char[]> shared{new unsigned char[SHARED_BYTES]};
  size_t filled = 0;  // bytes of shared memory handed out (and poisoned) in this block
  char error[256] = {0};
  bool serial() const { return (mode & 3) != CONCURRENT; }
};

inline double timeout_s = 20.0;

inline void fail(Block *b, const char *msg) {  // with b->mu held (or in a serial block)
  if (!b->error[0]) {
    const Ctx &c = *me;
    snprintf(b->error, sizeof b->error, "block (%u, %u, %u), thread (%u, %u, %u): %s", c.blockIdx.x, c.blockIdx.y,
             c.blockIdx.z, c.threadIdx.x, c.threadIdx.y, c.threadIdx.z, msg);
  }
  b->cv.notify_all();  // concurrent mode: the waiting threads see the error and unwind
}

// serial modes, with b->mu held: the next runnable thread after this one in rank order (this one
// last), or -1: every thread has returned, or none can run (a deadlock, reported)
inline int pick_next(Block *b) {
  const int mine = b->rank[me->lin];
  for (int step = 1; step <= b->n; step++) {
    const int l = b->by_rank[(mine + step) % b->n];
    if (b->state[l] == RUNNABLE) return l;
  }
  for (int l = 0; l < b->n; l++) {
    if (b->state[l] != EXITED) {
      fail(b, "no thread can run: a barrier that some threads never reach (deadlock)");
      return -1;
    }
  }
  return -1;
}

// serial modes, without b->mu held (it is one OS thread's mutex: no fiber may switch away holding
// it): run thread `next` (-1: the scheduler) until this thread's turn comes again; Abort if the
// block failed meanwhile. No exception crosses a switch: each fiber catches its own.
inline void pass_turn(Block *b, int next) {
  Ctx *self = me;
  if (next != self->lin) {
    ucontext_t *from = &b->threads[self->lin].uc;
    if (next < 0) {
      b->next = -1;
      me = nullptr;
      swapcontext(from, &b->scheduler);
    } else {
      me = &b->threads[next].self;
      swapcontext(from, &b->threads[next].uc);
    }
    // resumed: whoever switched here set me back to self
  }
  if (b->error[0]) throw Abort{};
}

inline void wait_phase(Block *b, std::unique_lock<std::mutex> &lk, const long *phase, long seen, const char *what) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_s);
  while (!b->error[0] && *phase == seen) {
    if (b->cv.wait_until(lk, deadline) == std::cv_status::timeout) fail(b, what);
  }
  if (b->error[0]) throw Abort{};
}

inline void syncthreads(int site) {
  Block *b = me->block;
  std::unique_lock<std::mutex> lk(b->mu);
  if (b->error[0]) throw Abort{};
  if (b->exited > 0) {
    fail(b, "__syncthreads() reached after another thread of the block returned (divergent barrier)");
    throw Abort{};
  }
  if (b->arrived == 0) {
    b->site = site;
  } else if (b->site != site) {
    char text[160];
    snprintf(text, sizeof text, "threads of the block wait at different __syncthreads() (lines %d and %d of the "
             "kernel library): a divergent barrier", b->site, site);
    fail(b, text);
    throw Abort{};
  }
  long phase = b->phase;
  bool last = ++b->arrived == b->n;
  if (last) {  // the last one releases the barrier
    b->arrived = 0;
    b->phase++;
  }
  if (b->serial()) {
    if (last) {
      std::fill(b->state.begin(), b->state.end(), (int)RUNNABLE);
    } else {
      b->state[me->lin] = WAITING;
    }
    const int next = pick_next(b);
    lk.unlock();
    pass_turn(b, next);
    return;
  }
  if (last) {
    b->cv.notify_all();
    return;
  }
  wait_phase(b, lk, &b->phase, phase, "__syncthreads() timed out: not every thread of the block reached it (deadlock)");
}

// the lanes of this thread's warp meet (a __syncwarp, or one half of a shuffle)
inline void warp_barrier(Block *b, std::unique_lock<std::mutex> &lk, int site, const char *what) {
  const int lin = me->lin;
  Warp &w = b->warps[lin / 32];
  if (b->error[0]) throw Abort{};
  if (w.exited > 0) {
    fail(b, "a warp-level barrier or shuffle reached after another lane of the warp returned (divergent)");
    throw Abort{};
  }
  if (w.arrived == 0) {
    w.site = site;
  } else if (w.site != site) {
    char text[200];
    snprintf(text, sizeof text, "the lanes of a warp meet at different %s (lines %d and %d of the kernel library)",
             what, w.site, site);
    fail(b, text);
    throw Abort{};
  }
  long phase = w.phase;
  bool last = ++w.arrived == w.n;
  if (last) {
    w.arrived = 0;
    w.phase++;
  }
  if (b->serial()) {
    const int first = lin / 32 * 32;
    if (last) {
      for (int l = first; l < first + w.n; l++) b->state[l] = RUNNABLE;
    } else {
      b->state[lin] = WAITING;
    }
    const int next = pick_next(b);
    lk.unlock();
    pass_turn(b, next);
    lk.lock();
    return;
  }
  if (last) {
    b->cv.notify_all();
    return;
  }
  wait_phase(b, lk, &w.phase, phase, "a warp-level barrier timed out: not every lane reached it (deadlock)");
}

inline void syncwarp(int site) {
  Block *b = me->block;
  std::unique_lock<std::mutex> lk(b->mu);
  warp_barrier(b, lk, site, "__syncwarp()");
}

inline uint64_t exchange(uint64_t mine, int src, int site) {
  Block *b = me->block;
  const int lin = me->lin;
  std::unique_lock<std::mutex> lk(b->mu);
  Warp &w = b->warps[lin / 32];
  if (src < 0 || src >= w.n) src = lin % 32;
  w.slots[lin % 32] = mine;
  warp_barrier(b, lk, site, "shuffles");
  uint64_t got = w.slots[src];
  warp_barrier(b, lk, site, "shuffles");  // nobody overwrites a slot before every lane has read
  return got;
}

inline void thread_exit() {
  Block *b = me->block;
  const int lin = me->lin;
  std::lock_guard<std::mutex> lk(b->mu);
  b->exited++;
  Warp &w = b->warps[lin / 32];
  w.exited++;
  if (b->arrived > 0) fail(b, "returned while other threads of the block wait at __syncthreads() (divergent barrier)");
  if (w.arrived > 0) fail(b, "returned while other lanes of its warp wait at a warp-level barrier (divergent)");
  if (b->serial()) {
    b->state[lin] = EXITED;
    b->next = b->error[0] ? -1 : pick_next(b);  // the fiber then returns to the scheduler, which runs it
  }
}

inline void *shared(unsigned long bytes, int kind) {
  Block *b = me->block;
  std::lock_guard<std::mutex> lk(b->mu);
  size_t at = me->shared_cursor;
  size_t end = at + (bytes + 15) / 16 * 16;
  if (end > SHARED_BYTES) {
    fail(b, "more shared memory than the emulation holds");
    throw Abort{};
  }
  if (end > b->filled) {  // the first thread to declare it poisons it
    unsigned char *p = b->shared.get() + b->filled;
    size_t n = end - b->filled;
    if (kind == 1) {
      const uint32_t nan = 0x7fc0dead;
      for (size_t i = 0; i + 4 <= n; i += 4) memcpy(p + i, &nan, 4);
    } else if (kind == 2) {
      const uint64_t nan = 0x7ff8deaddeaddeadull;
      for (size_t i = 0; i + 8 <= n; i += 8) memcpy(p + i, &nan, 8);
    } else {
      memset(p, 0xA5, n);
    }
    b->filled = end;
  }
  me->shared_cursor = end;
  return b->shared.get() + at;
}

// the entry function of a fiber (serial modes): runs the kernel for thread `me`, then returns to the
// scheduler (uc_link). An Abort stops here: an exception must not unwind past a fiber's first frame.
inline void fiber_entry() noexcept {
  Ctx *c = me;
  Block *b = c->block;
  try {
    if (b->error[0]) throw Abort{};  // the block failed before this thread's first turn
    b->body(b->arg);
    thread_exit();
  } catch (Abort &) {
    std::lock_guard<std::mutex> lk(b->mu);
    b->exited++;
    b->warps[c->lin / 32].exited++;
    b->next = -1;
  }
  b->threads[c->lin].finished = true;
  b->finished++;
}

inline size_t page_bytes() { return (size_t)sysconf(_SC_PAGESIZE); }

// One slot: a block structure and what runs the blocks it is given: in concurrent mode a pool of
// OS threads, in the serial modes one fiber per thread, run by the OS thread that calls run().
// Slots are kept for later launches with the same block shape (thread creation is slow on a loaded
// machine), the least recently used retired once the kept threads pass POOL_THREADS.
struct Slot {
  Block b;
  std::vector<std::unique_ptr<Sem>> start;
  Sem done{0};
  uint3 current{0, 0, 0};
  bool quit = false;  // set before the last start: the threads leave their loop
  long used = 0;      // the launch that last used it
  std::vector<std::thread> pool;

  Slot(dim3 block, int mode) {
    const int n = (int)(block.x * block.y * block.z);
    b.n = n;
    b.mode = mode;
    for (int w = 0; w * 32 < n; w++) {
      b.warps.emplace_back();
      b.warps.back().n = std::min(32, n - w * 32);
    }
    b.state.assign(n, RUNNABLE);
    b.rank.resize(n);
    b.by_rank.resize(n);
    b.threads.resize(n);
    for (int l = 0; l < n; l++) {
      int r = (mode & 3) == REVERSE ? n - 1 - l : l;
      b.rank[l] = r;
      b.by_rank[r] = l;
      Ctx &c = b.threads[l].self;
      c.threadIdx = uint3{(unsigned int)l % block.x, (unsigned int)(l / block.x) % block.y,
                          (unsigned int)(l / (block.x * block.y))};
      c.lin = l;
      c.block = &b;
    }
    if (b.serial()) {
      const size_t guard = page_bytes();
      for (auto &f : b.threads) {
        void *p = mmap(nullptr, guard + FIBER_STACK, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
        if (p == MAP_FAILED || mprotect(p, guard, PROT_NONE) != 0) {  // stacks grow down: an overflow faults
          perror("po_emu: a fiber stack");
          abort();
        }
        f.stack = static_cast<unsigned char *>(p);
      }
      return;
    }
    for (int l = 0; l < n; l++) start.push_back(std::make_unique<Sem>(0));
    for (int l = 0; l < n; l++) {
      pool.emplace_back([this, l] {
        Ctx &c = b.threads[l].self;
        me = &c;
        for (;;) {
          start[l]->acquire();
          if (quit) return;
          c.blockIdx = current;
          c.shared_cursor = 0;
          try {
            b.body(b.arg);
            thread_exit();
          } catch (Abort &) {
            std::lock_guard<std::mutex> lk(b.mu);
            b.exited++;
            b.warps[l / 32].exited++;
          }
          done.release();
        }
      });
    }
  }

  ~Slot() {
    for (auto &f : b.threads) {
      if (f.stack) munmap(f.stack, page_bytes() + FIBER_STACK);
    }
  }

  // stop and join the threads (kept slots are never destroyed otherwise: joinable threads are fine)
  void retire() {
    quit = true;
    for (auto &s : start) s->release();
    for (auto &t : pool) t.join();
  }

  // serial modes: run the block's fibers on this OS thread, one at a time, the first in rank order
  // first; each runs up to its next barrier or its end and picks the next (pass_turn, thread_exit).
  // After a failure every unfinished fiber is resumed once to unwind (Abort).
  void run_fibers() {
    const size_t guard = page_bytes();
    for (auto &f : b.threads) {
      f.finished = false;
      f.self.blockIdx = current;
      f.self.shared_cursor = 0;
      getcontext(&f.uc);
      f.uc.uc_stack.ss_sp = f.stack + guard;
      f.uc.uc_stack.ss_size = FIBER_STACK;
      f.uc.uc_link = &b.scheduler;
      makecontext(&f.uc, fiber_entry, 0);
    }
    b.finished = 0;
    Ctx *outer = me;
    int next = b.by_rank[0];
    while (b.finished < b.n) {
      if (next < 0) {
        if (!b.error[0]) snprintf(b.error, sizeof b.error, "the emulation found no thread to run (a bug in emu.h)");
        next = 0;
        while (b.threads[next].finished) next++;
      }
      b.next = -1;
      me = &b.threads[next].self;
      swapcontext(&b.scheduler, &b.threads[next].uc);
      next = b.next;
    }
    me = outer;
  }

  // run one block; 0 or 1 (error in b.error)
  int run(uint3 idx) {
    current = idx;
    b.arrived = b.exited = 0;
    b.phase = 0;
    b.site = -1;
    b.filled = 0;
    b.error[0] = 0;
    for (auto &w : b.warps) {
      w.arrived = w.exited = 0;
      w.phase = 0;
      w.site = -1;
    }
    std::fill(b.state.begin(), b.state.end(), (int)RUNNABLE);
    if (b.serial()) {
      run_fibers();
    } else {
      for (int l = 0; l < b.n; l++) start[l]->release();
      for (int l = 0; l < b.n; l++) done.acquire();
    }
    return b.error[0] ? 1 : 0;
  }
};

constexpr long MAX_SLOTS = 4;         // blocks at once
constexpr long THREAD_BUDGET = 1024;  // threads of the blocks that run at once
constexpr long POOL_THREADS = 4096;   // threads kept for later launches (beyond them: least recent retired)

int launch(dim3 grid, dim3 block, int mode, char *msg, int msglen, void (*body)(void *), void *ctx) {
  static std::mutex launch_mu;  // one launch at a time; slots by (block shape, thread order)
  static auto *slots_by_shape = new std::vector<std::pair<std::array<int, 4>, std::unique_ptr<Slot>>>();
  std::lock_guard<std::mutex> guard(launch_mu);
  gridDim = grid;
  blockDim = block;
  const int n = (int)(block.x * block.y * block.z);
  const long blocks = (long)grid.x * grid.y * grid.z;
  std::vector<long> order(blocks);
  std::iota(order.begin(), order.end(), 0L);
  if (mode & PO_EMU_SHUFFLE) {
    std::mt19937 rng((unsigned)(mode >> 16) * 2654435761u + 12345u);
    std::shuffle(order.begin(), order.end(), rng);
  }
  long want = 1;
  if (mode & PO_EMU_PARALLEL) want = std::max(1L, std::min({MAX_SLOTS, THREAD_BUDGET / std::max(1, n), blocks}));
  const std::array<int, 4> shape{(int)block.x, (int)block.y, (int)block.z, mode & 3};
  std::vector<Slot *> slots;
  for (auto &[key, slot] : *slots_by_shape) {
    if (key == shape && (long)slots.size() < want) slots.push_back(slot.get());
  }
  while ((long)slots.size() < want) {
    slots_by_shape->emplace_back(shape, std::make_unique<Slot>(block, mode & 3));
    slots.push_back(slots_by_shape->back().second.get());
  }
  static long launches = 0;
  launches++;
  for (Slot *s : slots) s->used = launches;
  long kept = 0;
  for (auto &entry : *slots_by_shape) kept += entry.second->b.n;
  while (kept > POOL_THREADS) {  // retire the least recently used slot not in this launch
    auto lru = slots_by_shape->end();
    for (auto it = slots_by_shape->begin(); it != slots_by_shape->end(); ++it) {
      if (it->second->used != launches && (lru == slots_by_shape->end() || it->second->used < lru->second->used)) lru = it;
    }
    if (lru == slots_by_shape->end()) break;
    kept -= lru->second->b.n;
    lru->second->retire();
    slots_by_shape->erase(lru);
  }
  std::atomic<long> next{0};
  std::atomic<int> rc{0};
  std::mutex msg_mu;
  auto work = [&](Slot *s) {
    s->b.body = body;
    s->b.arg = ctx;
    for (;;) {
      long i = next.fetch_add(1);
      if (i >= blocks || rc.load()) return;
      long o = order[i];
      uint3 idx{(unsigned)(o % grid.x), (unsigned)(o / grid.x % grid.y), (unsigned)(o / ((long)grid.x * grid.y))};
      if (s->run(idx)) {
        std::lock_guard<std::mutex> lk(msg_mu);
        if (!rc.exchange(1)) snprintf(msg, msglen, "%s", s->b.error);
      }
    }
  };
  std::vector<std::thread> managers;
  for (size_t k = 1; k < slots.size(); k++) managers.emplace_back(work, slots[k]);
  work(slots[0]);
  for (auto &t : managers) t.join();
  return rc.load();
}

}  // namespace po_emu

uint3 *po_emu_thread_idx() { return &po_emu::me->threadIdx; }
uint3 *po_emu_block_idx() { return &po_emu::me->blockIdx; }
dim3 *po_emu_block_dim() { return &po_emu::blockDim; }
dim3 *po_emu_grid_dim() { return &po_emu::gridDim; }
void po_emu_syncthreads(int site) { po_emu::syncthreads(site); }
void po_emu_syncwarp(int site) { po_emu::syncwarp(site); }
uint64_t po_emu_exchange(uint64_t mine, int src, int site) { return po_emu::exchange(mine, src, site); }
int po_emu_lane() { return po_emu::me->lin % 32; }
void *po_emu_shared(unsigned long bytes, int kind) { return po_emu::shared(bytes, kind); }

extern "C" int po_emu_launch(dim3 grid, dim3 block, int mode, char *msg, int msglen, void (*body)(void *),
                             void *ctx) {
  return po_emu::launch(grid, block, mode, msg, msglen, body, ctx);
}

#endif  // PO_EMU_RUNTIME
