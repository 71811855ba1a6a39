"""One OpenMP parallel region around a loop that forks inside (a time or step loop).

A loop that carries a dependence (jacobi's ``t``, floyd-warshall's ``k``, a wavefront over time
tiles) with parallel loops inside used to open a parallel region per iteration: a fork and a
join each time, thousands per call. Instead the region opens once, around the outer loop, and
every thread runs that loop: the parallel loops inside share their iterations with ``omp for``
(whose implied barrier ends each one), and whatever else the loop holds (a border, a statement
peeled off a step) runs on one thread in ``omp single`` (a barrier as well)::

    #pragma omp parallel
    {
      for (long c0 = 1; c0 <= 99; c0 += 1) {   // every thread, every step
        #pragma omp for
        for (long c1 = ...) { ... }            // the step's rows, shared; a barrier after
        #pragma omp single
        { ... }                                // one thread; a barrier after
      }
    }

Only for code of fixed sizes (the work decides which loops fork), and never with local rows at
the outer loop's level (``local_rows.contract``: each thread would have its own).
"""

from __future__ import annotations

from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.loops import Block, For, If, Mark, Node, walk, work


def forks(printer, loop: For) -> bool:
    """``loop`` shares its iterations among the threads when printed (inside a region: ``omp for``)."""
    return "parallel" in loop.marks and printer.parallel and work(loop) >= printer.parallel_min_work


def holds_fork(printer, n: Node) -> bool:
    return any(isinstance(x, For) and forks(printer, x) for x in walk(n))


def opens(printer, loop: For) -> bool:
    """An outermost loop that does not fork itself but holds loops that do: the region goes
    around it."""
    return (printer.parallel and printer.for_depth == 0 and not printer.dynamic and not printer.region
            and not forks(printer, loop) and holds_fork(printer, loop.body))


def around(printer, loop: For, depth: int) -> list[str]:
    """The region and ``loop`` inside it (``printer.node`` prints the loop, region-aware)."""
    pad = "  " * depth
    printer.region, printer.workshare = True, False
    try:
        inner = printer.node(loop, depth + 1)
    finally:
        printer.region = False
    return [f"{pad}#pragma omp parallel{printer.threads_clause()}", f"{pad}{{"] + inner + [f"{pad}}}"]


def body(printer, n: Node, depth: int) -> list[str]:
    """``n`` as every thread of the region runs it: loops that fork share their iterations, loops
    that hold one run whole on every thread, the rest runs on one thread."""
    pad = "  " * depth
    if not holds_fork(printer, n):
        return single(printer, n, depth)
    if isinstance(n, For):
        return printer.node(n, depth)
    if isinstance(n, Mark):
        return [f"{pad}// {n.name}"] + body(printer, n.body, depth)
    if isinstance(n, If):
        out = [f"{pad}if ({aexpr_c(n.cond)}) {{"] + body(printer, n.then, depth + 1)
        if n.other is not None:
            out += [f"{pad}}} else {{"] + body(printer, n.other, depth + 1)
        return out + [f"{pad}}}"]
    if isinstance(n, Block):
        out, serial = [], []
        for b in n.body:
            if holds_fork(printer, b):
                if serial:
                    out += single(printer, Block(tuple(serial)), depth)
                    serial = []
                out += body(printer, b, depth)
            else:
                serial.append(b)
        if serial:
            out += single(printer, Block(tuple(serial)), depth)
        return out
    raise TypeError(n)  # pragma: no cover - a User holds no loop


def single(printer, n: Node, depth: int) -> list[str]:
    """``n`` on one thread of the region (the others wait at its end)."""
    pad = "  " * depth
    printer.workshare = True
    try:
        inner = printer.node(n, depth + 1)
    finally:
        printer.workshare = False
    return [f"{pad}#pragma omp single", f"{pad}{{"] + inner + [f"{pad}}}"]
