"""Innermost loops without branches: split a loop where a guard in its body changes truth, and
version it on guards that do not move with it.

isl's AST generator leaves a guard inside an innermost loop where statements with different
domains share the loop (an initialization beside the first reduction step, a triangle's edge)
or where a statement's domain has several parts whose existence depends on the sizes. Here each
such loop becomes pieces, each with the guards resolved:

- a guard affine in the loop's iterator (``c15 >= 1``, ``c3 + 1 >= c7``, ``c3 == c7``) cuts the
  iteration range at its bound: ``for (c = lo; c <= hi)`` becomes ``for (c = lo; c <= min(hi, 0))``
  with the guard false and ``for (c = max(lo, 1); c <= hi)`` with it true;
- a guard that does not use the iterator (``s_N >= 2``, ``c2 == 0``) is hoisted: ``if (g)
  { loop with g true } else { loop with g false }``;
- an affine condition left in a statement's body (``min(w + 1, W - 1)`` in a clipped window's
  divisor, a ternary beyond ``poly.pieces.MAX_CONDITIONS``) is a guard too: the statement is
  first written as a guard over its resolved versions, named ``S1~01`` (the bits are the truth of
  its conditions in order, ``x`` one left as it is; ``Statements`` makes them from the name).

``min``/``max`` in the new bounds are evaluated once per entry into the loop. A loop that would
need more than ``max_pieces`` pieces keeps its branches (``kept`` reports how many it needed).

>>> from polyopt.codegen.loops import For, If, User, AId, AInt, AOp
>>> c = AId("c0")
>>> loop = For("c0", AInt(0), AOp("le", (c, AInt(9))), AInt(1),
...            If(AOp("ge", (c, AInt(1))), User("S0", (c,)), User("S1", (c,))))
>>> new, kept = branch_free(loop, 16)
>>> first, rest = new.body  # the first iteration is short: unrolled beside the loop
>>> first.body[0].stmt, aexpr_c(first.body[0].args[0]), f"{aexpr_c(rest.init)}..{aexpr_c(rest.cond)}", rest.body.stmt
('S1', '0', '1..c0 <= 9', 'S0')
"""

from __future__ import annotations

from dataclasses import replace

from polyopt.codegen.cexpr import aexpr_c  # noqa: F401 - used by the doctest
from polyopt.codegen.facts import Fact, decide, facts
from polyopt.codegen.loops import (
    AExpr,
    AId,
    AInt,
    AOp,
    Block,
    For,
    If,
    Mark,
    Node,
    User,
    interval,
    replace_var,
    trip_count,
    uses,
    walk,
)
from polyopt.lang import ir
from polyopt.poly.pieces import MAX_CONDITIONS, affine_conditions, resolve
from polyopt.schedule.time_tiles import JAM

MAX_PIECES = 64  # default of Options.max_pieces: pieces one innermost loop may become
_EXPLORE = 4096  # pieces counted at most when a loop goes over its budget

_CMP = ("le", "lt", "ge", "gt", "eq")


SEP = "~"  # statement name ~ truth bits of its body's conditions: a resolved version of it


class Statements(dict):
    """Statement name -> scop statement, and on demand the resolved versions of statements with
    affine conditions in their bodies (``S1~01``: the first condition false, the second true).

    >>> from polyopt import compile
    >>> k = compile("def f(float(N) X) -> (Y) { Y(i) = X(i) / float(min(i + 1, N - 1)) }")
    >>> table = Statements(k.scop.statements, k.checked.sizes)
    >>> str(table["S0~1"].rhs), str(table["S0~0"].rhs)
    ('(X(i) / float32((i + 1)))', '(X(i) / float32((N - 1)))')
    """

    def __init__(self, statements, sizes):
        super().__init__((s.name, s) for s in statements)
        self.sizes = frozenset(sizes)

    def conditions(self, name: str) -> list[ir.Expr]:
        """The affine conditions in the body of statement ``name``, in the order of its bits."""
        s = self[name]
        if s.kind == "init":
            return []
        return affine_conditions(s.rhs, set(s.vars) | self.sizes, minmax=True)[:MAX_CONDITIONS]

    def __missing__(self, key: str):
        parent, sep, bits = key.rpartition(SEP)
        if not sep or parent not in self:
            raise KeyError(key)
        s = self[parent]
        truth = {c: b == "1" for c, b in zip(self.conditions(parent), bits) if b != "x"}
        self[key] = replace(s, name=key, body=resolve(s.rhs, truth))
        return self[key]


