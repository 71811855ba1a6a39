"""Non-temporal (streaming) stores for outputs much larger than the cache.

A plain store to a line that is not in the cache first reads the line (write-allocate), so an
elementwise kernel writing a 16 MiB output moves 48 MiB, not 32. A streaming store writes whole
lines without reading them. gcc ignores ``#pragma omp simd nontemporal``, so the loops are
printed with non-temporal vector stores as wide as the target's registers (AVX-512, AVX or SSE2;
plain vector stores where the compiler targets none of them):

    for (; c1 <= 1023 && ((unsigned long)&t_Y[c0][c1] & 63); c1 += 1) { scalar }  // to a line
    for (; c1 + 15 <= 1023; c1 += 16) po_stream_vf(&t_Y[c0][c1], <the right-hand side, 16 lanes>);
    for (; c1 <= 1023; c1 += 1) { scalar }

Streaming stores are weakly ordered: every thread fences (``sfence``) at the end of each
iteration of the outermost loop that streamed (``fence``).
"""

from __future__ import annotations

import functools
import re

import numpy as np

from polyopt.codegen import fast_exp, hoist
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, For, User, walk
from polyopt.codegen.loops import uses as _uses
from polyopt.codegen.microkernel import _ARITH, _VT, _has, _vectorizable, lanes
from polyopt.codegen.plans import StreamLoop
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of
from polyopt.tuning import tuning

STREAM_BYTES = 16 << 20  # outputs at least this large are written with streaming stores

# per vector width: the macro of the instruction set, and per dtype gcc's builtin behind
# _mm*_stream_* (immintrin.h alone costs 0.23 s of gcc per kernel) with the element type it takes
# (a pointer to the vector itself where that is None)
_INTRINSIC = {64: ("__AVX512F__", {"float32": ("__builtin_ia32_movntps512", "float"),
                                   "float64": ("__builtin_ia32_movntpd512", "double"),
                                   "int32": ("__builtin_ia32_movntdq512", None),
                                   "int64": ("__builtin_ia32_movntdq512", None)}),
              32: ("__AVX__", {"float32": ("__builtin_ia32_movntps256", "float"),
                               "float64": ("__builtin_ia32_movntpd256", "double"),
                               "int32": ("__builtin_ia32_movntdq256", None),
                               "int64": ("__builtin_ia32_movntdq256", None)}),
              16: ("__SSE2__", {"float32": ("__builtin_ia32_movntps", "float"),
                                "float64": ("__builtin_ia32_movntpd", "double"),
                                "int32": ("__builtin_ia32_movntdq", None),
                                "int64": ("__builtin_ia32_movntdq", None)})}


def _function(dt: str, vbytes: int) -> str:
    vt, _, store, _ = _VT[dt]
    macro, table = _INTRINSIC[vbytes]
    fn, et = table[dt]
    vec = f"{et or 'long long'} __attribute__((vector_size({vbytes})))"
    ptr = f"({et} *)p" if et else f"({vec} *)p"
    return (f"static inline void po_stream_{vt[3:]}({ir.C_TYPES[dt]} *p, {vt} v) {{\n"
            f"#ifdef {macro}\n  {fn}({ptr}, ({vec})v);\n#else\n"
            f"  {store}(p, v);\n#endif\n}}\n")


def available(vbytes: int) -> bool:
    """Whether streaming stores are printed for vectors of ``vbytes``."""
    return vbytes in _INTRINSIC


@functools.cache
def prelude(vbytes: int) -> str:
    """``po_stream_<vt>(p, v)``: store vector ``v`` (of ``vbytes``) at ``p`` past the cache."""
    return "".join(_function(dt, vbytes) for dt in _VT)


def fence(pad: str) -> list[str]:
    """Lines that wait for this thread's streaming stores."""
    return ["#ifdef __SSE2__", f"{pad}__builtin_ia32_sfence();", "#endif"]


