"""Accumulating scatters (``d_LUT(I(b, l), d) += ...``): an index read from a tensor on the left,
checked at run time like a gather, accumulated with ``+=``, ``*=``, ``max=`` or ``min=``."""

import numpy as np
import pytest

import polyopt as po

BAG_GRAD = """
def bag_grad(int64(B, L) I, float(B, D) dO, float(V, D) T) -> (dT) {
    dT(v, d) = 0.0 where v in 0:V, d in 0:D
    dT(I(b, l), d) += dO(b, d)
}"""


@pytest.mark.parametrize("sizes", [(1, 1, 1, 1), (5, 3, 7, 11), (13, 17, 3, 67)])
@pytest.mark.parametrize("dynamic", [False, True])
def test_scatter_add_matches_numpy(sizes, dynamic):
    """Repeated indices accumulate (several (b, l) hit one row), as numpy's ``add.at``."""
    b, l, v, d = sizes
    rng = np.random.default_rng(sum(sizes))
    idx = rng.integers(0, v, (b, l))
    d_out = rng.standard_normal((b, d)).astype(np.float32)
    table = np.zeros((v, d), np.float32)
    got = po.compile(BAG_GRAD, dynamic=dynamic)(idx, d_out, table)
    want = np.zeros((v, d))
    np.add.at(want, idx, np.repeat(d_out[:, None, :], l, axis=1))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)  # float32 sums of up to 17 terms


def test_scatter_index_out_of_range_is_a_runtime_fault():
    k = po.compile(BAG_GRAD)
    idx = np.zeros((4, 2), np.int64)
    k(idx, np.ones((4, 3), np.float32), np.zeros((5, 3), np.float32))
    for bad in (5, -1):
        idx[3, 1] = bad
        with pytest.raises(po.RuntimeFault, match="out of bounds"):
            k(idx, np.ones((4, 3), np.float32), np.zeros((5, 3), np.float32))


def test_scatter_max_and_an_affine_index_beside_it():
    """``max=`` scatters too, and the other left-hand-side indices may be any variables (here the
    scatter runs over a 2-d target whose second index is the statement's own variable)."""
    src = """
    def seg_max(int32(N) seg, double(N, D) X, double(S) z) -> (M) {
        M(s, d) = -1.0e300f64 where s in 0:S, d in 0:D
        M(seg(i), d) max= X(i, d)
    }"""
    rng = np.random.default_rng(3)
    seg = rng.integers(0, 4, 23).astype(np.int32)
    x = rng.standard_normal((23, 5))
    got = po.compile(src)(seg, x, np.zeros(4))
    want = np.full((4, 5), -1.0e300)
    np.maximum.at(want, seg, x)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("stmt, match", [
    ("dT(I(b, l), d) = dO(b, d)", "accumulating operator"),
    ("dT(I(b, l), d) +=! dO(b, d)", "accumulating operator"),
])
def test_scatter_needs_an_accumulating_operator(stmt, match):
    src = f"""
    def f(int64(B, L) I, float(B, D) dO, float(V, D) T) -> (dT) {{
        dT(v, d) = 0.0 where v in 0:V, d in 0:D
        {stmt}
    }}"""
    with pytest.raises(po.SemanticError, match=match):
        po.compile(src)


def test_scatter_into_a_tensor_nothing_wrote_is_an_error():
    with pytest.raises(po.SemanticError, match="needs an earlier statement that writes 'dT'"):
        po.compile("def f(int64(B, L) I, float(B, D) dO) -> (dT) { dT(I(b, l), d) += dO(b, d) }")


def test_scatter_index_must_be_an_integer():
    src = """
    def f(float(B) I, float(B, D) dO, float(V, D) T) -> (dT) {
        dT(v, d) = 0.0 where v in 0:V, d in 0:D
        dT(I(b), d) += dO(b, d)
    }"""
    with pytest.raises(po.SemanticError, match="must be an integer"):
        po.compile(src)
