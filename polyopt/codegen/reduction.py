"""Reduction loops with the accumulator in a register: an innermost loop whose statements all
reduce into an element that does not move with the loop (``y[i] += A[i][j] * x[j]`` over ``j``)
is printed with a local accumulator per statement, started at the reduction's identity, marked
``omp simd reduction`` so gcc vectorizes it, and combined into the element after the loop.

Reductions may be reassociated (that is what makes them reductions, see ``poly/deps.py``); the
partial sums this gives are also more accurate than one running float sum. Long or unknown trip
counts are summed in chunks of ``CHUNK`` iterations, each into a fresh partial, so a float32 sum
over millions of terms keeps its precision (the error grows with the chunk, not the length).

>>> _update("max", "float32", "t_y[c0]", "po_r0")
't_y[c0] = fmaxf(t_y[c0], po_r0);'
"""

from __future__ import annotations

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, Block, For, User
from polyopt.codegen.microkernel import _trip, _uses
from polyopt.lang import ir
from polyopt.lang.check import is_float

CHUNK = 1024  # iterations per partial sum in long reductions


def try_print(printer, loop: For, depth: int) -> list[str] | None:
    """C lines for ``loop`` with register accumulators, or None if it is not such a loop.

    Other statements may share the loop when it carries nothing but reduction chains (the
    ``reduction_safe`` mark of ``loops.lower``): they run in the same SIMD loop.
    """
    if loop.marks & {"vector", "parallel"}:
        return None
    users = loop.body.body if isinstance(loop.body, Block) else (loop.body,)
    if not users or not all(isinstance(u, User) for u in users):
        return None
    stmts = [printer.stmts[u.stmt] for u in users]
    touched = [{x.tensor for x in ir.walk(s.rhs) if isinstance(x, ir.Access)} | {s.lhs.tensor} for s in stmts]
    plans = []
    for k, (s, u) in enumerate(zip(stmts, users)):
        if s.kind != "update" or s.op not in ("+", "*", "max", "min") or not _invariant(s, u, loop.iterator):
            continue
        others = set().union(*(t for j, t in enumerate(touched) if j != k))
        if s.lhs.tensor in others or any(isinstance(x, ir.Access) and x.tensor == s.lhs.tensor
                                          for x in ir.walk(s.rhs)):
            continue  # the loop reads what it accumulates into, or writes it elsewhere
        plans.append((s, u))
    if not plans or (len(plans) < len(users) and "reduction_safe" not in loop.marks):
        return None
    return _print(printer, loop, plans, users, depth)


def _invariant(s, u: User, iterator: str) -> bool:
    """The element ``s`` updates does not move with the loop over ``iterator``."""
    moving = {v for v, a in zip(s.vars, u.args) if _uses(a, iterator)}
    return not any(isinstance(x, ir.Var) and x.name in moving for ix in s.lhs.indices for x in ir.walk(ix))


def _print(printer, loop: For, plans, users, depth: int) -> list[str]:
    pad = "  " * depth
    accs = []
    for k, (s, u) in enumerate(plans):
        dt = printer.c.tensors[s.lhs.tensor].dtype
        accs.append((f"po_r{k}", s, u, dt))
    acc_of = {id(u): k for k, (_, u) in enumerate(plans)}
    trip = _trip(loop)
    chunked = (trip is None or trip > 2 * CHUNK) and _chunkable(loop) and any(s.op == "+" for _, s, _, _ in accs)
    out = [f"{pad}{{"]
    for acc, s, _, dt in accs:
        out.append(f"{pad}  {printer.ctype(dt)} {acc} = {printer.identity(s.op, dt)};")
    inner_pad, inner_accs = pad + "  ", accs
    if chunked:
        it, hi = loop.iterator, loop.cond.args[1]
        out.append(f"{pad}  for (long po_c = {aexpr_c(loop.init)}; po_c <= {aexpr_c(hi)}; po_c += {CHUNK}) {{")
        inner_pad = pad + "    "
        inner_accs = [(f"po_p{k}", s, u, dt) for k, (_, s, u, dt) in enumerate(accs)]
        for acc, s, _, dt in inner_accs:
            out.append(f"{inner_pad}{printer.ctype(dt)} {acc} = {printer.identity(s.op, dt)};")
        bounds = f"long {it} = po_c; {it} <= po_min({aexpr_c(hi)}, po_c + {CHUNK - 1}); {it} += 1"
    else:
        bounds = f"long {loop.iterator} = {aexpr_c(loop.init)}; {aexpr_c(loop.cond)}; " \
                 f"{loop.iterator} += {aexpr_c(loop.inc)}"
    clauses = " ".join(f"reduction({_OMP_OP[s.op]}:{acc})" for acc, s, _, _ in inner_accs)
    out.append(f"{inner_pad}#pragma omp simd {clauses}")
    out.append(f"{inner_pad}for ({bounds}) {{")
    for u in users:  # in the loop body's order
        if id(u) not in acc_of:
            out.append(f"{inner_pad}  {printer.statement(printer.stmts[u.stmt], u.args)}")
            continue
        acc, s, _, dt = inner_accs[acc_of[id(u)]]
        out.append(f"{inner_pad}  {_update(s.op, dt, acc, printer.update_rhs(s, u.args))}")
    out.append(f"{inner_pad}}}")
    if chunked:
        for (outer, s, _, dt), (inner, _, _, _) in zip(accs, inner_accs):
            out.append(f"{inner_pad}{_update(s.op, dt, outer, inner)}")
        out.append(f"{pad}  }}")
    for acc, s, u, dt in accs:
        lhs = printer.lhs(s, u.args)
        out.append(f"{pad}  {_update(s.op, dt, lhs, acc)}")
    return out + [f"{pad}}}"]


_OMP_OP = {"+": "+", "*": "*", "max": "max", "min": "min"}


def _update(op: str, dt: str, acc: str, value: str) -> str:
    if op in ("+", "*"):
        return f"{acc} {op}= {value};"
    if is_float(dt):
        fn = ("fmaxf" if op == "max" else "fminf") if dt == "float32" else ("fmax" if op == "max" else "fmin")
        return f"{acc} = {fn}({acc}, {value});"
    cmp = ">" if op == "max" else "<"
    return f"{acc} = ({value}) {cmp} {acc} ? ({value}) : {acc};"


def _chunkable(loop: For) -> bool:
    """``for (it = init; it <= hi; it += 1)`` with ``hi`` free of ``it``: can be cut in chunks."""
    c = loop.cond
    return (isinstance(c, AOp) and c.op == "le" and c.args[0] == AId(loop.iterator)
            and not _uses(c.args[1], loop.iterator) and loop.inc == AInt(1))
