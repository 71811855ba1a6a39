"""On-disk cache for compiled kernels: where it lives, how keys are made, atomic writes.

>>> key = cache_key("int f(void) { return 1; }", "-O3")
>>> len(key)
64
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import pathlib
import shutil
import subprocess
import tempfile

import platformdirs

from polyopt.errors import CompileError

__all__ = ["atomic_write_bytes", "atomic_write_text", "cache_dir", "cache_key", "compiler_version"]


def cache_dir() -> pathlib.Path:
    """The cache directory: ``$POLYOPT_CACHE_DIR`` if set, else the user cache dir; created on demand.

    >>> cache_dir().is_dir()
    True
    """
    env = os.environ.get("POLYOPT_CACHE_DIR")
    path = pathlib.Path(env) if env else pathlib.Path(platformdirs.user_cache_dir("polyopt"))
    path.mkdir(parents=True, exist_ok=True)
    return path


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
        proc = subprocess.run([cc, "--version"], capture_output=True, text=True, check=False)
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


def _version_memo(cc: str) -> pathlib.Path | None:
    """Where ``compiler_version`` keeps the answer of this very executable (None: cannot tell)."""
    exe = shutil.which(cc)
    if exe is None:
        return None
    try:
        real = os.path.realpath(exe)
        st = os.stat(real)
        stamp = cache_key(cc, real, str(st.st_size), str(st.st_mtime_ns), str(st.st_ino))
        return cache_dir() / "compilers" / f"{stamp}.txt"
    except OSError:
        return None


def cache_key(*parts: str) -> str:
    """SHA-256 hex digest of ``parts``, each length-prefixed so boundaries matter.

    >>> cache_key("ab", "c") != cache_key("a", "bc")
    True
    """
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8")
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` via a temp file in the same directory and ``os.replace``.

    Readers see either the old file, or the complete new one, never a partial write.

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "x.bin"
    >>> atomic_write_bytes(p, b"hi"); p.read_bytes()
    b'hi'
    """
    path = pathlib.Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o644)  # mkstemp makes 0600; cached sources are meant to be read
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, like ``atomic_write_bytes``.

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "x.c"
    >>> atomic_write_text(p, "int x;"); p.read_text()
    'int x;'
    """
    atomic_write_bytes(path, text.encode("utf-8"))

