"""Where polyopt keeps files (the cache directory), how their keys are made, atomic writes.

Shared by every layer that keeps something on disk: the parser's tables (``lang/parser.py``),
compiled libraries, compiler versions and compile records (``runtime/``), and where the tuning
database lives (``tune/db.py`` writes it, ``compile`` reads it).

>>> key = cache_key("int f(void) { return 1; }", "-O3")
>>> len(key)
64
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pathlib
import shutil
import tempfile

import platformdirs

__all__ = ["atomic_write_bytes", "atomic_write_text", "cache_dir", "cache_key", "tuning_db_path"]


def cache_dir() -> pathlib.Path:
    """The cache directory: ``$POLYOPT_CACHE_DIR`` if set, else the user cache dir; created on demand.

    >>> cache_dir().is_dir()
    True
    """
    env = os.environ.get("POLYOPT_CACHE_DIR")
    path = pathlib.Path(env) if env else pathlib.Path(platformdirs.user_cache_dir("polyopt"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def tuning_db_path() -> pathlib.Path:
    """The tuning database (``polyopt tune`` writes it): ``$POLYOPT_TUNE_DB`` if set, else
    ``tuning.sqlite`` in the user data dir; not created here.

    >>> tuning_db_path().name.endswith(".sqlite") or "POLYOPT_TUNE_DB" in os.environ
    True
    """
    env = os.environ.get("POLYOPT_TUNE_DB")
    if env:
        return pathlib.Path(env)
    return pathlib.Path(platformdirs.user_data_dir("polyopt")) / "tuning.sqlite"


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


def executable_stamp(name: str) -> tuple[str, ...] | None:
    """The real path, size, modification time and inode of the program ``name`` on PATH (a key
    part that changes when it is replaced; None where it is not found or cannot be read).

    >>> executable_stamp("no-such-program-here") is None
    True
    """
    exe = shutil.which(name)
    if exe is None:
        return None
    try:
        real = os.path.realpath(exe)
        st = os.stat(real)
    except OSError:
        return None
    return real, str(st.st_size), str(st.st_mtime_ns), str(st.st_ino)


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
