"""The machine's own code choices: ``polyopt tune --machine`` times ``polyopt.tuning``'s choices on
probes, stores them per machine, vector width and threads, and ``compile`` reads them
(``Target.choices``)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.cli import main
from polyopt.errors import ArgumentError, ScheduleError
from polyopt.target import Target
from polyopt.tune import machine
from polyopt.tune.db import TuningDB
from polyopt.tuning import candidates, tuning

TRANSPOSE = "def transpose(float(M,N) A) -> (T) { T(j,i) = A(i,j) }"
SMALL = machine.Probe("transpose_strips", (machine._w("transpose 300x200", TRANSPOSE, M=300, N=200),))


def _target(threads: int = 1) -> Target:
    return Target.for_options(po.Options(num_threads=threads))


def test_choices_win_over_the_measured_values_and_unknown_names_fail():
    t = _target()
    assert tuning(t.with_choices({"row_block": 3, "channel_block": (8, 2)})).row_block == 3
    assert tuning(t.with_choices({"channel_block": (8, 2)})).channel_block == (8, 2)
    assert Target.from_json(t.with_choices({"channel_block": (8, 2)}).to_json()) == t.with_choices(
        {"channel_block": (8, 2)})
    assert "choices" not in t.to_json()  # a target without them keys its code as before
    with pytest.raises(ArgumentError, match="'rows_a_pass', not a choice of polyopt.tuning; known: gemm_row_blocks"):
        tuning(t.with_choices({"rows_a_pass": 2}))
    assert candidates("column_block", t)[0] == tuning(t).column_block
    with pytest.raises(ArgumentError, match="not a choice polyopt tune --machine times"):
        candidates("target", t)


def test_the_database_keeps_choices_per_vector_width_and_threads(tmp_path):
    with TuningDB(tmp_path / "t.sqlite") as d:
        d.record_choice(32, 2, "channel_block", (4, 3), [{"value": (4, 3), "ratio": 0.9}])
        d.record_choice(32, 2, "row_block", 2, [])
        d.record_choice(32, 2, "row_block", 1, [])  # measured again: replaced
        d.record_choice(64, 2, "row_block", 4, [])
        assert d.machine_choices(32, 2) == {"channel_block": (4, 3), "row_block": 1}
        assert d.machine_choices(64, 2) == {"row_block": 4}
        assert d.machine_choices(32, 1) == {}


def _strips_off(path, threads: int = 1, value: bool = False) -> None:
    with TuningDB(path) as d:
        d.record_choice(_target(threads).vector_bytes, threads, "transpose_strips", value, [])


def test_compile_reads_the_machines_choices_unless_told_not_to(tmp_path, monkeypatch):
    db = tmp_path / "t.sqlite"
    flip = not tuning(_target()).transpose_strips  # (other than this machine's built-in value)
    _strips_off(db, value=flip)
    options = po.Options(num_threads=1)
    read = po.compile(TRANSPOSE, options=options, tuned=db)
    assert read.machine(options).choices == (("transpose_strips", flip),)
    assert po.compile(TRANSPOSE, options=options, tuned=False).machine(options).choices == ()
    assert po.compile(TRANSPOSE, options=options, tuned=tmp_path / "absent.sqlite").machine(options).choices == ()
    # "auto" reads the default database, also where options are given (the choices are the machine's)
    monkeypatch.setenv("POLYOPT_TUNE_DB", str(db))
    assert po.compile(TRANSPOSE, options=options).machine(options).choices == (("transpose_strips", flip),)
    # a pinned Target is the machine: nothing is read
    pinned = _target()
    assert po.compile(TRANSPOSE, options=options, target=pinned).machine(options).choices == ()
    # the choice reaches the code, which stays right
    a = np.random.default_rng(0).random((1031, 517), dtype=np.float32)
    np.testing.assert_array_equal(read(A=a), a.T)
    off = read.specialize(M=4096, N=4096).source
    on = po.compile(TRANSPOSE, options=options, tuned=False).specialize(M=4096, N=4096).source
    assert off != on


def test_tune_with_a_database_compiles_its_candidates_with_that_databases_choices(tmp_path, monkeypatch):
    """``tune(..., db=X)`` (``polyopt tune --suite --db X``) builds every candidate with the
    machine choices stored in X, not the default database's (the workers compiled with those)."""
    from polyopt.tune import Candidate, build_kernel, measure
    from polyopt.tune.tune import tune

    db = tmp_path / "t.sqlite"
    _strips_off(db)
    monkeypatch.setenv("POLYOPT_TUNE_DB", str(tmp_path / "default.sqlite"))  # empty: no choices
    options = po.Options(num_threads=1)
    cand = Candidate(options)
    assert build_kernel(TRANSPOSE, None, cand, choices_db=db).machine(options).choices == \
        (("transpose_strips", False),)
    assert build_kernel(TRANSPOSE, None, cand).machine(options).choices == ()
    seen = []
    real = measure.build_kernel

    def spy(source, entry, candidate, target="c", choices_db=None):
        k = real(source, entry, candidate, target, choices_db)
        seen.append(k.machine(candidate.options).choices)
        return k
    monkeypatch.setattr(measure, "build_kernel", spy)
    task = measure.make_task(TRANSPOSE, None, {"M": 40, "N": 24}, cand, choices_db=db)
    assert measure.evaluate(task)["status"] == "ok" and seen == [(("transpose_strips", False),)]
    default = Target.for_options(po.Options())  # (what tune's default candidate compiles for)
    with TuningDB(db) as d:
        d.record_choice(default.vector_bytes, default.threads, "transpose_strips", False, [])
    _, result = tune(TRANSPOSE, None, {"M": 40, "N": 24}, budget=1, db=db, progress=False, workers=1)
    best = result.compile()
    assert best.machine(best.options).choices == (("transpose_strips", False),)


