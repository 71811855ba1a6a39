"""The 30 PolyBench/C 4.2 kernels in the kernel language, each with a numpy reference that follows
PolyBench's C loops, at small sizes and past one tile. PolyBench updates arrays in place; here the
array before is an input and the array after an output. Kernels that sweep in place (lu, cholesky,
seidel-2d, the stencils) keep every step as a leading index (``A(t, i, j)``) and return the last
step; their references run PolyBench's loops.

Cases are ``tc_defs.TC`` values, in PolyBench's order of categories."""

from __future__ import annotations

import numpy as np

from .tc_defs import TC

CASES: list[TC] = []


def case(*args, **kwargs):
    kwargs.setdefault("rtol", 1e-9)
    kwargs.setdefault("atol", 1e-9)
    CASES.append(TC(*args, **kwargs))


def uniform(lo=0.0, hi=1.0):
    return lambda rng, s, dt, S: rng.uniform(lo, hi, s).astype(dt)


def spd(rng, s, dt, S):
    """A symmetric positive definite matrix (cholesky)."""
    m = rng.uniform(0, 1, s)
    return (m @ m.T + s[0] * np.eye(s[0])).astype(dt)


def dominant(rng, s, dt, S):
    """A diagonally dominant matrix (lu, ludcmp: no pivoting needed)."""
    return (rng.uniform(0, 1, s) + s[0] * np.eye(s[0])).astype(dt)


# ---- linear-algebra/blas -----------------------------------------------------------------------
case("gemm", "blas", """
def gemm(double(NI, NK) A, double(NK, NJ) B, double(NI, NJ) C, double alpha, double beta) -> (Cout) {
    Cout(i, j) +=! alpha * A(i, k) * B(k, j)
    Cout(i, j) = beta * C(i, j) + Cout(i, j)
}""", lambda A, B, C, al, be: be * C + al * A @ B, dict(NI=3, NJ=5, NK=7), dict(NI=100, NJ=130, NK=270))

case("gemver", "blas", """
def gemver(double(N, N) A, double(N) u1, double(N) v1, double(N) u2, double(N) v2, double(N) x0, double(N) w0,
           double(N) y, double(N) z, double alpha, double beta) -> (Ahat, x, w) {
    Ahat(i, j) = A(i, j) + u1(i) * v1(j) + u2(i) * v2(j)
    x(i) = x0(i)
    x(i) += beta * Ahat(j, i) * y(j)
    x(i) = x(i) + z(i)
    w(i) = w0(i)
    w(i) += alpha * Ahat(i, j) * x(j)
}""", lambda A, u1, v1, u2, v2, x0, w0, y, z, al, be: gemver_ref(A, u1, v1, u2, v2, x0, w0, y, z, al, be),
     dict(N=7), dict(N=300))

case("gesummv", "blas", """
def gesummv(double(N, N) A, double(N, N) B, double(N) x, double alpha, double beta) -> (tmp, y) {
    tmp(i) +=! A(i, j) * x(j)
    y(i) +=! B(i, j) * x(j)
    y(i) = alpha * tmp(i) + beta * y(i)
}""", lambda A, B, x, al, be: (A @ x, al * (A @ x) + be * (B @ x)), dict(N=1), dict(N=301))

case("symm", "blas", """
def symm(double(M, M) A, double(M, N) B, double(M, N) C, double alpha, double beta) -> (Cout) {
    Cout(i, j) +=! (k <= i ? A(i, k) : A(k, i)) * B(k, j)
    Cout(i, j) = beta * C(i, j) + alpha * Cout(i, j)
}""", lambda A, B, C, al, be: symm_ref(A, B, C, al, be), dict(M=5, N=3), dict(M=130, N=100))

case("syr2k", "blas", """
def syr2k(double(N, M) A, double(N, M) B, double(N, N) C, double alpha, double beta) -> (Cout) {
    Cout(i, j) = j <= i ? beta * C(i, j) : C(i, j)
    Cout(i, j) += A(j, k) * alpha * B(i, k) + B(j, k) * alpha * A(i, k) where j in 0:i+1
}""", lambda A, B, C, al, be: np.where(np.tri(len(C), dtype=bool), be * C + al * (B @ A.T + A @ B.T), C),
     dict(N=5, M=3), dict(N=130, M=100))

case("syrk", "blas", """
def syrk(double(N, M) A, double(N, N) C, double alpha, double beta) -> (Cout) {
    Cout(i, j) = j <= i ? beta * C(i, j) : C(i, j)
    Cout(i, j) += alpha * A(i, k) * A(j, k) where j in 0:i+1
}""", lambda A, C, al, be: np.where(np.tri(len(C), dtype=bool), be * C + al * (A @ A.T), C),
     dict(N=1, M=2), dict(N=130, M=100))

