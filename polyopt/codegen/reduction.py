"""Reduction loops with the accumulator in a register: an innermost loop whose statements all
reduce into an element that does not move with the loop (``y[i] += A[i][j] * x[j]`` over ``j``)
is printed with a local accumulator per statement, started at the reduction's identity, marked
``omp simd reduction`` so gcc vectorizes it, and combined into the element after the loop.
Float sums whose reads run contiguously along the loop are summed in vector registers directly
(``_vector_sum``): gcc 12 leaves some ``omp simd`` reductions inside OpenMP regions scalar.

Reductions may be reassociated (that is what makes them reductions, see ``poly/deps.py``); the
partial sums this gives are also more accurate than one running float sum. Long or unknown trip
counts are summed in chunks of ``CHUNK`` iterations, each into a fresh partial, so a float32 sum
over millions of terms keeps its precision (the error grows with the chunk, not the length).

>>> update("max", "float32", "t_y[c0]", "po_r0")
'{ float v = po_r0; t_y[c0] = (v > t_y[c0] || t_y[c0] != t_y[c0]) ? v : t_y[c0]; }'
"""

from __future__ import annotations

import re

import numpy as np

from polyopt.codegen import hoist, prefetch, stream
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.fork_if import STRIDED_COST
from polyopt.codegen.loops import CARRIES, AId, AInt, Block, For, User, chunkable, walk, work
from polyopt.codegen.microkernel import _trip, _uses
from polyopt.codegen.plans import ArraySections, NestReduction, RegisterReduction
from polyopt.lang import ir
from polyopt.lang.check import is_float
from polyopt.lang.ir import C_TYPES
from polyopt.schedule.strips import ARRAY_BYTES, ARRAY_WORK  # (the schedule shares rows within these)
from polyopt.tuning import tuning

CHUNK = 1024  # iterations per partial sum in long reductions


def plan(site, loop: For) -> RegisterReduction | NestReduction | ArraySections | None:
    """``loop`` planned with register accumulators, or None if it is not such a loop.

    Other statements may share an innermost loop when it carries nothing but reduction chains
    (the ``reduction_safe`` mark of ``loops.lower``): they run in the same SIMD loop. The
    outermost loop of a nest that only reduces into fixed elements (``s() +=! A(i,j)``) becomes
    an OpenMP ``parallel for reduction``.
    """
    if loop.marks & {"vector", "parallel"}:
        return None
    users = _flat(loop.body)
    if users and all(isinstance(u, User) for u in users):
        return _innermost(site, loop, users)
    return _outermost(site, loop) or plan_sections(site, loop)


def _innermost(site, loop: For, users) -> RegisterReduction | None:
    stmts = [site.stmts[u.stmt] for u in users]
    read = set().union(*({x.tensor for x in ir.walk(s.rhs) if isinstance(x, ir.Access)} for s in stmts))
    candidates = [_reduces(s) and _invariant(s, u, {loop.iterator}) for s, u in zip(stmts, users)]
    # a tensor some statement writes in another way (or with another op) keeps its plain updates
    mixed = {s.lhs.tensor for s, c in zip(stmts, candidates) if not c}
    ops = {}
    for s, c in zip(stmts, candidates):
        if c and ops.setdefault(s.lhs.tensor, s.op) != s.op:
            mixed.add(s.lhs.tensor)
    plans = []
    for s, u, c in zip(stmts, users, candidates):
        if c and s.lhs.tensor not in read and s.lhs.tensor not in mixed:
            plans.append((s, u))  # one accumulator per update, combined in order after the loop
    if not plans or (len(plans) < len(users) and "reduction_safe" not in loop.marks):
        return None
    simd = contiguous(site, loop, users)  # no gathers across a matrix's rows
    # a read that leaves the cache line each iteration (a diagonal, a column) costs a miss each
    fork = len(plans) == len(users) and site.may_fork(loop, strided=not simd)
    trip = _trip(loop)
    sums = any(s.op == "+" and is_float(site.c.tensors[s.lhs.tensor].dtype) for s, _ in plans)
    chunked = sums and (trip is None or trip > 2 * CHUNK) and chunkable(loop)  # chunks are for accuracy
    # the prefetches of vector sums (where the loop may print as such), and of blocks of an omp
    # simd loop (its own, not the threads')
    vector = simd and not (fork and not chunked)
    short = [prefetch.runs_ahead(site, loop, s, u) for s, u in plans] if vector else []
    block = len({u.args for _, u in plans}) > 1  # (a block of rows summed in one pass: a matvec's)
    runs = tuple(tuple(r or prefetch.whole_rows(site, loop, s, u, block)) for r, (s, u) in zip(short, plans))
    rows, item = prefetch.rows_ahead(site, loop, users) if simd and not chunked and not fork else ((), 1)
    gathered = tuple(x for x in hoist.plan(site, loop) if x[2] is not None)
    return RegisterReduction(loop, tuple(plans), tuple(users), fork, simd, chunked, runs, rows, item, any(short),
                             gathered)


