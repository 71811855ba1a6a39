"""Measures of generated code taken from the loop tree (not from text): nests, innermost loops,
and the branches left inside innermost loops (``if``, ``?:``, ``min``/``max`` in loop bounds).

The full-tile figures come from the loop tree generated for the instances of the full tiles
alone (the part isl's isolate option separates), so they say what runs in full tiles exactly.

>>> from polyopt.codegen.loops import For, User, AId, AInt, AOp
>>> loop = For("c0", AInt(0), AOp("le", (AId("c0"), AInt(9))), AInt(1), User("S0", (AId("c0"),)))
>>> measure(loop, {}).branches
0
"""

from __future__ import annotations

from dataclasses import dataclass

from polyopt.codegen.loops import AExpr, AOp, Block, For, If, Node, User, walk
from polyopt.lang import ir


@dataclass(frozen=True)
class CodeReport:
    nests: int                 # top-level loop nests
    innermost: int             # innermost loops
    branches: int              # branches inside innermost loops
    full_tile_innermost: int = 0   # innermost loops of the code that runs the full tiles
    full_tile_branches: int = 0    # branches inside those

    def __str__(self):
        return (f"{self.nests} loop nest(s), {self.innermost} innermost loop(s) with {self.branches} branch(es) "
                f"inside; full tiles: {self.full_tile_innermost} innermost loop(s) with "
                f"{self.full_tile_branches} branch(es)")


def full_tile_instances(root):
    """Statement instances that run inside full tiles (the isolated part of every tile band)."""
    import islpy as isl

    from polyopt.poly import tree as T
    from polyopt.schedule.generic import isolate_set
    found = None
    for b in T.bands(root):
        iso = isolate_set(b.options)
        if iso is None:
            continue
        tiles = iso.unwrap().range()
        inst = isl.UnionMap.from_multi_union_pw_aff(b.schedule).intersect_range(
            isl.UnionSet.from_set(tiles)).domain()
        found = inst if found is None else found.union(inst)
    return found


def _minmax(e: AExpr) -> int:
    if isinstance(e, AOp):
        return int(e.op in ("min", "max", "select")) + sum(_minmax(a) for a in e.args)
    return 0


def _selects(e: ir.Expr) -> int:
    return sum(isinstance(x, ir.Select) for x in ir.walk(e))


def _body_branches(n: Node, stmts: dict) -> int:
    count = 0
    for x in walk(n):
        if isinstance(x, If):
            count += 1
        elif isinstance(x, User):
            count += sum(_minmax(a) for a in x.args)
            s = stmts.get(x.stmt)
            if s is not None and s.kind != "init":
                count += _selects(s.rhs)
    return count


def _has_loop(n: Node) -> bool:
    return any(isinstance(x, For) for x in walk(n))


def measure(tree: Node, stmts: dict, full_tiles: Node | None = None) -> CodeReport:
    """``stmts`` maps statement names to scop statements (for selects left in bodies);
    ``full_tiles`` is the loop tree generated for the full-tile instances alone."""
    inner = []
    for n in walk(tree):
        if isinstance(n, For) and not _has_loop(n.body):
            inner.append(_body_branches(n.body, stmts) + _minmax(n.init) + _minmax(n.cond))
    top = tree.body if isinstance(tree, Block) else (tree,)
    nests = sum(1 for t in top if _has_loop(t))
    if full_tiles is None:
        return CodeReport(nests, len(inner), sum(inner))
    sub = measure(full_tiles, stmts)
    return CodeReport(nests, len(inner), sum(inner), sub.innermost, sub.branches)
