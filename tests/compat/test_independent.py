"""``independent_defs``: kernels and einsum strings written apart from the project's own cases, as
outside reviewers write them, against numpy: each def at its sizes with one thread and with two
(``parallel_min_work=0``: every parallel loop forks), each string with ``po.einsum``; ``po.grad`` of a
few defs against finite differences."""

from __future__ import annotations

import functools
import re

import numpy as np
import pytest

import polyopt as po
from tests.lang.tc_cases import _s, arguments, compare

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


GRADIENTS = {"conv1d_stride2_dilation3": _s(L=11, R=3), "group_conv_flat_channels": _s(N=1, CI=4, K=8, L=6, R=2),
             "conv_transpose1d_stride2": _s(L=4, R=3), "depthwise1d_pad1_stride2": _s(C=2, L=7),
             "upsample_linear": _s(N=5), "cross_entropy_gathered_label": _s(N=3, C=4),
             "causal_softmax_temperature": _s(N=4), "multihead_attention_permuted": _s(B=1, L=2, H=2, D=3, S=3),
             "pb_symm_from_lower": _s(M=4, N=3), "pb_back_substitution_reversed": _s(N=4)}


@pytest.mark.parametrize("name", sorted(GRADIENTS))
def test_gradient_against_finite_differences(name):
    """``po.grad`` of the def in double precision against central differences of sum(d_O * O) over
    every output, at every element of every float input."""
    _, source, _, _, inputs, _ = next(c for c in CASES if c[0] == name)
    source = re.sub(r"\bfloat\b", "double", source)
    fwd, g = po.compile(source), po.grad(source)
    params = [p.name for p in fwd.definition.params]
    args = dict(zip(params, arguments(source, GRADIENTS[name], inputs, 0)))
    rng = np.random.default_rng(1)

    def outputs(a):
        o = fwd(**a)
        return o if isinstance(o, tuple) else (o,)

    seeds = {p: rng.standard_normal(np.shape(outputs(args)[fwd.definition.outputs.index(o)])) for p, o in g.spec.seeds}

    def loss(a):
        outs = outputs(a)
        return sum(float(np.sum(seeds[p] * outs[fwd.definition.outputs.index(o)])) for p, o in g.spec.seeds)

    got = g(**args, **seeds)
    got = got if isinstance(got, tuple) else (got,)
    assert len(got) == len(g.wrt) >= 1
    for x, gx in zip(g.wrt, got):
        base = np.asarray(args[x], np.float64)
        assert np.shape(gx) == base.shape, x
        for flat in range(base.size):
            vals = []
            for sign in (1, -1):
                moved = base.copy()
                moved.reshape(-1)[flat] += sign * 1e-6
                vals.append(loss({**args, x: moved if base.ndim else float(moved)}))
            np.testing.assert_allclose(np.asarray(gx).reshape(-1)[flat], (vals[0] - vals[1]) / 2e-6, rtol=1e-5,
                                       atol=1e-6, err_msg=f"{name}: d_{x}[{flat}]")
