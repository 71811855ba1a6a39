"""The tile sizes a cache suggests.

>>> tile_size(3, 3, 4, l2=512 * 1024)  # matmul's three float arrays in a quarter of 512 KiB
104
"""

from __future__ import annotations


def tile_size(n_members: int, n_arrays: int, elem_bytes: int, l2: int) -> int:
    """A square tile edge so that ``n_arrays`` tiles of ``edge**(d-1)`` elements fill a quarter
    of an L2 cache of ``l2`` bytes (a multiple of 8, from 8 to 128).

    >>> tile_size(2, 2, 4, l2=2 * 1024 * 1024)
    128
    """
    budget = l2 / 4 / max(n_arrays, 1) / elem_bytes
    edge = budget ** (1.0 / max(n_members - 1, 1))
    edge = int(min(max(edge, 8), 128))
    return edge - edge % 8
