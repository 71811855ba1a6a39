"""The ``if`` clause of a size-generic kernel's parallel loop: fork only where the call's work pays.

A kernel of known sizes drops the parallel mark of a nest with fewer than ``parallel_min_work``
statement instances (``loops.serial_small_nests``); a ``dynamic=True`` kernel cannot know at
compile time, so its forks print ``if(parallel: W >= parallel_min_work)``, ``W`` the instances of
the statements in the nest as a C expression of the size arguments (before, a 16-element call
woke the threads every time: about 3x the time of the kernel of known sizes).

``W`` counts each statement's bounding box (the extent of each of its index variables, from isl):
exact for the rectangular domains of tensor kernels, at most a few times over for triangles,
which errs towards forking, as the static path's ``work`` does with loops of unknown bounds.
``parallel:`` keeps the clause off the ``simd`` of a ``parallel for simd``.

>>> import polyopt as po
>>> from polyopt.codegen.branchfree import Statements
>>> from polyopt.codegen.loops import For, AId, AInt, AOp, User
>>> k = po.compile("def f(float(M, N) X) -> (Y) { Y(i, j) = X(i, j) + 1 }", dynamic=True)
>>> loop = For("c0", AInt(0), AOp("lt", (AId("c0"), AId("s_M"))), AInt(1), User("S0", ()))
>>> fork_if(k.scop, Statements(k.scop.statements, k.checked.sizes), loop, 1 << 15)
' if(parallel: s_M * s_N >= 32768)'
"""

from __future__ import annotations

import islpy as isl

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.cnames import size_names
from polyopt.codegen.loops import AExpr, AInt, AOp, Node, User, pw_aff_expr, walk

STRIDED_COST = 8  # statement instances one cache miss is worth, for the parallel threshold


def fork_if(scop, stmts, n: Node, min_work: int) -> str:
    """`` if(parallel: W >= min_work)`` for a fork of ``n`` (a loop, or the whole tree) whose
    statements are ``User`` nodes naming entries of ``stmts`` (``branchfree.Statements``); ""
    where every call forks (``min_work`` 0), " if(0)" where none does (constant work below it)."""
    if min_work <= 0:
        return ""
    domains = {}
    for u in walk(n):
        if isinstance(u, User):
            d = stmts[u.stmt].domain  # (the resolved versions of a statement share its domain)
            domains.setdefault(str(d), d)
    boxes = [box(scop, d) for d in domains.values()]
    if None in boxes:  # (no bound isl can give: every call forks)
        return ""
    w = _sum(boxes)
    if isinstance(w, AInt):
        return "" if w.value >= min_work else " if(0)"
    return f" if(parallel: {aexpr_c(AOp('ge', (w, AInt(min_work))))})"


def box(scop, domain: isl.Set) -> AExpr | None:
    """The points of the bounding box of ``domain``, an expression of the sizes (C names); None
    where isl finds no bound (``k in 0:K / 2`` in size-generic code: "unbounded optimum")."""
    names, one = size_names(scop), isl.Val.int_from_si(domain.get_ctx(), 1)
    const, out = 1, []
    for d in range(domain.dim(isl.dim_type.set)):
        try:
            span = domain.dim_max(d).sub(domain.dim_min(d))
        except isl.Error:
            return None
        extent = pw_aff_expr(span.add_constant_val(one), scop.context, names)
        if isinstance(extent, AInt):
            const *= extent.value
        else:
            out.append(extent)
    total = AInt(const)
    for e in out:
        total = e if total == AInt(1) else AOp("mul", (total, e))
    return total


def _sum(terms: list[AExpr]) -> AExpr:
    const = sum(t.value for t in terms if isinstance(t, AInt))
    out = [t for t in terms if not isinstance(t, AInt)]
    if const or not out:
        out.append(AInt(const))
    total = out[0]
    for t in out[1:]:
        total = AOp("add", (total, t))
    return total
