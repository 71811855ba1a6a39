"""Reads hoisted out of an innermost loop: elements it reads at the same place in every iteration.

``reads(printer, loop, pad)`` declares them before the loop (``const float po_h0 = t_var[c0];``)
and records them in ``printer.hoisted``, which the printer substitutes while it prints the loop.
"""

from __future__ import annotations

import re

from polyopt.codegen.loops import AInt, For, If, User, trip_count, walk
from polyopt.lang import ir
from polyopt.poly.affine import is_affine


def reads(printer, loop: For, pad: str) -> list[str]:
    """Declarations that read, once before ``loop``, the elements its body reads at the same
    place in every iteration from tensors it does not write (``var[c0]`` in layernorm's
    ``Y(n,d) = xc(n,d) * rsqrt(var(n) + eps)``): in an OpenMP region gcc cannot tell that the
    loop's stores leave them alone, reloads them every iteration and does not vectorize. Only
    for innermost loops that run at least once (a hoisted read must be one the loop makes)
    and affine indices (a checked gather flags its error only when it runs)."""
    if not printer.vectorize or (trip_count(loop) or 0) < 1 or loop.inc != AInt(1):
        return []
    body = list(walk(loop.body))
    if any(isinstance(x, (For, If)) for x in body):
        return []  # an inner loop, or a guard that may skip every read
    users = [x for x in body if isinstance(x, User)]
    written = {printer.stmts[u.stmt].lhs.tensor for u in users}
    moving = re.compile(rf"\b{re.escape(loop.iterator)}\b")
    lines = []
    for u in users:
        s = printer.stmts[u.stmt]
        vars_ = printer.statement_vars(s, u.args)
        names = set(vars_) | set(printer.c.sizes)
        for a in ir.walk(s.rhs):
            if not isinstance(a, ir.Access) or a.tensor in written or printer.c.tensors[a.tensor].kind == "scalar":
                continue
            if not all(is_affine(ix, names) for ix in a.indices):
                continue
            text = printer.access(a, vars_)
            if text in printer.hoisted.values() or moving.search(text):
                continue
            name = printer.new_acc("h")
            lines.append(f"{pad}const {printer.ctype(printer.c.tensors[a.tensor].dtype)} {name} = {text};")
            printer.hoisted[text] = name
    for u in users:  # then the checked gather indices the loop does not move (embedding rows)
        s = printer.stmts[u.stmt]
        if s.kind == "init":
            continue  # (prints the identity alone)
        vars_ = printer.statement_vars(s, u.args)
        names = set(vars_) | set(printer.c.sizes)
        for a in [s.lhs, *ir.walk(s.rhs)]:
            if not isinstance(a, ir.Access):
                continue
            for k, ix in enumerate(a.indices):
                if is_affine(ix, names):
                    continue
                text = printer.checked_index(a, k, ix, vars_, "&po_err")
                if text in printer.hoisted or moving.search(text):
                    continue
                name = printer.new_acc("h")
                lines.append(f"{pad}const long {name} = {text};")
                printer.hoisted[text] = name
    return lines
