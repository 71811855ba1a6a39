"""Autotuning: search the schedule space (``Options``) of a kernel by measuring candidates.

``polyopt.tune(source, entry, sizes, budget=..., strategy="random"|"genetic"|"model")`` returns
``(best Options, TuningResult)``; the pieces are ``space`` (candidates as genes),
``strategies`` (random, genetic, cost-model guided), ``measure`` (worker processes, checks,
time limits, Dask) and ``db`` (the SQLite results database, ``compile(..., tuned=True)``,
history export).

This package is itself callable: ``polyopt.tune(...)`` is ``polyopt.tune.tune.tune(...)``
whether ``polyopt.tune`` names the package (once imported) or the lazy function of ``polyopt``.
"""

from __future__ import annotations

import sys
import types

from polyopt.tune.db import TuningDB, TuningKey, export_history, lookup
from polyopt.tune.measure import Trial
from polyopt.tune.space import Candidate, Space, build_kernel
from polyopt.tune.strategies import STRATEGIES, GeneticSearch, ModelSearch, RandomSearch, Strategy, make_strategy
from polyopt.tune.tune import TuningResult
from polyopt.tune.tune import tune as _tune

__all__ = ["TuningResult", "Trial", "Candidate", "Space", "build_kernel", "TuningDB", "TuningKey",
           "export_history", "lookup", "Strategy", "RandomSearch", "GeneticSearch", "ModelSearch",
           "make_strategy", "STRATEGIES"]


class _CallableModule(types.ModuleType):
    """Importing ``polyopt.tune`` makes it an attribute of ``polyopt`` (replacing the lazy
    function there): calling the module keeps ``polyopt.tune(...)`` working."""

    def __call__(self, *args, **kwargs):
        return _tune(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule

