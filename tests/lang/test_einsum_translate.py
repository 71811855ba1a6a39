"""Tests for polyopt.lang.einsum: subscripts parsing and kernel text, checked without a compiler.

The generated kernels are run by a tiny numpy interpreter (one ``np.einsum`` per statement),
which checks the translation (paths, temporaries, broadcasting) against ``np.einsum``.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polyopt.errors import ArgumentError, ShapeError
from polyopt.lang import ir
from polyopt.lang.einsum import parse_subscripts, to_kernel
from polyopt.lang.parser import parse


def run_kernel(source: str, args) -> np.ndarray:
    """Evaluate an einsum kernel's statements with numpy (products of accesses only)."""
    kdef = parse(source).get("einsum")
    env = {p.name: np.asarray(a) for p, a in zip(kdef.params, args, strict=True)}
    for p in kdef.params:
        assert env[p.name].ndim == len(p.shape)
    for stmt in kdef.body:
        factors, stack = [], [stmt.rhs]
        while stack:
            e = stack.pop()
            if isinstance(e, ir.Binary) and e.op == "*":
                stack += [e.right, e.left]
            elif isinstance(e, ir.Var):  # a scalar parameter
                factors.append((env[e.name], ""))
            else:
                assert isinstance(e, ir.Access) and all(isinstance(i, ir.Var) for i in e.indices)
                factors.append((env[e.tensor], "".join(i.name.removeprefix("i_") for i in e.indices)))
        out = "".join(i.name.removeprefix("i_") for i in stmt.lhs.indices)
        summed = set("".join(s for _, s in factors)) - set(out)
        assert stmt.op == ("+=!" if summed else "=")
        env[stmt.lhs.tensor] = np.einsum(",".join(s for _, s in factors) + "->" + out,
                                         *(a for a, _ in factors))
    return env["Out"]


def check_against_numpy(subscripts, shapes, path=None, seed=0):
    rng = np.random.default_rng(seed)
    ops = [rng.integers(-3, 4, size=s).astype(np.int64) for s in shapes]
    tr = to_kernel(subscripts, shapes, "int64", path=path)
    got = run_kernel(tr.source, tr.arguments(ops)).reshape(tr.shape)  # merged indices split again
    want = np.einsum(subscripts, *ops)
    assert got.shape == want.shape == tr.shape
    np.testing.assert_array_equal(got, want)
    return tr


# ---------------------------------------------------------------- parse_subscripts

@pytest.mark.parametrize("subscripts, ranks, expected", [
    ("ij,jk->ik", [2, 2], (("ij", "jk"), "ik")),
    ("ij,jk", [2, 2], (("ij", "jk"), "ik")),
    ("ji,jk", [2, 2], (("ji", "jk"), "ik")),
    ("Ba", [2], (("Ba",), "Ba")),  # numpy sorts uppercase first
    ("ii->i", [2], (("ii",), "i")),
    ("ii", [2], (("ii",), "")),
    ("ijk->", [3], (("ijk",), "")),
    ("i,j->ij", [1, 1], (("i", "j"), "ij")),
    (" i j -> j i ", [2], (("ij",), "ji")),
    ("ik,kl,lj->ij", [2, 2, 2], (("ik", "kl", "lj"), "ij")),
    ("...ij,...jk", [3, 2], (("aij", "jk"), "aik")),
    ("...ij,...jk->...ik", [4, 3], (("abij", "bjk"), "abik")),
    ("i...,...->...i", [3, 1], (("iab", "b"), "abi")),
    ("...", [0], (("",), "")),
    ("...ij->...", [2], (("ij",), "")),
    ("a...a", [3], (("aba",), "b")),
    ("", [0], (("",), "")),
    (",->", [0, 0], (("", ""), "")),
])
def test_parse_subscripts(subscripts, ranks, expected):
    assert parse_subscripts(subscripts, ranks) == expected


@pytest.mark.parametrize("subscripts, ranks, error, match", [
    ("ij,jk", [2], ArgumentError, "fewer operands"),
    ("ij", [2, 2], ArgumentError, "more operands"),
    ("ij", [], ArgumentError, "at least one operand"),
    ("ij", [3], ShapeError, "rank 3"),
    ("ijk", [2], ShapeError, "rank 2"),
    ("...ijk", [2], ShapeError, "fewer dimensions"),
    ("ij->k", [2], ShapeError, "'k' does not appear"),
    ("ij->ii", [2], ShapeError, "more than once"),
    ("i$j", [2], ShapeError, "invalid character '\\$'"),
    ("i1", [2], ShapeError, "invalid character '1'"),
    ("ij->i->j", [2], ShapeError, "'->'"),
    ("ij-i", [2], ShapeError, "'->'"),
    ("ij->i,j", [2], ShapeError, "','"),
    ("..i", [3], ShapeError, "not part of an ellipsis"),
    ("......", [3], ShapeError, "more than one ellipsis"),
    ("...i->i", [2], ShapeError, "no '...'"),
])
def test_parse_subscripts_errors(subscripts, ranks, error, match):
    with pytest.raises(error, match=match):
        parse_subscripts(subscripts, ranks)


