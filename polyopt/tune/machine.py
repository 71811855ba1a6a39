"""``tune_machine``: ``polyopt.tuning``'s choices measured on this machine (``polyopt tune --machine``).

``polyopt/tuning.py`` keeps values measured per kind of vector unit (AVX-512 on a Xeon and a Zen 4,
AVX2 on a Zen 3). Some answers depend on the CPU itself: AVX2 code on a Zen 4 wants other
matrix-vector blocks than on a Zen 3. This tuner times each choice on its probes: small kernels
at sizes that stress it, such as matrix-vector products for the rows a pass or a transpose for
its strips. Each candidate value of ``tuning.candidates`` is timed with the others at the values
chosen so far. A value replaces the measured one only when its probes run faster by ``margin``
(the geometric mean of their time ratios), in three timings. Every variant must also agree with the measured
value's output before it is timed; one that differs, or that fails to compile (an error of
ours), is reported in its row and never chosen.

Each result lands in the tuning database: this machine's fingerprint, polyopt's version, the
vector width and the threads. Later compiles read it (``po.compile``'s ``tuned="auto"`` and
``True``, through ``Target.choices``).

>>> [p.choice for p in PROBES][:4]
['gemm_depth', 'gemm_row_blocks', 'late_outputs', 'prefetch_next_panel']
>>> sorted({w.name for p in PROBES for w in p.workloads})[:3]
['conv 3x3', 'dot 16M', 'embedding_bag']
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np

from polyopt.errors import ArgumentError, PolyoptError


@dataclass(frozen=True)
class Workload:
    """A kernel text (its first def) at fixed sizes."""
    name: str
    source: str
    sizes: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Probe:
    """A choice of ``polyopt.tuning`` and the workloads it is timed on."""
    choice: str
    workloads: tuple[Workload, ...]


@dataclass(frozen=True)
class ChoiceRow:
    """The outcome for one choice: each value's geometric-mean time ratio to the measured
    value's (1.0), the value kept, and the values whose output disagreed."""
    choice: str
    default: object
    value: object
    ratios: dict = field(default_factory=dict)
    wrong: tuple = ()
    failed: tuple = ()   # (value, the error of ours compiling it)

    def line(self) -> str:
        shown = "  ".join(f"{_shown(v)}: {r:.3f}" for v, r in self.ratios.items())
        kept = "measured value kept" if self.value == self.default else f"-> {_shown(self.value)}"
        bad = f"  (output differs: {', '.join(map(_shown, self.wrong))})" if self.wrong else ""
        bad += "".join(f"  ({_shown(v)} failed: {e})" for v, e in self.failed)
        return f"{self.choice:<20} {shown:<60} {kept}{bad}"


def _shown(v) -> str:
    return "x".join(map(str, v)) if isinstance(v, tuple) else str(v)


def _w(name: str, source: str, **sizes: int) -> Workload:
    return Workload(name, source, tuple(sizes.items()))


_MV = "def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }"
_MVT = "def mvt(float(M,N) A, float(M) x) -> (y) { y(j) +=! A(i,j) * x(i) }"
_MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
_DOT = "def dot(float(N) a, float(N) b) -> (s) { s() +=! a(i) * b(i) }"
_TRANSPOSE = "def transpose(float(M,N) A) -> (T) { T(j,i) = A(i,j) }"
_SOFTMAX = """def softmax(float(N,D) X) -> (Y) {
    mx(n) max=! X(n,d)
    e(n,d) = exp(X(n,d) - mx(n))
    s(n) +=! e(n,d)
    Y(n,d) = e(n,d) / s(n)
}"""
_LAYERNORM = """def layernorm(float(N,D) X) -> (Y) {
    mean(n) +=! X(n,d)
    mean(n) = mean(n) / D
    xc(n,d) = X(n,d) - mean(n)
    var(n) +=! xc(n,d) * xc(n,d)
    var(n) = var(n) / D
    Y(n,d) = xc(n,d) * rsqrt(var(n) + 1e-5)
}"""
_MAXPOOL = ("def maxpool(double(N,C,H,W) I) -> (O) "
            "{ O(n,c,h,w) max=! I(n,c,h+kh,w+kw) where kh in 0:3, kw in 0:3 }")
