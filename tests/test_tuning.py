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
