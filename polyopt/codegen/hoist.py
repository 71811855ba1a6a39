"""Reads hoisted out of an innermost loop: elements it reads at the same place in every iteration.

``plan(site, loop)`` (asked by ``planning.py`` for a plain loop or a streamed one) lists them;
the printer (``lines``) declares them before the loop (``const float po_h0 = t_var[c0];``), once
per C text, and records them in ``printer.hoisted``, which it substitutes while it prints the loop.

>>> from polyopt.codegen.loops import AId
>>> moves((ir.Binary("+", ir.Var("n"), ir.Const(1)),), {"n": AId("c0"), "d": AId("c1")}, "c1")
False
"""

from __future__ import annotations

from polyopt.codegen.loops import AInt, For, If, User, trip_count, uses, walk
from polyopt.lang import ir
from polyopt.poly.affine import is_affine


def moves(indices, args: dict, iterator: str) -> bool:
    """Some index of ``indices`` (over statement variables bound to AST expressions ``args``)
    moves with the loop over ``iterator``."""
    return any(uses(args[v], iterator) for ix in indices for v in ir.walk_vars(ix) if v in args)


def plan(site, loop: For) -> tuple[tuple[User, ir.Access, int | None], ...]:
    """The reads of ``loop``'s body that are the same in every iteration, from tensors it does not
    write: (call, access, None) for an element (``var[c0]`` in layernorm's ``Y(n,d) = xc(n,d) *
    rsqrt(var(n) + eps)``: in an OpenMP region gcc cannot tell that the loop's stores leave it
    alone, reloads it every iteration and does not vectorize), then (call, access, k) for a
    checked gather index ``k`` the loop does not move (embedding rows). Only for innermost loops
    that run at least once (a hoisted read must be one the loop makes) and affine indices (a
    checked gather flags its error only when it runs)."""
    if not site.vectorize or (trip_count(loop) or 0) < 1 or loop.inc != AInt(1):
        return ()
    body = list(walk(loop.body))
    if any(isinstance(x, (For, If)) for x in body):
        return ()  # an inner loop, or a guard that may skip every read
    users = [x for x in body if isinstance(x, User)]
    written = {site.stmts[u.stmt].lhs.tensor for u in users}
    out = []
    for u in users:
        s = site.stmts[u.stmt]
        args, names = dict(zip(s.vars, u.args)), set(s.vars) | set(site.c.sizes)
        for a in _unguarded_reads(s.rhs):
            if not isinstance(a, ir.Access) or a.tensor in written or site.c.tensors[a.tensor].kind == "scalar":
                continue
            if all(is_affine(ix, names) for ix in a.indices) and not moves(a.indices, args, loop.iterator):
                out.append((u, a, None))
    for u in users:
        s = site.stmts[u.stmt]
        if s.kind == "init":
            continue  # (prints the identity alone)
        args, names = dict(zip(s.vars, u.args)), set(s.vars) | set(site.c.sizes)
        for a in [s.lhs, *_unguarded_reads(s.rhs)]:
            if isinstance(a, ir.Access):
                out += [(u, a, k) for k, ix in enumerate(a.indices)
                        if not is_affine(ix, names) and not moves((ix,), args, loop.iterator)]
    return tuple(out)


def _unguarded_reads(e: ir.Expr) -> list[ir.Expr]:
    """The nodes of ``e`` outside the branches of its ternaries: a read in a branch runs only where
    the condition takes it (``Idx(k) >= N ? 0.0 : X(Idx(k), c)``, TC's tum.py: hoisted, its
    index was checked where it is out of bounds and never read).

    >>> c, x = ir.Var("c"), ir.Access("X", (ir.Var("i"),))
    >>> [str(n) for n in _unguarded_reads(ir.Select(c, x, ir.Const(0.0))) if isinstance(n, ir.Access)]
    []
    """
    if isinstance(e, ir.Select):
        return [e, *_unguarded_reads(e.cond)]
    return [e] + [x for kid in ir.children(e) for x in _unguarded_reads(kid)]


def lines(printer, planned, pad: str) -> list[str]:
    """Declarations of the reads ``plan`` listed, each C text once, recorded in ``printer.hoisted``."""
    out = []
    for u, a, k in planned:
        s = printer.stmts[u.stmt]
        vars_ = printer.statement_vars(s, u.args)
        if k is None:
            text = printer.access(a, vars_)
            if text in printer.hoisted.values():
                continue
            ctype = printer.ctype(printer.c.tensors[a.tensor].dtype)
        else:
            text = printer.checked_index(a, k, a.indices[k], vars_, "&po_err")
            if text in printer.hoisted or text in printer.hoisted.values():
                continue  # (the same index again: checked_index already prints the name hoisted)
            ctype = "long"
        name = printer.new_acc("h")
        out.append(f"{pad}const {ctype} {name} = {text};")
        printer.hoisted[text] = name
    return out
