"""The CUDA target, verified without a GPU.

(a) every generated ``.cu`` compiles with nvcc for sm_80 and sm_90, warnings as errors (one nvcc run
    per architecture over every kernel of the library; skipped without nvcc on PATH);
(b) the CPU emulation (tests/cuda/emu.h: threads of a block as OS threads meeting at a barrier)
    matches numpy for every kernel in kernels/, at every test size (specialized, and the size-generic
    kernels at the first two);
(c) planted bugs are caught: a missing ``__syncthreads()``, a divergent barrier, a read of shared
    memory nothing wrote (shared memory starts as NaN), a race between blocks (blocks run shuffled,
    several at once);
(d) with pycuda and a GPU, the same kernels run through pycuda, each case in a process of its own with
    a hard time limit (tests/cuda/pycuda_case.py), so a kernel that hangs fails with its name instead
    of hanging the suite (skipped with the reason otherwise);
(e) without pycuda, running raises ``TargetUnavailableError``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from kernels.registry import CASES, KERNEL_DIR, by_name, source
from polyopt.codegen.cuda import MAX_THREADS, cuda_pipeline
from polyopt.errors import TargetUnavailableError
from polyopt.runtime import cuda as cuda_rt

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import (  # noqa: E402, I001
    CONCURRENT, FORWARD, REVERSE, EmuLibrary, EmulationError, emulate, nvcc_check, strip_barrier, wrap_source)
from fake_pycuda import FakeDeviceArray, fake_pycuda  # noqa: E402

TEST_OPTIONS = po.Options(tile_sizes=4)  # small blocks: few emulated threads
REGISTER_OPTIONS = po.Options(tile_sizes=8, register_tile=(2, 1))  # 2 x 4 register tiles over 2 x 4 threads
NVCC = shutil.which("nvcc")
ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def _kernel(name: str) -> po.Kernel:
    case = by_name(name)
    return po.compile(source(case), case.entry, target="cuda")  # (its scop keeps every step: no C storage)


EXTENDED = os.environ.get("POLYOPT_TEST_EXTENDED") == "1"


def specialized_at(case) -> list[int]:
    """The test sizes (indices) that get kernels specialized to them: all but the second, where the
    size-generic kernels run instead (every size with POLYOPT_TEST_EXTENDED=1). The size-generic
    kernels run at the first two sizes only: a row kernel's generic blocks of 256 threads take
    seconds to emulate per hundred rows."""
    n = len(case.sizes)
    return list(range(n)) if EXTENDED or n < 3 else [0, *range(2, n)]


@functools.cache
def variant(name: str, tag: str):
    """One compiled variant of a case: ``s<i>`` specialized to test size i (tiles of 4), ``r<i>``
    the same with register tiles of several threads (None where tiles of 4 give none),
    ``generic`` size-generic, ``default`` the GPU's default tiles at the largest test size."""
    case, k = by_name(name), _kernel(name)
    if tag == "generic":
        return cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, None)
    if tag == "default":
        return cuda_pipeline(k.scop, k.dependences, po.Options(), largest(case))
    sizes = case.sizes[int(tag[1:])]
    if tag[0] == "s":
        return cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, sizes)
    if any(kk.thread_tile for kk in variant(name, "s" + tag[1:]).kernels):
        return cuda_pipeline(k.scop, k.dependences, REGISTER_OPTIONS, sizes)
    return None


@functools.cache
def variants(name: str) -> dict:
    """The compiled variants the emulation runs: specialized (and with register tiles) at the sizes
    of ``specialized_at``, and size-generic. (The GPU's default tiles, ``variant(name, "default")``,
    are made where a test runs or compiles them: their launch limits are checked on every kernel's
    golden CUDA, tests/codegen/test_golden_c.py, which has the default tiles at larger sizes.)"""
    tags = [f"{kind}{i}" for i in specialized_at(by_name(name)) for kind in "sr"] + ["generic"]
    out = {tag: c for tag in tags if (c := variant(name, tag)) is not None}
    _store_sources(name, {tag: c.source for tag, c in out.items()})
    return out


def largest(case) -> dict[str, int]:
    return max(case.sizes, key=lambda sizes: np.prod(list(sizes.values())))


# The nvcc test needs only the text of every variant; a disk cache keyed by the compiler's own
# source lets it skip regenerating what the emulation tests (in any xdist worker) already made.
@functools.cache
def _source_key(name: str) -> str:
    h = hashlib.sha256()
    for path in sorted((ROOT / "polyopt").rglob("*.py")) + sorted(KERNEL_DIR.glob("*.tc")):
        h.update(path.read_bytes())
    case = by_name(name)
    h.update(json.dumps([name, case.sizes, TEST_OPTIONS.to_json()], sort_keys=True).encode())
    return h.hexdigest()[:32]


def _source_file(name: str) -> Path:
    base = Path(os.environ.get("POLYOPT_CACHE_DIR", "/tmp")) / "cuda-sources"
    base.mkdir(parents=True, exist_ok=True)
    return base / f"{name}-{_source_key(name)}.json"


def _store_sources(name: str, sources: dict[str, str]) -> None:
    path = _source_file(name)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(sources))
    os.replace(tmp, path)


def sources(name: str) -> dict[str, str]:
    path = _source_file(name)
    if path.exists():
        return json.loads(path.read_text())
    return {tag: c.source for tag, c in variants(name).items()}


def assert_matches(case, got, want, what: str) -> None:
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype, f"{what}: {g.shape} {g.dtype} != {w.shape} {w.dtype}"
        if case.rtol == 0:
            np.testing.assert_array_equal(g, w, err_msg=what)
        else:
            atol = case.rtol * max(1.0, float(np.abs(w).max(initial=0.0)))
            np.testing.assert_allclose(g, w, rtol=case.rtol, atol=atol, err_msg=what)


# ---- (b) emulation ----------------------------------------------------------------------------------
# The variants of GROUP neighbouring cases are built into one library (one g++ run: about 1 s of it is
# emu.h and the link, whatever the library holds, ~0.3 s a case; a library a case took ~70 s of g++
# for the 58 cases); xdist runs neighbouring tests on one worker.
GROUP = 8


