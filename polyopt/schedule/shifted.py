"""Bands that only sequence statements, split into a sequence of bands.

isl's scheduler sometimes orders statements inside one band by shifting them apart along its
first member: durbin's step runs ``s(k) +=! ...`` at ``i`` and the update of ``y`` at ``N + i``,
``{ S4[k, i] -> [i]; S6[k, i] -> [N + i] }``. Tiled, a tile that straddles the two keeps ``min`` and
``max`` bounds in its loops. Where the first member puts every instance of one group of
statements before every instance of the next, the band becomes a sequence of the same band
restricted to each group: the same order of instances, so no dependence can break, and each
group gets loops, tiles and blocks of its own.

>>> dom = isl.UnionSet("[N] -> { A[i] : 0 <= i < N; B[i] : 0 <= i < N }")
>>> band = T.Band(isl.MultiUnionPwAff("[N] -> [{ A[i] -> [(i)]; B[i] -> [(N + i)] }]"), (False,), True)
>>> print(T.render(split_shifted(band, dom, isl.Set("[N] -> { : N > 0 }"))).splitlines()[0])
sequence
"""

from __future__ import annotations

import islpy as isl

from polyopt.poly import tree as T


def split_shifted(n: T.Node, domain: isl.UnionSet, context: isl.Set) -> T.Node:
    """``n`` with every band whose first member sequences groups of statements split by group. (A
    later member that does is left alone: running it first would undo the fusion of the members
    before it, batch-norm's per-channel passes over ``c``.)"""
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, split_shifted(n.child, domain.intersect(n.filter), context))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(split_shifted(c, domain, context) for c in n.children))
    if isinstance(n, T.Mark):
        if n.name == "time tiles":  # (schedule/time_tiles.py: its band is tiled already)
            return n
        return T.Mark(n.name, split_shifted(n.child, domain, context))
    if not isinstance(n, T.Band):
        return n
    groups = _groups(n.member(0), domain, context)
    if len(groups) < 2:
        return T.with_children(n, (split_shifted(n.child, domain, context),))
    kids = []
    for g, low in groups:
        first = n.member(0).intersect_domain(g)
        if low is not None:
            first = first.sub(isl.UnionPwAff.pw_aff_on_domain(g, low))
        band = T.Band(n.schedule.intersect_domain(g).set_at(0, first), n.coincident, n.permutable,
                      _restrict(n.child, g), n.types())
        kids.append(T.Filter(g, split_shifted(band, domain.intersect(g), context)))
    return T.Sequence(tuple(kids))


def _groups(member: isl.UnionPwAff, domain: isl.UnionSet, context: isl.Set) -> list:
    """``(statements, lowest value or None)`` of the groups of statements that ``member`` runs one
    after the other (in that order); one group where it interleaves them. The lowest value is a
    single affine function of the sizes (``N``) by which the group's values may be shifted to start
    at 0, so that its tiles start where its loops do (None where it is 0 or not affine)."""
    first = isl.UnionMap.from_union_pw_aff(member)
    sets = domain.intersect_params(context).get_set_list()
    stmts = [sets.get_at(i) for i in range(sets.n_set())]
    stmts = [s for s in stmts if not s.is_empty()]
    if len(stmts) < 2:
        return []
    images = [isl.UnionSet.from_set(s).apply(first) for s in stmts]
    groups = [[k] for k in range(len(stmts))]
    merged = True
    while merged and len(groups) > 1:
        merged = False
        for x in range(len(groups)):
            y = next((y for y in range(x + 1, len(groups)) if not (_before(images, groups[x], groups[y]) or
                                                                    _before(images, groups[y], groups[x]))), None)
            if y is not None:
                groups[x] += groups.pop(y)
                merged = True
                break
    if len(groups) == 1:
        return []
    n = len(groups)
    order = sorted(range(n), key=lambda x: sum(_before(images, groups[y], groups[x]) for y in range(n)))
    out = []
    for x in order:
        u = isl.UnionSet.empty(domain.get_space())
        values = None
        for k in groups[x]:
            u = u.union(isl.UnionSet.from_set(isl.Set.universe(stmts[k].get_space())))
            img = isl.Set.from_union_set(images[k])
            values = img if values is None else values.union(img)
        low = values.dim_min(0).coalesce()
        plain = low.n_piece() == 1 and not low.is_cst() and "mod" not in str(low) and "floor" not in str(low)
        out.append((u, low.gist_params(context) if plain else None))
    return out


def _before(images: list[isl.UnionSet], a: list[int], b: list[int]) -> bool:
    """Whether every value the first member takes on statements ``a`` is below every value on ``b``."""
    for i in a:
        for j in b:
            pairs = isl.UnionMap.from_domain_and_range(images[i], images[j])
            ge = isl.Map.lex_ge(images[i].get_set_list().get_at(0).get_space())
            if not pairs.intersect(isl.UnionMap.from_map(ge)).is_empty():
                return False
    return True


def _restrict(n: T.Node, group: isl.UnionSet) -> T.Node:
    """``n`` less the sequence children (filters) that hold none of ``group``'s statements."""
    if isinstance(n, T.Sequence):
        kids = tuple(_restrict(c, group) for c in n.children
                     if not (isinstance(c, T.Filter) and c.filter.intersect(group).is_empty()))
        return kids[0] if len(kids) == 1 else T.Sequence(kids)
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, _restrict(n.child, group))
    kids = T.children(n)
    return T.with_children(n, tuple(_restrict(c, group) for c in kids)) if kids else n
