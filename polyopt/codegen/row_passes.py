"""Passes over a local row on the row's own grid of vectors, masked at the loop's ends.

A temporary kept as a local row (``local_rows.py``) is often updated by several loops over parts
of it: a clipped average pool adds each tap of its window over the columns where the tap is in
bounds, ``for (c5 = max(0, 1 - c4); c5 <= min(111, 112 - c4); c5++) row[c5] += I[..][c5 + c4 - 1]``,
9 such loops a row. gcc vectorizes each from its own first element, so one loop's vector stores
and the next loop's vector loads of the row straddle each other (the store cannot be forwarded
to the load: the load waits for the store to reach the cache), and a scalar loop finishes each
(a row of 112 floats: 14 elements). Here such a loop runs on the row's grid instead, whole
vectors from the row's first element, the lanes outside the loop's range masked::

    for (long c5 = po_floord(po_lo, 16) * 16; c5 <= po_hi; c5 += 16) {
      const int po_a = ..., po_b = ...;  // the lanes of this vector inside [po_lo, po_hi]
      po_vf old = po_loadf(&row[c5]);
      po_storef(&row[c5], po_blendf(old, old + po_loadf_r(&I[..][c5 + c4 - 1], po_a, po_b), po_a, po_b));
    }

Reads of other arrays load only the lanes in range (masked loads, which touch nothing outside
them), writes to other arrays store only those lanes; the row itself is read and written whole
(its declaration is rounded up to whole vectors), its lanes outside the range kept as they were.
A loop of taps around such a pass (``for (c4 = 0; c4 <= 2; c4++) { for (c5 ...) }``) runs inside
each vector instead (``_taps``), and a single element a step peeled (``row[0] += I(..)``) is a
pass of one lane (``single``): a scalar store is not forwarded to a vector load either.
avgpool3x3_clipped (8 x 64 x 112 x 112) on one Zen 4 thread: 4.70 -> 1.98 ms.
"""

from __future__ import annotations

from dataclasses import replace

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, Block, For, User, trip_count
from polyopt.codegen.loops import uses as _uses
from polyopt.codegen.microkernel import _MASKED, _VT, _combined, _identity
from polyopt.codegen.plans import RowPass
from polyopt.codegen.stream import _streamable, vector_calls
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of, is_int
from polyopt.target import lanes

MAX_TAPS = 16  # the longest loop of taps run inside each vector (``_taps``)
_OPS = ("+", "*")  # updates printed here (max and min keep gcc's loops)
_INVARIANT = "po_inv"  # stands for an integer term that names the loop's variable but does not move with it


