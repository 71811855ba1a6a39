"""Tensor Comprehensions defs, as TC's docs, tests and library write them, each with an independent
numpy reference and two sets of sizes: small (primes and 1s) and past one tile (a contraction's
96 rows and 256 reduction steps, a vector of 64 bytes).

Each case is ``TC(name, family, text, ref, small, large, ...)``; ``ref`` takes the kernel's
arguments in parameter order and returns its outputs. Inputs are random, by the declared types
(``inputs`` overrides a parameter, e.g. the indices of a gather)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np


@dataclass(frozen=True)
class TC:
    name: str
    family: str
    text: str
    ref: Callable
    small: dict
    large: dict
    entry: str | None = None
    inputs: dict = field(default_factory=dict)  # parameter -> fn(rng, shape, sizes) -> array
    rtol: float = 2e-4
    atol: float = 1e-5


def einsum(spec: str, *operands):
    """numpy's einsum, along its optimized path for three or more operands: in one naive loop
    kronecker3's reference took 44 s at its large sizes, 0.2 s this way."""
    return np.einsum(spec, *operands, optimize=len(operands) > 2)


def f64(*xs):
    return [np.asarray(x, np.float64) for x in xs]


def conv2d(I, W, stride=1, dilation=1):
    """``O[n, m, h, w] = sum I[n, c, s h + d kh, s w + d kw] W[m, c, kh, kw]`` (valid positions)."""
    n, c, h, w = I.shape
    m, _, kh, kw = W.shape
    oh = (h - dilation * (kh - 1) - 1) // stride + 1
    ow = (w - dilation * (kw - 1) - 1) // stride + 1
    out = np.zeros((n, m, oh, ow))
    for y in range(kh):
        for x in range(kw):
            patch = I[:, :, y * dilation:y * dilation + stride * (oh - 1) + 1:stride,
                      x * dilation:x * dilation + stride * (ow - 1) + 1:stride]
            out += einsum("nchw,mc->nmhw", patch, W[:, :, y, x])
    return out


def pool(I, kh, kw, sh, sw, fn):
    n, c, h, w = I.shape
    oh, ow = (h - kh) // sh + 1, (w - kw) // sw + 1
    wins = np.stack([I[:, :, y:y + sh * (oh - 1) + 1:sh, x:x + sw * (ow - 1) + 1:sw]
                     for y in range(kh) for x in range(kw)])
    return fn(wins, axis=0)


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def indices(hi: str):
    """Input override: integers in ``0 .. sizes[hi] - 1``, of the declared shape and type."""
    return lambda rng, shape, dtype, S: rng.integers(0, S[hi], shape).astype(dtype)


CASES: list[TC] = []


def case(*args, **kwargs):
    CASES.append(TC(*args, **kwargs))


# ---- matmul and friends ------------------------------------------------------------------------
case("matmul", "matmul", """
def matmul(float(M, K) A, float(K, N) B) -> (C) {
    C(m, n) +=! A(m, r_k) * B(r_k, n)
}""", lambda A, B: A.astype(float) @ B, dict(M=3, K=5, N=7), dict(M=130, K=300, N=70))

case("matmul_bw", "matmul", """
def matmul_bw(float(M, K) A, float(K, N) B, float(M, N) d_C) -> (d_A, d_B) {
    d_A(m, k) +=! d_C(  m, r_n) * B(  k, r_n)
    d_B(k, n) +=! d_C(r_m,   n) * A(r_m,   k)
}""", lambda A, B, dC: (dC.astype(float) @ B.T, A.T.astype(float) @ dC), dict(M=2, K=3, N=5),
     dict(M=100, K=97, N=260))

case("tmm", "matmul", """
def tmm(float(M, K) A, float(N, K) B) -> (C) {
    C(m, n) +=! A(m, r_k) * B(n, r_k)
}""", lambda A, B: A.astype(float) @ B.T, dict(M=1, K=1, N=1), dict(M=100, K=270, N=67))

case("tbmm", "matmul", """
def tbmm(float(B, N, M) X, float(B, K, M) Y) -> (Z) {
    Z(b, n, k) +=! X(b, n, r_m) * Y(b, k, r_m)
}""", lambda X, Y: einsum("bnm,bkm->bnk", *f64(X, Y)), dict(B=2, N=3, M=5, K=7), dict(B=3, N=101, M=260, K=33))

case("batch_matmul", "matmul", """
def batch_matmul(float(B, N, M) X, float(B, M, K) Y) -> (Z) {
    Z(b, n, k) +=! X(b, n, r_m) * Y(b, r_m, k)
}""", lambda X, Y: einsum("bnm,bmk->bnk", *f64(X, Y)), dict(B=1, N=2, M=3, K=5), dict(B=2, N=97, M=257, K=70))

case("gemm_scalars", "matmul", """
def gemm(float(M, K) A, float(K, N) B, float(M, N) C, float alpha, float beta) -> (O) {
    O(m, n) +=! alpha * A(m, r_k) * B(r_k, n)
    O(m, n)  =  O(m, n) + beta * C(m, n)
}""", lambda A, B, C, a, b: a * (A.astype(float) @ B) + b * C, dict(M=5, K=3, N=2), dict(M=99, K=261, N=71))

case("matvec_dot_outer", "matmul", """
def mv(float(R, C) A, float(C) B) -> (o) {
    o(i) +=! A(i, j) * B(j)
}
def dot(float(N) x, float(N) y) -> (s) {
    s() +=! x(r_i) * y(r_i)
}
def outer(float(M) x, float(N) y) -> (O) {
    O(m, n) = x(m) * y(n)
}""", lambda A, B: A.astype(float) @ B, dict(R=3, C=5), dict(R=130, C=1031), entry="mv")

