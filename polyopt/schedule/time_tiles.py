"""Time tiles: a stencil's steps tiled together with its points, the tiles run in wavefronts.

A tensor stored modulo a few steps (``poly.storage``) is read again and again across steps, but a
step loop outside the point loops streams the whole array through the cache every step. isl
gives such a group a permutable band with the step outermost and the points skewed against it
(``t, t + i, t + j`` for jacobi-2d): every dependence has a non-negative distance along every
member, so the band may be tiled whole, into parallelograms that each run a few steps over a
block of points, in cache (Pluto's time tiling). Tile ``(T0, T1, ...)`` depends only on tiles
with no larger coordinates, so the tiles with the same ``T0 + T1`` (a wavefront) are
independent: the tile loops become ``w = T0 + T1`` (sequential) over ``T1`` (parallel, each
wavefront's tiles shared among the threads) and the others, and the points of a tile run in the
band's own order. Where the innermost point loop carries a dependence (seidel-2d's sweep, each
point reading its left neighbour of the same step), a few of its rows run together, each a point
behind the one before, so that their chains of dependent points overlap (``jammed``). The whole
schedule is checked against the dependences afterwards
(``scheduler.schedule``), as every automatic schedule is. A 1-d stencil whose steps fit in L1
gets one tile on one thread, and diamonds on several (``schedule/diamonds.py``), checked here
with their tile loops (1-d: cheap).

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.poly.storage import contract
>>> from polyopt.poly.deps import compute
>>> from polyopt.options import Options
>>> from polyopt.target import Target
>>> from polyopt.schedule.scheduler import schedule
>>> text = '''def j(double(N) A0, double(T) steps) -> (A[-1]) {
...     A(t, i) = A0(i) where t in 0:1, i in 0:N
...     A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : (A(t - 1, i - 1) + A(t - 1, i) + A(t - 1, i + 1)) / 3
...         where t in 1:T, i in 0:N
... }'''
>>> checked = check(parse(text).defs[0])
>>> scop = contract(build_scop(checked), checked)
>>> s = schedule(scop, compute(scop), Options(), Target.host(Options().cflags))
>>> [b.role for b in s.bands if b.role == "wavefront"]
['wavefront']
"""

from __future__ import annotations

import functools
import math

import islpy as isl
import numpy as np

from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name
from polyopt.poly.scop import Scop
from polyopt.schedule.diamonds import diamond_tiles
from polyopt.schedule.legality import violations
from polyopt.schedule.schedule import statements_in

MARK = "time tiles"  # the mark above a time-tiled band: the optimizer leaves what is below alone
JAM = "rows run together"  # the mark above the unrolled rows of a jammed loop: their guards stay


