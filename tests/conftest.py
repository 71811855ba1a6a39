"""Shared test setup: a private compile cache per test session, the ASan switch, golden files, the
gcc flags the suite builds with, and one printed seed for every hypothesis test.

``POLYOPT_TEST_SANITIZE=1`` (set by tests/test_asan.py for its subprocess, with the ASan runtime
preloaded) builds every kernel of the kernel tests with ``-fsanitize=address`` and runs only the
tests that take the ``sanitize`` fixture;
``POLYOPT_TEST_SHARD=k/n`` runs every n-th collected test from the k-th.

Golden files (Exo style): ``golden(text)`` compares ``text`` with the file named after the test,
``<test dir>/golden/<module>/<test function>[/<parameter id>]<suffix>``. A missing or different
file fails; ``pytest --update-golden`` (or ``POLYOPT_UPDATE_GOLDEN=1``) writes them instead: review
the diff with ``git diff`` before committing.

``POLYOPT_CFLAGS`` replaces polyopt's default gcc flags (``Options.cflags``) for the whole run,
subprocesses included: ``POLYOPT_CFLAGS="-O3 -march=native -mno-avx512f -fopenmp -fno-math-errno"
make test`` runs the AVX2 code paths on an AVX-512 machine, ``"-O3 -march=x86-64-v4 -fopenmp
-fno-math-errno -mprefer-vector-width=512"`` the AVX-512 ones. The header says which flags and
vector width a run used; flags this CPU cannot run stop the run at once.

Hypothesis tests share one seed per run, printed in the header and under each failure:
``pytest --hypothesis-seed=N`` reproduces a run (``POLYOPT_HYPOTHESIS_SEED=N`` as well).
"""

from __future__ import annotations

import difflib
import os
import random
import re
import sys
from pathlib import Path

import pytest

from polyopt.target import Gpu, Target

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # kernels/ is a plain directory at the top of the repository
    sys.path.insert(0, str(ROOT))


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite golden files (tests/**/golden/) with what the tests produce; review the diff")


@pytest.hookimpl(tryfirst=True)  # before hypothesis's own pytest_configure reads the seed
def pytest_configure(config):
    if "POLYOPT_CACHE_DIR" not in os.environ:
        # one cache for the whole run (shared by xdist workers), never the user's own
        base = Path(os.environ.get("TMPDIR", "/tmp")) / f"polyopt-test-cache-{os.getuid()}"
        os.environ["POLYOPT_CACHE_DIR"] = str(base)
    if not hasattr(config, "workerinput"):  # once, in the controller; xdist workers inherit it
        # compile(tuned="auto") reads the tuning database: never the user's, and none at the start,
        # so the generated code does not depend on what this machine's user has tuned
        db = Path(os.environ.get("TMPDIR", "/tmp")) / f"polyopt-test-tuning-{os.getuid()}.sqlite"
        db.unlink(missing_ok=True)
        os.environ["POLYOPT_TUNE_DB"] = str(db)
    if config.getoption("hypothesis_seed", None) is None:
        seed = os.environ.get("POLYOPT_HYPOTHESIS_SEED") or str(random.SystemRandom().randrange(2**32))
        config.option.hypothesis_seed = seed
    os.environ["POLYOPT_HYPOTHESIS_SEED"] = str(config.option.hypothesis_seed)  # xdist workers inherit it
    from hypothesis import core
    core.global_force_seed = int(config.option.hypothesis_seed)
    if not hasattr(config, "workerinput"):  # once, in the controller
        _check_default_cflags()


def _check_default_cflags() -> None:
    from polyopt.options import DEFAULT_CFLAGS
    from tests.machine import missing
    lack = missing(DEFAULT_CFLAGS)
    if lack:
        pytest.exit(f"this CPU lacks {', '.join(lack)}, which the default flags ({' '.join(DEFAULT_CFLAGS)}, "
                    "from POLYOPT_CFLAGS) use: their code cannot run here", returncode=4)


def pytest_collection_modifyitems(config, items):
    """The long ASan runs (a pytest process each, rerunning test files with ``sanitize=True``) go
    right after the last of the files they rerun: the compile records (generated C, shared by plain
    and sanitized builds) are then on disk, and the ASan process only builds and runs the kernels.
    Scheduling them itself under the ASan runtime's allocator costs 1.75x the plain process's CPU
    (half of test_kernels.py: 26 s against 15 s; 5 s with the records there). The tests after
    tests/test_kernels.py (about 170 s) fill in around them, so none ends the suite alone on one
    core. ``POLYOPT_TEST_SHARD=k/n`` keeps every n-th test from the k-th (tests/test_asan.py splits
    its longest run in two this way). Under ``POLYOPT_TEST_SANITIZE=1`` only the tests that take the
    ``sanitize`` fixture run: the others build their kernels without ASan, so the ASan process
    would only repeat the plain run's checks."""
    if sanitized():
        plain = [it for it in items if "sanitize" not in getattr(it, "fixturenames", ())]
        if plain:
            config.hook.pytest_deselected(items=plain)
            items[:] = [it for it in items if "sanitize" in getattr(it, "fixturenames", ())]
    shard = os.environ.get("POLYOPT_TEST_SHARD")
    if shard:
        k, n = (int(x) for x in shard.split("/"))
        config.hook.pytest_deselected(items=[it for i, it in enumerate(items) if i % n != k])
        items[:] = [it for i, it in enumerate(items) if i % n == k]
    runs = [it for it in items if it.get_closest_marker("asan") and it.get_closest_marker("slow")]
    if not runs:
        return
    rerun = {str(ROOT / f) for it in runs for f in _rerun_files(it)}
    rest = [it for it in items if it not in runs]
    last = max((i for i, it in enumerate(rest) if str(it.path) in rerun), default=-1)
    items[:] = rest[:last + 1] + runs + rest[last + 1:]


