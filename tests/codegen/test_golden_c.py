"""Golden files of the generated code of every kernel in ``kernels/``: C and CUDA, at the
kernel's benchmark sizes, for the pinned ``Target`` of ``tests/conftest.py`` (AVX-512 flags,
fixed cache sizes and threads, a GPU of compute capability 9.0), so the files do not depend on
the machine that runs the test; a few kernels also for the pinned AVX2 target (``test_c_avx2``).

They make every change to generated code visible in review: a change that should not alter the
code shows zero diffs, one that should is regenerated with ``pytest --update-golden`` (or
``POLYOPT_UPDATE_GOLDEN=1``) and its diff explained in the commit. Only text is generated (no gcc
build, no GPU); correctness is checked elsewhere (``tests/test_kernels.py``).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

import polyopt as po
from kernels.registry import CASES, source
from polyopt.codegen.cuda import MAX_THREADS
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, PINNED_CFLAGS, PINNED_CUDA_TARGET, PINNED_TARGET

OPTIONS = po.Options(cflags=PINNED_CFLAGS)


@pytest.fixture(autouse=True)
def _two_threads(monkeypatch):
    """The threads an OpenMP loop would use (``Options.threads``: unset here, so that no
    ``num_threads`` clause is printed) as on CI's 2-core machines, whatever this process may run
    on: under ``taskset -c 0`` jacobi_1d's diamonds, which need two threads, were not printed."""
    monkeypatch.setenv("OMP_NUM_THREADS", "2")
NAMES = [case.name for case in CASES]
# the kernels whose code differs most between AVX-512 and AVX2 (polyopt/tuning.py): register and
# dot-product blocks, blocks of matvec rows and column sums, vector sums, a row-wise exp
AVX2_CASES = [c for c in CASES if c.name in ("matmul", "matmul_nt", "matvec", "dot", "atax", "mvt", "softmax",
                                              "maxpool3x3", "maxpool3x3_s2")]


def _header(case, target: po.Target) -> str:
    sizes = ", ".join(f"{k}={v}" for k, v in case.bench_sizes.items())
    caches = ", ".join(f"L{lvl} {n // 1024} KiB" for lvl, n in target.caches.items())
    machine = f"{' '.join(target.cflags)}; caches {caches}; {target.threads} threads" if target.gpu is None else \
        "CUDA (the code generator's defaults)"
    return f"/* golden: kernels/{case.file} {case.entry} at {sizes}, target {target.name}: {machine} */\n"


def _generated(case, target: po.Target, options: po.Options = OPTIONS):
    """The header and the code at the benchmark sizes, and the compiled code."""
    k = po.compile(source(case), case.entry, options=options, target=target)
    comp = k.specialize(**case.bench_sizes)
    return _header(case, target) + comp.source, comp


@pytest.mark.parametrize("case", CASES, ids=NAMES)
def test_c(case, golden):
    golden(_generated(case, PINNED_TARGET)[0], ".c")


@pytest.mark.parametrize("case", CASES, ids=NAMES)
def test_cuda(case, golden):
    """With the launch limits of the GPU's default tiles (tests/cuda/test_cuda.py checks those of
    the emulated variants)."""
    text, comp = _generated(case, PINNED_CUDA_TARGET)
    golden(text, ".cu")
    for k in comp.kernels:
        assert 1 <= k.threads <= MAX_THREADS, k
        assert k.shared_bytes <= 48 * 1024, k
        # (row kernels also name their blocks per multiprocessor: ``__launch_bounds__(1024, 2)``)
        assert re.search(rf"void __launch_bounds__\({k.threads}(, \d+)?\) {k.name}\(", comp.source) \
            or k.threads == 1, k


@pytest.mark.parametrize("case", AVX2_CASES, ids=[c.name for c in AVX2_CASES])
def test_c_avx2(case, golden):
    """The same for the pinned AVX2 machine (32-byte vectors, 16 registers, no AVX-512)."""
    golden(_generated(case, PINNED_AVX2_TARGET, po.Options(cflags=PINNED_AVX2_CFLAGS))[0], ".c")


@pytest.mark.parametrize("folder, flags", [("test_c", PINNED_CFLAGS), ("test_c_avx2", PINNED_AVX2_CFLAGS)],
                         ids=["avx512", "avx2"])
def test_golden_c_compiles_for_its_target(folder, flags):
    """gcc accepts every golden C file with its target's flags: the AVX-512 code is pinned here
    but runs only where a CPU has AVX-512, so a type error in it (a scalar given to a vector
    helper) would otherwise reach users first. Syntax and types only, which any machine checks
    (about 1 s of gcc for all of them)."""
    files = sorted(str(p) for p in (Path(__file__).parent / "golden" / "test_golden_c" / folder).glob("*.c"))
    assert len(files) == len(CASES if folder == "test_c" else AVX2_CASES)
    r = subprocess.run(["gcc", *flags, "-fsyntax-only", *files], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[:4000]
