"""Tensor Comprehensions' scalar types beyond float/double/int32/int64: int8, int16, uint8 ... uint64,
size_t, bool and float16, with numpy's promotion (docs/language.md, "Types")."""

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import ShapeError
from polyopt.lang.check import _promote

PROGRAM = po.Options(schedule="program", parallel=False)


def _arr(rng, dt, shape):
    if dt == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    if dt.startswith("float"):
        return (rng.standard_normal(shape) * 4).astype(dt)
    info = np.iinfo(dt)
    return rng.integers(max(info.min, -120), min(info.max, 120), shape, endpoint=True).astype(dt)


def _both(src, *args):
    """The outputs of ``src`` scheduled and in program order, checked equal to each other."""
    auto = po.compile(src)(*args)
    plain = po.compile(src, options=PROGRAM)(*args)
    for a, p in zip(auto if isinstance(auto, tuple) else (auto,), plain if isinstance(plain, tuple) else (plain,)):
        np.testing.assert_array_equal(a, p)
    return auto


PAIRS = [("int8", "int8"), ("int8", "uint8"), ("uint8", "uint8"), ("int16", "uint16"), ("uint32", "int32"),
         ("uint32", "uint32"), ("int64", "uint64"), ("uint64", "int8"), ("bool", "bool"), ("bool", "int8"),
         ("uint16", "float16"), ("float16", "float16"), ("float16", "float32"), ("int8", "float64")]


@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_mixed_types_compute_as_numpy(a, b):
    """Sum, product, comparison and maximum of two tensors of each pair of types: numpy's result type
    (an int with a float takes the float's type) and numpy's values, wrapping included."""
    rng = np.random.default_rng(0)
    x, y = _arr(rng, a, (5, 7)), _arr(rng, b, (5, 7))
    src = (f"def f({a}(M,N) A, {b}(M,N) B) -> (S, P, L, X) {{\n S(i,j) = A(i,j) + B(i,j)\n"
           " P(i,j) = A(i,j) * B(i,j)\n L(i,j) = A(i,j) < B(i,j)\n X(i,j) = max(A(i,j), B(i,j))\n}")
    s, p, lt, mx = _both(src, x, y)
    want = _promote(a, b)
    assert s.dtype == p.dtype == mx.dtype == np.dtype(want)
    if not ("float" in a) ^ ("float" in b):
        assert want == np.result_type(x, y).name
    tol = 2e-3 if "float16" in want else 1e-6
    with np.errstate(over="ignore"):
        np.testing.assert_allclose(s.astype(float), (x + y).astype(want).astype(float), rtol=tol)
        np.testing.assert_allclose(p.astype(float), (x * y).astype(want).astype(float), rtol=tol)
    np.testing.assert_array_equal(lt.astype(bool), x < y)
    np.testing.assert_array_equal(mx, np.maximum(x, y).astype(want))


def test_narrow_sums_wrap_and_extremes_use_the_types_limits():
    rng = np.random.default_rng(1)
    a8 = rng.integers(-128, 128, (13, 67)).astype(np.int8)
    u8 = rng.integers(0, 256, (13, 67)).astype(np.uint8)
    m = rng.integers(0, 2, (13, 67)).astype(bool)
    m[3] = False
    m[4] = True
    src = """def f(int8(M,N) A, uint8(M,N) U, bool(M,N) B) -> (S, W, HI, LO, ANY, ALL, CNT) {
      S(i) +=! A(i,j)
      W(i) +=! int32(A(i,j))
      HI(j) max=! U(i,j)
      LO(j) min=! U(i,j)
      ANY(i) max=! B(i,j)
      ALL(i) min=! B(i,j)
      CNT(i) +=! int32(B(i,j))
    }"""
    s, w, hi, lo, any_, all_, cnt = _both(src, a8, u8, m)
    np.testing.assert_array_equal(s, a8.astype(np.int64).sum(1).astype(np.int8))
    np.testing.assert_array_equal(w, a8.astype(np.int64).sum(1))
    assert w.dtype == np.int32 and s.dtype == np.int8
    np.testing.assert_array_equal(hi, u8.max(0))
    np.testing.assert_array_equal(lo, u8.min(0))
    np.testing.assert_array_equal(any_, m.any(1))
    np.testing.assert_array_equal(all_, m.all(1))
    assert any_.dtype == all_.dtype == np.bool_
    np.testing.assert_array_equal(cnt, m.sum(1))


def test_float16_contraction_math_and_scalar():
    rng = np.random.default_rng(2)
    a = rng.standard_normal((17, 33)).astype(np.float16)
    b = rng.standard_normal((33, 9)).astype(np.float16)
    src = """def f(float16(M,K) A, float16(K,N) B, float16 s) -> (C, E) {
      C(i,j) +=! A(i,k) * B(k,j)
      E(i,k) = exp(A(i,k)) * s + 1.5f16
    }"""
    c, e = _both(src, a, b, np.float16(0.5))
    assert c.dtype == e.dtype == np.float16
    np.testing.assert_allclose(c.astype(float), a.astype(float) @ b.astype(float), rtol=2e-2, atol=2e-2)
    np.testing.assert_allclose(e.astype(float), np.exp(a.astype(float)) * 0.5 + 1.5, rtol=2e-3)


