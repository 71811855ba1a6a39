"""The kernels of tests/lang/tc_cases.py (written from Tensor Comprehensions' tests) on the CUDA target:
in the CPU emulation at each size that is not empty (calls with an empty array run on the host, as the
C target's tests check), and with pycuda on a GPU through the API at every size (skipped otherwise).
float16 cases are left out: the CUDA target refuses them (``test_cuda.test_float16_is_refused_clearly``)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.cuda import cuda_pipeline
from tests.lang.tc_cases import CASES, arguments, compare
from tests.lang.test_tc_suite import SLOW

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import CONCURRENT, EmuLibrary  # noqa: E402
from test_cuda import _REASON, run_on_gpu  # noqa: E402

ON_CUDA = [c for c in CASES if "float16" not in c[1]]


def _param(case):
    return pytest.param(case, id=case[0], marks=pytest.mark.slow if case[0] in SLOW else ())


# the emulation builds a group of cases into one library (one g++ run: most of its cost is emu.h)
GROUPS = 6


@pytest.mark.parametrize("group", range(GROUPS))
def test_emulation_matches_numpy(group):
    """Tiles of 4 (several blocks of few threads even at these small sizes; pycuda runs the GPU's own
    block sizes), each non-empty size specialized."""
    runs, variants = [], {}
    for name, src, ref, sizes_list, inputs, rtol in ON_CUDA[group::GROUPS]:
        k = po.compile(src, target="cuda")
        for n, sizes in enumerate(sizes_list):
            if 0 not in sizes.values():
                tag = f"v{len(variants)}"
                variants[tag] = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), sizes)
                runs.append((tag, name, src, ref, sizes, inputs, rtol, n))
    lib = EmuLibrary(variants)
    for tag, name, src, ref, sizes, inputs, rtol, n in runs:
        args = arguments(src, sizes, inputs, n)
        want = ref(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        params = [p.name for p in variants[tag].scop.checked.definition.params]
        compare(lib.run(tag, dict(zip(params, args)), sizes, CONCURRENT), want, f"{name} at {sizes}", rtol)
    assert len({r[1] for r in runs}) >= len(ON_CUDA[group::GROUPS]) - 2  # (cases whose sizes are all empty)


def test_every_case_but_float16_runs_on_cuda():
    assert len(ON_CUDA) >= len(CASES) - 2 >= 60


@pytest.mark.skipif(_REASON is not None, reason=f"no CUDA run here: {_REASON}")
@pytest.mark.parametrize("case", [_param(c) for c in ON_CUDA])
def test_pycuda_matches_numpy(case):
    out = run_on_gpu(case[0], tc=True)
    assert out.count(": ok") == len(case[3]), out
