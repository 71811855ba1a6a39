"""The reverse pass: a checked def -> the text of its vector-Jacobian product, a def of its own.

The backward def takes the forward parameters and ``d_O`` for each float output ``O`` (the
gradient of a loss with respect to ``O``) and returns ``d_X`` for each input ``X`` in ``wrt``.
Its body recomputes the forward values the derivatives need (``versions.recompute``: forward
temporaries are recomputed, not taken from a forward call), then visits the forward statements
in reverse order. A statement ``T(lhs) op rhs`` adds, for each differentiable read ``X(e)`` of
``rhs``, ``d_T(lhs) * d rhs / d X(e)`` to ``d_X(e)``, summed over every variable not in ``e``:

- an index ``e_j`` with a variable of coefficient +-1 is solved for it (``I(n, c, h + r, w + s)``
  gives ``d_I(n, c, h, w) += d_O(n, k, h - r, w - s) * Wt(k, c, r, s)``: a correlation over the
  output gradient), and the forward domain, carried over by isl, becomes the ``where`` ranges
  and conditions that keep every index in range; a strided window (``I(n, c, 2 * h + kh, ...)``)
  becomes one dense correlation per phase of the position (``phases.py``);
- an index read from a tensor (a gather ``LUT(I(b, l), d)``) becomes an accumulating scatter,
  ``d_LUT(I(b, l), d) += ...``;
- a recurrence over steps (``A(t, i) = f(A(t - 1, i - 1), ...)``) gets its gradient in reversed
  time, one statement that reads itself a few steps back (``steps.py``);
- ``*=!`` multiplies by the product of the other factors without dividing by zero (the product
  of the non-zero factors and their count of zeros); ``max=!`` and ``min=!`` send the gradient to
  the elements equal to the result, split evenly among ties.
"""

from __future__ import annotations

import functools

import islpy as isl

from polyopt.autodiff import domains, phases, rules, shifts, steps
from polyopt.autodiff.emit import Backward, Contribution, Emitter, Slot, merged
from polyopt.autodiff.rules import NotDifferentiable, const, mul
from polyopt.autodiff.versions import Namer, Recompute, versions, where_items
from polyopt.lang import ir
from polyopt.lang.check import KEYWORDS, Checked, concrete, dtype_of, is_float
from polyopt.poly.affine import NotAffine, isl_name, to_isl
from polyopt.poly.scop import Scop, _dim


def _affine_expr(lin: dict[str | None, int], order: list[str]) -> ir.Expr:
    terms = [(lin[v], ir.Var(v)) for v in order if lin.get(v)]
    terms += [(c, ir.Var(v)) for v, c in lin.items() if v is not None and v not in order and c]
    return domains._sum(terms, lin.get(None, 0))


def _zero_outside(e: ir.Expr) -> list[ir.Expr]:
    """Conditions outside which the product ``e`` is zero: those of its factors ``c ? x : 0``.

    >>> c = ir.Binary("<", ir.Access("I", (ir.Var("i"),)), ir.Var("N"))
    >>> [str(x) for x in _zero_outside(ir.Binary("*", ir.Var("d"), ir.Select(c, ir.Var("t"), ir.Const(0.0))))]
    ['(I(i) < N)']
    """
    if isinstance(e, ir.Binary) and e.op == "*":
        return _zero_outside(e.left) + _zero_outside(e.right)
    if isinstance(e, ir.Select) and isinstance(e.other, ir.Const) and e.other.value == 0:
        return [e.cond, *_zero_outside(e.then)]
    return []


def _gathers(ix: ir.Expr) -> bool:
    return any(isinstance(x, ir.Access) for x in ir.walk(ix))


def _subst(e: ir.Expr, m: dict[str, ir.Expr]) -> ir.Expr:
    return ir.rebuild(e, lambda x: m.get(x.name, x) if isinstance(x, ir.Var) else x)


