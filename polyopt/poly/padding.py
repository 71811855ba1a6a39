"""Copies of inputs that make a convolution's reads plain: zero-padded where a statement reads
an input only where the read is in bounds, split by phase where it reads with a stride.

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
input once per output channel), and only by borders that do not grow with the sizes. Where a
convolution printed with vectors along its output channels reads the copy alone
(``codegen/channel_conv.py``), it makes a padded copy itself one image at a time and reads
through a copy split by phase: neither copy's own loops are printed then.

A stride-2 convolution reads ``I(n, c, 2h + kh, 2w + kw)``: along ``w``, the output's last index
(which a register block runs along in vectors), every other element, two loads and two
shuffles a vector. Where the rest of the index (``kw``) is a window over reduction variables,
the input is copied split by phase, ``po_pad0(n, c, y, p, x) = I(n, c, y, 2x + p)``, and read as
``po_pad0(n, c, 2h + kh, kw % 2, w + kw / 2)``: one load a vector (conv2d_stride2 at the bench
sizes, one Zen 3 thread: 18.1 -> 14.2 ms). A padded read with a stride gets one copy, padded and
split.

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

from polyopt.errors import PolyoptError
from polyopt.lang import ir
from polyopt.lang.check import Checked, check
from polyopt.poly.affine import NotAffine, cond_to_isl, isl_name, to_isl

# isl's operations each model of ``_same_instances`` may take before the statements stay as
# written (~1.4 s of CPU a million on a Zen 3): a guarded form of a convolution with its window as
# sizes, stride 3 and dilation 2 had a hull that took isl more than 5 minutes (a helper's sweep)
SAME_OPERATIONS = 2_000_000


@dataclass(frozen=True)
class Padded:
    """The def with its padded reads (``checked``), the copies' names and a note for each."""
    checked: Checked
    copies: tuple[str, ...]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class _Layout:
    """How a copy holds its tensor: ``borders`` of zeros (before, after) along each index, and
    the last index split by ``stride`` into (phase, position): ``copy[..., p, x] = T[..., stride
    * x + p]`` (1: not split)."""
    tensor: str
    borders: tuple[tuple[int, int], ...]
    stride: int = 1


def pad_inputs(checked: Checked, source: str | None = None) -> Padded | None:
    """``checked`` with each read of an input under a condition that keeps it in bounds (and zero
    otherwise) replaced by a read of a zero-padded copy, and each read along the output's last
    index with a stride over a window split by phase (``_stride``), each copy made by a statement
    of its own before the others; None where no read is replaced. A sum whose condition guards
    the whole product (``cond ? I(..) * Wt(..) : 0.0``) or whose ``where`` clause keeps the read
    in bounds (``... where h + kh >= 1, h + kh <= H, ...``) is read as ``(cond ? I(..) : 0.0) *
    Wt(..)`` first (``_guarded_forms``): the border's zeros then multiply the other factors, so
    a weight that is not finite there gives NaN where the kernel as written skips it (as a padded
    convolution of torch's does; ``Options(pad_inputs=False)`` keeps the kernel's own)."""
    rewritten = _guarded_forms(checked, source)
    if rewritten is not None:
        padded = _padded(rewritten, source)
        if padded is not None:
            return padded
    return _padded(checked, source)


def _guarded_forms(checked: Checked, source: str | None) -> Checked | None:
    """``checked`` with each sum over a product that reads an input in bounds only (by a ternary
    around the product, or by ``where`` conditions) written with the condition around that read
    alone, where the statements' instances and the tensors' extents stay the same (isl says
    so); None where no statement changes."""
    body, changed = [], False
    for info in checked.stmts:
        st = info.stmt
        new = _guarded_form(info, checked) if st.reduction == "+" else None
        body.append(new or st)
        changed = changed or new is not None
    if not changed:
        return None
    try:
        out = check(replace(checked.definition, body=tuple(body)), source)
    except PolyoptError:
        return None
    return out if _same_instances(checked, out, source) else None


