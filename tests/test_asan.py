"""The kernel tests once more with every kernel built under AddressSanitizer: kernels/ under the
default options, the generated kernels (at sizes past one default tile too),
the empty arrays, and the option matrix of tests/schedule/test_differential.py (13 option sets)
on a sample of the kernels that covers each code path of the C printer (micro-kernels, guards and
padding, gathers, windows, triangles, time steps, scans), in chunks. ``POLYOPT_TEST_ASAN_ALL=1``
runs the matrix on every kernel (about 20 minutes more on two cores).

The ASan runtime must come first in the process, so each runs pytest in a subprocess with
``LD_PRELOAD`` set; ``POLYOPT_TEST_SANITIZE=1`` makes the kernel tests build with ASan.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from polyopt.runtime.cpu import asan_preload

ROOT = Path(__file__).resolve().parents[1]


def _run_under_asan(*pytest_args: str, **env_vars: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, LD_PRELOAD=asan_preload(), ASAN_OPTIONS="detect_leaks=0",
               POLYOPT_TEST_SANITIZE="1", PYTHONPATH=str(ROOT), **env_vars)
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *pytest_args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=1700)


needs_asan = pytest.mark.skipif(asan_preload() is None, reason="gcc has no libasan.so on this machine")

DIFFERENTIAL = "tests/schedule/test_differential.py"
SAMPLE = ("matmul,kron3,conv2d_same,conv2d_stride2,avgpool3x3_clipped,embedding_bag,softmax,layernorm,syrk,"
          "trmv_lower,jacobi_2d,gramschmidt,durbin,prefix_sum")
CASES_ENV = {} if os.environ.get("POLYOPT_TEST_ASAN_ALL") == "1" else {"POLYOPT_TEST_CASES": SAMPLE}
RUNS = {  # name -> (test files, env): each its own ASan process, so that xdist spreads them
    # (program order: the option matrix); in two halves, the longest run otherwise
    **{f"kernels-{k}": (["tests/test_kernels.py", "-k", "not program_order"], {"POLYOPT_TEST_SHARD": f"{k}/2"})
       for k in range(2)},
    "generated": (["tests/test_generated_kernels.py"], {}),
    "empty": (["tests/test_empty_arrays.py"], {}),  # sizes of 0: no access to an empty array's memory
    "channel-conv": (["tests/codegen/test_channel_conv.py", "-k", "match"], {}),  # (one and two threads, AVX2)
    **{f"options-{k}": ([DIFFERENTIAL], {"POLYOPT_TEST_OPTION_SETS": names, **CASES_ENV}) for k, names in enumerate([
        "program,untiled,odd-tiles,tile-2,fusion-min,fusion-max,serial",
        "no-vector,unroll-4,feautrier,unroll-2-vector-16,register-4x1,register-2x1-dynamic-tiles"])},
}


def test_the_runs_cover_the_option_matrix():
    from kernels.registry import CASES
    from tests.schedule.test_differential import OPTION_SETS
    chosen = [n for _, env in RUNS.values() for n in env.get("POLYOPT_TEST_OPTION_SETS", "").split(",") if n]
    assert sorted(chosen) == sorted(OPTION_SETS)
    assert set(SAMPLE.split(",")) <= {c.name for c in CASES}


@pytest.mark.asan
@pytest.mark.slow
@pytest.mark.timeout(1800)
@needs_asan
@pytest.mark.parametrize("run", list(RUNS))
def test_clean_under_asan(run):
    files, env = RUNS[run]
    r = _run_under_asan(*files, **env)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    assert " passed" in r.stdout and " failed" not in r.stdout


@pytest.mark.asan
@needs_asan
def test_asan_catches_an_out_of_bounds_kernel(tmp_path):
    """The harness is not blind: a kernel that reads past its input is reported."""
    script = tmp_path / "oob.py"
    script.write_text(
        "import numpy as np\n"
        "from polyopt.runtime import cpu\n"
        "src = 'int f(const float *x, float *y, long n) { for (long i = 0; i <= n; i++) y[0] += x[i]; return 0; }'\n"
        "ffi, lib = cpu.load(src, 'int f(const float *x, float *y, long n);', sanitize=True)\n"
        "x = np.ones(7, np.float32); y = np.zeros(1, np.float32)\n"
        "lib.f(cpu.pointer(ffi, x, 'float'), cpu.pointer(ffi, y, 'float'), 7)\n")
    env = dict(os.environ, LD_PRELOAD=asan_preload(), ASAN_OPTIONS="detect_leaks=0", PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode != 0
    assert "heap-buffer-overflow" in r.stderr
