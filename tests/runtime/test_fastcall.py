"""Calls checked and run in C (``polyopt/runtime/fastcall.py``): the same numbers as the Python
path, every argument it does not plan for taken to the checked path, faults raised, kernels
collected."""

import gc
import threading
import weakref

import numpy as np
import pytest

import polyopt as po
from polyopt.runtime import fastcall

pytestmark = pytest.mark.skipif(fastcall.module() is None, reason="no Python headers here to build the C call path")

DOT = "def dot(float(N) a, float(N) b) -> (s) { s() +=! a(i) * b(i) }"
MM = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
DIV = "def d(int32(N) x, int32(N) y) -> (z) { z(i) = x(i) / y(i) }"


def _python_path(k, *args):
    """``k(*args)`` through the Python path (the C plan put aside for the call)."""
    fast, k._calls.fast = k._calls.fast, None
    try:
        return k(*args)
    finally:
        k._calls.fast = fast


@pytest.mark.parametrize("source, shapes, dtype", [(DOT, [(37,), (37,)], np.float32),
                                                   (MM, [(5, 7), (7, 3)], np.float32), (DIV, [(9,), (9,)], np.int32)])
def test_a_repeated_call_runs_in_c_with_the_same_numbers(source, shapes, dtype):
    k = po.compile(source)
    rng = np.random.default_rng(0)
    args = [(rng.integers(1, 50, s) if dtype == np.int32 else rng.random(s)).astype(dtype) for s in shapes]
    first = k(*args)
    assert k._calls.fast is not None
    again = k(*args)
    assert again is not first and type(again) is np.ndarray and again.shape == first.shape
    np.testing.assert_array_equal(again, first)
    np.testing.assert_array_equal(again, _python_path(k, *args))
    assert k._last is not None and k.source


def test_arguments_it_does_not_plan_for_take_the_checked_path():
    k = po.compile(MM)
    a, b = np.random.default_rng(1).random((6, 4)).astype(np.float32), np.ones((4, 5), np.float32)
    want = a.astype(np.float64) @ b
    k(a, b)
    np.testing.assert_allclose(k(np.asfortranarray(a), b), want, rtol=1e-6)  # not C-contiguous
    np.testing.assert_allclose(k(a[:, :4], b), want, rtol=1e-6)
    ro = a.copy()
    ro.flags.writeable = False
    np.testing.assert_allclose(k(ro, b), want, rtol=1e-6)  # read-only inputs run in C too
    raw = np.empty(a.nbytes + 4, np.uint8)[4:].view(np.float32).reshape(a.shape)  # (aligned to 4 bytes)
    raw[...] = a
    np.testing.assert_allclose(k(raw, b), want, rtol=1e-6)

    class Sub(np.ndarray):
        pass
    np.testing.assert_allclose(k(a.view(Sub), b), want, rtol=1e-6)
    np.testing.assert_allclose(k(a[:3], b), want[:3], rtol=1e-6)  # another shape: its own plan
    with pytest.raises(po.ShapeError, match="dtype float64"):
        k(a.astype(np.float64), b)
    with pytest.raises(po.ArgumentError):
        k(a)
    out = np.empty((6, 5), np.float32)
    assert k(a, b, out=out) is out
    np.testing.assert_allclose(out, want, rtol=1e-6)


def test_a_kernel_without_inputs():
    k = po.compile("def f() -> (b) { b(i) = 4 where i in 0:10 }")
    assert k().tolist() == [4] * 10 and k._calls.fast is not None
    assert k().tolist() == [4] * 10


def test_a_fault_in_c_is_raised():
    k = po.compile(DIV)
    x, y = np.ones(4, np.int32), np.ones(4, np.int32)
    k(x, y)
    assert k._calls.fast is not None
    y[2] = 0
    with pytest.raises(po.RuntimeFault, match="division by zero"):
        k(x, y)


