"""Prefix reductions as recurrences: each element from the one before it, one term more.

A reduction whose variable runs over a prefix of a left-hand-side index (its lower bound a
constant, its upper bound that index plus a constant) makes N^2/2 steps as written::

    Y(b, i) +=! X(b, j) where i in 0:N, j in 0:i + 1

Each ``Y(b, i)`` is ``Y(b, i - 1)`` with the term of ``j = i`` added, so the pass writes it as the
first element (the statement as written, cut at ``i <= 0``) and a recurrence for the others::

    Y(b, i) +=! X(b, j) where i in 0:N, j in 0:i + 1, i <= 0
    Y(b, i) = Y(b, i - 1) + X(b, i) where b in 0:B, i in 1:N

O(N) steps (prefix_sum: N^2/2 additions as written). It applies to ``+=!``, ``*=!``, ``max=!``
and ``min=!`` where the term reads nothing this statement or a later one writes and depends on
``i`` only through ``j``, and where isl says the statement's instances are exactly a box of its
left-hand-side indices times that window (``where j <= i`` and ``j in 0:i`` are such windows; a
sliding one, ``j in i - 2:i + 1``, is not); everything else stays as written.

The numbers: the statement as written starts each element at the identity and folds the terms
into it in order of ``j`` (its reduction chain runs ``j`` ascending; prefix_sum's C adds
``X[c1]`` in an outer loop over ``c1 = j``). The recurrence does the same operations in the same
order: with the window ``lo <= j <= i + c``, ``Y(i - 1)`` holds the fold up to ``j = i + c - 1``
and the recurrence folds in the term of ``j = i + c`` with the operator's own C (``max(term,
Y(i-1))`` prints as the select of the ``max=!`` update, NaN and signed zeros alike; the term is
first cast to the element's type, as an update casts it). So each element is the same left fold,
bit for bit: for floats the sequential sum (numpy's cumsum, but for a first term of -0.0, which
the identity 0 makes +0.0) wherever the code as written summed sequentially, which prefix_sum's
does; where the scheduler would have split a float sum into vector chunks, the numbers differ
from that code by its reassociation only.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = "def f(int64(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }"
>>> [str(s) for s in prefix_scans(check(parse(src).defs[0]), src).checked.definition.body]
['Y(i) +=! X(j) where i in 0:N, j in 0:(i + 1), (i <= 0)', 'Y(i) = (Y((i - 1)) + X(i)) where i in 1:N']
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import islpy as isl

from polyopt.errors import PolyoptError
from polyopt.lang import ir
from polyopt.lang.check import Checked, StmtInfo, check, concrete, dtype_of
from polyopt.poly.affine import isl_name, to_isl

# the element types whose updates the recurrence repeats exactly (bool's and float16's are left alone)
SCAN_TYPES = frozenset(("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                        "float32", "float64"))
OPS = ("+", "*", "max", "min")


@dataclass(frozen=True)
class Scanned:
    """The def with its prefix reductions as recurrences (``checked``) and a note for each."""
    checked: Checked
    notes: tuple[str, ...]


@dataclass(frozen=True)
class _Window:
    """A statement's instances: its left-hand-side indices over ``box`` (var -> (lo, hi), as in
    ``var in lo:hi``), the reduction variable over ``lo:var + last + 1`` of ``var``."""
    var: str
    lo: int
    last: int
    box: dict[str, tuple[ir.Expr, ir.Expr]] = field(hash=False)

    @property
    def split(self) -> int:
        """The last element computed as written: from the next on, each has a term more than the
        one before. The first with one term (``var + last = lo``), or the box's first where that
        has several."""
        return max(self.box[self.var][0].value, self.lo - self.last)


def prefix_scans(checked: Checked, source: str | None = None, min_size: int = 1) -> Scanned | None:
    """``checked`` with each prefix reduction computed as a recurrence (see the module), or None
    where there is none. ``min_size``: the sizes' least value, as ``build_scop``'s."""
    candidates = [info for info in checked.stmts if _candidate(info, checked)]
    if not candidates:
        return None
    from polyopt.poly.build import build_scop  # (domains as written, one statement each)
    try:
        scop = build_scop(checked, source, split_conditions=False, min_size=min_size)
    except (PolyoptError, isl.Error):
        return None
    domains = {(s.origin, s.kind == "init"): s.domain.intersect_params(scop.context) for s in scop.statements}
    found = {}
    for info in candidates:
        init, body = domains.get((info.index, True)), domains.get((info.index, False))
        window = None if init is None or body is None else _window(info, init, body, scop)
        if window is not None:
            found[info.index] = window
    if not found:
        return None
    body, notes = [], []
    for info in checked.stmts:
        window = found.get(info.index)
        if window is None:
            body.append(info.stmt)
            continue
        first, rest = _rewritten(info, window, checked)
        body += [first, rest]
        notes.append(f"line {info.stmt.loc.line}: a prefix reduction over {info.red_vars[0]}: it runs as a "
                     f"recurrence along {window.var}, {rest.lhs} = {rest.rhs}")
    try:
        out = check(replace(checked.definition, body=tuple(body)), source)
        if not _same_extents(scop, build_scop(out, source, split_conditions=False, min_size=min_size)):
            return None  # pragma: no cover - the windows were checked: a safety net
    except (PolyoptError, isl.Error):
        return None
    return Scanned(out, tuple(notes))


def _candidate(info: StmtInfo, checked: Checked) -> bool:
    """What the text says of statement ``info``: an initialized reduction over one variable ``j``,
    into a tensor no earlier statement writes, of a term that reads nothing written from here on
    and leaves out a left-hand-side index that bounds ``j`` (isl has the last word: ``_window``)."""
    st = info.stmt
    if not st.initializes or st.reduction not in OPS or len(info.red_vars) != 1 or st.scatter:
        return False
    if info.dtype not in SCAN_TYPES or any(s.stmt.lhs.tensor == st.lhs.tensor for s in checked.stmts[:info.index]):
        return False
    later = {s.stmt.lhs.tensor for s in checked.stmts[info.index:]}
    if any(isinstance(x, ir.Access) and x.tensor in later for x in ir.walk(st.rhs)):
        return False
    j = info.red_vars[0]
    bounds = [ir.walk_vars(r.lo) | ir.walk_vars(r.hi) for r in st.ranges if r.var == j] + \
        [ir.walk_vars(c) for c in st.conditions if j in ir.walk_vars(c)]
    return any(v in b for v in set(info.lhs_vars) - ir.walk_vars(st.rhs) for b in bounds)


def _window(info: StmtInfo, init: isl.Set, body: isl.Set, scop) -> _Window | None:
    """The window of statement ``info`` (instances ``body``, its elements ``init``): the first
    left-hand-side index ``i`` that the term leaves out and for which ``body`` is exactly ``init``
    (a box) times ``lo <= j <= i + last``, ``lo`` and ``last`` constants; else None."""
    if body.is_empty():
        return None
    n = len(info.lhs_vars)
    box = _box(init, info.lhs_vars, scop)
    if box is None:
        return None
    ptext = ", ".join(isl_name(p) for p in scop.params)
    names = [isl_name(v) for v in info.vars]
    tup = f"{body.get_tuple_name()}[{', '.join(names)}]"
    j = names[n]
    free = ir.walk_vars(info.stmt.rhs)
    for k, v in enumerate(info.lhs_vars):
        if v in free:
            continue
        lo = _constant(body.apply(isl.Map(f"[{ptext}] -> {{ {tup} -> [{j}] }}", context=body.get_ctx())), upper=False)
        last = _constant(body.apply(isl.Map(f"[{ptext}] -> {{ {tup} -> [{j} - {names[k]}] }}",
                                            context=body.get_ctx())), upper=True)
        if lo is None or last is None:
            continue
        window = isl.Set(f"[{ptext}] -> {{ {tup} : {lo} <= {j} <= {names[k]} + {last} }}", context=body.get_ctx())
        whole = init.add_dims(isl.dim_type.set, 1).set_tuple_name(body.get_tuple_name()).intersect(window)
        if not whole.is_equal(body) or not isinstance(box[v][0], ir.Const):
            continue
        split = _Window(v, lo, last, box).split
        if not init.intersect(isl.Set(f"[{ptext}] -> {{ {init.get_tuple_name()}[{', '.join(names[:n])}] : "
                                      f"{names[k]} > {split} }}", context=body.get_ctx())).is_empty():
            return _Window(v, lo, last, box)  # (else no element would run as a recurrence)
    return None


def _constant(values: isl.Set, upper: bool) -> int | None:
    """The greatest (least) value of a one-dimensional ``values`` at any sizes, or None where it
    has none."""
    s = values.project_out(isl.dim_type.param, 0, values.dim(isl.dim_type.param))
    v = s.dim_max_val(0) if upper else s.dim_min_val(0)
    return int(v.to_python()) if v.is_int() else None


def _box(init: isl.Set, vars_: tuple[str, ...], scop) -> dict | None:
    """``init`` as var -> (least value, greatest + 1), each an affine expression of the sizes, if
    it is the box they make (at every size of ``scop``'s context); else None."""
    params, box = scop.params, {}
    for k, v in enumerate(vars_):
        lo, hi = _size_expr(init.dim_min(k), params), _size_expr(init.dim_max(k), params, 1)
        if lo is None or hi is None:
            return None
        box[v] = (lo, hi)
    names = set(params)
    conds = " and ".join(f"{to_isl(lo, names)} <= {isl_name(v)} < {to_isl(hi, names)}" for v, (lo, hi) in box.items())
    ptext = ", ".join(isl_name(p) for p in params)
    made = isl.Set(f"[{ptext}] -> {{ {init.get_tuple_name()}[{', '.join(isl_name(v) for v in vars_)}] : {conds} }}",
                   context=init.get_ctx())
    return box if made.intersect_params(scop.context).is_equal(init) else None


def _size_expr(pa: isl.PwAff, params: tuple[str, ...], plus: int = 0) -> ir.Expr | None:
    """``pa + plus`` as an expression of the sizes, if ``pa`` is one affine piece with integer
    coefficients."""
    pieces = pa.coalesce().get_pieces()
    if len(pieces) != 1:
        return None
    aff = pieces[0][1]
    if aff.dim(isl.dim_type.div) or not aff.get_denominator_val().is_one():
        return None
    by_name = {isl_name(p): p for p in params}
    out: ir.Expr | None = None
    for k in range(aff.dim(isl.dim_type.param)):
        c = int(aff.get_coefficient_val(isl.dim_type.param, k).to_python())
        if c:
            out = _plus(out, c, ir.Var(by_name[aff.get_dim_name(isl.dim_type.param, k)]))
    const = int(aff.get_constant_val().to_python()) + plus
    return _plus(out, const, None) if const or out is None else out


def _plus(e: ir.Expr | None, c: int, x: ir.Expr | None) -> ir.Expr:
    """``e + c * x`` (``x`` None: ``e + c``), without ``+ -`` or ``1 *``."""
    term = ir.Const(abs(c)) if x is None else x if abs(c) == 1 else ir.Binary("*", ir.Const(abs(c)), x)
    if e is None:
        return term if c >= 0 else ir.Const(c) if x is None else ir.Unary("-", term)
    return ir.Binary("+" if c >= 0 else "-", e, term) if c else e


def _rewritten(info: StmtInfo, w: _Window, checked: Checked) -> tuple[ir.Stmt, ir.Stmt]:
    """Statement ``info`` as its first elements (as written, cut at ``i <= split``) and the
    recurrence for the others: ``Y(.., i) = Y(.., i - 1) op term(j = i + last)``."""
    st, i, j = info.stmt, w.var, info.red_vars[0]
    split = w.split
    first = replace(st, conditions=st.conditions + (ir.Binary("<=", ir.Var(i), ir.Const(split)),))
    at = _plus(ir.Var(i), w.last, None)
    term = ir.rebuild(st.rhs, lambda e: at if e == ir.Var(j) else e)
    env = {t.name: t.dtype for t in checked.tensors.values()}
    if concrete(dtype_of(term, env)) != info.dtype:  # (as an update converts its right-hand side)
        term = ir.Cast(info.dtype, term)
    prev = ir.Access(st.lhs.tensor, tuple(_plus(x, -1, None) if x == ir.Var(i) else x for x in st.lhs.indices))
    op = st.reduction
    rhs = ir.Binary(op, prev, term) if op in ("+", "*") else ir.Call(op, (term, prev))
    ranges = tuple(ir.Range(v, ir.Const(split + 1) if v == i else lo, hi) for v, (lo, hi) in w.box.items())
    return first, ir.Stmt(st.lhs, "=", rhs, ranges, loc=st.loc)


def _same_extents(a, b) -> bool:
    """Whether the scops ``a`` and ``b`` give every tensor the same extent."""
    def same(p: isl.Set, q: isl.Set) -> bool:  # (each scop has a context of its own)
        return p.is_equal(isl.Set(str(q), context=p.get_ctx()))
    return a.extents.keys() == b.extents.keys() and all(same(a.extents[t], b.extents[t]) for t in a.extents)


__all__ = ["Scanned", "prefix_scans"]
