"""The 30 PolyBench/C kernels (``polybench_defs.CASES``) against numpy references of PolyBench's
loops, at small sizes and past one tile. The quick subset runs the small sizes of one kernel of
each PolyBench category; the rest is marked slow."""

from __future__ import annotations

import pytest

from .polybench_defs import CASES
from .test_tc_defs import check

FIRST = {}
for c in CASES:
    FIRST.setdefault(c.family, c.name)

PARAMS = [pytest.param(c, size, marks=() if size == "small" and FIRST[c.family] == c.name else pytest.mark.slow,
                       id=f"{c.name}-{size}")
          for c in CASES for size in ("small", "large")]


@pytest.mark.parametrize(("case", "size"), PARAMS)
def test_polybench(case, size):
    check(case, case.small if size == "small" else case.large)


def test_all_thirty():
    assert len(CASES) == 30 and len({c.name for c in CASES}) == 30
