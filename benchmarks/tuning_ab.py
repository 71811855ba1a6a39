"""A/B of the machine-dependent choices (``polyopt/tuning.py``) on this machine, with numpy.

For each workload, in one process and interleaved (``timing.interleaved``): polyopt with this
machine's ``Tuning``; polyopt with the choices measured for the other kind of vector unit (AVX-512's
on an AVX2 machine and the reverse), at this machine's vector width; and numpy (OpenBLAS). Each
variant's choices are its target's ``Target.choices``, which key its compiled code; the choices
``polyopt tune --machine`` stored are not read (``tuned=False``). The load average is printed before and after:
on a shared machine only the ratios within one run mean anything.

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE .venv/bin/python -m benchmarks.tuning_ab --threads 1
    .venv/bin/python -m benchmarks.tuning_ab --threads 2 --only mv,matmul --repeat 11
    .venv/bin/python -m benchmarks.tuning_ab --kernels softmax,conv2d_same --set inline_exp=True

``--kernels`` times library kernels (``kernels/registry.py``) at their benchmark sizes instead,
against PyTorch where it has the operation (numpy's reference otherwise).
"""

from __future__ import annotations

import argparse
import os

import numpy as np

from benchmarks.timing import interleaved, median

MV = "def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }"
MVT = "def mvt(float(M,N) A, float(M) x) -> (y) { y(j) +=! A(i,j) * x(i) }"
ATAX = """def atax(float(M,N) A, float(N) x) -> (y) {
    t(i) +=! A(i,j) * x(j)
    y(j) +=! A(i,j) * t(i)
}"""
DOT = "def dot(float(N) a, float(N) b) -> (s) { s() +=! a(i) * b(i) }"
MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"


def _kernel_workloads(names: list[str], rng) -> dict:
    """Library kernels at their benchmark sizes, in ``_workloads``' form (inputs by keyword),
    with PyTorch as the peer where ``benchmarks.peers`` has it, numpy's reference otherwise."""
    import polyopt  # noqa: F401 - before torch, whose libgomp would read GOMP_SPINCOUNT first
    from benchmarks import peers
    from kernels.registry import by_name, source

    try:
        import torch
        torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "1")))
    except ImportError:
        torch = None
    out = {}
    for name in names:
        case = by_name(name)
        inputs = case.make_inputs(case.bench_sizes, rng)
        fn = peers.torch_method(torch, name, inputs) if torch is not None else None
        unit = "GB/s" if "memory-bound" in case.tags else "GFLOP/s"
        amount = case.flops(case.bench_sizes) if case.flops else 0.0
        out[name] = (source(case), inputs, case.reference, unit, amount, case.entry, fn, case.rtol)
    return out


def _workloads(rng) -> dict:
    """name -> (source, inputs, numpy function, unit, amount of that unit per call)."""
    def mat(m, n):
        return rng.random((m, n), dtype=np.float32)

    def vec(n):
        return rng.random(n, dtype=np.float32)

    a4, a1, ao = mat(4096, 4096), mat(1024, 1024), mat(1900, 2100)
    m1, m2 = (mat(1024, 1024), mat(1024, 1024)), (mat(2048, 2048), mat(2048, 2048))
    return {
        "dot 64K": (DOT, (vec(1 << 16), vec(1 << 16)), np.dot, "GB/s", 8 << 16),
        "dot 16M": (DOT, (vec(1 << 24), vec(1 << 24)), np.dot, "GB/s", 8 << 24),
        "mv 4096": (MV, (a4, vec(4096)), lambda A, x: A @ x, "GB/s", 4 * a4.size),
        "mv 1024": (MV, (a1, vec(1024)), lambda A, x: A @ x, "GB/s", 4 * a1.size),
        "mvT 4096": (MVT, (a4, vec(4096)), lambda A, x: x @ A, "GB/s", 4 * a4.size),
        "atax 1900x2100": (ATAX, (ao, vec(2100)), lambda A, x: (A @ x) @ A, "GB/s", 8 * ao.size),
        "matmul 1024": (MATMUL, m1, lambda A, B: A @ B, "GFLOP/s", 2 * 1024 ** 3),
        "matmul 2048": (MATMUL, m2, lambda A, B: A @ B, "GFLOP/s", 2 * 2048 ** 3),
        # odd sizes: no multiple of a register block or a tile (issue 30's targets)
        "matmul 1000": (MATMUL, (mat(1000, 1000), mat(1000, 1000)), lambda A, B: A @ B, "GFLOP/s", 2 * 1000 ** 3),
        "matmul 1999": (MATMUL, (mat(1999, 1999), mat(1999, 1999)), lambda A, B: A @ B, "GFLOP/s", 2 * 1999 ** 3),
    }


def _target(options, vector_bytes: int | None, changes: dict):
    """The target ``options`` compile for, with the choices measured for ``vector_bytes`` (None:
    this machine's own) and ``changes`` as its ``Target.choices`` (which key the compiled code)."""
    from polyopt import tuning
    from polyopt.target import Target

    target = Target.for_options(options)
    base = {} if vector_bytes is None else dict(tuning._MEASURED[vector_bytes])
    return target.with_choices({**base, **changes}) if base or changes else target


