"""The 30 PolyBench/C 4.2.1 kernels: sizes, inputs, the plain C (baseline.c) and polyopt's
(kernels.tc) side by side.

Each ``Case`` makes PolyBench-like inputs for sizes, runs PolyBench's loop nest (``c``: on copies,
in place as PolyBench does) and polyopt's kernel (``po``: the keyword arguments of the call), and
compares the results in PolyBench's output order.
"""

from __future__ import annotations

import math
import pathlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

HERE = pathlib.Path(__file__).parent
F8 = np.float64


@dataclass(frozen=True)
class Case:
    name: str
    large: dict[str, int]          # PolyBench's LARGE_DATASET
    small: dict[str, int]          # awkward small sizes for checking
    macros: Callable[[dict], dict]  # the C macros of baseline.c for sizes
    inputs: Callable[[dict, np.random.Generator], dict]
    c: Callable                    # (fn, ffi, inputs, sizes) -> results, on copies
    po: Callable[[dict, dict], dict] = None  # inputs, sizes -> polyopt keyword arguments (default: inputs)
    rtol: float = 1e-8
    tags: frozenset = field(default_factory=frozenset)
    compared: Callable[[tuple, dict], tuple] | None = None  # the parts of the results that are compared

    def compare(self, results: tuple, sizes: dict) -> tuple:
        return tuple(np.asarray(r) for r in (results if self.compared is None else self.compared(results, sizes)))

    def po_args(self, inputs: dict, sizes: dict) -> dict:
        return dict(inputs) if self.po is None else self.po(inputs, sizes)


def _p(ffi, a: np.ndarray):
    """A pointer to ``a``'s data that keeps ``a`` alive for the call."""
    return ffi.from_buffer("double[]", a)


def _u(rng, *shape):
    return rng.uniform(0, 1, shape)


def _spd(rng, n):
    m = rng.uniform(0, 1, (n, n))
    return m @ m.T / n + np.eye(n)


def _steps(s):
    return np.zeros(s["T"])


# ---- kernels -------------------------------------------------------------------------------------

def _c_correlation(fn, ffi, x, s):
    data = x["data"].copy()
    corr = np.zeros((s["M"], s["M"]))
    fn(_p(ffi, data), _p(ffi, corr), _p(ffi, np.zeros(s["M"])), _p(ffi, np.zeros(s["M"])))
    return (corr,)


def _c_covariance(fn, ffi, x, s):
    data = x["data"].copy()
    cov = np.zeros((s["M"], s["M"]))
    fn(_p(ffi, data), _p(ffi, cov), _p(ffi, np.zeros(s["M"])))
    return (cov,)


def _c_2mm(fn, ffi, x, s):
    d = x["D"].copy()
    fn(x["alpha"], x["beta"], _p(ffi, np.zeros((s["NI"], s["NJ"]))), _p(ffi, x["A"]), _p(ffi, x["B"]),
       _p(ffi, x["C"]), _p(ffi, d))
    return (d,)


def _c_3mm(fn, ffi, x, s):
    g = np.zeros((s["NI"], s["NL"]))
    fn(_p(ffi, np.zeros((s["NI"], s["NJ"]))), _p(ffi, x["A"]), _p(ffi, x["B"]), _p(ffi, np.zeros((s["NJ"], s["NL"]))),
       _p(ffi, x["C"]), _p(ffi, x["D"]), _p(ffi, g))
    return (g,)


def _c_atax(fn, ffi, x, s):
    y = np.zeros(s["N"])
    fn(_p(ffi, x["A"]), _p(ffi, x["x"]), _p(ffi, y), _p(ffi, np.zeros(s["M"])))
    return (y,)


def _c_bicg(fn, ffi, x, s):
    sv, q = np.zeros(s["M"]), np.zeros(s["N"])
    fn(_p(ffi, x["A"]), _p(ffi, sv), _p(ffi, q), _p(ffi, x["p"]), _p(ffi, x["r"]))
    return sv, q


def _c_doitgen(fn, ffi, x, s):
    a = x["A"].copy()
    fn(_p(ffi, a), _p(ffi, x["C4"]), _p(ffi, np.zeros(s["NP"])))
    return (a,)


def _c_mvt(fn, ffi, x, s):
    x1, x2 = x["x1"].copy(), x["x2"].copy()
    fn(_p(ffi, x1), _p(ffi, x2), _p(ffi, x["y1"]), _p(ffi, x["y2"]), _p(ffi, x["A"]))
    return x1, x2


