"""Translate ``numpy.einsum`` subscripts into kernel-language text (no compiling, no isl).

>>> parse_subscripts("ij,jk", [2, 2])
(('ij', 'jk'), 'ik')
>>> print(to_kernel("ij,jk->ik", [(2, 3), (3, 4)], "float32").source)
def einsum(float(S_i, S_j) T0, float(S_j, S_k) T1) -> (Out) {
    Out(i_i, i_k) +=! T0(i_i, i_j) * T1(i_j, i_k)
}

Every einsum letter ``c`` becomes the index variable ``i_c`` and the size symbol ``S_c``; the
operands are ``T0, T1, ...``, temporaries ``t1, t2, ...`` and the result ``Out``. None of these
can clash with each other or with a keyword, type or builtin of the language.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from polyopt.errors import ArgumentError, ShapeError

__all__ = ["Translation", "parse_subscripts", "to_kernel", "KERNEL_TYPES"]

LETTERS = string.ascii_letters
# numpy dtype name -> kernel-language type name
KERNEL_TYPES = {"float32": "float", "float64": "double", "int32": "int32", "int64": "int64"}


def _ordinal(k: int) -> str:
    return f"operand {k}"


def _split_ellipsis(term: str, where: str) -> tuple[str, str, bool]:
    """``'i...j'`` -> ``('i', 'j', True)``; checks the dots."""
    if term.count("...") > 1:
        raise ShapeError(f"einsum subscripts contain more than one ellipsis ('...') in {where}")
    head, dots, tail = term.partition("...")
    if "." in head + tail:
        raise ShapeError(f"einsum subscripts contain a '.' that is not part of an ellipsis ('...') "
                         f"in {where}")
    return head, tail, bool(dots)


def parse_subscripts(subscripts: str, ranks: Sequence[int]) -> tuple[tuple[str, ...], str]:
    """Explicit einsum subscripts for operands of the given ranks, ellipses expanded.

    Follows numpy: spaces are ignored; without ``->`` the output is every letter that appears
    exactly once, sorted (uppercase before lowercase), after the broadcast (``...``) dimensions.
    Ellipsis dimensions become fresh letters, aligned from the right across operands.

    >>> parse_subscripts("ii", [2])
    (('ii',), '')
    >>> parse_subscripts("...ij,...jk", [3, 2])
    (('aij', 'jk'), 'aik')
    """
    if not isinstance(subscripts, str):
        raise ArgumentError(f"einsum subscripts must be a str, not {type(subscripts).__name__}")
    ranks = [int(r) for r in ranks]
    if not ranks:
        raise ArgumentError("einsum needs at least one operand")
    text = subscripts.replace(" ", "")
    if text.count("->") != subscripts.count("->") or text.count("...") != subscripts.count("..."):
        raise ShapeError(f"einsum subscripts {subscripts!r} have a space inside '->' or '...': "
                         "spaces may only separate labels")
    for ch in text:
        if ch not in LETTERS and ch not in ",.->":
            raise ShapeError(f"invalid character {ch!r} in einsum subscripts {subscripts!r}: "
                             "subscripts must be letters (a-z, A-Z)")
    explicit = "->" in text
    lhs, _, out = text.partition("->")
    if "-" in lhs or ">" in lhs or "-" in out or ">" in out:
        raise ShapeError(f"einsum subscripts {subscripts!r} must contain at most one proper '->'")
    if "," in out:
        raise ShapeError(f"einsum output subscripts {out!r} must not contain ','")

    terms = lhs.split(",")
    if len(terms) != len(ranks):
        what = "more" if len(ranks) > len(terms) else "fewer"
        raise ArgumentError(f"{what} operands given to einsum ({len(ranks)}) than the subscripts "
                            f"{subscripts!r} name ({len(terms)})")

    parts = []  # (head, tail, number of ellipsis dims or None)
    for k, (term, rank) in enumerate(zip(terms, ranks, strict=True)):
        head, tail, has_dots = _split_ellipsis(term, _ordinal(k))
        named = len(head) + len(tail)
        if has_dots and rank < named:
            raise ShapeError(f"{_ordinal(k)} has rank {rank}, fewer dimensions than its subscripts "
                             f"{term!r} name ({named})")
        if not has_dots and rank != named:
            raise ShapeError(f"{_ordinal(k)} has rank {rank} but its subscripts {term!r} name {named} "
                             "dimensions (use '...' to broadcast extra dimensions)")
        parts.append((head, tail, rank - named if has_dots else 0))

    used = set(lhs) & set(LETTERS)
    n_broadcast = max(n for _, _, n in parts)
    fresh = [c for c in LETTERS if c not in used]
    if n_broadcast > len(fresh):
        raise ShapeError(f"einsum needs {n_broadcast} letters for the '...' dimensions, "
                         f"but only {len(fresh)} are unused")
    ell = "".join(fresh[:n_broadcast])
    inputs = tuple(head + ell[len(ell) - n:] + tail for head, tail, n in parts)

    if explicit:
        head, tail, has_dots = _split_ellipsis(out, "the output")
        if not has_dots and n_broadcast:
            raise ShapeError(f"the operands have {n_broadcast} broadcast ('...') dimensions but the "
                             f"output subscripts {out!r} have no '...' to hold them")
        output = head + (ell if has_dots else "") + tail
        for c in head + tail:
            if c not in used:
                raise ShapeError(f"einsum output subscript {c!r} does not appear in any input")
            if (head + tail).count(c) > 1:
                raise ShapeError(f"einsum output subscript {c!r} appears more than once")
    else:
        named = "".join(h + t for h, t, _ in parts)
        output = ell + "".join(c for c in sorted(set(named)) if named.count(c) == 1)
    return inputs, output


@dataclass(frozen=True)
class Translation:
    """A kernel computing one einsum, and how to call it.

    ``source`` holds one ``def einsum``; call it with ``arguments(operands)`` (operands already
    converted to ``dtype``). ``squeeze[k]`` lists the axes of operand ``k`` that have size 1 but
    broadcast against a larger size: they are indexed at 0 before the call.
    """
    source: str
    entry: str
    inputs: tuple[str, ...]  # explicit subscripts per operand, after squeezing and merging
    output: str  # the output's subscripts, after merging
    squeeze: tuple[tuple[int, ...], ...]
    shape: tuple[int, ...]  # the result's shape
    dtype: str  # numpy dtype name of operands and result
    statements: int
    # per operand, the shape the kernel takes (after squeezing and merging, see ``merge_indices``)
    kernel_shapes: tuple[tuple[int, ...], ...] = ()

    def arguments(self, operands: Sequence[np.ndarray]) -> list[np.ndarray]:
        """The operands as the kernel takes them: broadcast size-1 axes dropped, C-contiguous.

        >>> t = to_kernel("ij,j->i", [(2, 3), (1,)], "float64")
        >>> [a.shape for a in t.arguments([np.ones((2, 3)), np.ones(1)])]
        [(2, 3), ()]
        """
        args = []
        for k, (a, axes) in enumerate(zip(operands, self.squeeze, strict=True)):
            if axes:
                a = np.asarray(a)
                a = a[tuple(0 if ax in axes else slice(None) for ax in range(a.ndim))]
            if type(a) is not np.ndarray or not a.flags.c_contiguous:
                a = np.asarray(a, order="C")
            if self.kernel_shapes and a.shape != self.kernel_shapes[k]:
                a = a.reshape(self.kernel_shapes[k])  # a view: merged axes are adjacent
            args.append(a)
        return args


def merge_indices(terms: Sequence[str], sizes: dict[str, int]) -> tuple[list[str], dict[str, int]]:
    """Fuse index pairs that every term holding either one holds side by side, in the same order
    (``h`` and ``w`` of ``nchw,kc->nkhw``): on C-contiguous arrays they are one index over the
    product of their sizes, so the kernel gets fewer, longer loops (a 1x1 convolution becomes a
    batch of matrix products over ``h*w`` columns). The last term is the output.

    >>> merge_indices(["nchw", "kc", "nkhw"], {"n": 2, "c": 3, "h": 4, "w": 5, "k": 6})
    (['nch', 'kc', 'nkh'], {'n': 2, 'c': 3, 'h': 20, 'k': 6})
    """
    terms, sizes = list(terms), dict(sizes)
    while True:
        pair = next(((x, y) for t in terms for x, y in zip(t, t[1:]) if x != y and _fusable(terms, x, y)), None)
        if pair is None:
            return terms, sizes
        x, y = pair
        terms = [t.replace(x + y, x) for t in terms]
        sizes[x] *= sizes.pop(y)


def _fusable(terms: Sequence[str], x: str, y: str) -> bool:
    for t in terms:
        if x in t or y in t:
            if t.count(x) != 1 or t.count(y) != 1 or x + y not in t:
                return False
    return True


def _var(c: str) -> str:
    return f"i_{c}"


def _access(name: str, letters: str, scalar_param: bool) -> str:
    if scalar_param:
        return name
    return f"{name}({', '.join(map(_var, letters))})"


def _statement(lhs: str, lhs_letters: str, rhs: Sequence[tuple[str, str]]) -> str:
    """``lhs(...) = / +=! T0(...) * T1(...)``; operands named ``T<k>`` with no letters are scalars."""
    summed = {c for _, letters in rhs for c in letters} - set(lhs_letters)
    terms = [_access(n, s, n.startswith("T") and not s) for n, s in rhs]
    op = "+=!" if summed else "="
    return f"{_access(lhs, lhs_letters, False)} {op} {' * '.join(terms)}"


def _sizes(inputs, shapes, ellipsis_letters) -> dict[str, int]:
    """The size of every letter, checking numpy's rules (size-1 broadcasts across operands)."""
    def name(c):
        return "a broadcast ('...') dimension" if c in ellipsis_letters else f"index {c!r}"

    sizes: dict[str, int] = {}
    for k, (term, shape) in enumerate(zip(inputs, shapes, strict=True)):
        local: dict[str, int] = {}
        for c, d in zip(term, shape, strict=True):
            if local.setdefault(c, d) != d:
                raise ShapeError(f"{name(c)} repeats in {_ordinal(k)} with different sizes "
                                 f"({local[c]} != {d}): a diagonal needs equal sizes")
        for c, d in local.items():
            have = sizes.setdefault(c, d)
            if have != d and 1 not in (have, d):
                raise ShapeError(f"size {d} of {name(c)} in {_ordinal(k)} (shape {tuple(shape)}) does "
                                 f"not match size {have} in an earlier operand; sizes must agree or be 1")
            sizes[c] = d if have == 1 else have  # 1 broadcasts to any size, 0 included
    return sizes


