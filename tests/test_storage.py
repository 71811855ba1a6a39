"""Storage from the dependences (poly/storage.py): tensors written step by step stored modulo a
few steps, outputs that return their last steps, outputs stored in place, and the errors."""

from __future__ import annotations

import numpy as np
import pytest

import polyopt as po

JACOBI = """
def jacobi(double(N) A0, double(T) steps) -> (A{keep}) {{
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) : (A(t - 1, i - 1) + A(t - 1, i) + A(t - 1, i + 1)) / 3.0
        where t in 1:T, i in 0:N
}}
"""

SEIDEL = """
def seidel(double(N, N) A0, double(T) steps) -> (double(N, N) A) {
    A(t, i, j) = A0(i, j) where t in 0:1, i in 0:N, j in 0:N
    A(t, i, j) = (i == 0 || i == N - 1 || j == 0 || j == N - 1) ? A(t - 1, i, j)
        : (A(t, i - 1, j) + A(t, i, j - 1) + A(t - 1, i, j) + A(t - 1, i, j + 1) + A(t - 1, i + 1, j)) / 5.0
        where t in 1:T+1, i in 0:N, j in 0:N
}
"""


def _jacobi_steps(a0: np.ndarray, steps: int) -> list[np.ndarray]:
    out = [a0]
    for _ in range(1, steps):
        a = out[-1].copy()
        a[1:-1] = (out[-1][:-2] + out[-1][1:-1] + out[-1][2:]) / 3.0
        out.append(a)
    return out


