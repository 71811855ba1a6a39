"""Sizes of 0, as numpy users expect: an output with a zero dimension is empty, a reduction over an
empty range gives its operator's identity (``+=!`` 0, ``*=!`` 1, ``max=!`` -inf and ``min=!`` +inf
for floats; the type's smallest and largest value for integers; False and True for bool), for
specialized and size-generic kernels and ``po.einsum``. Every kernel of ``kernels/`` is checked
against its numpy reference with each of its sizes set to 0 in turn; where the reference reads an
element that does not exist (numpy's IndexError), the kernel refuses the call too: a
``BoundsError`` for an affine read, a ``RuntimeFault`` for a gather. The ASan run builds them
with AddressSanitizer: no kernel touches an empty array's memory."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from kernels.registry import CASES, source
from tests.test_kernels import magnitude

MATMUL = "def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"


@functools.cache
def _kernel(name: str, sanitize: bool) -> po.Kernel:
    case = next(c for c in CASES if c.name == name)
    return po.compile(source(case), case.entry, options=po.Options(sanitize=sanitize))


def _zero_sizes(case) -> list[dict[str, int]]:
    """The case's largest test sizes with each size set to 0 in turn."""
    base = case.sizes[-1]
    return [{**base, s: 0} for s in base]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_kernel_with_each_size_zero(case, sanitize):
    """(A size-generic kernel runs the same code for a call with a size of 0, ``Kernel._variant``:
    test_an_empty_product_is_zeros calls both kinds.)"""
    kernel = _kernel(case.name, sanitize)
    for sizes in _zero_sizes(case):
        inputs = case.make_inputs(sizes, np.random.default_rng(0))
        try:
            with np.errstate(all="ignore"):  # 0 / 0 of an empty mean: NaN, as the kernel's
                want = case.reference(**inputs)
        except IndexError:  # numpy reads an element the arrays do not have
            with pytest.raises((po.errors.BoundsError, po.errors.RuntimeFault)):
                kernel(**inputs)
            continue
        got = kernel(**inputs)
        got = got if isinstance(got, tuple) else (got,)
        for g, w, name, scale in zip(got, want, kernel.checked.outputs, magnitude(case, inputs, want)):
            at = f"{case.name} {sizes}: output {name}"
            assert g.shape == w.shape and g.dtype == w.dtype, f"{at}: {g.shape} {g.dtype}, want {w.shape} {w.dtype}"
            if case.rtol == 0:
                np.testing.assert_array_equal(g, w, err_msg=at)
            else:
                np.testing.assert_allclose(g, w, rtol=case.rtol, atol=case.rtol * max(1.0, scale), err_msg=at)


def test_an_empty_product_is_zeros():
    """numpy's ``A @ B`` with A of 3 x 0 and B of 0 x 4 is zeros((3, 4)); with M = 0 it is 0 x 4."""
    for dynamic in (False, True):
        mm = po.compile(MATMUL, dynamic=dynamic)
        got = mm(np.ones((3, 0), np.float32), np.ones((0, 4), np.float32))
        np.testing.assert_array_equal(got, np.zeros((3, 4), np.float32))
        assert mm(np.ones((0, 2), np.float32), np.ones((2, 4), np.float32)).shape == (0, 4)
        out = np.full((3, 4), 7, np.float32)
        assert mm(np.ones((3, 0), np.float32), np.ones((0, 4), np.float32), out=out) is out
        np.testing.assert_array_equal(out, 0)
    k = po.compile(MATMUL)
    comp = k.specialize(M=3, K=0, N=4)
    assert comp.sizes == (("M", 3), ("K", 0), ("N", 4)) and "s_K" in comp.source
    np.testing.assert_array_equal(k(np.ones((3, 2), np.float32), np.ones((2, 4), np.float32)), 2)


