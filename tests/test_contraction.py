"""Temporaries that live in one iteration of the outermost loop become a local row (array
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
