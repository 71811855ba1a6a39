"""Generated C against generated C (two checkouts, or two choices) and PyTorch, one kernel of the
library, one thread, in one process.

``gen`` writes the C that a checkout generates for a case at its bench sizes (one thread, or
``--threads N``); ``time`` builds each file alike (polyopt's default cflags), calls it through
ctypes with the case's inputs, checks its outputs against the case's reference, then times every
file and PyTorch's version of the case round-robin, one call each per round, in thread CPU time
(a shared machine's other jobs then cost only what they take from the caches; with ``--threads
N`` > 1, wall time, torch given N threads too), and prints min and median per method::

    git archive 8bbe35b | tar -x -C /tmp/before
    PYTHONPATH=/tmp/before python -m benchmarks.c_ab gen conv2d_same /tmp/same.before.c
    python -m benchmarks.c_ab gen conv2d_same /tmp/same.after.c
    python -m benchmarks.c_ab time conv2d_same /tmp/same.before.c /tmp/same.after.c --rounds 21
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np


def generate(name: str, sizes: dict[str, int], threads: int = 1) -> str:
    """The C of case ``name`` at ``sizes``, for ``threads`` threads."""
    import polyopt as po
    from kernels.registry import by_name, source

    case = by_name(name)
    return po.compile(source(case), case.entry, options=po.Options(num_threads=threads)).specialize(**sizes).source


def build(path: str, entry: str, folder: str):
    """The function ``k_<entry>`` of the C file ``path``, built into ``folder``, and its parameter
    names (arrays ``a_I`` and scalars ``p_alpha`` -> ``I``, ``alpha``)."""
    from polyopt.options import DEFAULT_CFLAGS

    text = open(path, encoding="utf-8").read()
    m = re.search(rf"int k_{entry}\(([^)]*)\)", text)
    if m is None:
        raise SystemExit(f"{path}: no function k_{entry}")
    decls = [re.fullmatch(r"(.*?)\b([ap])_(\w+)", p.strip()) for p in m.group(1).split(",")]
    params = [d.group(3) for d in decls]
    so = os.path.join(folder, f"{len(os.listdir(folder))}.so")
    # -lm as the runtime links: libmvec's vector expf too (softmax's C failed to load without it)
    subprocess.run(["gcc", *DEFAULT_CFLAGS, "-shared", "-fPIC", path, "-o", so, "-lm"], check=True)
    fn = getattr(ctypes.CDLL(so), f"k_{entry}")
    fn.argtypes = [ctypes.c_void_p if d.group(2) == "a" else _SCALARS[d.group(1).split()[-1]] for d in decls]
    return fn, params


COLD_BYTES = 256 << 20  # ``compare(cold=True)``: data read between calls, 8 times a 32 MiB L3

_SCALARS = {"float": ctypes.c_float, "double": ctypes.c_double, "int32_t": ctypes.c_int32, "int64_t": ctypes.c_int64,
            "int": ctypes.c_int}


def _buffers(case, sizes: dict[str, int]) -> tuple[dict, dict]:
    """Zeroed buffers for the kernel's outputs and temporaries, shaped as the C function takes them
    (an output stored modulo a few steps, durbin's ``y``, is larger than what a call returns),
    each on a cache line as polyopt's own outputs are (``runtime.outputs``: numpy's large arrays
    start 16 bytes past a page, and the streaming stores of a transpose then fall back to plain
    ones, 2.2x slower), and each output's returned view (``poly.returns.returned``)."""
    import polyopt as po
    from kernels.registry import source
    from polyopt.poly.returns import returned
    from polyopt.runtime import outputs

    kernel = po.compile(source(case), case.entry).specialize(**sizes)
    tensors = kernel.scop.checked.tensors
    bufs = {}
    for t in (*kernel.scop.checked.outputs, *kernel.scop.checked.temps):
        dtype = tensors[t].dtype
        bufs[t] = outputs.empty(kernel.buffer_shape(t), np.float32 if dtype == "float" else np.dtype(dtype))
        bufs[t].fill(0)
    views = {t: returned(bufs[t], kernel.kept.get(t)) for t in kernel.scop.checked.outputs}
    return bufs, views


def timed(methods: dict, rounds: int, clock=time.thread_time, flush=None) -> dict[str, list[float]]:
    """Seconds of each method's calls on ``clock`` (thread CPU time; wall time where other
    threads work too), ``rounds`` rounds round-robin (each call after an untimed one of the same
    method, so that it finds its own data in the caches; after ``flush`` instead, where given)."""
    names, samples = list(methods), {n: [] for n in methods}
    for r in range(rounds):
        for n in names[r % len(names):] + names[:r % len(names)]:
            (flush or methods[n])()
            t0 = clock()
            methods[n]()
            samples[n].append(clock() - t0)
    return samples


# numpy's own form of the contractions it has one for (its BLAS: OpenBLAS in this venv)
NUMPY = {"matmul": lambda A, B: A @ B, "matmul_tn": lambda A, B: A.T @ B, "matmul_nt": lambda A, B: A @ B.T,
         "batch_matmul": lambda X, Y: np.matmul(X, Y),
         "bicg": lambda A, p, r: (r @ A, A @ p), "mvt": lambda A, x1, x2, y1, y2: (x1 + A @ y1, x2 + y2 @ A),
         "atax": lambda A, x: (A @ x) @ A}


