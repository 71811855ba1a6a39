"""Loop pairs over whole rows printed as one loop over the flat index (codegen/flatten.py)."""

import re

import numpy as np
import pytest

import polyopt as po

OPTIONS = po.Options(num_threads=2)

MOMENTS = """
def moments(float(N, C, H, W) X) -> (mean, var) {
    mean(c) +=! X(n, c, h, w)
    mean(c) = mean(c) / (N * H * W)
    var(c) +=! (X(n, c, h, w) - mean(c)) * (X(n, c, h, w) - mean(c))
    var(c) = var(c) / (N * H * W)
}
"""
PLANE_SUM = "def plane(float(H, W) X) -> (s) { s() +=! X(h, w) }"
SCALE = "def scale(float(N, C, H, W) X, float(C) g) -> (Y) { Y(n, c, h, w) = X(n, c, h, w) * g(c) }"
SHIFT = "def shift(float(H, W) X) -> (Y) { Y(h, w) = X(h, w + 1) where w in 0:W-1 }"


def _flat(source: str) -> bool:
    return re.search(r"\bpo_f\d+\b", source) is not None


def _x(shape, seed=0):
    return np.random.default_rng(seed).uniform(0, 1, shape).astype(np.float32)


@pytest.mark.parametrize("sizes", [(2, 3, 28, 28), (3, 2, 5, 7), (1, 4, 1, 9), (2, 2, 6, 1)])
def test_moments(sizes):
    k = po.compile(MOMENTS, options=OPTIONS)
    x = _x(sizes)
    mean, var = k(x)
    np.testing.assert_allclose(mean, x.mean(axis=(0, 2, 3)), rtol=1e-5)
    np.testing.assert_allclose(var, x.var(axis=(0, 2, 3)), rtol=1e-4, atol=1e-7)
    if sizes[2] > 1 and sizes[3] > 1:
        assert _flat(k.source)


@pytest.mark.parametrize("shape", [(28, 28), (3, 17), (40, 1)])
def test_plane_sum(shape):
    k = po.compile(PLANE_SUM, options=OPTIONS)
    x = _x(shape, 1)
    np.testing.assert_allclose(k(x), x.sum(dtype=np.float64), rtol=1e-5)


def test_elementwise_writes_flat():
    k = po.compile(SCALE, options=OPTIONS)
    x, g = _x((2, 3, 5, 7), 2), _x((3,), 3)
    np.testing.assert_array_equal(k(x, g), x * g[None, :, None, None])
    assert _flat(k.source)


def test_partial_rows_stay_nested():
    k = po.compile(SHIFT, options=OPTIONS)
    x = _x((6, 9), 4)
    np.testing.assert_array_equal(k(x)[:, :8], x[:, 1:])
    assert not _flat(k.source)  # rows of 8 of the 9 elements are not back to back


def test_pair_used_as_a_value_stays_nested():
    """``w`` in the divisor as well as in the accesses: the flat loop would lose it."""
    k = po.compile("def f(float(H, W) X) -> (Y) { Y(h, w) = X(h, w) / float(w + 1) }", options=OPTIONS)
    x = _x((5, 7), 5)
    np.testing.assert_allclose(k(x), x / (np.arange(7, dtype=np.float32) + 1), rtol=1e-6)
    assert not _flat(k.source)
    plain = po.compile("def f(float(H, W) X) -> (Y) { Y(h, w) = X(h, w) / float(w + 1) }",
                       options=po.Options(schedule="program", parallel=False))
    np.testing.assert_allclose(plain(x), x / (np.arange(7, dtype=np.float32) + 1), rtol=1e-6)


KEEP_LAST = """
def steps(float(N) X, float(T) st) -> (A[-1], B[-2:]) {
    A(t, i) = X(i) where t in 0:1, i in 0:N
    A(t, i) = A(t - 1, i) * 0.5 + 1 where t in 1:T, i in 0:N
    B(t, i) = A(t, i) + 1 where t in 0:T, i in 0:N
}
"""


@pytest.mark.parametrize("schedule", ["program", "auto"])
def test_steps_stored_modulo_stay_nested(schedule):
    """``B(t, i)`` kept as its last 2 steps is stored modulo 2 along ``t``: its rows are slots, not
    one plane. In program order the pair (t, i) of B's own nest was flattened and every step went
    to the slot of step 0, ``t_B[(0 + 1) % 2][f]`` for f up to T * N: zeros returned and the heap
    overwritten (glibc: "corrupted double-linked list")."""
    k = po.compile(KEEP_LAST, options=po.Options(schedule=schedule))
    x, t = _x(7), 5
    seq = [x]
    for _ in range(1, t):
        seq.append(seq[-1] * np.float32(0.5) + np.float32(1))
    a, b = k(x, np.zeros(t, np.float32))
    np.testing.assert_allclose(a, seq[-1], rtol=1e-6)
    np.testing.assert_allclose(b, np.array(seq[-2:]) + 1, rtol=1e-6)
    assert "% 2)][po_f" not in k.source
