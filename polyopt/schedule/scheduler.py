"""Automatic scheduling: isl's scheduler on the dependences, then tiling and loop marks.

``auto_schedule(scop, deps, options, target)`` computes a schedule with validity (every dependence but
reduction chains), coincidence (every dependence) and proximity constraints, then for each
permutable band: puts a stride-1 coincident member innermost, tiles it, marks the outermost
coincident loop ``parallel``, the innermost point loop ``vector`` and unrolls as asked. Before
that, groups whose band has no parallel member are rescheduled for coincidence, and untiled
bands whose outer member carries every dependence are split below it (``parallel_steps``,
``split_step_bands``: a stencil's time loop over parallel space loops).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
from dataclasses import dataclass, field

import islpy as isl

from polyopt.errors import ScheduleError
from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import (  # noqa: F401 - re-exported for transforms, tune, cuda
    DOT_COLS,
    DOT_ROWS,
    _member_band,
    _separate,
    _split_statements,
    column_tile,
    constant_range,
    dot_tile,
    fit_small_members,
    full_tiles,
    has_window,
    isolate_below,
    isolate_full_tiles,
    isolate_whole_blocks,
    longest_innermost,
    permute,
    register_tile,
    split,
    tile,
    unroll_member,
)
from polyopt.schedule.cache_model import tile_size
from polyopt.schedule.fusion import fuse_streaming
from polyopt.schedule.legality import violations
from polyopt.schedule.members import member_vars, reused_along
from polyopt.schedule.program import program_order
from polyopt.schedule.register_blocks import dot_plan, jam_plan, register_plan
from polyopt.schedule.schedule import Schedule, statements_in
from polyopt.schedule.shifted import split_shifted
from polyopt.schedule.strides import last_index_members, stride_one_member, stride_one_reduction, transposing
from polyopt.schedule.time_tiles import JAM_ROWS, jammed, time_tile, untiled, wavefront_tiles
from polyopt.schedule.time_tiles import MARK as TIME_TILES
from polyopt.target import Target
from polyopt.tuning import tuning

_FUSION = {"max": (0, 1), "smart": (0, 0), "min": (1, 1)}  # (serialize_sccs, whole_component)
MAX_OPERATIONS = 2_000_000


def schedule(scop: Scop, deps: Dependences, options: Options, target: Target,
             context: isl.Set | None = None, sizes: dict[str, int] | None = None) -> Schedule:
    """The schedule ``options`` ask for (``program`` order or ``auto``) on ``target``, valid for
    every size; with ``sizes``, the one for code at those sizes (``Sizing``: it differs from the
    size-generic one only where ``Schedule.sized`` says so)."""
    s = program_order(scop) if options.schedule == "program" else \
        auto_schedule(scop, deps, options, target, context, sizes)
    if options.schedule != "program" and not violations(untiled(s.root), deps.validity).is_empty():
        # a safety net: a register or dot block that misorders a statement fused with the
        # reduction must never give wrong numbers; without blocks, else in program order
        plain = dataclasses.replace(options, register_tile=None)
        s = auto_schedule(scop, deps, plain, target, context, sizes) if options.register_tile is not None else s
        if not violations(untiled(s.root), deps.validity).is_empty():
            s = program_order(scop)
    s.__dict__["deps"] = deps  # share the dependences already computed (cached_property slot)
    return s


def isl_schedule(scop: Scop, deps: Dependences, options: Options, context: isl.Set | None = None,
                 domain: isl.UnionSet | None = None, coincidence: bool = False) -> T.Root:
    """isl's schedule for the dependences, with the fusion strategy and algorithm of ``options``
    (of the statement instances in ``domain`` only, if given; ``coincidence``: each band's
    members are coincident where a band of them can be, isl's ``maximize_coincidence``)."""
    ctx = scop.ctx
    saved = (ctx.get_schedule_serialize_sccs(), ctx.get_schedule_whole_component(), ctx.get_schedule_algorithm(),
             ctx.get_schedule_maximize_coincidence())
    try:
        serialize, whole = _FUSION[options.fusion]
        ctx.set_schedule_serialize_sccs(serialize)
        ctx.set_schedule_whole_component(whole)
        ctx.set_schedule_algorithm(1 if options.algorithm == "feautrier" else 0)
        ctx.set_schedule_maximize_coincidence(int(coincidence))
        dom = scop.domain() if domain is None else domain
        if context is not None:
            dom = dom.intersect_params(context)
        validity, every = deps.validity, deps.all
        if domain is not None:
            validity = validity.intersect_domain(dom).intersect_range(dom)
            every = every.intersect_domain(dom).intersect_range(dom)
        sc = (isl.ScheduleConstraints.on_domain(dom).set_validity(validity)
              .set_coincidence(every).set_proximity(every))
        ctx.reset_operations()
        ctx.set_max_operations(MAX_OPERATIONS)
        try:
            sched = sc.compute_schedule()
        finally:
            ctx.set_max_operations(0)
    except isl.Error as e:
        raise ScheduleError(f"isl's scheduler failed for {scop.name}: {e}") from None
    finally:
        ctx.set_schedule_serialize_sccs(saved[0])
        ctx.set_schedule_whole_component(saved[1])
        ctx.set_schedule_algorithm(saved[2])
        ctx.set_schedule_maximize_coincidence(saved[3])
    return T.from_isl(sched)


def auto_schedule(scop: Scop, deps: Dependences, options: Options, target: Target,
                  context: isl.Set | None = None, sizes: dict[str, int] | None = None) -> Schedule:
    notes = []
    sizing = Sizing(scop.fixed_context(sizes) if sizes is not None else None)
    try:
        root = isl_schedule(scop, deps, options, context)
    except ScheduleError as e:
        notes.append(f"{e}; falling back to program order")
        return Schedule(scop, program_order(scop).root, "program", tuple(notes))
    root = parallel_steps(root, scop, deps, options, context, steps_alone=True)
    root = T.Root(root.domain, time_tile(root.child, root.domain, scop, options, target.l2 // 2, deps.validity))
    root = parallel_steps(root, scop, deps, options, context)
    if options.fusion == "smart":
        root = unfuse_contractions(root, scop, deps, options, context)
        if options.tile_sizes is None:  # explicit tiles would cut the fused rows into partial tiles
            root = fuse_streaming(root, scop, deps)
    if options.tile_sizes is None:
        root = T.Root(root.domain, split_step_bands(root.child, root.domain, scop, deps.all))
    root = T.Root(root.domain, split_shifted(root.child, root.domain, scop.context if context is None else context))
    root = T.Root(root.domain, _optimize(root.child, root.domain, scop, options, target, notes, outer=True,
                                         sizing=sizing))
    if options.separate_tiles:  # full tiles of nested bands as functions of the loops around them
        root = T.Root(root.domain, isolate_below(root.child, root.domain))
    return Schedule(scop, root, "auto", tuple(notes), tuple(sizing.questions))


def parallel_steps(root: T.Root, scop: Scop, deps: Dependences, options: Options,
                   context: isl.Set | None = None, steps_alone: bool = False) -> T.Root:
    """Reschedule with isl's ``maximize_coincidence`` each top-level group whose outer band has
    no parallel member: isl skews a stencil's time steps into the space loops, ``(t + i, t + i + j,
    t + j)`` for jacobi_2d, a band of tiles that run one after the other; rescheduled, the time
    loop carries every dependence and the space loops below it run in parallel (when the new
    schedule has more coincident members). With ``steps_alone`` (before time tiles), only the
    groups whose outer band is a step loop alone and whose bands have no parallel member at all:
    adi's sweeps, which isl fused into one band ``(N + i, ...)`` whose rows ran in wavefronts of
    tiles, run each row on its own, the rows in parallel."""
    seq = root.child
    groups = list(seq.children) if isinstance(seq, T.Sequence) else [T.Filter(root.domain, seq)]
    changed, out = False, []
    for g in groups:
        b = g.child
        if steps_alone:
            wanted = isinstance(b, T.Band) and b.n == 1 and _coincident_members(g) == 0 and len(T.bands(g)) > 1
        else:
            wanted = isinstance(b, T.Band) and b.n > 1 and not any(b.coincident)
        if not wanted:
            out.append(g)
            continue
        sub = isl_schedule(scop, deps, options, context, g.filter.intersect(root.domain), coincidence=True)
        if steps_alone and isinstance(sub.child, T.Sequence):
            out.append(g)  # (statements split off the step loop: durbin's zeroing of s)
            continue
        if _coincident_members(sub) <= _coincident_members(g):
            out.append(g)
            continue
        out.extend(sub.child.children if isinstance(sub.child, T.Sequence) else (T.Filter(sub.domain, sub.child),))
        changed = True
    if not changed:
        return root
    return T.Root(root.domain, out[0].child if len(out) == 1 else T.Sequence(tuple(out)))


def _coincident_members(n: T.Node) -> int:
    return sum(sum(b.coincident) for b in T.bands(n))


def unfuse_contractions(root: T.Root, scop: Scop, deps: Dependences, options: Options,
                        context: isl.Set | None = None) -> T.Root:
    """Reschedule with minimal fusion each top-level group in which isl fused two contractions
    (``mlp2``'s two matrix products in one skewed band): each contraction then gets its own nest,
    tiles and register blocks; ``fusion.fuse_streaming`` fuses the streaming steps around them."""
    seq = root.child
    groups = list(seq.children) if isinstance(seq, T.Sequence) else [T.Filter(root.domain, seq)]
    stmts = {st.name: st for st in scop.statements}
    changed, out = False, []
    edges = _statement_edges(deps.validity)
    for g in groups:
        names = statements_in(g, g.filter.intersect(root.domain))
        chain = [n for n in names if n in stmts and _contraction(stmts[n])]
        skewed = bool(chain) and len(names) > len(chain) and any(_skewed(b) for b in _outer_bands(g))
        if not skewed and not any(_reaches(edges, a, b) for a in chain for b in chain if a != b):
            out.append(g)  # independent contractions (3mm's A*B and C*D) may share a band
            continue
        sub = isl_schedule(scop, deps, options.replace(fusion="min"), context, g.filter.intersect(root.domain))
        kids = sub.child.children if isinstance(sub.child, T.Sequence) else (T.Filter(sub.domain, sub.child),)
        out.extend(kids)
        changed = True
    if not changed:
        return root
    return T.Root(root.domain, out[0].child if len(out) == 1 else T.Sequence(tuple(out)))


def _outer_bands(g: T.Node) -> list[T.Band]:
    """The group's outer band, or the outer band of each part of the sequence it starts with (isl
    fused a copy of an input into a weight gradient's band, and put the copy-out after it)."""
    n = g.child if isinstance(g, T.Filter) else g
    if isinstance(n, T.Band):
        return [n]
    if not isinstance(n, T.Sequence):
        return []
    return [bs[0] for c in n.children if (bs := T.bands(c))]


def _skewed(b: T.Band) -> bool:
    """The band has a member that is not one plain index (or a constant) of every statement:
    ``-j`` or ``i + j``, as when isl fuses correlation's diagonal fix-up into the contraction's
    band; its tiles and register blocks then fit neither statement."""
    for k in range(b.n):
        lst = b.member(k).get_pw_aff_list()
        for i in range(lst.n_pw_aff()):
            for expr in re.findall(r"->\s*\[\((.*?)\)\]", str(lst.get_at(i))):
                if not re.fullmatch(r"\s*([A-Za-z_]\w*|\d+)\s*", expr):
                    return True
    return False


def _statement_edges(deps: isl.UnionMap) -> dict[str, set[str]]:
    """Statement -> the statements that depend on it."""
    edges: dict[str, set[str]] = {}
    lst = deps.get_map_list()
    for i in range(lst.n_map()):
        m = lst.get_at(i)
        edges.setdefault(m.get_tuple_name(isl.dim_type.in_), set()).add(m.get_tuple_name(isl.dim_type.out))
    return edges


def _reaches(edges: dict[str, set[str]], a: str, b: str) -> bool:
    seen, todo = {a}, [a]
    while todo:
        for n in edges.get(todo.pop(), ()):
            if n == b:
                return True
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return False


def _contraction(s) -> bool:
    """A reduction that reuses a matrix across one of its loops (``W1(h,i)`` along ``n``)."""
    if s.kind != "update":
        return False
    for a in {r.expr for r in s.refs}:
        used = set().union(*map(ir.walk_vars, a.indices)) if a.indices else set()
        if len(a.indices) >= 2 and set(s.vars) - used:
            return True
    return False


def split_step_bands(n: T.Node, domain: isl.UnionSet, scop: Scop, deps: isl.UnionMap,
                     prefix: isl.UnionMap | None = None) -> T.Node:
    """Split each untiled permutable band whose outer member carries every dependence among its
    instances (a time or step loop) below that member, so that the members below run in parallel
    inside it: isl may keep jacobi_1d's ``(t, t + i)`` in one band, for time tiles that the band
    does not get (a stencil that keeps every step reuses nothing across steps)."""
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, split_step_bands(n.child, domain.intersect(n.filter), scop, deps, prefix))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(split_step_bands(c, domain, scop, deps, prefix) for c in n.children))
    if isinstance(n, T.Mark):
        return T.Mark(n.name, split_step_bands(n.child, domain, scop, deps, prefix))
    if not isinstance(n, T.Band):
        return n
    head = isl.UnionMap.from_multi_union_pw_aff(n.schedule.drop_dims(isl.dim_type.set, 1, n.n - 1))
    outer = head if prefix is None else prefix.flat_range_product(head)
    if n.permutable and n.n > 1 and not n.coincident[0] and not all(n.coincident[1:]) \
            and not has_reuse(n, domain, scop):
        rest = isl.UnionMap.from_multi_union_pw_aff(n.schedule.drop_dims(isl.dim_type.set, 0, 1))
        mine = deps.intersect_domain(domain).intersect_range(domain)
        if mine.intersect(outer.apply_range(outer.reverse())).subtract(rest.apply_range(rest.reverse())).is_empty():
            b = split(n, 1)
            below = split_step_bands(b.child.child, domain, scop, deps, outer.flat_range_product(rest))
            inner = T.Band(b.child.schedule, (True,) * (n.n - 1), True, below, b.child.types())
            return T.Band(b.schedule, b.coincident, True, inner, b.types())
    whole = isl.UnionMap.from_multi_union_pw_aff(n.schedule)
    child = split_step_bands(n.child, domain, scop, deps, whole if prefix is None else prefix.flat_range_product(whole))
    return T.Band(n.schedule, n.coincident, n.permutable, child, n.types(), n.options, n.role, n.tile_sizes)


def _optimize(n: T.Node, domain: isl.UnionSet, scop: Scop, options: Options, target: Target, notes: list,
              outer: bool, sizing: Sizing | None = None) -> T.Node:
    """Walk down to each outermost band of a nest and optimize it."""
    if isinstance(n, T.Band):
        return optimize_band(n, domain, scop, options, target, notes, outer, sizing)
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, _optimize(n.child, domain.intersect(n.filter), scop, options, target, notes, outer,
                                            sizing))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(_optimize(c, domain, scop, options, target, notes, outer, sizing)
                                for c in n.children))
    if isinstance(n, T.Mark):
        if n.name == TIME_TILES:  # tiled, marked and ordered already
            return n
        return T.Mark(n.name, _optimize(n.child, domain, scop, options, target, notes, outer, sizing))
    return n


