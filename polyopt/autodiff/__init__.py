"""Reverse-mode differentiation of kernels into kernels: ``polyopt.autodiff(source, entry, wrt)``.

The gradient is a def of the kernel language (``.text``), compiled by the same pipeline as any
kernel. It takes the forward arguments and ``d_O`` for each float output ``O`` and returns
``d_X`` for each input ``X`` of ``wrt`` (``d_X = sum over O of d_O * dO/dX``).

>>> import numpy as np, polyopt as po
>>> g = po.grad("def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }")
>>> print(g.text.split("\\n", 1)[1])  # doctest: +NORMALIZE_WHITESPACE
def mm_grad(float(M, K) A, float(K, N) B, float(M, N) d_C) -> (d_A, d_B) {
    # the gradient, statement by statement from the last (d_X: d loss / d X)
    d_A(i, k) +=! d_C(i, j) * B(k, j)
    d_B(k, j) +=! d_C(i, j) * A(i, k)
}
<BLANKLINE>
>>> A, B, dC = np.ones((2, 3), np.float32), np.ones((3, 4), np.float32), np.ones((2, 4), np.float32)
>>> dA, dB = g(A, B, dC)
>>> dA.tolist()
[[4.0, 4.0, 4.0], [4.0, 4.0, 4.0]]
"""

from __future__ import annotations

import functools

import numpy as np

from polyopt.autodiff import dead, extrema, rounds, updates
from polyopt.autodiff.reverse import Backward, backward
from polyopt.autodiff.rules import NotDifferentiable
from polyopt.errors import ArgumentError, PolyoptError, ShapeError
from polyopt.lang.check import check, is_float
from polyopt.lang.parser import parse
from polyopt.poly.build import build_scop

__all__ = ["grad", "Gradient", "NotDifferentiable"]


class Gradient:
    """The compiled gradient of a kernel: call it with the forward arguments and then ``d_O`` for
    each float output (positionally or by name); it returns ``d_X`` for each input of ``wrt``
    (one array, or a tuple). ``.text`` is its kernel text, ``.kernel`` the ``Kernel`` compiled
    from it (``.source``, ``.schedule``, ``.explain()``, ... are the kernel's)."""

    def __init__(self, spec: Backward, kernel, scop, source: str):
        self.spec = spec
        self.kernel = kernel
        self._scop = scop
        self._source = source
        self._checked: set = set()

    @functools.cached_property
    def _scop_with_empty_sizes(self):
        """The forward model for sizes that may be 0 (as the forward kernel's calls with empty
        arrays see it): ``y(i) +=! x(t, i) where t in 1:T`` still gives ``y`` N elements at T = 0."""
        return build_scop(self._scop.checked, self._source, split_conditions=False, min_size=0)

    def _forward_shape(self, tensor: str, sizes: dict[str, int]) -> tuple[int, ...]:
        """``tensor``'s shape in the forward kernel's call at ``sizes``: from the model for empty
        sizes where a size is 0 or a tensor has an empty dimension, as ``Kernel._per_dimension``
        (a 2 x 2 max pool of a 1 x 1 image is 1 x 1 x 0 x 0, not 0 x 0 x 0 x 0)."""
        c = self._scop.checked
        if 0 in sizes.values() or any(0 in self._scop.shape(t, sizes) for t in (*c.outputs, *c.temps)):
            try:
                return self._scop_with_empty_sizes.shape(tensor, sizes)
            except PolyoptError:
                pass  # (as the forward kernel: no model for empty sizes, its own)
        return self._scop.shape(tensor, sizes)

    @property
    def text(self) -> str:
        return self.spec.text

    @property
    def wrt(self) -> tuple[str, ...]:
        return self.spec.wrt

    @property
    def outputs(self) -> tuple[str, ...]:
        return self.spec.outputs

    def __getattr__(self, name):  # source, schedule, explain, specialize, scop, ...
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.kernel, name)

    def specialize(self, /, *args, **sizes: int):
        """The gradient kernel compiled for the forward kernel's sizes, given by name
        (``Kernel.specialize``); the sizes of the ``d_O`` parameters follow from them."""
        want, derived = self._scop.checked.sizes, [s for s, _, _ in self.spec.new_sizes]
        name = self.spec.entry
        if args:
            raise ArgumentError(f"{name}: specialize takes the forward kernel's sizes by name "
                                f"({', '.join(f'{s}=...' for s in want) or 'none'}), got {len(args)} positional "
                                f"argument(s)")
        if set(sizes) & set(derived):
            raise ArgumentError(f"{name}: {', '.join(sorted(set(sizes) & set(derived)))} follow(s) from the forward "
                                f"kernel's sizes ({', '.join(want)}): leave them out")
        if set(sizes) != set(want):
            unknown, missing = sorted(set(sizes) - set(want)), [s for s in want if s not in sizes]
            what = [f"unknown size(s) {', '.join(unknown)}"] if unknown else []
            what += [f"missing size(s) {', '.join(missing)}"] if missing else []
            raise ArgumentError(f"{name}: {'; '.join(what)}; sizes are {', '.join(want) or 'none'}")
        for k, v in sizes.items():
            if not isinstance(v, int | np.integer) or isinstance(v, bool) or not 0 <= v < 2**62:
                raise ShapeError(f"{name}: size {k} must be an int >= 0 (and below 2**62), got {v!r}")
        extra = {s: self._forward_shape(o, sizes)[k] for s, o, k in self.spec.new_sizes}
        return self.kernel.specialize(**sizes, **extra)

    def __call__(self, *args, out=None, stream=None, **kwargs):
        k = self.kernel
        bound = k.bind(args, kwargs)
        params = k.definition.params
        sizes: dict[str, int] = {}
        for p in params:
            if p.shape and p.name not in dict(self.spec.seeds):
                for want, got in zip(p.shape, _shape(bound[p.name]) or ()):
                    if isinstance(want, str):
                        sizes.setdefault(want, got)
        key = tuple(_shape(bound[p]) for p, _ in self.spec.seeds) + tuple(sorted(sizes.items()))
        if key not in self._checked:
            self._check_seeds(bound, sizes)
            self._checked.add(key)
        return k(*(bound[p.name] for p in params), out=out, stream=stream)

    def _check_seeds(self, bound: dict, sizes: dict[str, int]) -> None:
        """Each ``d_O`` has the shape the forward kernel gives ``O`` at these sizes."""
        for pname, o in self.spec.seeds:
            if any(s not in sizes for s in self._scop.params):
                return  # a size the forward arguments do not give: the kernel call reports it
            want = self._forward_shape(o, sizes)
            kept = self._scop.checked.kept.get(o)
            if kept is not None:  # the last steps a call returns
                want = want[1:] if kept.drop else (min(kept.count, want[0]),) + want[1:]
            got = _shape(bound[pname])
            if got is not None and tuple(got) != tuple(want):  # (None: the kernel's call says what it is)
                raise ShapeError(f"{self.spec.entry}: {pname} has shape {tuple(got)}, but the forward kernel's "
                                 f"output {o} has shape {tuple(want)} at these sizes")

    def __repr__(self):
        return f"<polyopt.Gradient {self.spec.entry} d/d({', '.join(self.wrt)})>"


