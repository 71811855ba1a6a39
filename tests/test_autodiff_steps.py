"""polyopt.grad of recurrences over steps (``A(t, i) = f(A(t - 1, ...))``): the gradient runs the
steps backwards (``autodiff/steps.py``); checked against central finite differences in float64
at awkward sizes (one step, two, five; sizes 1 and small primes)."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import polyopt as po
from tests.test_autodiff import check_against_finite_differences

RECURRENCES = """
def rnn(double(N) A0, double(N) w, double(T) steps) -> (A[-1]) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    A(t, i) = tanh(A(t - 1, i) * w(i)) + 0.5 * (i > 0 ? A(t - 1, i - 1) : 0.0) where t in 1:T, i in 0:N
}
def two_back(double(N) X, double(T) steps) -> (B[-2:]) {
    B(t, i) = X(i) * (t + 1) where t in 0:2, i in 0:N
    B(t, i) = B(t - 1, i) * B(t - 2, N - 1 - i) + sin(B(t - 2, i)) where t in 2:T + 2, i in 0:N
}
def wave2d(double(N, M) A0, double(N, M) c, double(T) steps) -> (A[-1]) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:M
    A(t, i, j) = A(t - 1, i, j) + c(i, j) * sin(i > 0 ? A(t - 1, i - 1, j) : 0.0)
        * (j < M - 1 ? A(t - 1, i, j + 1) : 1.0) where t in 1:T, i in 0:N, j in 0:M
}
def heat_pair(double(N) A0, double(N) w, double(T) steps) -> (A[-1]) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    B(t, i) = A(t - 1, i) + 0.25 * ((i > 0 ? A(t - 1, i - 1) : 0.0) + (i < N - 1 ? A(t - 1, i + 1) : 0.0))
        where t in 1:T, i in 0:N
    A(t, i) = tanh(B(t, i) * w(i)) + 0.5 * (i > 0 ? B(t, i - 1) : 0.0) where t in 1:T, i in 0:N
}
def sum_steps(double(T, N) x, double(N) w) -> (y) {
    y(i) +=! x(t, i) * w(i) where t in 1:T
}
def rnn_skip(double(N) A0, double(N) w, double(T) steps) -> (A[-1]) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    A(t, i) = tanh(A(t - 1, i) * w(i)) + 0.3 * (i > 0 ? A(t - 1, i - 1) : 0.0) where t in 1:T, i in 0:N, i != 2
}
def rnn_sum(double(N) H0, double(N, N) W, double(T) steps) -> (H[-1]) {
    H(t, i) = H0(i) where t in 0:1, i in 0:N
    H(t, i) +=! W(i, j) * H(t - 1, j) where t in 1:T, i in 0:N
}
def elman(double(N) H0, double(N, N) W, double(N, K) U, double(T, K) X, double(N) b) -> (H[-1]) {
    H(t, i) = H0(i) where t in 0:1, i in 0:N
    Z(t, i) +=! W(i, j) * H(t - 1, j) where t in 1:T, i in 0:N
    V(t, i) +=! U(i, k) * X(t, k) where t in 1:T, i in 0:N
    H(t, i) = tanh(Z(t, i) + V(t, i) + b(i)) where t in 1:T, i in 0:N
}
def sum_same_step(double(N) H0, double(N, N) W, double(T) steps) -> (H[-1]) {
    H(t, i) = H0(i) where t in 0:1, i in 0:N
    G(t, i) = tanh(H(t - 1, i)) where t in 1:T, i in 0:N
    H(t, i) +=! W(i, j) * G(t, j) where t in 1:T, i in 0:N
}
def sum_two_back(double(N) H0, double(N, N) W, double(T) steps) -> (H) {
    H(t, i) = H0(i) * (t + 1) where t in 0:2, i in 0:N
    H(t, i) +=! W(i, j) * sin(H(t - 2, j)) + 0.5 * H(t - 1, j) where t in 2:T + 2, i in 0:N
}
def fixed_element(double(N) X, double(T) steps) -> (A[-1]) {
    A(t, i) = X(i) where t in 0:1, i in 0:N
    A(t, i) = A(t - 1, 0) * X(i) + 0.5 * A(t - 1, i) where t in 1:T, i in 0:N
}
def tri_tanh(double(N, N) L, double(N) b) -> (x) {
    s(i) +=! L(i, j) * tanh(x(j)) where i in 0:N, j in 0:i
    x(i) = (b(i) - s(i)) / L(i, i) where i in 0:N
}
def tri_upper(double(N, N) U, double(N) b) -> (x) {
    sx(r) +=! U(N - 1 - r, N - 1 - q) * xr(q) where r in 0:N, q in 0:r
    xr(r) = (b(N - 1 - r) - sx(r)) / U(N - 1 - r, N - 1 - r) where r in 0:N
    x(i) = xr(N - 1 - i)
}
def tri_two_reads(double(N, N) L, double(N) b, double(N) w) -> (x) {
    s(i) +=! L(i, j) * x(j) * x(j) + w(j) * x(i - j - 1) where i in 0:N, j in 0:i
    x(i) = (b(i) - 0.1 * s(i)) / L(i, i) where i in 0:N
}
def tri_band(double(N, N) L, double(N) b) -> (x) {
    s(i) +=! L(i, j) * x(j) where i in 0:N, j in 0:N, j < i, j >= i - 2
    x(i) = sin(b(i) - s(i)) where i in 0:N
}
def tri_stride(double(N, N) L, double(N) b) -> (x) {
    s(i) +=! L(i, j) * x(2 * j) where i in 0:N, j in 0:N, 2 * j < i
    x(i) = b(i) - 0.5 * s(i) where i in 0:N
}
def tri_rows(double(N, M) B, double(N, N) L) -> (X) {
    s(i, m) +=! L(i, j) * X(j, m) where i in 0:N, j in 0:i, m in 0:M
    X(i, m) = (B(i, m) - s(i, m)) / L(i, i) where i in 0:N
}
def row_scan(double(W, H) X, double b1, double b2) -> (y) {
    y(i, j) = X(i, j) + (j >= 1 ? b1 * y(i, j - 1) : 0.0) + (j >= 2 ? b2 * tanh(y(i, j - 2)) : 0.0)
        where i in 0:W, j in 0:H
}
def row_then_last(double(N, M) X) -> (Y) {
    Y(i, j) = X(i, j) + (j > 0 ? 0.5 * Y(i, j - 1) : 0.0) + (i > 0 ? 0.25 * sin(Y(i - 1, M - 1)) : 0.0)
        where i in 0:N, j in 0:M
}
def scan_in_step(double(N) X, double(T) steps) -> (A[-1]) {
    A(t, i) = X(i) where t in 0:1, i in 0:N
    A(t, i) = A(t - 1, i) + (i > 0 ? sin(A(t, i - 1)) : 0.0) where t in 1:T, i in 0:N
}
def seidel_sin(double(N, M) A0, double(N, M) w, double(T) steps) -> (A[-1]) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:M
    A(t, i, j) = (i == 0 || j == 0 || j == M - 1) ? A(t - 1, i, j)
        : sin(A(t, i - 1, j + 1) * w(i, j)) + 0.5 * A(t, i, j - 1) * A(t - 1, i, j) + 0.25 * A(t - 1, i, j + 1)
        where t in 1:T + 1, i in 0:N, j in 0:M
}
def cumprod(double(N) X) -> (Y) {
    Y(i) = X(i) where i in 0:1
    Y(i) = Y(i - 1) * X(i) where i in 1:N
}
"""


@functools.cache
def _compiled(entry: str):
    return po.compile(RECURRENCES, entry), po.grad(RECURRENCES, entry)


def _check(entry: str, ins: dict, rng) -> None:
    """Every element of every input: the gradient against central differences of sum(d_O * O)."""
    fwd, g = _compiled(entry)
    out = fwd(**ins)
    seed = rng.standard_normal(np.shape(out))
    got = g(**ins, **{g.spec.seeds[0][0]: seed})
    got = got if isinstance(got, tuple) else (got,)
    for x, gx in zip(g.wrt, got):
        base = np.asarray(ins[x])  # (a scalar as a 0-d array: moved below in place)
        assert np.shape(gx) == np.shape(base), f"{entry}: d_{x} has shape {np.shape(gx)}\n{g.text}"
        fd = np.zeros_like(base)
        for k in range(base.size):
            for sign in (1, -1):
                moved = base.copy()
                moved.reshape(-1)[k] += sign * 1e-6
                fd.reshape(-1)[k] += sign * np.sum(seed * fwd(**{**ins, x: moved if base.ndim else moved[()]})) / 2e-6
        np.testing.assert_allclose(gx, fd, rtol=1e-6, atol=1e-6, err_msg=f"{entry}: d_{x}\n{g.text}")


@pytest.mark.parametrize("n, t", [(1, 1), (5, 2), (7, 5)])
def test_nonlinear_recurrence_matches_finite_differences(n, t):
    rng = np.random.default_rng(n + t)
    _check("rnn", {"A0": rng.standard_normal(n), "w": rng.standard_normal(n), "steps": np.zeros(t)}, rng)


@pytest.mark.parametrize("n, t", [(1, 1), (5, 5)])
def test_recurrence_two_steps_back_returning_two_steps(n, t):
    rng = np.random.default_rng(n * t)
    _check("two_back", {"X": rng.uniform(0.5, 1.0, n), "steps": np.zeros(t)}, rng)


@pytest.mark.parametrize("n, m, t", [(1, 2, 1), (3, 5, 5)])
def test_two_dimensional_nonlinear_stencil(n, m, t):
    rng = np.random.default_rng(n + m + t)
    _check("wave2d", {"A0": rng.standard_normal((n, m)), "c": rng.standard_normal((n, m)), "steps": np.zeros(t)},
           rng)


@pytest.mark.parametrize("n, t", [(1, 1), (2, 2), (7, 5)])
def test_two_tensors_run_step_by_step(n, t):
    """A(t) reads B(t), which reads A(t - 1): in the gradient d_B(s) reads d_A(s), computed first."""
    rng = np.random.default_rng(3 * n + t)
    _check("heat_pair", {"A0": rng.standard_normal(n), "w": rng.standard_normal(n), "steps": np.zeros(t)}, rng)


@pytest.mark.parametrize("n, t", [(1, 1), (4, 1), (6, 4)])
def test_recurrence_over_a_domain_of_several_pieces(n, t):
    """``where ..., i != 2``: the steps' gradient was refused ("a union of 2 pieces"); its terms are
    now guarded by the pieces' conditions joined by ``||``, and the sums over the steps (``d_w``)
    are a statement a piece."""
    rng = np.random.default_rng(5 * n + t)
    _check("rnn_skip", {"A0": rng.standard_normal(n), "w": rng.standard_normal(n), "steps": np.zeros(t)}, rng)


@pytest.mark.parametrize("entry", ["rnn_sum", "elman", "sum_same_step", "sum_two_back", "fixed_element"])
@pytest.mark.parametrize("n, t", [(1, 1), (3, 2), (4, 4)])
def test_recurrence_through_a_reduction(entry, n, t):
    """An RNN step ``H(t, i) +=! W(i, j) * H(t - 1, j)`` was refused ("a recurrence through '+=!'"),
    and through a temporary (``Z(t, i) +=! ...``, then ``H = tanh(Z + ...)``) as a sum over several
    elements, as a read of a fixed element (``A(t - 1, 0)``) was; the gradient's sum over ``i`` is
    now a reduction at each backward step (``d_H_terms(s, j) +=! d_Z(s - 1, i) * W(i, j)``) that the
    step's statement reads."""
    rng = np.random.default_rng(7 * n + t)
    ins = {"H0": rng.standard_normal(n), "W": rng.standard_normal((n, n)) * 0.5}
    if entry == "fixed_element":
        ins = {"X": rng.standard_normal(n), "steps": np.zeros(t)}
    elif entry == "elman":
        ins.update(U=rng.standard_normal((n, 2)), X=rng.standard_normal((t, 2)), b=rng.standard_normal(n))
    else:
        ins["steps"] = np.zeros(t)
    _check(entry, ins, rng)


