"""Row kernels (polyopt/codegen/cuda_rows*.py): reductions along a row on a warp or a block, one
pass per row, rows split in segments, checked without a GPU (plans, the CPU emulation, ptxas).

The registry's kernels run through the emulation in test_cuda.py; here: what the planner decides at
the sizes of issue 24's benchmark, the paths the registry's small sizes do not reach (rows split in
segments, long rows re-read instead of held in registers), a planted divergent shuffle, the static
code of the benchmark shapes (no spills, 128-bit loads, shuffles) and the runtime's scratch arrays
and device arrays through the public call (a fake pycuda).
"""

from __future__ import annotations

import re
import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.codegen import cuda_rows
from polyopt.codegen.cuda import cuda_pipeline
from polyopt.runtime import cuda as cuda_rt

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fake_pycuda import FakeDLPackArray, FakeEvents, fake_pycuda  # noqa: E402
from harness import CONCURRENT, FORWARD, REVERSE, EmulationError, EmuLibrary, emulate  # noqa: E402
from test_cuda import NVCC, _fake_pycuda, _FakeDeviceArray, run_on_gpu  # noqa: E402


def _compiled(name: str, sizes: dict[str, int] | None, options=None):
    case = by_name(name)
    k = po.compile(source(case), case.entry)
    return cuda_pipeline(k.scop, k.dependences, options or po.Options(), sizes)


def _check(name: str, comp, sizes: dict[str, int], modes=(REVERSE,), seed: int = 0):
    case = by_name(name)
    inputs = case.make_inputs(sizes, np.random.default_rng(seed))
    want = case.reference(**inputs)
    lib = EmuLibrary({"v": comp})
    for mode in modes:
        got = lib.run("v", inputs, sizes, mode)
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, w, rtol=max(case.rtol, 1e-5), atol=1e-5 * max(1.0, float(np.abs(w).max())),
                                       err_msg=f"{name} {sizes} mode {mode}")


# ---- plans at the benchmark's sizes ---------------------------------------------------------------------
def test_softmax_is_one_pass_over_each_row():
    """softmax 8192 x 8192: one kernel, a block per row, X read once with 128-bit loads into registers,
    the temporary ``e`` never stored, Y written once."""
    comp = _compiled("softmax", {"N": 8192, "D": 8192})
    (k,) = comp.kernels
    text = comp.source
    assert "a block of" in k.mapping and "in registers: X, e" in k.mapping, k.mapping
    assert "a_e" not in text and text.count("a_X[") == 1 and text.count("a_Y[") == 1
    assert "float4" in text and "__shfl_xor_sync" in text
    assert k.grid[0] <= cuda_rows.GRID_CAP and k.block[0] >= 128


@pytest.mark.parametrize("name,sizes,lanes", [("matvec", {"M": 16384, "N": 16384}, "a block of"),
                                              ("layernorm", {"N": 4096, "D": 1024}, "a block of"),
                                              ("gesummv", {"N": 4000}, "a block of"),
                                              ("global_avgpool", {"N": 8, "C": 64, "H": 7, "W": 7}, "8 lanes")])
def test_row_reductions_are_spread_over_lanes(name, sizes, lanes):
    comp = _compiled(name, sizes)
    assert len(comp.kernels) == 1, comp.explain()
    assert lanes in comp.kernels[0].mapping and "__shfl_xor_sync" in comp.source, comp.kernels[0].mapping


def test_column_reduction_keeps_threads_along_columns():
    """atax's second phase (y(j) += A(i, j) * tmp(i)) reduces down the columns: not a row kernel; its
    threads go along j, so that neighbouring threads read neighbouring elements."""
    comp = _compiled("atax", {"M": 2048, "N": 2048})
    row = [k for k in comp.kernels if "rows (" in k.mapping]
    other = [k for k in comp.kernels if k not in row]
    assert len(row) == 1 and "tmp" in row[0].mapping
    assert other and all("rows (" not in k.mapping for k in other)


