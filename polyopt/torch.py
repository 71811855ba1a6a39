"""polyopt kernels as ``torch.autograd.Function``s: the forward kernel and its generated gradient
(``polyopt.grad``). An optional extra (``pip install 'polyopt[torch]'``); importing this module
imports torch.

>>> import torch, polyopt as po
>>> Mm = po.torch.function("def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }")
>>> a = torch.ones(2, 3, requires_grad=True)
>>> c = Mm.apply(a, torch.ones(3, 4))
>>> c.sum().backward()
>>> a.grad.tolist()
[[4.0, 4.0, 4.0], [4.0, 4.0, 4.0]]

CPU tensors reach the kernels without a copy (through numpy; a non-contiguous tensor is copied
once). CUDA tensors run the kernels compiled for ``target="cuda"`` and stay on the device: the
CUDA runtime takes them as they are (``__cuda_array_interface__``) and returns torch CUDA tensors,
forward and backward; the gradient's zero seeds are made on the device too.

Import polyopt before torch: torch loads its own libgomp when imported, and libgomp reads
``GOMP_SPINCOUNT`` (which ``import polyopt`` sets short) only then; imported after torch, polyopt's
threads spin 300000 rounds at every barrier (README, "Threads wait briefly").
"""

from __future__ import annotations

import threading

import numpy as np
import torch

from polyopt.errors import ArgumentError

__all__ = ["function"]


class _Kernels:
    """The forward kernel and the gradient of one def, per target, compiled on first use."""

    def __init__(self, source: str, entry: str | None, wrt, options):
        from polyopt.api import compile as compile_
        self.source, self.entry, self.wrt, self.options = source, entry, wrt, options
        self.forward = {"c": compile_(source, entry, options=options)}
        self.grads: dict[str, object] = {}
        self.grad_functions: dict[str, type[torch.autograd.Function]] = {}
        self.lock = threading.Lock()
        d = self.forward["c"].definition
        self.params = d.params
        self.outputs = d.outputs

    def kernel(self, target: str):
        with self.lock:
            if target not in self.forward:
                from polyopt.api import compile as compile_
                self.forward[target] = compile_(self.source, self.entry, target=target, options=self.options)
            return self.forward[target]

    def grad_function(self, target: str) -> type[torch.autograd.Function]:
        """The gradient kernel as a ``Function`` (its ``backward`` the gradient of the gradient)."""
        g = self.grad(target)
        with self.lock:
            if target not in self.grad_functions:
                self.grad_functions[target] = function(g.text, g.spec.entry, options=self.options)
            return self.grad_functions[target]

    def grad(self, target: str):
        with self.lock:
            if target not in self.grads:
                from polyopt.autodiff import grad
                self.grads[target] = grad(self.source, self.entry, self.wrt, target=target, options=self.options)
            return self.grads[target]


_NUMPY_DTYPES = {torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64,
                 torch.uint8, torch.bool, torch.complex64, torch.complex128}


def _array(x, target: str = "c"):
    """What a kernel call takes for ``x``: a numpy view of a tensor (0-d ones included), the
    (contiguous, detached) CUDA tensor itself for the CUDA target, or the number itself."""
    if isinstance(x, torch.Tensor):
        if x.device.type == "meta":
            raise ArgumentError("a tensor on the 'meta' device has no data for a kernel to read")
        if x.is_nested or x.layout != torch.strided:  # (sparse, nested, mkldnn: torch's raw RuntimeError)
            what, how = ("nested", "torch.nested.to_padded_tensor(x, 0.0)") if x.is_nested else \
                (str(x.layout).removeprefix("torch."), "x.to_dense()")
            raise ArgumentError(f"a {what} tensor has no dense array for a kernel to read: convert it ({how})")
        if x.dtype not in _NUMPY_DTYPES:
            raise ArgumentError(f"a {x.dtype} tensor has no numpy type for a kernel to read: convert it "
                                f"(.float(), .double(), ...) to one of the def's types")
        t = x.detach().resolve_conj().resolve_neg()
        if target == "cuda" and t.device.type == "cuda" and t.dim() > 0:
            return t.contiguous()  # the data stay on the device
        if t.device.type != "cpu":
            t = t.cpu()  # a 0-d tensor (a scalar parameter, passed by value)
        return t.numpy()  # (a strided view: the call copies it where it must, a ShapeError past memory)
    return x


def _tensor(a, device) -> torch.Tensor:
    """A kernel's result as a tensor on ``device`` (the CUDA target's results already are)."""
    if isinstance(a, torch.Tensor):
        return a if a.device == device else a.to(device)
    t = torch.from_numpy(np.ascontiguousarray(a))
    return t if device.type == "cpu" else t.to(device)