@pytest.mark.parametrize("entry", ["tri_tanh", "tri_upper", "tri_two_reads", "tri_band", "tri_stride", "tri_rows"])
@pytest.mark.parametrize("n", [1, 2, 5])
def test_a_scan_that_sums_over_its_earlier_steps(entry, n):
    """trisolv's ``s(i) +=! L(i, j) * x(j) where j in 0:i`` reads ``x`` at earlier steps, no
    constant distance back: it was refused ("x(j) is not read at i less a constant"); the gradient
    sums at each backward step over the later forward steps (``d_x_terms(s) +=! d_s(N - i - 1) *
    L(i, N - s - 1) where ..., s + i >= N``), a triangular solve with L's transpose backwards."""
    rng = np.random.default_rng(11 * n)
    low = np.tril(rng.uniform(0, 1, (n, n))) + n * np.eye(n)
    ins = {"L": low, "b": rng.uniform(0, 1, n)}
    if entry == "tri_upper":
        ins = {"U": low.T.copy(), "b": ins["b"]}
    elif entry == "tri_two_reads":
        ins["w"] = rng.uniform(0, 1, n)
    elif entry == "tri_rows":
        ins = {"B": rng.uniform(0, 1, (n, 3)), "L": low}
    _check(entry, ins, rng)


