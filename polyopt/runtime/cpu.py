"""CPU runtime: compile generated C with gcc into a cached shared library and load it with cffi.

>>> import numpy as np
>>> src = "void axpy(long n, float a, float *x, float *y) { for (long i = 0; i < n; i++) y[i] += a * x[i]; }"
>>> ffi, lib = load(src, "void axpy(long n, float a, float *x, float *y);")
>>> x, y = np.ones(3, np.float32), np.zeros(3, np.float32)
>>> lib.axpy(3, 2.0, pointer(ffi, x, "float"), pointer(ffi, y, "float")); y.tolist()
[2.0, 2.0, 2.0]
"""

from __future__ import annotations

import contextlib
import functools
import math
import os
import pathlib
import re
import shutil
import struct
import subprocess
import tempfile
import threading

import _cffi_backend
import cffi

from polyopt import options
from polyopt.errors import CompileError, ShapeError, TargetUnavailableError
from polyopt.runtime.cache import compiler_version
from polyopt.storage import atomic_write_text, cache_dir, cache_key

__all__ = ["DEFAULT_CFLAGS", "asan_active", "asan_preload", "build", "load", "load_function", "pointer"]

DEFAULT_CFLAGS: tuple[str, ...] = options.DEFAULT_CFLAGS
# Checks as calls (call threshold 0) rather than inline code: the same accesses are checked, but gcc
# compiles a large kernel ~10x faster (conv2d_same, size-generic, 67 KB of C: 56 s -> 5 s under
# load); -g1 (line tables) is all an ASan report needs for its stack.
SANITIZE_FLAGS: tuple[str, ...] = ("-fsanitize=address", "--param=asan-instrumentation-with-call-threshold=0",
                                   "-fno-omit-frame-pointer", "-g1")
_BASE_FLAGS: tuple[str, ...] = ("-shared", "-fPIC", "-std=gnu11")

_loaded: dict[tuple[str, str], tuple[cffi.FFI, object]] = {}
_loaded_lock = threading.Lock()

# Kernels are opened with RTLD_NODELETE, so they (and through them libgomp) stay mapped until the
# process ends. Without it, interpreter shutdown frees the cffi lib objects (``_loaded`` is
# cleared with this module's dict), each calls dlclose() on its kernel, and the last one unmaps
# libgomp, which only kernels hold. But libgomp's worker threads outlive the parallel region:
# they wait at the team barrier for the next one, spinning in libgomp's own code (for ever with
# OMP_WAIT_POLICY=active, briefly by default). A worker spinning there when libgomp is unmapped
# jumps into unmapped memory: SIGSEGV after all output was printed (exit status 139). gdb shows the
# faulting worker at the instruction after a ``pause`` of libgomp's spin loop, in the range
# /proc/self/maps gave libgomp's text before exit; LD_DEBUG=files shows libgomp "destroying link
# map" at shutdown. Keeping the libraries resident is what a program linked with -fopenmp does.
_DLOPEN_FLAGS = os.RTLD_NOW | getattr(os, "RTLD_NODELETE", 0)

# libgomp's threads wait for each other at every barrier (the end of a parallel loop, each step of
# a time loop) and for the next parallel region by spinning GOMP_SPINCOUNT times before they
# sleep: 300000 spins, milliseconds, unless OMP_WAIT_POLICY says otherwise. On a machine with more
# runnable threads than cores a spinning thread holds the core that the thread it waits for
# needs: floyd_warshall (N=500, a barrier per step) took 5.4 s with 2 threads against 56 ms with
# GOMP_SPINCOUNT=0 while the other core was busy (a Zen 3), and on a Zen 4 with two other
# processes busy atax took 8.0 ms against 0.6. Too short a spin costs the other way: a sleeping
# worker is woken at every fork, 20-130 us in a KVM guest, so on an idle Zen 4 with 100 spins
# every two-thread call under ~4M instances was slower than one thread (a dot of 64K floats 29 us
# against 7 us, of 1M 150 against 120; atax at 1900 x 2100 0.57 ms against 0.28 with long spins).
# 10000 spins keep a worker awake across calls a few hundred microseconds apart (the dot 7 us, the
# 1M dot 70 us back to back) and did not collapse with the cores oversubscribed (the Zen 4 with
# two busy processes: atax 0.7 ms, floyd_warshall 22.7 ms against 19.4 with 100 spins; the Zen 3
# at load 7-10: floyd_warshall 98 against 90 ms); benchmarks/RESULTS.md (2026-11-28, zen4).
# libgomp reads the variable when it is loaded, which is when the first kernel is (polyopt's
# kernels are what bring it in); a user's own OMP_WAIT_POLICY or GOMP_SPINCOUNT is left alone.
SPIN_COUNT = 10000


