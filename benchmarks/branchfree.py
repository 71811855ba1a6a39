"""Control-flow elimination, before and after (issue 26): the conditional kernels' innermost
branches, generated C size, gcc time and run time of polyopt checkouts side by side.

Each checkout runs in a worker process of its own (its ``polyopt/`` and ``kernels/`` first on
the path, ``OMP_NUM_THREADS`` set before libgomp loads); the parent asks each to compile a case,
checks each one's outputs (against the library case's numpy reference, and the sums of every
output across checkouts: a mismatch ends the run), then asks for batches of calls in turns (the
first worker rotating each round), times gcc on each C text and counts ``if``/``?:`` in the
bodies of innermost loops::

    git worktree add --detach /tmp/before f857f31~1
    PYTHONPATH=$PWD python benchmarks/branchfree.py measure before=/tmp/before now=$PWD --threads 1

``instructions`` counts the instructions of one call under callgrind instead (one thread)::

    python benchmarks/branchfree.py instructions before=/tmp/before now=$PWD --only "conv2d_same 57x57|0"

The run time of a case is the median over ``--rounds`` rounds of the mean time per call in a
batch of calls long enough to take about ``--batch-ms``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent

PADDED_CONV = """
def conv(float(N, C, H, W) I, float(F, C, 3, 3) Wt) -> (O) {
    O(n, f, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
        ? I(n, c, h + kh - 1, w + kw - 1) * Wt(f, c, kh, kw) : 0.0 where h in 0:H, w in 0:W
}
"""
LOWER_SYRK = "def syrk(float(N, M) A) -> (C) { C(i, j) +=! A(i, k) * A(j, k) where i in 0:N, j in 0:i+1 }"

# (label, kernel case name or (source, entry), sizes)
CASES = [
    ("conv2d_same 13x13", "conv2d_same", {"N": 2, "C": 16, "H": 13, "W": 13, "K": 16}),
    ("conv2d_same 57x57", "conv2d_same", {"N": 1, "C": 32, "H": 57, "W": 57, "K": 32}),
    ("avgpool3x3_clipped", "avgpool3x3_clipped", {"N": 2, "C": 16, "H": 57, "W": 57}),
    ("conv1d_causal_dilated", "conv1d_causal_dilated", {"Bt": 4, "C": 32, "T": 1021, "O": 32, "K": 2}),
    ("correlation", "correlation", {"N": 257, "M": 203}),
    ("durbin", "durbin", {"N": 1000}),
    ("gramschmidt", "gramschmidt", {"M": 240, "N": 200}),
    ("syrk", "syrk", {"N": 257, "M": 203}),
    ("trmm", "trmm", {"M": 203, "N": 257}),
    ("trmv_lower", "trmv_lower", {"N": 1021}),
    ("issue: padded conv ?:", (PADDED_CONV, "conv"), {"N": 2, "C": 3, "H": 37, "W": 41, "F": 4}),
    ("issue: lower syrk", (LOWER_SYRK, "syrk"), {"N": 45, "M": 33}),
]


def _kernel(spec, dynamic: bool):
    import polyopt as po
    if isinstance(spec, tuple):
        return po.compile(spec[0], spec[1], dynamic=dynamic)
    sys.path.insert(0, os.getcwd())
    from kernels.registry import by_name, source
    case = by_name(spec)
    return po.compile(source(case), case.entry, dynamic=dynamic)


def _inputs(k, spec, sizes):
    if isinstance(spec, tuple):
        return k.random_inputs(sizes)
    from kernels.registry import by_name
    return by_name(spec).make_inputs(sizes, np.random.default_rng(0))


def _check(spec, inputs, outs) -> str:
    """``ok`` if the outputs match the library case's numpy reference (``-`` for the issue's own
    kernels: the trees' sums are compared instead), else ``MISMATCH``."""
    if isinstance(spec, tuple):
        return "-"
    from kernels.registry import by_name
    case = by_name(spec)
    for got, want in zip(outs, case.reference(**inputs)):
        if not np.allclose(got, want, rtol=max(case.rtol, 1e-6) * 10, atol=1e-4):
            return "MISMATCH"
    return "ok"


def worker() -> None:
    """Serve one tree's kernels over stdin/stdout, a JSON object a line: ``{"case": label,
    "dynamic": bool}`` compiles a case and answers its C and the seconds of one call; ``{"batch":
    n}`` runs the case's kernel ``n`` times and answers the seconds per call."""
    k = inputs = None
    for line in sys.stdin:
        cmd = json.loads(line)
        if "case" in cmd:
            label, spec, sizes = next(c for c in CASES if c[0] == cmd["case"])
            k = _kernel(spec, cmd["dynamic"])
            comp = k.current if cmd["dynamic"] else k.specialize(**sizes)
            inputs = _inputs(k, spec, sizes)
            outs = k(**inputs)
            outs = outs if isinstance(outs, tuple) else (outs,)
            t0 = time.perf_counter()
            k(**inputs)
            answer = {"source": comp.function.source, "one_s": time.perf_counter() - t0,
                      "sums": [float(np.asarray(o, np.float64).sum()) for o in outs],
                      "checked": _check(spec, inputs, outs)}
        else:
            t0 = time.perf_counter()
            for _ in range(cmd["batch"]):
                k(**inputs)
            answer = {"s": (time.perf_counter() - t0) / cmd["batch"]}
        print(json.dumps(answer), flush=True)


class _Worker:
    def __init__(self, tree: str, threads: int):
        env = {**os.environ, "PYTHONPATH": tree, "OMP_NUM_THREADS": str(threads)}
        self.proc = subprocess.Popen([sys.executable, __file__, "worker"], cwd=tree, env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, **cmd) -> dict:
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"the worker for {cmd} died (exit status {self.proc.wait()})")
        return json.loads(line)


