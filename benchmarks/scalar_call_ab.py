"""Per-call time of small kernels with scalar arguments, this tree's call path against an earlier
commit's (``runtime/call.py`` and ``runtime/arguments.py`` read from ``git show REF:...``), in one
process, interleaved rounds: wall and the calling thread's CPU time, median (min) of 15 rounds::

    python -m benchmarks.scalar_call_ab [REF]      # REF: the "before" commit, default HEAD~1

"before" is a second kernel of the same source (the same ``.so``) whose ``Calls`` is the earlier
module's class, so both take the same C function and differ only in the Python of a call.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
import types

import numpy as np

import polyopt as po

N = 16
CASES = {  # name -> (source, scalar arguments)
    "add (no scalar)": ("def add(float(N) x, float(N) y) -> (z) { z(i) = x(i) + y(i) }", ()),
    "axpy float a=2.0": ("def axpy(float(N) x, float(N) y, float a) -> (z) { z(i) = a * x(i) + y(i) }", (2.0,)),
    "axpy double a=2.0": ("def axpyd(double(N) x, double(N) y, double a) -> (z) { z(i) = a * x(i) + y(i) }",
                          (2.0,)),
    "axpby float 2.0, 3": ("def axpby(float(N) x, float(N) y, float a, float b) -> (z) "
                           "{ z(i) = a * x(i) + b * y(i) }", (2.0, 3)),
    "shift int32 s=3": ("def shift(int32(N) x, int32(N) y, int32 s) -> (z) { z(i) = x(i) + y(i) + s }", (3,)),
    "axpy float np.float32": ("def axpy(float(N) x, float(N) y, float a) -> (z) { z(i) = a * x(i) + y(i) }",
                              (np.float32(2.0),)),
}


def _old_calls(ref: str) -> type:
    """The ``Calls`` class of commit ``ref``, with that commit's ``arguments.py``."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    def source(path: str) -> str:
        return subprocess.run(["git", "show", f"{ref}:{path}"], cwd=root, check=True, capture_output=True,
                              text=True).stdout
    args = types.ModuleType("polyopt.runtime._before_arguments")
    exec(compile(source("polyopt/runtime/arguments.py"), "before/arguments.py", "exec"), args.__dict__)
    sys.modules[args.__name__] = args
    call = types.ModuleType("polyopt.runtime._before_call")
    text = source("polyopt/runtime/call.py").replace("from polyopt.runtime.arguments import",
                                                       "from polyopt.runtime._before_arguments import")
    exec(compile(text, "before/call.py", "exec"), call.__dict__)
    return call.Calls


def main() -> None:
    ref = sys.argv[1] if len(sys.argv) > 1 else "HEAD~1"
    old = _old_calls(ref)
    rng = np.random.default_rng(0)
    print(f"before = {ref}, N = {N}, load average {os.getloadavg()}")
    for name, (src, scalars) in CASES.items():
        after, before = po.compile(src), po.compile(src)
        before._calls.__class__ = old
        before._call = before._calls.__call__
        dt = np.dtype(after._calls.dtypes[after._calls.param_names[0]])
        x, y = (rng.integers(0, 9, N).astype(dt) for _ in range(2))
        args = (x, y, *scalars)
        np.testing.assert_array_equal(after(*args), before(*args))
        ks, reps = {"before": before, "after": after}, 3000
        res = {m: ([], []) for m in ks}
        for _ in range(15):
            for m, k in ks.items():
                w0, t0 = time.perf_counter(), time.thread_time()
                for _ in range(reps):
                    k(*args)
                w1, t1 = time.perf_counter(), time.thread_time()
                res[m][0].append((w1 - w0) / reps * 1e6)
                res[m][1].append((t1 - t0) / reps * 1e6)
        line = "  ".join(f"{m} thread {statistics.median(t):5.2f} ({min(t):5.2f}) wall {statistics.median(w):5.2f} "
                         f"({min(w):5.2f})" for m, (w, t) in res.items())
        print(f"{name:24s} us/call: {line}")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
