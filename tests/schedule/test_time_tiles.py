"""Time tiles (schedule/time_tiles.py): stencils tiled across their steps, tiles in wavefronts,
against numpy at sizes of many tiles (small explicit tile sizes) and of one. (With the default
tiles, on by default, tests/test_kernels.py checks the same kernels past one tile.)"""

from __future__ import annotations

import re

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.options import DEFAULT_CFLAGS
from polyopt.poly import tree as T

STENCILS = {  # kernel -> sizes of several tiles with the small tiles below, and of one tile
    "jacobi_1d": ({"N": 61, "T": 23}, {"N": 5, "T": 3}),
    "jacobi_2d": ({"N": 29, "T": 11}, {"N": 4, "T": 2}),
    "fdtd_2d": ({"NX": 23, "NY": 19, "T": 9}, {"NX": 3, "NY": 4, "T": 2}),
}


@pytest.mark.parametrize("name", sorted(STENCILS))
def test_time_tiled_stencils_match_numpy(name):
    case = by_name(name)
    options = po.Options(num_threads=2, parallel_min_work=0, tile_sizes=(3, 5, 7))
    k = po.compile(source(case), case.entry, options=options)
    roles = [b.role for b in k.schedule.bands]
    assert "wavefront" in roles, roles
    for sizes in STENCILS[name]:
        args = case.make_inputs(sizes, np.random.default_rng(7))
        got = k(**args)
        for g, w in zip(got if isinstance(got, tuple) else (got,), case.reference(**args)):
            np.testing.assert_allclose(g, w, rtol=case.rtol, atol=1e-6)


def test_the_tiles_of_a_wavefront_run_in_parallel_and_their_rows_in_simd():
    """jacobi-2d: one region around the wavefront loop, its tiles shared (one at a time), the
    innermost loop of each statement inside a tile a SIMD loop."""
    case = by_name("jacobi_2d")
    k = po.compile(source(case), case.entry, options=po.Options(num_threads=2))
    text = k.specialize(N=1000, T=40).source
    lines = [line.strip() for line in text.split("// time tiles", 1)[1].splitlines()[1:]]
    assert lines[0].startswith("#pragma omp parallel") and lines[2].startswith("for (long c0")
    assert "#pragma omp for schedule(dynamic, 1)" in lines
    assert sum(line == "#pragma omp simd" for line in lines) >= 1
    wave = next(b for b in k.schedule.bands if b.role == "wavefront")
    assert wave.coincident[:2] == (False, True) and wave.tile_sizes[0] == 16


def test_time_tiles_are_checked_without_their_tile_loops():
    """``untiled`` drops the tile loops of time tiles and wavefronts: what remains orders every
    point as inside a tile; the schedule is legal (the scheduler's final check)."""
    from polyopt.schedule.legality import violations
    from polyopt.schedule.time_tiles import untiled
    case = by_name("jacobi_1d")
    k = po.compile(source(case), case.entry)
    root = untiled(k.schedule.root)
    assert not [b for b in T.bands(root) if b.role == "wavefront"]
    assert violations(root, k.dependences.validity).is_empty()


def test_explicit_zero_tiles_keep_the_steps_untiled():
    case = by_name("jacobi_1d")
    k = po.compile(source(case), case.entry, options=po.Options(tile_sizes=0))
    assert "wavefront" not in [b.role for b in k.schedule.bands]
    args = case.make_inputs({"N": 17, "T": 5}, np.random.default_rng(1))
    np.testing.assert_allclose(k(**args), case.reference(**args)[0], rtol=case.rtol)


