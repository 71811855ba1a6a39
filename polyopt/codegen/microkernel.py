"""Register-blocked micro-kernels: a reduction loop whose body is a block of short vector loops,
each accumulating into one row of the output (``C[i+r][j..j+L) += A[i+r][k] * B[k][j..j+L)``),
is printed with the accumulators in vector registers (GCC vector extensions): loaded before the
reduction loop, updated in it, stored after it. A partial block (a row shorter than a whole
number of vectors, as at the edge of an extent) masks its last vector's loads and stores.
Anything else prints as plain loops.

This is the code shape of BLIS/Polly micro-kernels; the schedule (``bands.register_tile``)
produces the loop structure, this module only prints it.
"""

from __future__ import annotations

import functools

from polyopt.codegen import hoist, next_panel, packing, row_fold
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AId, AInt, AOp, Block, For, User, base_offset, interval, trip_count
from polyopt.codegen.loops import uses as _uses
from polyopt.codegen.plans import RegisterBlock
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of
from polyopt.schedule.bands import COMPLETE_UNROLL_TRIPS
from polyopt.target import lanes
from polyopt.tuning import tuning

_VT = {"float32": ("po_vf", "po_loadf", "po_storef", 16), "float64": ("po_vd", "po_loadd", "po_stored", 8),
       "int32": ("po_vi", "po_loadi", "po_storei", 16), "int64": ("po_vl", "po_loadl", "po_storel", 8)}

# per dtype, gcc's builtins behind the masked moves (immintrin.h alone costs 0.23 s of gcc per
# kernel): AVX-512 load and store name stem, mask type, element type; AVX2 stem, 32-byte lanes
_MASKED = {"float32": ("ups512", "short", "float", "ps256", 8), "float64": ("upd512", "char", "double", "pd256", 4),
           "int32": ("dqusi512", "short", "int", "d256", 8), "int64": ("dqudi512", "char", "long long", "q256", 4)}


def _selector(dt: str, lanes: list[int]) -> str:
    """A __builtin_shuffle selector of ``lanes`` for vectors of ``dt``."""
    return f"(po_v{'l' if dt.endswith('64') else 'i'}){{{', '.join(map(str, lanes))}}}"


