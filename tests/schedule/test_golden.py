"""Golden files of chosen schedules, for a readable diff in review.

Regenerate with ``POLYOPT_UPDATE_GOLDEN=1 make test`` (or pytest on this file) and review the diff.
Tile sizes and the target (AVX-512, whose register blocks are 8 rows of 2 x 16 floats) are fixed
so the files depend neither on this machine's caches nor on its vector registers; only schedules
are computed, nothing runs.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import polyopt as po
from kernels.registry import by_name, source

GOLDEN = Path(__file__).with_name("golden")
OPTIONS = po.Options(tile_sizes=32, cflags=("-O3", "-march=x86-64-v4", "-fopenmp", "-fno-math-errno"))
CASES = ["matmul", "conv2d_stride2", "polybench_2mm", "softmax", "trmv_lower"]


def _text(name: str) -> str:
    case = by_name(name)
    k = po.compile(source(case), case.entry, options=OPTIONS)
    return f"{k.schedule.explain()}\n\n{k.schedule}\n\n# dependences\n{k.dependences}\n"


@pytest.mark.parametrize("name", CASES)
def test_schedule_golden(name):
    path = GOLDEN / f"{name}.txt"
    text = _text(name)
    if os.environ.get("POLYOPT_UPDATE_GOLDEN") == "1" or not path.exists():
        path.write_text(text)
    assert text == path.read_text(), f"schedule of {name} changed: regenerate with POLYOPT_UPDATE_GOLDEN=1 and review"
