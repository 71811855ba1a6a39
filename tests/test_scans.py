"""Prefix reductions run as recurrences (``poly/scans.py``): numpy's cumsum, cumprod and
maximum/minimum.accumulate bit for bit at awkward sizes, on one and two threads, and the
reductions the pass must leave as written."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from polyopt.lang.check import check
from polyopt.lang.parser import parse
from polyopt.poly.scans import prefix_scans

SIZES = (1, 2, 3, 17, 1000)


def _exclusive(x: np.ndarray) -> np.ndarray:
    return np.concatenate([np.zeros(1, x.dtype), np.cumsum(x)[:-1]]).astype(x.dtype)


def _row(n: int) -> tuple[int, ...]:
    return (n,)


# name -> (kernel text with T for the element type, numpy's result from X, X's shape at size N)
FORMS = {
    "inclusive": ("def f(T(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }", np.cumsum, _row),
    "where-le": ("def f(T(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j <= i }", np.cumsum, _row),
    "exclusive": ("def f(T(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i }", _exclusive, _row),
    "rows": ("def f(T(B, N) X) -> (Y) { Y(b, i) +=! X(b, j) where i in 0:N, j in 0:i+1 }",
             functools.partial(np.cumsum, axis=1), lambda n: (3, n)),
    "columns": ("def f(T(N, B) X) -> (Y) { Y(i, b) +=! X(j, b) where i in 0:N, j <= i }",
                functools.partial(np.cumsum, axis=0), lambda n: (n, 5)),
    "product": ("def f(T(N) X) -> (Y) { Y(i) *=! X(j) where i in 0:N, j in 0:i+1 }", np.cumprod, _row),
    "max": ("def f(T(N) X) -> (Y) { Y(i) max=! X(j) where i in 0:N, j in 0:i+1 }", np.maximum.accumulate, _row),
    "min": ("def f(T(B, N) X) -> (Y) { Y(b, i) min=! X(b, j) where i in 0:N, j <= i }",
            functools.partial(np.minimum.accumulate, axis=1), lambda n: (2, n)),
}
TYPES = {"int64": np.int64, "int32": np.int32, "float": np.float32, "double": np.float64}


def _inputs(name: str, dtype, n: int, rng) -> np.ndarray:
    shape = FORMS[name][2](n)
    if name == "product":  # (near 1: no overflow, no underflow to 0)
        x = rng.integers(1, 3, shape) if np.dtype(dtype).kind == "i" else rng.uniform(0.9, 1.1, shape)
    else:
        x = rng.integers(-50, 50, shape) if np.dtype(dtype).kind == "i" else rng.uniform(-1, 1, shape)
    return x.astype(dtype)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("type_", ["int64", "float"])
@pytest.mark.parametrize("name", list(FORMS))
def test_prefix_reductions_give_numpys_numbers(name, type_, threads):
    """Every form at sizes 1, 2, 3, 17, 1000, run as a recurrence (the model's note says so) and
    equal to numpy's scan, floats bit for bit (both add in order; ``parallel_min_work=0``: the
    loops over the rows of a 2-D scan fork at every size)."""
    text, ref, _ = FORMS[name]
    k = po.compile(text.replace("T(", f"{type_}("),
                   options=po.Options(num_threads=threads, parallel_min_work=0))
    assert any("prefix reduction" in note for note in k.scop.notes)
    rng = np.random.default_rng(len(name) + threads)
    for n in SIZES:
        x = _inputs(name, TYPES[type_], n, rng)
        got = k(x)
        assert got.dtype == x.dtype
        np.testing.assert_array_equal(got, ref(x), err_msg=f"N={n}")


@pytest.mark.parametrize("name", ["exclusive", "max", "rows"])
def test_prefix_reductions_in_int32_and_double(name):
    text, ref, _ = FORMS[name]
    for type_ in ("int32", "double"):
        k = po.compile(text.replace("T(", f"{type_}("))
        rng = np.random.default_rng(3)
        for n in SIZES:
            x = _inputs(name, TYPES[type_], n, rng)
            np.testing.assert_array_equal(k(x), ref(x), err_msg=f"{type_} N={n}")


def test_size_generic_and_empty_calls():
    """A ``dynamic=True`` kernel runs the recurrence at every size; a call with N = 0 (the empty
    arrays' kernel, statements as written) returns an empty scan."""
    k = po.compile(FORMS["rows"][0].replace("T(", "double("), dynamic=True)
    rng = np.random.default_rng(4)
    for n in SIZES:
        x = rng.uniform(-1, 1, (3, n))
        np.testing.assert_array_equal(k(x), np.cumsum(x, axis=1), err_msg=f"N={n}")
    assert "Y(b, i) = (Y(b, (i - 1)) + X(b, i))" in k.source
    assert k(np.empty((3, 0))).shape == (3, 0)


def test_window_starts_and_ends_off_the_diagonal():
    """``j in 2:i - 1`` (the first term at i = 4, empty sums before) and ``i in 4:N`` (the
    first element with five terms): the elements before the recurrence are the statement as
    written."""
    rng = np.random.default_rng(5)
    x = rng.uniform(-1, 1, 40).astype(np.float32)
    k = po.compile("def f(float(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 2:i - 1 }")
    want = np.concatenate([np.zeros(4, np.float32), np.cumsum(x[2:38])])
    np.testing.assert_array_equal(k(x), want)
    k = po.compile("def f(float(N) X) -> (Y) { Y(i) max=! X(j) where i in 4:N, j in 0:i+1 }")
    want = np.maximum.accumulate(x)
    want[:4] = 0  # (elements no statement writes)
    np.testing.assert_array_equal(k(x), want)


def test_scans_of_scans_and_a_temporary():
    """A prefix sum of a prefix sum (its term reads the first, written before), and a scan into a
    temporary read by a later statement."""
    src = """def f(int64(N) X) -> (Y, Z, W) {
        Y(i) +=! X(j) where i in 0:N, j in 0:i+1
        Z(i) +=! 2 * Y(j) where i in 0:N, j <= i
        T(i) max=! X(j) where i in 0:N, j <= i
        W(i) = T(i) - X(i)
    }"""
    k = po.compile(src)
    assert sum("prefix reduction" in note for note in k.scop.notes) == 3
    x = np.random.default_rng(6).integers(-9, 9, 1000)
    y, z, w = k(x)
    np.testing.assert_array_equal(y, np.cumsum(x))
    np.testing.assert_array_equal(z, np.cumsum(2 * np.cumsum(x)))
    np.testing.assert_array_equal(w, np.maximum.accumulate(x) - x)


def test_the_last_step_kept_and_a_declared_type():
    """``-> (Y[-1])`` keeps the total only (the recurrence is then stored in one element,
    ``poly/storage.py``); an output declared double sums an int32 input converted term by term."""
    x = np.random.default_rng(8).integers(-9, 9, 17)
    k = po.compile("def f(int64(N) X) -> (Y[-1]) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }")
    assert any("prefix reduction" in note for note in k.scop.notes)
    assert k(x) == x.sum()
    k = po.compile("def f(int32(N) X) -> (double(N) Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i }")
    assert any("prefix reduction" in note for note in k.scop.notes)
    np.testing.assert_array_equal(k(x.astype(np.int32)), _exclusive(x).astype(np.float64))


def _rewritten(src: str):
    return prefix_scans(check(parse(src).defs[0]), src)


def test_the_bench_kernel_becomes_its_first_element_and_a_recurrence():
    got = _rewritten("def prefix_sum(int64(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }")
    assert [str(s) for s in got.checked.definition.body] == [
        "Y(i) +=! X(j) where i in 0:N, j in 0:(i + 1), (i <= 0)",
        "Y(i) = (Y((i - 1)) + X(i)) where i in 1:N"]


@pytest.mark.parametrize("src", [
    "def f(float(N) X) -> (Y) { Y(i) +=! X(j) * i where i in 0:N, j <= i }",
    "def f(float(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in i-2:i+1, j >= 0 }",
    "def f(float(N, M) X) -> (Y) { Y(i) +=! X(j, k) where i in 0:N, j <= i }",
    "def f(float(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1, j != 3 }",
    "def f(float(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N+3, j <= i }",
    "def f(float(N) X, float(M) Z) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in M:i+1 }",
    "def f(float(N) X) -> (Y) { Y(i) +=! X(j) + Y(j) where i in 0:N, j in 0:i }",
    "def f(float(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:2*i+1 }",
    "def f(float(N) X) -> (Y) { Y(i) = X(i)\n Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }",
    "def f(float(N) X) -> (Y) { Y(i) += X(j) where i in 0:N, j in 0:i+1 }",
    "def f(bool(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }",
    "def f(float16(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in 0:i+1 }",
    "def f(float(N, N) L, float(N) x) -> (y) { y(i) +=! L(i, j) * x(j) where j in 0:i+1 }",
], ids=["depends-on-i", "sliding-window", "two-variables", "hole", "window-clipped", "start-moves",
        "reads-itself", "stride-2", "written-before", "no-init", "bool", "float16", "trmv"])
def test_reductions_that_are_not_prefix_scans_stay_as_written(src):
    """The term reads ``i`` or what the statement writes, the window's both ends move, its start
    is a size, it has a hole, a stride or a second variable, the tensor was written before or is
    not initialized, or the type's updates are not repeated exactly (bool, float16)."""
    assert _rewritten(src) is None
    assert not any("prefix reduction" in note for note in po.compile(src).scop.notes)  # (a valid kernel)


def test_a_sliding_window_keeps_its_numbers():
    x = np.random.default_rng(7).uniform(-1, 1, 17).astype(np.float32)
    k = po.compile("def f(float(N) X) -> (Y) { Y(i) +=! X(j) where i in 0:N, j in i-2:i+1, j >= 0 }")
    assert not any("prefix reduction" in note for note in k.scop.notes)
    want = np.array([x[max(i - 2, 0):i + 1].sum(dtype=np.float64) for i in range(17)])
    np.testing.assert_allclose(k(x), want, rtol=1e-6, atol=1e-6)