def test_a_changed_database_is_read_again(tmp_path):
    db = tmp_path / "t.sqlite"
    options = po.Options(num_threads=1)
    TuningDB(db).close()
    assert po.compile(TRANSPOSE, options=options, tuned=db).machine(options).choices == ()
    _strips_off(db)
    assert po.compile(TRANSPOSE, options=options, tuned=db).machine(options).choices == (("transpose_strips", False),)


def test_tune_machine_times_each_value_and_stores_the_outcome(tmp_path, monkeypatch):
    monkeypatch.setattr(machine, "PROBES", (SMALL,))
    db = tmp_path / "t.sqlite"
    rows = machine.tune_machine(1, db=db, rounds=2, progress=False)
    assert [r.choice for r in rows] == ["transpose_strips"]
    row = rows[0]
    assert row.default == tuning(_target()).transpose_strips and row.ratios[row.default] == 1.0
    assert set(row.ratios) == {True, False} and all(r > 0 for r in row.ratios.values())
    assert row.value in (True, False) and not row.wrong
    with TuningDB(db) as d:
        assert d.machine_choices(_target().vector_bytes, 1) == {"transpose_strips": row.value}


def _fake_times(monkeypatch, times, differs=()):
    """``tune_machine`` with each value's time given (a dict, or a function of the values timed
    together) and the outputs of ``differs`` wrong."""
    def variant(w, target, options, inputs):
        value = dict(target.choices)["row_block"]
        out = [np.full(3, 2.0 if value in differs else 1.0)]
        return (lambda: None), out
    monkeypatch.setattr(machine, "_variant", variant)
    timed = times if callable(times) else (lambda values: {v: times[v] for v in values})
    monkeypatch.setattr(machine, "_interleaved", lambda calls, rounds: timed(list(calls)))
    monkeypatch.setattr(machine, "PROBES", (machine.Probe("row_block", machine._MVS),))


@pytest.mark.parametrize(("faster", "kept"), [(0.90, False), (0.99, True)])
def test_a_value_replaces_the_measured_one_only_past_the_margin(tmp_path, monkeypatch, faster, kept):
    default = tuning(_target()).row_block
    other = next(v for v in candidates("row_block", _target()) if v != default)
    times = {v: 1.0 for v in candidates("row_block", _target())} | {other: faster}
    _fake_times(monkeypatch, times)
    row = machine.tune_machine(1, db=tmp_path / "t.sqlite", progress=False)[0]
    assert row.value == (default if kept else other)
    assert row.ratios[other] == pytest.approx(faster)


def test_a_win_that_does_not_hold_in_every_timing_is_not_taken(tmp_path, monkeypatch):
    values = candidates("row_block", _target())
    default, other = values[0], values[1]

    pairs = []

    def times(timed):  # other is faster among all values and in the first timing against the default alone
        if len(timed) == 2:
            pairs.append(timed)
        return {v: 0.8 if v == other and len(pairs) < 2 else 1.0 for v in timed}
    _fake_times(monkeypatch, times)
    row = machine.tune_machine(1, db=tmp_path / "t.sqlite", progress=False)[0]
    assert row.ratios[other] == pytest.approx(0.8) and row.value == default
    assert len(pairs) == 2 * len(machine._MVS)  # two timings against the default alone, per workload


def test_a_value_whose_output_differs_is_never_chosen(tmp_path, monkeypatch):
    default = tuning(_target()).row_block
    other = next(v for v in candidates("row_block", _target()) if v != default)
    _fake_times(monkeypatch, {v: 0.5 if v == other else 1.0 for v in candidates("row_block", _target())},
                differs=(other,))
    row = machine.tune_machine(1, db=tmp_path / "t.sqlite", progress=False)[0]
    assert row.value != other and row.wrong == (other,) and other not in row.ratios
    assert "output differs" in row.line()


def test_a_value_that_fails_to_compile_is_reported_and_never_chosen(tmp_path, monkeypatch):
    values = candidates("row_block", _target())
    default, other = values[0], values[1]
    _fake_times(monkeypatch, {v: 0.5 if v == other else 1.0 for v in values})
    fake = machine._variant

    def variant(w, target, options, inputs):
        if dict(target.choices)["row_block"] == other:
            raise ScheduleError("no such block")
        return fake(w, target, options, inputs)
    monkeypatch.setattr(machine, "_variant", variant)
    row = machine.tune_machine(1, db=tmp_path / "t.sqlite", progress=False)[0]
    assert row.value == default and row.failed == ((other, "mv 4096: no such block"),)
    assert f"{other} failed: mv 4096: no such block" in row.line()


def test_the_command_line_tunes_the_machine(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(machine, "PROBES", (SMALL,))
    db = tmp_path / "t.sqlite"
    assert main(["tune", "--machine", "--threads", "1", "--db", str(db), "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("transpose_strips") and f"database: {db}" in out
    assert main(["tune", "--machine", "--choices", "nope", "--db", str(db)]) == 1
    assert "no machine choice named 'nope'; known: transpose_strips" in capsys.readouterr().err
    assert main(["tune", "--machine", "x.tc"]) == 2
    assert main(["tune", "--choices", "row_block", "x.tc"]) == 2
    assert main(["tune", "--suite", "--machine"]) == 2
    assert main(["tune", "--threads", "2", "x.tc"]) == 2
