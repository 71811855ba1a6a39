"""Panel packing for register-blocked micro-kernels (BLIS and Polly do it for matmul).

At every step of its reduction loop a micro-kernel loads one block of columns of its column
operand: ``B[k][j..j+32)`` in ``C(i,j) +=! A(i,k) * B(k,j)``. Consecutive steps read rows of B a
whole row apart, so a block of 256 steps touches 256 pages and falls into the same few L1 sets.
Packing copies the operand once per call into panels of ``W`` columns, ``P[j / W][k][j % W]``:
the steps of a micro-kernel then read one contiguous panel (matmul n=1024: 172 -> 195 GFLOP/s,
n=2048: 157 -> 190, measured on the generated code).

What is packed: a read of a kernel input (never written by the kernel) with the block's column
variable as one of its indices and other indices that are affine and move with the reduction
loop, in a nest that reuses each element many times (``REUSE``). When the column index is an
earlier one (``B(j,k)`` of ``A(i,k) * B(j,k)``) the copy transposes. The panel width is the block's
column count. A block reads the packed copy only where its first column is provably a multiple
of the vector width (its loop bounds are multiples, all the way out), so that no vector load
straddles two panels; other blocks read the operand itself. The copy is a loop nest of its own
before the kernel's loops, into a buffer each calling thread keeps between calls.

The row operand is packed too when its last index is the block's row (``A(k,i)`` of
``C(i,j) +=! A(k,i) * B(k,j)``, ``row_element``): in panels as wide as the row loop's step.

>>> multiple_of(AId("c4"), 16, {"c4": For("c4", AId("c2"), AInt(1), AInt(32), Block(())),
...                              "c2": For("c2", AInt(0), AInt(1), AInt(256), Block(()))})
True
>>> multiple_of(AOp("add", (AId("c4"), AInt(8))), 16, {"c4": For("c4", AInt(0), AInt(1), AInt(32), Block(()))})
False
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl
import numpy as np

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AExpr, AId, AInt, AOp, Block, For, base_offset, interval, uses, work  # noqa: F401 - Block: doctest
from polyopt.lang import ir
from polyopt.lang.ir import C_TYPES

REUSE = 32  # pack when the kernel does at least this many statement instances per element packed


@dataclass(frozen=True)
class Pack:
    """A packed copy of ``tensor`` in panels of ``width`` along its index ``axis``, named ``name``
    in C: ``name[x / width][the other indices in order][x % width]``."""
    tensor: str
    axis: int
    name: str
    width: int


def thread_buffer(ct: str, k: int, kind: str, elements: str, huge: bool = False) -> list[str]:
    """C lines that make ``po_<kind>buf<k>`` hold ``elements`` values of type ``ct``: a buffer of
    the calling thread, kept between calls and grown when a call needs more (status 2 where the
    allocation fails). ``huge``: by ``po_alloc_huge`` (``prelude.HUGE_ALLOC``), in huge pages from
    2 MiB up."""
    buf, cap, size = f"po_{kind}buf{k}", f"po_{kind}cap{k}", f"po_{kind}n{k}"
    alloc = f"po_alloc_huge({size} * (long)sizeof({ct}))" if huge else \
        f"aligned_alloc(64, (({size} * (long)sizeof({ct}) + 63) / 64) * 64)"
    return [
        f"  static __thread {ct} *{buf};",
        f"  static __thread long {cap};",
        f"  const long {size} = {elements};",
        f"  if ({cap} < {size}) {{",
        f"    if (!{cap}) PO_FREE_AT_THREAD_EXIT({buf});  // (freed when the thread exits)",
        f"    free({buf});",
        f"    {buf} = {alloc};",
        f"    {cap} = {buf} ? {size} : 0;",
        f"    if (!{buf}) return 2;",
        "  }",
    ]


def _rounded_down(e: AOp, m: int) -> bool:
    """``x - x % k`` (or ``-(x % k) + x``) with ``k`` a multiple of ``m``: isl's start of the
    cache tile that holds ``x``."""
    x, r = e.args
    if e.op == "add":
        if isinstance(x, AOp) and x.op == "minus":
            x, r = r, x.args[0]
        elif isinstance(r, AOp) and r.op == "minus":
            r = r.args[0]
        else:
            return False
    return (isinstance(r, AOp) and r.op in ("pdiv_r", "zdiv_r") and r.args[0] == x
            and isinstance(r.args[1], AInt) and r.args[1].value % m == 0)


def multiple_of(e: AExpr, m: int, loops: dict[str, For]) -> bool:
    """Whether ``e`` is a multiple of ``m`` for every value of the loop iterators in ``loops``
    (an iterator is when its loop's start and step are); False when that cannot be shown."""
    if isinstance(e, AInt):
        return e.value % m == 0
    if isinstance(e, AId):
        loop = loops.get(e.name)
        return loop is not None and multiple_of(loop.init, m, loops) and multiple_of(loop.inc, m, loops)
    if isinstance(e, AOp) and e.op in ("add", "sub") and _rounded_down(e, m):
        return True
    if isinstance(e, AOp) and e.op in ("add", "sub", "min", "max"):
        return all(multiple_of(a, m, loops) for a in e.args)
    if isinstance(e, AOp) and e.op == "minus":
        return multiple_of(e.args[0], m, loops)
    if isinstance(e, AOp) and e.op == "mul":
        return any(multiple_of(a, m, loops) for a in e.args)
    return False


def plan(site, a: ir.Access, *, stmt, args: dict, jv: str, kt: str, origin: AExpr, width: int,
         columns: int, partial: bool = False, dry: bool = False) -> Pack | None:
    """The packed copy that ``a`` (read by statement ``stmt``) reads from inside a micro-kernel
    whose column variable is ``jv`` (first column ``origin``, ``columns`` of them, vectors of
    ``width``; ``partial``: fewer in some blocks) and whose reduction loop is ``kt``; None when
    ``a`` is not packed there. A partial block reads a copy a whole block made, never makes one. An
    operand whose column index is not its last (``B(j,k)`` of ``A(i,k) * B(j,k)``) is packed
    whatever its reuse: the micro-kernel cannot read it as vectors otherwise. ``dry``: only say
    which, without adding the copy to the kernel."""
    if not site.pack:
        return None
    c = site.c
    t = c.tensors[a.tensor]
    axes = [k for k, ix in enumerate(a.indices) if jv in ir.walk_vars(ix)]
    if t.kind != "input" or t.rank < 2 or len(axes) != 1 or a.indices[axes[0]] != ir.Var(jv):
        return None
    axis = axes[0]
    names = set(args) | set(c.sizes)
    if not all(_affine(ix, names) for ix in a.indices):
        return None
    moving = {v for v, x in args.items() if uses(x, kt)}
    if not any(ir.walk_vars(ix) & moving for k, ix in enumerate(a.indices) if k != axis):
        return None  # the same columns at every step: nothing to stream
    if not multiple_of(origin, width, site.loops):
        return None
    pack = site.packs.get((a.tensor, axis))
    if pack is not None and pack.width % width:
        return None  # a vector of this block would straddle two panels
    if pack is None:
        if partial:
            return None
        last = axis == t.rank - 1
        if last and not site.dynamic and _instances(site, stmt) < REUSE * _numel(site, a.tensor):
            return None
        pack = Pack(a.tensor, axis, f"po_pk{len(site.packs)}", columns)
        if not dry:
            site.packs[(a.tensor, axis)] = pack
    return pack


def row_plan(site, a: ir.Access, *, stmt, args: dict, jv: str, kt: str, **_) -> Pack | None:
    """The packed copy that ``a`` reads from, for a scalar a micro-kernel's row reads at every
    step of its reduction loop ``kt``, when its last index is the row (``A(k, i)`` of
    ``C(i,j) +=! A(k,i) * B(k,j)``): consecutive steps read a whole row of A apart, so A is
    packed in panels as wide as the row loop's step, ``P[i / 8][k][i % 8]``, and a block's rows
    read one contiguous panel (matmul_tn 9.6 -> 7.4 ms on AVX-512). None for other reads, or
    when the block's first row is not a panel's (the read of A itself then stays)."""
    if not site.pack or not a.indices or not isinstance(a.indices[-1], ir.Var):
        return None
    t = site.c.tensors[a.tensor]
    last = t.rank - 1
    iv = a.indices[-1].name
    if t.kind != "input" or t.rank < 2 or any(iv in ir.walk_vars(ix) for ix in a.indices[:-1]):
        return None
    names = set(args) | set(site.c.sizes)
    if not all(_affine(ix, names) for ix in a.indices):
        return None
    moving = {v for v, x in args.items() if uses(x, kt)}
    if not any(ir.walk_vars(ix) & moving for ix in a.indices[:-1]) or iv in moving:
        return None
    if any(isinstance(x, ir.Access) and x.tensor == a.tensor and any(jv in ir.walk_vars(ix) for ix in x.indices)
           for x in ir.walk(stmt.rhs)):
        return None  # also the block's column operand: its packs come first
    base, offset = base_offset(args[iv])
    loop = site.loops.get(base.name) if isinstance(base, AId) else None
    if loop is None or not isinstance(loop.inc, AInt) or not multiple_of(base, loop.inc.value, site.loops):
        return None
    pack = site.packs.get((a.tensor, last))
    if pack is None:
        width = loop.inc.value
        if width < 2 or not site.dynamic and _instances(site, stmt) < REUSE * _numel(site, a.tensor):
            return None
        pack = site.packs[(a.tensor, last)] = Pack(a.tensor, last, f"po_pk{len(site.packs)}", width)
    if not (multiple_of(base, pack.width, site.loops) and 0 <= offset < pack.width):
        return None
    return pack


def row_element(printer, a: ir.Access, vars_: dict[str, str], pack: Pack, args: dict) -> str:
    """C text of ``a``'s element in the copy ``row_plan`` planned for it."""
    base, offset = base_offset(args[a.indices[-1].name])
    texts = printer.indices(a, vars_, "&po_err")
    return f"{pack.name}[{base.name} / {pack.width}]" + "".join(f"[{x}]" for x in texts[:-1]) + f"[{offset}]"


def element(printer, a: ir.Access, vars_: dict[str, str], pack: Pack, jv: str) -> str:
    """C text of the element of ``a`` in its packed copy ``pack`` (``plan`` planned it), where
    the block's column variable is ``jv``."""
    col = vars_[jv]
    texts = printer.indices(a, vars_, "&po_err")
    rest = "".join(f"[{x}]" for k, x in enumerate(texts) if k != pack.axis)
    return f"{pack.name}[{col} / {pack.width}]{rest}[{col} % {pack.width}]"


def prologue(printer) -> list[str]:
    """C lines that fill every packed copy (before the kernel's loops)."""
    out = []
    for k, p in enumerate(printer.packs.values()):
        t = printer.c.tensors[p.tensor]
        ct = C_TYPES[t.dtype]
        dims = [printer.extent(p.tensor, d) for d in range(t.rank)]
        others = [d for d in range(t.rank) if d != p.axis]
        n, w = dims[p.axis], p.width
        panels = f"(({n} + {w - 1}) / {w})"
        inner = "".join(f"[{dims[d]}]" for d in others) + f"[{w}]"
        buf = f"po_pkbuf{k}"
        index = {d: f"po_i{d}" for d in others} | {p.axis: f"(po_p * {w} + po_l)"}
        src = printer.access(ir.Access(p.tensor, tuple(ir.Var(f"po_x{d}") for d in range(t.rank))),
                             {f"po_x{d}": index[d] for d in range(t.rank)})
        out += [
            f"  // {t.name} packed in panels of {w} along index {p.axis + 1}: {p.name}[x / {w}][...][x % {w}]",
            *thread_buffer(ct, k, "pk", f"{panels} * " + " * ".join(dims[d] for d in others) + f" * {w}", huge=True),
            f"  {ct} (*restrict {p.name}){inner} = ({ct} (*){inner}){buf};",
        ]
        fork = printer.parallel and (printer.dynamic or work(printer.tree) >= printer.parallel_min_work)
        if fork:
            out.append(f"  #pragma omp parallel for{printer.threads_clause()}{printer.fork_if(printer.tree)}")
        last = t.rank - 1
        whole = whole_panels(n, w, src, index[p.axis]) if p.axis == last else None
        if p.axis == last and others:
            out += _rows_in_blocks(p.name, dims, others, panels, n, w, src, whole)
            continue
        out.append(f"  for (long po_p = 0; po_p < {panels}; po_p += 1) {{")
        if whole is None:
            out.append(f"    const long po_w = po_min({w}, {n} - po_p * {w});")
        pad = "    "
        for d in others:
            if d == last:  # a transposing copy: a line of each of the panel's rows at a time
                line = printer.target.line_bytes // np.dtype(t.dtype).itemsize
                out.append(f"{pad}for (long po_b = 0; po_b < {dims[d]}; po_b += {line}) {{")
                out.append(f"{pad}  const long po_e = po_min(po_b + {line}, {dims[d]});")
            else:
                out.append(f"{pad}for (long po_i{d} = 0; po_i{d} < {dims[d]}; po_i{d} += 1) {{")
            pad += "  "
        idx = "".join(f"[po_i{d}]" for d in others)
        if whole is not None:
            out.append(f"{pad}__builtin_memcpy({p.name}[po_p]{idx}, &{whole}, sizeof {p.name}[po_p]{idx});")
        else:
            out.append(f"{pad}for (long po_l = 0; po_l < po_w; po_l += 1)")
            if p.axis != last:
                out.append(f"{pad}  for (long po_i{last} = po_b; po_i{last} < po_e; po_i{last} += 1)")
                pad += "  "
            out.append(f"{pad}  {p.name}[po_p]{idx}[po_l] = {src};")
        pad = "    " + "  " * len(others)
        for _ in others:
            pad = pad[:-2]
            out.append(f"{pad}}}")
        out.append("  }")
    return out


PACK_ROWS = 16  # source rows a copy along the last index packs into every panel before the next rows


def _rows_in_blocks(name: str, dims: list[str], others: list[int], panels: str, n: str, w: int, src: str,
                    whole: str | None) -> list[str]:
    """C lines of a copy along the last index (``P[i / 8][k][i % 8] = A[k][i]``) that takes
    ``PACK_ROWS`` rows of the source at a time into every panel: a panel a pass over all the rows
    read ``w`` elements of each row, a line apart at best (matmul_tn's 8-float panels of a 1024 x
    1024 ``A``: 0.45-0.5 ms for 4 MiB where a ``memcpy`` takes 0.09; in blocks of 16 rows 0.094;
    the kernel on one Zen 5 thread 10.0 -> 9.4 ms, matmul's 32-float panels of B 9.16 -> 9.08).
    The threads share the blocks of rows (or a batch index's matrices)."""
    rows, inner = others[-1], "".join(f"[po_i{d}]" for d in others)
    out, pad = [], "  "
    for d in others[:-1]:  # (a batch index outermost: one source matrix at a time)
        out.append(f"{pad}for (long po_i{d} = 0; po_i{d} < {dims[d]}; po_i{d} += 1) {{")
        pad += "  "
    out += [f"{pad}for (long po_r = 0; po_r < {dims[rows]}; po_r += {PACK_ROWS}) {{",
            f"{pad}  for (long po_p = 0; po_p < {panels}; po_p += 1) {{"]
    pad += "    "
    if whole is None:
        out.append(f"{pad}const long po_w = po_min({w}, {n} - po_p * {w});")
    out.append(f"{pad}for (long po_i{rows} = po_r; po_i{rows} < po_min(po_r + {PACK_ROWS}, {dims[rows]}); "
               f"po_i{rows} += 1) {{")
    pad += "  "
    if whole is not None:
        out.append(f"{pad}__builtin_memcpy({name}[po_p]{inner}, &{whole}, sizeof {name}[po_p]{inner});")
    else:
        out += [f"{pad}for (long po_l = 0; po_l < po_w; po_l += 1)", f"{pad}  {name}[po_p]{inner}[po_l] = {src};"]
    for _ in range(len(others) + 2):
        pad = pad[:-2]
        out.append(f"{pad}}}")
    return out


def whole_panels(n: str, w: int, src: str, along: str) -> str | None:
    """The C text of the first element of a panel's row in the source, where every panel of a
    copy along the last index is whole (the extent ``n`` is a literal multiple of ``w``) and the
    source's element is an array element whose last index is ``along``; else None. Such a row is
    copied by one ``__builtin_memcpy`` of constant size: gcc moves it in a few vector registers,
    where the loop up to ``po_min(w, n - ...)`` made it peel and test each element (matmul 1024's
    C: cc1 0.77 -> 0.63 G instructions).

    >>> whole_panels("1024", 16, "t_B[po_i0][(po_p * 16 + po_l)]", "(po_p * 16 + po_l)")
    't_B[po_i0][(po_p * 16)]'
    >>> whole_panels("1000", 16, "t_B[po_i0][(po_p * 16 + po_l)]", "(po_p * 16 + po_l)") is None
    True
    """
    if not n.isdigit() or int(n) % w or not src.endswith(f"[{along}]"):
        return None
    return src[:-len(along) - 2] + f"[(po_p * {w})]"


def panels(site, loop: For) -> tuple[tuple[Pack, AExpr | None], ...]:
    """Per transposing copy planned so far (``site.packs``): where ``loop``'s iterations all lie in
    one panel, the panel's start (the init and first step a micro-kernel's nest peels run along
    the packed index within one panel), else None: a loop that may cross panels keeps the strided
    read (``c7 / 16`` would make gcc gather). ``read`` prints the body's reads by it.

    >>> from polyopt.codegen.loops import AOp
    >>> c7 = For("c7", AId("c4"), AOp("le", (AId("c7"), AOp("add", (AId("c4"), AInt(15))))), AInt(1), Block(()))
    >>> c4 = For("c4", AInt(0), AOp("le", (AId("c4"), AInt(99))), AInt(16), Block(()))
    >>> _panel_start(c7, 16, {"c4": c4})
    AId(name='c4')
    >>> _panel_start(c7, 8, {"c4": c4}) is None
    True
    """
    return tuple((pack, _panel_start(loop, pack.width, site.loops)) for pack in site.packs.values()
                 if pack.axis != site.c.tensors[pack.tensor].rank - 1)


def read(printer, a: ir.Access, vars_: dict[str, str]) -> str | None:
    """C text of ``a``'s element in a transposing packed copy where the innermost loop around
    (``printer.panels``: its iterator and its ``Loop.panels``) runs along the packed index
    within one panel (``B[c7][0]`` of ``A(i,k) * B(j,k)`` reads a column of B, its copy reads a
    row), or None."""
    if printer.panels is None:
        return None
    inner, planned = printer.panels
    for pack, start in planned:
        ix = a.indices[pack.axis] if pack.tensor == a.tensor else None
        if isinstance(ix, ir.Var) and vars_.get(ix.name) == inner:
            if start is None:
                return None
            texts = printer.indices(a, vars_, "&po_err")
            rest = "".join(f"[{x}]" for k, x in enumerate(texts) if k != pack.axis)
            if isinstance(start, AInt):
                return f"{pack.name}[{start.value // pack.width}]{rest}[{inner} - {start.value}]"
            base = aexpr_c(start, 5)
            return f"{pack.name}[{base} / {pack.width}]{rest}[{inner} - {base}]"
    return None


def _panel_start(loop: For, width: int, outer: dict[str, For]) -> AExpr | None:
    """``loop``'s first value when every value it takes lies in the panel of ``width`` that
    starts there, else None."""
    c = loop.cond
    if not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(loop.iterator)
            and multiple_of(loop.init, width, outer)):
        return None
    last = width - (c.op == "le")  # the bound may be at most init + last
    his = c.args[1].args if isinstance(c.args[1], AOp) and c.args[1].op == "min" else (c.args[1],)
    for hi in his:
        if isinstance(hi, AOp) and hi.op == "add" and hi.args[0] == loop.init \
                and isinstance(hi.args[1], AInt) and hi.args[1].value <= last:
            return loop.init
        span = interval(hi, outer)
        if isinstance(loop.init, AInt) and span is not None and span[1] <= loop.init.value + last:
            return loop.init
    return None


