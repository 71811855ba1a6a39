"""The loop tree planned before it is printed: every ``For`` replaced by a node of ``plans.py``.

``plan_loops(kernel, tree)`` walks the tree outermost first, in the order the printer will print
it, and at each loop decides what it becomes:

- an outermost convolution nest, a ``ChannelConv`` (``channel_conv.py``, its own region);
- an outermost loop that holds loops that fork, without forking itself (a time or step loop), a
  ``ParallelRegion`` around it (``region.py``), or, if it only reduces, ``ArraySections``;
- else the node of the first of ``LOOP_PASSES`` that takes it (a register block, a vector
  reduction, streaming stores, ...);
- else a ``Loop``: its OpenMP pragma, the temporaries kept as local rows in it
  (``local_rows.py``), the reads hoisted before it (``hoist.py``), the gathered rows its body
  prefetches (``prefetch.gathered_plan``), its body planned in turn.

A pass is a function ``plan(site, loop) -> node | None``. Its ``Site`` holds the kernel's facts
(options, target, statements, sizes) and a frozen ``LoopContext``: the loops around this one,
the local rows in scope, how many loops deep it is (one fork per outermost loop), whether it is
inside a parallel region, and which statements update register accumulators there. Passes read
nothing else; the walk makes the next context from the node it planned.

Packed copies are planned here too (``microkernel.plan_reads``): each register block's reads
through them, the copies in the order the blocks make them. A copy that transposes is also read
by loops printed before its block (each plain loop plans the panel its iterations lie in:
``Loop.panels``, ``packing.panels``), so when a walk finds one, ``c.emit`` plans the tree again
knowing every copy from the start (and prints it once).

>>> from polyopt.codegen.loops import AInt
>>> LoopContext().deeper(For("c0", AInt(0), AInt(1), AInt(1), Block(()))).loops[0].iterator
'c0'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from polyopt.codegen import (
    block_ends,
    channel_conv,
    dot_sums,
    flatten,
    hoist,
    local_rows,
    microkernel,
    packing,
    prefetch,
    recurrence,
    reduction,
    region,
    row_fold,
    row_passes,
    stream,
    tile_queue,
    transpose,
    window_row,
)
from polyopt.codegen.fork_if import STRIDED_COST
from polyopt.codegen.loops import Block, For, If, Mark, Node, User, collapsible, trip_count, uneven, walk, work
from polyopt.codegen.plans import (
    ArraySections,
    ChannelConv,
    FlatLoop,
    Loop,
    NestReduction,
    ParallelRegion,
    RegisterBlock,
    Single,
)

# The loop passes, in the order they are tried on each loop, outermost first: the first that plans
# a node of codegen/plans.py for a loop takes it, and the printer prints the node by its type.
LOOP_PASSES = (flatten.plan, microkernel.plan, transpose.plan, dot_sums.plan, reduction.plan,
               stream.plan, row_passes.plan)



@dataclass(frozen=True)
class LoopContext:
    """Where a loop sits: the plain loops around it (outermost first), the temporaries kept as
    local rows there (temporary, C name, leading indices dropped), the loops around it that the
    printer counts for forks (``depth``: 0 is outermost), whether it is inside the parallel region
    around a time loop and there inside a shared loop or a single (``workshare``), and the
    statements whose updates go to register accumulators (``redirected``), the local rows made
    whole before the rest of their loop's body (``whole``: ``window_row``)."""
    loops: tuple[For, ...] = ()
    rows: tuple[tuple[str, str, int], ...] = ()
    depth: int = 0
    region: bool = False
    workshare: bool = False
    redirected: frozenset[str] = frozenset()
    whole: frozenset[str] = frozenset()
    forked: bool = False  # inside a loop that forks: a loop in it runs on the thread that runs it

    def deeper(self, loop: For | None = None, rows: tuple[tuple[str, str, int], ...] = (), **changes) -> LoopContext:
        """The context of a loop's body (``loop``: a plain loop, which reads of its iterator see)."""
        loops = self.loops + ((loop,) if loop is not None else ())
        return replace(self, loops=loops, rows=self.rows + rows, depth=self.depth + 1, **changes)


