"""The register blocks of a contraction band, as the scheduler plans them (``optimize_band``):

* ``register_plan``: rows x vectors of accumulators for a band with a stride-1 vector member
  (``codegen/microkernel.py`` prints them);
* ``dot_plan``: a block of dot products for a band whose reduction member is stride-1
  (``codegen/reduction.py`` and ``codegen/dot_sums.py``);
* ``jam_plan``: the rows of a matrix-vector product, or a column sum's rows, summed a few at a
  time.
"""

from __future__ import annotations

import islpy as isl

from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import DOT_COLS, DOT_ROWS, constant_range
from polyopt.schedule.members import member_exprs, member_vars, reused_along
from polyopt.schedule.schedule import statements_in
from polyopt.target import Target


def register_plan(b: T.Band, vec: int | None, domain: isl.UnionSet, scop: Scop, options: Options,
                  target: Target, sizes) -> tuple[int, int, int] | None:
    """``(row member, rows, columns)`` of a register block for a contraction band: one with a
    stride-1 vector member, a reduction member, and another parallel member to unroll."""
    if options.register_tile is None or vec is None or sizes is None or b.n < 3 or not b.permutable:
        return None
    if all(b.coincident) or not b.coincident[vec]:
        return None
    rows_members = [k for k in range(b.n) if k != vec and b.coincident[k]]
    if not rows_members:
        return None
    # rows that share the column operand's vectors: each vector loaded feeds every row's FMA
    sharing = [k for k in rows_members if _columns_shared(b, k, vec, scop)]
    row = (sharing or rows_members)[-1]
    sizes = tuple(sizes) + (0,) * (b.n - len(sizes))
    if sizes[row] <= 0 or sizes[vec] <= 0:
        return None
    names = set(statements_in(b, domain))
    dtypes = {scop.checked.tensors[s.lhs.tensor].dtype for s in scop.statements if s.name in names}
    if len(dtypes) != 1 or not dtypes <= {"float32", "float64", "int32", "int64"}:
        return None
    width = target.lanes(dtypes.pop())
    rows, vectors = options.register_tile
    rows = max(min(rows, target.max_accumulators // vectors), 1)  # narrower registers, fewer of them
    if options.tile_sizes is not None and (sizes[row] < rows or sizes[vec] < vectors * width):
        return None  # tiles smaller than a register block (explicit small tile sizes): plain loops
    return row, rows, vectors * width


def _columns_shared(b: T.Band, row: int, vec: int, scop: Scop) -> bool:
    """Every read of the band's deepest statements that moves with the vector member ignores
    member ``row`` (``B(k,j)`` along ``i`` in matmul; not ``X(a,b,c)`` along ``b``), and is read
    directly as vectors: elements 1 or 2 apart along it (micro-kernels load stride 2 as two
    vectors, de-interleaved), no condition around it (a wider-strided or guarded read
    is copied or blended per row anyway, and rows along the output's rows reuse those)."""
    stmts = {s.name: s for s in scop.statements}
    members = member_vars(b, scop)
    used_vec = {n: v for n, v in members[vec].items() if n in stmts}
    deepest = max((len(stmts[n].vars) for n in used_vec), default=0)
    for name, vs in used_vec.items():
        s = stmts[name]
        if len(s.vars) != deepest:
            continue
        rows = members[row].get(name, set())
        if any(isinstance(x, ir.Select) for x in ir.walk(s.rhs)):
            return False
        for r in s.refs:
            used = set().union(*map(ir.walk_vars, r.expr.indices)) if r.expr.indices else set()
            if r.write or r.tensor == s.lhs.tensor or not used & vs:
                continue
            if used & rows or not any(ir.stride(r.expr.indices[-1], v) in (1, 2) for v in vs):
                return False
    return True




def dot_plan(b: T.Band, vec: int | None, red: int | None, domain: isl.UnionSet, scop: Scop,
             options: Options, sizes, block: tuple[int, int] = (DOT_ROWS, DOT_COLS)) -> tuple[int, int] | None:
    """``(row member, column member)`` of a block of dot products for a contraction whose
    reduction member is stride-1 in its operands (``C(i,j) +=! A(i,k) * B(j,k)``: no member
    is stride-1 in C). The block's rows and columns are unrolled around the reduction loop,
    which is then one SIMD loop with ``block`` rows x columns accumulators
    (``codegen/reduction.py``): each step loads a vector of each row of A and of B once.
    Other reduction members run around the SIMD loop (``n, h`` of a weight gradient
    ``d_Wt(k, c, kh, kw) +=! d_O(n, k, h, w) * I(n, c, h + kh, w + kw)``, summed along ``w``)."""
    if (options.register_tile is None or vec is not None or red is None or red != b.n - 1 or sizes is None
            or b.n < 3 or not b.permutable):
        return None
    reused = [k for k in range(b.n - 1) if b.coincident[k] and reused_along(b, k, scop)]
    if len(reused) < 2:
        return None
    names = set(statements_in(b, domain))
    if any(s.kind == "assign" for s in scop.statements if s.name in names):
        return None  # a statement fused after the reduction (an epilogue): dot blocks would misorder it
    dtypes = {scop.checked.tensors[s.lhs.tensor].dtype for s in scop.statements if s.name in names}
    if not dtypes <= {"float32"} and not dtypes <= {"float64"}:
        return None
    if not all(b.coincident[k] for k in range(b.n - 1)):  # several reduction members
        pair = _outer_product_pair(b, reused, domain, scop, block)
        if pair is None:
            return None
        row, col = pair
    else:
        row, col = reused[-2], reused[-1]
    sizes = tuple(sizes) + (0,) * (b.n - len(sizes))
    if options.tile_sizes is not None and (sizes[row] < block[0] or sizes[col] < block[1]):
        return None
    return row, col


def _outer_product_pair(b: T.Band, reused: list[int], domain: isl.UnionSet, scop: Scop,
                        block: tuple[int, int]) -> tuple[int, int] | None:
    """The last two members of ``reused`` such that every read of the band's deepest statements
    moves with at most one of them and each moves some read, neither spanning fewer values than
    its side of the ``block``: the block's loads are then rows + columns vectors a step (``k``
    and ``c`` of a weight gradient, whose ``d_O`` moves with ``k``, ``I`` with ``c``; not ``kh``,
    ``kw``, which ``I`` both moves with)."""
    stmts = {s.name: s for s in scop.statements}
    members = member_vars(b, scop)
    names = [n for n in statements_in(b, domain) if n in stmts]
    deepest = max((len(stmts[n].vars) for n in names), default=0)
    reads = [(n, set().union(*map(ir.walk_vars, r.expr.indices)) if r.expr.indices else set())
             for n in names if len(stmts[n].vars) == deepest for r in stmts[n].refs
             if not r.write and r.tensor != stmts[n].lhs.tensor]

    def wide(k: int, need: int) -> bool:
        r = constant_range(b, domain, k)
        return r is None or r[1] - r[0] + 1 >= need

    for j in range(len(reused) - 1, 0, -1):
        for i in range(j - 1, -1, -1):
            row, col = reused[i], reused[j]
            moves = [(bool(members[row].get(n, set()) & used), bool(members[col].get(n, set()) & used))
                     for n, used in reads]
            if any(r and c for r, c in moves) or not any(r for r, _ in moves) or not any(c for _, c in moves):
                continue
            if wide(row, block[0]) and wide(col, block[1]):
                return row, col
    return None


def jam_plan(b: T.Band, vec: int | None, red: int | None, domain: isl.UnionSet, scop: Scop, options: Options,
             tn, sizes, strip: bool, shared: bool = False) -> tuple[str, int] | None:
    """``("rows", M)``: the rows of a matrix-vector product (an untiled band of a parallel member
    and, innermost, a stride-1 reduction, with a read that ignores the rows: ``x(j)`` of
    ``y(i) +=! A(i,j) * x(j)``) summed in blocks, sharing the vector's loads; ``M`` matrices are
    read a row (``optimize._rows_a_pass`` sizes the block from ``Tuning.row_block``, or
    ``cached_row_block`` where the data fits in the cache); ``("columns", R)``: a column sum
    split in strips (``y(j) +=! A(i,j) * x(i)``) adds ``R`` rows per pass over its strip
    (``Tuning.column_block``; ``shared_column_block`` where the threads share its rows:
    ``shared``); None for other bands, or where the machine's choice is one row.
    Float statements only: an update by ``+`` (or max, min for column sums) and, before the
    reduction, initializations."""
    if options.register_tile is None or not options.vectorize or b.n < 2 or not b.permutable:
        return None
    names = set(statements_in(b, domain))
    stmts = [s for s in scop.statements if s.name in names]
    if not stmts or any(scop.checked.tensors[s.lhs.tensor].dtype not in ("float32", "float64") for s in stmts):
        return None
    updates = [s for s in stmts if s.kind == "update"]
    if not updates:
        return None
    if strip:  # members (vector, reductions...); the vector one goes back innermost
        rows = tn.shared_column_block if shared else tn.column_block
        if sizes is None or b.coincident[b.n - 1] or rows <= 1:
            return None
        if any(s.op not in ("+", "max", "min") for s in updates):
            return None
        return "columns", rows
    if sizes is not None or vec is not None or red != b.n - 1 or max(tn.row_block, tn.cached_row_block) <= 1:
        return None
    row = b.n - 2
    if not b.coincident[row] or not all(b.coincident[k] for k in range(row)) or not reused_along(b, row, scop):
        return None
    if any(s.op != "+" for s in updates):
        return None
    return "rows", matrices_read(updates, scop)


def matrices_read(updates, scop: Scop) -> int:
    """The arrays of rank 2 or more that ``updates`` read: a pass over a block of rows reads a
    row of each, so ``Tuning.row_block`` (rows in flight) is shared among them (gesummv's ``A``
    and ``B``: 2; atax's, bicg's and mvt's ``A``: 1)."""
    ranks = {t: d.rank for t, d in scop.checked.tensors.items()}
    return max(1, len({r.tensor for s in updates for r in s.refs if not r.write and ranks[r.tensor] >= 2}))


def epilogues(b: T.Band, red: int, scop: Scop, names: set[str]) -> set[str]:
    """The statements of ``names`` other than updates that run after the first step of member
    ``red`` of ``b`` (gesummv's ``y = alpha * tmp + beta * yb`` at ``j = N``): a block of rows
    (``bands.dot_tile``) runs them after its reduction loop; the others (initializations) before
    it. The scheduler's check against the dependences stands behind the split."""
    exprs = member_exprs(b, red)
    return {s.name for s in scop.statements if s.name in names and s.kind != "update" and
            exprs.get(s.name, "0") != "0"}
