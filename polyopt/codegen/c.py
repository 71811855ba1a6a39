"""LoopTree + scop -> readable C: one function per def.

Names from the kernel text never reach C as they are: tensors become ``t_NAME`` (raw pointer
arguments ``a_NAME``), scalars ``p_NAME``, sizes ``s_NAME``; identifiers are checked by the
grammar (``[A-Za-z_][A-Za-z0-9_]*``) and the prefixes keep them apart from C keywords and ours.
"""

from __future__ import annotations

import functools
import re

from polyopt.codegen import (
    channel_conv,
    dot_sums,
    fast_exp,
    hoist,
    local_rows,
    microkernel,
    packing,
    prefetch,
    reduction,
    row_passes,
    stream,
    tile_queue,
    transpose,
    window_row,
)
from polyopt.codegen.branchfree import Statements
from polyopt.codegen.c_expr import C_TYPES, ExprPrinter, plain_operand
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.cfunction import CFunction
from polyopt.codegen.cnames import cname
from polyopt.codegen.fork_if import fork_if
from polyopt.codegen.loops import Block, For, If, Mark, Node, User
from polyopt.codegen.planning import plan_loops
from polyopt.codegen.plans import (
    ArraySections,
    ChannelConv,
    DotSums,
    FlatLoop,
    Loop,
    NestReduction,
    ParallelRegion,
    RegisterBlock,
    RegisterReduction,
    RowPass,
    Single,
    StreamLoop,
    TransposeBlock,
    WindowRow,
)
from polyopt.codegen.prelude import (
    ALLOC_DECLARATIONS,
    HUGE_ALLOC,
    INTEGER_TYPES,
    MATH_PRELUDE,
    PRELUDE,
    division_helpers,
    identity,
    needs_math,
    special_helpers,
    used_helpers,
)
from polyopt.codegen.tile_queue import TileQueue
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of
from polyopt.options import Options
from polyopt.poly.scop import Scop, Statement
from polyopt.schedule.time_tiles import MARK as TIME_TILES
from polyopt.target import Target
from polyopt.tuning import tuning


def _nested_fors(lines: list[str], k: int) -> bool:
    """The printed body starts with ``k`` for loops, each the only thing in the one above."""
    for d in range(k):
        if len(lines) < 2 * (k - d) or not lines[d].lstrip().startswith("for (") or \
                not lines[-1 - d].strip() == "}":
            return False
    return True


# The end of each iteration of a loop that carries a dependence: gcc 12.2 at -O3 with AVX2 or
# AVX-512 vectorizes some such loops wrongly (``for i: T[5i+1] = 1 + T[5i-5]/8; T[5i+2] = 1 +
# T[5i-4]/8`` runs 4 iterations at once, though iteration i reads what i - 1 wrote); a statement
# it cannot vectorize keeps it from the loop, and loops inside stay its to vectorize.
SEQUENTIAL = '__asm__ __volatile__("" ::: "memory");  // sequential: gcc must not vectorize this loop'


