"""Kernels written from Tensor Comprehensions' own tests (test_corner_cases, test_tc2halide,
test_tc_mapper) and docs, with numpy references and awkward sizes (1, 0 where a size may be 0,
primes, non-multiples of a vector). ``tests/lang/test_tc_suite.py`` runs them on the C target,
``tests/cuda/test_tc_cases_cuda.py`` on the CUDA target (the CPU emulation, and pycuda on a GPU).

Each case: ``(name, source, reference, [sizes, ...], input overrides, rtol)``."""

from __future__ import annotations

import math

import numpy as np

from polyopt.lang.parser import parse

F32, F64, I32 = np.float32, np.float64, np.int32

def ints(hi: str, less: int = 0):
    """Input override: indices in ``0 .. sizes[hi] - 1 - less``."""
    return lambda rng, shape, dt, sizes: rng.integers(0, max(sizes[hi] - less, 1), shape).astype(dt)


def arguments(source: str, sizes: dict, inputs: dict, seed: int) -> list:
    rng = np.random.default_rng(seed)
    args = []
    for p in parse(source).defs[0].params:
        shape = tuple(sizes[s] if isinstance(s, str) else s for s in p.shape)
        dt = np.dtype(p.dtype)
        if p.name in inputs:
            args.append(inputs[p.name](rng, shape, dt, sizes))
        elif not p.shape:
            args.append(float(0.5 + rng.random()) if dt.kind == "f" else int(rng.integers(1, 5)))
        elif dt.kind == "f":
            args.append((rng.random(shape) * 2 - 0.5).astype(dt))
        elif dt.kind == "b":
            args.append(rng.random(shape) < 0.5)
        else:
            args.append(rng.integers(-20 if dt.kind == "i" else 0, 20, shape).astype(dt))
    return args



def compare(got, want, what: str, rtol: float) -> None:
    """``got`` (a kernel's outputs) equal to ``want`` (numpy's): integers and bools exactly."""
    got, want = (got if isinstance(got, tuple) else (got,)), (want if isinstance(want, tuple) else (want,))
    assert len(got) == len(want), what
    for n, (g, w) in enumerate(zip(got, want)):
        g, w = np.asarray(g), np.asarray(w)
        at = f"output {n} {what}"
        assert g.shape == w.shape, f"{at}: shape {g.shape} != {w.shape}"
        if w.dtype.kind in "biu":
            assert g.dtype == w.dtype, at
            np.testing.assert_array_equal(g, w, err_msg=at)
        else:
            np.testing.assert_allclose(g.astype(F64), w.astype(F64), rtol=rtol, atol=rtol, err_msg=at)


def _s(**sizes):
    return sizes


def _cumsum_steps(x, steps):
    seq = [x]
    for _ in range(1, len(steps)):
        seq.append(seq[-1] * np.float32(0.5) + np.float32(1))
    return np.array(seq)


