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

import types

import numpy as np
from harness import FORWARD, EmuLibrary


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


class FakeStream:
    """``pycuda.driver.Stream``: ``handle`` an int, ``synchronize()`` logged."""
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

    class Device:
        def __init__(self, index):
            pass

        @staticmethod
        def count():
            return 1

        def retain_primary_context(self):
            return types.SimpleNamespace(push=lambda: None)

    drv.init = lambda: None
    drv.Device = Device
    drv.Context = types.SimpleNamespace(pop=lambda: None, synchronize=lambda: log.append(("sync", "context")),
                                        get_device=lambda: types.SimpleNamespace(compute_capability=lambda: (9, 0)))
    drv.Stream = lambda flags=0: FakeStream(log)
    drv.mem_alloc = FakeAlloc
    drv.memcpy_htod = lambda buf, a: buf.mem.__setitem__(slice(0, a.nbytes), np.frombuffer(a.tobytes(), np.uint8))
    drv.memcpy_dtoh = lambda a, buf: a.reshape(-1).view(np.uint8).__setitem__(slice(None), buf.mem[:a.nbytes])
    drv.memset_d32 = lambda buf, v, n: buf.mem[:4 * n].view(np.int32).__setitem__(slice(None), v)
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
    gpuarray.empty = gpuarray.zeros = lambda shape, dtype: FakeDeviceArray(np.zeros(shape, dtype))
    pkg = types.ModuleType("pycuda")
    pkg.driver, pkg.compiler, pkg.gpuarray = drv, compiler, gpuarray
    return {"pycuda": pkg, "pycuda.driver": drv, "pycuda.compiler": compiler, "pycuda.gpuarray": gpuarray}
