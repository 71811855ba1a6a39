"""Band surgery on schedule trees: permute, split, tile and unroll band members; register and
dot-product blocks (the isolation of full tiles and whole blocks is ``schedule.isolation``).

Pure functions from bands to schedule-tree nodes (``tree.Band`` is frozen): ``scheduler``
decides which to apply, on permutable bands; ``transforms`` checks a user's request against the
dependences first.
"""

from __future__ import annotations

import islpy as isl

from polyopt.poly import tree as T
from polyopt.poly.bounded import within
from polyopt.schedule.isolation import full_tiles, isolate_full_tiles, isolate_whole_blocks, rectangular_blocks

DOT_ROWS, DOT_COLS = 4, 4  # a block of dot products: 16 accumulators, 8 vector loads per step


def permute(b: T.Band, order: list[int]) -> T.Band:
    """The band with its members in ``order`` (legal for a permutable band)."""
    ctx = b.schedule.get_ctx()
    lst = isl.UnionPwAffList.alloc(ctx, b.n)
    for k in order:
        lst = lst.add(b.member(k))
    space = b.schedule.get_space()
    mupa = isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)
    types = b.types()
    return T.Band(mupa, tuple(b.coincident[k] for k in order), b.permutable, b.child,
                  tuple(types[k] for k in order), b.options, b.role,
                  tuple(b.tile_sizes[k] for k in order) if b.tile_sizes else ())


def split(b: T.Band, pos: int) -> T.Band:
    """Band ``[m0..m_pos-1]`` with child band ``[m_pos..]`` (same flags)."""
    n = b.n
    outer = b.schedule.drop_dims(isl.dim_type.set, pos, n - pos)
    inner = b.schedule.drop_dims(isl.dim_type.set, 0, pos)
    types = b.types()
    ts = b.tile_sizes
    inner_b = T.Band(inner, b.coincident[pos:], b.permutable, b.child, types[pos:], None, b.role, ts[pos:])
    return T.Band(outer, b.coincident[:pos], b.permutable, inner_b, types[:pos], b.options, b.role, ts[:pos])


def tile(b: T.Band, sizes: tuple[int, ...]) -> T.Band:
    """Tile band (``T*floor(m/T)`` per member) over the point band (the members themselves)."""
    ctx = b.schedule.get_ctx()
    mv = isl.MultiVal.zero(b.schedule.get_space())
    for k, s in enumerate(sizes):
        mv = mv.set_val(k, isl.Val.int_from_si(ctx, s))
    tiles = b.schedule.scale_down_multi_val(mv).floor().scale_multi_val(mv)
    point = T.Band(b.schedule, b.coincident, True, b.child, b.types(), None, "point", tuple(sizes))
    return T.Band(tiles, b.coincident, True, point, ("default",) * b.n, None, "tile", tuple(sizes))


def unroll_member(b: T.Band, k: int, factor: int) -> T.Node:
    """Strip-mine member ``k`` by ``factor`` and fully unroll the strip."""
    if factor <= 1:
        return b
    parts = b
    if k + 1 < b.n:
        parts = split(parts, k + 1)
    rest = parts.child if k + 1 < b.n else None
    head = parts
    if k > 0:
        head = split(parts, k)
        target = head.child
    else:
        target = head
    single = T.Band(target.schedule, target.coincident, target.permutable, T.LEAF, target.types(), None,
                    target.role, target.tile_sizes)
    strip = tile(single, (factor,))
    inner = T.Band(strip.child.schedule, strip.child.coincident, True, rest if rest is not None else target.child,
                   ("unroll",), None, "unroll", (factor,))
    outer = T.Band(strip.schedule, strip.coincident, True, inner, ("default",), None, target.role, target.tile_sizes)
    if k > 0:
        return T.Band(head.schedule, head.coincident, head.permutable, outer, head.types(), head.options, head.role,
                      head.tile_sizes)
    return outer


