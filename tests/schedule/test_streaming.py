"""Streaming (non-temporal) stores for outputs of 16 MiB or more (codegen/stream.py)."""

import math
import re

import numpy as np
import pytest

import polyopt as po
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_CFLAGS
from tests.machine import cflags_param, runs_here

OPTIONS = po.Options(num_threads=2, stream_stores=True)
AFFINE = "def affine({t}(N, D) X, {t}(D) b) -> (Y) {{ Y(n, d) = X(n, d) * 3 + b(d) }}"
SOFTMAX = """
def softmax(float(N, D) X) -> (Y) {
    mx(n) max=! X(n, d)
    e(n, d) = exp(X(n, d) - mx(n))
    s(n) +=! e(n, d)
    Y(n, d) = e(n, d) / s(n)
}
"""


def _misaligned_like(shape, dtype):
    """An array of ``shape`` one element past a cache line boundary."""
    dtype = np.dtype(dtype)
    n = int(np.prod(shape)) * dtype.itemsize
    raw = np.empty(n + 64 + dtype.itemsize, np.uint8)
    start = -raw.ctypes.data % 64 + dtype.itemsize
    return raw[start:start + n].view(dtype).reshape(shape)


@pytest.mark.parametrize("dtype, shape", [("float32", (2048, 2048)), ("float32", (2049, 2049)),
                                          ("float64", (1031, 2041)), ("int32", (1024, 4099)),
                                          ("int64", (2051, 1023))])
def test_large_elementwise_outputs_stream(dtype, shape):
    k = po.compile(AFFINE.format(t=dtype), options=OPTIONS)
    rng = np.random.default_rng(0)
    x = (rng.integers(-100, 100, size=shape)).astype(dtype)
    b = (rng.integers(-100, 100, size=shape[1])).astype(dtype)
    want = x * 3 + b
    np.testing.assert_array_equal(k(x, b), want)
    assert "po_stream_" in k.source and "__builtin_ia32_sfence" in k.source
    out = _misaligned_like(shape, dtype)  # the scalar loop runs up to the first line boundary
    assert k(x, b, out=out) is out
    np.testing.assert_array_equal(out, want)


def test_small_outputs_do_not_stream():
    k = po.compile(AFFINE.format(t="float32"), options=OPTIONS)
    x, b = np.ones((64, 64), np.float32), np.ones(64, np.float32)
    np.testing.assert_array_equal(k(x, b), x * 3 + b)
    assert "po_stream_" not in k.source.split("// polyopt kernel")[1]


def test_softmax_streams_its_output():
    k = po.compile(SOFTMAX, options=OPTIONS)
    x = np.random.default_rng(1).uniform(-4, 4, (4096, 1031)).astype(np.float32)
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(k(x), e / e.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-9)
    assert "written past the cache" in k.source


NORM = """
def norm(float(N, D) X, float eps) -> (Y) {
    v(n) +=! X(n, d) * X(n, d)
    Y(n, d) = X(n, d) * rsqrt(v(n) / D + eps) + sqrt(fabs(v(n)))
}
"""


def test_a_call_the_same_in_every_lane_streams():
    """``rsqrt(v(n) / D + eps)`` (layernorm's scale) does not move along ``d``: a scalar the
    vector stores broadcast, so the output streams past the cache (it was written with plain
    stores, each line read first)."""
    k = po.compile(NORM, options=OPTIONS)
    x = np.random.default_rng(3).uniform(-2, 2, (2049, 2051)).astype(np.float32)
    v = (x.astype(np.float64) ** 2).sum(axis=1, keepdims=True)
    want = x / np.sqrt(v / x.shape[1] + 1e-5) + np.sqrt(v)
    np.testing.assert_allclose(k(x, np.float32(1e-5)), want, rtol=1e-4)
    assert "Y written past the cache" in k.source
    out = _misaligned_like(x.shape, np.float32)
    assert k(x, np.float32(1e-5), out=out) is out
    np.testing.assert_allclose(out, want, rtol=1e-4)


@pytest.mark.parametrize("cflags", [cflags_param(("-O2", "-mavx2", "-fopenmp"), "avx2"),
                                    cflags_param(("-O2", "-fopenmp"), "generic")])
