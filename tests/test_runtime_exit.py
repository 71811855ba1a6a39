"""A process that ran an OpenMP kernel must exit cleanly, even while libgomp's workers spin.

With ``OMP_WAIT_POLICY=active`` libgomp's worker threads busy-wait at the team barrier after a
parallel region instead of sleeping. At interpreter shutdown the cffi library object is freed and
calls dlclose() on the kernel; if that also unmapped libgomp, the spinning workers would execute
unmapped code and the process would die with SIGSEGV (rc 139) after its output was printed. See
the comment on ``_DLOPEN_FLAGS`` in ``polyopt/runtime/cpu.py``.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import textwrap

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]

# Only the runtime: an OpenMP kernel loaded with cpu.load, called once, then a normal exit.
RUNTIME_SCRIPT = textwrap.dedent("""
    import numpy as np
    from polyopt.runtime import cpu
    src = '''
    void scale(long n, float *y) {
        #pragma omp parallel for num_threads(2)
        for (long i = 0; i < n; i++) y[i] *= 2.0f;
    }
    '''
    ffi, lib = cpu.load(src, "void scale(long n, float *y);")
    y = np.ones(1000, np.float32)
    lib.scale(y.size, cpu.pointer(ffi, y, "float"))
    assert (y == 2).all()
    print("ok")
""")

# The reported reproducer (smaller): polyopt.compile of a matmul with two threads, then numpy.
COMPILE_SCRIPT = textwrap.dedent("""
    import numpy as np, polyopt as po
    k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
                   options=po.Options(num_threads=2))
    A = np.random.rand(64, 64).astype(np.float32)
    assert abs(k(A, A) - A @ A).max() < 1e-3
    print("ok")
""")


def _run(script: str, cache: pathlib.Path, **env_extra: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, POLYOPT_CACHE_DIR=str(cache), **env_extra)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=120, check=False)


@pytest.mark.parametrize("policy", ["active", "passive", None])
def test_exit_after_openmp_kernel(tmp_path, policy):
    extra = {} if policy is None else {"OMP_WAIT_POLICY": policy}
    proc = _run(RUNTIME_SCRIPT, tmp_path / "cache", **extra)
    assert proc.stdout.strip() == "ok", proc.stderr
    assert proc.returncode == 0, f"rc={proc.returncode}\n{proc.stderr}"


def test_exit_after_compiled_matmul_with_active_wait_policy(tmp_path):
    proc = _run(COMPILE_SCRIPT, tmp_path / "cache", OMP_WAIT_POLICY="active")
    assert proc.stdout.strip() == "ok", proc.stderr
    assert proc.returncode == 0, f"rc={proc.returncode}\n{proc.stderr}"
