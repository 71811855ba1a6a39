"""Build the polyhedral model (``poly.scop.Scop``) of one checked def: each statement's domain, with
the ranges of its indices inferred from the accesses, its tagged accesses, and every tensor's extent;
reads outside a tensor raise ``BoundsError`` with the place and an example.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> scop = build_scop(check(parse("def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }").defs[0]))
>>> print(scop.statements[1].domain)
[M, N] -> { S0[i, j] : 0 <= i < M and 0 <= j < N }
"""

from __future__ import annotations

import math

import islpy as isl

from polyopt.errors import BoundsError, RangeError, SemanticError
from polyopt.lang import ir
from polyopt.lang.check import Checked, StmtInfo, step_index
from polyopt.poly.affine import NotAffine, cond_to_isl, internal, isl_name, to_isl
from polyopt.poly.pieces import non_affine_conditions
from polyopt.poly.pieces import split as split_pieces
from polyopt.poly.ranges import (
    DimBound,
    SizeCheck,
    _bound_text,
    check_in_bounds,
    check_not_empty,
    infer_domain,
    infer_ranges,
    relax_guarded,
)
from polyopt.poly.scop import Ref, Scop, Statement, _dim
from polyopt.poly.steps import check_steps

# pieces of the widened ranges of a statement (the product over its variables) past which its reads
# under ternaries bound their variables as unguarded ones do: each piece a condition on the sizes,
# their intersection was 729 pieces and minutes of isl for a convolution with its window as sizes,
# stride 3 and dilation 2 under an outer ternary (a helper's sweep)
MAX_RELAXED_PIECES = 64


def _reads_itself(st) -> bool:
    """``st`` reads the tensor it writes, under an affine condition (a branch that may copy)."""
    return isinstance(st.rhs, ir.Select) and \
        any(isinstance(x, ir.Access) and x.tensor == st.lhs.tensor for x in ir.walk(st.rhs))


def _copies_apart(dom: isl.Set, st, pieces) -> list[tuple[isl.Set, ir.Expr]]:
    """Without ``split_conditions``: ``st`` whole over ``dom``, less the pieces (of ``pieces``,
    its branch-free ones) that only copy an element of the tensor it writes, which become
    statements of their own: stored in place such a copy is of an element onto itself and is
    dropped (``poly.storage``), so a kernel that is accepted with split conditions is accepted
    without (the LU of docs/language.md: ``... : LU(k - 1, i, j)``)."""
    copies = [(d, b) for d, b in pieces if isinstance(b, ir.Access) and b.tensor == st.lhs.tensor]
    if not copies:
        return [(dom, st.rhs)]
    rest = dom
    for d, _ in copies:
        rest = rest.subtract(d)
    return ([] if rest.is_empty() else [(rest.coalesce(), st.rhs)]) + copies