case("trmm", "blas", """
def trmm(double(M, M) A, double(M, N) B, double alpha) -> (Bout) {
    Bout(i, j) = B(i, j)
    Bout(i, j) += A(k, i) * B(k, j) where k in i+1:M
    Bout(i, j) = alpha * Bout(i, j)
}""", lambda A, B, al: al * (B + np.tril(A, -1).T @ B), dict(M=5, N=3), dict(M=130, N=100))

# ---- linear-algebra/kernels --------------------------------------------------------------------
case("2mm", "kernels", """
def k2mm(double(NI, NK) A, double(NK, NJ) B, double(NJ, NL) C, double(NI, NL) D, double alpha, double beta)
    -> (tmp, Dout) {
    tmp(i, j) +=! alpha * A(i, k) * B(k, j)
    Dout(i, l) = beta * D(i, l)
    Dout(i, l) += tmp(i, j) * C(j, l)
}""", lambda A, B, C, D, al, be: (al * A @ B, be * D + (al * A @ B) @ C), dict(NI=2, NJ=3, NK=5, NL=7),
     dict(NI=100, NJ=110, NK=120, NL=130))

case("3mm", "kernels", """
def k3mm(double(NI, NK) A, double(NK, NJ) B, double(NJ, NM) C, double(NM, NL) D) -> (E, F, G) {
    E(i, j) +=! A(i, k) * B(k, j)
    F(j, l) +=! C(j, m) * D(m, l)
    G(i, l) +=! E(i, j) * F(j, l)
}""", lambda A, B, C, D: (A @ B, C @ D, (A @ B) @ (C @ D)), dict(NI=3, NJ=2, NK=5, NL=1, NM=7),
     dict(NI=100, NJ=110, NK=120, NL=130, NM=140))

case("atax", "kernels", """
def atax(double(M, N) A, double(N) x) -> (tmp, y) {
    tmp(i) +=! A(i, j) * x(j)
    y(j) +=! A(i, j) * tmp(i)
}""", lambda A, x: (A @ x, A.T @ (A @ x)), dict(M=3, N=5), dict(M=390, N=410))

case("bicg", "kernels", """
def bicg(double(N, M) A, double(M) p, double(N) r) -> (s, q) {
    s(j) +=! r(i) * A(i, j)
    q(i) +=! A(i, j) * p(j)
}""", lambda A, p, r: (A.T @ r, A @ p), dict(N=5, M=3), dict(N=410, M=390))

case("doitgen", "kernels", """
def doitgen(double(NR, NQ, NP) A, double(NP, NP) C4) -> (Aout) {
    Aout(r, q, p) +=! A(r, q, s) * C4(s, p)
}""", lambda A, C4: A @ C4, dict(NR=2, NQ=3, NP=5), dict(NR=25, NQ=20, NP=130))

case("mvt", "kernels", """
def mvt(double(N, N) A, double(N) x1, double(N) x2, double(N) y_1, double(N) y_2) -> (x1out, x2out) {
    x1out(i) = x1(i)
    x1out(i) += A(i, j) * y_1(j)
    x2out(i) = x2(i)
    x2out(i) += A(j, i) * y_2(j)
}""", lambda A, x1, x2, y1, y2: (x1 + A @ y1, x2 + A.T @ y2), dict(N=7), dict(N=400))

# ---- linear-algebra/solvers --------------------------------------------------------------------
case("cholesky", "solvers", """
def cholesky(double(N, N) A) -> (L) {
    s(j, i) +=! Lt(k, i) * Lt(k, j) where j in 0:N, i in j:N, k in 0:j
    Lt(j, i) = i == j ? sqrt(A(j, j) - s(j, j)) : (A(i, j) - s(j, i)) / sqrt(A(j, j) - s(j, j))
        where j in 0:N, i in j:N
    L(i, j) = j <= i ? Lt(j, i) : A(i, j)
}""", lambda A: cholesky_ref(A), dict(N=5), dict(N=100), inputs={"A": spd})

case("durbin", "solvers", """
def durbin(double(N) r) -> (y) {
    y(k, i) = -r(0) where k in 0:1, i in 0:1
    beta(k) = 1.0f64 where k in 0:1
    alpha(k) = -r(0) where k in 0:1
    beta(k) = (1 - alpha(k - 1) * alpha(k - 1)) * beta(k - 1) where k in 1:N
    s(k) +=! r(k - i - 1) * y(k - 1, i) where k in 1:N, i in 0:k
    alpha(k) = -(r(k) + s(k)) / beta(k) where k in 1:N
    y(k, i) = i < k ? y(k - 1, i) + alpha(k) * y(k - 1, k - i - 1) : alpha(k) where k in 1:N, i in 0:k+1
}""", lambda r: durbin_ref(r), dict(N=5), dict(N=130),
     inputs={"r": lambda rng, s, dt, S: rng.uniform(0, 1 / S["N"], s)}, rtol=1e-8)