_SILU = "def silu(float(N,D) X) -> (Y) { Y(n,d) = X(n,d) * sigmoid(X(n,d)) }"
_EMBEDDING_BAG = "def bag(float(V,D) T, int64(B,L) I) -> (O) { O(b,d) +=! T(I(b,l),d) }"
_EMBEDDING = "def gather(double(V,D) T, int32(B,L) I) -> (O) { O(b,l,d) = T(I(b,l),d) }"
_CONV = "def conv(float(N,C,H,W) I, float(K,C,3,3) Wt) -> (O) { O(n,k,h,w) +=! I(n,c,h+r,w+s) * Wt(k,c,r,s) }"

_MATMULS = (_w("matmul 1024", _MATMUL, M=1024, K=1024, N=1024), _w("matmul 1000", _MATMUL, M=1000, K=1000, N=1000))
_MVS = (_w("mv 4096", _MV, M=4096, N=4096), _w("mv 1024", _MV, M=1024, N=1024))
_SOFTMAX_W = _w("softmax 4096x1024", _SOFTMAX, N=4096, D=1024)
_LAYERNORM_W = _w("layernorm 4096x1024", _LAYERNORM, N=4096, D=1024)

#: every choice ``tune_machine`` times, in order, with its workloads
PROBES = (
    Probe("gemm_depth", _MATMULS), Probe("gemm_row_blocks", _MATMULS), Probe("late_outputs", _MATMULS),
    Probe("prefetch_next_panel", _MATMULS),
    Probe("row_block", _MVS[:1]), Probe("cached_row_block", _MVS[1:]),
    # (layernorm too: on a Zen 5 thread no row prefetches made mv 4096 and softmax 1-11% faster but
    # layernorm 17-30% slower)
    Probe("prefetch_rows", (_SOFTMAX_W, _LAYERNORM_W)), Probe("prefetch_row_blocks", (_MVS[0],)),
    Probe("prefetch_ahead", (_MVS[0], _LAYERNORM_W)),
    Probe("prefetched_chains", (_w("dot 16M", _DOT, N=1 << 24), _MVS[0])),
    *(Probe(c, (_w("mvT 4096", _MVT, M=4096, N=4096),)) for c in ("column_block", "shared_column_block")),
    *(Probe(c, (_w("transpose 4096", _TRANSPOSE, M=4096, N=4096),)) for c in ("transpose_strips", "transpose_tile")),
    *(Probe(c, (_w("maxpool3x3 8x64x112x112", _MAXPOOL, N=8, C=64, H=112, W=112),))
      for c in ("window_buffer", "window_ahead")),
    Probe("inline_exp", (_SOFTMAX_W,)), Probe("stream_calls", (_w("silu 4096x1024", _SILU, N=4096, D=1024),)),
    *(Probe(c, (_w("embedding_bag", _EMBEDDING_BAG, V=100000, D=128, B=2048, L=32),
                _w("embedding_gather", _EMBEDDING, V=100000, D=128, B=2048, L=32)))
      for c in ("gathered_lines", "l1_gathered_lines")),
    Probe("channel_block", (_w("conv 3x3", _CONV, N=4, C=64, H=56, W=56, K=64),)),
)


def tune_machine(threads: int | None = None, *, choices: Iterable[str] | None = None, db=None,
                 rounds: int = 7, margin: float = 0.03, progress: bool = True) -> list[ChoiceRow]:
    """Time the choices (``choices``, else every probe's) for code on ``threads`` threads (default:
    what ``po.compile`` gives a kernel) and store them in the tuning database ``db``."""
    import polyopt as po
    from polyopt.target import Target
    from polyopt.tune.db import TuningDB
    from polyopt.tuning import candidates

    options = po.Options() if threads is None else po.Options(num_threads=threads)
    base = Target.for_options(options)
    probes = _select(choices)
    total = sum(len(candidates(p.choice, base)) for p in probes)
    bar = progress_bar(progress, total, "tune machine", "value")
    rows, chosen = [], {}
    try:
        with TuningDB(db) as d:
            for probe in probes:
                row = _tune_choice(probe, base.with_choices(chosen), options, rounds, margin, bar)
                chosen[probe.choice] = row.value
                d.record_choice(base.vector_bytes, base.threads, probe.choice, row.value,
                                [{"value": v, "ratio": r} for v, r in row.ratios.items()])
                rows.append(row)
                if bar is None and progress:
                    print(f"polyopt tune --machine: {row.line()}", file=sys.stderr)
    finally:
        if bar is not None:
            bar.close()
    return rows


def _select(choices: Iterable[str] | None) -> list[Probe]:
    if choices is None:
        return list(PROBES)
    by_choice = {p.choice: p for p in PROBES}
    unknown = [c for c in choices if c not in by_choice]
    if unknown:
        raise ArgumentError(f"no machine choice named {', '.join(map(repr, unknown))}; known: {', '.join(by_choice)}")
    return [by_choice[c] for c in dict.fromkeys(choices)]


