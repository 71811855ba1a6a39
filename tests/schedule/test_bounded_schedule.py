"""isl's scheduler within a bound on CPU time: its bound on operations counts the simplex's pivots
only, and heat-3d's gradient (45 statements) spent minutes of CPU in ``compute_schedule`` under it;
a schedule of ``CHILD_STATEMENTS`` statements or more is computed in a child process that may take
``SCHEDULE_SECONDS`` of CPU (``poly.bounded.in_child``), else the kernel runs in program order."""

from __future__ import annotations

import resource

import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.poly.bounded import in_child
from polyopt.schedule import scheduler
from tests.test_kernels import check_case


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def test_work_past_its_cpu_bound_has_no_answer():
    def spin() -> str:
        while True:
            pass
    before = _cpu()
    assert in_child(spin, 1) is None
    assert _cpu() - before < 5  # (killed at its bound, not left running)
    assert in_child(lambda: "answer", 1) == "answer"


@pytest.mark.parametrize("name", ["mlp2", "softmax", "jacobi_1d"])
def test_a_schedule_computed_in_a_child_is_the_same(name, monkeypatch):
    """(The same tree; isl writes the domain read back with other, equivalent constraints.)"""
    case = by_name(name)
    here = po.compile(source(case), case.entry).schedule
    monkeypatch.setattr(scheduler, "CHILD_STATEMENTS", 1)
    calls = []
    monkeypatch.setattr(scheduler, "in_child", lambda work, seconds: calls.append(seconds) or in_child(work, seconds))
    child = po.compile(source(case), case.entry).schedule
    assert calls
    assert str(child).split("\n")[2:] == str(here).split("\n")[2:]


@pytest.mark.parametrize("name", ["mlp2", "softmax", "jacobi_1d"])
def test_a_schedule_past_its_bound_falls_back_to_program_order(name, monkeypatch):
    """Every schedule over its bound (the main one and those of the groups rescheduled after it):
    program order, and the same numbers."""
    monkeypatch.setattr(scheduler, "CHILD_STATEMENTS", 1)
    monkeypatch.setattr(scheduler, "in_child", lambda work, seconds: None)
    case = by_name(name)
    k = po.compile(source(case), case.entry)
    assert k.schedule.kind == "program"
    check_case(case, case.sizes[1], k)
