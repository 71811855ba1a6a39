"""Reductions printed with register accumulators (``codegen/reduction.py``), streaming bands left
untiled (``optimize.has_reuse``) and small nests kept off OpenMP (``c.PARALLEL_MIN_WORK``)."""

from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen import window_row
from polyopt.poly import tree as T
from tests.machine import cflags_param
from tests.numerics import assert_close_sum

MATVEC = "def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }"
DOT = "def dot(float(N) a, float(N) b) -> (s) { s() +=! a(i) * b(i) }"
SOFTMAX = """def softmax(float(N, D) X) -> (Y) {
    mx(n) max=! X(n, d)
    e(n, d) = exp(X(n, d) - mx(n))
    s(n) +=! e(n, d)
    Y(n, d) = e(n, d) / s(n)
}"""
ROWS = """def rows(int32(N, D) X) -> (lo, hi, p) {
    lo(n) min=! X(n, d)
    hi(n) max=! X(n, d)
    p(n) *=! X(n, d)
}"""


def test_matvec_reduction_vectorized():
    k = po.compile(MATVEC)
    rng = np.random.default_rng(0)
    A, x = rng.random((37, 3001), dtype=np.float32), rng.random(3001, dtype=np.float32)
    np.testing.assert_allclose(k(A, x), A.astype(np.float64) @ x, rtol=1e-5)
    # 3001 > 2 chunks: partial sums per chunk, each summed in a vector register (its lanes as a tree)
    assert re.search(r"po_vf po_v\d+ = \{0\}[;,]", k.source) and re.search(r"po_p\d+ \+= po_hsumf\(po_v\d+\)", k.source)
    np.testing.assert_allclose(k(A[:, :100].copy(), x[:100]), A[:, :100].astype(np.float64) @ x[:100], rtol=1e-5)
    assert re.search(r"po_r\d+ \+= po_hsumf\(po_v\d+\)", k.source) and "po_p" not in k.source


@pytest.mark.parametrize("n", [1, 17, 2049, 1 << 22])
def test_float32_dot_is_accurate(n):
    """One running float32 sum over 4M terms drifts by ~1e-3; chunked partial sums do not."""
    rng = np.random.default_rng(1)
    a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    got = float(po.compile(DOT)(a, b))
    want = float(a.astype(np.float64) @ b.astype(np.float64))
    assert abs(got - want) <= 2e-6 * want


def test_reduction_shares_loop_with_other_statements():
    k = po.compile(SOFTMAX)
    X = np.random.default_rng(2).standard_normal((13, 1031)).astype(np.float32)
    e = np.exp(X - X.max(1, keepdims=True))
    np.testing.assert_allclose(k(X), e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)
    src = k.source
    assert re.search(r"po_v(\d+) = po_vmaxf\(po_v\1, po_loadf", src)  # the row max in vectors
    # exp(...) is stored and summed a vector at a time in the same steps (po_vexpf: the target
    # inlines exp), into four vector accumulators: no sum waits on the one before
    assert re.search(r"po_vf po_v(\d+) = \{0\}, po_v\1_1 = \{0\}", src), src
    step = re.search(r"po_storef\(&po_row\d+_t_e\[c1\], po_vexpf\(.*\n(.*\n){3}\s*po_v\d+ \+= po_loadf\(&po_row", src)
    assert step and "omp simd" not in step.group(0), src


def test_a_temporary_kept_as_a_local_row_is_never_prefetched():
    """At sizes beyond the cache, softmax's reads of ``X`` are prefetched rows ahead; its ``e``,
    kept as a local row (in L1), is not (those prefetches fetched the stack past the row), and the
    sum of ``e`` keeps four chains, not the one of a prefetched stream."""
    src = po.compile(SOFTMAX, options=po.Options(num_threads=1)).specialize(N=4096, D=1024).source
    prefetched = re.findall(r"__builtin_prefetch\(\(const char \*\)&(\w+)", src)
    assert prefetched and all(not p.startswith("po_row") for p in prefetched), prefetched
    assert re.search(r"po_v(\d+) \+= po_loadf\(&po_row\d+_t_e\[c1\]\);\n\s*po_v\1_1 \+=", src), src


def test_sum_reading_a_shifted_element_stays_right():
    """The sum reads ``Y`` at another index than the exp writes it: it is split from the exp loop
    only where the element read is provably the one just written, and the numbers stay right."""
    src = """def f(float(N, D) X) -> (Y, s) {
        Y(n, d) = exp(X(n, d))
        s(n) +=! (d + 1 < D ? Y(n, d + 1) : 0.0) where d in 0:D
    }"""
    k = po.compile(src)
    X = np.random.default_rng(5).standard_normal((9, 333)).astype(np.float32)
    Y, s = k(X)
    np.testing.assert_allclose(Y, np.exp(X), rtol=1e-6)
    np.testing.assert_allclose(s, np.exp(X)[:, 1:].sum(1), rtol=1e-5)


def test_integer_min_max_product_reductions():
    X = np.random.default_rng(3).integers(-3, 4, size=(7, 9)).astype(np.int32)
    X[X == 0] = 1
    lo, hi, p = po.compile(ROWS)(X)
    np.testing.assert_array_equal(lo, X.min(1))
    np.testing.assert_array_equal(hi, X.max(1))
    np.testing.assert_array_equal(p, np.prod(X.astype(np.int64), 1).astype(np.int32))


def test_triangular_reduction():
    """The reduction loop's bounds move with the element: ``c(i) = x(0) + ... + x(i)``."""
    k = po.compile("def f(float(N) x) -> (c) { c(i) +=! x(j) where i in 0:N, j in 0:i+1 }")
    x = np.random.default_rng(4).random(5000, dtype=np.float32)
    np.testing.assert_allclose(k(x), np.cumsum(x.astype(np.float64)), rtol=2e-6)


def _tiles(src: str, entry: str | None = None) -> list[tuple[int, ...]]:
    """The sizes of the cache tiles (register blocks, such as AVX2's blocks of matvec rows, are not)."""
    return [b.tile_sizes for b in T.bands(po.compile(src, entry).schedule.root) if b.role == "tile"]


def test_streaming_bands_stay_untiled_and_reuse_is_tiled():
    assert all(not t for t in _tiles(MATVEC))  # x(j) along i: one row, stays in cache
    assert all(not t for t in _tiles(SOFTMAX))
    assert any(t for t in _tiles("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"))
    assert any(t for t in _tiles("def tr(float(M,N) A) -> (B) { B(j,i) = A(i,j) }"))  # spatial reuse


