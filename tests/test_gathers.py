"""Gathers (a tensor read as an index, checked at run time): what the printer does around them."""

import re

import numpy as np
import pytest

import polyopt as po
from tests.machine import cflags_param

AVX2 = ("-O2", "-mavx2", "-mfma", "-fopenmp")
EMBEDDING_BAG = "def bag(float(V, D) T, int64(B, L) I) -> (O) { O(b, d) +=! T(I(b, l), d) }"


def _l1(kib: int) -> po.Target:
    """This machine with an L1 of ``kib`` KiB (the gathered rows' prefetches follow it)."""
    return po.Target.host(po.Options().cflags, caches=(kib << 10, 1 << 20, 32 << 20))


def test_gathered_row_index_is_checked_once_per_row():
    """The checked index of a gathered row is hoisted out of the loop along the row, so that loop
    stays a plain vector loop (or a register block's step); a bad index is still caught."""
    rng = np.random.default_rng(6)
    table = rng.standard_normal((50, 67)).astype(np.float32)
    idx = rng.integers(0, 50, (9, 5))
    k = po.compile(EMBEDDING_BAG)
    np.testing.assert_allclose(k(table, idx), table[idx].sum(1), rtol=1e-5)
    checks = [line for line in k.source.splitlines() if "po_chk((long)" in line]
    assert checks and all(re.fullmatch(r"\s*const long po_h\d+ = po_chk\(.*\);", line) for line in checks), checks
    idx[4, 3] = 50
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        k(table, idx)


def test_one_gathered_index_read_twice_is_checked_and_declared_once():
    k = po.compile("def f(float(V, D) T, float(V, D) U, int32(B) I) -> (O) { O(b, d) = T(I(b), d) * U(I(b), d) }")
    rng = np.random.default_rng(2)
    t, u, idx = rng.random((11, 9), np.float32), rng.random((11, 9), np.float32), rng.integers(0, 11, 5, np.int32)
    np.testing.assert_allclose(k(t, u, idx), t[idx] * u[idx], rtol=1e-6)
    assert k.source.count("po_chk((long)") == 1 and not re.search(r"= po_h\d+;", k.source)


def test_rows_gathered_later_are_prefetched():
    """Four iterations of the loop over l ahead, the row that iteration gathers is prefetched; the
    index read stays inside the loop's bounds and the row number is clamped, so an out-of-range
    index is still only reported by the iteration that uses it."""
    rng = np.random.default_rng(7)
    table = rng.standard_normal((40, 300)).astype(np.float32)
    idx = rng.integers(0, 40, (6, 11))
    k = po.compile(EMBEDDING_BAG, target=_l1(32))
    np.testing.assert_allclose(k(table, idx), table[idx].sum(1), rtol=1e-5)
    assert re.search(r"if \(\(c\d \+ 4\) <= 10\) \{  // a row gathered later", k.source), k.source
    assert "__builtin_prefetch(" in k.source and "< 40 ?" in k.source
    assert k.source.count("po_q += 16") >= 1 and "po_q < 256" in k.source  # 16 lines of a 300-float row
    idx[5, 10] = -1
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        k(table, idx)


def test_a_gather_fault_names_the_access_and_its_place():
    """A computed index out of bounds names the access (or the accesses it may be) with its line
    and column, not only the kernel: "the index of T(I(n)) (line 1, column 47), computed at run
    time, was out of bounds"."""
    k = po.compile("def f(float(V) T, int32(N) I) -> (O) { O(n) = T(I(n)) }")
    with pytest.raises(po.RuntimeFault, match=r"^f: the index of T\(I\(n\)\) \(line 1, column 47\), computed at run"):
        k(np.ones(3, np.float32), np.array([0, 3], np.int32))
    k = po.compile("def g(float(V, D) T, int32(N) I, float(N) X) -> (O, H) {\n  O(n, d) = T(I(n), d)\n"
                   "  H(v) = 0.0 where v in 0:4\n  H(I(n)) += X(n)\n}")
    sites = r"one of T\(I\(n\), d\) \(line 2, column 13\), H\(I\(n\)\) \(line 4, column 3\)"
    with pytest.raises(po.RuntimeFault, match=sites):
        k(np.ones((5, 2), np.float32), np.array([0, 4], np.int32), np.ones(2, np.float32))


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_a_bag_sums_its_rows_in_vector_registers(cflags):
    """embedding_bag's output row stays in vector registers across its bag (a register block whose
    rows read a gathered row as vectors): the index is checked once a step and the rows of later
    steps are prefetched; right where a row is no whole number of vectors, and a bad index at the
    bag's last step is still caught. (64-byte vectors; gcc splits them without AVX-512.)"""
    target = po.Target.host(cflags, vector_bytes=64, caches=(48 << 10, 1 << 20, 32 << 20), threads=1)
    k = po.compile(EMBEDDING_BAG, options=po.Options(cflags=cflags), target=target)
    rng = np.random.default_rng(9)
    for v, d, b, n in ((50, 128, 9, 7), (30, 67, 5, 3), (20, 1, 4, 2)):
        table, idx = rng.standard_normal((v, d)).astype(np.float32), rng.integers(0, v, (b, n))
        np.testing.assert_allclose(k(table, idx), table[idx].sum(1), rtol=1e-5, atol=1e-5)
    text = k.specialize(V=50, D=128, B=9, L=7).source
    assert "register block: 8 vector accumulators" in text, text
    assert re.search(r"po_acc7 \+= po_loadf\(&t_T\[po_h\d+\]\[\(0 \+ 112\)\]\);", text), text
    assert text.count("po_chk((long)") == 1  # one a step (the zeroing before the steps, no step peeled)
    assert re.search(r"if \(\(c\d \+ 6\) <= 6\) \{  // a row gathered later", text), text  # (8 lines a row)
    table, idx = rng.standard_normal((50, 128)).astype(np.float32), rng.integers(0, 50, (9, 7))
    idx[8, 6] = 50
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        k(table, idx)


