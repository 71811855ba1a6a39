"""The loop tree is planned before it is printed (``codegen/planning.py``): every loop becomes a
node of ``codegen/plans.py``, and the printer prints each kernel once, a transposing packed copy
included. Text only (no gcc); what the code computes is checked in tests/test_kernels.py and its
text pinned by the golden files."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from kernels.registry import CASES, source
from polyopt import driver
from polyopt.codegen import c, plans
from polyopt.codegen.loops import Block, For, If, Mark, User
from polyopt.codegen.planning import plan_loops
from polyopt.schedule import bands
from tests.conftest import PINNED_CFLAGS, PINNED_TARGET
from tests.test_generated_time_steps import generate

OPTIONS = po.Options(cflags=PINNED_CFLAGS)
# loop passes' nodes: what they hold inside is printed by their own module, from the loop tree
PASS_NODES = (plans.RegisterBlock, plans.TransposeBlock, plans.DotSums, plans.RegisterReduction, plans.StreamLoop)


def _nodes(n):
    """Every node of a planned tree that the printer reaches through ``CPrinter.node``."""
    yield n
    children = {Block: lambda: n.body, Mark: lambda: (n.body,), If: lambda: (n.then, n.other),
                plans.Loop: lambda: (n.body,), plans.ParallelRegion: lambda: (n.body,), plans.Single: lambda: (n.body,),
                plans.FlatLoop: lambda: (n.body,), plans.NestReduction: lambda: (n.body,),
                plans.ArraySections: lambda: (n.body,)}.get(type(n), lambda: ())()
    for child in children:
        if child is not None:
            yield from _nodes(child)


def _planned(src: str, entry: str | None, sizes: dict[str, int], monkeypatch):
    """The planned tree of the kernel, its packed copies, and the trees the printer printed."""
    printed = []
    function = c.CPrinter.function
    monkeypatch.setattr(c.CPrinter, "function", lambda self, tree: printed.append(tree) or function(self, tree))
    generated = driver.run(src, entry, OPTIONS, PINNED_TARGET, sizes)
    program, checked = driver.front_end(src, entry)
    printer = c.CPrinter(driver.model(program, checked, OPTIONS), sizes, OPTIONS, PINNED_TARGET)
    printer.tree = generated.tree
    planned, packs = plan_loops(printer, generated.tree)
    return planned, packs, printed


@pytest.mark.parametrize("peeled", [False, True], ids=["zeroing in the blocks", "peeled first steps"])
def test_a_transposing_copy_is_planned_and_printed_once(monkeypatch, peeled):
    """``peeled``: the schedule as it was before register blocks of one reduction member started
    from zero (``bands.inits_first`` skipped): the zeroing and the first reduction step are
    peeled off each block, loops that read the copy outside the blocks."""
    case = next(k for k in CASES if k.name == "matmul_nt")  # C(i,j) +=! A(i,k) * B(j,k): B's copy transposes
    if peeled:
        monkeypatch.setattr(bands, "inits_first", lambda k, domain: k)
    planned, packs, printed = _planned(source(case), case.entry, dict(case.bench_sizes), monkeypatch)
    assert len(printed) == 1
    assert any(p.axis != 1 for p in packs.values())
    nodes = list(_nodes(planned))
    assert not any(isinstance(n, For) for n in nodes)  # every loop the printer reaches is planned
    blocks = [n for n in nodes if isinstance(n, plans.RegisterBlock)]
    assert blocks and any(columns for b in blocks for columns, _ in b.packed)  # reads from the copy
    assert all(isinstance(n, (Block, Mark, If, User, plans.Loop, plans.ParallelRegion, plans.Single, plans.FlatLoop,
                              plans.NestReduction, plans.ArraySections, *PASS_NODES)) for n in nodes)
    transposing = {p for p in packs.values() if p.axis != 1}
    printed_loops = [n for n in _nodes(printed[0]) if isinstance(n, plans.Loop)]
    if peeled:  # the loops that read the copy outside the blocks (the peeled first steps) plan its panel
        assert any(p in transposing and start is not None for n in printed_loops for p, start in n.panels)
    else:  # the zeroing before the first k tile is in the blocks: they start from zero there
        assert any(b.start_if is not None and all(b.starts) for b in blocks)
        assert not any(isinstance(n.loop.body, User) and n.loop.body.stmt.endswith("_init") for n in printed_loops)


def test_row_terms_and_a_reductions_prefetches_are_planned(monkeypatch):
    gemm, softmax = (next(k for k in CASES if k.name == name) for name in ("gemm", "softmax"))
    planned, _, _ = _planned(source(gemm), gemm.entry, dict(gemm.bench_sizes), monkeypatch)
    blocks = [n for n in _nodes(planned) if isinstance(n, plans.RegisterBlock)]  # alpha * A(i, k) per row
    assert any(n.ahead > 0 and all(len(t) == 1 for t in n.terms) and len(n.terms) == len(n.rows) for n in blocks)
    planned, _, _ = _planned(source(softmax), softmax.entry, dict(softmax.bench_sizes), monkeypatch)
    sums = [n for n in _nodes(planned) if isinstance(n, plans.RegisterReduction)]
    # exp's loop: blocks that prefetch the row two rows on, of float32
    assert any(n.simd and not n.chunked and n.rows_ahead and n.row_bytes == 4 for n in sums)


def test_a_time_loop_is_planned_as_one_region_with_singles(monkeypatch):
    src, _, _, twod = generate(np.random.default_rng(1))  # (a step holds a statement that does not fork)
    assert twod
    planned, _, printed = _planned(src, None, {"T": 20, "N": 300, "M": 200}, monkeypatch)
    nodes = list(_nodes(planned))
    regions = [n for n in nodes if isinstance(n, plans.ParallelRegion)]
    assert len(printed) == 1 and regions and not any(isinstance(n, For) for n in nodes)
    inside = list(_nodes(regions[0].body))
    assert any(isinstance(n, plans.Single) for n in inside)
    assert any(isinstance(n, plans.Loop) and n.pragma is not None and n.pragma.startswith("omp for") for n in inside)