def test_a_contraction_of_fixed_sizes_is_tiled_like_a_size_generic_one():
    """A reduction member of literal length (``k`` of a 100 x 40 x 60 matmul) is no window
    (``kh`` of a 3 x 3 one): the band keeps its reuse, its tiles and its register blocks (it
    was left untiled: matmul of 1000^3 written with its sizes ran at a tenth of the size-generic
    kernel's speed)."""
    k = po.compile("def mm(float(100,40) A, float(40,60) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }")
    assert any(b.tile_sizes for b in T.bands(k.schedule.root) if b.role == "tile")
    rng = np.random.default_rng(3)
    A, B = rng.random((100, 40), dtype=np.float32), rng.random((40, 60), dtype=np.float32)
    np.testing.assert_allclose(k(A, B), A.astype(np.float64) @ B, rtol=1e-5)
    assert "register block" in k.source
    pool = "def p(float(32,32) X) -> (Y) { Y(i,j) max=! X(2*i+a, 2*j+b) where a in 0:2, b in 0:2 }"
    assert all(not t for t in _tiles(pool))  # a 2 x 2 window is still a window


def test_scalar_reductions_run_in_parallel():
    k = po.compile("def l1(float(M,N) A) -> (s) { s() +=! fabs(A(i,j)) }")
    A = np.random.default_rng(5).standard_normal((300, 700)).astype(np.float32)
    np.testing.assert_allclose(k(A), np.abs(A.astype(np.float64)).sum(), rtol=1e-6)
    assert re.search(r"#pragma omp parallel for reduction\(\+:po_r\d+\)", k.source)
    assert "parallel" not in po.compile(DOT, options=po.Options(parallel=False)).specialize(N=1 << 20).source


def test_small_nests_run_on_one_thread():
    k = po.compile("def f(float(N) X) -> (Y) { Y(i) = X(i) + 1 }")
    for n in (16, 1 << 20):
        x = np.arange(n, dtype=np.float32)
        np.testing.assert_array_equal(k(x), x + 1)
        assert ("omp parallel" in k.source) == (n > 16)


def test_column_sums_run_in_parallel_strips():
    """The vector member is the only parallel one: strips of it go to the threads, the reduction
    member runs inside each strip, and the strip's points stay innermost."""
    k = po.compile("def cs(float(M,N) A) -> (s) { s(j) +=! A(i,j) }")
    A = np.random.default_rng(6).random((50, 5000), dtype=np.float32)
    np.testing.assert_allclose(k(A), A.astype(np.float64).sum(0), rtol=1e-5)
    kinds = [b.role for b in T.bands(k.schedule.root)]
    assert kinds[0] == "tile" and "#pragma omp parallel for" in k.source and "#pragma omp simd" in k.source


def test_temporaries_are_reused_and_rezeroed_only_when_needed():
    k = po.compile(SOFTMAX)
    X = np.random.default_rng(7).standard_normal((5, 9)).astype(np.float32)
    first = k(X)
    mx = k._scratch.temps[1]["mx"]
    np.testing.assert_array_equal(k(X), first)
    assert k._scratch.temps[1]["mx"] is mx  # the same buffer, not a fresh allocation
    assert all(k.scop.covers(t) for t in k.checked.temps)
    np.testing.assert_array_equal(k(X[:3].copy()), first[:3])
    assert k._scratch.temps[1]["mx"].shape == (3,)
    # e(n, d) lives in one iteration over n: a row in the C, and no argument, so no memory for it
    assert k._scratch.temps[1]["e"].shape == (0,) and "a_e" not in k.source


def test_strided_reductions_are_not_forced_into_simd():
    """Program-order matmul reduces over ``k`` with ``B(k,j)`` moving by rows: a register
    accumulator, but no ``omp simd`` (it would gather a column of B)."""
    k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
                   options=po.Options(schedule="program", parallel=False))
    A = np.random.default_rng(8).random((9, 11), dtype=np.float32)
    np.testing.assert_allclose(k(A, A.T.copy()), A.astype(np.float64) @ A.T, rtol=1e-5)
    assert "po_r" in k.source and "simd reduction" not in k.source


ARRAY_CASES = [
    ("def cs(float(M,N) A) -> (s) { s(j) +=! A(i,j) }",
     lambda A: A.astype(np.float64).sum(0), (333, 517), np.float32),
    ("def cm(float(M,N) A) -> (s) { s(j) max=! A(i,j) }", lambda A: A.max(0), (333, 517), np.float32),
    ("def vm(int64(M) x, int64(M,N) A) -> (y) { y(j) +=! x(i) * A(i,j) }",
     lambda x, A: x @ A, ((301,), (301, 267)), np.int64),  # too wide for a micro-kernel
    ("def mn(double(M,N) A) -> (s) { s(j) min=! A(i,j) - A(i,0) }",
     lambda A: (A - A[:, :1]).min(0), (257, 45), np.float64),
]


@pytest.mark.parametrize("text,ref,shape,dtype", ARRAY_CASES)
def test_array_reductions_split_the_reduction_loop(text, ref, shape, dtype):
    """A nest whose outer loop reduces into elements that move with its inner loops only gets
    an OpenMP array-section reduction: each thread sums its rows into a private copy (float
    column sums too, whose rows one thread adds several a pass, ``Tuning.column_block``: with
    more threads they share the rows where the copies are small, ``strips.strip_width``)."""
    k = po.compile(text, options=po.Options(parallel_min_work=0, num_threads=2))
    rng = np.random.default_rng(9)
    shapes = shape if isinstance(shape[0], tuple) else (shape,)
    args = [rng.integers(-5, 6, size=s).astype(dtype) if dtype == np.int64 else rng.random(s).astype(dtype)
            for s in shapes]
    got = k(*args)
    want = ref(*args)
    if dtype == np.int64:
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5)
    assert re.search(r"#pragma omp parallel for reduction\((\+|max|min):t_\w+(\[0:\d+\])+\)", k.source), k.source


def test_array_reductions_need_static_sizes_and_a_small_result():
    # (int64: a float column sum on AVX2 blocks its rows instead, see above)
    k = po.compile("def cs(int64(M,N) A) -> (s) { s(j) +=! A(i,j) }", options=po.Options(parallel_min_work=0))
    assert "reduction(+:t_" in k.specialize(M=64, N=1000).source
    assert "reduction(+:t_" not in k.specialize(M=4, N=1000).source  # 16 instances per element at least
    assert "reduction(+:t_" not in k.specialize(M=64, N=1 << 17).source  # no private copy of 512 KiB
    generic = po.compile("def cs(int64(M,N) A) -> (s) { s(j) +=! A(i,j) }", dynamic=True)
    assert "reduction(+:t_" not in generic.source


