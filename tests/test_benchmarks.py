"""The benchmark suite checks what it times and fails loudly: every peer's output is compared with
the reference, and a run with any MISMATCH or ERROR exits with status 1."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from benchmarks import peers, run
from kernels.registry import by_name


def test_peer_outputs_are_checked():
    case = by_name("polybench_2mm")  # two outputs (tmp, D); peers compute D only
    rng = np.random.default_rng(0)
    want = (rng.random((3, 4)).astype(np.float32), rng.random((3, 5)).astype(np.float32))
    assert run.check_peer(case, want[1].copy(), want)[0] == "ok"
    assert run.check_peer(case, want, want)[0] == "ok"
    assert run.check_peer(case, want[1] + 1, want)[0] == "MISMATCH"
    assert run.check_peer(case, want[1].astype(np.float64), want)[0] == "ok"  # in the reference's dtype
    assert run.check_peer(case, (*want, want[0]), want)[0] == "MISMATCH"     # more outputs than the kernel


def test_failures_name_every_wrong_or_failed_result():
    ok = {"kernels": [{"kernel": "matmul", "polyopt_status": "ok", "program": {"status": "ok"},
                       "peer_status": {"einsum": "ok", "torch": "ok"}}],
          "stream": {"correct": True}, "matmul": [{"n": 64, "correct": {"polyopt": True, "numpy": True}}],
          "einsum": {"mismatches": [], "errors": []}}
    assert run.failures(ok) == []
    bad = {"kernels": [{"kernel": "matmul", "polyopt_status": "ERROR", "program": {"status": "ok"},
                        "peer_status": {"einsum": "ok", "torch": "MISMATCH"}}],
           "stream": {"correct": False}, "matmul": [{"n": 64, "correct": {"polyopt": True, "numpy": False}}],
           "compile": {"cold": {"error": "x"}}, "einsum": {"mismatches": ["dot"], "errors": ["trace"]}}
    assert run.failures(bad) == ["matmul: polyopt ERROR", "matmul: torch MISMATCH", "STREAM triad: MISMATCH",
                                 "matmul n=64: numpy MISMATCH", "cold compile: ERROR",
                                 "einsum suite dot: MISMATCH", "einsum suite trace: ERROR"]


@pytest.mark.slow
@pytest.mark.parametrize("wrong", [False, True])
def test_a_wrong_peer_makes_the_run_fail(wrong, tmp_path, monkeypatch):
    pytest.importorskip("threadpoolctl", reason="the benchmarks need threadpoolctl (the bench extra)")
    real = peers.einsum_methods

    def methods(name, inputs, max_naive):
        got, notes = real(name, inputs, max_naive)
        if wrong:  # np.einsum off by one everywhere, as a broken peer would be
            got = {k: (lambda f=f: f() + 1) for k, f in got.items()}
        return got, notes
    monkeypatch.setattr(peers, "einsum_methods", methods)
    monkeypatch.setattr(run.peers, "torch_module", lambda: None)
    args = ["--quick", "--kernels", "matmul", "--sections", "kernels", "--repeat", "1", "--settle-ms", "0",
            "--out", str(tmp_path)]
    assert run.main(args) == (1 if wrong else 0)
    report = next(tmp_path.glob("*.md")).read_text()
    assert ("**MISMATCH**" in report) == wrong


def test_gpu_mode_says_why_it_cannot_run(capsys):
    """benchmarks.gpu (torch against polyopt on a GPU) exits 0 with its reason where it cannot run."""
    from benchmarks import gpu
    reason = gpu.why_not()
    if reason is None:
        pytest.skip("a GPU is here: the GPU mode runs for real (python -m benchmarks.gpu)")
    assert gpu.main([]) == 0
    assert capsys.readouterr().out.strip() == f"benchmarks.gpu: skipped: {reason}"
    from benchmarks import run
    assert run.main(["--gpu", "mm4096"]) == 0  # benchmarks.run --gpu is the same mode
    assert capsys.readouterr().out.strip() == f"benchmarks.gpu: skipped: {reason}"


# A stand-in for ``python -m benchmarks.gpu --repeat N --jsonl FILE NAME...``: a row per name, except
# "hang" (sleeps in a child process of its own, as a kernel stuck in a driver call would) and "die".
_FAKE_GPU_TABLE = """
import json, subprocess, sys, time
args = sys.argv[1:]
jsonl, names = args[args.index("--jsonl") + 1], args[args.index("--jsonl") + 2:]
def put(r):
    with open(jsonl, "a") as f:
        f.write(json.dumps(r) + "\\n")
