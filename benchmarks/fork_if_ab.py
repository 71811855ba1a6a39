"""Per-call time of ``dynamic=True`` kernels with and without the ``if(parallel: ...)`` clause of
their forks (``codegen/fork_if.py``; "before": the printer's clause replaced by nothing), and of
the kernel specialized to the sizes, in one process, interleaved rounds, ``out=`` given. Wall
time, the calling thread's CPU time and the process's (every OpenMP thread), median of 15 rounds::

    python -m benchmarks.fork_if_ab
"""

from __future__ import annotations

import statistics
import time

import numpy as np

import polyopt as po
from polyopt.codegen import c as cprinter

ADD = "def add(float(N) A, float(N) B) -> (C) { C(i) = A(i) + B(i) }"
MM = "def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"
CASES = [("add", {"N": 16}), ("add", {"N": 1 << 22}), ("mm", {"M": 16, "K": 16, "N": 16}),
         ("mm", {"M": 384, "K": 384, "N": 384})]


def _kernels() -> dict[str, dict[str, po.Kernel]]:
    srcs = {"add": ADD, "mm": MM}
    after = {n: po.compile(s, dynamic=True) for n, s in srcs.items()}
    clause = cprinter.CPrinter.fork_if
    cprinter.CPrinter.fork_if = lambda self, n, min_work=None: ""
    try:  # (other Options than ``after``'s: not the same in-process code; the clause is off anyway)
        before = {n: po.compile(s, dynamic=True, options=po.Options(parallel_min_work=(1 << 15) + 1))
                  for n, s in srcs.items()}
        for n, k in before.items():
            assert "if(parallel" not in k.source and "if(parallel" in after[n].source
    finally:
        cprinter.CPrinter.fork_if = clause
    return {n: {"static": po.compile(s), "dyn before": before[n], "dyn after": after[n]} for n, s in srcs.items()}


def main() -> None:
    kernels = _kernels()
    rng = np.random.default_rng(0)
    for name, sz in CASES:
        if name == "add":
            args = (rng.random(sz["N"], dtype=np.float32), rng.random(sz["N"], dtype=np.float32))
            out = np.empty(sz["N"], np.float32)
        else:
            args = (rng.random((sz["M"], sz["K"]), dtype=np.float32),
                    rng.random((sz["K"], sz["N"]), dtype=np.float32))
            out = np.empty((sz["M"], sz["N"]), np.float32)
        ks = kernels[name]
        ref = ks["static"](*args)
        for k in ks.values():
            np.testing.assert_allclose(k(*args), ref, rtol=1e-5)
        work = int(np.prod(list(sz.values())))
        reps = min(2000, max(1, 200_000 // work)) if work < 100_000 else (3 if work > 10**7 else 10)
        res = {m: ([], [], []) for m in ks}
        for _ in range(15):
            for m, k in ks.items():
                w0, c0, t0 = time.perf_counter(), time.process_time(), time.thread_time()
                for _ in range(reps):
                    k(*args, out=out)
                w1, c1, t1 = time.perf_counter(), time.process_time(), time.thread_time()
                for series, dt in zip(res[m], (w1 - w0, t1 - t0, c1 - c0)):
                    series.append(dt / reps * 1e6)
        print(f"{name} {sz} ({reps} calls a round, 15 rounds), us per call:")
        for m, (w, t, c) in res.items():
            print(f"   {m:11s} wall median {statistics.median(w):9.2f} (min {min(w):9.2f})  thread CPU median "
                  f"{statistics.median(t):9.2f}  process CPU median {statistics.median(c):9.2f}")


if __name__ == "__main__":
    main()
