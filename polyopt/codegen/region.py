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
the outer loop's level (``local_rows.contract``: each thread would have its own). These are the
decisions; ``planning.py`` plans the region (``plans.ParallelRegion``, ``plans.Single``) and the
printer prints it.
"""

from __future__ import annotations

from polyopt.codegen.loops import For, Node, walk, work


def forks(site, loop: For) -> bool:
    """``loop`` shares its iterations among the threads when printed (inside a region: ``omp for``)."""
    return "parallel" in loop.marks and site.parallel and work(loop) >= site.parallel_min_work


def holds_fork(site, n: Node) -> bool:
    return any(isinstance(x, For) and forks(site, x) for x in walk(n))


def opens(site, loop: For) -> bool:
    """An outermost loop that does not fork itself but holds loops that do: the region goes
    around it."""
    return (site.parallel and site.for_depth == 0 and not site.dynamic and not site.region
            and not forks(site, loop) and holds_fork(site, loop.body))
