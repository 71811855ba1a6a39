"""Loop-tree nodes that carry the plan of an optimization: the planned loop tree.

``planning.plan_loops`` walks the loop tree before anything is printed and puts a node of this
module in the place of every ``For``: a loop pass's node when one of ``planning.LOOP_PASSES``
takes the loop (a register block, a vector reduction, ...), else a ``Loop`` holding what the walk
decided for a plain loop (its OpenMP pragma, local rows), or a ``ParallelRegion`` around a time
loop. A pass reads only a ``planning.Site`` (the kernel's facts and a frozen ``LoopContext``: the
loops around, local rows, fork depth, the region) and changes nothing. The C printer has one
method per node type (``CPrinter.node`` dispatches on it); nodes whose contents print as loop
tree (``body``) hold those contents planned.

>>> from polyopt.codegen.loops import AId, AInt, AOp, User
>>> flat = For("po_f0", AInt(0), AOp("le", (AId("po_f0"), AInt(783))), AInt(1), User("S0", ()))
>>> FlatLoop(flat).loop.iterator
'po_f0'
"""

from __future__ import annotations

from dataclasses import dataclass

from polyopt.codegen.loops import AExpr, For, Node, User
from polyopt.codegen.packing import Pack
from polyopt.lang import ir
from polyopt.poly.scop import Statement


@dataclass(frozen=True)
class Loop(Node):
    """A loop printed as a C ``for``, as the walk planned it: ``pragma`` (``omp parallel for ...``,
    ``omp for`` inside a region, ``omp simd``; None: none), ``collapse`` (loops its parallel for may
    collapse, kept where the printed body is that many perfectly nested loops), ``rows``: the
    temporaries kept as local rows declared in it (temporary, C name; each drops ``drop`` leading
    indices), ``sequential``: each iteration ends with ``c.SEQUENTIAL``; ``hoisted``: the reads
    declared once before it (``hoist.plan``), ``prefetched``: the gathers whose rows its body
    prefetches ahead (``prefetch.gathered_plan``), ``panels``: per transposing packed copy, the
    start of the one panel the loop's iterations lie in, or None where they may cross panels
    (``packing.panels``: reads along the loop in its body read the copy). ``loop`` is the loop
    tree's ``For`` (bounds, marks); ``body`` its body planned."""
    loop: For
    body: Node
    pragma: str | None = None
    forks: bool = False
    collapse: int = 1
    rows: tuple[tuple[str, str], ...] = ()
    drop: int = 0
    sequential: bool = False
    hoisted: tuple[tuple[User, ir.Access, int | None], ...] = ()
    prefetched: tuple[tuple[User, ir.Access], ...] = ()
    panels: tuple[tuple[Pack, AExpr | None], ...] = ()


@dataclass(frozen=True)
class ParallelRegion(Node):
    """One OpenMP parallel region around a loop that forks inside (``codegen/region.py``): every
    thread runs ``body`` (a ``Loop``); the loops inside that fork share their iterations, the rest
    runs in ``Single`` nodes."""
    body: Node


@dataclass(frozen=True)
class Single(Node):
    """Code of a parallel region that one thread runs (``omp single``; the others wait)."""
    body: Node


@dataclass(frozen=True)
class FlatLoop(Node):
    """A loop pair that walks whole rows back to back, as one loop over the flat index
    ``loop.iterator`` (``codegen/flatten.py``): printed as that loop, planned (``body``)."""
    loop: For
    body: Node | None = None