@functools.cache
def _group_library(group: int) -> EmuLibrary:
    """The variants of cases ``GROUP * group`` on in one library, each tagged ``<case>_<tag>``."""
    return EmuLibrary({f"{c.name}_{tag}": comp for c in CASES[GROUP * group:GROUP * (group + 1)]
                       for tag, comp in variants(c.name).items()})


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_emulation_matches_numpy(case):
    vs = variants(case.name)
    lib = _group_library(CASES.index(case) // GROUP)
    for i, sizes in enumerate(case.sizes):
        inputs = case.make_inputs(sizes, np.random.default_rng(i))
        want = case.reference(**inputs)
        runs = []
        if f"s{i}" in vs:
            runs.append((f"s{i}", REVERSE))  # one thread at a time, last thread first: deterministic
        if f"r{i}" in vs:
            runs.append((f"r{i}", FORWARD if i % 2 else REVERSE))  # register tiles of several threads
        if i <= 1:  # the size-generic kernels, sizes as arguments; once with free-running OS threads
            runs.append(("generic", CONCURRENT if i == 1 else FORWARD))
        for tag, mode in runs:
            got = lib.run(f"{case.name}_{tag}", inputs, sizes, mode)
            assert_matches(case, got, want, f"{case.name} {sizes} {tag} mode {mode}")


@pytest.mark.parametrize("name", ["matmul", "conv2d_same", "softmax", "trmm"])
def test_emulation_default_block_sizes(name):
    """The GPU's default tiles (hundreds of outputs per block) at the largest test size."""
    case = by_name(name)
    comp = variant(name, "default")
    outputs = max(int(np.prod(comp.shape(o))) for o in comp.scop.checked.outputs)
    assert any(k.threads * math.prod(k.thread_tile) >= min(64, outputs) for k in comp.kernels)
    sizes = largest(case)
    inputs = case.make_inputs(sizes, np.random.default_rng(7))
    assert_matches(case, emulate(comp, inputs, CONCURRENT), case.reference(**inputs), f"{name} default tiles")


@pytest.mark.skipif(NVCC is None, reason="nvcc is not on PATH")
def test_nvcc_compiles_the_exact_text(tmp_path):
    """The namespaced bundle above drops ``extern "C"``; one source compiles exactly as generated."""
    nvcc_check(variant("matmul", "default").source, tmp_path, "matmul")


# The GPU mapping of contractions, checked statically (issue 23's bar): ptxas reports no spills, the
# main loop copies with 128-bit global loads and does at least 4 FMAs per shared-memory load instruction.
CONTRACTIONS = [("matmul", {"M": 4096, "K": 4096, "N": 4096}),
                ("batch_matmul", {"B": 32, "M": 512, "K": 512, "N": 512}),
                ("conv2d_3x3_bias_relu", {"N": 32, "C": 64, "H": 66, "W": 66, "K": 64})]  # 64 x 64 outputs: full tiles


@pytest.mark.skipif(NVCC is None, reason="nvcc is not on PATH: the PTX of contractions is not checked")
@pytest.mark.parametrize("name,sizes", CONTRACTIONS, ids=[c[0] for c in CONTRACTIONS])
def test_contraction_ptx(name, sizes, tmp_path):
    case = by_name(name)
    sizes = {s: sizes.get(s, 3) for s in _kernel(name).checked.sizes}
    comp = cuda_pipeline(_kernel(name).scop, _kernel(name).dependences, po.Options(), sizes)
    main = max(comp.kernels, key=lambda k: k.fma_per_load)
    assert main.thread_tile and math.prod(main.thread_tile) >= 16 and main.fma_per_load >= 2, comp.explain()
    cu = tmp_path / f"{case.name}.cu"
    cu.write_text(comp.source)
    out = subprocess.run([NVCC, "-arch=sm_90", "-cubin", "-Xptxas", "-v", str(cu), "-o", str(tmp_path / "k.cubin")],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    report = out.stderr.split(main.name)[-1]
    registers = int(re.search(r"Used (\d+) registers", report).group(1))
    spills = [int(x) for x in re.findall(r"(\d+) bytes spill stores", report)[:1]]
    assert registers <= 255 and spills and spills[0] <= 16, report  # (a few spilled bytes stay in L1)
    ptx = subprocess.run([NVCC, "-arch=sm_90", "-ptx", str(cu), "-o", "-"], capture_output=True, text=True).stdout
    body = ptx.split(f".entry {main.name}")[1].split(".entry")[0]
    fma, shared = body.count("fma.rn.f32"), len(re.findall(r"ld\.shared", body))
    assert shared and fma / shared >= 4, (fma, shared)
    # explain()'s expected FLOPs per shared load: met exactly where no register outlives its step
    assert 2 * fma / shared >= main.flops_per_load > 0, (fma, shared, main.details)
    if "conv" not in name:
        assert 2 * fma / shared == pytest.approx(main.flops_per_load, rel=0.01), (fma, shared, main.details)
    if main.aligned:  # 128-bit global loads (nvcc types a float4 load .f32 or .u32), or 16-byte cp.async
        assert re.search(r"ld\.global\.nc\.v4\.(f32|u32|b32)|cp\.async\.c[ag]\.shared\.global[^;]*, 16;", body)


SMALL_TYPES = """def small(bool(N) M, int8(N, K) A, uint16(N) B) -> (O, S) {
  O(i) = M(i) ? A(i, 0) * 3 : int8(B(i))
  S(i) +=! A(i, k)
}"""


def test_small_integer_and_bool_types(tmp_path):
    """bool prints as C++'s bool, int8 sums wrap as numpy's; nvcc takes the text where installed."""
    k = po.compile(SMALL_TYPES)
    comp = cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, {"N": 37, "K": 29})
    rng = np.random.default_rng(5)
    m = rng.integers(0, 2, 37).astype(bool)
    a = rng.integers(-128, 128, (37, 29)).astype(np.int8)
    b = rng.integers(0, 2**16, 37).astype(np.uint16)
    o, s = emulate(comp, {"M": m, "A": a, "B": b}, CONCURRENT)
    np.testing.assert_array_equal(o, np.where(m, a[:, 0] * np.int8(3), b.astype(np.int8)))
    np.testing.assert_array_equal(s, a.astype(np.int64).sum(1).astype(np.int8))
    nvcc_check(comp.source, tmp_path, "small")


def test_float16_is_refused_clearly():
    with pytest.raises(po.CompileError, match="float16 tensors run on the c target only"):
        po.compile("def f(float16(N) A) -> (O) { O(i) = A(i) }", target="cuda").specialize(N=4)


# ---- (c) planted bugs --------------------------------------------------------------------------------
def _matmul_run(text: str | None, mode: int):
    case = by_name("matmul")
    sizes = case.sizes[-1]
    comp = variants("matmul")[f"r{len(case.sizes) - 1}"]  # register tiles over 8 threads, double-buffered
    inputs = case.make_inputs(sizes, np.random.default_rng(3))
    return case, emulate(comp, inputs, mode, source=text), case.reference(**inputs), comp.source


@pytest.mark.parametrize("which", [0, 1], ids=["before-use", "after-use"])
@pytest.mark.parametrize("mode", [FORWARD, REVERSE], ids=["forward", "reverse"])
def test_missing_barrier_is_caught(which, mode):
    comp = variants("matmul")[f"r{len(by_name('matmul').sizes) - 1}"]
    assert comp.source.count("__syncthreads();") >= 2 and comp.kernels[0].shared and comp.kernels[0].threads > 1
    case, ok, want, text = _matmul_run(None, mode)
    assert_matches(case, ok, want, "intact kernel")
    _, bad, want, _ = _matmul_run(strip_barrier(text, which), mode)
    with pytest.raises(AssertionError):
        assert_matches(case, bad, want, "kernel with a barrier removed")


def test_divergent_barrier_is_caught():
    text = variants("matmul")["r3"].source.replace("__syncthreads();", "if (threadIdx.x == 0) __syncthreads();", 1)
    with pytest.raises(EmulationError, match="divergent barrier|deadlock"):
        _matmul_run(text, REVERSE)


def test_read_of_shared_memory_nothing_wrote_is_caught():
    """Shared memory starts as poison (NaN) in every block: a tile one store short reads it."""
    first_copy = r"\n[^\n]*(sh_A\[0\]\[l1\]\[l0\] = st_A\[j\];|__pipeline_memcpy_async\(&sh_A\[0\]\[l1\]\[l0\])[^\n]*"
    text, n = re.subn(first_copy, "\n", variants("matmul")["r3"].source, count=1)  # (a store or a cp.async)
    assert n == 1
    case, got, want, _ = _matmul_run(text, REVERSE)
    assert np.isnan(got[0]).any()


def test_async_copies_where_enabled(monkeypatch):
    """cp.async copies (``ASYNC_COPIES``, off by default: slower than staged copies on an H200)
    still double-buffer right: the emulation runs them as plain copies at the wait."""
    from polyopt.codegen import cuda_promotion
    monkeypatch.setattr(cuda_promotion, "ASYNC_COPIES", True)
    case, k = by_name("matmul"), _kernel("matmul")
    comp = cuda_pipeline(k.scop, k.dependences, REGISTER_OPTIONS, case.sizes[-1])
    assert "__pipeline_memcpy_async" in comp.source and "__pipeline_wait_prior(0);" in comp.source
    inputs = case.make_inputs(case.sizes[-1], np.random.default_rng(4))
    assert_matches(case, emulate(comp, inputs, REVERSE), case.reference(**inputs), "matmul with cp.async")


RACE = """extern "C" __global__ void {name}(const float *__restrict__ a_X, float *__restrict__ a_Y)
{{
  const long i = 4 * (long)blockIdx.x + threadIdx.x;
  // a running sum over blocks: block b reads what block b - 1 wrote, with nothing to order them
  a_Y[i] = a_X[i] + (blockIdx.x > 0 ? a_Y[i - 4] : 0.0f);
}}
"""


def test_race_between_blocks_is_caught():
    """Blocks run in a shuffled order, several at once: a kernel that relies on their order fails
    (it passes when they run one after another in order, as the emulation used to run them)."""
    k = po.compile("def f(float(N) X) -> (Y) { Y(i) = X(i) }")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), {"N": 64})
    (kern,) = comp.kernels
    assert kern.grid == (16, 1, 1) and kern.block == (4, 1, 1) and [a.name for a in kern.args] == ["X", "Y"]
    text = RACE.format(name=kern.name)
    x = np.arange(64, dtype=np.float32)
    chained = np.cumsum(x.reshape(16, 4), axis=0).reshape(-1)
    np.testing.assert_array_equal(emulate(comp, {"X": x}, REVERSE, source=text, ordered=True)[0], chained)
    assert not np.array_equal(emulate(comp, {"X": x}, REVERSE, source=text)[0], chained)


