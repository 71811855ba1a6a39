"""Isolating full tiles and the steps where a register block is whole: isl AST build options
(``{ isolate[[outer] -> [tile]] : ... }``) under which the generator prints those tiles apart,
with constant bounds and no guards, and the sets of full tiles they are made from.

>>> members = isl.MultiUnionPwAff("[N] -> [{ S[i] -> [(i)] }]")
>>> full_tiles(members, isl.UnionSet("[N] -> { S[i] : 0 <= i < N }"), (4,))
Set("[N] -> { [t0_] : (t0_) mod 4 = 0 and 0 <= t0_ <= -4 + N }")
"""

from __future__ import annotations

import dataclasses
import itertools

import islpy as isl

from polyopt.poly import tree as T
from polyopt.poly.bounded import within

# a band over many statements skewed apart (generated time steps: 18 pieces, 8 polyhedra in the
# image of a band) took isl 30 s to find its full tiles; the kernels of kernels/ have at most 2
MAX_IMAGE_PIECES = 4


# isl's operations the search for full tiles may take (~1.4 s of CPU a million on a Zen 3) before
# the band keeps its guards inside its tiles: the gradient of a stride-2 convolution with the
# window as sizes under fusion="max" ran for minutes (found by a helper's sweep)
FULL_TILE_OPERATIONS = 3_000_000


def full_tiles(members: isl.MultiUnionPwAff, domain: isl.UnionSet, sizes: tuple[int, ...],
               prefix: isl.MultiUnionPwAff | None = None) -> isl.Set | None:
    """Tile origins (multiples of ``sizes``) whose whole box of points is covered by the band's
    image of ``domain``: in those tiles no point loop needs a min/max or a guard. With ``prefix``
    (the outer loops), the result lives in ``[outer..., tile...]``. None where there is none, or
    where isl would take more than ``FULL_TILE_OPERATIONS`` to say (inside a bound of a caller's,
    such as ``driver.lower_generic``'s, that bound holds instead)."""
    return within(members.get_ctx(), FULL_TILE_OPERATIONS, lambda: _full_tiles(members, domain, sizes, prefix),
                  lambda: None)


def _full_tiles(members: isl.MultiUnionPwAff, domain: isl.UnionSet, sizes: tuple[int, ...],
                prefix: isl.MultiUnionPwAff | None) -> isl.Set | None:
    full_members = members if prefix is None else prefix.flat_range_product(members)
    image = isl.UnionMap.from_multi_union_pw_aff(full_members).intersect_domain(domain).range()
    if image.is_empty():
        return None
    image = isl.Set.from_union_set(image)
    if image.coalesce().n_basic_set() > MAX_IMAGE_PIECES:  # its complement takes isl seconds to minutes
        return None
    n, p = len(sizes), 0 if prefix is None else prefix.dim(isl.dim_type.set)
    space = image.get_space()
    params = ", ".join(space.get_dim_name(isl.dim_type.param, k) for k in range(space.dim(isl.dim_type.param)))
    q = [f"p{k}_" for k in range(p)]
    t = [f"t{k}_" for k in range(n)]
    m = [f"m{k}_" for k in range(n)]
    ctx = space.get_ctx()
    origins = " and ".join(f"({t[k]}) mod {sizes[k]} = 0" for k in range(n))
    corners = _full_by_corners(image, sizes, params, q, t, origins)
    if corners is not None:
        return corners
    pieces = image.coalesce().get_basic_sets()
    if max(piece.dim(isl.dim_type.div) for piece in pieces) >= CORNERS_FROM_DIVS:  # a costly complement
        first = image.dim(isl.dim_type.set) - n
        convex = [piece for piece in pieces if not _divs_touch(piece, first)]
        tiles = _corner_tiles(image, convex, sizes, params, q, t, origins) if convex else None
        return None if tiles is None or tiles.is_empty() else tiles
    cons = " and ".join(f"{t[k]} <= {m[k]} < {t[k]} + {sizes[k]}" for k in range(n))
    box = isl.Map(f"[{params}] -> {{ [{', '.join(q + t)}] -> [{', '.join(q + m)}] : {cons} and {origins} }}",
                  context=ctx).intersect_params(image.params())
    tiles = box.intersect_range(image).domain()
    holes = box.intersect_range(image.universe(image.get_space()).subtract(image)).domain()
    return tiles.subtract(holes).coalesce()


