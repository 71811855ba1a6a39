"""Passes over a local row on the row's own grid of vectors (``polyopt/codegen/row_passes.py``):
clipped windows summed into a row, each tap over the columns where it is in bounds (integers, and
taps a stride apart: windows ``window_row.py`` does not take), right against
numpy at widths around the vector's (a row shorter than a vector, a partial last one, exactly
whole ones); printed with AVX-512's masked moves only (AVX2's were slower than gcc's loops),
the same numbers from gcc's loops on the AVX2 and SSE2 paths.
"""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.target import Target
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_CFLAGS
from tests.machine import cflags_param

# integers: a clipped 4-tap sum, doubled (no division: an integer division stays scalar)
ISUM = """
def isum(int32(N, W) I) -> (O) {
    S(n, w) +=! (w + k - 1 >= 0 && w + k - 1 < W) ? I(n, w + k - 1) : 0 where w in 0:W, k in 0:4
    O(n, w) = S(n, w) * 2
}
"""
# taps 10 columns apart: a tap's range ends vectors before the row does (its lanes there empty)
SPREAD = """
def spread(float(N, W) I) -> (O) {
    S(n, w) +=! (w + 10 * k < W) ? I(n, w + 10 * k) : 0.0 where w in 0:W, k in 0:5
    O(n, w) = S(n, w) * 2.0
}
"""
WIDTHS = (1, 2, 3, 7, 8, 15, 16, 17, 31, 40, 57)


def _spread_ref(x):
    w = x.shape[-1]
    pad = np.zeros(x.shape[:-1] + (w + 40,), dtype=np.float64)
    pad[..., :w] = x
    return 2 * sum(pad[..., 10 * k:10 * k + w] for k in range(5))
SSE2_CFLAGS = ("-O3", "-march=x86-64", "-fopenmp", "-fno-math-errno")


def _clipped_sums(x, taps, before):
    """Sums of ``taps`` elements along the last axis from ``before`` elements back, clipped to
    the row, and how many were in bounds."""
    w = x.shape[-1]
    pad = np.zeros(x.shape[:-1] + (w + taps,), dtype=np.float64)
    pad[..., before:before + w] = x
    sums = sum(pad[..., k:k + w] for k in range(taps))
    counts = sum(((np.arange(w) + k - before >= 0) & (np.arange(w) + k - before < w)).astype(int) for k in range(taps))
    return sums, counts


def _check(text, dtype, shape_of, ref, cflags, rtol):
    k = po.compile(text, options=po.Options(num_threads=1, **({"cflags": cflags} if cflags else {})))
    rng = np.random.default_rng(11)
    for w in WIDTHS:
        shape = shape_of(w)
        x = rng.integers(-1000, 1000, shape).astype(dtype) if dtype == np.int32 else \
            rng.standard_normal(shape).astype(dtype)
        got = k(x)
        want = ref(x)
        if dtype == np.int32:
            np.testing.assert_array_equal(got, want.astype(np.int32), err_msg=f"W={w}")
        else:
            np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol, err_msg=f"W={w}")
    return k


# (a float window read from an input makes its row whole by ``window_row`` instead: its own tests)
CASES = [(ISUM, np.int32, lambda w: (3, w), lambda x: _clipped_sums(x, 4, 1)[0] * 2, 0, {"N": 3}),
         (SPREAD, np.float32, lambda w: (2, w), _spread_ref, 1e-6, {"N": 2})]
IDS = ["isum", "spread"]


@pytest.mark.parametrize("cflags", [None, cflags_param(PINNED_CFLAGS, "avx512"),
                                    cflags_param(PINNED_AVX2_CFLAGS, "avx2"), cflags_param(SSE2_CFLAGS, "sse2")])
@pytest.mark.parametrize("text, dtype, shape_of, ref, rtol, sizes", CASES, ids=IDS)
def test_clipped_windows_summed_on_the_rows_grid_match_numpy(text, dtype, shape_of, ref, rtol, sizes, cflags):
    k = _check(text, dtype, shape_of, ref, cflags, rtol)
    source = k.specialize(W=57, **sizes).source
    wide = Target.for_options(k.options).vector_bytes >= 64
    assert ("on the row's vectors, masked at the ends, the taps of" in source) == wide, source
    assert "(window_row)" not in source


def test_a_pass_keeps_the_lanes_outside_its_range():
    """Each tap's pass writes only the lanes its range holds: the row's other lanes keep what the
    earlier taps added (a masked blend, not a store of the whole vector)."""
    k = po.compile(ISUM, options=po.Options(num_threads=1))
    x = np.zeros((2, 33), dtype=np.int32)
    x[0, 0] = x[0, 32] = 1
    want = np.zeros((2, 33), dtype=np.int32)
    want[0, :2] = want[0, 30:] = 2
    np.testing.assert_array_equal(k(x), want)
    assert "on the row's vectors" in k.specialize(N=2, W=33).source or Target.for_options(k.options).vector_bytes < 64


def test_a_whole_row_of_whole_vectors_stays_gccs_loop():
    """A loop over the whole of a row a whole number of vectors long gains nothing here."""
    text = """
    def norm(float(N, W) X) -> (O) {
        S(n, w) = X(n, w) * X(n, w)
        O(n, w) = S(n, w) + 1.0
    }
    """
    k = po.compile(text, options=po.Options(num_threads=1))
    assert "on the row's vectors" not in k.specialize(N=4, W=64).source


def test_a_loop_that_reads_one_element_of_a_row_is_no_pass():
    """A row read at one element along the loop (a gradient's broadcast of ``d_O_2(n, c)`` over
    ``h, w``) is a scalar there: the loop is no pass on that row's grid (whose 3 elements would
    have ended the loop's 24)."""
    src = """def g(double(N, C, H, W) I, double(N, C) d_O) -> (d_I) {
        d_O_2(n, c) = d_O(n, c) / (H * W)
        d_I(n, c, h, w) = d_O_2(n, c) where h in 0:H, w in 0:W
    }"""
    k = po.compile(src, options=po.Options(num_threads=1))
    d_o = np.random.default_rng(3).standard_normal((2, 3))
    got = k(np.zeros((2, 3, 4, 6)), d_o)
    np.testing.assert_array_equal(got, np.broadcast_to((d_o / 24)[:, :, None, None], (2, 3, 4, 6)))
    assert "on the row's vectors" not in k.specialize(N=2, C=3, H=4, W=6).source
