"""isl helpers of the CUDA code generator (footprints, parameters, boxes, the AST as a loop tree)."""

from __future__ import annotations

import islpy as isl

from polyopt.codegen.loops import Block, For, If, Mark, Node, User
from polyopt.codegen.loops import expr as ast_expr
from polyopt.errors import ScheduleError
from polyopt.poly.bounded import within


def finite(v: isl.Val) -> int | None:
    if v.is_nan() or v.is_infty() or v.is_neginfty():
        return None
    return v.to_python()


def on_domain(pma: isl.PwMultiAff, name: str) -> isl.PwMultiAff:
    return isl.PwMultiAff.from_map(isl.Map.from_pw_multi_aff(pma).set_tuple_name(isl.dim_type.in_, name))


def names(u: isl.UnionSet) -> set[str]:
    lst = u.get_set_list()
    return {lst.get_at(i).get_tuple_name() for i in range(lst.n_set())}


def union(maps: list[isl.UnionMap]) -> isl.UnionMap:
    out = maps[0]
    for x in maps[1:]:
        out = out.union(x)
    return out


def union_set(sets) -> isl.UnionSet:
    out = None
    for s in sets:
        s = s if isinstance(s, isl.UnionSet) else isl.UnionSet.from_set(s)
        out = s if out is None else out.union(s)
    return out


def params_to_in(m: isl.Map, names) -> isl.Map:
    """Move the parameters ``names`` to the end of the input tuple (absent ones: free dims)."""
    for nm in names:
        pos = m.find_dim_by_name(isl.dim_type.param, nm)
        if pos < 0:
            m = m.add_dims(isl.dim_type.in_, 1)
            continue
        m = m.move_dims(isl.dim_type.in_, m.dim(isl.dim_type.in_), isl.dim_type.param, pos, 1)
    return m


def project_params(s: isl.Set, names) -> isl.Set:
    """``s`` with the parameters ``names`` existentially quantified (true for some value)."""
    for nm in names:
        pos = s.find_dim_by_name(isl.dim_type.param, nm)
        if pos >= 0:
            s = s.project_out(isl.dim_type.param, pos, 1)
    return s


def reused_by_threads(fp: isl.Map, n_step: int, n_thread: int) -> bool:
    """Does some element of ``[step, thread] -> T[a]`` go to two threads at the same step?"""
    pairs = fp.apply_range(fp.reverse())
    xs = [f"x{j}" for j in range(n_step)]
    ys = [f"y{j}" for j in range(n_step)]
    ts = [f"t{j}" for j in range(n_thread)]
    us = [f"u{j}" for j in range(n_thread)]
    same = " and ".join(f"{x} = {y}" for x, y in zip(xs, ys)) or "true"
    diff = " or ".join(f"{t} < {u} or {t} > {u}" for t, u in zip(ts, us))
    text = f"{{ [{', '.join(xs + ts)}] -> [{', '.join(ys + us)}] : {same} and ({diff}) }}"
    other = isl.Map(text, context=fp.get_ctx())
    return not pairs.reset_tuple_id(isl.dim_type.in_).reset_tuple_id(isl.dim_type.out).intersect(other).is_empty()


def box(fp: isl.Map) -> tuple[isl.MultiAff, tuple[int, ...]] | None:
    """A box of constant size containing the range of ``fp`` for every input: offset and size."""
    r = fp.dim(isl.dim_type.out)
    affs, sizes = [], []
    for k in range(r):
        fk = fp.project_out(isl.dim_type.out, k + 1, r - k - 1).project_out(isl.dim_type.out, 0, k)
        fk = fk.reset_tuple_id(isl.dim_type.out)
        best = None
        seen = set()
        for _, aff in fk.lexmin_pw_multi_aff().get_pw_aff(0).get_pieces():
            if str(aff) in seen:
                continue
            seen.add(str(aff))
            diff = fk.sum(isl.Map.from_aff(aff).neg()).range()
            lo, hi = finite(diff.dim_min_val(0)), finite(diff.dim_max_val(0))
            if lo is None or hi is None or lo < 0:
                continue
            if best is None or hi + 1 < best[1]:
                best = (aff, hi + 1)
        if best is None:
            return None
        affs.append(best[0])
        sizes.append(best[1])
    space = fp.get_space()
    lst = isl.AffList.alloc(fp.get_ctx(), r)
    for a in affs:
        lst = lst.add(a.align_params(space.params() if hasattr(space, "params") else space))
    return isl.MultiAff.from_aff_list(space, lst), tuple(sizes)


