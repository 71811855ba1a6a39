"""Sequential outer loops on the host (PPCG's method): one launch per iteration.

A nest whose outermost band has no parallel member (a time loop ``t``, a skew ``2t + i``, the outer
loop of a triangular solve) would run on one GPU thread. ``host_split(setting, domain, nest)`` looks
for one loop of that band to run on the host such that, with it fixed, what remains of the nest has
a member with no dependence between its instances (``cuda_mapping`` then maps it onto the grid as
for any nest):

* a member of the band (any member of a permutable band, else the first): ``t`` of jacobi-1d's
  ``[2t + i, t]``, ``k`` of floyd-warshall;
* in a permutable band of several members, the wavefront of its first two (every dependence then
  has a positive distance along it or a zero distance along both: seidel-2d's in-place sweep).

With the loop fixed, the statements of an iteration are distributed over kernels by their
dependences where one kernel would not be parallel (``_distribute``). Of the choices that leave
parallel work, the one with the fewest launches (iterations x kernels per iteration) is taken,
preferring those whose every kernel is parallel. The loop's value is the parameter
``po_h0`` of the instances (a ``long`` argument of the kernels of the iteration); the dependences of
the nest between instances of one iteration are those the mapping sees, and the launches in order
are the barrier between iterations (no grid-wide synchronization). None where no choice leaves any
parallel member: the nest stays on one thread.

>>> HOST_VAR  # (the isl parameter and the kernel argument)
'po_h0'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl

from polyopt.codegen.cuda_isl import finite
from polyopt.codegen.cuda_launch import HOST_VAR
from polyopt.codegen.cuda_mapping import Setting, choose_mapping
from polyopt.codegen.loops import AExpr, pw_aff_expr
from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name

SAMPLE_SIZE = 1000  # size-generic nests: the host loops' iterations compared at every size this


@dataclass(frozen=True)
class HostSplit:
    """The host loop of one nest: ``member`` (a function of the instances) from ``lo`` to ``hi``;
    ``nests`` what each iteration launches, in order (instances with the parameter ``HOST_VAR``),
    each with the values of the loop where it has instances; ``setting`` the kernels' setting."""
    member: isl.UnionPwAff
    setting: Setting
    nests: tuple[tuple[isl.UnionSet, T.Node, int | AExpr, int | AExpr], ...]

    def text(self) -> str:
        return f"{HOST_VAR} = {T.member_text(self.member)}"


def nests(n: T.Node, dom: isl.UnionSet) -> list[tuple[isl.UnionSet, T.Node]]:
    """The nests of a schedule tree: what lies below the top-level sequence(s), in order."""
    if isinstance(n, T.Mark):
        return nests(n.child, dom)
    if isinstance(n, T.Filter):
        return nests(n.child, dom.intersect(n.filter))
    if isinstance(n, T.Sequence):
        return [x for f in n.children for x in nests(f, dom)]
    return [(dom, n)]


def plan_nest(s: Setting, dom: isl.UnionSet, node: T.Node) -> list[tuple[isl.UnionSet, T.Node] | HostSplit]:
    """What runs the nest ``node`` (instances ``dom``), in order: itself as one kernel where its
    outermost band has a parallel member; else its statements distributed over several kernels where
    that makes each parallel (gemver's ``x`` before ``w``); else itself with a host loop
    (``host_split``); else distributed where that makes some parallel, the others with a host loop
    where one helps; else itself on one thread."""
    if choose_mapping(s, dom, node).mapped:
        return [(dom, node)]
    pieces = _distribute(s, dom, node)
    parallel = [_parallel(s, d, n) for d, n in pieces]
    if len(pieces) > 1 and all(parallel):
        return pieces
    split = host_split(s, dom, node)
    if split is not None or len(pieces) == 1 or not any(parallel):
        return [(dom, node) if split is None else split]
    return [(d, n) if ok else (host_split(s, d, n) or (d, n)) for (d, n), ok in zip(pieces, parallel)]


def host_split(s: Setting, dom: isl.UnionSet, node: T.Node) -> HostSplit | None:
    """The host loop of the nest ``node`` (instances ``dom``) whose outermost band has no parallel
    member, or None (no band, or no choice leaves a parallel member)."""
    if not isinstance(node, T.Band) or node.n == 0:
        return None
    best, best_key = None, None
    for member, rest, wave in _choices(node):
        fixed = _fixed(dom, member)
        rest = _unskewed(rest, fixed, member)
        setting = replace(s, context=s.context.intersect(isl.Set.from_union_set(fixed.params())).coalesce(),
                          promote=s.promote and not wave)
        parts = _serial_together(setting, [x for d, n in nests(rest, fixed) if not d.is_empty()
                                           for x in _distribute(setting, d, n)])
        serial = sum(1 for d, n in parts if not _parallel(setting, d, n))
        if serial == len(parts):
            continue
        key = (serial > 0, _iterations(s, dom, member) * len(parts), serial)
        if best_key is None or key < best_key:
            best_key = key
            best = HostSplit(member, setting, tuple((d, n, *_range(s, d)) for d, n in parts))
    return best