@pytest.mark.parametrize("sizes", [{"N": 1}, {"N": 17}])  # N = 2: test_autodiff.py
def test_trisolv_matches_finite_differences(sizes):
    check_against_finite_differences("trisolv", sizes, samples=17)


@pytest.mark.parametrize("n", [1, 7])
def test_scan_over_its_only_index(n):
    rng = np.random.default_rng(n)
    _check("cumprod", {"X": rng.standard_normal(n)}, rng)


@pytest.mark.parametrize("t", [0, 1, 3])
def test_sum_over_steps_that_may_be_none(t):
    """At T = 0 and 1 the sum's range 1:T is empty, and y is still N zeros: the gradient takes a d_y
    of N elements (it once expected the shape of an empty range's writes, (0,), at T = 0)."""
    rng = np.random.default_rng(t)
    _check("sum_steps", {"x": rng.standard_normal((t, 4)), "w": rng.standard_normal(4)}, rng)


@pytest.mark.parametrize("sizes", [{"N": 1, "T": 1}, {"N": 17, "T": 5}])  # N = 3, T = 2: test_autodiff.py
def test_jacobi_1d_matches_finite_differences(sizes):
    check_against_finite_differences("jacobi_1d", sizes, samples=17)


def test_linear_stencil_gradient_runs_backwards_in_two_slots():
    """jacobi_1d's gradient reads itself one step back only, under the forward domain's guards
    (the borders copied, the inside averaged), and is stored modulo 2 steps; nothing forward is
    recomputed (the derivatives are constants)."""
    g = _double_grad("jacobi_1d")
    line = next(x.strip() for x in g.text.splitlines() if x.strip().startswith("d_A_2(s, i) ="))
    assert "(s > 0 && i < N - 2 ? d_A_2(s - 1, i + 1) * 0.33333 : 0.0)" in line
    assert line.endswith("where s in 0:T, i in 0:N")
    assert "d_A0(i) = d_A_2(T - 1, i)" in g.text and "recomputed" not in g.text
    assert "d_A_2: modulo 2 steps along its 40 steps" in g.specialize(N=30, T=40).explain()