def test_a_large_gathered_copy_streams_and_prefetches_the_next_bag():
    """Gathered rows copied into an output past the cache (embedding lookup, 16 MiB or more) are
    stored with streaming stores, the row's index hoisted; in a bag's last steps the first rows
    of the next bag are prefetched (``prefetch.gathered_rows``), the index read inside the
    bounds of the loop around it."""
    k = po.compile("def f(double(V, D) T, int32(B, L) I) -> (O) { O(b, l, d) = T(I(b, l), d) }", target=_l1(32))
    rng = np.random.default_rng(11)
    table, idx = rng.standard_normal((1000, 128)), rng.integers(0, 1000, (257, 67)).astype(np.int32)  # 17 MiB out
    np.testing.assert_array_equal(k(table, idx), table[idx])
    text = k.specialize(V=1000, D=128, B=257, L=67).source
    assert re.search(r"po_stream_vd\(&t_O\[c0\]\[c1\]\[c2\], po_loadd\(&t_T\[po_h\d+\]\[c2\]\)\);", text), text
    nxt = re.search(r"\} else if \(\(c0 \+ 1\) <= 256\) \{  // in the next c0\n\s*const long (po_pf\d+) = "
                    r"t_I\[\(c0 \+ 1\)\]\[\(c1 - 63\)\];", text)
    assert nxt, text
    idx[256, 66] = 1000
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        k(table, idx)


@pytest.mark.parametrize("l1, cases", [
    (32, ((300, 11, 4, True), (128, 11, 8, True), (48, 20, 16, True), (32, 11, 10, False), (32, 5, 4, False))),
    (48, ((300, 11, 8, False), (128, 20, 16, False), (48, 20, 16, False), (32, 11, 10, False)))])
def test_gathered_rows_in_flight_follow_the_l1(l1, cases):
    """Gathered rows are prefetched as many iterations ahead as keep ``Tuning.gathered_lines`` in
    flight (at least four, at most sixteen, fewer than the loop runs). With a 32 KiB L1 (a Zen 4),
    64 lines: four rows of 16 lines (300 floats, a row's 16 lines at most), eight rows of 8 (128
    floats, embedding_bag's; 1.93 -> 1.80 ms, from memory 3.16 -> 2.69), sixteen rows of 3; more
    than 32 lines go to L2 (``prefetcht2``; embedding_gather 7.0 -> 5.2 ms), rows of 2 lines ten
    ahead (a bag of 11) or four stay in L1. With 48 KiB (a Zen 5), 128 lines, all into L1
    (embedding_bag 1.04 -> 0.74 ms, embedding_gather 3.55 -> 3.16)."""
    rng = np.random.default_rng(8)
    k = po.compile(EMBEDDING_BAG, target=_l1(l1))
    for d, bag, ahead, into_l2 in cases:
        table, idx = rng.standard_normal((40, d)).astype(np.float32), rng.integers(0, 40, (6, bag))
        np.testing.assert_allclose(k(table, idx), table[idx].sum(1), rtol=1e-5)
        text = k.specialize(V=40, D=d, B=6, L=bag).source
        assert re.search(rf"if \(\(c\d \+ {ahead}\) <= {bag - 1}\) \{{  // a row gathered later", text), (d, text)
        prefetches = re.findall(r"__builtin_prefetch\(po_pf\d+_p \+ po_q(.*?)\);", text)
        assert prefetches and set(prefetches) == ({", 0, 1"} if into_l2 else {""}), (d, prefetches)


@pytest.mark.parametrize("cflags", [cflags_param(AVX2, "avx2")])
def test_a_bags_row_of_sixteen_vectors_stays_in_avx2_registers(cflags):
    """A bag's output row of 128 floats is 16 AVX2 vectors: more than the three quarters of the
    registers a contraction's block may keep (its other operands need the rest), but a row that
    only adds gathered reads needs no other register, so it is one register block over the bag
    (AVX2 forced on a Zen 4: 3.00 -> 2.58 ms, torch 2.66), not a loop through memory per row."""
    target = po.Target.host(cflags, caches=(32 << 10, 512 << 10, 32 << 20), threads=1)
    k = po.compile(EMBEDDING_BAG, options=po.Options(cflags=cflags, num_threads=1), target=target)
    rng = np.random.default_rng(9)
    for d in (128, 131):
        table, idx = rng.standard_normal((60, d)).astype(np.float32), rng.integers(0, 60, (7, 9))
        np.testing.assert_allclose(k(table, idx), table[idx].sum(1), rtol=1e-5, atol=1e-5)
    assert "register block: 16 vector accumulators" in k.specialize(V=60, D=128, B=7, L=9).source


