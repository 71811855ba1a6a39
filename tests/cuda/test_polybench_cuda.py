"""PolyBench's kernels (benchmarks/polybench/kernels.tc) on the CUDA target: the nests whose outer
loop carries a dependence (a time loop, a triangular solve) run that loop on the host, one launch
per iteration (codegen/cuda_host.py), instead of the whole nest on one GPU thread; and the kernels
with such host loops give PolyBench's results in the CPU emulation at the small awkward sizes."""

from __future__ import annotations

import functools
import math
import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from benchmarks.polybench.run import check
from benchmarks.polybench.suite import CASES, HERE, baseline_source
from polyopt.codegen.cuda import cuda_pipeline
from polyopt.codegen.cuda_launch import HostLoop
from polyopt.poly.returns import returned
from polyopt.runtime import cpu

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import CONCURRENT, EmuLibrary  # noqa: E402

# the 16 kernels with a nest on one thread (grid 1 x 1 x 1) before host loops (RESULTS.md, 15:45 UTC)
ONE_THREAD_BEFORE = ("jacobi_1d", "jacobi_2d", "heat_3d", "fdtd_2d", "seidel_2d", "adi", "floyd_warshall", "durbin",
                     "gemver", "cholesky", "trisolv", "lu", "gramschmidt", "deriche", "nussinov", "ludcmp")
# kernels of a host loop that still run one thread per iteration, with why: durbin's scalar steps
# of one k (alpha, beta) and its sum over i < k, and its y(k) (a point); gramschmidt's norm of
# column k (a sum into one scalar; a row kernel would serve it, but the row kernels map top-level
# nests only). Each iteration's other kernels are parallel.
SERIAL_PER_ITERATION = {"durbin": 2, "gramschmidt": 1}
# nests whose statements, distributed over kernels by their dependences, are each parallel: no
# host loop (gemver's x = x + beta A^T y before w = w + alpha A x; deriche's two passes)
DISTRIBUTED = ("gemver", "deriche")
BY_NAME = {c.name: c for c in CASES}
# the sizes each kernel's grids are checked at: PolyBench's LARGE, but seidel-2d's wavefront over
# 20 steps (isl's code for it grows with the steps: 22 s of CPU at T = 500, 0.7 s at T = 20; its
# grid has the same shape)
GRID_SIZES = {**{c.name: c.large for c in CASES}, "seidel_2d": {"N": 2000, "T": 20}}
SOURCE = (HERE / "kernels.tc").read_text()


@functools.cache
def _kernel(name: str) -> po.Kernel:
    return po.compile(SOURCE, name, target="cuda")


def _one_thread(k, grid) -> bool:
    return math.prod(grid) == 1 and k.threads == 1


@pytest.mark.parametrize("name", ONE_THREAD_BEFORE)
def test_no_nest_on_one_thread_at_large_sizes(name):
    """At PolyBench's LARGE sizes (where an H200 run spent its time limit in jacobi-1d's one thread):
    every kernel launched once runs on more than one thread (except where ``DISTRIBUTED``, the
    nest has a host loop); every host loop launches a parallel
    kernel each iteration, at most ``SERIAL_PER_ITERATION`` on one thread, and a number of launches
    of the order of one loop's trip count (not one per point of a 2-d loop nest)."""
    case, k = BY_NAME[name], _kernel(name)
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), GRID_SIZES[name])
    grids = comp.grids()
    loops = comp.host_loops()
    assert loops or name in DISTRIBUTED, comp.explain()
    in_loops = {i for loop in loops for i, _, _ in loop.body}
    for i, (kk, grid) in enumerate(zip(comp.kernels, grids)):
        if i not in in_loops:
            assert not _one_thread(kk, grid), f"{kk.name} on one thread:\n{comp.explain()}"
    serial = 0
    for loop in loops:
        kernels = [(comp.kernels[i], grids[i]) for i, _, _ in loop.body]
        assert any(not _one_thread(kk, g) for kk, g in kernels), comp.explain()
        serial += sum(_one_thread(kk, g) for kk, g in kernels)
        assert len(loop.values({})) <= 5 * max(case.large.values()), (loop, comp.explain())
        assert all(kk.mapping.startswith(f"one launch per {loop.var} = ") for kk, _ in kernels)
    assert serial == SERIAL_PER_ITERATION.get(name, 0), comp.explain()
    assert name in DISTRIBUTED or ("host loop po_h0 = " in comp.explain() and "long po_h0" in comp.source)


