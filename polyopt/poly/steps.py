"""Whether a time-stepped group of statements (``Scop.steps``) may run step by step: every read
must see what it sees in text order, and a read of what a later statement writes must come after
that write in an earlier step; otherwise ``BoundsError`` at the read.
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl

from polyopt.errors import BoundsError
from polyopt.lang import ir
from polyopt.poly.order import program_map
from polyopt.poly.ranges import _example
from polyopt.poly.scop import Scop, _tag


def check_steps(scop: Scop, late: list, source: str | None) -> None:
    """Raise ``BoundsError`` where running a time-stepped group (``Scop.steps``) step by step changes
    what one of its reads sees: a read of what a later statement writes (``late``: ``(statement index,
    access, guard)``) must come after that write (``ey(t, i)`` may read ``hz(t - 1, i)`` but not
    ``hz(t, i)``, which ``hz(t, i) = ...`` writes later in the same step), and every other read must
    see what it sees in text order."""
    if not scop.steps:
        return
    writes = scop.accesses(write=True, tagged=True)
    stepped, text = program_map(scop), program_map(replace(scop, steps=()))

    def flow(sinks: isl.UnionMap, sched: isl.UnionMap):
        tagged = sinks.union(writes).domain().unwrap().domain_map().apply_range(sched)
        info = isl.UnionAccessInfo.from_sink(sinks).set_must_source(writes).set_schedule_map(tagged)
        res = info.compute_flow()
        return res.get_must_dependence(), res.get_may_no_source().intersect_params(scop.context)

    def fail(a: ir.Access, bad: isl.UnionSet, why: str):  # bad: tagged instances of the read
        at = _example(bad.unwrap().domain().get_set_list().get_at(0))
        raise BoundsError(f"the read {a} {why} (for example at {at})",
                          line=a.loc.line or None, column=a.loc.column or None, source=source)

    writers = _writers(scop)
    checks = []  # (statement, read, its tagged sink, under a guard)
    for s in scop.statements:
        group = next(((lo, hi) for lo, hi in scop.steps if lo <= s.origin <= hi), None)
        if group is None:
            continue
        for r in s.refs:
            if r.write:
                continue
            guard = next((g for i, a, g in late if i == s.origin and a == r.expr), False)
            dom = s.domain if not guard else s.domain.intersect(guard[0].set_tuple_name(s.name))
            if _holds(s, r, dom, group, guard is not False, writers):
                continue
            checks.append((s, r, isl.UnionMap.from_map(_tag(replace(r, relation=r.relation.intersect_domain(dom)))),
                           guard is not False))
    if _all_hold(checks, flow, stepped, text):
        return
    for s, r, sink, guarded in checks:  # (one read at a time, to say which)
        deps, early = flow(sink, stepped)
        if guarded:
            if not early.is_empty():
                fail(r.expr, early.domain(), "comes before any statement writes that element: a statement of a "
                                             "time step reads what later statements write in earlier steps only")
            continue
        deps0, early0 = flow(sink, text)
        if not (deps.is_equal(deps0) and early.is_equal(early0)):
            changed = deps.subtract(deps0).union(deps0.subtract(deps)).range()
            fail(r.expr, changed.union(early.subtract(early0).domain()).union(early0.subtract(early).domain()),
                 f"would see another value when its statement runs step by step along "
                 f"{s.lhs.indices[0]} (as the statements that read later ones' elements around it do) "
                 "than in text order: move it out of those statements")


def _writers(scop: Scop) -> dict[str, list[tuple[int, isl.Set]]]:
    """Each tensor -> (statement, the elements it writes) for each of its writers."""
    out: dict[str, list] = {}
    for s in scop.statements:
        for r in s.refs:
            if r.write:
                out.setdefault(r.tensor, []).append((s.origin, r.relation.intersect_domain(s.domain).range()))
    return out


def _holds(s, r, dom: isl.Set, group: tuple[int, int], guarded: bool, writers: dict) -> bool:
    """Whether read ``r`` of statement ``s`` (instances ``dom``) passes without a dataflow problem.
    Every statement of the group writes the elements of its step (its first index), so a read at
    the step less ``c >= 0`` sees the writes of earlier steps and those before it in text order of
    its own step in either order; where each writer of the group comes no later in the text, that
    is what it sees in text order too (heat-3d's ``A(t, ...)`` reading ``B(t, ...)`` and ``A(t -
    1, ...)``). A read of what a later statement writes (``guarded``), ``c >= 1`` steps back, has a
    writer before it where some statement of the group or one before the group writes its element.
    Writers outside the group run all before it or all after it in either order."""
    lo, hi = group
    back = _back(r.expr, s.lhs.indices[0].name if s.lhs.indices else None)
    if back is None:
        return False
    inside = [(origin, elems) for origin, elems in writers.get(r.tensor, ()) if lo <= origin <= hi]
    if not guarded:
        return all(origin <= s.origin for origin, _ in inside)
    if back < 1:
        return False
    read = dom.apply(r.relation)
    for origin, elems in writers.get(r.tensor, ()):
        if origin <= hi:
            read = read.subtract(elems)
    return read.is_empty()


def _back(ix: ir.Access, step: str | None) -> int | None:
    """``c >= 0`` where the read ``ix``'s first index is ``step - c``, else None."""
    if step is None or not ix.indices:
        return None
    first = ix.indices[0]
    if first == ir.Var(step):
        return 0
    if isinstance(first, ir.Binary) and first.op == "-" and first.left == ir.Var(step) and \
            isinstance(first.right, ir.Const) and isinstance(first.right.value, int) and first.right.value >= 0:
        return first.right.value
    return None


def _all_hold(checks: list, flow, stepped: isl.UnionMap, text: isl.UnionMap) -> bool:
    """Whether every read passes, from one dataflow problem per kind of read: each tagged read's
    flow is its own, so the reads together give the union of theirs (one problem per read took
    most of heat-3d's compile)."""
    def union(guarded: bool) -> isl.UnionMap | None:
        sinks = [sink for _, _, sink, g in checks if g == guarded]
        out = sinks[0] if sinks else None
        for u in sinks[1:]:
            out = out.union(u)
        return out

    late, plain = union(True), union(False)
    if late is not None and not flow(late, stepped)[1].is_empty():
        return False
    if plain is None:
        return True
    (deps, early), (deps0, early0) = flow(plain, stepped), flow(plain, text)
    return deps.is_equal(deps0) and early.is_equal(early0)
