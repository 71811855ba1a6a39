"""CUDA text of row kernels (``polyopt.codegen.cuda_rows`` decides what they do).

One kernel per row group, or one per reduction phase plus one for the rest when rows are split
in segments. Every kernel is a grid-stride loop over units (a row, or a row's segment) that every
thread of a block runs the same number of times, so that barriers and shuffles are reached by all
threads together; threads of a unit past the last row take part with the reduction's identity.

>>> # the text of softmax at N=4096, D=1024: tests/cuda/test_cuda_rows.py and docs/cuda.md
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from polyopt.codegen import reduction
from polyopt.codegen.c import C_TYPES, CPrinter
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.cnames import cname
from polyopt.codegen.cuda_rows import GRID_CAP, VECTOR_TYPES, Phase, RowGroup
from polyopt.codegen.cuda_rows_model import const
from polyopt.codegen.cuda_text import prune, unused_registers
from polyopt.codegen.loops import AExpr, AId, AInt, AOp
from polyopt.errors import CompileError
from polyopt.lang.check import is_float
from polyopt.poly.scop import Scop


@dataclass(frozen=True)
class RowKernel:
    """One ``__global__`` function of a row group, as the launch plan needs it."""
    name: str
    text: str
    grid: tuple
    block: tuple[int, int, int]
    shared_bytes: int
    args: tuple                 # KernelArg
    statements: tuple[str, ...]
    mapping: str
    shared: tuple
    registers: tuple[str, ...]
    scratch: tuple              # (name, dtype, count) of the partial arrays it reads or writes
    aligned: tuple[str, ...]    # tensors read or written with 128-bit accesses (16-byte aligned)


def _ceil_div(n: AExpr, d: int) -> AExpr:
    c = const(n)
    if c is not None:
        return AInt(-(-c // d))
    return AOp("fdiv_q", (AOp("add", (n, AInt(d - 1))), AInt(d)))


class _RowPrinter(CPrinter):
    """The C printer's statement bodies with row registers, vector buffers and flat indexing."""

    err_flag = "po_err"
    select_max = False

    def __init__(self, scop: Scop, sizes, group: RowGroup):
        super().__init__(scop, sizes, None)
        self.group = group
        self.regs = set(group.registers)
        self.subst: dict[int, str] = {}

    def ctype(self, dt: str) -> str:
        if dt == "float16":
            raise CompileError("float16 tensors run on the c target only: the cuda target has no half type yet")
        return "bool" if dt == "bool" else C_TYPES[dt]

    def statement_vars(self, s, args):
        return args

    def access(self, a, vars_) -> str:
        if id(a) in self.subst:
            return self.subst[id(a)]
        t = self.c.tensors[a.tensor]
        if t.kind == "scalar":
            return cname("p", a.tensor)
        if a.tensor in self.regs:
            return f"r_{a.tensor}"
        if not a.indices:
            return f"{cname('a', a.tensor)}[0]"
        return f"{cname('a', a.tensor)}[{self.index(a, vars_)}]"

    def index(self, a, vars_) -> str:
        parts = self.indices(a, vars_, "po_err")
        text = parts[0]
        for k in range(1, len(parts)):
            ext = self.extent(a.tensor, k)
            text = f"{_paren(text)} * {_paren(ext)} + {parts[k]}"
        return text


def _paren(text: str) -> str:
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*|\d+", text):
        return text
    return f"({text})"


def _combine(op: str, dt: str, acc: str, value: str, nan_free: bool = True) -> str:
    return reduction.update(op, dt, acc, value, nan_free)