def dot_tile(point: T.Band, row: int, col: int | None, *, block: tuple[int, int] = (DOT_ROWS, DOT_COLS),
             separate: bool = True, outer: isl.MultiUnionPwAff | None = None, domain: isl.UnionSet | None = None,
             updates: set[str] = frozenset(), after: set[str] = frozenset()) -> T.Node:
    """Point loops of a dot-product contraction: ``for other parallel members: for row block:
    for column block: for reduction: for row in block (unrolled): for column in block (unrolled)``,
    blocks of ``block`` rows x columns; ``col`` None: blocks of rows only (a matrix-vector
    product's rows, which share the vector's loads). Statements other than ``updates`` (the
    initialization) run first in each block, outside the reduction loop, which then has the same
    bounds in every full tile; those in ``after`` (an epilogue: gesummv's ``y = alpha * tmp +
    beta * yb``) run last, after the reduction loop."""
    kind = "separate" if separate else "default"
    pairs = [(row, block[0])] + ([(col, block[1])] if col is not None else [])
    others = [k for k in range(point.n) if point.coincident[k] and k not in (row, col)]
    reds = [k for k in range(point.n) if not point.coincident[k]]

    def unrolled(child: T.Node) -> T.Node:
        for m, _ in reversed(pairs):
            child = _member_band(point, [m], child, "unroll", "point")
        return child

    k = _member_band(point, reds, unrolled(point.child), kind, "point")
    if domain is not None:
        late = _split_statements(domain, set(after)) if after else None  # (the others, the epilogue)
        parts = _split_statements(domain if late is None else late[0], updates)
        if parts is not None:  # init first, then the reduction loop
            k = T.Sequence((T.Filter(parts[0], unrolled(point.child)), T.Filter(parts[1], k)))
        if late is not None:  # then the epilogue
            first = tuple(k.children) if isinstance(k, T.Sequence) else (T.Filter(late[0], k),)
            k = T.Sequence(first + (T.Filter(late[1], unrolled(point.child)),))
    iso = None
    members, sizes = [m for m, _ in pairs], tuple(n for _, n in pairs)
    if separate and domain is not None:  # full blocks as their own code
        prefix, pair = _around(point, outer, others, kind), _member_band(point, members, T.LEAF, kind, "").schedule
        full = _full_where_run(full_tiles(pair, domain, sizes, prefix), prefix, _block_origins(point, *pairs), domain)
        iso = isolate_full_tiles(pair, domain, sizes, prefix, full)
    r = T.Band(_block_origins(point, *pairs), (True,) * len(pairs), True, k, (kind,) * len(pairs), iso, "register",
               sizes)
    return _member_band(point, others, r, kind, "point")


def column_tile(point: T.Band, red: int, vec: int, rows: int, *, separate: bool = True,
                outer: isl.MultiUnionPwAff | None = None, domain: isl.UnionSet | None = None) -> T.Node:
    """Point loops of a column sum (``y(j) +=! A(i,j) * x(i)``: reduction member ``red``, vector
    member ``vec`` innermost) with ``rows`` steps of the reduction jammed into the vector loop:
    ``for row block: for column (vector): for row in block (unrolled)``, so each pass over the
    columns adds ``rows`` rows (one load and store of ``y`` for them, not one per row). Legal in
    a permutable band (a tiling and an interchange); other members stay outside."""
    kind = "separate" if separate else "default"
    others = [k for k in range(point.n) if k not in (red, vec)]
    body = _member_band(point, [red], point.child, "unroll", "point")
    j = T.Mark("vector", _member_band(point, [vec], body, kind, "point"))
    iso = None
    if separate and domain is not None:  # full blocks of rows as their own code
        prefix = _around(point, outer, others, kind)
        iso = isolate_full_tiles(_member_band(point, [red], T.LEAF, kind, "").schedule, domain, (rows,), prefix)
    r = T.Band(_block_origins(point, (red, rows)), (point.coincident[red],), True, j, (kind,), iso, "register",
               (rows,))
    return _member_band(point, others, r, kind, "point")


