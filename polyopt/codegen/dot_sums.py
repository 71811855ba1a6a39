"""Blocks of dot products summed over several reduction loops: a perfect nest of loops whose
innermost body is a block of float sums, each into an element that none of the nest's loops
moves (``d_Wt[k][c][kh][kw] += d_O[n][k][h][w] * I[n][c][h + kh - 1][w + kw - 1]`` over ``n, h,
w`` for a block of ``k`` x ``c``), with the innermost loop reading contiguously (or elements 2
apart, two vectors' worth de-interleaved: a stride-2 convolution's ``I(n, c, 2 * h + kh, 2 * w +
kw)``). Each sum keeps
one vector accumulator through the whole nest: the innermost loop steps a vector at a time and
ends with one masked step (lanes past the row are loaded as 0 and masked out of the sum), and
the lanes are added up once, after the nest. ``reduction.py`` alone would add the lanes up
and update memory after every row (56 elements: 7 vector steps, then 12 horizontal sums).

The schedule (``register_blocks.dot_plan`` with several reduction members) makes the nest; this
module plans and prints it. Only for nests of at most ``LANE_TERMS`` terms per lane (a float32 sum
keeps its precision: the tiles bound the nest) and at least ``Tuning.sum_chains`` sums (enough
independent chains to hide the add's latency).

>>> LANE_TERMS
1024
"""

from __future__ import annotations

import functools

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, Block, For, User
from polyopt.codegen.microkernel import _VT, _load_text, _max_trip, _uses, _vectorizable
from polyopt.codegen.plans import DotSums
from polyopt.codegen.reduction import _flat, _invariant, contiguous, update
from polyopt.lang import ir
from polyopt.target import lanes
from polyopt.tuning import tuning

LANE_TERMS = 1024  # terms a lane may sum (the reduction module's CHUNK)


def _nest(loop: For) -> list[For]:
    """``loop`` and the loops perfectly nested in it (each the only node of its parent's body)."""
    nest = [loop]
    while isinstance(nest[-1].body, For) and not nest[-1].body.marks & {"vector", "parallel"}:
        nest.append(nest[-1].body)
    return nest


def plan(site, loop: For) -> DotSums | None:
    """The nest under ``loop`` planned as vector sums kept through it, or None where it does not
    fit (then ``reduction.py`` plans its innermost loop)."""
    if loop.marks & {"vector", "parallel"} or site.may_fork(loop):
        return None
    nest = _nest(loop)
    inner = nest[-1]
    if len(nest) < 2 or inner.inc != AInt(1) or not isinstance(inner.body, Block):
        return None
    users = _flat(inner.body)
    if not users or not all(isinstance(u, User) for u in users) or len(users) < tuning(site.target).sum_chains:
        return None
    iterators = {f.iterator for f in nest}
    it = inner.iterator
    c = inner.cond
    if not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(it)) or _uses(c.args[1], it) or \
            _uses(inner.init, it):
        return None
    plans, elements = [], set()
    for u in users:
        s = site.stmts[u.stmt]
        dt = site.c.tensors[s.lhs.tensor].dtype
        if s.kind != "update" or s.op != "+" or dt not in ("float32", "float64") or not _invariant(s, u, iterators):
            return None
        args = dict(zip(s.vars, u.args))
        bound = [v for v, a in args.items() if a == AId(it)]
        if len(bound) != 1 or any(_uses(a, it) for v, a in args.items() if v != bound[0]):
            return None
        if not _vectorizable(s.rhs, bound[0], set(s.vars) | set(site.c.sizes), strides=(1, 2)) or \
                site.traps(s.rhs) or \
                not any(isinstance(x, ir.Access) and any(bound[0] in ir.walk_vars(ix) for ix in x.indices)
                        for x in ir.walk(s.rhs)):
            return None
        if any(isinstance(x, ir.Access) and site.c.tensors[x.tensor].dtype != dt for x in ir.walk(s.rhs)):
            return None
        element = site.lhs(s, u.args)
        if element in elements:
            return None  # two sums into one element: one accumulator each would lose one
        elements.add(element)
        plans.append((s, u, bound[0], dt))
    written = {s.lhs.tensor for s, *_ in plans}
    if len({dt for *_, dt in plans}) != 1 or any(isinstance(x, ir.Access) and x.tensor in written
                                                for s, *_ in plans for x in ir.walk(s.rhs)):
        return None
    if not contiguous(site, inner, users) or not _short(site, nest, plans[0][3]):
        return None
    return DotSums(loop, tuple(nest), tuple(plans))


