"""The pipeline: one function per step, and ``run`` chaining them from kernel text to code.

    text ─ parse ─▶ Program ─ check ─▶ Checked                      lang/     (no isl)
         ─ build_scop ─▶ Scop ─ dependences ─▶ Dependences          poly/
         ─ schedule ─▶ Schedule (tiles, marks, register blocks)      schedule/
         ─ lower ─▶ loop tree ─ loop passes ─▶ loop tree ─ emit ─▶ C  codegen/
         ─ load (gcc + cffi) ─▶ a callable C function                runtime/

Each step takes immutable values and returns one; ``Options`` (what the user asks for) and
``Target`` (the machine) come in from the caller and nothing below probes the machine.
``Kernel`` (api.py) runs these same steps, keeping what each gives (the model per kernel, the
schedule per Options, code per size), and wraps code generation in compile records
(``runtime/records.py``); the tuner enters only as the Options it resolves for a size.

>>> from polyopt.options import Options
>>> from polyopt.target import Target
>>> options = Options(cflags=("-O2",))
>>> code = run("def f(float(N) X) -> (Y) { Y(i) = 2 * X(i) }", None, options, Target.host(options.cflags), {"N": 8})
>>> code.function.name, code.sizes
('k_f', {'N': 8})
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from polyopt.codegen.barriers import serial_barrier_loops
from polyopt.codegen.branchfree import Statements, branch_free
from polyopt.codegen.c import emit
from polyopt.codegen.cfunction import CFunction
from polyopt.codegen.cnames import size_names
from polyopt.codegen.loops import Node, balance_forks, lower, serial_small_nests
from polyopt.lang import ir
from polyopt.lang.check import Checked, check
from polyopt.lang.parser import parse
from polyopt.options import Options
from polyopt.poly import storage
from polyopt.poly.bounded import within
from polyopt.poly.build import build_scop
from polyopt.poly.deps import Dependences
from polyopt.poly.deps import compute as dependences
from polyopt.poly.padding import pad_inputs
from polyopt.poly.scans import prefix_scans
from polyopt.poly.scop import Scop
from polyopt.poly.tree import to_isl
from polyopt.runtime import cpu
from polyopt.schedule.generic import generic, without_isolation
from polyopt.schedule.schedule import Schedule
from polyopt.schedule.scheduler import schedule
from polyopt.schedule.transforms import interchange_points
from polyopt.target import Target

__all__ = ["Generated", "run", "front_end", "model", "dependences", "plan", "generate", "loop_passes", "load"]


@dataclass(frozen=True)
class Generated:
    """The C code of a kernel for ``sizes`` (None: size-generic, sizes are arguments) and the
    schedule and loop tree it was printed from."""
    sizes: dict[str, int] | None
    function: CFunction
    schedule: Schedule
    tree: Node


def run(source: str, entry: str | None, options: Options, target: Target, sizes: dict[str, int] | None):
    """The whole pipeline, top to bottom: ``Generated`` C (or the CUDA back end's ``CudaCompiled``
    for a target with a GPU); ``load`` turns C into a callable."""
    program, checked = front_end(source, entry)          # parse, check (range inference included)
    cpu_model = target.gpu is None
    scop = model(program, checked, options, contract=cpu_model, pad=cpu_model, scans=cpu_model)  # domains, accesses
    if sizes is not None:
        scop.check_sizes(sizes)                          # reads out of bounds at these sizes only
    deps = dependences(scop)                             # flow, anti, output, reduction chains
    sched = plan(scop, deps, options, target, sizes=sizes) if target.gpu is None else None  # (CUDA maps its own)
    return generate(scop, deps, sched, options, target, sizes)  # lower, loop passes, emit


def front_end(source: str, entry: str | None) -> tuple[ir.Program, Checked]:
    """Parse ``source`` and check its def ``entry`` (names, types, shapes)."""
    program = parse(source)
    return program, check(program.get(entry), program.source)


def model(program: ir.Program, checked: Checked, options: Options, contract: bool = True,
          min_size: int = 1, pad: bool = False, scans: bool = False) -> Scop:
    """The polyhedral model (ranges inferred, bounds checked; split by affine conditions when
    ``options.split_conditions``), for sizes of at least ``min_size`` (0: calls with empty arrays),
    with each tensor written step by step stored modulo as few steps as its dependences allow
    (``poly.storage``; ``contract`` False: every step kept, but an output declared in place is
    still checked). With ``pad`` and ``options.pad_inputs``, inputs read only where in bounds are
    read from zero-padded copies (``poly.padding``; the copies are ``Scop.scratch``). With ``scans``,
    prefix reductions (``Y(i) +=! X(j) where i in 0:N, j in 0:i + 1``) run as recurrences
    (``poly.scans``: O(N) steps, not N^2/2)."""
    scanned = prefix_scans(checked, program.source, min_size) if scans else None
    if scanned is not None:
        checked = scanned.checked
    padded = pad_inputs(checked, program.source) if pad and options.pad_inputs else None
    if padded is not None:
        checked = padded.checked
    scop = build_scop(checked, program.source, split_conditions=options.split_conditions, min_size=min_size,
                      copies_apart=True)
    if padded is not None:
        scop = replace(scop, scratch=padded.copies, notes=scop.notes + padded.notes)
    if scanned is not None:
        scop = replace(scop, notes=scop.notes + scanned.notes)
    return storage.contract(scop, checked, program.source, enabled=contract)


def plan(scop: Scop, deps: Dependences, options: Options, target: Target,
         point_order: tuple[int, ...] | None = None, sizes: dict[str, int] | None = None) -> Schedule:
    """The schedule ``options`` ask for on ``target``; ``point_order`` (a tuned loop order)
    reorders the first point band that has enough members. With ``sizes``, the schedule for code
    at those sizes: the size-generic one but where its ``sized`` questions answer otherwise (a
    window whose width is a size, ``KW``, narrower than a vector)."""
    sched = schedule(scop, deps, options, target, sizes=sizes)
    return sched if point_order is None else interchange_points(sched, point_order)


def generate(scop: Scop, deps: Dependences, sched: Schedule | None, options: Options, target: Target,
             sizes: dict[str, int] | None):
    """Code for ``sizes`` (None: size-generic) from a schedule: lower it to a loop tree, run the
    loop passes, print C. A target with a GPU goes to the CUDA back end, which maps isl's
    schedule onto blocks and threads itself (``sched``, if given, replaces isl's)."""
    if target.gpu is not None:
        from polyopt.codegen.cuda import cuda_pipeline
        return cuda_pipeline(scop, deps, options, sizes, sched.root if sched is not None else None, target.gpu)
    if sizes is not None:
        tree = lower(sched.tree, scop.fixed_context(sizes), size_names(scop), deps.all, deps.validity)
    else:
        tree = lower_generic(sched, scop, deps)
    tree = loop_passes(tree, scop, options, target, sizes)
    return Generated(sizes, emit(scop, tree, options, target, values=sizes), sched, tree)


# isl's operations the size-generic AST may take (~1.4 s of CPU a million on Zen 3) before it is
# built again without isolated pieces: every library kernel's takes under 3 million (conv2d_3x3's
# 3.5 s), a padded stride-2 convolution with its window as sizes took 90 s and gcc 150 s more
GENERIC_OPERATIONS = 6_000_000


def lower_generic(sched: Schedule, scop: Scop, deps: Dependences) -> Node:
    """The loop tree of the size-generic code: ``generic``'s tree lowered within
    ``GENERIC_OPERATIONS`` of isl's, else the same without isolated pieces (``without_isolation``:
    every loop guarded by ``min`` and ``max``, no whole blocks apart; slower code, compiled in
    seconds rather than minutes)."""
    def build(tree):
        return lower(to_isl(tree), scop.context, size_names(scop), deps.all, deps.validity)
    return within(scop.context.get_ctx(), GENERIC_OPERATIONS, lambda: build(generic(sched.root)),
                  lambda: build(without_isolation(generic(sched.root))))


def loop_passes(tree: Node, scop: Scop, options: Options, target: Target, sizes: dict[str, int] | None) -> Node:
    """Loop tree -> loop tree, in order: innermost loops with guards become branch-free pieces
    (within ``Options.max_pieces``, ``codegen/branchfree.py``), nests with too little work run on
    one thread, as do sequential loops whose parallel loops would not pay for their barriers
    (``codegen/barriers.py``), and forks below a sequential loop get balanced chunks (known sizes only)."""
    if options.separate_tiles:
        table = Statements(scop.statements, scop.checked.sizes) if options.split_conditions else None
        tree = branch_free(tree, options.max_pieces, table, sizes)[0]
    if sizes is None:
        return tree
    tree = serial_small_nests(tree, options.parallel_min_work)
    tree = serial_barrier_loops(tree, options.parallel_min_work, target.threads, target.lanes("float64"))
    return balance_forks(tree, target.threads)


def load(function: CFunction, options: Options):
    """``(ffi, C function)``: ``function`` built by gcc with the options' flags (or found in the
    disk cache) and opened."""
    return cpu.load_function(function.source, function.name, function.cdecl, cflags=options.cflags,
                             sanitize=options.sanitize)
