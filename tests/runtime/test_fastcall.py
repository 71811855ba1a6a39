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