def _guarded_form(info, checked: Checked) -> ir.Stmt | None:
    """Statement ``info`` as ``(cond ? X : 0.0) * rest`` (``_guarded_forms``), or None."""
    st = info.stmt
    cond, rhs, kept = None, st.rhs, st.conditions
    if _zero_else(rhs):
        cond, rhs = rhs.cond, rhs.then
    factors = _factors(rhs)
    if len(factors) < 2 or _reads_later_writes(info, checked):
        return None
    names = set(info.vars) | set(checked.sizes)
    for k, x in enumerate(factors):
        t = checked.tensors.get(x.tensor) if isinstance(x, ir.Access) else None
        if t is None or t.kind != "input" or not t.rank or not _reused(info, x) or \
                not all(_affine(ix, names) for ix in x.indices):
            continue
        own = set().union(*(ir.walk_vars(ix) for ix in x.indices))
        if cond is None:  # (the where conditions over the read's variables move into the ternary)
            moved = tuple(c for c in st.conditions if ir.walk_vars(c) & set(info.vars) <= own)
            if not moved:
                continue
            kept = tuple(c for c in st.conditions if c not in moved)
            guard = moved[0]
            for c in moved[1:]:
                guard = ir.Binary("&&", guard, c)
        elif not ir.walk_vars(cond) & set(info.vars) <= own:
            continue
        else:
            guard = cond
        rest = [f for j, f in enumerate(factors) if j != k]
        product = ir.Select(guard, x, ir.Const(0.0))
        for f in rest:
            product = ir.Binary("*", product, f)
        return replace(st, rhs=product, conditions=kept)
    return None


def _reads_later_writes(info, checked: Checked) -> bool:
    """Whether statement ``info`` reads a tensor that it or a later statement writes (a step of
    trisolv: ``s(i) +=! L(i, j) * x(j) where ..., j < i``): outside its condition the product would
    read elements not written yet (a ``BoundsError`` of the steps' check, or 0 * garbage)."""
    later = {s.stmt.lhs.tensor for s in checked.stmts[info.index:]}
    return any(isinstance(x, ir.Access) and x.tensor in later for x in ir.walk(info.stmt.rhs))


def _factors(e: ir.Expr) -> list[ir.Expr]:
    """The factors of a product (``a * b * c``: [a, b, c]); [e] for anything else."""
    if isinstance(e, ir.Binary) and e.op == "*":
        return _factors(e.left) + _factors(e.right)
    return [e]


def _same_instances(a: Checked, b: Checked, source: str | None) -> bool:
    """Whether the statements of ``a`` and ``b`` run the same instances (their branch-free
    pieces together, pieces that do nothing dropped) and give their tensors the same extents."""
    from polyopt.poly.build import build_scop
    try:
        x, y = (build_scop(c, source, max_operations=SAME_OPERATIONS) for c in (a, b))
    except (PolyoptError, isl.Error):  # (past the bound: the statements stay as written)
        return False

    def same(p: isl.Set, q: isl.Set) -> bool:  # (each scop has a context of its own)
        return p.reset_tuple_id().is_equal(isl.Set(str(q.reset_tuple_id()), context=p.get_ctx()))

    def instances(scop) -> dict[tuple[int, str], isl.Set]:
        """Each statement's instances, its variables in sorted order (``(cond ? I : 0) * Wt``
        meets ``c`` after ``kh`` and ``kw``, ``I(..) * Wt(..)`` before)."""
        out = {}
        for s in scop.statements:
            key = (s.info.index, "init" if s.kind == "init" else "body")
            order = sorted(s.vars)
            names = ", ".join(isl_name(v) for v in s.vars)
            ptext = ", ".join(isl_name(p) for p in scop.params)
            to = isl.Map(f"[{ptext}] -> {{ [{names}] -> [{', '.join(isl_name(v) for v in order)}] }}",
                         context=s.domain.get_ctx())
            d = s.domain.reset_tuple_id().apply(to)
            out[key] = out[key].union(d) if key in out else d
        return out
    i, j = instances(x), instances(y)
    return i.keys() == j.keys() and all(same(i[k], j[k]) for k in i) and \
        x.extents.keys() == y.extents.keys() and all(same(x.extents[t], y.extents[t]) for t in x.extents)


