"""CUDA mapping: which loops of a nest become block and thread indices, with which tiles.

``choose_mapping(setting, domain, nest)`` decides, for the outermost band of one nest:

* Members with zero dependence distance (checked against every dependence of the nest, reduction
  chains included) can run in parallel. Up to three are mapped: the one that indexes the last
  dimension of every written tensor becomes x (coalesced), the innermost others y and z. The tile
  ``floor(f / T)`` of a mapped member is ``blockIdx``, its point ``f mod T`` is ``threadIdx`` (a
  strided loop of the thread when the block is smaller than the tile: at most 1024 threads). Other
  parallel members stay loops of every thread, or fold into ``blockIdx.z`` while it has room.
* The remaining members (reductions) stay sequential in every thread; in a permutable band they are
  tiled, and one tile of them is one step of the block-level loop that stages shared memory.
* A contraction (two mapped members on the two sides of an outer product) gets register tiles:
  a thread owns ``vec`` neighbouring points per group, several groups per axis.
* A nest without parallel members runs as a single thread (``<<<1, 1>>>``).
* A sum of fixed sizes whose outputs are too few to fill the GPU (a matmul of 4 rows, a column sum)
  is split along its reduction: chunks of it on one more grid axis, partial sums added with
  ``atomicAdd`` after a kernel of the init (``split_reduction``; the caller makes the two kernels).

``Options.tile_sizes``: None gives ``DEFAULT_BLOCK`` for the mapped members (x, y, z) and
``DEFAULT_SEQ_TILE`` for the sequential ones; an int is every member's tile; a tuple gives the tile of
each member of the nest's outermost band in the band's order (missing: the default); 0 leaves a
member unmapped and untiled. Tiles larger than a member's extent shrink to it; a block has at most
``MAX_THREADS`` threads.

>>> m = Mapping(None, None, mapped=(1, 0), tiles={0: 64, 1: 128}, block=(16, 8), vec=(4, 4))
>>> m.points(0), m.points(1), m.thread_tile()
(8, 8, (8, 8))
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field, replace

import islpy as isl
import numpy as np

from polyopt.codegen.cnames import size_names
from polyopt.codegen.cuda_isl import finite, names
from polyopt.errors import ScheduleError
from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import permute
from polyopt.schedule.members import member_vars
from polyopt.schedule.strides import stride_one_member
from polyopt.target import Gpu

MAX_THREADS = 1024
MIN_BLOCK = 128  # threads a block of a map or reduction gets where the extents allow (_fill_block)
DEFAULT_BLOCK = {1: (256,), 2: (32, 16), 3: (32, 4, 4)}  # tile sizes of mapped members, (x, y, z)
DEFAULT_SEQ_TILE = 32                                     # tile size of sequential (reduction) members
CONTRACTION_THREADS = (16, 8)     # threads along x, y of a register-tiled contraction (16 x 16: 0.88x, not 0.94x)
CONTRACTION_SEQ_TILE = 8          # reduction tile of a contraction: two buffers of 128 x 8 floats per operand, 16 KiB
MAX_GRID_Z = 65535
# A map (no reduction, no register tile) over many points: each thread of axis x computes MAP_GROUPS
# points a block apart (coalesced, independent loads in flight: one load per thread leaves an H200's
# memory half idle), where the grid still has MAP_MIN_WAVES waves of full SMs.
MAP_GROUPS = 4
MAP_MIN_WAVES = 4
# the square tile of a large map without a stride-one member (a transpose), where it fits; on the
# H200, transpose 8192^2: 32 -> 0.206 ms, 64 -> 0.156 ms (90% of copy bandwidth; torch 0.49-0.52 ms)
TRANSPOSE_TILE = 64
# register slots of one thread (its points, unrolled): past this, tile_sizes or register_tile ask for
# more code than isl and nvcc make in seconds (a tile of 1000 along two members: 32 x 32 slots, 0.8 MB
# of CUDA in 6 s; of 2**20: a RecursionError along one member, no end along two; of 2**62: isl's raw
# error); the library's kernels take 64 or fewer
MAX_THREAD_POINTS = 256
THREADS_PER_SM = 2048  # resident threads per SM on sm_70 to sm_90 data-center parts
MIN_REGISTER_EXTENT = 4  # a contraction whose x or y member is shorter gets no register tiles (1 x 4096 x 4096)
MIN_CONTRACTION_THREADS = 64  # a contraction's block takes this many threads along z or x where its tiles leave fewer
# a sum whose outputs give fewer threads than this per SM (with register tiles: fewer blocks than SMs) is split
# along its reduction (split_reduction), in chunks of at least MIN_SPLIT_CHUNK values
SPLIT_THREADS_PER_SM = 1024
MIN_SPLIT_CHUNK = 128
MIN_WARPS_PER_SM = 4  # a contraction's register tiles shrink until its threads fill this many warps per SM
AXES = ("x", "y", "z")
B_PARAMS = ("po_bx", "po_by", "po_bz")  # the isl parameters of blockIdx and threadIdx
T_PARAMS = ("po_tx", "po_ty", "po_tz")
C_IDS = {**{p: "b" + a for p, a in zip(B_PARAMS, AXES)}, **{p: "t" + a for p, a in zip(T_PARAMS, AXES)}}


@dataclass(frozen=True)
class Setting:
    """What every kernel of one compile is generated for: the scop, its dependences (one union
    map), the options, the sizes (None: size-generic), the parameters' context and the GPU (and
    whether tensors go to registers and shared memory)."""
    scop: Scop
    deps: isl.UnionMap
    options: Options
    sizes: dict[str, int] | None
    context: isl.Set
    gpu: Gpu
    promote: bool = True  # registers and shared arrays (False: a wavefront's kernels, cuda_host.py)

    @property
    def ctx(self) -> isl.Context:
        return self.scop.ctx

    @functools.cached_property
    def stmts(self) -> dict:
        return {s.name: s for s in self.scop.statements}

    @functools.cached_property
    def rename(self) -> dict[str, str]:
        """isl names -> C names: the sizes, block and thread indices."""
        return {**size_names(self.scop), **C_IDS}

    @property
    def def_name(self) -> str:
        return self.scop.checked.definition.name


@dataclass(frozen=True)
class Mapping:
    """How one nest maps: member indices of its outermost band ``band`` (None: not a band)."""
    band: T.Band | None
    child: T.Node
    mapped: tuple[int, ...] = ()      # per grid axis x, y, z
    outer: tuple[int, ...] = ()       # parallel, not mapped: loops of every thread
    tiled: tuple[int, ...] = ()       # sequential members tiled at block level
    point: tuple[int, ...] = ()       # point band: the sequential members, innermost last
    tiles: dict[int, int] = field(default_factory=dict)
    block: tuple[int, ...] = ()       # threads per grid axis
    lo: tuple[int, ...] = ()          # first tile index per grid axis
    fold: tuple[int, ...] = ()        # parallel members folded into blockIdx.z (outermost first)
    fold_lo: tuple[int, ...] = ()     # their first values
    fold_n: tuple[int, ...] = ()      # their extents
    zgroups: int = 1                  # tiles of the z member itself (blockIdx.z mod zgroups)
    vec: tuple[int, ...] = ()         # per grid axis: consecutive points of a thread
    split: int = 0                    # > 0: the last grid axis is a chunk of this many values of the reduction
    # A thread of axis d owns the points q = vec*t + v + vec*block*e (0 <= v < vec) of its tile:
    # ceil(tile / (vec * block)) groups of vec neighbours. More than one point per thread along an
    # axis is a register tile (the accumulator of a contraction lives in r_T[..] across the reduction).

    @property
    def nd(self) -> int:
        """Grid axes in use."""
        return len(self.mapped)

    def fold_index(self) -> str:
        """isl text of the mixed-radix number of the folded members' values (``p{k}`` names)."""
        text = ""
        for k, lo, n in zip(self.fold, self.fold_lo, self.fold_n):
            term = f"(p{k} - ({lo}))"
            text = f"({text})*{n} + {term}" if text else term
        return text

    def groups(self, d: int) -> int:
        k = self.mapped[d]
        return -(-self.tiles[k] // (self.vec[d] * self.block[d]))

    def points(self, d: int) -> int:
        """Register slots of a thread along grid axis ``d``."""
        return self.groups(d) * self.vec[d]

    def register_axes(self) -> list[int]:
        """Grid axes (z, y, x order) along which a thread owns more than one point."""
        return [d for d in reversed(range(self.nd)) if self.points(d) > 1]

    def thread_tile(self) -> tuple[int, ...]:
        """The register tile of a thread: slots per register axis (z, y, x order)."""
        return tuple(self.points(d) for d in self.register_axes())

    def describe(self) -> str:
        """The mapping in words (the kernel's comment and ``CudaKernel.mapping``)."""
        b = self.band
        if not self.mapped:
            return "one thread (no parallel loop in the outermost band)" if b is not None else "one thread"
        parts = []
        for d, k in enumerate(self.mapped):
            parts.append(f"{T.member_text(b.member(k))} -> blockIdx.{AXES[d]} (tile {self.tiles[k]}) / "
                         f"threadIdx.{AXES[d]} ({self.block[d]})")
        if self.split:
            parts.append(f"the reduction in chunks of {self.split} on blockIdx.{AXES[self.nd - 1]}, partial sums added "
                         "by atomicAdd")
        if self.fold:
            parts.append("folded into blockIdx.z: " + ", ".join(T.member_text(b.member(k)) for k in self.fold))
        if self.outer:
            parts.append("loops of every thread: " + ", ".join(T.member_text(b.member(k)) for k in self.outer))
        seq = [k for k in self.point if k not in self.mapped]
        if seq:
            parts.append("sequential: " + ", ".join(
                T.member_text(b.member(k)) + (f" (tiles of {self.tiles[k]})" if k in self.tiled else "") for k in seq))
        return "; ".join(parts)

    def shown(self) -> T.Node:
        """The nest's band in mapping order (for ``schedule.explain()``)."""
        if self.band is None:
            return self.child
        taken = [*self.outer, *self.fold, *self.mapped]
        order = [*self.outer, *self.fold, *self.mapped[::-1]] + [k for k in self.point if k not in taken]
        return T.Mark("grid: " + ", ".join(f"{T.member_text(self.band.member(k))}->{AXES[d]}"
                                         for d, k in enumerate(self.mapped)) if self.mapped else "single thread",
                      permute(self.band, order) if order != list(range(self.band.n)) else self.band)


def tile_option(options: Options, k: int, default: int) -> int:
    """The tile ``Options.tile_sizes`` asks for member ``k`` (0: neither mapped nor tiled)."""
    ts = options.tile_sizes
    if ts is None:
        return default
    if isinstance(ts, int):
        return ts if ts > 0 else 0
    return ts[k] if k < len(ts) else default


def choose_mapping(s: Setting, dom: isl.UnionSet, node: T.Node, split: bool = False) -> Mapping:
    """The mapping of the nest ``node`` (instances ``dom``) onto blocks and threads; with ``split``,
    a sum whose outputs leave most SMs idle is split along its reduction (``split_reduction``: the
    caller runs the nest's init in a kernel before)."""
    if not isinstance(node, T.Band) or node.n == 0:
        return Mapping(None, node)
    m = _choose(s, dom, node)
    chunk = split_reduction(s, dom, m) if split else None
    if chunk is None:
        return m
    k = next(k for k in m.point if k not in m.mapped)
    member = node.member(k).scale_down_val(isl.Val.int_from_si(s.ctx, chunk)).floor()
    lst = isl.UnionPwAffList.alloc(s.ctx, node.n + 1)
    for j in range(node.n):
        lst = lst.add(node.member(j))
    mupa = isl.MultiUnionPwAff.from_union_pw_aff_list(isl.Space.set_alloc(s.ctx, 0, node.n + 1), lst.add(member))
    band = replace(node, schedule=mupa, coincident=node.coincident + (True,), loop_types=())
    return _choose(s, dom, band, split=chunk)


def split_reduction(s: Setting, dom: isl.UnionSet, m: Mapping) -> int | None:
    """The chunk of the reduction each block sums where the outputs of a sum of fixed sizes give
    fewer than ``SPLIT_THREADS_PER_SM`` threads per SM (atax's 2100 columns: 9 blocks of 256
    threads), or with register tiles fewer blocks than SMs (a 4 x 4096 x 4096 matmul: 64 blocks of
    16 threads on 132 SMs): the chunks are blocks along the next grid axis (y or z), which add their
    partial sums into the output with ``atomicAdd`` after a kernel of the init has set it to 0
    (the order of the additions varies: the last bits of the sums may differ from run to run).
    None: not split. Only a nest of one ``+=`` into a float tensor (and its init), one or two
    mapped members, one reduction member of tiles, no fold, default tiles."""
    if s.sizes is None or s.options.tile_sizes is not None or len(m.mapped) not in (1, 2) or m.outer or m.fold:
        return None
    seq = [k for k in m.point if k not in m.mapped]
    if len(seq) != 1 or seq[0] not in m.tiled or summed_tensor(s, dom) is None:
        return None
    image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_multi_union_pw_aff(m.band.schedule)))
    ext = [finite(image.dim_max_val(k)) for k in range(m.band.n)]
    low = [finite(image.dim_min_val(k)) for k in range(m.band.n)]
    if any(x is None for x in ext + low) or low[seq[0]] != 0:
        return None
    blocks = math.prod(-(-(ext[k] - low[k] + 1) // m.tiles[k]) for k in m.mapped)
    if m.thread_tile():  # register tiles run few threads on purpose: two blocks per SM, as _fill_device
        want = -(-2 * s.gpu.sms // blocks) if blocks < s.gpu.sms else 1
    else:
        want = -(-SPLIT_THREADS_PER_SM * s.gpu.sms // (blocks * math.prod(m.block)))
    n, t = ext[seq[0]] + 1, m.tiles[seq[0]]
    chunks = min(want, n // MIN_SPLIT_CHUNK)
    if chunks < 2:
        return None
    per = -(-n // chunks)
    return t * -(-per // t)  # (a whole number of the reduction's tiles)


def summed_tensor(s: Setting, dom: isl.UnionSet) -> str | None:
    """The tensor of the nest ``dom`` when it is one ``T += expr`` (``expr`` not reading ``T``) of
    a float type with atomicAdd, and perhaps its init (``T = 0``)."""
    stmts = [s.stmts[n] for n in sorted(names(dom))]
    updates = [st for st in stmts if st.kind == "update"]
    if len(updates) != 1 or updates[0].op != "+":
        return None
    t = updates[0].lhs.tensor
    if any(st.kind != "init" or st.op != "+" or st.lhs.tensor != t for st in stmts if st is not updates[0]):
        return None
    if s.scop.checked.tensors[t].dtype not in ("float32", "float64"):
        return None
    reads = {a.tensor for a in ir.walk(updates[0].rhs) if isinstance(a, ir.Access)}
    return None if t in reads else t


def _choose(s: Setting, dom: isl.UnionSet, b: T.Band, split: int = 0) -> Mapping:
    """``choose_mapping`` of a band (``split``: its last member is the chunk of the reduction,
    mapped alone to the last grid axis in use, y or z)."""
    options = s.options
    deps = s.deps.intersect_domain(dom).intersect_range(dom)
    image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_multi_union_pw_aff(b.schedule)))
    zero, lo, hi = [], [], []
    for k in range(b.n):
        f = isl.UnionMap.from_union_pw_aff(b.member(k))
        d = deps.apply_domain(f).apply_range(f)
        zero.append(d.is_empty() or d.deltas().is_subset(isl.UnionSet("{ [0] }", context=s.ctx))
                    or (split > 0 and k == b.n - 1))  # (chunks of a sum, added atomically)
        lo.append(finite(image.dim_min_val(k)))
        hi.append(finite(image.dim_max_val(k)))

    def dense(k: int) -> bool:  # (a fold takes every value: not c - c mod 3; asked of fixed sizes only:
        # the hull of a size-generic image took minutes, 3mm's under fusion="max")
        alone = image.project_out(isl.dim_type.set, k + 1, b.n - k - 1).project_out(isl.dim_type.set, 0, k)
        return alone.is_equal(alone.polyhedral_hull())
    cands = [k for k in range(b.n) if zero[k] and lo[k] is not None and tile_option(options, k, 1) > 0]
    flagged = replace(b, coincident=tuple(k in cands for k in range(b.n)))
    x = stride_one_member(flagged, s.scop) if cands else None
    if x is None and cands and not all(zero):  # A @ B.T: B(j, k) is read across j, but through shared tiles
        x = stride_one_member(flagged, s.scop, pack=True)  # copied along k, so j still goes to x
    rest = [k for k in cands if k != x]
    mapped = ([x] + rest[::-1][:2]) if x is not None else rest[::-1][:3]
    if not mapped:
        return Mapping(b, b.child, point=tuple(range(b.n)))
    seq = [k for k in range(b.n) if not zero[k]]
    tiled = [k for k in seq if b.permutable and tile_option(options, k, DEFAULT_SEQ_TILE) > 0]
    sides = [k for k in rest if not split or k != b.n - 1]  # (not the chunk of a split reduction)
    pair = _outer_product(s, b, x, sides) if x is not None and tiled and options.register_tile else None
    if pair is not None and any(lo[k] is not None and hi[k] is not None and hi[k] - lo[k] + 1 < MIN_REGISTER_EXTENT
                                for k in (x, pair)):
        pair = None  # a matmul of 1 to 3 rows: register tiles along them would be mostly empty, blocks of 16 threads
    if pair is not None:  # a contraction: x and its partner y get register tiles
        mapped = [x, pair] + [k for k in rest[::-1] if k != pair][:1]
    if split:  # the chunk of the reduction alone on the last grid axis: one block a chunk
        mapped = [k for k in mapped if k != b.n - 1][:2] + [b.n - 1]
    outer = [k for k in range(b.n) if zero[k] and k not in mapped]
    if pair is None:
        defaults, regs = DEFAULT_BLOCK[len(mapped)], [1] * len(mapped)
    else:
        rows, vectors = options.register_tile
        regs = _fit_registers([4 * vectors, rows], _accumulator_words(s, dom)) + [1] * (len(mapped) - 2)
        par = [k for k in range(b.n) if zero[k] and not (split and k == b.n - 1)]  # (the tiles of the unsplit sum)
        if options.tile_sizes is None and all(lo[k] is not None and hi[k] is not None for k in par):
            regs = _fit_threads(regs, math.prod(hi[k] - lo[k] + 1 for k in par), s.gpu)
        defaults = tuple(t * r for t, r in zip(CONTRACTION_THREADS, regs)) + (1,)
    tiles: dict[int, int] = {}
    for d, k in enumerate(mapped):
        t = tile_option(options, k, defaults[d])
        if regs[d] > 1 and lo[k] is not None and hi[k] is not None:  # whole warps: 54 -> 8 threads of 8
            t = min(t, regs[d] * _pow2_ceil(-(-(hi[k] - lo[k] + 1) // regs[d])))
        tiles[k] = _clamp(t, lo[k], hi[k]) if regs[d] == 1 else max(t, 1)
    for k in tiled:
        tiles[k] = _clamp(tile_option(options, k, CONTRACTION_SEQ_TILE if pair is not None else DEFAULT_SEQ_TILE),
                          lo[k], hi[k])
    if split:
        tiles[b.n - 1] = 1
    point = seq
    if b.permutable:  # short reduction loops innermost, where the printer unrolls them (a 3 x 3 window)
        span = {k: tiles.get(k) or ((hi[k] - lo[k] + 1) if lo[k] is not None and hi[k] is not None else 1 << 30)
                for k in seq}
        point = sorted(seq, key=lambda k: -span[k])
    regs = [min(r, tiles[k]) for r, k in zip(regs, mapped)]
    vec = [next(v for v in (4, 2, 1) if r % v == 0) for r in regs]
    block = [-(-tiles[k] // r) for k, r in zip(mapped, regs)]
    if pair is not None and options.tile_sizes is None and s.sizes is not None:
        _fill_device(s.gpu, mapped, tiles, block, lo, hi, regs)
        _fill_contraction(mapped, tiles, block, lo, hi, bool(split))
    if pair is None and options.tile_sizes is None:
        _fill_block(s.gpu, mapped[:-1] if split else mapped, tiles, block, lo, hi, math.prod(defaults))
    while math.prod(block) > MAX_THREADS:
        i = max(range(len(block)), key=lambda j: block[j])
        block[i] = (block[i] + 1) // 2
    if pair is None and not seq and options.tile_sizes is None and s.sizes is not None:
        if mapped[0] == x:
            _group_map_points(s.gpu, mapped, tiles, block, lo, hi, 0, MAP_GROUPS)
        elif len(mapped) > 1:  # a transpose: square tiles, copied through shared memory
            for d in (0, 1):
                if TRANSPOSE_TILE > block[d] and TRANSPOSE_TILE % block[d] == 0:
                    _group_map_points(s.gpu, mapped, tiles, block, lo, hi, d, TRANSPOSE_TILE // block[d])
    for d, k in list(enumerate(mapped))[1:]:  # gridDim.y and .z hold at most 65535 blocks: more points
        if regs[d] == 1 and lo[k] is not None and hi[k] is not None and \
                hi[k] // tiles[k] - lo[k] // tiles[k] + 1 > MAX_GRID_Z:  # a thread (a 2,000,000 x 1 map)
            per = -(-(hi[k] - lo[k] + 1) // (MAX_GRID_Z - 1))
            tiles[k] = block[d] * -(-per // block[d])
    first = [lo[k] // tiles[k] for k in mapped]
    zgroups, fold, fold_lo, fold_n = 1, [], [], []
    if len(mapped) == 3 and s.sizes is not None:
        zgroups = hi[mapped[2]] // tiles[mapped[2]] - first[2] + 1
        grid = zgroups
        for k in [k for k in outer if hi[k] is not None and dense(k)]:
            if grid * (hi[k] - lo[k] + 1) > MAX_GRID_Z:
                break  # keep the rest as loops of every thread
            grid *= hi[k] - lo[k] + 1
            fold.append(k)
            fold_lo.append(lo[k])
            fold_n.append(hi[k] - lo[k] + 1)
        outer = [k for k in outer if k not in fold]
    m = Mapping(b, b.child, tuple(mapped), tuple(outer), tuple(tiled), tuple(point), tiles, tuple(block),
                tuple(first), tuple(fold), tuple(fold_lo), tuple(fold_n), zgroups, tuple(vec), split)
    if math.prod(m.thread_tile()) > MAX_THREAD_POINTS:
        raise ScheduleError(
            f"{s.def_name}: each thread would own {' x '.join(map(str, m.thread_tile()))} points of its block's "
            f"tile ({m.describe()}), unrolled into registers: more than {MAX_THREAD_POINTS}; give smaller tile_sizes "
            f"(now {options.tile_sizes}) or register_tile (now {options.register_tile})")
    return m


def _outer_product(s: Setting, b: T.Band, x: int, rest: list[int]) -> int | None:
    """A parallel member ``y`` that pairs with ``x`` as the two sides of an outer product: the
    deepest statement reads one tensor that moves with ``x`` and not ``y`` and another that moves
    with ``y`` and not ``x`` (matmul's ``B(k, j)`` and ``A(i, k)``; a convolution's input and
    filter for ``w`` and ``k``). Their register tiles then reuse each other's loads."""
    uses = member_vars(b, s.scop)
    deepest = max((st for st in s.stmts.values() if st.name in uses[x]), key=lambda st: len(st.vars), default=None)
    if deepest is None:
        return None
    reads = [set().union(*map(ir.walk_vars, r.expr.indices)) for r in deepest.refs
             if not r.write and r.expr.indices]
    xs = uses[x].get(deepest.name, set())
    for y in rest[::-1]:
        ys = uses[y].get(deepest.name, set())
        if not ys or not xs:
            continue
        if any(v & xs and not v & ys for v in reads) and any(v & ys and not v & xs for v in reads):
            return y
    return None


def _fill_device(gpu: Gpu, mapped: list[int], tiles: dict[int, int], block: list[int], lo, hi, regs) -> None:
    """Smaller blocks (down to 64 threads) while the grid has fewer than two blocks per SM
    (``block`` and ``tiles`` change in place)."""
    def blocks():
        n = 1
        for k in mapped:
            n *= -(-(hi[k] - lo[k] + 1) // tiles[k])
        return n
    while blocks() < 2 * gpu.sms and math.prod(block) > 64:
        d = max((0, 1), key=lambda j: tiles[mapped[j]])
        if block[d] <= 4:
            d = 1 - d
            if block[d] <= 4:
                break
        block[d] //= 2
        tiles[mapped[d]] = _clamp(block[d] * regs[d], lo[mapped[d]], hi[mapped[d]])


def _fill_contraction(mapped: list[int], tiles: dict[int, int], block: list[int], lo, hi, split: bool) -> None:
    """More threads along z (a contraction's third mapped member, one point a thread; not the chunk
    of a split reduction), then x, while the block has fewer than ``MIN_CONTRACTION_THREADS``
    (``_fill_device``'s floor) and the member has more values than its tile (``tiles`` and
    ``block`` change in place). conv2d_grouped's 8 output channels were one thread's 8 rows and
    its 56 columns 8 threads': blocks of 8 threads (at most 32 blocks fit an SM: 1/8 of its
    threads); a 4 x 4096 x 4096 matmul's 4 rows left blocks of 16 threads.

    >>> tiles, block = {0: 64, 1: 8, 2: 1}, [8, 1, 1]
    >>> _fill_contraction([0, 1, 2], tiles, block, [0, 0, 0], [55, 7, 55], False)
    >>> block, tiles
    ([8, 1, 8], {0: 64, 1: 8, 2: 8})
    """
    for d in ([2] if len(mapped) == 3 and not split else []) + [0]:
        k = mapped[d]
        if lo[k] is None or hi[k] is None:
            continue
        while math.prod(block) < MIN_CONTRACTION_THREADS and tiles[k] < hi[k] - lo[k] + 1:
            tiles[k] *= 2
            block[d] *= 2


def _fill_block(gpu: Gpu, mapped: list[int], tiles: dict[int, int], block: list[int], lo, hi, want: int) -> None:
    """Blocks of ``MIN_BLOCK`` threads or more where the extents allow, up to ``want`` while the grid
    keeps two blocks per SM (``tiles`` and ``block`` change in place): a mapped member shorter than
    its default tile (the one column of a 2,000,000 x 1 map, whose blocks had 16 threads) leaves
    its threads to the others, by doubling their tiles, x first (it stays coalesced), each up to
    its extent (unknown: no limit).

    >>> tiles, block = {0: 16, 1: 1}, [1, 16]
    >>> _fill_block(Gpu(), [1, 0], tiles, block, [0, 0], [1999999, 0], 512)
    >>> block, tiles
    ([1, 512], {0: 512, 1: 1})
    """
    def extent(k: int) -> int | None:
        return hi[k] - lo[k] + 1 if lo[k] is not None and hi[k] is not None else None

    def blocks() -> int | None:
        known = [-(-extent(k) // tiles[k]) for k in mapped if extent(k) is not None]
        return math.prod(known) if len(known) == len(mapped) else None
    while 2 * math.prod(block) <= want:
        d = next((d for d, k in enumerate(mapped) if extent(k) is None or tiles[k] < extent(k)), None)
        if d is None:
            return
        k, before = mapped[d], tiles[mapped[d]]
        tiles[k] = 2 * before if extent(k) is None else min(2 * before, extent(k))
        n = blocks()
        if math.prod(block) >= MIN_BLOCK and n is not None and n < 2 * gpu.sms:
            tiles[k] = before  # (a small map: more blocks, on more SMs, rather than larger ones)
            return
        block[d] = tiles[k]


def _group_map_points(gpu: Gpu, mapped: list[int], tiles: dict[int, int], block: list[int], lo, hi,
                      d: int, groups: int) -> None:
    """``groups`` points per thread along grid axis ``d`` (its tile grows, ``tiles`` changes in
    place) where the points of the mapped members fill ``MAP_MIN_WAVES`` waves of ``gpu`` at that
    many per thread."""
    k = mapped[d]
    if any(lo[j] is None or hi[j] is None for j in mapped) or hi[k] - lo[k] + 1 < groups * block[d]:
        return
    points = math.prod(hi[j] - lo[j] + 1 for j in mapped)
    if points // groups >= MAP_MIN_WAVES * gpu.sms * THREADS_PER_SM:
        tiles[k] = groups * block[d]


def _fit_threads(regs: list[int], points: int, gpu: Gpu) -> list[int]:
    """Smaller register tiles (rows first, down to 4 x 4) while ``points`` outputs would give fewer
    than ``MIN_WARPS_PER_SM`` warps per SM: a 1000 x 1000 matmul in 8 x 8 tiles is one warp per SM."""
    regs = list(regs)
    while points // math.prod(regs) < gpu.sms * MIN_WARPS_PER_SM * gpu.warp_size and math.prod(regs) > 16:
        d = 1 if regs[1] >= regs[0] else 0
        if regs[d] <= 4:
            d = 1 - d
            if regs[d] <= 4:
                break
        regs[d] //= 2
    return regs


def _accumulator_words(s: Setting, dom: isl.UnionSet) -> int:
    """32-bit registers one accumulator of the nest ``dom`` takes (its widest written type)."""
    written = {s.stmts[n].lhs.tensor for n in names(dom)}
    return max(-(-np.dtype(s.scop.checked.tensors[t].dtype).itemsize // 4) for t in written)


def _fit_registers(regs: list[int], words: int) -> list[int]:
    """The register tile ``regs`` (x, y) of ``Options.register_tile``, counted in 32-bit registers:
    halved (rows first) once per doubling of the ``words`` an accumulator takes. 8 x 8 doubles are
    128 registers of accumulators: trmm and doitgen took 254 registers (trmm spilled 16 B).

    >>> _fit_registers([8, 8], 1), _fit_registers([8, 8], 2), _fit_registers([8, 8], 4)
    ([8, 8], [8, 4], [4, 4])
    """
    regs = list(regs)
    while words > 1 and max(regs) > 1:
        d = 1 if regs[1] >= regs[0] else 0
        regs[d] = -(-regs[d] // 2)
        words //= 2
    return regs


def _pow2_ceil(n: int) -> int:
    return 1 << max(n - 1, 0).bit_length()


def _clamp(t: int, lo: int | None, hi: int | None) -> int:
    if lo is not None and hi is not None:
        t = min(t, hi - lo + 1)
    return max(t, 1)