class CPrinter(ExprPrinter):
    err_flag = "&po_err"  # C text of the pointer to the fault flag, in a statement body
    select_max = True  # float max and min print as the prelude's selects (po_fmaxf), not libm's fmaxf

    def __init__(self, scop: Scop, values: dict[str, int] | None, options: Options | None = None,
                 target: Target | None = None):
        options = options or Options()
        self.scop = scop
        self.target = target  # (None: the CUDA printer, which prints no vector code)
        self.streams = options.stream_stores
        self.vbytes = target.vector_bytes if target is not None else 64  # bytes in a vector register
        self.vectorize = options.vectorize
        self.pack = options.pack
        self.channel_vectors = options.channel_vectors and options.tile_sizes is None  # (channel_conv)
        self.c = scop.checked
        self.dynamic = values is None
        self.stmts = Statements(scop.statements, scop.checked.sizes)  # resolved versions too (S1~01)
        self.env = {t.name: t.dtype for t in self.c.tensors.values()}
        self.sizes = dict(values or scop.values)
        self.num_threads = num_threads = options.num_threads
        self._shapes = {}
        # in a micro-kernel: (index variable, pointer text -> load text, packed element or None)
        self.vector = None
        self.row_pack = None  # inside a micro-kernel: the packed copy a row's scalar reads come from
        self.replaced: dict[ir.Expr, str] = {}  # in a micro-kernel: terms computed ahead -> their C text
        self.loops: dict[str, For] = {}  # iterator -> the for loop around the node being printed
        self.panels = None  # the innermost plain loop around: its iterator and ``Loop.panels``
        self.packs: dict[tuple[str, int], packing.Pack] = {}  # (tensor, axis) -> its packed copy
        self.tree: Node | None = None
        self.rows: dict[str, str] = {}  # temporary -> the local row that stands for it (``contract``)
        self.row_depth: dict[str, int] = {}  # temporary -> the leading indices its row drops
        self.touching: dict[str, int] = {}  # tensor -> the statement calls touching it (rows.contract)
        self.instances: dict[str, int] = {}  # statement -> its instances (packing's reuse test), memoized
        self.parallel = options.parallel and num_threads != 1
        self.parallel_min_work = options.parallel_min_work
        self.redirect: dict[str, str] = {}  # statement -> the register accumulator it updates instead
        self.hoisted: dict[str, str] = {}  # C text of an element read in a loop -> the local holding it
        self.for_depth = 0  # for loops around the node being printed
        self._accs = 0
        self.uses_err = False  # a gather index is checked somewhere
        self.divisions: set[str] = set()  # the checked integer division helpers used (po_divi32, ...)
        self.uses_vectors = False
        self.uses_transposes = False
        self.uses_streams = False
        self.uses_row_passes = False
        self.allocates = False  # a node keeps buffers of its own (thread buffers: channel_conv.py)
        self.flat: set[str] = set()  # iterators of flattened loop pairs (codegen/flatten.py)
        self.regions: list[str] = []  # the C text of each parallel region and time-tiled nest (local_rows.whole)
        self.streamed = False  # non-temporal stores printed since the outermost loop began

    # -- statements and loops ------------------------------------------------------------------------
    def statement(self, s: Statement, args) -> str:
        lhs = self.lhs(s, args)
        dt = self.c.tensors[s.lhs.tensor].dtype
        if s.kind == "init":
            return f"{lhs} = {self.identity(s.op, dt)};"
        rhs = self.update_rhs(s, args)
        if s.kind == "assign":
            return f"{lhs} = {rhs};"
        if s.op in ("+", "*"):
            return f"{lhs} {s.op}= {rhs};"
        return reduction.update(s.op, dt, lhs, rhs, s.name in self.redirect or self.nan_free(s))

    def nan_free(self, s: Statement) -> bool:
        """The element ``s`` updates (max or min) cannot hold a NaN: every statement writing its
        tensor is an init to the identity or an update with the same operator, and no initial
        value comes from the caller (``out=``). A NaN read is ignored by the selects, so none
        ever gets in."""
        return self._nan_free(s.lhs.tensor, s.op)

    @functools.cache  # noqa: B019 - a printer prints one function
    def _nan_free(self, tensor: str, op: str) -> bool:
        if tensor in self.c.needs_out:
            return False
        writers = [t for t in self.stmts.values() if t.lhs.tensor == tensor]
        return all(t.kind == "init" or (t.kind == "update" and t.op == op) for t in writers)

    @staticmethod
    def identity(op: str, dt: str) -> str:
        """C text of the identity of reduction ``op`` in type ``dt``."""
        return identity(op, dt)

    def ctype(self, dt: str) -> str:
        """The C type of numpy dtype ``dt`` (CUDA's printer: C++'s)."""
        return C_TYPES[dt]

    def statement_vars(self, s: Statement, args) -> dict[str, str]:
        vars_ = {v: aexpr_c(a) for v, a in zip(s.vars, args)}
        return {v: (x if plain_operand(x) else f"({x})") for v, x in vars_.items()}

    def lhs(self, s: Statement, args) -> str:
        """C text of the element statement ``s`` writes, at AST arguments ``args``."""
        if s.name in self.redirect:
            return self.redirect[s.name]
        return self.access(s.lhs, self.statement_vars(s, args))

    @staticmethod
    def array(tensor: str) -> str:
        """The C name of ``tensor``'s array inside the function."""
        return cname("t", tensor)

    def new_acc(self, kind: str = "r") -> str:
        """A fresh name for a register accumulator."""
        self._accs += 1
        return f"po_{kind}{self._accs - 1}"

    def threads_clause(self) -> str:
        return f" num_threads({self.num_threads})" if self.num_threads else ""

    def fork_if(self, n: Node, min_work: int | None = None) -> str:
        """The ``if(parallel: ...)`` clause of a fork of ``n`` in a size-generic kernel: whether
        the call's sizes give it ``min_work`` (default ``parallel_min_work``) instances
        (``codegen/fork_if.py``); "" for known sizes, whose small nests never fork."""
        if not self.dynamic:
            return ""
        return fork_if(self.scop, self.stmts, n, self.parallel_min_work if min_work is None else min_work)

    def update_rhs(self, s: Statement, args) -> str:
        """C text of the right-hand side of ``s``, converted to the type of its left-hand side."""
        dt = self.c.tensors[s.lhs.tensor].dtype
        rhs = self.expr(s.rhs, self.statement_vars(s, args), dt)
        if concrete(dtype_of(s.rhs, self.env)) != dt:
            rhs = f"({self.ctype(dt)})({rhs})"
        return rhs

    def node(self, n: Node, depth: int) -> list[str]:
        """C lines of a node of the planned loop tree (``planning.plan_loops``), one method per type."""
        pad = "  " * depth
        if isinstance(n, Block):
            return [line for b in n.body for line in self.node(b, depth)]
        if isinstance(n, User):
            return [pad + self.statement(self.stmts[n.stmt], n.args)]
        if isinstance(n, Mark):
            body = self.node(n.body, depth)
            if n.name == TIME_TILES:  # (its temporaries live across steps: local_rows.whole)
                self.regions.append("\n".join(body))
            return [f"{pad}// {n.name}"] + body
        if isinstance(n, If):
            out = [f"{pad}if ({aexpr_c(n.cond)}) {{"] + self.node(n.then, depth + 1)
            if n.other is not None:
                out += [f"{pad}}} else {{"] + self.node(n.other, depth + 1)
            return out + [f"{pad}}}"]
        if isinstance(n, Single):
            return self.single(n, depth)
        if self.for_depth == 0:  # a loop of the tree: streamed stores are fenced per outermost loop
            self.streamed = False
        if isinstance(n, Loop):
            return self.loop(n, depth)
        if isinstance(n, ParallelRegion):
            return self.parallel_region(n, depth)
        if isinstance(n, FlatLoop):
            return self.flat_loop(n, depth)
        out = _PRINTERS[type(n)](self, n, depth)  # a loop pass's node
        return out + (stream.fence(pad) if self.for_depth == 0 and self.streamed else [])

    # -- the planned nodes, one method each --------------------------------------------------------
    def loop(self, n: Loop, depth: int) -> list[str]:
        """A plain C for loop: reads hoisted before it, its pragma, prefetches of gathered rows and
        its local rows at the top of its body, fences and the sequential mark at its end."""
        pad, loop = "  " * depth, n.loop
        saved, panels = dict(self.hoisted), self.panels  # the locals hoisted for this loop end with it
        out = hoist.lines(self, n.hoisted, pad)
        if n.pragma is not None:
            out.append(f"{pad}#pragma {n.pragma}")
        it = loop.iterator
        lead = len(out) - 1
        out.append(f"{pad}for (long {it} = {aexpr_c(loop.init)}; {aexpr_c(loop.cond)}; {it} += {aexpr_c(loop.inc)}) {{")
        head = len(out)
        out += prefetch.gathered_rows(self, loop, n.prefetched, pad + "  ")
        for t, name in n.rows:
            out += local_rows.declaration(self, loop, t, name, n.drop, pad + "  ", set(self.rows) | set(dict(n.rows)))
        self.for_depth += 1
        self.loops[it] = loop
        self.panels = (it, n.panels)
        self.rows.update(n.rows)
        self.row_depth.update(dict.fromkeys((t for t, _ in n.rows), n.drop))
        try:
            body = self.node(n.body, depth + 1)
            if n.collapse > 1 and len(out) == lead + 2 and not n.rows and not self.streamed and \
                    _nested_fors(body, n.collapse - 1):
                out[lead] = re.sub(r"omp (parallel )?for", lambda m: f"{m.group(0)} collapse({n.collapse})",
                                   out[lead], count=1)
            fence = (self.for_depth == 1 or n.forks) and self.streamed  # each thread's streamed stores done
            if n.sequential:
                body.append(f"{pad}  {SEQUENTIAL}")
            if n.pragma is not None and " for" in f" {n.pragma}" and "simd" not in n.pragma and n.collapse <= 1 \
                    and any(line.lstrip().startswith("for (") for line in body):
                # (an OpenMP for's outlined body hides its bounds: gcc split triangular bodies on them)
                out.insert(head, f"{pad}  if ({it} < {aexpr_c(loop.init)} || !({aexpr_c(loop.cond)})) "
                                 "__builtin_unreachable();")
            out += body + [f"{pad}}}"]
            start = lead if n.pragma is not None else lead + 1  # the loop's first line
            return out[:start] + stream.fenced(n.pragma, out[start:], pad) if fence else out
        finally:
            self.for_depth -= 1
            self.loops.pop(it, None)
            self.hoisted, self.panels = saved, panels
            for t, _ in n.rows:
                del self.rows[t], self.row_depth[t]

    def parallel_region(self, n: ParallelRegion, depth: int) -> list[str]:
        pad, body = "  " * depth, self.node(n.body, depth + 1)
        self.regions.append("\n".join(body))
        return [f"{pad}#pragma omp parallel{self.threads_clause()}", f"{pad}{{", *body, f"{pad}}}"]

    def single(self, n: Single, depth: int) -> list[str]:
        pad = "  " * depth
        return [f"{pad}#pragma omp single", f"{pad}{{"] + self.node(n.body, depth + 1) + [f"{pad}}}"]

    def flat_loop(self, n: FlatLoop, depth: int) -> list[str]:
        self.flat.add(n.loop.iterator)
        return self.node(n.body, depth)  # (its loop prints as any other, fences included)

    # -- the function ------------------------------------------------------------------------------
    def scratch_lines(self, name: str, k: int) -> list[str]:
        """C lines that declare temporary ``name`` (one of ``Scop.scratch``) in a buffer each calling
        thread keeps between calls, grown where a call needs more (status 2 where it cannot be)."""
        t = self.c.tensors[name]
        ct = self.ctype(t.dtype)
        dims = [self.extent(name, d) for d in range(t.rank)]
        buf = f"po_scbuf{k}"
        inner = "".join(f"[{x}]" for x in dims[1:])
        view = f"  {ct} (*restrict {cname('t', name)}){inner} = ({ct} (*){inner}){buf};" if t.rank > 1 else \
            f"  {ct} *restrict {cname('t', name)} = {buf};"
        return [
            f"  // {name}: a copy this function makes, kept by each calling thread between calls",
            *packing.thread_buffer(ct, k, "sc", " * ".join(f"(long)({x})" for x in dims or ["1"])),
            view,
        ]

    def function(self, tree: Node) -> CFunction:
        """The C function that runs the planned loop tree ``tree``."""
        c = self.c
        fname = cname("k", c.definition.name)
        loops = self.node(tree, 1)
        loops = packing.prologue(self) + loops  # (what the loops pack is known once they are printed)
        text = "\n".join(loops)
        # a temporary every loop keeps in local rows (local_rows.py) is no argument: no memory for it
        tensors = [n for n in c.inputs + c.outputs + c.temps if c.tensors[n].kind != "temp"
                   or re.search(rf"\b{cname('t', n)}\b", text)]
        scratch = [n for n in tensors if n in self.scop.scratch]
        kept = local_rows.whole(self, [n for n in tensors if c.tensors[n].kind == "temp" and n not in scratch])
        tensors = [n for n in tensors if n not in scratch and n not in kept]
        params, cparams, order = [], [], []
        if self.dynamic:
            for s in c.sizes:
                params.append(f"long {cname('s', s)}")
                order.append((s, "size"))
        cparams = list(params)
        for name in tensors:
            t = c.tensors[name]
            if t.kind == "scalar":  # a float16 scalar comes as a float (cffi passes no _Float16)
                ct = "float" if t.dtype == "float16" else self.ctype(t.dtype)
                params.append(f"{ct} {cname('p', name)}")
                cparams.append(params[-1])
            else:
                const = "const " if t.kind == "input" else ""
                params.append(f"{const}{self.ctype(t.dtype)} *restrict {cname('a', name)}")
                cparams.append(f"{const}{ir.FFI_TYPES[t.dtype]} *{cname('a', name)}")
            order.append((name, "scalar" if t.kind == "scalar" else "array"))
        body = []
        if not self.dynamic:
            for s in c.sizes:
                body.append(f"  const long {cname('s', s)} = {self.sizes[s]};")
        for name in tensors:
            t = c.tensors[name]
            if t.kind == "scalar":
                continue
            ct = self.ctype(t.dtype)
            const = "const " if t.kind == "input" else ""
            if t.rank <= 1:
                body.append(f"  {const}{ct} *restrict {cname('t', name)} = {cname('a', name)};")
            else:
                dims = "".join(f"[{self.extent(name, k)}]" for k in range(1, t.rank))
                body.append(f"  {const}{ct} (*restrict {cname('t', name)}){dims} = "
                            f"({const}{ct} (*){dims}){cname('a', name)};")
        for lines in kept.values():
            body += lines
        for k, name in enumerate(scratch):
            body += self.scratch_lines(name, k)
        body.append("  int po_err = 0;")
        body += loops
        body.append("  return po_err;")
        header = [f"// polyopt kernel {c.definition.name}" +
                  (" for " + ", ".join(f"{k}={v}" for k, v in self.scop.values) if self.scop.values else "")]
        for s in self.scop.statements:
            header.append(f"//   {s.name}: {one_line(s)}")
        sig = f"int {fname}({', '.join(params)})"
        helpers = "".join(text for name, text in division_helpers().items() if name in self.divisions) + \
            "".join(used_helpers(special_helpers(), "\n".join(body))) + "".join(fast_exp.helpers("\n".join(body))) + \
            tile_queue.helpers("\n".join(body)) + \
            (ALLOC_DECLARATIONS if self.packs or scratch or self.allocates else "") + \
            (HUGE_ALLOC if self.packs else "") + \
            (microkernel.prelude(self.vbytes) + microkernel.lane_sums(self.vbytes, "\n".join(body)) +
             fast_exp.vector_helpers(self.vbytes, "\n".join(body)) if self.uses_vectors else "") + \
            (stream.prelude(self.vbytes) if self.uses_streams else "") + \
            (row_passes.prelude(self.vbytes) if self.uses_row_passes else "") + \
            (transpose.prelude(self.vbytes) if self.uses_transposes else "")
        body_text = "\n".join(body)
        head = MATH_PRELUDE if needs_math(helpers) or needs_math(body_text) else INTEGER_TYPES
        prelude = tuning(self.target).pragmas + head + PRELUDE + helpers
        src = prelude + "\n" + "\n".join(header) + "\n" + sig + "\n{\n" + body_text + "\n}\n"
        cdecl = f"int {fname}({', '.join(cparams)});"
        return CFunction(src, fname, cdecl, tuple(order))