case("dot", "matmul", """
def dot(float(N) x, float(N) y) -> (s) {
    s() +=! x(r_i) * y(r_i)
}""", lambda x, y: np.dot(*f64(x, y)), dict(N=1), dict(N=4099), rtol=1e-4)

case("outer", "matmul", """
def outer(float(M) x, float(N) y) -> (O) {
    O(m, n) = x(m) * y(n)
}""", lambda x, y: np.outer(x, y), dict(M=1, N=3), dict(M=130, N=257))

case("add_sub", "elementwise", """
def add(float(N) A, float(N) B) -> (C) { C(i) = A(i) + B(i) }
def sub(float(N) A, float(N) B) -> (C) { C(i) = A(i) - B(i) }
""", lambda A, B: A - B, dict(N=7), dict(N=1031), entry="sub")

case("fcrelu", "matmul", """
def fcrelu(float(B, M) I, float(N, M) W1, float(N) B1) -> (O1) {
    O1(b, n) +=! I(b, r_m) * W1(n, r_m)
    O1(b, n)  =  O1(b, n) + B1(n)
    O1(b, n)  =  fmax(O1(b, n), 0)
}""", lambda I, W, b: np.maximum(I.astype(float) @ W.T + b, 0), dict(B=3, M=5, N=2), dict(B=97, M=300, N=130))

case("mlp3", "matmul", """
def mlp3(float(B, M) I, float(O, M) W1, float(O) B1, float(P, O) W2, float(P) B2, float(Q, P) W3, float(Q) B3)
    -> (O1, O2, O3)
{
    O1(b, o) +=! I(b, r_m) * W1(o, r_m)
    O1(b, o)  =  fmax(O1(b, o) + B1(o), 0)
    O2(b, p) +=! O1(b, r_o) * W2(p, r_o)
    O2(b, p)  =  fmax(O2(b, p) + B2(p), 0)
    O3(b, q) +=! O2(b, r_p) * W3(q, r_p)
    O3(b, q)  =  fmax(O3(b, q) + B3(q), 0)
}""", lambda I, W1, B1, W2, B2, W3, B3: mlp3_ref(*f64(I, W1, B1, W2, B2, W3, B3)),
     dict(B=2, M=3, O=5, P=7, Q=1), dict(B=67, M=260, O=129, P=100, Q=33))

case("tensordot", "matmul", """
def tensordot(float(N, C1, C2, H, W) I0, float(N, C2, C3, H, W) I1) -> (O) {
    O(n, c1, c3, h, w) +=! I0(n, c1, r_c2, h, w) * I1(n, r_c2, c3, h, w)
}""", lambda a, b: einsum("nabhw,nbchw->nachw", *f64(a, b)), dict(N=1, C1=2, C2=3, H=5, W=1, C3=2),
     dict(N=2, C1=17, C2=33, H=7, W=11, C3=13))

case("kronecker3", "kru", """
def Kronecker3Full(float(D0, N0) W0, float(D1, N1) W1, float(D2, N2) W2, float(M, N0, N1, N2) X)
    -> (Y, XW2, XW2W1)
{
      XW2(m, n0, n1, d2) +=!     X(m,   n0,   n1, r_n2) * W2(d2, r_n2)
    XW2W1(m, n0, d1, d2) +=!   XW2(m,   n0, r_n1,   d2) * W1(d1, r_n1)
        Y(m, d0, d1, d2) +=! XW2W1(m, r_n0,   d1,   d2) * W0(d0, r_n0)
}""", lambda W0, W1, W2, X: (
    einsum("mabc,xa,yb,zc->mxyz", *f64(X, W0, W1, W2)),
    einsum("mabc,zc->mabz", *f64(X, W2)),
    einsum("mabc,yb,zc->mayz", *f64(X, W1, W2))),
     dict(D0=2, N0=3, D1=5, N1=2, D2=3, N2=7, M=2), dict(D0=16, N0=16, D1=16, N1=16, D2=16, N2=16, M=70))

case("kronecker2_chain", "kru", """
def kru2(float(D0, N0) W0, float(D1, N1) W1, float(M, N0, N1) X) -> (Y) {
    XW1(m, n0, d1) +=! X(m, n0, r_n1) * W1(d1, r_n1)
      Y(m, d0, d1) +=! XW1(m, r_n0, d1) * W0(d0, r_n0)
}""", lambda W0, W1, X: einsum("mab,xa,yb->mxy", *f64(X, W0, W1)),
     dict(D0=1, N0=2, D1=3, N1=5, M=7), dict(D0=32, N0=32, D1=32, N1=32, M=130))

# ---- convolutions --------------------------------------------------------------------------
case("convolution", "conv", """
def convolution(float(N, C, H, W) I, float(M, C, KH, KW) W1) -> (O) {
    O(n, m, h, w) +=! I(n, r_c, h + r_kh, w + r_kw) * W1(m, r_c, r_kh, r_kw)
}""", lambda I, W: conv2d(*f64(I, W)), dict(N=1, C=2, H=5, W=7, M=3, KH=3, KW=2),
     dict(N=2, C=20, H=37, W=41, M=33, KH=3, KW=3))

case("convolution_bias", "conv", """
def convolution(float(N, C, H, W) I, float(M, C, KH, KW) W1, float(M) B) -> (O) {
    O(n, m, h, w) +=! I(n, r_c, h + r_kh, w + r_kw) * W1(m, r_c, r_kh, r_kw)
    O(n, m, h, w)  =  O(n, m, h, w) + B(m)
}""", lambda I, W, B: conv2d(*f64(I, W)) + B[None, :, None, None], dict(N=2, C=1, H=3, W=3, M=1, KH=1, KW=1),
     dict(N=1, C=16, H=34, W=34, M=70, KH=5, KW=5))

