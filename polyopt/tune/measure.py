"""Measuring candidates safely: in worker processes, checked against the program-order kernel.

Each candidate is compiled, run once on seeded random inputs and compared with the kernel in
program order (``Options(schedule="program")``, the baseline every schedule must agree with);
only a candidate whose outputs agree is timed. A candidate that segfaults, aborts or hangs only
takes its worker down: the worker is a separate Python process (``python -m
polyopt.tune.measure``, its own process group, so that a hung gcc dies with it) and the tuner
kills it past the time limit and starts a fresh one.

Statuses: ``ok`` (timed), ``wrong`` (outputs differ from the reference), ``crash`` (the worker
died), ``timeout`` (past the time limit), ``error`` (an exception: a compile error, a fault),
``illegal`` (the loop order violates a dependence or does not apply).

``LocalPool`` runs candidates on ``workers`` processes of this machine. They compile and check
in parallel, but time one at a time: while one worker times, the others are paused (SIGSTOP to
their process groups, deadlines shifted) and no new work starts, so compilations never disturb a
measurement. ``DaskPool`` sends each candidate to a Dask distributed cluster, whose worker runs
it in a child process with the same time limit (no pausing there: give each host one worker
with one thread when timings matter).
"""

from __future__ import annotations

import contextlib
import math
import os
import pickle
import signal
import subprocess
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass, field

import numpy as np

from polyopt.errors import TargetUnavailableError
from polyopt.tune.space import Candidate, build_kernel

STATUSES = ("ok", "wrong", "crash", "timeout", "error", "illegal")


@dataclass
class Trial:
    """One measured candidate: its status, median time per call (seconds), every repeat's time."""
    candidate: Candidate
    status: str
    time: float | None = None
    times: list[float] = field(default_factory=list)
    error: str = ""
    compile_s: float | None = None
    reused: bool = False   # taken from the results database instead of measured in this run

    @property
    def ok(self) -> bool:
        return self.status == "ok" and self.time is not None

    def to_dict(self) -> dict:
        return {"candidate": self.candidate.to_dict(), "status": self.status, "time": self.time,
                "times": list(self.times), "error": self.error, "compile_s": self.compile_s, "reused": self.reused}

    @classmethod
    def from_result(cls, candidate: Candidate, res: dict) -> Trial:
        return cls(candidate, res.get("status", "error"), res.get("time"), list(res.get("times") or ()),
                   res.get("error", "") or "", res.get("compile_s"))


def make_task(source: str, entry: str | None, sizes: dict[str, int], candidate: Candidate, *, seed: int = 0,
              target: str = "c", repeat: int = 5, min_time: float = 0.02, reference_cflags=None, hook=None,
              choices_db=None) -> dict:
    """What a worker needs to measure ``candidate`` (picklable; ``hook`` must be a top-level function;
    ``choices_db``: the tuning database whose machine choices the candidate compiles with, where
    not the default one).

    ``hook(candidate, outputs) -> outputs | None`` runs in the worker after the candidate's
    check run and before the comparison: for tests and fault injection (corrupt an output,
    ``os.abort()``, hang).
    """
    return {"source": source, "entry": entry, "sizes": dict(sizes), "candidate": candidate.to_json(), "seed": seed,
            "target": target, "repeat": repeat, "min_time": min_time, "hook": hook,
            "choices_db": os.fspath(choices_db) if choices_db is not None else None,
            "reference_cflags": tuple(reference_cflags) if reference_cflags is not None else None}


# -- in the worker --------------------------------------------------------------------------------
_REFERENCE: dict[tuple, tuple] = {}


def _run(kernel, inputs: dict, outs: tuple[np.ndarray, ...]) -> tuple[np.ndarray, ...]:
    res = kernel(**inputs, out=outs)
    return res if isinstance(res, tuple) else (res,)


def _fresh_outs(init: tuple[np.ndarray, ...]) -> tuple[np.ndarray, ...]:
    return tuple(a.copy() for a in init)


