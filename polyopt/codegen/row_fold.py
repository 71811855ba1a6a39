"""A register-blocked nest's partial block of rows folded into its loop of full blocks: the rows
left after the last full block of ``h`` (``if (c0 == X) { ... rows 1020..1023 ... }``, a second
copy of the micro-kernel) are done by one more iteration of the full blocks' loop, moved back so
that its ``h`` rows end at the last row; the rows the block before it owns are computed again
in registers and not stored (``RegisterBlock.fold``). gcc then compiles one micro-kernel instead
of two (matmul 1024: cc1 666 -> 550 M instructions, RESULTS.md cold2)::

    for (c3 = c0; c3 <= min(1018, c0 + 252); c3 += 6)      for (c3 = c0; c3 <= min(1023, c0 + 252); c3 += 6)
      block(rows c3 .. c3 + 5);                        ->    { po_r = min(c3, 1018); po_sk = c3 - po_r;
    if (c0 == 774)                                             block(rows po_r .. po_r + 5), row r stored
      block(rows 1020 .. 1023);                                if po_sk <= r; }

Every write of the loop's body goes through the register blocks' stores (no plain statement in
it), so the rows not stored leave memory as it was, whatever the blocks read (a block that adds
to its output loads it and drops the sum). Taken only where every condition below is proved:
the body moves with the row loop only through the rows' indices (``c3 + r``, r = 0 .. h - 1),
the statements' domains bound the row variable alone, the ``if`` holds register blocks of the
same statements over exactly the rows the extra iteration stores, and that iteration happens
for the one tile of the ``if`` and inside it (``A >= X``). Anything else stays as it was.

>>> _extra(range(0, 1024, 258), 1018, 6, 252)
{774: [1020]}
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl

from polyopt.codegen.loops import AId, AInt, AOp, Block, For, If, Node, User, base_offset, replace_var, uses, walk
from polyopt.codegen.plans import Loop, RegisterBlock
from polyopt.lang import ir

MAX_TILES = 4096  # the most iterations of the tile loop enumerated to prove where the extra block runs
ROW = AId("po_r")  # the first row of a (possibly moved back) block


def fold(site, nodes: tuple[Node, ...]) -> tuple[Node, ...]:
    """``nodes`` (a planned block's children) with each loop of full register blocks followed
    by the ``if`` of its partial block folded into one loop (see the module)."""
    out = list(nodes)
    i = 0
    while i + 1 < len(out):
        folded = _fold(site, out[i], out[i + 1])
        # (no other node of the sequence may run the same statements: the ``if`` may hold columns
        # of its rows that the full blocks' loop leaves to such a node for the full rows)
        if folded is not None and not any(_touched(n) & _touched(out[i]) for n in out[:i] + out[i + 2:]):
            out[i:i + 2] = [folded]
        i += 1
    return tuple(out)


def _touched(n: Node) -> set[str]:
    """The statements a planned node runs (from the loop tree it was planned from)."""
    if isinstance(n, User):
        return {n.stmt}
    if isinstance(getattr(n, "loop", None), For):
        return {x.stmt for x in walk(n.loop) if isinstance(x, User)}
    kids = [getattr(n, f, None) for f in ("body", "then", "other")]
    kids = [k for x in kids for k in (x if isinstance(x, tuple) else (x,)) if isinstance(k, Node)]
    return set().union(*(_touched(k) for k in kids))


def _fold(site, full: Node, rest: Node) -> Loop | None:
    """``full`` and ``rest`` as one loop, or None. ``rest``: the partial block's nest, under
    ``if (tile == X)`` where the row loop starts at a tile loop's iterator (``c3 = c0``)."""
    if not isinstance(full, Loop) or not _plain_loop(full):
        return None
    loop = full.loop
    it, h = loop.iterator, loop.inc.value if isinstance(loop.inc, AInt) else 0
    bound = _bound(loop)
    if h < 2 or bound is None:
        return None
    last, tile, span = bound  # c3 <= min(last, tile + span): the last full start, the tile loop
    blocks = _blocks(full.body, it)
    tiled = isinstance(rest, If) and rest.other is None
    others = _blocks(rest.then if tiled else rest, None)
    if not blocks or not others:
        return None
    offsets = [_offsets(site, b, it) for b in blocks]
    if any(o is None or set(o) != set(range(h)) for o in offsets):
        return None
    where = {s.name: _row_index(s, args, it) for b in blocks for s, args, *_ in b.rows}
    rows = _rows_of(others, where)
    if rows is None or _stmts(others) != _stmts(blocks):
        return None
    if tiled and tile is not None:  # the partial block runs in the tile X alone
        if not (isinstance(rest.cond, AOp) and rest.cond.op == "eq" and rest.cond.args[0] == AId(tile)
                and isinstance(rest.cond.args[1], AInt) and loop.init == AId(tile)):
            return None
        starts, x = _values(site.loops.get(tile)), rest.cond.args[1].value
    elif not tiled and tile is None and isinstance(loop.init, AInt):  # one loop over every row
        starts, x = range(loop.init.value, loop.init.value + 1), loop.init.value
    else:
        return None
    if starts is None:
        return None
    extra = _extra(starts, last, h, span)
    if list(extra) != [x] or len(extra[x]) != 1 or last < x or rows != set(range(extra[x][0], last + h)):
        return None
    hi = AInt(last + h - 1)
    cond = loop.cond.args[1]
    top = AOp("min", tuple(hi if a == AInt(last) else a for a in cond.args)) if isinstance(cond, AOp) else hi
    new = For(it, loop.init, AOp("le", (AId(it), top)), loop.inc, loop.body, loop.marks)
    return replace(full, loop=new, body=_shift(full.body, it, last, offsets))


def _plain_loop(n: Loop) -> bool:
    return not (n.forks or n.rows or n.hoisted or n.prefetched or n.panels)


def _bound(loop: For) -> tuple[int, str | None, int | None] | None:
    """(last, tile, span) of ``it <= min(last, tile + span)`` or ``it <= last``, else None."""
    c = loop.cond
    if not (isinstance(c, AOp) and c.op == "le" and c.args[0] == AId(loop.iterator)):
        return None
    hi = c.args[1]
    if isinstance(hi, AInt):
        return hi.value, None, None
    if not (isinstance(hi, AOp) and hi.op == "min" and len(hi.args) == 2):
        return None
    consts = [a for a in hi.args if isinstance(a, AInt)]
    if len(consts) != 1:
        return None
    other = next(a for a in hi.args if not isinstance(a, AInt))
    base, off = base_offset(other)
    if not isinstance(base, AId):
        return None
    return consts[0].value, base.name, off


def _blocks(n: Node, it: str | None) -> list[RegisterBlock] | None:
    """The register blocks of planned ``n`` when it holds nothing else but loops and ifs around
    them (no plain statement), none of whose bounds or conditions read ``it`` (and no loop that
    forks or keeps rows, unless ``it`` is None); else None."""
    if isinstance(n, RegisterBlock):
        if it is not None and (_loops_use(n.nest, it) or _loops_use(_vector_loops(n), it)
                               or (n.start_if is not None and uses(n.start_if, it))
                               or any(row_reads for _, row_reads in n.packed)):
            return None
        return [n]
    if isinstance(n, Loop):  # (the partial block's loops, ``it`` None, go: they may fork)
        if it is not None and (not _plain_loop(n) or _loops_use((n.loop,), it)):
            return None
        return _blocks(n.body, it)
    if isinstance(n, If):
        if n.other is not None or it is not None and uses(n.cond, it):
            return None
        return _blocks(n.then, it)
    if isinstance(n, Block):
        found = [_blocks(b, it) for b in n.body]
        return None if any(f is None for f in found) else [b for f in found for b in f]
    return None


def _loops_use(loops, it: str) -> bool:
    return any(uses(f.init, it) or uses(f.cond, it) or uses(f.inc, it) for f in loops)


def _vector_loops(b: RegisterBlock) -> tuple[For, ...]:
    inner = b.nest[-1].body
    return inner.body if isinstance(inner, Block) else (inner,)


def _row_index(s, args: dict, it: str) -> int | None:
    """The position of the output index that moves with ``it``, where exactly one does."""
    found = [k for k, ix in enumerate(s.lhs.indices[:-1]) if isinstance(ix, ir.Var) and uses(args[ix.name], it)]
    return found[0] if len(found) == 1 else None


def _offsets(site, b: RegisterBlock, it: str) -> list[int] | None:
    """Per row of ``b``: its output row as ``it + r``, the r; None where a row's arguments move
    with ``it`` other than by a constant offset, or its statement's domain bounds the row's
    variable together with another."""
    out = []
    finishes = [u for u in (b.finish or ()) if u is not None]
    if any(uses(a, it) and base_offset(a)[0] != AId(it) for u in finishes for a in u.args):
        return None
    for s, args, *_ in b.rows:
        k = _row_index(s, args, it)
        if k is None or any(uses(a, it) and base_offset(a)[0] != AId(it) for a in args.values()):
            return None
        var = s.lhs.indices[k].name
        base, r = base_offset(args[var])
        if base != AId(it) or not _alone(s, var):
            return None
        out.append(r)
    return out


def _alone(s, var: str) -> bool:
    """Whether ``s``'s domain bounds ``var`` by constants and parameters only."""
    dom = s.domain
    if var not in s.vars:
        return False
    pos = s.vars.index(var)
    for bs in dom.get_basic_sets():
        for c in bs.get_constraints():
            if c.get_coefficient_val(isl.dim_type.set, pos).is_zero():
                continue
            others = [j for j in range(bs.dim(isl.dim_type.set)) if j != pos]
            if any(not c.get_coefficient_val(isl.dim_type.set, j).is_zero() for j in others) or \
                    any(not c.get_coefficient_val(isl.dim_type.div, j).is_zero()
                        for j in range(bs.dim(isl.dim_type.div))):
                return False
    return True


def _rows_of(others: list[RegisterBlock], where: dict[str, int]) -> set[int] | None:
    """The output rows the partial blocks ``others`` store (``where``: per statement, the
    position of its row index), where each is a constant, else None."""
    rows = set()
    for b in others:
        for s, args, *_ in b.rows:
            row = args[s.lhs.indices[where[s.name]].name] if s.name in where else None
            if not isinstance(row, AInt):
                return None
            rows.add(row.value)
    return rows


def _stmts(blocks: list[RegisterBlock]) -> set[str]:
    """The statements of ``blocks``' rows and of their finishing statements."""
    return {s.name for b in blocks for s, *_ in b.rows} | \
        {u.stmt for b in blocks for u in (b.finish or ()) if u is not None}


def _values(loop: For | None) -> range | None:
    """The iterator's values of a loop of constant bounds and step, else None."""
    if loop is None or not (isinstance(loop.init, AInt) and isinstance(loop.inc, AInt) and loop.inc.value > 0):
        return None
    c = loop.cond
    if not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(loop.iterator)
            and isinstance(c.args[1], AInt)):
        return None
    values = range(loop.init.value, c.args[1].value + (c.op == "le"), loop.inc.value)
    return values if len(values) <= MAX_TILES else None


