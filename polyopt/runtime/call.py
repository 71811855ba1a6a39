"""Calling a kernel on numpy arrays: arguments bound to parameters, dtypes, ranks and sizes
checked, outputs allocated (or taken from ``out=``), and a fast path for a call like an earlier one.

``Calls`` belongs to one ``Kernel`` (api.py), which tells it how to get the code for a set of sizes
(``variant``); everything about arrays lives here.

>>> import numpy as np, polyopt as po
>>> k = po.compile("def add(float(N) X, float(N) Y) -> (Z) { Z(i) = X(i) + Y(i) }")
>>> x = np.ones(3, np.float32)
>>> k._calls.prepare(k._calls.bind((x,), {"Y": x}))[1]
{'N': 3}
"""

from __future__ import annotations

import functools
import math
import operator
import threading
from collections.abc import Callable

import numpy as np

from polyopt.codegen.prelude import DIVISION_FAULT
from polyopt.errors import ArgumentError, RuntimeFault, ShapeError
from polyopt.lang import ir
from polyopt.lang.check import Checked
from polyopt.poly.returns import returned
from polyopt.runtime import cpu, fastcall, outputs
from polyopt.runtime.arguments import as_array, converter, scalar
from polyopt.runtime.device_arrays import DeviceView, device_key, empty_like_kind, is_device_array, maker_like_kind
from polyopt.runtime.faults import division_fault, gather_fault


def allocate(what: str, make: Callable, shape: tuple[int, ...], dtype) -> np.ndarray:
    """``make(shape, dtype)``, where an array too large for this machine (numpy's ``MemoryError``, or
    its ``ValueError`` past the largest array it can index) is a ``ShapeError`` naming it and its size.

    >>> allocate("f: output Y", np.zeros, (2, 3), "float32").shape
    (2, 3)
    >>> allocate("f: output Y", np.zeros, (2**62, 2**62), "float32")
    Traceback (most recent call last):
    polyopt.errors.ShapeError: f: output Y of shape (4611686018427387904, 4611686018427387904) and dtype float32 \
needs 7.92e+28 GiB, more than can be allocated here
    """
    try:
        return make(shape, dtype)
    except (MemoryError, ValueError):
        nbytes = math.prod(shape) * np.dtype(dtype).itemsize
        raise ShapeError(f"{what} of shape {tuple(shape)} and dtype {np.dtype(dtype)} needs {nbytes / 2**30:.3g} GiB, "
                         "more than can be allocated here") from None


