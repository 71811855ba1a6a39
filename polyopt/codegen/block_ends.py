"""A register block's rows initialized and finished in registers: the loops right before a
``RegisterBlock`` that set a row of its output to the identity of its reduction (``O = 0``) go,
and the row's accumulators start from the identity instead of loading the zeros back; the loops
right after it that rewrite each element of a row from itself alone (a convolution's
``O = relu(O + bias(k))``) go too, and the block applies them to the accumulators before it
stores them. The output is then written once, not three times, and never read.

``schedule.bands.inits_first`` puts an initialization before the block's whole reduction nest,
where this pass finds it. Anything that does not match exactly stays as it was::

    for w: O[k][w] = 0;            {  // register block
    {  // register block              po_vf po_acc0 = (po_vf){0} ...;
      po_vf po_acc0 = load(O) ...      for c: ... po_acc0 += ...;
      for c: ... po_acc0 += ...;  ->   po_acc0 = max(po_acc0 + bias[k], 0);
      store(O, po_acc0); }             store(O, po_acc0); }
    for w: O[k][w] = relu(O[k][w] + bias[k]);
"""

from __future__ import annotations

from dataclasses import replace

from polyopt.codegen.loops import AId, AInt, AOp, Block, For, If, Node, User
from polyopt.codegen.plans import Loop, RegisterBlock
from polyopt.codegen.stream import FLOATS, _streamable
from polyopt.lang import ir
from polyopt.target import lanes


def fuse(site, nodes: tuple[Node, ...]) -> tuple[Node, ...]:
    """``nodes`` (a planned block's children) with the initializations and element-wise
    finishing statements around each register block taken into it (``RegisterBlock.starts``,
    ``RegisterBlock.finish``)."""
    out = _flat(nodes)
    if not any(isinstance(b, RegisterBlock) for b in out):
        return nodes
    i = 0
    while i < len(out):
        b = out[i]
        if not isinstance(b, RegisterBlock):
            i += 1
            continue
        rows = _row_users(b)
        elements = [site.lhs(site.stmts[u.stmt], u.args) for u in rows]
        starts = list(b.starts or (False,) * len(rows))
        finish = list(b.finish or (None,) * len(rows))
        j = i - 1
        while not any(b.starts) and j >= 0 and (r := _init_row(site, out[j], b, rows, elements)) is not None \
                and not starts[r]:
            starts[r] = True
            j -= 1
        start_if = b.start_if
        if j == i - 1 and not any(b.starts) and j >= 0 and (taken := _init_rows_if(site, out[j], b, rows, elements)):
            starts = [r in taken for r in range(len(rows))]
            start_if = out[j].cond
            j -= 1
        k = i + 1
        while not any(b.finish) and k < len(out) and (r := _finish_row(site, out[k], b, rows, elements)) is not None \
                and finish[r] is None:
            finish[r] = out[k].loop.body
            k += 1
        if j < i - 1 or k > i + 1:
            out[j + 1:k] = [replace(b, starts=tuple(starts), finish=tuple(finish), start_if=start_if)]
        i = j + 2
    for i in range(1, len(out)):
        if isinstance(out[i], RegisterBlock):
            out[i] = overlap(site, out[i - 1], out[i])
    return tuple(out)


