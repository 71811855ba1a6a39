"""Updates of one element each, written as the assignments they are.

``O(i) += B(i) * O(i)`` (``+=`` without ``!`` and no variable beyond the left-hand side's) updates
every element once, in program order, as ``O(i) = O(i) + B(i) * O(i)`` does; the value
analysis (``versions.py``) refuses a reduction that reads its own tensor, so the gradient
differentiates the assignment. ``*=``, ``max=`` and ``min=`` the same way.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = "def f(double(N) X, double(N) B) -> (O) { O(i) = X(i)\\n O(i) += B(i) * O(i) }"
>>> [str(s) for s in as_assignments(check(parse(src).defs[0]), src).definition.body]
['O(i) = X(i)', 'O(i) = (O(i) + (B(i) * O(i)))']
"""

from __future__ import annotations

import functools
from dataclasses import replace

import islpy as isl

from polyopt.autodiff.rules import NotDifferentiable
from polyopt.lang import ir
from polyopt.lang.check import Checked, check


def _combined(op: str, old: ir.Expr, new: ir.Expr, loc: ir.Loc) -> ir.Expr:
    if op in ("+", "*"):
        return ir.Binary(op, old, new, loc)
    return ir.Call(op, (old, new), loc)


def _reads(e: ir.Expr, tensor: str) -> bool:
    return any(isinstance(x, ir.Access) and x.tensor == tensor for x in ir.walk(e))