# the printer of each loop pass's node: ``f(printer, node, depth) -> lines``
_PRINTERS = {RegisterBlock: microkernel.lines, TransposeBlock: transpose.lines, DotSums: dot_sums.lines,
             RegisterReduction: reduction.register_lines, NestReduction: reduction.nest_lines,
             ArraySections: reduction.sections_lines, StreamLoop: stream.lines, RowPass: row_passes.lines,
             ChannelConv: channel_conv.lines, WindowRow: window_row.lines,
             TileQueue: tile_queue.lines}


def one_line(s: Statement) -> str:
    return str(s).splitlines()[0].split(": ", 1)[1]


def emit(scop: Scop, tree: Node, options: Options, target: Target, *, values: dict[str, int] | None = None
         ) -> CFunction:
    """C source of the kernel: ``int k_NAME([sizes...,] inputs..., outputs..., temporaries...)``.

    With ``values`` the sizes are constants of the function; without, they are its first arguments.
    From ``options``: ``parallel=False`` keeps reductions off OpenMP too (loops only go parallel
    where marked), ``pack=False`` keeps micro-kernels on their operands (no packed copies),
    ``stream_stores``, ``vectorize``, ``num_threads`` and ``parallel_min_work``; from ``target``
    the vector width, the cache and line sizes.
    """
    def printer() -> CPrinter:
        p = CPrinter(scop, values, options, target)
        p.tree = tree
        return p

    first = printer()
    planned, packs = plan_loops(first, tree)
    if all(p.axis == first.c.tensors[p.tensor].rank - 1 for p in packs.values()):
        first.packs = packs
        return first.function(planned)
    # a transposing copy: plan again knowing every copy from the start, so that loops printed
    # before its micro-kernel read it too (``Loop.panels``, ``packing.read``)
    again = printer()
    planned, again.packs = plan_loops(again, tree, packs)
    return again.function(planned)
