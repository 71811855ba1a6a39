"""End-to-end tests of polyopt.einsum (compiled kernels) against numpy.einsum."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polyopt import contract
from polyopt.contract import einsum
from polyopt.errors import ArgumentError, ShapeError

F32, F64, I32, I64 = np.float32, np.float64, np.int32, np.int64


def operand(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind in "iu":
        return rng.integers(-3, 4, size=shape).astype(dtype)
    return rng.uniform(-1, 1, size=shape).astype(dtype)


def check(subscripts, *ops, **kwargs):
    got = einsum(subscripts, *ops, **kwargs)
    want = np.einsum(subscripts, *ops, optimize=False)
    assert np.shape(got) == np.shape(want)
    assert np.asarray(got).dtype == np.asarray(want).dtype
    if np.asarray(want).dtype == F32:
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-10)
    return got


CASES = [  # subscripts, shapes, dtype
    ("ij,jk->ik", [(3, 4), (4, 5)], F32),           # matmul
    ("ij,jk", [(3, 4), (4, 5)], F32),               # implicit matmul
    ("ba,cb", [(4, 3), (2, 4)], F32),               # implicit: output 'ac'
    ("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)], F32),  # batched matmul
    ("ij->ji", [(3, 5)], F32),                      # transpose
    ("ijk->kij", [(2, 3, 4)], F64),                 # permutation
    ("ii->i", [(4, 4)], F32),                       # diagonal
    ("iij->ij", [(3, 3, 2)], F32),                  # partial diagonal
    ("ii->", [(4, 4)], F32),                        # trace
    ("ii", [(4, 4)], I64),                          # implicit trace
    ("ijk->", [(2, 3, 4)], F32),                    # total sum
    ("ij->i", [(3, 5)], I32),                       # row sums
    ("i,j->ij", [(3,), (4,)], F32),                 # outer product
    ("i,i->", [(6,), (6,)], F64),                   # dot
    ("ij,ij->ij", [(3, 4), (3, 4)], F32),           # elementwise
    ("ij,j->i", [(5, 3), (3,)], F32),               # matvec
    ("ijk,jkl->il", [(2, 3, 4), (3, 4, 5)], F32),   # double contraction
    ("ik,kl,lj->ij", [(3, 4), (4, 5), (5, 2)], F32),  # bilinear
    ("ik,kl,lj->ij", [(3, 4), (4, 5), (5, 2)], F64),
    ("ab,bc,cd,de->ae", [(2, 3), (3, 4), (4, 5), (5, 6)], F32),  # 4-operand chain
    ("ij,jk,kl,li->", [(2, 3), (3, 4), (4, 5), (5, 2)], I64),    # trace of a product
    ("i,ij,j,jk->k", [(3,), (3, 4), (4,), (4, 2)], F32),
    ("...ij,...jk->...ik", [(2, 3, 4), (4, 5)], F32),  # ellipsis broadcast
    ("...ij,...jk", [(1, 3, 4), (2, 4, 5)], F32),      # implicit ellipsis, size-1 broadcast
    ("...ii->...i", [(2, 3, 3)], F32),
    ("i...,i...->...", [(3, 2, 2), (3, 1, 2)], F64),
    ("ij,jk->ik", [(3, 4), (4, 5)], I32),
    ("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)], I64),
    (",i->i", [(), (4,)], F32),                     # scalar operand
    ("ij,j->i", [(5, 3), (1,)], F32),               # size-1 broadcast of a letter
    (" i j , j k -> i k ", [(3, 4), (4, 2)], F32),  # spaces
]


@pytest.mark.parametrize("subscripts, shapes, dtype", CASES)
def test_cases(subscripts, shapes, dtype):
    ops = [operand(s, dtype, k) for k, s in enumerate(shapes)]
    check(subscripts, *ops)


@pytest.mark.parametrize("optimize", [False, True, "optimal", ["einsum_path", (1, 2), (0, 1)]])
def test_optimize(optimize):
    ops = [operand(s, F64, k) for k, s in enumerate([(3, 4), (4, 5), (5, 2)])]
    check("ik,kl,lj->ij", *ops, optimize=optimize)


def test_mixed_dtypes_promote():
    a, b = operand((3, 4), F32, 0), operand((4, 2), F64, 1)
    assert check("ij,jk", a, b).dtype == F64
    assert check("ij,jk", operand((3, 4), I32, 0), b).dtype == F64
    assert check("ij,jk", operand((3, 4), I32, 0), operand((4, 2), I64, 1)).dtype == I64


@pytest.mark.parametrize("dtype", [np.bool_, np.int8, np.uint8, np.int16, np.uint32, np.float16])
def test_converted_dtypes(dtype):
    a = (np.arange(12).reshape(3, 4) % 5 * 50).astype(dtype)  # int8/uint8 overflow like numpy
    got = einsum("ij,kj->ik", a, a)
    want = np.einsum("ij,kj->ik", a, a)
    assert got.dtype == want.dtype
    np.testing.assert_allclose(got.astype(F64), want.astype(F64), rtol=1e-2)


def test_unsupported_dtype():
    with pytest.raises(ShapeError, match="complex"):
        einsum("i->", np.ones(3, np.complex64))


def test_scalar_result_is_a_numpy_scalar():
    got = einsum("i,i", np.arange(3.0), np.arange(3.0))
    assert isinstance(got, np.float64) and got == 5.0


def test_out_and_dtype():
    a = operand((3, 4), F32, 0)
    out = np.empty((3, 3), F64)
    assert einsum("ij,kj->ik", a, a, out=out) is out
    np.testing.assert_allclose(out, np.einsum("ij,kj->ik", a, a), rtol=1e-5, atol=1e-5)
    got = einsum("ij,kj->ik", a, a, dtype=F64)
    assert got.dtype == F64
    with pytest.raises(ShapeError, match="shape"):
        einsum("ij,kj->ik", a, a, out=np.empty((3, 4), F32))
    with pytest.raises(ArgumentError, match="cast"):
        einsum("ij,kj->ik", a.astype(F64), a, out=np.empty((3, 3), F32))
    with pytest.raises(ArgumentError, match="cast"):
        einsum("ij->", a.astype(F64), dtype=F32)


def test_lists_and_scalars_as_operands():
    assert einsum("i,j->ij", [1, 2], [3, 4]).tolist() == [[3, 4], [6, 8]]
    assert einsum(",", 2.0, 3.0) == 6.0


def test_zero_size():
    got = einsum("ij,jk->ik", np.ones((0, 3), F32), np.ones((3, 2), F32))
    assert got.shape == (0, 2) and got.dtype == F32
    assert einsum("ij,jk->ik", np.ones((2, 0)), np.ones((0, 2))).tolist() == [[0, 0], [0, 0]]


def test_errors():
    a = np.ones((2, 3), F32)
    with pytest.raises(ArgumentError):
        einsum("ij,jk->ik", a)
    with pytest.raises(ArgumentError):
        einsum("ij")
    with pytest.raises(ArgumentError, match="string form"):
        einsum(a, [0, 1])
    with pytest.raises(ArgumentError, match="string form"):
        einsum(a, a)
    with pytest.raises(ShapeError, match="does not appear"):
        einsum("ij->k", a)
    with pytest.raises(ShapeError, match="size"):
        einsum("ij,ij->ij", a, np.ones((3, 2), F32))


def test_kernels_are_cached():
    a = operand((3, 4), F32, 0)
    einsum("ij,kj->ik", a, a)
    before = contract._kernel.cache_info().misses
    for _ in range(3):
        einsum("ij,kj->ik", a, a)
    assert contract._kernel.cache_info().misses == before


@pytest.mark.parametrize("subscripts, shapes", [
    ("ij,jk->ik", [(3, 4), (4, 5)]),
    ("ij,j->i", [(3, 4), (1,)]),  # a broadcast axis, indexed away
    ("nchw,kc->nkhw", [(2, 3, 4, 5), (6, 3)]),  # h, w merged into one index
    ("ii->", [(5, 5)]),
    ("ij->", [(4, 6)]),
])
def test_repeated_calls(subscripts, shapes):
    """The second and later calls of a signature take einsum's fast path: same results, and a
    call with other operands or of another kind still goes through the checks."""
    ops = [operand(s, F32, k) for k, s in enumerate(shapes)]
    want = np.einsum(subscripts, *ops)
    for k in range(3):
        got = einsum(subscripts, *ops)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
        assert np.shape(got) == np.shape(want) and np.result_type(got) == F32
        other = [o * (k + 2) for o in ops]
        np.testing.assert_allclose(einsum(subscripts, *other), np.einsum(subscripts, *other), rtol=1e-5, atol=1e-4)
    assert einsum(subscripts, *[o.astype(F64) for o in ops]).dtype == F64


@st.composite
def problems(draw):
    """Valid subscripts (1-3 operands, ranks 0-3, letters 'abcd') with consistent shapes (0 included)."""
    letters = "abcd"
    size = {c: draw(st.sampled_from([0, 1, 2, 3, 5, 6])) for c in letters}
    terms = [draw(st.text(letters, max_size=3)) for _ in range(draw(st.integers(1, 3)))]
    used = sorted(set("".join(terms)))
    subscripts = ",".join(terms)
    if draw(st.booleans()):
        out = draw(st.permutations(used))[:draw(st.integers(0, len(used)))]
        subscripts += "->" + "".join(out)
    dtype = draw(st.sampled_from([F32, F32, F64, I32, I64]))
    return subscripts, [tuple(size[c] for c in t) for t in terms], dtype


@settings(max_examples=60, deadline=None)
@given(problems(), st.integers(0, 2**16))
def test_random_against_numpy(problem, seed):
    subscripts, shapes, dtype = problem
    check(subscripts, *(operand(s, dtype, seed + k) for k, s in enumerate(shapes)))


# ---- numpy's keyword semantics, found by a differential sweep against numpy.einsum ----

def test_wider_out_is_computed_in_its_dtype():
    """Like numpy, an ``out=`` wider than the operands' result type is the type computed in."""
    big = np.array([2**31 - 1, 2**31 - 1, 5], I32)
    out = np.zeros((), I64)
    assert einsum("i->", big, out=out) is out and out == 4294967299
    flags = np.array([True, True, True])
    assert einsum("i,i->", flags, flags, out=np.zeros((), I64)) == 3  # counts, not "any"
    f = np.array([1.0, 1e-4, 1e-4], F32)  # 1 + 2e-8 rounds to 1 in float32 arithmetic
    got, want = np.zeros((), F64), np.zeros((), F64)
    einsum("i,i->", f, f, out=got)
    np.einsum("i,i->", f, f, out=want)
    assert got == want != 1.0
    np.testing.assert_array_equal(einsum("i,j->ij", f, f, out=np.zeros((3, 3), F64)),
                                  np.einsum("i,j->ij", f, f, out=np.zeros((3, 3), F64)))
    assert einsum("i->", f, out=np.zeros((), np.complex64)) == np.float32(f.sum())  # filled as before
    # numpy computes int32 and float32 in float64 (and int64 with uint64), which these cannot hold
    for ops, out in [((big, f), np.zeros(3, F32)), ((big.astype(np.uint64), big.astype(I64)), np.zeros(3, I64))]:
        with pytest.raises(ArgumentError, match="cannot be cast"):
            einsum("i,i->i", *ops, out=out)


