"""A stand-in for pycuda whose "device" is host memory and whose kernels run in the CPU emulation
(tests/cuda/harness.py): it checks the runtime's side (argument order and types, copies in and out,
the error flag, device arrays used in place, streams) on machines without a GPU.

    mods = fake_pycuda({comp.source: comp}, calls)        # {"pycuda": ..., "pycuda.driver": ..., ...}
    for name, mod in mods.items(): monkeypatch.setitem(sys.modules, name, mod)

``calls`` receives ``(kernel name, grid)`` per launch; ``mods["pycuda.driver"].log`` lists the
synchronizations and the stream of every launch (``("sync", "context")``, ``("launch", name, stream)``).
``python tests/cuda/pycuda_case.py --fake NAME`` runs a pycuda case through it.
"""

from __future__ import annotations

import ctypes
import types

import numpy as np
from harness import FORWARD, EmuLibrary

from polyopt.runtime.device_arrays import DLTensor


class FakeAlloc:
    """A "device" allocation: host bytes, ``int()`` its address."""

    def __init__(self, nbytes: int):
        self.mem = np.zeros(max(int(nbytes), 1), np.uint8)
        self.freed = False

    def __int__(self):
        return self.mem.ctypes.data

    def free(self):
        self.freed = True


class FakeDeviceArray:
    """Any object with ``__cuda_array_interface__`` (cupy, torch, numba...)."""

    def __init__(self, a: np.ndarray):
        self.alloc = FakeAlloc(a.nbytes)
        self.alloc.mem[:a.nbytes] = np.frombuffer(a.tobytes(), np.uint8)
        self.shape, self.dtype = a.shape, a.dtype
        self.__cuda_array_interface__ = {"data": (int(self.alloc), False), "shape": a.shape,
                                         "typestr": a.dtype.str, "version": 3}

    def get(self) -> np.ndarray:
        return self.alloc.mem[:int(np.prod(self.shape)) * self.dtype.itemsize].view(self.dtype).reshape(self.shape)


class _DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


_capsule_new = ctypes.pythonapi.PyCapsule_New
_capsule_new.restype, _capsule_new.argtypes = ctypes.py_object, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]


class FakeDLPackArray:
    """An array that exports DLPack only (no ``__cuda_array_interface__``: JAX, TensorFlow...), on
    "CUDA" device ``device`` (host memory here), with an array API namespace (``empty``, ``zeros``).
    ``strides``: in elements, as DLPack has them (None: C order, a NULL pointer)."""

    def __init__(self, a: np.ndarray, device: tuple[int, int] = (2, 0), strides: tuple[int, ...] | None = None):
        self.alloc = FakeAlloc(a.nbytes)
        self.alloc.mem[:a.nbytes] = np.frombuffer(a.tobytes(), np.uint8)
        self.shape, self.dtype, self.device = a.shape, a.dtype, f"fake:{device[1]}"
        self._where, self._strides, self._keep = device, strides, []
        self.capsules = 0

    def __dlpack_device__(self):
        return self._where

    def __dlpack__(self, stream=None):
        self.capsules += 1
        n = len(self.shape)
        shape = (ctypes.c_int64 * max(n, 1))(*self.shape)
        strides = (ctypes.c_int64 * max(n, 1))(*self._strides) if self._strides is not None else None
        m = _DLManagedTensor()
        t = m.dl_tensor
        t.data, t.ndim, t.byte_offset = int(self.alloc), n, 0
        t.device.device_type, t.device.device_id = self._where
        t.dtype.code = {"i": 0, "u": 1, "f": 2, "c": 5, "b": 6}[self.dtype.kind]
        t.dtype.bits, t.dtype.lanes = 8 * self.dtype.itemsize, 1
        t.shape = ctypes.cast(shape, ctypes.POINTER(ctypes.c_int64))
        if strides is not None:
            t.strides = ctypes.cast(strides, ctypes.POINTER(ctypes.c_int64))
        self._keep.append((m, shape, strides))  # (the capsule has no destructor: the struct lives here)
        return _capsule_new(ctypes.addressof(m), b"dltensor", None)

    def __array_namespace__(self):
        return _NAMESPACE

    def get(self) -> np.ndarray:
        return self.alloc.mem[:int(np.prod(self.shape)) * self.dtype.itemsize].view(self.dtype).reshape(self.shape)


_NAMESPACE = types.SimpleNamespace(
    float32=np.float32, float64=np.float64, int32=np.int32, int64=np.int64,
    empty=lambda shape, dtype, device: FakeDLPackArray(np.zeros(shape, dtype), (2, int(device.split(":")[1]))),
    zeros=lambda shape, dtype, device: FakeDLPackArray(np.zeros(shape, dtype), (2, int(device.split(":")[1]))))


