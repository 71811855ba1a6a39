"""Values of a forward def, one name per value (single assignment), and the statements that
recompute them in the backward kernel.

A statement that overwrites a whole tensor (``O(n, k, h, w) = relu(O(n, k, h, w) + bias(k))``)
makes a new value (``O_1``); ``+=`` into a tensor makes a new value too (``Dout_1 = Dout +
sum``), computed in place where the old one is not needed afterwards. Statements that write
disjoint parts of a tensor (a concatenation in two statements) write one value. A statement
that reads the value it writes at earlier steps only (``A(t, i) = f(A(t - 1, i - 1), ...)``: the
first left-hand-side index is its step, every read of ``A`` is at that step less a constant
``c >= 1``) writes the same value, a *recurrence* (``steps.py`` differentiates it); a statement
that reads the value it writes otherwise (at the same step, a reduction into itself) has no
gradient here: ``NotDifferentiable`` names it. A statement that overwrites part of a tensor makes
a new value as ``+=`` does, its old value copied first (``O_1 = O``, then ``O_1(i) = ... where
...``); the gradient of the old value is the new one's where nothing overwrote it.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> from polyopt.poly.build import build_scop
>>> c = check(parse("def f(float(N) X) -> (Y) { Y(i) = X(i) * 2.0; Y(i) = Y(i) + 1.0 }").defs[0])
>>> vs = versions(c, build_scop(c, split_conditions=False), set(c.tensors) | set(c.sizes))
>>> vs.written, vs.reads[1]
((('Y', 'Y'), ('Y', 'Y_1')), {'Y': 'Y'})
"""

from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from polyopt.autodiff.rules import NotDifferentiable
from polyopt.autodiff.text import expr_text, stmt_text
from polyopt.lang import ir
from polyopt.lang.check import Checked
from polyopt.poly.deps import reads_own_writes
from polyopt.poly.scop import Scop


@dataclass
class Version:
    """One value of a forward tensor."""
    name: str
    tensor: str
    dtype: str
    writers: list[int] = field(default_factory=list)  # forward statement indices
    base: str | None = None  # the value a ``+=`` statement accumulates into (or one overwrites part of)
    partial: bool = False  # it overwrites part of ``base`` (the rest is ``base``'s values)
    recurrent: list[int] = field(default_factory=list)  # writers reading it at earlier steps


@dataclass
class Versions:
    by_name: dict[str, Version]
    written: tuple[tuple[str, str], ...]  # per forward statement: (tensor, the value it writes)
    reads: tuple[dict[str, str], ...]  # per forward statement: tensor -> the value its reads see
    final: dict[str, str]  # forward tensor -> its last value

    def rename(self, i: int, e: ir.Expr) -> ir.Expr:
        """``e`` of statement ``i`` reading values instead of tensors."""
        m = self.reads[i]
        return ir.rebuild(e, lambda x: ir.Access(m[x.tensor], x.indices, x.loc)
                          if isinstance(x, ir.Access) and x.tensor in m else x)


class Namer:
    """Fresh names that no name of the def (or given before) uses."""

    def __init__(self, used: set[str]):
        self.used = set(used)

    def __call__(self, base: str) -> str:
        name, k = base, 2
        while name in self.used:
            name, k = f"{base}_{k}", k + 1
        self.used.add(name)
        return name


def _written(scop: Scop, i: int) -> isl.Set:
    """The elements statement ``i`` writes (its identity initialization included)."""
    out = None
    for s in scop.statements:
        if s.origin != i:
            continue
        for r in s.refs:
            if r.write:
                img = s.domain.apply(r.relation)
                out = img if out is None else out.union(img)
    return out


def _fail(st: ir.Stmt, why: str, source: str | None):
    raise NotDifferentiable(f"{st} {why}", line=st.loc.line or None, column=st.loc.column or None, source=source)


