"""One command for a lent GPU session: the pycuda tests, then the torch table, in a fixed budget of
wall time, into one results file.

    bash .gpu/on_device.sh python3 -m benchmarks.gpu_session --out "$OUT"      # on the GPU machine
    python -m benchmarks.gpu_session --dry-run                                 # here, without a GPU

1. **pycuda tests**: ``pytest tests/cuda -k pycuda`` (every library kernel and the row kernels'
   benchmark shapes through pycuda, each case in a process of its own killed after
   ``--case-limit`` seconds, ``POLYOPT_PYCUDA_LIMIT_S``), the whole run killed after
   ``--tests-limit``; the failures are listed by name.
2. **torch table**: ``python -m benchmarks.gpu`` (issue 23's contractions and issue 24's
   memory-bound rows against torch, the card's copy bandwidth) with the rest of the budget. Rows are
   read from its ``--jsonl`` records, so when a workload hangs or crashes the run is killed or ends,
   that row is marked, and a fresh process measures the rows after it.

Every child runs in a process group of its own and is killed with it at its limit (a kernel that
never finishes blocks inside a driver call, where no signal but SIGKILL ends it). The results file
is ``<out>/gpu_session.md`` (Markdown: the machine, each phase's command, time and outcome, the
table, the failures, the tails of the logs); it is written after each phase, so a session cut
short keeps what ran. Without a GPU (or pycuda, or torch) the phases that need one are skipped and
the file and the exit status say so: status 0 when every phase that ran passed, 1 otherwise, 2 when
no GPU is present (``--dry-run``: 0 if its checks passed).

``--dry-run`` is for the machine without a GPU: it runs ``tests/cuda/pycuda_case.py --fake`` on a
few kernels (the same script, through the fake pycuda and the CPU emulation), collects the pycuda
tests (``pytest --collect-only``: the selection and its count), checks the table's torch references
against polyopt's CPU kernels at small sizes (``benchmarks.gpu --cpu-check``) and runs
``benchmarks.gpu`` (which says why it skips), each under a time limit, so the commands are known to
work before device minutes are spent.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRY_KERNELS = ("matmul", "softmax")  # --dry-run: pycuda_case.py --fake on these


@dataclass(frozen=True)
class Finished:
    """How a child ended: exit status (None: killed at its limit), output, seconds."""
    rc: int | None
    out: str
    seconds: float

    @property
    def timed_out(self) -> bool:
        return self.rc is None


def run_limited(cmd: list[str], limit: float, env: dict[str, str] | None = None,
                stall: float | None = None, progress: Path | None = None) -> Finished:
    """Run ``cmd`` in the project root, in a process group of its own, stdout and stderr together;
    past ``limit`` seconds, or ``stall`` seconds after the file ``progress`` last grew, the whole
    group is killed (SIGKILL) and ``rc`` is None.

    >>> run_limited([sys.executable, "-c", "print('hi')"], 30).out
    'hi\\n'
    """
    t0 = time.monotonic()
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, **(env or {})}, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        seen, since = -1, t0
        while True:
            try:
                rc = proc.wait(timeout=0.25)
                break
            except subprocess.TimeoutExpired:
                now = time.monotonic()
                if stall is not None and progress is not None:
                    size = progress.stat().st_size if progress.exists() else 0
                    if size != seen:
                        seen, since = size, now
                if now - t0 > limit or (stall is not None and now - since > stall):
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
                    rc = None
                    break
        log.seek(0)
        out = log.read().decode(errors="replace")
    return Finished(rc, out, time.monotonic() - t0)


@dataclass
class Phase:
    """One phase's record in the results file."""
    title: str
    command: str
    status: str          # passed / failed / timed out / skipped: why / ...
    seconds: float = 0.0
    summary: str = ""
    log: str = ""


def _tail(text: str, lines: int = 40) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


