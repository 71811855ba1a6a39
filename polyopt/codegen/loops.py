"""isl AST -> LoopTree: a small, printable loop IR (For / If / Block / User / Mark).

>>> print(AOp("add", (AId("c0"), AInt(1))))
c0 + 1
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import islpy as isl

from polyopt.tuning import busy, fork_inside


# ---- expressions -------------------------------------------------------------------------------
class AExpr:
    """An integer expression of the AST (iterators, sizes, constants and operators)."""


@dataclass(frozen=True)
class AId(AExpr):
    name: str

    def __str__(self):
        return self.name


@dataclass(frozen=True)
class AInt(AExpr):
    value: int

    def __str__(self):
        return str(self.value)


@dataclass(frozen=True)
class AOp(AExpr):
    op: str  # add sub mul minus min max fdiv_q pdiv_q pdiv_r zdiv_r div and or eq le lt ge gt select
    args: tuple[AExpr, ...]

    def __str__(self):
        from polyopt.codegen.cexpr import aexpr_c
        return aexpr_c(self)


# ---- statements --------------------------------------------------------------------------------
class Node:
    """A node of the loop tree."""


@dataclass(frozen=True)
class For(Node):
    iterator: str
    init: AExpr
    cond: AExpr  # loop runs while cond holds
    inc: AExpr
    body: Node
    marks: frozenset[str] = frozenset()  # parallel, vector, unroll, tile, point, full, partial


@dataclass(frozen=True)
class If(Node):
    cond: AExpr
    then: Node
    other: Node | None = None


@dataclass(frozen=True)
class Block(Node):
    body: tuple[Node, ...]


@dataclass(frozen=True)
class User(Node):
    """One statement instance: ``stmt`` with its index variables as AST expressions."""
    stmt: str
    args: tuple[AExpr, ...]


@dataclass(frozen=True)
class Mark(Node):
    name: str
    body: Node
    info: dict = field(default_factory=dict, compare=False, hash=False)


_OPS = {getattr(isl.ast_expr_op_type, n): n.rstrip("_") for n in (
    "and_", "and_then", "or_", "or_else", "max", "min", "minus", "add", "sub", "mul", "div", "fdiv_q",
    "pdiv_q", "pdiv_r", "zdiv_r", "cond", "select", "eq", "le", "lt", "ge", "gt", "call")}


def expr(e: isl.AstExpr, rename: dict[str, str]) -> AExpr:
    """Convert an isl AST expression; ``rename`` maps isl names (sizes) to C names."""
    t = e.get_type()
    if t == isl.ast_expr_type.id:
        name = e.get_id().get_name()
        return AId(rename.get(name, name))
    if t == isl.ast_expr_type.int:
        return AInt(e.get_val().to_python())
    op = _OPS.get(e.get_op_type())
    if op is None:  # pragma: no cover - isl never emits the other ops for our schedules
        raise NotImplementedError(f"isl AST operator {e.get_op_type()}")
    op = {"and_then": "and", "or_else": "or", "cond": "select"}.get(op, op)
    return AOp(op, tuple(expr(e.get_op_arg(i), rename) for i in range(e.get_op_n_arg())))


def tree(node: isl.AstNode, rename: dict[str, str], plan: dict | None = None,
         marks: Callable[[dict], frozenset[str]] = lambda user: frozenset()) -> Node:
    """Convert an isl AST node (and its descendants) into a LoopTree; the loops of ``plan``
    (``codegen/unroll.py``) become copies of their bodies, the others take ``marks`` of their
    annotation's data."""
    got = _tree(node, rename, plan or {}, marks)
    return _one(got) if isinstance(got, list) else got


def _one(nodes: list[Node]) -> Node:
    return nodes[0] if len(nodes) == 1 else Block(tuple(nodes))