def branch_free(tree: Node, max_pieces: int = MAX_PIECES, statements: Statements | None = None,
                values: dict[str, int] | None = None) -> tuple[Node, tuple[tuple[int, int], ...]]:
    """``tree`` with every innermost loop that has a guard in its body (or, given ``statements``,
    a statement with affine conditions in its body) split and versioned into branch-free pieces;
    and, per loop kept over ``max_pieces``, (its branches, pieces needed). ``values``: the sizes
    of specialized code (conditions in bodies then use their values)."""
    kept: list[tuple[int, int]] = []

    def visit(n: Node, loops: dict[str, For], given: tuple[Fact, ...] = ()) -> Node:
        if isinstance(n, For):
            if any(isinstance(x, For) for x in walk(n.body)):
                return replace(n, body=visit(n.body, {**loops, n.iterator: n}, given))
            if any(isinstance(x, Mark) and x.name == JAM for x in walk(n.body)):
                return n  # rows run together (schedule/time_tiles.py): each row's first and last point
            guarded = _guard_bodies(n, statements, values or {}) if statements is not None else n
            if not any(isinstance(x, If) for x in walk(guarded.body)):
                return n
            count = [0]
            out = _split(guarded, count, _EXPLORE, loops, given)
            if out is None or count[0] > max_pieces:
                kept.append((_branches(guarded.body), count[0] if out is not None else _EXPLORE))
                return n
            return out
        if isinstance(n, Block):
            return Block(tuple(visit(b, loops, given) for b in n.body))
        if isinstance(n, If):
            then = visit(n.then, loops, given + _cond_facts(n.cond))
            return If(n.cond, then, None if n.other is None else visit(n.other, loops, given + facts(n.cond, False)))
        if isinstance(n, Mark):
            return Mark(n.name, visit(n.body, loops, given), n.info)
        if isinstance(n, User) and statements is not None:  # outside loops: resolved where the bounds tell
            return _decided(n, statements, values or {}, loops)
        return n
    return visit(tree, {}), tuple(kept)


def _cond_facts(cond: AExpr) -> tuple[Fact, ...]:
    """What a guard's condition tells where it holds (each comparison of a conjunction)."""
    if isinstance(cond, AOp) and cond.op == "and":
        return tuple(f for a in cond.args for f in _cond_facts(a))
    return facts(cond, True)


def _decided(u: User, table: Statements, values: dict[str, int], loops: dict[str, For]) -> User:
    """The statement instance ``u`` with the conditions in its body that the loops around decide
    resolved (``S1~x1``: the first one left as it is)."""
    if SEP in u.stmt:
        return u
    conds = table.conditions(u.stmt)
    env = dict(zip(table[u.stmt].vars, u.args))
    exprs = [_condition(c, env, values) for c in conds]
    truth = [None if e is None else _decide_all(e, loops) for e in exprs]
    if all(t is None for t in truth):
        return u
    return User(f"{u.stmt}{SEP}{''.join('x' if t is None else '01'[t] for t in truth)}", u.args)


def _decide_all(cond: AExpr, loops: dict[str, For]) -> bool | None:
    if isinstance(cond, AOp) and cond.op in ("and", "or"):
        vals = [_decide_all(a, loops) for a in cond.args]
        if cond.op == "and":
            return False if False in vals else None if None in vals else True
        return True if True in vals else None if None in vals else False
    return _decide(cond, loops) if isinstance(cond, AOp) and cond.op in _CMP else None


def _branches(n: Node) -> int:
    return sum(isinstance(x, If) for x in walk(n))