@dataclass(frozen=True)
class RegisterBlock(Node):
    """A nest of reduction loops around vector loops (``nest``: outermost first) whose updates
    accumulate in vector registers across the whole nest (``codegen/microkernel.py``); ``rows``:
    per vector loop (statement, its arguments, the vector variable, dtype, where its reads come
    from), ``span``: elements per row, ``trip``: None when the rows' length is known at run time
    only; ``terms``: per row, the terms of its right-hand side computed ahead of the reduction
    loop into a local array of ``ahead`` elements (``microkernel.row_terms``); ``packed``: per
    row, the reads that come from packed copies (``microkernel.plan_reads``: along the vector
    loop, then along the row), filled in by the walk; ``starts``: per row, whether its
    accumulators start from the identity (the loops that set the row to it before the block
    taken in), under ``start_if`` where that is not None (those loops ran under that condition:
    the accumulators start from the identity where it holds and load the output elsewhere),
    ``finish``: per row, the statement instance that rewrites each element after the
    block, applied to the accumulators before they are stored, or None (``block_ends.fuse``);
    ``back``: a block of less than a vector whose one vector starts that many columns before its
    first, over columns the blocks before it compute alike (``block_ends.overlap``); ``fold``: (the
row loop's iterator, its last full start ``last``, per row its offset ``r``): the block's rows
start at ``po_r = min(it, last)`` and row ``r`` is stored where ``it - po_r <= r`` only, the last
partial block folded into the full blocks' loop (``row_fold``); ``gathers``: the gather indices its
rows read, checked once a step (``hoist.plan``), ``prefetched``: the gathered rows prefetched a few
steps ahead (``prefetch.gathered_plan``)."""
    loop: For
    nest: tuple[For, ...]
    trip: int | None
    span: int
    rows: tuple[tuple, ...]
    terms: tuple[tuple[ir.Expr, ...], ...] = ()
    ahead: int = 0
    packed: tuple[tuple[tuple[tuple[ir.Access, Pack], ...], tuple[tuple[ir.Access, Pack], ...]], ...] = ()
    starts: tuple[bool, ...] = ()
    finish: tuple[User | None, ...] = ()
    back: int = 0
    start_if: AExpr | None = None
    fold: tuple[str, int, tuple[int, ...]] | None = None
    gathers: tuple = ()
    prefetched: tuple = ()


@dataclass(frozen=True)
class NextTile:
    """The tile a transposed block lies in, seen from the block (``codegen/transpose.py``): its
    corner (``x`` along the source's rows, ``y`` down them), its ``rows`` and ``cols``, and
    ``last``: the greatest ``y`` a tile starts at, beyond which there is no next tile."""
    x: AExpr
    y: AExpr
    rows: int
    cols: int
    last: AExpr


@dataclass(frozen=True)
class TransposeBlock(Node):
    """A block of two point loops, ``n`` x ``n`` elements (``part`` x ``n``, where ``part``),
    whose copy ``user`` is transposed in vector registers of ``lanes`` elements
    (``codegen/transpose.py``)."""
    loop: For
    inner: For
    user: User
    n: int
    lanes: int
    along: str      # the statement variable of ``loop`` (the source's last index)
    across: str     # the statement variable of ``inner`` (the target's last index)
    streams: bool   # non-temporal stores where the target's rows are aligned cache lines
    ahead: int = 0  # elements ahead in each source row that its loads prefetch (0: none)
    part: int = 0   # a tile's rest: ``loop`` makes this many steps (< n), read by masked loads
    below: NextTile | None = None  # the tile it lies in, whose next tile down it prefetches


@dataclass(frozen=True)
class RowPass(Node):
    """An innermost loop that updates a local row along the row's last index, printed on the
    row's own grid of ``lanes``-element vectors, masked at the loop's ends
    (``codegen/row_passes.py``); ``along``: each statement's variable of the loop; ``taps``: a
    short loop around ``loop`` (a window's taps), run inside each vector instead."""
    loop: For
    users: tuple[User, ...]
    along: tuple[str, ...]
    lanes: int
    dtype: str
    length: int  # the shortest row's length: the grid ends there
    taps: For | None = None


@dataclass(frozen=True)
class WindowRow(Node):
    """A local row made whole at the top of its loop's body by a window reduction clipped to its
    input (``codegen/window_row.py``): ``row[j] op= I(.., f(down), j + tap + shift)`` summed down
    the window's other variables first, then shifted by each tap. ``init`` and ``update`` are the
    statements it stands for (removed from the body); ``outer``: the update's arguments for the
    variables the loops around fix; ``down``: (variable, first, last) of each other reduction
    variable; ``taps``: the tap variable's first and last; ``width``: the input's last extent.
    The row is a local row, or (``exact``) a row of an output."""
    row: str
    init: str
    update: str
    outer: tuple[tuple[str, AExpr], ...]
    along: str
    tap: str
    down: tuple[tuple[str, int, int], ...]
    taps: tuple[int, int]
    shift: int
    length: int
    width: int
    lanes: int
    dtype: str
    clips: tuple[int, ...] = ()  # the input's indices that clip the loops down the window
    exact: bool = False  # (an output's row: its last vector stored to its length; a local row's are whole)
    boxed: bool = False  # (a window never clipped: its column vectors kept in a buffer)
    stride: int = 1  # (2: the row's column j reads the input's column 2 * j + tap + shift)


@dataclass(frozen=True)
class StreamLoop(Node):
    """An innermost loop that assigns a large output along its last index, with non-temporal
    vector stores of ``lanes`` elements (``codegen/stream.py``), reads the same in every
    iteration declared before it (``hoisted``: ``hoist.plan``); ``plain``: plain vector stores
    (a loop that calls a function with a vector form, ``po_vexpf``, on a smaller output)."""
    loop: For
    user: User
    along: str      # the statement variable the loop moves
    lanes: int
    hoisted: tuple[tuple[User, ir.Access, int | None], ...] = ()
    plain: bool = False