def _tree(node: isl.AstNode, rename: dict[str, str], plan: dict,
          marks: Callable[[dict], frozenset[str]]) -> Node | list[Node]:
    """``tree``, where an unrolled loop whose copies join the enclosing block gives a list."""
    def x(e):
        return expr(e, rename)

    def sub(n: isl.AstNode) -> Node:
        got = _tree(n, rename, plan, marks)
        return _one(got) if isinstance(got, list) else got

    t = node.get_type()
    if t == isl.ast_node_type.for_:
        user = node.get_annotation().user or {}  # every for has one: set by _lower's before_for
        loop = For(node.for_get_iterator().get_id().get_name(), x(node.for_get_init()),
                   x(node.for_get_cond()), x(node.for_get_inc()), sub(node.for_get_body()))
        if plan:
            from polyopt.codegen import unroll
            spliced = unroll.unrolled_here(plan, loop.iterator, user.get("statements", frozenset()))
            if spliced is not None:
                copies = unroll.copies(loop, user.get("schedule"))
                return copies if spliced else _one(copies)
        return replace(loop, marks=marks(user))
    if t == isl.ast_node_type.if_:
        other = sub(node.if_get_else_node()) if node.if_has_else_node() else None
        return If(x(node.if_get_cond()), sub(node.if_get_then_node()), other)
    if t == isl.ast_node_type.block:
        kids = node.block_get_children()
        body: list[Node] = []
        for i in range(kids.n_ast_node()):
            got = _tree(kids.get_at(i), rename, plan, marks)
            body.extend(got) if isinstance(got, list) else body.append(got)
        return Block(tuple(body))
    if t == isl.ast_node_type.user:
        call = node.user_get_expr()
        name = call.get_op_arg(0).get_id().get_name()
        return User(name, tuple(x(call.get_op_arg(i)) for i in range(1, call.get_op_n_arg())))
    if t == isl.ast_node_type.mark:
        name = node.mark_get_id().get_name()
        body = sub(node.mark_get_node())
        return fold_mark(name, body) if name in LOOP_MARKS else Mark(name, body)
    raise NotImplementedError(f"isl AST node {t}")  # pragma: no cover


LOOP_MARKS = ("parallel", "vector")


def fold_mark(name: str, n: Node) -> Node:
    """Attach a loop mark to the outermost dependence-free for loops of ``n``.

    isl may have split the marked loop in several, or dropped it when it runs once: then the
    mark goes to the outermost loops below that carry no dependence.
    """
    if isinstance(n, For):
        if "parallel_safe" in n.marks:
            return replace(n, marks=n.marks | {name})
        return replace(n, body=fold_mark(name, n.body)) if name == "parallel" else n
    if isinstance(n, Block):
        return Block(tuple(fold_mark(name, b) for b in n.body))
    if isinstance(n, If):
        return If(n.cond, fold_mark(name, n.then), None if n.other is None else fold_mark(name, n.other))
    if isinstance(n, Mark):
        return Mark(n.name, fold_mark(name, n.body), n.info)
    return n


_UNKNOWN_TRIP = 1 << 10  # assumed trip count of a loop whose bounds are not constants


def work(n: Node) -> int:
    """Statement instances under ``n``, counting loops with non-constant bounds as long ones.

    >>> work(For("c0", AInt(0), AOp("le", (AId("c0"), AInt(15))), AInt(1), User("S0", ())))
    16
    """
    if isinstance(n, User):
        return 1
    if isinstance(n, Block):
        return sum(work(b) for b in n.body)
    if isinstance(n, Mark):
        return work(n.body)
    if isinstance(n, If):
        return max(work(n.then), work(n.other) if n.other is not None else 0)
    if isinstance(n, For):
        trips = trip_count(n)
        return (_UNKNOWN_TRIP if trips is None else trips) * work(n.body)
    return 1


def base_offset(e: AExpr) -> tuple[AExpr | None, int]:
    """``e`` as (base, constant): ``c0 + 5`` is (c0, 5), ``7`` is (None, 7), ``c0 - 2`` is (c0, -2)."""
    if isinstance(e, AInt):
        return None, e.value
    if isinstance(e, AOp) and e.op in ("add", "sub") and isinstance(e.args[1], AInt):
        return e.args[0], e.args[1].value if e.op == "add" else -e.args[1].value
    return e, 0


