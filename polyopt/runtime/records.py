"""Compile records: what a compiled kernel needs to be called, kept on disk for the next process.

``po.compile(text)`` then a call costs a parse, range inference (``build_scop``), isl scheduling,
the isl AST and printing C, hundreds of milliseconds, before the shared library is even looked up
in the gcc cache. A record keeps the outcome per kernel text, entry, Options and sizes, so a later
process only parses, checks, and loads the library; ``scop``, ``schedule`` and ``tree`` are then
recomputed only when someone looks at them (see ``polyopt.api.Compiled``). ``read_code``/``write_code`` keep the code
of a kernel for some sizes, ``read``/``write`` any JSON (the front end's record).

A record is ``cache_dir()/records/<key[:2]>/<key>.json``: a line with the SHA-256 of the JSON that
follows it. Every key covers ``fingerprint()`` (a hash of polyopt's own source files, read back
while their stamps are as when they were hashed), so changing any line of polyopt, or the
versions of isl, gcc or cffi, starts afresh. A record that is missing, unreadable, corrupted or
from another layout is a miss; failing to write one is ignored.

>>> key = record_key("example", "some", "parts")
>>> write(key, {"answer": 42}); read(key)
{'answer': 42}
>>> read(record_key("example", "never", "written")) is None
True
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.util
import json
import os
import pathlib
import sys
import time
from dataclasses import asdict, dataclass

from polyopt.codegen.cfunction import CFunction
from polyopt.runtime import cpu
from polyopt.storage import atomic_write_text, cache_dir, cache_key, read_text

__all__ = ["Code", "fingerprint", "load_code", "read", "read_code", "record_key", "stats",
           "write", "write_code"]

_PACKAGE = pathlib.Path(__file__).resolve().parents[1]  # the polyopt package directory

# what this process found: tests check them to see that a second process hit the records
stats = {"hits": 0, "misses": 0}


@functools.cache
def fingerprint() -> str:
    """``source_fingerprint`` of the polyopt package this process imported, once per process.

    A process keys what it reads and writes with the sources it found at its first compile: it
    runs the modules it imported then, and a source edited while it runs (an editable install
    under development) is seen by the next process. (A module first imported after the edit,
    such as the pipeline of a process that had only hit the records so far, is the edited one:
    its code is recorded under the earlier fingerprint, which only a process whose sources are
    back to the earlier text would read.)

    >>> len(fingerprint())
    64
    """
    return source_fingerprint(str(_PACKAGE))


# a memo of the sources is not kept while one of them changed this recently: timestamps are
# coarse (a clock tick), so a file written again within the same tick would keep its stamp
RACY_NS = 2_000_000_000


def source_fingerprint(package: str) -> str:
    """SHA-256 over the path (relative to ``package``) and bytes of every ``*.py`` and ``*.lark``
    file of the folder ``package`` and its subfolders (not ``__pycache__``).

    Hashing the files costs ~10 ms. The digest is kept in the cache directory, one file per
    package folder, with the stamp (size, inode, modification and change times) of each of its
    folders and files: where each still has its stamp, ~1 ms of ``stat`` calls, the digest is
    read back. A file written (its change time moves, whatever its new modification time) or
    replaced (its inode) changes its stamp; one added, removed or renamed changes its folder's.

    >>> import pathlib, tempfile
    >>> pkg = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (pkg / "a.py").write_text("x = 1")
    >>> before = source_fingerprint(str(pkg))
    >>> _ = (pkg / "a.py").write_text("x = 2")
    >>> source_fingerprint(str(pkg)) != before
    True
    """
    try:
        memo = os.path.join(cache_dir(), "fingerprints", f"{cache_key('polyopt-sources-2', package)}.txt")
    except OSError:  # no cache directory: hash every time
        memo = None
    else:
        with contextlib.suppress(OSError, ValueError):
            digest = _read_back(read_text(memo), package)
            if digest is not None:
                return digest
    started = time.time_ns()
    folders: list[tuple[str, os.stat_result]] = []
    files = _source_files(package, "", folders)
    h = hashlib.sha256()
    for rel, path, _ in files:
        with open(path, "rb") as f:
            data = f.read()
        h.update(f"{rel}\0{len(data)}\0".encode())
        h.update(data)
    digest = h.hexdigest()
    stamped = folders + [(rel, st) for rel, _, st in files]
    if memo is not None and all(st.st_ctime_ns < started - RACY_NS for _, st in stamped):
        lines = [digest, str(len(stamped)), *(rel for rel, _ in stamped), *(_stamp(st) for _, st in stamped)]
        with contextlib.suppress(OSError):
            atomic_write_text(memo, "\n".join(lines))
    return digest


def _stamp(st: os.stat_result) -> str:
    return f"{st.st_size} {st.st_ino} {st.st_mtime_ns} {st.st_ctime_ns}"


def _read_back(memo: str, package: str) -> str | None:
    """The digest of a memo (the digest, the number of paths, the paths relative to ``package``,
    their stamps: a line each) whose folders and files all still have their stamps, else None."""
    lines = memo.split("\n")
    if len(lines) < 4:
        return None
    digest, n = lines[0], int(lines[1])
    if len(digest) != 64 or int(digest, 16) < 0 or n < 1 or len(lines) != 2 + 2 * n:
        return None
    prefix = package + "/"
    stats = map(os.stat, [prefix + rel for rel in lines[2:2 + n]])
    # (_stamp, inlined: ~150 of them)
    got = [f"{st.st_size} {st.st_ino} {st.st_mtime_ns} {st.st_ctime_ns}" for st in stats]
    return digest if got == lines[2 + n:] else None


def _source_files(folder: str = str(_PACKAGE), rel: str = "",
                  folders: list | None = None) -> list[tuple[str, str, os.stat_result]]:
    """``(path relative to the package, path, stat)`` of polyopt's ``*.py`` and ``*.lark`` files,
    each folder's files by name before its subfolders by name (``os.walk``'s order, sorted);
    each folder's ``(relative path, stat)`` appended to ``folders``."""
    if folders is not None:
        folders.append((rel, os.stat(folder)))
    files, dirs = [], []
    with os.scandir(folder) as entries:
        for e in entries:
            if e.is_dir():
                if e.name != "__pycache__":
                    dirs.append(e.name)
            elif e.name.endswith((".py", ".lark")):
                files.append((e.name, e.path, e.stat()))
    found = [(rel + name, path, st) for name, path, st in sorted(files)]
    for name in sorted(dirs):
        found += _source_files(os.path.join(folder, name), f"{rel}{name}/", folders)
    return found