def test_triangular_row_sums_inside_a_parallel_loop_use_vector_registers():
    """``j <= i`` inside ``omp parallel for``: gcc 12 left the ``omp simd`` reduction scalar
    there, so such sums are written with vector registers (``reduction._vector_sum``)."""
    k = po.compile("def t(float(N, N) L, float(N) x) -> (y) { y(i) +=! L(i, j) * x(j) where j in 0:i+1 }",
                   options=po.Options(parallel_min_work=0))
    rng = np.random.default_rng(5)
    L, x = rng.random((203, 203), dtype=np.float32), rng.random(203, dtype=np.float32)
    np.testing.assert_allclose(k(L, x), np.tril(L).astype(np.float64) @ x, rtol=1e-5)
    assert "#pragma omp parallel for" in k.source and re.search(r"po_vf po_v\d+ = \{0\}[;,]", k.source)


def test_one_thread_opens_no_openmp_region():
    """``num_threads=1``: a loop the schedule marks parallel runs as a plain loop (an OpenMP
    region of one thread only costs: gcc optimizes the outlined body less well)."""
    k = po.compile(MATVEC, options=po.Options(num_threads=1))
    A, x = np.ones((300, 200), np.float32), np.ones(200, np.float32)
    np.testing.assert_allclose(k(A, x), np.full(300, 200.0))
    assert "omp parallel" not in k.source


@pytest.mark.parametrize("options", [po.Options(), po.Options(schedule="program", parallel=False)])
def test_float_max_min_ignore_nan(options):
    """max and min ignore a NaN operand (``fmax``'s meaning), read or given as a start value:
    the selects skip the NaN check only where no NaN can be in the accumulator."""
    src = """def mm(float(N, D) X) -> (lo, hi) {
        lo(n) min=! X(n, d)
        hi(n) max=! X(n, d)
    }"""
    k = po.compile(src, options=options)
    x = np.random.default_rng(0).uniform(-1, 1, (7, 300)).astype(np.float32)
    x[1, 5] = x[3, 0] = x[4, 299] = np.nan
    x[6, :] = np.nan
    lo, hi = k(x)
    np.testing.assert_array_equal(lo[:6], np.nanmin(x[:6], axis=1))
    np.testing.assert_array_equal(hi[:6], np.nanmax(x[:6], axis=1))
    assert lo[6] == np.inf and hi[6] == -np.inf  # all NaN: the identities
    acc = po.compile("def acc(float(N, D) X) -> (hi) { hi(n) max= X(n, d) }", options=options)
    start = np.array([np.nan, 5, np.nan, -5, 0, 0, 0], np.float32)
    got = acc(x, out=start.copy())
    want = np.fmax(start, np.nanmax(np.where(np.isnan(x), -np.inf, x), axis=1))
    np.testing.assert_array_equal(got, want)  # a NaN start value is ignored too


@pytest.mark.parametrize("dtype", ["float", "double"])
def test_elementwise_fmax_fmin_relu_are_vector_selects(dtype):
    """``fmax``, ``fmin``, ``max``, ``min`` and ``relu`` of floats keep C's meaning (a NaN operand is
    ignored; relu(NaN) is 0) as selects gcc vectorizes, not libm calls per element (floyd_warshall
    9.2 -> 2.2 ms, conv2d 3x3 with bias and relu 8.9 -> 7.3 ms)."""
    src = f"""def f({dtype}(N) X, {dtype}(N) Y) -> (A, B, C, D, R) {{
        A(i) = fmax(X(i), Y(i))
        B(i) = fmin(X(i), Y(i))
        C(i) = max(X(i), 2.0 * Y(i))
        D(i) = min(X(i) + 1.0, Y(i))
        R(i) = relu(X(i) - Y(i))
    }}"""
    k = po.compile(src)
    np_dt = np.float32 if dtype == "float" else np.float64
    rng = np.random.default_rng(4)
    x, y = rng.uniform(-2, 2, 1001).astype(np_dt), rng.uniform(-2, 2, 1001).astype(np_dt)
    x[[3, 10, 500]] = np.nan
    y[[10, 11, 700]] = np.nan
    x[20], y[20] = -np.inf, np.inf
    a, b, c, d, r = k(x, y)
    np.testing.assert_array_equal(a, np.fmax(x, y))
    np.testing.assert_array_equal(b, np.fmin(x, y))
    np.testing.assert_array_equal(c, np.fmax(x, np_dt(2) * y))
    np.testing.assert_array_equal(d, np.fmin(x + np_dt(1), y))
    want = np.fmax(x - y, np_dt(0))
    np.testing.assert_array_equal(r, want)
    body = k.source[k.source.index("int k_f("):]
    assert "fmax" not in body.replace("po_fmax", "") and "fmin" not in body.replace("po_fmin", "")


def test_initialization_covers_rows_whose_reduction_is_empty():
    """``j > i`` leaves no step for the last row: it is still initialized (to 0, the identity)
    and belongs to the output, as in numpy's ``np.triu(A, 1).sum(1)``."""
    k = po.compile("def su(float(N,N) A) -> (U) { U(i) +=! A(i,j) where j > i }")
    a = np.random.default_rng(3).random((5, 5), dtype=np.float32)
    np.testing.assert_allclose(k(a), np.triu(a, 1).sum(1), rtol=1e-6)
    np.testing.assert_array_equal(k(np.ones((1, 1), np.float32)), [0.0])
    mx = po.compile("def m(float(N,N) A) -> (U) { U(i) max=! A(i,j) where j < i }")
    assert mx(a)[0] == -np.inf and mx(a).shape == (5,)


@pytest.mark.parametrize("dynamic", [False, True])
def test_zero_sizes_give_numpys_empty_results(dynamic):
    """A size of 0 gives numpy's shapes and sums of nothing (tests/test_empty_arrays.py checks every
    kernel); a negative size is refused."""
    mm = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
                    dynamic=dynamic)
    np.testing.assert_array_equal(mm(np.ones((3, 0), np.float32), np.ones((0, 5), np.float32)), np.zeros((3, 5)))
    with pytest.raises(po.ShapeError, match=">= 0"):
        mm.specialize(M=3, K=-1, N=5)