def test_subscripts_must_be_str():
    with pytest.raises(ArgumentError):
        parse_subscripts(["ij"], [2])


# ---------------------------------------------------------------- to_kernel

def test_matmul_source():
    tr = to_kernel("ij,jk->ik", [(2, 3), (3, 4)], "float32")
    assert tr.entry == "einsum" and tr.statements == 1 and tr.shape == (2, 4)
    assert tr.source == ("def einsum(float(S_i, S_j) T0, float(S_j, S_k) T1) -> (Out) {\n"
                         "    Out(i_i, i_k) +=! T0(i_i, i_j) * T1(i_j, i_k)\n}")
    kdef = parse(tr.source).get("einsum")
    assert [p.dtype for p in kdef.params] == ["float32", "float32"]
    assert kdef.sizes == ("S_i", "S_j", "S_k")


@pytest.mark.parametrize("dtype, name", [("float32", "float"), ("float64", "double"),
                                         (np.int32, "int32"), (np.dtype("int64"), "int64")])
def test_types(dtype, name):
    assert to_kernel("i->i", [(3,)], dtype).source.startswith(f"def einsum({name}(S_i) T0)")


@pytest.mark.parametrize("dtype", ["complex64", "bool", "int8", "float16"])
def test_unsupported_kernel_dtype(dtype):
    with pytest.raises(ShapeError, match="compute in"):
        to_kernel("i->i", [(3,)], dtype)


@pytest.mark.parametrize("subscripts, shapes, op", [
    ("i,j->ij", [(2,), (3,)], "="),
    ("ij->ji", [(2, 3)], "="),
    ("ii->i", [(3, 3)], "="),
    ("ii", [(3, 3)], "+=!"),
    ("ijk->", [(2, 3, 4)], "+=!"),
    ("ij,ij->ij", [(2, 3), (2, 3)], "="),
])
def test_assign_or_reduce(subscripts, shapes, op):
    tr = to_kernel(subscripts, shapes, "float64")
    (stmt,) = parse(tr.source).get("einsum").body
    assert stmt.op == op
    check_against_numpy(subscripts, shapes)


def test_scalar_output_and_operand():
    tr = to_kernel("i,->", [(3,), ()], "float32")
    assert "float T1" in tr.source and "Out() +=! T0(i_i) * T1" in tr.source
    check_against_numpy("i,->", [(3,), ()])


def test_repeated_letter_shares_size_symbol():
    tr = to_kernel("ii->i", [(4, 4)], "float32")
    assert "float(S_i, S_i) T0" in tr.source


def test_names_cannot_clash():
    # letters that spell keywords, types, builtins or the generated names when used bare
    tr = check_against_numpy("inST,Tn->iS", [(2, 3, 2, 3), (3, 3)])
    for name in ("i_i", "i_n", "i_S", "i_T", "S_S", "S_T"):
        assert name in tr.source


def test_three_operands_use_temporaries():
    tr = check_against_numpy("ik,kl,lj->ij", [(5, 2), (2, 6), (6, 3)])
    body = parse(tr.source).get("einsum").body
    assert tr.statements == len(body) == 2
    assert [s.lhs.tensor for s in body] == ["t1", "Out"]
    assert all(s.op == "+=!" for s in body)


def test_chain_follows_greedy_path():
    shapes = [(2, 3), (3, 4), (4, 5), (5, 6)]
    tr = check_against_numpy("ab,bc,cd,de->ae", shapes)
    body = parse(tr.source).get("einsum").body
    assert [s.lhs.tensor for s in body] == ["t1", "t2", "Out"]
    # each temporary keeps exactly the indices needed later
    for s in body[:-1]:
        assert len(s.lhs.indices) == 2


def test_temporary_keeps_needed_indices():
    tr = check_against_numpy("ij,jk,k,il->l", [(2, 3), (3, 4), (4,), (2, 5)])
    body = parse(tr.source).get("einsum").body
    assert len(body) == 3 and body[-1].lhs.tensor == "Out"


def test_scalar_temporary():
    tr = check_against_numpy("i,i,j->j", [(7,), (7,), (3,)])
    assert "t1() +=! T0(i_i) * T1(i_i)" in tr.source
    assert "Out(i_j) = T2(i_j) * t1()" in tr.source


@pytest.mark.parametrize("path, statements", [
    (False, 1), ("optimal", 2), ("greedy", 2), (["einsum_path", (1, 2), (0, 1)], 2), ([(0, 1, 2)], 1),
])
def test_explicit_paths(path, statements):
    tr = check_against_numpy("ik,kl,lj->ij", [(5, 2), (2, 6), (6, 3)], path=path)
    assert tr.statements == statements


