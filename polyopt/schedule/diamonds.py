"""Diamond tiles: a 1-d stencil's steps shared by the threads with a barrier every many steps.

A 1-d stencil whose steps fit in L1 runs untiled on one thread (``time_tiles.in_l1``), and its
parallelogram tiles would make every tile wait on its left neighbour: a wavefront of at most
min(time tiles, row tiles) tiles, one barrier each (jacobi-1d: 21 wavefronts, 0.55 ms on two
threads against 0.33 on one). Diamonds start together (Pluto's concurrent start): isl's band
``(m0, m1)`` (the step, and the points skewed forward, ``2t + i``) gets a second hyperplane
leaning the other way, ``m2 = k m0 - m1 + c_S`` (``c_S`` a constant per statement, so that a
statement that reads another's row of the same step comes after it: jacobi-1d's ``A`` from
``B``), with every dependence distance non-negative along ``m1`` and along ``m2`` (the
legality, checked here on the dependences). Tiles ``floor(m1 / W), floor(m2 / W)`` are then
diamonds in ``(step, point)``; those of one wavefront (the same sum) are independent, and
``W`` is chosen so that a wavefront holds about as many diamonds as there are threads: a
barrier every ``W / (2 k')`` steps or so. Inside a tile the points run in the band's own
order, each statement's row a SIMD loop.

>>> import islpy as isl
>>> from polyopt.poly import tree as T
>>> dom = isl.UnionSet("{ B[t, i] : 1 <= t <= 100 and 1 <= i <= 98; A[t, i] : 1 <= t <= 100 and 1 <= i <= 98 }")
>>> band = T.Band(isl.MultiUnionPwAff("[{ B[t, i] -> [(t)]; A[t, i] -> [(t)] }, "
...     "{ B[t, i] -> [(2t + i)]; A[t, i] -> [(1 + 2t + i)] }]"), (False, False), True, T.LEAF)
>>> deps = isl.UnionMap("{ A[t, i] -> B[t + 1, i'] : -1 <= i' - i <= 1; B[t, i] -> A[t, i'] : -1 <= i' - i <= 1 }")
>>> mirror(band, dom, deps)
(4, {'A': 2, 'B': 0})

Gauss-Seidel (a point reads its left neighbour of the same step) leans one way only:

>>> band = T.Band(isl.MultiUnionPwAff("[{ A[t, i] -> [(t)] }, { A[t, i] -> [(t + i)] }]"), (False, False), True, T.LEAF)
>>> deps = isl.UnionMap("{ A[t, i] -> A[t, i + 1]; A[t, i] -> A[t + 1, i'] : -1 <= i' - i <= 1 }")
>>> mirror(band, isl.UnionSet("{ A[t, i] : 1 <= t <= 9 and 1 <= i <= 98 }"), deps) is None
True
"""

from __future__ import annotations

from collections.abc import Callable

import islpy as isl

from polyopt.poly import tree as T

DIAMONDS = "diamonds"  # the mark above diamond tiles
MAX_LEAN = 16  # the largest k tried in m2 = k m0 - m1 + c_S


def mirror(b: T.Band, domain: isl.UnionSet, validity: isl.UnionMap,
           fixed: isl.Set | None = None) -> tuple[int, dict[str, int]] | None:
    """The least ``k`` and the constants ``c_S`` (per statement) with which ``m2 = k m0 - m1 +
    c_S`` has a non-negative distance along every dependence of ``validity`` between statements of
    ``b`` (at the sizes of ``fixed``, if given), as ``m1`` does too; None where there is none
    (``m1`` carries a negative distance, a distance is unbounded, or no ``k`` up to ``MAX_LEAN``
    does). The ``c_S`` solve difference constraints ``c_S' - c_S >= max(d1 - k d0)`` over each
    dependence ``S -> S'`` (longest paths)."""
    if b.n != 2:
        return None
    deltas = _deltas(b, domain, validity, fixed)
    if deltas is None:
        return None
    names = sorted({s.get_tuple_name() for s in _sets(domain)})
    ctx = domain.get_ctx()
    for k in range(1, MAX_LEAN + 1):
        edges = []
        for (src, dst), d in deltas.items():
            top = d.max_val(_var(d, 1).sub(_var(d, 0).scale_val(isl.Val.int_from_si(ctx, k))))
            if not top.is_int():
                return None  # unbounded (a size not fixed): no constant lean
            edges.append((src, dst, top.to_python()))
        consts = _longest(names, edges)
        if consts is not None:
            low = min(consts.values())
            return k, {s: c - low for s, c in consts.items()}
    return None


