"""A register block of a window reduction, its window taken apart: ``O(n, c, h, w) max=!
I(n, c, h + kh, w + kw) where kh in 0:3, kw in 0:3``.

A register block (``microkernel.lines``) reads the window's 9 elements of each output lane with 9
loads, 6 of them across two cache lines, and 9 maxima. Here the loops other than ``kw`` run first
and combine each vector's column of the window (``V = max(I(h, w..), I(h + 1, w..), I(h + 2,
w..))``: 3 loads, one vector each), then each output vector is ``V`` combined with ``V`` shifted
by 1 and 2 lanes (two-source shuffles of ``V`` and the vector after it)::

    po_v0 = identity; ...                          // one per vector of the row, and the next
    for (kh ...) { po_v0 = po_vmaxd(po_v0, po_loadd(&I[..][h + kh][w + 0])); ... }
    po_acc0 = po_vmaxd(O or the identity, po_vmaxd(po_vmaxd(po_v0, shift1(po_v0, po_v1)), shift2(...)));

maxpool 3x3 (float64, 8 x 64 x 112 x 112) on one Zen 4 thread: 5.78 -> 3.92 ms (by hand first).
Max and min give the same numbers in any order (a NaN read is skipped either way); a sum is
reassociated, as any reduction may be.
"""

from __future__ import annotations

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, Block, trip_count, uses
from polyopt.codegen.microkernel import _VT, _column, _has, _identity, _load_text, _offsets, _selector, lanes
from polyopt.lang import ir

OPS = ("max", "min", "+")


def window(printer, block) -> tuple[str, str, int] | None:
    """``(kw, the statement's variable of it, its trip)`` where ``block`` is one row reducing
    a single read whose last index is the vector variable plus ``kw``, a loop of the block's
    nest with a constant trip of 2 to a vector's lanes, beside at least one other loop of the
    nest; else None (the block is printed as it is)."""
    if len(block.rows) != 1 or len(block.nest) < 2 or block.fold is not None or block.back or block.gathers or \
            block.ahead or block.trip is None or block.start_if is not None or any(block.finish) or \
            any(any(t) for t in block.terms) or any(c or r for c, r in block.packed):
        return None
    s, args, jv, dt, _ = block.rows[0]
    a = s.rhs
    if s.op not in OPS or not isinstance(a, ir.Access) or not a.indices:
        return None
    width = lanes(dt, printer.vbytes)
    for f in block.nest:
        kv = [v for v, x in args.items() if x == AId(f.iterator)]
        trip = trip_count(f) if f.inc == AInt(1) and isinstance(f.init, AInt) else None
        if len(kv) != 1 or trip is None or not 2 <= trip <= width or ir.stride(a.indices[-1], kv[0]) != 1:
            continue
        if any(uses(x, f.iterator) for g in block.nest if g is not f for x in (g.init, g.cond, g.inc)) or \
                any(uses(x, f.iterator) for v, x in args.items() if v != kv[0]):
            return None  # (the other loops, and the other indices, must not move with kw)
        if ir.stride(a.indices[-1], jv) != 1 or any(_has(ix, kv[0]) or _has(ix, jv) for ix in a.indices[:-1]) or \
                any(_has(ix, kv[0]) for ix in s.lhs.indices) or \
                any(_has(a.indices[-1], v) for v, x in args.items()
                    if v not in (jv, kv[0]) and any(uses(x, g.iterator) for g in block.nest)):
            return None
        return f.iterator, kv[0], trip
    return None


def _columns(length: int, width: int, taps: int) -> dict[int, int]:
    """Column -> lanes to read of each vector of the columns' sums of ``length`` columns: the
    vectors with the lanes their windows reach (all, or a partial vector's and ``taps - 1`` more),
    and past each full vector the lanes of the next that its window reaches.

    >>> sorted(_columns(11, 8, 3).items()), _columns(5, 8, 3)
    ([(0, 8), (3, 8), (8, 2), (11, 2)], {0: 7})
    """
    need = {}
    for off in _offsets(length, length, width):
        count = min(width, length - off)
        need[off] = max(need.get(off, 0), min(width, count + taps - 1))
        if count + taps - 1 > width:
            need[off + width] = max(need.get(off + width, 0), count + taps - 1 - width)
    return need


