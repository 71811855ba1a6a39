"""Measures of generated code taken from the loop tree (not from text): nests, innermost loops,
the branches left inside innermost loops, and the selects that depend on data.

A branch is an ``if`` or a ``?:`` of control flow in the body of an innermost loop: a guard
isl's AST generator left there, a select in an index, an affine ternary (or ``min``/``max`` of
affine operands) left in a statement's body, or a ``min``/``max`` in an index that moves with
the loop. ``min``/``max`` in a loop's bounds are not branches (they are evaluated once per
entry into the loop) and are counted apart (``bounds``); a condition that depends on data is a
select the kernel asked for (``selects``), not control flow.

The full-tile figures come from the loop tree generated for the instances of the full tiles
alone (the part isl's isolate option separates), so they say what runs in full tiles exactly.

>>> from polyopt.codegen.loops import For, If, User, AId, AInt, AOp
>>> loop = For("c0", AInt(0), AOp("le", (AId("c0"), AInt(9))), AInt(1), User("S0", (AId("c0"),)))
>>> measure(loop, {}).branches
0
>>> guarded = For("c0", AInt(0), AOp("le", (AId("c0"), AInt(9))), AInt(1),
...               If(AOp("ge", (AId("c0"), AInt(1))), User("S0", (AId("c0"),))))
>>> measure(guarded, {}).branches
1
"""

from __future__ import annotations

from dataclasses import dataclass

from polyopt.codegen.loops import AExpr, AOp, Block, For, If, Node, User, uses, walk
from polyopt.lang import ir
from polyopt.poly.affine import is_affine_cond
from polyopt.poly.pieces import minmax_condition


@dataclass(frozen=True)
class CodeReport:
    nests: int                 # top-level loop nests
    innermost: int             # innermost loops
    branches: int              # if and ?: of control flow inside innermost loops
    full_tile_innermost: int = 0   # innermost loops of the code that runs the full tiles
    full_tile_branches: int = 0    # branches inside those
    selects: int = 0           # selects on data kept in innermost loop bodies (on purpose)
    bounds: int = 0            # min/max in the bounds of innermost loops (once per loop entry)
    full_tile_bounds: int = 0  # min/max in the bounds of the full tiles' innermost loops
    kept: tuple[tuple[int, int], ...] = ()  # (branches, pieces they need) per loop kept over the budget
    budget: int = 0            # Options.max_pieces the code was generated with (0: not known)

    def __str__(self):
        text = (f"{self.nests} loop nest(s), {self.innermost} innermost loop(s) with {self.branches} branch(es) "
                f"inside; full tiles: {self.full_tile_innermost} innermost loop(s) with "
                f"{self.full_tile_branches} branch(es) and {self.full_tile_bounds} min/max in their bounds")
        if self.selects:
            text += f"; {self.selects} select(s) on data in innermost loops (kept: they depend on data)"
        return text

    def kept_text(self) -> str | None:
        """What the budget kept, in words, with the option that would remove it (None if nothing)."""
        if not self.kept:
            return None
        need = max(p for _, p in self.kept)
        per = ", ".join(f"{b} branch(es) needing {p} pieces" for b, p in self.kept)
        return (f"{len(self.kept)} innermost loop(s) keep their branches ({per}): splitting them goes over the "
                f"code-size budget of {self.budget} pieces per loop; po.Options(max_pieces={need}) splits them")


def full_tile_instances(root):
    """Statement instances that run inside full tiles: inside the isolated part of every band
    with an isolate option above them (a tile band, a register block, a nested band's tiles),
    the option read with the whole schedule of the loops around that band."""
    import islpy as isl

    from polyopt.poly import tree as T
    from polyopt.schedule.generic import isolate_set
    found = []

    def visit(n, dom, prefix, isolated):
        if isinstance(n, T.Band):
            sched = n.schedule if prefix is None else prefix.flat_range_product(n.schedule)
            iso = isolate_set(n.options)
            if iso is not None:
                tiles = isl.UnionSet.from_set(iso.unwrap().wrap().flatten())
                dom = isl.UnionMap.from_multi_union_pw_aff(sched).intersect_domain(dom).intersect_range(tiles).domain()
                isolated = True
            visit(n.child, dom, sched, isolated)
        elif isinstance(n, T.Filter):
            visit(n.child, dom.intersect(n.filter), prefix, isolated)
        elif isinstance(n, T.Leaf):
            if isolated and not dom.is_empty():
                found.append(dom)
        else:
            for c in T.children(n):
                visit(c, dom, prefix, isolated)
    visit(root.child, root.domain, None, False)
    if not found:
        return None
    out = found[0]
    for d in found[1:]:
        out = out.union(d)
    return out