def _python_check(code: str, limit: float = 90) -> str:
    """The last line a short Python check prints in a child (the CUDA driver may hang or crash)."""
    f = run_limited([sys.executable, "-c", code], limit)
    if f.timed_out:
        return f"the check did not finish within {limit:g} s"
    return (f.out.strip().splitlines() or ["(no output)"])[-1]


def gpu_reason() -> str | None:
    """None where polyopt's CUDA runtime can run kernels (pycuda, a driver, a GPU), else why not."""
    line = _python_check("from polyopt.runtime import cuda as c; print(c.unavailable_reason() or 'ready')")
    return None if line == "ready" else line


def torch_reason() -> str | None:
    """None where ``benchmarks.gpu`` can run (torch with CUDA, and the above), else why not."""
    line = _python_check("from benchmarks.gpu import why_not; print(why_not() or 'ready')")
    return None if line == "ready" else line


def _card() -> str:
    try:
        f = run_limited(["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"], 30)
    except FileNotFoundError:
        return "no nvidia-smi"
    return f.out.strip() or f"nvidia-smi: status {f.rc}"


def _commit() -> str:
    try:
        f = run_limited(["git", "log", "-1", "--format=%h %s"], 10)
    except FileNotFoundError:
        return "unknown (no git)"
    line = f.out.strip().splitlines()[0][:100] if f.out.strip() and f.rc == 0 else "unknown (no git history here)"
    dirty = run_limited(["git", "status", "--porcelain", "--untracked-files=no"], 10)
    return line + (" (with uncommitted changes)" if f.rc == 0 and dirty.rc == 0 and dirty.out.strip() else "")


# -- phase 1: the pycuda tests ----------------------------------------------------------------------
def _pytest_cmd(workers: int, extra: tuple[str, ...] = ()) -> list[str]:
    """The pycuda tests, one line per finished test (``-v``: what a run killed at its limit did)."""
    collect = "--collect-only" in extra
    cmd = [sys.executable, "-m", "pytest", "-q" if collect else "-v", "-p", "no:cacheprovider", "tests/cuda",
           "-k", "test_pycuda_", "-rfE", *extra]
    if workers > 1 and _has("xdist") and not collect:
        cmd[4:4] = ["-n", str(workers)]
    return cmd


def _shown(cmd: list[str]) -> str:
    return " ".join(["python" if c == sys.executable else c for c in cmd])


def _has(module: str) -> bool:
    import importlib.util
    return importlib.util.find_spec(module) is not None


_OUTCOME = re.compile(r"^(?:\[gw\d+\] (?:\[ *\d+%\] )?)?(PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS) (tests/\S+)"
                      r"|^(tests/\S+) (PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS)", re.M)


def outcomes(out: str) -> dict[str, str]:
    """``{test id: outcome}`` from pytest's ``-v`` lines (with or without xdist's ``[gwN]``).

    >>> outcomes("[gw1] [ 50%] PASSED tests/cuda/a.py::t[x] \\ntests/cuda/a.py::u FAILED")
    {'tests/cuda/a.py::t[x]': 'PASSED', 'tests/cuda/a.py::u': 'FAILED'}
    """
    return {m[2] or m[3]: m[1] or m[4] for m in _OUTCOME.finditer(out)}


