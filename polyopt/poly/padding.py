"""Zero-padded copies of inputs that a statement reads only where the read is in bounds.

A "same" convolution reads its input under a condition that keeps the window inside the image::

    O(n, k, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
                      ? I(n, c, h + kh - 1, w + kw - 1) : 0.0) * Wt(k, c, kh, kw) where h in 0:H, w in 0:W

Split by its condition, the statement's window differs at the image's edges, so the edge blocks
of a register-blocked nest get steps of their own (and no passes over the window, whose loops
isl would split). Where the condition says exactly that the read is in bounds and the other
branch is zero, the read equals a read of a copy of the input with a border of zeros::

    po_pad0(n, c, y, x) = (y - 1 >= 0 && y - 1 < H && x - 1 >= 0 && x - 1 < W) ? I(n, c, y - 1, x - 1) : 0.0
        where y in 0:H + 2, x in 0:W + 2
    O(n, k, h, w) +=! po_pad0(n, c, h + kh, w + kw) * Wt(k, c, kh, kw) where h in 0:H, w in 0:W

and the convolution is a valid one over the copy (conv2d_same at the bench sizes on a Zen 3,
one thread: 28.5 -> 24.2 ms). The copy is a temporary the C function keeps itself
(``Scop.scratch``), not an argument. Only reads that a variable of the statement leaves out of
their indices are padded (each element is read again along it, as a convolution reads its
input once per output channel), and only by borders that do not grow with the sizes.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = ("def f(float(N) X, float(M, 3) Wt) -> (Y) { Y(m, i) +=! (i + k - 1 >= 0 && i + k - 1 < N"
...        " ? X(i + k - 1) : 0.0) * Wt(m, k) where i in 0:N }")
>>> padded = pad_inputs(check(parse(src).defs[0]), src)
>>> [str(s) for s in padded.checked.definition.body]  # doctest: +NORMALIZE_WHITESPACE
['po_pad0(po_x0) = ((((po_x0 - 1) >= 0) && ((po_x0 - 1) < N)) ? X((po_x0 - 1)) : 0.0) where po_x0 in 0:(N + 2)',
 'Y(m, i) +=! (po_pad0((i + k)) * Wt(m, k)) where i in 0:N']
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl

from polyopt.lang import ir
from polyopt.lang.check import Checked, check
from polyopt.poly.affine import NotAffine, cond_to_isl, isl_name, to_isl


@dataclass(frozen=True)
class Padded:
    """The def with its padded reads (``checked``), the copies' names and a note for each."""
    checked: Checked
    copies: tuple[str, ...]
    notes: tuple[str, ...]


def pad_inputs(checked: Checked, source: str | None = None) -> Padded | None:
    """``checked`` with each read of an input under a condition that keeps it in bounds (and zero
    otherwise) replaced by a read of a zero-padded copy, made by a statement of its own before
    the others; None where no read is replaced."""
    sites = [(info, sel) for info in checked.stmts for sel in _guarded_reads(info, checked)]
    if not sites:
        return None
    from polyopt.poly.build import build_scop  # (the unsplit domains of the statements)
    scop = build_scop(checked, source, split_conditions=False)
    domains = {s.info.index: s.domain for s in scop.statements if s.kind != "init"}
    taken = set(checked.tensors) | set(checked.sizes)
    copies: dict[tuple, str] = {}  # (tensor, borders) -> the copy's name
    replaced: dict[int, dict[ir.Select, ir.Expr]] = {}
    notes, made = [], []
    for info, sel in sites:
        dom = domains.get(info.index)
        borders = None if dom is None else _borders(info, sel, dom, checked)
        if borders is None:
            continue
        a = sel.then
        key = (a.tensor, borders)
        if key not in copies:
            name = next(f"po_pad{k}" for k in range(len(taken) + 1) if f"po_pad{k}" not in taken)
            taken.add(name)
            copies[key] = name
            made.append(replace(_copy(name, checked.tensors[a.tensor], borders, sel.other), loc=info.stmt.loc))
            notes.append(f"line {info.stmt.loc.line}: {a.tensor} is read through {name}, a copy with a border of "
                         f"zeros ({', '.join(f'{lo}+{hi}' for lo, hi in borders)} along its indices)")
        read = ir.Access(copies[key], tuple(_shifted(ix, lo) for ix, (lo, _) in zip(a.indices, borders)), a.loc)
        replaced.setdefault(info.index, {})[sel] = read
    if not made:
        return None
    body = list(made)
    for info in checked.stmts:
        st = info.stmt
        swap = replaced.get(info.index)
        if swap:
            st = replace(st, rhs=ir.rebuild(st.rhs, lambda e, swap=swap: swap.get(e, e) if isinstance(e, ir.Select)
                                            else e))
        body.append(st)
    d = replace(checked.definition, body=tuple(body))
    return Padded(check(d, source), tuple(copies.values()), tuple(notes))


def _guarded_reads(info, checked: Checked) -> list[ir.Select]:
    """The ``cond ? T(...) : 0`` of a statement with ``T`` an input and an affine ``cond``."""
    names = set(info.vars) | set(checked.sizes)
    out = []
    for e in ir.walk(info.stmt.rhs):
        if not (isinstance(e, ir.Select) and isinstance(e.then, ir.Access) and isinstance(e.other, ir.Const)
                and e.other.value == 0 and not isinstance(e.other.value, bool)):
            continue
        t = checked.tensors.get(e.then.tensor)
        if t is None or t.kind != "input" or not t.rank:
            continue
        try:
            cond_to_isl(e.cond, names)
            for ix in e.then.indices:
                to_isl(ix, names)
        except NotAffine:
            continue
        if e not in out:
            out.append(e)
    return out


