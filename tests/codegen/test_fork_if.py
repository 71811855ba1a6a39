"""The forks of size-generic kernels (``dynamic=True``) carry an ``if(parallel: ...)`` clause on
the call's work (``codegen/fork_if.py``): small calls run on one thread, as nests of known sizes
below ``parallel_min_work`` do; the numbers are the same either side of the threshold."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po

ADD = "def add(float(N) A, float(N) B) -> (C) { C(i) = A(i) + B(i) }"
MM = "def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"
STRIDED = """
def conv(float(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {
    O(n, k, h, w) +=! I(n, c, 2*h + kh, 2*w + kw) * Wt(k, c, kh, kw) where h in 0:(H-3)/2+1, w in 0:(W-3)/2+1
}
"""


def _forks(src: str) -> list[str]:
    return [line.strip() for line in src.splitlines() if "#pragma omp parallel" in line]


def test_a_generic_fork_runs_on_one_thread_below_parallel_min_work():
    forks = _forks(po.compile(ADD, dynamic=True).source)
    assert forks == ["#pragma omp parallel for simd if(parallel: s_N >= 32768)"]


def test_every_fork_of_a_generic_contraction_counts_the_nest():
    """The packed copy of B forks on the whole kernel's work, the nest on its own statements:
    the init ``M * N`` and the update ``M * N * K``."""
    forks = _forks(po.compile(MM, dynamic=True).source)
    assert len(forks) >= 2
    assert all(f.endswith("if(parallel: s_M * s_N + s_M * s_N * s_K >= 32768)") for f in forks), forks


def test_the_work_follows_parallel_min_work_and_no_clause_at_known_sizes():
    assert _forks(po.compile(ADD, dynamic=True, options=po.Options(parallel_min_work=100)).source) == [
        "#pragma omp parallel for simd if(parallel: s_N >= 100)"]
    assert _forks(po.compile(ADD, dynamic=True, options=po.Options(parallel_min_work=0)).source) == [
        "#pragma omp parallel for simd"]
    big = po.compile(ADD).specialize(N=1 << 20).source
    assert _forks(big) == ["#pragma omp parallel for simd"]


@pytest.mark.parametrize("src", [ADD, MM, STRIDED], ids=["add", "matmul", "strided_conv"])
def test_generic_kernels_match_numpy_on_both_sides_of_the_threshold(src):
    """With a threshold of 200 instances, sizes below and above it (primes, 1)."""
    k = po.compile(src, dynamic=True, options=po.Options(parallel_min_work=200))
    assert "if(parallel:" in k.source
    rng = np.random.default_rng(3)
    if src is ADD:
        for n in (1, 7, 199, 200, 211, 4099):
            a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
            np.testing.assert_array_equal(k(a, b), a + b)
    elif src is MM:
        for m, kk, n in ((1, 1, 1), (3, 5, 7), (5, 7, 6), (17, 31, 29), (61, 3, 67)):
            a, b = rng.random((m, kk), dtype=np.float32), rng.random((kk, n), dtype=np.float32)
            np.testing.assert_allclose(k(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    else:
        for n, c, h, w, kk in ((1, 1, 3, 3, 1), (1, 2, 5, 7, 3), (2, 3, 13, 11, 5)):
            x, wt = rng.random((n, c, h, w), dtype=np.float32), rng.random((kk, c, 3, 3), dtype=np.float32)
            ho, wo = (h - 3) // 2 + 1, (w - 3) // 2 + 1
            ref = np.zeros((n, kk, ho, wo))
            for i in range(3):
                for j in range(3):
                    ref += np.einsum("nchw,kc->nkhw", x[:, :, i:i + 2 * ho:2, j:j + 2 * wo:2].astype(np.float64),
                                     wt[:, :, i, j])
            np.testing.assert_allclose(k(x, wt), ref, rtol=1e-4)


def test_a_size_generic_kernel_with_an_extent_unbounded_at_some_sizes_is_a_shape_error():
    """``k in 0:K / 2`` has no value at K = 1, so ``i`` (from ``B(i + k)``) has no bound there: the
    fork's work estimate was isl's raw "unbounded optimum", and past it gcc refused the loop
    ``for (...; 1; ...)`` (a helper's sweep). The specialized kernel runs at K = 5."""
    import numpy as np

    import polyopt as po
    src = "def stencil(float(N) B, float(K) W) -> (A) {\n    A(i) +=! B(i + k) * W(k) where k in 0:K/2\n}\n"
    b, w = np.arange(7, dtype=np.float32), np.ones(5, np.float32)
    np.testing.assert_array_equal(po.compile(src)(b, w), [b[i:i + 2].sum() for i in range(6)])
    with pytest.raises(po.ShapeError, match="unbounded at some sizes"):
        po.compile(src, dynamic=True)(b, w)