# ---- mapping and launch plans --------------------------------------------------------------------
def test_matmul_mapping_and_launch_plan():
    comp = variant("matmul", "default")
    (k,) = comp.kernels
    # 33 x 65 outputs are too few for 8 x 8 register tiles on 132 SMs: 4 x 4 tiles, 8 x 8 threads
    assert k.block == (8, 8, 1) and k.thread_tile == (4, 4) and k.grid == (3, 2, 1)  # N=65 and M=33 over 32
    assert {name for name, _ in k.shared} == {"A", "B"} and k.registers == ("C",) and k.pipelined
    assert k.shared_bytes == 2 * (32 * 8 + 8 * 32) * 4  # two buffers of the 8-deep k tiles of A and B
    assert [a.name for a in k.args] == ["A", "B", "C"]
    assert "blockIdx.x" in comp.source and "__shared__ __align__(16) float sh_A" in comp.source
    assert "float r_C[4][4]" in comp.source and "__syncthreads();" in comp.source
    text = comp.explain()
    assert "k_matmul_0" in text
    for line in ["block tile 32 x 32 outputs (i x j), 8 x 8 threads", "thread tile 4 x 4 outputs in registers (r_C)",
                 "sh_A: A(i, k) in tiles 32 x 8, stored [k][i] (transposed: the index along threadIdx.y innermost), "
                 "copied element by element, double-buffered (the next tile staged through registers)",
                 "sh_B: B(k, j) in tiles 8 x 32, stored [k][j], copied",
                 "per reduction step a thread reads 8 shared elements for 16 multiply-adds: 4 FLOPs per element; "
                 "16 FLOPs per shared load instruction expected (A: 128-bit reads of 4 elements, B: 128-bit reads"]:
        assert f"\n  {line}" in text, (line, text)
    assert k.flops_per_load == 16 and k.fma_per_load == 2
    assert "kernel k_matmul_0" in str(comp.schedule)


def test_full_tiles_have_no_guards():
    """Sizes that are multiples of the tiles: no thread-dependent branch, no min/max in bounds."""
    k = _kernel("matmul")
    comp = cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, {"M": 16, "K": 8, "N": 12})
    body = comp.source.split("\n{\n", 1)[1]
    assert not re.search(r"if \(.*\bt[xyz]\b", body) and "po_min" not in body and "po_max" not in body, body
    assert "a0 < " not in body  # the shared-memory copies need no bounds checks either
    case = by_name("matmul")
    inputs = case.make_inputs({"M": 16, "K": 8, "N": 12}, np.random.default_rng(0))
    assert_matches(case, emulate(comp, inputs), case.reference(**inputs), "full tiles")


def test_accumulating_into_out_loads_the_register_first():
    """``+=`` without ``!`` reads the caller's values: the register is loaded before the update."""
    k = po.compile("def acc(float(M, K) A) -> (S) { S(i) += A(i, k) }")
    comp = cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, {"M": 9, "K": 7})
    assert comp.kernels[0].registers == ("S",) and "r_S = a_S[" in comp.source
    a = np.random.default_rng(0).random((9, 7), dtype=np.float32)
    s0 = np.arange(9, dtype=np.float32)
    (got,) = emulate(comp, {"A": a, "S": s0})
    np.testing.assert_allclose(got, s0 + a.sum(1), rtol=1e-5)


def test_nest_without_parallelism_runs_on_one_thread():
    """A short reduction into one element runs on one thread; a long one is a row kernel on a block."""
    (k,) = variant("dot", "s1").kernels
    assert k.grid == (1, 1, 1) and k.block == (1, 1, 1) and k.registers == ("d",)
    (k,) = variant("dot", "s2").kernels
    assert k.grid == (1, 1, 1) and k.block[0] >= 32 and k.mapping.startswith("rows (1) -> a block of")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_launch_limits(case):
    """Every emulated variant (the GPU's default tiles: tests/codegen/test_golden_c.py's ``test_cuda``)."""
    for tag, comp in variants(case.name).items():
        for k in comp.kernels:
            assert 1 <= k.threads <= MAX_THREADS, (tag, k)
            assert k.shared_bytes <= 48 * 1024, (tag, k)
            assert f"void __launch_bounds__({k.threads}) {k.name}(" in comp.source or k.threads == 1


# ---- (a) nvcc, after the emulation tests: by then they have stored most sources --------------------


def _bundle(case) -> dict[str, str]:
    """The variants nvcc compiles: the last test size (with register tiles), the size-generic
    kernels and the GPU's default tiles (every variant with POLYOPT_TEST_EXTENDED=1), from the
    emulation tests' store where they ran first (the default tiles made here), else made here
    (only those)."""
    if EXTENDED or _source_file(case.name).exists():
        last = len(case.sizes) - 1
        out = {t: x for t, x in sources(case.name).items() if EXTENDED or t in ("generic", f"s{last}", f"r{last}")}
        return {**out, "default": variant(case.name, "default").source}
    k, sizes = _kernel(case.name), case.sizes[-1]
    out = {"sized": cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, sizes)}
    if any(kk.thread_tile for kk in out["sized"].kernels):
        out["register"] = cuda_pipeline(k.scop, k.dependences, REGISTER_OPTIONS, sizes)
    out["generic"] = cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, None)
    out["default"] = cuda_pipeline(k.scop, k.dependences, po.Options(), largest(case))
    return {t: c.source for t, c in out.items()}


@pytest.mark.skipif(NVCC is None, reason="nvcc is not on PATH")
@pytest.mark.parametrize("arch", ["sm_90", "sm_80"] if EXTENDED else ["sm_90"])
def test_nvcc_compiles_every_kernel(arch, tmp_path):
    includes, parts, count = set(), [], 0
    for case in CASES:
        for tag, text in _bundle(case).items():
            inc, wrapped = wrap_source(f"po_{case.name}_{tag}", text)
            includes.update(inc)
            parts.append(wrapped)
            count += text.count("__global__")
    cu = tmp_path / "all_kernels.cu"
    cu.write_text("\n".join(sorted(includes)) + "\n\n" + "\n".join(parts))
    # to PTX (the C++ front end and the code generator, warnings as errors) at NVVM's -O1: the same
    # 249 kernels in 11 CPU-s instead of 101 at -O3; -O3 and ptxas run on the contractions and row
    # kernels in their own tests, and on everything in extended runs
    out = ["-c", str(cu), "-o", str(tmp_path / "all_kernels.o")] if EXTENDED else \
        ["-Xcicc", "-O1", "-ptx", str(cu), "-o", str(tmp_path / "all_kernels.ptx")]
    cmd = [NVCC, f"-arch={arch}", "-Werror", "all-warnings", "-Xcompiler", "-Werror,-Wall", *out]
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    assert proc.returncode == 0, f"nvcc failed on {count} kernels ({cu}):\n{proc.stderr[-6000:]}"
    assert count >= 2 * len(CASES)


