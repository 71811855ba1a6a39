"""The launch plan of CUDA code: what runs (kernels, grids, blocks, shared memory, arguments).

``CudaCompiled`` is what ``cuda_pipeline`` returns: the ``.cu`` source and one ``CudaKernel`` per
``__global__`` function, launched in order. ``runtime/cuda.py`` launches them; the emulator of the
tests (``tests/cuda/harness.py``) runs them on the CPU.

>>> CudaKernel("k_mm_0", (8, 8, 1), (16, 8, 1), 16384, (), ("S0",), "i -> x").threads
128
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AExpr, AId, AInt, AOp
from polyopt.options import Options
from polyopt.poly.scop import Scop
from polyopt.poly.storage import returned_shape
from polyopt.schedule.schedule import Schedule


@dataclass(frozen=True)
class KernelArg:
    """One argument of a ``__global__`` function: ``kind`` is array, scalar, size or error."""
    name: str    # kernel-text name (the error flag: "po_err")
    kind: str
    ctype: str   # C type of the argument as declared (arrays: element type)


@dataclass(frozen=True)
class CudaKernel:
    """The launch plan of one ``__global__`` function."""
    name: str
    grid: tuple            # (x, y, z): ints, or AExpr of the sizes for a size-generic kernel
    block: tuple[int, int, int]
    shared_bytes: int      # static __shared__ memory of the kernel (dynamic amount at launch: 0)
    args: tuple[KernelArg, ...]
    statements: tuple[str, ...]
    mapping: str           # in words: which loop goes to which block / thread index
    shared: tuple[tuple[str, tuple[int, ...]], ...] = ()   # (sh_NAME, box shape) per shared array
    registers: tuple[str, ...] = ()                        # tensors kept in a register per thread
    thread_tile: tuple[int, ...] = ()       # register slots per thread along the register axes (z, y, x)
    aligned: tuple[str, ...] = ()           # tensors copied with 128-bit loads: need 16-byte aligned data
    pipelined: bool = False                 # shared tiles double-buffered along the reduction
    fma_per_load: float = 0.0               # FMAs per shared element a thread loads (0: no shared reads)
    scratch: tuple = ()                     # (name, dtype, elements: int or AExpr): row kernels' partials
    details: tuple[str, ...] = ()           # block and thread tiles, shared layouts in words (cuda_explain)
    flops_per_load: float = 0.0             # expected FLOPs per shared-memory load instruction (0: none)

    def grid_for(self, sizes: dict[str, int] | None = None) -> tuple[int, int, int]:
        """The grid as ints (``sizes``, by kernel-text name, for a size-generic kernel)."""
        return tuple(g if isinstance(g, int) else max(0, evaluate(g, sizes or {})) for g in self.grid)

    @property
    def threads(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]


@dataclass(frozen=True)
class CudaCompiled:
    """CUDA source and launch plan of one kernel, for fixed sizes (or size-generic)."""
    sizes: tuple[tuple[str, int], ...]
    scop: Scop
    schedule: Schedule
    source: str
    kernels: tuple[CudaKernel, ...]
    options: Options
    generic: bool = False  # size-generic code: sizes are kernel arguments, grids expressions of them

    def shape(self, tensor: str) -> tuple[int, ...]:
        """The shape of an output as a call returns it (``Compiled.shape``), or of a temporary."""
        return returned_shape(self._shapes[tensor], self.kept.get(tensor))

    def buffer_shape(self, tensor: str) -> tuple[int, ...]:
        return self._shapes[tensor]

    @property
    def kept(self) -> dict:
        return self.scop.checked.kept

    def grids(self, sizes: dict[str, int] | None = None) -> tuple[tuple[int, int, int], ...]:
        """The grid of every kernel, at the bound sizes (or ``sizes`` for size-generic code)."""
        bound = dict(self.sizes) or dict(sizes or {})
        return tuple(k.grid_for(bound) for k in self.kernels)

    def at(self, sizes: dict[str, int]) -> CudaCompiled:
        """This size-generic code bound to concrete sizes (same text; shapes and grids for them)."""
        return replace(self, sizes=tuple((k, int(sizes[k])) for k in self.scop.params))

    @functools.cached_property
    def _shapes(self) -> dict[str, tuple[int, ...]]:
        values = dict(self.sizes)
        return {t: self.scop.shape(t, values) for t, info in self.scop.checked.tensors.items()
                if info.kind in ("output", "temp")}

    def explain(self) -> str:
        """The kernels, their launch shapes, shared arrays and registers, as a table; below it, per
        kernel with tiles, the block and thread tiles, the shared arrays' layouts and copy widths
        and the expected FLOPs per shared-memory load (``codegen/cuda_explain.py``)."""
        rows = [("kernel", "grid", "block", "thread tile", "shared", "registers", "fma/ld", "mapping")]
        for k in self.kernels:
            grid = "x".join(str(g) if isinstance(g, int) else f"({aexpr_c(g)})" for g in k.grid)
            shared = ", ".join(f"{t}[{']['.join(map(str, s))}]" + (" 128-bit" if t.split("_")[0] in k.aligned else "")
                               for t, s in k.shared)
            if shared:
                shared = f"{shared} ({k.shared_bytes} B{', double-buffered' if k.pipelined else ''})"
            rows.append((k.name, grid, "x".join(map(str, k.block)), "x".join(map(str, k.thread_tile)) or "1",
                         shared or "-", ", ".join(k.registers) or "-", f"{k.fma_per_load:g}" if k.fma_per_load else "-",
                         k.mapping))
        widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
        lines = ["  ".join(x.ljust(w) for x, w in zip(r, widths)).rstrip() for r in rows]
        for k in self.kernels:
            if k.details:
                lines += [f"{k.name}:", *(f"  {d}" for d in k.details)]
        return "\n".join(lines)


_COMPARE = {"eq": lambda x, y: x == y, "le": lambda x, y: x <= y, "lt": lambda x, y: x < y,
            "ge": lambda x, y: x >= y, "gt": lambda x, y: x > y, "and": lambda x, y: bool(x and y),
            "or": lambda x, y: bool(x or y)}


def evaluate(e: AExpr | int, env: dict[str, int]) -> int:
    """Value of an integer AST expression over the sizes ``env`` (C semantics for / and %)."""
    if isinstance(e, int):
        return e
    if isinstance(e, AInt):
        return e.value
    if isinstance(e, AId):
        return int(env[e.name])
    a = [evaluate(x, env) for x in e.args]
    op = e.op
    if op == "add":
        return a[0] + a[1]
    if op == "sub":
        return a[0] - a[1]
    if op == "mul":
        return a[0] * a[1]
    if op == "minus":
        return -a[0]
    if op in ("fdiv_q",):
        return a[0] // a[1]
    if op in ("div", "pdiv_q"):
        q = abs(a[0]) // abs(a[1])
        return q if (a[0] < 0) == (a[1] < 0) else -q
    if op in ("pdiv_r", "zdiv_r"):
        return a[0] - a[1] * evaluate(AOp("div", e.args), env)
    if op == "min":
        return min(a)
    if op == "max":
        return max(a)
    if op == "select":
        return a[1] if a[0] else a[2]
    if op in _COMPARE:
        return int(_COMPARE[op](*a))
    raise NotImplementedError(op)  # pragma: no cover
