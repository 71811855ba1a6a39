"""``tests/compat/independent_defs.py`` (kernels written apart from the project's own cases) on the
CUDA target, in the CPU emulation: every def but the float16 one, each size specialized with tiles
of 4 (several blocks even at these sizes), blocks shuffled and run several at once."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.cuda import cuda_pipeline
from tests.compat.independent_defs import CASES
from tests.lang.tc_cases import arguments, compare

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import CONCURRENT, EmuLibrary  # noqa: E402

ON_CUDA = [c for c in CASES if "half" not in c[1]]
GROUPS = 3  # one g++ run a group (most of its cost is emu.h)


@pytest.mark.parametrize("group", range(GROUPS))
def test_emulation_matches_numpy(group):
    runs, variants = [], {}
    for name, src, ref, sizes_list, inputs, rtol in ON_CUDA[group::GROUPS]:
        k = po.compile(src, target="cuda")
        for n, sizes in enumerate(sizes_list):
            tag = f"v{len(variants)}"
            variants[tag] = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), sizes)
            runs.append((tag, name, src, ref, sizes, inputs, rtol, n))
    lib = EmuLibrary(variants)
    for tag, name, src, ref, sizes, inputs, rtol, n in runs:
        args = arguments(src, sizes, inputs, n)
        want = ref(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        params = [p.name for p in variants[tag].scop.checked.definition.params]
        got = lib.run(tag, dict(zip(params, args)), sizes, CONCURRENT)
        compare(got if len(got) > 1 else got[0], want, f"{name} at {sizes}", max(rtol, 1e-5) if rtol else 0)
    assert len({r[1] for r in runs}) == len(ON_CUDA[group::GROUPS])
