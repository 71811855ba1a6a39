"""Bands whose first member only sequences statements become sequences (schedule/shifted.py)."""

import islpy as isl
import numpy as np

import polyopt as po
from kernels.registry import by_name, source
from polyopt.poly import tree as T
from polyopt.schedule.shifted import split_shifted


def test_a_shifted_band_becomes_a_sequence_of_bands_from_zero():
    dom = isl.UnionSet("[N] -> { A[i] : 0 <= i < N; B[i] : 0 <= i < N; C[] }")
    band = T.Band(isl.MultiUnionPwAff("[N] -> [{ A[i] -> [(N + i)]; B[i] -> [(i)]; C[] -> [(N - 1)] }]"),
                  (False,), True)
    out = split_shifted(band, dom, isl.Set("[N] -> { : N > 0 }"))
    # B (0 .. N-1) and C (N - 1) overlap: one group, first; A (N .. 2N-1) after, shifted to start at 0
    assert T.render(out).split() == """sequence
      filter [N] -> { B[i]; C[] }
        band [{-1 + N; i}] coincident [0] permutable
      filter [N] -> { A[i] }
        band [i] coincident [0] permutable""".split()


def test_interleaved_statements_stay_in_one_band():
    dom = isl.UnionSet("[N] -> { A[i] : 0 <= i < N; B[i] : 0 <= i < N }")
    band = T.Band(isl.MultiUnionPwAff("[N] -> [{ A[i] -> [(2i)]; B[i] -> [(2i + 1)] }]"), (False,), True)
    assert split_shifted(band, dom, isl.Set("[N] -> { : N > 0 }")) == band


def test_durbin_runs_its_sum_and_its_update_in_loops_of_their_own():
    case = by_name("durbin")
    k = po.compile(source(case), case.entry, options=po.Options(tile_sizes=4))
    text = k.specialize(N=13).explain()
    assert "S4, S4_init " in text and "S5, S6_p0 " in text and "N + i" not in text
    r = case.make_inputs({"N": 13}, np.random.default_rng(0))
    np.testing.assert_allclose(k(**r), case.reference(**r)[0], rtol=1e-9, atol=1e-12)