def _full_where_run(full: isl.Set | None, prefix: isl.MultiUnionPwAff | None, origins: isl.MultiUnionPwAff,
                    domain: isl.UnionSet) -> isl.Set | None:
    """``full`` (the full blocks, a set of ``[prefix..., block origin...]``) as the blocks that
    are full wherever they run, whatever the prefix loops: the ranges of the tile loops around
    the blocks split ``full`` into pieces (a weight gradient's window: 5, past
    ``MAX_ISOLATED_PIECES``), though it seldom depends on them. ``full`` itself where that is no
    simpler."""
    if full is None or prefix is None or full.is_empty():
        return full
    runs = isl.UnionMap.from_multi_union_pw_aff(prefix.flat_range_product(origins)).intersect_domain(domain).range()
    runs = isl.Set.from_union_set(runs).align_params(full.get_space()).reset_space(full.get_space())
    p = prefix.dim(isl.dim_type.set)
    partial = runs.subtract(full).project_out(isl.dim_type.set, 0, p)
    always = runs.project_out(isl.dim_type.set, 0, p).subtract(partial).coalesce()
    if always.is_empty():
        return full
    simpler = always.insert_dims(isl.dim_type.set, 0, p).reset_space(full.get_space()).coalesce()
    return simpler if simpler.n_basic_set() < full.n_basic_set() else full


def _block_origins(point: T.Band, *members: tuple[int, int]) -> isl.MultiUnionPwAff:
    """A band of the block origins ``m - m mod size`` of the given (member, size) pairs."""
    ctx = point.schedule.get_ctx()
    lst = isl.UnionPwAffList.alloc(ctx, len(members))
    for m, size in members:
        v = isl.Val.int_from_si(ctx, size)
        lst = lst.add(point.member(m).scale_down_val(v).floor().scale_val(v))
    space = point.schedule.get_space().drop_dims(isl.dim_type.set, len(members), point.n - len(members))
    return isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)


def _around(point: T.Band, outer: isl.MultiUnionPwAff | None, others: list[int], kind: str
            ) -> isl.MultiUnionPwAff | None:
    """The schedule of the loops around a block: the tile loops (if any), then the point band's
    ``others`` (None: no loops around it)."""
    if not others:
        return outer
    inner = _member_band(point, others, T.LEAF, kind, "").schedule
    return inner if outer is None else outer.flat_range_product(inner)


def _split_statements(domain: isl.UnionSet, names: set[str]) -> tuple[isl.UnionSet, isl.UnionSet] | None:
    """``domain`` split into the statements not in ``names`` and those in it (None if one is empty)."""
    lst = domain.get_set_list()
    parts = [isl.UnionSet.empty(domain.get_space()), isl.UnionSet.empty(domain.get_space())]
    for i in range(lst.n_set()):
        st = lst.get_at(i)
        k = int(st.get_tuple_name() in names)
        parts[k] = parts[k].union(isl.UnionSet.from_set(st))
    if parts[0].is_empty() or parts[1].is_empty():
        return None
    return parts[0], parts[1]


def _member_band(b: T.Band, members: list[int], child: T.Node, loop_type: str, role: str) -> T.Node:
    if not members:
        return child
    ctx = b.schedule.get_ctx()
    lst = isl.UnionPwAffList.alloc(ctx, len(members))
    for k in members:
        lst = lst.add(b.member(k))
    space = b.schedule.get_space().drop_dims(isl.dim_type.set, len(members), b.n - len(members))
    mupa = isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)
    return T.Band(mupa, tuple(b.coincident[k] for k in members), True, child, (loop_type,) * len(members),
                  None, role)