def test_narrower_vectors_stream_too(cflags):
    """AVX's and SSE2's non-temporal stores: 32- and 16-byte vectors, the same line-aligned start."""
    k = po.compile(AFFINE.format(t="float64"), options=po.Options(num_threads=2, cflags=cflags, stream_stores=True))
    rng = np.random.default_rng(2)
    x, b = rng.integers(-100, 100, size=(1031, 2041)).astype(np.float64), np.arange(2041.0)
    out = _misaligned_like(x.shape, np.float64)
    assert k(x, b, out=out) is out
    np.testing.assert_array_equal(out, x * 3 + b)
    assert "po_stream_vd(" in k.source and "__builtin_ia32_movntpd" in k.source


def _streams(source: str, options: po.Options, **sizes) -> bool:
    text = po.compile(source, options=options).specialize(**sizes).source
    return "po_stream_" in text.split("// polyopt kernel")[1]


def test_stream_stores_option():
    """By default (None) and with True, outputs of 16 MiB or more stream; with False (for a
    kernel called in a tight loop on data the cache keeps) none does; below 16 MiB none does."""
    source = AFFINE.format(t="float32")
    for value in (None, True, False):
        opts = po.Options(num_threads=2, stream_stores=value)
        assert _streams(source, opts, N=2048, D=2048) is (value is not False), value
        assert not _streams(source, opts, N=1024, D=2048)


def test_stream_stores_option_is_checked():
    with pytest.raises(po.OptionsError, match="stream_stores"):
        po.Options(stream_stores="yes")


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64"])
def test_a_value_the_same_along_the_row_is_broadcast(dtype):
    """``O(t, j) = f(t) * 2 + s``: the value moves with the row only; each vector store repeats it."""
    k = po.compile(f"def bc({dtype}(T) f, {dtype} s) -> (O) {{ O(t, j) = f(t) * 2 + s where j in 0:4099 }}",
                   options=OPTIONS)
    f = np.arange(-3, 1027).astype(dtype)
    want = np.broadcast_to((f * 2 + 5)[:, None], (f.size, 4099))
    np.testing.assert_array_equal(k(f, np.dtype(dtype).type(5)), want)
    assert "po_stream_" in k.source
    out = _misaligned_like(want.shape, dtype)
    np.testing.assert_array_equal(k(f, np.dtype(dtype).type(5), out=out), want)


def test_a_broadcast_keeps_negative_zero():
    k = po.compile("def bc(float(T) f) -> (O) { O(t, j) = f(t) where j in 0:8192 }", options=OPTIONS)
    f = np.full(1024, -0.0, np.float32)
    assert np.signbit(k(f)).all()


RELAX = """
def relax(double(N, M) W, double(T) steps) -> (P[-1]) {
    P(t, i, j) = W(i, j) where t in 0:1, i in 0:N, j in 0:M
    P(t, i, j) = min(P(t - 1, i, j), P(t - 1, i, 0) + P(t - 1, 0, j)) where t in 1:T, i in 0:N, j in 0:M
}
"""


def test_steps_stored_in_two_slots_stream():
    """A step written in one slot of a tensor stored modulo 2 and read from the other
    (floyd-warshall's form) streams, its min as a select of vectors that ignores a NaN operand
    (np.fmin), as the scalar head and tail do."""
    k = po.compile(RELAX, options=OPTIONS)
    n, m, t = 2053, 1031, 3  # two slots of 16.9 MB (16 MiB or more each)
    w = np.random.default_rng(3).uniform(0, 10, (n, m))
    w[5, 7] = w[0, 11] = w[9, 0] = np.nan
    want = w.copy()
    for _ in range(1, t):
        want = np.fmin(want, want[:, :1] + want[:1, :])
    got = k(w, np.zeros(t))
    assert "P written past the cache" in k.source and "po_eb != po_eb" in k.source
    np.testing.assert_array_equal(got, want)


def _fence_lines(src: str) -> list[int]:
    lines = src.split("// polyopt kernel")[1].splitlines()
    return [k for k, line in enumerate(lines) if "__builtin_ia32_sfence" in line], lines


