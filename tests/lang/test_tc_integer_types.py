"""Tensor Comprehensions' integer types (issue 29, item 5): an integer literal, index variable or
size is int32, so an integer expression nothing else types gives an int32 tensor; comparisons give
bool. Typed operands keep numpy's weak-literal rules (``int8 + 1`` stays int8: a documented
difference from TC, where it is int32)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po

ARGMIN = """
def min_2d(float(D, NBYD) S) -> (V) {
    V(d) min=! S(d, r_nbyd)
}
def min_1d(float(D) V) -> (v) {
    v min=! V(r_d)
}
def argmin_2d(float(D, NBYD) S, float v) -> (MinIdx) {
    MinIdx(d) min=! (S(d, r_nbyd) == v) ? d * NBYD + r_nbyd : NBYD * D
}
def argmin_1d(float(N) S, int32(D) MinIdx) -> (min_idx) {
    min_idx min=! (MinIdx(r_d) < N) ? MinIdx(r_d) : N
}
"""


@pytest.mark.parametrize(("d", "nbyd"), [(1, 1), (4, 10), (37, 61)])
def test_argmin_chain(d, nbyd):
    """TC's split argmin: argmin_2d's int32 output is argmin_1d's ``int32(D) MinIdx`` (a
    ``ShapeError`` when it was int64)."""
    rng = np.random.default_rng(d)
    S = rng.permutation(d * nbyd).astype(np.float32).reshape(d, nbyd)
    V = po.compile(ARGMIN, "min_2d")(S)
    v = po.compile(ARGMIN, "min_1d")(V)
    idx = po.compile(ARGMIN, "argmin_2d")(S, float(v))
    assert idx.dtype == np.int32
    want = np.where((S == v).any(1), S.argmin(1) + np.arange(d) * nbyd, d * nbyd)
    np.testing.assert_array_equal(idx, np.where(S.min(1) == v, want, d * nbyd))
    got = po.compile(ARGMIN, "argmin_1d")(S.ravel(), idx)
    assert got.dtype == np.int32 and int(got) == S.argmin()


@pytest.mark.parametrize(("stmt", "dtype", "value"), [
    ("O(i, j) = 3 where i in 0:N, j in 0:2", np.int32, 3),
    ("O(i) = 4 where exists X(i)", np.int32, 4),
    ("O(i) = i * N + 1 where exists X(i)", np.int32, None),
    ("O(i) = 3000000000 where exists X(i)", np.int64, 3000000000),
    ("O(i) = X(i) > 0.5", np.bool_, None),
    ("O(i) = !(X(i) > 0.5) && i >= 1", np.bool_, None),
    ("O(i) = (X(i) > 0.5) + 1", np.int32, None),
    ("O(i) = (X(i) > 0.5) * 2.5", np.float32, None),
    ("O(i) +=! X(i, j) > 0.5 ? 1 : 0 where exists X(i, j)", np.int32, None),
])
def test_types_of_untyped_integers(stmt, dtype, value):
    params = "float(N, M) X" if "X(i, j)" in stmt else "float(N) X"
    k = po.compile(f"def f({params}) -> (O) {{ {stmt} }}")
    X = np.random.default_rng(0).random((7, 5) if "X(i, j)" in stmt else 7).astype(np.float32)
    O = k(X)
    assert O.dtype == dtype
    i = np.arange(7)
    if "X(i, j) > 0.5 ?" in stmt:
        want = (X > 0.5).sum(1)
    else:
        want = {
            "O(i) = i * N + 1 where exists X(i)": i * 7 + 1,
            "O(i) = X(i) > 0.5": X > 0.5,
            "O(i) = !(X(i) > 0.5) && i >= 1": ~(X > 0.5) & (i >= 1),
            "O(i) = (X(i) > 0.5) + 1": (X > 0.5) + 1,
            "O(i) = (X(i) > 0.5) * 2.5": (X > 0.5) * 2.5,
        }.get(stmt)
    np.testing.assert_array_equal(O, np.full(O.shape, value) if value is not None else want)


def test_typed_operands_keep_numpy_weak_literals():
    """Where TC would widen to int32, polyopt keeps the operand's type (numpy's rule)."""
    k = po.compile("def f(int8(N) A, uint8(N) B) -> (P, Q, R) { P(i) = A(i) + 1\n Q(i) = B(i) + 255\n"
                   " R(i) = int32(B(i)) + 255 }")
    A, B = np.array([127, -3], np.int8), np.array([1, 200], np.uint8)
    P, Q, R = k(A, B)
    assert (P.dtype, Q.dtype, R.dtype) == (np.int8, np.uint8, np.int32)
    np.testing.assert_array_equal(P, (A + np.int8(1)))  # wraps: 127 + 1 = -128
    np.testing.assert_array_equal(Q, B + np.uint8(255))
    np.testing.assert_array_equal(R, B.astype(np.int32) + 255)