def _seidel(a: np.ndarray, steps: int) -> np.ndarray:
    a = a.copy()
    n = a.shape[0]
    for _ in range(steps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                a[i, j] = (a[i - 1, j] + a[i, j - 1] + a[i, j] + a[i, j + 1] + a[i + 1, j]) / 5.0
    return a


@pytest.mark.parametrize("options, dynamic", [(po.Options(), True), (po.Options(schedule="program"), True),
                                              (po.Options(tile_sizes=(3, 5)), False)],
                         ids=["auto-generic", "program-generic", "tiles3x5-specialized"])
def test_an_output_returns_its_last_step_stored_modulo_two(options, dynamic):
    """``A[-1]``: the call returns A's last step; A is stored in two slots (each step reads the one
    before), at sizes of one step, a few, and many tiles."""
    k = po.compile(JACOBI.format(keep="[-1]"), options=options, dynamic=dynamic)
    assert [(c.tensor, c.modulus) for c in k.scop.storage] == [("A", 2)]
    rng = np.random.default_rng(0)
    for n, steps in ((1, 1), (2, 2), (7, 3), (31, 8), (100, 41)):
        a0 = rng.random(n)
        want = _jacobi_steps(a0, steps)[-1]
        np.testing.assert_allclose(k(a0, np.zeros(steps)), want, rtol=1e-12)
        out = np.full(n, np.nan)
        assert k(a0, np.zeros(steps), out=out) is out
        np.testing.assert_allclose(out, want, rtol=1e-12)


def test_an_output_returns_its_last_steps_in_order():
    """``A[-3:]``: the last three steps, oldest first, from a buffer of three slots (the last step
    in the last one); fewer steps than that is a ShapeError."""
    k = po.compile(JACOBI.format(keep="[-3:]"))
    assert [(c.tensor, c.modulus) for c in k.scop.storage] == [("A", 3)]
    a0 = np.random.default_rng(1).random(23)
    for steps in (3, 4, 5, 9):
        np.testing.assert_allclose(k(a0, np.zeros(steps)), np.array(_jacobi_steps(a0, steps)[-3:]), rtol=1e-12)
    with pytest.raises(po.ShapeError, match="3 steps"):
        k(a0, np.zeros(2))


def test_an_output_returned_whole_keeps_every_step():
    k = po.compile(JACOBI.format(keep=""))
    assert k.scop.storage == ()
    a0 = np.random.default_rng(2).random(9)
    np.testing.assert_allclose(k(a0, np.zeros(4)), np.array(_jacobi_steps(a0, 4)), rtol=1e-12)


def test_a_gauss_seidel_sweep_stored_in_place():
    """An output declared with one dimension fewer than written is stored in place: the border
    copies become copies onto themselves and are dropped; the numbers are Gauss-Seidel's."""
    k = po.compile(SEIDEL, options=po.Options(tile_sizes=(2, 3, 5)))
    assert [(c.tensor, c.modulus) for c in k.scop.storage] == [("A", 1)]
    assert len(k.scop.statements) == 2  # the first step, and the sweep's inside (its border dropped)
    a0 = np.random.default_rng(3).random((13, 13))
    for steps in (1, 4):
        np.testing.assert_allclose(k(a0, np.zeros(steps)), _seidel(a0, steps), rtol=1e-12)
    code = k.specialize(N=13, T=4)
    assert "A: in place along its 5 steps: 1.3 KiB instead of 6.6 KiB" in code.explain()
    # the sweep's row loop carries a row recurrence only (A[i][j - 1] before A[i][j]): no compiler
    # barrier in it (codegen/recurrence.py), so gcc keeps the value just stored in a register
    lines = [line.strip() for line in code.source.splitlines()]
    sweep = next(n for n, line in enumerate(lines) if line.startswith("t_A[0]") and "/ (double)5.0" in line)
    assert lines[sweep + 1] == "}", lines[sweep:sweep + 2]  # (the barrier would come before the brace)


DOC_LU = """def lu(double(N, N) A) -> (double(N, N) LU) {
    LU(k, i, j) = A(i, j) where k in 0:1, i in 0:N, j in 0:N
    c(k, i) = LU(k - 1, i, k - 1) / LU(k - 1, k - 1, k - 1) where k in 1:N+1, i in k:N
    LU(k, i, j) = (i >= k && j >= k - 1) ? (j == k - 1 ? c(k, i) : LU(k - 1, i, j) - c(k, i) * LU(k - 1, k - 1, j))
        : LU(k - 1, i, j) where k in 1:N+1, i in 0:N, j in 0:N
}"""


@pytest.mark.parametrize("options", [po.Options(split_conditions=False),
                                     po.Options(split_conditions=False, schedule="program", pack=False)])
def test_an_in_place_copy_branch_is_dropped_without_split_conditions(options):
    """docs/language.md's LU copies the elements a step leaves alone (``: LU(k - 1, i, j)``): with
    split conditions that branch is a piece of its own, a copy onto itself in place, dropped. The
    same kernel without them keeps its ternary but still splits that copy off (an option of the
    code must not change which kernels are accepted: it was a ``SemanticError``), and computes
    the same numbers."""
    k = po.compile(DOC_LU, options=options)
    for n in (1, 5, 12):
        a = np.random.default_rng(n).random((n, n)) + n * np.eye(n)
        np.testing.assert_allclose(k(a), po.compile(DOC_LU)(a), rtol=1e-12, atol=1e-12)
    assert [(c.tensor, c.modulus) for c in k.scop.storage if c.tensor == "LU"] == [("LU", 1)]
    assert "it only copies an element of LU" in k.explain()


def test_storing_in_place_what_the_dependences_forbid_is_an_error():
    """A read of the last step's left neighbour after this step overwrote it: not in place."""
    bad = SEIDEL.replace("A(t, i, j - 1)", "A(t - 1, i, j - 1)")
    with pytest.raises(po.SemanticError, match=r"stored in place it would overwrite what A\(\(t - 1\), i, \(j - 1\)\)"
                                               r" \(line 5\) reads") as e:
        po.compile(bad)
    assert e.value.line == 2 and "A[-1] instead" in str(e.value)
    k = po.compile(bad.replace("-> (double(N, N) A)", "-> (A[-1])"))  # the last step, stored as allowed: two slots
    assert [(c.tensor, c.modulus) for c in k.scop.storage] == [("A", 2)]


def test_a_temporary_of_steps_is_stored_automatically_and_one_read_whole_is_not():
    """A temporary read at its own step and the next only (Ak, as gramschmidt's) lives in one
    slot; one that a later statement reads at every step (Qt) keeps every step."""
    text = """
    def f(double(M, N) A) -> (Q) {
        Ak(k, i) = A(i, 0) where k in 0:1, i in 0:M
        Qt(k, i) = Ak(k, i) + A(i, 0) where k in 0:1, i in 0:M
        Ak(k, i) = Ak(k - 1, i) * 0.5 + Qt(k - 1, i) where k in 1:N, i in 0:M
        Qt(k, i) = Ak(k, i) + A(i, k) where k in 1:N, i in 0:M
        Q(i, k) = Qt(k, i)
    }
    """
    k = po.compile(text)
    assert {c.tensor: c.modulus for c in k.scop.storage} == {"Ak": 1}
    a = np.random.default_rng(4).random((5, 6))
    ak, qt = a[:, 0], [2 * a[:, 0]]
    for s in range(1, 6):
        ak = ak * 0.5 + qt[-1]
        qt.append(ak + a[:, s])
    np.testing.assert_allclose(k(a), np.array(qt).T, rtol=1e-12)


@pytest.mark.parametrize("text, message", [
    ("def f(double(N) X) -> (A[-2]) { A(t, i) = X(i) where t in 0:2, i in 0:N }", r"A\[-2\] would return one step"),
    ("def f(double(N) X) -> (A[-0:]) { A(t, i) = X(i) where t in 0:2, i in 0:N }", "keeps no step"),
    ("def f(double(N) X) -> (A[-1]) { A() = X(0) }", "no dimension to keep steps of"),
    ("def f(double(N) X) -> (double(N) A, B) { A(t, i) = X(i) where t in 0:2, i in 0:N; "
     "B(i, t) = A(t, i) where i in 0:N, t in 0:2 }", "no step dimension"),
    ("def f(double(N) X) -> (A[-1]) { A(t, i) += X(i) where t in 0:2, i in 0:N }", "starts from the caller's values"),
])
def test_bad_step_requests_are_errors_with_a_place(text, message):
    with pytest.raises(po.ParseError, match=message) as e:
        po.compile(text)
    assert e.value.line == 1


COEFFICIENTS = """
def sweep(double(N, N) U0, double(T) steps) -> (U[-1]) {
    U(t, i, j) = U0(i, j) where t in 0:1, i in 0:N, j in 0:N
    p(t, i, j) = j == 0 ? 0.5f64 : 1.0f64 / (2.0f64 + p(t, i, j - 1)) where t in 1:T+1, i in 0:N, j in 0:N
    V(t, i, j) = p(t, i, j) * U(t - 1, i, j) where t in 1:T+1, i in 0:N, j in 0:N
    U(t, i, j) = j == 0 ? V(t, i, j) : V(t, i, j) + 0.5f64 * U(t, i, j - 1) where t in 1:T+1, i in 0:N, j in 0:N
}
"""


def test_a_step_written_before_the_steps_that_read_it_joins_them():
    """``p`` (adi's coefficients) is written step by step before the statements that run step by
    step (``V`` reads ``U``'s last step, written after it), and read by them at their own step
    only: it joins their step loop, so it is stored in place like them, not every step kept."""
    k = po.compile(COEFFICIENTS)
    assert dict((c.tensor, c.modulus) for c in k.scop.storage)["p"] == 1
    rng = np.random.default_rng(4)
    for n, steps in ((1, 1), (37, 6)):
        u0 = rng.random((n, n))
        p = np.empty(n)
        p[0] = 0.5
        for j in range(1, n):
            p[j] = 1.0 / (2.0 + p[j - 1])
        u = u0
        for _ in range(steps):
            v = p * u
            u = v.copy()
            for j in range(1, n):
                u[:, j] = v[:, j] + 0.5 * u[:, j - 1]
        np.testing.assert_allclose(k(u0, np.zeros(steps)), u, rtol=1e-12)


BORDERS = """
def borders(double(N) A0, double(N) B0, double(T) fict, double(T) steps) -> (A[{keep}]) {{
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    B(t, i) = (i == 0 || i == N - 1) ? {border} : 0.5 * (A(t - 1, i - 1) + A(t - 1, i + 1))
        where t in 1:T+1, i in 0:N
    A(t, i) = (i == 0 || i == N - 1) ? A(t - 1, i) + {bump} : 0.5 * (B(t, i - 1) + B(t, i + 1))
        where t in 1:T+1, i in 0:N
}}
"""


def _borders(a0, b0, fict, steps, border, bump):
    a, b = a0.copy(), b0.copy()
    for t in range(1, steps + 1):
        b[[0, -1]] = {"B0(i)": b0[[0, -1]], "fict(t - 1)": fict[t - 1], "3.0": 3.0}[border]
        b[1:-1] = 0.5 * (a[:-2] + a[2:])
        a[[0, -1]] += bump
        a[1:-1] = 0.5 * (b[:-2] + b[2:])
    return a


@pytest.mark.parametrize("border, bump, keep, first_only", [
    ("B0(i)", 0.0, "-1", True),         # an input's border: the slot keeps it from the first step on
    ("3.0", 0.0, "-1", True),           # a constant: the same
    ("B0(i)", 0.0, "-2:", True),        # (A returned as its last two steps, in two slots)
    ("fict(t - 1)", 0.0, "-1", False),  # a value of the step (fdtd-2d's ey border): every step
], ids=["input", "constant", "two-slots", "of-the-step"])
def test_a_border_that_holds_its_value_is_written_once(border, bump, keep, first_only):
    """``poly.unchanged``: B's border (B stored in one slot) set each step to a value that does not
    change from step to step is written at the first step only, and the numbers stay numpy's at
    awkward sizes and step counts; a border that is a value of the step is written every step."""
    k = po.compile(BORDERS.format(keep=keep, border=border, bump=bump))
    assert _border_steps(k, "B", 7, 5) == ({1} if first_only else {1, 2, 3, 4, 5})
    rng = np.random.default_rng(4)
    for n, t in ((3, 1), (7, 5), (130, 37)):
        a0, b0, fict = rng.random(n), rng.random(n), rng.random(t)
        got = k(A0=a0, B0=b0, fict=fict, steps=np.zeros(t))
        got = got[-1] if keep == "-2:" else got
        np.testing.assert_allclose(got, _borders(a0, b0, fict, t, border, bump), rtol=1e-12)


def test_a_border_another_statement_overwrites_is_written_again():
    """B's border is set from ``B0`` each step, then raised by 1.0 by a second statement: at the
    next step the slot no longer holds ``B0``'s value, so the first write stays at every step
    (dropped, the border would grow by 1.0 a step)."""
    text = """
def f(double(N) A0, double(N) B0, double(T) steps) -> (A[-1]) {
    A(t, i) = A0(i) where t in 0:1, i in 0:N
    B(t, i) = i == 0 ? B0(i) : A(t - 1, i - 1) + A(t - 1, i) where t in 1:T+1, i in 0:N
    B(t, i) = i == 0 ? B(t, i) + 1.0 : B(t, i) where t in 1:T+1, i in 0:N
    A(t, i) = B(t, i) where t in 1:T+1, i in 0:N
}
"""
    k = po.compile(text)
    assert _border_steps(k, "B", 9, 4) == {1, 2, 3, 4}
    a0, b0 = np.random.default_rng(6).random(9), np.random.default_rng(7).random(9)
    a, b = a0.copy(), b0.copy()
    for _ in range(4):
        b = np.concatenate([[b0[0] + 1.0], a[:-1] + a[1:]])
        a = b.copy()
    np.testing.assert_allclose(k(A0=a0, B0=b0, steps=np.zeros(4)), a, rtol=1e-12)


def _border_steps(k, tensor: str, n: int, steps: int) -> set[int]:
    """The steps at which the statement writing ``tensor`` from no step tensor runs (sizes ``n``, ``steps``)."""
    writer = next(s for s in k.scop.statements if s.lhs.tensor == tensor and
                  not any(r.tensor in ("A", "B") for r in s.refs if not r.write))
    return {p[0] for p in _points(writer.domain.intersect_params(k.scop.fixed_context({"N": n, "T": steps})))}


def _points(s) -> list[tuple[int, ...]]:
    out = []
    s.foreach_point(lambda p: out.append(tuple(p.get_coordinate_val(isl_set, k).to_python()
                                               for k in range(s.dim(isl_set)))))
    return out


isl_set = __import__("islpy").dim_type.set


@pytest.mark.timeout(120)
def test_a_chain_of_150_temporaries_specializes_in_seconds():
    """Whether each temporary's buffer needs zeroing (``Scop.reads_initial``) ran a flow analysis
    of every write of the kernel once per tensor, each time with program order built again: more
    than 60 s of CPU for 150 statements (a helper's sweep); only the tensor's own writes now."""
    body = "  T0(i) = A(i)\n" + "\n".join(f"  T{j}(i) = T{j - 1}(i) + 1.0" for j in range(1, 150))
    k = po.compile(f"def f(float(N) A) -> (O) {{\n{body}\n  O(i) = T149(i)\n}}\n")
    np.testing.assert_array_equal(k(np.zeros(5, np.float32)), np.full(5, 149.0, np.float32))
