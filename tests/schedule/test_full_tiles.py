"""``isolation.full_tiles``: the tiles whose every point is in a band's image, checked point by point
at fixed sizes, on the path through the tiles' corners (outer tile origins as existential
variables) and on the one through the image's complement."""

from __future__ import annotations

import itertools

import islpy as isl
import pytest

from polyopt.schedule import isolation

N, M, SIZES = 13, 10, (3, 2)
DOMAIN = "[N, M] -> { S[i, j, k, l] : 0 <= i < N and 0 <= j < M and 0 <= k < 6 and 0 <= l < 5 and (%s) }"
# outer tiles' origins: four existential variables, none on the tiled dimensions (i, j)
PREFIX = isl.MultiUnionPwAff("[N, M] -> [{ S[i, j, k, l] -> [(8*floor(i/8))] }, { S[i, j, k, l] -> [(8*floor(j/8))] }, "
                             "{ S[i, j, k, l] -> [(4*floor(k/4))] }, { S[i, j, k, l] -> [(4*floor(l/4))] }]")
MEMBERS = isl.MultiUnionPwAff("[N, M] -> [{ S[i, j, k, l] -> [(i)] }, { S[i, j, k, l] -> [(j)] }]")
CASES = {"box": (lambda i, j, k, l: True, "true", True),
         "triangle": (lambda i, j, k, l: j <= i, "j <= i", True),
         "two-polyhedra": (lambda i, j, k, l: j <= i or k == 1, "j <= i or k = 1", False)}


def image(keep) -> set[tuple[int, ...]]:
    """The band's image at N, M, point by point in Python: ``(prefix..., i, j)``."""
    return {(i - i % 8, j - j % 8, k - k % 4, l - l % 4, i, j)
            for i, j, k, l in itertools.product(range(N), range(M), range(6), range(5)) if keep(i, j, k, l)}


def full(points: set) -> set:
    """Tile origins (multiples of SIZES) whose whole box is in ``points``."""
    origins = {p[:4] + tuple(x - x % s for x, s in zip(p[4:], SIZES)) for p in points}
    return {o for o in origins if all(o[:4] + (o[4] + a, o[5] + b) in points
                                      for a, b in itertools.product(range(SIZES[0]), range(SIZES[1])))}


@pytest.mark.parametrize("name", list(CASES))
def test_full_tiles_point_by_point(name, monkeypatch):
    keep, where, corners = CASES[name]
    used = []
    by_corners = isolation._full_by_corners
    monkeypatch.setattr(isolation, "_full_by_corners", lambda *a: used.append(by_corners(*a)) or used[-1])
    got = isolation.full_tiles(MEMBERS, isl.UnionSet(DOMAIN % where), SIZES, PREFIX)
    assert (used[-1] is not None) == corners
    got = got.intersect_params(isl.Set(f"[N, M] -> {{ : N = {N} and M = {M} }}"))
    points = image(keep)
    want = full(points)
    assert want and len(want) < len({p[:4] + tuple(x - x % s for x, s in zip(p[4:], SIZES)) for p in points})
    candidates = {p[:4] + (a, b) for p in points for a in range(0, N, SIZES[0]) for b in range(0, M, SIZES[1])}
    for c in candidates:
        point = isl.Set(f"[N, M] -> {{ [{', '.join(map(str, c))}] : N = {N} and M = {M} }}")
        assert point.is_subset(got) == (c in want), c


# "mod 3": a piece whose existential variable is on a tiled dimension (its sections are not convex)
PIECES = {**CASES, "two-polyhedra, one not convex": (lambda i, j, k, l: j <= i or (k == 1 and i % 3 != 0),
                                                     "j <= i or (k = 1 and i mod 3 != 0)", False)}


@pytest.mark.parametrize("name", list(PIECES))
def test_full_tiles_from_convex_pieces_are_full(name, monkeypatch):
    """From CORNERS_FROM_DIVS existential variables on, the tiles come from the image's pieces that
    are convex in the tiled dimensions: fewer tiles maybe, never one with a point outside."""
    keep, where = PIECES[name][:2]
    monkeypatch.setattr(isolation, "_full_by_corners", lambda *a: None)
    monkeypatch.setattr(isolation, "CORNERS_FROM_DIVS", 0)
    got = isolation.full_tiles(MEMBERS, isl.UnionSet(DOMAIN % where), SIZES, PREFIX)
    assert got is not None
    got = got.intersect_params(isl.Set(f"[N, M] -> {{ : N = {N} and M = {M} }}"))
    points = image(keep)
    want = full(points)
    found = set()
    for prefix in {p[:4] for p in points}:  # (each candidate tile once: the points share 16 prefixes)
        for a, b in itertools.product(range(0, N, SIZES[0]), range(0, M, SIZES[1])):
            c = prefix + (a, b)
            if isl.Set(f"[N, M] -> {{ [{', '.join(map(str, c))}] : N = {N} and M = {M} }}").is_subset(got):
                assert c in want, c
                found.add(c)
    assert found
    if name in ("box", "triangle"):  # one convex piece: every full tile
        assert found == want


def test_padded_strided_conv_with_sized_window_keeps_its_register_blocks():
    """Tensor Comprehensions' padded stride-2 convolution, its window as sizes (KH, KW): its band's
    image has pieces with 4 and 7 existential variables, whose complement took isl 5-20 s and
    gave no full tiles (scalar code). From the pieces' corners: register blocks, right. (AVX2's
    flags, where it was measured: with AVX-512's 16 lanes these sizes print no register block, a
    gap noted in RESULTS.md 2026-11-28 zen4.)"""
    import polyopt as po
    from tests.conftest import PINNED_AVX2_CFLAGS
    from tests.lang.tc_cases import CASES, arguments, compare

    name, source, reference = next(c for c in CASES if c[0] == "conv_pad1_stride2")[:3]
    sizes = {"N": 1, "C": 16, "H": 20, "W": 36, "M": 16, "KH": 3, "KW": 3}
    kernel = po.compile(source, options=po.Options(num_threads=1, cflags=PINNED_AVX2_CFLAGS))
    assert "register block" in kernel.specialize(**sizes).function.source
    args = arguments(source, sizes, {}, seed=3)
    compare(kernel(*args), reference(*args), f"{name} at {sizes}", 1e-4)
