"""polyopt.grad: the gradient of every float kernel of the library against central finite
differences in float64 at awkward sizes, the rules the gradient text follows, and its errors."""

from __future__ import annotations

import functools
import re

import numpy as np
import pytest

import polyopt as po
from kernels.registry import CASES, by_name, source
from polyopt.autodiff import NotDifferentiable


def _float_case(case) -> bool:
    return "float" in source(case).split(f"def {case.entry}(")[1].split(")")[0] or \
        "double" in source(case).split(f"def {case.entry}(")[1].split(")")[0]


FLOAT_CASES = [c for c in CASES if _float_case(c)]


def double_source(case) -> str:
    """The case's text with every float32 type made float64 (finite differences need the precision)."""
    return re.sub(r"\bfloat\b", "double", source(case))


def double_inputs(case, sizes, rng) -> dict:
    out = {}
    for k, v in case.make_inputs(sizes, rng).items():
        if isinstance(v, np.ndarray) and v.dtype.kind == "f":
            out[k] = v.astype(np.float64)
        elif isinstance(v, np.floating):
            out[k] = np.float64(v)
        else:
            out[k] = v
    return out


@functools.cache
def _double(name: str):
    case = by_name(name)
    text = double_source(case)
    return po.compile(text, case.entry), po.grad(text, case.entry)


def check_against_finite_differences(name: str, sizes: dict, seed: int = 0, samples: int = 10):
    """d loss / d x of the gradient kernel against (loss(x + h) - loss(x - h)) / 2h, loss =
    sum over outputs of d_O * O, for ``samples`` elements of every differentiable input."""
    case = by_name(name)
    fwd, g = _double(name)
    rng = np.random.default_rng(seed)
    ins = double_inputs(case, sizes, rng)
    outs = fwd(**ins)
    outs = outs if isinstance(outs, tuple) else (outs,)
    seeds = {p: rng.standard_normal(np.shape(outs[fwd.definition.outputs.index(o)])) for p, o in g.spec.seeds}
    got = g(**ins, **seeds)
    got = got if isinstance(got, tuple) else (got,)
    assert len(got) == len(g.wrt)

    def loss(args):
        o = fwd(**args)
        o = o if isinstance(o, tuple) else (o,)
        return sum(float(np.sum(seeds[p] * o[fwd.definition.outputs.index(out)])) for p, out in g.spec.seeds)

    for x, gx in zip(g.wrt, got):
        base = np.array(ins[x], dtype=np.float64)
        assert np.shape(gx) == base.shape, f"d_{x} has shape {np.shape(gx)}, {x} has {base.shape}"
        picks = rng.choice(base.size, min(base.size, samples), replace=False)
        for flat in picks:
            h = 1e-6 * max(1.0, abs(base.reshape(-1)[flat]))
            vals = []
            for sign in (1, -1):
                moved = base.copy()
                moved.reshape(-1)[flat] += sign * h
                vals.append(loss({**ins, x: moved if base.ndim else np.float64(moved)}))
            fd = (vals[0] - vals[1]) / (2 * h)
            an = np.asarray(gx).reshape(-1)[flat]
            assert abs(fd - an) <= 1e-5 * max(1.0, abs(fd)), \
                f"{name}: d loss / d {x}[{np.unravel_index(flat, base.shape)}] is {an}, finite differences {fd}" \
                f"\n{g.text}"


SLOW_GRADIENTS = {"jacobi_2d", "fdtd_2d"}  # ~10 s a core each: isl's flow dependences of their gradients' pieces


@pytest.mark.parametrize("name", [pytest.param(c.name, marks=pytest.mark.slow) if c.name in SLOW_GRADIENTS else c.name
                                  for c in FLOAT_CASES])
def test_gradient_matches_finite_differences(name):
    case = by_name(name)
    check_against_finite_differences(name, case.sizes[1])


@pytest.mark.slow
@pytest.mark.parametrize("name", ["conv2d_stride2", "conv2d_same", "conv1d_causal_dilated", "softmax", "layernorm",
                                  "maxpool2x2", "maxpool3x3_s2", "embedding_bag", "mlp2", "gemver", "covariance"])
def test_gradient_matches_finite_differences_at_larger_sizes(name):
    case = by_name(name)
    check_against_finite_differences(name, case.sizes[-1], seed=1, samples=6)


@pytest.mark.parametrize("name", ["matmul", "conv2d_stride2", "softmax", "layernorm", "embedding_bag", "maxpool2x2"])
def test_float32_gradient_agrees_with_float64(name):
    """The float32 kernels' gradients (register blocks, vector sums) against the float64 ones."""
    case = by_name(name)
    sizes = case.sizes[2] if len(case.sizes) > 2 else case.sizes[-1]
    rng = np.random.default_rng(5)
    ins32 = case.make_inputs(sizes, rng)
    fwd32 = po.compile(source(case), case.entry)
    g32 = po.grad(source(case), case.entry)
    outs = fwd32(**ins32)
    outs = outs if isinstance(outs, tuple) else (outs,)
    seeds = {p: rng.standard_normal(outs[fwd32.definition.outputs.index(o)].shape).astype(np.float32)
             for p, o in g32.spec.seeds}
    got = g32(**ins32, **seeds)
    ins64 = {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype == np.float32 else
                 np.float64(v) if isinstance(v, np.float32) else v) for k, v in ins32.items()}
    want = _double(name)[1](**ins64, **{k: v.astype(np.float64) for k, v in seeds.items()})
    got, want = (got if isinstance(got, tuple) else (got,)), (want if isinstance(want, tuple) else (want,))
    for a, b in zip(got, want):
        assert a.dtype == np.float32
        np.testing.assert_allclose(a, b, rtol=2e-3, atol=2e-3 * max(1.0, float(np.abs(b).max())))


# ---- the text -----------------------------------------------------------------------------------

def test_matmul_gradient_is_two_contractions():
    g = po.grad(source(by_name("matmul")), "matmul")
    body = [line.strip() for line in g.text.splitlines() if "+=!" in line]
    assert body == ["d_A(i, k) +=! d_C(i, j) * B(k, j)", "d_B(k, j) +=! d_C(i, j) * A(i, k)"]
    assert g.outputs == ("d_A", "d_B") and g.wrt == ("A", "B")