# the complement of a set with this many existential variables or more costs isl 0.1-20 s (a
# convolution's blocks inside its 7-member tiles; 20 s for a padded stride-2 one with its window as
# sizes, KH and KW); with fewer it takes milliseconds, and the set the complement gives is kept
# (another form of the same set makes isl's AST split a triangle's tiles elsewhere: syrk's C
# changed). An image with more whose corners cannot answer takes its full tiles from its pieces
# that are convex in the tiled dimensions: fewer tiles maybe (a box across two pieces, or in a
# piece whose sections are not convex, keeps its guards), never a partial one.
CORNERS_FROM_DIVS = 4


def _full_by_corners(image: isl.Set, sizes, params: str, q: list[str], t: list[str], origins: str) -> isl.Set | None:
    """The tiles whose box lies in ``image``, found from the box's corners (a box lies in a convex
    set where its corners do), or None where a polyhedron's existential variables constrain the
    tiled dimensions (its sections need not be convex), where its polyhedra differ in the tiled
    dimensions (a box could straddle two) or where it has fewer than ``CORNERS_FROM_DIVS``
    existential variables. It spares isl the complement of ``image``, whose existential
    variables (the outer tiles' origins) cost a second for a sized convolution's blocks."""
    n = len(sizes)
    first = image.dim(isl.dim_type.set) - n
    pieces = image.coalesce().get_basic_sets()
    if max(p.dim(isl.dim_type.div) for p in pieces) < CORNERS_FROM_DIVS or any(_divs_touch(p, first) for p in pieces) \
            or len({_tiled_constraints(p, first) for p in pieces}) > 1:
        return None
    return _corner_tiles(image, pieces, sizes, params, q, t, origins)


def _corner_tiles(image: isl.Set, pieces: list[isl.BasicSet], sizes, params: str, q: list[str], t: list[str],
                  origins: str) -> isl.Set:
    """The tiles whose box lies in one of ``pieces`` (each convex in the tiled dimensions): those
    whose corners all lie in it."""
    ctx = image.get_ctx()
    origins_set = isl.Set(f"[{params}] -> {{ [{', '.join(q + t)}] : {origins} }}", context=ctx).intersect_params(
        image.params())
    shifts = [isl.Map(f"[{params}] -> {{ [{', '.join(q + t)}] -> "
                      f"[{', '.join(q + [f'{x} + {c}' for x, c in zip(t, corner)])}] }}", context=ctx)
              for corner in itertools.product(*[(0, s - 1) if s > 1 else (0,) for s in sizes])]
    full = origins_set.empty(origins_set.get_space())
    for piece in pieces:
        tiles = origins_set.universe(origins_set.get_space())
        for shift in shifts:
            tiles = tiles.intersect(shift.intersect_range(isl.Set.from_basic_set(piece)).domain())
        full = full.union(tiles.intersect(origins_set))
    return full.coalesce()


def _tiled_constraints(piece: isl.BasicSet, first: int) -> frozenset[str]:
    """The constraints of ``piece`` on a set dimension from ``first`` on."""
    n_set = piece.dim(isl.dim_type.set)
    return frozenset(str(c) for c in piece.get_constraints()
                     if any(not c.get_coefficient_val(isl.dim_type.set, k).is_zero() for k in range(first, n_set)))


def _divs_touch(piece: isl.BasicSet, first: int) -> bool:
    """Whether an existential variable of ``piece`` involves a set dimension from ``first`` on."""
    n_divs, n_set = piece.dim(isl.dim_type.div), piece.dim(isl.dim_type.set)
    if n_divs == 0:
        return False
    for c in piece.get_constraints():
        if any(not c.get_coefficient_val(isl.dim_type.div, d).is_zero() for d in range(n_divs)) and \
                any(not c.get_coefficient_val(isl.dim_type.set, k).is_zero() for k in range(first, n_set)):
            return True
    ls = piece.get_local_space()
    return any(not ls.get_div(d).get_coefficient_val(isl.dim_type.in_, k).is_zero()
               for d in range(n_divs) for k in range(first, n_set))


# isl's AST generator takes time exponential in the pieces of an isolated set (a band that fuses
# many skewed statements gave 10 pieces, and isl recursed past the C stack); the kernels of
# kernels/ have at most 4. A band with more keeps its guards inside the tiles instead.
MAX_ISOLATED_PIECES = 4


def isolate_full_tiles(members: isl.MultiUnionPwAff, domain: isl.UnionSet, sizes,
                       prefix: isl.MultiUnionPwAff | None = None, full: isl.Set | None = None) -> isl.UnionSet | None:
    """AST build option ``{ isolate[[outer] -> [tile]] : full tile }`` for a tile band (``full``:
    the full tiles when the caller has them already)."""
    full = full if full is not None else full_tiles(members, domain, tuple(sizes), prefix)
    if full is None or full.is_empty() or full.n_basic_set() > MAX_ISOLATED_PIECES:
        return None
    p = 0 if prefix is None else prefix.dim(isl.dim_type.set)
    iso = isl.Map.from_range(full).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, p)
    return isl.UnionSet.from_set(iso.wrap().set_tuple_name("isolate"))