@pytest.mark.parametrize("threads", [1, 2])
def test_each_thread_fences_once_after_its_rows(threads):
    """The streamed stores are fenced once per thread after its last row, not after every row
    (an sfence waits for the stores in flight): after the loop on one thread; on two, after an
    ``omp for nowait`` inside the ``parallel`` region, whose end is the barrier."""
    k = po.compile(AFFINE.format(t="float32"), options=po.Options(num_threads=threads, stream_stores=True))
    x = np.random.default_rng(0).integers(-100, 100, (2048, 2049)).astype(np.float32)
    b = np.arange(2049, dtype=np.float32)
    np.testing.assert_array_equal(k(x, b), x * 3 + b)
    at, lines = _fence_lines(k.source)
    assert len(at) == 1
    outer = next(k for k, line in enumerate(lines) if line.lstrip().startswith("for (long c0"))
    close = next(k for k in range(outer + 1, len(lines)) if lines[k] == lines[outer][:len(lines[outer]) -
                                                                                      len(lines[outer].lstrip())] + "}")
    assert at[0] > close  # after the row loop, not in it
    if threads == 2:
        assert "#pragma omp parallel num_threads(2)" in lines[outer - 3] and "omp for" in lines[outer - 1] and \
            lines[outer - 1].endswith(" nowait")


def test_inside_a_region_the_fence_comes_before_the_barrier():
    """``stream.fenced`` of an ``omp for`` that a region's threads share: ``nowait``, the fence,
    then the barrier the ``omp for`` would have ended with."""
    from polyopt.codegen.stream import fenced
    loop = ["  #pragma omp for schedule(dynamic, 4)", "  for (;;) {", "  }"]
    out = fenced("omp for schedule(dynamic, 4)", loop, "  ")
    assert out[0] == "  #pragma omp for schedule(dynamic, 4) nowait" and out[-1] == "  #pragma omp barrier"
    assert "__builtin_ia32_sfence();" in out[-3]


EXP = "def e(float(N, D) X) -> (Y) { Y(n, d) = exp(X(n, d)) * 0.5 }"


@pytest.mark.parametrize("cflags", [cflags_param(PINNED_CFLAGS, "avx512"), cflags_param(PINNED_AVX2_CFLAGS, "avx2")])
def test_exp_prints_as_vectors_with_plain_stores(cflags):
    """``exp`` along the stored row is a vector call (``po_vexpf``: vscalefps on AVX-512), printed
    with plain vector stores even where the output is large and streaming is asked for (streaming
    ``exp(x)`` was 1.2x slower on a Zen 4, ``x * sigmoid(x)`` 3x); special values come out as
    numpy's. (Where the target's ``Tuning.stream_calls`` says so it streams: the test above.)"""
    from polyopt.target import Target

    options = po.Options(num_threads=1, stream_stores=True, cflags=cflags)
    target = Target.for_options(options).with_choices({"stream_calls": False})
    k = po.compile(EXP, options=options, target=target, tuned=False)
    x = np.random.default_rng(2).uniform(-100, 100, (2051, 2053)).astype(np.float32)
    x[0, :8] = [np.nan, np.inf, -np.inf, 88.7, -103.9, -87.4, 0.0, -0.0]
    x[5, 100:104] = [np.nan, 1e30, -1e30, 88.0]
    with np.errstate(over="ignore"):  # (float32's exp: 88.8 overflows)
        want = np.exp(x.astype(np.float64)).astype(np.float32) * np.float32(0.5)
    np.testing.assert_allclose(k(x), want, rtol=3e-7, atol=1e-44)
    assert "po_storef(&t_Y[c0][c1], (po_vexpf(po_loadf(&t_X[c0][c1])) * 0.5f));" in k.source
    assert "written past the cache" not in k.source


GELU_SILU = """def gs(float(N, D) X) -> (G, Sl) {
    G(n, d) = 0.5 * X(n, d) * (1.0 + erf(X(n, d) * 0.7071067811865476))
    Sl(n, d) = X(n, d) * sigmoid(X(n, d))
}"""


