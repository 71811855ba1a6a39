"""The 30 PolyBench/C kernels (``polybench_defs.CASES``) against numpy references of PolyBench's
loops, at small sizes and past one tile. The quick subset runs the small sizes of one kernel of
each PolyBench category; the rest is marked slow."""

from __future__ import annotations

import pytest

from .polybench_defs import CASES
from .test_tc_defs import check, params

PARAMS = params(CASES)


@pytest.mark.parametrize(("case", "size"), PARAMS)
def test_polybench(case, size):
    check(case, case.small if size == "small" else case.large)


def test_all_thirty():
    assert len(CASES) == 30 and len({c.name for c in CASES}) == 30