case("gramschmidt", "solvers", """
def gramschmidt(double(M, N) A) -> (Q, R) {
    Ak(k, i, j) = A(i, j) where k in 0:1, i in 0:M, j in 0:N
    Ak(k, i, j) = j >= k ? Ak(k - 1, i, j) - Qt(k - 1, i) * Rt(k - 1, j) : Ak(k - 1, i, j)
        where k in 1:N, i in 0:M, j in 0:N
    nrm(k) +=! Ak(k, i, k) * Ak(k, i, k) where k in 0:N
    Qt(k, i) = Ak(k, i, k) / sqrt(nrm(k)) where k in 0:N, i in 0:M
    Rt(k, j) +=! Qt(k, i) * Ak(k, i, j) where k in 0:N, j in 0:N
    R(k, j) = j < k ? 0.0f64 : (j == k ? sqrt(nrm(k)) : Rt(k, j))
    Q(i, k) = Qt(k, i)
}""", lambda A: gramschmidt_ref(A), dict(M=7, N=5), dict(M=110, N=100),
     inputs={"A": lambda rng, s, dt, S: rng.uniform(0, 1, s) + np.eye(*s)}, rtol=1e-7, atol=1e-9)

case("lu", "solvers", """
def lu(double(N, N) A) -> (LU) {
    Ak(k, i, j) = A(i, j) where k in 0:1, i in 0:N, j in 0:N
    Ak(k, i, j) = (i >= k && j >= k) ? Ak(k - 1, i, j) - Ak(k - 1, i, k - 1) / Ak(k - 1, k - 1, k - 1)
        * Ak(k - 1, k - 1, j) : Ak(k - 1, i, j) where k in 1:N, i in 0:N, j in 0:N
    LU(i, j) = j >= i ? Ak(i, i, j) : Ak(j, i, j) / Ak(j, j, j)
}""", lambda A: lu_ref(A), dict(N=5), dict(N=100), inputs={"A": dominant})

case("ludcmp", "solvers", """
def ludcmp(double(N, N) A, double(N) b) -> (x, y) {
    Ak(k, i, j) = A(i, j) where k in 0:1, i in 0:N, j in 0:N
    Ak(k, i, j) = (i >= k && j >= k) ? Ak(k - 1, i, j) - Ak(k - 1, i, k - 1) / Ak(k - 1, k - 1, k - 1)
        * Ak(k - 1, k - 1, j) : Ak(k - 1, i, j) where k in 1:N, i in 0:N, j in 0:N
    sy(i) +=! Ak(j, i, j) / Ak(j, j, j) * y(j) where i in 0:N, j in 0:i
    y(i) = b(i) - sy(i) where i in 0:N
    sx(r) +=! Ak(N - 1 - r, N - 1 - r, j) * xr(N - 1 - j) where r in 0:N, j in N-r:N
    xr(r) = (y(N - 1 - r) - sx(r)) / Ak(N - 1 - r, N - 1 - r, N - 1 - r) where r in 0:N
    x(i) = xr(N - 1 - i)
}""", lambda A, b: ludcmp_ref(A, b), dict(N=5), dict(N=100), inputs={"A": dominant}, rtol=1e-8)

case("trisolv", "solvers", """
def trisolv(double(N, N) L, double(N) b) -> (x) {
    s(i) +=! L(i, j) * x(j) where i in 0:N, j in 0:i
    x(i) = (b(i) - s(i)) / L(i, i) where i in 0:N
}""", lambda L, b: trisolv_ref(L, b), dict(N=7), dict(N=130),
     inputs={"L": lambda rng, s, dt, S: rng.uniform(0, 1, s) / S["N"] + np.eye(S["N"])}, rtol=1e-8)

# ---- datamining --------------------------------------------------------------------------------
case("correlation", "datamining", """
def correlation(double(N, M) data) -> (corr) {
    mean(j) +=! data(i, j) / N
    stddev(j) +=! (data(i, j) - mean(j)) * (data(i, j) - mean(j)) / N
    sd(j) = sqrt(stddev(j)) <= 0.1 ? 1.0 : sqrt(stddev(j))
    z(i, j) = (data(i, j) - mean(j)) / (sqrt(double(N)) * sd(j))
    corr(i, j) +=! z(k, i) * z(k, j)
    corr(i, j) = i == j ? 1.0 : corr(i, j)
}""", lambda d: correlation_ref(d), dict(N=7, M=5), dict(N=140, M=120), rtol=1e-8)