def _outermost(site, loop: For) -> NestReduction | None:
    """The whole nest reduces into elements fixed for the nest: one ``parallel for reduction``."""
    if "reduction_safe" not in loop.marks or not site.may_fork(loop):
        return None
    users = [n for n in walk(loop.body) if isinstance(n, User)]
    iterators = {loop.iterator} | {n.iterator for n in walk(loop.body) if isinstance(n, For)}
    by_stmt, element = {}, {}
    for u in users:
        s = site.stmts[u.stmt]
        if not _reduces(s) or not _invariant(s, u, iterators):
            return None
        if element.setdefault(s.name, site.lhs(s, u.args)) != site.lhs(s, u.args):
            return None  # one statement, two elements (an unrolled loop): one accumulator would mix them
        by_stmt[s.name] = s
    written = [s.lhs.tensor for s in by_stmt.values()]
    if not by_stmt or len(set(written)) != len(written) or any(_reads(s, set(written)) for s in by_stmt.values()):
        return None
    return NestReduction(loop, tuple((s, next(u for u in users if u.stmt == s.name)) for s in by_stmt.values()))


def nest_lines(printer, planned: NestReduction, depth: int) -> list[str]:
    """C lines of a nest that reduces into fixed elements: one ``parallel for reduction``."""
    loop, pad = planned.loop, "  " * depth
    accs = [(printer.new_acc(), s, u) for s, u in planned.updates]
    out = [f"{pad}{{"]
    for acc, s, _ in accs:
        dt = printer.c.tensors[s.lhs.tensor].dtype
        out.append(f"{pad}  {acc_type(printer, dt)} {acc} = {printer.identity(s.op, dt)};")
    clauses = " ".join(f"reduction({omp_op(s.op, printer.c.tensors[s.lhs.tensor].dtype)}:{acc})"
                       for acc, s, _ in accs)
    out.append(f"{pad}  #pragma omp parallel for {clauses}{printer.threads_clause()}{printer.fork_if(loop)}")
    out.append(f"{pad}  for ({_bounds(loop)}) {{")
    saved = dict(printer.redirect)
    printer.redirect.update({s.name: acc for acc, s, _ in accs})
    printer.for_depth += 1
    try:
        out += printer.node(planned.body, depth + 2)
    finally:
        printer.for_depth -= 1
        printer.redirect = saved
    out.append(f"{pad}  }}")
    for acc, s, u in accs:
        dt = printer.c.tensors[s.lhs.tensor].dtype
        out.append(f"{pad}  {update(s.op, dt, printer.lhs(s, u.args), acc, printer.nan_free(s))}")
    return out + [f"{pad}}}"]