def default_wait_policy(environ=os.environ) -> None:
    """Set ``GOMP_SPINCOUNT`` to ``SPIN_COUNT`` unless the environment says how OpenMP threads wait."""
    if "OMP_WAIT_POLICY" not in environ and "GOMP_SPINCOUNT" not in environ:
        environ["GOMP_SPINCOUNT"] = str(SPIN_COUNT)


default_wait_policy()


def _flags(cflags: tuple[str, ...], sanitize: bool) -> list[str]:
    """gcc's flags; a sanitized build at ``-O1`` where ``cflags`` ask for ``-O2`` or ``-O3``.

    ``-O1`` is the level AddressSanitizer's documentation recommends: it checks the same
    accesses (they are the source's; higher levels only vectorize and unroll them, and
    ``#pragma omp simd`` loops are vectorized at ``-O1`` too), and gcc builds the kernels of
    tests/test_kernels.py with ASan in about 25% less CPU (one half of them: 20.9 s -> 15.5 s).

    >>> _flags(("-O3", "-march=native"), True)[:2]
    ['-O1', '-march=native']
    """
    if sanitize:
        cflags = tuple("-O1" if f in ("-O2", "-O3") else f for f in cflags)
    return [*cflags, *(SANITIZE_FLAGS if sanitize else ()), *_BASE_FLAGS]


def build(source: str, *, cflags: tuple[str, ...] = DEFAULT_CFLAGS, sanitize: bool = False,
          cc: str = "gcc") -> pathlib.Path:
    """Compile ``source`` into a shared library (or find it in the cache) and return its path.

    The library is ``cache_dir()/<key[:2]>/<key>.so``, next to its source ``<key>.c``; the key
    covers the source, every flag, ``sanitize`` and the compiler version. A cache hit runs no
    compiler at all; a miss compiles to a temp file and renames it into place, so concurrent
    builders never see a partial library.

    >>> path = build("int one(void) { return 1; }")
    >>> path.suffix, path.with_suffix(".c").exists()
    ('.so', True)
    """
    flags = _flags(tuple(cflags), sanitize)
    key = cache_key(source, "\0".join(flags), str(bool(sanitize)), cc, compiler_version(cc))
    try:
        folder = cache_dir() / key[:2]
    except OSError as e:
        raise CompileError(f"cannot create the kernel cache directory: {e}") from e
    so_path = folder / f"{key}.so"
    if so_path.exists():
        return so_path
    c_path = folder / f"{key}.c"
    timeout = compile_timeout()
    try:
        if not c_path.exists():
            atomic_write_text(c_path, source)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{key}.", suffix=".so.tmp")
        os.close(fd)
    except OSError as e:
        raise CompileError(f"cannot write the kernel to the cache directory {folder}: {e}",
                           path=str(c_path)) from e
    try:
        cmd = [cc, *flags, "-o", tmp, str(c_path), "-lm"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=timeout,
                                  env=_compiler_env())
        except OSError as e:
            raise CompileError(f"cannot run the C compiler {cc!r}: {e}", path=str(c_path)) from e
        except subprocess.TimeoutExpired as e:
            raise CompileError(f"{cc} did not finish compiling the generated kernel ({len(source) >> 10} KiB of C) "
                               f"within {e.timeout:g} s (POLYOPT_CC_TIMEOUT sets the limit)",
                               path=str(c_path)) from e
        if proc.returncode != 0:
            raise CompileError(f"{cc} failed to compile the generated kernel",
                               output=proc.stderr or proc.stdout, path=str(c_path))
        os.replace(tmp, so_path)
    except OSError as e:
        raise CompileError(f"cannot store the compiled kernel in {folder}: {e}",
                           path=str(c_path)) from e
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    return so_path


def _compiler_env(environ=os.environ) -> dict[str, str]:
    """The environment for gcc: without ``LD_PRELOAD``, which a process running sanitized kernels
    has set to the ASan runtime; preloaded into gcc, cc1, as and ld it doubles their time.

    >>> _compiler_env({"LD_PRELOAD": "libasan.so", "PATH": "/bin"})
    {'PATH': '/bin'}
    """
    return {k: v for k, v in environ.items() if k != "LD_PRELOAD"}


