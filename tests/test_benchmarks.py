"""The benchmark suite checks what it times and fails loudly: every peer's output is compared with
the reference, and a run with any MISMATCH or ERROR exits with status 1."""

from __future__ import annotations

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