def test_threads_call_one_kernel_at_once():
    k = po.compile(MM, options=po.Options(num_threads=1))
    rng = np.random.default_rng(2)
    a, b = rng.random((48, 40)).astype(np.float32), rng.random((40, 56)).astype(np.float32)
    want = a.astype(np.float64) @ b
    k(a, b)
    bad = []

    def work():
        for _ in range(100):
            if not np.allclose(k(a, b), want, rtol=1e-5):
                bad.append(1)
    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not bad


def test_a_kernel_with_a_plan_is_collected():
    k = po.compile(DOT)
    x = np.ones(8, np.float32)
    k(x, x)
    assert k._calls.fast is not None
    gone = weakref.ref(k)
    del k
    gc.collect()
    assert gone() is None


# every scalar type, several outputs, and an array output: the values a call passes, as the kernel sees them
SCALARS = """
def sc(float(N) X, int8 a, uint64 b, float c, float16 d, double e, bool f) -> (A, B, C, D, E, F, Y) {
    A(i) = a where i in 0:N
    B(i) = b where i in 0:N
    C(i) = c where i in 0:N
    D(i) = d where i in 0:N
    E(i) = e where i in 0:N
    F(i) = f where i in 0:N
    Y(i) = X(i) * c
}
"""
GOOD = (1, 2, 3.0, 4, 5.0, True)  # a, b, c, d, e, f
# values of each scalar on both sides of what its type takes, and of each kind
EDGES = {
    "a": [127, 128, -128, -129, 127.0, 127.5, -0.0, float("nan"), float("inf"), True, np.int8(-5), np.int16(5),
          np.float32(3), 2**63, -2**63 - 1, 2**80, "7", None, np.ones(1)],
    "b": [0, -1, 2**63, 2**64 - 1, 2**64, 2.0**63, 2.0**64, 1.5, True, np.uint64(2**64 - 1), np.int64(3), -0.0],
    "c": [0.1, 3.4028235e38, 2.0**128 - 2.0**104, 2.0**128 - 2.0**103, 1e300, -1e300, float("inf"), float("nan"),
          2**24, 2**24 + 1, -2**24 - 1, 2**200, False, np.float32(0.1), np.float64(0.1), np.float16(0.1), 1j],
    "d": [0.1, 2048, 2049, 65504.0, 65520.0, 1e6, True, np.float16(0.1), np.float32(0.1), float("nan")],
    "e": [0.1, 2**53, 2**53 + 1, -2**53 - 1, 2**1100, True, np.float64(0.1), np.float32(0.1), float("-inf")],
    "f": [0, 1, 2, -1, 0.0, -0.0, 1.0, 0.5, float("nan"), True, np.bool_(False), np.int8(1), 2**70],
}


def _outcome(k, c_path: bool, args, kwargs=None, out=None):
    """``k(*args, **kwargs, out=out)`` through the C plan (asserted to answer) or through the Python path:
    the outputs' copies, or the error's type and text."""
    kwargs = kwargs or {}
    fast = k._calls.fast
    if not c_path:
        k._calls.fast = None
    try:
        got = k(*args, out=out, **kwargs) if out is not None else k(*args, **kwargs)
    except po.PolyoptError as e:
        return type(e), str(e)
    finally:
        k._calls.fast = fast
    return [np.array(a, copy=True) for a in (got if isinstance(got, tuple) else (got,))]


def _same(a, b):
    assert type(a) is type(b), (a, b)
    if isinstance(a, tuple):
        assert a == b
        return
    assert len(a) == len(b)
    for x, y in zip(a, b):
        assert x.dtype == y.dtype
        np.testing.assert_array_equal(x, y)


@pytest.fixture(scope="module")
def scalars():
    k = po.compile(SCALARS)
    x = np.arange(5, dtype=np.float32)
    k(x, *GOOD)
    k(x, *GOOD)
    return k, x


