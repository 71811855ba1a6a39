"""Assignments narrowed to the elements that are read or kept.

A scan written as "every element first, then from 1 on" (``Y(i) = X(i)``, then ``Y(i) = Y(i - 1)
+ X(i) where i in 1:N``) overwrites part of ``Y``, which the value analysis (``versions.py``)
refuses; but the first statement's values at ``i >= 1`` are overwritten before anything reads
them. Without those instances (``where i == 0``) the statements write disjoint parts of ``Y``, a
recurrence with a gradient. The forward kernel itself is not changed.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = "def cs(double(N) X) -> (Y) { Y(i) = X(i)\\n Y(i) = Y(i - 1) + X(i) where i in 1:N }"
>>> [str(s) for s in without_dead_writes(check(parse(src).defs[0]), src).definition.body]
['Y(i) = X(i) where (i == 0)', 'Y(i) = (Y((i - 1)) + X(i)) where i in 1:N']
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl

from polyopt.autodiff import domains
from polyopt.errors import PolyoptError
from polyopt.lang.check import Checked, check
from polyopt.poly import deps as deps_
from polyopt.poly.affine import isl_name
from polyopt.poly.build import build_scop


def without_dead_writes(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with each assignment (``=``) restricted, by conditions added to its ``where``, to
    the instances whose value a later statement reads or that no later statement overwrites;
    ``checked`` itself where no instance is dead, a restriction is no one piece, or the tensors'
    shapes would change (``O(b, i) = ... where i in 1:N`` after ``O(b, i) = X(b, i) where i == 0``
    writes past O's one column: only a statement whose left-hand side ranges are all given grows it)."""
    scop = build_scop(checked, source, split_conditions=False)
    d = deps_.compute(scop)
    read, overwritten = d.flow.domain(), d.output.domain()
    params = {isl_name(s): s for s in checked.sizes}
    body = [info.stmt for info in checked.stmts]
    changed = False
    for st in scop.statements:
        if st.kind != "assign" or st.body is not None:
            continue
        space = isl.UnionSet.from_set(st.domain)
        dead = overwritten.intersect(space).subtract(read.intersect(space))
        if dead.is_empty():
            continue
        live = st.domain.subtract(isl.Set.from_union_set(dead)).coalesce()
        conds = domains.conditions_of(live.gist(st.domain).coalesce(), st.vars, params)
        if conds is None:
            return checked
        k = st.origin
        body[k] = replace(body[k], conditions=body[k].conditions + tuple(conds))
        changed = True
    if not changed:
        return checked
    try:
        narrowed = check(replace(checked.definition, body=tuple(body)), source)
        extents = build_scop(narrowed, source, split_conditions=False).extents
    except PolyoptError:  # (a later statement that wrote inside the tensor now writes past it)
        return checked
    same = set(extents) == set(scop.extents) and all(  # (each build has an isl context of its own)
        isl.Set(str(extents[t]), context=scop.extents[t].get_ctx()).is_equal(scop.extents[t]) for t in extents)
    return narrowed if same else checked


__all__ = ["without_dead_writes"]
