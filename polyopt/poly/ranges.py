"""Range inference (as in Tensor Comprehensions) and bounds checks of one statement.

Every index variable without an explicit ``where`` range gets the largest range for which no
unguarded read is out of bounds; variables are settled in rounds, each round using the ranges
settled before it (``I(n, c, 2*h + kh)`` settles ``kh`` from ``W(k, c, kh)`` first, then ``h``).
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyopt.errors import BoundsError, RangeError
from polyopt.lang import ir


@dataclass(frozen=True)
class DimBound:
    """One access dimension ``0 <= expr < extent`` as the set of instances that violate it."""
    vars: frozenset[str]
    outside: isl.Set  # over the statement space
    text: str  # for messages


def infer_domain(vars_: tuple[str, ...], known: dict[str, isl.Set], conds: isl.Set, *,
                 loc: ir.Loc, source: str | None) -> isl.Set:
    """The statement domain: the conditions and the range of every variable (``infer_ranges``)."""
    dom = conds
    for v in vars_:
        dom = dom.intersect(known[v])
    if not dom.is_bounded():  # (else no variable's range is unbounded: asking each one by projecting the
        _name_unbounded(dom, vars_, loc, source)  # others out took 41 s for 300 variables)
    return dom.coalesce()


def _name_unbounded(dom: isl.Set, vars_: tuple[str, ...], loc: ir.Loc, source: str | None) -> None:
    """A ``RangeError`` naming the first variable of ``vars_`` whose range in ``dom`` is unbounded."""
    n = len(vars_)
    for k, v in enumerate(vars_):
        alone = dom.project_out(isl.dim_type.set, k + 1, n - k - 1).project_out(isl.dim_type.set, 0, k)
        if not alone.is_bounded():
            raise RangeError(
                f"the range of index {v!r} is unbounded: the reads that use it do not bound it on both sides;"
                f" add 'where {v} in LO:HI'", line=loc.line or None, column=loc.column or None, source=source)


def infer_ranges(vars_: tuple[str, ...], explicit: dict[str, isl.Set], bounds: list[DimBound],
                 universe: isl.Set, *, loc: ir.Loc, source: str | None,
                 assume: isl.Set | None = None) -> dict[str, isl.Set]:
    """The range of every index variable (a set over the statement space): its explicit range, or
    the values at which the reads that use it stay in bounds. An inferred range constrains its
    own variable only; an explicit one may depend on others (``where j in 0:i+1``).

    ``assume``: the sizes the formulas are made for, where the model also admits others (sizes of
    0): the out-of-bounds values are simplified under it, so that a range keeps its formula where
    another variable's range is empty (``I(2h + kh)`` bounds ``h`` by ``2h <= H - KH`` also at
    ``KH = 0``, where no ``kh`` exists to be out of bounds)."""
    known = dict(explicit)
    pos = {v: i for i, v in enumerate(vars_)}
    while True:
        settled = {}
        for v in vars_:
            if v in known:
                continue
            goods = []
            for b in bounds:
                if v not in b.vars or not all(o in known for o in b.vars - {v}):
                    continue
                bad = b.outside
                for o in b.vars - {v}:
                    bad = bad.intersect(known[o])
                bad = _keep_only(bad, pos[v], len(vars_))
                if assume is not None:
                    bad = bad.gist_params(assume).intersect(universe)
                goods.append(universe.subtract(bad))
            if goods:
                good = goods[0]
                for g in goods[1:]:
                    good = good.intersect(g)
                settled[v] = good.coalesce()
        if not settled:
            break
        known.update(settled)
    missing = [v for v in vars_ if v not in known]
    if missing:
        v = missing[0]
        users = [b.text for b in bounds if v in b.vars]
        if users:
            others = sorted({o for b in bounds if v in b.vars for o in b.vars} - {v} - set(known))
            raise RangeError(
                f"the range of index {v!r} is ambiguous: it only appears in {users[0]} together with "
                f"{', '.join(repr(o) for o in others)} whose range is not known either; add 'where {v} in LO:HI'",
                line=loc.line or None, column=loc.column or None, source=source)
        raise RangeError(
            f"the range of index {v!r} is unbounded: it is not used to index a tensor of known size;"
            f" add 'where {v} in LO:HI'", line=loc.line or None, column=loc.column or None, source=source)
    return known


LARGE_SIZE = 64  # sizes at which an inferred range that is empty must be a mistake


def check_not_empty(vars_: tuple[str, ...], explicit: dict[str, isl.Set], known: dict[str, isl.Set],
                    bounds: list[DimBound], *, loc: ir.Loc, source: str | None) -> None:
    """A ``RangeError`` for an inferred range that is empty at every size of ``LARGE_SIZE`` or
    more: a range is one interval for every value of the other variables (TC's rectangular
    ranges), so ``Cc(k) +=! A(i) * B(k - i) where k in 0:N + M - 1`` leaves ``i`` no value
    (only N = 1 has one), and the output would be zeros without a word."""
    for v in vars_:
        if v in explicit:
            continue
        big = known[v].params()
        if big.is_empty() or not (others := sorted({o for b in bounds if v in b.vars for o in b.vars} - {v})):
            continue  # (empty at every size, or by its own reads alone: the errors further on say so)
        for j in range(big.dim(isl.dim_type.param)):
            name = big.get_dim_name(isl.dim_type.param, j)
            big = big.intersect(isl.Set(f"[{name}] -> {{ : {name} >= {LARGE_SIZE} }}", context=big.get_ctx()))
        if not big.is_empty():
            continue
        users = ", ".join(dict.fromkeys(b.text for b in bounds if v in b.vars))
        raise RangeError(
            f"the range of index {v!r} inferred from {users} is empty at every size but a few small ones: "
            f"inference gives {v!r} one range, in bounds for every value of {', '.join(map(repr, others))}; "
            f"name its range and the conditions that keep the reads in bounds (where {v} in LO:HI, ...), "
            f"or guard the reads with a ternary (cond ? ... : 0.0)",
            line=loc.line or None, column=loc.column or None, source=source)


MAX_RELAX_ROUNDS = 4


def relax_guarded(vars_: tuple[str, ...], explicit: dict[str, isl.Set], known: dict[str, isl.Set],
                  bounds: list[tuple[DimBound, isl.Set | None]], universe: isl.Set,
                  assume: isl.Set | None = None, floors: dict[str, isl.Set] | None = None
                  ) -> dict[str, isl.Set] | None:
    """The ranges ``known`` (where every read bounds its variables) widened where a read is under an
    affine ternary (``bounds``: each with the set where its condition holds, or None): each
    inferred variable gets the values at which no read is out of bounds where its condition holds,
    given the other variables' ranges, repeated until the ranges settle (None if they do not).
    At sizes where another variable has no values yet (an empty tensor read under a guard: ``Lt``
    has no rows at N = 1), ``v`` takes the values it has in some instance that reads nothing out of
    bounds, and where there is none, the values ``known`` gives it. ``floors`` are lower limits kept
    as they are (a first write's indices start at 0).

    ``O(i, j) = j >= i ? A(i, j) : Lt(j, i)`` with ``Lt`` of N - 1 rows: ``j`` keeps all N values,
    since at ``j = N - 1`` no ``i < N`` has ``j < i``.

    ``assume``: as for ``infer_ranges``, the sizes the ranges' formulas are made for."""
    pos = {v: k for k, v in enumerate(vars_)}
    fine = universe  # the instances that read nothing out of bounds
    for b, guard in bounds:
        fine = fine.subtract(b.outside if guard is None else b.outside.intersect(guard))
    for rng in [*explicit.values(), *(floors or {}).values()]:
        fine = fine.intersect(rng)
    current = dict(known)
    for _ in range(MAX_RELAX_ROUNDS):
        new = dict(explicit)
        for v in vars_:
            if v in explicit:
                continue
            good, somewhere = universe, universe.params()
            for o in vars_:
                if o != v:
                    somewhere = somewhere.intersect(current[o].params())
            for b, guard in bounds:
                if v not in b.vars:
                    continue
                bad = b.outside if guard is None else b.outside.intersect(guard)
                for o in vars_:
                    if o != v:
                        bad = bad.intersect(current[o])
                bad = _keep_only(bad, pos[v], len(vars_))
                good = good.subtract(bad if assume is None else bad.gist_params(assume).intersect(universe))
            nowhere = universe.params().subtract(somewhere)
            some = _keep_only(fine, pos[v], len(vars_)).intersect_params(nowhere)
            # where no instance reads in bounds either (an explicit range empty: p in 1:K at K = 1), the
            # range as every read bounds it, as without the ternary: the index's own range
            alone = known[v].intersect_params(nowhere.subtract(some.params()))
            new[v] = good.intersect_params(somewhere).union(some).union(alone)
            if floors and v in floors:
                new[v] = new[v].intersect(floors[v])
            new[v] = new[v].coalesce()
            if assume is not None:
                new[v] = new[v].gist_params(assume).intersect(universe).coalesce()
        if all(new[v].is_equal(current[v]) for v in vars_):
            return new
        current = new
    return None


def _bound_text(pa: isl.PwAff, params: tuple[str, ...]) -> str:
    """``N - 6`` for the piecewise bound ``pa`` over the sizes (isl's text where it has pieces)."""
    pieces = pa.get_pieces()
    affs = {str(a) for _, a in pieces}
    if len(affs) != 1 or pieces[0][1].dim(isl.dim_type.div):
        return str(pa)  # (pieces, or a floor of the sizes: isl's own text)
    aff = pieces[0][1]
    terms = []
    for k in range(aff.dim(isl.dim_type.param)):
        c = aff.get_coefficient_val(isl.dim_type.param, k).to_python()
        if c:
            name = aff.get_dim_name(isl.dim_type.param, k)
            name = next((p for p in params if name in (p, f"{p}_")), name)
            terms.append((c, name))
    const = aff.get_constant_val().to_python()
    text = ""
    for c, name in terms:
        sign = "-" if c < 0 else "+"
        mag = f"{abs(c)}*{name}" if abs(c) != 1 else name
        text = (f"{text} {sign} {mag}" if text else f"{'-' if c < 0 else ''}{mag}")
    if const or not text:
        text = f"{text} {'-' if const < 0 else '+'} {abs(const)}" if text else str(const)
    return text


def _keep_only(s: isl.Set, pos: int, n: int) -> isl.Set:
    """Eliminate every set dimension but ``pos`` (keeping the space)."""
    if pos + 1 < n:
        s = s.eliminate(isl.dim_type.set, pos + 1, n - pos - 1)
    if pos > 0:
        s = s.eliminate(isl.dim_type.set, 0, pos)
    return s


MAX_SIZE = 1 << 40  # no array of a call has a dimension larger than this


@dataclass(frozen=True)
class SizeCheck:
    """An access out of bounds at some sizes only, checked when the sizes are known."""
    bad: isl.Set  # the statement instances (with the sizes as parameters) that leave the tensor
    what: str
    loc: ir.Loc
    source: str | None

    def verify(self, values: dict[str, int]) -> None:
        """Raise ``BoundsError`` if the access leaves its tensor at the sizes ``values``."""
        from polyopt.poly.affine import isl_name
        bad, by_name = self.bad, {isl_name(k): v for k, v in values.items()}
        for k in range(bad.dim(isl.dim_type.param)):
            value = by_name[bad.get_dim_name(isl.dim_type.param, k)]
            bad = bad.fix_val(isl.dim_type.param, k, isl.Val.int_from_si(bad.get_ctx(), value))
        if not bad.is_empty():
            at = ", ".join(f"{k}={v}" for k, v in values.items())
            raise BoundsError(f"{self.what} is out of bounds at these sizes ({at}): for example at "
                              f"{_example(bad, sizes=False)}",
                              line=self.loc.line or None, column=self.loc.column or None, source=self.source)


def check_in_bounds(dom: isl.Set, outside: isl.Set, what: str, *, context: isl.Set, loc: ir.Loc,
                    source: str | None) -> SizeCheck | None:
    """Raise when, at every size of ``context`` where ``dom`` has instances, some lie in
    ``outside``; where that happens at some sizes only (``where k in 0:I`` reading ``W(g, k)``
    of ``float(G, K) W``: when ``I > K``), the ``SizeCheck`` that a call's sizes must pass."""
    bad = dom.intersect(outside)
    if bad.is_empty():
        return None
    realistic = context  # sizes an array can have: X(999999999999999999) is out of bounds at all of them
    for k in range(context.dim(isl.dim_type.param)):
        realistic = realistic.upper_bound_val(isl.dim_type.param, k, isl.Val.int_from_si(context.get_ctx(), MAX_SIZE))
    if realistic.intersect(dom.params()).is_subset(bad.params()):  # at every size where it runs
        raise BoundsError(f"{what} is out of bounds (for example at {_example(bad)})",
                          line=loc.line or None, column=loc.column or None, source=source)
    return SizeCheck(bad.coalesce(), what, loc, source)


def _example(s: isl.Set, sizes: bool = True) -> str:
    """One point of ``s`` as ``i = -1, j = 0 with N = 1`` (``sizes=False``: without the sizes)."""
    pt = s.sample_point()
    coords = [f"{s.get_dim_name(isl.dim_type.set, k)} = {pt.get_coordinate_val(isl.dim_type.set, k).to_python()}"
              for k in range(s.dim(isl.dim_type.set))]
    params = [f"{s.get_dim_name(isl.dim_type.param, k)} = {pt.get_coordinate_val(isl.dim_type.param, k).to_python()}"
              for k in range(s.dim(isl.dim_type.param))]
    return ", ".join(coords) + (f" with {', '.join(params)}" if params and sizes else "")