def register_tile(point: T.Band, vec: int, row: int, rows: int, cols: int, *, separate: bool = True,
                  outer: isl.MultiUnionPwAff | None = None, domain: isl.UnionSet | None = None,
                  extents: isl.UnionSet | None = None, window_depth: int = 0) -> T.Node:
    """Point loops of a contraction as a register-blocked micro-kernel:
    ``for other parallel members: for row block: for column block: for reduction members:
    for row in block (unrolled): for column in block (vector)``; the reduction members ordered
    by ``longest_innermost`` over ``extents`` (the domain at the sizes, where known), and, where a
    long member runs inside short ones (a convolution's ``c`` inside its window ``kh, kw``),
    ``window_depth`` > 0 steps of it per pass over the window (``window_passes``)."""
    ctx = point.schedule.get_ctx()
    kind = "separate" if separate else "default"
    others = [k for k in range(point.n) if point.coincident[k] and k not in (row, vec)]
    reds = [k for k in range(point.n) if not point.coincident[k]]
    if extents is not None:
        reds = longest_innermost(point, extents, reds)
    j = T.Mark("vector", _member_band(point, [vec], point.child, kind, "point"))
    i = _member_band(point, [row], j, "unroll", "point")
    k = _member_band(point, reds, i, kind, "point")
    if extents is not None and window_depth > 0 and isinstance(k, T.Band) and has_window(point, extents, reds):
        k = window_passes(k, window_depth)
    if isinstance(k, T.Band) and domain is not None:
        k = inits_first(k, domain)
    blocks_band = _block_origins(point, (row, rows), (vec, cols))
    iso = rect = None
    if separate and outer is not None and domain is not None:  # full register blocks as their own code
        prefix, pair = _around(point, outer, others, kind), _member_band(point, [row, vec], T.LEAF, kind, "").schedule
        whole = full_tiles(pair, domain, (rows, cols), prefix)
        iso = isolate_full_tiles(pair, domain, (rows, cols), prefix, whole)
        rect = rectangular_blocks(pair, domain, (rows, cols), prefix) if iso is not None else None
    if iso is not None and reds and isinstance(k, T.Band):
        prefix = prefix.flat_range_product(blocks_band)
        rb = prefix.dim(isl.dim_type.set) - 2
        k_iso = isolate_whole_blocks(k.schedule, pair, domain, rb, (rows, cols), prefix, whole)
        if k_iso is not None:  # reduction steps where every row and column of the block is there
            for m in range(k.n):  # (build options replace the loop types: keep them, inside and outside)
                k_iso = k_iso.union(isl.UnionSet(f"{{ {kind}[{m}]; [isolate[] -> {kind}[{m}]] }}", context=ctx))
            k = T.Band(k.schedule, k.coincident, k.permutable, k.child, k.types(), k_iso, k.role, k.tile_sizes)
    if rect is not None and rect.n_basic_set() <= MAX_RECTANGULAR_PIECES and isinstance(k, T.Band):
        # the rows of the other partial blocks (a triangle's diagonal) as a loop: no guard per row
        if reds:  # k: the reduction band, whose child is the rows' band
            rows_iso = _unrolled_in(rect, k.n)
            k = T.Band(k.schedule, k.coincident, k.permutable, _with_options(k.child, rows_iso), k.types(),
                       k.options, k.role, k.tile_sizes)
        else:
            k = _with_options(k, _unrolled_in(rect, 0))
    r = T.Band(blocks_band, (True, True), True, k, (kind, kind), iso, "register", (rows, cols))
    return _member_band(point, others, r, kind, "point")


# isl's AST generator takes time exponential in the pieces of an isolated set (``isolation.py``);
# syrk's rectangular blocks, size-generic, are 6
MAX_RECTANGULAR_PIECES = 8


