"""The schedule tree as lowered for a size-generic kernel (``dynamic=True``, or the C before any call).

With the sizes unknown, isl's AST generator must keep apart every combination of full and
partial tiles, full and partial register blocks and unrolled rows, each under its own
conditions on the sizes: a batched matmul gave 2,900 lines of C, 15 s in isl and 150 s in gcc.
These changes keep what matters for speed and drop the rest:

- a tile band with register or dot blocks inside is not isolated (the blocks isolate
  themselves, and whole blocks are what the micro-kernel needs);
- the rows (and columns) of a block are unrolled only in whole blocks, where the micro-kernel
  prints them; a partial block runs them as a loop (so a triangle's rectangular blocks, which
  unroll their rows in specialized code, are not kept apart: ``_unrolled_again``);
- the point loops above a register or dot block are not separated per set of active statements
  (loop type ``default``, not ``separate``): the blocks below keep their own whole/partial split,
  and the extra copies of the nest cost more to build than they gain (conv2d_3x3_bias_relu: 77 KB
  of C -> 42 KB, generation 10.7 -> 8.1 s of CPU, gcc 7.9 -> 5.0 s; the kernel's time at its
  benchmark sizes unchanged);
- a tile band nested below another band is not isolated: its full tiles depend on the loops
  around it (``isolation.isolate_below``), and with unknown sizes isl kept apart every combination
  (gramschmidt with tiles of 4: 1,350 lines instead of 500). Its point loops keep ``min`` and
  ``max`` in their bounds, and no branch.

The same kernel then takes about 1 s in isl and 2 s in gcc. Static kernels keep their tree.

>>> from polyopt.poly import tree as T
>>> generic(T.LEAF) is T.LEAF
True
"""

from __future__ import annotations

import dataclasses

import islpy as isl

from polyopt.poly import tree as T


def generic(n: T.Node, nested: bool = False) -> T.Node:
    """``n`` with the changes above applied to every tile band and register block (``nested``:
    ``n`` is below a band)."""
    if isinstance(n, T.Band):
        child = generic(n.child, True)
        if n.role == "register":
            iso = isolate_set(n.options)
            if iso is not None:
                child = _unroll_whole_blocks(_unrolled_again(child), iso.unwrap(), 0)
        elif n.role == "tile" and n.options is not None and (nested or _has_blocks(child)):
            return dataclasses.replace(n, child=child, options=None)
        elif n.role == "point" and _has_blocks(child):
            types = tuple("default" if t == "separate" else t for t in n.types())
            return dataclasses.replace(n, child=child, loop_types=types)
        return dataclasses.replace(n, child=child)
    kids = tuple(generic(c, nested) for c in T.children(n))
    return T.with_children(n, kids) if kids else n


def without_isolation(n: T.Node) -> T.Node:
    """``n`` with no band's AST build options (no isolated pieces, no unrolling inside them):
    the fallback where isl's AST of the size-generic tree costs too much (``driver.lower_generic``).

    >>> without_isolation(T.LEAF) is T.LEAF
    True
    """
    if isinstance(n, T.Band):
        return dataclasses.replace(n, child=without_isolation(n.child), options=None)
    kids = tuple(without_isolation(c) for c in T.children(n))
    return T.with_children(n, kids) if kids else n


def isolate_set(options: isl.UnionSet | None) -> isl.Set | None:
    """The ``isolate[[outer] -> [band]]`` set among a band's AST build options."""
    if options is None:
        return None
    sets = options.get_set_list()
    for k in range(sets.n_set()):
        s = sets.get_at(k)
        if s.get_tuple_name() == "isolate":
            return s
    return None


def _unrolled_again(n: T.Node) -> T.Node:
    """``n`` with each band that unrolls only inside an isolated part (a triangle's rectangular
    blocks: ``bands._unrolled_in``) an unrolled band again, for ``_unroll_whole_blocks``: in
    size-generic code only whole blocks unroll anyway, and the rectangular blocks' pieces cost
    isl and gcc (syrk: 1.5 -> 4.8 s of Python, 2.3 -> 10.2 s of gcc)."""
    if isinstance(n, T.Band):
        child = _unrolled_again(n.child)
        if _unrolls_inside(n.options):
            return dataclasses.replace(n, child=child, loop_types=("unroll",) * n.n, options=None)
        return dataclasses.replace(n, child=child)
    kids = tuple(_unrolled_again(c) for c in T.children(n))
    return T.with_children(n, kids) if kids else n


def _unrolls_inside(options: isl.UnionSet | None) -> bool:
    """Whether ``options`` unroll a member inside the isolated part (``[isolate[] -> unroll[k]]``)."""
    if options is None:
        return False
    sets = options.get_set_list()
    for k in range(sets.n_set()):
        s = sets.get_at(k)
        if s.is_wrapping() and not s.has_tuple_name():
            rng = s.unwrap().range()
            if rng.has_tuple_name() and rng.get_tuple_name() == "unroll":
                return True
    return False


def _has_blocks(n: T.Node) -> bool:
    return any(b.role == "register" for b in T.bands(n))


def _unroll_whole_blocks(n: T.Node, blocks: isl.Map, depth: int) -> T.Node:
    """Below a register band whose whole blocks are ``blocks`` (outer loops -> block origins):
    each unrolled band ``depth`` loops further down unrolls only inside whole blocks."""
    if isinstance(n, T.Band):
        child = _unroll_whole_blocks(n.child, blocks, depth + n.n)
        if n.types() != ("unroll",) * n.n:
            return dataclasses.replace(n, child=child)
        return dataclasses.replace(n, child=child, loop_types=("default",) * n.n,
                                   options=_isolated_unroll(blocks, depth, n.n))
    kids = tuple(_unroll_whole_blocks(c, blocks, depth) for c in T.children(n))
    return T.with_children(n, kids) if kids else n


def _isolated_unroll(blocks: isl.Map, depth: int, n: int) -> isl.UnionSet:
    """Build options of a band ``depth`` loops below the block origins, ``n`` members: isolate
    the instances in whole blocks (any value of the loops in between), unroll them there."""
    outer = blocks.wrap().flatten()  # [outer loops, block origins]
    outer = outer.add_dims(isl.dim_type.set, depth)
    iso = isl.Map.from_domain(outer).add_dims(isl.dim_type.out, n).wrap().set_tuple_name("isolate")
    types = "; ".join(f"[isolate[] -> unroll[{k}]]" for k in range(n))
    return isl.UnionSet.from_set(iso).union(isl.UnionSet(f"{{ {types} }}", context=iso.get_ctx()))
