"""The weight gradient of a strided window over the phases of its input: ``d_Wt(k, c, kh, kw) +=!
d_O(n, k, h, w) * I(n, c, 2 * h + kh, 2 * w + kw)``, summed along ``w``, reads ``I`` 2 apart (two
vectors a step, de-interleaved, for every block of the sums). Over a copy of the input with the
phases of its last dimension apart, ``I_phases(i0, i1, i2, phase, i3) = I(i0, i1, i2, 2 * i3 +
phase)``, and the window split as ``kw = kw_phase + 2 * kw_quot``, the sum reads elements 1 apart:
``d_Wt_phases(k, c, kh, kw_phase, kw_quot) +=! d_O(n, k, h, w) * I_phases(n, c, 2 * h + kh, kw_phase,
w + kw_quot)``, then ``d_Wt(k, c, kh, kw) = d_Wt_phases(k, c, kh, kw % 2, kw / 2)``.

``emit`` and ``copy`` take the reverse pass (``reverse._Pass``) whose text they add to.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyopt.autodiff import domains, phases
from polyopt.autodiff.rules import const
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of


@dataclass(frozen=True)
class StridedRead:
    """A read of an input whose last index is ``stride * out + window`` (``I(n, c, 2 * h + kh, 2 * w
    + kw)`` in a stride-2 convolution's weight gradient ``d_Wt(k, c, kh, kw)``): ``window`` a
    variable of the gradient's left side used nowhere else, ``out`` one it sums over."""
    read: ir.Access
    stride: int
    window: str
    out: str


def strided_read(rhs: ir.Expr, lhs_vars: tuple[str, ...], vars_: tuple[str, ...], inputs: set[str], linear,
                 sizes: set[str]) -> StridedRead | None:
    """The one strided read of an input in ``rhs`` (a product of reads: no ternary) whose split
    into phases makes the sum along ``out`` read elements 1 apart, or None. ``linear`` gives an
    index's coefficients (``domains.index_coefficients``)."""
    if any(isinstance(x, ir.Select) for x in ir.walk(rhs)):
        return None
    found = []
    for x in ir.walk(rhs):
        if not isinstance(x, ir.Access) or x.tensor not in inputs or not x.indices:
            continue
        try:
            lin = linear(x.indices[-1], set(vars_) | sizes)
        except ValueError:
            continue
        terms = {v: c for v, c in lin.items() if v is not None}
        if len(terms) != 2 or lin.get(None, 0) != 0 or not set(terms) <= set(vars_):
            continue
        (a, ca), (b, cb) = sorted(terms.items(), key=lambda t: t[1])
        if ca == 1 and cb >= 2 and a in lhs_vars and b not in lhs_vars:
            found.append(StridedRead(x, cb, a, b))
    if len(found) != 1:
        return None
    window = found[0].window
    if sum(window in ir.walk_vars(ix) for x in ir.walk(rhs) if isinstance(x, ir.Access) for ix in x.indices) != 1:
        return None
    return found[0]


def emit(ad, slot, con, linear) -> bool:
    """``con`` summing along a strided read's output variable (``d_Wt(k, c, kh, kw) += d_O(n, k, h,
    w) * I(n, c, 2 * h + kh, 2 * w + kw)`` along ``w``) over a copy of the read's input with its
    last dimension in phases (``I_phases(n, c, y, p, x) = I(n, c, y, 2 * x + p)``), the window
    split into phase and quotient (``kw = p + 2 * q``): a sum of elements 1 apart into a
    temporary of the phases, then a copy that interleaves them (``strided_read``).
    False where it does not apply."""
    lhs_vars = tuple(ix.name for ix in con.lhs.indices if isinstance(ix, ir.Var))
    inputs = {n for n, t in ad.c.tensors.items() if t.kind == "input"}
    found = strided_read(con.rhs, lhs_vars, con.vars, inputs, linear, set(ad.c.sizes)) \
        if len(lhs_vars) == len(con.lhs.indices) else None
    if found is None:
        return False
    s, a = found.stride, found.window
    p, q = ad.fresh(f"{a}_phase"), ad.fresh(f"{a}_quot")
    new_vars = tuple(y for v in con.vars for y in ((p, q) if v == a else (v,)))
    dom = con.domain
    ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, k) for k in range(dom.dim(isl.dim_type.param)))
    n = {v: f"n{k}_" for k, v in enumerate(new_vars)}
    old = [f"{n[p]} + {s} * {n[q]}" if v == a else n[v] for v in con.vars]
    tup = dom.get_tuple_name() if dom.has_tuple_name() else ""
    back = isl.Map(f"[{ptext}] -> {{ [{', '.join(n.values())}] -> {tup}[{', '.join(old)}] : 0 <= {n[p]} < {s} }}",
                   context=dom.get_ctx())
    new_dom = back.intersect_range(dom).domain().coalesce()
    fixed = {v: (ir.Const(0), ad.extent(slot.tensor, k), True) for k, v in enumerate(lhs_vars) if v != a}
    fixed[p] = (ir.Const(0), ir.Const(s), True)
    fixed[q] = (ir.Const(0), phases.ceil_div(ad.extent(slot.tensor, lhs_vars.index(a)), s), True)
    for k, x in enumerate(new_vars):
        if x in fixed:
            continue
        lo = domains.bound(new_dom, k, ad.params, upper=False)
        hi = domains.bound(new_dom, k, ad.params, upper=True)
        if lo is not None and hi is not None:
            fixed[x] = (lo, domains.plus_one(hi), True)
        elif x in con.hull:
            fixed[x] = con.hull[x] + (True,)
    try:
        ranges, conds = domains.where(new_dom, new_vars, ad.params, fixed, ad.scop.context)
    except domains.Inexpressible:
        return False
    read = found.read
    split = ir.Access(copy(ad, read.tensor, s),
                      read.indices[:-1] + (ir.Var(p), ir.Binary("+", ir.Var(found.out), ir.Var(q))))
    rhs = ir.rebuild(con.rhs, lambda x: split if x == read else x)
    if concrete(dtype_of(rhs, ad.env)) != slot.dtype:
        rhs = ir.Cast(slot.dtype, rhs)
    temp = ad.fresh(f"{slot.name}_phases")
    where = tuple(f"{v} in {lo}:{hi}" for v, lo, hi in ranges) + tuple(ad.text_of(c) for c, _ in conds)
    layout = tuple(ir.Var(y) for v in lhs_vars for y in ((p, q) if v == a else (v,)))
    ad.adjoint.append((ir.Access(temp, layout), "+=!", rhs, where))
    ad.env[temp] = slot.dtype
    index = []
    for v in lhs_vars:
        x = ir.Var(v)
        index += [ir.Binary("%", x, ir.Const(s)), ir.Binary("/", x, ir.Const(s))] if v == a else [x]
    where = tuple(f"{v} in 0:{ad.text_of(ad.extent(slot.tensor, k))}" for k, v in enumerate(lhs_vars))
    ad.adjoint.append((ir.Access(slot.name, tuple(ir.Var(v) for v in lhs_vars)), "+=" if slot.started else "=",
                         ir.Access(temp, tuple(index)), where))
    ad.env[slot.name] = slot.dtype
    ad.origin[slot.name] = slot.tensor
    slot.started = True
    return True

