"""Scalar arguments: the fast path's ``converter`` takes and refuses exactly what ``scalar`` does
(the same values, the same Python types, the same errors and messages), for every scalar type."""

import functools
import math
import warnings

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import ShapeError
from polyopt.lang import ir
from polyopt.runtime.arguments import converter, scalar

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64"]
F32MAX = float(np.finfo(np.float32).max)
F32OVER = F32MAX + 2.0 ** 103  # the least magnitude numpy's cast makes inf
VALUES = [
    # Python ints: 0/1 (bool's), the edges of every integer type, beyond int64 and uint64, exact floats' edges
    *[s * v for v in (0, 1, 2, 3, 127, 128, 255, 256, 2**11, 2**11 + 1, 32767, 32768, 65535, 65536, 2**24,
                      2**24 + 1, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**53, 2**53 + 1, 2**60 + 2**36 + 1,
                      2**63 - 1, 2**63, 2**64 - 1, 2**64, 10**30) for s in (1, -1)],
    True, False,
    # Python floats: integral and not, float16's and float32's edges, inf, nan, -0.0
    *[s * v for v in (0.0, 1.0, 0.5, 2.5, 7.0, 0.1, 1 / 3, 1e-40, 1e-46, 5e-8, 65504.0, 65519.99, 65520.0,
                      70000.0, 2.0**31, 2.0**31 - 1, 2.0**63, 2.0**64, 1e20, F32MAX, math.nextafter(F32MAX, 1e300),
                      math.nextafter(F32OVER, 0), F32OVER, 1e39, 1e300, math.inf) for s in (1.0, -1.0)],
    math.nan,
    # numpy scalars of every type, and what scalar refuses
    *[np.dtype(d).type(v) for d in DTYPES for v in (0, 1)], np.float32(2.5), np.float64(-1e39), np.float16(0.1),
    np.float64(2.5), np.int64(2**40), np.uint64(2**64 - 1), np.float32(np.inf), np.longlong(5),
    np.array(3.0), np.array([1.0]), "2", 1j, None, [1.0], np.complex64(1),
]


def _outcome(f, x):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            return "ok", f(x)
    except ShapeError as e:
        return "error", str(e)


@pytest.mark.parametrize("dtype", DTYPES)
def test_converter_takes_and_refuses_what_scalar_does(dtype):
    p = ir.Param("a", dtype, ())
    fast = converter("k", p)
    for x in VALUES:
        want, got = _outcome(lambda v: scalar("k", p, v), x), _outcome(fast, x)
        assert got[0] == want[0], (dtype, x, got, want)
        if want[0] == "error":
            assert got[1] == want[1], (dtype, x)
            continue
        assert type(got[1]) is type(want[1]), (dtype, x, got, want)
        assert got[1] == want[1] or math.isnan(want[1]) and math.isnan(got[1]), (dtype, x, got, want)
        if isinstance(want[1], float):  # (the sign of a zero)
            assert math.copysign(1.0, got[1]) == math.copysign(1.0, want[1]), (dtype, x)


def test_float32_rounding_on_the_fast_path_is_numpys():
    """Random doubles rounded to float32: the converter's (struct's C cast) as numpy's cast."""
    fast = converter("k", ir.Param("a", "float32", ()))
    rng = np.random.default_rng(0)
    xs = np.concatenate([rng.standard_normal(2000) * 10.0 ** rng.integers(-45, 39, 2000),
                         rng.integers(-2**24, 2**24, 200).astype(np.float64)])
    got = np.array([fast(float(x)) for x in xs])
    np.testing.assert_array_equal(got, xs.astype(np.float32).astype(np.float64))


@pytest.mark.parametrize("t, vals", [("int32", (3, 3.0, True, np.int32(3))), ("float", (2.0, 2, True, np.float32(2))),
                                     ("double", (2.0, 2, np.float64(2))), ("uint8", (255, 255.0)),
                                     ("bool", (True, 1, 1.0, np.bool_(True)))])