@pytest.mark.parametrize("cflags", [cflags_param(PINNED_CFLAGS, "avx512"), cflags_param(PINNED_AVX2_CFLAGS, "avx2")])
def test_a_vector_call_prints_vectors_with_plain_stores(cflags):
    """With AVX-512 and AVX2, a row of ``sigmoid`` too small to stream is still printed a vector at
    a time (plain stores, po_vexpf); gelu's two large outputs, each a vector call (``po_verff``,
    ``po_vexpf``), are not streamed either, and nothing is fenced."""
    sig = po.compile("def s(float(N, D) X) -> (Y) { Y(n, d) = sigmoid(X(n, d)) * X(n, d) }",
                     options=po.Options(num_threads=1, cflags=cflags))
    x = np.random.default_rng(4).uniform(-90, 90, (37, 1031)).astype(np.float32)
    with np.errstate(over="ignore"):
        want = x / (1 + np.exp(-x.astype(np.float64)))
    np.testing.assert_allclose(sig(x), want, rtol=5e-7, atol=1e-30)
    src = sig.specialize(N=37, D=1031).source
    assert re.search(r"po_storef\(&t_Y\[c0\]\[c1\], \(\(1\.0f / \(1\.0f \+ po_vexpf\(-\(po_loadf", src), src
    gs = po.compile(GELU_SILU, options=po.Options(num_threads=2, stream_stores=True, cflags=cflags))
    x = np.random.default_rng(5).uniform(-5, 5, (2048, 2051)).astype(np.float32)
    g, sl = gs(x)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(sl, x64 / (1 + np.exp(-x64)), rtol=5e-7, atol=1e-30)
    np.testing.assert_allclose(g, 0.5 * x64 * (1 + np.vectorize(math.erf)(x64 / math.sqrt(2))), rtol=5e-6, atol=1e-6)
    assert "po_storef(&t_Sl[c0][c1]" in gs.source and "po_stream" not in gs.source.split("// polyopt kernel")[1]
    assert "po_storef(&t_G[c0][c1], ((0.5f * po_loadf(&t_X[c0][c1])) * (1.0f + po_verff(" in gs.source
    assert "sfence" not in gs.source.split("// polyopt kernel")[1]


def test_a_scalar_sigmoid_keeps_libm_expf_with_avx2():
    """Where no vector printer takes a ``sigmoid`` (a transposing one), AVX2 code calls libm's
    ``expf`` (faster than ``po_expf`` inline there: ``fast_exp.through_exp``), AVX-512 code
    ``po_expf``; the numbers agree with sigmoid in double either way."""
    x = np.random.default_rng(6).uniform(-90, 90, (67, 45)).astype(np.float32)
    with np.errstate(over="ignore"):
        want = (1 / (1 + np.exp(-x.astype(np.float64)))).T
    for cflags, name in ((PINNED_CFLAGS, "po_expf("), (PINNED_AVX2_CFLAGS, "expf(")):
        k = po.compile("def st(float(N, D) X) -> (Y) { Y(d, n) = sigmoid(X(n, d)) }",
                       options=po.Options(num_threads=1, cflags=cflags))
        body = k.specialize(N=67, D=45).source.split("// polyopt kernel")[1]
        assert re.search(rf"(?<![\w]){re.escape(name)}", body) and "po_vexpf(" not in body, body
        if runs_here(cflags):
            np.testing.assert_allclose(k(x), want, rtol=5e-7, atol=1e-30)


def test_a_vector_maximum_inside_a_rotated_row_pass_compiles():
    """``fmax`` of vectors is a statement expression with names of its own: it declared ``po_a``
    and ``po_b`` while its operand, a row pass's rotated load, read the loop's ``po_a`` and
    ``po_b`` (gcc: incompatible type for argument 2 of po_loadd_r; found by a helper's sweep)."""
    src = """def ch29(double(N, D) X) -> (t5, r0) {
    r0(n) min=! X(n, d) * X(n, d)
    t1(n, d) = exp(X(n, d) - r0(n))
    t2(n, d) = exp(t1(n, d) - r0(n))
    t3(n, d) = fmax(X(n, d), r0(n))
    t4(n, d) = t1(n, d) * r0(n)
    t5(n, d) = t4(n, d) * r0(n)
}"""
    x = np.random.default_rng(0).standard_normal((7, 9))
    t5, r0 = po.compile(src)(x)
    m = (x * x).min(1)
    np.testing.assert_allclose(r0, m, rtol=1e-14)
    np.testing.assert_allclose(t5, np.exp(x - m[:, None]) * m[:, None] ** 2, rtol=1e-12)


