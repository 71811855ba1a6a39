"""A later statement whose left-hand side ranges are all explicit may write past what earlier
statements wrote: the tensor grows to hold it (concatenation in two statements), and its reads of
the tensor it writes are checked against the grown extent (recurrences over an explicit time or
step dimension: PolyBench's stencils and Floyd-Warshall)."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import SemanticError
from polyopt.poly import tree as T

CONCAT = """def concat(float(N) A, float(M) B) -> (O) {
    O(i) = A(i) where i in 0:N
    O(i) = B(i - N) where i in N:N+M
}"""

JACOBI_1D = """def jacobi_1d(float(N) A0, float(T) steps) -> (A) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i)
                                     : 0.33333 * (A(t - 1, i - 1) + A(t - 1, i) + A(t - 1, i + 1))
              where t in 1:T, i in 0:N
}"""

FLOYD = """def floyd_warshall(float(N, N) W) -> (P) {
    P(k, i, j) = W(i, j) where k in 0:1, i in 0:N, j in 0:N
    P(k, i, j) = min(P(k - 1, i, j), P(k - 1, i, k - 1) + P(k - 1, k - 1, j)) where k in 1:N+1, i in 0:N, j in 0:N
}"""


@pytest.mark.parametrize("n,m", [(1, 1), (5, 3), (37, 64)])
def test_concatenation_in_two_statements(n, m):
    k = po.compile(CONCAT)
    a, b = np.arange(n, dtype=np.float32), -np.arange(1, m + 1, dtype=np.float32)
    np.testing.assert_array_equal(k(a, b), np.concatenate([a, b]))


@pytest.mark.parametrize("n,t", [(3, 2), (17, 5), (64, 9)])
def test_jacobi_1d_over_time_steps(n, t):
    k = po.compile(JACOBI_1D)
    a0 = np.random.default_rng(n).random(n).astype(np.float32)
    want, a = [a0], a0.copy()
    for _ in range(1, t):
        b = a.copy()
        b[1:-1] = np.float32(0.33333) * (a[:-2] + a[1:-1] + a[2:])
        want.append(b)
        a = b
    np.testing.assert_allclose(k(a0, np.zeros(t, np.float32)), np.array(want), rtol=1e-6)


@pytest.mark.parametrize("n", [1, 6, 19])
def test_floyd_warshall_over_steps(n):
    k = po.compile(FLOYD)
    w = np.random.default_rng(n).integers(1, 50, (n, n)).astype(np.float32)
    want, p = [w], w.copy()
    for s in range(n):
        p = np.minimum(p, p[:, s:s + 1] + p[s:s + 1, :])
        want.append(p)
    np.testing.assert_array_equal(k(w), np.array(want))


def test_a_recurrence_reads_only_what_is_written():
    with pytest.raises(SemanticError, match=r"A\(\(t - 1\), \(i - 1\)\).*out of bounds"):
        po.compile("""def f(float(N) A0, float(T) steps) -> (A) {
            A(t, i) = A0(i) where t in 0:1, i in 0:N
            A(t, i) = A(t - 1, i - 1) where t in 1:T, i in 0:N
        }""")


def test_elements_no_statement_writes_read_as_zero():
    k = po.compile("""def f(float(N) A, float(M) B) -> (O) {
        O(i) = A(i) where i in 0:N
        O(i) = B(i - N - 2) where i in N+2:N+M+2
    }""")
    n = 1 << 19  # 2 MiB: from the recycled output memory
    for _ in range(3):
        o = k(np.full(n, 7, np.float32), np.full(n, 9, np.float32))
        np.testing.assert_array_equal(o[n - 1:n + 3], [7, 0, 0, 9])
        del o


@pytest.mark.parametrize("schedule", ["auto", "program"])
@pytest.mark.parametrize("dynamic", [False, True])
def test_a_read_of_an_element_written_later_sees_the_value_before(schedule, dynamic):
    """``Y(i, j)`` reads ``Y(i, j + 1)``, which this statement writes later: it reads what was
    there before (0 where nothing wrote it), as numpy's ``y[:, :-1] = x[:, 1:] + y[:, 1:] / 2``,
    never the recycled memory of an earlier result (the output is zeroed), and the same for a
    temporary kept from the last call."""
    k = po.compile("""def f(float(H, W) X) -> (Y, Z) {
        Y(i, j) = 1.0 where i in 0:H, j in W-1:W
        Y(i, j) = X(i, j + 1) + 0.5 * Y(i, j + 1) where i in 0:H, j in 0:W-1
        T(i, j) = 2.0 where i in 0:H, j in W-1:W
        T(i, j) = X(i, j) + T(i, j + 1) where i in 0:H, j in 0:W-1
        Z(i, j) = T(i, j) where i in 0:H, j in 0:W
    }""", options=po.Options(schedule=schedule), dynamic=dynamic)
    assert not k.scop.covers("Y") and not k.scop.covers("T") and k.scop.covers("Z")
    h, w = 512, 600  # over 1 MiB: outputs come from recycled memory
    x = np.random.default_rng(0).random((h, w), dtype=np.float32)
    want = np.zeros((h, w), np.float32)
    want[:, -1] = 1
    want[:, :-1] = x[:, 1:]
    want[:, -2] += 0.5
    for _ in range(3):
        y, z = k(x)
        np.testing.assert_allclose(y, want, rtol=1e-6)
        np.testing.assert_array_equal(z[:, -1], 2)
        np.testing.assert_allclose(z[:, -2], x[:, -2] + 2, rtol=1e-6)
        np.testing.assert_array_equal(z[:, :-2], x[:, :-2])
        del y, z


@pytest.mark.parametrize("schedule", ["auto", "program"])
def test_pieces_of_a_statement_run_in_its_order(schedule):
    """An affine ternary splits a statement into branch-free pieces (j = 1 and j >= 2 here); a
    recurrence through them runs in the statement's order, not one piece after the other."""
    k = po.compile("""def d(float(H, W) X) -> (Y) {
        Y(i, j) = 0.3 * X(i, j) where i in 0:H, j in 0:1
        Y(i, j) = 0.3 * X(i, j) + 0.5 * Y(i, j - 1) + (j >= 2 ? -0.1 * Y(i, j - 2) : 0.0) where i in 0:H, j in 1:W
    }""", options=po.Options(schedule=schedule))
    x = np.random.default_rng(1).random((19, 23), dtype=np.float32)
    want = np.zeros_like(x)
    for j in range(x.shape[1]):
        want[:, j] = 0.3 * x[:, j] + (0.5 * want[:, j - 1] if j >= 1 else 0) - (0.1 * want[:, j - 2] if j >= 2 else 0)
    np.testing.assert_allclose(k(x), want, rtol=1e-5)