def time_tile(n: T.Node, domain: isl.UnionSet, scop: Scop, options: Options, cache: int,
              validity: isl.UnionMap, l1: int = 0, sizing=None) -> T.Node:
    """Tile each eligible band of ``n`` across its steps (see the module docstring); ``cache``:
    the bytes a tile's data should fit in (a share of L2). Inside a tile, each statement runs its
    own innermost loop (a SIMD loop) where ``validity`` allows, else the statements stay fused.
    With automatic tile sizes, a band whose steps update arrays that fit in ``l1`` bytes together
    stays untiled (``in_l1``), at the sizes of ``sizing`` (``optimize.Sizing``: fixed, or a
    question left to the sizes), or, on several threads, runs in diamonds (``schedule/diamonds.py``,
    their tiles from a queue: ``codegen/tile_queue.py``)."""
    def walk(c: T.Node, dom: isl.UnionSet) -> T.Node:
        return time_tile(c, dom, scop, options, cache, validity, l1, sizing)
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, walk(n.child, domain.intersect(n.filter)))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(walk(c, domain) for c in n.children))
    if isinstance(n, T.Mark):
        return T.Mark(n.name, walk(n.child, domain))
    if not isinstance(n, T.Band):
        return n
    sizes = tile_sizes(n, domain, scop, options, cache)
    if sizes is None:
        return n
    automatic = options.tile_sizes is None and l1 > 0 and sizing is not None
    # a 1-d stencil on several threads runs in diamonds at any known sizes (past L1, narrower ones)
    diamonds = automatic and n.n == 2 and options.parallel and options.threads() > 1
    if automatic:
        written = updated(n, domain, scop)
        if sizing.fixed is None:
            sizing.questions.append(known if diamonds else functools.partial(in_l1, scop, written, l1))
        elif in_l1(scop, written, l1, sizing.fixed):
            sizes = (WHOLE,) * n.n
    order = [s.name for s in scop.statements if s.name in set(statements_in(n, domain))]
    if (sizes[0] == WHOLE or diamonds) and automatic and sizing.fixed is not None and options.parallel \
            and options.threads() > 1:
        # (past L1, a diamond's rows fill half of it: N = 200000, T = 50 in float32, on two Zen 3
        # threads, diamonds 2048 points wide ran 1.4x one thread's parallelograms; 8192 wide, 1.1x)
        widest = None if sizes[0] == WHOLE else diamond_width(n, domain, scop, l1 // 2)
        for split in (order, None):
            tiled = diamond_tiles(n, domain, validity, sizing.fixed, options.threads(),
                                  functools.partial(points, sizes=(WHOLE,) * n.n, options=options, domain=domain,
                                                    split=split, validity=validity), options.parallel, widest)
            # (checked whole, tile loops included: ~50 ms for jacobi-1d, where heat-3d's tiles cost isl tens of seconds)
            if tiled is None:
                continue
            if violations(T.Root(domain, tiled), validity).intersect_params(sizing.fixed).is_empty():
                return T.Mark(MARK, tiled)
    for split in (order, None):
        tiled = wavefront(n, sizes, options, domain, split, validity)
        if violations(T.Root(domain, untiled(tiled)), validity).is_empty():
            return T.Mark(MARK, tiled)
    return n


def known(fixed: isl.Set) -> bool:
    """A size-generic schedule's question whose answer is always yes: code for known sizes has a
    schedule of its own (a 1-d stencil's diamonds are placed for its sizes).

    >>> known(isl.Set("[N] -> { : N = 5 }"))
    True
    """
    return True


def diamond_width(b: T.Band, domain: isl.UnionSet, scop: Scop, cache: int) -> int:
    """The widest diamond (points along ``m1``) whose rows, one of each stored step of each tensor
    ``b`` updates (two of a tensor stored modulo 2), fit in ``cache`` bytes."""
    row = 0
    for t in updated(b, domain, scop):
        stored = scop.contraction(t)
        row += np.dtype(scop.checked.tensors[t].dtype).itemsize * (stored.modulus if stored else 1)
    return max(64, cache // row)


def untiled(n: T.Node) -> T.Node:
    """``n`` with the tile loops of its time tiles left out: the point loops alone, in the order
    they have inside a tile. The dependences it respects are those of the tiled schedule: every
    dependence between two tiles has a non-negative distance along each member of a permutable
    band, so tiles come in an order that respects it, and the wavefront only reorders tiles with
    no dependence between them. Checking this (isl's order of tiled loops costs it tens of seconds
    for heat-3d) checks the tiled schedule."""
    if isinstance(n, T.Band) and n.role == "wavefront":
        return untiled(n.child)
    if isinstance(n, T.Mark) and n.name == "parallel" and isinstance(n.child, T.Band) and n.child.role == "wavefront":
        return untiled(n.child)
    if isinstance(n, T.Mark) and n.name == MARK:
        return untiled(n.child)
    kids = tuple(untiled(c) for c in T.children(n))
    return T.with_children(n, kids) if kids else n


def eligible(b: T.Band, domain: isl.UnionSet, scop: Scop) -> bool:
    """A permutable band of two or more members whose outer member carries a dependence (the
    steps), over statements that write a tensor stored modulo a few steps, with no band below."""
    if not (b.permutable and b.n >= 2 and not b.coincident[0]) or T.bands(b.child):
        return False
    stored = {c.tensor for c in scop.storage}
    names = set(statements_in(b, domain))
    return any(s.lhs.tensor in stored for s in scop.statements if s.name in names)


def updated(b: T.Band, domain: isl.UnionSet, scop: Scop) -> tuple[str, ...]:
    """The tensors the statements of ``b`` write."""
    names = set(statements_in(b, domain))
    return tuple(sorted({s.lhs.tensor for s in scop.statements if s.name in names}))


def in_l1(scop: Scop, tensors: tuple[str, ...], l1: int, fixed: isl.Set) -> bool:
    """Whether ``tensors`` (as stored: a tensor stored modulo a few steps takes that many) fit in
    ``l1`` bytes together at the sizes of ``fixed`` (the parameter context with every size fixed).
    Then each step reads them from L1 whole, and time tiles only add loops: jacobi-1d at N = 2000
    (two rows of 16 KB, a 32 KiB L1, Zen 3) ran 7-10% slower in 32 x 512 tiles than untiled, at
    the speed of gcc's loop untiled; at N = 8000 (L2) tiles ran 1.2-2x faster than untiled.
    Arrays the steps only read are not counted (jacobi-1d reads two points of ``B0`` a step; a
    large coefficient array read every step would be streamed from L2, untiled)."""
    values = {}
    for p in scop.params:
        v = fixed.plain_get_val_if_fixed(isl.dim_type.param, fixed.find_dim_by_name(isl.dim_type.param, isl_name(p)))
        if v.is_nan():
            return False
        values[p] = v.to_python()
    total = 0
    for t in tensors:
        item = np.dtype(scop.checked.tensors[t].dtype).itemsize
        total += math.prod(scop.shape(t, values)) * item
    return total <= l1


WHOLE = 1 << 30  # a tile of every step and point: the steps run one after the other, each statement's row a SIMD loop
TIME_TILE = 16  # steps per tile: each tile streams its data once for this many steps
ROW_TILE = 32   # points per tile along the outer space members


def tile_sizes(b: T.Band, domain: isl.UnionSet, scop: Scop, options: Options, cache: int) -> tuple[int, ...] | None:
    """Steps and points per tile: ``Options.tile_sizes`` where given (0: no time tiles), else
    ``TIME_TILE`` steps, ``ROW_TILE`` along the outer space members and, along the innermost
    (the vector loop), as many points as keep a tile's rows within ``cache`` bytes."""
    if options.tile_sizes == 0 or not eligible(b, domain, scop):
        return None
    if isinstance(options.tile_sizes, int):
        return (options.tile_sizes,) * b.n
    if isinstance(options.tile_sizes, tuple):
        given = tuple(options.tile_sizes) + (options.tile_sizes[-1],) * b.n
        return given[:b.n] if all(s > 0 for s in given[:b.n]) else None
    names = set(statements_in(b, domain))
    tensors = {s.lhs.tensor for s in scop.statements if s.name in names}
    width = max(8 if scop.checked.tensors[t].dtype.endswith("64") else 4 for t in tensors)
    if b.n == 2:  # a 1-d stencil: a tile is TIME_TILE steps of a stretch of points
        return (TIME_TILE * 2, 512)
    if b.n >= 4:  # 3-d: fewer steps and rows (heat-3d: 8 x 8 x 8 x 256 ran 1.2-1.6x faster than 16 x 32 x 32 x 64),
        # and whole rows: a skewed row (2t + k for heat-3d) cut at multiples of 256 was two loops at
        # 46% of heat-3d's rows at N = 120 (1.36 -> 1.24 ns a point whole, one Zen 3 thread, T = 500)
        return (TIME_TILE // 2,) + (ROW_TILE // 4,) * (b.n - 2) + (WHOLE,)
    rows = ROW_TILE + TIME_TILE  # the rows a tile touches, skew included
    inner = max(64, cache // (rows * width * 2 * len(tensors)) // 64 * 64)
    return (TIME_TILE, ROW_TILE, inner)


def wavefront(b: T.Band, sizes: tuple[int, ...], options: Options, domain: isl.UnionSet,
              split: list[str] | None = None, validity: isl.UnionMap | None = None) -> T.Node:
    """``b`` tiled by ``sizes``: a band of tile loops ``[T0 + T1, T1, T2, ...]`` (tile indices; the
    second is parallel inside a wavefront) over the band's members as point loops, the
    innermost marked for SIMD (the code generator keeps the mark only where no dependence is
    carried), or, where a dependence of ``validity`` makes it sequential, ``jammed``; with
    ``split`` (statement names in order), each of those statements runs its own innermost loop,
    one after the other (fdtd-2d's ey, ex and hz rows of a step)."""
    ctx = b.schedule.get_ctx()
    tiles = []
    for k, s in enumerate(sizes):
        tiles.append(b.member(k).scale_down_val(isl.Val.int_from_si(ctx, s)).floor())
    lst = isl.UnionPwAffList.alloc(ctx, b.n)
    lst = lst.add(tiles[0].add(tiles[1]))
    for t in tiles[1:]:
        lst = lst.add(t)
    space = b.schedule.get_space()
    sched = isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)
    point = points(b, sizes, options, domain, split, validity)
    coincident = (False, True) + (False,) * (b.n - 2)
    band = T.Band(sched, coincident, False, point, (), None, "wavefront", tuple(sizes))
    return T.Mark("parallel", band) if options.parallel else band


def points(b: T.Band, sizes: tuple[int, ...], options: Options, domain: isl.UnionSet,
           split: list[str] | None = None, validity: isl.UnionMap | None = None) -> T.Node:
    """The point loops of a tile of ``b`` (``wavefront``'s; diamonds' too)."""
    point: T.Node = T.Band(b.schedule, (False,) * (b.n - 1) + (True,), False, b.child, (), None, "point",
                           tuple(sizes))
    rows = min(JAM_ROWS, sizes[-2])
    if validity is not None and rows > 1 and carries_innermost(b, domain, validity):
        return jammed(point, rows)
    return _vector_innermost(point, options.vectorize, domain, split)


JAM_ROWS = 8  # rows of a sequential loop run together (seidel-2d: a point's ~30 cycles of latency, ~4 of throughput)


def carries_innermost(b: T.Band, domain: isl.UnionSet, validity: isl.UnionMap) -> bool:
    """Whether a dependence of ``validity`` from a statement of ``b`` to itself joins two points
    whose outer members are equal: the innermost member carries it, the statement's row loop runs
    in sequence. (Dependences between statements do not count: split, each statement runs its own
    row loop, fdtd-2d's.)"""
    smap = isl.UnionMap.from_multi_union_pw_aff(b.schedule).intersect_domain(domain)
    lst = validity.get_map_list()
    for i in range(lst.n_map()):
        m = lst.get_at(i)
        if m.get_tuple_name(isl.dim_type.in_) != m.get_tuple_name(isl.dim_type.out):
            continue
        dist = isl.UnionMap.from_map(m).apply_domain(smap).apply_range(smap)
        dl = dist.get_map_list()
        if any(not dl.get_at(k).intersect(_outer_equal(dl.get_at(k), b.n)).is_empty() for k in range(dl.n_map())):
            return True
    return False


def _outer_equal(m: isl.Map, n: int) -> isl.Map:
    """``{ [x] -> [y] : x_k = y_k for k < n - 1 }`` in ``m``'s space."""
    univ = isl.Map.universe(m.get_space())
    for k in range(n - 1):
        univ = univ.equate(isl.dim_type.in_, k, isl.dim_type.out, k)
    return univ


def jammed(point: T.Band, rows: int, skew: bool = True) -> T.Node:
    """The point band ``[.., I, J]`` as ``[.., floor(I / rows), J + I mod rows, I mod rows]``, the
    last unrolled: ``rows`` rows of the sequential innermost loop ``J`` run together, row ``r``
    ``r`` points behind row 0, so that no point of one iteration depends on another of the same
    iteration (every dependence distance is non-negative along each member of the permutable
    band: a dependence between rows ``r < r2`` of one iteration would have a negative distance
    along ``J``). The rows' chains of dependent points then overlap in the processor (unroll and
    jam with a skew): seidel-2d's sweep, whose every point waits for its left neighbour's division,
    ran 3.8x faster on one core (Zen 3). The rows' guards (where each row starts and ends) stay:
    under the ``JAM`` mark, ``codegen/branchfree.py`` does not split the loop (2 pieces a row).
    Without ``skew`` (rows with no dependence between them: ``I`` is coincident), the rows run
    side by side, ``[.., floor(I / rows), J, I mod rows]``, and the members keep their
    coincidence (adi's sweeps, one recurrence along each row)."""
    ctx = point.schedule.get_ctx()
    n = point.n
    u = isl.Val.int_from_si(ctx, rows)
    outer_i, inner_j = point.member(n - 2), point.member(n - 1)
    lst = isl.UnionPwAffList.alloc(ctx, n + 1)
    for k in range(n - 2):
        lst = lst.add(point.member(k))
    lst = lst.add(outer_i.scale_down_val(u).floor())
    lst = lst.add(inner_j.add(outer_i.mod_val(u)) if skew else inner_j)
    lst = lst.add(outer_i.mod_val(u))
    space = point.schedule.get_space().add_dims(isl.dim_type.set, 1)
    sched = isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)
    outer = sched.drop_dims(isl.dim_type.set, n, 1)
    last = sched.drop_dims(isl.dim_type.set, 0, n)
    if not skew:
        body = T.Band(last, (True,), True, point.child, ("unroll",), None, "point", (rows,))
        return T.Band(outer, point.coincident, True, body, (), None, "point", point.tile_sizes)
    body = T.Mark(JAM, T.Band(last, (True,), False, point.child, ("unroll",), None, "point", (rows,)))
    return T.Band(outer, (False,) * n, False, body, (), None, "point", point.tile_sizes)


def wavefront_tiles(b: T.Band) -> T.Node:
    """A band of tile loops none of which is parallel (every tile depends on the tiles before it
    along each member), permutable: ``[T0 + T1, T1, ...]`` in tile indices, the second member
    parallel within a wavefront, as for time tiles. (Its full tiles are no longer isolated.)"""
    ctx = b.schedule.get_ctx()
    tiles = [b.member(k).scale_down_val(isl.Val.int_from_si(ctx, s)) for k, s in enumerate(b.tile_sizes)]
    lst = isl.UnionPwAffList.alloc(ctx, b.n).add(tiles[0].add(tiles[1]))
    for t in tiles[1:]:
        lst = lst.add(t)
    sched = isl.MultiUnionPwAff.from_union_pw_aff_list(b.schedule.get_space(), lst)
    band = T.Band(sched, (False, True) + (False,) * (b.n - 2), False, b.child, (), None, "wavefront", b.tile_sizes)
    return T.Mark("parallel", band)


def _vector_innermost(b: T.Band, vector: bool, domain: isl.UnionSet, split: list[str] | None) -> T.Node:
    """The point band split above its innermost member, which takes the ``vector`` mark (and
    runs once per statement of ``split``, in that order)."""
    outer = b.schedule.drop_dims(isl.dim_type.set, b.n - 1, 1)
    inner = b.schedule.drop_dims(isl.dim_type.set, 0, b.n - 1)

    def last(child: T.Node) -> T.Node:
        band = T.Band(inner, (True,), False, child, (), None, "point", b.tile_sizes[-1:])
        return T.Mark("vector", band) if vector else band

    if split is not None and len(split) > 1:
        kids = []
        for name in split:
            mine = isl.UnionSet.empty(domain.get_space())
            lst = domain.get_set_list()
            for i in range(lst.n_set()):
                if lst.get_at(i).get_tuple_name() == name:
                    mine = mine.union(isl.UnionSet.from_set(lst.get_at(i)))
            kids.append(T.Filter(mine, last(b.child)))
        body: T.Node = T.Sequence(tuple(kids))
    else:
        body = last(b.child)
    if b.n == 1:
        return body
    return T.Band(outer, b.coincident[:-1], False, body, (), None, "point", b.tile_sizes[:-1])
