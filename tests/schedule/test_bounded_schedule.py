"""isl's scheduler within a bound on CPU time: its bound on operations counts the simplex's pivots
only, and heat-3d's gradient (45 statements) spent minutes of CPU in ``compute_schedule`` under it,
a sum over 12 ``where`` variables (a statement of 13 dimensions) more than 5 minutes; a schedule of
``CHILD_STATEMENTS`` statements or more, or of a statement of ``CHILD_DIMENSIONS`` dimensions or
more, is computed in a child process that may take ``SCHEDULE_SECONDS`` of CPU
(``poly.bounded.in_child``), else again without proximity constraints, else the kernel runs in
program order."""

from __future__ import annotations

import resource

import numpy as np
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


def _sum_over(n: int) -> str:
    """A product summed over ``n`` variables, each of its own vector of 2: a statement of n + 1 dimensions."""
    params = ", ".join(["float(N) A"] + [f"float(2) B{k}" for k in range(n)])
    prod = " * ".join(["A(i)"] + [f"B{k}(v{k})" for k in range(n)])
    return f"def f({params}) -> (O) {{\n    O(i) +=! {prod} where {', '.join(f'v{k} in 0:2' for k in range(n))}\n}}"


def _check_sum(k: po.Kernel, n: int) -> None:
    rng = np.random.default_rng(0)
    A, Bs = rng.random(5, np.float32), [rng.random(2, np.float32) for _ in range(n)]
    np.testing.assert_allclose(k(A, *Bs), A * np.prod([b.sum(dtype=np.float64) for b in Bs]), rtol=1e-4)


def test_a_statement_of_many_dimensions_is_scheduled_in_a_child(monkeypatch):
    """(In this process before, where isl's time grows about 3x a dimension: minutes at 13.)"""
    calls = []
    monkeypatch.setattr(scheduler, "in_child", lambda work, seconds: calls.append(seconds) or in_child(work, seconds))
    for n in (scheduler.CHILD_DIMENSIONS - 2, scheduler.CHILD_DIMENSIONS - 1):  # (n + 1 dimensions)
        k = po.compile(_sum_over(n))
        _check_sum(k, n)
        assert k.schedule.kind == "auto" and bool(calls) == (n + 1 >= scheduler.CHILD_DIMENSIONS)


def test_a_sum_over_12_variables_is_scheduled_without_proximity_past_the_bound(monkeypatch):
    """isl's proximity constraints on a statement of 13 dimensions took more than 5 minutes: past
    the bound (1 s here) isl schedules without them, and the kernel keeps isl's schedule (its
    parallel loop) and gives the right numbers; its later schedules go without them at once."""
    monkeypatch.setattr(scheduler, "SCHEDULE_SECONDS", 1)
    answers = []
    monkeypatch.setattr(scheduler, "in_child", lambda work, seconds: answers.append(in_child(work, seconds)) or
                        answers[-1])
    k = po.compile(_sum_over(12))
    _check_sum(k, 12)
    assert k.schedule.kind == "auto" and "#pragma omp parallel for" in k.specialize(N=100000).source
    assert "scheduled without them" in " ".join(k.schedule.notes)
    assert answers.count(None) == 1 and len(answers) > 1


def test_past_both_bounds_the_schedule_error_says_what_to_do(monkeypatch):
    monkeypatch.setattr(scheduler, "in_child", lambda work, seconds: None)
    k = po.compile(_sum_over(scheduler.CHILD_DIMENSIONS))
    assert k.schedule.kind == "program"
    note = " ".join(k.schedule.notes)
    assert "with and without proximity constraints" in note, note
    assert f"up to {scheduler.CHILD_DIMENSIONS + 1} dimensions" in note, note
    assert "fewer index variables per statement" in note and "Options(schedule='program')" in note, note
    _check_sum(k, scheduler.CHILD_DIMENSIONS)
