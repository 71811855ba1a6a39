"""The kernel library: every kernel in ``kernels/*.tc`` with inputs, a numpy reference and sizes.

Each :class:`Case` names a ``def`` in one of the ``.tc`` files of this directory, says how to
build its inputs for given size symbols, and gives a plain-numpy reference (computed in
float64, or int64 for integer kernels, then cast to the output dtype the language infers).
The cases double as the compiler's acceptance suite and as its benchmark set.

>>> case = by_name("matmul")
>>> case.file, case.entry
('linalg.tc', 'matmul')
>>> inputs = case.make_inputs({"M": 2, "K": 3, "N": 4}, np.random.default_rng(0))
>>> [(name, a.shape, a.dtype.name) for name, a in inputs.items()]
[('A', (2, 3), 'float32'), ('B', (3, 4), 'float32')]
>>> [out.shape for out in case.reference(**inputs)]
[(2, 4)]
>>> "def matmul(" in source(case)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

KERNEL_DIR = Path(__file__).resolve().parent

F32, F64, I32, I64 = np.float32, np.float64, np.int32, np.int64


@dataclass(frozen=True)
class Case:
    """One kernel of the library, with what it takes to run and check it."""
    name: str                 # unique id, e.g. "matmul", "conv2d_stride2"
    file: str                 # .tc file name inside kernels/, e.g. "linalg.tc"
    entry: str                # def name inside that file
    # sizes (keyed by the def's size symbols), rng -> {param name: array or numpy scalar}
    make_inputs: Callable[[dict[str, int], np.random.Generator], dict[str, Any]]
    # called with the inputs as keyword args; returns the outputs in `->` order
    reference: Callable[..., tuple[np.ndarray, ...]]
    sizes: tuple[dict[str, int], ...]   # small, awkward test sizes
    bench_sizes: dict[str, int]         # a realistic benchmark size
    rtol: float = 1e-4                  # 1e-4 float32, 1e-9 float64, 0 integers
    tags: frozenset[str] = frozenset()
    # floating-point operations at the given sizes, or bytes moved when tagged "memory-bound"
    flops: Callable[[dict[str, int]], float] | None = None


def source(case: Case) -> str:
    """The text of the ``.tc`` file holding ``case``'s def."""
    return (KERNEL_DIR / case.file).read_text()


def by_name(name: str) -> Case:
    """The case called ``name``; ``KeyError`` listing the known names otherwise."""
    for case in CASES:
        if case.name == name:
            return case
    raise KeyError(f"no kernel case named {name!r}; known: {', '.join(c.name for c in CASES)}")


# --------------------------------------------------------------------------- input helpers

def _uniform(rng: np.random.Generator, shape: tuple[int, ...], dtype, lo: float = 0.0,
             hi: float = 1.0) -> np.ndarray:
    """Uniform in [lo, hi), exact dtype, C-contiguous."""
    return np.ascontiguousarray((lo + (hi - lo) * rng.random(shape)).astype(dtype))


def _ints(rng: np.random.Generator, shape: tuple[int, ...], dtype, lo: int, hi: int) -> np.ndarray:
    """Integers in [lo, hi), exact dtype, C-contiguous."""
    return np.ascontiguousarray(rng.integers(lo, hi, size=shape).astype(dtype))


def _scalar(rng: np.random.Generator, dtype, lo: float = 0.5, hi: float = 1.5):
    return dtype(rng.uniform(lo, hi))


def _f(x) -> np.ndarray:
    """A float64 copy of ``x`` for the references."""
    return np.asarray(x, dtype=F64)


def _i(x) -> np.ndarray:
    """An int64 copy of ``x`` for the integer references."""
    return np.asarray(x, dtype=I64)


def _out(dtype, *arrays) -> tuple[np.ndarray, ...]:
    """Cast the reference results to the kernel's output dtype."""
    return tuple(np.array(a, dtype=dtype, order="C") for a in arrays)  # keeps 0-d arrays 0-d


def _cdiv(a: np.ndarray, b) -> np.ndarray:
    """C integer division (truncates toward zero)."""
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (np.asarray(b) < 0), -q, q)


def _cmod(a: np.ndarray, b) -> np.ndarray:
    """C remainder (sign of the dividend)."""
    return a - b * _cdiv(a, b)


def _uniform_inputs(spec: dict[str, tuple[tuple[str | int, ...], Any, float, float]]):
    """A ``make_inputs`` for tensors filled uniformly: name -> (shape, dtype, lo, hi).

    Shape entries are size symbols or literal ints."""
    def make(sizes: dict[str, int], rng: np.random.Generator) -> dict[str, Any]:
        out = {}
        for name, (shape, dtype, lo, hi) in spec.items():
            dims = tuple(d if isinstance(d, int) else sizes[d] for d in shape)
            out[name] = _uniform(rng, dims, dtype, lo, hi)
        return out
    return make


def _nbytes(itemsize: int, *counts: float) -> float:
    return float(itemsize * sum(counts))


# --------------------------------------------------------------------------- linalg.tc

def _ref_matmul(A, B):
    return _out(F32, _f(A) @ _f(B))


def _ref_matmul_tn(A, B):
    return _out(F32, _f(A).T @ _f(B))


def _ref_matmul_nt(A, B):
    return _out(F64, _f(A) @ _f(B).T)


def _ref_batch_matmul(X, Y):
    return _out(F32, np.matmul(_f(X), _f(Y)))


def _ref_matvec(A, x):
    return _out(F32, _f(A) @ _f(x))


def _ref_dot(x, y):
    return _out(F64, np.dot(_f(x), _f(y)))


def _int_matmul(A, B) -> np.ndarray:
    """Exact integer A @ B via float64 BLAS (numpy's integer matmul is slow); exact while
    every partial sum stays below 2**53, which the small input ranges guarantee."""
    bound = np.abs(_f(A)).max(initial=0) * np.abs(_f(B)).max(initial=0) * A.shape[-1]
    assert bound < 2.0 ** 53
    return np.rint(_f(A) @ _f(B)).astype(I64)


def _ref_matmul_int32(A, B):
    return _out(I32, _int_matmul(A, B))


def _make_matmul_requant(sizes, rng):
    return {
        "A": _ints(rng, (sizes["M"], sizes["K"]), I32, -50, 50),
        "B": _ints(rng, (sizes["K"], sizes["N"]), I64, -50, 50),
        "s": I32(rng.choice([-7, -3, 5, 11])),
    }


def _ref_matmul_requant(A, B, s):
    acc = _int_matmul(A, B)
    s = int(s)
    return _out(I64, acc) + _out(I32, _cdiv(acc, s) + _cmod(acc, s))


_MNK_SIZES = ({"M": 1, "K": 1, "N": 1}, {"M": 3, "K": 5, "N": 7},
              {"M": 13, "K": 11, "N": 17}, {"M": 33, "K": 31, "N": 65})
_MNK_BENCH = {"M": 1024, "K": 1024, "N": 1024}


def _mm_flops(s):
    return 2.0 * s["M"] * s["N"] * s["K"]