def overlap(site, before: Node, b: RegisterBlock) -> RegisterBlock:
    """``b`` with its one partial vector moved back to end at its last column (``back``), where
    the loop right before it runs blocks of the same rows, statements, finish and reduction nest,
    all from the identity, over the columns up to ``b``'s first: those blocks compute the columns
    it overlaps alike, step by step, and both store the same numbers there (conv2d_3x3's last 6
    of 54 columns: one whole vector over 46..53 instead of a masked one over 48..53). Anything
    else: ``b`` as it is."""
    if not (isinstance(before, Loop) and b.trip is not None and b.rows and b.starts and all(b.starts)) or \
            b.start_if is not None or any(columns for columns, _ in b.packed):
        return b  # (a vector moved back into a packed copy's previous panel would read its layout)
    width = _width(site, b)
    if width is None or b.trip >= width:
        return b
    inner = _flat((before.body,))
    if len(inner) != 1 or not isinstance(inner[0], RegisterBlock):
        return b
    a, loop = inner[0], before.loop
    if a.trip is None or a.span < width - b.trip or not a.starts or not all(a.starts) or a.start_if is not None or \
            len(a.rows) != len(b.rows) or [_steps(f) for f in a.nest] != [_steps(f) for f in b.nest]:
        return b
    last = _last_start(loop)
    first_b = _first(b)
    if last is None or _first(a).init != AId(loop.iterator) or not isinstance(first_b.init, AInt) or \
            last + a.span != first_b.init.value:
        return b
    same_rows = all(ra[0].name == rb[0].name and _without(ra[1], ra[2]) == _without(rb[1], rb[2])
                    for ra, rb in zip(a.rows, b.rows))
    finishes = zip(a.finish or (None,) * len(a.rows), b.finish or (None,) * len(b.rows))
    same_finish = all((fa is None and fb is None) or (fa is not None and fb is not None and fa.stmt == fb.stmt)
                      for fa, fb in finishes)
    return replace(b, back=width - b.trip) if same_rows and same_finish else b


def _width(site, b: RegisterBlock) -> int | None:
    """Lanes of a vector of ``b``'s rows (one dtype), or None."""
    dts = {row[3] for row in b.rows}
    return lanes(dts.pop(), site.vbytes) if len(dts) == 1 else None


def _first(b: RegisterBlock) -> For:
    """The vector loop of ``b``'s first row."""
    inner = b.nest[-1].body
    return inner.body[0] if isinstance(inner, Block) else inner


def _steps(loop: For) -> tuple:
    """A reduction loop without its body: iterator and bounds."""
    return loop.iterator, loop.init, loop.cond, loop.inc


def _without(args: dict, jv: str) -> dict:
    return {v: a for v, a in args.items() if v != jv}


def _last_start(loop: For) -> int | None:
    """The last value of ``loop``'s iterator where its bounds are constants, else None.

    >>> from polyopt.codegen.loops import AOp
    >>> _last_start(For("c", AInt(0), AOp("le", (AId("c"), AInt(38))), AInt(16), Block(())))
    32
    """
    c = loop.cond
    if not (isinstance(loop.init, AInt) and isinstance(loop.inc, AInt) and loop.inc.value > 0 and
            isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(loop.iterator) and
            isinstance(c.args[1], AInt)):
        return None
    top = c.args[1].value - (c.op == "lt")
    if top < loop.init.value:
        return None
    return loop.init.value + (top - loop.init.value) // loop.inc.value * loop.inc.value


def _flat(nodes) -> list[Node]:
    """``nodes`` with the blocks among them (sequences, as isl prints a statement sequence)
    replaced by their contents."""
    return [x for n in nodes for x in (_flat(n.body) if isinstance(n, Block) else (n,))]


def _row_users(b: RegisterBlock) -> list[User]:
    """The statement instance of each row of ``b`` (its vector loops' bodies), in row order."""
    inner = b.nest[-1].body
    return [f.body for f in (inner.body if isinstance(inner, Block) else (inner,))]


def _same_columns(loop: For, b: RegisterBlock, rows: list[User]) -> bool:
    first = (b.nest[-1].body.body[0] if isinstance(b.nest[-1].body, Block) else b.nest[-1].body)
    return (loop.iterator, loop.init, loop.cond, loop.inc) == (first.iterator, first.init, first.cond, first.inc)


def _plain_row(site, n: Node, b: RegisterBlock, rows: list[User], reads: bool = True) -> User | None:
    """The statement instance of ``n`` when it is a plain loop over the columns of ``b``'s rows
    around that one instance alone (the callers check that its iterations are independent);
    ``reads=False``: an instance that reads nothing (an initialization), whose loop may have
    been given the panels of a packed copy that its reads would read (none)."""
    if not (isinstance(n, Loop) and isinstance(n.loop.body, User) and not (n.rows or n.prefetched)
            and not (reads and n.panels) and _same_columns(n.loop, b, rows)):
        return None
    return n.loop.body


