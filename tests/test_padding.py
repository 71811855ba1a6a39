"""Inputs read only where in bounds, through zero-padded copies (``poly/padding.py``): the same
numbers as numpy, at sizes that cross a register block and at 1."""

from __future__ import annotations

import numpy as np

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