def _on_device(inputs: dict, outs: tuple[np.ndarray, ...]) -> tuple[dict, tuple]:
    """pycuda ``GPUArray`` copies of the arrays among ``inputs`` and of ``outs`` (in polyopt's
    context: on the H200 every candidate failed with 'cuMemAlloc failed: invalid device context')."""
    import pycuda.gpuarray as gpuarray

    from polyopt.runtime.cuda import in_context
    with in_context():
        return ({k: gpuarray.to_gpu(v) if isinstance(v, np.ndarray) else v for k, v in inputs.items()},
                tuple(gpuarray.to_gpu(o) for o in outs))


def reference(task: dict):
    """(inputs, initial outputs, reference outputs) of the program-order kernel, cached per worker."""
    import polyopt as po
    from polyopt.options import Options

    sizes = task["sizes"]
    key = (task["source"], task["entry"], tuple(sorted(sizes.items())), task["seed"], task["reference_cflags"])
    hit = _REFERENCE.get(key)
    if hit is None:
        opts = Options(schedule="program", parallel=False)
        if task["reference_cflags"] is not None:
            opts = opts.replace(cflags=task["reference_cflags"])
        k = po.compile(task["source"], task["entry"], options=opts)
        comp = k.specialize(**sizes)
        inputs = k.random_inputs(sizes, seed=task["seed"])
        rng = np.random.default_rng(task["seed"] + 1)
        init = []
        for o in k.checked.outputs:
            dtype = k.checked.tensors[o].dtype
            shape = comp.shape(o)
            if o in k.checked.needs_out:  # accumulated into: a random initial value
                a = (rng.integers(0, 2 if dtype == "bool" else 4, size=shape) if np.dtype(dtype).kind in "biu"
                     else rng.uniform(-1, 1, size=shape))
                init.append(np.ascontiguousarray(a.astype(dtype)))
            else:
                init.append(np.zeros(shape, dtype))
        ref = _run(k, inputs, _fresh_outs(tuple(init)))
        hit = _REFERENCE[key] = (inputs, tuple(init), tuple(a.copy() for a in ref))
        if len(_REFERENCE) > 4:
            _REFERENCE.pop(next(iter(_REFERENCE)))
    return hit


def compare(got: tuple[np.ndarray, ...], ref: tuple[np.ndarray, ...]) -> str | None:
    """None when ``got`` matches ``ref`` (floats: rtol 1e-3 and atol 1e-3 x max|ref| in float32,
    1e-9 in float64; integers exactly), else what differs."""
    if len(got) != len(ref):
        return f"{len(got)} outputs, expected {len(ref)}"
    for i, (g, r) in enumerate(zip(got, ref)):
        g = np.asarray(g)
        if g.shape != r.shape or g.dtype != r.dtype:
            return f"output {i}: shape {g.shape} {g.dtype}, expected {r.shape} {r.dtype}"
        if r.dtype.kind == "f":
            finite = np.abs(r[np.isfinite(r)])
            scale = max(1.0, float(finite.max())) if finite.size else 1.0
            tol = 1e-3 if r.dtype == np.float32 else 1e-9
            if not np.allclose(g, r, rtol=tol, atol=tol * scale, equal_nan=True):
                with np.errstate(invalid="ignore"):
                    err = float(np.nanmax(np.abs(g.astype(np.float64) - r)))
                return f"output {i}: max abs error {err:.3g} (tolerance {tol:g} x {scale:.3g})"
        elif not np.array_equal(g, r):
            return f"output {i}: {int(np.count_nonzero(g != r))} of {r.size} values differ"
    return None


def time_calls(fn, repeat: int = 5, min_time: float = 0.02) -> list[float]:
    """Seconds per call of ``fn()``: ``repeat`` timings, each averaging enough calls to last
    ``min_time`` (after one calibrating call)."""
    t = time.perf_counter()
    fn()
    first = time.perf_counter() - t
    number = max(1, min(100_000, math.ceil(min_time / max(first, 1e-7))))
    out = []
    for _ in range(max(1, repeat)):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        out.append((time.perf_counter() - t) / number)
    return out