def _padded(checked: Checked, source: str | None) -> Padded | None:
    """``pad_inputs`` on ``checked`` as written."""
    sites = []  # (statement, the expression replaced, the read, whether under a condition)
    for info in checked.stmts:
        guarded = _guarded_reads(info, checked)
        sites += [(info, sel, sel.then, True) for sel in guarded]
        inside = [sel.then for sel in guarded]
        sites += [(info, a, a, False) for a in _plain_reads(info, checked) if a not in inside]
    sites = [(info, node, a, guarded) for info, node, a, guarded in sites  # (before the scop: often none is left)
             if _reused(info, a) and (guarded or _stride_form(info, a, 0) is not None and not _conditioned(info, a))]
    if not sites:
        return None
    from polyopt.poly.build import build_scop  # (the unsplit domains of the statements)
    scop = build_scop(checked, source, split_conditions=False)
    domains = {s.info.index: s.domain for s in scop.statements if s.kind != "init"}
    taken = set(checked.tensors) | set(checked.sizes)
    copies: dict[_Layout, str] = {}
    replaced: dict[int, dict[ir.Expr, ir.Expr]] = {}
    kept: dict[int, list[ir.Access]] = {}  # reads replaced whose bounds stay (``where exists``)
    notes, made = [], []
    for info, node, a, guarded in sites:
        dom = domains.get(info.index)
        if dom is None or not _reused(info, a):
            continue
        borders = _borders(info, node, dom, checked) if guarded else ((0, 0),) * len(a.indices)
        if borders is None:
            continue
        split = _stride(info, a, borders[-1][0], dom, checked)
        if not guarded and split is None:
            continue
        layout = _Layout(a.tensor, borders, split[0] if split else 1)
        if layout not in copies:
            name = next(f"po_pad{k}" for k in range(len(taken) + 1) if f"po_pad{k}" not in taken)
            taken.add(name)
            copies[layout] = name
            zero = node.other if guarded else ir.Const(0)
            made.append(replace(_copy(name, checked.tensors[a.tensor], layout, zero), loc=info.stmt.loc))
            what = [f"a border of zeros ({', '.join(f'{lo}+{hi}' for lo, hi in borders)} along its indices)"] \
                if any(lo or hi for lo, hi in borders) else []
            what += [f"its last index split by phase (stride {layout.stride})"] if split else []
            notes.append(f"line {info.stmt.loc.line}: {a.tensor} is read through {name}, a copy with "
                         + " and ".join(what))
        indices = [_shifted(ix, lo) for ix, (lo, _) in zip(a.indices, borders)]
        if split:
            s, w, rest = split
            indices[-1:] = [ir.Binary("%", rest, ir.Const(s)),
                            ir.Binary("+", ir.Var(w), ir.Binary("/", rest, ir.Const(s)))]
        replaced.setdefault(info.index, {})[node] = ir.Access(copies[layout], tuple(indices), a.loc)
        if not guarded:  # the copy's box holds more than the input (phase 1 of an odd row): the
            kept.setdefault(info.index, []).append(a)  # input's bounds still bound the ranges
    if not made:
        return None
    body = list(made)
    for info in checked.stmts:
        st = info.stmt
        swap = replaced.get(info.index)
        if swap:
            st = replace(st, rhs=_swapped(st.rhs, swap), exists=st.exists + tuple(kept.get(info.index, ())))
        body.append(st)
    d = replace(checked.definition, body=tuple(body))
    return Padded(check(d, source), tuple(copies.values()), tuple(notes))


