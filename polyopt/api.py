"""The public entry point: ``compile`` a kernel, call it on numpy arrays.

>>> import numpy as np, polyopt as po
>>> k = po.compile("def scale(float(N) X, float a) -> (Y) { Y(i) = a * X(i) }")
>>> k(np.arange(3, dtype=np.float32), 2.0)
array([0., 2., 4.], dtype=float32)
"""

from __future__ import annotations

import base64
import dataclasses
import functools
import json
import pickle
import threading
from collections.abc import Callable

import cffi
import numpy as np

from polyopt.codegen.c import CFunction, emit, size_names
from polyopt.codegen.loops import Node, balance_forks, lower, serial_small_nests
from polyopt.codegen.measure import CodeReport, full_tile_instances, measure
from polyopt.codegen.prelude import DIVISION_FAULT
from polyopt.errors import ArgumentError, CompileError, PolyoptError, ScheduleError, ShapeError
from polyopt.lang import ir
from polyopt.lang.check import Checked, check
from polyopt.lang.parser import parse
from polyopt.options import Options
from polyopt.poly.deps import Dependences
from polyopt.poly.deps import compute as compute_deps
from polyopt.poly.scop import Scop, build_scop
from polyopt.runtime import cpu, outputs, records
from polyopt.runtime.cache import compiler_version
from polyopt.schedule.generic import generic
from polyopt.schedule.schedule import Schedule
from polyopt.schedule.scheduler import schedule
from polyopt.schedule.tree import to_isl
from polyopt.target import Target

TARGETS = ("c", "cuda")


class Compiled:
    """One kernel specialized for concrete sizes (or size-generic when ``sizes`` is empty).

    ``function`` (the C code and how to call it) is always at hand; the pipeline's intermediate
    results come from callables on first use: ``scop`` the Scop, ``lower`` the (Schedule, loop
    tree) pair the code was generated from, ``load`` the opened library. A kernel found in the
    compile records (``polyopt.runtime.records``) is thus callable at once and schedules again only
    if someone looks at ``schedule``, ``tree``, ``report`` or ``explain()``.
    """

    def __init__(self, sizes: tuple[tuple[str, int], ...], function: CFunction, options: Options,
                 scop: Callable[[], Scop], lower: Callable[[], tuple[Schedule, Node]], *,
                 shapes: dict[str, tuple[int, ...]] | None = None, load: Callable[[], tuple] | None = None):
        self.sizes = sizes  # empty for a size-generic kernel (sizes are arguments)
        self.function = function
        self.options = options
        self._get_scop = scop
        self._lower = lower
        self._load = load or self._load_library
        if shapes is not None:  # outputs and temps at ``sizes``, when already known
            self._shapes = shapes

    @functools.cached_property
    def scop(self) -> Scop:
        return self._get_scop()

    @functools.cached_property
    def _stages(self) -> tuple[Schedule, Node]:
        return self._lower()

    @property
    def schedule(self) -> Schedule:
        return self._stages[0]

    @property
    def tree(self) -> Node:
        return self._stages[1]

    @property
    def source(self) -> str:
        return self.function.source

    def shape(self, tensor: str) -> tuple[int, ...]:
        return self._shapes[tensor]

    def at(self, sizes: dict[str, int]) -> Compiled:
        """This size-generic kernel bound to concrete sizes (same code; shapes for those sizes)."""
        return Compiled(tuple((k, sizes[k]) for k in self.scop.params), self.function, self.options,
                        lambda: self.scop, lambda: self._stages, load=lambda: self._fn)

    @functools.cached_property
    def _shapes(self) -> dict[str, tuple[int, ...]]:
        values = dict(self.sizes)
        return {t: self.scop.shape(t, values) for t, info in self.scop.checked.tensors.items()
                if info.kind in ("output", "temp")}

    @functools.cached_property
    def report(self) -> CodeReport:
        """Loop nests and branches left inside innermost loops (from the loop tree), overall and in
        the code that runs the full tiles."""
        stmts = {st.name: st for st in self.scop.statements}
        inst = full_tile_instances(self.schedule.root)
        full = None
        if inst is not None:
            root = self.schedule.root if self.sizes else generic(self.schedule.root)  # as lowered
            restricted = dataclasses.replace(root, domain=root.domain.intersect(inst))
            context = self.scop.fixed_context(dict(self.sizes)) if self.sizes else self.scop.context
            full = lower(to_isl(restricted), context, size_names(self.scop))
        return measure(self.tree, stmts, full)

    def explain(self) -> str:
        """The schedule in words, what the code looks like, and notes on conditions kept as selects."""
        sizes = ", ".join(f"{k}={v}" for k, v in self.sizes) or "any size (size-generic)"
        lines = [self.schedule.explain(), f"code for {sizes}: {self.report}",
                 f"lines of C: {self.source.count(chr(10))}"]
        lines += [f"note: {n}" for n in self.scop.notes]
        return "\n".join(lines)

    @functools.cached_property
    def _fn(self):
        """``(ffi, C function)``: the library built by gcc (or found in its cache), opened."""
        return self._load()

    def _load_library(self):
        ffi, lib = cpu.load(self.function.source, self.function.cdecl, cflags=self.options.cflags,
                            sanitize=self.options.sanitize)
        return ffi, getattr(lib, self.function.name)

    def __repr__(self):
        sizes = ", ".join(f"{k}={v}" for k, v in self.sizes) or "size-generic"
        return f"<polyopt.Compiled {self.function.name} {sizes}>"


