"""``independent_defs``: kernels and einsum strings written apart from the project's own cases, as
outside reviewers write them, against numpy: each def at its sizes with one thread and with two
(``parallel_min_work=0``: every parallel loop forks), each string with ``po.einsum``."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from tests.lang.tc_cases import arguments, compare

from .independent_defs import CASES, EINSUM_DTYPES, EINSUMS

THREADS = {"one_thread": po.Options(num_threads=1), "two_threads": po.Options(num_threads=2, parallel_min_work=0)}


@functools.cache
def _kernel(source: str, threads: str) -> po.Kernel:
    return po.compile(source, options=THREADS[threads])


@pytest.mark.parametrize("threads", sorted(THREADS))
@pytest.mark.parametrize(("name", "source", "ref", "sizes", "inputs", "rtol"), CASES, ids=[c[0] for c in CASES])
def test_def_against_numpy(name, source, ref, sizes, inputs, rtol, threads):
    for n, s in enumerate(sizes):
        args = arguments(source, s, inputs, n)
        want = ref(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        compare(_kernel(source, threads)(*args), want, f"{name} at {s}", rtol)


def _operands(shapes, dtype, rng):
    dt = np.dtype(dtype)
    if dt.kind == "f":
        return [(rng.random(s) * 2 - 0.5).astype(dt) for s in shapes]
    if dt.kind == "b":
        return [rng.random(s) < 0.5 for s in shapes]
    return [rng.integers(0 if dt.kind == "u" else -5, 6, s).astype(dt) for s in shapes]


@pytest.mark.parametrize(("subscripts", "shapes"), EINSUMS, ids=[e[0] for e in EINSUMS])
def test_einsum_against_numpy(subscripts, shapes):
    ops = _operands(shapes, "float64", np.random.default_rng(0))
    np.testing.assert_allclose(po.einsum(subscripts, *ops), np.einsum(subscripts, *ops), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize(("subscripts", "dtype"), EINSUM_DTYPES, ids=[f"{s}-{t}" for s, t in EINSUM_DTYPES])
def test_einsum_dtypes_against_numpy(subscripts, dtype):
    shapes = dict(EINSUMS).get(subscripts) or {"abc,abc->c": [(3, 7, 2)] * 2, "i,i->i": [(17,)] * 2,
                                               "bij,bkj->bik": [(2, 3, 7), (2, 5, 7)]}[subscripts]
    ops = _operands(shapes, dtype, np.random.default_rng(1))
    got, want = po.einsum(subscripts, *ops), np.einsum(subscripts, *ops)
    assert np.asarray(got).dtype == want.dtype
    rtol = 1e-5 if dtype == "float32" else 0
    np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64), rtol=rtol)


def test_case_names_are_distinct():
    assert len({c[0] for c in CASES}) == len(CASES) >= 30 and len({e[0] for e in EINSUMS}) == len(EINSUMS) >= 25