@dataclass(frozen=True)
class DotSums(Node):
    """A perfect nest (``nest``: outermost first) whose innermost body is a block of float sums
    ``sums`` (statement, call, the vector variable, dtype), one vector accumulator each kept
    through the whole nest, the lanes added up after it (``codegen/dot_sums.py``)."""
    loop: For
    nest: tuple[For, ...]
    sums: tuple[tuple, ...]


@dataclass(frozen=True)
class RegisterReduction(Node):
    """An innermost loop whose updates ``plans`` (statement, call) reduce into elements that do
    not move with it: a register accumulator each, combined after the loop; ``fork``: the loop
    goes to the threads; ``simd``: its accesses move along their last index only (an ``omp
    simd`` loop or vector sums); ``chunked``: float sums over a long or unknown trip, summed in
    chunks of ``reduction.CHUNK`` (``codegen/reduction.py``); ``runs_ahead``: per update, the
    prefetches of a vector sum (``prefetch.runs_ahead`` or ``whole_rows``: read, what follows
    its address; ``short_runs``: they are ``runs_ahead``'s); ``rows_ahead``, ``row_bytes``: the
    rows an ``omp simd`` loop prefetches in blocks, and their element size (``prefetch.rows_ahead``);
    ``hoisted``: gathered indices the loop does not move, checked once before it (``hoist.plan``:
    TC's lookup table ``O(b, n) +=! LUT(I(b, n), r)`` sums each row along ``r``)."""
    loop: For
    plans: tuple[tuple[Statement, User], ...]
    users: tuple[User, ...]     # every call in the loop's body, in order
    fork: bool
    simd: bool = False
    chunked: bool = False
    runs_ahead: tuple[tuple[tuple[ir.Access, str], ...], ...] = ()
    rows_ahead: tuple[tuple[User, ir.Access, str, int], ...] = ()
    row_bytes: int = 1
    short_runs: bool = False
    hoisted: tuple[tuple[User, ir.Access, int | None], ...] = ()


@dataclass(frozen=True)
class NestReduction(Node):
    """A nest that reduces into elements fixed for the whole nest: one ``parallel for
    reduction`` with an accumulator per update (statement, its first call)."""
    loop: For
    updates: tuple[tuple[Statement, User], ...]
    body: Node | None = None    # the loop's body, planned


@dataclass(frozen=True)
class ArraySections(Node):
    """A nest that reduces into elements that move with its inner loops only (column sums): the
    outer loop goes to the threads with OpenMP array-section reductions ``sections``."""
    loop: For
    sections: tuple[str, ...]
    body: Node | None = None    # the loop's body, planned


@dataclass(frozen=True)
class Flat:
    """An access as a flat offset: ``coef`` per variable (linear), ``window`` per window point
    (row-major over the window variables), ``const``."""
    tensor: str
    coef: tuple[tuple[str, int], ...]
    window: tuple[int, ...]
    const: int

    def of(self, var: str) -> int:
        return dict(self.coef).get(var, 0)


@dataclass(frozen=True)
class PadCopy:
    """A zero-padded copy of ``source`` (``poly/padding.py``'s ``po_pad<k>``) that a
    ``ChannelConv`` makes itself, one image at a time into a buffer of its thread: ``lo`` and
    ``hi`` zeros before and after along the last two indices."""
    source: str
    lo: tuple[int, int]
    hi: tuple[int, int]


@dataclass(frozen=True)
class ChannelConv(Node):
    """A convolution nest printed with vectors along the output channels (see the module)."""
    loop: For
    update: str                 # the sum's statement
    finish: str | None          # the statement rewriting each element after the sum
    roles: tuple[str, ...]      # the sum's variables: batch (or ""), k, h, w, c
    ranges: tuple[tuple[int, int], ...]  # (lo, extent) of batch, k, h, w, c
    x: Flat
    wt: Flat
    o: Flat
    points: int                 # the window's points
    pixels: int                 # P
    vectors: int                # VB
    lanes: int                  # L
    depth: int                  # channels per pass
    forks: bool = False         # (n, kb) shared among the threads: ``omp for`` in one region
    pad: PadCopy | None = None  # x is a padded copy this nest makes per image
    absorbs: tuple[str, ...] = ()  # the statements of a copy of x this nest makes itself or reads
    #                                through (its own loops not printed)
