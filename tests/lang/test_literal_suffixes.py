"""Tensor Comprehensions' typed literals: ``1.5f64``, ``2f32``, ``7i64``, ``7i32`` take the type
their suffix names; literals without one stay weak (the other operand's type)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import ParseError


@pytest.mark.parametrize("rhs, dtype, want", [
    ("A(i) * 2.5f32", np.float32, lambda a: a * np.float32(2.5)),
    ("A(i) * 2.5f64", np.float64, lambda a: a.astype(np.float64) * 2.5),
    ("A(i) + 2f32", np.float32, lambda a: a + np.float32(2)),
    ("A(i) * 1e-1f64", np.float64, lambda a: a.astype(np.float64) * 0.1),
    ("A(i) * 2.5", np.float32, lambda a: a * np.float32(2.5)),
])
def test_float_suffixes(rhs, dtype, want):
    a = np.arange(5, dtype=np.float32)
    got = po.compile(f"def f(float(N) A) -> (B) {{ B(i) = {rhs} }}")(a)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, want(a))


def test_int_suffixes():
    a = np.arange(5, dtype=np.int32)
    wide = po.compile("def f(int32(N) A) -> (B) { B(i) = A(i) + 3000000000i64 }")(a)
    assert wide.dtype == np.int64
    np.testing.assert_array_equal(wide, a.astype(np.int64) + 3000000000)
    same = po.compile("def f(int32(N) A) -> (B) { B(i) = A(i) * 3i32 }")(a)
    assert same.dtype == np.int32
    np.testing.assert_array_equal(same, a * 3)


def test_unsupported_suffix_is_a_parse_error():
    with pytest.raises(ParseError):
        po.compile("def f(float(N) A) -> (B) { B(i) = A(i) * 2i9 }")


@pytest.mark.parametrize("literal, dtype", [("300u8", "uint8"), ("128i8", "int8"), ("65536u16", "uint16"),
                                            ("2147483648i32", "int32"), ("18446744073709551616z", "uint64")])
def test_a_literal_that_does_not_fit_its_suffix_is_a_parse_error(literal, dtype):
    """``300u8`` wrapped to 44 (found by a helper's sweep); numpy refuses ``np.uint8(300)`` too."""
    with pytest.raises(ParseError, match=f"{literal} does not fit in {dtype}") as e:
        po.compile(f"def f(int64(N) A) -> (B) {{ B(i) = A(i) + {literal} }}")
    assert e.value.line == 1


def test_a_literal_at_its_suffixes_limit_is_kept():
    a = np.zeros(3, dtype=np.int64)
    np.testing.assert_array_equal(po.compile("def f(int64(N) A) -> (B) { B(i) = A(i) + 255u8 }")(a), a + 255)