MOMENTS = """def moments(float(N, C, H, W) X) -> (mean, var) {
    mean(c) +=! X(n, c, h, w)
    mean(c) = mean(c) / (N * H * W)
    var(c) +=! (X(n, c, h, w) - mean(c)) * (X(n, c, h, w) - mean(c))
    var(c) = var(c) / (N * H * W)
}"""


@pytest.mark.parametrize("shape", [(5, 7, 11, 13), (3, 20, 17, 29)])
def test_short_runs_far_apart_are_prefetched_ahead(shape):
    """Per-channel sums read a run of H*W floats of each image, a whole image apart: where a
    channel's runs do not fit a quarter of L2 (an 8 KiB L2 here), the vector loop prefetches the
    run two images on (``RUN_AHEAD``), each line of a step once, which the hardware cannot guess,
    into L2 (``prefetcht2``: into L1 the runs' lines held its miss buffers), and sums into four
    vector chains (a step of four lines with AVX-512, two with AVX2). Rows read one after another
    (the matvec's) get none: their next run starts where this one ends."""
    host = po.Target.host(po.Options().cflags)
    k = po.compile(MOMENTS, target=dataclasses.replace(host, l2=8 << 10))
    x = np.random.default_rng(sum(shape)).random(shape, dtype=np.float32)
    mean, var = k(x)
    np.testing.assert_allclose(mean, x.astype(np.float64).mean((0, 2, 3)), rtol=1e-5)
    np.testing.assert_allclose(var, x.astype(np.float64).var((0, 2, 3)), rtol=1e-4)
    n, c, h, w = shape
    image = 2 * c * h * w * 4
    found = re.findall(r"__builtin_prefetch\(\(const char \*\)&(.*) \+ (\d+), 0, 1\);", k.source)
    # (a step of four vectors reads two lines of each run with AVX2, four with AVX-512)
    lines = 2 if "typedef float po_vf __attribute__((vector_size(32)))" in k.source else 4
    assert found and {int(jump) - image for _, jump in found} == set((0, 64, 128, 192)[:lines]), found
    assert len(found) == len(set(found))  # once per access a step
    assert re.search(r"po_v(\d+)_3 \+= \(?po_loadf", k.source), k.source  # four chains
    mv = po.compile(MATVEC)
    a, v = np.random.default_rng(6).random((300, 257), np.float32), np.linspace(-1, 1, 257, dtype=np.float32)
    assert_close_sum(mv(a, v), a.astype(np.float64) @ v, np.abs(a) @ np.abs(v))  # terms of both signs
    assert "__builtin_prefetch" not in mv.source


def test_passes_over_a_channel_in_the_cache_prefetch_the_next_channel():
    """The mean and the variance pass over a channel read the same runs, one after the other in
    the same iteration over channels: while they fit a quarter of L2, the second pass reads them
    from there, and both passes prefetch the same runs of the next channel instead
    (``prefetch._sharing``), so memory works through the whole iteration, not only the mean
    pass (batchnorm_moments 32 x 256 x 28 x 28 from memory on one Zen 4 thread: 1.49 -> 1.14
    ms); with a smaller L2 both prefetch two images on."""
    host = po.Target.host(po.Options().cflags)
    sizes = {"N": 3, "C": 20, "H": 17, "W": 29}  # a channel's runs: 5.9 KB
    run = 17 * 29 * 4
    x = np.random.default_rng(3).random(tuple(sizes.values()), dtype=np.float32)
    for l2, ahead in ((256 << 10, run), (16 << 10, 2 * 20 * run)):
        k = po.compile(MOMENTS, target=dataclasses.replace(host, l2=l2))
        mean, var = k(x)
        np.testing.assert_allclose(mean, x.astype(np.float64).mean((0, 2, 3)), rtol=1e-5)
        np.testing.assert_allclose(var, x.astype(np.float64).var((0, 2, 3)), rtol=1e-4)
        src = k.specialize(**sizes).source
        for one_pass in src.split("for (long c1 = 3;"):
            found = re.findall(r"__builtin_prefetch\(\(const char \*\)&.* \+ (\d+), 0, 1\);", one_pass)
            assert found and min(int(j) for j in found) == ahead, (l2, src)


def test_a_0d_tensor_is_read_by_its_bare_name():
    """``S`` and ``S()`` are the same read of a 0-d tensor (it once printed as a scalar parameter)."""
    k = po.compile("""def w(float(N) A, float(N) W) -> (O, S, Z) {
        S +=! W(i)
        S = S * 2
        O +=! A(i) * W(i) / S
        Z(i) = A(i) / S() + S
    }""")
    a, w = np.arange(1, 8, dtype=np.float32), np.linspace(1, 2, 7, dtype=np.float32)
    o, s, z = k(a, w)
    np.testing.assert_allclose(s, 2 * w.sum(), rtol=1e-6)
    np.testing.assert_allclose(o, (a * w / (2 * w.sum())).sum(), rtol=1e-5)
    np.testing.assert_allclose(z, a / (2 * w.sum()) + 2 * w.sum(), rtol=1e-6)


def test_whole_rows_of_data_beyond_the_cache_are_prefetched_further_on():
    """Where the def's data outgrows the last-level cache (a 1 MiB L3 here), a vector sum along
    whole rows of a large tensor prefetches ``Tuning.prefetch_ahead`` bytes on, into the next row
    (the hardware prefetcher stops at each 4 KiB page), once per cache line, on machines whose
    prefetchers need it (AVX-512's, not Zen 3's: ``Tuning.prefetch_rows``); a triangle's partial
    rows get none, and nor does anything when the cache holds the data (the 480 MiB L3 of a test
    machine)."""
    from polyopt.tuning import tuning
    tiny = po.Target.host(po.Options().cflags, caches=(32 << 10, 64 << 10, 1 << 20), vector_bytes=64)
    assert tuning(tiny).prefetch_rows and not tuning(tiny.replace(vector_bytes=32)).prefetch_rows
    rng = np.random.default_rng(5)
    a, x = rng.random((301, 1031), dtype=np.float32), rng.random(1031, dtype=np.float32)
    mv = po.compile(MATVEC, target=tiny)
    np.testing.assert_allclose(mv(a, x), a.astype(np.float64) @ x, rtol=1e-5)
    found = re.findall(r"__builtin_prefetch\(\(const char \*\)&t_A\[c0\]\[(\w+)\] \+ (\d+), 0, 1\);", mv.source)
    assert found and {int(ahead) for _, ahead in found} == {tuning(tiny).prefetch_ahead}, mv.source
    avx2 = po.compile(MATVEC, target=tiny.replace(vector_bytes=32))
    np.testing.assert_allclose(avx2(a, x), a.astype(np.float64) @ x, rtol=1e-5)
    assert "__builtin_prefetch" not in avx2.source
    tri = po.compile("def t(float(N, N) U, float(N) x) -> (y) { y(i) +=! U(i, j) * x(j) where j in i:N }", target=tiny)
    u = np.triu(rng.random((700, 700), dtype=np.float32))
    np.testing.assert_allclose(tri(u, x[:700]), u.astype(np.float64) @ x[:700], rtol=1e-5)
    assert "__builtin_prefetch" not in tri.source
    mv = po.compile(MATVEC, target=tiny.replace(l3=480 << 20))
    np.testing.assert_allclose(mv(a, x), a.astype(np.float64) @ x, rtol=1e-5)
    assert "__builtin_prefetch" not in mv.source


