"""The kernels and einsum strings of tests/lang/tc_cases.py (written from Tensor Comprehensions' tests)
on the CUDA target: in the CPU emulation at each size that is not empty (calls with an empty array run
on the host, as the C target's tests check), and with pycuda on a GPU through the API (``po.compile``,
``po.einsum(..., target="cuda")``) at every size (skipped otherwise).
float16 cases are left out: the CUDA target refuses them (``test_cuda.test_float16_is_refused_clearly``)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.cuda import cuda_pipeline
from polyopt.lang.einsum import to_kernel
from tests.lang.tc_cases import CASES, EINSUMS, arguments, compare
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


def _sizes(kernel: po.Kernel, args) -> dict[str, int]:
    return {d: n for p, a in zip(kernel.checked.definition.params, args)
            for d, n in zip(p.shape, np.shape(a)) if isinstance(d, str)}


def test_einsum_kernels_in_the_emulation():
    """Each einsum string's kernel (as ``po.einsum`` translates it, greedy path), float64."""
    rng = np.random.default_rng(2)
    runs, variants = [], {}
    for subscripts, shapes in EINSUMS:
        if any(0 in s for s in shapes):
            continue  # (po.einsum computes nothing for an empty operand)
        ops = [rng.random(s) * 4 - 2 for s in shapes]
        tr = to_kernel(subscripts, shapes, "float64", path="greedy")
        args = tr.arguments(ops)
        k = po.compile(tr.source, tr.entry, target="cuda")
        tag = f"v{len(variants)}"
        variants[tag] = cuda_pipeline(k.scop, k.dependences, po.Options(tile_sizes=4), _sizes(k, args))
        runs.append((tag, subscripts, tr, args, np.einsum(subscripts, *ops)))
    lib = EmuLibrary(variants)
    for tag, subscripts, tr, args, want in runs:
        params = [p.name for p in variants[tag].scop.checked.definition.params]
        (got, *_) = lib.run(tag, dict(zip(params, args)), None, CONCURRENT)
        np.testing.assert_allclose(np.asarray(got).reshape(tr.shape), want, rtol=1e-10, atol=1e-10, err_msg=subscripts)
    assert len(runs) >= len(EINSUMS) - 2


def test_einsum_target_is_checked():
    with pytest.raises(po.ArgumentError, match="target= must be 'c' or 'cuda'"):
        po.einsum("ij,jk->ik", np.ones((2, 3)), np.ones((3, 4)), target="gpu")


@pytest.mark.skipif(_REASON is None, reason="pycuda and a GPU are here: the einsums run on it below")
def test_einsum_on_cuda_without_a_gpu_says_why():
    with pytest.raises(po.TargetUnavailableError, match="cannot run here"):
        po.einsum("ij,jk->ik", np.ones((2, 3)), np.ones((3, 4)), target="cuda")


def test_every_case_but_float16_runs_on_cuda():
    assert len(ON_CUDA) >= len(CASES) - 2 >= 60


@pytest.mark.skipif(_REASON is not None, reason=f"no CUDA run here: {_REASON}")
@pytest.mark.parametrize("case", [_param(c) for c in ON_CUDA])
def test_pycuda_matches_numpy(case):
    out = run_on_gpu(case[0], tc=True)
    assert out.count(": ok") == len(case[3]), out


@pytest.mark.skipif(_REASON is not None, reason=f"no CUDA run here: {_REASON}")
def test_pycuda_einsums_match_numpy():
    out = run_on_gpu("--einsum")
    assert out.count(": ok") == 2 * len(EINSUMS), out