def plan(site, loop: For) -> RowPass | None:
    """``loop`` as a pass on a local row's grid: an innermost loop that does not fork, stepping by
    one up to a bound, whose statements each move one variable with it, as the last index of
    what they write (a rank-1 local row indexed by it exactly, or another array along its last
    index) and of what they read, in vectors of one type; at least one writes or reads a local
    row, over a range other than the whole of a row of whole vectors (which gcc's own loop runs
    as well). Else None. Only with AVX-512's 64-byte vectors: on AVX2 the same passes (with its
    masked moves, or plain loads where a vector lies inside its array) were slower than gcc's
    loops (avgpool3x3_clipped with AVX2 forced on a Zen 4: 4.0 -> 9.3 ms with masked moves, 4.2 -> 5.5
    with plain loads inside the array)."""
    if isinstance(loop.body, For):
        return _taps(site, loop)
    users = loop.body.body if isinstance(loop.body, Block) else (loop.body,)
    cond = loop.cond
    if not site.vectorize or site.vbytes < 64 or loop.inc != AInt(1) or "parallel" in loop.marks or \
            not loop.marks & {"parallel_safe", "vector"} or not users or \
            not all(isinstance(u, User) for u in users) or \
            not (isinstance(cond, AOp) and cond.op == "le" and cond.args[0] == AId(loop.iterator)):
        return None
    drops = {t: drop for t, _, drop in site.ctx.rows}
    along, types, rows, written = [], set(), set(), set()
    for u in users:
        s = site.stmts[u.stmt]
        args = dict(zip(s.vars, u.args))
        moving = [v for v, a in args.items() if _uses(a, loop.iterator)]
        if len(moving) != 1 or args[moving[0]] != AId(loop.iterator):
            return None
        jv = moving[0]
        dt = site.c.tensors[s.lhs.tensor].dtype
        if dt not in _VT or not _statement_ok(site, s, jv, dt, drops):
            return None
        along.append(jv)
        types.add(dt)
        touched = [s.lhs, *(ir.walk(s.rhs) if s.kind != "init" else ())]  # (a row read at one element is a scalar)
        written.add(s.lhs.tensor)
        rows |= {a.tensor for a in touched if isinstance(a, ir.Access) and a.tensor in drops and
                 any(jv in ir.walk_vars(ix) for ix in a.indices)}
    if len(types) != 1 or not rows or rows <= site.ctx.whole and not written & rows:
        return None  # (a row made whole on its grid first, ``window_row``, is read best by gcc's loop)
    dt = types.pop()
    width = lanes(dt, site.vbytes)
    lengths = {_length(site, t) for t in rows}
    if None in lengths:
        return None
    n = min(lengths)
    if len(lengths) == 1 and n % width == 0 and loop.init == AInt(0) and cond.args[1] == AInt(n - 1):
        return None
    return RowPass(loop, tuple(users), tuple(along), width, dt, n)


def _length(site, t: str) -> int | None:
    """The length of local row ``t`` where it is a known number."""
    n = site.extent(t, site.c.tensors[t].rank - 1)
    return int(n) if n.isdigit() else None


def _taps(site, outer: For) -> RowPass | None:
    """``outer``, a loop of 2 to ``MAX_TAPS`` steps around one pass of one statement that writes
    only its row (``row[c5] += I(.., c5 + c4 - 1)``, its range moving with ``c4``), as that pass
    with ``outer`` run inside each vector: the row's vector loaded and stored once, not once a
    tap. Each element still takes the taps in ``c4``'s order (nothing else is written)."""
    trip = trip_count(outer)
    if trip is None or not 2 <= trip <= MAX_TAPS or outer.inc != AInt(1) or "parallel" in outer.marks:
        return None
    inner = plan(site, outer.body)
    if inner is None or len(inner.users) != 1 or site.stmts[inner.users[0].stmt].lhs.tensor not in site.rows:
        return None
    return replace(inner, taps=outer)


def single(site, u: User) -> RowPass | None:
    """A statement instance outside any loop of the row (a step isl peeled, ``row[0] += I(..)``)
    that writes one element of a rank-1 local row, as a pass of one lane on the row's grid: a
    scalar store into a vector the next pass loads whole would not be forwarded to it either."""
    s = site.stmts[u.stmt]
    drop = next((d for t, _, d in site.ctx.rows if t == s.lhs.tensor), None)
    if drop is None or not site.vectorize or site.vbytes < 64 or len(s.lhs.indices[drop:]) != 1 or \
            not isinstance(s.lhs.indices[drop], ir.Var) or s.lhs.indices[drop].name not in s.vars:
        return None
    v, it = s.lhs.indices[drop].name, "po_k"
    k = dict(zip(s.vars, u.args))[v]
    if any(_uses(k, f.iterator) for f in site.ctx.loops[drop:]):
        return None  # (an element of each step of a loop over the row: the loop's to plan)
    one = User(u.stmt, tuple(AId(it) if name == v else a for name, a in zip(s.vars, u.args)))
    return plan(site, For(it, k, AOp("le", (AId(it), k)), AInt(1), one, frozenset({"vector"})))