def test_scalars_of_every_type_and_several_outputs_run_in_c(scalars):
    k, x = scalars
    assert k._calls.fast is not None
    got = k._calls.fast((x, *GOOD), {}, None)
    assert type(got) is tuple and len(got) == 7
    _same([np.array(a) for a in got], _outcome(k, False, (x, *GOOD)))
    assert got[4].tolist() == [5.0] * 5 and got[5].all() and got[6].tolist() == (x * 3).tolist()
    names = "abcdef"
    for kw in ({n: v for n, v in zip(names, GOOD)}, {"X": x, **dict(zip(names, GOOD))}):  # by keyword
        args = () if "X" in kw else (x,)
        assert k._calls.fast(args, kw, None) is not None
        _same(_outcome(k, True, args, kw), _outcome(k, False, (x, *GOOD)))


@pytest.mark.parametrize("name", list(EDGES))
def test_every_scalar_value_gives_the_same_numbers_or_error_through_both_paths(scalars, name):
    k, x = scalars
    at = "abcdef".index(name)
    for value in EDGES[name]:
        args = [x, *GOOD]
        args[1 + at] = value
        c, py = _outcome(k, True, args), _outcome(k, False, args)
        _same(c, py)
        kw = dict(zip("abcdef", args[1:]))
        _same(_outcome(k, True, (x,), kw), py)


def test_wrong_arguments_give_the_same_errors_through_both_paths(scalars):
    k, x = scalars
    bad_calls = [
        ((x,), {}), ((x, *GOOD, 1), {}), ((x, *GOOD[:5]), {"f": True, "a": 1}),  # missing, too many, twice
        ((x, *GOOD[:5]), {"g": True}), ((), dict(zip("abcdef", GOOD))),  # unexpected, missing X
        ((x.astype(np.float64), *GOOD), {}), ((x[None], *GOOD), {}), ((x.tolist(), *GOOD), {}),
        ((x[::2], *GOOD), {}), ((x.astype(">f4"), *GOOD), {}), ((np.float32(1), *GOOD), {}),
        (("x", *GOOD), {}), ((x, *GOOD[:2], x, *GOOD[3:]), {}),
    ]
    for args, kwargs in bad_calls:
        _same(_outcome(k, True, args, kwargs), _outcome(k, False, args, kwargs))


def test_out_arrays_are_checked_as_the_python_path_checks_them(scalars):
    k, x = scalars
    fresh = k(x, *GOOD)

    def outs():
        return tuple(np.empty_like(a) for a in fresh)
    o = outs()
    assert k._calls.fast((x, *GOOD), {}, o) is not None  # a good out= runs in C
    assert all(a is b for a, b in zip(k(x, *GOOD, out=o), o))
    assert all(a is b for a, b in zip(k(x, *GOOD, out=list(o)), o))
    _same([np.array(a) for a in o], [np.array(a) for a in fresh])
    read_only = outs()
    read_only[2].flags.writeable = False
    unaligned = outs()
    raw = np.empty(fresh[4].nbytes + 1, np.uint8)[1:].view(np.float64)
    unaligned = (*unaligned[:4], raw, *unaligned[5:])
    wide = outs()
    wide = (*wide[:6], np.empty(10, np.float32)[::2])
    shared = outs()
    shared = (*shared[:6], shared[2])  # two outputs in one array
    wrong = [o[0], o[:6], (*o, o[0]), [*o[:6], None], (*o[:6], 3), (*o[:6], fresh[6].astype(np.float64)),
             (*o[:6], np.empty(4, np.float32)), read_only, wide, shared, "o"]
    for out in wrong:
        _same(_outcome(k, True, (x, *GOOD), out=out), _outcome(k, False, (x, *GOOD), out=out))
    for out in (unaligned, (*outs()[:6], x.copy())):  # taken by the Python path: the same numbers
        _same(_outcome(k, True, (x, *GOOD), out=out), _outcome(k, False, (x, *GOOD), out=out))
    for c_path in (True, False):  # an input that is an output is read from a copy
        y = x.copy()
        got = _outcome(k, c_path, (y, *GOOD), out=(*outs()[:6], y))
        np.testing.assert_array_equal(got[6], x * 3)
        np.testing.assert_array_equal(y, x * 3)