# ---- paths that the registry's sizes do not reach ------------------------------------------------------
@pytest.mark.parametrize("name,sizes", [("dot", {"Len": 6151}),
                                        ("batchnorm_moments", {"N": 2, "C": 3, "H": 5, "W": 211})])
def test_rows_split_in_segments(name, sizes, monkeypatch):
    """Few long rows: each row in segments, partials in a scratch array (poisoned by the harness),
    combined in a fixed order by the next kernel."""
    monkeypatch.setattr(cuda_rows, "MIN_SPLIT_WORK", 1)
    monkeypatch.setattr(cuda_rows, "SPLIT_UNITS", 8)
    comp = _compiled(name, sizes)
    assert len(comp.kernels) >= 2 and "segments" in comp.kernels[0].mapping, comp.explain()
    assert any(k.scratch for k in comp.kernels)
    _check(name, comp, sizes, modes=(REVERSE, CONCURRENT))


def test_long_rows_are_read_again_instead_of_held(monkeypatch):
    """Where a row does not fit in registers, each phase reads it again (softmax stores ``e``)."""
    monkeypatch.setattr(cuda_rows, "CACHE_VALUES", 0)
    sizes = {"N": 3, "D": 1031}
    comp = _compiled("softmax", sizes)
    assert len(comp.kernels) == 1 and "in registers" not in comp.kernels[0].mapping
    assert "a_e[" in comp.source
    _check("softmax", comp, sizes, modes=(FORWARD,))


def test_a_shuffle_some_lanes_skip_is_caught():
    """A planted divergent shuffle (half of the lanes skip it) fails in the emulation."""
    comp = _compiled("matvec", {"M": 5, "N": 67}, po.Options(tile_sizes=4))
    text, n = re.subn(r"__shfl_xor_sync\(0xffffffffu, (p_\w+), o\)", r"((threadIdx.x & 1) ? \1 : \g<0>)",
                      comp.source, count=1)
    assert n == 1
    case = by_name("matvec")
    inputs = case.make_inputs({"M": 5, "N": 67}, np.random.default_rng(0))
    with pytest.raises(EmulationError, match="warp"):
        emulate(comp, inputs, FORWARD, source=text)


# ---- static checks of the benchmark shapes ---------------------------------------------------------------
BENCH = [("softmax", {"N": 8192, "D": 8192}), ("matvec", {"M": 16384, "N": 16384}),
         ("layernorm", {"N": 8192, "D": 8192}), ("batchnorm_moments", {"N": 32, "C": 64, "H": 56, "W": 56})]


