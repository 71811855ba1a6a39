"""``einsum``: numpy's ``einsum``, computed by a kernel that polyopt compiles to C.

>>> import numpy as np
>>> a = np.arange(6, dtype=np.float32).reshape(2, 3)
>>> einsum("ij,jk->ik", a, a.T).tolist()
[[5.0, 14.0], [14.0, 50.0]]

Result dtypes are numpy's (``np.result_type`` of the operands, or ``dtype=``). Kernels compute
in float32, float64, int32 or int64; other real dtypes are computed in a wider one and cast
back: bool and (u)int8/16/32/64 in int64 (wrapping like numpy; bool gives "any product true"),
float16 in float32. Complex, long double and non-numeric dtypes raise ``ShapeError``.
Unlike numpy, the result is never a view of an operand.
"""

from __future__ import annotations

import functools

import numpy as np

from polyopt.errors import ArgumentError, ShapeError
from polyopt.lang.einsum import KERNEL_TYPES, Translation, to_kernel

__all__ = ["einsum"]


def _compute_dtype(dtype: np.dtype) -> np.dtype:
    """The kernel dtype that computes a result of ``dtype`` (see the module docstring)."""
    if dtype.name in KERNEL_TYPES:
        return np.dtype(dtype.name)  # native byte order
    if dtype.kind in "biu":
        return np.dtype(np.int64)
    if dtype.kind == "f" and dtype.itemsize < 4:
        return np.dtype(np.float32)
    raise ShapeError(f"einsum does not support dtype {dtype}: use float32, float64, int32 or int64 "
                     "(bool, other integers and float16 are converted)")


@functools.lru_cache(maxsize=256)
def _translate(subscripts: str, shapes: tuple[tuple[int, ...], ...], dtype: str, path) -> Translation:
    return to_kernel(subscripts, shapes, dtype, path=path)


@functools.lru_cache(maxsize=256)
def _kernel(source: str, entry: str):
    import polyopt  # the compiler; imported late so translating needs none of it
    return polyopt.compile(source, entry)


def _result_dtype(arrays, dtype) -> np.dtype:
    if dtype is None:
        return np.result_type(*arrays)
    result = np.dtype(dtype)
    for k, a in enumerate(arrays):
        if not np.can_cast(a.dtype, result, "safe"):
            raise ArgumentError(f"einsum operand {k} of dtype {a.dtype} cannot be cast safely to dtype={result}")
    return result


@functools.lru_cache(maxsize=256)
def _plan(subscripts: str, shapes: tuple[tuple[int, ...], ...], dtypes: tuple[np.dtype, ...],
          dtype: np.dtype | None, path):
    """The translation, the kernel, its dtype and the result's dtype for one kind of call (cached:
    a repeated call costs a dictionary lookup before the kernel runs)."""
    result = _result_dtype([np.empty(0, d) for d in dtypes], dtype)
    compute = _compute_dtype(result)
    tr = _translate(subscripts, shapes, compute.name, path)
    return tr, _kernel(tr.source, tr.entry), compute, result


def _hashable_path(optimize):
    if isinstance(optimize, bool | str) or optimize is None:
        return optimize
    return tuple(step if isinstance(step, str) else tuple(int(i) for i in step) for step in optimize)


# (subscripts, optimize, shape and dtype of each operand) -> (kernel, translation or None when the
# kernel takes the operands as they are, result shape) for calls whose C-contiguous operands have
# the dtype the kernel computes in, and so has the result
_fast: dict[tuple, tuple[object, Translation | None, tuple[int, ...]]] = {}


def _fast_key(subscripts, optimize, operands) -> tuple | None:
    key = [subscripts, optimize]
    for a in operands:
        if type(a) is not np.ndarray or not a.flags.c_contiguous:
            return None
        key.append((a.shape, a.dtype))
    return tuple(key)


def einsum(subscripts: str, *operands, out: np.ndarray | None = None, dtype=None, optimize="greedy"):
    """Evaluate an Einstein summation like ``numpy.einsum`` (string form only).

    ``optimize`` picks the contraction order for three or more operands: ``"greedy"`` (or
    ``True``), ``"optimal"``, an explicit path as ``np.einsum_path`` returns it, or ``False`` for
    one loop nest over all operands. Compiled kernels are cached per subscripts, shapes and dtype.

    >>> float(einsum("ii->", np.eye(3))), einsum("i,j->ij", [1, 2], [3, 4]).tolist()
    (3.0, [[3, 4], [6, 8]])
    """
    key = _fast_key(subscripts, optimize, operands) \
        if out is None and dtype is None and type(subscripts) is str and type(optimize) in (str, bool) else None
    plan = _fast.get(key) if key is not None else None
    if plan is not None:  # a call like an earlier one: no conversions, checks or planning
        kernel, tr, shape = plan
        result = kernel(*(operands if tr is None else tr.arguments(operands)))
        if result.shape != shape:
            result = result.reshape(shape)
        return result[()] if not shape else result
    if not isinstance(subscripts, str):
        raise ArgumentError("polyopt.einsum takes only the string form: einsum('ij,jk->ik', a, b)")
    if not operands:
        raise ArgumentError("einsum needs at least one operand")
    arrays = [np.asarray(op) for op in operands]
    if any(a.size == 0 for a in arrays):  # nothing to compile for: let numpy do it
        _compute_dtype(_result_dtype(arrays, dtype))  # our dtype errors first
        return np.einsum(subscripts, *arrays, out=out, dtype=dtype)
    tr, kernel, compute, result_dtype = _plan(subscripts, tuple(a.shape for a in arrays),
                                              tuple(a.dtype for a in arrays),
                                              None if dtype is None else np.dtype(dtype), _hashable_path(optimize))
    args = tr.arguments([a if a.dtype == compute else a.astype(compute) for a in arrays])
    result = np.asarray(kernel(*args)).reshape(tr.shape)
    if result.dtype != result_dtype:
        result = result.astype(result_dtype)
    elif key is not None and all(a.dtype == compute for a in arrays):
        if len(_fast) >= 256:
            _fast.clear()
        same = all(a.shape == b.shape for a, b in zip(args, arrays)) and not any(tr.squeeze)
        _fast[key] = (kernel, None if same else tr, tr.shape)

    if out is None:
        return result[()] if result.ndim == 0 else result
    if not isinstance(out, np.ndarray):
        raise ArgumentError(f"einsum out= must be a numpy array, not {type(out).__name__}")
    if out.shape != result.shape:
        raise ShapeError(f"einsum out= has shape {out.shape}, the result has shape {result.shape}")
    if not np.can_cast(result.dtype, out.dtype, "safe"):
        raise ArgumentError(f"einsum result of dtype {result.dtype} cannot be cast safely to out= "
                            f"of dtype {out.dtype}")
    np.copyto(out, result)
    return out
