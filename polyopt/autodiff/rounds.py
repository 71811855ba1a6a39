"""Overwrites that read their own writes, split into statements that do not.

``Y(i) = Y(N - 1 - i) * 2.0`` after ``Y`` was written runs its instances in increasing ``i``: the
first half reads old values, the second half reads what the first half wrote (``4 * Y(i)``). The
value analysis (``versions.py``) refuses a statement that reads its own writes; but the same
statement run in *rounds*, the instances that read no new value first, then those that read only
the first round's, ..., is statements that each read values written before them:
``Y(i) = Y(N - 1 - i) * 2.0 where i <= N - 1 - i``, then the same ``where i > N - 1 - i``. A round
is the instances whose sources (isl's flow dependences within the statement) all lie in earlier
rounds; running the rounds one after the other keeps every read's value when no instance of an
earlier round writes an element after an instance of a later round reads it (an anti dependence
backwards across rounds). The forward kernel itself is not changed.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = "def f(double(N) X) -> (Y) { Y(i) = X(i)\\n Y(i) = Y(N - 1 - i) * 2.0 }"
>>> for s in in_rounds(check(parse(src).defs[0]), src).definition.body:
...     print(s)
Y(i) = X(i)
Y(i) = (Y(((N - 1) - i)) * 2.0) where ((2 * i) < N)
Y(i) = (Y(((N - 1) - i)) * 2.0) where ((2 * i) >= N)
"""

from __future__ import annotations

from dataclasses import replace

import islpy as isl

from polyopt.autodiff import domains
from polyopt.autodiff.versions import _step_reads
from polyopt.errors import PolyoptError
from polyopt.lang import ir
from polyopt.lang.check import Checked, check
from polyopt.poly import deps as deps_
from polyopt.poly.affine import isl_name
from polyopt.poly.build import build_scop

MAX_ROUNDS = 4  # (more is a recurrence: ``steps.py`` differentiates those written as one)


def in_rounds(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with each assignment that reads its own writes (see the module docstring) as
    its rounds, one statement each; ``checked`` itself where there is none, or a statement's
    rounds are more than ``MAX_ROUNDS``, not one piece each, or not equivalent to it."""
    candidates = [info.index for info in checked.stmts if info.stmt.op == "=" and not info.stmt.scatter and
                  any(isinstance(x, ir.Access) and x.tensor == info.stmt.lhs.tensor for x in ir.walk(info.stmt.rhs))
                  and _step_reads(info.stmt) is not None]  # (a recurrence over steps: steps.py)
    if not candidates:
        return checked
    scop = build_scop(checked, source, split_conditions=False)
    d = deps_.compute(scop)
    params = {isl_name(s): s for s in checked.sizes}
    body: list[tuple[ir.Stmt, ...]] = [(info.stmt,) for info in checked.stmts]
    changed = False
    for k in candidates:
        pieces = [s for s in scop.statements if s.origin == k]
        if len(pieces) != 1:
            continue
        rounds = _rounds(pieces[0].domain, d)
        if rounds is None or len(rounds) < 2:
            continue
        stmts = _statements(checked.stmts[k].stmt, pieces[0], rounds, params)
        if stmts is not None:
            body[k] = stmts
            changed = True
    if not changed:
        return checked
    try:
        return check(replace(checked.definition, body=tuple(s for group in body for s in group)), source)
    except PolyoptError:
        return checked


def _rounds(dom: isl.Set, d: deps_.Dependences) -> list[isl.Set] | None:
    """The rounds of the statement with domain ``dom`` (None: too many, or not equivalent)."""
    space = isl.UnionSet.from_set(dom)
    flow = d.flow.intersect_domain(space).intersect_range(space)
    anti = d.anti.intersect_domain(space).intersect_range(space)
    if flow.is_empty():
        return None
    rounds, done, rest = [], isl.UnionSet.empty(space.get_space()), space
    while not rest.is_empty():
        if len(rounds) == MAX_ROUNDS:
            return None
        now = rest.subtract(flow.intersect_domain(rest).range()).coalesce()
        if now.is_empty():
            return None
        if not anti.intersect_domain(now).range().intersect(done).is_empty():
            return None  # an earlier round would overwrite what this one reads first
        rounds.append(now)
        done, rest = done.union(now), rest.subtract(now).coalesce()
    return [isl.Set.from_union_set(r) for r in rounds]


def _statements(st: ir.Stmt, piece, rounds: list[isl.Set], params: dict[str, str]) -> tuple[ir.Stmt, ...] | None:
    """``st`` once per round, each with the round's conditions added to its ``where``."""
    out = []
    for r in rounds:
        conds = domains.conditions_of(r.gist(piece.domain).coalesce(), piece.vars, params)
        if conds is None:
            return None
        out.append(replace(st, conditions=st.conditions + tuple(conds)))
    return tuple(out)


__all__ = ["in_rounds", "MAX_ROUNDS"]