def isolate_whole_blocks(members: isl.MultiUnionPwAff, pair: isl.MultiUnionPwAff, domain: isl.UnionSet,
                         at: int, sizes: tuple[int, int], prefix: isl.MultiUnionPwAff,
                         blocks: isl.Set | None) -> isl.UnionSet | None:
    """AST build option isolating the values of a register block's reduction ``members`` at which
    every row and column of the block has its instance: ``k > i`` (trmm) leaves the first steps
    of a block with some rows only, and without this the whole reduction loop of such a block
    would carry a guard per row. ``pair`` is the (row, column) schedule, ``prefix`` the loops
    around the reduction, whose dimensions ``at`` and ``at + 1`` are the block's origin; only the
    full register ``blocks`` (in the prefix's space) count, the others run as plain loops anyway."""
    if blocks is None or blocks.is_empty():
        return None
    image = isl.UnionMap.from_multi_union_pw_aff(prefix.flat_range_product(members).flat_range_product(pair))
    image = image.intersect_domain(domain).range()
    if image.is_empty():
        return None
    image = isl.Set.from_union_set(image)
    space = image.get_space()
    p, r = prefix.dim(isl.dim_type.set), members.dim(isl.dim_type.set)
    params = ", ".join(space.get_dim_name(isl.dim_type.param, k) for k in range(space.dim(isl.dim_type.param)))
    q = [f"q{k}_" for k in range(p + r)]
    cons = (f"{q[at]} <= a_ < {q[at]} + {sizes[0]} and {q[at + 1]} <= b_ < {q[at + 1]} + {sizes[1]}")
    box = isl.Map(f"[{params}] -> {{ [{', '.join(q)}] -> [{', '.join(q)}, a_, b_] : {cons} }}",
                  context=space.get_ctx()).intersect_params(image.params())
    some = box.intersect_range(image).domain()
    in_blocks = blocks.add_dims(isl.dim_type.set, r)
    for k in range(p + r):  # the same dimension names as the box's
        in_blocks = in_blocks.set_dim_name(isl.dim_type.set, k, q[k])
    some = some.intersect(in_blocks.align_params(some.get_space()))
    if box.intersect_domain(some).subtract_range(image).is_empty():
        return None  # every step with a point of a block has it whole (matmul): ~5 ms, not ~20 for the holes
    pieces = image.coalesce().get_basic_sets()
    if max(piece.dim(isl.dim_type.div) for piece in pieces) >= CORNERS_FROM_DIVS:  # a costly complement
        n, dims = p + r + 2, ", ".join(q)
        corners = [isl.Map(f"[{params}] -> {{ [{dims}] -> [{dims}, {q[at]} + {a}, {q[at + 1]} + {b}] }}",
                           context=space.get_ctx()) for a in (0, sizes[0] - 1) for b in (0, sizes[1] - 1)]
        whole = some.empty(some.get_space())
        for piece in pieces:
            if not _divs_touch(piece, n - 2):
                steps = some
                for corner in corners:
                    steps = steps.intersect(corner.intersect_range(isl.Set.from_basic_set(piece)).domain())
                whole = whole.union(steps)
        full = whole.coalesce()
    else:
        holes = box.intersect_range(image.universe(space).subtract(image)).domain()
        full = some.subtract(holes).coalesce()
    if full.is_empty() or full.is_equal(some):
        return None  # no steps with whole blocks, or every step has them: nothing to separate
    iso = isl.Map.from_range(full).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, p)
    return isl.UnionSet.from_set(iso.wrap().set_tuple_name("isolate"))