class _Builder:
    def __init__(self, checked: Checked, source: str | None, split: bool = True, min_size: int = 1,
                 copies_apart: bool = False):
        self.split, self.copies_apart = split, copies_apart
        self.notes: list[str] = []
        self.size_checks: list[SizeCheck] = []  # accesses in bounds at some sizes only
        self.c = checked
        self.d = checked.definition
        self.source = source
        self.ctx = isl.Context()
        self.params = checked.sizes
        self.ptext = ", ".join(isl_name(p) for p in self.params)
        cons = " and ".join(f"{isl_name(p)} >= {min_size}" for p in self.params) or "true"
        self.context = self.set(f"{{ : {cons} }}")
        self.extents: dict[str, isl.Set] = {}
        # with sizes that may be 0, each dimension's extent on its own (``Scop.dims``); None: the
        # projections of ``extents`` (the same where no size is 0)
        self.dims: dict[str, tuple[isl.Set, ...]] | None = {} if min_size < 1 else None
        # ... and the sizes that the inferred ranges' formulas are made for (``infer_ranges``)
        ones = " and ".join(f"{isl_name(p)} >= 1" for p in self.params) or "true"
        self.assume = isl.Set(f"[{self.ptext}] -> {{ : {ones} }}", context=self.ctx) if min_size < 1 else None
        self.ntags = 0
        self.deferred: list = []  # (info, [(access, guard)], domain, space, bounds) of reads checked at the end
        self.stepped_reads: list = []  # (statement index, access, guard) of those in steps
        for t in checked.tensors.values():
            if t.kind == "input":
                self.extents[t.name] = self.input_extent(t.name, t.shape)
                if self.dims is not None:
                    self.dims[t.name] = tuple(self.set(f"{{ {isl_name(t.name)}[a] : 0 <= a < "
                                                       f"{isl_name(d) if isinstance(d, str) else d} }}")
                                              for d in t.shape)
            elif t.kind == "scalar":
                self.extents[t.name] = self.set(f"{{ {isl_name(t.name)}[] }}")

    def set(self, text: str) -> isl.Set:
        return isl.Set(f"[{self.ptext}] -> {text}", context=self.ctx).intersect_params(
            getattr(self, "context", None) or isl.Set(f"[{self.ptext}] -> {{ : }}", context=self.ctx))

    def map(self, text: str) -> isl.Map:
        return isl.Map(f"[{self.ptext}] -> {text}", context=self.ctx)

    def input_extent(self, name, shape) -> isl.Set:
        dims = [internal(f"a{k}") for k in range(len(shape))]
        cons = [f"0 <= {d} < {isl_name(s) if isinstance(s, str) else s}" for d, s in zip(dims, shape)]
        return self.set(f"{{ {isl_name(name)}[{', '.join(dims)}] : {' and '.join(cons) or 'true'} }}")

    def fail(self, msg, loc, cls=SemanticError):
        raise cls(msg, line=loc.line or None, column=loc.column or None, source=self.source)

    # -- one statement -------------------------------------------------------------------------
    def statement(self, info: StmtInfo) -> list[Statement]:
        st = info.stmt
        vars_ = info.vars
        names = set(vars_) | set(self.params)
        space = f"S{info.index}[{', '.join(isl_name(v) for v in vars_)}]"
        universe = self.set(f"{{ {space} }}")

        def vset(cond: str) -> isl.Set:
            return self.set(f"{{ {space} : {cond} }}")

        explicit = {}
        for r in st.ranges:
            try:
                lo, hi = to_isl(r.lo, names), to_isl(r.hi, names)
            except NotAffine as e:
                self.fail(f"the range of {r.var!r} must be affine in sizes and index variables: {e}", r.loc)
            explicit[r.var] = vset(f"{lo} <= {isl_name(r.var)} < {hi}")
        cond_sets = []  # (variables, set) of each 'where' condition
        for c in st.conditions:
            try:
                cond_sets.append((_vars_in(c) & set(vars_), vset(cond_to_isl(c, names))))
            except NotAffine as e:
                self.fail(f"a 'where' condition must be affine: {e}", st.loc)
        for a in st.exists:  # only where the access is in bounds: one condition per index
            for k, ix in enumerate(a.indices):
                try:
                    cond_sets.append((_vars_in(ix) & set(vars_), self.inside(a.tensor, k, space, to_isl(ix, names))))
                except NotAffine as e:
                    self.fail(f"an index of 'exists {a}' must be affine: {e}", a.loc)
        conds = universe
        for _, cs in cond_sets:
            conds = conds.intersect(cs)

        reads = []  # (access, guard set or None)
        self.collect_reads(st.rhs, None, names, vset, reads)
        lhs_known = st.lhs.tensor in self.extents
        # a later statement whose left-hand side ranges are all explicit may write past the extent
        # so far (O(i) = B(i - N) where i in N:N+M); the tensor grows to hold it, and its reads of
        # that tensor (a recurrence: A(t, i) = A(t - 1, i) ...) are checked against the grown extent
        grows = lhs_known and bool(st.lhs.indices) and all(isinstance(ix, ir.Var) and ix.name in explicit
                                                           for ix in st.lhs.indices)
        if st.scatter:  # the index tensors a scatter reads are reads too (its target is known)
            for ix in st.lhs.indices:
                if not isinstance(ix, ir.Var):
                    self.collect_reads(ix, None, names, vset, reads)
        accesses = [(a, g) for a, g in reads if not (grows and a.tensor == st.lhs.tensor)] + \
            [(a, None) for a in st.exists]
        if lhs_known and not grows:
            accesses.append((st.lhs, None))
        bounds = self.bounds(accesses, names, space, universe, vars_, vset)
        known = infer_ranges(vars_, explicit, [b for b, _, _, p in bounds if not p], universe,
                             loc=st.loc, source=self.source, assume=self.assume)
        floors = {}  # a tensor written here first starts at 0: where no read bounds an index below
        if not lhs_known:
            for ix in st.lhs.indices:
                v = ix.name
                if v not in explicit and _unbounded_below(known[v], vars_.index(v), vset(f"{isl_name(v)} <= 0")):
                    floors[v] = vset(f"{isl_name(v)} >= 0")
                    known[v] = known[v].intersect(floors[v])
        dom = infer_domain(vars_, known, conds, loc=st.loc, source=self.source)
        if any(g is not None and not p for _, _, g, p in bounds):
            known, dom = self.relax(vars_, explicit, known, dom, conds, bounds, universe, st.loc, floors)
        check_not_empty(vars_, explicit, known, [b for b, _, _, p in bounds if not p], loc=st.loc, source=self.source)
        if not lhs_known:  # a tensor written here first: its indices start at 0
            self.check_origin(st, dom, vars_, vset)
        if grows:
            t, idx = st.lhs.tensor, ", ".join(isl_name(ix.name) for ix in st.lhs.indices)
            written = dom.apply(self.map(f"{{ {space} -> {isl_name(t)}[{idx}] }}"))
            self.extents[t] = self.hull(t, [self.extents[t], written])
            if self.dims is not None:
                self.grow_dims(t, st.lhs, info, known, cond_sets, dom, keep=True)
            for ix in st.lhs.indices:  # it grows upwards only
                bounds.append((DimBound(frozenset({ix.name}), vset(f"{isl_name(ix.name)} < 0"), f"{st.lhs}"),
                               st.lhs, None, True))
            bounds += self.bounds([(a, g) for a, g in reads if a.tensor == st.lhs.tensor], names, space, universe,
                                  vars_, vset)
        self.check(self.defer(info, bounds, reads, dom, space), dom, st.lhs)

        out = []
        if st.initializes:
            lhs_space = f"S{info.index}_init[{', '.join(isl_name(v) for v in info.lhs_vars)}]"
            init_dom = dom
            n_lhs = len(info.lhs_vars)
            if info.red_vars:  # every output element, also where the reduction is empty
                lhs_box = universe
                for v in info.lhs_vars:
                    lhs_box = lhs_box.intersect(self.lhs_range(v, info, known, cond_sets, dom))
                init_dom = lhs_box.project_out(isl.dim_type.set, n_lhs, len(info.red_vars))
            init_dom = init_dom.set_tuple_name(lhs_space.split("[")[0]).coalesce()
            out.append(self.make(info, "init", lhs_space.split("[")[0], info.lhs_vars, init_dom, []))
        kind = "assign" if st.op == "=" else "update"
        parts = split_pieces(dom, st.rhs, st.reduction, names, vset) if self.split else \
            _copies_apart(dom, st, split_pieces(dom, st.rhs, st.reduction, names, vset)
                          if self.copies_apart and st.op == "=" and _reads_itself(st) else [])
        for c in non_affine_conditions(st.rhs, names):
            self.notes.append(f"line {st.loc.line}: the condition {c} depends on data: it stays a select "
                              "(branch-free ?: in the loop body)")
        if not self.split and len(parts) > 1:
            self.notes.append(f"line {st.loc.line}: where it only copies an element of {st.lhs.tensor} it is a "
                              "statement of its own (dropped where that copy is onto itself)")
        elif len(parts) > 1 or any(body is not st.rhs for _, body in parts):
            self.notes.append(f"line {st.loc.line}: its affine conditions are resolved per domain piece: "
                              f"{len(parts)} branch-free piece(s) (pieces that do nothing are dropped)")
        for p, (pdom, body) in enumerate(parts):
            name = f"S{info.index}" if len(parts) == 1 else f"S{info.index}_p{p}"
            pdom = pdom.set_tuple_name(name)
            preads = reads if body is st.rhs else [(a, None) for a in _accesses(body)] + \
                [(a, None) for ix in st.lhs.indices if not isinstance(ix, ir.Var) for a in _accesses(ix)]
            out.append(self.make(info, kind, name, vars_, pdom, preads, None if body is st.rhs else body))
        if not lhs_known:  # its reads of itself (a recurrence) stay inside what it writes
            if all(s.domain.is_empty() for s in out):  # its shape would come from no element
                self.fail(f"{st.lhs.tensor!r} gets no element at any size: the ranges of this statement are "
                          "empty (a literal extent of 0?)", st.loc)
            extra = []
            if info.red_vars and not st.initializes:  # (the caller's out= holds the ranges' every element,
                box = universe  # also those no step adds to: U(i) += A(i, k) where i in 0:N, k in i+1:N)
                for v in info.lhs_vars:
                    box = box.intersect(self.lhs_range(v, info, known, cond_sets, dom))
                write = next(r for r in out[-1].refs if r.write)
                extra.append(box.set_tuple_name(out[-1].domain.get_tuple_name()).apply(write.relation))
            floors = self.range_floors(st, info, known, cond_sets, dom, names)
            self.extents[st.lhs.tensor] = self.written_extent(st.lhs.tensor, out, extra, floors)
            if self.dims is not None:
                self.grow_dims(st.lhs.tensor, st.lhs, info, known, cond_sets, dom, keep=False, floors=floors)
            own = [(a, g) for a, g in reads if a.tensor == st.lhs.tensor]
            self.check(self.bounds(own, names, space, universe, vars_, vset), dom, st.lhs)
        return out

    def defer(self, info: StmtInfo, bounds, reads, dom: isl.Set, space: str) -> list:
        """``bounds`` less those of reads that leave what is written so far of a tensor that a later
        statement writes (``ey(t, i) = ... hz(t - 1, i)`` before ``hz(t, i) = ...``), or that read it
        before its first write: a time-stepped group, checked against the final extents by
        ``check_deferred``."""
        later = {s.stmt.lhs.tensor for s in self.c.stmts[info.index + 1:]}
        late = [(a, g) for a, g in reads if a.tensor not in self.extents and a.tensor != info.stmt.lhs.tensor]
        for b, a, guard, _ in bounds:
            if a is info.stmt.lhs or a.tensor not in later or any(a is x for x, _ in late):
                continue
            outside = b.outside if guard is None else b.outside.intersect(guard[0])
            if not dom.intersect(outside).is_empty():
                late.append((a, guard))
        if late:
            self.deferred.append((info, late, dom, space, [x for x in bounds if any(x[1] is a for a, _ in late)]))
        return [x for x in bounds if not any(x[1] is a for a, _ in late)]

    def check_deferred(self) -> tuple[tuple[int, int], ...]:
        """The ranges (first, last) of statements that run step by step along their first index
        (merged where they overlap), with their deferred reads checked against the final extents.
        Where the statements of a range cannot run step by step (a first index without an explicit
        range), its reads are checked as they were, against what was written before them."""
        spans: list[list] = []
        for d in sorted(self.deferred, key=lambda d: d[0].index):
            info, late = d[0], d[1]
            read = {a.tensor for a, _ in late}
            last = max(s.index for s in self.c.stmts[info.index + 1:] if s.stmt.lhs.tensor in read)
            if spans and info.index <= spans[-1][1]:
                spans[-1][1] = max(spans[-1][1], last)
                spans[-1][2].append(d)
            else:
                spans.append([info.index, last, [d]])
        for k, span in enumerate(spans):
            floor = spans[k - 1][1] + 1 if k else 0
            while span[0] - 1 >= floor and self.joins(span[0] - 1, span[0], span[1]):
                span[0] -= 1
        steps = []
        for lo, hi, ds in spans:
            stepped = all(step_index(s.stmt) is not None for s in self.c.stmts[lo:hi + 1])
            for info, late, dom, space, before in ds:
                if not stepped:
                    for a, _ in late:
                        first = next(s for s in self.c.stmts if s.stmt.lhs.tensor == a.tensor)
                        if first.index > info.index:
                            self.fail(f"{a} reads {a.tensor!r} before its first write (line {first.stmt.loc.line}),"
                                      f" which needs the statements from here to line {self.c.stmts[hi].stmt.loc.line}"
                                      " to run step by step: each with a first index of explicit range", a.loc,
                                      BoundsError)
                    at = self.c.stmts[hi].stmt.loc.line
                    self.check(before, dom, info.stmt.lhs,
                               f" (of elements a later statement writes, up to line {at}: statements that each have"
                               " a first index of explicit range, where t in 1:T, run step by step and may read them)")
                    continue
                names = set(info.vars) | set(self.params)

                def vset(cond: str, space=space) -> isl.Set:
                    return self.set(f"{{ {space} : {cond} }}")
                bounds = self.bounds(late, names, space, self.set(f"{{ {space} }}"), info.vars, vset)
                self.check(bounds, dom, info.stmt.lhs)
            if stepped:
                steps.append((lo, hi))
                self.stepped_reads += [(info.index, a, g) for info, late, *_ in ds for a, g in late]
        return tuple(steps)

    def joins(self, n: int, lo: int, hi: int) -> bool:
        """Whether statement ``n``, just before the time-stepped statements ``lo..hi``, may run
        step by step with them: a step of its own, read by them at their step or earlier only,
        reading nothing they write, its tensor written by no statement outside them. Its
        tensor may then be stored modulo a few steps like theirs (adi's ``pc``, whose every step
        would take 3.8 GB at N=1000, T=500)."""
        from polyopt.poly.storage import _distance_back
        info = self.c.stmts[n]
        if step_index(info.stmt) is None:
            return False
        t = info.stmt.lhs.tensor
        group = self.c.stmts[lo:hi + 1]
        written = {x.stmt.lhs.tensor for x in group}
        if any(x.stmt.lhs.tensor == t for x in self.c.stmts if not n <= x.index <= hi):
            return False
        if any(isinstance(a, ir.Access) and a.tensor in written for a in ir.walk(info.stmt.rhs)):
            return False
        read = False
        for x in group:
            names = set(x.vars) | set(self.params)
            for a in ir.walk(x.stmt.rhs):
                if isinstance(a, ir.Access) and a.tensor == t:
                    if _distance_back(a, step_index(x.stmt), names) is None:
                        return False
                    read = True
        return read

    def relax(self, vars_, explicit, known, dom, conds, bounds, universe, loc, floors) -> tuple[dict, isl.Set]:
        """Ranges and domain where each read under an affine ternary bounds its variables only
        where its condition holds, given the other variables' ranges (``relax_guarded``): in
        ``O(i, j) = j >= i ? A(i, j) : Lt(j, i)`` the read ``Lt(j, i)`` does not shorten ``j`` to
        ``Lt``'s first extent, since it is read only where ``j < i``. Kept only where it reads
        nothing out of bounds that ``known`` (every read bounding as if unguarded) did not."""
        guarded = [(b, g[0] if g is not None else None) for b, _, g, p in bounds if not p]
        wide = relax_guarded(vars_, explicit, known, guarded, universe, self.assume, floors)
        if wide is None or math.prod(wide[v].n_basic_set() for v in vars_) > MAX_RELAXED_PIECES:
            return known, dom
        try:
            wide_dom = infer_domain(vars_, wide, conds, loc=loc, source=self.source)
        except RangeError:
            return known, dom
        for b, _, g, _ in bounds:
            outside = b.outside if g is None else b.outside.intersect(g[0])
            if not wide_dom.intersect(outside).is_subset(dom.intersect(outside)):
                return known, dom
        return wide, wide_dom

    def check_origin(self, st: ir.Stmt, dom: isl.Set, vars_, vset) -> None:
        """A tensor written first by ``st`` starts at index 0: an index variable of its left-hand
        side that may be negative is an error of ``compile`` (where it is at every size) or of a
        call (at the sizes where it is), naming the statement and the range, never a silent cut."""
        for ix in st.lhs.indices:
            k = vars_.index(ix.name)
            below = dom.intersect(vset(f"{isl_name(ix.name)} < 0"))
            if below.is_empty():
                continue
            lo, hi = (_bound_text(f(k), self.params) for f in (dom.dim_min, dom.dim_max))
            what = (f"'{st}' writes {st.lhs.tensor!r} from {ix.name} = {lo} on ({ix.name} ranges over {lo} .. {hi})"
                    f", but a tensor's indices start at 0: shift the index or restrict it (where {ix.name} in 0:...);"
                    " the write")
            later = check_in_bounds(dom, vset(f"{isl_name(ix.name)} < 0"), what, context=self.context,
                                    loc=st.lhs.loc, source=self.source)
            if later is not None:
                self.size_checks.append(later)

    def check(self, bounds, dom: isl.Set, lhs: ir.Access, note: str = "") -> None:
        """Bounds-check the instances of ``dom`` (``check_in_bounds``), keeping size checks."""
        for b, a, guard, _ in bounds:
            what = "the write of" if a is lhs else "the read"
            outside = b.outside if guard is None else b.outside.intersect(guard[0])
            later = check_in_bounds(dom, outside, f"{what} {a}{note}", context=self.context, loc=a.loc,
                                    source=self.source)
            if later is not None:
                self.size_checks.append(later)

    def bounds(self, accesses, names, space, universe, vars_, vset) -> list:
        """``(DimBound, access, guard, protected)`` for each side of each affine index of
        ``accesses`` (``(access, guard)`` pairs) into a tensor of known extent."""
        bounds = []
        for a, guard in accesses:
            if a.tensor not in self.extents:
                continue  # an output read before it is written: its size comes from out=
            for k, ix in enumerate(a.indices):
                try:
                    e = to_isl(ix, names)
                except NotAffine:
                    continue  # a gather (kc % C, I(b, l), i * j): computed and checked at run time
                outside = universe.subtract(self.inside(a.tensor, k, space, e))
                below = outside.intersect(vset(f"{e} < 0"))
                for x in _divided(ix, names):  # C truncates where isl floors: only x >= 0 is modelled
                    below = below.union(vset(f"{x} < 0"))
                outside = outside.union(below)
                dvars = frozenset(_vars_in(ix) & set(vars_))
                for half in (below, outside.subtract(below)):
                    # a guard that excludes every out-of-bounds instance protects this half of the
                    # bound; otherwise the bound limits the range as for an unguarded read
                    protected = guard is not None and guard[0].intersect(half).is_empty()
                    bounds.append((DimBound(dvars, half, f"{a}"), a, guard, protected))
        return bounds

    @staticmethod
    def lhs_range(v: str, info: StmtInfo, known: dict[str, isl.Set], cond_sets, dom: isl.Set) -> isl.Set:
        """The values of left-hand-side variable ``v`` that the initialization of a reduction covers:
        its range and the conditions on ``v`` alone, whether or not any reduction step exists there
        (``U(i) +=! A(i, j) where j > i`` sets ``U(N-1)`` to 0; ``U(d, i) +=! A(c) where d in 1:N,
        i in 0:N-d, c in 1:d`` sets the row ``d = 1``, where ``c`` has no value, to 0). A range that
        depends on reduction variables keeps the values at which the domain has instances."""
        rng = known[v]
        n_lhs, n_red = len(info.lhs_vars), len(info.red_vars)
        if not rng.eliminate(isl.dim_type.set, n_lhs, n_red).is_equal(rng):
            return _keep_only_vars(dom, info.vars, v)
        for used, cs in cond_sets:
            if used <= {v}:
                rng = rng.intersect(cs)
        return rng

    def grow_dims(self, t: str, lhs: ir.Access, info: StmtInfo, known, cond_sets, dom: isl.Set, *, keep: bool,
                  floors: dict[int, isl.Set] | None = None) -> None:
        """``dims[t]`` (sizes may be 0) grown by what ``lhs`` writes: along each dimension the range of
        its index variable on its own (``lhs_range``), not the projection of the written elements, which
        is empty where another index's range is (``C(i, j)`` at N = 0 still has M rows). ``keep``:
        grow what is there (a later statement), else start from nothing (the first write)."""
        dims = []
        for k, ix in enumerate(lhs.indices):
            rng = self.lhs_range(ix.name, info, known, cond_sets, dom)
            for u in info.lhs_vars:  # a range that depends on another index (i in 0:k+1) within its range
                pos = info.vars.index(u)
                if u != ix.name and not rng.eliminate(isl.dim_type.set, pos, 1).is_equal(rng):
                    rng = rng.intersect(self.lhs_range(u, info, known, cond_sets, dom))
            name = isl_name(t)
            img = rng.apply(self.map(f"{{ {dom.get_tuple_name()}[{', '.join(isl_name(v) for v in info.vars)}] -> "
                                     f"{name}[{isl_name(ix.name)}] }}"))
            if keep:
                img = img.union(self.dims[t][k])
            if floors and k in floors:  # (range_floors)
                img = img.union(floors[k])
            a, w = internal("a"), internal("w")
            dims.append(img.apply(self.map(f"{{ {name}[{w}] -> {name}[{a}] : 0 <= {a} <= {w} }}")).coalesce())
        self.dims[t] = tuple(dims)
        if dims:  # the extent is their product: empty where one of them is
            ext = dims[0]
            for d in dims[1:]:
                ext = ext.flat_product(d)
            self.extents[t] = ext.set_tuple_name(isl_name(t)).coalesce()

    def inside(self, tensor: str, k: int, space: str, e: str) -> isl.Set:
        ext = _dim(self.extents[tensor], k) if self.dims is None or tensor not in self.dims else self.dims[tensor][k]
        acc = self.map(f"{{ {space} -> {isl_name(tensor)}[{e}] }}")
        return acc.intersect_range(ext).domain()

    def collect_reads(self, e: ir.Expr, guard, names, vset, out):
        """Append ``(access, guard)``; ``guard`` is None or ``(set, vars)`` of the affine conditions
        under which the access is evaluated (ternary branches)."""
        if isinstance(e, ir.Access):
            out.append((e, guard))
            for ix in e.indices:
                self.collect_reads(ix, None, names, vset, out)
            return
        if isinstance(e, ir.Select):
            self.collect_reads(e.cond, guard, names, vset, out)
            try:
                c = vset(cond_to_isl(e.cond, names))
            except NotAffine:
                self.collect_reads(e.then, guard, names, vset, out)
                self.collect_reads(e.other, guard, names, vset, out)
                return
            cvars = frozenset(_vars_in(e.cond) - set(self.params))
            for branch, cs in ((e.then, c), (e.other, c.complement())):
                g = (cs, cvars) if guard is None else (guard[0].intersect(cs), guard[1] | cvars)
                self.collect_reads(branch, g, names, vset, out)
            return
        for sub in ir.children(e):
            self.collect_reads(sub, guard, names, vset, out)

    def make(self, info, kind, name, vars_, dom, reads, body=None) -> Statement:
        refs = []
        lhs = info.stmt.lhs
        if kind == "update":
            refs.append(self.ref(name, vars_, lhs, write=False))
        for a, _guard in reads:
            refs.append(self.ref(name, vars_, a, write=False))
        refs.append(self.ref(name, vars_, lhs, write=True))
        return Statement(name, kind, info, vars_, dom, tuple(refs), body)

    def ref(self, sname, vars_, a: ir.Access, *, write: bool) -> Ref:
        names = set(vars_) | set(self.params)
        idx = []
        for k, ix in enumerate(a.indices):
            try:
                idx.append(to_isl(ix, names))
            except NotAffine:
                idx.append(internal(f"g{k}"))
        space = f"{sname}[{', '.join(isl_name(v) for v in vars_)}]"
        rel = self.map(f"{{ {space} -> {isl_name(a.tensor)}[{', '.join(idx)}] }}")
        if a.tensor in self.extents and any(i == internal(f"g{k}") for k, i in enumerate(idx)):
            rel = rel.intersect_range(self.extents[a.tensor])
        tag = f"{sname}_R{self.ntags}"
        self.ntags += 1
        return Ref(tag, a.tensor, write, rel, a)

    def written_extent(self, tensor: str, stmts: list[Statement], extra: list[isl.Set] = (),
                       floors: dict[int, isl.Set] | None = None) -> isl.Set:
        """``0 <= a_k <= max index written along k`` (or in ``extra``, or ``floors[k]``), per dimension."""
        return self.hull(tensor, [s.domain.apply(r.relation) for s in stmts for r in s.refs if r.write] + list(extra),
                         floors)

    def range_floors(self, st: ir.Stmt, info: StmtInfo, known, cond_sets, dom: isl.Set, names) -> dict[int, isl.Set]:
        """Per dimension of a first write's left-hand side, values its extent holds also where the
        statement has no instance: ``0 .. HI - 1`` for an index with an explicit range ``LO:HI`` of
        the sizes (``O(i) = X(i) where i in 3:N`` has N elements at N = 3 too, not none), and an
        inferred index's own range (``O(i, j) = X(i, j) where i in 3:N`` keeps M columns there)."""
        out = {}
        ranges = {r.var: r for r in st.ranges}
        t = isl_name(st.lhs.tensor)
        p = self.d.declared_param(st.lhs.tensor)  # (a declared shape holds every element of it, also
        if p is not None and p.shape and len(p.shape) == len(st.lhs.indices):  # a stencil's border)
            box = self.input_extent(st.lhs.tensor, p.shape)
            out = {k: _dim(box, k) for k in range(len(p.shape))}
        for k, ix in enumerate(st.lhs.indices):
            if not isinstance(ix, ir.Var):
                continue
            v = ix.name
            if v in ranges:
                if ir.walk_vars(ranges[v].hi) & set(info.vars):
                    continue  # (j in 0:i+1: the written elements say it)
                hi = self.set(f"{{ {t}[{internal('a')}] : 0 <= {internal('a')} < {to_isl(ranges[v].hi, names)} }}")
                out[k] = out[k].union(hi) if k in out else hi
                continue
            rng = self.lhs_range(v, info, known, cond_sets, dom)
            pos = info.vars.index(v)
            if any(not rng.eliminate(isl.dim_type.set, info.vars.index(u), 1).is_equal(rng)
                   for u in info.vars if u != v):
                continue
            own = _keep_only_vars(rng, info.vars, v).project_out(isl.dim_type.set, pos + 1, len(info.vars) - pos - 1) \
                .project_out(isl.dim_type.set, 0, pos).set_tuple_name(t)
            out[k] = out[k].union(own) if k in out else own
        return out

    def hull(self, tensor: str, sets: list[isl.Set], floors: dict[int, isl.Set] | None = None) -> isl.Set:
        """``0 <= a_k <= max index along k in any of sets`` (or in ``floors[k]``), per dimension."""
        rank = self.c.tensors[tensor].rank
        written = None
        for img in sets:
            written = img if written is None else written.union(img)
        if rank == 0:
            return self.set(f"{{ {isl_name(tensor)}[] }}")
        ext = None
        for k in range(rank):
            pk = _dim(written, k)
            if floors and k in floors:
                pk = pk.union(floors[k])
            t, w, a = isl_name(tensor), internal("w"), internal("a")
            dk = pk.apply(self.map(f"{{ {t}[{w}] -> {t}[{a}] : 0 <= {a} <= {w} }}")).coalesce()
            ext = dk if ext is None else ext.flat_product(dk)
        return ext.set_tuple_name(isl_name(tensor)).coalesce()