def _extra(starts, last: int, h: int, span: int | None) -> dict[int, list[int]]:
    """Per tile start ``v``: the block starts ``v, v + h, ...`` that ``c <= min(last + h - 1,
    v + span)`` takes and ``c <= min(last, v + span)`` does not (only tiles with some)."""
    out = {}
    for v in starts:
        top = last + h - 1 if span is None else min(last + h - 1, v + span)
        more = [c for c in range(v, top + 1, h) if c > last]
        if more:
            out[v] = more
    return out


def _shift(n: Node, it: str, last: int, offsets: list) -> Node:
    """Planned ``n`` with every register block folded (``RegisterBlock.fold``), in order."""
    todo = iter(offsets)

    def go(x: Node) -> Node:
        if isinstance(x, RegisterBlock):
            return replace(x, fold=(it, last, tuple(next(todo))))
        if isinstance(x, Loop):
            return replace(x, body=go(x.body))
        if isinstance(x, If):
            return replace(x, then=go(x.then))
        if isinstance(x, Block):
            return Block(tuple(go(b) for b in x.body))
        raise TypeError(x)  # pragma: no cover - _blocks took nothing else
    return go(n)


def shifted(b: RegisterBlock) -> RegisterBlock:
    """``b`` with its rows' arguments (and its finishing statements') from ``po_r`` instead of
    the row loop's iterator (``fold``), as ``microkernel.lines`` prints it."""
    it = b.fold[0]

    def moved(args: dict) -> dict:
        return {v: _subst(a, it) for v, a in args.items()}
    rows = tuple((s, moved(args), *rest) for s, args, *rest in b.rows)
    finish = tuple(None if u is None else replace_var(u, it, ROW) for u in b.finish) if b.finish else b.finish
    return replace(b, rows=rows, finish=finish)


def _subst(a, it: str):
    return replace_var(User("", (a,)), it, ROW).args[0]
