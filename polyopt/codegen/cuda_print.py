"""CUDA printing: the loop tree of one kernel -> ``__global__`` text.

``cuda_kernel`` builds each kernel's AST and hands it over with a ``KernelLayout``: everything the
text needs besides the tree (block shape, shared arrays and registers, the buffer of a step). The
statement bodies come from the C printer, with flat global indexing, shared arrays and registers.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from polyopt.codegen.c import C_TYPES, CPrinter
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.cnames import cname
from polyopt.codegen.cuda_launch import HOST_VAR, KernelArg
from polyopt.codegen.cuda_mapping import AXES
from polyopt.codegen.cuda_promotion import VECTOR_TYPES, Register, SharedArray
from polyopt.codegen.loops import Block, For, If, Mark, Node, User, trip_count
from polyopt.errors import CompileError
from polyopt.lang import ir
from polyopt.lang.check import is_float
from polyopt.poly.scop import Scop

UNROLL_STATEMENTS = 640  # a loop of constant trip count is unrolled when its unrolled body has at most this
                         # many statements (a matmul's 8 steps of 8 x 8 FMAs; a 3 x 3 window, not its 8 channels)


@dataclass(frozen=True)
class KernelLayout:
    """What the text of one kernel needs besides its loop tree."""
    name: str
    statements: tuple[str, ...]      # the nest's statements, sorted
    description: str                 # the mapping in words
    block: tuple[int, ...]           # threads per grid axis in use (x, y, z)
    shared: tuple[SharedArray, ...]
    registers: tuple[Register, ...]
    thread_tile: tuple[int, ...]     # register slots per thread along the register axes (z, y, x)
    n_outer: int                     # outer loops of every thread (the first step coordinates)
    async_copy: bool                 # shared tiles copied by cp.async
    step_buffer: str | None          # C text of the buffer the work of a step reads (double buffering)
    zero_fill: bool = False          # copies write zeros where the tile lies outside its tensor

    @property
    def nd(self) -> int:
        return len(self.block)


def print_kernel(scop: Scop, sizes, layout: KernelLayout, tree: Node) -> tuple[str, tuple[KernelArg, ...]]:
    """The text of the kernel and its arguments."""
    return _CudaPrinter(scop, sizes, layout).kernel(tree)


# ---- printing ------------------------------------------------------------------------------------
class _CudaPrinter(CPrinter):
    """The C printer's statement bodies, with flat global indexing, shared arrays and registers."""

    err_flag = "po_err"  # the fault flag is a kernel argument (a pointer)
    select_max = False  # CUDA's fmaxf is an instruction

    def __init__(self, scop: Scop, sizes, k: KernelLayout):
        super().__init__(scop, sizes, None)
        self.k = k
        self.registers = {r.tensor for r in k.registers}
        self.reg_init = {r.tensor: r.init for r in k.registers if r.init is not None}
        self.atomic = {r.tensor for r in k.registers if r.atomic}
        self.shared_of = {tag: sh.name for sh in k.shared for tag in sh.refs}
        self.buffers = {sh.name: sh.buffers for sh in k.shared}
        self.perm = {sh.name: sh.perm for sh in k.shared}
        self.subst: dict[int, str] = {}
        self.slots: tuple = ()  # the register slot of the statement instance being printed
        self.index_t = index_type(scop, sizes)

    def ctype(self, dt: str) -> str:
        if dt == "float16":
            raise CompileError("float16 tensors run on the c target only: the cuda target has no half type yet")
        return "bool" if dt == "bool" else C_TYPES[dt]

    def access(self, a: ir.Access, vars_) -> str:
        if id(a) in self.subst:
            return self.subst[id(a)]
        t = self.c.tensors[a.tensor]
        if t.kind == "scalar":
            return cname("p", a.tensor)
        if a.tensor in self.registers:
            return f"r_{a.tensor}" + "".join(f"[{aexpr_c(e)}]" for e in self.slots)
        if not a.indices:
            return f"{cname('a', a.tensor)}[0]"
        parts = self.indices(a, vars_, "po_err")
        return f"{cname('a', a.tensor)}[{self.linear(a.tensor, parts)}]"

    def linear(self, tensor: str, parts: list[str]) -> str:
        """Row-major flat index of ``tensor`` from the index texts ``parts``."""
        text = parts[0]
        for k in range(1, len(parts)):
            ext = self.extent(tensor, k)
            text = f"{_paren(text)} * {_paren(ext)} + {parts[k]}"
        return text

    def node(self, n: Node, depth: int) -> list[str]:
        """Loops, conditions and statements (the C printer's own is for CPU code: pragmas, micro-kernels)."""
        pad = "  " * depth
        if isinstance(n, Mark) and n.name == "po_stmt":
            return self.user(n.body, n.info, depth)
        if isinstance(n, Block):
            return [line for b in n.body for line in self.node(b, depth)]
        if isinstance(n, If):
            out = [f"{pad}if ({aexpr_c(n.cond)}) {{"] + self.node(n.then, depth + 1)
            if n.other is not None:
                out += [f"{pad}}} else {{"] + self.node(n.other, depth + 1)
            return out + [f"{pad}}}"]
        if isinstance(n, For):
            it = n.iterator
            trips = trip_count(n)
            unroll = ([f"{pad}#pragma unroll"] if it.startswith("i") and trips is not None and 1 < trips
                      and trips * _unrolled(n.body) <= UNROLL_STATEMENTS else [])
            head = f"for ({self.index_t} {it} = {aexpr_c(n.init)}; {aexpr_c(n.cond)}; {it} += {aexpr_c(n.inc)}) {{"
            return (unroll + [pad + head]
                    + self.node(n.body, depth + 1) + [f"{pad}}}"])
        raise TypeError(n)  # pragma: no cover

    def user(self, u: User, info: dict, depth: int) -> list[str]:
        pad = "  " * depth
        name = u.stmt
        if name.startswith("po_sync"):
            wait = [f"{pad}__pipeline_wait_prior(0);"] if name == "po_sync_b" and self.k.async_copy else []
            return wait + [f"{pad}__syncthreads();"]
        if name in ("po_work", "po_pre", "po_post"):  # thread-level code of one step
            body = self.node(info["code"], depth + 1)
            text = "\n".join(body)
            buf = self.k.step_buffer if re.search(r"\bpo_buf\b", text) else None
            used = text + (buf or "")
            steps = ", ".join(f"po_s{j} = {aexpr_c(e)}" for j, e in enumerate(u.args)
                              if re.search(rf"\bpo_s{j}\b", used))
            if not steps:
                return self.node(info["code"], depth)
            head = [f"{pad}  const {self.index_t} {steps};"]
            if buf:
                head.append(f"{pad}  const {self.index_t} po_buf = {buf};")
            return [f"{pad}{{"] + head + body + [f"{pad}}}"]
        for kind, part in (("po_cp_", "both"), ("po_cpl_", "load"), ("po_cps_", "store")):
            if name.startswith(kind):
                return self.copy(name[len(kind):], info, pad, part)
        if name.startswith(("po_ld_", "po_st_")):
            t = name[len("po_ld_"):]
            reg = f"r_{t}" + "".join(f"[{aexpr_c(e)}]" for e in u.args[self.k.n_outer:])
            if name.startswith("po_ld_"):
                init = self.reg_init.get(t)
                return [f"{pad}{reg} = {init if init is not None else self.global_at(t, info['index'])};"]
            if t in self.atomic:  # a chunk's partial sum (split reduction)
                return [f"{pad}atomicAdd(&{self.global_at(t, info['index'])}, {reg});"]
            return [f"{pad}{self.global_at(t, info['index'])} = {reg};"]
        s = self.stmts[name]
        self.slots = info.get("po_slots", ())
        self.subst = {}
        for r in s.refs:
            if r.tag in info:
                sh = self.shared_of[r.tag]
                buf = "[po_buf]" if self.buffers.get(sh) == 2 else ""
                ix = [aexpr_c(e) for e in info[r.tag]]
                ix = [ix[j] for j in self.perm[sh]] if self.perm[sh] else ix
                self.subst[id(r.expr)] = f"sh_{sh}{buf}" + "".join(f"[{x}]" for x in ix)
        text = self.statement(s, u.args)
        self.subst = {}
        return [pad + text]

    def global_at(self, t: str, index) -> str:
        if not index:
            return f"{cname('a', t)}[0]"
        return f"{cname('a', t)}[{self.linear(t, [aexpr_c(e) for e in index])}]"

    def copy(self, name: str, info: dict, pad: str, part: str) -> list[str]:
        """The copy of one step's tile of a tensor into ``sh_NAME`` by all threads of the block:
        ``both`` at once, or (double buffering) ``load`` into the staging registers ``st_NAME`` and
        ``store`` from them into the buffer of the step."""
        sh = next(s for s in self.k.shared if s.name == name)
        t, r, w = sh.tensor, len(sh.size), sh.vec
        nt = math.prod(self.k.block)
        units = math.prod(sh.size) // w
        shape = sh.size[:-1] + (sh.size[-1] // w,)
        ls = []
        for k in range(r):
            below = math.prod(shape[k + 1:])
            if shape[k] == 1:
                ls.append("0")
            else:
                ls.append((f"e / {below}" if below > 1 else "e") + (f" % {shape[k]}" if k else ""))
        if w > 1:
            ls[-1] = f"({ls[-1]}) * {w}" if ls[-1] != "0" else "0"
        idx = []
        for k in range(r):
            off = aexpr_c(info["offset"][k], 4)
            idx.append(f"l{k}" if off == "0" else f"{off} + l{k}")
        conds = []
        for k, (lo, hi) in enumerate(info["guards"]):
            if lo:
                conds.append(f"a{k} >= 0")
            if hi:
                conds.append(f"a{k} < {self.extent(t, k)}")
        buf = f"[{aexpr_c(info['buffer'][0])}]" if "buffer" in info else ""
        order = sh.perm or tuple(range(r))

        def at(last: str = "") -> str:  # the shared element of local index l (+ last on the last dim)
            return f"sh_{name}{buf}" + "".join(f"[l{k}{last if k == r - 1 else ''}]" for k in order)
        src = f"{cname('a', t)}[{self.linear(t, [f'a{k}' for k in range(r)])}]"
        vt = VECTOR_TYPES[self.c.tensors[t].dtype] if w > 1 else self.ctype(self.c.tensors[t].dtype)
        target = at()
        if w > 1:
            src = f"*(const {vt} *)&{src}"
            target = f"*({vt} *)&{target}" if order[-1] == r - 1 else None
        guard = f"if ({' && '.join(conds)}) " if conds else ""

        def put(value: str) -> str:  # store a (vector) value at the element(s) of local index l
            if target is not None:
                return f"{target} = {value};"
            if value.startswith("*"):
                value = f"({value})"
            return " ".join(f"{at(f' + {i}' if i else '')} = {value}.{'xyzw'[i]};" for i in range(w))
        what = f"{'128-bit ' if w > 1 else ''}copy of a tile of {t} in sh_{name}"
        fill = self.k.zero_fill and bool(conds)  # zeros where the tile lies outside the tensor
        if fill:
            what += ", zeros outside"
        zero = f"{vt}{{}}" if w > 1 else f"({vt})0"
        head = [f"{pad}  const {self.index_t} " + ", ".join(f"l{k} = {x}" for k, x in enumerate(ls)) + ";"]
        wanted = [k for k in range(r) if part != "store" or (not fill and any(c.startswith(f"a{k} ") for c in conds))]
        if wanted:
            head.append(f"{pad}  const {self.index_t} " + ", ".join(f"a{k} = {idx[k]}" for k in wanted) + ";")
        if part == "load" and self.k.async_copy:  # cp.async: global to shared without registers
            n = np.dtype(self.c.tensors[t].dtype).itemsize
            src_at = f"{cname('a', t)}[{self.linear(t, [f'a{k}' for k in range(r)])}"
            if target is not None:
                line = f"__pipeline_memcpy_async(&{at()}, &{src_at}], {w * n});"
            else:
                line = " ".join(f"__pipeline_memcpy_async(&{at(f' + {i}' if i else '')}, "
                                f"&{src_at}{f' + {i}' if i else ''}], {n});" for i in range(w))
            guard = guard + "{ " if guard and (target is None and w > 1 or fill) else guard
            close = " }" if guard.endswith("{ ") else ""
            if fill:
                close += f" else {{ {put(zero)} }}"
            return ([f"{pad}for ({self.index_t} e = tid; e < {units}; e += {nt}) {{  // cp.async: the next {what}"]
                    + head + [f"{pad}  {guard}{line}{close}", f"{pad}}}", f"{pad}__pipeline_commit();"])
        if fill:  # the value or a zero, then the same stores as a copy without guards
            src = f"{' && '.join(conds)} ? {src} : {zero}"
            guard = ""
            if part == "both" and target is None:
                return ([f"{pad}for ({self.index_t} e = tid; e < {units}; e += {nt}) {{  // {what}"] + head
                        + [f"{pad}  const {vt} po_v = {src};", f"{pad}  {put('po_v')}", f"{pad}}}"])
        guard = guard + "{ " if guard and target is None else guard
        close = " }" if guard.endswith("{ ") else ""
        if part == "both":
            return ([f"{pad}for ({self.index_t} e = tid; e < {units}; e += {nt}) {{  // {what}"] + head
                    + [f"{pad}  {guard}{put(src)}{close}", f"{pad}}}"])
        per = -(-units // nt)
        line = f"st_{name}[j] = {src};" if part == "load" else put(f"st_{name}[j]")
        if part == "load" and close:  # a vector load goes to one staging register: no braces
            guard, close = guard[:-2], ""
        what = ("load the next " if part == "load" else "store the next ") + what
        body = [f"{pad}#pragma unroll", f"{pad}for (int j = 0; j < {per}; j += 1) {{  // {what}",
                f"{pad}  const {self.index_t} e = tid + j * {nt};"]
        if units % nt:
            body.append(f"{pad}  if (e < {units}) {{")
            head = ["  " + x for x in head]
            body += head + [f"{pad}    {guard}{line}{close}", f"{pad}  }}"]
        else:
            body += head + [f"{pad}  {guard}{line}{close}"]
        return body + [f"{pad}}}"]

    # -- the whole kernel --------------------------------------------------------------------------
    def kernel(self, tree: Node) -> tuple[str, dict]:
        k = self.k
        c = self.c
        body = self.node(tree, 1)
        text = "\n".join(body)
        decls = []
        for d in range(k.nd):
            for pre, src in (("b", "blockIdx"), ("t", "threadIdx")):
                nm = f"{pre}{AXES[d]}"
                if re.search(rf"\b{nm}\b", text) or (pre == "t" and k.shared):
                    decls.append(f"  const {self.index_t} {nm} = {src}.{AXES[d]};")
        if k.shared:
            bl = k.block
            tid = "tx"
            if k.nd == 2:
                tid += f" + {bl[0]} * ty"
            elif k.nd == 3:
                tid += f" + {bl[0]} * (ty + {bl[1]} * tz)"
            decls.append(f"  const {self.index_t} tid = {tid};")
        params, args = kernel_params(self, text, decls, self.index_t)
        if self.uses_err:
            params.append("int *__restrict__ po_err")
            args.append(KernelArg("po_err", "error", "int"))
        nt = math.prod(k.block)
        for sh in k.shared:
            dt = c.tensors[sh.tensor].dtype
            ct = self.ctype(dt)
            order = sh.perm or range(len(sh.size))
            dims = ("[2]" if sh.buffers == 2 else "") + "".join(f"[{sh.size[j]}]" for j in order[:-1]) + \
                f"[{sh.size[order[-1]] + sh.pad}]"
            decls.append(f"  __shared__ __align__(16) {ct} sh_{sh.name}{dims};")
            if sh.buffers == 2 and not k.async_copy:
                vt = VECTOR_TYPES[dt] if sh.vec > 1 else ct
                decls.append(f"  {vt} st_{sh.name}[{-(-math.prod(sh.size) // sh.vec // nt)}];  // staging registers")
        shape = "".join(f"[{n}]" for n in k.thread_tile)
        for r in k.registers:
            dt = c.tensors[r.tensor].dtype
            zero = "0" if not is_float(dt) else ("0.0f" if dt == "float32" else "0.0")
            decls.append(f"  {self.ctype(dt)} r_{r.tensor}{shape} = {{{zero}}};" if shape else
                         f"  {self.ctype(dt)} r_{r.tensor} = {zero};")
        nt = math.prod(k.block)
        head = [f"// {k.name}: statements {', '.join(k.statements)}", f"//   {k.description}"]
        for sh in k.shared:
            head.append(f"//   shared: sh_{sh.name}: tile " + "x".join(map(str, sh.size)) + f" of {sh.tensor}")
        if k.registers:
            head.append("//   registers: " + ", ".join(r.tensor for r in k.registers))
        bounds = f"__launch_bounds__({nt}) " if nt > 1 else ""
        sig = f'extern "C" __global__ void {bounds}{k.name}({", ".join(params)})'
        src = "\n".join(head) + "\n" + sig + "\n{\n" + "\n".join(decls + body) + "\n}\n"
        return src, tuple(args)


def kernel_params(printer, text: str, decls: list[str], size_type: str) -> tuple[list[str], list[KernelArg]]:
    """The parameters of a kernel whose body is ``text``, and their arguments: the sizes it uses
    (parameters where ``printer.dynamic``, else constants appended to ``decls`` as ``size_type``),
    then the scalars and arrays it names."""
    c, params, args = printer.c, [], []
    if re.search(rf"\b{HOST_VAR}\b", text):  # the host loop's value at this launch (codegen/cuda_host.py)
        params.append(f"long {HOST_VAR}")
        args.append(KernelArg(HOST_VAR, "host", "long"))
    for s in c.sizes:
        if re.search(rf"\b{cname('s', s)}\b", text):
            if printer.dynamic:
                params.append(f"long {cname('s', s)}")
                args.append(KernelArg(s, "size", "long"))
            else:
                decls.append(f"  const {size_type} {cname('s', s)} = {printer.sizes[s]};")
    for name in c.inputs + c.outputs + c.temps:
        t = c.tensors[name]
        ct = printer.ctype(t.dtype)
        if t.kind == "scalar":
            if re.search(rf"\b{cname('p', name)}\b", text):
                params.append(f"{ct} {cname('p', name)}")
                args.append(KernelArg(name, "scalar", ct))
        elif re.search(rf"\b{cname('a', name)}\b", text):
            const = "const " if t.kind == "input" else ""
            params.append(f"{const}{ct} *__restrict__ {cname('a', name)}")
            args.append(KernelArg(name, "array", ct))
    return params, args


def _unrolled(n: Node) -> int:
    """Statements in ``n`` once the loops in it that the printer unrolls are unrolled (others count once)."""
    if isinstance(n, For):
        trips = trip_count(n)
        body = _unrolled(n.body)
        return trips * body if trips is not None and trips * body <= UNROLL_STATEMENTS else body
    if isinstance(n, Block):
        return sum(_unrolled(b) for b in n.body)
    if isinstance(n, If):
        return _unrolled(n.then) + (_unrolled(n.other) if n.other is not None else 0)
    if isinstance(n, Mark):
        return _unrolled(n.body)
    return 1


def index_type(scop: Scop, sizes) -> str:
    """C type of indices and loop counters: ``int`` (fewer registers, 32-bit address arithmetic)
    when the sizes are fixed and every tensor has fewer than 2**31 elements, else ``long``."""
    if sizes is None:
        return "long"
    limit = 1 << 31
    for name, info in scop.checked.tensors.items():
        if info.kind == "scalar":
            continue
        n = 1
        for x in scop.shape(name, sizes):
            n *= max(int(x), 1)
        if n >= limit:
            return "long"
    return "int" if all(int(v) < limit for v in sizes.values()) else "long"


def _paren(text: str) -> str:
    """``text`` as an operand of ``*``: parenthesized unless it is a name, a number or one group."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*|\d+", text):
        return text
    if text.startswith("("):
        depth = 0
        for i, ch in enumerate(text):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0:
                if i == len(text) - 1:
                    return text
                break
    return f"({text})"