def calls(only: list[str]) -> None:
    """Call each case's kernel twice (``label|0`` specialized, ``label|1`` size-generic) and print
    the path of its library: run under callgrind by ``instructions``."""
    from polyopt.runtime import cpu
    for label, spec, sizes in CASES:
        for dynamic in (False, True):
            if only and f"{label}|{int(dynamic)}" not in only:
                continue
            k = _kernel(spec, dynamic)
            comp = k.current if dynamic else k.specialize(**sizes)
            inputs = _inputs(k, spec, sizes)
            for _ in range(2):
                k(**inputs)
            print("CASE", label, "|", int(dynamic), "|", cpu.build(comp.function.source, cflags=comp.options.cflags),
                  flush=True)


def instructions(tree: str, only: list[str]) -> dict[str, int]:
    """Instructions per call of each case (one thread) in ``tree``: the kernels called twice under
    callgrind, the self cost of every function in each kernel's library (its OpenMP bodies too;
    not libgomp, libm or libc) halved."""
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "callgrind.out"
        env = {**os.environ, "PYTHONPATH": tree, "OMP_NUM_THREADS": "1"}
        log = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, __file__,
                              "calls", ",".join(only)], cwd=tree, env=env, capture_output=True, text=True, check=True)
        cases = {}
        for line in log.stdout.splitlines():
            if line.startswith("CASE "):
                label, dyn, path = (x.strip() for x in line[5:].split("|"))
                cases[path] = f"{label}|{dyn}"
        names, cost, ob, skip = {}, {}, None, False
        for line in out.read_text().splitlines():  # callgrind's format: ob=(id) name, calls= before a call's cost
            m = re.match(r"(c?ob)=\((\d+)\)(?: (.*))?$", line)
            if m:
                if m.group(3):
                    names[m.group(2)] = m.group(3).strip()
                if m.group(1) == "ob":
                    ob = names[m.group(2)]
            elif line.startswith("calls="):
                skip = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if not skip and len(line.split()) >= 2:
                    cost[ob] = cost.get(ob, 0) + int(line.split()[1])
                skip = False
    return {cases[p]: c // 2 for p, c in cost.items() if p in cases}


def innermost_branches(source: str) -> tuple[int, int]:
    """(``if``, ``?``) in the bodies of the innermost ``for`` loops of the kernel function's C text
    (tests/test_control_flow.py checks generated code with it). A max or min reduction's update,
    ``(v > x) ? v : x`` (NaN-aware: ``(v > x || x != x) ? v : x``), is a select of two values
    that gcc makes a ``maxss``/``maxps``, not a condition: not counted."""
    text = re.sub(r"//[^\n]*", "", source[source.index("int k_"):])
    text = re.sub(r"\(v [<>] [^?;]*\) \? v : ", "", text)
    ifs = marks = 0
    for m in re.finditer(r"\bfor\s*\(", text):
        start = _close(text, m.end() - 1, "(", ")")
        body = text[start:_body_end(text, start)]
        if not re.search(r"\bfor\s*\(", body):
            ifs += len(re.findall(r"\bif\s*\(", body))
            marks += body.count("?")
    return ifs, marks


def _close(text: str, i: int, op: str, cl: str) -> int:
    depth = 0
    for j in range(i, len(text)):
        depth += (text[j] == op) - (text[j] == cl)
        if depth == 0:
            return j + 1
    raise ValueError("unbalanced")


def _body_end(text: str, i: int) -> int:
    while text[i].isspace():
        i += 1
    if text[i] == "{":
        return _close(text, i, "{", "}")
    if text.startswith("for", i):
        return _body_end(text, _close(text, text.index("(", i), "(", ")"))
    return text.index(";", i) + 1


def gcc_seconds(source: str, cflags: tuple[str, ...], repeat: int) -> float:
    """Median CPU seconds (user + system) of ``gcc <cflags> -shared -fPIC`` on ``source`` (no
    cache): on a loaded machine the CPU time moves much less than the wall time."""
    with tempfile.TemporaryDirectory() as d:
        c = Path(d) / "k.c"
        c.write_text(source)
        times = []
        for _ in range(repeat):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(["gcc", *cflags, "-shared", "-fPIC", "-std=gnu11", "-o", str(Path(d) / "k.so"),
                            str(c), "-lm"], check=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            times.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(times)


def measure(trees: dict[str, str], threads: int, rounds: int, batch_ms: float, gcc_repeat: int,
            only: str | None) -> list[dict]:
    """Per case and mode, per tree: C size, innermost branches, gcc seconds, run time (the trees'
    workers called in turns, the first alternating)."""
    from polyopt.options import DEFAULT_CFLAGS
    workers = {name: _Worker(tree, threads) for name, tree in trees.items()}
    rows = []
    for label, _, sizes in CASES:
        if only and only not in label:
            continue
        for dynamic in (False, True):
            got = {name: w.ask(case=label, dynamic=dynamic) for name, w in workers.items()}
            for name, g in got.items():
                ref = next(iter(got.values()))["sums"]
                if g["checked"] == "MISMATCH" or not np.allclose(g["sums"], ref, rtol=1e-3):
                    raise SystemExit(f"{label} dynamic={dynamic}: {name}'s outputs are wrong "
                                     f"({g['checked']}, sums {g['sums']} against {ref})")
            batch = max(1, int(batch_ms / 1e3 / max(min(g["one_s"] for g in got.values()), 1e-7)))
            samples = {name: [] for name in workers}
            names = list(workers)
            for r in range(rounds):
                for name in names[r % len(names):] + names[:r % len(names)]:
                    samples[name].append(workers[name].ask(batch=batch)["s"])
            row = {"case": label, "dynamic": dynamic, "sizes": sizes, "threads": threads}
            for name in names:
                src, xs = got[name]["source"], sorted(samples[name]) or [float("nan")]
                row[name] = {"bytes": len(src), "lines": src.count("\n"), "branches": innermost_branches(src),
                             "gcc_s": gcc_seconds(src, DEFAULT_CFLAGS, gcc_repeat),
                             "median_us": statistics.median(xs) * 1e6,
                             "q1_us": xs[len(xs) // 4] * 1e6, "q3_us": xs[3 * len(xs) // 4] * 1e6}
            rows.append(row)
            print(json.dumps(row), flush=True)
    return rows


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("worker")
    c = sub.add_parser("calls")
    c.add_argument("only", nargs="?", default="")
    i = sub.add_parser("instructions", help="callgrind: instructions per call, one thread")
    i.add_argument("trees", nargs="+", help="NAME=PATH")
    i.add_argument("--only", default="", help="cases as label|0 (specialized) or label|1, comma-separated")
    m = sub.add_parser("measure")
    m.add_argument("trees", nargs="+", help="NAME=PATH: a polyopt checkout (its polyopt/ and kernels/)")
    m.add_argument("--threads", type=int, default=1)
    m.add_argument("--rounds", type=int, default=21, help="0: sizes, branches and gcc only")
    m.add_argument("--batch-ms", type=float, default=20.0)
    m.add_argument("--gcc-repeat", type=int, default=1)
    m.add_argument("--only", default=None, help="cases whose label contains this text")
    m.add_argument("--json", default=None, help="write the rows here")
    a = p.parse_args(argv)
    if a.cmd == "worker":
        worker()
        return
    if a.cmd == "calls":
        calls([x for x in a.only.split(",") if x])
        return
    if a.cmd == "instructions":
        only = [x for x in a.only.split(",") if x]
        got = {name: instructions(tree, only) for name, tree in (t.split("=", 1) for t in a.trees)}
        print(json.dumps(got, indent=1))
        return
    trees = dict(t.split("=", 1) for t in a.trees)
    rows = measure(trees, a.threads, a.rounds, a.batch_ms, a.gcc_repeat, a.only)
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
