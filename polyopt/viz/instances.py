"""Statement instances of a compiled kernel for concrete sizes: where, when, on which thread, in which tile.

No matplotlib here: the plots in ``polyopt.viz`` draw what these functions compute.

- *when*: the generated loop tree is turned into a small Python program that runs the loops (no
  statement bodies) and records every statement instance in execution order, so the time step of
  an instance is its position in the sequential execution.
- *which thread*: the iteration of the outermost ``parallel`` loop it belongs to, distributed over
  ``num_threads`` threads as OpenMP's default static schedule does (contiguous chunks of nearly
  equal size; ``chunk=c`` gives ``schedule(static, c)``: chunks of ``c`` iterations, round robin).
- *which tile*: the values of the tile bands (``role == "tile"``) of the schedule tree; a tile is
  *partial* when it holds fewer instances than a full tile box.

>>> import polyopt as po
>>> k = po.compile("def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }",
...                options=po.Options(tile_sizes=(2, 2)))
>>> inst = statement_instances(k.specialize(M=3, N=4), "S0")
>>> len(inst), inst.n_tiles, int(inst.partial.sum())
(12, 4, 4)
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import islpy as isl
import numpy as np

from polyopt.codegen import loops as L
from polyopt.codegen.cnames import cname
from polyopt.errors import ArgumentError
from polyopt.poly import tree as T

MAX_INSTANCES = 1_000_000


# ---- which compiled kernel, which statement --------------------------------------------------------
def as_compiled(obj, sizes: dict[str, int] | None):
    """A ``Compiled`` for ``obj`` (a ``Kernel`` is specialized for ``sizes``, by default the sizes of
    its last call) and the sizes to use."""
    if getattr(obj, "target", None) == "cuda" or hasattr(obj, "launches"):  # a CUDA Kernel or CudaCompiled
        raise ArgumentError("the instance plots run a kernel's C loops, and a CUDA kernel's are its threads' "
                            "(CudaCompiled.tree): compile the same text with target='c' to plot it")
    if hasattr(obj, "specialize"):  # a Kernel
        if sizes is None and obj.current.sizes:
            return obj.current, dict(obj.current.sizes)
        if sizes is None:
            raise ArgumentError(f"sizes are needed to specialize kernel {obj.name} "
                             f"(sizes {', '.join(obj.checked.sizes) or 'none'})")
        if not isinstance(sizes, dict):
            raise ArgumentError(f"sizes are a dict of size names to ints (sizes of {obj.name}: "
                                f"{', '.join(obj.checked.sizes) or 'none'}), got {sizes!r}")
        return obj.specialize(**sizes), dict(sizes)
    if not hasattr(obj, "schedule") or not hasattr(obj, "tree"):
        raise ArgumentError(f"expected a polyopt Kernel or Compiled, got {type(obj).__name__}")
    fixed = dict(obj.sizes)
    if sizes is not None and not isinstance(sizes, dict):
        raise ArgumentError(f"sizes are a dict of size names to ints, got {sizes!r}")
    if sizes is not None:
        clash = {k: v for k, v in sizes.items() if k in fixed and fixed[k] != v}
        if clash:
            raise ArgumentError(f"this Compiled is specialized for {fixed}, not {clash}")
        fixed = {**fixed, **sizes}
    missing = [p for p in obj.scop.params if p not in fixed]
    if missing:
        raise ArgumentError(f"sizes needed: {', '.join(missing)}")
    return obj, fixed


def find_statement(scop, stmt):
    """A statement of ``scop`` by name (``"S0"``), position, or written tensor (the update if several);
    ``None`` picks the statement with the most index variables."""
    stmts = scop.statements
    if stmt is None:
        return max(stmts, key=lambda s: len(s.vars))
    if isinstance(stmt, int) and not isinstance(stmt, bool):
        if not -len(stmts) <= stmt < len(stmts):
            raise ArgumentError(f"no statement {stmt} in {scop.name}: it has {len(stmts)} ("
                                + ", ".join(f"{s.name} (writes {s.lhs.tensor})" for s in stmts) + ")")
        return stmts[stmt]
    for s in stmts:
        if s.name == stmt:
            return s
    writers = [s for s in stmts if s.lhs.tensor == stmt]
    if writers:
        return max(writers, key=lambda s: len(s.vars))
    raise ArgumentError(f"no statement {stmt!r} in {scop.name}; statements: "
                     + ", ".join(f"{s.name} (writes {s.lhs.tensor})" for s in stmts))


def dim_positions(s, dims) -> list[int]:
    """Positions of ``dims`` (index-variable names or positions) among the statement's variables."""
    out = []
    for d in dims:
        if isinstance(d, int):
            if not 0 <= d < len(s.vars):
                raise ArgumentError(f"{s.name} has {len(s.vars)} index variable(s) {s.vars}; no position {d}")
            out.append(d)
        elif d in s.vars:
            out.append(s.vars.index(d))
        else:
            raise ArgumentError(f"{s.name} has no index variable {d!r}; its variables are "
                                f"{', '.join(s.vars) or 'none'}")
    return out


