"""The original program order as an isl schedule tree: statements in sequence, each its own nest.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.scop import build_scop
>>> scop = build_scop(check(parse("def f(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }").defs[0]))
>>> print(program_order(scop).tree.get_map())
[N] -> { S0[i] -> [i] : 0 <= i < N }
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyopt.poly.affine import isl_name
from polyopt.poly.scop import Scop


@dataclass(frozen=True)
class Schedule:
    """A scop with the isl schedule tree that orders its statement instances."""
    scop: Scop
    tree: isl.Schedule
    kind: str = "program"

    def __str__(self):
        text = self.tree.get_root().to_str().replace("# YOU ARE HERE\n", "")
        return f"# schedule ({self.kind})\n{text}"


def statement_band(scop: Scop, s) -> isl.Schedule:
    """One statement alone, scheduled by its own index variables in order."""
    sched = isl.Schedule.from_domain(isl.UnionSet.from_set(s.domain))
    if s.vars:
        names = ", ".join(isl_name(v) for v in s.vars)
        params = ", ".join(isl_name(p) for p in scop.params)
        umap = isl.UnionMap(f"[{params}] -> {{ {s.name}[{names}] -> [{names}] }}", context=scop.ctx)
        sched = sched.insert_partial_schedule(isl.MultiUnionPwAff.from_union_map(umap))
    return sched


def program_order(scop: Scop) -> Schedule:
    """Statements one after another in text order, each in its own loop nest."""
    tree = None
    for s in scop.statements:
        band = statement_band(scop, s)
        tree = band if tree is None else tree.sequence(band)
    return Schedule(scop, tree, "program")