case("convolution_strided", "conv", """
def convolution_strided(float(N, C, H, W) I, float(M, C, KH, KW) W1) -> (O) {
    O(n, m, h, w) +=! I(n, r_c, 2 * h + r_kh, 3 * w + r_kw) * W1(m, r_c, r_kh, r_kw)
}""", lambda I, W: conv2d_hw(I, W, 2, 3), dict(N=1, C=2, H=7, W=8, M=3, KH=3, KW=2),
     dict(N=2, C=17, H=67, W=70, M=20, KH=3, KW=3))

case("convolution_dilated", "conv", """
def dilated(float(N, C, H, W) I, float(M, C, KH, KW) W1) -> (O) {
    O(n, m, h, w) +=! I(n, r_c, h + 2 * r_kh, w + 2 * r_kw) * W1(m, r_c, r_kh, r_kw)
}""", lambda I, W: conv2d(*f64(I, W), dilation=2), dict(N=1, C=1, H=5, W=6, M=2, KH=2, KW=3),
     dict(N=1, C=9, H=40, W=40, M=33, KH=3, KW=3))

case("group_convolution", "conv", """
def group_convolution(float(N, G, C, H, W) I, float(G, F, C, KH, KW) W1, float(G, F) B) -> (O) {
    O(n, g, f, h, w) +=! I(n, g, r_c, h + r_kh, w + r_kw) * W1(g, f, r_c, r_kh, r_kw)
    O(n, g, f, h, w)  =  O(n, g, f, h, w) + B(g, f)
}""", lambda I, W, B: np.stack([conv2d(*f64(I[:, g], W[g])) for g in range(I.shape[1])], 1)
     + B[None, :, :, None, None], dict(N=1, G=2, C=3, H=5, W=5, F=2, KH=3, KW=3),
     dict(N=2, G=4, C=8, H=30, W=31, F=16, KH=3, KW=3))

case("group_convolution_strided", "conv", """
def group_convolution(float(N, G, C, H, W) I, float(G, F, C, KH, KW) W1) -> (O) {
    O(n, g, f, h, w) +=! I(n, g, r_c, 2 * h + r_kh, 2 * w + r_kw) * W1(g, f, r_c, r_kh, r_kw)
}""", lambda I, W: np.stack([conv2d(*f64(I[:, g], W[g]), stride=2) for g in range(I.shape[1])], 1),
     dict(N=2, G=3, C=1, H=7, W=6, F=1, KH=2, KW=2), dict(N=1, G=2, C=16, H=41, W=39, F=32, KH=3, KW=3))

case("depthwise", "conv", """
def depthwise(float(N, C, H, W) I, float(C, KH, KW) W1) -> (O) {
    O(n, c, h, w) +=! I(n, c, h + r_kh, w + r_kw) * W1(c, r_kh, r_kw)
}""", lambda I, W: np.stack([conv2d(*f64(I[:, c:c + 1], W[c][None, None]))[:, 0] for c in range(I.shape[1])], 1),
     dict(N=1, C=3, H=4, W=5, KH=2, KW=2), dict(N=2, C=32, H=35, W=36, KH=3, KW=3))

case("conv1d", "conv", """
def conv1d(float(N, C, T) X, float(M, C, K) W1) -> (Y) {
    Y(n, m, t) +=! X(n, r_c, t + r_k) * W1(m, r_c, r_k)
}""", lambda X, W: conv2d(*f64(X[:, :, None], W[:, :, None]))[:, :, 0], dict(N=1, C=1, T=2, M=1, K=2),
     dict(N=3, C=33, T=300, M=64, K=5))

case("convolution_igrad_1x1", "conv", """
def convolution_igrad(float(M, C, KH, KW) W1, float(N, M, H, W) d_O) -> (d_I) {
    d_I(n, c, h, w) +=! d_O(n, r_m, h - r_kh, w - r_kw) * W1(r_m, c, r_kh, r_kw)
}""", lambda W, dO: einsum("nmhw,mc->nchw", *f64(dO, W[:, :, 0, 0])), dict(M=3, C=2, KH=1, KW=1, N=1, H=4, W=5),
     dict(M=70, C=33, KH=1, KW=1, N=2, H=20, W=21))

case("convolution_igrad", "conv", """
def convolution_igrad(float(M, C, KH, KW) W1, float(N, M, H, W) d_O) -> (d_I) {
    d_I(n, c, h, w) +=! d_O(n, r_m, h - r_kh, w - r_kw) * W1(r_m, c, r_kh, r_kw)
}""", lambda W, dO: igrad_valid(*f64(W, dO)), dict(M=2, C=3, KH=2, KW=3, N=1, H=5, W=6),
     dict(M=33, C=16, KH=3, KW=3, N=2, H=30, W=30))

case("convolution_wgrad_1x1", "conv", """
def convolution_wgrad(float(N, C, H, W) I, float(N, M, H, W) d_O) -> (d_W1) {
    d_W1(m, c, kh, kw) +=! d_O(r_n, m, r_h - kh, r_w - kw) * I(r_n, c, r_h, r_w)
}""", lambda I, dO: einsum("nmhw,nchw->mc", *f64(dO, I))[:, :, None, None], dict(N=2, C=3, H=4, W=5, M=1),
     dict(N=2, C=33, H=20, W=21, M=64))