def pycuda_tests(limit: float, case_limit: float, workers: int) -> Phase:
    """``pytest tests/cuda -k test_pycuda_`` killed after ``limit`` s, each case after ``case_limit`` s."""
    cmd = _pytest_cmd(workers)
    f = run_limited(cmd, limit, {"POLYOPT_PYCUDA_LIMIT_S": str(case_limit)})
    done = outcomes(f.out)
    counts = re.findall(r"^=*\s*(\d+ (?:passed|failed|skipped|error|deselected).*?) in [\d.]+s", f.out, re.M)
    tally = ", ".join(f"{sum(v == o for v in done.values())} {o.lower()}" for o in sorted(set(done.values())))
    summary = counts[-1] if counts else f"no pytest summary; finished: {tally or 'none'}"
    failed = sorted(t for t, o in done.items() if o in ("FAILED", "ERROR"))
    if failed:
        summary += "\n\nfailed:\n" + "\n".join(f"- {n}" for n in failed)
        summary += "\n\n" + "\n".join(_failure_lines(f.out))
    status = "timed out" if f.timed_out else "passed" if f.rc == 0 else f"failed (pytest status {f.rc})"
    if f.timed_out:
        summary = (f"killed after {limit:g} s: {len(done)} tests finished; those still running are the ones "
                   f"that did not\n\n{summary}")
    return Phase("pycuda tests", _shown(cmd) + f"  (POLYOPT_PYCUDA_LIMIT_S={case_limit:g})", status,
                 f.seconds, summary, _tail(f.out, 60))


def _failure_lines(out: str) -> list[str]:
    """pytest's short summary lines of the failures (``-rfE``: the test and the start of its error)."""
    return [line[:300] for line in out.splitlines() if line.startswith(("FAILED ", "ERROR "))]


# -- phase 2: the torch table -----------------------------------------------------------------------
def table(names: list[str], limit: float, repeat: int, jsonl: Path, row_limit: float = 120,
          command: list[str] | None = None) -> tuple[Phase, list[dict]]:
    """``benchmarks.gpu`` on ``names`` within ``limit`` s: rows from its JSONL records; a workload
    whose process was killed (at ``limit``, or ``row_limit`` s without a new row) or died is marked
    and the rest run in a fresh process.
    ``command``: the program before its arguments (tests: a stand-in)."""
    command = command or [sys.executable, "-m", "benchmarks.gpu"]
    deadline = time.monotonic() + limit
    todo, records, logs, t0, status = list(names), [], [], time.monotonic(), "passed"
    while todo:
        left = deadline - time.monotonic()
        if left < 5:
            records += [{"name": n, "error": "not run: the session's time ran out"} for n in todo]
            status = "timed out"
            break
        before = jsonl.read_text().count("\n") if jsonl.exists() else 0
        f = run_limited([*command, "--repeat", str(repeat), "--jsonl", str(jsonl), *todo], left,
                        stall=row_limit, progress=jsonl)
        logs.append(f.out)
        new = [json.loads(x) for x in jsonl.read_text().splitlines()[before:]] if jsonl.exists() else []
        rows = [r for r in new if "name" in r]
        records += [r for r in new if "card" in r] + rows
        done = {r["name"] for r in rows}
        todo = [n for n in todo if n not in done]
        if "benchmarks.gpu: skipped:" in f.out and not rows:  # (no GPU or torch: benchmarks.gpu says why)
            why = f.out.split("skipped:")[-1].strip()
            return Phase("torch table", _shown(command), f"skipped: {why}", f.seconds), []
        if f.rc != 0:
            status = "failed"
        if todo:  # killed at the limit, or died, while measuring todo[0]
            why = f"did not finish: killed after {f.seconds:.0f} s (limits: {row_limit:g} s a row, "\
                f"{left:.0f} s left)" if f.timed_out else \
                f"its process ended (status {f.rc}) while measuring it: {_tail(f.out, 3)}"
            records.append({"name": todo[0], "error": why})
            todo = todo[1:]
    for r in records:
        if "kernels_s" in r and r["rel_error"] > 1e-4:
            status = "failed"
    cmd = _shown([*command, "--repeat", str(repeat), "--jsonl", str(jsonl), *names])
    return Phase("torch table", cmd, status, time.monotonic() - t0, "", _tail("\n".join(logs), 40)), records


def table_markdown(records: list[dict]) -> str:
    from benchmarks.gpu import HEADER, row_text
    cards = [r for r in records if "card" in r]
    lines = []
    if cards:
        c = cards[0]
        lines += [f"{c['card']}: device-to-device copy {c['copy_gbs']:.0f} GB/s (read + write, torch "
                  f"{c.get('torch', '?')})", ""]
    lines.append(HEADER)
    rows = [r for r in records if "name" in r]
    lines += [row_text(r) for r in rows]
    lines += [f"\n{r['name']}: {r['error']}" for r in rows if "error" in r]
    return "\n".join(lines)


