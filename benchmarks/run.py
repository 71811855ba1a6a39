"""Run the benchmark suite: ``python -m benchmarks.run [--quick] [--kernels a,b] [--repeat N] [--out DIR]``.

Prints a Markdown report and writes it, with a JSON file of every number, to
``benchmarks/results/<timestamp>.{md,json}``. See ``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import shlex
import sys
import tempfile
import time

import numpy as np

from benchmarks import contractions, headline, machine, peers, report, stream, timing
from benchmarks.timing import interleaved, median, once

HERE = pathlib.Path(__file__).resolve().parent
SECTIONS = ("stream", "matmul", "compile", "overhead", "kernels", "einsum")

# --quick runs these (a spread of families) unless --kernels says otherwise; --kernels all: every case
QUICK_KERNELS = ("matmul", "batch_matmul", "matvec", "dot", "tensordot", "transpose", "conv2d_3x3_bias_relu",
                 "conv2d_depthwise", "maxpool2x2", "softmax", "layernorm", "gelu_silu", "embedding_bag",
                 "polybench_2mm", "atax", "mvt", "trmv_lower")

# A program-order (naive loop order, one thread) call longer than this is timed once, not repeated.
PROGRAM_LIMIT_S = 20.0
# Cases whose program-order version takes more than PROGRAM_LIMIT_S per call at bench_sizes on the
# reference machine: measured at these sizes instead, the time scaled by the ratio of work (†).
PROGRAM_SIZES: dict[str, dict[str, int]] = {}


def quick_sizes(sizes: dict[str, int]) -> dict[str, int]:
    """Small sizes for --quick: every extent of 16 or more divided by 8 (at least 16)."""
    return {k: max(16, v // 8) if v >= 16 else v for k, v in sizes.items()}


def check(case, got, want) -> tuple[str, float]:
    """('ok' or 'MISMATCH', largest error relative to the output's magnitude), compared as the
    kernel tests compare (rtol and atol = rtol * max|want|, exact for rtol 0)."""
    got = got if isinstance(got, tuple) else (got,)
    if len(got) != len(want):
        return "MISMATCH", float("inf")
    status, worst = "ok", 0.0
    for g, w in zip(got, want):
        g = np.asarray(g)
        if g.shape != w.shape or g.dtype != w.dtype:
            return "MISMATCH", float("inf")
        scale = max(1.0, float(np.abs(w.astype(np.float64)).max(initial=0.0)))
        if g.size:
            diff = np.abs(g.astype(np.float64) - w.astype(np.float64))
            worst = max(worst, float(np.nanmax(diff)) / scale)
        if case.rtol == 0:
            ok = np.array_equal(g, w, equal_nan=True)
        else:
            ok = np.allclose(g, w, rtol=case.rtol, atol=case.rtol * scale, equal_nan=True)
        if not ok:
            status = "MISMATCH"
    return status, worst


def peer_outputs(result, want: tuple) -> tuple:
    """A peer's result as the reference's outputs it computes: numpy arrays (torch tensors converted)
    in the reference's dtypes; a peer that computes fewer outputs than the kernel computes the last
    ones (polybench_2mm's ``D``, not its temporary)."""
    res = result if isinstance(result, tuple | list) else (result,)
    res = tuple(np.asarray(r.numpy() if hasattr(r, "numpy") else r) for r in res)
    if len(res) > len(want):
        return res
    return tuple(r.astype(w.dtype) if r.dtype != w.dtype else r for r, w in zip(res, want[len(want) - len(res):]))


def check_peer(case, result, want) -> tuple[str, float]:
    """``check`` for a peer's result (see ``peer_outputs``)."""
    got = peer_outputs(result, want)
    if len(got) > len(want):
        return "MISMATCH", float("inf")
    return check(case, got, want[len(want) - len(got):])


def compile_cold(src: str, entry: str, options, sizes: dict[str, int]):
    """(seconds, kernel): ``po.compile`` + ``specialize`` (parse, isl, C) + building and loading the
    shared library; seconds is None when the build cannot be triggered apart from a call."""
    import polyopt as po

    t0 = time.perf_counter()
    k = po.compile(src, entry, options=options)
    comp = k.specialize(**sizes)
    try:
        comp._fn  # noqa: B018 - the cached build (gcc) + cffi load that the first call would do
    except AttributeError:  # internals moved: the caller estimates from the first call
        return None, k
    return time.perf_counter() - t0, k


def _err(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0] if text else ''}"[:200]


def bench_case(case, sizes: dict[str, int], args, torch, stream_gbs: float | None) -> dict:
    import polyopt as po
    from kernels.registry import source

    row: dict = {"kernel": case.name, "sizes": sizes, "memory_bound": "memory-bound" in case.tags,
                 "ms": {}, "notes": [], "samples": {}}
    inputs = case.make_inputs(sizes, np.random.default_rng(0))
    methods = {}
    first: dict[str, float] = {}

    t, want = once(lambda: case.reference(**inputs))
    methods["numpy"], first["numpy"] = (lambda: case.reference(**inputs)), t

    src = source(case)
    try:
        t_compile, k = compile_cold(src, case.entry, po.Options(num_threads=args.threads), sizes)
        t_first, got = once(lambda: k(**inputs))
        row["polyopt_status"], row["polyopt_error"] = check(case, got, want)
        if row["polyopt_status"] != "ok":
            row["notes"].append(f"polyopt result off by {row['polyopt_error']:.1e} of max|reference|")
        methods["polyopt"] = lambda: k(**inputs)
    except Exception as e:  # noqa: BLE001 - report and go on with the other kernels
        row["polyopt_status"] = "ERROR"
        row["notes"].append(f"polyopt: {_err(e)}")
        t_first = t_compile = None

    # program order: the gcc -O3 baseline, at a smaller size where bench size is far too slow
    prog: dict = {"status": "ok"}
    psizes = sizes if args.quick else PROGRAM_SIZES.get(case.name, sizes)
    pinputs, pwant = inputs, want
    if psizes != sizes:
        pinputs = case.make_inputs(psizes, np.random.default_rng(0))
        pwant = case.reference(**pinputs)
    try:
        kp = po.compile(src, case.entry, options=po.Options(schedule="program", parallel=False))
        t_prog, got = once(lambda: kp(**pinputs))
        prog["status"], prog["error"] = check(case, got, pwant)
        prog["sizes"] = psizes
        if prog["status"] != "ok":
            row["notes"].append(f"program-order result off by {prog['error']:.1e} of max|reference|")
        if t_prog > PROGRAM_LIMIT_S:
            prog.update(ms=t_prog * 1e3, single_call=True)
            row["notes"].append(f"program order took {t_prog:.0f} s for one call (compile included); not repeated")
        else:
            methods["program"] = lambda: kp(**pinputs)
            first["program"] = t_prog
    except Exception as e:  # noqa: BLE001
        prog["status"] = "ERROR"
        row["notes"].append(f"program order: {_err(e)}")
    if psizes != sizes:
        row["notes"].append(f"program order measured at {report.fmt_sizes(psizes)} (†)")

    emethods, notes = peers.einsum_methods(case.name, inputs, args.max_naive_einsum)
    row["notes"] += notes
    if torch is not None:
        try:
            fn = peers.torch_method(torch, case.name, inputs)
            if fn is not None:
                emethods["torch"] = fn
        except Exception as e:  # noqa: BLE001
            row["notes"].append(f"torch: {_err(e)}")
    row["peer_status"] = {}
    for name, fn in emethods.items():  # each peer's output is checked like polyopt's before it is timed
        try:
            first[name], got = once(fn)
            status, err = check_peer(case, got, want)
            if status != "ok":
                row["notes"].append(f"{name} result off by {err:.1e} of max|reference|")
            methods[name] = fn
        except Exception as e:  # noqa: BLE001
            status = "ERROR"
            row["notes"].append(f"{name}: {_err(e)}")
        row["peer_status"][name] = status

    samples = interleaved(methods, args.repeat, args.budget, first=first)
    row["samples"] = {k: len(v) for k, v in samples.items()}
    row["ms"] = {k: median(v) * 1e3 for k, v in samples.items() if k != "program"}
    if "program" in samples:
        prog["ms"] = median(samples["program"]) * 1e3
    if "ms" in prog and psizes != sizes and case.flops:
        prog["ms_scaled"] = prog["ms"] * case.flops(sizes) / case.flops(psizes)
    row["program"] = prog

    ms = row["ms"].get("polyopt")
    if ms is not None:
        if t_compile is not None:
            row["compile_ms"] = t_compile * 1e3
        elif t_first is not None:  # gcc ran inside the first call: estimate
            row["compile_ms"] = max(0.0, t_first * 1e3 - ms)
        if case.flops:
            row["rate"] = case.flops(sizes) / (ms * 1e-3) / 1e9
            if row["memory_bound"] and stream_gbs:
                row["pct_stream"] = 100.0 * row["rate"] / stream_gbs
        best = min((p for p in report.PEERS if p in row["ms"]), key=lambda p: row["ms"][p], default=None)
        if best is not None:
            row["best_peer"] = best
            row["vs_best_peer"] = row["ms"][best] / ms
    return row


def parse_args(argv=None):
    ap = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small sizes, fewer runs: under a minute")
    ap.add_argument("--gpu", action="store_true", help="the CUDA target against torch instead (benchmarks/gpu.py; "
                    "its own arguments follow)")
    ap.add_argument("--kernels", help="comma-separated case names from kernels/registry.py, or 'all' "
                    "(default: all; --quick: a subset of 17)")
    ap.add_argument("--repeat", type=int, help="timed runs per method (default 7, quick 3)")
    ap.add_argument("--out", default=str(HERE / "results"), help="output folder (default benchmarks/results)")
    ap.add_argument("--threads", type=int, default=2, help="threads for polyopt, BLAS and torch (default 2)")
    ap.add_argument("--wait-policy", choices=("passive", "active", "unset"),
                    help="OMP_WAIT_POLICY for the OpenMP threads of polyopt and torch (default: the "
                    "environment's, else libgomp's own: spin briefly, then sleep)")
    ap.add_argument("--settle-ms", type=float, default=timing.SETTLE_S * 1e3,
                    help="before a timed call that follows another method, wait until the process is "
                    "quiet (BLAS/OpenMP threads stopped spinning), at most this long; 0: never "
                    f"(default {timing.SETTLE_S * 1e3:.0f})")
    ap.add_argument("--sections", default=",".join(SECTIONS),
                    help=f"comma-separated subset of {','.join(SECTIONS)}")
    args = ap.parse_args(argv)
    args.repeat = args.repeat or (3 if args.quick else 7)
    args.budget = 0.5 if args.quick else 6.0            # seconds of timed calls per method and kernel
    args.max_naive_einsum = 1e8 if args.quick else 5e9  # iterations for np.einsum(optimize=False)
    args.sections = [s.strip() for s in args.sections.split(",") if s.strip()]
    if args.settle_ms < 0:
        ap.error("--settle-ms must be 0 or more")
    unknown = set(args.sections) - set(SECTIONS)
    if unknown:
        ap.error(f"unknown section(s) {', '.join(sorted(unknown))}; choose from {', '.join(SECTIONS)}")
    return args


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if "--gpu" in argv:  # polyopt's CUDA target against torch: benchmarks/gpu.py
        from benchmarks import gpu
        return gpu.main([a for a in argv if a != "--gpu"])
    args = parse_args(argv)
    from kernels.registry import CASES, by_name

    cases = [by_name(n) for n in QUICK_KERNELS] if args.quick else list(CASES)
    if args.kernels == "all":
        cases = list(CASES)
    elif args.kernels:
        try:
            cases = [by_name(n.strip()) for n in args.kernels.split(",") if n.strip()]
        except KeyError as e:
            print(f"error: {e.args[0]}", file=sys.stderr)
            return 2

    # polyopt's own kernels (po.einsum has no options) take their thread count from OpenMP
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    # libgomp's default waiting (what users get) unless the caller chose (see README): with the
    # settle pauses no other runtime's threads spin while polyopt runs. Passive waiting makes
    # every parallel region wake sleeping threads (atax at the quick size: 0.17 ms instead of
    # 0.03). Set before the first kernel loads libgomp, which reads it once.
    if args.wait_policy == "unset":
        os.environ.pop("OMP_WAIT_POLICY", None)
    elif args.wait_policy:
        os.environ["OMP_WAIT_POLICY"] = args.wait_policy
    # OpenBLAS's threads spin ~0.1 s after each BLAS call; the next method waits for them (README)
    timing.SETTLE_S = args.settle_ms / 1e3
    info = machine.collect()
    start = time.perf_counter()
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    result: dict = {"date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
                    "command": "python -m benchmarks.run " + shlex.join(sys.argv[1:] if argv is None else argv),
                    "quick": args.quick, "threads": args.threads, "repeat": args.repeat, "machine": info}
    log(f"machine: {info['cpu']}, {info['cores']} cores; BLAS: {info['blas_summary']}")
    log("OPENBLAS_CORETYPE=" + str(info["env"]["OPENBLAS_CORETYPE"]) + " OPENBLAS_L2_SIZE="
        + str(info["env"]["OPENBLAS_L2_SIZE"]) + " (never changed by the benchmark)")

    torch = peers.torch_module()
    if torch is not None:
        torch.set_num_threads(args.threads)

    from threadpoolctl import threadpool_limits

    # every kernel compiled cold, into a cache of this run only (the compile column measures gcc)
    saved_cache = os.environ.get("POLYOPT_CACHE_DIR")
    with tempfile.TemporaryDirectory(prefix="polyopt-bench-") as cache, \
            threadpool_limits(limits=args.threads, user_api="blas"):
        os.environ["POLYOPT_CACHE_DIR"] = cache
        try:
            _run_sections(args, cases, result, torch)
        finally:
            if saved_cache is None:
                os.environ.pop("POLYOPT_CACHE_DIR", None)
            else:
                os.environ["POLYOPT_CACHE_DIR"] = saved_cache

    result["wall_s"] = time.perf_counter() - start
    result["settle"] = {"max_ms": args.settle_ms, **timing.settle_stats}
    st = timing.settle_stats
    log(f"settle: {st['pauses']} pauses, {st['waited_s']:.1f} s in all, {st['capped']} reached "
        f"--settle-ms {args.settle_ms:g}; {st['rewarm_calls']} re-warming calls")
    result["loadavg_end"] = os.getloadavg() if hasattr(os, "getloadavg") else None
    text = report.markdown(result)
    print(text)
    md, js = report.write(result, pathlib.Path(args.out), stamp)
    log(f"wrote {md} and {js} ({result['wall_s']:.0f} s)")
    bad = failures(result)
    if bad:
        log(f"MISMATCH or ERROR ({len(bad)}): {'; '.join(bad)}")
        return 1
    return 0


def failures(result: dict) -> list[str]:
    """Every wrong or failed result of a run: polyopt's, program order's and each peer's, per kernel;
    the triad, matmul and einsum suite's checks. A run with any exits with status 1."""
    bad = []
    for r in result.get("kernels", []):
        for who, status in [("polyopt", r.get("polyopt_status")), ("program order", r.get("program", {}).get("status")),
                            *r.get("peer_status", {}).items()]:
            if status not in (None, "ok"):
                bad.append(f"{r['kernel']}: {who} {status}")
    s = result.get("stream")
    if s and not s["correct"]:
        bad.append("STREAM triad: MISMATCH")
    for r in result.get("matmul", []):
        bad += [f"matmul n={r['n']}: {who} MISMATCH" for who, ok in r["correct"].items() if not ok]
    c = result.get("compile", {})
    bad += [f"{which} compile: ERROR" for which in ("cold", "warm") if "error" in c.get(which, {})]
    e = result.get("einsum")
    if e:
        bad += [f"einsum suite {n}: MISMATCH" for n in e["mismatches"]]
        bad += [f"einsum suite {n}: ERROR" for n in e["errors"]]
    return bad


def _run_sections(args, cases, result: dict, torch) -> None:
    stream_gbs = None
    if "stream" in args.sections:
        log("STREAM triad ...")
        s = stream.triad(1 << (23 if args.quick else 25), repeat=5 if args.quick else 10,
                         num_threads=args.threads)
        s.pop("samples_s")
        result["stream"], stream_gbs = s, s["best_gbs"]
        log(f"  numpy {s['numpy_gbs']:.1f} GB/s, polyopt {s['polyopt_gbs']:.1f} GB/s "
            f"(streamed {s['streamed_gbs']:.1f}: not the reference)")
    if "matmul" in args.sections:
        log("matmul float32 ...")
        result["matmul"] = headline.matmul([1024] if args.quick else [1024, 2048], args.threads,
                                           args.repeat, args.budget * 2)
        for r in result["matmul"]:
            log(f"  n={r['n']}: " + ", ".join(f"{k} {v:.1f}" for k, v in r["gflops"].items()) + " GFLOP/s")
    if "compile" in args.sections:
        log("compile time (fresh processes) ...")
        result["compile"] = headline.compile_times(1024, args.threads)
    if "overhead" in args.sections:
        result["overhead"] = headline.call_overhead(args.threads, args.quick)
        log(f"  per-call overhead {result['overhead']['polyopt']:.1f} µs")
    if "kernels" in args.sections:
        rows = result["kernels"] = []
        for i, case in enumerate(cases, 1):
            sizes = quick_sizes(case.bench_sizes) if args.quick else dict(case.bench_sizes)
            t0 = time.perf_counter()
            try:
                row = bench_case(case, sizes, args, torch, stream_gbs)
            except Exception as e:  # noqa: BLE001 - inputs or reference failed: record, go on
                row = {"kernel": case.name, "sizes": sizes, "memory_bound": "memory-bound" in case.tags,
                       "ms": {}, "program": {}, "polyopt_status": "ERROR", "notes": [_err(e)]}
            rows.append(row)
            ms = row["ms"].get("polyopt")
            log(f"[{i}/{len(cases)}] {case.name}: polyopt {report.fmt_ms(ms)} ms "
                f"({row.get('polyopt_status')}), program {report.fmt_ms(row['program'].get('ms'))} ms, "
                f"numpy {report.fmt_ms(row['ms'].get('numpy'))} ms  [{time.perf_counter() - t0:.1f} s]")
    if "einsum" in args.sections:
        log("po.einsum suite ...")
        result["einsum"] = contractions.run(args.quick, args.repeat, args.budget)
        e = result["einsum"]
        if e["geomean_vs_einsum"] is not None:
            log(f"  geomean speedup vs einsum {e['geomean_vs_einsum']:.2f}x, "
                f"vs einsum(opt) {e['geomean_vs_einsum_opt']:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
