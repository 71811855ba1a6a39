"""CUDA row kernels: reductions along a row on a group of lanes, a warp or a block per row.

``plan(...)`` looks at the nests of a CUDA schedule (``cuda_pipeline``) and takes runs of
consecutive nests that form a *row program*: every statement writes a tensor whose leading
``k`` indices are plain index variables (the *row*, the left-hand side of the reductions), no
dependence goes from one row to another, and at least one reduction sums along a dimension
that is unit-stride in memory in a read that no other row reads (``y(i) +=! A(i, j) * x(j)``;
not a contraction, whose operands every row re-reads). Such a run becomes one row kernel
(``polyopt.codegen.cuda_rows_print`` prints it) instead of one thread per row:

* the rows are *units* of a grid-stride loop; a unit is a group of ``lanes`` threads (4 to 32
  lanes of a warp for short rows, a warp, or a whole block of up to 1024 threads);
* inside a unit, the statements run in program order, in *phases*: the statements of a phase
  share one column domain (read from isl, so triangular rows work: the bounds are expressions
  of the row) and the lanes stride over it together, each column on one lane; a reduction keeps
  a partial per lane in a register, then ``__shfl_xor_sync`` combines a warp and a shared-memory
  step the warps of a block (the same fixed order at every call: deterministic);
* per-row values (``mx(n)``, ``s(n)``) live in registers of every lane (*row registers*); loads
  and stores of what a lane reads run 128 bits at a time where the access relations and the
  sizes prove the addresses contiguous and 16-byte aligned;
* where a fixed-size row fits, a tensor that several phases touch stays in registers (softmax
  reads ``X`` once and never writes ``e``); a size-generic kernel or a long row re-reads it;
* few rows with long reductions (``dot``, ``l1_norm``, batch-norm moments at few channels) split
  each row in ``segments``: kernel 1 writes one partial per (row, segment) to a scratch array,
  the next kernel combines them in a fixed order (deterministic: no atomics) and goes on.

Legality comes from the dependences: every dependence between statements of the run must stay
within a row; inside a phase every dependence must connect the same column (a lane's own
work); a barrier separates phases where a dependence crosses lanes through memory.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl
import numpy as np

from polyopt.codegen.cuda_rows_model import Analysis, Columns, RowStmt, const, interval, mul, zero_deltas
from polyopt.codegen.loops import AExpr, AInt
from polyopt.lang import ir
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop

__all__ = ["Columns", "Phase", "RowGroup", "RowStmt", "plan"]

GRID_CAP = 4096          # blocks of a row kernel at most (grid-stride loops do the rest)
BLOCK = 256              # threads of a block of lane groups
SPLIT_ROWS = 128         # fewer rows than this, with long reductions: split the rows in segments
SPLIT_UNITS = 1024       # aim for this many (row, segment) units when splitting
MIN_SPLIT_WORK = 1 << 16  # elements per row below which splitting does not pay
CACHE_VALUES = 32        # values per thread that cached tensors may hold (registers)
MIN_LANES = 4            # shorter rows (pooling windows) keep the generic mapping: a thread per output
VECTOR_TYPES = {("float32", 4): "float4", ("float64", 2): "double2", ("int32", 4): "int4",
                ("uint32", 4): "uint4", ("int64", 2): "longlong2", ("uint64", 2): "ulonglong2"}


# ---- the plan ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Phase:
    """Scalar statements (``pre``), then one loop of the lanes over ``columns`` running the
    column statements ``body`` per column, then the combination of the reductions."""
    pre: tuple[str, ...]
    body: tuple[str, ...]
    columns: Columns | None
    guard: AExpr | None       # rows where the column domain is not empty (None: every row)
    reduce: tuple[str, ...]   # row registers the body reduces into (order of first update)
    vector: int               # columns per lane step (1, or a 128-bit vector of the main read)
    vec_refs: frozenset[str]  # tags of the accesses done through 128-bit loads and stores
    sync_before: bool         # a barrier between the previous phase and this one


@dataclass(frozen=True)
class RowGroup:
    """One row program: statements, rows, phases and the mapping on threads."""
    nests: tuple                 # the (domain, schedule node) pairs it replaces
    stmts: tuple[RowStmt, ...]   # program order
    k: int                       # row dimensions
    row_lo: tuple[AExpr, ...]
    row_ext: tuple[AExpr, ...]
    registers: tuple[str, ...]   # row registers (tensors indexed by the row only)
    phases: tuple[Phase, ...]
    lanes: int                   # threads per unit (a power of 2 up to 32, or a block)
    block: int                   # threads per block
    segments: int                # units per row (> 1: rows split, partials in scratch arrays)
    cached: tuple[str, ...]      # tensors held in registers across phases (fixed sizes only)
    private: tuple[str, ...]     # cached temporaries nothing else reads: never stored
    generic: bool
    # row registers whose statements cover only some rows (C(i, k) of (i, j) rows at P = 1): the
    # rows where each is loaded (touched) and stored (written), as conditions
    register_rows: tuple[tuple[str, AExpr | None, AExpr | None], ...] = ()

    @property
    def n_rows(self) -> AExpr:
        out: AExpr = AInt(1)
        for e in self.row_ext:
            out = mul(out, e)
        return out

    def stmt(self, name: str) -> RowStmt:
        return next(s for s in self.stmts if s.name == name)


# ---- planning ----------------------------------------------------------------------------------------
def plan(scop: Scop, deps: Dependences, sizes: dict[str, int] | None, context: isl.Set,
         nests: list) -> list:
    """The nests as items in order: ``("nest", dom, node)`` for the generic mapping, or
    ``("rows", RowGroup)`` for a run of nests that runs as row kernels.

    >>> # see tests/cuda/test_cuda_rows.py: softmax's three nests become one row group
    """
    ana = Analysis(scop, deps, sizes, context)
    out, i = [], 0
    while i < len(nests):
        best, j = None, i + 1
        while j <= len(nests):
            g = _group(ana, nests[i:j])
            if g is False:
                break
            if g is not None:
                best = (g, j)
            j += 1
        if best is None:
            out.append(("nest", *nests[i]))
            i += 1
        else:
            out.append(("rows", best[0]))
            i = best[1]
    return out


def _names_of(u: isl.UnionSet) -> list[str]:
    lst = u.get_set_list()
    return [lst.get_at(i).get_tuple_name() for i in range(lst.n_set())]


def _group(ana: Analysis, nests: list):
    """A RowGroup for these nests; None if they are not one but a longer run might be; False if
    no run that starts with them can be. The row has the rank of the first nest's reductions."""
    names = _in_dependence_order(ana, sorted({n for dom, _ in nests for n in _names_of(dom)}, key=ana.order.get))
    if names is None:
        return False
    ks = {len(s.lhs.indices) for s in map(ana.stmts.get, _names_of(nests[0][0])) if s.kind == "update"
          and any(v not in {x.name for ix in s.lhs.indices for x in ir.walk(ix) if isinstance(x, ir.Var)}
                  for v in s.vars)}
    if len(ks) != 1:
        return False
    k = ks.pop()
    rstmts = []
    for n in names:
        rs = ana.row_stmt(n, k)
        if rs is None:
            return False
        rstmts.append(rs)
    # no dependence from one row to another
    for a in rstmts:
        for b in rstmts:
            if not ana.same_row(a, b, k):
                return False
    registers = _registers(ana, rstmts, k)
    if registers is None:
        return False
    reductions = [rs for rs in rstmts if rs.role == "reduce"]
    if not reductions or not all(_streams(ana, rs) for rs in reductions):
        return False
    return _build(ana, tuple(nests), rstmts, k, registers)