SEIDEL_2D = """def seidel_2d(double(N, N) A0, double(T) steps) -> (A) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
    A(t, i, j) = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? A(t - 1, i, j)
        : (A(t, i - 1, j - 1) + A(t, i - 1, j) + A(t, i - 1, j + 1)
         + A(t, i, j - 1) + A(t - 1, i, j) + A(t - 1, i, j + 1)
         + A(t - 1, i + 1, j - 1) + A(t - 1, i + 1, j) + A(t - 1, i + 1, j + 1)) / 9.0
        where t in 1:T, i in 0:N, j in 0:N
}"""


@pytest.mark.parametrize("options", [po.Options(), po.Options(schedule="program"),
                                     po.Options(num_threads=3, parallel_min_work=0, tile_sizes=4)])
def test_seidel_2d_reads_its_own_sweep(options):
    """PolyBench's seidel-2d: each step's sweep reads the points it already updated in this step
    (A(t, i - 1, j), A(t, i, j - 1)) and the old ones ahead of it (A(t - 1, ...))."""
    k = po.compile(SEIDEL_2D, options=options)
    rng = np.random.default_rng(2)
    for n, steps in [(1, 1), (3, 2), (12, 4)]:
        a0 = rng.random((n, n))
        a, want = a0.copy(), [a0.copy()]
        for _ in range(1, steps):
            for i in range(1, n - 1):
                for j in range(1, n - 1):
                    a[i, j] = a[i - 1:i + 2, j - 1:j + 2].sum() / 9.0
            want.append(a.copy())
        np.testing.assert_allclose(k(a0, np.zeros(steps)), np.array(want), rtol=1e-12)