case("covariance", "datamining", """
def covariance(double(N, M) data) -> (cov) {
    mean(j) +=! data(i, j)
    mean(j) = mean(j) / N
    centered(i, j) = data(i, j) - mean(j)
    cov(i, j) +=! centered(k, i) * centered(k, j)
    cov(i, j) = cov(i, j) / (N - 1.0)
}""", lambda d: np.cov(d, rowvar=False).reshape(d.shape[1], d.shape[1]), dict(N=7, M=5), dict(N=140, M=120),
     rtol=1e-8)

# ---- medley ------------------------------------------------------------------------------------
case("deriche", "medley", """
def deriche(float(W, H) imgIn, float alpha) -> (imgOut) {
    e1() = exp(-alpha)
    kk() = (1.0 - e1) * (1.0 - e1) / (1.0 + 2.0 * alpha * e1 - exp(2.0 * alpha))
    a2() = kk * e1 * (alpha - 1.0)
    a3() = kk * e1 * (alpha + 1.0)
    a4() = -kk * exp(-2.0 * alpha)
    b1() = pow(2.0, -alpha)
    b2() = -exp(-2.0 * alpha)
    y1(i, j) = kk * imgIn(i, j) + (j >= 1 ? a2 * imgIn(i, j - 1) + b1 * y1(i, j - 1) : 0.0)
        + (j >= 2 ? b2 * y1(i, j - 2) : 0.0) where i in 0:W, j in 0:H
    y2(i, r) = (r >= 1 ? a3 * imgIn(i, H - r) + b1 * y2(i, r - 1) : 0.0)
        + (r >= 2 ? a4 * imgIn(i, H + 1 - r) + b2 * y2(i, r - 2) : 0.0) where i in 0:W, r in 0:H
    tmp(i, j) = y1(i, j) + y2(i, H - 1 - j)
    z1(i, j) = kk * tmp(i, j) + (i >= 1 ? a2 * tmp(i - 1, j) + b1 * z1(i - 1, j) : 0.0)
        + (i >= 2 ? b2 * z1(i - 2, j) : 0.0) where i in 0:W, j in 0:H
    z2(r, j) = (r >= 1 ? a3 * tmp(W - r, j) + b1 * z2(r - 1, j) : 0.0)
        + (r >= 2 ? a4 * tmp(W + 1 - r, j) + b2 * z2(r - 2, j) : 0.0) where r in 0:W, j in 0:H
    imgOut(i, j) = z1(i, j) + z2(W - 1 - i, j)
}""", lambda img, alpha: deriche_ref(img, alpha), dict(W=5, H=7), dict(W=130, H=100), rtol=2e-4, atol=1e-4,
     inputs={"alpha": lambda rng, s, dt, S: 0.25})

case("floyd_warshall", "medley", """
def floyd_warshall(int32(N, N) W) -> (P) {
    P(k, i, j) = W(i, j) where k in 0:1, i in 0:N, j in 0:N
    P(k, i, j) = min(P(k - 1, i, j), P(k - 1, i, k - 1) + P(k - 1, k - 1, j)) where k in 1:N+1, i in 0:N, j in 0:N
}""", lambda W: floyd_ref(W), dict(N=5), dict(N=70),
     inputs={"W": lambda rng, s, dt, S: rng.integers(1, 50, s).astype(dt)})

case("nussinov", "medley", """
def nussinov(int32(N) seq) -> (T) {
    T(d, i) = 0 where d in 0:1, i in 0:N
    M(d, i) max=! T(c, i) + T(d - c - 1, i + c + 1) where d in 1:N, i in 0:N-d, c in 1:d
    T(d, i) = max(max(T(d - 1, i), T(d - 1, i + 1)),
                  max(d >= 2 ? T(d - 2, i + 1) + (seq(i) + seq(i + d) == 3 ? 1 : 0) : 0, M(d, i)))
        where d in 1:N, i in 0:N-d
}""", lambda seq: nussinov_ref(seq), dict(N=7), dict(N=100),
     inputs={"seq": lambda rng, s, dt, S: rng.integers(0, 4, s).astype(dt)})