def _init_row(site, n: Node, b: RegisterBlock, rows: list[User], elements: list[str]) -> int | None:
    """The row of ``b`` that ``n`` sets to the identity of its reduction, or None."""
    u = _plain_row(site, n, b, rows, reads=False)
    if u is None:
        return None
    s = site.stmts[u.stmt]
    element = site.lhs(s, u.args)
    if s.kind != "init" or element not in elements:
        return None
    r = elements.index(element)
    return r if b.rows[r][0].op == s.op else None


def _init_rows_if(site, n: Node, b: RegisterBlock, rows: list[User], elements: list[str]) -> set[int]:
    """The rows of ``b`` that ``n`` sets to the identity of their reduction when ``n`` is an ``if``
    (no ``else``) around such loops alone, each for another row (the zeroing of a matrix
    product's output before its first reduction tile, ``if (c1 == 0)``), else the empty set."""
    if not (isinstance(n, If) and n.other is None):
        return set()
    taken: set[int] = set()
    for x in _flat((n.then,)):
        r = _init_row(site, x, b, rows, elements)
        if r is None or r in taken:
            return set()
        taken.add(r)
    return taken


def _finish_row(site, n: Node, b: RegisterBlock, rows: list[User], elements: list[str]) -> int | None:
    """The row of ``b`` whose elements ``n`` rewrites from themselves alone, element by element,
    with arithmetic, ``min``, ``max`` or ``relu`` over them and over values the block does not
    write (a bias, a residual along the row), or None."""
    u = _plain_row(site, n, b, rows)
    if u is None:
        return None
    s = site.stmts[u.stmt]
    element = site.lhs(s, u.args)
    if s.kind != "assign" or element not in elements or s.info.stmt.scatter:
        return None
    r = elements.index(element)
    _, _, jv_row, dt, _ = b.rows[r]
    if site.c.tensors[s.lhs.tensor].dtype != dt or dt not in FLOATS or site.traps(s.rhs):
        return None
    written = {row[0].lhs.tensor for row in b.rows}
    vars_ = site.statement_vars(s, u.args)
    jvs = [v for v, a in zip(s.vars, u.args) if str(a) == n.loop.iterator]
    if len(jvs) != 1 or s.lhs.indices[-1] != ir.Var(jvs[0]):
        return None
    for a in (x for x in ir.walk(s.rhs) if isinstance(x, ir.Access)):
        if a.tensor in written and (a.tensor != s.lhs.tensor or site.kernel.access(a, vars_) != element):
            return None  # reads another element of what a block writes
        if site.c.tensors[a.tensor].dtype != dt and any(jvs[0] in ir.walk_vars(ix) for ix in a.indices):
            return None  # a vector of another type would be read as this one
    return r if _streamable(extremes(s.rhs), jvs[0], set(s.vars) | set(site.c.sizes), dt) else None


def extremes(e: ir.Expr) -> ir.Expr:
    """``e`` with ``relu(x)`` as ``max(x, 0)``, the form vector code prints (``stream.extreme``).

    >>> str(extremes(ir.Call("relu", (ir.Var("x"),))))
    'max(x, 0.0)'
    """
    if isinstance(e, ir.Call):
        args = tuple(extremes(a) for a in e.args)
        if e.func == "relu" and len(args) == 1:
            return ir.Call("max", (args[0], ir.Const(0.0)))
        return ir.Call(e.func, args) if args != e.args else e
    if isinstance(e, ir.Binary):
        return ir.Binary(e.op, extremes(e.left), extremes(e.right))
    if isinstance(e, ir.Unary):
        return ir.Unary(e.op, extremes(e.operand))
    return e


__all__ = ["extremes", "fuse", "overlap"]