REDUCTIONS = "def r({t}(N) X) -> (s, p, hi, lo) {{ s() +=! X(i)\n p() *=! X(i)\n hi() max=! X(i)\n lo() min=! X(i) }}"
IDENTITIES = {  # dtype -> (+, *, max, min) over nothing
    "float32": (0, 1, -np.inf, np.inf), "float64": (0, 1, -np.inf, np.inf),
    "int32": (0, 1, np.iinfo(np.int32).min, np.iinfo(np.int32).max),
    "int8": (0, 1, -128, 127), "uint16": (0, 1, 0, 65535), "int64": (0, 1, np.iinfo(np.int64).min,
                                                                       np.iinfo(np.int64).max),
}


@pytest.mark.parametrize("dtype", list(IDENTITIES))
def test_reductions_over_nothing_give_their_identity(dtype):
    k = po.compile(REDUCTIONS.format(t=dtype))
    got = k(np.zeros(0, dtype))
    assert [g.dtype for g in got] == [np.dtype(dtype)] * 4
    assert [g.item() for g in got] == list(IDENTITIES[dtype])
    assert [g.item() for g in k(np.array([3], dtype))] == [3] * 4  # the identity is no value of its own


def test_bool_reductions_over_nothing():
    k = po.compile("def b(bool(N) X) -> (hi, lo) { hi() max=! X(i)\n lo() min=! X(i) }")
    hi, lo = k(np.zeros(0, bool))
    assert hi.item() is False and lo.item() is True


def test_rows_of_nothing_and_nothing_of_rows():
    """Row sums of an N x 0 matrix are N zeros; of a 0 x D matrix, no rows."""
    k = po.compile("def rs(double(N, D) X) -> (s, m) { s(n) +=! X(n, d)\n m(n) max=! X(n, d) }")
    s, m = k(np.zeros((4, 0)))
    np.testing.assert_array_equal(s, np.zeros(4))
    np.testing.assert_array_equal(m, np.full(4, -np.inf))
    assert [a.shape for a in k(np.zeros((0, 5)))] == [(0,), (0,)]


def test_a_read_that_needs_an_element_is_refused():
    """``X(0)`` read once whatever N is: at N = 0 there is no such element (numpy: IndexError)."""
    k = po.compile("def f(float(N) X) -> (y, z) { y() = X(0)\n z(i) = X(i) * 2 }")
    with pytest.raises(po.errors.BoundsError, match="N=0"):
        k(np.zeros(0, np.float32))
    y, z = k(np.ones(2, np.float32))
    assert y == 1 and list(z) == [2, 2]


@pytest.mark.parametrize("subscripts,shapes", [
    ("ij,jk->ik", [(3, 0), (0, 4)]), ("ij,jk->ik", [(0, 2), (2, 5)]), ("i,i->", [(0,), (0,)]),
    ("ii->", [(0, 0)]), ("ij->j", [(0, 3)]), ("bij,bjk->bik", [(0, 2, 3), (0, 3, 4)]), ("i,j->ij", [(0,), (3,)]),
    ("ij,jk,kl->il", [(2, 3), (3, 0), (0, 4)]), ("ij->ji", [(0, 7)]),
])
def test_einsum_of_empty_operands_is_numpys(subscripts, shapes):
    rng = np.random.default_rng(0)
    ops = [rng.random(s) for s in shapes]
    want = np.einsum(subscripts, *ops)
    got = po.einsum(subscripts, *ops)
    assert np.shape(got) == np.shape(want) and np.asarray(got).dtype == want.dtype
    np.testing.assert_array_equal(got, want)
    ints = [np.ones(s, np.int32) for s in shapes]
    np.testing.assert_array_equal(po.einsum(subscripts, *ints), np.einsum(subscripts, *ints))


def test_a_cuda_kernels_empty_call_runs_on_the_host():
    """Empty arrays need no device: the C kernel for sizes of 0 serves every target (a non-empty
    call still needs pycuda and a GPU)."""
    k = po.compile(MATMUL, target="cuda")
    np.testing.assert_array_equal(k(np.ones((3, 0), np.float32), np.ones((0, 2), np.float32)), np.zeros((3, 2)))
    assert k(np.ones((0, 4), np.float32), np.ones((4, 2), np.float32)).shape == (0, 2)


