"""The gradient of a recurrence over steps, in reversed time.

A value written at steps (``A(t, i) = A0(i) where t in 0:1`` then ``A(t, i) = f(A(t - 1, i - 1),
A(t - 1, i), ...) where t in 1:T``; ``versions.py`` calls it recurrent) gets its gradient in a
tensor whose first index runs the steps backwards: ``d_A(s, i)`` is the gradient of ``A(L - s,
i)``, ``L`` the last step. Step ``s`` adds what the later statements and the outputs send to
``A(L - s, i)`` and, for each read ``A(t - c, e)`` of a recurrent statement, ``d_A(s - c, ...)``
times its partial derivative, with the forward domain (carried over by isl) as the guard
(jacobi-1d, whose output ``A[-1]`` takes the parameter ``d_A``, its gradient ``d_A_2``):

    d_A_2(s, i) = (s == 0 ? d_A(i) : 0.0) + (s > 0 ? d_A_2(s - 1, i) * (i == 0 || i == N - 1 ? 1.0 : 0.33333)
        : 0.0) + (s > 0 && i < N - 2 ? d_A_2(s - 1, i + 1) * 0.33333 : 0.0) + ... where s in 0:T, i in 0:N

The statement reads itself ``c`` steps back only, so the compiler stores it modulo a few steps.
A partial derivative that reads forward values (``tanh(A(t - 1, i) * w(i))``) reads the forward
recomputed with every step kept, at ``A(L - s + c, ...)``; the other reads of a recurrent
statement (``w(i)``) get ``d_A(L - t, i)`` times their partial derivative summed over the steps.

Tensors computed step by step together (``Scop.steps``: fdtd-2d's ``ey``, ``ex``, ``hz``;
heat-3d's ``B(t)`` from ``A(t - 1)``, then ``A(t)`` from ``B(t)``) form a group: each gets such a
statement, with terms from every statement of the group that reads it, and they run step by step
too, from the tensor written last in a forward step to the first: ``hz(t)`` reads ``ex(t)``, so
``d_ex(s)`` reads ``d_hz(s)``, computed just before it in the same backward step.
"""

from __future__ import annotations

import functools
from dataclasses import replace

import islpy as isl

from polyopt.autodiff import domains, rules
from polyopt.autodiff.rules import NotDifferentiable, const, mul
from polyopt.autodiff.text import expr_text
from polyopt.autodiff.versions import step_distance
from polyopt.lang import ir


def last_step(p, tensor: str) -> ir.Expr:
    """The last step of ``tensor`` (its first extent less one), in sizes."""
    return p.canon(ir.Binary("-", p.extent(tensor, 0), ir.Const(1)))


def seed_identity(p, final: str, pname: str, o: str, kept):
    """The contribution of the parameter ``pname`` (the gradient of output ``o`` as a call returns
    it: every step, the last ``k`` steps, or the last step without its dimension) to value ``final``."""
    from polyopt.autodiff.emit import Contribution
    con = p.identity(final, pname, o)
    if kept is None:
        return con
    names = [ix.name for ix in con.lhs.indices]
    first = ir.Binary("-", p.extent(o, 0), ir.Const(kept.count))
    if kept.drop:
        src = ir.Access(pname, tuple(ir.Var(n) for n in names[1:]))
    else:
        src = ir.Access(pname, (p.canon(ir.Binary("-", ir.Var(names[0]), first)),) + con.rhs.indices[1:])
    dom = con.domain.intersect(_condition_set(p, con.domain, ir.Binary(">=", ir.Var(names[0]), first), names))
    return Contribution(con.lhs, src, con.vars, dom)


def _condition_set(p, dom: isl.Set, cond: ir.Expr, names: list[str]) -> isl.Set:
    """``{ [names] : cond }`` in the space of ``dom``."""
    from polyopt.poly.affine import cond_to_isl, isl_name
    ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, k) for k in range(dom.dim(isl.dim_type.param)))
    tup = dom.get_tuple_name() if dom.has_tuple_name() else ""
    text = cond_to_isl(cond, set(names) | set(p.c.sizes))
    return isl.Set(f"[{ptext}] -> {{ {tup}[{', '.join(map(isl_name, names))}] : {text} }}", context=dom.get_ctx())


def seed_shape(p, o: str, shape: list, kept) -> list:
    """``shape`` (every step of ``o``) as a call returns ``o`` (``kept``: ``-> (A[-1])``, ...)."""
    if kept is None:
        return shape
    return shape[1:] if kept.drop else [kept.count] + shape[1:]