def test_the_loops_inside_a_step_loop_run_in_parallel():
    """Floyd-Warshall's k carries a dependence; i and j do not: one parallel region opens around
    the step loop, and each step shares its rows i among the threads (``omp for``, a barrier after
    each step), with known sizes and enough work per step (a barrier counted as worth 1024
    points here: at the default 32768, 200 x 200 points a step run on one thread); a size-generic
    kernel stays on one thread there."""
    k = po.compile(FLOYD, options=po.Options(num_threads=2, parallel_min_work=1 << 10))
    w = np.random.default_rng(3).integers(1, 50, (200, 200)).astype(np.float32)
    want = w.copy()
    for s in range(200):
        want = np.minimum(want, want[:, s:s + 1] + want[s:s + 1, :])
    np.testing.assert_array_equal(k(w)[-1], want)
    lines = k.source.splitlines()
    region = next(n for n, line in enumerate(lines) if "#pragma omp parallel" in line)
    step = next(n for n, line in enumerate(lines) if line.lstrip().startswith("for (long c0"))
    shared = next(n for n, line in enumerate(lines) if line.strip() == "#pragma omp for")
    assert region < step < shared and lines[shared + 1].lstrip().startswith("for (long c1")
    assert sum("omp parallel" in line for line in lines) == 1
    generic = po.compile(FLOYD, options=po.Options(num_threads=2), dynamic=True)
    assert "omp parallel" not in generic.source


def test_a_stencil_forks_over_its_points_inside_the_time_loop():
    """isl skews jacobi_1d's band to (t, t + i), a band with no parallel loop; t carries every
    dependence, so the band splits below it and each step's sweep over i is shared among the
    threads of one region around the time loop, where a step's sweep pays for its barrier; a
    short row's steps run on one thread (``codegen/barriers.py``)."""
    k = po.compile(JACOBI_1D, options=po.Options(num_threads=2))
    short = k.specialize(N=2000, T=50).source
    assert "omp parallel" not in short
    a0 = np.random.default_rng(5).random(1_000_003).astype(np.float32)
    want, a = [a0], a0.copy()
    for _ in range(1, 4):
        a = a.copy()
        a[1:-1] = np.float32(0.33333) * (a[:-2] + a[1:-1] + a[2:])
        want.append(a)
    np.testing.assert_allclose(k(a0, np.zeros(4, np.float32)), np.array(want), rtol=1e-6)
    lines = k.source.splitlines()
    step = next(n for n, line in enumerate(lines) if line.lstrip().startswith("for (long c0"))
    assert any("#pragma omp parallel" in line for line in lines[:step])
    assert any(line.strip().startswith("#pragma omp for") for line in lines[step:])
    assert any(b.n == 1 and not b.coincident[0] and T.bands(b.child)[0].coincident == (True,)
               for b in k.schedule.bands)


def test_a_first_write_may_read_its_own_earlier_elements():
    """A statement that first writes a tensor may read elements it wrote at earlier iterations
    (an IIR filter along j, a temporary as much as an output); elements not written yet read 0;
    a read outside what the statement writes is an error of compile (it read y[-1] before), and
    a read of the element being written still takes the caller's values (out=)."""
    x = np.arange(1, 8, dtype=np.float32)
    k = po.compile("def f(float(N) x) -> (y) { y(i) = x(i) + (i >= 1 ? 0.5 * y(i - 1) : 0.0) where i in 0:N }")
    want = [x[0]]
    for v in x[1:]:
        want.append(v + 0.5 * want[-1])
    np.testing.assert_allclose(k(x), want, rtol=1e-6)
    k = po.compile("def f(float(N) x) -> (y) { y(i) = x(i) + (i < N - 1 ? y(i + 1) : 0.0) where i in 0:N }")
    np.testing.assert_array_equal(k(x), x)  # y(i + 1) is not written yet: 0
    k = po.compile("""def f(float(N) x) -> (y) {
        t(i) = x(i) + (i >= 2 ? t(i - 2) : 0.0) where i in 0:N
        y(i) = 2 * t(i)
    }""")
    t = x.copy()
    t[2:] = [x[i] + sum(x[i - 2::-2]) for i in range(2, 7)]
    np.testing.assert_allclose(k(x), 2 * t, rtol=1e-6)
    with pytest.raises(po.BoundsError, match=r"y\(\(i - 1\)\) is out of bounds"):
        po.compile("def f(float(N) x) -> (y) { y(i) = x(i) + 0.5 * y(i - 1) where i in 0:N }")
    k = po.compile("def f(float(N) x) -> (y) { y(i) = y(i) * 2 + x(i) }")
    with pytest.raises(po.ArgumentError, match="out="):
        k(x)
    np.testing.assert_array_equal(k(x, out=np.ones(7, np.float32)), 2 + x)


