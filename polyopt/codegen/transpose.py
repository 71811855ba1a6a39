"""Transposing copies in vector registers: a block of two point loops, one vector wide each,
whose body copies along the last index of its source into an earlier index of its target
(``T[x][y] = A[y][x]`` over a 16 x 16 block of floats) is printed as vector loads of the
source's rows, a transpose in registers (log2(W) rounds of two-source shuffles for W lanes) and
vector stores of the target's rows; a block of several vectors each way (16 floats with AVX2's
8 lanes) is transposed as W x W sub-blocks. The plain loops read or write one element per cache
line and step.

The schedule (``strides.transposing``) makes the blocks: tiles of one cache line each way inside
the cache tiles. Targets much larger than the cache get non-temporal stores when the block's
rows are aligned cache lines, which skips reading the target's lines before writing them; each
row's vectors are stored one after another, so that every line is filled at once. Where the
data is read from memory, each of the block's source rows is prefetched ``AHEAD_BYTES`` on:
the hardware's prefetchers follow the 16 rows a strip reads at once too late. In tiles whose
blocks go down the source's rows (``Tuning.transpose_tile``), each block instead prefetches its
share of the next tile down in address order (``NextTile``): the tile's rows are then read as
whole lines one after another, not 32 rows a line at a time.
"""

from __future__ import annotations

import functools

import numpy as np

from polyopt.codegen import prefetch, stream
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, For, User, trip_count
from polyopt.codegen.loops import uses as _uses
from polyopt.codegen.microkernel import _VT, _has, lanes
from polyopt.codegen.plans import NextTile, TransposeBlock
from polyopt.lang import ir

# bytes ahead in a source row: a transpose of 4096 x 4096 floats on one AMD Zen 4 thread (c_ab,
# 2026-11-28) 6.63 ms without prefetches, 6.19 with 512 or 1024 bytes ahead, 6.37 with 256; two
# threads 4.01 -> 3.75-3.81; AVX2 forced 7.16 -> 6.91-7.00; into L1 (locality 3) slower: 6.45
AHEAD_BYTES = 1024
# tiles down that a tile's blocks prefetch (``NextTile``), per vector bytes: transpose 4096 x 4096
# floats on one Zen 5 thread, source 16 bytes past a line / on one (ms): AVX-512 one tile 3.60 /
# 3.29, two 3.87 / 3.82, three 4.00 / 3.38; AVX2 forced one 4.42 / 3.60, two 3.91 / 3.54, three 4.00 / 3.58
TILES_AHEAD = {64: 1, 32: 2}


def _network(dt: str, vbytes: int) -> str:
    """``po_tr_<vt>(r)``: transpose ``r``, ``W`` vectors of ``W`` lanes, in place. Round ``g``
    swaps the off-diagonal ``g x g`` blocks of every ``2g x 2g`` block; after the rounds for
    ``g = W/2 .. 1``, row ``k`` holds column ``k``."""
    vt, w = _VT[dt][0], lanes(dt, vbytes)
    mask_t = "po_vl" if dt.endswith("64") else "po_vi"  # lane selectors: integers as wide as the lanes
    lines = [f"static inline void po_tr_{vt[3:]}({vt} *r) {{", f"  {vt} lo, hi;"]
    g = w // 2
    while g:
        lo = ", ".join(str(w + p - g if p & g else p) for p in range(w))
        hi = ", ".join(str(w + p if p & g else p + g) for p in range(w))
        lines.append(f"  for (int i = 0; i < {w}; i++) if (!(i & {g})) {{")
        lines.append(f"    lo = __builtin_shuffle(r[i], r[i + {g}], ({mask_t}){{{lo}}});")
        lines.append(f"    hi = __builtin_shuffle(r[i], r[i + {g}], ({mask_t}){{{hi}}});")
        lines.append("    r[i] = lo; r[i + " + str(g) + "] = hi;")
        lines.append("  }")
        g //= 2
    lines.append("}")
    return "\n".join(lines) + "\n"


@functools.cache
def prelude(vbytes: int) -> str:
    """The transpose networks of every type for vectors of ``vbytes`` (after the micro-kernels'
    prelude, which defines the vector types)."""
    return "".join(_network(dt, vbytes) for dt in _VT)


