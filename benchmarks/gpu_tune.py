"""``po.tune(..., target="cuda")`` on a GPU: a few candidates of a library kernel measured in worker
processes, one line per trial (status, time, the options that differ from the default).

    python -m benchmarks.gpu_tune [--kernel matmul] [--size M=2048 ...] [--budget 6]

(on a GPU machine: ``bash .gpu/on_device.sh python3 -m benchmarks.gpu_tune``). Without a GPU it
prints why (``TargetUnavailableError``) and exits 0: a benchmark, not a test.
"""

from __future__ import annotations

import argparse
import sys


def main(argv=None) -> int:
    import polyopt as po
    from kernels.registry import by_name, source
    ap = argparse.ArgumentParser(prog="python -m benchmarks.gpu_tune", description=__doc__.splitlines()[0])
    ap.add_argument("--kernel", default="matmul")
    ap.add_argument("--size", action="append", default=[], help="NAME=VALUE (default: matmul at 2048)")
    ap.add_argument("--budget", type=int, default=6)
    a = ap.parse_args(argv)
    case = by_name(a.kernel)
    sizes = dict((k, int(v)) for k, v in (s.split("=") for s in a.size)) or {"M": 2048, "K": 2048, "N": 2048}
    try:
        best, result = po.tune(source(case), case.entry, sizes, budget=a.budget, target="cuda", db=False,
                               progress=False)
    except po.TargetUnavailableError as e:
        print(f"benchmarks.gpu_tune: skipped: {e}")
        return 0
    for t in result.trials:
        time = f"{t.time * 1e3:.3f} ms" if t.time is not None else "-"
        print(f"{t.status:8s} {time:>12s}  {t.candidate.to_dict()}  {t.error[:100]}")
    print(f"best: {best}; speedup over the default {result.speedup}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
