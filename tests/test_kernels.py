"""Every kernel in kernels/ against its numpy reference at awkward sizes (1, primes, odd)."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from kernels.registry import CASES, source


@functools.cache
def _kernel(name: str, sanitize: bool) -> po.Kernel:
    case = next(c for c in CASES if c.name == name)
    # parallel_min_work=0: the awkward sizes are small, and their nests would otherwise run serially,
    # leaving the parallel code (OpenMP reductions, private copies, dynamic schedules) untested
    return po.compile(source(case), case.entry, options=po.Options(sanitize=sanitize, parallel_min_work=0))


def magnitude(case, inputs: dict, want: tuple) -> list[float]:
    """Per output, the largest magnitude among its terms: the reference on the inputs' absolute values
    (for sums of products, the sum of the terms' absolute values) and the result itself. A float
    result that cancels to about 0 is then checked to the rounding of its terms, not of 0."""
    if case.rtol == 0:
        return [0.0] * len(want)
    absolute = {k: np.abs(v) if isinstance(v, np.ndarray | np.generic) and v.dtype.kind == "f" else v
                for k, v in inputs.items()}
    with np.errstate(all="ignore"):
        terms = case.reference(**absolute)

    def largest(x) -> float:
        x = np.abs(np.asarray(x, np.float64))
        return float(x.max(initial=0.0, where=np.isfinite(x)))
    return [max(largest(t), largest(w)) for t, w in zip(terms, want)]


def check_case(case, sizes, kernel, seed=0):
    inputs = case.make_inputs(sizes, np.random.default_rng(seed))
    want = case.reference(**inputs)
    got = kernel(**inputs)
    got = got if isinstance(got, tuple) else (got,)
    assert len(got) == len(want)
    for g, w, name, scale in zip(got, want, kernel.checked.outputs, magnitude(case, inputs, want)):
        assert g.shape == w.shape, f"{case.name} {sizes}: output {name} shape {g.shape} != {w.shape}"
        assert g.dtype == w.dtype, f"{case.name}: output {name} dtype {g.dtype} != {w.dtype}"
        if case.rtol == 0:
            np.testing.assert_array_equal(g, w, err_msg=f"{case.name} {sizes} output {name}")
        else:
            atol = case.rtol * max(1.0, scale)
            np.testing.assert_allclose(g, w, rtol=case.rtol, atol=atol, err_msg=f"{case.name} {sizes} {name}")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_kernel_matches_numpy(case, sanitize):
    kernel = _kernel(case.name, sanitize)
    for sizes in case.sizes:
        check_case(case, sizes, kernel)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_program_order_matches_numpy(case, sanitize):
    """The benchmarks' baseline (statements in written order, one thread) is checked as well: it
    takes printer paths the auto schedule does not (whole untiled nests, no parallel marks). On the
    model of the test above (``Kernel._with_options``, as the tuner tries options: these Options build
    the same one), so the model and the dependences are computed once a kernel."""
    kernel = _kernel(case.name, sanitize)._with_options(po.Options(schedule="program", parallel=False,
                                                                   sanitize=sanitize))
    for sizes in case.sizes:
        check_case(case, sizes, kernel)


def test_library_is_large_enough():
    assert len(CASES) >= 20
    names = {c.name for c in CASES}
    assert len(names) == len(CASES)