def pipeline(scop: Scop, deps: Dependences, options: Options, target: Target, sizes: dict[str, int] | None,
             sched: Schedule | None = None) -> Compiled:
    """scop -> schedule -> loop tree -> C, as one pure function (``sizes`` None: size-generic)."""
    context = scop.fixed_context(sizes) if sizes is not None else scop.context
    if sched is None:
        sched = schedule(scop, deps, options, target)
    tree = lower(sched.tree if sizes is not None else to_isl(generic(sched.root)), context, size_names(scop),
                 deps.all, deps.validity)
    if sizes is not None:
        tree = serial_small_nests(tree, options.parallel_min_work)
        tree = balance_forks(tree, target.threads)
    fn = emit(scop, tree, options, target, values=sizes)
    return Compiled(tuple((k, sizes[k]) for k in scop.params) if sizes else (), fn, options,
                    lambda: scop, lambda: (sched, tree))


class Kernel:
    """A compiled kernel: call it on numpy arrays; ``source``, ``scop``, ``schedule`` to inspect."""

    def __init__(self, program: ir.Program, definition: ir.Def, checked: Checked, options: Options,
                 target: str, custom: Schedule | None = None, dynamic: bool = False, machine: Target | None = None):
        self._custom = custom
        self._machine = machine  # compile(target=Target(...)): the machine every variant is generated for
        self.dynamic = dynamic
        self.tuned: bool | str = False  # compile(tuned=...): per size, the best Options in the tuning database
        self.program = program
        self.definition = definition
        self.checked = checked
        self.options = options
        self.target = target
        self._variants: dict[tuple[int, ...], Compiled] = {}
        self._last: Compiled | None = None
        self._lock = threading.Lock()
        self._scratch = threading.local()  # temporaries of the last call, per thread
        self._sized: set[tuple] = set()  # sizes a size-generic kernel's bounds checks passed
        self._plans: dict[tuple, Callable] = {}  # calls by _signature of their arguments (_fast_call)

    @property
    def name(self) -> str:
        return self.definition.name

    @functools.cached_property
    def scop(self) -> Scop:
        """The parametric polyhedral model (domains and accesses, sizes as parameters)."""
        return build_scop(self.checked, self.program.source, split_conditions=self.options.split_conditions)

    @functools.cached_property
    def dependences(self) -> Dependences:
        """Flow, anti, output and reduction dependences (printable, per statement pair)."""
        return compute_deps(self.scop)

    @functools.cached_property
    def _schedule(self) -> Schedule:
        """The schedule (size-generic: computed once, code is generated per size)."""
        if self._custom is not None:
            return self._custom
        return schedule(self.scop, self.dependences, self.options, self.machine(self.options))

    def machine(self, options: Options) -> Target:
        """The ``Target`` code is generated for with ``options``: the one given to ``compile``,
        else this machine (with the GPU's limits for ``target="cuda"``)."""
        return self._machine if self._machine is not None else Target.for_options(options, self.target)

    @functools.cached_property
    def _generic(self) -> Compiled:
        return self._pipeline(None)

    def _pipeline(self, sizes: dict[str, int] | None):
        """Code for ``sizes`` (None: size-generic) for this kernel's target: from the compile
        records if another process made it (or this one, for another Kernel object), else computed
        and recorded."""
        key = self._record_key(sizes) if self.target == "c" and self._custom is None else None
        got = self._recorded(key, sizes) if key is not None else None
        if got is not None:  # (its sizes passed the bounds checks when it was made)
            return got
        if sizes is not None:
            self.scop.check_sizes(sizes)
        if self.target == "cuda":
            from polyopt.codegen.cuda import cuda_pipeline
            custom = self._custom.root if self._custom is not None else None
            return cuda_pipeline(self.scop, self.dependences, self.options, sizes, custom)
        if self._custom is not None:  # a schedule built in this process: nothing to key it by
            return pipeline(self.scop, self.dependences, self.options, self.machine(self.options), sizes,
                            self._schedule)
        got = pipeline(self.scop, self.dependences, self.options, self.machine(self.options), sizes, self._schedule)
        if key is not None:
            self._record(key, got, sizes)
        return got

    # -- compile records (polyopt.runtime.records) ------------------------------------------------
    def _record_key(self, sizes: dict[str, int] | None) -> str | None:
        """The record key of the code for ``sizes``: everything that decides it (None without gcc)."""
        try:
            toolchain = compiler_version()
        except CompileError:  # no compiler: nothing can run anyway, and the error belongs to the call
            return None
        return records.record_key("compiled", self.program.source, self.name, self.target,
                                  self.options.to_json(), json.dumps(sizes, sort_keys=True),
                                  toolchain, cffi.__version__, self.machine(self.options).to_json())

    def _recorded(self, key: str, sizes: dict[str, int] | None) -> Compiled | None:
        """The ``Compiled`` stored under ``key``, callable at once, or None (no usable record)."""
        data = records.read(key)
        if data is None:
            records.stats["misses"] += 1
            return None
        try:
            function = CFunction(**_tuples(data["function"]))
            abi = data["abi"]
            shapes = None
            if sizes is not None:
                shapes = {str(t): tuple(int(n) for n in s) for t, s in data["shapes"].items()}
                if set(shapes) != {*self.checked.outputs, *self.checked.temps}:
                    raise ValueError("shapes of other tensors")
            if not isinstance(function.source, str) or not isinstance(abi, str | None):
                raise TypeError("not text")
            covered = frozenset(data["covered"])
            if not covered <= {*self.checked.outputs, *self.checked.temps}:
                raise ValueError("covered: other tensors")
        except (KeyError, TypeError, ValueError, AttributeError):  # written by another layout: a miss
            records.stats["misses"] += 1
            return None
        records.stats["hits"] += 1
        self.__dict__.setdefault("_covered", covered)  # saves building the scop to learn it
        options = self.options

        def lower() -> tuple[Schedule, Node]:  # the schedule and loop tree, for whoever inspects them
            full = pipeline(self.scop, self.dependences, options, self.machine(options), sizes, self._schedule)
            return full.schedule, full.tree

        def load():
            if abi is not None and not options.sanitize:
                path = cpu.build(function.source, cflags=options.cflags)
                flags = cpu._DLOPEN_FLAGS  # how cpu.load opens kernels (see there why)
                try:
                    ffi, lib = records.open_abi(abi, str(path), flags)
                    return ffi, getattr(lib, function.name)
                except Exception:  # noqa: BLE001 - a bad abi text only costs cffi's ordinary load
                    pass
            ffi, lib = cpu.load(function.source, function.cdecl, cflags=options.cflags, sanitize=options.sanitize)
            return ffi, getattr(lib, function.name)

        fixed = tuple((s, sizes[s]) for s in self.checked.sizes) if sizes else ()
        return Compiled(fixed, function, options, lambda: self.scop, lower, shapes=shapes, load=load)

    def _record(self, key: str, comp: Compiled, sizes: dict[str, int] | None) -> None:
        records.write(key, {
            "function": dataclasses.asdict(comp.function),
            "shapes": {t: list(s) for t, s in comp._shapes.items()} if sizes is not None else None,
            "abi": records.cffi_abi(comp.function.cdecl),
            "covered": sorted(self._covered),
        })

    def with_schedule(self, sched: Schedule) -> Kernel:
        """A kernel that runs ``sched`` (e.g. built with ``polyopt.transforms``) instead of its own."""
        if not isinstance(sched, Schedule) or sched.scop is not self.scop:
            raise ScheduleError(f"{self.name}: the schedule must come from this kernel (k.schedule and "
                                "polyopt.transforms applied to it)")
        k = Kernel(self.program, self.definition, self.checked, self.options, self.target, custom=sched,
                   dynamic=self.dynamic, machine=self._machine)
        k.__dict__["scop"] = self.scop
        k.__dict__["dependences"] = self.dependences
        return k

    @property
    def current(self) -> Compiled:
        """The last specialization that ran, or the parametric version before any call."""
        return self._last or self._generic

    @property
    def schedule(self) -> Schedule:
        """The schedule tree (the same for every size; printable, ``.explain()``)."""
        return self.current.schedule if self.target == "cuda" else self._schedule

    def explain(self) -> str:
        """The schedule in words (fusion groups, bands, tiles, parallel/vector/unrolled loops) and
        the code of the last specialization (nests, branches left in innermost loops)."""
        return self.current.explain()

    @property
    def source(self) -> str:
        return self.current.source

    def specialize(self, /, **sizes: int) -> Compiled:  # '/': a size may be named self
        """The kernel for these sizes (compiled and cached on first use)."""
        want = self.checked.sizes
        unknown = set(sizes) - set(want)
        if unknown:
            raise ArgumentError(f"{self.name}: unknown size(s) {', '.join(sorted(unknown))}; "
                                f"sizes are {', '.join(want) or 'none'}")
        missing = [s for s in want if s not in sizes]
        if missing:
            raise ArgumentError(f"{self.name}: missing size(s) {', '.join(missing)}")
        for k, v in sizes.items():
            if not isinstance(v, int | np.integer) or v < 1:  # the model assumes sizes >= 1
                raise ShapeError(f"{self.name}: size {k} must be a positive int, got {v!r}")
        key = tuple(int(sizes[s]) for s in want)
        with self._lock:
            got = self._variants.get(key)
            if got is None:
                if self.tuned and self.target == "c":  # the tuning database's best Options (polyopt.tune.db)
                    from polyopt.tune.db import tuned_compiled
                    got = tuned_compiled(self, dict(zip(want, key)), None if self.tuned is True else self.tuned)
                else:
                    got = self._pipeline(dict(zip(want, key)))
                self._check_declared(got)
                self._variants[key] = got
        self._last = got
        return got

    def _check_declared(self, comp: Compiled) -> None:
        """Outputs typed in the text (``-> (float(M, N) C)``) have the declared shape at these sizes."""
        sizes = dict(comp.sizes)
        for p in self.definition.declared:
            want = tuple(sizes[s] if isinstance(s, str) else s for s in p.shape)
            got = comp.shape(p.name)
            if got != want:
                at = ", ".join(f"{k}={v}" for k, v in sizes.items())
                raise ShapeError(f"{self.name}: output {p.name} is declared {p} but its statements "
                                 f"give it shape {got} at these sizes ({at})")

    # -- calling -----------------------------------------------------------------------------------
    def bind(self, args, kwargs) -> dict[str, object]:
        """Match positional and keyword arguments to the declared parameters."""
        params = self.definition.params
        if not kwargs and len(args) == len(params):  # the common call: every argument positional
            return dict(zip(self._param_names, args))
        if len(args) > len(params):
            raise ArgumentError(f"{self.name}() takes {len(params)} argument(s) "
                                f"({', '.join(p.name for p in params)}), got {len(args)}")
        bound = {p.name: a for p, a in zip(params, args)}
        for k, v in kwargs.items():
            if self.definition.param(k) is None:
                raise ArgumentError(f"{self.name}() got an unexpected argument {k!r}; "
                                    f"parameters are {', '.join(p.name for p in params)}")
            if k in bound:
                raise ArgumentError(f"{self.name}() got two values for argument {k!r}")
            bound[k] = v
        missing = [p.name for p in params if p.name not in bound]
        if missing:
            raise ArgumentError(f"{self.name}() missing argument(s): {', '.join(missing)}")
        return bound

    def prepare(self, bound: dict[str, object]) -> tuple[dict[str, object], dict[str, int]]:
        """Check dtypes and ranks, bind size symbols, make arrays contiguous."""
        sizes: dict[str, tuple[int, str]] = {}
        values = {}
        for p in self.definition.params:
            x = bound[p.name]
            if p.is_scalar:
                values[p.name] = _scalar(self.name, p, x)
                continue
            a = x if isinstance(x, np.ndarray) else _as_array(self.name, p, x)
            if a.dtype != self._dtypes[p.name]:
                raise ShapeError(f"{self.name}: argument {p.name} has dtype {a.dtype}, expected {p.dtype}")
            if a.ndim != len(p.shape):
                raise ShapeError(f"{self.name}: argument {p.name} has rank {a.ndim} (shape {a.shape}), "
                                 f"expected rank {len(p.shape)} {p}")
            for d, (want, got) in enumerate(zip(p.shape, a.shape)):
                if isinstance(want, int):
                    if got != want:
                        raise ShapeError(f"{self.name}: argument {p.name} dimension {d} is {got}, expected {want}")
                elif want in sizes and sizes[want][0] != got:
                    n, where = sizes[want]
                    raise ShapeError(f"{self.name}: size {want} is {n} from {where} but {got} from "
                                     f"{p.name} dimension {d}")
                elif got == 0:  # the polyhedral model assumes every size >= 1
                    raise ShapeError(f"{self.name}: size {want} is 0 ({p.name} dimension {d}); polyopt "
                                     "kernels need every size to be at least 1")
                else:
                    sizes.setdefault(want, (got, f"{p.name} dimension {d}"))
            values[p.name] = a if a.flags.c_contiguous else np.ascontiguousarray(a)
        return values, {k: v[0] for k, v in sizes.items()}

    def __call__(self, /, *args, out=None, **kwargs):  # '/': a parameter may be named self
        if kwargs and not args and len(kwargs) == len(self._param_names) and \
                all(n in kwargs for n in self._param_names):  # every argument by keyword
            args, kwargs = tuple(kwargs[n] for n in self._param_names), {}
        sig = None
        if not kwargs:  # a call like an earlier one: skip binding and checking
            sig = _signature(args)
            run = self._plans.get(sig)
            if run is not None:
                got = run(args, out)
                if got is not None:
                    return got
        values, sizes = self.prepare(self.bind(args, kwargs))
        if self.dynamic:
            comp = self._generic.at(sizes)
            if self.scop.size_checks and tuple(sizes.items()) not in self._sized:
                self.scop.check_sizes(sizes)
                self._sized.add(tuple(sizes.items()))
            self._check_declared(comp)
        else:  # the variants compiled so far, without specialize()'s checks (prepare made the sizes)
            comp = self._variants.get(tuple(sizes.get(s, -1) for s in self.checked.sizes))
            if comp is None:
                comp = self.specialize(**sizes)
            self._last = comp
        outs = self._outputs(comp, out) if out is not None or self.checked.needs_out else \
            self._fresh_outputs(comp)
        for name, a in values.items():  # an input that shares memory with an output is read from a copy
            if out is not None and isinstance(a, np.ndarray) and any(np.shares_memory(a, o) for o in outs.values()):
                values[name] = a.copy()
        if sig is not None and self.target == "c" and \
                all(type(a) is np.ndarray and a.flags.c_contiguous
                    for p, a in zip(self.definition.params, args) if not p.is_scalar):
            if len(self._plans) >= 64:
                self._plans.clear()
            self._plans[sig] = self._fast_call(comp, sizes)
        return self._launch(comp, values, sizes, outs)

    def _fast_call(self, comp: Compiled, sizes: dict[str, int]) -> Callable:
        """``run(args, out)``: a call of ``comp`` on arguments with the signature of one that
        passed ``prepare`` (same shapes and dtypes, C-contiguous): it only converts the scalars,
        allocates the outputs (or takes ``out=`` arrays of the right kind that share no memory
        with the arguments) and passes pointers, so a call costs a few microseconds. None where
        ``out`` is not such (``__call__``'s checks then say what is wrong, or copy an input)."""
        ffi, fn = comp._fn
        view = ffi.from_buffer
        names, temps = self.checked.outputs, self._temp_names
        allocs = [(self._allocator(n), comp.shape(n), self._dtypes[n]) for n in names]
        needs_out = bool(self.checked.needs_out)
        scalars = [(i, p) for i, p in enumerate(self.definition.params) if p.is_scalar]
        # each C argument is an entry of pool = sizes + arguments + outputs + temporaries, passed
        # as it is (ctype None) or as a pointer to its data
        sized = [n for n, kind in comp.function.args if kind == "size"]
        slots = [*sized, *self._param_names, *names, *temps]
        recipe = [(slots.index(n), None if kind in ("size", "scalar") else self._ctypes[n] + "[]")
                  for n, kind in comp.function.args]
        consts = [sizes[n] for n in sized]
        temporaries = self._temporaries if temps else None
        last = not self.dynamic
        array_at = [i for i, p in enumerate(self.definition.params) if not p.is_scalar]

        def arrays(args):
            return [args[i] for i in array_at]

        def given(args, out) -> list | None:
            out = [out] if type(out) is np.ndarray else out if isinstance(out, tuple | list) else ()
            if len(out) != len(allocs):
                return None
            for a, (_, shape, dtype) in zip(out, allocs):
                if type(a) is not np.ndarray or a.shape != shape or a.dtype != dtype or \
                        not a.flags.c_contiguous or not a.flags.writeable:
                    return None
            if any(np.may_share_memory(a, b) for i, a in enumerate(out) for b in [*out[i + 1:], *arrays(args)]):
                return None
            return list(out)

        def run(args, out=None):
            if out is not None:
                res = given(args, out)
                if res is None:
                    return None
            elif needs_out:
                return None
            if scalars:
                args = list(args)
                for i, p in scalars:
                    args[i] = _scalar(self.name, p, args[i])
            if out is None:
                res = [alloc(shape, dtype) for alloc, shape, dtype in allocs]
            pool = [*consts, *args, *res, *temporaries(comp).values()] if temporaries else [*consts, *args, *res]
            status = fn(*[pool[i] if ct is None else view(ct, pool[i]) for i, ct in recipe])
            if status:
                self._fault(status)
            if last:
                self._last = comp
            return res[0] if len(res) == 1 else tuple(res)
        return run

    def _fault(self, status: int):
        from polyopt.errors import RuntimeFault
        if status == 2:
            raise RuntimeFault(f"{self.name}: out of memory for the packed copy of an operand; "
                               "the outputs are not valid")
        if status == DIVISION_FAULT:
            raise RuntimeFault(f"{self.name}: integer division by zero (a / or % with a zero divisor); "
                               "the outputs are not valid")
        raise RuntimeFault(f"{self.name}: an indirect index (gather) was out of bounds; "
                           "the outputs are not valid")

    def _allocator(self, name: str) -> Callable:
        """How a fresh output is made: uninitialized (recycled when large) where the kernel writes
        every element, zeroed elsewhere."""
        return outputs.empty if name in self._covered else np.zeros

    def _fresh_outputs(self, comp: Compiled) -> dict[str, np.ndarray]:
        return {name: self._allocator(name)(comp.shape(name), self._dtypes[name]) for name in self.checked.outputs}

    def _launch(self, comp: Compiled, values: dict[str, object], sizes: dict[str, int],
                outs: dict[str, np.ndarray]):
        """Run ``comp`` on checked arguments and return the outputs."""
        temps = self._temporaries(comp) if self._temp_names else {}
        arrays = {**values, **outs, **temps}
        if self.target == "cuda":  # pycuda, imported lazily: TargetUnavailableError says what is missing
            from polyopt.runtime import cuda as cuda_runtime
            cuda_runtime.load_and_run(comp, arrays, sizes)
        else:
            ffi, fn = comp._fn
            ctypes = self._ctypes
            cargs = [sizes[name] if kind == "size" else values[name] if kind == "scalar" else
                     cpu.pointer(ffi, arrays[name], ctypes[name]) for name, kind in comp.function.args]
            status = fn(*cargs)
            if status:
                self._fault(status)
        res = tuple(outs.values())
        return res[0] if len(res) == 1 else res

    @functools.cached_property
    def _ctypes(self) -> dict[str, str]:
        return {name: ir.FFI_TYPES[t.dtype] for name, t in self.checked.tensors.items()}

    @functools.cached_property
    def _dtypes(self) -> dict[str, np.dtype]:
        """numpy dtypes of the array parameters and of the outputs."""
        return {**{p.name: np.dtype(p.dtype) for p in self.definition.params if not p.is_scalar},
                **{t: np.dtype(self.checked.tensors[t].dtype) for t in self.checked.outputs}}

    @functools.cached_property
    def _param_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.definition.params)

    @functools.cached_property
    def _temp_names(self) -> tuple[str, ...]:
        return self.checked.temps

    @functools.cached_property
    def _covered(self) -> frozenset[str]:
        """Outputs and temporaries the kernel writes whole (``Scop.covers``): no zeroing needed."""
        return frozenset(t for t in self.checked.outputs + self.checked.temps if self.scop.covers(t))

    def _temporaries(self, comp: Compiled) -> dict[str, np.ndarray]:
        """Arrays for the temporaries: kept per thread for the sizes of the last call, so that a
        call does not page-fault fresh memory; zeroed again only where the kernel does not write
        every element (``Scop.covers``)."""
        names = self._temp_names
        if not names:
            return {}
        last = getattr(self._scratch, "temps", None)
        if last is None or last[0] != comp.sizes:
            bufs = {t: np.zeros(comp.shape(t), self.checked.tensors[t].dtype) for t in names}
            self._scratch.temps = (comp.sizes, bufs)
            return bufs
        for t, a in last[1].items():
            if t not in self._covered:
                a.fill(0)
        return last[1]

    def _outputs(self, comp: Compiled, out) -> dict[str, np.ndarray]:
        names = self.checked.outputs
        if out is None:
            given = (None,) * len(names)
        elif isinstance(out, np.ndarray):
            given = (out,)
        elif isinstance(out, tuple | list):
            given = tuple(out)
        else:
            raise ArgumentError(f"{self.name}: out= must be an array or a tuple of arrays, got {type(out).__name__}")
        if len(given) != len(names):
            raise ArgumentError(f"{self.name}: out= needs {len(names)} array(s) ({', '.join(names)}), "
                                f"got {len(given)}")
        res = {}
        for name, a in zip(names, given):
            t = self.checked.tensors[name]
            shape = comp.shape(name)
            if a is None:
                if name in self.checked.needs_out:
                    raise ArgumentError(f"{self.name}: output {name} starts from the caller's values (accumulated "
                                        f"with '+=' without '!', or read where it is written): pass them with out=")
                res[name] = self._allocator(name)(shape, t.dtype)
                continue
            if not isinstance(a, np.ndarray):
                raise ArgumentError(f"{self.name}: out= entries must be numpy arrays, got {type(a).__name__}")
            if a.shape != shape or a.dtype != np.dtype(t.dtype):
                raise ShapeError(f"{self.name}: out array for {name} has shape {a.shape} and dtype {a.dtype},"
                                 f" expected {shape} and {t.dtype}")
            if not a.flags.c_contiguous or not a.flags.writeable:
                raise ShapeError(f"{self.name}: out array for {name} must be C-contiguous and writeable")
            res[name] = a
        if len(given) > 1:  # C-contiguous arrays: overlapping extents are shared memory
            arrays = [(n, a) for n, a in zip(names, given) if a is not None]
            for i, (n1, a1) in enumerate(arrays):
                for n2, a2 in arrays[i + 1:]:
                    if np.may_share_memory(a1, a2):
                        raise ArgumentError(f"{self.name}: the out= arrays for {n1} and {n2} share memory; "
                                            "pass a separate array for each output")
        return res

    def random_inputs(self, sizes: dict[str, int], seed: int = 0) -> dict[str, object]:
        """Random inputs for every parameter at ``sizes`` (ints in [0, 4); floats in [-1, 1))."""
        rng = np.random.default_rng(seed)
        missing = [s for s in self.checked.sizes if s not in sizes]
        if missing:
            raise ArgumentError(f"{self.name}: missing size(s) {', '.join(missing)}")
        res = {}
        for p in self.definition.params:
            shape = tuple(s if isinstance(s, int) else sizes[s] for s in p.shape)
            if np.dtype(p.dtype).kind in "biu":
                res[p.name] = rng.integers(0, 2 if p.dtype == "bool" else 4, size=shape).astype(p.dtype)
            else:
                res[p.name] = rng.uniform(-1, 1, size=shape).astype(p.dtype)
            if p.is_scalar:
                res[p.name] = res[p.name][()]
        return res

    def __repr__(self):
        return f"<polyopt.Kernel {self.name} target={self.target} {self.options}>"

    def _repr_html_(self):  # Jupyter: source, model, schedule tree, code
        from polyopt.viz.html import kernel_html
        return kernel_html(self)