def test_convolution_data_gradient_is_a_guarded_correlation():
    """d_I of a valid convolution reads d_O at h - r (a correlation over the output gradient, no
    scatter); the conditions keep every index in range, and it runs as a register-blocked
    contraction like the forward convolution."""
    g = po.grad(source(by_name("conv2d_3x3_bias_relu")), "conv2d_3x3_bias_relu", wrt="I")
    line = next(x.strip() for x in g.text.splitlines() if x.strip().startswith("d_I("))
    assert line.startswith("d_I(n, c, h, w) +=! d_O_2(n, k, h - r, w - s) * Wt(k, c, r, s) where ")
    assert "h - r >= 0" in line and "h - r < H - 2" in line
    comp = g.specialize(N=2, C=5, H=41, W=37, K=7)
    assert comp.source.count("register block") >= 2  # the forward O, recomputed for relu's mask, and d_I


def test_gather_gradient_is_an_accumulating_scatter():
    g = po.grad(source(by_name("embedding_bag")), "embedding_bag")
    assert "d_Table(Idx(b, l), d) += d_Out(b, d)" in g.text
    rng = np.random.default_rng(2)
    table, idx = rng.standard_normal((7, 5)).astype(np.float32), rng.integers(0, 7, (4, 3))
    d_out = rng.standard_normal((4, 5)).astype(np.float32)
    want = np.zeros((7, 5))
    np.add.at(want, idx, np.repeat(d_out[:, None], 3, axis=1))
    np.testing.assert_allclose(g(table, idx, d_out), want, rtol=1e-5, atol=1e-6)
    idx[1, 1] = 7
    with pytest.raises(po.RuntimeFault, match="out of bounds"):
        g(table, idx, d_out)


def test_the_text_compiles_as_it_is():
    """``.text`` is a kernel of its own: copied into compile, it gives the same numbers."""
    g = po.grad(source(by_name("layernorm")), "layernorm")
    again = po.compile(g.text)
    rng = np.random.default_rng(0)
    x, gamma, beta = (rng.standard_normal(s).astype(np.float32) for s in ((3, 7), 7, 7))
    dy = rng.standard_normal((3, 7)).astype(np.float32)
    for a, b in zip(g(x, gamma, beta, 1e-5, dy), again(x, gamma, beta, 1e-5, dy)):
        np.testing.assert_array_equal(a, b)


def test_softmax_gradient_is_one_pass_over_the_rows():
    """No path through the row maximum (shifts.py), the gradient of the exponentials inlined into
    d_X (its only use), reciprocals of the row sum instead of a division per element, and the
    whole gradient one loop over the rows with e as a local row (numbers: the library checks)."""
    g = po.grad(source(by_name("softmax")), "softmax")
    grad = g.text.split("# the gradient")[1]
    assert "d_mx" not in g.text and "d_e" not in grad and "# mx(n) gets no gradient" in grad
    assert "d_X(n, d) = (d_Y(n, d) * (1.0 / s(n)) + d_s(n)) * e(n, d)" in grad
    assert "1 loop nest(s)" in g.specialize(N=33, D=129).explain()


def test_accumulation_into_an_old_value_reuses_its_tensor():
    """``Dout = beta * D; Dout += tmp * C``: the gradient reads neither value, so nothing is
    recomputed; gemver's x, read after its += by w's statement, is recomputed in place."""
    g = po.grad(source(by_name("polybench_2mm")), "polybench_2mm")
    rec = g.text.split("recomputed")[1].split("# the gradient")[0]
    assert "tmp(i, j) +=!" in rec and "Dout" not in rec
    g = po.grad(source(by_name("gemver")), "gemver")
    rec = g.text.split("recomputed")[1].split("# the gradient")[0]
    assert "x_1(" not in rec and "x(i) += " in rec and "x_2(i) = x(i) + z(i)" in rec


def test_max_reduction_splits_ties_evenly():
    g = po.grad("def f(double(N, D) X) -> (m) { m(n) max=! X(n, d) }")
    x = np.array([[1.0, 3.0, 3.0, 2.0], [5.0, 5.0, 5.0, -1.0]])
    got = g(x, np.array([1.0, 6.0]))
    np.testing.assert_array_equal(got, [[0, 0.5, 0.5, 0], [2, 2, 2, 0]])


def test_min_reduction_goes_to_the_arg_min():
    g = po.grad("def f(float(N) X) -> (m) { m() min=! X(i) }")
    x = np.array([4.0, -2.0, 7.0], np.float32)
    np.testing.assert_array_equal(g(x, np.array(3.0, np.float32)), [0, 3, 0])


def test_product_reduction_with_zeros_does_not_divide_by_zero():
    g = po.grad("def f(double(N, D) X) -> (P) { P(n) *=! X(n, d) }")
    x = np.array([[2.0, 3.0, 4.0], [2.0, 0.0, 4.0], [0.0, 3.0, 0.0]])
    got = g(x, np.ones(3))
    np.testing.assert_array_equal(got, [[12, 8, 6], [0, 8, 0], [0, 0, 0]])
    assert np.isfinite(got).all()


def test_ternary_gradient_follows_the_branch():
    g = po.grad("def f(float(N) X, float(N) Y) -> (Z) { Z(i) = X(i) > Y(i) ? X(i) * X(i) : 3.0 * Y(i) }")
    x, y = np.array([1.0, 2.0, -1.0], np.float32), np.array([0.0, 5.0, 4.0], np.float32)
    dx, dy = g(x, y, np.ones(3, np.float32))
    np.testing.assert_array_equal(dx, [2, 0, 0])
    np.testing.assert_array_equal(dy, [0, 3, 3])


def test_builtins_have_their_derivatives():
    fns = ["exp", "log", "tanh", "sigmoid", "erf", "sqrt", "rsqrt", "sin", "cos", "atan", "log1p", "expm1",
           "cbrt", "asinh", "erfc", "normcdf", "sinh", "cosh", "tan", "exp2", "log2", "log10", "exp10"]
    body = " + ".join(f"{f}(X(i))" for f in fns)
    src = f"def f(double(N) X, double(N) Y) -> (Z) {{ Z(i) = {body} + pow(X(i), Y(i)) + atan2(X(i), Y(i)) " \
          "+ hypot(X(i), Y(i)) + fmax(X(i), Y(i)) + relu(X(i) - Y(i)) + abs(Y(i)) + X(i) / Y(i) }"
    g = po.grad(src)
    fwd = po.compile(src)
    x, y = np.array([0.3, 0.7, 0.55]), np.array([1.3, 0.4, 2.0])
    dx, dy = g(x, y, np.ones(3))
    h = 1e-6
    np.testing.assert_allclose(dx, (fwd(x + h, y) - fwd(x - h, y)) / (2 * h), rtol=1e-6)
    np.testing.assert_allclose(dy, (fwd(x, y + h) - fwd(x, y - h)) / (2 * h), rtol=1e-6)


# ---- errors ----------------------------------------------------------------------------------------

