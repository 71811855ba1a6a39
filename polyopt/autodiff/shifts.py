"""Values the outputs do not depend on: a shift that cancels, proved from the expressions.

Softmax subtracts its row maximum before the exponentials, ``e(n, d) = exp(X(n, d) - mx(n))``,
and divides by their sum, ``Y(n, d) = e(n, d) / s(n)``. Change ``mx(n)`` by any ``t`` and ``e``
and ``s`` are both multiplied by ``exp(-t)``, which cancels in ``Y``: the outputs do not depend on
``mx`` at all, so its gradient is zero (in exact arithmetic; the differentiator would otherwise
send the gradient through the maximum and its ties, two passes that sum to rounding noise).

``invariant(checked, vs, m)`` proves this for a value ``m`` by following a change ``t`` of one
element ``m(idx)`` through the statements. Each value gets a tag: unchanged, shifted
(``v + c * t``), scaled (``v * exp(c * t)``), or unknown, where ``t`` is the change of one
element of ``m`` (the *factor*: ``m`` and its index, ``mx(n)``). The rules are the identities
``exp(a + c t) = exp(a) exp(c t)``, ``log(a exp(c t)) = log(a) + c t``, ``(a exp(c t)) / (b exp(c
t)) = a / b``, a sum or maximum over variables the factor does not use keeps the factor, and a
maximum of shifted values is shifted. Anything else a changed value meets (a comparison, a
condition, an index, a sum over the factor's own index, two different factors) is unknown. ``m``
has no gradient when every output ends unchanged.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.autodiff.versions import versions
>>> src = '''def softmax(float(N, D) X) -> (Y) { mx(n) max=! X(n, d)
...     e(n, d) = exp(X(n, d) - mx(n))
...     s(n) +=! e(n, d)
...     Y(n, d) = e(n, d) / s(n) }'''
>>> c = check(parse(src).defs[0])
>>> vs = versions(c, build_scop(c, split_conditions=False), set(c.tensors) | set(c.sizes))
>>> print(invariant(c, vs, "mx"))  # doctest: +NORMALIZE_WHITESPACE
mx(n) gets no gradient: the outputs do not change with it (it enters as a shift,
e(n, d) = exp(X(n, d) - mx(n)), that cancels in Y(n, d) = e(n, d) / s(n))
>>> invariant(c, vs, "s") is None  # Y changes with s
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from polyopt.autodiff.text import expr_text, stmt_text
from polyopt.autodiff.versions import Versions
from polyopt.lang import ir
from polyopt.lang.check import Checked, is_float


@dataclass(frozen=True)
class Tag:
    """A changed value: ``v + c * t`` (``kind == "shift"``) or ``v * exp(c * t)`` (``"scale"``),
    ``t`` the change of ``factor`` (an element of the value under test, ``mx(n)``)."""
    kind: str
    factor: ir.Access
    c: Fraction


UNKNOWN = "unknown"  # a changed value no rule follows
Tagged = Tag | str | None  # None: unchanged


def _tag(kind: str, factor: ir.Access, c: Fraction) -> Tagged:
    return None if c == 0 else Tag(kind, factor, c)


def invariant(checked: Checked, vs: Versions, m: str) -> str | None:
    """Why the outputs of ``checked`` do not depend on value ``m`` (a sentence for the gradient's
    text), or None where that is not proved (see the module docstring)."""
    tags: dict[str, tuple[tuple[str, ...], Tagged]] = {}  # value -> (its writer's lhs variables, tag)
    enters = cancels = None
    for info in checked.stmts:
        st, i = info.stmt, info.index
        _, v = vs.written[i]
        rhs = vs.rename(i, st.rhs)
        if v == m:
            if len(vs.by_name[v].writers) != 1 or not all(isinstance(ix, ir.Var) for ix in st.lhs.indices):
                return None  # the factor is an element of m: m(lhs variables)
            tags[v] = (info.lhs_vars, Tag("shift", ir.Access(m, tuple(ir.Var(x) for x in info.lhs_vars)), Fraction(1)))
            continue
        touched = [x for x in ir.walk(rhs) if isinstance(x, ir.Access) and (x.tensor == m or x.tensor in tags)]
        if not touched:
            continue
        if v in tags or len(vs.by_name[v].writers) != 1 or vs.by_name[v].base is not None or \
                not all(isinstance(ix, ir.Var) for ix in st.lhs.indices) or _in_where(st, vs, i, tags):
            tags[v] = (info.lhs_vars, UNKNOWN)
            continue
        t = _reduce(st, info, _expr(rhs, tags))
        tags[v] = (info.lhs_vars, t)
        if enters is None and any(x.tensor == m for x in touched):
            enters = stmt_text(st.lhs, st.op, st.rhs)
        if t is None and cancels is None:
            cancels = stmt_text(st.lhs, st.op, st.rhs)
    outs = [vs.final[o] for o in checked.outputs if is_float(checked.tensors[o].dtype)]
    if m not in tags or any(tags.get(o, (None, None))[1] is not None for o in outs) or cancels is None:
        return None
    head = tags[m][1].factor
    return (f"{expr_text(head)} gets no gradient: the outputs do not change with it (it enters as a shift, "
            f"{enters}, that cancels in {cancels})")


def _in_where(st: ir.Stmt, vs: Versions, i: int, tags: dict) -> bool:
    """A changed value in the statement's ranges, conditions or ``exists``, or in an index."""
    exprs = [*st.conditions, *(e for r in st.ranges for e in (r.lo, r.hi)), *st.exists, *st.lhs.indices,
             *(ix for x in ir.walk(st.rhs) if isinstance(x, ir.Access) for ix in x.indices)]
    return any(isinstance(x, ir.Access) and x.tensor in tags for e in exprs for x in ir.walk(vs.rename(i, e)))


