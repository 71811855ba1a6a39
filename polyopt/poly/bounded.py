"""isl's work within a bound on its operations (isl's own counter, ~1.4 s of CPU a million on a Zen
3), for the steps that take it minutes on an unusual kernel; past the bound a fallback answers.

>>> import islpy as isl
>>> ctx = isl.Context()
>>> within(ctx, 10**6, lambda: isl.Set("{ [i] : 0 <= i < 4 }", context=ctx).is_empty(), lambda: None)
False
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import islpy as isl

T = TypeVar("T")


def within(ctx: isl.Context, limit: int, work: Callable[[], T], fallback: Callable[[], T]) -> T:
    """``work()`` with at most ``limit`` of isl's operations, else ``fallback()`` (run after the
    bound is lifted). Inside a caller's bound (one is set already), ``work()`` runs under that one
    and isl's error past it reaches the caller, whose own fallback answers."""
    if ctx.get_max_operations():
        return work()
    ctx.reset_operations()
    ctx.set_max_operations(limit)
    try:
        return work()
    except isl.Error:
        pass
    finally:
        ctx.set_max_operations(0)
    return fallback()


__all__ = ["within"]
