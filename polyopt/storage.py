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
import functools
import hashlib
import os
import pathlib
import shutil
import tempfile

import platformdirs

from polyopt.errors import CompileError

__all__ = ["atomic_write_bytes", "atomic_write_text", "cache_dir", "cache_key", "read_text", "tuning_db_path"]


def cache_dir() -> pathlib.Path:
    """The cache directory: ``$POLYOPT_CACHE_DIR`` if set, else the user cache dir; created on demand.

    Made (or found) once per process and value of the variables it depends on: a cached compile
    asks for it seven times, and each ``mkdir`` that finds it there costs two system calls and an
    exception. One removed while the process runs is made again by whatever writes into it
    (``atomic_write_bytes`` makes the parent folders); reads from it miss.

    >>> cache_dir().is_dir()
    True
    """
    env = os.environ
    return _cache_dir(env.get("POLYOPT_CACHE_DIR") or None, env.get("XDG_CACHE_HOME"), env.get("HOME"))


@functools.cache
def _cache_dir(path: str | None, xdg: str | None, home: str | None) -> pathlib.Path:
    """(``xdg`` and ``home``: what ``platformdirs`` reads, for the memo's key)"""
    folder = pathlib.Path(path or platformdirs.user_cache_dir("polyopt"))
    if not os.path.isdir(folder):  # (one stat where it is there: mkdir would fail, then stat)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise CompileError(f"the cache folder {str(folder)!r} cannot be made ({e.strerror}): set "
                               "POLYOPT_CACHE_DIR to a folder polyopt may write") from None
    return folder


def tuning_db_path() -> pathlib.Path:
    """The tuning database (``polyopt tune`` writes it): ``$POLYOPT_TUNE_DB`` if set, else
    ``tuning.sqlite`` in the user data dir; not created here.

    >>> tuning_db_path().name.endswith(".sqlite") or "POLYOPT_TUNE_DB" in os.environ
    True
    """
    env = os.environ
    path = env.get("POLYOPT_TUNE_DB")
    return pathlib.Path(path) if path else _user_data_dir(env.get("XDG_DATA_HOME"), env.get("HOME")) / "tuning.sqlite"


@functools.cache
def _user_data_dir(xdg: str | None, home: str | None) -> pathlib.Path:
    """``platformdirs.user_data_dir("polyopt")`` (~0.2 ms) once per value of what it reads."""
    return pathlib.Path(platformdirs.user_data_dir("polyopt"))


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

    Looked up once per process and value of ``PATH`` (``shutil.which`` and ``realpath`` cost
    ~0.3 ms in a fresh process, and a cached compile asks twice): another ``PATH`` is looked up
    again, a program replaced in place while the process runs is seen by the next process.

    >>> executable_stamp("no-such-program-here") is None
    True
    """
    found = _executable(name, os.environ.get("PATH"))
    return None if found is None else found[1:]


def executable_path(name: str) -> str:
    """Where ``PATH`` finds the program ``name`` (``name`` itself where it finds none): what
    runs it as ``executable_stamp`` stamped it, under the name it was called by.

    >>> executable_path("no-such-program-here")
    'no-such-program-here'
    """
    found = _executable(name, os.environ.get("PATH"))
    return name if found is None else found[0]


@functools.cache
def _executable(name: str, path: str | None) -> tuple[str, ...] | None:
    """(the path found on ``path``, then the stamp) of ``name``"""
    exe = shutil.which(name, path=path)
    if exe is None:
        return None
    try:
        real = os.path.realpath(exe)
        st = os.stat(real)
    except OSError:
        return None
    return exe, real, str(st.st_size), str(st.st_mtime_ns), str(st.st_ino)


def read_text(path: str | os.PathLike[str]) -> str:
    """The UTF-8 text of the small file ``path`` (what ``atomic_write_text`` wrote), read with
    ``os.open``/``os.read``: four system calls where ``Path.read_text`` makes nine (and no text
    wrapper), for the memos and records a cached compile reads. Raises ``OSError`` where it cannot
    be read, ``UnicodeDecodeError`` (a ``ValueError``) where it is not UTF-8.

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "x.txt"
    >>> atomic_write_text(p, "é"); read_text(p)
    'é'
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    try:
        chunks = []
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks).decode("utf-8")


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