def fenced(pragma: str | None, loop: list[str], pad: str) -> list[str]:
    """A loop whose body streamed (C lines, its ``pragma`` line first where it has one) with each
    thread's fence after its last iteration, not after each (an ``sfence`` waits for the stores
    in flight: once a row, it cost softmax 4096 x 1024 7% on one thread and 14% on two): after a
    loop one thread runs; after an ``omp for nowait`` and before the barrier the ``omp for``
    would have ended with (a ``parallel for`` becomes a ``parallel`` region around one).

    >>> print("\\n".join(fenced("omp parallel for simd num_threads(2) if(parallel: (s_N) >= 4)",
    ...                          ["#pragma omp parallel for simd num_threads(2) if(parallel: (s_N) >= 4)",
    ...                           "for (...) {", "}"], "")))
    #pragma omp parallel num_threads(2) if(parallel: (s_N) >= 4)
    {
    #pragma omp for simd nowait
    for (...) {
    }
    #ifdef __SSE2__
      __builtin_ia32_sfence();
    #endif
    }
    """
    if pragma is None or pragma.startswith("omp simd"):
        return loop + fence(pad)
    m = re.fullmatch(r"omp (parallel )?for( simd)?(.*)", pragma)
    if m is None:
        raise ValueError(f"no fence for a loop with pragma {pragma!r}")
    clauses = _clauses(m.group(3))
    region = [c for c in clauses if c.startswith(("num_threads(", "if("))]
    shared = [c for c in clauses if c not in region]
    worksharing = f"{pad}#pragma omp for{m.group(2) or ''}{''.join(' ' + c for c in shared)} nowait"
    if m.group(1) is None:  # inside a region already: its threads meet at a barrier
        return [worksharing, *loop[1:], *fence(pad + "  "), f"{pad}#pragma omp barrier"]
    return [f"{pad}#pragma omp parallel{''.join(' ' + c for c in region)}", f"{pad}{{", worksharing, *loop[1:],
            *fence(pad + "  "), f"{pad}}}"]


def _clauses(text: str) -> list[str]:
    """The OpenMP clauses of ``text`` (``name(...)`` with nested parentheses, or a bare name).

    >>> _clauses(" schedule(dynamic, 4) num_threads(2) if(parallel: (a * (b)) >= 4)")
    ['schedule(dynamic, 4)', 'num_threads(2)', 'if(parallel: (a * (b)) >= 4)']
    """
    out, depth, start = [], 0, None
    for k, ch in enumerate(text):
        if start is None and not ch.isspace():
            start = k
        depth += (ch == "(") - (ch == ")")
        if start is not None and depth == 0 and (ch == ")" or ch.isspace() and "(" not in text[start:k]):
            out.append(text[start:k + (ch == ")")].strip())
            start = None
    if start is not None:
        out.append(text[start:].strip())
    return out


def nbytes(printer, tensor: str) -> int:
    """Bytes of ``tensor`` at the printer's (known) sizes."""
    t = printer.c.tensors[tensor]
    elements = 1
    for k in range(t.rank):
        elements *= int(printer.extent(tensor, k))
    return elements * np.dtype(t.dtype).itemsize


def large(printer, tensor: str) -> bool:
    """``tensor`` is at least ``STREAM_BYTES`` (known sizes only), unless ``Options.stream_stores``
    is False. Whether streaming stores pay depends on what the cache holds when the kernel
    runs: with a 480 MiB L3, a loop calling softmax over 16 MiB on the same arrays ran in
    1.25 ms with plain stores and 1.54 with streaming ones (its output's lines stay cached
    between calls), but with other work between calls streaming stores won (1.85 against 2.0
    ms; permute_nchw_nhwc 2.4 against 3.4, concat 2.9 against 3.9), as they did in the
    benchmark suite, whose methods run in turn. So they are the default, and
    ``stream_stores=False`` is the choice for a kernel called in a tight loop."""
    return not printer.dynamic and printer.streams is not False and nbytes(printer, tensor) >= STREAM_BYTES


def plan(site, loop: For) -> StreamLoop | None:
    """An innermost loop that assigns a large output along its last index from vectorizable
    reads, planned with streaming stores; with plain vector stores where the right-hand side
    calls a function that has a vector form (``vector_calls``: gcc's own vectors of ``po_expf``
    take 27 instructions, ``po_vexpf`` 17), whatever the output's size: such a loop is slower
    streaming (one Zen 4 thread, 4096 x 1024 floats: ``x * sigmoid(x)`` 4.58 -> 1.55 ms with
    plain stores, ``exp(x)`` 1.28 -> 1.07, gelu_silu's two loops 8.27 -> 3.72); None for any
    other loop. Beside another loop of the same iteration that writes a large output with plain
    stores (gelu_silu's ``Sl`` beside ``G``) the stores are plain too: streaming ``Sl`` alone made
    it 1.6x slower on a Zen 4 (the write-combining buffers waiting behind ``G``'s lines). Where the
    target's ``Tuning.stream_calls`` says so, a large output whose right-hand side calls only
    ``CHEAP_CALLS`` streams: on a Zen 5 thread, 4096 x 1024 floats, ``exp(x)`` 1.27-1.39x and
    ``x * sigmoid(x)`` 1.22-1.31x faster streaming, but gelu's ``erf`` 0.91x (its polynomial is
    the loop's bound, not memory; medians of 31 calls in turns, four processes)."""
    planned = _plan(site, loop)
    if planned is None or planned.plain:
        return planned
    outer = site.loops.get(next(reversed(site.loops), ""))
    for other in walk(outer.body) if outer is not None else ():
        if isinstance(other, For) and other is not loop and isinstance(other.body, User) and \
                site.stmts[other.body.stmt].kind == "assign" and \
                large(site, site.stmts[other.body.stmt].lhs.tensor) and getattr(_plan(site, other), "plain", True):
            return _plain(site, planned)
    return planned


