"""``import polyopt`` and a kernel found in the compile records load only what they use.

The pipeline (the parser and lark, isl, the scheduler, the code generators) is imported when a
kernel is first scheduled, or when someone asks for ``polyopt.transforms``, ``polyopt.driver`` and
the like; the public names stay where they were. Each check runs in a fresh process.
"""

from __future__ import annotations

import pathlib
import textwrap

import polyopt as po
from tests.children import fresh_process

HEAVY = ["islpy", "lark", "polyopt.driver", "polyopt.lang.parser", "polyopt.schedule.scheduler",
         "polyopt.codegen.c", "polyopt.poly.scop"]

CHILD = textwrap.dedent("""
    import json, sys
    import numpy as np
    import polyopt as po
    heavy = json.loads(sys.argv[1])
    seen = {"import": [m for m in heavy if m in sys.modules]}
    k = po.compile("def inc(float(N) X) -> (Y) { Y(i) = X(i) + 1.0 }")
    y = k(np.arange(5, dtype=np.float32))
    seen["call"] = [m for m in heavy if m in sys.modules]
    seen["y"] = y.tolist()
    seen["dir"] = dir(po)
    seen["transforms"] = po.transforms.__name__
    seen["after"] = [m for m in heavy if m in sys.modules]
    print(json.dumps(seen))
""")


def _child(cache: pathlib.Path) -> dict:
    return fresh_process(CHILD, HEAVY, cache)


def test_recorded_kernel_runs_without_the_pipeline(tmp_path):
    first = _child(tmp_path / "cache")
    assert first["import"] == []  # import polyopt
    assert "islpy" in first["call"] and "polyopt.driver" in first["call"]  # a first compile schedules
    second = _child(tmp_path / "cache")
    assert second["import"] == [] and second["call"] == []  # found in the compile records
    assert second["y"] == first["y"] == [1.0, 2.0, 3.0, 4.0, 5.0]
    assert second["transforms"] == "polyopt.schedule.transforms"
    assert "islpy" in second["after"]  # (transforms uses isl)
    assert second["dir"] == first["dir"]


def test_public_names():
    names = dir(po)
    for name in [*po.__all__, "transforms", "driver", "schedule", "tuning"]:
        assert name in names, name
        assert getattr(po, name) is not None
    from polyopt import transforms
    from polyopt.schedule import transforms as same
    assert transforms is same is po.transforms
    assert po.driver.run and po.schedule.transforms is same and po.tuning.tuning
    namespace: dict = {}
    exec("from polyopt import *", namespace)
    assert namespace["transforms"] is same and namespace["compile"] is po.compile
