"""GPU arrays as arguments of a ``target="cuda"`` kernel call: torch CUDA tensors, cupy arrays,
pycuda ``GPUArray``s, anything with ``__cuda_array_interface__`` (CAI, version 2 or later), and
anything that exports DLPack on a CUDA device (``__dlpack__`` and ``__dlpack_device__``: JAX,
TensorFlow, MXNet, ...).

``DeviceView(x)`` is what the call checks (shape, dtype, C order) and what the CUDA runtime
passes as a pointer: the data stay on the device. ``empty_like_kind(x, shape, dtype)`` makes an
output of the same kind on the same device (torch in, torch out; a DLPack-only array through its
``__array_namespace__``, else a pycuda ``GPUArray``).

Streams (``runtime/cuda.py``): without ``stream=`` the kernels run on the default stream after
a synchronization of the context (work queued on any stream, torch's current one included, is
finished) and the call returns when they have finished. With ``stream=`` they are ordered on that
stream only. A DLPack capsule is asked for with no stream (the legacy default stream, which
orders itself with the streams polyopt launches on).

>>> class Fake:  # any object with the interface
...     __cuda_array_interface__ = {"data": (1024, False), "shape": (2, 3), "typestr": "<f4", "version": 3}
>>> v = DeviceView(Fake())
>>> v.shape, v.dtype, v.pointer
((2, 3), dtype('float32'), 1024)
"""

from __future__ import annotations

import ctypes
import functools

import numpy as np

from polyopt.errors import ArgumentError, ShapeError

__all__ = ["DeviceView", "device_key", "dlpack_tensor", "empty_like_kind", "is_device_array", "maker_like_kind"]

DL_CUDA, DL_CUDA_MANAGED = 2, 13  # DLPack device types whose memory kernels can read
_DL_CODES = {0: "int", 1: "uint", 2: "float", 5: "complex"}


def is_device_array(x) -> bool:
    """True for a pycuda ``GPUArray``, an object with ``__cuda_array_interface__`` or one that
    exports DLPack on a CUDA device (a numpy array or CPU tensor: False)."""
    if hasattr(x, "__cuda_array_interface__") or (hasattr(x, "gpudata") and hasattr(x, "shape")):
        return True
    return hasattr(x, "__dlpack_device__") and hasattr(x, "__dlpack__") and \
        int(x.__dlpack_device__()[0]) in (DL_CUDA, DL_CUDA_MANAGED)


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    """DLPack's ``DLTensor``, the first member of the ``DLManagedTensor`` a ``"dltensor"`` capsule holds."""
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype, _get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
_is_valid = ctypes.pythonapi.PyCapsule_IsValid
_is_valid.restype, _is_valid.argtypes = ctypes.c_int, [ctypes.py_object, ctypes.c_char_p]


def dlpack_tensor(capsule, what: str = "a DLPack capsule"):
    """``(pointer, shape, dtype, strides in elements or None, (device type, id))`` of an unconsumed
    ``"dltensor"`` capsule, which is left unconsumed (its producer keeps the memory while it lives).

    >>> p, shape, dtype, strides, device = dlpack_tensor(np.zeros((2, 3), np.float32).__dlpack__())
    >>> shape, dtype, device
    ((2, 3), dtype('float32'), (1, 0))
    """
    if not _is_valid(capsule, b"dltensor"):
        raise ArgumentError(f"{what}: __dlpack__() did not return an unconsumed 'dltensor' capsule")
    t = DLTensor.from_address(_get_pointer(capsule, b"dltensor"))
    kind = _DL_CODES.get(t.dtype.code)
    if t.dtype.lanes != 1 or (kind is None and not (t.dtype.code == 6 and t.dtype.bits == 8)):
        raise ShapeError(f"{what}: DLPack dtype code {t.dtype.code}, {t.dtype.bits} bits x {t.dtype.lanes} lanes "
                         "has no numpy equivalent")
    dtype = np.dtype(np.bool_) if kind is None else np.dtype(f"{kind}{t.dtype.bits}")
    shape = tuple(int(t.shape[i]) for i in range(t.ndim))
    strides = tuple(int(t.strides[i]) for i in range(t.ndim)) if t.strides else None
    return (t.data or 0) + int(t.byte_offset), shape, dtype, strides, (t.device.device_type, t.device.device_id)


def _c_contiguous(shape: tuple[int, ...], strides: tuple[int, ...] | None, unit: int) -> bool:
    """Strides (in ``unit``s: bytes or elements) of a C-contiguous array; a dimension of extent 1
    may have any stride, an empty array is contiguous."""
    if strides is None or 0 in shape:
        return True
    want = _c_strides(shape, unit)
    return all(n == 1 or s == w for n, s, w in zip(shape, strides, want))


class _Flags:
    c_contiguous = True