# ---- (d) pycuda ------------------------------------------------------------------------------------
_REASON = cuda_rt.unavailable_reason()


# per case: compiles (nvcc through pycuda) and runs; kernels take well under a second. A GPU session with
# few minutes (benchmarks/gpu_session.py) sets a shorter one with POLYOPT_PYCUDA_LIMIT_S.
PYCUDA_LIMIT_S = float(os.environ.get("POLYOPT_PYCUDA_LIMIT_S", 240))


def run_on_gpu(name: str, sizes: dict[str, int] | None = None, tc: bool = False) -> str:
    """``tests/cuda/pycuda_case.py`` for a case (``tc``: of tests/lang/tc_cases.py), in a process of
    its own killed after ``PYCUDA_LIMIT_S`` (a kernel that never finishes hangs inside a driver call,
    out of reach of pytest's own timeout); fails with the case's name and its output."""
    cmd = [sys.executable, str(Path(__file__).with_name("pycuda_case.py")), *(["--tc"] if tc else []), name]
    if sizes is not None:
        cmd.append(json.dumps(sizes))
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=PYCUDA_LIMIT_S, errors="replace")
    except subprocess.TimeoutExpired as e:
        done = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        pytest.fail(f"{name} {sizes or ''}: did not finish within {PYCUDA_LIMIT_S:g} s on the GPU (a kernel that "
                    f"does not terminate, or a deadlock); finished before: {done.strip() or 'nothing'}")
    assert proc.returncode == 0, f"{name} {sizes or ''} on the GPU:\n{proc.stdout[-2000:]}\n{proc.stderr[-6000:]}"
    return proc.stdout


@pytest.mark.skipif(_REASON is not None, reason=f"no CUDA run here: {_REASON}")
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_pycuda_matches_numpy(case):
    """Every test size (tiles of 4) and the GPU's default tiles at the largest, in a subprocess with a
    hard time limit."""
    out = run_on_gpu(case.name)
    assert out.count(": ok") == len(case.sizes) + 1, out


# A stand-in for pycuda whose "device" is host memory and whose kernels run in the CPU emulation
# (tests/cuda/fake_pycuda.py).
_fake_pycuda, _FakeDeviceArray = fake_pycuda, FakeDeviceArray


@pytest.mark.parametrize("name", ["matmul", "layernorm", "embedding_bag", "mvt"])
def test_runtime_through_a_fake_pycuda(name, monkeypatch):
    case = by_name(name)
    sizes = case.sizes[1]
    specialized, generic = variant(name, "s1"), variant(name, "generic")
    calls = []
    for mod, obj in _fake_pycuda({specialized.source: specialized, generic.source: generic}, calls).items():
        monkeypatch.setitem(sys.modules, mod, obj)
    monkeypatch.setattr(cuda_rt, "_state", {})
    monkeypatch.setattr(cuda_rt, "_modules", {})
    monkeypatch.setattr(cuda_rt, "_buffers", {})
    assert cuda_rt.unavailable_reason() is None
    inputs = case.make_inputs(sizes, np.random.default_rng(5))
    want = case.reference(**inputs)
    outs = cuda_rt.load_and_run(specialized, dict(inputs))
    assert_matches(case, tuple(outs[o] for o in specialized.scop.checked.outputs), want, f"{name} fake pycuda")
    assert [c[0] for c in calls] == [k.name for k, g in zip(specialized.kernels, specialized.grids()) if min(g) > 0]
    # size-generic code: sizes as arguments; outputs preallocated by the caller are filled in place
    first = specialized.scop.checked.outputs[0]
    out = np.full(specialized.shape(first), 7, dict(zip(specialized.scop.checked.outputs, want))[first].dtype)
    outs = cuda_rt.load_and_run(generic, {**inputs, first: out}, sizes)
    assert outs[first] is out
    assert_matches(case, tuple(outs[o] for o in generic.scop.checked.outputs), want, f"{name} generic, fake pycuda")
    # device arrays are used in place: the input stays on the "device", the output is written there
    dev_in = {k: _FakeDeviceArray(v) if isinstance(v, np.ndarray) else v for k, v in inputs.items()}
    dev_out = _FakeDeviceArray(np.zeros_like(out))
    outs = cuda_rt.load_and_run(specialized, {**dev_in, first: dev_out})
    assert outs[first] is dev_out
    np.testing.assert_allclose(dev_out.get(), want[list(specialized.scop.checked.outputs).index(first)],
                               rtol=max(case.rtol, 1e-12), atol=1e-4)


def test_integer_division_never_traps(tmp_path):
    """Integer / and % go through helpers: C's truncation, MIN / -1 wraps, a zero divisor raises the
    fault flag (RuntimeFault) instead of a trap; the text compiles with nvcc."""
    k = po.compile("def f(int32(N) A, int32(N) D, int64(N) E) -> (Q, R, S) {\n"
                   "  Q(i) = A(i) / D(i)\n  R(i) = E(i) % D(i)\n  S(i) = A(i) % 3\n}")
    comp = cuda_pipeline(k.scop, k.dependences, TEST_OPTIONS, {"N": 8})
    assert "po_divi32(" in comp.source and "po_modi64(" in comp.source
    a = np.array([7, -7, 7, -7, -2**31, 5, 6, -8], np.int32)
    d = np.array([2, 2, -2, -2, -1, 1, 3, 5], np.int32)
    e = np.arange(8, dtype=np.int64) - 4
    q, r, s = emulate(comp, {"A": a, "D": d, "E": e}, CONCURRENT)
    np.testing.assert_array_equal(q, [3, -3, -3, 3, -2**31, 5, 2, -1])
    np.testing.assert_array_equal(r, np.fmod(e, d))
    np.testing.assert_array_equal(s, np.fmod(a, 3))
    assert re.search(r"a_A\[[^\]]*\] % 3\)", comp.source)  # a literal divisor: plain %
    d[3] = 0
    with pytest.raises(po.RuntimeFault, match="division by zero"):
        emulate(comp, {"A": a, "D": d, "E": e}, CONCURRENT)
    nvcc_check(comp.source, tmp_path, "div")


def test_runtime_reports_gather_out_of_bounds(monkeypatch):
    case = by_name("embedding_bag")
    comp = variant("embedding_bag", "s1")
    for mod, obj in _fake_pycuda({comp.source: comp}, []).items():
        monkeypatch.setitem(sys.modules, mod, obj)
    monkeypatch.setattr(cuda_rt, "_state", {})
    monkeypatch.setattr(cuda_rt, "_modules", {})
    monkeypatch.setattr(cuda_rt, "_buffers", {})
    inputs = case.make_inputs(case.sizes[1], np.random.default_rng(0))
    inputs["Idx"] = inputs["Idx"].copy()
    inputs["Idx"][0, 0] = 10**6
    with pytest.raises(po.RuntimeFault, match=r"the index of Table\(Idx\(b, l\), d\) \(line \d+, column \d+\)"):
        cuda_rt.load_and_run(comp, inputs)
    # on a stream, with device arrays: the flag is cleared and read on that stream, which alone is waited for
    drv = sys.modules["pycuda.driver"]
    s, outs = drv.Stream(), {o: FakeDeviceArray(np.zeros(comp.shape(o), np.float32)) for o in comp.scop.checked.outputs}
    drv.log.clear()
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        cuda_rt.load_and_run(comp, {**{n: FakeDeviceArray(v) if isinstance(v, np.ndarray) else v
                                       for n, v in inputs.items()}, **outs}, stream=s)
    assert drv.log[0] == ("memset", s.handle) and drv.log[-1] == ("sync", s.handle)
    assert ("sync", "context") not in drv.log


