"""Loop-tree nodes that carry the plan of an optimization.

A loop pass looks at one ``For`` of the loop tree and, when its optimization applies, returns a
node of its own type in the loop's place, holding what it decided; the C printer has one method
per node type (``CPrinter.node`` dispatches on it). The passes are tried on each loop, outermost
first, in the order of ``c.LOOP_PASSES``; a pass only reads the printer (the sizes, the
statements, the temporaries kept as local rows around the loop) and changes nothing.

>>> from polyopt.codegen.loops import AId, AInt, AOp, User
>>> flat = For("po_f0", AInt(0), AOp("le", (AId("po_f0"), AInt(783))), AInt(1), User("S0", ()))
>>> FlatLoop(flat).loop.iterator
'po_f0'
"""

from __future__ import annotations

from dataclasses import dataclass

from polyopt.codegen.loops import For, Node, User
from polyopt.poly.scop import Statement


@dataclass(frozen=True)
class FlatLoop(Node):
    """A loop pair that walks whole rows back to back, as one loop over the flat index
    ``loop.iterator`` (``codegen/flatten.py``): printed as that loop."""
    loop: For


@dataclass(frozen=True)
class RegisterBlock(Node):
    """A nest of reduction loops around vector loops (``nest``: outermost first) whose updates
    accumulate in vector registers across the whole nest (``codegen/microkernel.py``); ``rows``:
    per vector loop (statement, its arguments, the vector variable, dtype, where its reads come
    from: packed copies are planned when printed), ``span``: elements per row, ``trip``: None when
    the rows' length is known at run time only."""
    loop: For
    nest: tuple[For, ...]
    trip: int | None
    span: int
    rows: tuple[tuple, ...]


@dataclass(frozen=True)
class TransposeBlock(Node):
    """A block of two point loops, ``n`` x ``n`` elements, whose copy ``user`` is transposed in
    vector registers of ``lanes`` elements (``codegen/transpose.py``)."""
    loop: For
    inner: For
    user: User
    n: int
    lanes: int
    along: str      # the statement variable of ``loop`` (the source's last index)
    across: str     # the statement variable of ``inner`` (the target's last index)
    streams: bool   # non-temporal stores where the target's rows are aligned cache lines


@dataclass(frozen=True)
class StreamLoop(Node):
    """An innermost loop that assigns a large output along its last index, with non-temporal
    vector stores of ``lanes`` elements (``codegen/stream.py``)."""
    loop: For
    user: User
    along: str      # the statement variable the loop moves
    lanes: int


@dataclass(frozen=True)
class DotSums(Node):
    """A perfect nest (``nest``: outermost first) whose innermost body is a block of float sums
    ``sums`` (statement, call, the vector variable, dtype), one vector accumulator each kept
    through the whole nest, the lanes added up after it (``codegen/dot_sums.py``)."""
    loop: For
    nest: tuple[For, ...]
    sums: tuple[tuple, ...]


@dataclass(frozen=True)
class RegisterReduction(Node):
    """An innermost loop whose updates ``plans`` (statement, call) reduce into elements that do
    not move with it: a register accumulator each, combined after the loop; ``fork``: the loop
    goes to the threads (``codegen/reduction.py``)."""
    loop: For
    plans: tuple[tuple[Statement, User], ...]
    users: tuple[User, ...]     # every call in the loop's body, in order
    fork: bool


@dataclass(frozen=True)
class NestReduction(Node):
    """A nest that reduces into elements fixed for the whole nest: one ``parallel for
    reduction`` with an accumulator per update (statement, its first call)."""
    loop: For
    updates: tuple[tuple[Statement, User], ...]


@dataclass(frozen=True)
class ArraySections(Node):
    """A nest that reduces into elements that move with its inner loops only (column sums): the
    outer loop goes to the threads with OpenMP array-section reductions ``sections``."""
    loop: For
    sections: tuple[str, ...]