def _c_gemm(fn, ffi, x, s):
    c = x["C"].copy()
    fn(x["alpha"], x["beta"], _p(ffi, c), _p(ffi, x["A"]), _p(ffi, x["B"]))
    return (c,)


def _c_gemver(fn, ffi, x, s):
    a, xx, w = x["A"].copy(), x["x0"].copy(), x["w0"].copy()
    fn(x["alpha"], x["beta"], _p(ffi, a), _p(ffi, x["u1"]), _p(ffi, x["v1"]), _p(ffi, x["u2"]), _p(ffi, x["v2"]),
       _p(ffi, w), _p(ffi, xx), _p(ffi, x["y"]), _p(ffi, x["z"]))
    return a, xx, w


def _c_gesummv(fn, ffi, x, s):
    y = np.zeros(s["N"])
    fn(x["alpha"], x["beta"], _p(ffi, x["A"]), _p(ffi, x["B"]), _p(ffi, np.zeros(s["N"])), _p(ffi, x["x"]), _p(ffi, y))
    return (y,)


def _c_symm(fn, ffi, x, s):
    c = x["C"].copy()
    fn(x["alpha"], x["beta"], _p(ffi, c), _p(ffi, x["A"]), _p(ffi, x["B"]))
    return (c,)


def _c_syr2k(fn, ffi, x, s):
    c = x["C"].copy()
    fn(x["alpha"], x["beta"], _p(ffi, c), _p(ffi, x["A"]), _p(ffi, x["B"]))
    return (c,)


def _c_syrk(fn, ffi, x, s):
    c = x["C"].copy()
    fn(x["alpha"], x["beta"], _p(ffi, c), _p(ffi, x["A"]))
    return (c,)


def _c_trmm(fn, ffi, x, s):
    b = x["B"].copy()
    fn(x["alpha"], _p(ffi, x["A"]), _p(ffi, b))
    return (b,)


def _c_inplace(fn, ffi, x, s):  # cholesky, lu
    a = x["A"].copy()
    fn(_p(ffi, a))
    return (a,)


def _c_ludcmp(fn, ffi, x, s):
    a, xx = x["A"].copy(), np.zeros(s["N"])
    fn(_p(ffi, a), _p(ffi, x["b"]), _p(ffi, xx), _p(ffi, np.zeros(s["N"])))
    return (xx,)


def _c_durbin(fn, ffi, x, s):
    y = np.zeros(s["N"])
    fn(_p(ffi, x["r"]), _p(ffi, y))
    return (y,)


def _c_gramschmidt(fn, ffi, x, s):
    a, r, q = x["A"].copy(), np.zeros((s["N"], s["N"])), np.zeros((s["M"], s["N"]))
    fn(_p(ffi, a), _p(ffi, r), _p(ffi, q))
    return q, np.triu(r)


def _c_trisolv(fn, ffi, x, s):
    xx = np.zeros(s["N"])
    fn(_p(ffi, x["L"]), _p(ffi, xx), _p(ffi, x["b"]))
    return (xx,)


def _deriche_coefficients(alpha: float) -> dict[str, float]:
    k = (1.0 - math.exp(-alpha)) * (1.0 - math.exp(-alpha)) / (1.0 + 2.0 * alpha * math.exp(-alpha)
                                                                 - math.exp(2.0 * alpha))
    a2 = k * math.exp(-alpha) * (alpha - 1.0)
    a3 = k * math.exp(-alpha) * (alpha + 1.0)
    a4 = -k * math.exp(-2.0 * alpha)
    return {"a1": k, "a2": a2, "a3": a3, "a4": a4, "a5": k, "a6": a2, "a7": a3, "a8": a4,
            "b1": 2.0 ** -alpha, "b2": -math.exp(-2.0 * alpha)}


def _c_deriche(fn, ffi, x, s):
    out = np.zeros((s["W"], s["H"]))
    scratch = [np.zeros((s["W"], s["H"])) for _ in range(2)]
    fn(0.25, _p(ffi, x["imgIn"]), _p(ffi, out), _p(ffi, scratch[0]), _p(ffi, scratch[1]))
    return (out,)


def _c_floyd(fn, ffi, x, s):
    p = x["W"].copy()
    fn(_p(ffi, p))
    return (p,)


