"""The instances of one mapped nest as isl sets and functions: who runs what, and when.

``kernel_space(setting, mapping, domain)`` applies a ``Mapping`` (``cuda_mapping.py``) to a nest:
the block and thread indices become isl parameters ``po_bx .. po_tz`` fixed by constraints on the
domain (PPCG's method), and the nest's band splits into the functions that the kernel's schedule
is made of: ``[outer parallel members] [tiles of the sequential members] [thread and point loops]``,
plus the register slot of each instance. The result, ``KernelSpace``, is what promotion
(``cuda_promotion.py``) and the kernel's block-level schedule (``cuda_kernel.py``) work on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import islpy as isl

from polyopt.codegen.cuda_isl import finite, names
from polyopt.codegen.cuda_mapping import B_PARAMS, T_PARAMS, Mapping, Setting
from polyopt.codegen.loops import AInt, AOp, pw_aff_expr
from polyopt.poly import tree as T
from polyopt.poly.affine import is_affine, isl_name


@dataclass(frozen=True)
class KernelSpace:
    """One nest under its mapping. ``domain``: the instances (block and thread indices as
    parameters); ``kctx``: the parameters' context; the ``*_mupa`` functions of the instances:
    ``outer`` (loops of every thread), ``tiles`` (the block-level steps of the sequential members),
    ``points`` (a thread's point loops: the sequential members, then the group and lane of each
    register axis, ``n_local`` of them) and ``slots`` (the register slot of each instance)."""
    setting: Setting
    m: Mapping
    domain: isl.UnionSet
    kctx: isl.Set
    grid: tuple                       # (x, y, z) blocks: ints, or AExpr of the sizes
    image: isl.Set | None             # the band's values over the nest (None: not mapped)
    statements: frozenset[str]        # the nest's statements (before any is taken out of the loops)
    ol_map: isl.UnionMap              # compute statement -> [outer loops, sequential tiles] (the step)
    outer_mupa: isl.MultiUnionPwAff | None
    tiles_mupa: isl.MultiUnionPwAff | None
    points_mupa: isl.MultiUnionPwAff | None
    slots_mupa: isl.MultiUnionPwAff | None
    n_local: int

    @property
    def ctx(self) -> isl.Context:
        return self.setting.ctx

    @property
    def nd(self) -> int:
        return self.m.nd

    @property
    def n_o(self) -> int:
        return len(self.m.outer)

    @property
    def n_l(self) -> int:
        return len(self.m.tiled)

    def os_map(self) -> isl.UnionMap:
        """Compute statement -> [outer loops, register slots]."""
        return _step_map(self.domain, self.ctx, self.outer_mupa, self.slots_mupa)

    def without(self, instances: isl.UnionSet) -> KernelSpace:
        """The space without ``instances`` (an init statement that a register replaces)."""
        domain = self.domain.subtract(instances)
        return replace(self, domain=domain, ol_map=_step_map(domain, self.ctx, self.outer_mupa, self.tiles_mupa))

    def refs(self):
        """(statement, reference) of every access of the nest, statements by name."""
        for name in sorted(self.statements):
            s = self.setting.stmts[name]
            for r in s.refs:
                yield s, r

    def affine_ref(self, s, r) -> bool:
        allowed = set(s.vars) | set(self.setting.scop.checked.sizes)
        return all(is_affine(ix, allowed) for ix in r.expr.indices)

    def slot_pma(self, stmt: str) -> isl.PwMultiAff:
        """``S[x] -> [slots]``: the register slot of each instance of statement ``stmt``."""
        st = self.setting.stmts[stmt].domain
        m = isl.UnionMap.from_multi_union_pw_aff(self.slots_mupa).intersect_domain(
            isl.UnionSet.from_set(st.universe(st.get_space())))
        return isl.PwMultiAff.from_map(isl.Map.from_union_map(m))

    def point_band(self, child: T.Node, iso: isl.UnionSet | None) -> T.Band:
        """The point loops: sequential members, then the register tile of each thread, unrolled (its
        slots must be constants for nvcc to keep ``r_T[..]`` in registers)."""
        n = self.points_mupa.dim(isl.dim_type.set)
        first = n - self.n_local
        types = ("default",) * first + ("unroll",) * self.n_local
        if iso is not None and self.n_local:
            iso = iso.union(isl.UnionSet(f"{{ [isolate[] -> unroll[x]] : {first} <= x < {n} }}", context=self.ctx))
        return T.Band(self.points_mupa, (False,) * n, False, child, types, options=iso)

    def compute_tree(self, options) -> T.Node:
        """[outer] [tiles] [threads + points] [rest]: the computation alone."""
        node = self.m.child
        if self.points_mupa is not None:
            node = self.point_band(node, options if self.tiles_mupa is None else None)
        if self.tiles_mupa is not None:
            n = self.tiles_mupa.dim(isl.dim_type.set)
            node = T.Band(self.tiles_mupa, (False,) * n, False, node, options=options)
        if self.outer_mupa is not None:
            n = self.outer_mupa.dim(isl.dim_type.set)
            node = T.Band(self.outer_mupa, (False,) * n, False, node)
        return node


def kernel_space(s: Setting, m: Mapping, dom: isl.UnionSet) -> KernelSpace:
    """The nest ``dom`` under the mapping ``m``."""
    b, ctx = m.band, s.ctx
    if m.mapped:
        bmap = isl.UnionMap.from_multi_union_pw_aff(b.schedule)
        image = isl.Set.from_union_set(dom.apply(bmap))
        dk = bmap.intersect_range(isl.UnionSet.from_set(_mapping_set(m, ctx, b.n))).domain().intersect(dom)
        kctx, grid = _kernel_context(s, m, image)
        dk = dk.intersect_params(kctx)
    else:
        image = None
        dk = dom
        kctx, grid = s.context, (1, 1, 1)
    o_mupa = members(b, m.outer, ctx) if b is not None else None
    tiled = members(b, m.tiled, ctx) if b is not None else None
    if tiled is not None:
        mv = isl.MultiVal.zero(tiled.get_space())
        for j, k in enumerate(m.tiled):
            mv = mv.set_val(j, isl.Val.int_from_si(ctx, m.tiles[k]))
        tiled = tiled.scale_down_multi_val(mv).floor().scale_multi_val(mv)
    point = ([b.member(k) for k in m.point] + _local(m, b, ctx)) if b is not None else []
    p_mupa = upa_list_mupa(point, ctx) if point else None
    slots = _slots(m, b, ctx) if b is not None else []
    s_mupa = upa_list_mupa(slots, ctx) if slots else None
    # (the order of isl calls is kept: isl normalizes shared objects in place, which changes the text)
    ol_map = _step_map(dk, ctx, o_mupa, tiled)
    return KernelSpace(s, m, dk, kctx, grid, image, frozenset(names(dk)), ol_map, o_mupa, tiled, p_mupa, s_mupa,
                       len(point) - len(m.point))


def _step_map(domain: isl.UnionSet, ctx: isl.Context, *functions) -> isl.UnionMap:
    """Compute statement -> the values of ``functions`` (outer loops, then tiles or slots)."""
    mupas = [x for x in functions if x is not None]
    if not mupas:
        zero = isl.Set.universe(isl.Space.set_alloc(ctx, 0, 0))
        return isl.UnionMap.from_domain_and_range(domain, isl.UnionSet.from_set(zero))
    mupa = mupas[0] if len(mupas) == 1 else mupas[0].flat_range_product(mupas[1])
    return isl.UnionMap.from_multi_union_pw_aff(mupa).intersect_domain(domain)


def members(b: T.Band, ks, ctx: isl.Context) -> isl.MultiUnionPwAff | None:
    """The members ``ks`` of band ``b`` (in that order), or None when there are none."""
    if not ks:
        return None
    if list(ks) == list(range(b.n)):
        return b.schedule
    return upa_list_mupa([b.member(k) for k in ks], ctx)


def upa_list_mupa(upas: list[isl.UnionPwAff], ctx: isl.Context) -> isl.MultiUnionPwAff:
    lst = isl.UnionPwAffList.alloc(ctx, len(upas))
    for u in upas:
        lst = lst.add(u)
    return isl.MultiUnionPwAff.from_union_pw_aff_list(isl.Space.set_alloc(ctx, 0, len(upas)), lst)


def _mapping_set(m: Mapping, ctx: isl.Context, n: int) -> isl.Set:
    """``[blocks, threads] -> { [band] }``: the points of the band that each thread runs."""
    conds, ex = [], []
    for d, k in enumerate(m.mapped):
        t, bsz, v, b, th = m.tiles[k], m.block[d], m.vec[d], B_PARAMS[d], T_PARAMS[d]
        if d == 2 and m.fold:  # blockIdx.z = tile of z + zgroups * (folded members)
            ex.append("bzz")
            conds.append(f"{b} = bzz + {m.zgroups}*({m.fold_index()}) and 0 <= bzz < {m.zgroups}")
            b = "bzz"
        base = f"{t}*{b}" + (f" + {t * m.lo[d]}" if m.lo[d] >= 0 else f" - {-t * m.lo[d]}")
        if bsz == t:
            conds.append(f"p{k} = {base} + {th}")
            continue
        ex += [f"e{d}", f"v{d}"]
        conds.append(f"p{k} = {base} + {v}*{th} + v{d} + {v * bsz}*e{d} and 0 <= v{d} < {v} "
                     f"and 0 <= {v}*{th} + v{d} + {v * bsz}*e{d} < {t}")
    params = ", ".join(B_PARAMS[:m.nd] + T_PARAMS[:m.nd])
    dims = ", ".join(f"p{k}" for k in range(n))
    body = " and ".join(conds)
    if ex:
        body = f"exists {', '.join(ex)} : {body}"
    return isl.Set(f"[{params}] -> {{ [{dims}] : {body} }}", context=ctx)


def _local(m: Mapping, b: T.Band, ctx: isl.Context) -> list[isl.UnionPwAff]:
    """Per register axis: the group ``e`` and lane ``v`` of a point in its thread, as functions
    of the statement instances (``q = p mod tile = vec*t + v + vec*block*e``)."""
    out = []
    for d in m.register_axes():
        k = m.mapped[d]
        q = b.member(k).mod_val(isl.Val.int_from_si(ctx, m.tiles[k]))
        if m.groups(d) > 1:
            out.append(q.scale_down_val(isl.Val.int_from_si(ctx, m.vec[d] * m.block[d])).floor())
        if m.vec[d] > 1:
            out.append(q.mod_val(isl.Val.int_from_si(ctx, m.vec[d])))
    return out


def _slots(m: Mapping, b: T.Band, ctx: isl.Context) -> list[isl.UnionPwAff]:
    """Per register axis: the register slot ``vec*e + v`` of a point in its thread."""
    out = []
    for d in m.register_axes():
        k = m.mapped[d]
        q = b.member(k).mod_val(isl.Val.int_from_si(ctx, m.tiles[k]))
        e = q.scale_down_val(isl.Val.int_from_si(ctx, m.vec[d] * m.block[d])).floor()
        v = q.mod_val(isl.Val.int_from_si(ctx, m.vec[d]))
        out.append(e.scale_val(isl.Val.int_from_si(ctx, m.vec[d])).add(v))
    return out


def _kernel_context(s: Setting, m: Mapping, image: isl.Set) -> tuple[isl.Set, tuple]:
    """The context of the block and thread parameters, and the grid (blocks per axis). Both hold
    for every launch of a host loop (``cuda_host``): its value ``po_h0`` is projected out of the
    image, since every launch runs the same grid (trisolv at tiles of 1 took block ``i``'s
    existence, ``i <= po_h0``, for granted, and blocks past it read ``x[po_h0 - i]``, before x).
    The values of ``po_h0`` the kernel is launched for stay in the context."""
    kctx = s.context.intersect(image.params())
    for k in reversed(range(image.dim(isl.dim_type.param))):
        if image.get_dim_name(isl.dim_type.param, k).startswith("po_h"):
            image = image.project_out(isl.dim_type.param, k, 1)
    grid = []
    for d, k in enumerate(m.mapped):
        t, b = m.tiles[k], B_PARAMS[d]
        n = image.dim(isl.dim_type.set)
        dims = ", ".join(f"p{j}" for j in range(n))
        lo = t * m.lo[d]
        if d == 2 and m.fold:
            body = (f"exists bzz : {b} = bzz + {m.zgroups}*({m.fold_index()}) and 0 <= bzz < {m.zgroups} and "
                    f"p{k} >= {t}*bzz + {lo}")
        else:
            body = f"p{k} >= {t}*{b} + {lo} and {b} >= 0"
        cond = isl.Set(f"[{b}, {T_PARAMS[d]}] -> {{ [{dims}] : {body} and 0 <= {T_PARAMS[d]} < {m.block[d]} }}",
                       context=s.ctx)
        kctx = kctx.intersect(image.intersect(cond).params())
        if s.sizes is not None:
            grid.append((finite(image.dim_max_val(k)) // t - m.lo[d] + 1) * math.prod(m.fold_n if d == 2 else ()))
        else:
            hi = image.dim_max(k)
            none = s.scop.context.subtract(hi.domain())  # sizes where the kernel has no instance (a
            if not none.is_empty():  # piece at N = 1 only): a grid of 0 blocks there, not launched
                fill = isl.Aff.zero_on_domain(isl.LocalSpace.from_space(none.get_space()))
                fill = fill.set_constant_val(isl.Val.int_from_si(s.ctx, t * m.lo[d] - 1))
                hi = hi.union_add(isl.PwAff.from_aff(fill).intersect_domain(none))
            e = pw_aff_expr(hi, s.scop.context, {isl_name(p): p for p in s.scop.params})
            grid.append(AOp("add", (AOp("fdiv_q", (e, AInt(t))), AInt(1 - m.lo[d]))))
    grid += [1] * (3 - len(grid))
    return kctx.coalesce(), tuple(grid)
