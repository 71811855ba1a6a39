"""Block shapes of maps: threads follow the extents, x stays on the stride-1 dimension."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.cuda import cuda_pipeline

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import FORWARD, REVERSE, emulate  # noqa: E402

SCALE2 = "def sc(float(N, M) X) -> (Y) { Y(i, j) = X(i, j) * 2.0 }"
SCALE3 = "def t3(float(A, B, C) X) -> (Y) { Y(a, b, c) = X(a, b, c) * 2.0 }"


@pytest.mark.parametrize("src, sizes, x", [
    (SCALE2, {"N": 2_000_000, "M": 1}, "j"),
    (SCALE2, {"N": 1, "M": 2_000_000}, "j"),
    (SCALE2, {"N": 100_000, "M": 3}, "j"),
    (SCALE3, {"A": 1000, "B": 1000, "C": 1}, "c"),
    (SCALE3, {"A": 3, "B": 70_000, "C": 2}, "c"),
], ids=["tall", "wide", "three-columns", "3d-one-column", "3d-two-columns"])
def test_a_map_over_a_thin_array_has_blocks_of_many_threads(src, sizes, x):
    """A 2,000,000 x 1 map launched blocks of 16 threads (x, the column, took its extent of 1 of
    the default 32 x 16 block): the threads the short member leaves go to the others, x still
    along the stride-1 dimension."""
    k = po.compile(src, target="cuda")
    (kern,) = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes).kernels
    assert 128 <= kern.threads <= 1024, kern
    assert kern.mapping.startswith(f"{x} -> blockIdx.x"), kern.mapping


@pytest.mark.parametrize("src, sizes", [(SCALE2, {"N": 3001, "M": 1}), (SCALE2, {"N": 1, "M": 3001}),
                                        (SCALE2, {"N": 701, "M": 3}), (SCALE3, {"A": 37, "B": 29, "C": 1})],
                         ids=["tall", "wide", "three-columns", "3d-one-column"])
def test_thin_maps_with_grown_blocks_match_numpy(src, sizes):
    k = po.compile(src, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes)
    assert math.prod(comp.kernels[0].block) >= 128
    x = k.random_inputs(sizes, seed=1)
    for mode in (FORWARD, REVERSE):
        np.testing.assert_array_equal(emulate(comp, x, mode)[0], 2 * next(iter(x.values())))


def test_a_size_generic_map_with_a_short_literal_extent_grows_its_other_axis():
    """``float(N, 3)``: x keeps its 3 columns and y, of unknown extent, takes the other threads."""
    k = po.compile("def col(float(N, 3) X) -> (Y) { Y(i, j) = X(i, j) + 1.0 }", target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), None)
    assert comp.kernels[0].block[0] == 3 and comp.kernels[0].threads >= 128, comp.kernels[0]
    for n in (1, 1000):
        x = k.random_inputs({"N": n}, seed=2)
        np.testing.assert_array_equal(emulate(comp, x, FORWARD, sizes={"N": n})[0], x["X"] + 1)


MM = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"


@pytest.mark.parametrize("sizes", [{"M": 1, "K": 4096, "N": 4096}, {"M": 4096, "K": 4096, "N": 3}],
                         ids=["one-row", "three-columns"])
def test_a_matmul_of_a_few_rows_or_columns_gets_no_register_tiles(sizes):
    """1 x 4096 x 4096 took 4 x 4 register tiles with 3 of 4 rows empty: 64 blocks of 16 threads,
    1024 threads on the whole GPU; 4096 x 4096 x 3 blocks of 8 threads. Without register tiles a
    thread owns one output: 4 times as many threads, in blocks of 128 or more (the sums, after
    the kernel of their init: their reduction is split too, cuda_mapping.split_reduction)."""
    k = po.compile(MM, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes)
    kern = comp.kernels[-1]
    assert kern.thread_tile == () and kern.threads >= 128, kern
    assert kern.threads * math.prod(comp.grids()[-1]) >= sizes["M"] * sizes["N"]


@pytest.mark.parametrize("sizes", [{"M": 1, "K": 37, "N": 999}, {"M": 3, "K": 41, "N": 300},
                                   {"M": 301, "K": 9, "N": 2}], ids=["one-row", "three-rows", "two-columns"])
def test_thin_matmuls_match_numpy(sizes):
    k = po.compile(MM, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes)
    x = k.random_inputs(sizes, seed=3)
    for mode in (FORWARD, REVERSE):
        np.testing.assert_allclose(emulate(comp, x, mode)[0], x["A"] @ x["B"], rtol=1e-5, atol=1e-5)