LINALG = (
    Case("matmul", "linalg.tc", "matmul",
         _uniform_inputs({"A": (("M", "K"), F32, 0, 1), "B": (("K", "N"), F32, 0, 1)}),
         _ref_matmul, _MNK_SIZES, _MNK_BENCH,
         tags=frozenset({"contraction", "linalg"}), flops=_mm_flops),
    Case("matmul_tn", "linalg.tc", "matmul_tn",
         _uniform_inputs({"A": (("K", "M"), F32, 0, 1), "B": (("K", "N"), F32, 0, 1)}),
         _ref_matmul_tn, _MNK_SIZES, _MNK_BENCH,
         tags=frozenset({"contraction", "linalg", "transposed"}), flops=_mm_flops),
    Case("matmul_nt", "linalg.tc", "matmul_nt",
         _uniform_inputs({"A": (("M", "K"), F64, 0, 1), "B": (("N", "K"), F64, 0, 1)}),
         _ref_matmul_nt, _MNK_SIZES, _MNK_BENCH, rtol=1e-9,
         tags=frozenset({"contraction", "linalg", "transposed", "float64"}), flops=_mm_flops),
    Case("batch_matmul", "linalg.tc", "batch_matmul",
         _uniform_inputs({"X": (("Bt", "M", "K"), F32, 0, 1), "Y": (("Bt", "K", "N"), F32, 0, 1)}),
         _ref_batch_matmul,
         ({"Bt": 1, "M": 1, "K": 1, "N": 1}, {"Bt": 3, "M": 5, "K": 7, "N": 2},
          {"Bt": 5, "M": 13, "K": 11, "N": 17}, {"Bt": 2, "M": 33, "K": 9, "N": 31}),
         {"Bt": 16, "M": 512, "K": 512, "N": 512},
         tags=frozenset({"contraction", "linalg", "batched"}),
         flops=lambda s: 2.0 * s["Bt"] * s["M"] * s["N"] * s["K"]),
    Case("matvec", "linalg.tc", "matvec",
         _uniform_inputs({"A": (("M", "N"), F32, 0, 1), "x": (("N",), F32, 0, 1)}),
         _ref_matvec,
         ({"M": 1, "N": 1}, {"M": 7, "N": 13}, {"M": 129, "N": 67}, {"M": 5, "N": 300}),
         {"M": 4096, "N": 8192},
         tags=frozenset({"contraction", "linalg", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["M"] * s["N"], s["N"], s["M"])),
    Case("dot", "linalg.tc", "dot",
         _uniform_inputs({"x": (("Len",), F64, 0, 1), "y": (("Len",), F64, 0, 1)}),
         _ref_dot, ({"Len": 1}, {"Len": 7}, {"Len": 1000}, {"Len": 4099}), {"Len": 1 << 23},
         rtol=1e-9, tags=frozenset({"contraction", "reduction", "scalar-output", "float64",
                                    "memory-bound"}),
         flops=lambda s: _nbytes(8, 2 * s["Len"], 1)),
    Case("matmul_int32", "linalg.tc", "matmul_int32",
         lambda s, rng: {"A": _ints(rng, (s["M"], s["K"]), I32, -8, 8),
                         "B": _ints(rng, (s["K"], s["N"]), I32, -8, 8)},
         _ref_matmul_int32, _MNK_SIZES, _MNK_BENCH, rtol=0.0,
         tags=frozenset({"contraction", "linalg", "integer"}), flops=_mm_flops),
    Case("matmul_requant", "linalg.tc", "matmul_requant", _make_matmul_requant,
         _ref_matmul_requant, _MNK_SIZES, _MNK_BENCH, rtol=0.0,
         tags=frozenset({"contraction", "linalg", "integer", "mixed-dtype"}), flops=_mm_flops),
)


# --------------------------------------------------------------------------- tensor.tc

def _ref_tensordot(X, Y):
    return _out(F32, np.tensordot(_f(X), _f(Y), axes=([2, 3], [0, 1])))


def _ref_kron3(A, B, C, X):
    # Y = X x_1 A x_2 B x_3 C, one mode at a time, written with tensordot/moveaxis
    t = np.tensordot(_f(A), _f(X), axes=([1], [0]))                     # (i, b, c)
    t = np.moveaxis(np.tensordot(_f(B), t, axes=([1], [1])), 0, 1)      # (i, j, c)
    y = np.tensordot(t, _f(C), axes=([2], [1]))                          # (i, j, k)
    return _out(F64, y)


def _kron3_flops(s):
    return 2.0 * (s["I"] * s["P"] * s["Q"] * s["R"] + s["I"] * s["J"] * s["Q"] * s["R"]
                  + s["I"] * s["J"] * s["K"] * s["R"])


TENSOR = (
    Case("tensordot", "tensor.tc", "tensordot",
         _uniform_inputs({"X": (("D0", "D1", "R", "S"), F32, 0, 1),
                          "Y": (("R", "S", "D2"), F32, 0, 1)}),
         _ref_tensordot,
         ({"D0": 1, "D1": 1, "R": 1, "S": 1, "D2": 1},
          {"D0": 2, "D1": 3, "R": 5, "S": 7, "D2": 3},
          {"D0": 3, "D1": 5, "R": 4, "S": 6, "D2": 11}),
         {"D0": 64, "D1": 64, "R": 32, "S": 32, "D2": 256},
         tags=frozenset({"contraction", "tensor"}),
         flops=lambda s: 2.0 * s["D0"] * s["D1"] * s["R"] * s["S"] * s["D2"]),
    Case("kron3", "tensor.tc", "kron3",
         _uniform_inputs({"A": (("I", "P"), F64, 0, 1), "B": (("J", "Q"), F64, 0, 1),
                          "C": (("K", "R"), F64, 0, 1), "X": (("P", "Q", "R"), F64, 0, 1)}),
         _ref_kron3,
         ({"I": 1, "J": 1, "K": 1, "P": 1, "Q": 1, "R": 1},
          {"I": 2, "J": 3, "K": 4, "P": 5, "Q": 6, "R": 7},
          {"I": 7, "J": 5, "K": 3, "P": 4, "Q": 6, "R": 2},
          {"I": 9, "J": 1, "K": 11, "P": 13, "Q": 3, "R": 5}),
         {"I": 64, "J": 64, "K": 64, "P": 64, "Q": 64, "R": 64},
         rtol=1e-9, tags=frozenset({"contraction", "tensor", "chain", "float64"}),
         flops=_kron3_flops),
)


# --------------------------------------------------------------------------- shape.tc

def _ref_transpose(A):
    return _out(F32, _f(A).T)


def _ref_permute(X):
    return _out(F32, np.transpose(_f(X), (0, 2, 3, 1)))


def _ref_concat(X, Z):
    return _out(F32, np.concatenate([_f(X), _f(Z)], axis=1))


_NCHW_SIZES = ({"N": 1, "C": 1, "H": 1, "W": 1}, {"N": 2, "C": 3, "H": 5, "W": 7},
               {"N": 3, "C": 5, "H": 13, "W": 11})

SHAPE = (
    Case("transpose", "shape.tc", "transpose",
         _uniform_inputs({"A": (("M", "N"), F32, -1, 1)}), _ref_transpose,
         ({"M": 1, "N": 1}, {"M": 7, "N": 13}, {"M": 33, "N": 65}, {"M": 100, "N": 3}),
         {"M": 4096, "N": 4096}, rtol=0.0,
         tags=frozenset({"data-movement", "memory-bound"}),
         flops=lambda s: _nbytes(4, 2 * s["M"] * s["N"])),
    Case("permute_nchw_nhwc", "shape.tc", "permute_nchw_nhwc",
         _uniform_inputs({"X": (("N", "C", "H", "W"), F32, -1, 1)}), _ref_permute,
         _NCHW_SIZES, {"N": 32, "C": 64, "H": 56, "W": 56}, rtol=0.0,
         tags=frozenset({"data-movement", "memory-bound"}),
         flops=lambda s: _nbytes(4, 2 * s["N"] * s["C"] * s["H"] * s["W"])),
    Case("concat", "shape.tc", "concat",
         _uniform_inputs({"X": (("N", "A"), F32, -1, 1), "Z": (("N", "B"), F32, -1, 1)}),
         _ref_concat,
         ({"N": 1, "A": 1, "B": 1}, {"N": 3, "A": 5, "B": 7}, {"N": 13, "A": 17, "B": 31},
          {"N": 2, "A": 1, "B": 9}),
         {"N": 4096, "A": 1024, "B": 2048}, rtol=0.0,
         tags=frozenset({"data-movement", "memory-bound", "affine-conditions"}),
         flops=lambda s: _nbytes(4, 2 * s["N"] * (s["A"] + s["B"]))),
)


# --------------------------------------------------------------------------- conv.tc

def _conv_nchw(I, Wt, stride=1):
    """Valid cross-correlation of I (N, C, H, W) with Wt (K, C, KH, KW), as a sum of shifted
    matrix products (no einsum)."""
    I, Wt = _f(I), _f(Wt)
    N, _, H, W = I.shape
    K, _, KH, KW = Wt.shape
    OH, OW = max(0, (H - KH) // stride + 1), max(0, (W - KW) // stride + 1)
    out = np.zeros((N, K, OH, OW))
    if out.size == 0:  # (an input of size 0: the slices below would not be empty)
        return out
    for r in range(KH):
        for s in range(KW):
            patch = I[:, :, r:r + stride * (OH - 1) + 1:stride, s:s + stride * (OW - 1) + 1:stride]
            out += np.moveaxis(np.tensordot(Wt[:, :, r, s], patch, axes=([1], [1])), 0, 1)
    return out


def _make_conv3x3_bias_relu(sizes, rng):
    N, C, H, W, K = (sizes[k] for k in "NCHWK")
    # signed weights: every sum lies in (-9C, 9C). Even channels get a bias above 9C, so relu keeps
    # every one of their outputs and the check sees each sum; odd channels a bias near 0, so relu
    # clamps the outputs whose sum is negative (about half) and the check sees each sum's sign
    bias = np.where(np.arange(K) % 2 == 0, 9.0 * C + rng.uniform(0.5, 1.0, K), rng.uniform(-0.1, 0.1, K))
    return {"I": _uniform(rng, (N, C, H, W), F32), "Wt": _uniform(rng, (K, C, 3, 3), F32, -1, 1),
            "bias": np.ascontiguousarray(bias.astype(F32))}


def _ref_conv3x3_bias_relu(I, Wt, bias):
    out = _conv_nchw(I, Wt) + _f(bias)[None, :, None, None]
    return _out(F32, np.maximum(out, 0.0))


def _ref_conv_stride2(I, Wt):
    return _out(F32, _conv_nchw(I, Wt, stride=2))


def _ref_conv_grouped(I, Wt):
    I, Wt = _f(I), _f(Wt)
    groups = [_conv_nchw(I[:, g], Wt[g]) for g in range(I.shape[1])]  # each (N, F, OH, OW)
    if not groups:  # G = 0
        N, _, _, H, W = I.shape
        _, Fo, _, KH, KW = Wt.shape
        return _out(F32, np.zeros((N, 0, Fo, max(0, H - KH + 1), max(0, W - KW + 1))))
    return _out(F32, np.stack(groups, axis=1))


def _ref_conv_depthwise(I, Wt):
    I, Wt = _f(I), _f(Wt)
    C, KH, KW = Wt.shape
    OH, OW = max(0, I.shape[2] - KH + 1), max(0, I.shape[3] - KW + 1)
    out = np.zeros(I.shape[:2] + (OH, OW))
    for r in range(KH if out.size else 0):
        for s in range(KW):
            out += I[:, :, r:r + OH, s:s + OW] * Wt[None, :, r, s, None, None]
    return _out(F32, out)


def _ref_conv_same(I, Wt):
    padded = np.pad(_f(I), ((0, 0), (0, 0), (1, 1), (1, 1)))
    return _out(F32, _conv_nchw(padded, Wt))


def _ref_conv1d_causal_dilated(X, Wt):
    X, Wt = _f(X), _f(Wt)
    Bt, _, T = X.shape
    O, _, K = Wt.shape
    Y = np.zeros((Bt, O, T))
    for k in range(K):
        shift = 2 * k
        if shift >= T:
            break
        # Y(b, o, t) += sum_c Wt(o, c, k) X(b, c, t - shift) for t >= shift
        Y[:, :, shift:] += np.moveaxis(np.tensordot(Wt[:, :, k], X[:, :, :T - shift],
                                                    axes=([1], [1])), 0, 1)
    return _out(F32, Y)


def _conv_out(H, KH, stride=1):
    return (H - KH) // stride + 1


CONV = (
    Case("conv2d_3x3_bias_relu", "conv.tc", "conv2d_3x3_bias_relu", _make_conv3x3_bias_relu,
         _ref_conv3x3_bias_relu,
         ({"N": 1, "C": 1, "H": 3, "W": 3, "K": 1}, {"N": 2, "C": 3, "H": 7, "W": 5, "K": 5},
          {"N": 1, "C": 5, "H": 13, "W": 11, "K": 7}, {"N": 3, "C": 2, "H": 4, "W": 17, "K": 2}),
         {"N": 8, "C": 64, "H": 56, "W": 56, "K": 64},
         tags=frozenset({"conv", "contraction", "literal-dims"}),
         flops=lambda s: 2.0 * s["N"] * s["K"] * s["C"] * 9 * (s["H"] - 2) * (s["W"] - 2)),
    Case("conv2d_stride2", "conv.tc", "conv2d_stride2",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, 0, 1),
                          "Wt": (("K", "C", "KH", "KW"), F32, 0, 1)}),
         _ref_conv_stride2,
         ({"N": 1, "C": 1, "H": 1, "W": 1, "K": 1, "KH": 1, "KW": 1},
          {"N": 2, "C": 3, "H": 7, "W": 8, "K": 5, "KH": 3, "KW": 3},
          {"N": 1, "C": 5, "H": 13, "W": 11, "K": 3, "KH": 2, "KW": 3},
          {"N": 3, "C": 2, "H": 9, "W": 10, "K": 4, "KH": 1, "KW": 1}),
         {"N": 8, "C": 64, "H": 56, "W": 56, "K": 128, "KH": 3, "KW": 3},
         tags=frozenset({"conv", "contraction", "strided"}),
         flops=lambda s: 2.0 * s["N"] * s["K"] * s["C"] * s["KH"] * s["KW"]
         * _conv_out(s["H"], s["KH"], 2) * _conv_out(s["W"], s["KW"], 2)),
    Case("conv2d_grouped", "conv.tc", "conv2d_grouped",
         _uniform_inputs({"I": (("N", "G", "C", "H", "W"), F32, 0, 1),
                          "Wt": (("G", "F", "C", "KH", "KW"), F32, 0, 1)}),
         _ref_conv_grouped,
         ({"N": 1, "G": 1, "C": 1, "H": 1, "W": 1, "F": 1, "KH": 1, "KW": 1},
          {"N": 2, "G": 3, "C": 2, "H": 6, "W": 7, "F": 4, "KH": 3, "KW": 3},
          {"N": 1, "G": 2, "C": 5, "H": 11, "W": 9, "F": 3, "KH": 2, "KW": 3}),
         {"N": 8, "G": 32, "C": 8, "H": 56, "W": 56, "F": 8, "KH": 3, "KW": 3},
         tags=frozenset({"conv", "contraction", "grouped"}),
         flops=lambda s: 2.0 * s["N"] * s["G"] * s["F"] * s["C"] * s["KH"] * s["KW"]
         * _conv_out(s["H"], s["KH"]) * _conv_out(s["W"], s["KW"])),
    Case("conv2d_depthwise", "conv.tc", "conv2d_depthwise",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, 0, 1),
                          "Wt": (("C", "KH", "KW"), F32, 0, 1)}),
         _ref_conv_depthwise,
         ({"N": 1, "C": 1, "H": 1, "W": 1, "KH": 1, "KW": 1},
          {"N": 2, "C": 5, "H": 7, "W": 9, "KH": 3, "KW": 3},
          {"N": 1, "C": 13, "H": 11, "W": 6, "KH": 5, "KW": 2}),
         {"N": 8, "C": 256, "H": 56, "W": 56, "KH": 3, "KW": 3},
         tags=frozenset({"conv", "depthwise"}),
         flops=lambda s: 2.0 * s["N"] * s["C"] * s["KH"] * s["KW"]
         * _conv_out(s["H"], s["KH"]) * _conv_out(s["W"], s["KW"])),
    Case("conv2d_same", "conv.tc", "conv2d_same",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, 0, 1),
                          "Wt": (("K", "C", 3, 3), F32, 0, 1)}),
         _ref_conv_same,
         ({"N": 1, "C": 1, "H": 1, "W": 1, "K": 1}, {"N": 2, "C": 3, "H": 5, "W": 7, "K": 4},
          {"N": 1, "C": 5, "H": 13, "W": 11, "K": 3}, {"N": 1, "C": 2, "H": 2, "W": 1, "K": 2}),
         {"N": 8, "C": 64, "H": 56, "W": 56, "K": 64},
         tags=frozenset({"conv", "contraction", "padded", "affine-conditions", "literal-dims"}),
         flops=lambda s: 2.0 * s["N"] * s["K"] * s["C"] * 9 * s["H"] * s["W"]),
    Case("conv1d_causal_dilated", "conv.tc", "conv1d_causal_dilated",
         _uniform_inputs({"X": (("Bt", "C", "T"), F32, 0, 1), "Wt": (("O", "C", "K"), F32, 0, 1)}),
         _ref_conv1d_causal_dilated,
         ({"Bt": 1, "C": 1, "T": 1, "O": 1, "K": 1}, {"Bt": 2, "C": 3, "T": 11, "O": 5, "K": 3},
          {"Bt": 3, "C": 5, "T": 7, "O": 2, "K": 5}, {"Bt": 1, "C": 2, "T": 33, "O": 3, "K": 2}),
         {"Bt": 16, "C": 128, "T": 4096, "O": 128, "K": 2},
         tags=frozenset({"conv", "contraction", "dilated", "causal", "affine-conditions"}),
         flops=lambda s: 2.0 * s["Bt"] * s["O"] * s["C"]
         * sum(max(s["T"] - 2 * k, 0) for k in range(s["K"]))),
)


