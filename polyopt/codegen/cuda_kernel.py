"""One nest -> one ``__global__`` function: its block-level schedule, its AST and its launch plan.

``build_kernel(setting, name, domain, mapping)`` takes a nest mapped by ``cuda_mapping``, builds its
``KernelSpace`` (``cuda_space``), promotes its tensors (``cuda_promotion``), and schedules the
block-level statements around the threads' computation:
``[outer] ([register inits and loads] [tiles] ([copies] [sync] [work] [sync]) [register stores])``.
The statements that stage data (shared-memory copies, ``__syncthreads()``, register loads and stores)
have domains that do not depend on the thread, so every ``__syncthreads()`` is reached by every thread
of the block. In kernels for fixed sizes (and with ``Options.separate_tiles``), full tiles are isolated
(isl's ``isolate`` option): they run without guards, and shared-memory copies of full tiles without
bounds checks; partial tiles are guarded. isl's AST generator makes the code (PPCG's method);
``cuda_print`` prints it from a ``KernelLayout``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import islpy as isl

from polyopt.codegen.cuda_explain import details
from polyopt.codegen.cuda_isl import STEP_OPERATIONS, bounded, loop_tree, on_domain, project_params, union_set
from polyopt.codegen.cuda_launch import CudaKernel
from polyopt.codegen.cuda_mapping import B_PARAMS, T_PARAMS, Mapping, Setting
from polyopt.codegen.cuda_print import KernelLayout, print_kernel
from polyopt.codegen.cuda_promotion import Promotion, buffer_aff, copy_guards, fma_per_load, promote
from polyopt.codegen.cuda_space import KernelSpace, kernel_space, upa_list_mupa
from polyopt.codegen.cuda_whole_tiles import whole_tiles
from polyopt.codegen.loops import Node
from polyopt.poly import tree as T


@dataclass(frozen=True)
class Kernel:
    """A kernel's launch plan, its text, its nest as ``schedule.explain()`` shows it, and the loop
    tree its text was printed from (None: a row kernel, printed from its row model)."""
    plan: CudaKernel
    text: str
    shown: T.Node
    tree: Node | None = None


def build_kernel(s: Setting, name: str, dom: isl.UnionSet, m: Mapping) -> Kernel:
    """The kernel ``name`` of the nest ``dom`` under the mapping ``m``."""
    space = kernel_space(s, m, dom)
    whole = whole_tiles(space, dom) if s.promote else None
    space, promo = promote(space, whole) if s.promote else (space, Promotion())
    ext = whole[0] if whole is not None and promo.whole else None
    full = _full_steps(space)
    root = _block_tree(space, promo, full)
    tree = _ast(space, promo, root, full, ext)
    thread_tile = m.thread_tile()
    layout = KernelLayout(name, tuple(sorted(space.statements)), m.describe(), tuple(m.block), promo.shared,
                          promo.registers, thread_tile, space.n_o, promo.async_copy, promo.step_buffer(space),
                          promo.zero_fill)
    text, args = print_kernel(s.scop, s.sizes, layout, tree)
    threads = tuple(m.block) + (1,) * (3 - len(m.block))
    words, flops = details(space, promo)
    plan = CudaKernel(name, space.grid, threads, promo.nbytes(space), args, layout.statements, layout.description,
                      tuple((sh.name, sh.size) for sh in promo.shared), tuple(r.tensor for r in promo.registers),
                      thread_tile if promo.registers else (),
                      tuple(sorted({sh.tensor for sh in promo.shared if sh.vec > 1})), promo.pipe is not None,
                      fma_per_load(space, promo), details=words, flops_per_load=flops)
    return Kernel(plan, text, m.shown(), tree)


def _filter(s: isl.Set) -> T.Filter:
    return T.Filter(isl.UnionSet.from_set(s.universe(s.get_space())))


# -- the kernel's block-level schedule -------------------------------------------------------------
def _block_tree(space: KernelSpace, promo: Promotion, full: isl.Set | None) -> T.Root:
    """The kernel's block-level schedule: [outer] ([register inits and loads] [tiles] ([copies]
    [sync] [work] [sync]) [register stores]).

    Nothing in it depends on the thread, so every thread of a block reaches every
    ``__syncthreads()`` (threads waiting at different barriers are undefined in CUDA, and hang on
    sm_70 and later). ``po_work[o, L]`` stands for the threads' computation at one step and
    ``po_pre[o]``, ``po_post[o]`` for their register loads and stores: each is generated on its own
    where isl places it (``_work``, ``_reg_code``), with the thread conditions inside."""
    ctx, n_o, n_l, shared = space.ctx, space.n_o, space.n_l, promo.shared
    atomic = isl.UnionSet("{ atomic[x] }", context=ctx)  # one piece per loop: no duplicated barriers
    iso = _isolate(space, full)
    steps = isl.Set.from_union_set(space.ol_map.range()).intersect_params(space.kctx)
    steps = bounded(ctx, STEP_OPERATIONS, "find a CUDA kernel's block-level steps",
                    lambda: project_params(steps, T_PARAMS[:space.nd]).coalesce())
    work = steps.set_tuple_name("po_work")
    inner = [work]
    main: T.Node = T.LEAF
    shift = {}
    if shared and promo.pipe is not None:
        # [load step L + 1 into registers] [work at L] [store them in the other buffer] [sync]
        d, t = n_o + promo.pipe, space.m.tiles[space.m.tiled[promo.pipe]]
        loads = [sh.domain.set_tuple_name(f"po_cpl_{sh.name}") for sh in shared]
        stores = [] if promo.async_copy else [sh.domain.set_tuple_name(f"po_cps_{sh.name}") for sh in shared]
        shift = {x.get_tuple_name(): (d, t) for x in loads + stores}
        n = steps.dim(isl.dim_type.set)
        dims = ", ".join(f"x{j}" for j in range(n))
        back = isl.Map(f"{{ [{dims}] -> [{', '.join(f'x{j} - {t}' if j == d else f'x{j}' for j in range(n))}] }}",
                       context=ctx)
        points = steps
        for sh in shared:
            points = points.union(sh.domain.reset_tuple_id().apply(back))
        sync = points.coalesce().set_tuple_name("po_sync_b")
        kids = [T.Filter(union_set(x.universe(x.get_space()) for x in loads)), _filter(work)]
        if stores:
            kids.append(T.Filter(union_set(x.universe(x.get_space()) for x in stores)))
        kids.append(_filter(sync))
        inner += loads + stores + [sync]
        main = T.Sequence(tuple(kids))
    elif shared:
        cps = [sh.domain for sh in shared]
        sync_a = steps.set_tuple_name("po_sync_a")
        kids = [T.Filter(union_set(c.universe(c.get_space()) for c in cps)), _filter(sync_a), _filter(work)]
        inner += cps + [sync_a]
        if n_o + n_l:
            sync_b = steps.set_tuple_name("po_sync_b")
            kids.append(_filter(sync_b))
            inner.append(sync_b)
        main = T.Sequence(tuple(kids))
    if space.tiles_mupa is not None:
        main = T.Band(_stage_mupa(ctx, inner, n_o, n_l, shift), (False,) * n_l, False, main,
                      options=atomic if iso is None else iso.union(atomic))
    outer = list(inner)
    if promo.registers:
        o_steps = steps.project_out(isl.dim_type.set, n_o, n_l)
        kids = []
        if any(r.load or r.init for r in promo.registers):
            pre = o_steps.set_tuple_name("po_pre")
            kids.append(_filter(pre))
            outer.append(pre)
        post = o_steps.set_tuple_name("po_post")
        kids += [T.Filter(union_set(x.universe(x.get_space()) for x in inner), main), _filter(post)]
        outer.append(post)
        main = T.Sequence(tuple(kids))
    if space.outer_mupa is not None:
        main = T.Band(_stage_mupa(ctx, outer, 0, n_o), (False,) * n_o, False, main, options=atomic)
    return T.Root(union_set(outer), main)


def _stage_mupa(ctx: isl.Context, doms: list[isl.Set], first: int, n: int, shift=None) -> isl.MultiUnionPwAff:
    """Dimensions ``first .. first + n`` of every block-level statement, as band members
    (``shift``: statement -> (dimension, amount) that runs it earlier along that dimension)."""
    upas = []
    for k in range(n):
        u = None
        for d in doms:
            dims = ", ".join(f"x{j}" for j in range(d.dim(isl.dim_type.set)))
            at, by = (shift or {}).get(d.get_tuple_name(), (None, 0))
            member = f"x{first + k}" + (f" - {by}" if at == first + k else "")
            x = isl.UnionPwAff(f"{{ {d.get_tuple_name()}[{dims}] -> [({member})] }}", context=ctx)
            u = x if u is None else u.union_add(x)
        upas.append(u)
    return upa_list_mupa(upas, ctx)


def _isolate(space: KernelSpace, full: isl.Set | None) -> isl.UnionSet | None:
    """``isolate`` option for the tiles that lie entirely inside the domain (``full``, the steps
    of ``_full_steps``): no guards there."""
    if full is None:
        return None
    rel = isl.Map.from_range(full).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, space.n_o)
    return isl.UnionSet.from_set(rel.wrap().set_tuple_name("isolate"))


def _full_steps(space: KernelSpace) -> isl.Set | None:
    """The block-level steps (outer members, then reduction tiles; blockIdx as parameters) of the
    tiles that lie entirely inside the domain, or None where none are separated."""
    m, s, image = space.m, space.setting, space.image
    if (not m.mapped or image is None or s.sizes is None or not s.options.separate_tiles
            or space.tiles_mupa is None):  # only block-level tiles (of the reduction) are separated
        return None  # size-generic kernels: the conditions would be long, and nothing runs them
    seq = [k for k in m.point if k not in m.mapped]
    if any(k not in m.tiled for k in seq):
        return None  # untiled sequential members: no full tiles
    n = image.dim(isl.dim_type.set)
    dims = ", ".join(f"p{j}" for j in range(n))
    outs, conds = [], []
    for j, k in enumerate(m.outer):
        outs.append(f"o{j}")
        conds.append(f"o{j} = p{k}")
    for d, k in enumerate(m.mapped):
        outs.append(f"b{d}")
        fold = f" + {m.zgroups}*({m.fold_index()})" if d == 2 and m.fold else ""
        conds.append(f"b{d} = floor(p{k}/{m.tiles[k]}) - ({m.lo[d]}){fold}")
    for j, k in enumerate(m.tiled):
        outs.append(f"l{j}")
        conds.append(f"l{j} = {m.tiles[k]}*floor(p{k}/{m.tiles[k]})")
    tmap = isl.Map(f"{{ [{dims}] -> [{', '.join(outs)}] : {' and '.join(conds)} }}", context=space.ctx)
    tiles = image.apply(tmap)
    bad = tiles.apply(tmap.reverse()).subtract(image).apply(tmap)
    full = tiles.subtract(bad).coalesce()
    if full.is_empty():
        return None
    npar = full.dim(isl.dim_type.param)
    full = full.move_dims(isl.dim_type.param, npar, isl.dim_type.set, space.n_o, space.nd)
    for d in range(space.nd):
        full = full.set_dim_name(isl.dim_type.param, npar + d, B_PARAMS[d])
    return full


# -- the AST: block-level statements, with the threads' code of each step inside ----------------------
def _ast(space: KernelSpace, promo: Promotion, root: T.Root, full: isl.Set | None, ext: KernelSpace | None = None):
    needs: dict[str, dict] = {"po_work": {"code": functools.partial(_work, space, promo, ext),
                                          "full": functools.partial(_in_full_tiles, full)},
                              "po_pre": {"code": functools.partial(_reg_code, space, promo, "po_ld_")},
                              "po_post": {"code": functools.partial(_reg_code, space, promo, "po_st_")}}
    for sh in promo.shared:
        for kind in ("po_cp_", "po_cpl_", "po_cps_"):
            name = kind + sh.name
            needs[name] = {"offset": on_domain(isl.PwMultiAff.from_multi_aff(sh.offset), name),
                           "guards": functools.partial(copy_guards, space, sh)}
            if sh.buffers == 2:
                needs[name]["buffer"] = buffer_aff(space, promo, name, sh.domain.dim(isl.dim_type.set))
    return loop_tree(T.to_isl(root), space.kctx, needs, space.setting.rename)


def _in_full_tiles(full: isl.Set | None, executed: isl.Set) -> bool:
    """Are the steps ``executed`` of a placeholder all steps of full tiles (``_full_steps``)?"""
    if full is None:
        return False
    steps = executed.reset_tuple_id()
    return steps.is_subset(full.align_params(steps.get_space()).reset_tuple_id())


def _step(space: KernelSpace, executed: isl.Set, n: int) -> tuple[isl.Set, isl.UnionSet]:
    """(context, equality) of the step instances ``executed`` of a placeholder: its ``n`` coordinates
    become parameters ``po_s0 ..`` (the printer defines them from the placeholder's arguments)."""
    s = executed.reset_tuple_id()
    names = [f"po_s{j}" for j in range(n)]
    for j, nm in enumerate(names):
        s = s.set_dim_name(isl.dim_type.set, j, nm)
    npar = s.dim(isl.dim_type.param)
    context = s.move_dims(isl.dim_type.param, npar, isl.dim_type.set, 0, n).params().intersect(space.kctx)
    dims = ", ".join(f"x{j}" for j in range(n))
    conds = " and ".join(f"x{j} = {nm}" for j, nm in enumerate(names)) or "true"
    eq = isl.Set(f"[{', '.join(names)}] -> {{ [{dims}] : {conds} }}", context=space.ctx)
    return context.coalesce(), isl.UnionSet.from_set(eq)


def _work(space: KernelSpace, promo: Promotion, ext: KernelSpace | None, executed: isl.Set):
    """The loop tree of the threads' computation at the steps ``executed`` (``ext``: the space
    whose instances of ``promo.whole`` cover whole tiles)."""
    context, eq = _step(space, executed, space.n_o + space.n_l)
    inst = space.ol_map.intersect_range(eq).domain()
    if ext is not None:
        whole = union_set(s.domain.universe(s.domain.get_space()) for s in space.setting.scop.statements
                          if s.name in promo.whole)
        inst = inst.subtract(whole).union(ext.ol_map.intersect_range(eq).domain().intersect(whole))
    child = space.m.child if space.points_mupa is None else space.point_band(space.m.child, None)
    needs: dict[str, dict] = {}
    for sh in promo.shared:
        for tag, pma in sh.refs.items():
            needs.setdefault(tag.split("_R")[0], {})[tag] = pma
    if space.slots_mupa is not None and promo.registers:
        for stmt in sorted(space.statements):  # (isl rewrites shared objects: a fixed order)
            on = ext if ext is not None and stmt in promo.whole else space
            needs.setdefault(stmt, {})["po_slots"] = on.slot_pma(stmt)
    return loop_tree(T.to_isl(T.Root(inst, child)), context, needs, space.setting.rename, "i")


def _reg_code(space: KernelSpace, promo: Promotion, prefix: str, executed: isl.Set):
    """The loop tree of the register inits and loads (``po_ld_``) or stores (``po_st_``) at the
    outer steps ``executed``."""
    context, _ = _step(space, executed, space.n_o)
    doms, needs = [], {}
    for r in promo.registers:
        if prefix == "po_st_" or r.load or r.init:
            name = prefix + r.tensor
            d = r.domain.set_tuple_name(name)
            dims = ", ".join(f"x{i}" for i in range(d.dim(isl.dim_type.set)))
            for j in range(space.n_o):
                d = d.intersect(isl.Set(f"[po_s{j}] -> {{ {name}[{dims}] : x{j} = po_s{j} }}", context=space.ctx))
            doms.append(d)
            needs[name] = {"index": on_domain(r.index, name)}
    band = _slot_band(space, doms)
    return loop_tree(T.to_isl(T.Root(union_set(doms), band)), context, needs, space.setting.rename, "r")


def _slot_band(space: KernelSpace, doms: list[isl.Set]) -> T.Node:
    """Unrolled loops over the register slots of loads or stores of registers."""
    n = len(space.m.thread_tile())
    if not n:
        return T.LEAF
    upas = []
    for j in range(n):
        u = None
        for d in doms:
            dims = ", ".join(f"x{i}" for i in range(d.dim(isl.dim_type.set)))
            x = isl.UnionPwAff(f"{{ {d.get_tuple_name()}[{dims}] -> [(x{space.n_o + j})] }}", context=space.ctx)
            u = x if u is None else u.union_add(x)
        upas.append(u)
    return T.Band(upa_list_mupa(upas, space.ctx), (False,) * n, False, T.LEAF, ("unroll",) * n)
