"""isl helpers of the CUDA code generator (footprints, parameters, boxes)."""

from __future__ import annotations

import islpy as isl


def _finite(v: isl.Val) -> int | None:
    if v.is_nan() or v.is_infty() or v.is_neginfty():
        return None
    return v.to_python()


def _on_domain(pma: isl.PwMultiAff, name: str) -> isl.PwMultiAff:
    return isl.PwMultiAff.from_map(isl.Map.from_pw_multi_aff(pma).set_tuple_name(isl.dim_type.in_, name))


def _names(u: isl.UnionSet) -> set[str]:
    lst = u.get_set_list()
    return {lst.get_at(i).get_tuple_name() for i in range(lst.n_set())}


def _union(maps: list[isl.UnionMap]) -> isl.UnionMap:
    out = maps[0]
    for x in maps[1:]:
        out = out.union(x)
    return out


def _union_set(sets) -> isl.UnionSet:
    out = None
    for s in sets:
        s = s if isinstance(s, isl.UnionSet) else isl.UnionSet.from_set(s)
        out = s if out is None else out.union(s)
    return out


def _params_to_in(m: isl.Map, names) -> isl.Map:
    """Move the parameters ``names`` to the end of the input tuple (absent ones: free dims)."""
    for nm in names:
        pos = m.find_dim_by_name(isl.dim_type.param, nm)
        if pos < 0:
            m = m.add_dims(isl.dim_type.in_, 1)
            continue
        m = m.move_dims(isl.dim_type.in_, m.dim(isl.dim_type.in_), isl.dim_type.param, pos, 1)
    return m


def _project_params(s: isl.Set, names) -> isl.Set:
    """``s`` with the parameters ``names`` existentially quantified (true for some value)."""
    for nm in names:
        pos = s.find_dim_by_name(isl.dim_type.param, nm)
        if pos >= 0:
            s = s.project_out(isl.dim_type.param, pos, 1)
    return s


def _reused_by_threads(fp: isl.Map, n_step: int, n_thread: int) -> bool:
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


def _box(fp: isl.Map) -> tuple[isl.MultiAff, tuple[int, ...]] | None:
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
            lo, hi = _finite(diff.dim_min_val(0)), _finite(diff.dim_max_val(0))
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
