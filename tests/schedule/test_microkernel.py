"""Register-blocked micro-kernels: printed when the loop shape fits, numerically right."""

from __future__ import annotations

import ctypes
import mmap
import re

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.target import Target
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET
from tests.machine import cflags_param
from tests.numerics import assert_close_sum
from tests.test_kernels import check_case

MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"


def _avx2(src, entry=None, **options):
    """``src`` compiled for the pinned AVX2 target (8 lanes, 16 registers, its tuning), on any
    x86-64 machine with AVX2: for the tests below whose shapes of code are AVX2's."""
    return po.compile(src, entry, options=po.Options(cflags=PINNED_AVX2_CFLAGS, **options), target=PINNED_AVX2_TARGET)


def test_matmul_uses_vector_accumulators_and_is_right():
    k = po.compile(MATMUL, options=po.Options(tile_sizes=(16, 16, 64), register_tile=(4, 1)))
    rng = np.random.default_rng(0)
    a, b = rng.random((37, 29), np.float32), rng.random((29, 101), np.float32)
    np.testing.assert_allclose(k(a, b), a @ b, rtol=1e-5)
    assert "register block" in k.source and "po_loadf" in k.source


def test_several_register_blocks_in_one_scope_compile():
    case = by_name("conv2d_3x3_bias_relu")  # (the scheduler's register blocks, not channel_conv's)
    k = _avx2(source(case), case.entry, channel_vectors=False)
    # rows are output channels: 2 full blocks of 8; 52 output columns, within one column tile (64 on AVX2)
    sizes = {"N": 1, "C": 3, "H": 20, "W": 54, "K": 19}
    check_case(case, sizes, k)
    text = k.specialize(**sizes).source
    assert text.count("register block") >= 2
    # O = 0 before the window and relu(O + bias) after it happen in the accumulators
    # (bands.inits_first, codegen.block_ends): O is stored once, never zeroed or read back
    assert "= (po_vf){0};" in text and "po_loadf(&t_O" not in text and "po_fmaxf((t_O" not in text
    # the last 4 of 52 columns: one whole vector ending at column 51, over columns the blocks
    # before it compute alike (block_ends.overlap), not a masked one
    assert re.search(r"po_storef\(&t_O\[[^;]*\[\(48 - \d+\)\], po_acc\d+\)", text), text


def test_epilogue_with_reads_along_the_row_runs_on_the_accumulators():
    """A finishing statement that reads another array along the row (a residual) loads it as
    vectors (masked in a partial block) after the block's reduction nest."""
    src = ("def f(float(M,K,L) A, float(K,L,N) B, float(M,N) R) -> (C) {\n"
           "  C(i,j) +=! A(i,k,l) * B(k,l,j)\n  C(i,j) = max(C(i,j) + R(i,j), 0.0)\n}")
    k = po.compile(src)
    rng = np.random.default_rng(3)
    a, b, r = (rng.standard_normal(s).astype(np.float32) for s in ((13, 3, 5), (3, 5, 37), (13, 37)))
    np.testing.assert_allclose(k(a, b, r), np.maximum(np.einsum("ikl,klj->ij", a, b) + r, 0), rtol=1e-5, atol=1e-5)
    text = k.specialize(M=13, K=3, L=5, N=37).source
    assert re.search(r"po_acc\d+ = .*t_R\[", text) and "= (po_vf){0};" in text


def test_double_precision_blocks():
    k = po.compile(MATMUL.replace("float(", "double("), options=po.Options(tile_sizes=(8, 8, 32),
                                                                           register_tile=(2, 2)))
    rng = np.random.default_rng(1)
    a, b = rng.random((17, 9)), rng.random((9, 40))
    np.testing.assert_allclose(k(a, b), a @ b, rtol=1e-12)
    assert "po_loadd" in k.source


def test_off_switch():
    k = po.compile(MATMUL, options=po.Options(register_tile=None))
    a = np.ones((64, 64), np.float32)
    np.testing.assert_allclose(k(a, a), a @ a)
    assert "register" not in k.schedule.explain()