# what a pass reads of the kernel (all fixed for the whole kernel; the printer holds them)
_KERNEL = ("c", "scop", "stmts", "env", "sizes", "dynamic", "target", "vbytes", "vectorize", "pack", "streams",
           "parallel", "parallel_min_work", "num_threads", "slots", "instances", "touching", "tree",
           "extent", "traps", "nan_free", "lhs", "statement_vars", "array", "threads_clause", "channel_vectors",
           "fork_if")


class Site:
    """What a loop pass sees: the kernel (``_KERNEL``: options, target, statements, sizes, and the
    printer's text of an element, which says whether two statements update the same one) and the
    ``LoopContext`` of the loop; ``packs``: the packed copies planned so far (``packing.plan``),
    ``flat_loops``: loop pairs flattened so far (their iterators' names)."""
    __slots__ = ("kernel", "ctx", "packs", "flat_loops")

    def __init__(self, kernel, ctx: LoopContext, packs: dict, flat_loops: int):
        self.kernel, self.ctx, self.packs, self.flat_loops = kernel, ctx, packs, flat_loops

    @property
    def loops(self) -> dict[str, For]:
        return {f.iterator: f for f in self.ctx.loops}

    @property
    def rows(self) -> dict[str, str]:
        return {t: name for t, name, _ in self.ctx.rows}

    @property
    def for_depth(self) -> int:
        return self.ctx.depth

    @property
    def region(self) -> bool:
        return self.ctx.region

    @property
    def redirect(self) -> frozenset[str]:
        return self.ctx.redirected

    def may_fork(self, loop: For, strided: bool = False) -> bool:
        """Whether ``loop`` may open a parallel region: outermost, and enough work to pay for it
        (``strided``: each instance reads another cache line, a miss worth ``STRIDED_COST`` instances)."""
        need = self.parallel_min_work // (STRIDED_COST if strided else 1)
        return self.parallel and self.ctx.depth == 0 and (self.dynamic or work(loop) >= need)


for _name in _KERNEL:
    setattr(Site, _name, property(lambda self, _n=_name: getattr(self.kernel, _n)))


def plan_loops(kernel, tree: Node, packs: dict | None = None) -> tuple[Node, dict]:
    """The planned tree and the packed copies it reads ((tensor, axis) -> ``packing.Pack``, in
    the order they are made, after ``packs``: copies known from the start); ``kernel`` is the
    printer that will print it (its facts only)."""
    walk_ = _Walk(kernel, dict(packs or {}))
    return walk_.node(tree, LoopContext()), walk_.packs