def _tile_sizes(b: T.Band, domain: isl.UnionSet, scop: Scop, options: Options, target: Target
                ) -> tuple[int, ...] | None:
    ts = options.tile_sizes
    if ts == 0:
        return None
    if isinstance(ts, int):
        return (ts,) * b.n
    if ts is None:
        if b.n < 2 or not has_reuse(b, domain, scop):
            return None
        if transposing(b, scop):  # square tiles of the two planes' lines; the other members run whole
            return tuple(TRANSPOSE_TILE if last else 1 for last in last_index_members(b, scop))
        names = statements_in(b, domain)
        arrays = {r.tensor for s in scop.statements if s.name in names for r in s.refs}
        return (tile_size(b.n, len(arrays), _element_bytes(b, domain, scop), target.l2),) * b.n
    sizes = tuple(ts[: b.n])
    return sizes if any(s > 0 for s in sizes) else None


TRANSPOSE_TILE = 128  # tile edge of the members a transposing band moves along (a multiple of the lines)
STRIP = 2048  # elements of a vector member per parallel strip when nothing else is parallel


def has_reuse(b: T.Band, domain: isl.UnionSet, scop: Scop) -> bool:
    """Whether tiling ``b`` can keep data in cache that the untiled loops would evict.

    An access reuses data along a member that is not innermost when its indices ignore that
    member (temporal: ``B(k,j)`` along ``i`` in matmul) or when only its last index moves with
    it while an inner member moves an earlier index (spatial: a cache line of ``B(j,i)`` along
    ``i`` in a transpose). Temporal reuse is worth tiles when some access spans two or more
    inner members (the data between two uses is a plane, not a row that stays in cache); a
    matrix-vector product or a row-wise reduction has none and streams untiled. Bands with
    further bands below keep their tiles (their inner footprint is not known here).
    """
    if T.bands(b.child):
        return True
    names = set(statements_in(b, domain))
    stmts = [s for s in scop.statements if s.name in names]
    members = member_vars(b, scop)
    windows = {k for k in range(b.n) if not b.coincident[k] and constant_range(b, domain, k) is not None}
    for s in stmts:
        # a window's members (kh, kw of pooling) reuse in registers and cache lines, not in tiles
        mv = [set() if k in windows else members[k].get(s.name, set()) for k in range(b.n)]
        accesses = [[ir.walk_vars(ix) for ix in a.indices] for a in {r.expr for r in s.refs}]
        for m in range(b.n - 1):
            inner = range(m + 1, b.n)
            span = max((sum(1 for k in inner if mv[k] & set().union(*idx)) for idx in accesses if idx), default=0)
            for idx in accesses:
                if not idx:
                    continue
                used = set().union(*idx)
                # (an access that uses no inner member either, like mean(c) of a reduction over
                # n, h, w, is one element between two uses: a register keeps it, no tile needed)
                if mv[m] and not mv[m] & used and span >= 2 and any(mv[k] & used for k in inner):
                    return True
                # (an inner member that runs the same variable, S1[i] -> (i, i) beside S0[i, j] -> (i, j),
                # moves nothing new: L(i, i) is no transpose)
                if mv[m] & idx[-1] and any((mv[k] - mv[m]) & u for k in inner for u in idx[:-1]):
                    return True
    return False