case("local_sparse_convolution", "conv", """
def local_sparse_convolution(float(N, C, H, W) I, float(O, KC, KH, KW) W1) -> (O1) {
    O1(n, o, h, w) +=! I(n, kc % c, h + kh, w + kw) * W1(o, kc, kh, kw) where c in 1:C
}""", lambda I, W: sum(conv2d(*f64(I[:, [k % c for k in range(W.shape[1])]], W)) for c in range(1, I.shape[1])),
     dict(N=1, C=3, H=5, W=4, O=2, KC=5, KH=2, KW=2), dict(N=2, C=5, H=20, W=22, O=16, KC=7, KH=3, KW=3))

# ---- pooling -------------------------------------------------------------------------------
case("maxpool", "pool", """
def maxpool(float(B, C, H, W) input) -> (output) {
    output(b, c, h, w) max=! input(b, c, 2 * h + r_kh, 2 * w + r_kw) where r_kh in 0:2, r_kw in 0:2
}""", lambda I: pool(I, 2, 2, 2, 2, np.max), dict(B=1, C=2, H=5, W=4), dict(B=2, C=16, H=67, W=130))

case("avgpool", "pool", """
def avgpool(float(B, C, H, W) input) -> (output) {
    output(b, c, h, w) +=! input(b, c, h * 1 + r_kh, w * 1 + r_kw) / (2 * 3)
        where r_kh in 0:2, r_kw in 0:3
}""", lambda I: pool(I.astype(float), 2, 3, 1, 1, np.sum) / 6, dict(B=1, C=1, H=4, W=4), dict(B=2, C=8, H=70, W=129))

case("minpool_strided", "pool", """
def minpool(float(B, C, H, W) I) -> (O) {
    O(b, c, h, w) min=! I(b, c, 3 * h + r_kh, 2 * w + r_kw) where r_kh in 0:3, r_kw in 0:3
}""", lambda I: pool(I, 3, 3, 3, 2, np.min), dict(B=1, C=1, H=3, W=3), dict(B=1, C=20, H=100, W=131))

case("global_avgpool", "pool", """
def global_avgpool(float(N, C, H, W) I) -> (O) {
    O(n, c) +=! I(n, c, r_h, r_w) / (H * W)
}""", lambda I: I.astype(float).mean((2, 3)), dict(N=1, C=1, H=1, W=1), dict(N=3, C=64, H=30, W=31))

# ---- normalization, softmax -------------------------------------------------------------------
case("batchnorm", "norm", """
def spatial_batchnorm(float momentum, float eps, float(N, C, H, W) I, float(C) rMeanIn, float(C) rVarIn)
    -> (O, rMeanOut, rVarOut, mean, centered, variance, expectedVariance, normalizedOut)
{
    mean(c) +=! I(nn, c, hh, ww)
    mean(c)  = mean(c) / (N * H * W)
    rMeanOut(c) = (1 - momentum) * rMeanIn(c) + momentum * mean(c)
    centered(n, c, h, w) = I(n, c, h, w) - rMeanOut(c)
    variance(n, c, h, w) = centered(n, c, h, w) * centered(n, c, h, w)
    expectedVariance(c) +=! (variance(n, c, h, w) + eps) / (N * H * W)
    rVarOut(c) = rsqrt((1 - momentum) * rVarIn(c) + momentum * expectedVariance(c))
    O(n, c, h, w) = centered(n, c, h, w) * rVarOut(c)
    normalizedOut(n, c, h, w) = O(n, c, h, w)
}""", lambda mom, eps, I, rm, rv: batchnorm_ref(mom, eps, *f64(I, rm, rv)), dict(N=1, C=2, H=3, W=5),
     dict(N=4, C=16, H=31, W=33), inputs={"rVarIn": lambda rng, s, dt, S: (rng.random(s) + 0.5).astype(dt)})

case("moments_group_norm", "norm", """
def moments(float(N, K) I) -> (mean, var) {
    mean(n) +=! I(n, r_k)
     var(n) +=! I(n, r_k) * I(n, r_k)
    mean(n)  = mean(n) / (K)
     var(n)  =  var(n) / (K) - mean(n) * mean(n)
}
def group_normalization(float(N, G, D, H, W) I, float(G, D) gamma, float(G, D) beta, float(N, G) mean,
                        float(N, G) var) -> (O)
{
    O(n, g, d, h, w) = gamma(g, d) * (I(n, g, d, h, w) - mean(n, g)) * rsqrt(var(n, g) + 1e-5) + beta(g, d)
}""", lambda I: (I.astype(float).mean(1), I.astype(float).var(1)), dict(N=3, K=1), dict(N=64, K=1031),
     entry="moments", rtol=1e-3, atol=1e-4)

case("group_normalization", "norm", """
def group_normalization(float(N, G, D, H, W) I, float(G, D) gamma, float(G, D) beta, float(N, G) mean,
                        float(N, G) var) -> (O)
{
    O(n, g, d, h, w) = gamma(g, d) * (I(n, g, d, h, w) - mean(n, g)) * rsqrt(var(n, g) + 1e-5) + beta(g, d)
}""", lambda I, gm, bt, mean, var: gm[None, :, :, None, None] * (I - mean[:, :, None, None, None])
     / np.sqrt(var[:, :, None, None, None] + 1e-5) + bt[None, :, :, None, None],
     dict(N=1, G=2, D=3, H=2, W=1), dict(N=2, G=4, D=8, H=17, W=33),
     inputs={"var": lambda rng, s, dt, S: (rng.random(s) + 0.5).astype(dt)})

