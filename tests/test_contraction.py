"""Temporaries that live in one iteration of a loop become a local row (array
contraction, ``codegen/c.py: contract``): softmax's ``e(n, d)`` never goes to memory."""

from __future__ import annotations

import re

import numpy as np

import polyopt as po
from tests.test_reductions import SOFTMAX


def _softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def test_softmax_row_is_local_and_right():
    k = po.compile(SOFTMAX)
    x = np.random.default_rng(0).standard_normal((37, 211)).astype(np.float32)
    np.testing.assert_allclose(k(x), _softmax(x.astype(np.float64)), rtol=1e-5)
    assert "// row c0 of e" in k.source and not re.search(r"\bt_e\[", k.source.split("int po_err")[1])


def test_dynamic_sizes_keep_the_temporary():
    k = po.compile(SOFTMAX, dynamic=True)
    x = np.random.default_rng(1).standard_normal((5, 9)).astype(np.float32)
    np.testing.assert_allclose(k(x), _softmax(x.astype(np.float64)), rtol=1e-5)
    assert "po_row" not in k.source


def test_rows_too_large_for_the_stack_stay_in_memory():
    k = po.compile(SOFTMAX)
    x = np.random.default_rng(2).standard_normal((3, 20000)).astype(np.float32)
    np.testing.assert_allclose(k(x), _softmax(x.astype(np.float64)), rtol=1e-5)
    assert "po_row" not in k.source


def test_temporary_read_across_rows_is_not_contracted():
    """``t(i+1, j)`` is read in iteration i: the row is not private to one iteration."""
    k = po.compile("def f(float(N, M) X) -> (Y) { t(i, j) = X(i, j) * 2.0\n"
                   " Y(i, j) = t(i, j) + t(i + 1, j) where i in 0:N-1 }")
    x = np.random.default_rng(3).random((40, 33)).astype(np.float32)
    np.testing.assert_allclose(k(x), 2 * x[:-1] + 2 * x[1:], rtol=1e-6)
    assert "po_row" not in k.source


AVGPOOL = """def avgpool(float(N, C, H, W) I) -> (O) {
    S(n, c, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W) ?
        I(n, c, h + kh - 1, w + kw - 1) : 0.0 where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3
    O(n, c, h, w) = S(n, c, h, w) / 9.0
}"""


def test_row_of_an_inner_loop():
    """The window sums ``S(n, c, h, w)`` live in one iteration of the loop over h inside those over
    n and c: one row of W per h, though the first and last h (``if (c2 == 0)``) print h as a number."""
    k = po.compile(AVGPOOL)
    x = np.random.default_rng(4).random((2, 3, 29, 70)).astype(np.float32)
    pad = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    want = sum(pad[:, :, a:a + 29, b:b + 70] for a in range(3) for b in range(3)) / 9
    np.testing.assert_allclose(k(x), want, rtol=1e-5)
    body = k.source.split("int po_err")[1]
    # (70 rounded up to whole vectors, aligned to one: ``row_passes`` moves it a vector at a time)
    aligned = r"( __attribute__\(\(aligned\(\d+\)\)\))?"
    assert re.search(rf"float po_row0_t_S\[(70|72|80)\]{aligned};  // row c\d of S", body), body
    assert not re.search(r"\bt_S\[", body)


def test_row_stays_at_the_loop_whose_iterations_own_it():
    """``t(i, j, k)`` is read at ``M - 1 - j`` in the loop over j: the row is one i's plane, not one
    j's row."""
    k = po.compile("def f(float(N, M, K) X) -> (Y) { t(i, j, k) = X(i, j, k) * 2.0\n"
                   " Y(i, j, k) = t(i, M - 1 - j, k) }")
    x = np.random.default_rng(5).random((6, 33, 20)).astype(np.float32)
    np.testing.assert_allclose(k(x), 2 * x[:, ::-1], rtol=1e-6)
    assert re.search(r"po_row0_t_t\[33\]\[20\];  // row c0 of t", k.source), k.source
