"""STREAM-like triad bandwidth, measured in the same run as the kernels it is compared with.

``a = b + s*c`` over float64 arrays much larger than the last-level cache, counted as STREAM
counts it: 24 bytes per element (read b, read c, write a; write-allocate traffic not counted).
Two implementations, interleaved: numpy (in place, ``np.multiply(c, s, out=a); a += b``: one
thread, two passes over ``a``) and a polyopt triad kernel with plain stores, as gcc compiles
STREAM's own ``stream.c``. The best of the two is the machine's STREAM figure that memory-bound
kernels are compared with. A third, polyopt's triad as it compiles by default (its output
streamed past the cache: no line read before it is written), is reported beside it
(``streamed_gbs``), not used as the reference: on a Zen 5 thread 54 GB/s against 41 plain.
"""

from __future__ import annotations

import numpy as np

from benchmarks.timing import interleaved, median

TRIAD_SRC = "def triad(double(N) B, double(N) C, double s) -> (A) { A(i) = B(i) + s * C(i) }"


def triad(n: int, repeat: int, num_threads: int) -> dict:
    """Triad GB/s for numpy and polyopt at ``n`` float64 elements; ``best`` is the larger."""
    import polyopt as po

    rng = np.random.default_rng(1)
    b, c = rng.random(n), rng.random(n)
    a_np, a_po, a_nt = np.zeros(n), np.zeros(n), np.zeros(n)  # touched, so no page faults while timing
    s = 3.0
    kernel = po.compile(TRIAD_SRC, options=po.Options(num_threads=num_threads, stream_stores=False))
    streamed = po.compile(TRIAD_SRC, options=po.Options(num_threads=num_threads))

    def numpy_triad():
        np.multiply(c, s, out=a_np)
        np.add(a_np, b, out=a_np)

    def polyopt_triad():
        kernel(B=b, C=c, s=s, out=a_po)

    def streamed_triad():
        streamed(B=b, C=c, s=s, out=a_nt)

    numpy_triad()
    polyopt_triad()  # compiles
    streamed_triad()
    ok = bool(np.allclose(a_po, b + s * c)) and bool(np.allclose(a_np, a_po)) and bool(np.array_equal(a_po, a_nt))
    samples = interleaved({"numpy": numpy_triad, "polyopt": polyopt_triad, "streamed": streamed_triad}, repeat,
                          budget_s=60.0)
    nbytes = 24.0 * n
    gbs = {k: nbytes / median(v) / 1e9 for k, v in samples.items()}
    return {"n": n, "array_mib": n * 8 / 2**20, "bytes": nbytes, "numpy_gbs": gbs["numpy"],
            "polyopt_gbs": gbs["polyopt"], "best_gbs": max(gbs["numpy"], gbs["polyopt"]),
            "streamed_gbs": gbs["streamed"], "correct": ok, "samples_s": samples}
