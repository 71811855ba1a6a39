"""Large output arrays whose memory is recycled once the caller drops them.

A fresh 64 MiB result costs the kernel one page fault per page before its first store, which is
more than a transpose's whole loop (16 ms against 12). A kernel that runs in a loop drops each
result before or soon after the next call, so its memory, already mapped, can serve the next
result. ``empty`` hands out views of blocks kept here; a block is free again when nothing but
this module refers to it (numpy views of views refer to the block itself, so its reference count
says whether any view is alive).

>>> a = empty((1024, 1024), np.float32); addr = a.ctypes.data; del a
>>> empty((1024, 1024), np.float32).ctypes.data == addr  # the dropped result's memory
True
>>> b = empty((1024, 1024), np.float32); c = empty((1024, 1024), np.float32)
>>> np.shares_memory(b, c)  # a result the caller keeps is never handed out again
False
"""

from __future__ import annotations

import math
import sys
import threading

import numpy as np

from polyopt.errors import ShapeError

__all__ = ["ALIGN", "MIN_BYTES", "POOL_BYTES", "addressable", "clear", "empty"]

MIN_BYTES = 1 << 20  # smaller arrays come from numpy's allocator (its heap reuses them anyway)
POOL_BYTES = 512 << 20  # at most this much memory is kept in blocks, in use or free
ALIGN = 64  # a cache line

_blocks: list[np.ndarray] = []
_lock = threading.Lock()


def _free_count() -> int:
    """``sys.getrefcount`` of a block that only ``_blocks`` refers to, seen from the loop in ``empty``."""
    probe = [np.empty(1, np.uint8)]
    for block in probe:
        return sys.getrefcount(block)
    raise AssertionError("unreachable")


_FREE = _free_count()


def empty(shape: tuple[int, ...], dtype) -> np.ndarray:
    """An uninitialized C-contiguous array starting at a multiple of ``ALIGN`` bytes, in recycled
    memory when it is large."""
    dtype = np.dtype(dtype)
    nbytes = dtype.itemsize * math.prod(shape)
    if nbytes < MIN_BYTES:
        return np.empty(shape, dtype)
    with _lock:
        for i in range(len(_blocks)):  # (enumerate would hold one more reference to the block)
            block = _blocks[i]
            if block.nbytes == nbytes + ALIGN and sys.getrefcount(block) == _FREE:
                _blocks.append(_blocks.pop(i))  # most recently used last: evicted last
                return _view(block, nbytes, shape, dtype)
        block = np.empty(nbytes + ALIGN, np.uint8)  # the views handed out refer to it: see _FREE
        room = POOL_BYTES - sum(b.nbytes for b in _blocks)
        i = 0
        while room < block.nbytes and i < len(_blocks):  # free blocks of other sizes make room,
            old = _blocks[i]                              # least recently used first
            if sys.getrefcount(old) == _FREE:
                room += _blocks.pop(i).nbytes
            else:
                i += 1
            del old
        if room >= block.nbytes:
            _blocks.append(block)
        return _view(block, nbytes, shape, dtype)


def _view(block: np.ndarray, nbytes: int, shape, dtype) -> np.ndarray:
    start = -block.ctypes.data % ALIGN  # vector stores that skip the cache need aligned lines
    return block[start:start + nbytes].view(dtype).reshape(shape)


def clear() -> None:
    """Forget every block (memory still in use stays valid; the rest goes back to the system)."""
    with _lock:
        _blocks.clear()


def addressable(what: str, shape: tuple[int, ...], dtype) -> None:
    """A ``ShapeError`` naming ``what`` where an array of ``shape`` would need more bytes than any
    array can have (numpy indexes bytes with a signed 64-bit int): no machine could run the call,
    so ``Kernel.specialize`` says so before generating code. Below that limit, whether the memory
    is there is for the call to find out (``call.allocate``).

    >>> addressable("f: output Y", (2**62, 3), "float32")
    Traceback (most recent call last):
    polyopt.errors.ShapeError: f: output Y of shape (4611686018427387904, 3) and dtype float32 needs \
5.15e+10 GiB, more than any array can hold (2**63 bytes)
    """
    nbytes = math.prod(shape) * np.dtype(dtype).itemsize
    if nbytes > sys.maxsize:
        raise ShapeError(f"{what} of shape {tuple(shape)} and dtype {np.dtype(dtype)} needs {nbytes / 2**30:.3g} GiB, "
                         "more than any array can hold (2**63 bytes)")
