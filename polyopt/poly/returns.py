"""What a call returns of an output's buffer: all of it, or the last steps a time-stepped output
keeps (``-> (A[-1])``, ``A[-k:]``; ``poly/storage.py`` decides how such a buffer is stored).

Apart from the storage model so that a call (``runtime/call.py``) needs neither it nor isl.

>>> import numpy as np
>>> from polyopt.lang.ir import Kept
>>> returned_shape((4, 3), Kept("A", 2, False)), returned(np.arange(12).reshape(4, 3), Kept("A", 1, True)).tolist()
((2, 3), [9, 10, 11])
"""

from __future__ import annotations

from polyopt.lang import ir


def returned_shape(stored: tuple[int, ...], kept: ir.Kept | None) -> tuple[int, ...]:
    """The shape of an output as a call returns it, from the shape of its buffer."""
    if kept is None:
        return stored
    return stored[1:] if kept.drop else (kept.count,) + stored[1:]


def returned(buffer, kept: ir.Kept | None):
    """The steps of an output's buffer that a call returns (a view; the last step is the buffer's last
    entry along the steps, ``Contraction.offset``)."""
    if kept is None:
        return buffer
    return buffer[-1, ...] if kept.drop else buffer[-kept.count:]
