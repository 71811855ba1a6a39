"""Golden files of chosen schedules, for a readable diff in review.

Files: ``tests/schedule/golden/test_golden/test_schedule_golden/<kernel>.txt``; a missing one
fails. Rewrite them with ``pytest --update-golden`` (or ``POLYOPT_UPDATE_GOLDEN=1``) and review
the diff. Tile sizes and the target (AVX-512, whose register blocks are 8 rows of 2 x 16 floats)
are fixed so the files depend neither on this machine's caches nor on its vector registers; only
schedules are computed, nothing runs.
"""

from __future__ import annotations

import pytest

import polyopt as po
from kernels.registry import by_name, source
from tests.conftest import PINNED_CFLAGS, PINNED_TARGET

OPTIONS = po.Options(tile_sizes=32, cflags=PINNED_CFLAGS)
CASES = ["matmul", "conv2d_stride2", "polybench_2mm", "softmax", "trmv_lower"]


def _text(name: str) -> str:
    case = by_name(name)
    k = po.compile(source(case), case.entry, options=OPTIONS, target=PINNED_TARGET)
    return f"{k.schedule.explain()}\n\n{k.schedule}\n\n# dependences\n{k.dependences}\n"


@pytest.mark.parametrize("name", CASES)
def test_schedule_golden(name, golden):
    golden(_text(name))
