"""Explicit schedule transformations: pure functions ``Schedule -> Schedule``, each checked.

Bands are numbered in pre-order (``schedule.explain()`` shows the numbers); members of a band
from 0 (outermost). A transformation that would violate a dependence raises ``ScheduleError``
naming the statements and the dependence; a legal one returns a new schedule (kind "custom").

>>> import polyopt as po
>>> k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
...                options=po.Options(schedule="program"))
>>> s = interchange(k.schedule, band=1, order=(0, 2, 1))      # i, j, k  ->  i, k, j
>>> s = tile(s, band=1, sizes=(32, 32, 32))
>>> reverse(k.schedule, band=0, member=0).kind                  # the init nest carries nothing
'custom'
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable
from dataclasses import replace

import islpy as isl

from polyopt.errors import ArgumentError, ScheduleError
from polyopt.poly import tree as T
from polyopt.schedule.bands import permute, split, unroll_member
from polyopt.schedule.bands import tile as tile_band
from polyopt.schedule.legality import recheck_band, require_legal, require_parallel
from polyopt.schedule.schedule import Schedule


def _schedule(s) -> Schedule:
    if not isinstance(s, Schedule):
        raise ArgumentError(f"expected a Schedule (kernel.schedule), got {type(s).__name__}")
    return s


def _int(x, what: str) -> int:
    """``x`` as an int (numpy's integers too) of magnitude below 2**62 (isl's small integers: a
    tile size or factor of 2**70 was islpy's raw TypeError), else a ``ScheduleError`` naming ``what``."""
    if isinstance(x, bool) or not isinstance(x, numbers.Integral):
        raise ScheduleError(f"{what} must be an int, got {x!r}")
    if not -2**62 < x < 2**62:
        raise ScheduleError(f"{what} must be an int below 2**62 in magnitude, got {x!r}")
    return int(x)


def _ints(xs, what: str) -> tuple[int, ...]:
    if isinstance(xs, str) or not isinstance(xs, Iterable):
        raise ScheduleError(f"{what} must be a sequence of ints, got {xs!r}")
    return tuple(_int(x, what) for x in xs)


def _band(s: Schedule, band: int) -> T.Band:
    bs = _schedule(s).bands
    band = _int(band, "band")
    if not 0 <= band < len(bs):
        raise ScheduleError(f"no band {band!r}: the schedule has bands 0..{len(bs) - 1} (see schedule.explain())")
    return bs[band]


def _member(b: T.Band, band: int, member: int) -> int:
    member = _int(member, "member")
    m = member + b.n if member < 0 else member
    if not 0 <= m < b.n:
        raise ScheduleError(f"band {band} has members 0..{b.n - 1}, not {member}")
    return m


def _replace_band(s: Schedule, band: int, fn) -> T.Root:
    return T.map_bands(s.root, lambda i, b: fn(b) if i == band else b)


def _result(s: Schedule, root: T.Root, what: str, check_order: bool = True, recheck: int | None = None) -> Schedule:
    if check_order:
        require_legal(root, s.deps, what)
    if recheck is not None:  # (the flags of the band that changed)
        root = recheck_band(root, recheck, s.deps)
    new = Schedule(s.scop, root, "custom", s.notes + (what,))
    new.__dict__["deps"] = s.deps
    return new


def tile(s: Schedule, *, band: int, sizes: tuple[int, ...]) -> Schedule:
    """Tile band ``band`` with ``sizes`` (one per member; 1 leaves a member whole).

    Before: ``for i: for j: S`` — after: ``for it step 32: for jt step 32: for i in tile: for j in tile: S``.
    """
    b = _band(s, band)
    sizes = _ints(sizes, f"tile sizes for band {band}")
    if len(sizes) != b.n or not all(x >= 1 for x in sizes):
        raise ScheduleError(f"tile sizes for band {band} must be {b.n} positive ints, got {sizes!r}")
    root = _replace_band(s, band, lambda b: tile_band(b, sizes))
    return _result(s, root, f"tile band {band} by {'x'.join(map(str, sizes))}")


def interchange(s: Schedule, *, band: int, order: tuple[int, ...]) -> Schedule:
    """Permute the members of a band: ``order[k]`` is the old member that becomes member k.

    Before: ``for i: for j: S`` — ``order=(1, 0)``: ``for j: for i: S``.
    """
    b = _band(s, band)
    order = _ints(order, f"order for band {band}")
    if sorted(order) != list(range(b.n)):
        raise ScheduleError(f"order for band {band} must be a permutation of 0..{b.n - 1}, got {order!r}")
    root = _replace_band(s, band, lambda b: permute(b, list(order)))
    return _result(s, root, f"interchange band {band} to {order}")


permute_band = interchange


def interchange_points(s: Schedule, order: tuple[int, ...]) -> Schedule:
    """``interchange`` of the first point band with at least ``len(order)`` members, its first
    members put in ``order`` (the tuner's loop order inside tiles); ``ScheduleError`` when no
    point band has that many members."""
    for i, b in enumerate(_schedule(s).bands):
        if b.role == "point" and b.n >= len(order):
            return interchange(s, band=i, order=tuple(order) + tuple(range(len(order), b.n)))
    raise ScheduleError(f"loop order {tuple(order)} does not apply: no point band with {len(order)} or more "
                        "members in this schedule")


def reverse(s: Schedule, *, band: int, member: int) -> Schedule:
    """Run a loop backwards: ``for i in 0..N`` becomes ``for i in N..0``."""
    b = _band(s, band)
    m = _member(b, band, member)

    def rev(b: T.Band) -> T.Band:
        return replace(b, schedule=b.schedule.set_at(m, b.member(m).neg()))
    return _result(s, _replace_band(s, band, rev), f"reverse member {m} of band {band}", recheck=band)


def skew(s: Schedule, *, band: int, member: int, by: int, factor: int = 1) -> Schedule:
    """Skew: member ``member`` becomes ``member + factor * by`` (``by`` another member of the band)."""
    b = _band(s, band)
    m, o = _member(b, band, member), _member(b, band, by)
    factor = _int(factor, "skew factor")
    if m == o:
        raise ScheduleError("skew needs two different members")

    def sk(b: T.Band) -> T.Band:
        new = b.member(m).add(b.member(o).scale_val(isl.Val.int_from_si(b.schedule.get_ctx(), factor)))
        return replace(b, schedule=b.schedule.set_at(m, new))
    return _result(s, _replace_band(s, band, sk), f"skew member {m} of band {band} by {factor} x member {o}",
                   recheck=band)


def _mark(s: Schedule, band: int, member: int, name: str) -> T.Root:
    def mark(b: T.Band) -> T.Node:
        m = _member(b, band, member)
        head = split(b, m) if m > 0 else None
        target = head.child if head is not None else b
        if target.n > 1:
            target = split(target, 1)
        marked = T.Mark(name, target)
        return replace(head, child=marked) if head is not None else marked
    return _replace_band(s, band, mark)


def parallelize(s: Schedule, *, band: int, member: int = 0) -> Schedule:
    """Run the loop of ``member`` as ``#pragma omp parallel for`` (it must carry no dependence)."""
    b = _band(s, band)
    m = _member(b, band, member)
    require_parallel(s.root, band, m, s.deps, f"parallelizing member {m} of band {band}")
    return _result(s, _mark(s, band, m, "parallel"), f"parallelize member {m} of band {band}", False)


def vectorize(s: Schedule, *, band: int, member: int = -1) -> Schedule:
    """Mark the loop of ``member`` ``#pragma omp simd`` (it must carry no dependence)."""
    b = _band(s, band)
    m = _member(b, band, member)
    require_parallel(s.root, band, m, s.deps, f"vectorizing member {m} of band {band}")
    return _result(s, _mark(s, band, m, "vector"), f"vectorize member {m} of band {band}", False)


def unroll(s: Schedule, *, band: int, member: int = -1, factor: int = 4) -> Schedule:
    """Strip-mine a loop by ``factor`` and unroll the strip fully (always legal)."""
    b = _band(s, band)
    m = _member(b, band, member)
    factor = _int(factor, "unroll factor")
    if factor < 2:
        raise ScheduleError(f"unroll factor must be an int >= 2, got {factor!r}")
    root = _replace_band(s, band, lambda b: unroll_member(b, m, factor))
    return _result(s, root, f"unroll member {m} of band {band} by {factor}", False)


def _groups(s: Schedule) -> tuple[T.Filter, ...]:
    c = _schedule(s).root.child
    if not isinstance(c, T.Sequence):
        raise ScheduleError("the schedule has a single group of statements at the top (nothing to fuse)")
    return c.children


def fuse(s: Schedule, *, first: int, second: int) -> Schedule:
    """Fuse two top-level groups (consecutive) under one outer band.

    Before: ``for i: S1(i); for i: S2(i)`` — after: ``for i: { S1(i); S2(i) }``.
    """
    groups = _groups(s)
    first, second = _int(first, "first"), _int(second, "second")
    if second != first + 1 or not 0 <= first < len(groups) - 1:
        raise ScheduleError(f"fuse takes two consecutive top-level groups, got {first} and {second} "
                            f"(the schedule has {len(groups)})")
    a, b = groups[first], groups[second]
    if not (isinstance(a.child, T.Band) and isinstance(b.child, T.Band)):
        raise ScheduleError("fuse needs both groups to start with a band")
    n = min(a.child.n, b.child.n)
    ba = split(a.child, n) if a.child.n > n else a.child
    bb = split(b.child, n) if b.child.n > n else b.child
    band = T.Band(ba.schedule.union_add(bb.schedule), tuple(x and y for x, y in zip(ba.coincident, bb.coincident)),
                  ba.permutable and bb.permutable,
                  T.Sequence((T.Filter(a.filter, ba.child), T.Filter(b.filter, bb.child))))
    fused = T.Filter(a.filter.union(b.filter), band)
    kids = groups[:first] + (fused,) + groups[second + 1:]
    root = replace(s.root, child=kids[0].child if len(kids) == 1 else T.Sequence(kids))
    index = next(i for i, x in enumerate(T.bands(root)) if x is band)
    return _result(s, root, f"fuse groups {first} and {second}", recheck=index)


def distribute(s: Schedule, *, group: int = 0) -> Schedule:
    """Split a top-level group whose outer band spans several statements into one loop nest each.

    Before: ``for i: { S1(i); S2(i) }`` — after: ``for i: S1(i); for i: S2(i)``.
    """
    c = _schedule(s).root.child
    groups = c.children if isinstance(c, T.Sequence) else (T.Filter(s.root.domain, c),)
    group = _int(group, "group")
    if not 0 <= group < len(groups):
        raise ScheduleError(f"no group {group}: the schedule has {len(groups)}")
    g = groups[group]
    band = g.child
    while isinstance(band, T.Mark):
        band = band.child
    if not isinstance(band, T.Band):
        raise ScheduleError(f"group {group} does not start with a band")
    if isinstance(band.child, T.Sequence):
        parts = [(f.filter, f.child) for f in band.child.children]
    else:
        from polyopt.schedule.schedule import statements_in
        order = {st.name: i for i, st in enumerate(s.scop.statements)}  # (program order, not by name:
        names = sorted(statements_in(band, g.filter.intersect(s.root.domain)), key=order.get)  # S10 < S2)
        if len(names) < 2:
            raise ScheduleError(f"group {group} holds a single statement: nothing to distribute")
        parts = [(_stmt_filter(s, n), band.child) for n in names]
    new = tuple(T.Filter(g.filter.intersect(f), replace(band, schedule=band.schedule.intersect_domain(f),
                                                              child=child)) for f, child in parts)
    kids = groups[:group] + new + groups[group + 1:]
    return _result(s, replace(s.root, child=T.Sequence(kids)), f"distribute group {group}")


def _stmt_filter(s: Schedule, name: str) -> isl.UnionSet:
    st = next(x for x in s.scop.statements if x.name == name)
    return isl.UnionSet.from_set(st.domain.universe(st.domain.get_space()))
