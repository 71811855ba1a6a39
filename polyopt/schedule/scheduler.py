"""Automatic scheduling: isl's scheduler on the dependences, then tiling and loop marks.

``auto_schedule(scop, deps, options, target)`` computes a schedule with validity (every dependence but
reduction chains), coincidence (every dependence) and proximity constraints, then optimizes each
outermost permutable band (``schedule/optimize.py``: a stride-1 coincident member innermost, tiles,
the outermost coincident loop marked ``parallel``, the innermost point loop ``vector``). Before
that, groups whose band has no parallel member are rescheduled for coincidence, and untiled
bands whose outer member carries every dependence are split below it (``parallel_steps``,
``split_step_bands``: a stencil's time loop over parallel space loops).
"""

from __future__ import annotations

import dataclasses
import re

import islpy as isl

from polyopt.errors import ScheduleError
from polyopt.lang import ir
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.bounded import in_child
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import split
from polyopt.schedule.fusion import fuse_streaming
from polyopt.schedule.isolation import isolate_below
from polyopt.schedule.legality import violations
from polyopt.schedule.optimize import Sizing, has_reuse, optimize_nest
from polyopt.schedule.program import program_order
from polyopt.schedule.row_blocks import fuse_row_blocks
from polyopt.schedule.schedule import Schedule, statements_in
from polyopt.schedule.shifted import split_shifted
from polyopt.schedule.time_tiles import known, time_tile, untiled
from polyopt.target import Target

_FUSION = {"max": (0, 1), "smart": (0, 0), "min": (1, 1)}  # (serialize_sccs, whole_component)
MAX_OPERATIONS = 2_000_000
# isl's operations count the simplex's pivots only: a schedule of this many statements or more is
# computed in a child process bounded by CPU time (heat-3d's gradient, 45 statements, took minutes
# in isl_schedule under the bound above); fewer, here (library kernels: under a second each)
CHILD_STATEMENTS = 24
# so is a schedule of a statement of this many dimensions or more: the proximity constraints of a
# dependence onto a box of n dimensions took time exponential in n (Farkas over its 2**n vertices,
# presumably: a sum over 10 `where kN in 0:2` variables 4 s, 11 15 s, 12 more than 5 minutes; library
# kernels and their gradients: at most 9, conv2d_stride2's gradient). Past the bound isl schedules
# again without proximity constraints (0.01 s)
CHILD_DIMENSIONS = 10
SCHEDULE_SECONDS = 10
ROW_BLOCK = 8
# the largest constant term (a shift) of a schedule member. Unbounded, isl's search for it took time
# quadratic in the literal bounds of a domain: a temporary over `where i in 0:10000` summed
# along i took 29 s to schedule, 0:100000 about an hour (a size parameter of that value: 0.01 s);
# bounded below such a literal it is instant (0.01 s at 0:1000000), and shifts this large are no
# fusion worth having
MAX_CONSTANT_TERM = 256


def schedule(scop: Scop, deps: Dependences, options: Options, target: Target,
             context: isl.Set | None = None, sizes: dict[str, int] | None = None) -> Schedule:
    """The schedule ``options`` ask for (``program`` order or ``auto``) on ``target``, valid for
    every size; with ``sizes``, the one for code at those sizes (``Sizing``: it differs from the
    size-generic one only where ``Schedule.sized`` says so)."""
    s = program_order(scop) if options.schedule == "program" else \
        auto_schedule(scop, deps, options, target, context, sizes)
    if options.schedule != "program" and not violations(untiled(s.root), deps.validity).is_empty():
        # a safety net: a register or dot block that misorders a statement fused with the
        # reduction must never give wrong numbers; without blocks, else in program order
        plain = dataclasses.replace(options, register_tile=None)
        s = auto_schedule(scop, deps, plain, target, context, sizes) if options.register_tile is not None else s
        if not violations(untiled(s.root), deps.validity).is_empty():
            s = program_order(scop)
    s.__dict__["deps"] = deps  # share the dependences already computed (cached_property slot)
    return s


