"""A kernel's repeated calls from C: ``fastcall.c``, a small CPython extension built with gcc into
the kernel cache on first use, checks the arguments against an earlier call's and calls the
kernel with no Python in between (``Calls.in_c`` plans one per signature of a call: arrays and
scalars, positional or by keyword, out= or fresh outputs, temporaries). A kernel with scalars (or
more than 8 arguments) is called through a trampoline, a C function of one line built once per
sequence of argument types. Where they cannot be built (no Python headers) calls take the Python path.

A call of a dot product of 64K floats on one Zen 5 thread: 4.3 us through the Python path
(1.6 us of it the call itself), numpy's ``np.dot`` 3.3 us.

>>> import numpy as np, polyopt as po
>>> k = po.compile("def add(float(N) X, float(N) Y) -> (Z) { Z(i) = X(i) + Y(i) }")
>>> x = np.ones(3, np.float32)
>>> k(x, x).tolist(), k._calls.fast is not None or module() is None
([2.0, 2.0, 2.0], True)
"""

from __future__ import annotations

import functools
import importlib.machinery
import importlib.util
import pathlib
import sysconfig
import threading
from collections.abc import Callable

import numpy as np

from polyopt.errors import CompileError

_SOURCE = pathlib.Path(__file__).with_name("fastcall.c")
_lock = threading.Lock()


@functools.cache
def _built() -> object | None:
    """The module, built (or found in the cache) and loaded; None where it cannot be."""
    from polyopt.runtime import cpu

    include = sysconfig.get_paths().get("include")
    if not include or not pathlib.Path(include, "Python.h").exists():
        return None
    flags = ("-O2", f"-I{include}", f"-I{np.get_include()}", f"-DPO_NUMPY={np.__version__}")
    try:
        path = cpu.build(_SOURCE.read_text(encoding="utf-8"), cflags=flags)
    except (CompileError, OSError):
        return None
    spec = importlib.util.spec_from_file_location(
        "_polyopt_fastcall", path, loader=importlib.machinery.ExtensionFileLoader("_polyopt_fastcall", str(path)))
    if spec is None:
        return None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def module() -> object | None:
    """``_polyopt_fastcall`` (built once per process, under a lock), or None."""
    with _lock:
        return _built()


# a C argument's type -> the member of fastcall.c's Slot that holds it
_MEMBERS = {"float": "f", "double": "d", "long": "l", "_Bool": "b", "int8_t": "i8", "int16_t": "i16", "int32_t": "i32",
            "int64_t": "i64", "uint8_t": "u8", "uint16_t": "u16", "uint32_t": "u32", "uint64_t": "u64"}
_SLOT = ("typedef union { void *p; double d; float f; long l; int8_t i8; int16_t i16; int32_t i32; int64_t i64; "
         "uint8_t u8; uint16_t u16; uint32_t u32; uint64_t u64; _Bool b; } po_slot;")
_SOURCES = {"param": 0, "out": 1, "temp": 2, "const": 3}  # fastcall.c's FROM_*


def trampoline_source(members: tuple[str, ...]) -> str:
    """C of ``po_call(fn, a)``: ``fn`` called with ``a[k]``'s member ``members[k]`` as its k-th
    argument (``p``: a pointer), through its own function type.

    >>> print(trampoline_source(("p", "f")).splitlines()[-1])
    int po_call(void *fn, const po_slot *a) { return ((int (*)(void *, float))fn)(a[0].p, a[1].f); }
    """
    ctypes = {v: k for k, v in _MEMBERS.items()} | {"p": "void *"}
    types = ", ".join(ctypes[m] for m in members)
    values = ", ".join(f"a[{k}].{m}" for k, m in enumerate(members))
    return (f"#include <stdint.h>\n{_SLOT}\n"
            f"int po_call(void *fn, const po_slot *a) {{ return ((int (*)({types}))fn)({values}); }}\n")


