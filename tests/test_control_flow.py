"""Control-flow elimination: affine conditions split into branch-free pieces, full tiles without
branches, non-affine conditions kept as selects, and size-generic (dynamic) kernels."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import polyopt as po
from benchmarks.branchfree import innermost_branches
from kernels.registry import CASES, by_name, source
from polyopt.codegen.loops import User, walk
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


# gramschmidt fuses statements with triangular domains (j < k) into one band: a tile full for the
# band may hold a triangle's edge of one of its statements, a min in a point loop's bound (no branch)
_EDGES_IN_FULL_TILES = {"gramschmidt"}


# a 3 x 3 / 2 pool padded by 1: at 13 its 7 x 7 output has no tile of 4 x 4 away from the clipped
# first row and column (rows 0-3 hold the first, rows 4-7 pass the last)
_FULL_TILE_SIZE = {"maxpool3x3_s2": 21}


@pytest.mark.parametrize("case", CONDITIONAL, ids=[c.name for c in CONDITIONAL])
def test_full_tiles_have_no_branches(case):
    k = _kernel(case.name)
    sizes = {s: _FULL_TILE_SIZE.get(case.name, 13) for s in k.checked.sizes}
    comp = k.specialize(**sizes)
    report = comp.report
    assert report.full_tile_innermost >= 1, f"{case.name}: no full tiles at {sizes}: {report}"
    assert report.full_tile_branches == 0, f"{case.name}: {report}"
    if case.name not in _EDGES_IN_FULL_TILES:
        assert report.full_tile_bounds == 0, f"{case.name}: full tiles with min/max in loop bounds: {report}"
    assert_branch_free(comp, f"{case.name} {sizes} tiles of 4")  # nor in partial tiles
    check_case(case, sizes, k)


def assert_branch_free(comp, what: str):
    """No branch in any innermost loop: by the loop tree (the report) and in the C text (a ``?``
    only where the report counts a select on data)."""
    report = comp.report
    assert report.branches == 0, f"{what}: {report}"
    assert not report.kept, f"{what}: {report.kept_text()}"
    ifs, marks = innermost_branches(comp.source)
    assert ifs == 0, f"{what}: {ifs} if(s) in innermost loops of the C"
    if report.selects == 0:
        assert marks == 0, f"{what}: {marks} ?: in innermost loops of the C"


@pytest.mark.parametrize("case", CONDITIONAL, ids=[c.name for c in CONDITIONAL])
def test_no_branch_in_any_innermost_loop(case):
    """The default options (cache tiles, register blocks) at the case's awkward sizes (1, primes,
    sizes that leave partial tiles and blocks) and at 13; tiles of 4 in the test above."""
    k = _kernel(case.name, po.Options())
    sizes = [*case.sizes, {s: 13 for s in case.sizes[0]}]
    for s in sizes:
        assert_branch_free(k.specialize(**s), f"{case.name} {s}")
    check_case(case, sizes[-1], k)


# the size-generic kernels: tests/schedule/test_dynamic.py (one compile each, tiles of 4)


# ---- the kernels, as a user writes them ------------------------------------------------------

PADDED_CONV = """
def conv(float(N, C, H, W) I, float(F, C, 3, 3) Wt) -> (O) {
    O(n, f, h, w) +=! (h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
        ? I(n, c, h + kh - 1, w + kw - 1) * Wt(f, c, kh, kw) : 0.0 where h in 0:H, w in 0:W
}
"""
LOWER_SYRK = "def syrk(float(N, M) A) -> (C) { C(i, j) +=! A(i, k) * A(j, k) where i in 0:N, j in 0:i+1 }"


def _padded_conv_reference(I, Wt):
    n, c, h, w = I.shape
    padded = np.pad(I.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    out = np.zeros((n, Wt.shape[0], h, w))
    for kh in range(3):
        for kw in range(3):
            out += np.einsum("nchw,fc->nfhw", padded[:, :, kh:kh + h, kw:kw + w], Wt[:, :, kh, kw])
    return out


@pytest.mark.parametrize("dynamic", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["specialized", "dynamic"])
def test_padded_convolution_with_a_ternary_is_branch_free(dynamic):
    k = po.compile(PADDED_CONV, dynamic=dynamic)
    rng = np.random.default_rng(1)
    for n, c, h, w, f in [(2, 3, 37, 41, 4), (1, 2, 5, 3, 7), (1, 1, 1, 1, 1)]:
        I = rng.standard_normal((n, c, h, w)).astype(np.float32)
        Wt = rng.standard_normal((f, c, 3, 3)).astype(np.float32)
        np.testing.assert_allclose(k(I, Wt), _padded_conv_reference(I, Wt), rtol=1e-4, atol=1e-4)
        assert_branch_free(k.current, f"conv {(n, c, h, w, f)} dynamic={dynamic}")


@pytest.mark.parametrize("dynamic", [False, True], ids=["specialized", "dynamic"])
def test_lower_triangular_syrk_is_branch_free(dynamic):
    k = po.compile(LOWER_SYRK, dynamic=dynamic)
    rng = np.random.default_rng(2)
    for n, m in [(45, 33), (13, 1), (1, 7), (70, 19)]:
        A = rng.standard_normal((n, m)).astype(np.float32)
        want = np.tril(A.astype(np.float64) @ A.T.astype(np.float64))
        np.testing.assert_allclose(k(A), want, rtol=1e-4, atol=1e-4)
        assert_branch_free(k.current, f"syrk {(n, m)} dynamic={dynamic}")


def test_a_loop_over_the_budget_keeps_its_branches_and_says_so():
    case, sizes = by_name("avgpool3x3_clipped"), {"N": 1, "C": 2, "H": 13, "W": 11}
    k = po.compile(source(case), case.entry, options=po.Options(max_pieces=1))
    comp = k.specialize(**sizes)
    report = comp.report
    assert report.kept and report.branches > 0
    need = max(p for _, p in report.kept)
    assert need > 1
    assert f"po.Options(max_pieces={need})" in comp.explain()
    check_case(case, sizes, k)
    raised = po.compile(source(case), case.entry, options=po.Options(max_pieces=need)).specialize(**sizes)
    assert_branch_free(raised, "avgpool3x3_clipped with the budget the report asked for")


def test_clipped_window_divisor_is_split_not_selected():
    """``min``/``max`` of affine operands in a body (a clipped window's divisor) split the loop."""
    k = _kernel("avgpool3x3_clipped")
    comp = k.specialize(N=1, C=2, H=13, W=11)
    assert_branch_free(comp, "avgpool3x3_clipped")
    versions = {u.stmt for u in walk(comp.tree) if isinstance(u, User) and "~" in u.stmt}
    assert len(versions) >= 4  # the divisor's conditions resolved per piece (S1~1111 inside the image)
    check_case(by_name("avgpool3x3_clipped"), {"N": 1, "C": 2, "H": 13, "W": 11}, k)


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


# ---- the pieces the guards make ---------------------------------------------------------------------

def test_related_guards_make_one_version_each_not_every_combination():
    """The last block of a loop unrolled by 8 holds ``s_N - c1`` (1 to 7) instances, each guarded by
    ``s_N >= c1 + j``: hoisted, the guards decide each other (``codegen/facts.py``), 7 versions (none
    where no guard holds) and not 2^7; each runs exactly the instances whose guards hold."""
    from polyopt.codegen.branchfree import branch_free
    from polyopt.codegen.loops import AId, AInt, AOp, Block, For, If
    n, c1, c2 = AId("s_N"), AId("c1"), AId("c2")
    body = Block(tuple(If(AOp("ge", (n, AOp("add", (c1, AInt(j))))), User("S0", (AOp("add", (c1, AInt(j - 1))), c2)))
                       for j in range(1, 8)))
    inner = For("c2", AInt(0), AOp("le", (c2, AInt(99))), AInt(1), body)
    outer = For("c1", AInt(0), AOp("le", (c1, n)), AInt(8), inner)
    tree, kept = branch_free(outer, 64)
    assert not kept
    loops = [x for x in walk(tree) if isinstance(x, For) and x.iterator == "c2"]
    assert len(loops) == 7
    for size in range(0, 9):  # each version, run at c1 = 0: the instances j - 1 < size
        env = {"s_N": size, "c1": 0}
        ran = _instances(tree.body, env)
        assert ran == [(j, c) for c in range(100) for j in range(min(size, 7))]


def _instances(n, env):
    """The (first argument, c2) of the statements ``n`` runs where ``env`` gives the other names."""
    from polyopt.codegen.loops import AId, AInt, Block, For, If
    def ev(e, env):
        if isinstance(e, AInt):
            return e.value
        if isinstance(e, AId):
            return env[e.name]
        a = [ev(x, env) for x in e.args]
        return {"add": lambda: a[0] + a[1], "sub": lambda: a[0] - a[1], "ge": lambda: a[0] >= a[1],
                "le": lambda: a[0] <= a[1], "lt": lambda: a[0] < a[1], "gt": lambda: a[0] > a[1],
                "eq": lambda: a[0] == a[1], "and": lambda: a[0] and a[1], "or": lambda: a[0] or a[1],
                "min": lambda: min(a), "max": lambda: max(a), "minus": lambda: -a[0]}[e.op]()
    if isinstance(n, User):
        return [(ev(n.args[0], env), ev(n.args[1], env))]
    if isinstance(n, Block):
        return [x for b in n.body for x in _instances(b, env)]
    if isinstance(n, If):
        branch = n.then if ev(n.cond, env) else n.other
        return [] if branch is None else _instances(branch, env)
    assert isinstance(n, For), n
    out, i = [], ev(n.init, env)
    while ev(n.cond, {**env, n.iterator: i}):
        out += _instances(n.body, {**env, n.iterator: i})
        i += ev(n.inc, env)
    return out
