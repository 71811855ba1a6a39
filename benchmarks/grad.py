"""Backward kernels: polyopt.grad's gradients against PyTorch's CPU backward, in one run.

Convolution backward-data (d_I) and backward-weights (d_Wt) of kernels/conv.tc's 3x3 "same" and
stride-2 convolutions, matmul's d_A and d_B, and softmax's d_X. PyTorch runs the ATen backward ops
its autograd would run (``convolution_backward`` with one output asked for, two matmuls,
``_softmax_backward_data`` from the saved output); polyopt's gradient kernels recompute what they
need (softmax's gradient recomputes the max, the exponentials and the sum from X). Methods are
interleaved (``benchmarks.timing``), both on ``--threads`` threads.

    .venv/bin/python -m benchmarks.grad [--quick] [--repeat 7] [--threads 2]
"""

from __future__ import annotations

import argparse
import platform
import time

import numpy as np

from benchmarks.timing import interleaved, median
from kernels.registry import by_name, source


def _cases(quick: bool):
    n, c, hw = (2, 32, 28) if quick else (8, 64, 56)
    mm = 256 if quick else 1024
    sm = (512, 512) if quick else (4096, 1024)
    conv_sizes = {"N": n, "C": c, "K": c, "H": hw, "W": hw}
    yield "conv2d_same d_I", "conv2d_same", "I", conv_sizes, ("conv", 1, 1, (True, False, False))
    yield "conv2d_same d_Wt", "conv2d_same", "Wt", conv_sizes, ("conv", 1, 1, (False, True, False))
    s2 = dict(conv_sizes, KH=3, KW=3)
    yield "conv2d_stride2 d_I", "conv2d_stride2", "I", s2, ("conv", 2, 0, (True, False, False))
    yield "conv2d_stride2 d_Wt", "conv2d_stride2", "Wt", s2, ("conv", 2, 0, (False, True, False))
    yield "matmul d_A, d_B", "matmul", None, {"M": mm, "K": mm, "N": mm}, ("matmul",)
    yield "softmax d_X", "softmax", None, {"N": sm[0], "D": sm[1]}, ("softmax",)


def _torch_backward(torch, spec, ins: dict, seed):
    """A closure running PyTorch's backward op(s) for the case."""
    t = {k: torch.from_numpy(v) for k, v in ins.items() if isinstance(v, np.ndarray)}
    d = torch.from_numpy(seed)
    if spec[0] == "conv":
        _, stride, pad, mask = spec
        i, w = t["I"], t["Wt"]
        return lambda: torch.ops.aten.convolution_backward(d, i, w, None, [stride] * 2, [pad] * 2, [1, 1], False,
                                                           [0, 0], 1, list(mask))
    if spec[0] == "matmul":
        a, b = t["A"], t["B"]
        return lambda: (d @ b.T, a.T @ d)
    x = t["X"]
    y = torch.softmax(x, 1)
    return lambda: torch._softmax_backward_data(d, y, 1, x.dtype)


def run(quick: bool, repeat: int, threads: int) -> list[dict]:
    import polyopt as po
    try:
        import torch
        torch.set_num_threads(threads)
    except ImportError:
        torch = None
    options = po.Options(num_threads=threads)
    rows = []
    for label, name, wrt, sizes, spec in _cases(quick):
        case = by_name(name)
        ins = case.make_inputs(sizes, np.random.default_rng(0))
        fwd = po.compile(source(case), case.entry, options=options)
        out = fwd(**ins)
        seed = np.random.default_rng(1).standard_normal(out.shape).astype(np.float32)
        t0 = time.perf_counter()
        g = po.grad(source(case), case.entry, wrt, options=options)
        args = {**ins, g.spec.seeds[0][0]: seed}
        g(**args)  # compiles
        compile_s = time.perf_counter() - t0
        methods = {"polyopt": lambda g=g, args=args: g(**args)}
        if torch is not None:
            tb = _torch_backward(torch, spec, ins, seed)
            tb()
            methods["torch"] = tb
        samples = interleaved(methods, repeat, budget_s=30.0)
        row = {"case": label, "sizes": sizes, "compile_s": compile_s,
               **{k: median(v) for k, v in samples.items()}, "samples": {k: len(v) for k, v in samples.items()}}
        rows.append(row)
        print(_line(row), flush=True)
    return rows


def _line(r: dict) -> str:
    ours, theirs = r["polyopt"] * 1e3, (r.get("torch") or 0) * 1e3
    speed = f"{theirs / ours:.2f}x" if theirs else "-"
    size = ", ".join(f"{k}={v}" for k, v in r["sizes"].items())
    torch_ms = f"{theirs:.2f}" if theirs else "-"
    return f"| {r['case']} | {size} | {ours:.2f} | {torch_ms} | {speed} | {r['compile_s']:.1f} |"


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args(argv)
    print(f"# backward kernels, {platform.processor() or platform.machine()}, {a.threads} threads, "
          f"median of up to {a.repeat} interleaved runs")
    print("| gradient | sizes | polyopt ms | PyTorch ms | polyopt speed vs PyTorch | polyopt compile s |")
    print("|---|---|---|---|---|---|")
    run(a.quick, a.repeat, a.threads)


if __name__ == "__main__":
    main()
