"""Transposing copies printed as blocks transposed in vector registers (codegen/transpose.py)."""

import re

import numpy as np
import pytest

import polyopt as po
from tests.machine import cflags_param, needs_cpu_for

TRANSPOSE = "def transpose({t}(M, N) A) -> (T) {{ T(j, i) = A(i, j) }}"
PERMUTE = "def permute({t}(N, C, H, W) X) -> (Y) {{ Y(n, h, w, c) = X(n, c, h, w) }}"
OPTIONS = po.Options(num_threads=2)


def _random(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind == "i":
        return rng.integers(-1000, 1000, size=shape).astype(dtype)
    return rng.uniform(-1, 1, size=shape).astype(dtype)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64"])
@pytest.mark.parametrize("shape", [(33, 65), (100, 37), (16, 16), (5, 3)])
def test_transpose(dtype, shape):
    k = po.compile(TRANSPOSE.format(t=dtype), options=OPTIONS)
    a = _random(shape, dtype)
    np.testing.assert_array_equal(k(a), a.T)
    if min(shape) >= 16 if dtype.endswith("32") else min(shape) >= 8:
        assert "transposed in registers" in k.source


@pytest.mark.parametrize("sizes", [(2, 17, 3, 23), (1, 64, 2, 56), (3, 5, 4, 7)])
def test_permute_nchw_nhwc(sizes):
    k = po.compile(PERMUTE.format(t="float32"), options=OPTIONS)
    x = _random(sizes, np.float32, 1)
    np.testing.assert_array_equal(k(x), x.transpose(0, 2, 3, 1))


def test_scaled_transpose_is_not_a_block():
    k = po.compile("def t(float(M, N) A) -> (T) { T(j, i) = A(i, j) * 2.0 }", options=OPTIONS)
    a = _random((40, 48), np.float32)
    np.testing.assert_array_equal(k(a), a.T * np.float32(2))
    assert "transposed in registers" not in k.source


@pytest.mark.parametrize("dtype, n", [("float32", 2048), ("float64", 1456)])
def test_large_targets_stream_past_the_cache(dtype, n):
    """Targets of 16 MiB or more are stored with non-temporal stores when the block's rows are
    line-aligned, and with plain stores otherwise (an ``out=`` array at an odd address)."""
    k = po.compile(TRANSPOSE.format(t=dtype), options=OPTIONS.replace(stream_stores=True))
    a = _random((n, n), dtype, 2)
    np.testing.assert_array_equal(k(a), a.T)
    assert "po_stream" in k.source and "__builtin_ia32_sfence" in k.source
    itemsize = np.dtype(dtype).itemsize
    raw = np.empty(n * n * itemsize + 64 + itemsize, np.uint8)
    start = (-raw.ctypes.data % 64) + itemsize  # one element past a line boundary
    out = raw[start:start + n * n * itemsize].view(dtype).reshape(n, n)
    assert k(a, out=out) is out
    np.testing.assert_array_equal(out, a.T)


@pytest.mark.parametrize("cflags", [cflags_param(("-O2", "-mavx2", "-fopenmp"), "avx2"),
                                    cflags_param(("-O2", "-fopenmp"), "generic")])
@pytest.mark.parametrize("dtype", ["float32", "int64"])
def test_narrower_vectors_transpose_sub_blocks(cflags, dtype):
    """With 8 (AVX2) or 4 (SSE2) floats a register, a cache line's block is transposed as
    several register-sized sub-blocks; large targets stream with the narrower stores."""
    k = po.compile(TRANSPOSE.format(t=dtype), options=po.Options(num_threads=2, cflags=cflags, stream_stores=True))
    for shape in [(33, 65), (2053, 2053) if dtype == "float32" else (2053, 1031)]:  # the last: 16 MiB
        a = _random(shape, dtype, 3)
        np.testing.assert_array_equal(k(a), a.T)
        assert "transposed in registers" in k.source
    assert "po_stream" in k.source and "__builtin_ia32_sfence" in k.source


@needs_cpu_for(("-O2", "-mavx2", "-fopenmp"))
def test_streamed_rows_fill_whole_lines_in_turn():
    """With AVX2 a 16-float line of a target row is two vectors from two sub-blocks: they are
    stored one after the other and streamed only when the row starts a line (half lines streamed
    apart made Zen 3's 4096 x 4096 transpose 2x slower than plain stores)."""
    k = po.compile(TRANSPOSE.format(t="float32"),
                   options=po.Options(num_threads=2, cflags=("-O2", "-mavx2", "-fopenmp"), stream_stores=True))
    a = _random((2053, 2053), np.float32, 4)
    np.testing.assert_array_equal(k(a), a.T)
    stores = re.findall(r"po_stream_vf\(&t_T(\[[^]]+\])(\[[^]]+\])", k.source)
    assert stores and len(stores) % 2 == 0
    for (row0, col0), (row1, col1) in zip(stores[::2], stores[1::2]):
        assert row0 == row1 and col1 == col0[:-1].replace("[", "[(") + " + 8)]", (row0, col0, col1)
    assert ") & 63) == 0)" in k.source


def test_an_untiled_nest_is_not_one_block():
    """Program order leaves the whole copy as two loops of equal trip counts: it stays loops (it
    was once printed as one 4096 x 4096 block, 460 MB of C)."""
    k = po.compile(TRANSPOSE.format(t="float32"), options=po.Options(schedule="program"))
    a = _random((64, 64), np.float32)
    np.testing.assert_array_equal(k(a), a.T)
    assert "transposed in registers" not in k.source and len(k.source) < 20000