class _Kernel:
    """Builds the text of one kernel of a group: ``phases`` (after combining the partials of
    ``combine``, the reductions of the previous kernel), writing partials after the last phase when
    ``partials`` (rows split in segments)."""

    def __init__(self, gen: RowCode, name: str, phases: list[Phase], combine: tuple[str, ...], partials: bool,
                 later_loads: set[str], index: int = 0, combine_body: tuple[str, ...] = ()):
        self.gen = gen
        self.index = index  # (the group's kernels alternate between two buffers of partials)
        self.combine_body = combine_body  # the statements of the phase whose partials it combines
        self.g = gen.group
        self.p = gen.printer
        self.name = name
        self.phases = phases
        self.combine = combine
        self.partials = partials
        self.later_loads = later_loads
        self.lines: list[str] = []
        self.sh: list[tuple[str, str, int]] = []
        self.aligned: set[str] = set()
        self.buffers = 0
        self.cache_home: dict[str, Phase] = {}  # cached tensor -> the phase that brought it to registers
        self.phase_body: tuple[str, ...] = ()  # the statements of the phase being printed
        # units are (row, segment) pairs where the kernel loops over columns, else rows
        self.segs = gen.group.segments if any(ph.body for ph in phases) else 1

    # -- helpers -------------------------------------------------------------------------------------
    def emit(self, depth: int, text: str) -> None:
        self.lines.append("  " * depth + text)

    @property
    def group_lanes(self) -> bool:
        return self.g.lanes <= 32

    @property
    def threads(self) -> int:
        return self.g.lanes if not self.group_lanes else 32 if self.g.lanes == 32 else self.g.lanes

    def dtype(self, t: str) -> str:
        return self.p.c.tensors[t].dtype

    def op(self, t: str) -> str:
        """The operator of the reduction into ``t``: the current phase's (``t(n) max=! ..`` then
        ``t(n) +=! ..`` reduce twice), else the first."""
        for name in self.phase_body:
            s = self.p.stmts[name]
            if s.lhs.tensor == t and self.gen.reduce_target(name):
                return s.op
        for name in self.gen.reduce_stmts:
            s = self.p.stmts[name]
            if s.lhs.tensor == t:
                return s.op
        raise KeyError(t)

    def act(self) -> str:
        return "act" if self.group_lanes else ""

    def barrier(self) -> str:
        return "__syncwarp();" if self.group_lanes else "__syncthreads();"

    # -- the kernel ---------------------------------------------------------------------------------------
    def build(self) -> RowKernel:
        g = self.g
        lanes = g.lanes
        block = g.block
        upb = block // lanes if self.group_lanes else 1
        n_rows = g.n_rows
        units = _fold_mul(n_rows, self.segs)
        d = 1
        self.emit(d, "const int tid = threadIdx.x;")
        if self.group_lanes and lanes < 32:
            self.emit(d, f"const int lane = tid & {lanes - 1};")
        elif self.group_lanes:
            self.emit(d, "const int lane = tid & 31;")
        it = self.gen.itype
        step = f"{upb} * ({it})gridDim.x" if upb > 1 else f"({it})gridDim.x"
        start = f"{upb} * ({it})blockIdx.x" if upb > 1 else f"({it})blockIdx.x"
        self.emit(d, f"for ({it} u0 = {start}; u0 < {aexpr_c(units)}; u0 += {step}) {{")
        d += 1
        if self.group_lanes:
            shift = lanes.bit_length() - 1
            self.emit(d, f"const {it} u = u0 + (tid >> {shift});" if lanes > 1 else f"const {it} u = u0 + tid;")
            self.emit(d, f"const bool act = u < {aexpr_c(units)};")
        else:
            self.emit(d, f"const {it} u = u0;")
        if self.segs > 1:
            self.emit(d, f"const {it} row = u / {self.segs}, seg = u % {self.segs};")
            rowvar = "row"
        elif g.segments > 1:
            self.emit(d, f"const {it} row = u;")
            rowvar = "row"
        else:
            rowvar = "u"
        self.decode(d, rowvar)
        regs = self.gen.kernel_registers(self)
        for t in regs:
            self.emit(d, f"{self.p.ctype(self.dtype(t))} r_{t};")
        for t in self.gen.group.cached:
            if self.gen.cache_used(self, t):
                k = self.gen.chunks
                self.emit(d, f"{self.p.ctype(self.dtype(t))} c_{t}[{k}][{self.gen.cache_vector}];")
        loads, stores = self.gen.loads_stores(self)
        for t in loads:
            if t in self.combine:  # (its value from before the reduction came with segment 0's partial:
                self.phase_body = self.combine_body  # a load here would race with segment 0's store)
                self.emit(d, self.guarded(f"r_{t} = {self.p.identity(self.op(t), self.dtype(t))};"))
            else:
                self.emit(d, self.guarded(f"r_{t} = {self.gen.row_element(t)};", self.gen.register_guard(t, 1)))
        for t in self.combine:
            self.combine_partials(d, t)
        for i, ph in enumerate(self.phases):
            self.phase(d, ph, last=i == len(self.phases) - 1)
        leader = "lane == 0 && act" if self.group_lanes else "tid == 0"
        if self.segs > 1:
            leader += " && seg == 0"
        for t in stores:
            cond = self.gen.register_guard(t, 2)
            when = leader if cond is None else f"{leader} && {aexpr_c(cond, 1)}"
            self.emit(d, f"if ({when}) {self.gen.row_element(t)} = r_{t};")
        if self.sh:
            self.emit(d, "__syncthreads();  // the shared partials are reused by the next unit")
        d -= 1
        self.emit(d, "}")
        return self.finish(units, upb, regs)

    def guarded(self, text: str, cond: AExpr | None = None) -> str:
        conds = [c for c in (self.act(), aexpr_c(cond, 1) if cond is not None else "") if c]
        return f"if ({' && '.join(conds)}) {text}" if conds else text

    def decode(self, d: int, q: str) -> None:
        """The row coordinates ``r0, r1, ..`` of row number ``q`` (the last one fastest)."""
        g = self.g
        for j in range(g.k):
            div = _stride_c(g.row_ext[j + 1:])
            text = q if div is None else f"({q} / {div})"
            if j > 0:
                text = f"{text} % {aexpr_c(g.row_ext[j], 6)}"
            lo = aexpr_c(g.row_lo[j], 4)
            self.emit(d, f"const {self.gen.itype} r{j} = {text}" + (f" + {lo}" if lo != "0" else "") + ";")

    # -- phases -----------------------------------------------------------------------------------------
    def phase(self, d: int, ph: Phase, last: bool) -> None:
        gen = self.gen
        self.phase_body = ph.body
        self.emit(d, f"// {', '.join(ph.pre + ph.body)}")
        if ph.sync_before:
            self.emit(d, self.barrier())
        for name in ph.pre:
            rs = self.g.stmt(name)
            self.emit(d, self.guarded(self.p.statement(self.p.stmts[name], gen.scalar_vars(rs)), rs.guard))
        if ph.reduce:  # (a block of its own: a later reduction into the same tensor declares p_T again)
            self.emit(d, "{")
            d += 1
        for t in ph.reduce:
            dt = self.dtype(t)
            self.emit(d, f"{self.p.ctype(dt)} p_{t} = {self.p.identity(self.op(t), dt)};")
        if ph.body:
            self.columns(d, ph)
        if ph.reduce:
            self.allreduce(d, ph.reduce)
            if last and self.partials:
                for t in ph.reduce:  # segment 0's partial holds the value from before the reduction
                    first = " && ".join(c for c in ("seg == 0", self.act()) if c)
                    self.emit(d, f"if ({first}) {_combine(self.op(t), self.dtype(t), f'p_{t}', f'r_{t}', False)}")
                    self.emit(d, f"if (tid == 0) {gen.scratch_name(t, self.index)}[u] = p_{t};")
            else:
                for t in ph.reduce:
                    self.emit(d, self.guarded(_combine(self.op(t), self.dtype(t), f"r_{t}", f"p_{t}", False)))
            self.emit(d - 1, "}")

    def lane_start(self) -> tuple[str, str]:
        """(first step index of this thread, step) of the loops over a unit's columns."""
        g = self.g
        lanes = g.lanes
        lane = "lane" if self.group_lanes else "tid"
        if self.segs > 1:
            return f"seg * {lanes} + {lane}", f"{self.segs * lanes}"
        return lane, f"{lanes}"

    def columns(self, d: int, ph: Phase) -> None:
        gen = self.gen
        c = ph.columns
        v = ph.vector
        length = aexpr_c(c.length, 0)
        conds = [x for x in (self.act(), aexpr_c(ph.guard, 1) if ph.guard is not None else "") if x]
        n = f"n{self.buffers}"
        self.buffers += 1
        lenv = f"{n}_len"
        self.emit(d, f"const {gen.itype} {lenv} = " + (f"({' && '.join(conds)}) ? {length} : 0;" if conds else
                                                 f"{length};"))
        start, step = self.lane_start()
        const_len = c.constant_length()
        cached = gen.cached_phase(ph)
        steps = f"{lenv} / {v}" if v > 1 else lenv
        if cached:
            k = gen.chunks
            self.emit(d, "#pragma unroll")
            self.emit(d, f"for (int ch = 0; ch < {k}; ch++) {{")
            self.emit(d + 1, f"const {gen.itype} g = {start} + ch * {step};")
            # every lane of every unit has all k chunks (a block per row, the row a multiple of
            # k * lanes vectors): no test, so that the chunks form one straight block where nvcc
            # computes a row-invariant value once (layernorm's 1 / sqrtf(var + eps): 4 -> 1)
            whole = not conds and self.segs == 1 and const_len is not None and const_len // v >= k * self.g.lanes
            if whole:
                self.body(d + 1, ph, "g", cached=True)
            else:
                self.emit(d + 1, f"if (g < {steps}) {{")
                self.body(d + 2, ph, "g", cached=True)
                self.emit(d + 1, "}")
            self.emit(d, "}")
        else:
            trips = None if const_len is None else -(-const_len // v) // (self.segs * self.g.lanes)
            if trips is None or trips >= 4:  # several loads in flight per lane
                self.emit(d, "#pragma unroll 4")
            self.emit(d, f"for ({gen.itype} g = {start}; g < {steps}; g += {step}) {{")
            self.body(d + 1, ph, "g", cached=False)
            self.emit(d, "}")
        if v > 1 and not (const_len is not None and const_len % v == 0):
            self.emit(d, f"for ({gen.itype} l = {lenv} / {v} * {v} + {start}; l < {lenv}; l += {step}) {{  // the rest")
            self.coords(d + 1, ph, "l", 1)
            for name in ph.body:
                self.emit(d + 1, self.p.statement(self.p.stmts[name], gen.column_vars(self.g.stmt(name), 1)))
            self.emit(d, "}")

    def coords(self, d: int, ph: Phase, lvar: str, v: int) -> None:
        c = ph.columns
        m = len(c.lo)
        texts = []
        for j in range(m):
            div = _stride_c(c.ext[j + 1:])
            text = lvar if div is None else f"{lvar} / {div}"
            if j > 0:
                text = f"({text}) % {aexpr_c(c.ext[j], 6)}" if div is not None else f"{text} % {aexpr_c(c.ext[j], 6)}"
            lo = aexpr_c(c.lo[j], 4)
            texts.append(f"c{j} = " + (f"{lo} + " if lo != "0" else "") + text)
        self.emit(d, f"const {self.gen.itype} " + ", ".join(texts) + ";")

    def body(self, d: int, ph: Phase, gvar: str, cached: bool) -> None:
        gen = self.gen
        p = self.p
        v = ph.vector
        lvar = f"{gvar} * {v}" if v > 1 else gvar
        self.coords(d, ph, f"({lvar})" if v > 1 else lvar, v)
        # vector buffers: (tensor, index text at the group start) -> buffer, first access read?
        bufs: dict[tuple[str, str], dict] = {}
        start_vars = {}
        for name in ph.body:
            rs = self.g.stmt(name)
            start_vars[name] = gen.column_vars(rs, 1)
        order = []
        for name in ph.body:
            s = p.stmts[name]
            reads = [r for r in s.refs if not r.write]
            writes = [r for r in s.refs if r.write]
            for r in reads + writes:
                order.append((name, r))
        for name, r in order:
            vec = r.tag in ph.vec_refs
            is_cached = cached and r.tensor in self.g.cached
            if not vec and not is_cached:
                continue
            idx = p.index(r.expr, start_vars[name])
            key = (r.tensor, idx)
            if key not in bufs:
                first_read = not r.write
                if r.write and self.gen.reduce_target(name):
                    continue
                held = is_cached and self.cache_home.setdefault(r.tensor, ph) is not ph  # an earlier phase has it
                bufs[key] = {"name": f"c_{r.tensor}[ch]" if is_cached else f"b{self.buffers}",
                             "load": first_read and not held,
                             "store": False, "tensor": r.tensor, "idx": idx, "vec": vec}
                if not is_cached:
                    self.buffers += 1
            if r.write:
                bufs[key]["store"] = True
        for info in bufs.values():
            t, ct = info["tensor"], p.ctype(self.dtype(info["tensor"]))
            cached_buf = info["name"].startswith("c_")
            if not cached_buf:
                self.emit(d, f"{ct} {info['name']}[{v}];")
            if info["load"]:
                if info["vec"]:
                    vt = VECTOR_TYPES[(self.dtype(t), v)]
                    self.aligned.add(t)
                    self.emit(d, f"{{ const {vt} t = *reinterpret_cast<const {vt} *>(&{cname('a', t)}[{info['idx']}]); "
                                 + " ".join(f"{info['name']}[{i}] = t.{'xyzw'[i]};" for i in range(v)) + " }")
                else:
                    self.emit(d, f"{info['name']}[0] = {cname('a', t)}[{info['idx']}];")
        # the statements, per column of the group
        subst = {}
        for name, r in order:
            vec = r.tag in ph.vec_refs
            is_cached = cached and r.tensor in self.g.cached
            if not vec and not is_cached:
                continue
            key = (r.tensor, p.index(r.expr, start_vars[name]))
            if key in bufs:
                subst[id(r.expr)] = f"{bufs[key]['name']}[vi]" if v > 1 else f"{bufs[key]['name']}[0]"
        p.subst = subst
        if v > 1:
            self.emit(d, "#pragma unroll")
            self.emit(d, f"for (int vi = 0; vi < {v}; vi++) {{")
            inner = d + 1
        else:
            inner = d
        for name in ph.body:
            rs = self.g.stmt(name)
            self.emit(inner, p.statement(p.stmts[name], gen.column_vars(rs, v)))
        if v > 1:
            self.emit(d, "}")
        p.subst = {}
        for info in bufs.values():
            t = info["tensor"]
            if not info["store"] or t in self.g.private:
                continue
            if info["vec"]:
                vt = VECTOR_TYPES[(self.dtype(t), v)]
                self.aligned.add(t)
                vals = ", ".join(f"{info['name']}[{i}]" for i in range(v))
                self.emit(d, f"*reinterpret_cast<{vt} *>(&{cname('a', t)}[{info['idx']}]) = {vt}{{{vals}}};")
            else:
                self.emit(d, f"{cname('a', t)}[{info['idx']}] = {info['name']}[0];")

    # -- reductions ----------------------------------------------------------------------------------------
    def allreduce(self, d: int, tensors) -> None:
        g = self.g
        width = min(g.lanes, 32)
        if width > 1:
            self.emit(d, f"for (int o = {width // 2}; o > 0; o >>= 1) {{")
            for t in tensors:
                shfl = f"__shfl_xor_sync(0xffffffffu, p_{t}, o)"
                self.emit(d + 1, _combine(self.op(t), self.dtype(t), f"p_{t}", shfl))
            self.emit(d, "}")
        if self.group_lanes:
            return
        warps = g.lanes // 32
        names = []
        for t in tensors:
            sh = f"sh_{t}"  # (a second reduction into t gets an array of its own: no barrier between)
            sh = next(f"{sh}_{k}" if k else sh for k in range(len(self.sh) + 1)
                      if (f"{sh}_{k}" if k else sh) not in {x[0] for x in self.sh})
            self.sh.append((sh, self.dtype(t), warps))
            names.append(sh)
            self.emit(d, f"if ((tid & 31) == 0) {sh}[tid >> 5] = p_{t};")
        self.emit(d, "__syncthreads();")
        for t, sh in zip(tensors, names):
            self.emit(d, f"p_{t} = {sh}[0];")
        self.emit(d, f"for (int w = 1; w < {warps}; w++) {{")
        for t, sh in zip(tensors, names):
            self.emit(d + 1, _combine(self.op(t), self.dtype(t), f"p_{t}", f"{sh}[w]"))
        self.emit(d, "}")

    def combine_partials(self, d: int, t: str) -> None:
        g = self.g
        dt = self.dtype(t)
        lane = "lane" if self.group_lanes else "tid"
        self.phase_body = self.combine_body
        self.emit(d, f"// the partials of {t} from the previous kernel, in a fixed order")
        self.emit(d, f"{self.p.ctype(dt)} p_{t} = {self.p.identity(self.op(t), dt)};")
        self.emit(d, f"for ({self.gen.itype} i = {lane}; i < {g.segments}; i += {g.lanes}) {{")
        part = self.gen.scratch_name(t, self.index - 1)
        self.emit(d + 1, _combine(self.op(t), dt, f"p_{t}", f"{part}[row * {g.segments} + i]"))
        self.emit(d, "}")
        self.allreduce(d, (t,))
        self.emit(d, _combine(self.op(t), dt, f"r_{t}", f"p_{t}", False))

    # -- the function -----------------------------------------------------------------------------------
    def finish(self, units: AExpr, upb: int, regs) -> RowKernel:
        from polyopt.codegen.cuda_launch import KernelArg
        from polyopt.codegen.cuda_print import kernel_params
        p, g = self.p, self.g
        c = p.c
        self.lines = unused_registers(prune(self.lines))
        body = "\n".join(self.lines)
        decls = []
        params, args = kernel_params(p, body, decls, self.gen.itype)
        scratch = []
        for t, sn in ((t, self.gen.scratch_name(t, k)) for t in g.registers for k in (0, 1)):
            if re.search(rf"\b{sn}\b", body):
                ct = p.ctype(self.dtype(t))
                params.append(f"{ct} *__restrict__ {sn}")
                args.append(KernelArg(sn, "scratch", ct))
                count = _plain(_fold_mul(g.n_rows, g.segments), {cname("s", x): x for x in c.sizes})
                scratch.append((sn, self.dtype(t), const(count) if const(count) is not None else count))
        if p.uses_err or "po_err" in body:
            params.append("int *__restrict__ po_err")
            args.append(KernelArg("po_err", "error", "int"))
        shared_bytes = 0
        for sh, dt, n in self.sh:
            decls.append(f"  __shared__ {p.ctype(dt)} {sh}[{n}];")
            shared_bytes += n * np.dtype(dt).itemsize
        nt = g.block
        mapping = self.gen.describe(self)
        head = [f"// {self.name}: statements {', '.join(sorted(self.gen.stmt_names(self)))} (row kernel)",
                f"//   {mapping}"]
        # a row split in segments has about one wave of units (SPLIT_UNITS): every block must fit at
        # once, so the registers are held to what full occupancy allows (2048 threads per SM)
        bounds = f"{nt}, {2048 // nt}" if g.segments > 1 else f"{nt}"
        sig = f'extern "C" __global__ void __launch_bounds__({bounds}) {self.name}({", ".join(params)})'
        text = "\n".join(head) + "\n" + sig + "\n{\n" + "\n".join(decls + self.lines) + "\n}\n"
        blocks = _ceil_div(_plain(units, {cname("s", x): x for x in c.sizes}), upb)
        cb = const(blocks)
        grid = (min(cb, GRID_CAP) if cb is not None else AOp("min", (blocks, AInt(GRID_CAP))), 1, 1)
        return RowKernel(self.name, text, grid, (nt, 1, 1), shared_bytes, tuple(args),
                         tuple(sorted(self.gen.stmt_names(self))), mapping,
                         tuple((sh, (n,)) for sh, _, n in self.sh), tuple(regs), tuple(scratch),
                         tuple(sorted(self.aligned)))


def _plain(e: AExpr, names: dict[str, str]) -> AExpr:
    """``e`` with the C names of sizes (``s_N``) back to the kernel text's (``N``): grids are
    evaluated by ``cuda.evaluate`` over the sizes by name."""
    if isinstance(e, AId):
        return AId(names.get(e.name, e.name))
    if isinstance(e, AOp):
        return AOp(e.op, tuple(_plain(a, names) for a in e.args))
    return e


def _stride_c(later) -> str | None:
    """The C of a mixed-radix digit's stride, the product of the ``later`` extents (None if none).

    >>> _stride_c([AInt(4), AId("n")])
    '(4 * n)'
    """
    if not later:
        return None
    e = later[0]
    for x in later[1:]:
        e = _fold_mul(e, x)
    return aexpr_c(e, 6)


def _fold_mul(a: AExpr, b) -> AExpr:
    b = AInt(b) if isinstance(b, int) else b
    ca, cb = const(a), const(b)
    if ca is not None and cb is not None:
        return AInt(ca * cb)
    if cb == 1:
        return a
    if ca == 1:
        return b
    return AOp("mul", (a, b))


INT_LIMIT = 1 << 27  # 32-bit indices below this many elements: 16 x headroom below 2^31


def index_type(group: RowGroup, scop: Scop, sizes) -> str:
    """``int`` where every index a row kernel computes provably fits in 32 bits with room to spare,
    else ``long``: fixed sizes, every tensor, the units (rows x segments) and every phase's column
    count below ``INT_LIMIT``. A 64-bit division by a constant (a column decoded into its
    dimensions) is several 32-bit multiplies on the GPU (batchnorm_moments at 32x64x56x56: 56
    mul.hi.s64 in its PTX; its column loop is 1.8-2.5x shorter in SASS with 32-bit indices).

    >>> # softmax 8192 x 8192 (64 M elements): int; mv 16384 x 16384 (256 M): long
    """
    if not sizes:
        return "long"
    counts = [const(group.n_rows) or INT_LIMIT]
    counts.append(counts[0] * group.segments)
    counts += [p.columns.constant_length() or INT_LIMIT for p in group.phases if p.columns is not None]
    counts += [int(np.prod(scop.shape(t, sizes), dtype=object)) for t, info in scop.checked.tensors.items()
               if info.kind != "scalar"]
    counts += list(sizes.values())
    return "int" if max(counts) < INT_LIMIT else "long"


class RowCode:
    """The kernels of one row group."""

    def __init__(self, group: RowGroup, scop: Scop, sizes, first_index: int, def_name: str):
        self.group = group
        self.scop = scop
        self.printer = _RowPrinter(scop, sizes, group)
        self.first = first_index
        self.def_name = def_name
        self.reduce_stmts = [s.name for s in group.stmts if s.role == "reduce"]
        for name in self.reduce_stmts:
            self.printer.redirect[name] = f"p_{self.printer.stmts[name].lhs.tensor}"
        self.cache_vector = max([p.vector for p in group.phases if p.columns is not None], default=1)
        steps = []
        for p in group.phases:
            if p.columns is not None and group.cached:
                n = p.columns.constant_length()
                steps.append(-(-n // p.vector))
        self.chunks = max([-(-s // group.lanes) for s in steps], default=1)
        self.itype = index_type(group, scop, sizes)

    def register_guard(self, t: str, which: int) -> AExpr | None:
        """The rows where row register ``t`` is loaded (``which`` 1) or stored (2); None: every row."""
        return next((g[which] for g in self.group.register_rows if g[0] == t), None)

    def reduce_target(self, name: str) -> bool:
        return name in self.reduce_stmts

    def scratch_name(self, t: str, kernel: int) -> str:
        """The partials of ``t`` that kernel ``kernel`` of the group writes: two buffers, so that no
        kernel overwrites the partials its other blocks are still combining."""
        return f"po_part_{t}" if kernel % 2 == 0 else f"po_part_{t}_1"

    def stmt_names(self, k: _Kernel) -> set[str]:
        return {n for ph in k.phases for n in ph.pre + ph.body} | \
            {n for n in self.reduce_stmts if self.printer.stmts[n].lhs.tensor in k.combine}

    # -- variables of statements -------------------------------------------------------------------
    def scalar_vars(self, rs) -> dict[str, str]:
        s = self.printer.stmts[rs.name]
        return {s.vars[p]: f"r{j}" for j, p in enumerate(rs.rows)}

    def column_vars(self, rs, v: int) -> dict[str, str]:
        s = self.printer.stmts[rs.name]
        out = self.scalar_vars(rs)
        m = len(rs.cols)
        for j, p in enumerate(rs.cols):
            out[s.vars[p]] = f"(c{j} + vi)" if v > 1 and j == m - 1 else f"c{j}"
        return out

    def row_element(self, t: str) -> str:
        """``a_T[row]`` for a row register."""
        if not self.scop.checked.tensors[t].rank:
            return f"{cname('a', t)}[0]"
        parts = [f"r{j}" for j in range(self.group.k)]
        text = parts[0]
        for j in range(1, len(parts)):
            text = f"{_paren(text)} * {_paren(self.printer.extent(t, j))} + {parts[j]}"
        return f"{cname('a', t)}[{text}]"

    # -- registers and caches -----------------------------------------------------------------------
    def kernel_registers(self, k: _Kernel) -> list[str]:
        used = []
        names = self.stmt_names(k)
        for t in self.group.registers:
            if t in k.combine or any(r.tensor == t for n in names for r in self.printer.stmts[n].refs):
                used.append(t)
        return used

    def loads_stores(self, k: _Kernel) -> tuple[list[str], list[str]]:
        """Row registers to load at the start of a unit (read before written in this kernel) and to
        store at its end (written here, and read by another kernel or outside the group)."""
        written: set[str] = set()
        loads: list[str] = []
        regs = set(self.group.registers)

        def read(t):
            if t in regs and t not in written and t not in loads:
                loads.append(t)
        for t in k.combine:
            read(t)
            written.add(t)
        for ph in k.phases:
            for name in ph.pre:
                s = self.printer.stmts[name]
                for r in s.refs:
                    if not r.write:
                        read(r.tensor)
                if s.kind == "update" or self.group.stmt(name).guard is not None:
                    read(s.lhs.tensor)  # (a write some rows skip keeps the value the others had)
                written.add(s.lhs.tensor)
            for name in ph.body:
                s = self.printer.stmts[name]
                for r in s.refs:
                    if not r.write and not (name in self.reduce_stmts and r.tensor == s.lhs.tensor):
                        read(r.tensor)
            for t in ph.reduce:
                read(t)  # (the value from before the reduction: segment 0's partial takes it along)
                if not (k.partials and ph is k.phases[-1]):
                    written.add(t)
        group_names = {s.name for s in self.group.stmts}
        stores = []
        for t in self.group.registers:
            if t not in written:
                continue
            outside = any(r.tensor == t for s in self.scop.statements if s.name not in group_names for r in s.refs)
            if outside or self.scop.checked.tensors[t].kind == "output" or t in k.later_loads:
                stores.append(t)
        return loads, stores

    def cached_phase(self, ph: Phase) -> bool:
        return bool(self.group.cached) and ph.columns is not None

    def cache_used(self, k: _Kernel, t: str) -> bool:
        return any(r.tensor == t for ph in k.phases for n in ph.body for r in self.printer.stmts[n].refs)


    # -- kernels ---------------------------------------------------------------------------------------
    def kernels(self) -> list[RowKernel]:
        g = self.group
        parts: list[tuple[list[Phase], tuple[str, ...], bool, tuple[str, ...]]] = []
        if g.segments > 1:
            cur: list[Phase] = []
            combine: tuple[str, ...] = ()
            body: tuple[str, ...] = ()
            for ph in g.phases:
                if ph.sync_before and cur:  # (a barrier orders a block's lanes, not a row's segments)
                    parts.append((cur, combine, False, body))
                    cur, combine, body = [], (), ()
                cur.append(ph)
                if ph.reduce:
                    parts.append((cur, combine, True, body))
                    cur, combine, body = [], ph.reduce, ph.body
            parts.append((cur, combine, False, body))
        else:
            parts.append((list(g.phases), (), False, ()))
        out = []
        builders = []
        for i, (phases, combine, partials, body) in enumerate(parts):
            name = cname("k", self.def_name) + f"_{self.first + i}"
            builders.append(_Kernel(self, name, phases, combine, partials, set(), i, body))
        loads = [set(self.loads_stores(b)[0]) for b in builders]
        for i, b in enumerate(builders):
            b.later_loads = set().union(*loads[i + 1:]) if i + 1 < len(loads) else set()
        for b in builders:
            out.append(b.build())
        return out

    def describe(self, k: _Kernel) -> str:
        g = self.group
        rows = "x".join(aexpr_c(e) for e in g.row_ext) or "1"
        if g.lanes <= 32:
            who = f"{g.lanes} lanes per row ({g.block // g.lanes} rows per block of {g.block})"
        else:
            who = f"a block of {g.lanes} threads per row"
        if g.segments > 1:
            who += f", each row in {g.segments} segments (partials combined by the next kernel)"
        parts = [f"rows ({rows}) -> {who}, grid-stride"]
        vec = sorted({ph.vector for ph in k.phases if ph.columns is not None and ph.vector > 1})
        if vec:
            parts.append(f"{'/'.join(map(str, vec))} columns per 128-bit access")
        red = [t for ph in k.phases for t in ph.reduce] + list(k.combine)
        if red:
            how = " by __shfl_xor_sync" + (" and shared memory" if g.lanes > 32 else "") if g.lanes > 1 else \
                " in each thread"
            parts.append("reductions " + ", ".join(dict.fromkeys(red)) + how)
        if g.cached:
            parts.append("in registers: " + ", ".join(g.cached))
        return "; ".join(parts)


def row_kernels(group: RowGroup, scop: Scop, sizes, first_index: int) -> list[RowKernel]:
    """The kernels of ``group``, named ``k_<def>_<first_index + i>``."""
    return RowCode(group, scop, sizes, first_index, scop.checked.definition.name).kernels()


__all__ = ["RowKernel", "row_kernels", "is_float"]


def shown(group: RowGroup, kernels: list[RowKernel]):
    """The group's nests under one mark naming its kernels (for ``schedule.explain()``)."""
    from polyopt.poly import tree as T
    names = ", ".join(k.name for k in kernels)
    dom = None
    kids = []
    for d, node in group.nests:
        dom = d if dom is None else dom.union(d)
        kids.append(T.Filter(d.universe(), node))
    body = kids[0].child if len(kids) == 1 else T.Sequence(tuple(kids))
    return T.Filter(dom.universe(), T.Mark(f"kernel {names}", T.Mark("rows: " + kernels[0].mapping, body)))
