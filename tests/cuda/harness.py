"""Run generated CUDA kernels on the CPU: g++ against ``emu.h``, loaded with ctypes.

Several compiled kernels (e.g. every size of one case) go into one shared library: each source is
wrapped in its own C++ namespace (its ``extern "C"`` dropped, its ``#include`` lines hoisted), and
a ``po_launch_<tag>_<kernel>`` wrapper per ``__global__`` function runs it over its grid with
``po_emu_launch`` from the emulation runtime (``emu.h`` built once with ``PO_EMU_RUNTIME``).
Arguments travel as an array of pointers (arrays: their data; scalars and sizes: a pointer to the
value).

>>> lib = EmuLibrary({"v0": compiled})                 # doctest: +SKIP
>>> outs = lib.run("v0", inputs, mode=REVERSE)          # doctest: +SKIP
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from polyopt.codegen.cuda import CudaCompiled, evaluate
from polyopt.errors import RuntimeFault
from polyopt.poly.returns import returned

HERE = Path(__file__).resolve().parent
EMU_H = HERE / "emu.h"
CONCURRENT, FORWARD, REVERSE = 0, 1, 2
MODES = {"concurrent": CONCURRENT, "forward": FORWARD, "reverse": REVERSE}
SHUFFLE, PARALLEL = 4, 8  # blocks in a shuffled order; several blocks at once (emu.h)
BLOCKS = SHUFFLE | PARALLEL  # what every launch adds unless ordered=True
# -ftrivial-auto-var-init=pattern: a register the kernel reads before writing it holds 0xFE bytes
CXX_FLAGS = ("-std=c++20", "-O1", "-shared", "-fPIC", "-w", "-ftrivial-auto-var-init=pattern")
RUNTIME_FLAGS = ("-std=c++20", "-O2", "-shared", "-fPIC", "-pthread", "-Wall", "-Werror")

_CTYPES = {"float": ctypes.c_float, "double": ctypes.c_double, "int32_t": ctypes.c_int32,
           "int64_t": ctypes.c_int64, "long": ctypes.c_long, "int": ctypes.c_int}
_CAST = {"array": "({t} *)args[{i}]", "error": "(int *)args[{i}]", "scalar": "*({t} *)args[{i}]",
         "size": "*(long *)args[{i}]", "scratch": "({t} *)args[{i}]", "host": "*(long *)args[{i}]"}
_SHARED = re.compile(r"__shared__\s+(?:__align__\(\d+\)\s+)?(?P<type>[A-Za-z_][\w:]*(?:\s+[A-Za-z_][\w:]*)*?)"
                     r"\s+(?P<name>[A-Za-z_]\w*)\s*(?P<dims>(?:\[[^\]]+\])+)\s*;")


def poison(dtype, count: int) -> np.ndarray:
    """An array nothing wrote yet: NaN for floats, the bytes 0xA5 for other types."""
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        return np.full(count, np.nan, dtype)
    return np.frombuffer(b"\xa5" * (count * dtype.itemsize), dtype).copy()


class EmulationError(AssertionError):
    """The emulation found a fault: a divergent barrier or a deadlock."""


def wrap_source(tag: str, source: str) -> tuple[list[str], str]:
    """(hoisted #include lines, the source inside ``namespace tag``)."""
    includes, body = [], []
    for line in source.splitlines():
        if line.startswith("#include"):
            includes.append(line)
        else:
            body.append(line.replace('extern "C" ', ""))
    return includes, f"namespace {tag} {{\n" + "\n".join(body) + f"\n}}  // namespace {tag}\n"


def per_block_shared(text: str) -> str:
    """``text`` with each ``__shared__ T name[..];`` as emu.h's ``PO_SHARED(T, name, [..]);``: storage
    of the block that runs it, poisoned when the block starts."""
    text = _SHARED.sub(lambda m: f"PO_SHARED({m['type']}, {m['name']}, {m['dims']});", text)
    if "__shared__" in text:
        at = text.index("__shared__")
        raise AssertionError(f"a __shared__ declaration the harness cannot rewrite: {text[at:at + 80]}")
    return text


def driver(variants: dict[str, CudaCompiled], sources: dict[str, str] | None = None) -> str:
    """C++ text: emu.h, every variant in its namespace, one launch wrapper per kernel."""
    sources = sources or {}
    includes, parts, wrappers = set(), [], []
    for tag, comp in variants.items():
        inc, text = wrap_source(f"po_v_{tag}", sources.get(tag, comp.source))
        includes.update(inc)
        parts.append(per_block_shared(text))
        for k in comp.kernels:
            args = ", ".join(_CAST[a.kind].format(t=a.ctype, i=i) for i, a in enumerate(k.args))
            wrappers.append(
                f"static void po_body_{tag}_{k.name}(void *ctx) {{\n"
                f"  void **args = (void **)ctx;\n  (void)args;\n  po_v_{tag}::{k.name}({args});\n}}\n"
                f'extern "C" int po_launch_{tag}_{k.name}(unsigned gx, unsigned gy, unsigned gz, unsigned bx,'
                f" unsigned by, unsigned bz, int mode, char *msg, int msglen, void **args) {{\n"
                f"  return po_emu_launch(dim3(gx, gy, gz), dim3(bx, by, bz), mode, msg, msglen,"
                f" po_body_{tag}_{k.name}, args);\n}}\n")
    includes.discard("#include <cuda_pipeline.h>")  # emu.h has the cp.async primitives
    return (f'#include "{EMU_H}"\n' + "\n".join(sorted(includes)) + "\n\n" + "\n".join(parts) + "\n"
            + "\n".join(wrappers))


def _cache_dir() -> Path:
    base = os.environ.get("POLYOPT_CACHE_DIR") or os.path.join(tempfile.gettempdir(), f"polyopt-emu-{os.getuid()}")
    path = Path(base) / "cuda-emu"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _build(text: str, flags: tuple[str, ...], libs: tuple[str, ...] = (), cxx: str = "g++") -> Path:
    """Compile C++ ``text`` into a shared library, cached by the text, emu.h and the flags."""
    key = hashlib.sha256("\0".join([text, EMU_H.read_text(), *flags, *libs, cxx]).encode()).hexdigest()[:24]
    folder = _cache_dir()
    so = folder / f"{key}.so"
    if so.exists():
        return so
    src = folder / f"{key}.cpp"
    src.write_text(text)
    fd, tmp = tempfile.mkstemp(dir=folder, suffix=".so.tmp")
    os.close(fd)
    try:
        cmd = [cxx, *flags, "-x", "c++", str(src), "-x", "none", "-o", tmp, *libs]
        proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
        if proc.returncode != 0:
            raise AssertionError(f"g++ failed on {src}:\n{proc.stderr[-4000:]}")
        os.replace(tmp, so)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return so


def runtime() -> Path:
    """The emulation runtime (threads, barriers) as a shared library, built once."""
    return _build(f'#define PO_EMU_RUNTIME\n#include "{EMU_H}"\n', RUNTIME_FLAGS)


def compile_driver(text: str) -> Path:
    rt = runtime()
    return _build(text, CXX_FLAGS, (str(rt), f"-Wl,-rpath,{rt.parent}"))


class EmuLibrary:
    """Several compiled kernels (by tag) built into one library, ready to run."""

    def __init__(self, variants: dict[str, CudaCompiled], sources: dict[str, str] | None = None):
        self.variants = variants
        self.path = compile_driver(driver(variants, sources))
        self.lib = ctypes.CDLL(str(self.path))

    def run(self, tag: str, inputs: dict[str, object], sizes: dict[str, int] | None = None,
            mode: int = REVERSE, ordered: bool = False) -> tuple[np.ndarray, ...]:
        """Run every kernel of variant ``tag`` on ``inputs`` (by parameter name, plus initial values of
        outputs if wanted: zeros otherwise); the outputs. Blocks run shuffled and several at once
        unless ``ordered``; scratch arrays start as poison."""
        comp = self.variants[tag]
        checked = comp.scop.checked
        sizes = dict(comp.sizes) if comp.sizes else dict(sizes or {})
        arrays: dict[str, object] = {}
        for name, value in inputs.items():  # outputs given here are initial values (for += into out=)
            kind = checked.tensors[name].kind
            arrays[name] = value if kind == "scalar" else np.array(value, checked.tensors[name].dtype, order="C")
        for name in checked.outputs + checked.temps:
            if name not in arrays:
                arrays[name] = np.zeros(comp.scop.shape(name, sizes), checked.tensors[name].dtype)
        err = np.zeros(1, np.int32)
        scratch = {}
        for k in comp.kernels:
            for name, dtype, count in getattr(k, "scratch", ()):
                n = count if isinstance(count, int) else evaluate(count, sizes)
                if name not in scratch or scratch[name].size < n:
                    scratch[name] = poison(dtype, max(1, n))
        blocks = 0 if ordered else BLOCKS
        for i, launch in enumerate(comp.launches(sizes)):  # (host loops unrolled, empty grids left out)
            k, grid = launch.kernel, launch.grid
            values = []
            for a in k.args:
                if a.kind == "array":
                    values.append(arrays[a.name].ctypes.data)
                elif a.kind == "error":
                    values.append(err.ctypes.data)
                elif a.kind == "scratch":
                    values.append(scratch[a.name].ctypes.data)
                elif a.kind == "host":
                    values.append(launch.host[a.name])
                else:
                    values.append(sizes[a.name] if a.kind == "size" else arrays[a.name])
            self.launch(tag, k, grid, values, mode | blocks | (_seed(tag, i) << 16 if blocks else 0))
        if err[0] == 3:  # polyopt.codegen.c.DIVISION_FAULT
            raise RuntimeFault(f"{checked.definition.name}: integer division by zero")
        if err[0]:
            raise RuntimeFault(f"{checked.definition.name}: an indirect index (gather) was out of bounds")
        return tuple(returned(arrays[o], comp.kept.get(o)) for o in checked.outputs)  # (A[-1]: its last step)

    def launch(self, tag: str, k, grid, values: list, mode: int = REVERSE) -> None:
        """Run kernel ``k`` of variant ``tag`` over ``grid``: ``values`` in ``k.args`` order (arrays
        and the error flag as addresses, scalars and sizes as numbers)."""
        keep, ptrs = [], []
        for a, v in zip(k.args, values):
            if a.kind in ("array", "error", "scratch"):
                ptrs.append(int(v))
                continue
            c = _CTYPES[a.ctype](v.item() if hasattr(v, "item") else v)
            keep.append(c)
            ptrs.append(ctypes.addressof(c))
        argv = (ctypes.c_void_p * max(len(ptrs), 1))(*ptrs)
        msg = ctypes.create_string_buffer(512)
        fn = getattr(self.lib, f"po_launch_{tag}_{k.name}")
        fn.restype = ctypes.c_int
        rc = fn(*(ctypes.c_uint(x) for x in (*grid, *k.block)), ctypes.c_int(mode), msg, ctypes.c_int(len(msg)), argv)
        if rc:
            raise EmulationError(f"{k.name}: {msg.value.decode()}")


def _seed(tag: str, i: int) -> int:
    """The shuffle seed of launch ``i`` of a variant (fixed, so that a failure reproduces)."""
    return int(hashlib.sha256(f"{tag}/{i}".encode()).hexdigest()[:4], 16)


def emulate(comp: CudaCompiled, inputs: dict[str, object], mode: int = REVERSE, source: str | None = None,
            sizes: dict[str, int] | None = None, ordered: bool = False) -> tuple[np.ndarray, ...]:
    """Build ``comp`` (or ``source`` in its place) alone and run it once."""
    lib = EmuLibrary({"v": comp}, {"v": source} if source is not None else None)
    return lib.run("v", inputs, sizes, mode, ordered)


NVCC = shutil.which("nvcc")


def nvcc_check(source: str, folder: Path, name: str = "kernel") -> None:
    """Compile ``source`` with nvcc for sm_90, warnings as errors (the test is skipped without nvcc)."""
    if NVCC is None:
        import pytest
        pytest.skip("nvcc is not on PATH: the CUDA text was not compiled")
    cu = folder / f"{name}.cu"
    cu.write_text(source)
    cmd = [NVCC, "-arch=sm_90", "-Werror", "all-warnings", "-c", str(cu), "-o", str(folder / f"{name}.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    assert proc.returncode == 0, proc.stderr


def strip_barrier(source: str, which: int = 0) -> str:
    """``source`` with its ``which``-th ``__syncthreads();`` removed (a planted race)."""
    hits = [m.start() for m in re.finditer(r"__syncthreads\(\);", source)]
    at = hits[which]
    return source[:at] + "/* barrier removed */" + source[at + len("__syncthreads();"):]