def fixed_points(s: isl.Set, context: isl.Set) -> isl.Set:
    """``s`` with its size parameters fixed by ``context`` (a finite set)."""
    return s.intersect_params(context)


_NAME = re.compile(r"[A-Za-z_]\w*")
_INT = re.compile(r"-?\d+")


def set_points(s: isl.Set) -> list[tuple[int, ...]]:
    """The integer points of a finite set (a wrapped map: domain then range coordinates), sorted."""
    texts: list[str] = []
    s.foreach_point(lambda p: texts.append(p.to_str()))
    # "[M = 3] -> { [S0[1, 0] -> [0, 2]] }": drop the parameters and the tuple names, keep the integers
    out = [tuple(map(int, _INT.findall(_NAME.sub("", t[t.index("{"):])))) for t in texts]
    out.sort()
    return out


# ---- running the loop tree -----------------------------------------------------------------------
def _program(tree: L.Node, consts: dict[str, int]) -> str:
    """Python source of ``_run(_emit)``: the loops of ``tree``; ``_emit(stmt, args, loop, it, trips)`` per
    instance (``loop``: which parallel loop of the text encloses it, ``it``/``trips``: its iteration and
    trip count; -1, -1, 0 outside parallel loops)."""
    lines = ["def _run(_emit):", "    _pl, _pi, _pn = -1, -1, 0"]
    counter = [0]

    def gen(n: L.Node, pad: str, in_par: bool):
        if isinstance(n, L.Block):
            for b in n.body:
                gen(b, pad, in_par)
            if not n.body:
                lines.append(pad + "pass")
        elif isinstance(n, L.Mark):
            gen(n.body, pad, in_par)
        elif isinstance(n, L.If):
            lines.append(f"{pad}if {L.python_expr(n.cond, consts)}:")
            gen(n.then, pad + "    ", in_par)
            if n.other is not None:
                lines.append(f"{pad}else:")
                gen(n.other, pad + "    ", in_par)
        elif isinstance(n, L.User):
            args = "".join(L.python_expr(a, consts) + ", " for a in n.args)
            lines.append(f"{pad}_emit({n.stmt!r}, ({args}), _pl, _pi, _pn)")
        elif isinstance(n, L.For):
            it = n.iterator
            init, cond, inc = (L.python_expr(x, consts) for x in (n.init, n.cond, n.inc))
            par = "parallel" in n.marks and not in_par
            if par:
                c = f"_c{counter[0]}"
                lines.extend([f"{pad}{c} = 0", f"{pad}{it} = {init}", f"{pad}while {cond}:",
                              f"{pad}    {c} += 1", f"{pad}    {it} += {inc}",
                              f"{pad}_pl, _pi, _pn = {counter[0]}, 0, {c}"])
                counter[0] += 1
            lines.extend([f"{pad}{it} = {init}", f"{pad}while {cond}:"])
            gen(n.body, pad + "    ", in_par or par)
            lines.append(f"{pad}    {it} += {inc}")
            if par:
                lines.extend([f"{pad}    _pi += 1", f"{pad}_pl, _pi, _pn = -1, -1, 0"])
        else:  # pragma: no cover
            raise TypeError(n)
    gen(tree, "    ", False)
    return "\n".join(lines) + "\n"