class _Walk:
    """One walk over the loop tree; ``packs`` and the count of flattened pairs grow as it goes."""

    def __init__(self, kernel, packs: dict):
        self.kernel, self.packs, self.flat_loops = kernel, packs, 0

    def site(self, ctx: LoopContext) -> Site:
        return Site(self.kernel, ctx, self.packs, self.flat_loops)

    def node(self, n: Node, ctx: LoopContext) -> Node:
        if isinstance(n, Block):
            body = [(b, self.node(b, ctx)) for b in n.body]
            gone = {s for _, p in body if isinstance(p, ChannelConv) for s in p.absorbs}
            # (the loops of a padded copy that a convolution makes itself: channel_conv._padded_copy)
            body = [(b, p) for b, p in body if not (gone and _stmts(b) and _stmts(b) <= gone)]
            site = self.site(ctx)
            return Block(row_fold.fold(site, block_ends.fuse(site, tuple(p for _, p in body))))
        if isinstance(n, Mark):
            queue = tile_queue.plan(self.site(ctx), n.body) if n.name == tile_queue.MARK else None
            if queue is not None:  # (a tile: as an iteration of a shared loop in a region)
                inner = ctx.deeper(queue.wave, region=True).deeper(queue.tiles, workshare=True)
                return replace(n, body=replace(queue, body=self.node(queue.tiles.body, inner)))
            return replace(n, body=self.node(n.body, ctx))
        if isinstance(n, If):
            return replace(n, then=self.node(n.then, ctx),
                           other=self.node(n.other, ctx) if n.other is not None else None)
        if isinstance(n, For):
            return self.loop(n, ctx)
        if isinstance(n, User) and ctx.rows:
            return row_passes.single(self.site(ctx), n) or n
        return n

    def loop(self, n: For, ctx: LoopContext) -> Node:
        site = self.site(ctx)
        conv = channel_conv.plan(site, n)  # (a region of its own: before one around a serial outer loop)
        if conv is not None:
            return conv
        if region.opens(site, n):  # a time loop with parallel loops inside: one region around it,
            # unless it only reduces (column sums): then each thread sums its rows privately
            sections = reduction.plan_sections(site, n)
            if sections is not None:
                return self.planned(sections, ctx)
            return ParallelRegion(self.plain(n, replace(ctx, region=True, workshare=False), shared=True))
        shared = ctx.region and not ctx.workshare  # every thread of the region runs this loop
        # a loop around a scatter (d_T(I(b), j) += ...) stays plain: the passes read a left-hand
        # side's indices as affine
        if not shared and not any(isinstance(x, User) and site.stmts[x.stmt].info.stmt.scatter for x in walk(n.body)):
            strips = stream.strips(site, n)
            if strips is not None:  # (the threads share strips of a streamed output)
                return self.plain(strips, ctx, shared)
            for loop_pass in LOOP_PASSES:
                planned = loop_pass(site, n)
                if planned is not None:
                    return self.planned(planned, ctx)
        return self.plain(n, ctx, shared)

    def planned(self, planned: Node, ctx: LoopContext) -> Node:
        """A pass's node, with what prints as loop tree inside it planned in turn."""
        if isinstance(planned, FlatLoop):
            self.flat_loops += 1
            return replace(planned, body=self.loop(planned.loop, ctx))
        if isinstance(planned, RegisterBlock):
            return replace(planned, packed=microkernel.plan_reads(self.site(ctx), planned))
        if isinstance(planned, NestReduction):
            inner = ctx.deeper(redirected=ctx.redirected | {s.name for s, _ in planned.updates})
            return replace(planned, body=self.node(planned.loop.body, inner))
        if isinstance(planned, ArraySections):  # (its threads each sum their sections)
            return replace(planned, body=self.node(planned.loop.body, ctx.deeper(forked=True)))
        return planned

    def plain(self, n: For, ctx: LoopContext, shared: bool) -> Loop:
        """``n`` as a C for loop: whether it forks, its pragma, its local rows, its body planned."""
        site = self.site(ctx)
        forks = "parallel" in n.marks and site.parallel and _inner_fork_ok(site, n)
        collapse = collapsible(n) if forks and (ctx.depth == 0 or shared) else 1
        simd = " simd" if "vector" in n.marks else ""
        balance = f" schedule(dynamic, {_chunk(n)})" if uneven(n) else ""
        if forks and shared:  # inside the region: the threads share this loop's iterations
            pragma = f"omp for{simd}{balance}"
        elif forks:  # (num_threads=1: no OpenMP region)
            pragma = f"omp parallel for{simd}{balance}{site.threads_clause()}{site.fork_if(n)}"
        elif "vector" in n.marks or _simd(site, n):
            pragma = "omp simd"
        else:
            pragma = None
        rows = {} if shared else local_rows.contract(site, n)
        # rows made whole first (their writers leave the body); not in a region, whose threads all
        # run a shared loop's body
        windows = () if ctx.region else window_row.plan(site, n, rows)
        if windows:
            gone = {x for w in windows for x in (w.init, w.update)}
            n = replace(n, body=window_row.without(n.body, gone) or Block(()))
        drop = len(ctx.loops) + 1
        inner = ctx.deeper(n, tuple((t, name, drop) for t, name in rows.items()),
                           workshare=True if shared and forks else ctx.workshare,
                           whole=ctx.whole | {w.row for w in windows}, forked=ctx.forked or forks)
        body = self.region_body(n.body, inner) if shared and not forks else self.node(n.body, inner)
        if windows:
            body = Block((*windows, body))
        sequential = "reduction_safe" not in n.marks and site.vectorize and not recurrence.uniform(site, n)
        return Loop(n, body, pragma, forks, collapse, tuple(rows.items()), drop, sequential,
                    hoisted=hoist.plan(site, n), prefetched=prefetch.gathered_plan(site, n),
                    panels=packing.panels(site, n))

    def region_body(self, n: Node, ctx: LoopContext) -> Node:
        """``n`` as every thread of the region runs it: loops that fork share their iterations,
        loops that hold one run whole on every thread, the rest runs on one thread (``Single``)."""
        site = self.site(ctx)
        if not region.holds_fork(site, n):
            return Single(self.node(n, replace(ctx, workshare=True)))
        if isinstance(n, For):
            return self.loop(n, ctx)
        if isinstance(n, Mark):
            return replace(n, body=self.region_body(n.body, ctx))
        if isinstance(n, If):
            return replace(n, then=self.region_body(n.then, ctx),
                           other=self.region_body(n.other, ctx) if n.other is not None else None)
        if isinstance(n, Block):
            out, serial = [], []
            for b in n.body:
                if region.holds_fork(site, b):
                    if serial:
                        out.append(Single(self.node(Block(tuple(serial)), replace(ctx, workshare=True))))
                        serial = []
                    out.append(self.region_body(b, ctx))
                else:
                    serial.append(b)
            if serial:
                out.append(Single(self.node(Block(tuple(serial)), replace(ctx, workshare=True))))
            return Block(tuple(out))
        raise TypeError(n)  # pragma: no cover - a User holds no loop