# --------------------------------------------------------------------------- pool.tc

def _windows(x, k, stride):
    """(N, C, H, W) -> (N, C, OH, OW, k, k) windows, valid, given stride (none where H or W < k)."""
    N, C, H, W = x.shape
    if H < k or W < k:
        return np.zeros((N, C, max(0, (H - k) // stride + 1), max(0, (W - k) // stride + 1), k, k))
    return sliding_window_view(x, (k, k), axis=(2, 3))[:, :, ::stride, ::stride]


def _ref_maxpool2x2(I):
    return _out(F32, _windows(_f(I), 2, 2).max(axis=(4, 5)))


def _ref_maxpool3x3(I):
    return _out(F64, _windows(_f(I), 3, 1).max(axis=(4, 5)))


def _ref_maxpool3x3_s2(I):
    I = _f(I)
    padded = np.pad(I, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-np.inf)
    return _out(F32, _windows(padded, 3, 2).max(axis=(4, 5)))


def _ref_avgpool2x2(I):
    return _out(F32, _windows(_f(I), 2, 2).sum(axis=(4, 5)) / 4.0)


def _ref_global_avgpool(I):
    I = _f(I)
    return _out(F32, I.sum(axis=(2, 3)) / (I.shape[2] * I.shape[3]))


def _ref_avgpool3x3_clipped(I):
    I = _f(I)
    H, W = I.shape[2:]
    total = _windows(np.pad(I, ((0, 0), (0, 0), (1, 1), (1, 1))), 3, 1).sum(axis=(4, 5))
    ones = _windows(np.pad(np.ones((1, 1, H, W)), ((0, 0), (0, 0), (1, 1), (1, 1))), 3, 1)
    return _out(F32, total / ones.sum(axis=(4, 5)))


def _pool_bytes(s, out_h, out_w, itemsize=4):
    return _nbytes(itemsize, s["N"] * s["C"] * (s["H"] * s["W"] + out_h * out_w))


_POOL2_SIZES = ({"N": 1, "C": 1, "H": 2, "W": 2}, {"N": 2, "C": 3, "H": 5, "W": 7},
                {"N": 1, "C": 5, "H": 13, "W": 11}, {"N": 3, "C": 2, "H": 8, "W": 3})
_POOL_BENCH = {"N": 8, "C": 64, "H": 112, "W": 112}

POOL = (
    Case("maxpool2x2", "pool.tc", "maxpool2x2",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, -3, -1)}), _ref_maxpool2x2,
         _POOL2_SIZES, _POOL_BENCH, rtol=0.0,
         tags=frozenset({"pool", "max-reduction", "strided", "memory-bound"}),
         flops=lambda s: _pool_bytes(s, s["H"] // 2, s["W"] // 2)),
    Case("maxpool3x3", "pool.tc", "maxpool3x3",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F64, -3, -1)}), _ref_maxpool3x3,
         ({"N": 1, "C": 1, "H": 3, "W": 3}, {"N": 2, "C": 3, "H": 7, "W": 5},
          {"N": 1, "C": 5, "H": 13, "W": 11}),
         _POOL_BENCH, rtol=0.0,
         tags=frozenset({"pool", "max-reduction", "float64", "memory-bound"}),
         flops=lambda s: _pool_bytes(s, s["H"] - 2, s["W"] - 2, 8)),
    Case("maxpool3x3_s2", "pool.tc", "maxpool3x3_s2",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, -3, -1)}), _ref_maxpool3x3_s2,
         ({"N": 1, "C": 1, "H": 1, "W": 1}, {"N": 2, "C": 3, "H": 7, "W": 6},
          {"N": 1, "C": 2, "H": 12, "W": 37}, {"N": 1, "C": 1, "H": 2, "W": 70}),
         _POOL_BENCH, rtol=0.0,
         tags=frozenset({"pool", "max-reduction", "strided", "padded", "memory-bound"}),
         flops=lambda s: _pool_bytes(s, (s["H"] + 1) // 2, (s["W"] + 1) // 2)),
    Case("avgpool2x2", "pool.tc", "avgpool2x2",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, 0, 1)}), _ref_avgpool2x2,
         _POOL2_SIZES, _POOL_BENCH,
         tags=frozenset({"pool", "strided", "memory-bound"}),
         flops=lambda s: _pool_bytes(s, s["H"] // 2, s["W"] // 2)),
    Case("global_avgpool", "pool.tc", "global_avgpool",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, 0, 1)}), _ref_global_avgpool,
         _NCHW_SIZES, {"N": 32, "C": 512, "H": 14, "W": 14},
         tags=frozenset({"pool", "reduction", "memory-bound"}),
         flops=lambda s: _pool_bytes(s, 0, 0) + 4.0 * s["N"] * s["C"]),
    Case("avgpool3x3_clipped", "pool.tc", "avgpool3x3_clipped",
         _uniform_inputs({"I": (("N", "C", "H", "W"), F32, 0, 1)}), _ref_avgpool3x3_clipped,
         ({"N": 1, "C": 1, "H": 1, "W": 1}, {"N": 2, "C": 3, "H": 5, "W": 7},
          {"N": 1, "C": 2, "H": 13, "W": 11}, {"N": 1, "C": 1, "H": 2, "W": 1}),
         _POOL_BENCH,
         tags=frozenset({"pool", "padded", "affine-conditions", "memory-bound"}),
         flops=lambda s: _pool_bytes(s, s["H"], s["W"])),
)