def _unrolled_in(whole: isl.Set, depth: int) -> isl.UnionSet:
    """AST build options for a register block's row member: unrolled in the blocks of ``whole``
    (a set of ``[outer loops..., block origins]``: the rectangular ones, ``rectangular_blocks``;
    ``depth`` reduction loops lie between the block and its rows), a loop elsewhere. Unrolled,
    the rows of a block on a triangle's diagonal each carry a guard inside the reduction loop
    (syrk's ``if (c3 + 2 >= c4)``), invariant in it, which gcc unswitches and splits the loops
    around on: copies of the block's code (syrk at N = 1200: 5.6 of its 6 s of gcc)."""
    inside = isl.Map.from_domain(whole.add_dims(isl.dim_type.set, depth)).add_dims(isl.dim_type.out, 1)
    unroll = isl.UnionSet("{ [isolate[] -> unroll[0]] }", context=whole.get_ctx())
    return isl.UnionSet.from_set(inside.wrap().set_tuple_name("isolate")).union(unroll)


def _with_options(b: T.Node, options: isl.UnionSet) -> T.Node:
    """``b`` (a band) with AST build ``options``; its member loop types outside their isolated
    part become ``default``."""
    assert isinstance(b, T.Band), b
    return T.Band(b.schedule, b.coincident, b.permutable, b.child, ("default",) * b.n, options, b.role, b.tile_sizes)


# gcc unrolls a loop of at most this many iterations completely (its max-completely-peel-times)
COMPLETE_UNROLL_TRIPS = 16


def longest_innermost(b: T.Band, domain: isl.UnionSet, members: list[int]) -> list[int]:
    """``members`` (reduction members of a permutable band) with those of more values than gcc
    unrolls completely innermost, the others outside them, each group in band order: a
    convolution's micro-kernel then steps along ``c`` inside ``kh, kw``, not along a 3-trip
    ``kw``, which gcc unrolls and schedules with the next step's loads hoisted, so that its 12
    accumulators no longer fit the 16 registers of AVX2 and spill (conv2d_stride2 on one Zen 3
    core: 30.8 -> 34.5 GFLOP/s). Where every member is short (a grouped convolution's 8
    channels) the order stays: 8 trips of ``c`` innermost measured 2-5% slower there.

    The band being permutable, every order of its members is legal. A window whose width is a
    size (``KH``, ``KW``) is few values at known sizes only (``domain`` fixed to them).

    >>> dom = isl.UnionSet("[C, KW] -> { S[c, kh, kw] : 0 <= c < C and 0 <= kh < 3 and 0 <= kw < KW }")
    >>> b = T.Band(isl.MultiUnionPwAff("[C, KW] -> [{ S[c, kh, kw] -> [(c)] }, { S[c, kh, kw] -> [(kh)] }, "
    ...     "{ S[c, kh, kw] -> [(kw)] }]"), (False,) * 3, True, T.LEAF)
    >>> longest_innermost(b, dom, [0, 1, 2]), longest_innermost(b, dom.intersect_params(
    ...     isl.Set("[C, KW] -> { : C = 64 and KW = 2 }")), [0, 1, 2])
    ([1, 0, 2], [1, 2, 0])
    """
    def long(k: int) -> bool:
        r = constant_range(b, domain, k)
        return r is None or r[1] - r[0] + 1 > COMPLETE_UNROLL_TRIPS
    return sorted(members, key=long)


def has_window(b: T.Band, domain: isl.UnionSet, reds: list[int]) -> bool:
    """Whether the reduction members ``reds`` of ``b`` (in ``longest_innermost`` order over
    ``domain``) end with a long member inside short ones, the same wherever the block is
    (``_same_window``): a convolution's ``c`` inside its window ``kh, kw`` at known sizes, which
    ``window_passes`` splits into passes. At unknown sizes a window ``KH x KW`` is long, and a
    literal 3 x 3 one stays whole too (``scheduler`` asks only at known sizes: passes with
    ``C`` unknown tripled the size-generic conv2d_3x3's compile)."""
    def long(m: int) -> bool:
        r = constant_range(b, domain, m)
        return r is None or r[1] - r[0] + 1 > COMPLETE_UNROLL_TRIPS
    return len(reds) >= 2 and long(reds[-1]) and not long(reds[-2]) and _same_window(b, domain, reds)