def optimize_band(b: T.Band, domain: isl.UnionSet, scop: Scop, options: Options, target: Target, notes: list,
                  outer: bool, sizing: Sizing | None = None) -> T.Node:
    """Reorder, tile, mark and unroll one band (and optimize the bands below it). The bands
    below may take the parallel mark when this one cannot (its outer loop carries a dependence:
    a time or step loop)."""
    below_outer = outer and not (b.coincident and b.coincident[0])
    child = _optimize(b.child, domain, scop, options, target, notes, outer=below_outer, sizing=sizing)
    b = T.Band(b.schedule, b.coincident, b.permutable, child, b.types(), b.options, b.role, b.tile_sizes)
    if not b.permutable:
        return _mark_parallel(b, options, outer)
    vec = stride_one_member(b, scop, options.pack and options.register_tile is not None) if options.vectorize else None
    if vec is not None and vec != b.n - 1:
        order = [k for k in range(b.n) if k != vec] + [vec]
        b = permute(b, order)
        vec = b.n - 1
    # the window decisions below (tiles of small members, the block of dot products) see member ranges in
    # ``ranges``: the domain, or at the sizes when they made the band sum across a window (``_sums_across``)
    ranges = domain
    if vec is not None and options.register_tile is not None:
        across = _sums_across(b, domain, scop, vec, target, sizing, notes)
        if across is not None:
            vec, ranges = None, across  # d_Wt(k, c, kh, kw) of a 3x3 window: 3 lanes of a vector; sums along w
    red = stride_one_reduction(b, scop) if options.vectorize and vec is None else None
    if red is not None and red != b.n - 1:
        b = permute(b, [k for k in range(b.n) if k != red] + [red])
    red = None if red is None else b.n - 1
    # the first coincident member goes outermost so that the parallel loop is as coarse as possible
    par = next((k for k in range(b.n) if b.coincident[k]), None) if options.parallel and outer else None
    if par not in (None, 0) and not (par == b.n - 1 and vec == par and b.n > 1):
        order = [par] + [k for k in range(b.n) if k != par]
        b = permute(b, order)
        vec = None if vec is None else order.index(vec)
    sizes = _tile_sizes(b, ranges, scop, options, target)
    if sizes is not None:
        sizes = fit_small_members(b, ranges, sizes)
    strip = (sizes is None and options.tile_sizes is None and options.parallel and outer and b.n > 1
             and vec == b.n - 1 and [k for k in range(b.n) if b.coincident[k]] == [vec])
    if strip:  # the vector member is the only parallel one (column sums): strips of it go to threads
        b = permute(b, [vec] + list(range(b.n - 1)))
        vec, sizes = 0, (STRIP,) + (0,) * (b.n - 1)
    tn = tuning(target)
    plan = register_plan(b, vec, domain, scop, options, target, sizes)
    dots = dot_plan(b, vec, red, ranges, scop, options, sizes, tn.dot_block) if plan is None else None
    if dots is not None:  # tiles hold whole blocks of dot products
        row, col = dots
        drows, dcols = tn.dot_block
        sizes = list(sizes) + [0] * (b.n - len(sizes))
        if options.tile_sizes is None:  # a panel of the column operand's rows stays in L2
            sizes[row], sizes[col], sizes[b.n - 1] = drows * 8, dcols * 16, tn.dot_depth
            for k in range(b.n - 1):
                if k not in (row, col) and b.coincident[k] and not reused_along(b, k, scop):
                    sizes[k] = 1  # a batch member
            sizes = _dot_depth(b, ranges, sizes, tn.dot_depth)
        sizes[row] -= sizes[row] % drows
        sizes[col] -= sizes[col] % dcols
        sizes = tuple(sizes)
    # a matrix-vector product's rows, or a column sum's reduction steps, in blocks (``jam``)
    jam = jam_plan(b, vec, red, domain, scop, options, tn, sizes, strip) if plan is None and dots is None else None
    if plan is not None:  # tiles hold whole register blocks
        row, rows, cols = plan
        sizes = list(sizes) + [0] * (b.n - len(sizes))
        if options.tile_sizes is None:  # BLIS-like blocking: a panel of B fills at most a quarter of L2
            sizes[row], kc, sizes[vec] = tn.gemm_tiles(rows, cols, 4)
            for k in range(b.n):
                if not b.coincident[k]:  # a small window (3x3) stays whole, fit_small_members sized it
                    window = constant_range(b, domain, k)
                    sizes[k] = sizes[k] if window is not None and window[1] < 16 else kc
                elif k not in (row, vec) and not reused_along(b, k, scop):
                    sizes[k] = 1  # a batch member: no data to share, its loop runs whole tiles
        sizes[row] -= sizes[row] % rows
        sizes[vec] -= sizes[vec] % cols
        sizes = tuple(sizes)
    point = b
    if sizes is not None:
        sizes = sizes + (0,) * (b.n - len(sizes))
        n_tiled = max(k + 1 for k, s in enumerate(sizes) if s > 0)
        tiled_part = split(b, n_tiled) if n_tiled < b.n else b
        head = T.Band(tiled_part.schedule, tiled_part.coincident, True, T.LEAF, tiled_part.types(), None)
        t = tile(head, tuple(s if s > 0 else 1 for s in sizes[:n_tiled]))
        inner_rest = tiled_part.child if n_tiled < b.n else b.child
        point = T.Band(t.child.schedule, t.child.coincident, True, inner_rest, t.child.types(), None, "point",
                       t.child.tile_sizes)
        if n_tiled < b.n:  # the untiled members stay below the point loops
            point = T.Band(point.schedule.flat_range_product(tiled_part.child.schedule),
                           point.coincident + tiled_part.child.coincident, True, tiled_part.child.child,
                           point.types() + tiled_part.child.types(), None, "point",
                           point.tile_sizes + (0,) * (b.n - n_tiled))
        if strip:  # the strip's points go back innermost, below the reduction members
            point = permute(point, list(range(1, point.n)) + [0])
            vec = point.n - 1
        iso = isolate_full_tiles(tiled_part.schedule, domain, t.tile_sizes) if options.separate_tiles else None
        b = T.Band(t.schedule, t.coincident, True, point, t.types(), iso, "tile", t.tile_sizes)
    else:
        point = b
    if sizes is not None and plan is None and dots is None and options.tile_sizes is None and \
            transposing(point, scop):  # tiles of cache lines inside the cache tiles
        line = target.line_bytes // _element_bytes(point, domain, scop)
        lines = tuple(line if last else 1 for last in last_index_members(point, scop))
        # blocks that follow the source's rows go innermost: a row's next block reads the rest of
        # the cache lines this one touched (all of them when the source is not line-aligned)
        reads = last_index_members(point, scop, reads_only=True)
        order = sorted(range(point.n), key=lambda k: reads[k])
        iso = isolate_full_tiles(permute(point, order).schedule, domain, tuple(lines[k] for k in order),
                                 prefix=t.schedule) if options.separate_tiles else None
        blocks = permute(tile(point, lines), order)
        point = T.Band(blocks.schedule, blocks.coincident, True, blocks.child, blocks.types(), iso, "tile",
                       blocks.tile_sizes)
    if options.separate_tiles:  # one loop nest per set of active statements: no guards inside loops
        point = _separate(point)
    # vector / unroll on the innermost (point) band
    new_point = point
    if plan is not None:
        at_sizes = domain if sizing is None or sizing.fixed is None else domain.intersect_params(sizing.fixed)
        if sizing is not None and sizing.fixed is None:  # a window of size KW: its order at the sizes
            sizing.questions.append(functools.partial(_sized_reduction_order, point, domain))
        known = sizing is not None and sizing.fixed is not None  # passes over a window at known sizes only
        new_point = register_tile(point, vec, *plan, separate=options.separate_tiles,
                                  outer=b.schedule if sizes is not None else None, domain=domain, extents=at_sizes,
                                  window_depth=tn.window_depth if known else 0)
    elif dots is not None:
        updates = {st.name for st in scop.statements if st.kind == "update"}
        new_point = dot_tile(point, *dots, block=tn.dot_block, separate=options.separate_tiles, outer=b.schedule,
                             domain=domain, updates=updates)
    elif jam is not None and jam[0] == "rows":
        updates = {st.name for st in scop.statements if st.kind == "update"}
        new_point = dot_tile(point, point.n - 2, None, block=(jam[1], 1), separate=options.separate_tiles,
                             outer=b.schedule if sizes is not None else None, domain=domain, updates=updates)
    elif jam is not None:
        new_point = column_tile(point, point.n - 2, point.n - 1, jam[1], separate=options.separate_tiles,
                                outer=b.schedule if sizes is not None else None, domain=domain)
    elif options.unroll and options.unroll > 1 and point.n >= 1:
        k = point.n - 2 if (vec is not None and point.n >= 2) else point.n - 1
        if vec is None or point.n >= 2:
            new_point = unroll_member(point, k, options.unroll)
    elif _rows_side_by_side(point, vec, domain, scop):
        new_point = jammed(point, JAM_ROWS, skew=False)
    if vec is not None and point.n >= 1 and plan is None and jam is None:
        new_point = _mark_vector(new_point)
    if sizes is not None:
        b = T.Band(b.schedule, b.coincident, True, new_point, b.types(), b.options, "tile", b.tile_sizes)
        if options.parallel and outer and b.n >= 2 and not any(b.coincident):
            return wavefront_tiles(b)  # (nussinov's table: every tile waits on the tiles before it)
    else:
        b = new_point
    return _mark_parallel(b, options, outer)




