"""floyd_warshall (N=500), atax (M=1900, N=2100) and PolyBench's jacobi-1d at LARGE (N=2000,
T=500: diamonds from a tile queue) with 2 threads while another process keeps a core busy, under
several OpenMP wait policies, each in a fresh process (libgomp reads its environment once),
round-robin, medians.

    python -m benchmarks.oversubscribed --rounds 6 --policies unset,default,passive,spin0,spin1000
    python -m benchmarks.oversubscribed --trees /work/main,.   # A/B: another checkout's polyopt

``unset`` removes OMP_WAIT_POLICY and GOMP_SPINCOUNT, so polyopt's own default applies (a checkout
without one leaves libgomp's: 300000 spins); ``passive`` sets OMP_WAIT_POLICY=passive; ``spinN``
sets GOMP_SPINCOUNT=N.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = """
import json, sys, time
import numpy as np
import polyopt as po
from kernels.registry import by_name, source
res = {}
from benchmarks.polybench.suite import HERE, by_name as polybench
jacobi = polybench("jacobi_1d")
for name, sizes in [("floyd_warshall", dict(N=500)), ("atax", dict(M=1900, N=2100)), ("jacobi_1d", jacobi.large)]:
    if name == "jacobi_1d":
        k = po.compile((HERE / "kernels.tc").read_text(), name, options=po.Options(num_threads=2))
        args = jacobi.po_args(jacobi.inputs(sizes, np.random.default_rng(0)), sizes)
    else:
        case = by_name(name)
        k = po.compile(source(case), case.entry, options=po.Options(num_threads=2))
        args = k.random_inputs(sizes)
    k(**args)
    times = []
    for _ in range(int(sys.argv[1])):
        t0 = time.perf_counter()
        k(**args)
        times.append(time.perf_counter() - t0)
    res[name] = float(np.median(times)) * 1e3
print(json.dumps(res))
"""


def _env(policy: str, tree: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")}
    env["PYTHONPATH"] = os.path.abspath(tree)
    if policy == "passive":
        env["OMP_WAIT_POLICY"] = "passive"
    elif policy.startswith("spin"):
        env["GOMP_SPINCOUNT"] = policy[4:]
    return env


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--calls", type=int, default=5, help="timed calls per process (their median counts)")
    ap.add_argument("--policies", default="unset,passive,spin0,spin1000")
    ap.add_argument("--trees", default=".", help="checkouts whose polyopt to run, comma separated")
    args = ap.parse_args(argv)
    variants = [(t, p) for t in args.trees.split(",") for p in args.policies.split(",")]
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    got: dict[tuple[str, str], list[dict]] = {v: [] for v in variants}
    try:
        for _ in range(args.rounds):
            for tree, policy in variants:
                out = subprocess.run([sys.executable, "-c", CHILD, str(args.calls)], env=_env(policy, tree),
                                     capture_output=True, text=True, check=True, cwd=os.path.abspath(tree))
                got[(tree, policy)].append(json.loads(out.stdout.strip().splitlines()[-1]))
    finally:
        spinner.kill()
    print(f"load average at the end: {os.getloadavg()}")
    names = ("floyd_warshall", "atax", "jacobi_1d")
    print("| checkout | policy | " + " | ".join(f"{n} ms (median, min-max)" for n in names) + " |")
    print("|---|---|" + "---|" * len(names))
    for (tree, policy), runs in got.items():
        cells = []
        for name in names:
            v = [r[name] for r in runs]
            cells.append(f"{statistics.median(v):.1f} ({min(v):.1f}-{max(v):.1f})")
        print(f"| {tree} | {policy} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
