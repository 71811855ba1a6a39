"""``make demo``: compile a showcase kernel, show every stage, check it and time it.

Run with ``python -m polyopt.demo``.
"""

from __future__ import annotations

import time

import numpy as np

import polyopt as po

SOURCE = """\
# PolyBench 2mm: tmp = alpha * A * B;  Out = tmp * C + beta * D
def mm2(float(NI,NK) A, float(NK,NJ) B, float(NJ,NL) C, float(NI,NL) D, float alpha, float beta) -> (tmp, Out) {
    tmp(i, j) +=! alpha * A(i, k) * B(k, j)
    Out(i, l) +=! tmp(i, j) * C(j, l)
    Out(i, l) = Out(i, l) + beta * D(i, l)
}
"""


def _median_time(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return float(np.median(times))


def _section(title: str) -> None:
    print(f"\n=== {title} " + "=" * max(0, 70 - len(title)))


def main() -> None:
    sizes = dict(NI=360, NK=380, NJ=420, NL=440)
    _section("kernel text")
    print(SOURCE)
    t0 = time.perf_counter()
    k = po.compile(SOURCE, "mm2")
    _section("polyhedral model (parametric)")
    print(k.scop)

    rng = np.random.default_rng(0)
    A = rng.standard_normal((sizes["NI"], sizes["NK"]), dtype=np.float32)
    B = rng.standard_normal((sizes["NK"], sizes["NJ"]), dtype=np.float32)
    C = rng.standard_normal((sizes["NJ"], sizes["NL"]), dtype=np.float32)
    D = rng.standard_normal((sizes["NI"], sizes["NL"]), dtype=np.float32)
    alpha, beta = 1.5, 1.2
    tmp, out = k(A, B, C, D, alpha, beta)
    compile_s = time.perf_counter() - t0
    _section(f"schedule for {', '.join(f'{n}={v}' for n, v in sizes.items())}")
    print(k.schedule)
    _section("generated C")
    print(k.source)

    _section("check against numpy")
    want_tmp = alpha * (A.astype(np.float64) @ B)
    want = want_tmp @ C + beta * D
    err = max(float(np.abs(tmp - want_tmp).max() / np.abs(want_tmp).max()),
              float(np.abs(out - want).max() / np.abs(want).max()))
    ok = err < 1e-4
    print(f"max relative error {err:.2e}: {'OK' if ok else 'MISMATCH'}")

    _section("what the optimizer did")
    print(k.explain())

    _section("timing (median of 5)")
    base = po.compile(SOURCE, "mm2", options=po.Options(schedule="program", parallel=False))
    base(A, B, C, D, alpha, beta)
    t_po = _median_time(lambda: k(A, B, C, D, alpha, beta))
    t_base = _median_time(lambda: base(A, B, C, D, alpha, beta))
    t_np = _median_time(lambda: (alpha * (A @ B)) @ C + beta * D)
    flops = 2 * sizes["NI"] * sizes["NJ"] * (sizes["NK"] + sizes["NL"])
    print(f"compile + first call:       {compile_s * 1e3:8.1f} ms")
    for name, t in (("polyopt (auto schedule)", t_po), ("polyopt (program order)", t_base), ("numpy (BLAS)", t_np)):
        print(f"{name + ':':27} {t * 1e3:8.3f} ms  ({flops / t / 1e9:6.2f} GFLOP/s)")
    if not ok:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