def evaluate(task: dict, before_timing=None) -> dict:
    """Build, check and time one candidate in this process; never raises (status says what failed).

    ``before_timing()`` is called when the candidate passed its check, just before timing (the
    local pool's workers wait there for their turn)."""
    from polyopt.errors import ScheduleError

    t0 = time.perf_counter()
    try:
        cand = Candidate.from_json(task["candidate"])
        kernel = build_kernel(task["source"], task["entry"], cand, task["target"], task.get("choices_db"))
        comp = kernel.specialize(**task["sizes"])
        if task["target"] == "cuda":
            from polyopt.runtime import cuda as cuda_rt
            cuda_rt.prepare(comp)  # nvcc through pycuda now, so that compile_s covers it
        else:
            _ = comp._fn  # gcc and dlopen now, so that compile_s covers them
    except ScheduleError as e:
        return {"status": "illegal", "error": str(e)}
    except Exception as e:  # noqa: BLE001 - every failure is a result here
        return {"status": "error", "error": f"compile: {type(e).__name__}: {e}"}
    compile_s = time.perf_counter() - t0
    try:
        inputs, init, ref = reference(task)
    except Exception as e:  # noqa: BLE001
        return {"status": "error", "error": f"reference (program order) failed: {type(e).__name__}: {e}",
                "compile_s": compile_s}
    try:
        got = _run(kernel, inputs, _fresh_outs(init))
        hook = task.get("hook")
        if hook is not None:
            changed = hook(cand, got)
            got = got if changed is None else tuple(changed)
    except Exception as e:  # noqa: BLE001
        return {"status": "error", "error": f"run: {type(e).__name__}: {e}", "compile_s": compile_s}
    wrong = compare(got, ref)
    if wrong is not None:
        return {"status": "wrong", "error": wrong, "compile_s": compile_s}
    if before_timing is not None:
        before_timing()
    outs = _fresh_outs(init)
    try:
        if task["target"] == "cuda":  # timed on device arrays: no copies between host and GPU per call
            inputs, outs = _on_device(inputs, outs)
        times = time_calls(lambda: kernel(**inputs, out=outs), task["repeat"], task["min_time"])
    except Exception as e:  # noqa: BLE001
        return {"status": "error", "error": f"timing: {type(e).__name__}: {e}", "compile_s": compile_s}
    return {"status": "ok", "time": float(np.median(times)), "times": times, "compile_s": compile_s}


# -- worker processes -----------------------------------------------------------------------------
def _child_env() -> dict[str, str]:
    env = dict(os.environ)
    paths = [p for p in sys.path if p and os.path.isdir(p)]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys([os.getcwd(), *paths]))
    return env


def _signal_text(code: int | None) -> str:
    if code is None:
        return "did not exit"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with status {code}"


def _kill_group(proc: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, sig)


def _tail(path: str, n: int = 600) -> str:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - n))
            return f.read().decode("utf-8", "replace").strip()
    except OSError:
        return ""


class _Worker:
    """A ``python -m polyopt.tune.measure --worker`` process and the parent's view of it."""

    def __init__(self):
        from multiprocessing.connection import Connection

        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        fd, self.log = tempfile.mkstemp(prefix="polyopt-tune-worker-", suffix=".log")
        os.close(fd)
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "polyopt.tune.measure", "--worker", str(to_child_r), str(from_child_w)],
                pass_fds=(to_child_r, from_child_w), stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                env=_child_env(), start_new_session=True)
        os.close(to_child_r)
        os.close(from_child_w)
        self.tx = Connection(to_child_w, readable=False)
        self.rx = Connection(from_child_r, writable=False)
        self.state = "idle"     # idle, build (compile + check), wait (for its turn to time), time
        self.index: int | None = None
        self.deadline = math.inf
        self.paused_at: float | None = None

    def assign(self, index: int, task: dict, timeout: float) -> None:
        with contextlib.suppress(OSError):
            os.truncate(self.log, 0)
        with contextlib.suppress(OSError):  # a worker that died at start: its EOF reports it
            self.tx.send(("task", task))
        self.index, self.state, self.deadline = index, "build", time.monotonic() + timeout

    def pause(self) -> None:
        if self.paused_at is None:
            _kill_group(self.proc, signal.SIGSTOP)
            self.paused_at = time.monotonic()

    def resume(self) -> None:
        if self.paused_at is not None:
            _kill_group(self.proc, signal.SIGCONT)
            self.deadline += time.monotonic() - self.paused_at
            self.paused_at = None

    def death(self, what: str) -> str:
        """Kill the worker (if still alive) and say how it ended, with its last output."""
        self.resume()
        _kill_group(self.proc)
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        tail = _tail(self.log)
        self.close()
        return f"{what} ({_signal_text(code)})" + (f": {tail}" if tail else "")

    def close(self) -> None:
        for c in (self.tx, self.rx):
            with contextlib.suppress(OSError):
                c.close()
        if self.proc.poll() is None:
            _kill_group(self.proc)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=10)
        with contextlib.suppress(OSError):
            os.unlink(self.log)


