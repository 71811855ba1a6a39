"""What guards already decided: comparisons known to hold on a path of the loop tree, and the
truth of another comparison they imply.

A fact is a linear form ``sign * T + c >= 0`` over the terms ``T`` of a comparison (iterators,
sizes, and any other subexpression such as ``s_N % 8`` as one opaque term), ``T`` scaled so that
its first term counts once. Two comparisons on the same terms decide each other: under
``s_N >= c1 + 6`` the guard ``s_N >= c1 + 5`` is true and ``c1 + 7 == s_N`` is false. Versioning a
loop on guards that do not use its iterator (``branchfree``) keeps only the versions whose facts
agree, instead of all 2^k combinations of k related guards.

>>> from polyopt.codegen.loops import AId, AInt, AOp
>>> n, c = AId("s_N"), AId("c1")
>>> known = facts(AOp("ge", (n, AOp("add", (c, AInt(6))))), True)  # s_N >= c1 + 6
>>> decide(AOp("ge", (n, AOp("add", (c, AInt(5))))), known), decide(AOp("ge", (AOp("add", (c, AInt(5))), n)), known)
(True, False)
>>> decide(AOp("eq", (AOp("add", (c, AInt(7))), n)), known) is None  # s_N == c1 + 7 may hold
True
"""

from __future__ import annotations

from math import gcd

from polyopt.codegen.loops import AExpr, AId, AInt, AOp

Fact = tuple[tuple, int, int]  # (terms: ((term, coef), ...) with the first coef > 0, sign, constant)


def _linear(e: AExpr) -> dict:
    """``e`` as {term: coefficient}, the constant under the key 1 (terms: iterator and size names,
    or a subexpression that is not linear, kept whole)."""
    if isinstance(e, AInt):
        return {1: e.value}
    if isinstance(e, AId):
        return {e.name: 1}
    if isinstance(e, AOp) and e.op in ("add", "sub"):
        a, b = _linear(e.args[0]), _linear(e.args[1])
        k = 1 if e.op == "add" else -1
        for t, v in b.items():
            a[t] = a.get(t, 0) + k * v
        return a
    if isinstance(e, AOp) and e.op == "minus":
        return {t: -v for t, v in _linear(e.args[0]).items()}
    if isinstance(e, AOp) and e.op == "mul" and any(isinstance(a, AInt) for a in e.args):
        k, other = (e.args[0].value, e.args[1]) if isinstance(e.args[0], AInt) else (e.args[1].value, e.args[0])
        return {t: k * v for t, v in _linear(other).items()}
    return {e: 1}


def _ge(lhs: dict) -> Fact | None:
    """``lhs >= 0`` as a fact (None: a constant, nothing to learn)."""
    const = lhs.pop(1, 0)
    terms = sorted(((t, v) for t, v in lhs.items() if v), key=lambda tv: repr(tv[0]))
    if not terms:
        return None
    g = 0
    for _, v in terms:
        g = gcd(g, v)
    sign = 1 if terms[0][1] > 0 else -1
    scaled = tuple((t, v * sign // g) for t, v in terms)
    return scaled, sign, const // g  # sign * T * g + const >= 0  <=>  sign * T + floor(const / g) >= 0


def _forms(atom: AExpr) -> list[dict] | None:
    """The comparison ``atom`` as forms ``f >= 0`` that hold together (two for ``==``)."""
    if not (isinstance(atom, AOp) and atom.op in ("le", "lt", "ge", "gt", "eq")):
        return None
    a, b = _linear(atom.args[0]), _linear(atom.args[1])
    diff = dict(a)
    for t, v in b.items():
        diff[t] = diff.get(t, 0) - v  # a - b
    neg = {t: -v for t, v in diff.items()}
    shift = {"ge": (diff, 0), "gt": (diff, -1), "le": (neg, 0), "lt": (neg, -1)}
    if atom.op == "eq":
        return [diff, neg]
    form, k = shift[atom.op]
    form = dict(form)
    form[1] = form.get(1, 0) + k
    return [form]


def facts(atom: AExpr, truth: bool) -> tuple[Fact, ...]:
    """What the comparison ``atom`` taken as ``truth`` tells (nothing for a false ``==``: it is a
    disjunction)."""
    forms = _forms(atom)
    if forms is None or (not truth and len(forms) > 1):
        return ()
    if not truth:  # not (f >= 0)  <=>  -f - 1 >= 0
        forms = [{**{t: -v for t, v in forms[0].items()}, 1: -forms[0].get(1, 0) - 1}]
    return tuple(f for f in (_ge(dict(x)) for x in forms) if f is not None)


def _holds(q: Fact, known: tuple[Fact, ...]) -> bool | None:
    terms, sign, c = q
    for t, s, k in known:
        if t != terms:
            continue
        if s == sign and k <= c:  # sign*T >= -k >= -c
            return True
        if s != sign and k < -c:  # sign*T <= k < -c
            return False
    return None


def decide(atom: AExpr, known: tuple[Fact, ...]) -> bool | None:
    """The truth of the comparison ``atom`` where ``known`` hold (None if they do not tell)."""
    if not known:
        return None
    forms = _forms(atom)
    if forms is None:
        return None
    qs = [_ge(dict(f)) for f in forms]
    if any(q is None for q in qs):
        return None
    truths = [_holds(q, known) for q in qs]
    if False in truths:
        return False
    return True if all(t is True for t in truths) else None
