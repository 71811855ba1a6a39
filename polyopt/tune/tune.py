"""``tune``: search the schedule space of a kernel at given sizes by measuring candidates.

>>> import polyopt as po                                                    # doctest: +SKIP
>>> best, result = po.tune(src, "matmul", {"M": 256, "K": 256, "N": 256},
...                        budget=12, strategy="genetic", seed=0)          # doctest: +SKIP
>>> result.speedup, best                                                    # doctest: +SKIP

The default Options are always a candidate (measured first), so the Options returned are never
slower than the default on this run's measurements. Each candidate is checked against the
program-order kernel before it is timed; wrong, crashing, hanging and illegal candidates are
recorded as such and never chosen. Every measurement goes to the results database as soon as it
is made: a run that is interrupted resumes where it stopped, because candidates already stored
for the same key are reused, not measured again, and count towards the budget.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

from polyopt.errors import ArgumentError, TargetUnavailableError
from polyopt.options import Options
from polyopt.tune.db import TuningDB, TuningKey, history_row, write_history
from polyopt.tune.measure import DaskPool, LocalPool, Trial, make_task
from polyopt.tune.space import Candidate, Space, build_kernel
from polyopt.tune.strategies import Strategy, make_strategy


def _fmt(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


@dataclass
class TuningResult:
    """A tuning run: every trial (those reused from the database first), the default's and the best."""
    source: str
    entry: str
    sizes: dict[str, int]
    strategy: str
    seed: int
    budget: int
    key: TuningKey
    default_candidate: Candidate
    trials: list[Trial] = field(default_factory=list)
    db_path: Path | None = None

    @property
    def default(self) -> Trial | None:
        return next((t for t in self.trials if t.candidate == self.default_candidate), None)

    @property
    def best(self) -> Trial | None:
        """The fastest correct trial (the default when nothing else was correct; None if not even it)."""
        ok = [t for t in self.trials if t.ok]
        return min(ok, key=lambda t: t.time) if ok else None

    @property
    def best_options(self) -> Options:
        b = self.best
        return b.candidate.options if b is not None else self.default_candidate.options

    @property
    def speedup(self) -> float | None:
        """Default time / best time (>= 1)."""
        d, b = self.default, self.best
        return d.time / b.time if d is not None and d.ok and b is not None else None

    @property
    def measured(self) -> list[Trial]:
        """The trials measured in this run (not reused from the database)."""
        return [t for t in self.trials if not t.reused]

    def failures(self) -> list[Trial]:
        return [t for t in self.trials if t.status not in ("ok", "illegal")]

    def history(self) -> list[dict]:
        """Every trial as a flat record (the columns of ``export``)."""
        d = self.default
        dt = d.time if d is not None and d.ok else None
        rows = []
        for i, t in enumerate(self.trials):
            rows.append(history_row({
                "id": i, "entry": self.entry, "sizes": self.key.sizes_json, "kernel_hash": self.key.kernel_hash,
                "target": self.key.target, "machine_hash": self.key.machine_hash, "version": self.key.version,
                "strategy": self.strategy, "seed": self.seed, "is_default": t.candidate == self.default_candidate,
                "status": t.status, "time": t.time, "times": json.dumps(t.times), "error": t.error,
                "compile_s": t.compile_s, "created": None, "candidate": t.candidate.to_json()}, dt))
        return rows

    def export(self, path: str | os.PathLike, format: str = "csv") -> Path:  # noqa: A002
        """Write ``history()`` as CSV or JSON (no pandas needed)."""
        return write_history(self.history(), path, format)

    def compile(self):
        """A ``Kernel`` running the best candidate (its Options and loop order)."""
        b = self.best
        return build_kernel(self.source, self.entry, b.candidate if b is not None else self.default_candidate,
                            self.key.target, self.db_path)

    def summary(self) -> str:
        d, b = self.default, self.best
        counts: dict[str, int] = {}
        for t in self.trials:
            counts[t.status] = counts.get(t.status, 0) + 1
        sizes = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        lines = [f"{self.entry} ({sizes}): {len(self.trials)} candidates ("
                 + ", ".join(f"{n} {s}" for s, n in sorted(counts.items())) + f"), strategy {self.strategy}, "
                 f"seed {self.seed}",
                 f"default: {_fmt(d.time if d else None)}   best: {_fmt(b.time if b else None)}"
                 + (f"   speedup {self.speedup:.2f}x" if self.speedup else ""),
                 f"best: {b.candidate.describe() if b else '-'}"]
        return "\n".join(lines)

    def __repr__(self):
        return f"<TuningResult {self.summary().splitlines()[0]}>"


