"""Partial tiles computed as whole ones: the reduction of a contraction over zero-filled shared tiles.

A block whose tile crosses the edge of the domain (matmul 4095 in tiles of 128, a convolution's 54
output columns in a tile of 64, K = 999 in steps of 8) would run its threads' work with a guard
around every register slot and a loop of unknown trip count over the last reduction step: on a GPU
that block is several times slower than a full one, and it often runs in the last wave (or, in a
grid of one wave, sets the time of the whole kernel). ``whole_tiles(space, dom)`` instead extends
the instances of each eligible statement to the whole tiles that its instances touch: the band's
mapped and tiled members run over ``T^-1(T(image))`` (``T``: band point -> tile), so every block's
work is the same guard-free, unrolled code; only the shared-memory copies (which fill what lies
outside a tensor with zeros) and the stores of the registers keep their guards.

A statement is eligible when the extra instances cannot change a result: it is a ``+=`` reduction
whose right-hand side is a product of tensor reads (and constants), every one of them read from
shared memory (checked after promotion), and every extra instance that adds into an element the
real instances write reads each factor outside its tensor (a zero of the copy: matmul's ``k >= K``
reads ``A(i, k)`` and ``B(k, j)`` outside both), while the others add into registers that are never
stored (``i >= M``). A triangular domain (trmm) or a guarded read (``conv2d_same``'s ternary) keeps
its guards. The band must map each statement injectively (its instances are the band's points).

>>> _is_product(ir.Binary("*", ir.Access("A", (ir.Var("i"),)), ir.Const(2.0)))
True
>>> _is_product(ir.Binary("+", ir.Access("A", (ir.Var("i"),)), ir.Const(2.0)))
False
"""

from __future__ import annotations

import islpy as isl

from polyopt.codegen.cuda_isl import union_set
from polyopt.codegen.cuda_space import KernelSpace, kernel_space
from polyopt.lang import ir
from polyopt.poly import tree as T


def whole_tiles(space: KernelSpace, dom: isl.UnionSet) -> tuple[KernelSpace, frozenset[str]] | None:
    """``space`` with the eligible statements of the nest ``dom`` extended to whole tiles, and their
    names (None: no statement is eligible, or no tile is partial)."""
    s, m = space.setting, space.m
    if s.sizes is None or not s.options.separate_tiles or m.band is None or not m.mapped:
        return None
    if not _universe_filters(m.child):
        return None
    tmap = _tile_map(space)
    kept, whole = [], []
    for name in sorted(space.statements):
        st = s.stmts[name]
        mine = dom.intersect(isl.UnionSet.from_set(st.domain.universe(st.domain.get_space())))
        if mine.is_empty():
            continue
        ext = _extended(space, st, isl.Set.from_union_set(mine), tmap, _written(space, dom, st)) \
            if _eligible(st) else None
        if ext is None:
            kept.append(mine)
        else:
            whole.append(name)
            kept.append(isl.UnionSet.from_set(ext))
    if not whole:
        return None
    ext_space = kernel_space(s, m, union_set(kept))
    if not ext_space.kctx.is_equal(space.kctx):
        return None
    return ext_space, frozenset(whole)


def _eligible(st) -> bool:
    """A ``+=`` of a product of reads (one at least: a constant piece, ``d < 3 ? Y(n, d) : 0.5``'s
    ``0.5``, adds itself at every extra instance): extra instances that read zeros add nothing."""
    return st.kind == "update" and st.op == "+" and _is_product(st.rhs) and \
        any(isinstance(x, ir.Access) for x in ir.walk(st.rhs))


def _is_product(e: ir.Expr) -> bool:
    if isinstance(e, ir.Binary) and e.op == "*":
        return _is_product(e.left) and _is_product(e.right)
    return isinstance(e, (ir.Access, ir.Const)) and (not isinstance(e, ir.Access) or bool(e.indices))


def _universe_filters(n: T.Node) -> bool:
    """Below the band only sequences of statement filters (whole statements) and leaves."""
    if isinstance(n, T.Filter):
        return n.filter.is_equal(n.filter.universe()) and _universe_filters(n.child)
    if isinstance(n, T.Sequence):
        return all(_universe_filters(c) for c in n.children)
    return isinstance(n, T.Leaf)


def _tile_map(space: KernelSpace) -> isl.Map:
    """Band point -> its tile: ``floor(p / tile)`` along mapped and tiled members, ``p`` elsewhere."""
    m = space.m
    n = m.band.n
    outs = []
    for k in range(n):
        t = m.tiles.get(k) if (k in m.mapped or k in m.tiled) else None
        outs.append(f"floor(p{k}/{t})" if t and t > 1 else f"p{k}")
    dims = ", ".join(f"p{k}" for k in range(n))
    return isl.Map(f"{{ [{dims}] -> [{', '.join(outs)}] }}", context=space.ctx)


def _written(space: KernelSpace, dom: isl.UnionSet, st) -> isl.UnionSet:
    """The elements of ``st``'s output that any statement of the nest ``dom`` writes (those the
    kernel stores: another piece of a split statement writes the border of a convolution)."""
    t = st.lhs.tensor
    writes = [isl.UnionMap.from_map(r.relation) for _, r in space.refs() if r.write and r.tensor == t]
    out = writes[0]
    for w in writes[1:]:
        out = out.union(w)
    return out.intersect_domain(dom).range()


def _extended(space: KernelSpace, st, real: isl.Set, tmap: isl.Map, written: isl.UnionSet) -> isl.Set | None:
    """The instances of ``st`` over the whole tiles its instances ``real`` touch (None: not
    eligible, or nothing to add); ``written``: the elements of its output that the kernel stores."""
    s = space.setting
    universe = isl.UnionSet.from_set(st.domain.universe(st.domain.get_space()))
    band = isl.UnionMap.from_multi_union_pw_aff(space.m.band.schedule).intersect_domain(universe)
    bmap = isl.Map.from_union_map(band).intersect_params(s.context)
    if not bmap.domain().is_equal(isl.Set.from_union_set(universe).intersect_params(s.context)) \
            or not bmap.is_injective():
        return None
    image = real.apply(bmap).reset_tuple_id()
    tiles = image.apply(tmap)
    whole = tiles.apply(tmap.reverse())
    ext = whole.apply(bmap.reset_tuple_id(isl.dim_type.out).reverse()).intersect_params(s.context)
    extra = ext.subtract(real)
    if extra.is_empty() or not ext.is_bounded():
        return None
    write = next(r for r in st.refs if r.write)
    live = isl.UnionSet.from_set(extra).intersect(
        isl.UnionMap.from_map(write.relation).intersect_range(written).domain())
    for r in st.refs:
        if r.write or r.tensor == st.lhs.tensor:
            continue
        inside = live.apply(isl.UnionMap.from_map(r.relation)).intersect(
            isl.UnionSet.from_set(s.scop.extents[r.tensor].intersect_params(s.context)))
        if not inside.is_empty():
            return None  # an extra instance would add a real element of r into a stored result
    return ext.coalesce()
