"""The polyhedral model of one checked def: statements with their domains and tagged accesses, tensor
extents, and the model with its sizes fixed (``specialize``). ``poly.build`` makes one from a
checked def.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

import islpy as isl

from polyopt.errors import ShapeError
from polyopt.lang import ir
from polyopt.lang.check import Checked, StmtInfo
from polyopt.poly.affine import isl_name
from polyopt.poly.order import program_map
from polyopt.poly.ranges import SizeCheck


@dataclass(frozen=True)
class Ref:
    """One access of a statement: ``tag`` is unique in the scop (two reads of one array stay apart)."""
    tag: str
    tensor: str
    write: bool
    relation: isl.Map  # S[vars] -> T[indices]
    expr: ir.Access


@dataclass(frozen=True)
class Statement:
    """A statement instance set and what it does; ``kind`` is assign, init or update."""
    name: str
    kind: str
    info: StmtInfo
    vars: tuple[str, ...]
    domain: isl.Set
    refs: tuple[Ref, ...]
    body: ir.Expr | None = None  # the branch-free body of a piece (None: the statement's own)

    @property
    def origin(self) -> int:
        """Index of the kernel-text statement this one comes from (pieces share it)."""
        return self.info.index

    @property
    def lhs(self) -> ir.Access:
        return self.info.stmt.lhs

    @property
    def op(self) -> str | None:
        return self.info.stmt.reduction

    @property
    def rhs(self) -> ir.Expr:
        return self.body if self.body is not None else self.info.stmt.rhs

    def __str__(self):
        s = self.info.stmt
        rhs = self.rhs
        what = {"init": f"{s.lhs} = identity of {s.reduction}",
                "update": f"{s.lhs} {s.reduction}= {rhs}" if s.reduction in ("+", "*") else
                f"{s.lhs} = {s.reduction}({s.lhs}, {rhs})",
                "assign": f"{s.lhs} = {rhs}"}[self.kind]
        ctx = self.domain.params()
        lines = [f"{self.name}: {what}", f"  domain: {self.domain.gist_params(ctx)}"]
        for r in self.refs:
            lines.append(f"  {'write' if r.write else 'read '} {r.tag}: {r.relation.gist_params(ctx)}")
        return "\n".join(lines)


@dataclass(frozen=True)
class Scop:
    """Statements in program order, with the isl context they live in."""
    name: str
    checked: Checked
    ctx: isl.Context = field(repr=False)
    params: tuple[str, ...]
    context: isl.Set
    statements: tuple[Statement, ...]
    extents: dict[str, isl.Set] = field(hash=False)
    values: tuple[tuple[str, int], ...] = ()  # sizes fixed by specialization
    notes: tuple[str, ...] = ()  # e.g. conditions kept as selects because they depend on data
    size_checks: tuple[SizeCheck, ...] = ()  # accesses in bounds at some sizes only
    steps: tuple[tuple[int, int], ...] = ()  # statements (first, last) that run step by step (fdtd's t)
    # per tensor, the extent of each dimension on its own (``T[a]``), where sizes may be 0: the
    # projection of a product with an empty factor is empty, but C(M, N) at M = 0 is 0 x N
    dims: dict[str, tuple[isl.Set, ...]] = field(default_factory=dict, hash=False)
    storage: tuple = ()  # poly.storage.Contraction of each tensor stored modulo a few steps
    scratch: tuple[str, ...] = ()  # temporaries the code keeps itself, no argument (``poly.padding``'s copies)

    def contraction(self, tensor: str):
        """How ``tensor`` is stored along its steps (``poly.storage``), or None: every step kept."""
        return next((c for c in self.storage if c.tensor == tensor), None)

    def check_sizes(self, values: dict[str, int]) -> None:
        """Raise ``BoundsError`` if an access leaves its tensor at the sizes ``values``."""
        for c in self.size_checks:
            c.verify(values)

    def domain(self) -> isl.UnionSet:
        u = isl.UnionSet.empty(self.context.get_space())
        for s in self.statements:
            u = u.union(isl.UnionSet.from_set(s.domain))
        return u

    def accesses(self, *, write: bool, tagged: bool = False) -> isl.UnionMap:
        u = isl.UnionMap.empty(self.context.get_space())
        for s in self.statements:
            for r in s.refs:
                if r.write == write:
                    rel = r.relation.intersect_domain(s.domain)
                    u = u.union(isl.UnionMap.from_map(_tag(replace(r, relation=rel)) if tagged else rel))
        return u

    @functools.cache  # noqa: B019 - scops live as long as their kernels
    def covers(self, tensor: str) -> bool:
        """Whether the statements write every element of ``tensor``'s extent (for every size)
        without reading it first, so that its buffer needs no zeroing before a call (a temporary
        written at even indices only does need it). Accumulations (``+=``) do not count."""
        written = isl.UnionSet.empty(self.context.get_space())
        for s in self.statements:
            if s.kind == "update":
                continue
            for r in s.refs:
                if r.write and r.tensor == tensor:
                    written = written.union(isl.UnionSet.from_set(r.relation.intersect_domain(s.domain).range()))
        extent = isl.UnionSet.from_set(self.extents[tensor]).intersect_params(self.context)
        return extent.is_subset(written.intersect_params(self.context)) and not self.reads_initial(tensor)

    def reads_initial(self, tensor: str) -> bool:
        """Whether some read of ``tensor`` may come before every write of its element in program
        order (``Y(i, j) = Y(i, j + 1) + ...`` reads elements it writes later): it reads the value
        the buffer holds before the call."""
        elements = isl.UnionSet.from_set(isl.Set.universe(self.extents[tensor].get_space()))
        reads = self.accesses(write=False, tagged=True).intersect_range(elements)
        if reads.is_empty():
            return False
        writes = self.accesses(write=True, tagged=True).intersect_range(elements)  # (the others write no
        sched = self._program_map  # element of it: a chain of 150 temporaries took minutes)
        tagged = reads.union(writes).domain().unwrap().domain_map().apply_range(sched)
        info = isl.UnionAccessInfo.from_sink(reads).set_must_source(writes).set_schedule_map(tagged)
        return not info.compute_flow().get_may_no_source().intersect_params(self.context).is_empty()

    def check_bounded(self) -> None:
        """A ``ShapeError`` where some tensor's extent has no bound at some sizes (``A(i) +=! B(i +
        k) * W(k) where k in 0:K / 2`` leaves ``i`` unbounded at K = 1): size-generic code would
        loop forever there (its C does not compile); a call at those sizes says so as well."""
        for t, ext in self.extents.items():
            for k in range(ext.dim(isl.dim_type.set)):
                try:
                    _dim(ext, k).dim_max(0)
                except isl.Error:
                    raise ShapeError(f"the extent of {t!r} along dimension {k} is unbounded at some sizes: the "
                                     "range of its index comes from another index that has no value there; "
                                     "give it one (where ... in LO:HI), or compile for the sizes (not "
                                     "dynamic=True)") from None

    @functools.cached_property
    def _program_map(self) -> isl.UnionMap:
        return program_map(self)

    def shape(self, tensor: str, values: dict[str, int] | None = None) -> tuple[int, ...]:
        """Concrete extents of ``tensor`` at the sizes ``values`` (or of a specialized scop)."""
        rank = self.checked.tensors[tensor].rank
        dims = self.dims.get(tensor)
        if dims is not None:
            if values is not None and self.params:
                dims = tuple(fix_params(d, self.params, values) for d in dims)
            return _bounded(tensor, tuple(_extent_value(d, 0) for d in dims), values)
        ext = self.extents[tensor]
        if values is not None and self.params:
            ext = fix_params(ext, self.params, values)
        return _bounded(tensor, tuple(_extent_value(ext, k) for k in range(rank)), values)

    def fixed_context(self, values: dict[str, int]) -> isl.Set:
        """The parameter context with every size fixed to ``values``."""
        cons = " and ".join(f"{isl_name(p)} = {values[p]}" for p in self.params) or "true"
        ptext = ", ".join(isl_name(p) for p in self.params)
        return isl.Set(f"[{ptext}] -> {{ : {cons} }}", context=self.ctx)

    def __str__(self):
        head = f"scop {self.name}"
        if self.values:
            head += " with " + ", ".join(f"{k}={v}" for k, v in self.values)
        lines = [head, f"  context: {self.context}"]
        for name, t in self.checked.tensors.items():
            if t.kind == "scalar":
                lines.append(f"  {t.kind:6} {name}: {t.dtype}")
            else:
                lines.append(f"  {t.kind:6} {name}: {t.dtype} {self.extents[name].gist_params(self.context)}")
        for s in self.statements:
            lines.append(str(s))
        return "\n".join(lines)


def _tag(r: Ref) -> isl.Map:
    """``[S[i] -> tag[]] -> T[...]`` from ``S[i] -> T[...]`` (tags keep two reads of one array apart)."""
    rel = r.relation
    tag = isl.Set.universe(isl.Space.set_alloc(rel.get_ctx(), 0, 0).set_tuple_name(isl.dim_type.set, r.tag))
    s_to_tag = isl.Map.from_domain_and_range(isl.Set.universe(rel.get_space().domain()), tag)
    return s_to_tag.domain_map().apply_range(rel)


def _extent_value(ext: isl.Set, k: int) -> int | None:
    """Dimension ``k``'s extent (None: unbounded)."""
    proj = _dim(ext, k)
    if proj.is_empty():
        return 0
    top = proj.dim_max_val(0)
    return int(top.to_python()) + 1 if top.is_int() else None