def test_kernels_take_scalars_on_the_fast_path_as_on_the_first_call(t, vals):
    arr = {"float": np.float32, "double": np.float64}.get(t, np.int32 if t != "bool" else np.float32)
    k = po.compile(f"def f({'float' if arr is np.float32 else 'double' if arr is np.float64 else 'int32'}(N) x, "
                   f"{t} a) -> (z) {{ z(i) = x(i) + a }}")
    x = np.arange(5).astype(arr)
    for v in vals:
        first = k(x, v)
        for _ in range(2):  # (the later calls take the planned fast path)
            np.testing.assert_array_equal(k(x, v), first)
    bad = {"int32": 2**31, "float": 1e39, "double": "x", "uint8": -1, "bool": 2}[t]
    for _ in range(2):
        with pytest.raises(ShapeError, match=r"\ba\b"):
            k(x, bad)


@pytest.mark.parametrize("dynamic", [False, True], ids=["specialized", "dynamic"])
def test_calls_with_scalars_on_the_fast_path(dynamic):
    """Scalars before, between and after arrays; sizes passed to the C (dynamic); out=; a list for
    an array; an array or too many arguments for a scalar: the planned calls answer as the first."""
    k = po.compile("def f(float a, float(N) x, int32 n, float(N) y, float b) -> (z) "
                   "{ z(i) = a * x(i) + n * y(i) + b }", dynamic=dynamic)
    x, y = np.arange(5, dtype=np.float32), np.ones(5, np.float32)
    want = np.float32(2.0) * x + 3 * y + np.float32(0.5)
    out = np.empty(5, np.float32)
    for _ in range(3):
        np.testing.assert_array_equal(k(2.0, x, 3, y, 0.5), want)
        np.testing.assert_array_equal(k(np.float32(2), x, np.int32(3), y, np.float32(0.5)), want)
        assert k(2.0, x, 3, y, 0.5, out=out) is out
        np.testing.assert_array_equal(out, want)
        np.testing.assert_array_equal(k(2.0, list(x), 3, y, 0.5), want)
        np.testing.assert_array_equal(k(2.0, x[:3], 3, y[:3], 0.5), want[:3])
        with pytest.raises(ShapeError, match=r"argument n = 2147483648 does not fit in int32"):
            k(2.0, x, 2**31, y, 0.5)
        with pytest.raises(ShapeError, match=r"argument a is a scalar float32"):
            k(np.ones(2), x, 3, y, 0.5)
        np.testing.assert_array_equal(k(np.array(2.0), x, 3, y, 0.5), want)  # (a 0-d array is a scalar)
        with pytest.raises(ShapeError, match=r"argument a is a scalar float32, got ndarray of shape \(2,\)"):
            k(np.ones(2), x, 3, y, 0.5)  # (the same signature as the 0-d array's: its plan refuses it)
        with pytest.raises(ShapeError, match=r"argument n is int32, got the fraction"):
            k(2.0, x, 2.5, y, 0.5)
        with pytest.raises(po.ArgumentError, match=r"got 6"):
            k(2.0, x, 3, y, 0.5, 1.0)



F32_TOP, F64_TOP = 2**128 - 2**104, 2**1024 - 2**971  # the largest finite float32 and float64


@pytest.mark.parametrize("dtype, x, want", [
    ("float32", 2**64, 2.0**64),
    ("float32", 2**64 + 2**40 + 1, 2.0**64 + 2.0**41),  # rounded once (through a double: 2**64, a tie made even)
    ("float32", -(2**128 - 2**103 - 1), -float(F32_TOP)),
    ("float64", 2**64 + 2**40 + 1, 2.0**64 + 2.0**40),
    ("float64", 2**1024 - 2**970 - 1, float(F64_TOP)),
    *[(d, x, None) for d in DTYPES if d[0] != "f" or d == "float16" for x in (2**64, -2**63 - 1, 10**400)],
    ("float32", 2**128 - 2**103, None),  # (rounds to inf)
    ("float64", -(2**1024 - 2**970), None),
])
def test_ints_past_64_bits_fit_or_say_they_do_not(dtype, x, want):
    """numpy reads an int past 64 bits as an object: the message was "got int of shape () and dtype
    object". Such an int fits a float type, rounded once to nearest even, or does not fit."""
    p = ir.Param("a", dtype, ())
    for f in (functools.partial(scalar, "k", p), converter("k", p)):
        if want is None:
            with pytest.raises(ShapeError, match=rf"\ba = -?(\d+|\(an int of \d+ bits\)) does not fit in {dtype} \("):
                f(x)
        else:
            got = f(x)
            assert type(got) is float and got == want, (dtype, x, got, want)
