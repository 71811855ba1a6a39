"""Name resolution, ranks, statement kinds and types of one ``Def`` (no isl here).

>>> from polyopt.lang.parser import parse
>>> d = check(parse("def f(float(N,K) A) -> (s) { s(i) +=! A(i,k) }").defs[0])
>>> d.stmts[0].lhs_vars, d.stmts[0].red_vars, d.tensors["s"].dtype
(('i',), ('k',), 'float32')
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field, replace

import numpy as np

from polyopt.errors import RangeError, RankError, SemanticError
from polyopt.lang import ir

KEYWORDS = {"def", "where", "in", "exists"} | set(ir.DTYPES)
# keyword options of Kernel.__call__: a parameter of one of these names could not be passed by name
CALL_KEYWORDS = frozenset({"out", "stream"})
INT64_MIN, INT64_MAX = -(2 ** 63), 2 ** 63 - 1  # the range of an integer literal


@dataclass(frozen=True)
class Tensor:
    """A tensor of the def: ``kind`` is input, scalar, output or temp; ``shape`` only for inputs."""
    name: str
    dtype: str
    rank: int
    kind: str
    shape: tuple[str | int, ...] | None = None


@dataclass(frozen=True)
class StmtInfo:
    stmt: ir.Stmt
    index: int
    lhs_vars: tuple[str, ...]
    red_vars: tuple[str, ...]
    dtype: str  # dtype of the left-hand side tensor

    @property
    def vars(self) -> tuple[str, ...]:
        return self.lhs_vars + self.red_vars


@dataclass(frozen=True)
class Checked:
    definition: ir.Def
    tensors: dict[str, Tensor] = field(hash=False)
    stmts: tuple[StmtInfo, ...]
    sizes: tuple[str, ...]
    needs_out: tuple[str, ...]  # outputs whose initial value comes from the caller (`+=` without `!`)

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.definition.params)

    @property
    def outputs(self) -> tuple[str, ...]:
        return self.definition.outputs

    @property
    def temps(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.tensors.values() if t.kind == "temp")

    @property
    def kept(self) -> dict[str, ir.Kept]:
        """Outputs of which a call returns the last steps only (``-> (A[-1])``, ``-> (A[-2:])``), and
        those declared with one dimension fewer than their statements write, which are stored in
        place (``in_place``) and return their last step."""
        kept = {k.name: k for k in self.definition.kept}
        for name in self.in_place:
            kept[name] = ir.Kept(name, 1, True, self.definition.declared_param(name).loc)
        return kept

    @property
    def in_place(self) -> tuple[str, ...]:
        """Outputs declared with one dimension fewer than their statements write
        (``-> (double(N, N) A)`` for ``A(t, i, j) = ...``): stored in place along that first
        dimension, the steps, which ``poly.storage`` must prove legal."""
        return tuple(p.name for p in self.definition.declared if len(p.shape) == self.tensors[p.name].rank - 1)


def _err(msg, loc, cls=SemanticError, source=None):
    return cls(msg, line=loc.line or None, column=loc.column or None, source=source)


# ---- types -------------------------------------------------------------------------------------

WEAK_INT, WEAK_FLOAT = "weak_int", "weak_float"
FLOAT_TYPES = ("float16", "float32", "float64")
INT_TYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool")


def _promote(a: str, b: str) -> str:
    """numpy's promotion with weak literals (NEP 50), except that an int meeting a float takes the
    float's type (``int32 * float32`` is float32, not float64) and a float literal meeting an int
    is float32."""
    if a == b:
        return a
    weak = {WEAK_INT, WEAK_FLOAT}
    if a in weak and b in weak:
        return WEAK_FLOAT
    if a in weak or b in weak:
        w, s = (a, b) if a in weak else (b, a)
        if w == WEAK_FLOAT and s in INT_TYPES:
            return "float32"
        return WEAK_INT if s == "bool" else s  # bool + 1 counts: an integer of the default type
    if (a in INT_TYPES) != (b in INT_TYPES):
        return a if a in FLOAT_TYPES else b
    return np.promote_types(a, b).name


def concrete(t: str) -> str:
    """The type C computes a weak literal type in: int64 / float32."""
    return {WEAK_INT: "int64", WEAK_FLOAT: "float32"}.get(t, t)


def _fits_in_place(rhs: str, dtype: str) -> bool:
    """Whether a reduction (``+=``, ``max=``, ...) may combine a value of type ``rhs`` into a tensor
    of ``dtype``: numpy's in-place rule (``same_kind``), so a float never goes into an integer
    tensor, nor an integer into a bool one, with its fraction cut off before the operation.

    >>> _fits_in_place("float64", "float32"), _fits_in_place(WEAK_FLOAT, "int32"), _fits_in_place(WEAK_INT, "bool")
    (True, False, True)
    """
    t = _promote(rhs, dtype)
    return t in (WEAK_INT, WEAK_FLOAT) or bool(np.can_cast(t, dtype, "same_kind"))


INT32_MIN, INT32_MAX = -(2 ** 31), 2 ** 31 - 1


def stored(t: str, e: ir.Expr) -> str:
    """The type of a tensor that ``e``, of type ``t``, writes first: a weak int is int32, the type of
    Tensor Comprehensions' integer literals, index variables and sizes (``O(i, j) = 3``,
    ``MinIdx(d) min=! ... ? d * NBYD + r : NBYD * D``), or int64 where a literal of ``e`` does not
    fit in int32; a weak float is float32.

    >>> stored(WEAK_INT, ir.Const(3)), stored(WEAK_INT, ir.Const(3000000000)), stored("int8", ir.Const(3))
    ('int32', 'int64', 'int8')
    """
    if t == WEAK_INT:
        wide = any(isinstance(x, ir.Const) and not x.is_float and not INT32_MIN <= x.value <= INT32_MAX
                   for x in ir.walk(e))
        return "int64" if wide else "int32"
    return concrete(t)


def is_int(t: str) -> bool:
    return t in INT_TYPES or t == WEAK_INT


def is_float(t: str) -> bool:
    return t in FLOAT_TYPES or t == WEAK_FLOAT


def dtype_of(e: ir.Expr, env: dict[str, str]) -> str:
    """The type of ``e``; ``env`` maps tensor and scalar names to dtypes (others are int)."""
    if isinstance(e, ir.Const):
        return WEAK_FLOAT if e.is_float else WEAK_INT
    if isinstance(e, ir.Var):
        return env.get(e.name, WEAK_INT)
    if isinstance(e, ir.Access):
        return env.get(e.tensor, WEAK_INT)  # an output read before it is written takes the other type
    if isinstance(e, ir.Cast):
        return e.dtype
    if isinstance(e, ir.Unary):
        return "bool" if e.op == "!" else dtype_of(e.operand, env)
    if isinstance(e, ir.Binary):
        if e.op in ("<", "<=", ">", ">=", "==", "!=", "&&", "||"):
            return "bool"
        t = _promote(dtype_of(e.left, env), dtype_of(e.right, env))
        return "int8" if t == "bool" and e.op in ("<<", ">>") else t  # numpy's bool << bool is int8
    if isinstance(e, ir.Select):
        return _promote(dtype_of(e.then, env), dtype_of(e.other, env))
    if isinstance(e, ir.Call):
        ts = [dtype_of(a, env) for a in e.args]
        t = functools.reduce(_promote, ts)
        if e.func in ir.TYPE_KEEPING:
            return t
        return t if is_float(t) else "float64"
    raise TypeError(e)


def _tensor_reads(st: ir.Stmt, tensors: dict, written: set[str]) -> ir.Stmt:
    """``st`` with the reads the parser could not tell apart: ``y1(i)`` reads tensor ``y1`` where one
    exists or some statement writes one (a tensor's name hides the builtin of that name), and a
    bare name of a 0-d tensor written before (``S``) reads it as ``S()``. C's float versions of
    the builtins (``expf``, ``fmaxf``: TC's kernels use them) are the builtin on float32 arguments."""
    def tensor(name):
        t = tensors.get(name)
        return (t is not None and t.kind != "scalar") or name in written

    def fn(e):
        if isinstance(e, ir.Call) and tensor(e.func):
            return ir.Access(e.func, e.args, e.loc)
        if isinstance(e, ir.Access) and not tensor(e.tensor) and e.tensor.endswith("f") and \
                e.tensor[:-1] in ir.BUILTINS:
            return ir.Call(e.tensor[:-1], tuple(ir.Cast("float32", a, e.loc) for a in e.indices), e.loc)
        if isinstance(e, ir.Var) and e.name in tensors and tensors[e.name].kind != "scalar" and \
                not tensors[e.name].rank:
            return ir.Access(e.name, (), e.loc)
        return e
    lhs = dataclasses.replace(st.lhs, indices=tuple(ix if isinstance(ix, ir.Var) else ir.rebuild(ix, fn)
                                                    for ix in st.lhs.indices))
    return dataclasses.replace(st, lhs=lhs, rhs=ir.rebuild(st.rhs, fn),
                               conditions=tuple(ir.rebuild(c, fn) for c in st.conditions))


def _integer_operands(e: ir.Expr, operands, tensors: dict, fail) -> None:
    """Bitwise operators take integers (and bools), as numpy's."""
    env = {k: v.dtype for k, v in tensors.items()}
    for x in operands:
        t = dtype_of(x, env)
        if is_float(t):
            fail(f"'{e.op}' needs integer operands, but {x} is {concrete(t)}", getattr(e, "loc", ir.NOLOC))


def _zero_divisor(e: ir.Expr, env: dict[str, str]) -> ir.Binary | None:
    """The first integer ``/`` or ``%`` by the literal 0 in ``e``, indices included (a division by
    a computed zero is a ``RuntimeFault`` at run time)."""
    if isinstance(e, ir.Binary) and e.op in ("/", "%") and is_int(dtype_of(e, env)) and _is_zero(e.right):
        return e
    for c in ir.children(e):
        found = _zero_divisor(c, env)
        if found is not None:
            return found
    return None


def _is_zero(e: ir.Expr) -> bool:
    """``e`` is the integer literal 0 (``0``, ``-0``, ``(0)``, ``int32(0)``)."""
    if (isinstance(e, ir.Unary) and e.op == "-") or (isinstance(e, ir.Cast) and not is_float(e.dtype)):
        return _is_zero(e.operand)
    return isinstance(e, ir.Const) and not e.is_float and e.value == 0


# ---- checking ----------------------------------------------------------------------------------

SCATTER_OPS = ("+=", "*=", "max=", "min=")


def _scatter_index(ix: ir.Expr) -> bool:
    """A left-hand-side index that reads a tensor: the statement scatters."""
    return any(isinstance(x, ir.Access) for x in ir.walk(ix))


def _check_scatter(st: ir.Stmt, name: str, written: dict, fail) -> None:
    """An accumulating scatter (``d_LUT(I(b, l), d) += ...``) accumulates without ``!`` into a
    tensor that an earlier statement writes (which gives its shape): two instances may hit one
    element, so a plain ``=`` would race and ``!`` would have no elements to initialize."""
    if st.op not in SCATTER_OPS:
        fail(f"a left-hand side index read from a tensor (a scatter) needs an accumulating operator "
             f"({', '.join(SCATTER_OPS)}), not {st.op!r}: several instances may write one element", st.lhs.loc)
    if name not in written:
        fail(f"the scatter into {name!r} needs an earlier statement that writes {name!r} (and so gives its "
             f"shape), e.g. {name}(...) = 0.0 over its whole range", st.lhs.loc)

def check(d: ir.Def, source: str | None = None) -> Checked:
    """Resolve names, ranks and types of ``d``; raise ``SemanticError`` (with location) on misuse.

    A tensor read by a time-stepped statement before a later one first writes it (``Ak(k, i, j) =
    ... Qt(k - 1, i) ...`` before ``Qt(k, i) = ...``) is typed as that first write types it: the
    check runs again until those types agree."""
    d = _constant_lhs_indices(d)
    ahead: dict[str, str] = {}
    for _ in range(4):
        checked = _check(d, source, ahead)
        found = {t: checked.tensors[t].dtype for t in _read_ahead(d)}
        if found == ahead:
            break
        ahead = found
    return checked


def _constant_lhs_indices(d: ir.Def) -> ir.Def:
    """``d`` with each integer literal among a left-hand side's indices made an index variable of
    that one value (TC's ``C(0) +=! A(r_m)``: ``C(l0) +=! A(r_m) where l0 in 0:1``).

    >>> from polyopt.lang.parser import parse
    >>> str(_constant_lhs_indices(parse("def f(float(M) A) -> (C) { C(0) +=! A(r_m) }").defs[0]).body[0])
    'C(l0) +=! A(r_m) where l0 in 0:1'
    """
    if not any(isinstance(ix, ir.Const) for st in d.body for ix in st.lhs.indices):
        return d
    used = {n for st in d.body for e in (st.lhs, st.rhs, *st.conditions) for n in ir.walk_vars(e)}
    used |= {r.var for st in d.body for r in st.ranges} | {p.name for p in d.params} | set(d.outputs)
    body = []
    for st in d.body:
        indices, ranges = [], list(st.ranges)
        for ix in st.lhs.indices:
            if isinstance(ix, ir.Const) and isinstance(ix.value, int) and not isinstance(ix.value, bool):
                v = next(f"l{k}" for k in range(len(used) + 1) if f"l{k}" not in used)
                used.add(v)
                indices.append(ir.Var(v, ix.loc))
                ranges.append(ir.Range(v, ix, ir.Const(ix.value + 1, ix.loc), ix.loc))
            else:
                indices.append(ix)
        body.append(replace(st, lhs=replace(st.lhs, indices=tuple(indices)), ranges=tuple(ranges)))
    return replace(d, body=tuple(body))


def step_index(st: ir.Stmt) -> str | None:
    """The first left-hand-side index of ``st`` where it is a variable with an explicit range: the
    step of a time-stepped statement (``hz(t, i, j) = ... where t in 1:T, ...``)."""
    first = st.lhs.indices[0] if st.lhs.indices else None
    if isinstance(first, ir.Var) and any(r.var == first.name for r in st.ranges):
        return first.name
    return None


def _read_ahead(d: ir.Def) -> dict[str, set[int]]:
    """Tensor -> the statements that may read it before its first write: time-stepped statements
    followed, up to that write, by time-stepped statements only."""
    first: dict[str, int] = {}
    for n, st in enumerate(d.body):
        first.setdefault(st.lhs.tensor, n)
    out: dict[str, set[int]] = {}
    for t, m in first.items():
        n = m - 1
        while n >= 0 and step_index(d.body[m]) is not None and step_index(d.body[n]) is not None:
            out.setdefault(t, set()).add(n)
            n -= 1
    return out


def _check(d: ir.Def, source: str | None, ahead: dict[str, str]) -> Checked:
    """``check`` with ``ahead``: the types assumed for tensors read before their first write."""
    def fail(msg, loc, cls=SemanticError):
        raise _err(msg, loc, cls, source)

    tensors: dict[str, Tensor] = {}
    sizes = d.sizes
    for p in d.params:
        if p.name in tensors:
            fail(f"parameter {p.name!r} is declared twice", p.loc)
        if p.name in sizes:
            fail(f"{p.name!r} is both a parameter and a size symbol", p.loc)
        if p.name in KEYWORDS:
            fail(f"parameter name {p.name!r} is a keyword", p.loc)
        if p.name in CALL_KEYWORDS:
            fail(f"parameter name {p.name!r} is reserved for the {p.name}= keyword of kernel calls "
                 f"(k(..., {p.name}=...)); rename the parameter", p.loc)
        for s in p.shape:
            if isinstance(s, int) and s < 0:
                fail(f"dimension size {s} of {p.name!r} is negative", p.loc)
            if isinstance(s, int) and s > INT64_MAX:
                fail(f"dimension size {s} of {p.name!r} does not fit in int64", p.loc)
        kind = "scalar" if p.is_scalar else "input"
        tensors[p.name] = Tensor(p.name, p.dtype, len(p.shape), kind, p.shape)
    for s in sizes:
        if s in KEYWORDS:
            fail(f"size symbol {s!r} is a keyword", d.loc)
    if len(set(d.outputs)) != len(d.outputs):
        fail("an output is listed twice after '->'", d.loc)
    for o in d.outputs:
        if o in tensors:
            fail(f"output {o!r} is also an input parameter: outputs are new tensors", d.loc)
        if o in sizes:
            fail(f"output {o!r} has the name of a size symbol", d.loc)
    declared = {p.name: p for p in d.declared}
    for p in d.declared:
        for s in p.shape:
            if isinstance(s, str) and s not in sizes:
                fail(f"output {p.name!r} is declared with size {s!r}, which no input's shape names", p.loc)
    if not d.body:
        fail(f"def {d.name!r} has no statements", d.loc)

    written: dict[str, int] = {}
    needs_out: list[str] = []
    infos = []
    lhs_names = {s.lhs.tensor for s in d.body}
    readers = _read_ahead(d)
    ranks: dict[str, int] = {}  # of each tensor's first write
    for st in d.body:
        ranks.setdefault(st.lhs.tensor, len(st.lhs.indices))
    for n, st in enumerate(d.body):
        st = _tensor_reads(st, tensors, lhs_names)
        lhs = st.lhs
        name = lhs.tensor
        if name in tensors and tensors[name].kind in ("input", "scalar"):
            fail(f"cannot assign to input {name!r}: inputs are read-only", lhs.loc)
        if name in sizes:
            fail(f"cannot assign to size symbol {name!r}", lhs.loc)
        if name in KEYWORDS:
            fail(f"tensor name {name!r} is a keyword", lhs.loc)
        lhs_vars = []
        scattered = [ix for ix in lhs.indices if _scatter_index(ix)]
        if scattered:
            _check_scatter(st, name, written, fail)
        for ix in lhs.indices:
            if ix in scattered:
                continue
            if isinstance(ix, ir.Var) and (ix.name in tensors or ix.name in sizes):
                what = "a size symbol" if ix.name in sizes else \
                    "a scalar input" if tensors[ix.name].kind == "scalar" else "a tensor"
                fail(f"left-hand side index {ix.name!r} names {what}, not an index variable: rename the "
                     f"index", lhs.loc)
            if not isinstance(ix, ir.Var):
                fail(f"left-hand side indices must be plain index variables or integer literals (or, in an "
                     f"accumulating scatter such as d_T(I(b), j) += ..., an index read from a tensor), got {ix}",
                     lhs.loc)
            if ix.name in lhs_vars:
                fail(f"index variable {ix.name!r} appears twice on the left-hand side", lhs.loc)
            if ix.name in written or ix.name in d.outputs:
                fail(f"index variable {ix.name!r} has the name of a tensor", lhs.loc)
            lhs_vars.append(ix.name)
        if name in written and tensors[name].rank != len(lhs.indices):
            fail(f"{name!r} has rank {tensors[name].rank} but is written with {len(lhs.indices)} indices",
                 lhs.loc, RankError)
        if name not in written:
            is_output = name in d.outputs
            if not st.initializes and st.op != "=":
                if not is_output:
                    fail(f"temporary {name!r} is accumulated with {st.op!r} before any statement writes it;"
                         f" use {st.op}! to initialize it", lhs.loc)
                needs_out.append(name)

        early = {t: Tensor(t, ahead.get(t, WEAK_INT), ranks[t], "output" if t in d.outputs else "temp")
                 for t, ns in readers.items() if n in ns and t not in tensors}
        env = {t.name: t.dtype for t in (*tensors.values(), *early.values())}
        known = set(tensors) | set(early)
        order: list[str] = []

        def visit(e, index_ctx=False, name=name, lhs_vars=lhs_vars, order=order, known=known, early=early, env=env):
            if isinstance(e, ir.Var):
                if e.name in tensors:
                    t = tensors[e.name]
                    if t.kind != "scalar" and t.rank:
                        fail(f"tensor {e.name!r} is used without indices", e.loc)
                elif e.name not in sizes and e.name not in order:
                    if e.name in d.outputs or e.name in written:
                        fail(f"tensor {e.name!r} is used without indices", e.loc)
                    order.append(e.name)
            elif isinstance(e, ir.Access):
                t = e.tensor
                if t == name and t not in written and t not in tensors:
                    # the element being written needs a value from before the kernel (an output's
                    # out=); other elements are a recurrence: written by earlier iterations of this
                    # statement, or 0 (y(i, j) = ... y(i, j - 1) ...)
                    if len(e.indices) == len(lhs_vars) and all(
                            isinstance(ix, ir.Var) and ix.name == v for ix, v in zip(e.indices, lhs_vars)):
                        if t not in d.outputs:
                            fail(f"temporary {t!r} is read before any statement writes it", e.loc)
                        if t not in needs_out:
                            needs_out.append(t)
                    rank = len(lhs_vars)
                elif t not in known:
                    later = next((s.loc.line for s in d.body if s.lhs.tensor == t), None)
                    if t in d.outputs or later is not None:
                        kind = "output" if t in d.outputs else "temporary"
                        fail(f"{kind} {t!r} is read before any statement writes it"
                             + (f" (it is first written on line {later}; a statement may read it earlier"
                                " when it and every statement up to that write run step by step, each with a"
                                " first index of explicit range: where t in 1:T)" if later else ""), e.loc)
                    if t in sizes:
                        fail(f"{t!r} is a size symbol, not a tensor: use it without parentheses", e.loc)
                    fail(f"unknown tensor {t!r} (not a parameter, not written before, not a builtin function)",
                         e.loc)
                else:
                    rank = (tensors[t] if t in tensors else early[t]).rank
                if len(e.indices) != rank:
                    fail(f"{t!r} has rank {rank} but is indexed with {len(e.indices)} indices", e.loc,
                         RankError)
                for ix in e.indices:
                    visit(ix, True)
                    ix_type = dtype_of(ix, env)
                    if not is_int(ix_type):
                        fail(f"index {ix} of {t!r} must be an integer, not {concrete(ix_type)}",
                             getattr(ix, "loc", e.loc))
            elif isinstance(e, ir.Call):
                want = ir.BUILTINS[e.func]
                if len(e.args) != want:
                    fail(f"{e.func}() takes {want} argument(s), got {len(e.args)}", e.loc)
                for a in e.args:
                    visit(a)
            elif isinstance(e, ir.Unary | ir.Cast):
                visit(e.operand)
                if isinstance(e, ir.Unary) and e.op == "~":
                    _integer_operands(e, (e.operand,), {**tensors, **early}, fail)
            elif isinstance(e, ir.Binary):
                visit(e.left)
                visit(e.right)
                if e.op in ir.BITWISE_OPS:
                    _integer_operands(e, (e.left, e.right), {**tensors, **early}, fail)
            elif isinstance(e, ir.Select):
                visit(e.cond)
                visit(e.then)
                visit(e.other)
            elif isinstance(e, ir.Const) and not e.is_float and not INT64_MIN <= e.value <= INT64_MAX:
                fail(f"integer literal {e.value} does not fit in int64 (-2**63 to 2**63-1); "
                     "write a float literal (with '.' or an exponent) for a larger value", e.loc)

        for v in lhs_vars:
            order.append(v)
        for ix in scattered:  # the index tensors a scatter reads, and the variables they use
            visit(ix)
            ix_type = dtype_of(ix, env)
            if not is_int(ix_type):
                fail(f"index {ix} of {name!r} must be an integer, not {concrete(ix_type)}", getattr(ix, "loc", lhs.loc))
        visit(st.rhs)
        zero = _zero_divisor(st.rhs, env)
        if zero is not None:
            fail(f"integer {'division' if zero.op == '/' else 'remainder'} by the literal 0 in {zero}",
                 zero.right.loc if zero.right.loc.line else zero.loc)
        ranged = set()
        for r in st.ranges:
            if r.var in ranged:
                fail(f"index variable {r.var!r} has two ranges", r.loc)
            if r.var in tensors or r.var in sizes:
                fail(f"{r.var!r} in 'where' is not an index variable", r.loc)
            ranged.add(r.var)
            if r.var not in order:
                order.append(r.var)
        for r in st.ranges:
            if r.var in ir.walk_vars(r.lo) | ir.walk_vars(r.hi):
                fail(f"the range of {r.var!r} is bounded by {r.var!r} itself", r.loc, RangeError)
            visit(r.lo)
            visit(r.hi)
        for c in st.conditions:
            visit(c)
        for a in st.exists:
            if a.tensor == name and name not in tensors:
                fail(f"'exists {a}' names the tensor this statement writes first", a.loc)
            visit(a)
        red_vars = tuple(v for v in order if v not in lhs_vars)
        if st.op == "=" and red_vars:
            fail(f"index {red_vars[0]!r} appears only on the right-hand side of '=': use a reduction such as"
                 f" '+=!' to sum over it", st.loc)
        for v in order:
            if v in KEYWORDS:
                fail(f"index variable {v!r} is a keyword", st.loc)
        rhs_t = dtype_of(st.rhs, {**env, name: tensors[name].dtype} if name in tensors else env)
        if name in declared:
            p = declared[name]
            if len(p.shape) not in (len(lhs_vars), len(lhs_vars) - 1):
                fail(f"output {name!r} is declared with {len(p.shape)} dimension(s) but written with "
                     f"{len(lhs_vars)} ind{'ex' if len(lhs_vars) == 1 else 'ices'} (one fewer stores it in place "
                     f"along the first)", lhs.loc, RankError)
            if rhs_t != WEAK_INT and _promote(rhs_t, p.dtype) != p.dtype:
                fail(f"output {name!r} is declared {p.dtype} but this statement computes "
                     f"{concrete(rhs_t)}: write an explicit cast, {p.dtype}(...)", st.loc)
        if name in tensors:
            dtype = tensors[name].dtype
            if st.op != "=" and not _fits_in_place(rhs_t, dtype):
                fail(f"{st.op!r} would combine a {concrete(_promote(rhs_t, dtype))} value into {name!r}, which is"
                     f" {dtype} (its first write made it so): write an explicit cast, {dtype}(...), or"
                     f" make {name!r} {concrete(rhs_t)} where it is first written", st.loc)
        else:
            dtype = declared[name].dtype if name in declared else stored(rhs_t, st.rhs)
            kind = "output" if name in d.outputs else "temp"
            tensors[name] = Tensor(name, dtype, len(lhs_vars), kind)
        written.setdefault(name, n)
        infos.append(StmtInfo(st, n, tuple(lhs_vars), red_vars, dtype))

    for o in d.outputs:
        if o not in written:
            fail(f"output {o!r} is never assigned", d.loc)
    for k in d.kept:
        if k.name in declared:
            fail(f"output {k.name!r} is both declared with a shape and kept as {k}: a declaration with one "
                 "dimension fewer than the statements write keeps the last step, stored in place", k.loc)
    checked = Checked(d, tensors, tuple(infos), sizes, tuple(needs_out))
    for name, k in checked.kept.items():
        if tensors[name].rank == 0:
            fail(f"output {name!r} has no dimension to keep steps of ({k})", k.loc)
        if name in needs_out:
            fail(f"output {name!r} starts from the caller's values (out=), so it returns every element it "
                 f"holds: it cannot keep only its last steps ({k})", k.loc)
    return checked
