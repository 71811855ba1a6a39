"""Convolutions with vectors along the output channels, at known sizes.

A convolution ``O(n, k, h, w) +=! X(n, c, ...h, w, window...) * Wt(k, c, window...)`` printed as
register blocks along ``w`` (vectors of output columns) loses lanes and speed at every width that
is not a multiple of its block: 56 = 3 x 16 + 8, 54 = 48 + 6, stride 2's 27 = 16 + 11, each row
ending in an edge block. Here the vectors run along the output CHANNELS instead (oneDNN's layout):

- the weights are packed once a call, ``Wp[K / KB][C][T][KB]`` (``KB``: the block's vectors of
  channels, zeros past ``K``; ``T``: the window's points);
- the output plane is flat (``q = h * OW + w``) and cut in blocks of ``P`` pixels that may cross
  rows, each pixel its own offset into ``X``: no edge block but the plane's last;
- a step (c, window point) is ``VB`` vector loads of ``Wp``, ``P`` broadcasts of ``X`` and
  ``P x VB`` FMAs into as many accumulators;
- the reduction over ``c`` runs ``Tuning.window_depth`` channels at a time over the whole plane,
  accumulating in a pixel-major buffer ``rb[OH * OW][KB]`` (L2), so that a pass's weights stay in
  L1;
- ``rb`` goes to ``O`` through transposes of ``L x L`` floats in registers (``po_tr_vf``), with
  the statement that rewrites each element after the sum (``relu(O + bias(k))``) applied there;
- where ``X`` is a zero-padded copy of an input (``poly/padding.py``'s, a "same" convolution's)
  made by loops of its own before this nest and read by it alone, the nest makes it itself one
  image at a time into a buffer of its thread (``PadCopy``; the copy's loops are not printed):
  no whole-batch copy written to memory and read back (conv2d_same at the bench sizes, one Zen
  3 thread: 23.3 -> 21.0 ms with the pass's known channel count, torch 22.8); a copy that only
  re-indexes an input (split by phase, a stride-2 convolution's) is not made at all: the
  blocks read the input (conv2d_stride2, one thread: 11.3 -> 10.1 ms, torch 11.9);
- with threads (``Site.may_fork``), one ``omp parallel`` region: each thread its own ``rb`` (a
  ``static __thread`` buffer kept between calls; one it could not allocate sets a flag, status 2
  after the region), the weights packed by ``omp for`` (its barrier), then ``omp for
  collapse(2)`` over (n, blocks of channels); not taken where those are fewer than the threads.

Measured on one Zen 3 core (AVX2; benchmarks/RESULTS.md, conv8), torch's time over polyopt's
before -> after, three runs: 0.88-0.90 -> 0.91-1.00 on "same", 0.87-0.91 -> 1.03-1.13 on
stride 2, 0.94-1.00 -> 1.15-1.30 on the valid conv; on an AMD Zen 4 with AVX-512 (one thread, 16
lanes) 0.86-0.93 -> 1.01-1.13. The block's shape comes from ``Tuning.channel_block`` (None: not
used).

The nest taken is a whole outermost loop holding every instance of one sum (its zeroing, and
at most one statement that rewrites the sum's elements after it); ``X``'s flat index must be a
sum of an (n) part, a part linear in ``c``, one linear in the pixel and one over the window
(a padded copy and a copy split by phase both are), the output's plane contiguous.
"""

from __future__ import annotations

import functools

import islpy as isl

from polyopt.codegen.loops import Block, For, User, walk
from polyopt.codegen.plans import ChannelConv, Flat, PadCopy
from polyopt.lang import ir
from polyopt.target import lanes
from polyopt.tuning import tuning


def _box(dom: isl.Set) -> list[tuple[int, int]] | None:
    """(lo, extent) of each dimension of ``dom`` when it is a box of constants, else None."""
    if dom.is_empty():
        return None
    out = []
    for i in range(dom.dim(isl.dim_type.set)):
        lo, hi = dom.dim_min(i), dom.dim_max(i)
        if not (lo.is_cst() and hi.is_cst()):
            return None
        lo_v = lo.get_pieces()[0][1].get_constant_val().to_python()
        hi_v = hi.get_pieces()[0][1].get_constant_val().to_python()
        out.append((lo_v, hi_v - lo_v + 1))
    box = isl.Set.universe(dom.get_space())
    for i, (lo, n) in enumerate(out):
        box = box.lower_bound_val(isl.dim_type.set, i, isl.Val.int_from_si(dom.get_ctx(), lo))
        box = box.upper_bound_val(isl.dim_type.set, i, isl.Val.int_from_si(dom.get_ctx(), lo + n - 1))
    return out if box.intersect_params(dom.params()).is_equal(dom) else None