case("layernorm", "norm", """
def layernorm(float(T, B, C) I, float(C) gamma, float(C) beta) -> (O, mean, var) {
    mean(t, b) +=! I(t, b, r_c) / C
     var(t, b) +=! (I(t, b, r_c) - mean(t, b)) * (I(t, b, r_c) - mean(t, b)) / C
    O(t, b, c) = gamma(c) * (I(t, b, c) - mean(t, b)) * rsqrt(var(t, b) + 1e-5) + beta(c)
}""", lambda I, g, b: layernorm_ref(*f64(I, g, b)), dict(T=1, B=2, C=3), dict(T=3, B=40, C=1031))

case("softmax", "softmax", """
def softmax(float(N, D) I) -> (O, maxVal, expDistance, expSum) {
    maxVal(n) max=! I(n, d)
    expDistance(n, d) = exp(I(n, d) - maxVal(n))
    expSum(n) +=! expDistance(n, d)
    O(n, d) = expDistance(n, d) / expSum(n)
}""", lambda I: softmax_ref(I.astype(float)), dict(N=1, D=1), dict(N=33, D=1031), rtol=1e-4, atol=1e-6)

case("log_softmax", "softmax", """
def log_softmax(float(N, D) I) -> (O) {
    mx(n) max=! I(n, d)
    s(n) +=! exp(I(n, d) - mx(n))
    O(n, d) = I(n, d) - mx(n) - log(s(n))
}""", lambda I: I - I.max(1, keepdims=True) - np.log(np.exp(I - I.max(1, keepdims=True)).sum(1, keepdims=True)),
     dict(N=3, D=7), dict(N=17, D=2049), rtol=1e-4, atol=1e-5)

# ---- argmin, reductions --------------------------------------------------------------------
case("mindis", "argmin", """
def mindis(float(M, 256) L, uint8(N, M) Codes) -> (S, v, min_idx) {
          S(n) +=! L(r_m, int32(Codes(n, r_m)))
          v  min=! S(r_n)
    min_idx  min=! (S(r_n) == v) ? r_n : N
}""", lambda L, C: mindis_ref(L, C), dict(M=2, N=5), dict(M=32, N=1031))

case("argmin_3d", "argmin", """
def mindis(float(K, M, 256) L, uint8(N, M) Codes) -> (S, V, MinIdx) {
         S(k, n)   +=!  L(k, r_m, int32(Codes(n, r_m)))
         V(k)    min=!  S(k, r_n)
    MinIdx(k)    min=! (S(k, r_n) == V(k)) ? r_n : N
}""", lambda L, C: mindis3_ref(L, C), dict(K=2, M=3, N=5), dict(K=5, M=16, N=300))

case("argmax_by_row", "argmin", """
def argmax(float(N, D) X) -> (mx, idx) {
    mx(n) max=! X(n, d)
    idx(n) min=! X(n, d) == mx(n) ? d : D
}""", lambda X: (X.max(1), X.argmax(1).astype(np.int32)), dict(N=1, D=1), dict(N=70, D=1031))

case("bool_sum", "reduction", """
def test_type(bool(N) A) -> (B) {
    B(k) +=! A(i) where k in 0:1
}""", lambda A: np.array([A.any()]), dict(N=1), dict(N=1031))

case("count_positives", "reduction", """
def count(float(N, D) X) -> (C, any, all) {
    C(n) +=! X(n, d) > 0.5 ? 1 : 0
    any(n) max=! X(n, d) > 0.5
    all(n) min=! X(n, d) > 0.01
}""", lambda X: ((X > 0.5).sum(1).astype(np.int32), (X > 0.5).any(1), (X > 0.01).all(1)),
     dict(N=2, D=3), dict(N=33, D=1031))

case("product", "reduction", """
def prod(double(N, D) X) -> (P) {
    P(n) *=! X(n, d)
}""", lambda X: X.prod(1), dict(N=1, D=5), dict(N=17, D=300),
     inputs={"X": lambda rng, s, dt, S: (0.9 + 0.2 * rng.random(s)).astype(dt)}, rtol=1e-10)

# ---- LSTM-style cells ------------------------------------------------------------------------
case("lstm_cell", "lstm", """
def lstm(float(B, I) x, float(B, H) h0, float(B, H) c0, float(G, I) Wx, float(G, H) Wh, float(G) bias)
    -> (gates, c, h)
{
    gates(b, g) +=! x(b, r_i) * Wx(g, r_i)
    gates(b, g) +=  h0(b, r_h) * Wh(g, r_h)
    gates(b, g)  =  gates(b, g) + bias(g)
    c(b, j) = sigmoid(gates(b, H + j)) * c0(b, j) + sigmoid(gates(b, j)) * tanh(gates(b, 2 * H + j))
        where j in 0:H
    h(b, j) = sigmoid(gates(b, 3 * H + j)) * tanh(c(b, j))
}""", lambda x, h0, c0, Wx, Wh, bias: lstm_ref(*f64(x, h0, c0, Wx, Wh, bias)),
     dict(B=1, I=3, H=2, G=8), dict(B=16, I=130, H=70, G=280), rtol=1e-4, atol=1e-5)

case("gru_gates", "lstm", """
def gru(float(B, I) x, float(B, H) h0, float(3, H, I) W, float(3, H, H) U) -> (r, z, n, h) {
    xw(k, b, j) +=! x(b, r_i) * W(k, j, r_i)
    hu(k, b, j) +=! h0(b, r_h) * U(k, j, r_h)
    r(b, j) = sigmoid(xw(0, b, j) + hu(0, b, j))
    z(b, j) = sigmoid(xw(1, b, j) + hu(1, b, j))
    n(b, j) = tanh(xw(2, b, j) + r(b, j) * hu(2, b, j))
    h(b, j) = (1 - z(b, j)) * n(b, j) + z(b, j) * h0(b, j)
}""", lambda x, h0, W, U: gru_ref(*f64(x, h0, W, U)), dict(B=2, I=3, H=5), dict(B=8, I=260, H=100),
     rtol=1e-4, atol=1e-5)