def _instances(printer, stmt) -> int:
    """Instances of ``stmt`` at the kernel's sizes, counted in its bounding box (isl's count_val
    would enumerate them: a second for matmul 1024); memoized on the printer."""
    if stmt.name in printer.instances:
        return printer.instances[stmt.name]
    dom = stmt.domain
    if printer.sizes and printer.scop.params:
        dom = dom.intersect_params(printer.scop.fixed_context(printer.sizes))
    if dom.is_empty():
        return 0
    n, total = dom.dim(isl.dim_type.set), 1
    for k in range(n):
        one = dom.project_out(isl.dim_type.set, k + 1, n - k - 1).project_out(isl.dim_type.set, 0, k)
        lo = one.lexmin().sample_point().get_coordinate_val(isl.dim_type.set, 0).to_python()
        hi = one.lexmax().sample_point().get_coordinate_val(isl.dim_type.set, 0).to_python()
        total *= hi - lo + 1
    printer.instances[stmt.name] = total
    return total


def _numel(printer, tensor: str) -> int:
    total = 1
    for d in range(printer.c.tensors[tensor].rank):
        total *= int(printer.extent(tensor, d))
    return total


def _affine(e: ir.Expr, names: set[str]) -> bool:
    from polyopt.poly.affine import is_affine
    return is_affine(e, names)


__all__ = ["Pack", "REUSE", "element", "multiple_of", "panels", "plan", "prologue", "read", "row_element", "row_plan"]