def _path(inputs: tuple[str, ...], output: str, sizes: dict[str, int], dtype: str, path):
    """Contraction steps (tuples of positions in the shrinking operand list), as numpy's einsum_path."""
    named = path is None or path is True or isinstance(path, str)
    if path is False or named and len(inputs) <= 2:
        return [tuple(range(len(inputs)))]
    if named:
        how = "greedy" if path in (None, True) else path
        dummies = [np.broadcast_to(np.empty((), dtype), tuple(sizes[c] for c in s)) for s in inputs]
        try:
            path = np.einsum_path(",".join(inputs) + "->" + output, *dummies, optimize=how)[0]
        except (KeyError, TypeError, ValueError):
            raise ArgumentError(f"unknown einsum path {how!r}: use 'greedy', 'optimal', False "
                                "or an explicit path") from None
    steps = [tuple(int(i) for i in step) for step in path if not isinstance(step, str)]
    n = len(inputs)
    for step in steps:
        if not step or len(set(step)) != len(step) or not all(0 <= i < n for i in step):
            raise ArgumentError(f"invalid einsum contraction path {path!r}")
        n -= len(step) - 1
    if n != 1:
        raise ArgumentError(f"einsum contraction path {path!r} does not contract every operand")
    return steps


def _order(letters: set[str], seen: str) -> str:
    """``letters`` in order of first appearance in ``seen``."""
    return "".join(sorted(letters, key=seen.index))


