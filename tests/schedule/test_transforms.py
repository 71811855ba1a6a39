"""Explicit transformations: illegal requests are refused with ScheduleError, legal twins accepted
(and the transformed kernels still compute the right numbers)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt import transforms as tr

PROGRAM = po.Options(schedule="program")

RECURRENCE = """
def rec(float(N) X) -> (Y) {
    Y(i) = X(i)
    Y(i) = Y(i) + Y(i - 1) where i in 1:N
}"""
DIAGONAL = """
def diag(float(N, M) A) -> (B) {
    B(i, j) = A(i, j)
    B(i, j) = B(i - 1, j + 1) + B(i, j) where i in 1:N, j in 0:M - 1
}"""
ROW = """
def row(float(N, M) A) -> (B) {
    B(i, j) = A(i, j)
    B(i, j) = B(i, j - 1) + B(i, j) where j in 1:M
}"""
COLUMN = """
def col(float(N, M) A) -> (B) {
    B(i, j) = A(i, j)
    B(i, j) = B(i - 1, j) + B(i, j) where i in 1:N
}"""
READ_AHEAD = """
def ahead(float(N) X) -> (Y) {
    Y(i) = X(i)
    Y(i) = 2.0 * Y(i + 1) where i in 0:N - 1
}"""
REVERSED_CONSUMER = """
def revc(float(N) X) -> (T, Y) {
    T(i) = X(i) + 1.0
    Y(i) = T(N - 1 - i)
}"""
SAME_CONSUMER = """
def samec(float(N) X) -> (T, Y) {
    T(i) = X(i) + 1.0
    Y(i) = 2.0 * T(i)
}"""
MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"


def _k(src):
    return po.compile(src, options=PROGRAM)


ILLEGAL = [
    # (id, source, illegal transformation, legal twin)
    ("reverse-carried-loop", RECURRENCE,
     lambda s: tr.reverse(s, band=1, member=0), lambda s: tr.reverse(s, band=0, member=0)),
    ("parallelize-carried-loop", RECURRENCE,
     lambda s: tr.parallelize(s, band=1, member=0), lambda s: tr.parallelize(s, band=0, member=0)),
    ("parallelize-reduction-loop", MATMUL,
     lambda s: tr.parallelize(s, band=1, member=2), lambda s: tr.parallelize(s, band=1, member=0)),
    ("interchange-past-dependence", DIAGONAL,
     lambda s: tr.interchange(s, band=1, order=(1, 0)), lambda s: tr.interchange(s, band=0, order=(1, 0))),
    ("fuse-against-producer-consumer", REVERSED_CONSUMER,
     lambda s: tr.fuse(s, first=0, second=1), None),
    ("tile-non-permutable-band", DIAGONAL,
     lambda s: tr.tile(s, band=1, sizes=(4, 4)), lambda s: tr.tile(s, band=0, sizes=(4, 4))),
    ("skew-makes-dependence-negative", ROW,
     lambda s: tr.skew(s, band=1, member=0, by=1, factor=-1), lambda s: tr.skew(s, band=1, member=0, by=1, factor=1)),
    ("vectorize-carried-loop", ROW,
     lambda s: tr.vectorize(s, band=1, member=1), lambda s: tr.vectorize(s, band=1, member=0)),
    ("parallelize-anti-dependence", READ_AHEAD,
     lambda s: tr.parallelize(s, band=1, member=0), lambda s: tr.parallelize(s, band=0, member=0)),
    ("reverse-column-recurrence", COLUMN,
     lambda s: tr.reverse(s, band=1, member=0), lambda s: tr.reverse(s, band=1, member=1)),
    ("interchange-column-recurrence-then-parallelize-outer", COLUMN,
     lambda s: tr.parallelize(tr.interchange(s, band=1, order=(1, 0)), band=1, member=1),
     lambda s: tr.parallelize(tr.interchange(s, band=1, order=(1, 0)), band=1, member=0)),
    ("reverse-read-ahead", READ_AHEAD,
     lambda s: tr.reverse(s, band=1, member=0), lambda s: tr.tile(s, band=1, sizes=(3,))),
]


@pytest.mark.parametrize("name, src, bad, good", ILLEGAL, ids=[x[0] for x in ILLEGAL])
def test_illegal_refused_and_legal_twin_accepted(name, src, bad, good):
    k = _k(src)
    with pytest.raises(po.ScheduleError, match="illegal"):
        bad(k.schedule)
    if good is None:  # the twin is the same transformation on a consumer that reads in order
        k, good = _k(SAME_CONSUMER), (lambda s: tr.fuse(s, first=0, second=1))
    sched = good(k.schedule)
    assert sched.kind == "custom"
    kk = k.with_schedule(sched)
    # the legal twin computes what program order computes
    sizes = {s: 7 for s in kk.checked.sizes}
    inputs = kk.random_inputs(sizes, seed=1)
    want = _k(kk.program.source)(**inputs)
    got = kk(**inputs)
    want, got = (want if isinstance(want, tuple) else (want,)), (got if isinstance(got, tuple) else (got,))
    for w, g in zip(want, got):
        np.testing.assert_allclose(g, w, rtol=1e-5)


def test_error_names_statements_and_dependence():
    k = _k(RECURRENCE)
    with pytest.raises(po.ScheduleError) as e:
        tr.reverse(k.schedule, band=1, member=0)
    assert "S1 -> S1" in str(e.value) or "S1" in str(e.value)
    assert "flow" in str(e.value) or "dependence" in str(e.value)


def test_recurrence_result_is_a_prefix_sum():
    k = _k(RECURRENCE)
    x = np.arange(1, 9, dtype=np.float32)
    np.testing.assert_allclose(k(x), np.cumsum(x))


def test_bad_arguments():
    k = _k(MATMUL)
    with pytest.raises(po.ScheduleError, match="no band"):
        tr.tile(k.schedule, band=7, sizes=(2,))
    with pytest.raises(po.ScheduleError, match="permutation"):
        tr.interchange(k.schedule, band=1, order=(0, 0, 1))
    with pytest.raises(po.ScheduleError, match="positive"):
        tr.tile(k.schedule, band=1, sizes=(0, 2, 2))
    with pytest.raises(po.ScheduleError):
        k.with_schedule(_k(MATMUL).schedule)  # a schedule of another kernel
    s = k.schedule  # (raw TypeErrors before, found by a helper's sweep)
    for bad, match in [(lambda: tr.tile(s, band=1, sizes=4), "tile sizes .* sequence of ints"),
                       (lambda: tr.tile(s, band=1, sizes=None), "sequence of ints"),
                       (lambda: tr.interchange(s, band=1, order=(0, "1", 2)), "order .* must be an int"),
                       (lambda: tr.fuse(s, first="0", second=1), "first must be an int"),
                       (lambda: tr.distribute(s, group="0"), "group must be an int"),
                       (lambda: tr.skew(s, band=1, member=0, by=1, factor=1.5), "skew factor must be an int")]:
        with pytest.raises(po.ScheduleError, match=match):
            bad()
    assert tr.reverse(s, band=np.int64(0), member=np.int64(0)).kind == "custom"  # numpy's ints are ints


def test_distribute_keeps_program_order():
    """distribute() ordered the nests by statement name: matmul's fused {S0_init, S0} group was
    refused ("would run S0 before S0_init"; a helper's sweep), and S10 would sort before S2."""
    k = po.compile(MATMUL.replace("float", "double"), options=po.Options(tile_sizes=0, register_tile=None))
    d = tr.distribute(k.schedule, group=0)
    a, b = np.random.default_rng(0).random((5, 3)), np.random.default_rng(1).random((3, 4))
    np.testing.assert_allclose(k.with_schedule(d)(a, b), a @ b)


def test_transformed_matmul_matches_numpy():
    k = _k(MATMUL)
    s = tr.interchange(k.schedule, band=1, order=(0, 2, 1))
    s = tr.tile(s, band=1, sizes=(4, 5, 3))
    s = tr.parallelize(s, band=1, member=0)
    s = tr.unroll(s, band=len(s.bands) - 1, member=1, factor=2)
    kk = k.with_schedule(s)
    rng = np.random.default_rng(0)
    a, b = rng.random((13, 11), np.float32), rng.random((11, 9), np.float32)
    np.testing.assert_allclose(kk(a, b), a @ b, rtol=1e-5)
    assert "#pragma omp parallel for" in kk.source
    assert "interchange" in kk.explain()


def test_reversing_a_register_blocks_row_loop_prints_no_decrement():
    """Reversing the register block's rows of a default float matmul (legal: they carry nothing)
    printed ``t_A[(--c3)]``, a minus of a minus: the call decremented its loop variable and
    crashed at M > 8 (found by a helper's sweep)."""
    k = po.compile(MATMUL)
    kk = k.with_schedule(tr.reverse(k.schedule, band=3, member=0))
    assert "--c" not in kk.specialize(M=16, K=2, N=16).source
    rng = np.random.default_rng(0)
    a, b = rng.random((16, 2), np.float32), rng.random((2, 16), np.float32)
    np.testing.assert_allclose(kk(a, b), a @ b, rtol=1e-5)


def test_a_reversed_member_clears_a_band_that_is_no_longer_permutable():
    """Reversing ``j`` of ``Y(p, i, j)`` reading ``Y(p, i - 1, j)`` and ``Y(p, i - 1, j - 1)`` is
    legal (``i`` carries both) but makes a distance ``(1, -1)``: the band kept ``permutable``,
    and the CUDA mapper tiled its sequential loops (wrong numbers, a helper's sweep)."""
    src = """def f(double(P, N, M) X) -> (Y) {
    Y(p, i, j) = X(p, i, j) + (i > 0 ? 0.5 * Y(p, i - 1, j) : 0.0) + (i > 0 && j > 0 ? 0.25 * Y(p, i - 1, j - 1) : 0.0)
}"""
    k = po.compile(src, target="cuda", options=po.Options(tile_sizes=4))
    assert k.schedule.bands[0].permutable
    s = tr.reverse(k.schedule, band=0, member=2)
    assert not s.bands[0].permutable and s.bands[0].coincident == k.schedule.bands[0].coincident
