"""Updates of one element each, written as the assignments they are.

``O(i) += B(i) * O(i)`` (``+=`` without ``!`` and no variable beyond the left-hand side's) updates
every element once, in program order, as ``O(i) = O(i) + B(i) * O(i)`` does; the value
analysis (``versions.py``) refuses a reduction that reads its own tensor, so the gradient
differentiates the assignment. ``*=``, ``max=`` and ``min=`` the same way.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = "def f(double(N) X, double(N) B) -> (O) { O(i) = X(i)\\n O(i) += B(i) * O(i) }"
>>> [str(s) for s in as_assignments(check(parse(src).defs[0]), src).definition.body]
['O(i) = X(i)', 'O(i) = (O(i) + (B(i) * O(i)))']
"""

from __future__ import annotations

from dataclasses import replace

from polyopt.lang import ir
from polyopt.lang.check import Checked, check


def _combined(op: str, old: ir.Expr, new: ir.Expr, loc: ir.Loc) -> ir.Expr:
    if op in ("+", "*"):
        return ir.Binary(op, old, new, loc)
    return ir.Call(op, (old, new), loc)


def _reads(e: ir.Expr, tensor: str) -> bool:
    return any(isinstance(x, ir.Access) and x.tensor == tensor for x in ir.walk(e))


def as_assignments(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with each accumulating statement that is not a reduction (no variable besides
    the left-hand side's, no ``!``, every left-hand-side index a variable, the tensor written
    before) as an assignment; a ``+=`` that does not read its tensor stays (``versions.py``
    accumulates it into the old value, in part of the tensor too)."""
    body, changed = [], False
    for info in checked.stmts:
        st = info.stmt
        if st.reduction is None or st.initializes or info.red_vars or st.scatter or \
                st.lhs.tensor not in {s.lhs.tensor for s in body} or \
                (st.reduction == "+" and not _reads(st.rhs, st.lhs.tensor)):
            body.append(st)
            continue
        rhs = _combined(st.reduction, st.lhs, st.rhs, st.loc)
        body.append(replace(st, op="=", rhs=rhs))
        changed = True
    return check(replace(checked.definition, body=tuple(body)), source) if changed else checked


__all__ = ["as_assignments"]
