"""Band members as the statements see them: the expression of a member per statement
(``member_exprs``), the index variables it uses (``member_vars``: matmul's ``{S0: {j}}`` for the
member ``j``), and whether some access ignores it (``reused_along``)."""

from __future__ import annotations

import re

from polyopt.lang import ir
from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name
from polyopt.poly.scop import Scop


def member_exprs(b: T.Band, k: int) -> dict[str, str]:
    """statement -> the affine expression of member ``k`` (as isl prints it)."""
    out = {}
    lst = b.member(k).get_pw_aff_list()
    for i in range(lst.n_pw_aff()):
        text = str(lst.get_at(i))
        m = re.search(r"\{\s*(\w+)\[.*?\]\s*->\s*\[\((.*)\)\]", text)
        if m:
            out[m.group(1)] = m.group(2).strip()
    return out


def member_vars(b: T.Band, scop: Scop) -> list[dict[str, set[str]]]:
    """For each member: statement -> the statement's index variables the member's expression uses."""
    stmts = {s.name: s for s in scop.statements}
    out = []
    for k in range(b.n):
        used = {}
        for name, text in member_exprs(b, k).items():
            tokens = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
            s = stmts.get(name)
            used[name] = {v for v in s.vars if isl_name(v) in tokens} if s is not None else set()
        out.append(used)
    return out


def reused_along(b: T.Band, k: int, scop: Scop) -> bool:
    """Some access of the band's deepest statements ignores member ``k`` (``B(k,j)`` along ``i``);
    a batch member (``b`` of ``C(b,i,j) +=! A(b,i,k) * B(b,k,j)``) has none."""
    stmts = {s.name: s for s in scop.statements}
    used = {n: v for n, v in member_vars(b, scop)[k].items() if n in stmts}
    deepest = max((len(stmts[n].vars) for n in used), default=0)
    for name, vs in used.items():
        s = stmts[name]
        if len(s.vars) == deepest and any(not vs & set().union(*map(ir.walk_vars, a.indices))
                                          for a in {r.expr for r in s.refs}):
            return True
    return False
