"""Bitwise operators ``& | ^ ~ << >>`` on integers and bools, as numpy computes them."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.cuda import cuda_pipeline

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cuda"))
from harness import CONCURRENT, emulate, nvcc_check  # noqa: E402, I001

TYPES = ["int8", "uint8", "int16", "int32", "uint32", "int64", "uint64"]


@pytest.mark.parametrize("dt", TYPES)
def test_bitwise_operators_match_numpy(dt):
    k = po.compile(f"""def f({dt}(N) A, {dt}(N) B) -> (O, P, Q, R, S) {{
        O(i) = A(i) << B(i)
        P(i) = A(i) >> B(i)
        Q(i) = A(i) & 3 | B(i) << 1 ^ A(i)
        R(i) = ~A(i)
        S(i) = (A(i) & B(i)) == 0 ? A(i) | B(i) : A(i) ^ B(i)
    }}""")
    bits = np.dtype(dt).itemsize * 8
    info = np.iinfo(dt)
    rng = np.random.default_rng(bits)
    a = rng.integers(info.min, info.max, 64, dtype=dt, endpoint=True)
    a[:4] = [0, 1, info.max, info.min]
    counts = np.array([0, 1, bits - 1, bits, bits + 3, 2 * bits] + list(range(58)), dtype=np.int64) % (bits + 9)
    if dt.startswith("int"):
        counts[-3:] = -1  # a negative count gives 0 (or -1 for >> of a negative), as numpy's
    b = counts.astype(dt)
    o, p, q, r, s = k(a, b)
    np.testing.assert_array_equal(o, np.left_shift(a, b))
    np.testing.assert_array_equal(p, np.right_shift(a, b))
    np.testing.assert_array_equal(q, a & dt_(dt, 3) | b << dt_(dt, 1) ^ a)
    np.testing.assert_array_equal(r, ~a)
    np.testing.assert_array_equal(s, np.where((a & b) == 0, a | b, a ^ b))
    assert {x.dtype for x in (o, p, q, r, s)} == {np.dtype(dt)}


def dt_(dt, v):
    return np.array(v, dtype=dt)


def test_bool_operands():
    k = po.compile("def f(bool(N) A, bool(N) B) -> (O, P, Q, R) { O(i) = A(i) & B(i)\nP(i) = A(i) | B(i)\n"
                   "Q(i) = A(i) ^ B(i)\nR(i) = ~A(i) }")
    a, b = np.array([0, 0, 1, 1], bool), np.array([0, 1, 0, 1], bool)
    for got, want in zip(k(a, b), (a & b, a | b, a ^ b, ~a)):
        assert got.dtype == bool
        np.testing.assert_array_equal(got, want)


def test_bit_count_in_a_reduction():
    k = po.compile("def popcount(uint32(N) A) -> (O) { O(i) +=! (A(i) >> b) & 1 where b in 0:32 }")
    a = np.array([0, 1, 0xFFFFFFFF, 0x80000001, 12345], np.uint32)
    np.testing.assert_array_equal(k(a), [bin(int(x)).count("1") for x in a])


@pytest.mark.parametrize("text", ["O(i) = A(i) & 1", "O(i) = ~A(i)", "O(i) = 1 << A(i)"])
def test_float_operands_are_refused(text):
    with pytest.raises(po.SemanticError, match="needs integer operands"):
        po.compile(f"def f(float(N) A) -> (O) {{ {text} }}")


def test_shift_and_comparison_tokens():
    """``<<`` is one token, ``<=`` and ``<`` still compare."""
    k = po.compile("def f(int32(N) A) -> (O) { O(i) = A(i) << 1 <= 4 && A(i) < 3 }")
    a = np.arange(-2, 4, dtype=np.int32)
    np.testing.assert_array_equal(k(a), ((a << 1) <= 4) & (a < 3))


def test_cuda_emulation(tmp_path):
    k = po.compile("def f(int32(N) A, int32(N) B) -> (O, P, Q) { O(i) = A(i) << B(i)\nP(i) = A(i) >> B(i)\n"
                   "Q(i) = ~A(i) & B(i) | 5 ^ A(i) }")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), {"N": 12})
    a = np.array([1, -8, 5, -1, 7, 123456, -5, 3, 0, 9, -77, 2], np.int32)
    b = np.array([0, 2, 31, 32, -1, 40, 3, 1, 5, 6, 7, 33], np.int32)
    o, p, q = emulate(comp, {"A": a, "B": b}, CONCURRENT)
    np.testing.assert_array_equal(o, np.left_shift(a, b))
    np.testing.assert_array_equal(p, np.right_shift(a, b))
    np.testing.assert_array_equal(q, ~a & b | 5 ^ a)
    nvcc_check(comp.source, tmp_path, "bits")  # every name is one of CUDA's


@pytest.mark.parametrize("ta, tb", [("int32", "int64"), ("int32", "uint32"), ("int8", "int64")])
def test_a_right_shift_of_a_narrower_left_operand_shifts_in_the_result_type(ta, tb):
    """``int32 >> int64`` is int64, but C shifted the int32 operand in int: counts 32 to 63 were
    undefined (x86 gave ``A`` unchanged; a helper's sweep)."""
    k = po.compile(f"def f({ta}(N) A, {tb}(N) B) -> (C) {{ C(i) = A(i) >> B(i) }}")
    a = np.array([-200000 if ta != "int8" else -100, 7, -1, 100, -5, 3], dtype=ta)
    b = np.array([32, 33, 40, 63, 1, 0], dtype=tb)
    want = np.right_shift(a.astype(np.result_type(a, b)), b.astype(np.result_type(a, b)))
    np.testing.assert_array_equal(k(a, b), want)