def _terms(e: ir.Expr, sign: int = 1) -> list[tuple[int, ir.Expr]]:
    """``e`` as signed terms of a sum.

    >>> [(sign, str(t)) for sign, t in _terms(ir.Binary("-", ir.Var("w"), ir.Binary("/", ir.Var("kw"), ir.Const(2))))]
    [(1, 'w'), (-1, '(kw / 2)')]
    """
    if isinstance(e, ir.Binary) and e.op in ("+", "-"):
        return _terms(e.left, sign) + _terms(e.right, sign if e.op == "+" else -sign)
    if isinstance(e, ir.Unary) and e.op == "-":
        return _terms(e.operand, -sign)
    if isinstance(e, ir.Binary) and e.op == "*" and isinstance(e.left, ir.Const) and isinstance(e.left.value, int) \
            and not isinstance(e.left.value, bool) and len(_terms(e.right)) > 1:  # 2 * (w + kw / 2)
        return [(s, ir.Binary("*", e.left, t)) for s, t in _terms(e.right, sign)]
    return [(sign, e)]


def _value(e: ir.Expr, env: dict[str, int]) -> int | None:
    """``e`` at integer values ``env`` (C's ``/`` and ``%`` on operands that are never negative),
    or None."""
    if isinstance(e, ir.Const) and isinstance(e.value, int) and not isinstance(e.value, bool):
        return e.value
    if isinstance(e, ir.Var):
        return env.get(e.name)
    if isinstance(e, ir.Unary) and e.op == "-":
        v = _value(e.operand, env)
        return None if v is None else -v
    if isinstance(e, ir.Binary) and e.op in ("+", "-", "*", "/", "%"):
        a, b = _value(e.left, env), _value(e.right, env)
        if a is None or b is None:
            return None
        if e.op in ("/", "%"):
            if a < 0 or b <= 0:
                return None
            return a // b if e.op == "/" else a % b
        return a + b if e.op == "+" else a - b if e.op == "-" else a * b
    return None


def _flat(a: ir.Access, extents: list[int], linear: dict[str, tuple[int, int]], window: list[str],
          points: list[dict[str, int]], sizes: dict[str, int]) -> Flat | None:
    """``a``'s flat offset (see ``Flat``): each index a sum of terms, each term linear in one of
    ``linear`` (variable -> its range: lo, extent) or over ``window`` variables only (evaluated at
    each of ``points``), else None."""
    strides = [1] * len(extents)
    for d in range(len(extents) - 2, -1, -1):
        strides[d] = strides[d + 1] * extents[d + 1]
    coef: dict[str, int] = {}
    table = [0] * len(points)
    const = 0
    for ix, stride in zip(a.indices, strides):
        for sign, term in _terms(ix):
            used = ir.walk_vars(term) - set(sizes)
            if not used:
                v = _value(term, sizes)
                if v is None:
                    return None
                const += sign * stride * v
            elif len(used) == 1 and used <= set(linear):
                var = next(iter(used))
                lo, n = linear[var]
                values = [_value(term, {**sizes, var: i}) for i in [0, 1, *range(lo, lo + n)]]
                if None in values or values[0] != 0 or \
                        any(v != values[1] * i for v, i in zip(values[2:], range(lo, lo + n))):
                    return None  # linear, no constant, over the whole range
                coef[var] = coef.get(var, 0) + sign * stride * values[1]
            elif used <= set(window):
                for p, env in enumerate(points):
                    v = _value(term, {**sizes, **env})
                    if v is None:
                        return None
                    table[p] += sign * stride * v
            else:
                return None
    return Flat(a.tensor, tuple(sorted(coef.items())), tuple(table), const)


