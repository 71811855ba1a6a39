"""Unrolling a schedule's ``unroll`` loops after isl's AST generator instead of inside it.

isl unrolls a loop by generating its body once per iteration, each time with the iterator fixed,
which repeats every split of the body into pieces (full and partial tiles, a reduction's first
step) per iteration: matmul's register block (6 rows unrolled, a separated ``k`` loop and
vector loop below) took isl 1.16 million operations, 0.51 million without the unrolling. So
``loops.lower`` asks isl for the AST without the ``unroll`` loop types (``without_unroll``) and
replaces each such loop by copies of its body (``copies``), exactly as isl would have printed
them: the loop's lower bound plus 0, 1, ... in place of the iterator, and the copies spliced into
the enclosing block where isl would have (the unrolled member opens a band right below a
sequence), else a block of their own.

That is only the same text where each copy is the body with one value in place of the iterator:
a loop with a constant trip count, stepping by 1, whose iterator appears in its body only as a
whole index of a statement (no bound or condition on it, which isl would simplify per copy).
A row of a triangle's diagonal block, ``for (c6 = max(c3, c4); c6 <= c3 + 5; c6++)``, has bounds of
its own and a body whose bounds read it: isl unrolls it by its largest trip count, each copy
guarded and its pieces separated again (syrk's AST took isl 5.4 s; trmm's 2.9 s). Here such a
loop becomes the same copies, ``c3 + r`` in place of ``c6`` everywhere in the body, each under
``if (c3 + r >= c4)``, with no separation (syrk's whole AST 1.4 s; ``guarded_copies``). syrk's
diagonal blocks have since kept their rows a loop (``schedule/bands._unrolled_in``: the guards, inside
the reduction loop, cost gcc 5 s); trmm's first steps of a block still take guarded copies.
Otherwise ``copies`` raises ``NotUnrollable`` and ``lower`` asks isl for the AST with its own
unrolling, as before. tests/codegen/test_unroll.py compares both ASTs for kernels of every kind.

>>> from polyopt.codegen.loops import AId, AInt, AOp, For, User
>>> row = For("c2", AId("c1"), AOp("le", (AId("c2"), AOp("add", (AId("c1"), AInt(2))))), AInt(1),
...           User("S0", (AId("c2"), AId("c3"))))
>>> [str(u.args[0]) for u in copies(row)]
['c1', 'c1 + 1', 'c1 + 2']
"""

from __future__ import annotations

import islpy as isl

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
    base_offset,
    replace_var,
    trip_count,
    uses,
    walk,
)

__all__ = ["NotUnrollable", "Plan", "copies", "statements", "without_unroll"]

# iterator name -> (statements of the band, copies spliced into the enclosing block), one per band
# whose member at that depth is unrolled
Plan = dict[str, list[tuple[frozenset[str], bool]]]

_LISTS = (isl.schedule_node_type.sequence, isl.schedule_node_type.set)


class NotUnrollable(Exception):
    """A loop whose copies isl would print otherwise than as its body with the iterator replaced."""


def statements(uset: isl.UnionSet) -> frozenset[str]:
    """The names of the statements of ``uset``."""
    sets = uset.get_set_list()
    return frozenset(sets.get_at(i).get_tuple_name() for i in range(sets.n_set()))