class Calls:
    """The calls of one kernel. ``variant(sizes)`` returns the code to run for checked arguments
    of those sizes (a ``Compiled``: ``.function``, ``.shape(tensor)``, ``._fn``, ``.sizes``);
    ``ran(comp)`` (unless None) is told of each call that took the fast path; ``covered()`` names the outputs
    and temporaries the kernel writes whole (they need no zeroing)."""

    def __init__(self, definition: ir.Def, checked: Checked, *, variant: Callable, ran: Callable[[object], None] | None,
                 covered: Callable[[], frozenset[str]], cuda: bool = False):
        self.name = definition.name
        self.definition = definition
        self.checked = checked
        self._variant = variant
        self._ran = ran
        self._covered_of = covered
        self._cuda = cuda
        self.params = definition.params
        self.param_names = tuple(p.name for p in definition.params)
        self._arrays_only = not any(p.is_scalar for p in definition.params)  # (how signature is computed)
        # a positional call's signature, each argument's entry by the function for its parameter:
        # an array's (shape, dtype, contiguity), a scalar's type (converter checks the value each call)
        self._keys = tuple(type if p.is_scalar else _ARRAY_KEY for p in definition.params)
        self.temp_names = checked.temps
        self.ctypes = {name: ir.FFI_TYPES[t.dtype] for name, t in checked.tensors.items()}
        self.dtypes = {**{p.name: np.dtype(p.dtype) for p in definition.params if not p.is_scalar},
                       **{t: np.dtype(checked.tensors[t].dtype) for t in checked.outputs}}
        self.plans: dict[tuple, Callable] = {}  # calls by signature of their arguments (fast_call)
        # the last planned call's ``run(args, kwargs, out)`` in C (``fastcall.plan``: it checks its
        # arguments itself; ``Kernel.__call__`` tries it first), or None
        self.fast: Callable[..., object] | None = None
        self.device_plans: dict[tuple, Callable] = {}  # CUDA calls on device arrays by their keys (device_fast_call)
        self._scratch = threading.local()  # temporaries of the last call, per thread

    @property
    def covered(self) -> frozenset[str]:
        return self._covered_of()

    def __call__(self, args: tuple, kwargs: dict, out, stream=None):
        """A call: a plan of an earlier call with the same ``signature`` (``fast_call``), else
        ``full_call``. Kept to what such a call needs (no closures, no binding): it is all the
        Python a small kernel's call costs besides the plan itself."""
        if kwargs and len(args) + len(kwargs) == len(self.param_names) and \
                all(map(kwargs.__contains__, self.param_names[len(args):])):  # the rest by keyword
            args, kwargs = (*args, *map(kwargs.__getitem__, self.param_names[len(args):])), {}
        if kwargs or stream is not None or self._cuda:
            return self.full_call(args, kwargs, out, stream, None)
        if self._arrays_only:  # (signature's first case, inline)
            try:
                sig = tuple(map(_ARRAY_KEY, args))
            except AttributeError:
                sig = _mixed_signature(args)
        elif len(args) == len(self._keys):
            try:
                sig = tuple(map(operator.call, self._keys, args))
            except AttributeError:
                sig = _mixed_signature(args)
        else:
            sig = _mixed_signature(args)
        run = self.plans.get(sig)
        if run is not None:
            self.fast = getattr(run, "in_c", None)
            got = run(args, out)
            if got is not None:
                return got
        return self.full_call(args, kwargs, out, stream, sig)

    def full_call(self, args: tuple, kwargs: dict, out, stream, sig: tuple | None):
        """A call with every check (``sig``: the arguments' ``signature``, to plan calls like
        this one; None: none planned)."""
        dkey = None
        if stream is not None and not self._cuda:
            raise ArgumentError(f"{self.name}: stream= is for kernels compiled with target='cuda'")
        if self._cuda and out is None and not kwargs and stream is None:  # device arrays, as an earlier call
            dkey = device_signature(args)
            run = self.device_plans.get(dkey) if dkey is not None else None
            if run is not None:
                return run(args)
        values, sizes = self.prepare(self.bind(args, kwargs))
        comp = self._variant(sizes)
        like = next((v.base for v in values.values() if isinstance(v, DeviceView)), None)
        if like is not None and out is None and not self.checked.needs_out:  # device in, device out
            empty = 0 in sizes.values()  # (empty arrays: nothing to run, outputs zeroed)
            outs = {n: DeviceView(empty_like_kind(like, comp.buffer_shape(n), self.dtypes[n],
                                                  empty or n not in self.covered))
                    for n in self.checked.outputs}
            given = {}
            if empty:
                res = tuple(returned(o.base, comp.kept.get(n)) for n, o in outs.items())
                return res[0] if len(res) == 1 else res
            if dkey is not None:
                if len(self.device_plans) >= 64:
                    self.device_plans.clear()
                run = self.device_fast_call(comp, sizes, like)
                if run is not None:
                    self.device_plans[dkey] = run
        elif 0 in sizes.values():  # empty arrays (Kernel._empty): zeroed outputs and temporaries, C, no fast plan
            outs, given = self.outputs(comp, out, fresh=np.zeros)
            temps = {t: np.zeros(comp.buffer_shape(t), self.checked.tensors[t].dtype) for t in self.temp_names}
            return self.launch(comp, values, sizes, outs, given, temps, host=True)
        else:
            outs, given = self.outputs(comp, out) if out is not None or self.checked.needs_out else \
                (self.fresh_outputs(comp), {})
        for name, a in values.items():  # an input that shares memory with an output is read from a copy
            if out is not None and isinstance(a, np.ndarray) and any(np.shares_memory(a, o) for o in outs.values()):
                values[name] = a.copy()
        if sig is not None and not self._cuda and \
                all(type(a) is np.ndarray and a.flags.c_contiguous
                    for p, a in zip(self.params, args) if not p.is_scalar):
            if len(self.plans) >= 64:
                self.plans.clear()
            self.plans[sig] = self.fast_call(comp, sizes, sig)
            self.fast = getattr(self.plans[sig], "in_c", None)
        return self.launch(comp, values, sizes, outs, given, stream=stream)

    # -- binding and checking ------------------------------------------------------------------------
    def bind(self, args, kwargs) -> dict[str, object]:
        """Match positional and keyword arguments to the declared parameters."""
        params = self.params
        if not kwargs and len(args) == len(params):  # the common call: every argument positional
            return dict(zip(self.param_names, args))
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
        for p in self.params:
            x = bound[p.name]
            if p.is_scalar:
                values[p.name] = scalar(self.name, p, x)
                continue
            if isinstance(x, np.ndarray):
                a = x
            elif self._cuda and is_device_array(x):
                a = DeviceView(x, f"{self.name}: argument {p.name}")
            else:
                a = as_array(self.name, p, x)
            if a.dtype != self.dtypes[p.name]:
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
                else:
                    sizes.setdefault(want, (got, f"{p.name} dimension {d}"))
            values[p.name] = a if a.flags.c_contiguous else allocate(
                f"{self.name}: a contiguous copy of {p.name}", lambda _s, _d, a=a: np.ascontiguousarray(a), a.shape,
                a.dtype)
        return values, {k: v[0] for k, v in sizes.items()}

    # -- outputs and temporaries ---------------------------------------------------------------------
    def allocator(self, name: str) -> Callable:
        """How a fresh output is made: uninitialized (recycled when large) where the kernel writes
        every element, zeroed elsewhere."""
        return outputs.empty if name in self.covered else np.zeros

    def fresh_outputs(self, comp) -> dict[str, np.ndarray]:
        return {name: allocate(f"{self.name}: output {name}", self.allocator(name), comp.buffer_shape(name),
                               self.dtypes[name]) for name in self.checked.outputs}

    def outputs(self, comp, out, fresh: Callable | None = None) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
        """The buffers the C function writes for the outputs (``out=`` arrays checked, the others
        allocated by ``fresh(shape, dtype)`` where given, else as ``allocator`` says), and the
        ``out=`` arrays by name: the buffer itself, or a view of it, except for an output that
        returns its last steps of a larger buffer (the call copies them in)."""
        names = self.checked.outputs
        if out is None:
            given = (None,) * len(names)
        elif isinstance(out, np.ndarray) or (self._cuda and is_device_array(out)):
            given = (out,)
        elif isinstance(out, tuple | list):
            given = tuple(out)
        else:
            raise ArgumentError(f"{self.name}: out= must be an array or a tuple of arrays, got {type(out).__name__}")
        if len(given) != len(names):
            raise ArgumentError(f"{self.name}: out= needs {len(names)} array(s) ({', '.join(names)}), "
                                f"got {len(given)}")
        res, mine = {}, {}
        for name, a in zip(names, given):
            t = self.checked.tensors[name]
            shape = comp.shape(name)
            if a is None:
                if name in self.checked.needs_out:
                    raise ArgumentError(f"{self.name}: output {name} starts from the caller's values (accumulated "
                                        f"with '+=' without '!', or read where it is written): pass them with out=")
                res[name] = allocate(f"{self.name}: output {name}", fresh or self.allocator(name),
                                     comp.buffer_shape(name), t.dtype)
                continue
            if self._cuda and is_device_array(a):
                view = DeviceView(a, f"{self.name}: out array for {name}")
                if comp.buffer_shape(name) != shape:
                    raise ArgumentError(f"{self.name}: output {name} returns its last steps of a larger buffer: "
                                        "pass no device array for it with out= (the call returns one)")
                if view.shape != shape or view.dtype != np.dtype(t.dtype):
                    raise ShapeError(f"{self.name}: out array for {name} has shape {view.shape} and dtype "
                                     f"{view.dtype}, expected {shape} and {t.dtype}")
                res[name] = view
                continue
            if not isinstance(a, np.ndarray):
                raise ArgumentError(f"{self.name}: out= entries must be numpy arrays"
                                    f"{' or device arrays' if self._cuda else ''}, got {type(a).__name__}")
            if a.shape != shape or a.dtype != np.dtype(t.dtype):
                raise ShapeError(f"{self.name}: out array for {name} has shape {a.shape} and dtype {a.dtype},"
                                 f" expected {shape} and {t.dtype}")
            if not a.flags.c_contiguous or not a.flags.writeable:
                raise ShapeError(f"{self.name}: out array for {name} must be C-contiguous and writeable")
            mine[name] = a
            stored = comp.buffer_shape(name)
            if stored == shape:
                res[name] = a
            elif stored == (1, *shape):  # the last step, stored in place: the caller's array is the buffer
                res[name] = a.reshape(stored)
            else:
                res[name] = allocate(f"{self.name}: output {name}", fresh or self.allocator(name), stored, t.dtype)
        if len(given) > 1:  # C-contiguous arrays: overlapping extents are shared memory
            arrays = [(n, mine.get(n, res[n])) for n, a in zip(names, given) if a is not None]
            for i, (n1, a1) in enumerate(arrays):
                for n2, a2 in arrays[i + 1:]:
                    if _overlap(a1, a2):
                        raise ArgumentError(f"{self.name}: the out= arrays for {n1} and {n2} share memory; "
                                            "pass a separate array for each output")
        return res, mine

    def temporaries(self, comp) -> dict[str, np.ndarray]:
        """Arrays for the temporaries: kept per thread for the sizes of the last call, so that a
        call does not page-fault fresh memory; zeroed again only where the kernel does not write
        every element (``Scop.covers``)."""
        names = self.temp_names
        if not names:
            return {}
        last = getattr(self._scratch, "temps", None)
        taken = {n for n, _ in comp.function.args}
        if last is None or last[0] != (comp.sizes, taken):
            # (a temporary the C keeps in local rows only is no argument: an empty placeholder)
            bufs = {t: allocate(f"{self.name}: temporary {t}", np.zeros, comp.buffer_shape(t) if t in taken else (0,),
                                self.checked.tensors[t].dtype) for t in names}
            self._scratch.temps = ((comp.sizes, taken), bufs)
            return bufs
        for t, a in last[1].items():
            if t not in self.covered:
                a.fill(0)
        return last[1]

    # -- running -------------------------------------------------------------------------------------
    def launch(self, comp, values: dict[str, object], sizes: dict[str, int], outs: dict[str, np.ndarray],
               given: dict[str, np.ndarray], temps: dict[str, np.ndarray] | None = None, host: bool = False,
               stream=None):
        """Run ``comp`` on checked arguments and return the outputs: the steps returned of each
        buffer in ``outs`` (``poly.returns.returned``), or the caller's array in ``given``
        (``temps``: the temporaries' arrays, else those kept per thread, none for CUDA: the runtime
        keeps them on the device; ``host``: ``comp`` is C whatever the kernel's target; ``stream``:
        the CUDA stream to order the kernels on, ``runtime/cuda.py``)."""
        if temps is None:
            temps = self.temporaries(comp) if self.temp_names and not self._cuda else {}
        arrays = {**values, **outs, **temps}
        if self._cuda and not host:  # pycuda, imported lazily: TargetUnavailableError says what is missing
            from polyopt.runtime import cuda as cuda_runtime
            cuda_runtime.load_and_run(comp, arrays, sizes, stream)
        else:
            ffi, fn = comp._fn
            ctypes = self.ctypes
            cargs = [sizes[name] if kind == "size" else values[name] if kind == "scalar" else
                     cpu.pointer(ffi, _readable(arrays[name]), ctypes[name]) for name, kind in comp.function.args]
            status = fn(*cargs)
            if status:
                self.fault(status)
        res = []
        for name, buf in outs.items():
            buf = buf.base if isinstance(buf, DeviceView) else buf
            part = returned(buf, comp.kept.get(name))
            if name in given:
                if not np.shares_memory(given[name], buf):
                    given[name][...] = part
                part = given[name]
            res.append(part)
        return res[0] if len(res) == 1 else tuple(res)

    def fault(self, status: int):
        if status == 2:
            raise RuntimeFault(f"{self.name}: out of memory for a packed or padded copy of an operand; "
                               "the outputs are not valid")
        if status == DIVISION_FAULT:
            raise RuntimeFault(division_fault(self.checked))
        raise RuntimeFault(gather_fault(self.checked))

    def device_fast_call(self, comp, sizes: dict[str, int], like) -> Callable | None:
        """``run(args)``: a CUDA call of ``comp`` on arguments with the ``device_signature`` of one
        that passed ``prepare`` (device arrays of the same kinds, shapes, dtypes and devices; the
        same types of scalars): it converts the scalars, allocates the outputs like ``like`` and
        launches the kernels (``cuda.fast_launcher``), without the checks, the views and the plan
        lookups of the full path. None where the launcher needs the full path (an error flag,
        device temporaries)."""
        from polyopt.runtime import cuda as cuda_runtime
        launch = cuda_runtime.fast_launcher(comp, sizes)
        if launch is None:
            return None
        names = self.checked.outputs
        makers = [maker_like_kind(like, comp.buffer_shape(n), self.dtypes[n], n not in self.covered) for n in names]
        kept = [comp.kept.get(n) for n in names]
        params = [(p.name, converter(self.name, p) if p.is_scalar else None) for p in self.params]

        def run(args):
            values = {name: convert(a) if convert is not None else device_key(a)[1]
                      for (name, convert), a in zip(params, args)}
            res = [make() for make in makers]
            for name, r in zip(names, res):
                values[name] = device_key(r)[1] or DeviceView(r).pointer
            launch(values)
            res = [returned(r, k) for r, k in zip(res, kept)]
            return res[0] if len(res) == 1 else tuple(res)
        return run

    def fast_call(self, comp, sizes: dict[str, int], sig: tuple | None = None) -> Callable:
        """``run(args, out)``: a call of ``comp`` on arguments with the signature of one that
        passed ``prepare`` (same shapes and dtypes, C-contiguous): it only converts the scalars,
        allocates the outputs (or takes ``out=`` arrays of the right kind that share no memory
        with the arguments) and passes pointers, so a call costs a few microseconds. None where
        ``out`` is not such (the full checks then say what is wrong, or copy an input). It has
        it in C too, ``run.in_c`` (``in_c``, where its module is built: a microsecond less a call)."""
        ffi, fn = comp._fn
        view = ffi.from_buffer
        names, temps = self.checked.outputs, self.temp_names
        allocs = [(self.allocator(n), comp.buffer_shape(n), self.dtypes[n]) for n in names]
        news = [_allocation(*a) for a in allocs]  # () -> a fresh output
        kept = [comp.kept.get(n) for n in names]
        needs_out = bool(self.checked.needs_out)
        scalars = [(i, converter(self.name, p)) for i, p in enumerate(self.params) if p.is_scalar]
        # each C argument is an entry of pool = sizes + arguments + outputs + temporaries, passed
        # as it is (ctype None) or as a pointer to its data (a cffi array type, looked up once)
        sized = [n for n, kind in comp.function.args if kind == "size"]
        slots = [*sized, *self.param_names, *names, *temps]
        recipe = [(slots.index(n), None if kind in ("size", "scalar") else ffi.typeof(self.ctypes[n] + "[]"))
                  for n, kind in comp.function.args]
        consts = [sizes[n] for n in sized]
        temporaries = self.temporaries if temps else None
        ran = self._ran
        array_at = [i for i, p in enumerate(self.params) if not p.is_scalar]
        # the common call: arrays only, fresh outputs returned whole, no temporaries; the C arguments
        # are the arguments then the outputs, each as a pointer
        plain = not (scalars or temps or needs_out or comp.kept) and \
            [i for i, _ in recipe] == list(range(len(recipe))) and all(ct is not None for _, ct in recipe)
        ptr_types = [ct for _, ct in recipe]

        wants, share = [(shape, dtype) for _, shape, dtype in allocs], np.may_share_memory

        def given(args, out) -> tuple | list | None:
            out = (out,) if type(out) is np.ndarray else out if isinstance(out, tuple | list) else ()
            if len(out) != len(wants) or comp.kept:  # (outputs that keep their last steps: outputs())
                return None
            i = 0
            for a, (shape, dtype) in zip(out, wants):
                i += 1
                if type(a) is not np.ndarray or a.shape != shape or a.dtype != dtype:
                    return None
                flags = a.flags
                if not flags.carray:  # C-contiguous, aligned and writeable
                    return None
                # two arrays that each own their data share none of it: that test costs less than
                # np.may_share_memory, which is asked only where it does not answer
                own = flags.owndata
                for b in out[i:]:
                    if not (own and b is not a and type(b) is np.ndarray and b.flags.owndata) and share(a, b):
                        return None
                for j in array_at:
                    b = args[j]
                    if not (own and b is not a and type(b) is np.ndarray and b.flags.owndata) and share(a, b):
                        return None
            return out

        if plain and len(news) == 1:  # the commonest call: arrays in, one fresh array out
            new, in_types, out_type = news[0], ptr_types[:-1], ptr_types[-1]

            def run_one(args, out=None):
                if out is None:
                    res = new()
                else:
                    got = given(args, out)
                    if got is None:
                        return None
                    res = got[0]
                status = fn(*map(view, in_types, args), view(out_type, res))
                if status:
                    self.fault(status)
                if ran is not None:
                    ran(comp)
                return res
            run_one.in_c = self.in_c(comp, sizes, sig, news)
            return run_one

        def run(args, out=None):
            if plain:
                res = [new() for new in news] if out is None else given(args, out)
                if res is None:
                    return None
                status = fn(*map(view, ptr_types, [*args, *res]))
                if status:
                    self.fault(status)
                if ran is not None:
                    ran(comp)
                return res[0] if len(res) == 1 else tuple(res)
            if out is not None:
                res = given(args, out)
                if res is None:
                    return None
            elif needs_out:
                return None
            if scalars:
                args = list(args)
                for i, convert in scalars:
                    args[i] = convert(args[i])
            if out is None:
                res = [new() for new in news]
            pool = [*consts, *args, *res, *temporaries(comp).values()] if temporaries else [*consts, *args, *res]
            status = fn(*[pool[i] if ct is None else view(ct, pool[i]) for i, ct in recipe])
            if status:
                self.fault(status)
            if ran is not None:
                ran(comp)
            if comp.kept and out is None:
                res = [returned(a, k) for a, k in zip(res, kept)]
            return res[0] if len(res) == 1 else tuple(res)

        # a call with scalars and one fresh output, no temporaries, the C arguments in the pool's order
        # (sizes, arguments, the output): each argument through its own function (a scalar's converter,
        # a pointer's from_buffer) in one map, without the pool and the recipe's indexing
        if scalars and len(news) == 1 and not (temps or needs_out or comp.kept) and \
                [i for i, _ in recipe] == list(range(len(consts) + len(self.params) + 1)):
            by_slot = dict(scalars)
            convs = [by_slot[j] if j in by_slot else functools.partial(view, ct)
                     for j, (_, ct) in enumerate(recipe[len(consts):])]
            new, call = news[0], operator.call

            def run_scalars(args, out=None):
                if out is not None:
                    return run(args, out)
                res = new()
                status = fn(*consts, *map(call, convs, [*args, res]))
                if status:
                    self.fault(status)
                if ran is not None:
                    ran(comp)
                return res
            run_scalars.in_c = self.in_c(comp, sizes, sig, news)
            return run_scalars
        run.in_c = self.in_c(comp, sizes, sig, news)
        return run

    def in_c(self, comp, sizes: dict[str, int], sig: tuple | None, news: list[Callable]) -> Callable | None:
        """``fast_call``'s call in C (``fastcall.plan``: positional or keyword arguments with the
        signature ``sig``, out= or fresh outputs made by ``news``, this thread's temporaries), or
        None (no signature, outputs that keep their last steps, a function it cannot call)."""
        if sig is None or comp.kept or len(sig) != len(self.params):
            return None
        names = self.checked.outputs
        taken = {n for n, _ in comp.function.args}
        temps = [t for t in self.temp_names if t in taken]
        cargs = [("const", sizes[n]) if kind == "size" else ("param", self.param_names.index(n))
                 if n in self.param_names else ("out", names.index(n)) if n in names else ("temp", temps.index(n))
                 for n, kind in comp.function.args]
        tensors = self.checked.tensors
        ffi, fn = comp._fn
        return fastcall.plan(
            ffi, fn, params=[(p.name, None, p.dtype) if p.is_scalar else (p.name, key[0], self.dtypes[p.name])
                             for p, key in zip(self.params, sig)],
            outputs=[(comp.buffer_shape(n), self.dtypes[n], new) for n, new in zip(names, news)],
            needs_out=bool(self.checked.needs_out),
            temps=[(t, comp.buffer_shape(t), tensors[t].dtype, t not in self.covered) for t in temps],
            scratch=self._scratch, key=(comp.sizes, taken), cargs=cargs,
            after=(*self._ran.args, comp) if self._ran is not None else None)