def plan_sections(site, loop: For) -> ArraySections | None:
    """The nest reduces into elements that move with its inner loops only (column sums: ``O(j)``
    over ``i``): the outer loop goes to the threads, each accumulating into a private copy of the
    result (an OpenMP array-section reduction), combined at the end. Only for results of at most
    ``ARRAY_BYTES`` and nests with ``ARRAY_WORK`` times more instances than elements to combine.

    Other statements may share the loop where it carries none of their dependences (the
    ``loops.CARRIES`` marks name the statements whose chains it carries): bicg's dot products
    ``q(i)`` in the loop over blocks of rows (``schedule/row_blocks.py``) write rows of their own
    on each thread, beside the column sums ``s(j)`` summed in private copies."""
    if "reduction_safe" not in loop.marks or site.dynamic or not site.may_fork(loop):
        return None
    users = [n for n in walk(loop.body) if isinstance(n, User)]
    carried = {m[len(CARRIES):] for m in loop.marks if m.startswith(CARRIES)}
    ops: dict[str, str] = {}
    others = []
    for u in users:
        s = site.stmts[u.stmt]
        if carried and s.name not in carried:
            others.append(s)  # (its dependences stay inside an iteration)
        elif not _reduces(s) or not _invariant(s, u, {loop.iterator}) or ops.setdefault(s.lhs.tensor, s.op) != s.op:
            return None
    tensors = site.c.tensors
    if not ops or any(tensors[t].kind == "scalar" or tensors[t].dtype == "bool" for t in ops):
        return None
    if any(_reads(site.stmts[u.stmt], set(ops)) for u in users) or any(s.lhs.tensor in ops for s in others):
        return None
    sections, elements, size = [], 0, 0
    for t, op in ops.items():
        dims = [site.extent(t, k) for k in range(tensors[t].rank)] or ["1"]
        count = 1
        for d in dims:
            count *= int(d)
        elements += count
        size += count * np.dtype(tensors[t].dtype).itemsize
        sections.append(f"reduction({_OMP_OP[op]}:{site.array(t)}{''.join(f'[0:{d}]' for d in dims)})")
    if size > ARRAY_BYTES or work(loop) < ARRAY_WORK * elements:
        return None
    return ArraySections(loop, tuple(sections))


def sections_lines(printer, planned: ArraySections, depth: int) -> list[str]:
    """C lines of the outer loop of an array-section reduction (the threads' private copies)."""
    loop, pad = planned.loop, "  " * depth
    out = [f"{pad}#pragma omp parallel for {' '.join(planned.sections)}{printer.threads_clause()}",
           f"{pad}for ({_bounds(loop)}) {{"]
    printer.for_depth += 1
    try:
        out += printer.node(planned.body, depth + 1)
    finally:
        printer.for_depth -= 1
    return out + [f"{pad}}}"]




def _flat(n) -> list:
    """The nodes of a body with nested blocks (unrolled loops give blocks of blocks) in order."""
    return [x for b in n.body for x in _flat(b)] if isinstance(n, Block) else [n]


def contiguous(printer, loop: For, users) -> bool:
    """Every access that moves with ``loop`` moves along its last index only (unit stride): SIMD
    pays. ``B(k,j)`` over ``k`` (program-order matmul) would make it a gather of rows."""
    for u in users:
        s = printer.stmts[u.stmt]
        moving = {v for v, a in zip(s.vars, u.args) if _uses(a, loop.iterator)}
        for a in [s.lhs, *(x for x in ir.walk(s.rhs) if isinstance(x, ir.Access))]:
            if any(ir.walk_vars(ix) & moving for ix in a.indices[:-1]):
                return False
    return True


def _reduces(s) -> bool:
    return s.kind == "update" and s.op in _OMP_OP


def _reads(s, tensors: set[str]) -> bool:
    return any(isinstance(x, ir.Access) and x.tensor in tensors for x in ir.walk(s.rhs))


def _invariant(s, u: User, iterators: set[str]) -> bool:
    """The element ``s`` updates does not move with the loops over ``iterators``."""
    moving = {v for v, a in zip(s.vars, u.args) if any(_uses(a, it) for it in iterators)}
    return not any(isinstance(x, ir.Var) and x.name in moving for ix in s.lhs.indices for x in ir.walk(ix))


def _bounds(loop: For) -> str:
    it = loop.iterator
    return f"long {it} = {aexpr_c(loop.init)}; {aexpr_c(loop.cond)}; {it} += {aexpr_c(loop.inc)}"


def register_lines(printer, planned: RegisterReduction, depth: int) -> list[str]:
    """C lines of an innermost loop with register accumulators (vector sums, chunks, prefetched
    blocks where they pay), combined into the elements after it; the gathered indices it does
    not move checked before it (``planned.hoisted``)."""
    saved = dict(printer.hoisted)
    try:
        return hoist.lines(printer, planned.hoisted, "  " * depth) + _register_lines(printer, planned, depth)
    finally:
        printer.hoisted = saved