def _c_nussinov(fn, ffi, x, s):
    table = np.zeros((s["N"], s["N"]))
    fn(_p(ffi, x["seq"]), _p(ffi, table))
    return (table,)


def _adi_coefficients(n: int, t: int) -> dict[str, float]:
    dx, dy, dt = 1.0 / n, 1.0 / n, 1.0 / t
    mul1, mul2 = 2.0 * dt / (dx * dx), 1.0 * dt / (dy * dy)
    a, d = -mul1 / 2.0, -mul2 / 2.0
    return {"a": a, "b": 1.0 + mul1, "c": a, "d": d, "e": 1.0 + mul2, "f": d}


def _c_adi(fn, ffi, x, s):
    u = x["u0"].copy()
    fn(_p(ffi, u), *[_p(ffi, np.zeros((s["N"], s["N"]))) for _ in range(3)])
    return (u,)


def _c_fdtd(fn, ffi, x, s):
    ex, ey, hz = x["ex0"].copy(), x["ey0"].copy(), x["hz0"].copy()
    fn(_p(ffi, ex), _p(ffi, ey), _p(ffi, hz), _p(ffi, x["fict"]))
    return ex, ey, hz


_PAIRS: dict[tuple, tuple[np.ndarray, np.ndarray]] = {}


def _apart(shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Two arrays of ``shape``, the same every call, the second half a page (modulo 4 KiB) from the
    first: a store to one and a load from the other whose addresses agree in their last 12 bits
    stall the load (4K aliasing: PolyBench's jacobi-1d took 786 us with its arrays at the same
    address modulo 4 KiB, 336 us half a page apart, one Zen 3 core). So PolyBench's loops get the
    best placement, as polyopt's rows do (``codegen/local_rows.py``)."""
    if shape not in _PAIRS:
        n = math.prod(shape)
        buf = np.empty(2 * n + 1024)
        start = (-buf.ctypes.data % 4096) // 8
        second = start + n + ((buf.ctypes.data + start * 8 + 2048 - (buf.ctypes.data + (start + n) * 8)) % 4096) // 8
        _PAIRS[shape] = (buf[start:start + n].reshape(shape), buf[second:second + n].reshape(shape))
    return _PAIRS[shape]


def _c_two(fn, ffi, x, s):  # heat-3d, jacobi-1d/2d: A and B (half a page apart), A returned
    a, b = _apart(x["A0"].shape)
    a[...] = x["A0"]
    b[...] = x["B0"] if "B0" in x else x["A0"]
    fn(_p(ffi, a), _p(ffi, b))
    return (a,)


def _c_seidel(fn, ffi, x, s):
    a = x["A0"].copy()
    fn(_p(ffi, a))
    return (a,)


def _no_steps(keys):
    return lambda x, s: {k: v for k, v in x.items() if k in keys}


CASES = (
    Case("correlation", {"M": 1200, "N": 1400}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"data": np.fromfunction(lambda i, j: i * j / s["M"] + i, (s["N"], s["M"]))},
         _c_correlation, rtol=1e-7),
    Case("covariance", {"M": 1200, "N": 1400}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"data": np.fromfunction(lambda i, j: i * j / s["M"], (s["N"], s["M"]))},
         _c_covariance, rtol=1e-7),
    Case("k2mm", {"NI": 800, "NJ": 900, "NK": 1100, "NL": 1200}, {"NI": 7, "NJ": 11, "NK": 13, "NL": 5},
         lambda s: s, lambda s, rng: {"A": _u(rng, s["NI"], s["NK"]), "B": _u(rng, s["NK"], s["NJ"]),
                                      "C": _u(rng, s["NJ"], s["NL"]), "D": _u(rng, s["NI"], s["NL"]),
                                      "alpha": 1.5, "beta": 1.2}, _c_2mm),
    Case("k3mm", {"NI": 800, "NJ": 900, "NK": 1000, "NL": 1100, "NM": 1200},
         {"NI": 7, "NJ": 11, "NK": 13, "NL": 5, "NM": 9}, lambda s: s,
         lambda s, rng: {"A": _u(rng, s["NI"], s["NK"]), "B": _u(rng, s["NK"], s["NJ"]), "C": _u(rng, s["NJ"], s["NM"]),
                         "D": _u(rng, s["NM"], s["NL"])}, _c_3mm),
    Case("atax", {"M": 1900, "N": 2100}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["M"], s["N"]), "x": _u(rng, s["N"])}, _c_atax),
    Case("bicg", {"M": 1900, "N": 2100}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["M"]), "p": _u(rng, s["M"]), "r": _u(rng, s["N"])}, _c_bicg),
    Case("doitgen", {"NQ": 140, "NR": 150, "NP": 160}, {"NQ": 7, "NR": 5, "NP": 11}, lambda s: s,
         lambda s, rng: {"A": _u(rng, s["NR"], s["NQ"], s["NP"]), "C4": _u(rng, s["NP"], s["NP"])}, _c_doitgen),
    Case("mvt", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["N"]), **{k: _u(rng, s["N"]) for k in ("x1", "x2", "y1", "y2")}},
         _c_mvt),
    Case("gemm", {"NI": 1000, "NJ": 1100, "NK": 1200}, {"NI": 7, "NJ": 11, "NK": 13}, lambda s: s,
         lambda s, rng: {"A": _u(rng, s["NI"], s["NK"]), "B": _u(rng, s["NK"], s["NJ"]), "C": _u(rng, s["NI"], s["NJ"]),
                         "alpha": 1.5, "beta": 1.2}, _c_gemm),
    Case("gemver", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["N"]), **{k: _u(rng, s["N"]) for k in
                         ("u1", "v1", "u2", "v2", "x0", "w0", "y", "z")}, "alpha": 1.5, "beta": 1.2}, _c_gemver),
    Case("gesummv", {"N": 1300}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["N"]), "B": _u(rng, s["N"], s["N"]), "x": _u(rng, s["N"]),
                         "alpha": 1.5, "beta": 1.2}, _c_gesummv),
    Case("symm", {"M": 1000, "N": 1200}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["M"], s["M"]), "B": _u(rng, s["M"], s["N"]), "C": _u(rng, s["M"], s["N"]),
                         "alpha": 1.5, "beta": 1.2}, _c_symm),
    Case("syr2k", {"M": 1000, "N": 1200}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["M"]), "B": _u(rng, s["N"], s["M"]), "C": _u(rng, s["N"], s["N"]),
                         "alpha": 1.5, "beta": 1.2}, _c_syr2k),
    Case("syrk", {"M": 1000, "N": 1200}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["M"]), "C": _u(rng, s["N"], s["N"]), "alpha": 1.5, "beta": 1.2},
         _c_syrk),
    Case("trmm", {"M": 1000, "N": 1200}, {"M": 13, "N": 17}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["M"], s["M"]), "B": _u(rng, s["M"], s["N"]), "alpha": 1.5}, _c_trmm),
    Case("cholesky", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"A": _spd(rng, s["N"])}, _c_inplace, rtol=1e-7, tags=frozenset({"in-place"})),
    Case("lu", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["N"]) + s["N"] * np.eye(s["N"])}, _c_inplace, rtol=1e-7,
         tags=frozenset({"in-place"})),
    Case("ludcmp", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["N"], s["N"]) + s["N"] * np.eye(s["N"]), "b": _u(rng, s["N"])},
         _c_ludcmp, rtol=1e-7, tags=frozenset({"in-place"})),
    Case("durbin", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"r": rng.uniform(0, 1 / s["N"], s["N"])}, _c_durbin, rtol=1e-7,
         tags=frozenset({"time-stepped"})),
    Case("gramschmidt", {"M": 1000, "N": 1200}, {"M": 17, "N": 13}, lambda s: {"M_": s["M"], "N_": s["N"]},
         lambda s, rng: {"A": _u(rng, s["M"], s["N"]) + np.eye(s["M"], s["N"])}, _c_gramschmidt, rtol=1e-6,
         tags=frozenset({"time-stepped"}),
         # with N > M, columns from M on are dependent: their norms vanish and both sides divide noise
         compared=lambda r, s: (r[0][:, :min(s["M"], s["N"])], r[1][:min(s["M"], s["N"])])),
    Case("trisolv", {"N": 2000}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"L": np.tril(_u(rng, s["N"], s["N"])) + s["N"] * np.eye(s["N"]), "b": _u(rng, s["N"])},
         _c_trisolv),
    Case("deriche", {"W": 4096, "H": 2160}, {"W": 13, "H": 17}, lambda s: {"W_": s["W"], "H_": s["H"]},
         lambda s, rng: {"imgIn": _u(rng, s["W"], s["H"]), **_deriche_coefficients(0.25)}, _c_deriche, rtol=1e-7),
    Case("floyd_warshall", {"N": 2800}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"W": rng.integers(1, 50, (s["N"], s["N"])).astype(F8)}, _c_floyd, rtol=0.0,
         tags=frozenset({"in-place", "time-stepped"})),
    Case("nussinov", {"N": 2500}, {"N": 17}, lambda s: {"N_": s["N"]},
         lambda s, rng: {"seq": rng.integers(0, 4, s["N"]).astype(F8)}, _c_nussinov, rtol=0.0,
         tags=frozenset({"in-place"})),
    Case("adi", {"N": 1000, "T": 500}, {"N": 17, "T": 19}, lambda s: {"N_": s["N"], "T_": s["T"]},
         lambda s, rng: {"u0": np.fromfunction(lambda i, j: (i + s["N"] - j) / s["N"], (s["N"], s["N"])),
                         "steps": _steps(s), **_adi_coefficients(s["N"], s["T"])}, _c_adi, rtol=1e-7,
         tags=frozenset({"time-stepped"})),
    Case("fdtd_2d", {"NX": 1000, "NY": 1200, "T": 500}, {"NX": 37, "NY": 41, "T": 19},
         lambda s: {"NX": s["NX"], "NY": s["NY"], "T_": s["T"]},
         lambda s, rng: {"ex0": _u(rng, s["NX"], s["NY"]), "ey0": _u(rng, s["NX"], s["NY"]),
                         "hz0": _u(rng, s["NX"], s["NY"]), "fict": _u(rng, s["T"])}, _c_fdtd,
         tags=frozenset({"time-stepped"})),
    Case("heat_3d", {"N": 120, "T": 500}, {"N": 11, "T": 11}, lambda s: {"N_": s["N"], "T_": s["T"]},
         lambda s, rng: {"A0": _u(rng, s["N"], s["N"], s["N"]), "steps": _steps(s)}, _c_two,
         tags=frozenset({"time-stepped"})),
    Case("jacobi_1d", {"N": 2000, "T": 500}, {"N": 1031, "T": 37}, lambda s: {"N_": s["N"], "T_": s["T"]},
         lambda s, rng: {"A0": _u(rng, s["N"]), "B0": _u(rng, s["N"]), "steps": _steps(s)}, _c_two,
         tags=frozenset({"time-stepped"})),
    Case("jacobi_2d", {"N": 1300, "T": 500}, {"N": 37, "T": 19}, lambda s: {"N_": s["N"], "T_": s["T"]},
         lambda s, rng: {"A0": _u(rng, s["N"], s["N"]), "B0": _u(rng, s["N"], s["N"]), "steps": _steps(s)}, _c_two,
         tags=frozenset({"time-stepped"})),
    Case("seidel_2d", {"N": 2000, "T": 500}, {"N": 37, "T": 19}, lambda s: {"N_": s["N"], "T_": s["T"]},
         lambda s, rng: {"A0": _u(rng, s["N"], s["N"]), "steps": _steps(s)}, _c_seidel,
         tags=frozenset({"time-stepped", "in-place"})),
)


def by_name(name: str) -> Case:
    return next(c for c in CASES if c.name == name)


def baseline_source(case: Case, sizes: dict) -> tuple[str, str]:
    """``(C source, cdecl)`` of PolyBench's loops for ``case`` at ``sizes`` (sizes as macros)."""
    text = (HERE / "baseline.c").read_text()
    head, *chunks = re.split(r"(?m)^(?=void kernel_)", text)
    chunk = next(c for c in chunks if c.startswith(f"void kernel_{case.name}("))
    macros = "".join(f"#define {k} {v}\n" for k, v in case.macros(sizes).items())
    sig = chunk[:chunk.index("{")].strip()
    return macros + head + chunk, _cdecl(sig, case.macros(sizes)) + ";"


def _cdecl(sig: str, macros: dict) -> str:
    """The signature with array parameters as pointers (cffi's cdef knows no macros)."""
    name, params = re.match(r"void (\w+)\((.*)\)", sig, re.S).groups()
    out = []
    for p in params.split(","):
        p = p.strip()
        m = re.match(r"double (\w+)\[", p)
        out.append(f"double *{m.group(1)}" if m else p)
    return f"void {name}({', '.join(out)})"