def device_signature(args: tuple) -> tuple | None:
    """The keys of a positional call's device arrays (``device_key``) and the types of its other
    arguments (Python or numpy scalars); None where an argument is neither (a host array, a
    DLPack-only array, anything else), so that the call takes the full path."""
    sig = []
    for a in args:
        if isinstance(a, int | float | np.generic):
            sig.append(type(a))
            continue
        key = device_key(a)[0]
        if key is None:
            return None
        sig.append(key)
    return tuple(sig)


def _allocation(alloc: Callable, shape: tuple[int, ...], dtype: np.dtype) -> Callable[[], np.ndarray]:
    """``alloc(shape, dtype)`` as a call without arguments; numpy's own allocator where ``alloc``
    would take it anyway (``outputs.empty`` of a small array)."""
    if alloc is outputs.empty and dtype.itemsize * math.prod(shape) < outputs.MIN_BYTES:
        alloc = np.empty
    return functools.partial(alloc, shape, dtype)


def _overlap(a, b) -> bool:
    """Whether two C-contiguous arrays (numpy, or both ``DeviceView``s) share memory."""
    if isinstance(a, DeviceView) or isinstance(b, DeviceView):
        if not (isinstance(a, DeviceView) and isinstance(b, DeviceView)):
            return False
        na, nb = (int(np.prod(x.shape)) * x.dtype.itemsize for x in (a, b))
        return a.pointer < b.pointer + nb and b.pointer < a.pointer + na and na > 0 and nb > 0
    return np.may_share_memory(a, b)