LUT = "def lut(float(B, R) LUT, int32(B, N) I) -> (O) { O(b, n) +=! LUT(I(b, n), r_r) }"  # TC's lookup table


def test_a_lookup_table_sums_each_gathered_row_along_it():
    """TC's lookup table sums row ``I(b, n)`` of ``LUT`` for each output: the reduction along the
    row runs innermost as vector sums (``strides.stride_score`` counts a gather along ``n``
    twice against it), the row's index checked once before its sum (``RegisterReduction.hoisted``),
    not once an element (that kept gcc from vectorizing: 100000 x 20 rows of 64 floats on one Zen
    4 thread 156 -> 26 ms, numpy 233); no prefetch past a gathered row (the next one is elsewhere).
    Right at rows shorter and longer than a vector, and a bad index is caught."""
    k = po.compile(LUT)
    rng = np.random.default_rng(12)
    for b, r, n in ((3, 1, 2), (5, 7, 4), (9, 33, 3), (4, 64, 20), (2, 100, 5)):
        table, idx = rng.standard_normal((b, r)).astype(np.float32), rng.integers(0, b, (b, n)).astype(np.int32)
        np.testing.assert_allclose(k(table, idx), table[idx].sum(-1), rtol=1e-5, atol=1e-5)
    text = k.specialize(B=100000, R=64, N=20).source
    body = text[text.index("int k_lut"):]
    assert body.count("po_chk(") == 1, body
    assert re.search(r"const long (po_h\d+) = po_chk\(\(long\)\(t_I\[c0\]\[c1\]\), 100000, &po_err\);", body), body
    assert re.search(r"po_v\d+ \+= po_loadf\(&t_LUT\[po_h\d+\]\[c2\]\);", body), body
    assert not re.search(r"t_LUT\[po_h\d+\]\[c2\] \+ \d+, 0, 1\)", body), body
    table, idx = rng.standard_normal((6, 9)).astype(np.float32), rng.integers(0, 6, (6, 4)).astype(np.int32)
    idx[5, 3] = 6
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        k(table, idx)


@pytest.mark.parametrize("src", [
    "def f(float(N, C) X, int32(K) Idx) -> (O) { O(k) +=! (Idx(k) >= N) ? 0.0 : X(Idx(k), r_c) }",
    "def f(float(N, C) X, int32(K) Idx) -> (O) { O(k) +=! Idx(k) < N && Idx(k) >= 0 ? X(Idx(k), c) : 0.0 }",
])
def test_a_gather_under_a_data_dependent_guard_is_checked_only_where_it_is_read(src):
    """TC's tum.py ``dots``: a row gathered only where the index is in range. Its check was hoisted
    out of the reduction loop, before the ternary, and raised RuntimeFault for an index the
    kernel never reads (found by a helper's sweep of TC's kernels)."""
    k = po.compile(src)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    idx = np.array([0, 5, 1, -1][:2 if "r_c" in src else 4], np.int32)
    want = np.array([x[i].sum() if 0 <= i < 2 else 0 for i in idx], np.float32)
    np.testing.assert_array_equal(k(x, idx), want)


def test_random_inputs_are_valid_indices_and_divisors():
    """``random_inputs`` drew every int from [0, 4): a gather from a 2-row table got index 3 and an
    integer division a zero divisor, both RuntimeFaults (``polyopt run`` could not time them; a
    helper's sweep). An index now spreads over the whole extent it indexes: from [0, 4) a tuner
    timed gathers of four rows (``tune --machine``'s embedding_bag saw no prefetch matter)."""
    g = po.compile("def g(float(V, D) T, int32(B) I) -> (O) { O(b, d) = T(I(b), d) }")
    for seed in range(5):
        x = g.random_inputs({"V": 2, "D": 3, "B": 50}, seed=seed)
        assert x["I"].max() < 2
        np.testing.assert_array_equal(g(**x), x["T"][x["I"]])
    x = g.random_inputs({"V": 100000, "D": 1, "B": 4096})  # spread over the table (a tuner times real gathers)
    assert x["I"].max() < 100000 and len(np.unique(x["I"])) > 3000, np.unique(x["I"])
    b = po.compile("def b(float(V, D) T, uint8(B) I) -> (O) { O(b, d) = T(I(b), d) }")
    assert b.random_inputs({"V": 1000, "D": 1, "B": 4096})["I"].max() > 200  # within the index's dtype
    dv = po.compile("def dv(int32(N) A, int32(N) B) -> (C) { C(i) = A(i) / B(i) }")
    x = dv.random_inputs({"N": 100})
    assert (x["B"] != 0).all()
    dv(**x)
