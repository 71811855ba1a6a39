"""Convolutions with vectors along the output channels (``codegen/channel_conv.py``): on the
pinned AVX2 target, on one thread and on two (one OpenMP region, ``parallel_min_work=0`` so that
it forks even where the blocks of (n, kb) are fewer than the threads), at the library's awkward
sizes and at sizes that leave a partial block of channels (K not a multiple of 16 or 8), a
partial pass (C not a multiple of 8), a partial block of pixels and planes narrower than a
transpose, against numpy; not taken where the tuning says no (AVX-512)."""

from __future__ import annotations

import pytest

import polyopt as po
from kernels.registry import by_name, source
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, PINNED_CFLAGS, PINNED_TARGET
from tests.test_kernels import check_case

MARK = "vectors along the output channels"

EXTRA = {
    "conv2d_same": ({"N": 2, "C": 11, "H": 7, "W": 9, "K": 20}, {"N": 1, "C": 8, "H": 3, "W": 2, "K": 8}),
    "conv2d_stride2": ({"N": 1, "C": 9, "H": 12, "W": 13, "K": 24, "KH": 3, "KW": 2},
                       {"N": 2, "C": 3, "H": 9, "W": 17, "K": 17, "KH": 2, "KW": 3}),
    "conv2d_3x3_bias_relu": ({"N": 1, "C": 3, "H": 5, "W": 12, "K": 17}, {"N": 2, "C": 16, "H": 10, "W": 11, "K": 32}),
}


def _kernel(case, cflags, target, **options):
    return po.compile(source(case), case.entry, options=po.Options(cflags=cflags, **options), target=target)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", sorted(EXTRA))
def test_channel_blocks_match_numpy(name, threads, sanitize):
    case = by_name(name)
    kernel = _kernel(case, PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, num_threads=threads, sanitize=sanitize,
                     parallel_min_work=0)
    for sizes in EXTRA[name]:  # (at the library's smallest sizes isl leaves no loop to take)
        text = kernel.specialize(**sizes).source
        if threads > sizes["N"] * -(-sizes["K"] // 16):  # (blocks of 16 channels: the pinned 6 x 2)
            assert MARK not in text, sizes  # fewer (n, block of channels) than threads: not taken
            continue
        assert MARK in text and "void *aligned_alloc(" in text, sizes  # (its buffers: declared, not implicit)
        assert ("#pragma omp parallel num_threads(2)" in text) == (threads == 2), sizes
    for sizes in (*case.sizes, *EXTRA[name]):
        check_case(case, sizes, kernel)


@pytest.mark.parametrize("name", sorted(EXTRA))
def test_taken_with_threads_not_on_avx512(name):
    """Taken on AVX2 with two threads (the default options), never on AVX-512, nor where the user
    chose the tiles or turned it off (the scheduler's code then), and its weights'
    zeros past K are a loop of their own (no ``?:`` in an innermost loop)."""
    case = by_name(name)
    sizes = EXTRA[name][0]
    assert MARK not in _kernel(case, PINNED_CFLAGS, PINNED_TARGET, num_threads=1).specialize(**sizes).source
    text = _kernel(case, PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, num_threads=2).specialize(**sizes).source
    assert MARK in text and "// zeros past K" in text and " : 0.0f;" not in text
    for off in ({"channel_vectors": False}, {"tile_sizes": 16}):
        text = _kernel(case, PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, num_threads=2, **off).specialize(**sizes).source
        assert MARK not in text, off
