"""Contractions the CUDA mapping used to miss: ``A @ B.T`` (read across its rows), chained
products that isl fuses into one skewed band (mlp2), register tiles of doubles within the register
budget, blocks of a few threads (conv2d_grouped), sums of few outputs split along their reduction."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.codegen.cuda import cuda_pipeline
from polyopt.codegen.cuda_mapping import MIN_CONTRACTION_THREADS
from polyopt.target import Gpu

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import CONCURRENT, REVERSE, emulate  # noqa: E402
from test_cuda import assert_matches  # noqa: E402


def _compiled(name: str, sizes: dict[str, int]):
    case = by_name(name)
    k = po.compile(source(case), case.entry, target="cuda")
    return case, cuda_pipeline(k.scop, k.dependences, po.Options(), sizes)


@pytest.mark.parametrize("name", ["matmul_nt", "syrk"])
def test_a_product_with_a_transposed_operand_gets_register_tiles(name):
    """``C(i, j) += A(i, k) * B(j, k)`` read ``B`` across ``j``, so no member was stride-one and the
    nest ran one output per thread; its tiles go through shared memory copied along ``k``, so ``j``
    is x and the nest gets the register tiles of a matmul (matmul_tn already had them)."""
    _, comp = _compiled(name, by_name(name).bench_sizes)
    tiled = [k for k in comp.kernels if k.thread_tile]
    assert tiled and tiled[0].mapping.startswith("j -> blockIdx.x"), [k.mapping for k in comp.kernels]


def test_chained_products_fused_in_one_skewed_band_are_apart():
    """mlp2 at N=512, DI=1024, DH=4096, DO=1024 was one kernel over the rows n: 2 blocks of 256
    threads for 4 GFLOP, spilling registers. As on the C target (fusion="smart"), the two products
    get nests, and register tiles, of their own."""
    _, comp = _compiled("mlp2", by_name("mlp2").bench_sizes)
    assert sum(bool(k.thread_tile) for k in comp.kernels) == 2, [k.mapping for k in comp.kernels]
    assert min(k.threads * np.prod(g) for k, g in zip(comp.kernels, comp.grids())) >= 32768


@pytest.mark.parametrize("name", ["matmul_nt", "syrk", "mlp2", "correlation"])
def test_default_mapping_matches_numpy(name):
    case = by_name(name)
    for n, sizes in enumerate(case.sizes):
        _, comp = _compiled(name, sizes)
        inputs = case.make_inputs(sizes, np.random.default_rng(n))
        mode = CONCURRENT if n % 2 else REVERSE
        assert_matches(case, emulate(comp, inputs, mode), case.reference(**inputs), f"{name} {sizes}")


@pytest.mark.parametrize("name, sizes", [("trmm", {"M": 97, "N": 89}), ("doitgen", {"NR": 3, "NQ": 37, "NP": 83})])
def test_register_tiles_of_doubles_fit_the_register_budget(name, sizes):
    """8 x 8 doubles per thread are 128 registers of accumulators alone: ptxas gave trmm and doitgen
    254 registers (trmm spilled 16 B). The register tile counts 32-bit registers: doubles get 4 rows
    of 8 (on one SM these outputs keep full tiles: 8 x 8 before); the numbers still match numpy."""
    case = by_name(name)
    k = po.compile(source(case), case.entry, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes, gpu=Gpu(sms=1))
    tiles = [kk.thread_tile for kk in comp.kernels if kk.thread_tile]
    assert tiles == [(4, 8)], tiles
    inputs = case.make_inputs(sizes, np.random.default_rng(3))
    assert_matches(case, emulate(comp, inputs, CONCURRENT), case.reference(**inputs), f"{name} {sizes}")


def test_a_grouped_convolution_fills_its_blocks_along_z():
    """conv2d_grouped's 8 output channels were one thread's 8 rows and its 56 columns 8 threads': blocks
    of 8 threads (at most 32 blocks an SM, 1/8 of its threads). The third member (h) takes threads
    until the block has 64; the numbers match numpy where it does."""
    case = by_name("conv2d_grouped")
    _, comp = _compiled("conv2d_grouped", case.bench_sizes)
    assert min(kk.threads for kk in comp.kernels) >= MIN_CONTRACTION_THREADS, [kk.block for kk in comp.kernels]
    sizes = {"N": 2, "G": 3, "C": 5, "H": 23, "W": 13, "F": 6, "KH": 3, "KW": 2}
    _, comp = _compiled("conv2d_grouped", sizes)
    assert any(kk.block[2] > 1 for kk in comp.kernels), [kk.block for kk in comp.kernels]
    inputs = case.make_inputs(sizes, np.random.default_rng(5))
    assert_matches(case, emulate(comp, inputs, REVERSE), case.reference(**inputs), f"conv2d_grouped {sizes}")


def test_a_sum_of_few_outputs_is_split_along_its_reduction():
    """A 4 x 4096 x 4096 matmul ran 64 blocks of 16 threads on 132 SMs: its reduction is split in
    chunks, blocks along the next grid axis that add their partial sums with atomicAdd after a
    kernel of the init: two blocks per SM, of 64 threads."""
    _, comp = _compiled("matmul", {"M": 4, "K": 4096, "N": 4096})
    assert [kk.name for kk in comp.kernels] == ["k_matmul_0", "k_matmul_1"], [kk.mapping for kk in comp.kernels]
    assert "atomicAdd(&a_C[" in comp.source and "chunks of" in comp.kernels[1].mapping
    blocks = [math.prod(g) for g in comp.grids()]
    assert comp.kernels[1].threads >= MIN_CONTRACTION_THREADS and blocks[1] >= 2 * 132, blocks


COLUMN_SUM = "def colsum(float(M, N) A, float(M) w) -> (s) { s(j) +=! A(i, j) * w(i) }"


@pytest.mark.parametrize("sizes", [{"M": 3, "K": 1000, "N": 37}, {"M": 5, "K": 1001, "N": 67}, {"M": 2001, "N": 7}])
def test_split_sums_match_numpy(sizes):
    """Split sums at awkward sizes (two mapped members and register tiles, one mapped member) match
    numpy with the blocks run concurrently and in reverse."""
    if "K" in sizes:
        case, comp = _compiled("matmul", sizes)
        inputs = case.make_inputs(sizes, np.random.default_rng(1))
        want = case.reference(**inputs)[0]
    else:
        k = po.compile(COLUMN_SUM, target="cuda")
        comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes)
        rng = np.random.default_rng(2)
        inputs = {"A": rng.standard_normal((sizes["M"], sizes["N"])).astype(np.float32),
                  "w": rng.standard_normal(sizes["M"]).astype(np.float32)}
        want = inputs["w"].astype(np.float64) @ inputs["A"].astype(np.float64)
    assert "atomicAdd" in comp.source and len(comp.kernels) == 2, [kk.mapping for kk in comp.kernels]
    for mode in (CONCURRENT, REVERSE):
        got = emulate(comp, inputs, mode)[0]
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4 * np.abs(want).max(), err_msg=f"{sizes} {mode}")
