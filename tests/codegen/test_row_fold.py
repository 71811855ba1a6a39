"""The partial block of rows folded into the full register blocks' loop (``codegen/row_fold.py``):
taken where the last rows are a block of their own after whole blocks (matmul, float64, batched,
one and two threads; AVX2's blocks of 6 rows and AVX-512's of 8), refused where there is no
whole block, the body writes memory outside its register blocks, or a block reads its rows from
a packed copy (a transposed operand); every result against numpy."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen import row_fold
from polyopt.options import DEFAULT_CFLAGS
from polyopt.target import Target

MM = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
MMD = "def mmd(double(M,K) A, double(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
MMT = "def mmt(float(K,M) A, float(K,N) B) -> (C) { C(i,j) +=! A(k,i) * B(k,j) }"
BMM = "def bmm(float(Bt,M,K) A, float(Bt,K,N) B) -> (C) { C(b,i,j) +=! A(b,i,k) * B(b,k,j) }"
# the output starts from another matrix: a plain loop writes it before the blocks (no fold)
ACC = """def acc(float(M,K) A, float(K,N) B, float(M,N) C0) -> (C) {
    C(i,j) = C0(i,j)
    C(i,j) += A(i,k) * B(k,j)
}"""
FOLDED = "const long po_sk = "


def _target(threads: int, vbytes: int = 32) -> Target:
    return Target.host(DEFAULT_CFLAGS, caches=(32 << 10, 512 << 10, 32 << 20), threads=threads, vector_bytes=vbytes)


def _run(src: str, sizes: dict, threads: int, vbytes: int = 32, dtype=np.float32):
    """The kernel's result, numpy's, and its C source at ``sizes``."""
    kern = po.compile(src, target=_target(threads, vbytes), options=po.Options(num_threads=threads))
    rng = np.random.default_rng(sum(sizes.values()))
    m, k, n = sizes["M"], sizes["K"], sizes["N"]
    if "Bt" in sizes:
        a, b = rng.random((sizes["Bt"], m, k)).astype(dtype), rng.random((sizes["Bt"], k, n)).astype(dtype)
        return kern(a, b), a.astype(np.float64) @ b, kern.specialize(**sizes).source
    if src is MMT:
        a, b = rng.random((k, m)).astype(dtype), rng.random((k, n)).astype(dtype)
        return kern(a, b), a.T.astype(np.float64) @ b, kern.specialize(**sizes).source
    a, b = rng.random((m, k)).astype(dtype), rng.random((k, n)).astype(dtype)
    if src is ACC:
        c0 = rng.random((m, n)).astype(dtype)
        return kern(a, b, c0), c0 + a.astype(np.float64) @ b, kern.specialize(**sizes).source
    return kern(a, b), a.astype(np.float64) @ b, kern.specialize(**sizes).source


def test_doctests():
    assert doctest.testmod(row_fold).failed == 0


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("src,sizes,dtype", [
    (MM, dict(M=13, K=17, N=40), np.float32),     # 2 blocks of 6 and 1 row, one loop over the rows
    (MM, dict(M=17, K=9, N=31), np.float32),      # 5 rows left, 31 columns (a masked vector)
    (MM, dict(M=520, K=40, N=50), np.float32),    # row tiles: the rows left in the last tile's if
    (MM, dict(M=1023, K=40, N=50), np.float32),
    (MMD, dict(M=13, K=17, N=40), np.float64),
    (MMD, dict(M=520, K=40, N=50), np.float64),
    (BMM, dict(Bt=3, M=13, K=17, N=40), np.float32),
])
def test_folded_and_right(src, sizes, dtype, threads):
    got, want, c = _run(src, sizes, threads, dtype=dtype)
    np.testing.assert_allclose(got, want, rtol=1e-5 if dtype == np.float32 else 1e-12)
    assert FOLDED in c
    assert "if (po_sk <= 0) " in c and "if (po_sk <= 5) " not in c  # (the last of 6 rows is always stored)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("sizes", [dict(M=17, K=9, N=40), dict(M=1003, K=64, N=100)])
def test_folded_with_blocks_of_8_rows(sizes, threads):
    """64-byte vectors (AVX-512's shapes; gcc splits them where the CPU has none): 8 rows a block."""
    got, want, c = _run(MM, sizes, threads, vbytes=64)
    np.testing.assert_allclose(got, want, rtol=1e-5)
    assert FOLDED in c and "if (po_sk <= 6) " in c and "if (po_sk <= 7) " not in c


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("src,sizes", [
    (MM, dict(M=1, K=5, N=7)),      # no whole block of rows
    (MM, dict(M=5, K=9, N=3)),
    (MM, dict(M=6, K=16, N=16)),    # one whole block, nothing left
    (MM, dict(M=300, K=32, N=64)),  # whole blocks only
    (ACC, dict(M=13, K=17, N=40)),  # the body writes the output before its blocks: refused
    (ACC, dict(M=520, K=40, N=50)),
    (MMT, dict(M=13, K=17, N=40)),  # A's rows read from a packed copy (panels of rows): refused
    (MM, dict(M=1999, K=64, N=70)),  # the rows left printed with the columns left: not this form
])
def test_not_folded_and_right(src, sizes, threads):
    got, want, c = _run(src, sizes, threads)
    np.testing.assert_allclose(got, want, rtol=1e-5)
    assert FOLDED not in c