class _Progress:
    """tqdm when installed (else a line per candidate on stderr), or nothing."""

    def __init__(self, enabled: bool, total: int, initial: int, desc: str):
        self.bar = None
        self.enabled = enabled
        if enabled:
            try:
                from tqdm.auto import tqdm
                self.bar = tqdm(total=total, initial=initial, desc=desc, unit="cand", dynamic_ncols=True)
            except ImportError:
                pass

    def update(self, n: int, text: str) -> None:
        if self.bar is not None:
            self.bar.update(n)
            self.bar.set_postfix_str(text, refresh=True)
        elif self.enabled:
            print(f"polyopt tune: {text}", file=sys.stderr)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _as_candidate(c) -> Candidate:
    if isinstance(c, Candidate):
        return c
    if isinstance(c, Options):
        return Candidate(c)
    raise ArgumentError(f"candidates must be polyopt.Options or Candidate values, got {type(c).__name__}")


def tune(source: str, entry: str | None = None, sizes: dict[str, int] | None = None, *, budget: int = 20,
         strategy: str | Strategy = "random", seed: int = 0, workers: int | None = None,
         db: str | os.PathLike | bool | None = None, cluster=None, progress: bool = True,
         options: Options | None = None, timeout: float = 60.0, repeat: int = 5, min_time: float = 0.02,
         candidates=(), batch: int | None = None, confirm: int = 3, hook=None,
         target: str = "c") -> tuple[Options, TuningResult]:
    """Tune kernel ``entry`` of ``source`` at ``sizes``; return ``(best Options, TuningResult)``.

    budget:     candidates to measure for this key in total, the default and those already in
                the database included (illegal loop orders do not count)
    strategy:   "random", "genetic", "model" or a ``Strategy`` instance; ``seed`` makes it reproducible
    workers:    local measuring processes (default: min(4, cores)); they compile in parallel
                and time one at a time
    db:         the results database file (None: ``$POLYOPT_TUNE_DB`` or the user data dir; False: none)
    cluster:    a Dask distributed scheduler address (``"tcp://host:8786"``), ``Client`` or cluster:
                measure there instead of local workers
    progress:   a progress bar (tqdm) with the candidates, the best time and its speedup
    options:    the base (default) Options: every candidate varies them
    timeout:    seconds a candidate may take to compile and check, and again to be timed
    repeat, min_time: timings per candidate, each averaging calls lasting at least ``min_time`` s
    candidates: Options (or Candidates) to measure right after the default
    batch:      candidates asked of the strategy at a time (default: twice the workers)
    confirm:    at the end, check and time the default and the ``confirm`` fastest candidates
                again; their time becomes the median of all their repeats (0: no second round)
    hook:       ``hook(candidate, outputs)``, a top-level function run in the worker after the check
                run (tests and fault injection; see ``measure.make_task``)
    target:     "c" or "cuda" (measured on the GPU: block and thread tiles, pipelining, 128-bit
                copies; ``TargetUnavailableError`` where no GPU can run them)

    The Options returned are the best trial's; a winning loop order inside tiles
    (``result.best.candidate.point_order``) is not part of Options: ``result.compile()`` and
    ``po.compile(..., tuned=True)`` apply it.
    """
    import polyopt as po

    if target == "cuda":
        from polyopt.runtime.cuda import unavailable_reason
        why = unavailable_reason()
        if why is not None:
            raise TargetUnavailableError(f"tuning for the GPU measures on it: {why}")
    kernel = po.compile(source, entry, options=options, target=target)
    if sizes is not None and not isinstance(sizes, dict):
        raise ArgumentError(f"{kernel.name}: sizes are a dict of size names to ints, got {sizes!r}")
    sizes = dict(sizes or {})
    want = kernel.checked.sizes
    unknown, missing = set(sizes) - set(want), [s for s in want if s not in sizes]
    if unknown or missing:
        raise ArgumentError(f"{kernel.name}: tune needs exactly the sizes {', '.join(want) or '(none)'}"
                            + (f"; unknown {', '.join(sorted(unknown))}" if unknown else "")
                            + (f"; missing {', '.join(missing)}" if missing else ""))
    kernel._check_sizes(sizes)  # (ints >= 0: a negative size tuned nothing and returned the default)
    sizes = {s: int(sizes[s]) for s in want}
    if not isinstance(budget, int) or budget < 1:
        raise ArgumentError(f"budget must be a positive int, got {budget!r}")
    if not isinstance(timeout, int | float) or not 0 < timeout < math.inf:
        raise ArgumentError(f"timeout must be a number of seconds above 0, got {timeout!r}")
    space = Space.for_kernel(kernel, sizes, kernel.options)
    strat = make_strategy(strategy, space, seed)
    key = TuningKey.for_kernel(kernel, sizes)
    store = None if db is False else TuningDB(None if db in (None, True) else db)
    choices = db if db not in (None, True, False) else None  # (the default database: compile reads it)
    default = space.default()
    result = TuningResult(source, kernel.name, sizes, strat.name, seed, budget, key, default,
                          db_path=store.path if store is not None else None)
    if store is not None:
        result.trials = store.trials(key)
        strat.tell(result.trials)
    known = {t.candidate.key for t in result.trials}
    queue = [c for c in dict.fromkeys([default, *map(_as_candidate, candidates)]) if c.key not in known]
    counted = sum(t.status != "illegal" for t in result.trials)
    n_workers = max(1, int(workers)) if workers else min(4, os.cpu_count() or 1)
    pool = DaskPool(cluster, timeout) if cluster is not None else LocalPool(n_workers, timeout)
    if cluster is not None:
        n_workers = max(1, sum(pool.client.nthreads().values()))
    size = batch or 2 * n_workers
    bar = _Progress(progress, budget, min(counted, budget), f"tune {kernel.name}")
    ref_flags = kernel.options.cflags
    proposals = 0

    def status_text() -> str:
        b, d = result.best, result.default
        sp = f" ({d.time / b.time:.2f}x vs default)" if b is not None and d is not None and d.ok else ""
        bad = len(result.failures())
        return f"best {_fmt(b.time if b else None)}{sp}" + (f", {bad} failed" if bad else "")

    try:
        while counted < budget or default.key not in known:
            need = max(1, budget - counted)
            if queue:  # the default first, then the caller's candidates
                todo, queue = queue[:need], queue[need:]
            else:
                todo = [c for c in strat.ask(min(size, need)) if c.key not in known]
                proposals += 1
                if not todo:  # the strategy found nothing new: the space is (nearly) exhausted
                    if proposals > 20 + 10 * budget:
                        break
                    continue
            tasks = [make_task(source, kernel.name, sizes, c, seed=seed, target=kernel.target, repeat=repeat,
                               min_time=min_time, reference_cflags=ref_flags, hook=hook, choices_db=choices)
                     for c in todo]
            done: dict[int, Trial] = {}
            for i, res in pool.run(tasks):
                t = Trial.from_result(todo[i], res)
                done[i] = t
                known.add(t.candidate.key)
                result.trials.append(t)
                if store is not None:
                    store.record(key, t, is_default=t.candidate == default, strategy=strat.name, seed=seed)
                if t.status != "illegal":
                    counted += 1
                bar.update(int(t.status != "illegal"), status_text())
            strat.tell([done[i] for i in range(len(todo)) if i in done])
            if proposals > 20 + 10 * budget:
                break
        if confirm > 0 and any(not t.reused for t in result.trials):
            bar.update(0, status_text() + ", confirming")
            _confirm(result, confirm, pool, store, strat.name, lambda c: make_task(
                source, kernel.name, sizes, c, seed=seed, target=kernel.target, repeat=repeat, min_time=min_time,
                reference_cflags=ref_flags, hook=hook, choices_db=choices))
            bar.update(0, status_text())
    finally:
        pool.close()
        bar.close()
        if store is not None:
            store.close()
    d = result.default
    if d is None or not d.ok:
        import warnings
        why = f"{d.status}: {d.error}" if d is not None else "not measured"
        warnings.warn(f"{kernel.name}: the default Options did not pass their own check ({why}); "
                      "speedups are not available", RuntimeWarning, stacklevel=2)
    return result.best_options, result


def _confirm(result: TuningResult, n: int, pool, store: TuningDB | None, strategy: str, task) -> None:
    """Measure the default and the ``n`` fastest candidates again (a second check, more repeats):
    a lucky first timing does not win, a flaky candidate is caught."""
    ok = sorted((t for t in result.trials if t.ok), key=lambda t: t.time)
    picks = list({id(t): t for t in [result.default, *ok[:n]] if t is not None and t.ok}.values())
    if len(picks) < 2:
        return
    for i, res in pool.run([task(t.candidate) for t in picks]):
        t = picks[i]
        if res.get("status") == "ok":
            t.times = list(t.times) + list(res.get("times") or ())
            t.time = float(statistics.median(t.times))
        else:
            t.status, t.time = res.get("status", "error"), None
            t.error = "when measured again: " + (res.get("error") or "")
        if store is not None:
            store.record(result.key, t, is_default=t.candidate == result.default_candidate, strategy=strategy,
                         seed=result.seed)
