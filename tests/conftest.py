"""Shared test setup: a private compile cache per test session, and the ASan switch.

``POLYOPT_TEST_SANITIZE=1`` (set by tests/test_asan.py for its subprocess, with the ASan runtime
preloaded) builds every kernel of the kernel tests with ``-fsanitize=address``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # kernels/ is a plain directory at the top of the repository
    sys.path.insert(0, str(ROOT))


def pytest_configure(config):
    if "POLYOPT_CACHE_DIR" not in os.environ:
        # one cache for the whole run (shared by xdist workers), never the user's own
        base = Path(os.environ.get("TMPDIR", "/tmp")) / f"polyopt-test-cache-{os.getuid()}"
        os.environ["POLYOPT_CACHE_DIR"] = str(base)


@pytest.fixture(scope="session")
def sanitize() -> bool:
    return os.environ.get("POLYOPT_TEST_SANITIZE") == "1"
