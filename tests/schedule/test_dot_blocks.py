"""Blocks of dot products (``register_blocks.dot_plan``/``dot_tile``): contractions whose reduction index
is the stride-1 one of their operands (``A(i,k) * B(j,k)``) get a 4x4 block of outputs (3x4 with
16 vector registers) unrolled around one SIMD reduction loop with 16 (12) accumulators
(``codegen/reduction.py``)."""

from __future__ import annotations

import re

import numpy as np
import pytest

import polyopt as po
from polyopt.poly import tree as T
from polyopt.schedule.legality import violations
from polyopt.tuning import tuning
from tests.conftest import PINNED_AVX2_CFLAGS

NT = "def nt({t}(M,K) A, {t}(N,K) B) -> (C) {{ C(i,j) +=! A(i,k) * B(j,k) }}"
ATTENTION = "def att(float(B,Q,D) X, float(B,S,D) Y) -> (O) { O(b,q,s) +=! X(b,q,d) * Y(b,s,d) }"


@pytest.mark.parametrize("dtype", ["float", "double"])
@pytest.mark.parametrize("m,k,n", [(1, 1, 1), (5, 3, 7), (37, 129, 70), (64, 600, 64)])
def test_nt_contraction_matches_numpy(dtype, m, k, n):
    kern = po.compile(NT.format(t=dtype), options=po.Options(parallel_min_work=0))
    npt = np.float32 if dtype == "float" else np.float64
    rng = np.random.default_rng(m * k + n)
    A, B = rng.random((m, k)).astype(npt), rng.random((n, k)).astype(npt)
    np.testing.assert_allclose(kern(A, B), A.astype(np.float64) @ B.T.astype(np.float64),
                               rtol=1e-5 if dtype == "float" else 1e-12)


@pytest.mark.parametrize("vector_bytes,sums", [(64, 16), (32, 12)])
def test_dot_block_shape_and_code(vector_bytes, sums):
    """4 x 4 sums in vector registers where 32 registers hold them (AVX-512), 3 x 4 where 16 do
    (AVX2: ``Tuning.dot_block``); code only, so it runs on any machine."""
    options = po.Options(pack=False)  # packed: a register block
    target = po.Target.host(options.cflags, caches=(48 << 10, 2 << 20, 32 << 20), threads=2, vector_bytes=vector_bytes)
    kern = po.compile(NT.format(t="float"), options=options, target=target)
    comp = kern.specialize(M=64, K=600, N=64)
    roles = [(b.role, b.types()) for b in T.bands(comp.schedule.root)]
    assert ("register", ("separate", "separate")) in roles
    assert sum(1 for role, types in roles if types == ("unroll",)) >= 2  # rows and columns unrolled
    src = comp.source
    blocks = re.findall(r"((?:\s*po_vf po_v\d+ = \{0\};\n)+)", src)
    assert any(block.count("po_vf") == sums for block in blocks), blocks
    assert comp.report.full_tile_branches == 0


@pytest.mark.parametrize("pack", [True, False])
def test_batched_dot_blocks(pack):
    kern = po.compile(ATTENTION, options=po.Options(parallel_min_work=0, pack=pack))
    rng = np.random.default_rng(3)
    X, Y = rng.random((3, 37, 21), dtype=np.float32), rng.random((3, 45, 21), dtype=np.float32)
    np.testing.assert_allclose(kern(X, Y), np.einsum("bqd,bsd->bqs", X.astype(np.float64), Y), rtol=1e-5)
    assert any(b.role == "register" for b in T.bands(kern.schedule.root))


def test_explicit_small_tiles_keep_plain_loops():
    kern = po.compile(NT.format(t="float"), options=po.Options(tile_sizes=(2, 2, 2)))
    A = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.testing.assert_allclose(kern(A, A), A @ A.T)
    assert not any(b.role == "register" for b in T.bands(kern.schedule.root))


EPILOGUE = """def e(float(B) T1, float(C, A, B) T2) -> (Out) {
    t1(i_c, i_a) +=! T1(i_b) * T2(i_c, i_a, i_b)
    Out(i_c, i_a) = 2.0 * t1(i_c, i_a)
}"""


@pytest.mark.parametrize("shape", [(2, 3, 4), (50, 60, 70)])
def test_a_statement_after_the_reduction_runs_after_it(shape):
    """``Out = 2 * t1`` fused with a dot-shaped reduction into ``t1``: dot blocks ran it with the
    initialization, before the sums (first call zeros, later calls the previous call's sums)."""
    k = po.compile(EPILOGUE)
    rng = np.random.default_rng(11)
    for _ in range(3):  # new inputs each call: a stale temporary would show
        t1, t2 = rng.random(shape[2], np.float32), rng.random(shape, np.float32)
        np.testing.assert_allclose(k(t1, t2), 2 * (t2.astype(np.float64) @ t1), rtol=1e-5)
    assert violations(k.schedule.root, k.dependences.validity).is_empty()


def test_einsum_with_a_scalar_and_a_contraction_is_right_on_its_first_call():
    """The sweep's ``',b,cab'`` (a scalar times a contraction): the first call gave 0."""
    ops = (np.array(0.5, np.float32), np.array([-0.25], np.float32), np.array([[[-0.75]]], np.float32))
    np.testing.assert_allclose(po.einsum(",b,cab", *ops), np.einsum(",b,cab", *ops), rtol=1e-6)


WEIGHT_GRADIENT = """def wg({t}(N, C, H, W) I, {t}(N, K, H, W) G) -> (D) {{
    D(k, c, r, s) +=! {g} * {i} where h in 0:H - 2, w in 0:W - 2, r in 0:3, s in 0:3
}}"""