# ---- stencils ----------------------------------------------------------------------------------
case("adi", "stencils", """
def adi(double(N, N) u0, double(T) steps) -> (u) {
    mul1() = 2.0 * (1.0f64 / T) / ((1.0f64 / N) * (1.0f64 / N))
    mul2() = 1.0 * (1.0f64 / T) / ((1.0f64 / N) * (1.0f64 / N))
    a() = -mul1 / 2.0
    b() = 1.0 + mul1
    d() = -mul2 / 2.0
    e() = 1.0 + mul2
    u(t, i, j) = u0(i, j) where t in 0:1, i in 0:N, j in 0:N
    p(t, i, j) = j == 0 ? 0.0f64 : -a / (a * p(t, i, j - 1) + b) where t in 1:T+1, i in 1:N-1, j in 0:N-1
    q(t, i, j) = j == 0 ? 1.0f64
        : (-d * u(t - 1, j, i - 1) + (1.0 + 2.0 * d) * u(t - 1, j, i) - d * u(t - 1, j, i + 1) - a * q(t, i, j - 1))
          / (a * p(t, i, j - 1) + b) where t in 1:T+1, i in 1:N-1, j in 0:N-1
    vr(t, i, r) = (r == 0 || r == N - 1) ? 1.0f64 : p(t, i, N - 1 - r) * vr(t, i, r - 1) + q(t, i, N - 1 - r)
        where t in 1:T+1, i in 1:N-1, r in 0:N
    v(t, j, i) = vr(t, i, N - 1 - j) where t in 1:T+1, j in 0:N, i in 1:N-1
    p2(t, i, j) = j == 0 ? 0.0f64 : -d / (d * p2(t, i, j - 1) + e) where t in 1:T+1, i in 1:N-1, j in 0:N-1
    q2(t, i, j) = j == 0 ? 1.0f64
        : (-a * v(t, i - 1, j) + (1.0 + 2.0 * a) * v(t, i, j) - a * v(t, i + 1, j) - d * q2(t, i, j - 1))
          / (d * p2(t, i, j - 1) + e) where t in 1:T+1, i in 1:N-1, j in 0:N-1
    ur(t, i, r) = r == 0 ? 1.0f64 : p2(t, i, N - 1 - r) * ur(t, i, r - 1) + q2(t, i, N - 1 - r)
        where t in 1:T+1, i in 1:N-1, r in 0:N-1
    u(t, i, j) = (i == 0 || i == N - 1) ? u(t - 1, i, j) : (j == 0 ? 1.0f64 : ur(t, i, N - 1 - j))
        where t in 1:T+1, i in 0:N, j in 0:N
}""", lambda u0, steps: adi_ref(u0, len(steps)), dict(N=5, T=2), dict(N=100, T=3), rtol=1e-8, atol=1e-9)

case("fdtd_2d", "stencils", """
def fdtd_2d(double(NX, NY) ex0, double(NX, NY) ey0, double(NX, NY) hz0, double(T) fict) -> (ex, ey, hz) {
    ex(t, i, j) = ex0(i, j) where t in 0:1, i in 0:NX, j in 0:NY
    ey(t, i, j) = ey0(i, j) where t in 0:1, i in 0:NX, j in 0:NY
    hz(t, i, j) = hz0(i, j) where t in 0:1, i in 0:NX, j in 0:NY
    ey(t, i, j) = i == 0 ? fict(t - 1) : ey(t - 1, i, j) - 0.5 * (hz(t - 1, i, j) - hz(t - 1, i - 1, j))
        where t in 1:T+1, i in 0:NX, j in 0:NY
    ex(t, i, j) = j == 0 ? ex(t - 1, i, j) : ex(t - 1, i, j) - 0.5 * (hz(t - 1, i, j) - hz(t - 1, i, j - 1))
        where t in 1:T+1, i in 0:NX, j in 0:NY
    hz(t, i, j) = (i < NX - 1 && j < NY - 1)
        ? hz(t - 1, i, j) - 0.7 * (ex(t, i, j + 1) - ex(t, i, j) + ey(t, i + 1, j) - ey(t, i, j))
        : hz(t - 1, i, j) where t in 1:T+1, i in 0:NX, j in 0:NY
}""", lambda ex, ey, hz, fict: fdtd_ref(ex, ey, hz, fict), dict(NX=5, NY=7, T=3), dict(NX=100, NY=130, T=5))