@pytest.mark.parametrize("shape", [(9, 1031), (3, 64), (5, 7)])
def test_compute_bound_row_loops_prefetch_a_later_row_in_blocks(shape):
    """Softmax's ``exp`` pass reads a row an earlier pass brought into the cache: each step of
    four lines (its vector steps; blocks of an ``omp simd`` loop for a row shorter than a
    vector) prefetches the same lines two rows on (``RUN_AHEAD``), so that memory works while
    the vector units compute. The numbers stay right at any row length."""
    k = po.compile("""def softmax(float(N, D) X) -> (Y) {
        mx(n) max=! X(n, d)
        e(n, d) = exp(X(n, d) - mx(n))
        s(n) +=! e(n, d)
        Y(n, d) = e(n, d) / s(n)
    }""")
    x = np.random.default_rng(shape[1]).uniform(-5, 5, shape).astype(np.float32)
    e = np.exp(x.astype(np.float64) - x.max(1, keepdims=True))
    np.testing.assert_allclose(k(x), e / e.sum(1, keepdims=True), rtol=2e-6, atol=1e-9)
    row, src = 4 * shape[1], k.source
    if shape[1] < 16:
        assert re.search(rf"__builtin_prefetch\(\(const char \*\)&t_X\[c0\]\[po_b\] \+ {2 * row} \+ po_q, 0, 3\);",
                         src), src
        assert "po_b += 64" in src
    elif "c1 += 64" in src:  # (a row of 64 floats on AVX-512 takes 16 lanes a step: too short for four)
        ahead = [f"__builtin_prefetch((const char *)&t_X[c0][c1] + {2 * row}{f' + {q}' if q else ''}, 0, 3);"
                 for q in (0, 64, 128, 192)]
        assert all(x in src for x in ahead), src


ROW_REDUCTIONS = """
def rows({t}(N, D) X, {t}(D) w) -> (s, q, lo, hi, Y) {{
    s(n) +=! X(n, d) * w(d)
    q(n) +=! X(n, d) * X(n, d)
    lo(n) min=! X(n, d)
    hi(n) max=! X(n, d)
    Y(n, d) = exp(X(n, d) - hi(n))
}}"""


