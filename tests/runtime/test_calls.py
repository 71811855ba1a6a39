"""Repeated calls: the fast path for calls like an earlier one, and recycled output memory."""

import threading

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import ShapeError
from polyopt.runtime import outputs

SCALE = """
def scale(float(M, N) A, float s) -> (B) {
    B(i, j) = A(i, j) * s
}
"""


@pytest.fixture(scope="module")
def scale():
    return po.compile(SCALE, options=po.Options(num_threads=2))


def test_repeated_calls_follow_shapes_scalars_and_layouts(scale):
    rng = np.random.default_rng(0)
    a = rng.random((7, 5), dtype=np.float32)
    b = rng.random((3, 9), dtype=np.float32)
    for _ in range(3):  # the second and third calls of each signature take the fast path
        np.testing.assert_array_equal(scale(a, 2.0), a * np.float32(2))
        np.testing.assert_array_equal(scale(b, 3), b * np.float32(3))
        np.testing.assert_array_equal(scale(a, np.float32(0.5)), a * np.float32(0.5))
        np.testing.assert_array_equal(scale(b.T, 2.0), b.T * np.float32(2))  # not contiguous
        np.testing.assert_array_equal(scale(A=a, s=4.0), a * np.float32(4))
    assert scale(a, 1.0).shape == (7, 5)


def test_fast_path_still_checks_what_changes(scale):
    a = np.ones((4, 4), np.float32)
    scale(a, 1.0)
    scale(a, 1.0)
    with pytest.raises(ShapeError, match="scalar"):
        scale(a, np.ones(3))
    with pytest.raises(ShapeError, match="dtype"):
        scale(a.astype(np.float64), 1.0)
    with pytest.raises(ShapeError):
        scale(a, "x")


def test_large_outputs_reuse_dropped_results_only(scale):
    a = np.random.default_rng(1).random((1024, 512), dtype=np.float32)  # 2 MiB: recycled
    first = scale(a, 2.0)
    kept = first.copy()
    second = scale(a, 3.0)
    assert not np.shares_memory(first, second)
    np.testing.assert_array_equal(first, kept)  # a result the caller holds is never overwritten
    view = second[1:, ::2]
    del second
    third = scale(a, 4.0)
    assert not np.shares_memory(view, third)  # a view keeps its block in use
    address = third.ctypes.data
    del third
    fourth = scale(a, 5.0)
    assert fourth.ctypes.data == address  # the dropped result's memory, already mapped
    np.testing.assert_array_equal(fourth, a * np.float32(5))
    assert fourth.flags.c_contiguous and fourth.flags.writeable


def test_pool_holds_no_more_than_its_budget(monkeypatch):
    outputs.clear()
    monkeypatch.setattr(outputs, "POOL_BYTES", 3 << 20)
    held = [outputs.empty((1 << 20,), np.uint8) for _ in range(5)]
    assert sum(b.nbytes for b in outputs._blocks) <= 3 << 20
    assert len({h.ctypes.data for h in held}) == 5
    small = outputs.empty((10,), np.float64)
    assert small.flags.owndata  # small arrays are numpy's own
    outputs.clear()


TWO_STAGES = """
def two(float(M, N) A) -> (B) {
    T(i, j) = A(i, j) * 2.0
    B(j, i) = T(i, j) + 1.0
}
"""


@pytest.mark.parametrize("dynamic", [False, True])
def test_fast_path_with_temporaries_and_dynamic_sizes(dynamic):
    k = po.compile(TWO_STAGES, options=po.Options(num_threads=2), dynamic=dynamic)
    rng = np.random.default_rng(2)
    shapes = [(5, 7), (33, 17), (5, 7), (1, 1), (33, 17)]
    for _ in range(2):
        for shape in shapes:
            a = rng.random(shape, dtype=np.float32)
            np.testing.assert_allclose(k(a), (a * 2 + 1).T, rtol=1e-6)


def test_threads_never_share_a_live_result(scale):
    from concurrent.futures import ThreadPoolExecutor
    a = np.random.default_rng(3).random((1024, 300), dtype=np.float32)  # 1.2 MB: pooled

    def work(s):
        kept = [scale(a, float(s))]
        for _ in range(5):
            scale(a, 7.0)  # dropped at once: its block goes back
            kept.append(scale(a, float(s)))
        return kept

    with ThreadPoolExecutor(2) as ex:
        results = [r for rs in ex.map(work, [2, 3]) for r in rs]
    for r in results:
        assert sum(np.shares_memory(r, o) for o in results) == 1
    for s, rs in zip([2, 3], [results[:6], results[6:]]):
        for r in rs:
            np.testing.assert_array_equal(r, a * np.float32(s))


def test_several_live_results_of_one_size():
    """Results kept side by side each get their own block; dropped ones are found again."""
    outputs.clear()
    held = [outputs.empty((1 << 20,), np.uint8) for _ in range(4)]
    addresses = {h.ctypes.data for h in held}
    assert len(addresses) == 4
    del held[1:3]
    again = [outputs.empty((1 << 20,), np.uint8) for _ in range(2)]
    assert {a.ctypes.data for a in again} <= addresses - {held[0].ctypes.data, held[1].ctypes.data}
    outputs.clear()


ACCUMULATE = """
def acc(float(M, N) A) -> (B, s) {
    B(i, j) += A(i, j)
    s +=! A(i, j)
}
"""

ADD = "def add(float(N) A, float(N) B) -> (C) { C(i) = A(i) + B(N - 1 - i) }"


