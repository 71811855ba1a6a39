"""The examples in the docstrings run and print what they say (the viz modules: test_viz)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import polyopt

VIZ = {"polyopt.viz", "polyopt.viz.instances", "polyopt.viz.html"}
MODULES = sorted(m.name for m in pkgutil.walk_packages(polyopt.__path__, "polyopt.") if m.name not in VIZ)
MODULES += ["tests.machine", "tests.numerics"]  # the suite's own helpers
OPTIONAL = {"polyopt.torch": "torch"}  # modules of an optional extra -> the package they import


@pytest.mark.parametrize("module", MODULES)
def test_docstring_examples(module):
    if module in OPTIONAL:
        need = OPTIONAL[module]
        pytest.importorskip(need, reason=f"{module} needs {need} (make test installs it where it can)")
    res = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert res.failed == 0