# ---- (e) no pycuda -----------------------------------------------------------------------------------
def test_without_pycuda_running_raises(monkeypatch):
    monkeypatch.setitem(sys.modules, "pycuda", None)
    monkeypatch.setitem(sys.modules, "pycuda.driver", None)
    monkeypatch.setattr(cuda_rt, "_state", {})
    comp = variant("matmul", "s1")
    inputs = by_name("matmul").make_inputs(by_name("matmul").sizes[1], np.random.default_rng(0))
    with pytest.raises(TargetUnavailableError, match="pycuda is not installed") as info:
        cuda_rt.load_and_run(comp, inputs)
    assert isinstance(info.value, po.PolyoptError)
    assert "pycuda" in cuda_rt.unavailable_reason()


def test_tuning_for_the_gpu_without_one_says_so(monkeypatch):
    monkeypatch.setitem(sys.modules, "pycuda", None)
    monkeypatch.setitem(sys.modules, "pycuda.driver", None)
    monkeypatch.setattr(cuda_rt, "_state", {})
    src, entry = source(by_name("matmul")), by_name("matmul").entry
    with pytest.raises(TargetUnavailableError, match="tuning for the GPU measures on it: .*pycuda"):
        po.tune(src, entry, {"M": 64, "K": 64, "N": 64}, target="cuda", db=False, progress=False)


def test_tuning_measures_a_gpu_candidate(monkeypatch):
    """A CUDA candidate in a tuning worker (measure.evaluate, in this process through the fake
    pycuda): compiled through pycuda, checked against the program-order C kernel, timed on device
    arrays (no copies per call)."""
    from polyopt.tune import measure
    from polyopt.tune.space import Candidate, build_kernel
    src, sizes = "def f(float(N) X, float(N) Y) -> (Z) {\n Z(i) = 2 * X(i) + Y(i)\n}", {"N": 37}
    cand = Candidate(po.Options())
    comp = build_kernel(src, "f", cand, "cuda").specialize(**sizes)
    calls = []
    mods = fake_pycuda({comp.source: comp}, calls)
    for mod, obj in mods.items():
        monkeypatch.setitem(sys.modules, mod, obj)
    monkeypatch.setattr(cuda_rt, "_state", {})
    monkeypatch.setattr(cuda_rt, "_modules", {})
    monkeypatch.setattr(cuda_rt, "_buffers", {})
    htod = mods["pycuda.driver"].memcpy_htod
    copies = []
    mods["pycuda.driver"].memcpy_htod = lambda buf, a: copies.append(a.nbytes) or htod(buf, a)
    res = measure.evaluate(measure.make_task(src, "f", sizes, cand, target="cuda", repeat=2, min_time=0.001))
    assert res["status"] == "ok" and res["time"] > 0 and res["compile_s"] > 0, res
    assert len(copies) == 3 and len(calls) > 3  # (X, Y and out= Z of the check run; none when timed)


def test_gpu_search_space():
    from polyopt.tune.space import Space
    k = po.compile(source(by_name("matmul")), by_name("matmul").entry, target="cuda")
    space = Space.for_kernel(k, {"M": 256, "K": 256, "N": 256})
    assert {"t0", "register_tile", "pipeline", "vectorize"} <= set(space.knobs)
    assert not {"num_threads", "pack", "unroll", "point_order"} & set(space.knobs)
    rng = np.random.default_rng(0)
    cands = {space.sample(rng).options for _ in range(40)}
    assert {o.pipeline for o in cands} == {True, False} and len({o.register_tile for o in cands}) > 2
    assert space.build(space.genes(space.default())).options == k.options


@pytest.mark.skipif("cuda" not in getattr(__import__("polyopt.api").api, "TARGETS", ()),
                    reason="po.compile(target='cuda') is not wired in polyopt/api.py yet")
def test_compile_target_cuda():
    k = po.compile("def scale(float(N) X, float a) -> (Y) { Y(i) = a * X(i) }", target="cuda")
    assert "__global__" in k.source
    x = np.arange(5, dtype=np.float32)
    if _REASON is None:
        np.testing.assert_allclose(k(x, 2.0), 2 * x)
    else:
        with pytest.raises(TargetUnavailableError):
            k(x, 2.0)


def test_partial_tiles_run_as_whole_tiles():
    """Odd sizes: the threads' work is the same guard-free code in every block (partial tiles read
    zeros the copies put outside the tensors); a reduction whose extra steps would read real
    elements (``k < K - 1``) keeps its guards. Both match numpy."""
    k = _kernel("matmul")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), {"M": 37, "K": 29, "N": 41})
    assert "zeros outside" in comp.source
    case = by_name("matmul")
    inputs = case.make_inputs({"M": 37, "K": 29, "N": 41}, np.random.default_rng(0))
    assert_matches(case, emulate(comp, inputs, REVERSE), case.reference(**inputs), "whole tiles")
    short = po.compile("def f(float(M, K) A, float(K, N) B) -> (C) {\n"
                       " C(i, j) +=! A(i, k) * B(k, j) where k in 0:K-1\n}")
    comp = cuda_pipeline(short.scop, short.dependences, po.Options(), {"M": 37, "K": 29, "N": 41})
    assert "zeros outside" not in comp.source
    (c,) = emulate(comp, {"A": inputs["A"], "B": inputs["B"]}, REVERSE)
    np.testing.assert_allclose(c, inputs["A"][:, :28] @ inputs["B"][:28], rtol=1e-4)


# reductions whose range is empty for some output elements (``j >= i`` past the last column)
EMPTY_STEPS = {
    "prod": ("def f(float(N, M) A) -> (O) { O(i) *=! A(i, j) where j >= i }",
             lambda a: np.where(np.arange(a.shape[1]) >= np.arange(a.shape[0])[:, None], a, 1).prod(1)),
    "max": ("def f(float(N, M) A) -> (O) { O(i) max=! A(i, j) where j < i }",
            lambda a: np.where(np.arange(a.shape[1]) < np.arange(a.shape[0])[:, None], a, -np.inf).max(1)),
    "temporary": ("def f(float(N, M) A, float(M) C) -> (O) {\n"
                  "    T(i) max=! A(i, j) where j >= i\n    O(i, j) = T(i) + C(j)\n}",
                  lambda a, c: np.where(np.arange(a.shape[1]) >= np.arange(a.shape[0])[:, None], a,
                                        -np.inf).max(1)[:, None] + c),
}


def test_elements_whose_reduction_has_no_step_get_its_identity():
    """An element whose reduction range is empty gets the identity, as in C: a register that
    starts from it before the loops may do so only where every element it holds has a step; the
    block that holds only such elements (``i >= 4`` of ``j >= i`` at M = 3, tiles of 4) did
    nothing, and O(4..6) kept what the buffer held (found by a sweep of random kernels)."""
    rng = np.random.default_rng(9)
    variants, runs = {}, []
    for name, (text, ref) in EMPTY_STEPS.items():
        k = po.compile(text, target="cuda")
        for t, options in enumerate((po.Options(tile_sizes=4), po.Options(tile_sizes=1), po.Options())):
            tag = f"{name}{t}"
            variants[tag] = cuda_pipeline(k.scop, k.dependences, options, {"N": 7, "M": 3})
            runs.append((tag, name, ref))
    lib = EmuLibrary(variants)
    for tag, name, ref in runs:
        a = (rng.random((7, 3)) + 0.5).astype(np.float32)
        inputs = {"A": a} if name != "temporary" else {"A": a, "C": rng.random(3).astype(np.float32)}
        (got,) = lib.run(tag, inputs, None, CONCURRENT)
        np.testing.assert_allclose(got, ref(*inputs.values()), rtol=1e-6, err_msg=tag)


