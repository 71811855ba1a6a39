"""polyopt: a polyhedral loop optimizer for tensor kernels.

>>> import numpy as np, polyopt as po
>>> k = po.compile("def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }")
>>> k(np.ones((2, 3), np.float32), np.ones(3, np.float32))
array([3., 3.], dtype=float32)
"""

from polyopt.api import Compiled, Kernel, compile  # noqa: A004
from polyopt.contract import einsum
from polyopt.errors import (
    ArgumentError,
    BoundsError,
    CompileError,
    NotDifferentiable,
    ParseError,
    PolyoptError,
    RangeError,
    RankError,
    RuntimeFault,
    ScheduleError,
    SemanticError,
    ShapeError,
    TargetUnavailableError,
)
from polyopt.options import Options, OptionsError
from polyopt.target import Gpu, Target

__version__ = "0.1.0"

__all__ = ["compile", "einsum", "Kernel", "Compiled", "Options", "PolyoptError", "ParseError", "SemanticError",
           "RangeError", "RankError", "BoundsError", "ShapeError", "ArgumentError", "ScheduleError", "CompileError",
           "TargetUnavailableError", "RuntimeFault", "NotDifferentiable", "OptionsError", "Target", "Gpu",
           "transforms", "__version__"]


def tune(source, entry=None, sizes=None, **kwargs):
    """Autotune a kernel's schedule: ``(best Options, TuningResult)`` (see ``polyopt.tune.tune``)."""
    from polyopt.tune.tune import tune as _tune
    return _tune(source, entry, sizes, **kwargs)


__all__.append("tune")


def grad(source, entry=None, wrt=None, **kwargs):
    """The gradient of a kernel as a compiled kernel (``polyopt.autodiff.grad``): called with the
    forward arguments and ``d_O`` for each float output, it returns ``d_X`` for each input of ``wrt``."""
    from polyopt.autodiff import grad as _grad
    return _grad(source, entry, wrt, **kwargs)


# Imported on first use: ``polyopt.transforms`` and the pipeline (``driver``, ``schedule``,
# ``tuning``: isl, lark, the scheduler and the code generators), which a kernel found in the
# compile records never needs, and ``polyopt.torch``, which imports torch. (Every name but torch
# was an attribute after ``import polyopt`` before, and still is, as ``dir`` says.)
_LAZY = {"transforms": "polyopt.schedule.transforms", "driver": "polyopt.driver", "schedule": "polyopt.schedule",
         "tuning": "polyopt.tuning", "torch": "polyopt.torch"}


def __getattr__(name):
    if name in _LAZY:
        import importlib
        module = importlib.import_module(_LAZY[name])
        globals()[name] = module  # (a submodule is set by its import too; transforms is not one)
        return module
    raise AttributeError(f"module 'polyopt' has no attribute {name!r}")


def __dir__():
    return sorted({*globals(), *_LAZY} - {"_LAZY", "torch"})


__all__.append("grad")
