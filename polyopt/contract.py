"""``einsum``: numpy's ``einsum``, computed by a kernel that polyopt compiles to C.

>>> import numpy as np
>>> a = np.arange(6, dtype=np.float32).reshape(2, 3)
>>> einsum("ij,jk->ik", a, a.T).tolist()
[[5.0, 14.0], [14.0, 50.0]]

Dtypes follow numpy: the computation is in ``dtype=``, else in ``np.result_type`` of the
operands and ``out=``, and every cast is checked under ``casting=``. Kernels compute in float32,
float64, int32 or int64; other real dtypes are computed in a wider one and cast back: bool and
(u)int8/16/32/64 in int64 (wrapping like numpy; bool gives "any product true"), float16 in
float32. Complex, long double and non-numeric dtypes raise ``ShapeError``, except that real
operands may fill such an ``out=``: numpy's complex or long double arithmetic on them is computed
in float32 (for complex64) or float64.
As in numpy, one operand whose every label reaches the output (a transpose ``ij->ji``, a
diagonal ``ii->i``, ``...ij->...ji``) gives a view of it, writeable where the operand is, without
``out=`` or another ``dtype=``; any other result is computed by a kernel, never a view.
"""

from __future__ import annotations

import functools
import operator

import numpy as np

from polyopt.errors import ArgumentError, ShapeError
from polyopt.lang.einsum import KERNEL_TYPES, Translation, parse_subscripts, to_kernel

__all__ = ["einsum"]

CASTINGS = ("no", "equiv", "safe", "same_kind", "unsafe")
ORDERS = ("K", "A", "C", "F")


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
def _kernel(source: str, entry: str, target: str):
    import polyopt  # the compiler; imported late so translating needs none of it
    return polyopt.compile(source, entry, target=target)


def _result_type(dtypes) -> np.dtype:
    try:
        return np.result_type(*dtypes)
    except TypeError:  # numpy's DTypePromotionError
        raise ShapeError(f"einsum cannot combine dtypes {', '.join(map(str, dtypes))}") from None


def _common_dtype(dtypes, dtype, out_dtype, casting: str) -> np.dtype:
    """The dtype numpy computes in: ``dtype``, else the result type of the operands and ``out=``.
    Checks the casts numpy makes (operands to it, it to ``out=`` and, with ``dtype``, back)."""
    common = dtype
    if common is None:
        common = _result_type(dtypes if out_dtype is None else (*dtypes, out_dtype))
    for k, d in enumerate(dtypes):
        if not np.can_cast(d, common, casting):
            raise ArgumentError(f"einsum operand {k} of dtype {d} cannot be cast to {common} "
                                f"with casting={casting!r}")
    if out_dtype is not None and not np.can_cast(common, out_dtype, casting):
        raise ArgumentError(f"einsum result of dtype {common} cannot be cast to out= of dtype {out_dtype} "
                            f"with casting={casting!r}")
    if out_dtype is not None and dtype is not None and not np.can_cast(out_dtype, dtype, casting):
        raise ArgumentError(f"einsum out= of dtype {out_dtype} does not match dtype={dtype}: like numpy, "
                            f"out= must also cast to dtype= with casting={casting!r}")
    return common


def _real_dtype(common: np.dtype, dtypes) -> np.dtype:
    """What computes an ``out=`` that makes ``common`` complex, long double or object, given real
    operands: float32 for complex64, float64 for the others, the operands' type for object."""
    for d in dtypes:
        _compute_dtype(d)  # the operands must be supported
    if common.kind in "cf":
        return np.dtype(np.float32 if common == np.complex64 else np.float64)
    return _result_type(dtypes)


@functools.lru_cache(maxsize=256)
def _plan(subscripts: str, shapes: tuple[tuple[int, ...], ...], dtypes: tuple[np.dtype, ...],
          dtype: np.dtype | None, out_dtype: np.dtype | None, casting: str, path, target: str = "c"):
    """The translation, the kernel (None when an operand is empty), the kernel's dtype and the
    dtype numpy computes in, for one kind of call (cached: a repeated call costs a dictionary
    lookup before the kernel runs)."""
    common = _common_dtype(dtypes, dtype, out_dtype, casting)
    try:
        compute = _compute_dtype(common)
    except ShapeError:
        if dtype is not None or out_dtype is None:
            raise
        common = _real_dtype(common, dtypes)
        compute = _compute_dtype(common)
    tr = _translate(subscripts, shapes, compute.name, path)
    kernel = _kernel(tr.source, tr.entry, target) if all(0 not in s for s in shapes) else None
    return tr, kernel, compute, common


