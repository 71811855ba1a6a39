"""``Tuning``: every machine-dependent choice of the scheduler and the C printer, derived from a
``Target`` in one place.

A ``Target`` says what the machine is (vector width and registers, caches, line size, threads);
``tuning(target)`` says what the code does about it: the shape and size of register blocks and
tiles, how many accumulator chains a long sum keeps, how far ahead and how often it prefetches,
how many rows a matrix-vector product reads per pass. Nothing below reads a constant tuned on
one machine: each choice is a rule over the target's facts, and where a rule could not be
derived (the answer was measured), it is measured per kind of vector unit and says where:

- 64-byte vectors (AVX-512, 32 registers): the values measured on an Intel Xeon (issues 5-24),
  but for the contractions' tiles on one or two threads, measured again on another Xeon (issue 30),
  and the convolutions' channel blocks, transposes in strips, the inline ``exp`` and the column
  sums' rows a pass, measured on an AMD EPYC Zen 4 (issue 30);
- 32-byte vectors (AVX2, 16 registers) and narrower: measured on an AMD EPYC Zen 3 (issue 30);
- whatever the vectors, the prefetches of gathered rows: on a Zen 4 (32 KiB L1), and on a Zen 5
  where L1 holds 48 KiB or more (issue 30).

Where the right value depends on the CPU itself, ``polyopt tune --machine`` (``tune/machine.py``)
measures it on the machine at hand; ``compile`` passes its values as ``Target.choices``, which
win over these (``candidates`` lists the values it tries).

>>> from polyopt.target import Target
>>> avx512 = tuning(Target.host(("-O3",), vector_bytes=64, caches=(48 << 10, 2 << 20, 32 << 20), threads=8))
>>> avx2 = tuning(Target.host(("-O3",), vector_bytes=32, caches=(32 << 10, 512 << 10, 32 << 20), threads=2))
>>> avx512.dot_block, avx2.dot_block
((4, 4), (3, 4))
>>> avx512.prefetch_step, avx2.prefetch_step      # bytes: once per cache line on both
(64, 64)
>>> avx512.row_block, avx2.row_block              # rows of a matrix-vector product per pass
(8, 8)
>>> avx512.gemm_tiles(8, 32, 4), avx2.gemm_tiles(6, 16, 4)   # rows, reduction steps, columns
((96, 256, 256), (432, 512, 64))
>>> tuning(avx512.target.replace(threads=2)).gemm_tiles(8, 32, 4)  # AVX-512 on one or two threads
(576, 512, 256)
>>> "prefer-vector-width=512" in avx512.pragmas, avx2.pragmas
(True, '')
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from polyopt.errors import ArgumentError
from polyopt.target import Target


@dataclass(frozen=True)
class Tuning:
    """The machine-dependent choices for one ``Target`` (build with ``tuning(target)``)."""
    target: Target
    # -- contractions: register blocks (``schedule/bands.register_tile``) and their tiles --
    gemm_depth: int            # reduction steps per tile (kc): a block's column panel is depth x columns
    gemm_row_blocks: int       # register blocks of rows per tile (mc = rows x this)
    gemm_col_blocks: int       # register blocks of columns per tile at most (nc), within a quarter of L2
    dot_block: tuple[int, int]  # rows x columns of a block of dot products (``C(i,j) +=! A(i,k) * B(j,k)``)
    dot_depth: int             # reduction steps per tile of dot products
    window_depth: int          # steps of a block's long reduction member (a conv's c) per pass over its window
    late_outputs: bool         # a block's accumulators start from the identity, the output is prefetched and read last
    channel_block: tuple[int, int] | None  # pixels x vectors of output channels of a convolution's block
    #                            (``codegen/channel_conv.py``; None: blocks along the output's columns)
    # -- streaming reductions and products with a vector (``codegen/reduction.py``) --
    sum_chains: int            # vector accumulators of a long sum, at least (adds in flight)
    row_block: int             # rows of a matrix-vector product summed in one pass (they share x's vectors)
    cached_row_block: int      # the same where the def's data fits in a quarter of the last-level cache
    column_block: int          # rows of a column sum (``y(j) +=! A(i,j) * x(i)``) added per pass over y
    shared_column_block: int   # the same where the threads share the sum's rows (``schedule/strips.py``)
    prefetched_chains: int     # vector accumulators of a long sum whose reads are prefetched, at least
    #                            (whole lines a step: rounded down to them, at least one line)
    # -- prefetches (``codegen/prefetch.py``) --
    prefetch_ahead: int        # bytes a long contiguous read is prefetched ahead (matvec's rows)
    prefetch_step: int         # bytes between two prefetches of one stream: a cache line
    prefetch_rows: bool        # software prefetches of whole rows beyond the cache pay here
    prefetch_row_blocks: bool  # the same for rows summed several a pass (a matrix-vector product's)
    prefetch_next_panel: bool  # a register block prefetches its share of the next column tile's panel
    gathered_lines: int        # lines of gathered rows kept in flight (embedding_bag's rows, iterations ahead)
    l1_gathered_lines: int     # at most this many of them prefetched into L1, more into L2
    # -- windows (``codegen/window_row.py``) --
    window_buffer: bool        # a box window's row from unaligned loads of a buffer, not shifts in registers
    window_ahead: int          # bytes down the input a window's rows are prefetched (0: none)
    # -- transposing copies (``schedule/optimize._transpose_strips``) --
    transpose_strips: bool     # tiles of one line of the source's rows read whole, not square tiles
    transpose_tile: tuple[int, int] | None  # (rows, columns) of the source a tile reads, its blocks down
    #                            the rows (``schedule/optimize._transpose_tile``); None: square tiles or strips
    # -- math (``codegen/fast_exp.py``) --
    inline_exp: bool           # float32 exp as an inline function gcc vectorizes, not libmvec's call
    stream_calls: bool         # a large output whose values call a vector exp or sigmoid is streamed too

    @property
    def pragmas(self) -> str:
        """Lines the generated C starts with. With 64-byte vectors, gcc's preference for them:
        its tuning for Intel servers vectorizes loops 256 bits wide though AVX-512 is there
        (softmax called libmvec's 8-lane ``expf``: 2.5 -> 1.9 ms with 16 lanes); with narrower
        vectors nothing (an AVX2 target never says 512); nothing either where the flags say
        ``-mprefer-vector-width`` themselves (gcc 12 let the pragma override the flag)."""
        flags = self.target.cflags
        if self.target.vector_bytes < 64 or self.target.gpu is not None or \
                any(f.startswith("-mprefer-vector-width") for f in flags):
            return ""
        return '#pragma GCC target("prefer-vector-width=512")  /* polyopt.tuning: 64-byte vectors */\n'

    def gemm_tiles(self, rows: int, cols: int, item: int) -> tuple[int, int, int]:
        """``(rows, reduction steps, columns)`` of a contraction's cache tile for register blocks
        of ``rows`` x ``cols`` elements of ``item`` bytes (BLIS's mc, kc, nc): the columns fill at
        most a quarter of L2 with the column operand's panel (``kc x nc``), at most
        ``gemm_col_blocks`` blocks wide."""
        kc = self.gemm_depth
        nc = max(cols, min(cols * self.gemm_col_blocks, self.target.l2 // 4 // (item * kc) // cols * cols))
        return rows * self.gemm_row_blocks, kc, nc

    def parallel_rows(self, tile: int, rows: int, extent: int, columns: tuple[int, int] | None = None) -> int:
        """Rows of a contraction's cache tile when its tiles of ``extent`` rows are the loop the
        threads share: of the multiples of the register block's ``rows`` from ``tile`` down to
        half of it, the largest whose busiest thread has at most 1% more rows than the fewest (a
        larger tile reads the column panel fewer times; 2048 rows in tiles of 114 would give the
        busiest thread 0.2% fewer rows than tiles of 204). The tiles, the partial one past the
        whole ones included, are dealt out in order (``schedule(dynamic, 1)``), so the partial
        tile goes to a thread with one whole tile fewer where the whole tiles do not split evenly.
        With 216 rows, 2048 made 9 whole tiles and a partial one, 5 whole tiles on one thread of
        two; 204 rows make 10 and 8 rows. ``tile`` with one thread, where one tile holds every
        row, or where no tiles of rows split within 1% of even and the threads share whole column
        tiles instead (``columns``: their extent and tile, when known; ``fork_inside``).

        >>> from polyopt.target import Target
        >>> t = tuning(Target.host(("-O3",), vector_bytes=32, caches=(32 << 10, 512 << 10, 32 << 20), threads=2))
        >>> t.parallel_rows(216, 6, 2048), t.parallel_rows(216, 6, 1999), t.parallel_rows(216, 6, 1000)
        (204, 198, 168)
        >>> t.parallel_rows(216, 6, 1024, (1024, 128)), t.parallel_rows(216, 6, 1024, (1000, 128))
        (216, 174)
        >>> t.parallel_rows(216, 6, 100), tuning(t.target.replace(threads=1)).parallel_rows(216, 6, 2048)
        (216, 216)
        """
        threads = self.target.threads
        if threads < 2 or extent <= tile:
            return tile

        def busiest(m: int) -> int:  # rows of the busiest thread with tiles of m rows
            whole, rest = divmod(extent, m)
            each, more = divmod(whole, threads)
            return (each + 1) * m if more else each * m + rest
        sizes = range(tile, max(rows, tile // 2) - 1, -rows)
        fewest = min(busiest(m) for m in sizes)
        best = next(m for m in sizes if busiest(m) <= fewest * 1.01)
        if busiest(best) > extent / threads * 1.01 and columns is not None and columns[0] % columns[1] == 0 and \
                fork_inside(-(-extent // tile), columns[0] // columns[1], threads):
            return tile  # the threads share the column tiles evenly: every row tile is each one's
        return best

    def sum_vectors(self, sums: int) -> int:
        """Independent vector chains per sum when ``sums`` sums share one loop: ``sum_chains`` in all."""
        return max(1, -(-self.sum_chains // max(sums, 1)))

    def prefetch_every(self, step_bytes: int) -> int:
        """Loop steps of ``step_bytes`` each between two prefetches of one stream (once per line)."""
        return max(1, self.prefetch_step // max(step_bytes, 1))


def busy(trips: int, threads: int) -> float:
    """The share of the threads' time spent working when ``trips`` equal iterations are dealt out."""
    return trips / (-(-trips // threads) * threads)


def fork_inside(outer: int, inner: int, threads: int) -> bool:
    """Whether a parallel loop over ``outer`` equal tiles hands its fork to a loop of ``inner``
    equal tiles below it (``codegen.loops.balance_forks``): where the outer tiles leave threads
    idle more than a tenth of the time and the inner ones share better.

    >>> fork_inside(5, 8, 2), fork_inside(10, 16, 2), fork_inside(5, 5, 2)
    (True, False, False)
    """
    return busy(outer, threads) <= 0.9 and busy(inner, threads) > busy(outer, threads) + 0.05


# The choices measured per vector unit (see the module docstring), keyed by vector bytes.
# row_block, column_block: AVX2, a matrix-vector product at 1900 x 2100 (in L3) and 4096 x 8192
# (in memory), one thread, against OpenBLAS: one row per pass 0.5-0.8x, four rows 0.8-1.1x (they
# share the loads of x; OpenBLAS's sgemv kernels do the same). column_block on AVX-512 with one or
# two threads too (_FEW_THREADS_AVX512): an AMD EPYC Zen 4, y = x A at 4096 x 4096 (tuning_ab
# --set, RESULTS.md 2026-11-28 zen4): 8 rows a pass 2.34 ms against 1 row 4.00 and 4 rows 2.99 on
# one thread (numpy 2.15), 1.81 against 3.10 on two; not with more threads, where the blocked
# sum runs on one thread and one row a pass is a parallel reduction (covariance's and gemver's
# column sums on the pinned 8-thread target). Since session 62 the threads share a column sum's
# rows (one a pass, private copies of the sums: ``strips.strip_width``) wherever the copies are small
# and the rows many, so column_block is a one-thread choice there (y = x A 4096 on two Zen 5
# threads: 1.49-1.71 -> 1.21-1.29 ms). prefetch_rows False there 2.62 ms against 2.42 (so
# True stays). row_block 8 on both vector units, the Zen 4 (session 52, RESULTS.md): 8 rows share
# x's loads where x falls out of L1 (mv 4096 x 8192, one thread: 1 row 5.58 ms, 4 rows 5.14, 8
# rows 4.59, torch 5.61; c_ab) and keep 8 streams in flight where it does not (4096 x 4096: 2.46,
# 2.52, 2.26; two threads 1.96, 1.81, 1.71; AVX2 forced, tuning_ab: 4 rows 2.61 -> 8 rows 2.29 on
# one thread, 1.29 -> 1.07 on two; atax 0.466 -> 0.431). cached_row_block: where the def's data
# fits in a quarter of L3 (``optimize._rows_a_pass``), on the Zen 4 mv 1024 (4 MiB) one thread,
# 4 rows 0.058 ms against 1 row 0.067-0.069 (numpy 0.056; tuning_ab --set row_block=4, 2026-11-28).
# shared_column_block: where two threads share a column sum's rows, y = x A 4096 x 4096 on the Zen 5
# (session 64, ``tuning_ab --threads 2 --set``): 8 rows a pass 1.25 ms, 4 rows 0.95 (numpy 1.1);
# hand-written C, each alone in its process: 1 row 1.20, 2 rows 0.98, 4 rows 0.95, 8 rows 1.19-1.25,
# 16 rows 1.19 (one thread the same code: 8 rows 2.40, 4 rows 1.65, where the one-thread sum is
# blocked as ``column_block`` says: 8 rows 1.45, 4 rows 1.50). Elsewhere not measured: as
# ``column_block`` (AVX-512: one row a pass on three threads or more, 8 on one or two).
# prefetch_row_blocks: on the Zen 5, mv 4096 x 4096 (8 rows a pass) without row prefetches 1.54 ms
# against 1.73 on one thread (``tuning_ab --set prefetch_rows=False``, interleaved with numpy's
# 1.76; session 64), 0.79-0.93 against 0.91-1.08 on two (hand-timed, one process each); layernorm's
# rows, one a pass, keep them (``prefetch_rows``: 0.40 ms with, 0.55-0.61 without on two threads).
# gemm_row_blocks: AVX2, matmul
# 2048: 72 rows per tile 0.78-0.86x OpenBLAS, 216 rows 0.87-0.92x (the column panel comes from L3
# once per tile of rows: more rows, fewer of those misses). prefetch_rows: AVX2, matvec 4096 x
# 8192: 0.74x with prefetches 8 KiB ahead, 0.86x without (Zen 3's prefetchers keep up alone).
# gemm_depth: AVX2, matmul float32 on one Zen 3 core, the C of 256 and 384 steps timed in one
# process with OpenBLAS (whose Haswell sgemm takes 384 steps too), min of 13-31 rounds: 384 ahead
# at 1999 in 6 runs of 6 (+1.5-5%), at 1000 in 4 of 4 (+0.2-2.5%), at 2048 in 5 of 7 (+0.8-3.8%;
# behind by 1.6% and, once, 17%), behind at 1024 in 2 of 2 (0.6-2%): fewer passes over C, its
# columns 80 instead of 128 so that the panel still fills a quarter of L2; 512 steps in between.
# gemm_col_blocks, dot_depth, sum_chains, prefetch_ahead: measured on
# the Xeon (issues 5-24) and kept for both until measured otherwise (AVX2, sum_chains 8: no gain
# measurable on the Zen 3; gemm_row_blocks 36 against 12 flipped between runs there: see
# benchmarks/RESULTS.md). prefetch_ahead on AVX-512: 1 KiB, on a Zen 4 (RESULTS.md, session 53),
# each call after 256 MiB of other reads (``c_ab --cold``): layernorm 4096 x 1024 1.71 -> 1.14 ms
# on one thread, 0.97 -> 0.73 on two; matvec 4.92 -> 4.52, mv 4096 (tuning_ab) 2.47 -> 1.95 and
# 1.59 -> 1.50 on two; 2 KiB between them; atax at its bench size from L3 5-10% slower (8 KiB
# ahead hid L3's latency better), from memory 5% faster. The Xeon's 8 KiB was against none.
# window_depth: AVX2, the 6 x 2 block of a valid 3x3 convolution (C = 64, no edge blocks) on one
# Zen 3 core, channels per pass over the window: 4 67 GFLOP/s, 8 85-92, 16 86-90, 32 84, 64 (one
# pass) 76-78; on AVX-512 not measured (the same 8: a pass's rows then fill less of a larger L1).
# late_outputs: AVX2, matmul float32 on one Zen 3 core (C of one process, min of 13-31 rounds):
# a register block that adds to its output (a later pass over the reduction tiles) loaded it
# before its reduction loop, from L3 where the block starts on new rows, and waited; started
# from zero with the output prefetched and added after the loop, RESULTS.md (issue 30) has the
# numbers. On AVX-512 with one or two threads too (_FEW_THREADS_AVX512 below).
# channel_block: AVX2, convolutions on one Zen 3 thread with vectors along the output channels
# (6 pixels x 2 vectors: 12 accumulators, 2 weight vectors, a broadcast of 16 registers) against
# blocks along the output's columns: RESULTS.md (conv8). AVX-512: the same 6 x 2 (32 channels a
# block, 12 of 32 registers), on an AMD EPYC Zen 4 (1 and 2 threads, tuning_ab --kernels, torch's
# time over polyopt's, RESULTS.md 2026-11-28 zen4): valid 0.89 -> 1.07, "same" 0.86 -> 1.01,
# stride 2 0.93 -> 1.13 on one thread; 8 x 2 and 6 x 4 the same within 2%, 12 x 2 3-10%
# slower, 4 x 4 and 8 x 3 (48 of K = 64 channels) slower than blocks along the columns.
# transpose_strips: AVX2, transpose 4096 x 4096 float32 on the Zen 3 (one process, the C of both
# called in turns with an NT-store copy of the same bytes): strips of 16 source rows read whole
# 13-25% faster than 128 x 128 tiles at the median in 5 of 5 runs, one thread and two (32- and
# 64-row strips and eight other tile shapes no better than 128 x 128). AVX-512 too, on a Zen 4
# (tuning_ab --kernels transpose --set, RESULTS.md 2026-11-28 zen4): 8.20 -> 6.76 and 8.10 ->
# 6.72 ms on one thread, 6.40 -> 4.40 on two; permute_nchw_nhwc and gramschmidt the same.
# prefetched_chains: AVX2, batchnorm_moments 32 x 256 x 28 x 28 on one Zen 3 thread (C of one
# process, CPU time, 6 processes): its sums' prefetched runs in 4 chains (2 lines a step) instead
# of 2 (1 line), RESULTS.md (mem1) has the numbers. AVX-512: 1 (one line, one vector a step) on a
# Zen 4 too (tuning_ab, RESULTS.md 2026-11-28 zen4): 2 chains made batchnorm_moments 0-11%
# faster but dot 16M (4.82 -> 5.60 ms), mv 4096, matvec (6.08 -> 7.63) and gramschmidt slower.
# prefetch_next_panel: AVX2, matmul float32 on one Zen 3 core (``codegen/next_panel.py``): 2048
# and 1999 2.5-4.5% faster by minimum, RESULTS.md (gemm4). On AVX-512 with one or two threads too (below).
# With it, AVX2's gemm_row_blocks 36 -> 72 and gemm_depth 384 -> 512 (tiles 216 x 384 x 80 ->
# 432 x 512 x 64; gemm4, one Zen 3 thread, C timed with numpy in one process, min): 4096 +14%,
# 2048 +4%, 1000 +6%, 1024 +1.5%, 1999 -2% (0.95-0.96x numpy); either change alone +4% at 4096.
# inline_exp: AVX2, float32 exp in a vectorized loop on one Zen 3 core (gcc 12): the inline
# polynomial (``codegen/fast_exp.py``) 0.45-0.55 ns an element against libmvec's 0.50-0.76, and
# softmax 4096 x 1024 faster in CPU time, RESULTS.md (mem2). AVX-512 too (gcc vectorizes it 16
# wide), on a Zen 4 against libmvec's 16-lane expf (tuning_ab, RESULTS.md 2026-11-28 zen4):
# softmax 3.52 -> 3.01 and (in the other order) 2.81 -> 2.64 ms on one thread, 1.88 -> 1.65 on two.
# _FEW_THREADS_AVX512: gemm_row_blocks, gemm_depth, late_outputs, prefetch_next_panel on AVX-512 with
# one or two threads: the AVX2 values above, measured on a 16-core Intel Xeon with AVX-512 (48 KiB
# L1, 2 MiB L2 a core; a GPU machine's host) against the issue 5-24 values (12 row blocks, 256
# steps, neither), matmul float32, both in one process in turns: faster at 1000, 1024, 1999 and
# 2048 in 8 of 8 comparisons on one thread (by 4-46%), 6 of 8 on two (the other two 4-5% slower).
# Not with more threads: not measured there, and tiles of 576 rows x 256 columns would leave most
# of 8 or 16 threads without a tile at 1024 (the issue 5-24 values keep 16 busy); RESULTS.md
# (2026-11-28, lead, 02:45 UTC) has the tables.
# gathered_lines, l1_gathered_lines: embedding_bag's rows of 8 lines and embedding_gather's of 16
# (``codegen/prefetch._ahead``), one thread. On a Zen 4 (32 KiB L1, session 57): 64 lines in
# flight, more than 32 of them into L2 (prefetcht2), embedding_bag 4 rows ahead into L1 1.93 ms
# warm / 3.16 from memory, 8 into L2 1.80 / 2.65-2.69, 16 into L2 1.72-1.79 / 2.65;
# embedding_gather's 4 rows of 16 lines into L2 instead of L1 7.02 -> 5.22 ms. On a Zen 5 (48 KiB
# L1, _LARGE_L1; ``c_ab time``, 21 rounds, RESULTS.md session 62): embedding_bag 8 rows ahead
# into L2 1.04 ms warm / 1.37 cold, 16 into L1 0.74 / 1.18 (12 0.77 / 1.20, 24 0.74 / 1.17,
# 16 into L2 0.96 / 1.33; torch 0.75 / 1.37), with AVX2 forced 1.06 -> 0.81 and 1.53 -> 1.25;
# embedding_gather 4 rows into L2 3.55 / 3.80, 8 into L1 3.16 / 3.59 (AVX2 forced 3.94 / 4.56 ->
# 3.39 / 4.00). transpose_strips False there too: on the Zen 5, one thread (tuning_ab --kernels
# --set, 9 rounds, three runs), transpose 4096^2 in 128 x 128 tiles 5.33-5.49 ms against 6.38-6.52
# in strips (AVX2 forced 5.47 against 6.52), permute_nchw_nhwc the same, gramschmidt 1.15 ->
# 1.20 ms. An L1 of 48 KiB or more takes the Zen 5's values; Intel's (48 KiB too) not measured.
# stream_calls: on the Zen 5 (48 KiB L1), one thread, 4096 x 1024 floats, medians of 31 calls in
# turns in four processes: exp(x) 1.27-1.39x and x * sigmoid(x) 1.22-1.31x faster with streaming
# stores (``codegen/stream.plan``); with AVX2 forced there exp(x) is the loop's bound (0.97 ms, not
# 0.65) and streaming made it 0.91-0.96x; on a Zen 4 such loops measured slower streaming (when the
# vector exp was new). So 64-byte vectors and a 48 KiB L1 only, until ``tune --machine`` says otherwise.
# transpose_tile: on the Zen 5, one thread, transpose 4096 x 4096 floats in tiles of 32 source rows
# x 512 columns, blocks down the rows, no prefetches (``c_ab time``): 4.95 -> 4.20 ms, AVX2 forced
# 5.15 -> 4.30; 32 x 256 4.56, 64 x 512 5.57, 16 x 1024 6.00, 128 x 128 with the blocks along the
# rows 4.83 (hand-written C, same run). With each block prefetching its part of the next tile down
# (``codegen/transpose._next_tile``; session 64, hand-written C, source on a line / 16 bytes past
# one): 32 x 256 2.97-3.0 / 3.54-3.57 ms, 32 x 512 3.26 / 4.31, 64 x 256 3.48 / 4.73, 32 x 1024 3.70
# / 4.40, 16 x 256 4.7: 32 x 256. Not where the source's rows are shorter than a tile's
# (permute_nchw_nhwc's 56: square tiles with prefetches 0.90-0.95 ms, without 1.32-1.44).
# window_buffer: maxpool3x3 (float64, 8 x 64 x 112 x 112) on a Zen 4 thread 3.24 ms from the
# buffer against 4.02 through shifts (``window_row``); on the Zen 5 the buffer's loads, each across
# two of its stores still in flight, cost 3.70 -> 3.18 ms native and 11.8 -> 3.45 with AVX2 forced
# (``c_ab time``, medians; perf puts 82% of the AVX2 loop on the load after them).
# window_ahead: maxpool3x3 on the Zen 5, one thread: 3.92 -> 3.22 ms (from the buffer, 16 rows,
# 14 KiB, ahead), 3.08 -> 2.62 through shifts with AVX2 forced (``window_row._rows_ahead``); not
# measured elsewhere.
# ``python -m benchmarks.tuning_ab --set key=value`` times a change against these.
_MEASURED = {
    64: {"gemm_row_blocks": 12, "row_block": 8, "cached_row_block": 4, "column_block": 1, "shared_column_block": 1,
         "prefetch_rows": True, "prefetch_row_blocks": True,
         "gemm_depth": 256,
         "gemm_col_blocks": 8, "dot_depth": 512, "sum_chains": 4, "prefetch_ahead": 1024, "window_depth": 8,
         "late_outputs": False, "channel_block": (6, 2), "transpose_strips": True,
         "prefetched_chains": 1, "prefetch_next_panel": False, "inline_exp": True,
         "gathered_lines": 64, "l1_gathered_lines": 32, "stream_calls": False,
         "window_buffer": True, "window_ahead": 16384, "transpose_tile": None},
    32: {"gemm_row_blocks": 72, "row_block": 8, "cached_row_block": 4, "column_block": 8, "shared_column_block": 8,
         "prefetch_rows": False, "prefetch_row_blocks": False,
         "gemm_depth": 512,
         "gemm_col_blocks": 8, "dot_depth": 512, "sum_chains": 4, "prefetch_ahead": 8192, "window_depth": 8,
         "late_outputs": True, "channel_block": (6, 2), "transpose_strips": True,
         "prefetched_chains": 4, "prefetch_next_panel": True, "inline_exp": True,
         "gathered_lines": 64, "l1_gathered_lines": 32, "stream_calls": False,
         "window_buffer": True, "window_ahead": 16384, "transpose_tile": None},
}
_LARGE_L1 = {"gathered_lines": 128, "l1_gathered_lines": 128, "shared_column_block": 4,  # an L1 of 48 KiB or more
             "prefetch_row_blocks": False,
             "transpose_strips": False, "window_buffer": False, "transpose_tile": (32, 256)}
_FEW_THREADS_AVX512 = {"gemm_row_blocks": 72, "gemm_depth": 512, "late_outputs": True, "prefetch_next_panel": True,
                       "column_block": 8, "shared_column_block": 8}


# Values ``polyopt tune --machine`` tries for a choice (``candidates``), the measured one included.
_TRIED = {
    "gemm_depth": (256, 384, 512), "gemm_row_blocks": (12, 36, 72), "late_outputs": (False, True),
    "prefetch_next_panel": (False, True), "row_block": (1, 2, 4, 8), "cached_row_block": (1, 2, 4, 8),
    "column_block": (1, 4, 8), "shared_column_block": (1, 2, 4, 8),
    "prefetch_rows": (False, True), "prefetch_row_blocks": (False, True),
    "prefetch_ahead": (1024, 2048, 4096, 8192), "prefetched_chains": (1, 2, 4),
    "transpose_strips": (False, True), "transpose_tile": (None, (32, 512), (32, 256), (64, 512), (16, 512)),
    "inline_exp": (False, True), "stream_calls": (False, True), "window_buffer": (False, True),
    "window_ahead": (0, 8192, 16384, 32768),
    "gathered_lines": (32, 64, 128), "l1_gathered_lines": (32, 64, 128),
    "channel_block": (None, (4, 3), (6, 2), (8, 2), (6, 4), (12, 2)),
}


def candidates(name: str, target: Target) -> tuple:
    """The values ``polyopt tune --machine`` times for the choice ``name`` on ``target``: the
    measured one first, then those in ``_TRIED`` that fit (a convolution's channel block keeps
    its accumulators, its weight vectors and a broadcast in the vector registers).

    >>> from polyopt.target import Target
    >>> t = Target.host(("-O3",), vector_bytes=32, caches=(32 << 10, 512 << 10, 32 << 20), threads=2)
    >>> candidates("channel_block", t), candidates("row_block", t)
    (((6, 2), None, (4, 3)), (8, 1, 2, 4))
    """
    if name not in _TRIED:
        raise ArgumentError(f"{name!r} is not a choice polyopt tune --machine times; those are: {', '.join(_TRIED)}")
    mine = getattr(tuning(target.replace(choices=())), name)
    tried = [v for v in _TRIED[name] if v != mine]
    if name == "channel_block":
        tried = [v for v in tried if v is None or v[0] * v[1] + v[1] + 1 <= target.vector_registers]
    return (mine, *tried)


@functools.cache
def tuning(target: Target) -> Tuning:
    """The choices for ``target`` (cached per target): those measured for its kind of vector
    unit, with ``target.choices`` (measured on this machine) over them."""
    measured = _MEASURED[64 if target.vector_bytes >= 64 else 32]
    if target.vector_bytes >= 64 and target.threads <= 2:
        measured = {**measured, **_FEW_THREADS_AVX512}
    if target.l1 >= 48 << 10:
        measured = {**measured, **_LARGE_L1, "stream_calls": target.vector_bytes >= 64}
    if target.choices:
        unknown = [n for n, _ in target.choices if n not in measured]
        if unknown:
            raise ArgumentError(f"Target.choices names {', '.join(map(repr, unknown))}, not a choice of "
                                f"polyopt.tuning; known: {', '.join(measured)}")
        measured = {**measured, **dict(target.choices)}
    accumulators = target.max_accumulators
    # a block of dot products keeps rows x columns accumulators and loads rows + columns vectors
    # a step: 4 x 4 where 24 accumulators fit (AVX-512), 3 x 4 where 12 do
    dot = (4, 4) if accumulators >= 16 else (max(1, accumulators // 4), 4)
    return Tuning(target=target, dot_block=dot, prefetch_step=target.line_bytes, **measured)
