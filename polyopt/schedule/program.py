"""The original program order as a ``Schedule``: statements in sequence, each in its own loop
nest (the tree itself is ``poly/order.py``: the model needs it too).

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> scop = build_scop(check(parse("def f(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }").defs[0]))
>>> print(program_order(scop).tree.get_map())
[N] -> { S0[i] -> [i] }
"""

from __future__ import annotations

from polyopt.poly.order import program_tree
from polyopt.poly.scop import Scop
from polyopt.schedule.schedule import Schedule


def program_order(scop: Scop) -> Schedule:
    """Statements one after another in text order, each in its own loop nest (``program_tree``)."""
    return Schedule(scop, program_tree(scop), "program")