def compile_timeout(environ=os.environ) -> float:
    """Seconds gcc may take for one kernel: ``POLYOPT_CC_TIMEOUT``, else 900.

    >>> compile_timeout({"POLYOPT_CC_TIMEOUT": "60"}), compile_timeout({})
    (60.0, 900.0)
    """
    text = environ.get("POLYOPT_CC_TIMEOUT", "900")
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds < math.inf:  # (also NaN)
        raise CompileError(f"POLYOPT_CC_TIMEOUT must be a finite number of seconds above 0, not {text!r}")
    return seconds


def load(source: str, cdecl: str, *, cflags: tuple[str, ...] = DEFAULT_CFLAGS,
         sanitize: bool = False, cc: str = "gcc") -> tuple[cffi.FFI, object]:
    """Build ``source`` and open it with cffi (ABI mode); ``cdecl`` declares the functions to call.

    Loading the same library with the same ``cdecl`` twice returns the very same ``(ffi, lib)``.
    A sanitized library can only be loaded when the ASan runtime is preloaded (see
    ``asan_preload``); otherwise ``TargetUnavailableError`` is raised instead of letting the
    process abort.

    >>> ffi, lib = load("int one(void) { return 1; }", "int one(void);")
    >>> lib.one()
    1
    """
    path = build(source, cflags=cflags, sanitize=sanitize, cc=cc)
    cache_slot = (str(path), cdecl)
    with _loaded_lock:
        hit = _loaded.get(cache_slot)
        if hit is not None:
            return hit
        if sanitize and not asan_active():
            preload = asan_preload(cc) or "libasan.so"
            raise TargetUnavailableError(
                "a kernel built with sanitize=True needs the ASan runtime loaded first: run Python "
                f"with LD_PRELOAD={preload} ASAN_OPTIONS=detect_leaks=0")
        ffi = cffi.FFI()
        try:
            ffi.cdef(cdecl)
        except (cffi.CDefError, cffi.FFIError) as e:
            raise CompileError(f"cannot parse the C declarations for the kernel: {e}",
                               output=cdecl, path=str(path.with_suffix(".c"))) from e
        lib = _opened(path, lambda p: ffi.dlopen(str(p), _DLOPEN_FLAGS),
                      lambda: build(source, cflags=cflags, sanitize=sanitize, cc=cc))
        loaded = _loaded[cache_slot] = (ffi, lib)
        return loaded


def _opened(path: pathlib.Path, open_, rebuild):
    """``open_(path)``; a library of the cache that does not load (damaged, cut short) is built
    again (``rebuild``), once, then a ``CompileError``."""
    try:
        if not _whole_elf(path):  # (dlopen maps a file cut short and the process dies of SIGBUS)
            raise OSError(f"{path} is shorter than its ELF headers say")
        return open_(path)
    except OSError:
        with contextlib.suppress(OSError):
            if path.is_dir() and not path.is_symlink():  # (a directory where the library goes)
                shutil.rmtree(path)
            else:
                path.unlink()
    path = rebuild()
    try:
        return open_(path)
    except OSError as e:
        raise CompileError(f"cannot load the compiled kernel {path}: {e}", path=str(path.with_suffix(".c"))) from e


def _whole_elf(path: pathlib.Path) -> bool:
    """Whether the file holds every segment and the section table its 64-bit ELF header names
    (True for what is no such ELF file: dlopen says what is wrong with it)."""
    try:
        with open(path, "rb") as f:
            head = f.read(64)
            size = os.fstat(f.fileno()).st_size
            if len(head) < 64 or head[:6] != b"\x7fELF\x02\x01":
                return True
            phoff, shoff = struct.unpack_from("<QQ", head, 0x20)
            phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", head, 0x36)
            if shoff + shnum * shentsize > size or phoff + phnum * phentsize > size:
                return False
            f.seek(phoff)
            table = f.read(phnum * phentsize)
    except OSError:
        return True
    for k in range(phnum):
        offset, filesz = struct.unpack_from("<Q16xQ", table, k * phentsize + 8)
        if offset + filesz > size:
            return False
    return True