def _guard_bodies(loop: For, table: Statements, values: dict[str, int]) -> For:
    """``loop`` with each statement that has affine conditions in its body replaced by guards
    over its resolved versions (conditions that cannot be written as loop expressions stay)."""
    def visit(n: Node) -> Node:
        if isinstance(n, User):
            return _guard_body(n, table, values)
        if isinstance(n, Block):
            return Block(tuple(visit(b) for b in n.body))
        if isinstance(n, If):
            return If(n.cond, visit(n.then), None if n.other is None else visit(n.other))
        if isinstance(n, Mark):
            return Mark(n.name, visit(n.body), n.info)
        return n
    return replace(loop, body=visit(loop.body))


def _guard_body(u: User, table: Statements, values: dict[str, int]) -> Node:
    """``u`` as guards over the resolved versions of its statement (``u`` itself if its body has
    no affine condition, or one that is no loop expression)."""
    if SEP in u.stmt:
        return u
    conds = table.conditions(u.stmt)
    env = dict(zip(table[u.stmt].vars, u.args))
    exprs = [_condition(c, env, values) for c in conds]
    if not conds or any(e is None for e in exprs):
        return u
    return _versions(u, exprs, "")


def _versions(u: User, conds: list[AExpr], bits: str) -> Node:
    if len(bits) == len(conds):
        return User(f"{u.stmt}{SEP}{bits}", u.args)
    return If(conds[len(bits)], _versions(u, conds, bits + "1"), _versions(u, conds, bits + "0"))


_REL = {"<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq"}


def _condition(e: ir.Expr, env: dict[str, AExpr], values: dict[str, int]) -> AExpr | None:
    """An affine condition of a statement body as a loop-tree expression (None if it is not one
    of comparisons joined by ``&&``, ``||``, ``!``)."""
    if isinstance(e, ir.Binary) and e.op in ("&&", "||"):
        a, b = _condition(e.left, env, values), _condition(e.right, env, values)
        return None if a is None or b is None else AOp("and" if e.op == "&&" else "or", (a, b))
    if isinstance(e, ir.Unary) and e.op == "!":
        a = _condition(e.operand, env, values)
        return None if a is None else _negate(a)
    if isinstance(e, ir.Binary) and e.op in _REL or (isinstance(e, ir.Binary) and e.op == "!="):
        a, b = _value(e.left, env, values), _value(e.right, env, values)
        if a is None or b is None:
            return None
        if e.op == "!=":
            return AOp("or", (AOp("lt", (a, b)), AOp("gt", (a, b))))
        return AOp(_REL[e.op], (a, b))
    return None


def _value(e: ir.Expr, env: dict[str, AExpr], values: dict[str, int]) -> AExpr | None:
    from polyopt.codegen.cnames import cname
    if isinstance(e, ir.Const) and not e.is_float:
        return AInt(int(e.value))
    if isinstance(e, ir.Var):
        if e.name in env:
            return env[e.name]
        return AInt(values[e.name]) if e.name in values else AId(cname("s", e.name))
    if isinstance(e, ir.Unary) and e.op == "-":
        a = _value(e.operand, env, values)
        return None if a is None else _neg(a)
    if isinstance(e, ir.Binary) and e.op in ("+", "-", "*"):
        a, b = _value(e.left, env, values), _value(e.right, env, values)
        if a is None or b is None:
            return None
        if e.op == "*":
            if isinstance(a, AInt) or isinstance(b, AInt):
                return _scale(b, a.value) if isinstance(a, AInt) else _scale(a, b.value)
            return AOp("mul", (a, b))
        return _sum(a, b if e.op == "+" else _neg(b))
    return None


_EMPTY = Block(())  # a piece that runs no iteration


