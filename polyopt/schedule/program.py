"""The original program order: statements in sequence, each in its own loop nest.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.scop import build_scop
>>> scop = build_scop(check(parse("def f(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }").defs[0]))
>>> print(program_order(scop).tree.get_map())
[N] -> { S0[i] -> [i] }
"""

from __future__ import annotations

import islpy as isl

from polyopt.poly.affine import isl_name
from polyopt.poly.scop import Scop
from polyopt.schedule import tree as T
from polyopt.schedule.schedule import Schedule


def statement_band(scop: Scop, s, pieces=()) -> T.Node:
    """One statement's loops: its index variables in order (shared by its ``pieces``, the other
    branch-free pieces of the same text statement, which run interleaved with it)."""
    if not s.vars:
        return T.LEAF
    names = ", ".join(isl_name(v) for v in s.vars)
    params = ", ".join(isl_name(p) for p in scop.params)
    maps = "; ".join(f"{x.name}[{names}] -> [{names}]" for x in (s, *pieces))
    umap = isl.UnionMap(f"[{params}] -> {{ {maps} }}", context=scop.ctx)
    n = len(s.vars)
    return T.Band(isl.MultiUnionPwAff.from_union_map(umap), (False,) * n, False)


def program_order(scop: Scop) -> Schedule:
    """Statements one after another in text order, each in its own loop nest; the pieces of one
    statement (``poly/pieces.py``) share its nest, so that they run in the statement's order."""
    groups: list[list] = []
    for s in scop.statements:
        if groups and (groups[-1][0].origin, groups[-1][0].kind, groups[-1][0].vars) == (s.origin, s.kind, s.vars):
            groups[-1].append(s)
        else:
            groups.append([s])
    kids = []
    for first, *rest in groups:
        dom = isl.UnionSet.empty(scop.context.get_space())
        for s in (first, *rest):
            dom = dom.union(isl.UnionSet.from_set(s.domain.universe(s.domain.get_space())))
        kids.append(T.Filter(dom.intersect_params(scop.context), statement_band(scop, first, rest)))
    child = kids[0].child if len(kids) == 1 else T.Sequence(tuple(kids))
    return Schedule(scop, T.Root(scop.domain(), child), "program")