def _signature(args: tuple) -> tuple | None:
    """What decides the checks and the sizes of a positional call: shape, dtype and contiguity of
    each array (or numpy scalar), the type of anything else."""
    try:
        return tuple([(a.shape, a.dtype, a.flags.c_contiguous) for a in args])
    except AttributeError:
        return tuple((a.shape, a.dtype, a.flags.c_contiguous) if isinstance(a, np.ndarray | np.generic)
                     else type(a) for a in args)


def _tuples(x):
    """``x`` read back from JSON: lists (which were tuples) as tuples again, recursively."""
    if isinstance(x, list):
        return tuple(_tuples(v) for v in x)
    if isinstance(x, dict):
        return {k: _tuples(v) for k, v in x.items()}
    return x


def _scalar(kname: str, p: ir.Param, x):
    try:
        a = np.asarray(x)
    except Exception as e:  # noqa: BLE001 - anything numpy cannot read is a bad argument
        raise ShapeError(f"{kname}: argument {p.name} must be a number, got {type(x).__name__}") from e
    if a.ndim != 0 or a.dtype.kind not in "biuf":
        raise ShapeError(f"{kname}: argument {p.name} is a scalar {p.dtype}, got {type(x).__name__} "
                         f"of shape {a.shape} and dtype {a.dtype}")
    if p.dtype == "bool":
        if a.dtype.kind == "f" and not float(a).is_integer() or int(a) not in (0, 1):
            raise ShapeError(f"{kname}: argument {p.name} is bool, got {a[()]!r}")
        return bool(a)
    if np.dtype(p.dtype).kind in "iu":
        info = np.iinfo(p.dtype)
        if a.dtype.kind == "f" and not float(a).is_integer():
            raise ShapeError(f"{kname}: argument {p.name} is {p.dtype}, got the fraction {a[()]!r}")
        if not info.min <= int(a) <= info.max:
            raise ShapeError(f"{kname}: argument {p.name} = {int(a)} does not fit in {p.dtype}")
        return int(a)
    return float(a.astype(p.dtype)[()])


