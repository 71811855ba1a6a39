"""Cache sizes of this machine (from the OS) and the tile sizes they suggest.

>>> caches = cache_sizes()
>>> caches[1] > 0 and caches[2] >= caches[1]
True
"""

from __future__ import annotations

import functools
from pathlib import Path

_FALLBACK = {1: 32 * 1024, 2: 512 * 1024, 3: 8 * 1024 * 1024}


def _parse_size(text: str) -> int:
    text = text.strip().upper()
    mult = {"K": 1024, "M": 1024 ** 2, "G": 1024 ** 3}.get(text[-1:], 1)
    return int(text.rstrip("KMG")) * mult


@functools.cache
def cache_sizes() -> dict[int, int]:
    """Data cache size per level in bytes (level 1 data, 2, 3), read from sysfs."""
    found = {}
    base = Path("/sys/devices/system/cpu/cpu0/cache")
    try:
        for d in sorted(base.glob("index*")):
            kind = (d / "type").read_text().strip()
            if kind not in ("Data", "Unified"):
                continue
            level = int((d / "level").read_text())
            found[level] = _parse_size((d / "size").read_text())
    except (OSError, ValueError):
        found = {}
    return {lvl: found.get(lvl, size) for lvl, size in _FALLBACK.items()}


def tile_size(n_members: int, n_arrays: int, elem_bytes: int) -> int:
    """A square tile edge so that ``n_arrays`` tiles of ``edge**(d-1)`` elements fill a quarter of L2.

    >>> tile_size(3, 3, 4) in range(8, 257)
    True
    """
    budget = cache_sizes()[2] / 4 / max(n_arrays, 1) / elem_bytes
    edge = budget ** (1.0 / max(n_members - 1, 1))
    edge = int(min(max(edge, 8), 128))
    return edge - edge % 8
