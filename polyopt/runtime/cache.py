"""The C compiler's version, asked once per executable and remembered in the cache directory
(the disk cache itself: ``polyopt/storage.py``)."""

from __future__ import annotations

import contextlib
import functools
import pathlib

from polyopt.errors import CompileError
from polyopt.storage import atomic_write_text, cache_dir, cache_key, executable_stamp
from polyopt.target import probe_output, start_probe

__all__ = ["compiler_version", "start_version_probe"]


def compiler_version(cc: str = "gcc") -> str:
    """First line of ``cc --version``; raises ``CompileError`` if ``cc`` is missing.

    Memoised per process, and in the cache directory per compiler executable (its resolved path,
    size, modification time and inode: a compiler installed in its place is asked again), so that
    a process which finds everything in the cache starts no subprocess.

    >>> compiler_version().startswith("gcc")  # doctest: +SKIP
    True
    """
    return _compiler_version(cc)  # one memo entry for compiler_version() and compiler_version("gcc")


@functools.cache
def _compiler_version(cc: str) -> str:
    memo = _version_memo(cc)
    if memo is not None:
        with contextlib.suppress(OSError, ValueError):
            return memo.read_text(encoding="utf-8")
    try:
        proc = probe_output((cc, "--version"))
    except OSError as e:
        raise CompileError(f"C compiler {cc!r} not found or not executable: {e}") from e
    if proc.returncode != 0:
        raise CompileError(f"{cc} --version failed", output=proc.stderr)
    lines = proc.stdout.splitlines()
    version = lines[0].strip() if lines else ""
    if memo is not None:
        with contextlib.suppress(OSError):
            atomic_write_text(memo, version)
    return version


def start_version_probe(cc: str = "gcc") -> None:
    """Start ``cc --version`` in the background where its answer is not kept yet (a first compile
    asks it while it parses: ``target.start_probe``)."""
    memo = _version_memo(cc)
    if memo is not None and not memo.exists():
        start_probe((cc, "--version"))


def _version_memo(cc: str) -> pathlib.Path | None:
    """Where ``compiler_version`` keeps the answer of this very executable (None: cannot tell)."""
    stamp = executable_stamp(cc)
    return None if stamp is None else cache_dir() / "compilers" / f"{cache_key(cc, *stamp)}.txt"