def test_nonlinear_recurrence_recomputes_every_step():
    g = _compiled("rnn")[1]
    assert "(A with every step kept, T x N values: the gradient reads its steps backwards)" in g.text
    assert "A(T - s - 1, i)" in g.text
    assert "d_w(i0) = double(0.0) where i0 in 0:N" in g.text  # a sum over the steps 1:T, empty at T = 1
    assert "d_w(i) += d_A_2(T - t - 1, i) *" in g.text


@functools.cache
def _double_grad(name: str):
    from tests.test_autodiff import _double
    return _double(name)[1]


@pytest.mark.parametrize("src, match", [
    ("def f(float(N) X) -> (Y) { Y(i) = X(i) where i in 0:1; Y(i) = Y(i - 1) + Y(0) where i in 1:N }",
     r"Y\(0\) reads 'Y' at a step other than i less a constant"),
    ("def f(float(N) X) -> (Y) { Y(i) = X(i); Y(i) = i > 0 ? Y(i - 1) * X(i) : Y(i) }",
     r"reads Y\(i - 1\) while overwriting 'Y'"),
])
def test_recurrences_without_a_gradient_are_named(src, match):
    with pytest.raises(po.PolyoptError, match=match):
        po.grad(src)


def test_steps_run_together_that_end_apart_are_named():
    src = """def f(double(N) X, double(T) steps) -> (A[-1]) {
        A(t, i) = X(i) where t in 0:1, i in 0:N
        B(t, i) = sin(A(t - 1, i)) where t in 1:T + 1, i in 0:N
        A(t, i) = B(t, i) * X(i) where t in 1:T, i in 0:N
    }"""
    with pytest.raises(po.PolyoptError, match=r"the steps of 'B' end at T, those of 'A' at T - 1"):
        po.grad(src)