def versions(checked: Checked, scop: Scop, used: set[str], source: str | None = None) -> Versions:
    """The values of ``checked``'s tensors (see the module docstring); ``used`` are the names
    taken (new values get fresh ones)."""
    fresh = Namer(used)
    by_name: dict[str, Version] = {}
    cur: dict[str, str] = {}  # tensor -> current value
    done: dict[str, isl.Set] = {}  # value -> the elements written so far
    written, reads = [], []
    split: list[Scop] = []  # the model split by the conditions of ternaries (same_step_reads)
    for info in checked.stmts:
        st = info.stmt
        t = st.lhs.tensor
        if st.scatter:
            _fail(st, "scatters (an index read from a tensor on the left): it has no gradient rule", source)
        reads.append({x: v for x, v in cur.items()})
        reads_self = any(isinstance(x, ir.Access) and x.tensor == t for x in ir.walk(st.rhs))
        w = _written(scop, info.index)
        dtype = checked.tensors[t].dtype
        why = None if not reads_self else _step_reads(st) if st.op == "=" else \
            f"no gradient (a recurrence through {st.op!r})"
        if reads_self and why is None and _in_step(st):
            if not split:  # (built once, at the first statement that needs it)
                from polyopt.poly.build import build_scop
                split.append(build_scop(checked, source))
            bad = same_step_reads(split[0], checked, info.index)
            if bad is not None:
                why = (f"no gradient: {expr_text(bad)} reads an element of its step that the statement does not "
                       "write (a recurrence within a step has a gradient when each such read sees the statement's "
                       "own earlier value)")
        if t not in cur:
            if reads_self and why is not None:
                _fail(st, f"reads {t!r} while writing it for the first time (a recurrence): {why}", source)
            v = Version(t, t, dtype, [info.index], recurrent=[info.index] if reads_self else [])
            fresh.used.add(t)
        elif st.op == "=" or st.initializes:
            old = by_name[cur[t]]
            if st.initializes and any(isinstance(x, ir.Access) and x.tensor == t and x.indices == st.lhs.indices
                                      for x in ir.walk(st.rhs)):  # (not the old value: updates.as_steps)
                _fail(st, f"reads its own accumulator {t!r}: no gradient", source)
            if w.intersect(done[old.name]).is_empty():
                if reads_self and why is not None:
                    _fail(st, f"reads {t!r} while writing another part of it (a recurrence or time steps): "
                              f"{why}", source)
                if reads_self:
                    old.recurrent.append(info.index)
                old.writers.append(info.index)
                done[old.name] = done[old.name].union(w)
                written.append((t, old.name))
                continue
            other = next((x for x in ir.walk(st.rhs) if isinstance(x, ir.Access) and x.tensor == t
                          and x.indices != st.lhs.indices), None)
            if other is not None and reads_own_writes(scop, info.index):  # earlier instances have overwritten
                # what it reads (where they have not, its reads see the old value: trmm's rows below)
                _fail(st, f"reads {expr_text(other)} while overwriting {t!r}: no gradient (write the new values "
                          "into a new tensor)", source)
            partial = not done[old.name].is_subset(w)  # (T_1 = T_0, then T_1 = ... where it writes)
            v = Version(fresh(f"{t}_{_count(by_name, t)}"), t, dtype, [info.index],
                        base=old.name if partial else None, partial=partial)
        elif st.reduction == "+":
            if reads_self and reads_own_writes(scop, info.index):
                _fail(st, f"reads {t!r} while accumulating into it: no gradient", source)
            v = Version(fresh(f"{t}_{_count(by_name, t)}"), t, dtype, [info.index], base=cur[t])
        else:
            _fail(st, f"accumulates with {st.op!r} into an earlier value: only '+=' (and {st.op}! that starts "
                      "afresh) has a gradient", source)
        by_name[v.name] = v
        done[v.name] = w if v.base is None else done[v.base].union(w)
        cur[t] = v.name
        written.append((t, v.name))
    return Versions(by_name, tuple(written), tuple(reads), dict(cur))


def step_distance(ix: ir.Expr, step: str) -> int | None:
    """``c`` where the index ``ix`` is ``step - c`` (None otherwise)."""
    if ix == ir.Var(step):
        return 0
    if isinstance(ix, ir.Binary) and ix.left == ir.Var(step) and isinstance(ix.right, ir.Const) and \
            isinstance(ix.right.value, int) and ix.op in ("+", "-"):
        return ix.right.value if ix.op == "-" else -ix.right.value
    return None


def _step_reads(st: ir.Stmt) -> str | None:
    """Why the reads of ``st``'s own tensor are no step recurrence (None: they are): its first
    left-hand-side index is a variable with a range (the step) and every read of the tensor is at
    that step less a constant ``c >= 1``."""
    t = st.lhs.tensor
    lhs = st.lhs.indices
    if not lhs or not all(isinstance(ix, ir.Var) for ix in lhs) or \
            lhs[0].name not in {r.var for r in st.ranges}:
        return ("no gradient (a recurrence has one: the first index on the left a variable with a range, "
                f"the step, as in {t}(t, i) = ... {t}(t - 1, i) ... where t in 1:T)")
    step = lhs[0].name
    for x in ir.walk(st.rhs):
        if isinstance(x, ir.Access) and x.tensor == t:
            c = step_distance(x.indices[0], step)
            if c == 0 and in_step_offsets(x, st.lhs) is not None:
                continue  # (an earlier element of the same step: ``same_step_reads`` checks what it sees)
            if c is None or c < 1:
                at = "at the same step" if c == 0 else "not at an earlier step" if c is not None else \
                    f"at a step other than {step} less a constant"
                return (f"no gradient: {expr_text(x)} reads {t!r} {at} (a recurrence has a gradient when "
                        f"every read is at {step} - c, c >= 1)")
    if any(isinstance(x, ir.Access) and x.tensor == t for c in st.conditions for x in ir.walk(c)):
        return f"no gradient: a condition of its where clause reads {t!r}"
    return None


