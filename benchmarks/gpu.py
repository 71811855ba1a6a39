"""GPU mode of the benchmarks: polyopt ``target="cuda"`` against torch in one process, on torch CUDA
tensors passed straight to the kernel call (no host copies).

    python -m benchmarks.gpu [--repeat N] [--jsonl FILE] [NAME ...]   # names: mv softmax transpose
                                        # layernorm bnmoments gelu_silu mm4096 mm4095 mm1000 bmm conv3x3
    python -m benchmarks.run --gpu [NAME ...]             # the same

Prints a Markdown table (card name, device-to-device copy bandwidth measured with torch, per
workload the medians of polyopt's kernels alone (``polyopt.runtime.cuda.launcher``), of the
public call ``k(*tensors)`` (argument checks, output allocation, synchronization) and of torch,
polyopt / torch speed, polyopt's GB/s and % of the copy bandwidth, or for the contractions its
TF/s (torch: cuBLAS and cuDNN, TF32 off), the relative error against torch). Without torch, a
CUDA GPU or pycuda it prints why and exits 0 (a benchmark, not a test). Record results in benchmarks/RESULTS.md.
``--jsonl FILE`` appends one JSON object per row as it is measured (and one for the card first):
``benchmarks/gpu_session.py`` reads them, so a run killed by its time limit keeps the rows it finished.
A workload that raises is an ERROR row (its message under the table), and the run goes on.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import numpy as np

# name, source, entry, sizes -> inputs (torch), torch reference, bytes moved (each array once) or,
# negated, the FLOPs of a contraction
WORKLOADS = {
    "mv": ("def mv(float(M, N) A, float(N) x) -> (y) {\n y(i) +=! A(i, j) * x(j)\n}", "mv",
           {"M": 16384, "N": 16384}),
    "softmax": (None, "softmax", {"N": 8192, "D": 8192}),
    "transpose": ("def tr(float(M, N) A) -> (T) {\n T(j, i) = A(i, j)\n}", "tr", {"M": 8192, "N": 8192}),
    "layernorm": (None, "layernorm", {"N": 8192, "D": 8192}),
    "bnmoments": (None, "batchnorm_moments", {"N": 32, "C": 64, "H": 56, "W": 56}),
    # the same at 411 MB: the 25 MB above is read in a few microseconds, about a launch's latency
    "bnmoments_big": (None, "batchnorm_moments", {"N": 64, "C": 128, "H": 112, "W": 112}),
    "gelu_silu": (None, "gelu_silu", {"N": 8192, "D": 8192}),
    "mm4096": (None, "matmul", {"M": 4096, "K": 4096, "N": 4096}),
    "mm4095": (None, "matmul", {"M": 4095, "K": 4095, "N": 4095}),
    "mm1000": (None, "matmul", {"M": 1000, "K": 999, "N": 1001}),
    "bmm": ("def bmm(float(B, M, K) A, float(B, K, N) X) -> (C) {\n C(b, i, j) +=! A(b, i, k) * X(b, k, j)\n}",
            "bmm", {"B": 32, "M": 512, "K": 512, "N": 512}),
    "conv3x3": ("def conv(float(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {\n"
                " O(n, k, h, w) +=! I(n, c, h + r, w + s) * Wt(k, c, r, s)\n}",
                "conv", {"N": 32, "C": 64, "H": 56, "W": 56, "K": 64}),
}


# --cpu-check: each workload at sizes that still cross a tile, on the CPU
SMALL = {"mv": {"M": 37, "N": 70}, "softmax": {"N": 5, "D": 67}, "transpose": {"M": 37, "N": 70},
         "layernorm": {"N": 5, "D": 67}, "bnmoments": {"N": 2, "C": 3, "H": 5, "W": 7},
         "bnmoments_big": {"N": 2, "C": 3, "H": 5, "W": 7},
         "gelu_silu": {"N": 5, "D": 67}, "mm4096": {"M": 37, "K": 29, "N": 70}, "mm4095": {"M": 7, "K": 5, "N": 3},
         "mm1000": {"M": 10, "K": 9, "N": 11}, "bmm": {"B": 2, "M": 9, "K": 7, "N": 5},
         "conv3x3": {"N": 2, "C": 3, "H": 7, "W": 6, "K": 4}}


def _inputs(torch, name: str, s: dict[str, int], device: str = "cuda"):
    def r(*shape):
        return torch.rand(*shape, device=device, dtype=torch.float32)
    if name == "mv":
        args = (r(s["M"], s["N"]), r(s["N"]))
        return args, lambda: args[0] @ args[1], 4 * (s["M"] * s["N"] + s["N"] + s["M"])
    if name == "softmax":
        args = (r(s["N"], s["D"]),)
        return args, lambda: torch.softmax(args[0], 1), 8 * s["N"] * s["D"]
    if name == "transpose":
        args = (r(s["M"], s["N"]),)
        return args, lambda: args[0].t().contiguous(), 8 * s["M"] * s["N"]
    if name == "layernorm":
        args = (r(s["N"], s["D"]), r(s["D"]), r(s["D"]), 1e-5)
        return args, lambda: torch.nn.functional.layer_norm(args[0], (s["D"],), args[1], args[2], 1e-5), \
            8 * s["N"] * s["D"]
    if name == "gelu_silu":
        args = (r(s["N"], s["D"]) * 4 - 2,)
        f = torch.nn.functional
        return args, lambda: (f.gelu(args[0]), f.silu(args[0])), 12 * s["N"] * s["D"]
    if name.startswith("mm"):
        args = (r(s["M"], s["K"]), r(s["K"], s["N"]))
        return args, lambda: args[0] @ args[1], -2.0 * s["M"] * s["K"] * s["N"]
    if name == "bmm":
        args = (r(s["B"], s["M"], s["K"]), r(s["B"], s["K"], s["N"]))
        return args, lambda: torch.bmm(*args), -2.0 * s["B"] * s["M"] * s["K"] * s["N"]
    if name == "conv3x3":
        args = (r(s["N"], s["C"], s["H"], s["W"]), r(s["K"], s["C"], 3, 3))
        return args, lambda: torch.nn.functional.conv2d(*args), \
            -2.0 * s["N"] * s["K"] * (s["H"] - 2) * (s["W"] - 2) * s["C"] * 9
    n = s["N"] * s["C"] * s["H"] * s["W"]
    args = (r(s["N"], s["C"], s["H"], s["W"]),)
    return args, lambda: torch.var_mean(args[0], dim=(0, 2, 3), correction=0)[::-1], 4 * n


def _median(torch, f, repeat: int) -> float:
    f()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeat):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        f()
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t0)
    return sorted(times)[len(times) // 2]


def copy_bandwidth(torch, repeat: int) -> float:
    """GB/s of torch's device-to-device copy of 256 MiB (read + write)."""
    src = torch.empty(1 << 28, dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    return 2 * src.numel() / _median(torch, lambda: dst.copy_(src), repeat) / 1e9


def why_not() -> str | None:
    """None where the GPU mode can run, else the reason."""
    try:
        import torch
    except ImportError:
        return "torch is not installed"
    if not torch.cuda.is_available():
        return "torch sees no CUDA GPU"
    from polyopt.runtime import cuda as cuda_rt
    return cuda_rt.unavailable_reason()


HEADER = ("| workload | polyopt kernels ms | polyopt call ms | torch ms | polyopt / torch speed (kernels; call) "
          "| polyopt GB/s (or TF/s) | % of copy | rel. error |\n|---|---|---|---|---|---|---|---|")


def row_text(r: dict) -> str:
    """The Markdown row of a record of ``measure`` (or of an ERROR record)."""
    if "error" in r and "kernels_s" not in r:
        return f"| {r['name']} {r.get('sizes', '')}".rstrip() + " | ERROR | | | | | | |"
    tk, tc, tt, nbytes = r["kernels_s"], r["call_s"], r["torch_s"], r["bytes"]
    rate = f"{-nbytes / tk / 1e12:.1f} TF/s | -" if nbytes < 0 else \
        f"{nbytes / tk / 1e9:.0f} | {100 * nbytes / tk / 1e9 / r['copy_gbs']:.0f}%"
    return (f"| {r['name']} {r['sizes']} | {tk * 1e3:.3f} | {tc * 1e3:.3f} | {tt * 1e3:.3f} | "
            f"{tt / tk:.2f}; {tt / tc:.2f} | {rate} | {r['rel_error']:.1e} |")


def measure(torch, name: str, repeat: int, copy_bw: float) -> dict:
    """One workload: polyopt's kernels alone, its public call and torch (medians), the error."""
    import polyopt as po
    from kernels.registry import by_name, source
    from polyopt.runtime import cuda as cuda_rt
    text, entry, sizes = WORKLOADS[name]
    k = po.compile(text or source(by_name(entry)), entry, target="cuda")
    args, ref, nbytes = _inputs(torch, name, sizes)
    want = ref()
    got = k(*args)
    got, want = (got if isinstance(got, tuple) else (got,)), (want if isinstance(want, tuple) else (want,))
    err = max(float((g - w).norm() / max(float(w.norm()), 1e-30)) for g, w in zip(got, want))
    comp = k.specialize(**sizes)
    arrays = {**{p.name: v for p, v in zip(k.definition.params, args)}, **dict(zip(k.checked.outputs, got))}
    tk = _median(torch, cuda_rt.launcher(comp, arrays), repeat)  # the kernels alone
    tc = _median(torch, lambda: k(*args), repeat)  # the public call: checks, allocation
    tt = _median(torch, ref, repeat)
    return {"name": name, "sizes": "x".join(map(str, sizes.values())), "kernels_s": tk, "call_s": tc, "torch_s": tt,
            "bytes": nbytes, "copy_gbs": copy_bw, "rel_error": err, "repeat": repeat}


def cpu_check(names: list[str]) -> int:
    """Each workload's torch reference against polyopt's kernel compiled for the CPU (target "c"),
    at the small sizes of ``SMALL``: a reference that computes something else would fail every
    row on the GPU. Prints one line per workload; 1 if any differs."""
    try:
        import torch
    except ImportError:
        print("benchmarks.gpu --cpu-check: skipped: torch is not installed")
        return 0
    import polyopt as po
    from kernels.registry import by_name, source
    status = 0
    for name in names:
        text, entry, _ = WORKLOADS[name]
        sizes = SMALL[name]
        k = po.compile(text or source(by_name(entry)), entry)
        args, ref, _ = _inputs(torch, name, sizes, device="cpu")
        want = ref()
        want = want if isinstance(want, tuple) else (want,)
        got = k(*[a.numpy() if isinstance(a, torch.Tensor) else a for a in args])
        got = got if isinstance(got, tuple) else (got,)
        err = max(float(np.linalg.norm(g - w.numpy()) / max(float(np.linalg.norm(w.numpy())), 1e-30))
                  for g, w in zip(got, want))
        ok = len(got) == len(want) and err <= 1e-5
        status |= not ok
        print(f"{name} {sizes}: polyopt (CPU) against the torch reference: rel. error {err:.1e} "
              f"{'ok' if ok else 'DIFFERS'}", flush=True)
    return status


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.gpu", description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help=f"workloads (default all): {' '.join(WORKLOADS)}")
    ap.add_argument("--repeat", type=int, default=21)
    ap.add_argument("--jsonl", help="append one JSON object per measured row (and the card's first) to this file")
    ap.add_argument("--cpu-check", action="store_true", help="no GPU needed: check each workload's torch reference "
                    "against polyopt's CPU kernel at small sizes")
    a = ap.parse_args(argv)
    unknown = [n for n in a.names if n not in WORKLOADS]
    if unknown:
        ap.error(f"unknown workload(s) {', '.join(unknown)}; known: {' '.join(WORKLOADS)}")
    if a.cpu_check:
        return cpu_check(a.names or list(WORKLOADS))
    reason = why_not()
    if reason is not None:
        print(f"benchmarks.gpu: skipped: {reason}")
        return 0
    import torch

    def record(r: dict) -> None:
        if a.jsonl:
            with open(a.jsonl, "a") as f:
                f.write(json.dumps(r) + "\n")

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    copy_bw = copy_bandwidth(torch, a.repeat)
    card = torch.cuda.get_device_name()
    record({"card": card, "copy_gbs": copy_bw, "torch": torch.__version__})
    print(f"{card}: device-to-device copy {copy_bw:.0f} GB/s (read + write, torch)\n")
    print(HEADER)
    status, errors = 0, []
    for name in a.names or list(WORKLOADS):
        print(f"(measuring {name})", file=sys.stderr, flush=True)  # (the row a time limit stopped at)
        try:
            r = measure(torch, name, a.repeat, copy_bw)
        except Exception as e:  # noqa: BLE001 - a benchmark: the row says ERROR, the others still run
            r = {"name": name, "sizes": "x".join(map(str, WORKLOADS[name][2].values())),
                 "error": f"{type(e).__name__}: {e}"}
            errors.append(f"{name}: {r['error']}")
        record(r)
        print(row_text(r), flush=True)
        status |= "error" in r or r["rel_error"] > 1e-4
    for e in errors:
        print(f"\nERROR {e}")
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