def _path_option(optimize):
    """``optimize`` as ``to_kernel`` takes it (hashable), checked as numpy checks it."""
    if optimize is None or type(optimize) is bool or isinstance(optimize, str):
        return optimize
    if isinstance(optimize, list | tuple) and optimize and isinstance(optimize[0], str):
        if len(optimize) == 2 and isinstance(optimize[1], int | float):
            return optimize[0]  # numpy's (strategy, memory limit): the limit is ignored
        if optimize[0] == "einsum_path":
            try:
                return tuple(tuple(operator.index(i) for i in step) for step in optimize[1:])
            except TypeError:
                pass
    raise ArgumentError(f"einsum optimize= must be True, False, 'greedy', 'optimal', (strategy, memory limit) "
                        f"or a path ['einsum_path', (i, j), ...] with integer positions, not {optimize!r}")


def _check_keywords(casting, order) -> str:
    """Checks ``casting=`` and ``order=`` as numpy does; returns the order in upper case."""
    if not isinstance(casting, str) or casting not in CASTINGS:
        raise ArgumentError(f"einsum casting= must be one of {', '.join(map(repr, CASTINGS))}, not {casting!r}")
    if order is None:
        return "K"
    if not isinstance(order, str) or order.upper() not in ORDERS:
        raise ArgumentError(f"einsum order= must be one of {', '.join(map(repr, ORDERS))}, not {order!r}")
    return order.upper()


# (subscripts, optimize, casting, order, shape and dtype of each operand) -> (kernel, translation
# or None when the kernel takes the operands as they are, result shape) for calls whose
# C-contiguous operands have the dtype the kernel computes in, and so has the result
_fast: dict[tuple, tuple[object, Translation | None, tuple[int, ...]]] = {}


def _fast_key(subscripts, operands, optimize, casting, order, target) -> tuple | None:
    if type(optimize) not in (str, bool) or type(casting) is not str or type(order) is not str or \
            type(target) is not str:
        return None
    key = [subscripts, optimize, casting, order, target]
    for a in operands:
        if type(a) is not np.ndarray or not a.flags.c_contiguous:
            return None
        key.append((a.shape, a.dtype))
    return tuple(key)


def _array(k: int, op) -> np.ndarray:
    """Operand ``k`` as numpy reads it (a ``ShapeError`` where it cannot: a ragged list)."""
    try:
        return np.asarray(op)
    except (ValueError, TypeError) as e:
        raise ShapeError(f"einsum: operand {k} cannot be read as an array: {e}") from None


def _operand(a: np.ndarray, common: np.dtype, compute: np.dtype) -> np.ndarray:
    """``a`` in the kernel's dtype and C-contiguous, cast to ``common`` first where that is not
    exact (a narrower ``dtype=`` with ``casting="same_kind"`` or ``"unsafe"``), as numpy does; a copy
    too large to allocate is a ``ShapeError`` (a broadcast view of 2**40 elements was numpy's
    MemoryError)."""
    from polyopt.runtime.call import allocate
    if a.dtype != compute and not np.can_cast(a.dtype, common, "safe"):
        a = allocate(f"einsum: an operand in {common}", lambda shape, dtype, a=a: a.astype(dtype), a.shape, common)
    if a.dtype != compute:
        a = allocate(f"einsum: an operand in {compute}", lambda shape, dtype, a=a: a.astype(dtype), a.shape, compute)
    if not a.flags.c_contiguous:
        a = allocate("einsum: a contiguous copy of an operand", lambda shape, dtype, a=a: np.ascontiguousarray(a),
                     a.shape, a.dtype)
    return a