# -- the results file -------------------------------------------------------------------------------
def report(head: list[str], phases: list[Phase], records: list[dict]) -> str:
    out = ["# GPU session", "", *[f"- {h}" for h in head], ""]
    for p in phases:
        out += [f"## {p.title}: {p.status} ({p.seconds:.0f} s)", "", f"`{p.command}`", ""]
        if p.summary:
            out += [p.summary, ""]
        if p.title == "torch table" and records:
            out += [table_markdown(records), ""]
        if p.log:
            out += ["<details><summary>log (tail)</summary>", "", "```", p.log, "```", "</details>", ""]
    return "\n".join(out)


def main(argv=None) -> int:
    from benchmarks.gpu import WORKLOADS
    ap = argparse.ArgumentParser(prog="python -m benchmarks.gpu_session",
                                 description="pycuda tests and the torch table in one budget of wall time, "
                                             "results in <out>/gpu_session.md")
    ap.add_argument("names", nargs="*", help=f"table workloads (default all): {' '.join(WORKLOADS)}")
    ap.add_argument("--out", default=os.environ.get("OUT") or str(ROOT / "benchmarks" / "results"),
                    help="folder of gpu_session.md (default $OUT, else benchmarks/results)")
    ap.add_argument("--budget", type=float, default=420, help="seconds for everything (default 420)")
    ap.add_argument("--tests-limit", type=float, default=180, help="seconds for the pycuda tests (default 180)")
    ap.add_argument("--case-limit", type=float, default=60, help="seconds per pycuda case (default 60)")
    ap.add_argument("--table-min", type=float, default=200,
                    help="seconds kept for the table whatever the tests take (default 200)")
    ap.add_argument("--row-limit", type=float, default=120,
                    help="seconds a table row may take, compiles included (default 120)")
    ap.add_argument("--repeat", type=int, default=15, help="timed runs per method in the table (default 15)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="pytest-xdist workers (default: cores)")
    ap.add_argument("--skip-tests", action="store_true")
    ap.add_argument("--skip-table", action="store_true")
    ap.add_argument("--dry-run", action="store_true", help="no GPU here: check the commands (fake pycuda, "
                    "test collection, the table's skip message) under the same limits")
    a = ap.parse_args(argv)
    unknown = [n for n in a.names if n not in WORKLOADS]
    if unknown:
        ap.error(f"unknown workload(s) {', '.join(unknown)}; known: {' '.join(WORKLOADS)}")
    if not (a.skip_tests or a.skip_table) and a.budget - a.table_min < min(a.tests_limit, 30):
        ap.error(f"--budget {a.budget:g} leaves the pycuda tests {a.budget - a.table_min:g} s after --table-min "
                 f"{a.table_min:g}: raise --budget or lower --table-min")  # (the H200 run of 01:01 ran none)
    t0 = time.monotonic()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    results = out / "gpu_session.md"
    jsonl = out / "gpu_table.jsonl"
    jsonl.unlink(missing_ok=True)
    gpu = gpu_reason()
    head = [f"started {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())} on {platform.node()}, "
            f"{os.cpu_count()} cores, Python {platform.python_version()}",
            f"polyopt: {_commit()}", f"GPU: {_card()}",
            f"CUDA runtime: {'ready' if gpu is None else f'**no GPU run here**: {gpu}'}", f"budget {a.budget:g} s"]
    if gpu is not None:
        print(f"benchmarks.gpu_session: no GPU is present: {gpu}", flush=True)
    phases: list[Phase] = []
    records: list[dict] = []

    def save() -> None:
        results.write_text(report(head, phases, records))

    save()
    if a.dry_run:
        phases += dry_run(a)
    else:
        if a.skip_tests:
            phases.append(Phase("pycuda tests", "-", "skipped: --skip-tests"))
        elif gpu is not None:
            phases.append(Phase("pycuda tests", _shown(_pytest_cmd(a.workers)), f"skipped: {gpu}"))
        else:
            limit = min(a.tests_limit, a.budget - a.table_min - (time.monotonic() - t0))
            print(f"pycuda tests (at most {limit:.0f} s) ...", flush=True)
            phases.append(pycuda_tests(limit, a.case_limit, a.workers))
        save()
        if a.skip_table:
            phases.append(Phase("torch table", "-", "skipped: --skip-table"))
        else:
            why = torch_reason() if gpu is None else gpu
            if why is not None:
                phases.append(Phase("torch table", "python -m benchmarks.gpu", f"skipped: {why}"))
            else:
                left = a.budget - (time.monotonic() - t0) - 5
                print(f"torch table (at most {left:.0f} s) ...", flush=True)
                phase, records = table(a.names or list(WORKLOADS), left, a.repeat, jsonl, a.row_limit)
                phases.append(phase)
    save()
    text = results.read_text()
    print(text)
    print(f"benchmarks.gpu_session: {time.monotonic() - t0:.0f} s; results in {results}")
    if any(p.status not in ("passed",) and not p.status.startswith("skipped") for p in phases):
        return 1
    return 2 if gpu is not None and not a.dry_run else 0


def dry_run(a) -> list[Phase]:
    """The checks a machine without a GPU can make of the session's commands."""
    phases = []
    for name in DRY_KERNELS:
        cmd = [sys.executable, "tests/cuda/pycuda_case.py", "--fake", name]
        f = run_limited(cmd, a.case_limit)
        status = "timed out" if f.timed_out else "passed" if f.rc == 0 else f"failed (status {f.rc})"
        phases.append(Phase(f"pycuda case {name} through the fake pycuda", _shown(cmd), status, f.seconds,
                            "", _tail(f.out, 20)))
        print(f"dry run: {phases[-1].title}: {status}", flush=True)
    cmd = _pytest_cmd(a.workers, ("--collect-only",))
    f = run_limited(cmd, a.tests_limit)
    n = re.search(r"(\d+)(?:/\d+)? tests? (?:collected|selected)", f.out)
    ok = f.rc == 0 and n is not None and int(n.group(1)) > 0
    phases.append(Phase("pycuda tests collected", _shown(cmd), "passed" if ok else
                        ("timed out" if f.timed_out else f"failed (status {f.rc})"), f.seconds,
                        f"{n.group(1) if n else 'no'} pycuda tests selected (on a GPU each runs in a process of its "
                        f"own, killed after --case-limit {a.case_limit:g} s)", _tail(f.out, 5)))
    print(f"dry run: {phases[-1].summary}", flush=True)
    cmd = [sys.executable, "-m", "benchmarks.gpu", "--cpu-check", *a.names]
    f = run_limited(cmd, 600)
    phases.append(Phase("torch references against polyopt on the CPU", _shown(cmd),
                        "passed" if f.rc == 0 else ("timed out" if f.timed_out else f"failed (status {f.rc})"),
                        f.seconds, "", _tail(f.out, 15)))
    print(f"dry run: {phases[-1].title}: {phases[-1].status}", flush=True)
    cmd = [sys.executable, "-m", "benchmarks.gpu", "--repeat", "1", *(a.names or ["mv"])]
    f = run_limited(cmd, 120)
    ok = f.rc == 0 and ("skipped:" in f.out or "| mv" in f.out)
    phases.append(Phase("torch table", _shown(cmd), "passed" if ok else f"failed (status {f.rc})", f.seconds,
                        f.out.strip()))
    print(f"dry run: {f.out.strip()}", flush=True)
    return phases


if __name__ == "__main__":
    sys.exit(main())