def window_passes(k: T.Band, depth: int) -> T.Band:
    """The reduction band ``k`` of a register block (``has_window``: short members, then a long
    one) with its last member strip-mined by ``depth``: ``for c0 (by depth): for kh: for kw:
    for c in c0..c0+depth-1``. A pass over the window then reads ``depth`` channels' rows, not
    all of them, and reads them again for the next ``kw`` from L1 (``Tuning.window_depth``).
    Legal where the band is (a tiling of its last member, its tiles outermost: its members are
    reduction members, reordered as ``longest_innermost`` reorders them).

    >>> b = T.Band(isl.MultiUnionPwAff("[{ S[c, kh, kw] -> [(kh)] }, { S[c, kh, kw] -> [(kw)] }, "
    ...     "{ S[c, kh, kw] -> [(c)] }]"), (False,) * 3, True, T.LEAF)
    >>> w = window_passes(b, 8)
    >>> w.n, w.member(0)
    (4, UnionPwAff("{ S[c, kh, kw] -> [(c - (c) mod 8)] }"))
    """
    last = k.n - 1
    ctx = k.schedule.get_ctx()
    v = isl.Val.int_from_si(ctx, depth)
    lst = isl.UnionPwAffList.alloc(ctx, k.n + 1).add(k.member(last).scale_down_val(v).floor().scale_val(v))
    for m in range(k.n):
        lst = lst.add(k.member(m))
    space = k.schedule.get_space().add_dims(isl.dim_type.set, 1)
    mupa = isl.MultiUnionPwAff.from_union_pw_aff_list(space, lst)
    return T.Band(mupa, (False,) + k.coincident, True, k.child, (k.types()[0],) + k.types(), None, k.role)


def inits_first(k: T.Band, domain: isl.UnionSet) -> T.Band:
    """The reduction band ``k`` of a register block with each statement that it does not move
    and that runs at its first step (an output's initialization, ``O = 0`` at ``c = kh = kw =
    0``) put one step before it (its first member less one): isl then prints the initialization
    as its own loops before the whole reduction nest, which the block takes into its registers
    (``microkernel``: the accumulators start from the identity), instead of a copy of the first
    step split off the nest, each piece of a nest of reduction loops loading and storing the
    accumulators (a 3x3 convolution's first pass in four pieces). Legal where no statement at
    the first step comes before it (the scheduler's check against the dependences falls back
    otherwise).

    >>> b = T.Band(isl.MultiUnionPwAff("[C] -> [{ I[n] -> [(0)]; S[n, c, r] -> [(r)] }, "
    ...     "{ I[n] -> [(0)]; S[n, c, r] -> [(c)] }]"), (False,) * 2, True, T.LEAF)
    >>> dom = isl.UnionSet("[C] -> { I[n] : 0 <= n < 4; S[n, c, r] : 0 <= n < 4 and 0 <= c < C and 0 <= r < 3 }")
    >>> inits_first(b, dom).member(0)
    UnionPwAff("[C] -> { I[n] -> [(-1)]; S[n, c, r] -> [(r)] }")
    """
    sets = domain.get_set_list()
    whole = isl.UnionMap.from_multi_union_pw_aff(k.schedule).intersect_domain(domain)
    first = k.member(0)
    changed = False
    for i in range(sets.n_set()):
        s = sets.get_at(i)
        space = s.get_space().from_domain().add_dims(isl.dim_type.out, 1)
        values = [k.member(m).extract_pw_aff(space) for m in range(k.n)]
        if not all(v.is_cst() and v.n_piece() == 1 for v in values):
            continue
        at = whole.intersect_domain(isl.UnionSet.from_set(s)).range()
        others = whole.subtract_domain(isl.UnionSet.from_set(s)).range()
        if at.is_empty() or others.is_empty():
            continue
        point, rest = isl.Set.from_union_set(at), isl.Set.from_union_set(others)
        if not rest.lex_lt_set(point).is_empty():
            continue  # something runs before it
        first = first.union_add(isl.UnionPwAff.from_pw_aff(
            isl.PwAff.from_aff(isl.Aff.val_on_domain_space(s.get_space(), isl.Val.int_from_si(s.get_ctx(), -1)))))
        changed = True
    if not changed:
        return k
    lst = isl.UnionPwAffList.alloc(k.schedule.get_ctx(), k.n).add(first)
    for m in range(1, k.n):
        lst = lst.add(k.member(m))
    mupa = isl.MultiUnionPwAff.from_union_pw_aff_list(k.schedule.get_space(), lst)
    return T.Band(mupa, k.coincident, k.permutable, k.child, k.types(), k.options, k.role, k.tile_sizes)


