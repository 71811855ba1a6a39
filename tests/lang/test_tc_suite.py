"""Kernels written from Tensor Comprehensions' own tests (test_corner_cases, test_tc2halide,
test_tc_mapper) and docs, and PolyBench-style einsum strings, the way a reviewer tries them: each
against numpy at awkward sizes (1, 0 where a size may be 0, primes, non-multiples of a vector),
bad inputs raising a ``PolyoptError`` with a place and a cause. ``tests/compat/`` has TC's library
defs; these are the corner cases around them. Each def compiles once per module (sizes share it)."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from polyopt.cli import main
from tests.lang.tc_cases import CASES, EINSUMS, F32, F64, I32, _s, arguments, compare


@functools.cache
def _kernel(source: str, options: po.Options | None = None) -> po.Kernel:
    return po.compile(source, options=options)


def _check(source: str, ref, sizes: dict, inputs: dict | None = None, options: po.Options | None = None,
           rtol: float = 1e-5, seed: int = 0) -> None:
    args = arguments(source, sizes, inputs or {}, seed)
    want = ref(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
    compare(_kernel(source, options)(*args), want, f"at {sizes}", rtol)


SLOW = {"conv_pad1_stride2"}  # its parametric full register blocks cost isl seconds


@pytest.mark.parametrize(("source", "ref", "sizes", "inputs", "rtol"),
                         [pytest.param(*c[1:], id=c[0], marks=pytest.mark.slow if c[0] in SLOW else ()) for c in CASES])
def test_kernel_against_numpy(source, ref, sizes, inputs, rtol):
    for n, s in enumerate(sizes):
        _check(source, ref, s, inputs, rtol=rtol, seed=n)


def test_case_names_are_distinct():
    assert len({c[0] for c in CASES}) == len(CASES) >= 60


# a few of the kernels above under other schedules, tiles and threads (each a compile of its own)
SWEEP = {"reversed_consumer": [_s(N=9)], "chain_of_reversals": [_s(N=9)], "keep_last_steps": [_s(N=7, T=5)]}
SWEEP_OPTIONS = {"program": po.Options(schedule="program"), "tiles_3_5_7": po.Options(tile_sizes=(3, 5, 7)),
                 "two_threads": po.Options(num_threads=2, parallel_min_work=0), "fusion_max": po.Options(fusion="max")}


@pytest.mark.parametrize("name", sorted(SWEEP))
@pytest.mark.parametrize("option", sorted(SWEEP_OPTIONS))
def test_kernel_under_options(name, option):
    _, source, ref, _, inputs, rtol = next(c for c in CASES if c[0] == name)
    for s in SWEEP[name]:
        _check(source, ref, s, inputs, options=SWEEP_OPTIONS[option], rtol=rtol)


# (source, call arguments or None for a compile error, error class, message pattern)
ERRORS = [
    (" def f{} {}", None, po.ParseError, r"line 1, column 7: unexpected '\{'; expected '\('"),
    ("def f(int32(N) a) -> (b) { b(i) = a(i + .5) }", None, po.SemanticError,
     r"index \(i \+ 0.5\) of 'a' must be an integer"),
    ("def f(int32 a, float(N) b) -> (c) { c(i) += b(i + j) where j in 0:a, i in 0:10 }", None, po.SemanticError,
     r"range of 'j' must be affine.*'a' is not an index variable or size"),
    ("def f(float(N) b) -> (c) { c(i) +=! b(i + j) where j in 0:(N*N), i in 0:10 }", None, po.SemanticError,
     r"multiplies two non-constant terms"),
    ("def foo(float(N) A) -> (B) {\n A(i) = A(i) + 42\n B(k) +=! A(i) where k in 0:1\n}", None, po.SemanticError,
     r"line 2, column 2: cannot assign to input 'A'"),
    ("def f(float(N) A) -> (B) { B(i) = 1.0 }", None, po.RangeError, r"range of index 'i' is unbounded"),
    ("def f(float(N) A) -> (B) { B(i) = A(i + 1) where i in 0:N }", None, po.BoundsError,
     r"A\(\(i \+ 1\)\) is out of bounds"),
    ("def f(float(N, N) A) -> (B) { B(i) = A(i) }", None, po.RankError, r"'A' has rank 2 but is indexed with 1"),
    ("def f(float(N, N) A) -> (B) { B(i, i) = A(i, i) }", None, po.SemanticError, r"'i' appears twice on the left"),
    ("def f(float(N) A) -> (B, C) { B(i) = A(i) }", None, po.SemanticError, r"output 'C' is never assigned"),
    ("def f(float(N) A) -> (B) { B(i) = exp(A(i), 2) }", None, po.SemanticError, r"exp\(\) takes 1 argument"),
    ("def f(float(N) A) -> (B) { B(i) = A(i) × 2 }", None, po.ParseError, r"unexpected character '×'"),
    ("def f(float(-1) A) -> (B) { B(i) = A(i) }", None, po.ParseError, r"unexpected '-'"),
    ("def f(int32(N) A) -> (B) { B(i) = A(i) / 0 }", None, po.SemanticError, r"division by the literal 0"),
    ("def f(float(N) A, int32(N) I) -> (B) {\n B(i) = I(i)\n B(i) *= 0.5\n}", None, po.SemanticError,
     r"line 3.*float32 value into 'B', which is int32"),
    ("def f(float(N) A, float(N) B) -> (C) { C(i) = A(i) + B(i) }", (np.ones(3, F32), np.ones(4, F32)), po.ShapeError,
     r"size N is 3 from A dimension 0 but 4 from B dimension 0"),
    ("def f(float(3) A) -> (C) { C(i) = A(i) }", (np.ones(4, F32),), po.ShapeError, r"dimension 0 is 4, expected 3"),
    ("def f(int32 a) -> (b) { b(i) = a where i in 0:10 }", (2.5,), po.ShapeError,
     r"argument a is int32, got the fraction"),
    ("def f(int32 a) -> (b) { b(i) = a where i in 0:10 }", (np.ones((1, 2), I32),), po.ShapeError,
     r"argument a is a scalar int32, got ndarray of shape \(1, 2\)"),
    ("def f(float a, float c) -> (b) { b(i) = a where i in 0:10 }", (1.0,), po.ArgumentError,
     r"missing argument\(s\): c"),
    ("def f(float(V) T, int32(N) I) -> (O) { O(n) = T(I(n)) }", (np.ones(3, F32), np.array([0, -1], I32)),
     po.RuntimeFault, r"the index of T\(I\(n\)\) \(line 1, column 47\)"),
    ("def f(int32(N) A, int32(N) D) -> (B) { B(i) = A(i) / D(i) }", (np.ones(3, I32), np.array([1, 0, 1], I32)),
     po.RuntimeFault, r"division by zero in \(A\(i\) / D\(i\)\)"),
]


@pytest.mark.parametrize(("source", "args", "error", "match"), ERRORS, ids=[f"error{n}" for n in range(len(ERRORS))])
def test_bad_input_is_a_polyopt_error(source, args, error, match):
    with pytest.raises(error, match=match) as e:
        po.compile(source)(*args) if args is not None else po.compile(source)
    assert isinstance(e.value, po.PolyoptError)
    if args is None and error is not po.ShapeError:
        assert e.value.line >= 1 and "^" in str(e.value)  # a place in the text, with a caret


TYPED = [EINSUMS[k] for k in (0, 2, 5)]  # each in 4 dtypes; the others in float64


@pytest.mark.parametrize("dtype", [F32, F64, I32, np.int64])
@pytest.mark.parametrize(("subscripts", "shapes"), TYPED, ids=[e[0] for e in TYPED])
def test_einsum_dtypes(subscripts, shapes, dtype):
    _einsum(subscripts, shapes, dtype)


@pytest.mark.parametrize(("subscripts", "shapes"), [e for e in EINSUMS if e not in TYPED],
                         ids=[e[0] for e in EINSUMS if e not in TYPED])
def test_einsum_forms(subscripts, shapes):
    _einsum(subscripts, shapes, F64)


def _einsum(subscripts, shapes, dtype):
    rng = np.random.default_rng(1)
    floats = np.dtype(dtype).kind == "f"
    ops = [(rng.random(s) * 4 - 2).astype(dtype) if floats else rng.integers(-5, 5, s).astype(dtype) for s in shapes]
    got, want = po.einsum(subscripts, *ops), np.einsum(subscripts, *ops)
    assert np.shape(got) == np.shape(want) and np.asarray(got).dtype == np.asarray(want).dtype
    np.testing.assert_allclose(got, want, rtol=1e-5)


@pytest.mark.parametrize(("subscripts", "shapes", "match"), [
    ("ii->ii", [(3, 3)], "appears more than once"), ("ij->k", [(3, 3)], "does not appear in any input"),
    ("ij,jk->ik", [(3, 4), (5, 6)], "does not match size 4"), ("i$->i", [(3, 3)], "invalid character '\\$'"),
    ("i.j->ij", [(3, 3)], "not part of an ellipsis"), ("ii->i", [(3, 4)], "a diagonal needs equal sizes"),
    ("ij,jk", [(3, 4)], "fewer operands"), ("...->", [(3, 4)], "no '...' to hold them"),
])
def test_einsum_errors(subscripts, shapes, match):
    with pytest.raises(po.ShapeError, match=match):
        po.einsum(subscripts, *[np.ones(s, F32) for s in shapes])


def test_cli_runs_a_file_of_two_defs_with_tc_spellings(tmp_path, capsys):
    """CRLF line ends, tabs, ';', a comment, '-> C' without parentheses and TC's '<=>' annotation."""
    path = tmp_path / "two.tc"
    path.write_bytes(b"def a(float(N) X) -> (Y) {\r\n\tY(i) = X(i) * 2 ; # twice\r\n}\r\n\r\n"
                     b"def b(float(M, K) A, float(K, N) B) -> C { C(i, j) +=! A(i, k) * B(k, j) <=> matmul(A, B) }\n")
    assert main(["compile", str(path), "--entry", "a"]) == 0
    assert "t_Y[c0] = (t_X[c0] * 2.0f);" in capsys.readouterr().out
    assert main(["run", str(path), "--entry", "b", "--sizes", "M=3,N=5,K=7", "--repeat", "1"]) == 0
    assert capsys.readouterr().out.startswith("b (M=3, N=5, K=7): median ")
    assert main(["compile", str(path)]) == 1
    assert "defines 2 kernels (a, b): name the entry" in capsys.readouterr().err