def _borders(info, sel: ir.Select, dom: isl.Set, checked: Checked) -> tuple[tuple[int, int], ...] | None:
    """Zeros before and after each index of ``sel``'s read in its copy, where ``sel``'s condition
    holds exactly where the read is in bounds over ``dom`` (statement ``info``'s instances) and
    some variable of the statement is not in the read's indices (each element is read again along
    it: a convolution's output channels); else None. A border is the most the read leaves the
    input by at any sizes; one that grows with the sizes gives None. (An average pool's window
    alone, 9 reads of each element, is not worth a copy: its sums already run in local rows.)"""
    a, t = sel.then, checked.tensors[sel.then.tensor]
    names = set(info.vars) | set(checked.sizes)
    ptext = ", ".join(isl_name(p) for p in checked.sizes)
    tup = f"{dom.get_tuple_name()}[{', '.join(isl_name(v) for v in info.vars)}]"

    def vset(cond: str) -> isl.Set:
        return isl.Set(f"[{ptext}] -> {{ {tup} : {cond} }}", context=dom.get_ctx()).intersect(dom)
    idx = [to_isl(ix, names) for ix in a.indices]
    exts = [isl_name(n) if isinstance(n, str) else str(n) for n in t.shape]
    inside = dom
    for e, ext in zip(idx, exts):
        inside = inside.intersect(vset(f"0 <= {e} < {ext}"))
    if not vset(cond_to_isl(sel.cond, names)).is_equal(inside):
        return None
    if not set(info.vars) - set().union(*(ir.walk_vars(ix) for ix in a.indices)):
        return None  # not reused along a dimension of its own: the copy may cost what it saves
    rel = isl.Map(f"[{ptext}] -> {{ {tup} -> {isl_name(a.tensor)}[{', '.join(idx)}] }}", context=dom.get_ctx())
    image = dom.apply(rel)
    out = []
    for k, ext in enumerate(exts):
        last = isl.PwAff(f"[{ptext}] -> {{ [({ext}) - 1] }}", context=dom.get_ctx()).intersect_domain(image.params())
        lo, hi = _most(image.dim_min(k).neg()), _most(image.dim_max(k).sub(last))
        if lo is None or hi is None:
            return None
        out.append((max(lo, 0), max(hi, 0)))
    return tuple(out) if any(lo or hi for lo, hi in out) else None


def _most(pa: isl.PwAff) -> int | None:
    """The largest value ``pa`` takes at any sizes (a stride-2 window overshoots by 0 or 1 with
    the parity of the size: 1), or None where it grows with the sizes."""
    s = isl.Set.from_pw_aff(pa.coalesce())
    s = s.project_out(isl.dim_type.param, 0, s.dim(isl.dim_type.param))
    if s.is_empty():
        return 0
    v = s.dim_max_val(0)
    return int(v.to_python()) if v.is_int() else None


def _shifted(ix: ir.Expr, lo: int) -> ir.Expr:
    """``ix + lo``, folding a constant that ``ix`` ends with (``h + kh - 1`` plus 1 is ``h + kh``).

    >>> str(_shifted(ir.Binary("-", ir.Binary("+", ir.Var("h"), ir.Var("kh")), ir.Const(1)), 1))
    '(h + kh)'
    """
    if lo == 0:
        return ix
    if isinstance(ix, ir.Binary) and ix.op in "+-" and isinstance(ix.right, ir.Const) and not ix.right.is_float:
        c = (ix.right.value if ix.op == "+" else -ix.right.value) + lo
        return ix.left if c == 0 else ir.Binary("+" if c > 0 else "-", ix.left, ir.Const(abs(c)))
    return ir.Binary("+", ix, ir.Const(lo))


def _copy(name: str, t, borders, zero: ir.Expr) -> ir.Stmt:
    """``name(x0, ...) = (x0 - lo0 in bounds && ...) ? T(x0 - lo0, ...) : 0 where xk in 0:extent + borders``."""
    xs = [f"po_x{k}" for k in range(t.rank)]
    src, conds, ranges = [], [], []
    for x, n, (lo, hi) in zip(xs, t.shape, borders):
        ext = ir.Var(n) if isinstance(n, str) else ir.Const(n)
        ix = ir.Binary("-", ir.Var(x), ir.Const(lo)) if lo else ir.Var(x)
        src.append(ix)
        if lo or hi:
            conds += [ir.Binary(">=", ix, ir.Const(0)), ir.Binary("<", ix, ext)]
        ranges.append(ir.Range(x, ir.Const(0), ir.Binary("+", ext, ir.Const(lo + hi)) if lo + hi else ext))
    cond = conds[0]
    for c in conds[1:]:
        cond = ir.Binary("&&", cond, c)
    rhs = ir.Select(cond, ir.Access(t.name, tuple(src)), zero)
    return ir.Stmt(ir.Access(name, tuple(ir.Var(x) for x in xs)), "=", rhs, tuple(ranges))


__all__ = ["Padded", "pad_inputs"]
