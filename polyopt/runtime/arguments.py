"""One argument of a call checked and converted: a scalar to the Python number its parameter
takes, an array to what numpy reads (``ShapeError`` naming the argument where it cannot be).

>>> from polyopt.lang import ir
>>> scalar("f", ir.Param("alpha", "int8", ()), 7.0)
7
>>> scalar("f", ir.Param("alpha", "float32", ()), 1e300)
Traceback (most recent call last):
polyopt.errors.ShapeError: f: argument alpha = 1e+300 does not fit in float32 (finite values from -3.4028235e+38 \
to 3.4028235e+38; inf and nan are taken as they are)
"""

from __future__ import annotations

import math

import numpy as np

from polyopt.errors import ShapeError
from polyopt.lang import ir


def _float_limit(dtype: str) -> float:
    """The least magnitude that rounds to infinity in ``dtype``: its largest finite value plus
    half a unit in the last place there (``float32``: 2**128 - 2**103)."""
    info = np.finfo(dtype)
    return float(info.max) + 2.0 ** (int(info.maxexp) - int(info.nmant) - 2)


# float dtype -> (the magnitude that overflows it, its largest finite value); float64: none
_OVERFLOW = {d: (_float_limit(d), float(np.finfo(d).max)) for d in ("float16", "float32")}


def scalar(kname: str, p: ir.Param, x):
    """``x`` as the Python number scalar parameter ``p`` takes (``ShapeError`` if it is not one)."""
    try:
        a = np.asarray(x)
    except Exception as e:  # noqa: BLE001 - anything numpy cannot read is a bad argument
        raise ShapeError(f"{kname}: argument {p.name} must be a number, got {type(x).__name__}") from e
    if a.ndim != 0 or a.dtype.kind not in "biuf":
        raise ShapeError(f"{kname}: argument {p.name} is a scalar {p.dtype}, got {type(x).__name__} "
                         f"of shape {a.shape} and dtype {a.dtype}")
    if p.dtype == "bool":
        if a.dtype.kind == "f" and not float(a).is_integer() or int(a) not in (0, 1):
            raise ShapeError(f"{kname}: argument {p.name} is bool, got {a[()]!r}")
        return bool(a)
    if np.dtype(p.dtype).kind in "iu":
        info = np.iinfo(p.dtype)
        if a.dtype.kind == "f" and not float(a).is_integer():
            raise ShapeError(f"{kname}: argument {p.name} is {p.dtype}, got the fraction {a[()]!r}")
        if not info.min <= int(a) <= info.max:
            raise ShapeError(f"{kname}: argument {p.name} = {int(a)} does not fit in {p.dtype} "
                             f"({info.min} to {info.max})")
        return int(a)
    over = _OVERFLOW.get(p.dtype)
    if over is not None:  # (numpy would warn of an overflow in the cast, and pass inf)
        v = float(a)
        if abs(v) >= over[0] and not math.isinf(v):
            raise ShapeError(f"{kname}: argument {p.name} = {v!r} does not fit in {p.dtype} (finite values from "
                             f"{-over[1]:.8g} to {over[1]:.8g}; inf and nan are taken as they are)")
    return float(a.astype(p.dtype)[()])


def as_array(kname: str, p: ir.Param, x) -> np.ndarray:
    if not hasattr(x, "__array__") and not isinstance(x, list | tuple):
        raise ShapeError(f"{kname}: argument {p.name} must be an array, got {type(x).__name__}")
    try:
        return np.asarray(x)
    except Exception as e:  # noqa: BLE001
        raise ShapeError(f"{kname}: argument {p.name} cannot be read as an array: {e}") from e