@pytest.mark.parametrize("t,npt", [("int32", np.int32), ("int64", np.int64)])
def test_integer_blocks(t, npt):
    k = po.compile(MATMUL.replace("float(", f"{t}("))
    rng = np.random.default_rng(2)
    a, b = rng.integers(-50, 50, (70, 45)).astype(npt), rng.integers(-50, 50, (45, 99)).astype(npt)
    np.testing.assert_array_equal(k(a, b), a @ b)
    assert "register block" in k.source


def test_operand_of_another_type_is_not_read_as_vectors_of_this_one():
    """``C`` is double, ``B`` float: a block of C must not load B's floats as doubles (it did)."""
    k = po.compile("def f(double(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }")
    rng = np.random.default_rng(3)
    a, b = rng.random((64, 70)), rng.random((70, 96)).astype(np.float32)
    np.testing.assert_allclose(k(a, b), a @ b.astype(np.float64), rtol=1e-12)


def test_triangular_reductions_run_whole_blocks_as_micro_kernels():
    """trmm's ``k > i``: the first steps of a block have some rows only; the steps where all
    rows are there are isolated and run as a micro-kernel instead of guarded plain loops."""
    case = by_name("trmm")
    k = po.compile(source(case), case.entry)
    sizes = {"M": 150, "N": 70}
    check_case(case, sizes, k)
    assert k.specialize(**sizes).source.count("register block") >= 1  # none before the isolation


def test_rows_of_a_triangles_diagonal_blocks_are_a_loop():
    """syrk's ``j <= i``: a block on the diagonal has rows of different lengths; its rows run as a
    loop, not unrolled with a guard each inside the reduction loop (which gcc unswitched and split
    the column loop on: copies of the block, 6 s of gcc at PolyBench's LARGE), while the whole
    blocks stay micro-kernels."""
    case = by_name("syrk")
    k = _avx2(source(case), case.entry)
    sizes = {"N": 75, "M": 40}
    check_case(case, sizes, k)
    src = k.specialize(**sizes).source
    assert src.count("register block") >= 1
    assert not re.search(r"if \(c\d+ \+ \d+ >= c\d+\)", src), "a row's guard"
    assert re.search(r"for \(long c\d+ = po_max\(c\d+, c\d+\); c\d+ <= c\d+ \+ \d+;", src), "the rows' loop"


def test_isolated_reduction_steps_keep_their_loop_types():
    """The isolated steps of a causal convolution (``t >= 2k``) are separated like the others
    (the initialization peeled off), so the whole blocks still run as micro-kernels."""
    case = by_name("conv1d_causal_dilated")
    k = po.compile(source(case), case.entry)
    sizes = {"Bt": 2, "C": 40, "T": 300, "O": 40, "K": 2}
    check_case(case, sizes, k)
    assert k.specialize(**sizes).source.count("register block") >= 2


VECTOR_EXPRESSIONS = [  # (def, inputs, every output element)
    ("def f(float(N) a, float s) -> (o) { o() +=! a(i) / s }", lambda: (np.ones(3000, np.float32), 2.0), 1500.0),
    ("def f2(float(N) a, int32 s) -> (o) { o() +=! a(i) / s }", lambda: (np.ones(3000, np.float32), 2), 1500.0),
    ("def f3(float(M,N) a, int32 s) -> (o) { o(i) +=! a(i,j) * s }", lambda: (np.ones((50, 3000), np.float32), 3),
     9000.0),
    ("def h(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) / 2.0 }",
     lambda: (np.ones((64, 70), np.float32), np.ones((70, 96), np.float32)), 35.0),
    ("def h2(float(M,K) A, float(K,N) B, int32 d) -> (C) { C(i,j) +=! A(i,k) * B(k,j) / d }",
     lambda: (np.ones((64, 70), np.float32), np.ones((70, 96), np.float32), 2), 35.0),
    ("def h3(float(M,K) A, float(K,N) B, int32 s) -> (C) { C(i,j) +=! A(i,k) * B(k,j) * s }",
     lambda: (np.ones((64, 70), np.float32), np.ones((70, 96), np.float32), 3), 210.0),
]