def _softmax(x):
    e = np.exp(x - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


WHOLE_TILE_FACTORS = {
    # the sum of exponentials reads the register r_e: past D = 1 it added the last e again
    "softmax": ("""def f(float(N, D) X) -> (Y) {
    mx(n) max=! X(n, d)
    e(n, d) = exp(X(n, d) - mx(n))
    s(n) +=! e(n, d)
    Y(n, d) = e(n, d) / s(n)
}""", {"N": 5, "D": 1}, lambda x: _softmax(x)),
    # c1's whole tiles read X past its rows, from a copy sized for t3's reads (inside X)
    "chain": ("""def f(float(N, D) X) -> (t4) {
    r0(n) +=! exp(X(n, d) - 1.0)
    c1(d) +=! X(n, d) * 0.5
    t3(n, d) = exp(X(n, d) - r0(n))
    t4(n, d) = t3(n, d) * c1(d)
}""", {"N": 2, "D": 3}, lambda x: np.exp(x - np.exp(x - 1).sum(1, keepdims=True)) * (0.5 * x).sum(0)),
}


def test_a_constant_piece_of_a_sum_is_not_computed_over_whole_tiles():
    """``r(n) += (d < 3 ? Y(n, d) : 0.5)`` split by its condition leaves the piece ``0.5`` with no
    read: over whole tiles of 32 it was added at every padded instance too (r 13.5 too large at
    D = 5000; found by a helper's sweep)."""
    text = "def f(double(N, D) X) -> (Y, r) {\n    Y(n, d) = X(n, d) * 2.0\n    r(n) += (d < 3 ? Y(n, d) : 0.5)\n}"
    k = po.compile(text, target="cuda")
    x = np.random.default_rng(0).uniform(-1, 1, (2, 5000))
    y, r = emulate(cuda_pipeline(k.scop, k.dependences, po.Options(), {"N": 2, "D": 5000}), {"X": x}, REVERSE)
    np.testing.assert_allclose(r, 2 * x[:, :3].sum(1) + 0.5 * 4997, rtol=1e-12)


@pytest.mark.parametrize("name", sorted(WHOLE_TILE_FACTORS))
def test_whole_tiles_read_only_zeros_outside_the_domain(name):
    """A reduction over whole tiles adds what its extra instances read: every factor must come
    from a zero-filled shared copy that holds all of those reads (found by a sweep: wrong numbers
    with ``fusion="max"`` at tiny sizes)."""
    text, sizes, ref = WHOLE_TILE_FACTORS[name]
    k = po.compile(text, target="cuda")
    x = np.random.default_rng(44).uniform(0.5, 1.5, (sizes["N"], sizes["D"])).astype(np.float32)
    variants = {f"t{t}": cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=t, fusion="max"), sizes)
                for t in (2, 4)}
    lib = EmuLibrary(variants)
    for tag in variants:
        for mode in (CONCURRENT, REVERSE):
            (got,) = lib.run(tag, {"X": x}, None, mode)
            np.testing.assert_allclose(got, ref(x.astype(np.float64)), rtol=1e-5, err_msg=tag)


@pytest.mark.parametrize("name", ["trisolv", "fdtd_2d", "gramschmidt"])
def test_host_loops_at_tiles_of_one_guard_the_blocks_each_launch_has_no_work_for(name):
    """Every launch of a host loop runs the same grid: a block's existence says nothing about the
    loop's value. At tiles of 1 the context took it for granted (trisolv: block ``i`` past
    ``po_h0`` summed ``L(i, po_h0 - i) * x(po_h0 - i)``, read before ``x``), and the numbers
    changed from run to run (found by a sweep in the emulation)."""
    case = by_name(name)
    k = po.compile(source(case), case.entry, target="cuda")
    for sizes in case.sizes[1:3]:
        comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=1), sizes)
        inputs = case.make_inputs(sizes, np.random.default_rng(8))
        assert_matches(case, emulate(comp, inputs, REVERSE), case.reference(**inputs), f"{name} {sizes}")


def test_rows_of_row_dependent_length_are_not_held_in_registers():
    """A row program whose phases run ``k <= l`` (a length that depends on the row) keeps its
    rows in memory: held in registers, its printer had no constant length to chunk them by (a
    raw TypeError; found by a helper's sweep)."""
    text = """def f(float(L, K) B) -> (T) {
    O(l) max=! B(l, k) where k <= l
    T(l) +=! B(l, k) * O(l) where k <= l
}"""
    k = po.compile(text, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), {"L": 9, "K": 13})
    b = np.random.default_rng(4).standard_normal((9, 13)).astype(np.float32)
    mask = np.arange(13)[None, :] <= np.arange(9)[:, None]
    o = np.where(mask, b, -np.inf).max(1)
    (got,) = emulate(comp, {"B": b}, CONCURRENT)
    np.testing.assert_allclose(got, np.where(mask, b * o[:, None], 0).sum(1), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("rows, width", [(33, 40), (4, 3000)])
def test_two_reductions_into_one_row_declare_their_partials_apart(rows, width):
    """``O(i) +=! A(i, j)`` then ``O(i) += 2 A(i, j)``: each reduction's partial sum ``p_O`` is in a
    block of its own and each cross-warp step has a shared array of its own (nvcc: "p_O" and
    "sh_O" had already been declared; found by a helper's sweep)."""
    text = "def f(float(N, M) A) -> (O) {\n    O(i) +=! A(i, j)\n    O(i) += A(i, j) * 2.0\n}"
    k = po.compile(text, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), {"N": rows, "M": width})
    a = np.random.default_rng(6).standard_normal((rows, width)).astype(np.float32)
    (got,) = emulate(comp, {"A": a}, CONCURRENT)
    np.testing.assert_allclose(got, 3 * a.astype(np.float64).sum(1), rtol=1e-4, atol=1e-3)


def test_a_block_whose_reduction_has_no_instance_keeps_its_init():
    """A nest where the reduction has no instance at these sizes (``k in 1:d`` at N = 2 in a
    nussinov-shaped kernel) has nothing to start a register from: it keeps its init statement (a
    raw islpy.Error before; found by a helper's PolyBench sweep)."""
    text = """def f(double(N) X) -> (D) {
  D(d, i) = X(i) where d in 0:1, i in 0:N
  Mx(d, i) max=! D(k, i) where d in 1:N, i in 0:N-d, k in 1:d
  D(d, i) = d == 1 ? Mx(d, i) : D(d - 2, i + 1) where d in 1:N, i in 0:N-d
}"""
    k, c = po.compile(text, target="cuda"), po.compile(text)
    for n in (2, 3, 5):
        x = np.random.default_rng(n).random(n)
        (got,) = emulate(cuda_pipeline(k.scop, k.dependences, po.Options(), {"N": n}), {"X": x}, REVERSE)
        np.testing.assert_array_equal(got, c(x), err_msg=str(n))


