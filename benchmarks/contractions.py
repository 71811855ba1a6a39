"""``po.einsum`` over 15 contractions against ``np.einsum(optimize=False)`` and ``(optimize=True)``.

Every operand is float32 in [0, 1). Each contraction is checked against numpy once, then the three
are timed interleaved; the summary is the geometric mean over the suite of numpy's time divided by
polyopt's (above 1: polyopt faster).
"""

from __future__ import annotations

import math

import numpy as np

from benchmarks.timing import interleaved, median, once

# name, subscripts, operand shapes (full size); quick mode divides every extent >= 16 by 4
SUITE: tuple[tuple[str, str, tuple[tuple[int, ...], ...]], ...] = (
    ("matmul", "ij,jk->ik", ((512, 512), (512, 512))),
    ("matmul_tn", "ki,kj->ij", ((512, 384), (512, 448))),
    ("batched matmul", "bij,bjk->bik", ((32, 128, 128), (32, 128, 128))),
    ("matvec", "ij,j->i", ((4096, 2048), (2048,))),
    ("vecmat", "i,ij->j", ((4096,), (4096, 2048))),
    ("dot", "i,i->", ((1 << 22,), (1 << 22,))),
    ("frobenius", "ij,ij->", ((2048, 2048), (2048, 2048))),
    ("outer", "i,j->ij", ((2048,), (2048,))),
    ("trace", "ii->", ((4096, 4096),)),
    ("column sums", "ij->j", ((4096, 2048),)),
    ("tensordot", "ijpq,pqk->ijk", ((32, 32, 16, 16), (16, 16, 128))),
    ("attention scores", "bhqd,bhkd->bhqk", ((2, 8, 128, 64), (2, 8, 128, 64))),
    ("1x1 conv", "nchw,kc->nkhw", ((4, 64, 28, 28), (64, 64))),
    ("bilinear chain", "ij,jk,kl->il", ((128, 96), (96, 112), (112, 80))),
    ("mode-3 product", "ia,jb,kc,abc->ijk", ((24, 20), (24, 20), (24, 20), (20, 20, 20))),
)


def _quick(shape: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(n // 4 if n >= 16 else n for n in shape)


def run(quick: bool, repeat: int, budget_s: float) -> dict:
    import polyopt as po

    rng = np.random.default_rng(2)
    rows = []
    for name, subscripts, shapes in SUITE:
        shapes = tuple(_quick(s) for s in shapes) if quick else shapes
        ops = [rng.random(s, dtype=np.float32) for s in shapes]
        row: dict = {"name": name, "subscripts": subscripts, "shapes": [list(s) for s in shapes]}
        methods = {
            "polyopt": lambda s=subscripts, o=ops: po.einsum(s, *o),
            "einsum": lambda s=subscripts, o=ops: np.einsum(s, *o, optimize=False),
            "einsum-opt": lambda s=subscripts, o=ops: np.einsum(s, *o, optimize=True),
        }
        try:
            compile_s, got = once(methods["polyopt"])
        except Exception as e:  # noqa: BLE001 - one broken contraction must not stop the suite
            row["failure"] = f"{type(e).__name__}: {e}"
            rows.append(row)
            continue
        want = np.einsum(subscripts, *[o.astype(np.float64) for o in ops], optimize=True)
        scale = max(float(np.abs(want).max(initial=0.0)), 1.0)

        def error(x, want=want, scale=scale) -> float:  # relative to max|result|: float32 sums of ~10^6 terms
            return float(np.abs(np.asarray(x, np.float64) - want).max(initial=0.0)) / scale
        row["error"] = error(got)
        row["peer_errors"] = {k: error(methods[k]()) for k in ("einsum", "einsum-opt")}
        row["correct"] = row["error"] <= 1e-3
        row["peers_correct"] = all(e <= 1e-3 for e in row["peer_errors"].values())
        samples = interleaved(methods, repeat, budget_s)
        row["ms"] = {k: median(v) * 1e3 for k, v in samples.items()}
        row["first_call_ms"] = compile_s * 1e3
        row["speedup_vs_einsum"] = row["ms"]["einsum"] / row["ms"]["polyopt"]
        row["speedup_vs_einsum_opt"] = row["ms"]["einsum-opt"] / row["ms"]["polyopt"]
        rows.append(row)
    ok = [r for r in rows if "ms" in r]

    def geomean(key):
        return math.exp(sum(math.log(r[key]) for r in ok) / len(ok)) if ok else None

    return {
        "rows": rows,
        "geomean_vs_einsum": geomean("speedup_vs_einsum"),
        "geomean_vs_einsum_opt": geomean("speedup_vs_einsum_opt"),
        "faster_than_einsum": sum(r["speedup_vs_einsum"] > 1 for r in ok),
        "count": len(rows),
        "mismatches": [r["name"] for r in ok if not r["correct"]]
        + [f"{r['name']} (numpy's einsum)" for r in ok if not r["peers_correct"]],
        "errors": [r["name"] for r in rows if "failure" in r],
    }
