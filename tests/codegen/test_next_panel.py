"""The prefetch of the next column tile's packed panel (``codegen/next_panel.py``): taken by the
register blocks of a tile's rows and columns where the target says so, right at sizes on and
just off the tile edges (432 x 512 x 64 with AVX2's blocks on a 512 KiB L2), with one and two
threads and at sizes known only at run time."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen import next_panel
from polyopt.options import DEFAULT_CFLAGS
from polyopt.target import Target
from polyopt.tuning import tuning

MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
BMM = "def bmm(float(Bt,M,K) A, float(Bt,K,N) B) -> (C) { C(b,i,j) +=! A(b,i,k) * B(b,k,j) }"
MARK = "// the next column tile's panel"


def _avx2(threads: int) -> Target:
    return Target.host(DEFAULT_CFLAGS, caches=(32 << 10, 512 << 10, 32 << 20), threads=threads, vector_bytes=32)


def test_doctests():
    assert doctest.testmod(next_panel).failed == 0


MC, KC, NC = 432, 512, 64  # AVX2's tiles on this target (``test_tiles``)


def test_tiles():
    assert tuning(_avx2(1)).gemm_tiles(6, 16, 4) == (MC, KC, NC)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("m,k,n,taken", [
    (MC, KC, 2 * NC, True), (MC + 1, KC + 1, 2 * NC + 1, True), (MC + 14, 2 * KC + 32, 3 * NC + 58, True),
    (MC + 7, 2 * KC + 1, NC + 15, False),  # one whole column tile (the last 15 columns: plain loops)
    (7, KC + 6, 3 * NC + 58, False),  # 7 rows: B not packed (too little reuse)
    (2 * MC + 8, 100, NC + 1, False),  # one reduction tile, one whole column tile
])
def test_matmul_past_the_tiles_is_right_and_prefetches(m, k, n, taken, threads):
    kern = po.compile(MATMUL, target=_avx2(threads))
    rng = np.random.default_rng(m + k + n)
    a, b = rng.random((m, k), dtype=np.float32), rng.random((k, n), dtype=np.float32)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    src = kern.specialize(M=m, K=k, N=n).source
    prefetch = f"__builtin_prefetch(&po_pk0[(c4 + {NC}) / 16][c5][(c4 + {NC}) % 16], 0, 2);"
    assert (MARK in src) == taken and (prefetch in src) == taken


def test_dynamic_sizes_and_batches():
    kern = po.compile(MATMUL, target=_avx2(1), dynamic=True)
    rng = np.random.default_rng(1)
    for m, k, n in [(MC + 14, KC + 16, 3 * NC), (13, 20, 33), (MC + 3, KC + 6, 2 * NC - 1)]:
        a, b = rng.random((m, k), dtype=np.float32), rng.random((k, n), dtype=np.float32)
        np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert MARK in kern.source
    bmm = po.compile(BMM, target=_avx2(2))
    x, y = rng.random((2, MC + 4, KC + 6), dtype=np.float32), rng.random((2, KC + 6, 3 * NC), dtype=np.float32)
    np.testing.assert_allclose(bmm(x, y), x.astype(np.float64) @ y, rtol=1e-4)


def test_avx512_takes_it_on_one_or_two_threads_only():
    """Measured on a Xeon with one and two threads (``tuning._FEW_THREADS_AVX512``); gcc splits the
    64-byte vectors on an AVX2 machine, so the results are checked here too."""
    rng = np.random.default_rng(3)
    for threads in (1, 2, 8):
        avx512 = Target.host(DEFAULT_CFLAGS, caches=(48 << 10, 2 << 20, 32 << 20), threads=threads, vector_bytes=64)
        kern = po.compile(MATMUL, target=avx512)
        assert (MARK in kern.specialize(M=600, K=530, N=300).source) == (threads <= 2), threads
        a, b = rng.random((600, 530), dtype=np.float32), rng.random((530, 300), dtype=np.float32)
        np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)


def test_not_taken_unpacked():
    assert MARK not in po.compile(MATMUL, target=_avx2(1), options=po.Options(pack=False)) \
        .specialize(M=300, K=400, N=300).source