def _tune_choice(probe: Probe, target, options, rounds: int, margin: float, bar) -> ChoiceRow:
    """Each candidate value of ``probe.choice`` on ``target`` timed on the probe's workloads; the
    fastest replaces the measured value where it is faster by ``margin`` three times: in the
    timing of all values, then twice timed against the measured value alone (a shared machine's
    noise once made a value 14% faster in two timings, 11-16% slower in three later runs)."""
    from polyopt.tuning import candidates

    values = candidates(probe.choice, target)
    default = values[0]
    wrong: set = set()
    failed: dict = {}
    runs = []  # per workload: value -> its call
    for w in probe.workloads:
        calls, inputs = {}, {}  # every value's kernel reads the same inputs: only the code differs
        for v in values:
            if v in wrong or v in failed:
                continue
            try:
                call, out = _variant(w, target.with_choices({probe.choice: v}), options, inputs)
            except PolyoptError as e:
                if v == default:
                    raise
                failed[v] = f"{w.name}: {str(e).splitlines()[0]}"
                continue
            if v == default:
                want = out
            elif not _agrees(out, want):
                wrong.add(v)
                continue
            calls[v] = call
        runs.append(calls)
        if bar is not None:
            bar.set_postfix_str(f"{probe.choice}: {w.name}", refresh=True)
    ok = [v for v in values if v not in wrong and v not in failed]
    ratios = _ratios(runs, ok, default, rounds)
    if bar is not None:
        bar.update(len(values))
    best = min(ok, key=lambda v: ratios[v])
    faster = ratios[best] < 1 - margin and \
        all(_ratios(runs, [default, best], default, rounds)[best] < 1 - margin for _ in range(2))
    return ChoiceRow(probe.choice, default, best if faster else default, ratios, tuple(sorted(wrong, key=str)),
                     tuple(failed.items()))


def _ratios(runs: list[dict], values: list, default, rounds: int) -> dict:
    """Each of ``values``' time over ``default``'s, the geometric mean over the workloads."""
    logs = dict.fromkeys(values, 0.0)
    for calls in runs:
        times = _interleaved({v: calls[v] for v in values}, rounds)
        for v in values:
            logs[v] += math.log(times[v] / times[default])
    return {v: math.exp(logs[v] / len(runs)) for v in values}


def _variant(w: Workload, target, options, inputs: dict) -> tuple[Callable[[], object], list[np.ndarray]]:
    """A call of ``w`` compiled for ``target`` on ``inputs`` (made on the first call), and its outputs."""
    import polyopt as po

    k = po.compile(w.source, target=target, options=options)
    if not inputs:
        inputs.update(k.random_inputs(dict(w.sizes), seed=0))
    out = k(**inputs)
    outs = [np.array(o, copy=True) for o in (out if isinstance(out, tuple) else (out,))]
    return (lambda: k(**inputs)), outs


def _agrees(got: list[np.ndarray], want: list[np.ndarray]) -> bool:
    """Whether two variants' outputs agree up to float32 reassociation."""
    return all(g.shape == w.shape and np.allclose(g, w, rtol=1e-3, atol=1e-3 * max(1.0, float(np.max(np.abs(w)))))
               for g, w in zip(got, want))


def _interleaved(calls: dict, rounds: int, sample_s: float = 0.01) -> dict:
    """The median time per call of each of ``calls``, sampled in turns (the first one starts a
    different round each time), each sample ``sample_s`` long at least."""
    reps = {}
    for v, call in calls.items():
        call()
        start = time.perf_counter()
        call()
        reps[v] = max(1, math.ceil(sample_s / max(time.perf_counter() - start, 1e-7)))
    samples: dict = {v: [] for v in calls}
    names = list(calls)
    for r in range(rounds):
        for v in names[r % len(names):] + names[:r % len(names)]:
            call, n = calls[v], reps[v]
            call()  # re-warm after the other variants' calls
            start = time.perf_counter()
            for _ in range(n):
                call()
            samples[v].append((time.perf_counter() - start) / n)
    return {v: statistics.median(s) for v, s in samples.items()}


def progress_bar(enabled: bool, total: int, desc: str, unit: str):
    """A tqdm bar (None when disabled, or when tqdm, the ``tune`` extra, is missing)."""
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=desc, unit=unit, dynamic_ncols=True)