def in_step_offsets(x: ir.Access, lhs: ir.Access) -> tuple[int, ...] | None:
    """``d`` where the read ``x`` is ``lhs`` less ``d`` (constants) and ``d`` is lexicographically
    positive, an element an earlier instance writes (Gauss-Seidel's ``A(t, i - 1, j + 1)`` in
    ``A(t, i, j)``, deriche's ``y1(i, j - 1)``); None otherwise."""
    if len(x.indices) != len(lhs.indices):
        return None
    d = tuple(step_distance(ix, v.name) for ix, v in zip(x.indices, lhs.indices))
    if None in d:
        return None
    first = next((c for c in d if c), 0)
    return d if first > 0 else None


def _in_step(st: ir.Stmt) -> bool:
    """Whether ``st`` reads its tensor at an earlier element of the same step (``in_step_offsets``)."""
    return any(isinstance(x, ir.Access) and x.tensor == st.lhs.tensor and
               step_distance(x.indices[0], st.lhs.indices[0].name) == 0 and in_step_offsets(x, st.lhs) is not None
               for x in ir.walk(st.rhs))


def same_step_reads(scop: Scop, checked: Checked, index: int) -> ir.Access | None:
    """A read of statement ``index`` at an earlier element of its step (``in_step_offsets``) that
    does not see what the statement itself wrote there (an element it does not write, under the
    read's ternaries: isl on the branch-free pieces of ``scop``, the model split by conditions);
    None where each sees the statement's value."""
    st = checked.stmts[index].stmt
    pieces = [s for s in scop.statements if s.origin == index and s.kind != "init"]
    written = None
    for s in pieces:
        for r in s.refs:
            if r.write:
                img = s.domain.apply(r.relation)
                written = img if written is None else written.union(img)
    for s in pieces:
        for r in s.refs:
            if not r.write and r.tensor == st.lhs.tensor and in_step_offsets(r.expr, st.lhs) is not None and \
                    step_distance(r.expr.indices[0], st.lhs.indices[0].name) == 0 and \
                    not s.domain.apply(r.relation).is_subset(written):
                return r.expr
    return None


def _count(by_name: dict[str, Version], t: str) -> int:
    return sum(1 for v in by_name.values() if v.tensor == t)


@dataclass(frozen=True)
class Recompute:
    """A forward statement as the backward kernel recomputes it."""
    order: tuple[int, int]  # (forward statement, position among its own)
    writes: str  # the value written
    reads: frozenset[str]  # values read
    lhs: ir.Access
    op: str
    rhs: ir.Expr
    where: tuple[str, ...]

    def text(self, storage: dict[str, str]) -> str:
        def rename(e):
            return ir.rebuild(e, lambda x: ir.Access(storage.get(x.tensor, x.tensor), x.indices)
                              if isinstance(x, ir.Access) else x)
        return stmt_text(rename(self.lhs), self.op, rename(self.rhs), self.where)


def where_items(st: ir.Stmt, rename) -> tuple[str, ...]:
    """The ``where`` items of ``st`` as text (``exists`` reads renamed by ``rename``)."""
    items = [f"{r.var} in {expr_text(r.lo)}:{expr_text(r.hi)}" for r in st.ranges]
    items += [expr_text(c) for c in st.conditions]
    items += [f"exists {expr_text(rename(a))}" for a in st.exists]
    return tuple(items)


def recompute(checked: Checked, vs: Versions) -> list[Recompute]:
    """Every forward statement writing values (new values of ``+=`` start as a copy of the old)."""
    out = []
    for info in checked.stmts:
        st, i = info.stmt, info.index
        t, v = vs.written[i]
        rhs = vs.rename(i, st.rhs)
        lhs = ir.Access(v, st.lhs.indices)
        reads = frozenset(x.tensor for x in ir.walk(rhs) if isinstance(x, ir.Access))
        where = where_items(st, lambda a, i=i: vs.rename(i, a))
        version = vs.by_name[v]
        if version.base is not None:  # T_1 = T_0, then T_1 += ...
            full = ir.Access(v, st.lhs.indices)  # over the whole tensor: ranges from reading the old value
            out.append(Recompute((i, 0), v, frozenset({version.base}), full, "=",
                                 ir.Access(version.base, full.indices), ()))
            reads |= {v}
        out.append(Recompute((i, 1), v, reads, lhs, st.op, _cast(rhs, version.dtype, vs, checked), where))
    return out


def _cast(rhs: ir.Expr, dtype: str, vs: Versions, checked: Checked) -> ir.Expr:
    """``rhs`` converted to ``dtype`` where its own type differs (a new value keeps its tensor's type)."""
    from polyopt.lang.check import concrete, dtype_of
    env = {**{k: t.dtype for k, t in checked.tensors.items()}, **{k: x.dtype for k, x in vs.by_name.items()}}
    return rhs if concrete(dtype_of(rhs, env)) == dtype else ir.Cast(dtype, rhs)


def needed(stmts: list[Recompute], values: set[str]) -> list[Recompute]:
    """The statements that compute ``values`` and what they read, in their order."""
    want, before = set(values), None
    while want != before:  # to a fixed point: statements run step by step read values written later
        before = set(want)
        keep = []
        for s in reversed(stmts):
            if s.writes in want:
                keep.append(s)
                want |= s.reads
    return keep[::-1]