def _conv_pad1_stride2(I, W):
    n, c, h, w = I.shape
    m, _, kh_, kw_ = W.shape
    p = np.pad(I.astype(F64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    oh, ow = (h + 2 - kh_) // 2 + 1, (w + 2 - kw_) // 2 + 1
    out = np.zeros((n, m, oh, ow))
    for kh in range(kh_):
        for kw in range(kw_):
            window = p[:, :, kh:kh + 2 * oh:2, kw:kw + 2 * ow:2][:, :, :oh, :ow]
            out += np.einsum("nchw,mc->nmhw", window, W[:, :, kh, kw])
    return out


def _maxpool3_stride2(I):
    oh, ow = (I.shape[2] - 3) // 2 + 1, (I.shape[3] - 3) // 2 + 1
    out = np.full(I.shape[:2] + (oh, ow), -np.inf, F32)
    for a in range(3):
        for b in range(3):
            out = np.maximum(out, I[:, :, a:a + 2 * oh:2, b:b + 2 * ow:2][:, :, :oh, :ow])
    return out


def _attention(Q, K, V):
    s = Q.astype(F64) @ K.T / math.sqrt(Q.shape[1])
    e = np.exp(s - s.max(1, keepdims=True))
    return (e / e.sum(1, keepdims=True)) @ V


def _chain(X):
    a = X + 1
    b = a * a
    c = b[::-1] - a
    d = c + b
    return d[::-1] * c


def _gauss_seidel(A0, steps):
    a = A0.copy()
    for _ in range(1, len(steps)):
        for i in range(1, len(a) - 1):
            a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3
    return a


# (id, source, numpy reference, sizes, input overrides, rtol)
CASES = [
    # test_corner_cases: literal sizes, scalars in and out, no inputs, comparisons, exists, let
    ("literal_size_1", "def f(float(1) a) -> (b) { b(i) = a(i) }", lambda a: a, [{}], {}, 0),
    # test_tc_mapper_harness: sum1D version 0, a literal index on the left (the unused range is TC's)
    ("lhs_literal_index", "def sum1D(float(M) A) -> (C) { C(0) +=! A(r_m) where i in 0:1 }",
     lambda A: A.astype(F64).sum(keepdims=True), [_s(M=1), _s(M=17)], {}, 1e-5),
    ("lhs_literal_columns", "def f(float(M, N) A) -> (C) { C(i, 1) +=! A(i, j)\n C(i, 0) max=! A(i, j) }",
     lambda A: np.stack([A.max(1), A.astype(F64).sum(1)], 1), [_s(M=1, N=1), _s(M=7, N=13)], {}, 1e-5),
    ("scalar_to_0d", "def f(float a) -> (b) { b = a }", lambda a: F32(a), [{}], {}, 0),
    ("scalar_fill", "def f(float a) -> (b) { b(i) = a where i in 0:10 }", lambda a: np.full(10, a, F32), [{}], {}, 0),
    ("int_scalar_fill", "def f(int32 a) -> (b) { b(i) = a where i in 0:10 }", lambda a: np.full(10, a, I32), [{}],
     {}, 0),
    ("no_inputs", "def f() -> (b) { b(i) = 4 where i in 0:10 }", lambda: np.full(10, 4, I32), [{}], {}, 0),
    ("scalar_compare", "def f(float a, float b) -> (c) { c(i) = float(a <= b) + 2 * float(a != b) where i in 0:1 }",
     lambda a, b: np.array([float(a <= b) + 2 * float(a != b)], F32), [{}], {}, 0),
    ("scalar_logic", "def f(float a, float b) -> (c) { c(i) = float(!(a < .5) || b > .5) where i in 0:1 }",
     lambda a, b: np.array([float(not a < .5 or b > .5)], F32), [{}], {}, 0),
    ("exists_fill", "def f(float(1) a) -> (b) { b(i) = 4.0 where exists a(i) }", lambda a: np.full(1, 4, F32), [{}],
     {}, 0),
    ("let_binding", "def f(float(1) a) -> (b) { b(i) = 2*foo where foo = a(i) }", lambda a: 2 * a, [{}], {}, 0),
    # test_tc2halide: several statements, reductions of every type
    ("copy_reduce_copy", "def fun(float(M, N) I) -> (O1, O2, O3) {\n O1(i, j) = I(i, j)\n O2(i) +=! O1(i, j)\n"
     " O3(i) = O2(i)\n}", lambda I: (I, I.sum(1), I.sum(1)),
     [_s(M=7, N=13), _s(M=0, N=5), _s(M=5, N=0)], {}, 1e-5),
    ("sum_bool_is_any", "def t(bool(N) A) -> (B) { B(k) +=! A(i) where k in 0:1 }", lambda A: np.array([A.any()]),
     [_s(N=0), _s(N=37)], {}, 0),
    ("sum_uint8_wraps", "def t(uint8(N) A) -> (B) { B(k) +=! A(i) where k in 0:1 }",
     lambda A: np.array([A.sum(dtype=np.uint8)]), [_s(N=0), _s(N=37)], {}, 0),
    ("sum_int16", "def t(int16(N) A) -> (B) { B(k) +=! A(i) where k in 0:1 }",
     lambda A: np.array([A.sum(dtype=np.int16)]),
     [_s(N=1), _s(N=37)], {}, 0),
    ("sum_float16", "def t(float16(N) A) -> (B) { B(k) +=! A(i) where k in 0:1 }",
     lambda A: np.array([A.astype(F32).sum()], np.float16), [_s(N=1), _s(N=37)], {}, 1e-2),
    # constants in indices and range inference
    ("diff", "def f(float(N) A) -> (B) { B(i) = A(i + 1) - A(i) }", np.diff, [_s(N=1), _s(N=67)], {}, 1e-6),
    ("three_point", "def f(double(N) A) -> (B) { B(i) = A(i) + A(i + 1) + A(i + 2) }",
     lambda A: A[:-2] + A[1:-1] + A[2:],
     [_s(N=2), _s(N=31)], {}, 1e-12),
    ("stride_2_read", "def f(float(N) A) -> (B) { B(i) = A(2 * i) + A(2 * i + 1) }",
     lambda A: A[0:len(A) // 2 * 2:2] + A[1:len(A) // 2 * 2:2], [_s(N=1), _s(N=41)], {}, 1e-6),
    ("reverse", "def f(float(N) A) -> (B) { B(i) = A(N - 1 - i) }", lambda A: A[::-1], [_s(N=0), _s(N=19)],
     {}, 0),
    ("repeat_by_halves", "def f(float(N) A) -> (B) { B(i) = A(i / 2) where i in 0:2*N }", lambda A: np.repeat(A, 2),
     [_s(N=0), _s(N=9)], {}, 0),
    ("modulo_weights", "def f(float(N) A, float(3) W) -> (B) { B(i) = A(i) * W(i % 3) }",
     lambda A, W: A * W[np.arange(len(A)) % 3], [_s(N=0), _s(N=10)], {}, 1e-6),
    ("shifted_second_read", "def f(float(N) A, float(N) B) -> (C) { C(i) = A(i) + B(i + 2) }",
     lambda A, B: A[:len(A) - 2] + B[2:], [_s(N=2), _s(N=29)], {}, 1e-6),
    ("exists_shift", "def f(float(N) A) -> (B) { B(i) = A(i) * 2 where exists A(i + 1) }", lambda A: A[:-1] * 2,
     [_s(N=1), _s(N=19)], {}, 1e-6),
    ("index_values", "def f(float(N, M) X) -> (O) { O(i, j) = X(i, j) * M + N - i * j }",
     lambda X: X * X.shape[1] + X.shape[0] - np.arange(X.shape[0])[:, None] * np.arange(X.shape[1]),
     [_s(N=1, M=1), _s(N=7, M=13)], {}, 1e-5),
    ("index_division_truncates", "def f(float(N) X) -> (O, P) {\n O(i) = (i - 5) / 2 where i in 0:N\n"
     " P(i) = (i - 5) % 3 where i in 0:N\n}",
     lambda X: (np.trunc((np.arange(len(X)) - 5) / 2).astype(I32), np.fmod(np.arange(len(X)) - 5, 3).astype(I32)),
     [_s(N=1), _s(N=12)], {}, 0),
    # where clauses
    ("lower_triangle", "def f(float(N, N) A) -> (L) { L(i, j) = A(i, j) where j in 0:i+1 }", np.tril,
     [_s(N=1), _s(N=33)], {}, 0),
    ("strict_upper_sums", "def f(float(N, N) A) -> (s) { s(i) +=! A(i, j) where j > i }",
     lambda A: np.triu(A, 1).sum(1), [_s(N=0), _s(N=33)], {}, 1e-5),
    ("trmm_like", "def f(float(N, N) A, float(N, M) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) where k in i:N }",
     lambda A, B: np.triu(A) @ B, [_s(N=1, M=1), _s(N=37, M=20)], {}, 1e-4),
    ("syrk_lower", "def syrk(double(N, M) A, double(N, N) C, double alpha, double beta) -> (O) {\n"
     " O(i, j) +=! alpha * A(i, k) * A(j, k) where j in 0:i+1\n O(i, j) = O(i, j) + beta * C(i, j) where j in 0:i+1\n}",
     lambda A, C, al, be: np.tril(al * A @ A.T + be * C), [_s(N=13, M=5)], {}, 1e-10),
    # reductions: rank-0 outputs, max/min/prod on several types
    ("sum_to_0d", "def f(float(M, N) A) -> (s) { s +=! A(i, j) }", lambda A: F32(A.sum()),
     [_s(M=0, N=3), _s(M=13, N=29)], {}, 1e-5),
    ("sum_to_0d_parens", "def f(double(M, N) A) -> (s) { s() +=! A(i, j) * A(i, j) }", lambda A: (A * A).sum(),
     [_s(M=1, N=1), _s(M=13, N=29)], {}, 1e-12),
    ("max_to_0d", "def f(float(N) A) -> (m) { m max=! A(i) }", lambda A: F32(A.max()) if A.size else F32(-np.inf),
     [_s(N=0), _s(N=37)], {}, 0),
    ("min_uint8", "def f(uint8(M, N) A) -> (m) { m(i) min=! A(i, j) }",
     lambda A: A.min(1) if A.shape[1] else np.full(A.shape[0], 255, np.uint8), [_s(M=3, N=0), _s(M=7, N=33)], {}, 0),
    ("prod_int32", "def f(int32(M, N) A) -> (p) { p(i) *=! A(i, j) }", lambda A: np.prod(A, axis=1, dtype=I32),
     [_s(M=3, N=0), _s(M=7, N=5)], {"A": lambda rng, shape, dt, s: rng.integers(-3, 4, shape).astype(dt)}, 0),
    ("max_min_negative", "def f(float(N, M) A) -> (O, P) {\n O(i) max=! -A(i, j) - 5\n P(i) min=! A(i, j) + 5\n}",
     lambda A: ((-A - 5).max(1), (A + 5).min(1)), [_s(N=3, M=1), _s(N=5, M=17)], {}, 0),
    ("two_reductions_one_output",
     "def f(float(N, M) A, float(N, K) B) -> (O) {\n O(i) +=! A(i, j)\n O(i) += B(i, k) * 2\n}",
     lambda A, B: A.sum(1) + 2 * B.sum(1), [_s(N=5, M=0, K=3), _s(N=37, M=20, K=9)], {}, 1e-5),
    ("several_outputs_with_0d", "def f(float(N) X) -> (s, m, Y) {\n s +=! X(i)\n m max=! X(i)\n Y(i) = X(i) - m + s\n}",
     lambda X: (F32(X.sum()), X.max(), X - X.max() + X.sum()), [_s(N=1), _s(N=37)], {}, 1e-5),
    # gathers (indirection), scatters
    ("gather_of_gather", "def f(float(V) T, int32(N) I, int32(M) J) -> (O) { O(m) = T(I(J(m))) }",
     lambda T, I, J: T[I[J]], [_s(V=9, N=4, M=0), _s(V=5, N=3, M=7)],
     {"I": ints("V"), "J": ints("N")}, 0),
    ("gather_plus_one", "def f(float(V) T, int32(N) I) -> (O) { O(n) = T(I(n) + 1) }", lambda T, I: T[I + 1],
     [_s(V=2, N=11)], {"I": ints("V", 1)}, 0),
    ("gather_rows_sum", "def f(float(V, D) T, int64(B, L) I) -> (O) { O(b, d) +=! T(I(b, l), d) }",
     lambda T, I: T[I].sum(1), [_s(V=7, D=17, B=3, L=1), _s(V=7, D=5, B=3, L=0)], {"I": ints("V")}, 1e-5),
    ("gather_size_t", "def f(float(V) T, size_t(N) I) -> (O) { O(n) = T(I(n)) * 2f64 }", lambda T, I: T[I] * 2.0,
     [_s(V=4, N=6)], {"I": ints("V")}, 0),
    ("histogram_scatter", "def f(int32(N) I) -> (H) {\n H(v) = 0 where v in 0:10\n H(I(n)) += 1\n}",
     lambda I: np.bincount(I, minlength=10).astype(I32), [_s(N=0), _s(N=100)],
     {"I": lambda rng, s, dt, z: rng.integers(0, 10, s).astype(dt)}, 0),
    ("scatter_max", "def f(float(N) X, int32(N) I) -> (H) {\n H(v) = -1000.0 where v in 0:5\n H(I(n)) max= X(n)\n}",
     lambda X, I: (lambda H: (np.maximum.at(H, I, X), H)[1])(np.full(5, -1000, F32)), [_s(N=1), _s(N=50)],
     {"I": lambda rng, s, dt, z: rng.integers(0, 5, s).astype(dt)}, 0),
    # ternaries, builtins, min/max
    ("data_select", "def f(float(N) A, float(N) B) -> (C) { C(i) = A(i) > B(i) ? A(i) : -B(i) }",
     lambda A, B: np.where(A > B, A, -B), [_s(N=0), _s(N=23)], {}, 0),
    ("affine_select", "def f(float(N) A) -> (C) { C(i) = i < 3 ? A(i) * 2 : A(i) }",
     lambda A: np.where(np.arange(len(A)) < 3, 2 * A, A), [_s(N=2), _s(N=23)], {}, 0),
    ("math_double", "def f(double(N) A) -> (O) { O(i) = exp(A(i)) + tanh(A(i)) + sqrt(fabs(A(i))) + log1p(fabs(A(i)))"
     " + pow(fabs(A(i)), 1.5) }",
     lambda A: np.exp(A) + np.tanh(A) + np.sqrt(np.abs(A)) + np.log1p(np.abs(A)) + np.abs(A) ** 1.5,
     [_s(N=1), _s(N=17)], {}, 1e-12),
    ("math_float", "def f(float(N) A) -> (O) { O(i) = exp(A(i)) + tanh(A(i)) + sqrt(fabs(A(i))) + atan2(A(i), 1.0) }",
     lambda A: np.exp(A) + np.tanh(A) + np.sqrt(np.abs(A)) + np.arctan2(A, 1.0), [_s(N=1), _s(N=100)], {}, 1e-5),
    ("min_max_builtins", "def f(float(N) A, float(N) B) -> (O) { O(i) = max(A(i), B(i)) - min(A(i), 0.0) }",
     lambda A, B: np.maximum(A, B) - np.minimum(A, 0), [_s(N=33)], {}, 0),
    ("uint8_abs_difference",
     "def f(uint8(M, K) A, uint8(M, K) B) -> (C) { C(i, j) = max(A(i, j), B(i, j)) - min(A(i, j), B(i, j)) }",
     lambda A, B: np.maximum(A, B) - np.minimum(A, B), [_s(M=7, K=100)], {}, 0),
    # layers: fully connected + bias + relu, strided padded conv, pooling, attention, layernorm
    ("fc_bias_relu", "def f(float(B, M) I, float(N, M) W, float(N) b) -> (O) {\n O(i, n) +=! I(i, m) * W(n, m)\n"
     " O(i, n) = fmax(O(i, n) + b(n), 0)\n}", lambda I, W, b: np.maximum(I @ W.T + b, 0),
     [_s(B=3, M=0, N=5), _s(B=13, M=17, N=19)], {}, 1e-4),
    ("conv_pad1_stride2",
     "def f(float(N, C, H, W) I, float(M, C, KH, KW) Wt) -> (O) {\n"
     " O(n, m, h, w) +=! (2*h + kh - 1 >= 0 && 2*h + kh - 1 < H && 2*w + kw - 1 >= 0"
     " && 2*w + kw - 1 < W) ? I(n, c, 2*h + kh - 1, 2*w + kw - 1) * Wt(m, c, kh, kw) : 0.0\n"
     "  where h in 0:(H + 2 - KH) / 2 + 1, w in 0:(W + 2 - KW) / 2 + 1\n}", _conv_pad1_stride2,
     [_s(N=1, C=2, H=7, W=6, M=3, KH=3, KW=3)], {}, 1e-4),
    ("maxpool_3x3_stride2", "def f(float(N, C, H, W) I) -> (O) { O(n, c, h, w) max=! I(n, c, 2*h + kh, 2*w + kw)"
     " where kh in 0:3, kw in 0:3 }", _maxpool3_stride2, [_s(N=1, C=1, H=3, W=3), _s(N=2, C=3, H=8, W=11)], {}, 0),
    ("attention", "def attn(float(Lq, D) Q, float(Lk, D) K, float(Lk, Dv) V) -> (O) {\n S(i, j) +=! Q(i, d) * K(j, d)\n"
     " S(i, j) = S(i, j) / sqrt(float(D))\n mx(i) max=! S(i, j)\n E(i, j) = exp(S(i, j) - mx(i))\n Z(i) +=! E(i, j)\n"
     " O(i, v) +=! E(i, j) * V(j, v)\n O(i, v) = O(i, v) / Z(i)\n}", _attention,
     [_s(Lq=1, Lk=1, D=1, Dv=1), _s(Lq=5, Lk=7, D=3, Dv=9)], {}, 1e-4),
    ("layernorm_eps", "def ln(float(N, D) X, float eps) -> (Y, mu, var) {\n mu(n) +=! X(n, d) / D\n"
     " var(n) +=! (X(n, d) - mu(n)) * (X(n, d) - mu(n)) / D\n Y(n, d) = (X(n, d) - mu(n)) * rsqrt(var(n) + eps)\n}",
     lambda X, eps: ((X - X.mean(1, keepdims=True)) / np.sqrt(X.var(1, keepdims=True) + eps), X.mean(1), X.var(1)),
     [_s(N=1, D=1), _s(N=3, D=129)], {}, 1e-4),
    # transposed and batched products, tensordot, Kronecker
    ("bmm_both_transposed",
     "def f(float(B, K, M) X, float(B, N, K) Y) -> (Z) { Z(b, i, j) +=! X(b, k, i) * Y(b, j, k) }",
     lambda X, Y: np.einsum("bki,bjk->bij", X, Y), [_s(B=2, K=0, M=3, N=4), _s(B=3, K=7, M=5, N=9)], {}, 1e-4),
    ("tensordot_two_axes", "def f(float(A, B, C) X, float(C, B, D) Y) -> (Z) { Z(a, d) +=! X(a, b, c) * Y(c, b, d) }",
     lambda X, Y: np.einsum("abc,cbd->ad", X, Y), [_s(A=1, B=1, C=1, D=1), _s(A=5, B=3, C=7, D=11)], {}, 1e-4),
    ("kronecker", "def kron(float(M, N) A, float(P, Q) B) -> (K) { K(i, k, j, l) = A(i, j) * B(k, l) }",
     lambda A, B: np.einsum("ij,kl->ikjl", A, B), [_s(M=3, N=5, P=2, Q=7)], {}, 1e-6),
    ("kru_sum", "def kru(float(R, M) A, float(R, N) B, float(M, N) X) -> (Y) { Y(r) +=! A(r, m) * B(r, n) * X(m, n) }",
     lambda A, B, X: np.einsum("rm,rn,mn->r", A, B, X), [_s(R=5, M=7, N=11)], {}, 1e-4),
    ("int64_matmul", "def f(int64(M, K) A, int64(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }", lambda A, B: A @ B,
     [_s(M=1, K=1, N=1), _s(M=7, K=13, N=5)], {}, 0),
    ("int8_sum_wraps", "def f(int8(M, K) A) -> (C) { C(i) +=! A(i, k) }", lambda A: A.sum(1, dtype=np.int8),
     [_s(M=7, K=100)], {}, 0),
    # temporaries and dependences between statements
    ("symmetric_part", "def f(float(N, N) A) -> (O) { O(i, j) = A(i, j) + A(j, i) }", lambda A: A + A.T,
     [_s(N=1), _s(N=67)], {}, 1e-6),
    ("reversed_consumer", "def f(float(N) X) -> (Y, Z) {\n Y(i) = X(i) * 2\n Z(i) = Y(N - 1 - i) + Y(i)\n}",
     lambda X: (2 * X, 2 * X[::-1] + 2 * X), [_s(N=1), _s(N=70)], {}, 1e-6),
    ("overwritten_temporary",
     "def f(float(N) X) -> (O) {\n T(i) = X(i)\n T(i) = T(i) * T(i) + 1\n O(i) = T(N - 1 - i)\n}",
     lambda X: (X * X + 1)[::-1], [_s(N=1), _s(N=9)], {}, 1e-6),
    ("normalize_by_sum", "def f(float(N) X) -> (Y) {\n s +=! X(i)\n Y(i) = X(i) / s\n}", lambda X: X / X.sum(),
     [_s(N=1), _s(N=70)], {}, 1e-5),
    ("chain_of_reversals",
     "def f(float(N) X) -> (O) {\n A(i) = X(i) + 1\n B(i) = A(i) * A(i)\n C(i) = B(N - 1 - i) - A(i)\n"
     " D(i) = C(i) + B(i)\n O(i) = D(N - 1 - i) * C(i)\n}", _chain, [_s(N=2), _s(N=9)], {}, 1e-5),
    ("stencil_of_temporary", "def f(float(N, M) X) -> (O) {\n T(i, j) = X(i, j) + X(i + 1, j) + X(i, j + 1)\n"
     " O(i, j) = T(i, j) - T(i + 1, j + 1)\n}",
     lambda X: (lambda T: T[:-1, :-1] - T[1:, 1:])(X[:-1, :-1] + X[1:, :-1] + X[:-1, 1:]),
     [_s(N=3, M=3), _s(N=7, M=19)], {}, 1e-5),
    ("product_read_transposed", "def f(float(N, K) A, float(K, N) B) -> (C, D) {\n C(i, j) +=! A(i, k) * B(k, j)\n"
     " D(i, j) = C(j, i) + C(i, j)\n}", lambda A, B: (A @ B, (A @ B).T + A @ B),
     [_s(N=1, K=1), _s(N=7, K=5)], {}, 1e-4),
    ("gemver_like", "def f(double(N, N) A, double(N) u, double(N) v, double(N) y) -> (B, x, w) {\n"
     " B(i, j) = A(i, j) + u(i) * v(j)\n x(i) +=! B(j, i) * y(j)\n w(i) +=! B(i, j) * x(j)\n}",
     lambda A, u, v, y: (lambda B: (B, B.T @ y, B @ (B.T @ y)))(A + np.outer(u, v)), [_s(N=1), _s(N=41)], {}, 1e-10),
    # recurrences and steps
    ("cumsum_two_statements", "def f(double(N) X) -> (Y) {\n Y(i) = X(i) where i in 0:1\n"
     " Y(i) = Y(i - 1) + X(i) where i in 1:N\n}", np.cumsum, [_s(N=1), _s(N=37)], {}, 1e-12),
    ("cumsum_ternary", "def f(float(N) X) -> (Y) { Y(i) = X(i) + (i >= 1 ? Y(i - 1) : 0.0) where i in 0:N }",
     lambda X: np.cumsum(X, dtype=F32), [_s(N=0), _s(N=37)], {}, 1e-5),
    ("keep_last_steps",
     "def f(float(N) X, float(T) st) -> (A[-1], B[-2:]) {\n A(t, i) = X(i) where t in 0:1, i in 0:N\n"
     " A(t, i) = A(t - 1, i) * 0.5 + 1 where t in 1:T, i in 0:N\n B(t, i) = A(t, i) + 1 where t in 0:T, i in 0:N\n}",
     lambda X, st: (lambda seq: (seq[-1], seq[-2:] + 1))(_cumsum_steps(X, st)), [_s(N=3, T=2), _s(N=7, T=5)], {}, 1e-5),
    ("gauss_seidel_in_place",
     "def gs(double(N) A0, double(T) st) -> (double(N) A) {\n A(t, i) = A0(i) where t in 0:1, i in 0:N\n"
     " A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : (A(t, i - 1) + A(t - 1, i) + A(t - 1, i + 1)) / 3.0"
     " where t in 1:T, i in 0:N\n}", _gauss_seidel, [_s(N=1, T=1), _s(N=19, T=6)], {}, 1e-12),
    ("declared_double_output", "def f(float(M, N) A) -> (double(M, N) C, S) {\n C(i, j) = double(A(i, j)) * 2\n"
     " S(i) +=! C(i, j)\n}", lambda A: (A.astype(F64) * 2, (A.astype(F64) * 2).sum(1)), [_s(M=5, N=9)], {}, 1e-12),
]


# numpy.einsum subscripts (with operand shapes) in forms a reviewer tries
EINSUMS = [
    ("ij,jk->ik", [(5, 7), (7, 3)]), ("ii->i", [(5, 5)]), ("ii->", [(5, 5)]), ("i,i->", [(13,)] * 2),
    ("ij->ji", [(1, 9)]), ("...ij,...jk->...ik", [(2, 3, 4, 5), (2, 3, 5, 6)]),
    ("...ij,...jk->...ik", [(1, 4, 5), (3, 5, 6)]), ("ij,ij->ij", [(3, 1), (3, 4)]), ("ij,j->ij", [(3, 4), (1,)]),
    ("i,j->ij", [(0,), (3,)]), ("ba,ab", [(5, 7), (7, 5)]), ("aB,Bc->ca", [(3, 4), (4, 5)]),
    (" i j , j k -> i k ", [(3, 4), (4, 5)]), ("iji->j", [(3, 4, 3)]), ("iii", [(3, 3, 3)]),
    ("ij,jk,kl->il", [(3, 4), (4, 5), (5, 2)]), ("bhqd,bhkd->bhqk", [(2, 3, 5, 8), (2, 3, 7, 8)]),
    (",i->i", [(), (5,)]), ("...i,...i->...", [(2, 3, 4), (4,)]), ("ab...,b...->a...", [(2, 3, 4), (3, 4)]),
    ("ij,jk->ik", [(5, 0), (0, 3)]), ("ij,j,i->", [(7, 5), (5,), (7,)]), ("rqs,sp->rqp", [(3, 4, 5), (5, 5)]),
    ("ik,jk->ij", [(7, 5), (7, 5)]),
]
