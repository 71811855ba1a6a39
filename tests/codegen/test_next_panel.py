"""The prefetch of the next column tile's packed panel (``codegen/next_panel.py``): taken by the
register blocks of a tile's rows and columns where the target says so, right at sizes on and
just off the tile edges (216 x 384 x 80 with AVX2's blocks on a 512 KiB L2), with one and two
threads and at sizes known only at run time."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen import next_panel
from polyopt.options import DEFAULT_CFLAGS
from polyopt.target import Target

MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
BMM = "def bmm(float(Bt,M,K) A, float(Bt,K,N) B) -> (C) { C(b,i,j) +=! A(b,i,k) * B(b,k,j) }"
MARK = "// the next column tile's panel"


def _avx2(threads: int) -> Target:
    return Target.host(DEFAULT_CFLAGS, caches=(32 << 10, 512 << 10, 32 << 20), threads=threads, vector_bytes=32)


def test_doctests():
    assert doctest.testmod(next_panel).failed == 0


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("m,k,n,taken", [
    (216, 384, 160, True), (217, 385, 161, True), (230, 800, 250, True),  # two or more column tiles
    (223, 769, 95, False),  # one whole column tile (the last 15 columns: plain loops)
    (7, 390, 250, False),  # 7 rows: B not packed (too little reuse)
    (440, 100, 81, False),  # one reduction tile, one whole column tile
])
def test_matmul_past_the_tiles_is_right_and_prefetches(m, k, n, taken, threads):
    kern = po.compile(MATMUL, target=_avx2(threads))
    rng = np.random.default_rng(m + k + n)
    a, b = rng.random((m, k), dtype=np.float32), rng.random((k, n), dtype=np.float32)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    src = kern.specialize(M=m, K=k, N=n).source
    prefetch = "__builtin_prefetch(&po_pk0[(c4 + 80) / 16][c5][(c4 + 80) % 16], 0, 2);"
    assert (MARK in src) == taken and (prefetch in src) == taken


def test_dynamic_sizes_and_batches():
    kern = po.compile(MATMUL, target=_avx2(1), dynamic=True)
    rng = np.random.default_rng(1)
    for m, k, n in [(230, 400, 170), (13, 20, 33), (219, 390, 96)]:
        a, b = rng.random((m, k), dtype=np.float32), rng.random((k, n), dtype=np.float32)
        np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert MARK in kern.source
    bmm = po.compile(BMM, target=_avx2(2))
    x, y = rng.random((2, 220, 390), dtype=np.float32), rng.random((2, 390, 170), dtype=np.float32)
    np.testing.assert_allclose(bmm(x, y), x.astype(np.float64) @ y, rtol=1e-4)


def test_not_taken_on_avx512_nor_unpacked():
    avx512 = Target.host(DEFAULT_CFLAGS, caches=(48 << 10, 2 << 20, 32 << 20), threads=1, vector_bytes=64)
    assert MARK not in po.compile(MATMUL, target=avx512).specialize(M=300, K=400, N=300).source
    assert MARK not in po.compile(MATMUL, target=_avx2(1), options=po.Options(pack=False)) \
        .specialize(M=300, K=400, N=300).source
