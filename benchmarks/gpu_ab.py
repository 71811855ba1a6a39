"""A/B of one module constant of polyopt on the GPU table: each value in a fresh process with a
fresh compile cache, the rows of ``benchmarks.gpu`` for the named workloads, one table.

    python -m benchmarks.gpu_ab polyopt.codegen.cuda_mapping.MAP_GROUPS 1 2 4 8 -w gelu_silu -w concat

(on a GPU machine: ``bash .gpu/on_device.sh python3 -m benchmarks.gpu_ab ...``). Without a GPU it
prints why and exits 0, as ``benchmarks.gpu`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

_CHILD = """
import importlib, json, sys
mod, attr, value, repeat = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
m = importlib.import_module(mod)
kind = type(getattr(m, attr))
setattr(m, attr, value in ("1", "true", "True") if kind is bool else kind(value))
import torch
from benchmarks import gpu
bw = gpu.copy_bandwidth(torch, repeat)
for name in sys.argv[5:]:
    print(json.dumps(gpu.measure(torch, name, repeat, bw)), flush=True)
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.gpu_ab", description=__doc__.splitlines()[0])
    ap.add_argument("constant", help="module.path.NAME of an int, float or bool constant")
    ap.add_argument("values", nargs="+")
    ap.add_argument("-w", "--workload", action="append", required=True, help="a workload of benchmarks.gpu")
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--limit", type=float, default=120, help="seconds per value (default 120)")
    a = ap.parse_args(argv)
    from benchmarks import gpu
    why = gpu.why_not()
    if why:
        print(f"benchmarks.gpu_ab: skipped: {why}")
        return 0
    mod, attr = a.constant.rsplit(".", 1)
    print(f"| {attr} | workload | kernels ms | call ms | torch ms | torch / polyopt (kernels; call) |")
    print("|---|---|---|---|---|---|")
    for value in a.values:
        with tempfile.TemporaryDirectory() as cache:
            try:
                p = subprocess.run([sys.executable, "-c", _CHILD, mod, attr, value, str(a.repeat), *a.workload],
                                   capture_output=True, text=True, timeout=a.limit,
                                   env={**os.environ, "POLYOPT_CACHE_DIR": cache})
            except subprocess.TimeoutExpired:
                print(f"| {value} | (timed out after {a.limit:.0f} s) | | | | |", flush=True)
                continue
        rows = [json.loads(line) for line in p.stdout.splitlines() if line.startswith("{")]
        for r in rows:
            print(f"| {value} | {r['name']} {r['sizes']} | {r['kernels_s'] * 1e3:.3f} | {r['call_s'] * 1e3:.3f} | "
                  f"{r['torch_s'] * 1e3:.3f} | {r['torch_s'] / r['kernels_s']:.2f}; {r['torch_s'] / r['call_s']:.2f} |",
                  flush=True)
        if p.returncode:
            print(f"| {value} | (exit {p.returncode}: {p.stderr.strip().splitlines()[-1:]}) | | | | |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