def _distribute(s: Setting, dom: isl.UnionSet, node: T.Node) -> list[tuple[isl.UnionSet, T.Node]]:
    """The nest ``node`` (instances ``dom`` of one host iteration) as one kernel where a member is
    parallel, else as several launched in order: its statements' strongly connected components
    under the dependences of the iteration, in an order where every dependence goes forward,
    neighbours merged while a member stays parallel (jacobi's ``B`` from ``A``, then ``A`` from ``B``,
    where isl fused the two with a shift; neighbours that are both on one thread are one kernel)."""
    if choose_mapping(s, dom, node).mapped:
        return [(dom, node)]
    sets = dom.get_set_list()
    stmts = {x.get_tuple_name(): x for x in (sets.get_at(i) for i in range(sets.n_set()))}
    if len(stmts) < 2:
        return [(dom, node)]
    order = [st.name for st in s.scop.statements if st.name in stmts]
    deps = s.deps.intersect_domain(dom).intersect_range(dom)
    maps = deps.get_map_list()
    edges = {(m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out))
             for m in (maps.get_at(i) for i in range(maps.n_map())) if not m.is_empty()}
    groups, pieces, mapped = [], [], []
    for comp in components(order, edges):
        alone = _only(dom, stmts, comp)
        ok = _parallel(s, alone, node)
        if groups:
            part = _only(dom, stmts, groups[-1] + comp)
            both = _parallel(s, part, node)
            if both or not (ok or mapped[-1]):  # parallel together, or both on one thread: one launch
                groups[-1], pieces[-1], mapped[-1] = groups[-1] + comp, (part, node), both
                continue
        groups.append(comp)
        pieces.append((alone, node))
        mapped.append(ok)
    return pieces


def _parallel(s: Setting, dom: isl.UnionSet, node: T.Node) -> bool:
    """Does the mapping of the nest put it on more than one thread (a mapped member over one point,
    dot's ``d = 0``, is one thread)?"""
    m = choose_mapping(s, dom, node)
    for k in m.mapped:
        image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_union_pw_aff(m.band.member(k))))
        lo, hi = finite(image.dim_min_val(0)), finite(image.dim_max_val(0))
        if lo is None or hi is None or hi > lo:
            return True
    return False


def _serial_together(s: Setting, parts: list[tuple[isl.UnionSet, T.Node]]) -> list[tuple[isl.UnionSet, T.Node]]:
    """``parts`` (launched in order) with neighbours that both run on one thread as one kernel
    (a sequence of the two): durbin's scalar steps of one ``k``, one launch."""
    out, serial = [], []
    for d, n in parts:
        alone = not _parallel(s, d, n)
        if out and alone and serial[-1]:
            d0, n0 = out[-1]
            out[-1] = (d0.union(d), T.Sequence((T.Filter(_universe(d0), n0), T.Filter(_universe(d), n))))
            continue
        out.append((d, n))
        serial.append(alone)
    return out


def _universe(dom: isl.UnionSet) -> isl.UnionSet:
    sets = dom.get_set_list()
    out = None
    for x in (sets.get_at(i) for i in range(sets.n_set())):
        u = isl.UnionSet.from_set(x.universe(x.get_space()))
        out = u if out is None else out.union(u)
    return out


def _only(dom: isl.UnionSet, stmts: dict[str, isl.Set], names: list[str]) -> isl.UnionSet:
    out = isl.UnionSet.from_set(stmts[names[0]].universe(stmts[names[0]].get_space()))
    for n in names[1:]:
        out = out.union(isl.UnionSet.from_set(stmts[n].universe(stmts[n].get_space())))
    return dom.intersect(out)