def test_a_triangular_dynamic_programme_runs_its_tiles_in_wavefronts():
    """A recurrence whose tiles each wait on the tiles before them along both members (a
    nussinov-like table filled from the bottom row up) runs its tiles in wavefronts."""
    text = """
    def f(double(N) s) -> (R) {
        R(r, j) max=! k == N - 1 - r ? (r >= 1 ? R(r - 1, j) : 0.0f64) + s(j) : R(r, k) + R(N - 2 - k, j)
            where r in 0:N, j in N-r:N, k in N-1-r:j
    }
    """
    k = po.compile(text, options=po.Options(num_threads=2, parallel_min_work=0, tile_sizes=4))
    assert "wavefront" in [b.role for b in k.schedule.bands]
    n = 23
    s = np.random.default_rng(2).random(n)
    want = np.zeros((n, n))
    for r in range(n):
        for j in range(n - r, n):
            best = (want[r - 1, j] if r >= 1 else 0.0) + s[j]
            for kk in range(n - r, j):
                best = max(best, want[r, kk] + want[n - 2 - kk, j])
            want[r, j] = best
    np.testing.assert_allclose(k(s), want, rtol=1e-12)


def test_a_sequential_row_loop_runs_several_rows_together():
    """Gauss-Seidel's sweep reads its left neighbour of the same step: inside a time tile its row
    loop is sequential, so rows run together (``jammed``: one unrolled member, each row a point
    behind the one before; here 6, the tile's rows, fewer than ``JAM_ROWS``); the numbers stay
    Gauss-Seidel's, at sizes of many tiles, with 2 threads."""
    from polyopt.schedule.time_tiles import JAM, JAM_ROWS
    text = """def seidel(double(N, N) A0, double(T) steps) -> (double(N, N) A) {
        A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
        A(t, i, j) = (i == 0 || i == N - 1 || j == 0 || j == N - 1) ? A(t - 1, i, j)
            : (A(t, i - 1, j - 1) + A(t, i, j - 1) + A(t - 1, i, j) + A(t - 1, i, j + 1) + A(t - 1, i + 1, j)) / 5.0
            where t in 1:T+1, i in 0:N, j in 0:N
    }"""
    a0 = np.random.default_rng(5).random((23, 19))[:19]
    want = a0.copy()
    for _ in range(7):
        for i in range(1, 18):
            for j in range(1, 18):
                want[i, j] = (want[i - 1, j - 1] + want[i, j - 1] + want[i, j] + want[i, j + 1] + want[i + 1, j]) / 5.0
    k = po.compile(text, options=po.Options(num_threads=2, parallel_min_work=0, tile_sizes=(3, 6, 7)))
    unrolled = [b for b in k.schedule.bands if b.types() == ("unroll",)]
    assert [b.tile_sizes for b in unrolled] == [(min(6, JAM_ROWS),)]
    np.testing.assert_allclose(k(a0, np.zeros(7)), want, rtol=1e-12)
    assert f"// {JAM}" in k.source  # (its guards stay: codegen/branchfree.py leaves the loop alone)


def test_independent_rows_with_a_recurrence_run_side_by_side():
    """A recurrence along each row with the rows independent (adi's sweeps): ``JAM_ROWS`` rows run
    side by side in one unrolled member without a skew, the row loop above stays parallel; the
    numbers stay the recurrence's at a row count that is no multiple of the rows jammed."""
    from polyopt.schedule.time_tiles import JAM_ROWS
    text = """def sweep(double(N, M) X, double a) -> (P) {
        P(i, j) = j == 0 ? X(i, 0) : (X(i, j) - a * P(i, j - 1)) / (a * P(i, j - 1) + 2.0)
            where i in 0:N, j in 0:M
    }"""
    x = np.random.default_rng(3).random((13, 11))
    want = x.copy()
    for j in range(1, 11):
        want[:, j] = (x[:, j] - 0.5 * want[:, j - 1]) / (0.5 * want[:, j - 1] + 2.0)
    k = po.compile(text, options=po.Options(num_threads=2, parallel_min_work=0))
    unrolled = [b for b in k.schedule.bands if b.types() == ("unroll",)]
    assert [b.tile_sizes for b in unrolled] == [(JAM_ROWS,)]
    assert "#pragma omp parallel for" in k.specialize(N=13, M=11).source
    np.testing.assert_allclose(k(x, 0.5), want, rtol=1e-12)


