"""``where exists A(...)`` (Tensor Comprehensions): the statement runs only where the access is in
bounds, and the access bounds range inference like a read, but nothing is read."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import SemanticError
from polyopt.lang.parser import parse


@pytest.mark.parametrize("n", [1, 7])
def test_constant_fill_takes_its_range_from_exists(n):
    k = po.compile("def fill(float(N) A, float c) -> (B) { B(i) = c where exists A(i) }")
    np.testing.assert_array_equal(k(np.full(n, np.nan, np.float32), 2.5), np.full(n, 2.5, np.float32))


def test_exists_restricts_an_explicit_range():
    k = po.compile("def f(float(N, M) A) -> (B) { B(i, j) = A(i, j) + 1 where exists A(i + 1, j + 1) }")
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.testing.assert_array_equal(k(a), a[:2, :3] + 1)


def test_exists_with_a_reduction():
    k = po.compile("def f(float(N) A) -> (B) { B(i) +=! A(i + j) where exists A(i + j + 1), j in 0:2 }")
    a = np.arange(6, dtype=np.float32)
    np.testing.assert_array_equal(k(a), a[:4] + a[1:5])
    text = str(parse("def f(float(N) A) -> (B) { B(i) +=! A(i + j) where exists A(i + j + 1) }").defs[0].body[0])
    assert text.endswith("where exists A(((i + j) + 1))"), text


@pytest.mark.parametrize("src, pattern", [
    ("def f(float(N) A) -> (B) { B(i) = 1.0 where exists B(i) }", "writes first"),
    ("def f(float(N) A) -> (B) { B(i) = 1.0 where exists Q(i) }", "unknown tensor 'Q'"),
    ("def f(float(N) A) -> (B) { B(i) = 1.0 where exists A(i, i) }", "rank 1"),
])
def test_bad_exists(src, pattern):
    with pytest.raises(SemanticError, match=pattern):
        po.compile(src)