class LocalPool:
    """``workers`` measuring processes on this machine, each candidate limited to ``timeout`` seconds
    for compiling and checking and ``timeout`` seconds for timing."""

    def __init__(self, workers: int = 1, timeout: float = 60.0, quiet_timing: bool = True):
        self.n, self.timeout, self.quiet = max(1, int(workers)), float(timeout), quiet_timing
        self.workers: list[_Worker | None] = [None] * self.n

    def run(self, tasks: list[dict]):
        """Yield ``(index, result dict)`` for every task, in completion order."""
        from multiprocessing.connection import wait

        queue = deque(enumerate(tasks))
        active: list[_Worker] = []
        while queue or active:
            timing = next((w for w in active if w.state == "time"), None)
            if timing is None:
                for slot in range(self.n):
                    if not queue:
                        break
                    w = self.workers[slot]
                    # a dead idle worker is replaced; a dead active one stays until its EOF is read
                    # (closing it here left a closed pipe in `active`: OSError from wait)
                    if w is None or (w.state == "idle" and w.proc.poll() is not None):
                        if w is not None:
                            w.close()
                        w = self.workers[slot] = _Worker()
                    if w.state == "idle":
                        i, task = queue.popleft()
                        w.assign(i, task, self.timeout)
                        active.append(w)
                waiting = [w for w in active if w.state == "wait"]
                if waiting:
                    timing = waiting[0]
                    if self.quiet:
                        for w in active:
                            if w is not timing and w.state == "build":
                                w.pause()
                    timing.tx.send(("go",))
                    timing.state, timing.deadline = "time", time.monotonic() + self.timeout
            running = [w.deadline for w in active if w.paused_at is None]
            left = max(0.0, min(running) - time.monotonic()) if running else None
            ready = wait([w.rx for w in active], timeout=left)
            finished: list[tuple[_Worker, dict]] = []
            for w in active:
                if w.rx not in ready:
                    continue
                try:
                    msg = w.rx.recv()
                except (EOFError, OSError):
                    finished.append((w, {"status": "crash", "error": w.death("the worker died")}))
                    continue
                if msg[0] == "ready":  # checked: waiting for its turn does not count against the limit
                    w.state, w.deadline = "wait", math.inf
                elif msg[0] == "done":
                    finished.append((w, msg[1]))
            now = time.monotonic()
            for w in active:
                if w.paused_at is None and now > w.deadline and all(w is not f for f, _ in finished):
                    phase = "timing" if w.state == "time" else "compiling and checking"
                    finished.append((w, {"status": "timeout",
                                         "error": w.death(f"no result after {self.timeout:g} s of {phase}")}))
            for w, res in finished:
                active.remove(w)
                if w.state == "time":
                    for other in active:
                        other.resume()
                index = w.index
                w.state, w.index, w.deadline = "idle", None, math.inf
                if res.get("status") in ("crash", "timeout"):
                    self.workers[self.workers.index(w)] = None
                yield index, res

    def close(self) -> None:
        for i, w in enumerate(self.workers):
            if w is not None:
                with contextlib.suppress(OSError, ValueError):
                    w.tx.send(("stop",))
                w.close()
                self.workers[i] = None