def _ops(e: AExpr, names: tuple[str, ...]) -> int:
    if isinstance(e, AOp):
        return int(e.op in names) + sum(_ops(a, names) for a in e.args)
    return 0


def _moving(e: AExpr, it: str) -> int:
    """``min``/``max`` in ``e`` whose operands move with the iterator ``it``."""
    if not isinstance(e, AOp):
        return 0
    here = int(e.op in ("min", "max") and uses(e, it))
    return here + sum(_moving(a, it) for a in e.args)


def affine_select(x: ir.Expr, names: set[str]) -> bool:
    """A ternary on an affine condition, or ``min``/``max`` of affine operands (control flow)."""
    if isinstance(x, ir.Select):
        return is_affine_cond(x.cond, names)
    return minmax_condition(x, names) is not None


def _statement(s, names: set[str]) -> tuple[int, int]:
    """(affine branches, selects on data) in the body of scop statement ``s``."""
    if s is None or s.kind == "init":
        return 0, 0
    own = names | set(s.vars)
    control = sum(affine_select(x, own) for x in ir.walk(s.rhs))
    data = sum(isinstance(x, ir.Select) for x in ir.walk(s.rhs)) - sum(
        isinstance(x, ir.Select) and affine_select(x, own) for x in ir.walk(s.rhs))
    return control, data


def _body(loop: For, stmts: dict, names: set[str]) -> tuple[int, int]:
    """(branches, selects on data) in the body of the innermost loop ``loop``."""
    branches = selects = 0
    for x in walk(loop.body):
        if isinstance(x, If):
            branches += 1 + _ops(x.cond, ("select",))
        elif isinstance(x, User):
            branches += sum(_ops(a, ("select",)) + _moving(a, loop.iterator) for a in x.args)
            control, data = _statement(stmts.get(x.stmt), names)
            branches += control
            selects += data
    return branches, selects


def _has_loop(n: Node) -> bool:
    return any(isinstance(x, For) for x in walk(n))


def innermost(tree: Node) -> list[For]:
    """The loops of ``tree`` with no loop inside."""
    return [n for n in walk(tree) if isinstance(n, For) and not _has_loop(n.body)]


def measure(tree: Node, stmts: dict, full_tiles: Node | None = None, sizes: frozenset[str] = frozenset(),
            kept: tuple[tuple[int, int], ...] = (), budget: int = 0) -> CodeReport:
    """``stmts`` maps statement names to scop statements (for selects left in bodies), ``sizes``
    are the size names (affine operands); ``full_tiles`` is the loop tree generated for the
    full-tile instances alone; ``kept``: loops whose branches the budget kept."""
    names = set(sizes)
    loops = innermost(tree)
    counts = [_body(n, stmts, names) for n in loops]
    bounds = sum(_ops(n.init, ("min", "max")) + _ops(n.cond, ("min", "max")) for n in loops)
    top = tree.body if isinstance(tree, Block) else (tree,)
    nests = sum(1 for t in top if _has_loop(t))
    report = CodeReport(nests, len(loops), sum(b for b, _ in counts), selects=sum(s for _, s in counts),
                        bounds=bounds, kept=kept, budget=budget)
    if full_tiles is None:
        return report
    sub = measure(full_tiles, stmts, sizes=sizes)
    return CodeReport(report.nests, report.innermost, report.branches, sub.innermost, sub.branches,
                      report.selects, report.bounds, sub.bounds, kept, budget)
