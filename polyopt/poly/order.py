"""Program order: the statements in text order, each in its own loop nest, as a schedule tree.

The model needs it (dependences are computed with respect to it; ``Scop.reads_initial`` and the
checks of time steps compare with it), and it is the baseline schedule
(``schedule/program.py``, ``Options(schedule="program")``).

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> scop = build_scop(check(parse("def f(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }").defs[0]))
>>> print(program_map(scop))
[N] -> { S0[i] -> [i] }
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import islpy as isl

from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name

if TYPE_CHECKING:  # (scop.py imports this module)
    from polyopt.poly.scop import Scop


def statement_band(scop: Scop, s, pieces=(), skip: str | None = None) -> T.Node:
    """One statement's loops: its index variables in order (shared by its ``pieces``, the other
    branch-free pieces of the same text statement, which run interleaved with it), less ``skip``."""
    loops = [v for v in s.vars if v != skip]
    if not loops:
        return T.LEAF
    names = ", ".join(isl_name(v) for v in s.vars)
    params = ", ".join(isl_name(p) for p in scop.params)
    maps = "; ".join(f"{x.name}[{names}] -> [{', '.join(isl_name(v) for v in loops)}]" for x in (s, *pieces))
    umap = isl.UnionMap(f"[{params}] -> {{ {maps} }}", context=scop.ctx)
    return T.Band(isl.MultiUnionPwAff.from_union_map(umap), (False,) * len(loops), False)


def _nests(scop: Scop, stmts, skip: bool = False) -> list[T.Node]:
    """A filtered nest per text statement (its pieces together); ``skip``: less its step index."""
    groups: list[list] = []
    for s in stmts:
        if groups and (groups[-1][0].origin, groups[-1][0].kind, groups[-1][0].vars) == (s.origin, s.kind, s.vars):
            groups[-1].append(s)
        else:
            groups.append([s])
    kids = []
    for first, *rest in groups:
        band = statement_band(scop, first, rest, first.lhs.indices[0].name if skip else None)
        kids.append(T.Filter(_universe(scop, (first, *rest)), band))
    return kids


def _universe(scop: Scop, stmts) -> isl.UnionSet:
    dom = isl.UnionSet.empty(scop.context.get_space())
    for s in stmts:
        dom = dom.union(isl.UnionSet.from_set(s.domain.universe(s.domain.get_space())))
    return dom.intersect_params(scop.context)


def _steps(scop: Scop, stmts) -> T.Node:
    """Statements of a time-stepped group: one loop over their first index (the step), then each
    statement's other loops in text order."""
    params = ", ".join(isl_name(p) for p in scop.params)
    maps = "; ".join(f"{s.name}[{', '.join(isl_name(v) for v in s.vars)}] -> [{isl_name(s.lhs.indices[0].name)}]"
                     for s in stmts)
    umap = isl.UnionMap(f"[{params}] -> {{ {maps} }}", context=scop.ctx)
    kids = _nests(scop, stmts, skip=True)
    child = kids[0].child if len(kids) == 1 else T.Sequence(tuple(kids))
    step = T.Band(isl.MultiUnionPwAff.from_union_map(umap), (False,), False, child)
    return T.Filter(_universe(scop, stmts), step)


def program_tree(scop: Scop) -> T.Root:
    """Statements one after another in text order, each in its own loop nest; the pieces of one
    statement (``poly/pieces.py``) share its nest, so that they run in the statement's order. The
    statements of a time-stepped group (``Scop.steps``) share one loop over their step, their own
    nests inside it in text order."""
    kids: list[T.Node] = []
    todo = list(scop.statements)
    for lo, hi in scop.steps:
        before = [s for s in todo if s.origin < lo]
        kids += _nests(scop, before)
        kids.append(_steps(scop, [s for s in todo if lo <= s.origin <= hi]))
        todo = [s for s in todo if s.origin > hi]
    kids += _nests(scop, todo)
    child = kids[0].child if len(kids) == 1 else T.Sequence(tuple(kids))
    return T.Root(scop.domain(), child)


def program_map(scop: Scop) -> isl.UnionMap:
    """Program order as a map from statement instances to time."""
    return T.to_isl(program_tree(scop)).get_map()
