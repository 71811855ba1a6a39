"""An independent set of kernels, written the way outside reviewers check polyopt (from Tensor
Comprehensions' language and tests, PolyBench/C written differently from ``kernels/polybench.tc``,
numpy einsum strings), none a copy of ``tc_cases.py``, ``tc_defs.py`` or ``polybench_defs.py``.
Session 64 ran a larger set of this kind (87 defs, 45 strings) at sizes up to ~300 on both code
paths, 1 and 2 threads, the CUDA emulation, ``dynamic=True``, several ``Options`` and ``po.grad``;
this is a small, fast selection of it.

Each case: ``(name, source, reference, [sizes, ...], input overrides, rtol)``, as in ``tc_cases``."""

from __future__ import annotations

import numpy as np

from tests.lang.tc_cases import F32, F64, I32, _s, ints

F16, I64 = np.float16, np.int64


def _d(x):
    return np.asarray(x, F64)


def _conv1d(I, W, s=1, dil=1):
    I, W = _d(I), _d(W)
    wo = (I.shape[-1] - dil * (W.shape[-1] - 1) - 1) // s + 1
    out = np.zeros((I.shape[0], W.shape[0], wo))
    for r in range(W.shape[-1]):
        out += np.einsum("ncw,kc->nkw", I[:, :, dil * r: dil * r + s * (wo - 1) + 1: s], W[:, :, r])
    return out


def _conv2d(I, W, sh, sw, dh, dw):
    I, W = _d(I), _d(W)
    ho = (I.shape[2] - dh * (W.shape[2] - 1) - 1) // sh + 1
    wo = (I.shape[3] - dw * (W.shape[3] - 1) - 1) // sw + 1
    out = np.zeros((I.shape[0], W.shape[0], ho, wo))
    for r in range(W.shape[2]):
        for s in range(W.shape[3]):
            patch = I[:, :, dh * r: dh * r + sh * (ho - 1) + 1: sh, dw * s: dw * s + sw * (wo - 1) + 1: sw]
            out += np.einsum("nchw,kc->nkhw", patch, W[:, :, r, s])
    return out


