"""Which loops run along cache lines: the band members that make a statement's accesses stride 1
(the vector loop, a SIMD reduction, tiles of lines) and the bands that transpose (``T(j,i) =
A(i,j)``). Used by the scheduler (``schedule/scheduler.py``) and the CUDA mapping."""

from __future__ import annotations

from polyopt.lang import ir
from polyopt.poly import tree as T
from polyopt.poly.affine import isl_name
from polyopt.poly.scop import Scop
from polyopt.schedule.members import member_exprs, member_vars


def stride_score(s, var: str, packed=lambda a: False) -> int:
    """How much running ``var`` innermost helps statement ``s``'s accesses: each distinct access
    counts its number of index variables, positively when ``var`` is its last index alone
    (stride 1) and negatively when ``var`` appears in an earlier index (a large stride), unless
    ``packed`` says the access will be read from a copy packed along ``var``; twice negatively
    where that index is gathered (``LUT(I(b, n), r)`` along ``n``: a row the hardware cannot
    guess at every step, so TC's lookup table sums each gathered row along ``r`` instead).

    >>> from polyopt.lang.parser import parse
    >>> lut = parse("def lut(float(B, R) LUT, int32(B, N) I) -> (O) { O(b, n) +=! LUT(I(b, n), r) }")
    >>> s = lut.defs[0].body[0]
    >>> class S: refs = [type("R", (), {"expr": x}) for x in (s.lhs, s.rhs, s.rhs.indices[0])]
    >>> stride_score(S, "n"), stride_score(S, "r")
    (-2, 3)
    """
    score = 0
    for a in {r.expr for r in s.refs}:
        used = [ir.walk_vars(ix) for ix in a.indices]
        weight = len(set().union(*used)) if used else 0
        if used and used[-1] == {var} and all(var not in u for u in used[:-1]):
            score += weight
        elif any(var in u for u in used[:-1]) and not packed(a):
            gathered = any(var in u and any(isinstance(x, ir.Access) for x in ir.walk(ix))
                           for u, ix in zip(used[:-1], a.indices))
            score -= 2 * weight if gathered else weight
    return score


def packable(s, var: str, parallel: set[str], scop: Scop):
    """Which accesses of contraction ``s`` the micro-kernel can read from a copy packed along
    ``var`` (``codegen/packing.py``): reads of an input with ``var`` as one plain earlier index
    that ignore some parallel variable, so that the copy is reused (``B(j,k)`` of
    ``C(i,j) +=! A(i,k) * B(j,k)`` along ``i``; not ``A(i,j)`` of a matrix-vector product)."""
    def ok(a: ir.Access) -> bool:
        t = scop.checked.tensors[a.tensor]
        at = [k for k, ix in enumerate(a.indices) if var in ir.walk_vars(ix)]
        return (s.kind == "update" and s.op == "+" and t.kind == "input" and len(a.indices) >= 2
                and len(at) == 1 and a.indices[at[0]] == ir.Var(var)
                and bool(parallel - set().union(*map(ir.walk_vars, a.indices))))
    return ok


def stride_one_member(b: T.Band, scop: Scop, pack: bool = False) -> int | None:
    """The coincident member that is the last index of every written tensor in the band and that
    makes more (weighted) accesses stride-1 than large-stride, if any (``C(i,j)`` and ``B(k,j)``
    for matmul's ``j``; none for a matrix-vector product, whose ``y(i)`` would make ``A(i,j)``
    stride N)."""
    stmts = {s.name: s for s in scop.statements}
    members = member_vars(b, scop)
    best, best_score = None, 0
    for k in range(b.n):
        if not b.coincident[k]:
            continue
        exprs = member_exprs(b, k)
        ok, score = bool(exprs), 0
        deepest = max((len(stmts[n].vars) for n in exprs if n in stmts), default=0)
        for name, e in exprs.items():
            s = stmts.get(name)
            last = s.lhs.indices[-1] if s is not None and s.lhs.indices else None
            if last is None or e != isl_name(str(last)):
                ok = False
                break
            if len(s.vars) == deepest:  # the statements with the most instances decide
                parallel = set().union(*(members[m].get(name, set()) for m in range(b.n) if b.coincident[m]))
                packed = packable(s, str(last), parallel, scop) if pack else (lambda a: False)
                score += stride_score(s, str(last), packed)
        if ok and score > best_score:
            best, best_score = k, score
    return best


def stride_one_reduction(b: T.Band, scop: Scop) -> int | None:
    """The non-coincident (reduction) member that makes more weighted accesses stride-1 than
    large-stride in the band's deepest statements (``k`` of ``C(i,j) +=! A(i,k) * B(j,k)``), if
    any: innermost, it is a SIMD reduction into a register (``codegen/reduction.py``)."""
    stmts = {s.name: s for s in scop.statements}
    members = member_vars(b, scop)
    best, best_score = None, 0
    for k in range(b.n):
        if b.coincident[k]:
            continue
        used = {n: v for n, v in members[k].items() if n in stmts}
        deepest = max((len(stmts[n].vars) for n in used), default=0)
        score = 0
        for name, vs in used.items():
            if len(stmts[name].vars) == deepest and len(vs) == 1:
                score += stride_score(stmts[name], next(iter(vs)))
        if score > best_score:
            best, best_score = k, score
    return best


def transposing(b: T.Band, scop: Scop) -> bool:
    """Whether the band's innermost member runs along the last index of one access and an earlier
    index of another in its deepest statements (``T(j,i) = A(i,j)``): the strided access touches
    a new cache line at every step, and lines that map to the same cache set (rows 16 KiB apart
    share one) are evicted before their neighbours are used, unless small tiles inside the cache
    tiles come back to them within a few steps."""
    if b.n < 2 or not all(b.coincident):
        return False
    stmts = {s.name: s for s in scop.statements}
    used = {n: v for n, v in member_vars(b, scop)[b.n - 1].items() if n in stmts}
    deepest = max((len(stmts[n].vars) for n in used), default=0)
    for name, vs in used.items():
        s = stmts[name]
        if len(s.vars) != deepest or not vs:
            continue
        accesses = [[ir.walk_vars(ix) for ix in a.indices] for a in {r.expr for r in s.refs}]
        along = any(idx and idx[-1] & vs for idx in accesses)
        across = any(any(u & vs for u in idx[:-1]) for idx in accesses if idx)
        if along and across:
            return True
    return False


def last_index_members(b: T.Band, scop: Scop, reads_only: bool = False) -> list[bool]:
    """For each member: it runs along the last index of some access (a cache line) of a statement
    (of some read, with ``reads_only``)."""
    stmts = {s.name: s for s in scop.statements}
    out = []
    for used in member_vars(b, scop):
        out.append(any(any(vs & ir.walk_vars(a.indices[-1])
                           for a in {r.expr for r in stmts[n].refs if not (reads_only and r.write)} if a.indices)
                       for n, vs in used.items() if n in stmts))
    return out