def test_integer_input_in_wrt_is_named():
    with pytest.raises(NotDifferentiable, match="input 'Idx' of embedding_bag is int64"):
        po.grad(source(by_name("embedding_bag")), "embedding_bag", wrt=("Table", "Idx"))


def test_unknown_wrt_is_an_argument_error():
    with pytest.raises(po.ArgumentError, match="'Z' is not an input"):
        po.grad(source(by_name("matmul")), "matmul", wrt="Z")
    with pytest.raises(po.ArgumentError, match="wrt names no input of matmul"):  # (not a ParseError of our text)
        po.grad(source(by_name("matmul")), "matmul", wrt=())


def test_an_error_without_a_column_names_the_line_only():
    """An error that knows its line and not its column says ``line 2: ``, not ``column None``."""
    e = NotDifferentiable("no gradient", line=2, source="def f\n  Y(n, h) = X(n, h / 2)\n}")
    assert str(e).startswith("line 2: ") and "None" not in str(e), str(e)


@pytest.mark.parametrize("src, shapes", [
    ("def f(double(N) X) -> (O) { O(i) = X(i / 2) * X(i / 2) where i in 0:2 * N }", {"X": (3,)}),
    ("def f(double(B, C, H, W) I) -> (O) { O(b, c, h, w) = I(b, c, h / 2, w / 2) where h in 0:2 * H, "
     "w in 0:2 * W }", {"I": (2, 2, 3, 2)}),
    ("def f(double(N, C4, H, W) I) -> (O) { O(n, c, h, w) = I(n, 4 * c + 2 * (h % 2) + w % 2, h / 2, w / 2) "
     "where c in 0:C4 / 4, h in 0:2 * H, w in 0:2 * W }", {"I": (1, 8, 2, 3)}),
    ("def f(double(N) X) -> (O) { O(i) +=! X(j) * X(i / 3) where j in 0:N, i in 0:N }", {"X": (7,)}),
    ("def f(double(N) X) -> (O) { O(i) = X(i % 3) * 2.0 where i in 0:N + 4 }", {"X": (5,)}),
    ("def f(double(N, Cin, H) I, double(Co, 2, 3) Wt) -> (O) { O(n, co, h) +=! I(n, (co / 2) * 2 + c, h + r) "
     "* Wt(co, c, r) where c in 0:2, h in 0:H - 2 }", {"I": (2, 4, 5), "Wt": (4, 2, 3)}),
], ids=["upsample-1d", "upsample-2d", "pixel-shuffle", "division-in-a-product", "modulo", "groups-by-division"])
def test_reads_whose_index_divides_have_a_gradient(src, shapes):
    """Nearest upsampling (``X(h / 2)``), pixel shuffle, ``X(i % 3)`` and a grouped convolution's
    ``I(n, (co / 2) * 2 + c, ...)`` were refused ("not affine without a division"); the read's
    element is a variable of its own in the gradient (``2 * x0 <= i < 2 * x0 + 2``), and a stride
    that remains is a condition with a floor division (``x0 + 3 * ((i - x0) / 3) - i == 0``)."""
    rng = np.random.default_rng(7)
    _finite_differences(src, {k: rng.standard_normal(v) for k, v in shapes.items()}, rng)


def test_kernel_without_float_inputs():
    with pytest.raises(po.PolyoptError, match="no float input"):
        po.grad(source(by_name("matmul_int32")), "matmul_int32")


@pytest.mark.parametrize("src, match", [
    ("def f(double(N) X) -> (Y) { Y(i) = lgamma(X(i)) }", "lgamma.*digamma"),
    ("def f(float(N) X) -> (Y) { Y(i) = X(i); Y(i) = Y(i / 2) * 2.0 }",
     r"reads Y\(i / 2\) while overwriting 'Y'"),
    ("def f(float(N, M) X, float(N) Y0) -> (Y) { Y(i) = Y0(i); Y(i) +=! X(i, j) * X(k, j) * Y(i) }",
     "reads its own accumulator 'Y': no gradient yet"),
    ("def f(float(N, M) X, float(N) Y0) -> (Y) { Y(i) = Y0(i); Y(i) += X(i, j) * Y(i) where j in i:M }",
     "reads 'Y' while accumulating into it"),
    ("def f(float(N) X, float(N, K) Z) -> (Y) { Y(i) = X(i); Y(i) *= Z(i, k) }", "accumulates with '\\*='"),
    ("def f(float(N) X) -> (Y) { Y(i) += X(i) }", "out= array"),
    ("def f(float(N) X) -> (Y) { Y(i) = X(i) where i in 0:1; Y(i) = Y(i - 1) * X(i) + Y(i) where i in 1:N }",
     "at the same step"),
])
def test_constructs_without_a_gradient_are_named(src, match):
    with pytest.raises(po.PolyoptError, match=match):
        po.grad(src)


def test_a_maximum_over_values_that_read_its_own_tensor_is_named():
    """nussinov's ``R(r, j) max=! ... R(r, j - 1) ...``: its values were stored before the maximum
    (``extrema.stored``), reading ``R`` before any statement wrote it: a ``BoundsError`` at the
    forward kernel's read, which compiles as it is; now the recurrence through ``max`` is named."""
    with open("benchmarks/polybench/kernels.tc") as f:
        text = f.read()
    with pytest.raises(NotDifferentiable, match=r"reads 'R' while writing it for the first time \(a recurrence\)"):
        po.grad(text, "nussinov")


def test_an_output_gradient_of_the_wrong_shape():
    g = po.grad(source(by_name("conv2d_stride2")), "conv2d_stride2")
    i, w = np.zeros((1, 2, 9, 9), np.float32), np.zeros((3, 2, 3, 3), np.float32)
    g(i, w, np.zeros((1, 3, 4, 4), np.float32))
    with pytest.raises(po.ShapeError, match=r"d_O has shape \(1, 3, 5, 4\), but the forward kernel's output O has "
                                            r"shape \(1, 3, 4, 4\)"):
        g(i, w, np.zeros((1, 3, 5, 4), np.float32))


