"""Golden files of the generated code of every kernel in ``kernels/``: C and CUDA, at the
kernel's benchmark sizes, for the pinned ``Target`` of ``tests/conftest.py`` (AVX-512 flags,
fixed cache sizes and threads, a GPU of compute capability 9.0), so the files do not depend on
the machine that runs the test.

They make every change to generated code visible in review: a change that should not alter the
code shows zero diffs, one that should is regenerated with ``pytest --update-golden`` (or
``POLYOPT_UPDATE_GOLDEN=1``) and its diff explained in the commit. Only text is generated (no gcc
build, no GPU); correctness is checked elsewhere (``tests/test_kernels.py``).
"""

from __future__ import annotations

import pytest

import polyopt as po
from kernels.registry import CASES, source
from tests.conftest import PINNED_CFLAGS, PINNED_CUDA_TARGET, PINNED_TARGET

OPTIONS = po.Options(cflags=PINNED_CFLAGS)
NAMES = [case.name for case in CASES]


def _header(case, target: po.Target) -> str:
    sizes = ", ".join(f"{k}={v}" for k, v in case.bench_sizes.items())
    caches = ", ".join(f"L{lvl} {n // 1024} KiB" for lvl, n in target.caches.items())
    machine = f"{' '.join(target.cflags)}; caches {caches}; {target.threads} threads" if target.gpu is None else \
        "CUDA (the code generator's defaults)"
    return f"/* golden: kernels/{case.file} {case.entry} at {sizes}, target {target.name}: {machine} */\n"


def _generated(case, target: po.Target) -> str:
    k = po.compile(source(case), case.entry, options=OPTIONS, target=target)
    return _header(case, target) + k.specialize(**case.bench_sizes).source


@pytest.mark.parametrize("case", CASES, ids=NAMES)
def test_c(case, golden):
    golden(_generated(case, PINNED_TARGET), ".c")


@pytest.mark.parametrize("case", CASES, ids=NAMES)
def test_cuda(case, golden):
    golden(_generated(case, PINNED_CUDA_TARGET), ".cu")
