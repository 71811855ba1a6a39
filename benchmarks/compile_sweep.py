"""Compile times of every library and PolyBench kernel, per phase, in several modes.

Each (kernel, mode) compiles in a process of its own with a fresh cache and a time limit, and
reports the CPU time (its own and its children's: gcc) of each phase: ``autodiff`` (gradient
modes), ``parse`` (parse and check), ``model`` (domains, bounds, dependences), ``schedule``,
``codegen`` (AST, loop passes, C or CUDA text) and ``gcc`` (gcc and load, or g++ on the CUDA
emulation harness). Modes: ``c`` (the kernel's bench sizes), ``generic`` (``dynamic=True``),
``cuda`` and ``cuda-generic`` (the code generator's GPU, built for ``tests/cuda/emu.h``),
``grad`` and ``grad-generic`` (the gradient's kernel, C).

    python -m benchmarks.compile_sweep --modes c,generic,cuda-generic --timeout 120 --out sweep.jsonl
    python -m benchmarks.compile_sweep --only polybench:seidel_2d --modes cuda-generic
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODES = ("c", "generic", "cuda", "cuda-generic", "grad", "grad-generic")
PHASES = ("autodiff", "parse", "model", "schedule", "codegen", "gcc")
WALL_FACTOR = 10  # a child is killed after this many times its CPU limit of wall time


def kernels(suites: list[str], seeds: int = 0) -> list[tuple[str, str]]:
    """``(suite, name)`` of every kernel of ``suites``: ``library`` (kernels/registry.py),
    ``polybench`` (benchmarks/polybench), ``tc`` (Tensor Comprehensions' tests,
    tests/lang/tc_cases.py) and ``random`` (``seeds`` kernels of tests/test_generated_kernels.py)."""
    out = []
    if "library" in suites:
        from kernels.registry import CASES
        out += [("library", c.name) for c in CASES]
    if "polybench" in suites:
        from benchmarks.polybench.suite import CASES as PB
        out += [("polybench", c.name) for c in PB]
    if "tc" in suites:
        out += [("tc", c[0]) for c in _tc_cases()]
    if "random" in suites:
        out += [("random", f"seed{s}") for s in range(seeds)]
    return out


def _tc_cases():
    sys.path.insert(0, str(ROOT))
    from tests.lang.tc_cases import CASES
    return CASES


def text_of(suite: str, name: str) -> tuple[str, str | None, dict[str, int]]:
    """``(source, entry, sizes)`` of a kernel: the bench sizes of the library, PolyBench's LARGE
    sizes, the first test sizes of the others."""
    if suite == "library":
        from kernels.registry import by_name, source
        case = by_name(name)
        return source(case), case.entry, dict(case.bench_sizes)
    if suite == "polybench":
        from benchmarks.polybench.suite import CASES as PB
        case = next(c for c in PB if c.name == name)
        return (ROOT / "benchmarks/polybench/kernels.tc").read_text(), case.name, dict(case.large)
    if suite == "tc":
        case = next(c for c in _tc_cases() if c[0] == name)
        return case[1], None, dict(case[3][0])
    sys.path.insert(0, str(ROOT))
    from tests.test_generated_kernels import generate
    return generate(int(name.removeprefix("seed"))), None, {"N": 7, "M": 9}


class Clock:
    """CPU seconds per phase (this process and its waited-for children), printed as they end so
    that the parent knows the phase a timed-out child was in."""

    def __init__(self):
        self.phases: dict[str, float] = {}

    def phase(self, name: str, work):
        print(json.dumps({"start": name}), flush=True)
        t0 = os.times()
        got = work()
        t1 = os.times()
        self.phases[name] = round(sum(t1[:4]) - sum(t0[:4]), 3)
        print(json.dumps({"phase": name, "cpu": self.phases[name]}), flush=True)
        return got


def run_one(suite: str, name: str, mode: str, options_json: str = "{}") -> dict[str, float]:
    """Compile one kernel in one mode; the CPU seconds of each phase."""
    from polyopt import driver
    from polyopt.options import Options
    from polyopt.target import Gpu, Target
    clock = Clock()
    source, entry, sizes = text_of(suite, name)
    if mode.startswith("grad"):
        source, entry, sizes = clock.phase("autodiff", lambda: _gradient_text(source, entry, sizes))
    options = Options(**json.loads(options_json))
    cuda = mode.startswith("cuda")
    target = Target.host(options.cflags).replace(gpu=Gpu.defaults((9, 0)) if cuda else None)
    program, checked = clock.phase("parse", lambda: driver.front_end(source, entry))
    generic = mode.endswith("generic")

    def model():
        scop = driver.model(program, checked, options, contract=not cuda, pad=not cuda, scans=not cuda)
        if not generic:
            scop.check_sizes(sizes)
        return scop, driver.dependences(scop)
    scop, deps = clock.phase("model", model)
    fixed = None if generic else sizes
    sched = None if cuda else clock.phase("schedule", lambda: driver.plan(scop, deps, options, target, sizes=fixed))
    gen = clock.phase("codegen", lambda: driver.generate(scop, deps, sched, options, target, fixed))
    if cuda:
        sys.path.insert(0, str(ROOT))
        from tests.cuda import harness
        harness.runtime()  # (built once, outside the phase)
        clock.phase("gcc", lambda: harness.compile_driver(harness.driver({"v": gen})))
    else:
        clock.phase("gcc", lambda: driver.load(gen.function, options))
    return clock.phases


def _gradient_text(source: str, entry: str, sizes: dict[str, int]) -> tuple[str, str, dict[str, int]]:
    """The gradient def of ``entry`` as text (``po.grad``'s, before it compiles it), and its sizes
    at the forward's ``sizes`` (a ``d_O`` extent from the forward's output shape)."""
    from polyopt.autodiff import _wrt, backward, rewritten
    from polyopt.lang.check import check
    from polyopt.lang.parser import parse
    from polyopt.poly.build import build_scop
    program = parse(source)
    checked = check(program.get(entry), program.source)
    names = _wrt(checked, None)
    checked = rewritten(checked, program.source)
    scop = build_scop(checked, program.source, split_conditions=False)
    spec = backward(checked, scop, names, program.source)
    extra = {s: scop.shape(o, sizes)[k] for s, o, k in spec.new_sizes}
    return spec.text, spec.entry, {**sizes, **extra}


def sweep(jobs: list[tuple[str, str, str]], timeout: float, out: Path | None, options_json: str = "{}") -> list[dict]:
    """Run each job in a child process; one record per job (also appended to ``out``)."""
    rows = []
    for suite, name, mode in jobs:
        row = _child(suite, name, mode, timeout, options_json)
        rows.append(row)
        print(_line(row), flush=True)
        if out is not None:
            with out.open("a") as f:
                f.write(json.dumps(row) + "\n")
    return rows


def _child(suite: str, name: str, mode: str, timeout: float, options_json: str) -> dict:
    cache = tempfile.mkdtemp(prefix="sweep-cache-")
    env = {**os.environ, "POLYOPT_CACHE_DIR": cache, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "benchmarks.compile_sweep", "--one", f"{suite}:{name}:{mode}",
           "--options", options_json]
    t0 = time.monotonic()
    limit = int(timeout)  # CPU seconds of the child (and of each gcc it runs): wall time on a loaded machine

    def cpu_limit():
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 5))
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=ROOT, start_new_session=True, preexec_fn=cpu_limit)
    try:
        stdout, stderr = proc.communicate(timeout=WALL_FACTOR * timeout)
        status = "ok" if proc.returncode == 0 else \
            "timeout" if proc.returncode in (-signal.SIGXCPU, -signal.SIGKILL) else "error"
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
        status = "timeout"
    phases, running = {}, None
    for line in stdout.splitlines():
        if line.startswith("{"):
            rec = json.loads(line)
            if "phase" in rec:
                phases[rec["phase"]] = rec["cpu"]
                running = None
            elif "start" in rec:
                running = rec["start"]
    row = {"suite": suite, "name": name, "mode": mode, "options": options_json, "status": status, "phases": phases,
           "cpu": round(sum(phases.values()), 3), "wall": round(time.monotonic() - t0, 1)}
    if status == "timeout":
        row["in"] = running
    if status == "error":
        lines = stderr.strip().splitlines()
        named = [ln for ln in lines if ln.startswith(("polyopt.errors.", "islpy.", "RecursionError", "MemoryError"))]
        row["error"] = (named or lines or [f"rc {proc.returncode}"])[-1][:300]
    subprocess.run(["rm", "-rf", cache], check=False)
    return row


def _line(row: dict) -> str:
    ph = " ".join(f"{k}={v:.2f}" for k, v in row["phases"].items())
    extra = f" (timed out in {row.get('in')})" if row["status"] == "timeout" else \
        f" ({row['error']})" if row["status"] == "error" else ""
    return f"{row['suite']:9} {row['name']:28} {row['mode']:12} {row['status']:7} cpu {row['cpu']:7.2f}  {ph}{extra}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--modes", default="c,generic,cuda")
    ap.add_argument("--suites", default="library,polybench,tc")
    ap.add_argument("--only", nargs="*", help="suite:name of the kernels to compile")
    ap.add_argument("--timeout", type=float, default=120.0, help="CPU seconds a compile may take")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--seeds", type=int, default=40, help="kernels of the random suite")
    ap.add_argument("--options", default="{}", help="Options as JSON keywords, e.g. '{\"fusion\": \"max\"}'")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.one:
        suite, name, mode = args.one.split(":")
        run_one(suite, name, mode, args.options)
        return 0
    modes = args.modes.split(",")
    bad = [m for m in modes if m not in MODES]
    if bad:
        ap.error(f"unknown modes {bad}; known: {', '.join(MODES)}")
    names = [tuple(s.split(":")) for s in args.only] if args.only else kernels(args.suites.split(","), args.seeds)
    rows = sweep([(s, n, m) for s, n in names for m in modes], args.timeout, args.out, args.options)
    print(f"\nslowest {args.top} (CPU seconds; a timeout counts as its limit):")
    key = lambda r: args.timeout if r["status"] == "timeout" else r["cpu"]  # noqa: E731
    for row in sorted(rows, key=key, reverse=True)[:args.top]:
        print(_line(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