def test_dtype_and_out_must_agree():
    a = operand((3, 4), F32, 0)
    with pytest.raises(ArgumentError, match="dtype=float32"):
        einsum("ij->i", a, dtype=F32, out=np.zeros(3, F64))
    with pytest.raises(ArgumentError, match="cast"):
        einsum("ij->i", a, dtype=F64, out=np.zeros(3, F32))
    out = np.zeros(3, F64)
    assert einsum("ij->i", a, dtype=F64, out=out) is out
    np.testing.assert_allclose(out, a.sum(axis=1), rtol=1e-6)
    einsum("ij->i", a, dtype=F32, out=out, casting="same_kind")
    np.testing.assert_allclose(out, a.sum(axis=1), rtol=1e-6)


@pytest.mark.parametrize("subscripts, shapes, kwargs, error, match", [
    ("ij,jk->iz", [(0, 3), (3, 2)], {}, ShapeError, "does not appear"),
    ("ij,jk->ik", [(0, 3), (4, 2)], {}, ShapeError, "size"),
    ("ij,j->ij", [(2, 3), (0,)], {}, ShapeError, "size"),
    ("ij,jk->ik", [(0, 3)], {}, ArgumentError, "operands"),
    ("ij,jk->ik", [(0, 3), (3, 2)], {"out": np.zeros((5, 5))}, ShapeError, "shape"),
    ("ij->i", [(0, 3)], {"dtype": F32}, ArgumentError, "cast"),
    ("i,i,i", [(0,), (0,), (0,)], {"optimize": ["einsum_path", (0, 3)]}, ArgumentError, "path"),
])
def test_zero_size_calls_are_checked(subscripts, shapes, kwargs, error, match):
    """An empty operand leaves nothing to compute, but the call is checked like any other."""
    with pytest.raises(error, match=match):
        einsum(subscripts, *(np.ones(s) for s in shapes), **kwargs)


