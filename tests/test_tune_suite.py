"""Tuning once per machine: ``polyopt tune --suite`` over a kernel library, and ``compile``'s
``tuned="auto"`` default reading what it stored (only without explicit Options, only for sizes
within a factor of two of a tuned size, never when the database is missing).

One real suite run on a two-kernel library of tiny kernels (a few seconds); the rest reads a
database written by hand.
"""

from __future__ import annotations

import textwrap

import pytest

import polyopt as po
from polyopt.cli import main
from polyopt.tune.db import TuningDB, TuningKey
from polyopt.tune.measure import Trial
from polyopt.tune.space import Candidate
from polyopt.tune.suite import load_library, select

SRC = "def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"
SIZES = {"M": 24, "K": 16, "N": 20}
FAST = po.Options(tile_sizes=(8, 4, 8), parallel=False)

LIBRARY = '''
"""A two-kernel library in the registry's form, for tests/test_tune_suite.py."""
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Case:
    name: str
    file: str
    entry: str
    bench_sizes: dict
    tags: frozenset = field(default_factory=frozenset)


def source(case):
    return (HERE / case.file).read_text()


CASES = (Case("mm", "k.tc", "mm", {"M": 24, "K": 16, "N": 20}, frozenset({"contraction"})),
         Case("broken", "k.tc", "broken", {"N": 8}))
'''

KERNELS = """
def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }
def broken(float(N) x) -> (y) { y(i) = x(i) + undefined_name(i) }
"""


@pytest.fixture
def library(tmp_path):
    d = tmp_path / "lib"
    d.mkdir()
    (d / "registry.py").write_text(textwrap.dedent(LIBRARY))
    (d / "k.tc").write_text(KERNELS)
    return d


def test_suite_tunes_each_kernel_reports_failures_and_resumes(library, tmp_path, capsys):
    db = tmp_path / "suite.sqlite"
    args = ["tune", "--suite", "--library", str(library), "--budget", "2", "--db", str(db), "--workers", "1",
            "--no-progress", "--no-machine"]
    rc = main(args)
    out = capsys.readouterr().out
    assert rc == 1, out  # one kernel of the two fails: the exit status says so, the run goes on
    lines = {line.split()[0]: line for line in out.splitlines() if line.split()}
    assert "default" in lines["mm"] and "(2 measured)" in lines["mm"], out
    assert "failed:" in lines["broken"] and "undefined_name" in lines["broken"], out
    assert "1 of 2 kernels tuned" in out
    with TuningDB(db) as d:
        assert d.count() == 2
    assert main(args[:2] + ["--kernels", "mm"] + args[2:]) == 0  # a second run reuses what is stored
    assert "(0 measured)" in capsys.readouterr().out


def test_suite_arguments_are_checked(library, capsys):
    assert main(["tune", "--suite", "--library", str(library), "--kernels", "mm,nope"]) == 1
    assert "no library kernel named 'nope'; known: mm, broken" in capsys.readouterr().err
    assert main(["tune", "--suite", "x.tc"]) == 2
    assert "takes no FILE" in capsys.readouterr().err
    assert main(["tune", "--kernels", "mm"]) == 2
    assert main(["tune", "--suite", "--library", str(library.parent / "absent")]) == 1
    assert "no kernel library at" in capsys.readouterr().err


def test_the_checkout_library_selects_by_name_and_tag():
    lib = load_library()
    assert [c.name for c in select(lib.CASES, ["softmax", "matmul"])] == ["softmax", "matmul"]
    contractions = select(lib.CASES, tags=["contraction"])
    assert contractions and all("contraction" in c.tags for c in contractions)
    assert all(c.bench_sizes for c in lib.CASES)


def test_compile_reads_the_database_by_default(tmp_path, monkeypatch):
    db = tmp_path / "auto.sqlite"
    monkeypatch.setenv("POLYOPT_TUNE_DB", str(db))
    assert po.compile(SRC).specialize(**SIZES).tuned_from == "not read"  # no database yet
    assert not db.exists()
    with TuningDB(db) as d:
        key = TuningKey.for_kernel(po.compile(SRC, tuned=False), SIZES)
        d.record(key, Trial(Candidate(po.Options()), "ok", 2e-3), is_default=True)
        d.record(key, Trial(Candidate(FAST), "ok", 1e-3))

    k = po.compile(SRC)
    exact = k.specialize(**SIZES)
    assert exact.options == FAST and exact.tuned_from == "exact"
    near = k.specialize(M=40, K=16, N=20)  # within a factor of two of the tuned sizes
    assert near.options == FAST and near.tuned_from.startswith("nearest M=24")
    far = k.specialize(M=96, K=64, N=80)  # four times larger: the defaults
    assert far.options == po.Options() and far.tuned_from == "default"
    assert po.compile(SRC, tuned=True).specialize(M=96, K=64, N=80).options == FAST  # tuned=True: any distance

    import polyopt.tune.db as tdb

    def no_lookup(*args, **kwargs):
        raise AssertionError("looked up again: the answer was not kept while the database did not change")
    with monkeypatch.context() as m:  # a later process: the answers come from the compile records
        m.setattr(tdb, "lookup", no_lookup)
        assert po.compile(SRC).specialize(**SIZES).tuned_from == "exact"
        assert po.compile(SRC).specialize(M=96, K=64, N=80).tuned_from == "default"
    faster = po.Options(tile_sizes=(16, 4, 16), parallel=False)
    with TuningDB(db) as d:  # the database changes: looked up again
        d.record(key, Trial(Candidate(faster), "ok", 0.5e-3))
    assert po.compile(SRC).specialize(**SIZES).options == faster
    with TuningDB(db) as d:
        d.record(key, Trial(Candidate(faster), "wrong", None))  # (back to FAST for what follows)

    def no_generation(*args, **kwargs):
        raise AssertionError("generated again: the tuned code was not recorded")
    monkeypatch.setattr(po.driver, "generate", no_generation)  # another Kernel, as in a new process
    again = po.compile(SRC).specialize(**SIZES)
    assert again.options == FAST and again.source == exact.source
    monkeypatch.undo()
    monkeypatch.setenv("POLYOPT_TUNE_DB", str(db))

    mine = po.Options(tile_sizes=(4, 4, 4))
    assert po.compile(SRC, options=mine).specialize(**SIZES).options == mine  # given Options win
    assert po.compile(SRC, tuned=False).specialize(**SIZES).options == po.Options()
