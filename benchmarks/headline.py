"""The headline measurements: matmul vs numpy's BLAS, compile times, per-call overhead."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys
import tempfile

import numpy as np

from benchmarks.timing import interleaved, median, per_call

REPO = pathlib.Path(__file__).resolve().parent.parent

MATMUL_SRC = """
def matmul(float(M, K) A, float(K, N) B) -> (C) {
    C(i, j) +=! A(i, k) * B(k, j)
}
"""

TINY_SRC = "def tiny(float(N) X) -> (Y) { Y(i) = X(i) + 1.0 }"
# compiled first in the cache directory of the "new_kernel" compile time (sizes M, K, N like matmul's)
PRIMER_SRC = "def primer(float(M, K) A, float(K, N) B) -> (C) { C(i, j) = A(i, j) + B(i, j) }"


def matmul(sizes: list[int], threads: int, repeat: int, budget_s: float) -> list[dict]:
    """float32 n x n x n matmul: polyopt auto (``threads`` threads), polyopt program order (one
    thread: the gcc -O3 baseline) and numpy's ``A @ B`` (BLAS), GFLOP/s from interleaved medians."""
    import polyopt as po

    auto = po.compile(MATMUL_SRC, options=po.Options(num_threads=threads))
    program = po.compile(MATMUL_SRC, options=po.Options(schedule="program", parallel=False))
    rows = []
    for n in sizes:
        rng = np.random.default_rng(n)
        A, B = rng.random((n, n), dtype=np.float32), rng.random((n, n), dtype=np.float32)
        want = A.astype(np.float64) @ B.astype(np.float64)
        methods = {"polyopt": lambda A=A, B=B: auto(A, B), "program": lambda A=A, B=B: program(A, B),
                   "numpy": lambda A=A, B=B: A @ B}
        correct = {}
        for name, fn in methods.items():
            got = fn()
            correct[name] = bool(np.allclose(got, want, rtol=1e-4, atol=1e-4 * float(want.max())))
        samples = interleaved(methods, repeat, budget_s)
        flops = 2.0 * n ** 3
        ms = {k: median(v) * 1e3 for k, v in samples.items()}
        rows.append({"n": n, "ms": ms, "gflops": {k: flops / (v * 1e-3) / 1e9 for k, v in ms.items()},
                     "polyopt_vs_numpy": ms["numpy"] / ms["polyopt"],
                     "samples": {k: len(v) for k, v in samples.items()}, "correct": correct})
    return rows


_CHILD = r"""
import json, resource, sys, time

def cpu():  # CPU seconds of this process and of the children it waited for (gcc)
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

c0, t0 = cpu(), time.perf_counter()
import numpy as np
import polyopt as po
c1, t1 = cpu(), time.perf_counter()
sizes, threads = json.loads(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
A = rng.random((sizes["M"], sizes["K"]), dtype=np.float32)
B = rng.random((sizes["K"], sizes["N"]), dtype=np.float32)
src = sys.stdin.read()
c2 = cpu()
t2 = time.perf_counter()
k = po.compile(src, options=po.Options(num_threads=threads))
t3 = time.perf_counter()
comp = k.specialize(**sizes)
t4 = time.perf_counter()
try:
    comp._fn  # gcc (or the cache lookup) and the cffi load, which the first call would do
except AttributeError:
    pass
t5 = time.perf_counter()
c5 = cpu()
k(A, B)
t6 = time.perf_counter()
calls = []
for _ in range(5):
    s = time.perf_counter(); k(A, B); calls.append(time.perf_counter() - s)
steady = sorted(calls)[2]
print(json.dumps({"import_ms": (t1 - t0) * 1e3, "parse_ms": (t3 - t2) * 1e3,
                  "schedule_ms": (t4 - t3) * 1e3, "build_load_ms": (t5 - t4) * 1e3,
                  "first_call_ms": (t6 - t5) * 1e3, "steady_call_ms": steady * 1e3,
                  "compile_ms": (t5 - t2) * 1e3, "compile_cpu_ms": (c5 - c2) * 1e3,
                  "import_cpu_ms": (c1 - c0) * 1e3, "import_and_compile_ms": (t1 - t0 + t5 - t2) * 1e3}))
"""


def compile_times(n: int, threads: int) -> dict:
    """Cold and warm compile of matmul at n x n x n, each in a fresh Python process.

    Cold: an empty ``POLYOPT_CACHE_DIR`` (parse + isl scheduling + C generation + gcc + load), which
    also builds what a cache directory keeps for every kernel (the gcc version and vector width; the
    source fingerprint; lark's parser tables only where the shipped ones are stale). New kernel:
    matmul compiled in a process after another kernel was compiled in the same cache directory
    (what a user's first compile of a kernel costs once the cache exists).
    Warm: a second process on the same cache dir (the compile records give the checked kernel
    and the generated C without parsing or scheduling; the shared library is found by its key
    and loaded). ``compile_ms`` = ``po.compile``
    + ``specialize`` (isl, C) + building and loading the library; ``compile_cpu_ms`` the CPU time
    of the same, gcc's included (what a loaded machine does not inflate); interpreter start and
    ``import polyopt`` (with numpy) are reported apart as ``import_ms`` (``import_cpu_ms``), and
    ``import_and_compile_ms`` is the two together. The pipeline (parser, isl, scheduler, code
    generators) is imported by the first compile that needs it: a cold compile's ``compile_ms``
    includes that import, a warm one never pays it.
    """
    sizes = json.dumps({"M": n, "K": n, "N": n})
    out = {"n": n}
    for runs in (("cold", "warm"), ("primed", "new_kernel")):
        with tempfile.TemporaryDirectory(prefix="polyopt-bench-cache-") as cache:
            env = {**os.environ, "POLYOPT_CACHE_DIR": cache}
            for which in runs:
                src = PRIMER_SRC if which == "primed" else MATMUL_SRC
                proc = subprocess.run([sys.executable, "-c", _CHILD, sizes, str(threads)], input=src,
                                      capture_output=True, text=True, cwd=REPO, env=env, check=False)
                if proc.returncode != 0:
                    out[which] = {"error": (proc.stderr or proc.stdout).strip().splitlines()[-1:]}
                    continue
                out[which] = json.loads(proc.stdout.strip().splitlines()[-1])
    out.pop("primed", None)
    return out