def _inner_fork_ok(site: Site, loop: For) -> bool:
    """A parallel loop inside serial loops (a time or step loop around it) forks once per
    iteration of theirs: only with known sizes, enough work per fork, and no row temporaries
    of the outer loop, which the threads would share."""
    if site.for_depth == 0:
        return True
    if site.ctx.forked:  # (a region inside a thread's iteration would nest: one thread, its fork's cost)
        return False
    if site.region:  # (region.opens: fixed sizes; no local rows at the region's level)
        return region.forks(site, loop)
    return not site.dynamic and not site.ctx.rows and work(loop) >= site.parallel_min_work


def _chunk(loop: For) -> int:
    """Iterations a thread takes at a time from an uneven parallel loop: 4 (fewer trips to the
    shared counter) unless the loop is short, as a loop over a few large tiles is: a chunk of 4
    of conv2d_stride2's 2 channel tiles gave both to one thread; or unless each iteration is a
    tile (two loops deep or more): a wavefront of time tiles holds a handful."""
    trips = trip_count(loop)
    tiles = any(isinstance(x, For) and any(isinstance(y, For) for y in walk(x.body)) for x in walk(loop.body))
    return 1 if tiles or trips is not None and trips < 64 else 4


def _simd(site: Site, loop: For) -> bool:
    """An innermost loop that carries no dependence and moves its accesses along their last
    index only: SIMD, though its band was not marked (a statement peeled off the band's
    first iteration made the band carry a dependence, not this loop)."""
    if not site.vectorize or "parallel_safe" not in loop.marks:
        return False
    body = list(walk(loop.body))
    if any(isinstance(x, For) for x in body):
        return False
    users = [x for x in body if isinstance(x, User)]
    return bool(users) and reduction.contiguous(site, loop, users)


__all__ = ["LOOP_PASSES", "LoopContext", "Site", "plan_loops"]


def _stmts(n: Node) -> set[str]:
    """The statements of the instances in ``n``."""
    return {x.stmt for x in walk(n) if isinstance(x, User)}