@pytest.mark.parametrize("dynamic", [False, True])
def test_a_range_empty_at_nonzero_sizes_keeps_the_other_dimensions(dynamic):
    """No size is 0 but a range is (``k in 0:N-3`` at N = 3): the output is 4 x 0 as numpy's
    ``A[:, :0]``, and a sum over such a temporary is the identity for each of its 4 rows (the
    model whose sizes start at 1 gave 0 x 0 and an empty sum; TC's ConvGrad at H = 6, OH = 4, KH
    = 3 gave d_W1 0 x 0 x 0 x 0): these calls run the empty-size kernel, whose model keeps each
    dimension's extent."""
    k = po.compile("def f(float(M, N) A) -> (O) { O(m, k) = A(m, k) where k in 0:N-3 }", dynamic=dynamic)
    assert k(np.ones((4, 3), np.float32)).shape == (4, 0)
    np.testing.assert_array_equal(k(np.arange(20, dtype=np.float32).reshape(4, 5)), np.arange(20).reshape(4, 5)[:, :2])
    s = po.compile("def f(float(M, N) A) -> (S) {\n  T(m, k) = A(m, k) where k in 0:N-3\n  S(m) +=! T(m, k)\n}",
                   dynamic=dynamic)
    np.testing.assert_array_equal(s(np.ones((4, 3), np.float32)), np.zeros(4))
    np.testing.assert_array_equal(s(np.ones((4, 5), np.float32)), np.full(4, 2.0))
    grad = po.compile("""def convolutionGrad(float(N,C,H,W) I, float(M,C,KH,KW) W1, float(N,M,OH,OW) d_O)
        -> (d_I, d_W1, d_B) {
        d_I(n, c, h, w) +=! d_O(n, m, h - kh, w - kw) * W1(m, c, kh, kw)
        d_W1(m, c, kh, kw) +=! d_O(n, m, h - kh, w - kw) * I(n, c, h, w)
        d_B(m) +=! d_O(n, m, h, w)
    }""", dynamic=dynamic)
    rng = np.random.default_rng(0)
    i, w1 = rng.random((1, 2, 6, 5), np.float32), rng.random((3, 2, 3, 2), np.float32)
    d_o = rng.random((1, 3, 4, 4), np.float32)
    d_i, d_w1, d_b = grad(i, w1, d_o)
    assert d_w1.shape == (3, 2, 0, 0) and d_i.shape == (1, 2, 4, 4)
    np.testing.assert_allclose(d_b, d_o.sum((0, 2, 3)), rtol=1e-5)


def test_an_empty_array_with_a_huge_other_dimension():
    """``np.empty((0, 10**12))`` got a stand-in of 1 x 10**12 zeros (numpy's MemoryError, 4 TB;
    a helper's sweep): a stand-in that large is one element, as nothing can read it all."""
    k = po.compile("def f(float(N, M) A) -> (O) { O(i, j) = A(i, j) * 2.0 }")
    assert k(np.empty((0, 10**12), np.float32)).shape == (0, 10**12)


def test_a_window_range_empty_at_every_size():
    """``where r_kh in N:N`` (TC's convolution_igrad, mutated): the C of the model for empty sizes
    asked isl for an unbounded extent, a raw "unbounded optimum" at the call (a helper's sweep); that
    model is refused now and the specialized kernel's, empty, serves."""
    src = ("def convolution_igrad(float(M, C, KH, KW) W1, float(N, M, H, W) d_O) -> (d_I) {\n"
           "    d_I(n, c, h, w) +=! d_O(n, r_m, h - r_kh, w - r_kw) * W1(r_m, c, r_kh, r_kw) where r_kh in N:N\n}\n")
    k = po.compile(src)
    sizes = {"M": 3, "C": 7, "KH": 2, "KW": 5, "N": 4, "H": 6, "W": 3}
    assert k(**k.random_inputs(sizes, seed=1)).size == 0