def _swapped(e: ir.Expr, swap: dict[ir.Expr, ir.Expr]) -> ir.Expr:
    """``e`` with each sub-expression in ``swap`` replaced, outermost first."""
    if e in swap:
        return swap[e]
    if isinstance(e, ir.Access):
        return replace(e, indices=tuple(_swapped(x, swap) for x in e.indices))
    if isinstance(e, ir.Unary | ir.Cast):
        return replace(e, operand=_swapped(e.operand, swap))
    if isinstance(e, ir.Binary):
        return replace(e, left=_swapped(e.left, swap), right=_swapped(e.right, swap))
    if isinstance(e, ir.Select):
        return replace(e, cond=_swapped(e.cond, swap), then=_swapped(e.then, swap), other=_swapped(e.other, swap))
    if isinstance(e, ir.Call):
        return replace(e, args=tuple(_swapped(x, swap) for x in e.args))
    return e


def _reused(info, a: ir.Access) -> bool:
    """Whether some variable of the statement is not in ``a``'s indices: each element is read
    again along it (a convolution's output channels), or ``a`` is multiplied by a read that
    moves with the window (a depthwise convolution's ``Wt(c, kh, kw)``). An average pool's
    window alone, 9 reads of each element, is not worth a copy: its sums already run in local
    rows (``codegen/window_row.py``)."""
    own = set().union(*(ir.walk_vars(ix) for ix in a.indices))
    if set(info.vars) - own:
        return True
    window = own & set(info.red_vars)
    return any(isinstance(f, ir.Access) and f != a and window & set().union(*(ir.walk_vars(ix) for ix in f.indices))
               for f in _factors(_unguarded(info.stmt.rhs)))


def _unguarded(e: ir.Expr) -> ir.Expr:
    """``e`` without the ternaries around its reads (``(c ? I : 0.0) * Wt``: ``I * Wt``)."""
    if _zero_else(e):
        return _unguarded(e.then)
    if isinstance(e, ir.Binary) and e.op == "*":
        return ir.Binary("*", _unguarded(e.left), _unguarded(e.right))
    return e


def _conditioned(info, a: ir.Access) -> bool:
    """Whether a condition of the statement (``where``, or a ternary around ``a``) involves the
    variables of ``a``'s last index: a read split by phase stays a plain one only without (a
    stride-3 read dilated by 2 under ``3 * w + 2 * kw >= 1 && ... ?`` lost its taps kw = 1, 2:
    found by a helper's sweep)."""
    last = ir.walk_vars(a.indices[-1])
    conds = [*info.stmt.conditions, *(e.cond for e in ir.walk(info.stmt.rhs) if isinstance(e, ir.Select))]
    return any(ir.walk_vars(c) & last for c in conds)


def _plain_reads(info, checked: Checked) -> list[ir.Access]:
    """The reads of an input with affine indices in a statement (candidates for ``_stride``)."""
    names = set(info.vars) | set(checked.sizes)
    out = []
    for e in ir.walk(info.stmt.rhs):
        t = checked.tensors.get(e.tensor) if isinstance(e, ir.Access) else None
        if t is not None and t.kind == "input" and t.rank and all(_affine(ix, names) for ix in e.indices) \
                and e not in out:
            out.append(e)
    return out


def _stride(info, a: ir.Access, lo: int, dom: isl.Set, checked: Checked) -> tuple[int, str, ir.Expr] | None:
    """``(s, w, r)`` where ``a``'s last index (shifted by ``lo``) is ``s * w + r``: ``w`` the last
    index of the statement's left-hand side (the loop a register block runs along in vectors), ``s
    > 1`` a literal, ``r`` an affine expression over reduction variables (a window: together
    its values cover every phase) that is never negative; else None. A copy split by phase then
    holds each phase's elements side by side, and a vector of ``a`` along ``w`` is one load of
    ``copy[..., r % s, w + r / s ...]`` instead of two loads and two shuffles."""
    got = _stride_form(info, a, lo)
    if got is None:
        return None
    s, w, rest = got
    names = set(info.vars) | set(checked.sizes)
    ptext = ", ".join(isl_name(p) for p in checked.sizes)
    tup = f"{dom.get_tuple_name()}[{', '.join(isl_name(v) for v in info.vars)}]"
    below = isl.Set(f"[{ptext}] -> {{ {tup} : {to_isl(rest, names)} < 0 }}", context=dom.get_ctx())
    if not below.intersect(dom).is_empty():
        return None  # C would truncate r / s towards 0 where isl floors
    return s, w, rest