@pytest.mark.parametrize("stream_calls", [False, True])
def test_a_cheap_vector_call_streams_where_the_target_says(stream_calls):
    """``Tuning.stream_calls``: a large output of ``exp`` or ``sigmoid`` (vector calls cheap enough
    to leave the loop memory-bound) streams; of ``erf`` it never does (gelu's polynomial is the
    bound). The numbers are the same either way, from a line-aligned start or not."""
    from polyopt.target import Target
    from polyopt.tuning import tuning

    options = po.Options(num_threads=2, cflags=PINNED_CFLAGS)
    target = Target.for_options(options).with_choices({"stream_calls": stream_calls})
    if not tuning(target).inline_exp or target.vector_bytes < 64:
        pytest.skip("the vector exp is printed with 64-byte vectors and inline_exp only")
    x = np.random.default_rng(4).uniform(-3, 3, (2049, 2051)).astype(np.float32)
    silu = po.compile("def silu(float(N, D) X) -> (Y) { Y(n, d) = X(n, d) * sigmoid(X(n, d)) }",
                      options=options, target=target, tuned=False)
    want = x.astype(np.float64) / (1 + np.exp(-x.astype(np.float64)))
    np.testing.assert_allclose(silu(x), want, rtol=2e-6, atol=1e-7)
    assert ("Y written past the cache" in silu.source) is stream_calls
    out = _misaligned_like(x.shape, np.float32)
    assert silu(x, out=out) is out
    np.testing.assert_allclose(out, want, rtol=2e-6, atol=1e-7)
    gelu = po.compile("def gelu(float(N, D) X) -> (Y) { Y(n, d) = X(n, d) * erf(X(n, d)) }",
                      options=options, target=target, tuned=False).specialize(N=2048, D=2048)
    assert "po_verff(" in gelu.source and "written past the cache" not in gelu.source


TRIAD = "def triad({t}(N) B, {t}(N) C, {t} s) -> (A) {{ A(i) = B(i) + s * C(i) }}"


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("dtype, n", [("float64", 1 << 21), ("float64", (1 << 21) + 13), ("float32", (1 << 22) + 5),
                                      ("int32", (1 << 22) + 17)])
def test_a_large_output_of_one_loop_streams_in_strips(threads, dtype, n):
    """An output of one loop (the triad) streams too: on one thread the loop itself, on several
    a forking loop over strips of ``STRIP_BYTES`` of the output, each streamed from its first line
    (the last strip shorter); the numbers are the plain loop's, into a fresh output and into one an
    element past a line. Each thread fences once. Small outputs keep the plain loop."""
    from polyopt.codegen.stream import STRIP_BYTES

    k = po.compile(TRIAD.format(t=dtype), options=po.Options(num_threads=threads))
    rng = np.random.default_rng(n)
    b, c = (rng.integers(-100, 100, n).astype(dtype) for _ in range(2))
    want = b + 3 * c
    np.testing.assert_array_equal(k(b, c, 3), want)
    out = _misaligned_like((n,), dtype)
    assert k(b, c, 3, out=out) is out
    np.testing.assert_array_equal(out, want)
    text = k.source.split("// polyopt kernel")[1]
    assert "// A written past the cache" in text and "po_stream_" in text
    at, _ = _fence_lines(k.source)
    assert len(at) == 1
    step = STRIP_BYTES // np.dtype(dtype).itemsize
    assert (f"c0_s += {step})" in text) == (threads > 1), text
    small = k.specialize(N=1000).source.split("// polyopt kernel")[1]
    assert "po_stream_" not in small and "c0_s" not in small