def _statement_ok(site, s, jv: str, dt: str, drops: dict[str, int]) -> bool:
    """Whether ``s`` prints as vectors along ``jv`` on a row's grid (``plan``)."""
    if s.kind == "update" and s.op not in _OPS or s.kind not in ("init", "assign", "update"):
        return False
    lhs = s.lhs
    if lhs.tensor in drops:
        if lhs.indices[drops[lhs.tensor]:] != (ir.Var(jv),):
            return False
    elif not lhs.indices or ir.stride(lhs.indices[-1], jv) != 1 or \
            any(jv in ir.walk_vars(ix) for ix in lhs.indices[:-1]):
        return False
    if s.kind == "init":
        return True
    rhs = s.rhs
    if concrete(dtype_of(rhs, site.env)) != dt or site.traps(rhs):
        return False
    for a in ir.walk(rhs):
        if isinstance(a, ir.Access) and any(jv in ir.walk_vars(ix) for ix in a.indices):
            if site.c.tensors[a.tensor].dtype != dt:
                return False  # (a vector of another type would be read as this one)
            if a.tensor in drops and a.indices[drops[a.tensor]:] != (ir.Var(jv),):
                return False  # (a row is read whole: only at the element the pass writes)
    names = set(s.vars) | set(site.c.sizes) | {_INVARIANT}
    return _streamable(_invariant(rhs, jv, site.env), jv, names, dt, calls=vector_calls(site, dt))


def _moves(e: ir.Expr, jv: str) -> int | None:
    """How far integer term ``e`` moves when ``jv`` grows by one, where it is affine in ``jv``
    (sums, products and min/max of terms that do not move with it); else None.

    >>> w, h = ir.Var("w"), ir.Var("h")
    >>> one = ir.Const(1)
    >>> cols = ir.Binary("+", ir.Binary("-", ir.Binary("+", w, one), ir.Binary("-", w, one)), one)
    >>> _moves(cols, "w"), _moves(ir.Binary("*", h, cols), "w"), _moves(ir.Binary("*", h, w), "w")
    (0, 0, None)
    """
    if jv not in ir.walk_vars(e):
        return 0
    if e == ir.Var(jv):
        return 1
    if isinstance(e, ir.Unary) and e.op == "-" or isinstance(e, ir.Cast):
        m = _moves(e.operand, jv)
        return None if m is None else -m if isinstance(e, ir.Unary) else m
    if isinstance(e, ir.Binary) and e.op in ("+", "-"):
        a, b = _moves(e.left, jv), _moves(e.right, jv)
        return None if a is None or b is None else a + b if e.op == "+" else a - b
    if isinstance(e, ir.Binary) and e.op == "*":
        a, b = _moves(e.left, jv), _moves(e.right, jv)
        if a == 0 and b == 0:
            return 0
        for c, m in ((e.left, b), (e.right, a)):
            if isinstance(c, ir.Const) and not c.is_float and m is not None:
                return int(c.value) * m
        return None
    if isinstance(e, ir.Call) and e.func in ("min", "max"):
        return 0 if all(_moves(a, jv) == 0 for a in e.args) else None
    return None


def _invariant(e: ir.Expr, jv: str, env) -> ir.Expr:
    """``e`` with each term that reads nothing and names ``jv`` only in integer parts that do not
    move with it (a pool's divisor in the middle of a row, ``float((w + 1) - (w - 1) + 1)``) as the
    variable ``po_inv``: the same in every lane, printed as it is with the vector's first column
    for ``jv``."""
    if jv not in ir.walk_vars(e) or isinstance(e, ir.Access):
        return e
    if _steady(e, jv, env):
        return ir.Var(_INVARIANT)
    kids = tuple(_invariant(k, jv, env) for k in ir.children(e))
    if isinstance(e, ir.Unary | ir.Cast):
        return replace(e, operand=kids[0])
    if isinstance(e, ir.Binary):
        return replace(e, left=kids[0], right=kids[1])
    if isinstance(e, ir.Select):
        return replace(e, cond=kids[0], then=kids[1], other=kids[2])
    if isinstance(e, ir.Call):
        return replace(e, args=kids)
    return e


