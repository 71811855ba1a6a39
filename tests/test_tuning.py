"""``polyopt.tuning``: choices derived from the Target reach the generated code, for AVX-512 and
AVX2 targets alike, on any machine (code only: nothing here is built by gcc)."""

from __future__ import annotations

import pytest

import polyopt as po
from polyopt.tuning import tuning

ROWS = "def rows(float(N, D) X) -> (Y) { Y(n, d) = exp(X(n, d)) }"
CACHES = (48 << 10, 2 << 20, 32 << 20)


@pytest.mark.parametrize("vector_bytes,flags,pragma", [
    (64, (), True),                                  # AVX-512: gcc is asked for 512-bit loops
    (32, (), False),                                 # AVX2: never 512
    (16, (), False),
    (64, ("-mprefer-vector-width=256",), False),     # the user's own preference stays alone
])
def test_vector_width_preference_follows_the_target(vector_bytes, flags, pragma):
    options = po.Options(cflags=("-O3", "-fopenmp", *flags))
    target = po.Target.host(options.cflags, caches=CACHES, threads=2, vector_bytes=vector_bytes)
    src = po.compile(ROWS, options=options, target=target).specialize(N=3, D=100).source
    assert ('#pragma GCC target("prefer-vector-width=512")' in src) is pragma
    assert "prefer-vector-width=256" not in src and src.startswith(tuning(target).pragmas + "#include <math.h>")


@pytest.mark.parametrize("threads", [1, 2, 8])
def test_avx512_column_sums_add_eight_rows_a_pass_on_few_threads(threads):
    """``y(j) +=! A(i,j) * x(i)``: 8 rows a pass over y with 64-byte vectors on one thread
    (measured on a Zen 4, ``tuning._FEW_THREADS_AVX512``) and, where the threads share the rows
    (a parallel reduction: ``strips.strip_width``), ``Tuning.shared_column_block`` a pass on two
    and eight (4 with this target's 48 KiB L1: a Zen 5's; one a pass on an AVX-512 target with a
    smaller L1 and eight threads); right either way (gcc splits the vectors where the machine has
    no AVX-512)."""
    import re

    import numpy as np

    from polyopt.options import DEFAULT_CFLAGS
    target = po.Target.host(DEFAULT_CFLAGS, caches=CACHES, threads=threads, vector_bytes=64)
    k = po.compile("def mvt(float(M,N) A, float(M) x) -> (y) { y(j) +=! A(i,j) * x(i) }",
                   options=po.Options(parallel_min_work=0), target=target)
    rng = np.random.default_rng(4)
    a, x = rng.random((203, 1000), dtype=np.float32), rng.random(203, dtype=np.float32)
    np.testing.assert_allclose(k(a, x), x.astype(np.float64) @ a, rtol=1e-4)
    text = k.specialize(M=203, N=1000).source
    from polyopt.tuning import tuning
    rows = 8 if threads == 1 else tuning(target).shared_column_block
    assert rows == (8 if threads == 1 else 4)
    last = re.findall(r"t_A\[\(c\d+ \+ (\d+)\)\]", text)
    assert max(map(int, last), default=0) == rows - 1, text
    if threads == 8:  # (a smaller L1: the measured AVX-512 choice for many threads)
        small = po.Target.host(DEFAULT_CFLAGS, caches=(32 << 10, 2 << 20, 32 << 20), threads=8, vector_bytes=64)
        assert tuning(small).shared_column_block == 1
    assert ("#pragma omp parallel for reduction(+:t_y[0:1000])" in text) == (threads > 1), text