def load_function(source: str, name: str, cdecl: str, *, cflags: tuple[str, ...] = DEFAULT_CFLAGS,
                  sanitize: bool = False, cc: str = "gcc") -> tuple[object, object]:
    """``(ffi, C function)``: ``load``'s library, its function ``name`` declared by ``cdecl``.

    A declaration of one function (``int f(const float *a_X, long s_N);``, as generated kernels
    have) is opened without cffi's C parser (pycparser: ~65 ms to import, then the parse): cffi's
    backend reads the function's pointer type itself and looks the symbol up. Any other
    declaration goes through ``load``. Opening the same function twice returns the same pair.

    >>> import numpy as np
    >>> src = "void axpy(long n, float a, float *x, float *y) { for (long i = 0; i < n; i++) y[i] += a * x[i]; }"
    >>> ffi, axpy = load_function(src, "axpy", "void axpy(long n, float a, float *x, float *y);")
    >>> x, y = np.ones(3, np.float32), np.zeros(3, np.float32)
    >>> axpy(3, 2.0, pointer(ffi, x, "float"), pointer(ffi, y, "float")); y.tolist()
    [2.0, 2.0, 2.0]
    """
    m = _ONE_FUNCTION.fullmatch(cdecl)
    if m is None or m["name"] != name or sanitize:  # (sanitized: load checks for the ASan runtime)
        ffi, lib = load(source, cdecl, cflags=cflags, sanitize=sanitize, cc=cc)
        return ffi, getattr(lib, name)
    path = build(source, cflags=cflags, sanitize=sanitize, cc=cc)
    slot = (str(path), name, cdecl)
    with _loaded_lock:
        hit = _functions.get(slot)
        if hit is not None:
            return hit
        try:
            ftype = _FFI.typeof(f"{m['result']}(*)({m['params']})")
        except _FFI.error:  # a type beyond the backend's own parser: cffi's way
            ftype = None
        if ftype is not None:
            try:
                fn = _opened(path, lambda p: _cffi_backend.load_library(str(p), _DLOPEN_FLAGS).load_function(
                    ftype, name), lambda: build(source, cflags=cflags, sanitize=sanitize, cc=cc))
            except AttributeError as e:
                raise CompileError(f"cannot load the compiled kernel {path}: {e}",
                                   path=str(path.with_suffix(".c"))) from e
            got = _functions[slot] = (_FFI, fn)
            return got
    ffi, lib = load(source, cdecl, cflags=cflags, sanitize=sanitize, cc=cc)
    return ffi, getattr(lib, name)


# one function declared as generated kernels are: "int NAME(PARAMS);"
_ONE_FUNCTION = re.compile(r"\s*(?P<result>[A-Za-z_]\w*)\s+(?P<name>[A-Za-z_]\w*)\s*\((?P<params>[^()]*)\)\s*;\s*")
# cffi's backend FFI, with no declarations: it parses C types itself (no pycparser) and its types
# are the same objects as every other FFI's
_FFI = _cffi_backend.FFI()
_functions: dict[tuple[str, str, str], tuple[object, object]] = {}


def pointer(ffi: cffi.FFI, array: object, ctype: str) -> object:
    """A ``ctype *``-compatible cffi pointer to the data of a C-contiguous numpy array (~0.3 µs).

    The pointer keeps ``array`` alive. The dtype is not checked: pass the matching ``ctype``.
    A non-contiguous array raises ``ShapeError``.

    >>> import numpy as np
    >>> ffi = cffi.FFI()
    >>> p = pointer(ffi, np.arange(3, dtype=np.float32), "float"); p[2]
    2.0
    """
    try:
        return ffi.from_buffer(ctype + "[]", array)
    except (ValueError, TypeError) as e:
        raise ShapeError(f"cannot pass this array to C as {ctype} *: {e}") from e


@functools.cache
def asan_preload(cc: str = "gcc") -> str | None:
    """``LD_PRELOAD`` value for a process that loads ASan-built kernels, or ``None`` without ASan.

    The ASan runtime must come first; libstdc++ follows it so that ASan can intercept the C++
    exceptions that islpy throws internally (otherwise ASan aborts on the first one).

    >>> asan_preload()  # doctest: +SKIP
    '/usr/lib/gcc/x86_64-linux-gnu/12/libasan.so /usr/lib/gcc/x86_64-linux-gnu/12/libstdc++.so'
    """
    paths = []
    for lib in ("libasan.so", "libstdc++.so"):
        try:
            proc = subprocess.run([cc, f"-print-file-name={lib}"], capture_output=True, text=True, check=False)
        except OSError:
            return None
        path = proc.stdout.strip()
        if proc.returncode != 0 or not os.path.isabs(path) or not os.path.exists(path):
            if lib == "libasan.so":
                return None
            continue
        paths.append(path)
    return " ".join(paths)


def asan_active() -> bool:
    """True when the AddressSanitizer runtime is already loaded in this process.

    >>> asan_active()  # doctest: +SKIP
    False
    """
    try:
        with open("/proc/self/maps") as f:
            return "libasan" in f.read()
    except OSError:
        return False