def components(order: list[str], edges: set[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected components of the graph ``edges`` over ``order``, each in ``order``,
    the components in an order where every edge goes forward (at each step the first ready one).

    >>> components(["a", "b", "c", "d"], {("b", "a"), ("c", "d"), ("d", "c")})
    [['b'], ['a'], ['c', 'd']]
    """
    reach = {a: {a} | {b for x, b in edges if x == a} for a in order}
    changed = True
    while changed:
        changed = False
        for a in order:
            more = set().union(*(reach[b] for b in reach[a])) - reach[a]
            if more:
                reach[a] |= more
                changed = True
    comps: list[list[str]] = []
    for a in order:
        if not any(a in c for c in comps):
            comps.append([b for b in order if b in reach[a] and a in reach[b]])
    out: list[list[str]] = []
    while comps:
        ready = next(c for c in comps if not any(o is not c and c[0] in reach[o[0]] for o in comps))
        out.append(ready)
        comps.remove(ready)
    return out


def _choices(b: T.Band):
    """(host member, what runs below it, whether a wavefront) for each loop of band ``b`` that may
    run on the host. The wavefront is the sum of the first two members: with it fixed, a dependence
    has a zero distance along both, so the first is parallel (the others stay loops of each thread).
    Over the sum of all three of seidel-2d's members the second would be parallel too, but isl's
    operations on those hyperplanes (promotion, the AST) took more than ten minutes. A wavefront's
    kernels keep their tensors in global memory: a diagonal slice barely reuses a tile."""
    for k in range(b.n if b.permutable else 1):
        yield b.member(k), _without(b, k), False
    if b.permutable and b.n > 1:
        yield b.member(0).add(b.member(1)), _without(b, 1), True


def _without(b: T.Band, k: int) -> T.Node:
    """Band ``b`` without member ``k`` (its child where that was the only one)."""
    if b.n == 1:
        return b.child
    mupa = b.schedule.drop_dims(isl.dim_type.set, k, 1)
    types = b.types()
    return T.Band(mupa, b.coincident[:k] + b.coincident[k + 1:], b.permutable, b.child, types[:k] + types[k + 1:],
                  None, b.role, b.tile_sizes[:k] + b.tile_sizes[k + 1:] if b.tile_sizes else ())


def _unskewed(node: T.Node, fixed: isl.UnionSet, member: isl.UnionPwAff) -> T.Node:
    """The band ``node`` with ``c * member`` taken from each of its members whose least value over
    ``fixed`` (one host iteration) is ``c * HOST_VAR`` plus a function of the sizes: the same order in
    the iteration, over a range that does not move with it (``2t + i`` with ``t`` on the host: ``i``),
    so that the grid of every launch is the grid of one iteration, not of all."""
    if not isinstance(node, T.Band):
        return node
    mupa = node.schedule
    for k in range(node.n):
        f = node.member(k)
        least = isl.Set.from_union_set(fixed.apply(isl.UnionMap.from_union_pw_aff(f))).dim_min(0)
        pos = least.find_dim_by_name(isl.dim_type.param, HOST_VAR)
        coefs = {piece.get_coefficient_val(isl.dim_type.param, pos).to_python()
                 for _, piece in least.get_pieces()} if pos >= 0 else {0}
        if len(coefs) == 1 and (c := coefs.pop()) != 0 and isinstance(c, int):
            mupa = mupa.set_at(k, f.sub(member.scale_val(isl.Val.int_from_si(f.get_ctx(), c))))
    return replace(node, schedule=mupa) if mupa is not node.schedule else node


def _fixed(dom: isl.UnionSet, member: isl.UnionPwAff) -> isl.UnionSet:
    """The instances of ``dom`` where ``member`` equals the parameter ``HOST_VAR``."""
    eq = isl.UnionSet(f"[{HOST_VAR}] -> {{ [v] : v = {HOST_VAR} }}", context=dom.get_ctx())
    return isl.UnionMap.from_union_pw_aff(member).intersect_domain(dom).intersect_range(eq).domain()


def _iterations(s: Setting, dom: isl.UnionSet, member: isl.UnionPwAff) -> int:
    """Iterations of the host loop of ``member`` (at sizes ``SAMPLE_SIZE`` for size-generic code)."""
    image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_union_pw_aff(member)))
    if s.sizes is None:
        params = image.get_var_names(isl.dim_type.param)
        sample = " and ".join(f"{p} = {SAMPLE_SIZE}" for p in params) or "true"
        image = image.intersect_params(isl.Set(f"[{', '.join(params)}] -> {{ : {sample} }}", context=s.ctx))
    lo, hi = finite(image.dim_min_val(0)), finite(image.dim_max_val(0))
    return hi - lo + 1 if lo is not None and hi is not None else 1 << 62


def _range(s: Setting, d: isl.UnionSet) -> tuple[int | AExpr, int | AExpr]:
    """The first and last value of ``HOST_VAR`` where ``d`` (instances with it as a parameter) has
    instances: ints, or expressions of the sizes for size-generic code."""
    p = isl.Set.from_union_set(d.params())
    p = p.move_dims(isl.dim_type.set, 0, isl.dim_type.param, p.find_dim_by_name(isl.dim_type.param, HOST_VAR), 1)
    if s.sizes is not None:
        return finite(p.dim_min_val(0)), finite(p.dim_max_val(0))
    names = {isl_name(x): x for x in s.scop.params}
    return (pw_aff_expr(p.dim_min(0), s.scop.context, names), pw_aff_expr(p.dim_max(0), s.scop.context, names))