def _short(site, nest: list[For], dt: str) -> bool:
    """At most ``LANE_TERMS`` terms a lane over the whole nest."""
    loops, terms = dict(site.loops), 1
    for f in nest:
        trip = _max_trip(f, loops)
        if trip is None:
            return False
        terms *= trip
        loops[f.iterator] = f
    return terms <= LANE_TERMS * lanes(dt, site.vbytes)


def lines(printer, planned: DotSums, depth: int) -> list[str]:
    """C lines of the nest with one vector accumulator per sum, the lanes added up after it."""
    nest, plans = planned.nest, planned.sums
    dt = plans[0][3]
    vtype, load, _, _ = _VT[dt]
    width = lanes(dt, printer.vbytes)
    itype = "po_vl" if dt == "float64" else "po_vi"
    inner = nest[-1]
    it = inner.iterator
    hi = f"({aexpr_c(inner.cond.args[1])}{' - 1' if inner.cond.op == 'lt' else ''})"
    pad = "  " * depth
    accs = [printer.new_acc("v") for _ in plans]
    whole, masked = [], []
    for s, u, bound, _ in plans:
        vars_ = printer.statement_vars(s, u.args)
        for loads, out in ((functools.partial(_load_text, load, None), whole),
                           (functools.partial(_load_text, load, "po_n"), masked)):
            printer.vector = (bound, loads, None)
            try:
                out.append(printer.expr(s.rhs, vars_, dt))
            finally:
                printer.vector = None
    printer.uses_vectors = True
    lanes_text = ", ".join(map(str, range(width)))
    lines = [f"{pad}{{  // dot products: {len(plans)} vector sums through {len(nest)} loops",
             f"{pad}  {vtype} {' = {0}, '.join(accs)} = {{0}};"]
    for d, f in enumerate(nest[:-1]):
        lines.append(f"{pad}{'  ' * (d + 1)}for (long {f.iterator} = {aexpr_c(f.init)}; {aexpr_c(f.cond)}; "
                     f"{f.iterator} += {aexpr_c(f.inc)}) {{")
    ip = pad + "  " * len(nest)
    lines.append(f"{ip}long {it} = {aexpr_c(inner.init)};")
    lines.append(f"{ip}for (; {it} + {width - 1} <= {hi}; {it} += {width}) {{")
    lines += [f"{ip}  {acc} += {x};" for acc, x in zip(accs, whole)]
    lines.append(f"{ip}}}")
    lines.append(f"{ip}if ({it} <= {hi}) {{  // the last lanes: loaded as 0, masked out")
    lines.append(f"{ip}  const int po_n = (int)({hi} - {it} + 1);")
    lines.append(f"{ip}  const {itype} po_m = ({itype}){{{lanes_text}}} < po_n;")
    lines += [f"{ip}  {acc} += ({vtype})(({itype})({x}) & po_m);" for acc, x in zip(accs, masked)]
    lines.append(f"{ip}}}")
    for d in reversed(range(len(nest) - 1)):
        lines.append(f"{pad}{'  ' * (d + 1)}}}")
    for (s, u, _, _), acc in zip(plans, accs):
        total = printer.new_acc()
        store = update("+", dt, printer.lhs(s, u.args), total, printer.nan_free(s))
        lines.append(f"{pad}  {{ {printer.ctype(dt)} {total} = po_hsum{vtype[-1]}({acc}); {store} }}")
    return lines + [f"{pad}}}"]