def groups(p) -> dict[str, frozenset[str]]:
    """Each value computed in reversed time -> its group: the recurrent values (``versions.py``) and
    those written by statements that run step by step (``Scop.steps``: fdtd-2d's ``ex``, ``ey``,
    ``hz``), joined where a writer of one reads another that is not complete by then (``_apart``:
    ludcmp's solves read the last step of ``LU``, written before them, and stay apart)."""
    vs = p.vs
    stepped = {i for lo, hi in p.scop.steps for i in range(lo, hi + 1)}
    members = {v for v, ver in vs.by_name.items() if ver.recurrent} | {vs.written[i][1] for i in stepped}
    parent = {v: v for v in members}

    def find(v):
        while parent[v] != v:
            v = parent[v]
        return v
    for info in p.c.stmts:
        w = vs.written[info.index][1]
        if w in members:
            for x in ir.walk(vs.rename(info.index, info.stmt.rhs)):
                if isinstance(x, ir.Access) and x.tensor in members and not _apart(p, vs.by_name[x.tensor], info.index):
                    parent[find(x.tensor)] = find(w)
    out: dict[str, set[str]] = {}
    for v in members:
        out.setdefault(find(v), set()).add(v)
    return {v: frozenset(out[find(v)]) for v in members}


def _apart(p, read, i: int) -> bool:
    """Whether the value ``read`` is complete when statement ``i`` runs: its writers all come
    before ``i`` and none runs step by step with it (``Scop.steps``)."""
    def together(j):
        return any(lo <= j <= hi and lo <= i <= hi for lo, hi in p.scop.steps)
    return all(j < i and not together(j) for j in read.writers)


def visit(p, info, v: str, done: set) -> None:
    """The reverse pass at ``info``, a writer of ``v``, a value of a group (``groups``): the
    group's gradients at its first writer visited, then the contributions of ``info``'s other reads."""
    group = p.group_of[v]
    if group not in done:
        recur(p, group)
        done.add(group)
    elif any(p.slots[x].pending for x in group if x in p.slots):
        raise NotDifferentiable(f"{info.stmt}: statements between the writers of the recurrence {v!r} read it (a "
                                "recurrence coupled with other tensors): no gradient yet",
                                line=info.stmt.loc.line or None, column=info.stmt.loc.column or None, source=p.source)
    if p.slots[v].started:
        p.statement(info, v, p.slots[v].name)


def recur(p, group: frozenset[str]) -> None:
    """Emit the reversed-time gradients of the values of ``group`` (see the module docstring), one
    statement each, from the value last written in a step to the first (a value read at its own
    step, fdtd-2d's ``ex(t, i, j)`` by ``hz(t, i, j)``, takes the gradient of its reader at that
    step); nothing where no output depends on them."""
    vs = p.vs
    live = [v for v in group if v in p.slots]
    if not any(p.slots[v].pending for v in live):
        return
    order = sorted(live, key=lambda v: -max(vs.by_name[v].writers))
    tensors = {v: vs.by_name[v].tensor for v in order}
    L = last_step(p, tensors[order[0]])
    for v in order:
        if p.text_of(last_step(p, tensors[v])) != p.text_of(L):
            raise NotDifferentiable(f"the steps of {tensors[v]!r} end at {p.text_of(last_step(p, tensors[v]))}, those "
                                    f"of {tensors[order[0]]!r} at {p.text_of(L)}: no gradient yet (tensors computed "
                                    "step by step together have one when their steps end together)")
    if any(_in_step(p.c.stmts[i].stmt) for v in group for i in vs.by_name[v].recurrent):
        p.flipped |= group  # (a recurrence within a step: its elements run backwards too)
    step = p.fresh("s")
    names = {}
    for v in order:
        last = p.c.stmts[max(vs.by_name[v].writers)]
        names[v] = (step,) + tuple(last.lhs_vars[1:p.c.tensors[tensors[v]].rank])
        slot = p.slots[v]
        slot.name = slot.target or p.fresh(f"d_{tensors[v]}")
    terms: dict[str, list] = {v: [] for v in order}
    for v in order:
        slot = p.slots[v]
        pend, slot.pending = slot.pending, []
        rest = []
        for con in pend:
            if _elementwise(con):
                term = _inline(p, con, L, names[v])
                terms[v] += [term] if term is not None else []
            else:
                rest.append(con)
        if rest:  # reductions and shifted reads from later statements: summed first, every step kept
            from polyopt.autodiff.emit import Slot
            ext = Slot(tensors[v], slot.dtype, p.fresh(f"d_{tensors[v]}_later"), False, False, pending=rest)
            name = p.flush(ext)
            terms[v].append(ir.Access(name, tuple(p.canon(flip(p, v, k, ir.Var(n))) for k, n in enumerate(names[v]))))
    sums: dict[str, list] = {v: [] for v in order}  # statements that sum a term over the step, before d_v's
    for info in p.c.stmts:
        w = vs.written[info.index][1]
        if w in live:
            for x, term in _group_terms(p, info, w, group, L, names, sums):
                terms[x].append(term)
    for v in order:
        p.adjoint.extend(sums[v])
        slot, tensor = p.slots[v], tensors[v]
        rhs = functools.reduce(rules.add, terms[v], None) or const(0)
        rhs = rules.simplify(p.canon_expr(rhs, p.scop.extents[tensor], names[v]))
        where = tuple(f"{n} in 0:{p.text_of(p.extent(tensor, k))}" for k, n in enumerate(names[v]))
        at = ", ".join(names[v])
        if v in p.flipped:
            forward = ", ".join(p.text_of(p.canon(flip(p, v, k, ir.Var(n)))) for k, n in enumerate(names[v]))
            p.adjoint.append(f"{slot.name}({at}) is the gradient of {tensor}({forward}): the steps and the "
                             "elements within each run backwards")
        else:
            p.adjoint.append(f"{slot.name}({at}) is the gradient of {tensor}({p.text_of(L)} - {at}): "
                             "the steps run backwards")
        p.adjoint.append((ir.Access(slot.name, tuple(map(ir.Var, names[v]))), "=", rhs, where))
        p.env[slot.name] = slot.dtype
        p.origin[slot.name] = tensor
        p.reversed[slot.name] = (tensor, L, step)
        slot.started = True


