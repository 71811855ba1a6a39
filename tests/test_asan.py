"""The kernel tests (kernels/ and the generated kernels) once more with every kernel built under
AddressSanitizer.

The ASan runtime must come first in the process, so this runs pytest in a subprocess with
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


def _run_under_asan(*pytest_args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, LD_PRELOAD=asan_preload(), ASAN_OPTIONS="detect_leaks=0",
               POLYOPT_TEST_SANITIZE="1", PYTHONPATH=str(ROOT))
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *pytest_args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=1500)


needs_asan = pytest.mark.skipif(asan_preload() is None, reason="gcc has no libasan.so on this machine")


@pytest.mark.asan
@pytest.mark.slow
@needs_asan
def test_kernels_clean_under_asan():
    r = _run_under_asan("tests/test_kernels.py", "tests/test_generated_kernels.py")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    assert "passed" in r.stdout


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
