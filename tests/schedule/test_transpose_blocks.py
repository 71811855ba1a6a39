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


def _loop_steps(source: str, name: str = "transpose") -> list[str]:
    """The steps of the kernel function's loops, outermost first (``c0 += 16``)."""
    body = source.split(f"int k_{name}(", 1)[1]
    return re.findall(r"for \(long (\w+) = [^;]*;[^;]*; \1 \+= (\d+)\)", body)


def test_targets_read_strips_of_the_source_rows(monkeypatch, tmp_path):
    """On AVX2 and AVX-512 targets with a 32 KiB L1 (``Tuning.transpose_strips``, measured on a Zen
    3 and a Zen 4) a transpose's tiles are strips of one cache line of the source's rows, each
    read whole (the threads share the strips); with 48 KiB (measured on a Zen 5) tiles of 32 source
    rows x 256 columns (``Tuning.transpose_tile``), or where a tuning says no, square 128 x 128
    tiles. Text only: no code runs."""
    from polyopt import tuning
    from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, PINNED_CFLAGS, PINNED_TARGET

    steps = _loop_steps(po.compile(TRANSPOSE.format(t="float32"), options=OPTIONS.replace(
        cflags=PINNED_CFLAGS), target=PINNED_TARGET).specialize(M=4096, N=4096).source)  # (48 KiB)
    assert steps[:2] == [("c0", "256"), ("c1", "32")], steps
    small_l1 = PINNED_TARGET.replace(l1=32 << 10)
    for cflags, target in ((PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET), (PINNED_CFLAGS, small_l1)):
        strips = po.compile(TRANSPOSE.format(t="float32"), options=OPTIONS.replace(cflags=cflags), target=target)
        text = strips.specialize(M=4096, N=4096).source
        assert _loop_steps(text)[:2] == [("c0", "16"), ("c2", "16")], _loop_steps(text)
        assert "#pragma omp parallel" in text and "transposed in registers" in text
    monkeypatch.setitem(tuning._MEASURED, 64, {**tuning._MEASURED[64], "transpose_strips": False})
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))  # (compile records do not key on the tuning)
    tuning.tuning.cache_clear()
    try:
        square = po.compile(TRANSPOSE.format(t="float32"), options=OPTIONS.replace(cflags=PINNED_CFLAGS),
                            target=small_l1).specialize(M=4096, N=4096).source
    finally:
        tuning.tuning.cache_clear()
    assert ("c0", "128") in _loop_steps(square)


@needs_cpu_for(("-O3", "-march=x86-64-v3", "-fopenmp"))
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("shape", [(33, 65), (100, 37), (1000, 1037), (2053, 1031)])
def test_strips_at_awkward_sizes(threads, dtype, shape):
    """Strips of source rows (AVX2) at sizes that are no multiple of a line, streamed (the last
    shape: 16 MiB of float64) and not."""
    from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET

    options = po.Options(num_threads=threads, stream_stores=True, cflags=PINNED_AVX2_CFLAGS)
    k = po.compile(TRANSPOSE.format(t=dtype), options=options, target=PINNED_AVX2_TARGET.replace(threads=threads))
    a = _random(shape, dtype, 4)
    np.testing.assert_array_equal(k(a), a.T)
    assert "transposed in registers" in k.source