def _reduce(st: ir.Stmt, info, t: Tagged) -> Tagged:
    """The tag of the value ``st`` writes, given its right-hand side's."""
    if t is None or t == UNKNOWN:
        return t
    if not ir.walk_vars(t.factor) <= set(info.lhs_vars):
        return UNKNOWN  # a sum or maximum over the factor's own index: a different change per term
    if st.op == "=":
        return t
    if st.op == "+=!" and t.kind == "scale":  # sum(a exp(c t)) = sum(a) exp(c t)
        return t
    if st.op in ("max=!", "min=!"):  # exp(c t) > 0: the maximum of scaled (shifted) values is scaled (shifted)
        return t
    return UNKNOWN


def _expr(e: ir.Expr, tags: dict) -> Tagged:
    """The tag of expression ``e`` (the factors in the statement's own variables)."""
    if isinstance(e, ir.Access):
        if e.tensor not in tags:
            return None
        names, t = tags[e.tensor]
        if t is None or t == UNKNOWN:
            return t
        at = dict(zip(names, e.indices))
        factor = ir.rebuild(t.factor, lambda x: at.get(x.name, x) if isinstance(x, ir.Var) else x)
        return Tag(t.kind, factor, t.c)
    if isinstance(e, ir.Const | ir.Var):
        return None
    if isinstance(e, ir.Cast):
        t = _expr(e.operand, tags)
        return t if t is None or is_float(e.dtype) else UNKNOWN
    if isinstance(e, ir.Unary):
        t = _expr(e.operand, tags)
        if t is None or t == UNKNOWN:
            return t
        if e.op != "-":
            return UNKNOWN
        return Tag(t.kind, t.factor, -t.c) if t.kind == "shift" else t  # -(a exp(c t)) = (-a) exp(c t)
    if isinstance(e, ir.Binary):
        return _binary(e, _expr(e.left, tags), _expr(e.right, tags))
    if isinstance(e, ir.Select):
        if _expr(e.cond, tags) is not None:
            return UNKNOWN
        a, b = _expr(e.then, tags), _expr(e.other, tags)
        return a if a == b else UNKNOWN
    if isinstance(e, ir.Call):
        args = [_expr(a, tags) for a in e.args]
        if all(a is None for a in args):
            return None
        if len(args) == 1 and isinstance(args[0], Tag):
            t = args[0]
            if e.func == "exp" and t.kind == "shift":
                return Tag("scale", t.factor, t.c)
            if e.func == "log" and t.kind == "scale":
                return Tag("shift", t.factor, t.c)
        return UNKNOWN
    return UNKNOWN  # pragma: no cover


def _binary(e: ir.Binary, a: Tagged, b: Tagged) -> Tagged:
    if a is None and b is None:
        return None
    if a == UNKNOWN or b == UNKNOWN:
        return UNKNOWN
    same = isinstance(a, Tag) and isinstance(b, Tag) and a.kind == b.kind and a.factor == b.factor
    if e.op in ("+", "-"):
        sign = 1 if e.op == "+" else -1
        if a is None:  # u - (v + c t) = (u - v) - c t
            return Tag("shift", b.factor, sign * b.c) if b.kind == "shift" else UNKNOWN
        if b is None:
            return a if a.kind == "shift" else UNKNOWN
        if same and a.kind == "shift":  # (u + a t) - (v + b t) = (u - v) + (a - b) t
            return _tag("shift", a.factor, a.c + sign * b.c)
        if same and a.kind == "scale" and a.c == b.c:  # u exp(c t) + v exp(c t) = (u + v) exp(c t)
            return a
        return UNKNOWN
    if e.op == "*" and (a is None or b is None):
        t, other = (b, e.left) if a is None else (a, e.right)
        if t.kind == "scale":
            return t
        return _tag("shift", t.factor, t.c * _nonzero(other)) if _nonzero(other) else UNKNOWN  # k (u + c t)
    if e.op == "/" and b is None:
        if a.kind == "scale":
            return a
        return _tag("shift", a.factor, a.c / _nonzero(e.right)) if _nonzero(e.right) else UNKNOWN
    if e.op == "/" and a is None:
        return Tag("scale", b.factor, -b.c) if b.kind == "scale" else UNKNOWN
    if e.op in ("*", "/") and same and a.kind == "scale":  # u exp(a t) / (v exp(b t)) = u / v exp((a - b) t)
        return _tag("scale", a.factor, a.c + (b.c if e.op == "*" else -b.c))
    return UNKNOWN  # comparisons, %, logic, (u + c t) * (v + c t): no rule


def _nonzero(e: ir.Expr) -> Fraction | None:
    """The value of a non-zero literal."""
    ok = isinstance(e, ir.Const) and e.value != 0 and math.isfinite(e.value)
    return Fraction(e.value) if ok else None