def rectangular_blocks(members: isl.MultiUnionPwAff, domain: isl.UnionSet, sizes: tuple[int, int],
                       prefix: isl.MultiUnionPwAff) -> isl.Set | None:
    """The blocks (``[prefix..., row origin, column origin]``, origins multiples of ``sizes``) of a
    2-member band ``members`` (rows, columns) whose points are all pairs of the rows and the
    columns they have: the whole blocks, and partial ones at an edge, where each row present has
    the same columns (``microkernel`` prints them with masked vectors); not those on a
    triangle's diagonal (``j <= i``), whose rows have different columns. None where every block
    is rectangular (the image is a product of its rows and its columns at each prefix: matmul),
    a test that spares the boxes' isl work (30-60 ms for syrk's blocks).

    >>> m = isl.MultiUnionPwAff("[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]")
    >>> p = isl.MultiUnionPwAff("[{ S[i, j] -> [(0)] }]")
    >>> lower = isl.UnionSet("{ S[i, j] : 0 <= j <= i < 8 }")
    >>> rectangular_blocks(m, lower, (4, 4), p).is_equal(isl.Set("{ [0, 4, 0] }"))  # not the diagonal's
    True
    >>> rectangular_blocks(m, isl.UnionSet("{ S[i, j] : 0 <= i < 7 and 0 <= j < 5 }"), (4, 4), p) is None
    True
    """
    image = isl.UnionMap.from_multi_union_pw_aff(prefix.flat_range_product(members)).intersect_domain(domain).range()
    if image.is_empty():
        return None
    image = isl.Set.from_union_set(image)
    p = prefix.dim(isl.dim_type.set)
    rows = image.project_out(isl.dim_type.set, p + 1, 1).insert_dims(isl.dim_type.set, p + 1, 1)
    cols = image.project_out(isl.dim_type.set, p, 1).insert_dims(isl.dim_type.set, p, 1)
    if rows.intersect(cols).is_subset(image):
        return None
    space = image.get_space()
    params = ", ".join(space.get_dim_name(isl.dim_type.param, k) for k in range(space.dim(isl.dim_type.param)))
    q = [f"q{k}_" for k in range(p)]
    dims = ", ".join(q)
    sep = ", " if q else ""
    box = isl.Map(f"[{params}] -> {{ [{dims}{sep}t1_, t2_] -> [{dims}{sep}a_, b_] : t1_ <= a_ < t1_ + {sizes[0]} and "
                  f"t2_ <= b_ < t2_ + {sizes[1]} and t1_ mod {sizes[0]} = 0 and t2_ mod {sizes[1]} = 0 }}",
                  context=space.get_ctx()).intersect_params(image.params())
    points = box.intersect_range(image)
    rows = points.project_out(isl.dim_type.out, p + 1, 1).insert_dims(isl.dim_type.out, p + 1, 1)
    cols = points.project_out(isl.dim_type.out, p, 1).insert_dims(isl.dim_type.out, p, 1)
    ragged = rows.intersect(cols).subtract(points).domain()
    return points.domain().subtract(ragged).coalesce()


def isolate_below(n: T.Node, domain: isl.UnionSet, prefix: isl.MultiUnionPwAff | None = None) -> T.Node:
    """Rebuild the full-tile isolation of every tile band nested below another band with the
    whole outer schedule: the full tiles of durbin's ``i < k`` below the step loop ``k`` depend
    on ``k``, and an isolate option built without the outer loops cannot say so (its tiles kept
    ``min`` in their bounds). A tile band qualifies when its child is its point band (the tile
    origins are the point members rounded down to the tile sizes)."""
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, isolate_below(n.child, domain.intersect(n.filter), prefix))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(isolate_below(c, domain, prefix) for c in n.children))
    if isinstance(n, T.Mark):
        return T.Mark(n.name, isolate_below(n.child, domain, prefix))
    if not isinstance(n, T.Band):
        return n
    if prefix is not None and n.role == "tile" and n.options is not None:
        members = _point_members(n)
        if members is not None:
            full = full_tiles(members, domain, n.tile_sizes, prefix)
            n = dataclasses.replace(n, options=isolate_full_tiles(members, domain, n.tile_sizes, prefix, full)
                                    if full is not None else None)
    inner = n.schedule if prefix is None else prefix.flat_range_product(n.schedule)
    return dataclasses.replace(n, child=isolate_below(n.child, domain, inner))


def _point_members(tile_band: T.Band) -> isl.MultiUnionPwAff | None:
    """The point members whose tiles ``tile_band`` enumerates (its child's first members), or
    None if the child is not its point band."""
    point = tile_band.child
    k = tile_band.n
    if not (isinstance(point, T.Band) and point.role == "point" and point.n >= k and len(tile_band.tile_sizes) == k):
        return None
    members = point.schedule.drop_dims(isl.dim_type.set, k, point.n - k) if point.n > k else point.schedule
    ctx = members.get_ctx()
    for m in range(k):
        v = isl.Val.int_from_si(ctx, tile_band.tile_sizes[m])
        rounded = members.get_at(m).scale_down_val(v).floor().scale_val(v)
        if not isl.UnionMap.from_union_pw_aff(rounded).is_equal(isl.UnionMap.from_union_pw_aff(tile_band.member(m))):
            return None
    return members
