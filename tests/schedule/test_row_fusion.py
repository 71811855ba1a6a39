"""Groups that read one matrix along the same rows run in one loop over blocks of rows
(``schedule/row_blocks.py``): bicg, mvt, atax and a float64 kernel of the same shape match numpy
at awkward sizes; a dependence that forbids the order keeps the two nests."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.schedule.scheduler import ROW_BLOCK
from tests.test_kernels import check_case

# 1 and 3 rows; 13 x 7; past a block of rows and a vector of columns; non-square, tall and wide
SHAPES = [(1, 1), (3, 7), (13, 7), (7, 13), (ROW_BLOCK + 5, 9), (3 * ROW_BLOCK + 1, 37), (70, 19), (9, 70)]

TWO = """
def two(double(N, M) B, double(M) u, double(N) v) -> (a, b) {
    a(i) +=! B(i, j) * u(j)
    b(j) +=! v(i) * B(i, j) * B(i, j)
}
"""

# y needs every column sum of t before its first row: blocks of rows would read t unfinished
REFUSED = """
def refused(float(N, M) A, float(N) x) -> (y) {
    t(j) +=! A(i, j) * x(i)
    y(i) +=! A(i, j) * t(j)
}
"""


def _groups(k: po.Kernel, **sizes: int) -> str:
    """The fusion groups of the code for ``sizes`` (the size-generic schedule without them)."""
    sched = k.specialize(**sizes).schedule if sizes else k.schedule
    return sched.explain().splitlines()[1]


def _sizes(name: str, rows: int, cols: int) -> dict[str, int]:
    return {"bicg": {"N": rows, "M": cols}, "atax": {"M": rows, "N": cols}, "mvt": {"N": rows}}[name]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dynamic", [False, True])
@pytest.mark.parametrize("name", ["bicg", "mvt", "atax"])
def test_library_kernels_match_numpy(name, dynamic, threads):
    case = by_name(name)
    k = po.compile(source(case), case.entry, options=po.Options(num_threads=threads), dynamic=dynamic)
    # size-generic code (dynamic=True) keeps the two nests: fused, its rows ran on one thread
    assert _groups(k).startswith("fusion groups (2)"), _groups(k)
    if not dynamic:
        assert _groups(k, **_sizes(name, 13, 7)).startswith("fusion groups (1)"), _groups(k, **_sizes(name, 13, 7))
    for rows, cols in SHAPES:
        check_case(case, _sizes(name, rows, cols), k)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dynamic", [False, True])
def test_two_outputs_of_one_matrix_float64(dynamic, threads):
    k = po.compile(TWO, options=po.Options(num_threads=threads), dynamic=dynamic)
    assert _groups(k).startswith("fusion groups (2)"), _groups(k)
    if not dynamic:
        assert _groups(k, N=13, M=7).startswith("fusion groups (1)"), _groups(k, N=13, M=7)
    rng = np.random.default_rng(1)
    for n, m in SHAPES:
        B, u, v = rng.standard_normal((n, m)), rng.standard_normal(m), rng.standard_normal(n)
        a, b = k(B=B, u=u, v=v)
        assert a.dtype == np.float64
        np.testing.assert_allclose(a, B @ u, rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(b, v @ (B * B), rtol=1e-12, atol=1e-12)


def test_a_dependence_against_the_blocks_keeps_two_nests():
    k = po.compile(REFUSED, options=po.Options(num_threads=1))
    assert _groups(k, N=13, M=7).startswith("fusion groups (2)"), _groups(k, N=13, M=7)
    rng = np.random.default_rng(2)
    for n, m in SHAPES:
        A, x = rng.standard_normal((n, m)).astype(np.float32), rng.standard_normal(n).astype(np.float32)
        want = A.astype(np.float64) @ (x.astype(np.float64) @ A.astype(np.float64))
        np.testing.assert_allclose(k(A=A, x=x), want, rtol=1e-4, atol=1e-4 * max(1.0, np.abs(want).max()))


@pytest.mark.parametrize("name", ["bicg", "mvt", "atax"])
def test_two_threads_share_the_blocks(name):
    """Past the fork's threshold the loop over blocks runs on the threads, the column sums in
    private copies (``reduction.plan_sections``), the dot products on rows of each thread's own."""
    case = by_name(name)
    k = po.compile(source(case), case.entry, options=po.Options(num_threads=2))
    for rows, cols in [(1003, 517), (517, 1003)]:
        sizes = _sizes(name, rows, cols)
        check_case(case, sizes, k)
        text = k.specialize(**sizes).source
        assert "#pragma omp parallel for reduction(+:" in text, text


def test_groups_whose_updates_do_not_read_the_rows_stay_apart():
    """syrk's groups both read ``C(i, j)`` by rows, but its update reads ``A`` only: its tiled nest
    does not stream ``C`` and is left alone (no loop over blocks of rows above it)."""
    case = by_name("syrk")
    k = po.compile(source(case), case.entry, options=po.Options(num_threads=1))
    assert _groups(k, N=13, M=7).startswith("fusion groups (2)"), _groups(k, N=13, M=7)
    for n, m in [(1, 1), (13, 7), (ROW_BLOCK + 5, 9)]:
        check_case(case, {"N": n, "M": m}, k)
