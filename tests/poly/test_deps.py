"""Dependences (``polyopt/poly/deps.py``) of statements of many dimensions: the value-based flow of a
reduction over k ``where`` variables is k basic maps (each instance to its lexicographic successor),
which isl's coalesce took O(k**6) to fuse into one (1.5 s at 16, more than 60 s at 30); such a map is
kept in its pieces, the same relation."""

from __future__ import annotations

import islpy as isl
import numpy as np
import pytest

import polyopt as po
from polyopt.lang.check import check
from polyopt.lang.parser import parse
from polyopt.poly import deps as D
from polyopt.poly.build import build_scop
from tests.schedule.test_bounded_schedule import _sum_over


def _chain(d: D.Dependences) -> isl.Map:
    """The reduction statement's flow to itself (its chain)."""
    return next(m for m in D._maps(d.flow) if m.get_tuple_name(isl.dim_type.in_) == m.get_tuple_name(isl.dim_type.out))


@pytest.mark.parametrize("n", [3, D.COALESCE_PIECES, D.COALESCE_PIECES + 2])
def test_a_long_chain_is_kept_in_pieces_and_is_the_same_relation(n):
    scop = build_scop(check(parse(_sum_over(n)).defs[0]))
    d = D.compute(scop)
    chain = _chain(d)
    assert chain.n_basic_map() == (1 if n <= D.COALESCE_PIECES else n)
    # the chain: each instance to its successor in the lexicographic order of (v0, ..., v{n-1})
    name, vs = chain.get_tuple_name(isl.dim_type.in_), ", ".join(f"v{k}" for k in range(n))
    ctx, ranges = chain.get_ctx(), " and ".join(f"0 <= v{k} <= 1" for k in range(n))
    dom = isl.Set(f"[N] -> {{ {name}[i, {vs}] : 0 <= i < N and {ranges} }}", context=ctx)
    same_i = isl.Map(f"[N] -> {{ {name}[i, {vs}] -> {name}[i2, {', '.join(f'w{k}' for k in range(n))}] : i2 = i }}",
                     context=ctx)
    assert chain.is_equal(dom.lex_lt_set(dom).intersect(same_i).lexmin())
    assert not d.validity.is_empty() and not d.reduction.is_empty()


def test_a_reduction_over_many_where_variables_runs():
    n = D.COALESCE_PIECES + 1
    k = po.compile(_sum_over(n))
    assert _chain(k.dependences).n_basic_map() == n
    rng = np.random.default_rng(0)
    A, Bs = rng.random(5, np.float32), [rng.random(2, np.float32) for _ in range(n)]
    want = A.astype(np.float64) * np.prod([b.sum(dtype=np.float64) for b in Bs])
    np.testing.assert_allclose(k(A, *Bs), want, rtol=1e-4)