def _split(loop: For, count: list, limit: int, outer: dict[str, For], given: tuple[Fact, ...] = ()) -> Node | None:
    """Pieces of the innermost ``loop`` without guards (None: a guard cannot be split, or more
    than ``limit`` pieces; ``_EMPTY`` if the loop provably runs no iteration); ``count``
    accumulates the loops made, ``outer`` holds the loops around (their bounds decide guards
    and empty pieces where they can), ``given`` the comparisons known to hold (guards around,
    versions taken: they decide related guards, ``facts.py``)."""
    span = _bounds(loop)
    if span is not None:
        gap = interval(_sum(span[1], _neg(span[0])), outer)
        if gap is not None and gap[1] < 0:
            return _EMPTY
    inside = {**outer, loop.iterator: loop}
    while True:  # guards the bounds decide go first; then the first guard left
        guard = next((x for x in walk(loop.body) if isinstance(x, If)), None)
        if guard is None:
            count[0] += 1
            return loop if count[0] <= limit else None
        atoms = list(_atoms(guard.cond))
        if any(a is None for a in atoms):
            return None
        known = next(((a, v) for a in atoms if (v := _decide(a, inside, given)) is not None), None)
        if known is None:
            break
        loop = _assume(loop, *known)
        if loop is None:
            return _EMPTY
    it = loop.iterator
    atom = next((a for a in atoms if not uses(a, it)), atoms[0])  # hoisting first: it costs no loop
    if not uses(atom, it):  # version the loop on it
        yes, no = _assume(loop, atom, True), _assume(loop, atom, False)
        a = _EMPTY if yes is None else _split(yes, count, limit, outer, given + facts(atom, True))
        b = _EMPTY if no is None else _split(no, count, limit, outer, given + facts(atom, False))
        if a is None or b is None:
            return None
        if a is _EMPTY:
            return _EMPTY if b is _EMPTY else If(_negate(atom), b)
        return If(atom, a, None if b is _EMPTY else b)
    cut = _cut(atom, it)
    if span is None or cut is None:
        return None
    lo, hi = span
    first, last = cut  # the guard holds for first <= it <= last (either may be None: unbounded)
    parts = []
    if first is not None:
        parts.append((lo, _min(hi, _add(first, -1)), False))
    parts.append((lo if first is None else _max(lo, first), hi if last is None else _min(hi, last), True))
    if last is not None:
        parts.append((_max(lo, _add(last, 1)), hi, False))
    out = []
    for a, b, truth in parts:
        piece = _assume(replace(loop, init=a, cond=AOp("le", (AId(it), b))), atom, truth)
        got = _EMPTY if piece is None else _split(piece, count, limit, outer, given + facts(atom, truth))
        if got is None:
            return None
        if got is not _EMPTY:
            out.append(got)
    if any(isinstance(x, For) and not _short(x) for p in out for x in walk(p)):  # a loop stays: the rest may be
        # straight code
        out = [_unrolled(p) if isinstance(p, For) and _short(p) else p for p in out]
    return _EMPTY if not out else out[0] if len(out) == 1 else Block(tuple(out))


SHORT = 2  # a piece of at most this many iterations (constant) is printed unrolled beside the loops


def _short(loop: For) -> bool:
    trips = trip_count(loop) if _bounds(loop) is not None else None
    return trips is not None and trips <= SHORT and not any(isinstance(x, For) for x in walk(loop.body))


def _unrolled(loop: For) -> Node:
    """The iterations of a short loop one after the other (the iterator replaced by its values)."""
    first = _bounds(loop)[0]
    return Block(tuple(replace_var(loop.body, loop.iterator, _add(first, k)) for k in range(trip_count(loop))))


def _decide(atom: AExpr, loops: dict[str, For], given: tuple[Fact, ...] = ()) -> bool | None:
    """The truth of the comparison ``atom`` wherever the iterators of ``loops`` run and ``given``
    holds (None if it varies or neither the bounds nor ``given`` tell)."""
    got = _by_bounds(atom, loops)
    return decide(atom, given) if got is None else got


def _by_bounds(atom: AExpr, loops: dict[str, For]) -> bool | None:
    a, b = atom.args
    iv = interval(_sum(a, _neg(b)), loops)
    if iv is None:
        return None
    lo, hi = iv
    if atom.op == "eq":
        return True if lo == hi == 0 else False if lo > 0 or hi < 0 else None
    if atom.op in ("ge", "gt"):
        k = 0 if atom.op == "ge" else 1
        return True if lo >= k else False if hi < k else None
    k = 0 if atom.op == "le" else -1
    return True if hi <= k else False if lo > k else None