def _shape(x) -> tuple[int, ...] | None:
    """``x``'s shape as numpy reads it, None where numpy cannot (a ragged list) or where ``x`` is
    None: the kernel's call reports it, naming the argument."""
    if x is None:
        return None
    try:
        return np.shape(x)
    except ValueError:
        return None


def grad(source: str, entry: str | None = None, wrt=None, *, target: str = "c", options=None,
         dynamic: bool = False) -> Gradient:
    """The gradient (vector-Jacobian product) of def ``entry`` of ``source`` as a compiled kernel.

    ``wrt`` names the inputs to differentiate (a name or a sequence; by default every float input,
    scalars included); an integer, bool or index input there raises ``NotDifferentiable``, as
    does a construct on the way from them to the outputs that has no gradient (a recurrence that
    reads its own step, ``lgamma``, a partial overwrite). A recurrence over steps (``A(t, i) =
    f(A(t - 1, i - 1), ...)``) gets a gradient that runs the steps backwards (``steps.py``).
    ``target``, ``options`` and ``dynamic`` are ``compile``'s."""
    from polyopt.api import compile as compile_
    program = parse(source)
    d = program.get(entry)
    checked = check(d, program.source)
    if checked.needs_out:
        raise NotDifferentiable(f"{d.name}: output(s) {', '.join(checked.needs_out)} accumulate into the caller's "
                                "out= array: no gradient")
    names = _wrt(checked, wrt)
    checked = rewritten(checked, program.source)
    scop = build_scop(checked, program.source, split_conditions=False)
    spec = backward(checked, scop, names, program.source)
    kernel = compile_(spec.text, spec.entry, target=target, options=options, dynamic=dynamic)
    return Gradient(spec, kernel, scop, program.source)


def rewritten(checked, source: str | None = None):
    """``checked`` as the reverse pass differentiates it: updates as assignments, reductions that
    read their accumulator or earlier steps as recurrences, overwrites that read their own writes
    in rounds, values overwritten before any read left out, maxima over computed values stored."""
    checked = updates.as_steps(updates.as_assignments(checked, source), source)
    checked = updates.as_sums(checked, source)
    checked = rounds.in_rounds(checked, source)
    checked = dead.without_dead_writes(checked, source)
    return extrema.stored(checked, source)


def _wrt(checked, wrt) -> tuple[str, ...]:
    params = {p.name: p for p in checked.definition.params}
    if wrt is None:
        names = tuple(n for n, p in params.items() if is_float(p.dtype))
        if not names:
            raise NotDifferentiable(f"{checked.definition.name} has no float input to differentiate")
        return names
    if not isinstance(wrt, str | tuple | list) or not all(isinstance(n, str) for n in wrt):
        raise ArgumentError(f"wrt must be an input's name or a sequence of names, got {wrt!r}")
    names = (wrt,) if isinstance(wrt, str) else tuple(wrt)
    if not names:
        raise ArgumentError(f"wrt names no input of {checked.definition.name}: name one or more, or leave it out "
                            "(every float input)")
    for n in names:
        if n not in params:
            raise ArgumentError(f"wrt: {n!r} is not an input of {checked.definition.name} "
                                f"(inputs: {', '.join(params)})")
        if not is_float(params[n].dtype):
            raise NotDifferentiable(f"wrt: input {n!r} of {checked.definition.name} is {params[n].dtype}, not a float: "
                                    "it has no gradient")
    if len(set(names)) != len(names):
        raise ArgumentError("wrt names an input twice")
    return names