def test_literal_suffixes_of_every_type():
    u8 = np.array([1, 2, 200], np.uint8)
    src = ("def f(uint8(N) U) -> (A, B, C, D) {\n"
           " A(i) = U(i) * 3u8\n B(i) = U(i) * 3i8\n C(i) = U(i) + 7z\n D(i) = U(i) - 1u16\n}")
    a, b, c, d = _both(src, u8)
    np.testing.assert_array_equal(a, u8 * np.uint8(3))
    np.testing.assert_array_equal(b, u8.astype(np.int16) * 3)
    np.testing.assert_array_equal(c, u8.astype(np.uint64) + 7)
    np.testing.assert_array_equal(d, u8.astype(np.uint16) - np.uint16(1))
    assert (a.dtype, b.dtype, c.dtype, d.dtype) == (np.uint8, np.int16, np.uint64, np.uint16)


def test_unsigned_64_division_and_remainder_above_int64():
    x = np.array([2**64 - 1, 2**63 + 5, 17], np.uint64)
    d = np.array([3, 2**62 + 1, 5], np.uint64)
    q, r = _both("def f(uint64(N) A, uint64(N) D) -> (Q, R) { Q(i) = A(i) / D(i)\n R(i) = A(i) % D(i) }", x, d)
    np.testing.assert_array_equal(q, x // d)
    np.testing.assert_array_equal(r, x % d)
    with pytest.raises(po.RuntimeFault, match="division by zero"):
        po.compile("def f(uint64(N) A, uint64(N) D) -> (Q) { Q(i) = A(i) / D(i) }")(x, np.zeros(3, np.uint64))


def test_small_integer_gather_indices_and_bool_conditions():
    rng = np.random.default_rng(3)
    lut = rng.standard_normal((10, 4)).astype(np.float32)
    idx = np.array([9, 0, 3, 3], np.uint8)
    mask = np.array([True, False, True, False])
    o = _both("def f(uint8(B) I, bool(B) M, float(V,D) L) -> (O) { O(b,d) = M(b) ? L(I(b), d) : -1.0 }",
              idx, mask, lut)
    np.testing.assert_array_equal(o, np.where(mask[:, None], lut[idx], -1))
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        po.compile("def f(int16(B) I, float(V,D) L) -> (O) { O(b,d) = L(I(b), d) }")(np.array([10], np.int16), lut)


def test_scalar_arguments_of_small_types_are_range_checked():
    k = po.compile("def f(int8 a, bool m, uint8(N) A) -> (O) { O(i) = m ? A(i) * a : A(i) }")
    np.testing.assert_array_equal(k(np.int8(-2), True, np.array([1, 255], np.uint8)), [-2, -510])
    with pytest.raises(ShapeError, match="does not fit in int8"):
        k(300, True, np.array([1], np.uint8))
    with pytest.raises(ShapeError, match="does not fit in bool"):
        k(1, 2, np.array([1], np.uint8))
    with pytest.raises(ShapeError, match="dtype int8, expected uint8"):
        k(1, True, np.array([1], np.int8))



@pytest.mark.parametrize("stmt", ["B(i) += A(i)", "B(i) *= 0.5", "B(i) max= A(i)", "B(i) min= A(i) * 2",
                                  "B(i) +=! A(i) + float(j) where j in 0:3"])
def test_reductions_into_an_integer_tensor_refuse_a_float_value(stmt):
    """A reduction into a tensor that an earlier statement made int32 with a float right-hand side
    used to cut the value's fraction off before combining (``B *= 0.5`` multiplied by 0): neither
    C's ``B = (int)(B * 0.5)`` nor numpy, which refuses ``int_array *= 0.5``. It is a SemanticError
    at the statement, as numpy's in-place rule ("same_kind") and declared outputs have it."""
    src = f"def f(float(N) A, int32(N) I) -> (B) {{\n  B(i) = I(i)\n  {stmt}\n}}"
    with pytest.raises(po.SemanticError, match=r"line 3.*float32 value into 'B', which is int32.*explicit cast") as e:
        po.compile(src)
    assert e.value.line == 3


def test_reductions_into_an_existing_tensor_of_the_same_kind():
    """What numpy's in-place rule allows still compiles and computes: an explicit cast, a narrower
    float (a float32 tensor += a float64 value), a literal into a bool or uint8 tensor, and an int
    into a float tensor."""
    a = np.array([0.7, 1.5, -0.7, 2.25], np.float32)
    ii = np.array([1, 2, 3, -4], np.int32)
    src = ("def f(float(N) A, int32(N) I, double d) -> (B, F, U, Bo) {\n  B(i) = I(i)\n  B(i) += int32(A(i))\n"
           "  F(i) = A(i)\n  F(i) += d * I(i)\n  U(i) = uint8(I(i))\n  U(i) += 1\n"
           "  Bo(i) = A(i) > 1.0\n  Bo(i) += 1\n}")
    b, f, u, bo = _both(src, a, ii, 0.5)
    np.testing.assert_array_equal(b, ii + a.astype(np.int32))
    np.testing.assert_array_equal(f, (a + (0.5 * ii).astype(np.float32)))
    np.testing.assert_array_equal(u, ii.astype(np.uint8) + np.uint8(1))
    assert bo.dtype == np.bool_ and bo.all()
