"""Every kernel under many option sets matches numpy: the schedule never changes the numbers.

A third of the (kernel, option set) pairs run, each at one of the kernel's test sizes, its first or
its last, in a pattern along both the kernels and the option sets: every kernel runs under 4 or 5
of the option sets and meets both ends of its sizes, and every option set runs a third of the
kernels at both ends (``POLYOPT_TEST_EXTENDED=1``: every pair, at both ends).

The ASan run (tests/test_asan.py) runs this matrix again with every kernel built under
AddressSanitizer, in chunks of option sets (``POLYOPT_TEST_OPTION_SETS=name,name``), on a sample
of the kernels (``POLYOPT_TEST_CASES=name,name``)."""

from __future__ import annotations

import functools
import os

import pytest

import polyopt as po
from kernels.registry import CASES, source
from tests.test_kernels import check_case

OPTION_SETS = {
    "program": po.Options(schedule="program"),
    "untiled": po.Options(tile_sizes=0),
    "odd-tiles": po.Options(tile_sizes=(5, 3, 7)),
    "tile-2": po.Options(tile_sizes=2),
    "fusion-min": po.Options(fusion="min"),
    "fusion-max": po.Options(fusion="max"),
    "serial": po.Options(parallel=False),
    "no-vector": po.Options(vectorize=False),
    "unroll-4": po.Options(unroll=4, tile_sizes=(8, 8, 8)),
    "feautrier": po.Options(algorithm="feautrier"),
    # unrolling the reduction next to a vector loop (a miscompile the tuner found once)
    "unroll-2-vector-16": po.Options(parallel=False, tile_sizes=(8, 8, 16), unroll=2, register_tile=None),
    # register-blocked micro-kernels at test sizes
    "register-4x1": po.Options(tile_sizes=(8, 8, 16), register_tile=(4, 1)),
    "register-2x1-dynamic-tiles": po.Options(tile_sizes=(4, 4, 16), register_tile=(2, 1), num_threads=2),
}

pytestmark = pytest.mark.slow  # excluded from `make test-quick`

CHOSEN = [n.strip() for n in os.environ.get("POLYOPT_TEST_OPTION_SETS", "").split(",") if n.strip()] or \
    list(OPTION_SETS)
_NAMES = [n.strip() for n in os.environ.get("POLYOPT_TEST_CASES", "").split(",") if n.strip()]
CHOSEN_CASES = [c for c in CASES if c.name in _NAMES] if _NAMES else list(CASES)
EXTENDED = os.environ.get("POLYOPT_TEST_EXTENDED") == "1"


def _pair(case, opt_name: str) -> tuple[bool, int]:
    """Whether the pair runs (without EXTENDED), and at which end of the sizes (0 first, 1 last)."""
    k = CASES.index(case) + list(OPTION_SETS).index(opt_name)
    return k % 3 == 0, (k // 3) % 2


PAIRS = [(c, o) for c in CHOSEN_CASES for o in CHOSEN if EXTENDED or _pair(c, o)[0]]


_LAST: dict[str, po.Kernel] = {}  # case name -> the kernel's last Kernel, which holds its model once used


@functools.cache
def _kernel(case_name: str, opt_name: str, sanitize: bool = False) -> po.Kernel:
    """The kernel under an option set: the first set a kernel meets compiles it, the next ones take
    the model of the one before (``Kernel._with_options``, as the tuner tries options; no set here
    builds another: ``test_no_option_set_builds_another_model``), so the model and the dependences
    are computed once a kernel (where no compile record has the code), and each set is scheduled,
    generated and built on its own."""
    options = OPTION_SETS[opt_name].replace(sanitize=sanitize)
    last = _LAST.get(case_name)
    if last is None:
        case = next(c for c in CASES if c.name == case_name)
        k = po.compile(source(case), case.entry, options=options)
    else:
        k = last._with_options(options)
    _LAST[case_name] = k
    return k


def test_no_option_set_builds_another_model():
    """What ``driver.model`` reads of the Options is the same in every set (``_kernel``)."""
    assert {(o.split_conditions, o.pad_inputs) for o in OPTION_SETS.values()} == \
        {(po.Options().split_conditions, po.Options().pad_inputs)}


@pytest.mark.parametrize("case,opt_name", PAIRS, ids=[f"{c.name}-{o}" for c, o in PAIRS])
def test_options_do_not_change_results(case, opt_name, sanitize):
    kernel = _kernel(case.name, opt_name, sanitize)
    end = _pair(case, opt_name)[1]
    for sizes in (case.sizes[0], case.sizes[-1]) if EXTENDED else (case.sizes[-end],):
        check_case(case, sizes, kernel, seed=1)


def test_the_pattern_meets_both_ends():
    """Each kernel runs under 4 or 5 option sets, at first and at last sizes; each option set runs
    about a third of the kernels, at both ends."""
    runs = {(c.name, o): _pair(c, o) for c in CASES for o in OPTION_SETS}
    for c in CASES:
        kept = [end for (name, _), (keep, end) in runs.items() if name == c.name and keep]
        assert len(kept) in (4, 5) and set(kept) == {0, 1}, c.name
    for o in OPTION_SETS:
        kept = [end for (_, oname), (keep, end) in runs.items() if oname == o and keep]
        assert abs(len(kept) - len(CASES) / 3) <= 1 and set(kept) == {0, 1}, o


def test_size_one_dimensions(sanitize):
    """Sizes of 1 everywhere (where the kernel allows it) under tiling."""
    case = next(c for c in CASES if c.name == "matmul")
    for opt in ("odd-tiles", "unroll-4", "fusion-max"):
        check_case(case, {"M": 1, "K": 1, "N": 1}, _kernel("matmul", opt, sanitize))