# --------------------------------------------------------------------------- nn.tc

def _ref_softmax(X):
    X = _f(X)
    e = np.exp(X - X.max(axis=1, keepdims=True, initial=-np.inf))
    return _out(F32, e / e.sum(axis=1, keepdims=True))


def _make_layernorm(sizes, rng):
    N, D = sizes["N"], sizes["D"]
    # the normalized x, scaled by about 1 and shifted by less, decides every output at any D (the
    # check's tolerance follows the magnitude of the terms, so outputs near 0 are no problem)
    return {"X": _uniform(rng, (N, D), F32, -2, 2), "gamma": _uniform(rng, (D,), F32, 0.5, 1.5),
            "beta": _uniform(rng, (D,), F32, -0.5, 0.5), "eps": F32(1e-5)}


def _ref_layernorm(X, gamma, beta, eps):
    X = _f(X)
    mean = X.mean(axis=1, keepdims=True)
    var = ((X - mean) ** 2).mean(axis=1, keepdims=True)
    Y = (X - mean) / np.sqrt(var + float(eps)) * _f(gamma) + _f(beta)
    return _out(F32, Y)


def _ref_batchnorm_moments(X):
    X = _f(X)
    mean = X.mean(axis=(0, 2, 3))
    var = ((X - mean[None, :, None, None]) ** 2).mean(axis=(0, 2, 3))
    return _out(F32, mean, var)