def call_overhead(threads: int, quick: bool) -> dict:
    """Microseconds per call of a 16-element elementwise kernel (``Y(i) = X(i) + 1.0``): default
    options, with a preallocated ``out=``, without the OpenMP parallel loop; numpy ``X + 1`` beside.
    Medians of batches, the methods' batches in turns (the first rotating), so that a slow spell
    of the machine falls on all of them alike. (Timed one method after the other, default options
    once read 6.5 us against 3.7 for ``parallel=False``: the very same library and Python path, the
    16 elements run serially either way, and callgrind counts the same instructions per call.)"""
    import polyopt as po

    X = np.arange(16, dtype=np.float32)
    Y = np.empty_like(X)
    par = po.compile(TINY_SRC, options=po.Options(num_threads=threads))
    ser = po.compile(TINY_SRC, options=po.Options(parallel=False))
    par(X), ser(X)  # compile
    batch, rounds = (500, 5) if quick else (3000, 9)
    fns = {"polyopt": lambda: par(X), "polyopt out=": lambda: par(X, out=Y),
           "polyopt parallel=False": lambda: ser(X), "polyopt keywords": lambda: par(X=X),
           "numpy X + 1": lambda: X + 1}
    names = list(fns)
    means: dict[str, list[float]] = {k: [] for k in names}
    for r in range(rounds):
        for k in names[r % len(names):] + names[:r % len(names)]:
            means[k].append(per_call(fns[k], batch, 1))
    return {k: median(v) * 1e6 for k, v in means.items()}


def compare_cold(trees: dict[str, str], n: int, threads: int, rounds: int) -> dict:
    """Cold compile of matmul for each checkout of ``trees`` (name -> the path of a polyopt tree),
    in turns (the order reversed every other round), each a fresh process importing that tree
    with an empty cache directory: ``{name: [the child's timings, ...]}``."""
    sizes = json.dumps({"M": n, "K": n, "N": n})
    out: dict[str, list] = {name: [] for name in trees}
    for r in range(rounds):
        for name, path in (list(trees.items()) if r % 2 == 0 else list(trees.items())[::-1]):
            with tempfile.TemporaryDirectory(prefix="polyopt-bench-cache-") as cache:
                env = {**os.environ, "POLYOPT_CACHE_DIR": cache, "PYTHONPATH": path}
                proc = subprocess.run([sys.executable, "-c", _CHILD, sizes, str(threads)], input=MATMUL_SRC,
                                      capture_output=True, text=True, cwd=path, env=env, check=True)
                out[name].append(json.loads(proc.stdout.strip().splitlines()[-1]))
    return out


def main(argv: list[str] | None = None) -> None:
    """``python -m benchmarks.headline [--threads T] [--repeat R]``: compile times (cold and warm,
    R fresh cache directories) and call overhead as JSON, without the matmul timings
    (``benchmarks.run`` has those). ``--compare before=PATH after=PATH``: the cold compile of
    each checkout, R rounds in turns."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3, help="cold/warm compile pairs, each in fresh processes")
    parser.add_argument("--n", type=int, default=1024, help="matmul size")
    parser.add_argument("--compare", nargs="+", metavar="NAME=PATH",
                        help="only the cold compile, of these checkouts in turns (--repeat rounds)")
    args = parser.parse_args(argv)
    if args.compare:
        trees = dict(a.split("=", 1) for a in args.compare)
        runs = compare_cold(trees, args.n, args.threads, args.repeat)
        keys = ("compile_cpu_ms", "compile_ms", "parse_ms", "schedule_ms", "build_load_ms", "import_cpu_ms",
                "import_and_compile_ms")
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        print(json.dumps({"cold": {name: {k: median([r[k] for r in rs]) for k in keys} for name, rs in runs.items()},
                          "compile_cpu_ms": {name: sorted(r["compile_cpu_ms"] for r in rs)
                                             for name, rs in runs.items()},
                          "load_average": load}, indent=1))
        return
    runs = [compile_times(args.n, args.threads) for _ in range(args.repeat)]
    summary = {which: {key: median([r[which][key] for r in runs if key in r[which]])
                       for key in ("compile_ms", "compile_cpu_ms", "parse_ms", "schedule_ms", "build_load_ms",
                                   "import_ms", "import_cpu_ms", "import_and_compile_ms")}
               for which in ("cold", "warm", "new_kernel")}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    print(json.dumps({"compile": summary, "overhead_us": call_overhead(args.threads, quick=False),
                      "load_average": load, "runs": runs}, indent=1))


if __name__ == "__main__":
    main()
