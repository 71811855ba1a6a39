"""PolyBench's kernels at LARGE: the cost of compiling polyopt's C (Python and gcc apart), and
the run time of the C of two checkouts in one process.

``gen`` generates each kernel's C with this checkout (process CPU time: the Python part, with a
fresh ``POLYOPT_CACHE_DIR`` so that no compile record answers), writes it to a folder and builds
it with polyopt's gcc flags (gcc's CPU time, user + system, from the children's rusage)::

    git archive main | tar -x -C /tmp/before
    POLYOPT_CACHE_DIR=$(mktemp -d) PYTHONPATH=/tmp/before python -m benchmarks.polybench.code_ab gen /tmp/c.before
    POLYOPT_CACHE_DIR=$(mktemp -d) PYTHONPATH=$PWD python -m benchmarks.polybench.code_ab gen /tmp/c.after

``time`` calls polyopt's kernel (this checkout's Kernel, so the same arguments and allocation)
with the C of each folder, checks that the results agree with the first folder's, and times the
calls round-robin, the first folder rotating each round, in process CPU time (all threads: a
shared machine's other jobs cost only what they take from the caches) or, with ``--wall``, wall
time; it prints the median and min per folder::

    python -m benchmarks.polybench.code_ab time syrk,syr2k before=/tmp/c.before after=/tmp/c.after --rounds 21
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import pathlib
import resource
import statistics
import subprocess
import time

import numpy as np

import polyopt as po
from benchmarks.polybench.suite import CASES, HERE, by_name
from polyopt.runtime import cpu


def generate(out: pathlib.Path, names: list[str], threads: int) -> None:
    """Write each kernel's C at LARGE to ``out`` and build it; print the seconds of each part."""
    out.mkdir(parents=True, exist_ok=True)
    text = (HERE / "kernels.tc").read_text()
    flags = cpu._flags(tuple(cpu.DEFAULT_CFLAGS), False)
    total_py = total_cc = 0.0
    for case in CASES:
        if names and case.name not in names:
            continue
        t0 = time.process_time()
        src = po.compile(text, case.name, options=po.Options(num_threads=threads)).specialize(**case.large).source
        py = time.process_time() - t0
        path = out / f"{case.name}.c"
        path.write_text(src)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(["gcc", *flags, "-o", str(path.with_suffix(".so")), str(path), "-lm"], check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cc = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        total_py, total_cc = total_py + py, total_cc + cc
        print(f"{case.name:16s} python {py:6.2f} s  gcc {cc:6.2f} s  {len(src):7d} bytes {src.count(chr(10)):5d} lines",
              flush=True)
    print(f"{'total':16s} python {total_py:6.2f} s  gcc {total_cc:6.2f} s  (load {os.getloadavg()[0]:.1f})")


def compare(names: list[str], folders: dict[str, str], rounds: int, threads: int, wall: bool) -> None:
    """Time polyopt's kernels with the C of each folder, round-robin in this process."""
    clock = time.perf_counter if wall else time.process_time
    text = (HERE / "kernels.tc").read_text()
    print(f"load {os.getloadavg()[0]:.1f}")
    for name in names:
        case = by_name(name)
        calls, outs = {}, {}
        for tag, folder in folders.items():
            k = po.compile(text, name, options=po.Options(num_threads=threads))
            comp = k.specialize(**case.large)  # the variant a call runs, its C replaced before it is built
            comp.function = dataclasses.replace(comp.function, source=(pathlib.Path(folder) / f"{name}.c").read_text())
            args = case.po_args(case.inputs(case.large, np.random.default_rng(0)), case.large)
            calls[tag] = lambda k=k, args=args: k(**args)
            got = calls[tag]()
            outs[tag] = got if isinstance(got, tuple) else (got,)
        tags = list(calls)
        for tag in tags[1:]:
            for want, got in zip(outs[tags[0]], outs[tag]):
                if not np.allclose(np.asarray(want), np.asarray(got), rtol=case.rtol, atol=0):
                    raise SystemExit(f"{name}: {tag}'s results differ from {tags[0]}'s")
        times: dict[str, list[float]] = {tag: [] for tag in tags}
        for r in range(rounds):
            for tag in tags[r % len(tags):] + tags[:r % len(tags)]:
                t0 = clock()
                calls[tag]()
                times[tag].append(clock() - t0)
        first = statistics.median(times[tags[0]])
        for tag in tags:
            med = statistics.median(times[tag])
            print(f"{name:14s} {tag:10s} median {med * 1e3:9.2f} ms  min {min(times[tag]) * 1e3:9.2f} ms  "
                  f"{tags[0]} / {tag} {first / med:5.3f}", flush=True)
    print(f"load {os.getloadavg()[0]:.1f}")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("out")
    g.add_argument("--kernels", default="", help="comma-separated (default: all 30)")
    g.add_argument("--threads", type=int, default=2)
    t = sub.add_parser("time")
    t.add_argument("kernels")
    t.add_argument("folders", nargs="+", help="TAG=FOLDER of C files written by gen")
    t.add_argument("--rounds", type=int, default=21)
    t.add_argument("--threads", type=int, default=2)
    t.add_argument("--wall", action="store_true", help="wall time instead of process CPU time")
    a = p.parse_args(argv)
    if a.cmd == "gen":
        generate(pathlib.Path(a.out), [n for n in a.kernels.split(",") if n], a.threads)
    else:
        compare(a.kernels.split(","), dict(f.split("=", 1) for f in a.folders), a.rounds, a.threads, a.wall)


if __name__ == "__main__":
    main()