def _sets(u: isl.UnionSet) -> list[isl.Set]:
    lst = u.get_set_list()
    return [lst.get_at(i) for i in range(lst.n_set())]


def _deltas(b: T.Band, domain: isl.UnionSet, validity: isl.UnionMap,
            fixed: isl.Set | None) -> dict[tuple[str, str], isl.Set] | None:
    """Per pair of statements, the distances ``(d0, d1)`` along ``b`` of the dependences between
    them; None where one has a negative ``d1`` (``b`` is not the permutable band it should be)."""
    smap = isl.UnionMap.from_multi_union_pw_aff(b.schedule).intersect_domain(domain)
    deps = validity.intersect_domain(domain).intersect_range(domain)
    if fixed is not None:
        deps = deps.intersect_params(fixed)
    out: dict[tuple[str, str], isl.Set] = {}
    lst = deps.get_map_list()
    for i in range(lst.n_map()):
        m = lst.get_at(i)
        key = (m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out))
        dist = isl.UnionMap.from_map(m).apply_domain(smap).apply_range(smap).deltas()
        for s in _sets(dist):
            s = s.set_tuple_name(None) if s.has_tuple_name() else s
            if s.is_empty():
                continue
            out[key] = out[key].union(s) if key in out else s
    for d in out.values():
        low = d.min_val(_var(d, 1))
        if not low.is_int() or low.to_python() < 0:
            return None
    return out


def _var(d: isl.Set, k: int) -> isl.Aff:
    """The ``k``-th coordinate of ``d``'s space as an affine function."""
    return isl.Aff.var_on_domain(isl.LocalSpace.from_space(d.get_space()), isl.dim_type.set, k)


def _longest(names: list[str], edges: list[tuple[str, str, int]]) -> dict[str, int] | None:
    """The least constants with ``c[dst] - c[src] >= w`` for every edge (Bellman-Ford on longest
    paths from 0), or None where a cycle of positive weight makes them impossible."""
    c = dict.fromkeys(names, 0)
    for _ in range(len(names) + 1):
        changed = False
        for src, dst, w in edges:
            if c[src] + w > c[dst]:
                c[dst] = c[src] + w
                changed = True
        if not changed:
            return c
    return None


def lean_member(b: T.Band, domain: isl.UnionSet, k: int, consts: dict[str, int]) -> isl.UnionPwAff:
    """``k m0 - m1 + c_S`` on each statement ``S`` of ``domain``."""
    ctx = domain.get_ctx()
    m2 = b.member(0).scale_val(isl.Val.int_from_si(ctx, k)).sub(b.member(1))
    shift = None
    for s in _sets(domain):
        c = isl.PwAff.from_aff(isl.Aff.val_on_domain(isl.LocalSpace.from_space(s.get_space()),
                                                       isl.Val.int_from_si(ctx, consts[s.get_tuple_name()])))
        piece = isl.UnionPwAff.from_pw_aff(c.intersect_domain(s))
        shift = piece if shift is None else shift.union_add(piece)
    return m2.add(shift)


