"""Transposing bands get a second level of tiles, a cache line each way, inside the cache tiles."""

from __future__ import annotations

import re

import numpy as np
import pytest

import polyopt as po


@pytest.mark.parametrize("dtype,line", [("float", 16), ("double", 8)])
def test_transpose_has_line_tiles_and_is_right(dtype, line):
    k = po.compile(f"def t({dtype}(M, N) A) -> (T) {{ T(j, i) = A(i, j) }}")
    a = np.random.default_rng(0).random((300, 517)).astype(np.float32 if dtype == "float" else np.float64)
    np.testing.assert_array_equal(k(a), a.T)
    assert re.search(rf"c\d+ \+= {line}\)", k.source)


def test_only_the_line_members_are_tiled_twice():
    k = po.compile("def p(float(N, C, H, W) X) -> (Y) { Y(n, h, w, c) = X(n, c, h, w) }")
    x = np.random.default_rng(1).random((3, 37, 5, 41)).astype(np.float32)
    np.testing.assert_array_equal(k(x), x.transpose(0, 2, 3, 1))
    assert len(re.findall(r"\+= 16\)", k.source)) >= 2


def test_copies_along_rows_are_not_tiled_twice():
    k = po.compile("def c(float(M, N) A) -> (B) { B(i, j) = A(i, j) + 1 }")
    a = np.ones((300, 300), np.float32)
    np.testing.assert_array_equal(k(a), a + 1)
    assert "+= 16)" not in k.source