def _register_lines(printer, planned: RegisterReduction, depth: int) -> list[str]:
    loop, plans, users, fork = planned.loop, planned.plans, list(planned.users), planned.fork
    pad = "  " * depth
    accs = []
    for s, u in plans:
        dt = printer.c.tensors[s.lhs.tensor].dtype
        accs.append((printer.new_acc(), s, u, dt))
    acc_of = {id(u): k for k, (_, u) in enumerate(plans)}
    chunked = planned.chunked
    out = [f"{pad}{{"]
    for acc, s, _, dt in accs:
        out.append(f"{pad}  {acc_type(printer, dt)} {acc} = {printer.identity(s.op, dt)};")
    inner_pad, inner_accs = pad + "  ", accs
    simd = "simd" if planned.simd else ""
    # (a read leaving its cache line each iteration counts STRIDED_COST instances: Site.may_fork)
    when = printer.fork_if(loop, printer.parallel_min_work // (1 if planned.simd else STRIDED_COST)) if fork else ""
    if chunked:
        it, hi = loop.iterator, loop.cond.args[1]
        if fork:  # the chunks go to the threads, each thread keeps partial sums per chunk
            clauses = " ".join(f"reduction({omp_op(s.op, dt)}:{acc})" for acc, s, _, dt in accs)
            out.append(f"{pad}  #pragma omp parallel for {clauses}{printer.threads_clause()}{when}")
        out.append(f"{pad}  for (long po_c = {aexpr_c(loop.init)}; po_c <= {aexpr_c(hi)}; po_c += {CHUNK}) {{")
        inner_pad = pad + "    "
        inner_accs = [(printer.new_acc("p"), s, u, dt) for _, s, u, dt in accs]
        for acc, s, _, dt in inner_accs:
            out.append(f"{inner_pad}{acc_type(printer, dt)} {acc} = {printer.identity(s.op, dt)};")
        bounds = f"long {it} = po_c; {it} <= po_min({aexpr_c(hi)}, po_c + {CHUNK - 1}); {it} += 1"
    else:
        bounds = _bounds(loop)
        if fork:
            simd = f"parallel for{' simd' if simd else ''}{printer.threads_clause()}{when}"
    clauses = " ".join(f"reduction({omp_op(s.op, dt)}:{acc})" for acc, s, _, dt in inner_accs)
    runs = {id(u): r for (_, u), r in zip(plans, planned.runs_ahead)}
    vector = None
    if simd and not (fork and not chunked):
        # other statements before the sums (layernorm's ``xc = X - mean`` before ``var += xc * xc``)
        # are stored a vector at a time in the sums' steps
        split = _split(printer, loop, users, acc_of) if len(plans) < len(users) else None
        others, sums = split if split is not None else ((), users)
        later = prefetch.block_lines(printer, planned.rows_ahead, loop.iterator) if not chunked else []
        vector = _vector_sum(printer, loop, inner_accs, sums, bounds, inner_pad, runs, tuple(others),
                             (later, planned.row_bytes), planned.short_runs)
    if vector is not None:
        out += vector
    else:
        ahead, item = (prefetch.block_lines(printer, planned.rows_ahead), planned.row_bytes) \
            if simd == "simd" and not chunked else ([], 1)
        split = _split(printer, loop, users, acc_of) if ahead else None
        if split is not None:  # the sums leave the blocks, for a loop of their own after them
            users, sums = split
            clauses = ""
        if ahead:  # blocks of a few lines, each prefetching the same lines of a later row
            it, hi = loop.iterator, aexpr_c(loop.cond.args[1])
            step = prefetch.BLOCK_BYTES // item
            out.append(f"{inner_pad}for (long po_b = {aexpr_c(loop.init)}; po_b <= {hi}; po_b += {step}) {{")
            inner_pad += "  "
            line = printer.target.line_bytes
            out += [f"{inner_pad}for (long po_q = 0; po_q < {prefetch.BLOCK_BYTES}; po_q += {line}) "
                    f"__builtin_prefetch((const char *)&{a} + po_q, 0, 3);" for a in ahead]
            bounds = f"long {it} = po_b; {it} <= po_min({hi}, po_b + {step - 1}); {it} += 1"
        if simd:
            out.append(f"{inner_pad}#pragma omp {simd}{' ' if clauses else ''}{clauses}")
        out.append(f"{inner_pad}for ({bounds}) {{")
        for u in users:  # in the loop body's order
            if id(u) not in acc_of:
                out.append(f"{inner_pad}  {printer.statement(printer.stmts[u.stmt], u.args)}")
                continue
            acc, s, _, dt = inner_accs[acc_of[id(u)]]
            out.append(f"{inner_pad}  {update(s.op, dt, acc, printer.update_rhs(s, u.args), nan_free=True)}")
        out.append(f"{inner_pad}}}")
        if ahead:
            inner_pad = inner_pad[:-2]
            out.append(f"{inner_pad}}}")
        if split is not None:
            mine = [inner_accs[acc_of[id(u)]] for u in sums]
            bounds = _bounds(loop)
            out += _vector_sum(printer, loop, mine, sums, bounds, inner_pad, runs) or [
                f"{inner_pad}#pragma omp simd {' '.join(f'reduction({omp_op(s.op, dt)}:{a})' for a, s, _, dt in mine)}",
                f"{inner_pad}for ({bounds}) {{",
                *(f"{inner_pad}  {update(s.op, dt, a, printer.update_rhs(s, u.args), nan_free=True)}"
                  for a, s, u, dt in mine),
                f"{inner_pad}}}"]
    if chunked:
        for (outer, s, _, dt), (inner, _, _, _) in zip(accs, inner_accs):
            out.append(f"{inner_pad}{update(s.op, dt, outer, inner, nan_free=True)}")
        out.append(f"{pad}  }}")
    for acc, s, u, dt in accs:
        out.append(f"{pad}  {update(s.op, dt, printer.lhs(s, u.args), acc, printer.nan_free(s))}")
    return out + [f"{pad}}}"]


def _values(e: ir.Expr):
    """The reads of ``e`` whose values it computes with (not those inside another read's indices:
    a gathered row's index)."""
    if isinstance(e, ir.Access):
        yield e
        return
    for x in ir.children(e):
        yield from _values(x)


_OMP_OP = {"+": "+", "*": "*", "max": "max", "min": "min"}
# bools reduce as logical or ("+", "max": any) and logical and ("*", "min": all), in an unsigned char:
# gcc 12.2 miscompiles ``_Bool`` accumulators under ``omp simd reduction(+:...)`` (wrong sums from 8
# lanes on, then a crash)
_BOOL_OP = {"+": "|", "max": "|", "*": "&", "min": "&"}
BOOL_ACC = "unsigned char"


def omp_op(op: str, dt: str) -> str:
    """The OpenMP reduction operator of ``op`` on ``dt``.

    >>> omp_op("+", "int8"), omp_op("+", "bool"), omp_op("min", "bool")
    ('+', '|', '&')
    """
    return _BOOL_OP[op] if dt == "bool" else _OMP_OP[op]


def acc_type(printer, dt: str) -> str:
    """The C type of a register accumulator of ``dt`` (bools in ``BOOL_ACC``)."""
    return BOOL_ACC if dt == "bool" else printer.ctype(dt)


def _split(printer, loop: For, users, acc_of) -> tuple[list, list] | None:
    """The loop's other statements and its reductions, when the reductions can run in a loop of
    their own after the others: each read of a tensor that the others write is of the element an
    earlier statement of the same iteration wrote (softmax's ``s += e`` after ``e = exp(...)``),
    one element an iteration (the loop moves the last index). None where they cannot, or where
    nothing would be split."""
    others = [u for u in users if id(u) not in acc_of]
    sums = [u for u in users if id(u) in acc_of]
    if not others or not sums:
        return None
    written: dict[str, tuple[int, str]] = {}
    for k, u in enumerate(users):
        if id(u) in acc_of:
            continue
        s = printer.stmts[u.stmt]
        args = dict(zip(s.vars, u.args))
        jv = next((v for v, a in args.items() if a == AId(loop.iterator)), None)
        if s.lhs.tensor in written or jv is None or not s.lhs.indices or \
                any(_uses(a, loop.iterator) for v, a in args.items() if v != jv) or \
                ir.stride(s.lhs.indices[-1], jv) != 1 or any(ir.stride(ix, jv) != 0 for ix in s.lhs.indices[:-1]):
            return None
        written[s.lhs.tensor] = (k, printer.lhs(s, u.args))
    for k, u in enumerate(users):
        if id(u) not in acc_of:
            continue
        s = printer.stmts[u.stmt]
        vars_ = printer.statement_vars(s, u.args)
        for a in ir.walk(s.rhs):
            if isinstance(a, ir.Access) and a.tensor in written:
                at, text = written[a.tensor]
                if at > k or printer.access(a, vars_) != text:
                    return None
    return others, sums


def _vector_sum(printer, loop: For, accs, users, bounds: str, pad: str, runs: dict,
                others: tuple = (), later: tuple[list[str], int] = ([], 1), short: bool = False) -> list[str] | None:
    """The loop as sums (or max, min) into vector registers (GCC vector extensions: 16 floats a
    step, the lanes combined at the end, a scalar loop for the rest), or None where it does not
    fit: only float reductions of one type, reads along the loop contiguous, at least one vector
    step; nothing else in the loop but ``others``, assignments of that type along the loop's
    last index that the sums may read back (``_split``), stored a vector at a time before them.
    ``omp simd reduction`` does the same, except inside an OpenMP region where the loop's bounds
    depend on the parallel loop (trmv's ``j <= i``): there gcc 12 left it scalar (3x slower).
    Long loops without prefetches sum into ``Tuning.sum_chains`` vectors in all, so the adds do
    not wait on each other (one vector: one step per add latency, four cycles); with prefetches,
    a step reads one cache line of each stream (one vector with AVX-512, two chains with AVX2)
    and prefetches each line once (``runs``: id of a call -> its planned prefetches). ``later``:
    the rows that a step prefetches a whole step of (``prefetch.rows_ahead``, at the step's start:
    softmax's exp reads a row an earlier pass brought in, and memory works on a later one), and
    their element size. Prefetched short runs (``short``: batchnorm's channel runs, 3 KiB each,
    ``prefetch.runs_ahead``) sum into ``Tuning.sum_chains`` vectors with a prefetch per line of
    a step: on AVX-512, whose long rows take one line a step, batchnorm_moments from memory on one
    Zen 4 thread 1.62 -> 1.46 ms."""
    from polyopt.codegen import microkernel

    dts = {dt for _, _, _, dt in accs}
    if len(dts) != 1 or len(accs) != len(users) or any(s.op not in ("+", "max", "min") for _, s, _, _ in accs):
        return None
    dt = dts.pop()
    if dt not in ("float32", "float64") or loop.inc != AInt(1):
        return None
    vtype, load, _, _ = microkernel._VT[dt]
    width = microkernel.lanes(dt, printer.vbytes)
    trip = _trip(loop)
    if trip is not None and trip < width:  # no vector step: gcc does better with the short loop
        return None
    it = loop.iterator
    chains = max(tuning(printer.target).sum_chains, tuning(printer.target).prefetched_chains,
                 tuning(printer.target).prefetch_every(printer.vbytes))
    stores = _vector_stores(printer, loop, others, dt, chains)
    if stores is None:
        return None
    lines, sums, ahead = [], [], []
    for (acc, s, u, _), user in zip(accs, users):
        if u is not user:
            return None
        args = dict(zip(s.vars, u.args))
        bound = [v for v, a in args.items() if a == AId(it)]
        if len(bound) != 1 or any(_uses(a, it) for v, a in args.items() if v != bound[0]):
            return None
        names = set(s.vars) | set(printer.c.sizes)
        gathers = bool(printer.hoisted)  # (a gathered row's index checked before the loop)
        if not stream._streamable(s.rhs, bound[0], names, dt, gathers, stream.vector_calls(printer, dt)) or any(
                printer.c.tensors[x.tensor].dtype != dt for x in _values(s.rhs)):
            return None
        vars_ = printer.statement_vars(s, u.args)
        printer.vector = (bound[0], lambda p: f"{load}({p})", None)
        try:
            vecs = [printer.expr(s.rhs, {**vars_, bound[0]: f"({it} + {k * width})"} if k else vars_, dt)
                    for k in range(chains)]
        finally:
            printer.vector = None
        if s.op != "+" and not any(isinstance(x, ir.Var) and x.name == bound[0] for x in ir.walk(s.rhs)):
            # the same in every lane (``T1(i) min=! B(i + 2)`` over k): a scalar, which GCC broadcasts
            # for '+' but po_vmin's vector parameter does not take (a gcc error); minus a zero vector
            # it is a vector of the same value (-0.0 stays -0.0)
            vecs = [f"(({x}) - ({vtype}){{0}})" for x in vecs]
        sums.append((acc, printer.new_acc("v"), vecs, printer.update_rhs(s, u.args), s.op))
        ahead += [x for x in prefetch.vector_lines(printer, s, u, runs[id(u)]) if x not in ahead]
    start, cond, step_ = bounds.split("; ")
    hi = cond.split(" <= ", 1)[1] if cond.startswith(f"{it} <= ") else None
    if hi is None:
        return None
    tn = tuning(printer.target)
    # independent chains, counting every sum's; with prefetches, a step of whole cache lines
    # (``Tuning.prefetched_chains`` vectors in all, at least one line; one prefetch per line and
    # stream, in the first loop only)
    per_line = tn.prefetch_every(printer.vbytes)
    chains = tn.sum_vectors(len(sums)) if short else tn.prefetched_chains // len(sums)
    many = max(per_line, chains // per_line * per_line) if ahead else tn.sum_vectors(len(sums))
    if trip is not None and trip < 2 * many * width:
        many = 1
    printer.uses_vectors = True

    def step(op: str, v: str, x: str) -> str:
        return f"{v} += {x};" if op == "+" else f"{v} = po_v{op}{vtype[-1]}({v}, {x});"

    lines.append(f"{pad}{{")
    for _, v, _, _, op in sums:
        start_value = "{0}" if op == "+" else f"({vtype}){{0}} + ({printer.identity(op, dt)})"
        lines.append(f"{pad}  {vtype} {', '.join(f'{v}{_part(k)} = {start_value}' for k in range(many))};")
    lines.append(f"{pad}  {start};")
    if many > 1:
        lines.append(f"{pad}  for (; {it} + {many * width - 1} <= {hi}; {it} += {many * width}) {{")
        lines += [f"{pad}    {store[k]}" for k in range(many) for store, _ in stores]
        lines += [f"{pad}    {step(op, v + _part(k), vecs[k])}" for _, v, vecs, _, op in sums for k in range(many)]
        lines += [f"{pad}    {_line_on(x, k * printer.target.line_bytes)}" for k in range(many // per_line)
                  for x in ahead]
        rows, item = later
        lines += [f"{pad}    __builtin_prefetch((const char *)&{x}{f' + {q}' if q else ''}, 0, 3);" for x in rows
                  for q in range(0, many * width * item, printer.target.line_bytes)]
        lines.append(f"{pad}  }}")
    lines.append(f"{pad}  for (; {it} + {width - 1} <= {hi}; {it} += {width}) {{")
    lines += [f"{pad}    {store[0]}" for store, _ in stores]
    lines += [f"{pad}    {step(op, v, vecs[0])}" for _, v, vecs, _, op in sums]
    lines += [f"{pad}    {x}" for x in ahead] if many == 1 else []
    lines.append(f"{pad}  }}")
    for _, v, _, _, op in sums if many > 1 else ():
        lines += [f"{pad}  {step(op, v, v + _part(k))}" for k in range(1, many)]
    for acc, v, _, _, op in sums:
        if op == "+" and dt in ("float32", "float64"):  # a tree of halves: log2(width) dependent adds
            lines.append(f"{pad}  {update(op, dt, acc, f'po_hsum{vtype[-1]}({v})', nan_free=True)}")
        else:
            lines.append(f"{pad}  for (int po_l = 0; po_l < {width}; po_l += 1) "
                         f"{update(op, dt, acc, f'{v}[po_l]', nan_free=True)}")
    lines.append(f"{pad}  for (; {cond}; {step_}) {{")
    lines += [f"{pad}    {scalar}" for _, scalar in stores]
    lines += [f"{pad}    {update(op, dt, acc, scalar, nan_free=True)}" for acc, _, _, scalar, op in sums]
    lines.append(f"{pad}  }}")
    return lines + [f"{pad}}}"]


def _vector_stores(printer, loop: For, others, dt: str, chains: int) -> list[tuple[list[str], str]] | None:
    """Per statement of ``others`` (assignments along ``loop``, ``_split`` checked them): its vector
    stores, one per chain (``chains`` vectors a step), and its scalar statement; None where one
    is no vectorizable assignment of ``dt``."""
    from polyopt.codegen import microkernel

    _, _, store, _ = microkernel._VT.get(dt, (None, None, None, None))
    width, it, out = microkernel.lanes(dt, printer.vbytes), loop.iterator, []
    for u in others:
        s = printer.stmts[u.stmt]
        bound = next(v for v, a in zip(s.vars, u.args) if a == AId(it))
        names = set(s.vars) | set(printer.c.sizes)
        if s.kind != "assign" or printer.c.tensors[s.lhs.tensor].dtype != dt or \
                not stream._streamable(s.rhs, bound, names, dt, calls=stream.vector_calls(printer, dt)) or \
                any(isinstance(x, ir.Access) and printer.c.tensors[x.tensor].dtype != dt for x in ir.walk(s.rhs)):
            return None
        vars_ = printer.statement_vars(s, u.args)
        at = [{**vars_, bound: f"({it} + {k * width})"} if k else vars_ for k in range(chains)]
        targets = [printer.access(s.lhs, x) for x in at]
        printer.vector = (bound, lambda p: f"{microkernel._VT[dt][1]}({p})", None)
        try:
            values = [printer.expr(s.rhs, x, dt) for x in at]
            if not printer.along_vector(s.rhs):  # the same in every lane: a vector of it
                values = [f"(({v}) - ({microkernel._VT[dt][0]}){{0}})" for v in values]
        finally:
            printer.vector = None
        texts = [f"{store}(&{t}, {v});" for t, v in zip(targets, values)]
        out.append((texts, printer.statement(s, u.args)))
    return out


def _line_on(prefetch: str, offset: int) -> str:
    """A prefetch statement (``__builtin_prefetch(p + n);``) ``offset`` bytes further on.

    >>> _line_on("__builtin_prefetch((const char *)&x[i] + 512);", 64)
    '__builtin_prefetch((const char *)&x[i] + 576);'
    >>> _line_on("__builtin_prefetch(&x[i]);", 64)
    '__builtin_prefetch(&x[i] + 64);'
    >>> _line_on("__builtin_prefetch((const char *)&x[i] + 512, 0, 1);", 64)   # (read, into L2)
    '__builtin_prefetch((const char *)&x[i] + 576, 0, 1);'
    """
    if not offset:
        return prefetch
    m = re.fullmatch(r"(.* \+ )(\d+)((?:, \d+, \d+)?)\);", prefetch)
    if m:
        return f"{m.group(1)}{int(m.group(2)) + offset}{m.group(3)});"
    m = re.fullmatch(r"(__builtin_prefetch\(.*?)((?:, \d+, \d+)?)\);", prefetch)
    return f"{m.group(1)} + {offset}{m.group(2)});"


def _part(k: int) -> str:
    return f"_{k}" if k else ""


def update(op: str, dt: str, acc: str, value: str, nan_free: bool = False) -> str:
    """C text of ``acc op= value``. Float max and min are selects with ``fmax``'s meaning (a NaN
    operand is ignored): gcc vectorizes those, while ``fmaxf`` stays a library call per element.
    ``nan_free``: ``acc`` cannot hold a NaN (it started at the identity and only took values
    through such selects), so the select needs no test of it: one ``vmaxps``.

    >>> update("max", "int32", "a", "b"), update("min", "float32", "a", "b", nan_free=True)
    ('{ int32_t v = b; if (v > a) a = v; }', '{ float v = b; a = (v < a) ? v : a; }')
    >>> update("+", "bool", "a", "b")
    'a |= b;'
    """
    if dt == "bool":  # any or all (``_BOOL_OP``); b is 0 or 1
        return f"{acc} {_BOOL_OP[op]}= {value};"
    if op in ("+", "*"):
        return f"{acc} {op}= {value};"
    cmp = ">" if op == "max" else "<"
    if is_float(dt) and nan_free:
        return f"{{ {C_TYPES[dt]} v = {value}; {acc} = (v {cmp} {acc}) ? v : {acc}; }}"
    if is_float(dt):
        return f"{{ {C_TYPES[dt]} v = {value}; {acc} = (v {cmp} {acc} || {acc} != {acc}) ? v : {acc}; }}"
    return f"{{ {C_TYPES[dt]} v = {value}; if (v {cmp} {acc}) {acc} = v; }}"
