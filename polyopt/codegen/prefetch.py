"""Software prefetches, where the hardware prefetcher cannot know what comes next.

- ``gathered_plan``, ``gathered_rows``: a row that a gather reads iterations on (``_ahead``:
  embedding_bag), planned with the loop (``planning.py``), printed at the top of its body.
- ``runs_ahead``: short runs a vector sum reads, far apart (batchnorm's per-channel sums), or the
  next channel's runs where several passes read a channel from the cache.
- ``whole_rows``: whole rows of a tensor beyond the cache, ``Tuning.prefetch_ahead`` bytes on
  (matvec), where the machine's prefetchers need it (``Tuning.prefetch_rows``).
- ``rows_ahead``: the rows a compute-bound loop, and the other loops of the enclosing loop's
  body, read two iterations of the enclosing loop on, in blocks of ``BLOCK_BYTES`` (softmax's
  ``exp`` pass).
"""

from __future__ import annotations

import re

import numpy as np

from polyopt.codegen import stream
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.flatten import _offset as flatten_offset
from polyopt.codegen.hoist import moves
from polyopt.codegen.loops import AExpr, AId, AInt, AOp, Block, For, User, chunkable, walk
from polyopt.codegen.microkernel import _trip, _uses
from polyopt.codegen.prelude import COSTLY
from polyopt.lang import ir
from polyopt.poly.affine import is_affine
from polyopt.tuning import tuning

PREFETCH_AHEAD = 4  # iterations ahead a gathered row is prefetched at least (embedding_bag: 4 of 2, 4, 8 into L1)
PREFETCH_LINES = 16  # cache lines of a gathered row prefetched at most
# at most this many iterations ahead (the lines a row's gathers keep in flight, and how many of
# them go into L1, are the machine's: ``Tuning.gathered_lines``, ``Tuning.l1_gathered_lines``)
MAX_AHEAD = 16


_IDENTS = re.compile(r"\b[A-Za-z_]\w*\b")


def _substitute(e: AExpr, name: str, text: str) -> AExpr:
    """``e`` with the iterator ``name`` replaced by the C text ``text`` (as an identifier)."""
    if isinstance(e, AId):
        return AId(text) if e.name == name else e
    if isinstance(e, AOp):
        return AOp(e.op, tuple(_substitute(x, name, text) for x in e.args))
    return e


def outgrows_cache(printer) -> bool:
    """The def's inputs and outputs (known sizes) fill more than a quarter of the last-level
    cache: each call reads them from memory, not from what the last call left in the cache."""
    data = sum(stream.nbytes(printer, name) for name, t in printer.c.tensors.items() if t.kind in ("input", "output"))
    return data >= printer.target.l3 // 4


def gathered_plan(site, loop: For) -> tuple[tuple[User, ir.Access], ...]:
    """The gathers whose rows are prefetched at the top of ``loop``'s body, for an iteration
    further on (``_ahead``; ``gathered_rows`` prints them): a row of embedding_bag's
    ``Table(Idx(b, l), d)`` is read by the loop over ``d`` inside the loop over ``l``, at an
    address the hardware cannot guess. Only for a gather as the first index of an input whose
    other indices are affine (the row is the rest of the tensor), by an index that moves with
    ``loop``, names no inner loop's iterator and is no gather itself."""
    if site.dynamic or loop.inc != AInt(1) or not any(isinstance(x, For) for x in walk(loop.body)):
        return ()
    it, out = loop.iterator, []
    for u in (x for x in walk(loop.body) if isinstance(x, User)):
        s = site.stmts[u.stmt]
        if s.kind == "init":
            continue
        args, vars_ = dict(zip(s.vars, u.args)), site.statement_vars(s, u.args)
        names = set(vars_) | set(site.c.sizes)
        for a in ir.walk(s.rhs):
            if not isinstance(a, ir.Access) or site.c.tensors[a.tensor].kind != "input" or \
                    is_affine(a.indices[0], names) or not all(is_affine(ix, names) for ix in a.indices[1:]):
                continue
            used = {x for v in ir.walk_vars(a.indices[0]) if v in vars_ for x in _IDENTS.findall(vars_[v])}
            if not used <= {*site.loops, it}:
                continue  # an inner loop's iterator: no row to name before that loop
            nested = any(isinstance(x, ir.Access) and not all(is_affine(ix, names) for ix in x.indices)
                         for x in ir.walk(a.indices[0]))
            if moves(a.indices[:1], args, it) and not nested:  # (not the same row in every iteration)
                out.append((u, a))
    return tuple(out)