def _in_dependence_order(ana: Analysis, names: list[str]) -> list[str] | None:
    """``names`` (program order) reordered where a dependence says so, stably: the pieces of one
    statement come in name order, and ``R(j, k) = .. R(j, k - 1)`` split at ``k >= 1`` (S1_p0) and
    ``k == 0`` (S1_p1) must run S1_p1 first (its phase ran second: R(j, 1) read R(j, 0) before it was
    written). None where the dependences form a cycle between statements."""
    left, out = list(names), []
    while left:
        free = next((n for n in left if not any(o != n and ana.deps_between(o, n) is not None for o in left)), None)
        if free is None:
            return None
        out.append(free)
        left.remove(free)
    return out


def _registers(ana: Analysis, rstmts: list[RowStmt], k: int) -> tuple[str, ...] | None:
    """Tensors written as the row's own element (reductions, scalar statements): every access to
    them in the run must be at the row (else None)."""
    regs = []
    for rs in rstmts:
        if rs.role in ("reduce", "scalar"):
            t = ana.stmts[rs.name].lhs.tensor
            if t not in regs:
                regs.append(t)
    for rs in rstmts:
        s = ana.stmts[rs.name]
        row_vars = [s.vars[p] for p in rs.rows]
        for r in s.refs:
            if r.tensor in regs:
                ix = r.expr.indices
                if len(ix) != k or [x.name if isinstance(x, ir.Var) else None for x in ix] != row_vars:
                    return None
        if rs.role == "column" and s.lhs.tensor in regs:
            return None
    return tuple(regs)