def without_unroll(sched: isl.Schedule) -> tuple[isl.Schedule, Plan | None]:
    """``sched`` with its ``unroll`` band members made ``default`` loops, and where they are: their
    AST iterator (``c`` and the schedule depth) and statements. The plan is None where a loop
    could not be told apart by these (a member at the same depth over the same statements that is
    not unrolled), where an isolated part is unrolled (``isolate`` options) or where the member
    is its band's last with a sequence below (each copy several statements): ``sched`` is then
    left as it is for isl to unroll."""
    members: list[tuple[str, frozenset[str], bool, bool]] = []  # iterator, statements, unrolled, spliced
    unknown = []

    def strip(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() != isl.schedule_node_type.band:
            return node
        depth, stmts = node.get_schedule_depth(), statements(node.get_domain())
        parent = node.parent() if node.has_parent() else None
        while parent is not None and parent.get_type() == isl.schedule_node_type.filter:
            parent = parent.parent() if parent.has_parent() else None
        below_list = parent is not None and parent.get_type() in _LISTS
        n = node.band_n_member()
        below = node.child(0).get_type() if node.n_children() else None
        for k in range(n):
            if node.band_member_get_isolate_ast_loop_type(k) == isl.ast_loop_type.unroll:
                unknown.append(k)
            unrolled = node.band_member_get_ast_loop_type(k) == isl.ast_loop_type.unroll
            if unrolled and k == n - 1 and below in _LISTS:
                unknown.append(k)  # a body of several statements per copy: how isl joins them is not modelled
            members.append((f"c{depth + k}", stmts, unrolled, unrolled and k == 0 and below_list))
            if unrolled:
                node = node.band_member_set_ast_loop_type(k, isl.ast_loop_type.default)
        return node

    stripped = sched.map_schedule_node_bottom_up(strip)
    plan: Plan = {}
    for it, stmts, unrolled, spliced in members:
        if not unrolled:
            continue
        if any(it2 == it and not unrolled2 and stmts & stmts2 for it2, stmts2, unrolled2, _ in members):
            return sched, None
        plan.setdefault(it, []).append((stmts, spliced))
    if unknown or not plan:
        return sched, None
    return stripped, plan


def unrolled_here(plan: Plan, iterator: str, stmts: frozenset[str]) -> bool | None:
    """Whether a loop of ``iterator`` over ``stmts`` is one of ``plan``'s: None if not, else
    whether its copies join the enclosing block."""
    for band_stmts, spliced in plan.get(iterator, ()):
        if stmts <= band_stmts:
            return spliced
    return None


def copies(loop: For, schedule: isl.UnionMap | None = None) -> list[Node]:
    """The bodies of ``loop``'s iterations as isl prints an unrolled loop whose body is one node
    (a loop, or a block a loop below made, even one that runs once), else ``guarded_copies``
    (``schedule``: the loop's, for its span); ``NotUnrollable`` where neither applies."""
    trips = trip_count(loop)
    if trips is not None and loop.inc == AInt(1) and _only_indices(loop.body, loop.iterator):
        return [_substitute(loop.body, loop.iterator, _plus(loop.init, r)) for r in range(trips)]
    try:
        return guarded_copies(loop)
    except NotUnrollable:
        if schedule is None:
            raise
    return guarded_copies(loop, span(schedule))


MAX_GUARDED = 64  # copies of a loop unrolled under guards


def guarded_copies(loop: For, span: int | None = None) -> list[Node]:
    """Copies of a loop whose trip count varies, ``NotUnrollable`` where it has none of these forms:
    between ``max(lo, ...)`` and ``min(hi, ...)`` where ``hi - lo`` is a constant, one copy per
    value ``lo + r`` under the other bounds; else, where its iterations lie within ``span``
    consecutive values (``span``: from the schedule), one copy per value ``init + r`` under its
    upper bound, then the loop from ``init + span`` (which never runs where ``init`` is as tight as
    the schedule). The value replaces the iterator everywhere in the body. Only rows with a loop
    inside, where a guard costs once per row: seidel-2d's jammed rows of single statements ran
    6-condition guards per point, where isl's copies, each simplified, test less.

    >>> from polyopt.codegen.loops import AId, AInt, AOp, For, User
    >>> c3, c4, c5, c6 = AId("c3"), AId("c4"), AId("c5"), AId("c6")
    >>> def inner(*args):
    ...     return For("c7", AInt(0), AOp("le", (AId("c7"), AInt(3))), AInt(1), User("S0", args))
    >>> row = For("c6", AOp("max", (c3, c4)), AOp("le", (c6, AOp("add", (c3, AInt(1))))), AInt(1),
    ...           inner(c6, AOp("min", (c6, AInt(9)))))
    >>> for n in guarded_copies(row):
    ...     print(n.cond, "->", ", ".join(str(x) for x in n.then.body.args))
    c3 >= c4 -> c3, po_min(c3, 9)
    c3 + 1 >= c4 -> c3 + 1, po_min(c3 + 1, 9)
    >>> rows = For("c6", c3, AOp("lt", (c6, c5)), AInt(1), inner(c6))
    >>> [str(n.cond) for n in guarded_copies(rows, span=2)[:2]], str(guarded_copies(rows, span=2)[2].init)
    (['c3 < c5', 'c3 + 1 < c5'], 'c3 + 2')
    """
    c, it = loop.cond, loop.iterator
    if loop.inc != AInt(1) or not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(it)):
        raise NotUnrollable(it)
    if not any(isinstance(x, For) for x in walk(loop.body)):  # a guard per statement instance: isl's
        raise NotUnrollable(it)                                # copies, each simplified, cost less
    lows = loop.init.args if isinstance(loop.init, AOp) and loop.init.op == "max" else (loop.init,)
    highs = c.args[1].args if isinstance(c.args[1], AOp) and c.args[1].op == "min" else (c.args[1],)
    for lo in lows:
        for hi in highs:
            (a, x), (b, y) = base_offset(lo), base_offset(hi)
            trips = y - x + (c.op == "le")
            if a == b and 0 < trips <= MAX_GUARDED:
                return [_guarded(loop, _plus(lo, r), [AOp("ge", (_plus(lo, r), e)) for e in lows if e is not lo]
                                 + [AOp(c.op, (_plus(lo, r), e)) for e in highs if e is not hi])
                        for r in range(trips)]
    if span is None or not 0 < span <= MAX_GUARDED:
        raise NotUnrollable(it)
    rest = For(it, _plus(loop.init, span), c, loop.inc, loop.body)  # runs never where the span holds
    return [*(_guarded(loop, _plus(loop.init, r), [AOp(c.op, (_plus(loop.init, r), c.args[1]))]) for r in range(span)),
            rest]


