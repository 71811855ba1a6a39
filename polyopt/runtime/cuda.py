"""CUDA runtime: run the kernels of a ``CudaCompiled`` through pycuda (imported lazily).

``load_and_run(compiled, arrays)`` compiles the ``.cu`` text once per process (pycuda's
``SourceModule``, for the GPU's own architecture), copies numpy arrays to the device, launches
every kernel of the launch plan in order and copies the outputs back. Device arrays (pycuda
``GPUArray``, anything with ``__cuda_array_interface__``: torch, cupy; anything exporting DLPack on
a CUDA device) are used in place, without copies (``polyopt.runtime.device_arrays``; the public
call ``k(A, B)`` takes them too and returns outputs of the same kind).

Streams: without ``stream``, kernels run on the default stream, after a synchronization of the
context when device arrays are passed, and the call returns when they have finished. With
``stream`` (a pycuda ``Stream``, a torch or cupy stream, anything with ``__cuda_stream__``, or a
``CUstream`` handle) and device arrays only, nothing synchronizes the context: the kernels are
ordered on that stream and the call returns at once (``stream_handle``). A pycuda stream is
launched on; another library's stream is joined by polyopt's own stream through events (its
queued work first, its later work after the kernels: libcuda's ``cuEventRecord`` and
``cuStreamWaitEvent``); the legacy default stream (handle 0 or 1) is launched on directly. A call
waits for its stream only where it must read the error flag (gathers, integer division) or free a
temporary it allocated (for the legacy default stream that wait is the context's). With numpy
arguments ``stream`` is ignored: the call copies through the default stream and synchronizes, as
without it.

Without pycuda, a CUDA driver or a GPU, ``load_and_run`` raises ``TargetUnavailableError``
saying which is missing; compiling for CUDA needs none of them. ``unavailable_reason()`` says
in advance (None when kernels can run here).
"""

from __future__ import annotations

import contextlib
import ctypes
import threading

import numpy as np

from polyopt.codegen.prelude import DIVISION_FAULT
from polyopt.errors import ArgumentError, CompileError, RuntimeFault, ShapeError, TargetUnavailableError
from polyopt.runtime.device_arrays import DeviceView, is_device_array
from polyopt.runtime.faults import division_fault, gather_fault

__all__ = ["fast_launcher", "in_context", "is_device_array", "launcher", "load_and_run", "prepare", "stream_handle",
           "unavailable_reason"]

_NP = {"float": np.float32, "double": np.float64, "long": np.int64, "int": np.int32, "bool": np.bool_,
       **{f"{u}int{b}_t": np.dtype(f"{u}int{b}").type for u in ("", "u") for b in (8, 16, 32, 64)}}
_lock = threading.RLock()
_state: dict[str, object] = {}
_modules: dict[str, object] = {}
_buffers: dict[str, tuple[object, int]] = {}  # the error flag and scratch arrays, kept from call to call


def _driver():
    """pycuda.driver with a context of GPU 0 (the primary context), or TargetUnavailableError."""
    with _lock:
        if "driver" in _state:
            return _state["driver"], _state["context"]
        try:
            import pycuda.driver as drv
        except ModuleNotFoundError as e:
            if e.name and e.name.split(".")[0] == "pycuda":
                raise TargetUnavailableError(
                    "target 'cuda' cannot run here: pycuda is not installed (pip install 'polyopt[cuda]'); "
                    "the generated source is still available as kernel.source") from None
            raise TargetUnavailableError(f"target 'cuda' cannot run here: pycuda failed to import: {e}") from None
        except ImportError as e:  # typically libcuda.so missing: no driver
            raise TargetUnavailableError(
                f"target 'cuda' cannot run here: pycuda cannot load the CUDA driver (libcuda): {e}") from None
        try:
            drv.init()
            count = drv.Device.count()
        except Exception as e:  # noqa: BLE001 - pycuda raises its own error types
            raise TargetUnavailableError(f"target 'cuda' cannot run here: the CUDA driver failed: {e}") from None
        if count == 0:
            raise TargetUnavailableError("target 'cuda' cannot run here: no CUDA GPU is visible")
        context = drv.Device(0).retain_primary_context()
        _state["driver"], _state["context"] = drv, context
        return drv, context


@contextlib.contextmanager
def in_context():
    """polyopt's CUDA context (GPU 0's primary context) current inside the block, for pycuda calls
    that allocate (``gpuarray.to_gpu``, ``empty``): they need a current context, and a process that
    only ran kernels through polyopt has none outside its calls. Yields pycuda.driver."""
    drv, context = _driver()
    context.push()
    try:
        yield drv
    finally:
        drv.Context.pop()