def trip_count(f: For) -> int | None:
    """The number of iterations of ``f`` when its bounds differ by a constant, else None.

    >>> c0 = AId("c0")
    >>> trip_count(For("c1", AOp("add", (c0, AInt(1))), AOp("le", (AId("c1"), AOp("add", (c0, AInt(98))))),
    ...                AInt(1), User("S0", ())))
    98
    """
    c = f.cond
    if not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(f.iterator)
            and isinstance(f.inc, AInt) and f.inc.value > 0):
        return None
    (lo, a), (hi, b) = base_offset(f.init), base_offset(c.args[1])
    if hi != lo:
        return None
    span = b - a - (c.op == "lt")
    return max(span // f.inc.value + 1, 0)


def interval(e: AExpr, loops: dict[str, For]) -> tuple[int, int] | None:
    """The least and greatest value of ``e`` as the iterators of ``loops`` run through their
    bounds (an over-approximation: each occurrence varies on its own); None if unbounded.

    >>> interval(AOp("min", (AInt(55), AOp("sub", (AInt(56), AId("c1"))))),
    ...          {"c1": For("c1", AInt(0), AOp("le", (AId("c1"), AInt(2))), AInt(1), Block(()))})
    (54, 55)
    """
    if isinstance(e, AInt):
        return e.value, e.value
    if isinstance(e, AId):
        f = loops.get(e.name)
        c = f and f.cond
        if not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(f.iterator)):
            return None
        lo, hi = interval(f.init, loops), interval(c.args[1], loops)
        return None if lo is None or hi is None else (lo[0], hi[1] - (c.op == "lt"))
    if not isinstance(e, AOp) or e.op not in ("add", "sub", "minus", "min", "max", "mul"):
        return None
    args = [interval(a, loops) for a in e.args]
    if None in args:
        return None
    if e.op == "minus":
        return -args[0][1], -args[0][0]
    if e.op == "add":
        return args[0][0] + args[1][0], args[0][1] + args[1][1]
    if e.op == "sub":
        return args[0][0] - args[1][1], args[0][1] - args[1][0]
    if e.op == "mul":
        ends = [x * y for x in args[0] for y in args[1]]
        return min(ends), max(ends)
    pick = min if e.op == "min" else max
    return pick(a[0] for a in args), pick(a[1] for a in args)


def uses(e: AExpr, name: str) -> bool:
    """Whether the expression ``e`` reads the variable ``name``."""
    if isinstance(e, AId):
        return e.name == name
    if isinstance(e, AOp):
        return any(uses(a, name) for a in e.args)
    return False


def replace_var(n: Node, name: str, value: AExpr) -> Node:
    """``n`` with ``value`` in place of the variable ``name`` in every expression below it.

    >>> print(replace_var(User("S0", (AOp("add", (AId("c1"), AInt(1))),)), "c1", AInt(4)).args[0])
    4 + 1
    """
    def e(x: AExpr) -> AExpr:
        if x == AId(name):
            return value
        return AOp(x.op, tuple(e(a) for a in x.args)) if isinstance(x, AOp) else x

    if isinstance(n, User):
        return User(n.stmt, tuple(e(a) for a in n.args))
    if isinstance(n, For):
        return For(n.iterator, e(n.init), e(n.cond), e(n.inc), replace_var(n.body, name, value), n.marks)
    if isinstance(n, If):
        return If(e(n.cond), replace_var(n.then, name, value),
                  None if n.other is None else replace_var(n.other, name, value))
    if isinstance(n, Block):
        return Block(tuple(replace_var(b, name, value) for b in n.body))
    if isinstance(n, Mark):
        return Mark(n.name, replace_var(n.body, name, value), n.info)
    raise TypeError(n)  # pragma: no cover - a loop tree has no other node


_PY_OPS = {"add": "+", "sub": "-", "mul": "*", "div": "//", "fdiv_q": "//", "pdiv_q": "//", "pdiv_r": "%",
           "and": "and", "or": "or", "eq": "==", "le": "<=", "lt": "<", "ge": ">=", "gt": ">"}


