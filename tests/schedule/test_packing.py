"""Panel packing of micro-kernels' column operands (``codegen/packing.py``): used where it pays,
never where a block could straddle two panels, and numerically the same as the unpacked code."""

from __future__ import annotations

import doctest
import re

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen import packing
from polyopt.schedule import bands
from polyopt.target import Target

MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"


def _rand(rng, *shape, dtype=np.float32):
    return rng.random(shape).astype(dtype)


def test_doctests():
    assert doctest.testmod(packing).failed == 0


@pytest.mark.parametrize("m,k,n", [(70, 45, 99), (33, 31, 65), (96, 300, 290)])
def test_matmul_reads_the_packed_copy_and_is_right(m, k, n):
    kern = po.compile(MATMUL)
    rng = np.random.default_rng(m)
    a, b = _rand(rng, m, k), _rand(rng, k, n)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    panel = 2 * Target.host(po.Options().cflags).vector_bytes // 4  # two vectors of floats
    assert "po_loadf(&po_pk0[" in kern.source and f"B packed in panels of {panel} along index 2" in kern.source


@pytest.mark.parametrize("text, shapes", [
    ("def tn(float(K,M) A, float(K,N) B) -> (C) { C(i,j) +=! A(k,i) * B(k,j) }", ((1003, 256), (1003, 96))),
    ("def tn(float(K,M) A, float(K,N) B) -> (C) { C(i,j) +=! A(k,i) * B(k,j) }", ((45, 100), (45, 70))),
    ("def bmm(float(Bt,M,K) A, float(Bt,K,N) B) -> (C) { C(b,i,j) +=! A(b,i,k) * B(b,k,j) }",
     ((3, 40, 77), (3, 77, 130)))])
def test_copies_along_the_last_index_take_sixteen_rows_at_a_time(text, shapes):
    """A copy along the source's last index (``P[i / 8][k][i % 8] = A[k][i]``) fills every panel
    with 16 rows at a time (``packing._rows_in_blocks``: a panel a pass over all rows read a line
    of each; matmul_tn on a Zen 5 thread 10.0 -> 9.4 ms); right where the rows are no multiple of
    16, the last panel partial, or the copy has a batch index."""
    kern = po.compile(text)
    rng = np.random.default_rng(11)
    a, b = (_rand(rng, *s) for s in shapes)
    want = np.einsum("ki,kj->ij" if a.ndim == 2 else "bik,bkj->bij", a.astype(np.float64), b)
    np.testing.assert_allclose(kern(a, b), want, rtol=1e-4, atol=1e-4)
    assert re.search(r"for \(long po_r = 0; po_r < \w+; po_r \+= 16\) \{\n\s*for \(long po_p = 0;", kern.source), \
        kern.source


def test_small_reuse_is_not_packed():
    kern = po.compile(MATMUL)
    rng = np.random.default_rng(3)
    a, b = _rand(rng, 8, 300), _rand(rng, 300, 64)  # each element of B is used 8 times
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert "po_pk" not in kern.source


def test_dynamic_kernel_grows_its_buffer():
    kern = po.compile(MATMUL, dynamic=True)
    rng = np.random.default_rng(4)
    for m, k, n in [(40, 20, 33), (97, 130, 161), (50, 7, 64)]:
        a, b = _rand(rng, m, k), _rand(rng, k, n)
        np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert "po_pk0" in kern.source


def test_double_precision_batched_and_tensordot():
    rng = np.random.default_rng(5)
    bmm = po.compile("def bmm(double(Bt,M,K) A, double(Bt,K,N) B) -> (C) "
                     "{ C(b,i,j) +=! A(b,i,k) * B(b,k,j) }")
    a, b = _rand(rng, 3, 41, 37, dtype=np.float64), _rand(rng, 3, 37, 50, dtype=np.float64)
    np.testing.assert_allclose(bmm(a, b), a @ b, rtol=1e-12)
    assert "po_loadd(&po_pk0[" in bmm.source
    td = po.compile("def td(float(I,J,P,Q) X, float(P,Q,K) Y) -> (Z) "
                    "{ Z(i,j,k) +=! X(i,j,p,q) * Y(p,q,k) }")
    x, y = _rand(rng, 6, 11, 5, 7), _rand(rng, 5, 7, 70)
    np.testing.assert_allclose(td(x, y), np.einsum("ijpq,pqk->ijk", x.astype(np.float64), y), rtol=1e-4)
    assert "Y packed" in td.source


def test_only_inputs_are_packed():
    two = po.compile("def two(float(I,K) A, float(K,J) B, float(J,L) C) -> (D) "
                     "{ T(i,j) +=! A(i,k) * B(k,j)\n D(i,l) +=! T(i,j) * C(j,l) }")
    rng = np.random.default_rng(6)
    a, b, c = _rand(rng, 64, 40, ), _rand(rng, 40, 70), _rand(rng, 70, 66)
    want = (a.astype(np.float64) @ b) @ c
    np.testing.assert_allclose(two(a, b, c), want, rtol=1e-4)
    assert "C packed" in two.source and "T packed" not in two.source