def test_a_row_reduced_twice_with_two_operators_uses_each_phases_own():
    """``t(n) max=! I(n, d)``, ``M(n) = t(n)``, ``t(n) +=! I(n, d)`` (TC's documentation's
    softmax): the row program's second phase combined with the first's operator (max from
    -inf), so t was 0 (found by a helper's sweep of TC's kernels); with rows split in segments,
    a kernel wrote t's partials into the buffer its other blocks were still combining (they
    alternate between two now), and the last kernel combined them with max."""
    text = """def f(float(N, D) I) -> (M, t) {
    t(n) max=! I(n, d)
    M(n) = t(n)
    t(n) +=! I(n, d)
}"""
    k = po.compile(text, target="cuda")
    for n, d in ((7, 13), (3, 5000), (1, 100000)):  # (the last in three kernels, rows split in segments)
        x = np.random.default_rng(d).uniform(-1, 1, (n, d)).astype(np.float32)
        m, t = emulate(cuda_pipeline(k.scop, k.dependences, po.Options(), {"N": n, "D": d}), {"I": x}, REVERSE)
        np.testing.assert_allclose(m, x.max(1), rtol=1e-6)
        np.testing.assert_allclose(t, x.sum(1), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("text", [
    "def f(double(N, D) X) -> (s, Y) {\n    s(n) +=! X(n, d)\n    Y(n, d) = X(n, d) * s(n)\n}",
    "def f(double(N, D) X) -> (r, M) {\n    r(n) min=! exp(X(n, d))\n    M(n) = r(n)\n"
    "    r(n) min=! (d == D - 1 ? 2.0 * X(n, d) : X(n, d)) where d >= 1\n}",
], ids=["sum-then-read", "min-twice"])
def test_rows_in_segments_combine_without_reading_what_segment_zero_stores(text):
    """Rows split in segments: the kernel that combines the partials loaded the row's value from
    before the reduction in every block while segment 0's block stored the total there, so a
    block that loaded late added the partials twice (found by a helper's sweep). That value now
    travels in segment 0's partial, and the combining kernel starts from the identity."""
    k, c = po.compile(text, target="cuda"), po.compile(text)
    x = np.random.default_rng(0).uniform(0, 1, (3, 300000))
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), {"N": 3, "D": 300000})
    assert "segments" in comp.kernels[0].mapping
    for mode in (FORWARD, REVERSE):
        for got, want in zip(emulate(comp, {"X": x}, mode), c(x)):
            np.testing.assert_allclose(got, want, rtol=1e-9, err_msg=str(mode))


def test_rows_in_segments_end_a_kernel_where_a_phase_reads_another_segments_columns():
    """Rows split in segments: a temporary written by one phase four columns per lane step (128-bit
    stores) and read by the next one column per step (``d >= 1`` is not aligned) goes through
    other segments' blocks, which a ``__syncthreads()`` does not order: row 2 missed the last
    column, a piece of its own (found by a helper's sweep). Such a phase now starts a kernel."""
    text = """def f(float(N, D) X) -> (r) {
    Y(n, d) = (d == D - 1 ? 2.0 * X(n, d) : X(n, d))
    r(n) min=! Y(n, d) where d >= 1
}"""
    k = po.compile(text, target="cuda")
    x = np.random.default_rng(0).uniform(-1, 1, (3, 100000)).astype(np.float32)
    x[:, -1] = -0.9  # (2 * -0.9: each row's minimum is its last column)
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), {"N": 3, "D": 100000})
    assert "segments" in comp.kernels[0].mapping
    for mode in (FORWARD, REVERSE):
        (got,) = emulate(comp, {"X": x}, mode)
        np.testing.assert_allclose(got, [-1.8] * 3, rtol=1e-6, err_msg=str(mode))


def test_a_legal_reverse_of_a_sequential_member_keeps_its_numbers():
    """A reversed member made a permutable band's distance (1, -1); the mapper tiled the band's
    sequential loops as if it were still permutable (156 of 234 outputs wrong)."""
    from polyopt import transforms as tr

    src = """def f(double(P, N, M) X) -> (Y) {
    Y(p, i, j) = X(p, i, j) + (i > 0 ? 0.5 * Y(p, i - 1, j) : 0.0) + (i > 0 && j > 0 ? 0.25 * Y(p, i - 1, j - 1) : 0.0)
}"""
    k = po.compile(src, target="cuda", options=po.Options(tile_sizes=4))
    x = np.random.default_rng(0).random((2, 9, 13))
    comp = k.with_schedule(tr.reverse(k.schedule, band=0, member=2)).specialize(P=2, N=9, M=13)
    want = po.compile(src, options=po.Options(schedule="program"))(x)
    for mode in (FORWARD, REVERSE):
        np.testing.assert_allclose(emulate(comp, {"X": x}, mode)[0], want, rtol=1e-12, err_msg=str(mode))


def test_a_tiled_member_with_a_stride_is_not_mapped_as_every_value():
    """``tile(band=0, sizes=(1, 3, 1, 1, 1, 16))`` of a depthwise convolution: the tile member
    ``c - (c) mod 3`` takes every third value, and the mapper folded it into blockIdx.z as if it
    took every one (blocks overlapped, 48 of 350 outputs wrong; a helper's sweep)."""
    from polyopt import transforms as tr

    src = """def dw(float(N, C, H, W) I, float(C, KH, KW) Wt) -> (O) {
    O(n, c, h, w) +=! I(n, c, h + kh, w + kw) * Wt(c, kh, kw)
}"""
    k = po.compile(src, target="cuda")
    rng = np.random.default_rng(0)
    x, wt = rng.random((2, 5, 7, 9)).astype(np.float32), rng.random((5, 3, 3)).astype(np.float32)
    comp = k.with_schedule(tr.tile(k.schedule, band=0, sizes=(1, 3, 1, 1, 1, 16))).specialize(
        N=2, C=5, H=7, W=9, KH=3, KW=3)
    want = po.compile(src.replace("float(", "double("))(x.astype(np.float64), wt.astype(np.float64))
    for mode in (FORWARD, REVERSE):
        np.testing.assert_allclose(emulate(comp, {"I": x, "Wt": wt}, mode)[0], want, rtol=1e-5, err_msg=str(mode))


def test_a_cuda_schedule_with_a_host_loop_can_be_transformed():
    """A CUDA schedule showed its host loop (one launch per time step) as a mark only, so its own
    schedule failed the legality check and every transformation of it was refused, even a tile
    by 1 (a helper's sweep). The host loop is a band under its mark now."""
    from polyopt import transforms as tr

    src = """def jac(double(N) A0, double(T) steps) -> (A) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    A(t, i) = 0.5 * A(t - 1, i) + (i > 0 ? 0.25 * A(t - 1, i - 1) : 0.0) where t in 1:T, i in 0:N
}"""
    k = po.compile(src, target="cuda", options=po.Options(schedule="program"))
    a0, steps = np.arange(7.0), np.zeros(5)
    want = po.compile(src)(a0, steps)
    for b in range(len(k.schedule.bands)):
        s = tr.tile(k.schedule, band=b, sizes=(1,) * k.schedule.bands[b].n)
        comp = k.with_schedule(s).specialize(N=7, T=5)
        for mode in (FORWARD, REVERSE):
            np.testing.assert_allclose(emulate(comp, {"A0": a0, "steps": steps}, mode)[0], want, err_msg=f"{b} {mode}")


def test_a_size_generic_piece_that_exists_at_some_sizes_only_is_not_launched_at_others():
    """Size-generic CUDA: the pieces of ``Y(i, d) = (i >= 1 ? ..) + (i < N - 1 ? ..)`` exist at
    N = 1 only, or at N >= 2 only; each kernel was launched at every size with that condition in
    its context, so at N = 1 a piece for N >= 2 wrote Y(0, d) from X(-1, d) (a helper's sweep).
    Such a kernel's grid is 0 blocks at the sizes where it has no instance now."""
    src = """def f(float(N, D) X) -> (Y) {
  Y(i, d) = (i >= 1 ? X(i - 1, d) : 0.5) + (i < N - 1 ? X(i + 1, d) : -0.25) where i in 0:N
}"""
    k = po.compile(src, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), None)
    for n in (1, 2, 5):
        x = np.arange(1, 3 * n + 1, dtype=np.float32).reshape(n, 3)
        want = np.array([(x[i - 1] if i >= 1 else np.full(3, 0.5)) + (x[i + 1] if i < n - 1 else np.full(3, -0.25))
                         for i in range(n)])
        for mode in (FORWARD, REVERSE):
            np.testing.assert_allclose(emulate(comp, {"X": x}, mode, sizes={"N": n, "D": 3})[0], want,
                                       err_msg=f"{n} {mode}")


