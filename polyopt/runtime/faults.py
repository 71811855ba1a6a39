"""The messages of faults a kernel reports at run time: a computed index out of bounds (a gather
or scatter) and an integer division by zero, each naming the places in the kernel's text that
may have caused it."""

from __future__ import annotations

from collections.abc import Callable

from polyopt.lang import ir
from polyopt.lang.check import Checked, dtype_of, is_int
from polyopt.poly.affine import is_affine


def _sites(checked: Checked, suspect: Callable[[ir.Expr, set[str], dict[str, str]], bool]) -> list[str]:
    """The subexpressions of the statements for which ``suspect`` holds (given the statement's
    index names and the tensors' dtypes), each with its line and column, once each."""
    env = {name: t.dtype for name, t in checked.tensors.items()}
    sites: list[str] = []
    for info in checked.stmts:
        names = set(info.vars) | set(checked.sizes)
        for e in (info.stmt.lhs, info.stmt.rhs):
            for a in ir.walk(e):
                if suspect(a, names, env):
                    place = f" (line {a.loc.line}, column {a.loc.column})" if a.loc.line else ""
                    if f"{a}{place}" not in sites:
                        sites.append(f"{a}{place}")
    return sites


def gather_fault(checked: Checked) -> str:
    """The message of a fault of a computed index (a gather or scatter ``T(I(n))``, ``X(i / S)``):
    the accesses whose indices the kernel computes at run time, with their places in the text.

    >>> from polyopt.lang.check import check
    >>> from polyopt.lang.parser import parse
    >>> print(gather_fault(check(parse("def f(float(V) T, int32(N) I) -> (O) { O(n) = T(I(n)) }").defs[0])))
    f: the index of T(I(n)) (line 1, column 47), computed at run time, was out of bounds; the outputs are not valid
    """
    sites = _sites(checked, lambda a, names, _env: isinstance(a, ir.Access)
                   and not all(is_affine(ix, names) for ix in a.indices))
    where = ("the index of " + sites[0] if len(sites) == 1 else "an index of one of " + ", ".join(sites)) \
        if sites else "an indirect index (gather)"
    return f"{checked.definition.name}: {where}, computed at run time, was out of bounds; the outputs are not valid"


def division_fault(checked: Checked) -> str:
    """The message of an integer division by zero at run time: the divisions that may divide by
    zero (an integer ``/`` or ``%`` whose divisor is not a literal), with their places in the text.

    >>> from polyopt.lang.check import check
    >>> from polyopt.lang.parser import parse
    >>> print(division_fault(check(parse("def f(int32(N) A, int32(N) D) -> (B) { B(i) = A(i) / D(i) }").defs[0])))
    f: integer division by zero in (A(i) / D(i)) (line 1, column 47); the outputs are not valid
    """
    sites = _sites(checked, lambda b, _names, env: isinstance(b, ir.Binary) and b.op in "/%"
                   and not isinstance(b.right, ir.Const) and is_int(dtype_of(b, env)))
    where = (" in " + sites[0] if len(sites) == 1 else " in one of " + ", ".join(sites)) if sites else \
        " (a / or % with a zero divisor)"
    return f"{checked.definition.name}: integer division by zero{where}; the outputs are not valid"
