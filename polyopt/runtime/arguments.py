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

import functools
import math
import struct
from collections.abc import Callable

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
    if isinstance(x, int) and not isinstance(x, np.generic) and not -2**63 <= x < 2**64:
        return _big_int(kname, p, x)  # (numpy reads such an int as an object)
    try:
        a = np.asarray(x)
    except Exception as e:  # noqa: BLE001 - anything numpy cannot read is a bad argument
        raise ShapeError(f"{kname}: argument {p.name} must be a number, got {type(x).__name__}") from e
    if a.ndim != 0 or a.dtype.kind not in "biuf":
        raise ShapeError(f"{kname}: argument {p.name} is a scalar {p.dtype}, got {type(x).__name__} "
                         f"of shape {a.shape} and dtype {a.dtype}")
    if p.dtype == "bool":
        if a.dtype.kind == "f" and not float(a).is_integer() or int(a) not in (0, 1):
            raise ShapeError(f"{kname}: argument {p.name} = {a[()].item()!r} does not fit in bool (0 or 1)")
        return bool(a)
    if np.dtype(p.dtype).kind in "iu":
        info = np.iinfo(p.dtype)
        if a.dtype.kind == "f" and not math.isfinite(float(a)):
            raise ShapeError(f"{kname}: argument {p.name} = {float(a)!r} does not fit in {p.dtype} "
                             f"({info.min} to {info.max})")
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


def _big_int(kname: str, p: ir.Param, x: int):
    """A Python int beyond 64 bits as ``p``'s type takes it (a float rounded once, to nearest even),
    else a ``ShapeError`` saying it does not fit.

    >>> _big_int("f", ir.Param("a", "float32", ()), 2**64 + 2**40)
    1.8446744073709552e+19
    >>> _big_int("f", ir.Param("b", "bool", ()), -2**64)
    Traceback (most recent call last):
    polyopt.errors.ShapeError: f: argument b = -18446744073709551616 does not fit in bool (0 or 1)
    """
    dtype = np.dtype(p.dtype)
    if dtype.kind == "f":
        info = np.finfo(dtype)
        if abs(x) < int(info.max) + 2 ** (int(info.maxexp) - int(info.nmant) - 2):  # (else it rounds to inf)
            return float(_rounded(x, int(info.nmant) + 1))
        limits = (f"finite values from {-float(info.max):.8g} to {float(info.max):.8g}; inf and nan are taken "
                  "as they are")
    elif dtype.kind == "b":
        limits = "0 or 1"
    else:
        limits = f"{np.iinfo(dtype).min} to {np.iinfo(dtype).max}"
    shown = str(x) if x.bit_length() <= 256 else f"{'-' if x < 0 else ''}(an int of {x.bit_length()} bits)"
    raise ShapeError(f"{kname}: argument {p.name} = {shown} does not fit in {p.dtype} ({limits})")


def _rounded(x: int, bits: int) -> int:
    """``x`` rounded to ``bits`` significant bits, ties to even (exact in a float of that precision)."""
    drop = abs(x).bit_length() - bits
    if drop <= 0:
        return x
    q, r = divmod(abs(x), 1 << drop)
    half = 1 << (drop - 1)
    q += r > half or r == half and q & 1
    return (q << drop) * (1 if x > 0 else -1)


_FLOAT32 = struct.Struct("f")  # (packing rounds a double to float32 as numpy's cast does: C's (float)x)


def converter(kname: str, p: ir.Param) -> Callable[[object], object]:
    """``scalar(kname, p, x)`` as a function of ``x``, with a shortcut where the answer needs no
    array: a Python ``float``, ``int`` or ``bool`` whose value the parameter's type takes as it is
    (an int in the integer type's range, an integral float there, a finite float below float32's
    overflow, an int float32 holds exactly) or a numpy scalar of the parameter's own dtype; the rest
    (errors, inf and nan, other numpy scalars, huge ints) is ``scalar``'s. The same values, types
    and errors as ``scalar``, a tenth of its time (the fast path of a call, ``runtime/call.py``).

    >>> f = converter("f", ir.Param("n", "int32", ()))
    >>> f(7), f(7.0), f(True), f(np.int32(-2))
    (7, 7, 1, -2)
    >>> converter("f", ir.Param("a", "float32", ()))(0.1)
    0.10000000149011612
    """
    slow = functools.partial(scalar, kname, p)
    dtype = np.dtype(p.dtype)
    own = dtype.type  # (a numpy scalar of this exact type is in range and exact)
    if dtype.kind == "b":
        def convert(x):
            t = type(x)
            if t is bool:
                return x
            if (t is int or t is float) and (x == 0 or x == 1) or t is own:
                return bool(x)
            return slow(x)
    elif dtype.kind in "iu":
        info = np.iinfo(dtype)
        lo, hi = int(info.min), int(info.max)

        def convert(x):
            t = type(x)
            if t is int:
                if lo <= x <= hi:
                    return x
            elif t is float:
                if lo <= x <= hi and x.is_integer():
                    return int(x)
            elif t is bool or t is own:
                return int(x)
            return slow(x)
    else:
        exact = 2 ** (np.finfo(dtype).nmant + 1)  # an int of at most this magnitude is exact in dtype
        if p.dtype == "float64":
            def convert(x):
                t = type(x)
                if t is float:
                    return x
                if t is int and -exact <= x <= exact or t is bool or t is own:
                    return float(x)
                return slow(x)
        else:
            over = _OVERFLOW[p.dtype][0] if p.dtype == "float32" else 0.0  # (float16: no float shortcut)
            pack, unpack = _FLOAT32.pack, _FLOAT32.unpack

            def convert(x):
                t = type(x)
                if t is float:
                    if -over < x < over:  # (False for inf and nan)
                        return unpack(pack(x))[0]
                elif t is int and -exact <= x <= exact or t is bool or t is own:
                    return float(x)
                return slow(x)
    return convert


def as_array(kname: str, p: ir.Param, x) -> np.ndarray:
    if not hasattr(x, "__array__") and not isinstance(x, list | tuple):
        raise ShapeError(f"{kname}: argument {p.name} must be an array, got {type(x).__name__}")
    try:
        return np.asarray(x)
    except Exception as e:  # noqa: BLE001
        raise ShapeError(f"{kname}: argument {p.name} cannot be read as an array: {e}") from e
