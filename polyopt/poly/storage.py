"""Storage from the dependences: a tensor written step by step is stored modulo a few steps.

A stencil writes ``A(t, i)`` for every step ``t`` and reads ``A(t - 1, ...)``: kept whole, ``A``
holds every step (T times the memory, and T times the traffic). Array contraction stores it
modulo ``m`` along that first dimension, ``A[t mod m][i]``, with ``m`` the smallest number of
slots for which no value is overwritten before its last read. That is decided from the
dependences, in program order: the value-based flow dependences (each read's last writer, and for
an output the writer of each element that the call returns) must be the same with the tensor
stored modulo ``m`` as with every step kept. ``m = 1`` stores the tensor in place (Gauss-Seidel's
``A(t, i, j)`` reads ``A(t, i - 1, j)``, this step's new value, and ``A(t - 1, i + 1, j)``, the
last step's, which is still there). The scop then carries the storage's accesses, so its
memory-based anti and output dependences, which every schedule and tiling respects, are the
storage's own.

Which tensors: temporaries and the outputs of which only the last steps are returned
(``-> (A[-1])``, ``A[-k:]``, or an output declared with one dimension fewer than written, which
must be stored in place: ``SemanticError`` otherwise). Every write must index the first dimension
by its statement's step (a first left-hand-side index with an explicit range) and every read by
the reading statement's step less a constant, or by a step the sizes fix (``B(i) = A(T - 1, i)``
after the steps): the tensor's first dimension is a step dimension, and the reads look a fixed
distance back. Such a tensor's slot for step ``t`` is
``(t + offset) mod m``, where the offset puts the last step in the last slot (``A[-k:]`` is the
storage's last ``k`` slots, in order).

A statement that, stored so, copies an element onto itself (``A(t, i, j) = A(t - 1, i, j)`` on a
border, stored in place) does nothing, and is dropped.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> text = '''def f(float(N) A0, float(T) steps) -> (A[-1]) {
...     A(t, i) = A0(i) where t in 0:1, i in 0:N
...     A(t, i) = A(t - 1, i) + (i > 0 ? A(t - 1, i - 1) : 0.0) where t in 1:T, i in 0:N
... }'''
>>> checked = check(parse(text).defs[0])
>>> scop = contract(build_scop(checked), checked)
>>> [(c.tensor, c.modulus) for c in scop.storage]
[('A', 2)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl

from polyopt.errors import SemanticError
from polyopt.lang import ir
from polyopt.lang.check import Checked, step_index
from polyopt.poly import tree as T
from polyopt.poly.affine import NotAffine, internal, isl_name, to_isl

MAX_SLOTS = 4  # tries at most this many slots (a read 3 steps back); beyond, every step is kept


@dataclass(frozen=True)
class Contraction:
    """``tensor`` stored modulo ``modulus`` along its first dimension; ``extent`` is its extent
    with every step (the storage's extent has ``modulus`` entries there)."""
    tensor: str
    modulus: int
    extent: isl.Set

    def last_step(self) -> isl.PwAff:
        """The last step, a function of the sizes."""
        n = self.extent.dim(isl.dim_type.set)
        return self.extent.project_out(isl.dim_type.set, 1, n - 1).dim_max(0)

    def offset(self, values: dict[str, int], params: tuple[str, ...]) -> int:
        """``(t + offset) mod modulus`` puts the last step in the last slot (sizes ``values``)."""
        from polyopt.poly.scop import fix_params
        ext = fix_params(self.extent, params, values)
        n = ext.dim(isl.dim_type.set)
        top = ext.project_out(isl.dim_type.set, 1, n - 1).dim_max_val(0).to_python()
        return (self.modulus - 1 - top % self.modulus) % self.modulus


def step_reads(checked: Checked) -> dict[str, int]:
    """Tensors whose first dimension is a step dimension (see the module docstring), each with
    the farthest distance back that a read of it looks."""
    far: dict[str, int] = {}
    bad: set[str] = set()
    written = {s.stmt.lhs.tensor for s in checked.stmts}
    for info in checked.stmts:
        st = info.stmt
        step = step_index(st)
        t = st.lhs.tensor
        if step is None:
            bad.add(t)
        else:
            far.setdefault(t, 0)
        names = set(info.vars) | set(checked.sizes)
        for a in ir.walk(st.rhs):
            if not isinstance(a, ir.Access) or a.tensor not in written:
                continue
            if a.indices and not ir.walk_vars(a.indices[0]) & set(info.vars):
                continue  # one step, fixed by the sizes (the last, read once the steps are done)
            back = _distance_back(a, step, names)
            if back is None:
                bad.add(a.tensor)
            else:
                far[a.tensor] = max(far.get(a.tensor, 0), back)
    return {t: d for t, d in far.items() if t not in bad and checked.tensors[t].rank >= 1}


def _distance_back(a: ir.Access, step: str | None, names: set[str]) -> int | None:
    """``c`` when ``a``'s first index is ``step - c`` (``c >= 0``), else None."""
    if step is None or not a.indices:
        return None
    try:
        text = to_isl(ir.Binary("-", ir.Var(step), a.indices[0]), names)
    except NotAffine:
        return None
    aff = isl.Aff(f"{{ [{', '.join(isl_name(n) for n in sorted(names))}] -> [({text})] }}")
    if not aff.is_cst():
        return None
    c = aff.get_constant_val().to_python()
    return c if c >= 0 else None


def contract(scop, checked: Checked, source: str | None = None, *, enabled: bool = True):
    """``scop`` with every step tensor that can be stored modulo a few steps stored so (``enabled``
    False: none, but an output declared in place is still refused where it cannot be)."""
    kept = checked.kept
    candidates = step_reads(checked)
    chosen: list[Contraction] = []
    for t, far in candidates.items():
        info = checked.tensors[t]
        if info.kind == "output" and t not in kept:
            continue
        need = kept[t].count if t in kept else 1
        if t in checked.in_place:
            tries = [1]
        elif info.rank < 2 and t not in kept:
            continue  # a vector of steps costs little; its loops stay as they are
        else:
            tries = range(need, max(need, far + 1, 1) + 1)
        lifetimes = _Lifetimes(scop, t, kept.get(t))
        for m in tries:
            if m > MAX_SLOTS and t not in checked.in_place:
                break
            why = lifetimes.overwrites(m)
            if why is None:
                chosen.append(Contraction(t, m, scop.extents[t]))
                break
            if t in checked.in_place:
                loc = checked.definition.declared_param(t).loc
                raise SemanticError(f"output {t!r} is declared {checked.definition.declared_param(t)}, stored in "
                                    f"place along its first dimension, but {why}; return its last step with "
                                    f"{t}[-1] instead, stored as the dependences allow",
                                    line=loc.line or None, column=loc.column or None,
                                    source=source)
    for t in checked.in_place:
        if t not in candidates:
            loc = checked.definition.declared_param(t).loc
            raise SemanticError(f"output {t!r} is declared with one dimension fewer than written, stored in place "
                                "along the first, but that is no step dimension: every statement writing it must "
                                "index it by a first index of explicit range (where t in 1:T) and every read by "
                                "its own such index less a constant (A(t - 1, i))",
                                line=loc.line or None, column=loc.column or None, source=source)
    if not enabled:
        return scop
    return apply(scop, tuple(chosen))


def storage_map(scop, t: str, m: int) -> isl.Map:
    """``{ t[a0, a1, ...] -> t[a0 mod m, a1, ...] }``."""
    rank = scop.checked.tensors[t].rank
    a = [internal(f"a{k}") for k in range(rank)]
    name = isl_name(t)
    out = ["0" if m == 1 else f"{a[0]} mod {m}"] + a[1:]
    params = ", ".join(isl_name(p) for p in scop.params)
    return isl.Map(f"[{params}] -> {{ {name}[{', '.join(a)}] -> {name}[{', '.join(out)}] }}", context=scop.ctx)


class _Lifetimes:
    """The reads of ``t`` (and, for an output that returns its last ``kept`` steps, a read of those
    after everything) with their writers in program order, with every step kept; ``overwrites(m)``
    says whether storing ``t`` modulo ``m`` would let another write come between a writer and
    its read (the storage-mapping condition: no value overwritten before its last read)."""

    def __init__(self, scop, t: str, kept: ir.Kept | None):
        from polyopt.poly.order import program_tree
        from polyopt.poly.scop import _tag
        self.scop, self.t = scop, t
        self.reads, writes = [], []
        self.writers: list[tuple] = []  # (statement, its tagged write)
        for s in scop.statements:
            guards = None
            for r in s.refs:
                if r.tensor == t:
                    rel = r.relation.intersect_domain(s.domain)
                    if not r.write:
                        guards = _guards(scop, s) if guards is None else guards
                        rel = rel.intersect_domain(guards.get(r.expr, s.domain))
                    (writes if r.write else self.reads).append((r, _tag(replace(r, relation=rel))))
                    if r.write:
                        self.writers.append((s, writes[-1][1]))
        sched = T.to_isl(program_tree(scop))
        sinks = [tagged for _, tagged in self.reads]
        self.fin = internal("final")
        if kept is not None:  # a read, after everything, of the steps returned
            ext = scop.extents[t]
            region = ext.subtract(_later_by(scop, t, kept.count).intersect_range(ext).domain())
            params = ", ".join(isl_name(p) for p in scop.params)
            at_end = isl.Set(f"[{params}] -> {{ {self.fin}[] }}", context=scop.ctx).intersect_params(scop.context)
            tag = isl.Set.universe(isl.Space.set_alloc(scop.ctx, 0, 0).set_tuple_name(isl.dim_type.set,
                                                                                       internal("fin")))
            sinks.append(isl.Map.from_domain_and_range(at_end, tag).domain_map().apply_range(
                isl.Map.from_domain_and_range(at_end, region)))
            sched = sched.sequence(isl.Schedule.from_domain(isl.UnionSet.from_set(at_end)))
        self.source = _union([w for _, w in writes], scop)
        smap = sched.get_map()
        written = self.source.domain().unwrap().domain_map().apply_range(smap)  # each write -> its time
        # per read (smaller problems for isl than all reads at once): its writers, the writes
        # after its writer, the writes before it
        self.checks = []
        self.unwritten = []
        once = self.source.is_injective()  # every element written once: its writer is its source
        for sink in sinks:
            sink = isl.UnionMap.from_map(sink)
            when = sink.domain().unwrap().domain_map().apply_range(smap)
            before_read = written.lex_lt_union_map(when).reverse()  # read -> the writes before it
            if once:
                deps = sink.apply_range(self.source.reverse()).intersect(before_read).reverse()
                self.unwritten.append(sink.domain().subtract(deps.range()).intersect_params(scop.context))
            else:
                info = isl.UnionAccessInfo.from_sink(sink).set_must_source(self.source).set_schedule_map(
                    when.union(written))
                res = info.compute_flow()
                deps = res.get_must_dependence()  # writer -> read (tagged)
                self.unwritten.append(res.get_may_no_source().domain().intersect_params(scop.context))
            # the writes after its writer (its time coalesced: heat-3d's boundary pieces give 37
            # disjuncts, 7 after) and those before the read, apart: their intersection is taken with
            # a read's clashes only (``overwrites``), which few writes make; whole, it took 4 of the
            # 5 s of CPU of heat-3d's gradient here
            writer_time = deps.coalesce().reverse().apply_range(written)  # read -> its writer's time
            after_writer = written.lex_gt_union_map(writer_time).reverse()
            self.checks.append((sink, after_writer, before_read))

    def overwrites(self, m: int) -> str | None:
        """None where ``t`` stored modulo ``m`` gives every read the value it reads with every step
        kept, else why not. A write that, so stored, copies an element onto itself (a border
        carried from step to step, stored in place) leaves the value there: it is no overwrite (and
        ``apply`` drops it), and what it copied flows through it to its readers."""
        for unwritten in self.unwritten:
            if not unwritten.is_empty():
                names = {unwritten.get_set_list().get_at(i).unwrap().get_tuple_name(isl.dim_type.in_)
                         for i in range(unwritten.n_set())}
                return "the steps it returns are not written whole" if self.fin in names else \
                    "a read sees an element that no statement wrote"
        store = storage_map(self.scop, self.t, m)
        same_slot = isl.UnionMap.from_map(store.apply_range(store.reverse()).subtract(
            isl.Map.identity(store.get_space().domain().map_from_set())))
        maps = {self.t: store}
        source = _union([w for s, w in self.writers if not _copies_onto_itself(_stored(s, maps), maps)], self.scop)
        for sink, after_writer, before_read in self.checks:
            clash = sink.apply_range(same_slot).apply_range(source.reverse())  # read -> other writes there
            bad = clash.intersect(after_writer).intersect(before_read).intersect_params(self.scop.context)
            if not bad.is_empty():
                return _first_read(bad.domain(), self.reads, m)
        return None


def _guards(scop, s) -> dict:
    """The instances of statement ``s`` that evaluate each read of its body (the affine conditions
    of the ternaries around it; a read evaluated unconditionally somewhere: all of them): a read
    that a ternary skips (``s > 0 ? G(s - 1, i) : 0.0``) reads nothing there."""
    from polyopt.poly.affine import cond_to_isl
    names = set(s.vars) | set(scop.params)
    params = ", ".join(isl_name(p) for p in scop.params)
    space = f"{s.domain.get_tuple_name()}[{', '.join(isl_name(v) for v in s.vars)}]"
    out: dict = {}

    def visit(e: ir.Expr, where: isl.Set) -> None:
        if isinstance(e, ir.Access):
            out[e] = out[e].union(where) if e in out else where
        if isinstance(e, ir.Select):
            try:
                c = isl.Set(f"[{params}] -> {{ {space} : {cond_to_isl(e.cond, names)} }}", context=scop.ctx)
            except NotAffine:
                c = None
            if c is not None:
                visit(e.cond, where)
                visit(e.then, where.intersect(c))
                visit(e.other, where.subtract(c))
                return
        for sub in ir.children(e):
            visit(sub, where)
    visit(s.body if s.body is not None else s.info.stmt.rhs, s.domain)
    return out


def _later_by(scop, t: str, count: int) -> isl.Map:
    """``{ t[a0, ...] -> t[b0, ...] : b0 >= a0 + count }``."""
    rank = scop.checked.tensors[t].rank
    a = [internal(f"a{k}") for k in range(rank)]
    b = [internal(f"b{k}") for k in range(rank)]
    params = ", ".join(isl_name(p) for p in scop.params)
    name = isl_name(t)
    return isl.Map(f"[{params}] -> {{ {name}[{', '.join(a)}] -> {name}[{', '.join(b)}] : "
                   f"{b[0]} >= {a[0]} + {count} }}", context=scop.ctx)


def _first_read(changed: isl.UnionSet, reads, m: int) -> str:
    """Why: the first read whose value would change, with an instance."""
    from polyopt.poly.ranges import _example
    for r, tagged in reads:
        hit = changed.intersect(isl.UnionSet.from_set(tagged.domain()))
        if not hit.is_empty():
            at = _example(hit.unwrap().domain().get_set_list().get_at(0))
            where = f" (line {r.expr.loc.line})" if r.expr.loc.line else ""
            slots = "in place" if m == 1 else f"modulo {m}"
            return f"stored {slots} it would overwrite what {r.expr}{where} reads before that read (at {at})"
    return f"stored modulo {m} the steps returned would be overwritten"


def _union(maps: list[isl.Map], scop) -> isl.UnionMap:
    u = isl.UnionMap.empty(scop.context.get_space())
    for x in maps:
        u = u.union(isl.UnionMap.from_map(x))
    return u


def apply(scop, storage: tuple[Contraction, ...]):
    """``scop`` with the accesses and extents of ``storage``'s tensors as stored, the statements
    that copy an element onto itself dropped, and the instances that store the value their
    element holds (``poly.unchanged``)."""
    if not storage:
        return scop
    maps = {c.tensor: storage_map(scop, c.tensor, c.modulus) for c in storage}
    stmts = []
    for s in scop.statements:
        s = _stored(s, maps)
        if not _copies_onto_itself(s, maps):
            stmts.append(s)
    from polyopt.poly.scop import _dim
    extents, dims = dict(scop.extents), dict(scop.dims)
    for c in storage:
        extents[c.tensor] = _stored_extent(scop, c)
        if c.tensor in dims:  # (a model whose sizes may be 0: each dimension's extent on its own)
            dims[c.tensor] = (_dim(extents[c.tensor], 0), *dims[c.tensor][1:])
    from polyopt.poly.unchanged import drop_unchanged
    return drop_unchanged(replace(scop, statements=tuple(stmts), extents=extents, storage=storage, dims=dims))


def _stored(s, maps: dict[str, isl.Map]):
    """Statement ``s`` with the accesses of the tensors in ``maps`` as stored."""
    return replace(s, refs=tuple(replace(r, relation=r.relation.apply_range(maps[r.tensor])) if r.tensor in maps
                                 else r for r in s.refs))


def _stored_extent(scop, c: Contraction) -> isl.Set:
    """``0 <= a0 < modulus``, the other dimensions as with every step."""
    ext = c.extent
    n = ext.dim(isl.dim_type.set)
    rest = ext.project_out(isl.dim_type.set, 0, 1)
    params = ", ".join(isl_name(p) for p in scop.params)
    a0 = internal("a0")
    head = isl.Set(f"[{params}] -> {{ [{a0}] : 0 <= {a0} < {c.modulus} }}", context=scop.ctx)
    out = head.flat_product(rest) if n > 1 else head
    return out.set_tuple_name(isl_name(c.tensor)).intersect_params(scop.context).coalesce()


def _copies_onto_itself(s, maps: dict[str, isl.Map]) -> bool:
    """``s`` assigns an element of a stored tensor to the same storage element."""
    if s.kind != "assign" or s.lhs.tensor not in maps or not isinstance(s.rhs, ir.Access) or \
            s.rhs.tensor != s.lhs.tensor:
        return False
    write = next(r for r in s.refs if r.write)
    reads = [r for r in s.refs if not r.write]
    if len(reads) != 1:
        return False
    return write.relation.intersect_domain(s.domain).is_equal(reads[0].relation.intersect_domain(s.domain))


def memory(scop, values: dict[str, int], rows_only: frozenset[str] = frozenset()) -> list[str]:
    """Lines for ``explain()``: the memory the kernel's arrays take at the sizes ``values``, and
    each tensor stored modulo a few steps with what keeping every step would have taken;
    ``rows_only``: temporaries the code keeps in rows inside its loops, which take none."""
    import numpy as np

    def mib(n: int) -> str:
        return f"{n / 2 ** 20:.1f} MiB" if n >= 2 ** 17 else f"{n / 2 ** 10:.1f} KiB"

    c = scop.checked
    total = {"input": 0, "output": 0, "temp": 0}
    lines = []
    for name, t in c.tensors.items():
        if t.kind == "scalar":
            continue
        if name in rows_only:
            lines.append(f"  {name}: a row inside the loops (per thread), no array")
            continue
        if t.kind == "input":
            shape = tuple(values[s] if isinstance(s, str) else s for s in t.shape)
        else:
            shape = scop.shape(name, values)
        size = int(np.prod(shape, dtype=np.int64)) * np.dtype(t.dtype).itemsize
        total[t.kind] += size
        stored = scop.contraction(name)
        if stored is not None:
            steps = steps_of(stored, values, scop.params)
            how = "in place" if stored.modulus == 1 else f"modulo {stored.modulus} steps"
            lines.append(f"  {name}: {how} along its {steps} steps: {mib(size)} instead of "
                         f"{mib(size // shape[0] * steps)}")
    head = (f"memory: {mib(sum(total.values()))} (inputs {mib(total['input'])}, outputs {mib(total['output'])}, "
            f"temporaries {mib(total['temp'])})")
    return [head, *lines]


def steps_of(stored: Contraction, values: dict[str, int], params: tuple[str, ...]) -> int:
    """How many steps a tensor stored modulo a few has at the sizes ``values``."""
    from polyopt.poly.scop import fix_params
    ext = fix_params(stored.extent, params, values)
    n = ext.dim(isl.dim_type.set)
    return int(ext.project_out(isl.dim_type.set, 1, n - 1).dim_max_val(0).to_python()) + 1