def _block(loop: For) -> tuple[For, User] | None:
    inner = loop.body
    if not isinstance(inner, For) or not isinstance(inner.body, User):
        return None
    if _uses(inner.init, loop.iterator) or _uses(inner.cond, loop.iterator):
        return None
    return inner, inner.body


def _var_of(args: dict, iterator: str) -> str | None:
    """The one statement variable that is the loop iterator itself, with no other using it."""
    exact = [v for v, a in args.items() if a == AId(iterator)]
    if len(exact) != 1 or any(_uses(a, iterator) for v, a in args.items() if v != exact[0]):
        return None
    return exact[0]


def _moves_last(a: ir.Access, along: str, across: str) -> bool:
    """``a`` runs contiguously along ``along`` (its last index, unit stride, alone) and moves
    with ``across`` in earlier indices only."""
    if not a.indices or not ir.unit_stride(a.indices[-1], along) or _has(a.indices[-1], across):
        return False
    if any(_has(ix, along) for ix in a.indices[:-1]) or not any(_has(ix, across) for ix in a.indices[:-1]):
        return False
    return not any(isinstance(x, ir.Access) for ix in a.indices for x in ir.walk(ix))


def _down_rows(site, rows: For) -> bool:
    """Whether the loop around the block moves it down the source's rows (``rows``: the block's
    loop over them, which starts where that loop is; ``optimize._transpose_tile``'s tiles): the
    next blocks along a row come a tile's rows later, and a prefetch along it fetched what was
    gone by then (transpose 4096 x 4096 floats, one Zen 5 thread: 4.20 ms without, 4.78 with)."""
    around = next(reversed(site.loops), None)
    return around is not None and _uses(rows.init, around)


def _extent(loop: For) -> int | None:
    """Elements a loop of constant trip count covers (``for (c = X; c <= X + k; c += s)``: k + s)."""
    cond, inc = loop.cond, loop.inc
    if not (isinstance(cond, AOp) and cond.op == "le" and cond.args[0] == AId(loop.iterator) and isinstance(inc, AInt)):
        return None
    hi = cond.args[1]
    if hi == loop.init:
        return inc.value
    if isinstance(hi, AOp) and hi.op == "add" and hi.args[0] == loop.init and isinstance(hi.args[1], AInt):
        return hi.args[1].value + inc.value
    return None


def _next_tile(site, loop: For, inner: For, n: int) -> NextTile | None:
    """Where the block's two loops step through a full tile whose row loop goes down the source
    (``_down_rows``), the tile's corner, its size and where the next tile down starts; else None.
    A transpose of 4096 x 4096 floats on one Zen 5 thread (``c_ab``-like, 2026-11-29): tiles of
    32 x 512 with no prefetches 4.4-4.5 ms, with the next tile prefetched in address order 3.0-3.3,
    tiles of 32 x 256 2.97-3.01 (32 x 1024 3.7, 64 x 256 3.5, 16 x 256 4.7); prefetched block by
    block (16 rows a line each) no faster than none."""
    loops = list(site.loops.values())
    if len(loops) < 2:
        return None
    cols, rows = loops[-2], loops[-1]
    if loop.init != AId(cols.iterator) or inner.init != AId(rows.iterator):
        return None
    ct, rt = _extent(cols), _extent(rows)
    tile = site.loops.get(rows.init.name) if isinstance(rows.init, AId) else None
    if ct is None or rt is None or tile is None or not isinstance(cols.init, AId) or ct % (n * n) or rt % n:
        return None
    cond = tile.cond
    if not (isinstance(cond, AOp) and cond.op == "le" and cond.args[0] == AId(tile.iterator)) or tile.inc != AInt(rt):
        return None
    return NextTile(cols.init, rows.init, rt, ct, cond.args[1])