JACOBI_1D_TWO_ARRAYS = """def jacobi_1d(double(N) A0, double(N) B0, double(T) steps) -> (A[-1]) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    B(t, i) = (i == 0 || i == N - 1) ? B0(i) : 0.33333f64 * (A(t - 1, i - 1) + A(t - 1, i) + A(t - 1, i + 1))
        where t in 1:T+1, i in 0:N
    A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : 0.33333f64 * (B(t, i - 1) + B(t, i) + B(t, i + 1))
        where t in 1:T+1, i in 0:N
}"""


def _jacobi_1d(a: np.ndarray, b: np.ndarray, steps: int) -> np.ndarray:
    a, b = a.copy(), b.copy()
    for _ in range(steps):
        b[1:-1] = 0.33333 * (a[:-2] + a[1:-1] + a[2:])
        a[1:-1] = 0.33333 * (b[:-2] + b[1:-1] + b[2:])
    return a


def test_steps_whose_arrays_fit_in_l1_run_in_one_tile_beside_a_row_half_a_page_away():
    """PolyBench's jacobi-1d (A in place, B a temporary of each step): where A and B fit in L1
    together, the steps run one after the other (one tile: tiles would only add loops); beyond
    L1, time tiles. Either way B's borders are written once, before the steps (``poly.unchanged``),
    and B is an array on the function's stack half a page (modulo 4 KiB) from A."""
    k = po.compile(JACOBI_1D_TWO_ARRAYS, options=po.Options(num_threads=1))
    l1 = k.machine(k.options).l1
    rng = np.random.default_rng(3)
    for n, tiled in ((600, False), (l1 // 8 + 3, True)):
        a0, b0 = rng.random(n), rng.random(n)
        np.testing.assert_allclose(k(A0=a0, B0=b0, steps=np.zeros(7)), _jacobi_1d(a0, b0, 7), rtol=1e-12)
        text = k.specialize(N=n, T=7).source
        first = text.split("// time tiles\n", 1)[1].lstrip()
        assert first.startswith("for (long c0") == tiled and first.startswith("for (long c2 = 1;") != tiled, first
        assert "// B: on the stack, half a page from t_A (4K aliasing)" in text, text
        assert text.split("// time tiles", 1)[0].count("t_B0[") == 2, text


@pytest.mark.parametrize("vector_bytes", [32, 64])
def test_two_threads_share_steps_in_l1_in_diamonds_from_a_queue(vector_bytes):
    """The same jacobi-1d on two threads: diamonds (``schedule/diamonds.py``), a wavefront of two
    side by side (each ``W`` = a thread's share of the points wide), their tiles taken in
    wavefront order from a queue in one region (``codegen/tile_queue.py``: no ``omp for`` and its
    barrier); the same numbers at prime sizes, with few steps (two wavefronts) and many (four),
    call after call (a race would show as a wrong number now and then). B, shared by the threads,
    is an array on the function's stack half a page from A (``local_rows.whole``), no argument; a
    size whose B is under a page keeps it an argument. With AVX-512's 8 lanes of doubles too
    (``codegen/barriers`` once counted a barrier a wavefront and kept the nest on one thread;
    the host's flags: gcc splits the vectors where the machine has no AVX-512)."""
    target = po.Target.host(DEFAULT_CFLAGS, caches=(32 << 10, 1 << 20, 32 << 20), threads=2, vector_bytes=vector_bytes)
    k = po.compile(JACOBI_1D_TWO_ARRAYS, options=po.Options(num_threads=2), target=target)
    rng = np.random.default_rng(5)
    for n, steps in ((601, 7), (1999, 601)):
        a0, b0 = rng.random(n), rng.random(n)
        want = _jacobi_1d(a0, b0, steps)
        for _ in range(20):
            np.testing.assert_allclose(k(A0=a0, B0=b0, steps=np.zeros(steps)), want, rtol=1e-12)
    comp = k.specialize(N=1999, T=601)
    wave = next(b for b in comp.schedule.bands if b.role == "wavefront")
    # (the points' spread: 1997 interior points a step, the two borders at the first step only)
    assert wave.tile_sizes == (999, 999) and wave.coincident == (False, True)
    head, text = comp.source.split("// time tiles", 1)
    assert "#pragma omp parallel num_threads(2)" in text and "po_queue_wait(&po_qdone[po_w - 1]" in text
    assert "omp for" not in text and "omp barrier" not in text
    assert "// B: on the stack, half a page from t_A (4K aliasing)" in head and not re.search(r"\ba_B\b", head)
    assert re.search(r"\ba_B\b", k.specialize(N=301, T=7).source)


def test_more_threads_than_cores_take_diamonds_from_the_queue_and_agree():
    """Four threads on this machine's cores (two here): a wavefront of four diamonds, threads
    that wait for each other on a futex when their partner has no core; every call right."""
    k = po.compile(JACOBI_1D_TWO_ARRAYS, options=po.Options(num_threads=4))
    rng = np.random.default_rng(8)
    a0, b0 = rng.random(1999), rng.random(1999)  # (A and B in L1 together)
    want = _jacobi_1d(a0, b0, 601)
    for _ in range(10):
        np.testing.assert_allclose(k(A0=a0, B0=b0, steps=np.zeros(601)), want, rtol=1e-12)
    assert "po_queue_wait(" in k.specialize(N=1999, T=601).source


def test_steps_past_l1_run_in_diamonds_of_half_of_l1_on_two_threads():
    """Past L1 on two threads a 1-d stencil runs in diamonds too, each no wider than the points
    whose rows (the two stored steps) fill half of L1 (``time_tiles.diamond_width``): many to a
    wavefront, from the queue; the same numbers as numpy call after call, at a prime number of
    points past a whole number of diamonds, with few steps (every diamond cut by the last step)
    and with more steps than a diamond is high."""
    case = by_name("jacobi_1d")
    k = po.compile(source(case), case.entry, options=po.Options(num_threads=2, parallel_min_work=0))
    width = k.machine(k.options).l1 // 2 // (2 * 4)  # float32, two steps stored
    rng = np.random.default_rng(11)
    for sizes in ({"N": 5 * width + 13, "T": 9}, {"N": 2 * width + 3, "T": width + 5}):
        args = case.make_inputs(sizes, rng)
        (want,) = case.reference(**args)
        for _ in range(5):
            np.testing.assert_allclose(k(**args), want, rtol=case.rtol, atol=1e-6)
        comp = k.specialize(**sizes)
        wave = next(b for b in comp.schedule.bands if b.role == "wavefront")
        assert wave.tile_sizes == (width, width), (wave.tile_sizes, width)
        assert "po_queue_wait(&po_qdone[po_w - 1]" in comp.source


def test_a_sweep_that_reads_its_own_step_gets_no_diamonds():
    """Gauss-Seidel in 1-d (each point reads its left neighbour's new value): no hyperplane
    leaning the other way keeps that dependence (``diamonds.mirror``), so the steps stay in one
    tile on one thread, as before."""
    text = """def gs(double(N) A0, double(T) steps) -> (A[-1]) {
        A(t, i) = A0(i) where t in 0:1, i in 0:N
        A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : (A(t, i - 1) + A(t - 1, i) + A(t - 1, i + 1)) / 3
            where t in 1:T+1, i in 0:N
    }"""
    k = po.compile(text, options=po.Options(num_threads=2))
    a0 = np.random.default_rng(2).random(301)
    want = a0.copy()
    for _ in range(13):
        for i in range(1, 300):
            want[i] = (want[i - 1] + want[i] + want[i + 1]) / 3
    np.testing.assert_allclose(k(A0=a0, steps=np.zeros(13)), want, rtol=1e-12)
    wave = next(b for b in k.specialize(N=301, T=13).schedule.bands if b.role == "wavefront")
    assert wave.tile_sizes[0] == 1 << 30