class FakeEvents:
    """Stands for ``polyopt.runtime.cuda._Events`` (libcuda's event calls): logs ``("follow", ours,
    theirs)`` and ``("lead", ours, theirs)`` in ``log``."""

    def __init__(self, log: list):
        self.log = log

    def follow(self, ours: int, theirs: int) -> None:
        self.log.append(("follow", ours, theirs))

    def lead(self, ours: int, theirs: int) -> None:
        self.log.append(("lead", ours, theirs))


class FakeStream:
    """``pycuda.driver.Stream``: ``handle`` an int, ``synchronize()`` logged."""
    __module__ = "pycuda.driver"  # (what the runtime tells pycuda's streams from other libraries' by)
    count = 0

    def __init__(self, log: list, handle: int | None = None):
        FakeStream.count += 1
        self.handle = handle if handle is not None else 0x5000 + FakeStream.count
        self._log = log

    def synchronize(self):
        self._log.append(("sync", self.handle))


def fake_pycuda(by_source: dict, calls: list, arch: str = "sm_90") -> dict:
    """The modules ``pycuda``, ``pycuda.driver``, ``pycuda.compiler`` and ``pycuda.gpuarray`` (its
    ``empty``/``zeros`` make ``FakeDeviceArray``s); ``by_source``: CUDA text -> ``CudaCompiled``."""
    drv = types.ModuleType("pycuda.driver")
    log: list = []
    drv.log = log
    depth = [0]  # contexts pushed: pycuda allocates only in a current context, as the driver does

    def current(what: str) -> None:
        if depth[0] <= 0:
            raise RuntimeError(f"{what} failed: invalid device context (the fake: no context pushed)")

    class Device:
        def __init__(self, index):
            pass

        @staticmethod
        def count():
            return 1

        def retain_primary_context(self):
            return types.SimpleNamespace(push=lambda: depth.__setitem__(0, depth[0] + 1))

    drv.init = lambda: None
    drv.Device = Device
    drv.Context = types.SimpleNamespace(pop=lambda: depth.__setitem__(0, depth[0] - 1),
                                        synchronize=lambda: log.append(("sync", "context")),
                                        get_device=lambda: types.SimpleNamespace(compute_capability=lambda: (9, 0)))
    drv.Stream = lambda flags=0: FakeStream(log)
    drv.mem_alloc = lambda nbytes: current("cuMemAlloc") or FakeAlloc(nbytes)
    drv.memcpy_htod = lambda buf, a: buf.mem.__setitem__(slice(0, a.nbytes), np.frombuffer(a.tobytes(), np.uint8))
    drv.memcpy_dtoh = lambda a, buf: a.reshape(-1).view(np.uint8).__setitem__(slice(None), buf.mem[:a.nbytes])
    drv.memset_d32 = lambda buf, v, n: buf.mem[:4 * n].view(np.int32).__setitem__(slice(None), v)

    def memset_d32_async(buf, v, n, stream=None):
        log.append(("memset", None if stream is None else stream.handle))
        drv.memset_d32(buf, v, n)
    drv.memset_d32_async = memset_d32_async
    compiler = types.ModuleType("pycuda.compiler")

    class SourceModule:
        def __init__(self, text, no_extern_c=False, arch=None, options=()):
            assert no_extern_c and arch == want_arch
            self.comp = by_source[text]
            self.lib = EmuLibrary({"v": self.comp})

        def get_function(self, name):
            k = next(k for k in self.comp.kernels if k.name == name)

            def launch(*args, block, grid, shared=0, stream=None):
                assert tuple(block) == k.block and shared == 0 and len(args) == len(k.args)
                for a, v in zip(k.args, args):  # pycuda needs typed scalars and pointers
                    want = (FakeAlloc, np.uintp) if a.kind in ("array", "error", "scratch") else np.generic
                    assert isinstance(v, want), (a, type(v))
                calls.append((name, grid))
                log.append(("launch", name, None if stream is None else stream.handle))
                self.lib.launch("v", k, grid, [int(v) if a.kind in ("array", "error", "scratch") else v
                                               for a, v in zip(k.args, args)], FORWARD)
            return launch

    want_arch = arch
    compiler.SourceModule = SourceModule
    gpuarray = types.ModuleType("pycuda.gpuarray")
    gpuarray.empty = gpuarray.zeros = lambda shape, dtype: current("cuMemAlloc") or FakeDeviceArray(np.zeros(shape,
                                                                                                         dtype))
    gpuarray.to_gpu = lambda a: current("cuMemAlloc") or FakeDeviceArray(a)
    pkg = types.ModuleType("pycuda")
    pkg.driver, pkg.compiler, pkg.gpuarray = drv, compiler, gpuarray
    return {"pycuda": pkg, "pycuda.driver": drv, "pycuda.compiler": compiler, "pycuda.gpuarray": gpuarray}
