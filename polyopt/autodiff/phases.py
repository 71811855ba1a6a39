"""Polyphase gradients of strided windows: the gradient of a read ``I(n, c, 2 * h + kh, ...)``
(a stride-2 convolution) as dense correlations, one per phase of the output position, written to
a temporary that holds the phases side by side, and a copy that interleaves them.

Solved for the window variable, the gradient is ``d_I(n, c, y, ...) += d_O(n, k, h, ...) * Wt(k, c,
y - 2 * h, ...)`` summed over the ``h`` with ``0 <= y - 2 * h < KH``: a couple of them for each
``y``, so a vector along ``y`` holds a few useful lanes at a time. With ``y = 2 * q + p`` (phase
``p`` in ``0:2``) and tap ``j = q - h`` it is, for each phase, ``d_O(n, k, q - j, ...) * Wt(k, c,
p + 2 * j, ...)`` summed over ``j``: a dense correlation along ``q`` (the transposed convolution's
polyphase form). The temporary ``d_I_phases(n, p_y, p_x, c, q_y, q_x)`` keeps the phases ahead of
the other dimensions, so that a register block's rows are a dimension the seed ignores (``c``),
and ``d_I(n, c, y, x) = d_I_phases(n, y % 2, x % 2, c, y / 2, x / 2)`` interleaves them.

Only for an index ``s * b + a + c0`` with ``s >= 2``, ``a`` a reduction variable of the forward
statement (the window) and ``b`` one of its output variables, neither used by another index,
and other indices that are a variable plus sizes or constants (``n``, ``c``).
"""

from __future__ import annotations

from dataclasses import dataclass

from polyopt.lang import ir


@dataclass(frozen=True)
class Split:
    """Index ``dim`` of the read is ``stride * out + window + rest``."""
    dim: int
    stride: int
    window: str  # forward reduction variable (coefficient 1)
    out: str  # forward output variable (coefficient ``stride``)
    rest: ir.Expr  # sizes and constants


@dataclass(frozen=True)
class Phased:
    """How a contribution was split: the temporary's index variables (``layout``), for each of
    its dimensions what it holds of the read's (``("phase" | "quotient" | "dim", dim, stride)``),
    and the variables naming the read's dimensions in the copy."""
    layout: tuple[str, ...]
    holds: tuple[tuple[str, int, int], ...]
    names: tuple[str, ...]


def plan(leaf: ir.Access, lhs_vars: tuple[str, ...], red_vars: tuple[str, ...], linear, sizes: set[str]
         ) -> list[Split | tuple[str, ir.Expr]] | None:
    """Per index of ``leaf``: a ``Split`` or ``(variable, rest)`` (the index is ``variable + rest``);
    None unless some index is a strided window and every other one is a lone variable. ``linear``
    gives an index's coefficients (``domains.index_coefficients``)."""
    out: list = []
    seen: list[str] = []
    for k, ix in enumerate(leaf.indices):
        try:
            lin = linear(ix, set(lhs_vars) | set(red_vars) | sizes)
        except ValueError:
            return None
        terms = {v: c for v, c in lin.items() if v in lhs_vars or v in red_vars}
        rest = _sum({v: c for v, c in lin.items() if v not in terms})
        if len(terms) == 1 and next(iter(terms.values())) == 1:
            out.append((next(iter(terms)), rest))
        elif len(terms) == 2:
            (a, ca), (b, cb) = sorted(terms.items(), key=lambda t: t[1])
            if ca != 1 or cb < 2 or a not in red_vars or b not in lhs_vars:
                return None
            out.append(Split(k, cb, a, b, rest))
        else:
            return None
        seen += list(terms)
    if len(seen) != len(set(seen)) or not any(isinstance(x, Split) for x in out):
        return None
    return out


def ceil_div(e: ir.Expr, s: int) -> ir.Expr:
    """``e / s`` rounded up, as kernel text: ``(e + s - 1) / s``."""
    return ir.Binary("/", ir.Binary("+", e, ir.Const(s - 1)), ir.Const(s))


def _sum(lin: dict) -> ir.Expr:
    from polyopt.autodiff.domains import _sum as total
    return total([(c, ir.Var(v)) for v, c in lin.items() if v is not None], lin.get(None, 0))


def layout(parts: list, fresh) -> tuple[Phased, dict[str, ir.Expr], list[str], dict[int, tuple[str, str, str]]]:
    """The temporary's layout for ``parts`` (from ``plan``), the substitution of the forward
    variables by the new ones, the taps, and per split dimension its (phase, quotient, tap)."""
    phases, dims, names, holds_dims = [], [], [], []
    subst: dict[str, ir.Expr] = {}
    taps, split = [], {}
    for k, part in enumerate(parts):
        if isinstance(part, Split):
            p, q, j = fresh(f"{part.window}_phase"), fresh(f"{part.window}_quot"), fresh(f"{part.window}_tap")
            split[k] = (p, q, j)
            phases.append((p, ("phase", k, part.stride)))
            dims.append((q, ("quotient", k, part.stride)))
            names.append(part.window)
            taps.append(j)
            subst[part.out] = ir.Binary("-", ir.Var(q), ir.Var(j))
            window = ir.Binary("+", ir.Var(p), ir.Binary("*", ir.Const(part.stride), ir.Var(j)))
            subst[part.window] = window if part.rest == ir.Const(0) else ir.Binary("-", window, part.rest)
        else:
            x, rest = part
            dims.append((x, ("dim", k, 1)))
            names.append(x)
            if rest != ir.Const(0):
                subst[x] = ir.Binary("-", ir.Var(x), rest)
        holds_dims.append(k)
    # the phases after the first dimension (a batch), ahead of the rest
    order = dims[:1] + phases + dims[1:] if dims and dims[0][1][0] == "dim" else phases + dims
    return (Phased(tuple(v for v, _ in order), tuple(h for _, h in order), tuple(names)), subst, taps, split)