def _streams(ana: Analysis, rs: RowStmt) -> bool:
    """A reduction whose main read streams: unit stride along the fastest column, and no other
    instance reads the same element (not a contraction's operand)."""
    s = ana.stmts[rs.name]
    return any(not r.write and ana.unit_stride(rs, r) and ana.injective(rs, r) for r in s.refs)


def _build(ana: Analysis, nests, rstmts: list[RowStmt], k: int, registers) -> RowGroup | None:
    rows = None
    for rs in rstmts:
        x = ana.rows_of(rs, k)
        rows = x if rows is None else rows.union(x)
    rows = rows.coalesce()
    # the rows: a box of sizes
    lo, ext = [], []
    if k:
        m = isl.Map.from_range(rows)
        for j in range(k):
            pj = m.project_out(isl.dim_type.out, j + 1, k - j - 1).project_out(isl.dim_type.out, 0, j)
            iv = interval(pj)
            if iv is None:
                return None
            a, b = iv
            lo.append(ana.aexpr(a, 0, rows))
            ext.append(ana.aexpr(b.sub(a).add_constant_val(isl.Val.one(rows.get_ctx())), 0, rows))
        box = None
        for j in range(k):
            pj = m.project_out(isl.dim_type.out, j + 1, k - j - 1).project_out(isl.dim_type.out, 0, j)
            lifted = pj.insert_dims(isl.dim_type.out, 0, j).add_dims(isl.dim_type.out, k - j - 1)
            box = lifted if box is None else box.intersect(lifted)
        if not m.is_equal(box):
            return None
    # statements with their guards, columns
    cols: dict[str, Columns] = {}
    final = []
    for rs in rstmts:
        if rs.role == "scalar":
            rs = RowStmt(rs.name, rs.rows, rs.cols, rs.role, ana.condition(ana.rows_of(rs, k), rows, k))
        else:
            c = ana.columns(rs, k, rows)
            if c is None:
                return None
            cols[rs.name] = c
        final.append(rs)
    phases = _phases(ana, final, cols, k, rows, registers)
    if phases is None:
        return None
    group = _map(ana, nests, final, k, tuple(lo), tuple(ext), registers, phases)
    return None if group is None else _with(group, register_rows=_register_rows(ana, final, k, rows, registers))


def _register_rows(ana: Analysis, rstmts: list[RowStmt], k: int, rows, registers) -> tuple:
    """``(tensor, load condition, store condition)`` of each row register that some rows lack."""
    out = []
    for t in registers:
        touch = write = None
        for rs in rstmts:
            s = ana.stmts[rs.name]
            if any(r.tensor == t for r in s.refs):
                mine = ana.rows_of(rs, k)
                touch = mine if touch is None else touch.union(mine)
                if s.lhs.tensor == t:
                    write = mine if write is None else write.union(mine)
        load = None if touch is None else ana.condition(touch.coalesce(), rows, k)
        store = None if write is None else ana.condition(write.coalesce(), rows, k)
        if load is not None or store is not None:
            out.append((t, load, store))
    return tuple(out)


