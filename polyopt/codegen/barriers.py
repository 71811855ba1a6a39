"""Whether a sequential loop's parallel loops pay for their barriers (code of fixed sizes).

A loop that carries a dependence and holds parallel loops (a time loop over its rows, a wavefront
over time tiles) runs in one parallel region (``codegen/region.py``), each parallel loop inside
ending in a barrier. A barrier costs about what waking the threads does (``parallel_min_work``
statement instances), more where the threads sleep between them; jacobi-1d's 21 wavefronts of
a few tiles each (2000 points, 500 steps: 0.6 ms in all) ran slower on two threads than on one.
So the loops are counted out: the time on one thread is the nest's statement instances; on
``threads``, each run of a parallel loop takes its busiest thread's share (its iterations dealt
in order to the least loaded thread, as ``schedule(dynamic, 1)`` does) plus a barrier. Where the
threads would not be faster, the parallel marks inside are dropped and the nest runs on one
thread. Diamonds (under the ``diamonds`` mark) take their tiles from a queue
(``codegen/tile_queue.py``) whose waits between wavefronts are spins on a counter, not barriers:
there only the fork counts (PolyBench's jacobi-1d, N = 2000, T = 500, on a Zen 4 with AVX-512's 8
lanes of doubles: counted with a barrier a wavefront it stayed on one thread, 0.36 ms; from the
queue on two, 0.19 ms).

>>> from polyopt.codegen.loops import AId, AInt, AOp, For, User
>>> def loop(v, hi, body, marks=()):
...     return For(v, AInt(0), AOp("le", (AId(v), AInt(hi))), AInt(1), body, frozenset(marks))
>>> steps = loop("t", 99, loop("i", 63, User("S", ()), {"parallel"}))  # 100 steps of 64 points
>>> "parallel" in serial_barrier_loops(steps, 1 << 15, 2).body.marks
False
>>> steps = loop("t", 99, loop("i", 999, loop("j", 999, User("S", ())), {"parallel"}))
>>> "parallel" in serial_barrier_loops(steps, 1 << 15, 2).body.marks
True
>>> triangle = For("j", AInt(0), AOp("le", (AId("j"), AId("i"))), AInt(1), User("S", ()), frozenset())
>>> steps = loop("t", 999, loop("i", 63, triangle, {"parallel"}))  # too long to count whole: 32 steps
>>> "parallel" in serial_barrier_loops(steps, 1 << 15, 2).body.marks
False
"""

from __future__ import annotations

import heapq
from dataclasses import replace

from polyopt.codegen.loops import PY_GLOBALS, AId, AInt, AOp, Block, For, If, Mark, Node, User, python_expr, uses, walk
from polyopt.schedule.diamonds import DIAMONDS

BUDGET = 20_000  # bounds and conditions evaluated per nest before giving up (it stays parallel)


class _TooLong(Exception):
    pass


def serial_barrier_loops(n: Node, min_work: int, threads: int, lanes: int = 1) -> Node:
    """``n`` with the parallel marks dropped inside each outermost sequential loop whose parallel
    loops would run no faster on ``threads`` threads, each barrier worth ``min_work`` instances."""
    if isinstance(n, Block):
        return Block(tuple(serial_barrier_loops(b, min_work, threads, lanes) for b in n.body))
    if isinstance(n, Mark):
        if n.name == DIAMONDS and isinstance(n.body, For):
            return Mark(n.name, _paid(n.body, min_work, threads, lanes, waits=False), n.info)
        return Mark(n.name, serial_barrier_loops(n.body, min_work, threads, lanes), n.info)
    if isinstance(n, If):
        other = None if n.other is None else serial_barrier_loops(n.other, min_work, threads, lanes)
        return If(n.cond, serial_barrier_loops(n.then, min_work, threads, lanes), other)
    if not isinstance(n, For):
        return n
    return _paid(n, min_work, threads, lanes, waits=True)


