"""The peers polyopt is compared with, per kernel of the library.

- ``numpy``: the case's own reference function (plain numpy; it computes in float64, or int64,
  and casts back, so it is a correctness oracle first and a speed peer second).
- ``einsum`` / ``einsum-opt``: ``np.einsum(subscripts, ..., optimize=False / True)`` in the
  kernel's own dtype, for the cases whose whole computation one einsum string expresses
  (``EINSUM`` below, keyed by case name). ``optimize=True`` hands pairwise contractions to BLAS.
- ``torch``: PyTorch on the CPU, when ``import torch`` works (the column is skipped otherwise),
  for the cases in ``_TORCH``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

# case name -> (einsum subscripts, input names in operand order)
EINSUM: dict[str, tuple[str, tuple[str, ...]]] = {
    "matmul": ("ij,jk->ik", ("A", "B")),
    "matmul_tn": ("ki,kj->ij", ("A", "B")),
    "matmul_nt": ("ik,jk->ij", ("A", "B")),
    "batch_matmul": ("bij,bjk->bik", ("X", "Y")),
    "matvec": ("ij,j->i", ("A", "x")),
    "dot": ("i,i->", ("x", "y")),
    "matmul_int32": ("ij,jk->ik", ("A", "B")),
    "tensordot": ("ijpq,pqk->ijk", ("X", "Y")),
    "kron3": ("ia,jb,kc,abc->ijk", ("A", "B", "C", "X")),
    "doitgen": ("rqs,sp->rqp", ("A", "C4")),
    "atax": ("ij,ik,k->j", ("A", "A", "x")),
    "polybench_3mm": ("ik,kj,jm,ml->il", ("A", "B", "C", "D")),
}


def naive_einsum_cost(subscripts: str, shapes: list[tuple[int, ...]]) -> float:
    """Iterations of one loop nest over every index of ``subscripts`` (what optimize=False runs)."""
    extent: dict[str, int] = {}
    for term, shape in zip(subscripts.split("->")[0].split(","), shapes):
        for letter, n in zip(term, shape):
            extent[letter] = n
    return float(math.prod(extent.values()))


def einsum_methods(case_name: str, inputs: dict[str, Any], max_naive: float
                   ) -> tuple[dict[str, Callable[[], object]], list[str]]:
    """``{"einsum": fn, "einsum-opt": fn}`` for a case in ``EINSUM`` (empty otherwise), and notes.

    optimize=False is left out (with a note) when its single loop nest would run more than
    ``max_naive`` iterations: minutes per call for the multi-operand chains at benchmark sizes.
    """
    spec = EINSUM.get(case_name)
    if spec is None:
        return {}, []
    subscripts, names = spec
    ops = [inputs[n] for n in names]
    methods: dict[str, Callable[[], object]] = {}
    notes = []
    cost = naive_einsum_cost(subscripts, [o.shape for o in ops])
    if cost <= max_naive:
        methods["einsum"] = lambda: np.einsum(subscripts, *ops, optimize=False)
    else:
        notes.append(f"np.einsum(optimize=False) skipped: {cost:.1e} iterations in one loop nest")
    methods["einsum-opt"] = lambda: np.einsum(subscripts, *ops, optimize=True)
    return methods, notes


# ------------------------------------------------------------------------------------ PyTorch

def torch_module():
    """``torch`` if it imports, else None (the torch column is then skipped silently)."""
    try:
        import torch
    except Exception:  # noqa: BLE001 - absent or broken install
        return None
    return torch


def _torch_impls(torch) -> dict[str, Callable[..., Callable[[], object]]]:
    """case name -> (tensors by input name, as torch tensors) -> zero-argument callable."""
    F = torch.nn.functional

    def einsum(name):
        subscripts, names = EINSUM[name]
        return lambda t: (lambda: torch.einsum(subscripts, *[t[n] for n in names]))

    impls: dict[str, Callable[..., Callable[[], object]]] = {n: einsum(n) for n in EINSUM}

    def conv_grouped(t):
        I, Wt = t["I"], t["Wt"]
        N, G, C, H, W = I.shape
        _, Fo, _, KH, KW = Wt.shape
        i2, w2 = I.reshape(N, G * C, H, W), Wt.reshape(G * Fo, C, KH, KW)
        return lambda: F.conv2d(i2, w2, groups=G).reshape(N, G, Fo, H - KH + 1, W - KW + 1)

    def conv1d_causal(t):
        X, Wt = t["X"], t["Wt"]
        K = Wt.shape[2]
        wf = Wt.flip(-1).contiguous()
        return lambda: F.conv1d(F.pad(X, (2 * (K - 1), 0)), wf, dilation=2)

    def syrk(t):
        A, C, alpha, beta = t["A"], t["C"], float(t["alpha"]), float(t["beta"])
        lower = torch.ones(C.shape, dtype=torch.bool).tril()
        return lambda: torch.where(lower, alpha * (A @ A.T) + beta * C, C)

    def embedding_gather(t):
        idx = t["Idx"].long()
        return lambda: F.embedding(idx, t["Table"])

    impls.update({
        "conv2d_3x3_bias_relu": lambda t: (lambda: F.relu(F.conv2d(t["I"], t["Wt"], t["bias"]))),
        "conv2d_stride2": lambda t: (lambda: F.conv2d(t["I"], t["Wt"], stride=2)),
        "conv2d_same": lambda t: (lambda: F.conv2d(t["I"], t["Wt"], padding=1)),
        "conv2d_depthwise": lambda t: (lambda: F.conv2d(t["I"], t["Wt"].unsqueeze(1),
                                                        groups=t["I"].shape[1])),
        "conv2d_grouped": conv_grouped,
        "conv1d_causal_dilated": conv1d_causal,
        "maxpool2x2": lambda t: (lambda: F.max_pool2d(t["I"], 2)),
        "maxpool3x3": lambda t: (lambda: F.max_pool2d(t["I"], 3, stride=1)),
        "maxpool3x3_s2": lambda t: (lambda: F.max_pool2d(t["I"], 3, stride=2, padding=1)),
        "avgpool2x2": lambda t: (lambda: F.avg_pool2d(t["I"], 2)),
        "global_avgpool": lambda t: (lambda: t["I"].mean(dim=(2, 3))),
        "avgpool3x3_clipped": lambda t: (lambda: F.avg_pool2d(t["I"], 3, stride=1, padding=1,
                                                              count_include_pad=False)),
        "softmax": lambda t: (lambda: torch.softmax(t["X"], dim=1)),
        "layernorm": lambda t: (lambda: F.layer_norm(t["X"], (t["X"].shape[1],), t["gamma"],
                                                     t["beta"], float(t["eps"]))),
        "batchnorm_moments": lambda t: (lambda: torch.var_mean(t["X"], dim=(0, 2, 3),
                                                               correction=0)[::-1]),  # (mean, var)
        "mlp2": lambda t: (lambda: F.linear(F.relu(F.linear(t["X"], t["W1"], t["b1"])),
                                            t["W2"], t["b2"])),
        "gelu_silu": lambda t: (lambda: (F.gelu(t["X"]), F.silu(t["X"]))),
        "minmax_scale": lambda t: (lambda: (t["X"] - t["X"].amin(1, keepdim=True))
                                   / (t["X"].amax(1, keepdim=True) - t["X"].amin(1, keepdim=True))),
        "row_prod": lambda t: (lambda: t["X"].prod(dim=1)),
        "l1_norm": lambda t: (lambda: t["X"].abs().sum()),
        "transpose": lambda t: (lambda: t["A"].T.contiguous()),
        "permute_nchw_nhwc": lambda t: (lambda: t["X"].permute(0, 2, 3, 1).contiguous()),
        "concat": lambda t: (lambda: torch.cat([t["X"], t["Z"]], dim=1)),
        "embedding_bag": lambda t: (lambda: F.embedding_bag(t["Idx"], t["Table"], mode="sum")),
        "embedding_gather": embedding_gather,
        "polybench_2mm": lambda t: (lambda: float(t["alpha"]) * (t["A"] @ t["B"]) @ t["C"]
                                    + float(t["beta"]) * t["D"]),
        "bicg": lambda t: (lambda: (t["A"].T @ t["r"], t["A"] @ t["p"])),
        "mvt": lambda t: (lambda: (t["x1"] + t["A"] @ t["y1"], t["x2"] + t["A"].T @ t["y2"])),
        "gesummv": lambda t: (lambda: float(t["alpha"]) * (t["A"] @ t["x"])
                              + float(t["beta"]) * (t["B"] @ t["x"])),
        "syrk": syrk,
        "trmm": lambda t: (lambda: float(t["alpha"]) * (t["B"] + torch.tril(t["A"], -1).T @ t["B"])),
        "trmv_lower": lambda t: (lambda: torch.tril(t["L"]) @ t["x"]),
        "trmv_upper": lambda t: (lambda: torch.triu(t["U"]) @ t["x"]),
        "prefix_sum": lambda t: (lambda: torch.cumsum(t["X"], dim=0)),
    })
    return impls


def torch_method(torch, case_name: str, inputs: dict[str, Any]) -> Callable[[], object] | None:
    """A zero-argument callable running the case in PyTorch (tensors share the numpy memory),
    or None when there is no PyTorch formulation for this case."""
    make = _torch_impls(torch).get(case_name)
    if make is None:
        return None
    tensors = {k: torch.from_numpy(v) if isinstance(v, np.ndarray) and v.ndim > 0 else v
               for k, v in inputs.items()}
    return make(tensors)