def to_kernel(subscripts: str, shapes: Sequence[Sequence[int]], dtype, path=None) -> Translation:
    """Kernel text computing ``np.einsum(subscripts, *operands)`` for operands of these shapes.

    Up to two operands give one statement; more are contracted pairwise into temporaries in the
    order of ``np.einsum_path(..., optimize="greedy")``. ``path`` may instead be ``"optimal"``,
    an explicit path (as ``einsum_path`` returns it), or ``False`` for one statement over all
    operands.

    >>> print(to_kernel("ij,jk,kl->il", [(9, 2), (2, 9), (9, 3)], "float64").source)
    def einsum(double(S_i, S_j) T0, double(S_j, S_k) T1, double(S_k, S_l) T2) -> (Out) {
        t1(i_j, i_l) +=! T1(i_j, i_k) * T2(i_k, i_l)
        Out(i_i, i_l) +=! T0(i_i, i_j) * t1(i_j, i_l)
    }
    """
    shapes = [tuple(int(d) for d in s) for s in shapes]
    dtype = np.dtype(dtype).name
    if dtype not in KERNEL_TYPES:
        raise ShapeError(f"einsum kernels compute in {', '.join(KERNEL_TYPES)}, not {dtype}")
    inputs, output = parse_subscripts(subscripts, [len(s) for s in shapes])
    ellipsis_letters = set("".join(inputs) + output) - set(subscripts)
    sizes = _sizes(inputs, shapes, ellipsis_letters)

    # Size-1 axes broadcast against a larger size: drop them (the operand is constant along them).
    squeeze = tuple(tuple(ax for ax, (c, d) in enumerate(zip(term, shape, strict=True)) if d == 1 < sizes[c])
                    for term, shape in zip(inputs, shapes, strict=True))
    inputs = tuple("".join(c for ax, c in enumerate(term) if ax not in axes)
                   for term, axes in zip(inputs, squeeze, strict=True))

    shape = tuple(sizes[c] for c in output)
    terms, sizes = merge_indices([*inputs, output], sizes)
    inputs, output = tuple(terms[:-1]), terms[-1]
    ktype = KERNEL_TYPES[dtype]
    params = []
    for k, term in enumerate(inputs):
        dims = f"({', '.join(f'S_{c}' for c in term)})" if term else ""
        params.append(f"{ktype}{dims} T{k}")

    ops = [(f"T{k}", term) for k, term in enumerate(inputs)]
    steps = _path(inputs, output, sizes, dtype, path)
    body = []
    for n, step in enumerate(steps, start=1):
        chosen = [ops[i] for i in step]
        ops = [op for i, op in enumerate(ops) if i not in step]
        if n == len(steps):
            name, letters = "Out", output
        else:
            later = set("".join(s for _, s in ops) + output)
            mine = "".join(s for _, s in chosen)
            name, letters = f"t{n}", _order(set(mine) & later, mine)
        body.append(_statement(name, letters, chosen))
        ops.append((name, letters))

    source = (f"def einsum({', '.join(params)}) -> (Out) {{\n"
              + "".join(f"    {s}\n" for s in body) + "}")
    return Translation(source=source, entry="einsum", inputs=inputs, output=output, squeeze=squeeze,
                       shape=shape, dtype=dtype, statements=len(body),
                       kernel_shapes=tuple(tuple(sizes[c] for c in term) for term in inputs))
