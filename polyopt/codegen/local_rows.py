"""Temporaries kept as local rows: a temporary that lives in one iteration of a loop gets a row
declared inside the loop (in cache, private to the thread) instead of a trip to memory.

``contract(site, loop)`` is asked by ``planning.py`` for each plain loop it plans (``site``: a
``planning.Site``, whose ``rows`` are those of the loops around); the rows it returns are the
``Loop`` node's, and stand for the temporaries while the printer prints the loop's body.
"""

from __future__ import annotations

import math
import re

import numpy as np

from polyopt.codegen.loops import AId, AInt, AOp, Block, For, If, Mark, Node, User, walk
from polyopt.lang import ir
from polyopt.poly.scop import Statement

ROW_BYTES = 64 * 1024  # the largest temporary row kept on a thread's stack (``contract``)
PAGE = 4096  # loads and stores whose addresses agree in their last 12 bits look alike to the core


def declaration(printer, loop: For, t: str, name: str, drop: int, pad: str, local: set[str]) -> list[str]:
    """C lines declaring the local row ``name`` of temporary ``t`` at the top of ``loop``'s body,
    half a page (modulo ``PAGE``) from the array it streams beside (``partner``): a store to one
    and a load from the other a few elements apart whose addresses agree modulo 4 KiB stall the
    load (4K aliasing). jacobi-1d's row of ``B`` beside ``A`` (N = 2000, Zen 3): 786 us a call
    at the same address modulo 4 KiB, 350 us 64 elements apart, 336 us half a page apart.

    ``local``: the temporaries that are rows here (never a partner). Rows under a page are
    declared as they are.
    """
    tensor = printer.c.tensors[t]
    ct = printer.ctype(tensor.dtype)
    dims = [printer.extent(t, k) for k in range(drop, tensor.rank)]
    if len(dims) == 1 and tensor.dtype in ir.C_TYPES:  # whole vectors (``row_passes`` moves a row a vector at a time)
        w = max(printer.vbytes // np.dtype(tensor.dtype).itemsize, 1)
        dims = [str(-(-int(dims[0]) // w) * w)]
    size = np.dtype(tensor.dtype).itemsize * math.prod(int(d) for d in dims)
    # (the page it costs is at most the row's own size)
    other = partner(printer, loop.body, t, local | {t}) if size >= PAGE else None
    if other is None:
        aligned = f" __attribute__((aligned({printer.vbytes})))" if len(dims) == 1 and printer.vbytes > 8 else ""
        return [f"{pad}{ct} {name}{''.join(f'[{d}]' for d in dims)}{aligned};  // row {loop.iterator} of {t}"]
    size = " * ".join(str(d) for d in dims)
    inner = "".join(f"[{d}]" for d in dims[1:])
    first, pointer = placed(ct, name, size, inner, other)
    return [f"{pad}{first}  // row {loop.iterator} of {t}, half a page from {other} (4K aliasing)", pad + pointer]


def placed(ct: str, name: str, size: str, inner: str, other: str) -> list[str]:
    """C lines declaring the array ``name`` (``size`` elements of ``ct``, rows ``inner``) half a page
    (modulo ``PAGE``) from the array ``other``."""
    at = f"{name}_at + (((uintptr_t){other} + {PAGE // 2} - (uintptr_t){name}_at) & {PAGE - 1}) / sizeof({ct})"
    return [f"{ct} {name}_at[{size} + {PAGE} / sizeof({ct})];",
            f"{ct} (*restrict {name}){inner} = ({ct} (*){inner})({at});" if inner else
            f"{ct} *restrict {name} = {at};"]


def whole(printer, temps: list[str]) -> dict[str, list[str]]:
    """Temporaries of ``temps`` (arrays of the function's text) that the function keeps on its
    stack instead of taking them as arguments, so that each sits half a page from the array it
    streams beside (4K aliasing, see ``declaration``): those a parallel region uses (whose loops
    keep no local rows, ``region.py``) or a time-tiled nest (jacobi-1d's ``B``, whose borders
    are written once, ``poly.unchanged``, lives across the steps), of fixed sizes, a page to
    ``ROW_BYTES``, written whole before they are read (``Scop.covers``: no zeroing, no values from before), with such a
    partner. Temporary -> the C lines declaring its array (after the arguments'). Declared outside
    any parallel region, the array is shared by the threads (jacobi-1d's ``B`` in diamonds: 384
    against 416-547 us a call on one thread with ``B`` 0-64 bytes after ``A`` modulo 4 KiB)."""
    if printer.dynamic:
        return {}
    calls = list(printer.stmts.values())
    out = {}
    for t in temps:
        if not any(re.search(rf"\b{printer.array(t)}\b", text) for text in printer.regions):
            continue
        tensor = printer.c.tensors[t]
        dims = [int(printer.extent(t, k)) for k in range(tensor.rank)]
        if tensor.rank == 0 or not PAGE <= np.dtype(tensor.dtype).itemsize * math.prod(dims) <= ROW_BYTES or \
                not printer.scop.covers(t):
            continue
        other = _partner_in(printer, calls, t, set(temps))
        if other is not None:
            name, ct = printer.array(t), printer.ctype(tensor.dtype)
            out[t] = [f"  // {t}: on the stack, half a page from {other} (4K aliasing)",
                      *("  " + line for line in placed(ct, name, str(math.prod(dims)),
                                                       "".join(f"[{d}]" for d in dims[1:]), other))]
    return out


def partner(printer, body: Node, t: str, local: set[str]) -> str | None:
    """The C name of the array the row of ``t`` streams beside in ``body``, indexed last as the row
    is: one that a statement reading the row writes, else one that a statement writing the row
    reads (None: none; arrays in ``local`` are rows)."""
    return _partner_in(printer, [printer.stmts[u.stmt] for u in walk(body) if isinstance(u, User)], t, local)


def _partner_in(printer, calls: list[Statement], t: str, local: set[str]) -> str | None:
    """``partner`` among the statements ``calls``."""

    def beside(a: ir.Access, row: ir.Access) -> bool:
        return a.tensor not in local and bool(a.indices) and a.indices[-1] == row.indices[-1]
    for s in calls:
        rows = [x for x in ir.walk(s.rhs) if isinstance(x, ir.Access) and x.tensor == t]
        if any(beside(s.lhs, r) for r in rows):
            return printer.array(s.lhs.tensor)
    for s in calls:
        if s.lhs.tensor == t:
            for x in ir.walk(s.rhs):
                if isinstance(x, ir.Access) and beside(x, s.lhs):
                    return printer.array(x.tensor)
    return None


def contract(site, loop: For) -> dict[str, str]:
    """Temporaries that live in one iteration of ``loop``: every statement that touches one is
    inside it and indexes its leading dimensions by the iterators of the loops around it and of
    ``loop`` itself (softmax's ``e(n, d)`` in the outermost loop over ``n``; avgpool's window
    sums ``S(n, c, h, w)`` in the loop over ``h`` inside those over ``n`` and ``c``), and it is
    fully written before it is read. Each gets a local row inside the loop (in cache, private to
    the thread) instead of a trip to memory: temporary -> the row's C name. Only for fixed sizes
    and rows of at most ``ROW_BYTES``."""
    if site.dynamic:
        return {}
    chain = [*site.loops, loop.iterator]
    calls = list(_users_fixing(loop.body, {}))
    inside = [u for u, _ in calls]
    fixed = {id(u): f for u, f in calls}  # (a User is a value: the same call may sit in two branches)
    rows = {}
    for t in site.c.temps:
        tensor = site.c.tensors[t]
        if t in site.rows or tensor.rank <= len(chain) or not site.scop.covers(t):
            continue
        here = [u for u in inside if _touches(site.stmts[u.stmt], t)]
        if not here or len(here) != _touching(site, t):
            continue
        size = np.dtype(tensor.dtype).itemsize
        for k in range(len(chain), tensor.rank):
            size *= int(site.extent(t, k))
        if size > ROW_BYTES:
            continue
        if all(_leading_indices_are(site.stmts[u.stmt], u.args, t, chain, fixed[id(u)]) for u in here) and \
                not _contracts_below(site, loop, t, chain, here, fixed):
            rows[t] = f"po_row{len(site.rows) + len(rows)}_{site.array(t)}"
    return rows

def _contracts_below(site, loop: For, t: str, chain: list[str], here: list[User], fixed: dict) -> bool:
    """A loop inside ``loop`` holds every statement in ``here`` and indexes ``t`` by its iterator
    next: the row belongs there, smaller and nearer (avgpool's: one row of ``S`` per ``h``, not
    one plane per channel), unless there it would be a single element (softmax gradient's
    ``d_e(n, d)``, written and read in the loop over ``d``: a row per ``n``, not memory)."""
    for inner in _child_loops(loop.body):
        users = [u for u in walk(inner.body) if isinstance(u, User)]
        if all(any(u is v for v in users) for u in here):
            if site.c.tensors[t].rank <= len(chain) + 1:
                return False  # there it would be one element, which has no row: the row stays here
            return all(_leading_indices_are(site.stmts[u.stmt], u.args, t, [*chain, inner.iterator], fixed[id(u)])
                       for u in here)
    return False

def _touching(site, tensor: str) -> int:
    """How many statement calls of the whole loop tree read or write ``tensor`` (memoized)."""
    if tensor not in site.touching:
        site.touching[tensor] = sum(1 for u in walk(site.tree)
                                       if isinstance(u, User) and _touches(site.stmts[u.stmt], tensor))
    return site.touching[tensor]


def _touches(s: Statement, tensor: str) -> bool:
    return s.lhs.tensor == tensor or any(isinstance(x, ir.Access) and x.tensor == tensor for x in ir.walk(s.rhs))


def _child_loops(n: Node):
    """The outermost for loops in ``n``."""
    if isinstance(n, For):
        yield n
    elif isinstance(n, Block):
        for b in n.body:
            yield from _child_loops(b)
    elif isinstance(n, If):
        yield from _child_loops(n.then)
        if n.other is not None:
            yield from _child_loops(n.other)
    elif isinstance(n, Mark):
        yield from _child_loops(n.body)


def _users_fixing(n: Node, fixed: dict[str, int]):
    """(statement call, {iterator: value}) for each statement call in ``n``: the iterators that the
    conditions around it in ``n`` fix (``if (c2 == 0)``: the call's ``h`` is printed as 0, not c2)."""
    if isinstance(n, User):
        yield n, fixed
    elif isinstance(n, For | Mark):
        yield from _users_fixing(n.body, fixed)
    elif isinstance(n, Block):
        for b in n.body:
            yield from _users_fixing(b, fixed)
    elif isinstance(n, If):
        c = n.cond
        pair = c.args if isinstance(c, AOp) and c.op == "eq" else ()
        then = fixed
        if len(pair) == 2 and isinstance(pair[0], AId) and isinstance(pair[1], AInt):
            then = {**fixed, pair[0].name: pair[1].value}
        yield from _users_fixing(n.then, then)
        if n.other is not None:
            yield from _users_fixing(n.other, fixed)


def _leading_indices_are(s: Statement, args, tensor: str, iterators: list[str], fixed: dict[str, int]) -> bool:
    """Every access of ``s`` to ``tensor`` has the loop ``iterators`` alone as its leading indices
    (or the value a condition around the call fixes an iterator to)."""
    binding = dict(zip(s.vars, args))
    for a in [s.lhs, *(x for x in ir.walk(s.rhs) if isinstance(x, ir.Access))]:
        if a.tensor != tensor:
            continue
        for ix, it in zip(a.indices, iterators):
            bound = binding.get(ix.name) if isinstance(ix, ir.Var) else None
            if bound != AId(it) and not (it in fixed and bound == AInt(fixed[it])):
                return False
    return True