def gathered_rows(printer, loop: For, planned, pad: str, wrap: bool = True) -> list[str]:
    """Prefetches, at the top of ``loop``'s body, of the rows that ``gathered_plan`` found, each
    row once: its first ``PREFETCH_LINES`` lines; the index read is kept inside ``loop``'s bounds
    and the row number clamped to the tensor. In ``loop``'s last iterations, where its bounds are
    constants and a loop encloses it (embedding_bag's bags), the rows of the enclosing loop's next
    iteration: a bag's first rows were otherwise read unfetched. ``wrap`` False where loops the
    printer does not know lie between the two (a register block's nest): the next iteration's
    index could then be read out of its tensor."""
    it = loop.iterator
    steps = _ahead(printer, loop, planned)
    ahead = f"({it} + {steps})"
    moving = re.compile(rf"\b{re.escape(it)}\b")
    outer = printer.loops.get(next(reversed(printer.loops), ""))
    wraps = wrap and outer is not None and outer.inc == AInt(1) and isinstance(loop.init, AInt) and \
        isinstance(loop.cond, AOp) and loop.cond.op == "le" and loop.cond.args[0] == AId(it) and \
        isinstance(loop.cond.args[1], AInt) and loop.cond.args[1].value - loop.init.value + 1 > steps
    if wraps:  # iteration it + ahead of this loop is the next outer iteration's it + ahead - trip
        shift = loop.cond.args[1].value + 1 - loop.init.value - steps
        o, next_it = outer.iterator, f"({it} - {shift})"
        next_outer = re.compile(rf"\b{re.escape(o)}\b")
    done, lines = set(), []
    for u, a in planned:
        s = printer.stmts[u.stmt]
        vars_ = printer.statement_vars(s, u.args)
        index = printer.expr(a.indices[0], {v: moving.sub(ahead, x) for v, x in vars_.items()}, "int64")
        if (a.tensor, index) in done:
            continue
        done.add((a.tensor, index))
        lines += [f"{pad}if ({aexpr_c(_substitute(loop.cond, it, ahead))}) {{  // a row gathered later",
                  *_row_lines(printer, a, index, pad + "  ", steps), f"{pad}}}"]
        if wraps:
            later = {v: next_outer.sub(f"({o} + 1)", moving.sub(next_it, x)) for v, x in vars_.items()}
            lines[-1] += f" else if ({aexpr_c(_substitute(outer.cond, o, f'({o} + 1)'))}) {{  // in the next {o}"
            lines += [*_row_lines(printer, a, printer.expr(a.indices[0], later, "int64"), pad + "  ", steps),
                      f"{pad}}}"]
    return lines