def _bounded(tensor: str, shape: tuple[int | None, ...], values) -> tuple[int, ...]:
    """``shape`` where an unbounded extent (an index whose range comes from another that has no
    value at these sizes: ``O(h, w) += I(h + w, ..)`` with no ``w``) is 0 beside an extent of 0,
    else a ``ShapeError``."""
    if None not in shape:
        return shape
    if 0 in shape:
        return tuple(0 if n is None else n for n in shape)
    at = f" at {', '.join(f'{k}={v}' for k, v in values.items())}" if values else ""
    k = shape.index(None)
    raise ShapeError(f"the extent of {tensor!r} along dimension {k} is unbounded{at}: the range of its index "
                     "comes from another index that has no value there; give it one (where ... in LO:HI)")


def dim_extent(ext: isl.Set, k: int) -> isl.PwAff:
    """Extent of dimension ``k`` of a tensor as a function of the sizes (max index + 1)."""
    return _dim(ext, k).dim_max(0).add(isl.PwAff.val_on_domain(ext.params(), isl.Val.one(ext.get_ctx())))


def _dim(s: isl.Set, k: int) -> isl.Set:
    n = s.dim(isl.dim_type.set)
    name = s.get_tuple_name()
    return s.project_out(isl.dim_type.set, k + 1, n - k - 1).project_out(isl.dim_type.set, 0, k) \
        .set_tuple_name(name)


def fix_params(obj, params, values):
    """``obj`` (a set or map) with the sizes fixed to ``values`` and removed from its parameters."""
    ctx = obj.get_ctx()
    for p in params:
        pos = obj.find_dim_by_name(isl.dim_type.param, isl_name(p))
        if pos >= 0:
            obj = obj.fix_val(isl.dim_type.param, pos, isl.Val.int_from_si(ctx, values[p]))
    return obj.project_out(isl.dim_type.param, 0, obj.dim(isl.dim_type.param))


def specialize(scop: Scop, values: dict[str, int]) -> Scop:
    """The same scop with every size fixed to ``values`` and removed from the parameters."""
    def fix(obj):
        return fix_params(obj, scop.params, values)

    stmts = tuple(replace(s, domain=fix(s.domain).coalesce(),
                          refs=tuple(replace(r, relation=fix(r.relation)) for r in s.refs))
                  for s in scop.statements)
    extents = {k: fix(v).coalesce() for k, v in scop.extents.items()}
    storage = tuple(replace(c, extent=fix(c.extent).coalesce()) for c in scop.storage)
    return replace(scop, params=(), context=fix(scop.context), statements=stmts, extents=extents,
                   values=tuple((p, values[p]) for p in scop.params), storage=storage)