def static_thread(it: np.ndarray, trips: np.ndarray, num_threads: int, chunk: int | None) -> np.ndarray:
    """The OpenMP thread of iteration ``it`` of a loop of ``trips`` iterations (-1: not in a parallel loop).

    ``chunk=None`` is ``schedule(static)``: thread t gets one contiguous chunk, the first
    ``trips % num_threads`` threads one iteration more (as libgomp does); ``chunk=c`` is
    ``schedule(static, c)``: chunks of c iterations dealt round robin.
    """
    it = np.asarray(it, dtype=np.int64)
    trips = np.asarray(trips, dtype=np.int64)
    out = np.full(it.shape, -1, dtype=np.int64)
    par = it >= 0
    if chunk is not None:
        out[par] = (it[par] // chunk) % num_threads
        return out
    n, i = trips[par], it[par]
    q, r = n // num_threads, n % num_threads
    big = i < r * (q + 1)
    t = np.where(big, i // np.maximum(q + 1, 1), r + (i - r * (q + 1)) // np.maximum(q, 1))
    out[par] = t
    return out


@dataclass(frozen=True)
class Execution:
    """Every statement instance in sequential execution order."""
    stmts: list[str]             # statement name of each instance
    coords: list[tuple[int, ...]]
    par_loop: np.ndarray         # which parallel loop of the code encloses the instance (-1: none)
    par_it: np.ndarray           # its iteration (-1: none)
    par_trips: np.ndarray        # its trip count


def execute(compiled, sizes: dict[str, int]) -> Execution:
    """Run the loops of ``compiled`` for ``sizes`` and record every instance in order."""
    consts = {cname("s", p): int(sizes[p]) for p in compiled.scop.params}
    src = _program(compiled.tree, consts)
    ns: dict[str, object] = {"_zrem": L.zrem}
    exec(compile(src, "<polyopt.viz loops>", "exec"), ns)  # noqa: S102 - our own generated loop program
    stmts, coords, loops, its, trips = [], [], [], [], []

    def emit(s, args, pl, pi, pn):
        if len(stmts) >= MAX_INSTANCES:
            raise ArgumentError(f"more than {MAX_INSTANCES} statement instances: choose smaller sizes")
        stmts.append(s)
        coords.append(args)
        loops.append(pl)
        its.append(pi)
        trips.append(pn)
    ns["_run"](emit)
    return Execution(stmts, coords, *(np.array(a, dtype=np.int64) for a in (loops, its, trips)))


# ---- tiles ---------------------------------------------------------------------------------------
def _band_maps(root: T.Root, points: isl.UnionSet, roles=("tile", "point")):
    """(band, {instance: member values}) for every band of ``roles`` that ``points`` reach, pre-order."""
    out = []

    def visit(n, dom):
        if dom.is_empty():
            return
        if isinstance(n, T.Band):
            if n.n > 0 and n.role in roles:
                umap = isl.UnionMap.from_multi_union_pw_aff(n.schedule).intersect_domain(dom)
                vals: dict[tuple[int, ...], tuple[int, ...]] = {}
                lst = umap.get_map_list()
                for i in range(lst.n_map()):
                    m = lst.get_at(i)
                    k = m.dim(isl.dim_type.in_)
                    for p in set_points(m.wrap()):
                        vals[p[:k]] = p[k:]
                out.append((n, vals))
            visit(n.child, dom)
        elif isinstance(n, T.Filter):
            visit(n.child, dom.intersect(n.filter))
        elif isinstance(n, T.Root):
            visit(n.child, dom)
        else:
            for c in T.children(n):
                visit(c, dom)
    visit(root, points)
    return out


@dataclass(frozen=True)
class Instances:
    """The instances of one statement, in execution order (row ``r`` of each array is one instance)."""
    stmt: str
    vars: tuple[str, ...]
    coords: np.ndarray        # (n, len(vars)) index-variable values
    time: np.ndarray          # position in the sequential execution of all statements
    thread: np.ndarray        # OpenMP thread (static schedule), -1 outside a parallel loop
    par_loop: np.ndarray      # which parallel loop of the generated code runs it (-1: none)
    par_it: np.ndarray        # its iteration in that (outermost) parallel loop, -1 outside one
    tile: np.ndarray          # tile number (tiles numbered in execution order), 0 when untiled
    tile_keys: tuple[tuple[int, ...], ...]  # tile number -> values of the tile-band members
    partial: np.ndarray       # the instance's tile is partial
    tiled: bool               # the schedule has tile bands over this statement
    tile_box: int             # instances in a full tile (0 when untiled)
    tile_values: np.ndarray   # (n, members) values of the tile-band members (the tile coordinates)
    tile_points: np.ndarray | None  # (n, members) the point loops of those members (None: not paired)
    tile_sizes: tuple[int, ...]     # tile size of each member
    num_threads: int
    total: int                # instances of every statement

    def __len__(self):
        return len(self.time)

    @property
    def n_tiles(self) -> int:
        return len(self.tile_keys)


def default_threads(compiled) -> int:
    """Threads an OpenMP loop would use: ``Options.num_threads``, else ``OMP_NUM_THREADS``, else all cores."""
    return compiled.options.threads()


def statement_instances(compiled, stmt=None, sizes: dict[str, int] | None = None, *,
                        num_threads: int | None = None, chunk: int | None = None) -> Instances:
    """The instances of ``stmt`` of ``compiled`` (a ``Kernel`` needs ``sizes``) with time, thread and tile."""
    for name, value in (("num_threads", num_threads), ("chunk", chunk)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
            raise ArgumentError(f"{name} must be an int >= 1 or None, got {value!r}")
    compiled, sizes = as_compiled(compiled, sizes)
    s = find_statement(compiled.scop, stmt)
    nthreads = num_threads or default_threads(compiled)
    run = execute(compiled, sizes)
    rows = [r for r, name in enumerate(run.stmts) if name == s.name]
    coords = np.array([run.coords[r] for r in rows], dtype=np.int64).reshape(len(rows), len(s.vars))
    time = np.array(rows, dtype=np.int64)
    par_loop, par_it, trips = run.par_loop[rows], run.par_it[rows], run.par_trips[rows]
    thread = static_thread(par_it, trips, nthreads, chunk)

    ctx = compiled.scop.fixed_context(sizes)
    pts = isl.UnionSet.from_set(fixed_points(s.domain, ctx))
    n = len(rows)
    tile_cols: list[np.ndarray] = []
    point_cols: list[np.ndarray] = []
    tile_sizes: list[int] = []
    keys = [tuple(c) for c in coords.tolist()]
    for band, vals in _band_maps(compiled.schedule.root, pts):
        table = np.array([vals[k] for k in keys], dtype=np.int64).reshape(n, band.n)
        if band.role == "tile":
            tile_sizes += list(band.tile_sizes) or [1] * band.n
            tile_cols += [table[:, m] for m in range(band.n)]
        elif band.role in ("point", "unroll") and band.tile_sizes and not _strip(band):
            point_cols += [table[:, m] for m, t in enumerate(band.tile_sizes) if t > 0]
    tiled = bool(tile_sizes)
    tile_values = np.stack(tile_cols, axis=1) if tile_cols else np.zeros((n, 0), np.int64)
    # the point loop of each tiled member (paired in order); unknown when the bands do not pair up
    tile_points = np.stack(point_cols[:len(tile_cols)], axis=1) if len(point_cols) >= len(tile_cols) \
        and tile_cols else None
    tile, tile_keys, partial, box = classify_tiles(tile_values, tile_points, tile_sizes)
    return Instances(s.name, s.vars, coords, time, thread, par_loop, par_it, tile, tile_keys, partial, tiled,
                     box if tiled else 0, tile_values, tile_points, tuple(tile_sizes), nthreads, len(run.stmts))


def _strip(band: T.Band) -> bool:
    """The strip loop of an unrolled member (its point loop is the unrolled band just below)."""
    return isinstance(band.child, T.Band) and band.child.role == "unroll"


def classify_tiles(tile_values: np.ndarray, tile_points: np.ndarray | None, sizes) -> tuple:
    """``(tile number per row, tile keys, partial per row, full-tile size)`` for rows in execution order.

    ``tile_values[r]``: the tile-band members of row r (its tile); ``tile_points[r]``: the point loops
    of those members. A full tile holds every point-loop combination of its box (``prod(sizes)``),
    each as often as the fullest one does (the extent of the untiled loops); a tile with fewer
    rows is partial. Without ``tile_points``, the fullest tile counts as full.
    """
    numbers: dict[tuple[int, ...], int] = {}
    tile = np.array([numbers.setdefault(tuple(v), len(numbers)) for v in tile_values.tolist()], dtype=np.int64)
    if not len(tile):
        return tile, (), np.zeros(0, dtype=bool), 0
    counts = np.bincount(tile, minlength=len(numbers))
    if tile_points is None or tile_values.shape[1] == 0:
        box = int(counts.max())
    else:
        _, column = np.unique(tile_points, axis=0, return_counts=True)
        box = math.prod(sizes) * int(column.max())
    return tile, tuple(numbers), counts[tile] < box, box