def test_strided_window_gradient_runs_in_phases():
    """The data gradient of a stride-3 window of 5 taps: one dense correlation per phase of the
    position (``y = 3 * q + p``, taps ``j``) into a temporary of the phases, then interleaved (not a
    sum over the few ``h`` with ``0 <= y - 3 * h < K`` at each ``y``); against numpy at a size whose
    last phase is short. A stride-2 convolution's d_I is the same in two dimensions."""
    g = po.grad("def s3(double(N) X, double(K) F) -> (Y) { Y(h) +=! X(3 * h + k) * F(k) }", wrt="X")
    lines = [x.strip() for x in g.text.splitlines()]
    assert "d_X(k) = d_X_phases(k % 3, k / 3) where k in 0:N" in lines
    assert any(x.startswith("d_X_phases(k_phase, k_quot) +=! (k_quot - k_tap >= 0 && k_quot - k_tap < Y_0 ? "
                            "d_Y(k_quot - k_tap) : 0.0) * F(k_phase + 3 * k_tap) where ") for x in lines)
    rng = np.random.default_rng(4)
    X, F, dY = rng.standard_normal(23), rng.standard_normal(5), rng.standard_normal(7)
    want = np.zeros(23)
    for h in range(7):
        want[3 * h:3 * h + 5] += dY[h] * F
    np.testing.assert_allclose(g(X, F, dY), want, rtol=1e-12)
    conv = po.grad(source(by_name("conv2d_stride2")), "conv2d_stride2", wrt="I")
    assert "d_I(n, c, kh, kw) = d_I_phases(n, kh % 2, kw % 2, c, kh / 2, kw / 2)" in conv.text


@pytest.mark.parametrize("body, cancels", [
    ("s(n) +=! e(n, d)\n Y(n, d) = X(n, d) - mx(n) - log(s(n))", True),  # log-softmax
    ("Y(n, d) = e(n, d)", False),  # the shift without the normalization
    ("s(d) +=! e(n, d)\n Y(n, d) = e(n, d) / s(d)", False),  # normalized over the other index
])
def test_a_shift_that_cancels_gets_no_gradient_and_only_then(body, cancels):
    """``mx(n)`` subtracted inside ``exp`` gets no gradient where the outputs cannot change with it
    (shifts.py; softmax's is checked with the library), and keeps its path through the maximum
    otherwise: each against central differences."""
    src = f"def f(double(N, D) X) -> (Y) {{ mx(n) max=! X(n, d)\n e(n, d) = exp(X(n, d) - mx(n))\n {body} }}"
    g, fwd = po.grad(src), po.compile(src)
    assert ("# mx(n) gets no gradient" in g.text) == cancels and ("d_mx" not in g.text) == cancels, g.text
    rng = np.random.default_rng(3)
    x, dy = rng.standard_normal((5, 7)), rng.standard_normal((5, 7))
    got, h, fd = g(x, dy), 1e-6, np.empty_like(x)
    for k in range(x.size):
        e = np.zeros(x.size)
        e[k] = h
        fd.reshape(-1)[k] = np.sum(dy * (fwd(x + e.reshape(x.shape)) - fwd(x - e.reshape(x.shape)))) / (2 * h)
    np.testing.assert_allclose(got, fd, rtol=1e-6, atol=1e-8)


def test_a_max_over_computed_values_compares_the_stored_values():
    """``max=! exp(B(l, k))``: the gradient goes to the ``k`` whose value is the maximum, compared
    with the values the maximum was taken of (``O_vals``), not recomputed in another loop (a
    vector ``exp`` or a contracted FMA there differs in the last bit: rows got no gradient)."""
    rng = np.random.default_rng(0)
    g = po.grad("def f(double(L, K) B) -> (O) { O(l) max=! exp(B(l, k)) }")
    assert "O_vals(l, k) = exp(B(l, k))" in g.text
    b, d = rng.uniform(0.5, 1.5, (3, 17)), np.array([1.0, 2.0, 3.0])
    want = np.zeros_like(b)
    am = b.argmax(1)
    want[np.arange(3), am] = d * np.exp(b[np.arange(3), am])
    np.testing.assert_allclose(g(b, d), want, rtol=1e-14)
    g = po.grad("def f(double(K, M) A, double(M, J, K) B) -> (O) { O(k, m, j) min=! A(k, m) * A(k, m) - B(m, j, k) }")
    a, b, d = rng.uniform(0.5, 1.5, (5, 2)), rng.uniform(0.5, 1.5, (2, 5, 5)), rng.standard_normal((5, 2, 5))
    d_a, d_b = g(a, b, d)  # (every variable on the left: O is the expression itself)
    np.testing.assert_allclose(d_a, 2 * a * d.sum(2), rtol=1e-12)
    np.testing.assert_allclose(d_b, -d.transpose(1, 2, 0), rtol=1e-12)


def _finite_differences(src: str, args: dict, rng) -> None:
    """``po.grad(src)`` against central differences of sum(d_O * O) over O's finite elements, every
    element of every float input."""
    fwd, g = po.compile(src), po.grad(src)
    out = fwd(**args)
    live = np.isfinite(out)  # (a max over no step: the identity, -inf, and no gradient)
    d = rng.standard_normal(np.shape(out)) * live
    got = g(**args, d_O=d) if len(g.wrt) > 1 else (g(**args, d_O=d),)
    for x, gx in zip(g.wrt, got):
        for flat in range(args[x].size):
            vals = []
            for sign in (1, -1):
                moved = args[x].copy()
                moved.reshape(-1)[flat] += sign * 1e-6
                vals.append(float(np.sum(d[live] * fwd(**{**args, x: moved})[live])))
            np.testing.assert_allclose(gx.reshape(-1)[flat], (vals[0] - vals[1]) / 2e-6, rtol=1e-5, atol=1e-6,
                                       err_msg=f"d_{x}[{flat}]")


@pytest.mark.parametrize("src", [
    "def f(double(N) X, double(3) w) -> (O) { O(i) +=! X(i + k - 1) * w(k) where i in 0:N, k in 0:3, i + k >= 1, "
    "i + k - 1 < N }",
    "def f(double(N) X, double(3) w) -> (O) { O(i) +=! X(i + k - 1) * w(k) where i in 0:N, exists X(i + k - 1) }",
    "def f(double(N) X, double(3) w) -> (O) { O(h) +=! (2 * h + k - 1 >= 0 && 2 * h + k - 1 < N ? X(2 * h + k - 1) "
    ": 0.0) * w(k) where h in 0:(N + 1) / 2, k in 0:3 }",
], ids=["where", "exists", "stride2"])
def test_a_window_padded_by_where_or_with_a_stride_has_a_gradient(src):
    """Padding as ``where`` conditions or ``exists``, and a padded stride-2 window (ResNet's
    downsampling convolution): their gradient domains hold a bound that no one expression of the
    sizes gives (-1 for N >= 2, 0 for N = 1), which was ``Inexpressible``."""
    rng = np.random.default_rng(1)
    for n in (1, 2, 7):
        _finite_differences(src, {"X": rng.standard_normal(n), "w": rng.standard_normal(3)}, rng)


