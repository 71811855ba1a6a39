"""Unrolling on the loop tree (polyopt/codegen/unroll.py) gives the tree isl's own unrolling gives.

Each case lowers one schedule twice, ``lower(...)`` and ``lower(..., isl_unrolls=True)``, and
compares the loop trees node for node (loops, bounds, statements, marks): kernels with register
blocks past a tile, a triangular kernel and matvec's rows on the AVX2 target (isl unrolls both).
The goldens (test_golden_c.py) compare the printed C of every library kernel.
"""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt import driver
from polyopt.codegen import loops, unroll
from polyopt.codegen.cnames import size_names
from polyopt.codegen.loops import For, If, lower
from polyopt.poly.tree import to_isl
from polyopt.schedule.generic import generic
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, PINNED_CFLAGS, PINNED_TARGET

# (kernel, sizes, AVX2 target, who unrolls: "tree", or isl because a loop is NotUnrollable ("isl")
# or because the schedule is left to isl ("isl, no plan")); size-generic code unrolls nothing
# (schedule/generic.py)
CASES = [
    ("matmul", {"M": 33, "K": 31, "N": 65}, False, "tree"),  # column 64 alone: each copy a one-pass loop's block
    ("batch_matmul", {"Bt": 2, "M": 14, "K": 9, "N": 35}, False, "tree"),
    ("matvec", {"M": 13, "N": 50}, True, "isl, no plan"),  # each row's copy two statements (a sequence)
]
# rows of a triangle (bounds on the unrolled row): copies under guards, not isl's text (syrk's
# diagonal blocks, whose rows have different lengths, keep their rows as a loop:
# bands._unrolled_in; test_microkernel.py)
GUARDED = [("trmm", {"M": 21, "N": 19})]


def _lowered(name: str, sizes: dict[str, int] | None, avx2: bool):
    case = by_name(name)
    cflags, target = (PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET) if avx2 else (PINNED_CFLAGS, PINNED_TARGET)
    options = po.Options(cflags=cflags)
    program, checked = driver.front_end(source(case), case.entry)
    scop = driver.model(program, checked, options)
    deps = driver.dependences(scop)
    sched = driver.plan(scop, deps, options, target, sizes=sizes)
    context = scop.fixed_context(sizes) if sizes is not None else scop.context
    ast = sched.tree if sizes is not None else to_isl(generic(sched.root))
    args = (ast, context, size_names(scop), deps.all, deps.validity)
    _args[:] = args
    return ast, lower(*args), lower(*args, isl_unrolls=True)


_args: list = []  # the last lowering's arguments


@pytest.mark.parametrize("name, sizes, avx2, who", CASES, ids=[c[0] for c in CASES])
def test_unrolled_on_the_loop_tree_as_isl_unrolls(name, sizes, avx2, who):
    ast, ours, isls = _lowered(name, sizes, avx2)
    assert ours == isls
    stripped, plan = unroll.without_unroll(ast)
    assert (plan is None) == (who == "isl, no plan")
    if who == "tree":
        assert loops._lower(stripped, *_args[1:], plan) == isls


@pytest.mark.parametrize("name, sizes", GUARDED, ids=[c[0] for c in GUARDED])
def test_rows_of_a_triangle_are_copies_under_guards(name, sizes):
    """isl unrolls such a row by its largest trip count and separates each copy again (syrk at
    its bench sizes: 5.4 s of isl); on the loop tree each copy is guarded and nothing is
    separated. The text is not isl's, so the kernel is run against numpy."""
    ast, ours, isls = _lowered(name, sizes, False)
    assert ours != isls
    guards = [n for n in loops.walk(ours) if isinstance(n, If)]
    assert len(guards) > len([n for n in loops.walk(isls) if isinstance(n, If)]) / 4
    case = by_name(name)
    inputs = case.make_inputs(sizes, np.random.default_rng(0))
    k = po.compile(source(case), case.entry)  # this machine's target: the pinned one may not run here
    got, want = k(**inputs), case.reference(**inputs)
    np.testing.assert_allclose(got, want[0] if isinstance(want, tuple) else want, rtol=case.rtol, atol=case.rtol)


def test_copies_take_the_lower_bound_plus_each_step_and_refuse_other_loops():
    from polyopt.codegen.loops import AId, AInt, AOp, If, User
    c1, c2 = AId("c1"), AId("c2")
    row = For("c2", AOp("sub", (c1, AInt(1))), AOp("le", (c2, AOp("add", (c1, AInt(1))))), AInt(1), User("S0", (c2,)))
    assert [str(u.args[0]) for u in unroll.copies(row)] == ["c1 - 1", "c1", "c1 + 1"]
    const = For("c2", AInt(1020), AOp("le", (c2, AInt(1023))), AInt(1), User("S0", (c2, c1)))
    assert [u.args for u in unroll.copies(const)] == [(AInt(v), c1) for v in range(1020, 1024)]
    for body in (If(AOp("le", (c2, AInt(3))), User("S0", (c2,))),             # a condition on the iterator
                 User("S0", (AOp("add", (c2, AInt(1))),))):                   # not a whole index
        with pytest.raises(unroll.NotUnrollable):  # statements alone: isl's copies, each simplified
            unroll.copies(For("c2", AInt(0), AOp("le", (c2, AInt(3))), AInt(1), body))
    # with a loop inside (a row of a block), the same copies with the value substituted everywhere
    row = For("c3", AInt(0), AOp("le", (AId("c3"), c2)), AInt(1), User("S0", (c2, AId("c3"))))
    copies = unroll.copies(For("c2", AInt(0), AOp("le", (c2, AInt(1))), AInt(1), row))
    assert [str(n.cond.args[1]) for n in copies] == ["0", "1"]
    with pytest.raises(unroll.NotUnrollable):  # a trip count that is not constant
        unroll.copies(For("c2", AInt(0), AOp("le", (c2, AId("N"))), AInt(1), User("S0", (c2,))))
