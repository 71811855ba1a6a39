"""isl sets and affine functions back into the kernel language: the ``where`` clause of a
gradient statement (ranges and conditions) from its isl domain.

>>> import islpy as isl
>>> d = isl.Set("[H, K] -> { S[h, r] : 0 <= r < K and 0 <= h - r < H }")
>>> ranges, conds = where(d, ("h", "r"), {"H": "H", "K": "K"})
>>> from polyopt.autodiff.text import expr_text
>>> ranges, [expr_text(c) for c, _ in conds]
((('h', '0', 'H + K - 1'), ('r', '0', 'K')), ['h - r >= 0', 'h - r < H'])
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm

import islpy as isl

from polyopt.errors import SemanticError
from polyopt.lang import ir


class Inexpressible(SemanticError):
    """A gradient domain the ``where`` clause cannot state (a union of pieces, a stride)."""


class Union(Inexpressible):
    """A gradient domain of several pieces (``i != 2``): each piece can be a statement of its own."""


def disjoint_pieces(s: isl.Set) -> list[isl.Set]:
    """``s`` as disjoint sets of one piece each (``i != 2``: ``i <= 1`` and ``i >= 3``)."""
    return [isl.Set.from_basic_set(bs) for bs in s.coalesce().make_disjoint().get_basic_sets()]


def _val(v: isl.Val) -> Fraction:
    return Fraction(v.get_num_si(), v.get_den_val().get_num_si())


def _linear(aff: isl.Aff, names: dict[tuple, str]) -> tuple[dict[str, Fraction], Fraction, list]:
    """``aff`` as (coefficients by language name, constant, [(coefficient, floor argument)])."""
    coef: dict[str, Fraction] = {}
    for dt in (isl.dim_type.param, isl.dim_type.in_):
        for k in range(aff.dim(dt)):
            c = _val(aff.get_coefficient_val(dt, k))
            if c:
                name = names[(dt, aff.get_dim_name(dt, k) if dt == isl.dim_type.param else k)]
                coef[name] = coef.get(name, 0) + c
    floors = []
    for k in range(aff.dim(isl.dim_type.div)):
        c = _val(aff.get_coefficient_val(isl.dim_type.div, k))
        if c:
            floors.append((c, aff.get_div(k)))
    return coef, _val(aff.get_constant_val()), floors


def _sum(terms: list[tuple[int, ir.Expr]], const: int) -> ir.Expr:
    """``c1*x1 + c2*x2 + ... + const`` with positive terms first (no ``+ -``)."""
    terms = [t for t in terms if t[0]] + ([(const, None)] if const else [])
    terms.sort(key=lambda t: t[0] < 0)
    out = None
    for c, x in terms:
        mag = abs(c)
        term = ir.Const(mag) if x is None else x if mag == 1 else ir.Binary("*", ir.Const(mag), x)
        if out is None:
            out = term if c > 0 else (ir.Const(-mag) if x is None else ir.Unary("-", term))
        else:
            out = ir.Binary("+" if c > 0 else "-", out, term)
    return out if out is not None else ir.Const(0)


def aff_expr(aff: isl.Aff, names: dict[tuple, str]) -> ir.Expr:
    """The language expression of an integer-valued ``aff`` (floors become ``/``, which is floor
    division in affine positions). ``names`` maps ``(dim_type.param, isl name)`` and
    ``(dim_type.in_, position)`` to language names."""
    coef, const, floors = _linear(aff, names)
    den = lcm(*(x.denominator for x in (*coef.values(), const))) if coef or const else 1
    if den != 1:
        raise Inexpressible(f"the affine bound {aff} is not integral")
    terms = [(int(c), ir.Var(n)) for n, c in coef.items()]
    for c, inner in floors:
        terms.append((int(c), _floor_expr(inner, names, aff)))
    return _sum(terms, int(const))


def _names(s: isl.Set, vars_: tuple[str, ...], params: dict[str, str]) -> dict[tuple, str]:
    out = {(isl.dim_type.in_, k): v for k, v in enumerate(vars_)}
    for k in range(s.dim(isl.dim_type.param)):
        name = s.get_dim_name(isl.dim_type.param, k)
        out[(isl.dim_type.param, name)] = params[name]
    return out


def bound(s: isl.Set, k: int, params: dict[str, str], upper: bool) -> ir.Expr | None:
    """The least (``upper``: greatest) value of dimension ``k`` of ``s`` as a function of the sizes,
    if one affine expression gives it (None otherwise)."""
    n = s.dim(isl.dim_type.set)
    alone = s.project_out(isl.dim_type.set, k + 1, n - k - 1).project_out(isl.dim_type.set, 0, k)
    pa = (alone.dim_max(0) if upper else alone.dim_min(0)).coalesce()
    pieces = pa.get_pieces()
    if len(pieces) != 1:
        return None
    try:
        return aff_expr(pieces[0][1], _names(alone, (), params))
    except Inexpressible:
        return None


def covering_bound(s: isl.Set, k: int, params: dict[str, str], upper: bool) -> ir.Expr | None:
    """One affine expression of the sizes that bounds dimension ``k`` of ``s`` at every value of
    them (``upper``: from above), where the exact bound has pieces (``min(K, L) - 1`` for ``k < K``
    and ``k <= l < L``: ``K - 1``); None where no piece holds everywhere.

    >>> from polyopt.autodiff.text import expr_text
    >>> s = isl.Set("[K, L] -> { [l, k] : 0 <= k < K and k <= l < L }")
    >>> expr_text(covering_bound(s, 1, {"K": "K", "L": "L"}, upper=True))
    'K - 1'
    """
    exact = bound(s, k, params, upper)
    if exact is not None:
        return exact
    n = s.dim(isl.dim_type.set)
    alone = s.project_out(isl.dim_type.set, k + 1, n - k - 1).project_out(isl.dim_type.set, 0, k)
    pa = (alone.dim_max(0) if upper else alone.dim_min(0)).coalesce()
    for _, aff in pa.get_pieces():
        whole = isl.PwAff.from_aff(aff).intersect_domain(pa.domain())
        beyond = pa.gt_set(whole) if upper else pa.lt_set(whole)
        if beyond.is_empty():
            try:
                return aff_expr(aff, _names(alone, (), params))
            except Inexpressible:
                continue
    return None


def _constant_bound(s: isl.Set, k: int, upper: bool) -> ir.Expr | None:
    """The least (``upper``: greatest) value of dimension ``k`` of ``s`` over every value of the
    sizes, where that is a constant (None otherwise): the range where no one expression of the
    sizes gives the bound (``2 * kh_tap >= -1 - kh_phase``: -1 for H >= 2, 0 for H = 1); the
    conditions ``where`` keeps beside it state the rest.

    >>> from polyopt.autodiff.text import expr_text
    >>> d = isl.Set("[H] -> { [p, t] : 0 <= p <= 1 and p < H and t <= 0 and 2t >= -1 - p }")
    >>> ranges, conds = where(d, ("p", "t"), {"H": "H"})
    >>> ranges, [expr_text(c) for c, _ in conds]
    ((('p', '0', '2'), ('t', '-1', '1')), ['p < H', 'p + 2 * t >= -1'])
    """
    n, np_ = s.dim(isl.dim_type.set), s.dim(isl.dim_type.param)
    alone = s.project_out(isl.dim_type.set, k + 1, n - k - 1).project_out(isl.dim_type.set, 0, k)
    flat = alone.move_dims(isl.dim_type.set, 0, isl.dim_type.param, 0, np_)
    try:
        pa = (flat.dim_max(np_) if upper else flat.dim_min(np_)).coalesce()
    except isl.Error:  # (unbounded over the sizes: ``j in 0:K``)
        return None
    pieces = pa.get_pieces()
    if len(pieces) != 1 or not pieces[0][1].is_cst():
        return None
    v = pieces[0][1].get_constant_val()
    return ir.Const(int(_val(v))) if v.is_int() else None


def conditions_of(extra: isl.Set, vars_, params):
    """The constraints of ``extra`` as conditions over ``vars_`` (``constraint_expr``), or None
    where ``extra`` needs more than one piece or a constraint cannot be written as a condition."""
    if extra.n_basic_set() != 1:
        return None
    try:
        return [constraint_expr(c, vars_, params)[0] for bs in extra.get_basic_sets() for c in bs.get_constraints()]
    except Inexpressible:
        return None


def constraint_expr(c: isl.Constraint, vars_: tuple[str, ...], params: dict[str, str]) -> tuple[ir.Expr, frozenset]:
    """``c`` as a comparison in the language (and the variables it uses): index variables on the left, led by a positive
    term, sizes and constants on the right (``h - r < H``, not ``H - 1 - h + r >= 0``)."""
    aff = c.get_aff()
    names = {(isl.dim_type.in_, k): v for k, v in enumerate(vars_)}
    names.update({(isl.dim_type.param, aff.get_dim_name(isl.dim_type.param, k)):
                  params[aff.get_dim_name(isl.dim_type.param, k)] for k in range(aff.dim(isl.dim_type.param))})
    coef, const, floors = _linear(aff, names)
    var_terms = [(int(coef[v]), v) for v in vars_ if coef.get(v)]
    size_terms = [(int(x), n) for n, x in coef.items() if n not in vars_]
    op = "==" if c.is_equality() else ">="
    sign = 1 if not var_terms or var_terms[0][0] > 0 else -1
    if sign < 0:
        op = {">=": "<=", "==": "=="}[op]
    left = [(sign * x, ir.Var(n)) for x, n in var_terms]
    for x, inner in floors:  # a stride (``i - x0 == 3 * ((i - x0) / 3)``): floor division
        if x.denominator != 1:
            raise Inexpressible(f"the constraint {c} has a fractional multiple of an integer division")
        left.append((sign * int(x), _floor_expr(inner, names, c)))
    used = frozenset(n for _, n in var_terms) | frozenset(
        v.name for _, f in left for v in ir.walk(f) if isinstance(v, ir.Var) and v.name in vars_)
    right_const = -sign * int(const)
    right = [(-sign * x, ir.Var(n)) for x, n in size_terms]
    if op == "<=" :  # a <= b - 1  ->  a < b
        op, right_const = "<", right_const + 1
    elif op == ">=" and right_const > 0 and var_terms:  # a >= b + 1  ->  a > b
        op, right_const = ">", right_const - 1
    return ir.Binary(op, _sum(left, 0), _sum(right, right_const)), used


def _floor_expr(inner: isl.Aff, names: dict[tuple, str], where) -> ir.Expr:
    """``floor(inner)`` as ``(num) / d`` in the language (floor division in affine positions)."""
    icoef, iconst, ifloors = _linear(inner, names)
    if ifloors:
        raise Inexpressible(f"nested integer division in {where}")
    d = lcm(*(x.denominator for x in (*icoef.values(), iconst)))
    num = _sum([(int(x * d), ir.Var(n)) for n, x in icoef.items()], int(iconst * d))
    return ir.Binary("/", num, ir.Const(d))


def where(s: isl.Set, vars_: tuple[str, ...], params: dict[str, str],
          fixed: dict[str, tuple[ir.Expr, ir.Expr, bool]] | None = None,
          context: isl.Set | None = None, texts: bool = True) -> tuple[tuple, tuple]:
    """``(ranges, conditions)`` stating ``s`` (a set over ``vars_``; ``params`` maps its isl
    parameter names to size names): ranges ``(var, lo, hi)`` (half-open, as text) and the
    conditions the ranges do not imply, as ``(expression, variables it uses)``.
    ``fixed[var] = (lo, hi, explicit)`` gives a variable's range instead of its bounds in ``s``;
    with ``explicit`` False it is left to range inference (no range in the text). ``context``
    holds what is known of the sizes (each at least 1); ``texts`` False gives the ranges' bounds as
    expressions."""
    from polyopt.autodiff.text import expr_text
    s = s.coalesce()
    fixed = fixed or {}
    box = isl.Set.universe(s.get_space())
    ranges = []
    for k, v in enumerate(vars_):
        if v in fixed:
            lo, hi, explicit = fixed[v]
        else:
            lo = covering_bound(s, k, params, upper=False)
            hi, explicit = covering_bound(s, k, params, upper=True), True
            lo = _constant_bound(s, k, upper=False) if lo is None else lo
            hi = _constant_bound(s, k, upper=True) if hi is None else hi
            if lo is None or hi is None:
                raise Inexpressible(f"the range of {v} in the gradient domain {s} is not affine")
            hi = plus_one(hi)
        if explicit:
            ranges.append((v, expr_text(lo), expr_text(hi)) if texts else (v, lo, hi))
        box = box.intersect(_range_set(s, k, lo, hi, params))
    gist = s.gist(box.intersect_params(context) if context is not None else box).coalesce()
    if context is not None:
        gist = gist.gist_params(context).coalesce()
    if gist.n_basic_set() > 1:
        raise Union(f"the gradient domain {s} is a union of {gist.n_basic_set()} pieces")
    conds = []
    for bs in gist.get_basic_sets():
        for c in bs.get_constraints():
            conds.append(constraint_expr(c, vars_, params))
    return tuple(ranges), tuple(conds)


def conditions(s: isl.Set, vars_: tuple[str, ...], params: dict[str, str],
               fixed: dict[str, tuple[ir.Expr, ir.Expr, bool]] | None = None,
               context: isl.Set | None = None) -> tuple:
    """``where``'s conditions, and for a union of pieces one condition: the pieces' conjunctions
    (their ranges included) joined by ``||`` (``i != 2`` in ``0 <= i < N``: ``i < 2 || i > 2``)."""
    try:
        return where(s, vars_, params, fixed, context)[1]
    except Union:
        pieces = disjoint_pieces(s)
        if len(pieces) < 2:
            raise
    ors, used = [], frozenset()
    for piece in pieces:
        ranges, conds = where(piece, vars_, params, fixed, context, texts=False)
        used |= frozenset().union(*(u for _, u in conds)) | {v for v, _, _ in ranges}
        ors.append(_all([c for c, _ in conds] + [ir.Binary(op, ir.Var(v), b) for v, lo, hi in ranges
                                                 for op, b in ((">=", lo), ("<", hi))]))
    return ((_any(ors), used),)


def _all(conds: list[ir.Expr]) -> ir.Expr:
    return ir.Const(1) if not conds else conds[0] if len(conds) == 1 else ir.Binary("&&", _all(conds[:-1]), conds[-1])


def _any(conds: list[ir.Expr]) -> ir.Expr:
    return conds[0] if len(conds) == 1 else ir.Binary("||", _any(conds[:-1]), conds[-1])


def plus_one(e: ir.Expr) -> ir.Expr:
    """``e + 1``, folded (``x - 1`` -> ``x``, ``3`` -> ``4``)."""
    if isinstance(e, ir.Const):
        return ir.Const(e.value + 1)
    if isinstance(e, ir.Binary) and e.op == "-" and e.right == ir.Const(1):
        return e.left
    if isinstance(e, ir.Binary) and e.op == "-" and isinstance(e.right, ir.Const) and isinstance(e.right.value, int):
        return ir.Binary("-", e.left, ir.Const(e.right.value - 1))
    return ir.Binary("+", e, ir.Const(1))


def _range_set(s: isl.Set, k: int, lo: ir.Expr, hi: ir.Expr, params: dict[str, str]) -> isl.Set:
    """``{ [..] : lo <= dimension k < hi }`` in the space of ``s``."""
    from polyopt.poly.affine import to_isl
    sp = s.get_space()
    n = sp.dim(isl.dim_type.set)
    ptext = ", ".join(sp.get_dim_name(isl.dim_type.param, p) for p in range(sp.dim(isl.dim_type.param)))
    dims = ", ".join(f"v{j}_" for j in range(n))
    sizes = set(params.values())
    body = f"{to_isl(lo, sizes)} <= v{k}_ < {to_isl(hi, sizes)}"
    r = isl.Set(f"[{ptext}] -> {{ [{dims}] : {body} }}", context=s.get_ctx())
    return r.set_tuple_name(sp.get_tuple_name(isl.dim_type.set)) if sp.has_tuple_name(isl.dim_type.set) else r


def index_coefficients(e: ir.Expr, vars_: set[str]) -> dict[str | None, int]:
    """Coefficients of an affine index (None: the constant); ``NotAffine``-like ValueError otherwise."""
    if isinstance(e, ir.Const) and not e.is_float:
        return {None: int(e.value)}
    if isinstance(e, ir.Var):
        return {e.name: 1}
    if isinstance(e, ir.Unary) and e.op == "-":
        return {k: -v for k, v in index_coefficients(e.operand, vars_).items()}
    if isinstance(e, ir.Binary) and e.op in ("+", "-"):
        out = dict(index_coefficients(e.left, vars_))
        for k, v in index_coefficients(e.right, vars_).items():
            out[k] = out.get(k, 0) + (v if e.op == "+" else -v)
        return {k: v for k, v in out.items() if v}
    if isinstance(e, ir.Binary) and e.op == "*":
        a, b = index_coefficients(e.left, vars_), index_coefficients(e.right, vars_)
        for c, x in ((a, b), (b, a)):
            if set(c) <= {None}:
                return {k: v * c.get(None, 0) for k, v in x.items() if v * c.get(None, 0)}
    raise ValueError(f"{e} is not affine")