def inits_before_reductions(b: T.Band, domain: isl.UnionSet, inits: set[str]) -> T.Band:
    """``b`` with each statement of ``inits`` (initializations) that stays at the first step of
    all of its reduction members (the members that are not coincident) put one step before the
    first of them: isl then prints it as its own loops before the reduction loops, not fused
    with a copy of their first step split off (maxpool's ``O = -inf`` and first ``max`` in one
    loop, then the rest of the window in two pieces, each loading and storing the row again;
    layernorm's variance loop starting one element past its row). ``inits_first`` does the same
    for a register block's band of reduction members alone. Only where the reduction members
    take the same values wherever the others are (``_same_window``: avgpool3x3_clipped's window
    clipped at the edges then ran 13% slower). Legal as long as nothing at the first step comes
    before the initialization (the scheduler's check against the dependences stands behind it).

    >>> b = T.Band(isl.MultiUnionPwAff("[D] -> [{ I[n] -> [(n)]; S[n, d] -> [(n)] }, "
    ...     "{ I[n] -> [(0)]; S[n, d] -> [(d)] }]"), (True, False), True, T.LEAF)
    >>> dom = isl.UnionSet("[D] -> { I[n] : 0 <= n < 4; S[n, d] : 0 <= n < 4 and 0 <= d < D }")
    >>> inits_before_reductions(b, dom, {"I"}).member(1)
    UnionPwAff("[D] -> { I[n] -> [(-1)]; S[n, d] -> [(d)] }")
    """
    reds = [m for m in range(b.n) if not b.coincident[m]]
    if not reds or not b.permutable or not _same_window(b, domain, reds):
        return b  # (a clipped window's edge rows: the pieces isl splits them into vectorize worse)
    sets = domain.get_set_list()
    points = isl.UnionMap.from_multi_union_pw_aff(b.schedule).intersect_domain(domain).range()
    if points.is_empty():
        return b
    whole = isl.Set.from_union_set(points)
    lowest = []
    for m in reds:  # each reduction member's least value over the band (a constant, or give up)
        low = whole.dim_min(m)
        if low.n_piece() != 1 or not low.is_cst():
            return b
        lowest.append(low.get_pieces()[0][1].get_constant_val().to_python())
    first = b.member(reds[0])
    changed = False
    for i in range(sets.n_set()):
        st = sets.get_at(i)
        if st.get_tuple_name() not in inits:
            continue
        space = st.get_space().from_domain().add_dims(isl.dim_type.out, 1)
        values = [b.member(m).extract_pw_aff(space) for m in reds]
        if not all(v.n_piece() == 1 and v.is_cst() for v in values) or \
                [v.get_pieces()[0][1].get_constant_val().to_python() for v in values] != lowest:
            continue
        first = first.union_add(isl.UnionPwAff.from_pw_aff(
            isl.PwAff.from_aff(isl.Aff.val_on_domain_space(st.get_space(), isl.Val.int_from_si(st.get_ctx(), -1)))))
        changed = True
    if not changed:
        return b
    lst = isl.UnionPwAffList.alloc(b.schedule.get_ctx(), b.n)
    for m in range(b.n):
        lst = lst.add(first if m == reds[0] else b.member(m))
    mupa = isl.MultiUnionPwAff.from_union_pw_aff_list(b.schedule.get_space(), lst)
    return T.Band(mupa, b.coincident, b.permutable, b.child, b.types(), b.options, b.role, b.tile_sizes)


