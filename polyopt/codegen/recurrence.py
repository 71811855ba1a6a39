"""Loops that carry a dependence gcc understands: no barrier needed against its vectorizer.

gcc 12 at -O3 vectorizes some loops that carry a dependence, wrongly (``T[5i+1] = 1 + T[5i-5]/8;
T[5i+2] = 1 + T[5i-4]/8``), so every such loop ends its iterations with an empty ``asm
volatile`` (``c.SEQUENTIAL``). But any volatile asm in a loop also stops gcc's predictive
commoning: Gauss-Seidel's ``A[i][j] = (... A[i][j-1] ...) / 9`` then reloads the value it just
stored (a store-to-load forwarding in the recurrence's critical path, 25% of seidel-2d's time).
Where every access to a tensor the loop writes moves one element along its last index per
iteration and stays in its other indices (``A[i][j-1]`` and ``A[i][j]`` along ``j``: a row
recurrence, the distance plain to see), gcc leaves the loop scalar on its own; there the barrier
is left out. (Strides other than one, as in the case above, keep it.)
"""

from __future__ import annotations

from polyopt.codegen.loops import AExpr, AId, AInt, AOp, For, User, uses, walk
from polyopt.lang import ir


def coefficient(e: AExpr, it: str) -> int | None:
    """How much ``e`` grows when the iterator ``it`` grows by one (None: not affine in it).

    >>> coefficient(AOp("sub", (AOp("mul", (AInt(2), AId("c5"))), AId("c4"))), "c5")
    2
    """
    if isinstance(e, AInt):
        return 0
    if isinstance(e, AId):
        return 1 if e.name == it else 0
    if isinstance(e, AOp):
        if e.op in ("add", "sub"):
            a, b = coefficient(e.args[0], it), coefficient(e.args[1], it)
            return None if a is None or b is None else a + b if e.op == "add" else a - b
        if e.op == "minus":
            a = coefficient(e.args[0], it)
            return None if a is None else -a
        if e.op == "mul":
            for c, x in ((e.args[0], e.args[1]), (e.args[1], e.args[0])):
                if isinstance(c, AInt):
                    a = coefficient(x, it)
                    return None if a is None else c.value * a
        return None if uses(e, it) else 0
    return None


def uniform(site, loop: For) -> bool:
    """``loop`` is innermost, and every access to a tensor it writes moves by one along its last
    index with the loop and not at all along the others (affine indices only)."""
    body = list(walk(loop.body))
    if any(isinstance(x, For) for x in body):
        return False
    moves: dict[str, set] = {}
    written = set()
    for u in (x for x in body if isinstance(x, User)):
        s = site.stmts[u.stmt]
        along = {v: coefficient(a, loop.iterator) for v, a in zip(s.vars, u.args)}
        written.add(s.lhs.tensor)
        for a in [s.lhs, *(x for x in ir.walk(s.rhs) if isinstance(x, ir.Access))]:
            coefs = []
            for ix in a.indices:
                total = 0
                for v in ir.walk_vars(ix):
                    st = ir.stride(ix, v) if v in along else 0
                    if st is None or (v in along and along[v] is None):
                        return False
                    total += st * (along.get(v) or 0)
                coefs.append(total)
            if a.tensor in site.slots and coefs and coefs[0]:
                return False
            moves.setdefault(a.tensor, set()).add(tuple(coefs))
    return all(moves.get(t, set()) <= {(0,) * (len(next(iter(moves[t]))) - 1) + (1,)} for t in written)