def test_zero_size_results():
    assert einsum("ij,j->ij", np.ones((2, 1)), np.ones(0)).shape == (2, 0)  # 1 broadcasts to 0
    assert einsum("ij,j->i", np.ones((2, 1)), np.ones(0)).tolist() == [0, 0]
    out = np.ones((2, 2), I64)
    assert einsum("ij,jk->ik", np.ones((2, 0), I32), np.ones((0, 2), I32), out=out) is out
    assert out.tolist() == [[0, 0], [0, 0]]
    got = einsum("ij->ji", np.ones((0, 3), F32), order="F")
    assert got.shape == (3, 0) and got.dtype == F32


@pytest.mark.parametrize("optimize", [("greedy", 10), ("optimal", 1000), ("greedy", 2.5),
                                      ("einsum_path", (0, 1), (0, 1)), np.str_("optimal")])
def test_numpy_optimize_forms(optimize):
    check("i,ij,j->", *(operand(s, F64, k) for k, s in enumerate([(3,), (3, 4), (4,)])), optimize=optimize)


@pytest.mark.parametrize("optimize", [np.True_, 1.5, 0, object(), [], ("greedy", 10, 3), ("greedy", "10")])
def test_invalid_optimize(optimize):
    v = np.ones(3)
    with pytest.raises(ArgumentError, match="optimize"):
        einsum("i,i,i", v, v, v, optimize=optimize)