def isl_schedule(scop: Scop, deps: Dependences, options: Options, context: isl.Set | None = None,
                 domain: isl.UnionSet | None = None, coincidence: bool = False) -> T.Root:
    """isl's schedule for the dependences, with the fusion strategy and algorithm of ``options``
    (of the statement instances in ``domain`` only, if given; ``coincidence``: each band's
    members are coincident where a band of them can be, isl's ``maximize_coincidence``)."""
    ctx = scop.ctx
    saved = (ctx.get_schedule_serialize_sccs(), ctx.get_schedule_whole_component(), ctx.get_schedule_algorithm(),
             ctx.get_schedule_maximize_coincidence(), ctx.get_schedule_max_constant_term())
    try:
        serialize, whole = _FUSION[options.fusion]
        ctx.set_schedule_serialize_sccs(serialize)
        ctx.set_schedule_whole_component(whole)
        ctx.set_schedule_algorithm(1 if options.algorithm == "feautrier" else 0)
        ctx.set_schedule_maximize_coincidence(int(coincidence))
        ctx.set_schedule_max_constant_term(MAX_CONSTANT_TERM)
        dom = scop.domain() if domain is None else domain
        if context is not None:
            dom = dom.intersect_params(context)
        validity, every = deps.validity, deps.all
        if domain is not None:
            validity = validity.intersect_domain(dom).intersect_range(dom)
            every = every.intersect_domain(dom).intersect_range(dom)
        sc = (isl.ScheduleConstraints.on_domain(dom).set_validity(validity)
              .set_coincidence(every).set_proximity(every))
        ctx.reset_operations()
        ctx.set_max_operations(MAX_OPERATIONS)
        try:
            if dom.n_set() < CHILD_STATEMENTS and _widest(dom) < CHILD_DIMENSIONS:
                sched = sc.compute_schedule()
            else:  # (isl's bound on operations does not stop every long schedule: CPU time does)
                sched = isl.Schedule.read_from_str(ctx, _in_child(sc, scop, dom))
        finally:
            ctx.set_max_operations(0)
    except isl.Error as e:
        raise ScheduleError(f"isl's scheduler failed for {scop.name}: {e}") from None
    finally:
        ctx.set_schedule_serialize_sccs(saved[0])
        ctx.set_schedule_whole_component(saved[1])
        ctx.set_schedule_algorithm(saved[2])
        ctx.set_schedule_maximize_coincidence(saved[3])
        ctx.set_schedule_max_constant_term(saved[4])
    return T.from_isl(sched)


def _widest(dom: isl.UnionSet) -> int:
    """The most dimensions of a statement of ``dom``."""
    sets = dom.get_set_list()
    return max((sets.get_at(i).dim(isl.dim_type.set) for i in range(sets.n_set())), default=0)


def _in_child(sc: isl.ScheduleConstraints, scop: Scop, dom: isl.UnionSet) -> str:
    """isl's schedule for ``sc`` as text, computed in a child process within ``SCHEDULE_SECONDS`` of
    CPU; past them, for a statement of ``CHILD_DIMENSIONS`` or more, without proximity constraints
    within as many more, and so at once for every later schedule of ``scop`` with such a statement
    (the groups rescheduled after the first schedule, the plan for ``k.schedule`` after the one for
    a call's sizes); a ``ScheduleError`` past both."""
    wide = _widest(dom) >= CHILD_DIMENSIONS
    skip = wide and scop.__dict__.get("_without_proximity", False)
    text = None if skip else in_child(lambda: sc.compute_schedule().to_str(), SCHEDULE_SECONDS)
    if text is None and wide:
        scop.__dict__["_without_proximity"] = True  # (a frozen dataclass: its cached_property slots)
        loose = sc.set_proximity(isl.UnionMap.empty(sc.get_proximity().get_space()))
        text = in_child(lambda: loose.compute_schedule().to_str(), SCHEDULE_SECONDS)
    if text is None:
        raise ScheduleError(f"isl's scheduler for {scop.name} took over {SCHEDULE_SECONDS} s of CPU"
                            f"{', with and without proximity constraints' if wide else ''} ({dom.n_set()} "
                            f"statements, up to {_widest(dom)} dimensions): fewer statements, or fewer index "
                            "variables per statement, schedule in seconds; Options(schedule='program') does not "
                            "ask isl")
    return text


