"""The band optimizer: for each outermost band of a scheduled nest, tiles and loop marks.

``optimize_nest`` walks to each outermost permutable band; ``optimize_band`` puts a stride-1
coincident member innermost, chooses tile sizes (``cache_model.tile_size`` from the target's L2,
square tiles for transposing bands), plans register and dot-product blocks
(``register_blocks``), and marks the outermost coincident loop ``parallel`` and the innermost
point loop ``vector``. ``Sizing`` carries what it knows of the sizes (fixed, or size-generic with
the questions left open).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import islpy as isl

from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import (
    COMPLETE_UNROLL_TRIPS,
    _separate,
    column_tile,
    constant_range,
    dot_tile,
    fit_small_members,
    has_window,
    inits_before_reductions,
    longest_innermost,
    permute,
    register_tile,
    split,
    tile,
    unroll_member,
)
from polyopt.schedule.cache_model import tile_size
from polyopt.schedule.isolation import isolate_full_tiles
from polyopt.schedule.members import member_vars, reused_along
from polyopt.schedule.register_blocks import dot_plan, epilogues, jam_plan, register_plan
from polyopt.schedule.schedule import statements_in
from polyopt.schedule.strides import last_index_members, stride_one_member, stride_one_reduction, transposing
from polyopt.schedule.strips import STRIP, element_bytes, strip_width
from polyopt.schedule.time_tiles import JAM_ROWS, in_l1, jammed, wavefront_tiles
from polyopt.schedule.time_tiles import MARK as TIME_TILES
from polyopt.target import Target
from polyopt.tuning import tuning

TRANSPOSE_TILE = 128  # tile edge of the members a transposing band moves along (a multiple of the lines)



def optimize_nest(n: T.Node, domain: isl.UnionSet, scop: Scop, options: Options, target: Target, notes: list,
              outer: bool, sizing: Sizing | None = None, top: bool = True) -> T.Node:
    """Walk down to each outermost band of a nest and optimize it (``top``: no band above it)."""
    if isinstance(n, T.Band):
        return optimize_band(n, domain, scop, options, target, notes, outer, sizing, top)
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, optimize_nest(n.child, domain.intersect(n.filter), scop, options, target, notes,
                                                outer, sizing, top))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(optimize_nest(c, domain, scop, options, target, notes, outer, sizing, top)
                                for c in n.children))
    if isinstance(n, T.Mark):
        if n.name == TIME_TILES:  # tiled, marked and ordered already
            return n
        return T.Mark(n.name, optimize_nest(n.child, domain, scop, options, target, notes, outer, sizing, top))
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
        return (tile_size(b.n, len(arrays), element_bytes(b, domain, scop), target.l2),) * b.n
    sizes = tuple(ts[: b.n])
    return sizes if any(s > 0 for s in sizes) else None


def _transpose_strips(b: T.Band, domain: isl.UnionSet, scop: Scop, options: Options, target: Target
                      ) -> tuple[list[int], tuple[int, ...]] | None:
    """Where the target reads a transposing band's source in strips (``Tuning.transpose_strips``)
    and the band has one member along the last index of a read (``j`` of ``T(j, i) = A(i, j)``)
    and one along the last index of the write alone (``i``): the member order (the others, then
    ``i``, then ``j``) and tile sizes (the others 1, ``i`` one cache line of elements, ``j`` none:
    it runs whole inside the tiles). Each tile then reads one line's worth of the source's rows
    from end to end, as many streams as a line has elements, and writes whole lines of the
    target; the threads share the strips. None where the band is no such band or
    ``Options.tile_sizes`` is given."""
    if options.tile_sizes is not None or not tuning(target).transpose_strips:
        return None
    members = _transposed_members(b, domain, scop)
    if members is None:
        return None
    r, w = members
    order = [k for k in range(b.n) if k not in (r, w)] + [w, r]
    line = max(1, target.line_bytes // element_bytes(b, domain, scop))
    return order, (1,) * (b.n - 2) + (line, 0)


def _transpose_tile(b: T.Band, domain: isl.UnionSet, scop: Scop, options: Options, target: Target,
                    sizing: Sizing | None) -> tuple[int, ...] | None:
    """Where the target takes a transposing band's tiles as ``Tuning.transpose_tile`` says (rows
    and columns of the source), at known sizes as large as a tile each way, and the band has one
    member along the last index of a read (``j`` of ``T(j, i) = A(i, j)``) and one along the last
    index of the write alone (``i``): the tile sizes (``j`` the columns, ``i`` the rows, the
    others 1). Their blocks go down the source's rows inside the tile (``optimize_band``), a few
    lines of each target row written in turn: 4096 x 4096 floats on one Zen 5 thread 4.95 -> 4.20
    ms in 32 x 512 tiles (AVX2 forced 5.15 -> 4.30) against square tiles of ``TRANSPOSE_TILE``. None
    where it is no such band, or ``Options.tile_sizes`` is given; for a size-generic schedule,
    a question (``Sizing``) for code at sizes where the tiles fit."""
    tt = tuning(target).transpose_tile
    members = _transposed_members(b, domain, scop) if tt is not None and options.tile_sizes is None else None
    if members is None:
        return None
    r, w = members
    if sizing is None or sizing.fixed is None:
        if sizing is not None:
            sizing.questions.append(functools.partial(_tiles_fit, b, domain, r, w, tt))
        return None
    if not _tiles_fit(b, domain, r, w, tt, sizing.fixed):
        return None
    return tuple(tt[1] if k == r else tt[0] if k == w else 1 for k in range(b.n))


def _transposed_members(b: T.Band, domain: isl.UnionSet, scop: Scop) -> tuple[int, int] | None:
    """(the member along the last index of a read, the one along the last index of the write
    alone) of a transposing band with reuse and one of each; else None."""
    if b.n < 2 or not transposing(b, scop) or not has_reuse(b, domain, scop):
        return None
    last, reads = last_index_members(b, scop), last_index_members(b, scop, reads_only=True)
    along_read = [k for k in range(b.n) if reads[k]]
    along_write = [k for k in range(b.n) if last[k] and not reads[k]]
    return (along_read[0], along_write[0]) if len(along_read) == 1 and len(along_write) == 1 else None


def _tiles_fit(b: T.Band, domain: isl.UnionSet, r: int, w: int, tile: tuple[int, int], fixed: isl.Set) -> bool:
    """Whether members ``r`` and ``w`` of ``b`` run over at least a tile's columns and rows
    (``tile``: rows, columns) at the sizes of ``fixed``."""
    at = domain.intersect_params(fixed)
    spans = constant_range(b, at, r), constant_range(b, at, w)
    return all(span is not None and span[1] - span[0] + 1 >= n for span, n in zip(spans, tile[::-1]))


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
    windows = {k for k in range(b.n) if not b.coincident[k] and _short_range(constant_range(b, domain, k))}
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


def _short_range(r: tuple[int, int] | None) -> bool:
    """A member's range (``constant_range``) short enough to be a window (``kh`` of a 3x3 one),
    not a reduction whose length the program fixed (``k`` of a 1000 x 1000 matmul)."""
    return r is not None and r[1] - r[0] + 1 <= COMPLETE_UNROLL_TRIPS


def optimize_band(b: T.Band, domain: isl.UnionSet, scop: Scop, options: Options, target: Target, notes: list,
                  outer: bool, sizing: Sizing | None = None, top: bool = True) -> T.Node:
    """Reorder, tile, mark and unroll one band (and optimize the bands below it). The bands
    below may take the parallel mark when this one cannot (its outer loop carries a dependence:
    a time or step loop)."""
    below_outer = outer and not (b.coincident and b.coincident[0])
    child = optimize_nest(b.child, domain, scop, options, target, notes, outer=below_outer, sizing=sizing, top=False)
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
    strips, down_rows = _transpose_strips(b, ranges, scop, options, target), None
    if strips is not None:  # strips of the source's rows, read whole (``Tuning.transpose_strips``)
        order, sizes = strips
        b = permute(b, order)
        vec = None if vec is None else order.index(vec)
    else:
        down_rows = _transpose_tile(b, ranges, scop, options, target, sizing)
        sizes = down_rows or _tile_sizes(b, ranges, scop, options, target)
    if sizes is not None:
        sizes = fit_small_members(b, ranges, sizes)
    strip = (sizes is None and options.tile_sizes is None and options.parallel and outer and b.n > 1
             and vec == b.n - 1 and [k for k in range(b.n) if b.coincident[k]] == [vec])
    rows_shared = False
    if strip:  # the vector member is the only parallel one (column sums): strips of it go to threads
        b = permute(b, [vec] + list(range(b.n - 1)))
        # (below another band, a loop of row blocks or time steps, the strips keep their width)
        width, rows_shared = strip_width(b, domain, scop, target, sizing) if top else (STRIP, False)
        vec, sizes = 0, (width,) + (0,) * (b.n - 1)
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
    jam = jam_plan(b, vec, red, domain, scop, options, tn, sizes, strip, rows_shared) \
        if plan is None and dots is None else None
    if jam is not None and jam[0] == "rows":
        jam = ("rows", _rows_a_pass(scop, tn, sizing, jam[1]))
        jam = jam if jam[1] > 1 else None
    if sizes is None and plan is None and dots is None and jam is None:  # (those start their sums themselves)
        b = inits_before_reductions(b, domain, {st.name for st in scop.statements if st.kind == "init"})
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
        if options.tile_sizes is None and par is not None and row == 0 and b.coincident[0] and target.threads > 1:
            sizes[row] = _parallel_rows(b, domain, row, sizes[row], rows, tn, sizing, (vec, sizes[vec]))
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
        # tiles of register blocks whose band only reduces: none (the blocks' own isolation keeps
        # the micro-kernels branch-free; a partial tile would only get its own copies of them)
        iso = isolate_full_tiles(tiled_part.schedule, domain, t.tile_sizes) \
            if options.separate_tiles and (plan is None or not _only_reduces(b, scop)) else None
        b = T.Band(t.schedule, t.coincident, True, point, t.types(), iso, "tile", t.tile_sizes)
    else:
        point = b
    if sizes is not None and plan is None and dots is None and options.tile_sizes is None and \
            transposing(point, scop):  # tiles of cache lines inside the cache tiles
        line = target.line_bytes // element_bytes(point, domain, scop)
        lines = tuple(line if last else 1 for last in last_index_members(point, scop))
        # blocks that follow the source's rows go innermost: a row's next block reads the rest of
        # the cache lines this one touched (all of them when the source is not line-aligned);
        # outermost in ``_transpose_tile``'s tiles, whose blocks go down the source's rows
        reads = last_index_members(point, scop, reads_only=True)
        order = sorted(range(point.n), key=lambda k: reads[k] == (down_rows is None))
        iso = isolate_full_tiles(permute(point, order).schedule, domain, tuple(lines[k] for k in order),
                                 prefix=t.schedule) if options.separate_tiles else None
        lined = tile(point, lines)
        if strips is not None:  # inside a block, the member along the source's rows outside, as
            # ``codegen/transpose.py`` takes a block (``_transpose_strips`` put it last in the band)
            inside = permute(lined.child, sorted(range(point.n), key=lambda k: not reads[k]))
            lined = T.Band(lined.schedule, lined.coincident, True, inside, lined.types(), None, "tile",
                           lined.tile_sizes)
        blocks = permute(lined, order)
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
        after = epilogues(point, point.n - 1, scop, set(statements_in(point, domain)))
        new_point = dot_tile(point, point.n - 2, None, block=(jam[1], 1), separate=options.separate_tiles,
                             outer=b.schedule if sizes is not None else None, domain=domain, updates=updates,
                             after=after)
    elif jam is not None:
        if rows_shared:  # (the inits as a loop of their own before: the threads' blocks of rows only add)
            point = inits_before_reductions(point, domain, {st.name for st in scop.statements if st.kind == "init"})
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
    lanes = target.vector_bytes // element_bytes(b, domain, scop)
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


def _rows_a_pass(scop: Scop, tn, sizing: Sizing | None, matrices: int = 1) -> int:
    """Rows of a matrix-vector product summed per pass, where each reads a row of ``matrices``
    arrays: ``Tuning.cached_row_block`` rows in flight where the def's inputs and outputs fit in a
    quarter of the last-level cache at the known sizes (each call reads them from the cache),
    else ``Tuning.row_block``, shared among the matrices; a size-generic schedule takes
    ``row_block`` and leaves the question to the sizes where the two differ."""
    rows, cached = max(1, tn.row_block // matrices), max(1, tn.cached_row_block // matrices)
    if cached == rows or sizing is None:
        return rows
    question = functools.partial(_data_in_cache, scop, tn.target.l3 // 4)
    if sizing.fixed is None:
        sizing.questions.append(question)
        return rows
    return cached if question(sizing.fixed) else rows


def _data_in_cache(scop: Scop, limit: int, fixed: isl.Set) -> bool:
    """Whether the def's inputs and outputs take fewer than ``limit`` bytes at ``fixed``'s sizes
    (``codegen.prefetch.outgrows_cache`` says the rest)."""
    kept = tuple(t for t, d in scop.checked.tensors.items() if d.kind in ("input", "output") and d.rank)
    return in_l1(scop, kept, limit - 1, fixed)


def _only_reduces(b: T.Band, scop: Scop) -> bool:
    """Whether every statement of ``b`` initializes or updates a reduction: none finishes it after
    its last step (gemm's ``+ beta * C``), which runs after the register block only in the last
    reduction tile. Where one does, the band's full tiles stay isolated, so that the last tile's
    nest has the finish right after its blocks (``codegen/block_ends.py`` takes it into the
    accumulators) rather than under a guard."""
    kinds = {st.name: st.kind for st in scop.statements}
    sets = b.schedule.get_union_pw_aff(0).domain().get_set_list()
    return all(kinds.get(sets.get_at(i).get_tuple_name()) in ("init", "update") for i in range(sets.n_set()))


def _parallel_rows(b: T.Band, domain: isl.UnionSet, row: int, tile: int, rows: int, tn, sizing: Sizing | None,
                   column: tuple[int, int]) -> int:
    """Rows of the cache tiles of a register-blocked band whose tiles of rows the threads share
    (``Tuning.parallel_rows``; ``column``: the column member and its tile size): at known sizes (or
    literal ones) as many whole tiles per thread; for every size ``tile``, with a question
    (``Sizing``) for code at sizes where that differs."""
    at = domain if sizing is None or sizing.fixed is None else domain.intersect_params(sizing.fixed)
    got = _rows_at(b, at, row, tile, rows, tn, column)
    if got is None:
        if sizing is not None:
            sizing.questions.append(functools.partial(_sized_parallel_rows, b, domain, row, tile, rows, tn, column))
        return tile
    return got


def _rows_at(b: T.Band, domain: isl.UnionSet, row: int, tile: int, rows: int, tn,
             column: tuple[int, int]) -> int | None:
    """``Tuning.parallel_rows`` where the rows' range is constant in ``domain`` (else None), told
    the columns' extent where theirs is too."""
    span = constant_range(b, domain, row)
    if span is None:
        return None
    cols = constant_range(b, domain, column[0]) if column[1] > 0 else None
    return tn.parallel_rows(tile, rows, span[1] - span[0] + 1,
                            None if cols is None else (cols[1] - cols[0] + 1, column[1]))


def _sized_parallel_rows(b: T.Band, domain: isl.UnionSet, row: int, tile: int, rows: int, tn, column: tuple[int, int],
                         fixed: isl.Set) -> bool:
    """Whether ``_parallel_rows`` gives other tiles at the sizes of ``fixed`` than for every size."""
    got = _rows_at(b, domain.intersect_params(fixed), row, tile, rows, tn, column)
    return got is not None and got != tile


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
