"""Tensor Comprehensions' typed outputs (``-> (float(M, N) C)``) and ``where x = expr`` bindings."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po


def test_where_bindings_are_substituted():
    k = po.compile("""def f(float(M, N) A) -> (O, S) {
        O(m, n) = y * y + z where y = A(m, n) + 1, z = 2 * y
        S(m) +=! d * d where d = O(m, n) - A(m, n), n in 0:N
    }""")
    a = np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)
    o, s = k(a)
    np.testing.assert_allclose(o, (a + 1) ** 2 + 2 * (a + 1), rtol=1e-6)
    np.testing.assert_allclose(s, ((o - a) ** 2).sum(1), rtol=1e-5)


@pytest.mark.parametrize("text, match", [
    ("O(i) = y where y += A(i)", r"'where' binding is 'NAME = expression'"),
    ("O(i) = y where y = A(i), y = 2", r"'y' is bound twice"),
    ("O(i) = A(i) where i = 2", r"'i' is an index of the left-hand side"),
])
def test_bad_where_bindings(text, match):
    with pytest.raises(po.ParseError, match=match) as e:
        po.compile(f"def f(float(N) A) -> (O) {{ {text} }}")
    assert e.value.line == 1 and e.value.column is not None


@pytest.mark.parametrize("dynamic", [False, True])
def test_typed_outputs_set_the_type_and_check_the_shape(dynamic):
    k = po.compile("""def f(float(M, N) A, int32(M) I) -> (double(M, N) O, P, float(M) Q) {
        O(m, n) = A(m, n) * 2
        P(m) = I(m) + 1
        Q(m) = I(m)
    }""", dynamic=dynamic)
    a, i = np.ones((2, 3), np.float32), np.arange(2, dtype=np.int32)
    o, p, q = k(a, i)
    assert (o.dtype, p.dtype, q.dtype) == (np.float64, np.int32, np.float32)
    np.testing.assert_array_equal(o, 2 * a)
    np.testing.assert_array_equal(q, i)
    square = po.compile("def f(float(M, N) A) -> (float(M, M) O) { O(m, n) = A(m, n) }", dynamic=dynamic)
    with pytest.raises(po.ShapeError, match=r"declared float32\(M, M\) O .* shape \(2, 3\)"):
        square(a)
    np.testing.assert_array_equal(square(np.eye(3, dtype=np.float32)), np.eye(3))


@pytest.mark.parametrize("dynamic", [False, True])
def test_a_declared_shape_holds_elements_no_statement_writes(dynamic):
    """``-> (float(N) B)`` with ``B(i) = ... where i in 1:N-1`` (a stencil's interior, as
    PolyBench writes it) was a ShapeError: its statements gave it N - 1 elements. The declared
    shape is the output's; the border is 0 in a new array and untouched in ``out=``, and a later
    statement reads B over all of it."""
    k = po.compile("""def f(float(N) A) -> (float(N) B, C) {
        B(i) = A(i - 1) + A(i + 1) where i in 1:N-1
        C(i) = B(i) * 2
    }""", dynamic=dynamic)
    a = np.arange(6, dtype=np.float32)
    want = np.array([0, 2, 4, 6, 8, 0], np.float32)
    b, c = k(a)
    np.testing.assert_array_equal(b, want)
    np.testing.assert_array_equal(c, 2 * want)
    b, c = np.full(6, 7, np.float32), np.zeros(6, np.float32)
    k(a, out=(b, c))
    np.testing.assert_array_equal(b, [7, 2, 4, 6, 8, 7])
    wide = po.compile("def f(float(N) A, float(M) Z) -> (float(M) B) { B(i) = A(i) }", dynamic=dynamic)
    np.testing.assert_array_equal(wide(np.ones(3, np.float32), np.ones(5, np.float32)), [1, 1, 1, 0, 0])
    with pytest.raises(po.ShapeError, match=r"declared float32\(M\) B .* shape \(5,\)"):
        wide(np.ones(5, np.float32), np.ones(3, np.float32))


@pytest.mark.parametrize("text, error, match", [
    ("-> (int32(M, N) O) { O(m, n) = A(m, n) }", po.SemanticError, r"declared int32 .* computes float32"),
    # one dimension fewer: an output stored in place along a step (issue 28), which m is not
    ("-> (float(M) O) { O(m, n) = A(m, n) }", po.SemanticError, r"one dimension fewer than written.*no step"),
    ("-> (float(K) O) { O(m) = A(m, 0) }", po.SemanticError, r"size 'K', which no input"),
])
def test_bad_typed_outputs(text, error, match):
    with pytest.raises(error, match=match):
        po.compile(f"def f(float(M, N) A) {text}")


def test_typed_output_accepts_comparisons_and_int_literals():
    k = po.compile("def f(float(N) A) -> (bool(N) O, int8(N) P) { O(i) = A(i) > 0\nP(i) = 3 + int8(O(i)) }")
    o, p = k(np.array([-1, 2], np.float32))
    assert o.dtype == bool and p.dtype == np.int8
    np.testing.assert_array_equal(p, [3, 4])


def test_equivalent_clause_is_accepted_and_ignored():
    k = po.compile("""def mm(float(M, K) A, float(K, N) B) -> (C) {
        C(i, j) +=! A(i, k) * B(k, j) <=> matmul(A, B) where k in 0:K
        D(i) = C(i, 0) <= 2.5 ? 1 : 0
    }""")
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_allclose(k(a, a.T), a @ a.T)
