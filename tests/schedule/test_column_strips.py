"""A column sum's strips (``optimize.strip_width``): every thread gets one where the columns fit
fewer than ``STRIP``, the partial strip is not left to run alone after the parallel loop, and the
strip's rows keep their reads hoisted (``loops.runs``)."""

from __future__ import annotations

import functools
import re

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from tests.test_kernels import check_case


@functools.cache
def _kernel(name: str, threads: int) -> po.Kernel:
    case = by_name(name)
    return po.compile(source(case), case.entry, options=po.Options(num_threads=threads, parallel_min_work=0))


def _strip_loop(text: str) -> str:
    """The C from the parallel loop over strips of columns (``schedule(dynamic, 1)``) on."""
    m = re.search(r"#pragma omp parallel for schedule\(dynamic, 1\)[^\n]*\n\s*for \(long c0 = 0; c0 <= (\d+); "
                  r"c0 \+= (\d+)\)", text)
    assert m is not None, "no parallel loop over strips of columns"
    return text[m.start():]


def test_bicg_columns_go_to_both_threads():
    """bicg's ``s = A^T r`` over 1900 columns: two strips of 960 share one parallel loop (one strip
    of 2048 ran on one thread of two, after the parallel ``q = A p``)."""
    text = _kernel("bicg", 2).specialize(N=2100, M=1900).source
    assert text.count("#pragma omp parallel for") == 2
    strips = _strip_loop(text)
    assert "c0 += 960)" in strips.split("\n")[1]
    assert "po_min(1899, c0 + 959)" in strips  # the partial strip inside the parallel loop
    assert re.search(r"const float po_h\d+ = t_r\[c1\];", strips)  # r's elements hoisted out of the strip's rows


def test_one_thread_keeps_one_strip():
    text = _kernel("bicg", 1).specialize(N=2100, M=1900).source
    assert "omp parallel" not in text
    assert "c0 += 960" not in text


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name,sizes", [
    ("bicg", {"N": 1, "M": 1}), ("bicg", {"N": 3, "M": 9}), ("bicg", {"N": 33, "M": 130}),
    ("bicg", {"N": 130, "M": 1900}), ("bicg", {"N": 9, "M": 4099}), ("bicg", {"N": 3, "M": 513}),
    ("mvt", {"N": 1}), ("mvt", {"N": 9}), ("mvt", {"N": 130}), ("mvt", {"N": 1031}),
    ("atax", {"M": 1, "N": 3}), ("atax", {"M": 33, "N": 9}), ("atax", {"M": 130, "N": 2100}),
    ("atax", {"M": 9, "N": 4099}),
])
def test_right_past_a_strip(name, sizes, threads):
    check_case(by_name(name), sizes, _kernel(name, threads))