# ---- gathers, embeddings, copies -------------------------------------------------------------
case("lut", "gather", """
def lut(float(J) B, int32(I) C) -> (A) {
    A(i) = B(C(i))
}""", lambda B, C: B[C], dict(J=3, I=5), dict(J=1031, I=4099), inputs={"C": indices("J")})

case("lut_clamped", "gather", """
def lut(float(J) B, int32(I) C) -> (A) {
    A(i) = B(max(min(C(i), J - 1), 0))
}""", lambda B, C: B[np.clip(C, 0, B.shape[0] - 1)], dict(J=3, I=5), dict(J=100, I=1031),
     inputs={"C": lambda rng, s, dt, S: rng.integers(-5, S["J"] + 5, s).astype(dt)})

case("embedding_sum", "gather", """
def embedding_sum(float(E, D) LUT, int32(B, L) I) -> (O) {
    O(b, d) +=! LUT(I(b, r_l), d)
}""", lambda LUT, I: LUT.astype(float)[I].sum(1), dict(E=3, D=5, B=2, L=3), dict(E=1000, D=130, B=64, L=33),
     inputs={"I": indices("E")})

case("two_luts_concat_fc", "gather", """
def two_luts(float(E1, D) LUT1, int32(B, L1) I1, float(E2, D) LUT2, int32(B, L2) I2, float(M, D) W) -> (O1, O2, O) {
    O1(b, d) +=! LUT1(I1(b, r_l1), d)
    O2(b, d) +=! LUT2(I2(b, r_l2), d)
    O(b, m) +=! (O1(b, r_d) + O2(b, r_d)) * W(m, r_d)
}""", lambda L1, I1, L2, I2, W: two_luts_ref(L1, I1, L2, I2, W), dict(E1=3, D=2, B=1, L1=2, E2=5, L2=1, M=3),
     dict(E1=500, D=64, B=33, L1=7, E2=300, L2=9, M=70), inputs={"I1": indices("E1"), "I2": indices("E2")})

case("index_select_rows", "gather", """
def index_select(float(N, D) X, int64(K) idx) -> (O) {
    O(k, d) = X(idx(k), d)
}""", lambda X, idx: X[idx], dict(N=2, D=1, K=3), dict(N=300, D=257, K=129), inputs={"idx": indices("N")})

case("copy_transpose_permute", "copy", """
def copy2d(float(M, N) I) -> (O) {
    O(m, n) = I(m, n)
}
def transpose(float(M, N) I) -> (O) {
    O(n, m) = I(m, n)
}
def permute(float(N, C, H, W) I) -> (O) {
    O(n, h, w, c) = I(n, c, h, w)
}""", lambda I: I.transpose(0, 2, 3, 1), dict(N=1, C=2, H=3, W=5), dict(N=2, C=33, H=40, W=41), entry="permute")

case("transpose", "copy", """
def transpose(float(M, N) I) -> (O) {
    O(n, m) = I(m, n)
}""", lambda I: I.T, dict(M=1, N=7), dict(M=130, N=257))

case("flatten_with_div_mod", "copy", """
def flatten(float(R, C) X, float(N) like) -> (O) {
    O(i) = X(i / C, i % C) where i in 0:N
}""", lambda X, like: X.ravel(), dict(R=3, C=5, N=15), dict(R=67, C=130, N=67 * 130))

case("constant_fill", "copy", """
def constant_fill(float(N) A, float c) -> (B) {
    B(i) = c where exists A(i)
}""", lambda A, c: np.full(A.shape, c, np.float32), dict(N=1), dict(N=1031))

# ---- casts and builtins ----------------------------------------------------------------------
case("casts", "cast", """
def casts(float(N) X, int32(N) K) -> (I, F, D, U, Bo, H) {
    I(i) = int32(X(i) * 100)
    F(i) = float(K(i)) / 3
    D(i) = double(X(i)) * 2.5
    U(i) = uint8(K(i))
    Bo(i) = bool(K(i) % 3)
    H(i) = half(X(i))
}""", lambda X, K: (np.trunc(X.astype(np.float32) * np.float32(100)).astype(np.int32), K.astype(np.float32) / 3,
                   X.astype(np.float64) * 2.5, K.astype(np.uint8), (K % 3).astype(bool), X.astype(np.float16)),
     dict(N=7), dict(N=1031), inputs={"X": lambda rng, s, dt, S: (rng.random(s) * 4 - 2).astype(dt),
                                      "K": lambda rng, s, dt, S: rng.integers(-1000, 1000, s).astype(dt)})

case("builtins_float", "builtin", """
def builtins(float(N) X, float(N) Y) -> (A, B, C, D, E, F, G, H) {
    A(i) = exp(X(i)) + log(Y(i)) + sqrt(Y(i)) + tanh(X(i))
    B(i) = sin(X(i)) * cos(Y(i)) + atan2(X(i), Y(i)) + pow(Y(i), X(i))
    C(i) = fmax(X(i), Y(i)) - fmin(X(i), Y(i)) + fabs(X(i)) + erf(X(i))
    D(i) = floor(X(i) * 3) + ceil(X(i) * 3) + round(X(i) * 3) + trunc(X(i) * 3)
    E(i) = sigmoid(X(i)) + relu(X(i)) + rsqrt(Y(i)) + expm1(X(i)) + log1p(Y(i))
    F(i) = fmod(X(i) * 7, Y(i)) + hypot(X(i), Y(i)) + cbrt(X(i)) + exp2(X(i)) + log10(Y(i))
    G(i) = lgamma(Y(i)) + tgamma(Y(i)) + erfc(X(i)) + copysign(Y(i), X(i)) + fdim(X(i), Y(i))
    H(i) = expf(X(i)) + fmaxf(X(i), 0) + tanhf(Y(i))
}""", lambda X, Y: builtins_ref(*f64(X, Y)), dict(N=5), dict(N=1031), rtol=1e-4, atol=1e-5,
     inputs={"X": lambda rng, s, dt, S: (rng.random(s) * 2 - 1).astype(dt),
             "Y": lambda rng, s, dt, S: (rng.random(s) + 0.25).astype(dt)})