def _plain(site, planned: StreamLoop) -> StreamLoop | None:
    """``planned`` with plain stores, where its right-hand side calls a vector function; else None."""
    s = site.stmts[planned.user.stmt]
    calls = vector_calls(site, site.c.tensors[s.lhs.tensor].dtype)
    if not any(isinstance(x, ir.Call) and x.func in calls and _has(x, planned.along) for x in ir.walk(s.rhs)):
        return None
    return StreamLoop(planned.loop, planned.user, planned.along, planned.lanes, planned.hoisted, plain=True)


STRIP_BYTES = 64 << 10  # the output a strip of a forking stream writes (``strips``)


def strips(site, loop: For) -> For | None:
    """A loop that forks and streams a large output (the triad ``A(i) = B(i) + s * C(i)``, whose
    only loop it is) as a loop over strips of ``STRIP_BYTES`` of the output that forks, around
    the loop along one strip that ``plan`` streams, from the strip's first line; else None. One
    Zen 5 thread, the triad over 256 MiB arrays: 42.7 GB/s (24 bytes an element) with plain
    stores, 57.9 streaming (hand-written C); vectors added from 2^24 floats (session 64)."""
    if not site.parallel or "parallel" not in loop.marks or getattr(_plan(site, loop, forking=True), "plain", True):
        return None  # (None: no stream; plain: a vector call's plain stores)
    s = site.stmts[loop.body.stmt]
    step = STRIP_BYTES // np.dtype(site.c.tensors[s.lhs.tensor].dtype).itemsize
    outer, hi = f"{loop.iterator}_s", loop.cond.args[1]
    inner = For(loop.iterator, AId(outer), AOp("le", (AId(loop.iterator), AOp("min", (
        AOp("add", (AId(outer), AInt(step - 1))), hi)))), AInt(1), loop.body,
        frozenset(loop.marks - {"parallel"} | {"parallel_safe"}))
    return For(outer, loop.init, AOp("le", (AId(outer), hi)), AInt(step), inner, frozenset(loop.marks - {"vector"}))