def seed_read(p, v: str, seed: str, info) -> ir.Access:
    """``d_T(lhs)`` of a statement writing the recurrent value ``v``: ``d_A(L - t, i)`` (``flip``)."""
    return ir.Access(seed, tuple(p.canon(flip(p, v, k, ir.Var(x))) for k, x in enumerate(info.lhs_vars)))


def flip(p, v: str, k: int, e: ir.Expr) -> ir.Expr:
    """Index ``k`` of the gradient of ``v`` in reversed time at the forward index ``e``, and the
    forward index at the gradient's ``e``: the step ``L - e``; the other indices ``e``, or
    ``extent - 1 - e`` where the group runs the elements of each step backwards too (a recurrence
    within a step: Gauss-Seidel's ``A(t, i - 1, j + 1)``, deriche's ``y1(i, j - 1)``)."""
    tensor = p.vs.by_name[v].tensor
    if k == 0:
        return ir.Binary("-", last_step(p, tensor), e)
    if v not in p.flipped:
        return e
    return ir.Binary("-", ir.Binary("-", p.extent(tensor, k), ir.Const(1)), e)


def _flip_isl(p, v: str, k: int, name: str) -> str:
    """``flip`` of the isl variable ``name`` as isl text."""
    from polyopt.poly.affine import to_isl
    tensor, sizes = p.vs.by_name[v].tensor, set(p.c.sizes)
    if k == 0:
        return f"{to_isl(last_step(p, tensor), sizes)} - {name}"
    return f"{to_isl(p.extent(tensor, k), sizes)} - 1 - {name}" if v in p.flipped else name


def _in_step(st: ir.Stmt) -> bool:
    from polyopt.autodiff.versions import _in_step as reads_in_step
    return reads_in_step(st)


def _elementwise(con) -> bool:
    return con.phased is None and not con.hull and all(isinstance(ix, ir.Var) for ix in con.lhs.indices) and \
        tuple(ix.name for ix in con.lhs.indices) == con.vars


def _hoist(e: ir.Expr, names: set[str]) -> tuple[list[ir.Expr], ir.Expr]:
    """``e`` as ``(c1 && c2 ... ? rest : 0)``: the affine conditions of the ternaries with a zero
    branch among its factors (``G(s - 1, i + 1) * (i == N - 2 ? 0.0 : 0.33333)``)."""
    from polyopt.poly.affine import is_affine_cond
    if isinstance(e, ir.Select) and is_affine_cond(e.cond, names):
        zero = [x == const(0) or x == ir.Const(0) for x in (e.then, e.other)]
        if zero[0] != zero[1]:
            c, rest = (ir.Unary("!", e.cond), e.other) if zero[0] else (e.cond, e.then)
            conds, inner = _hoist(rest, names)
            return [c] + conds, inner
    if isinstance(e, ir.Binary) and e.op == "*":
        (cl, left), (cr, right) = _hoist(e.left, names), _hoist(e.right, names)
        return cl + cr, mul(left, right)
    return [], e