def _group_conv_flat(I, W):
    """Output channel k reads input channels 2 (k // 4) and 2 (k // 4) + 1."""
    I, W = _d(I), _d(W)
    lo = I.shape[2] - W.shape[2] + 1
    out = np.zeros((I.shape[0], W.shape[0], lo))
    for k in range(W.shape[0]):
        for c in range(2):
            for r in range(W.shape[2]):
                out[:, k] += I[:, (k // 4) * 2 + c, r: r + lo] * W[k, c, r]
    return out


def _conv_transpose_s2(I, W):
    out = np.zeros(2 * len(I) + len(W) - 2)
    for i, x in enumerate(_d(I)):
        out[2 * i: 2 * i + len(W)] += x * _d(W)
    return out


def _xent(X, L):
    X = _d(X)
    m = X.max(1)
    loss = np.log(np.exp(X - m[:, None]).sum(1)) + m - X[np.arange(len(L)), L]
    return loss, loss.sum() / X.shape[0]


def _causal_softmax(S, temp):
    S = _d(S) / _d(np.float32(temp))
    mask = np.tril(np.ones(S.shape, bool))
    e = np.where(mask, np.exp(np.where(mask, S, -np.inf) - np.where(mask, S, -np.inf).max(1, keepdims=True)), 0.0)
    return e / e.sum(1, keepdims=True)


def _mha(Q, K, V, scale):
    S = np.einsum("bihd,bjhd->bhij", _d(Q), _d(K))
    E = np.exp((S - S.max(-1, keepdims=True)) * np.float32(scale))
    return np.einsum("bhij,bjhe->bihe", E / E.sum(-1, keepdims=True), _d(V))


def _sigmoid(x):
    return 1 / (1 + np.exp(-x))


def _lstm_cell(G, c0):
    G, c0 = _d(G), _d(c0)
    h = c0.shape[1]
    c = _sigmoid(G[:, h:2 * h]) * c0 + _sigmoid(G[:, :h]) * np.tanh(G[:, 2 * h:3 * h])
    return c, _sigmoid(G[:, 3 * h:]) * np.tanh(c)


def _masked_mean(X, M):
    c = M.sum(1).astype(I32)
    return np.where(c > 0, np.where(M, _d(X), 0).sum(1) / np.maximum(c, 1), 0.0), c


def _smooth(X0, w):
    X = _d(X0).copy()
    for _ in range(1, len(w)):
        Y = X.copy()
        if len(X) >= 5:
            Y[2:-2] = 0.1 * X[:-4] + 0.2 * X[1:-3] + 0.4 * X[2:-2] + 0.2 * X[3:-1] + 0.1 * X[4:]
        X = Y
    return X


def _jacobi2d_last_two(A0, steps):
    A, seq = A0.copy(), [A0.copy()]
    for _ in range(1, len(steps)):
        B = A.copy()
        B[1:-1, 1:-1] = 0.2 * (A[1:-1, 1:-1] + A[:-2, 1:-1] + A[2:, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:])
        A = B
        seq.append(A.copy())
    return np.stack(seq[-2:])


def _floyd(W):
    P = W.copy()
    for k in range(len(P)):
        P = np.minimum(P, P[:, k: k + 1] + P[k: k + 1, :])
    return P


def _backsub(U, b):
    x = np.zeros(len(b))
    for i in range(len(b) - 1, -1, -1):
        x[i] = (b[i] - U[i, i + 1:] @ x[i + 1:]) / U[i, i]
    return x


def _dominant(rng, shape, dt, sizes):
    return (rng.random(shape) + np.eye(shape[0]) * shape[0]).astype(dt)


def _full(dt_max):
    return lambda rng, shape, dt, sizes: rng.integers(0, dt_max, shape).astype(dt)


def _depthwise_pad1_stride2(I, W):
    p = np.pad(_d(I), ((0, 0), (1, 1)))
    lo = (I.shape[1] + 1) // 2
    return sum(p[:, r: r + 2 * (lo - 1) + 1: 2] * _d(W)[:, r: r + 1] for r in range(3))


CASES = [
    ("gemm_both_transposed",
     "def gemm_tt(float(K, M) A, float(N, K) B, float(M, N) C0, float alpha, float beta) -> (C) {\n"
     " T(i, j) +=! A(k, i) * B(j, k)\n C(i, j) = alpha * T(i, j) + beta * C0(i, j)\n}",
     lambda A, B, C0, al, be: np.float32(al) * (_d(A).T @ _d(B).T) + np.float32(be) * _d(C0),
     [_s(K=1, M=1, N=1), _s(K=17, M=13, N=19)], {}, 1e-4),
    ("bmm_batch_in_the_middle",
     "def bmm(float(I, B, K) X, float(B, K, J) Y) -> (O) { O(b, j, i) +=! X(i, b, k) * Y(b, k, j) }",
     lambda X, Y: np.einsum("ibk,bkj->bji", _d(X), _d(Y)), [_s(I=3, B=2, K=7, J=5)], {}, 1e-4),
    ("conv1d_stride3",
     "def c(float(N, C, W) I, float(K, C, R) Wt) -> (O) { O(n, k, w) +=! I(n, c, 3 * w + r) * Wt(k, c, r) }",
     lambda I, W: _conv1d(I, W, s=3), [_s(N=1, C=1, K=1, W=3, R=3), _s(N=2, C=3, K=5, W=17, R=4)], {}, 1e-4),
    ("conv1d_stride2_dilation3", "def c(float(L) I, float(R) Wt) -> (O) { O(w) +=! I(2 * w + 3 * r) * Wt(r) }",
     lambda I, W: _conv1d(I[None, None], W[None, None], s=2, dil=3)[0, 0], [_s(L=1, R=1), _s(L=17, R=2)], {}, 1e-5),
    ("conv2d_strides_and_dilations", """def c(float(N, C, H, W) I, float(K, C, R, S) Wt) -> (O) {
    O(n, k, h, w) +=! I(n, c, 2 * h + 2 * r, w + 3 * s) * Wt(k, c, r, s)
}""", lambda I, W: _conv2d(I, W, 2, 1, 2, 3), [_s(N=2, C=3, H=17, W=13, K=5, R=3, S=2)], {}, 1e-4),
    ("group_conv_flat_channels", """def c(float(N, CI, L) I, float(K, 2, R) Wt) -> (O) {
    O(n, k, l) +=! I(n, (k / 4) * 2 + c, l + r) * Wt(k, c, r) where c in 0:2
}""", _group_conv_flat, [_s(N=2, CI=6, K=12, L=17, R=2)], {}, 1e-4),
    ("conv_transpose1d_stride2", """def c(float(L) I, float(R) Wt) -> (O) {
    O(x) +=! I(i) * Wt(x - 2 * i) where x in 0:2 * L + R - 2, i in 0:L, x - 2 * i >= 0, x - 2 * i < R
}""", _conv_transpose_s2, [_s(L=1, R=1), _s(L=7, R=3)], {}, 1e-5),
    ("depthwise1d_pad1_stride2",
     "def c(float(C, L) I, float(C, 3) Wt) -> (O) {\n"
     " O(c, w) +=! (2 * w + r - 1 >= 0 && 2 * w + r - 1 < L ? I(c, 2 * w + r - 1) : 0.0) * Wt(c, r)"
     " where r in 0:3, w in 0:(L + 1) / 2\n}",
     _depthwise_pad1_stride2, [_s(C=1, L=1), _s(C=3, L=8), _s(C=2, L=17)], {}, 1e-5),
    ("gather_rows_and_columns", "def g(float(V, D) T, int32(N) R, int32(M) Cx) -> (O) { O(i, j) = T(R(i), Cx(j)) }",
     lambda T, R, C: T[R][:, C], [_s(V=7, D=3, N=17, M=2)], {"R": ints("V"), "Cx": ints("D")}, 0),
    ("take_along_axis_int64", "def g(float(N, M) A, int64(N, K) Idx) -> (O) { O(i, j) = A(i, Idx(i, j)) }",
     lambda A, I: np.take_along_axis(A, I, 1), [_s(N=7, M=3, K=5)], {"Idx": ints("M")}, 0),
    ("cross_entropy_gathered_label", """def xent(float(N, C) X, int32(N) L) -> (loss, tot) {
    m(i) max=! X(i, c)
    s(i) +=! exp(X(i, c) - m(i))
    loss(i) = log(s(i)) + m(i) - X(i, L(i))
    tot +=! loss(i) / N
}""", _xent, [_s(N=1, C=1), _s(N=7, C=3)], {"L": ints("C")}, 1e-5),
    ("upsample_linear", "def u(float(N) A) -> (O) { O(i) = (A(i / 2) + A((i + 1) / 2)) * 0.5 where i in 0:2 * N - 1 }",
     lambda A: np.interp(np.arange(2 * len(A) - 1) / 2, np.arange(len(A)), A), [_s(N=1), _s(N=7)], {}, 1e-6),
    ("roll_by_modulo", "def r(float(N) X) -> (O) { O(i) = X((i + 3) % N) where i in 0:N }",
     lambda X: np.roll(X, -3), [_s(N=1), _s(N=2), _s(N=17)], {}, 0),
    ("antidiagonal_sums", """def a(double(N, N) A) -> (S) {
    S(dd) +=! A(i, dd - i) where dd in 0:2 * N - 1, i in 0:N, dd - i >= 0, dd - i < N
}""", lambda A: np.array([np.fliplr(A).diagonal(len(A) - 1 - k).sum() for k in range(2 * len(A) - 1)]),
     [_s(N=1), _s(N=7)], {}, 1e-12),
    ("argmin_int64", "def a(int64(N, M) X) -> (m, am) {\n m(i) min=! X(i, j)\n am(i) min=! X(i, j) == m(i) ? j : M\n}",
     lambda X: (X.min(1), X.argmin(1).astype(I32)), [_s(N=7, M=3)], {}, 0),
    ("row_cumsum_int64",
     "def c(int64(M, N) X) -> (S) { S(i, j) = X(i, j) + (j >= 1 ? S(i, j - 1) : 0) where j in 0:N }",
     lambda X: np.cumsum(X, 1), [_s(M=3, N=7)], {}, 0),
    ("uint16_bits",
     "def b(uint16(N) A, uint16(N) B) -> (O, P) {\n O(i) = (A(i) >> 3) ^ (B(i) & 255)\n P(i) = (A(i) << 2) | ~B(i)\n}",
     lambda A, B: (((A >> 3) ^ (B & 255)).astype(np.uint16), ((A << 2) | ~B).astype(np.uint16)), [_s(N=17)],
     {"A": _full(65536), "B": _full(65536)}, 0),
    ("uint8_blend_via_uint16",
     "def b(uint8(N) A, uint8(N) B) -> (O) { O(i) = uint8((uint16(A(i)) * 3 + uint16(B(i))) / 4) }",
     lambda A, B: ((A.astype(np.uint16) * 3 + B) // 4).astype(np.uint8), [_s(N=17)],
     {"A": _full(256), "B": _full(256)}, 0),
    ("half_axpy_declared", "def h(half(N) X, half(N) Y, float a) -> (half(N) O) { O(i) = half(a * X(i) + Y(i)) }",
     lambda X, Y, a: (np.float32(a) * X.astype(F32) + Y.astype(F32)).astype(F16), [_s(N=17)], {}, 1e-3),
    ("int_division_by_sizes", "def i(int32(N) X) -> (O, P) {\n O(i) = X(i) / N\n P(i) = X(i) % (N + 2)\n}",
     lambda X: (np.trunc(X / len(X)).astype(I32), np.fmod(X, len(X) + 2).astype(I32)), [_s(N=1), _s(N=3)], {}, 0),
    ("causal_softmax_temperature", """def s(float(N, N) S, float temp) -> (P) {
    m(i) max=! S(i, j) / temp where j in 0:i+1
    e(i, j) = exp(S(i, j) / temp - m(i)) where j in 0:i+1
    z(i) +=! e(i, j) where j in 0:i+1
    P(i, j) = e(i, j) / z(i) where j in 0:i+1
}""", _causal_softmax, [_s(N=1), _s(N=7)], {}, 1e-5),
    ("layernorm_double_affine", """def ln(double(N, D) X, double(D) g, double(D) b) -> (Y, mean, rstd) {
    mean(n) +=! X(n, d) / D
    var(n) +=! (X(n, d) - mean(n)) * (X(n, d) - mean(n)) / D
    rstd(n) = 1.0 / sqrt(var(n) + 1e-5)
    Y(n, d) = (X(n, d) - mean(n)) * rstd(n) * g(d) + b(d)
}""", lambda X, g, b: ((X - X.mean(1, keepdims=True)) / np.sqrt(X.var(1, keepdims=True) + 1e-5) * g + b, X.mean(1),
                       1 / np.sqrt(X.var(1) + 1e-5)), [_s(N=3, D=7)], {}, 1e-10),
    ("normalize_through_0d",
     "def n(double(N) X) -> (nrm, Y) {\n ss +=! X(i) * X(i)\n nrm = sqrt(ss)\n Y(i) = X(i) / nrm\n}",
     lambda X: (np.linalg.norm(X), X / np.linalg.norm(X)), [_s(N=1), _s(N=17)], {}, 1e-12),
    ("multihead_attention_permuted", """def mha(float(B, L, H, D) Q, float(B, S, H, D) K, float(B, S, H, D) V,
                                           float scale) -> (O) {
    Sc(b, h, i, j) +=! Q(b, i, h, d) * K(b, j, h, d)
    m(b, h, i) max=! Sc(b, h, i, j)
    E(b, h, i, j) = exp(Sc(b, h, i, j) * scale - m(b, h, i) * scale)
    Z(b, h, i) +=! E(b, h, i, j)
    O(b, i, h, e) +=! E(b, h, i, j) * V(b, j, h, e) / Z(b, h, i)
}""", _mha, [_s(B=2, L=3, H=2, D=5, S=7)], {}, 1e-4),
    ("lstm_cell_gates_by_offset", """def l(float(N, H4) G, float(N, H) c0) -> (c, h) {
    c(n, j) = sigmoid(G(n, H + j)) * c0(n, j) + sigmoid(G(n, j)) * tanh(G(n, 2 * H + j))
    h(n, j) = sigmoid(G(n, 3 * H + j)) * tanh(c(n, j))
}""", _lstm_cell, [_s(N=3, H=7, H4=28)], {}, 1e-5),
    ("masked_mean_bool_mask", """def m(float(N, M) X, bool(N, M) Mk) -> (Y, cnt) {
    S(i) +=! Mk(i, j) ? X(i, j) : 0.0
    cnt(i) +=! Mk(i, j) ? 1 : 0
    Y(i) = cnt(i) > 0 ? S(i) / float(cnt(i)) : 0.0
}""", _masked_mean, [_s(N=1, M=1), _s(N=7, M=3)], {}, 1e-5),
    ("stencil5_last_step", """def s(double(N) X0, double(T) w) -> (X[-1]) {
    X(t, i) = X0(i) where t in 0:1, i in 0:N
    X(t, i) = (i >= 2 && i < N - 2) ? """
     """0.1 * X(t - 1, i - 2) + 0.2 * X(t - 1, i - 1) + 0.4 * X(t - 1, i) """
     """+ 0.2 * X(t - 1, i + 1) + 0.1 * X(t - 1, i + 2)"""
     """ : X(t - 1, i) where t in 1:T, i in 0:N
}""", _smooth, [_s(N=1, T=1), _s(N=17, T=4)], {}, 1e-12),
    # PolyBench/C, written differently from kernels/polybench.tc and polybench_defs.py
    ("pb_2mm_transposed_operands", """def k2mm(double(NK, NI) At, double(NK, NJ) B, double(NL, NJ) Ct, double(NI, NL) D,
                                          double alpha, double beta) -> (E) {
    tmp(i, j) +=! At(k, i) * B(k, j)
    E(i, l) +=! alpha * tmp(i, j) * Ct(l, j)
    E(i, l) += beta * D(i, l)
}""", lambda At, B, Ct, D, al, be: al * (At.T @ B) @ Ct.T + be * D, [_s(NI=7, NJ=3, NK=17, NL=2)], {}, 1e-10),
    ("pb_syr2k_lower_triangle", """def s(double(N, M) A, double(N, M) B, double(N, N) C, double alpha,
                                       double beta) -> (O) {
    O(i, j) = beta * C(i, j) where j in 0:i+1
    O(i, j) += alpha * A(j, k) * B(i, k) + alpha * B(j, k) * A(i, k) where j in 0:i+1
}""", lambda A, B, C, al, be: np.tril(be * C + al * (B @ A.T + A @ B.T)), [_s(N=7, M=3)], {}, 1e-10),
    ("pb_symm_from_lower", """def s(double(M, M) A, double(M, N) B, double(M, N) C, double alpha, double beta) -> (O) {
    Af(i, k) = k <= i ? A(i, k) : A(k, i) where k in 0:M
    T(i, j) +=! Af(i, k) * B(k, j)
    O(i, j) = beta * C(i, j) + alpha * T(i, j)
}""", lambda A, B, C, al, be: be * C + al * ((np.tril(A) + np.tril(A, -1).T) @ B), [_s(M=7, N=3)], {}, 1e-10),
    ("pb_jacobi2d_last_two_steps", """def j(double(N, N) A0, double(T) tt) -> (A[-2:]) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
    A(t, i, j) = (i >= 1 && i < N - 1 && j >= 1 && j < N - 1) ? 0.2 * ("""
     """A(t - 1, i, j) + A(t - 1, i - 1, j) + A(t - 1, i + 1, j) + A(t - 1, i, j - 1) + A(t - 1, i, j + 1))"""
     """ : A(t - 1, i, j) where t in 1:T, i in 0:N, j in 0:N
}""", _jacobi2d_last_two, [_s(N=7, T=5)], {}, 1e-12),
    ("pb_floyd_warshall_steps", """def f(int32(N, N) W) -> (P[-1]) {
    P(k, i, j) = W(i, j) where k in 0:1, i in 0:N, j in 0:N
    P(k, i, j) = min(P(k - 1, i, j), P(k - 1, i, k - 1) + P(k - 1, k - 1, j)) where k in 1:N+1, i in 0:N, j in 0:N
}""", _floyd, [_s(N=1), _s(N=7)], {}, 0),
    ("pb_back_substitution_reversed", """def b(double(N, N) U, double(N) b) -> (X) {
    s(i) +=! U(N - 1 - i, N - 1 - j) * xr(j) where i in 0:N, j in 0:i
    xr(i) = (b(N - 1 - i) - s(i)) / U(N - 1 - i, N - 1 - i) where i in 0:N
    X(i) = xr(N - 1 - i)
}""", _backsub, [_s(N=1), _s(N=7)], {"U": _dominant}, 1e-10),
]

# numpy einsum strings: (subscripts, operand shapes)
EINSUMS = [
    ("jii->j", [(3, 7, 7)]), ("ijj,jk->ik", [(3, 7, 7), (7, 2)]), ("ii,jj->ij", [(3, 3), (7, 7)]),
    ("ij,jk,ki->", [(3, 7), (7, 2), (2, 3)]), ("abcd,dcba->", [(2, 3, 5, 7), (7, 5, 3, 2)]),
    ("i,j,k->ijk", [(3,), (7,), (2,)]), ("...,...->...", [(3, 1), (1, 7)]), ("...ii->...", [(3, 7, 7)]),
    ("b...i,b...j->b...ij", [(2, 3, 7), (2, 3, 5)]), ("ij...,jk...->ik...", [(3, 7, 2), (7, 5, 2)]),
    ("ijk,ijk,ijk->", [(3, 7, 2)] * 3), (",ij->ji", [(), (3, 7)]), (",,->", [(), (), ()]),
    ("hbi,bhj->bhij", [(2, 3, 7), (3, 2, 5)]), ("ijkl,klmn->ijmn", [(2, 3, 5, 7), (5, 7, 3, 2)]),
    ("aij,ajk,akl->ail", [(2, 3, 7), (2, 7, 5), (2, 5, 3)]), ("ij,jk,kl,lm->im", [(3, 7), (7, 2), (2, 5), (5, 3)]),
    ("ijij->ij", [(3, 7, 3, 7)]), ("iiii->i", [(3, 3, 3, 3)]), ("ijji->", [(3, 7, 7, 3)]),
    ("ab,cd,ac->bd", [(3, 7), (2, 5), (3, 2)]), ("...j,j...->...", [(2, 3, 7), (7, 2, 3)]),
    ("bnd,bmd,bme->bne", [(2, 3, 5), (2, 7, 5), (2, 7, 4)]), ("ij,ji->i", [(3, 7), (7, 3)]),
    ("abc,bd,ce->ade", [(2, 3, 5), (3, 7), (5, 2)]), ("ijk,jil->kl", [(3, 7, 2), (7, 3, 5)]),
]
# strings also checked in other dtypes (integers exactly)
EINSUM_DTYPES = [("ij,jk,ki->", "int64"), ("...ii->...", "int32"), ("i,j,k->ijk", "int8"), ("abc,abc->c", "uint8"),
                 ("ii,jj->ij", "bool"), ("i,i->i", "int16"), ("bij,bkj->bik", "float32")]