def _plan(site, loop: For, forking: bool = False) -> StreamLoop | None:
    """``plan``'s stream of ``loop``, whatever its stores, or None; a loop marked parallel only
    where the kernel runs on one thread (or where ``forking``: asked by ``strips``)."""
    forks = "parallel" in loop.marks and site.parallel and not forking
    if not site.vectorize or not available(site.vbytes) or loop.inc != AInt(1) or forks or \
            not loop.marks & {"parallel_safe", "vector", "parallel"} or not isinstance(loop.body, User):
        return None
    cond = loop.cond
    if not (isinstance(cond, AOp) and cond.op == "le" and cond.args[0] == AId(loop.iterator)):
        return None
    u = loop.body
    s = site.stmts[u.stmt]
    dt = site.c.tensors[s.lhs.tensor].dtype
    if s.kind != "assign" or dt not in _VT or s.lhs.tensor in site.rows or s.name in site.redirect or \
            concrete(dtype_of(s.rhs, site.env)) != dt:
        return None
    args = dict(zip(s.vars, u.args))
    moving = [v for v, a in args.items() if _uses(a, loop.iterator)]
    if len(moving) != 1 or args[moving[0]] != AId(loop.iterator):
        return None
    jv = moving[0]
    lhs = s.lhs
    if not lhs.indices or not ir.unit_stride(lhs.indices[-1], jv) or any(_has(ix, jv) for ix in lhs.indices[:-1]):
        return None
    reads = [x for x in ir.walk(s.rhs) if isinstance(x, ir.Access)]
    back = [a for a in reads if a.tensor == lhs.tensor]
    if back and not (large(site, lhs.tensor) and all(other_step(site.scop, lhs, a) for a in back) and
                     nbytes(site, lhs.tensor) // site.scop.contraction(lhs.tensor).modulus >= STREAM_BYTES):
        return None  # (a step that fits the cache is read from it by the next)
    if not _streamable(s.rhs, jv, set(s.vars) | set(site.c.sizes), dt, gathers=True, calls=vector_calls(site, dt)):
        return None
    if site.traps(s.rhs):  # a checked integer division is a scalar helper
        return None
    if any(site.c.tensors[a.tensor].dtype != dt and any(_has(ix, jv) for ix in a.indices) for a in reads):
        return None  # a vector of another type would be read as this one
    planned = StreamLoop(loop, u, jv, lanes(dt, site.vbytes), hoist.plan(site, loop))
    calls = vector_calls(site, dt)
    called = {x.func for x in ir.walk(s.rhs) if isinstance(x, ir.Call) and x.func in calls}
    if large(site, lhs.tensor) and not (called and not (tuning(site.target).stream_calls and called <= CHEAP_CALLS)):
        return planned
    return _plain(site, planned)


CHEAP_CALLS = frozenset({"exp", "sigmoid"})  # vector calls that leave a loop memory-bound (``plan``)
EXTREMES = ("min", "max", "fmin", "fmax")  # calls a stream prints on vectors (``extreme``)
FLOATS = ("float32", "float64")


def _streamable(e: ir.Expr, jv: str, names: set[str], dt: str, gathers: bool = False,
                calls: frozenset[str] = frozenset()) -> bool:
    """``microkernel._vectorizable``, a float ``min`` or ``max`` of two such operands, and a call
    that does not move along ``jv`` (layernorm's ``rsqrt(var(n) + eps)``): a scalar the vector
    arithmetic broadcasts (the printer converts it to ``dt`` where its type differs). With
    ``gathers``, reads of gathered rows too (``Table(Idx(b, l), d)``: the loop's hoisted index);
    ``calls``: functions that have a vector form (``vector_calls``: softmax's ``exp(X(n, d) - m)``).

    >>> x, n = ir.Access("X", (ir.Var("n"), ir.Var("d"))), ir.Var("n")
    >>> scale = ir.Call("rsqrt", (ir.Access("var", (n,)),))
    >>> _streamable(ir.Binary("*", x, scale), "d", {"n", "d"}, "float32")
    True
    >>> _streamable(ir.Call("exp", (x,)), "d", {"n", "d"}, "float32")
    False
    >>> _streamable(ir.Call("exp", (x,)), "d", {"n", "d"}, "float32", calls=frozenset({"exp"}))
    True
    """
    def inner(x):
        return _streamable(x, jv, names, dt, gathers, calls)
    if isinstance(e, ir.Call) and e.func in EXTREMES and dt in FLOATS and len(e.args) == 2:
        return all(inner(a) for a in e.args)
    if isinstance(e, ir.Call) and not _has(e, jv):
        return all(_vectorizable(a, jv, names, gathers=gathers) or isinstance(a, ir.Call) and inner(a)
                   for a in e.args)
    if isinstance(e, ir.Call) and e.func in calls and len(e.args) == 1:
        return inner(e.args[0])
    if isinstance(e, ir.Binary) and e.op in _ARITH:
        return inner(e.left) and inner(e.right)
    return _vectorizable(e, jv, names, gathers=gathers)


def vector_calls(site, dt: str) -> frozenset[str]:
    """The builtins that vector code of ``dt`` may call at ``site`` (a printer or a planning
    site): float32's exp, sigmoid and erf where the target inlines exp (``fast_exp.vector_call``)."""
    if site.target is None or not tuning(site.target).inline_exp:
        return frozenset()
    return frozenset(f for f in ("exp", "sigmoid", "erf") if fast_exp.vector_call(f, dt, site.vbytes))


def extreme(func: str, args: list[tuple[str, bool]], dt: str) -> str:
    """C text of the lane-by-lane min or max of two operands (C text, whether it is a vector; a
    scalar is broadcast) as the scalar ``po_fmin``/``po_fmax`` (a NaN operand ignored): C has no
    ``?:`` on vectors, so a select by mask.

    >>> for part in extreme("max", [("x", True), ("0.0", False)], "float64").split("; "):
    ...     print(part)
    ({ po_vd po_ea = x, po_eb = ((0.0) - (po_vd){})
    po_vl po_em = (po_vl)((po_ea > po_eb) | (po_eb != po_eb))
    (po_vd)(((po_vl)po_ea & po_em) | ((po_vl)po_eb & ~po_em))
    })

    (Names of their own: ``row_passes``' rotated loads read the lanes ``po_a``, ``po_b`` of the
    loop around, and an operand declared under that name read itself.)
    """
    vt, mt = _VT[dt][0], _VT["int64" if dt == "float64" else "int32"][0]
    a, b = (x if vector else f"(({x}) - ({vt}){{}})" for x, vector in args)
    op = ">" if "max" in func else "<"
    return (f"({{ {vt} po_ea = {a}, po_eb = {b}; {mt} po_em = ({mt})((po_ea {op} po_eb) | (po_eb != po_eb)); "
            f"({vt})((({mt})po_ea & po_em) | (({mt})po_eb & ~po_em)); }})")


def other_step(scop, lhs: ir.Access, read: ir.Access) -> bool:
    """Whether ``read`` of the tensor that ``lhs`` writes is a fixed number of steps back that
    the tensor's storage keeps in another slot (``poly.storage``: stored modulo ``m`` steps,
    ``d`` back with ``d % m != 0``), so that the stored lines are never read by the loop that
    streams them: floyd-warshall's ``P(k, i, j)`` from ``P(k - 1, ...)``, two slots of 63 MB at
    N = 2800, each step streaming one past the cache instead of reading it first (``plan``
    streams only where one step's slot is ``STREAM_BYTES`` or more: a smaller one may still be
    in the cache when the next step reads it).

    >>> from polyopt.lang.ir import Access, Binary, Const, Var
    >>> class S:  # a scop whose P is stored modulo 2
    ...     def contraction(self, t): return type("C", (), {"modulus": 2})() if t == "P" else None
    >>> k, i = Var("k"), Var("i")
    >>> other_step(S(), Access("P", (k, i)), Access("P", (Binary("-", k, Const(1)), i)))
    True
    >>> other_step(S(), Access("P", (k, i)), Access("P", (Binary("-", k, Const(2)), i)))
    False
    """
    stored = scop.contraction(lhs.tensor) if scop is not None else None
    if stored is None or stored.modulus < 2 or not lhs.indices or not read.indices:
        return False
    step, back = lhs.indices[0], read.indices[0]
    if isinstance(back, ir.Binary) and back.op in "+-" and back.left == step and isinstance(back.right, ir.Const) \
            and isinstance(back.right.value, int):
        d = back.right.value if back.op == "-" else -back.right.value
        return d % stored.modulus != 0
    return False


def lines(printer, planned: StreamLoop, depth: int) -> list[str]:
    """C lines of a loop with streaming stores: scalar up to a line, vectors, a scalar tail."""
    loop, u, jv, width = planned.loop, planned.user, planned.along, planned.lanes
    s = printer.stmts[u.stmt]
    lhs, cond = s.lhs, loop.cond
    dt = printer.c.tensors[lhs.tensor].dtype
    vt, load, _, _ = _VT[dt]
    pad = "  " * depth
    saved = dict(printer.hoisted)
    try:
        out = hoist.lines(printer, planned.hoisted, pad)
        vars_ = printer.statement_vars(s, u.args)
        target = printer.access(lhs, vars_)
        scalar = printer.statement(s, u.args)
        printer.vector = (jv, lambda p: f"{load}({p})", None)
        try:
            vector = printer.expr(s.rhs, vars_, dt)
            if not _has(s.rhs, jv):  # the same value in every lane (O(t, j) = f(t)): a broadcast
                vector = f"({vector}) - ({vt}){{}}"
        finally:
            printer.vector = None
    finally:
        printer.hoisted = saved
    it, hi = loop.iterator, aexpr_c(cond.args[1])
    if planned.plain:
        printer.uses_vectors = True
        return out + [
            f"{pad}{{",
            f"{pad}  long {it} = {aexpr_c(loop.init)};",
            f"{pad}  for (; {it} + {width - 1} <= {hi}; {it} += {width}) {{",
            f"{pad}    {_VT[dt][2]}(&{target}, {vector});",
            f"{pad}  }}",
            f"{pad}  for (; {it} <= {hi}; {it} += 1) {{",
            f"{pad}    {scalar}",
            f"{pad}  }}",
            f"{pad}}}"]
    printer.streamed = printer.uses_streams = printer.uses_vectors = True
    return out + [
        f"{pad}{{  // {s.lhs.tensor} written past the cache",
        f"{pad}  long {it} = {aexpr_c(loop.init)};",
        f"{pad}  for (; {it} <= {hi} && ((unsigned long)&{target} & 63); {it} += 1) {{",
        f"{pad}    {scalar}",
        f"{pad}  }}",
        f"{pad}  for (; {it} + {width - 1} <= {hi}; {it} += {width}) {{",
        f"{pad}    po_stream_{vt[3:]}(&{target}, {vector});",
        f"{pad}  }}",
        f"{pad}  for (; {it} <= {hi}; {it} += 1) {{",
        f"{pad}    {scalar}",
        f"{pad}  }}",
        f"{pad}}}"]