def auto_schedule(scop: Scop, deps: Dependences, options: Options, target: Target,
                  context: isl.Set | None = None, sizes: dict[str, int] | None = None) -> Schedule:
    notes = []
    sizing = Sizing(scop.fixed_context(sizes) if sizes is not None else None)
    try:
        root = isl_schedule(scop, deps, options, context)
    except ScheduleError as e:
        notes.append(f"{e}; falling back to program order")
        return Schedule(scop, program_order(scop).root, "program", tuple(notes))
    if scop.__dict__.get("_without_proximity"):
        notes.append(f"isl's scheduler took over {SCHEDULE_SECONDS} s of CPU with proximity constraints (a statement "
                     f"of {_widest(scop.domain())} dimensions): scheduled without them")
    root = parallel_steps(root, scop, deps, options, context, steps_alone=True)
    root = T.Root(root.domain, time_tile(root.child, root.domain, scop, options, target.l2 // 2, deps.validity,
                                         target.l1, sizing))
    root = parallel_steps(root, scop, deps, options, context)
    if options.fusion == "smart":
        root = unfuse_contractions(root, scop, deps, options, context)
        root = inits_with_updates(root, scop, deps, options, context)
        if options.tile_sizes is None:  # explicit tiles would cut the fused rows into partial tiles
            root = fuse_streaming(root, scop, deps)
            fused = fuse_row_blocks(root, scop, deps, ROW_BLOCK)
            if sizing.fixed is not None:
                root = fused
            elif fused is not root:  # size-generic code (dynamic=True) keeps the nests apart: there
                # the fused rows ran on one thread, their dot products unvectorized (bicg 4-6x slower);
                # code for known sizes gets a schedule of its own, fused
                sizing.questions.append(known)
    if options.tile_sizes is None:
        root = T.Root(root.domain, split_step_bands(root.child, root.domain, scop, deps.all))
    root = T.Root(root.domain, split_shifted(root.child, root.domain, scop.context if context is None else context))
    root = T.Root(root.domain, optimize_nest(root.child, root.domain, scop, options, target, notes, outer=True,
                                         sizing=sizing))
    if options.separate_tiles:  # full tiles of nested bands as functions of the loops around them
        root = T.Root(root.domain, isolate_below(root.child, root.domain))
    return Schedule(scop, root, "auto", tuple(notes), tuple(sizing.questions))


def parallel_steps(root: T.Root, scop: Scop, deps: Dependences, options: Options,
                   context: isl.Set | None = None, steps_alone: bool = False) -> T.Root:
    """Reschedule with isl's ``maximize_coincidence`` each top-level group whose outer band has
    no parallel member: isl skews a stencil's time steps into the space loops, ``(t + i, t + i + j,
    t + j)`` for jacobi_2d, a band of tiles that run one after the other; rescheduled, the time
    loop carries every dependence and the space loops below it run in parallel (when the new
    schedule has more coincident members). With ``steps_alone`` (before time tiles), only the
    groups whose outer band is a step loop alone and whose bands have no parallel member at all:
    adi's sweeps, which isl fused into one band ``(N + i, ...)`` whose rows ran in wavefronts of
    tiles, run each row on its own, the rows in parallel."""
    seq = root.child
    groups = list(seq.children) if isinstance(seq, T.Sequence) else [T.Filter(root.domain, seq)]
    changed, out = False, []
    for g in groups:
        b = g.child
        if steps_alone:
            wanted = isinstance(b, T.Band) and b.n == 1 and _coincident_members(g) == 0 and len(T.bands(g)) > 1
        else:
            wanted = isinstance(b, T.Band) and b.n > 1 and not any(b.coincident)
        if not wanted:
            out.append(g)
            continue
        try:
            sub = isl_schedule(scop, deps, options, context, g.filter.intersect(root.domain), coincidence=True)
        except ScheduleError:  # (isl's bound: the group as it is)
            out.append(g)
            continue
        if steps_alone and isinstance(sub.child, T.Sequence):
            out.append(g)  # (statements split off the step loop: durbin's zeroing of s)
            continue
        if _coincident_members(sub) <= _coincident_members(g):
            out.append(g)
            continue
        out.extend(sub.child.children if isinstance(sub.child, T.Sequence) else (T.Filter(sub.domain, sub.child),))
        changed = True
    if not changed:
        return root
    return T.Root(root.domain, out[0].child if len(out) == 1 else T.Sequence(tuple(out)))