@pytest.mark.parametrize("subscripts, ops, path", [
    ("ij,jk", [(3, 3), (3, 4)], ["einsum_path", (0, 5)]),  # out of range, with two operands
    ("ij->i", [(3, 3)], ["einsum_path", (0, 1)]),
    ("i,i,i", [(3,), (3,), (3,)], ["einsum_path", (0.5, 1), (0, 1)]),  # not an integer
    ("i,i,i", [(3,), (3,), (3,)], ["einsum_path", 0, (0, 1)]),
    ("i,i,i", [(3,), (3,), (3,)], [(0, 1), (0, 1)]),  # no "einsum_path" head
    ("i,i,i", [(3,), (3,), (3,)], ["einsum_path", (0, 1)]),  # leaves two operands
])
def test_malformed_explicit_paths(subscripts, ops, path):
    with pytest.raises(ArgumentError, match="path"):
        einsum(subscripts, *(np.ones(s) for s in ops), optimize=path)


def test_explicit_paths_like_numpy():
    v, a = np.arange(3.0), np.arange(9.0).reshape(3, 3)
    assert einsum("ij->i", a, optimize=["einsum_path", (0,)]).tolist() == [3, 12, 21]
    assert einsum("i,i", v, v, optimize=["einsum_path", (0,), (0, 1)]) == 5
    assert einsum("i,ij,j", v, a, v, optimize=["einsum_path", (np.int64(1), 2), [0, 1]]) == np.einsum("i,ij,j", v, a, v)


@pytest.mark.parametrize("subscripts", ["ij - > ji", "ij- >ji", "ij->ji- >", ". ..ij->ij", "i.. .j"])
def test_spaces_inside_an_arrow_or_ellipsis(subscripts):
    with pytest.raises(ShapeError):
        einsum(subscripts, np.ones((2, 3)))


def test_spaces_between_labels():
    a = operand((2, 3), F32, 0)
    np.testing.assert_array_equal(einsum(" ij -> ji ", a), a.T)
    np.testing.assert_array_equal(einsum("... ij->... j i", a), a.T)