def record_key(kind: str, *parts: str) -> str:
    """The key of a record of ``kind``: ``parts`` plus polyopt's fingerprint and isl's version."""
    return cache_key("polyopt-record-1", kind, fingerprint(), isl_version(), *parts)


@functools.cache
def isl_version() -> str:
    """``islpy.__version__``, without importing islpy where no one did yet: a process that calls
    recorded kernels needs no isl (importing it costs ~40 ms, its version from the package
    metadata ~20 ms more). Read once per installed islpy, then kept in the cache directory under
    a key of its ``__init__.py``'s path, size, modification time and inode.

    >>> import islpy
    >>> isl_version() == islpy.__version__
    True
    """
    if "islpy" in sys.modules:
        return sys.modules["islpy"].__version__
    memo = None
    with contextlib.suppress(OSError, ValueError, ImportError):
        spec = importlib.util.find_spec("islpy")
        if spec is not None and spec.origin:
            st = os.stat(spec.origin)
            stamp = cache_key("islpy-version-1", spec.origin, str(st.st_size), str(st.st_mtime_ns), str(st.st_ino))
            memo = cache_dir() / "versions" / f"{stamp}.txt"
            version = read_text(memo)
            if version:
                return version
    import islpy
    version = islpy.__version__
    if memo is not None:
        with contextlib.suppress(OSError):
            atomic_write_text(memo, version)
    return version


def _path(key: str) -> str:
    return os.path.join(cache_dir(), "records", key[:2], f"{key}.json")  # (pathlib's / costs ~10 us each)


def read(key: str) -> dict | None:
    """The record stored under ``key``, or None (none there, unreadable, or not what was written)."""
    try:
        text = read_text(_path(key))
        digest, _, body = text.partition("\n")
        if hashlib.sha256(body.encode("utf-8")).hexdigest() != digest:
            return None
        data = json.loads(body)
    except (OSError, ValueError):  # ValueError covers bad UTF-8 and bad JSON
        return None
    return data if isinstance(data, dict) else None


def write(key: str, data: dict) -> None:
    """Store ``data`` (JSON-serializable) under ``key``, atomically; a failure only loses the record."""
    try:
        body = json.dumps(data, sort_keys=True)
        atomic_write_text(_path(key), hashlib.sha256(body.encode("utf-8")).hexdigest() + "\n" + body)
    except (OSError, TypeError, ValueError):
        pass


# -- the code of one kernel for some sizes --------------------------------------------------------
@dataclass(frozen=True)
class Code:
    """What a call needs from compiled code: the C function, the shapes of the outputs and
    temporaries (None: size-generic), the tensors written whole."""
    function: CFunction
    shapes: dict[str, tuple[int, ...]] | None
    covered: frozenset[str]


def write_code(key: str, function: CFunction, shapes: dict[str, tuple[int, ...]] | None,
               covered: frozenset[str]) -> None:
    listed = None if shapes is None else {t: list(s) for t, s in shapes.items()}
    write(key, {"function": asdict(function), "shapes": listed, "covered": sorted(covered)})


def read_code(key: str, tensors: set[str], sized: bool) -> Code | None:
    """The code stored under ``key`` for a kernel whose outputs and temporaries are ``tensors``
    (``sized``: for fixed sizes), or None; counted in ``stats``. The shapes of a sized record
    cover ``tensors`` and the temporaries the compiler made (``po_pad0``, a padded copy of an
    input: the scop's, not the kernel text's)."""
    data = read(key)
    if data is None:
        stats["misses"] += 1
        return None
    try:
        function = CFunction(**_tuples(data["function"]))
        shapes = None
        if sized:
            shapes = {str(t): tuple(int(n) for n in s) for t, s in data["shapes"].items()}
            if not tensors <= set(shapes) or not all(t.startswith("po_") for t in set(shapes) - tensors):
                raise ValueError("shapes of other tensors")  # (po_*: the compiler's own, poly/padding.py's copies)
        if not isinstance(function.source, str):
            raise TypeError("not text")
        covered = frozenset(data["covered"])
        if not covered <= tensors:
            raise ValueError("covered: other tensors")
    except (KeyError, TypeError, ValueError, AttributeError):  # written by another layout: a miss
        stats["misses"] += 1
        return None
    stats["hits"] += 1
    return Code(function, shapes, covered)


def load_code(code: Code, cflags: tuple[str, ...], sanitize: bool):
    """``(ffi, C function)`` of recorded code: the library from the gcc cache, opened (without a C
    parser: ``cpu.load_function``)."""
    function = code.function
    return cpu.load_function(function.source, function.name, function.cdecl, cflags=cflags, sanitize=sanitize)


def _tuples(x):
    """``x`` read back from JSON: lists (which were tuples) as tuples again, recursively."""
    if isinstance(x, list):
        return tuple(_tuples(v) for v in x)
    if isinstance(x, dict):
        return {k: _tuples(v) for k, v in x.items()}
    return x