put({"card": "Fake GPU", "copy_gbs": 1000.0, "torch": "0"})
for n in names:
    if n == "hang":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        with open(jsonl + ".pid", "w") as f:
            f.write(str(child.pid))
        child.wait()
    if n == "die":
        sys.exit(3)
    put({"name": n, "sizes": "8x8", "kernels_s": 1e-3, "call_s": 2e-3, "torch_s": 5e-4, "bytes": 8e8,
         "copy_gbs": 1000.0, "rel_error": 1e-7, "repeat": 1})
"""


def test_gpu_session_table_survives_a_stuck_and_a_dead_row(tmp_path):
    """benchmarks.gpu_session: a row that hangs is killed (its process group: the sleeping child too)
    after --row-limit without a new row, a row whose process dies is marked, and fresh processes
    measure the rows after each; the Markdown table shows every row."""
    from benchmarks import gpu_session
    script = tmp_path / "fake_gpu.py"
    script.write_text(_FAKE_GPU_TABLE)
    jsonl = tmp_path / "t.jsonl"
    phase, records = gpu_session.table(["a", "hang", "b", "die", "c"], 60, 1, jsonl, row_limit=1.5,
                                       command=[sys.executable, str(script)])
    rows = {r["name"]: r for r in records if "name" in r}
    assert list(rows) == ["a", "hang", "b", "die", "c"] and phase.status == "failed"
    assert "did not finish: killed after" in rows["hang"]["error"] and "status 3" in rows["die"]["error"]
    stat = Path(f"/proc/{(tmp_path / 't.jsonl.pid').read_text()}/stat")  # the sleeping child: killed too
    assert not stat.exists() or stat.read_text().split(")")[-1].split()[0] in "ZX"
    md = gpu_session.table_markdown(records)
    assert "Fake GPU: device-to-device copy 1000 GB/s" in md
    assert "| a 8x8 | 1.000 | 2.000 | 0.500 | 0.50; 0.25 | 800 | 80% |" in md and "| hang | ERROR |" in md


def test_gpu_session_without_a_gpu_says_so(tmp_path, monkeypatch, capsys):
    """Without a GPU the session skips both phases, says why in its results file and exits 2."""
    from benchmarks import gpu_session
    monkeypatch.setattr(gpu_session, "gpu_reason", lambda: "target 'cuda' cannot run here: no CUDA GPU is visible")
    assert gpu_session.main(["--out", str(tmp_path)]) == 2
    text = (tmp_path / "gpu_session.md").read_text()
    assert "**no GPU run here**: target 'cuda' cannot run here: no CUDA GPU is visible" in text
    assert text.count("skipped: target 'cuda' cannot run here") == 2
    assert "no GPU is present" in capsys.readouterr().out


def test_gpu_table_references_match_polyopt_on_the_cpu(monkeypatch, capsys):
    """benchmarks.gpu --cpu-check: a row's torch reference against polyopt's CPU kernel (small
    sizes); a reference that computes something else is reported and fails the check."""
    pytest.importorskip("torch", reason="torch is not installed: the GPU table's references are torch's")
    from benchmarks import gpu
    assert gpu.cpu_check(["mv"]) == 0
    inputs = gpu._inputs

    def wrong(*a, **k):  # the same inputs, twice the reference
        args, ref, nbytes = inputs(*a, **k)
        return args, lambda: 2 * ref(), nbytes
    monkeypatch.setattr(gpu, "_inputs", wrong)
    assert gpu.cpu_check(["mv"]) == 1
    assert "DIFFERS" in capsys.readouterr().out.splitlines()[-1]


def test_c_ab_checks_and_times_generated_c(tmp_path, capsys, monkeypatch):
    """benchmarks/c_ab.py: the C a checkout generates is built, checked against the reference and
    timed (torch left out: importing it takes seconds), in thread CPU time and, with --threads,
    wall time; a file computing something else fails."""
    from benchmarks import c_ab

    monkeypatch.setenv("OMP_NUM_THREADS", "1")  # main sets it to --threads: restored afterwards
    sizes = '{"M": 37, "N": 19}'
    good, bad = tmp_path / "mv.c", tmp_path / "bad.c"
    assert c_ab.main(["gen", "matvec", str(good), "--sizes", sizes]) == 0
    assert c_ab.main(["time", "matvec", str(good), "--sizes", sizes, "--rounds", "2", "--no-torch"]) == 0
    out = capsys.readouterr().out
    assert "mv.c: min" in out and "GFLOP/s" in out
    assert c_ab.main(["time", "matvec", str(good), "--sizes", sizes, "--rounds", "1", "--no-torch",
                      "--threads", "2"]) == 0
    assert "mv.c: min" in capsys.readouterr().out
    bad.write_text(good.read_text().replace("  return po_err;\n}", "  a_y[0] += 1.0f;\n  return po_err;\n}"))
    with pytest.raises(AssertionError, match="bad.c"):
        c_ab.main(["time", "matvec", str(bad), "--sizes", sizes, "--rounds", "1", "--no-torch"])


def test_c_ab_gives_an_output_stored_modulo_steps_its_whole_buffer(tmp_path, capsys, monkeypatch):
    """durbin's ``y`` is stored modulo 2 steps (``t_y[c0 % 2][c1]``): c_ab hands the C function a
    buffer of that shape and checks the step a call returns (a buffer shaped like the returned
    ``y`` was written past its end)."""
    from benchmarks import c_ab

    monkeypatch.setenv("OMP_NUM_THREADS", "1")
    path = tmp_path / "durbin.c"
    assert c_ab.main(["gen", "durbin", str(path), "--sizes", '{"N": 70}']) == 0
    assert "% 2)]" in path.read_text()
    assert c_ab.main(["time", "durbin", str(path), "--sizes", '{"N": 70}', "--rounds", "1", "--no-torch"]) == 0
    assert "durbin.c: min" in capsys.readouterr().out


def test_cpu_bandwidth_reports_each_kernel_against_the_triad_of_the_same_rounds():
    """benchmarks/cpu_bandwidth.py: GB/s from the bytes the registry counts over the median CPU
    time, as a share of the triad's GB/s, and numpy's median over polyopt's."""
    from benchmarks.cpu_bandwidth import report

    result = {"samples": {"triad": [0.1, 0.2, 0.1], "k": [0.01, 0.011, 0.009], "k numpy": [0.02]},
              "bytes": {"triad": 2.4e9, "k": 1.2e8, "k numpy": 1.2e8}}
    text = report(result, ["k"])
    assert "triad (one thread, CPU time): 24.0 GB/s" in text
    assert "| k | 10.00 | 12.0 | 50% | 20.00 | 2.00 |" in text