def plan(site, loop: For) -> TransposeBlock | None:
    """``loop`` as a block transposed in registers, or None if it is not one."""
    if not site.vectorize or loop.marks & {"parallel"} or loop.inc != AInt(1):
        return None
    found = _block(loop)
    if found is None:
        return None
    inner, user = found
    s = site.stmts[user.stmt]
    dt = site.c.tensors[s.lhs.tensor].dtype
    if s.kind != "assign" or dt not in _VT or not isinstance(s.rhs, ir.Access) or inner.inc != AInt(1):
        return None
    # one register's block, or one cache line's block of a few registers each way (never more:
    # a whole untiled nest of equal trip counts would be printed out in full)
    w, n, part = lanes(dt, site.vbytes), trip_count(inner), trip_count(loop)
    line = site.target.line_bytes
    if n not in (w, lanes(dt, line)) or n % w or site.c.tensors[s.rhs.tensor].dtype != dt:
        return None
    if part != n and (part is None or not 2 <= part < n):
        return None  # (a tile's rest along the source's rows: fewer bands, the last one's loads masked)
    if s.rhs.tensor == s.lhs.tensor or s.lhs.tensor in site.rows or s.rhs.tensor in site.rows:
        return None
    args = dict(zip(s.vars, user.args))
    xv, yv = _var_of(args, loop.iterator), _var_of(args, inner.iterator)
    if xv is None or yv is None or not _moves_last(s.lhs, yv, xv) or not _moves_last(s.rhs, xv, yv):
        return None
    # non-temporal stores only where a target row's stores fill whole cache lines one after
    # another: half lines written apart (AVX2's 8 floats of a 16-float line) made Zen 3's
    # transpose twice as slow as plain stores
    streams = stream.large(site, s.lhs.tensor) and stream.available(site.vbytes) and \
        _line_bytes(dt, n) >= line
    ahead = AHEAD_BYTES // np.dtype(dt).itemsize if not site.dynamic and prefetch.outgrows_cache(site) and \
        not _down_rows(site, inner) else 0
    below = _next_tile(site, loop, inner, n) if not site.dynamic and prefetch.outgrows_cache(site) and \
        _down_rows(site, inner) and part == n else None
    return TransposeBlock(loop, inner, user, n, w, xv, yv, streams, ahead, part if part != n else 0, below)


def lines(printer, block: TransposeBlock, depth: int) -> list[str]:
    """C lines of a block transposed in registers: loads of the source's rows, the transpose
    network per sub-block, stores (non-temporal where planned) of the target's rows."""
    loop, inner, user, n, w, xv, yv = block.loop, block.inner, block.user, block.n, block.lanes, block.along, \
        block.across
    s = printer.stmts[user.stmt]
    dt = printer.c.tensors[s.lhs.tensor].dtype
    line = printer.target.line_bytes
    args = dict(zip(s.vars, user.args))
    vt, load, store, _ = _VT[dt]
    x0, y0 = (_base(aexpr_c(e)) for e in (loop.init, inner.init))
    vars_ = {v: (aexpr_c(a) if isinstance(a, AId | AInt) else f"({aexpr_c(a)})") for v, a in args.items()}

    def at(a: ir.Access, x: str, y: str) -> str:
        return printer.access(a, {**vars_, xv: x, yv: y})

    pad = "  " * depth
    subs = n // w  # W x W sub-blocks each way
    names = [f"po_b{j}" if subs > 1 else "po_b" for j in range(subs)]
    out = [f"{pad}{{  // {block.part or n} x {n} block of {s.lhs.tensor} transposed in registers",
           f"{pad}  {vt} {', '.join(f'{b}[{w}]' for b in names)};"]
    streams = block.streams
    if block.below is not None:
        out += _next_tile_lines(printer, block, at, x0, y0, dt, pad)
    for bx in range(0, block.part or n, w):
        count = min(w, (block.part or n) - bx)  # (the source rows' elements a rest's last band has)
        for j, b in enumerate(names):  # the sub-blocks of a band of w target rows
            by = j * w
            for k in range(w):
                source = f"&{at(s.rhs, _plus(x0, bx), _plus(y0, by + k))}"
                out.append(f"{pad}  {b}[{k}] = {load}_n({source}, {count});" if count < w else
                           f"{pad}  {b}[{k}] = {load}({source});")
                if block.ahead and not block.part and bx * np.dtype(dt).itemsize % line == 0:  # (once a line;
                    # a tile's rest ends its rows)
                    out.append(f"{pad}  __builtin_prefetch(&{at(s.rhs, _plus(x0, bx + block.ahead), _plus(y0, by + k))}"
                               ", 0, 1);")
            out.append(f"{pad}  po_tr_{vt[3:]}({b});")
        targets = [(at(s.lhs, _plus(x0, bx + k), _plus(y0, j * w)), f"{b}[{k}]")
                   for k in range(count) for j, b in enumerate(names)]  # row by row: lines filled in turn
        plain = [f"{pad}  {store}(&{t}, {v});" for t, v in targets]
        if streams:
            firsts = [t for t, _ in targets[::subs]]
            if len(firsts) > 1 and all(ir.stride(ix, xv) is not None for ix in s.lhs.indices):
                # rows a constant distance apart: all are aligned if the first and the distance are
                # (16 addresses ORed cost a 4096^2 float transpose on a Zen 5 0.3-0.5 of its 3.0 ms)
                rows = f"(unsigned long)&{firsts[0]} | ((unsigned long)&{firsts[1]} - (unsigned long)&{firsts[0]})"
            else:
                rows = " | ".join(f"(unsigned long)&{t}" for t in firsts)
            out.append(f"{pad}  if ((({rows}) & {line - 1}) == 0) {{")
            out += [f"{pad}    po_stream_{vt[3:]}(&{t}, {v});" for t, v in targets]
            out.append(f"{pad}  }} else {{")
            out += ["  " + line for line in plain]
            out.append(f"{pad}  }}")
        else:
            out += plain
    if streams:
        printer.streamed = printer.uses_streams = True
    printer.uses_vectors = printer.uses_transposes = True
    return out + [f"{pad}}}"]


