"""``tune_suite``: tune the kernel library once on a new machine (``polyopt tune --suite``).

Every case of ``kernels/registry.py`` (or those named) is tuned at its benchmark size with a small
budget; every measurement lands in the tuning database under this machine's fingerprint, so later
compiles of the same kernels (``po.compile(...)``, whose ``tuned="auto"`` default reads the
database when it exists) use the winners, at those sizes and, nearest first, at others.

>>> from polyopt.tune.suite import load_library, select
>>> lib = load_library()                                                    # doctest: +SKIP
>>> [c.name for c in select(lib.CASES, names=["matmul", "softmax"])]        # doctest: +SKIP
['matmul', 'softmax']

A kernel whose tuning fails (no default that passes its own check, an error of ours) is reported
in its row and the suite goes on; an interrupted suite resumes where it stopped, because every
candidate already stored is reused.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from polyopt.errors import ArgumentError, PolyoptError

#: where a checkout keeps the kernel library (next to the ``polyopt`` package)
LIBRARY_DIR = Path(__file__).resolve().parents[2] / "kernels"


@dataclass(frozen=True)
class SuiteRow:
    """One kernel of a suite run: its sizes, the default's and the best time, or why it failed."""
    name: str
    sizes: dict[str, int]
    default_s: float | None = None
    best_s: float | None = None
    measured: int = 0        # candidates measured in this run (the database's are reused)
    error: str = ""

    @property
    def speedup(self) -> float | None:
        if self.default_s is None or self.best_s is None:
            return None
        return self.default_s / self.best_s

    def line(self) -> str:
        shown = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        if self.error:
            return f"{self.name:<26} {shown:<34} failed: {self.error}"
        speed = f"{self.speedup:.2f}x" if self.speedup is not None else "-"
        return (f"{self.name:<26} {shown:<34} default {_ms(self.default_s):>10}  best {_ms(self.best_s):>10}  "
                f"{speed:>6}  ({self.measured} measured)")


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1e3:.3f} ms"


def load_library(directory: str | os.PathLike | None = None) -> ModuleType:
    """The registry module of the kernel library in ``directory`` (default: the checkout's
    ``kernels/``), loaded from its file, so another package called ``kernels`` cannot shadow it."""
    path = Path(directory) if directory is not None else LIBRARY_DIR
    registry = path / "registry.py"
    if not registry.is_file():
        raise ArgumentError(f"no kernel library at {path} (it needs registry.py and the .tc files); "
                            "pass the directory of a polyopt checkout's kernels/")
    spec = importlib.util.spec_from_file_location("polyopt_kernel_library", registry)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


def select(cases: Sequence, names: Iterable[str] | None = None, tags: Iterable[str] | None = None) -> list:
    """The cases named (in the order given) or, with no names, all of them; ``tags`` keeps the
    cases carrying any of them. An unknown name raises ``ArgumentError`` listing the known ones."""
    by_name = {c.name: c for c in cases}
    if names:
        unknown = [n for n in names if n not in by_name]
        if unknown:
            raise ArgumentError(f"no library kernel named {', '.join(map(repr, unknown))}; "
                                f"known: {', '.join(by_name)}")
        chosen = [by_name[n] for n in dict.fromkeys(names)]
    else:
        chosen = list(cases)
    if tags:
        want = set(tags)
        chosen = [c for c in chosen if want & set(c.tags)]
    return chosen


def tune_suite(names: Iterable[str] | None = None, *, tags: Iterable[str] | None = None, budget: int = 8,
               library: str | os.PathLike | None = None, progress: bool = True, **tune_args) -> list[SuiteRow]:
    """Tune each library kernel (``names``, else all; ``tags`` filters) at its benchmark size with
    ``budget`` candidates; the other keywords go to ``polyopt.tune`` (``strategy``, ``seed``,
    ``workers``, ``db``, ``timeout``, ...). Returns one row per kernel, failures included."""
    from polyopt.tune.tune import tune

    lib = load_library(library)
    cases = select(lib.CASES, names, tags)
    if not cases:
        raise ArgumentError("no library kernel matches" + (f" the tags {', '.join(tags)}" if tags else ""))
    bar = _bar(progress, len(cases))
    rows: list[SuiteRow] = []
    try:
        for case in cases:
            if bar is not None:
                bar.set_postfix_str(case.name, refresh=True)
            rows.append(_tune_case(tune, lib.source(case), case, budget, tune_args))
            if bar is not None:
                bar.update(1)
            elif progress:
                print(f"polyopt tune --suite: {rows[-1].line()}", file=sys.stderr)
    finally:
        if bar is not None:
            bar.close()
    return rows


def _tune_case(tune, source: str, case, budget: int, tune_args: dict) -> SuiteRow:
    sizes = dict(case.bench_sizes)
    try:
        with warnings.catch_warnings():  # a failing default is reported in the row instead
            warnings.filterwarnings("ignore", message=".*default Options did not pass", category=RuntimeWarning)
            _, result = tune(source, case.entry, sizes, budget=budget, progress=False, **tune_args)
    except PolyoptError as e:
        return SuiteRow(case.name, sizes, error=str(e).splitlines()[0])
    d, b = result.default, result.best
    if d is None or not d.ok:
        why = f"{d.status}: {d.error}" if d is not None else "not measured"
        return SuiteRow(case.name, sizes, measured=len(result.measured),
                        error=f"the default Options did not pass their check ({why.splitlines()[0]})")
    return SuiteRow(case.name, sizes, d.time, b.time if b is not None else None, len(result.measured))


def _bar(enabled: bool, total: int):
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # the tune extra is missing: a line per kernel instead
        return None
    return tqdm(total=total, desc="tune suite", unit="kernel", dynamic_ncols=True)