def _as_array(kname: str, p: ir.Param, x) -> np.ndarray:
    if not hasattr(x, "__array__") and not isinstance(x, list | tuple):
        raise ShapeError(f"{kname}: argument {p.name} must be an array, got {type(x).__name__}")
    try:
        return np.asarray(x)
    except Exception as e:  # noqa: BLE001
        raise ShapeError(f"{kname}: argument {p.name} cannot be read as an array: {e}") from e


def compile(source: str, entry: str | None = None, *, target: str | Target = "c",  # noqa: A001
            options: Options | None = None, dynamic: bool = False, tuned: bool | str = False) -> Kernel:
    """Parse and check ``source`` and return a callable ``Kernel`` for its def ``entry``.

    By default the kernel is specialized (and compiled) per size signature of its calls; with
    ``dynamic=True`` one size-generic kernel serves every size (sizes become C arguments).
    ``tuned=True`` (or a database path) compiles each size with the best Options ``polyopt.tune``
    stored for it, else for the nearest tuned sizes, else with ``options`` (not with ``dynamic``).
    ``target`` is ``"c"`` or ``"cuda"`` (code for this machine, or its GPU), or a ``Target`` that
    pins the machine (built for ``options.cflags``: ``Target.host(options.cflags, caches=...)``).
    """
    if options is None:
        options = Options()
    elif not isinstance(options, Options):
        raise ArgumentError(f"options must be a polyopt.Options, got {type(options).__name__}")
    machine = None
    if isinstance(target, Target):
        machine, target = target, target.name
        if machine.cflags != options.cflags:
            raise ArgumentError(f"target= was built for cflags {' '.join(machine.cflags)!r} but the options give "
                                f"{' '.join(options.cflags)!r}: build it with Target.host(options.cflags, ...)")
    if target not in TARGETS:
        raise PolyoptError(f"unknown target {target!r}; available: {', '.join(TARGETS)}")
    key = records.record_key("front end", source, repr(entry), str(options.split_conditions)) \
        if isinstance(source, str) else None
    front = _front_end_record(key) if key is not None else None
    if front is None:
        program = parse(source)
        d = program.get(entry)
        checked = check(d, program.source)
    else:
        program, checked = front
        d = checked.definition
    k = Kernel(program, d, checked, options, target, dynamic=bool(dynamic), machine=machine)
    k.tuned = bool(tuned) if tuned is None or isinstance(tuned, int) else str(tuned)
    if front is None:
        _ = k.scop  # range inference and bounds checks report errors at compile time
        if key is not None:  # this text passed: later processes skip the parser and build the scop lazily
            records.write(key, {"pickle": base64.b64encode(pickle.dumps((program, checked))).decode()})
    return k


def _front_end_record(key: str) -> tuple[ir.Program, Checked] | None:
    """The parsed and checked kernel of a text that passed ``compile`` before (None: not known)."""
    data = records.read(key)
    if data is None:
        return None
    try:
        program, checked = pickle.loads(base64.b64decode(data["pickle"]))
    except Exception:  # noqa: BLE001 - whatever is wrong with it, parse and check again
        return None
    if not isinstance(program, ir.Program) or not isinstance(checked, Checked):
        return None
    return program, checked
