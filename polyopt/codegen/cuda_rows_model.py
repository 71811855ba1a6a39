"""The polyhedral questions of row kernels (``cuda_rows.py``): a statement's row and columns, its
column domain as bounds that may depend on the row, dependences inside a row and column, access
strides and flat addresses, and isl functions of the row printed as AST expressions.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import islpy as isl

from polyopt.codegen.c_expr import _affine
from polyopt.codegen.cnames import size_names
from polyopt.codegen.loops import AExpr, AInt, AOp
from polyopt.codegen.loops import expr as ast_expr
from polyopt.lang import ir
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop, Statement

SHUFFLE_TYPES = {"float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}


@dataclass(frozen=True)
class RowStmt:
    """A statement of a row program: its row variables (positions in ``vars``, in row order) and
    column variables (loop order, fastest last)."""
    name: str
    rows: tuple[int, ...]
    cols: tuple[int, ...]
    role: str                 # "reduce" (into a row register), "scalar" (no columns) or "column"
    guard: AExpr | None       # rows where a scalar statement runs (None: every row)


@dataclass(frozen=True)
class Columns:
    """A column domain: column ``j`` runs over ``lo[j] .. lo[j] + ext[j] - 1`` (a box; for one
    column dimension the bounds may be expressions of the row coordinates ``r0, r1, ...``)."""
    lo: tuple[AExpr, ...]
    ext: tuple[AExpr, ...]
    key: str                  # the isl relation row -> columns (equal keys: equal domains)

    @property
    def length(self) -> AExpr:
        out = self.ext[0]
        for e in self.ext[1:]:
            out = mul(out, e)
        return out

    def constant_length(self) -> int | None:
        return const(self.length)


# ---- AExpr helpers ---------------------------------------------------------------------------------
def const(e: AExpr) -> int | None:
    if isinstance(e, AInt):
        return e.value
    if isinstance(e, AOp) and e.op in ("add", "sub", "mul", "minus", "min", "max"):
        vals = [const(a) for a in e.args]
        if any(v is None for v in vals):
            return None
        if e.op == "add":
            return vals[0] + vals[1]
        if e.op == "sub":
            return vals[0] - vals[1]
        if e.op == "mul":
            return vals[0] * vals[1]
        if e.op == "minus":
            return -vals[0]
        return min(vals) if e.op == "min" else max(vals)
    return None


def fold(e: AExpr) -> AExpr:
    v = const(e)
    return AInt(v) if v is not None else e


def mul(a: AExpr, b: AExpr) -> AExpr:
    if const(a) == 1:
        return b
    if const(b) == 1:
        return a
    return fold(AOp("mul", (a, b)))


# ---- isl helpers ---------------------------------------------------------------------------------
def _var_names(n: int) -> list[str]:
    return [f"v{j}_" for j in range(n)]


def perm(s: Statement, order: tuple[int, ...]) -> isl.Map:
    """``S[vars] -> [vars in order]``."""
    names = _var_names(len(s.vars))
    text = f"{{ {s.name}[{', '.join(names)}] -> [{', '.join(names[p] for p in order)}] }}"
    return isl.Map(text, context=s.domain.get_ctx())


def split(p: isl.Set, k: int) -> isl.Map:
    """The set ``[r, c]`` (``k`` row dimensions) as the relation ``[r] -> [c]``."""
    n = p.dim(isl.dim_type.set)
    return isl.Map.from_domain(p).move_dims(isl.dim_type.out, 0, isl.dim_type.in_, k, n - k)


def interval(m: isl.Map) -> tuple[isl.PwAff, isl.PwAff] | None:
    """``(lo, hi)`` if ``m`` (``[r] -> [c]``, one output) is ``{ lo(r) <= c <= hi(r) }``."""
    lo = m.lexmin_pw_multi_aff().get_pw_aff(0)
    hi = m.lexmax_pw_multi_aff().get_pw_aff(0)
    ctx = m.get_ctx()
    ge = isl.Map.from_pw_aff(lo).apply_range(isl.Map("{ [a] -> [b] : b >= a }", context=ctx))
    le = isl.Map.from_pw_aff(hi).apply_range(isl.Map("{ [a] -> [b] : b <= a }", context=ctx))
    return (lo, hi) if m.is_equal(ge.intersect(le)) else None


def zero_deltas(d: isl.Map | isl.UnionMap) -> bool:
    """Every pair of ``d`` (``[x] -> [y]``, anonymous spaces) has ``y = x``."""
    if d.is_empty():
        return True
    m = isl.Map.from_union_map(d) if isinstance(d, isl.UnionMap) else d
    m = m.reset_tuple_id(isl.dim_type.in_).reset_tuple_id(isl.dim_type.out)
    return m.is_subset(isl.Map.identity(m.get_space()).intersect_domain(m.domain()))


# ---- analysis --------------------------------------------------------------------------------------
class Analysis:
    """What the planner asks of one scop at fixed sizes (or size-generic)."""

    def __init__(self, scop: Scop, deps: Dependences, sizes: dict[str, int] | None, context: isl.Set):
        self.scop = scop
        self.deps = deps
        self.sizes = sizes
        self.context = context
        self.stmts = {s.name: s for s in scop.statements}
        self.order = {s.name: i for i, s in enumerate(scop.statements)}
        self.rename = size_names(scop)
        self.all_deps = deps.all.intersect_params(context)
        self.reduction_deps = deps.reduction.intersect_params(context)

    def domain(self, name: str) -> isl.Set:
        return self.stmts[name].domain.intersect_params(self.context)

    # -- the row structure of one statement --------------------------------------------------------
    def row_stmt(self, name: str, k: int) -> RowStmt | None:
        s = self.stmts[name]
        ix = s.lhs.indices
        if len(ix) < k or not all(isinstance(x, ir.Var) and x.name in s.vars for x in ix[:k]):
            return None
        rv = [x.name for x in ix[:k]]
        if len(set(rv)) < k:
            return None
        rows = tuple(s.vars.index(v) for v in rv)
        cols = tuple(p for p in range(len(s.vars)) if p not in rows)
        dt = self.scop.checked.tensors[s.lhs.tensor].dtype
        if dt in ("bool", "float16"):
            return None
        lhs_vars = {v.name for x in ix for v in ir.walk(x) if isinstance(v, ir.Var)}
        if s.kind == "update" and len(ix) == k and cols:
            if s.op not in ("+", "*", "max", "min") or dt not in SHUFFLE_TYPES:
                return None
            role = "reduce"
        elif not cols:
            if len(ix) != k:
                return None  # a statement without columns writes its row's register
            role = "scalar"
        else:
            if any(s.vars[p] not in lhs_vars for p in cols):
                return None  # reduces into an element that is not the row's: a contraction
            role = "column"
        return RowStmt(name, rows, cols, role, None)

    @functools.cache  # noqa: B019 - one analysis per pipeline call
    def sigma(self, name: str, rows: tuple[int, ...], cols: tuple[int, ...]) -> isl.Map:
        """``S[vars] -> [row coordinates, column coordinates]``."""
        return perm(self.stmts[name], rows + cols)

    def placed(self, rs: RowStmt) -> isl.Set:
        """The statement's instances as ``[r, c]``."""
        return self.domain(rs.name).apply(self.sigma(rs.name, rs.rows, rs.cols))

    def rows_of(self, rs: RowStmt, k: int) -> isl.Set:
        p = self.placed(rs)
        n = p.dim(isl.dim_type.set)
        return p.project_out(isl.dim_type.set, k, n - k)

    def column_map(self, rs: RowStmt, k: int) -> isl.Map:
        return split(self.placed(rs), k)

    # -- AExprs of isl functions of the row ------------------------------------------------------------
    def row_context(self, rows: isl.Set, k: int) -> isl.Set:
        """The context with the row coordinates as parameters ``r0_ ..`` bounded by ``rows``."""
        s = rows
        npar = s.dim(isl.dim_type.param)
        s = s.move_dims(isl.dim_type.param, npar, isl.dim_type.set, 0, k)
        for j in range(k):
            s = s.set_dim_name(isl.dim_type.param, npar + j, f"r{j}_")
        return s.params().intersect(self.context.align_params(s.params().get_space())) \
            if k else self.context

    def aexpr(self, pa: isl.PwAff, k: int, rows: isl.Set) -> AExpr:
        """An AST expression of ``pa`` (a function of the row ``[r]``, or of the sizes)."""
        if pa.dim(isl.dim_type.in_) != k:
            raise ValueError("not a function of the row")
        npar = pa.dim(isl.dim_type.param)
        pa = pa.move_dims(isl.dim_type.param, npar, isl.dim_type.in_, 0, k)
        for j in range(k):
            pa = pa.set_dim_id(isl.dim_type.param, npar + j, isl.Id(f"r{j}_", context=pa.get_ctx()))
        pa = pa.project_domain_on_params()
        ctx = self.row_context(rows, k)
        rename = {**self.rename, **{f"r{j}_": f"r{j}" for j in range(k)}}
        pa = pa.gist_params(ctx.align_params(pa.get_space().params()))
        build = isl.AstBuild.from_context(ctx.align_params(pa.get_space().params()))
        return fold(ast_expr(build.expr_from_pw_aff(pa), rename))

    def condition(self, sub: isl.Set, rows: isl.Set, k: int) -> AExpr | None:
        """An AST condition on the row coordinates for the rows ``sub`` of ``rows`` (None: all)."""
        if rows.is_subset(sub):
            return None
        ctx = self.row_context(rows, k)
        s = sub
        npar = s.dim(isl.dim_type.param)
        s = s.move_dims(isl.dim_type.param, npar, isl.dim_type.set, 0, k)
        for j in range(k):
            s = s.set_dim_name(isl.dim_type.param, npar + j, f"r{j}_")
        s = s.params().gist(ctx.align_params(s.get_space().params()))
        build = isl.AstBuild.from_context(ctx.align_params(s.get_space()))
        rename = {**self.rename, **{f"r{j}_": f"r{j}" for j in range(k)}}
        return ast_expr(build.expr_from_set(s), rename)

    # -- columns -----------------------------------------------------------------------------------------
    def columns(self, rs: RowStmt, k: int, rows: isl.Set) -> Columns | None:
        m = self.column_map(rs, k).coalesce()
        n = len(rs.cols)
        projs = []
        for j in range(n):
            projs.append(m.project_out(isl.dim_type.out, j + 1, n - j - 1).project_out(isl.dim_type.out, 0, j))
        box = None
        for j, pj in enumerate(projs):
            lifted = pj.insert_dims(isl.dim_type.out, 0, j).add_dims(isl.dim_type.out, n - j - 1)
            box = lifted if box is None else box.intersect(lifted)
        if not m.is_equal(box):
            return None
        lo, ext = [], []
        dom = m.domain()
        for pj in projs:
            if n > 1 and not pj.is_equal(isl.Map.from_domain_and_range(dom, pj.range())):
                return None  # several column dimensions: a box the same in every row
            iv = interval(pj)
            if iv is None:
                return None
            a, b = iv
            lo.append(self.aexpr(a, k, dom))
            ext.append(self.aexpr(b.sub(a).add_constant_val(isl.Val.one(m.get_ctx())), k, dom))
        return Columns(tuple(lo), tuple(ext), str(m))

    # -- dependences --------------------------------------------------------------------------------------
    def deps_between(self, a: str, b: str, *, reductions: bool = True) -> isl.Map | None:
        d = self.all_deps
        if not reductions:
            d = d.subtract(self.reduction_deps)
        da = isl.UnionSet.from_set(self.domain(a))
        db = isl.UnionSet.from_set(self.domain(b))
        d = d.intersect_domain(da).intersect_range(db)
        return None if d.is_empty() else isl.Map.from_union_map(d)

    def same_row(self, a: RowStmt, b: RowStmt, k: int) -> bool:
        d = self.deps_between(a.name, b.name)
        if d is None or k == 0:
            return True
        ra = self.sigma(a.name, a.rows, ()).intersect_domain(self.domain(a.name))
        rb = self.sigma(b.name, b.rows, ()).intersect_domain(self.domain(b.name))
        return zero_deltas(d.apply_domain(ra).apply_range(rb))

    def same_column(self, a: RowStmt, b: RowStmt) -> bool:
        """Every dependence from ``a`` to ``b`` (reduction chains aside) joins one row and column."""
        d = self.deps_between(a.name, b.name, reductions=False)
        if d is None:
            return True
        sa = self.sigma(a.name, a.rows, a.cols)
        sb = self.sigma(b.name, b.rows, b.cols)
        return zero_deltas(d.apply_domain(sa).apply_range(sb))

    def related(self, a: str, b: str) -> bool:
        return self.deps_between(a, b) is not None or self.deps_between(b, a) is not None

    # -- accesses ------------------------------------------------------------------------------------------
    def affine(self, s: Statement, r) -> bool:
        names = set(s.vars) | set(self.scop.checked.sizes)
        return all(_affine(ix, names) for ix in r.expr.indices)

    def flat_address(self, rs: RowStmt, r) -> isl.PwAff | None:
        """The element offset of access ``r`` as a function of ``[r, c]`` (fixed sizes only)."""
        if self.sizes is None or not self.affine(self.stmts[rs.name], r):
            return None
        shape = self.scop.shape(r.tensor, self.sizes)
        if not shape:
            return None
        sig = self.sigma(rs.name, rs.rows, rs.cols).intersect_domain(self.domain(rs.name))
        rel = sig.reverse().apply_range(r.relation.intersect_params(self.context))
        if not rel.is_single_valued():
            return None
        pma = isl.PwMultiAff.from_map(rel)
        out = None
        stride = 1
        for d in range(len(shape) - 1, -1, -1):
            term = pma.get_pw_aff(d).scale_val(isl.Val.int_from_si(rel.get_ctx(), stride))
            out = term if out is None else out.add(term)
            stride *= shape[d]
        return out

    def unit_stride(self, rs: RowStmt, r) -> bool:
        """The access moves by one element when the fastest column moves by one."""
        s = self.stmts[rs.name]
        if not rs.cols or not self.affine(s, r) or not r.expr.indices:
            return False
        v = s.vars[rs.cols[-1]]
        ix = r.expr.indices
        return ir.stride(ix[-1], v) == 1 and all(ir.stride(x, v) == 0 for x in ix[:-1])

    def injective(self, rs: RowStmt, r) -> bool:
        return r.relation.intersect_domain(self.domain(rs.name)).is_injective()

    def touched_outside(self, tensor: str, names: set[str]) -> bool:
        return any(r.tensor == tensor for s in self.scop.statements if s.name not in names for r in s.refs)


