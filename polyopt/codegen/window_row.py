"""A row made whole by a window clipped to its input, the window's rows first.

A clipped 3x3 average pool sums the window's elements that lie inside the image::

    S(n, c, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
                      ? I(n, c, h + kh - 1, w + kw - 1) : 0.0 where h in 0:H, w in 0:W, kh in 0:3, kw in 0:3

isl folds the condition into the statement's domain; ``S`` is a local row of the loop over ``h``
(``local_rows.py``), updated by one loop per tap over the columns where that tap is in bounds,
each loop's vectors straddling the last one's (``row_passes.py`` aligns them with AVX-512's masked
moves; AVX2's are slower than gcc's loops). Here the row is made whole at the top of the loop's
body instead: the window's other variables summed first, one vector of the input's columns at a
time (``V``, columns outside the input the reduction's identity), then each vector of the row is
``V`` shifted by each tap, two-source shuffles of the vectors before, at and after it::

    const long po_l0 = po_max(0, -(c2 - 1)), po_h0 = po_min(2, 112 - 1 - (c2 - 1));  // rows in bounds
    po_vf po_wp = {0}, po_wc, po_wn;
    po_wn = {0};
    for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) po_wn += po_loadf(&I[c0][c1][c2 + po_d0 - 1][0]);
    po_wc = po_wn;
    for (long po_j = 8; po_j < 112; po_j += 8) {
      po_wn = {0};
      for (long po_d0 = po_l0; po_d0 <= po_h0; po_d0 += 1) po_wn += po_loadf(&I[c0][c1][c2 + po_d0 - 1][po_j]);
      po_storef(&row[po_j - 8], shuffle(po_wp, po_wc, {7, .., 14}) + po_wc + shuffle(po_wc, po_wn, {1, .., 8}));
      po_wp = po_wc, po_wc = po_wn;
    }
    { po_wn = {0}; po_storef(&row[112 - 8], ...); ... }  // past the input: the identity

A partial last vector of the input's columns (masked loads) and the vectors past it are steps of
their own after the loop: no branch inside it. A row of an output that nothing else touches is
made the same way, its last vector stored to the row's length (a clipped max pool, ``O(n, h, w)
max=! I(n, h + kh - 1, w + kw - 1) where ..., h + kh >= 1, h + kh <= H, ...``: 512 x 112 x 112
floats on one Zen 4 thread 7.30 -> 1.68 ms a call). A window never clipped (a box of taps)
stores its column vectors into a buffer and takes each row vector as the taps' unaligned loads
from it, the last one over the one before (``_buffered``): maxpool3x3 (float64, 8 x 64 x 112 x
112) 3.46 -> 3.24 ms native, 4.37 -> 3.80 with AVX2 forced, against the register block taken
apart (``window_rows``, which the size-generic kernels keep; through the shifts here: 4.02 ms);
where the target says (``Tuning.window_buffer``: a Zen 5, whose loads across two of the buffer's
stores in flight wait for them) through the shifts. An output's rows from the buffer stream past
the cache (``_streamed``), and the window's rows are prefetched down the input (``_rows_ahead``).
The statements that made the row (its init to the identity and the window's update) are taken
out of the body; what reads the row is printed as before, by gcc's loops (``row_passes`` leaves
a row made whole alone unless a loop writes it). Only where isl says that, for every value the
loops around run, the init's instances are the whole row and the update's are every point of a
box of taps and columns whose read is inside the input (and some). A sum is reassociated (rows
first), as any reduction may be. avgpool3x3_clipped (8 x 64 x 112 x 112) on one Zen 4 thread:
2.05 -> 1.52 ms; with AVX2 forced 3.96 -> 1.55 ms.

A row two columns apart (``I(n, c, 2 * h + kh - 1, 2 * w + kw - 1)``, ResNet's 3 x 3 / 2 max pool
padded by 1) takes each pair of column vectors apart into their even and odd columns (one
two-source permutation each with AVX-512), and each tap is a shift within the stream of its parity
(taps -1, 0, 1: the odd columns one back, the even ones, the odd ones): maxpool3x3_s2 (8 x 64 x
112 x 112) on one Zen 4 thread 5.39 -> 1.11 ms, with AVX2 forced 1.77 -> 1.03 ms (the window's
taps as passes over the row with stride-2 gathers before).
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl
import numpy as np

from polyopt.codegen import stream
from polyopt.codegen.c_expr import plain_operand
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.channel_conv import _box, _value
from polyopt.codegen.local_rows import _leading_indices_are, _touches, _touching, _users_fixing
from polyopt.codegen.loops import AExpr, AId, AInt, AOp, Block, For, If, Mark, Node, User, walk
from polyopt.codegen.microkernel import _VT, _identity, _selector
from polyopt.codegen.plans import WindowRow
from polyopt.codegen.prefetch import outgrows_cache
from polyopt.lang import ir
from polyopt.poly.affine import NotAffine, isl_name, to_isl
from polyopt.target import lanes
from polyopt.tuning import tuning

OPS = ("+", "max", "min")
MAX_TAIL = 4  # steps past the input's whole vectors printed one by one (a row much longer than its input: no)
_DTYPES = ("float32", "float64")


def plan(site, loop: For, rows: dict[str, str]) -> tuple[WindowRow, ...]:
    """The rows that a clipped window makes whole at the top of ``loop``'s body (``site``: the
    ``planning.Site`` of the loop): of ``rows`` (temporary -> C name: the local rows of
    ``loop``), or a row of an output that nothing else touches, indexed by the loops around and
    ``loop`` first (a clipped max pool's ``O(n, c, h, w)``, stored to its length exactly)."""
    if site.dynamic or not site.vectorize or site.vbytes < 16:
        return ()
    drop = len(site.ctx.loops) + 1
    written = {site.stmts[u.stmt].lhs.tensor for u in walk(loop.body) if isinstance(u, User)}
    outputs = sorted(t for t in written - set(rows) - set(site.rows)
                     if site.c.tensors[t].kind == "output" and _output_row(site, loop, t, drop))
    out = []
    for t in [*rows, *outputs]:
        planned = _row(site, loop, t, drop, exact=t not in rows)
        if planned is not None:
            out.append(planned)
    return tuple(out)


def _output_row(site, loop: For, t: str, drop: int) -> bool:
    """Whether every instance that touches output ``t`` is in ``loop`` and writes it, indexed by
    the iterators of the loops around and of ``loop`` first (``local_rows``' test)."""
    chain = [*(f.iterator for f in site.ctx.loops), loop.iterator]
    here = [(u, f) for u, f in _users_fixing(loop.body, {}) if _touches(site.stmts[u.stmt], t)]
    return site.c.tensors[t].rank == drop + 1 and len(here) == _touching(site, t) and \
        all(site.stmts[u.stmt].lhs.tensor == t and _leading_indices_are(site.stmts[u.stmt], u.args, t, chain, f)
            for u, f in here)


def _row(site, loop: For, t: str, drop: int, exact: bool) -> WindowRow | None:
    tensor = site.c.tensors[t]
    if tensor.rank != drop + 1 or tensor.dtype not in _DTYPES:
        return None
    users = [u for u in walk(loop.body) if isinstance(u, User) and site.stmts[u.stmt].lhs.tensor == t]
    names = sorted({u.stmt for u in users})
    stmts = [site.stmts[n] for n in names]
    inits = [s for s in stmts if s.kind == "init"]
    updates = [s for s in stmts if s.kind == "update"]
    if len(inits) != 1 or len(updates) != 1 or len(stmts) != 2:
        return None
    init, s = inits[0], updates[0]
    a = s.rhs
    if s.op not in OPS or init.op != s.op or not isinstance(a, ir.Access) or len(a.indices) < 1:
        return None
    source = site.c.tensors[a.tensor]
    if source.kind != "input" or source.dtype != tensor.dtype or \
            any(x.lhs.tensor == a.tensor for x in site.stmts.values()):
        return None
    lhs_vars = _lhs_vars(s, drop)
    if lhs_vars is None or _lhs_vars(init, drop) != lhs_vars:
        return None
    along = lhs_vars[-1]
    reduced = [v for v in s.vars if v not in lhs_vars]
    last = a.indices[-1]
    taps = [v for v in reduced if v in ir.walk_vars(last)]
    stride = ir.stride(last, along) if len(taps) == 1 else None
    if len(taps) != 1 or ir.walk_vars(last) != {along, taps[0]} or stride not in (1, 2) or \
            ir.stride(last, taps[0]) != 1:
        return None
    tap = taps[0]
    shift = _value(last, {along: 0, tap: 0})
    if shift is None or any({along, tap} & ir.walk_vars(ix) for ix in a.indices[:-1]):
        return None
    # (``local_rows.contract``: the row's leading indices are the iterators of the loops around and
    # of ``loop``, in every instance that touches it, whatever the branch it sits in)
    chain = [*(f.iterator for f in site.ctx.loops), loop.iterator]
    outer = tuple((v, AId(it)) for v, it in zip(lhs_vars[:-1], chain))
    down_vars = [v for v in reduced if v != tap]
    for ix in a.indices[:-1]:  # (each index clips at most one loop down the window, by bounds)
        moving = [v for v in down_vars if v in ir.walk_vars(ix)]
        if len(moving) > 1 or moving and abs(ir.stride(ix, moving[0]) or 0) != 1:
            return None
    box = _loop_box([*site.ctx.loops, loop])
    length, width = int(site.extent(t, drop)), int(site.extent(a.tensor, len(a.indices) - 1))
    found = box and _clipped(site, s, init, a, along, lhs_vars, length, box)
    if not found:
        return None
    bounds, clips, boxed = found
    w = lanes(tensor.dtype, site.vbytes)
    lo, hi = bounds[tap]
    _, stop, end = _steps(length, width, w, stride)
    if w < 2 or not -w <= (lo + shift) // stride <= (hi + shift) // stride <= w or end + 1 - stop > MAX_TAIL or \
            boxed and stride > 1:
        return None  # (each tap a shift within the vectors before and after; a box of taps 2 apart: microkernel's)
    down = tuple((v, *bounds[v]) for v in down_vars)
    return WindowRow(t, init.name, s.name, outer, along, tap, down, (lo, hi), shift, length, width, w, tensor.dtype,
                     clips, exact, boxed, stride)


def _lhs_vars(s, drop: int) -> tuple[str, ...] | None:
    """The variables of ``s``'s left-hand side, each index one of them, the last one the row's."""
    ix = s.lhs.indices
    if len(ix) != drop + 1 or not all(isinstance(x, ir.Var) and x.name in s.vars for x in ix):
        return None
    names = tuple(x.name for x in ix)
    return names if len(set(names)) == len(names) else None


def _loop_box(loops: list[For]) -> list[tuple[int, int]] | None:
    """The first and last value of each of ``loops`` (unit steps, constant bounds), else None."""
    out = []
    for f in loops:
        c = f.cond
        if f.inc != AInt(1) or not isinstance(f.init, AInt) or not (
                isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(f.iterator) and
                isinstance(c.args[1], AInt)):
            return None
        out.append((f.init.value, c.args[1].value - (c.op == "lt")))
    return out


def _clipped(site, s, init, a: ir.Access, along: str, lhs_vars: tuple[str, ...], length: int,
             box: list[tuple[int, int]]) -> tuple[dict[str, tuple[int, int]], tuple[int, ...]] | None:
    """Each reduction variable's first and last value, and the indices of ``a`` (but its last)
    that the box of them takes out of the tensor somewhere, where, for every value the loops
    around fix (each within ``box``), the init's instances are the row's ``length`` columns, and
    the update's are every point of the box of reduction variables and those columns whose read
    of ``a`` is inside its tensor, and there are some; else None."""
    fixed = site.scop.fixed_context(site.sizes)
    dom = s.domain.intersect_params(fixed).reset_tuple_id()
    first = init.domain.intersect_params(fixed).reset_tuple_id()
    outer = lhs_vars[:-1]
    if dom.is_empty() or tuple(v for v in s.vars if v in outer) != outer or tuple(init.vars) != lhs_vars:
        return None
    bounds = {}
    for i, v in enumerate(s.vars):
        if v not in lhs_vars:
            span = _box(dom.project_out(isl.dim_type.set, i + 1, len(s.vars) - i - 1)
                        .project_out(isl.dim_type.set, 0, i))
            if span is None:
                return None
            bounds[v] = (span[0][0], span[0][0] + span[0][1] - 1)
    names = set(s.vars) | set(site.c.sizes)
    try:
        inside = [f"0 <= {to_isl(ix, names)} < {site.extent(a.tensor, k)}" for k, ix in enumerate(a.indices)]
    except NotAffine:
        return None
    params = ", ".join(isl_name(p) for p in site.scop.params)
    cons = [f"0 <= {isl_name(along)} < {length}", *inside,
            *(f"{lo} <= {isl_name(v)} <= {hi}" for v, (lo, hi) in bounds.items())]
    window = isl.Set(f"[{params}] -> {{ [{', '.join(isl_name(v) for v in s.vars)}] : {' and '.join(cons)} }}",
                     context=dom.get_ctx()).intersect_params(fixed)
    if not dom.is_equal(_lifted(dom, s.vars, outer).intersect(window)):
        return None
    row = isl.Set(f"[{params}] -> {{ [{', '.join(isl_name(v) for v in init.vars)}] : "
                  f"0 <= {isl_name(along)} < {length} }}", context=dom.get_ctx()).intersect_params(fixed)
    if not first.is_equal(_lifted(first, init.vars, outer).intersect(row)):
        return None
    # every value the loops run has both (the row's reads of ``a`` along what they fix are then in
    # bounds: the update reads there)
    ranges = " and ".join(f"{lo} <= {isl_name(v)} <= {hi}" for v, (lo, hi) in zip(outer, box)) or "true"
    loops = isl.Set(f"[{params}] -> {{ [{', '.join(isl_name(v) for v in outer)}] : {ranges} }}",
                    context=dom.get_ctx()).intersect_params(fixed)
    mine, theirs = _projected(dom, s.vars, outer), _projected(first, init.vars, outer)
    if not mine.is_equal(theirs) or not loops.is_subset(mine):
        return None
    # the indices that leave the tensor somewhere in the box of taps (a window never clipped keeps
    # loops of constant trips, which gcc unrolls)
    taps = " and ".join(f"{lo} <= {isl_name(v)} <= {hi}" for v, (lo, hi) in bounds.items()) or "true"
    spans = _lifted(dom, s.vars, outer).intersect(isl.Set(
        f"[{params}] -> {{ [{', '.join(isl_name(v) for v in s.vars)}] : {taps} }}", context=dom.get_ctx()))
    clips = []
    for k, ix in enumerate(a.indices[:-1]):
        outside = isl.Set(f"[{params}] -> {{ [{', '.join(isl_name(v) for v in s.vars)}] : "
                          f"{to_isl(ix, names)} < 0 or {to_isl(ix, names)} >= {site.extent(a.tensor, k)} }}",
                          context=dom.get_ctx())
        if not spans.intersect(outside).is_empty():
            clips.append(k)
    return bounds, tuple(clips), _box(dom) is not None


def _projected(dom: isl.Set, names, keep) -> isl.Set:
    """``dom`` projected onto the variables ``keep`` (in ``names``' order)."""
    for i in reversed(range(len(names))):
        if names[i] not in keep:
            dom = dom.project_out(isl.dim_type.set, i, 1)
    return dom


def _lifted(dom: isl.Set, names, keep) -> isl.Set:
    """``dom`` projected onto ``keep`` and lifted back into its space, the others free."""
    out = _projected(dom, names, keep)
    for i, v in enumerate(names):
        if v not in keep:
            out = out.insert_dims(isl.dim_type.set, i, 1)
    return out


def without(n: Node, gone: set[str]) -> Node | None:
    """``n`` without the instances of the statements ``gone``, and without loops, branches and
    marks left empty (None: nothing is left)."""
    if isinstance(n, User):
        return None if n.stmt in gone else n
    if isinstance(n, Block):
        kept = tuple(x for x in (without(b, gone) for b in n.body) if x is not None)
        return Block(kept) if kept else None
    if isinstance(n, For | Mark):
        body = without(n.body, gone)
        return None if body is None else replace(n, body=body)
    if isinstance(n, If):
        then = without(n.then, gone)
        other = without(n.other, gone) if n.other is not None else None
        if then is None and other is None:
            return None
        return If(n.cond, then if then is not None else Block(()), other)
    return n


def _steps(length: int, width: int, w: int, stride: int = 1) -> tuple[int, int, int]:
    """(the input's whole column vectors, the end of the loop over the steps, the last step): a
    step for each column vector (with a stride, each ``stride`` of them) from 0 to the one after
    the row's last vector (whose window reaches it), step 0 before the loop, the loop over those
    of whole vectors after it that the row needs, the rest (a partial vector, vectors past the
    input) one by one."""
    end = -(-length // w)  # (the row's vectors 0 .. end - 1, each finished a step later)
    return width // w, max(1, min(width // (stride * w), end + 1)), end


def lines(printer, planned: WindowRow, depth: int) -> list[str]:
    """C lines of ``planned``: the window's other variables summed into each vector of the input's
    columns first (``V``, within bounds computed before), then each vector of the row from ``V``
    at each tap: shifted in registers (``_shifted_lines``), or, for a window never clipped, loaded
    unaligned from a buffer (``_buffered_lines``). No branch in any innermost loop."""
    w, dt = planned.lanes, planned.dtype
    vt = _VT[dt][0]
    printer.uses_vectors = True
    s = printer.stmts[planned.update]
    a = s.rhs
    vars_ = {v: _c(x) for v, x in planned.outer}
    head, clipped = [], []
    for k, (v, lo, hi) in enumerate(planned.down):
        first, last = str(lo), str(hi)
        for d, ix in enumerate(a.indices[:-1]):
            if d in planned.clips and v in ir.walk_vars(ix):
                rest = printer.expr(ix, {**vars_, v: "0"}, "int64")
                ext = printer.extent(a.tensor, d)
                if ir.stride(ix, v) == 1:  # 0 <= rest + v < ext
                    first, last = f"po_max({first}, -({rest}))", f"po_min({last}, {ext} - 1 - ({rest}))"
                else:  # 0 <= rest - v < ext
                    first, last = f"po_max({first}, ({rest}) - {ext} + 1)", f"po_min({last}, {rest})"
        head.append(f"const long po_l{k} = {first}, po_h{k} = {last};")
        if (first, last) != (str(lo), str(hi)):
            clipped.append(f"po_l{k} == {lo} && po_h{k} == {hi}")
    names = {v: f"po_d{k}" for k, (v, _, _) in enumerate(planned.down)}
    whole = {}  # (the window's rows, where they are all in bounds: constants)
    column = ir.Access(a.tensor, (*a.indices[:-1], ir.Var("po_x")))
    one = _identity(printer, s.op, dt, vt)
    ahead = _rows_ahead(printer, planned, a)

    def summed(acc: str, j: str, part: int = 0) -> list[str]:
        """Lines adding the window's column vector at column ``j`` down its rows into ``acc``
        (``part``: only that many lanes read, the rest the identity)."""
        source = printer.access(column, {**vars_, **names, "po_x": j})
        read = f"{_VT[dt][1]}(&{source})"
        if part:
            read = f"{_VT[dt][1]}_n(&{source}, {part})"
            if s.op != "+":  # (the lanes past the input: the identity, not 0)
                it, et = ("po_vl", "long") if dt.endswith("64") else ("po_vi", "int")
                keep = f"({_selector(dt, list(range(w)))} < ({et}){part})"
                read = f"({vt})((({it}){read} & {keep}) | (({it}){one} & ~{keep}))"
        body = [f"{acc} = {_combined(s.op, acc, read, vt)};"]
        for k in reversed(range(len(planned.down))):
            lo, hi = whole.get(k, (f"po_l{k}", f"po_h{k}"))
            each = f"for (long po_d{k} = {lo}; po_d{k} <= {hi}; po_d{k} += 1) {{"
            body = [each, *("  " + x for x in body), "}"]
        if ahead and not part:  # (the window's first row, ``ahead`` rows down: a line of it)
            row, by = ahead
            at = {**vars_, row: f"({vars_[row]} + {by})", **{v: str(lo) for v, lo, _ in planned.down}, "po_x": j}
            body.append(f"__builtin_prefetch((const char *)&{printer.access(column, at)}, 0, 1);")
        return [f"{acc} = {one};", *body]

    def target(j: str) -> str:
        return printer.access(printer.stmts[planned.init].lhs, {**vars_, planned.along: j})

    form = _buffered_lines if planned.boxed and tuning(printer.target).window_buffer else _shifted_lines
    out, what = form(printer, planned, summed, target, one)
    if clipped:  # the rows of most windows all in bounds: their loops of constant trips, unrolled
        # (maxpool3x3_s2 with AVX2 forced on a Zen 5 thread, ``c_ab``: 1.22 -> 1.04 ms)
        whole.update({k: (str(lo), str(hi)) for k, (_, lo, hi) in enumerate(planned.down)})
        inside, _ = form(printer, planned, summed, target, one)
        out = [f"if ({' && '.join(clipped)}) {{", *("  " + x for x in inside), "} else {",
               *("  " + x for x in out), "}"]
    name = printer.rows.get(planned.row, printer.array(planned.row))
    pad = "  " * depth
    return [f"{pad}{{  // row {name} of a {what} (window_row)", *(f"{pad}  {x}" for x in [*head, *out]), f"{pad}}}"]


def _rows_ahead(printer, planned: WindowRow, a: ir.Access) -> tuple[str, int] | None:
    """(the variable of the row that the loop moves down, rows) to prefetch the window's rows
    ``Tuning.window_ahead`` bytes on, where the input is much larger than L2 (four times) and the
    def's data outgrows the cache; else None. The loop runs down the rows one at a time and each
    row's window reads a few rows further: the hardware follows those streams too late
    (maxpool3x3, float64, 8 x 64 x 112 x 112, one Zen 5 thread, ``c_ab time`` medians: from a
    buffer with streaming stores 3.92 ms without, 3.79 with 4 rows ahead, 3.39 with 8, 3.22 with
    16; through shifts with AVX2 forced 3.08 -> 2.62 with 19 rows, 16 KiB). Rows past the last go
    on into the next plane's (contiguous), the last plane's past the tensor: a prefetch does not
    fault."""
    ahead = tuning(printer.target).window_ahead
    if not planned.outer or printer.dynamic or not ahead or \
            stream.nbytes(printer, a.tensor) < 4 * printer.target.l2 or not outgrows_cache(printer):
        return None
    row = planned.outer[-1][0]
    moving = [ix for ix in a.indices[:-1] if row in ir.walk_vars(ix)]
    if len(moving) != 1 or ir.stride(moving[0], row) != 1:
        return None
    return row, -(-ahead // (planned.width * np.dtype(planned.dtype).itemsize))


def _shifted_lines(printer, planned: WindowRow, summed, target, one: str) -> tuple[list[str], str]:
    """The row's vectors one column vector behind ``V``'s: each the taps' two-source shuffles of
    the column vectors before, at and after it; a partial column vector (masked) and those past
    the input (the identity) steps of their own after the loop; an exact row's last lanes copied.
    With a stride of 2 each step takes two column vectors apart into their even and odd columns
    (``po_w..0``, ``po_w..1``: a stream each), and a tap is a shift within the stream of its
    parity (a 3 x 3 / 2 max pool's taps -1, 0, 1: odd columns one back, even, odd)."""
    w, dt, k = planned.lanes, planned.dtype, planned.stride
    vt, _, store, _ = _VT[dt]
    op = printer.stmts[planned.update].op
    streams = [""] if k == 1 else [str(r) for r in range(k)]
    offsets = range(planned.taps[0] + planned.shift, planned.taps[1] + planned.shift + 1)
    terms = [_shifted(dt, w, o // k, streams[o % k]) for o in offsets]
    acc = terms[0]
    for x in terms[1:]:
        acc = _combined(op, acc, x, vt)
    rotate = " ".join(f"po_wp{x} = po_wc{x}, po_wc{x} = po_wn{x};" for x in streams)
    n = planned.length
    streaming = planned.exact and printer.vbytes >= 64 and n >= 2 * w and stream.large(printer, planned.row)

    def step(j: str, c: int | None, lanes_left: int = w) -> list[str]:
        if streaming:
            return [*gathered(j, c), *_realigned(printer, planned, j, c, acc), rotate]
        to = target(f"({j} - {w})")
        put = f"{store}(&{to}, {acc});" if lanes_left >= w else _copied(to, acc, vt, lanes_left)
        return [*gathered(j, c), put, rotate]

    whole, stop, end = _steps(planned.length, planned.width, w, k)
    part = planned.width % w > 0

    def kind(v: int | None) -> str:  # (of the input's column vector v; None: a whole one, in the loop)
        return "whole" if v is None or v < whole else "part" if v == whole and part else "none"

    def column(acc_: str, at: str, v: int | None) -> list[str]:
        what = kind(v)
        return [f"{acc_} = {one};"] if what == "none" else summed(acc_, at, planned.width % w * (what == "part"))

    def gathered(j: str, c: int | None) -> list[str]:
        """Lines setting the streams' next vectors (``po_wn..``) from step ``c``'s column vectors."""
        if k == 1:
            return column("po_wn", j, c)
        if c is not None and kind(k * c) == "none":
            return [f"po_wn{x} = {one};" for x in streams]
        out = []
        for r in range(k):
            at = f"{k} * {j}" if c is None else str(k * c * w)
            out += column(f"po_c{r}", f"{at} + {r * w}" if r else at, None if c is None else k * c + r)
        columns = [f"po_c{r}" for r in range(k)]
        return out + [f"po_wn{x} = {_phase(dt, vt, columns, w, printer.vbytes, int(x))};" for x in streams]

    out = [f"{vt} {', '.join(f'po_wp{x} = {one}, po_wc{x}, po_wn{x}' for x in streams)};"]
    if streaming:
        out += _realigned_head(printer, planned, target("0"))
    if k > 1:
        out.append(f"{vt} {', '.join(f'po_c{r}' for r in range(k))};")
    out += [*gathered("0", 0), " ".join(f"po_wc{x} = po_wn{x};" for x in streams)]
    if stop > 1:
        out += [f"for (long po_j = {w}; po_j < {stop * w}; po_j += {w}) {{",
                *("  " + x for x in step("po_j", None)), "}"]
    for c in range(stop, end + 1):
        left = planned.length - (c - 1) * w if planned.exact else w
        out += ["{", *("  " + x for x in step(str(c * w), c, left)), "}"]
    if streaming:  # (the lanes after the last whole line, from the row's last two vectors)
        last = w * (end - 1)
        out.append(f"for (long po_t = po_a + {w} * ((long)({n} - po_a) / {w}); po_t < {n}; po_t += 1) "
                   f"po_o[po_t] = po_t >= {last} ? po_v[po_t - {last}] : po_vq[po_t - {last - w}];")
    return out, "clipped window, down its rows first" + (f", its columns {k} apart" if k > 1 else "") + \
        (", streamed past the cache in whole lines" if streaming else "")


def _realigned_head(printer, planned: WindowRow, start: str) -> list[str]:
    """Declarations for ``_realigned``: the row (``start``, C text of its first element), the
    elements before its first line boundary (``po_a``), the two-source selector that takes a
    line's vector from two of the row's, and whether the row's elements are aligned at all (a
    row that is not is stored plainly, never streamed)."""
    w, dt = planned.lanes, planned.dtype
    ct, vt = printer.ctype(dt), _VT[dt][0]
    it = "po_vl" if dt.endswith("64") else "po_vi"
    return [f"{ct} *po_o = &{start};",
            f"const long po_a = (long)((-(unsigned long)po_o & 63) / sizeof({ct}));  // to a line",
            f"const int po_al = ((unsigned long)po_o & (sizeof({ct}) - 1)) == 0;",
            f"const {it} po_ix = {_selector(dt, list(range(w)))} + ({'long' if dt.endswith('64') else 'int'})po_a;",
            f"{vt} po_v, po_vp, po_vq;"]


def _realigned(printer, planned: WindowRow, j: str, c: int | None, acc: str) -> list[str]:
    """Lines storing the row's vector at ``j - w`` (``acc``) past the cache: the row's elements
    before its first line boundary from the first vector, then each whole line once the vector
    after it is there, taken from the two by ``po_ix`` (one two-source permutation) and streamed
    (aligned): no line of the row is read first, and no store splits across two lines, as each
    of the row's vectors did (rows of 110 doubles, 880 bytes). maxpool3x3 (float64, 8 x 64 x 112
    x 112) on one Zen 5 thread 3.62 -> 2.41 ms."""
    w, dt, n = planned.lanes, planned.dtype, planned.length
    vt, _, store, _ = _VT[dt]
    m = f"({j} / {w} - 1)" if c is None else str(c - 1)  # (the vector's index in the row)
    line = f"po_a + {w} * ({m} - 1)"
    put = (f"if (po_al) po_stream_{vt[3:]}(&po_o[{line}], __builtin_shuffle(po_vp, po_v, po_ix)); "
           f"else {store}(&po_o[{line}], __builtin_shuffle(po_vp, po_v, po_ix));")
    printer.streamed = printer.uses_streams = True
    return [f"po_v = {acc};",
            f"if ({m} == 0) {{ for (long po_l = 0; po_l < po_a; po_l += 1) po_o[po_l] = po_v[po_l]; }}",
            f"else if (po_a + {w} * {m} <= {n}) {{ {put} }}",
            "po_vq = po_vp, po_vp = po_v;"]


def _phase(dt: str, vt: str, columns: list[str], w: int, vbytes: int, r: int) -> str:
    """C text of the columns of phase ``r`` (of 2) of two consecutive column vectors ``columns``:
    lanes ``r, r + 2, ...`` of the first, then of the second. With AVX-512 one two-source
    permutation; narrower, a shuffle within 128-bit lanes and one of 64-bit pairs (as
    ``microkernel._s2_pick``)."""
    a, b = columns
    if vbytes >= 64:
        return f"__builtin_shuffle({a}, {b}, {_selector(dt, list(range(r, 2 * w, 2)))})"
    q = 16 // (8 if dt.endswith("64") else 4)  # elements per 128-bit lane
    lane = [L * q + 2 * j + r if j < q // 2 else w + L * q + 2 * (j - q // 2) + r
            for L in range(w // q) for j in range(q)]
    x = f"__builtin_shuffle({a}, {b}, {_selector(dt, lane)})"
    pairs = vbytes // 8
    order = list(range(0, pairs, 2)) + list(range(1, pairs, 2))
    return x if order == sorted(order) else f"({vt})__builtin_shuffle((po_vl){x}, {_selector('int64', order)})"


def _buffered_lines(printer, planned: WindowRow, summed, target, one: str) -> tuple[list[str], str]:
    """``V`` stored into a buffer, each vector of the row the taps' unaligned loads from it; an
    exact row's last vector over the one before it (or, shorter than a vector, copied)."""
    w, dt = planned.lanes, planned.dtype
    vt, load, store, _ = _VT[dt]
    op = printer.stmts[planned.update].op
    whole, part = planned.width // w, planned.width % w
    top = -(-planned.width // w) * w
    out = [f"{printer.ctype(dt)} po_b[{top + w}] __attribute__((aligned({printer.vbytes})));  // (and the last loads)",
           f"{vt} po_v;"]
    if whole:
        out += [f"for (long po_j = 0; po_j < {whole * w}; po_j += {w}) {{",
                *("  " + x for x in summed("po_v", "po_j")), f"  {store}(&po_b[po_j], po_v);", "}"]
    if part:
        out += [*summed("po_v", str(whole * w), part), f"{store}(&po_b[{whole * w}], po_v);"]
    acc = None
    for off in range(planned.taps[0] + planned.shift, planned.taps[1] + planned.shift + 1):
        x = f"{load}(&po_b[po_j + {off}])"
        acc = x if acc is None else _combined(op, acc, x, vt)
    rows = planned.length // w if planned.exact else -(-planned.length // w)
    if planned.exact and rows >= 2 and printer.vbytes >= 64 and stream.large(printer, planned.row):
        return out + _streamed(printer, planned, target("0"), acc), "window, down its rows first into a buffer"
    out.append(f"for (long po_j = 0; po_j < {rows * w}; po_j += {w}) {store}(&{target('po_j')}, {acc});")
    if planned.exact and planned.length % w:  # (the last vector over the one before it, or its lanes copied)
        last = f"{store}(&{target('po_j')}, {acc});" if rows else _copied(target("po_j"), acc, vt, planned.length)
        out += ["{", f"  const long po_j = {planned.length - w if rows else 0};", "  " + last, "}"]
    return out, "window, down its rows first into a buffer"


def _streamed(printer, planned: WindowRow, start: str, acc: str) -> list[str]:
    """Lines storing an output's row (from ``start``, C text of its first element) with streaming
    stores past the cache (``stream.large`` outputs: the row's lines are not read first): plain
    vectors and lanes up to its first line boundary, streaming vectors of ``acc`` (C text of the
    vector at ``po_j``) from there, the last lanes from the vector that ends the row. maxpool3x3
    (float64, 8 x 64 x 112 x 112: rows of 110, 880 bytes) on one Zen 5 thread 4.48-4.53 ->
    3.97-3.99 ms. With 64-byte vectors only: with AVX2 forced there (two streaming stores a line)
    it took 11.5 ms, not 3.0. A row whose start is not aligned to its elements (an ``out=`` array
    a byte off) is stored plainly: a streaming store there would fault."""
    w, dt, n = planned.lanes, planned.dtype, planned.length
    vt, _, store, _ = _VT[dt]
    ct = printer.ctype(dt)
    printer.streamed = printer.uses_streams = True
    lanes_ = "for (long po_l = po_e; po_l < po_f; po_l += 1) po_o[po_l] = po_t[po_l - po_j];"
    return [f"{ct} *po_o = &{start};",
            # (to a line; a row not aligned to its elements never is: all of it plain)
            f"const long po_a = ((unsigned long)po_o & (sizeof({ct}) - 1)) ? {n} : "
            f"po_min({n}, (long)((-(unsigned long)po_o & 63) / sizeof({ct})));",
            "long po_j = 0;",
            f"for (; po_j + {w} <= po_a; po_j += {w}) {store}(&po_o[po_j], {acc});",
            f"if (po_j < po_a) {{ const long po_e = po_j, po_f = po_a; {vt} po_t = {acc}; {lanes_} po_j = po_a; }}",
            f"for (; po_j + {w} <= {n}; po_j += {w}) po_stream_{vt[3:]}(&po_o[po_j], {acc});",
            f"if (po_j < {n}) {{ const long po_e = po_j, po_f = {n}; po_j = {n - w}; {vt} po_t = {acc}; {lanes_} }}"]


def _combined(op: str, acc: str, x: str, vt: str) -> str:
    """C text of ``acc op x`` on vectors of type ``vt``."""
    return f"{acc} + {x}" if op == "+" else f"po_v{op}{vt[-1]}({acc}, {x})"


def _copied(target: str, acc: str, vt: str, count: int) -> str:
    """C text storing the first ``count`` lanes of vector ``acc`` from ``target`` on, lane by lane:
    AVX-512's masked store of a row's last lanes cost a Zen 4 ~45 cycles (a clipped max pool's
    rows: 3.19 -> 3.87 ms)."""
    return f"{{ {vt} po_t = {acc}; for (int po_l = 0; po_l < {count}; po_l += 1) (&{target})[po_l] = po_t[po_l]; }}"


def _c(x: AExpr) -> str:
    text = aexpr_c(x)
    return text if plain_operand(text) else f"({text})"


def _shifted(dt: str, w: int, by: int, stream: str = "") -> str:
    """C text of the input's column vector ``by`` columns on from the current one (``po_wc``),
    from it and the one before (``po_wp``) or after (``po_wn``); of a stream of columns
    (``stream``: its suffix) with a stride."""
    p, c, n = (f"po_w{x}{stream}" for x in "pcn")
    if by == 0:
        return c
    if by > 0:
        return f"__builtin_shuffle({c}, {n}, {_selector(dt, list(range(by, by + w)))})"
    return f"__builtin_shuffle({p}, {c}, {_selector(dt, list(range(w + by, 2 * w + by)))})"


__all__ = ["OPS", "lines", "plan", "without"]