def as_assignments(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with each accumulating statement that is not a reduction (no variable besides
    the left-hand side's, no ``!``, every left-hand-side index a variable, the tensor written
    before) as an assignment; a ``+=`` that does not read its tensor stays (``versions.py``
    accumulates it into the old value, in part of the tensor too)."""
    body, changed = [], False
    for info in checked.stmts:
        st = info.stmt
        if st.reduction is None or st.initializes or info.red_vars or st.scatter or \
                st.lhs.tensor not in {s.lhs.tensor for s in body} or \
                (st.reduction == "+" and not _reads(st.rhs, st.lhs.tensor)):
            body.append(st)
            continue
        rhs = _combined(st.reduction, st.lhs, st.rhs, st.loc)
        body.append(replace(st, op="=", rhs=rhs))
        changed = True
    return check(replace(checked.definition, body=tuple(body)), source) if changed else checked



def as_steps(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with each reduction over one variable that reads its own accumulator (``Y(i) +=
    X(i, j) * Y(i)``: each ``j`` updates ``Y(i)`` from the value the previous ``j`` left) as the
    recurrence over steps it is (``steps.py`` differentiates those):

        Y_acc(s, i) = Y(i) where s in 0:1, i in 0:N
        Y_acc(s, i) = Y_acc(s - 1, i) + X(i, s - 1) * Y_acc(s - 1, i) where s in 1:M + 1, i in 0:N
        Y(i) = Y_acc(M, i) where i in 0:N

    (``+=!`` starts from the identity, ``Y_acc(s, i) = 0.0 where s in 0:1``, not ``Y``.) Only where
    the statement's instances are a box (each variable's range in sizes alone) and its tensor is
    read at the element it updates only; a ``+=`` is left as it is otherwise (``versions.py`` names
    it), and a ``+=!`` (which ``versions.py`` would take to read the old value) is ``NotDifferentiable``."""
    from polyopt.autodiff.versions import Namer
    from polyopt.poly.build import build_scop
    todo = [info for info in checked.stmts if _reads_accumulator(info, checked)]
    if not todo:
        return checked
    scop = build_scop(checked, source, split_conditions=False)
    used = set(checked.tensors) | set(checked.sizes) | {p.name for p in checked.definition.params}
    for info in checked.stmts:
        used |= ir.walk_vars(info.stmt.rhs) | set(info.vars)
    fresh = Namer(used)
    body: list[tuple[ir.Stmt, ...]] = [(info.stmt,) for info in checked.stmts]
    for info in todo:
        pieces = [s for s in scop.statements if s.origin == info.index and s.kind != "init"]
        own = [x for x in ir.walk(info.stmt.rhs) if isinstance(x, ir.Access) and x.tensor == info.stmt.lhs.tensor]
        plain = len(pieces) == 1 and len(info.red_vars) == 1 and all(x.indices == info.stmt.lhs.indices for x in own)
        box, conds = (_box(pieces[0], checked), ()) if plain else (None, ())
        if plain and box is None:
            init = next((s for s in scop.statements if s.origin == info.index and s.kind == "init"), None)
            box, conds = _hull(pieces[0], init, info, checked)
        if box is not None:
            body[info.index] = _stepped(info, box, fresh, conds)
        elif info.stmt.initializes:
            st = info.stmt
            raise NotDifferentiable(f"{st} reads its own accumulator {st.lhs.tensor!r}: no gradient yet (one that "
                                    "reduces over one variable, with every range in sizes alone, and reads the "
                                    "accumulator at the element it updates only, has one)",
                                    line=st.loc.line or None, column=st.loc.column or None, source=source)
    flat = tuple(s for group in body for s in group)
    if len(flat) == len(checked.stmts):
        return checked
    return check(replace(checked.definition, body=flat), source)


def _reads_accumulator(info, checked: Checked) -> bool:
    """A reduction that reads its own accumulator (the element it updates), into a tensor written
    before unless it starts afresh (``!``)."""
    st = info.stmt
    t = st.lhs.tensor
    if st.reduction is None or st.scatter or st.exists or not info.red_vars or \
            len({ix.name for ix in st.lhs.indices}) != len(st.lhs.indices):
        return False
    if not st.initializes and not any(s.stmt.lhs.tensor == t for s in checked.stmts[:info.index]):
        return False
    return any(isinstance(x, ir.Access) and x.tensor == t and x.indices == st.lhs.indices for x in ir.walk(st.rhs))


def _box(piece, checked: Checked) -> dict[str, tuple[ir.Expr, ir.Expr]] | None:
    """Each variable's range ``lo:hi`` in sizes, where the statement's domain is that box."""
    import islpy as isl

    from polyopt.autodiff import domains
    from polyopt.poly.affine import isl_name
    params = {isl_name(s): s for s in checked.sizes}
    dom = piece.domain
    out, box = {}, isl.Set.universe(dom.get_space())
    for k, v in enumerate(piece.vars):
        lo = domains.bound(dom, k, params, upper=False)
        hi = domains.bound(dom, k, params, upper=True)
        if lo is None or hi is None:
            return None
        out[v] = (lo, domains.plus_one(hi))
        box = box.intersect(domains._range_set(dom, k, lo, out[v][1], params))
    return out if box.intersect_params(dom.params()).is_equal(dom) else None


def _hull(piece, init, info, checked: Checked) -> tuple[dict | None, tuple]:
    """Where the reduction's range depends on the other variables (``Y(i) += X(i, j) * Y(i) where
    j in 0:i``): each variable's range in sizes (the left-hand side's a box: the ``+=!``'s
    initialization's, else the instances'; the reduction variable's the hull of its values) and
    the conditions within them that state the instances (``j < i``); ``(None, ())`` otherwise."""
    from polyopt.autodiff import domains
    from polyopt.poly.affine import isl_name
    params = {isl_name(s): s for s in checked.sizes}
    dom = piece.domain
    (r,) = info.red_vars
    k = piece.vars.index(r)
    lo = domains.covering_bound(dom, k, params, upper=False)
    hi = domains.covering_bound(dom, k, params, upper=True)
    lhs = init if init is not None else _Projected(dom.project_out(isl.dim_type.set, k, 1), info.lhs_vars)
    box = _box(lhs, checked) if tuple(lhs.vars) == tuple(info.lhs_vars) else None
    if lo is None or hi is None or box is None:
        return None, ()
    box[r] = (lo, domains.plus_one(hi))
    whole = isl.Set.universe(dom.get_space())
    for j, v in enumerate(piece.vars):
        whole = whole.intersect(domains._range_set(dom, j, *box[v], params))
    whole = whole.intersect_params(dom.params())
    conds = domains.conditions_of(dom.gist(whole).coalesce(), piece.vars, params)
    if conds is None or not dom.is_equal(whole.intersect(_conditions_set(dom, conds, piece.vars, checked))):
        return None, ()
    return box, tuple(conds)


class _Projected:
    """A domain over some variables, as ``_box`` reads a statement's."""

    def __init__(self, domain: isl.Set, vars_: tuple[str, ...]):
        self.domain, self.vars = domain, vars_


def _conditions_set(dom: isl.Set, conds: list, vars_, checked: Checked) -> isl.Set:
    """``{ [vars_] : conds }`` in the space of ``dom``."""
    from polyopt.poly.affine import cond_to_isl, isl_name
    ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, j) for j in range(dom.dim(isl.dim_type.param)))
    names = set(vars_) | set(checked.sizes)
    text = " and ".join(f"({cond_to_isl(c, names)})" for c in conds) or "true"
    out = isl.Set(f"[{ptext}] -> {{ [{', '.join(map(isl_name, vars_))}] : {text} }}", context=dom.get_ctx())
    return out.set_tuple_name(dom.get_tuple_name()) if dom.has_tuple_name() else out


_IDENTITY = {"+": 0.0, "*": 1.0, "max": float("-inf"), "min": float("inf")}


