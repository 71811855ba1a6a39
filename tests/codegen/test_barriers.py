"""The barrier model's count (``codegen/barriers.py``): a loop whose iterations cost the same is
counted once and multiplied, and that gives what stepping through every iteration gives."""

from __future__ import annotations

import pytest

from polyopt.codegen import barriers
from polyopt.codegen.loops import AId, AInt, AOp, For, If, User


def _loop(v, lo, hi, body, marks=()):
    return For(v, lo, AOp("le", (AId(v), hi)), AInt(1), body, frozenset(marks))


def _min(a, b):
    return AOp("min", (a, b))


def _plus(e, k):
    return AOp("add", (e, AInt(k)))


c0, c1, c2 = AId("c0"), AId("c1"), AId("c2")
# tiles of 32 rows over columns in tiles of 16 (partial at the edges), a parallel loop inside,
# and a triangle and a condition whose bounds read the loop outside them
NESTS = {
    "tiles": _loop("c0", AInt(0), AInt(49), _loop("c1", AInt(0), AInt(70), _loop(
        "c2", c1, _min(_plus(c1, 15), AInt(70)), User("S0", (c0, c1, c2))), {"parallel"})),
    "parallel rows of a tile": _loop("c0", AInt(0), AInt(9), _loop("c1", AInt(0), AInt(40), _loop(
        "c2", AInt(0), AInt(5), User("S0", (c0, c1, c2))), {"parallel"})),
    "triangle": _loop("c0", AInt(0), AInt(30), _loop("c1", AInt(0), AInt(12), _loop(
        "c2", AInt(0), c1, If(AOp("ge", (c2, AInt(3))), User("S0", (c2,)))), {"parallel"})),
}


@pytest.mark.parametrize("name", NESTS)
@pytest.mark.parametrize("threads", [2, 3])
def test_equal_iterations_are_counted_once(name, threads, monkeypatch):
    fast = barriers._Counter(threads, 1)
    got = fast.cost(NESTS[name], {})
    monkeypatch.setattr(barriers._Counter, "_uniform", lambda self, n: False)
    slow = barriers._Counter(threads, 1)
    assert got == slow.cost(NESTS[name], {})
    assert fast.steps < slow.steps