def _inline(p, con, L: ir.Expr, names: tuple[str, ...]) -> ir.Expr | None:
    """An elementwise contribution to ``d_A(t, i)`` as a term of ``d_A(s, i)``: guarded by its
    domain and the affine conditions of its factors (isl turns them into one conjunction:
    ``i == 0 || i == N - 1 ? 0.0 : 0.33333`` inside ``0 <= i < N`` is ``i >= 1 && i < N - 1``),
    with ``t = L - s``; None where it is zero."""
    tensor = p.origin.get(con.lhs.tensor, con.lhs.tensor)
    fixed = {x: (ir.Const(0), p.extent(tensor, k), False) for k, x in enumerate(con.vars)}
    hoisted, rhs = _hoist(con.rhs, set(con.vars) | set(p.c.sizes))
    conds = None
    if hoisted:
        dom = con.domain.intersect(_condition_set(p, con.domain, functools.reduce(
            lambda a, b: ir.Binary("&&", a, b), hoisted), list(con.vars)))
        if dom.is_empty():
            return None
        try:
            _, conds = domains.where(dom, con.vars, p.params, fixed, p.scop.context)
            con = replace(con, rhs=rhs)
        except domains.Inexpressible:
            pass  # a union of pieces: the ternaries stay
    if conds is None:
        try:
            conds = domains.conditions(con.domain, con.vars, p.params, fixed, p.scop.context)
        except domains.Inexpressible as e:
            raise NotDifferentiable(f"the gradient of {tensor!r} at a step: {e}") from None
    sub = {x: flip(p, con.lhs.tensor, k, ir.Var(n)) for k, (x, n) in enumerate(zip(con.vars, names))}

    def at(e):
        return ir.rebuild(e, lambda x: sub.get(x.name, x) if isinstance(x, ir.Var) else x)
    rhs = at(con.rhs)
    if conds:
        rhs = ir.Select(functools.reduce(lambda a, b: ir.Binary("&&", a, b), [at(c) for c, _ in conds]),
                        rhs, const(0))
    return p.canon_expr(rhs, None, names)


def _group_terms(p, info, w: str, group: frozenset[str], L: ir.Expr, names: dict,
                 sums: dict) -> list[tuple[str, ir.Expr]]:
    """``(X, term of d_X(s, ...))`` for each read of a value ``X`` of ``group`` in statement ``info``
    (writing ``w``), at its step less a constant: ``d_W(s - c, ...)`` times the partial derivative;
    where that sums over other variables (an RNN's ``W(i, j) * H(t - 1, j)``), the sum is a
    statement of its own at each step (``_summed``, into ``sums[X]``) and the term reads it."""
    st, i = info.stmt, info.index
    dom = next(s.domain for s in p.scop.statements if s.origin == i and s.kind != "init")
    rhs = p.vs.rename(i, st.rhs)
    value = ir.Access(w, tuple(ir.Var(x) for x in info.lhs_vars))
    g = seed_read(p, w, p.slots[w].name, info)
    leaves = []
    for x in ir.walk(rhs):
        if isinstance(x, ir.Access) and x.tensor in group and x.tensor in p.slots and x not in leaves:
            leaves.append(x)
    out = []
    for leaf in leaves:
        c = step_distance(leaf.indices[0], info.lhs_vars[0]) if leaf.indices else None
        earlier = c is None and bool(leaf.indices) and _earlier(p, leaf, info, dom)
        if (c is None and not earlier) or (c is not None and c < 0):
            raise NotDifferentiable(f"{st}: {expr_text(leaf)} is not read at {info.lhs_vars[0]} less a constant: no "
                                    "gradient yet (statements run step by step have one when they read each other at "
                                    "their step less constants, or at earlier steps summed over)",
                                    line=st.loc.line or None, column=st.loc.column or None, source=p.source)
        d = rules.diff(rhs, leaf, p.env)
        if d is None:
            continue
        if not isinstance(rhs, ir.Access | ir.Var | ir.Const):  # exp(u)' is the value itself
            d = ir.rebuild(d, lambda x: value if x == rhs else x)
        con = p.solve(leaf, mul(g, d), info, dom)
        if not _elementwise(con) and _sums_at_step(con):  # (a read at earlier steps: always a sum here)
            out.append((leaf.tensor, _summed(p, con, L, names[leaf.tensor], sums[leaf.tensor])))
            continue
        if not _elementwise(con) or earlier:
            raise NotDifferentiable(f"{st}: the gradient of the recurrence through {leaf} sums over several "
                                    "elements or reaches a fixed index: no gradient yet (reads whose indices are the "
                                    "statement's variables plus constants have one)",
                                    line=st.loc.line or None, column=st.loc.column or None, source=p.source)
        term = _inline(p, con, L, names[leaf.tensor])
        if term is not None:
            out.append((leaf.tensor, term))
    return out