case("builtins_double", "builtin", """
def builtins(double(N) X) -> (A, B) {
    A(i) = asin(X(i)) + acos(X(i)) + atan(X(i)) + sinh(X(i)) + cosh(X(i)) + asinh(X(i)) + tan(X(i))
    B(i) = atanh(X(i) / 2) + acosh(X(i) + 2) + log2(X(i) + 2) + exp10(X(i)) + nearbyint(X(i) * 5)
           + rint(X(i) * 5) + fma(X(i), X(i), 1.0) + remainder(X(i) * 5, 2.0)
}""", lambda X: builtins_double_ref(X), dict(N=3), dict(N=1031), rtol=1e-10, atol=1e-12,
     inputs={"X": lambda rng, s, dt, S: (rng.random(s) * 1.8 - 0.9).astype(dt)})

case("integer_arithmetic", "cast", """
def ints(int32(N) A, int32(N) B, int8(N) C) -> (Q, R, S, M, W) {
    Q(i) = A(i) / B(i)
    R(i) = A(i) % B(i)
    S(i) = (A(i) << 2) ^ (B(i) >> 1) | (A(i) & 255)
    M(i) = max(A(i), B(i)) - min(A(i), B(i)) + abs(A(i))
    W(i) = C(i) * C(i) + 1
}""", lambda A, B, C: (np.trunc(A / B).astype(np.int32), np.fmod(A, B).astype(np.int32),
                      ((A << 2) ^ (B >> 1) | (A & 255)).astype(np.int32),
                      (np.maximum(A, B) - np.minimum(A, B) + np.abs(A)).astype(np.int32),
                      (C * C + np.int8(1)).astype(np.int8)),
     dict(N=7), dict(N=1031), inputs={
         "A": lambda rng, s, dt, S: rng.integers(-10000, 10000, s).astype(dt),
         "B": lambda rng, s, dt, S: (rng.integers(1, 50, s) * rng.choice([-1, 1], s)).astype(dt)})

# ---- TC's inference examples -----------------------------------------------------------------
case("subsample_2", "inference", """
def subsample_2(float(I) B) -> (A) {
    A(i) = B(2 * i)
}""", lambda B: B[::2], dict(I=1), dict(I=1031))

