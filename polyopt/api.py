"""The public surface: ``compile`` a kernel, call it on numpy arrays, look at every stage.

The pipeline itself is ``polyopt/driver.py``; a ``Kernel`` runs its steps and keeps what each
gives (the model, the schedule per Options, the code per size), reads and writes compile records
(``runtime/records.py``) around code generation, and hands calls to ``runtime/call.py``.

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
import math
import os
import pickle
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import cffi
import numpy as np

from polyopt.compiled import Compiled
from polyopt.errors import ArgumentError, CompileError, PolyoptError, ScheduleError, ShapeError
from polyopt.lang import ir
from polyopt.lang.check import Checked
from polyopt.lang.text import check_text
from polyopt.options import Options
from polyopt.runtime import records
from polyopt.runtime.cache import compiler_version, start_version_probe
from polyopt.runtime.call import Calls
from polyopt.runtime.outputs import addressable
from polyopt.storage import tuning_db_path
from polyopt.target import Target, start_vector_probe

if TYPE_CHECKING:  # (imported where used: a call of recorded code needs none of them, nor isl)
    from polyopt.codegen.loops import Node
    from polyopt.poly.deps import Dependences
    from polyopt.poly.scop import Scop
    from polyopt.schedule.schedule import Schedule

TARGETS = ("c", "cuda")
RANDOM_INPUT_BYTES = 4 * 2**30  # (Kernel.random_inputs: an input past this is an error, not a MemoryError)


def _driver():
    """``polyopt.driver``, the pipeline (parser, isl, scheduler, code generators), imported when a
    kernel first needs one of its steps: ``import polyopt`` and a kernel found in the compile
    records (``runtime/records.py``) need none of it."""
    from polyopt import driver
    return driver


class Kernel:
    """A compiled kernel: call it on numpy arrays; ``source``, ``scop``, ``schedule`` to inspect."""

    def __init__(self, program: ir.Program, definition: ir.Def, checked: Checked, options: Options,
                 target: str, custom: Schedule | None = None, dynamic: bool = False, machine: Target | None = None,
                 choices_db: os.PathLike | None = None):
        self._custom = custom
        self._machine = machine  # compile(target=Target(...)): the machine every variant is generated for
        self._choices_db = choices_db  # the tuning database whose machine choices (tune --machine) apply
        self.dynamic = dynamic
        self.tuned: bool | str = False  # compile(tuned=...): per size, the best Options in the tuning database
        # sizes -> (the tuned candidate or None, where it came from): the tuning database plugged in
        self._resolve: Callable[[dict[str, int]], tuple] | None = None
        self.program = program
        self.definition = definition
        self.checked = checked
        self.options = options
        self.target = target
        self._variants: dict[tuple[int, ...], Compiled] = {}
        self._last: Compiled | None = None
        self._lock = threading.Lock()
        self._empty_lock, self._no_empty = threading.Lock(), False  # (``_per_dimension``)
        self._sized: set[tuple] = set()  # sizes a size-generic kernel's bounds checks passed
        self._planned_sized = False  # first sizes planned without the size-generic schedule
        # a call of fixed sizes that took the fast path is the last to have run (``current``), set
        # without a Python frame of its own
        ran = None if dynamic else functools.partial(setattr, self, "_last")
        self._calls = Calls(definition, checked, variant=self._variant, ran=ran,
                            covered=lambda: self._covered, cuda=target == "cuda")
        self._call = self._calls.__call__  # (a bound method: called without the type's __call__ slot)

    @property
    def name(self) -> str:
        return self.definition.name

    @functools.cached_property
    def scop(self) -> Scop:
        """The parametric polyhedral model (domains and accesses, sizes as parameters)."""
        return _driver().model(self.program, self.checked, self.options, contract=self.target == "c",
                            pad=self.target == "c", scans=self.target == "c")

    @functools.cached_property
    def dependences(self) -> Dependences:
        """Flow, anti, output and reduction dependences (printable, per statement pair)."""
        return _driver().dependences(self.scop)

    @functools.cached_property
    def _schedule(self) -> Schedule:
        """The schedule (size-generic: computed once, code is generated per size)."""
        if self._custom is not None:
            return self._custom
        return _driver().plan(self.scop, self.dependences, self.options, self.machine(self.options))

    def _schedule_at(self, sizes: dict[str, int] | None, generating: bool = False) -> Schedule:
        """The schedule of the code for ``sizes``: the size-generic one, unless its ``sized``
        questions answer otherwise at these sizes (then one of their own, ``driver.plan(...,
        sizes=sizes)``). ``generating`` (``_code``): a kernel's first sizes are planned for at once,
        without the size-generic plan (the same tree where no question answers otherwise)."""
        if sizes is None or self._custom is not None:
            return self._schedule
        if generating and "_schedule" not in self.__dict__ and not self._planned_sized:
            self._planned_sized = True
        elif not any(self._schedule.answers(sizes)):
            return self._schedule
        return _driver().plan(self.scop, self.dependences, self.options, self.machine(self.options), sizes=sizes)

    def machine(self, options: Options) -> Target:
        """The ``Target`` code is generated for with ``options``: the one given to ``compile``,
        else this machine (with its GPU's limits for ``target="cuda"``) and the choices
        ``polyopt tune --machine`` measured on it (``Target.choices``)."""
        if self._machine is not None:
            return self._machine
        target = Target.for_options(options, self.target)
        return target if self._choices_db is None else _with_machine_choices(target, self._choices_db)

    @functools.cached_property
    def _covered(self) -> frozenset[str]:
        """Outputs and temporaries the kernel writes whole (``Scop.covers``): no zeroing needed."""
        return frozenset(t for t in self.checked.outputs + self.checked.temps if self.scop.covers(t))

    @functools.cached_property
    def _generic(self) -> Compiled:
        return self._code(None)

    # -- empty arrays --------------------------------------------------------------------------------
    @functools.cached_property
    def _empty(self) -> Compiled:
        """The C kernel for every call where some size is 0, computing what numpy computes with
        empty arrays: size-generic, over a model whose sizes may be 0, statements in program order
        on one thread (no tiles, blocks or packing: it does no work worth scheduling). Its loops
        over an empty range run zero times, so an output with a zero dimension is empty and a
        reduction over an empty range keeps its initialization, the identity (``+=!`` 0, ``*=!``
        1, ``max=!`` -inf and ``min=!`` +inf for floats, the type's smallest and largest value for
        integers, False and True for bool). The same C kernel serves every target (a CUDA
        kernel's empty call runs it on the host: ``Calls.launch(..., host=True)``). Every step is
        kept (no ``poly.storage``): a call returns an output's last steps of the whole buffer.
        Its code is kept in the compile records too (its model is built all the same: the bounds
        checks at each call's sizes need it), so another process skips the dependences, the
        schedule and the AST (the ASan run of tests/test_empty_arrays.py)."""
        driver = _driver()
        try:
            scop = driver.model(self.program, self.checked, self.options, contract=False, min_size=0)
        except PolyoptError as e:
            raise ShapeError(f"{self.name}: cannot run with a size of 0: {e}") from e
        options = self.options.replace(schedule="program", parallel=False, tile_sizes=0, register_tile=None,
                                       pack=False, unroll=0, separate_tiles=False, stream_stores=False)
        target = self.machine(options).replace(gpu=None)
        key = self._key("empty", options, target)
        code = records.read_code(key, {*self.checked.outputs, *self.checked.temps}, False) if key else None

        def lower() -> tuple[Schedule, Node]:
            deps = driver.dependences(scop)
            gen = driver.generate(scop, deps, driver.plan(scop, deps, options, target), options, target, None)
            return gen.schedule, gen.tree

        if code is not None:
            return Compiled((), code.function, options, lambda: scop, lower, kept=scop.checked.kept)
        deps = driver.dependences(scop)
        sched = driver.plan(scop, deps, options, target)
        comp = self._compiled(driver.generate(scop, deps, sched, options, target, None), scop, options)
        if key is not None:
            records.write_code(key, comp.function, None, frozenset())
        return comp


    def _empty_at(self, sizes: dict[str, int]) -> Compiled:
        """``_empty`` bound to ``sizes`` (some of them 0), after the bounds checks at those sizes
        (``X(0)`` at N = 0 is a ``BoundsError``, as numpy's IndexError)."""
        with self._lock:
            comp = self._empty
        comp.scop.check_sizes(sizes)
        comp = comp.at(sizes)
        self._check_declared(comp)
        return comp

    def _per_dimension(self, comp: Compiled) -> Compiled:
        """``comp``, or ``_empty`` at its sizes where a range is empty though no size is 0 (``k in
        0:N-3`` at N = 3: this model makes the tensor 0 x 0, ``_empty``'s keeps each dimension's
        extent, 4 x 0); ``comp`` where ``_empty``'s model cannot be built. Bounds checks: ``comp``'s."""
        if self._no_empty or not any(0 in comp.buffer_shape(t) for t in (*self.checked.outputs, *self.checked.temps)):
            return comp
        try:
            with self._empty_lock:
                empty = self._empty
        except ShapeError:
            self._no_empty = True
            return comp
        return empty.at(dict(comp.sizes))

    def _code(self, sizes: dict[str, int] | None):
        """Code for ``sizes`` (None: size-generic) for this kernel's target: from the compile
        records if another process made it (or this one, for another Kernel object), else generated
        by the driver and recorded."""
        key = self._record_key(sizes) if self.target == "c" and self._custom is None else None
        got = self._recorded(key, sizes) if key is not None else None
        if got is not None:  # (its sizes passed the bounds checks when it was made)
            return got
        if sizes is not None:
            self._check_addressable(sizes)
            self.scop.check_sizes(sizes)
        else:
            self.scop.check_bounded()
        # (CUDA maps isl's itself)
        sched = self._custom if self.target == "cuda" else self._schedule_at(sizes, generating=True)
        got = self._compiled(_driver().generate(self.scop, self.dependences, sched, self.options,
                                             self.machine(self.options), sizes), self.scop, self.options)
        if key is not None:
            records.write_code(key, got.function, got._shapes if sizes is not None else None, self._covered)
        return got

    @staticmethod
    def _compiled(gen, scop: Scop, options: Options):
        """The ``Compiled`` of the driver's C (the CUDA back end's result is one already)."""
        if not isinstance(gen, _driver().Generated):
            return gen
        sizes = gen.sizes
        return Compiled(tuple((k, sizes[k]) for k in scop.params) if sizes else (), gen.function, options,
                        lambda: scop, lambda: (gen.schedule, gen.tree), kept=scop.checked.kept)

    def _tuned(self, sizes: dict[str, int]) -> Compiled:
        """The code for ``sizes`` with the tuned candidate ``_resolve`` finds (its Options and loop
        order), else with this kernel's Options; ``.tuned_from`` says which. Tuned Options without
        a loop order are compiled as a kernel of their own, so the compile records keep them too."""
        cand, how = self._resolve(sizes)
        if cand is not None and cand.options == self.options and cand.point_order is None:
            cand = None  # the kernel's own Options won: the same code as without tuning
        got = None
        if cand is not None:
            try:
                got = self._with_options(cand.options)._code(sizes) if cand.point_order is None \
                    else self._reordered(cand, sizes)
            except PolyoptError as e:
                how = f"default (the stored candidate does not build: {e})"
        if got is None:
            got = self._code(sizes)  # from the compile records when another process made it
        object.__setattr__(got, "tuned_from", how)  # where the Options came from, for the curious
        return got

    def _with_options(self, options: Options) -> Kernel:
        """This kernel with other Options (sharing its model where they build the same one)."""
        k = Kernel(self.program, self.definition, self.checked, options, self.target, dynamic=self.dynamic,
                   machine=self._machine, choices_db=self._choices_db)
        if _model_options(options) == _model_options(self.options):
            for name in ("scop", "dependences", "_covered"):
                if name in self.__dict__:
                    k.__dict__[name] = self.__dict__[name]
        return k

    def _reordered(self, cand, sizes: dict[str, int]) -> Compiled:
        """The code of a tuned candidate with a loop order inside tiles (not recorded)."""
        k = self._with_options(cand.options)
        k._check_addressable(sizes)
        k.scop.check_sizes(sizes)
        target = k.machine(cand.options)
        driver = _driver()
        sched = driver.plan(k.scop, k.dependences, cand.options, target, cand.point_order, sizes=sizes)
        return self._compiled(driver.generate(k.scop, k.dependences, sched, cand.options, target, sizes), k.scop,
                              cand.options)

    # -- compile records (polyopt.runtime.records) ------------------------------------------------
    def _record_key(self, sizes: dict[str, int] | None) -> str | None:
        """The record key of the code for ``sizes``: everything that decides it (None without gcc)."""
        return self._key("compiled", self.options, self.machine(self.options), json.dumps(sizes, sort_keys=True))

    def _key(self, kind: str, options: Options, target: Target, *parts: str) -> str | None:
        """A compile record's key for code of ``kind`` (``"compiled"``; ``"empty"``: ``_empty``'s)
        under ``options`` for ``target``, ``parts`` added; not ``sanitize``, which decides how the
        code is built, not what it is. None without gcc."""
        try:
            toolchain = compiler_version()
        except CompileError:  # no compiler: nothing can run anyway, and the error belongs to the call
            return None
        return records.record_key(kind, self.program.source, self.name, self.target,
                                  options.replace(sanitize=False).to_json(), *parts,
                                  toolchain, cffi.__version__, target.to_json())

    def _recorded(self, key: str, sizes: dict[str, int] | None) -> Compiled | None:
        """The ``Compiled`` stored under ``key``, callable at once, or None (no usable record)."""
        code = records.read_code(key, {*self.checked.outputs, *self.checked.temps}, sizes is not None)
        if code is None:
            return None
        self.__dict__.setdefault("_covered", code.covered)  # saves building the scop to learn it
        options = self.options

        def lower() -> tuple[Schedule, Node]:  # the schedule and loop tree, for whoever inspects them
            gen = _driver().generate(self.scop, self.dependences, self._schedule_at(sizes), options,
                                     self.machine(options), sizes)
            return gen.schedule, gen.tree

        fixed = tuple((s, sizes[s]) for s in self.checked.sizes) if sizes else ()
        return Compiled(fixed, code.function, options, lambda: self.scop, lower, shapes=code.shapes,
                        load=lambda: records.load_code(code, options.cflags, options.sanitize),
                        kept=self.checked.kept)

    def with_schedule(self, sched: Schedule) -> Kernel:
        """A kernel that runs ``sched`` (e.g. built with ``polyopt.transforms``) instead of its own."""
        from polyopt.schedule.schedule import Schedule
        if not isinstance(sched, Schedule) or sched.scop is not self.scop:
            raise ScheduleError(f"{self.name}: the schedule must come from this kernel (k.schedule and "
                                "polyopt.transforms applied to it)")
        k = Kernel(self.program, self.definition, self.checked, self.options, self.target, custom=sched,
                   dynamic=self.dynamic, machine=self._machine, choices_db=self._choices_db)
        k.__dict__["scop"] = self.scop
        k.__dict__["dependences"] = self.dependences
        return k

    @property
    def current(self) -> Compiled:
        """The last specialization that ran, or the parametric version before any call."""
        return self._last or self._generic

    @property
    def schedule(self) -> Schedule:
        """The schedule tree (the same for every size; printable, ``.explain()``). Code for given
        sizes has one of its own where ``Schedule.sized`` says a choice depends on them
        (``specialize(...).schedule``)."""
        return self.current.schedule if self.target == "cuda" else self._schedule

    def explain(self) -> str:
        """The schedule in words (fusion groups, bands, tiles, parallel/vector/unrolled loops) and
        the code of the last specialization (nests, branches left in innermost loops)."""
        return self.current.explain()

    @property
    def source(self) -> str:
        return self.current.source

    def _check_sizes(self, sizes: dict) -> None:
        """Every size of the kernel given, as an int >= 0, and no other (``ArgumentError``, ``ShapeError``)."""
        want = self.checked.sizes
        if not isinstance(sizes, dict) or not all(isinstance(k, str) for k in sizes):
            raise ArgumentError(f"{self.name}: sizes are a dict of size names to ints "
                                f"({', '.join(f'{s!r}: ...' for s in want) or 'none'}), got {sizes!r}")
        unknown = set(sizes) - set(want)
        if unknown:
            raise ArgumentError(f"{self.name}: unknown size(s) {', '.join(sorted(unknown))}; "
                                f"sizes are {', '.join(want) or 'none'}")
        missing = [s for s in want if s not in sizes]
        if missing:
            raise ArgumentError(f"{self.name}: missing size(s) {', '.join(missing)}")
        for k, v in sizes.items():
            if not isinstance(v, int | np.integer) or isinstance(v, bool) or not 0 <= v < 2**62:
                raise ShapeError(f"{self.name}: size {k} must be an int >= 0 (and below 2**62), got {v!r}")

    def specialize(self, /, *args, **sizes: int) -> Compiled:  # '/': a size may be named self
        """The kernel for these sizes, given by name (compiled and cached on first use)."""
        want = self.checked.sizes
        if args:
            raise ArgumentError(f"{self.name}: specialize takes the sizes by name "
                                f"({', '.join(f'{s}=...' for s in want) or 'none'}), got {len(args)} positional "
                                f"argument(s)")
        self._check_sizes(sizes)
        key = tuple(int(sizes[s]) for s in want)
        if 0 in key:  # empty arrays
            self._last = self._empty_at(dict(zip(want, key)))
            return self._last
        with self._lock:
            got = self._variants.get(key)
            if got is None:
                if self._resolve is not None and self.target == "c":
                    got = self._tuned(dict(zip(want, key)))
                else:
                    got = self._code(dict(zip(want, key)))
                got = self._per_dimension(got)
                self._check_declared(got)
                self._variants[key] = got
        self._last = got
        return got

    def _check_addressable(self, sizes: dict[str, int]) -> None:
        """Every output fits in an array at ``sizes`` (``outputs.addressable``), checked before any
        code is generated for them (``_code``: not for code from the compile records, which must
        not build the model; a size-generic kernel's calls find out as they allocate)."""
        at = ", ".join(f"{k}={v}" for k, v in sizes.items())
        for name in self.checked.outputs:
            addressable(f"{self.name}: output {name} at {at or 'its sizes'}", self.scop.shape(name, sizes),
                        self.checked.tensors[name].dtype)

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
        for name, kept in self.checked.kept.items():
            if kept.count == 1:
                continue
            stored = self.scop.contraction(name)
            if stored:
                from polyopt.poly.storage import steps_of
            steps = steps_of(stored, dict(comp.sizes), self.scop.params) if stored else comp.buffer_shape(name)[0]
            if steps < kept.count:
                at = ", ".join(f"{k}={v}" for k, v in sizes.items())
                raise ShapeError(f"{self.name}: output {kept} returns the last {kept.count} steps, but there are "
                                 f"{steps} at these sizes ({at})")

    # -- calling (polyopt.runtime.call) ---------------------------------------------------------------
    def __call__(self, /, *args, out=None, stream=None, **kwargs):  # '/': a parameter may be named self
        """Run the kernel: ``k(A, B)``, ``k(A, B, out=C)``; for ``target="cuda"`` on numpy or device
        arrays (torch, cupy, pycuda, ``__cuda_array_interface__``, DLPack), ``stream=``: the CUDA
        stream to order the kernels on (device arrays; ``polyopt.runtime.cuda``)."""
        fast = self._calls.fast  # (a call like the last one, checked and run in C: runtime/fastcall.py)
        if fast is not None and stream is None:
            got = fast(args, kwargs, out)
            if got is not None:
                if type(got) is int:
                    self._calls.fault(got)
                return got
        return self._call(args, kwargs, out, stream)

    def bind(self, args: tuple, kwargs: dict) -> dict[str, object]:
        """Match positional and keyword arguments to the declared parameters (``{name: value}``)."""
        return self._calls.bind(args, kwargs)

    def prepare(self, bound: dict[str, object]) -> tuple[dict[str, object], dict[str, int]]:
        """Check dtypes and ranks of bound arguments: ``(values, sizes)``, arrays made contiguous."""
        return self._calls.prepare(bound)

    def _variant(self, sizes: dict[str, int]) -> Compiled:
        """The code to run for checked arguments of ``sizes``."""
        if 0 in sizes.values():
            return self.specialize(**sizes)
        if self.dynamic:
            comp = self._per_dimension(self._generic.at(sizes))
            if self.scop.size_checks and tuple(sizes.items()) not in self._sized:
                self.scop.check_sizes(sizes)
                self._sized.add(tuple(sizes.items()))
            self._check_declared(comp)
            return comp
        # the variants compiled so far, without specialize()'s checks (prepare made the sizes)
        comp = self._variants.get(tuple(sizes.get(s, -1) for s in self.checked.sizes))
        if comp is None:
            comp = self.specialize(**sizes)
        self._last = comp
        return comp

    @property
    def _scratch(self):  # the temporaries of the last call, per thread (tests look at them)
        return self._calls._scratch

    def random_inputs(self, sizes: dict[str, int], seed: int = 0) -> dict[str, object]:
        """Random inputs for every parameter at ``sizes``: floats in [-1, 1), ints in [0, 4) (not 0
        for a divisor), but an input read as an index anywhere below the extent it indexes (a
        gather's rows spread over the whole table, as a tuner's timing needs them)."""
        if not isinstance(seed, int | np.integer) or isinstance(seed, bool) or seed < 0:
            raise ArgumentError(f"{self.name}: seed must be an int >= 0, got {seed!r}")
        rng = np.random.default_rng(seed)
        self._check_sizes(sizes)
        limits, divisors = self._index_limits(sizes)
        res = {}
        for p in self.definition.params:
            shape = tuple(s if isinstance(s, int) else sizes[s] for s in p.shape)
            if math.prod(shape) * np.dtype(p.dtype).itemsize > RANDOM_INPUT_BYTES:
                raise ShapeError(f"{self.name}: random {p.name} of shape {shape} would take "
                                 f"{math.prod(shape) * np.dtype(p.dtype).itemsize / 2**30:.3g} GiB; "
                                 f"random_inputs makes at most {RANDOM_INPUT_BYTES // 2**30} GiB an input")
            if np.dtype(p.dtype).kind in "biu":
                hi = 2 if p.dtype == "bool" else min(limits.get(p.name, 4), np.iinfo(p.dtype).max)
                lo = 1 if p.name in divisors and hi > 1 else 0
                res[p.name] = rng.integers(lo, max(hi, lo + 1), size=shape).astype(p.dtype)
            else:
                res[p.name] = rng.uniform(-1, 1, size=shape).astype(p.dtype)
            if p.is_scalar:
                res[p.name] = res[p.name][()]
        return res

    def _index_limits(self, sizes: dict[str, int]) -> tuple[dict[str, int], set[str]]:
        """Integer inputs read as an index of an input (``T(I(b), d)``: below T's extent there) and
        those read as a divisor (``A(i) / B(i)``: not 0), so that random inputs are valid ones."""
        params = {p.name: p for p in self.definition.params}
        limits, divisors = {}, set()
        for info in self.checked.stmts:
            st = info.stmt
            for e in (st.lhs, *ir.walk(st.rhs)):
                if isinstance(e, ir.Access) and e.tensor in params:
                    for k, ix in enumerate(e.indices):
                        if isinstance(ix, ir.Access) and ix.tensor in params and k < len(params[e.tensor].shape):
                            n = params[e.tensor].shape[k]
                            n = n if isinstance(n, int) else sizes[n]
                            limits[ix.tensor] = min(limits.get(ix.tensor, n), n)
                if isinstance(e, ir.Binary) and e.op in ("/", "%"):
                    divisors |= {x.tensor for x in ir.walk(e.right) if isinstance(x, ir.Access) and x.tensor in params}
        return limits, divisors

    def __repr__(self):
        return f"<polyopt.Kernel {self.name} target={self.target} {self.options}>"

    def _repr_html_(self):  # Jupyter: source, model, schedule tree, code
        from polyopt.viz.html import kernel_html
        return kernel_html(self)


def _model_options(options: Options) -> tuple[bool, bool]:
    """What of ``options`` the model reads (``driver.model``): kernels that agree share one."""
    return options.split_conditions, options.pad_inputs


def compile(source: str, entry: str | None = None, *, target: str | Target = "c",  # noqa: A001
            options: Options | None = None, dynamic: bool = False,
            tuned: bool | str | os.PathLike = "auto") -> Kernel:
    """Parse and check ``source`` and return a callable ``Kernel`` for its def ``entry``.

    By default the kernel is specialized (and compiled) per size signature of its calls; with
    ``dynamic=True`` one size-generic kernel serves every size (sizes become C arguments).
    ``tuned=True`` (or a database path) compiles each size with the best Options ``polyopt.tune``
    stored for it, else for the nearest tuned sizes, else with ``options`` (not with ``dynamic``).
    ``tuned="auto"`` (the default) does the same only when ``options`` is not given and the tuning
    database exists (``polyopt tune --suite`` makes it), and takes the nearest tuned sizes only when
    they are within a factor of two (log2 distance <= 1); ``tuned=False`` never reads it.
    ``target`` is ``"c"`` or ``"cuda"`` (code for this machine, or its GPU), or a ``Target`` that
    pins the machine (built for ``options.cflags``: ``Target.host(options.cflags, caches=...)``).
    """
    given_options = options is not None
    if options is None:
        options = Options()
    elif not isinstance(options, Options):
        raise ArgumentError(f"options must be a polyopt.Options, got {type(options).__name__}")
    if tuned is not None and not isinstance(tuned, bool | int | str | bytes | os.PathLike):
        raise ArgumentError(f"tuned must be True, False, 'auto' or the path of a tuning database, got {tuned!r}")
    machine = None
    if isinstance(target, Target):
        machine, target = target, target.name
        if machine.cflags != options.cflags:
            raise ArgumentError(f"target= was built for cflags {' '.join(machine.cflags)!r} but the options give "
                                f"{' '.join(options.cflags)!r}: build it with Target.host(options.cflags, ...)")
    if target not in TARGETS:
        raise PolyoptError(f"unknown target {target!r}; available: {', '.join(TARGETS)}")
    if isinstance(source, str):
        check_text(source)
    key = records.record_key("front end", source, repr(entry), str(options.split_conditions)) \
        if isinstance(source, str) else None
    front = _front_end_record(key) if key is not None else None
    if front is None and machine is None:  # a first compile: gcc answers what it will be asked while we parse
        start_vector_probe(options.cflags)
        start_version_probe()
    program, checked = _driver().front_end(source, entry) if front is None else front
    k = Kernel(program, checked.definition, checked, options, target, dynamic=bool(dynamic), machine=machine,
               choices_db=_choices_db(tuned) if machine is None and target == "c" else None)
    k._resolve = _tuning_resolver(k, tuned, given_options)
    if front is None:
        _ = k.scop  # range inference and bounds checks report errors at compile time
        if key is not None:  # this text passed: later processes skip the parser and build the scop lazily
            try:
                data = pickle.dumps((program, checked))
            except RecursionError:  # (expressions nested ~250 deep: pickle's recursion, not ours; no record)
                data = None
            if data is not None:
                records.write(key, {"pickle": base64.b64encode(data).decode()})
    return k


def _choices_db(tuned) -> os.PathLike | None:
    """The tuning database whose machine choices (``polyopt tune --machine``) a kernel compiled
    with ``tuned`` reads: "auto" and True the default one (with "auto" only when it exists, and
    also when ``options`` are given: the choices are the machine's, not the kernel's), a path
    that one, False none."""
    if isinstance(tuned, str) and tuned == "auto":
        path = tuning_db_path()
        return path if path.is_file() else None
    if tuned is None or isinstance(tuned, bool | int):
        return tuning_db_path() if tuned else None
    return tuned


def _with_machine_choices(target: Target, path: os.PathLike) -> Target:
    """``target`` with the choices stored for it in the database at ``path``."""
    try:
        stat = os.stat(path)
    except OSError:
        return target
    return _stored_choices(target, os.fspath(path), f"{stat.st_mtime_ns}:{stat.st_size}")


@functools.lru_cache(maxsize=64)
def _stored_choices(target: Target, path: str, stamp: str) -> Target:
    """``tune.db.machine_choices``, kept in the compile records until the database changes (a
    process that compiled before neither imports the tuner nor opens the database)."""
    key = records.record_key("machine choices", path, stamp, target.to_json())
    got = records.read(key)
    if got is None:
        from polyopt.tune.db import machine_choices
        got = {"choices": sorted(machine_choices(target, path).items())}
        records.write(key, got)
    choices = {n: tuple(v) if isinstance(v, list) else v for n, v in got["choices"]}
    return target.with_choices(choices) if choices else target


def _tuning_resolver(k: Kernel, tuned, given_options: bool) -> Callable[[dict[str, int]], tuple] | None:
    """The tuning database plugged in as a resolver from sizes to a tuned candidate (None: not
    read); sets ``k.tuned`` to what was asked, False where "auto" found nothing to read."""
    if isinstance(tuned, str) and tuned == "auto":
        path = tuning_db_path()
        if given_options or k.dynamic or k.target != "c" or not path.is_file():
            k.tuned = False
            return None
        k.tuned = "auto"
        return lambda sizes: _auto_lookup(k, sizes, path)
    elif tuned is None or isinstance(tuned, bool | int):
        k.tuned = bool(tuned)
        if not k.tuned:
            return None
        db, within = None, math.inf
    else:
        k.tuned = str(tuned)
        db, within = k.tuned, math.inf
    from polyopt.tune.db import lookup
    return lambda sizes: lookup(k, sizes, db, within)


@dataclasses.dataclass(frozen=True)
class _Choice:
    """A tuned candidate as a compile record keeps it: its Options and loop order inside tiles."""
    options: Options
    point_order: tuple[int, ...] | None = None


def _auto_lookup(k: Kernel, sizes: dict[str, int], path) -> tuple[_Choice | None, str]:
    """``tune.db.lookup`` for ``tuned="auto"`` (tuned sizes within a factor of two), its answer kept
    in the compile records until the database changes: a process that compiled the kernel before
    neither imports the tuner nor opens the database."""
    try:
        stat = path.stat()
    except OSError:
        return None, "default"
    key = records.record_key("tuned lookup", k.program.source, k.name, k.target, json.dumps(sizes, sort_keys=True),
                             str(path), f"{stat.st_mtime_ns}:{stat.st_size}", k.machine(k.options).to_json())
    got = records.read(key)
    if got is None:
        from polyopt.tune.db import lookup
        cand, how = lookup(k, sizes, path, 1.0)
        got = {"candidate": None if cand is None else cand.to_dict(), "how": how}
        records.write(key, got)
    c = got.get("candidate")
    if not c:
        return None, got.get("how", "default")
    order = c.get("point_order")
    return _Choice(Options.from_json(json.dumps(c["options"])), tuple(order) if order is not None else None), got["how"]


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
