"""Control-flow elimination: split a statement by its affine conditions into branch-free pieces.

For ``O(t) +=! t >= 3 ? W(0) * X(t - 3) : 0.0`` the domain splits into ``t >= 3`` (body
``W(0) * X(t - 3)``) and ``t < 3`` (body ``0.0``, a no-op for ``+=`` that is dropped). Each piece
keeps only the reads its body makes; conditions that are not affine stay as selects.

>>> from polyopt.lang import ir
>>> e = ir.Select(ir.Binary("<", ir.Var("j"), ir.Var("A")), ir.Var("x"), ir.Var("y"))
>>> [str(c) for c in affine_conditions(e, {"j", "A"})]
['(j < A)']
"""

from __future__ import annotations

import itertools

import islpy as isl

from polyopt.lang import ir
from polyopt.poly.affine import NotAffine, cond_to_isl, to_isl

MAX_CONDITIONS = 6  # 2**6 pieces at most per statement


def affine_conditions(e: ir.Expr, names: set[str], minmax: bool = False) -> list[ir.Expr]:
    """Distinct affine ternary conditions of ``e``, outermost first; with ``minmax``, ``min(a, b)``
    and ``max(a, b)`` of affine operands count as the ternaries ``a <= b ? a : b`` and
    ``a >= b ? a : b`` (``codegen/branchfree.py`` splits loops at them)."""
    found: list[ir.Expr] = []

    def visit(x):
        cond = x.cond if isinstance(x, ir.Select) else minmax_condition(x, names) if minmax else None
        if cond is not None:
            try:
                cond_to_isl(cond, names)
                if cond not in found:
                    found.append(cond)
            except NotAffine:
                pass
        for sub in ir.children(x):
            visit(sub)
    visit(e)
    return found


def minmax_condition(x: ir.Expr, names: set[str]) -> ir.Expr | None:
    """``a <= b`` for ``min(a, b)``, ``a >= b`` for ``max(a, b)`` (affine integer operands: the
    clipped window of a border), else None.

    >>> str(minmax_condition(ir.Call("min", (ir.Var("h"), ir.Var("H"))), {"h", "H"}))
    '(h <= H)'
    """
    if not (isinstance(x, ir.Call) and x.func in ("min", "max") and len(x.args) == 2):
        return None
    try:
        for a in x.args:
            to_isl(a, names)
    except NotAffine:
        return None
    return ir.Binary("<=" if x.func == "min" else ">=", x.args[0], x.args[1], x.loc)


def non_affine_conditions(e: ir.Expr, names: set[str]) -> list[ir.Expr]:
    """Ternary conditions that depend on data (they stay as selects in the body)."""
    out = []
    for x in ir.walk(e):
        if isinstance(x, ir.Select):
            try:
                cond_to_isl(x.cond, names)
            except NotAffine:
                out.append(x.cond)
    return out


def resolve(e: ir.Expr, truth: dict[ir.Expr, bool]) -> ir.Expr:
    """``e`` with every ternary (or ``min``/``max``) whose condition is in ``truth`` replaced by the
    branch taken."""
    if isinstance(e, ir.Call) and e.func in ("min", "max") and len(e.args) == 2:
        cond = ir.Binary("<=" if e.func == "min" else ">=", e.args[0], e.args[1])
        if cond in truth:
            return resolve(e.args[0] if truth[cond] else e.args[1], truth)
    if isinstance(e, ir.Select):
        if e.cond in truth:
            return resolve(e.then if truth[e.cond] else e.other, truth)
        return ir.Select(resolve(e.cond, truth), resolve(e.then, truth), resolve(e.other, truth), e.loc)
    if isinstance(e, ir.Binary):
        return ir.Binary(e.op, resolve(e.left, truth), resolve(e.right, truth), e.loc)
    if isinstance(e, ir.Unary):
        return ir.Unary(e.op, resolve(e.operand, truth), e.loc)
    if isinstance(e, ir.Cast):
        return ir.Cast(e.dtype, resolve(e.operand, truth), e.loc)
    if isinstance(e, ir.Call):
        return ir.Call(e.func, tuple(resolve(a, truth) for a in e.args), e.loc)
    if isinstance(e, ir.Access):
        return ir.Access(e.tensor, tuple(resolve(i, truth) for i in e.indices), e.loc)
    return e


def simplify(e: ir.Expr) -> ir.Expr:
    """Fold ``0 * x``, ``x * 0``, ``0 + x``, ``x + 0``, ``x - 0`` (so that dead pieces show as 0).

    Note: ``0 * x`` folds to 0 even where ``x`` would be inf or NaN (as zero padding intends).
    """
    if isinstance(e, ir.Binary):
        a, b = simplify(e.left), simplify(e.right)
        za = isinstance(a, ir.Const) and a.value == 0
        zb = isinstance(b, ir.Const) and b.value == 0
        if e.op == "*" and (za or zb):
            return ir.Const(0.0 if (a if za else b).is_float else 0, e.loc)
        if e.op == "+" and za:
            return b
        if e.op in ("+", "-") and zb:
            return a
        return ir.Binary(e.op, a, b, e.loc)
    return e


def is_noop(body: ir.Expr, op: str | None) -> bool:
    """True for ``+= 0`` and ``*= 1``: an update piece that changes nothing."""
    if not isinstance(body, ir.Const):
        return False
    return (op == "+" and body.value == 0) or (op == "*" and body.value == 1)


def split(dom: isl.Set, rhs: ir.Expr, op: str | None, names: set[str], vset) -> list[tuple[isl.Set, ir.Expr]]:
    """``[(piece domain, branch-free body)]`` covering ``dom``; pieces with equal bodies merged."""
    conds = affine_conditions(rhs, names)[:MAX_CONDITIONS]
    if not conds:
        return [(dom, rhs)]
    sets = [vset(cond_to_isl(c, names)) for c in conds]
    pieces: dict[ir.Expr, isl.Set] = {}
    for values in itertools.product((True, False), repeat=len(conds)):
        piece = dom
        for s, v in zip(sets, values):
            piece = piece.intersect(s if v else piece.universe(piece.get_space()).subtract(s))
            if piece.is_empty():
                break
        if piece.is_empty():
            continue
        body = simplify(resolve(rhs, dict(zip(conds, values))))
        pieces[body] = pieces[body].union(piece) if body in pieces else piece
    return [(d.coalesce(), b) for b, d in pieces.items() if not is_noop(b, op)]