case("heat_3d", "stencils", """
def heat_3d(double(N, N, N) A0, double(N, N, N) B0, double(T) steps) -> (A, B) {
    A(t, i, j, k) = A0(i, j, k) where t in 0:1, i in 0:N, j in 0:N, k in 0:N
    B(t, i, j, k) = (i == 0 || i == N - 1 || j == 0 || j == N - 1 || k == 0 || k == N - 1) ? B0(i, j, k)
        : 0.125 * (A(t - 1, i + 1, j, k) - 2.0 * A(t - 1, i, j, k) + A(t - 1, i - 1, j, k))
        + 0.125 * (A(t - 1, i, j + 1, k) - 2.0 * A(t - 1, i, j, k) + A(t - 1, i, j - 1, k))
        + 0.125 * (A(t - 1, i, j, k + 1) - 2.0 * A(t - 1, i, j, k) + A(t - 1, i, j, k - 1)) + A(t - 1, i, j, k)
        where t in 1:T+1, i in 0:N, j in 0:N, k in 0:N
    A(t, i, j, k) = (i == 0 || i == N - 1 || j == 0 || j == N - 1 || k == 0 || k == N - 1) ? A(t - 1, i, j, k)
        : 0.125 * (B(t, i + 1, j, k) - 2.0 * B(t, i, j, k) + B(t, i - 1, j, k))
        + 0.125 * (B(t, i, j + 1, k) - 2.0 * B(t, i, j, k) + B(t, i, j - 1, k))
        + 0.125 * (B(t, i, j, k + 1) - 2.0 * B(t, i, j, k) + B(t, i, j, k - 1)) + B(t, i, j, k)
        where t in 1:T+1, i in 0:N, j in 0:N, k in 0:N
}""", lambda A0, B0, steps: heat3d_ref(A0, B0, len(steps)), dict(N=5, T=2), dict(N=40, T=4))

case("jacobi_1d", "stencils", """
def jacobi_1d(double(N) A0, double(N) B0, double(T) steps) -> (A, B) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    B(t, i) = (i == 0 || i == N - 1) ? B0(i) : 0.33333 * (A(t - 1, i - 1) + A(t - 1, i) + A(t - 1, i + 1))
        where t in 1:T+1, i in 0:N
    A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : 0.33333 * (B(t, i - 1) + B(t, i) + B(t, i + 1))
        where t in 1:T+1, i in 0:N
}""", lambda A0, B0, steps: jacobi1d_ref(A0, B0, len(steps)), dict(N=5, T=3), dict(N=1031, T=20))

case("jacobi_2d", "stencils", """
def jacobi_2d(double(N, N) A0, double(N, N) B0, double(T) steps) -> (A, B) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
    B(t, i, j) = (i == 0 || i == N - 1 || j == 0 || j == N - 1) ? B0(i, j)
        : 0.2 * (A(t - 1, i, j) + A(t - 1, i, j - 1) + A(t - 1, i, j + 1) + A(t - 1, i + 1, j) + A(t - 1, i - 1, j))
        where t in 1:T+1, i in 0:N, j in 0:N
    A(t, i, j) = (i == 0 || i == N - 1 || j == 0 || j == N - 1) ? A(t - 1, i, j)
        : 0.2 * (B(t, i, j) + B(t, i, j - 1) + B(t, i, j + 1) + B(t, i + 1, j) + B(t, i - 1, j))
        where t in 1:T+1, i in 0:N, j in 0:N
}""", lambda A0, B0, steps: jacobi2d_ref(A0, B0, len(steps)), dict(N=5, T=2), dict(N=130, T=10))

case("seidel_2d", "stencils", """
def seidel_2d(double(N, N) A0, double(T) steps) -> (A) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
    A(t, i, j) = (i == 0 || i == N - 1 || j == 0 || j == N - 1) ? A(t - 1, i, j)
        : (A(t, i - 1, j - 1) + A(t, i - 1, j) + A(t, i - 1, j + 1) + A(t, i, j - 1) + A(t - 1, i, j)
           + A(t - 1, i, j + 1) + A(t - 1, i + 1, j - 1) + A(t - 1, i + 1, j) + A(t - 1, i + 1, j + 1)) / 9.0
        where t in 1:T+1, i in 0:N, j in 0:N
}""", lambda A0, steps: seidel_ref(A0, len(steps)), dict(N=5, T=2), dict(N=100, T=3))


# ---- references: PolyBench's loops -------------------------------------------------------------
def gemver_ref(A, u1, v1, u2, v2, x0, w0, y, z, alpha, beta):
    Ahat = A + np.outer(u1, v1) + np.outer(u2, v2)
    x = x0 + beta * Ahat.T @ y + z
    return Ahat, x, w0 + alpha * Ahat @ x


def symm_ref(A, B, C, alpha, beta):
    sym = np.tril(A) + np.tril(A, -1).T  # PolyBench reads the lower triangle only
    return beta * C + alpha * sym @ B


def cholesky_ref(A):
    A = A.copy()
    n = len(A)
    for i in range(n):
        for j in range(i):
            A[i, j] = (A[i, j] - A[i, :j] @ A[j, :j]) / A[j, j]
        A[i, i] = np.sqrt(A[i, i] - A[i, :i] @ A[i, :i])
    return A


