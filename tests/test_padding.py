"""Inputs read only where in bounds, through zero-padded copies (``poly/padding.py``): the same
numbers as numpy, at sizes that cross a register block and at 1."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po

CAUSAL = """def causal(float(B, C, T) X, float(O, C, 3) Wt) -> (Y) {{
    Y(b, o, t) +=! (t - 2 * k >= {lo} ? X(b, c, t - 2 * k) : 0.0) * Wt(o, c, k) where t in 0:T
}}"""

SAME_STRIDE2 = """def s2(float(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {
    O(n, k, h, w) +=! ((2 * h + kh - 1 >= 0 && 2 * h + kh - 1 < H && 2 * w + kw - 1 >= 0 && 2 * w + kw - 1 < W)
                       ? I(n, c, 2 * h + kh - 1, 2 * w + kw - 1) : 0.0) * Wt(k, c, kh, kw)
                      where h in 0:(H + 1) / 2, w in 0:(W + 1) / 2
}"""


def _causal(x, wt, lo):
    """numpy: Y(b, o, t) = sum over c, k with t - 2k >= lo of X(b, c, t - 2k) Wt(o, c, k)."""
    y = np.zeros((x.shape[0], wt.shape[0], x.shape[2]), np.float64)
    for k in range(3):
        for t in range(max(lo + 2 * k, 0), x.shape[2]):
            y[:, :, t] += np.einsum("bc,oc->bo", x[:, :, t - 2 * k], wt[:, :, k])
    return y


def test_a_one_sided_border_is_padded_and_a_stricter_condition_is_not():
    """``t - 2k >= 0`` is exactly the read's lower bound: a copy with 4 zeros in front. ``t - 2k
    >= 1`` leaves out an element that is in bounds: the condition stays."""
    rng = np.random.default_rng(3)
    assert not any("po_pad" in n for n in po.compile(CAUSAL.format(lo=1)).scop.notes)
    k = po.compile(CAUSAL.format(lo=0))
    assert any("po_pad0" in n and "4+0" in n for n in k.scop.notes)
    for b, c, t, o in ((2, 3, 37, 5), (1, 1, 1, 1)):
        x = rng.standard_normal((b, c, t)).astype(np.float32)
        wt = rng.standard_normal((o, c, 3)).astype(np.float32)
        np.testing.assert_allclose(k(x, wt), _causal(x, wt, 0), rtol=1e-4, atol=1e-4)
    assert "t_po_pad0" in k.specialize(B=2, C=3, T=37, O=5).source


def test_a_padded_stride_two_convolution_matches_numpy():
    """The border after is 0 or 1 with the parity of the size: 1 zero, whatever the size."""
    k = po.compile(SAME_STRIDE2)
    rng = np.random.default_rng(4)
    for n, c, h, w, kk in ((1, 3, 9, 37, 7),):
        i = rng.standard_normal((n, c, h, w)).astype(np.float32)
        wt = rng.standard_normal((kk, c, 3, 3)).astype(np.float32)
        p = np.pad(i.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
        ho, wo = (h + 1) // 2, (w + 1) // 2
        want = np.zeros((n, kk, ho, wo))
        for kh in range(3):
            for kw in range(3):
                want += np.einsum("nchw,kc->nkhw", p[:, :, kh:kh + 2 * ho:2, kw:kw + 2 * wo:2], wt[:, :, kh, kw])
        np.testing.assert_allclose(k(i, wt), want, rtol=1e-4, atol=1e-4)
    assert any("1+1" in n and "split by phase" in n for n in k.scop.notes)
    assert "t_po_pad0" in k.specialize(N=1, C=3, H=9, W=37, K=7).source



def test_options_without_padding_build_their_own_model():
    """A kernel with other Options (a tuned candidate's, ``Kernel._with_options``) shares the
    model only where the options build the same one: without ``pad_inputs`` no padded copy."""
    k = po.compile(CAUSAL.format(lo=0))
    assert any("po_pad0" in n for n in k.scop.notes)
    plain = k._with_options(po.Options(pad_inputs=False))
    assert not any("po_pad" in n for n in plain.scop.notes)
    assert "po_pad0" not in plain.specialize(B=2, C=3, T=37, O=5).source
    same = k._with_options(po.Options(unroll=2))
    assert same.scop is k.scop


def _same_stride2(i, wt):
    """numpy: the 3 x 3 convolution of ``i`` padded by 1, stride 2 (output ceil(H / 2) x ceil(W / 2))."""
    p = np.pad(i.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    ho, wo = (i.shape[2] + 1) // 2, (i.shape[3] + 1) // 2
    want = np.zeros((i.shape[0], wt.shape[0], ho, wo))
    for kh in range(3):
        for kw in range(3):
            want += np.einsum("nchw,kc->nkhw", p[:, :, kh:kh + 2 * ho:2, kw:kw + 2 * wo:2], wt[:, :, kh, kw])
    return want


# the same convolution with its condition around the whole product, and as `where` conditions
GUARDED_PRODUCT = SAME_STRIDE2.replace("? I(n, c, 2 * h + kh - 1, 2 * w + kw - 1) : 0.0) * Wt(k, c, kh, kw)",
                                       "? I(n, c, 2 * h + kh - 1, 2 * w + kw - 1) * Wt(k, c, kh, kw) : 0.0)")
CLIPPED_WHERE = """def s2(float(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {
    O(n, k, h, w) +=! I(n, c, 2 * h + kh - 1, 2 * w + kw - 1) * Wt(k, c, kh, kw)
        where h in 0:(H + 1) / 2, w in 0:(W + 1) / 2, kh in 0:3, kw in 0:3,
              2 * h + kh >= 1, 2 * h + kh <= H, 2 * w + kw >= 1, 2 * w + kw <= W
}"""


def test_a_sum_guarded_around_the_product_or_by_where_reads_a_padded_copy():
    """``cond ? I * Wt : 0.0`` and ``I * Wt where <I in bounds>`` are read as ``(cond ? I : 0.0)
    * Wt``: the same copy, padded and split by phase, and numpy's numbers at awkward sizes (they
    ran the window's taps as passes with stride-2 gathers: 54 ms against torch's 4.5 at 8 x 64 x
    56 x 56, one Zen 4 thread)."""
    assert GUARDED_PRODUCT != SAME_STRIDE2
    rng = np.random.default_rng(5)
    for text in (GUARDED_PRODUCT, CLIPPED_WHERE):
        k = po.compile(text)
        assert any("po_pad0" in n and "1+1" in n and "split by phase" in n for n in k.scop.notes), k.scop.notes
        for n, c, h, w, kk in ((1, 3, 9, 37, 7), (2, 2, 1, 1, 3), (1, 1, 2, 6, 2)):
            i = rng.standard_normal((n, c, h, w)).astype(np.float32)
            wt = rng.standard_normal((kk, c, 3, 3)).astype(np.float32)
            np.testing.assert_allclose(k(i, wt), _same_stride2(i, wt), rtol=1e-4, atol=1e-4, err_msg=f"{h} x {w}")
        assert "t_po_pad0" in k.specialize(N=1, C=3, H=9, W=37, K=7).source


def test_where_conditions_that_are_not_the_reads_bounds_stay():
    """A stricter condition (``h + kh >= 2``: row 0 is in bounds but left out) is no border of
    zeros: nothing is padded. A condition over a variable the read does not use (``c <= k``)
    stays in the ``where`` clause while the bounds move to the read, which is padded."""
    stricter = CLIPPED_WHERE.replace("2 * h + kh >= 1", "2 * h + kh >= 2")
    k = po.compile(stricter)
    assert not any("po_pad" in n for n in k.scop.notes)
    rng = np.random.default_rng(6)
    i = rng.standard_normal((1, 3, 9, 11)).astype(np.float32)
    wt = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    want = _same_stride2(i, wt)
    only = wt.copy()
    only[:, :, :2] = 0  # (at h = 0 only tap kh = 2: row 0, in bounds, is left out with row -1)
    want[:, :, 0] = _same_stride2(i, only)[:, :, 0]
    np.testing.assert_allclose(k(i, wt), want, rtol=1e-4, atol=1e-4)
    lower = CLIPPED_WHERE.replace("kw <= W\n", "kw <= W, c <= k\n")
    assert lower != CLIPPED_WHERE
    k2 = po.compile(lower)
    assert any("po_pad0" in n for n in k2.scop.notes)
    masked = wt * (np.arange(3)[None, :, None, None] <= np.arange(4)[:, None, None, None])
    np.testing.assert_allclose(k2(i, wt), _same_stride2(i, masked), rtol=1e-4, atol=1e-4)


def test_padding_multiplies_a_weight_by_the_borders_zeros():
    """Padded, a weight that is not finite meets the border's zeros (NaN, as torch's padded
    convolution gives); ``Options(pad_inputs=False)`` keeps the kernel's own numbers (the tap
    left out)."""
    rng = np.random.default_rng(7)
    i = rng.standard_normal((1, 2, 5, 5)).astype(np.float32)
    wt = rng.standard_normal((1, 2, 3, 3)).astype(np.float32)
    wt[0, 0, 0, 0] = np.inf  # (tap (0, 0) reads row and column -1 at output (0, 0))
    padded = po.compile(CLIPPED_WHERE)(i, wt)
    exact = po.compile(CLIPPED_WHERE, options=po.Options(pad_inputs=False))(i, wt)
    assert np.isnan(padded[0, 0, 0, 0]) and np.isfinite(exact[0, 0, 0, 0])
    finite = wt.copy()
    finite[0, 0, 0, 0] = 0
    np.testing.assert_allclose(exact[..., 0, 0], _same_stride2(i, finite)[..., 0, 0], rtol=1e-4, atol=1e-4)


DEPTHWISE_SAME = """def dw(float(N, C, H, W) I, float(C, 3, 3) Wt) -> (O) {
    O(n, c, h, w) +=! I(n, c, h + kh - 1, w + kw - 1) * Wt(c, kh, kw)
        where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3, h + kh >= 1, h + kh <= H, w + kw >= 1, w + kw <= W
}"""


def test_a_depthwise_window_is_padded_and_an_average_pools_is_not():
    """A depthwise convolution reads each element once per tap, multiplied by a weight that moves
    with the window: padded, it runs as a valid one (8 x 64 x 56 x 56, one Zen 4 thread: 1.63 ->
    0.90 ms, torch 1.17). A window sum alone stays in its local rows (``window_row``)."""
    k = po.compile(DEPTHWISE_SAME)
    assert any("po_pad0" in n and "1+1" in n for n in k.scop.notes), k.scop.notes
    rng = np.random.default_rng(8)
    for n, c, h, w in ((2, 3, 7, 37), (1, 1, 1, 1), (1, 2, 2, 17)):
        i = rng.standard_normal((n, c, h, w)).astype(np.float32)
        wt = rng.standard_normal((c, 3, 3)).astype(np.float32)
        p = np.pad(i.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
        want = sum(p[:, :, kh:kh + h, kw:kw + w] * wt[None, :, kh, kw, None, None]
                   for kh in range(3) for kw in range(3))
        np.testing.assert_allclose(k(i, wt), want, rtol=1e-4, atol=1e-4, err_msg=f"{h} x {w}")
    pool = DEPTHWISE_SAME.replace(" * Wt(c, kh, kw)", " * 2.0")
    assert not any("po_pad" in n for n in po.compile(pool).scop.notes)


def test_a_strided_read_under_a_condition_on_its_index_is_not_split_by_phase():
    """A stride-3 read dilated by 2 under a condition that is not its bounds (``3w + 2kw >= 1``
    leaves out column 0): read split by phase, its taps kw = 1, 2 were lost (found by a helper's
    sweep). It is read as written."""
    src = """def conv(float(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {
    O(n, k, h, w) +=! 3 * w + 2 * kw >= 1 && 3 * w + 2 * kw < W ? Wt(k, c, kh, kw) * I(n, c, h + kh, 3 * w + 2 * kw)
        : 0.0 where h in 0:H - 2, w in 0:(W - 1) / 3 + 1
}"""
    k = po.compile(src)
    assert not any("split by phase" in n for n in k.scop.notes), k.scop.notes
    rng = np.random.default_rng(9)
    for hw in (16, 17, 5):
        i = rng.standard_normal((1, 2, hw, hw)).astype(np.float32)
        wt = rng.standard_normal((3, 2, 3, 3)).astype(np.float32)
        wo = (hw - 1) // 3 + 1
        want = np.zeros((1, 3, hw - 2, wo))
        for w in range(wo):
            for kh in range(3):
                for kw in range(3):
                    if 1 <= 3 * w + 2 * kw < hw:
                        want[:, :, :, w] += np.einsum("nch,kc->nkh", i[:, :, kh:kh + hw - 2, 3 * w + 2 * kw],
                                                      wt[:, :, kh, kw])
        np.testing.assert_allclose(k(i, wt), want, rtol=1e-4, atol=1e-4, err_msg=str(hw))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("pad", [True, False], ids=["padded", "as-written"])
def test_an_outer_ternary_with_the_window_as_sizes_compiles_in_seconds(pad):
    """A ternary around a stride-3, dilation-2 product with its window as sizes (``KH``, ``KW``)
    and bounds looser than the read's: the widened ranges of its guarded read had 729 pieces,
    each a condition on the sizes, and took isl minutes (more than 5 with padding; found by a
    helper's sweep). Past ``MAX_RELAXED_PIECES`` the read bounds its variables as if unguarded
    (its guard holds wherever it is in bounds: the same sums)."""
    src = """def conv(float(N, C, H, W) I, float(K, C, KH, KW) Wt) -> (O) {
    O(n, k, h, w) +=! 3 * h + 2 * kh >= -2 && 3 * h + 2 * kh < H + 3 && w + 2 * kw >= -2 && w + 2 * kw < W + 3
        ? Wt(k, c, kh, kw) * I(n, c, 3 * h + 2 * kh, w + 2 * kw) : 0.0 where h in 0:(H - 9) / 3 + 1, w in 0:W - 8
}"""
    k = po.compile(src, options=po.Options(pad_inputs=pad))
    rng = np.random.default_rng(4)
    for n, c, kk, h, w, kh, kw in ((1, 4, 1, 31, 17, 5, 5), (2, 3, 2, 12, 9, 2, 3)):
        i, wt = rng.standard_normal((n, c, h, w)), rng.standard_normal((kk, c, kh, kw))
        want = np.zeros((n, kk, (h - 9) // 3 + 1, w - 8))
        for y in range(want.shape[2]):
            for x in range(want.shape[3]):
                for a in range(kh):
                    for b in range(kw):
                        if 3 * y + 2 * a < h and x + 2 * b < w:
                            want[:, :, y, x] += i[:, :, 3 * y + 2 * a, x + 2 * b] @ wt[:, :, a, b].T
        np.testing.assert_allclose(k(i.astype(np.float32), wt.astype(np.float32)), want, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("stride", [2, 3])
def test_a_strided_window_wider_than_its_input_has_no_output(stride):
    """A valid strided window ``I(s * w + kw)`` has ``(W - KW) / s + 1`` outputs, none where the
    window is wider than the input. The copy split by phase had fewer phases than ``s`` at ``W <
    s``, and its read bounded ``kw`` to the phases there: at W = 1, KW = 2 an output of one element,
    ``I(0) * Wt(0)`` (found by a helper's sweep)."""
    src = f"def s(float(W) I, float(KW) Wt) -> (O) {{ O(w) +=! I({stride} * w + kw) * Wt(kw) }}"
    rng = np.random.default_rng(2)
    for pad in (True, False):
        k = po.compile(src, options=po.Options(pad_inputs=pad))
        for w in range(1, 8):
            for kw in range(1, 5):
                i, wt = rng.standard_normal(w).astype(np.float32), rng.standard_normal(kw).astype(np.float32)
                n = max(0, (w - kw) // stride + 1)
                want = np.array([i[stride * o:stride * o + kw] @ wt for o in range(n)], np.float32)
                np.testing.assert_allclose(k(i, wt), want.reshape(n), rtol=1e-5, atol=1e-6, err_msg=f"{pad} {w} {kw}")


@pytest.mark.parametrize("dtype", ["int32", "int8"])
def test_a_padded_convolution_of_an_integer_input(dtype):
    """The convolution that makes its padded copy itself read an int32 input through a float
    pointer: NaN and denormals, the ints' bits (a helper's mutation of conv2d_same)."""
    src = (f"def c({dtype}(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {{ O(n, k, h, w) +=! ((h + kh - 1 >= 0 && "
           "h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W) ? I(n, c, h + kh - 1, w + kw - 1) : 0.0) * "
           "Wt(k, c, kh, kw) where h in 0:H, w in 0:W }")
    rng = np.random.default_rng(4)
    i = rng.integers(-50, 50, (2, 16, 9, 20)).astype(dtype)
    wt = rng.random((32, 16, 3, 3)).astype(np.float32)
    want = po.compile(src, options=po.Options(pad_inputs=False))(i, wt)
    np.testing.assert_allclose(po.compile(src)(i, wt), want, rtol=1e-4, atol=1e-3)


def test_a_stepped_sum_keeps_its_where_condition():
    """A sum of a step that reads what a later statement writes at earlier steps, bounded by a
    ``where`` condition (trisolv with ``i + k >= N``): the condition once moved into a ternary
    around the input's read, so the product read ``x`` at steps not written yet, a ``BoundsError``
    of the steps' check (the kernel compiled with ``pad_inputs=False``)."""
    src = """def t(double(N, N) L, double(N) b, double(N) w) -> (x) {
        s(i) +=! w(i) * L(i, N - 1 - k) * x(N - 1 - k) where i in 0:N, k in 0:N, i + k >= N
        x(i) = (b(i) - s(i)) / L(i, i) where i in 0:N
    }"""
    k = po.compile(src)
    rng = np.random.default_rng(7)
    for n in (1, 2, 7):
        low = np.tril(rng.uniform(0, 1, (n, n))) + n * np.eye(n)
        b, w = rng.uniform(0, 1, n), rng.uniform(0.5, 1.5, n)
        x = np.zeros(n)
        for i in range(n):
            x[i] = (b[i] - w[i] * low[i, :i] @ x[:i]) / low[i, i]
        np.testing.assert_allclose(k(low, b, w), x, rtol=1e-12)