def _make_mlp2(sizes, rng):
    N, DI, DH, DO = (sizes[k] for k in ("N", "DI", "DH", "DO"))
    # signed first layer so relu clips; non-negative second layer and bias >= 0.5 so Y is
    # well away from 0
    return {"X": _uniform(rng, (N, DI), F32, -1, 1), "W1": _uniform(rng, (DH, DI), F32, -1, 1),
            "b1": _uniform(rng, (DH,), F32, -0.5, 0.5), "W2": _uniform(rng, (DO, DH), F32, 0, 1),
            "b2": _uniform(rng, (DO,), F32, 0.5, 1.5)}


def _ref_mlp2(X, W1, b1, W2, b2):
    a1 = np.maximum(_f(X) @ _f(W1).T + _f(b1), 0.0)
    return _out(F32, a1 @ _f(W2).T + _f(b2))


_erf = np.frompyfunc(math.erf, 1, 1)


def _ref_gelu_silu(X):
    X = _f(X)
    gelu = 0.5 * X * (1.0 + _erf(X / math.sqrt(2.0)).astype(F64))
    silu = X / (1.0 + np.exp(-X))
    return _out(F32, gelu, silu)


def _ref_minmax_scale(X):
    X = _f(X)
    lo, hi = X.min(axis=1, keepdims=True, initial=np.inf), X.max(axis=1, keepdims=True, initial=-np.inf)
    return _out(F32, (X - lo) / (hi - lo))


def _ref_row_prod(X):
    return _out(F64, np.prod(_f(X), axis=1))


def _ref_l1_norm(X):
    return _out(I32, np.abs(_i(X)).sum())


_ND_SIZES = ({"N": 1, "D": 1}, {"N": 3, "D": 7}, {"N": 13, "D": 33}, {"N": 2, "D": 129})
_ND_BENCH = {"N": 4096, "D": 1024}


def _nd_bytes(itemsize, outputs_per_row=0):
    return lambda s: _nbytes(itemsize, 2 * s["N"] * s["D"], s["N"] * outputs_per_row)