class DeviceView:
    """A C-contiguous GPU array: ``shape``, ``dtype``, ``pointer`` and the object itself (``base``)."""

    flags = _Flags()

    def __init__(self, x, what: str = "a device array"):
        self.base = x
        if hasattr(x, "__cuda_array_interface__"):
            cai = x.__cuda_array_interface__
            try:
                self.shape = tuple(int(n) for n in cai["shape"])
                self.dtype = np.dtype(cai["typestr"])
                self.pointer = int(cai["data"][0])
                strides = cai.get("strides")
            except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
                raise ArgumentError(f"{what}: its __cuda_array_interface__ is not a dict with 'shape', 'typestr' "
                                    f"and 'data' that numpy reads ({type(e).__name__}: {e})") from None
            if not _c_contiguous(self.shape, None if strides is None else tuple(strides), self.dtype.itemsize):
                raise ShapeError(f"{what} must be C-contiguous on the device (strides {tuple(strides)}, shape "
                                 f"{self.shape}); pass .contiguous() / a copy")
        elif hasattr(x, "__dlpack__") and not hasattr(x, "gpudata"):
            self._capsule = x.__dlpack__()  # (kept while the view lives: the producer's memory stays)
            self.pointer, self.shape, self.dtype, strides, (kind, index) = dlpack_tensor(self._capsule, what)
            if kind not in (DL_CUDA, DL_CUDA_MANAGED):
                raise ArgumentError(f"{what} is a DLPack array on device type {kind}, not on a CUDA GPU")
            if index != 0:
                raise ArgumentError(f"{what} is on CUDA device {index}; polyopt's kernels run on device 0")
            if not _c_contiguous(self.shape, strides, 1):
                raise ShapeError(f"{what} must be C-contiguous on the device (strides {strides} elements, shape "
                                 f"{self.shape}); pass a contiguous copy")
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


def device_key(x):
    """``(key, pointer)`` of a device array for a call like an earlier one, cheaply: the key holds
    what the call's checks depend on (kind, shape, dtype, C order, device), so an array with an
    equal key passes them; ``(None, None)`` for a DLPack-only array (its capsule is the costly part)
    or anything else. A torch tensor is read through its own methods (its
    ``__cuda_array_interface__`` is a Python property that builds a dict on every access).

    >>> class Fake:
    ...     __cuda_array_interface__ = {"data": (1024, False), "shape": (2, 3), "typestr": "<f4", "version": 3}
    >>> device_key(Fake())
    ((<class 'polyopt.runtime.device_arrays.Fake'>, (2, 3), '<f4', None), 1024)
    """
    t = type(x)
    if t.__module__.startswith("torch") and hasattr(x, "data_ptr") and hasattr(x, "is_cuda"):
        if not x.is_cuda:
            return None, None
        return (t, tuple(x.shape), x.dtype, x.is_contiguous(), x.device.index, x.requires_grad), x.data_ptr()
    cai = getattr(x, "__cuda_array_interface__", None)
    if not isinstance(cai, dict) or cai.get("mask") is not None:
        return None, None
    try:
        strides = cai.get("strides")
        return (t, tuple(cai["shape"]), cai["typestr"], None if strides is None else tuple(strides)), \
            int(cai["data"][0])
    except (KeyError, IndexError, TypeError, ValueError):  # (the full path: DeviceView says what is wrong)
        return None, None


def maker_like_kind(x, shape: tuple[int, ...], dtype, zero: bool):
    """A function of no arguments that makes a new C-contiguous device array of ``shape`` and
    ``dtype`` of the kind of ``x`` (torch tensor, cupy array, an array with ``__array_namespace__``
    and ``device`` (the array API), else a pycuda ``GPUArray``), zeroed if ``zero``, on ``x``'s
    device; what does not change from call to call is looked up once, and ``x`` is not kept."""
    module = type(x).__module__.split(".")[0]
    dtype = np.dtype(dtype)
    if module == "torch":
        import torch
        tdt = torch.from_numpy(np.zeros(0, dtype)).dtype
        return functools.partial(torch.zeros if zero else torch.empty, shape, dtype=tdt, device=x.device)
    if module == "cupy":
        import cupy
        device = x.device

        def make():
            with device:
                return (cupy.zeros if zero else cupy.empty)(shape, dtype)
        return make
    if hasattr(x, "__array_namespace__") and hasattr(x, "device") and not hasattr(x, "__cuda_array_interface__"):
        xp = x.__array_namespace__()
        return functools.partial(xp.zeros if zero else xp.empty, shape, dtype=getattr(xp, dtype.name), device=x.device)
    return functools.partial(_gpuarray, shape, dtype, zero)


def _gpuarray(shape: tuple[int, ...], dtype: np.dtype, zero: bool):
    from polyopt.runtime import cuda
    with cuda.in_context():  # (pycuda allocates in the current context: polyopt's; without pycuda or a
        import pycuda.gpuarray as gpuarray  # GPU, in_context's TargetUnavailableError, not ModuleNotFoundError)
        return (gpuarray.zeros if zero else gpuarray.empty)(shape, dtype)


def empty_like_kind(x, shape: tuple[int, ...], dtype, zero: bool):
    """``maker_like_kind(x, shape, dtype, zero)()``: a new device array of the kind of ``x``."""
    return maker_like_kind(x, shape, dtype, zero)()