def _device(args) -> torch.device:
    """Where a call's tensors are (the first tensor's device; the CPU for numbers alone)."""
    return next((a.device for a in args if isinstance(a, torch.Tensor)), torch.device("cpu"))


def _zeros(shape, dtype: str, target: str, device) -> object:
    """A zero gradient seed where torch passes none: numpy for the C target, on the device for CUDA."""
    if target == "cuda":
        return torch.zeros(tuple(shape), dtype=getattr(torch, np.dtype(dtype).name), device=device)
    return np.zeros(shape, dtype=dtype)


def function(source: str, entry: str | None = None, *, wrt=None, options=None) -> type[torch.autograd.Function]:
    """A ``torch.autograd.Function`` for def ``entry`` of ``source``: ``Fn.apply(*args)`` takes the
    def's parameters in order (tensors of its dtypes; scalars as numbers or 0-d tensors) and returns
    its output(s) as tensors on the arguments' device; ``backward`` runs ``polyopt.grad``'s kernel
    (for ``wrt``, by default every float input). Use it inside a ``torch.nn.Module``'s forward."""
    ks = _Kernels(source, entry, wrt, options)
    params, outputs = ks.params, ks.outputs

    class Fn(torch.autograd.Function):
        @staticmethod
        def forward(*args):
            if len(args) != len(params):
                raise ArgumentError(f"{ks.forward['c'].name}() takes {len(params)} argument(s) "
                                    f"({', '.join(p.name for p in params)}), got {len(args)}")
            device = _device(args)
            target = "cuda" if device.type == "cuda" else "c"
            outs = ks.kernel(target)(*(_array(a, target) for a in args))
            outs = outs if isinstance(outs, tuple) else (outs,)
            result = tuple(_tensor(o, device) for o in outs)
            return result if len(result) > 1 else result[0]

        @staticmethod
        def vmap(info, in_dims, *args):  # torch.func.vmap: one call a batch element, stacked
            calls = [Fn.apply(*(a if d is None else a.select(d, b) for a, d in zip(args, in_dims)))
                     for b in range(info.batch_size)]
            if isinstance(calls[0], tuple):
                return tuple(torch.stack(o) for o in zip(*calls)), (0,) * len(calls[0])
            return torch.stack(calls), 0

        @staticmethod
        def setup_context(ctx, inputs, output):  # (apart from forward: torch.func's transforms)
            result = output if isinstance(output, tuple) else (output,)
            ctx.device = _device(inputs)
            ctx.target = "cuda" if ctx.device.type == "cuda" else "c"
            # (saved through torch: an input changed in place before backward is torch's error, not a
            # silently wrong gradient from a view of its new values)
            ctx.save_for_backward(*(a for a in inputs if isinstance(a, torch.Tensor)))
            ctx.numbers = {k: a for k, a in enumerate(inputs) if not isinstance(a, torch.Tensor)}
            ctx.shapes = [tuple(r.shape) for r in result]
            for r in result:
                if not r.is_floating_point():
                    ctx.mark_non_differentiable(r)

        @staticmethod
        def backward(ctx, *grads):
            g = ks.grad(ctx.target)
            saved = iter(ctx.saved_tensors)
            args = [ctx.numbers[k] if k in ctx.numbers else next(saved) for k in range(len(params))]
            seeds = []
            for pname, o in g.spec.seeds:  # d_O of each float output (zeros where torch has none)
                k = outputs.index(o)
                if grads[k] is None:
                    seeds.append(_zeros(ctx.shapes[k], g.kernel.definition.param(pname).dtype, ctx.target,
                                        ctx.device))
                else:
                    seeds.append(grads[k])
            if torch.is_grad_enabled() and any(isinstance(x, torch.Tensor) and x.requires_grad
                                               for x in (*args, *seeds)):
                # create_graph: the gradient kernel as a Function of its own, so that torch can
                # differentiate it again (through the gradient of the gradient's text)
                seeds = [torch.from_numpy(x).to(ctx.device) if isinstance(x, np.ndarray) else x for x in seeds]
                got = ks.grad_function(ctx.target).apply(*args, *seeds)
            else:
                got = g(*(_array(a, ctx.target) for a in (*args, *seeds)))
            got = got if isinstance(got, tuple) else (got,)
            by_name = dict(zip(g.wrt, got))
            out = []
            for k, p in enumerate(params):
                if p.name in by_name and ctx.needs_input_grad[k]:
                    out.append(_tensor(by_name[p.name], ctx.device))
                else:
                    out.append(None)
            return tuple(out)

    Fn.__name__ = Fn.__qualname__ = f"{ks.forward['c'].name}_function"
    Fn.kernels = ks
    return Fn