def run_isolated(task: dict, timeout: float = 60.0) -> dict:
    """Measure one candidate in a fresh child process (``--once``), killed past ``timeout`` seconds.
    This is what runs on a Dask worker."""
    with tempfile.TemporaryDirectory(prefix="polyopt-tune-") as d:
        src, dst, log_path = (os.path.join(d, n) for n in ("task.pkl", "result.pkl", "log.txt"))
        with open(src, "wb") as f:
            pickle.dump(task, f)
        with open(log_path, "ab") as log:
            proc = subprocess.Popen([sys.executable, "-m", "polyopt.tune.measure", "--once", src, dst],
                                    stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=_child_env(),
                                    start_new_session=True)
        try:
            code = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            proc.wait()
            return {"status": "timeout", "error": f"no result after {timeout:g} s: {_tail(log_path)}".rstrip(": ")}
        finally:
            _kill_group(proc)   # anything it left behind (a hung gcc)
        if code != 0 or not os.path.exists(dst):
            tail = _tail(log_path)
            return {"status": "crash", "error": f"the measuring process died ({_signal_text(code)})"
                                                + (f": {tail}" if tail else "")}
        with open(dst, "rb") as f:
            return pickle.load(f)


CONNECT_TIMEOUT = 30  # seconds to reach a Dask scheduler


class DaskPool:
    """Candidates measured on a Dask distributed cluster (an address like ``tcp://host:8786``, a
    ``distributed.Client`` or a cluster object such as ``LocalCluster``)."""

    def __init__(self, cluster, timeout: float = 60.0):
        from distributed import Client
        from distributed.comm import parse_address
        from distributed.comm.registry import get_backend

        self.timeout = float(timeout)
        if isinstance(cluster, Client):
            self.client, self.own = cluster, False
        else:
            try:
                if isinstance(cluster, str):  # (a Client of an unknown scheme lingers 60 s at exit)
                    get_backend(parse_address(cluster)[0])
                self.client = Client(cluster, set_as_default=False, timeout=CONNECT_TIMEOUT)
            except (OSError, ValueError, TimeoutError) as e:  # (a bad scheme, nothing listening)
                raise TargetUnavailableError(f"cannot reach the Dask cluster {cluster!r}: {e}") from e
            self.own = True

    def run(self, tasks: list[dict]):
        from distributed import as_completed

        futures = {self.client.submit(run_isolated, t, self.timeout, pure=False): i for i, t in enumerate(tasks)}
        try:
            for fut in as_completed(list(futures), loop=self.client.loop):
                try:
                    res = fut.result()
                except Exception as e:  # noqa: BLE001 - a lost dask worker is a crashed candidate
                    res = {"status": "crash", "error": f"the dask task failed: {type(e).__name__}: {e}"}
                yield futures[fut], res
        finally:
            for fut in futures:
                fut.cancel()

    def close(self) -> None:
        if self.own:
            self.client.close()


# -- the worker's main ----------------------------------------------------------------------------
def _worker_main(rfd: int, wfd: int) -> None:
    from multiprocessing.connection import Connection

    rx, tx = Connection(rfd, writable=False), Connection(wfd, readable=False)
    while True:
        try:
            data = rx.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            msg = pickle.loads(data)
        except Exception as e:  # noqa: BLE001 - e.g. a hook whose module does not import here
            tx.send(("done", {"status": "error", "error": f"cannot read the task: {type(e).__name__}: {e}"}))
            continue
        if msg[0] == "stop":
            return

        def before_timing():
            tx.send(("ready",))
            rx.recv()   # ("go",): our turn to time

        tx.send(("done", evaluate(msg[1], before_timing)))


def _once_main(src: str, dst: str) -> None:
    with open(src, "rb") as f:
        task = pickle.load(f)
    res = evaluate(task)
    tmp = dst + ".tmp"
    with open(tmp, "wb") as f:
        pickle.dump(res, f)
    os.replace(tmp, dst)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        _worker_main(int(sys.argv[2]), int(sys.argv[3]))
    elif sys.argv[1:2] == ["--once"]:
        _once_main(sys.argv[2], sys.argv[3])
    else:
        sys.exit("usage: python -m polyopt.tune.measure --worker RFD WFD | --once TASK.pkl RESULT.pkl")