def _view(subscripts: str, arrays: list[np.ndarray], dtype, out) -> np.ndarray | None:
    """numpy's result where one operand's labels all reach the output: a view of it, its strides
    summed over a repeated label (``ii->i``: the diagonal), writeable where it is; else None.

    >>> a = np.arange(6.0).reshape(2, 3)
    >>> v = _view("ij->ji", [a], None, None); v[2, 1] = -1.0; (v.shape, float(a[1, 2]))
    ((3, 2), -1.0)
    """
    if len(arrays) != 1 or out is not None or arrays[0].ndim == 0 or \
            (dtype is not None and dtype != arrays[0].dtype):
        return None
    a = arrays[0]
    (term,), output = parse_subscripts(subscripts, [a.ndim])
    if set(term) != set(output):
        return None  # (a label summed away)
    sizes, strides = {}, {}
    for c, n, st in zip(term, a.shape, a.strides, strict=True):
        if sizes.setdefault(c, n) != n:
            return None  # (the kernel's planning names the mismatch)
        strides[c] = strides.get(c, 0) + st
    return np.lib.stride_tricks.as_strided(a, tuple(sizes[c] for c in output), tuple(strides[c] for c in output),
                                           writeable=a.flags.writeable)


def einsum(subscripts: str, *operands, out: np.ndarray | None = None, dtype=None, order="K",
           casting="safe", optimize="greedy", target="c"):
    """Evaluate an Einstein summation like ``numpy.einsum`` (string form only).

    ``optimize`` picks the contraction order for three or more operands: ``"greedy"`` (or
    ``True``), ``"optimal"``, an explicit path as ``np.einsum_path`` returns it, or ``False`` for
    one loop nest over all operands. ``dtype``, ``out`` and ``casting`` mean what they mean to
    numpy; ``order="F"`` gives a Fortran-ordered result, other orders a C-ordered one. ``target``
    (polyopt's, not numpy's): ``"c"`` (this CPU) or ``"cuda"`` (the GPU, through pycuda; numpy
    arrays in and out). Compiled kernels are cached per subscripts, shapes, dtype and target.

    >>> float(einsum("ii->", np.eye(3))), einsum("i,j->ij", [1, 2], [3, 4]).tolist()
    (3.0, [[3, 4], [6, 8]])
    """
    key = _fast_key(subscripts, operands, optimize, casting, order, target) \
        if out is None and dtype is None and type(subscripts) is str else None
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
    order = _check_keywords(casting, order)
    path = _path_option(optimize)
    if target not in ("c", "cuda"):
        raise ArgumentError(f"einsum target= must be 'c' or 'cuda', not {target!r}")
    if out is not None and not isinstance(out, np.ndarray):
        raise ArgumentError(f"einsum out= must be a numpy array, not {type(out).__name__}")
    if out is not None and not out.flags.writeable:
        raise ArgumentError("einsum out= is read-only")
    try:
        dtype = None if dtype is None else np.dtype(dtype)
    except TypeError as e:
        raise ArgumentError(f"einsum dtype= {dtype!r} is not a numpy dtype ({e})") from None
    arrays = [_array(k, op) for k, op in enumerate(operands)]
    if (view := _view(subscripts, arrays, dtype, out)) is not None:
        return view
    tr, kernel, compute, common = _plan(subscripts, tuple(a.shape for a in arrays), tuple(a.dtype for a in arrays),
                                        dtype, None if out is None else out.dtype, casting, path, target)
    if out is not None and out.shape != tr.shape:
        raise ShapeError(f"einsum out= has shape {out.shape}, the result has shape {tr.shape}")

    if kernel is None:  # an empty operand: nothing to compute
        result = np.zeros(tr.shape, common)
    else:
        args = tr.arguments([_operand(a, common, compute) for a in arrays])
        result = np.asarray(kernel(*args)).reshape(tr.shape)
        if result.dtype != common:
            result = result.astype(common)
        elif key is not None and order != "F" and all(a.dtype == compute for a in arrays):
            if len(_fast) >= 256:
                _fast.clear()
            same = all(a.shape == b.shape for a, b in zip(args, arrays)) and not any(tr.squeeze)
            _fast[key] = (kernel, None if same else tr, tr.shape)

    if out is not None:
        np.copyto(out, result, casting="unsafe")  # _plan checked the cast under casting=
        return out
    if order == "F" and result.ndim:  # (asfortranarray makes a 0-d result 1-d)
        result = np.asfortranarray(result)
    return result[()] if result.ndim == 0 else result