def lines(printer, block, depth: int, found: tuple[str, str, int]) -> list[str]:
    """C lines of ``block`` taken apart along the window loop ``found`` (``window``); a row whose
    vectors do not fit the registers in chunks of as many as do, and the rest."""
    kw, _, taps = found
    width = lanes(block.rows[0][3], printer.vbytes)
    pad = "  " * depth
    first = block.nest[-1].body.body[0] if isinstance(block.nest[-1].body, Block) else block.nest[-1].body
    init = aexpr_c(first.init)
    base = init if init.isidentifier() or init.isdigit() else f"({init})"
    printer.uses_vectors = True
    chunk = (printer.target.vector_registers - 4) // 2 * width  # (the columns' sums, the results, shifts)
    if len(_columns(block.trip, width, taps)) <= printer.target.vector_registers - 4:
        inner = _segment(printer, block, found, base, block.trip, pad + "  ")
        return [f"{pad}{{  // register block of a window taken apart along {kw}"] + inner + [f"{pad}}}"]
    full = block.trip // chunk
    rest = block.trip - full * chunk
    return ([f"{pad}{{  // register block of a window taken apart along {kw}, {chunk} columns at a time",
             f"{pad}  for (long po_w = {base}; po_w <= {base} + {(full - 1) * chunk}; po_w += {chunk}) {{"]
            + _segment(printer, block, found, "po_w", chunk, pad + "    ") + [f"{pad}  }}"]
            + (_segment(printer, block, found, _column(base, full * chunk), rest, pad + "  ") if rest else [])
            + [f"{pad}}}"])


def _segment(printer, block, found: tuple[str, str, int], base: str, length: int, pad: str) -> list[str]:
    """The lines of ``length`` columns of ``block`` from column ``base``."""
    kw, kv, taps = found
    s, args, jv, dt, _ = block.rows[0]
    vtype, load, store, _ = _VT[dt]
    width = lanes(dt, printer.vbytes)
    need = _columns(length, width, taps)
    name = {col: f"po_v{k}" for k, col in enumerate(sorted(need))}
    vars_ = {v: (aexpr_c(x) if isinstance(x, AId | AInt) else f"({aexpr_c(x)})") for v, x in args.items()}
    vars_[kv] = aexpr_c(next(f for f in block.nest if f.iterator == kw).init)
    pre = [f"{pad}{vtype} {name[col]} = {_identity(printer, s.op, dt, vtype)};" for col in sorted(need)]
    body = []
    for col in sorted(need):
        vars_[jv] = _column(base, col)
        x = _load_text(load, None if need[col] == width else need[col], "&" + printer.access(s.rhs, vars_))
        body.append(f"{pad}{_combine(s.op, name[col], x, vtype)}")
    loops = [f for f in block.nest if f.iterator != kw]
    heads = [f"{pad}{'  ' * d}for (long {f.iterator} = {aexpr_c(f.init)}; {aexpr_c(f.cond)}; "
             f"{f.iterator} += {aexpr_c(f.inc)}) {{" for d, f in enumerate(loops)]
    deeper = "  " * len(loops)
    ends = [f"{pad}{'  ' * d}}}" for d in reversed(range(len(loops)))]
    start = block.starts[0] if block.starts else False
    post, stores = [], []  # (a block that reads its output reads all of it first: the last vector
    for n, off in enumerate(_offsets(length, length, width)):  # may overlap the one before, which
        v, nxt = name[off], name.get(off + width, name[off])   # must not have added twice)
        w = v
        for t in range(1, taps):
            w = _combine(s.op, w, f"__builtin_shuffle({v}, {nxt}, {_selector(dt, list(range(t, t + width)))})",
                         vtype, text=True)
        vars_[jv] = _column(base, off)
        lhs = printer.access(s.lhs, vars_)
        count = min(width, length - off)
        if not start:  # (from the identity, the columns' sums began there)
            w = _combine(s.op, _load_text(load, None if count == width else count, "&" + lhs), w, vtype, text=True)
        post.append(f"{pad}{vtype} po_acc{n} = {w};")
        (post if start else stores).append(f"{pad}{store}(&{lhs}, po_acc{n});" if count == width else
                                           f"{pad}{store}_n(&{lhs}, po_acc{n}, {count});")
    return pre + heads + [deeper + b for b in body] + ends + post + stores


def _combine(op: str, acc: str, value: str, vtype: str, text: bool = False) -> str:
    """``acc op= value`` (``text``: the combined value's C text only).

    >>> _combine("max", "po_v0", "x", "po_vd"), _combine("+", "a", "b", "po_vf", text=True)
    ('po_v0 = po_vmaxd(po_v0, x);', 'a + b')
    """
    value = f"{acc} + {value}" if op == "+" else f"po_v{op}{vtype[-1]}({acc}, {value})"
    return value if text else f"{acc} = {value};"

