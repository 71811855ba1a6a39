"""Dependences of a scop: value-based flow, memory-based anti and output, reductions apart.

Accesses are tagged (``[S[i] -> S_R3[]] -> A[...]``) so that two reads of one array in one
statement stay distinct. Self-dependences of a reduction statement through its own left-hand side
(the ``O(i) += ...`` chain along the reduction indices) are kept apart as ``reduction``: they do
not constrain the order of the reduction loops (the operators are associative and commutative)
but they do forbid running a reduction loop in parallel.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> deps = compute(build_scop(check(parse("def f(float(M,K) A) -> (s) { s(i) +=! A(i,k) }").defs[0])))
>>> print(deps.reduction)
[M, K] -> { S0[i, k] -> S0[i' = i, k'] : 0 <= i < M and k >= 0 and k < k' < K }
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

import islpy as isl

from polyopt.poly.order import program_map
from polyopt.poly.scop import Scop, _tag


@dataclass(frozen=True)
class Dependences:
    """Statement-level dependence relations (``S[i] -> T[j]``: ``T[j]`` must follow ``S[i]``)."""
    flow: isl.UnionMap      # value-based read-after-write (last writer)
    flow_all: isl.UnionMap  # memory-based read-after-write (every earlier writer)
    anti: isl.UnionMap      # memory-based write-after-read
    output: isl.UnionMap    # memory-based write-after-write
    reduction: isl.UnionMap  # self-dependences of reductions through their left-hand side

    @functools.cached_property
    def validity(self) -> isl.UnionMap:
        """What every schedule must respect (reduction chains excepted); computed once (the
        scheduler and the loop tests ask several times: jacobi_2d's union and coalesce ~6 ms a time)."""
        return self.flow_all.union(self.anti).union(self.output).subtract(self.reduction).coalesce()

    @functools.cached_property
    def all(self) -> isl.UnionMap:
        """Every dependence, reduction chains included (what a parallel loop must not carry)."""
        return self.flow_all.union(self.anti).union(self.output).coalesce()

    def __str__(self):
        lines = []
        for kind, rel in (("flow", self.flow), ("anti", self.anti), ("output", self.output),
                          ("reduction", self.reduction)):
            for m in _maps(rel):
                src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
                dist = distance(m)
                lines.append(f"{kind:9} {src} -> {dst}: " + (f"distance {dist}" if dist else "non-uniform")
                             + f"\n          {m}")
        return "\n".join(lines) or "no dependences"


def _maps(u: isl.UnionMap) -> list[isl.Map]:
    lst = u.get_map_list()
    return sorted((lst.get_at(i) for i in range(lst.n_map())), key=str)


def distance(m: isl.Map) -> tuple[int, ...] | None:
    """The constant distance vector of a dependence between two instances of one statement."""
    if m.get_tuple_name(isl.dim_type.in_) != m.get_tuple_name(isl.dim_type.out) or m.is_empty():
        return None
    d = m.deltas()
    n = d.dim(isl.dim_type.set)
    out = []
    for k in range(n):
        v = d.plain_get_val_if_fixed(isl.dim_type.set, k)
        if v.is_nan():
            return None
        out.append(v.to_python())
    return tuple(out)


def _untag(u: isl.UnionMap) -> isl.UnionMap:
    return u.domain_factor_domain().range_factor_domain()


def compute(scop: Scop) -> Dependences:
    """Dependences of ``scop`` with respect to its program order."""
    sched = program_map(scop)
    reads = scop.accesses(write=False, tagged=True)
    writes = scop.accesses(write=True, tagged=True)
    tagged_sched = reads.union(writes).domain().unwrap().domain_map().apply_range(sched)

    def flow_of(sink, source, must: bool):
        info = isl.UnionAccessInfo.from_sink(sink)
        info = info.set_must_source(source) if must else info.set_may_source(source)
        res = info.set_schedule_map(tagged_sched).compute_flow()
        return res.get_must_dependence() if must else res.get_may_dependence()

    flow_t = flow_of(reads, writes, True)
    flow_all_t = flow_of(reads, writes, False)
    anti_t = flow_of(writes, reads, False)
    output_t = flow_of(writes, writes, False)

    lhs_tags = _reduction_lhs_tags(scop)
    red = isl.UnionMap.empty(scop.context.get_space())
    for rel in (flow_all_t, anti_t, output_t):
        for m in _maps(rel):
            src_tag = m.domain().unwrap().get_tuple_name(isl.dim_type.out)
            dst_tag = m.range().unwrap().get_tuple_name(isl.dim_type.out)
            stmt = m.domain().unwrap().get_tuple_name(isl.dim_type.in_)
            if stmt in lhs_tags and src_tag in lhs_tags[stmt] and dst_tag in lhs_tags[stmt] and \
                    m.range().unwrap().get_tuple_name(isl.dim_type.in_) == stmt:
                red = red.union(_untag(isl.UnionMap.from_map(m)))
    return Dependences(*(_coalesced(_untag(r)) for r in (flow_t, flow_all_t, anti_t, output_t)), _coalesced(red))


# A map of more than COALESCE_PIECES basic maps between statements of more than COALESCE_DIMS
# dimensions is left as it is (the same relation, in more pieces): isl's coalesce of the value-based
# flow of a reduction over k ``where`` variables (the chain to each instance's lexicographic
# successor, k basic maps of k + 1 dimensions, that it fuses into one) grows as k**6: 0.02 s at
# k = 8, 0.65 s at 14, more than 60 s at 30. Smaller maps, or maps of as many pieces between
# statements of fewer dimensions (a convolution's gradient: 21 pieces of 8 dimensions), take
# milliseconds.
COALESCE_PIECES = 8
COALESCE_DIMS = 8


def _too_big(m: isl.Map) -> bool:
    return m.n_basic_map() > COALESCE_PIECES and \
        max(m.dim(isl.dim_type.in_), m.dim(isl.dim_type.out)) > COALESCE_DIMS


def _coalesced(u: isl.UnionMap) -> isl.UnionMap:
    """``u.coalesce()`` (isl coalesces map by map), less the maps ``_too_big`` to, kept as they are.

    >>> chain = isl.UnionMap("{ S[a, b = 0] -> S[a, 1] : 0 <= a <= 1; S[0, 1] -> S[1, 0] }")  # (a, b) + 1
    >>> [m.n_basic_map() for m in _maps(chain)], [m.n_basic_map() for m in _maps(_coalesced(chain))]
    ([2], [1])
    """
    lst = u.get_map_list()
    maps = [lst.get_at(i) for i in range(lst.n_map())]
    if not any(map(_too_big, maps)):
        return u.coalesce()
    res = isl.UnionMap.empty(u.get_space())
    for m in maps:
        res = res.union(isl.UnionMap.from_map(m if _too_big(m) else m.coalesce()))
    return res


def reads_own_writes(scop: Scop, origin: int) -> bool:
    """Whether a read on the right-hand side of kernel statement ``origin`` (any of its pieces)
    sees a value the statement itself wrote (a reduction's own accumulator aside): ``B(i, j) +=
    A(k, i) * B(k, j) where k in i + 1:M`` reads rows it has not updated yet, so no.

    >>> from polyopt.lang.parser import parse
    >>> from polyopt.lang.check import check
    >>> from polyopt.poly.build import build_scop
    >>> src = "def f(float(N) X) -> (Y) { Y(i) = X(i); Y(i) = Y(i + 1) * 2.0 where i in 0:N - 1 }"
    >>> reads_own_writes(build_scop(check(parse(src).defs[0])), 1)
    False
    """
    stmts = [s for s in scop.statements if s.origin == origin]
    own = set().union(*_reduction_lhs_tags(scop).values()) if stmts else set()
    tensor = stmts[0].lhs.tensor if stmts else None
    empty = isl.UnionMap.empty(scop.context.get_space())
    reads, writes = empty, empty
    for s in stmts:
        for r in s.refs:
            if r.tensor != tensor or (not r.write and r.tag in own):
                continue
            rel = isl.UnionMap.from_map(_tag(replace(r, relation=r.relation.intersect_domain(s.domain))))
            if r.write:
                writes = writes.union(rel)
            else:
                reads = reads.union(rel)
    if reads.is_empty() or writes.is_empty():
        return False
    sched = program_map(scop)
    tagged_sched = reads.union(writes).domain().unwrap().domain_map().apply_range(sched)
    info = isl.UnionAccessInfo.from_sink(reads).set_must_source(writes).set_schedule_map(tagged_sched)
    return not info.compute_flow().get_must_dependence().is_empty()


def _reduction_lhs_tags(scop: Scop) -> dict[str, set[str]]:
    """For each reduction statement, the tags of the update's own read of its left-hand side (its
    first read) and of its write. A dependence between two of its instances from one of these to
    the other is the chain of one element's reduction. Other reads of the same tensor (nussinov's
    ``R(r, j) max=! R(r, k) + R(N - 2 - k, j)``) keep their own, ordinary dependences: one of them
    that reads a partial value of the element being reduced is a flow dependence the reduction's
    order must respect."""
    res = {}
    for s in scop.statements:
        if s.kind != "update":
            continue
        own = s.refs[0]
        write = next(r for r in s.refs if r.write)
        if not own.write and own.tensor == s.lhs.tensor and own.expr == s.lhs:
            res[s.name] = {own.tag, write.tag}
    return res


__all__ = ["Dependences", "compute", "distance", "reads_own_writes", "_tag"]