def test_a_row_register_of_part_of_the_rows_is_loaded_and_stored_there_only():
    """``C(i, k) +=! X(i, j) * W(j, k)`` beside ``T(i, j, k) = v(j)`` at P = 1: the row program's
    rows are T's (i, j) and C's row register stood at (i, 0) only; its load and store ran at every
    (i, j), out of C's bounds and over other rows' sums (a helper's sweep)."""
    src = """def f(float(M, N) X, float(N, P) W, float(N) v) -> (C, T) {
  C(i, k) +=! X(i, j) * W(j, k)
  T(i, j, k) = v(j) where i in 0:M, k in 0:P
}"""
    k = po.compile(src, target="cuda")
    rng = np.random.default_rng(0)
    for sz in (dict(M=33, N=33, P=1), dict(M=5, N=17, P=1)):
        x = rng.uniform(-1, 1, (sz["M"], sz["N"])).astype(np.float32)
        w = rng.uniform(-1, 1, (sz["N"], 1)).astype(np.float32)
        v = rng.uniform(-1, 1, sz["N"]).astype(np.float32)
        comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sz)
        for mode in (FORWARD, REVERSE):
            c, t = emulate(comp, {"X": x, "W": w, "v": v}, mode)
            np.testing.assert_allclose(c, x.astype(np.float64) @ w, rtol=1e-4, atol=1e-5, err_msg=f"{sz} {mode}")


def test_the_pieces_of_a_row_program_run_in_dependence_order():
    """``R(j, k) = s() + (k >= 1 ? 0.5 * R(j, k - 1) : 0.0) where k in 0:2``: its pieces k >= 1
    (S1_p0) and k == 0 (S1_p1) ran as phases in name order, so R(j, 1) read R(j, 0) before it
    was written (NaN; a helper's sweep)."""
    src = """def f(float(M) u, float(N) v) -> (R) {
  s() +=! u(i)
  R(j, k) = s() + (k >= 1 ? 0.5 * R(j, k - 1) : 0.0) where j in 0:N, k in 0:2
}"""
    k = po.compile(src, target="cuda")
    rng = np.random.default_rng(1)
    u, v = rng.uniform(-1, 1, 64).astype(np.float32), rng.uniform(-1, 1, 130).astype(np.float32)
    total = u.astype(np.float64).sum()
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), {"M": 64, "N": 130})
    for mode in (FORWARD, REVERSE):
        (got,) = emulate(comp, {"u": u, "v": v, "R": np.full((130, 2), np.nan, np.float32)}, mode)
        np.testing.assert_allclose(got, np.tile([total, 1.5 * total], (130, 1)), rtol=1e-4, err_msg=str(mode))


def test_a_kernel_over_the_gpus_limits_is_a_schedule_error():
    """``Gpu(max_threads_per_block=64)`` or a small ``shared_per_block``: the mappers plan for a
    data-center GPU, and the kernels took 256-512 threads and their shared tiles anyway (a launch
    failure on such a device; a helper's sweep); a kernel over the limits is a ScheduleError now,
    and the default limits pass every library kernel (test_emulation_matches_numpy)."""
    from polyopt.target import Gpu
    k = po.compile(source(by_name("matvec")), "matvec", target="cuda")
    sizes = {"M": 300, "N": 200}
    with pytest.raises(po.ScheduleError, match="threads .* the GPU allows 64"):
        cuda_pipeline(k.scop, k.dependences, po.Options(), sizes, gpu=Gpu(max_threads_per_block=64))
    assert cuda_pipeline(k.scop, k.dependences, po.Options(), sizes, gpu=Gpu()).kernels


_MM = "def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"


@pytest.mark.parametrize("src, options", [
    ("def ew(float(N) X) -> (Y) { Y(i) = X(i) * 2.0 }", po.Options(tile_sizes=2**20)),
    (_MM, po.Options(tile_sizes=2**20)),
    (_MM, po.Options(tile_sizes=2**62 - 1)),
    (_MM, po.Options(register_tile=(2**31 - 1, 2**31 - 1))),
], ids=["map-tile", "matmul-tile", "matmul-tile-2**62", "matmul-register-tile"])
def test_tiles_a_thread_cannot_hold_are_a_schedule_error(src, options):
    """Each thread's points of a block's tile are unrolled into registers: a size-generic kernel with
    tiles of 2**20 along one member ended in a RecursionError, along two ran without end; a tile of
    2**62 was isl's raw error, huge register tiles took 200M of isl's operations (a helper's sweep)."""
    k = po.compile(src, options=options, target="cuda", dynamic=True)
    with pytest.raises(po.ScheduleError, match=r"each thread would own .* points .* more than 256"):
        _ = k.source
    assert po.compile(src, options=po.Options(tile_sizes=64), target="cuda", dynamic=True).source


SEIDEL_IN_PLACE = """def s2(double(N, N) A0, double(T) st) -> (double(N, N) A) {
 A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
 A(t, i, j) = (i == 0 || i == N - 1 || j == 0 || j == N - 1) ? A(t - 1, i, j) : (A(t, i - 1, j - 1) + A(t, i - 1, j)
  + A(t, i - 1, j + 1) + A(t, i, j - 1) + A(t - 1, i, j) + A(t - 1, i, j + 1) + A(t - 1, i + 1, j - 1)
  + A(t - 1, i + 1, j) + A(t - 1, i + 1, j + 1)) / 9.0 where t in 1:T, i in 0:N, j in 0:N
}"""


def test_steps_isl_cannot_simplify_in_time_are_a_schedule_error():
    """The size-generic kernel of seidel-2d in place (its wavefront on the host) had 5040 pieces of
    block-level steps, whose coalesce did not end (a helper's fuzzer): past
    ``cuda_isl.STEP_OPERATIONS`` it is a ScheduleError saying to compile for the sizes, which works."""
    k = po.compile(SEIDEL_IN_PLACE, target="cuda", dynamic=True)
    with pytest.raises(po.ScheduleError, match="block-level steps .* compile for the sizes"):
        _ = k.source
    comp = k.specialize(N=9, T=3)
    A0 = np.random.default_rng(0).standard_normal((9, 9))
    want = A0.copy()
    for _ in range(2):
        for i in range(1, 8):
            for j in range(1, 8):
                want[i, j] = want[i - 1:i + 2, j - 1:j + 2].sum() / 9.0
    (got,) = emulate(comp, {"A0": A0, "st": np.zeros(3)}, REVERSE)
    np.testing.assert_allclose(got, want, rtol=1e-12)


@pytest.mark.parametrize("src, sizes", [
    ("def sc(float(N, M) X) -> (Y) { Y(i, j) = X(i, j) * 2.0 }", {"N": 2_000_000, "M": 1}),
    ("def t3(float(A, B, C) X) -> (Y) { Y(a, b, c) = X(a, b, c) * 2.0 }", {"A": 3, "B": 70_000, "C": 2}),
], ids=["rows-on-y", "rows-on-z"])
def test_grids_stay_within_cudas_limits(src, sizes):
    """gridDim.y and .z hold at most 65535 blocks: an 8 MB map of a 2,000,000 x 1 array took
    125,000 blocks along y, a launch that fails (a helper's sweep); a thread takes more points
    instead. A size-generic kernel over the limit is a ShapeError at the call, not a failed launch."""
    from polyopt.codegen.cuda_launch import MAX_GRID
    k = po.compile(src, target="cuda")
    comp = cuda_pipeline(k.scop, k.dependences, po.Options(), sizes)
    assert all(g <= m for kk in comp.kernels for g, m in zip(kk.grid, MAX_GRID))
    x = k.random_inputs(sizes, seed=0)
    for mode in (FORWARD, REVERSE):
        np.testing.assert_array_equal(emulate(comp, x, mode)[0], 2 * next(iter(x.values())))
    generic = cuda_pipeline(k.scop, k.dependences, po.Options(), None)
    if any(g > m for gr in generic.grids(sizes) for g, m in zip(gr, MAX_GRID)):
        with pytest.raises(po.ShapeError, match="CUDA allows 2147483647 x 65535 x 65535"):
            list(generic.launches(sizes))
