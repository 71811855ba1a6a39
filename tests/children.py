"""A script run in a fresh Python process with a compile cache of its own, its answer a JSON line:
what a new process finds on disk (tests/test_compile_cache.py, tests/test_imports.py).

>>> fresh_process("import json, sys; print(json.dumps(sys.argv[1:]))", [1, 2], pathlib.Path("/tmp/unused"))
['[1, 2]']
"""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]


def fresh_process(code: str, arg, cache: pathlib.Path):
    """``print``ed JSON of ``python -c code json(arg)`` with ``POLYOPT_CACHE_DIR=cache`` and this
    checkout first on the path; a failing process fails the test with its stderr."""
    env = dict(os.environ, POLYOPT_CACHE_DIR=str(cache))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    proc = subprocess.run([sys.executable, "-c", code, json.dumps(arg)], capture_output=True, text=True,
                          env=env, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)