LAYERNORM = """
def layernorm(float(N, D) X, float(D) gamma, float(D) beta, float eps) -> (Y) {
    mean(n) +=! X(n, d)
    mean(n) = mean(n) / D
    xc(n, d) = X(n, d) - mean(n)
    var(n) +=! xc(n, d) * xc(n, d)
    var(n) = var(n) / D
    Y(n, d) = xc(n, d) * rsqrt(var(n) + eps) * gamma(d) + beta(d)
}
"""


def test_layernorm_with_a_scalar_and_temporaries_runs_in_c_on_each_threads_own():
    k = po.compile(LAYERNORM, options=po.Options(num_threads=1))
    rng = np.random.default_rng(3)
    xs = [rng.random((9, 33), dtype=np.float32) for _ in range(4)]
    g, b = rng.random(33, dtype=np.float32), rng.random(33, dtype=np.float32)
    want = [k(x, g, b, 1e-5) for x in xs]
    assert k._calls.fast is not None and k._calls.temp_names
    assert k._calls.fast((xs[0], g, b, 1e-5), {}, None) is not None
    out = np.empty_like(xs[0])
    assert k(xs[0], g, b, eps=1e-5, out=out) is out
    np.testing.assert_array_equal(out, want[0])
    assert k._calls.fast((xs[0], g, b, 1e-5), {}, xs[0]) is None  # (in place: the Python path copies X)
    bad = []

    def work(i):
        for _ in range(200):
            if not np.array_equal(k(xs[i], g, b, 1e-5), want[i]):
                bad.append(i)
    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not bad


def test_c_calls_hold_no_references_and_leak_no_memory(scalars):
    import sys
    import tracemalloc
    k, x = scalars
    fast = k._calls.fast
    o = tuple(np.empty_like(a) for a in k(x, *GOOD))
    kw = dict(zip("abcdef", GOOD))
    c, big = 2.0**100, 10**30
    before = [sys.getrefcount(v) for v in (x, *o, c, big)]
    for _ in range(1000):
        assert fast((x, *GOOD), {}, None) is not None
        assert fast((x,), kw, o) is not None
        assert fast((x, 1, 2, c, 4, 5.0, True), {}, None) is not None
        assert fast((x, 1, big, 3.0, 4, 5.0, True), {}, o) is None
        assert fast((x, *GOOD), {}, (*o[:6], x)) is None
    assert [sys.getrefcount(v) for v in (x, *o, c, big)] == before
    got = fast((x, *GOOD), {}, None)
    assert [sys.getrefcount(a) for a in got] == [3] * 7  # (got, the argument, the tuple's item)

    d = po.compile(DIV)
    xi, yi = np.ones(4, np.int32), np.zeros(4, np.int32)
    d(xi, xi)
    assert d._calls.fast is not None

    def calls(n):
        for _ in range(n):
            fast((x, *GOOD), {}, None)
            fast((x,), kw, o)
            d._calls.fast((xi, yi), {}, None)  # a fault's status
    calls(1000)
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        calls(100_000)
        grown = tracemalloc.get_traced_memory()[0] - start
    finally:
        tracemalloc.stop()
    assert grown < 64 << 10, grown


def test_calls_with_some_arguments_by_keyword_are_planned_too():
    """(They took the full checks at every call: 7.7 us for a two-input add, against 0.6 in C.)"""
    k = po.compile("def add(float(N) X, float(N) Y) -> (Z) { Z(i) = X(i) + Y(i) }")
    x, y = np.arange(5, dtype=np.float32), np.ones(5, np.float32)
    assert k(x, Y=y).tolist() == (x + y).tolist()
    assert k._calls.fast is not None and k._calls.fast((x,), {"Y": y}, None) is not None
    assert k(x, Y=y).tolist() == (x + y).tolist()
    with pytest.raises(po.ArgumentError, match="two values"):
        k(x, X=y)