@pytest.mark.parametrize("src", [
    "def f(double(L, K) B) -> (O) { O(l) max=! exp(B(l, k)) where k <= l }",
    "def f(double(L, K) B) -> (O) { O(l) min=! B(l, k) * B(l, k) where k >= l }",
    "def f(double(L, K) B) -> (O) { O(l) max=! tanh(B(l, k)) where k <= l, k + 2 > l }",
], ids=["causal", "upper", "band"])
def test_a_masked_max_over_computed_values_has_a_gradient(src):
    """The stored values of a max over a triangle or a band (``O_vals``) extend ``min(K, L)``
    along ``k``: the gradient takes ``K``, a bound at every size (it was a SemanticError naming
    ``O_vals``)."""
    rng = np.random.default_rng(5)
    for shape in ((3, 5), (5, 3), (4, 4)):
        _finite_differences(src, {"B": rng.uniform(0.5, 1.5, shape)}, rng)


@pytest.mark.timeout(120)
def test_a_strided_convolutions_gradient_under_maximal_fusion_compiles_in_seconds():
    """With ``fusion="max"`` the data gradient of a stride-2 convolution (its window as sizes)
    fused bands whose full tiles took isl minutes to find; past ``FULL_TILE_OPERATIONS`` the band
    keeps its guards (found by a helper's sweep: no result in 390 s)."""
    src = ("def f(double(N, C, H, W) I, double(K, C, KH, KW) Wt) -> (O) {\n"
           "    O(n, k, h, w) +=! I(n, c, 2 * h + kh, 2 * w + kw) * Wt(k, c, kh, kw)\n}")
    rng = np.random.default_rng(3)
    i, wt = rng.standard_normal((1, 2, 7, 8)), rng.standard_normal((3, 2, 3, 2))
    fwd = po.compile(src)
    g = po.grad(src, wrt="I", options=po.Options(fusion="max"))
    d = rng.standard_normal(np.shape(fwd(i, wt)))
    want = np.zeros_like(i)
    for kh in range(3):
        for kw in range(2):
            want[:, :, kh:kh + 2 * d.shape[2]:2, kw:kw + 2 * d.shape[3]:2] += \
                np.einsum("nkhw,kc->nchw", d, wt[:, :, kh, kw])
    np.testing.assert_allclose(g(i, wt, d), want, rtol=1e-12, atol=1e-12)


def test_a_window_of_symbolic_width_padded_by_exists_has_a_gradient():
    """``j in 0:K`` under ``exists X(i + j - 1)``: the range of ``j`` has no bound over every
    size; isl's "unbounded optimum" was a raw ``islpy.Error`` (found by a helper's sweep), then a
    clean refusal; ``N + 1`` bounds ``j`` in d_X at every size and ``j < K`` states the rest."""
    src = ("def f(double(N) X, double(K) W) -> (O) { O(i) +=! X(i + j - 1) * W(j) "
           "where i in 0:N, j in 0:K, exists X(i + j - 1) }")
    rng = np.random.default_rng(6)
    for n, k in ((1, 1), (1, 3), (4, 1), (3, 6), (7, 2)):
        _finite_differences(src, {"X": rng.standard_normal(n), "W": rng.standard_normal(k)}, rng)


@pytest.mark.parametrize("src", [
    "def f(double(N) X) -> (O) { O(i) = pow(X(i), 2.0) + pow(X(i), 1.0) * 3.0 }",
    "def f(double(N) X, int32(N) K) -> (O) { O(i) = X(i) * K(i) / 2 + X(i) * N / (N + 1) }",
    "def f(double(N) X) -> (O) { O(i) = X(i) * 0.1 * 0.3 }",
], ids=["pow-2-and-1", "integer-factors-divided", "two-literals"])
def test_derivatives_of_powers_and_integer_factors(src):
    """``pow(x, 2.0)`` had the derivative 2.0 (not 2x); ``X * K / 2`` with an int32 ``K`` divided
    its derivative ``K / 2`` as ints (1 for K = 3; ``X * N / (N + 1)``: 0); ``X * 0.1 * 0.3`` in
    double had ``d_O * (0.1 * 0.3)``, two literals multiplied in float32 (found by a helper's sweep)."""
    rng = np.random.default_rng(3)
    for n in (1, 3, 7):
        args = {"X": rng.standard_normal(n)}
        if "K" in src:
            args["K"] = rng.integers(-5, 6, n).astype(np.int32)
        _finite_differences(src, args, rng)
    if "0.3" in src:
        np.testing.assert_array_equal(po.grad(src)(np.ones(2), np.ones(2)), [0.1 * 0.3] * 2)


def test_a_gradient_that_starts_from_zero_has_its_inputs_type():
    """``d_w(i0) = 0.0 where ...`` (w read at a constant index, a gather's table) typed the
    gradient float32 for a float64 input: summed in float32 and returned as float32."""
    g = po.grad("def f(double(N) X, double(2) w) -> (Y) { Y(i) = X(i) * w(0) }")
    dy = np.array([1.0, 1e-9, 1.0])
    dx, dw = g(np.full(3, 0.1), np.array([0.3, 0.7]), dy)
    assert dw.dtype == np.float64 and dw.tolist() == [float(np.sum(np.full(3, 0.1) * dy)), 0.0]
    table = po.grad("def f(double(V, D) T, int32(B) I) -> (O) { O(b, d) = T(I(b), d) * 3.0 }")
    assert table(np.ones((2, 2)), np.array([0, 1], np.int32), np.ones((2, 2))).dtype == np.float64


def test_a_guarded_gathers_gradient_scatters_only_where_the_forward_read():
    """``O(i) = I(i) < N ? T(I(i)) * T(I(i)) : 0.0`` never reads the index N; its gradient
    scattered to it at every i (a RuntimeFault): the scatter's index now takes the guard."""
    src = "def g(double(N) T, int32(M) I) -> (O) { O(i) = I(i) < N ? T(I(i)) * T(I(i)) : 0.0 }"
    t, idx = np.array([1.0, 2.0, 3.0]), np.array([0, 3, 2, 0], np.int32)
    np.testing.assert_array_equal(po.grad(src)(t, idx, np.ones(4)), [4.0, 0.0, 6.0])
    _finite_differences(src, {"T": t, "I": idx}, np.random.default_rng(0))


def test_the_seed_of_an_output_with_an_empty_dimension_has_the_forward_calls_shape():
    """A 2 x 2 max pool of a 1 x 1 image is 1 x 1 x 0 x 0 in the forward call; the gradient
    wanted d_O of 0 x 0 x 0 x 0 (the model for sizes of at least 1 empties every dimension)."""
    src = "def mp(double(B, C, H, W) I) -> (O) { O(b, c, h, w) max=! I(b, c, 2 * h + kh, 2 * w + kw) " \
          "where kh in 0:2, kw in 0:2 }"
    x = np.random.default_rng(0).random((1, 2, 1, 1))
    out = po.compile(src)(x)
    assert out.shape == (1, 2, 0, 0)
    np.testing.assert_array_equal(po.grad(src)(x, np.zeros(out.shape)), np.zeros_like(x))