def _earlier(p, leaf: ir.Access, info, dom: isl.Set) -> bool:
    """``leaf``'s step (its first index, affine) is below ``info``'s everywhere in ``dom``, the
    statement's domain (trisolv's ``x(j)`` in ``s(i) +=! L(i, j) * x(j) where j in 0:i``)."""
    from polyopt.poly.affine import NotAffine
    try:
        late = _condition_set(p, dom, ir.Binary(">=", leaf.indices[0], ir.Var(info.lhs_vars[0])), list(info.vars))
    except NotAffine:
        return False
    return dom.intersect(late).is_empty()


def _sums_at_step(con) -> bool:
    """``con`` adds to ``d_X(t, ...)`` at the forward variables of its left-hand side (no scatter,
    no phases), summed over the others."""
    n = len(con.lhs.indices)
    return con.phased is None and n >= 1 and all(isinstance(ix, ir.Var) for ix in con.lhs.indices) and \
        tuple(ix.name for ix in con.lhs.indices) == con.vars[:n]


def _summed(p, con, L: ir.Expr, names: tuple[str, ...], out: list) -> ir.Expr:
    """The term of ``d_X(s, ...)`` that ``con``, a sum over variables beyond ``d_X``'s, adds at step
    ``t = L - s``: ``d_X_sum(s, ...)``, a reduction at each step (appended to ``out``), which reads
    the gradients of the later steps (``d_Z_2(s - 1, i) * W(i, j)``)."""
    from polyopt.autodiff.rules import reciprocals
    from polyopt.lang.check import concrete, dtype_of
    n, step = len(con.lhs.indices), names[0]
    tensor = p.origin.get(con.lhs.tensor, con.lhs.tensor)
    dom = con.domain
    ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, k) for k in range(dom.dim(isl.dim_type.param)))
    src = [f"v{k}_" for k in range(len(con.vars))]
    dst = [f"w{k}_" if k < n else v for k, v in enumerate(src)]
    eqs = " and ".join(f"w{k}_ = {_flip_isl(p, con.lhs.tensor, k, f'v{k}_')}" for k in range(n))
    back = isl.Map(f"[{ptext}] -> {{ [{', '.join(src)}] -> [{', '.join(dst)}] : {eqs} }}", context=dom.get_ctx())
    dom = (dom.reset_tuple_id() if dom.has_tuple_name() else dom).apply(back)
    vars_ = (step,) + con.vars[1:]
    at = {con.vars[k]: flip(p, con.lhs.tensor, k, ir.Var(vars_[k])) for k in range(n)}
    rhs = ir.rebuild(con.rhs, lambda x: at.get(x.name, x) if isinstance(x, ir.Var) else x)
    rhs = rules.simplify(p.canon_expr(rhs, dom, vars_))
    rhs = reciprocals(rhs, vars_, p.env, p.counts)
    dtype = p.slots[con.lhs.tensor].dtype if con.lhs.tensor in p.slots else p.env[con.lhs.tensor]
    rhs = rhs if concrete(dtype_of(rhs, p.env)) == dtype else ir.Cast(dtype, rhs)
    name = p.fresh(f"d_{tensor}_terms")
    lhs = ir.Access(name, tuple(ir.Var(x) for x in vars_[:n]))
    fixed = {x: (ir.Const(0), p.extent(tensor, k), True) for k, x in enumerate(vars_[:n])}
    try:
        pieces = [dom]
        domains.where(dom, vars_, p.params, fixed, p.scop.context)
    except domains.Union:  # (one statement a piece, the first starting from zero)
        pieces = domains.disjoint_pieces(dom)
    for k, piece in enumerate(pieces):
        ranges, conds = domains.where(piece, vars_, p.params, fixed, p.scop.context)
        where = tuple(f"{v} in {lo}:{hi}" for v, lo, hi in ranges) + tuple(p.text_of(c) for c, _ in conds)
        out.append((lhs, "+=!" if k == 0 else "+=", rhs, where))
    p.env[name] = dtype
    p.origin[name] = tensor
    return ir.Access(name, tuple(ir.Var(x) for x in names[:n]))
