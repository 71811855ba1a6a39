"""``Schedule``: a scop with the schedule tree that orders its instances, and its explanation.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> from polyopt.schedule.program import program_order
>>> s = program_order(build_scop(check(parse("def f(float(N) X) -> (Y) { Y(i) = X(i) }").defs[0])))
>>> print(s.explain().splitlines()[0])
schedule: program order
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import islpy as isl

from polyopt.poly import tree as T
from polyopt.poly.scop import Scop

KIND_WORDS = {"program": "program order", "auto": "automatic (isl scheduler)", "custom": "custom (transformed)"}


@dataclass(frozen=True)
class Schedule:
    """The statements of ``scop`` ordered by the tree ``root``; ``notes`` record the decisions.
    ``sized``: the questions a size-generic schedule leaves to the sizes, each a function of the
    parameter context with every size fixed that says whether the schedule for those sizes differs
    (``optimize.Sizing``; ``answers``)."""
    scop: Scop
    root: T.Root
    kind: str = "program"
    notes: tuple[str, ...] = ()
    sized: tuple = ()

    def answers(self, sizes: dict[str, int]) -> tuple[bool, ...]:
        """The ``sized`` questions answered at ``sizes``: where one is True, code for those sizes
        has a schedule of its own (``scheduler.schedule(..., sizes=sizes)``)."""
        if not self.sized:
            return ()
        fixed = self.scop.fixed_context(sizes)
        return tuple(q(fixed) for q in self.sized)

    @functools.cached_property
    def deps(self):
        """The dependences of the scop (computed once per schedule object when asked)."""
        from polyopt.poly.deps import compute
        return compute(self.scop)

    @functools.cached_property
    def tree(self) -> isl.Schedule:
        """The isl schedule tree."""
        return T.to_isl(self.root)

    @property
    def bands(self) -> list[T.Band]:
        return T.bands(self.root)

    def __str__(self):
        text = self.tree.get_root().to_str().replace("# YOU ARE HERE\n", "")
        return f"# schedule: {KIND_WORDS.get(self.kind, self.kind)}\n{text}"

    def _repr_html_(self):  # Jupyter: the tree as nested boxes
        from polyopt.viz.html import schedule_html
        return schedule_html(self)

    def _repr_pretty_(self, p, cycle):  # IPython
        p.text(str(self))

    def explain(self) -> str:
        """The schedule in words and a table: fusion groups, bands, tiles, parallel/vector/unroll loops."""
        lines = [f"schedule: {KIND_WORDS.get(self.kind, self.kind)}"]
        groups = _groups(self.root)
        lines.append(f"fusion groups ({len(groups)}): " + "; ".join("{" + ", ".join(g) + "}" for g in groups))
        rows = [("band", "statements", "loops", "role", "tile", "parallel", "vector", "unroll")]
        for i, (b, marks, stmts) in enumerate(_band_rows(self.root)):
            loops = ", ".join(T.member_text(b.member(k)) for k in range(b.n))
            par = "yes" if "parallel" in marks else ("coincident" if any(b.coincident) else "no")
            unroll = "yes" if "unroll" in b.types() else "no"
            rows.append((str(i), ", ".join(stmts), loops, b.role or "-", "x".join(map(str, b.tile_sizes)) or "-",
                         par, "yes" if "vector" in marks else "no", unroll))
        widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
        for r in rows:
            lines.append("  " + "  ".join(x.ljust(w) for x, w in zip(r, widths)).rstrip())
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)


def statements_in(n: T.Node, domain: isl.UnionSet) -> list[str]:
    names = set()
    lst = domain.get_set_list()
    for i in range(lst.n_set()):
        names.add(lst.get_at(i).get_tuple_name())
    return sorted(names)


def _groups(root: T.Root) -> list[list[str]]:
    child = root.child
    while isinstance(child, T.Mark):
        child = child.child
    if isinstance(child, T.Sequence):
        return [statements_in(f, f.filter.intersect(root.domain)) for f in child.children]
    return [statements_in(child, root.domain)]


def _band_rows(root: T.Root):
    """(band, marks just above it, statements under it) in pre-order."""
    out = []

    def visit(n, domain, marks):
        if isinstance(n, T.Band):
            out.append((n, marks, statements_in(n, domain)))
            visit(n.child, domain, ())
        elif isinstance(n, T.Mark):
            visit(n.child, domain, marks + (n.name,))
        elif isinstance(n, T.Filter):
            visit(n.child, domain.intersect(n.filter), ())
        else:
            for c in T.children(n):
                visit(c, domain, ())
    visit(root.child, root.domain, ())
    return out
