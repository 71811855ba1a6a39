// CPU emulation of the CUDA execution model, for testing polyopt's generated kernels without a GPU.
//
// The generated .cu text compiles unchanged with g++ -std=c++20 after this header: blockIdx,
// threadIdx (thread_local), blockDim, gridDim, __global__, __device__, __shared__,
// __syncthreads() and atomicExch are defined here. po_emu_launch runs a grid: blocks one after
// another, the threads of a block as real OS threads that meet at a barrier for __syncthreads().
//
// Two parts: what kernels see (light: math.h and stdint.h only, so that each kernel compiles
// fast), and the runtime behind it (threads, barriers), compiled once when PO_EMU_RUNTIME is
// defined into a shared library that every kernel library links against.
//
// The threads of a launch are a pool of OS threads, one per thread of a block, reused from block to
// block (thread creation is slow on a loaded machine).
//
// __shared__ becomes `static`: a kernel's shared arrays are one storage that all threads of the
// running block see (blocks never overlap in time, so that is exactly CUDA's per-block storage).
//
// Modes (the order in which the threads of a block run):
//   0 concurrent  every thread runs freely, the OS interleaves them
//   1 forward     one thread at a time, lowest linear thread index first, each one up to its next
//                 __syncthreads() (or its end), then the next one: a legal CUDA interleaving that
//                 exposes every missing barrier deterministically (a thread reads shared memory
//                 that the threads after it have not written yet)
//   2 reverse     the same, highest linear thread index first
// Errors the emulation detects (reported through launch's return value and message):
//   - a thread reaches __syncthreads() after another thread of its block has returned, or
//     returns while others wait at a barrier (a divergent barrier: undefined in CUDA)
//   - a barrier that does not complete within the timeout (deadlock)
#pragma once

#include <math.h>
#include <stdint.h>
#include <stdio.h>

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
#define __shared__ static
#define __launch_bounds__(...)

uint3 *po_emu_thread_idx();  // this thread's index in its block (thread_local in the runtime)
uint3 *po_emu_block_idx();   // this thread's block
dim3 *po_emu_block_dim();
dim3 *po_emu_grid_dim();
void po_emu_syncthreads(int site);

#define threadIdx (*po_emu_thread_idx())
#define blockIdx (*po_emu_block_idx())
#define blockDim (*po_emu_block_dim())
#define gridDim (*po_emu_grid_dim())

// Each __syncthreads() passes its line: the threads of a block must meet at the same one (CUDA's
// bar.sync is "aligned": a block whose threads wait at different barrier instructions is undefined,
// and it hangs on sm_70 and later).
#define __syncthreads() po_emu_syncthreads(__LINE__)
inline int atomicExch(int *address, int value) { return __atomic_exchange_n(address, value, __ATOMIC_SEQ_CST); }

// Run body(ctx) for every thread of every block of the grid; 0 on success, else 1 and a message.
// mode: 0 concurrent, 1 forward, 2 reverse (see above).
extern "C" int po_emu_launch(dim3 grid, dim3 block, int mode, char *msg, int msglen, void (*body)(void *),
                             void *ctx);

#ifdef PO_EMU_RUNTIME
#include <string.h>

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <semaphore>
#include <thread>
#include <vector>

#undef threadIdx
#undef blockIdx
#undef blockDim
#undef gridDim