def inits_with_updates(root: T.Root, scop: Scop, deps: Dependences, options: Options,
                       context: isl.Set | None = None) -> T.Root:
    """Each top-level group of initializations alone (``O = 0``) scheduled again with the later
    group of the updates of the same tensor, in that group's place, where isl kept them apart and
    nothing between depends on them: conv2d_same's zeroing of ``O``, which isl put before the
    copy of the padded input (``poly.padding``) and the convolution, is then fused into the
    convolution, whose register blocks start from zeros (``bands.inits_first``,
    ``codegen.block_ends``) instead of zeroing all of ``O`` in a pass of its own and loading it
    back. Only for updates that reduce over two variables or more (a window: the reduction nest
    that ``inits_first`` takes whole), where isl fuses the two into one group and the result is
    legal; after ``unfuse_contractions``, which gives the convolution its own group. (A matrix
    product's zeroing fused so would peel into its first reduction tile, guarded, as in mlp2:
    not measured, left apart.)"""
    seq = root.child
    if not isinstance(seq, T.Sequence):
        return root
    stmts = {st.name: st for st in scop.statements}
    groups = list(seq.children)
    names = [statements_in(g, g.filter.intersect(root.domain)) for g in groups]
    edges = _statement_edges(deps.all)
    i = 0
    while i < len(groups):
        inits = names[i]
        tensors = {stmts[n].lhs.tensor for n in inits if n in stmts}
        if not inits or not all(n in stmts and stmts[n].kind == "init" for n in inits) or len(tensors) != 1:
            i += 1
            continue
        updates = [(j, stmts[n]) for j in range(i + 1, len(groups)) for n in names[j]
                   if n in stmts and stmts[n].kind == "update" and stmts[n].lhs.tensor in tensors]
        later = [j for j, u in updates if len(u.vars) - len(u.lhs.indices) >= 2]
        if not later:
            i += 1
            continue
        j = later[0]
        between = {n for k in range(i + 1, j) for n in names[k]}
        if any(b in edges.get(a, ()) for a in inits for b in between):
            i += 1
            continue  # something between reads what they write
        both = groups[i].filter.union(groups[j].filter)
        try:
            sub = isl_schedule(scop, deps, options, context, both.intersect(root.domain))
        except ScheduleError:  # (isl's bound: they stay apart)
            i += 1
            continue
        if isinstance(sub.child, T.Sequence):
            i += 1
            continue  # isl keeps them apart here too
        placed = T.Filter(both, sub.child)
        trial = groups[:i] + groups[i + 1:j] + [placed] + groups[j + 1:]
        if not violations(T.Root(root.domain, T.Sequence(tuple(trial)) if len(trial) > 1 else trial[0].child),
                          deps.validity).is_empty():
            i += 1
            continue
        groups[j], names[j] = placed, names[i] + names[j]
        del groups[i], names[i]
    if len(groups) == len(seq.children):
        return root
    return T.Root(root.domain, groups[0].child if len(groups) == 1 else T.Sequence(tuple(groups)))


def _coincident_members(n: T.Node) -> int:
    return sum(sum(b.coincident) for b in T.bands(n))


def unfuse_contractions(root: T.Root, scop: Scop, deps: Dependences, options: Options,
                        context: isl.Set | None = None) -> T.Root:
    """Reschedule with minimal fusion each top-level group in which isl fused two contractions
    (``mlp2``'s two matrix products in one skewed band): each contraction then gets its own nest,
    tiles and register blocks; ``fusion.fuse_streaming`` fuses the streaming steps around them."""
    seq = root.child
    groups = list(seq.children) if isinstance(seq, T.Sequence) else [T.Filter(root.domain, seq)]
    stmts = {st.name: st for st in scop.statements}
    changed, out = False, []
    edges = _statement_edges(deps.validity)
    for g in groups:
        names = statements_in(g, g.filter.intersect(root.domain))
        chain = [n for n in names if n in stmts and _contraction(stmts[n])]
        skewed = bool(chain) and len(names) > len(chain) and any(_skewed(b) for b in _outer_bands(g))
        if not skewed and not any(_reaches(edges, a, b) for a in chain for b in chain if a != b):
            out.append(g)  # independent contractions (3mm's A*B and C*D) may share a band
            continue
        try:
            sub = isl_schedule(scop, deps, options.replace(fusion="min"), context, g.filter.intersect(root.domain))
        except ScheduleError:  # (isl's bound: the group as it is)
            out.append(g)
            continue
        kids = sub.child.children if isinstance(sub.child, T.Sequence) else (T.Filter(sub.domain, sub.child),)
        out.extend(kids)
        changed = True
    if not changed:
        return root
    return T.Root(root.domain, out[0].child if len(out) == 1 else T.Sequence(tuple(out)))