def _steady(e: ir.Expr, jv: str, env) -> bool:
    """Whether ``e`` reads nothing and has the same value for every ``jv``: its integer terms
    that name ``jv`` do not move with it."""
    if jv not in ir.walk_vars(e):
        return not any(isinstance(x, ir.Access) for x in ir.walk(e))
    if isinstance(e, ir.Access | ir.Select):
        return False
    if is_int(concrete(dtype_of(e, env))) and _moves(e, jv) == 0:
        return not any(isinstance(x, ir.Access) for x in ir.walk(e))
    return isinstance(e, ir.Unary | ir.Cast | ir.Binary | ir.Call) and all(_steady(k, jv, env) for k in ir.children(e))


def lines(printer, planned: RowPass, depth: int) -> list[str]:
    """C lines of ``planned``: a loop over the grid's vectors that meet the loop's range, each
    masked to the lanes inside it. (Inner vectors moved whole, apart from the masked ends, were
    slower: avgpool3x3_clipped 2.22 -> 2.41 ms on a Zen 4 with the ends peeled, 2.57 -> 2.96 with
    a branch.)"""
    loop, width, dt = planned.loop, planned.lanes, planned.dtype
    pad, it = "  " * depth, loop.iterator
    lo, hi = aexpr_c(loop.init), aexpr_c(loop.cond.args[1])
    printer.uses_vectors = printer.uses_row_passes = True
    # (lanes clamped to the vector: a tap's range may end before this vector or start after it;
    # the grid clamped to the row: an empty range's bounds may lie anywhere)
    lanes_in = (f"const int po_a = (int)po_min(po_max(po_l - {it}, 0), {width}), "
                f"po_b = (int)po_max(po_min(po_h + 1 - {it}, {width}), 0);")
    grid = (f"for (long {it} = po_max(po_floord(po_lo, {width}) * {width}, 0); "
            f"{it} <= po_hi && {it} < {planned.length}; {it} += {width}) {{")
    taps = planned.taps
    if taps is None:
        body = [x for u, jv in zip(planned.users, planned.along) for x in _statement(printer, u, jv, dt)]
        return [f"{pad}{{  // on the row's vectors, masked at the ends",
                f"{pad}  const long po_lo = {lo}, po_hi = {hi}, po_l = po_lo, po_h = po_hi;",
                f"{pad}  {grid}", f"{pad}    {lanes_in}", *(f"{pad}    {x}" for x in body),
                f"{pad}  }}", f"{pad}}}"]
    vt, load, store, _ = _VT[dt]
    u, jv = planned.users[0], planned.along[0]
    target = "&" + printer.lhs(printer.stmts[u.stmt], u.args)
    each = f"for (long {taps.iterator} = {aexpr_c(taps.init)}; {aexpr_c(taps.cond)}; {taps.iterator} += 1) {{"
    return [f"{pad}{{  // on the row's vectors, masked at the ends, the taps of {taps.iterator} inside each",
            f"{pad}  long po_lo = 0x7fffffffffffffffL, po_hi = -po_lo;",
            f"{pad}  {each}",
            f"{pad}    const long po_l = {lo}, po_h = {hi};",
            f"{pad}    po_lo = po_min(po_lo, po_l), po_hi = po_max(po_hi, po_h);",
            f"{pad}  }}",
            f"{pad}  {grid}",
            f"{pad}    {vt} po_acc = {load}({target});",
            f"{pad}    {each}",
            f"{pad}      const long po_l = {lo}, po_h = {hi};",
            f"{pad}      {lanes_in}",
            *(f"{pad}      {x}" for x in _statement(printer, u, jv, dt, acc="po_acc")),
            f"{pad}    }}",
            f"{pad}    {store}({target}, po_acc);",
            f"{pad}  }}", f"{pad}}}"]