def copy(ad, tensor: str, s: int) -> str:
    """The copy of input ``tensor`` with the ``s`` phases of its last dimension apart (``I_phases(n,
    c, y, p, x) = I(n, c, y, s * x + p)``, 0 past the end), emitted once per input and stride."""
    if (tensor, s) in ad.copies_of:
        return ad.copies_of[(tensor, s)]
    name = ad.copies_of[(tensor, s)] = ad.fresh(f"{tensor}_phases")
    rank = ad.c.tensors[tensor].rank
    names, phase = ad.index_names[:rank], ad.fresh("phase")
    iv = [ir.Var(x) for x in names]
    pos = ir.Binary("+", ir.Binary("*", ir.Const(s), iv[-1]), ir.Var(phase))
    last = ad.extent(tensor, rank - 1)
    where = tuple(f"{x} in 0:{ad.text_of(ad.extent(tensor, k))}" for k, x in enumerate(names[:-1]))
    where += (f"{phase} in 0:{s}", f"{names[-1]} in 0:{ad.text_of(phases.ceil_div(last, s))}")
    copy = ir.Select(ir.Binary("<", pos, last), ir.Access(tensor, tuple(iv[:-1]) + (pos,)), const(0))
    ad.adjoint.append((ir.Access(name, tuple(iv[:-1]) + (ir.Var(phase), iv[-1])), "=", copy, where))
    ad.env[name] = ad.env[tensor]
    return name
