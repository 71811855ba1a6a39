"""A kernel's code for one set of sizes (or any size), with every stage behind it on demand.

``Kernel`` (``polyopt/api.py``) makes these; a call runs ``function``, and ``schedule``, ``tree``,
``report`` and ``explain()`` recompute the pipeline's intermediate results only when asked.

>>> import numpy as np, polyopt as po
>>> c = po.compile("def twice(float(N) X) -> (Y) { Y(i) = 2 * X(i) }").specialize(N=3)
>>> c.sizes, c.shape("Y")
((('N', 3),), (3,))
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from polyopt.codegen.cfunction import CFunction
from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly.returns import returned_shape

if TYPE_CHECKING:  # (imported where used: calling recorded code needs none of them, nor isl)
    from polyopt.codegen.branchfree import Statements
    from polyopt.codegen.loops import Node
    from polyopt.codegen.measure import CodeReport
    from polyopt.poly.scop import Scop
    from polyopt.schedule.schedule import Schedule


class Compiled:
    """One kernel specialized for concrete sizes (or size-generic when ``sizes`` is empty).

    ``function`` (the C code and how to call it) is always at hand; the pipeline's intermediate
    results come from callables on first use: ``scop`` the Scop, ``lower`` the (Schedule, loop
    tree) pair the code was generated from, ``load`` the opened library. A kernel found in the
    compile records (``polyopt.runtime.records``) is thus callable at once and schedules again only
    if someone looks at ``schedule``, ``tree``, ``report`` or ``explain()``. ``tuned_from`` says
    where its Options came from: ``"not read"`` (the tuning database was not asked), ``"exact"``,
    ``"nearest M=..."`` or ``"default"`` (asked, nothing stored near enough).
    """

    tuned_from = "not read"

    def __init__(self, sizes: tuple[tuple[str, int], ...], function: CFunction, options: Options,
                 scop: Callable[[], Scop], lower: Callable[[], tuple[Schedule, Node]], *,
                 shapes: dict[str, tuple[int, ...]] | None = None, load: Callable[[], tuple] | None = None,
                 kept: dict[str, ir.Kept] | None = None):
        self.sizes = sizes  # empty for a size-generic kernel (sizes are arguments)
        self.kept = kept or {}  # outputs of which a call returns the last steps (Checked.kept)
        self.function = function
        self.options = options
        self._get_scop = scop
        self._lower = lower
        self._load = load or self._load_library
        if shapes is not None:  # outputs and temps at ``sizes``, when already known
            self._shapes = shapes

    @functools.cached_property
    def scop(self) -> Scop:
        return self._get_scop()

    @functools.cached_property
    def _stages(self) -> tuple[Schedule, Node]:
        return self._lower()

    @property
    def schedule(self) -> Schedule:
        return self._stages[0]

    @property
    def tree(self) -> Node:
        return self._stages[1]

    @property
    def source(self) -> str:
        return self.function.source

    def shape(self, tensor: str) -> tuple[int, ...]:
        """The shape of an output as a call returns it (its last steps only, for ``A[-1]`` and
        ``A[-k:]``), or of a temporary's buffer."""
        return returned_shape(self._shapes[tensor], self.kept.get(tensor))

    def buffer_shape(self, tensor: str) -> tuple[int, ...]:
        """The shape of the array the C function takes for ``tensor``: as stored (``poly.storage``:
        a few steps of a time-stepped tensor; every step of an output returned whole)."""
        return self._shapes[tensor]

    def at(self, sizes: dict[str, int]) -> Compiled:
        """This size-generic kernel bound to concrete sizes (same code; shapes for those sizes)."""
        return Compiled(tuple((k, sizes[k]) for k in self.scop.params), self.function, self.options,
                        lambda: self.scop, lambda: self._stages, load=lambda: self._fn, kept=self.kept)

    @functools.cached_property
    def _shapes(self) -> dict[str, tuple[int, ...]]:
        values = dict(self.sizes)
        return {t: self.scop.shape(t, values) for t, info in self.scop.checked.tensors.items()
                if info.kind in ("output", "temp")}

    @functools.cached_property
    def report(self) -> CodeReport:
        """Loop nests and branches left inside innermost loops (from the loop tree), overall and in
        the code that runs the full tiles."""
        from polyopt.codegen.branchfree import Statements
        from polyopt.codegen.cnames import size_names
        from polyopt.codegen.loops import lower
        from polyopt.codegen.measure import full_tile_instances, measure
        from polyopt.poly.tree import to_isl
        from polyopt.schedule.generic import generic
        stmts = Statements(self.scop.statements, self.scop.checked.sizes)
        root = self.schedule.root if self.sizes else generic(self.schedule.root)  # as lowered
        inst = full_tile_instances(root)
        full = None
        budget = self.options.max_pieces
        if inst is not None:
            restricted = dataclasses.replace(root, domain=root.domain.intersect(inst))
            context = self.scop.fixed_context(dict(self.sizes)) if self.sizes else self.scop.context
            full = lower(to_isl(restricted), context, size_names(self.scop))
            full = self._branch_free(full, stmts)[0]
        kept = self._branch_free(self.tree, stmts)[1]  # (the loops the budget kept have their guards still)
        return measure(self.tree, stmts, full, frozenset(self.scop.checked.sizes), kept, budget)

    def _branch_free(self, tree: Node, stmts: Statements):
        from polyopt.codegen.branchfree import branch_free
        if not self.options.separate_tiles:
            return tree, ()
        return branch_free(tree, self.options.max_pieces, stmts if self.options.split_conditions else None,
                           dict(self.sizes) or None)

    @property
    def rows_only(self) -> frozenset[str]:
        """Temporaries the C keeps in rows inside its loops only (``codegen/local_rows.py``): the
        function takes no array for them, so a call allocates none."""
        if not isinstance(self.function, CFunction):
            return frozenset()
        taken = {n for n, _ in self.function.args}
        return frozenset(t for t in self.scop.checked.temps if t not in taken)

    def explain(self) -> str:
        """The schedule in words, what the code looks like, and notes on conditions kept as selects."""
        sizes = ", ".join(f"{k}={v}" for k, v in self.sizes) or "any size (size-generic)"
        lines = [self.schedule.explain(), f"code for {sizes}: {self.report}",
                 f"lines of C: {self.source.count(chr(10))}"]
        if self.sizes:
            from polyopt.poly.storage import memory
            lines += memory(self.scop, dict(self.sizes), self.rows_only)
        kept = self.report.kept_text()
        lines += [f"note: {n}" for n in self.scop.notes + ((kept,) if kept else ())]
        return "\n".join(lines)

    @functools.cached_property
    def _fn(self):
        """``(ffi, C function)``: the library built by gcc (or found in its cache), opened."""
        return self._load()

    def _load_library(self):
        from polyopt import driver
        return driver.load(self.function, self.options)

    def __repr__(self):
        sizes = ", ".join(f"{k}={v}" for k, v in self.sizes) or "size-generic"
        return f"<polyopt.Compiled {self.function.name} {sizes}>"