def plan(site, loop: For) -> ChannelConv | None:
    """``loop`` as a ``ChannelConv``, or None where it is not one (see the module)."""
    shape = tuning(site.target).channel_block if site.target is not None else None
    if shape is None or site.dynamic or site.region or site.for_depth or not site.vectorize or \
            not site.channel_vectors:
        return None
    names = {x.stmt for x in walk(loop) if isinstance(x, User)}
    stmts = [site.stmts[n] for n in names]
    updates = [s for s in stmts if s.kind == "update"]
    if len(updates) != 1 or updates[0].op != "+" or updates[0].body is not None:
        return None
    s = updates[0]
    inits = [t for t in stmts if t.kind == "init"]
    others = [t for t in stmts if t.kind == "assign"]
    if len(inits) != 1 or inits[0].origin != s.origin or len(others) > 1 or len(stmts) != 2 + len(others):
        return None
    everywhere = {x.stmt for x in walk(site.tree) if isinstance(x, User) and x.stmt in names}
    counts = [sum(1 for x in walk(t) if isinstance(x, User) and x.stmt in names) for t in (site.tree, loop)]
    if everywhere != names or counts[0] != counts[1]:
        return None  # some instance lies outside this loop
    c = site.c
    if any(c.tensors[x.tensor].dtype != "float32" for x in [s.lhs, *ir.walk(s.rhs)] if isinstance(x, ir.Access)):
        return None
    rhs = s.rhs
    if not (isinstance(rhs, ir.Binary) and rhs.op == "*" and isinstance(rhs.left, ir.Access)
            and isinstance(rhs.right, ir.Access)):
        return None
    lhs = s.lhs
    if not all(isinstance(ix, ir.Var) for ix in lhs.indices) or len(lhs.indices) not in (3, 4):
        return None
    out_vars = [ix.name for ix in lhs.indices]
    red = [v for v in s.vars if v not in out_vars]
    if len(red) < 1:
        return None
    a, b = rhs.left, rhs.right
    k = out_vars[-3]
    uses = [{v for ix in x.indices for v in ir.walk_vars(ix)} for x in (a, b)]
    if k in uses[0] and k not in uses[1]:
        a, b = b, a
        uses.reverse()
    if k in uses[0] or k not in uses[1] or any(v in uses[1] for v in out_vars if v != k):
        return None  # a: X (no k), b: Wt (k and reductions only)
    if a.tensor in (lhs.tensor, b.tensor) or b.tensor == lhs.tensor:
        return None
    modular = {st.tensor for st in site.scop.storage}
    if any(t in modular or c.tensors[t].kind == "temp" and t not in site.scop.scratch
           for t in (a.tensor, b.tensor, lhs.tensor)):
        return None  # read whole, as arrays: no temporary kept in rows or stored modulo its steps
    batch = out_vars[0] if len(out_vars) == 4 else ""
    hv, wv = out_vars[-2], out_vars[-1]
    cv, window = red[0], red[1:]
    if not window or not any(ir.walk_vars(ix) & {hv, wv} and ir.walk_vars(ix) & set(window) for ix in a.indices):
        return None  # a convolution: a window slides over the pixels (a product of matrices is not one)
    dom = s.domain.intersect_params(site.scop.fixed_context(site.sizes))
    box = _box(dom)
    if box is None:
        return None
    rng = dict(zip(s.vars, box))
    if any(rng[v][0] != 0 for v in out_vars):
        return None
    points: list[dict[str, int]] = [{}]
    for v in window:
        lo, n = rng[v]
        points = [{**p, v: lo + i} for p in points for i in range(n)]
    sizes = dict(site.sizes)

    def extents(t: str, rank: int) -> list[int]:
        return [int(site.extent(t, d)) for d in range(rank)]
    xvars = {v: rng[v] for v in (batch, hv, wv, cv) if v}
    copy = _own_copy(site, loop, s, a.tensor) if a.tensor in site.scop.scratch else None
    direct = _direct(site, copy, a) if copy else None  # (a copy split by phase: the input read as is)
    x = _flat(direct, extents(direct.tensor, len(direct.indices)), xvars, window, points, sizes) if direct else None
    if x is None:
        direct = None
        x = _flat(a, extents(a.tensor, len(a.indices)), xvars, window, points, sizes)
    wt = _flat(b, extents(b.tensor, len(b.indices)), {v: rng[v] for v in (k, cv)}, window, points, sizes)
    o = _flat(lhs, extents(lhs.tensor, len(lhs.indices)), {v: rng[v] for v in out_vars}, [], [{}], sizes)
    if x is None or wt is None or o is None:
        return None
    if o.of(wv) != 1 or o.of(hv) != rng[wv][1] or o.const or o.window[0]:
        return None  # the output's plane must be contiguous
    finish = None
    if others:
        f = others[0]
        if not _finishes(site, f, s, rng, out_vars):
            return None
        finish = f.name
    P, VB = shape
    L = lanes("float32", site.vbytes)
    roles = (batch, k, hv, wv, cv)
    ranges = tuple(rng[v] if v else (0, 1) for v in roles)
    forks = site.may_fork(loop)
    if forks and ranges[0][1] * -(-ranges[1][1] // (VB * L)) < (site.num_threads or site.target.threads):
        return None  # fewer (n, block of channels) than threads: the columns' blocks fork better
    pad = _padded_copy(site, copy, batch, x, extents) if copy and not direct else None
    absorbs = tuple(sorted(t.name for t in copy)) if direct or pad else ()
    return ChannelConv(loop, s.name, finish, roles, ranges, x, wt, o, len(points), P, VB, L,
                       tuning(site.target).window_depth, forks, pad, absorbs)


def _own_copy(site, loop: For, s, xt: str) -> list | None:
    """The statements (pieces of one) that make ``xt``, a copy of ``poly/padding.py``, where they
    lie in outermost loops of their own before ``loop`` and ``s`` alone reads ``xt``; else None."""
    stmts = site.stmts.values()
    writers = [t for t in stmts if t.lhs.tensor == xt]
    if any(t.origin != s.origin and any(isinstance(e, ir.Access) and e.tensor == xt for e in ir.walk(t.info.stmt.rhs))
           for t in stmts):
        return None  # read by another statement too
    if not writers or any(t.kind != "assign" or t.origin != writers[0].origin for t in writers):
        return None
    names = {t.name for t in writers}
    if not isinstance(site.tree, Block) or loop not in site.tree.body:
        return None
    at = site.tree.body.index(loop)
    mine = [b for b in site.tree.body[:at] if names & _users(b)]
    late = [b for b in site.tree.body[at + 1:] if names & _users(b)]  # (zeros no read sees: past the end)
    zeros = {t.name for t in writers if isinstance(t.rhs, ir.Const) and t.rhs.value == 0}
    if any(not _users(b) <= names for b in mine) or any(not _users(b) <= zeros for b in late) or \
            sum(_count(b, names) for b in mine + late) != _count(site.tree, names):
        return None  # the copy's loops hold other statements, or some instance lies elsewhere
    return writers


def _direct(site, writers: list, a: ir.Access) -> ir.Access | None:
    """``a``, a read of a copy that only re-indexes an input (``copy(..., p, x) = I(..., 2 x +
    p)``, and zeros past the input's end, which the convolution's reads, in bounds of the input,
    never see), as the read of the input it stands for, else None."""
    reads = [w for w in writers if isinstance(w.rhs, ir.Access)]
    if len(reads) != 1 or not _past_the_end_only(reads[0].info.stmt.rhs):
        return None
    src, lhs = reads[0].rhs, reads[0].lhs.indices
    if site.c.tensors[src.tensor].kind != "input" or site.c.tensors[src.tensor].dtype != "float32" or \
            len(lhs) != len(a.indices) or not all(isinstance(ix, ir.Var) for ix in lhs) or \
            len({ix.name for ix in lhs}) != len(lhs):
        return None  # (an int32 input's copy converts it: read as float bits, it gave NaN)
    sub = {v.name: ix for v, ix in zip(lhs, a.indices)}
    return ir.Access(src.tensor, tuple(ir.rebuild(ix, lambda e: sub.get(e.name, e) if isinstance(e, ir.Var) else e)
                                       for ix in src.indices), a.loc)


def _past_the_end_only(rhs: ir.Expr) -> bool:
    """Whether a copy's right-hand side reads its input, or zero past its last index alone (``2 *
    x + p < W ? I(.., 2 * x + p) : 0.0``; not a border: ``x - 1 >= 0 && ... ? I(.., x - 1) : 0.0``)."""
    if isinstance(rhs, ir.Access):
        return True
    return isinstance(rhs, ir.Select) and isinstance(rhs.then, ir.Access) and isinstance(rhs.cond, ir.Binary) and \
        rhs.cond.op == "<" and rhs.cond.left == rhs.then.indices[-1]


def _padded_copy(site, writers: list, batch: str, x: Flat, extents) -> PadCopy | None:
    """How a copy of an input with zeros around its last two indices (``poly/padding.py``) is
    made (``writers``: a piece that reads the input shifted over the copy's inside, pieces of
    zeros over the rest), where the convolution can make it itself one image at a time; else None."""
    xt = writers[0].lhs.tensor
    reads = [t for t in writers if isinstance(t.rhs, ir.Access)]
    zeros = [t for t in writers if isinstance(t.rhs, ir.Const) and t.rhs.value == 0]
    if len(reads) != 1 or len(reads) + len(zeros) != len(writers):
        return None  # (a copy not split by its condition: its select stays)
    src = reads[0].rhs
    rank = len(src.indices)
    lhs = [ix.name if isinstance(ix, ir.Var) else None for ix in reads[0].lhs.indices]
    if site.c.tensors[src.tensor].kind != "input" or site.c.tensors[src.tensor].dtype != "float32" or rank < 2 or \
            len(lhs) != rank or None in lhs:
        return None  # (an int32 input's copy converts it: read as float bits, it gave NaN)
    ext_x, ext_i = extents(xt, rank), extents(src.tensor, rank)
    lo = []
    for d, ix in enumerate(src.indices):
        terms = _terms(ix)
        rest = [(sign, _value(t, {})) for sign, t in terms if t != ir.Var(lhs[d])]
        if len(rest) != len(terms) - 1 or (1, ir.Var(lhs[d])) not in terms or any(v is None for _, v in rest):
            return None  # the copy's index minus a constant
        lo.append(-sum(sign * v for sign, v in rest))
    hi = [ex - ei - lw for ex, ei, lw in zip(ext_x, ext_i, lo)]
    if any(v < 0 for v in lo + hi) or any(lo[:-2] + hi[:-2]):
        return None  # zeros along the last two indices only
    if batch and (x.of(batch) != _product(ext_x[1:]) or ext_x[0] != ext_i[0]):
        return None  # the batch: the copy's first index
    fixed = site.scop.fixed_context(site.sizes)

    def points(t) -> isl.Set:
        return t.domain.intersect_params(fixed).reset_tuple_id()
    inside = _box(points(reads[0]))
    if inside != [(lw, ei) for lw, ei in zip(lo, ext_i)]:
        return None
    whole = points(reads[0])
    for t in zeros:
        z = points(t)
        if not z.intersect(whole).is_empty():
            return None
        whole = whole.union(z)
    if _box(whole.coalesce()) != [(0, ex) for ex in ext_x]:
        return None  # the zeros and the inside cover the copy, once
    return PadCopy(src.tensor, (lo[-2], lo[-1]), (hi[-2], hi[-1]))


def _users(n) -> set[str]:
    return {x.stmt for x in walk(n) if isinstance(x, User)}


def _count(n, names: set[str]) -> int:
    return sum(1 for x in walk(n) if isinstance(x, User) and x.stmt in names)


def _product(xs) -> int:
    out = 1
    for v in xs:
        out *= v
    return out


def _finishes(site, f, s, rng, out_vars) -> bool:
    """``f`` rewrites each element of ``s``'s sum from itself after it (same box, later in the
    text), its other reads independent of the pixel."""
    if f.body is not None or f.lhs.tensor != s.lhs.tensor or f.origin <= s.origin:
        return False
    if not all(isinstance(ix, ir.Var) for ix in f.lhs.indices) or len(f.lhs.indices) != len(out_vars):
        return False
    fdom = _box(f.domain.intersect_params(site.scop.fixed_context(site.sizes)))
    if fdom is None or dict(zip(f.vars, fdom)) != {fv.name: rng[v] for fv, v in zip(f.lhs.indices, out_vars)}:
        return False
    pixel = {ix.name for ix in f.lhs.indices[-2:]}
    if _outside(f.rhs, f.lhs) & pixel:
        return False  # the pixel as a value
    for x in ir.walk(f.rhs):
        if isinstance(x, ir.Access):
            if x.tensor == f.lhs.tensor and x != f.lhs:
                return False
            if x.tensor != f.lhs.tensor and any(ir.walk_vars(ix) & pixel for ix in x.indices):
                return False
    return site.c.tensors[f.lhs.tensor].dtype == "float32" and not site.traps(f.rhs)


def _outside(e: ir.Expr, element: ir.Access) -> set[str]:
    """The variables ``e`` uses other than in its reads of ``element``."""
    if e == element:
        return set()
    if isinstance(e, ir.Var):
        return {e.name}
    out: set[str] = set()
    for child in ir.children(e):
        out |= _outside(child, element)
    return out


def lines(printer, n: ChannelConv, depth: int) -> list[str]:
    """C lines of the nest (see the module)."""
    from polyopt.codegen import packing
    from polyopt.codegen.block_ends import extremes
    from polyopt.codegen.microkernel import _load_text

    (batch, k, hv, wv, cv) = n.roles
    (_, N), (_, K), (_, OH), (_, OW), (c_lo, C) = n.ranges
    P, VB, L, T = n.pixels, n.vectors, n.lanes, n.points
    KB = VB * L
    KBN = -(-K // KB)
    Q = OH * OW
    x, wt, o = n.x, n.wt, n.o
    pad = "  " * depth
    uid = printer.new_acc("cv")[3:]  # (thread_buffer names it po_<uid>...)
    printer.uses_vectors = printer.uses_transposes = printer.allocates = True
    out = [f"{pad}{{  // convolution: vectors along the output channels ({P} pixels x {VB} vectors of "
           f"channels a block, {n.depth} input channels a pass)"]
    ip = pad + "  "
    for line in packing.thread_buffer("float", 0, f"{uid}w", f"(long){KBN * C * T * KB}"):
        out.append(pad + line)
    rsize = f"(long){Q * KB}"
    bufs = [(f"{uid}r", rsize, "po_rb", "the thread's pixel-major sums")]
    if n.pad is not None:  # the padded copy made here, one image at a time (its own loops not printed)
        ext_x = [int(printer.extent(x.tensor, d)) for d in range(printer.c.tensors[x.tensor].rank)]
        image = ext_x[1:] if batch else ext_x
        bufs.append((f"{uid}x", f"(long){_product(image)}", "po_xi", f"the thread's image of {x.tensor}"))
    if not n.forks:
        for kind, size, _, _ in bufs:
            out += [pad + line for line in packing.thread_buffer("float", 0, kind, size)]
    xa, wa, oa = printer.array(x.tensor if n.pad is None else n.pad.source), printer.array(wt.tensor), \
        printer.array(o.tensor)
    out += [f"{ip}const float *po_cx = (const float *){xa};",
            f"{ip}const float *po_cw = (const float *){wa};",
            f"{ip}float *po_co = (float *){oa};",
            f"{ip}float *const po_wp = po_{uid}wbuf0;  // (the calling thread's: shared by the region's threads)",
            f"{ip}static const long po_xo[{T}] = {{{', '.join(map(str, x.window))}}};",
            f"{ip}static const long po_wo[{T}] = {{{', '.join(map(str, wt.window))}}};"]
    fail = f"po_{uid}fail"
    ok = " && ".join(name for _, _, name, _ in bufs)
    if n.forks:  # one region: each thread its own rb, the weights packed by all, (n, kb) shared
        out += [f"{ip}int {fail} = 0;  // (a thread without its buffers: status 2 after the region)",
                f"{ip}#pragma omp parallel{printer.threads_clause()}",
                f"{ip}{{"]
        for kind, size, name, what in bufs:
            buf, cap = f"po_{kind}buf0", f"po_{kind}cap0"
            out += [f"{ip}  static __thread float *{buf};  // {what}, kept between calls",
                    f"{ip}  static __thread long {cap};",
                    f"{ip}  if ({cap} < {size}) {{",
                    f"{ip}    if (!{cap}) PO_FREE_AT_THREAD_EXIT({buf});  // (freed when the thread exits)",
                    f"{ip}    free({buf});",
                    f"{ip}    {buf} = aligned_alloc(64, (({size} * (long)sizeof(float) + 63) / 64) * 64);",
                    f"{ip}    {cap} = {buf} ? {size} : 0;",
                    f"{ip}  }}",
                    f"{ip}  float *const {name} = {buf};"]
        out += [f"{ip}  if (!({ok})) {{",
                f"{ip}    #pragma omp atomic write",
                f"{ip}    {fail} = 1;",
                f"{ip}  }}"]
        if n.pad is not None:
            out.append(f"{ip}  long po_have = -1;  // the image in po_xi")
        out.append(f"{ip}  #pragma omp for collapse(2)")
        ip += "  "
    else:
        out += [f"{ip}float *const {name} = po_{kind}buf0;" for kind, _, name, _ in bufs]
        if n.pad is not None:
            out.append(f"{ip}long po_have = -1;  // the image in po_xi")
    rbuf = "po_rb"
    out += [f"{ip}for (long kb = 0; kb < {KBN}; kb += 1)  // the weights packed: [K / {KB}][C][{T}][{KB}]",
            f"{ip}  for (long c = 0; c < {C}; c += 1)",
            f"{ip}    for (long t = 0; t < {T}; t += 1) {{",
            f"{ip}      long l = 0;",
            f"{ip}      for (; l < po_min({KB}, {K} - kb * {KB}); l += 1) {{",
            f"{ip}        const long k = kb * {KB} + l;",
            f"{ip}        po_wp[((kb * {C} + c) * {T} + t) * {KB} + l] = "
            f"po_cw[{wt.of(k)} * k + {wt.of(cv)} * (c + {c_lo}) + po_wo[t] + {wt.const}];",
            f"{ip}      }}",
            f"{ip}      for (; l < {KB}; l += 1)  // zeros past K",
            f"{ip}        po_wp[((kb * {C} + c) * {T} + t) * {KB} + l] = 0.0f;",
            f"{ip}    }}"]
    if n.forks:  # (the packing's omp for ends in a barrier)
        out.append(f"{ip}#pragma omp for collapse(2) schedule(static)")
    out.append(f"{ip}for (long n = 0; n < {N}; n += 1) {{")
    out.append(f"{ip}  for (long kb = 0; kb < {KBN}; kb += 1) {{")
    if n.forks:
        out.append(f"{ip}    if (!({ok})) continue;")
    b = ip + "    "
    if n.pad is None:
        out.append(f"{b}const float *po_xn = po_cx + {x.of(batch) if batch else 0} * n + {x.const} + "
                   f"{x.of(cv)} * {c_lo};")
    else:
        ext_i = [int(printer.extent(n.pad.source, d)) for d in range(len(ext_x))]
        out += _pad_image(n.pad, x.tensor, image, ext_i[1:] if batch else ext_i, b)
        out.append(f"{b}const float *po_xn = po_xi + {x.const} + {x.of(cv)} * {c_lo};")
    out += [f"{b}const float *po_wk = po_wp + kb * {C * T * KB};",
            f"{b}for (long c0 = 0; c0 < {C}; c0 += {n.depth}) {{",
            f"{b}  const long c1 = c0 + {n.depth};  // (a known count: no spills around the pass)" if C % n.depth == 0
            else f"{b}  const long c1 = po_min(c0 + {n.depth}, {C});"]
    whole = Q // P * P
    if whole:
        out.append(f"{b}  for (long q = 0; q < {whole}; q += {P}) {{")
        out += _block(P, VB, L, KB, T, x, n.roles, OW, rbuf, b + "    ")
        out.append(f"{b}  }}")
    if Q % P:
        out.append(f"{b}  {{  // the plane's last {Q % P} pixels")
        out.append(f"{b}    const long q = {whole};")
        out += _block(Q % P, VB, L, KB, T, x, n.roles, OW, rbuf, b + "    ")
        out.append(f"{b}  }}")
    out.append(f"{b}}}")
    # the transposing store, with the finish statement
    fin_v = fin_s = None
    if n.finish is not None:
        f = printer.stmts[n.finish]
        fvars = [ix.name for ix in f.lhs.indices]
        names = dict(zip(fvars[-3:], ("po_k", "0", "0")))
        if len(fvars) == 4:
            names[fvars[0]] = "n"
        vars_ = {v: names.get(v, "0") for v in f.vars}
        reads = {a: "po_v" for a in ir.walk(f.rhs) if isinstance(a, ir.Access) and a.tensor == f.lhs.tensor}
        printer.replaced = reads
        try:
            fin_s = printer.expr(f.rhs, vars_, "float32")
            rhs = extremes(f.rhs)
            printer.vector = (fvars[-1], functools.partial(_load_text, "po_loadf", None), None)
            printer.replaced = {a: "po_v" for a in ir.walk(rhs)
                                if isinstance(a, ir.Access) and a.tensor == f.lhs.tensor}
            fin_v = printer.expr(rhs, vars_, "float32")
        finally:
            printer.vector = None
            printer.replaced = {}
    ob = f"po_co + {o.of(batch) if batch else 0} * n + {o.of(k)} * po_k"
    out += [f"{b}for (long v = 0; v < {KB}; v += {L}) {{  // {rbuf} -> {o.tensor}: {L} x {L} transposes in registers",
            f"{b}  const long k0 = kb * {KB} + v;",
            f"{b}  const long po_qv = k0 + {L} <= {K} ? {Q // L * L} : 0, po_ks = po_min({L}, {K} - k0);",
            f"{b}  for (long q = 0; q < po_qv; q += {L}) {{",
            f"{b}    po_vf r[{L}];",
            f"{b}    for (int i = 0; i < {L}; i++) r[i] = po_loadf({rbuf} + (q + i) * {KB} + v);",
            f"{b}    po_tr_vf(r);",
            f"{b}    for (int i = 0; i < {L}; i++) {{",
            f"{b}      const long po_k = k0 + i;",
            f"{b}      const po_vf po_v = r[i];",
            f"{b}      po_storef({ob} + q, {fin_v or 'po_v'});",
            f"{b}    }}",
            f"{b}  }}",
            f"{b}  for (long q = po_qv; q < {Q}; q += 1)",
            f"{b}    for (long i = 0; i < po_ks; i++) {{",
            f"{b}      const long po_k = k0 + i;",
            f"{b}      const float po_v = {rbuf}[q * {KB} + v + i];",
            f"{b}      ({ob})[q] = {fin_s or 'po_v'};",
            f"{b}    }}",
            f"{b}}}"]
    out += [f"{ip}  }}", f"{ip}}}"]
    if n.forks:
        out += [f"{pad}  }}", f"{pad}  if ({fail}) return 2;"]
    out.append(f"{pad}}}")
    return out


def _pad_image(p: PadCopy, name: str, image: list[int], src: list[int], pad: str) -> list[str]:
    """C lines that fill ``po_xi`` with image ``n`` of ``name``: ``p.source``'s (from ``po_cx``,
    ``src`` its image's extents) with ``p.lo`` / ``p.hi`` zeros around its rows and columns,
    where the thread does not hold it yet."""
    (PH, PW), (H, W) = image[-2:], src[-2:]
    (lh, lw), (hh, hw) = p.lo, p.hi
    planes = _product(image[:-2])
    out = [f"{pad}if (n != po_have) {{  // image n of {name}: {p.source}'s with a border of zeros",
           f"{pad}  po_have = n;",
           f"{pad}  for (long po_r = 0; po_r < {planes}; po_r += 1) {{",
           f"{pad}    float *const po_d = po_xi + po_r * {PH * PW};",
           f"{pad}    const float *const po_s = po_cx + {_product(src)} * n + po_r * {H * W};"]
    if lh:
        out += [f"{pad}    for (long i = 0; i < {lh * PW}; i += 1)",
                f"{pad}      po_d[i] = 0.0f;"]
    out.append(f"{pad}    for (long y = 0; y < {H}; y += 1) {{")
    if lw:
        out += [f"{pad}      for (long i = 0; i < {lw}; i += 1)",
                f"{pad}        po_d[(y + {lh}) * {PW} + i] = 0.0f;"]
    out += [f"{pad}      for (long i = 0; i < {W}; i += 1)",
            f"{pad}        po_d[(y + {lh}) * {PW} + {lw} + i] = po_s[y * {W} + i];"]
    if hw:
        out += [f"{pad}      for (long i = {lw + W}; i < {PW}; i += 1)",
                f"{pad}        po_d[(y + {lh}) * {PW} + i] = 0.0f;"]
    out.append(f"{pad}    }}")
    if hh:
        out += [f"{pad}    for (long i = {(lh + H) * PW}; i < {PH * PW}; i += 1)",
                f"{pad}      po_d[i] = 0.0f;"]
    out += [f"{pad}  }}", f"{pad}}}"]
    return out


def _block(P: int, VB: int, L: int, KB: int, T: int, x: Flat, roles: tuple[str, ...], OW: int, rbuf: str,
           pad: str) -> list[str]:
    """A block of ``P`` pixels from ``q`` x ``VB`` vectors of channels, one pass (``c0 .. c1``)."""
    hv, wv, cv = roles[2:]
    acc = [[f"po_a{j}_{v}" for v in range(VB)] for j in range(P)]
    out = [f"{pad}const long po_p{j} = {x.of(hv)} * ((q + {j}) / {OW}) + {x.of(wv)} * ((q + {j}) % {OW});"
           for j in range(P)]
    out.append(f"{pad}po_vf {', '.join(a for row in acc for a in row)};")
    out.append(f"{pad}if (c0 == 0) {{")
    out += [f"{pad}  {a} = (po_vf){{0}};" for row in acc for a in row]
    out.append(f"{pad}}} else {{")
    out += [f"{pad}  {acc[j][v]} = po_loadf({rbuf} + (q + {j}) * {KB} + {v * L});" for j in range(P) for v in range(VB)]
    out.append(f"{pad}}}")
    out += [f"{pad}for (long c = c0; c < c1; c += 1) {{",
            f"{pad}  const float *po_xc = po_xn + {x.of(cv)} * c;",
            f"{pad}  const float *po_wc = po_wk + c * {T * KB};",
            f"{pad}  #pragma GCC unroll 1",
            f"{pad}  for (long t = 0; t < {T}; t += 1) {{",
            f"{pad}    const float *po_xt = po_xc + po_xo[t];",
            f"{pad}    const po_vf {', '.join(f'po_w{v} = po_loadf(po_wc + t * {KB} + {v * L})' for v in range(VB))};"]
    for j in range(P):
        out.append(f"{pad}    {{ const float po_b = po_xt[po_p{j}]; "
                   + " ".join(f"{acc[j][v]} += po_b * po_w{v};" for v in range(VB)) + " }")
    out += [f"{pad}  }}", f"{pad}}}"]
    out += [f"{pad}po_storef({rbuf} + (q + {j}) * {KB} + {v * L}, {acc[j][v]});" for j in range(P) for v in range(VB)]
    return out