def span(schedule: isl.UnionMap) -> int | None:
    """The most values the innermost dimension of ``schedule`` (a loop's, as the AST build gives
    it) takes for one value of the outer ones; None where unbounded."""
    values = isl.Set.from_union_set(schedule.range())
    k = values.dim(isl.dim_type.set)
    inner = isl.Map.from_range(values).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, k - 1)
    most = inner.reverse().apply_range(inner).deltas().dim_max_val(0)
    return int(most.to_python()) + 1 if most.is_int() else None


def _guarded(loop: For, value: AExpr, guards: list[AExpr]) -> Node:
    body = replace_var(loop.body, loop.iterator, value)
    if not guards:
        return body
    cond = guards[0]
    for g in guards[1:]:
        cond = AOp("and", (cond, g))
    return If(cond, body)


def _plus(e: AExpr, r: int) -> AExpr:
    """``e + r`` as isl prints it: ``c1``, ``c1 + 2``, ``c1 - 1``, ``7``."""
    base, k = base_offset(e)
    k += r
    if base is None:
        return AInt(k)
    if k == 0:
        return base
    return AOp("add", (base, AInt(k))) if k > 0 else AOp("sub", (base, AInt(-k)))


def _only_indices(n: Node, it: str) -> bool:
    """Whether ``it`` appears below ``n`` only as a whole index of statements."""
    if isinstance(n, User):
        return not any(a != AId(it) and uses(a, it) for a in n.args)
    if isinstance(n, For):
        return not any(uses(e, it) for e in (n.init, n.cond, n.inc)) and _only_indices(n.body, it)
    if isinstance(n, If):
        return not uses(n.cond, it) and all(_only_indices(b, it) for b in (n.then, n.other) if b is not None)
    if isinstance(n, Block):
        return all(_only_indices(b, it) for b in n.body)
    if isinstance(n, Mark):
        return _only_indices(n.body, it)
    return False


def _substitute(n: Node, it: str, value: AExpr) -> Node:
    if isinstance(n, User):
        return User(n.stmt, tuple(value if a == AId(it) else a for a in n.args))
    if isinstance(n, For):
        return For(n.iterator, n.init, n.cond, n.inc, _substitute(n.body, it, value), n.marks)
    if isinstance(n, If):
        return If(n.cond, _substitute(n.then, it, value),
                  None if n.other is None else _substitute(n.other, it, value))
    if isinstance(n, Block):
        return Block(tuple(_substitute(b, it, value) for b in n.body))
    if isinstance(n, Mark):
        return Mark(n.name, _substitute(n.body, it, value), n.info)
    raise NotUnrollable(type(n).__name__)  # pragma: no cover - _only_indices let no other node through
