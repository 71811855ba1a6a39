"""Default ("smart") fusion: streaming steps share one loop over rows; chained contractions get
their own nests (``schedule/fusion.py``, ``scheduler.unfuse_contractions``)."""

from __future__ import annotations

import subprocess
import sys

import polyopt as po
from kernels.registry import by_name, source
from tests.test_kernels import check_case


def _groups(name: str, options: po.Options | None = None) -> str:
    c = by_name(name)
    k = po.compile(source(c), entry=c.entry, options=options)
    return k.schedule.explain().splitlines()[1]


def test_softmax_steps_share_the_row_loop():
    assert _groups("softmax").startswith("fusion groups (1)")
    assert _groups("layernorm").startswith("fusion groups (1)")
    # explicit tiles keep isl's groups (full-tile separation works per group)
    assert not _groups("softmax", po.Options(tile_sizes=8)).startswith("fusion groups (1)")


def test_independent_row_steps_join_the_row_loop():
    """isl groups minmax_scale's row minimum and maximum (independent of each other) under one
    filter: both still share the row loop with the scaling, one pass over each row of X."""
    assert _groups("minmax_scale").startswith("fusion groups (1)")


def test_chained_contractions_are_not_fused():
    line = _groups("mlp2")
    assert "{S0}" in line and "{S2}" in line  # the two matrix products, each its own nest
    assert _groups("polybench_3mm").startswith("fusion groups (2)")  # independent products may share


def test_fused_kernels_compute_the_same():
    for name in ("softmax", "layernorm", "mlp2", "minmax_scale", "batchnorm_moments", "bicg", "mvt"):
        case = by_name(name)
        k = po.compile(source(case), entry=case.entry)
        for sizes in case.sizes:
            check_case(case, sizes, k)


def test_rows_not_columns():
    """A group whose outer loop walks a matrix by columns is not fused on it (bicg's s(j)): bicg's
    groups share a loop over blocks of rows instead (``schedule/row_blocks.py``)."""
    from polyopt.schedule.scheduler import ROW_BLOCK

    case = by_name("bicg")
    code = po.compile(source(case), entry=case.entry, options=po.Options(num_threads=1)).specialize(N=50, M=40)
    assert code.schedule.explain().splitlines()[1].startswith("fusion groups (1)")
    assert f"for (long c0 = 0; c0 <= 49; c0 += {ROW_BLOCK})" in code.source, code.source  # (inits before it)


_LITERAL_RANGE = """
import numpy as np, polyopt as po
k = po.compile("def colsum(float(N) X) -> (Y) {\\n  T(i, j) = X(j) * 2.0 where i in 0:100000\\n  Y(j) +=! T(i, j)\\n}")
x = np.array([1.0, -0.5, 0.25], np.float32)
np.testing.assert_allclose(k(x), 200000 * x, rtol=1e-5)
"""


def test_literal_ranges_schedule_as_fast_as_sizes():
    """A temporary over a literal range, summed along it: isl's search for the schedule's constant
    terms took time quadratic in the literal (29 s at 0:10000, about an hour here) until
    ``scheduler.MAX_CONSTANT_TERM`` bounded them; a size parameter of that value took 0.01 s. In a
    process of its own: isl holds the GIL, which pytest-timeout's thread would wait for."""
    subprocess.run([sys.executable, "-c", _LITERAL_RANGE], check=True, timeout=120)
