"""The C compiler's version, asked once per executable and remembered in the cache directory
(the disk cache itself: ``polyopt/storage.py``)."""

from __future__ import annotations

import contextlib
import functools
import os

from polyopt.errors import CompileError
from polyopt.storage import atomic_write_text, cache_dir, cache_key, executable_path, executable_stamp, read_text
from polyopt.target import probe_output, start_probe

__all__ = ["compiler_version", "start_version_probe"]


def compiler_version(cc: str = "gcc") -> str:
    """First line of ``cc --version``; raises ``CompileError`` if ``cc`` is missing.

    Memoised per process and compiler executable (``executable_stamp``: its resolved path, size,
    modification time and inode, looked up once per ``PATH``), and in the cache directory under
    the same stamp (a compiler installed in its place is asked again), so that a process which
    finds everything in the cache starts no subprocess.

    >>> compiler_version().startswith("gcc")  # doctest: +SKIP
    True
    """
    return _compiler_version(cc, executable_stamp(cc))


@functools.cache
def _compiler_version(cc: str, stamp: tuple[str, ...] | None) -> str:
    memo = _version_memo(cc, stamp)
    if memo is not None:
        with contextlib.suppress(OSError, ValueError):
            return read_text(memo)
    try:  # (the executable stamped: a probe started under another PATH asked another one)
        proc = probe_output((executable_path(cc), "--version"))
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
    memo = _version_memo(cc, executable_stamp(cc))
    if memo is not None and not os.path.exists(memo):
        start_probe((executable_path(cc), "--version"))


def _version_memo(cc: str, stamp: tuple[str, ...] | None) -> str | None:
    """Where ``compiler_version`` keeps the answer of the executable ``stamp`` (None: cannot tell)."""
    return None if stamp is None else os.path.join(cache_dir(), "compilers", f"{cache_key(cc, *stamp)}.txt")
