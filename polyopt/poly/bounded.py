"""isl's work within a bound on its operations (isl's own counter, ~1.4 s of CPU a million on a Zen
3), for the steps that take it minutes on an unusual kernel; past the bound a fallback answers.

>>> import islpy as isl
>>> ctx = isl.Context()
>>> within(ctx, 10**6, lambda: isl.Set("{ [i] : 0 <= i < 4 }", context=ctx).is_empty(), lambda: None)
False
"""

from __future__ import annotations

import os
import resource
import select
import signal
import time
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


def in_child(work: Callable[[], str], seconds: int) -> str | None:
    """``work()`` (a text) computed in a forked child that may take at most ``seconds`` of CPU
    and ``WALL_FACTOR`` times that of wall time (None past them, or where ``work`` fails there):
    for isl's work that its bound on operations does not stop, which counts the simplex's pivots
    only (``compute_schedule`` spent minutes of CPU outside them on heat-3d's gradient). Where
    there is no fork, ``work()`` here, unbounded.

    >>> import time
    >>> in_child(lambda: "done", 5), in_child(lambda: str(1 / 0), 5), in_child(lambda: str(time.sleep(9)), 1)
    ('done', None, None)
    """
    if not hasattr(os, "fork"):
        return work()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: answer through the pipe, never return into the caller's code
        code = 1
        try:
            os.close(read)
            resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
            data = work().encode()
            with os.fdopen(write, "wb") as f:
                f.write(data)
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    chunks, deadline = [], time.monotonic() + WALL_FACTOR * seconds
    with os.fdopen(read, "rb") as f:
        while True:  # (a child that sleeps, a lock another thread held at the fork, uses no CPU)
            if not select.select([f], [], [], max(0.0, deadline - time.monotonic()))[0]:
                os.kill(pid, signal.SIGKILL)
                break
            chunk = os.read(f.fileno(), 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    ok = os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    return b"".join(chunks).decode() if ok else None


WALL_FACTOR = 6  # a child gets this many times its CPU seconds of wall time (a busy machine's share)


__all__ = ["within", "in_child"]
