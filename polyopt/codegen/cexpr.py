"""C text of AST expressions (loop bounds, iterator expressions), with few parentheses.

>>> from polyopt.codegen.loops import AOp, AId, AInt
>>> aexpr_c(AOp("le", (AId("c0"), AOp("sub", (AId("s_N"), AInt(1))))))
'c0 <= s_N - 1'
"""

from __future__ import annotations

_BIN = {"add": ("+", 4), "sub": ("-", 4), "mul": ("*", 5), "div": ("/", 5), "pdiv_q": ("/", 5),
        "pdiv_r": ("%", 5), "zdiv_r": ("%", 5), "eq": ("==", 2), "le": ("<=", 3), "lt": ("<", 3),
        "ge": (">=", 3), "gt": (">", 3), "and": ("&&", 1), "or": ("||", 0)}
_FUNC = {"min": "po_min", "max": "po_max", "fdiv_q": "po_floord"}


def aexpr_c(e, prec: int = -1) -> str:
    """C text of an AExpr; ``prec`` is the binding strength of the context."""
    from polyopt.codegen.loops import AId, AInt, AOp
    if isinstance(e, AId):
        return e.name
    if isinstance(e, AInt):
        return str(e.value) if e.value >= 0 or prec < 4 else f"({e.value})"
    assert isinstance(e, AOp)
    if e.op in _BIN:
        sym, p = _BIN[e.op]
        a, b = e.args
        text = f"{aexpr_c(a, p)} {sym} {aexpr_c(b, p + 1)}"
        return f"({text})" if p < prec else text
    if e.op == "minus":  # (a minus of a minus is "-(-c3)", never the decrement "--c3")
        inner = aexpr_c(e.args[0], 6)
        return f"-({inner})" if inner.startswith("-") else f"-{inner}"
    if e.op in ("min", "max"):  # isl's min and max take any number of arguments
        text = aexpr_c(e.args[-1])
        for a in reversed(e.args[:-1]):
            text = f"{_FUNC[e.op]}({aexpr_c(a)}, {text})"
        return text
    if e.op in _FUNC:
        return f"{_FUNC[e.op]}({', '.join(aexpr_c(a) for a in e.args)})"
    if e.op == "select":
        c, a, b = e.args
        return f"({aexpr_c(c, 0)} ? {aexpr_c(a, 0)} : {aexpr_c(b, 0)})"
    raise NotImplementedError(e.op)  # pragma: no cover