def unavailable_reason() -> str | None:
    """None when kernels can run here, else the sentence ``load_and_run`` would raise."""
    try:
        _driver()
    except TargetUnavailableError as e:
        return str(e)
    return None


def _pointer(x) -> int:
    if isinstance(x, DeviceView):
        return x.pointer
    if hasattr(x, "__cuda_array_interface__"):
        return int(x.__cuda_array_interface__["data"][0])
    return int(x.gpudata)


def _module(drv, source: str):
    mod = _modules.get(source)
    if mod is None:
        from pycuda.compiler import SourceModule
        major, minor = drv.Context.get_device().compute_capability()
        try:
            mod = SourceModule(source, no_extern_c=True, arch=f"sm_{major}{minor}", options=["-std=c++17"])
        except Exception as e:  # noqa: BLE001 - pycuda.driver.CompileError and friends
            raise CompileError("nvcc failed to compile the generated CUDA kernels", output=str(e)) from None
        _modules[source] = mod
    return mod


def prepare(compiled) -> None:
    """Compile ``compiled``'s text for this GPU now (nvcc through pycuda, once per process; else
    its first run does): the tuner counts it as the candidate's compile time."""
    drv, context = _driver()
    with _lock:
        context.push()
        try:
            _module(drv, compiled.source)
        finally:
            drv.Context.pop()


def stream_handle(stream) -> int:
    """The ``CUstream`` handle of ``stream``: a pycuda ``Stream`` (``.handle``), a torch stream
    (``.cuda_stream``), a cupy stream (``.ptr``), an object of the CUDA stream protocol
    (``__cuda_stream__()`` -> ``(version, handle)``) or an int.

    >>> import types
    >>> stream_handle(types.SimpleNamespace(cuda_stream=0x7f00)), stream_handle(0)
    (32512, 0)
    """
    if hasattr(stream, "__cuda_stream__"):
        return int(stream.__cuda_stream__()[1])
    for attr in ("handle", "cuda_stream", "ptr"):
        if hasattr(stream, attr):
            return int(getattr(stream, attr))
    if isinstance(stream, int | np.integer) and not isinstance(stream, bool) and stream >= 0:
        return int(stream)
    raise ArgumentError(f"stream= must be a CUDA stream (pycuda, torch, cupy, __cuda_stream__) or a CUstream handle, "
                        f"got {type(stream).__name__}")


def _is_pycuda_stream(stream) -> bool:
    return type(stream).__module__.split(".")[0] == "pycuda"


class _Events:
    """libcuda's event calls through ctypes (pycuda launches only on its own ``Stream`` objects):
    ``follow(ours, theirs)`` makes our stream wait for the work queued on theirs, ``lead(ours,
    theirs)`` makes their later work wait for ours. One event each way, recorded again per call
    (``cuStreamWaitEvent`` takes the event's state when it is called)."""

    def __init__(self):
        try:
            self.lib = ctypes.CDLL("libcuda.so.1")
        except OSError as e:
            raise TargetUnavailableError(f"stream=: libcuda cannot be loaded for its event calls: {e}") from None
        self.lib.cuEventCreate.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint]
        self.lib.cuEventRecord.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.lib.cuStreamWaitEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint]
        self.before, self.after = self._event(), self._event()

    def _check(self, status: int, what: str) -> None:
        if status:
            raise RuntimeFault(f"stream=: {what} failed with CUDA error {status}")

    def _event(self) -> int:
        ev = ctypes.c_void_p()
        self._check(self.lib.cuEventCreate(ctypes.byref(ev), 2), "cuEventCreate")  # CU_EVENT_DISABLE_TIMING
        return ev.value

    def follow(self, ours: int, theirs: int) -> None:
        self._check(self.lib.cuEventRecord(self.before, theirs), "cuEventRecord")
        self._check(self.lib.cuStreamWaitEvent(ours, self.before, 0), "cuStreamWaitEvent")

    def lead(self, ours: int, theirs: int) -> None:
        self._check(self.lib.cuEventRecord(self.after, ours), "cuEventRecord")
        self._check(self.lib.cuStreamWaitEvent(theirs, self.after, 0), "cuStreamWaitEvent")


def _launch_stream(drv, stream):
    """``(the pycuda Stream to launch on or None, the foreign handle to join or None)``."""
    if _is_pycuda_stream(stream):
        return stream, None
    handle = stream_handle(stream)
    if handle in (0, 1):  # the legacy default stream (0, or CUDA's cudaStreamLegacy)
        return None, None
    if "stream" not in _state:
        _state["stream"], _state["events"] = drv.Stream(), _Events()
    return _state["stream"], handle


