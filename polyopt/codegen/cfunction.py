"""``CFunction``: a kernel's generated C text and what the runtime needs to call it.

Apart from the C printer (``codegen/c.py``, which makes them) so that the compile records and the
calls of recorded code use it without importing the printer, the scheduler or isl.

>>> f = CFunction("int k_f(float *a_X) { return 0; }", "k_f", "int k_f(float *a_X);", (("X", "array"),))
>>> f.name, f.args
('k_f', (('X', 'array'),))
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CFunction:
    """Generated C text and what the runtime needs to call it."""
    source: str
    name: str
    cdecl: str
    args: tuple[tuple[str, str], ...]  # (kernel-text name, 'array' | 'scalar' | 'size') in call order