@pytest.mark.parametrize("shape", [(12, 5), (9, 8), (3, 17)])
def test_loops_that_carry_a_dependence_are_not_vectorized_by_gcc(shape):
    """gcc 12.2 at -O3 with AVX2 or AVX-512 vectorized the row loop of this recurrence (its two
    column statements read what the row before wrote), giving wrong numbers: every loop that
    carries a dependence now ends its iterations with a statement gcc cannot vectorize."""
    k = po.compile("""def f(double(H, W) A) -> (T) {
        T(i, j) = A(i, j) + (j < W - 1 ? 0.1 * T(i, j + 1) : 0.0) + (j >= 3 ? 0.5 * T(i, j - 3) : 0.0)
                  + (i >= 1 && j >= 1 ? 0.125 * T(i - 1, j - 1) : 0.0)
    }""")
    h, w = shape
    a = np.random.default_rng(h * w).uniform(-1, 1, shape)
    want = np.zeros(shape)
    for i in range(h):
        for j in range(w):
            want[i, j] = a[i, j] + (0.1 * want[i, j + 1] if j < w - 1 else 0) + \
                (0.5 * want[i, j - 3] if j >= 3 else 0) + (0.125 * want[i - 1, j - 1] if i and j else 0)
    np.testing.assert_allclose(k(a), want, rtol=1e-12)
    assert "gcc must not vectorize this loop" in k.source


JACOBI_2D_TWO_ARRAYS = """def jacobi_2d(float(N, N) A0, float(N, N) B0) -> (A, B) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
    B(t, i, j) = B0(i, j) where t in 0:1, i in 0:N, j in 0:N
    B(t, i, j) = (i >= 1 && i < N - 1 && j >= 1 && j < N - 1)
        ? 0.2 * (A(t - 1, i, j) + A(t - 1, i, j - 1) + A(t - 1, i, j + 1) + A(t - 1, i + 1, j) + A(t - 1, i - 1, j))
        : B(t - 1, i, j) where t in 1:6, i in 0:N, j in 0:N
    A(t, i, j) = (i >= 1 && i < N - 1 && j >= 1 && j < N - 1)
        ? 0.2 * (B(t, i, j) + B(t, i, j - 1) + B(t, i, j + 1) + B(t, i + 1, j) + B(t, i - 1, j))
        : A(t - 1, i, j) where t in 1:6, i in 0:N, j in 0:N
}"""


@pytest.mark.parametrize("options", [po.Options(), po.Options(schedule="program"),
                                     po.Options(tile_sizes=3, parallel_min_work=0), po.Options(fusion="max")],
                         ids=["auto", "program", "tiles-3", "fusion-max"])