def test_fast_path_with_out_on_arrays_only():
    """A kernel of arrays only (the plainest fast path) with out=: the same array, a tuple or a list
    of one, an out= array that is an input (read from a copy), and out= arrays the full checks refuse."""
    k = po.compile(ADD)
    rng = np.random.default_rng(5)
    a, b = (rng.random(37, dtype=np.float32) for _ in range(2))
    c = np.empty_like(a)
    for out in (c, c, (c,), [c]):
        c[:] = 0
        got = k(a, b, out=out)
        assert got is c
        np.testing.assert_array_equal(c, a + b[::-1])
    for _ in range(2):
        x = a.copy()
        assert k(x, b, out=x) is x
        np.testing.assert_array_equal(x, a + b[::-1])
        y = b.copy()
        assert k(a, y[::-1][::-1], out=y) is y
        np.testing.assert_array_equal(y, a + b[::-1])
    for bad in (np.empty(37), np.empty(36, np.float32), np.empty(74, np.float32)[::2]):
        with pytest.raises(ShapeError):
            k(a, b, out=bad)
    read_only = np.empty_like(a)
    read_only.flags.writeable = False
    with pytest.raises(ShapeError, match="writeable"):
        k(a, b, out=read_only)
    with pytest.raises(po.ArgumentError):
        k(a, b, out=(c, c))


def test_fast_path_with_out_and_keywords(scale):
    """Repeated calls with out= and with every argument by keyword take the fast path; out=
    arrays of the wrong kind, or sharing memory with an input, still get the full checks."""
    rng = np.random.default_rng(4)
    a = rng.random((6, 5), dtype=np.float32)
    out = np.empty_like(a)
    for k in range(3):
        got = scale(a, float(k), out=out)
        assert got is out
        np.testing.assert_array_equal(out, a * np.float32(k))
        np.testing.assert_array_equal(scale(s=float(k), A=a), a * np.float32(k))
    for bad in (np.empty((5, 6), np.float32), np.empty((6, 5)), np.empty((6, 10), np.float32)[:, ::2]):
        with pytest.raises(ShapeError):
            scale(a, 1.0, out=bad)
    read_only = np.empty_like(a)
    read_only.flags.writeable = False
    with pytest.raises(ShapeError, match="writeable"):
        scale(a, 1.0, out=read_only)
    with pytest.raises(po.ArgumentError):
        scale(a, 1.0, out=(out, out))
    b = a.copy()
    for _ in range(2):  # in place: the input is read from a copy
        b[:] = a
        assert scale(b, 2.0, out=b) is b
        np.testing.assert_array_equal(b, a * np.float32(2))
    with pytest.raises(po.ArgumentError, match="unexpected"):
        scale(A=a, t=1.0)

    k = po.compile(ACCUMULATE)
    B, s = np.ones_like(a), np.zeros((), np.float32)
    for n in range(1, 4):
        assert k(a, out=(B, s))[0] is B
        np.testing.assert_allclose(B, 1 + n * a, rtol=1e-6)
        np.testing.assert_allclose(s, a.sum(), rtol=1e-5)
    with pytest.raises(po.ArgumentError, match="out="):
        k(a)  # B starts from the caller's values
    with pytest.raises(po.ArgumentError, match="share memory"):
        k(a, out=(B, B.reshape(-1)[:1].reshape(())))


def test_fast_path_keeps_current_and_results_apart():
    """Calls like an earlier one (the fast path) still make their sizes the kernel's ``current``,
    return a fresh array each time, and take out= arrays that own their data without copying;
    an out= array that is a view of an input (or the input itself) still has the input copied."""
    k = po.compile(ADD)
    rng = np.random.default_rng(6)
    a5, b5 = (rng.random(5, dtype=np.float32) for _ in range(2))
    a9, b9 = (rng.random(9, dtype=np.float32) for _ in range(2))
    for _ in range(3):
        r5, r5b = k(a5, b5), k(a5, b5)
        assert k.current.sizes == (("N", 5),) and r5 is not r5b
        np.testing.assert_array_equal(r5, a5 + b5[::-1])
        r9 = k(a9, b9)
        assert k.current.sizes == (("N", 9),)
        np.testing.assert_array_equal(r9, a9 + b9[::-1])
        np.testing.assert_array_equal(r5, r5b)  # an earlier result is not written again
        out = np.empty(5, np.float32)
        assert k(a5, b5, out=out) is out and k.current.sizes == (("N", 5),)
        np.testing.assert_array_equal(out, a5 + b5[::-1])
        both = np.concatenate([a5, b5])  # inputs that are views of the out= array's memory
        x, y = both[:5], both[5:]
        assert k(x, y, out=both[5:]) is not None
        np.testing.assert_array_equal(both[5:], a5 + b5[::-1])
        both = np.concatenate([a5, b5])
        got = k(both[:5], both[5:], out=both[:5])
        np.testing.assert_array_equal(got, a5 + b5[::-1])
    d = po.compile(ADD, dynamic=True)
    for _ in range(2):
        np.testing.assert_array_equal(d(a5, b5), a5 + b5[::-1])
        np.testing.assert_array_equal(d(a9, b9), a9 + b9[::-1])


def test_a_threads_buffers_are_freed_when_the_thread_exits():
    """The packed copy of a matmul's operand is the calling thread's, kept between calls; nothing
    freed it when the thread exited: 100 short-lived threads kept ~200 MiB (a helper's sweep)."""
    def rss_mib():
        return next(int(line.split()[1]) // 1024 for line in open("/proc/self/status") if line.startswith("VmRSS"))
    k = po.compile("def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }",
                   options=po.Options(num_threads=1))
    a, b = np.ones((64, 512), np.float32), np.ones((512, 1024), np.float32)
    assert "PO_FREE_AT_THREAD_EXIT" in k.specialize(M=64, K=512, N=1024).source
    k(a, b)
    before = rss_mib()
    for _ in range(100):
        t = threading.Thread(target=k, args=(a, b))
        t.start()
        t.join()
    assert rss_mib() - before < 60
