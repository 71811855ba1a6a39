"""Size-generic kernels (``dynamic=True``): every kernel in kernels/ matches numpy at all its test
sizes with one compiled library, the conditional ones have no branch in any innermost loop, and
contractions stay small enough to compile in seconds."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from kernels.registry import CASES, source
from tests.test_control_flow import CONDITIONAL, TILE4, assert_branch_free
from tests.test_kernels import check_case

TBMM = """
def tbmm(float(B, N, M) X, float(B, K, M) Y) -> (Z) {
    Z(b, n, k) +=! X(b, n, m) * Y(b, k, m)
}
"""


# avgpool3x3_clipped's images and channels (N <= 2, C <= 3 at its test sizes) in tiles of 2, not 4:
# with tiles of 4 the code for their full tiles never ran, yet the size-generic C had versions of
# its loops for them (132 KB, ~15 s of gcc); with 2 full tiles run along every dimension (82 KB, ~8 s)
TILES = {"avgpool3x3_clipped": po.Options(tile_sizes=(2, 2, 4, 4))}


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_dynamic_kernel_matches_numpy(case):
    """The conditional kernels with tiles of 4 (``TILES``: others), so that their full tiles run at
    the test sizes too (one compile, checked for branches and against numpy)."""
    conditional = case in CONDITIONAL
    options = TILES.get(case.name, TILE4) if conditional else po.Options()
    kernel = po.compile(source(case), case.entry, options=options, dynamic=True)
    if conditional:
        assert_branch_free(kernel.current, f"{case.name} dynamic")
    for sizes in case.sizes:
        check_case(case, sizes, kernel, seed=2)


def test_generic_contraction_unrolls_whole_blocks_only():
    """A batched matmul with a transposed operand once gave 381 SIMD loops (150 s of gcc): every
    partial register block unrolled its rows under a guard each. Now only whole blocks unroll
    (into the micro-kernel); partial ones keep a row loop."""
    k = po.compile(TBMM, dynamic=True)
    src = k.source
    assert "register block" in src
    assert src.count("#pragma omp simd") < 40
    rng = np.random.default_rng(0)
    for b, n, m, kk in [(2, 9, 300, 40), (1, 17, 5, 33), (3, 1, 1, 1)]:
        x = rng.random((b, n, m), dtype=np.float32)
        y = rng.random((b, kk, m), dtype=np.float32)
        np.testing.assert_allclose(k(x, y), np.einsum("bnm,bkm->bnk", x.astype(np.float64), y), rtol=1e-4)


def test_a_generic_ast_over_its_budget_is_built_again_without_isolated_pieces(monkeypatch, tmp_path):
    """Where isl's AST of the size-generic tree would take more than ``GENERIC_OPERATIONS`` (a
    padded stride-2 convolution with its window as sizes took 90 s and gcc 150 s more), the tree
    is lowered again with no isolated pieces: guarded loops only, the same numbers. Here with a
    budget of one operation, on a batched matmul (its whole register blocks are isolated otherwise)."""
    from polyopt import driver

    whole = po.compile(TBMM, dynamic=True).source
    monkeypatch.setattr(driver, "GENERIC_OPERATIONS", 1)
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / "cache"))  # (not the records of the code above)
    k = po.compile(TBMM, dynamic=True)
    assert k.source != whole and k.source.count("for (long") < whole.count("for (long")
    rng = np.random.default_rng(4)
    for b, n, m, kk in ((1, 1, 1, 1), (2, 13, 7, 17)):
        X, Y = rng.random((b, n, m), dtype=np.float32), rng.random((b, kk, m), dtype=np.float32)
        np.testing.assert_allclose(k(X, Y), np.einsum("bnm,bkm->bnk", X, Y), rtol=1e-5)


def test_generic_code_of_a_triangle_ignores_its_rectangular_rows(monkeypatch, tmp_path):
    """Specialized, syrk's diagonal blocks run their rows as a loop and unroll them only in
    rectangular blocks (``bands._unrolled_in``); size-generic code unrolls rows in whole blocks
    only anyway, and the rectangular blocks' six pieces cost isl and gcc there (1.5 -> 4.8 s and
    2.3 -> 10.2 s), so ``generic`` drops them: the same C as without them."""
    from kernels.registry import by_name
    from polyopt.schedule import bands

    case = by_name("syrk")
    with_rows = po.compile(source(case), case.entry, dynamic=True).source
    monkeypatch.setattr(bands, "MAX_RECTANGULAR_PIECES", 0)
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / "cache"))  # (not the records of the code above)
    assert po.compile(source(case), case.entry, dynamic=True).source == with_rows