@pytest.mark.parametrize("src, args", [
    ("def f(double(N) A, double(M) B) -> (O) { O(i) = A(i) * B(i + 1) }", {"A": 4, "B": 3}),
    ("def f(double(N) X) -> (O) { O(i) = X(i) * 2 * (1.0 / N) + X(i) * 3 / 2 }", {"X": 5}),
    ("def f(double(N) X, int32(N) K) -> (O) { O(i) = X(i) / K(i) }", {"X": 3}),
    ("def f(double(L, S) X) -> (O) {\n    m(l, s) = s <= l ? X(l, s) : -1e400\n    mx(l) max=! m(l, s)\n"
     "    p(l, s) = exp(m(l, s) - mx(l))\n    z(l) +=! p(l, s)\n    O(l, s) = p(l, s) / z(l)\n}", {"X": (3, 3)}),
], ids=["seed-of-a-min-extent", "integer-literals", "integer-divisor", "masked-softmax-infinity"])
def test_gradients_of_extents_and_literals(src, args):
    """d_O was declared N for O of min(N, M - 1) elements (a ShapeError at every call); ``2 *
    (1.0 / N)`` became ``2 / N`` (0) and ``1.0 / K(n)`` float32 in a double kernel; the masked
    softmax's -1e400 was a raw ValueError when the gradient text was written (a helper's sweep)."""
    rng = np.random.default_rng(5)
    arrays = {k: rng.uniform(0.5, 1.5, v) for k, v in args.items()}
    if "K" in src:
        arrays["K"] = rng.integers(1, 5, 3).astype(np.int32)
    _finite_differences(src, arrays, rng)


def test_a_grouped_convolution_has_a_gradient():
    """TC's grouped convolution reads the input's channel ``4 * g + c``: ``g``'s bound in the data
    gradient is ``min(G - 1, Cin / 4 - 1)``, two pieces, so the gradient was refused
    (``NotDifferentiable``, a helper's sweep); ``G - 1`` bounds it at every size and a condition
    states the rest. Cin = 9 leaves a channel no group reads (its gradient 0)."""
    src = ("def gc(double(N, Cin, H) I, double(G, F, 4, 3) Wt) -> (O) {\n"
           "    O(n, g, f, h) +=! I(n, 4 * g + c, h + r) * Wt(g, f, c, r) where c in 0:4, h in 0:H - 2\n}")
    rng = np.random.default_rng(2)
    for n, cin, h, groups in ((1, 8, 3, 2), (2, 9, 5, 2), (1, 4, 4, 1)):
        _finite_differences(src, {"I": rng.standard_normal((n, cin, h)),
                                  "Wt": rng.standard_normal((groups, 2, 4, 3))}, rng)


@pytest.mark.parametrize("update", ["O(i) += B(i) * O(i)", "O(i) *= B(i) + O(i)", "O(i) max= B(i) * 2.0",
                                    "O(i) min= B(i) * O(i)"], ids=["plus", "times", "max", "min"])
def test_an_update_of_each_element_has_the_gradient_of_its_assignment(update):
    """``O(i) += B(i) * O(i)`` was refused ("reads 'O' while accumulating into it") while ``O(i) =
    O(i) + B(i) * O(i)`` had a gradient; with no variable besides the left-hand side's it is that
    assignment (``*=``, ``max=``, ``min=`` too: refused as accumulations into an earlier value)."""
    src = f"def f(double(N) X, double(N) B) -> (O) {{ O(i) = X(i) * X(i)\n {update} }}"
    rng = np.random.default_rng(4)
    for n in (1, 3, 6):
        _finite_differences(src, {"X": rng.uniform(0.5, 1.5, n), "B": rng.uniform(0.5, 1.5, n)}, rng)


@pytest.mark.parametrize("src", [
    "def f(double(N) X) -> (O) { O(i) = X(i)\n O(i) = O(i - 1) + X(i) where i in 1:N }",
    "def f(double(N) X) -> (O) { O(i) = X(i) * 2.0\n O(i) = X(i) * X(i) where i in 2:N }",
], ids=["scan-after-every-element", "overwrite-unread"])
def test_values_overwritten_before_any_read_are_left_out_of_the_gradient(src):
    """A cumulative sum written "every element, then from 1 on" overwrote part of O, refused (a
    helper's sweep) while the scan with its first statement at ``i in 0:1`` had a gradient; the
    first statement's overwritten values are never read, so the gradient leaves them out
    (``autodiff/dead.py``)."""
    rng = np.random.default_rng(8)
    for n in (1, 2, 5):
        _finite_differences(src, {"X": rng.standard_normal(n)}, rng)


def test_a_scan_with_two_initial_elements():
    """``O`` written at ``i in 0:2``, then from 2 on, has max(2, N) elements: no size expression
    gives it, which was a SemanticError without a line (a helper's sweep). Its declared shape is
    taken; without one the error names the statement and says to declare it."""
    body = "{ O(i) = X(i) where i in 0:2\n O(i) = O(i - 1) + O(i - 2) * X(i) where i in 2:N }"
    with pytest.raises(NotDifferentiable, match=r"line 2, column 2: .*not affine.*declare its shape"):
        po.grad(f"def f(double(N) X) -> (O) {body}")
    rng = np.random.default_rng(9)
    for n in (2, 3, 6):
        _finite_differences(f"def f(double(N) X) -> (double(N) O) {body}", {"X": rng.standard_normal(n)}, rng)


@pytest.mark.parametrize("src", [
    "def f(double(N) X) -> (O) { O(i) = X(i) * X(i)\n O(i) = O(i) * 3.0 + X(i) where i in 1:N }",
    "def f(double(N, M) X) -> (O) { O(i, j) = exp(X(i, j))\n O(i, j) = O(i, j) * O(i, j) where i in 0:N, "
    "j in 1:M - 1 }",
    "def f(double(N) X) -> (O) { T(i) = X(i) * 2.0\n T(i) = T(i) * X(i) where i in 0:N / 2\n O(i) = T(i) + 1.0 }",
], ids=["tail", "interior-columns", "temporary-half"])
def test_a_partial_overwrite_in_place_has_a_gradient(src):
    """``O(i) = O(i) * 3.0 + X(i) where i in 1:N`` after O was written whole (PolyBench's in-place
    updates) was refused ("overwrites part of 'O'"); the new value starts as a copy of the old
    one, and the old one's gradient is the new one's where nothing overwrote it."""
    rng = np.random.default_rng(10)
    for n in (2, 3, 6):
        _finite_differences(src, {"X": rng.standard_normal((n, 4) if "M" in src else n)}, rng)