def _outer_bands(g: T.Node) -> list[T.Band]:
    """The group's outer band, or the outer band of each part of the sequence it starts with (isl
    fused a copy of an input into a weight gradient's band, and put the copy-out after it)."""
    n = g.child if isinstance(g, T.Filter) else g
    if isinstance(n, T.Band):
        return [n]
    if not isinstance(n, T.Sequence):
        return []
    return [bs[0] for c in n.children if (bs := T.bands(c))]


def _skewed(b: T.Band) -> bool:
    """The band has a member that is not one plain index (or a constant) of every statement:
    ``-j`` or ``i + j``, as when isl fuses correlation's diagonal fix-up into the contraction's
    band; its tiles and register blocks then fit neither statement."""
    for k in range(b.n):
        lst = b.member(k).get_pw_aff_list()
        for i in range(lst.n_pw_aff()):
            for expr in re.findall(r"->\s*\[\((.*?)\)\]", str(lst.get_at(i))):
                if not re.fullmatch(r"\s*([A-Za-z_]\w*|\d+)\s*", expr):
                    return True
    return False


def _statement_edges(deps: isl.UnionMap) -> dict[str, set[str]]:
    """Statement -> the statements that depend on it."""
    edges: dict[str, set[str]] = {}
    lst = deps.get_map_list()
    for i in range(lst.n_map()):
        m = lst.get_at(i)
        edges.setdefault(m.get_tuple_name(isl.dim_type.in_), set()).add(m.get_tuple_name(isl.dim_type.out))
    return edges


def _reaches(edges: dict[str, set[str]], a: str, b: str) -> bool:
    seen, todo = {a}, [a]
    while todo:
        for n in edges.get(todo.pop(), ()):
            if n == b:
                return True
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return False


def _contraction(s) -> bool:
    """A reduction that reuses a matrix across one of its loops (``W1(h,i)`` along ``n``)."""
    if s.kind != "update":
        return False
    for a in {r.expr for r in s.refs}:
        used = set().union(*map(ir.walk_vars, a.indices)) if a.indices else set()
        if len(a.indices) >= 2 and set(s.vars) - used:
            return True
    return False


def split_step_bands(n: T.Node, domain: isl.UnionSet, scop: Scop, deps: isl.UnionMap,
                     prefix: isl.UnionMap | None = None) -> T.Node:
    """Split each untiled permutable band whose outer member carries every dependence among its
    instances (a time or step loop) below that member, so that the members below run in parallel
    inside it: isl may keep jacobi_1d's ``(t, t + i)`` in one band, for time tiles that the band
    does not get (a stencil that keeps every step reuses nothing across steps)."""
    if isinstance(n, T.Filter):
        return T.Filter(n.filter, split_step_bands(n.child, domain.intersect(n.filter), scop, deps, prefix))
    if isinstance(n, T.Sequence):
        return T.Sequence(tuple(split_step_bands(c, domain, scop, deps, prefix) for c in n.children))
    if isinstance(n, T.Mark):
        return T.Mark(n.name, split_step_bands(n.child, domain, scop, deps, prefix))
    if not isinstance(n, T.Band):
        return n
    head = isl.UnionMap.from_multi_union_pw_aff(n.schedule.drop_dims(isl.dim_type.set, 1, n.n - 1))
    outer = head if prefix is None else prefix.flat_range_product(head)
    if n.permutable and n.n > 1 and not n.coincident[0] and not all(n.coincident[1:]) \
            and not has_reuse(n, domain, scop):
        rest = isl.UnionMap.from_multi_union_pw_aff(n.schedule.drop_dims(isl.dim_type.set, 0, 1))
        mine = deps.intersect_domain(domain).intersect_range(domain)
        if mine.intersect(outer.apply_range(outer.reverse())).subtract(rest.apply_range(rest.reverse())).is_empty():
            b = split(n, 1)
            below = split_step_bands(b.child.child, domain, scop, deps, outer.flat_range_product(rest))
            inner = T.Band(b.child.schedule, (True,) * (n.n - 1), True, below, b.child.types())
            return T.Band(b.schedule, b.coincident, True, inner, b.types())
    whole = isl.UnionMap.from_multi_union_pw_aff(n.schedule)
    child = split_step_bands(n.child, domain, scop, deps, whole if prefix is None else prefix.flat_range_product(whole))
    return T.Band(n.schedule, n.coincident, n.permutable, child, n.types(), n.options, n.role, n.tile_sizes)