@pytest.mark.parametrize("src,inputs,want", VECTOR_EXPRESSIONS, ids=[c[0][4:7] for c in VECTOR_EXPRESSIONS])
def test_scalars_and_divisions_in_vector_code(src, inputs, want):
    """An int scalar times a float vector, and a division with a vector operand, compile (gcc
    rejected ``int * vector`` and a cast of a vector to float) and compute the right numbers."""
    k = po.compile(src)
    np.testing.assert_allclose(k(*inputs()), want, rtol=1e-6)


# the three ways partial vectors are loaded and stored: AVX-512 or AVX2 (the default flags on
# this machine), AVX2, a copy
CFLAGS = [po.Options().cflags, ("-O2", "-mavx2", "-mfma", "-fopenmp"), ("-O2", "-fopenmp")]
CFLAG_PARAMS = [cflags_param(f, name) for f, name in zip(CFLAGS, ["native", "avx2", "generic"])]


def _before_guard_page(shape, dtype, rng):
    """A random integer-valued array whose last byte is followed by an inaccessible page: reading past its end
    (a vector load wider than the last row) kills the process instead of passing unnoticed."""
    page = mmap.PAGESIZE
    n = int(np.prod(shape)) * np.dtype(dtype).itemsize
    span = -(-n // page) * page
    buf = mmap.mmap(-1, span + page)
    libc = ctypes.CDLL(None, use_errno=True)
    addr = ctypes.addressof(ctypes.c_char.from_buffer(buf))
    assert libc.mprotect(ctypes.c_void_p(addr + span), page, 0) == 0  # PROT_NONE
    a = np.frombuffer(buf, dtype, int(np.prod(shape)), offset=span - n).reshape(shape)
    a[...] = rng.integers(-9, 9, shape)  # small integers: exact sums in every dtype
    return a


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64"])
@pytest.mark.parametrize("cflags", CFLAG_PARAMS)
def test_partial_blocks_mask_their_last_vector(dtype, cflags):
    """A row of 45 (AVX-512 float32: 2 vectors and 13 lanes) runs as micro-kernels whose last
    vector is masked, or, in a partial block longer than a vector, a whole vector ending at the
    row's end over lanes the one before it holds (``microkernel._offsets``): the same numbers,
    and no read past the last row of ``B`` (a guard page follows it); with AVX-512, AVX2 and
    neither (the portable copy-based helpers)."""
    src = MATMUL.replace("float(", f"{dtype}(")
    k = po.compile(src, options=po.Options(tile_sizes=(16, 64, 64), register_tile=(4, 3), cflags=cflags))
    rng = np.random.default_rng(4)
    a = rng.integers(-9, 9, (24, 30)).astype(dtype)
    b = _before_guard_page((30, 45), dtype, rng)
    want = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_array_equal(k(a, b), want)
    source_ = k.specialize(M=24, K=30, N=45).source
    assert re.search(r"po_load[fdil](_n)?\(&t_B\[c\d+\]\[[^]]+\](, \d+)?\)", source_), source_
    assert re.search(r"po_store[fdil](_n)?\(&t_C", source_)


def test_partial_blocks_make_convolutions_micro_kernels():
    """A 3x3 convolution's output rows of 54 are 32 + 22 columns: both run as micro-kernels (the
    22 used to run as plain loops, 40% of the work, at a third of the speed)."""
    case = by_name("conv2d_3x3_bias_relu")
    k = _avx2(source(case), case.entry, channel_vectors=False)
    sizes = {"N": 1, "C": 5, "H": 9, "W": 56, "K": 8}
    check_case(case, sizes, k)
    text = k.specialize(**sizes).source
    assert text.count("register block") >= 2 and "po_storef_n(&t_O" in text


@pytest.mark.parametrize("cflags", CFLAG_PARAMS)
def test_rows_of_run_time_length_are_masked_micro_kernels(cflags):
    """A zero-padded convolution's rows start and end with the filter offset (``w + kw - 1`` in
    bounds): their length is an expression of ``kw``, so the lanes are counted at run time.
    ``I`` ends at a guard page: no masked-off lane may be read."""
    case = by_name("conv2d_same")
    k = po.compile(source(case), case.entry, options=po.Options(cflags=cflags, channel_vectors=False))
    sizes = {"N": 1, "C": 3, "H": 7, "W": 37, "K": 8}
    rng = np.random.default_rng(5)
    inputs = case.make_inputs(sizes, rng)
    inputs["I"] = _before_guard_page(inputs["I"].shape, np.float32, rng)
    (want,) = case.reference(**inputs)
    np.testing.assert_allclose(k(**inputs), want, rtol=1e-4, atol=1e-4)
    text = k.specialize(**sizes).source
    assert "po_storef_n(&t_O" in text
    if Target.host(cflags).vector_bytes < 64:  # (with 16 lanes the partial blocks here are of constant length)
        assert "po_lanes(po_len" in text


STRIDED = "def sm({t}(M,K) A, {t}(K,N) B) -> (C) {{ C(i,j) +=! A(i,k) * B(k, 2 * j + 1) }}"


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64"])
@pytest.mark.parametrize("cflags", CFLAG_PARAMS)
def test_stride_two_reads_are_loaded_as_two_vectors(dtype, cflags):
    """``B(k, 2j+1)`` along ``j``: each vector of a block is two loads, de-interleaved (the odd
    elements); the last load never reaches past the last element needed (a guard page follows
    ``B``, whose last column is read: N odd)."""
    k = po.compile(STRIDED.format(t=dtype), options=po.Options(cflags=cflags))
    rng = np.random.default_rng(6)
    a = rng.integers(-9, 9, (40, 21)).astype(dtype)
    b = _before_guard_page((21, 75), dtype, rng)  # j = 0..36: columns 1, 3, ..., 73 of 75
    want = a.astype(np.float64) @ b[:, 1::2].astype(np.float64)
    np.testing.assert_array_equal(k(a, b), want)
    text = k.specialize(M=40, K=21, N=75).source
    assert "register block" in text and re.search(r"po_load[fdil]_s2(_n)?\(&t_B", text), text


@pytest.mark.parametrize("sizes", [{"N": 1, "C": 3, "H": 9, "W": 71, "K": 9, "KH": 3, "KW": 3},
                                   {"N": 2, "C": 2, "H": 6, "W": 9, "K": 24, "KH": 2, "KW": 2}])
def test_stride_two_convolutions_are_micro_kernels(sizes):
    """conv2d_stride2 reads ``I(n, c, 2h+kh, 2w+kw)``: rows are output channels (sharing each
    loaded vector of I), columns the output's w, one load each from a copy of I split by phase
    (``poly/padding.py``: ``po_pad0[n][c][2h+kh][kw % 2][w + kw / 2]``), not two loads and two
    shuffles (``po_loadf_s2``, which strided reads without a window still take). At W odd the
    copy's phase 1 is a column shorter than its box, which must not widen the output (W = 9, KW
    = 2: 4 columns, not 5)."""
    case = by_name("conv2d_stride2")
    k = po.compile(source(case), case.entry, options=po.Options(channel_vectors=False))
    rng = np.random.default_rng(7)
    inputs = case.make_inputs(sizes, rng)
    inputs["I"] = _before_guard_page(inputs["I"].shape, np.float32, rng)
    (want,) = case.reference(**inputs)
    np.testing.assert_allclose(k(**inputs), want, rtol=1e-4, atol=1e-4)
    text = k.specialize(**sizes).source
    assert "register block" in text and re.search(r"po_loadf(_n)?\(&t_po_pad0", text) and "po_loadf_s2(&" not in text


def test_accumulators_stay_in_registers_through_nested_reduction_loops():
    """conv2d_stride2 reduces over ``c, kh, kw`` in that order: the accumulators are loaded
    once around all three loops (they were loaded and stored around the 3 steps of ``kw``)."""
    case = by_name("conv2d_stride2")
    k = po.compile(source(case), case.entry, options=po.Options(num_threads=2))  # (one thread: no register block here)
    sizes = {"N": 1, "C": 16, "H": 40, "W": 71, "K": 8, "KH": 3, "KW": 3}
    check_case(case, sizes, k)
    text = k.specialize(**sizes).source
    blocks = text.split("// register block")[1:]
    loops_around = [b.split("po_acc0 +=")[0].count("for (long") for b in blocks]
    assert max(loops_around) == 3, loops_around


NATIVE_VBYTES = Target.host(CFLAGS[0]).vector_bytes


@pytest.mark.parametrize("cflags,vbytes,rows", [
    pytest.param(p.values[0], vb, rows, id=p.id, marks=p.marks)
    for p, vb, rows in zip(CFLAG_PARAMS, [NATIVE_VBYTES, 32, 16], [8 if NATIVE_VBYTES == 64 else 6, 6, 6])])
def test_vectors_are_as_wide_as_the_targets_registers(cflags, vbytes, rows):
    """The vector type is the width gcc targets with the kernel's flags (a 64-byte type under
    ``-mavx2`` was split through memory: matmul 620 ms instead of 14), and the default block
    keeps to the 12 accumulators that 16 registers allow (8 rows of 2 vectors: 6 rows)."""
    k = po.compile(MATMUL, options=po.Options(cflags=cflags))
    rng = np.random.default_rng(8)
    a, b = rng.integers(-9, 9, (50, 40)).astype(np.float32), rng.integers(-9, 9, (40, 70)).astype(np.float32)
    np.testing.assert_array_equal(k(a, b), a @ b)
    text = k.specialize(M=50, K=40, N=70).source
    assert f"vector_size({vbytes})" in text and "// register block" in text
    assert f"register  {rows}x{2 * vbytes // 4}" in k.specialize(M=50, K=40, N=70).explain()


def test_avx512_blocks_are_printed_on_any_machine():
    """AVX-512's code is printed (and compiled) from its flags alone, also where it cannot run:
    64-byte vectors, 8 rows of 2 vectors, masked moves through the AVX-512 builtins."""
    k = po.compile(MATMUL, options=po.Options(cflags=("-O3", "-march=x86-64-v4", "-fopenmp")))
    c = k.specialize(M=50, K=40, N=70)
    assert "vector_size(64)" in c.source and "register  8x32" in c.explain()
    assert "__builtin_ia32_loadups512_mask" in c.source


@pytest.mark.parametrize("op,ref", [("max", np.max), ("min", np.min)])
@pytest.mark.parametrize("dtype", ["double", "int32"])
def test_max_and_min_windows_keep_their_rows_in_registers(op, ref, dtype):
    """A pooling window's ``max=!``/``min=!`` accumulates in vector registers across the window
    loops (the output row is loaded and stored once per block); a NaN in the input is ignored,
    as the scalar select ignores it."""
    src = f"def pool({dtype}(N, H, W) I) -> (O) {{ O(n, h, w) {op}=! I(n, h + kh, w + kw) where kh in 0:3, kw in 0:3 }}"
    k = po.compile(src)
    rng = np.random.default_rng(8)
    npt = np.float64 if dtype == "double" else np.int32
    x = (rng.standard_normal((3, 23, 45)) * 100).astype(npt)
    win = np.lib.stride_tricks.sliding_window_view(x, (3, 3), axis=(1, 2))
    np.testing.assert_array_equal(k(x), ref(win, axis=(-2, -1)))
    assert f"= po_v{op}" in k.source
    if dtype == "double":
        x[1, 5, 7] = np.nan
        got = k(x)
        assert not np.isnan(got).any()
        np.testing.assert_array_equal(got, (np.nanmax if op == "max" else np.nanmin)(
            np.lib.stride_tricks.sliding_window_view(x, (3, 3), axis=(1, 2)), axis=(-2, -1)))


@pytest.mark.parametrize("dtype, rhs, ref", [
    ("float32", "alpha * A(i, k) * B(k, j)", lambda al, a, b: (al * a) @ b),
    ("float64", "-(A(i, k) * alpha) * B(k, j)", lambda al, a, b: -(a * al) @ b),
    ("float32", "(A(i, k) + A(i, k + 1)) * B(k, j) * alpha",
     lambda al, a, b: ((a[:, :-1] + a[:, 1:]) @ b[:-1]) * al),
    ("int32", "(alpha * A(i, k) - 3) * B(k, j)", lambda al, a, b: (al * a - 3) @ b)])
def test_row_terms_are_computed_ahead_into_an_array(dtype, rhs, ref):
    """A term of a row that is the same in every lane and moves with the reduction
    (``alpha * A(i, k)``) is computed for the whole reduction loop before it, into a local array
    the FMA reads from memory: the same numbers as computing it in the loop, up to the order of
    the sum (4-lane vectors with AVX2, 8 with AVX-512: exact zeros came out as 5e-14 on Zen 3), so
    within a few ulps of the sum of the terms' absolute values."""
    t = {"float32": "float", "float64": "double", "int32": "int32"}[dtype]
    last = "K - 1" if "k + 1" in rhs else "K"
    src = f"def f({t}(M, K) A, {t}(K, N) B, {t} alpha) -> (C) {{ C(i, j) +=! {rhs} where k in 0:{last} }}"
    rng = np.random.default_rng(3)
    a, b = (rng.integers(-4, 5, shape).astype(dtype) for shape in [(45, 300), (300, 77)])
    alpha = np.dtype(dtype).type(3 if dtype == "int32" else 0.7)
    opts = po.Options(num_threads=2)
    k, plain = po.compile(src, options=opts), po.compile(src, options=opts.replace(schedule="program"))
    got = k(a, b, alpha)
    want = ref(alpha, *(x.astype(np.float64) for x in (a, b)))
    terms = ref(abs(alpha), *(np.abs(x.astype(np.float64)) for x in (a, b)))  # (bounds) the sum of |term|
    assert_close_sum(got, want, terms)
    assert "po_rw" in k.source and "register block" in k.source
    assert "po_rw" not in plain.source
    assert_close_sum(got, plain(a, b, alpha), terms)


@pytest.mark.parametrize("rhs", ["alpha * A(i, k) * B(k, j)", "-A(i, k) * B(k, j)", "A(i, k) / 3 * B(k, j)",
                                 "(A(i, k) + 1) * B(k, j) * alpha"])
def test_integer_terms_of_float_rows_convert_before_the_vector(rhs):
    """An int32 term times a float vector: GCC refuses ``int * (float vector)`` (truncation), so
    the term converts first, as C converts it in scalar code (this was a gcc error)."""
    src = f"def f(int32(M, K) A, float(K, N) B, int32 alpha) -> (C) {{ C(i, j) +=! {rhs} }}"
    rng = np.random.default_rng(4)
    a, b = rng.integers(-9, 10, (40, 300)).astype(np.int32), rng.integers(-3, 4, (300, 45)).astype(np.float32)
    k = po.compile(src, options=po.Options(num_threads=2))
    want = po.compile(src, options=po.Options(schedule="program"))(a, b, 3)
    np.testing.assert_allclose(k(a, b, 3), want, rtol=1e-6)
    assert "register block" in k.source


@pytest.mark.parametrize("vbytes", [16, 32, 64])
def test_vector_helpers_compile_with_avx512_flags_at_every_width(vbytes, tmp_path):
    """The masked moves are those of vectors of exactly ``vbytes``: a target of 32-byte vectors
    built with AVX-512 flags (the AVX2 code path on an AVX-512 machine) once cast 64-byte masked
    loads to 32-byte vectors, a gcc error. Syntax only: any machine compiles it."""
    import subprocess

    from polyopt.codegen import microkernel
    c = tmp_path / "helpers.c"
    c.write_text("#include <stdint.h>\n" + microkernel.prelude(vbytes))
    for flags in (["-march=x86-64-v4"], ["-mavx2", "-mfma"]):
        r = subprocess.run(["gcc", "-O1", *flags, "-fsyntax-only", str(c)], capture_output=True, text=True)
        assert r.returncode == 0, (flags, r.stderr[:2000])


def test_window_passes_over_many_channels():
    """More channels than gcc unrolls (19) run in passes of ``Tuning.window_depth`` over the 3x3
    window (8, 8 and a partial 3), in the full block and in the edge blocks of 19 = 16 + 3
    columns and 7 = 6 + 1 output channels; the passes stay loops. (conv2d_stride2 takes the
    same schedule; its stride-2 loads are checked at its test sizes.)"""
    case, sizes = by_name("conv2d_3x3_bias_relu"), {"N": 1, "C": 19, "H": 3, "W": 21, "K": 7}
    k = _avx2(source(case), case.entry, channel_vectors=False)
    check_case(case, sizes, k)
    text = k.specialize(**sizes).source
    assert re.search(r"for \(long (c\d+) = c\d+; \1 <= po_min\(\d+, c\d+ \+ 7\)", text), text
    assert "#pragma GCC unroll 1" in text
