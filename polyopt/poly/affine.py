"""Affine expressions and conditions of the kernel language as isl text.

>>> from polyopt.lang import ir
>>> to_isl(ir.Binary("+", ir.Binary("*", ir.Const(2), ir.Var("h")), ir.Var("kh")), {"h", "kh"})
'((2*(h)) + kh)'
"""

from __future__ import annotations

from polyopt.lang import ir

ISL_RESERVED = {"and", "or", "not", "exists", "floor", "ceil", "floord", "ceild", "mod", "min", "max", "infty",
                "infinity", "nan", "true", "false", "int", "implies", "xor", "rat", "cond", "select", "sup",
                "inf", "domain", "range", "params", "coalesce", "card", "sample", "any", "all"}


def isl_name(name: str) -> str:
    """A name safe to use inside isl text; injective, and never ends in exactly one ``_`` after a
    non-underscore (those names are free for polyopt's own isl variables, see ``internal``).

    >>> isl_name("N"), isl_name("max"), isl_name("MAX"), isl_name("x_")
    ('N', 'max_', 'MAX_', 'x__')
    """
    return f"{name}_" if name.lower() in ISL_RESERVED or name.endswith("_") else name


def internal(name: str) -> str:
    """An isl variable name of polyopt's own that no kernel-text name maps to (``a0`` -> ``a0_``)."""
    return f"{name}_"


class NotAffine(Exception):
    """Raised when an expression is not quasi-affine in index variables and sizes."""


def _const(e: ir.Expr) -> int | None:
    if isinstance(e, ir.Const) and not e.is_float:
        return e.value
    if isinstance(e, ir.Unary) and e.op == "-":
        c = _const(e.operand)
        return None if c is None else -c
    if isinstance(e, ir.Binary) and e.op in "+-*":
        a, b = _const(e.left), _const(e.right)
        if a is None or b is None:
            return None
        return a + b if e.op == "+" else a - b if e.op == "-" else a * b
    return None


def to_isl(e: ir.Expr, names: set[str]) -> str:
    """isl text of a quasi-affine integer expression over ``names``; raises ``NotAffine``."""
    c = _const(e)
    if c is not None:
        return f"({c})" if c < 0 else str(c)
    if isinstance(e, ir.Var):
        if e.name not in names:
            raise NotAffine(f"{e.name!r} is not an index variable or size")
        return isl_name(e.name)
    if isinstance(e, ir.Unary) and e.op == "-":
        return f"(-{to_isl(e.operand, names)})"
    if isinstance(e, ir.Binary):
        if e.op in ("+", "-"):
            return f"({to_isl(e.left, names)} {e.op} {to_isl(e.right, names)})"
        if e.op == "*":
            a, b = _const(e.left), _const(e.right)
            if a is not None:
                return f"({a}*({to_isl(e.right, names)}))"
            if b is not None:
                return f"({b}*({to_isl(e.left, names)}))"
            raise NotAffine(f"{e} multiplies two non-constant terms")
        if e.op in ("/", "%"):
            d = _const(e.right)
            if d is None or d <= 0:
                raise NotAffine(f"{e} divides by a non-constant or non-positive value")
            x = to_isl(e.left, names)
            return f"floor(({x})/{d})" if e.op == "/" else f"(({x}) mod {d})"
    raise NotAffine(f"{e} is not affine")


_CMP = {"<": "<", "<=": "<=", ">": ">", ">=": ">=", "==": "="}


def cond_to_isl(e: ir.Expr, names: set[str]) -> str:
    """isl text of an affine condition (comparisons joined by && || !); raises ``NotAffine``."""
    if isinstance(e, ir.Binary):
        if e.op in _CMP:
            return f"({to_isl(e.left, names)} {_CMP[e.op]} {to_isl(e.right, names)})"
        if e.op == "!=":
            a, b = to_isl(e.left, names), to_isl(e.right, names)
            return f"({a} < {b} or {a} > {b})"
        if e.op in ("&&", "||"):
            op = "and" if e.op == "&&" else "or"
            return f"({cond_to_isl(e.left, names)} {op} {cond_to_isl(e.right, names)})"
    if isinstance(e, ir.Unary) and e.op == "!":
        return f"(not {cond_to_isl(e.operand, names)})"
    raise NotAffine(f"{e} is not an affine condition")


def is_affine(e: ir.Expr, names: set[str]) -> bool:
    try:
        to_isl(e, names)
        return True
    except NotAffine:
        return False


def is_affine_cond(e: ir.Expr, names: set[str]) -> bool:
    try:
        cond_to_isl(e, names)
        return True
    except NotAffine:
        return False