@dataclass
class Sizing:
    """What the band optimizer knows of the sizes: ``fixed``, the parameter context with every size
    fixed (code for known sizes), or None (size-generic); and the ``questions`` a size-generic
    schedule leaves open (``Schedule.sized``)."""
    fixed: isl.Set | None = None
    questions: list = field(default_factory=list)


def _dot_depth(b: T.Band, domain: isl.UnionSet, sizes: list[int], depth: int) -> list[int]:
    """``sizes`` with the tiles of a block of dot products' outer reduction members shrunk
    (innermost first) so that a sum runs over at most ``depth`` terms, as with one reduction
    member, where the innermost one's range is known: a weight gradient's ``n, h, w`` at known
    sizes, 8 x 8 x 27 = 1728 terms (the two blocks of rows a step reads 3.4 times the panel that
    stays in L2), becomes 8 x 2 x 27.

    >>> import islpy as isl
    >>> from polyopt.poly import tree as T
    >>> dom = isl.UnionSet("{ S[k, n, h, w] : 0 <= k < 64 and 0 <= n < 8 and 0 <= h < 27 and 0 <= w < 27 }")
    >>> band = T.Band(isl.MultiUnionPwAff("[{ S[k, n, h, w] -> [(k)] }, { S[k, n, h, w] -> [(n)] }, "
    ...     "{ S[k, n, h, w] -> [(h)] }, { S[k, n, h, w] -> [(w)] }]"), (True, False, False, False), True, T.LEAF)
    >>> _dot_depth(band, dom, [24, 8, 8, 512], 512)
    [24, 8, 2, 512]
    """
    last = constant_range(b, domain, b.n - 1)
    reds = [k for k in range(b.n - 1) if not b.coincident[k]]
    if last is None or any(sizes[k] <= 0 for k in reds):
        return sizes
    terms = min(last[1] - last[0] + 1, sizes[b.n - 1])
    out = list(sizes)
    for k in reversed(reds):
        others = terms * math.prod(out[j] for j in reds if j != k)
        out[k] = max(1, min(out[k], depth // others))
    return out


def _sums_across(b: T.Band, domain: isl.UnionSet, scop: Scop, vec: int, target: Target, sizing: Sizing | None,
                 notes: list) -> isl.UnionSet | None:
    """Whether the vector member ``vec`` is narrower than a vector and a stride-1 reduction member
    is not, so that the band sums along the reduction instead (``d_Wt(k, c, kh, kw)`` of a 3x3
    window: ``kw`` fills 3 of 8 lanes, the sums along ``w`` fill them all). None if not, else the
    domain whose member ranges the band's window decisions see.

    A window whose size is a parameter (``KW``) is narrow or not by the sizes alone: in ``d_Wt(k,
    c, kh, kw) +=! d_O(n, k, h, w) * I(n, c, 2 * h + kh, 2 * w + kw)`` only they tell ``kw`` from
    ``w``, and a dilated convolution ``Y(b, o, t) +=! X(b, c, t - 2 * k) * Wt(o, c, k)`` has the
    same shape with ``t`` the wide one. So code for known sizes answers it at those sizes
    (``sizing.fixed``; the band's members then have the ranges of a literal window), and a
    size-generic schedule keeps the vector member and records the question."""
    wide = stride_one_reduction(b, scop)
    if wide is None:
        return None
    lanes = target.vector_bytes // _element_bytes(b, domain, scop)
    vec_range, wide_range = constant_range(b, domain, vec), constant_range(b, domain, wide)
    if _narrow(vec_range, lanes) and not _narrow(wide_range, lanes):
        return domain
    if vec_range is not None or _narrow(wide_range, lanes) or sizing is None:
        return None  # (the first two: the same answer for every size)
    if sizing.fixed is None:
        sizing.questions.append(functools.partial(_sized_sums_across, b, domain, vec, wide, lanes))
        return None
    if not _sized_sums_across(b, domain, vec, wide, lanes, sizing.fixed):
        return None
    notes.append(f"loop {T.member_text(b.member(vec))} spans fewer values than a vector's {lanes} lanes at "
                 f"these sizes: the band sums along {T.member_text(b.member(wide))} instead")
    return domain.intersect_params(sizing.fixed)


def _sized_reduction_order(point: T.Band, domain: isl.UnionSet, fixed: isl.Set) -> bool:
    """Whether the reduction members of a register block go in another order at the sizes of
    ``fixed`` than for every size (``longest_innermost``: a window ``KH x KW`` is short only there),
    or run in passes over a window there (``has_window``: at known sizes only)."""
    reds = [k for k in range(point.n) if not point.coincident[k]]
    at = domain.intersect_params(fixed)
    order = longest_innermost(point, at, reds)
    return order != longest_innermost(point, domain, reds) or has_window(point, at, order)


def _sized_sums_across(b: T.Band, domain: isl.UnionSet, vec: int, wide: int, lanes: int, fixed: isl.Set) -> bool:
    """``_sums_across``'s answer at the sizes of ``fixed`` (the parameter context with every size
    fixed), for a band whose vector member's span depends on the sizes."""
    at = domain.intersect_params(fixed)
    return _narrow(constant_range(b, at, vec), lanes) and not _narrow(constant_range(b, at, wide), lanes)


def _narrow(span: tuple[int, int] | None, lanes: int) -> bool:
    """A member's range ``span`` (``constant_range``; None: it depends on the sizes) is known to
    hold fewer values than a vector's ``lanes``."""
    return span is not None and span[1] - span[0] + 1 < lanes


def _element_bytes(b: T.Band, domain: isl.UnionSet, scop: Scop) -> int:
    names = set(statements_in(b, domain))
    arrays = {r.tensor for s in scop.statements if s.name in names for r in s.refs}
    return max((8 if scop.checked.tensors[a].dtype.endswith("64") else 4) for a in arrays) if arrays else 4


def _rows_side_by_side(point: T.Band, vec: int | None, domain: isl.UnionSet, scop: Scop) -> bool:
    """The innermost member runs in sequence (a recurrence along each row: adi's sweeps), the one
    above it is coincident (the rows are independent), nothing is vectorized and no statement is
    a reduction (those have their own blocks): ``JAM_ROWS`` rows then run side by side, their
    chains of dependent points overlapping (``time_tiles.jammed``)."""
    if vec is not None or point.n < 2 or point.coincident[-1] or not point.coincident[-2] \
            or "unroll" in point.types() or T.bands(point.child):
        return False
    names = set(statements_in(point, domain))
    return not any(s.kind == "update" for s in scop.statements if s.name in names)


def _mark_vector(n: T.Node) -> T.Node:
    """Put a ``vector`` mark on the innermost member of the innermost band of this chain."""
    if isinstance(n, T.Band):
        if isinstance(n.child, T.Band):
            return T.Band(n.schedule, n.coincident, n.permutable, _mark_vector(n.child), n.types(), n.options,
                          n.role, n.tile_sizes)
        if n.types()[-1] == "unroll" or not n.coincident[-1]:
            return n
        if n.n == 1:
            return T.Mark("vector", n)
        outer = split(n, n.n - 1)
        return T.Band(outer.schedule, outer.coincident, outer.permutable, T.Mark("vector", outer.child),
                      outer.types(), outer.options, outer.role, outer.tile_sizes)
    return n


def _mark_parallel(b: T.Node, options: Options, outer: bool) -> T.Node:
    if isinstance(b, T.Mark):  # a one-loop band that is also the vector loop: "parallel for simd"
        inner = b.child
        ok = options.parallel and outer and isinstance(inner, T.Band) and inner.n == 1 and inner.coincident[0]
        return T.Mark("parallel", b) if ok else b
    if not (options.parallel and outer and b.coincident and b.coincident[0]):
        return b
    # the mark goes to the outermost loop of the band that carries no dependence (codegen checks)
    return T.Mark("parallel", b)