# isl's operations ``_same_window`` may take before it says no: a pixel shuffle's gradient (each
# element of d_I sums the d_O elements of four phases, equalities between the members) took 20 s
SAME_WINDOW_OPERATIONS = 1_000_000


def _same_window(b: T.Band, domain: isl.UnionSet, reds: list[int]) -> bool:
    """Whether the values ``b``'s members ``reds`` take are the same wherever its other members
    are (a valid convolution's window, not a padded one's, whose first row is missing at the
    top): the reduction loops of each block then have the same bounds, one nest the block
    wraps whole. Where they are not, isl splits the steps of the edge blocks by row and column
    inside the passes of ``window_passes``, and each piece loads and stores the accumulators
    (conv2d_same: 59 -> 44 GFLOP/s). No where isl would take more than
    ``SAME_WINDOW_OPERATIONS`` to say."""
    return within(domain.get_ctx(), SAME_WINDOW_OPERATIONS, lambda: _same_window_within(b, domain, reds),
                  lambda: False)


def _same_window_within(b: T.Band, domain: isl.UnionSet, reds: list[int]) -> bool:
    image = isl.UnionMap.from_multi_union_pw_aff(b.schedule).intersect_domain(domain).range()
    if image.is_empty():
        return True
    s = isl.Set.from_union_set(image)

    def only(keep: set[int]) -> isl.Set:
        out = s
        for m in reversed(range(b.n)):
            if m not in keep:
                out = out.project_out(isl.dim_type.set, m, 1).insert_dims(isl.dim_type.set, m, 1)
        return out
    return s.is_equal(only(set(reds)).intersect(only(set(range(b.n)) - set(reds))))


def _separate(n: T.Node) -> T.Node:
    """Loop type ``separate`` on every non-unrolled member of a chain of point bands."""
    if not isinstance(n, T.Band):
        return n
    types = tuple("separate" if t == "default" else t for t in n.types())
    return T.Band(n.schedule, n.coincident, n.permutable, _separate(n.child), types, n.options, n.role,
                  n.tile_sizes)


def fit_small_members(b: T.Band, domain: isl.UnionSet, sizes: tuple[int, ...]) -> tuple[int, ...]:
    """Shrink the tile of a member whose values lie in ``0..E-1`` for every size (a 3x3 window's
    ``kh``) to ``E``: one tile then covers it exactly and the tiles stay full."""
    out = list(sizes)
    for k in range(min(b.n, len(sizes))):
        if sizes[k] <= 0:
            continue
        bounds = constant_range(b, domain, k)
        if bounds is not None and bounds[0] == 0 and bounds[1] + 1 < sizes[k]:
            out[k] = bounds[1] + 1
    return tuple(out)


def constant_range(b: T.Band, domain: isl.UnionSet, k: int) -> tuple[int, int] | None:
    """``(lo, hi)`` of member ``k`` when its values lie in one range for every size (a window's
    ``kh`` in ``0..2``), else None."""
    image = isl.UnionMap.from_union_pw_aff(b.member(k)).intersect_domain(domain).range()
    if image.is_empty():
        return None
    vals = isl.Set.from_union_set(image)
    vals = vals.project_out(isl.dim_type.param, 0, vals.dim(isl.dim_type.param))
    if not vals.is_bounded():
        return None
    lo, hi = vals.lexmin().sample_point(), vals.lexmax().sample_point()
    return (lo.get_coordinate_val(isl.dim_type.set, 0).to_python(),
            hi.get_coordinate_val(isl.dim_type.set, 0).to_python())
