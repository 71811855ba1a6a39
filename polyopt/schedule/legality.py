"""Checks of a schedule tree against the dependences: order, and loops that carry nothing.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.poly.deps import compute
>>> from polyopt.schedule.program import program_order
>>> scop = build_scop(check(parse("def f(float(N) X) -> (Y) { Y(i) +=! X(i - j) where j in 0:3 }").defs[0]))
>>> violations(program_order(scop).root, compute(scop).validity).is_empty()
True
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl

from polyopt.errors import ScheduleError
from polyopt.poly import tree as T
from polyopt.poly.deps import Dependences, _maps


def violations(root: T.Root, deps: isl.UnionMap) -> isl.UnionMap:
    """The dependences that ``root`` does not order source-before-sink.

    Each pair of statements that a dependence joins is compared on its own: comparing every
    statement's schedule with every other's grows with the square of the statements (a kernel of
    70 independent statements took 14 s)."""
    deps = deps.intersect_domain(root.domain).intersect_range(root.domain)
    sched = _by_statement(T.to_isl(root).get_map())
    bad = deps.subtract(deps)
    for m in _maps(deps):
        src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
        dep = isl.UnionMap.from_map(m)
        if src in sched and dst in sched:
            dep = dep.subtract(sched[src].lex_lt_union_map(sched[dst]))
        bad = bad.union(dep)
    return bad


def _by_statement(u: isl.UnionMap) -> dict[str, isl.UnionMap]:
    return {m.get_tuple_name(isl.dim_type.in_): isl.UnionMap.from_map(m) for m in _maps(u)}


def require_legal(root: T.Root, deps: Dependences, what: str) -> None:
    """Raise ``ScheduleError`` naming the statements and dependence that ``root`` would violate."""
    bad = violations(root, deps.validity)
    if not bad.is_empty():
        raise ScheduleError(f"{what} is illegal: {_describe(bad, deps)}")


def _describe(bad: isl.UnionMap, deps: Dependences) -> str:
    m = _maps(bad)[0]
    src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
    kind = next((k for k, rel in (("flow (read after write)", deps.flow_all), ("anti (write after read)", deps.anti),
                                  ("output (write after write)", deps.output))
                 if not rel.intersect(isl.UnionMap.from_map(m)).is_empty()), "a")
    example = m.sample() if not m.is_empty() else m
    return (f"it would run {dst} before {src} against the {kind} dependence {src} -> {dst}"
            f" (for example {example})")


def isl_band_nodes(sched: isl.Schedule) -> list[isl.ScheduleNode]:
    """isl band nodes in the same pre-order as ``tree.bands``."""
    out = []

    def visit(node):
        if node.get_type() == isl.schedule_node_type.band:
            out.append(node)
        for i in range(node.n_children()):
            visit(node.child(i))
    visit(sched.get_root())
    return out


def carried(root: T.Root, band: int, member: int, deps: isl.UnionMap) -> isl.UnionMap:
    """Dependences carried by ``member`` of band ``band``: equal outer loops, different iteration."""
    node = isl_band_nodes(T.to_isl(root))[band]
    outer = node.get_prefix_schedule_union_map()
    mupa = node.band_get_partial_schedule()
    n = mupa.dim(isl.dim_type.set)
    if member > 0:
        outer = outer.flat_range_product(isl.UnionMap.from_multi_union_pw_aff(
            mupa.drop_dims(isl.dim_type.set, member, n - member)))
    this = isl.UnionMap.from_multi_union_pw_aff(
        mupa.drop_dims(isl.dim_type.set, member + 1, n - member - 1).drop_dims(isl.dim_type.set, 0, member))
    src, dst = deps.domain(), deps.range()  # (only their pairs: all pairs grow with the square)
    same_outer = outer.intersect_domain(src).apply_range(outer.intersect_domain(dst).reverse())
    same_this = this.intersect_domain(src).apply_range(this.intersect_domain(dst).reverse())
    return deps.intersect(same_outer).subtract(same_this)


def recheck_band(root: T.Root, band: int, deps: Dependences) -> T.Root:
    """``root`` with band ``band``'s ``permutable`` and ``coincident`` flags cleared where the
    dependences that its outer bands leave to it say so (a reversed or skewed member may turn a
    distance negative, a fusion may join statements a dependence crosses): code generators trust
    them (the CUDA mapper tiles a permutable band's sequential loops, a coincident loop runs in
    parallel). Flags are only cleared, never set."""
    node = isl_band_nodes(T.to_isl(root))[band]
    outer = node.get_prefix_schedule_union_map()
    mupa = node.band_get_partial_schedule()
    n = mupa.dim(isl.dim_type.set)

    def inside(rel: isl.UnionMap) -> isl.UnionMap:
        src, dst = rel.domain(), rel.range()
        return rel.intersect(outer.intersect_domain(src).apply_range(outer.intersect_domain(dst).reverse()))

    validity, every = inside(deps.validity), inside(deps.all)
    b = T.bands(root)[band]
    permutable, coincident = b.permutable, list(b.coincident)
    for k in range(n):
        this = isl.UnionMap.from_multi_union_pw_aff(
            mupa.drop_dims(isl.dim_type.set, k + 1, n - k - 1).drop_dims(isl.dim_type.set, 0, k))
        later = this.intersect_domain(validity.domain()).lex_gt_union_map(this.intersect_domain(validity.range()))
        if permutable and not validity.intersect(later).is_empty():
            permutable = False
        if coincident[k]:
            same = this.intersect_domain(every.domain()).apply_range(this.intersect_domain(every.range()).reverse())
            coincident[k] = every.subtract(same).is_empty()
    if (permutable, tuple(coincident)) == (b.permutable, b.coincident):
        return root
    return T.map_bands(root, lambda i, x: x if i != band else replace(x, coincident=tuple(coincident),
                                                                         permutable=permutable))


def require_parallel(root: T.Root, band: int, member: int, deps: Dependences, what: str) -> None:
    bad = carried(root, band, member, deps.all)
    if not bad.is_empty():
        m = _maps(bad)[0]
        src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
        red = "" if deps.reduction.intersect(bad).is_empty() else " (a reduction: its loop must stay sequential)"
        raise ScheduleError(f"{what} is illegal: the loop carries the dependence {src} -> {dst}{red}"
                            f" (for example {m.sample()})")
