"""Which bands get tiles: transposing bands a second level, a cache line each way; pooling windows none."""

from __future__ import annotations

import re

import numpy as np
import pytest

import polyopt as po
from polyopt.tuning import tuning
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET


@pytest.mark.parametrize("dtype,line", [("float", 16), ("double", 8)])
def test_transpose_has_line_tiles_and_is_right(dtype, line):
    k = po.compile(f"def t({dtype}(M, N) A) -> (T) {{ T(j, i) = A(i, j) }}")
    a = np.random.default_rng(0).random((300, 517)).astype(np.float32 if dtype == "float" else np.float64)
    np.testing.assert_array_equal(k(a), a.T)
    assert re.search(rf"c\d+ \+= {line}\)", k.source)


def test_only_the_line_members_are_tiled_twice():
    k = po.compile("def p(float(N, C, H, W) X) -> (Y) { Y(n, h, w, c) = X(n, c, h, w) }")
    x = np.random.default_rng(1).random((3, 37, 5, 41)).astype(np.float32)
    np.testing.assert_array_equal(k(x), x.transpose(0, 2, 3, 1))
    assert len(re.findall(r"\+= 16\)", k.source)) >= 2


def test_copies_along_rows_are_not_tiled_twice():
    k = po.compile("def c(float(M, N) A) -> (B) { B(i, j) = A(i, j) + 1 }")
    a = np.ones((300, 300), np.float32)
    np.testing.assert_array_equal(k(a), a + 1)
    assert "+= 16)" not in k.source


def test_pooling_windows_stream_untiled():
    """A constant window (kh, kw in 0:2) is reused in registers and cache lines, not in tiles."""
    k = po.compile("def mp(float(N, C, H, W) I) -> (O) "
                   "{ O(n, c, h, w) max=! I(n, c, 2 * h + kh, 2 * w + kw) where kh in 0:2, kw in 0:2 }")
    x = np.random.default_rng(2).random((2, 3, 38, 70)).astype(np.float32)
    want = x.reshape(2, 3, 19, 2, 35, 2).max(axis=(3, 5))
    np.testing.assert_array_equal(k(x), want)
    assert not _tile_rows(k.specialize(N=2, C=3, H=38, W=70).explain())


def test_window_of_size_parameters_keeps_tiles():
    """Depthwise convolution with KH, KW as sizes: the weights are reused across n, h, w."""
    k = po.compile("def dw(float(N, C, H, W) I, float(C, KH, KW) Wt) -> (O) "
                   "{ O(n, c, h, w) +=! I(n, c, h + kh, w + kw) * Wt(c, kh, kw) }")
    assert _tile_rows(k.specialize(N=2, C=16, H=40, W=70, KH=3, KW=3).explain())


def _tile_rows(explained: str) -> list[str]:
    """The rows of ``explain()``'s band table whose role is tile."""
    return re.findall(r"^\s+\d+\s.*\btile\b.*$", explained, re.M)


def test_reduction_tiles_are_cache_sized_unless_a_constant_window():
    """A reduction over sizes (c, and k in 0:K) gets cache-sized tiles, not the 8 of a generic
    five-member tile that once passed for a small window (the host's depth: 256 on AVX-512, 384 on AVX2)."""
    src = ("def c1(float(Bt, C, T) X, float(O, C, K) Wt) -> (Y) { Y(b, o, t) +=! "
           "t - 2 * k >= 0 ? X(b, c, t - 2 * k) * Wt(o, c, k) : 0.0 where t in 0:T, k in 0:K }")
    k = po.compile(src)
    rows = _tile_rows(k.specialize(Bt=2, C=128, T=300, O=40, K=2).explain())
    depth = tuning(po.Target.for_options(po.Options())).gemm_depth
    assert rows and f"{depth}x{depth}" in rows[0]
    rng = np.random.default_rng(3)
    x, w = rng.random((2, 19, 70)).astype(np.float32), rng.random((33, 19, 3)).astype(np.float32)
    want = np.zeros((2, 33, 70))
    for kk in range(3):
        want[:, :, 2 * kk:] += np.einsum("bct,oc->bot", x[:, :, : 70 - 2 * kk].astype(np.float64), w[:, :, kk])
    np.testing.assert_allclose(k(x, w), want, rtol=1e-4)


def test_reductions_into_a_few_elements_are_not_tiled():
    """mean(c) over n, h, w is one element between two uses: per channel, the two passes
    (mean, then the squares around it) run while the channel is in cache."""
    src = ("def m(float(N, C, H, W) X) -> (mean, var) { mean(c) +=! X(n, c, h, w)\n mean(c) = mean(c) / (N * H * W)\n"
           " var(c) +=! (X(n, c, h, w) - mean(c)) * (X(n, c, h, w) - mean(c))\n var(c) = var(c) / (N * H * W) }")
    k = po.compile(src)
    assert not _tile_rows(k.specialize(N=8, C=64, H=28, W=28).explain())
    x = np.random.default_rng(4).random((5, 7, 9, 11)).astype(np.float32)
    mean, var = k(x)
    np.testing.assert_allclose(mean, x.astype(np.float64).mean(axis=(0, 2, 3)), rtol=1e-5)
    np.testing.assert_allclose(var, x.astype(np.float64).var(axis=(0, 2, 3)), rtol=1e-4)


