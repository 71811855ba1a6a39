"""GPU arrays as arguments of a ``target="cuda"`` kernel call: torch CUDA tensors, cupy arrays,
pycuda ``GPUArray``s, anything with ``__cuda_array_interface__`` (CAI, version 2 or later).

``DeviceView(x)`` is what the call checks (shape, dtype, C order) and what the CUDA runtime
passes as a pointer: the data stay on the device. ``empty_like_kind(x, shape, dtype)`` makes an
output of the same kind on the same device (torch in, torch out).

Streams: the kernels run on the CUDA default stream of the current context. Before launching,
the runtime synchronizes the context, so work queued on any stream (torch's current stream
included) is finished; the call returns after the kernels finished.

>>> class Fake:  # any object with the interface
...     __cuda_array_interface__ = {"data": (1024, False), "shape": (2, 3), "typestr": "<f4", "version": 3}
>>> v = DeviceView(Fake())
>>> v.shape, v.dtype, v.pointer
((2, 3), dtype('float32'), 1024)
"""

from __future__ import annotations

import numpy as np

from polyopt.errors import ShapeError

__all__ = ["DeviceView", "empty_like_kind", "is_device_array"]


def is_device_array(x) -> bool:
    """True for a pycuda ``GPUArray`` or an object with ``__cuda_array_interface__``."""
    return hasattr(x, "__cuda_array_interface__") or (hasattr(x, "gpudata") and hasattr(x, "shape"))


class _Flags:
    c_contiguous = True


class DeviceView:
    """A C-contiguous GPU array: ``shape``, ``dtype``, ``pointer`` and the object itself (``base``)."""

    flags = _Flags()

    def __init__(self, x, what: str = "a device array"):
        self.base = x
        if hasattr(x, "__cuda_array_interface__"):
            cai = x.__cuda_array_interface__
            self.shape = tuple(int(n) for n in cai["shape"])
            self.dtype = np.dtype(cai["typestr"])
            self.pointer = int(cai["data"][0])
            strides = cai.get("strides")
            if strides is not None and tuple(strides) != _c_strides(self.shape, self.dtype.itemsize):
                raise ShapeError(f"{what} must be C-contiguous on the device (strides {tuple(strides)}, shape "
                                 f"{self.shape}); pass .contiguous() / a copy")
        else:  # an old pycuda GPUArray without the interface
            self.shape, self.dtype = tuple(x.shape), np.dtype(x.dtype)
            self.pointer = int(x.gpudata)
            if not getattr(x.flags, "c_contiguous", True):
                raise ShapeError(f"{what} must be C-contiguous on the device")
        self.ndim = len(self.shape)
        # (an attribute, not a property: the runtime asks for it several times per call)
        self.__cuda_array_interface__ = {"data": (self.pointer, False), "shape": self.shape,
                                         "typestr": self.dtype.str, "version": 3}

    def __repr__(self):
        return f"DeviceView({type(self.base).__name__}, shape={self.shape}, dtype={self.dtype})"


def _c_strides(shape: tuple[int, ...], itemsize: int) -> tuple[int, ...]:
    out, step = [], itemsize
    for n in reversed(shape):
        out.append(step)
        step *= n
    return tuple(reversed(out))


def empty_like_kind(x, shape: tuple[int, ...], dtype, zero: bool):
    """A new C-contiguous device array of ``shape`` and ``dtype`` of the kind of ``x`` (torch tensor,
    cupy array, else a pycuda ``GPUArray``), zeroed if ``zero``."""
    module = type(x).__module__.split(".")[0]
    dtype = np.dtype(dtype)
    if module == "torch":
        import torch
        tdt = torch.from_numpy(np.zeros(0, dtype)).dtype
        return (torch.zeros if zero else torch.empty)(shape, dtype=tdt, device=x.device)
    if module == "cupy":
        import cupy
        with x.device:
            return (cupy.zeros if zero else cupy.empty)(shape, dtype)
    import pycuda.gpuarray as gpuarray
    return (gpuarray.zeros if zero else gpuarray.empty)(shape, dtype)