def durbin_ref(r):
    n = len(r)
    hist = np.zeros((n, n))
    y = np.zeros(n)
    y[0] = -r[0]
    beta, alpha = 1.0, -r[0]
    hist[0, 0] = y[0]
    for k in range(1, n):
        beta = (1 - alpha * alpha) * beta
        s = r[k - 1::-1][:k] @ y[:k]
        alpha = -(r[k] + s) / beta
        y[:k] = y[:k] + alpha * y[k - 1::-1][:k]
        y[k] = alpha
        hist[k, :k + 1] = y[:k + 1]
    return hist


def gramschmidt_ref(A):
    A = A.copy()
    m, n = A.shape
    Q, R = np.zeros((m, n)), np.zeros((n, n))
    for k in range(n):
        R[k, k] = np.sqrt(A[:, k] @ A[:, k])
        Q[:, k] = A[:, k] / R[k, k]
        for j in range(k + 1, n):
            R[k, j] = Q[:, k] @ A[:, j]
            A[:, j] = A[:, j] - Q[:, k] * R[k, j]
    return Q, R


def lu_ref(A):
    A = A.copy()
    n = len(A)
    for i in range(n):
        for j in range(i):
            A[i, j] = (A[i, j] - A[i, :j] @ A[:j, j]) / A[j, j]
        A[i, i:] = A[i, i:] - A[i, :i] @ A[:i, i:]
    return A


def ludcmp_ref(A, b):
    A = lu_ref(A)
    n = len(A)
    y, x = np.zeros(n), np.zeros(n)
    for i in range(n):
        y[i] = b[i] - A[i, :i] @ y[:i]
    for i in range(n - 1, -1, -1):
        x[i] = (y[i] - A[i, i + 1:] @ x[i + 1:]) / A[i, i]
    return x, y


def trisolv_ref(L, b):
    x = np.zeros(len(b))
    for i in range(len(b)):
        x[i] = (b[i] - L[i, :i] @ x[:i]) / L[i, i]
    return x


def correlation_ref(data):
    n, m = data.shape
    mean = data.sum(0) / n
    std = np.sqrt(((data - mean) ** 2).sum(0) / n)
    std = np.where(std <= 0.1, 1.0, std)
    z = (data - mean) / (np.sqrt(n) * std)
    corr = z.T @ z
    np.fill_diagonal(corr, 1.0)
    return corr


