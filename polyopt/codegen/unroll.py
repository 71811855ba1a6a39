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

from polyopt.codegen.loops import AExpr, AId, AInt, AOp, Block, For, If, Mark, Node, User, base_offset, trip_count, uses

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


def copies(loop: For) -> list[Node]:
    """The bodies of ``loop``'s iterations as isl prints an unrolled loop whose body is one node
    (a loop, or a block a loop below made, even one that runs once); ``NotUnrollable`` where
    that is not the body with a value in place of the iterator."""
    trips = trip_count(loop)
    if trips is None or loop.inc != AInt(1) or not _only_indices(loop.body, loop.iterator):
        raise NotUnrollable(loop.iterator)
    return [_substitute(loop.body, loop.iterator, _plus(loop.init, r)) for r in range(trips)]


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
