"""CUDA code generation, second half: isl AST for one kernel -> LoopTree -> ``__global__`` text.

``polyopt.codegen.cuda`` decides the mapping and builds each kernel's schedule; this module
prints it (reusing the C printer for statement bodies).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import islpy as isl

from polyopt.codegen.c import C_TYPES, _Printer, cname
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import Block, For, If, Mark, Node, User
from polyopt.codegen.loops import expr as ast_expr
from polyopt.errors import CompileError
from polyopt.lang import ir
from polyopt.lang.check import is_float
from polyopt.poly.scop import Scop

if TYPE_CHECKING:
    from polyopt.codegen.cuda import _KernelBuilder

AXES = ("x", "y", "z")


@dataclass(frozen=True)
class KernelArg:
    """One argument of a ``__global__`` function: ``kind`` is array, scalar, size or error."""
    name: str    # kernel-text name (the error flag: "po_err")
    kind: str
    ctype: str   # C type of the argument as declared (arrays: element type)


def _prod(xs) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


def _ast(sched: isl.Schedule, context: isl.Set, needs: dict, rename: dict[str, str]) -> Node:
    build = isl.AstBuild.from_context(context)
    errors: list[BaseException] = []
    ctx = context.get_ctx()

    def at_domain(node: isl.AstNode, b: isl.AstBuild) -> isl.AstNode:
        try:
            m = isl.Map.from_union_map(b.get_schedule())
            name = m.get_tuple_name(isl.dim_type.in_)
            info = {}
            want = needs.get(name, {})
            if want:
                back = isl.PwMultiAff.from_map(m.reverse())
                for key, pma in want.items():
                    if callable(pma):  # a function of the instances generated here
                        info[key] = pma(m.domain())
                        continue
                    pma = pma.align_params(back.get_space())
                    p = pma.pullback_pw_multi_aff(back.align_params(pma.get_space()))
                    info[key] = tuple(ast_expr(b.expr_from_pw_aff(p.get_pw_aff(j)), rename)
                                      for j in range(p.dim(isl.dim_type.out)))
            return node.set_annotation(isl.Id("po", context=ctx, user=info))
        except BaseException as e:  # noqa: BLE001 - re-raised after generation (isl swallows it)
            errors.append(e)
            return node

    build, handle = build.set_at_each_domain(at_domain)
    ast = build.node_from_schedule(sched)
    del handle
    if errors:
        raise errors[0]
    return _convert(ast, rename)


def _convert(node: isl.AstNode, rename: dict[str, str]) -> Node:
    t = node.get_type()
    if t == isl.ast_node_type.for_:
        return For(node.for_get_iterator().get_id().get_name(), ast_expr(node.for_get_init(), rename),
                   ast_expr(node.for_get_cond(), rename), ast_expr(node.for_get_inc(), rename),
                   _convert(node.for_get_body(), rename))
    if t == isl.ast_node_type.if_:
        other = _convert(node.if_get_else_node(), rename) if node.if_has_else_node() else None
        return If(ast_expr(node.if_get_cond(), rename), _convert(node.if_get_then_node(), rename), other)
    if t == isl.ast_node_type.block:
        kids = node.block_get_children()
        return Block(tuple(_convert(kids.get_at(i), rename) for i in range(kids.n_ast_node())))
    if t == isl.ast_node_type.user:
        call = node.user_get_expr()
        name = call.get_op_arg(0).get_id().get_name()
        args = tuple(ast_expr(call.get_op_arg(i), rename) for i in range(1, call.get_op_n_arg()))
        return Mark("po_stmt", User(name, args), dict(node.get_annotation().user or {}))
    if t == isl.ast_node_type.mark:
        return _convert(node.mark_get_node(), rename)
    raise NotImplementedError(f"isl AST node {t}")  # pragma: no cover


# ---- printing ------------------------------------------------------------------------------------
class _CudaPrinter(_Printer):
    """The C printer's statement bodies, with flat global indexing, shared arrays and registers."""

    err_flag = "po_err"  # the fault flag is a kernel argument (a pointer)
    select_max = False  # CUDA's fmaxf is an instruction

    def __init__(self, scop: Scop, sizes, k: _KernelBuilder):
        super().__init__(scop, sizes, None)
        self.k = k
        self.registers = {r.tensor for r in k.regs}
        self.shared_of = {tag: sh.name for sh in k.shared_arrays for tag in sh.refs}
        self.subst: dict[int, str] = {}

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
            return f"r_{a.tensor}"
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
            return ([f"{pad}for (long {it} = {aexpr_c(n.init)}; {aexpr_c(n.cond)}; {it} += {aexpr_c(n.inc)}) {{"]
                    + self.node(n.body, depth + 1) + [f"{pad}}}"])
        raise TypeError(n)  # pragma: no cover

    def user(self, u: User, info: dict, depth: int) -> list[str]:
        pad = "  " * depth
        name = u.stmt
        if name.startswith("po_sync"):
            return [f"{pad}__syncthreads();"]
        if name.startswith("po_cp_"):
            return self.copy(name[len("po_cp_"):], info["offset"], info["guards"], pad)
        if name.startswith("po_ld_"):
            t = name[len("po_ld_"):]
            return [f"{pad}r_{t} = {self.global_at(t, info['index'])};"]
        if name.startswith("po_st_"):
            t = name[len("po_st_"):]
            return [f"{pad}{self.global_at(t, info['index'])} = r_{t};"]
        s = self.stmts[name]
        self.subst = {}
        for r in s.refs:
            if r.tag in info:
                self.subst[id(r.expr)] = f"sh_{self.shared_of[r.tag]}" + "".join(f"[{aexpr_c(e)}]" for e in info[r.tag])
        text = self.statement(s, u.args)
        self.subst = {}
        return [pad + text]

    def global_at(self, t: str, index) -> str:
        if not index:
            return f"{cname('a', t)}[0]"
        return f"{cname('a', t)}[{self.linear(t, [aexpr_c(e) for e in index])}]"

    def copy(self, name: str, offset, guards, pad: str) -> list[str]:
        sh = next(s for s in self.k.shared_arrays if s.name == name)
        t = sh.tensor
        r = len(sh.size)
        nt = _prod(self.k.m.block)
        total = _prod(sh.size)
        out = [f"{pad}for (long e = tid; e < {total}; e += {nt}) {{  // stage a tile of {t} in sh_{name}"]
        ls = []
        for k in range(r):
            below = _prod(sh.size[k + 1:])
            if sh.size[k] == 1:
                ls.append("0")
            elif k == 0:
                ls.append(f"e / {below}" if below > 1 else "e")
            else:
                ls.append((f"e / {below}" if below > 1 else "e") + f" % {sh.size[k]}")
        out.append(f"{pad}  const long " + ", ".join(f"l{k} = {x}" for k, x in enumerate(ls)) + ";")
        idx = []
        for k in range(r):
            off = aexpr_c(offset[k], 4)
            idx.append(f"l{k}" if off == "0" else f"{off} + l{k}")
        out.append(f"{pad}  const long " + ", ".join(f"a{k} = {x}" for k, x in enumerate(idx)) + ";")
        conds = []
        for k, (lo, hi) in enumerate(guards):
            if lo:
                conds.append(f"a{k} >= 0")
            if hi:
                conds.append(f"a{k} < {self.extent(t, k)}")
        target = f"sh_{name}" + "".join(f"[l{k}]" for k in range(r))
        src = f"{cname('a', t)}[{self.linear(t, [f'a{k}' for k in range(r)])}]"
        line = f"{target} = {src};"
        out.append(f"{pad}  " + (f"if ({' && '.join(conds)}) " if conds else "") + line)
        out.append(f"{pad}}}")
        return out

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
                if re.search(rf"\b{nm}\b", text) or (pre == "t" and k.shared_arrays):
                    decls.append(f"  const long {nm} = {src}.{AXES[d]};")
        if k.shared_arrays:
            bl = k.m.block
            tid = "tx"
            if k.nd == 2:
                tid += f" + {bl[0]} * ty"
            elif k.nd == 3:
                tid += f" + {bl[0]} * (ty + {bl[1]} * tz)"
            decls.append(f"  const long tid = {tid};")
        args = []
        params = []
        if self.dynamic:
            for s in c.sizes:
                if re.search(rf"\b{cname('s', s)}\b", text):
                    params.append(f"long {cname('s', s)}")
                    args.append(KernelArg(s, "size", "long"))
        else:
            for s in c.sizes:
                if re.search(rf"\b{cname('s', s)}\b", text):
                    decls.append(f"  const long {cname('s', s)} = {self.sizes[s]};")
        for name in c.inputs + c.outputs + c.temps:
            t = c.tensors[name]
            ct = self.ctype(t.dtype)
            if t.kind == "scalar":
                if re.search(rf"\b{cname('p', name)}\b", text):
                    params.append(f"{ct} {cname('p', name)}")
                    args.append(KernelArg(name, "scalar", ct))
            elif re.search(rf"\b{cname('a', name)}\b", text):
                const = "const " if t.kind == "input" else ""
                params.append(f"{const}{ct} *__restrict__ {cname('a', name)}")
                args.append(KernelArg(name, "array", ct))
        if self.uses_err:
            params.append("int *__restrict__ po_err")
            args.append(KernelArg("po_err", "error", "int"))
        for sh in k.shared_arrays:
            ct = self.ctype(c.tensors[sh.tensor].dtype)
            decls.append(f"  __shared__ {ct} sh_{sh.name}" + "".join(f"[{x}]" for x in sh.size) + ";")
        for r in k.regs:
            dt = c.tensors[r.tensor].dtype
            zero = "0" if not is_float(dt) else ("0.0f" if dt == "float32" else "0.0")
            decls.append(f"  {self.ctype(dt)} r_{r.tensor} = {zero};")
        nt = _prod(k.m.block)
        head = [f"// {k.name}: statements {', '.join(sorted(k.nest_stmts))}", f"//   {k._describe()}"]
        for sh in k.shared_arrays:
            head.append(f"//   shared: sh_{sh.name}: tile " + "x".join(map(str, sh.size)) + f" of {sh.tensor}")
        if k.regs:
            head.append("//   registers: " + ", ".join(r.tensor for r in k.regs))
        bounds = f"__launch_bounds__({nt}) " if nt > 1 else ""
        sig = f'extern "C" __global__ void {bounds}{k.name}({", ".join(params)})'
        src = "\n".join(head) + "\n" + sig + "\n{\n" + "\n".join(decls + body) + "\n}\n"
        return src, {"args": tuple(args)}


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