def deriche_ref(img, alpha):
    f = np.float32
    img = img.astype(np.float64)
    e1 = np.exp(-alpha)
    k = (1 - e1) ** 2 / (1 + 2 * alpha * e1 - np.exp(2 * alpha))
    a1, a2, a3, a4 = k, k * e1 * (alpha - 1), k * e1 * (alpha + 1), -k * np.exp(-2 * alpha)
    b1, b2 = 2.0 ** -alpha, -np.exp(-2 * alpha)
    w, h = img.shape

    def sweep(x):  # along the last axis: the causal and anti-causal filters, summed
        y1, y2 = np.zeros_like(x), np.zeros_like(x)
        xm1, ym1, ym2 = 0, 0, 0
        for j in range(x.shape[1]):
            y1[:, j] = a1 * x[:, j] + a2 * xm1 + b1 * ym1 + b2 * ym2
            xm1, ym2, ym1 = x[:, j], ym1, y1[:, j]
        xp1, xp2, yp1, yp2 = 0, 0, 0, 0
        for j in range(x.shape[1] - 1, -1, -1):
            y2[:, j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
            xp2, xp1, yp2, yp1 = xp1, x[:, j], yp1, y2[:, j]
        return y1 + y2

    return f(1) * sweep(sweep(img).T).T


def floyd_ref(W):
    n = len(W)
    hist = np.zeros((n + 1, n, n), W.dtype)
    P = W.copy()
    hist[0] = P
    for k in range(n):
        P = np.minimum(P, P[:, k:k + 1] + P[k:k + 1, :])
        hist[k + 1] = P
    return hist


def nussinov_ref(seq):
    n = len(seq)
    table = np.zeros((n, n), np.int64)
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            best = max(table[i, j], table[i, j - 1])
            if i + 1 < n:
                best = max(best, table[i + 1, j])
                bonus = (1 if seq[i] + seq[j] == 3 else 0) if i < j - 1 else 0
                best = max(best, table[i + 1, j - 1] + bonus)
            for k in range(i + 1, j):
                best = max(best, table[i, k] + table[k + 1, j])
            table[i, j] = best
    T = np.zeros((n, n), np.int32)
    for d in range(n):
        for i in range(n - d):
            T[d, i] = table[i, i + d]
    return T


def adi_ref(u0, steps):
    n = len(u0)
    dx = dy = 1.0 / n
    dt = 1.0 / steps
    mul1, mul2 = 2.0 * dt / (dx * dx), 1.0 * dt / (dy * dy)
    a, b, c = -mul1 / 2, 1 + mul1, -mul1 / 2
    d, e, f = -mul2 / 2, 1 + mul2, -mul2 / 2
    u = u0.copy()
    v, p, q = np.zeros((n, n)), np.zeros((n, n)), np.zeros((n, n))
    hist = [u.copy()]
    for _ in range(steps):
        for i in range(1, n - 1):
            v[0, i] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = v[0, i]
            for j in range(1, n - 1):
                p[i, j] = -c / (a * p[i, j - 1] + b)
                q[i, j] = (-d * u[j, i - 1] + (1 + 2 * d) * u[j, i] - f * u[j, i + 1] - a * q[i, j - 1]) / (
                    a * p[i, j - 1] + b)
            v[n - 1, i] = 1.0
            for j in range(n - 2, 0, -1):
                v[j, i] = p[i, j] * v[j + 1, i] + q[i, j]
        for i in range(1, n - 1):
            u[i, 0] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = u[i, 0]
            for j in range(1, n - 1):
                p[i, j] = -f / (d * p[i, j - 1] + e)
                q[i, j] = (-a * v[i - 1, j] + (1 + 2 * a) * v[i, j] - c * v[i + 1, j] - d * q[i, j - 1]) / (
                    d * p[i, j - 1] + e)
            u[i, n - 1] = 1.0
            for j in range(n - 2, 0, -1):
                u[i, j] = p[i, j] * u[i, j + 1] + q[i, j]
        hist.append(u.copy())
    return np.stack(hist)


def fdtd_ref(ex, ey, hz, fict):
    ex, ey, hz = ex.copy(), ey.copy(), hz.copy()
    hs = [[ex.copy()], [ey.copy()], [hz.copy()]]
    for t in range(len(fict)):
        ey[0, :] = fict[t]
        ey[1:, :] = ey[1:, :] - 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] = ex[:, 1:] - 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] = hz[:-1, :-1] - 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1])
        for h, x in zip(hs, (ex, ey, hz)):
            h.append(x.copy())
    return tuple(np.stack(h) for h in hs)


def heat3d_ref(A0, B0, steps):
    A, B = A0.copy(), B0.copy()
    ha, hb = [A.copy()], [np.zeros_like(B)]
    inner = (slice(1, -1),) * 3

    def step(X):
        c = X[inner]
        return (0.125 * (X[2:, 1:-1, 1:-1] - 2.0 * c + X[:-2, 1:-1, 1:-1])
                + 0.125 * (X[1:-1, 2:, 1:-1] - 2.0 * c + X[1:-1, :-2, 1:-1])
                + 0.125 * (X[1:-1, 1:-1, 2:] - 2.0 * c + X[1:-1, 1:-1, :-2]) + c)

    for _ in range(steps):
        B[inner] = step(A)
        A[inner] = step(B)
        ha.append(A.copy())
        hb.append(B.copy())
    return np.stack(ha), np.stack(hb)


def jacobi1d_ref(A0, B0, steps):
    A, B = A0.copy(), B0.copy()
    ha, hb = [A.copy()], [np.zeros_like(B)]
    for _ in range(steps):
        B[1:-1] = 0.33333 * (A[:-2] + A[1:-1] + A[2:])
        A[1:-1] = 0.33333 * (B[:-2] + B[1:-1] + B[2:])
        ha.append(A.copy())
        hb.append(B.copy())
    return np.stack(ha), np.stack(hb)


def jacobi2d_ref(A0, B0, steps):
    A, B = A0.copy(), B0.copy()
    ha, hb = [A.copy()], [np.zeros_like(B)]
    for _ in range(steps):
        B[1:-1, 1:-1] = 0.2 * (A[1:-1, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:] + A[2:, 1:-1] + A[:-2, 1:-1])
        A[1:-1, 1:-1] = 0.2 * (B[1:-1, 1:-1] + B[1:-1, :-2] + B[1:-1, 2:] + B[2:, 1:-1] + B[:-2, 1:-1])
        ha.append(A.copy())
        hb.append(B.copy())
    return np.stack(ha), np.stack(hb)


def seidel_ref(A0, steps):
    A = A0.copy()
    n = len(A)
    hist = [A.copy()]
    for _ in range(steps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = A[i - 1:i + 2, j - 1:j + 2].sum() / 9.0
        hist.append(A.copy())
    return np.stack(hist)
