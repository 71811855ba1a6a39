"""The values a max or min reduction picks among, stored before its gradient compares them.

The gradient of ``O(l) max=! exp(B(l, k))`` sends ``d_O(l)`` to the ``k`` whose value equals
``O(l)``. Recomputed in another loop (a vector ``exp`` against a scalar one, a product that gcc
contracts into an FMA in one loop and not in another), a value may differ from the maximum in its
last bit, and the gradient is lost without a word. Stored once, ``O_vals(l, k) = exp(B(l, k))``
and ``O(l) max=! O_vals(l, k)``, the comparison reads the very bits the maximum was taken of.

>>> from polyopt.lang.parser import parse
>>> from polyopt.lang.check import check
>>> src = "def f(double(L, K) B) -> (O) { O(l) max=! exp(B(l, k)) }"
>>> [str(s) for s in stored(check(parse(src).defs[0]), src).definition.body]
['O_vals(l, k) = exp(B(l, k))', 'O(l) max=! O_vals(l, k) where l in 0:L']
"""

from __future__ import annotations

from dataclasses import replace

from polyopt.errors import PolyoptError
from polyopt.lang import ir
from polyopt.lang.check import Checked, check


def stored(checked: Checked, source: str | None = None) -> Checked:
    """``checked`` with the operand of each max or min reduction that is not a plain read
    computed into a temporary over the statement's variables first (the same ranges and
    conditions); ``checked`` itself where there is none, or where the temporary's ranges cannot
    be inferred without the reduction's left-hand side. An operand that reads the reduction's own
    tensor (nussinov's ``R(r, j) max=! ... R(r, j - 1) ...``) stays: computed first, it would read
    elements before the reduction writes them."""
    body, taken = [], set(checked.tensors) | set(checked.sizes)
    for info in checked.stmts:
        st = info.stmt
        if st.reduction not in ("max", "min") or isinstance(st.rhs, ir.Access) or \
                any(isinstance(x, ir.Access) and x.tensor == st.lhs.tensor for x in ir.walk(st.rhs)):
            body.append(st)  # (values that read the reduction's own tensor are no values before it)
            continue
        name = next(n for n in (f"{st.lhs.tensor}_vals{k or ''}" for k in range(len(taken) + 1)) if n not in taken)
        taken.add(name)
        values = ir.Access(name, tuple(ir.Var(v) for v in info.vars), st.loc)
        body += [ir.Stmt(values, "=", st.rhs, st.ranges, st.conditions, st.loc, st.exists),
                 replace(st, rhs=values, ranges=st.ranges + _output_ranges(st, checked, source))]
    if len(body) == len(checked.stmts):
        return checked
    try:
        return check(replace(checked.definition, body=tuple(body)), source)
    except PolyoptError:
        return checked


def _output_ranges(st: ir.Stmt, checked: Checked, source: str | None) -> tuple[ir.Range, ...]:
    """The ranges of ``st``'s output variables, as the original statement infers them: read from
    the temporary, whose extent a ``where`` narrows (``k <= l`` to ``min(K, L)`` along ``k``), they
    would shrink the output (rows without a step hold the identity)."""
    from polyopt.autodiff import domains
    from polyopt.poly.affine import isl_name
    from polyopt.poly.build import build_scop

    extent = build_scop(checked, source, split_conditions=False).extents[st.lhs.tensor]
    params = {isl_name(s): s for s in checked.sizes}
    given = {r.var for r in st.ranges}
    out = []
    for k, ix in enumerate(st.lhs.indices):
        if not isinstance(ix, ir.Var) or ix.name in given:
            continue
        lo, hi = domains.bound(extent, k, params, upper=False), domains.bound(extent, k, params, upper=True)
        if lo is not None and hi is not None:
            out.append(ir.Range(ix.name, lo, domains.plus_one(hi), st.loc))
            given.add(ix.name)
    return tuple(out)


__all__ = ["stored"]