def _rerun_files(item) -> list[str]:
    """The test files an ASan run of tests/test_asan.py reruns (its ``RUNS`` entry)."""
    runs = getattr(item.module, "RUNS", {})
    callspec = getattr(item, "callspec", None)
    files = runs.get(callspec.params.get("run")) if callspec is not None else None
    return [f for f in files[0] if f.endswith(".py")] if files else []


def pytest_report_header(config):
    from polyopt.options import DEFAULT_CFLAGS
    seed = config.option.hypothesis_seed
    vbytes = Target.host(DEFAULT_CFLAGS, caches=(1, 1, 1), threads=1).vector_bytes
    return [f"polyopt cflags: {' '.join(DEFAULT_CFLAGS)} (vectors of {vbytes} bytes)",
            f"hypothesis seed: {seed} (reproduce with --hypothesis-seed={seed})"]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    report = (yield).get_result()
    if report.failed and getattr(getattr(item, "obj", None), "is_hypothesis_test", False):
        seed = item.config.option.hypothesis_seed
        report.sections.append(("hypothesis seed", f"this run's seed was {seed}: "
                                                   f"pytest --hypothesis-seed={seed} {item.nodeid}"))


def sanitized() -> bool:
    """Whether this process builds the kernel tests' kernels with ASan (tests/test_asan.py's runs)."""
    return os.environ.get("POLYOPT_TEST_SANITIZE") == "1"


@pytest.fixture(scope="session")
def sanitize() -> bool:
    return sanitized()


def golden_path(request, suffix: str) -> Path:
    """``tests/codegen/golden/test_golden_c/test_c/matmul.c`` for ``test_c[matmul]`` of
    ``tests/codegen/test_golden_c.py``."""
    node = request.node
    path = Path(request.path)
    name = node.originalname
    callspec = getattr(node, "callspec", None)
    if callspec is not None:
        name = f"{name}/{re.sub(r'[^A-Za-z0-9_.=+-]', '_', callspec.id)}"
    return path.parent / "golden" / path.stem / f"{name}{suffix}"


@pytest.fixture
def golden(request):
    """``golden(text, suffix=".txt")``: ``text`` must equal the test's golden file."""
    update = request.config.getoption("--update-golden") or os.environ.get("POLYOPT_UPDATE_GOLDEN") == "1"

    def check(text: str, suffix: str = ".txt") -> None:
        path = golden_path(request, suffix)
        old = path.read_text() if path.exists() else None
        if update:
            if text != old:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
            return
        rel = path.relative_to(ROOT)
        if old is None:
            pytest.fail(f"no golden file {rel}: write it with `pytest --update-golden` and review it", pytrace=False)
        if text != old:
            diff = "".join(difflib.unified_diff(old.splitlines(True), text.splitlines(True),
                                                f"{rel} (golden)", f"{rel} (now)", n=2))
            lines = diff.splitlines(True)
            if len(lines) > 120:
                diff = "".join(lines[:120]) + f"... ({len(lines) - 120} more diff lines)\n"
            pytest.fail(f"{rel} differs from what the test produced; if the change is intended, rewrite it with "
                        f"`pytest --update-golden` and say why in the commit:\n{diff}", pytrace=False)
    return check


# The machine golden files are generated for, whatever machine runs the tests: AVX-512 flags,
# a server's caches (they pick tile sizes and where prefetches and streaming stores go), 8 threads,
# and for CUDA the limits of compute capability 9.0.
PINNED_CFLAGS = ("-O3", "-march=x86-64-v4", "-fopenmp", "-fno-math-errno", "-mprefer-vector-width=512")
PINNED_TARGET = Target.host(PINNED_CFLAGS, caches=(48 * 1024, 2 * 1024 * 1024, 32 * 1024 * 1024), threads=8,
                            vector_bytes=64)
PINNED_CUDA_TARGET = PINNED_TARGET.replace(gpu=Gpu.defaults((9, 0)))
# an AVX2 machine (an AMD EPYC Zen 3's caches), for the golden files of the AVX2 code path
PINNED_AVX2_CFLAGS = ("-O3", "-march=x86-64-v3", "-fopenmp", "-fno-math-errno")
PINNED_AVX2_TARGET = Target.host(PINNED_AVX2_CFLAGS, caches=(32 * 1024, 512 * 1024, 32 * 1024 * 1024), threads=2,
                                 vector_bytes=32)
