"""A column sum's parallel strips, or its rows shared among the threads (``optimize_band``'s
``strip``: the vector member is its band's only parallel one, ``y(j) +=! A(i,j) * x(i)``).

>>> STRIP, MIN_STRIP
(2048, 512)
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import islpy as isl

from polyopt.poly import tree as T
from polyopt.poly.scop import Scop
from polyopt.schedule.bands import constant_range
from polyopt.schedule.schedule import statements_in
from polyopt.target import Target

if TYPE_CHECKING:
    from polyopt.schedule.optimize import Sizing

STRIP = 2048  # elements of a vector member per parallel strip when nothing else is parallel
MIN_STRIP = 512  # at least (narrower strips read runs of a row too short to stream; not measured)
ARRAY_BYTES = 1 << 18  # the largest private copy of a result a thread keeps on its stack (codegen.reduction)
ARRAY_WORK = 16  # instances per element of the result, at least, for the copies to pay


def strip_width(b: T.Band, domain: isl.UnionSet, scop: Scop, target: Target, sizing: Sizing | None
           ) -> tuple[int, bool]:
    """``(width, rows shared)``: the elements of a column sum's vector member (member 0) per
    parallel strip, and whether the threads share its rows instead (one strip).

    With more than one thread, at known sizes, where each thread can keep a private copy of the
    sums (``ARRAY_BYTES``, codegen's array-section reduction) and the rows are many (``ARRAY_WORK``
    a sum), the threads take rows, each summing whole rows, ``Tuning.column_block`` rows a pass
    (``optimize_band`` zeroes the sums first, a loop of their own), into its copy: y = x A
    on two Zen 5 threads (ms, min of 60 calls; numpy's in brackets) 1000: 0.040 -> 0.026 (0.027),
    2000: 0.12 -> 0.09-0.10 (0.10), 4096: 1.49-1.71 -> 1.21-1.29 (1.17-1.22), 5000: 2.58 -> 2.30
    (1.83); the strips read every row in two runs, both threads on one row at a time. Otherwise
    (so too where a statement's instances are no box) the strips: ``STRIP`` wide at most, as wide
    as gives each thread as many whole strips, in whole cache lines, rounded down, ``MIN_STRIP``
    at least; what is left (less than a line a strip) runs as a partial strip after them (full
    strips stay apart from partial ones: ``separate_tiles``). Strips of ``STRIP`` left threads
    idle: y = x A at 2000 and 3000 columns ran on one of two threads. For every size ``(STRIP,
    False)``, with a question (``Sizing``) for code at sizes where that differs."""
    at = domain if sizing is None or sizing.fixed is None else domain.intersect_params(sizing.fixed)
    got = _strip_at(b, at, scop, target) if sizing is not None and sizing.fixed is not None else None
    if got is None:
        if sizing is not None and sizing.fixed is None:
            sizing.questions.append(functools.partial(_sized_strip, b, domain, scop, target))
        return STRIP, False
    return got


def _strip_at(b: T.Band, domain: isl.UnionSet, scop: Scop | None, target: Target) -> tuple[int, bool] | None:
    """``_strip`` where member 0's range, and the other members', are constant in ``domain``
    (else None).

    >>> import islpy as isl
    >>> from polyopt.poly import tree as T
    >>> from polyopt.target import Target
    >>> dom = isl.UnionSet("{ S[i, j] : 0 <= i < 20 and 0 <= j < 2000 }")
    >>> b = T.Band(isl.MultiUnionPwAff("[{ S[i, j] -> [(j)] }, { S[i, j] -> [(i)] }]"), (True, False), True, T.LEAF)
    >>> t = Target.host(("-O3",), caches=(1, 2, 3), threads=2)
    >>> [_strip_at(b, dom, None, t.replace(threads=n)) for n in (1, 2, 3, 8)]
    [(2048, False), (992, False), (656, False), (2048, False)]
    >>> wide = isl.UnionSet("{ S[i, j] : 0 <= i < 20 and 0 <= j < 5000 }")
    >>> [_strip_at(b, wide, None, t.replace(threads=n)) for n in (1, 2, 8)]
    [(2048, False), (1248, False), (624, False)]
    >>> tall = isl.UnionSet("{ S[i, j] : 0 <= i < 4096 and 0 <= j < 4096 }")
    >>> [_strip_at(b, tall, None, t.replace(threads=n)) for n in (1, 2)]
    [(2048, False), (4096, True)]
    """
    spans = [constant_range(b, domain, k) for k in range(b.n)]
    if any(span is None for span in spans):
        return None
    extent, threads = spans[0][1] - spans[0][0] + 1, target.threads
    if threads == 1:
        return STRIP, False
    item = 4 if scop is None else element_bytes(b, domain, scop)
    rows = math.prod(hi - lo + 1 for lo, hi in spans[1:])
    if extent * item * _sums(b, domain, scop) <= ARRAY_BYTES and rows >= ARRAY_WORK * threads and _boxes(domain):
        return extent, True
    line = max(1, target.line_bytes // item)
    strips = threads * -(-extent // (STRIP * threads))  # as many whole strips to each thread
    width = extent // strips // line * line
    return (width if MIN_STRIP <= width < STRIP else STRIP), False


def _boxes(domain: isl.UnionSet) -> bool:
    """Whether every statement's instances are a box (rows alike: the threads' rows are as much
    work; a triangle's, prefix_sum's, are not, and its strips go to the threads one at a time)."""
    sets = domain.get_set_list()
    return all(sets.get_at(i).is_box() for i in range(sets.n_set()))


def _sums(b: T.Band, domain: isl.UnionSet, scop: Scop | None) -> int:
    """The tensors the statements of ``b`` write (each thread's private copies)."""
    if scop is None:
        return 1
    names = statements_in(b, domain)
    return max(1, len({s.lhs.tensor for s in scop.statements if s.name in names}))


def _sized_strip(b: T.Band, domain: isl.UnionSet, scop: Scop, target: Target, fixed: isl.Set) -> bool:
    """Whether ``_strip`` gives other strips at the sizes of ``fixed`` than for every size."""
    got = _strip_at(b, domain.intersect_params(fixed), scop, target)
    return got is not None and got != (STRIP, False)


def element_bytes(b: T.Band, domain: isl.UnionSet, scop: Scop) -> int:
    """The widest element the statements of ``b`` read or write: 8 bytes for 64-bit types, else 4."""
    names = set(statements_in(b, domain))
    arrays = {r.tensor for s in scop.statements if s.name in names for r in s.refs}
    return max((8 if scop.checked.tensors[a].dtype.endswith("64") else 4) for a in arrays) if arrays else 4
