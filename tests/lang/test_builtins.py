"""Every math builtin against numpy (or Python's math module), in float32 and float64, on the C
target and on the CPU emulation of the CUDA target; integer arguments; the ``half`` type."""

from __future__ import annotations

import math
import re
import statistics
import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.cuda import cuda_pipeline
from polyopt.lang import ir

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cuda"))
from harness import CONCURRENT, emulate, nvcc_check  # noqa: E402, I001


def _round_half_away(x):
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


_GAMMA = 0.57721566490153286061


def _bessel_j(n):
    """J_n(x) as the mean of cos(x sin t - n t) over a period (the trapezoid rule is spectrally exact)."""
    t = np.linspace(0, 2 * np.pi, 256, endpoint=False)
    return lambda x: np.cos(np.multiply.outer(x, np.sin(t)) - n * t).mean(-1)


@np.vectorize
def _y0(x):
    q, t, h, s = x * x / 4, 1.0, 0.0, 0.0
    for k in range(1, 60):
        t, h = -t * q / (k * k), h + 1 / k
        s -= t * h
    return 2 / np.pi * ((np.log(x / 2) + _GAMMA) * _bessel_j(0)(x) + s)


@np.vectorize
def _y1(x):
    t, h, s = x / 2, 0.0, 0.0
    for k in range(60):
        if k:
            t, h = -t * (x * x / 4) / (k * (k + 1)), h + 1 / k
        s += t * (2 * (h - _GAMMA) + 1 / (k + 1))
    return -2 / (np.pi * x) + 2 / np.pi * np.log(x / 2) * _bessel_j(1)(x) - s / np.pi


@np.vectorize
def _i1(x):
    t = s = x / 2
    for k in range(1, 80):
        t *= (x * x / 4) / (k * (k + 1))
        s += t
    return s


_NORMAL = statistics.NormalDist()


# name -> (argument expressions over A in (-0.9, 0.9), P in (0.5, 1.5) and Q in (-4, 4), reference).
# Arguments are computed in the kernel's type, the reference in float64 on those rounded values.
CASES = {
    "exp": ("A", np.exp), "log": ("P", np.log), "sqrt": ("P", np.sqrt), "tanh": ("Q", np.tanh),
    "fabs": ("Q", np.abs), "abs": ("Q", np.abs), "fmax": ("A, Q", np.fmax), "fmin": ("A, Q", np.fmin),
    "max": ("A, Q", np.fmax), "min": ("A, Q", np.fmin), "pow": ("P, Q", np.power),
    "floor": ("Q", np.floor), "ceil": ("Q", np.ceil), "erf": ("Q", np.vectorize(math.erf)),
    "sigmoid": ("Q", lambda x: 1 / (1 + np.exp(-x))), "sin": ("Q", np.sin), "cos": ("Q", np.cos),
    "relu": ("Q", lambda x: np.maximum(x, 0)), "rsqrt": ("P", lambda x: 1 / np.sqrt(x)),
    "exp2": ("Q", np.exp2), "log2": ("P", np.log2), "round": ("Q", _round_half_away),
    "tan": ("A", np.tan), "asin": ("A", np.arcsin), "acos": ("A", np.arccos), "atan": ("Q", np.arctan),
    "atan2": ("A, Q", np.arctan2), "sinh": ("Q", np.sinh), "cosh": ("Q", np.cosh),
    "asinh": ("Q", np.arcsinh), "acosh": ("P + 1", np.arccosh), "atanh": ("A", np.arctanh),
    "exp10": ("A", lambda x: np.power(10.0, x)), "expm1": ("A", np.expm1), "log10": ("P", np.log10),
    "log1p": ("A", np.log1p), "cbrt": ("Q", np.cbrt), "erfc": ("Q", np.vectorize(math.erfc)),
    "lgamma": ("P * 3", np.vectorize(math.lgamma)), "tgamma": ("P * 3", np.vectorize(math.gamma)),
    "trunc": ("Q", np.trunc), "rint": ("Q", np.rint), "nearbyint": ("Q", np.rint),
    "fmod": ("Q, P", np.fmod), "remainder": ("Q, P", np.vectorize(math.remainder)),
    "hypot": ("A, Q", np.hypot), "copysign": ("P, A", np.copysign),
    "fdim": ("A, Q", lambda x, y: np.maximum(x - y, 0)), "fma": ("A, Q, P", lambda x, y, z: x * y + z),
    "j0": ("Q", _bessel_j(0)), "j1": ("Q", _bessel_j(1)), "y0": ("P * 3", _y0), "y1": ("P * 3", _y1),
    "logb": ("Q", lambda x: np.floor(np.log2(np.abs(x)))), "nextafter": ("A, Q", np.nextafter),
    "rcbrt": ("Q", lambda x: 1 / np.cbrt(x)), "rhypot": ("A, Q", lambda x, y: 1 / np.hypot(x, y)),
    "fdivide": ("A, P", np.divide), "norm3d": ("A, P, Q", lambda x, y, z: np.sqrt(x * x + y * y + z * z)),
    "norm4d": ("A, P, Q, A", lambda x, y, z, w: np.sqrt(x * x + y * y + z * z + w * w)),
    "rnorm3d": ("A, P, Q", lambda x, y, z: 1 / np.sqrt(x * x + y * y + z * z)),
    "rnorm4d": ("A, P, Q, A", lambda x, y, z, w: 1 / np.sqrt(x * x + y * y + z * z + w * w)),
    "normcdf": ("Q", np.vectorize(lambda x: math.erfc(-x / math.sqrt(2)) / 2)),
    "sinpi": ("Q", lambda x: np.sin(np.pi * np.fmod(x, 2))), "cospi": ("Q", lambda x: np.cos(np.pi * np.fmod(x, 2))),
    "erfcx": ("Q", np.vectorize(lambda x: math.exp(x * x) * math.erfc(x))),
    "erfinv": ("A", np.vectorize(lambda y: _NORMAL.inv_cdf((y + 1) / 2) / math.sqrt(2))),
    "erfcinv": ("P", np.vectorize(lambda c: -_NORMAL.inv_cdf(c / 2) / math.sqrt(2))),
    "normcdfinv": ("P / 2", np.vectorize(_NORMAL.inv_cdf)), "cyl_bessel_i0": ("Q", np.i0),
    "cyl_bessel_i1": ("Q", _i1),
}
IN_TYPE = {"nextafter"}  # references computed in the kernel's type, not in float64
TOL = {"float": (4e-6, 1e-7), "double": (1e-13, 1e-15)}
N = 203