def run(threads: int, repeat: int, only: list[str] | None, changes: dict | None = None,
        stat: str = "median", kernels: list[str] | None = None) -> list[dict]:
    import polyopt as po
    from polyopt.target import Target

    options = po.Options(num_threads=threads)
    mine = Target.for_options(options).vector_bytes
    other = 32 if mine >= 64 else 64
    rows = []
    rng = np.random.default_rng(0)
    loads = _kernel_workloads(kernels, rng) if kernels else _workloads(rng)
    for name, (src, args, ref, unit, amount, *lib) in loads.items():
        if only and not any(name.startswith(o) for o in only):
            continue
        entry, peer, rtol = lib or (None, None, 1e-3)
        if lib:  # a library kernel: inputs by keyword, its own reference and tolerance
            call = (lambda k, a=args: k(**a))
            want = ref(**args)
            want = want[0] if isinstance(want, tuple) and len(want) == 1 else want
        else:
            call = (lambda k, a=args: k(*a))
            want = ref(*(a.astype(np.float64) for a in args))
        methods = {}
        variants = [("polyopt", None, {})] + (
            [(f"polyopt ({', '.join(f'{k}={v}' for k, v in changes.items())})", None, changes)] if changes
            else [(f"polyopt ({other}-byte choices)", other, {})])
        for label, vb, change in variants:
            # tuned=False: the built-in choices, not those tune --machine stored for this machine
            k = po.compile(src, entry, options=options, target=_target(options, vb, change), tuned=False)
            got = call(k)  # compiles, with these choices
            pairs = zip(got, want) if isinstance(want, tuple) else [(got, want)]
            for g, w in pairs:
                np.testing.assert_allclose(g, w, rtol=max(rtol, 1e-3), atol=1e-3 * float(np.max(np.abs(w))),
                                           err_msg=f"{name}, {label}")
            methods[label] = lambda k=k, call=call: call(k)
        peer_name = "peer" if lib else "numpy"  # a library kernel's peer: torch, or numpy's reference
        methods[peer_name] = peer if peer is not None else (
            (lambda ref=ref, args=args: ref(**args)) if lib else (lambda ref=ref, args=args: ref(*args)))
        methods[peer_name]()
        pick = min if stat == "min" else median
        ms = {n: pick(v) * 1e3 for n, v in interleaved(methods, repeat, budget_s=3.0).items()}
        label = f"{name} ({'torch' if peer else 'numpy'})" if lib else name
        rows.append({"workload": label, "threads": threads, "unit": unit, "ms": ms,
                     "rate": {n: amount / (t * 1e-3) / 1e9 for n, t in ms.items()},
                     "polyopt_vs_numpy": ms[peer_name] / ms["polyopt"]})
    return rows


def _value(text: str):
    """A ``--set`` value: True, False, None, an integer, or a tuple of them written ``6x2``."""
    if text in ("True", "False", "None"):
        return {"True": True, "False": False, "None": None}[text]
    return tuple(int(v) for v in text.split("x")) if "x" in text else int(text)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.tuning_ab", description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=9)
    ap.add_argument("--only", help="comma-separated workload name prefixes (mv, mvT, atax, matmul)")
    ap.add_argument("--stat", choices=("median", "min"), default="median",
                    help="of each method's samples (min: the least disturbed call, for short calls on a busy machine)")
    ap.add_argument("--kernels", help="comma-separated library kernels (kernels/registry.py) at their benchmark "
                    "sizes instead of the built-in workloads, against PyTorch where it has them")
    ap.add_argument("--set", help="instead of the other vector unit's choices, this machine's with these changed: "
                    "key=value,... (polyopt/tuning.py's _MEASURED keys; integers, True/False/None, tuples as 6x2)")
    args = ap.parse_args(argv)
    changes = {k: _value(v) for k, v in (kv.split("=") for kv in args.set.split(","))} if args.set else None
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    from threadpoolctl import threadpool_limits

    from benchmarks.machine import cpu_model, simd
    print(f"{cpu_model()}, {simd()}; {args.stat} of {args.repeat} interleaved rounds; load average at start "
          f"{os.getloadavg()}")
    with threadpool_limits(limits=args.threads, user_api="blas"):
        rows = run(args.threads, args.repeat, args.only.split(",") if args.only else None, changes, args.stat,
                   args.kernels.split(",") if args.kernels else None)
    names = list(rows[0]["ms"]) if rows else []
    print("| workload | threads | " + " | ".join(f"{n} ms (rate)" for n in names) + " | polyopt / peer |")
    print("|---|---|" + "---|" * len(names) + "---|")
    for r in rows:
        cells = " | ".join(f"{r['ms'][n]:.3f} ({r['rate'][n]:.1f} {r['unit']})" for n in names)
        print(f"| {r['workload']} | {r['threads']} | {cells} | {r['polyopt_vs_numpy']:.2f} |")
    print(f"load average at end {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
