"""Indices that are not affine (``kc % c``, ``i / S``, ``i * j``) are computed and checked at run
time, as gathers are (issue 29, item 6); ``/`` and ``%`` by a literal stay affine, modelled only
where their left operand is not negative (C truncates where isl floors)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po

LOCAL_SPARSE_CONV = """def local_sparse_convolution(float(N, C, H, W) I, float(O, KC, KH, KW) W1) -> (O1) {
    O1(n, o, h, w) +=! I(n, kc % c, h + kh, w + kw) * W1(o, kc, kh, kw) where c in 1:C
}"""


@pytest.mark.parametrize("sizes", [(2, 3, 6, 7, 4, 5, 2, 3), (1, 4, 9, 9, 3, 3, 3, 3), (1, 1, 3, 3, 1, 1, 1, 1)])
def test_local_sparse_convolution(sizes):
    """TC's one valid def that polyopt refused (``index (kc % c) of 'I' is not affine``)."""
    n, c, h, w, o, kc, kh, kw = sizes
    rng = np.random.default_rng(sum(sizes))
    I, W1 = rng.random((n, c, h, w), np.float32), rng.random((o, kc, kh, kw), np.float32)
    oh, ow = h - kh + 1, w - kw + 1
    want = np.zeros((n, o, oh, ow))
    for cc in range(1, c):
        for k in range(kc):
            for y in range(kh):
                for x in range(kw):
                    want += np.einsum("nhw,o->nohw", I[:, k % cc, y:y + oh, x:x + ow], W1[:, k, y, x])
    got = po.compile(LOCAL_SPARSE_CONV)(I, W1)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_division_by_a_size_and_a_product_of_indices():
    k = po.compile("""def f(float(N) X, float(S) Z, float(M, M) Y) -> (D, P) {
        D(i) = X(i / S) + Z(i % S) where i in 0:N
        P(i, j) = X(i * j) where i in 0:M, j in 0:M
    }""")
    X, Z, Y = np.arange(10, dtype=np.float32), 100 * np.arange(3, dtype=np.float32), np.zeros((3, 3), np.float32)
    D, P = k(X, Z, Y)
    np.testing.assert_array_equal(D, X[np.arange(10) // 3] + Z[np.arange(10) % 3])
    np.testing.assert_array_equal(P, np.outer(np.arange(3), np.arange(3)).astype(np.float32))


def test_computed_index_out_of_bounds_is_a_runtime_fault():
    k = po.compile("def f(float(N) X, float(M, M) Y) -> (P) { P(i, j) = X(i * j) where i in 0:M, j in 0:M }")
    with pytest.raises(po.RuntimeFault, match=r"the index of X\(\(i \* j\)\) \(line 1, column 53\).*out of bounds"):
        k(np.arange(8, dtype=np.float32), np.zeros((4, 4), np.float32))  # 3 * 3 = 9 > 7


def test_computed_index_divided_by_zero_is_a_runtime_fault():
    k = po.compile("def f(float(N) X, int32(K) D) -> (O) { O(i) = X(i % D(0)) where i in 0:N }")
    X = np.arange(6, dtype=np.float32)
    np.testing.assert_array_equal(k(X, np.array([4], np.int32)), X % 4)
    with pytest.raises(po.RuntimeFault, match=r"division by zero in \(i % D\(0\)\) \(line 1, column 49\)"):
        k(X, np.array([0], np.int32))


def test_remainder_of_a_negative_left_operand_is_out_of_bounds():
    """C's ``(i - 3) % 4`` is -3 at ``i = 0``: such an instance reads out of bounds."""
    with pytest.raises(po.BoundsError, match=r"X\(\(\(i - 3\) % 4\)\)"):
        po.compile("def f(float(N) X) -> (O) { O(i) = X((i - 3) % 4) where i in 0:8 }")
    k = po.compile("def f(float(N) X) -> (O) { O(i) = X((i + 1) % 4) where i in 0:8 }")
    np.testing.assert_array_equal(k(np.arange(4, dtype=np.float32)), (np.arange(8) + 1) % 4)
