"""Control-flow elimination: affine conditions split into branch-free pieces, full tiles without
branches, non-affine conditions kept as selects, and size-generic (dynamic) kernels."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import polyopt as po
from kernels.registry import CASES, by_name, source
from tests.test_kernels import check_case

CONDITIONAL = [c for c in CASES if {"affine-conditions", "triangular", "padded"} & set(c.tags)]
TILE4 = po.Options(tile_sizes=4)


@functools.cache
def _kernel(name: str, options: po.Options = TILE4, dynamic: bool = False) -> po.Kernel:
    case = by_name(name)
    return po.compile(source(case), case.entry, options=options, dynamic=dynamic)


def test_conditional_kernels_exist():
    names = {c.name for c in CONDITIONAL}
    assert {"conv2d_same", "conv1d_causal_dilated", "concat", "syrk", "trmm", "trmv_lower",
            "avgpool3x3_clipped"} <= names


# known gaps, strict: they fail loudly once fixed. isl puts correlation's column statistics (the
# var(j) sum over i, stddev(j), the next sum) in one band whose second member orders them by
# shifting (0; N; N + i; i); a tile of 4 that straddles two of them keeps a branch (numbers right)
_BRANCHY = {"correlation": "column statistics sequenced by shifted members: a tile across two keeps a branch",
            "durbin": "a triangular sum (i < k) below the step loop k: the isolated full tiles of the inner band "
                      "cannot depend on k",
            "gramschmidt": "conditions on the step (j >= k) below the step loop k: the isolated full tiles of the "
                           "inner bands cannot depend on k"}


@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=_BRANCHY[c.name]))
                                  if c.name in _BRANCHY else c for c in CONDITIONAL],
                         ids=[c.name for c in CONDITIONAL])
def test_full_tiles_have_no_branches(case):
    k = _kernel(case.name)
    sizes = {s: 13 for s in k.checked.sizes}
    comp = k.specialize(**sizes)
    report = comp.report
    assert report.full_tile_innermost >= 1, f"{case.name}: no full tiles at {sizes}: {report}"
    assert report.full_tile_branches == 0, f"{case.name}: {report}"
    check_case(case, sizes, k)


def test_splitting_and_separation_remove_branches():
    sizes = {"N": 2, "C": 3, "H": 13, "W": 13, "K": 3}
    before = _kernel("conv2d_same", po.Options(tile_sizes=4, split_conditions=False, separate_tiles=False))
    after = _kernel("conv2d_same")
    rb, ra = before.specialize(**sizes).report, after.specialize(**sizes).report
    assert ra.full_tile_branches == 0
    assert rb.branches > 0 and rb.full_tile_innermost == 0  # no isolated full tiles without separation
    for k in (before, after):
        check_case(by_name("conv2d_same"), sizes, k)


def test_guarded_reads_do_not_shrink_the_domain():
    k = _kernel("conv2d_same")
    case = by_name("conv2d_same")
    inputs = case.make_inputs({"N": 1, "C": 2, "H": 5, "W": 7, "K": 3}, np.random.default_rng(0))
    assert k(**inputs).shape == (1, 3, 5, 7)
    concat = po.compile("def cat(float(N,A) X, float(N,B) Z) -> (Y) { Y(n, j) = j < A ? X(n, j) : Z(n, j - A) }")
    x, z = np.ones((2, 3), np.float32), np.zeros((2, 4), np.float32)
    np.testing.assert_array_equal(concat(x, z), np.concatenate([x, z], axis=1))


def test_pieces_are_statements_with_resolved_bodies():
    k = po.compile("def cat(float(N,A) X, float(N,B) Z) -> (Y) { Y(n, j) = j < A ? X(n, j) : Z(n, j - A) }")
    bodies = sorted(str(s.rhs) for s in k.scop.statements)
    assert bodies == ["X(n, j)", "Z(n, (j - A))"]
    assert "?" not in k.source[k.source.index("int k_cat("):]  # no ternary in the kernel body


def test_data_dependent_condition_stays_a_select_and_is_explained():
    k = po.compile("def relu(float(N) X) -> (Y) { Y(i) = X(i) > 0 ? X(i) : 0.0 }")
    x = np.array([-1, 2, -3, 4], np.float32)
    np.testing.assert_array_equal(k(x), np.maximum(x, 0))
    assert "depends on data" in k.explain()
    assert len(k.scop.statements) == 1


# ---- size-generic kernels -------------------------------------------------------------------------

DYNAMIC_CASES = ["matmul", "conv2d_same", "concat", "trmv_lower", "syrk", "conv1d_causal_dilated",
                 "polybench_2mm"]


@pytest.mark.parametrize("name", DYNAMIC_CASES)
def test_dynamic_kernel_is_one_function_with_size_arguments(name):
    k = _kernel(name, TILE4, True)
    assert all(f"long s_{s}" in k.source for s in k.checked.sizes)
    case = by_name(name)
    for sizes in case.sizes:
        check_case(case, sizes, k)
    assert len(k._variants) == 0  # nothing was specialized


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_dynamic_and_specialized_agree_with_numpy_at_many_sizes(data):
    name = data.draw(st.sampled_from(DYNAMIC_CASES))
    case = by_name(name)
    base = data.draw(st.sampled_from(case.sizes))
    sizes = {k: data.draw(st.integers(min_value=max(1, v - 4), max_value=v + 6), label=k) for k, v in base.items()}
    if name == "conv1d_causal_dilated":
        sizes["K"] = min(sizes["K"], 3)
    for dynamic in (True, False):
        check_case(case, sizes, _kernel(name, TILE4, dynamic))
