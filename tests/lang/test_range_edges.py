"""Range inference at the edges (issue 29): a read under a ternary bounds its variables only
where the ternary takes it, a reduction empty at the edge of a triangle still initializes its
elements, and an output index below 0 is an error naming the statement and the range."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po

LU_PART = """def f(double(N, N) A) -> (O) {
    Lt(k, i) = A(i, k) where k in 0:N, i in k+1:N
    O(i, j) = j >= i ? A(i, j) : Lt(j, i)
}"""


@pytest.mark.parametrize("n", [1, 2, 5, 40])
def test_guarded_read_does_not_shorten_the_range(n):
    """``Lt(j, i)`` is read only where ``j < i <= N - 1``: inside ``Lt``'s N - 1 rows, so ``j``
    keeps all N values (it had N - 1: O was 5 x 4 for N = 5)."""
    A = np.random.default_rng(n).random((n, n))
    O = po.compile(LU_PART)(A)
    assert O.shape == (n, n)
    np.testing.assert_array_equal(O, A)


def test_guarded_reads_still_bound_where_taken():
    """Both branches bound ``i``: the result is as large as both allow where they are taken."""
    k = po.compile("def f(float(N) X, float(M) Y) -> (O) { O(i) = i < 3 ? X(i) : Y(i - 3) }")
    X, Y = np.arange(5, dtype=np.float32), 10 + np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(k(X, Y), [0, 1, 2, 10, 11, 12, 13])


def test_guarded_read_outside_where_taken_is_an_error():
    with pytest.raises(po.BoundsError, match=r"X\(\(i \+ 1\)\)"):
        po.compile("def f(float(N) X, float(N) Y) -> (O) { O(i) = i >= 0 ? X(i + 1) : 0.0 where i in 0:N }")


@pytest.mark.parametrize("n", [1, 2, 5, 13])
def test_empty_reduction_at_a_triangle_edge_keeps_the_identity(n):
    """nussinov's shape: at ``d = 1`` the reduction over ``c in 1:d`` is empty, yet ``U(1, i)``
    for ``i in 0:N-1`` exists and holds 0 (U was 5 x 3 for N = 5, not 5 x 4)."""
    k = po.compile("def f(double(N) A) -> (U, P) {\n"
                   "    U(d, i) +=! A(c) where d in 1:N, i in 0:N-d, c in 1:d\n"
                   "    P(d, i) *=! A(c) + 2 where d in 1:N, i in 0:N-d, c in 1:d\n}")
    A = np.arange(1.0, n + 1)
    U, P = k(A)
    shape = (n, n - 1)  # (at N = 1 nothing is written: d in 1:N still gives U its N rows)
    want_u, want_p = np.zeros(shape), np.zeros(shape)
    for d in range(1, n):
        for i in range(n - d):
            want_u[d, i] = A[1:d].sum()
            want_p[d, i] = np.prod(A[1:d] + 2)
    assert U.shape == want_u.shape
    np.testing.assert_array_equal(U, want_u)
    np.testing.assert_array_equal(P, want_p)


@pytest.mark.parametrize(("text", "index", "lo", "hi"), [
    ("def f(float(N) I) -> (O) { O(i) = I(i + 5) }", "i", "-5", "N - 6"),
    ("def f(float(N, K) X) -> (O) { O(n, k) = X(n, k) where k in -2:K }", "k", "-2", "K - 1"),
])
def test_output_index_below_zero_is_a_compile_error(text, index, lo, hi):
    """TC infers ``i in -5 .. N - 6`` for ``O(i) = I(i + 5)``; polyopt's tensors start at 0, so the
    statement is refused with its range (it returned the non-negative part before)."""
    with pytest.raises(po.BoundsError) as e:
        po.compile(text)
    msg = str(e.value)
    assert f"from {index} = {lo} on ({index} ranges over {lo} .. {hi})" in msg and "start at 0" in msg


def test_output_index_below_zero_at_some_sizes_fails_the_call():
    """``A(i) = B(10 - i)`` (TC's inference docs): ``i`` ranges over ``11 - I .. 10``, negative
    from I = 12 on. Smaller inputs run; larger ones raise ``BoundsError`` before any code runs."""
    k = po.compile("def reverted(float(I) B) -> (A) { A(i) = B(10 - i) }")
    B = np.arange(11, dtype=np.float32)
    A = k(B)
    np.testing.assert_array_equal(A, B[::-1])
    with pytest.raises(po.BoundsError, match=r"writes 'A' from i = -I \+ 11 on"):
        k(np.arange(12, dtype=np.float32))


def test_conv_weight_gradient_refused_where_its_range_is_negative():
    """The weight gradient of TC's inference test (``d_W1(m, c, kh, kw) +=! d_O(n, m, h - kh, w - kw)
    * I(n, c, h, w)``) infers ``kh`` in ``H - OH .. 0``: negative where ``OH > H``."""
    text = """def conv_grad(float(N,C,H,W) I, float(M,C,KH,KW) W1, float(N,M,OH,OW) d_O) -> (d_W1) {
        d_W1(m, c, kh, kw) +=! d_O(n, m, h - kh, w - kw) * I(n, c, h, w)
    }"""
    k = po.compile(text)
    rng = np.random.default_rng(0)
    I, W1 = rng.random((2, 3, 5, 5), np.float32), rng.random((4, 3, 2, 2), np.float32)
    with pytest.raises(po.BoundsError, match="kh ranges over"):
        k(I, W1, rng.random((2, 4, 6, 6), np.float32))
    d_O = rng.random((2, 4, 5, 5), np.float32)  # OH = H: kh in 0:1
    np.testing.assert_allclose(k(I, W1, d_O)[:, :, 0, 0], np.einsum("nmhw,nchw->mc", d_O, I), rtol=1e-5)


@pytest.mark.parametrize("rhs", ["X(i)", "(i == 0 ? X(i) : 2.0 * X(i))"], ids=["plain", "ternary"])
@pytest.mark.parametrize("dynamic", [False, True], ids=["specialized", "size-generic"])
def test_an_affine_ternary_keeps_an_indexs_own_range_where_another_range_is_empty(rhs, dynamic):
    """``O(i, p) = (i == 0 ? X(i) : 2.0 * X(i)) + float(p) where p in 1:K`` at K = 1: the ternary's
    reads bounded ``i`` only where some instance exists, none at K = 1, so O was 0 x 1 (3 x 1
    without the ternary) and ``R(i) = X(i) + O(i, 0)`` lost every element (a helper's fuzzer)."""
    k = po.compile(f"def f(float(N) X, float(K) Y) -> (O, R) {{\n    O(i, p) = {rhs} + float(p) where p in 1:K\n"
                   "    R(i) = X(i) + O(i, 0)\n}", dynamic=dynamic)
    o, r = k(np.ones(3, np.float32), np.ones(1, np.float32))
    assert o.shape == (3, 1)
    np.testing.assert_array_equal(r, [1.0, 1.0, 1.0])
    o, r = k(np.ones(3, np.float32), np.ones(3, np.float32))
    np.testing.assert_array_equal(o[:, 1:], [[2.0, 3.0], [3.0, 4.0], [3.0, 4.0]] if "?" in rhs else
                                  [[2.0, 3.0]] * 3)