def _next_tile_lines(printer, block: TransposeBlock, at, x0: str, y0: str, dt: str, pad: str) -> list[str]:
    """Prefetches of the block's share of a tile ``TILES_AHEAD`` tiles down (``NextTile``): the
    tile's blocks in the order they run, column of blocks by column, take its ``n * n`` elements in
    address order (``(x - X) * rows + (y - Y) * n`` from its corner; one row's part, as the tile's
    columns are a multiple of ``n * n``), and the line of its last element: where the source's rows
    do not start on a line (numpy's large arrays start 16 bytes past one), the part spans one line
    more, which the next tile to the right would read first (4096^2 floats, one Zen 5 thread, 4.4
    -> 3.6 ms with it, 4.4 without); the last tiles prefetch themselves again."""
    b, n = block.below, block.n
    x_tile, y_tile, last = (_base(aexpr_c(e)) for e in (b.x, b.y, b.last))
    down = b.rows * TILES_AHEAD.get(printer.vbytes, 1)
    start = f"({y_tile} + {down} <= {last} ? {y_tile} + {down} : {y_tile})"
    e = f"(unsigned long)(({x0} - {x_tile}) * {b.rows} + ({y0} - {y_tile}) * {n})"
    s = printer.stmts[block.user.stmt]
    first = at(s.rhs, f"({x_tile} + po_e % {b.cols})", f"({start} + po_e / {b.cols})")
    per_line = printer.target.line_bytes // np.dtype(dt).itemsize
    return [f"{pad}  unsigned long po_e = {e};  // the next tile's elements this block prefetches",
            f"{pad}  const {ir.C_TYPES[dt]} *po_pf = &{first};",
            *(f"{pad}  __builtin_prefetch(po_pf + {k}, 0, 3);" for k in range(0, n * n, per_line)),
            f"{pad}  __builtin_prefetch(po_pf + {n * n - 1}, 0, 3);  // (a source not on a line: the last one's rest)"]


def _line_bytes(dt: str, n: int) -> int:
    """Bytes of ``n`` elements of type ``dt``: what one row of a block stores."""
    return n * np.dtype(dt).itemsize


def _base(text: str) -> str:
    return text if text.isidentifier() or text.isdigit() else f"({text})"


def _plus(base: str, k: int) -> str:
    return base if k == 0 else f"({base} + {k})"