def _phases(ana: Analysis, rstmts: list[RowStmt], cols, k: int, rows, registers) -> list[Phase] | None:
    phases: list[dict] = []
    cur = None

    def close():
        nonlocal cur
        if cur is not None:
            phases.append(cur)
        cur = None

    for rs in rstmts:
        if rs.role == "scalar":
            if cur is not None and cur["body"] and not any(ana.related(b.name, rs.name) for b in cur["body"]):
                cur["pre"].append(rs)
                continue
            close()
            phases.append({"pre": [rs], "body": [], "columns": None})
            continue
        # a statement must not depend on itself across columns (reduction chains aside)
        if not ana.same_column(rs, rs):
            return None
        c = cols[rs.name]
        if cur is not None and cur["columns"].key == c.key and all(
                ana.same_column(b, rs) for b in cur["body"]) and not _touches_reduced(ana, cur["body"], rs):
            cur["body"].append(rs)
            continue
        close()
        cur = {"pre": [], "body": [rs], "columns": c}
    close()
    # merge a scalar-only phase into the next phase's prologue
    merged: list[dict] = []
    for p in phases:
        if merged and not merged[-1]["body"]:
            prev = merged.pop()
            p = {"pre": prev["pre"] + p["pre"], "body": p["body"], "columns": p["columns"]}
        merged.append(p)
    out = []
    for p in merged:
        body = p["body"]
        reduce = []
        for rs in body:
            if rs.role == "reduce":
                t = ana.stmts[rs.name].lhs.tensor
                if t not in reduce:
                    reduce.append(t)
        ops = {}
        for rs in body:
            if rs.role == "reduce":
                s = ana.stmts[rs.name]
                if ops.setdefault(s.lhs.tensor, s.op) != s.op:
                    return None
        guard = None
        if body:
            dom = ana.column_map(body[0], k).domain()
            guard = ana.condition(dom, rows, k)
        out.append(Phase(tuple(x.name for x in p["pre"]), tuple(x.name for x in body), p["columns"], guard,
                         tuple(reduce), 1, frozenset(), False))
    return out


def _touches_reduced(ana: Analysis, body: list[RowStmt], rs: RowStmt) -> bool:
    """``rs`` touches a tensor that a statement of ``body`` reduces (complete only after the phase),
    or reduces a tensor that ``body`` touches."""
    reduced = {ana.stmts[b.name].lhs.tensor for b in body if b.role == "reduce"}
    mine = {r.tensor for r in ana.stmts[rs.name].refs}
    if rs.role == "reduce":
        t = ana.stmts[rs.name].lhs.tensor
        if any(t in {r.tensor for r in ana.stmts[b.name].refs} for b in body if b.role != "reduce" or
               ana.stmts[b.name].lhs.tensor != t):
            return True
        return bool(reduced & (mine - {t}))
    return bool(reduced & mine)


# ---- the mapping on threads ---------------------------------------------------------------------------
def _pow2(n: int) -> int:
    return 1 << max(0, (max(1, n) - 1).bit_length())