def _statement(printer, u: User, jv: str, dt: str, acc: str | None = None) -> list[str]:
    """C lines of statement instance ``u`` on the vector of the grid at ``jv``'s column, masked
    to the lanes ``[po_a, po_b)``; with ``acc``, on the vector ``acc`` that holds its row's."""
    s = printer.stmts[u.stmt]
    vt, load, store, _ = _VT[dt]
    vars_ = printer.statement_vars(s, u.args)
    target = "&" + printer.lhs(s, u.args)
    row = s.lhs.tensor in printer.rows
    if s.kind == "init":
        value = _identity(printer, s.op, dt, vt)
    else:
        whole = {"&" + printer.access(a, vars_) for a in ir.walk(s.rhs)
                 if isinstance(a, ir.Access) and a.tensor in printer.rows}
        printer.vector = (jv, lambda p, stride=1: f"{load}({p})" if p in whole else f"{load}_r({p}, po_a, po_b)", None)
        printer.replaced = {a: acc for a in ir.walk(s.rhs) if acc and isinstance(a, ir.Access) and a == s.lhs}
        try:
            value = printer.expr(s.rhs, vars_, dt)
            if not printer.along_vector(s.rhs):
                value = f"(({value}) - ({vt}){{0}})"
        finally:
            printer.vector, printer.replaced = None, {}
    old = acc or (f"{load}({target})" if row else f"{load}_r({target}, po_a, po_b)")
    if s.kind == "update":
        value = _combined(s.op, old, value, vt) if s.op == "+" else f"{old} * {value}"
    if acc:
        return [f"{acc} = po_blend{vt[4:]}({acc}, {value}, po_a, po_b);"]
    if row:
        return [f"{store}({target}, po_blend{vt[4:]}({old}, {value}, po_a, po_b));"]
    return [f"{store}_r({target}, {value}, po_a, po_b);"]


def prelude(vbytes: int) -> str:
    """The masked moves and the blend of lanes ``[a, b)`` of a 64-byte vector, per vector type:
    ``po_loadf_r(p, a, b)`` reads those lanes of ``p[0..)`` (the others 0, their memory never
    touched), ``po_storef_r`` writes them, ``po_blendf(old, v, a, b)`` takes them from ``v``."""
    out = []
    for dt, (vt, ld, st, _) in _VT.items():
        ct, w = ir.C_TYPES[dt], lanes(dt, vbytes)
        it = "po_vl" if dt.endswith("64") else "po_vi"
        iota = f"({it}){{{', '.join(map(str, range(w)))}}}"
        inside = f"(({iota} >= a) & ({iota} < b))"
        out.append(f"static inline {vt} po_blend{vt[4:]}({vt} old, {vt} v, int a, int b) "
                   f"{{ {it} m = {inside}; return ({vt})((({it})v & m) | (({it})old & ~m)); }}\n")
        load, save = _moves_text(dt, vt)
        out.append(f"static inline {vt} {ld}_r(const {ct} *p, int a, int b) {{ {load} }}\n"
                   f"static inline void {st}_r({ct} *p, {vt} v, int a, int b) {{ {save} }}\n")
    return "".join(out)


def _moves_text(dt: str, vt: str) -> tuple[str, str]:
    """The bodies of the masked load and store of lanes ``[a, b)``: AVX-512's masked moves (which
    touch no lane outside), an element copy where the compiler targets no AVX-512."""
    stem, mask, et = _MASKED[dt][:3]
    raw, m = f"{et} __attribute__((vector_size(64)))", f"(unsigned {mask})(((1u << b) - 1) & ~((1u << a) - 1))"
    load = f"return ({vt})__builtin_ia32_load{stem}_mask((const {et} *)p, ({raw}){{0}}, {m});"
    store = f"__builtin_ia32_store{stem}_mask(({et} *)p, ({raw})v, {m});"
    copy = (f"{vt} v = {{0}}; for (int i = a; i < b; i++) v[i] = p[i]; return v;",
            "for (int i = a; i < b; i++) p[i] = v[i];")
    return tuple(f"\n#ifdef __AVX512F__\n  {fast}\n#else\n  {slow}\n#endif\n"
                 for fast, slow in zip((load, store), copy))
