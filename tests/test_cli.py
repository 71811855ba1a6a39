"""Tests for the ``polyopt`` command line (polyopt/cli.py, polyopt/__main__.py)."""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

import pytest

from polyopt.cli import main, parse_sizes

ROOT = pathlib.Path(__file__).resolve().parents[1]

MATMUL = """\
# C = A B
def mm(float(M, K) A, float(K, N) B) -> (C) {
    C(i, j) +=! A(i, k) * B(k, j)
}
"""

TWO_DEFS = """\
def scale(float(N) X, float a) -> (Y) {
    Y(i) = a * X(i)
}
def shift(float(N) X) -> (Y) {
    Y(i) = X(i) + 1.0
}
"""

BROKEN = """\
def mm(float(M, K) A, float(K, N) B) -> (C) {
    C(i, j) +=! A(i, k) * * B(k, j)
}
"""

SIZES = "M=7,N=5,K=3"


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture
def mm_file(tmp_path) -> pathlib.Path:
    path = tmp_path / "mm.tc"
    path.write_text(MATMUL)
    return path


def _no_traceback(err: str) -> None:
    assert "Traceback" not in err
    assert err.startswith("polyopt: error: ")


# --- --sizes parsing (needs no compiler) ---------------------------------------------------

def test_parse_sizes():
    assert parse_sizes("M=64,N=32") == {"M": 64, "N": 32}
    assert parse_sizes(" M = 64 , N=32 ") == {"M": 64, "N": 32}
    assert parse_sizes("K_2=0") == {"K_2": 0}


@pytest.mark.parametrize("text", ["", "M", "M=", "=3", "M=x", "M=-1", "M=1.5", "M=1,,N=2", "M=1;N=2",
                                  "1M=3", "M=1,M=2"])
def test_parse_sizes_rejects(text):
    with pytest.raises(ValueError):
        parse_sizes(text)


@pytest.mark.parametrize("sizes", ["M=abc", "M64", "M=1,M=2", ""])
def test_bad_sizes_is_a_usage_error(mm_file, capsys, sizes):
    assert main(["compile", str(mm_file), "--sizes", sizes]) == 2
    err = capsys.readouterr().err
    assert "--sizes" in err and "Traceback" not in err


def test_usage_errors(mm_file, capsys):
    assert main([]) == 2
    assert main(["compile", str(mm_file), "--emit", "asm"]) == 2
    assert main(["run", str(mm_file), "--sizes", SIZES, "--repeat", "0"]) == 2
    assert main(["--help"]) == 0
    assert "compile" in capsys.readouterr().out


def test_missing_file(tmp_path, capsys):
    missing = tmp_path / "nope.tc"
    assert main(["compile", str(missing)]) == 1
    err = capsys.readouterr().err
    _no_traceback(err)
    assert "nope.tc" in err and len(err.strip().splitlines()) == 1


# --- compile ------------------------------------------------------------------------------

def test_compile_emits_c(mm_file, capsys):
    assert main(["compile", str(mm_file)]) == 0
    out = capsys.readouterr().out
    assert "mm" in out and "for" in out


def test_compile_specialized(mm_file, capsys):
    """The C printed is the kernel specialized at the sizes given, and that kernel is right."""
    import numpy as np

    import polyopt as po
    assert main(["compile", str(mm_file), "--sizes", SIZES]) == 0
    out = capsys.readouterr().out
    comp = po.compile(MATMUL).specialize(M=7, N=5, K=3)
    assert out.rstrip("\n") == comp.source.rstrip("\n")
    assert out != po.compile(MATMUL).specialize(M=7, N=5, K=4).source
    a, b = np.arange(21, dtype=np.float32).reshape(7, 3), np.arange(15, dtype=np.float32).reshape(3, 5)
    np.testing.assert_array_equal(po.compile(MATMUL)(a, b), a @ b)


@pytest.mark.parametrize("sizes", [[], ["--sizes", SIZES]])
def test_emit_scop_and_schedule(mm_file, capsys, sizes):
    outputs = {}
    for emit in ("c", "scop", "schedule"):
        assert main(["compile", str(mm_file), "--emit", emit, *sizes]) == 0
        outputs[emit] = capsys.readouterr().out
        assert outputs[emit].strip()
    assert outputs["scop"] != outputs["c"]
    assert outputs["schedule"] != outputs["c"]


def test_entry_selects_def(tmp_path, capsys):
    path = tmp_path / "two.tc"
    path.write_text(TWO_DEFS)
    assert main(["compile", str(path), "--entry", "shift"]) == 0
    assert "shift" in capsys.readouterr().out
    assert main(["compile", str(path), "--entry", "nosuch"]) == 1
    _no_traceback(capsys.readouterr().err)


def test_compile_from_stdin(monkeypatch, capsys):
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(MATMUL))
    assert main(["compile", "-"]) == 0
    assert "mm" in capsys.readouterr().out


def test_syntax_error(tmp_path, capsys):
    path = tmp_path / "broken.tc"
    path.write_text(BROKEN)
    assert main(["compile", str(path)]) == 1
    captured = capsys.readouterr()
    _no_traceback(captured.err)
    assert captured.out == ""
    assert "line 2" in captured.err
    assert "^" in captured.err
    assert "broken.tc" in captured.err


def test_unknown_size_is_reported(mm_file, capsys):
    assert main(["compile", str(mm_file), "--sizes", "M=4,N=4,K=4,Q=3"]) == 1
    err = capsys.readouterr().err
    _no_traceback(err)
    assert "Q" in err


# --- run ----------------------------------------------------------------------------------

UNITS = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}


def test_run_prints_time(mm_file, capsys):
    """One line: the kernel, its sizes, the median and the minimum of the timed calls (in seconds,
    positive, the minimum not above the median) and how many calls were timed."""
    assert main(["run", str(mm_file), "--sizes", SIZES, "--repeat", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    m = re.fullmatch(r"mm \(M=7, N=5, K=3\): median (\d+(?:\.\d+)?) (s|ms|us|ns) "
                     r"\(min (\d+(?:\.\d+)?) (s|ms|us|ns), 3 runs\)\n", out)
    assert m, out
    median, low = float(m[1]) * UNITS[m[2]], float(m[3]) * UNITS[m[4]]
    assert 0 < low <= median < 10, out


def test_run_missing_size_is_reported(mm_file, capsys):
    assert main(["run", str(mm_file), "--sizes", "M=4,N=4"]) == 1
    _no_traceback(capsys.readouterr().err)


def test_run_unknown_size_is_reported(mm_file, capsys):
    """``run`` refuses a size the kernel does not have (a typo), as ``compile --sizes`` and
    ``Kernel.specialize`` do, instead of timing the kernel and printing the stray size."""
    assert main(["run", str(mm_file), "--sizes", "M=4,N=4,K=4,Q=3"]) == 1
    captured = capsys.readouterr()
    _no_traceback(captured.err)
    assert "unknown size(s) Q" in captured.err and captured.out == ""


# --- python -m polyopt --------------------------------------------------------------------

def test_python_dash_m(mm_file, tmp_path):
    env = dict(os.environ, POLYOPT_CACHE_DIR=str(tmp_path / "cache"))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    proc = subprocess.run([sys.executable, "-m", "polyopt", "compile", str(mm_file), "--sizes", SIZES],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "mm" in proc.stdout

    bad = tmp_path / "broken.tc"
    bad.write_text(BROKEN)
    proc = subprocess.run([sys.executable, "-m", "polyopt", "compile", str(bad)],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert proc.returncode == 1
    _no_traceback(proc.stderr)
    assert "^" in proc.stderr
