"""Memory-bound kernels on one thread against a DRAM-sized STREAM triad, all timed in the calling
thread's CPU time, interleaved in one process.

On a machine shared with more runnable jobs than cores, the wall-clock median of a kernel of a
few milliseconds is bimodal: a call that fits in the scheduler's time slice, or one that is
preempted (layernorm 4096 x 1024 at load 5 on 2 cores: 3.1 or 7.2 ms, call by call), while the
triad's 80 ms calls are always sliced alike; so ``benchmarks.run``'s % of STREAM then says more
about the moment than about the code. Thread CPU time counts the memory stalls but not the time
spent waiting for a core: each kernel's GB/s (the bytes its registry entry counts) is compared
with the triad's GB/s on the same clock, measured in the same rounds (256 MiB per array, 24 bytes
per element as STREAM counts them, polyopt's triad kernel on one thread). Each timed call follows
an untimed call of the same method, as in a loop; numpy's reference (float64, BLAS held to one
thread) is timed alike::

    python -m benchmarks.cpu_bandwidth softmax,layernorm,transpose --rounds 11
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

TRIAD_ELEMENTS = 1 << 25  # 256 MiB per float64 array: 8 times a 32 MiB L3


def measure(names: list[str], rounds: int) -> dict:
    """Per method (the triad, each kernel, each kernel's numpy reference) its CPU seconds and bytes."""
    import polyopt as po
    from benchmarks.stream import TRIAD_SRC
    from kernels.registry import by_name, source

    rng = np.random.default_rng(1)
    b, c, a = rng.random(TRIAD_ELEMENTS), rng.random(TRIAD_ELEMENTS), np.zeros(TRIAD_ELEMENTS)
    triad = po.compile(TRIAD_SRC, options=po.Options(num_threads=1))
    methods = {"triad": lambda: triad(B=b, C=c, s=3.0, out=a)}
    nbytes = {"triad": 24.0 * TRIAD_ELEMENTS}
    for name in names:
        case = by_name(name)
        inputs = case.make_inputs(case.bench_sizes, np.random.default_rng(0))
        k = po.compile(source(case), case.entry, options=po.Options(num_threads=1))
        methods[name] = lambda k=k, inputs=inputs: k(**inputs)
        methods[f"{name} numpy"] = lambda case=case, inputs=inputs: case.reference(**inputs)
        nbytes[name] = nbytes[f"{name} numpy"] = case.flops(case.bench_sizes)
    samples: dict[str, list[float]] = {m: [] for m in methods}
    keys = list(methods)
    for r in range(rounds):
        for m in keys[r % len(keys):] + keys[:r % len(keys)]:
            methods[m]()  # untimed: its own data in the caches, as in a loop
            t = time.thread_time()
            methods[m]()
            samples[m].append(time.thread_time() - t)
    return {"samples": samples, "bytes": nbytes}


def report(result: dict, names: list[str]) -> str:
    """A Markdown table: ms, GB/s and % of the triad (medians), numpy's time over polyopt's."""
    s, nb = result["samples"], result["bytes"]
    triad = nb["triad"] / statistics.median(s["triad"]) / 1e9
    lines = [f"triad (one thread, CPU time): {triad:.1f} GB/s", "",
             "| kernel | polyopt ms | GB/s | % of triad | numpy ms | numpy / polyopt |", "|---|---|---|---|---|---|"]
    for name in names:
        ms, ref = statistics.median(s[name]), statistics.median(s[f"{name} numpy"])
        gbs = nb[name] / ms / 1e9
        lines.append(f"| {name} | {ms * 1e3:.2f} | {gbs:.1f} | {100 * gbs / triad:.0f}% | {ref * 1e3:.2f} | "
                     f"{ref / ms:.2f} |")
    return "\n".join(lines)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.cpu_bandwidth", description=__doc__.splitlines()[0])
    ap.add_argument("kernels", help="comma-separated case names of kernels/registry.py")
    ap.add_argument("--rounds", type=int, default=11)
    args = ap.parse_args(argv)
    from threadpoolctl import threadpool_limits

    names = [n.strip() for n in args.kernels.split(",") if n.strip()]
    load = open("/proc/loadavg").read().split()[:3]
    with threadpool_limits(1):
        result = measure(names, args.rounds)
    print(report(result, names))
    print(f"\nload average at start {' '.join(load)}, at end {' '.join(open('/proc/loadavg').read().split()[:3])}")


if __name__ == "__main__":
    main()
