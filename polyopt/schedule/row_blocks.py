"""Fusing top-level groups that read the same matrix along its rows into one loop over blocks of rows.

isl keeps bicg's ``q(i) += A(i, j) * p(j)`` (dot products, a loop over rows) and ``s(j) += r(i) *
A(i, j)`` (a column sum, rows its reduction loop) in two nests, each reading all of ``A``. Past
the caches that is two passes over memory. Fused on a loop over blocks of ``R`` rows of ``A`` (``R``
rows fit in half of L2), each group runs on the block's rows in turn, as its own nest optimized
as before: the second group reads the block from L2, so ``A`` comes from memory once.

Groups qualify when each reads one matrix with the same first index (up to renaming: ``A(i, j)``
in both), every update (a reduction's step) of the group reads it, and that index
is a member of the group's outer band for every statement of the group (``0`` for an
initialization outside the rows: ``s(j) = 0`` runs in the first block); the fused
order must keep every dependence (``legality.violations``).

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.poly.deps import compute
>>> from polyopt.schedule.scheduler import isl_schedule
>>> from polyopt.options import Options
>>> text = "def f(float(N,M) A, float(M) p, float(N) r) -> (s, q) {"
>>> text += " s(j) +=! r(i) * A(i, j)\\n q(i) +=! A(i, j) * p(j) }"
>>> scop = build_scop(check(parse(text).defs[0]))
>>> deps = compute(scop)
>>> fused = fuse_row_blocks(isl_schedule(scop, deps, Options()), scop, deps, 64)
>>> isinstance(fused.child, T.Band) and isinstance(fused.child.child, T.Sequence)
True
"""

from __future__ import annotations

import islpy as isl

from polyopt.lang import ir
from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop
from polyopt.schedule.fusion import candidate, member_text
from polyopt.schedule.legality import violations
from polyopt.schedule.schedule import statements_in


def fuse_row_blocks(root: T.Root, scop: Scop, deps: Dependences, rows: int) -> T.Root:
    """``root`` with each run of consecutive top-level groups that read one matrix along the same
    rows fused on a loop over blocks of ``rows`` rows (each group whole below it, in order), where
    the dependences allow it."""
    seq = root.child
    if not isinstance(seq, T.Sequence) or rows < 1:
        return root
    kids = list(seq.children)
    out: list[T.Node] = []
    i = 0
    while i < len(kids):
        j = i + 1
        best = None
        while j < len(kids):
            common = _shared_rows(kids[i:j + 1], root.domain, scop)
            if common is None:
                break
            trial = _fused(kids[i:j + 1], common, rows)
            if not _legal(root, out, trial, kids[j + 1:], deps):
                break
            best, j = (j, trial), j + 1
        if best is None:
            out.append(kids[i])
            i += 1
        else:
            out.append(best[1])
            i = best[0] + 1
    if len(out) == len(kids):
        return root
    return T.Root(root.domain, out[0].child if len(out) == 1 else T.Sequence(tuple(out)))


def _shared_rows(groups: list[T.Filter], domain: isl.UnionSet, scop: Scop) -> list[isl.UnionPwAff] | None:
    """Per group, its outer band's member along the rows of a matrix that every group reads by
    rows and columns (``A(i, j)``, two plain variables); None where there is none."""
    stmts = {s.name: s for s in scop.statements}
    found = []
    for g in groups:
        if not (isinstance(g, T.Filter) and isinstance(g.child, T.Band)):
            return None
        names = [n for n in statements_in(g.child, g.filter.intersect(domain)) if n in stmts]
        found.append((g.child, names, {t: rows for t in _matrices(names, stmts) if (rows := _rows(t, names, stmts))}))
    for mat in sorted(set.intersection(*(set(m) for _, _, m in found))):
        members = [_row_member(band, names, stmts, m[mat]) for band, names, m in found]
        if all(x is not None for x in members):
            return members
    return None


def _matrices(names: list[str], stmts: dict) -> set[str]:
    return {r.tensor for n in names for r in stmts[n].refs if len(r.expr.indices) == 2}


def _rows(mat: str, names: list[str], stmts: dict) -> dict[str, str] | None:
    """Statement -> the variable of ``mat``'s rows, for the statements that read ``mat``; None
    where one writes it or reads it otherwise than by two different plain variables."""
    out = {}
    for n in names:
        s = stmts[n]
        if s.lhs.tensor == mat:
            return None
        for r in s.refs:
            if r.tensor != mat:
                continue
            idx = [ir.walk_vars(ix) for ix in r.expr.indices]
            plain = [isinstance(ix, ir.Var) for ix in r.expr.indices]
            if not all(plain) or idx[0] == idx[1] or out.get(n, r.expr.indices[0].name) != r.expr.indices[0].name:
                return None
            out[n] = r.expr.indices[0].name
    return out or None


def _row_member(band: T.Band, names: list[str], stmts: dict, rows: dict[str, str]) -> isl.UnionPwAff | None:
    """The member of ``band`` that is the row variable for each statement reading the matrix, and
    one of its variables or ``0`` for the others (``s(j) = 0``: in the first block); None where an
    update (a reduction's step: the group's work) does not read the matrix (syrk's ``C(i, j)``, read
    by its assignment only while its update reads ``A``: the group does not stream the rows)."""
    if any(n not in rows and stmts[n].kind == "update" for n in names):
        return None
    for k in range(band.n):
        upa = band.member(k)
        texts = {n: member_text(upa, n) for n in names}
        if all(texts[n] == isl_name(rows[n]) if n in rows else
               texts[n] == "0" or texts[n] in {isl_name(v) for v in stmts[n].vars} for n in names):
            return upa
    return None


def _fused(groups: list[T.Filter], members: list[isl.UnionPwAff], rows: int) -> T.Filter:
    """The groups below one band over blocks of ``rows`` rows (``i - i mod rows``)."""
    sched = None
    for m in members:
        block = m.scale_down_val(isl.Val.int_from_si(m.get_ctx(), rows)).floor() \
            .scale_val(isl.Val.int_from_si(m.get_ctx(), rows))
        sched = block if sched is None else sched.union_add(block)
    domain = groups[0].filter
    for g in groups[1:]:
        domain = domain.union(g.filter)
    band = T.Band(isl.MultiUnionPwAff.from_union_pw_aff(sched), (False,), True, T.Sequence(tuple(groups)))
    return T.Filter(domain, band)


def _legal(root: T.Root, before: list[T.Node], trial: T.Filter, after: list[T.Node], deps: Dependences) -> bool:
    return violations(candidate(root, before, trial, after), deps.validity).is_empty()
