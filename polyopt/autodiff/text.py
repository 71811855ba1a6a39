"""Kernel-language text of IR with as few parentheses as the grammar allows (the gradient's
``.text`` is meant to be read, copied and edited).

>>> from polyopt.lang.parser import parse
>>> print(expr_text(parse("def f(float(N) X) -> (Y) { Y(i) = (X(i) * 2.0) + -(X(i) - 1.0) }").defs[0].body[0].rhs))
X(i) * 2.0 + -(X(i) - 1.0)
"""

from __future__ import annotations

import math

from polyopt.lang import ir

_PREC = {"||": 2, "&&": 3, "|": 4, "^": 5, "&": 6, "<": 7, "<=": 7, ">": 7, ">=": 7, "==": 7, "!=": 7,
         "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10}
_UNARY, _ATOM = 11, 12
TYPE_NAMES = {"float32": "float", "float64": "double"}  # numpy dtype -> the name the text uses


def type_name(dtype: str) -> str:
    return TYPE_NAMES.get(dtype, dtype)


def expr_text(e: ir.Expr, prec: int = 0) -> str:
    """Text of ``e`` where an operand of precedence ``prec`` is expected."""
    text, own = _text(e)
    return f"({text})" if own < prec else text


def _const(v) -> str:
    if isinstance(v, float):
        if math.isinf(v):  # (the language's infinity: a literal beyond double's range)
            return "1e400" if v > 0 else "-1e400"
        if not math.isfinite(v):
            raise ValueError(f"{v} has no literal in the kernel language")
        return repr(v)
    return str(v)


def _text(e: ir.Expr) -> tuple[str, int]:
    if isinstance(e, ir.Const):
        return _const(e.value), _UNARY if e.value < 0 else _ATOM
    if isinstance(e, ir.Var):
        return e.name, _ATOM
    if isinstance(e, ir.Access):
        return f"{e.tensor}({', '.join(expr_text(x) for x in e.indices)})", _ATOM
    if isinstance(e, ir.Call):
        return f"{e.func}({', '.join(expr_text(x) for x in e.args)})", _ATOM
    if isinstance(e, ir.Cast):
        return f"{type_name(e.dtype)}({expr_text(e.operand)})", _ATOM
    if isinstance(e, ir.Unary):
        return f"{e.op}{expr_text(e.operand, _UNARY)}", _UNARY
    if isinstance(e, ir.Binary):
        p = _PREC[e.op]
        if p == 7:  # comparisons do not chain: both sides are shifts or tighter
            return f"{expr_text(e.left, 8)} {e.op} {expr_text(e.right, 8)}", p
        return f"{expr_text(e.left, p)} {e.op} {expr_text(e.right, p + 1)}", p
    if isinstance(e, ir.Select):
        return f"{expr_text(e.cond, 2)} ? {expr_text(e.then)} : {expr_text(e.other, 1)}", 1
    raise TypeError(e)  # pragma: no cover


def stmt_text(lhs: ir.Access, op: str, rhs: ir.Expr, where: tuple[str, ...] = ()) -> str:
    """``lhs op rhs [where ...]``; ``where`` holds the items as text (``h in 0:H``, ``h >= r``)."""
    head = f"{expr_text(lhs)} {op} {expr_text(rhs)}"
    return head + (f" where {', '.join(where)}" if where else "")


def param_text(p: ir.Param) -> str:
    dims = f"({', '.join(map(str, p.shape))})" if p.shape else ""
    return f"{type_name(p.dtype)}{dims} {p.name}"


def def_text(name: str, params: tuple[ir.Param, ...], outputs: tuple[str, ...], body: list[str],
             comments: tuple[str, ...] = ()) -> str:
    """A whole ``def`` with one statement (or comment) per line."""
    lines = [f"# {c}" for c in comments]
    lines.append(f"def {name}({', '.join(param_text(p) for p in params)}) -> ({', '.join(outputs)}) {{")
    lines += [f"    {line}" for line in body]
    lines.append("}")
    return "\n".join(lines) + "\n"
