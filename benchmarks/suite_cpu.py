"""Where the test suite's CPU goes: a pytest plugin that records, per test, its wall time, the CPU
of its process (every thread: OpenMP, the CUDA emulation) and of the children it waited for (gcc,
nvcc, the ASan and notebook subprocesses); and a report of the records by file.

``make test`` runs on two workers that are busy almost to the end, so its wall time is about its
CPU time over two: the per-file CPU says what to make cheaper, where wall times on this shared
machine move with the load.

    POLYOPT_SUITE_CPU_DIR=/tmp/suite-cpu python -m pytest -n 2 -q -p benchmarks.suite_cpu
    python -m benchmarks.suite_cpu /tmp/suite-cpu          # CPU by file, then the 30 dearest tests

>>> rows = [Row("tests/a.py::t[1]", 2.0, 1.0, 0.5), Row("tests/a.py::t[2]", 1.0, 0.5, 0.0)]
>>> by_file(rows)
{'tests/a.py': (1.5, 0.5, 3.0, 2)}
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

_out = None


@dataclass(frozen=True)
class Row:
    """One test: its node id, wall seconds, CPU seconds of its process and of waited-for children."""
    node: str
    wall: float
    cpu: float
    children: float


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Setup, call and teardown of one test, measured together."""
    global _out
    folder = os.environ.get("POLYOPT_SUITE_CPU_DIR")
    if folder is None:
        yield
        return
    if _out is None:
        Path(folder).mkdir(parents=True, exist_ok=True)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        _out = open(Path(folder) / f"{worker}-{os.getpid()}.tsv", "a")  # noqa: SIM115 - one per process
    w0, p0, c0 = time.perf_counter(), time.process_time(), _children_cpu()
    yield
    _out.write(f"{item.nodeid}\t{time.perf_counter() - w0:.3f}\t{time.process_time() - p0:.3f}\t"
               f"{_children_cpu() - c0:.3f}\n")
    _out.flush()


def read(folder: Path) -> list[Row]:
    """Every record under ``folder``."""
    rows = []
    for path in sorted(folder.glob("*.tsv")):
        for line in path.read_text().splitlines():
            node, wall, cpu, children = line.split("\t")
            rows.append(Row(node, float(wall), float(cpu), float(children)))
    return rows


def by_file(rows: list[Row]) -> dict[str, tuple[float, float, float, int]]:
    """Per test file: CPU of its processes, of their children, wall, and its number of tests."""
    out: dict[str, tuple[float, float, float, int]] = {}
    for r in rows:
        cpu, children, wall, n = out.get(r.node.split("::")[0], (0.0, 0.0, 0.0, 0))
        out[r.node.split("::")[0]] = (cpu + r.cpu, children + r.children, wall + r.wall, n + 1)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args(argv)
    rows = read(args.folder)
    files = by_file(rows)
    cpu, children = sum(r.cpu for r in rows), sum(r.children for r in rows)
    print(f"{len(rows)} tests: {cpu + children:.0f} s of CPU ({cpu:.0f} in the test processes, "
          f"{children:.0f} in their children), {sum(r.wall for r in rows):.0f} s of wall summed")
    print(f"{'CPU s':>8} {'process':>8} {'children':>8} {'tests':>5}  file")
    for name, (c, ch, _, n) in sorted(files.items(), key=lambda kv: -(kv[1][0] + kv[1][1])):
        print(f"{c + ch:8.1f} {c:8.1f} {ch:8.1f} {n:5d}  {name}")
    print(f"\nthe {args.top} dearest tests: CPU (process + children), wall")
    for r in sorted(rows, key=lambda r: -(r.cpu + r.children))[:args.top]:
        print(f"{r.cpu + r.children:8.1f} {r.wall:8.1f}  {r.node}")


if __name__ == "__main__":
    main()