def test_casting():
    a = np.full((3, 4), 1.75)
    with pytest.raises(ArgumentError, match="casting='safe'"):
        einsum("ij->i", a, dtype=F32)
    for casting in ["same_kind", "unsafe"]:
        got = einsum("ij->i", a, dtype=F32, casting=casting)
        assert got.dtype == F32 and got.tolist() == [7, 7, 7]
    with pytest.raises(ArgumentError, match="same_kind"):
        einsum("ij->i", a, dtype=I64, casting="same_kind")
    # numpy casts the operands first: 1.75 -> 1, 0.5 -> True
    assert einsum("ij->i", a, dtype=I64, casting="unsafe").tolist() == [4, 4, 4]
    assert einsum("i,i->", np.full(3, 0.5), np.full(3, 0.5), dtype=np.bool_, casting="unsafe") == np.True_
    assert einsum("i,i", a[0].astype(F32), a[0].astype(F32), casting="no") == np.float32(12.25)
    with pytest.raises(ArgumentError, match="casting='no'"):
        einsum("i,i", a[0].astype(F32), a[0], casting="no")
    for casting in ["SAFE", None, 1]:
        with pytest.raises(ArgumentError, match="casting"):
            einsum("ij->i", a, casting=casting)


@pytest.mark.parametrize("order", ["K", "A", "C", "F", "f", None])
def test_order(order):
    a, b = operand((3, 4), F32, 0), operand((4, 5), F32, 1)
    for _ in range(2):  # the second call takes the fast path
        got = einsum("ij,jk->ik", a, b, order=order)
        np.testing.assert_allclose(got, a @ b, rtol=1e-5, atol=1e-5)
        assert got.flags.f_contiguous if order in ("F", "f") else got.flags.c_contiguous


@pytest.mark.parametrize("order", ["X", "fortran", 1])
def test_invalid_order(order):
    with pytest.raises(ArgumentError, match="order"):
        einsum("ij->j", np.ones((2, 3)), order=order)


@pytest.mark.parametrize("subscripts, shape", [("ij->ji", (3, 5)), ("ii->i", (4, 4)), ("ij", (2, 3)),
                                               ("...ij->...ji", (2, 3, 4)), ("ijk->kij", (2, 3, 4)),
                                               ("iji->ij", (3, 2, 3)), ("i->i", (0,))])
def test_a_relabelled_operand_is_a_view_as_in_numpy(subscripts, shape):
    """One operand whose every label reaches the output is returned as numpy returns it: a view,
    writeable where the operand is (a transpose of 4096 x 4096 floats was a 6 ms copy against
    numpy's 10 us); with ``out=``, another ``dtype=`` or a label summed away it is computed."""
    a = np.arange(int(np.prod(shape)), dtype=F64).reshape(shape)
    got, want = einsum(subscripts, a), np.einsum(subscripts, a)
    assert got.shape == want.shape and got.dtype == want.dtype
    assert np.shares_memory(got, a) == np.shares_memory(want, a) == (a.size > 0)
    np.testing.assert_array_equal(got, want)
    if a.size:
        got[(-1,) * got.ndim] = -7.0  # (the operand's last element in each of these)
        assert a.flat[-1] == -7.0
    a.flags.writeable = False
    assert not einsum(subscripts, a).flags.writeable
    assert not np.shares_memory(einsum(subscripts, a, dtype=np.float32, casting="same_kind"), a)
    out = np.empty(want.shape, F64)
    assert einsum(subscripts, a, out=out) is out and not np.shares_memory(out, a)
    assert not np.shares_memory(einsum("ij->i", np.ones((3, 4))), a)


def test_a_scalar_result_in_fortran_order_is_a_scalar():
    """``order="F"`` leaves a 0-d result a numpy scalar, as numpy does (it was a 1-element array)."""
    x = np.arange(7.0)
    for got in (einsum("i->", x, order="F"), einsum("i,i->", x, x, order="F"),
                einsum("ij->", np.ones((0, 2)), order="F")):
        assert np.ndim(got) == 0 and isinstance(got, np.float64), got
    assert einsum("i,i->", x, x, order="F") == np.einsum("i,i->", x, x, order="F")
