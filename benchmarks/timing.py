"""Interleaved timing: every method once per round, round after round; medians per method.

Interleaving (round-robin, the starting method rotating each round) spreads slow drifts of the
machine -- other jobs, frequency changes, a neighbour's cache traffic -- over all methods instead
of charging them to whichever happened to run during the disturbance.

Each method is timed as if it ran alone in a loop, without the other methods' leftovers. The
runtimes of a method keep threads busy after it returns (OpenBLAS's workers spin ~2^28 TSC cycles,
about 0.1 s, after every BLAS call; libgomp's spin under some wait policies), and on a 2-core
machine those threads take a core from the method timed next. So, before a method's turn,
``settle`` waits until the process is quiet; and since a call after a pause runs cold (idle core,
caches taken by other processes: a 128^3 matmul, 0.12 ms in a loop, took 0.64 ms after a 20 ms
sleep), short calls right after the pause only re-warm, a few of them, and the next call is the
sample.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

# The longest settle pause, in seconds (``--settle-ms``; 0: no pause and no re-warming, every call
# timed back to back as before). OpenBLAS's workers go quiet ~0.1 s after a BLAS call at 2.6 GHz
# (2^28 cycles; 0.13 s at 2 GHz); the pause ends as soon as the process is quiet, so the cap is
# only reached when something spins for good (libgomp under OMP_WAIT_POLICY=active).
SETTLE_S = 0.25
# Quiet: SETTLE_QUIET_SLICES slices of SETTLE_SLICE_S in a row in which all the threads of this
# process together used less than SETTLE_IDLE of one core. Two slices, so that a spinning thread
# that merely lost its core to another process for a few ms does not pass for asleep.
SETTLE_SLICE_S = 0.005
SETTLE_QUIET_SLICES = 2
SETTLE_IDLE = 0.1
# After a pause, a call shorter than this is a re-warming call, not a sample: the next one is.
# A longer call is the sample itself: the cold start (~0.5 ms) is at most 1% of it.
REWARM_S = 0.05
# Re-warming lasts at least this many calls and this many seconds: a core that idled through the
# pause comes back slowly (a 2-thread 32 MB dot product: 7.2, 4.3, 0.49, 0.29, 0.23 ms for its
# first calls after a 0.25 s sleep, 0.18 ms in a loop), single-threaded calls less so.
REWARM_CALLS = 4
REWARM_WARM_S = 0.02

# Totals over the run, for the report: pauses taken, seconds waited, pauses that reached the cap,
# re-warming calls made.
settle_stats = {"pauses": 0, "waited_s": 0.0, "capped": 0, "rewarm_calls": 0}


def settle(max_s: float | None = None) -> float:
    """Sleep until this process's threads stop using CPU, at most ``max_s`` (default ``SETTLE_S``)
    seconds; return the seconds waited. The process CPU clock counts every thread, so spinning
    BLAS or OpenMP workers show while the calling thread sleeps."""
    max_s = SETTLE_S if max_s is None else max_s
    if max_s <= 0:
        return 0.0
    t0 = t_prev = time.perf_counter()
    c_prev, quiet = time.process_time(), 0
    while True:
        time.sleep(SETTLE_SLICE_S)
        t, c = time.perf_counter(), time.process_time()
        quiet = quiet + 1 if c - c_prev < SETTLE_IDLE * (t - t_prev) else 0
        if quiet >= SETTLE_QUIET_SLICES or t - t0 >= max_s:
            break
        t_prev, c_prev = t, c
    waited = t - t0
    settle_stats["pauses"] += 1
    settle_stats["waited_s"] += waited
    settle_stats["capped"] += int(quiet < SETTLE_QUIET_SLICES)
    return waited


def once(fn: Callable[[], object]) -> tuple[float, object]:
    """Seconds for one call of ``fn`` and its result."""
    t0 = time.perf_counter()
    result = fn()
    return time.perf_counter() - t0, result


def interleaved(methods: dict[str, Callable[[], object]], repeat: int, budget_s: float,
                first: dict[str, float] | None = None,
                settle_s: float | None = None) -> dict[str, list[float]]:
    """Time each method ``repeat`` times, round-robin; return the samples (seconds) per method.

    A method whose calls are slow gets fewer samples: after the first round (or from ``first``,
    a previous steady-state estimate) it is sampled at most ``budget_s / seconds_per_call``
    times (at least once). Every method must already have been called once (warm-up).

    When a method's turn follows another method (and on the first turn), ``settle`` first pauses
    until the process is quiet, at most ``settle_s`` seconds (default ``SETTLE_S``); then a call
    shorter than ``REWARM_S`` only re-warms (with a few more, see ``_settled``) and the next call
    is the sample. ``settle_s=0``: no pause, no re-warming.
    """
    settle_s = SETTLE_S if settle_s is None else settle_s
    names = list(methods)
    samples: dict[str, list[float]] = {n: [] for n in names}
    limit = {n: repeat for n in names}
    if first:
        for n, t in first.items():
            if n in limit:
                limit[n] = max(1, min(repeat, int(budget_s / max(t, 1e-9))))
    previous = None
    for r in range(repeat):
        order = names[r % len(names):] + names[:r % len(names)] if names else []
        for n in order:
            if len(samples[n]) >= limit[n]:
                continue
            dt, _ = once(methods[n]) if n == previous or settle_s <= 0 else _settled(methods[n], settle_s)
            previous = n
            samples[n].append(dt)
            if len(samples[n]) == 1 and not first:
                limit[n] = max(1, min(repeat, int(budget_s / max(dt, 1e-9))))
    return samples


def _settled(fn: Callable[[], object], settle_s: float) -> tuple[float, object]:
    """Settle, then time ``fn``; when that call was short it only re-warmed: keep re-warming for
    ``REWARM_CALLS`` calls and ``REWARM_WARM_S`` seconds, then time the next call."""
    settle(settle_s)
    dt, result = once(fn)
    if dt >= REWARM_S:
        return dt, result
    calls, spent = 1, dt
    while calls < REWARM_CALLS or spent < REWARM_WARM_S:
        dt, result = once(fn)
        calls, spent = calls + 1, spent + dt
    settle_stats["rewarm_calls"] += calls
    return once(fn)


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