def _lines(printer, a: ir.Access) -> int:
    """The cache lines of a row of the tensor ``a`` reads that are prefetched: its first
    ``PREFETCH_LINES`` at most."""
    row = np.dtype(printer.c.tensors[a.tensor].dtype).itemsize
    for k in range(1, len(a.indices)):
        row *= int(printer.extent(a.tensor, k))
    return min(-(-row // printer.target.line_bytes), PREFETCH_LINES)


def _ahead(printer, loop: For, planned) -> int:
    """How many iterations of ``loop`` ahead its gathered rows are prefetched: enough to keep
    ``Tuning.gathered_lines`` lines in flight, ``PREFETCH_AHEAD`` to ``MAX_AHEAD``, fewer than a
    loop of known trip runs (its later iterations prefetch the next bag's rows)."""
    lines = sum(_lines(printer, a) for a in {(a.tensor, a.indices[0]): a for _, a in planned}.values())
    in_flight = tuning(printer.target).gathered_lines
    ahead = max(PREFETCH_AHEAD, min(MAX_AHEAD, in_flight // max(lines, 1)))
    trip = _trip(loop)
    return ahead if trip is None else max(PREFETCH_AHEAD, min(ahead, trip - 1))


def _row_lines(printer, a: ir.Access, index: str, pad: str, ahead: int) -> list[str]:
    """C lines that prefetch the first ``PREFETCH_LINES`` lines of row ``index`` (C text) of the
    tensor ``a`` reads, the row number clamped to the tensor; into L2 where the rows of ``ahead``
    iterations are more lines than ``Tuning.l1_gathered_lines``."""
    t = printer.c.tensors[a.tensor]
    rows, step = int(printer.extent(a.tensor, 0)), printer.target.line_bytes // np.dtype(t.dtype).itemsize
    count = _lines(printer, a) * step
    locality = ", 0, 1" if ahead * count // step > tuning(printer.target).l1_gathered_lines else ""
    pf = printer.new_acc("pf")
    zeros = "[0]" * (t.rank - 1)
    return [f"{pad}const long {pf} = {index};",
            f"{pad}const {printer.ctype(t.dtype)} *{pf}_p = &{printer.array(a.tensor)}"
            f"[{pf} >= 0 && {pf} < {rows} ? {pf} : 0]{zeros};",
            f"{pad}for (int po_q = 0; po_q < {count}; po_q += {step})",
            f"{pad}  __builtin_prefetch({pf}_p + po_q{locality});"]


RUN_AHEAD = 2  # iterations of the enclosing loop a run is prefetched ahead (batchnorm: 2 of 1, 2)
RUN_BYTES = (256, 1 << 16)  # the shortest and longest run prefetched


def runs_ahead(printer, loop: For, s, u: User) -> list[tuple[ir.Access, str]]:
    """Prefetches, one a vector step, of what the same step reads ``RUN_AHEAD`` iterations of the
    enclosing loop later, for reads whose run along ``loop`` (``trip`` contiguous elements) is
    followed by a jump the hardware prefetcher does not follow: batchnorm's per-channel sums read
    784 floats of ``X(n, c, h, w)`` for each ``n``, 800 KB apart. Only for fixed sizes, an
    enclosing loop of unit step whose iterator is one statement variable plus a constant, and
    affine indices; a prefetch past the tensor's end is harmless (it never faults). Into L2
    (``prefetcht2``): into L1 each run's 49 lines held L1's miss buffers, and batchnorm_moments
    read from memory on one Zen 4 thread took 1.83-1.89 ms against 1.26-1.43 (2026-11-28).
    Where a loop further out holds other passes over the same runs, all of them in a quarter of
    L2 (``_sharing``: batchnorm's mean and variance passes over a channel), every pass prefetches
    them for that loop's next iteration instead (the next channel): memory then works while the
    passes after the first read the cache (32 x 256 x 28 x 28 from memory, one Zen 4 thread: 1.49
    -> 1.14 ms; AVX2 forced 1.59 -> 1.33; two threads 1.00 -> 0.88; session 57). Planned
    (``printer``: the ``planning.Site``) as (read, what follows its address in the prefetch);
    ``vector_lines`` prints them."""
    trip, outer = _trip(loop), printer.loops.get(next(reversed(printer.loops), ""))
    if printer.dynamic or trip is None or outer is None or outer.inc != AInt(1):
        return []
    out = []
    for a in ir.walk(s.rhs):
        if not isinstance(a, ir.Access) or printer.c.tensors[a.tensor].kind == "scalar" or a.tensor in printer.rows:
            continue  # (a temporary kept as a local row is in L1 already)
        jump, run = _jump(printer, s, u, a, outer), trip * np.dtype(printer.c.tensors[a.tensor].dtype).itemsize
        if jump is None or not RUN_BYTES[0] <= run <= RUN_BYTES[1] or abs(jump) <= run + printer.target.line_bytes:
            continue
        sharing = _sharing(printer, loop, s, u, a, before=False)
        depth = {id(f): k for k, f in enumerate(printer.ctx.loops)}
        if sharing is not None and depth.get(id(sharing), 1 << 30) < depth.get(id(outer), -1) and \
                (slab := _jump(printer, s, u, a, sharing)) is not None:
            out.append((a, f" + {slab}, 0, 1"))  # every pass over the slab, the next iteration's
        elif not read_before(printer, loop, s, u, a):
            out.append((a, f" + {RUN_AHEAD * jump}, 0, 1"))
    return out


def read_before(printer, loop: For, s, u: User, a: ir.Access) -> bool:
    """Whether a statement before ``loop`` in the same iteration of an enclosing loop read what
    ``a`` (of ``s`` at ``u``) reads, and all it read there fits in a quarter of L2: those reads
    are still in the cache, and prefetching them again costs an instruction a line and brings
    nothing (batchnorm's variance pass over each channel after its mean pass: 32 x 256 x 28 x 28,
    one Zen 3 thread, RESULTS.md, mem2). The same elements: the same tensor and index
    expressions over the statement variables, with the same arguments for the variables that the
    enclosing loop and those around it fix (the others are taken to run over the same values)."""
    return _sharing(printer, loop, s, u, a, before=True) is not None


def _sharing(printer, loop: For, s, u: User, a: ir.Access, before: bool) -> For | None:
    """The innermost enclosing loop whose body has another pass (a child before ``loop``'s, or,
    unless ``before``, after it) that reads what ``a`` (of ``s`` at ``u``) reads, all of it in a
    quarter of L2 (``read_before``), else None."""
    item = np.dtype(printer.c.tensors[a.tensor].dtype).itemsize
    loops = printer.ctx.loops
    for depth in range(len(loops) - 1, -1, -1):
        outer = loops[depth]
        fixed = {f.iterator for f in loops[:depth + 1]}
        body = _children(outer.body)
        here = next((k for k, b in enumerate(body)  # (a loop pass may have made ``loop`` anew: by statement)
                     if any(x is loop or isinstance(x, User) and x.stmt == u.stmt for x in walk(b))), None)
        if here is None:
            return None
        mine = _fixed_args(s, u, fixed)
        for b in body[:here] if before else body[:here] + body[here + 1:]:
            for v in (x for x in walk(b) if isinstance(x, User)):
                t = printer.stmts[v.stmt]
                if t.kind == "init" or not any(isinstance(x, ir.Access) and x == a for x in ir.walk(t.rhs)):
                    continue
                theirs = _fixed_args(t, v, fixed)
                used = {x for ix in a.indices for x in ir.walk_vars(ix)}
                if all(mine.get(n) == theirs.get(n) and n in mine for n in used if n in mine or n in theirs):
                    size = item
                    for k, ix in enumerate(a.indices):
                        if not set(ir.walk_vars(ix)) <= set(mine):
                            size *= int(printer.extent(a.tensor, k))
                    return outer if size <= printer.target.l2 // 4 else None
    return None


def _jump(printer, s, u: User, a: ir.Access, loop: For) -> int | None:
    """The bytes between what ``a`` (of ``s`` at ``u``) reads in one iteration of ``loop`` and in
    the next: ``loop`` of unit step moves one statement variable by one, ``a``'s indices affine in
    it; else None."""
    moving = [(v, arg) for v, arg in zip(s.vars, u.args) if _uses(arg, loop.iterator)]
    if loop.inc != AInt(1) or len(moving) != 1 or flatten_offset(moving[0][1], loop.iterator) is None:
        return None
    t = printer.c.tensors[a.tensor]
    jump, size = 0, np.dtype(t.dtype).itemsize
    for k in reversed(range(t.rank)):
        step = ir.stride(a.indices[k], moving[0][0])
        if step is None:
            return None
        jump += step * size
        size *= int(printer.extent(a.tensor, k))
    return jump


def _children(n) -> list:
    """The nodes of a loop's body in order, blocks in blocks opened."""
    return [x for b in n.body for x in _children(b)] if isinstance(n, Block) else [n]


def _fixed_args(s, u: User, fixed: set[str]) -> dict[str, AExpr]:
    """The statement variables of ``s`` at ``u`` that the loops ``fixed`` move, and no other, and
    their arguments (a constant is not counted: flattened loops print ``h`` as 0, ``w`` along h x w)."""
    return {v: arg for v, arg in zip(s.vars, u.args) if _names(arg) and not (_names(arg) - fixed)}


def _names(e: AExpr) -> set[str]:
    return {x.name for x in _aexpr_walk(e) if isinstance(x, AId)}


def _aexpr_walk(e: AExpr):
    yield e
    if isinstance(e, AOp):
        for x in e.args:
            yield from _aexpr_walk(x)


BLOCK_BYTES = 256  # a block of a compute-bound row loop: four cache lines


def rows_ahead(printer, loop: For, users) -> tuple[tuple[tuple[User, ir.Access, str, int], ...], int]:
    """For a loop whose body calls a costly math function (``prelude.COSTLY``: softmax's
    ``e = exp(X - mx)`` and its sum), the C text of each row it reads ``RUN_AHEAD`` iterations of
    the enclosing loop on, at the block start ``po_b``, and their element size: the loop is
    compute-bound and memory idle (its row came into the cache with an earlier pass), so the
    printer walks it in blocks of
    ``BLOCK_BYTES``, each prefetching the same lines of that later row (softmax 4096 x 1024:
    1.64 -> 1.45 ms, 1.94 -> 1.83 with other work between calls). The rows that the enclosing
    loop's other loops read are prefetched too (softmax gradient's ``d_Y``, read after the
    exponentials: 5.7 -> 5.2 ms of CPU time at 4096 x 1024 on one Zen 3 core, PyTorch 3.1). Only
    for fixed sizes, reads along the loop with unit stride whose rows do not overlap from one
    outer iteration to the next. Planned (``printer``: the ``planning.Site``) as (call, read, the
    variable that runs along the loop, bytes ahead) and the element size; ``block_lines``
    prints them."""
    trip, outer = _trip(loop), printer.loops.get(next(reversed(printer.loops), ""))
    if printer.dynamic or trip is None or outer is None or outer.inc != AInt(1) or not chunkable(loop) or \
            not any(isinstance(x, ir.Call) and x.func in COSTLY for u in users
                    for x in ir.walk(printer.stmts[u.stmt].rhs)):
        return (), 1
    out, items = [], set()
    later = [u for u in walk(outer.body) if isinstance(u, User) and not any(u is v for v in users)]
    for u in [*users, *later]:  # the rows this iteration's other loops read too (softmax gradient's d_Y)
        s = printer.stmts[u.stmt]
        args = dict(zip(s.vars, u.args))
        jv = next((v for v, a in args.items() if a == AId(loop.iterator)), None)
        moving = [v for v, a in args.items() if _uses(a, outer.iterator)]
        if jv is None or len(moving) != 1 or flatten_offset(args[moving[0]], outer.iterator) is None:
            continue
        for a in ir.walk(s.rhs):
            if not isinstance(a, ir.Access) or printer.c.tensors[a.tensor].kind != "input" or \
                    a.indices[-1] != ir.Var(jv) or any(ir.stride(ix, jv) != 0 for ix in a.indices[:-1]):
                continue
            item, jump, size = np.dtype(printer.c.tensors[a.tensor].dtype).itemsize, 0, 0
            size = item
            for k in reversed(range(len(a.indices))):
                step = ir.stride(a.indices[k], moving[0])
                if step is None:
                    break
                jump += step * size
                size *= int(printer.extent(a.tensor, k))
            else:
                if abs(jump) >= trip * item:
                    out.append((u, a, jv, RUN_AHEAD * jump))
                    items.add(item)
    return (tuple(out), items.pop()) if len(items) == 1 else ((), 1)


def block_lines(printer, planned, at: str = "po_b") -> list[str]:
    """The C text of each row ``rows_ahead`` planned, at the block start ``at``, once each."""
    out = []
    for u, a, jv, ahead in planned:
        vars_ = {**printer.statement_vars(printer.stmts[u.stmt], u.args), jv: at}
        text = f"{printer.access(a, vars_)} + {ahead}"
        if text not in out:
            out.append(text)
    return out


def whole_rows(printer, loop: For, s, u: User, block: bool = False) -> list[tuple[ir.Access, str]]:
    """Prefetches, one per cache line, ``Tuning.prefetch_ahead`` bytes ahead of reads that run along
    ``loop`` along whole rows (of the last index) of a tensor much larger than L2 (four times),
    where the def's data outgrows the cache (``outgrows_cache``): in matvec's rows, of
    32 KiB each, the hardware prefetcher alone kept two cores at about 31 GB/s, with these at
    about 39 (matvec: 4.35 -> 3.45 ms, 8 KiB ahead); on a Zen 3 with AVX2 they cost (0.86x of
    OpenBLAS without, 0.74x with: ``Tuning.prefetch_rows``). Rows read in part (trmv's triangle)
    would fetch the next row's unread start, and data the last-level cache keeps gains nothing
    (both 15 to 30% slower), nor does a temporary kept as a local row (softmax's ``e``: its
    prefetches fetched the stack past the row, and its sum kept one chain), nor a vector (a
    rank-1 tensor, one stream the hardware follows alone: dot 16M on one Zen 4 thread 5.04 ms
    with them, 4.33 without, torch 4.44), nor a gathered row (the next one is elsewhere). Into L2
    (``prefetcht2``), not L1, where they would displace what stays. Planned as ``runs_ahead``'s
    are. Rows summed several a pass (``block``: a matrix-vector product's block of rows) as
    ``Tuning.prefetch_row_blocks`` says, a row a pass as ``prefetch_rows``."""
    jv = next((v for v, a in zip(s.vars, u.args) if a == AId(loop.iterator)), None)
    tn = tuning(printer.target)
    if printer.dynamic or jv is None or not (tn.prefetch_row_blocks if block else tn.prefetch_rows) or \
            not outgrows_cache(printer):
        return []
    out = []
    for a in ir.walk(s.rhs):
        if not isinstance(a, ir.Access) or printer.c.tensors[a.tensor].kind == "scalar" or len(a.indices) < 2 or \
                a.tensor in printer.rows or any(isinstance(x, ir.Access) for ix in a.indices for x in ir.walk(ix)) or \
                a.indices[-1] != ir.Var(jv) or any(ir.stride(ix, jv) != 0 for ix in a.indices[:-1]) or \
                stream.nbytes(printer, a.tensor) < 4 * printer.target.l2 or loop.init != AInt(0) or \
                loop.cond != AOp("le", (AId(loop.iterator), AInt(int(printer.extent(a.tensor, -1)) - 1))):
            continue  # not a whole row of a large tensor
        out.append((a, f" + {tn.prefetch_ahead}, 0, 1"))
    return out


def vector_lines(printer, s, u: User, planned) -> list[str]:
    """The prefetches ``runs_ahead`` or ``whole_rows`` planned for ``u`` (a call of ``s``), once each."""
    vars_ = printer.statement_vars(s, u.args)
    out = []
    for a, tail in planned:
        line = f"__builtin_prefetch((const char *)&{printer.access(a, vars_)}{tail});"
        if line not in out:
            out.append(line)
    return out