@pytest.mark.parametrize("dtype,g,i", [("float", "G(n, k, h, w)", "I(n, c, h + r, w + s)"),
                                       ("double", "(G(n, k, h, w) + 1.0)", "(I(n, c, h + r, w + s) - 0.5)")],
                         ids=["float", "double-offsets"])
def test_weight_gradient_sums_along_w_in_dot_blocks(dtype, g, i):
    """A convolution's weight gradient: its output rows (``s``) are 3 wide, so the block of dot
    products sums along ``w`` for a block of ``k`` x ``c``, the vector sums kept through the ``n, h,
    w`` loops (``codegen/dot_sums.py``); ``W - 2`` = 19 is two vectors and a masked step, whose
    lanes past the row must not count (``(G + 1) * (I - 0.5)`` is not 0 there). K = 5, C = 7 end
    in partial blocks."""
    kern = po.compile(WEIGHT_GRADIENT.format(t=dtype, g=g, i=i), options=po.Options(parallel_min_work=0))
    npt = np.float32 if dtype == "float" else np.float64
    rng = np.random.default_rng(5)
    I, G = rng.random((2, 7, 6, 21)).astype(npt), rng.random((2, 5, 6, 21)).astype(npt)
    I64, G64 = I.astype(np.float64), G.astype(np.float64)
    if dtype == "double":
        G64, I64 = G64 + 1, I64 - 0.5
    want = np.stack([np.stack([np.einsum("nkhw,nchw->kc", G64[:, :, :4, :19], I64[:, :, r:r + 4, s:s + 19])
                               for s in range(3)], -1) for r in range(3)], -2)
    np.testing.assert_allclose(kern(I, G), want, rtol=1e-5 if dtype == "float" else 1e-12)
    rows, cols = tuning(kern.machine(kern.options)).dot_block
    source = kern.specialize(N=2, C=7, H=6, W=21, K=5).source
    assert f"dot products: {rows * cols} vector sums through 3 loops" in source


def test_stride_2_weight_gradient_sums_along_w():
    """A stride-2 convolution's weight gradient with a literal 3x3 window: the sums run along
    ``w``, reading ``I(n, c, 2 * h + r, 2 * w + s)`` two vectors' worth de-interleaved a step;
    O_3 = 11 is one vector and a masked step."""
    kern = po.compile("""def wg2(float(N, C, H, W) I, float(N, K, O_2, O_3) G) -> (D) {
        D(k, c, r, s) +=! G(n, k, h, w) * I(n, c, 2 * h + r, 2 * w + s) where r in 0:3, s in 0:3
    }""", options=po.Options(parallel_min_work=0))
    rng = np.random.default_rng(6)
    I, G = rng.random((2, 5, 9, 23), dtype=np.float32), rng.random((2, 4, 4, 11), dtype=np.float32)
    want = np.stack([np.stack([np.einsum("nkhw,nchw->kc", G.astype(np.float64),
                                         I[:, :, r:r + 7:2, s:s + 21:2].astype(np.float64))
                               for s in range(3)], -1) for r in range(3)], -2)
    np.testing.assert_allclose(kern(I, G), want, rtol=1e-5)
    source = kern.specialize(N=2, C=5, H=9, W=23, K=4, O_2=4, O_3=11).source
    assert "dot products:" in source and "po_loadf_s2(" in source


def test_parametric_window_weight_gradient_sums_along_w_at_known_sizes():
    """conv2d_stride2's weight gradient has a window whose size is a parameter (``Wt(K, C, KH,
    KW)``): size-generic, nothing tells its ``kw`` (in phases: ``kw_quot``) from a wide member, so
    the schedule keeps the vector along it and records the question (``Schedule.sized``); code for
    sizes with ``KW`` = 3 answers it and sums along ``w`` as a literal window does, reading the
    input's phases (``I_phases``) 1 apart. O_3 = 10 is one vector and a masked step on AVX2 (its
    flags pinned: with AVX-512's 16 lanes, 10 is narrower than a vector and the answer is no);
    K = 5, C = 7 end in partial blocks; W = 21 is odd (a phase one shorter)."""
    g = po.grad("""def conv(float(N, C, H, W) I, float(K, C, KH, KW) Wt) -> (O) {
        O(n, k, h, w) +=! I(n, c, 2 * h + kh, 2 * w + kw) * Wt(k, c, kh, kw)
    }""", wrt="Wt", options=po.Options(parallel_min_work=0, cflags=PINNED_AVX2_CFLAGS))  # (8 lanes: a wide member)
    assert "I_phases(" in g.text
    rng = np.random.default_rng(7)
    I, Wt = rng.random((2, 7, 9, 21), dtype=np.float32), rng.random((5, 7, 3, 3), dtype=np.float32)
    d_O = rng.random((2, 5, 4, 10), dtype=np.float32)
    want = np.stack([np.stack([np.einsum("nkhw,nchw->kc", d_O.astype(np.float64),
                                         I[:, :, r:r + 7:2, s:s + 19:2].astype(np.float64))
                               for s in range(3)], -1) for r in range(3)], -2)
    np.testing.assert_allclose(g(I, Wt, d_O), want, rtol=1e-5)
    sizes = dict(N=2, C=7, H=9, W=21, K=5, KH=3, KW=3)
    assert any(g.kernel.schedule.answers({**sizes, "O_2": 4, "O_3": 10}))
    comp = g.specialize(**sizes)
    assert "dot products:" in comp.source
    assert any("sums along" in note for note in comp.schedule.notes)