@pytest.mark.parametrize("entry", ["lu", "cholesky"])
@pytest.mark.parametrize("n", [1, 2, 5])
def test_lu_through_its_reductions_at_each_step(entry, n):
    """PolyBench's lu (steps ``k``: the column ``c(k, i)`` from ``LU(k - 1, ...)``, then the rows
    below) was refused ("sums over several elements or reaches a fixed index"), cholesky too; their
    gradients sum over rows and columns at each backward step (``d_LU_terms(s, ...)``)."""
    with open("benchmarks/polybench/kernels.tc") as f:
        text = f.read()
    fwd, g = po.compile(text, entry), po.grad(text, entry)
    rng = np.random.default_rng(n)
    m = rng.standard_normal((n, n))
    a = m @ m.T + n * np.eye(n) if entry == "cholesky" else m + n * np.eye(n)
    seed = rng.standard_normal((n, n))
    fd = np.zeros((n, n))
    for k in range(a.size):
        for sign in (1, -1):
            moved = a.copy()
            moved.reshape(-1)[k] += sign * 1e-6
            fd.reshape(-1)[k] += sign * np.sum(seed * fwd(moved)) / 2e-6
    np.testing.assert_allclose(g(a, seed), fd, rtol=1e-5, atol=1e-5, err_msg=g.text)


@pytest.mark.parametrize("n", [1, 2, 5])
def test_ludcmp_whose_solves_read_the_last_step_of_lu(n):
    """ludcmp's triangular solves read ``LU(N, ...)``, the last step of the factorization written
    before them: they were joined with it into one group of steps, refused ("the steps of 'LU' end
    at N, those of 'xr' at N - 1"); they stay apart now, and the solves' gradients send theirs to
    the last step of ``LU``."""
    rng = np.random.default_rng(n)
    _polybench_check("ludcmp", {"A": rng.standard_normal((n, n)) + n * np.eye(n), "b": rng.uniform(0, 1, n)}, rng)


@functools.cache
def _polybench(entry: str):
    with open("benchmarks/polybench/kernels.tc") as f:
        text = f.read()
    return po.compile(text, entry), po.grad(text, entry)


def _polybench_check(entry: str, ins: dict, rng) -> None:
    """The gradient of PolyBench's ``entry`` against central differences of sum(d_O * O), every
    element of every input (scalars too)."""
    fwd, g = _polybench(entry)
    out = fwd(**ins)
    seed = rng.standard_normal(np.shape(out))
    got = g(**ins, **{g.spec.seeds[0][0]: seed})
    got = got if isinstance(got, tuple) else (got,)
    for x, gx in zip(g.wrt, got):
        base = np.asarray(ins[x], dtype=np.float64)
        fd = np.zeros(base.shape)
        for k in range(base.size):
            for sign in (1, -1):
                moved = base.copy()
                moved.reshape(-1)[k] += sign * 1e-6
                fd.reshape(-1)[k] += sign * np.sum(seed * fwd(**{**ins, x: moved if base.ndim else moved[()]})) / 2e-6
        np.testing.assert_allclose(gx, fd, rtol=1e-5, atol=1e-6, err_msg=f"{entry}: d_{x}\n{g.text}")


