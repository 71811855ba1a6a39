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

    checks = []  # (statement, read, its tagged sink, under a guard)
    for s in scop.statements:
        if not any(lo <= s.origin <= hi for lo, hi in scop.steps):
            continue
        for r in s.refs:
            if r.write:
                continue
            guard = next((g for i, a, g in late if i == s.origin and a == r.expr), False)
            dom = s.domain if not guard else s.domain.intersect(guard[0].set_tuple_name(s.name))
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