@pytest.mark.parametrize("src, shape", [
    ("def f(double(A, B) X) -> (O) { O(i, j) = X(i + j, i - j + 3) * 2.0 where i in 0:3, j in 0:3 }", (6, 7)),
    ("def f(double(A, B) X) -> (O) { O(i, j) = X(i + j, i - j) * X(i + j, i - j) where i in 0:A, j in 0:i + 1, "
     "i + j < A, i - j < B }", (6, 3)),
    ("def f(double(N) X) -> (O) { O(i, j) = X(i * 2 + j * 3) * 2.0 where i in 0:3, j in 0:3 }", (13,)),
], ids=["rotated", "rotated-triangle", "two-strides"])
def test_indices_that_mix_variables_have_a_gradient(src, shape):
    """``X(i + j, i - j + 3)``: the second index, over the first's new variable, is ``x0 - 2 * j +
    3``; it was solved for ``j`` as if its coefficient were still -1 (a wrong read once strides
    could be stated), and before that refused; now it is a variable of its own and ``j`` is summed
    over under ``x0 - x1 - 2 * j == -3``."""
    rng = np.random.default_rng(11)
    _finite_differences(src, {"X": rng.standard_normal(shape)}, rng)


@pytest.mark.parametrize("src, shapes", [
    ("def f(double(M, M) A, double(M, N) B0) -> (O) { O(i, j) = B0(i, j)\n O(i, j) += A(k, i) * O(k, j) where "
     "k in i + 1:M\n O(i, j) = O(i, j) * 1.5 }", {"A": (5, 5), "B0": (5, 3)}),
    ("def f(double(N) X) -> (O) { O(i) = X(i) * X(i)\n O(i) = O(i + 1) * 2.0 where i in 0:N - 1 }", {"X": (5,)}),
], ids=["trmm-in-place", "shift-in-place"])
def test_an_update_that_reads_only_old_values_of_its_tensor_has_a_gradient(src, shapes):
    """PolyBench's trmm, ``B(i, j) += A(k, i) * B(k, j) where k in i + 1:M``, reads rows it has not
    updated yet, and ``O(i) = O(i + 1) * 2.0`` reads an element before it is overwritten: both were
    refused as reading the tensor they write; where isl says no read sees the statement's own
    writes, the reads are of the old value."""
    rng = np.random.default_rng(12)
    _finite_differences(src, {k: rng.uniform(0.5, 1.5, v) for k, v in shapes.items()}, rng)


def test_gradient_specialize_checks_the_forward_sizes():
    """A missing size was a raw KeyError and a d_O size given too a TypeError (a helper's sweep)."""
    g = po.grad("def conv(float(N, C, H, W) I, float(K, C, 3, 3) Wt) -> (O) { O(n, k, h, w) +=! "
                "I(n, c, h + r, w + s) * Wt(k, c, r, s) }")
    with pytest.raises(po.ArgumentError, match="missing size.s. K"):
        g.specialize(N=2, C=3, H=6, W=7)
    with pytest.raises(po.ArgumentError, match="O_2, O_3 follow.s. from the forward kernel's sizes"):
        g.specialize(N=2, C=3, H=6, W=7, K=4, O_2=4, O_3=5)
    with pytest.raises(po.ShapeError, match="size H must be an int >= 0"):
        g.specialize(N=2, C=3, H=-6, W=7, K=4)
    assert g.specialize(N=2, C=3, H=6, W=7, K=4).source


@pytest.mark.parametrize("src, shapes", [
    ("def f(double(N) X) -> (O) { O(i) = X(i) * X(i) where i in 0:N, i != 2 }", {"X": (5,)}),
    ("def f(double(N) X) -> (O) { O(i) = X(i + 1) * 3.0 where i in 0:N - 1, i != 2 }", {"X": (6,)}),
    ("def f(double(N, M) X) -> (O) { O(i) +=! X(i, j) * X(i, j) where j != i }", {"X": (4, 5)}),
    ("def f(double(N, N) A, double(N, K) B) -> (O) { O(i, k) +=! A(i, j) * B(j, k) where i != j }",
     {"A": (4, 4), "B": (4, 3)}),
    ("def f(double(N, M) X, double(M) w) -> (O) { T(i, j) = X(i, j) * w(j) where i != j\n O(i) +=! T(i, j) * T(i, j) }",
     {"X": (4, 3), "w": (3,)}),
    ("def f(double(N) X) -> (O) { O(i) = X(i) * X(i)\n O(i) = O(i) * 3.0 + X(i) where i in 0:N, i != 2 }",
     {"X": (5,)}),
], ids=["elementwise", "shifted", "reduction", "contraction", "temporary", "partial-overwrite"])
def test_a_domain_of_several_pieces_has_a_gradient(src, shapes):
    """``where i != 2`` makes the gradient's domain a union of pieces, which no one ``where`` clause
    states: it was refused ("a union of 2 pieces"); each piece is now a statement of its own that
    adds to the gradient, and an old value's gradient where a union overwrote it is a condition
    joined by ``||``."""
    rng = np.random.default_rng(13)
    for scale in (1, 2):
        _finite_differences(src, {k: rng.standard_normal(tuple(n * scale for n in v)) for k, v in shapes.items()}, rng)


def test_a_gradient_into_a_partial_overwrite_is_not_inlined():
    """``O(i) = X(i) * 2.0 where i == 2`` between two whole writes of O: its gradient was inlined
    into its one derivative while the old value's gradient read it as a tensor, ``None(i0)`` in
    the text (a SemanticError at compile time)."""
    src = ("def f(double(N) X) -> (O) { O(i) = X(i) * X(i)\n O(i) = X(i) * 2.0 where i in 0:N, i == 2\n "
           "O(i) = O(i) * X(i) }")
    rng = np.random.default_rng(16)
    for n in (3, 5):
        _finite_differences(src, {"X": rng.standard_normal(n)}, rng)