@pytest.mark.parametrize("t", ["float", "double"])
@pytest.mark.parametrize("d", [15, 16, 63, 127, 128, 129, 200, 1031])
def test_row_reductions_in_vector_chains_at_awkward_lengths(t, d):
    """Sums, max and min along rows in vector registers (one chain or several, a vector loop and a
    scalar tail) against numpy, with NaNs that max and min ignore."""
    dt = np.float32 if t == "float" else np.float64
    rng = np.random.default_rng(d)
    X, w = rng.uniform(-3, 3, (5, d)).astype(dt), rng.uniform(-1, 1, d).astype(dt)
    X[1, ::5] = np.nan
    k = po.compile(ROW_REDUCTIONS.format(t=t))
    s, q, lo, hi, Y = k(X, w)
    x = X.astype(np.float64)
    tol = dict(rtol=2e-5, atol=1e-5) if t == "float" else dict(rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(s, x @ w, **tol)
    np.testing.assert_allclose(q, (x * x).sum(1), **tol)
    np.testing.assert_array_equal(lo, np.fmin.reduce(X, 1))
    np.testing.assert_array_equal(hi, np.fmax.reduce(X, 1))
    np.testing.assert_allclose(Y, np.exp(x - np.fmax.reduce(x, 1)[:, None]), **tol)


@pytest.mark.parametrize("b", [16, 40, 130])
def test_vector_sum_beside_a_packed_operand(b):
    """layernorm's moments: the var's micro-kernel packs I with b contiguous; the mean's vector
    sum along r_c read that copy as if r_c were contiguous (sums off by 0.1 from B = 16 on)."""
    k = po.compile("""def moments(float(T, B, C) I) -> (mean, var) {
        mean(t, b) +=! I(t, b, r_c) / C
        var(t, b) +=! (I(t, b, r_c) - mean(t, b)) * (I(t, b, r_c) - mean(t, b)) / C
    }""")
    I = np.random.default_rng(b).random((2, b, 100)).astype(np.float32)
    mean, var = k(I)
    np.testing.assert_allclose(mean, I.astype(np.float64).mean(2), rtol=1e-5)
    np.testing.assert_allclose(var, I.astype(np.float64).var(2), rtol=1e-4)


AVX2 = ("-O2", "-mavx2", "-mfma", "-fopenmp")
COLUMNS = "def cs({t}(M,N) A, {t}(M) x) -> (y, hi) {{ y(j) +=! A(i,j) * x(i)\n hi(j) max=! A(i,j) }}"


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_avx2_blocks_of_matvec_rows_and_column_sums(cflags):
    """With 16 vector registers (``Tuning.row_block``, ``column_block``) a matrix-vector product
    sums 8 rows per pass over ``x`` (one accumulator each) and a column sum adds 8 rows per pass
    over its strip of ``y``: right where the rows are fewer than a block, not a multiple of one,
    and past a strip (2048 columns)."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=2)
    assert target.vector_bytes == 32
    opts = po.Options(cflags=cflags)
    for t, dt in (("float", np.float32), ("double", np.float64)):
        mv = po.compile(MATVEC.replace("float", t), options=opts, target=target)
        cs = po.compile(COLUMNS.format(t=t), options=opts, target=target)
        rng = np.random.default_rng(7)
        for m, n in ((1, 1), (7, 37), (301, 1031) if t == "float" else (11, 2053)):
            a, x, xs = rng.uniform(-1, 1, (m, n)).astype(dt), rng.uniform(-1, 1, n).astype(dt), rng.uniform(-1, 1, m)
            assert_close_sum(mv(a, x), a.astype(np.float64) @ x, np.abs(a) @ np.abs(x))
            y, hi = cs(a, xs.astype(dt))
            assert_close_sum(y, xs.astype(dt).astype(np.float64) @ a, np.abs(xs) @ np.abs(a))
            np.testing.assert_array_equal(hi, a.max(0))
        vectors = {"float": "po_vf", "double": "po_vd"}[t]
        for m, n, rows in ((3000, 3000, 8), (301, 1031, 4)):  # from memory; from the cache (cached_row_block)
            blocks = re.findall(rf"((?:\s*{vectors} po_v\d+ = \{{0\}};\n)+)", mv.specialize(M=m, N=n).source)
            assert max(block.count(vectors) for block in blocks) == rows, blocks  # a vector a row
        sums = cs.specialize(M=21, N=5003).source  # rows 0-7, 8-15 and 16-20 as one pass each
        passes = [len(p.strip().splitlines()) for p in re.findall(r"(?:\s*t_y\[c\d\] \+= \(t_A\[[^\n]*\n)+", sums)]
        assert passes and max(passes) == 8 and 5 in passes and "for (long c0 = 0; c0 <= 20; c0 += 8)" in sums, sums


@pytest.mark.parametrize("threads, m, n, strip", [(2, 2000, 2000, None), (2, 4096, 4096, None), (8, 4096, 4096, None),
                                                  (2, 4095, 1001, None), (2, 20, 3000, 1488), (2, 64, 70000, 1936),
                                                  (1, 3000, 3000, 2048)])
def test_a_column_sum_gives_every_thread_rows_or_whole_strips(threads, m, n, strip):
    """A column sum's threads (``strips.strip_width``) share its rows, each summing whole rows into a
    private copy of the sums, where the copies are small and the rows many (y = x A on two Zen 5
    threads, 4096 x 4096: 1.49-1.71 -> 1.21-1.29 ms, numpy 1.17-1.22); else its strips, each
    thread as many whole ones: 2048 columns wide, at most, the strips had left one of two threads
    idle at 2000 and 3000 columns. On one thread, strips of 2048 columns, 8 rows a pass. Rows
    shared add ``Tuning.shared_column_block`` rows a pass (4 on a Zen 5: 1.25 -> 0.95 ms), the sums
    zeroed before, the rows past the last whole block after."""
    from polyopt.tuning import tuning

    mvt = "def mvt(float(M,N) A, float(M) x) -> (y) { y(j) +=! A(i,j) * x(i) }"
    target = po.Target.host(po.Options().cflags, caches=(48 << 10, 1 << 20, 32 << 20), threads=threads)
    k = po.compile(mvt, options=po.Options(num_threads=threads), target=target)
    text = k.specialize(M=m, N=n).source
    if strip is None:
        head = f"#pragma omp parallel for reduction(+:t_y[0:{n}]) num_threads({threads})"
        assert head in text, text
        rows = tuning(target).shared_column_block  # (the Zen 5's 4, with this target's 48 KiB L1)
        loop = text[text.index(head):].splitlines()[1]
        if rows > 1:  # (the sums zeroed before the threads' rows)
            assert loop.endswith(f"c1 += {rows}) {{") and "c1 = 0;" in loop and "t_y[c2] = 0;" not in \
                text[text.index(head):], text
    elif threads == 1:
        assert "#pragma omp parallel" not in text and "c2 <= 2047;" in text and "c1 += 8)" in text, text
    else:
        loop = r"for \(long c0 = 0; c0 <= \d+; c0 \+= (\d+)\)"
        head = re.search(r"#pragma omp parallel for num_threads\(\d+\)\n\s*" + loop, text)
        assert head and int(head.group(1)) == strip, text
        assert (n // strip) % threads == 0 and n - n // strip * strip < 16 * (n // strip)
    rng = np.random.default_rng(3)
    a, x = rng.uniform(-1, 1, (m, n)).astype(np.float32), rng.uniform(-1, 1, m).astype(np.float32)
    assert_close_sum(k(a, x), x.astype(np.float64) @ a, np.abs(x) @ np.abs(a))


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_64_byte_matvec_rows_are_blocked_where_the_data_fits_in_the_cache(cflags):
    """With 64-byte vectors a matrix-vector product sums 4 rows a pass where its data fits in a
    quarter of L3 (``Tuning.cached_row_block``, a question left to the sizes) and 8 rows a pass
    from memory (``row_block``): right where the rows are not a multiple of the block. (gcc splits
    the 64-byte vectors where the flags have no AVX-512.)"""
    target = po.Target.host(cflags, vector_bytes=64, caches=(48 << 10, 1 << 20, 32 << 20), threads=1)
    mv = po.compile(MATVEC, options=po.Options(cflags=cflags), target=target)
    rng = np.random.default_rng(3)
    for m, n in ((3, 5), (301, 1031)):
        a, x = rng.uniform(-1, 1, (m, n)).astype(np.float32), rng.uniform(-1, 1, n).astype(np.float32)
        assert_close_sum(mv(a, x), a.astype(np.float64) @ x, np.abs(a) @ np.abs(x))
    for m, n in ((301, 1031), (3000, 3000)):  # 1.2 MB: from the cache; 36 MB: from memory
        rows = re.findall(r"for \(long c0 = \d+; c0 <= \d+; c0 \+= (\d+)\)", mv.specialize(M=m, N=n).source)
        assert rows == ["4" if m == 301 else "8"], rows


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_whole_row_prefetches_into_l2_take_every_line_of_a_step(cflags):
    """With AVX2 and row prefetches chosen (``Tuning.prefetch_rows``, a choice ``polyopt tune
    --machine`` tries), a step of a row's sum reads two cache lines and prefetches both, into L2:
    the second line's offset went into the prefetch's locality argument (gcc: "invalid third
    argument", the second line never prefetched)."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=1).with_choices(
        {"prefetch_rows": True, "row_block": 1})
    mv = po.compile(MATVEC, options=po.Options(cflags=cflags), target=target)
    a, x = np.random.default_rng(4).uniform(-1, 1, (3000, 3000)).astype(np.float32), np.ones(3000, np.float32)
    assert_close_sum(mv(a, x), a.astype(np.float64) @ x, np.abs(a) @ np.abs(x))
    found = re.findall(r"__builtin_prefetch\(\(const char \*\)&t_A\[c0\]\[c1\] \+ (\d+), 0, 1\);",
                       mv.specialize(M=3000, N=3000).source)
    assert found == ["8192", "8256"], found


GESUMMV = """def gesummv(double(N, N) A, double(N, N) B, double(N) x, double alpha, double beta) -> (y) {
    tmp(i) +=! A(i, j) * x(j)
    yb(i) +=! B(i, j) * x(j)
    y(i) = alpha * tmp(i) + beta * yb(i)
}"""


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
@pytest.mark.parametrize("threads", [1, 2])
def test_avx2_blocks_of_rows_run_an_epilogue_after_their_sums(cflags, threads):
    """A statement after the sums of a row (gesummv's ``y = alpha * tmp + beta * yb``) no longer
    keeps the rows from blocks of 4 (``bands.dot_tile``'s ``after``): each block sums its rows of
    ``A`` and ``B`` sharing the loads of ``x``, then runs the epilogue of its rows; right where
    the rows are fewer than a block and not a multiple of one. The rows in flight of
    ``Tuning.row_block`` (8) and ``cached_row_block`` (4) are shared between the two matrices."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=threads)
    k = po.compile(GESUMMV, options=po.Options(cflags=cflags, num_threads=threads), target=target)
    rng = np.random.default_rng(8)
    for n in (1, 3, 7, 131, 1001):
        a, b, x = rng.uniform(-1, 1, (n, n)), rng.uniform(-1, 1, (n, n)), rng.uniform(-1, 1, n)
        np.testing.assert_allclose(k(a, b, x, 1.5, -0.5), 1.5 * (a @ x) - 0.5 * (b @ x), rtol=1e-9, atol=1e-12)
    for n, rows in ((2001, 4), (131, 2)):  # from memory; from the cache (cached_row_block 4)
        text = k.specialize(N=n).source
        blocks = re.findall(r"((?:\s*po_vd po_v\d+ = \{0\};\n)+)", text)
        assert max(block.count("po_vd") for block in blocks) == 2 * rows, blocks  # rows of A and of B, a vector each
        assert f"t_y[(c0 + {rows - 1})] = " in text  # the epilogue of the block's last row, after its sums


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_two_threads_get_as_many_whole_row_tiles(cflags):
    """The tiles of rows that threads share are sized so that each thread gets as many whole
    ones (``Tuning.parallel_rows``): 460 rows of two threads' 6 x 16 blocks are a tile of 234 and
    226 rows past it, not one tile of 432 and 28 rows (AVX2's 432-row tiles); right at those sizes."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=2)
    k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
                   options=po.Options(cflags=cflags, num_threads=2), target=target)
    rng = np.random.default_rng(11)
    A, B = rng.random((460, 37), dtype=np.float32), rng.random((37, 50), dtype=np.float32)
    np.testing.assert_allclose(k(A, B), A.astype(np.float64) @ B, rtol=1e-5)
    assert re.search(r"for \(long c0 = 0; c0 <= \d+; c0 \+= 234\)", k.source), k.source


LAYERNORM = """def layernorm(float(N, D) X, float(D) gamma, float(D) beta, float eps) -> (Y) {
    mean(n) +=! X(n, d)
    mean(n) = mean(n) / D
    xc(n, d) = X(n, d) - mean(n)
    var(n) +=! xc(n, d) * xc(n, d)
    var(n) = var(n) / D
    Y(n, d) = xc(n, d) * rsqrt(var(n) + eps) * gamma(d) + beta(d)
}"""


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_a_sum_after_an_assignment_keeps_its_vector_chains(cflags):
    """A loop that assigns a row and sums what it assigned (layernorm's ``xc = X - mean`` and
    ``var += xc * xc``) sums in ``Tuning.sum_chains`` vectors, each step storing its vectors of
    the row before it adds them: as an ``omp simd`` reduction gcc summed into one vector, each
    add waiting on the last. Right where the row is no whole number of steps."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=1)
    k = po.compile(LAYERNORM, options=po.Options(cflags=cflags), target=target)
    rng = np.random.default_rng(12)
    for n, d in ((3, 5), (7, 1031)):
        x, g, b = rng.uniform(-2, 2, (n, d)).astype(np.float32), rng.uniform(0.5, 1.5, d).astype(np.float32), \
            rng.uniform(-0.5, 0.5, d).astype(np.float32)
        x64 = x.astype(np.float64)
        xc = x64 - x64.mean(1, keepdims=True)
        want = xc / np.sqrt((xc * xc).mean(1, keepdims=True) + 1e-5) * g + b
        np.testing.assert_allclose(k(x, g, b, np.float32(1e-5)), want, rtol=2e-4, atol=2e-4)
    text = k.specialize(N=7, D=1031).source
    steps = re.findall(r"for \(; c1 \+ 31 <= 1030; c1 \+= 32\) \{\n((?:.*\n)*?)\s*\}\n", text)
    assert any(body.count("po_storef(&po_row0_t_xc[") == 4 and body.count(" += (po_loadf(&po_row0_t_xc[") == 4
               for body in steps), steps
    assert "omp simd reduction" not in text


MAXPOOL3 = ("def maxpool3x3(double(N, C, H, W) I) -> (O) "
            "{ O(n, c, h, w) max=! I(n, c, h + kh, w + kw) where kh in 0:3, kw in 0:3 }")


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_an_initialization_runs_before_the_whole_window(cflags, monkeypatch, tmp_path):
    """A reduction's initialization at the first step of its window (maxpool's ``O = -inf`` at
    ``kh = kw = 0``) is scheduled one step before it (``bands.inits_before_reductions``), not
    fused with a copy of the first step: the window is one register block over all 9 steps,
    its accumulators starting from the identity, the output written once (taken apart along
    ``kw``: ``codegen/window_rows.py``; a row made whole first, ``window_row``, is off here). Right
    at awkward sizes."""
    monkeypatch.setattr(window_row, "plan", lambda site, loop, rows: ())
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))  # (records are not keyed by the switch)
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=1)
    k = po.compile(MAXPOOL3, options=po.Options(cflags=cflags, num_threads=1), target=target)
    rng = np.random.default_rng(13)
    for shape in ((1, 1, 3, 3), (2, 3, 7, 37)):
        x = rng.standard_normal(shape)
        want = np.max([x[:, :, a:a + shape[2] - 2, b:b + shape[3] - 2] for a in range(3) for b in range(3)], axis=0)
        np.testing.assert_array_equal(k(x), want)
    text = k.specialize(N=2, C=3, H=20, W=34).source  # rows of 32 doubles: 8 AVX2 accumulators
    assert text.count("register block of a window taken apart along c4") == 1 and "-INFINITY;" not in text, text
    assert re.search(r"for \(long c3 = 0; c3 <= 2; c3 \+= 1\) \{\n(\s*po_v\d+ = po_vmaxd\(po_v\d+, po_loadd"
                     r"(_n)?\(&t_I\[c0\]\[c1\]\[\(c2 \+ c3\)\]\[.*\n){9}\s*\}", text), text  # (32 + 2 columns)
    assert text.count("po_stored(&t_O") == 8, text


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_a_long_vector_is_left_to_the_hardware_prefetcher(cflags):
    """Where whole rows are prefetched (``Tuning.prefetch_row_blocks``: a matrix-vector product's
    rows from memory, on a 32 KiB L1's AVX-512 target; not on a 48 KiB L1's, a Zen 5's), a dot
    product of two vectors much larger than the cache is not: each is one stream the hardware
    follows alone, and the prefetches only cost (dot 16M on a Zen 4 thread 5.04 -> 4.33 ms without
    them)."""
    target = po.Target.host(cflags, vector_bytes=64, caches=(32 << 10, 1 << 20, 32 << 20), threads=1)
    dot = po.compile("def dot(float(N) a, float(N) b) -> (s) { s() +=! a(i) * b(i) }",
                     options=po.Options(cflags=cflags), target=target)
    mv = po.compile(MATVEC, options=po.Options(cflags=cflags), target=target)
    a, b = np.linspace(-1, 1, 4099, dtype=np.float32), np.linspace(2, 0, 4099, dtype=np.float32)
    assert_close_sum(dot(a, b), a.astype(np.float64) @ b, np.abs(a) @ np.abs(b))
    assert "__builtin_prefetch" not in dot.specialize(N=1 << 24).source
    assert "__builtin_prefetch" in mv.specialize(M=3000, N=3000).source
    zen5 = po.compile(MATVEC, options=po.Options(cflags=cflags), target=target.replace(l1=48 << 10))
    assert "__builtin_prefetch" not in zen5.specialize(M=3000, N=3000).source


def test_an_accumulation_into_out_spans_its_ranges_also_where_no_step_adds():
    """``O(i) += A(i, k) where i in 0:N, k in i+1:N`` takes an ``out=`` of N elements: the last has
    no step and keeps the caller's value (its extent was the hull of what is written, N - 1, and
    PolyBench's trmm in place, ``B(i, j) += A(k, i) * B(k, j) where ..., k in i+1:M``, read ``B``
    out of bounds: both found by a helper's sweep)."""
    k = po.compile("def f(double(N, N) A) -> (O) { O(i) += A(i, k) where i in 0:N, k in i+1:N }")
    a = np.arange(16.0).reshape(4, 4)
    np.testing.assert_array_equal(k(a, out=np.ones(4)), 1 + np.triu(a, 1).sum(1))
    trmm = po.compile("""def trmm(double(M, M) A, double(N) dummy, double alpha) -> (B) {
    B(i, j) += A(k, i) * B(k, j) where i in 0:M, j in 0:N, k in i+1:M
    B(i, j) = alpha * B(i, j)
}""")
    rng = np.random.default_rng(0)
    for m, n in ((1, 1), (2, 3), (7, 13)):
        a, b = rng.random((m, m)), rng.random((m, n))
        want = b.copy()
        for i in range(m):  # PolyBench's loops
            for j in range(n):
                for kk in range(i + 1, m):
                    want[i, j] += a[kk, i] * want[kk, j]
                want[i, j] *= 1.5
        np.testing.assert_allclose(trmm(a, np.zeros(n), 1.5, out=b), want, rtol=1e-12)


@pytest.mark.parametrize("text", [
    "Cc(k) +=! A(i) * B(k - i) where k in 0:N + M - 1, i in 0:N, k - i >= 0, k - i < M",
    "Cc(k) +=! (k - i >= 0 && k - i < M) ? A(i) * B(k - i) : 0.0 where k in 0:N + M - 1",
])
def test_a_full_convolution_names_its_ranges_or_guards_its_reads(text):
    """Written with ``k`` ranged only (``A(i) * B(k - i) where k in 0:N + M - 1``) inference gives
    ``i`` one range for every ``k``, empty but at N = 1: the output was zeros (a helper's sweep),
    now a RangeError (test_errors.py); these two forms are the full convolution."""
    k = po.compile(f"def conv(double(N) A, double(M) B) -> (Cc) {{ {text} }}")
    for n, m in ((1, 1), (3, 2), (2, 5), (7, 7)):
        a, b = np.arange(1, n + 1, dtype=np.float64), np.arange(10, 10 + m, dtype=np.float64)
        np.testing.assert_allclose(k(a, b), np.convolve(a, b))


def test_a_loop_inside_a_forking_loop_does_not_fork_again():
    """A parallel loop inside a loop that forks runs on the thread that runs its iteration: no
    ``omp parallel`` nested in another (with ``parallel_min_work=0`` the column sum's vector loop
    inside the threads' shared rows asked for one: libgomp runs a nested region on one thread,
    at a fork's cost). The rows past the last block, outside, still fork."""
    mvt = "def mvt(float(M,N) A, float(M) x) -> (y) { y(j) +=! A(i,j) * x(i) }"
    target = po.Target.host(po.Options().cflags, caches=(48 << 10, 1 << 20, 32 << 20), threads=8)
    k = po.compile(mvt, options=po.Options(num_threads=8, parallel_min_work=0), target=target)
    text = k.specialize(M=203, N=1000).source
    body = text[text.index("#pragma omp parallel for reduction"):]
    inner = body[:body.index("\n  }\n")]  # (the forking loop, to its closing brace)
    assert inner.count("#pragma omp parallel") == 1 and "#pragma omp simd" in inner, inner
    rng = np.random.default_rng(6)
    a, x = rng.uniform(-1, 1, (203, 1000)).astype(np.float32), rng.uniform(-1, 1, 203).astype(np.float32)
    assert_close_sum(k(a, x), x.astype(np.float64) @ a, np.abs(x) @ np.abs(a))