def test_unaligned_blocks_read_the_operand_itself():
    loops = {"c4": packing.For("c4", packing.AOp("add", (packing.AId("c2"), packing.AInt(3))),
                               packing.AInt(1), packing.AInt(32), packing.Block(())),
             "c2": packing.For("c2", packing.AInt(0), packing.AInt(1), packing.AInt(256), packing.Block(()))}
    assert not packing.multiple_of(packing.AId("c4"), 16, loops)
    assert not packing.multiple_of(packing.AId("s_N"), 16, loops)  # a size: unknown
    assert packing.multiple_of(packing.AOp("mul", (packing.AInt(32), packing.AId("s_N"))), 16, loops)


NT = "def nt({t}(M,K) A, {t}(N,K) B) -> (C) {{ C(i,j) +=! A(i,k) * B(j,k) }}"


@pytest.mark.parametrize("dtype", ["float", "double"])
@pytest.mark.parametrize("m,k,n", [(70, 45, 99), (9, 300, 40), (130, 17, 33)])
def test_transposed_operand_is_packed_into_a_register_block(dtype, m, k, n):
    """``B(j,k)``: the block's columns run along an earlier index of B; the packed copy makes
    them contiguous, so the contraction gets the matmul micro-kernel instead of dot products."""
    npt = np.float32 if dtype == "float" else np.float64
    kern = po.compile(NT.format(t=dtype))
    rng = np.random.default_rng(m + n)
    a, b = _rand(rng, m, k, dtype=npt), _rand(rng, n, k, dtype=npt)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b.T, rtol=1e-4 if dtype == "float" else 1e-12)
    if n >= 32:
        assert "B packed in panels of" in kern.source and "along index 1" in kern.source
        assert "register block" in kern.source


@pytest.mark.parametrize("peeled", [False, True], ids=["zeroing in the blocks", "peeled first steps"])
@pytest.mark.parametrize("m,k,n", [(70, 45, 99), (64, 300, 96)])
def test_transposing_copy_feeds_the_peeled_first_step(m, k, n, peeled, monkeypatch):
    """The init and first reduction step the nest peels before its micro-kernel read B's transposed
    copy too (a row of it, where B itself would be read down a column), and the copy is made a
    line of each panel row at a time. ``peeled``: with ``bands.inits_first`` skipped, as the
    schedule was before blocks of one reduction member started from zero; without it, nothing
    is peeled: the blocks' accumulators start from zero (at the first reduction tile)."""
    if peeled:
        monkeypatch.setattr(bands, "inits_first", lambda k, domain: k)
    kern = po.compile(NT.format(t="float") + ("\n# peeled first steps" if peeled else ""))  # (its own records)
    rng = np.random.default_rng(m)
    a, b = _rand(rng, m, k), _rand(rng, n, k)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b.T, rtol=1e-4)
    src = kern.source
    assert "po_b += 16" in src
    steps = re.findall(r"t_C\[[^\]]*\]\[(c\d+)\] \+= \(\w+ \* (\w+)\[", src)
    if peeled:
        assert steps and all(reader == "po_pk0" for _, reader in steps), steps
    else:
        assert not steps and re.search(r"po_acc\d+ = [^;]*\(po_vf\)\{0\}", src)


def test_triangular_rows_read_the_copy_only_within_a_panel():
    """syrk's triangle: a row loop that may run across panels of the transposed copy keeps A's
    strided read (``pk[c7 / 16][k][c7 % 16]`` made gcc gather: 4x slower on AVX2); one that stays
    inside a panel reads the copy's row."""
    src = ("def syrk(float(N,M) A) -> (C) {\n"
           "  C(i,j) +=! A(i,k) * A(j,k) where j in 0:i+1\n}")
    kern = po.compile(src)
    for n, m in [(517, 300), (403, 397)]:
        a = _rand(np.random.default_rng(n), n, m)
        want = np.tril(a.astype(np.float64) @ a.T)
        np.testing.assert_allclose(np.tril(kern(a)), want, rtol=1e-4)
        text = kern.specialize(N=n, M=m).source
        assert "A packed in panels of" in text
        # scalar reads of the copy (not the micro-kernel's vector loads, ``po_loadf(&po_pk0...)``)
        reads = re.findall(r"(?<!&)po_pk0\[[^;]*?\]\[[^;]*?\]\[[^;]*?\]", text.split("#pragma omp", 2)[-1])
        assert reads and not [r for r in reads if "%" in r], reads