def zrem(a: int, b: int) -> int:
    """C's remainder (the sign of ``a``): isl's ``zdiv_r``."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


#: what ``python_expr``'s text needs to run: ``eval(text, dict(PY_GLOBALS), variables)``
PY_GLOBALS = {"min": min, "max": max, "_zrem": zrem, "__builtins__": {}}


def python_expr(e: AExpr, consts: dict[str, int] | None = None) -> str:
    """Python text of a loop-tree expression over integers (``consts`` replaces names by values);
    isl's ``div`` is exact and its ``pdiv`` operands are non-negative, so ``//`` and ``%`` agree
    with C there. ``ValueError`` for an operator isl does not emit in loop bounds.

    >>> python_expr(AOp("max", (AInt(1), AOp("fdiv_q", (AId("c0"), AId("N"))))), {"N": 9})
    'max(1, (c0 // 9))'
    """
    consts = consts or {}
    if isinstance(e, AInt):
        return str(e.value)
    if isinstance(e, AId):
        return str(consts[e.name]) if e.name in consts else e.name
    a = [python_expr(x, consts) for x in e.args]
    if e.op in _PY_OPS:
        return "(" + f" {_PY_OPS[e.op]} ".join(a) + ")"
    if e.op == "minus":
        return f"(-{a[0]})"
    if e.op in ("min", "max"):
        return f"{e.op}({', '.join(a)})"
    if e.op == "zdiv_r":
        return f"_zrem({a[0]}, {a[1]})"
    if e.op == "select":
        return f"({a[1]} if {a[0]} else {a[2]})"
    raise ValueError(f"loop-tree operator {e.op}")


def chunkable(loop: For) -> bool:
    """``for (it = init; it <= hi; it += 1)`` with ``hi`` free of ``it``: can be cut in chunks."""
    c = loop.cond
    return (isinstance(c, AOp) and c.op == "le" and c.args[0] == AId(loop.iterator)
            and not uses(c.args[1], loop.iterator) and loop.inc == AInt(1))



def uneven(loop: For) -> bool:
    """Whether the work per iteration of ``loop`` changes with it (a triangle's rows): an inner
    loop's bounds use its iterator and its trip count is not constant. Static chunks would
    leave one thread with most of the work.

    >>> row = For("c1", AInt(0), AOp("le", (AId("c1"), AId("c0"))), AInt(1), User("S0", ()))
    >>> uneven(For("c0", AInt(0), AOp("le", (AId("c0"), AInt(99))), AInt(1), row))
    True
    """
    return any(isinstance(n, For) and (uses(n.init, loop.iterator) or uses(n.cond, loop.iterator))
               and trip_count(n) is None for n in walk(loop.body))


COLLAPSE_TRIPS = 16  # a parallel loop with fewer iterations shares the loops below it among the threads


def collapsible(loop: For) -> int:
    """How many perfectly nested loops from ``loop`` down the threads share (OpenMP ``collapse``):
    while the iterations so far are fewer than ``COLLAPSE_TRIPS``, a loop directly below that
    carries nothing, has a constant trip count and bounds that do not move with the loops above
    joins in. conv2d_stride2's channel tiles, 96 and 32 channels, gave one thread three quarters
    of the work; with the 4 tiles of rows below them, 8 tiles are shared.

    >>> inner = For("c2", AInt(0), AOp("le", (AId("c2"), AInt(26))), AInt(8), For("c3", AInt(0),
    ...             AOp("le", (AId("c3"), AInt(5))), AInt(1), User("S0", ())), frozenset({"parallel_safe"}))
    >>> collapsible(For("c1", AInt(0), AOp("le", (AId("c1"), AInt(127))), AInt(96), inner))
    2
    """
    depth, trips, cur, outer = 1, trip_count(loop), loop, [loop.iterator]
    while trips is not None and trips < COLLAPSE_TRIPS and isinstance(cur.body, For):
        inner = cur.body
        t = trip_count(inner)
        if t is None or "parallel_safe" not in inner.marks or not isinstance(inner.body, For) or \
                any(uses(x, it) for x in (inner.init, inner.cond, inner.inc) for it in outer):
            break
        depth, trips, cur = depth + 1, trips * t, inner
        outer.append(inner.iterator)
    return depth


def balance_forks(n: Node, threads: int) -> Node:
    """Move the parallel mark of an outermost loop over a few tiles that the threads cannot share
    evenly (matmul n=512: 5 row tiles on 2 threads, one idle a sixth of the time) down to the
    first loop below it, through loops that are each the whole body of the one above, that
    carries nothing and shares better (the 16 column tiles inside the reduction tiles), tiles of
    equal work (no partial tile: doitgen's 96 and 44 rows would not share at all): it forks once
    per iteration of the loops above it, for a tile's work each time."""
    if isinstance(n, Block):
        return Block(tuple(balance_forks(b, threads) for b in n.body))
    if isinstance(n, Mark):
        return Mark(n.name, balance_forks(n.body, threads), n.info)
    if not (isinstance(n, For) and "parallel" in n.marks) or threads < 2:
        return n
    trips = trip_count(n)
    if trips is None or busy(trips, threads) > 0.9 or collapsible(n) > 1:
        return n  # (a collapsed loop shares the loops below it with one fork)
    path, cur = [n], n.body
    while isinstance(cur, For) and isinstance(cur.body, For | Block):
        t = trip_count(cur)
        if t is None:
            break
        if "parallel_safe" in cur.marks and not uneven(cur) and fork_inside(trips, t, threads):
            inner = replace(cur, marks=cur.marks | {"parallel"})
            for loop in reversed(path[1:]):
                inner = replace(loop, body=inner)
            return replace(n, marks=n.marks - {"parallel"}, body=inner)
        path.append(cur)
        cur = cur.body
    return n


def serial_small_nests(n: Node, min_work: int) -> Node:
    """Drop the parallel mark of loops with less than ``min_work`` statement instances below them
    (waking the threads would cost more than the loop); for code specialized to constant sizes."""
    if isinstance(n, For):
        if "parallel" in n.marks and work(n) < min_work:
            n = replace(n, marks=n.marks - {"parallel"})
        return replace(n, body=serial_small_nests(n.body, min_work))
    if isinstance(n, Block):
        return Block(tuple(serial_small_nests(b, min_work) for b in n.body))
    if isinstance(n, If):
        other = None if n.other is None else serial_small_nests(n.other, min_work)
        return If(n.cond, serial_small_nests(n.then, min_work), other)
    if isinstance(n, Mark):
        return Mark(n.name, serial_small_nests(n.body, min_work), n.info)
    return n


def walk(n: Node):
    """Yield every node, pre-order."""
    yield n
    if isinstance(n, For | Mark):
        yield from walk(n.body)
    elif isinstance(n, If):
        yield from walk(n.then)
        if n.other is not None:
            yield from walk(n.other)
    elif isinstance(n, Block):
        for b in n.body:
            yield from walk(b)


def lower(tree_: isl.Schedule, context: isl.Set, rename: dict[str, str] | None = None,
          deps: isl.UnionMap | None = None, validity: isl.UnionMap | None = None, *,
          isl_unrolls: bool = False) -> Node:
    """Run isl's AST generator on a schedule tree and return the LoopTree.

    Every for loop is tested against ``deps`` (PPCG's test: zero dependence distance at its depth
    once the outer loops are equal); only loops that pass may take a parallel or vector mark.
    A loop that carries only reduction chains (nothing of ``validity``, the dependences less
    the reductions) is marked ``reduction_safe``: its reductions may run as SIMD reductions.
    ``unroll`` loops are unrolled on the loop tree at a fraction of isl's cost (``codegen/unroll.py``:
    isl's text where the trip count is constant, guarded copies where it varies), else (or with
    ``isl_unrolls``) by isl.
    """
    from polyopt.codegen import unroll

    plan = None
    if not isl_unrolls:
        stripped, plan = unroll.without_unroll(tree_)
    if plan is not None:
        try:
            return _lower(stripped, context, rename or {}, deps, validity, plan)
        except unroll.NotUnrollable:
            pass
    return _lower(tree_, context, rename or {}, deps, validity, None)


def _lower(tree_: isl.Schedule, context: isl.Set, rename: dict[str, str], deps: isl.UnionMap | None,
           validity: isl.UnionMap | None, plan: dict | None) -> Node:
    build = isl.AstBuild.from_context(context)
    errors: list[BaseException] = []
    ctx = context.get_ctx()
    spare = isl.Id("for", context=ctx, user={})  # (made now: past an operations bound isl makes none)

    def before_for(b: isl.AstBuild) -> isl.Id:
        try:
            sched = b.get_schedule()
            user = {"schedule": sched}
            if plan:  # (which loops are to be unrolled: their iterator and statements)
                from polyopt.codegen.unroll import statements
                user["statements"] = statements(sched.domain())
            return isl.Id("for", context=ctx, user=user)
        except BaseException as e:  # noqa: BLE001 - re-raised after generation (isl swallows it)
            errors.append(e)
            return spare

    def marks(user: dict) -> frozenset[str]:
        """A loop's dependence test, made only for the loops the tree keeps (not unrolled ones)."""
        sched = user["schedule"]
        safe = deps is not None and carries_nothing(sched, deps)
        red = safe or (validity is not None and carries_nothing(sched, validity))
        carried = carried_statements(sched, deps) if red and not safe else ()
        return frozenset([k for k, v in (("parallel_safe", safe), ("reduction_safe", red)) if v] +
                         [f"{CARRIES}{name}" for name in carried])

    build, handle = build.set_before_each_for(before_for)
    ast = build.node_from_schedule(tree_)
    del handle
    if errors:
        raise errors[0]
    return tree(ast, rename, plan, marks)


CARRIES = "carries:"  # a mark per statement whose reduction chain a reduction_safe loop carries


def carried_statements(schedule: isl.UnionMap, deps: isl.UnionMap) -> tuple[str, ...]:
    """The statements at the sink of a dependence that the last schedule dimension carries.

    >>> carried_statements(isl.UnionMap("{ S[i, j] -> [i]; T[i] -> [i] }"), isl.UnionMap("{ S[i, j] -> S[i + 1, j] }"))
    ('S',)
    """
    got = _carried(schedule, deps).range()
    return tuple(sorted({got.get_set_list().get_at(k).get_tuple_name() for k in range(got.n_set())}))


def carries_nothing(schedule: isl.UnionMap, deps: isl.UnionMap) -> bool:
    """True when no dependence has a non-zero distance in the last schedule dimension while
    its distances in the outer dimensions are zero.

    Tested as: no dependence ``x -> y`` (both scheduled) joins a point ``S(x)`` to one ``S(y)``
    equal in the outer dimensions and not in the last. The schedule is composed with the
    dependences on one side only, and with that simple relation on the other: isl spends less on
    that than on two compositions and the distances (conv2d_same's size-generic code, 369 tests:
    2.8 s -> 1.1 s).

    >>> deps = isl.UnionMap("{ S[i, j] -> S[i, j + 1] }")
    >>> carries_nothing(isl.UnionMap("{ S[i, j] -> [i, j] }"), deps)
    False
    >>> carries_nothing(isl.UnionMap("{ S[i, j] -> [i] }"), deps)
    True
    """
    return schedule.is_empty() or _carried(schedule, deps).is_empty()


def _carried(schedule: isl.UnionMap, deps: isl.UnionMap) -> isl.UnionMap:
    """``S(x) -> y`` for the dependences ``x -> y`` carried by the last schedule dimension."""
    differ = isl.UnionMap.empty(schedule.get_space())
    seen = set()
    lst = schedule.get_map_list()
    for i in range(lst.n_map()):
        space = lst.get_at(i).get_space().range()
        if str(space) not in seen:
            seen.add(str(space))
            differ = differ.union(isl.UnionMap.from_map(_differ_last(isl.Space.map_from_set(space))))
    carried = deps.apply_domain(schedule)                        # S(x) -> y
    apart = schedule.apply_range(differ.reverse()).reverse()     # S(x) -> y: S(y) differs from S(x) in the last only
    return carried.intersect(apart)


def _differ_last(space: isl.Space) -> isl.Map:
    """``{ [o] -> [p] : o and p equal but in their last dimension }`` on a map space ``[n] -> [n]``."""
    n = space.dim(isl.dim_type.in_)
    same = isl.Map.universe(space)
    for k in range(n - 1):
        same = same.equate(isl.dim_type.in_, k, isl.dim_type.out, k)
    last = n - 1
    return same.order_lt(isl.dim_type.in_, last, isl.dim_type.out, last).union(
        same.order_gt(isl.dim_type.in_, last, isl.dim_type.out, last))


def pw_aff_expr(pa: isl.PwAff, context: isl.Set, rename: dict[str, str]) -> AExpr:
    """An AST expression computing ``pa`` (a function of the sizes)."""
    return expr(isl.AstBuild.from_context(context).expr_from_pw_aff(pa), rename)
