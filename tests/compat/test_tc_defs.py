"""Tensor Comprehensions' defs run unchanged and right (issue 29): each def of ``tc_defs.CASES``
against its numpy reference at small sizes and past one tile. The quick subset runs the small
sizes of the first def of each family; the rest is marked slow."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from polyopt.lang.parser import parse

from .tc_defs import CASES, TC


def arguments(case: TC, sizes: dict, rng: np.random.Generator) -> list:
    """Random arguments of ``case``'s def at ``sizes`` (``case.inputs`` overrides a parameter)."""
    d = parse(case.text).get(case.entry)
    args = []
    for p in d.params:
        shape = tuple(sizes[s] if isinstance(s, str) else s for s in p.shape)
        dt = np.dtype(p.dtype)
        if p.name in case.inputs:
            args.append(case.inputs[p.name](rng, shape, dt, sizes))
        elif not shape:
            args.append(float(0.5 + rng.random()) if dt.kind == "f" else int(rng.integers(1, 5)))
        elif dt.kind == "f":
            args.append(rng.random(shape).astype(dt))
        elif dt.kind == "b":
            args.append(rng.random(shape) < 0.5)
        else:
            info = np.iinfo(dt)
            args.append(rng.integers(max(info.min, -50), min(info.max, 50), shape, endpoint=True).astype(dt)
                        if dt.kind == "i" else rng.integers(0, info.max, shape, endpoint=True).astype(dt))
    return args


@functools.cache
def _kernel(text: str, entry: str) -> po.Kernel:
    """One ``Kernel`` a def for both its sizes (neighbouring tests, which xdist runs on one worker):
    its model and dependences do not depend on the sizes (heat_3d's take ~7 s), and each size is
    still scheduled, generated, built and checked on its own."""
    return po.compile(text, entry)


def check(case: TC, sizes: dict, seed: int = 0) -> None:
    k = _kernel(case.text, case.entry)
    args = arguments(case, sizes, np.random.default_rng(seed))
    got, want = k(*args), case.ref(*args)
    got = got if isinstance(got, tuple) else (got,)
    want = want if isinstance(want, tuple) else (want,)
    assert len(got) == len(want)
    for n, (g, w) in enumerate(zip(got, want)):
        w = np.asarray(w)
        what = f"{case.name} output {n} at {sizes}"
        assert g.shape == w.shape, what
        if w.dtype.kind in "biu":
            assert g.dtype == w.dtype, what
            np.testing.assert_array_equal(g, w, err_msg=what)
        else:
            assert g.dtype.kind == "f", what
            np.testing.assert_allclose(g.astype(np.float64), w, rtol=case.rtol, atol=case.atol, err_msg=what)


def params(cases) -> list:
    """Each case at its small and large sizes; only the small size of the first case of each family
    is in the quick subset, the rest is marked slow."""
    first = {}
    for c in cases:
        first.setdefault(c.family, c.name)
    return [pytest.param(c, size, marks=() if size == "small" and first[c.family] == c.name else pytest.mark.slow,
                         id=f"{c.name}-{size}")
            for c in cases for size in ("small", "large")]


PARAMS = params(CASES)


@pytest.mark.parametrize(("case", "size"), PARAMS)
def test_tc_def(case: TC, size: str):
    check(case, case.small if size == "small" else case.large)


def test_names_are_distinct():
    names = [c.name for c in CASES]
    assert len(names) == len(set(names)) and len({c.family for c in CASES}) >= 12