def grid(m1: isl.UnionPwAff, m2: isl.UnionPwAff, domain: isl.UnionSet, fixed: isl.Set,
         threads: int, widest: int | None = None) -> tuple[int, int, int] | None:
    """``(W, o1, o2)``: tiles ``floor((m1 + o1) / W), floor((m2 + o2) / W)`` of which a wavefront
    holds ``threads`` whole diamonds side by side (``W`` a ``threads``-th of the points' spread,
    ``m1 - m2``, halved), the first wavefront's centred on the first step (upper halves) and the
    next one's on the borders (halves at each end, whole ones between: as much work again). None
    where the domain is empty."""
    dom = domain.intersect_params(fixed)
    lo_d = hi_d = lo_s = None
    for s in _sets(dom):
        if s.is_empty():
            continue
        name = s.get_tuple_name()
        a1 = _piece(m1, name)
        a2 = _piece(m2, name)
        d, sm = a1.sub(a2), a1.add(a2)
        vals = (s.min_val(d), s.max_val(d), s.min_val(sm))
        if not all(v.is_int() for v in vals):
            return None
        lo, hi, first = (v.to_python() for v in vals)
        lo_d = lo if lo_d is None else min(lo_d, lo)
        hi_d = hi if hi_d is None else max(hi_d, hi)
        lo_s = first if lo_s is None else min(lo_s, first)
    if lo_d is None:
        return None
    w = max(1, -(-(hi_d - lo_d + 1) // (2 * threads)))
    if widest is not None:
        w = min(w, widest)
    return w, (lo_d - lo_s) // 2, (-lo_d - lo_s) // 2


def _piece(u: isl.UnionPwAff, name: str) -> isl.Aff:
    lst = u.get_pw_aff_list()
    for i in range(lst.n_pw_aff()):
        pa = lst.get_at(i)
        if pa.get_domain_space().get_tuple_name(isl.dim_type.set) == name:
            pieces: list[isl.Aff] = []
            pa.foreach_piece(lambda _s, aff, into=pieces: into.append(aff))
            return pieces[0]
    raise KeyError(name)


def tiles(m1: isl.UnionPwAff, m2: isl.UnionPwAff, space: isl.Space, w: int, o1: int, o2: int) -> isl.MultiUnionPwAff:
    """The tile loops ``[P + Q, Q]``, ``P = floor((m1 + o1) / W)``, ``Q = floor((m2 + o2) / W)``: the
    wavefront, and the diamonds along it (independent)."""
    ctx = m1.get_ctx()

    def tile(m: isl.UnionPwAff, o: int) -> isl.UnionPwAff:
        return m.add(_const_like(m, o)).scale_down_val(isl.Val.int_from_si(ctx, w)).floor()
    p, q = tile(m1, o1), tile(m2, o2)
    lst = isl.UnionPwAffList.alloc(ctx, 2).add(p.add(q)).add(q)
    return isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)


def _const_like(u: isl.UnionPwAff, c: int) -> isl.UnionPwAff:
    """The constant ``c`` on ``u``'s domain."""
    return isl.UnionPwAff.val_on_domain(u.domain(), isl.Val.int_from_si(u.get_ctx(), c))


def diamond_tiles(b: T.Band, domain: isl.UnionSet, validity: isl.UnionMap, fixed: isl.Set, threads: int,
                  point: Callable[[T.Band], T.Node], parallel: bool, widest: int | None = None) -> T.Node | None:
    """``b`` in diamonds, a wavefront of ``threads`` of them side by side (see the module
    docstring), the points of a tile as ``point`` makes them of the band; None where no mirror
    hyperplane keeps every dependence of ``validity`` (at the sizes of ``fixed``) or the domain
    is empty."""
    found = mirror(b, domain, validity, fixed)
    if found is None:
        return None
    m2 = lean_member(b, domain, *found)
    placed = grid(b.member(1), m2, domain, fixed, threads, widest)
    if placed is None:
        return None
    w = placed[0]
    band = T.Band(tiles(b.member(1), m2, b.schedule.get_space(), *placed), (False, True), False, point(b), (),
                  None, "wavefront", (w, w))
    # (the mark: codegen/tile_queue.py runs the tiles from a queue)
    return T.Mark(DIAMONDS, T.Mark("parallel", band) if parallel else band)