def _s2_pick(dt: str, vt: str, a: str, b: str, w: int, vbytes: int) -> str:
    """The body of ``_s2`` and ``_s2_n``: ``w`` elements 2 apart, ``p[0], p[2], ..., p[2w-2]``, from
    ``a = p[0..w)`` and ``b = p[w-1..2w-1)`` (nothing read past ``p[2w-2]``): the even lanes of
    ``a``, then the odd lanes of ``b`` (``p[w], p[w+2], ...``). With AVX-512 one two-source
    permutation (``vpermi2ps``). Narrower, one ``vshufps`` takes both halves of each 128-bit lane
    (``a``'s evens, ``b``'s odds) and one permutation of 64-bit pairs with an immediate selector
    (``vpermq``) puts the lanes in order: no selector held in a register. A blend and a
    ``vpermps`` held one, and the 12 accumulators of an AVX2 stride-2 convolution's edge block
    spilled with the mask of its masked loads besides (conv2d_stride2's w = 27 = 16 + 11)."""
    if vbytes >= 64:
        pick = _selector(dt, list(range(0, w, 2)) + list(range(w + 1, 2 * w, 2)))
        return f"return __builtin_shuffle({a}, {b}, {pick});"
    q = 16 // (8 if dt.endswith("64") else 4)  # elements per 128-bit lane
    lane = [L * q + 2 * j if j < q // 2 else w + L * q + 2 * (j - q // 2) + 1 for L in range(w // q) for j in range(q)]
    pairs = vbytes // 8  # 64-bit pairs: each lane holds one of a's, then one of b's
    order = list(range(0, pairs, 2)) + list(range(1, pairs, 2))
    x = f"__builtin_shuffle({a}, {b}, {_selector(dt, lane)})"
    if order == sorted(order):
        return f"return {x};"
    return f"{vt} x = {x}; return ({vt})__builtin_shuffle((po_vl)x, {_selector('int64', order)});"


@functools.cache
def prelude(vbytes: int) -> str:
    """The vector types and load/store helpers micro-kernels print with: whole vectors, the
    first n lanes only (``_n``: lanes past n read as 0 and are never touched, so a partial block
    reads nothing past its row; AVX-512 and AVX2 masked moves, a copy elsewhere), and elements 2
    apart (``_s2``: two vectors' worth, de-interleaved)."""
    specs = [(dt, ir.C_TYPES[dt], vt, ld, st, lanes(dt, vbytes)) for dt, (vt, ld, st, _) in _VT.items()]
    whole = "".join(
        f"typedef {ct} {vt} __attribute__((vector_size({vbytes})));\n"
        f"static inline {vt} {ld}(const {ct} *p) {{ {vt} v; __builtin_memcpy(&v, p, sizeof v); return v; }}\n"
        f"static inline void {st}({ct} *p, {vt} v) {{ __builtin_memcpy(p, &v, sizeof v); }}\n"
        for dt, ct, vt, ld, st, _ in specs)

    def masked(load, store) -> str:  # the _n pair of every type, bodies from (dt, vector type)
        return "".join(f"static inline {vt} {ld}_n(const {ct} *p, int n) {{ {load(dt, vt)} }}\n"
                       f"static inline void {st}_n({ct} *p, {vt} v, int n) {{ {store(dt, vt)} }}\n"
                       for dt, ct, vt, ld, st, _ in specs)

    def avx512(dt, vt, body):
        stem, mask, et = _MASKED[dt][:3]
        raw = f"{et} __attribute__((vector_size(64)))"
        m = f"(unsigned {mask})((1u << n) - 1)"
        return (f"return ({vt})__builtin_ia32_load{stem}_mask((const {et} *)p, ({raw}){{0}}, {m});" if body == "load"
                else f"__builtin_ia32_store{stem}_mask(({et} *)p, ({raw})v, {m});")

    def avx2(dt, vt, body):  # one 32-byte maskload/maskstore per half of the vector
        _, _, et, stem, q = _MASKED[dt]
        half, ints, n_halves = f"{et} __attribute__((vector_size(32)))", "int" if q == 8 else "long long", \
            max(vbytes // 32, 1)
        # lanes below n: a vector comparison gives the all-ones/zero mask maskload wants
        mask = f"(({ints} __attribute__((vector_size(32)))){{{', '.join(map(str, range(q)))}}} < ({ints})(n - {q} * i))"
        head = (f"union {{ {vt} v; {half} x[{n_halves}]; }} u{' = {v}' if body == 'store' else ''}; "
                f"for (int i = 0; i < {n_halves}; i++) ")
        return head + (f"u.x[i] = __builtin_ia32_maskload{stem}((const {half} *)p + i, {mask}); return u.v;"
                       if body == "load" else f"__builtin_ia32_maskstore{stem}(({half} *)p + i, {mask}, u.x[i]);")

    wide = masked(lambda dt, vt: avx512(dt, vt, "load"), lambda dt, vt: avx512(dt, vt, "store"))
    narrow = masked(lambda dt, vt: avx2(dt, vt, "load"), lambda dt, vt: avx2(dt, vt, "store"))
    copy = masked(lambda dt, vt: f"{vt} v = {{0}}; __builtin_memcpy(&v, p, n * sizeof *p); return v;",
                  lambda dt, vt: "__builtin_memcpy(p, &v, n * sizeof *p);")
    strided = "".join(
        f"static inline {vt} {ld}_s2(const {ct} *p) "
        f"{{ {_s2_pick(dt, vt, f'{ld}(p)', f'{ld}(p + {w - 1})', w, vbytes)} }}\n"
        # (the second load only where n reaches it: a masked load of no lanes still costs a mask)
        f"static inline {vt} {ld}_s2_n(const {ct} *p, int n) "
        f"{{ {vt} lo = {ld}_n(p, po_lanes(2L * n - 1, {w})); "
        f"{vt} hi = 2L * n > {w} ? {ld}_n(p + {w - 1}, po_lanes(2L * n - {w}, {w})) : ({vt}){{0}}; "
        f"{_s2_pick(dt, vt, 'lo', 'hi', w, vbytes)} }}\n"
        for dt, ct, vt, ld, st, w in specs)
    extremes = "".join(_extreme(dt, vt, op, vbytes) for dt, ct, vt, ld, st, w in specs for op in ("max", "min"))
    lanes_of = "static inline int po_lanes(long n, int w) { return n <= 0 ? 0 : n >= w ? w : (int)n; }\n"
    # each branch for vectors of exactly vbytes: a target of 32-byte vectors built with AVX-512 flags
    # (the AVX2 code path checked on an AVX-512 machine) takes AVX2's moves, 16-byte ones the copy
    branches = ([("__AVX512F__", wide)] if vbytes >= 64 else []) + ([("__AVX2__", narrow)] if vbytes >= 32 else [])
    masked_moves = "".join(f"#{'el' if k else ''}if defined({macro})\n{text}"
                           for k, (macro, text) in enumerate(branches))
    masked_moves += f"#else\n{copy}#endif\n" if branches else copy
    return whole + extremes + lanes_of + masked_moves + strided


# x86's max and min instructions by vector width and dtype: (macro, builtin, trailing arguments);
# MAXPS(b, a) is ``b > a ? b : a`` (a NaN in either gives a), exactly the select below
_EXTREMES = {64: {"float32": ("__AVX512F__", "ps512_mask", "(po_vf){0}, (unsigned short)-1, 4"),
                  "float64": ("__AVX512F__", "pd512_mask", "(po_vd){0}, (unsigned char)-1, 4"),
                  "int32": ("__AVX512F__", "sd512_mask", "(po_vi){0}, (unsigned short)-1"),
                  "int64": ("__AVX512F__", "sq512_mask", "(po_vl){0}, (unsigned char)-1")},
             32: {"float32": ("__AVX__", "ps256", ""), "float64": ("__AVX__", "pd256", ""),
                  "int32": ("__AVX2__", "sd256", "")},
             16: {"float32": ("__SSE__", "ps", ""), "float64": ("__SSE2__", "pd", "")}}


def _extreme(dt: str, vt: str, op: str, vbytes: int) -> str:
    """``po_v<op><t>(a, b)``: lane by lane ``b > a ? b : a`` (``<`` for min), one ``vmaxps``
    (``vpmaxsd``, ...) where the target has it for the type and width: gcc keeps the select of
    floats as a compare and a masked move (maxpool 3x3 on a Zen 4: 6.58 -> 6.01 ms)."""
    mask = "po_vl" if dt.endswith("64") else "po_vi"
    cmp = ">" if op == "max" else "<"
    select = f"{mask} m = ({mask})(b {cmp} a); return ({vt})((({mask})b & m) | (({mask})a & ~m));"
    head = f"static inline {vt} po_v{op}{vt[-1]}({vt} a, {vt} b) {{"
    if dt not in _EXTREMES.get(vbytes, {}):
        return f"{head} {select} }}\n"
    macro, stem, rest = _EXTREMES[vbytes][dt]
    if dt.startswith("int"):  # (gcc's integer builtins take vectors of long long, not of int64_t)
        raw = f"{'long long' if dt == 'int64' else 'int'} __attribute__((vector_size({vbytes})))"
        args = f"({raw})b, ({raw})a" + (f", ({raw}){{0}}" + rest[rest.index(","):] if rest else "")
        call = f"({vt})__builtin_ia32_p{op}{stem}({args})"
    else:
        call = f"__builtin_ia32_{op}{stem}(b, a{', ' + rest if rest else ''})"
    return f"{head}\n#ifdef {macro}\n  return {call};\n#else\n  {select}\n#endif\n}}\n"


def lane_sums(vbytes: int, text: str) -> str:
    """The helpers ``text`` calls that sum a float vector's lanes (``po_hsumf``, ``po_hsumd``), each
    a tree of halves: log2(lanes) dependent adds, not lanes - 1 (after ``prelude``'s types).

    >>> print(lane_sums(32, "po_r0 += po_hsumd(po_v1);").replace("; ", ";\\n"))
    static inline double po_hsumd(po_vd v) { v += __builtin_shuffle(v, (po_vl){2, 3, 0, 1});
    v += __builtin_shuffle(v, (po_vl){1, 2, 3, 0});
    return v[0];
    }
    <BLANKLINE>
    """
    out = []
    for dt, ct, letter, index in (("float32", "float", "f", "po_vi"), ("float64", "double", "d", "po_vl")):
        if f"po_hsum{letter}(" not in text:
            continue
        w = lanes(dt, vbytes)
        steps = "".join(f"v += __builtin_shuffle(v, ({index}){{{', '.join(str((i + h) % w) for i in range(w))}}}); "
                        for h in _halves(w))
        out.append(f"static inline {ct} po_hsum{letter}(po_v{letter} v) {{ {steps}return v[0]; }}\n")
    return "".join(out)


def _halves(w: int) -> list[int]:
    """``[w / 2, w / 4, ..., 1]``: the rotations of a tree sum of ``w`` lanes."""
    return [w >> k for k in range(1, w.bit_length())]



def _trip(loop: For) -> int | None:
    """Constant trip count of a unit-step loop (``for (it = e; it <= e + c; it += 1)``)."""
    return trip_count(loop) if loop.inc == AInt(1) else None


_ARITH = ("+", "-", "*", "/")


def _has(e: ir.Expr, jv: str) -> bool:
    return any(isinstance(x, ir.Var) and x.name == jv for x in ir.walk(e))


def _vectorizable(e: ir.Expr, jv: str, names: set[str], packed=lambda a: False, strides=(1,),
                  gathers: bool = False) -> bool:
    """Only arithmetic, constants, scalars, and reads whose last index alone runs along ``jv``,
    by one of ``strides`` (or that ``packed`` says are read from a copy packed so that it does);
    with ``gathers``, a read's other indices may read tensors (embedding_bag's ``Table(Idx(b, l),
    d)``: a gathered row, the same for every lane)."""
    def inner(x):
        return _vectorizable(x, jv, names, packed, strides, gathers)
    if isinstance(e, ir.Const):
        return True
    if isinstance(e, ir.Var):
        return e.name != jv
    if isinstance(e, ir.Unary):
        return e.op == "-" and inner(e.operand)
    if isinstance(e, ir.Binary):
        return e.op in _ARITH and inner(e.left) and inner(e.right)
    if isinstance(e, ir.Access):
        for k, ix in enumerate(e.indices):
            if _has(ix, jv) and (k != len(e.indices) - 1 or ir.stride(ix, jv) not in strides):
                return packed(e)
            if any(isinstance(x, ir.Access) for x in ir.walk(ix)) and (not gathers or _has(ix, jv)):
                return False
        return True
    return False


def _load_text(load: str, lanes: int | str | None, pointer: str, stride: int = 1) -> str:
    """C text loading a vector (its first ``lanes`` only, unless None) of elements ``stride``
    apart from ``pointer`` (stride 2: two vectors' worth, de-interleaved)."""
    step = "_s2" if stride == 2 else ""
    return f"{load}{step}({pointer})" if lanes is None else f"{load}{step}_n({pointer}, {lanes})"


def _max_trip(loop: For, loops: dict[str, For]) -> int | None:
    """The most iterations a unit-step ``loop`` makes, from the bounds of the ``loops`` around it."""
    c = loop.cond
    if loop.inc != AInt(1) or not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(loop.iterator)):
        return None
    return _most(c.args[1], loop.init, loops, c.op == "le")


def _most(hi, init, loops: dict[str, For], inclusive: bool) -> int | None:
    """The largest ``hi - init`` (plus one if ``inclusive``): a constant where the two differ
    by one; a start ``max(a, b)`` or an end ``min(a, b)`` takes the smaller of the bounds from
    ``a`` and ``b`` (``c1 + 255 - max(1, c1)`` is at most 255)."""
    if isinstance(init, AOp) and init.op == "max":
        known = [b for b in (_most(hi, a, loops, inclusive) for a in init.args) if b is not None]
        return min(known) if known else None
    if isinstance(hi, AOp) and hi.op == "min":
        known = [b for b in (_most(a, init, loops, inclusive) for a in hi.args) if b is not None]
        return min(known) if known else None
    (top, b), (bottom, a) = base_offset(hi), base_offset(init)
    if top == bottom:
        return b - a + inclusive
    span = interval(AOp("sub", (hi, init)), loops)
    return None if span is None else span[1] + inclusive


def _nest(loop: For) -> list[For]:
    """``loop`` and the loops perfectly nested in it down to the one around the vector loops."""
    nest = [loop]
    while isinstance(nest[-1].body, For) and not nest[-1].body.marks & {"vector", "parallel"}:
        nest.append(nest[-1].body)
    return nest


def plan(site, loop: For) -> RegisterBlock | None:
    """``loop`` planned as a register-blocked micro-kernel, or None if it does not fit.
    ``loop`` may be the outermost of perfectly nested reduction loops (``c, kh, kw`` of a
    convolution): the accumulators stay in registers through all of them."""
    if loop.marks & {"vector", "parallel"}:
        return None
    nest = _nest(loop)
    innermost = nest[-1]
    rows = innermost.body.body if isinstance(innermost.body, Block) else (innermost.body,)
    if not rows or not all(isinstance(r, For) and "vector" in r.marks and isinstance(r.body, User) for r in rows):
        return None
    first = rows[0]
    trip = _trip(first)
    span = trip if trip is not None else _max_trip(first, site.loops)
    if not span or any((r.init, r.cond, r.inc, r.iterator) != (first.init, first.cond, first.inc, first.iterator)
                           for r in rows):
        return None
    jt, kt, kts = first.iterator, innermost.iterator, [f.iterator for f in nest]
    if any(_uses(first.init, k) or _uses(first.cond, k) for k in kts):
        return None  # the vector loops move with an outer loop: it is no reduction loop
    plans = []
    for r in rows:
        s = site.stmts[r.body.stmt]
        dt = site.c.tensors[s.lhs.tensor].dtype
        if s.kind != "update" or dt not in _VT or not (s.op == "+" or s.op in ("max", "min") and site.nan_free(s)
                                                        and site.for_depth > 0):
            return None  # max, min: into elements that never hold a NaN, and inside a loop (a pooling
            # window's); an outermost one splits over the threads instead (``reduction.plan_sections``)
        width = lanes(dt, site.vbytes)
        args = dict(zip(s.vars, r.body.args))
        jvars = [v for v, a in args.items() if a == AId(jt)]
        if len(jvars) != 1 or not s.lhs.indices or s.lhs.indices[-1] != ir.Var(jvars[0]):
            return None
        jv = jvars[0]
        if any(_uses(a, jt) for v, a in args.items() if v != jv):
            return None
        if any(_uses(args[ix.name], k) for ix in s.lhs.indices for k in kts):
            return None  # the output moves with the reduction loop: nothing to keep in registers
        names = set(s.vars) | set(site.c.sizes)
        where = {"stmt": s, "args": args, "jv": jv, "kt": kt, "origin": first.init, "width": width, "columns": span,
                 "partial": trip is None or trip % width != 0}
        if not _vectorizable(s.rhs, jv, names, lambda a, w=where: packing.plan(site, a, dry=True, **w) is not None,
                             strides=(1, 2), gathers=True):
            return None
        if site.traps(s.rhs):  # a checked integer division is a scalar helper
            return None
        if any(isinstance(x, ir.Access) and x.tensor == s.lhs.tensor for x in ir.walk(s.rhs)):
            return None  # the body reads what the block accumulates into
        if any(isinstance(x, ir.Access) and site.c.tensors[x.tensor].dtype != dt and
               any(jv in ir.walk_vars(ix) for ix in x.indices) for x in ir.walk(s.rhs)):
            return None  # a vector of another type (float B into a double C) would be read as this one
        plans.append((s, args, jv, dt, where))
    written = {s.lhs.tensor for s, *_ in plans}
    if any(isinstance(x, ir.Access) and x.tensor in written for s, *_ in plans for x in ir.walk(s.rhs)):
        return None  # a row reads what another row accumulates into
    # every row must accumulate into its own row of the output (an unrolled reduction would not)
    rows_out = [(s.lhs.tensor, tuple(aexpr_c(args[ix.name]) for ix in s.lhs.indices[:-1]))
                for s, args, *_ in plans]
    if len(set(rows_out)) != len(rows_out):
        return None
    # rows that each add one read (embedding_bag's gathered rows, a pool's window) need no register
    # but their accumulators (a memory operand an update): all the registers (AVX2's 16 for a bag's
    # 128 floats: 3.00 -> 2.58 ms with AVX2 forced on a Zen 4, torch 2.66), else three quarters
    limit = site.target.vector_registers if all(isinstance(s.rhs, ir.Access) for s, *_ in plans) else \
        site.target.max_accumulators
    many = sum(-(-span // lanes(dt, site.vbytes)) for _, _, _, dt, _ in plans) > limit
    ahead = _max_trip(nest[0], site.loops)
    terms = tuple(tuple(t) for t in row_terms(ahead, nest, plans))
    # gathered rows (``Table(Idx(b, l), d)``): each index checked once a step, the rows of later
    # steps prefetched (the addresses are no stream the hardware could follow)
    from polyopt.codegen import prefetch  # (prefetch -> stream -> this module)

    gathers = tuple(x for r in rows for x in hoist.plan(site, r) if x[2] is not None)
    block = RegisterBlock(loop, tuple(nest), trip, span, tuple(plans), terms=terms,
                          ahead=ahead if any(terms) else 0, gathers=gathers,
                          prefetched=prefetch.gathered_plan(site, innermost) if gathers else ())
    from polyopt.codegen import window_rows  # (window_rows -> this module)

    if many and window_rows.window(site, block) is None:
        return None  # more accumulators than vector registers: plain loops (a window's row in chunks)
    return block


def lines(printer, block: RegisterBlock, depth: int) -> list[str]:
    """C lines of a register block: vector accumulators loaded from the output, the reduction
    loops updating them (reads through the packed copies ``plan_reads`` planned), stores after them.
    Where the target says so (``Tuning.late_outputs``), a row that adds to its output starts from
    the identity instead, its output prefetched, and reads the output after the loops: a later
    pass over a contraction's reduction tiles no longer waits for rows from L3 before its first
    step (the sum is reassociated, as any reduction may be)."""
    from polyopt.codegen import window_rows  # (window_rows -> this module)

    found = window_rows.window(printer, block)
    if found is not None:
        return window_rows.lines(printer, block, depth, found)
    nest, trip, span, plans = list(block.nest), block.trip, block.span, block.rows
    innermost = nest[-1]
    first = innermost.body.body[0] if isinstance(innermost.body, Block) else innermost.body
    pad = "  " * depth
    init = aexpr_c(first.init)
    base = init if init.isidentifier() or init.isdigit() else f"({init})"
    pre, body, post = [], [], []
    ahead = next_panel.lines(printer, block, first.init, pad, _most)
    kept = (None,) * len(plans)  # per row: stored only where po_sk <= this (a folded block's rows)
    if block.fold is not None:  # (the rows from po_r: ``row_fold``)
        it, last, kept = block.fold
        pre += [f"{pad}const long po_r = po_min({it}, {last});", f"{pad}const long po_sk = {it} - po_r;"]
        block = row_fold.shifted(block)
        plans = list(block.rows)
        h = max(kept) + 1
        kept = tuple(None if r == h - 1 else r for r in kept)  # (the last row is always stored)
    if trip is None:  # the row's length is known at run time only: every vector is masked
        pre.append(f"{pad}const long po_len = {aexpr_c(first.cond.args[1])} - {base}"
                   f"{' + 1' if first.cond.op == 'le' else ''};")
    n = 0
    masks: dict[tuple[int, int], str] = {}  # (offset, width) -> its lane count, shared by the rows
    replaced = _row_terms(printer, block, pad, pre)
    from polyopt.codegen import prefetch  # (prefetch -> stream -> this module)

    saved = dict(printer.hoisted)  # (the gathered rows' indices, checked once a step)
    step = hoist.lines(printer, block.gathers, f"{pad}  ") + \
        prefetch.gathered_rows(printer, innermost, block.prefetched, f"{pad}  ", wrap=len(nest) == 1)
    starts = block.starts or (False,) * len(plans)
    finish = block.finish or (None,) * len(plans)
    later = tuning(printer.target).late_outputs and not block.back
    for (s, args, jv, dt, _), terms, (columns, row_reads), start, end, keep in zip(
            plans, replaced, block.packed, starts, finish, kept):
        columns, row_reads = dict(columns), dict(row_reads)
        vtype, load, store, _ = _VT[dt]
        width = lanes(dt, printer.vbytes)
        offsets = _offsets(span, trip if not columns else None, width) if not block.back else [-block.back]
        # (vectors over the same lanes, ``_offsets``, store them twice: each must add to the output it found)
        late = later and (not start or block.start_if is not None) and all(off % width == 0 for off in offsets)
        for off in offsets:
            vars_ = {v: (aexpr_c(a) if isinstance(a, AId | AInt) else f"({aexpr_c(a)})") for v, a in args.items()}
            vars_[jv] = _column(base, off)
            lhs = printer.access(s.lhs, vars_)
            acc = f"po_acc{n}"
            if trip is None:  # one count per column vector: rows that read the same vector then
                # read it with the same mask, one masked load that gcc shares (a count per row
                # was a masked load per row, 8 a step in conv2d_3x3's last block of 4 rows)
                if (off, width) not in masks:
                    masks[off, width] = f"po_m{len(masks)}"
                    pre.append(f"{pad}const int {masks[off, width]} = po_lanes(po_len - {off}, {width});")
                count = masks[off, width]
            else:  # the last vector of a partial block is masked (one or less: ``_offsets``)
                count = min(width, trip - off) if off >= 0 else width
            n += 1
            loads = functools.partial(_load_text, load, None if count == width else count)
            first = _identity(printer, s.op, dt, vtype) if start or late else loads("&" + lhs)
            if start and block.start_if is not None and not late:  # (the identity where the block's zeroing ran)
                first = f"{aexpr_c(block.start_if)} ? {first} : {loads('&' + lhs)}"
            pre.append(f"{pad}{vtype} {acc} = {first};")
            if late:
                pre.append(f"{pad}__builtin_prefetch(&{lhs}, 1);")
            printer.vector = (jv, loads, lambda a, vars_, jv=jv, columns=columns:
                              a in columns and packing.element(printer, a, vars_, columns[a], jv))
            printer.row_pack = lambda a, vars_, args=args, row_reads=row_reads: \
                packing.row_element(printer, a, vars_, row_reads[a], args) if a in row_reads else None
            printer.replaced = terms
            try:
                rhs = printer.expr(s.rhs, vars_, dt)
                if not printer.along_vector(s.rhs):  # a scalar for every lane (x - 0 keeps -0.0)
                    rhs = f"(({rhs}) - ({vtype}){{0}})"
            finally:
                printer.vector = printer.row_pack = None
                printer.replaced = {}
            body.append(f"{pad}  {acc} += {rhs};" if s.op == "+" else
                        f"{pad}  {acc} = po_v{s.op}{vtype[-1]}({acc}, {rhs});")
            if late:  # (where the block's zeroing ran, the output it would read is that zero)
                added = _combined(s.op, loads("&" + lhs), acc, vtype)
                post.append(f"{pad}{acc} = {added};" if not start else
                            f"{pad}{acc} = {aexpr_c(block.start_if)} ? {acc} : {added};")
            if end is not None:
                post.append(f"{pad}{acc} = {_finished(printer, end, acc, off, base, loads, vtype)};")
            guard = f"if (po_sk <= {keep}) " if keep is not None else ""
            post.append(f"{pad}{guard}{store}(&{lhs}, {acc});" if count == width else
                        f"{pad}{guard}{store}_n(&{lhs}, {acc}, {count});")
    printer.hoisted = saved  # (the step's locals end with the block)
    printer.uses_vectors = True
    vectors = -(-span // lanes(plans[0][3], printer.vbytes))
    rolled = _keep_rolled(len(body), vectors, len(plans), printer.target.vector_registers)
    heads = [line for d, f in enumerate(nest) for line in
             ([f"{pad}{'  ' * d}#pragma GCC unroll 1"] if rolled and _short(f) else [])
             + [f"{pad}{'  ' * d}for (long {f.iterator} = {aexpr_c(f.init)}; {aexpr_c(f.cond)}; "
                f"{f.iterator} += {aexpr_c(f.inc)}) {{"]]
    deeper = "  " * (len(nest) - 1)
    ends = [f"{pad}{'  ' * d}}}" for d in reversed(range(len(nest)))]
    inner = ["  " + line for line in pre + ahead + heads + [deeper + b for b in step + body] + ends + post]
    return [f"{pad}{{  // register block: {len(body)} vector accumulators"] + inner + [f"{pad}}}"]


def _combined(op: str, old: str, acc: str, vtype: str) -> str:
    """C text of an output's vector ``old`` (its C text) combined with a block's accumulator
    ``acc`` by reduction ``op`` (``Tuning.late_outputs``: the block started from the identity).

    >>> _combined("+", "po_loadf(p)", "po_acc0", "po_vf"), _combined("max", "x", "po_acc1", "po_vf")
    ('po_loadf(p) + po_acc0', 'po_vmaxf(x, po_acc1)')
    """
    return f"{old} + {acc}" if op == "+" else f"po_v{op}{vtype[-1]}({old}, {acc})"


def _column(base: str, off: int) -> str:
    return base if off == 0 else f"({base} + {off})" if off > 0 else f"({base} - {-off})"


def _offsets(span: int, trip: int | None, width: int) -> list[int]:
    """The first column of each vector of a block's rows: ``width`` apart, the last of a row of
    known length longer than a vector (and read from no packed copy, whose panels a vector moved
    back may straddle: ``trip`` None) ending at its end, over lanes the vector before holds too,
    instead of masked (conv2d_stride2's 11 columns, 8 + 3: the second vector at 3). Both vectors
    compute those lanes alike, from the same loaded values (or the same identity) and the same
    steps, and store the same numbers there.

    >>> _offsets(11, 11, 8), _offsets(6, 6, 8), _offsets(16, 16, 8), _offsets(11, None, 8)
    ([0, 3], [0], [0, 8], [0, 8])
    """
    offs = list(range(0, span, width))
    if trip is not None and trip > width and trip % width:
        offs[-1] = trip - width
    return offs


def _identity(printer, op: str, dt: str, vtype: str) -> str:
    """C text of a vector of the identity of reduction ``op`` in every lane."""
    one = printer.identity(op, dt)
    return f"({vtype}){{0}}" if one in ("0", "0.0", "0.0f") else f"(({one}) - ({vtype}){{0}})"


def _finished(printer, u, acc: str, off: int, base: str, loads, vtype: str) -> str:
    """C text of the statement instance ``u`` that rewrites an element of a row from itself
    (``block_ends``), on the vector of the row's accumulator ``acc`` (``off`` lanes past the
    row's start ``base``): its reads of that element are ``acc``, others along the row loads."""
    s = printer.stmts[u.stmt]
    dt = printer.c.tensors[s.lhs.tensor].dtype
    vars_ = printer.statement_vars(s, u.args)
    jv = next(v for v, a in zip(s.vars, u.args) if ir.Var(v) == s.lhs.indices[-1])
    vars_[jv] = _column(base, off)
    from polyopt.codegen.block_ends import extremes  # (block_ends reads stream, which reads this module)
    rhs = extremes(s.rhs)
    printer.vector = (jv, loads, None)
    printer.replaced = {a: acc for a in ir.walk(rhs) if isinstance(a, ir.Access) and a.tensor == s.lhs.tensor}
    try:
        text = printer.expr(rhs, vars_, dt)
        if not printer.along_vector(rhs):  # (reads of the element itself are vectors)
            text = f"(({text}) - ({vtype}){{0}})"
    finally:
        printer.vector = None
        printer.replaced = {}
    return text


def _keep_rolled(accumulators: int, vectors: int, rows: int, registers: int) -> bool:
    """Whether a block's short reduction loops (``_short``) must stay loops: gcc unrolls them
    completely and loads the next step's ``vectors`` column vectors and ``rows`` broadcasts
    while the step before still holds its own, which takes ``accumulators + 2 * (vectors +
    rows)`` vector registers; past ``registers`` the accumulators spill. A 3x3 convolution on
    AVX2 (one Zen 3 core, 8 channels per window pass): the 6 x 2 block (12 + 2 * 8 > 16) ran at
    ~58 GFLOP/s unrolled, ~90 rolled; the whole kernel with its 6 x 1 and 4 x 2 edge blocks
    rolled too (6 + 14, 8 + 12 > 16) 75.5, with them unrolled 72.5. AVX-512's 8 x 2 block (16 +
    20 > 32) stays rolled by the same count (not measured there). So does a nest of short loops
    alone, now that a block holds its whole window (``bands.inits_first``: no first step split
    off): conv2d_depthwise's 3 x 3 window 7.26 -> 5.90 ms rolled, conv2d_grouped's 8 channels x
    3 x 3 20.8 -> 19.2 ms (one Zen 3 core, load 5-6; with the first step split off, gcc's
    unrolling had measured better on the grouped one).

    >>> _keep_rolled(12, 2, 6, 16), _keep_rolled(16, 2, 8, 32), _keep_rolled(2, 1, 1, 16)
    (True, True, False)
    """
    return accumulators + 2 * (vectors + rows) > registers


def _short(loop: For) -> bool:
    """A loop of a constant number of steps that gcc unrolls completely (``COMPLETE_UNROLL_TRIPS``)."""
    trip = _trip(loop)
    return trip is not None and 1 < trip <= COMPLETE_UNROLL_TRIPS


ROW_TERMS_MAX = 2048  # the longest reduction loop whose row terms are computed ahead (stack arrays)


def row_terms(span: int | None, nest, plans) -> list[list[ir.Expr]]:
    """Per row of a block: the terms of its right-hand side that are the same in every lane and
    move with the reduction loop, other than a plain read (``alpha * A(i, k)`` in 2mm's
    ``alpha * A(i, k) * B(k, j)``): ``plan`` keeps them in ``RegisterBlock.terms`` and the block
    computes each for the whole loop into a local array before it (``_row_terms``). Only for a
    single reduction loop of unit step and at most ``ROW_TERMS_MAX`` iterations (``span``: the
    most it makes, from the loops around the block)."""
    if len(nest) != 1 or span is None or not 1 <= span <= ROW_TERMS_MAX:
        return [[] for _ in plans]
    kt = nest[0].iterator
    return [_invariant_terms(s.rhs, jv, {v for v, a in args.items() if _uses(a, kt)}) for s, args, jv, _, _ in plans]


def _row_terms(printer, block: RegisterBlock, pad: str, pre: list[str]) -> list[dict[ir.Expr, str]]:
    """Per row of the block: its planned ``terms``, each computed for the whole loop into a local
    array of ``block.ahead`` elements before it (lines appended to ``pre``), and the array's
    element to print in its place: read from memory, a term is one broadcast operand of the FMA;
    computed in the loop, a multiply and a shuffle on the FMA's ports each step (2mm: 15.5 ->
    12.7 ms, the same numbers)."""
    loop = block.nest[0]
    kt, start = loop.iterator, None
    out, made = [], {}  # made: C text of a term -> its array (rows that share a term share it)
    for (_, args, _, _, _), found in zip(block.rows, block.terms):
        terms: dict[ir.Expr, str] = {}
        vars_ = {v: (aexpr_c(a) if isinstance(a, AId | AInt) else f"({aexpr_c(a)})") for v, a in args.items()}
        for term in found:
            if start is None:
                start = printer.new_acc("k")
                pre.append(f"{pad}const long {start} = {aexpr_c(loop.init)};")
            t = concrete(dtype_of(term, printer.env))
            text = printer.expr(term, vars_, t)
            if text not in made:
                made[text] = name = printer.new_acc("rw")
                pre.append(f"{pad}{printer.ctype(t)} {name}[{block.ahead}];")
                pre.append(f"{pad}for (long {kt} = {start}; {aexpr_c(loop.cond)}; {kt} += 1) "
                           f"{name}[{kt} - {start}] = {text};")
            terms[term] = f"{made[text]}[{kt} - {start}]"
        out.append(terms)
    return out


def plan_reads(site, block: RegisterBlock) -> tuple:
    """Per row of a register block (``plans.RegisterBlock``): the reads along its vector loop that
    come from a packed copy, and the scalar reads of its row that do ((access, ``Pack``) pairs
    each), with the copies they need added to ``site.packs``. The reads are planned in the order
    the block prints them (``lines``: a row's right-hand side left to right, terms
    computed ahead of the loop left out): a whole block makes a copy that a partial block printed
    after it reads, never one printed before it."""
    out = []
    for (s, _, jv, _, where), terms in zip(block.rows, block.terms):
        columns, rows = {}, {}
        for a in _reads(s.rhs, terms):
            moves = any(jv in ir.walk_vars(ix) for ix in a.indices)
            found = columns if moves else rows
            if a not in found:
                found[a] = packing.plan(site, a, **where) if moves else packing.row_plan(site, a, **where)
        out.append((tuple((a, p) for a, p in columns.items() if p is not None),
                    tuple((a, p) for a, p in rows.items() if p is not None)))
    return tuple(out)


def _reads(e: ir.Expr, skip) -> list[ir.Access]:
    """The reads of ``e`` in the order the printer prints them, but for those in ``skip``'s terms
    (a micro-kernel's right-hand side: arithmetic over reads, constants and scalars)."""
    if e in skip:
        return []
    if isinstance(e, ir.Access):
        return [e]
    if isinstance(e, ir.Binary):
        return _reads(e.left, skip) + _reads(e.right, skip)
    if isinstance(e, ir.Unary | ir.Cast):
        return _reads(e.operand, skip)
    return []


def _invariant_terms(e: ir.Expr, jv: str, moving: set[str]) -> list[ir.Expr]:
    """The largest subexpressions of ``e`` without ``jv`` that use a variable of ``moving`` and
    compute something (not a lone read, variable or constant)."""
    names = set(ir.walk_vars(e))
    if jv not in names:
        return [e] if names & moving and not isinstance(e, ir.Access | ir.Var | ir.Const) else []
    return [t for child in _children(e) for t in _invariant_terms(child, jv, moving)]


def _children(e: ir.Expr) -> tuple[ir.Expr, ...]:
    if isinstance(e, ir.Binary):
        return e.left, e.right
    if isinstance(e, ir.Unary | ir.Cast):
        return (e.operand,)
    if isinstance(e, ir.Call):
        return tuple(e.args)
    return ()