# isl's operations one kernel's loops may take (~1.4 s of CPU a million on Zen 3): the size-generic
# kernels of 3mm under fusion="max" ran for more than 10 minutes; seidel-2d's finish in ~140 s of
# CPU, every library kernel's in seconds
AST_OPERATIONS = 200_000_000
# isl's operations one kernel's block-level steps may take (coalescing them): a size-generic seidel-2d
# in place had 5040 pieces of steps, whose coalesce did not end (10M operations: 9 s of CPU on a Zen 4)
STEP_OPERATIONS = 5_000_000


def bounded(ctx: isl.Context, limit: int, what: str, work):
    """``work()`` within ``limit`` of isl's operations, else a ``ScheduleError`` saying that isl took
    too long on ``what`` and how to avoid it."""
    def too_long():
        raise ScheduleError(f"isl took more than {limit:,} operations to {what} (size-generic code of a fused or "
                            "skewed nest): compile for the sizes (not dynamic=True), or with another fusion")
    return within(ctx, limit, work, too_long)


def loop_tree(sched: isl.Schedule, context: isl.Set, needs: dict, rename: dict[str, str], prefix: str = "c") -> Node:
    """The isl AST of ``sched`` as a loop tree; each statement's ``needs`` (functions of its instance,
    or callables of the instances generated there) are evaluated into its ``Mark`` info. Loop
    iterators are ``prefix0``, ``prefix1``, ..."""
    build = isl.AstBuild.from_context(context)
    ctx = context.get_ctx()
    ids = isl.IdList.alloc(ctx, 8)
    for j in range(8):
        ids = ids.add(isl.Id(f"{prefix}{j}", context=ctx))
    build = build.set_iterators(ids)
    errors: list[BaseException] = []

    def at_domain(node: isl.AstNode, b: isl.AstBuild) -> isl.AstNode:
        try:
            m = isl.Map.from_union_map(b.get_schedule())
            name = m.get_tuple_name(isl.dim_type.in_)
            info = {}
            want = needs.get(name, {})
            if want:
                back = isl.PwMultiAff.from_map(m.reverse())
                for key, pma in want.items():
                    if callable(pma):  # a function of the instances generated here
                        info[key] = pma(m.domain())
                        continue
                    pma = pma.align_params(back.get_space())
                    p = pma.pullback_pw_multi_aff(back.align_params(pma.get_space()))
                    info[key] = tuple(ast_expr(b.expr_from_pw_aff(p.get_pw_aff(j)), rename)
                                      for j in range(p.dim(isl.dim_type.out)))
            return node.set_annotation(isl.Id("po", context=ctx, user=info))
        except BaseException as e:  # noqa: BLE001 - re-raised after generation (isl swallows it)
            errors.append(e)
            return node

    build, handle = build.set_at_each_domain(at_domain)
    ast = bounded(ctx, AST_OPERATIONS, "build a CUDA kernel's loops", lambda: build.node_from_schedule(sched))
    del handle
    if errors:
        raise errors[0]
    return _convert(ast, rename)


def _convert(node: isl.AstNode, rename: dict[str, str]) -> Node:
    t = node.get_type()
    if t == isl.ast_node_type.for_:
        return For(node.for_get_iterator().get_id().get_name(), ast_expr(node.for_get_init(), rename),
                   ast_expr(node.for_get_cond(), rename), ast_expr(node.for_get_inc(), rename),
                   _convert(node.for_get_body(), rename))
    if t == isl.ast_node_type.if_:
        other = _convert(node.if_get_else_node(), rename) if node.if_has_else_node() else None
        return If(ast_expr(node.if_get_cond(), rename), _convert(node.if_get_then_node(), rename), other)
    if t == isl.ast_node_type.block:
        kids = node.block_get_children()
        return Block(tuple(_convert(kids.get_at(i), rename) for i in range(kids.n_ast_node())))
    if t == isl.ast_node_type.user:
        call = node.user_get_expr()
        name = call.get_op_arg(0).get_id().get_name()
        args = tuple(ast_expr(call.get_op_arg(i), rename) for i in range(1, call.get_op_n_arg()))
        return Mark("po_stmt", User(name, args), dict(node.get_annotation().user or {}))
    if t == isl.ast_node_type.mark:
        return _convert(node.mark_get_node(), rename)
    raise NotImplementedError(f"isl AST node {t}")  # pragma: no cover
