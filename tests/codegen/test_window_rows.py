"""Register blocks of window reductions taken apart along the window's column loop
(``polyopt/codegen/window_rows.py``): right against numpy at awkward widths (a row shorter than a
vector, a partial last vector, a window reaching into the next vector), the same numbers as the
plain register block for max and min (NaN, infinities), and where they are printed. At fixed
sizes a row of such a window is made whole first (``window_row``) where it can be: that is off
here (``_blocks_only``), as it is for the size-generic kernels these blocks serve.
"""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen import window_row, window_rows
from tests.conftest import PINNED_AVX2_CFLAGS
from tests.machine import needs_cpu_for

MAXPOOL = ("def mp(float(N, C, H, W) I) -> (O) "
           "{ O(n, c, h, w) max=! I(n, c, h + kh, w + kw) where kh in 0:3, kw in 0:3 }")
MINPOOL = "def mn(int32(H, W) I) -> (O) { O(h, w) min=! I(h + kh, w + kw) where kh in 0:2, kw in 0:4 }"
SUMPOOL = "def sp(double(H, W) I) -> (O) { O(h, w) +=! I(h + kh, w + kw) where kh in 0:3, kw in 0:3 }"
SHIFTED = ("def sh(float(H, W) I) -> (O) "
           "{ O(h, w) max=! I(2 * h + kh, w + kw + 1) where kh in 0:3, kw in 0:2, w in 0:W-2 }")
WIDE = "def wd(double(H, W) I) -> (O) { O(h, w) max=! I(h + kh, w + kw) where kh in 0:2, kw in 0:11 }"


@pytest.fixture(autouse=True)
def _blocks_only(monkeypatch, tmp_path):
    """``window_row`` off, and a compile cache of the test's own (a record is keyed by the kernel
    and its options, not by this switch)."""
    monkeypatch.setattr(window_row, "plan", lambda site, loop, rows: ())
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / "blocks"))


def _windows(x, kh, kw, sh=1, dw=0):
    """Every (kh, kw) window of the last two axes of ``x`` (stride ``sh`` down, ``dw`` columns
    in), stacked first."""
    h = (x.shape[-2] - kh) // sh + 1
    w = x.shape[-1] - kw + 1 - dw
    return np.stack([x[..., a:a + sh * (h - 1) + 1:sh, dw + b:dw + b + w] for a in range(kh) for b in range(kw)])


CASES = [(MAXPOOL, lambda x: _windows(x, 3, 3).max(axis=0), np.float32, lambda w: (2, 3, 6, w)),
         (MINPOOL, lambda x: _windows(x, 2, 4).min(axis=0), np.int32, lambda w: (5, w)),
         (SUMPOOL, lambda x: _windows(x, 3, 3).sum(axis=0), np.float64, lambda w: (6, w)),
         (SHIFTED, lambda x: _windows(x, 3, 2, sh=2, dw=1).max(axis=0), np.float32, lambda w: (9, w)),
         (WIDE, lambda x: _windows(x, 2, 11).max(axis=0), np.float64, lambda w: (4, w))]
WIDTHS = (5, 12, 13, 19, 20, 40, 131)


def _input(shape, dtype, rng):
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-1000, 1000, shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _check(text, ref, dtype, shape_of, cflags=None):
    k = po.compile(text, options=po.Options(num_threads=1, **({"cflags": cflags} if cflags else {})))
    rng = np.random.default_rng(5)
    for w in WIDTHS:
        x = _input(shape_of(w), dtype, rng)
        if x.shape[-1] < (11 if text is WIDE else 4):
            continue
        got, want = k(x), ref(x)
        if dtype == np.float64 and text is SUMPOOL:
            np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-13, err_msg=f"W={w}")
        else:
            np.testing.assert_array_equal(got, want.astype(dtype), err_msg=f"W={w}")
    return k


@pytest.mark.parametrize("text, ref, dtype, shape_of", CASES, ids=["maxpool", "minpool", "sumpool", "shifted", "wide"])
def test_window_reductions_match_numpy(text, ref, dtype, shape_of):
    k = _check(text, ref, dtype, shape_of)
    source = k.specialize(**dict(zip(("N", "C", "H", "W") if text is MAXPOOL else ("H", "W"), shape_of(40)))).source
    # (the wide window, 11 columns, reaches past a vector's next: printed as a plain register block)
    assert ("register block of a window taken apart" in source) == (text is not WIDE), source


@needs_cpu_for(PINNED_AVX2_CFLAGS)
@pytest.mark.parametrize("text, ref, dtype, shape_of", CASES[:4], ids=["maxpool", "minpool", "sumpool", "shifted"])
def test_window_reductions_match_numpy_on_avx2(text, ref, dtype, shape_of):
    """With 16 registers a row of 129 columns (33 double vectors, 17 of floats) is taken apart
    in chunks of as many columns as fit, and the rest."""
    k = _check(text, ref, dtype, shape_of, cflags=PINNED_AVX2_CFLAGS)
    source = k.specialize(**dict(zip(("N", "C", "H", "W") if text is MAXPOOL else ("H", "W"), shape_of(131)))).source
    assert "columns at a time" in source, source


def test_max_and_min_are_the_plain_register_blocks_numbers(tmp_path):
    """Taken apart, a max or min pool gives the plain register block's numbers: a NaN read is
    skipped, infinities and the identity hold."""
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 2, 9, 37)).astype(np.float32)
    x.flat[rng.choice(x.size, 60, replace=False)] = np.nan
    x.flat[rng.choice(x.size, 30, replace=False)] = np.inf
    x.flat[rng.choice(x.size, 30, replace=False)] = -np.inf
    x[0, 0, :, 5:12] = np.nan  # whole windows of NaN: the identity
    for text in (MAXPOOL, MAXPOOL.replace("max=!", "min=!")):
        apart = po.compile(text, options=po.Options(num_threads=1))
        assert "window taken apart" in apart.specialize(N=2, C=2, H=9, W=37).source
        with pytest.MonkeyPatch.context() as inner:  # (the fixture's patch stays)
            inner.setenv("POLYOPT_CACHE_DIR", str(tmp_path / text[4:6]))
            inner.setattr(window_rows, "window", lambda printer, block: None)
            plain = po.compile(text, options=po.Options(num_threads=1))
            assert "window taken apart" not in plain.specialize(N=2, C=2, H=9, W=37).source
        np.testing.assert_array_equal(apart(x), plain(x))


def test_a_window_that_adds_to_its_output_reads_all_of_it_first():
    """A block whose output holds values before the window adds to it (``O = B`` first) reads the
    whole row before it stores: the last vector, over lanes the one before also holds (a row of
    110 = 13 x 8 + 6), must add to the value before the window, not twice."""
    text = ("def f(double(H, W) I, double(H2, W2) B) -> (O) {\n"
            "  O(h, w) = B(h, w) where h in 0:H-2, w in 0:W-2\n"
            "  O(h, w) += I(h + kh, w + kw) where kh in 0:3, kw in 0:3\n}")
    k = po.compile(text, options=po.Options(num_threads=1))
    rng = np.random.default_rng(3)
    for w in (13, 37, 112):
        x, b = rng.standard_normal((9, w)), rng.standard_normal((7, w - 2))
        np.testing.assert_allclose(k(x, b), b + _windows(x, 3, 3).sum(axis=0), rtol=1e-13, atol=1e-13)
    source = k.specialize(H=9, W=112, H2=7, W2=110).source
    assert "register block of a window taken apart" in source, source
