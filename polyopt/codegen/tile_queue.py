"""Diamonds' tiles from a queue: whichever thread is free takes the next tile, in wavefront order.

Diamond tiles (``schedule/diamonds.py``) come as a wavefront loop over a loop of independent
tiles. As an ``omp for`` per wavefront in one region, each wavefront ends in libgomp's barrier:
threads spin ``GOMP_SPINCOUNT`` rounds of PAUSE (polyopt sets 10000) and then sleep, and
waking a sleeper costs 20-40 us in a KVM guest, several times a call of a 0.3 ms stencil; spinning
longer collapses where another process holds the partner's core (issue 28). Here instead the
tiles are listed once, wavefront by wavefront, and the threads take them from a shared counter;
a tile first waits until every tile of the wavefront before it is done (by induction, every
earlier one): a thread that arrives late (a worker woken at the fork) takes fewer tiles instead
of holding the others up, and a wait spins on plain loads for ``SPIN_TICKS`` time-stamp ticks,
then sleeps on a futex (freeing the core, so that a descheduled partner can run there)::

    for (c0 ...) for (c1 ...) { list (c0, c1); count the tiles of c0's wavefront }
    #pragma omp parallel
    for (;;) {
      k = next++;  (atomic)          // the next tile in order, or done
      wait until wavefront w - 1 is done;
      the tile (c0, c1);
      done[w] += 1;  (wakes sleepers)
    }

>>> "po_queue_wait" in helpers("po_queue_wait(&a, 1, &b);")
True
"""

from __future__ import annotations

from dataclasses import dataclass

from polyopt.codegen import region
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import For, Node
from polyopt.codegen.packing import thread_buffer
from polyopt.schedule.diamonds import DIAMONDS

MARK = DIAMONDS  # the mark above diamond tiles

# ticks of the time-stamp counter a wait spins before it sleeps: ~30-40 us at this box's 2.5-3 GHz,
# about what waking a sleeping thread costs (a spin on PAUSE instead makes KVM exit: 5.4 ms at
# 10000 rounds); jacobi-1d at N = 2000, T = 500, two Zen 3 vCPUs: see benchmarks/RESULTS.md
SPIN_TICKS = 100_000

HELPERS = """#if defined(__linux__)
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
    if (po_ticks() - t0 < PO_SPIN_TICKS) continue;
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
""".replace("PO_SPIN_TICKS", str(SPIN_TICKS))


@dataclass(frozen=True)
class TileQueue(Node):
    """``wave`` (the wavefront loop) over ``tiles`` (its independent tiles), run from a queue;
    ``body``: a tile, planned."""
    wave: For
    tiles: For
    body: Node | None = None


def plan(site, n: Node) -> TileQueue | None:
    """The queue for the loops below a diamonds mark: a wavefront loop that opens a region
    (fixed sizes, work enough to fork) whose body is the one loop of tiles that forks."""
    if not isinstance(n, For) or not isinstance(n.body, For):
        return None
    if not region.opens(site, n) or "parallel" not in n.body.marks:
        return None
    return TileQueue(n, n.body)


def helpers(text: str) -> str:
    """The C of the queue's waits where ``text`` (a kernel's body) calls them."""
    return HELPERS if "po_queue_wait(" in text else ""


def lines(printer, n: TileQueue, depth: int) -> list[str]:
    """The C of ``n``: the list of tiles, then one region that runs them (see the module docstring)."""
    pad, w, t = "  " * depth, n.wave, n.tiles
    w_it, t_it = w.iterator, t.iterator

    def loops(inner: list[str], wave_end: list[str]) -> list[str]:
        return [f"{pad}  for (long {w_it} = {aexpr_c(w.init)}; {aexpr_c(w.cond)}; {w_it} += {aexpr_c(w.inc)}) {{",
                f"{pad}    for (long {t_it} = {aexpr_c(t.init)}; {aexpr_c(t.cond)}; {t_it} += {aexpr_c(t.inc)}) {{",
                *[f"{pad}      {s}" for s in inner], f"{pad}    }}", *[f"{pad}    {s}" for s in wave_end], f"{pad}  }}"]
    out = [f"{pad}{{  // the tiles in wavefront order, from a queue (codegen/tile_queue.py)",
           f"{pad}  long po_qn = 0, po_qw = 0;"]
    out += loops(["po_qn++;"], [])
    # (on the heap, kept by the thread: a stencil of 10^8 points has ~10^5 tiles, too many for a stack)
    out += [pad + x for x in thread_buffer("long", 0, "q", "3 * po_qn + 3")]
    out += [pad + x for x in thread_buffer("int", 1, "q", "2 * po_qn + 2")]
    out += [f"{pad}  long (*po_qt)[2] = (long (*)[2])po_qbuf0, *po_qwave = po_qbuf0 + 2 * po_qn + 2;",
            f"{pad}  int *po_qneed = po_qbuf1, *po_qdone = po_qbuf1 + po_qn + 1;",
            f"{pad}  po_qn = 0;"]
    out += loops([f"po_qt[po_qn][0] = {w_it}; po_qt[po_qn][1] = {t_it}; po_qwave[po_qn++] = po_qw;"],
                 ["if (po_qn > 0 && po_qwave[po_qn - 1] == po_qw) {",
                  "  po_qneed[po_qw] = 0; po_qdone[po_qw] = 0; po_qw++;", "}"])
    out += [f"{pad}  for (long po_k = 0; po_k < po_qn; po_k++) po_qneed[po_qwave[po_k]]++;",
            f"{pad}  int po_qnext = 0, po_qsleep = 0;",
            f"{pad}  #pragma omp parallel{printer.threads_clause()}",
            f"{pad}  for (;;) {{",
            f"{pad}    int po_k = __atomic_fetch_add(&po_qnext, 1, __ATOMIC_RELAXED);",
            f"{pad}    if (po_k >= po_qn) break;",
            f"{pad}    long {w_it} = po_qt[po_k][0], {t_it} = po_qt[po_k][1];",
            f"{pad}    int po_w = po_qwave[po_k];",
            f"{pad}    if (po_w > 0) po_queue_wait(&po_qdone[po_w - 1], po_qneed[po_w - 1], &po_qsleep);"]
    printer.allocates = True
    printer.loops[w_it], printer.loops[t_it] = w, t
    printer.for_depth += 2
    try:
        body = printer.node(n.body, depth + 2)
    finally:
        printer.for_depth -= 2
        printer.loops.pop(w_it, None)
        printer.loops.pop(t_it, None)
    out += body
    out += [f"{pad}    po_queue_done(&po_qdone[po_w], &po_qsleep);", f"{pad}  }}", f"{pad}}}"]
    printer.regions.append("\n".join(body))
    return out