NN = (
    Case("softmax", "nn.tc", "softmax",
         _uniform_inputs({"X": (("N", "D"), F32, -4, 4)}), _ref_softmax, _ND_SIZES, _ND_BENCH,
         tags=frozenset({"nn", "reduction", "max-reduction", "multi-statement", "memory-bound"}),
         flops=_nd_bytes(4)),
    Case("layernorm", "nn.tc", "layernorm", _make_layernorm, _ref_layernorm, _ND_SIZES,
         _ND_BENCH,
         tags=frozenset({"nn", "normalization", "reduction", "multi-statement", "memory-bound"}),
         flops=lambda s: _nbytes(4, 2 * s["N"] * s["D"], 2 * s["D"], 1)),
    Case("batchnorm_moments", "nn.tc", "batchnorm_moments",
         _uniform_inputs({"X": (("N", "C", "H", "W"), F32, 0, 1)}), _ref_batchnorm_moments,
         _NCHW_SIZES, {"N": 32, "C": 256, "H": 28, "W": 28},
         tags=frozenset({"nn", "normalization", "reduction", "multi-output", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["N"] * s["C"] * s["H"] * s["W"], 2 * s["C"])),
    Case("mlp2", "nn.tc", "mlp2", _make_mlp2, _ref_mlp2,
         ({"N": 1, "DI": 1, "DH": 1, "DO": 1}, {"N": 3, "DI": 5, "DH": 7, "DO": 2},
          {"N": 13, "DI": 11, "DH": 17, "DO": 9}, {"N": 5, "DI": 33, "DH": 65, "DO": 3}),
         {"N": 512, "DI": 1024, "DH": 4096, "DO": 1024},
         tags=frozenset({"nn", "contraction", "multi-statement", "fusion"}),
         flops=lambda s: 2.0 * s["N"] * (s["DI"] * s["DH"] + s["DH"] * s["DO"])),
    Case("gelu_silu", "nn.tc", "gelu_silu",
         _uniform_inputs({"X": (("N", "D"), F32, -2, 2)}), _ref_gelu_silu, _ND_SIZES, _ND_BENCH,
         tags=frozenset({"nn", "elementwise", "multi-output", "memory-bound"}),
         flops=lambda s: _nbytes(4, 3 * s["N"] * s["D"])),
    Case("minmax_scale", "nn.tc", "minmax_scale",
         _uniform_inputs({"X": (("N", "D"), F32, -1, 1)}), _ref_minmax_scale,
         ({"N": 1, "D": 2}, {"N": 3, "D": 7}, {"N": 13, "D": 33}),  # D = 1 divides 0 by 0
         _ND_BENCH,
         tags=frozenset({"nn", "reduction", "max-reduction", "min-reduction", "memory-bound"}),
         flops=_nd_bytes(4)),
    Case("row_prod", "nn.tc", "row_prod",
         _uniform_inputs({"X": (("N", "D"), F64, 0.5, 1.5)}), _ref_row_prod,
         _ND_SIZES, _ND_BENCH, rtol=1e-9,
         tags=frozenset({"reduction", "product-reduction", "float64", "memory-bound"}),
         flops=lambda s: _nbytes(8, s["N"] * s["D"], s["N"])),
    Case("l1_norm", "nn.tc", "l1_norm",
         lambda s, rng: {"X": _ints(rng, (s["M"], s["N"]), I32, -100, 100)}, _ref_l1_norm,
         ({"M": 1, "N": 1}, {"M": 3, "N": 7}, {"M": 13, "N": 33}, {"M": 129, "N": 5}),
         {"M": 4096, "N": 4096}, rtol=0.0,
         tags=frozenset({"reduction", "integer", "scalar-output", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["M"] * s["N"], 1)),
)


# --------------------------------------------------------------------------- gather.tc

def _make_embedding(table_dtype, idx_dtype):
    def make(sizes, rng):
        V, D, Bt, L = (sizes[k] for k in ("V", "D", "Bt", "L"))
        # (an empty table, V = 0, has no valid index: 0 is out of bounds there, as numpy also says)
        return {"Table": _uniform(rng, (V, D), table_dtype), "Idx": _ints(rng, (Bt, L), idx_dtype, 0, max(V, 1))}
    return make


def _ref_embedding_bag(Table, Idx):
    return _out(F32, _f(Table)[_i(Idx)].sum(axis=1))


def _ref_embedding_gather(Table, Idx):
    return _out(F64, _f(Table)[_i(Idx)])


_EMB_SIZES = ({"V": 1, "D": 1, "Bt": 1, "L": 1}, {"V": 7, "D": 5, "Bt": 3, "L": 4},
              {"V": 13, "D": 11, "Bt": 6, "L": 9}, {"V": 100, "D": 3, "Bt": 17, "L": 1})
_EMB_BENCH = {"V": 100000, "D": 128, "Bt": 2048, "L": 32}

GATHER = (
    Case("embedding_bag", "gather.tc", "embedding_bag", _make_embedding(F32, I64),
         _ref_embedding_bag, _EMB_SIZES, _EMB_BENCH,
         tags=frozenset({"gather", "reduction", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["Bt"] * s["L"] * s["D"], s["Bt"] * s["D"])
         + 8.0 * s["Bt"] * s["L"]),
    Case("embedding_gather", "gather.tc", "embedding_gather", _make_embedding(F64, I32),
         _ref_embedding_gather, _EMB_SIZES, _EMB_BENCH, rtol=0.0,
         tags=frozenset({"gather", "data-movement", "float64", "memory-bound"}),
         flops=lambda s: _nbytes(8, 2 * s["Bt"] * s["L"] * s["D"]) + 4.0 * s["Bt"] * s["L"]),
)


# --------------------------------------------------------------------------- polybench.tc

def _ref_2mm(A, B, C, D, alpha, beta):
    tmp = float(alpha) * _f(A) @ _f(B)
    return _out(F32, float(beta) * _f(D) + tmp @ _f(C))


def _ref_3mm(A, B, C, D):
    return _out(F32, (_f(A) @ _f(B)) @ (_f(C) @ _f(D)))


def _ref_atax(A, x):
    A = _f(A)
    return _out(F32, A.T @ (A @ _f(x)))


def _ref_bicg(A, p, r):
    A = _f(A)
    return _out(F32, A.T @ _f(r), A @ _f(p))


def _ref_mvt(A, x1, x2, y1, y2):
    A = _f(A)
    return _out(F32, _f(x1) + A @ _f(y1), _f(x2) + A.T @ _f(y2))


def _ref_gesummv(A, B, x, alpha, beta):
    x = _f(x)
    return _out(F64, float(alpha) * (_f(A) @ x) + float(beta) * (_f(B) @ x))


def _ref_doitgen(A, C4):
    return _out(F64, _f(A) @ _f(C4))


def _ref_syrk(A, C, alpha, beta):
    A, C = _f(A), _f(C)
    lower = np.tril(np.ones(C.shape, dtype=bool))
    return _out(F32, np.where(lower, float(alpha) * (A @ A.T) + float(beta) * C, C))


def _ref_trmm(A, B, alpha):
    strict_lower = np.tril(_f(A), k=-1)
    return _out(F64, float(alpha) * (_f(B) + strict_lower.T @ _f(B)))


def _ref_gemm(A, B, C, alpha, beta):
    return _out(F32, float(alpha) * _f(A) @ _f(B) + float(beta) * _f(C))


def _ref_gemver(A, u1, v1, u2, v2, x0, w0, y, z, alpha, beta):
    ahat = _f(A) + np.outer(_f(u1), _f(v1)) + np.outer(_f(u2), _f(v2))
    x = _f(x0) + float(beta) * ahat.T @ _f(y) + _f(z)
    return _out(F32, ahat, x, _f(w0) + float(alpha) * ahat @ x)


def _ref_covariance(data):
    c = _f(data) - _f(data).mean(axis=0)
    return _out(F32, c.T @ c / (c.shape[0] - 1))


def _ref_correlation(data):
    d = _f(data)
    c = d - d.mean(axis=0)
    std = np.sqrt((c * c).mean(axis=0))
    z = c / (np.sqrt(d.shape[0]) * np.where(std <= 0.1, 1.0, std))
    corr = z.T @ z
    np.fill_diagonal(corr, 1.0)
    return _out(F32, corr)


def _ref_jacobi_1d(A0, steps):
    a, rows = A0.copy(), [A0]
    for _ in range(1, steps.shape[0]):
        b = a.copy()
        b[1:-1] = F32(0.33333) * (a[:-2] + a[1:-1] + a[2:])  # float32, in the kernel's order
        rows.append(b)
        a = b
    return (rows[-1],)


def _ref_jacobi_2d(A0, steps):
    a, rows = A0.copy(), [A0]
    for _ in range(1, steps.shape[0]):
        b = a.copy()
        b[1:-1, 1:-1] = F32(0.2) * ((((a[1:-1, 1:-1] + a[1:-1, :-2]) + a[1:-1, 2:]) + a[2:, 1:-1]) + a[:-2, 1:-1])
        rows.append(b)
        a = b
    return (rows[-1],)


def _ref_fdtd_2d(ex0, ey0, hz0, fict):
    ex, ey, hz = [ex0.copy()], [ey0.copy()], [hz0.copy()]
    half, c = F32(0.5), F32(0.7)
    for t in range(fict.shape[0]):
        e, f, h = ex[-1].copy(), ey[-1].copy(), hz[-1].copy()
        f[:1, :] = fict[t]
        f[1:, :] = ey[-1][1:, :] - half * (hz[-1][1:, :] - hz[-1][:-1, :])
        e[:, 1:] = ex[-1][:, 1:] - half * (hz[-1][:, 1:] - hz[-1][:, :-1])
        h[:-1, :-1] = hz[-1][:-1, :-1] - c * (((e[:-1, 1:] - e[:-1, :-1]) + f[1:, :-1]) - f[:-1, :-1])
        ex.append(e), ey.append(f), hz.append(h)
    return ex[-1], ey[-1], hz[-1]


def _ref_trisolv(L, b):
    L, x = _f(L), _f(b).copy()
    for i in range(x.size):
        x[i] = (x[i] - L[i, :i] @ x[:i]) / L[i, i]
    return _out(F32, x)


def _ref_gramschmidt(A):
    a = _f(A).copy()
    m, n = a.shape
    q, r = np.zeros((m, n)), np.zeros((n, n))
    for k in range(n):
        r[k, k] = np.sqrt(a[:, k] @ a[:, k])
        q[:, k] = a[:, k] / r[k, k]
        r[k, k + 1:] = q[:, k] @ a[:, k + 1:]
        a[:, k + 1:] -= np.outer(q[:, k], r[k, k + 1:])
    return q, r


def _ref_durbin(r):
    n = r.size
    y = np.zeros((n, n))
    y[0, 0] = alpha = -r[0]  # (an IndexError at N = 0: the kernel's BoundsError)
    beta = 1.0
    for k in range(1, n):
        beta = (1 - alpha * alpha) * beta
        alpha = -(r[k] + r[k - 1::-1] @ y[k - 1, :k]) / beta
        y[k, :k] = y[k - 1, :k] + alpha * y[k - 1, k - 1::-1]
        y[k, k] = alpha
    return (y[-1],)


def _ref_floyd_warshall(W):
    p, steps = _f(W), [_f(W)]
    for k in range(p.shape[0]):
        p = np.minimum(p, p[:, k:k + 1] + p[k:k + 1, :])
        steps.append(p)
    return _out(F32, steps[-1])


def _with_scalars(tensors, scalars):
    """``_uniform_inputs(tensors)`` plus scalar params name -> dtype drawn in [0.5, 1.5)."""
    make_tensors = _uniform_inputs(tensors)

    def make(sizes, rng):
        out = make_tensors(sizes, rng)
        out.update({name: _scalar(rng, dtype) for name, dtype in scalars.items()})
        return out
    return make


POLYBENCH = (
    Case("polybench_2mm", "polybench.tc", "polybench_2mm",
         _with_scalars({"A": (("NI", "NK"), F32, 0, 1), "B": (("NK", "NJ"), F32, 0, 1),
                        "C": (("NJ", "NL"), F32, 0, 1), "D": (("NI", "NL"), F32, 0, 1)},
                       {"alpha": F32, "beta": F32}),
         _ref_2mm,
         ({"NI": 1, "NJ": 1, "NK": 1, "NL": 1}, {"NI": 3, "NJ": 5, "NK": 7, "NL": 11},
          {"NI": 16, "NJ": 18, "NK": 22, "NL": 24}),
         {"NI": 800, "NJ": 900, "NK": 1100, "NL": 1200},
         tags=frozenset({"polybench", "contraction", "linalg", "chain"}),
         flops=lambda s: 2.0 * s["NI"] * s["NJ"] * s["NK"] + 2.0 * s["NI"] * s["NL"] * s["NJ"]),
    Case("polybench_3mm", "polybench.tc", "polybench_3mm",
         _uniform_inputs({"A": (("NI", "NK"), F32, 0, 1), "B": (("NK", "NJ"), F32, 0, 1),
                          "C": (("NJ", "NM"), F32, 0, 1), "D": (("NM", "NL"), F32, 0, 1)}),
         _ref_3mm,
         ({"NI": 1, "NJ": 1, "NK": 1, "NL": 1, "NM": 1},
          {"NI": 3, "NJ": 5, "NK": 7, "NL": 11, "NM": 13},
          {"NI": 16, "NJ": 18, "NK": 20, "NL": 22, "NM": 24}),
         {"NI": 800, "NJ": 900, "NK": 1000, "NL": 1100, "NM": 1200},
         tags=frozenset({"polybench", "contraction", "linalg", "chain"}),
         flops=lambda s: 2.0 * (s["NI"] * s["NJ"] * s["NK"] + s["NJ"] * s["NL"] * s["NM"]
                                + s["NI"] * s["NL"] * s["NJ"])),
    Case("atax", "polybench.tc", "atax",
         _uniform_inputs({"A": (("M", "N"), F32, 0, 1), "x": (("N",), F32, 0, 1)}), _ref_atax,
         ({"M": 1, "N": 1}, {"M": 5, "N": 7}, {"M": 38, "N": 42}, {"M": 13, "N": 3}),
         {"M": 1900, "N": 2100},
         tags=frozenset({"polybench", "contraction", "linalg", "memory-bound"}),
         flops=lambda s: _nbytes(4, 2 * s["M"] * s["N"], 2 * s["N"])),
    Case("bicg", "polybench.tc", "bicg",
         _uniform_inputs({"A": (("N", "M"), F32, 0, 1), "p": (("M",), F32, 0, 1),
                          "r": (("N",), F32, 0, 1)}),
         _ref_bicg,
         ({"N": 1, "M": 1}, {"N": 7, "M": 5}, {"N": 42, "M": 38}, {"N": 3, "M": 13}),
         {"N": 2100, "M": 1900},
         tags=frozenset({"polybench", "contraction", "linalg", "multi-output", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["M"] * s["N"], 2 * s["M"], 2 * s["N"])),
    Case("mvt", "polybench.tc", "mvt",
         _uniform_inputs({"A": (("N", "N"), F32, 0, 1), "x1": (("N",), F32, 0, 1),
                          "x2": (("N",), F32, 0, 1), "y1": (("N",), F32, 0, 1),
                          "y2": (("N",), F32, 0, 1)}),
         _ref_mvt, ({"N": 1}, {"N": 7}, {"N": 40}, {"N": 129}), {"N": 2000},
         tags=frozenset({"polybench", "contraction", "linalg", "multi-output", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["N"] * s["N"], 6 * s["N"])),
    Case("gesummv", "polybench.tc", "gesummv",
         _with_scalars({"A": (("N", "N"), F64, 0, 1), "B": (("N", "N"), F64, 0, 1),
                        "x": (("N",), F64, 0, 1)}, {"alpha": F64, "beta": F64}),
         _ref_gesummv, ({"N": 1}, {"N": 7}, {"N": 30}, {"N": 131}), {"N": 1300}, rtol=1e-9,
         tags=frozenset({"polybench", "contraction", "linalg", "float64", "memory-bound"}),
         flops=lambda s: _nbytes(8, 2 * s["N"] * s["N"], 2 * s["N"])),
    Case("doitgen", "polybench.tc", "doitgen",
         _uniform_inputs({"A": (("NR", "NQ", "NP"), F64, 0, 1), "C4": (("NP", "NP"), F64, 0, 1)}),
         _ref_doitgen,
         ({"NR": 1, "NQ": 1, "NP": 1}, {"NR": 3, "NQ": 5, "NP": 7},
          {"NR": 10, "NQ": 8, "NP": 12}, {"NR": 2, "NQ": 13, "NP": 11}),
         {"NR": 150, "NQ": 140, "NP": 160}, rtol=1e-9,
         tags=frozenset({"polybench", "contraction", "float64"}),
         flops=lambda s: 2.0 * s["NR"] * s["NQ"] * s["NP"] * s["NP"]),
    Case("syrk", "polybench.tc", "syrk",
         _with_scalars({"A": (("N", "M"), F32, 0, 1), "C": (("N", "N"), F32, 0, 1)},
                       {"alpha": F32, "beta": F32}),
         _ref_syrk,
         ({"N": 1, "M": 1}, {"N": 5, "M": 3}, {"N": 13, "M": 11}, {"N": 31, "M": 17}),
         {"N": 1200, "M": 1000},
         tags=frozenset({"polybench", "contraction", "triangular", "affine-conditions"}),
         flops=lambda s: 1.0 * s["N"] * (s["N"] + 1) * s["M"]),
    Case("trmm", "polybench.tc", "trmm",
         _with_scalars({"A": (("M", "M"), F64, 0, 1), "B": (("M", "N"), F64, 0, 1)},
                       {"alpha": F64}),
         _ref_trmm,
         ({"M": 1, "N": 1}, {"M": 3, "N": 5}, {"M": 13, "N": 11}, {"M": 20, "N": 7}),
         {"M": 1000, "N": 1200}, rtol=1e-9,
         tags=frozenset({"polybench", "contraction", "triangular", "affine-conditions",
                         "float64"}),
         flops=lambda s: 1.0 * s["M"] * (s["M"] - 1) * s["N"] + s["M"] * s["N"]),
    Case("gemm", "polybench.tc", "gemm",
         _with_scalars({"A": (("NI", "NK"), F32, 0, 1), "B": (("NK", "NJ"), F32, 0, 1),
                        "C": (("NI", "NJ"), F32, 0, 1)}, {"alpha": F32, "beta": F32}),
         _ref_gemm,
         ({"NI": 1, "NJ": 1, "NK": 1}, {"NI": 3, "NJ": 5, "NK": 7}, {"NI": 37, "NJ": 19, "NK": 23}),
         {"NI": 1000, "NJ": 1100, "NK": 1200},
         tags=frozenset({"polybench", "contraction", "linalg"}),
         flops=lambda s: 2.0 * s["NI"] * s["NJ"] * s["NK"]),
    Case("gemver", "polybench.tc", "gemver",
         _with_scalars({"A": (("N", "N"), F32, 0, 1), **{v: (("N",), F32, 0, 1)
                                                          for v in ("u1", "v1", "u2", "v2", "x0", "w0", "y", "z")}},
                       {"alpha": F32, "beta": F32}),
         _ref_gemver, ({"N": 1}, {"N": 7}, {"N": 33}, {"N": 70}), {"N": 2000},
         tags=frozenset({"polybench", "contraction", "linalg", "multi-output"}),
         flops=lambda s: 10.0 * s["N"] * s["N"]),
    Case("covariance", "polybench.tc", "covariance",
         _uniform_inputs({"data": (("N", "M"), F32, 0, 1)}), _ref_covariance,
         ({"N": 2, "M": 1}, {"N": 7, "M": 5}, {"N": 33, "M": 17}), {"N": 1400, "M": 1200},
         tags=frozenset({"polybench", "contraction", "datamining"}),
         flops=lambda s: 2.0 * s["N"] * s["M"] * s["M"]),
    Case("correlation", "polybench.tc", "correlation",
         _uniform_inputs({"data": (("N", "M"), F32, 0, 1)}), _ref_correlation,
         ({"N": 2, "M": 1}, {"N": 7, "M": 5}, {"N": 33, "M": 17}), {"N": 1400, "M": 1200},
         tags=frozenset({"polybench", "contraction", "datamining", "affine-conditions"}),
         flops=lambda s: 2.0 * s["N"] * s["M"] * s["M"]),
    Case("jacobi_1d", "polybench.tc", "jacobi_1d",
         _uniform_inputs({"A0": (("N",), F32, 0, 1), "steps": (("T",), F32, 0, 1)}), _ref_jacobi_1d,
         ({"N": 1, "T": 1}, {"N": 3, "T": 2}, {"N": 17, "T": 5}, {"N": 64, "T": 9}), {"N": 200000, "T": 50},
         tags=frozenset({"polybench", "stencil", "recurrence", "affine-conditions", "memory-bound"}),
         flops=lambda s: _nbytes(4, 2 * s["N"] * s["T"])),
    Case("jacobi_2d", "polybench.tc", "jacobi_2d",
         _uniform_inputs({"A0": (("N", "N"), F32, 0, 1), "steps": (("T",), F32, 0, 1)}), _ref_jacobi_2d,
         ({"N": 1, "T": 1}, {"N": 3, "T": 2}, {"N": 19, "T": 4}, {"N": 70, "T": 7}), {"N": 1000, "T": 20},
         tags=frozenset({"polybench", "stencil", "recurrence", "affine-conditions", "memory-bound"}),
         flops=lambda s: _nbytes(4, 2 * s["N"] ** 2 * s["T"])),
    Case("fdtd_2d", "polybench.tc", "fdtd_2d",
         _uniform_inputs({"ex0": (("NX", "NY"), F32, 0, 1), "ey0": (("NX", "NY"), F32, 0, 1),
                          "hz0": (("NX", "NY"), F32, 0, 1), "fict": (("T",), F32, 0, 1)}), _ref_fdtd_2d,
         ({"NX": 1, "NY": 1, "T": 1}, {"NX": 3, "NY": 2, "T": 2}, {"NX": 17, "NY": 13, "T": 5},
          {"NX": 40, "NY": 33, "T": 9}), {"NX": 1000, "NY": 1200, "T": 20},
         tags=frozenset({"polybench", "stencil", "recurrence", "affine-conditions", "memory-bound"}),
         flops=lambda s: _nbytes(4, 6 * s["NX"] * s["NY"] * s["T"])),
    Case("trisolv", "polybench.tc", "trisolv",
         lambda s, rng: {"L": (np.tril(rng.uniform(0, 1, (s["N"], s["N"]))) + s["N"] * np.eye(s["N"])).astype(F32),
                         "b": rng.uniform(0, 1, s["N"]).astype(F32)}, _ref_trisolv,
         ({"N": 1}, {"N": 2}, {"N": 17}, {"N": 70}), {"N": 2000},
         tags=frozenset({"polybench", "recurrence"}),
         flops=lambda s: 1.0 * s["N"] ** 2),
    Case("gramschmidt", "polybench.tc", "gramschmidt",
         lambda s, rng: {"A": rng.uniform(0, 1, (s["M"], s["N"])) + np.eye(s["M"], s["N"])}, _ref_gramschmidt,
         ({"M": 1, "N": 1}, {"M": 3, "N": 2}, {"M": 17, "N": 13}, {"M": 40, "N": 33}), {"M": 240, "N": 200},
         rtol=1e-9, tags=frozenset({"polybench", "recurrence", "affine-conditions"}),
         flops=lambda s: 2.0 * s["M"] * s["N"] ** 2),
    Case("durbin", "polybench.tc", "durbin",
         lambda s, rng: {"r": rng.uniform(0, 1 / max(s["N"], 1), s["N"])}, _ref_durbin,
         ({"N": 1}, {"N": 2}, {"N": 17}, {"N": 70}), {"N": 1000}, rtol=1e-9,
         tags=frozenset({"polybench", "recurrence", "affine-conditions"}),
         flops=lambda s: 2.0 * s["N"] ** 2),
    Case("floyd_warshall", "polybench.tc", "floyd_warshall",
         lambda s, rng: {"W": _ints(rng, (s["N"], s["N"]), F32, 1, 50)}, _ref_floyd_warshall,
         ({"N": 1}, {"N": 6}, {"N": 19}), {"N": 256}, rtol=0.0,
         tags=frozenset({"polybench", "recurrence"}),
         flops=lambda s: 2.0 * s["N"] ** 3),
)


# --------------------------------------------------------------------------- triangular.tc

def _ref_trmv_lower(L, x):
    return _out(F32, np.tril(_f(L)) @ _f(x))


def _ref_trmv_upper(U, x):
    return _out(F64, np.triu(_f(U)) @ _f(x))


def _ref_prefix_sum(X):
    return _out(I64, np.cumsum(_i(X)))


_N_SIZES = ({"N": 1}, {"N": 7}, {"N": 33}, {"N": 129})

TRIANGULAR = (
    Case("trmv_lower", "triangular.tc", "trmv_lower",
         _uniform_inputs({"L": (("N", "N"), F32, 0, 1), "x": (("N",), F32, 0, 1)}),
         _ref_trmv_lower, _N_SIZES, {"N": 4096},
         tags=frozenset({"triangular", "contraction", "affine-conditions", "memory-bound"}),
         flops=lambda s: _nbytes(4, s["N"] * (s["N"] + 1) / 2, 2 * s["N"])),
    Case("trmv_upper", "triangular.tc", "trmv_upper",
         _uniform_inputs({"U": (("N", "N"), F64, 0, 1), "x": (("N",), F64, 0, 1)}),
         _ref_trmv_upper, _N_SIZES, {"N": 4096}, rtol=1e-9,
         tags=frozenset({"triangular", "contraction", "affine-conditions", "float64",
                         "memory-bound"}),
         flops=lambda s: _nbytes(8, s["N"] * (s["N"] + 1) / 2, 2 * s["N"])),
    Case("prefix_sum", "triangular.tc", "prefix_sum",
         lambda s, rng: {"X": _ints(rng, (s["N"],), I64, -1000, 1000)}, _ref_prefix_sum,
         ({"N": 1}, {"N": 13}, {"N": 257}, {"N": 1000}), {"N": 16384}, rtol=0.0,
         tags=frozenset({"triangular", "reduction", "integer", "affine-conditions", "memory-bound"}),
         flops=lambda s: _nbytes(8, 2 * s["N"])),  # (a recurrence, poly/scans.py: N steps, not N^2/2)
)


CASES: tuple[Case, ...] = LINALG + TENSOR + SHAPE + CONV + POOL + NN + GATHER + POLYBENCH + TRIANGULAR