def _atoms(cond: AExpr):
    if isinstance(cond, AOp) and cond.op in ("and", "or"):
        for a in cond.args:
            yield from _atoms(a)
    elif isinstance(cond, AOp) and cond.op in _CMP:
        yield cond
    else:
        yield None


def _assume(loop: For, atom: AExpr, truth: bool) -> For | None:
    """``loop`` with ``atom`` taken as ``truth`` in every guard of its body (None: nothing left)."""
    body = _resolve(loop.body, atom, truth)
    return None if body is None else replace(loop, body=body)


def _resolve(n: Node, atom: AExpr, truth: bool) -> Node | None:
    if isinstance(n, If):
        c = _simplify(n.cond, atom, truth)
        if c is True:
            return _resolve(n.then, atom, truth)
        if c is False:
            return None if n.other is None else _resolve(n.other, atom, truth)
        then = _resolve(n.then, atom, truth)
        other = None if n.other is None else _resolve(n.other, atom, truth)
        if then is None and other is None:
            return None
        if then is None:
            return If(_negate(c), other)
        return If(c, then, other)
    if isinstance(n, Block):
        kids = tuple(k for k in (_resolve(b, atom, truth) for b in n.body) if k is not None)
        return Block(kids) if kids else None
    if isinstance(n, Mark):
        body = _resolve(n.body, atom, truth)
        return None if body is None else Mark(n.name, body, n.info)
    return n


def _simplify(cond: AExpr, atom: AExpr, truth: bool):
    """``cond`` with ``atom`` replaced by ``truth``: True, False or the remaining condition."""
    if cond == atom:
        return truth
    if isinstance(cond, AOp) and cond.op in ("and", "or"):
        short = cond.op == "or"  # the value that decides an or (True) or an and (False)
        rest = []
        for a in cond.args:
            v = _simplify(a, atom, truth)
            if v is short:
                return short
            if v is not (not short):
                rest.append(v)
        if not rest:
            return not short
        out = rest[0]
        for r in rest[1:]:
            out = AOp(cond.op, (out, r))
        return out
    return cond


def _negate(c: AExpr) -> AExpr:
    """The negation of a condition of comparisons joined by and/or."""
    if isinstance(c, AOp) and c.op in ("and", "or"):
        return AOp("or" if c.op == "and" else "and", tuple(_negate(a) for a in c.args))
    a, b = c.args
    if c.op == "eq":
        return AOp("or", (AOp("lt", (a, b)), AOp("gt", (a, b))))
    return AOp({"le": "gt", "lt": "ge", "ge": "lt", "gt": "le"}[c.op], (a, b))


def _bounds(loop: For) -> tuple[AExpr, AExpr] | None:
    """``(first, last)`` iterations of a unit-step loop ``for (it = first; it <= last; ...)``."""
    c = loop.cond
    if loop.inc != AInt(1) or not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(loop.iterator)):
        return None
    if uses(c.args[1], loop.iterator) or uses(loop.init, loop.iterator):
        return None
    return loop.init, c.args[1] if c.op == "le" else _add(c.args[1], -1)


def _cut(atom: AExpr, it: str) -> tuple[AExpr | None, AExpr | None] | None:
    """The iterations ``first <= it <= last`` where the comparison ``atom`` holds (None where a
    side is unbounded); None if ``atom`` is not affine in ``it``."""
    a, b = atom.args
    diff = _linear(AOp("sub", (a, b)), it)  # atom: coef * it + rest (op) 0
    if diff is None:
        return None
    coef, rest = diff
    if coef == 0:
        return None
    op = atom.op
    if op == "gt":
        op, rest = "ge", _add(rest, -1)
    elif op == "lt":
        op, rest = "le", _add(rest, 1)
    if op == "le":  # coef * it + rest <= 0  <=>  -coef * it - rest >= 0
        coef, rest, op = -coef, _neg(rest), "ge"
    # coef * it + rest >= 0 (and <= 0 too for eq)
    if coef > 0:  # it >= ceil(-rest / coef)
        low, high = _ceil_div(_neg(rest), coef), _floor_div(_neg(rest), coef)
        return (low, high) if op == "eq" else (low, None)
    low, high = _ceil_div(rest, -coef), _floor_div(rest, -coef)  # -coef * it <= rest
    return (low, high) if op == "eq" else (None, high)