def _stepped(info, box: dict, fresh, conds: tuple = ()) -> tuple[ir.Stmt, ...]:
    """``info``'s statement as the three statements of ``as_steps`` (a step that ``conds``, over
    the statement's variables, leave out copies the last value)."""
    st, loc = info.stmt, info.stmt.loc
    (r,) = info.red_vars
    t = st.lhs.tensor
    acc, s = fresh(f"{t}_acc"), fresh("s")
    lhs_ranges = tuple(ir.Range(v, *box[v]) for v in info.lhs_vars)
    lo, hi = box[r]
    count = _short(ir.Binary("-", hi, lo))
    old = ir.Access(acc, (ir.Binary("-", ir.Var(s), ir.Const(1)),) + st.lhs.indices)
    at = _short(ir.Binary("+", ir.Binary("-", ir.Var(s), ir.Const(1)), lo))
    rhs = ir.rebuild(st.rhs, lambda x: old if isinstance(x, ir.Access) and x.tensor == t else
                     at if x == ir.Var(r) else x)
    new = ir.Access(acc, (ir.Var(s),) + st.lhs.indices)
    first = ir.Cast(info.dtype, ir.Const(_IDENTITY[st.reduction])) if st.initializes else st.lhs
    step = _combined(st.reduction, old, rhs, loc)
    if conds:
        guard = ir.rebuild(functools.reduce(lambda a, b: ir.Binary("&&", a, b), conds),
                           lambda x: at if x == ir.Var(r) else x)
        step = ir.Select(guard, step, old, loc)
    return (ir.Stmt(new, "=", first, (ir.Range(s, ir.Const(0), ir.Const(1)),) + lhs_ranges, loc=loc),
            ir.Stmt(new, "=", step,
                    (ir.Range(s, ir.Const(1), _short(ir.Binary("+", count, ir.Const(1)))),) + lhs_ranges, loc=loc),
            ir.Stmt(st.lhs, "=", ir.Access(acc, (count,) + st.lhs.indices), lhs_ranges, loc=loc))


def as_sums(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with each reduction that starts afresh (``!``) and reads its tensor at earlier
    steps (an RNN: ``H(t, i) +=! W(i, j) * H(t - 1, j) where t in 1:T, i in 0:N``) as a reduction
    into a new tensor and a copy, a recurrence through an elementwise statement (``steps.py``):

        H_sum(t, i) +=! W(i, j) * H(t - 1, j) where t in 1:T, i in 0:N
        H(t, i) = H_sum(t, i) where t in 1:T, i in 0:N

    Only where the copy writes the elements the reduction wrote (its left-hand side's ranges given);
    ``checked`` itself otherwise (``versions.py`` names the statement)."""
    from polyopt.autodiff.versions import Namer, _in_step, _step_reads, _written
    from polyopt.lang.check import dtype_of
    from polyopt.poly.build import build_scop
    todo = [info for info in checked.stmts if _reads_earlier_steps(info, checked) and _step_reads(info.stmt) is None
            and not _in_step(info.stmt)]  # (an element of its own step: the copy would come too late)
    if not todo:
        return checked
    fresh = Namer(set(checked.tensors) | set(checked.sizes) | {p.name for p in checked.definition.params})
    env = {k: t.dtype for k, t in checked.tensors.items()}
    body: list[tuple[ir.Stmt, ...]] = [(info.stmt,) for info in checked.stmts]
    for info in todo:
        st = info.stmt
        lhs_vars = set(info.lhs_vars)
        ranges = tuple(r for r in st.ranges if r.var in lhs_vars)
        if {r.var for r in ranges} != lhs_vars:
            continue
        conds = tuple(c for c in st.conditions if ir.walk_vars(c) <= lhs_vars | set(checked.sizes))
        t = st.lhs.tensor
        total = fresh(f"{t}_sum")
        value = ir.Access(total, st.lhs.indices)
        rhs = st.rhs if dtype_of(st.rhs, env) == info.dtype else ir.Cast(info.dtype, st.rhs)
        body[info.index] = (replace(st, lhs=value, rhs=rhs), ir.Stmt(st.lhs, "=", value, ranges, conds, st.loc))
    flat = tuple(s for group in body for s in group)
    if len(flat) == len(checked.stmts):
        return checked
    new = check(replace(checked.definition, body=flat), source)
    before, after = build_scop(checked, source, split_conditions=False), build_scop(new, source, split_conditions=False)
    k = 0
    for info in checked.stmts:  # each copy writes what its reduction wrote, or nothing changes
        k += 1 if len(body[info.index]) == 2 else 0
        if len(body[info.index]) == 2 and not _written(after, info.index + k).is_equal(
                isl.Set(str(_written(before, info.index)), context=_written(after, info.index + k).get_ctx())):
            return checked
    return new


def _reads_earlier_steps(info, checked: Checked) -> bool:
    """A reduction that starts afresh and reads its tensor, written before, elsewhere than the
    element it updates."""
    st = info.stmt
    t = st.lhs.tensor
    return st.initializes and bool(info.red_vars) and not st.scatter and \
        any(s.stmt.lhs.tensor == t for s in checked.stmts[:info.index]) and \
        any(isinstance(x, ir.Access) and x.tensor == t for x in ir.walk(st.rhs))


def _short(e: ir.Expr) -> ir.Expr:
    """An affine expression in its shortest form (``M - 1 + 1``: ``M``)."""
    from polyopt.autodiff import domains
    lin = domains.index_coefficients(e, set())
    return domains._sum([(c, ir.Var(v)) for v, c in lin.items() if v is not None], lin.get(None, 0))


__all__ = ["as_assignments", "as_steps", "as_sums"]
