"""CUDA target: map a schedule onto a grid of thread blocks, as PPCG and Tensor Comprehensions do.

``cuda_pipeline(scop, deps, options, sizes)`` schedules ``scop`` with isl (sizes as parameters,
so the mapping is the same at every size), cuts the schedule into nests (the children of the
top-level sequence) and turns every nest into one ``__global__`` function, launched in order:

* Members of the nest's outermost band with zero dependence distance (checked against every
  dependence of the nest, reduction chains included) can run in parallel. Up to three are mapped:
  the one that indexes the last dimension of every written tensor becomes x (coalesced), the
  innermost others y and z. The tile ``floor(f / T)`` of a mapped member is ``blockIdx``, its point
  ``f mod T`` is ``threadIdx`` (a strided loop of the thread when the block is smaller than the tile:
  at most 1024 threads). Other parallel members stay loops of every thread.
* The remaining members (reductions) stay sequential in every thread; in a permutable band they are
  tiled, and one tile of them is one step of the block-level loop that stages shared memory.
* A nest without parallel members runs as a single thread (``<<<1, 1>>>``).

The code of a kernel comes from isl's AST generator (PPCG's method): the block and thread indices
are isl parameters ``po_bx .. po_tz`` fixed by constraints on the domain, the kernel's schedule is
``[outer parallel members] [tiles of the sequential members] [thread and point loops] [rest]``, and
the statements that stage data (shared-memory copies, ``__syncthreads()``, register loads and
stores) are statements of that schedule too, with domains that do not depend on the thread, so
that every ``__syncthreads()`` is reached by every thread of the block. In kernels for fixed sizes
(and with ``Options.separate_tiles``), full tiles are isolated (isl's ``isolate`` option): they run
without guards, and shared-memory copies of full tiles without bounds checks; partial tiles are
guarded.

``Options.tile_sizes``: None gives ``DEFAULT_BLOCK`` for the mapped members (x, y, z) and
``DEFAULT_SEQ_TILE`` for the sequential ones; an int is every member's tile; a tuple gives the tile of
each member of the nest's outermost band in the band's order (missing: the default); 0 leaves a
member unmapped and untiled. Tiles larger than a member's extent shrink to it; a block has at most
``MAX_THREADS`` threads (fewer threads than the tile: each thread loops over several points).

Promotion:

* shared memory: a tensor that the nest only reads, through affine indices, and that several
  threads of a block read at the same step of the block-level loop, is copied to a
  ``__shared__`` array when its footprint over one block and one step is contained in a box of
  constant size (offset affine in the block index and the loop iterators) and the arrays of the
  kernel fit in ``SHARED_BUDGET`` bytes. All threads copy (the linear thread index strides over the
  box; global reads coalesced along the last dimension), ``__syncthreads()`` before and after use.
* registers: a tensor whose elements, inside one iteration of the outer loops, are each accessed by
  one thread only, one element per thread (the accumulator of a matmul or a reduction), lives in a
  register ``r_NAME``: loaded first (unless the thread writes it before reading it) and stored last.

Limits: only the outermost band of a nest is mapped (a nest whose parallelism is deeper runs on one
thread); shared promotion needs a constant-size box footprint (no gathers, no tensors written in the
nest); the launch plan uses static shared memory only (``shared_bytes`` is informative: the
dynamic amount to pass at launch is 0).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

import islpy as isl
import numpy as np

from polyopt.codegen import cuda_rows, cuda_rows_print
from polyopt.codegen.c import _affine, _one_line, cname, size_names
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.cuda_isl import (  # noqa: F401
    _box,
    _finite,
    _names,
    _on_domain,
    _params_to_in,
    _project_params,
    _reused_by_threads,
    _union,
    _union_set,
)
from polyopt.codegen.cuda_print import AXES, KernelArg, _ast, _CudaPrinter, _prod  # noqa: F401 (KernelArg: API)
from polyopt.codegen.loops import AExpr, AId, AInt, AOp, pw_aff_expr
from polyopt.codegen.prelude import division_helpers, identity, special_helpers, used_helpers
from polyopt.errors import PolyoptError, ScheduleError
from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop
from polyopt.poly.storage import returned_shape
from polyopt.schedule.program import program_order
from polyopt.schedule.schedule import Schedule
from polyopt.schedule.scheduler import _member_vars, isl_schedule, permute, stride_one_member
from polyopt.target import Gpu

__all__ = ["CudaCompiled", "CudaKernel", "KernelArg", "cuda_pipeline", "DEFAULT_BLOCK", "MAX_THREADS"]

MAX_THREADS = 1024
DEFAULT_BLOCK = {1: (256,), 2: (32, 16), 3: (32, 4, 4)}  # tile sizes of mapped members, (x, y, z)
DEFAULT_SEQ_TILE = 32                                     # tile size of sequential (reduction) members
CONTRACTION_THREADS = (16, 8)     # threads along x, y of a register-tiled contraction (16 x 16: 0.88x, not 0.94x)
CONTRACTION_SEQ_TILE = 8          # reduction tile of a contraction: two buffers of 128 x 8 floats per operand, 16 KiB
SHARED_BUDGET = 40 * 1024                                 # static shared memory per block, bytes
# sm_80+: double-buffered tiles copied by cp.async rather than staged through registers. Off: on an
# H200 the staged copies were faster (matmul 4096 0.94x cuBLAS against 0.66x, bmm 0.94x against 0.70x)
ASYNC_COPIES = False
MAX_STAGING = 32  # 32-bit registers per thread that the staging of double-buffered copies may take
VECTOR_TYPES = {"float32": "float4", "float64": "double2", "int32": "int4", "uint32": "uint4",
                "int64": "longlong2", "uint64": "ulonglong2"}  # 128-bit copies by element type
MAX_GRID_Z = 65535
MIN_WARPS_PER_SM = 4  # a contraction's register tiles shrink until its threads fill this many warps per SM
B_PARAMS = ("po_bx", "po_by", "po_bz")
T_PARAMS = ("po_tx", "po_ty", "po_tz")


C_IDS = {**{p: "b" + a for p, a in zip(B_PARAMS, AXES)}, **{p: "t" + a for p, a in zip(T_PARAMS, AXES)}}


# ---- the result --------------------------------------------------------------------------------
@dataclass(frozen=True)
class CudaKernel:
    """The launch plan of one ``__global__`` function."""
    name: str
    grid: tuple            # (x, y, z): ints, or AExpr of the sizes for a size-generic kernel
    block: tuple[int, int, int]
    shared_bytes: int      # static __shared__ memory of the kernel (dynamic amount at launch: 0)
    args: tuple[KernelArg, ...]
    statements: tuple[str, ...]
    mapping: str           # in words: which loop goes to which block / thread index
    shared: tuple[tuple[str, tuple[int, ...]], ...] = ()   # (sh_NAME, box shape) per shared array
    registers: tuple[str, ...] = ()                        # tensors kept in a register per thread
    thread_tile: tuple[int, ...] = ()       # register slots per thread along the register axes (z, y, x)
    aligned: tuple[str, ...] = ()           # tensors copied with 128-bit loads: need 16-byte aligned data
    pipelined: bool = False                 # shared tiles double-buffered along the reduction
    fma_per_load: float = 0.0               # FMAs per shared element a thread loads (0: no shared reads)
    scratch: tuple = ()                     # (name, dtype, elements: int or AExpr): row kernels' partials

    def grid_for(self, sizes: dict[str, int] | None = None) -> tuple[int, int, int]:
        """The grid as ints (``sizes``, by kernel-text name, for a size-generic kernel)."""
        return tuple(g if isinstance(g, int) else max(0, evaluate(g, sizes or {})) for g in self.grid)

    @property
    def threads(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]


@dataclass(frozen=True)
class CudaCompiled:
    """CUDA source and launch plan of one kernel, for fixed sizes (or size-generic)."""
    sizes: tuple[tuple[str, int], ...]
    scop: Scop
    schedule: Schedule
    source: str
    kernels: tuple[CudaKernel, ...]
    options: Options
    generic: bool = False  # size-generic code: sizes are kernel arguments, grids expressions of them

    def shape(self, tensor: str) -> tuple[int, ...]:
        """The shape of an output as a call returns it (``Compiled.shape``), or of a temporary."""
        return returned_shape(self._shapes[tensor], self.kept.get(tensor))

    def buffer_shape(self, tensor: str) -> tuple[int, ...]:
        return self._shapes[tensor]

    @property
    def kept(self) -> dict:
        return self.scop.checked.kept

    def grids(self, sizes: dict[str, int] | None = None) -> tuple[tuple[int, int, int], ...]:
        """The grid of every kernel, at the bound sizes (or ``sizes`` for size-generic code)."""
        bound = dict(self.sizes) or dict(sizes or {})
        return tuple(k.grid_for(bound) for k in self.kernels)

    def at(self, sizes: dict[str, int]) -> CudaCompiled:
        """This size-generic code bound to concrete sizes (same text; shapes and grids for them)."""
        return replace(self, sizes=tuple((k, int(sizes[k])) for k in self.scop.params))

    @functools.cached_property
    def _shapes(self) -> dict[str, tuple[int, ...]]:
        values = dict(self.sizes)
        return {t: self.scop.shape(t, values) for t, info in self.scop.checked.tensors.items()
                if info.kind in ("output", "temp")}

    def explain(self) -> str:
        """The kernels, their launch shapes, shared arrays and registers, as a table."""
        rows = [("kernel", "grid", "block", "thread tile", "shared", "registers", "fma/ld", "mapping")]
        for k in self.kernels:
            grid = "x".join(str(g) if isinstance(g, int) else f"({aexpr_c(g)})" for g in k.grid)
            shared = ", ".join(f"{t}[{']['.join(map(str, s))}]" + (" 128-bit" if t.split("_")[0] in k.aligned else "")
                               for t, s in k.shared)
            if shared:
                shared = f"{shared} ({k.shared_bytes} B{', double-buffered' if k.pipelined else ''})"
            rows.append((k.name, grid, "x".join(map(str, k.block)), "x".join(map(str, k.thread_tile)) or "1",
                         shared or "-", ", ".join(k.registers) or "-", f"{k.fma_per_load:g}" if k.fma_per_load else "-",
                         k.mapping))
        widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
        return "\n".join("  ".join(x.ljust(w) for x, w in zip(r, widths)).rstrip() for r in rows)


_COMPARE = {"eq": lambda x, y: x == y, "le": lambda x, y: x <= y, "lt": lambda x, y: x < y,
            "ge": lambda x, y: x >= y, "gt": lambda x, y: x > y, "and": lambda x, y: bool(x and y),
            "or": lambda x, y: bool(x or y)}


def evaluate(e: AExpr | int, env: dict[str, int]) -> int:
    """Value of an integer AST expression over the sizes ``env`` (C semantics for / and %)."""
    if isinstance(e, int):
        return e
    if isinstance(e, AInt):
        return e.value
    if isinstance(e, AId):
        return int(env[e.name])
    a = [evaluate(x, env) for x in e.args]
    op = e.op
    if op == "add":
        return a[0] + a[1]
    if op == "sub":
        return a[0] - a[1]
    if op == "mul":
        return a[0] * a[1]
    if op == "minus":
        return -a[0]
    if op in ("fdiv_q",):
        return a[0] // a[1]
    if op in ("div", "pdiv_q"):
        q = abs(a[0]) // abs(a[1])
        return q if (a[0] < 0) == (a[1] < 0) else -q
    if op in ("pdiv_r", "zdiv_r"):
        return a[0] - a[1] * evaluate(AOp("div", e.args), env)
    if op == "min":
        return min(a)
    if op == "max":
        return max(a)
    if op == "select":
        return a[1] if a[0] else a[2]
    if op in _COMPARE:
        return int(_COMPARE[op](*a))
    raise NotImplementedError(op)  # pragma: no cover


# ---- the pipeline --------------------------------------------------------------------------------
def cuda_pipeline(scop: Scop, deps: Dependences, options: Options, sizes: dict[str, int] | None,
                  sched: T.Root | None = None, gpu: Gpu | None = None) -> CudaCompiled:
    """scop -> GPU mapping -> ``.cu`` text and launch plan (``sizes`` None: size-generic kernels).

    ``sched`` replaces isl's schedule (a schedule tree over the scop's statements); ``gpu`` gives
    the device's limits (default: an H100/H200's, ``Gpu.defaults()``).
    """
    if scop.storage:  # the GPU code indexes every step: a scop modeled for it keeps them (driver.model)
        raise PolyoptError(f"{scop.checked.definition.name}: the CUDA back end needs a model that keeps every "
                           f"step, not one with {', '.join(c.tensor for c in scop.storage)} stored modulo a few "
                           "steps (driver.model(..., contract=False))")
    gpu = gpu if gpu is not None else Gpu.defaults()
    context = scop.fixed_context(sizes) if sizes is not None else scop.context
    notes: list[str] = []
    if sched is not None:
        root = sched
    elif options.schedule == "program":
        root = program_order(scop).root
    else:
        try:
            root = isl_schedule(scop, deps, options, None)
        except ScheduleError as e:
            notes.append(f"{e}; program order")
            root = program_order(scop).root
    gen = _Generator(scop, deps, options, sizes, context, gpu)
    domain = root.domain.intersect_params(context)
    kernels, shown = [], []
    nests = [(dom, node) for dom, node in _nests(root.child, domain) if not dom.is_empty()]
    for item in cuda_rows.plan(scop, deps, sizes, context, nests) if sched is None else [("nest", *n) for n in nests]:
        if item[0] == "rows":  # a run of nests that reduces along rows: row kernels (codegen/cuda_rows.py)
            row = cuda_rows_print.row_kernels(item[1], scop, sizes, len(kernels))
            kernels += [_Kernel(replace(CudaKernel(k.name, k.grid, k.block, k.shared_bytes, k.args, k.statements,
                                                   k.mapping, k.shared, k.registers), aligned=k.aligned,
                                        scratch=k.scratch), k.text, None) for k in row]
            shown.append(cuda_rows_print.shown(item[1], row))
            notes += [f"{k.name}: {k.mapping}" for k in row]
            continue
        dom, node = item[1:]
        k = gen.kernel(len(kernels), dom, node)
        kernels.append(k)
        shown.append(T.Filter(dom.universe(), T.Mark(f"kernel {k.plan.name}", k.shown)))
        notes.append(f"{k.plan.name}: {k.plan.mapping}")
    if not shown:
        tree = T.LEAF
    elif len(shown) == 1:
        tree = shown[0].child
    else:
        tree = T.Sequence(tuple(shown))
    schedule = Schedule(scop, T.Root(root.domain, tree), "cuda", tuple(notes))
    source = gen.source([k.text for k in kernels])
    fixed = tuple((k, int(sizes[k])) for k in scop.params) if sizes is not None else ()
    return CudaCompiled(fixed, scop, schedule, source, tuple(k.plan for k in kernels), options, sizes is None)


def _nests(n: T.Node, dom: isl.UnionSet) -> list[tuple[isl.UnionSet, T.Node]]:
    """The nests of a schedule tree: what lies below the top-level sequence(s), in order."""
    if isinstance(n, T.Mark):
        return _nests(n.child, dom)
    if isinstance(n, T.Filter):
        return _nests(n.child, dom.intersect(n.filter))
    if isinstance(n, T.Sequence):
        return [x for f in n.children for x in _nests(f, dom)]
    return [(dom, n)]


# ---- mapping one nest ----------------------------------------------------------------------------
@dataclass
class _Map:
    """How one nest maps: member indices of its outermost band."""
    band: T.Band | None
    child: T.Node
    mapped: list[int] = field(default_factory=list)   # per grid axis x, y, z
    outer: list[int] = field(default_factory=list)    # parallel, not mapped: loops of every thread
    tiled: list[int] = field(default_factory=list)    # sequential members tiled at block level
    point: list[int] = field(default_factory=list)    # point band: mapped (z, y, x) then sequential
    tiles: dict[int, int] = field(default_factory=dict)
    block: list[int] = field(default_factory=list)    # threads per grid axis
    lo: list[int] = field(default_factory=list)       # first tile index per grid axis
    fold: list[int] = field(default_factory=list)     # parallel members folded into blockIdx.z (outermost first)
    fold_lo: list[int] = field(default_factory=list)  # their first values
    fold_n: list[int] = field(default_factory=list)   # their extents
    zgroups: int = 1                                  # tiles of the z member itself (blockIdx.z mod zgroups)
    vec: list[int] = field(default_factory=list)      # per grid axis: consecutive points of a thread
    # A thread of axis d owns the points q = vec*t + v + vec*block*e (0 <= v < vec) of its tile:
    # ceil(tile / (vec * block)) groups of vec neighbours. More than one point per thread along an
    # axis is a register tile (the accumulator of a contraction lives in r_T[..] across the reduction).

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


@dataclass(frozen=True)
class _Kernel:
    plan: CudaKernel
    text: str
    shown: T.Node


def _members(b: T.Band, ks: list[int], ctx: isl.Context) -> isl.MultiUnionPwAff | None:
    """The members ``ks`` of band ``b`` (in that order), or None when there are none."""
    if not ks:
        return None
    if ks == list(range(b.n)):
        return b.schedule
    return _upa_list_mupa([b.member(k) for k in ks], ctx)


def _upa_list_mupa(upas: list[isl.UnionPwAff], ctx: isl.Context) -> isl.MultiUnionPwAff:
    lst = isl.UnionPwAffList.alloc(ctx, len(upas))
    for u in upas:
        lst = lst.add(u)
    return isl.MultiUnionPwAff.from_union_pw_aff_list(isl.Space.set_alloc(ctx, 0, len(upas)), lst)


class _Generator:
    def __init__(self, scop: Scop, deps: Dependences, options: Options, sizes, context: isl.Set, gpu: Gpu):
        self.gpu = gpu
        self.scop = scop
        self.deps = deps.all
        self.options = options
        self.sizes = sizes
        self.context = context
        self.ctx = scop.ctx
        self.stmts = {s.name: s for s in scop.statements}
        self.rename = {**size_names(scop), **C_IDS}
        self.def_name = scop.checked.definition.name

    # -- choosing the mapping ----------------------------------------------------------------------
    def _tile_option(self, k: int, default: int) -> int:
        ts = self.options.tile_sizes
        if ts is None:
            return default
        if isinstance(ts, int):
            return ts if ts > 0 else 0
        return ts[k] if k < len(ts) else default

    def choose(self, dom: isl.UnionSet, node: T.Node) -> _Map:
        if not isinstance(node, T.Band) or node.n == 0:
            return _Map(None, node)
        b = node
        deps = self.deps.intersect_domain(dom).intersect_range(dom)
        image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_multi_union_pw_aff(b.schedule)))
        zero, lo, hi = [], [], []
        for k in range(b.n):
            f = isl.UnionMap.from_union_pw_aff(b.member(k))
            d = deps.apply_domain(f).apply_range(f)
            zero.append(d.is_empty() or d.deltas().is_subset(isl.UnionSet("{ [0] }", context=self.ctx)))
            lo.append(_finite(image.dim_min_val(k)))
            hi.append(_finite(image.dim_max_val(k)))
        m = _Map(b, b.child)
        cands = [k for k in range(b.n) if zero[k] and lo[k] is not None and self._tile_option(k, 1) > 0]
        flagged = replace(b, coincident=tuple(k in cands for k in range(b.n)))
        x = stride_one_member(flagged, self.scop) if cands else None
        rest = [k for k in cands if k != x]
        mapped = ([x] + rest[::-1][:2]) if x is not None else rest[::-1][:3]
        if not mapped:
            m.point = list(range(b.n))
            return m
        seq = [k for k in range(b.n) if not zero[k]]
        tiled = [k for k in seq if b.permutable and self._tile_option(k, DEFAULT_SEQ_TILE) > 0]
        pair = self._outer_product(b, x, rest) if x is not None and tiled and self.options.register_tile else None
        if pair is not None:  # a contraction: x and its partner y get register tiles
            mapped = [x, pair] + [k for k in rest[::-1] if k != pair][:1]
        m.mapped = mapped
        m.outer = [k for k in range(b.n) if zero[k] and k not in mapped]
        if pair is None:
            defaults, regs = DEFAULT_BLOCK[len(mapped)], [1] * len(mapped)
        else:
            rows, vectors = self.options.register_tile
            regs = [4 * vectors, rows] + [1] * (len(mapped) - 2)
            par = [k for k in range(b.n) if zero[k]]
            if self.options.tile_sizes is None and all(lo[k] is not None and hi[k] is not None for k in par):
                regs = _fit_threads(regs, _prod(hi[k] - lo[k] + 1 for k in par), self.gpu)
            defaults = tuple(t * r for t, r in zip(CONTRACTION_THREADS, regs)) + (1,)
        for d, k in enumerate(mapped):
            t = self._tile_option(k, defaults[d])
            if regs[d] > 1 and lo[k] is not None and hi[k] is not None:  # whole warps: 54 -> 8 threads of 8
                t = min(t, regs[d] * _pow2_ceil(-(-(hi[k] - lo[k] + 1) // regs[d])))
            m.tiles[k] = _clamp(t, lo[k], hi[k]) if regs[d] == 1 else max(t, 1)
        for k in tiled:
            m.tiles[k] = _clamp(self._tile_option(k, CONTRACTION_SEQ_TILE if pair is not None else DEFAULT_SEQ_TILE),
                                lo[k], hi[k])
            m.tiled.append(k)
        m.point = seq
        if b.permutable:  # short reduction loops innermost, where the printer unrolls them (a 3 x 3 window)
            span = {k: m.tiles.get(k) or ((hi[k] - lo[k] + 1) if lo[k] is not None and hi[k] is not None else 1 << 30)
                    for k in seq}
            m.point = sorted(seq, key=lambda k: -span[k])
        regs = [min(r, m.tiles[k]) for r, k in zip(regs, mapped)]
        m.vec = [next(v for v in (4, 2, 1) if r % v == 0) for r in regs]
        m.block = [-(-m.tiles[k] // r) for k, r in zip(mapped, regs)]
        if pair is not None and self.options.tile_sizes is None and self.sizes is not None:
            self._fill_device(m, lo, hi, regs)
        while _prod(m.block) > MAX_THREADS:
            i = max(range(len(m.block)), key=lambda j: m.block[j])
            m.block[i] = (m.block[i] + 1) // 2
        m.lo = [lo[k] // m.tiles[k] for k in mapped]
        if len(mapped) == 3 and self.sizes is not None:
            m.zgroups = hi[mapped[2]] // m.tiles[mapped[2]] - m.lo[2] + 1
            grid = m.zgroups
            for k in [k for k in m.outer if hi[k] is not None]:
                if grid * (hi[k] - lo[k] + 1) > MAX_GRID_Z:
                    break  # keep the rest as loops of every thread
                grid *= hi[k] - lo[k] + 1
                m.fold.append(k)
                m.fold_lo.append(lo[k])
                m.fold_n.append(hi[k] - lo[k] + 1)
            m.outer = [k for k in m.outer if k not in m.fold]
        return m

    def _outer_product(self, b: T.Band, x: int, rest: list[int]) -> int | None:
        """A parallel member ``y`` that pairs with ``x`` as the two sides of an outer product: the
        deepest statement reads one tensor that moves with ``x`` and not ``y`` and another that moves
        with ``y`` and not ``x`` (matmul's ``B(k, j)`` and ``A(i, k)``; a convolution's input and
        filter for ``w`` and ``k``). Their register tiles then reuse each other's loads."""
        uses = _member_vars(b, self.scop)
        deepest = max((s for s in self.stmts.values() if s.name in uses[x]), key=lambda s: len(s.vars),
                      default=None)
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

    def _fill_device(self, m: _Map, lo, hi, regs) -> None:
        """Smaller blocks (down to 64 threads) while the grid has fewer than two blocks per SM."""
        def blocks():
            n = 1
            for k in m.mapped:
                n *= -(-(hi[k] - lo[k] + 1) // m.tiles[k])
            return n
        while blocks() < 2 * self.gpu.sms and _prod(m.block) > 64:
            d = max((0, 1), key=lambda j: m.tiles[m.mapped[j]])
            if m.block[d] <= 4:
                d = 1 - d
                if m.block[d] <= 4:
                    break
            m.block[d] //= 2
            m.tiles[m.mapped[d]] = _clamp(m.block[d] * regs[d], lo[m.mapped[d]], hi[m.mapped[d]])

    # -- one kernel --------------------------------------------------------------------------------
    def kernel(self, index: int, dom: isl.UnionSet, node: T.Node) -> _Kernel:
        name = cname("k", self.def_name) + f"_{index}"
        m = self.choose(dom, node)
        k = _KernelBuilder(self, name, dom, m)
        return k.build()

    def source(self, texts: list[str]) -> str:
        body = "\n".join(texts)
        helpers = used_helpers(_HELPERS, body)
        head = [f"// polyopt CUDA kernels for {self.def_name}" +
                (" with " + ", ".join(f"{k}={v}" for k, v in self.sizes.items()) if self.sizes else
                 " (size-generic)")]
        for s in self.scop.statements:
            head.append(f"//   {s.name}: {_one_line(s)}")
        prelude = _PRELUDE + ("#include <cuda_pipeline.h>\n" if "__pipeline_memcpy_async" in body else "")
        return "\n".join(head) + "\n" + prelude + "".join(h + "\n" for h in helpers) + "\n" + body


_PRELUDE = """#include <math.h>
#include <stdint.h>

"""

_HELPERS = {
    "po_floord": "static __device__ __forceinline__ long po_floord(long n, long d) "
                 "{ return n >= 0 ? n / d : -((-n + d - 1) / d); }",
    "po_min": "static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }",
    "po_max": "static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }",
    "po_chk": "static __device__ __forceinline__ long po_chk(long i, long n, int *err) "
              "{ if (i < 0 || i >= n) { atomicExch(err, 1); return 0; } return i; }",
    **division_helpers("static __device__ __forceinline__", "atomicExch(err, {code})"),
    **special_helpers("static __device__"),
}


def _fit_threads(regs: list[int], points: int, gpu: Gpu) -> list[int]:
    """Smaller register tiles (rows first, down to 4 x 4) while ``points`` outputs would give fewer
    than ``MIN_WARPS_PER_SM`` warps per SM: a 1000 x 1000 matmul in 8 x 8 tiles is one warp per SM."""
    regs = list(regs)
    while points // _prod(regs) < gpu.sms * MIN_WARPS_PER_SM * gpu.warp_size and _prod(regs) > 16:
        d = 1 if regs[1] >= regs[0] else 0
        if regs[d] <= 4:
            d = 1 - d
            if regs[d] <= 4:
                break
        regs[d] //= 2
    return regs


def _pow2_ceil(n: int) -> int:
    return 1 << max(n - 1, 0).bit_length()


def _filter(s: isl.Set) -> T.Filter:
    return T.Filter(isl.UnionSet.from_set(s.universe(s.get_space())))


def _clamp(t: int, lo: int | None, hi: int | None) -> int:
    if lo is not None and hi is not None:
        t = min(t, hi - lo + 1)
    return max(t, 1)


# ---- building the kernel's schedule --------------------------------------------------------------
@dataclass
class _Shared:
    tensor: str
    name: str                       # the shared array is sh_NAME (NAME: the tensor, or TENSOR_k)
    size: tuple[int, ...]
    offset: isl.MultiAff            # [o, L] -> T[...] (parameters: sizes, block indices)
    domain: isl.Set                 # po_cp_T[o, L]: steps at which the block reads T
    refs: dict[str, isl.PwMultiAff]  # ref tag -> S[x] -> T[local index] ([buffer, local index] when 2)
    vec: int = 1                    # elements per copy instruction (128-bit loads where provable)
    perm: tuple[int, ...] = ()      # the box dimensions in the order of the shared array (() : as is)
    buffers: int = 1                # 2: double-buffered (the copy of step L + 1 overlaps step L)


@dataclass
class _Register:
    tensor: str
    index: isl.PwMultiAff           # [o] -> T[a] (parameters: sizes, block and thread indices)
    domain: isl.Set                 # [o] where the thread owns an element
    load: bool
    init: str | None = None         # C text of the identity the register starts from (its init statement)


class _KernelBuilder:
    def __init__(self, gen: _Generator, name: str, dom: isl.UnionSet, m: _Map):
        self.g = gen
        self.ctx = gen.ctx
        self.name = name
        self.dom = dom
        self.m = m
        self.nd = len(m.mapped)

    # -- domain and context with block / thread parameters -----------------------------------------
    def _mapping_set(self, n: int) -> isl.Set:
        """``[blocks, threads] -> { [band] }``: the points of the band that each thread runs."""
        m = self.m
        conds, ex = [], []
        for d, k in enumerate(m.mapped):
            t, bsz, v, b, th = m.tiles[k], m.block[d], m.vec[d], B_PARAMS[d], T_PARAMS[d]
            if d == 2 and m.fold:  # blockIdx.z = tile of z + zgroups * (folded members)
                ex.append("bzz")
                conds.append(f"{b} = bzz + {m.zgroups}*({m.fold_index()}) and 0 <= bzz < {m.zgroups}")
                b = "bzz"
            base = f"{t}*{b}" + (f" + {t * m.lo[d]}" if m.lo[d] >= 0 else f" - {-t * m.lo[d]}")
            if bsz == t:
                conds.append(f"p{k} = {base} + {th}")
                continue
            ex += [f"e{d}", f"v{d}"]
            conds.append(f"p{k} = {base} + {v}*{th} + v{d} + {v * bsz}*e{d} and 0 <= v{d} < {v} "
                         f"and 0 <= {v}*{th} + v{d} + {v * bsz}*e{d} < {t}")
        params = ", ".join(B_PARAMS[:self.nd] + T_PARAMS[:self.nd])
        dims = ", ".join(f"p{k}" for k in range(n))
        body = " and ".join(conds)
        if ex:
            body = f"exists {', '.join(ex)} : {body}"
        return isl.Set(f"[{params}] -> {{ [{dims}] : {body} }}", context=self.ctx)

    def _register_axes(self) -> list[int]:
        """Grid axes (z, y, x order) along which a thread owns more than one point."""
        m = self.m
        return [d for d in reversed(range(self.nd)) if m.points(d) > 1]

    def _local(self, b: T.Band) -> list[isl.UnionPwAff]:
        """Per register axis: the group ``e`` and lane ``v`` of a point in its thread, as functions
        of the statement instances (``q = p mod tile = vec*t + v + vec*block*e``)."""
        m, out = self.m, []
        for d in self._register_axes():
            k = m.mapped[d]
            q = b.member(k).mod_val(isl.Val.int_from_si(self.ctx, m.tiles[k]))
            if m.groups(d) > 1:
                out.append(q.scale_down_val(isl.Val.int_from_si(self.ctx, m.vec[d] * m.block[d])).floor())
            if m.vec[d] > 1:
                out.append(q.mod_val(isl.Val.int_from_si(self.ctx, m.vec[d])))
        return out

    def _slots(self, b: T.Band) -> list[isl.UnionPwAff]:
        """Per register axis: the register slot ``vec*e + v`` of a point in its thread."""
        m, out = self.m, []
        for d in self._register_axes():
            k = m.mapped[d]
            q = b.member(k).mod_val(isl.Val.int_from_si(self.ctx, m.tiles[k]))
            e = q.scale_down_val(isl.Val.int_from_si(self.ctx, m.vec[d] * m.block[d])).floor()
            v = q.mod_val(isl.Val.int_from_si(self.ctx, m.vec[d]))
            out.append(e.scale_val(isl.Val.int_from_si(self.ctx, m.vec[d])).add(v))
        return out

    def _kernel_context(self, image: isl.Set) -> tuple[isl.Set, tuple]:
        m = self.m
        kctx = self.g.context
        grid = []
        for d, k in enumerate(m.mapped):
            t, b = m.tiles[k], B_PARAMS[d]
            n = image.dim(isl.dim_type.set)
            dims = ", ".join(f"p{j}" for j in range(n))
            lo = t * m.lo[d]
            if d == 2 and m.fold:
                body = (f"exists bzz : {b} = bzz + {m.zgroups}*({m.fold_index()}) and 0 <= bzz < {m.zgroups} and "
                        f"p{k} >= {t}*bzz + {lo}")
            else:
                body = f"p{k} >= {t}*{b} + {lo} and {b} >= 0"
            cond = isl.Set(f"[{b}, {T_PARAMS[d]}] -> {{ [{dims}] : {body} and 0 <= {T_PARAMS[d]} < {m.block[d]} }}",
                           context=self.ctx)
            kctx = kctx.intersect(image.intersect(cond).params())
            if self.g.sizes is not None:
                grid.append((_finite(image.dim_max_val(k)) // t - m.lo[d] + 1) * _prod(m.fold_n if d == 2 else ()))
            else:
                hi = image.dim_max(k)
                e = pw_aff_expr(hi, self.g.scop.context, {isl_name(p): p for p in self.g.scop.params})
                grid.append(AOp("add", (AOp("fdiv_q", (e, AInt(t))), AInt(1 - m.lo[d]))))
        grid += [1] * (3 - len(grid))
        return kctx.coalesce(), tuple(grid)

    # -- the pieces --------------------------------------------------------------------------------
    def build(self) -> _Kernel:
        g, m = self.g, self.m
        b = m.band
        if m.mapped:
            n = b.n
            bmap = isl.UnionMap.from_multi_union_pw_aff(b.schedule)
            image = isl.Set.from_union_set(self.dom.apply(bmap))
            dk = bmap.intersect_range(isl.UnionSet.from_set(self._mapping_set(n))).domain().intersect(self.dom)
            kctx, grid = self._kernel_context(image)
            dk = dk.intersect_params(kctx)
        else:
            image = None
            dk = self.dom
            kctx, grid = self.g.context, (1, 1, 1)
        self.dk, self.kctx = dk, kctx
        # member functions of the kernel's bands on the computation
        self.o_mupa = _members(b, m.outer, self.ctx) if b is not None else None
        tiled = _members(b, m.tiled, self.ctx) if b is not None else None
        if tiled is not None:
            mv = isl.MultiVal.zero(tiled.get_space())
            for j, k in enumerate(m.tiled):
                mv = mv.set_val(j, isl.Val.int_from_si(self.ctx, m.tiles[k]))
            tiled = tiled.scale_down_multi_val(mv).floor().scale_multi_val(mv)
        self.l_mupa = tiled
        point = ([b.member(k) for k in m.point] + self._local(b)) if b is not None else []
        self.p_mupa = _upa_list_mupa(point, self.ctx) if point else None
        self.n_local = len(point) - len(m.point)  # the group and lane dimensions of register tiles
        slots = self._slots(b) if b is not None else []
        self.s_mupa = _upa_list_mupa(slots, self.ctx) if slots else None
        self.n_o = len(m.outer)
        self.n_l = len(m.tiled)
        self.ol_map = self._ol_map()
        # what the statements of the nest touch
        self.nest_stmts = _names(dk)
        regs = self._registers()
        regs = [self._init_in_register(r) for r in regs]
        shared = self._shared({r.tensor for r in regs})
        shared = [replace(sh, vec=self._vec_width(sh), perm=self._layout(sh)) for sh in shared]
        self.async_copy = self._async_copies(shared)
        self.pipe = self._pipeline_dim(shared)
        if self.pipe is None:
            self.async_copy = False
        else:
            shared = [self._double(sh) for sh in shared]
        self.regs, self.shared_arrays = regs, shared
        self.reg_init = {r.tensor: r.init for r in regs if r.init is not None}
        root = self._tree(image)
        text, plan_bits = self._generate(root)
        threads = tuple(m.block) + (1,) * (3 - len(m.block))
        shared_bytes = sum(_prod(s.size) * np.dtype(g.scop.checked.tensors[s.tensor].dtype).itemsize for s in shared)
        shared_bytes *= 2 if self.pipe is not None else 1
        plan = CudaKernel(self.name, grid, threads, shared_bytes, plan_bits["args"], tuple(sorted(self.nest_stmts)),
                          self._describe(), tuple((s.name, s.size) for s in shared), tuple(r.tensor for r in regs),
                          self.reg_shape if regs else (), tuple(sorted({s.tensor for s in shared if s.vec > 1})),
                          self.pipe is not None, self._fma_per_load())
        return _Kernel(plan, text, self._shown())

    def _fma_per_load(self) -> float:
        """Multiply-adds per element a thread loads from shared memory in its deepest statement: the
        register tile over the elements of each shared read that it needs (8 x 8 over 8 + 8 = 4 for a
        matmul; 128-bit loads then fetch four of those elements each)."""
        if not self.shared_arrays or self.m.band is None:
            return 0.0
        uses = _member_vars(self.m.band, self.g.scop)
        tags = {tag for sh in self.shared_arrays for tag in sh.refs}
        deepest = max((self.g.stmts[n] for n in self.nest_stmts), key=lambda s: len(s.vars))
        axes = self._register_axes()
        work, loads = _prod(self.m.points(d) for d in axes), 0
        for r in deepest.refs:
            if r.tag not in tags:
                continue
            used = set().union(*map(ir.walk_vars, r.expr.indices))
            loads += _prod(self.m.points(d) for d in axes if uses[self.m.mapped[d]].get(deepest.name, set()) & used)
        return round(work / loads, 2) if loads else 0.0

    def _describe(self) -> str:
        m, b = self.m, self.m.band
        if not m.mapped:
            return "one thread (no parallel loop in the outermost band)" if b is not None else "one thread"
        parts = []
        for d, k in enumerate(m.mapped):
            parts.append(f"{T.member_text(b.member(k))} -> blockIdx.{AXES[d]} (tile {m.tiles[k]}) / threadIdx.{AXES[d]}"
                         f" ({m.block[d]})")
        if m.fold:
            parts.append("folded into blockIdx.z: " + ", ".join(T.member_text(b.member(k)) for k in m.fold))
        if m.outer:
            parts.append("loops of every thread: " + ", ".join(T.member_text(b.member(k)) for k in m.outer))
        seq = [k for k in m.point if k not in m.mapped]
        if seq:
            parts.append("sequential: " + ", ".join(
                T.member_text(b.member(k)) + (f" (tiles of {m.tiles[k]})" if k in m.tiled else "") for k in seq))
        return "; ".join(parts)

    def _shown(self) -> T.Node:
        """The nest's band in mapping order (for ``schedule.explain()``)."""
        m = self.m
        if m.band is None:
            return m.child
        order = m.outer + m.fold + m.mapped[::-1] + [k for k in m.point if k not in m.outer + m.fold + m.mapped]
        return T.Mark("grid: " + ", ".join(f"{T.member_text(m.band.member(k))}->{AXES[d]}"
                                         for d, k in enumerate(m.mapped)) if m.mapped else "single thread",
                      permute(m.band, order) if order != list(range(m.band.n)) else m.band)

    def _ol_map(self) -> isl.UnionMap:
        """Compute statement -> [outer loops, sequential tiles] (the block-level step)."""
        mupas = [x for x in (self.o_mupa, self.l_mupa) if x is not None]
        if not mupas:
            zero = isl.Set.universe(isl.Space.set_alloc(self.ctx, 0, 0))
            return isl.UnionMap.from_domain_and_range(self.dk, isl.UnionSet.from_set(zero))
        mupa = mupas[0] if len(mupas) == 1 else mupas[0].flat_range_product(mupas[1])
        return isl.UnionMap.from_multi_union_pw_aff(mupa).intersect_domain(self.dk)

    def _refs(self):
        for name in sorted(self.nest_stmts):
            s = self.g.stmts[name]
            for r in s.refs:
                yield s, r

    def _affine_ref(self, s, r) -> bool:
        names = set(s.vars) | set(self.g.scop.checked.sizes)
        return all(_affine(ix, names) for ix in r.expr.indices)

    # -- registers ---------------------------------------------------------------------------------
    def _registers(self) -> list[_Register]:
        """Written tensors whose elements each belong to one thread (and one register slot of it)
        while the outer loops stay: kept in ``r_T`` (``r_T[..]`` over a register tile)."""
        out = []
        written = sorted({r.tensor for _, r in self._refs() if r.write})
        os_map = self._os_map()
        for t in written:
            refs = [(s, r) for s, r in self._refs() if r.tensor == t]
            if not all(self._affine_ref(s, r) for s, r in refs):
                continue
            acc = _union([isl.UnionMap.from_map(r.relation) for _, r in refs]).intersect_domain(self.dk)
            if len(refs) < 2 and acc.is_injective():
                continue  # each element accessed once: nothing to keep
            per = os_map.reverse().apply_range(acc)
            if per.is_empty():
                continue
            mm = isl.Map.from_union_map(per).intersect_params(self.kctx)
            if not mm.is_single_valued():
                continue
            if not _params_to_in(mm, B_PARAMS[:self.nd] + T_PARAMS[:self.nd]).is_injective():
                continue
            reads = [isl.UnionMap.from_map(r.relation) for _, r in refs if not r.write]
            writes = _union([isl.UnionMap.from_map(r.relation) for _, r in refs if r.write]).intersect_domain(self.dk)
            load = bool(reads) and self._needs_load(_union(reads).intersect_domain(self.dk), writes)
            dom = mm.domain()
            out.append(_Register(t, isl.PwMultiAff.from_map(mm), dom, load))
        return out

    def _init_in_register(self, r: _Register) -> _Register:
        """``r`` with the init statement of its reduction (``C = identity``) taken out of the loops:
        the register starts from the identity before them, instead of a guarded store at the first
        reduction step inside the innermost loop."""
        if r.load:
            return r
        inits = [s for s in self.g.scop.statements if s.kind == "init" and s.name in self.nest_stmts
                 and s.lhs.tensor == r.tensor]
        if len(inits) != 1:
            return r
        st = inits[0]
        mine = self.dk.intersect(isl.UnionSet.from_set(st.domain.universe(st.domain.get_space())))
        owned = isl.Set.from_union_set(self._os_map().intersect_domain(mine).range()).intersect_params(self.kctx)
        if not owned.is_equal(r.domain.intersect_params(self.kctx)):
            return r
        self.dk = self.dk.subtract(mine)
        self.ol_map = self._ol_map()
        return replace(r, init=identity(st.op, self.g.scop.checked.tensors[r.tensor].dtype))

    @property
    def reg_shape(self) -> tuple[int, ...]:
        """The register tile of a thread: slots per register axis (z, y, x order)."""
        return tuple(self.m.points(d) for d in self._register_axes())

    def _os_map(self) -> isl.UnionMap:
        """Compute statement -> [outer loops, register slots]."""
        mupas = [x for x in (self.o_mupa, self.s_mupa) if x is not None]
        if not mupas:
            zero = isl.Set.universe(isl.Space.set_alloc(self.ctx, 0, 0))
            return isl.UnionMap.from_domain_and_range(self.dk, isl.UnionSet.from_set(zero))
        mupa = mupas[0] if len(mupas) == 1 else mupas[0].flat_range_product(mupas[1])
        return isl.UnionMap.from_multi_union_pw_aff(mupa).intersect_domain(self.dk)

    def _slot_pma(self, stmt: str) -> isl.PwMultiAff:
        """``S[x] -> [slots]``: the register slot of each instance of statement ``stmt``."""
        st = self.g.stmts[stmt].domain
        m = isl.UnionMap.from_multi_union_pw_aff(self.s_mupa).intersect_domain(
            isl.UnionSet.from_set(st.universe(st.get_space())))
        return isl.PwMultiAff.from_map(isl.Map.from_union_map(m))

    def _needs_load(self, reads: isl.UnionMap, writes: isl.UnionMap) -> bool:
        """True unless the thread writes every element before it reads it (in schedule order)."""
        if reads.is_empty():
            return False
        sched = T.to_isl(T.Root(self.dk, self._compute_tree(None))).get_map().intersect_domain(self.dk)
        before = sched.lex_lt_union_map(sched)
        same = writes.apply_range(reads.reverse())
        covered = same.intersect(before).range()
        return not reads.domain().is_subset(covered)

    # -- shared memory -----------------------------------------------------------------------------
    def _footprint(self, refs) -> isl.Map | None:
        """``[step, thread] -> T[a]``: what the reads ``refs`` touch (inside the tensor's extent)."""
        t = refs[0][1].tensor
        acc = _union([isl.UnionMap.from_map(r.relation) for _, r in refs]).intersect_domain(self.dk)
        acc = acc.intersect_range(isl.UnionSet.from_set(self.g.scop.extents[t]))
        per = self.ol_map.reverse().apply_range(acc)
        if per.is_empty():
            return None
        return _params_to_in(isl.Map.from_union_map(per).intersect_params(self.kctx), T_PARAMS[:self.nd])

    def _group(self, refs) -> tuple | None:
        """(footprint over the block per step, box offset, box size) of reads reused by threads."""
        fp_t = self._footprint(refs)
        if fp_t is None or not _reused_by_threads(fp_t, self.n_o + self.n_l, self.nd):
            return None
        fp = fp_t.project_out(isl.dim_type.in_, self.n_o + self.n_l, self.nd)
        box = _box(fp)
        return None if box is None else (fp, *box)

    def _shared(self, registers: set[str]) -> list[_Shared]:
        """Shared arrays: one box for all reads of a tensor, or one per reused read when that is
        smaller (a read-only tensor may well have two copies; a read without reuse stays global)."""
        if not self.nd:
            return []
        out, used = [], 0
        written = {r.tensor for _, r in self._refs() if r.write}
        tensors = self.g.scop.checked.tensors
        for t in sorted({r.tensor for _, r in self._refs()} - written - registers):
            info = tensors[t]
            if info.kind == "scalar" or info.rank == 0:
                continue
            refs = [(s, r) for s, r in self._refs() if r.tensor == t]
            if not all(self._affine_ref(s, r) for s, r in refs):
                continue
            whole = self._group(refs)
            groups = [(refs, whole)]
            if len(refs) > 1:
                alone = [([sr], self._group([sr])) for sr in refs]
                alone = [(g, x) for g, x in alone if x is not None]
                size_alone = sum(_prod(x[2]) for _, x in alone)
                if alone and (whole is None or size_alone < _prod(whole[2])):
                    groups = alone
            groups = [(g, x) for g, x in groups if x is not None]
            for n, (grefs, (fp, offset, size)) in enumerate(groups):
                nbytes = _prod(size) * np.dtype(info.dtype).itemsize
                if used + nbytes > SHARED_BUDGET:
                    continue
                used += nbytes
                name = t if len(groups) == 1 else f"{t}_{n}"
                while name != t and name in tensors:  # sh_NAME must not be another tensor's array
                    name += "_"
                dom = fp.domain().set_tuple_name(f"po_cp_{name}")
                local = {}
                for st, r in grefs:
                    ol = isl.Map.from_union_map(self.ol_map.intersect_domain(isl.UnionSet.from_set(
                        st.domain.universe(st.domain.get_space()))))
                    off_s = isl.PwMultiAff.from_multi_aff(offset).pullback_pw_multi_aff(isl.PwMultiAff.from_map(ol))
                    local[r.tag] = isl.PwMultiAff.from_map(r.relation).sub(off_s)
                out.append(_Shared(t, name, size, offset, dom, local))
        return out

    def _layout(self, sh: _Shared) -> tuple[int, ...]:
        """The order of the box dimensions in shared memory: those that move with threadIdx.x
        innermost, then threadIdx.y's, then z's, the others (the reduction's) outermost. A warp's
        reads then hit consecutive words (no bank conflicts) and a thread's register tile reads
        consecutive elements (128-bit loads): matmul's ``A(i, k)`` is kept as ``sh_A[k][i]``."""
        if self.m.band is None or not self.m.mapped:
            return ()
        uses = _member_vars(self.m.band, self.g.scop)
        rank = [0] * len(sh.size)
        for tag in sh.refs:
            st = self.g.stmts[tag.split("_R")[0]]
            ref = next(r for r in st.refs if r.tag == tag)
            for j, ix in enumerate(ref.expr.indices):
                used = ir.walk_vars(ix)
                for d, k in enumerate(self.m.mapped):
                    if uses[k].get(st.name, set()) & used:
                        rank[j] = max(rank[j], 3 - d)
        perm = tuple(sorted(range(len(sh.size)), key=lambda j: (rank[j], j)))
        return () if perm == tuple(range(len(sh.size))) else perm

    def _vec_width(self, sh: _Shared) -> int:
        """Elements per 128-bit copy of ``sh`` when alignment and unit stride are provable (fixed
        sizes: the last extent of the tensor and of the box, and every offset along it, are
        multiples of the width), else 1."""
        dt = self.g.scop.checked.tensors[sh.tensor].dtype
        w = 16 // np.dtype(dt).itemsize
        if not self.g.options.vectorize or self.g.sizes is None or dt not in VECTOR_TYPES or sh.size[-1] % w:
            return 1
        shape = self.g.scop.shape(sh.tensor, self.g.sizes)
        if len(shape) > 1 and shape[-1] % w:
            return 1
        steps = sh.domain.reset_tuple_id().intersect_params(self.kctx)
        last = steps.apply(isl.Map.from_aff(sh.offset.get_at(len(sh.size) - 1)))
        return w if last.is_subset(isl.Set(f"{{ [x] : x mod {w} = 0 }}", context=self.ctx)) else 1

    def _async_copies(self, shared: list[_Shared]) -> bool:
        """Double-buffered tiles are copied by ``cp.async`` (sm_80 and later): straight from global
        to shared memory, no staging registers (so large tiles, a convolution's filters, pipeline
        too); elements of 4, 8 or 16 bytes only."""
        dts = [self.g.scop.checked.tensors[sh.tensor].dtype for sh in shared]
        return (ASYNC_COPIES and tuple(self.g.gpu.compute_capability) >= (8, 0)
                and all(np.dtype(dt).itemsize in (4, 8) for dt in dts))

    def _pipeline_dim(self, shared: list[_Shared]) -> int | None:
        """The reduction tile dimension along which shared tiles are double-buffered: the only one of
        the block-level tiles with more than one step (None: no pipelining)."""
        if not shared or not self.n_l or not self.g.options.pipeline:
            return None
        nbytes = sum(_prod(sh.size) * np.dtype(self.g.scop.checked.tensors[sh.tensor].dtype).itemsize for sh in shared)
        threads = _prod(self.m.block)
        staging = sum(-(-_prod(sh.size) // sh.vec // threads) * sh.vec
                      * np.dtype(self.g.scop.checked.tensors[sh.tensor].dtype).itemsize // 4 for sh in shared)
        if 2 * nbytes > self.g.gpu.shared_per_block or (staging > MAX_STAGING and not self.async_copy):
            return None
        steps = isl.Set.from_union_set(self.ol_map.range()).intersect_params(self.kctx)
        multi = []
        for j in range(self.n_l):
            lo, hi = _finite(steps.dim_min_val(self.n_o + j)), _finite(steps.dim_max_val(self.n_o + j))
            if lo is None or hi is None or lo != hi:
                multi.append(j)
        return multi[0] if len(multi) == 1 else None

    def _buffer_aff(self, name: str, n: int) -> isl.PwMultiAff:
        """``name[o, L] -> [buffer]``: the shared buffer of step ``L`` (its tile number mod 2)."""
        d, t = self.pipe, self.m.tiles[self.m.tiled[self.pipe]]
        dims = ", ".join(f"x{j}" for j in range(n))
        return isl.PwMultiAff(f"{{ {name}[{dims}] -> [((floor(x{self.n_o + d}/{t})) mod 2)] }}", context=self.ctx)

    def _double(self, sh: _Shared) -> _Shared:
        """``sh`` with two buffers: the work of step ``L`` reads buffer ``po_buf`` (its tile number
        mod 2, printed from the step), the copy of ``L`` writes it (``_buffer_aff``)."""
        return replace(sh, buffers=2)

    def buffer_of_step(self) -> str | None:
        """C text of the buffer that the work of step ``po_s..`` reads (None: single buffers)."""
        if self.pipe is None:
            return None
        t = self.m.tiles[self.m.tiled[self.pipe]]
        return f"((po_s{self.n_o + self.pipe} / {t}) % 2 + 2) % 2"

    def _guards(self, t, offset: isl.MultiAff, size, dom: isl.Set) -> tuple:
        """Per dimension, whether the copy of the steps ``dom`` must check ``index >= 0`` and
        ``index < extent`` (full tiles need neither)."""
        if self.g.sizes is None:
            return tuple((True, True) for _ in size)
        shape = self.g.scop.shape(t, self.g.sizes)
        steps = dom.reset_tuple_id().intersect_params(self.kctx)
        out = []
        for k, s in enumerate(size):
            vals = steps.apply(isl.Map.from_aff(offset.get_at(k)))
            if vals.is_empty():
                out.append((False, False))
                continue
            lo, hi = _finite(vals.dim_min_val(0)), _finite(vals.dim_max_val(0))
            out.append((lo is None or lo < 0, hi is None or hi + s > shape[k]))
        return tuple(out)

    # -- the schedule tree of the kernel -----------------------------------------------------------
    def _compute_tree(self, options) -> T.Node:
        """[outer] [tiles] [threads + points] [rest]: the computation alone."""
        node = self.m.child
        if self.p_mupa is not None:
            node = self._point_band(node, options if self.l_mupa is None else None)
        if self.l_mupa is not None:
            n = self.l_mupa.dim(isl.dim_type.set)
            node = T.Band(self.l_mupa, (False,) * n, False, node, options=options)
        if self.o_mupa is not None:
            n = self.o_mupa.dim(isl.dim_type.set)
            node = T.Band(self.o_mupa, (False,) * n, False, node)
        return node

    def _point_band(self, child: T.Node, iso: isl.UnionSet | None) -> T.Band:
        """The point loops: sequential members, then the register tile of each thread, unrolled (its
        slots must be constants for nvcc to keep ``r_T[..]`` in registers)."""
        n = self.p_mupa.dim(isl.dim_type.set)
        first = n - self.n_local
        types = ("default",) * first + ("unroll",) * self.n_local
        if iso is not None and self.n_local:
            iso = iso.union(isl.UnionSet(f"{{ [isolate[] -> unroll[x]] : {first} <= x < {n} }}", context=self.ctx))
        return T.Band(self.p_mupa, (False,) * n, False, child, types, options=iso)

    def _tree(self, image) -> T.Root:
        """The kernel's block-level schedule: [outer] ([register inits and loads] [tiles] ([copies]
        [sync] [work] [sync]) [register stores]).

        Nothing in it depends on the thread, so every thread of a block reaches every
        ``__syncthreads()`` (threads waiting at different barriers are undefined in CUDA, and hang on
        sm_70 and later). ``po_work[o, L]`` stands for the threads' computation at one step and
        ``po_pre[o]``, ``po_post[o]`` for their register loads and stores: each is generated on its own
        where isl places it (``_work``, ``_reg_code``), with the thread conditions inside."""
        atomic = isl.UnionSet("{ atomic[x] }", context=self.ctx)  # one piece per loop: no duplicated barriers
        iso = self._isolate(image)
        steps = isl.Set.from_union_set(self.ol_map.range()).intersect_params(self.kctx)
        steps = _project_params(steps, T_PARAMS[:self.nd]).coalesce()
        work = steps.set_tuple_name("po_work")
        inner = [work]
        main: T.Node = T.LEAF
        shift = {}
        if self.shared_arrays and self.pipe is not None:
            # [load step L + 1 into registers] [work at L] [store them in the other buffer] [sync]
            d, t = self.n_o + self.pipe, self.m.tiles[self.m.tiled[self.pipe]]
            loads = [sh.domain.set_tuple_name(f"po_cpl_{sh.name}") for sh in self.shared_arrays]
            stores = [] if self.async_copy else [sh.domain.set_tuple_name(f"po_cps_{sh.name}")
                                                 for sh in self.shared_arrays]
            shift = {x.get_tuple_name(): (d, t) for x in loads + stores}
            n = steps.dim(isl.dim_type.set)
            dims = ", ".join(f"x{j}" for j in range(n))
            back = isl.Map(f"{{ [{dims}] -> [{', '.join(f'x{j} - {t}' if j == d else f'x{j}' for j in range(n))}] }}",
                           context=self.ctx)
            points = steps
            for sh in self.shared_arrays:
                points = points.union(sh.domain.reset_tuple_id().apply(back))
            sync = points.coalesce().set_tuple_name("po_sync_b")
            kids = [T.Filter(_union_set(x.universe(x.get_space()) for x in loads)), _filter(work)]
            if stores:
                kids.append(T.Filter(_union_set(x.universe(x.get_space()) for x in stores)))
            kids.append(_filter(sync))
            inner += loads + stores + [sync]
            main = T.Sequence(tuple(kids))
        elif self.shared_arrays:
            cps = [s.domain for s in self.shared_arrays]
            sync_a = steps.set_tuple_name("po_sync_a")
            kids = [T.Filter(_union_set(c.universe(c.get_space()) for c in cps)), _filter(sync_a), _filter(work)]
            inner += cps + [sync_a]
            if self.n_o + self.n_l:
                sync_b = steps.set_tuple_name("po_sync_b")
                kids.append(_filter(sync_b))
                inner.append(sync_b)
            main = T.Sequence(tuple(kids))
        if self.l_mupa is not None:
            main = T.Band(self._stage_mupa(inner, self.n_o, self.n_l, shift), (False,) * self.n_l, False, main,
                          options=atomic if iso is None else iso.union(atomic))
        outer = list(inner)
        if self.regs:
            o_steps = steps.project_out(isl.dim_type.set, self.n_o, self.n_l)
            kids = []
            if any(r.load or r.init for r in self.regs):
                pre = o_steps.set_tuple_name("po_pre")
                kids.append(_filter(pre))
                outer.append(pre)
            post = o_steps.set_tuple_name("po_post")
            kids += [T.Filter(_union_set(x.universe(x.get_space()) for x in inner), main), _filter(post)]
            outer.append(post)
            main = T.Sequence(tuple(kids))
        if self.o_mupa is not None:
            main = T.Band(self._stage_mupa(outer, 0, self.n_o), (False,) * self.n_o, False, main, options=atomic)
        return T.Root(_union_set(outer), main)

    def _stage_mupa(self, doms: list[isl.Set], first: int, n: int, shift=None) -> isl.MultiUnionPwAff:
        """Dimensions ``first .. first + n`` of every block-level statement, as band members
        (``shift``: statement -> (dimension, amount) that runs it earlier along that dimension)."""
        upas = []
        for k in range(n):
            u = None
            for d in doms:
                dims = ", ".join(f"x{j}" for j in range(d.dim(isl.dim_type.set)))
                at, by = (shift or {}).get(d.get_tuple_name(), (None, 0))
                member = f"x{first + k}" + (f" - {by}" if at == first + k else "")
                x = isl.UnionPwAff(f"{{ {d.get_tuple_name()}[{dims}] -> [({member})] }}", context=self.ctx)
                u = x if u is None else u.union_add(x)
            upas.append(u)
        return _upa_list_mupa(upas, self.ctx)

    # -- thread-level code of one step -------------------------------------------------------------
    def _step(self, executed: isl.Set, n: int) -> tuple[isl.Set, isl.UnionSet]:
        """(context, equality) of the step instances ``executed`` of a placeholder: its ``n`` coordinates
        become parameters ``po_s0 ..`` (the printer defines them from the placeholder's arguments)."""
        s = executed.reset_tuple_id()
        names = [f"po_s{j}" for j in range(n)]
        for j, nm in enumerate(names):
            s = s.set_dim_name(isl.dim_type.set, j, nm)
        npar = s.dim(isl.dim_type.param)
        context = s.move_dims(isl.dim_type.param, npar, isl.dim_type.set, 0, n).params().intersect(self.kctx)
        dims = ", ".join(f"x{j}" for j in range(n))
        conds = " and ".join(f"x{j} = {nm}" for j, nm in enumerate(names)) or "true"
        eq = isl.Set(f"[{', '.join(names)}] -> {{ [{dims}] : {conds} }}", context=self.ctx)
        return context.coalesce(), isl.UnionSet.from_set(eq)

    def _work(self, executed: isl.Set):
        """The loop tree of the threads' computation at the steps ``executed``."""
        context, eq = self._step(executed, self.n_o + self.n_l)
        inst = self.ol_map.intersect_range(eq).domain()
        child = self.m.child if self.p_mupa is None else self._point_band(self.m.child, None)
        needs: dict[str, dict] = {}
        for sh in self.shared_arrays:
            for tag, pma in sh.refs.items():
                needs.setdefault(tag.split("_R")[0], {})[tag] = pma
        if self.s_mupa is not None and self.regs:
            for stmt in self.nest_stmts:
                needs.setdefault(stmt, {})["po_slots"] = self._slot_pma(stmt)
        return _ast(T.to_isl(T.Root(inst, child)), context, needs, self.g.rename, "i")

    def _reg_code(self, prefix: str, executed: isl.Set):
        """The loop tree of the register inits and loads (``po_ld_``) or stores (``po_st_``) at the
        outer steps ``executed``."""
        context, _ = self._step(executed, self.n_o)
        doms, needs = [], {}
        for r in self.regs:
            if prefix == "po_st_" or r.load or r.init:
                name = prefix + r.tensor
                d = r.domain.set_tuple_name(name)
                dims = ", ".join(f"x{i}" for i in range(d.dim(isl.dim_type.set)))
                for j in range(self.n_o):
                    d = d.intersect(isl.Set(f"[po_s{j}] -> {{ {name}[{dims}] : x{j} = po_s{j} }}", context=self.ctx))
                doms.append(d)
                needs[name] = {"index": _on_domain(r.index, name)}
        return _ast(T.to_isl(T.Root(_union_set(doms), self._slot_band(doms))), context, needs, self.g.rename, "r")

    def _slot_band(self, doms: list[isl.Set]) -> T.Node:
        """Unrolled loops over the register slots of loads or stores of registers."""
        n = len(self.reg_shape)
        if not n:
            return T.LEAF
        upas = []
        for j in range(n):
            u = None
            for d in doms:
                dims = ", ".join(f"x{i}" for i in range(d.dim(isl.dim_type.set)))
                x = isl.UnionPwAff(f"{{ {d.get_tuple_name()}[{dims}] -> [(x{self.n_o + j})] }}", context=self.ctx)
                u = x if u is None else u.union_add(x)
            upas.append(u)
        return T.Band(_upa_list_mupa(upas, self.ctx), (False,) * n, False, T.LEAF, ("unroll",) * n)

    def _extend(self, mupa: isl.MultiUnionPwAff, doms: list[isl.Set], first: int) -> isl.MultiUnionPwAff:
        """``mupa`` on the computation, plus dimension ``first + k`` of every staging statement."""
        n = mupa.dim(isl.dim_type.set)
        upas = []
        for k in range(n):
            u = mupa.get_at(k)
            for d in doms:
                nd = d.dim(isl.dim_type.set)
                dims = ", ".join(f"x{j}" for j in range(nd))
                u = u.union_add(isl.UnionPwAff(f"{{ {d.get_tuple_name()}[{dims}] -> [(x{first + k})] }}",
                                               context=self.ctx))
            upas.append(u)
        return _upa_list_mupa(upas, self.ctx)

    def _isolate(self, image) -> isl.UnionSet | None:
        """``isolate`` option for the tiles that lie entirely inside the domain (no guards there)."""
        m = self.m
        if (not m.mapped or image is None or self.g.sizes is None or not self.g.options.separate_tiles
                or self.l_mupa is None):  # only block-level tiles (of the reduction) are separated
            return None  # size-generic kernels: the conditions would be long, and nothing runs them
        seq = [k for k in m.point if k not in m.mapped]
        if any(k not in m.tiled for k in seq):
            return None  # untiled sequential members: no full tiles
        n = image.dim(isl.dim_type.set)
        dims = ", ".join(f"p{j}" for j in range(n))
        outs, conds = [], []
        for j, k in enumerate(m.outer):
            outs.append(f"o{j}")
            conds.append(f"o{j} = p{k}")
        for d, k in enumerate(m.mapped):
            outs.append(f"b{d}")
            fold = f" + {m.zgroups}*({m.fold_index()})" if d == 2 and m.fold else ""
            conds.append(f"b{d} = floor(p{k}/{m.tiles[k]}) - ({m.lo[d]}){fold}")
        for j, k in enumerate(m.tiled):
            outs.append(f"l{j}")
            conds.append(f"l{j} = {m.tiles[k]}*floor(p{k}/{m.tiles[k]})")
        tmap = isl.Map(f"{{ [{dims}] -> [{', '.join(outs)}] : {' and '.join(conds)} }}", context=self.ctx)
        tiles = image.apply(tmap)
        bad = tiles.apply(tmap.reverse()).subtract(image).apply(tmap)
        full = tiles.subtract(bad).coalesce()
        if full.is_empty():
            return None
        npar = full.dim(isl.dim_type.param)
        full = full.move_dims(isl.dim_type.param, npar, isl.dim_type.set, self.n_o, self.nd)
        for d in range(self.nd):
            full = full.set_dim_name(isl.dim_type.param, npar + d, B_PARAMS[d])
        rel = isl.Map.from_range(full).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, self.n_o)
        return isl.UnionSet.from_set(rel.wrap().set_tuple_name("isolate"))

    # -- AST and text ------------------------------------------------------------------------------
    def _generate(self, root: T.Root) -> tuple[str, dict]:
        needs: dict[str, dict] = {"po_work": {"code": self._work},
                                  "po_pre": {"code": functools.partial(self._reg_code, "po_ld_")},
                                  "po_post": {"code": functools.partial(self._reg_code, "po_st_")}}
        for sh in self.shared_arrays:
            for kind in ("po_cp_", "po_cpl_", "po_cps_"):
                name = kind + sh.name
                needs[name] = {"offset": _on_domain(isl.PwMultiAff.from_multi_aff(sh.offset), name),
                               "guards": functools.partial(self._guards, sh.tensor, sh.offset, sh.size)}
                if sh.buffers == 2:
                    needs[name]["buffer"] = self._buffer_aff(name, sh.domain.dim(isl.dim_type.set))
        tree = _ast(T.to_isl(root), self.kctx, needs, self.g.rename)
        printer = _CudaPrinter(self.g.scop, self.g.sizes, self)
        return printer.kernel(tree)


# ---- isl AST -> loop tree ------------------------------------------------------------------------
