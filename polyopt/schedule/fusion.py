"""Fusing the outer parallel loop of streaming groups that isl's "smart" fusion left apart.

isl keeps softmax's three steps (row maximum, exponentials and their sum, scaling) as three
nests over the rows, each reading the whole input again. Run inside one loop over the rows,
each row stays in L1 between the steps. Only groups that stream are fused this way: a group
that reuses a matrix across its outer loop (a contraction) keeps its own nest, whose tiles and
register blocks matter more than fusion.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.poly.deps import compute
>>> from polyopt.schedule.scheduler import isl_schedule
>>> from polyopt.options import Options
>>> text = "def f(float(N,D) X) -> (Y) { m(n) max=! X(n,d)\\n Y(n,d) = X(n,d) - m(n) }"
>>> scop = build_scop(check(parse(text).defs[0]))
>>> deps = compute(scop)
>>> root = isl_schedule(scop, deps, Options())
>>> fused = fuse_streaming(root, scop, deps)
>>> isinstance(fused.child, T.Band) and isinstance(fused.child.child, T.Sequence)
True
"""

from __future__ import annotations

import re

import islpy as isl

from polyopt.lang import ir
from polyopt.poly import tree as T
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import split
from polyopt.schedule.legality import carried, violations
from polyopt.schedule.schedule import statements_in


def fuse_streaming(root: T.Root, scop: Scop, deps: Dependences) -> T.Root:
    """``root`` with runs of consecutive streaming top-level groups fused on their outer member,
    where the dependences allow it and the fused loop stays parallel."""
    seq = root.child
    if not isinstance(seq, T.Sequence):
        return root
    kids = []  # a group of independent groups (minmax_scale's row minimum and maximum) joins the run
    for f in seq.children:
        inner = f.child.children if isinstance(f.child, T.Sequence) else ()
        kids.extend([T.Filter(f.filter.intersect(g.filter), g.child) for g in inner] or [f])
    out: list[T.Node] = []
    i = 0
    while i < len(kids):
        run = [kids[i]]
        if _streaming(kids[i], root.domain, scop):
            while i + len(run) < len(kids) and _streaming(kids[i + len(run)], root.domain, scop):
                trial = _fused(run + [kids[i + len(run)]])
                if not _legal(root, out, trial, kids[i + len(run) + 1:], deps):
                    break
                run.append(kids[i + len(run)])
        out.append(_fused(run) if len(run) > 1 else run[0])
        i += len(run)
    if len(out) == len(kids):
        return root  # (as isl left it, nested groups too)
    return T.Root(root.domain, out[0].child if len(out) == 1 else T.Sequence(tuple(out)))


def _streaming(f: T.Node, domain: isl.UnionSet, scop: Scop) -> bool:
    """A group starting with a parallel band none of whose statements reuses a matrix (an access
    with two or more indices) across the band's outer member, and whose outer member only moves
    the first index of its matrices (rows, not columns)."""
    if not (isinstance(f, T.Filter) and isinstance(f.child, T.Band) and f.child.coincident[0]):
        return False
    band = f.child
    names = set(statements_in(band, f.filter.intersect(domain)))
    for s in scop.statements:
        if s.name not in names:
            continue
        outer = _vars_of_member(band, s)
        if not outer:
            return False
        for a in {r.expr for r in s.refs}:
            idx = [ir.walk_vars(ix) for ix in a.indices]
            used = set().union(*idx) if idx else set()
            if not used & outer and len(used) >= 2:
                return False
            if len(idx) >= 2 and any(u & outer for u in idx[1:]):
                return False  # the outer loop would walk a matrix along its columns
    return True


def _vars_of_member(band: T.Band, s) -> set[str]:
    from polyopt.poly.affine import isl_name
    text = member_text(band.member(0), s.name)
    if text is None:
        return set()
    tokens = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
    return {v for v in s.vars if isl_name(v) in tokens}


def member_text(upa: isl.UnionPwAff, name: str) -> str | None:
    """The expression of band member ``upa`` for statement ``name`` as isl prints it (``1 + k``),
    None if the member has no piece for it.

    >>> member_text(isl.UnionPwAff("{ S[i, j] -> [(j)]; T[k] -> [(k + 1)] }"), "T")
    '1 + k'
    """
    lst = upa.get_pw_aff_list()
    for k in range(lst.n_pw_aff()):
        m = re.search(r"\{\s*(\w+)\[.*?\]\s*->\s*\[\((.*)\)\]", str(lst.get_at(k)))
        if m and m.group(1) == name:
            return m.group(2).strip()
    return None


def candidate(root: T.Root, before: list[T.Node], trial: T.Node, after: list[T.Node]) -> T.Root:
    """``root`` with its top-level sequence as ``before``, ``trial``, ``after``."""
    kids = tuple(before) + (trial,) + tuple(after)
    return T.Root(root.domain, kids[0].child if len(kids) == 1 else T.Sequence(kids))


def _fused(run: list[T.Filter]) -> T.Filter:
    """One group: the outer members of ``run`` as one band, the rest of each below in sequence."""
    outer, rest = [], []
    for f in run:
        b = f.child
        head = _split(b)
        outer.append(head)
        rest.append(T.Filter(f.filter, head.child))
    schedule = outer[0].schedule
    for h in outer[1:]:
        schedule = schedule.union_add(h.schedule)
    domain = run[0].filter
    for f in run[1:]:
        domain = domain.union(f.filter)
    return T.Filter(domain, T.Band(schedule, (True,), True, T.Sequence(tuple(rest))))


def _split(b: T.Band) -> T.Band:
    """``b``'s first member as a band of its own, the others in a band below it."""
    if b.n == 1:
        return b
    return split(b, 1)


def _legal(root: T.Root, before: list[T.Node], trial: T.Filter, after: list[T.Node], deps: Dependences) -> bool:
    cand = candidate(root, before, trial, after)
    if not violations(cand, deps.validity).is_empty():
        return False
    band = sum(len(T.bands(k)) for k in before)  # the fused band's index, pre-order
    return carried(cand, band, 0, deps.all).is_empty()