def _linear(e: AExpr, it: str) -> tuple[int, AExpr] | None:
    """``e`` as ``coef * it + rest`` with ``rest`` free of ``it`` (None if it is not)."""
    if not uses(e, it):
        return 0, e
    if e == AId(it):
        return 1, AInt(0)
    if not isinstance(e, AOp):
        return None
    if e.op in ("add", "sub"):
        x, y = _linear(e.args[0], it), _linear(e.args[1], it)
        if x is None or y is None:
            return None
        if e.op == "add":
            return x[0] + y[0], _sum(x[1], y[1])
        return x[0] - y[0], _sum(x[1], _neg(y[1]))
    if e.op == "minus":
        x = _linear(e.args[0], it)
        return None if x is None else (-x[0], _neg(x[1]))
    if e.op == "mul":
        for k, other in ((0, 1), (1, 0)):
            if isinstance(e.args[k], AInt):
                x = _linear(e.args[other], it)
                if x is None:
                    return None
                v = e.args[k].value
                return x[0] * v, _scale(x[1], v)
    return None


# ---- small constructors that fold constants (the bounds stay readable) ---------------------------
def _sum(a: AExpr, b: AExpr) -> AExpr:
    if isinstance(a, AInt) and isinstance(b, AInt):
        return AInt(a.value + b.value)
    if isinstance(b, AInt):
        return _add(a, b.value)
    if isinstance(a, AInt):
        return _add(b, a.value)
    if isinstance(b, AOp) and b.op == "minus":
        return AOp("sub", (a, b.args[0]))
    return AOp("add", (a, b))


def _add(e: AExpr, k: int) -> AExpr:
    if k == 0:
        return e
    if isinstance(e, AInt):
        return AInt(e.value + k)
    if isinstance(e, AOp) and e.op in ("add", "sub") and isinstance(e.args[1], AInt):
        v = e.args[1].value if e.op == "add" else -e.args[1].value
        return _add(e.args[0], v + k)
    return AOp("add", (e, AInt(k))) if k > 0 else AOp("sub", (e, AInt(-k)))


def _neg(e: AExpr) -> AExpr:
    if isinstance(e, AInt):
        return AInt(-e.value)
    if isinstance(e, AOp) and e.op == "minus":
        return e.args[0]
    if isinstance(e, AOp) and e.op == "sub":
        return AOp("sub", (e.args[1], e.args[0]))
    return AOp("minus", (e,))


def _scale(e: AExpr, k: int) -> AExpr:
    if k == 1:
        return e
    if isinstance(e, AInt):
        return AInt(e.value * k)
    return AOp("mul", (AInt(k), e))


def _floor_div(e: AExpr, d: int) -> AExpr:
    if d == 1:
        return e
    if isinstance(e, AInt):
        return AInt(e.value // d)
    return AOp("fdiv_q", (e, AInt(d)))


def _ceil_div(e: AExpr, d: int) -> AExpr:
    return e if d == 1 else _neg(_floor_div(_neg(e), d))


def _min(a: AExpr, b: AExpr) -> AExpr:
    if a == b:
        return a
    if isinstance(a, AInt) and isinstance(b, AInt):
        return AInt(min(a.value, b.value))
    return AOp("min", (a, b))


def _max(a: AExpr, b: AExpr) -> AExpr:
    if a == b:
        return a
    if isinstance(a, AInt) and isinstance(b, AInt):
        return AInt(max(a.value, b.value))
    return AOp("max", (a, b))