def test_tile_starts_rounded_down_are_multiples():
    """isl starts the tile that holds the diagonal at ``c0 - c0 % 256`` (printed ``-(c0 % 256) + c0``):
    a multiple of every vector width, so syrk's full blocks in that tile read the packed copy in
    the micro-kernel (they ran as plain row loops before: syrk 23 -> 12 ms on AVX-512)."""
    from polyopt.codegen.loops import AId, AInt, AOp
    c0 = AId("c0")
    rem = AOp("pdiv_r", (c0, AInt(256)))
    for e in (AOp("add", (AOp("minus", (rem,)), c0)), AOp("add", (c0, AOp("minus", (rem,)))), AOp("sub", (c0, rem))):
        assert packing.multiple_of(e, 16, {}) and packing.multiple_of(e, 256, {})
        assert not packing.multiple_of(e, 512, {})
    assert not packing.multiple_of(AOp("sub", (AId("c1"), rem)), 16, {})
    assert not packing.multiple_of(AOp("sub", (c0, AOp("pdiv_r", (c0, AInt(8))))), 16, {})
    kern = po.compile("def syrk(float(N,M) A) -> (C) {\n  C(i,j) +=! A(i,k) * A(j,k) where j in 0:i+1\n}")
    a = _rand(np.random.default_rng(11), 700, 64)
    np.testing.assert_allclose(np.tril(kern(a)), np.tril(a.astype(np.float64) @ a.T), rtol=1e-4)


@pytest.mark.parametrize("m,k,n", [(203, 150, 77), (64, 300, 96), (9, 33, 40)])
def test_rows_read_across_the_reduction_are_packed(m, k, n):
    """matmul_tn's ``A(k,i)``: a block's rows read one element of a row of A per step, a row apart
    from the last; A is packed in panels as wide as the row step, read along k contiguously
    (partial row blocks read the same panels)."""
    src = "def tn(float(K,M) A, float(K,N) B) -> (C) { C(i,j) +=! A(k,i) * B(k,j) }"
    rng = np.random.default_rng(m)
    a, b = _rand(rng, k, m), _rand(rng, k, n)
    want = a.astype(np.float64).T @ b
    kern = po.compile(src)
    np.testing.assert_allclose(kern(a, b), want, rtol=1e-4)
    if m >= 64:
        assert re.search(r"A packed in panels of \d+ along index 2", kern.source)
        assert re.search(r"po_pk\d\[c\d+ / \d+\]\[c\d+\]\[\d\]", kern.source)
    np.testing.assert_allclose(po.compile(src, dynamic=True)(a, b), want, rtol=1e-4)
    both = po.compile("def ata(float(K,M) A) -> (C) { C(i,j) +=! A(k,i) * A(k,j) }")
    np.testing.assert_allclose(both(a), a.astype(np.float64).T @ a, rtol=1e-4)


def test_one_input_as_both_operands():
    """syrk's ``A(i,k) * A(j,k)``: A is read as rows and as packed columns."""
    kern = po.compile("def g(float(N,K) A) -> (C) { C(i,j) +=! A(i,k) * A(j,k) }")
    a = _rand(np.random.default_rng(7), 75, 43)
    np.testing.assert_allclose(kern(a), a.astype(np.float64) @ a.T, rtol=1e-4)
    assert "A packed in panels of" in kern.source


def test_matrix_vector_products_are_not_packed():
    """``y(i) +=! A(i,j) * x(j)``: A is read once, so a packed copy would double the traffic."""
    kern = po.compile("def mv(float(M,N) A, float(N) x) -> (y) { y(i) +=! A(i,j) * x(j) }")
    rng = np.random.default_rng(8)
    a, x = _rand(rng, 300, 200), _rand(rng, 200)
    np.testing.assert_allclose(kern(a, x), a.astype(np.float64) @ x, rtol=1e-4)
    assert "po_pk" not in kern.source


def test_pack_option_off():
    kern = po.compile(MATMUL, options=po.Options(pack=False))
    rng = np.random.default_rng(9)
    a, b = _rand(rng, 70, 45), _rand(rng, 45, 99)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert "po_pk" not in kern.source and "register block" in kern.source


@pytest.mark.parametrize("m,k,n", [(40, 701, 769), (70, 700, 752)])
def test_copy_past_two_mib_is_in_huge_pages_and_right(m, k, n):
    """From 2 MiB up a packed copy is allocated by ``po_alloc_huge`` (2 MiB-aligned, rounded up to
    2 MiB, advised to huge pages): B here is 701 x 769 floats, ~2.1 MiB, in panels with a partial
    last one; the results are those of the unpacked product."""
    kern = po.compile(MATMUL)
    rng = np.random.default_rng(k)
    a, b = _rand(rng, m, k), _rand(rng, k, n)
    np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert "po_pkbuf0 = po_alloc_huge(po_pkn0 * (long)sizeof(float));" in kern.source
    assert "madvise(p, n, 14)" in kern.source


def test_dynamic_buffer_grows_across_two_mib():
    """A size-generic kernel's copy grows from a small buffer (64-byte aligned) to one in huge pages
    and back to a smaller call (the large buffer is kept)."""
    kern = po.compile(MATMUL, dynamic=True)
    rng = np.random.default_rng(7)
    for m, k, n in [(40, 30, 40), (48, 900, 650), (9, 33, 17), (60, 1000, 700)]:
        a, b = _rand(rng, m, k), _rand(rng, k, n)
        np.testing.assert_allclose(kern(a, b), a.astype(np.float64) @ b, rtol=1e-4)
    assert "po_alloc_huge(" in kern.source