def test_short_uneven_parallel_loops_hand_out_one_iteration_at_a_time():
    """A parallel loop over 2 tiles of uneven work (conv2d_stride2's 128 channels: 72 + 56) with
    chunks of 4 gave both tiles to one thread; long uneven loops (a triangle's rows) keep 4."""
    from kernels.registry import by_name, source

    case = by_name("conv2d_stride2")
    tiles = po.Options(tile_sizes=(8, 72, 8, 256, 256, 256, 128))  # as this machine's caches chose
    k = po.compile(source(case), case.entry, options=tiles)
    text = k.specialize(N=2, C=8, H=40, W=40, K=128, KH=3, KW=3).source
    assert "schedule(dynamic, 1)\n  for (long c1 = 0; c1 <= 127; c1 += 72)" in text
    tri = po.compile("def t(float(N, N) L, float(N) x) -> (y) { y(i) +=! L(i, j) * x(j) where j in 0:i+1 }")
    assert "schedule(dynamic, 4)" in tri.specialize(N=4096).source


def test_a_parallel_loop_over_few_tiles_shares_the_loops_below():
    """conv2d_stride2's outer parallel loop runs over 2 channel tiles (96 and 32 channels): the
    threads share it with the row tiles and images below it (``collapse``), not one tile each.
    (The scheduler's blocks: on AVX2 the channel-vector pass takes the conv by default. Its
    loops come after those of the input's copy split by phase, which fork too.)"""
    src = ("def conv(float(N, C, H, W) I, float(K, C, KH, KW) Wt) -> (O) "
           "{ O(n, k, h, w) +=! I(n, c, 2 * h + kh, 2 * w + kw) * Wt(k, c, kh, kw) }")
    k = po.compile(src, options=po.Options(num_threads=2, channel_vectors=False))
    rng = np.random.default_rng(4)
    x, w = rng.random((3, 16, 37, 41)).astype(np.float32), rng.random((128, 16, 3, 3)).astype(np.float32)
    want = np.zeros((3, 128, 18, 20))
    for kh in range(3):
        for kw in range(3):
            patch = x[:, :, kh:kh + 35:2, kw:kw + 39:2].astype(np.float64)
            want += np.einsum("nchw,kc->nkhw", patch, w[:, :, kh, kw].astype(np.float64))
    np.testing.assert_allclose(k(x, w), want, rtol=1e-4)
    pragma = [line for line in k.source.splitlines() if "#pragma omp parallel for" in line][-1]
    assert re.search(r"collapse\([23]\)", pragma), pragma


def test_few_row_tiles_fork_over_the_column_tiles_instead():
    """matmul 512 x 512 x 1280 on AVX2: 3 row tiles on 2 threads leave one idle a quarter of the
    time; the 16 column tiles of 80 inside each reduction tile share evenly, so those fork (once
    per row and k tile). Where the row tiles share evenly themselves, they fork. (Columns that no
    tile divides, 512 on AVX2, fork over the rows, in tiles ``Tuning.parallel_rows`` evens out.)"""
    k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
                   options=po.Options(cflags=PINNED_AVX2_CFLAGS, num_threads=2), target=PINNED_AVX2_TARGET)
    rng = np.random.default_rng(6)
    a, b = rng.random((512, 512)).astype(np.float32), rng.random((512, 1280)).astype(np.float32)
    np.testing.assert_allclose(k(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    lines = k.source.splitlines()
    main, m = next((n, m) for n, line in enumerate(lines)
                   if (m := re.match(r"\s*for \(long c0 = 0; c0 <= (\d+); c0 \+= (\d+)\)", line)))
    shares = re.compile(r"#pragma omp (parallel )?for\b")  # a work-sharing loop, in a region or its own
    if (int(m[1]) // int(m[2]) + 1) % 2 == 0:  # this machine's row tiles share evenly: they fork
        assert shares.search(lines[main - 1]), lines[main - 1]
    else:
        assert not shares.search(lines[main - 1]), lines[main - 1]
        assert any(shares.search(line) for line in lines[main + 1:main + 4]), "\n".join(lines[main - 2:main + 4])


def test_partial_tiles_keep_the_outer_fork():
    """doitgen at 150 x 140 x 160: the loop below the row tiles runs over a tile of 96 and one of
    44 rows, which two threads cannot share: the outer loop keeps the fork (collapsed with it)."""
    k = po.compile("def dg(double(NR,NQ,NP) A, double(NP,NP) C4) -> (O) { O(r,q,p) +=! A(r,q,s) * C4(s,p) }",
                   options=po.Options(num_threads=2))
    rng = np.random.default_rng(8)
    a, c = rng.random((150, 140, 160)), rng.random((160, 160))
    np.testing.assert_allclose(k(a, c), a @ c, rtol=1e-9)
    lines = k.source.splitlines()
    main = next(n for n, line in enumerate(lines) if line.lstrip().startswith("for (long c0"))
    assert "omp parallel for" in lines[main - 1]


def test_a_triangular_solve_is_not_tiled():
    """trisolv's x(i) = (b(i) - s(i)) / L(i, i) runs at (i, i) beside the sum at (i, j): the diagonal
    read L(i, i) is no transpose, and x (N floats) stays in cache untiled."""
    from kernels.registry import by_name, source

    case = by_name("trisolv")
    k = po.compile(source(case), case.entry)
    assert not _tile_rows(k.specialize(N=2000).explain())
