"""PolyBench's 30 kernels: polyopt against PolyBench's own loops built with gcc -O3 -march=native.

    python -m benchmarks.polybench.run                      # LARGE sizes, 2 threads, 3 rounds
    python -m benchmarks.polybench.run --size small --check # awkward small sizes: results only
    python -m benchmarks.polybench.run --kernels jacobi_2d,seidel_2d --rounds 5 --out table.md
    python -m benchmarks.polybench.run --target cuda --size small --check   # polyopt on the GPU (pycuda)

Every kernel is first run once each way and the results compared (in PolyBench's output order;
``rtol`` per kernel). Then rounds: each round times every kernel's C and polyopt in alternating
order, so that a shared machine's drift hits both alike; the table shows medians of the time a
call takes, the spread (max / min over the rounds) and the speedup (C / polyopt). A kernel whose
calls are short is called several times in a row each round, the same number of times each way
(as many as make ``--min-ms`` on the slower side, timed once before the rounds), and a round's
time is their mean: one call of a 0.5 ms kernel is mostly the machine's noise. polyopt's time
includes allocating its outputs; the C's includes copying its in-place arrays (PolyBench's
kernels overwrite their inputs). With ``--target cuda`` polyopt's kernels run on the GPU, called
with numpy arrays as a user calls them (the copies to and from the device included).
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import time

import numpy as np

import polyopt as po
from benchmarks.polybench.suite import CASES, HERE, Case, baseline_source
from polyopt.runtime import cpu

C_FLAGS = ("-O3", "-march=native")


def _cpu_name() -> str:
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def prepare(case: Case, sizes: dict, threads: int, options: po.Options | None = None, target: str = "c"):
    """``(c_call, po_call, inputs)``: the two kernels compiled for ``sizes``, each a function of
    the inputs returning the results in PolyBench's order (polyopt's for ``target``)."""
    src, cdecl = baseline_source(case, sizes)
    ffi, lib = cpu.load(src, cdecl, cflags=C_FLAGS)
    fn = getattr(lib, f"kernel_{case.name}")
    options = (options or po.Options()).replace(num_threads=threads)
    k = po.compile((HERE / "kernels.tc").read_text(), case.name, options=options, target=target)
    inputs = case.inputs(sizes, np.random.default_rng(0))
    args = case.po_args(inputs, sizes)

    def c_call():
        return case.c(fn, ffi, inputs, sizes)

    def po_call():
        got = k(**args)
        return got if isinstance(got, tuple) else (got,)
    return c_call, po_call, k


def check(case: Case, want: tuple, got: tuple) -> str | None:
    if len(want) != len(got):
        return f"{len(got)} results, expected {len(want)}"
    for n, (w, g) in enumerate(zip(want, got)):
        g = np.asarray(g)
        if w.shape != g.shape:
            return f"result {n}: shape {g.shape}, expected {w.shape}"
        scale = max(float(np.max(np.abs(w))), 1e-300)
        err = float(np.max(np.abs(w - g))) / scale if w.size else 0.0
        if err > case.rtol:
            return f"result {n}: largest difference {err:.3g} of the largest value (rtol {case.rtol})"
    return None


def _timed(call, calls: int = 1) -> float:
    """Seconds per call, over ``calls`` calls in a row."""
    t0 = time.perf_counter()
    for _ in range(calls):
        call()
    return (time.perf_counter() - t0) / calls


def repeats(c_call, po_call, min_seconds: float) -> int:
    """Calls in a row per round, the same each way: enough that the slower side's take at least
    ``min_seconds`` (from the faster of two calls of each), at least 1."""
    slower = max(min(_timed(c_call), _timed(c_call)), min(_timed(po_call), _timed(po_call)))
    return max(1, math.ceil(min_seconds / max(slower, 1e-9)))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", choices=("large", "small"), default="large")
    ap.add_argument("--kernels", default="all")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--min-ms", type=float, default=20.0,
                    help="a kernel's calls in a row per round take at least this long (default 20)")
    ap.add_argument("--check", action="store_true", help="compare the results only, time nothing")
    ap.add_argument("--target", choices=("c", "cuda"), default="c",
                    help="polyopt's target: c (default) or cuda (on this machine's GPU, through pycuda)")
    ap.add_argument("--out", help="also write the Markdown table here")
    args = ap.parse_args(argv)
    cases = CASES if args.kernels == "all" else [c for c in CASES if c.name in args.kernels.split(",")]
    prepared, failures = {}, []
    for case in cases:
        sizes = case.large if args.size == "large" else case.small
        t0 = time.perf_counter()
        c_call, po_call, k = prepare(case, sizes, args.threads, target=args.target)
        compiled = time.perf_counter() - t0
        bad = check(case, case.compare(c_call(), sizes), case.compare(po_call(), sizes))
        print(f"{case.name:15} {'ok' if bad is None else 'WRONG: ' + bad} (compile {compiled:.1f} s)", flush=True)
        if bad is not None:
            failures.append(case.name)
        prepared[case.name] = (case, c_call, po_call, k)
    if args.check:
        return 1 if failures else 0
    times = {name: ([], []) for name in prepared}
    calls = {name: repeats(c_call, po_call, args.min_ms / 1e3) for name, (_, c_call, po_call, _) in prepared.items()}
    load = [os.getloadavg()]
    for r in range(args.rounds):
        for case, c_call, po_call, _ in prepared.values():
            first, second = (c_call, po_call) if r % 2 == 0 else (po_call, c_call)
            n = calls[case.name]
            a, b = _timed(first, n), _timed(second, n)
            c_t, p_t = (a, b) if r % 2 == 0 else (b, a)
            times[case.name][0].append(c_t)
            times[case.name][1].append(p_t)
        load.append(os.getloadavg())
    lines = report(prepared, times, args, load, calls)
    print("\n".join(lines))
    if args.out:
        with open(args.out, "w") as f:
            f.write("\n".join(lines) + "\n")
    return 1 if failures else 0


def report(prepared, times, args, load, calls) -> list[str]:
    many = {name: n for name, n in calls.items() if n > 1}
    on = f"with {args.threads} threads" if args.target == "c" else "on the GPU (CUDA, numpy arrays in and out)"
    lines = [f"- CPU: {_cpu_name()}, {os.cpu_count()} cores; polyopt {on}; "
             f"C: gcc {' '.join(C_FLAGS)} (one thread); {args.rounds} rounds, medians of the time per call"
             + (f"; calls in a row per round: {', '.join(f'{k} {v}' for k, v in many.items())}" if many else ""),
             f"- load average at start {load[0][0]:.1f}, after each round "
             + ", ".join(f"{x[0]:.1f}" for x in load[1:]), "",
             "| kernel | sizes | C ms | polyopt ms | speedup | spread C / polyopt | kind |",
             "|---|---|---|---|---|---|---|"]
    speedups, stepped = [], []
    for name, (case, *_rest) in prepared.items():
        c_t, p_t = times[name]
        c_m, p_m = statistics.median(c_t), statistics.median(p_t)
        sp = c_m / p_m
        speedups.append(sp)
        kind = ", ".join(sorted(case.tags)) or "-"
        if case.tags:
            stepped.append(sp)
        sizes = case.large if args.size == "large" else case.small
        lines.append(f"| {name} | {' '.join(f'{k}={v}' for k, v in sizes.items())} | {_ms(c_m)} | "
                     f"{_ms(p_m)} | {sp:.2f}x | {max(c_t) / min(c_t):.2f} / {max(p_t) / min(p_t):.2f} | {kind} |")
    geo = math.exp(sum(map(math.log, speedups)) / len(speedups))
    lines.append("")
    lines.append(f"geometric mean over {len(speedups)} kernels: {geo:.2f}x; time-stepped or in-place kernels: "
                 f"lowest {min(stepped, default=float('nan')):.2f}x")
    return lines


def _ms(seconds: float) -> str:
    """Milliseconds with three significant digits below 100 ms (0.412), one decimal above."""
    ms = seconds * 1e3
    return f"{ms:.1f}" if ms >= 100 else f"{ms:.3g}"


if __name__ == "__main__":
    sys.exit(main())