def _stride_form(info, a: ir.Access, lo: int) -> tuple[int, str, ir.Expr] | None:
    """``_stride``'s ``(s, w, r)`` from the text alone (``r`` not yet known to be never negative)."""
    last = info.stmt.lhs.indices[-1] if info.stmt.lhs.indices else None
    if not isinstance(last, ir.Var) or last.name not in info.lhs_vars:
        return None
    w = last.name
    form = _linear(a.indices[-1])
    if form is None or form.get(w, 0) < 2:
        return None
    s = form.pop(w)
    form[None] = form.get(None, 0) + lo
    if not set(form) & set(info.red_vars) or any(v in info.lhs_vars for v in form if v is not None):
        return None
    return s, w, _expr(form)


def _linear(e: ir.Expr) -> dict[str | None, int] | None:
    """``e`` as {variable: coefficient, None: constant}, or None where it is not linear with
    literal coefficients.

    >>> _linear(ir.Binary("+", ir.Binary("*", ir.Const(2), ir.Var("w")), ir.Binary("-", ir.Var("kw"), ir.Const(1))))
    {'w': 2, 'kw': 1, None: -1}
    """
    if isinstance(e, ir.Const) and isinstance(e.value, int) and not isinstance(e.value, bool):
        return {None: e.value}
    if isinstance(e, ir.Var):
        return {e.name: 1}
    if isinstance(e, ir.Unary) and e.op == "-":
        f = _linear(e.operand)
        return None if f is None else {k: -v for k, v in f.items()}
    if isinstance(e, ir.Binary) and e.op in ("+", "-"):
        f, g = _linear(e.left), _linear(e.right)
        if f is None or g is None:
            return None
        for k, v in g.items():
            f[k] = f.get(k, 0) + (v if e.op == "+" else -v)
        return {k: v for k, v in f.items() if v}
    if isinstance(e, ir.Binary) and e.op == "*":
        f, g = _linear(e.left), _linear(e.right)
        if f is None or g is None:
            return None
        if set(f) <= {None}:
            f, g = g, f
        if not set(g) <= {None}:
            return None
        c = g.get(None, 0)
        return {k: v * c for k, v in f.items() if v * c}
    return None


def _expr(form: dict[str | None, int]) -> ir.Expr:
    """The expression of a linear form (``_linear``'s inverse)."""
    out = None
    for k, v in sorted(form.items(), key=lambda kv: kv[0] is None):
        if not v:
            continue
        term = ir.Const(abs(v)) if k is None else ir.Var(k) if abs(v) == 1 else \
            ir.Binary("*", ir.Const(abs(v)), ir.Var(k))
        out = (term if v > 0 else ir.Unary("-", term)) if out is None else ir.Binary("+" if v > 0 else "-", out, term)
    return out if out is not None else ir.Const(0)


def _affine(e: ir.Expr, names: set[str]) -> bool:
    try:
        to_isl(e, names)
        return True
    except NotAffine:
        return False


def _zero_else(e: ir.Expr) -> bool:
    """Whether ``e`` is ``cond ? x : 0`` (a numeric zero, not ``false``)."""
    return isinstance(e, ir.Select) and isinstance(e.other, ir.Const) and e.other.value == 0 and \
        not isinstance(e.other.value, bool)