@pytest.mark.parametrize("cflags", [cflags_param(("-O2", "-mavx2", "-fopenmp"), "avx2")])
def test_source_rows_read_from_memory_are_prefetched(cflags):
    """Where the data outgrows the cache (a quarter of L3), each source row of a block is
    prefetched 1 KiB ahead, once a cache line (with AVX2 a line is two loads); right where the
    prefetches run past the rows' ends. Data that fits in the cache is not prefetched."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=2)
    k = po.compile(TRANSPOSE.format(t="float32"), options=po.Options(num_threads=2, cflags=cflags), target=target)
    for shape in ((2053, 2053), (33, 65)):
        a = _random(shape, np.float32, 5)
        np.testing.assert_array_equal(k(a), a.T)
    big = k.specialize(M=2053, N=2053).source  # 2 x 16 MiB
    # (a tile's rest reads its last band's rows with masked loads: ``po_loadf_n(p, lanes)``)
    loads = re.findall(r"po_b\d\[\d\] = po_loadf(?:_n)?\(&t_A(\[[^]]+\])\[(\w+|\(\w+ \+ 8\))\](?:, \d)?\);", big)
    prefetches = re.findall(r"__builtin_prefetch\(&t_A(\[[^]]+\])\[\((\w+) \+ (\d+)\)\], 0, 1\);", big)
    rest = [load for load in loads if load[1].isdigit()]  # (a tile's rest: the rows end there, no prefetch)
    assert rest and not any(col.isdigit() for _, col, _ in prefetches), big
    loads = [load for load in loads if not load[1].isdigit()]
    assert loads and len(prefetches) * 2 == len(loads), big  # a line's first load only
    assert {d for *_, d in prefetches} == {"256"}  # 1 KiB of floats
    assert {(row, col) for row, col, _ in prefetches} == {(row, col) for row, col in loads if "+" not in col}
    assert "__builtin_prefetch" not in k.specialize(M=301, N=517).source  # 1.2 MiB


@pytest.mark.parametrize("cflags", [None, cflags_param(("-O2", "-mavx2", "-fopenmp"), "avx2")], ids=["native", "avx2"])
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32"])
def test_a_tiles_rest_along_the_source_rows_is_transposed_in_registers(cflags, dtype):
    """The columns of a source row past its last whole block (permute's W = 56 = 3 x 16 + 8,
    a transpose's 53 = 3 x 16 + 5) are one block of fewer target rows, read by masked loads
    where its band is partial, not an element-by-element copy (permute_nchw_nhwc on a Zen 4
    thread: 1.90 -> 1.05 ms). Right at every rest."""
    options = po.Options(num_threads=2, **({"cflags": cflags} if cflags else {}))
    lanes = 64 // np.dtype(dtype).itemsize  # a block: a cache line each way
    k = po.compile(TRANSPOSE.format(t=dtype), options=options)
    for m in (2 * lanes + 1, 3 * lanes + 2, 4 * lanes - 1):
        a = _random((37, m), dtype, m)
        np.testing.assert_array_equal(k(a), a.T)
    rests = re.findall(r"// (\d+) x (\d+) block of T transposed", k.specialize(M=40, N=3 * lanes + 5).source)
    assert ("5", str(lanes)) in rests, rests
    p = po.compile(PERMUTE.format(t=dtype), options=options)
    for sizes in ((2, 2 * lanes, 3, 3 * lanes + 8), (1, lanes, 2, lanes + 3)):
        x = _random(sizes, dtype, 2)
        np.testing.assert_array_equal(p(x), x.transpose(0, 2, 3, 1))
    text = p.specialize(N=1, C=lanes, H=2, W=3 * lanes + 8).source
    assert not re.search(r"t_Y\[[^;]*\] = t_X\[", text) and re.search(r"// 8 x \d+ block of Y transposed", text), text


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dtype, shape", [("float32", (1000, 1100)), ("float64", (517, 2051)), ("int32", (70, 1100))])
def test_tiles_down_the_source_rows(dtype, shape, threads):
    """``Tuning.transpose_tile`` (32, 512): tiles of 32 source rows x 512 columns whose blocks go
    down the rows, without prefetches along them (where the data outgrows the cache, each block
    prefetches its part of the next tile down instead: ``test_the_next_tile_down_is_prefetched``);
    partial tiles both ways at these sizes, and a source shorter than a tile keeps square tiles.
    The numbers are the copy's either way."""
    from polyopt.target import Target

    options = po.Options(num_threads=threads)
    target = Target.for_options(options).with_choices({"transpose_tile": (32, 512), "transpose_strips": False})
    k = po.compile(TRANSPOSE.format(t=dtype), options=options, target=target, tuned=False)
    a = _random(shape, dtype, 5)
    np.testing.assert_array_equal(k(a), a.T)
    text = k.source
    steps = _loop_steps(text)
    assert ("c0", "512") in steps and ("c1", "32") in steps and "__builtin_prefetch(&" not in text, steps
    short = k.specialize(M=20, N=600).source
    assert ("c0", "512") not in _loop_steps(short)
    a = _random((20, 600), dtype, 6)
    np.testing.assert_array_equal(k(a), a.T)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dtype, shape, tile", [("float32", (2085, 2100), (32, 256)),
                                                ("float64", (1040, 2081), (32, 512)),
                                                ("int32", (2048, 2064), (32, 256))])
def test_the_next_tile_down_is_prefetched(dtype, shape, tile, threads):
    """Where the data outgrows the cache, each block of a full tile down the source's rows
    prefetches its part of the next tile down in address order (a row's part of ``n * n``
    elements, once a line) and the line of its part's last element; partial tiles do not, and the
    last tile prefetches itself again. The source is read from rows that start on a line and from
    rows that start 8 bytes past one (both sizes' tiles partial at the far ends): the numbers are
    the copy's."""
    from polyopt.target import Target

    options = po.Options(num_threads=threads)
    target = Target.for_options(options).with_choices({"transpose_tile": tile, "transpose_strips": False})
    k = po.compile(TRANSPOSE.format(t=dtype), options=options, target=target, tuned=False)
    a = _random(shape, dtype, 7)
    buf = np.empty(a.size + 16, dtype)
    start = (-buf.ctypes.data % 64) // a.itemsize
    for offset in (0, 8 // a.itemsize):
        moved = buf[start + offset:start + offset + a.size].reshape(shape)
        moved[...] = a
        np.testing.assert_array_equal(k(moved), a.T)
    text = k.source
    n = 64 // a.itemsize
    prefetched = re.findall(r"__builtin_prefetch\(po_pf \+ (\d+), 0, 3\);", text)
    assert [int(p) for p in prefetched] == [*range(0, n * n, n), n * n - 1], prefetched
    rows, cols = tile
    assert f"po_e = (unsigned long)((c2 - c0) * {rows} + (c3 - c1) * {n});" in text, text
    assert f"po_e / {cols})][(c0 + po_e % {cols})]" in text, text
    small = k.specialize(M=300, N=700).source  # (data that fits the cache)
    assert "po_pf" not in small


def test_avx2_blocks_prefetch_two_tiles_down():
    """``TILES_AHEAD``: with 32-byte vectors (AVX2) a tile's blocks prefetch the tile two down
    (32 rows each), with 64-byte ones the next. Text only."""
    from polyopt.target import Target
    from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_CFLAGS

    for cflags, down in ((PINNED_CFLAGS, 32), (PINNED_AVX2_CFLAGS, 64)):
        options = po.Options(num_threads=1, cflags=cflags)
        target = Target.for_options(options).with_choices({"transpose_tile": (32, 256), "transpose_strips": False})
        text = po.compile(TRANSPOSE.format(t="float32"), options=options, target=target,
                          tuned=False).specialize(M=4096, N=4096).source
        assert f"(c1 + {down} <= 4064 ? c1 + {down} : c1)" in text, text