@pytest.mark.parametrize("path", [[(0, 1)], [(0, 3), (0, 1)], [(0, 0), (0, 1)], [()], "fastest"])
def test_bad_paths(path):
    with pytest.raises(ArgumentError, match="path"):
        to_kernel("ik,kl,lj->ij", [(5, 2), (2, 6), (6, 3)], "float32", path=path)


def test_size_one_broadcasts_by_squeezing():
    tr = check_against_numpy("ij,j->i", [(5, 3), (1,)])
    assert tr.squeeze == ((), (0,)) and tr.inputs == ("ij", "")
    assert "int64 T1" in tr.source
    check_against_numpy("ij,ij->ij", [(5, 1), (1, 3)])
    check_against_numpy("ii,i->i", [(1, 1), (4,)])


def test_ellipsis_broadcast():
    tr = check_against_numpy("...ij,...jk->...ik", [(1, 3, 2, 4), (5, 1, 4, 2)])
    assert tr.shape == (5, 3, 2, 2)
    check_against_numpy("...,...", [(2, 3), (3,)])
    check_against_numpy("i...j,j...", [(2, 5, 3), (3, 5)])


@pytest.mark.parametrize("subscripts, shapes, match", [
    ("ii->i", [(3, 1)], "different sizes"),
    ("i,i", [(2,), (3,)], "size 3 of index 'i'"),
    ("...i,...i->...", [(2, 3), (4, 3)], "broadcast"),
])
def test_size_errors(subscripts, shapes, match):
    with pytest.raises(ShapeError, match=match):
        to_kernel(subscripts, shapes, "float32")
    with pytest.raises(ValueError):  # numpy agrees that these are errors
        np.einsum(subscripts, *(np.ones(s) for s in shapes))


# ---------------------------------------------------------------- random agreement with numpy

@st.composite
def einsum_problems(draw):
    """Random subscripts (valid or not, some with '...') and operand shapes."""
    letters = "abcA"
    size = {c: draw(st.integers(1, 3)) for c in letters}
    n = draw(st.integers(1, 3))
    terms, shapes = [], []
    for _ in range(n):
        term = "".join(draw(st.lists(st.sampled_from(letters), max_size=3)))
        shape = [1 if draw(st.integers(0, 6)) == 3 else size[c] for c in term]
        if draw(st.integers(0, 4)) == 2:
            extra = draw(st.lists(st.integers(1, 3), max_size=2))
            pos = draw(st.integers(0, len(term)))
            term = term[:pos] + "..." + term[pos:]
            shape = shape[:pos] + extra + shape[pos:]
        terms.append(term)
        shapes.append(tuple(shape))
    text = ",".join(terms)
    if draw(st.booleans()):
        out = "".join(draw(st.lists(st.sampled_from(letters + "."), max_size=4)))
        text += "->" + out.replace(".", "...", 1).replace("..", "")
    if draw(st.integers(0, 9)) == 5:  # wrong number of operands
        shapes = shapes[:-1] if len(shapes) > 1 else shapes * 2
    return text, shapes


@settings(max_examples=300, deadline=None)
@given(einsum_problems(), st.sampled_from([None, False, "optimal"]))
def test_random_against_numpy(problem, path):
    subscripts, shapes = problem
    ops = [np.arange(1, 1 + np.prod(s, dtype=int)).reshape(s) % 5 - 2 for s in shapes]
    try:
        want = np.einsum(subscripts, *ops)
    except ValueError:
        with pytest.raises(ShapeError):
            to_kernel(subscripts, shapes, "int64", path=path)
        return
    tr = to_kernel(subscripts, shapes, "int64", path=path)
    got = run_kernel(tr.source, tr.arguments(ops)).reshape(tr.shape)  # merged indices split again
    assert got.shape == want.shape
    np.testing.assert_array_equal(got, want)


def test_adjacent_indices_are_merged():
    """``h`` and ``w`` always appear side by side: one index of size h*w in the kernel."""
    tr = to_kernel("nchw,kc->nkhw", [(2, 3, 4, 5), (6, 3)], "float32")
    assert tr.inputs == ("nch", "kc") and tr.output == "nkh" and tr.shape == (2, 6, 4, 5)
    assert tr.kernel_shapes == ((2, 3, 20), (6, 3))
    rng = np.random.default_rng(0)
    x = rng.random((2, 5, 4, 3)).transpose(0, 3, 2, 1)  # not C-contiguous: copied, then reshaped
    w = rng.random((6, 3))
    got = run_kernel(tr.source, tr.arguments([x, w])).reshape(tr.shape)
    np.testing.assert_allclose(got, np.einsum("nchw,kc->nkhw", x, w))
    assert to_kernel("ij,ij->", [(3, 4), (3, 4)], "float64").inputs == ("i", "i")  # frobenius: a dot
    assert to_kernel("ii->", [(3, 3)], "float64").inputs == ("ii",)  # a diagonal stays
    assert to_kernel("ij,jk->ik", [(2, 3), (3, 4)], "float64").inputs == ("ij", "jk")