def test_every_builtin_has_a_case():
    assert set(CASES) == set(ir.BUILTINS)


def _source(tn: str) -> str:
    stmts = []
    for name, (args, _) in CASES.items():
        call = re.sub(r"([APQ])", r"\1(i)", args)
        stmts.append(f"O_{name}(i) = {name}({call})")
    outs = ", ".join(f"O_{name}" for name in CASES)
    body = "\n    ".join(stmts)
    return f"def builtins({tn}(N) A, {tn}(N) P, {tn}(N) Q) -> ({outs}) {{\n    {body}\n}}"


def _inputs(dt):
    rng = np.random.default_rng(7)
    a = (rng.random(N) * 1.8 - 0.9).astype(dt)
    p = (rng.random(N) + 0.5).astype(dt)
    q = (rng.random(N) * 8 - 4).astype(dt)
    q[:4] = [2.5, -2.5, 0.5, -1.5]  # halves: round goes away from zero, rint to even
    return {"A": a, "P": p, "Q": q}


def _want(name: str, dt, inputs: dict) -> np.ndarray:
    args, ref = CASES[name]
    vals = [eval(a, {}, dict(inputs)).astype(dt) for a in args.split(",")]  # noqa: S307 - the table's text
    return ref(*vals) if name in IN_TYPE else ref(*(v.astype(np.float64) for v in vals))


def _check(got: tuple, dt, tn: str, inputs: dict, what: str) -> None:
    rtol, atol = TOL[tn]
    for name, g in zip(CASES, got):
        assert g.dtype == dt, f"{what} {name}: {g.dtype}"
        np.testing.assert_allclose(g.astype(np.float64), _want(name, dt, inputs), rtol=rtol, atol=atol,
                                   err_msg=f"{what} {name}")


@pytest.mark.parametrize("dt, tn", [(np.float32, "float"), (np.float64, "double")])
def test_builtins_match_numpy(dt, tn):
    k = po.compile(_source(tn))
    inputs = _inputs(dt)
    _check(k(**inputs), dt, tn, inputs, f"c {tn}")


