"""Loop pairs that walk whole rows back to back, printed as one loop over the flat index.

``for h: for w: s += X[n][c][h][w]`` over all of ``w`` reads ``H * W`` consecutive elements,
but as two loops the inner one is short (28 for a 28 x 28 image): each row pays a vector loop's
start, its scalar tail and the combination of its partial sums. When every access that moves
with the pair has the pair as its last two indices and ``w`` covers its last axis, the pair is
one loop over ``h * W + w``, and the accesses read through a pointer to the first element of
their ``[h][w]`` plane (``((const float *)t_X[n][c])[f]``).
"""

from __future__ import annotations

from polyopt.codegen.loops import AId, AInt, AOp, For, User, trip_count
from polyopt.codegen.loops import uses as _uses
from polyopt.codegen.plans import FlatLoop
from polyopt.lang import ir


def _offset(e, it: str) -> int | None:
    """``c`` when ``e`` is ``it + c`` (or ``it - c``, or ``it``), else None."""
    if e == AId(it):
        return 0
    if isinstance(e, AOp) and len(e.args) == 2 and e.args[0] == AId(it) and isinstance(e.args[1], AInt):
        return {"add": 1, "sub": -1}.get(e.op, 0) * e.args[1].value or None
    return None


def _var(args: dict, it: str) -> tuple[str, int] | None:
    found = [(v, _offset(a, it)) for v, a in args.items() if _uses(a, it)]
    if len(found) != 1 or found[0][1] is None:
        return None
    return found[0]


def plan(site, outer: For) -> FlatLoop | None:
    """``outer`` and the loop in it as one loop over the flat index (see the module), or None."""
    inner = outer.body
    if not site.vectorize or site.dynamic or not isinstance(inner, For) or not isinstance(inner.body, User):
        return None
    if "parallel" in outer.marks | inner.marks or outer.inc != AInt(1) or inner.inc != AInt(1):
        return None
    rows, cols = trip_count(outer), trip_count(inner)
    if rows is None or cols is None or rows < 2 or not isinstance(outer.init, AInt) or \
            not isinstance(inner.init, AInt):
        return None
    u = inner.body
    s = site.stmts[u.stmt]
    args = dict(zip(s.vars, u.args))
    found_a, found_b = _var(args, outer.iterator), _var(args, inner.iterator)
    if found_a is None or found_b is None or found_a[0] == found_b[0]:
        return None
    (va, ca), (vb, cb) = found_a, found_b
    if inner.init.value + cb != 0:
        return None  # the rows must start at the axis' first element
    moving = [x for x in [s.lhs, *ir.walk(s.rhs)] if isinstance(x, ir.Access) and
              any(ir.walk_vars(ix) & {va, vb} for ix in x.indices)]
    for a in moving:
        if len(a.indices) < 2 or a.indices[-2:] != (ir.Var(va), ir.Var(vb)) or a.tensor in site.rows or \
                any(ir.walk_vars(ix) & {va, vb} for ix in a.indices[:-2]) or \
                int(site.extent(a.tensor, len(a.indices) - 1)) != cols:
            return None
        if any(isinstance(x, ir.Access) for ix in a.indices for x in ir.walk(ix)):
            return None
        if len(a.indices) == 2 and a.tensor in site.slots:
            return None  # the rows are steps stored modulo a few slots: not one plane
    uses = [x for e in (s.lhs, s.rhs) for x in ir.walk(e) if x in (ir.Var(va), ir.Var(vb))]
    if not moving or len(uses) != 2 * len(moving):
        return None  # the pair is also used elsewhere (a value, a divisor, another access)
    f = f"po_f{site.flat_loops}"  # (the site adds it to its flat iterators when it prints the loop)
    lo = (outer.init.value + ca) * cols
    new_args = tuple(AInt(0) if v == va else AId(f) if v == vb else a for v, a in args.items())
    return FlatLoop(For(f, AInt(lo), AOp("le", (AId(f), AInt(lo + rows * cols - 1))), AInt(1),
                        User(u.stmt, new_args), inner.marks))


def access(printer, a: ir.Access, parts: list[str]) -> str | None:
    """C text of an access of a flattened pair (index texts ``parts``: ``0`` and the flat
    iterator last), or None for any other access."""
    if len(parts) < 2 or parts[-1] not in printer.flat or parts[-2] != "0":
        return None
    t = printer.c.tensors[a.tensor]
    const = "const " if t.kind == "input" else ""
    plane = printer.array(a.tensor) + "".join(f"[{x}]" for x in parts[:-2])
    return f"(({const}{ir.C_TYPES[t.dtype]} *){plane})[{parts[-1]}]"
