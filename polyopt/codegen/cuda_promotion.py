"""CUDA memory promotion: which tensors of a kernel live in registers and in shared memory.

``promote(space)`` decides, for one mapped nest (``cuda_space.KernelSpace``):

* registers: a tensor whose elements, inside one iteration of the outer loops, are each accessed by
  one thread only, one element per thread slot (the accumulator of a matmul or a reduction), lives in
  a register ``r_NAME``: loaded first (unless the thread writes it before reading it, or starts it
  from the identity of its reduction) and stored last.
* shared memory: a tensor that the nest only reads, through affine indices, and that several
  threads of a block read at the same step of the block-level loop, is copied to a ``__shared__``
  array when its footprint over one block and one step is contained in a box of constant size
  (offset affine in the block index and the loop iterators) and the arrays of the kernel fit in
  ``SHARED_BUDGET`` bytes. All threads copy (the linear thread index strides over the box; global
  reads coalesced along the last dimension, 128-bit where alignment is provable), with
  ``__syncthreads()`` before and after use; along a reduction with several steps the tiles are
  double-buffered (the copy of step ``L + 1`` overlaps the work of step ``L``).

Limits: shared promotion needs a constant-size box footprint (no gathers, no tensors written in the
nest); static shared memory only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import islpy as isl
import numpy as np

from polyopt.codegen.cuda_isl import box, finite, params_to_in, reused_by_threads, union
from polyopt.codegen.cuda_mapping import B_PARAMS, T_PARAMS
from polyopt.codegen.cuda_space import KernelSpace
from polyopt.codegen.prelude import identity
from polyopt.lang import ir
from polyopt.poly import tree as T
from polyopt.schedule.members import member_vars

SHARED_BUDGET = 40 * 1024                                 # static shared memory per block, bytes
# sm_80+: double-buffered tiles copied by cp.async rather than staged through registers. Off: on an
# H200 the staged copies were faster (matmul 4096 0.94x cuBLAS against 0.66x, bmm 0.94x against 0.70x)
ASYNC_COPIES = False
TRANSPOSED_IN_SHARED = True  # reads a row apart across a warp go through shared memory (transposed_reads)
MAX_STAGING = 32  # 32-bit registers per thread that the staging of double-buffered copies may take
VECTOR_TYPES = {"float32": "float4", "float64": "double2", "int32": "int4", "uint32": "uint4",
                "int64": "longlong2", "uint64": "ulonglong2"}  # 128-bit copies by element type


@dataclass(frozen=True)
class SharedArray:
    """One ``__shared__`` array ``sh_NAME`` (NAME: the tensor, or TENSOR_k) and the reads it serves."""
    tensor: str
    name: str
    size: tuple[int, ...]
    offset: isl.MultiAff            # [o, L] -> T[...] (parameters: sizes, block indices)
    domain: isl.Set                 # po_cp_NAME[o, L]: steps at which the block reads T
    refs: dict[str, isl.PwMultiAff]  # ref tag -> S[x] -> T[local index]
    vec: int = 1                    # elements per copy instruction (128-bit loads where provable)
    perm: tuple[int, ...] = ()      # the box dimensions in the order of the shared array (() : as is)
    buffers: int = 1                # 2: double-buffered (the copy of step L + 1 overlaps step L)
    pad: int = 0                    # extra elements at the end of each row of the innermost dimension


@dataclass(frozen=True)
class Register:
    """A tensor kept in ``r_NAME`` (``r_NAME[..]`` over a register tile) by each thread."""
    tensor: str
    index: isl.PwMultiAff           # [o] -> T[a] (parameters: sizes, block and thread indices)
    domain: isl.Set                 # [o] where the thread owns an element
    load: bool
    init: str | None = None         # C text of the identity the register starts from (its init statement)
    atomic: bool = False            # a chunk's partial sum (split reduction): added by atomicAdd, not stored


@dataclass(frozen=True)
class Promotion:
    """A kernel's registers and shared arrays; ``pipe``: the block-level tile dimension along
    which the shared arrays are double-buffered (None: single buffers); ``async_copy``: their
    copies use ``cp.async``."""
    registers: tuple[Register, ...] = ()
    shared: tuple[SharedArray, ...] = ()
    pipe: int | None = None
    async_copy: bool = False
    whole: frozenset[str] = frozenset()  # statements computed over whole tiles (cuda_whole_tiles.py)

    @property
    def zero_fill(self) -> bool:
        """Copies fill what lies outside a tensor with zeros (what whole tiles read there)."""
        return bool(self.whole)

    def nbytes(self, space: KernelSpace) -> int:
        """Static shared memory of the kernel, bytes."""
        tensors = space.setting.scop.checked.tensors
        n = sum(math.prod(s.size) * np.dtype(tensors[s.tensor].dtype).itemsize for s in self.shared)
        return n * (2 if self.pipe is not None else 1)

    def step_buffer(self, space: KernelSpace) -> str | None:
        """C text of the buffer that the work of step ``po_s..`` reads (None: single buffers)."""
        if self.pipe is None:
            return None
        t = space.m.tiles[space.m.tiled[self.pipe]]
        return f"((po_s{space.n_o + self.pipe} / {t}) % 2 + 2) % 2"


def promote(space: KernelSpace, whole: tuple[KernelSpace, frozenset[str]] | None = None
            ) -> tuple[KernelSpace, Promotion]:
    """The promotion of ``space``'s tensors, and the space without the init statements that
    registers replace (they start from the identity before the loops). ``whole``: the space with
    some statements extended to whole tiles and their names (``cuda_whole_tiles``): the shared
    arrays then hold what those read too, and are kept only where they serve every read of them."""
    regs, original = [], space
    for r in _registers(space):
        r, space = _init_in_register(space, r)
        if space.m.split:  # (its init ran in a kernel before)
            r = replace(r, load=False, atomic=True,
                        init=identity("+", space.setting.scop.checked.tensors[r.tensor].dtype))
        regs.append(r)
    ext, names = whole if whole is not None else (space, frozenset())
    shared = _shared(ext, {r.tensor for r in regs}, names)
    if names:
        served = {tag for sh in shared for tag in sh.refs}
        # every factor from a zero-filled copy (a register's value outside the tile is no zero)
        reads = {r.tag for n in names for r in space.setting.stmts[n].refs
                 if not r.write and r.tensor != space.setting.stmts[n].lhs.tensor}
        if not reads <= served or not {space.setting.stmts[n].lhs.tensor for n in names} <= {x.tensor for x in regs}:
            return promote(original)
        shared = [_vector_box(ext, sh) for sh in shared]
    shared = [replace(sh, vec=_vec_width(space, sh), perm=_layout(space, sh)) for sh in shared]
    async_copy = _async_copies(space, shared)
    pipe = _pipeline_dim(space, shared, async_copy)
    if pipe is None:
        async_copy = False
    else:
        shared = [replace(sh, buffers=2) for sh in shared]
    shared = [_padded(space, sh) if transposed_reads(space, [(space.setting.stmts[t.split("_R")[0]], _ref(space, t))
                                                             for t in sh.refs]) else sh for sh in shared]
    return space, Promotion(tuple(regs), tuple(shared), pipe, async_copy, names)


def _ref(space: KernelSpace, tag: str):
    st = space.setting.stmts[tag.split("_R")[0]]
    return next(r for r in st.refs if r.tag == tag)


def _vector_box(space: KernelSpace, sh: SharedArray) -> SharedArray:
    """``sh`` with its last extent rounded up to whole 128-bit copies where that makes them possible
    (a convolution's whole tiles read 64 + 2 columns of a 56-wide image: 68)."""
    dt = space.setting.scop.checked.tensors[sh.tensor].dtype
    w = 16 // np.dtype(dt).itemsize
    if dt not in VECTOR_TYPES or sh.size[-1] % w == 0:
        return sh
    wider = replace(sh, size=sh.size[:-1] + (-(-sh.size[-1] // w) * w,))
    return wider if _vec_width(space, wider) > 1 else sh


# -- registers -------------------------------------------------------------------------------------
def _registers(space: KernelSpace) -> list[Register]:
    """Written tensors whose elements each belong to one thread (and one register slot of it)
    while the outer loops stay: kept in ``r_T`` (``r_T[..]`` over a register tile)."""
    out = []
    refs_all = list(space.refs())
    written = sorted({r.tensor for _, r in refs_all if r.write})
    os_map, dk, nd = space.os_map(), space.domain, space.nd
    for t in written:
        refs = [(s, r) for s, r in refs_all if r.tensor == t]
        if not all(space.affine_ref(s, r) for s, r in refs):
            continue
        acc = union([isl.UnionMap.from_map(r.relation) for _, r in refs]).intersect_domain(dk)
        if len(refs) < 2 and acc.is_injective():
            continue  # each element accessed once: nothing to keep
        per = os_map.reverse().apply_range(acc)
        if per.is_empty():
            continue
        mm = isl.Map.from_union_map(per).intersect_params(space.kctx)
        if not mm.is_single_valued():
            continue
        if not params_to_in(mm, B_PARAMS[:nd - 1 if space.m.split else nd] + T_PARAMS[:nd]).is_injective():
            continue
        reads = [isl.UnionMap.from_map(r.relation) for _, r in refs if not r.write]
        writes = union([isl.UnionMap.from_map(r.relation) for _, r in refs if r.write]).intersect_domain(dk)
        load = bool(reads) and _needs_load(space, union(reads).intersect_domain(dk), writes)
        dom = mm.domain()  # (before from_map: isl normalizes mm in place, and the domain's text changes)
        out.append(Register(t, isl.PwMultiAff.from_map(mm), dom, load))
    return out


def _needs_load(space: KernelSpace, reads: isl.UnionMap, writes: isl.UnionMap) -> bool:
    """True unless the thread writes every element before it reads it (in schedule order)."""
    if reads.is_empty():
        return False
    dk = space.domain
    sched = T.to_isl(T.Root(dk, space.compute_tree(None))).get_map().intersect_domain(dk)
    before = sched.lex_lt_union_map(sched)
    same = writes.apply_range(reads.reverse())
    covered = same.intersect(before).range()
    return not reads.domain().is_subset(covered)


def _init_in_register(space: KernelSpace, r: Register) -> tuple[Register, KernelSpace]:
    """``r`` with the init statement of its reduction (``C = identity``) taken out of the loops:
    the register starts from the identity before them, instead of a guarded store at the first
    reduction step inside the innermost loop (the space loses the statement's instances)."""
    if r.load:
        return r, space
    scop = space.setting.scop
    inits = [s for s in scop.statements if s.kind == "init" and s.name in space.statements
             and s.lhs.tensor == r.tensor]
    if len(inits) != 1:
        return r, space
    st = inits[0]
    mine = space.domain.intersect(isl.UnionSet.from_set(st.domain.universe(st.domain.get_space())))
    if mine.is_empty():
        return r, space
    owned = isl.Set.from_union_set(space.os_map().intersect_domain(mine).range()).intersect_params(space.kctx)
    if not owned.is_equal(r.domain.intersect_params(space.kctx)):
        return r, space
    rest = space.without(mine)
    # every element must keep a reduction step: one whose range is empty (``O(i) *=! A(i, j) where
    # j >= i`` past the last column) has only its init, whose store would go with it
    stepped = rest.os_map().intersect_domain(rest.domain.intersect(_writes_of(rest, r.tensor)))
    if stepped.is_empty() or not isl.Set.from_union_set(stepped.range()).intersect_params(space.kctx).is_equal(owned):
        return r, space
    return replace(r, init=identity(st.op, scop.checked.tensors[r.tensor].dtype)), rest


def _writes_of(space: KernelSpace, tensor: str) -> isl.UnionSet:
    """The instances of the statements of ``space`` that write ``tensor``."""
    out = isl.UnionSet.empty(space.domain.get_space())
    for _, r in space.refs():
        if r.write and r.tensor == tensor:
            out = out.union(isl.UnionSet.from_set(r.relation.domain().universe(r.relation.domain().get_space())))
    return out


# -- shared memory ---------------------------------------------------------------------------------
def _footprint(space: KernelSpace, refs, whole: frozenset[str] = frozenset()) -> isl.Map | None:
    """``[step, thread] -> T[a]``: what the reads ``refs`` touch (inside the tensor's extent, except
    for the statements ``whole`` over whole tiles: their copies hold zeros there)."""
    t = refs[0][1].tensor
    extent = isl.UnionSet.from_set(space.setting.scop.extents[t])
    acc = union([isl.UnionMap.from_map(r.relation) if s.name in whole
                 else isl.UnionMap.from_map(r.relation).intersect_range(extent)
                 for s, r in refs]).intersect_domain(space.domain)
    per = space.ol_map.reverse().apply_range(acc)
    if per.is_empty():
        return None
    return params_to_in(isl.Map.from_union_map(per).intersect_params(space.kctx), T_PARAMS[:space.nd])


def _group(space: KernelSpace, refs, whole: frozenset[str] = frozenset()) -> tuple | None:
    """(footprint over the block per step, box offset, box size) of reads reused by threads, or
    read across a warp along a dimension that is not the tensor's last (``transposed_reads``)."""
    fp_t = _footprint(space, refs, whole)
    if fp_t is None or not (reused_by_threads(fp_t, space.n_o + space.n_l, space.nd) or
                            transposed_reads(space, refs)):
        return None
    fp = fp_t.project_out(isl.dim_type.in_, space.n_o + space.n_l, space.nd)
    found = box(fp)
    return None if found is None else (fp, *found)


def transposed_reads(space: KernelSpace, refs) -> bool:
    """Do the reads ``refs`` (of one tensor) all move along the tensor's last dimension with a thread
    index other than ``threadIdx.x``, and not with ``threadIdx.x``, so that a warp's reads are a
    row apart (a transpose ``T(j, i) = A(i, j)``)? Their tile is then copied through shared memory
    along its rows (coalesced) and read across them (``_layout``, with a padded row: ``_padded``)."""
    m = space.m
    if not TRANSPOSED_IN_SHARED or m.band is None or len(m.mapped) < 2 or space.n_l:
        return False
    uses = member_vars(m.band, space.setting.scop)
    for st, r in refs:
        last = ir.walk_vars(r.expr.indices[-1]) if r.expr.indices else set()
        by = [bool(uses[k].get(st.name, set()) & last) for k in m.mapped]
        if by[0] or not any(by[1:]):
            return False
    return True


def _padded(space: KernelSpace, sh: SharedArray) -> SharedArray:
    """``sh`` with one element more per row where its copy (along the tensor's rows, consecutive
    threads on consecutive elements) writes down a column of the transposed array: 32 threads on
    32 banks instead of one."""
    if sh.perm and sh.perm[-1] != len(sh.size) - 1 and sh.buffers == 1:
        return replace(sh, pad=1)
    return sh


def _shared(space: KernelSpace, registers: set[str], names: frozenset[str] = frozenset()) -> list[SharedArray]:
    """Shared arrays: one box for all reads of a tensor, or one per reused read when that is
    smaller (a read-only tensor may well have two copies; a read without reuse stays global)."""
    if not space.nd:
        return []
    out, used = [], 0
    refs_all = list(space.refs())
    written = {r.tensor for _, r in refs_all if r.write}
    tensors = space.setting.scop.checked.tensors
    for t in sorted({r.tensor for _, r in refs_all} - written - registers):
        info = tensors[t]
        if info.kind == "scalar" or info.rank == 0:
            continue
        refs = [(s, r) for s, r in refs_all if r.tensor == t]
        if not all(space.affine_ref(s, r) for s, r in refs):
            continue
        whole = _group(space, refs, names)
        groups = [(refs, whole)]
        if len(refs) > 1:
            alone = [([sr], _group(space, [sr], names)) for sr in refs]
            alone = [(g, x) for g, x in alone if x is not None]
            size_alone = sum(math.prod(x[2]) for _, x in alone)
            if alone and (whole is None or size_alone < math.prod(whole[2])):
                groups = alone
        groups = [(g, x) for g, x in groups if x is not None]
        for n, (grefs, (fp, offset, size)) in enumerate(groups):
            nbytes = math.prod(size) * np.dtype(info.dtype).itemsize
            if used + nbytes > SHARED_BUDGET:
                continue
            used += nbytes
            name = t if len(groups) == 1 else f"{t}_{n}"
            while name != t and name in tensors:  # sh_NAME must not be another tensor's array
                name += "_"
            dom = fp.domain().set_tuple_name(f"po_cp_{name}")
            local = {}
            for st, r in grefs:
                ol = isl.Map.from_union_map(space.ol_map.intersect_domain(isl.UnionSet.from_set(
                    st.domain.universe(st.domain.get_space()))))
                off_s = isl.PwMultiAff.from_multi_aff(offset).pullback_pw_multi_aff(isl.PwMultiAff.from_map(ol))
                local[r.tag] = isl.PwMultiAff.from_map(r.relation).sub(off_s)
            out.append(SharedArray(t, name, size, offset, dom, local))
    return out


def _layout(space: KernelSpace, sh: SharedArray) -> tuple[int, ...]:
    """The order of the box dimensions in shared memory: those that move with threadIdx.x
    innermost, then threadIdx.y's, then z's, the others (the reduction's) outermost. A warp's
    reads then hit consecutive words (no bank conflicts) and a thread's register tile reads
    consecutive elements (128-bit loads): matmul's ``A(i, k)`` is kept as ``sh_A[k][i]``."""
    m = space.m
    if m.band is None or not m.mapped:
        return ()
    uses = member_vars(m.band, space.setting.scop)
    rank = [0] * len(sh.size)
    for tag in sh.refs:
        st = space.setting.stmts[tag.split("_R")[0]]
        ref = next(r for r in st.refs if r.tag == tag)
        for j, ix in enumerate(ref.expr.indices):
            used = ir.walk_vars(ix)
            for d, k in enumerate(m.mapped):
                if uses[k].get(st.name, set()) & used:
                    rank[j] = max(rank[j], 3 - d)
    perm = tuple(sorted(range(len(sh.size)), key=lambda j: (rank[j], j)))
    return () if perm == tuple(range(len(sh.size))) else perm


def _vec_width(space: KernelSpace, sh: SharedArray) -> int:
    """Elements per 128-bit copy of ``sh`` when alignment and unit stride are provable (fixed
    sizes: the last extent of the tensor and of the box, and every offset along it, are
    multiples of the width), else 1."""
    s = space.setting
    dt = s.scop.checked.tensors[sh.tensor].dtype
    w = 16 // np.dtype(dt).itemsize
    if not s.options.vectorize or s.sizes is None or dt not in VECTOR_TYPES or sh.size[-1] % w:
        return 1
    shape = s.scop.shape(sh.tensor, s.sizes)
    if len(shape) > 1 and shape[-1] % w:
        return 1
    steps = sh.domain.reset_tuple_id().intersect_params(space.kctx)
    last = steps.apply(isl.Map.from_aff(sh.offset.get_at(len(sh.size) - 1)))
    return w if last.is_subset(isl.Set(f"{{ [x] : x mod {w} = 0 }}", context=space.ctx)) else 1


def _async_copies(space: KernelSpace, shared: list[SharedArray]) -> bool:
    """Double-buffered tiles are copied by ``cp.async`` (sm_80 and later): straight from global
    to shared memory, no staging registers (so large tiles, a convolution's filters, pipeline
    too); elements of 4, 8 or 16 bytes only."""
    dts = [space.setting.scop.checked.tensors[sh.tensor].dtype for sh in shared]
    return (ASYNC_COPIES and tuple(space.setting.gpu.compute_capability) >= (8, 0)
            and all(np.dtype(dt).itemsize in (4, 8) for dt in dts))


def _pipeline_dim(space: KernelSpace, shared: list[SharedArray], async_copy: bool) -> int | None:
    """The reduction tile dimension along which shared tiles are double-buffered: the only one of
    the block-level tiles with more than one step (None: no pipelining)."""
    s = space.setting
    if not shared or not space.n_l or not s.options.pipeline:
        return None
    tensors = s.scop.checked.tensors
    nbytes = sum(math.prod(sh.size) * np.dtype(tensors[sh.tensor].dtype).itemsize for sh in shared)
    threads = math.prod(space.m.block)
    staging = sum(-(-math.prod(sh.size) // sh.vec // threads) * sh.vec
                  * np.dtype(tensors[sh.tensor].dtype).itemsize // 4 for sh in shared)
    if 2 * nbytes > s.gpu.shared_per_block or (staging > MAX_STAGING and not async_copy):
        return None
    steps = isl.Set.from_union_set(space.ol_map.range()).intersect_params(space.kctx)
    multi = []
    for j in range(space.n_l):
        lo, hi = finite(steps.dim_min_val(space.n_o + j)), finite(steps.dim_max_val(space.n_o + j))
        if lo is None or hi is None or lo != hi:
            multi.append(j)
    return multi[0] if len(multi) == 1 else None


# -- the copies ------------------------------------------------------------------------------------
def buffer_aff(space: KernelSpace, promo: Promotion, name: str, n: int) -> isl.PwMultiAff:
    """``name[o, L] -> [buffer]``: the shared buffer of step ``L`` (its tile number mod 2)."""
    d, t = promo.pipe, space.m.tiles[space.m.tiled[promo.pipe]]
    dims = ", ".join(f"x{j}" for j in range(n))
    return isl.PwMultiAff(f"{{ {name}[{dims}] -> [((floor(x{space.n_o + d}/{t})) mod 2)] }}", context=space.ctx)


def copy_guards(space: KernelSpace, sh: SharedArray, dom: isl.Set) -> tuple:
    """Per dimension, whether the copy of ``sh`` at the steps ``dom`` must check ``index >= 0``
    and ``index < extent`` (full tiles need neither)."""
    s = space.setting
    if s.sizes is None:
        return tuple((True, True) for _ in sh.size)
    shape = s.scop.shape(sh.tensor, s.sizes)
    steps = dom.reset_tuple_id().intersect_params(space.kctx)
    out = []
    for k, size in enumerate(sh.size):
        vals = steps.apply(isl.Map.from_aff(sh.offset.get_at(k)))
        if vals.is_empty():
            out.append((False, False))
            continue
        lo, hi = finite(vals.dim_min_val(0)), finite(vals.dim_max_val(0))
        out.append((lo is None or lo < 0, hi is None or hi + size > shape[k]))
    return tuple(out)


def fma_per_load(space: KernelSpace, promo: Promotion) -> float:
    """Multiply-adds per element a thread loads from shared memory in its deepest statement: the
    register tile over the elements of each shared read that it needs (8 x 8 over 8 + 8 = 4 for a
    matmul; 128-bit loads then fetch four of those elements each)."""
    m = space.m
    if not promo.shared or m.band is None:
        return 0.0
    uses = member_vars(m.band, space.setting.scop)
    tags = {tag for sh in promo.shared for tag in sh.refs}
    # (the first by name among equally deep ones: a set's order would follow the hash seed)
    deepest = max((space.setting.stmts[n] for n in sorted(space.statements)), key=lambda s: len(s.vars))
    axes = m.register_axes()
    work, loads = math.prod(m.points(d) for d in axes), 0
    for r in deepest.refs:
        if r.tag not in tags:
            continue
        used = set().union(*map(ir.walk_vars, r.expr.indices))
        loads += math.prod(m.points(d) for d in axes if uses[m.mapped[d]].get(deepest.name, set()) & used)
    return round(work / loads, 2) if loads else 0.0
