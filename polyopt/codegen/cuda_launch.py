"""The launch plan of CUDA code: what runs (kernels, grids, blocks, shared memory, arguments).

``CudaCompiled`` is what ``cuda_pipeline`` returns: the ``.cu`` source and one ``CudaKernel`` per
``__global__`` function, launched in order, except where a ``HostLoop`` of ``program`` launches some
of them once per iteration of a loop of the host (``codegen/cuda_host.py``). ``launches()`` lists
every launch in order; ``runtime/cuda.py`` makes them on the GPU and the emulator of the tests
(``tests/cuda/harness.py``) on the CPU.

>>> CudaKernel("k_mm_0", (8, 8, 1), (16, 8, 1), 16384, (), ("S0",), "i -> x").threads
128
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import AExpr, AId, AInt, AOp, Block, Mark, Node, walk
from polyopt.codegen.measure import CodeReport, measure
from polyopt.errors import ShapeError
from polyopt.options import Options
from polyopt.poly.returns import returned_shape
from polyopt.poly.scop import Scop
from polyopt.schedule.schedule import Schedule

HOST_VAR = "po_h0"  # the host loop's iterator: an isl parameter of the nest and a kernel argument (cuda_host.py)


MAX_GRID = (2**31 - 1, 65535, 65535)  # blocks along x, y, z on every compute capability
FULL_TILES = "full tiles"  # the Mark around the threads' code of a step of full tiles (CudaCompiled.tree)


@dataclass(frozen=True)
class KernelArg:
    """One argument of a ``__global__`` function: ``kind`` is array, scalar, size, host (a host
    loop's value) or error."""
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
class HostLoop:
    """``for (var = first; var <= last; var++)`` on the host, around launches: ``body`` the kernels
    launched per iteration (indices into ``CudaCompiled.kernels``), in order, each with the first and
    last value of ``var`` where it has work (ints, or expressions of the sizes), passed to it as the
    argument ``var``; ``member`` the loop in words.

    >>> loop = HostLoop("po_h0", "t", ((0, 1, 3), (1, 2, 2)))
    >>> [(i, v) for v in loop.values({}) for i, _ in loop.at(v, {})]
    [(0, 1), (0, 2), (1, 2), (0, 3)]
    """
    var: str
    member: str
    body: tuple[tuple[int, int | AExpr, int | AExpr], ...]

    def values(self, sizes: dict[str, int]) -> range:
        lo = min(evaluate(a, sizes) for _, a, _ in self.body)
        return range(lo, max(evaluate(b, sizes) for _, _, b in self.body) + 1)

    def at(self, value: int, sizes: dict[str, int]) -> list[tuple[int, dict[str, int]]]:
        """The kernels (index, host arguments) launched at iteration ``value``."""
        return [(i, {self.var: value}) for i, a, b in self.body if evaluate(a, sizes) <= value <= evaluate(b, sizes)]


@dataclass(frozen=True)
class Launch:
    """One launch of the plan: the kernel, its grid and the host loops' values it takes."""
    index: int
    kernel: CudaKernel
    grid: tuple[int, int, int]
    host: dict[str, int]


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
    program: tuple = ()    # kernel indices and HostLoops, in order (empty: every kernel once, in order)
    tree: Node | None = field(default=None, compare=False)  # the loop tree the text was printed from

    @functools.cached_property
    def report(self) -> CodeReport:
        """Loop nests and branches left inside innermost loops, from ``tree`` as ``Compiled.report``
        counts them: the block-level loops with the threads' code of each step inside, and apart
        the threads' code of the steps of full tiles (row kernels: no loop tree, not counted)."""
        stmts = {s.name: s for s in self.scop.statements}
        full = [m.body for m in walk(self.tree) if isinstance(m, Mark) and m.name == FULL_TILES]
        return measure(self.tree, stmts, Block(tuple(full)) if full else None, frozenset(self.scop.checked.sizes))

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

    def launches(self, sizes: dict[str, int] | None = None) -> Iterator[Launch]:
        """Every launch in order, at the bound sizes (or ``sizes``): the host loops unrolled, empty
        grids left out. The runtime and the emulation both launch what this lists."""
        bound = dict(self.sizes) or dict(sizes or {})
        for step in self.program or range(len(self.kernels)):
            if isinstance(step, int):
                runs = [(step, {})]
            else:
                runs = [x for v in step.values(bound) for x in step.at(v, bound)]
            for i, host in runs:
                k = self.kernels[i]
                grid = k.grid_for({**bound, **host})
                if grid[0] > MAX_GRID[0] or grid[1] > MAX_GRID[1] or grid[2] > MAX_GRID[2]:
                    raise ShapeError(f"{k.name} would launch a grid of {grid[0]} x {grid[1]} x {grid[2]} blocks at "
                                     f"these sizes; CUDA allows {MAX_GRID[0]} x {MAX_GRID[1]} x {MAX_GRID[2]}: "
                                     "compile for the sizes (not dynamic=True), whose kernels give each thread "
                                     "more points where a grid would be larger")
                if min(grid) > 0:
                    yield Launch(i, k, grid, host)

    def host_loops(self) -> tuple[HostLoop, ...]:
        return tuple(x for x in self.program if isinstance(x, HostLoop))

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
        for loop in self.host_loops():
            names = ", ".join(self.kernels[i].name for i, _, _ in loop.body)
            lines.append(f"host loop {loop.var} = {loop.member}: one launch of {names} per iteration")
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