@functools.cache
def _trampoline(members: tuple[str, ...]) -> int | None:
    """The address of ``trampoline_source(members)``'s function, built into the kernel cache (one
    build per sequence of argument types); None where it cannot be built."""
    from polyopt.runtime import cpu

    try:
        ffi, fn = cpu.load_function(trampoline_source(members), "po_call",
                                    "int po_call(void *fn, const void *a);", cflags=("-O2",))
    except (CompileError, OSError):
        return None
    return int(ffi.cast("uintptr_t", fn))


def trampoline(members: tuple[str, ...]) -> int | None:
    """``_trampoline(members)``, built once per process under the module's lock."""
    with _lock:
        return _trampoline(members)


def _member(src: str, i: int, params: list) -> str:
    """The member of ``Slot`` that fastcall.c writes for a C argument (a scalar parameter's by its
    dtype; a float16 one as a float, as the C function takes it)."""
    if src == "const":
        return "l"
    if src != "param" or params[i][1] is not None:
        return "p"
    dtype = np.dtype(params[i][2])
    if dtype.kind == "f":
        return "d" if dtype.itemsize == 8 else "f"
    return "b" if dtype.kind == "b" else f"{dtype.kind}{dtype.itemsize * 8}"


def plan(ffi, fn, *, params: list[tuple[str, tuple[int, ...] | None, np.dtype]],
         outputs: list[tuple[tuple[int, ...], np.dtype, Callable[[], np.ndarray]]], needs_out: bool,
         temps: list[tuple[str, tuple[int, ...], np.dtype, bool]], scratch: object, key: object,
         cargs: list[tuple[str, int]], after: tuple[object, str, object] | None = None
         ) -> Callable[..., object] | None:
    """``run(args, kwargs=None, out=None)`` for a call of the cffi function ``fn``: the output(s),
    the kernel's nonzero status (an int), or None where the arguments are not those planned for.

    ``params``: (name, shape, dtype) of each parameter (shape None: a scalar); ``outputs``: (shape,
    dtype, alloc) of each output, ``alloc()`` a fresh one where out= does not give it;
    ``needs_out``: out= must give them; ``temps``: (name, shape, dtype, zeroed before each call) of
    each temporary the C function takes, found in ``scratch.temps`` as ``(key, {name: array})``
    (``Calls.temporaries``; None where they are not there yet); ``cargs``: where each argument of
    ``fn`` comes from, ``("param" | "out" | "temp", index)`` or ``("const", value)``; ``after``:
    ``(owner, name, value)`` set after each call that succeeds. None where the module is not there,
    or ``fn`` takes an argument the plan cannot pass."""
    mod = module()
    ftype = ffi.typeof(fn)
    members = tuple("p" if t.kind == "pointer" else _MEMBERS.get(t.cname, "?") for t in ftype.args)
    if mod is None or "?" in members or len(members) != len(cargs) or not 0 < len(cargs) <= 32 or \
            len(params) > 32 or not 0 < len(outputs) <= 32 or len(temps) > 32 or \
            any(len(spec[1] or ()) > 16 for spec in [*params, *temps]) or any(len(o[0]) > 16 for o in outputs):
        return None
    if members != tuple(_member(src, i, params) for src, i in cargs):
        return None
    tramp = 0
    if set(members) != {"p"} or len(members) > 8:
        tramp = trampoline(members)
        if tramp is None:
            return None
    owner, name, value = after if after is not None else (None, "", None)
    return mod.Plan(
        int(ffi.cast("uintptr_t", fn)), tramp, tuple(n for n, _, _ in params),
        tuple(np.dtype(dt).num if shape is None else (tuple(int(d) for d in shape), np.dtype(dt).num)
              for _, shape, dt in params),
        tuple(np.dtype(dt).type if shape is None else None for _, shape, dt in params),
        tuple((tuple(int(d) for d in shape), np.dtype(dt).num) for shape, dt, _ in outputs),
        tuple(alloc for _, _, alloc in outputs), needs_out,
        tuple((tuple(int(d) for d in shape), np.dtype(dt).num) for _, shape, dt, _ in temps),
        tuple(zero for _, _, _, zero in temps), scratch, key, tuple(n for n, _, _, _ in temps),
        tuple((_SOURCES[src], int(i)) for src, i in cargs), owner, name, value).run


__all__ = ["module", "plan", "trampoline", "trampoline_source"]