@pytest.mark.parametrize("n, m, t", [(1, 1, 1), (2, 3, 2), (5, 4, 3)])
def test_a_recurrence_within_a_step(n, m, t):
    """Reads of earlier elements of the same step (``y(i, j - 1)`` along a row, ``A(t, i - 1)``,
    Gauss-Seidel's ``A(t, i - 1, j + 1)``) were refused ("reads 'A' at the same step"); the gradient runs the
    elements of each step backwards too (``d_y_2(s, j)`` is the gradient of ``y(W - s - 1, H - j -
    1)``) and reads itself at earlier elements of its step (``d_y_2(s, j - 1)``)."""
    rng = np.random.default_rng(n + m + t)
    _check("row_scan", {"X": rng.standard_normal((n, m)), "b1": np.float64(0.7), "b2": np.float64(-0.3)}, rng)
    _check("row_then_last", {"X": rng.standard_normal((n, m))}, rng)
    _check("scan_in_step", {"X": rng.standard_normal(n + m), "steps": np.zeros(t)}, rng)
    _check("seidel_sin", {"A0": rng.standard_normal((n, m + 1)), "w": rng.standard_normal((n, m + 1)),
                          "steps": np.zeros(t)}, rng)
    text = _compiled("row_scan")[1].text
    assert "d_y_2(s, j) = d_y(W - s - 1, H - j - 1) + (j > 0 ? d_y_2(s, j - 1) * b1 : 0.0)" in text


@pytest.mark.parametrize("sizes", [{"N": 1, "T": 1}, {"N": 2, "T": 2}, {"N": 5, "T": 3}])
def test_seidel_2d(sizes):
    rng = np.random.default_rng(sizes["N"] + sizes["T"])
    _polybench_check("seidel_2d", {"A0": rng.uniform(0, 1, (sizes["N"], sizes["N"])), "steps": np.zeros(sizes["T"])},
                     rng)


@pytest.mark.parametrize("w, h", [(1, 1), (2, 3), (5, 7)])
def test_deriche(w, h):
    """Recurrences along the second index (``y1(i, j - 1)``, ``y2r(i, q - 2)``) and along the first
    (``z1(i - 1, j)``), every coefficient a scalar input with its gradient."""
    from benchmarks.polybench.suite import _deriche_coefficients
    rng = np.random.default_rng(w * h)
    _polybench_check("deriche", {"imgIn": rng.uniform(0, 1, (w, h)),
                                 **{k: np.float64(v) for k, v in _deriche_coefficients(0.25).items()}}, rng)


@pytest.mark.parametrize("src, match", [
    ("def f(double(N) X, double(T) steps) -> (A[-1]) { A(t, i) = X(i) where t in 0:1, i in 0:N\n"
     "A(t, i) = A(t, i - 1) * 0.5 + A(t - 1, i) where t in 1:T, i in 1:N }",
     r"A\(t, i - 1\) reads an element of its step that the statement does not write"),
    ("def f(double(N) X, double(T) steps) -> (A[-1]) { A(t, i) = X(i) where t in 0:1, i in 0:N\n"
     "A(t, i) = (i < N - 1 ? A(t, i + 1) * 0.5 : 0.0) + A(t - 1, i) where t in 1:T, i in 0:N }",
     r"A\(t, i \+ 1\) reads 'A' at the same step"),
])
def test_recurrences_within_a_step_without_a_gradient_are_named(src, match):
    """A read of an element of its step that another statement wrote (or none), and one of a later
    element (the old value, as numpy's in-place slices read): no gradient, the read named."""
    with pytest.raises(po.PolyoptError, match=match):
        po.grad(src)


@pytest.mark.parametrize("n, t", [(1, 1), (3, 2), (5, 3)])
def test_adi(n, t):
    """adi: per step, sweeps along the second and third index (``pc(t, i, j - 1)``, ``ur(t, i, r -
    1)``) inside the time steps: each gradient runs its sweep backwards within the backward step,
    every coefficient a scalar input with its gradient."""
    from benchmarks.polybench.suite import _adi_coefficients
    rng = np.random.default_rng(n + t)
    _polybench_check("adi", {"u0": rng.uniform(0, 1, (n, n)), "steps": np.zeros(t),
                             **{k: np.float64(v) for k, v in _adi_coefficients(n, t).items()}}, rng)