class _Pass(Emitter):
    def __init__(self, checked: Checked, scop: Scop, wrt: tuple[str, ...], source: str | None):
        self.c, self.scop, self.source = checked, scop, source
        d = checked.definition
        self.d = d
        used = set(KEYWORDS) | set(ir.BUILTINS) | set(checked.tensors) | set(checked.sizes)
        for s in d.body:
            used |= ir.walk_vars(s.rhs) | {r.var for r in s.ranges}
            used |= {x.name for ix in s.lhs.indices for x in ir.walk(ix) if isinstance(x, ir.Var)}
        self.fresh = Namer(used)
        self.vs = versions(checked, scop, used, source)
        self.fresh.used |= set(self.vs.by_name)
        self.wrt = wrt
        self.params = {isl_name(s): s for s in checked.sizes}
        self.env = {k: t.dtype for k, t in checked.tensors.items()}
        self.env.update({k: v.dtype for k, v in self.vs.by_name.items()})
        self.origin = {k: k for k in checked.tensors}
        self.origin.update({k: v.tensor for k, v in self.vs.by_name.items()})
        self.adjoint: list[tuple[ir.Access, str, ir.Expr, tuple[str, ...]] | str] = []  # str: a comment
        self.helpers: list[Recompute] = []
        self.counts: set[str] = set()  # helpers holding counts (of ties): divided by exactly (rules.reciprocals)
        self.reversed: dict[str, tuple[str, ir.Expr, str]] = {}  # gradients in reversed time (steps.py)
        self.flipped: set[str] = set()  # values whose elements within a step run backwards too (steps.flip)
        self.copies_of: dict[tuple[str, int], str] = {}  # (input, stride) -> its copy in phases (read_phases.py)
        self.index_names = [self.fresh(f"i{k}") for k in range(max((t.rank for t in checked.tensors.values()),
                                                                   default=0))]

    # -- extents ---------------------------------------------------------------------------------------
    def extent(self, tensor: str, k: int) -> ir.Expr:
        """The extent of dimension ``k`` of a forward tensor, in sizes."""
        t = self.c.tensors[tensor]
        if t.shape is not None:
            s = t.shape[k]
            return ir.Var(s) if isinstance(s, str) else ir.Const(s)
        hi = domains.covering_bound(self.scop.extents[tensor], k, self.params, upper=True)
        declared = self.c.definition.declared_param(tensor)
        if hi is None and declared is not None and len(declared.shape) == t.rank:  # (a floor: where the
            s = declared.shape[k]  # statements write more, d_O's shape check at the call says so)
            return ir.Var(s) if isinstance(s, str) else ir.Const(s)
        if hi is None:
            loc = self.at or ir.NOLOC
            raise NotDifferentiable(f"the extent of {tensor!r} along dimension {k} is not affine in the sizes "
                                    f"(a max of two, as for {tensor}(i) written at i in 0:2 and at i in 2:N): no "
                                    f"gradient; declare its shape (-> (double(N) {tensor}))",
                                    line=loc.line or None, column=loc.column or None, source=self.source)
        return domains.plus_one(hi)

    def line(self, tensor: str, k: int) -> isl.Set:
        return _dim(self.scop.extents[tensor], k).set_tuple_name("L")

    def line_of(self, lo: ir.Expr, hi: ir.Expr) -> isl.Set:
        ctx = self.scop.context
        ptext = ", ".join(ctx.get_dim_name(isl.dim_type.param, p) for p in range(ctx.dim(isl.dim_type.param)))
        sizes = set(self.c.sizes)
        return isl.Set(f"[{ptext}] -> {{ L[x_] : {to_isl(lo, sizes)} <= x_ < {to_isl(hi, sizes)} }}",
                       context=self.scop.ctx).intersect_params(ctx)

    def box(self, tensor: str, names: list[str]) -> isl.Set:
        """The whole extent of ``tensor`` (a set over variables ``names``, by position)."""
        return self.scop.extents[tensor]

    # -- the pass ----------------------------------------------------------------------------------------
    def run(self) -> Backward:
        self.at: ir.Loc | None = None  # the forward statement being visited (for messages)
        try:
            return self._run()
        except domains.Inexpressible as e:
            if e.line is not None:
                raise
            loc = self.at or ir.NOLOC
            raise NotDifferentiable(
                f"no gradient: the reads of this statement would scatter to a set of elements that a 'where' "
                f"clause cannot state ({e})",
                line=loc.line or None, column=loc.column or None, source=self.source) from e

    def _run(self) -> Backward:
        c, d, vs = self.c, self.d, self.vs
        reaches = self.reaching()
        self.slots: dict[str, Slot] = {}
        for x in self.wrt:
            t = c.tensors[x]
            self.slots[x] = Slot(x, t.dtype, self.fresh(f"d_{x}"), True, False)
        self.notes: list[str] = []  # values without a gradient, and why (shifts.py)
        for name, v in vs.by_name.items():
            if reaches.get(name) and is_float(v.dtype):
                why = shifts.invariant(c, vs, name)
                if why is not None:
                    self.notes.append(why)
                    continue
                self.slots[name] = Slot(v.tensor, v.dtype, "", False, len(v.writers) == 1)
        seeds, new_sizes, seed_params = [], [], []
        self.seed_sizes: dict[tuple[str, int], str] = {}  # (output, dimension) -> its size in d_O's shape
        for o in d.outputs:
            t = c.tensors[o]
            if not is_float(t.dtype):
                continue
            pname = self.fresh(f"d_{o}")
            shape = []
            kept = c.kept.get(o)
            for k in range(t.rank):
                if t.shape is None and domains.bound(self.scop.extents[o], k, self.params, upper=True) is None:
                    e = None  # (a covering bound, N for min(N, M - 1): d_O takes O's own extent, a size of its own)
                else:
                    e = self.extent(o, k)
                if k == 0 and kept is not None:
                    shape.append(None)  # the steps: those returned (steps.seed_shape)
                elif isinstance(e, ir.Var | ir.Const):
                    shape.append(e.name if isinstance(e, ir.Var) else e.value)
                else:
                    s = self.fresh(f"{o}_{k}")
                    new_sizes.append((s, o, k))
                    self.seed_sizes[(o, k)] = s
                    shape.append(s)
            seed_params.append(ir.Param(pname, t.dtype, tuple(steps.seed_shape(self, o, shape, kept))))
            seeds.append((pname, o))
            self.origin[pname] = o
            self.env[pname] = t.dtype
            final = vs.final[o]
            if final in self.slots:
                self.slots[final].pending.append(steps.seed_identity(self, final, pname, o, kept))
        self.group_of = steps.groups(self)  # values whose gradient runs the steps backwards
        done: set = set()
        for info in reversed(c.stmts):
            self.at = info.stmt.loc
            _, v = vs.written[info.index]
            if v in self.slots:
                slot = self.slots[v]
                if v in self.group_of:
                    steps.visit(self, info, v, done)
                    continue
                inlined = self.inline(slot, info, v)
                seed = None if inlined is not None else self.flush(slot)
                if seed is not None or inlined is not None:
                    self.statement(info, v, seed, inlined)
        for x in self.wrt:
            self.flush(self.slots[x])
        return self.text(seeds, new_sizes, seed_params)

    def reaching(self) -> dict[str, bool]:
        """Values that depend on some input of ``wrt``."""
        out: dict[str, bool] = {}
        wrt = set(self.wrt)
        before = None
        while out != before:  # to a fixed point: statements run step by step read values written later
            before = dict(out)
            for info in self.c.stmts:
                i = info.index
                _, v = self.vs.written[i]
                rhs = self.vs.rename(i, info.stmt.rhs)
                hit = any((isinstance(x, ir.Access) and (x.tensor in wrt or out.get(x.tensor)))
                          or (isinstance(x, ir.Var) and x.name in wrt) for x in ir.walk(rhs))
                base = self.vs.by_name[v].base
                out[v] = out.get(v, False) or hit or bool(base and out.get(base))
        return out

    def identity(self, slot_key: str, src: str, tensor: str) -> Contribution:
        rank = self.c.tensors[tensor].rank
        names = self.index_names[:rank]
        ix = tuple(ir.Var(n) for n in names)
        return Contribution(ir.Access(slot_key, ix), ir.Access(src, ix), tuple(names),
                            self.box(tensor, names), identity=True)

    def written_at(self, info, names: tuple[str, ...]) -> ir.Expr:
        """The condition, over the element ``names``, that statement ``info`` writes it."""
        written = [s.domain.apply(r.relation) for s in self.scop.statements if s.origin == info.index
                   and s.kind != "init" for r in s.refs if r.write]
        w = functools.reduce(isl.Set.union, written).coalesce()
        w = w.reset_tuple_id() if w.has_tuple_name() else w
        try:
            ranges, conds = domains.where(w, names, self.params, context=self.scop.context, texts=False)
        except domains.Union:  # (pieces: one condition, their conjunctions joined by ||)
            ranges, conds = (), domains.conditions(w, names, self.params, context=self.scop.context)
        except domains.Inexpressible as e:
            loc = info.stmt.loc
            raise NotDifferentiable(f"{info.stmt} overwrites part of {info.stmt.lhs.tensor!r} that a 'where' "
                                    f"clause cannot state ({e}): no gradient (write the new values into a new "
                                    "tensor)", line=loc.line or None, column=loc.column or None,
                                    source=self.source) from None
        parts = [c for c, _ in conds]
        for v, lo, hi in ranges:
            parts += [ir.Binary(">=", ir.Var(v), lo), ir.Binary("<", ir.Var(v), hi)]
        return functools.reduce(lambda a, b: ir.Binary("&&", a, b), parts) if parts else ir.Const(1)

    def statement(self, info, v: str, seed: str | None, inlined: ir.Expr | None = None) -> None:
        """Add the contributions of forward statement ``info`` (writing value ``v``) of its gradient,
        tensor ``seed``, or the expression ``inlined`` (``inline``)."""
        st, i = info.stmt, info.index
        dom = next(s.domain for s in self.scop.statements if s.origin == i and s.kind != "init")
        version = self.vs.by_name[v]
        g = inlined if inlined is not None else steps.seed_read(self, v, seed, info) if v in self.group_of else \
            ir.Access(seed, tuple(ir.Var(x) for x in info.lhs_vars))
        rhs = self.vs.rename(i, st.rhs)
        if version.base is not None and version.base in self.slots:
            con = self.identity(version.base, seed, version.tensor)
            if version.partial:  # the old values' gradient where nothing overwrote them
                con = Contribution(con.lhs, ir.Select(self.written_at(info, con.vars), const(0), con.rhs),
                                   con.vars, con.domain)
            self.slots[version.base].pending.append(con)
        factor = self.factor(info, v, rhs)
        for leaf, p in self.partials(info, v, rhs):
            expr = factor(mul(g, p))
            if expr is None:
                continue
            key = leaf.tensor if isinstance(leaf, ir.Access) else leaf.name
            if isinstance(leaf, ir.Var):
                self.slots[key].pending.append(Contribution(ir.Access(key, ()), expr, info.vars, dom))
            else:
                self.slots[key].pending.append(self.solve(leaf, expr, info, dom))

    def partials(self, info, v: str, rhs: ir.Expr) -> list[tuple[ir.Access | ir.Var, ir.Expr]]:
        """``(X(e), d rhs / d X(e))`` for each read of ``rhs`` that has a gradient, where it is not zero."""
        leaves: list = []
        for x in ir.walk(rhs):
            if isinstance(x, ir.Access) and (x.tensor in self.slots) and x not in leaves and \
                    x.tensor not in self.group_of.get(v, ()):  # the steps of a recurrence: steps.recur
                leaves.append(x)
            elif isinstance(x, ir.Var) and x.name in self.wrt and x not in leaves:
                leaves.append(x)
        value = ir.Access(v, tuple(ir.Var(x) for x in info.lhs_vars))
        out = []
        for leaf in leaves:
            p = rules.diff(rhs, leaf, self.env)
            if p is None:
                continue
            if info.stmt.op == "=" and not isinstance(rhs, ir.Access | ir.Var | ir.Const):  # exp(u)' is the value
                p = ir.rebuild(p, lambda x: value if x == rhs else x)
            out.append((leaf, p))
        return out

    def inline(self, slot: Slot, info, v: str) -> ir.Expr | None:
        """The gradient of value ``v`` as an expression over the variables of ``info``, its writer,
        where that is its only use: an elementwise ``=`` that writes all of ``v`` (``d_e(n, d) = d_Y(n, d) /
        s(n) + d_s(n)``) read by one derivative of an elementwise writer (``e(n, d) = exp(...)``):
        ``d_X(n, d) = (d_Y(n, d) / s(n) + d_s(n)) * e(n, d)``, one pass and no temporary. None
        otherwise (the gradient is then a tensor of its own, ``flush``), also where ``info`` overwrites
        part of an older value, whose gradient reads it."""
        st = info.stmt
        if slot.output or slot.started or not slot.single or st.op != "=" or \
                self.vs.by_name[v].base in self.slots or \
                tuple(ix.name if isinstance(ix, ir.Var) else None for ix in st.lhs.indices) != info.lhs_vars:
            return None
        pend = merged(slot.pending)
        if len(pend) != 1 or len(self.partials(info, v, self.vs.rename(info.index, st.rhs))) != 1:
            return None
        con = pend[0]
        if con.identity or con.phased is not None or con.hull or len(con.vars) != len(info.lhs_vars) or \
                con.lhs.indices != tuple(ir.Var(x) for x in con.vars) or not self.covers(slot, con.domain):
            return None
        rhs = con.rhs if concrete(dtype_of(con.rhs, self.env)) == slot.dtype else ir.Cast(slot.dtype, con.rhs)
        slot.pending, slot.started = [], True
        return _subst(rhs, {x: ir.Var(y) for x, y in zip(con.vars, info.lhs_vars)})

    def factor(self, info, v: str, rhs: ir.Expr):
        """What multiplies ``d_T * d rhs / d X`` for the statement's operator."""
        st = info.stmt
        lhs = tuple(ir.Var(x) for x in info.lhs_vars)
        where = where_items(st, lambda a: self.vs.rename(info.index, a))
        if not st.initializes or st.reduction == "+":
            return lambda e: e
        zero = const(0)
        if st.reduction == "*":
            nz, zc = self.fresh(f"{v}_nonzero"), self.fresh(f"{v}_zeros")
            reads = frozenset(x.tensor for x in ir.walk(rhs) if isinstance(x, ir.Access))
            self.helpers += [
                Recompute((info.index, 2), nz, reads, ir.Access(nz, lhs), "*=!",
                          ir.Select(ir.Binary("!=", rhs, zero), rhs, const(1)), where),
                Recompute((info.index, 3), zc, reads, ir.Access(zc, lhs), "+=!",
                          ir.Select(ir.Binary("==", rhs, zero), ir.Const(1), ir.Const(0)), where)]
            self.env.update({nz: self.vs.by_name[v].dtype, zc: "int64"})
            self.origin.update({nz: self.origin[v], zc: self.origin[v]})
            nza, zca = ir.Access(nz, lhs), ir.Access(zc, lhs)
            others = ir.Select(ir.Binary("==", rhs, zero),
                               ir.Select(ir.Binary("==", zca, ir.Const(1)), nza, zero),
                               ir.Select(ir.Binary("==", zca, ir.Const(0)), ir.Binary("/", nza, rhs), zero))
            return lambda e: mul(e, others)
        ties = self.fresh(f"{v}_ties")
        hit = ir.Binary("==", rhs, ir.Access(v, lhs))
        reads = frozenset(x.tensor for x in ir.walk(rhs) if isinstance(x, ir.Access)) | {v}
        self.helpers.append(Recompute((info.index, 2), ties, reads, ir.Access(ties, lhs), "+=!",
                                      ir.Select(hit, const(1), zero), where))
        self.env[ties] = "float32"
        self.counts.add(ties)
        self.origin[ties] = self.origin[v]
        return lambda e: ir.Select(hit, rules.div(e, ir.Access(ties, lhs)), zero)

    def check_affine(self, leaf: ir.Access, ix: ir.Expr, names: set[str]) -> None:
        """A ``NotDifferentiable`` naming ``leaf`` where its index ``ix`` is computed at run time
        (``X((i + 3) % N)``, ``X(i * j)``): its gradient would scatter to an index no 'where' states."""
        try:
            to_isl(ix, names)
        except NotAffine:
            loc = leaf.loc if leaf.loc.line else self.at or ir.NOLOC
            raise NotDifferentiable(
                f"no gradient for {leaf}: its index {ix} is computed at run time (not affine, not read from a "
                f"tensor); compute the index into an integer tensor first and read {leaf.tensor} through it (a "
                f"gather, whose gradient scatters)",
                line=loc.line or None, column=loc.column or None, source=self.source) from None

    def solve(self, leaf: ir.Access, expr: ir.Expr, info, dom: isl.Set) -> Contribution:
        """The contribution of ``expr`` to ``d_X(leaf's indices)``, over new variables: each affine
        index is solved for a variable of coefficient +-1 (which takes its name) where one is left."""
        parts = phases.plan(leaf, info.lhs_vars, info.red_vars, domains.index_coefficients, set(self.c.sizes))
        if parts is not None:
            try:
                return self.phased(leaf, expr, dom, info, parts)
            except domains.Inexpressible:
                pass  # the guarded correlation below
        vars_ = list(info.vars)
        names = set(vars_) | set(self.c.sizes)
        subst: dict[str, ir.Expr] = {}
        gone: list[str] = []
        new: list[tuple[str, ir.Expr]] = []
        lhs: list[ir.Expr] = []
        for ix in leaf.indices:
            if _gathers(ix):
                lhs.append(ix)
                continue
            self.check_affine(leaf, ix, names)
            try:  # (over the new variables so far: ``i - j + 3`` after ``i + j`` is ``i - 2 * j + 3``)
                lin = domains.index_coefficients(_subst(ix, subst), names)
            except ValueError:  # (``X(i / 2)``: a variable of its own, ``2 * x0 <= i < 2 * x0 + 2``)
                lin = {}
            cands = [x for x in vars_ if x not in gone and abs(lin.get(x, 0)) == 1]
            if cands:
                x = cands[0]
                c = lin[x]
                rest = _affine_expr({k: w for k, w in lin.items() if k != x}, vars_)
                sol = ir.Binary("-", ir.Var(x), rest) if c == 1 else ir.Binary("-", rest, ir.Var(x))
                subst = {k: _subst(e, {x: sol}) for k, e in subst.items()}
                subst[x] = sol
                gone.append(x)
                name = x
            else:
                name = self.fresh(f"{leaf.tensor.lower()}{len(lhs)}")
            new.append((name, ix))
            lhs.append(ir.Var(name))
        rest_vars = [x for x in vars_ if x not in gone]
        out_vars = [n for n, _ in new] + rest_vars
        src = ", ".join(isl_name(x) for x in info.vars)
        dst = ", ".join(f"o{k}_" for k in range(len(out_vars)))
        eqs = [f"o{k}_ = {to_isl(ix, names)}" for k, (_, ix) in enumerate(new)]
        eqs += [f"o{len(new) + k}_ = {isl_name(x)}" for k, x in enumerate(rest_vars)]
        ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, p) for p in range(dom.dim(isl.dim_type.param)))
        m = isl.Map(f"[{ptext}] -> {{ {dom.get_tuple_name()}[{src}] -> [{dst}] : {' and '.join(eqs) or 'true'} }}",
                    context=dom.get_ctx())
        # where the read is out of bounds (a guarded read: zero padding) nothing flows back
        sizes = set(self.c.sizes)
        inside = [f"0 <= o{k}_ < {to_isl(self.extent(self.origin[leaf.tensor], j), sizes)}"
                  for k, j in enumerate(j for j, ix in enumerate(leaf.indices) if not _gathers(ix))]
        box = isl.Set(f"[{ptext}] -> {{ [{dst}] : {' and '.join(inside) or 'true'} }}", context=dom.get_ctx())
        new_dom = dom.apply(m).intersect(box)
        for x in list(rest_vars):  # a variable with one value (a step's ``t in 0:1``) is that value
            k = out_vars.index(x)
            lo = domains.bound(new_dom, k, self.params, upper=False)
            if lo is None or lo != domains.bound(new_dom, k, self.params, upper=True):
                continue
            subst = {y: _subst(e, {x: lo}) for y, e in subst.items()}
            subst[x] = lo
            new_dom = new_dom.project_out(isl.dim_type.set, k, 1)
            rest_vars.remove(x)
            out_vars.remove(x)
        sub = {k: self.canon(e) for k, e in subst.items()}
        lhs = [self.canon_expr(_subst(ix, sub)) if _gathers(ix) else ix for ix in lhs]
        rhs = rules.simplify(self.canon_expr(_subst(expr, sub), new_dom, tuple(out_vars)))
        zero_outside = _zero_outside(rhs)
        if zero_outside and any(_gathers(ix) for ix in lhs):  # (a scatter to an index the forward
            cond = functools.reduce(lambda a, b: ir.Binary("&&", a, b), zero_outside)  # never read)
            lhs = [ir.Select(cond, ix, ir.Const(0)) if _gathers(ix) else ix for ix in lhs]
        hull = {}
        for x in rest_vars:  # the forward ranges: where the bounds in the new domain are not affine
            k = info.vars.index(x)
            lo, hi = domains.bound(dom, k, self.params, upper=False), domains.bound(dom, k, self.params, upper=True)
            if lo is not None and hi is not None:
                hull[x] = (lo, domains.plus_one(hi))
        return Contribution(ir.Access(leaf.tensor, tuple(lhs)), rhs, tuple(out_vars), new_dom, hull=hull)

    def phased(self, leaf: ir.Access, expr: ir.Expr, dom: isl.Set, info, parts: list) -> Contribution:
        """The contribution of ``expr`` to ``d_X(leaf's indices)`` in polyphase form (``phases.py``):
        into the phases' temporary, over its variables, the taps and the other forward variables."""
        for part in parts:  # windows no wider than the stride (2x2 pooling, stride 2): one tap a position
            if isinstance(part, phases.Split):
                k = info.vars.index(part.window)
                lo, hi = domains.bound(dom, k, self.params, upper=False), domains.bound(dom, k, self.params, upper=True)
                if isinstance(lo, ir.Const) and isinstance(hi, ir.Const) and hi.value - lo.value < part.stride:
                    raise domains.Inexpressible("a window no wider than its stride needs no phases")
        ph, subst, taps, split = phases.layout(parts, self.fresh)
        used = {v for part in parts for v in ((part.window, part.out) if isinstance(part, phases.Split)
                                              else (part[0],))}
        rest_vars = [x for x in info.vars if x not in used]
        out_vars = list(ph.layout) + taps + rest_vars
        sizes = set(self.c.sizes)
        new = {x: ir.Var(f"o{k}_") for k, x in enumerate(out_vars)}
        inner = sizes | {v.name for v in new.values()}
        # the forward variables as functions of the new ones: an affine map back (no divisions)
        eqs = [f"{isl_name(x)} = {to_isl(_subst(subst.get(x, ir.Var(x)), new), inner)}" for x in info.vars]
        for k, part in enumerate(parts):
            if isinstance(part, phases.Split):
                eqs.append(f"0 <= {to_isl(new[split[k][0]], inner)} < {part.stride}")
        ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, p) for p in range(dom.dim(isl.dim_type.param)))
        src = ", ".join(to_isl(new[x], inner) for x in out_vars)
        back = isl.Map(f"[{ptext}] -> {{ [{src}] -> {dom.get_tuple_name()}[{', '.join(map(isl_name, info.vars))}] : "
                       f"{' and '.join(eqs)} }}", context=dom.get_ctx())
        new_dom = back.intersect_range(dom).domain()
        inside = []  # the read's elements: the phases' positions within its extents
        for k, part in enumerate(parts):
            hi = to_isl(self.extent(self.origin[leaf.tensor], k), sizes)
            if isinstance(part, phases.Split):
                p, q, _ = split[k]
                inside.append(f"0 <= {part.stride} * {to_isl(new[q], inner)} + {to_isl(new[p], inner)} < {hi}")
            else:
                inside.append(f"0 <= {to_isl(new[part[0]], inner)} < {hi}")
        new_dom = new_dom.intersect(isl.Set(f"[{ptext}] -> {{ [{src}] : {' and '.join(inside)} }}",
                                            context=dom.get_ctx())).coalesce()
        if any(bs.dim(isl.dim_type.div) for bs in new_dom.get_basic_sets()):
            raise domains.Inexpressible(f"the polyphase domain {new_dom} has integer divisions")
        # the output positions in range guard the terms (d_O(n, k, q - j, ...) with q - j in 0:O_2)
        # instead of bounding the taps: the sums over the taps then have the same range at every
        # position (whole register blocks); the rest of the domain must not tie a position to a tap
        guards, inside = [], []
        out_tensor = self.origin.get(info.stmt.lhs.tensor, info.stmt.lhs.tensor)
        for k, part in enumerate(parts):
            if isinstance(part, phases.Split):
                _, q, j = split[k]
                pos = info.lhs_vars.index(part.out)
                ext = self.extent(out_tensor, pos)
                named = ir.Var(self.seed_sizes[(out_tensor, pos)]) if (out_tensor, pos) in self.seed_sizes else ext
                at = ir.Binary("-", ir.Var(q), ir.Var(j))
                guards += [ir.Binary(">=", at, ir.Const(0)), ir.Binary("<", at, named)]
                inside.append(f"0 <= {to_isl(new[q], inner)} - {to_isl(new[j], inner)} < {to_isl(ext, sizes)}")
        rect = new_dom.gist(isl.Set(f"[{ptext}] -> {{ [{src}] : {' and '.join(inside)} }}",
                                    context=dom.get_ctx())).coalesce()
        positions = {k for k, (kind, _, _) in enumerate(ph.holds) if kind != "phase"}
        sums = set(range(len(ph.layout), len(out_vars)))
        for bs in rect.get_basic_sets():
            for c in bs.get_constraints():
                used = {k for k in range(len(out_vars)) if not c.get_coefficient_val(isl.dim_type.set, k).is_zero()}
                if used & positions and used & sums or c.get_aff().dim(isl.dim_type.div):
                    raise domains.Inexpressible(f"the polyphase domain {new_dom} ties a position to a tap")
        cond = functools.reduce(lambda a, b: ir.Binary("&&", a, b), guards)
        outs = {part.out for part in parts if isinstance(part, phases.Split)}

        def guard(x):  # a product of reads: the reads at an output position (d_O) are zero where it
            # is out of range (as a "same" convolution's input), else the whole term is
            if isinstance(x, ir.Binary) and x.op == "*":
                return ir.Binary("*", guard(x.left), guard(x.right))
            if isinstance(x, ir.Access) and not any(isinstance(y, ir.Access) for ix in x.indices for y in ir.walk(ix)):
                return ir.Select(cond, x, const(0)) if any(outs & ir.walk_vars(ix) for ix in x.indices) else x
            if isinstance(x, ir.Const | ir.Var):
                return x
            raise ValueError(x)
        try:
            rhs = guard(expr)
        except ValueError:
            rhs = expr
        if rhs == expr:
            rhs = ir.Select(cond, expr, const(0))
        rhs = rules.simplify(self.canon_expr(_subst(rhs, subst), rect, tuple(out_vars)))
        new_dom = rect
        hull = {}
        for x in rest_vars:
            k = info.vars.index(x)
            lo, hi = domains.bound(dom, k, self.params, upper=False), domains.bound(dom, k, self.params, upper=True)
            if lo is not None and hi is not None:
                hull[x] = (lo, domains.plus_one(hi))
        lhs = ir.Access(leaf.tensor, tuple(ir.Var(v) for v in ph.layout))
        return Contribution(lhs, rhs, tuple(out_vars), new_dom, hull=hull, phased=ph)

    def canon(self, e: ir.Expr) -> ir.Expr:
        """An affine index in its shortest form (``h - r + r`` -> ``h``)."""
        try:
            return _affine_expr(domains.index_coefficients(e, set()), [])
        except ValueError:
            return e

    def canon_expr(self, e: ir.Expr, dom: isl.Set | None = None, vars_: tuple[str, ...] = ()) -> ir.Expr:
        """``e`` with affine indices and comparisons in their shortest form, and ternaries whose
        affine condition the domain ``dom`` (over ``vars_``) decides replaced by their branch."""
        names = set(vars_) | set(self.c.sizes)

        def fn(x):
            if isinstance(x, ir.Access):
                return ir.Access(x.tensor, tuple(self.canon(ix) for ix in x.indices), x.loc)
            if isinstance(x, ir.Binary) and x.op in ("<", "<=", ">", ">=", "==", "!="):
                try:
                    lin = domains.index_coefficients(ir.Binary("-", x.left, x.right), names)
                except ValueError:
                    return x
                if not set(lin) - {None} <= names:
                    return x
                left = {v: c for v, c in lin.items() if v in vars_}
                right = {v: -c for v, c in lin.items() if v not in vars_}
                op = x.op
                first = next((left[v] for v in vars_ if left.get(v)), 1)
                if first < 0:
                    left, right = {v: -c for v, c in left.items()}, {v: -c for v, c in right.items()}
                    op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}.get(op, op)
                return ir.Binary(op, _affine_expr(left, list(vars_)), _affine_expr(right, []))
            if isinstance(x, ir.Select) and dom is not None:
                taken = self.decided(x.cond, dom, vars_)
                if taken is not None:
                    return x.then if taken else x.other
            return x
        return ir.rebuild(e, fn)

    def decided(self, cond: ir.Expr, dom: isl.Set, vars_: tuple[str, ...]) -> bool | None:
        """True (False) where ``cond`` holds (fails) in all of ``dom``; None otherwise or if not affine."""
        from polyopt.poly.affine import NotAffine, cond_to_isl
        names = set(vars_) | set(self.c.sizes)
        try:
            text = cond_to_isl(cond, names)
        except NotAffine:
            return None
        ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, p) for p in range(dom.dim(isl.dim_type.param)))
        inner = ", ".join(isl_name(v) for v in vars_)
        tup = dom.get_tuple_name() if dom.has_tuple_name() else ""
        c = isl.Set(f"[{ptext}] -> {{ {tup}[{inner}] : {text} }}", context=dom.get_ctx())
        if dom.is_subset(c):
            return True
        if dom.intersect(c).is_empty():
            return False
        return None


def backward(checked: Checked, scop: Scop, wrt: tuple[str, ...], source: str | None = None) -> Backward:
    """The gradient def of ``checked`` with respect to the inputs ``wrt`` (see the module docstring).
    ``scop`` is ``checked``'s model without split conditions."""
    return _Pass(checked, scop, wrt, source).run()
