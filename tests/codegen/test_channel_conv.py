"""Convolutions with vectors along the output channels (``codegen/channel_conv.py``): on the
pinned AVX2 target, on one thread and on two (one OpenMP region, ``parallel_min_work=0`` so that
it forks even where the blocks of (n, kb) are fewer than the threads), at the library's awkward
sizes and at sizes that leave a partial block of channels (K not a multiple of 16 or 8), a
partial pass (C not a multiple of 8), a partial block of pixels and planes narrower than a
transpose, against numpy; and with 64-byte vectors (AVX-512's 16 lanes: blocks of 32 channels)
in the host's flags, which gcc splits where the machine has no AVX-512, so they run anywhere."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.options import DEFAULT_CFLAGS
from polyopt.target import Target
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


def _avx512(threads):
    """AVX-512's tuning with the host's flags (64-byte vectors that gcc splits on an AVX2 machine)."""
    return Target.host(DEFAULT_CFLAGS, caches=(48 << 10, 2 << 20, 32 << 20), threads=threads, vector_bytes=64)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", sorted(EXTRA))
@pytest.mark.parametrize("lanes", [8, 16])
def test_channel_blocks_match_numpy(name, threads, lanes, sanitize):
    case = by_name(name)
    cflags, target = (PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET) if lanes == 8 else (DEFAULT_CFLAGS, _avx512(2))
    kernel = _kernel(case, cflags, target, num_threads=threads, sanitize=sanitize, parallel_min_work=0)
    for sizes in EXTRA[name]:  # (at the library's smallest sizes isl leaves no loop to take)
        text = kernel.specialize(**sizes).source
        if threads > sizes["N"] * -(-sizes["K"] // (2 * lanes)):  # (blocks of 6 pixels x 2 vectors)
            assert MARK not in text, sizes  # fewer (n, block of channels) than threads: not taken
            continue
        assert MARK in text and "void *aligned_alloc(" in text, sizes  # (its buffers: declared, not implicit)
        assert ("#pragma omp parallel num_threads(2)" in text) == (threads == 2), sizes
    for sizes in (*case.sizes, *EXTRA[name]):
        check_case(case, sizes, kernel)


@pytest.mark.parametrize("name", sorted(EXTRA))
def test_taken_with_threads_and_on_avx512(name):
    """Taken on AVX2 with two threads (the default options) and on AVX-512 (the pinned 8-thread
    target), not where the user chose the tiles or turned it off (the scheduler's code then),
    and its weights' zeros past K are a loop of their own (no ``?:`` in an innermost loop)."""
    case = by_name(name)
    sizes = {**EXTRA[name][0], "N": 8, "K": 32}  # 8 images x 1 block of channels: one each of 8 threads
    assert MARK in _kernel(case, PINNED_CFLAGS, PINNED_TARGET, num_threads=8).specialize(**sizes).source
    sizes = EXTRA[name][0]
    text = _kernel(case, PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, num_threads=2).specialize(**sizes).source
    assert MARK in text and "// zeros past K" in text and " : 0.0f;" not in text
    for off in ({"channel_vectors": False}, {"tile_sizes": 16}):
        text = _kernel(case, PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, num_threads=2, **off).specialize(**sizes).source
        assert MARK not in text, off


# "same"-like convolutions with other borders: 2 rows of zeros above and 1 below, 0 columns before
# and 1 after (a 4 x 2 window), with a batch; 0 + 2 rows and 2 + 0 columns, without one
ASYMMETRIC = """def asym(float(N, C, H, W) I, float(K, C, 4, 2) Wt) -> (O) {
    O(n, k, h, w) +=! ((h + kh - 2 >= 0 && h + kh - 2 < H && w + kw >= 0 && w + kw < W) ? I(n, c, h + kh - 2, w + kw)
                       : 0.0) * Wt(k, c, kh, kw) where h in 0:H, w in 0:W
}"""
NO_BATCH = """def nobatch(float(C, H, W) I, float(K, C, 3, 3) Wt) -> (O) {
    O(k, h, w) +=! ((h + kh >= 0 && h + kh < H && w + kw - 2 >= 0 && w + kw - 2 < W) ? I(c, h + kh, w + kw - 2)
                    : 0.0) * Wt(k, c, kh, kw) where h in 0:H, w in 0:W
}"""
# two convolutions of one input share its padded copy: neither makes it itself
SHARED = """def shared(float(N, C, H, W) I, float(K, C, 3, 3) A, float(K, C, 3, 3) B) -> (O, P) {
    O(n, k, h, w) +=! ((h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
                       ? I(n, c, h + kh - 1, w + kw - 1) : 0.0) * A(k, c, kh, kw) where h in 0:H, w in 0:W
    P(n, k, h, w) +=! ((h + kh - 1 >= 0 && h + kh - 1 < H && w + kw - 1 >= 0 && w + kw - 1 < W)
                       ? I(n, c, h + kh - 1, w + kw - 1) : 0.0) * B(k, c, kh, kw) where h in 0:H, w in 0:W
}"""


def _padded_conv(i, wt, before, after):
    """numpy: the correlation of ``i`` (channels, then rows and columns last; a batch in front or
    not) zero-padded by ``before`` / ``after`` along its rows and columns with ``wt``."""
    pads = [(0, 0)] * (i.ndim - 2) + list(zip(before, after))
    p = np.pad(i.astype(np.float64), pads)
    kh, kw = wt.shape[-2:]
    h, w = i.shape[-2:]
    out = 0.0
    for r in range(kh):
        for s in range(kw):
            part = p[..., r:r + h, s:s + w]
            out = out + np.einsum("...chw,kc->...khw", part, wt[:, :, r, s].astype(np.float64))
    return out


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("text, before, after, batch", [(ASYMMETRIC, (2, 0), (1, 1), True),
                                                        (NO_BATCH, (0, 2), (2, 0), False)])
def test_a_padded_copy_made_per_image_matches_numpy(text, before, after, batch, threads, sanitize):
    """The padded copy made by the convolution one image at a time into its thread's buffer (its
    own loops gone): borders of other widths on each side, planes smaller than a block of pixels
    (1 x 3) and than a transpose, partial passes and blocks of channels, and at two threads
    images that both threads pad (3 images x 2 blocks of channels)."""
    kernel = po.compile(text, options=po.Options(cflags=PINNED_AVX2_CFLAGS, num_threads=threads, sanitize=sanitize,
                                                 parallel_min_work=0), target=PINNED_AVX2_TARGET)
    rng = np.random.default_rng(7)
    window = (4, 2) if batch else (3, 3)
    for n, c, h, w, k in ((3, 9, 7, 10, 20), (2, 3, 1, 3, 8), (1, 16, 5, 13, 32), (2, 11, 9, 6, 17)):
        sizes = {"C": c, "H": h, "W": w, "K": k, **({"N": n} if batch else {})}
        text_c = kernel.specialize(**sizes).source
        if threads == 1 or (n if batch else 1) * -(-k // 16) >= threads:
            assert MARK in text_c and "with a border of zeros" in text_c and "t_po_pad0" not in text_c, sizes
        i = rng.standard_normal((n, c, h, w) if batch else (c, h, w)).astype(np.float32)
        wt = rng.standard_normal((k, c, *window)).astype(np.float32)
        np.testing.assert_allclose(kernel(i, wt), _padded_conv(i, wt, before, after), rtol=1e-4, atol=1e-3)


def test_a_copy_read_by_two_convolutions_stays():
    case_sizes = {"N": 2, "C": 9, "H": 7, "W": 10, "K": 20}
    kernel = po.compile(SHARED, options=po.Options(cflags=PINNED_AVX2_CFLAGS, num_threads=1),
                        target=PINNED_AVX2_TARGET)
    text = kernel.specialize(**case_sizes).source
    assert "t_po_pad0" in text and "with a border of zeros" not in text
    rng = np.random.default_rng(8)
    i = rng.standard_normal((2, 9, 7, 10)).astype(np.float32)
    a, b = (rng.standard_normal((20, 9, 3, 3)).astype(np.float32) for _ in range(2))
    o, p = kernel(i, a, b)
    np.testing.assert_allclose(o, _padded_conv(i, a, (1, 1), (1, 1)), rtol=1e-4, atol=1e-3)
    np.testing.assert_allclose(p, _padded_conv(i, b, (1, 1), (1, 1)), rtol=1e-4, atol=1e-3)


@pytest.mark.parametrize("threads", [1, 2])
def test_a_copy_split_by_phase_read_through_matches_numpy(threads, sanitize):
    """A stride-2 convolution's copy split by phase (``po_pad0(n, c, y, p, x) = I(n, c, y, 2x +
    p)``) only re-indexes its input: the blocks read the input itself (each pixel its own offset)
    and the copy is not made. One padded and split ("same" with stride 2) stays a copy."""
    case = by_name("conv2d_stride2")
    kernel = _kernel(case, PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, num_threads=threads, sanitize=sanitize,
                     parallel_min_work=0)
    for sizes in EXTRA["conv2d_stride2"]:
        text = kernel.specialize(**sizes).source
        assert MARK in text and "t_po_pad0" not in text and "po_pad0 =" not in text, sizes
        check_case(case, sizes, kernel)
    from tests.test_padding import SAME_STRIDE2
    kernel = po.compile(SAME_STRIDE2, options=po.Options(cflags=PINNED_AVX2_CFLAGS, num_threads=1),
                        target=PINNED_AVX2_TARGET)
    text = kernel.specialize(N=2, C=9, H=9, W=13, K=20).source
    assert MARK in text and "t_po_pad0" in text

