"""The machine-dependent choices never change the numbers: kernels the library does not have
(column and row sums, several outputs, transposed products) against numpy under the choices
``polyopt tune --machine`` may store (``tuning._TRIED``), 1 to 8 threads and 64- or 32-byte
vector targets, at sizes around the column sums' strip widths (``schedule/strips.py``) and with
fewer rows than threads.

A small, fixed part of a wider differential sweep (every library kernel, every tried value, both
instruction sets): each case below compiles a few variants only. The vector width is the
target's (``Target.host(..., vector_bytes=...)``), the flags this machine's, so the code runs
anywhere (gcc splits 64-byte vectors where there is no AVX-512)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.options import DEFAULT_CFLAGS
from tests.numerics import assert_close_sum

CACHES = (48 << 10, 2 << 20, 32 << 20)

COLSUMS = """def colsums(float(M, N) A, float(M) x) -> (y, s, q) {
    y(j) +=! A(i, j) * x(i)
    s(j) +=! A(i, j)
    q(j) +=! A(i, j) * A(i, j)
}"""
ROW_AND_COL = """def row_and_col(double(M, N) A) -> (r, c) {
    r(i) +=! A(i, j)
    c(j) +=! A(i, j)
}"""
MM_TT = "def mm_tt(float(K, M) A, float(N, K) B) -> (C) { C(i, j) +=! A(k, i) * B(j, k) }"


def _compile(text: str, threads: int, vector_bytes: int, choices: dict) -> po.Kernel:
    target = po.Target.host(DEFAULT_CFLAGS, caches=CACHES, threads=threads, vector_bytes=vector_bytes)
    options = po.Options(num_threads=threads, parallel_min_work=0)
    return po.compile(text, options=options, target=target.with_choices(choices) if choices else target)


def _data(shape, seed=0, dtype=np.float32):
    return np.random.default_rng(seed).uniform(-1, 1, shape).astype(dtype)


@pytest.mark.parametrize("threads,vector_bytes,choices,sizes", [
    (1, 64, {"column_block": 4}, [(7, 513), (33, 2049)]),
    (2, 64, {}, [(1, 2049), (3, 1000), (40, 513)]),
    (2, 64, {"shared_column_block": 2}, [(40, 513), (67, 1000)]),
    (3, 32, {"shared_column_block": 8}, [(100, 2049), (49, 7), (61, 33)]),
    (3, 32, {"column_block": 1}, [(2, 2047), (50, 2049)]),
    (8, 64, {"sum_chains": 1}, [(7, 4097), (130, 511)]),
    (8, 32, {"column_block": 8, "prefetch_rows": True}, [(3, 512), (200, 100)]),
])
def test_column_sums_of_several_outputs(threads, vector_bytes, choices, sizes):
    k = _compile(COLSUMS, threads, vector_bytes, choices)
    for m, n in sizes:
        a, x = _data((m, n)), _data(m, 1)
        y, s, q = k(a, x)
        a64, x64 = a.astype(np.float64), x.astype(np.float64)
        assert_close_sum(y, x64 @ a64, np.abs(x64) @ np.abs(a64), err_msg=f"y at {m} x {n}")
        assert_close_sum(s, a64.sum(0), np.abs(a64).sum(0), err_msg=f"s at {m} x {n}")
        assert_close_sum(q, (a64 * a64).sum(0), (a64 * a64).sum(0), err_msg=f"q at {m} x {n}")


@pytest.mark.parametrize("threads,vector_bytes,choices", [
    (1, 32, {"prefetched_chains": 1, "sum_chains": 8}),
    (3, 64, {"row_block": 1, "cached_row_block": 2}),
    (8, 64, {"column_block": 4, "prefetch_ahead": 8192}),
])
def test_row_and_column_sums_in_one_sweep(threads, vector_bytes, choices):
    k = _compile(ROW_AND_COL, threads, vector_bytes, choices)
    for m, n in [(2, 1025), (17, 2048), (100, 3)]:
        a = _data((m, n), 1, np.float64)
        r, c = k(a)
        assert_close_sum(r, a.sum(1), np.abs(a).sum(1), err_msg=f"r at {m} x {n}")
        assert_close_sum(c, a.sum(0), np.abs(a).sum(0), err_msg=f"c at {m} x {n}")


@pytest.mark.parametrize("threads,vector_bytes,choices", [
    (1, 64, {"gemm_depth": 384, "gemm_row_blocks": 12, "late_outputs": False}),
    (2, 32, {"gemm_depth": 256, "prefetch_next_panel": False, "gemm_row_blocks": 36}),
    (3, 64, {"late_outputs": True, "prefetch_next_panel": True}),
])
def test_transposed_products(threads, vector_bytes, choices):
    k = _compile(MM_TT, threads, vector_bytes, choices)
    for m, kk, n in [(33, 513, 17), (7, 3, 100)]:
        a, b = _data((kk, m), 2), _data((n, kk), 3)
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        assert_close_sum(k(a, b), a64.T @ b64.T, np.abs(a64).T @ np.abs(b64).T, err_msg=f"at {m}, {kk}, {n}")
