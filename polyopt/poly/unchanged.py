"""Stores that leave an element as it was: a step's write of a value the slot already holds.

A tensor stored modulo ``m`` steps (``poly.storage``) reuses slot ``t mod m`` every ``m``
steps. A statement whose value does not change from step to step (a border set from an input,
heat-3d's ``B(t, i, j, k) = A0(i, j, k)`` on the faces, jacobi's ``B(t, i) = B0(i)``) then
writes, at every step after its first ``m``, the value that its slot already holds, if no other
statement wrote the slot in between: such an instance changes nothing and is dropped. In the
time-tiled loops of heat-3d at N = 120 those stores were two scalar loads a row from ``A0``
(14 MB, read nowhere else, so from L3 or memory) and about 5-9% of one thread's time.

What "does not change" means here: the statement assigns (no reduction), its body reads only
tensors that no statement writes, and it names its step variable nowhere (so each read is of the
same element at every step, and the body's other variables are those of the same element). That
the slot holds that value is isl's: the last write before each instance, in program order, to
the element it writes (as stored), must be the same statement at the same point of an earlier
step.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.poly.storage import contract
>>> text = '''def f(double(N) A0, double(N) B0, double(T) steps) -> (A[-1]) {
...     A(t, i) = A0(i) where t in 0:1, i in 0:N
...     B(t, i) = (i == 0 || i == N - 1) ? B0(i) : A(t - 1, i - 1) + A(t - 1, i + 1)
...         where t in 1:T+1, i in 0:N
...     A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : B(t, i - 1) + B(t, i + 1)
...         where t in 1:T+1, i in 0:N
... }'''
>>> checked = check(parse(text).defs[0])
>>> scop = contract(build_scop(checked), checked)
>>> border = next(s for s in scop.statements if str(s.rhs) == "B0(i)")
>>> print(border.domain)  # the first step only: B's slot keeps B0's border from then on
[N, T] -> { S1_p0[t = 1, i = 0] : N > 0 and T > 0; S1_p0[t = 1, i = -1 + N] : N > 0 and T > 0 }
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl

from polyopt.lang import ir
from polyopt.lang.check import step_index


def drop_unchanged(scop):
    """``scop`` (its tensors as stored) with every instance that stores the value its element
    already holds left out of its statement's domain (see the module docstring)."""
    from polyopt.poly.order import program_map
    contracted = {c.tensor for c in scop.storage}
    written = {r.tensor for s in scop.statements for r in s.refs if r.write}
    sched = None
    out = []
    for s in scop.statements:
        step = step_index(s.info.stmt)
        if s.kind != "assign" or s.lhs.tensor not in contracted or step is None or step not in s.vars or \
                step in ir.walk_vars(s.rhs) or any(r.tensor in written for r in s.refs if not r.write):
            out.append(s)
            continue
        sched = program_map(scop) if sched is None else sched
        again = repeated(scop, s, s.vars.index(step), sched)
        out.append(s if again.is_empty() else replace(s, domain=s.domain.subtract(again).coalesce()))
    return replace(scop, statements=tuple(out))


def repeated(scop, s, step: int, sched: isl.UnionMap) -> isl.Set:
    """The instances of ``s`` whose element (as stored) was last written, before them in
    ``sched``, by ``s`` itself at the same point of an earlier step (member ``step`` of its
    instances)."""
    write = next(r for r in s.refs if r.write)
    sink = isl.UnionMap.from_map(write.relation.intersect_domain(s.domain))
    sources = isl.UnionMap.empty(scop.context.get_space())
    for o in scop.statements:
        for r in o.refs:
            if r.write and r.tensor == write.tensor:
                sources = sources.union(isl.UnionMap.from_map(r.relation.intersect_domain(o.domain)))
    info = isl.UnionAccessInfo.from_sink(sink).set_must_source(sources).set_schedule_map(sched)
    last = info.compute_flow().get_must_dependence()  # last writer -> s's instance
    space = s.domain.get_space()
    same = isl.Map.universe(isl.Space.map_from_set(space))
    for k in range(s.domain.dim(isl.dim_type.set)):
        if k != step:
            same = same.equate(isl.dim_type.in_, k, isl.dim_type.out, k)
    same = same.intersect_domain(s.domain).intersect_range(s.domain)
    return last.intersect(isl.UnionMap.from_map(same)).range().extract_set(space) if not last.is_empty() else \
        isl.Set.empty(space)