def _paid(n: For, min_work: int, threads: int, lanes: int, waits: bool) -> Node:
    """``n``, or ``n`` on one thread where its parallel loops do not pay for the fork and, with
    ``waits``, a barrier after each."""
    if "parallel" in n.marks or threads < 2 or min_work == 0:
        return n
    if not any(isinstance(x, For) and "parallel" in x.marks for x in walk(n.body)):
        return n
    try:
        one, shared, barriers = _Counter(threads, lanes).cost(n, {})
    except _TooLong:
        counted = _sampled(n, threads, lanes)
        if counted is None:
            return n
        one, shared, barriers = counted
    if shared + ((barriers if waits else 0) + 1) * min_work < one:
        return n
    return _serial(n)


SAMPLES = 32  # iterations of a long sequential loop counted, evenly spread, where it all is too long


def _sampled(n: For, threads: int, lanes: int) -> tuple[float, float, float] | None:
    """The count of the sequential loop ``n`` from ``SAMPLES`` of its iterations spread evenly
    over it (a wavefront loop's first and last hold its fewest tiles), scaled to all of them; None
    where even these run past the budget (the nest stays parallel). The registry's jacobi_1d (N =
    200000, T = 50) has 392 wavefronts of at most two time tiles: counted whole, it ran past the
    budget, and its region ran 4x slower on two threads than on one."""
    counter = _Counter(threads, lanes)
    try:
        values = list(counter._values(n, {}))
        if len(values) <= SAMPLES:
            return None
        picked = [values[k * (len(values) - 1) // (SAMPLES - 1)] for k in range(SAMPLES)]
        counter.steps = 0
        parts = [counter.cost(n.body, {n.iterator: v}) for v in picked]
    except _TooLong:
        return None
    scale = len(values) / SAMPLES
    return tuple(sum(p[k] for p in parts) * scale for k in range(3))


def _serial(n: Node) -> Node:
    if isinstance(n, For):
        return replace(n, body=_serial(n.body), marks=n.marks - {"parallel"})
    if isinstance(n, Block):
        return Block(tuple(_serial(b) for b in n.body))
    if isinstance(n, Mark):
        return Mark(n.name, _serial(n.body), n.info)
    if isinstance(n, If):
        return If(n.cond, _serial(n.then), None if n.other is None else _serial(n.other))
    return n


class _Counter:
    """Statement instances of a nest on one thread and on ``threads``, and its barriers."""

    def __init__(self, threads: int, lanes: int):
        self.threads, self.lanes = threads, lanes
        self.steps = 0
        self.flat: dict[int, bool] = {}  # id of a for loop -> no loop or if below it
        self.code: dict[int, object] = {}  # id of an expression -> its compiled Python
        # id of a loop -> (its trip count as compiled Python, the evaluations that counts as), or
        # None where its bound depends on its own iterator
        self.trip_code: dict[int, tuple | None] = {}
        self.body_size: dict[int, int] = {}  # id of an innermost loop -> its body's instances
        self.same: dict[int, bool] = {}  # id of a loop -> whether its iterations cost the same

    def value(self, e, env: dict[str, int]) -> int:
        """The value of an AST expression (compiled once); an unknown name (a size not fixed)
        or more than ``BUDGET`` evaluations end the count."""
        if isinstance(e, AInt):
            return e.value
        self.steps += 1
        if self.steps > BUDGET:
            raise _TooLong
        code = self.code.get(id(e))
        if code is None:
            code = self.code[id(e)] = compile(_py(e), "<ast>", "eval")
        try:
            return int(eval(code, _GLOBALS, env))
        except NameError:
            raise _TooLong from None

    def cost(self, n: Node, env: dict[str, int]) -> tuple[int, int, int]:
        """``(instances, time on the threads, barriers)`` of ``n`` with the iterators of ``env``
        (an instance of a SIMD loop counts 1 / ``lanes``)."""
        if isinstance(n, User):
            return 1, 1, 0
        if isinstance(n, Mark):
            return self.cost(n.body, env)
        if isinstance(n, If):
            if self.value(n.cond, env):
                return self.cost(n.then, env)
            return (0, 0, 0) if n.other is None else self.cost(n.other, env)
        if isinstance(n, Block):
            parts = [self.cost(b, env) for b in n.body]
            return tuple(sum(p[k] for p in parts) for k in range(3))
        assert isinstance(n, For)
        fork = "parallel" in n.marks
        if self._innermost(n):
            trips, body = self._trips(n, env)
            if "vector" in n.marks and "parallel_safe" in n.marks:
                trips = -(-trips // self.lanes)
            w = body * trips
            return w, (-(-w // self.threads) if fork else w), int(fork)
        if self._uniform(n):
            return self._repeated(n, env, fork)
        one, shared, barriers, loads = 0, 0, 0, [0] * self.threads
        inner = dict(env)
        for v in self._values(n, env):
            inner[n.iterator] = v
            o, s, b = self.cost(n.body, inner)
            one += o
            barriers += b
            if fork:
                heapq.heapreplace(loads, loads[0] + s)  # to the least loaded thread
            else:
                shared += s
        return (one, max(loads), barriers + 1) if fork else (one, shared, barriers)

    def _uniform(self, n: For) -> bool:
        """Whether every iteration of ``n`` costs the same: no bound or condition below reads its
        iterator (a tile's rows over columns whose bounds come from the loops outside)."""
        if id(n) not in self.same:
            it = n.iterator
            self.same[id(n)] = not any(
                (isinstance(x, For) and any(uses(e, it) for e in (x.init, x.cond, x.inc)))
                or (isinstance(x, If) and uses(x.cond, it)) for x in walk(n.body))
        return self.same[id(n)]

    def _repeated(self, n: For, env: dict[str, int], fork: bool) -> tuple[int, int, int]:
        """``cost`` of a loop whose iterations cost the same: one iteration's, times the trips
        (on ``threads``, the busiest thread's share of equal iterations)."""
        trips = self._count(n, env)
        if trips == 0:
            return 0, 0, int(fork)
        o, s, b = self.cost(n.body, {**env, n.iterator: self.value(n.init, env)})
        if fork:
            return trips * o, -(-trips // self.threads) * s, trips * b + 1
        return trips * o, trips * s, trips * b

    def _innermost(self, n: For) -> bool:
        if id(n) not in self.flat:
            self.flat[id(n)] = not any(isinstance(x, For | If) for x in walk(n.body))
        return self.flat[id(n)]

    def _values(self, n: For, env: dict[str, int]):
        v, step = self.value(n.init, env), self.value(n.inc, env)
        env = dict(env)
        while True:
            env[n.iterator] = v
            if not self.value(n.cond, env):
                return
            yield v
            v += step

    def _trips(self, n: For, env: dict[str, int]) -> tuple[int, int]:
        """The iterations of an innermost loop and its body's instances."""
        if id(n) not in self.body_size:
            self.body_size[id(n)] = self.cost(n.body, {})[0]
        return self._count(n, env), self.body_size[id(n)]

    def _count(self, n: For, env: dict[str, int]) -> int:
        """The iterations of ``n``. A loop ``for (i = lo; i <= hi; i += k)`` (``hi`` free of ``i``)
        evaluates one compiled expression, counted as the bounds it reads (so the budget ends a
        count where it always did); any other steps through."""
        key = id(n)
        if key not in self.trip_code:
            self.trip_code[key] = self._trip_plan(n)
        plan = self.trip_code[key]
        if plan is None:
            return sum(1 for _ in self._values(n, env))
        code, reads = plan
        self.steps += reads
        if self.steps > BUDGET:
            raise _TooLong
        try:
            return max(int(eval(code, _GLOBALS, env)), 0)
        except NameError:
            raise _TooLong from None

    def _trip_plan(self, n: For) -> tuple | None:
        c = n.cond
        if not (isinstance(c, AOp) and c.op in ("le", "lt") and c.args[0] == AId(n.iterator)
                and not uses(c.args[1], n.iterator)):
            return None
        lo, hi, step = n.init, c.args[1], n.inc
        reads = sum(not isinstance(e, AInt) for e in (lo, hi, step))
        text = f"(({_py(hi)}) - ({int(c.op == 'lt')}) - ({_py(lo)})) // ({_py(step)}) + 1"
        return compile(text, "<trips>", "eval"), reads


def _py(e) -> str:
    try:
        return python_expr(e)
    except ValueError:  # pragma: no cover - isl emits no other operator
        raise _TooLong from None


_GLOBALS = PY_GLOBALS