def test_suite_cpu_records_each_test_and_sums_them_by_file(tmp_path):
    """benchmarks.suite_cpu: a test that burns CPU in its process and in a child is recorded with both."""
    from benchmarks import suite_cpu
    tests = tmp_path / "test_burn.py"
    tests.write_text("import subprocess, sys\n"
                     "def test_burn():\n    sum(range(3_000_000))\n"
                     "    subprocess.run([sys.executable, '-c', 'sum(range(3_000_000))'], check=True)\n"
                     "def test_idle():\n    pass\n")
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "POLYOPT_SUITE_CPU_DIR": str(tmp_path / "cpu"), "PYTHONPATH": str(root)}
    env.pop("PYTEST_XDIST_WORKER", None)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "benchmarks.suite_cpu",
                        str(tests)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    rows = {row.node.split("::")[1]: row for row in suite_cpu.read(tmp_path / "cpu")}
    assert set(rows) == {"test_burn", "test_idle"}
    assert rows["test_burn"].cpu > rows["test_idle"].cpu and rows["test_burn"].children > 0
    assert rows["test_idle"].children == 0
    (name, (cpu, children, wall, n)), = suite_cpu.by_file(list(rows.values())).items()
    assert name.endswith("test_burn.py") and n == 2 and cpu + children <= wall + 1.0


def test_compile_sweep_reports_each_phase(tmp_path, capsys):
    """``benchmarks.compile_sweep``: one process per kernel and mode, CPU seconds per phase; an
    error keeps polyopt's line of the traceback."""
    from benchmarks import compile_sweep
    out = tmp_path / "sweep.jsonl"
    compile_sweep.main(["--only", "library:matmul", "polybench:nussinov", "--modes", "c,grad-generic",
                        "--timeout", "60", "--out", str(out)])
    rows = {(r["name"], r["mode"]): r for r in map(json.loads, out.read_text().splitlines())}
    ok = rows["matmul", "c"]
    assert ok["status"] == "ok" and set(ok["phases"]) == {"parse", "model", "schedule", "codegen", "gcc"}
    assert rows["matmul", "grad-generic"]["phases"]["autodiff"] >= 0
    assert rows["nussinov", "grad-generic"]["error"].startswith("polyopt.errors.NotDifferentiable")
    assert "slowest" in capsys.readouterr().out


def test_compile_sweep_times_the_gradient_po_grad_compiles():
    """The sweep's gradient text once skipped po.grad's rewrites of the forward def (a reduction
    that reads its accumulator as steps, ...): it timed a NotDifferentiable instead."""
    import polyopt as po
    from benchmarks import compile_sweep
    src = "def f(double(N, M) X, double(N) Y0) -> (O) { O(i) = Y0(i)\n O(i) += X(i, j) * O(i) }"
    text, entry, sizes = compile_sweep._gradient_text(src, "f", {"N": 3, "M": 4})
    assert text == po.grad(src).text and entry == "f_grad" and sizes == {"N": 3, "M": 4}
