"""Prefetch of the next column tile's packed panel, a slice per register block of rows.

A contraction's tile loops walk column tiles (``for c2 += nc``) inside a reduction tile; within
one column tile, blocks of rows (``for c3 += 6``) run micro-kernels over the columns (``for c4 +=
16``), each reading a packed panel of B over the reduction tile (``po_pk0[c4 / 16][c5][...]``).
The first row block of a column tile reads that tile's panels from L3 or memory, one line a step,
and waits on them (the line at a time; with B always the same panel matmul 2048 ran 8.5% faster,
RESULTS.md). So each micro-kernel first prefetches, into L2, the lines of the panel ``nc``
columns further on, which the same columns of the next tile will read: its row block's share of
the reduction tile (block ``b`` of ``mc / 6`` takes the steps ``b * per ..``), so that the row
blocks of a tile together bring in the next tile's panels once. A few prefetches before a loop
of hundreds of steps: matmul 2048 on one Zen 3 thread 212.9 -> 203.1 ms, 1999 203.6 -> 198.4
(min of 13, numpy 190 and 189; RESULTS.md, gemm4).

>>> import math; math.ceil(384 / math.ceil(216 / 6))   # steps of the next panel a row block prefetches
11
"""

from __future__ import annotations

from polyopt.codegen import packing
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, For, base_offset
from polyopt.lang import ir
from polyopt.tuning import tuning


def _trips(loop: For, most) -> int | None:
    """The most iterations ``loop`` makes (``most``: ``microkernel._most``, from the loops around
    it), where its step is a constant and its bound an upper one."""
    c = loop.cond
    if not isinstance(loop.inc, AInt) or loop.inc.value < 1 or not (
            isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(loop.iterator)):
        return None
    span = most(c.args[1], loop.init, c.op == "le")
    return None if span is None or span < 1 else -(-span // loop.inc.value)


def lines(printer, block, origin, pad: str, most) -> list[str]:
    """C lines, before a register block's reduction loop, that prefetch its share of the next
    column tile's packed panel; none where the target does not take them
    (``Tuning.prefetch_next_panel``) or the block is not one of a tile's row and column blocks
    over a packed column operand (``origin``: the block's first column; ``most(hi, init,
    inclusive)``: the largest ``hi - init`` of a loop's bounds)."""
    if not tuning(printer.target).prefetch_next_panel or len(block.nest) != 1 or block.back \
            or not block.packed or not block.packed[0][0]:
        return []
    s, args, jv, _, _ = block.rows[0]
    a, pack = block.packed[0][0][0]
    kloop = block.nest[0]
    cols = printer.loops.get(origin.name) if isinstance(origin, AId) else None
    tile = printer.loops.get(cols.init.name) if cols is not None and isinstance(cols.init, AId) else None
    if tile is None or not isinstance(tile.inc, AInt) or tile.inc.value % pack.width or len(s.lhs.indices) < 2 \
            or not isinstance(s.lhs.indices[-2], ir.Var):
        return []
    row, _ = base_offset(args.get(s.lhs.indices[-2].name))
    rows = printer.loops.get(row.name) if isinstance(row, AId) else None
    blocks = _trips(rows, lambda hi, init, inc: most(hi, init, printer.loops, inc)) if rows is not None else None
    depth = _trips(kloop, lambda hi, init, inc: most(hi, init, printer.loops, inc))
    if blocks is None or depth is None:
        return []
    per, nc, step = -(-depth // blocks), tile.inc.value, rows.inc.value
    vars_ = {v: (aexpr_c(x) if isinstance(x, AId | AInt) else f"({aexpr_c(x)})") for v, x in args.items()}
    vars_[jv] = f"({origin.name} + {nc})"
    elem = packing.element(printer, a, vars_, pack, jv)
    kt, n = kloop.iterator, printer.extent(pack.tensor, pack.axis)
    k0, r0 = aexpr_c(kloop.init), aexpr_c(rows.init)
    k0, r0 = (x if x.isidentifier() or x.isdigit() else f"({x})" for x in (k0, r0))
    first = f"{k0} + ({row.name} - {r0}) / {step} * {per}" if r0 != "0" else f"{k0} + {row.name} / {step} * {per}"
    return [f"{pad}if ({origin.name} + {nc} < {n}) {{  // the next column tile's panel, this block of rows' share",
            f"{pad}  const long po_q0 = {first};",
            f"{pad}  for (long {kt} = po_q0; {kt} < po_q0 + {per} && {aexpr_c(kloop.cond)}; {kt} += 1)",
            f"{pad}    __builtin_prefetch(&{elem}, 0, 2);",
            f"{pad}}}"]
