"""Interleaved timing: every method once per round, round after round; medians per method.

Interleaving (round-robin, the starting method rotating each round) spreads slow drifts of the
machine -- other jobs, frequency changes, a neighbour's cache traffic -- over all methods instead
of charging them to whichever happened to run during the disturbance.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def once(fn: Callable[[], object]) -> tuple[float, object]:
    """Seconds for one call of ``fn`` and its result."""
    t0 = time.perf_counter()
    result = fn()
    return time.perf_counter() - t0, result


def interleaved(methods: dict[str, Callable[[], object]], repeat: int, budget_s: float,
                first: dict[str, float] | None = None) -> dict[str, list[float]]:
    """Time each method ``repeat`` times, round-robin; return the samples (seconds) per method.

    A method whose calls are slow gets fewer samples: after the first round (or from ``first``,
    a previous steady-state estimate) it is sampled at most ``budget_s / seconds_per_call``
    times (at least once). Every method must already have been called once (warm-up).
    """
    names = list(methods)
    samples: dict[str, list[float]] = {n: [] for n in names}
    limit = {n: repeat for n in names}
    if first:
        for n, t in first.items():
            if n in limit:
                limit[n] = max(1, min(repeat, int(budget_s / max(t, 1e-9))))
    for r in range(repeat):
        order = names[r % len(names):] + names[:r % len(names)] if names else []
        for n in order:
            if len(samples[n]) >= limit[n]:
                continue
            dt, _ = once(methods[n])
            samples[n].append(dt)
            if len(samples[n]) == 1 and not first:
                limit[n] = max(1, min(repeat, int(budget_s / max(dt, 1e-9))))
    return samples


def median(xs: list[float]) -> float | None:
    return statistics.median(xs) if xs else None


def per_call(fn: Callable[[], object], batch: int, rounds: int) -> float:
    """Median over ``rounds`` of the mean seconds per call in a batch of ``batch`` calls."""
    means = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(batch):
            fn()
        means.append((time.perf_counter() - t0) / batch)
    return statistics.median(means)