def _guarded_reads(info, checked: Checked) -> list[ir.Select]:
    """The ``cond ? T(...) : 0`` of a statement with ``T`` an input and an affine ``cond``."""
    names = set(info.vars) | set(checked.sizes)
    out = []
    for e in ir.walk(info.stmt.rhs):
        if not (_zero_else(e) and isinstance(e.then, ir.Access)):
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
    the reduction variables in each padded index range over constants (a window, as ``kh`` in
    ``h + kh - 1``); else None. A border is the most the read leaves the input by at any sizes;
    one that grows with the sizes gives None. (The weight gradient of a same convolution reads
    ``I(n, c, h + kh - 1, w + kw - 1)`` with ``h, w`` its reductions over the image: its padded
    form ran 7% slower, 77.5 -> 83.3 ms at the bench sizes.)"""
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
    rel = isl.Map(f"[{ptext}] -> {{ {tup} -> {isl_name(a.tensor)}[{', '.join(idx)}] }}", context=dom.get_ctx())
    image = dom.apply(rel)
    out = []
    for k, ext in enumerate(exts):
        last = isl.PwAff(f"[{ptext}] -> {{ [({ext}) - 1] }}", context=dom.get_ctx()).intersect_domain(image.params())
        lo, hi = _most(image.dim_min(k).neg()), _most(image.dim_max(k).sub(last))
        if lo is None or hi is None:
            return None
        out.append((max(lo, 0), max(hi, 0)))
    if not any(lo or hi for lo, hi in out):
        return None
    for ix, (lo, hi) in zip(a.indices, out):  # a window of constant extent along each padded index
        for v in ir.walk_vars(ix) & set(info.red_vars) if lo or hi else ():
            k = info.vars.index(v)
            if _most(dom.dim_max(k)) is None or _most(dom.dim_min(k).neg()) is None:
                return None
    return tuple(out)


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


def _copy(name: str, t, layout: _Layout, zero: ir.Expr) -> ir.Stmt:
    """``name(x0, ...) = (x0 - lo0 in bounds && ...) ? T(x0 - lo0, ...) : 0 where xk in 0:extent +
    borders``; with a stride ``s`` the last index is two, ``p in 0:s, x in 0:(extent + s - 1) / s``,
    read as ``T(..., s * x + p - lo)`` where that is in bounds: every phase is written, so the
    copy has ``s`` of them at any width (a read of it bounds the window's index no further than
    the input's read does: ``I(2 * w + kw)`` at W = 1, KW = 2 has no ``w``)."""
    xs = [f"po_x{k}" for k in range(t.rank)]
    src, conds, ranges, lhs = [], [], [], [ir.Var(x) for x in xs]
    for k, (x, n, (lo, hi)) in enumerate(zip(xs, t.shape, layout.borders)):
        ext = ir.Var(n) if isinstance(n, str) else ir.Const(n)
        full = ir.Binary("+", ext, ir.Const(lo + hi)) if lo + hi else ext
        at = ir.Var(x)
        if k == t.rank - 1 and layout.stride > 1:
            s = ir.Const(layout.stride)
            at = ir.Binary("+", ir.Binary("*", s, ir.Var(x)), ir.Var("po_p"))
            lhs[-1:] = [ir.Var("po_p"), ir.Var(x)]
            ranges += [ir.Range("po_p", ir.Const(0), s),
                       ir.Range(x, ir.Const(0), ir.Binary("/", ir.Binary("+", full, ir.Const(layout.stride - 1)), s))]
            if not lo and not hi:  # (every phase written: its extent is s at any width)
                conds.append(ir.Binary("<", at, full))
        else:
            ranges.append(ir.Range(x, ir.Const(0), full))
        ix = ir.Binary("-", at, ir.Const(lo)) if lo else at
        src.append(ix)
        if lo or hi:
            conds += [ir.Binary(">=", ix, ir.Const(0)), ir.Binary("<", ix, ext)]
    read = ir.Access(t.name, tuple(src))
    rhs = read
    if conds:
        cond = conds[0]
        for c in conds[1:]:
            cond = ir.Binary("&&", cond, c)
        rhs = ir.Select(cond, read, zero)
    return ir.Stmt(ir.Access(name, tuple(lhs)), "=", rhs, tuple(ranges))


__all__ = ["Padded", "pad_inputs"]