@pytest.mark.skipif(NVCC is None, reason="nvcc is not on PATH: the row kernels' machine code is not checked")
def test_row_kernels_ptxas(tmp_path):
    """One nvcc run over the benchmark shapes: no spills, 128-bit global loads, warp shuffles, no
    double-precision instruction (float rows: an ``exp`` or a ``1.0`` would promote to f64), 32-bit
    indices where the sizes allow (no 64-bit multiply-high from decoding batch-norm's columns), and
    layernorm's ``1 / sqrtf(var + eps)`` once per row (not once per chunk of the row), and the kernels
    of a row split in segments at full occupancy (at most 32 registers for blocks of 256)."""
    texts = {}
    for name, sizes in BENCH:
        texts[name] = _compiled(name, sizes).source
    for name, text in texts.items():
        cu = tmp_path / f"{name}.cu"
        cu.write_text(text)
    cus = [str(tmp_path / f"{name}.cu") for name in texts]
    out = subprocess.run([NVCC, "-arch=sm_90", "-ptx", *cus, "-odir", str(tmp_path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    for name in texts:
        ptx = (tmp_path / f"{name}.ptx").read_text()
        assert "shfl.sync.bfly" in ptx, name
        assert re.search(r"ld\.global(\.nc)?\.v[24]\.", ptx), name
        assert not re.search(r"\.f64\b", ptx), name
        assert not re.search(r"mul\.hi\.[su]64", ptx), name
        if name == "layernorm":
            assert ptx.count("sqrt.rn.f32") == 1, ptx.count("sqrt.rn.f32")
        ptxas = [str(Path(NVCC).parent / "ptxas"), "-arch=sm_90", "-v"]
        rep = subprocess.run([*ptxas, str(tmp_path / f"{name}.ptx"), "-o", str(tmp_path / f"{name}.cubin")],
                             capture_output=True, text=True)
        assert rep.returncode == 0, rep.stderr
        spills = [int(x) for x in re.findall(r"(\d+) bytes spill stores", rep.stderr)]
        assert spills and max(spills) == 0, (name, rep.stderr)
        if name == "batchnorm_moments":  # rows split in segments: 8 blocks of 256 per SM, one wave of units
            assert max(int(x) for x in re.findall(r"Used (\d+) registers", rep.stderr)) <= 32, rep.stderr


# ---- the runtime: scratch arrays, device arrays through the public call -------------------------------------
def _fake_modules(comp, calls: list) -> dict:
    """A fake pycuda running ``comp`` (tests/cuda/fake_pycuda.py), whose ``gpuarray`` allocates fake
    device arrays; the tests patch its driver further before ``_install``."""
    mods = _fake_pycuda({comp.source: comp}, calls)
    gpuarray = types.ModuleType("pycuda.gpuarray")
    gpuarray.empty = gpuarray.zeros = lambda shape, dtype: _FakeDeviceArray(np.zeros(shape, dtype))
    mods["pycuda"].gpuarray = gpuarray
    mods["pycuda.gpuarray"] = gpuarray
    return mods


def _install(monkeypatch, mods: dict) -> None:
    """``mods`` in place of pycuda, the CUDA runtime's state, modules and buffers fresh."""
    for mod, obj in mods.items():
        monkeypatch.setitem(sys.modules, mod, obj)
    monkeypatch.setattr(cuda_rt, "_state", {})
    monkeypatch.setattr(cuda_rt, "_modules", {})
    monkeypatch.setattr(cuda_rt, "_buffers", {})


def test_public_call_with_device_arrays_and_scratch(monkeypatch):
    """``k(x, y)`` on device arrays (a fake pycuda: host memory, kernels in the emulation) returns a
    device array of the same kind, uses out= in place, allocates the row kernels' scratch arrays and
    never copies inputs to the host."""
    monkeypatch.setattr(cuda_rows, "MIN_SPLIT_WORK", 1)
    monkeypatch.setattr(cuda_rows, "SPLIT_UNITS", 8)
    case = by_name("dot")
    k = po.compile(source(case), case.entry, target="cuda")
    sizes = {"Len": 5003}
    comp = k.specialize(**sizes)
    assert any(kk.scratch for kk in comp.kernels)
    calls = []
    mods = _fake_modules(comp, calls)
    drv = mods["pycuda.driver"]
    dtoh = drv.memcpy_dtoh
    drv.memcpy_htod = None  # no copies to the device
    drv.memcpy_dtoh = lambda a, buf: dtoh(a, buf) if a.nbytes == 4 else pytest.fail("a copy to the host")  # (the flag)
    _install(monkeypatch, mods)
    inputs = case.make_inputs(sizes, np.random.default_rng(3))
    want = case.reference(**inputs)[0]
    x, y = _FakeDeviceArray(inputs["x"]), _FakeDeviceArray(inputs["y"])
    got = k(x, y)
    assert isinstance(got, _FakeDeviceArray) and got.shape == () and len(calls) == len(comp.kernels)
    np.testing.assert_allclose(got.get(), want, rtol=1e-12)
    out = _FakeDeviceArray(np.full((), 7.0))
    assert k(x, y, out=out) is out
    np.testing.assert_allclose(out.get(), want, rtol=1e-12)
    with pytest.raises(po.PolyoptError, match="shape"):
        k(x, y, out=_FakeDeviceArray(np.zeros(2)))
    calls.clear()  # launcher(): the kernels alone, on device arrays, for repeated runs
    out.alloc.mem[:] = 0
    run = cuda_rt.launcher(comp, {"x": x, "y": y, "d": out})
    run()
    assert len(calls) == len(comp.kernels)
    np.testing.assert_allclose(out.get(), want, rtol=1e-12)
    assert "x" in comp.kernels[0].aligned  # (double2 loads): an array 8 bytes into its allocation is refused
    off = _FakeDeviceArray(np.concatenate([[0.0], inputs["x"]]))
    off.__cuda_array_interface__ = {**off.__cuda_array_interface__, "shape": inputs["x"].shape,
                                    "data": (int(off.alloc) + 8, False)}
    with pytest.raises(po.PolyoptError, match="multiple of 16 bytes"):
        k(off, y)


def test_public_call_allocates_only_what_kernels_take(monkeypatch):
    """softmax holds its temporary ``e`` in registers: the call allocates no device buffer for it (at
    8192 x 8192 a 256 MB cudaMalloc, memset and free per call) and, with no kernel taking the error
    flag, neither sets nor reads one; only the output is allocated."""
    case = by_name("softmax")
    k = po.compile(source(case), case.entry, target="cuda")
    sizes = {"N": 5, "D": 67}
    comp = k.specialize(**sizes)
    assert "e" in comp.scop.checked.temps and all(a.name != "e" and a.kind != "error"
                                                   for kk in comp.kernels for a in kk.args)
    calls, allocs = [], []
    mods = _fake_modules(comp, calls)
    drv = mods["pycuda.driver"]
    alloc = drv.mem_alloc
    drv.mem_alloc = lambda n: allocs.append(n) or alloc(n)
    drv.memset_d32 = drv.memcpy_dtoh = drv.memcpy_htod = None
    _install(monkeypatch, mods)
    x = case.make_inputs(sizes, np.random.default_rng(1))["X"]
    got = k(_FakeDeviceArray(x))
    assert isinstance(got, _FakeDeviceArray) and allocs == [] and len(calls) == len(comp.kernels)
    np.testing.assert_allclose(got.get(), case.reference(X=x)[0], rtol=1e-5, atol=1e-7)
    first = list(drv.log)
    # a call like it takes the fast path (Calls.device_plans): the same launches between the same
    # synchronizations, on the new arrays, with a fresh output each time
    x2 = case.make_inputs(sizes, np.random.default_rng(2))["X"]
    drv.log.clear()
    again = k(_FakeDeviceArray(x2))
    assert len(k._calls.device_plans) == 1 and drv.log == first and again is not got
    np.testing.assert_allclose(again.get(), case.reference(X=x2)[0], rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(got.get(), case.reference(X=x)[0], rtol=1e-5, atol=1e-7)
    with pytest.raises(po.PolyoptError, match="dtype float64, expected float"):  # another key: checked again
        k(_FakeDeviceArray(x2.astype(np.float64)))
    cuda_rt.launcher(comp, {"X": _FakeDeviceArray(x), "Y": got})()
    assert allocs == []


def test_device_fast_path_converts_scalars_as_the_full_path(monkeypatch):
    """A CUDA call with scalars on device arrays (a fake pycuda): the second call of a signature
    takes the fast path (``Calls.device_fast_call``), whose scalars go through
    ``arguments.converter``: the same values (a Python float rounded to float32, an int, a numpy
    scalar), and the same error for a float32 scalar beyond float32's range."""
    k = po.compile("def axpb(float(N) x, float a, int32 b) -> (y) { y(i) = a * x(i) + b }", target="cuda")
    comp = k.specialize(N=37)
    calls = []
    mods = _fake_modules(comp, calls)
    _install(monkeypatch, mods)
    x = np.random.default_rng(4).standard_normal(37).astype(np.float32)
    dx = _FakeDeviceArray(x)
    for a, b in [(0.1, 3), (2.5, -7), (1e-3, 2**31 - 1)]:  # the first call of a signature plans, the rest are fast
        got = k(dx, a, b)
        np.testing.assert_array_equal(got.get(), np.float32(a) * x + np.float32(b))
    got = k(dx, np.float32(0.3), np.int32(5))
    np.testing.assert_array_equal(got.get(), np.float32(0.3) * x + np.float32(5))
    assert k._calls.device_plans
    with pytest.raises(po.ShapeError, match="does not fit in float32"):
        k(dx, 1e300, 1)
    with pytest.raises(po.ShapeError, match="does not fit in int32"):
        k(dx, 1.0, 2**31)


def test_public_call_with_dlpack_arrays_and_streams(monkeypatch):
    """DLPack-only device arrays (no ``__cuda_array_interface__``) go in and come out (through their
    array namespace), out= included; ``stream=`` orders the kernels on that stream without a
    synchronization of the context: a pycuda stream is launched on, another library's stream is
    joined through events (its queued work before, its later work after), the legacy default
    stream is launched on directly; numpy arguments ignore it (the fake pycuda logs all of it)."""
    case = by_name("softmax")
    k = po.compile(source(case), case.entry, target="cuda")
    comp = k.specialize(N=5, D=67)  # (the emulated build of test_public_call_allocates_only_what_kernels_take)
    calls = []
    mods = fake_pycuda({comp.source: comp}, calls)
    drv = mods["pycuda.driver"]
    _install(monkeypatch, mods)
    monkeypatch.setattr(cuda_rt, "_Events", lambda: FakeEvents(drv.log))
    x = case.make_inputs({"N": 5, "D": 67}, np.random.default_rng(2))["X"]
    want = case.reference(X=x)[0]
    xd = FakeDLPackArray(x)
    got = k(xd)
    assert isinstance(got, FakeDLPackArray) and got.shape == (5, 67) and xd.capsules == 1
    np.testing.assert_allclose(got.get(), want, rtol=1e-5, atol=1e-7)
    assert ("sync", "context") in drv.log  # (no stream=: the context, before and after)
    out = FakeDLPackArray(np.zeros((5, 67), np.float32))
    assert k(xd, out=out) is out
    np.testing.assert_allclose(out.get(), want, rtol=1e-5, atol=1e-7)
    launches = [kk.name for kk in comp.kernels]

    def run(stream, arg=xd):
        drv.log.clear()
        o = k(arg, stream=stream)
        np.testing.assert_allclose(o.get() if hasattr(o, "get") else o, want, rtol=1e-5, atol=1e-7)
        return list(drv.log)

    s = drv.Stream()  # pycuda's own: launched on, nothing waited for (no flag, no temporaries)
    assert run(s) == [("launch", n, s.handle) for n in launches]
    theirs = types.SimpleNamespace(cuda_stream=0xBEEF)  # torch's: polyopt's stream between two events
    log = run(theirs)
    ours = cuda_rt._state["stream"].handle
    assert log == [("follow", ours, 0xBEEF), *[("launch", n, ours) for n in launches], ("lead", ours, 0xBEEF)]
    assert run(0) == [("launch", n, None) for n in launches]  # the legacy default stream
    assert ("sync", "context") in run(s, x)  # numpy: copies, synchronous as without stream=
    with pytest.raises(po.ArgumentError, match="stream= must be a CUDA stream"):
        k(xd, stream="fast")
    with pytest.raises(po.ArgumentError, match="CUDA device 1"):
        k(FakeDLPackArray(x, (2, 1)))
    with pytest.raises(po.ShapeError, match="C-contiguous"):
        k(FakeDLPackArray(x.T.copy().T, strides=(1, 5)))
    with pytest.raises(po.ArgumentError, match="stream= is for kernels compiled with target='cuda'"):
        po.compile("def f(float(N) X) -> (Y) {\n Y(i) = X(i)\n}")(x[0], stream=s)


# ---- on a GPU: the shapes above, rows split in segments, long rows read again ------------------------------
GPU_CASES = [*BENCH, ("dot", {"Len": 1 << 22}), ("l1_norm", {"M": 3, "N": 1 << 20}), ("softmax", {"N": 64, "D": 65536}),
             ("gesummv", {"N": 4001}), ("trmv_lower", {"N": 3001})]


_REASON = cuda_rt.unavailable_reason()


@pytest.mark.skipif(_REASON is not None, reason=f"no CUDA run here: {_REASON}")
@pytest.mark.parametrize("name,sizes", GPU_CASES, ids=[f"{n}-{'x'.join(map(str, s.values()))}" for n, s in GPU_CASES])
def test_pycuda_row_kernels_match_numpy(name, sizes):
    """Default options at these sizes, in a subprocess with a hard time limit (test_cuda.run_on_gpu)."""
    comp = _compiled(name, sizes)
    assert any("rows (" in k.mapping for k in comp.kernels), comp.explain()
    assert ": ok" in run_on_gpu(name, sizes)


@pytest.mark.skipif(_REASON is not None, reason=f"no CUDA run here: {_REASON}")
def test_pycuda_streams_and_dlpack_with_torch():
    """On a GPU, with torch: ``stream=`` a torch side stream (polyopt's own stream joined through
    events: torch's work queued on it before, its later work after), a pycuda stream and the legacy
    default stream, each without a synchronization of the context; a DLPack-only array in, a
    pycuda GPUArray out. (What the fake pycuda checks without a GPU, for real.)"""
    torch = pytest.importorskip("torch", reason="torch is not installed: no torch stream to order on")
    if not torch.cuda.is_available():
        pytest.skip("torch sees no CUDA GPU")
    case = by_name("softmax")
    k = po.compile(source(case), case.entry, target="cuda")
    x = torch.rand(64, 1000, device="cuda") * 8
    want = torch.softmax(x, 1)
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        y = k(x * 1, stream=side)  # (x * 1: queued on the side stream just before the kernels)
        z = y * 2  # queued after them on the same stream
    side.synchronize()
    torch.testing.assert_close(z, 2 * want, rtol=1e-5, atol=1e-6)
    drv, context = cuda_rt._driver()
    context.push()
    try:
        s = drv.Stream()
    finally:
        drv.Context.pop()
    for stream in (s, 0):
        got = k(x, stream=stream)
        (s.synchronize() if stream is s else torch.cuda.synchronize())
        torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-6)

    class OnlyDLPack:  # (JAX, TensorFlow: DLPack and nothing else)
        def __init__(self, t):
            self.t = t

        def __dlpack__(self, stream=None):
            return self.t.__dlpack__(stream=stream)

        def __dlpack_device__(self):
            return self.t.__dlpack_device__()
    got = k(OnlyDLPack(x))
    np.testing.assert_allclose(got.get(), want.cpu().numpy(), rtol=1e-5, atol=1e-6)


def test_a_register_read_before_written_is_caught():
    """The kernel library is built with -ftrivial-auto-var-init=pattern: a partial sum that starts
    uninitialized (a planted missing identity) starts at 0xFEFEFEFE, about -1.7e38, not at 0."""
    sizes = {"N": 2, "D": 67}
    comp = _compiled("softmax", sizes)
    text, n = re.subn(r"float p_s = 0;", "float p_s;", comp.source, count=1)
    assert n == 1
    x = by_name("softmax").make_inputs(sizes, np.random.default_rng(0))
    (y,) = emulate(comp, x, REVERSE, source=text)
    assert not np.isfinite(y).all() or np.abs(y).max() < 1e-30, y
