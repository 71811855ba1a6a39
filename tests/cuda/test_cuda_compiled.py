"""``CudaCompiled.tree`` and ``.report``: the loop tree the CUDA text was printed from, and the
loops and branches counted on it as ``Compiled.report`` counts them on the C loop tree."""

from __future__ import annotations

import sys

import numpy as np
import pytest

import polyopt as po
from polyopt.codegen.loops import For, If, Mark, User, walk
from polyopt.codegen.measure import CodeReport
from polyopt.errors import ArgumentError, TargetUnavailableError

MM = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"


def _marks(tree) -> list[str]:
    return [m.name for m in walk(tree) if isinstance(m, Mark)]


def test_a_contraction_has_its_block_loops_and_threads_code_in_one_tree():
    c = po.compile(MM, target="cuda").specialize(M=100, K=37, N=61)
    assert _marks(c.tree)[0] == "kernel k_mm_0" and "full tiles" in _marks(c.tree)
    users = {u.stmt for u in walk(c.tree) if isinstance(u, User)}
    assert "S0" in users and {"po_sync_b", "po_ld_C", "po_st_C"} <= users  # the threads' code, inlined
    assert not {"po_work", "po_pre", "po_post"} & users
    report = c.report
    assert isinstance(report, CodeReport)
    assert report.nests == 1 and report.innermost >= 2
    assert report.full_tile_innermost >= 1 and report.full_tile_branches == 0  # full tiles have no guards
    assert str(report).startswith("1 loop nest(s)")


def test_guards_of_partial_triangular_tiles_are_counted_and_full_tiles_have_none():
    """A triangular matmul: the threads' loops of the tiles the triangle cuts keep guards (counted
    as ``Compiled.report`` counts them: the ``if``s inside innermost loops); full tiles keep none."""
    c = po.compile("def tmm(float(M,M) A, float(M,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) where k in 0:M, k >= i }",
                   target="cuda").specialize(M=50, N=61)
    loops = [n for n in walk(c.tree) if isinstance(n, For) and not any(isinstance(x, For) for x in walk(n.body))]
    guards = sum(isinstance(x, If) for n in loops for x in walk(n.body))
    assert guards > 0
    assert (c.report.innermost, c.report.branches) == (len(loops), guards)
    assert c.report.full_tile_innermost >= 1 and c.report.full_tile_branches == 0


def test_host_loops_and_row_kernels_are_in_the_tree():
    jac = po.compile("def jac(float(T, N) A0) -> (A) { A(t, i) = A0(t, i) where t in 0:1, i in 0:N\n"
                     "A(t, i) = (A(t-1, i-1) + A(t-1, i) + A(t-1, i+1)) / 3.0 where t in 1:T, i in 1:N-1 }",
                     target="cuda").specialize(T=5, N=40)
    marks = _marks(jac.tree)
    assert any(m.startswith("host loop po_h0") for m in marks), marks
    assert sum(m.startswith("kernel ") for m in marks) == len(jac.kernels)
    sm = po.compile("def sm(float(N, D) X) -> (Y) { m(i) max=! X(i, j)\n e(i, j) = exp(X(i, j) - m(i))\n"
                    " s(i) +=! e(i, j)\n Y(i, j) = e(i, j) / s(i) }", target="cuda").specialize(N=50, D=33)
    assert _marks(sm.tree) == [f"kernel {k.name} (row kernel, no loop tree)" for k in sm.kernels]
    assert sm.report.innermost == 0


def test_size_generic_cuda_code_has_a_tree_without_full_tiles():
    k = po.compile(MM, target="cuda", dynamic=True)
    c = k.current
    assert c.sizes == () and "full tiles" not in _marks(c.tree)
    assert c.report.full_tile_innermost == 0 and c.report.innermost >= 1


def test_instance_plots_refuse_cuda_kernels_with_a_sentence():
    from polyopt.viz.instances import statement_instances
    k = po.compile(MM, target="cuda")
    for obj in (k, k.specialize(M=5, K=3, N=4)):
        with pytest.raises(ArgumentError, match="target='c'"):
            statement_instances(obj, "S0", {"M": 5, "K": 3, "N": 4})


def _with_interface(cai):
    return type("Device", (), {"__cuda_array_interface__": cai})()


def test_device_arrays_without_pycuda_or_with_a_malformed_interface_are_errors_of_ours(monkeypatch):
    """A device array (any ``__cuda_array_interface__``: numba's, say) where pycuda is missing was
    a raw ModuleNotFoundError from making the output (a pycuda GPUArray); an interface without
    'shape', or with a typestr numpy does not read, a raw KeyError or TypeError."""
    from polyopt.runtime import cuda
    for name in ("pycuda", "pycuda.driver", "pycuda.gpuarray"):
        monkeypatch.setitem(sys.modules, name, None)  # (import pycuda: ModuleNotFoundError)
    monkeypatch.setattr(cuda, "_state", {})
    k = po.compile(MM, target="cuda")
    B = np.ones((3, 4), np.float32)
    good = {"data": (1024, False), "shape": (2, 3), "typestr": "<f4", "version": 3}
    for _ in range(2):  # (and the device fast path's key of the second call)
        with pytest.raises(TargetUnavailableError, match="pycuda is not installed"):
            k(_with_interface(good), B)
        for cai in ({**good, "shape": None}, {k: v for k, v in good.items() if k != "shape"},
                    {**good, "typestr": "junk"}, None, 5):
            with pytest.raises(ArgumentError, match=r"mm: argument A: its __cuda_array_interface__ is not a dict"):
                k(_with_interface(cai), B)