@pytest.mark.parametrize("n", [1, 4, 23])
def test_coupled_time_steps_run_step_by_step(options, n):
    """PolyBench's jacobi-2d over two arrays: B of step t reads A of step t - 1, which the statement
    after it writes; the two statements run step by step along t."""
    k = po.compile(JACOBI_2D_TWO_ARRAYS, options=options)
    rng = np.random.default_rng(n)
    a0, b0 = rng.random((n, n), dtype=np.float32), rng.random((n, n), dtype=np.float32)
    a, b = a0.astype(np.float64), b0.astype(np.float64)
    for _ in range(5):
        b[1:-1, 1:-1] = 0.2 * (a[1:-1, 1:-1] + a[1:-1, :-2] + a[1:-1, 2:] + a[2:, 1:-1] + a[:-2, 1:-1])
        a[1:-1, 1:-1] = 0.2 * (b[1:-1, 1:-1] + b[1:-1, :-2] + b[1:-1, 2:] + b[2:, 1:-1] + b[:-2, 1:-1])
    got_a, got_b = k(a0, b0)
    assert got_a.shape == (6, n, n)
    np.testing.assert_allclose(got_a[-1], a, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(got_b[-1], b, rtol=1e-5, atol=1e-6)


def test_a_step_reads_only_what_earlier_steps_wrote():
    same_step = JACOBI_2D_TWO_ARRAYS.replace("0.2 * (A(t - 1, i, j)", "0.2 * (A(t, i, j)")
    with pytest.raises(po.BoundsError, match=r"the read A\(t, i, j\) comes before any statement writes") as e:
        po.compile(same_step)
    assert e.value.line == 5


def test_a_read_that_steps_would_change_is_refused():
    """C(i, j) between the two steps would run at step i and read B(5, i, j) before step 5 writes it."""
    src = JACOBI_2D_TWO_ARRAYS.replace("-> (A, B)", "-> (A, B, C)").replace(
        "    A(t, i, j) = (i >= 1", "    C(i, j) = B(5, i, j) where i in 0:N, j in 0:N\n    A(t, i, j) = (i >= 1")
    with pytest.raises(po.BoundsError, match=r"the read B\(5, i, j\) would see another value"):
        po.compile(src)


def test_a_read_of_a_later_write_needs_explicit_steps():
    """Without an explicit range on the later statement's first index, the statements do not run
    step by step, and the read stays out of bounds of what is written before it, with a hint."""
    src = """def f(float(N) a0, float(N) b0) -> (a, b) {
        a(t, i) = a0(i) where t in 0:1, i in 0:N
        b(t, i) = b0(i) where t in 0:1, i in 0:N
        a(t, i) = a(t - 1, i) + b(t - 1, i) where t in 1:4, i in 0:N
        b(t, i) = b(t - 1, i) * 2 where i in 0:N, t >= 1, t < 4
    }"""
    with pytest.raises(po.BoundsError, match=r"the read b\(\(t - 1\), i\) \(of elements a later statement writes, "
                                             r"up to line 5: .* run step by step"):
        po.compile(src)


TRISOLV_AHEAD = """def trisolv(float(N, N) L, float(N) b) -> (x) {
    s(i) +=! L(i, j) * x(j) where i in 0:N, j in 0:i
    x(i) = (b(i) - s(i)) / L(i, i) where i in 0:N
}"""


@pytest.mark.parametrize("n", [1, 2, 31])
def test_a_step_may_read_a_tensor_before_its_first_write(n):
    rng = np.random.default_rng(n)
    lower = (np.tril(rng.random((n, n))) + n * np.eye(n)).astype(np.float32)
    b = rng.random(n).astype(np.float32)
    for options in (po.Options(), po.Options(schedule="program")):
        x = po.compile(TRISOLV_AHEAD, options=options)(lower, b)
        np.testing.assert_allclose(x, np.linalg.solve(lower.astype(np.float64), b), rtol=1e-5)


def test_a_tensor_read_before_its_first_write_has_the_type_of_that_write():
    k = po.compile("""def twice(int32(N) a) -> (c) {
        d(i) = i == 0 ? 0 : c(i - 1) + a(i) where i in 0:N
        c(i) = d(i) * 2 where i in 0:N
    }""")
    c = k(np.arange(5, dtype=np.int32))
    assert c.dtype == np.int32 and k.checked.tensors["d"].dtype == "int32"
    np.testing.assert_array_equal(c, [0, 2, 8, 22, 52])


def test_reading_ahead_needs_steps_and_an_earlier_step():
    same_step = TRISOLV_AHEAD.replace("j in 0:i\n", "j in 0:i+1\n")
    with pytest.raises(po.BoundsError, match=r"the read x\(j\) comes before any statement writes that element"):
        po.compile(same_step)
    unstepped = TRISOLV_AHEAD.replace("where i in 0:N, j in 0:i", "where j in 0:i")
    with pytest.raises(SemanticError, match="'x' is read before any statement writes it .*run step by step"):
        po.compile(unstepped)