def load_and_run(compiled, arrays: dict[str, object], sizes: dict[str, int] | None = None,
                 stream=None) -> dict[str, object]:
    """Run every kernel of ``compiled`` on ``arrays`` (every input by name, scalars as numbers;
    outputs and temporaries optional: numpy arrays are updated in place, missing outputs allocated
    on the host, missing temporaries that a kernel takes and the row kernels' scratch arrays on the
    device only; a temporary no kernel takes, held in registers, gets no buffer).

    ``sizes`` is needed only for a size-generic ``compiled``. ``stream``: order the kernels on it
    (device arrays only; see the module's docstring). Returns the outputs by name (numpy arrays, or
    the device arrays that were passed).
    """
    drv, context = _driver()
    checked = compiled.scop.checked
    sizes = dict(compiled.sizes) if compiled.sizes else dict(sizes or {})
    missing = [s for s in checked.sizes if s not in sizes]
    if missing:
        raise ShapeError(f"{checked.definition.name}: size(s) {', '.join(missing)} needed for a size-generic kernel")
    with _lock:
        context.push()
        try:
            return _run(drv, compiled, checked, arrays, sizes, stream)
        finally:
            drv.Context.pop()


def _scratch_sizes(compiled, sizes) -> dict[str, int]:
    """Bytes of each scratch array (row kernels' partials, ``CudaKernel.scratch``) at ``sizes``."""
    from polyopt.codegen.cuda import evaluate
    out: dict[str, int] = {}
    for k in compiled.kernels:
        for name, dtype, count in getattr(k, "scratch", ()):
            n = count if isinstance(count, int) else evaluate(count, sizes)
            out[name] = max(out.get(name, 0), max(1, n) * np.dtype(dtype).itemsize)
    return out


def _taken(compiled, kind: str) -> set[str]:
    """The names of the ``kind`` arguments (array, error) that some kernel of ``compiled`` takes:
    a temporary no kernel reads or writes (a row kernel's private temporary, softmax's ``e`` held
    in registers) needs no device buffer, and without an error argument there is no flag to read."""
    return {a.name for k in compiled.kernels for a in k.args if a.kind == kind}


class _Plan:
    """What every call of ``compiled`` at one set of sizes needs and only the first works out: the
    kernels' functions, grids and blocks, the temporaries and flag they take, the scratch bytes."""

    def __init__(self, drv, compiled, sizes: dict[str, int]):
        mod = _module(drv, compiled.source)
        self.taken = _taken(compiled, "array")
        self.flagged = bool(_taken(compiled, "error"))
        self.scratch = _scratch_sizes(compiled, sizes)
        fns = {k.name: mod.get_function(k.name) for k in compiled.kernels}
        self.launches = [(fns[x.kernel.name], x.kernel, tuple(x.kernel.block), tuple(x.grid), x.host)
                         for x in compiled.launches(sizes)]  # (host loops unrolled: one launch per iteration)


def _plan(drv, compiled, sizes: dict[str, int]) -> _Plan:
    """The plan of ``compiled`` at ``sizes``, kept with its module (``_modules``)."""
    key = (compiled.source, tuple(sorted(sizes.items())))
    plan = _modules.get(key)
    if plan is None:
        plan = _modules[key] = _Plan(drv, compiled, sizes)
    return plan


def _check_alignment(compiled, checked, device: dict[str, object]) -> None:
    """The caller's device arrays that a kernel reads or writes with 128-bit accesses
    (``CudaKernel.aligned``) start on a 16-byte boundary (the runtime's own allocations do)."""
    for k in compiled.kernels:
        for name in getattr(k, "aligned", ()):
            ptr = device.get(name)
            if isinstance(ptr, int) and ptr % 16:
                raise ShapeError(f"{checked.definition.name}: device array {name} starts at an address that is not "
                                 f"a multiple of 16 bytes ({ptr:#x}), and kernel {k.name} accesses it 128 bits at a "
                                 "time; pass a copy (torch: .clone()) or an array that starts its allocation")


def _kept(drv, name: str, nbytes: int, on=None):
    """A device buffer of at least ``nbytes`` kept for later calls on the stream ``on`` (None: the
    default stream; calls on different streams may overlap, so each has its own), with ``_lock`` held."""
    key = (name, 0 if on is None else on.handle)
    buf = _buffers.get(key)
    if buf is None or buf[1] < nbytes:
        if buf is not None:
            buf[0].free()
        buf = _buffers[key] = (drv.mem_alloc(nbytes), nbytes)
    return buf[0]