def _keep_only_vars(dom: isl.Set, vars_, v) -> isl.Set:
    pos = vars_.index(v)
    n = len(vars_)
    s = dom
    if pos + 1 < n:
        s = s.eliminate(isl.dim_type.set, pos + 1, n - pos - 1)
    if pos > 0:
        s = s.eliminate(isl.dim_type.set, 0, pos)
    return s


def _unbounded_below(rng: isl.Set, pos: int, nonpositive: isl.Set) -> bool:
    """Whether the range ``rng`` of the variable at ``pos`` has no lower bound (``nonpositive``: the
    instances where that variable is at most 0)."""
    return not _dim(rng.intersect(nonpositive), pos).is_bounded()


def _divided(ix: ir.Expr, names: set[str]) -> list[str]:
    """isl text of the left operand of each ``/`` and ``%`` in the affine index ``ix``: isl's floor
    and modulo are C's truncation only where it is not negative (``(i - 3) % 4`` is -3 in C at
    ``i = 0``), so an instance where it is negative counts as out of bounds.

    >>> _divided(ir.Binary("%", ir.Binary("-", ir.Var("i"), ir.Const(3)), ir.Const(4)), {"i"})
    ['(i - 3)']
    """
    return [to_isl(x.left, names) for x in ir.walk(ix) if isinstance(x, ir.Binary) and x.op in ("/", "%")]