@pytest.mark.parametrize("dt, tn", [(np.float32, "float"), (np.float64, "double")])
def test_builtins_on_the_cuda_emulation(dt, tn, tmp_path):
    k = po.compile(_source(tn))
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), {"N": N})  # small blocks: fast to emulate
    inputs = _inputs(dt)
    _check(emulate(comp, inputs, CONCURRENT), dt, tn, inputs, f"cuda {tn}")
    nvcc_check(comp.source, tmp_path, "builtins")  # every name is one of CUDA's


def test_integer_arguments():
    """Rounding and min/max keep an integer type; the other builtins compute in float64."""
    k = po.compile("""def f(int32(N) I, int32(N) J) -> (T, R, S, H, F) {
        T(i) = trunc(I(i)) + rint(J(i))
        R(i) = fma(I(i), J(i), 1)
        S(i) = sqrt(abs(I(i)))
        H(i) = hypot(I(i), J(i))
        F(i) = fmod(I(i), 7)
    }""")
    i = np.arange(-20, 21, dtype=np.int32)
    j = (i * 3 + 1).astype(np.int32)
    t, r, s, h, f = k(i, j)
    assert t.dtype == np.int32 and [x.dtype for x in (r, s, h, f)] == [np.float64] * 4
    np.testing.assert_array_equal(t, i + j)
    np.testing.assert_array_equal(r, i.astype(np.float64) * j + 1)
    np.testing.assert_allclose(s, np.sqrt(np.abs(i)), rtol=1e-15)
    np.testing.assert_allclose(h, np.hypot(i, j), rtol=1e-15)
    np.testing.assert_array_equal(f, np.fmod(i, 7).astype(np.float64))


def test_wrong_argument_count_is_a_semantic_error():
    with pytest.raises(po.SemanticError, match=r"fma\(\) takes 3 argument"):
        po.compile("def f(float(N) A) -> (O) { O(i) = fma(A(i), A(i)) }")


def test_half_is_float16():
    k = po.compile("def f(half(N) A) -> (O) { O(i) = A(i) * half(2) }")
    a = np.arange(5, dtype=np.float16)
    out = k(a)
    assert out.dtype == np.float16
    np.testing.assert_array_equal(out, a * 2)


@pytest.mark.parametrize("dynamic", [False, True])
def test_names_hide_builtins(dynamic):
    """A tensor, size or scalar may have a builtin's name (PolyBench's mvt has y1): ``y1(i)`` then reads
    the tensor, and the builtin stays callable where no tensor has its name."""
    k = po.compile("""def f(float(y0, exp) y1, float(exp) j0, float erf) -> (O, j1) {
        j1(i) +=! y1(i, k) * j0(k) + erf + exp(j0(k)) + y1(y0 - 1 - i, k) where k in 0:1
        O(i) +=! y1(i, exp - 1) * j1(i) * erf(erf) + y0
    }""", dynamic=dynamic)
    a, b = np.linspace(0, 1, 12, dtype=np.float32).reshape(3, 4), np.linspace(1, 2, 4, dtype=np.float32)
    o, j = k(a, b, 0.5)
    want_j = a[:, 0] * b[0] + 0.5 + np.exp(b[0]) + a[::-1, 0]
    np.testing.assert_allclose(j, want_j, rtol=1e-6)
    np.testing.assert_allclose(o, a[:, 3] * want_j * math.erf(0.5) + 3, rtol=1e-6)


def test_c_float_versions_are_the_builtins_on_float32():
    """TC's kernels call C's float functions (``fmaxf``, ``expf``): the builtin, on float32."""
    k = po.compile("def f(double(M) X) -> (O) "
                   "{ O(m) = fmaxf(X(m), 0) + expf(X(m)) * tanhf(X(m)) + sqrtf(fabsf(X(m))) }")
    x = np.linspace(-2, 2, 11)
    got = k(x)
    x32 = x.astype(np.float32)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, np.fmax(x32, 0) + np.exp(x32) * np.tanh(x32) + np.sqrt(np.abs(x32)), rtol=1e-6)
    shadow = po.compile("def f(float(M) expf) -> (O) { O(m) = expf(m) * 2 }")  # a tensor's name wins
    np.testing.assert_array_equal(shadow(x32), 2 * x32)
    with pytest.raises(po.SemanticError, match=r"takes 1 argument"):
        po.compile("def f(float(M) X) -> (O) { O(m) = expf(X(m), 2) }")