case("average_pool_2", "inference", """
def average_pool_2(float(I) B) -> (A) {
    A(i) = B(2 * i) + B(2 * i + 1)
}""", lambda B: B[0:2 * (len(B) // 2):2] + B[1:2 * (len(B) // 2):2], dict(I=5), dict(I=1031))

case("average_pool_2_where", "inference", """
def average_pool_2(float(I) B) -> (A) {
    A(i) +=! B(2 * i + k) where k in 0:2
}""", lambda B: B[0:2 * (len(B) // 2):2].astype(float) + B[1:2 * (len(B) // 2):2], dict(I=2), dict(I=1031))

case("stencil_shift", "inference", """
def stencil(float(N) B, float(N) C) -> (A) {
    A(i) = B(i) + C(i - 2)
}""", lambda B, C: np.concatenate([[0, 0], B[2:] + C[:-2]]).astype(np.float32), dict(N=3), dict(N=1031))

case("conv_stencil", "inference", """
def stencil(float(N) B, float(K) W) -> (A) {
    A(i) +=! B(i + k) * W(k)
}""", lambda B, W: np.convolve(B.astype(float), W[::-1].astype(float), "valid"), dict(N=3, K=3), dict(N=1031, K=7))

case("reverted", "inference", """
def reverted(float(I) B) -> (A) {
    A(i) = B(10 - i)
}""", lambda B: np.concatenate([np.zeros(11 - len(B)), B[::-1]]).astype(np.float32), dict(I=1), dict(I=11))

case("precondition_checked", "inference", """
def precondition(float(N) B, float(M) C, float(K) D) -> (A) {
    A(i, j) = B(i) * C(i + j) * D(j)
}""", lambda B, C, D: B[:, None] * C[np.add.outer(np.arange(len(B)), np.arange(len(D)))] * D[None, :],
     dict(N=3, M=6, K=4), dict(N=100, M=400, K=300))

case("triangle_by_ternary", "inference", """
def trmm_tc(float(M, K) L, float(K, M) U) -> (LU) {
    LU(m1, m2) +=! (r_k >= m1 && r_k <= m2) ? L(m1, r_k) * U(r_k, m2) : 0
}""", lambda L, U: triangle_ref(*f64(L, U)), dict(M=3, K=5), dict(M=100, K=300))


# ---- references that do not fit in a lambda ---------------------------------------------------
def mlp3_ref(I, W1, B1, W2, B2, W3, B3):
    o1 = np.maximum(I @ W1.T + B1, 0)
    o2 = np.maximum(o1 @ W2.T + B2, 0)
    return o1, o2, np.maximum(o2 @ W3.T + B3, 0)


def conv2d_hw(I, W, sh, sw):
    I, W = f64(I, W)
    n, c, h, w = I.shape
    m, _, kh, kw = W.shape
    oh, ow = (h - kh) // sh + 1, (w - kw) // sw + 1
    out = np.zeros((n, m, oh, ow))
    for y in range(kh):
        for x in range(kw):
            out += einsum("nchw,mc->nmhw", I[:, :, y:y + sh * (oh - 1) + 1:sh, x:x + sw * (ow - 1) + 1:sw],
                             W[:, :, y, x])
    return out


def igrad_valid(W, dO):
    """TC's ``d_I(n, c, h, w) +=! d_O(n, r_m, h - r_kh, w - r_kw) * W1(r_m, c, r_kh, r_kw)``: ``h`` is
    inferred in ``KH - 1 .. H - 1``; polyopt's tensors start at 0, so rows below ``KH - 1`` hold 0."""
    m, c, kh, kw = W.shape
    n, _, h, w = dO.shape
    out = np.zeros((n, c, h, w))
    for y in range(kh):
        for x in range(kw):
            out[:, :, kh - 1:, kw - 1:] += einsum("nmhw,mc->nchw", dO[:, :, kh - 1 - y:h - y, kw - 1 - x:w - x],
                                                     W[:, :, y, x])
    return out


def batchnorm_ref(mom, eps, I, rm, rv):
    n, c, h, w = I.shape
    mean = I.sum((0, 2, 3)) / (n * h * w)
    rmo = (1 - mom) * rm + mom * mean
    centered = I - rmo[None, :, None, None]
    variance = centered * centered
    ev = (variance + eps).sum((0, 2, 3)) / (n * h * w)
    rvo = 1 / np.sqrt((1 - mom) * rv + mom * ev)
    O = centered * rvo[None, :, None, None]
    return O, rmo, rvo, mean, centered, variance, ev, O


def layernorm_ref(I, g, b):
    mean = I.mean(2)
    var = ((I - mean[..., None]) ** 2).mean(2)
    return g * (I - mean[..., None]) / np.sqrt(var[..., None] + 1e-5) + b, mean, var


def softmax_ref(I):
    mx = I.max(1)
    e = np.exp(I - mx[:, None])
    s = e.sum(1)
    return e / s[:, None], mx, e, s


def mindis_ref(L, C):
    S = L.astype(np.float64)[np.arange(L.shape[0])[None, :], C.astype(int)].sum(1).astype(np.float32)
    v = S.min()
    idx = np.int32(np.flatnonzero(S == v).min())
    return S, v, idx


def mindis3_ref(L, C):
    S = L.astype(np.float64)[:, np.arange(L.shape[1])[None, :], C.astype(int)].sum(2).astype(np.float32)
    V = S.min(1)
    return S, V, np.array([np.flatnonzero(S[k] == V[k]).min() for k in range(len(V))], np.int32)


def lstm_ref(x, h0, c0, Wx, Wh, bias):
    H = h0.shape[1]
    gates = x @ Wx.T + h0 @ Wh.T + bias
    c = sigmoid(gates[:, H:2 * H]) * c0 + sigmoid(gates[:, :H]) * np.tanh(gates[:, 2 * H:3 * H])
    h = sigmoid(gates[:, 3 * H:4 * H]) * np.tanh(c)
    return gates, c, h


def gru_ref(x, h0, W, U):
    xw = einsum("bi,kji->kbj", x, W)
    hu = einsum("bh,kjh->kbj", h0, U)
    r = sigmoid(xw[0] + hu[0])
    z = sigmoid(xw[1] + hu[1])
    n = np.tanh(xw[2] + r * hu[2])
    return r, z, n, (1 - z) * n + z * h0


def two_luts_ref(L1, I1, L2, I2, W):
    O1 = L1.astype(float)[I1].sum(1)
    O2 = L2.astype(float)[I2].sum(1)
    return O1, O2, (O1 + O2) @ W.T


def triangle_ref(L, U):
    M, K = L.shape
    k = np.arange(K)
    out = np.zeros((M, M))
    for a in range(M):
        for b in range(M):
            sel = (k >= a) & (k <= b)
            out[a, b] = L[a, sel] @ U[sel, b]
    return out


_vec = {name: np.vectorize(getattr(math, name)) for name in ("erf", "erfc", "lgamma", "gamma")}


def builtins_ref(X, Y):
    f = np.float32
    return (np.exp(X) + np.log(Y) + np.sqrt(Y) + np.tanh(X),
            np.sin(X) * np.cos(Y) + np.arctan2(X, Y) + Y ** X,
            np.maximum(X, Y) - np.minimum(X, Y) + np.abs(X) + _vec["erf"](X),
            np.floor(X * f(3)) + np.ceil(X * f(3)) + np.sign(X * f(3)) * np.floor(np.abs(X * f(3)) + 0.5)
            + np.trunc(X * f(3)),
            sigmoid(X) + np.maximum(X, 0) + 1 / np.sqrt(Y) + np.expm1(X) + np.log1p(Y),
            np.fmod(X * f(7), Y) + np.hypot(X, Y) + np.cbrt(X) + np.exp2(X) + np.log10(Y),
            _vec["lgamma"](Y) + _vec["gamma"](Y) + _vec["erfc"](X) + np.copysign(Y, X) + np.maximum(X - Y, 0),
            np.exp(X) + np.maximum(X, 0) + np.tanh(Y))


def builtins_double_ref(X):
    return (np.arcsin(X) + np.arccos(X) + np.arctan(X) + np.sinh(X) + np.cosh(X) + np.arcsinh(X) + np.tan(X),
            np.arctanh(X / 2) + np.arccosh(X + 2) + np.log2(X + 2) + 10 ** X + np.rint(X * 5) + np.rint(X * 5)
            + (X * X + 1) + np.vectorize(math.remainder)(X * 5, 2.0))