def compare(name: str, files: list[str], sizes: dict[str, int], rounds: int,
            with_torch: bool = True, threads: int = 1, with_numpy: bool = False, check: bool = True,
            cold: bool = False) -> dict[str, dict[str, float]]:
    """``{method: {"min_ms", "median_ms", "gflops"}}`` for each file and for torch (when it imports),
    and numpy where ``with_numpy`` and ``NUMPY`` has the case (its BLAS held to ``threads``).
    ``check=False``: outputs not checked (a variant with a part of the work left out, to see what
    that part costs); ``cold``: each timed call after a pass over ``COLD_BYTES`` of other data, so
    that it reads its inputs from memory (an input that fits the last-level cache stays there from
    one call to the next otherwise)."""
    from benchmarks import peers
    from kernels.registry import by_name

    case = by_name(name)
    inputs = case.make_inputs(sizes, np.random.default_rng(0))
    want = case.reference(**inputs)
    want = want if isinstance(want, tuple) else (want,)
    methods = {}
    # every file gets the same arrays: a DRAM-sized output in other pages (numpy's 4 KiB pages where
    # no huge page is free) moved softmax's time by 20-40% from one file to the next
    buffers, views = _buffers(case, sizes)
    shared = {**{k: np.asarray(v) for k, v in inputs.items()}, **buffers}
    with tempfile.TemporaryDirectory() as folder:
        for path in files:
            fn, params = build(path, case.entry, folder)
            missing = [p for p in params if p not in shared]
            if missing:
                raise SystemExit(f"{path}: parameters {missing} are neither inputs nor the kernel's buffers")
            arrays = shared
            for b in buffers.values():
                b.fill(0)
            if not all(arrays[p].flags.c_contiguous for p in params):
                raise SystemExit(f"{name}: an input is not C-contiguous")
            # (a scalar output, dot's, is a buffer too: its address, not its value)
            args = [arrays[p].ctypes.data if arrays[p].ndim or p in buffers else arrays[p].item() for p in params]
            fn(*args)
            for got, w in zip(views.values(), want if check else ()):
                np.testing.assert_allclose(got, w, rtol=case.rtol, atol=case.rtol * float(np.abs(w).max(initial=1.0)),
                                           err_msg=path)
            label = os.path.basename(path) if os.path.basename(path) not in methods else path
            methods[label] = lambda fn=fn, args=args, keep=arrays: fn(*args)
        torch = peers.torch_module() if with_torch else None
        if torch is not None:
            torch.set_num_threads(threads)
            fn = peers.torch_method(torch, name, inputs)
            if fn is not None:
                fn()
                methods["torch"] = fn
        if with_numpy and name in NUMPY:
            from threadpoolctl import threadpool_limits

            threadpool_limits(threads)
            operands = tuple(inputs.values())
            methods["numpy"] = lambda f=NUMPY[name], a=operands: f(*a)
        other = np.ones(COLD_BYTES // 8) if cold else None
        samples = timed(methods, rounds, time.thread_time if threads == 1 else time.perf_counter,
                        flush=(lambda: other.sum()) if cold else None)
    flops = case.flops(sizes) if case.flops else None
    return {n: {"min_ms": min(v) * 1e3, "median_ms": statistics.median(v) * 1e3,
                "gflops": flops / min(v) / 1e9 if flops else float("nan")} for n, v in samples.items()}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.c_ab", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="write this checkout's C for a case")
    g.add_argument("case")
    g.add_argument("out")
    t = sub.add_parser("time", help="time C files (and torch) on a case's inputs")
    t.add_argument("case")
    t.add_argument("files", nargs="+")
    t.add_argument("--rounds", type=int, default=21)
    t.add_argument("--no-torch", action="store_true", help="without torch")
    t.add_argument("--numpy", action="store_true", help="numpy's own form as well (matmul and its kin)")
    t.add_argument("--unchecked", action="store_true", help="outputs not checked (a variant with work left out)")
    t.add_argument("--cold", action="store_true", help="each timed call after reading 256 MiB of other data")
    for p in (g, t):
        p.add_argument("--sizes", default="{}", help="JSON: sizes that replace the case's bench sizes")
        p.add_argument("--threads", type=int, default=1, help="threads (C and torch); > 1: timed in wall time")
    args = ap.parse_args(argv)
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    from kernels.registry import by_name

    sizes = {**by_name(args.case).bench_sizes, **json.loads(args.sizes)}
    if args.cmd == "gen":
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(generate(args.case, sizes, args.threads))
        return 0
    print(f"{args.case} {sizes}; load average at start {os.getloadavg()}")
    res = compare(args.case, args.files, sizes, args.rounds, with_torch=not args.no_torch, threads=args.threads,
                  with_numpy=args.numpy, check=not args.unchecked, cold=args.cold)
    peer = "numpy" if "numpy" in res else "torch"
    base = res.get(peer)
    for n, r in res.items():
        ratio = f", {peer} / it {base['min_ms'] / r['min_ms']:.2f} (medians {base['median_ms'] / r['median_ms']:.2f})" \
            if base else ""
        print(f"{n}: min {r['min_ms']:.2f} ms, median {r['median_ms']:.2f} ms, {r['gflops']:.1f} GFLOP/s{ratio}")
    print(f"load average at end {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
