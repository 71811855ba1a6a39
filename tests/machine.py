"""What this CPU can run: tests that run code built for AVX2 or AVX-512 check it first and skip,
saying what is missing, rather than die of an illegal instruction.

>>> sorted(instruction_sets(("-O2", "-mavx2")) & {"avx", "avx2", "avx512f"})
['avx', 'avx2']
>>> "avx2" in missing(("-O2", "-mavx2")) or runs_here(("-O2", "-mavx2"))
True
"""

from __future__ import annotations

import functools
import subprocess
from pathlib import Path

import pytest

# gcc's predefined macro -> the flag /proc/cpuinfo lists for that instruction set
_MACROS = {
    "__SSE4_2__": "sse4_2", "__AVX__": "avx", "__AVX2__": "avx2", "__FMA__": "fma", "__F16C__": "f16c",
    "__BMI2__": "bmi2", "__AVX512F__": "avx512f", "__AVX512BW__": "avx512bw", "__AVX512DQ__": "avx512dq",
    "__AVX512VL__": "avx512vl", "__AVX512CD__": "avx512cd", "__AVX512VNNI__": "avx512_vnni",
}


@functools.cache
def cpu_flags() -> frozenset[str]:
    """The instruction-set flags of this machine's first CPU (empty where /proc/cpuinfo is absent)."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return frozenset()
    line = next((x for x in text.splitlines() if x.startswith("flags")), "")
    return frozenset(line.partition(":")[2].split())


@functools.cache
def instruction_sets(cflags: tuple[str, ...]) -> frozenset[str]:
    """The instruction sets (cpuinfo names) gcc emits code for with ``cflags``."""
    machine = [f for f in cflags if f.startswith("-m")]
    macros = subprocess.run(["gcc", *machine, "-dM", "-E", "-x", "c", "/dev/null"], capture_output=True,
                            text=True, timeout=60, check=True).stdout
    return frozenset(flag for macro, flag in _MACROS.items() if f"#define {macro} " in macros)


def missing(cflags) -> list[str]:
    """Instruction sets code built with ``cflags`` uses and this CPU lacks."""
    have = cpu_flags()
    return sorted(instruction_sets(tuple(cflags)) - have) if have else []


def runs_here(cflags) -> bool:
    return not missing(cflags)


def needs_cpu_for(cflags) -> pytest.MarkDecorator:
    """``skipif`` this CPU cannot run code built with ``cflags``, naming what it lacks."""
    lack = missing(cflags)
    return pytest.mark.skipif(bool(lack), reason=f"this CPU lacks {', '.join(lack)}, which code built with "
                                                 f"{' '.join(cflags)} uses")


def cflags_param(cflags, id: str):  # noqa: A002 - pytest's name
    """``pytest.param(cflags)`` that skips where this CPU cannot run what ``cflags`` builds."""
    return pytest.param(tuple(cflags), id=id, marks=needs_cpu_for(cflags))