@pytest.mark.parametrize("src, shapes", [
    ("def f(double(N, M) X, double(N) Y0) -> (O) { O(i) = Y0(i)\n O(i) += X(i, j) * O(i) }", {"X": (3, 4), "Y0": (3,)}),
    ("def f(double(N) X, double(1) S0) -> (O) { O = S0(0)\n O += O * X(j) }", {"X": (5,), "S0": (1,)}),
    ("def f(double(N, M) X, double(N) Y0) -> (O) { O(i) = Y0(i)\n O(i) *= X(i, j) + sin(O(i)) }",
     {"X": (3, 4), "Y0": (3,)}),
    ("def f(double(N, M) X, double(N) Y0) -> (O) { O(i) = Y0(i)\n O(i) += X(i, j) * tanh(O(i)) where j in 1:M }",
     {"X": (3, 4), "Y0": (3,)}),
    ("def f(double(N, M) X, double(N) Y0) -> (O) { O(i) = Y0(i)\n O(i) +=! X(i, j) * O(i) + X(i, j) }",
     {"X": (3, 4), "Y0": (3,)}),
    ("def f(double(N, M) X, double(N) Y0) -> (O) { T(i) = Y0(i)\n T(i) +=! X(i, j) * T(i) + X(i, j)\n "
     "O(i) = T(i) * 2.0 }", {"X": (3, 4), "Y0": (3,)}),
    ("def f(double(N, M) X, double(N) Y0) -> (O) { O(i) = Y0(i)\n O(i) *=! X(i, j) + 0.1 * O(i) }",
     {"X": (3, 4), "Y0": (3,)}),
], ids=["plus", "scalar", "times", "range", "restart", "restart-temporary", "restart-product"])
def test_a_reduction_that_reads_its_accumulator_is_a_recurrence(src, shapes):
    """``O(i) += X(i, j) * O(i)`` updates O(i) from the value the previous j left: refused ("reads
    'O' while accumulating into it"); it is a recurrence over the steps j (``updates.as_steps``).
    ``O(i) +=! X(i, j) * O(i) + X(i, j)`` after O was written starts from 0 and read the running
    sum, but its gradient took ``O(i)`` for the old value: wrong numbers (a helper's sweep)."""
    rng = np.random.default_rng(15)
    for scale in (1, 2):
        _finite_differences(src, {k: rng.uniform(0.5, 1.0, tuple(n * scale if n > 1 else n for n in v))
                                  for k, v in shapes.items()}, rng)


@pytest.mark.parametrize("src", [
    "def f(double(N, N) X, double(N) Y0) -> (O) { O(i) = Y0(i); O(i) += X(i, j) * O(i) where j in 0:i }",
    "def f(double(N, N) X, double(N) Y0) -> (O) { O(i) = Y0(i); O(i) +=! X(i, j) * O(i) + 1.0 where j in 0:i }",
    "def f(double(N, N) X, double(N) Y0) -> (O) { O(i) = Y0(i); O(i) += sin(X(i, j) * O(i)) where j in i:N }",
    "def f(double(N, N) X, double(N) Y0) -> (O) { O(i) = Y0(i); O(i) *= X(i, j) + O(i) where j in 0:N, j <= i, "
    "j + 2 > i }",
], ids=["lower", "restart", "upper", "band"])
def test_a_triangular_reduction_that_reads_its_accumulator_is_a_recurrence(src):
    """``O(i) += X(i, j) * O(i) where j in 0:i`` was refused ("reads 'O' while accumulating into
    it"): its range of ``j`` depends on ``i``. It is a recurrence over the steps of the hull of
    ``j`` whose steps outside the range copy the last value (``updates.as_steps``)."""
    rng = np.random.default_rng(16)
    for n in (1, 2, 5):
        _finite_differences(src, {"X": rng.uniform(-1, 1, (n, n)), "Y0": rng.uniform(-1, 1, n)}, rng)


@pytest.mark.parametrize("src, shapes", [
    ("def f(double(N) X) -> (O) { O(i) = X(i) * X(i)\n O(i) = O(N - 1 - i) * X(i) }", {"X": (5,)}),
    ("def f(double(N, N) X) -> (O) { O(i, j) = X(i, j)\n O(i, j) = O(j, i) * X(i, j) + 1.0 }", {"X": (3, 3)}),
], ids=["reverse", "transpose"])
def test_an_overwrite_that_reads_its_own_writes_runs_in_rounds(src, shapes):
    """``O(i) = O(N - 1 - i) * X(i)`` reads old values in its first half and what the first half
    wrote in its second (numpy's in-place loop): refused ("reads O(N - 1 - i) while overwriting
    'O'"); it is the same statement in two rounds, each reading values written before it
    (``autodiff/rounds.py``)."""
    rng = np.random.default_rng(14)
    for scale in (1, 2):
        _finite_differences(src, {k: rng.standard_normal(tuple(n * scale for n in v)) for k, v in shapes.items()}, rng)

def test_a_computed_index_has_no_gradient_and_says_where():
    """A read whose index is computed at run time without a tensor (``X((i + 3) % N)``) raised isl's
    NotAffine from inside po.grad (a helper's fuzzer); it is a NotDifferentiable naming the read, and
    the index read from an integer tensor, as the message says, has a gradient."""
    with pytest.raises(NotDifferentiable, match=r"line 2, column 9: no gradient for X\(\(\(i \+ 3\) % N\)\)"):
        po.grad("def f(double(N) X) -> (O) {\n O(i) = X((i + 3) % N) - X(i)\n}")
    with pytest.raises(NotDifferentiable, match=r"line 1, column 42: .*index \(\(i \* j\) / N\) is computed"):
        po.grad("def f(double(N, M) X) -> (O) { O(i, j) = X(i * j / N, j) where i in 0:N }")
    rng = np.random.default_rng(10)
    src = "def f(double(N) X) -> (O) {\n idx(i) = (i + 3) % N where i in 0:N\n O(i) = X(idx(i)) * X(i)\n}"
    for n in (1, 2, 5):
        _finite_differences(src, {"X": rng.standard_normal(n)}, rng)


@pytest.mark.parametrize("src, shape", [
    ("def f(double(N) X) -> (O) { O(i) +=! X(j) where i in 0:N, j in 0:i+1 }", lambda n: (n,)),
    ("def f(double(B, N) X) -> (O) { O(b, i) +=! X(b, j) * X(b, j) where i in 0:N, j <= i }", lambda n: (2, n)),
], ids=["prefix-sum", "rows-of-squares"])
def test_a_prefix_sum_run_as_a_recurrence_has_a_gradient(src, shape):
    """The forward kernel runs its prefix sum as a recurrence (``poly/scans.py``); the gradient
    differentiates the statement as written: d_X is a suffix sum of d_O."""
    assert any("prefix reduction" in note for note in po.compile(src).scop.notes)
    rng = np.random.default_rng(17)
    for n in (1, 2, 5):
        _finite_differences(src, {"X": rng.standard_normal(shape(n))}, rng)
    x, d = rng.standard_normal(shape(7)), rng.standard_normal(shape(7))
    suffix = np.cumsum(d[..., ::-1], axis=-1)[..., ::-1]
    np.testing.assert_allclose(po.grad(src)(x, d), suffix * (1 if x.ndim == 1 else 2 * x), rtol=1e-12)
