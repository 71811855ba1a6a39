"""What gcc targets with a kernel's flags: how wide its vector registers are.

Micro-kernels hold their accumulators in GCC vector types of exactly that width: a 64-byte
type on a machine without AVX-512 is split by gcc through memory (matmul n=1024 with
``-mavx2``: 620 ms with 64-byte vectors, 14 ms with 32-byte ones).

>>> vector_bytes(("-O2", "-mavx2")), vector_bytes(("-O2", "-mavx512f")), vector_bytes(("-O2",))
(32, 64, 16)
"""

from __future__ import annotations

import functools
import subprocess

LINE_BYTES = 64  # a cache line: transposing bands get a second level of tiles a line each way


@functools.cache
def vector_bytes(cflags: tuple[str, ...], cc: str = "gcc") -> int:
    """64 (AVX-512), 32 (AVX) or 16 bytes: the widest vectors ``cc`` uses with ``cflags``
    (asked of the preprocessor once per flags); 64 if it cannot be asked."""
    machine = [f for f in cflags if f.startswith("-m")]
    try:
        macros = subprocess.run([cc, *machine, "-dM", "-E", "-x", "c", "/dev/null"], capture_output=True,
                                text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return 64
    if "__AVX512F__" in macros:
        return 64
    return 32 if "__AVX__" in macros else 16


def max_accumulators(vbytes: int) -> int:
    """Vector registers a micro-kernel may keep as accumulators: 24 of AVX-512's 32, 12 of 16."""
    return 24 if vbytes == 64 else 12
