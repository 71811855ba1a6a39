"""What ``CudaCompiled.explain()`` says of a kernel below its launch table: the block tile, the
thread tile, each shared array's layout and copy width, and the expected FLOPs per shared-memory
load of the threads' math (``details``), worked out from the mapping and the promotion.

For matmul at 4096^3 (one line each)::

    block tile 64 x 128 outputs (i x j), 8 x 16 threads
    thread tile 8 x 8 outputs in registers (r_C): 2 x 2 groups of 4 x 4, the groups 32 x 64 apart
    sh_A: A(i, k) in tiles 64 x 8, stored [k][i] (transposed: the index along threadIdx.y innermost),
      copied with 128-bit loads (float4), double-buffered (the next tile staged through registers)
    sh_B: B(k, j) in tiles 8 x 128, stored [k][j], copied with 128-bit loads (float4), double-buffered (...)
    per reduction step a thread reads 16 shared elements for 64 multiply-adds: 8 FLOPs per element;
      32 FLOPs per shared load instruction expected (A: 128-bit reads of 4 elements, B: the same; ...)

The expected count assumes nvcc merges a thread's reads of 4 consecutive, 16-byte aligned floats
into one 128-bit load, and counts every reduction step's reads: a convolution's window, whose
steps read overlapping elements, does better (``tests/cuda/test_cuda.py`` checks the PTX of the
contractions against it: equal for matmul and bmm, above it for the 3x3 convolution).
"""

from __future__ import annotations

import math

import numpy as np

from polyopt.codegen.cuda_mapping import AXES
from polyopt.codegen.cuda_promotion import VECTOR_TYPES, Promotion
from polyopt.codegen.cuda_space import KernelSpace
from polyopt.lang import ir
from polyopt.poly import tree as T
from polyopt.schedule.members import member_vars


def details(space: KernelSpace, promo: Promotion) -> tuple[tuple[str, ...], float]:
    """The lines above, and the expected FLOPs per shared-memory load instruction (0: no shared reads
    in the threads' math)."""
    m = space.m
    if m.band is None or not m.mapped:
        return (), 0.0
    names = [T.member_text(m.band.member(k)) for k in m.mapped]
    order = list(reversed(range(m.nd)))  # z, y, x: the order of C's indices
    lines = [f"block tile {' x '.join(str(m.tiles[m.mapped[d]]) for d in order)} outputs "
             f"({' x '.join(names[d] for d in order)}), {' x '.join(str(m.block[d]) for d in order)} threads"]
    axes = m.register_axes()
    if promo.registers and axes:
        regs = ", ".join(f"r_{r.tensor}" for r in promo.registers)
        tile = " x ".join(str(m.points(d)) for d in axes)
        line = f"thread tile {tile} outputs in registers ({regs})"
        if any(m.groups(d) > 1 and m.vec[d] > 1 for d in axes):
            line += (f": {' x '.join(str(m.groups(d)) for d in axes)} groups of "
                     f"{' x '.join(str(m.vec[d]) for d in axes)}, the groups "
                     f"{' x '.join(str(m.vec[d] * m.block[d]) for d in axes)} apart")
        lines.append(line)
    uses = member_vars(m.band, space.setting.scop)
    stmts = space.setting.stmts
    tensors = space.setting.scop.checked.tensors
    deepest = max((stmts[n] for n in sorted(space.statements)), key=lambda s: len(s.vars))
    work, elements, instructions, widths = math.prod(m.points(d) for d in axes), 0, 0.0, []
    for sh in promo.shared:
        ref = _ref(stmts, sh)
        idx = [str(ix) for ix in ref.expr.indices]
        stored = [idx[j] for j in (sh.perm or range(len(idx)))]
        line = (f"sh_{sh.name}: {sh.tensor}({', '.join(idx)}) in tiles {' x '.join(map(str, sh.size))}, "
                f"stored [{']['.join(stored)}]")
        if sh.perm:
            inner = _axis(m, uses, ref.tag.split("_R")[0], ref.expr.indices[sh.perm[-1]])
            line += (" (transposed" if len(idx) == 2 else " (dimensions reordered") + \
                (f": the index along threadIdx.{AXES[inner]} innermost)" if inner is not None else ")")
        dtype = np.dtype(tensors[sh.tensor].dtype)
        line += (f", copied with {8 * dtype.itemsize * sh.vec}-bit loads ({VECTOR_TYPES[dtype.name]})" if sh.vec > 1
                 else ", copied element by element")
        if promo.pipe is not None:
            line += (", double-buffered (the next tile by cp.async)" if promo.async_copy else
                     ", double-buffered (the next tile staged through registers)")
        lines.append(line)
        for r in deepest.refs:  # the threads' reads of this array in their math
            if r.tag not in sh.refs:
                continue
            used = set().union(*map(ir.walk_vars, r.expr.indices))
            n = math.prod(m.points(d) for d in axes if uses[m.mapped[d]].get(deepest.name, set()) & used)
            w = _read_width(m, uses, deepest.name, sh, r, dtype.itemsize)
            elements += n
            instructions += n / w
            widths.append(f"{sh.tensor}: " + (f"{8 * dtype.itemsize * w}-bit reads of {w} elements" if w > 1
                                              else "reads of single elements"))
    if not elements or not axes:
        return tuple(lines), 0.0
    flops = 2 * work / instructions
    lines.append(f"per reduction step a thread reads {elements} shared elements for {work} multiply-adds: "
                 f"{2 * work / elements:g} FLOPs per element; {flops:g} FLOPs per shared load instruction "
                 f"expected ({', '.join(widths)}; more where nvcc keeps elements in registers from one step "
                 "to the next)")
    return tuple(lines), round(flops, 2)


def _ref(stmts, sh):
    """A reference that ``sh`` serves (the first by tag)."""
    tag = sorted(sh.refs)[0]
    st = stmts[tag.split("_R")[0]]
    return next(r for r in st.refs if r.tag == tag)


def _axis(m, uses, stmt: str, index) -> int | None:
    """The grid axis whose mapped member moves ``index`` in statement ``stmt`` (None: none does)."""
    used = ir.walk_vars(index)
    return next((d for d in range(m.nd) if uses[m.mapped[d]].get(stmt, set()) & used), None)


def _read_width(m, uses, stmt: str, sh, r, itemsize: int) -> int:
    """Elements per shared load of the read ``r``: the vector width of the register axis that moves
    the innermost stored index, where a thread's group along it is that many consecutive, aligned
    elements of a row whose length is a multiple of it (1 otherwise)."""
    j = sh.perm[-1] if sh.perm else len(sh.size) - 1
    d = _axis(m, uses, stmt, r.expr.indices[j])
    if d is None or m.points(d) <= 1:
        return 1
    w = m.vec[d]
    if w <= 1 or w * itemsize > 16 or sh.size[j] % w or m.points(d) % w:
        return 1
    return w
