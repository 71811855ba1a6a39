"""Run one library kernel through pycuda on the GPU and compare it with numpy, in a process of its own
(the pycuda tests start it with a hard time limit: a kernel that never finishes blocks inside a driver
call, where no signal of pytest's reaches it, so only killing the process ends it).

    python tests/cuda/pycuda_case.py NAME                 # every test size (tiles of 4) and the GPU
                                                          # default tiles at the largest test size
    python tests/cuda/pycuda_case.py NAME '{"N": 4096}'   # default options at these sizes
    python tests/cuda/pycuda_case.py --fake NAME          # without a GPU: through tests/cuda/fake_pycuda.py
                                                          # (the CPU emulation), to check this script
    python tests/cuda/pycuda_case.py --tc NAME            # a case of tests/lang/tc_cases.py through the
                                                          # API (po.compile(..., target="cuda")(*arrays)),
                                                          # at each of its sizes, 0 included
    python tests/cuda/pycuda_case.py --einsum             # tests/lang/tc_cases.py's einsum strings through
                                                          # po.einsum(..., target="cuda"), float32 and 64

Prints one line per run; exits 1 with the mismatch on stderr.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE)]

import numpy as np  # noqa: E402

import polyopt as po  # noqa: E402
from kernels.registry import by_name, source  # noqa: E402
from polyopt.codegen.cuda import cuda_pipeline  # noqa: E402
from polyopt.poly.returns import returned  # noqa: E402
from polyopt.runtime import cuda as cuda_rt  # noqa: E402


def close(case, got, want, what: str) -> None:
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype, f"{what}: {g.shape} {g.dtype} != {w.shape} {w.dtype}"
        if case.rtol == 0:
            np.testing.assert_array_equal(g, w, err_msg=what)
        else:
            atol = case.rtol * max(1.0, float(np.abs(w).max(initial=0.0)))
            np.testing.assert_allclose(g, w, rtol=case.rtol, atol=atol, err_msg=what)


def main(name: str, sizes_json: str | None = None, fake: bool = False) -> None:
    by_source: dict = {}
    if fake:
        from fake_pycuda import fake_pycuda
        sys.modules.update(fake_pycuda(by_source, []))
    case = by_name(name)
    k = po.compile(source(case), case.entry, target="cuda")  # (its scop keeps every step: no C storage)
    if sizes_json:
        runs = [(json.loads(sizes_json), po.Options(), "default options")]
    else:
        runs = [(s, po.Options(tile_sizes=4), "tiles of 4") for s in case.sizes]  # test_cuda.TEST_OPTIONS
        runs.append((max(case.sizes, key=lambda s: np.prod(list(s.values()))), po.Options(), "GPU default tiles"))
    for i, (sizes, options, how) in enumerate(runs):
        comp = cuda_pipeline(k.scop, k.dependences, options, sizes)
        by_source[comp.source] = comp
        inputs = case.make_inputs(sizes, np.random.default_rng(i))
        outs = cuda_rt.load_and_run(comp, dict(inputs))
        got = tuple(returned(outs[o], comp.kept.get(o)) for o in comp.scop.checked.outputs)  # (A[-1]: its last step)
        close(case, got, case.reference(**inputs), f"{name} {sizes} {how} pycuda")
        print(f"{name} {sizes} {how}{' (fake pycuda)' if fake else ''}: ok", flush=True)


def tc_case(name: str) -> None:
    """A case of tests/lang/tc_cases.py as a user calls it: numpy arrays in, numpy arrays out."""
    from tests.lang.tc_cases import CASES, arguments, compare
    _, src, ref, sizes_list, inputs, rtol = next(c for c in CASES if c[0] == name)
    k = po.compile(src, target="cuda")
    for n, sizes in enumerate(sizes_list):
        args = arguments(src, sizes, inputs, n)
        want = ref(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        compare(k(*args), want, f"{name} at {sizes} pycuda", rtol)
        print(f"{name} {sizes} pycuda: ok", flush=True)


def einsums() -> None:
    """Every einsum string of tests/lang/tc_cases.py on the GPU, against numpy.einsum."""
    from tests.lang.tc_cases import EINSUMS
    rng = np.random.default_rng(3)
    for subscripts, shapes in EINSUMS:
        for dtype, rtol in ((np.float32, 1e-4), (np.float64, 1e-10)):
            ops = [(rng.random(s) * 4 - 2).astype(dtype) for s in shapes]
            got, want = po.einsum(subscripts, *ops, target="cuda"), np.einsum(subscripts, *ops)
            assert np.shape(got) == np.shape(want) and np.asarray(got).dtype == want.dtype, (subscripts, dtype)
            np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol, err_msg=f"{subscripts} {dtype.__name__}")
            print(f"einsum {subscripts!r} {shapes} {dtype.__name__} pycuda: ok", flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--einsum"]:
        einsums()
    elif sys.argv[1:2] == ["--tc"]:
        tc_case(sys.argv[2])
    else:
        args = [a for a in sys.argv[1:] if a != "--fake"]
        main(*args, fake=len(args) < len(sys.argv) - 1)
