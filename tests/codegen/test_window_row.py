"""A local row made whole by a window clipped to its input (``polyopt/codegen/window_row.py``):
sums down the window first, then the columns shifted by each tap, against numpy at widths around a
vector's (shorter than one, a partial last one, whole ones) and heights of one and two rows, on
the native, AVX-512, AVX2 and SSE2 paths; windows it must not take still right, and not taken.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import polyopt as po
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_CFLAGS
from tests.machine import cflags_param

SSE2_CFLAGS = ("-O3", "-march=x86-64", "-fopenmp", "-fno-math-errno")
FLAGS = [None, cflags_param(PINNED_CFLAGS, "avx512"), cflags_param(PINNED_AVX2_CFLAGS, "avx2"),
         cflags_param(SSE2_CFLAGS, "sse2")]
WIDTHS = (1, 3, 8, 9, 17, 33)
MARK = "(window_row)"

AVGPOOL = """
def avgpool(float(N, C, H, W) I) -> (O) {
    S(n, c, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
        ? I(n, c, h + kh - 1, w + kw - 1) : 0.0 where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3
    O(n, c, h, w) = S(n, c, h, w)
        / float((min(h + 1, H - 1) - max(h - 1, 0) + 1) * (min(w + 1, W - 1) - max(w - 1, 0) + 1))
}
"""
# 5 x 5 of doubles, two columns each side: shifts of -2 to 2 (AVX2 and SSE2: half a vector or more)
SUM5 = """
def sum5(double(N, H, W) I) -> (O) {
    S(n, h, w) +=! (h + kh - 2 >= 0 && h + kh - 2 < H && w + kw - 2 >= 0 && w + kw - 2 < W)
        ? I(n, h + kh - 2, w + kw - 2) : 0.0 where h in 0:H, w in 0:W, kh in 0:5, kw in 0:5
    O(n, h, w) = S(n, h, w) * 2.0
}
"""
# a window of 2 x 4 that only looks ahead: clipped at the bottom and the right only
AHEAD = """
def ahead(float(N, H, W) I) -> (O) {
    S(n, h, w) +=! (h + kh < H && w + kw < W) ? I(n, h + kh, w + kw) : 0.0
        where h in 0:H, w in 0:W, kh in 0:2, kw in 0:4
    O(n, h, w) = S(n, h, w) + 1.0
}
"""
# a clipped maximum: the window's bounds as constraints; lanes past the input are -inf, not 0
MAX3 = """
def max3(float(N, H, W) I) -> (O) {
    M(n, h, w) max=! I(n, h + kh - 1, w + kw - 1)
        where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3, h + kh >= 1, h + kh <= H, w + kw >= 1, w + kw <= W
    O(n, h, w) = M(n, h, w) * 2.0
}
"""
# one dimension, a minimum of 3 taps ahead
MIN3 = """
def min3(double(N, W) I) -> (O) {
    M(n, w) min=! I(n, w + k) where w in 0:W, k in 0:3, w + k < W
    O(n, w) = M(n, w) - 1.0
}
"""

# the same windows into an output's rows (no temporary): stored to the row's length exactly
MAXOUT = """
def maxout(float(N, H, W) I) -> (O) {
    O(n, h, w) max=! I(n, h + kh - 1, w + kw - 1)
        where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3, h + kh >= 1, h + kh <= H, w + kw >= 1, w + kw <= W
}
"""
SUMOUT = """
def sumout(double(N, H, W) I) -> (O) {
    O(n, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
        ? I(n, h + kh - 1, w + kw - 1) : 0.0 where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3
}
"""


def _window(x, taps, before, fill, reduce):
    """``reduce`` over a window of ``taps`` (per trailing axis) starting ``before`` elements back,
    elements outside ``x`` being ``fill``."""
    taps, before = np.atleast_1d(taps), np.atleast_1d(before)
    lead = x.shape[:x.ndim - len(taps)]
    tail = x.shape[x.ndim - len(taps):]
    pad = np.full(lead + tuple(n + t for n, t in zip(tail, taps)), fill, dtype=np.float64)
    pad[(...,) + tuple(slice(b, b + n) for b, n in zip(before, tail))] = x
    views = [pad[(...,) + tuple(slice(o, o + n) for o, n in zip(offs, tail))]
             for offs in np.ndindex(*taps)]
    return reduce(np.stack(views), axis=0)


def _avgpool_ref(x):
    sums = _window(x, (3, 3), (1, 1), 0.0, np.sum)
    ones = _window(np.ones(x.shape[-2:]), (3, 3), (1, 1), 0.0, np.sum)
    return sums / ones


CASES = {
    "avgpool": (AVGPOOL, np.float32, lambda h, w: (2, 2, h, w), _avgpool_ref, 1e-5),
    "sum5": (SUM5, np.float64, lambda h, w: (2, h, w), lambda x: 2 * _window(x, (5, 5), (2, 2), 0.0, np.sum), 1e-12),
    "ahead": (AHEAD, np.float32, lambda h, w: (2, h, w), lambda x: 1 + _window(x, (2, 4), (0, 0), 0.0, np.sum), 1e-5),
    "max3": (MAX3, np.float32, lambda h, w: (2, h, w), lambda x: 2 * _window(x, (3, 3), (1, 1), -np.inf, np.max), 0),
    "min3": (MIN3, np.float64, lambda h, w: (2, w), lambda x: _window(x, 3, 0, np.inf, np.min) - 1, 0),
    "maxout": (MAXOUT, np.float32, lambda h, w: (2, h, w), lambda x: _window(x, (3, 3), (1, 1), -np.inf, np.max), 0),
    "sumout": (SUMOUT, np.float64, lambda h, w: (2, h, w), lambda x: _window(x, (3, 3), (1, 1), 0.0, np.sum), 1e-12),
}


def _block(source: str) -> str:
    """The C text of the window's block (from its comment to the brace that closes it)."""
    lines = source[source.index(MARK):].splitlines()
    start = source[:source.index(MARK)].splitlines()[-1]
    indent = start[:len(start) - len(start.lstrip())]
    return "\n".join(lines[:next(i for i, x in enumerate(lines) if x == indent + "}") + 1])


def _branches(block: str) -> list[str]:
    """The lines of a window's block that branch, but for the one choice between its rows' code
    where all the window's rows are in bounds (constant bounds: ``if (po_l0 == 0 && po_h0 == 2)``)
    and where they are clipped: none in any loop."""
    lines = block.splitlines()
    first = r"\s*if \(po_l0 == -?\d+ && po_h0 == \d+( && .*)?\) \{"
    choice = [k for k, x in enumerate(lines) if re.fullmatch(first, x)]
    assert len(choice) <= 1, block
    if choice:
        indent = lines[choice[0]][:len(lines[choice[0]]) - len(lines[choice[0]].lstrip())]
        assert not any("for (" in x for x in lines[:choice[0]]) and indent + "} else {" in lines, block
        lines = [x for k, x in enumerate(lines) if k != choice[0] and x != indent + "} else {"]
    return [x for x in lines if "if (" in x or "?" in x]


def _sizes(name: str, shape: tuple[int, ...]) -> dict[str, int]:
    return dict(zip({"avgpool": "NCHW", "min3": "NW"}.get(name, "NHW"), shape))


@pytest.mark.parametrize("cflags", FLAGS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_clipped_windows_make_their_rows_whole_and_match_numpy(name, cflags):
    text, dtype, shape_of, ref, rtol = CASES[name]
    k = po.compile(text, options=po.Options(num_threads=1, **({"cflags": cflags} if cflags else {})))
    rng = np.random.default_rng(5)
    for h, w in [(5, w) for w in WIDTHS] + [(1, 9), (2, 17)]:
        x = rng.standard_normal(shape_of(h, w)).astype(dtype)
        np.testing.assert_allclose(k(x), ref(x), rtol=rtol, atol=rtol, err_msg=f"H={h}, W={w}")
    source = k.specialize(**_sizes(name, shape_of(5, 33))).source
    assert MARK in source, source
    block = _block(source)
    assert not _branches(block), block  # (a partial vector and the ends: steps of their own)
    # (where the window's rows are clipped, the rows all in bounds take loops of constant trips)
    assert ("if (po_l0 == " in block) == ("po_l0 = po_max(" in block), block
    if name.endswith("out"):  # (an output's last vector stored to the row's 33 elements, not past them)
        last = re.search(r"po_t = .*; for \(int po_l = 0; po_l < (\d+); po_l \+= 1\) "
                         r"\(&t_O\[c0\]\[c1\]\[\((\d+) - (\d+)\)\]\)\[po_l\]", block)
        assert last and int(last[2]) - int(last[3]) + int(last[1]) == 33, block


def test_a_window_over_a_computed_tensor_is_not_taken():
    """The window reads a tensor the kernel writes: moved to the top of the loop, the window's
    reads could run before those writes (only inputs are read early)."""
    text = """
    def f(float(N, W) I) -> (O) {
        T(n, w) = I(n, w) * 3.0
        S(n, w) +=! (w + k - 1 >= 0 && w + k - 1 < W) ? T(n, w + k - 1) : 0.0 where w in 0:W, k in 0:3
        O(n, w) = S(n, w) + T(n, w)
    }
    """
    k = po.compile(text, options=po.Options(num_threads=1))
    x = np.random.default_rng(1).standard_normal((3, 21)).astype(np.float32)
    t = 3.0 * x.astype(np.float64)
    np.testing.assert_allclose(k(x), _window(t, 3, 1, 0.0, np.sum) + t, rtol=1e-5, atol=1e-5)
    assert MARK not in k.specialize(N=3, W=21).source


def test_a_window_that_is_not_a_clipped_box_is_not_taken():
    """Taps that depend on the row (``k <= n``: row 0 takes one tap, row 1 two): isl's domain is
    not a box of taps clipped to the input, so the row keeps its loops."""
    text = """
    def f(float(N, W) I) -> (O) {
        S(n, w) +=! I(n, w + k) where w in 0:W, k in 0:3, w + k < W, k <= n
        O(n, w) = S(n, w) * 2.0
    }
    """
    k = po.compile(text, options=po.Options(num_threads=1))
    x = np.random.default_rng(2).standard_normal((4, 19)).astype(np.float32)
    want = np.stack([2 * _window(x[n], min(n, 2) + 1, 0, 0.0, np.sum) for n in range(4)])
    np.testing.assert_allclose(k(x), want, rtol=1e-5, atol=1e-5)
    assert MARK not in k.specialize(N=4, W=19).source


BOX = "def f(double(N, H, W) I) -> (O) { O(n, h, w) max=! I(n, h + kh, w + kw) where kh in 0:3, kw in 0:3 }"


def _with(cflags, **choices) -> tuple[po.Options, object]:
    """Options of one thread (``cflags``, None: the default) and their target with ``choices``."""
    from polyopt.target import Target

    options = po.Options(num_threads=1, **({"cflags": cflags} if cflags else {}))
    return options, Target.for_options(options).with_choices(choices)


@pytest.mark.parametrize("buffer", [True, False])
@pytest.mark.parametrize("cflags", FLAGS)
def test_a_window_never_clipped_goes_through_a_buffer_or_shifts(cflags, buffer):
    """maxpool 3x3 over the valid positions only (a box of taps), as ``Tuning.window_buffer``
    says: each column vector's maximum down the window stored into a buffer, each output vector
    the taps' loads from it, the last one over the one before it (a row of 27 = 3 x 8 + 3 doubles
    on AVX-512) or copied lane by lane (a row shorter than a vector); or the column vectors
    shifted in registers; right at widths around a vector's."""
    options, target = _with(cflags, window_buffer=buffer)
    k = po.compile(BOX, options=options, target=target, tuned=False)
    rng = np.random.default_rng(3)
    for w in (3, 4, 5, 9, 10, 11, 17, 29, 35):
        x = rng.standard_normal((2, 6, w))
        np.testing.assert_array_equal(k(x), _window(x, (3, 3), (0, 0), -np.inf, np.max)[:, :4, :w - 2], f"W={w}")
    source = k.specialize(N=2, H=6, W=29).source
    assert ("into a buffer (window_row)" in source) is buffer and "taken apart" not in source, source
    assert not _branches(_block(source))


@pytest.mark.parametrize("buffer", [True, False])
def test_a_large_window_streams_its_rows_and_prefetches_down(buffer):
    """An output of 16 MiB (rows of 257 doubles, so their starts fall anywhere in a line; out=
    one element off a line, and one byte off an element, which is never streamed): from the
    buffer its rows stream past the cache (plain lanes to the first line boundary, streaming
    vectors, the last lanes); through shifts each line's vector is taken from two of the row's
    and streamed; both prefetch the input ``Tuning.window_ahead`` bytes down (none where that is
    0). The numbers are the same each way."""
    from tests.schedule.test_streaming import _misaligned_like

    options, target = _with(PINNED_CFLAGS, window_buffer=buffer, window_ahead=16384)
    if target.vector_bytes < 64:
        pytest.skip("streaming rows of a window take 64-byte vectors")
    k = po.compile(BOX, options=options, target=target, tuned=False)
    x = np.random.default_rng(4).standard_normal((32, 258, 259))
    want = np.lib.stride_tricks.sliding_window_view(x, (3, 3), axis=(1, 2)).max(axis=(3, 4))
    np.testing.assert_array_equal(k(x), want)
    out = _misaligned_like(want.shape, np.float64)
    assert k(x, out=out) is out
    np.testing.assert_array_equal(out, want)
    raw = np.zeros(want.nbytes + 64, np.uint8)
    odd = raw[1:1 + want.nbytes].view(np.float64).reshape(want.shape)  # (not aligned to its elements)
    got = k(x, out=odd)
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(odd, want)
    block = _block(k.source)
    assert "__builtin_prefetch" in block, block
    if buffer:
        assert "po_stream_vd(&po_o[po_j]" in block, block
    else:
        assert "streamed past the cache in whole lines" in k.source and "po_stream_vd(&po_o[po_a + " in block, block
    none = po.compile(BOX, options=options, target=target.with_choices({"window_ahead": 0}), tuned=False)
    assert "__builtin_prefetch" not in _block(none.specialize(N=32, H=258, W=259).source)


def test_an_output_that_another_statement_reads_is_not_taken():
    """A window into an output that a later statement reads: moved to the top of the loop, its
    writes would pass reads that come before them elsewhere; only outputs nothing else touches."""
    text = """
    def f(float(N, W) I) -> (O, P) {
        O(n, w) max=! I(n, w + k) where w in 0:W, k in 0:3, w + k < W
        P(n, w) = O(n, w) * 2.0
    }
    """
    k = po.compile(text, options=po.Options(num_threads=1))
    x = np.random.default_rng(4).standard_normal((3, 21)).astype(np.float32)
    o, p = k(x)
    want = _window(x, 3, 0, -np.inf, np.max)
    np.testing.assert_array_equal(o, want)
    np.testing.assert_array_equal(p, 2 * want)
    assert MARK not in k.specialize(N=3, W=21).source


# rows longer and shorter than the input, a window over three axes, one read against the row order
FULL = """
def full(float(N, W) I) -> (O) {
    S(n, w) +=! (w + k - 2 >= 0 && w + k - 2 < W) ? I(n, w + k - 2) : 0.0 where w in 0:W+2, k in 0:3
    O(n, w) = S(n, w) * 1.5
}
"""
SHORT = """
def short(float(N, W) I) -> (O) {
    S(n, w) +=! (w + k - 1 >= 0) ? I(n, w + k - 1) : 0.0 where w in 0:W-3, k in 0:4
    O(n, w) = S(n, w) + 0.5
}
"""
VOLUME = """
def volume(float(N, D, H, W) I) -> (O) {
    S(n, d, h, w) +=! (d + kd - 1 >= 0 && d + kd - 1 < D && h + kh - 1 >= 0 && h + kh - 1 < H &&
                       w + kw - 1 >= 0 && w + kw - 1 < W) ? I(n, d + kd - 1, h + kh - 1, w + kw - 1) : 0.0
        where d in 0:D, h in 0:H, w in 0:W, kd in 0:3, kh in 0:3, kw in 0:3
    O(n, d, h, w) = S(n, d, h, w) * 2.0
}
"""
FLIPPED = """
def flipped(float(N, H, W) I) -> (O) {
    S(n, h, w) +=! (H - h + kh - 2 >= 0 && H - h + kh - 2 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
        ? I(n, H - h + kh - 2, w + kw - 1) : 0.0 where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3
    O(n, h, w) = S(n, h, w) * 1.0
}
"""


def _full_ref(x):
    p = np.pad(x.astype(np.float64), ((0, 0), (2, 2)))
    return 1.5 * sum(p[:, k:k + x.shape[1] + 2] for k in range(3))


SHAPES = {
    "full": (FULL, lambda w: (3, w), _full_ref),
    "short": (SHORT, lambda w: (3, w + 3), lambda x: 0.5 + _window(x, 4, 1, 0.0, np.sum)[:, :x.shape[1] - 3]),
    "volume": (VOLUME, lambda w: (2, 3, 4, w), lambda x: 2 * _window(x, (3, 3, 3), (1, 1, 1), 0.0, np.sum)),
    "flipped": (FLIPPED, lambda w: (2, 5, w), lambda x: _window(x, (3, 3), (1, 1), 0.0, np.sum)[:, ::-1]),
}


# ResNet's stem pool (3 x 3, stride 2, padded by 1) into an output, and a 5 x 5 sum, stride 2 along
# the row only, padded by 2, into a temporary: the row's column j reads the input's 2 * j + tap
MAXPOOL_S2 = """
def maxpool_s2(float(N, H, W) I) -> (O) {
    O(n, h, w) max=! I(n, 2 * h + kh - 1, 2 * w + kw - 1) where h in 0:(H + 1) / 2, w in 0:(W + 1) / 2,
        kh in 0:3, kw in 0:3, 2 * h + kh >= 1, 2 * h + kh <= H, 2 * w + kw >= 1, 2 * w + kw <= W
}
"""
SUM5_S2 = """
def sum5_s2(double(N, H, W) I) -> (O) {
    S(n, h, w) +=! I(n, h + kh - 2, 2 * w + kw - 2) where h in 0:H, w in 0:(W + 1) / 2, kh in 0:5, kw in 0:5,
        h + kh >= 2, h + kh < H + 2, 2 * w + kw >= 2, 2 * w + kw < W + 2
    O(n, h, w) = S(n, h, w) * 2.0
}
"""
STRIDED = {
    "maxpool_s2": (MAXPOOL_S2, np.float32, lambda x: _window(x, (3, 3), (1, 1), -np.inf, np.max)[:, ::2, ::2], 0),
    "sum5_s2": (SUM5_S2, np.float64, lambda x: 2 * _window(x, (5, 5), (2, 2), 0.0, np.sum)[:, :, ::2], 1e-12),
}


@pytest.mark.parametrize("cflags", FLAGS)
@pytest.mark.parametrize("name", sorted(STRIDED))
def test_a_clipped_window_two_columns_apart_takes_its_columns_apart(name, cflags):
    """Each step takes two column vectors of the input apart into their even and odd columns, and
    a tap is a shift within the stream of its parity: right against numpy at widths around two
    vectors' (shorter than one, partial ones, whole ones in the loop and past it) and odd and
    even heights, with no branch in the row's block."""
    text, dtype, ref, rtol = STRIDED[name]
    k = po.compile(text, options=po.Options(num_threads=1, **({"cflags": cflags} if cflags else {})))
    rng = np.random.default_rng(8)
    for h, w in [(5, w) for w in (1, 2, 3, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 130)] + [(1, 9), (6, 70)]:
        x = rng.standard_normal((2, h, w)).astype(dtype)
        np.testing.assert_allclose(k(x), ref(x), rtol=rtol, atol=rtol, err_msg=f"H={h}, W={w}")
    source = k.specialize(N=2, H=5, W=130).source
    assert "its columns 2 apart (window_row)" in source, source
    block = _block(source)
    assert not _branches(block) and "po_j < " in block, block  # (whole steps in a loop)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_rows_of_other_shapes_match_numpy(name):
    """A row two longer than its input (the window reaches past both ends), three shorter (it
    never reaches the right end), a 3 x 3 x 3 window (two loops down it), a read whose row runs
    against the output's: made whole here, right at widths around a vector's."""
    text, shape_of, ref = SHAPES[name]
    k = po.compile(text, options=po.Options(num_threads=1))
    rng = np.random.default_rng(6)
    for w in (1, 2, 5, 8, 9, 16, 17, 40):
        x = rng.standard_normal(shape_of(w)).astype(np.float32)
        np.testing.assert_allclose(k(x), ref(x), rtol=1e-5, atol=1e-5, err_msg=f"W={w}")
    assert MARK in k.specialize(**dict(zip(_names(text), x.shape))).source  # (the widest: a row of one is a sum)


def _names(text: str) -> list[str]:
    """The sizes of the def's one input, in order (``float(N, H, W) I``: N, H, W)."""
    return re.search(r"(?:float|double)\(([^)]*)\) I\b", text)[1].replace(" ", "").split(",")


def test_max_and_min_give_the_register_blocks_numbers(monkeypatch, tmp_path):
    """A max or min pool made whole here (a box through the buffer, a clipped window by shifts)
    gives the register block's numbers (``window_rows``): a NaN read is skipped, infinities and
    the identity hold."""
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 9, 37)).astype(np.float32)
    x.flat[rng.choice(x.size, 60, replace=False)] = np.nan
    x.flat[rng.choice(x.size, 30, replace=False)] = np.inf
    x.flat[rng.choice(x.size, 30, replace=False)] = -np.inf
    x[0, :, 5:12] = np.nan  # whole windows of NaN: the identity
    box = "def f(float(N, H, W) I) -> (O) { O(n, h, w) max=! I(n, h + kh, w + kw) where kh in 0:3, kw in 0:3 }"
    for text in (box, box.replace("max=!", "min=!"), MAXOUT, MAXOUT.replace("max=!", "min=!"), MAXPOOL_S2):
        here = po.compile(text, options=po.Options(num_threads=1))
        assert MARK in here.specialize(N=2, H=9, W=37).source
        monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / str(hash(text))))
        monkeypatch.setattr("polyopt.codegen.window_row.plan", lambda site, loop, rows: ())
        other = po.compile(text, options=po.Options(num_threads=1))
        assert MARK not in other.specialize(N=2, H=9, W=37).source
        monkeypatch.undo()
        np.testing.assert_array_equal(here(x), other(x))
