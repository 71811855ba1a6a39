"""One argument of a call checked and converted: a scalar to the Python number its parameter
takes, an array to what numpy reads (``ShapeError`` naming the argument where it cannot be).

>>> from polyopt.lang import ir
>>> scalar("f", ir.Param("alpha", "int8", ()), 7.0)
7
"""

from __future__ import annotations

import numpy as np

from polyopt.errors import ShapeError
from polyopt.lang import ir


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
            raise ShapeError(f"{kname}: argument {p.name} = {int(a)} does not fit in {p.dtype}")
        return int(a)
    return float(a.astype(p.dtype)[()])


def as_array(kname: str, p: ir.Param, x) -> np.ndarray:
    if not hasattr(x, "__array__") and not isinstance(x, list | tuple):
        raise ShapeError(f"{kname}: argument {p.name} must be an array, got {type(x).__name__}")
    try:
        return np.asarray(x)
    except Exception as e:  # noqa: BLE001
        raise ShapeError(f"{kname}: argument {p.name} cannot be read as an array: {e}") from e
