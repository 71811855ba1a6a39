"""Generated coupled time-stepped programs (docs/language.md, "Coupled time steps"): two or three
tensors over an explicit step dimension, each step's statements reading the tensors of the step
before and of earlier statements of the same step at shifted, guarded indices, against a numpy
loop that runs the steps one by one."""

from __future__ import annotations

import os

import numpy as np
import pytest

import polyopt as po

OPTIONS = {"auto": po.Options(), "program": po.Options(schedule="program"),
           "tiles3": po.Options(tile_sizes=3, parallel_min_work=0), "maxfuse": po.Options(fusion="max")}
EXTENDED = os.environ.get("POLYOPT_TEST_EXTENDED") == "1"


def option_sets(seed: int) -> list[str]:
    """The defaults and program order for every seed; tiles of 3 for even seeds, maximal fusion for
    odd ones (isl's scheduler takes up to 25 s on a three-tensor program with maximal fusion), every
    set with POLYOPT_TEST_EXTENDED=1."""
    return list(OPTIONS) if EXTENDED else ["auto", "program", "tiles3" if seed % 2 == 0 else "maxfuse"]


def generate(rng: np.random.Generator):
    """(source, tensor names, per stepped statement (name, terms), 2-d or not). A term is
    ``(tensor, steps back, di, dj, coefficient)`` or ``("B",)``."""
    names = ["X", "Y", "Z"][: rng.integers(2, 4)]
    order = [str(n) for n in rng.permutation(names)]
    twod = bool(rng.integers(0, 2))
    idx, ranges = ("i, j", ", i in 0:N, j in 0:M") if twod else ("i", ", i in 0:N")
    stmts, program = [], []
    for pos, name in enumerate(order):
        texts, terms = [], []
        for _ in range(rng.integers(1, 4)):
            src = str(rng.choice(names))
            back = 0 if order.index(src) < pos and rng.integers(0, 2) else 1
            di, dj = int(rng.integers(-2, 3)), int(rng.integers(-1, 2)) if twod else 0
            c = float(rng.choice([0.5, 0.25, -0.3, 1.0]))
            cond = f"i + {di} >= 0 && i + {di} < N" + (f" && j + {dj} >= 0 && j + {dj} < M" if twod else "")
            acc = f"{src}(t - {back}, i + {di}" + (f", j + {dj})" if twod else ")")
            texts.append(f"({cond} ? {c} * {acc} : 0.0)")
            terms.append((src, back, di, dj, c))
        if rng.integers(0, 2):
            texts.append(f"B({idx})")
            terms.append(("B",))
        stmts.append(f"{name}(t, {idx}) = {' + '.join(texts)} where t in 1:T{ranges}")
        program.append((name, terms))
    shape = "(N, M)" if twod else "(N)"
    params = ", ".join(f"float{shape} {n}0" for n in names) + f", float{shape} B, float(T) steps"
    init = [f"{n}(t, {idx}) = {n}0({idx}) where t in 0:1{ranges}" for n in names]
    src = f"def steps({params}) -> ({', '.join(names)}) {{\n    " + "\n    ".join(init + stmts) + "\n}"
    return src, names, program, twod


def _shifted(a: np.ndarray, di: int, dj: int) -> np.ndarray:
    """``out[i, j] = a[i + di, j + dj]`` where that is inside ``a``, else 0."""
    out = np.zeros_like(a)
    src = tuple(slice(max(d, 0), a.shape[k] + min(d, 0)) for k, d in enumerate((di, dj)[:a.ndim]))
    dst = tuple(slice(max(-d, 0), a.shape[k] + min(-d, 0)) for k, d in enumerate((di, dj)[:a.ndim]))
    out[dst] = a[src]
    return out


def reference(names, program, inputs, steps):
    hist = {n: [inputs[n + "0"].astype(np.float64)] for n in names}
    for t in range(1, steps):
        for name, terms in program:
            acc = np.zeros_like(hist[name][0])
            for term in terms:
                if term == ("B",):
                    acc = acc + inputs["B"]
                else:
                    src, back, di, dj, c = term
                    acc = acc + c * _shifted(hist[src][t - back], di, dj)
            hist[name].append(acc)
    return [np.array(hist[n]) for n in names]


@pytest.mark.parametrize("seed", range(8))
def test_generated_time_steps_match_a_step_by_step_loop(seed):
    rng = np.random.default_rng(seed)
    src, names, program, twod = generate(rng)
    n, m, steps = int(rng.integers(1, 12)), int(rng.integers(1, 9)), int(rng.integers(1, 6))
    shape = (n, m) if twod else (n,)
    inputs = {x + "0": rng.random(shape).astype(np.float32) for x in names}
    inputs["B"] = rng.random(shape).astype(np.float32)
    inputs["steps"] = np.zeros(steps, np.float32)
    want = reference(names, program, inputs, steps)
    labels = option_sets(seed)
    first = po.compile(src, options=OPTIONS[labels[0]])
    for label in labels:
        # the other option sets on the first's model (as the tuner tries options): the model and
        # its step checks, the dependences depend on none of them, each set is scheduled on its own
        got = (first if label == labels[0] else first._with_options(OPTIONS[label]))(**inputs)
        for x, g, w in zip(names, got, want):
            np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5, err_msg=f"{label} {x}\n{src}")