namespace po_emu {

thread_local uint3 threadIdx;
thread_local uint3 blockIdx;
dim3 blockDim;
dim3 gridDim;

enum Mode { CONCURRENT = 0, FORWARD = 1, REVERSE = 2 };

struct Abort {};  // unwinds a thread of a block that failed

using Sem = std::counting_semaphore<1 << 20>;

struct Block {
  std::mutex mu;
  std::condition_variable cv;
  int n = 1;
  int mode = CONCURRENT;
  int arrived = 0;   // threads waiting at the current barrier
  int exited = 0;    // threads that returned from the kernel
  long phase = 0;    // completed barriers
  int site = -1;     // the line of the __syncthreads() the arrived threads wait at
  std::vector<std::unique_ptr<Sem>> turn;  // serial modes: turn[r] lets the thread of rank r run
  char error[256] = {0};
  bool serial() const { return mode != CONCURRENT; }
};

inline thread_local Block *cur = nullptr;
inline thread_local int rank = 0;
inline double timeout_s = 20.0;

inline void fail(Block *b, const char *msg) {  // with b->mu held
  if (!b->error[0]) {
    snprintf(b->error, sizeof b->error, "block (%u, %u, %u), thread (%u, %u, %u): %s", blockIdx.x, blockIdx.y,
             blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z, msg);
  }
  b->cv.notify_all();
  for (auto &t : b->turn) t->release(b->n);  // wake everyone: they see the error and unwind
}

// serial modes: block until it is this thread's turn
inline void wait_turn(Block *b) {
  if (!b->turn[rank]->try_acquire_for(std::chrono::duration<double>(timeout_s))) {
    std::lock_guard<std::mutex> lk(b->mu);
    fail(b, "timed out waiting for its turn (deadlock)");
  }
  std::lock_guard<std::mutex> lk(b->mu);
  if (b->error[0]) throw Abort{};
}

inline void syncthreads(int site) {
  Block *b = cur;
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
  if (b->serial()) {  // hand the turn on: to the next rank, or to rank 0 in the next phase
    b->turn[last ? 0 : rank + 1]->release();
    lk.unlock();
    wait_turn(b);
    return;
  }
  if (last) {
    b->cv.notify_all();
    return;
  }
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_s);
  while (!b->error[0] && b->phase == phase) {
    if (b->cv.wait_until(lk, deadline) == std::cv_status::timeout) {
      fail(b, "__syncthreads() timed out: not every thread of the block reached it (deadlock)");
    }
  }
  if (b->error[0]) throw Abort{};
}

inline void thread_exit() {
  Block *b = cur;
  std::lock_guard<std::mutex> lk(b->mu);
  b->exited++;
  if (b->arrived > 0) fail(b, "returned while other threads of the block wait at __syncthreads() (divergent barrier)");
  if (b->serial() && rank + 1 < b->n) b->turn[rank + 1]->release();
}

int launch(dim3 grid, dim3 block, int mode, char *msg, int msglen, void (*body)(void *), void *ctx) {
  gridDim = grid;
  blockDim = block;
  const int n = (int)(block.x * block.y * block.z);
  Block b;
  b.n = n;
  b.mode = mode;
  for (int r = 0; r < n; r++) b.turn.push_back(std::make_unique<Sem>(0));
  std::vector<std::unique_ptr<Sem>> start;
  for (int l = 0; l < n; l++) start.push_back(std::make_unique<Sem>(0));
  Sem done(0);
  uint3 current{0, 0, 0};
  bool finished = false;
  std::vector<std::thread> pool;
  for (int l = 0; l < n; l++) {
    pool.emplace_back([&, l] {
      threadIdx = uint3{(unsigned int)l % block.x, (unsigned int)(l / block.x) % block.y,
                        (unsigned int)(l / (block.x * block.y))};
      rank = mode == REVERSE ? n - 1 - l : l;
      cur = &b;
      for (;;) {
        start[l]->acquire();
        if (finished) return;
        blockIdx = current;
        try {
          if (b.serial()) wait_turn(&b);
          body(ctx);
          thread_exit();
        } catch (Abort &) {
          std::lock_guard<std::mutex> lk(b.mu);
          b.exited++;
        }
        done.release();
      }
    });
  }
  int rc = 0;
  for (unsigned int bz = 0; bz < grid.z && !rc; bz++) {
    for (unsigned int by = 0; by < grid.y && !rc; by++) {
      for (unsigned int bx = 0; bx < grid.x && !rc; bx++) {
        current = uint3{bx, by, bz};
        b.arrived = b.exited = 0;
        b.phase = 0;
        for (auto &t : b.turn) {
          while (t->try_acquire()) {
          }
        }
        if (b.serial()) b.turn[0]->release();
        for (int l = 0; l < n; l++) start[l]->release();
        for (int l = 0; l < n; l++) done.acquire();
        if (b.error[0]) {
          snprintf(msg, msglen, "%s", b.error);
          rc = 1;
        }
      }
    }
  }
  finished = true;
  for (int l = 0; l < n; l++) start[l]->release();
  for (auto &t : pool) t.join();
  return rc;
}

}  // namespace po_emu

uint3 *po_emu_thread_idx() { return &po_emu::threadIdx; }
uint3 *po_emu_block_idx() { return &po_emu::blockIdx; }
dim3 *po_emu_block_dim() { return &po_emu::blockDim; }
dim3 *po_emu_grid_dim() { return &po_emu::gridDim; }
void po_emu_syncthreads(int site) { po_emu::syncthreads(site); }

extern "C" int po_emu_launch(dim3 grid, dim3 block, int mode, char *msg, int msglen, void (*body)(void *),
                             void *ctx) {
  return po_emu::launch(grid, block, mode, msg, msglen, body, ctx);
}

#endif  // PO_EMU_RUNTIME