# (shape, dtype, C-contiguous) of an array, in C: no Python frame per argument
_ARRAY_KEY = operator.attrgetter("shape", "dtype", "flags.c_contiguous")


def signature(args: tuple) -> tuple | None:
    """What decides the checks and the sizes of a positional call: shape, dtype and contiguity of
    each array (or numpy scalar), the type of anything else."""
    try:
        return tuple(map(_ARRAY_KEY, args))
    except AttributeError:
        return _mixed_signature(args)


def _mixed_signature(args: tuple) -> tuple:
    """``signature`` of arguments that are not all arrays (an exception costs more than this)."""
    return tuple([(a.shape, a.dtype, a.flags.c_contiguous) if isinstance(a, np.ndarray | np.generic) else type(a)
                  for a in args])


def _readable(a: np.ndarray) -> np.ndarray:
    """``a``, or where it is empty, zeros with each size 0 made 1: a gather from an empty table
    (``Table(Idx(b), d)``, ``V = 0``) reads element 0 before the kernel reports the bad index.

    A stand-in of more than ``2**24`` elements is one element: the gather's output, a row of it
    per index, would be as large (``np.empty((0, 10**12))`` asked numpy for 4 TB).

    >>> _readable(np.zeros((0, 3), np.float32)).shape, _readable(np.zeros((0, 10**12), np.float32)).shape
    ((1, 3), (1,))
    """
    if a.size or not a.ndim:
        return a
    shape = [max(d, 1) for d in a.shape]
    return np.zeros(shape if math.prod(shape) <= 1 << 24 else 1, a.dtype)