def _args(k, device: dict, host: dict, err, sizes: dict[str, int], loops: dict[str, int] | None = None) -> list:
    """The arguments of kernel ``k`` as pycuda takes them (typed scalars, pointers; ``loops``: the
    values of the host loops at this launch)."""
    args = []
    for a in k.args:
        if a.kind in ("array", "scratch"):
            args.append(np.uintp(device[a.name]) if isinstance(device[a.name], int) else device[a.name])
        elif a.kind == "error":
            args.append(err)
        elif a.kind == "size":
            args.append(np.int64(sizes[a.name]))
        elif a.kind == "host":
            args.append(np.int64(loops[a.name]))
        else:
            args.append(_NP[a.ctype](host[a.name]))
    return args


def launcher(compiled, arrays: dict[str, object], sizes: dict[str, int] | None = None):
    """For repeated runs on the same device arrays (benchmarks): a function of no arguments that
    launches every kernel of ``compiled`` on the default stream and returns at once, without
    checks, copies or synchronization (``arrays``: every input, output and given temporary a
    device array, scalars as numbers; missing temporaries that a kernel takes and scratch arrays are
    allocated once).
    The error flag is not read: use ``load_and_run`` for results that must be checked.

    >>> # run = launcher(comp, {"X": x_gpu, "Y": y_gpu}); run(); torch.cuda.synchronize()
    """
    drv, context = _driver()
    checked = compiled.scop.checked
    sizes = dict(compiled.sizes) if compiled.sizes else dict(sizes or {})
    with _lock:
        context.push()
        try:
            mod = _module(drv, compiled.source)
            device: dict[str, object] = {}
            taken = _taken(compiled, "array")
            for name in [*checked.inputs, *checked.outputs, *checked.temps]:
                info = checked.tensors[name]
                if info.kind == "scalar" or (info.kind == "temp" and name not in arrays and name not in taken):
                    continue
                if name in arrays:
                    if not is_device_array(arrays[name]):
                        raise ShapeError(f"{checked.definition.name}: launcher() takes device arrays; {name} is a "
                                         f"{type(arrays[name]).__name__}")
                    device[name] = _pointer(arrays[name])
                elif info.kind == "temp":
                    n = int(np.prod(compiled.scop.shape(name, sizes))) * np.dtype(info.dtype).itemsize
                    device[name] = drv.mem_alloc(max(4, -(-n // 4) * 4))
                else:
                    raise ShapeError(f"{checked.definition.name}: launcher() needs a device array for {name}")
            for name, nbytes in _scratch_sizes(compiled, sizes).items():
                device[name] = drv.mem_alloc(nbytes)
            _check_alignment(compiled, checked, device)
            err = drv.mem_alloc(4) if _taken(compiled, "error") else None
            fns = {k.name: mod.get_function(k.name) for k in compiled.kernels}
            plan = [(fns[x.kernel.name], _args(x.kernel, device, dict(arrays), err, sizes, x.host),
                     tuple(x.kernel.block), tuple(x.grid)) for x in compiled.launches(sizes)]
        finally:
            drv.Context.pop()

    def run() -> None:
        context.push()
        try:
            for fn, args, block, grid in plan:
                fn(*args, block=block, grid=grid, shared=0)
        finally:
            drv.Context.pop()
    run.buffers = (device, err)  # (kept alive with the function)
    return run


def fast_launcher(compiled, sizes: dict[str, int]):
    """For the public call's fast path (a call like an earlier one, device arrays in and out, no
    stream): ``run(values)`` launches every kernel of ``compiled`` on ``values`` (each array by
    name as a device pointer, each scalar as a number) on the default stream, between the two
    synchronizations of the context that ``load_and_run`` makes, with the plan, the kernels'
    argument recipes and the scratch buffers worked out once. None where a call needs more than
    that: an error flag to read or temporaries to allocate and zero on the device.
    """
    drv, context = _driver()
    checked = compiled.scop.checked
    with _lock:
        context.push()
        try:
            plan = _plan(drv, compiled, sizes)
        finally:
            drv.Context.pop()
    if plan.flagged or any(t in plan.taken for t in checked.temps):
        return None
    aligned = {name for k in compiled.kernels for name in getattr(k, "aligned", ())}
    recipes = [(fn, [(a.kind, a.name, None if a.kind in ("array", "scratch") else
                      np.int64(host[a.name]) if a.kind == "host" else
                      np.int64 if a.kind == "size" else _NP[a.ctype]) for a in k.args], block, grid)
               for fn, k, block, grid, host in plan.launches]

    def run(values: dict[str, object]) -> None:
        for name in aligned:
            ptr = values.get(name)
            if isinstance(ptr, int) and ptr % 16:
                _check_alignment(compiled, checked, values)  # (raises, saying which kernel and why)
        with _lock:
            context.push()
            try:
                scratch = {name: _kept(drv, name, nbytes) for name, nbytes in plan.scratch.items()}
                drv.Context.synchronize()  # work queued on other streams (torch's current one) has finished
                for fn, recipe, block, grid in recipes:
                    args = [(np.uintp(values[n]) if n in values else scratch[n]) if conv is None else
                            conv if kind == "host" else conv(sizes[n] if kind == "size" else values[n])
                            for kind, n, conv in recipe]
                    fn(*args, block=block, grid=grid, shared=0)
                drv.Context.synchronize()
            finally:
                drv.Context.pop()
    return run


def _run(drv, compiled, checked, arrays, sizes, stream=None):
    plan = _plan(drv, compiled, sizes)
    host = dict(arrays)
    for name in checked.outputs:
        if name not in host:
            host[name] = np.zeros(compiled.scop.shape(name, sizes), checked.tensors[name].dtype)
    tensors = [v for n, v in host.items() if n in checked.tensors and checked.tensors[n].kind != "scalar"]
    on_stream = stream is not None and all(is_device_array(v) for v in tensors)  # (numpy: as without it)
    on, foreign = _launch_stream(drv, stream) if on_stream else (None, None)

    def memset(buf, words: int) -> None:
        if on is None:
            drv.memset_d32(buf, 0, words)
        else:
            drv.memset_d32_async(buf, 0, words, on)

    device: dict[str, object] = {}
    owned = []
    try:
        for name in checked.temps:  # temporaries the caller did not pass live on the device only
            if name not in host and name in plan.taken:
                n = int(np.prod(compiled.scop.shape(name, sizes))) * np.dtype(checked.tensors[name].dtype).itemsize
                words = max(1, -(-n // 4))
                buf = drv.mem_alloc(4 * words)
                owned.append(buf)
                memset(buf, words)  # (zeros, as a host temporary would start)
                device[name] = buf
        for name, nbytes in plan.scratch.items():  # (written before read: no zeroing)
            device[name] = _kept(drv, name, nbytes, on)
        for name, value in host.items():
            info = checked.tensors.get(name)
            if info is None or info.kind == "scalar":
                continue
            if is_device_array(value):
                device[name] = _pointer(value)
                continue
            a = np.ascontiguousarray(value, dtype=info.dtype)
            buf = drv.mem_alloc(max(a.nbytes, 1))
            owned.append(buf)
            if a.nbytes:
                drv.memcpy_htod(buf, a)
            device[name] = buf
        _check_alignment(compiled, checked, device)
        flagged = plan.flagged
        err = _kept(drv, "po_err", 4, on) if flagged else None
        if flagged:
            memset(err, 1)
        if foreign is not None:
            _state["events"].follow(on.handle, foreign)  # the work queued on the caller's stream first
        elif not on_stream and any(is_device_array(v) for v in host.values()):
            drv.Context.synchronize()  # work queued on other streams (torch's current one) has finished
        for fn, k, block, grid, loops in plan.launches:
            fn(*_args(k, device, host, err, sizes, loops), block=block, grid=grid, shared=0, stream=on)
        if foreign is not None:
            _state["events"].lead(on.handle, foreign)  # the caller's later work after the kernels
        if not on_stream:
            drv.Context.synchronize()
        elif flagged or owned:  # the flag is read, the temporaries freed: wait for this stream only
            on.synchronize() if on is not None else drv.Context.synchronize()
        flag = np.zeros(1, np.int32)
        if flagged:
            drv.memcpy_dtoh(flag, err)
        out = {}
        for name in [*checked.outputs, *(t for t in checked.temps if t in host)]:
            value = host[name]
            if not is_device_array(value) and value.size:
                tmp = np.empty(value.shape, checked.tensors[name].dtype)
                drv.memcpy_dtoh(tmp, device[name])
                value[...] = tmp
            if name in checked.outputs:
                out[name] = value.base if isinstance(value, DeviceView) else value
        if flag[0] == DIVISION_FAULT:
            raise RuntimeFault(division_fault(checked))
        if flag[0]:
            raise RuntimeFault(gather_fault(checked))
        return out
    finally:
        for buf in owned:
            buf.free()