def test_host_loop_launches_in_order():
    """floyd-warshall at N = 5: the copy of row i at iteration 1 + i, the update of step k at N + k,
    each launch with its iteration's value."""
    k = _kernel("floyd_warshall")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), {"N": 5})
    (loop,) = comp.program
    assert isinstance(loop, HostLoop) and list(loop.values({})) == list(range(1, 11))
    launches = [(x.kernel.name, x.host["po_h0"]) for x in comp.launches()]
    copy, step = comp.kernels[0].name, comp.kernels[1].name
    assert launches == [(copy, v) for v in range(1, 6)] + [(step, v) for v in range(6, 11)], launches


# The emulation: a group of kernels per g++ run; tiles of 4 (several blocks even at these sizes).
GROUPS = (("jacobi_1d", "fdtd_2d", "durbin", "trisolv", "floyd_warshall", "gemver"),
          ("jacobi_2d", "seidel_2d", "cholesky", "lu", "nussinov"),
          ("heat_3d",), ("adi", "gramschmidt", "deriche", "ludcmp"))


@pytest.mark.parametrize("group", range(len(GROUPS)))
def test_emulation_matches_polybench(group):
    names = GROUPS[group]
    variants = {}
    for name in names:
        k = _kernel(name)
        variants[name] = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), BY_NAME[name].small)
    lib = EmuLibrary(variants)
    for name in names:
        case = BY_NAME[name]
        src, cdecl = baseline_source(case, case.small)
        ffi, clib = cpu.load(src, cdecl, cflags=("-O2",))
        inputs = case.inputs(case.small, np.random.default_rng(0))
        want = case.compare(case.c(getattr(clib, f"kernel_{name}"), ffi, inputs, case.small), case.small)
        got = case.compare(lib.run(name, case.po_args(inputs, case.small), case.small, CONCURRENT), case.small)
        bad = check(case, want, got)
        assert bad is None, f"{name} at {case.small}: {bad}"


def test_every_one_thread_kernel_has_a_group():
    assert sorted(n for g in GROUPS for n in g) == sorted(ONE_THREAD_BEFORE)


def test_host_loops_through_a_fake_pycuda(monkeypatch):
    """The runtime's pycuda path launches what ``launches()`` lists, each with its iteration's value
    (``tests/cuda/fake_pycuda.py``: the launches run in the emulation): jacobi-1d, numpy arrays in
    and out, and ``launcher()`` on device arrays."""
    from fake_pycuda import FakeDeviceArray, fake_pycuda

    from polyopt.runtime import cuda as cuda_rt
    case, k = BY_NAME["jacobi_1d"], _kernel("jacobi_1d")
    sizes = {"N": 45, "T": 6}
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), sizes)
    calls = []
    for mod, obj in fake_pycuda({comp.source: comp}, calls).items():
        monkeypatch.setitem(sys.modules, mod, obj)
    monkeypatch.setattr(cuda_rt, "_state", {})
    monkeypatch.setattr(cuda_rt, "_modules", {})
    monkeypatch.setattr(cuda_rt, "_buffers", {})
    src, cdecl = baseline_source(case, sizes)
    ffi, clib = cpu.load(src, cdecl, cflags=("-O2",))
    inputs = case.inputs(sizes, np.random.default_rng(1))
    want = case.compare(case.c(clib.kernel_jacobi_1d, ffi, inputs, sizes), sizes)
    args = case.po_args(inputs, sizes)
    outs = cuda_rt.load_and_run(comp, args)
    got = case.compare(tuple(returned(outs[o], comp.kept.get(o)) for o in comp.scop.checked.outputs), sizes)
    assert check(case, want, got) is None
    plan = [(x.kernel.name, x.grid) for x in comp.launches()]
    assert calls == plan and len(plan) == 2 * sizes["T"] + 1, (calls, comp.explain())
    calls.clear()
    device = {n: FakeDeviceArray(np.asarray(v)) if isinstance(v, np.ndarray) else v for n, v in args.items()}
    device.update({o: FakeDeviceArray(np.zeros(comp.buffer_shape(o))) for o in comp.scop.checked.outputs})
    cuda_rt.launcher(comp, device)()
    assert calls == plan
    got = case.compare(tuple(returned(device[o].get(), comp.kept.get(o)) for o in comp.scop.checked.outputs), sizes)
    assert check(case, want, got) is None
