"""Every reduction operator on every dtype, whole-array, along rows and along columns, at sizes
past a vector (64 bytes: 64 int8 lanes) and past a tile, against numpy: the size-generic code at
every size, and code specialized to the size past a tile.

Bools reduce as Tensor Comprehensions' docs say: ``+`` and ``max`` are "any" (logical or), ``*``
and ``min`` are "all". Integers wrap in their type (numpy's ``np.add.reduce(a, dtype=a.dtype)``);
float16 is computed in float32 and rounded at each store (docs/language.md), so its sums are
compared loosely.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import polyopt as po

TYPES = {"bool": "bool", "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
         "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
         "half": "float16", "float": "float32", "double": "float64"}
OPS = ("+", "*", "max", "min")
AXES = {"all": ("B()", None), "row": ("B(i)", 1), "col": ("B(j)", 0)}
SIZES = [(1, 1), (3, 67), (130, 257), (5, 1031)]
# the quick subset: bools in every way, and one narrow integer, float16 and an unsigned type
QUICK = {("bool", op, axis) for op in OPS for axis in AXES} | {
    ("int8", "+", "row"), ("uint16", "*", "col"), ("half", "max", "all"), ("uint64", "min", "row")}


def reference(op: str, a: np.ndarray, axis: int | None) -> np.ndarray:
    if a.dtype.kind == "b":
        return (np.logical_or if op in ("+", "max") else np.logical_and).reduce(a, axis=axis)
    if op in ("max", "min"):
        return (np.max if op == "max" else np.min)(a, axis=axis)
    ufunc = np.add if op == "+" else np.multiply
    wide = np.float64 if a.dtype.kind == "f" else a.dtype  # integers wrap in their own type
    return np.asarray(ufunc.reduce(a, axis=axis, dtype=wide)).astype(a.dtype)


def data(rng, dt: np.dtype, shape, op: str) -> np.ndarray:
    if dt.kind == "b":  # mostly the value that does not decide, so both answers occur
        return rng.random(shape) < (0.98 if op in ("*", "min") else 0.01)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        if op == "*":  # mostly 1, a few factors that overflow narrow types
            return rng.choice(np.array([1] * 40 + [2, 3, info.max], dtype=dt), shape)
        return rng.integers(info.min, info.max, shape, dtype=dt, endpoint=True)
    if op == "*":
        return (1 + (rng.random(shape) - 0.5) * 0.01).astype(dt)
    return (rng.random(shape) * 4 - 2).astype(dt)


CASES = [pytest.param(t, op, axis, marks=() if (t, op, axis) in QUICK else pytest.mark.slow,
                      id=f"{t}-{op}-{axis}")
         for t, op, axis in itertools.product(TYPES, OPS, AXES)]


@pytest.mark.parametrize(("type_name", "op", "axis"), CASES)
def test_reduction(type_name, op, axis):
    lhs, np_axis = AXES[axis]
    text = f"def f({type_name}(M, N) A) -> (B) {{ {lhs} {op}=! A(i, j) }}"
    generic, specialized = po.compile(text, dynamic=True), po.compile(text)
    dt = np.dtype(TYPES[type_name])
    rng = np.random.default_rng(len(type_name) * 7 + len(op))
    for shape in SIZES:  # the size-generic code at every size, code specialized to one past a tile
        a = data(rng, dt, shape, op)
        got, want = (specialized if shape == SIZES[2] else generic)(a), reference(op, a, np_axis)
        assert got.dtype == dt and got.shape == want.shape
        if dt.kind == "f":
            tol = dict(rtol=2e-2, atol=2.0) if dt == np.float16 else dict(rtol=1e-5, atol=1e-4)
            np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), **tol,
                                       err_msg=f"{shape}")
        else:
            np.testing.assert_array_equal(got, want, err_msg=f"{shape}")


@pytest.mark.parametrize("options", [po.Options(vectorize=False), po.Options(parallel_min_work=0),
                                     po.Options(schedule="program"), po.Options(tile_sizes=8)],
                         ids=["novec", "fork", "program", "tile8"])
def test_bool_reductions_under_options(options):
    """The C of TC's ``test_type``: a ``_Bool`` accumulator under ``omp simd reduction(+:...)``
    summed an all-true input to False from 8 elements on, and crashed the process at 100 rows
    (gcc 12.2). Bools now reduce with ``|`` and ``&`` in an ``unsigned char``."""
    text = """def f(bool(M, N) A) -> (any, all, rows, cols) {
        any(k) +=! A(i, j) where k in 0:1
        all() *=! A(i, j)
        rows(m) +=! A(m, i)
        cols(j) min=! A(i, j)
    }"""
    k = po.compile(text, options=options)
    rng = np.random.default_rng(3)
    for shape in [(1, 8), (100, 100), (3, 1031)]:
        for a in (np.ones(shape, bool), np.zeros(shape, bool), rng.random(shape) < 0.5):
            got = k(a)
            want = (np.array([a.any()]), np.array(a.all()), a.any(1), a.all(0))
            for g, w in zip(got, want):
                np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("type_name", ["bool", "int8", "uint16", "half", "int64"])
def test_contraction(type_name):
    """A matmul in each kind of type: bools give the boolean product (or of ands)."""
    dt = np.dtype(TYPES[type_name])
    k = po.compile(f"def mm({type_name}(M, K) A, {type_name}(K, N) B) -> (C) {{ C(i, j) +=! A(i, k) * B(k, j) }}")
    rng = np.random.default_rng(4)
    for m, kk, n in [(1, 1, 1), (5, 67, 3), (70, 300, 129)]:
        if dt.kind == "b":
            A, B = rng.random((m, kk)) < 0.05, rng.random((kk, n)) < 0.05
            want = (A.astype(int) @ B.astype(int)) > 0
        elif dt.kind in "iu":
            A, B = (rng.integers(0, 5, s).astype(dt) for s in ((m, kk), (kk, n)))
            want = (A.astype(np.uint64) @ B.astype(np.uint64)).astype(dt)  # wraps as the type does
        else:
            A, B = (rng.random(s).astype(dt) for s in ((m, kk), (kk, n)))
            want = A.astype(np.float64) @ B.astype(np.float64)
        got = k(A, B)
        assert got.dtype == dt
        if dt.kind == "f":
            np.testing.assert_allclose(got.astype(np.float64), want, rtol=1e-2)
        else:
            np.testing.assert_array_equal(got, want)
