"""The emitting half of the reverse pass (``reverse.py``): each gradient is a ``Slot`` whose
``Contribution``s wait until its writer is visited, then become statements of the backward def
(``Emitter.flush``); ``Emitter.text`` prints the def.

``Emitter`` is a base of ``reverse._Pass`` and reads the pass's state: ``c``, ``d``, ``scop``,
``vs``, ``env``, ``fresh``, ``adjoint``, ``helpers``, ``slots``, ``notes`` and the extents.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

import islpy as isl

from polyopt.autodiff import domains, phases, read_phases, rules
from polyopt.autodiff.rules import const
from polyopt.autodiff.text import def_text, stmt_text
from polyopt.autodiff.versions import needed, recompute
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of
from polyopt.poly.affine import to_isl


@dataclass(frozen=True)
class Backward:
    """The gradient def: its text and how its parameters relate to the forward def."""
    text: str
    entry: str
    wrt: tuple[str, ...]
    outputs: tuple[str, ...]  # d_X for each X of wrt
    seeds: tuple[tuple[str, str], ...]  # (d_O parameter, forward output O)
    new_sizes: tuple[tuple[str, str, int], ...]  # (size of a d_O parameter, O, dimension)


@dataclass
class Contribution:
    lhs: ir.Access  # tensor: the slot it adds to (named when emitted)
    rhs: ir.Expr
    vars: tuple[str, ...]
    domain: isl.Set
    identity: bool = False
    hull: dict = field(default_factory=dict)  # variable -> (lo, hi) that holds all its values
    phased: phases.Phased | None = None  # lhs: a temporary of the phases of a strided window (phases.py)


@dataclass
class Slot:
    """The gradient of one value (or input): contributions wait until its writer is visited."""
    tensor: str  # the forward tensor (its extents)
    dtype: str
    target: str
    output: bool
    single: bool
    pending: list = field(default_factory=list)
    name: str | None = None
    started: bool = False


def merged(pend: list[Contribution]) -> list[Contribution]:
    """Elementwise contributions to the same elements over the same domain as one sum
    (``d_e(n, d) = d_Y(n, d) / s(n) + d_s(n)``: one pass instead of two)."""
    out: list[Contribution] = []
    for con in pend:
        elementwise = all(isinstance(ix, ir.Var) for ix in con.lhs.indices) and \
            len(con.vars) == len(con.lhs.indices) and tuple(ix.name for ix in con.lhs.indices) == con.vars
        prev = out[-1] if out else None
        if elementwise and prev is not None and prev.lhs == con.lhs and prev.vars == con.vars and \
                not prev.hull and prev.domain.is_equal(con.domain):
            out[-1] = Contribution(prev.lhs, rules.add(prev.rhs, con.rhs), prev.vars, prev.domain)
        else:
            out.append(con)
    return out


class Emitter:
    """How contributions to a gradient become statements, and the backward def's text."""

    def flush(self, slot: Slot) -> str | None:
        """Emit the waiting contributions of ``slot``; the name of the tensor holding it (None: zero)."""
        pend, slot.pending = slot.pending, []
        if not slot.started:
            if not pend:
                if slot.output:
                    self.zero(slot)
                return slot.name
            only = pend[0]
            if not slot.output and slot.single and len(pend) == 1 and (only.identity or self.copies(slot, only)):
                slot.name, slot.started = only.rhs.tensor, True
                return slot.name
            slot.name = slot.target or self.fresh(f"d_{self._key(slot, only)}")
        for con in merged(pend):
            self.emit(slot, con)
        return slot.name

    def copies(self, slot: Slot, con: Contribution) -> bool:
        """``con`` is ``d_T(i, j) = Z(i, j)`` over all of T, Z of T's type: d_T can be Z itself."""
        lhs = con.lhs.indices
        if not isinstance(con.rhs, ir.Access) or con.rhs.indices != lhs or con.vars != tuple(
                ix.name if isinstance(ix, ir.Var) else None for ix in lhs) or con.domain.has_tuple_name():
            return False
        if self.env.get(con.rhs.tensor) != slot.dtype:
            return False
        return self.covers(slot, con.domain)

    def covers(self, slot: Slot, dom: isl.Set) -> bool:
        """``dom`` (over the indices of ``slot``'s tensor) is all of the tensor."""
        lhs = range(self.c.tensors[slot.tensor].rank)
        if dom.has_tuple_name() or dom.dim(isl.dim_type.set) != len(lhs):
            return False
        ptext = ", ".join(dom.get_dim_name(isl.dim_type.param, p) for p in range(dom.dim(isl.dim_type.param)))
        sizes = set(self.c.sizes)
        inside = [f"0 <= o{k}_ < {to_isl(self.extent(slot.tensor, k), sizes)}" for k in range(len(lhs))]
        dims = ", ".join(f"o{k}_" for k in range(len(lhs)))
        box = isl.Set(f"[{ptext}] -> {{ [{dims}] : {' and '.join(inside) or 'true'} }}", context=dom.get_ctx())
        return dom.intersect_params(self.scop.context).is_equal(box.intersect_params(self.scop.context))

    @staticmethod
    def _key(slot: Slot, con: Contribution) -> str:
        return con.lhs.tensor

    def zero(self, slot: Slot) -> None:
        slot.name = slot.name or slot.target
        rank = self.c.tensors[slot.tensor].rank
        names = self.index_names[:rank]
        where = tuple(f"{n} in 0:{self.text_of(self.extent(slot.tensor, k))}" for k, n in enumerate(names))
        zero = const(0) if slot.dtype == "float32" else ir.Cast(slot.dtype, const(0))  # (0.0 alone is float32)
        self.adjoint.append((ir.Access(slot.name, tuple(ir.Var(n) for n in names)), "=", zero, where))
        self.env[slot.name] = slot.dtype
        slot.started = True

    @staticmethod
    def text_of(e: ir.Expr) -> str:
        from polyopt.autodiff.text import expr_text
        return expr_text(e)

    def emit_phases(self, slot: Slot, con: Contribution) -> None:
        """``con`` into a temporary of the phases (``phases.py``), then the phases interleaved into
        the slot."""
        ph = con.phased
        temp = self.fresh(f"{slot.name}_phases")
        fixed = {}
        for v, (kind, k, s) in zip(ph.layout, ph.holds):
            ext = self.extent(slot.tensor, k)
            hi = ir.Const(s) if kind == "phase" else ext if kind == "dim" else \
                ir.Binary("/", ir.Binary("+", ext, ir.Const(s - 1)), ir.Const(s))  # quotients: ext / s, rounded up
            fixed[v] = (ir.Const(0), hi, True)
        self.bound_rest(con, fixed, lambda *_: True)
        ranges, conds = domains.where(con.domain, con.vars, self.params, fixed, self.scop.context)
        rhs = rules.reciprocals(con.rhs, con.vars, self.env, self.counts)
        rhs = rhs if concrete(dtype_of(rhs, self.env)) == slot.dtype else ir.Cast(slot.dtype, rhs)
        where = tuple(f"{v} in {lo}:{hi}" for v, lo, hi in ranges) + tuple(self.text_of(c) for c, _ in conds)
        self.adjoint.append((ir.Access(temp, tuple(ir.Var(v) for v in ph.layout)), "+=!", rhs, where))
        self.env[temp] = slot.dtype
        index = []
        for kind, k, s in ph.holds:
            x = ir.Var(ph.names[k])
            index.append(x if kind == "dim" else ir.Binary("%" if kind == "phase" else "/", x, ir.Const(s)))
        where = tuple(f"{v} in 0:{self.text_of(self.extent(slot.tensor, k))}" for k, v in enumerate(ph.names))
        self.adjoint.append((ir.Access(slot.name, tuple(ir.Var(v) for v in ph.names)),
                             "+=" if slot.started else "=", ir.Access(temp, tuple(index)), where))
        self.env[slot.name] = slot.dtype
        self.origin[slot.name] = slot.tensor
        slot.started = True

    def bound_rest(self, con: Contribution, fixed: dict, explicit) -> None:
        """The ranges of ``con``'s variables not in ``fixed`` from its domain (else its hull), into
        ``fixed``; ``explicit(x, lo, hi)`` says whether a range from the domain is written out."""
        for k, x in enumerate(con.vars):
            if x in fixed:
                continue
            lo = domains.bound(con.domain, k, self.params, upper=False)
            hi = domains.bound(con.domain, k, self.params, upper=True)
            if lo is not None and hi is not None:
                hi = domains.plus_one(hi)
                fixed[x] = (lo, hi, explicit(x, lo, hi))
            elif x in con.hull:
                fixed[x] = (*con.hull[x], True)

    def emit(self, slot: Slot, con: Contribution) -> None:
        if con.phased is not None:
            return self.emit_phases(slot, con)
        if read_phases.emit(self, slot, con, domains.index_coefficients):
            return None
        lhs_vars = [ix.name for ix in con.lhs.indices if isinstance(ix, ir.Var)]
        scatter = len(lhs_vars) != len(con.lhs.indices)
        fixed = {}
        for k, ix in enumerate(con.lhs.indices):
            if isinstance(ix, ir.Var):
                lo, hi = ir.Const(0), self.extent(slot.tensor, k)
                fixed[ix.name] = (lo, hi, not self.inferable(ix.name, con, lo, hi))
        self.bound_rest(con, fixed, lambda x, lo, hi: not self.inferable(x, con, lo, hi))
        try:
            ranges, conds = domains.where(con.domain, con.vars, self.params, fixed, self.scop.context)
        except domains.Union:  # (``where i != 2``: one statement a piece, each adding to the slot)
            pieces = domains.disjoint_pieces(con.domain)
            if len(pieces) < 2:
                raise
            for piece in pieces:
                self.emit(slot, replace(con, domain=piece))
            return None
        rest = [x for x in con.vars if x not in lhs_vars]
        op = "+="
        rhs = rules.reciprocals(con.rhs, con.vars, self.env, self.counts)
        if not slot.started:
            lone = any(len(used) <= 1 and used <= set(lhs_vars) for _, used in conds)
            ctx = self.scop.context
            if slot.output and any(isinstance(x, ir.Access) and x.tensor in self.reversed for x in ir.walk(rhs)) \
                    and any(not ctx.is_subset(self.line_of(lo, hi).params()) for lo, hi, _ in fixed.values()):
                self.zero(slot)  # a sum over the steps 1:T, empty at T = 1, infers no extent: zeros first
            elif not rest and not scatter:  # elementwise: one assignment, zero where the domain ends
                op = "="
                if conds:  # (inside a ternary the reads infer no range: every range written out)
                    rhs = ir.Select(functools.reduce(lambda a, b: ir.Binary("&&", a, b), [c for c, _ in conds]),
                                    rhs, const(0))
                    conds = ()
                    ranges = tuple((v, self.text_of(lo), self.text_of(hi)) for v, (lo, hi, _) in fixed.items())
            elif scatter or lone:
                self.zero(slot)
            else:
                op = "+=!"
            slot.started = True
        if concrete(dtype_of(rhs, self.env)) != slot.dtype:
            rhs = ir.Cast(slot.dtype, rhs)
        where = tuple(f"{v} in {lo}:{hi}" for v, lo, hi in ranges) + tuple(self.text_of(c) for c, _ in conds)
        self.adjoint.append((ir.Access(slot.name, con.lhs.indices), op, rhs, where))
        self.env[slot.name] = slot.dtype
        self.origin[slot.name] = slot.tensor

    def inferable(self, x: str, con: Contribution, lo: ir.Expr, hi: ir.Expr) -> bool:
        """Whether range inference gives variable ``x`` of ``con`` the range ``lo:hi`` by itself:
        ``x`` indexes only as itself (never in ``h - r``), outside ternary branches, in tensors
        whose extents there are that range."""
        if lo != ir.Const(0):
            return False
        lines = []

        def visit(e):
            if isinstance(e, ir.Select):
                visit(e.cond)
                return
            if isinstance(e, ir.Access):
                for k, ix in enumerate(e.indices):
                    if ix == ir.Var(x):
                        lines.append((e.tensor, k))
                    elif x in ir.walk_vars(ix):
                        lines.append(None)
            for ch in ir.children(e):
                visit(ch)
        visit(con.rhs)
        if not lines or None in lines:
            return False
        want = self.line_of(lo, hi)
        for t, k in lines:  # equal wherever both exist (an extent's sizes may be bounded: W >= 3)
            got = self.line(self.origin[t], k)
            if not got.intersect_params(want.params()).is_equal(want.intersect_params(got.params())):
                return False
        return True

    # -- the text -------------------------------------------------------------------------------------------
    def text(self, seeds, new_sizes, seed_params) -> Backward:
        d, vs = self.d, self.vs
        written = [a for a in self.adjoint if not isinstance(a, str)]
        values = {x.tensor for _, _, rhs, _ in written for x in ir.walk(rhs) if isinstance(x, ir.Access)}
        values |= {x.tensor for lhs, _, _, _ in written for ix in lhs.indices for x in ir.walk(ix)
                   if isinstance(x, ir.Access)}
        stmts = sorted(recompute(self.c, vs) + self.helpers, key=lambda r: r.order)
        keep = needed(stmts, values)
        storage: dict[str, str] = {}
        kept = {r.writes for r in keep}
        for name, v in vs.by_name.items():  # a += value reuses the old one's tensor if nothing reads the old
            if v.base is not None and name in kept and v.base not in values:
                storage[name] = storage.get(v.base, v.base)
        body = [f"# {d.name} recomputed: the values the derivatives read"] if keep else []
        for t in dict.fromkeys(vs.by_name[r.writes].tensor for r in keep if r.writes in self.group_of):
            dims = " x ".join(self.text_of(self.extent(t, k)) for k in range(self.c.tensors[t].rank))
            body.append(f"# ({t} with every step kept, {dims} values: the gradient reads its steps backwards)")
        body += [r.text(storage) for r in keep if not (r.order[1] == 0 and r.writes in storage)]
        body.append("# the gradient, statement by statement from the last (d_X: d loss / d X)")
        body += [f"# {note}" for note in self.notes]

        def rename(e):
            return ir.rebuild(e, lambda x: ir.Access(storage.get(x.tensor, x.tensor), x.indices)
                              if isinstance(x, ir.Access) else x)
        for entry in self.adjoint:
            if isinstance(entry, str):
                body.append(f"# {entry}")
                continue
            lhs, op, rhs, where = entry
            body.append(stmt_text(rename(lhs), op, rename(rhs), where))
        outputs = tuple(self.slots[x].name for x in self.wrt)
        params = d.params + tuple(seed_params)
        name = self.fresh(f"{d.name}_grad")
        head = (f"gradient of {d.name} with respect to {', '.join(self.wrt)}, written by polyopt.autodiff",)
        text = def_text(name, params, outputs, body, head)
        return Backward(text, name, self.wrt, outputs, tuple(seeds), tuple(new_sizes))