def _map(ana: Analysis, nests, rstmts, k, row_lo, row_ext, registers, phases: list[Phase]) -> RowGroup | None:
    """Lanes per row, threads per block, segments and cached tensors of a row program (None: rows
    too short for lanes to share them)."""
    generic = ana.sizes is None
    group = RowGroup(nests, tuple(rstmts), k, row_lo, row_ext, registers, tuple(phases), 32, BLOCK, 1, (), (),
                     generic)
    if not generic:  # vectors: per phase, the widest 128-bit access of its main read that is provably aligned
        group = _with(group, phases=tuple(_vectorize(ana, group, p) for p in phases))
    loops = [p for p in group.phases if p.columns is not None]
    steps = [_ceil(p.columns.constant_length(), p.vector) for p in loops]
    if any(s is None for s in steps):  # a row-dependent length (widest row), or unknown sizes
        steps = [s if s is not None else (None if generic else _widest(ana, group, p)) for s, p in zip(steps, loops)]
    longest = None if any(s is None for s in steps) else max(steps)
    n_rows = const(group.n_rows)
    # (a row held in registers needs each phase's length known: a row-dependent one, ``k <= l``,
    # left the printer without its chunks: a raw TypeError, found by a helper's sweep)
    cacheable = _cacheable(ana, group) if len(loops) > 1 and not generic and \
        all(p.columns.constant_length() is not None for p in loops) else ()
    if longest is None:  # size-generic with unknown row length: a block per row
        return _finish(ana, _with(group, lanes=BLOCK, block=BLOCK))
    width = max(p.vector for p in loops)
    if n_rows is not None and any(p.reduce for p in group.phases) and n_rows < SPLIT_ROWS and \
            longest * width >= MIN_SPLIT_WORK:
        lanes = 256 if longest < 64 * 1024 else 1024
        segments = max(1, min(-(-SPLIT_UNITS // n_rows), longest // (lanes * 4)))
        return _finish(ana, _with(group, lanes=lanes, block=lanes, segments=segments))
    per_lane = 4 if cacheable else 8  # (a row in registers: a few values per thread)
    lanes = min(1024, _pow2(-(-longest // per_lane)))
    if lanes < MIN_LANES:
        return None
    if lanes > 32:
        lanes = block = max(64, lanes)
    else:
        block = min(BLOCK, max(32, _pow2((n_rows or BLOCK) * lanes)))
    group = _with(group, lanes=lanes, block=block)
    if cacheable:
        chunks = -(-longest // lanes)
        budget = min(CACHE_VALUES, 65536 // block // 4)  # of the registers a thread may have
        if chunks * width * len(cacheable) <= budget:
            private = tuple(t for t in cacheable if ana.scop.checked.tensors[t].kind == "temp"
                            and not ana.touched_outside(t, {s.name for s in rstmts}))
            group = _with(group, cached=cacheable, private=private)
    return _finish(ana, group)


def _ceil(n: int | None, d: int) -> int | None:
    return None if n is None else -(-n // d)


def _finish(ana: Analysis, group: RowGroup) -> RowGroup:
    return _with(group, phases=tuple(_syncs(ana, group, list(group.phases))))


def _with(g: RowGroup, **kw) -> RowGroup:
    return replace(g, **kw)


def _widest(ana: Analysis, group: RowGroup, p: Phase) -> int:
    """Vector steps of the longest row of a phase whose length depends on the row."""
    rs = group.stmt(p.body[0])
    m = ana.column_map(rs, group.k)
    n = m.dim(isl.dim_type.out)
    most = 1
    for j in range(n):
        pj = m.project_out(isl.dim_type.out, j + 1, n - j - 1).project_out(isl.dim_type.out, 0, j)
        ext = pj.lexmax_pw_multi_aff().get_pw_aff(0).sub(pj.lexmin_pw_multi_aff().get_pw_aff(0))
        hi = isl.Map.from_pw_aff(ext).range().dim_max_val(0)
        most *= (hi.to_python() + 1) if hi.is_int() else 1
    return -(-most // p.vector)


def _vectorize(ana: Analysis, group: RowGroup, p: Phase) -> Phase:
    if p.columns is None:
        return p
    c = p.columns
    best = (1, frozenset())
    for rs_name in p.body:
        rs = group.stmt(rs_name)
        s = ana.stmts[rs_name]
        for r in s.refs:
            if r.write or not ana.unit_stride(rs, r):
                continue
            dt = ana.scop.checked.tensors[r.tensor].dtype
            v = 16 // np.dtype(dt).itemsize
            if (dt, v) not in VECTOR_TYPES or v <= best[0]:
                continue
            if len(c.ext) > 1 and (const(c.ext[-1]) is None or const(c.ext[-1]) % v):
                continue
            tags = _vector_refs(ana, group, p, v)
            if r.tag in tags:
                best = (v, tags)
    return Phase(p.pre, p.body, p.columns, p.guard, p.reduce, best[0], best[1], p.sync_before)


def _vector_refs(ana: Analysis, group: RowGroup, p: Phase, v: int) -> frozenset[str]:
    """Accesses of the phase that run as ``v``-element vectors: unit stride, every group of ``v``
    columns (from the first) at a multiple of ``v`` elements."""
    out = set()
    k = group.k
    for rs_name in p.body:
        rs = group.stmt(rs_name)
        s = ana.stmts[rs_name]
        for r in s.refs:
            if r.tensor in group.registers or not ana.unit_stride(rs, r):
                continue
            dt = ana.scop.checked.tensors[r.tensor].dtype
            if (dt, v) not in VECTOR_TYPES:
                continue
            f = ana.flat_address(rs, r)
            if f is None or not _coefficient_one(f, k + len(rs.cols) - 1):
                continue
            starts = _group_starts(ana, rs, k, v)
            if starts is None:
                continue
            fmod = f.mod_val(isl.Val.int_from_si(f.get_ctx(), v))
            if starts.is_subset(fmod.zero_set()):
                out.add(r.tag)
    return frozenset(out)


def _coefficient_one(f: isl.PwAff, pos: int) -> bool:
    ok = [True]

    def piece(_set, aff):
        if not aff.get_coefficient_val(isl.dim_type.in_, pos).is_one():
            ok[0] = False
    f.foreach_piece(piece)
    return ok[0]


def _group_starts(ana: Analysis, rs: RowStmt, k: int, v: int) -> isl.Set | None:
    """The instances ``[r, c]`` of ``rs`` at the first column of a vector group."""
    m = ana.column_map(rs, k)
    n = m.dim(isl.dim_type.out)
    last = m.project_out(isl.dim_type.out, 0, n - 1)
    lo = last.lexmin()
    ctx = m.get_ctx()
    step = isl.Map(f"{{ [a] -> [b] : exists e : b = a + {v} * e }}", context=ctx)
    starts_last = lo.apply_range(step)  # [r] -> [c_last]
    lifted = starts_last.insert_dims(isl.dim_type.out, 0, n - 1)
    return m.intersect(lifted).wrap().flatten()


def _cacheable(ana: Analysis, group: RowGroup) -> tuple[str, ...]:
    """Tensors that every phase touching them reaches at the same element for the same column
    (one access function in ``[r, c]``), over the same column domain, in two phases or more."""
    by_tensor: dict[str, list] = {}
    for i, p in enumerate(group.phases):
        for name in p.body:
            rs = group.stmt(name)
            for r in ana.stmts[name].refs:
                if r.tensor in group.registers or ana.scop.checked.tensors[r.tensor].kind == "scalar":
                    continue
                by_tensor.setdefault(r.tensor, []).append((i, rs, r))
        for name in p.pre:
            for r in ana.stmts[name].refs:
                by_tensor.setdefault(r.tensor, []).append((i, None, r))
    out = []
    for t, uses in by_tensor.items():
        if any(rs is None for _, rs, _ in uses) or len({i for i, _, _ in uses}) < 2:
            continue
        phases = [group.phases[i] for i, _, _ in uses]
        if len({p.columns.key for p in phases}) != 1 or len({p.vector for p in phases}) != 1:
            continue
        rels = set()
        for _, rs, r in uses:
            if not ana.affine(ana.stmts[rs.name], r):
                rels = None
                break
            sig = ana.sigma(rs.name, rs.rows, rs.cols).intersect_domain(ana.domain(rs.name))
            rel = sig.reverse().apply_range(r.relation.intersect_params(ana.context))
            rels.add(str(rel.reset_tuple_id(isl.dim_type.in_).coalesce()))
        if rels is None or len(rels) != 1:
            continue
        v = phases[0].vector
        if v > 1 and not all(r.tag in group.phases[i].vec_refs for i, _, r in uses):
            continue
        out.append(t)
    return tuple(out)


def _syncs(ana: Analysis, group: RowGroup, phases: list[Phase]) -> list[Phase]:
    """A barrier before a phase that reads or writes, through memory, what another lane touched in
    an earlier phase (row registers and cached tensors stay in a lane's registers)."""
    out = []
    for i, p in enumerate(phases):
        need = False
        for q in phases[:i]:
            for a in q.pre + q.body:
                for b in p.pre + p.body:
                    if _crosses(ana, group, a, b, q, p):
                        need = True
        out.append(Phase(p.pre, p.body, p.columns, p.guard, p.reduce, p.vector, p.vec_refs, need and i > 0))
    return out


def _crosses(ana: Analysis, group: RowGroup, a: str, b: str, pa: Phase, pb: Phase) -> bool:
    """Whether statement ``a`` (phase ``pa``) and a later ``b`` (phase ``pb``) touch an element of a
    tensor in memory, one of them writing it, from different lanes."""
    sa, sb = ana.stmts[a], ana.stmts[b]
    ra, rb = group.stmt(a), group.stmt(b)
    one_lane = (ra.role != "scalar" and rb.role != "scalar" and pa.columns.key == pb.columns.key
                and pa.vector == pb.vector)
    for t in {r.tensor for r in sa.refs} & {r.tensor for r in sb.refs}:
        if t in group.registers or t in group.cached or ana.scop.checked.tensors[t].kind == "scalar":
            continue
        for x in sa.refs:
            for y in sb.refs:
                if x.tensor != t or y.tensor != t or not (x.write or y.write):
                    continue
                m = x.relation.intersect_domain(ana.domain(a)).apply_range(
                    y.relation.intersect_domain(ana.domain(b)).reverse())
                if m.is_empty():
                    continue
                if not one_lane:
                    return True
                placed = m.apply_domain(ana.sigma(a, ra.rows, ra.cols)).apply_range(ana.sigma(b, rb.rows, rb.cols))
                if not zero_deltas(placed):
                    return True
    return False
