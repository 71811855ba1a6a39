"""Kernels at sizes past one default tile: the registry's test sizes (largest extent 65) never
fill a default tile (432 x 512 x 64 with AVX2's register blocks and a 512 KiB L2), so the code
that runs full tiles and the loops over several tiles are only exercised here, for a
contraction, a convolution, a pooling and a stencil (matmul-shaped kernels have their own
tests). The target is pinned to this machine's flags with 32-byte vectors (AVX2's, which an
AVX-512 machine runs too), a 32 KiB L1, 512 KiB L2 and 32 MiB L3, so the tiles are the same on
every machine (``polyopt.tuning``)."""

from __future__ import annotations

import islpy as isl
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.options import DEFAULT_CFLAGS
from polyopt.poly import tree as T
from polyopt.target import Target
from tests.test_kernels import check_case

TARGET = Target.host(DEFAULT_CFLAGS, caches=(32 << 10, 512 << 10, 32 << 20), threads=2, vector_bytes=32)

CASES = {  # name -> (sizes, tiled loops these sizes run past one tile of, at least)
    # Z(i, j, k) +=! X(i, j, p, q) * Y(p, q, k): tiles of 8 (i), 432 (j), 512 (p) and 64 (k); a
    # later pass over p adds to Z after its loops (``Tuning.late_outputs``), 27 columns past 64 too
    "tensordot": ({"D0": 9, "D1": 433, "R": 513, "S": 2, "D2": 91}, 4),
    # 3x3 convolution: tiles of 432 output channels, 8 rows, 128 columns
    "conv2d_3x3_bias_relu": ({"N": 2, "C": 3, "H": 12, "W": 131, "K": 433}, 3),
    # a pooling band streams untiled: rows and columns past any tile of the contractions
    "maxpool2x2": ({"N": 2, "C": 3, "H": 301, "W": 259}, 0),
    # a time-stepped stencil: time tiles of 32 steps x 512 points (wavefronts of tiles along i)
    "jacobi_1d": ({"N": 4099, "T": 5}, 1),
}


def tiles_passed(comp: po.Compiled, sizes: dict[str, int]) -> int:
    """How many tiled loops of ``comp``'s tile bands (time tiles' wavefront bands too, whose members
    count tiles) have more than one tile at ``sizes``."""
    scop = comp.scop
    domain = scop.domain().intersect_params(scop.fixed_context(sizes))
    count = 0
    for b in T.bands(comp.schedule.root):
        for m, t in enumerate(b.tile_sizes if b.role in ("tile", "wavefront") else ()):
            if not t:
                continue
            starts = isl.UnionMap.from_union_pw_aff(b.schedule.get_union_pw_aff(m)).intersect_domain(domain).range()
            values = starts.as_set() if hasattr(starts, "as_set") else isl.Set.from_union_set(starts)
            lo, hi = values.lexmin(), values.lexmax()
            count += not lo.is_equal(hi)
    return count


@pytest.mark.parametrize("name", list(CASES))
def test_past_one_default_tile(name):
    case = by_name(name)
    sizes, passed = CASES[name]
    k = po.compile(source(case), case.entry, target=TARGET)
    check_case(case, sizes, k)
    assert tiles_passed(k.specialize(**sizes), sizes) >= passed


def test_late_outputs_beside_overlapping_vectors():
    """A row of 12 columns takes a vector of 8 and one moved back over 4 of its lanes
    (``microkernel._offsets``); such rows read their output before the loops, the other rows add
    to it after them (``Tuning.late_outputs``, AVX2's choice): each store added the other
    vector's sum where both read it after the loops (kron3: 24 of 24 elements wrong). Past a
    reduction tile (K = 777), where the blocks' first tile starts from zero (``start_if``)."""
    case = by_name("matmul")
    k = po.compile(source(case), case.entry, target=TARGET)
    overlapping, late = dict(M=12, K=777, N=12), dict(M=12, K=777, N=28)
    for sizes in (overlapping, late):
        check_case(case, sizes, k)
    text = k.specialize(**overlapping).source
    assert "[(0 + 4)]" in text and "c1 == 0 ? (po_vf){0} : po_loadf(" in text and "+ po_acc" not in text
    assert "c1 == 0 ? po_acc0 : po_loadf(" in k.specialize(**late).source
    kron = by_name("kron3")
    k = po.compile(source(kron), kron.entry, target=TARGET)
    for sizes in kron.sizes:
        check_case(kron, sizes, k)