def _accesses(e) -> list[ir.Access]:
    """Every tensor read of ``e`` (including reads inside indices), in order."""
    return [x for x in ir.walk(e) if isinstance(x, ir.Access)]


def _vars_in(e) -> set[str]:
    return {x.name for x in ir.walk(e) if isinstance(x, ir.Var)}


def build_scop(checked: Checked, source: str | None = None, *, split_conditions: bool = True,
               min_size: int = 1, copies_apart: bool = False, max_operations: int = 0) -> Scop:
    """Domains (with inferred ranges), tagged accesses and extents of every statement.

    With ``split_conditions`` a statement with affine ternaries becomes one branch-free statement
    per combination of its conditions (``poly.pieces``); without, ``copies_apart`` still makes the
    pieces that only copy an element of the tensor written statements of their own
    (``_copies_apart``: the kernels that run; gradients and padding see statements whole). Sizes
    are at least ``min_size``: 1 for the kernels that run (an empty loop is then never a case to
    schedule for), 0 for the model of calls with empty arrays (``api.Kernel``'s empty-size
    kernel). ``max_operations``: isl's operations the build may take (an ``isl.Error`` past them;
    0: no bound), for a model that is only a candidate (``poly.padding``)."""
    b = _Builder(checked, source, split_conditions, min_size, copies_apart)
    b.ctx.set_max_operations(max_operations)
    try:
        stmts = []
        for info in checked.stmts:
            stmts.extend(b.statement(info))
        steps = b.check_deferred()
    finally:
        b.ctx.set_max_operations(0)
    for name in checked.tensors:
        if name not in b.extents:  # pragma: no cover - every tensor is an input or written
            raise SemanticError(f"cannot infer the shape of {name!r}")
    scop = Scop(checked.definition.name, checked, b.ctx, checked.sizes, b.context, tuple(stmts), b.extents,
                notes=tuple(b.notes), size_checks=tuple(b.size_checks), steps=steps, dims=b.dims or {})
    check_steps(scop, b.stepped_reads, source)
    return scop
