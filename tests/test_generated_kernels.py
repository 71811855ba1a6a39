"""Differential tests on generated kernels: random chains of statements (shifted, reversed and
strided indices, reductions, affine and data-dependent ternaries, second updates of a tensor)
must give under every schedule option what program order gives on one thread, at awkward sizes
(1 included), and under the default options past one default tile. The kernels that found bugs
stay here by name. The ASan run builds these too, at every size."""

from __future__ import annotations

import os
import random

import numpy as np
import pytest

import polyopt as po

INPUTS = {"A": ("N", "M"), "B": ("M",), "C": ("N",), "D": ("N", "N")}
HEADER = "def f(double(N, M) A, double(M) B, double(N) C, double(N, N) D)"
OPTIONS = {  # name -> (options, also size-generic)
    "auto": (po.Options(), True),
    "tiles4": (po.Options(tile_sizes=4), False),
    "maxfuse3": (po.Options(fusion="max", tile_sizes=3), True),
    "threads3": (po.Options(num_threads=3, parallel_min_work=0, algorithm="feautrier"), False),
}
# The size-generic kernels of a fused random chain run to 60-120 KB of C (seed0 under maxfuse3: 32 s of
# gcc -O3, 11 s at -O1): what this test checks is their schedules, so they are built at -O1. gcc -O3
# builds the specialized ones here and the library's size-generic kernels in tests/schedule/test_dynamic.py.
GENERIC_CFLAGS = tuple("-O1" if f in ("-O2", "-O3") else f for f in po.Options().cflags)
SIZES = [(7, 9), (1, 3)]  # awkward sizes: every option set (tiles of 3 and 4 are full at 7 x 9)
# past one default tile along both (72 x 256 x 128 with a 1 MiB L2): the default options only
BEYOND_A_TILE = (130, 300)


def _index(var: str, size: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.55:
        return var
    if r < 0.7:
        return f"{var} + {rng.randint(1, 2)}"
    if r < 0.8:
        return f"{var} - {rng.randint(1, 2)}"
    if r < 0.9:
        return f"{size} - 1 - {var}"
    return f"2 * {var}"


def generate(seed: int) -> str:
    """A kernel of 1 to 4 statements over inputs A(N, M), B(M), C(N), D(N, N)."""
    rng = random.Random(seed)
    tensors: dict[str, tuple[str, ...]] = {}
    stmts = []
    for s in range(rng.randint(1, 4)):
        name, lvars = f"T{s}", ["i", "j"][:rng.choice([1, 2, 2])]
        dims: dict[str, str] = {}
        terms, red = [], False
        for _ in range(rng.randint(1, 3)):
            tn, tdims = rng.choice(list(INPUTS.items()) + list(tensors.items()))
            ix: list[str] = []
            used = set()
            for sz in tdims:
                free = [v for v in lvars if dims.get(v, sz) == sz and v not in used]
                if free and rng.random() < 0.8:
                    v = rng.choice(free)
                elif dims.setdefault("k", sz) == sz and "k" not in used:
                    v, red = "k", True
                else:
                    ix.append("0")
                    continue
                dims[v] = sz
                used.add(v)
                ix.append(v if v == "k" else _index(v, sz, rng))
            terms.append(f"{tn}({', '.join(ix)})")
        for v in lvars:
            dims.setdefault(v, rng.choice(["N", "M"]))
        rhs = terms[0]
        for t in terms[1:]:
            rhs = f"({rhs} {rng.choice('+-*')} {t})"
        r = rng.random()
        if r < 0.3:
            rhs = f"({lvars[-1]} > 2 ? {rhs} : {rng.choice(['0.5', terms[0]])})"
        elif r < 0.45:
            rhs = f"({terms[-1]} > 0.5 ? {rhs} : {rng.choice(['-1.5', terms[0]])})"
        elif r < 0.6:
            rhs = f"{rng.choice(['exp', 'sqrt', 'fabs', 'tanh'])}({rhs})"
        op = rng.choice(["+=!", "max=!", "min=!", "+=!", "*=!"]) if red else "="
        where = [f"{v} in 0:{dims[v]}" for v in lvars if not any(f"{v}" in t.split("(", 1)[1] for t in terms)]
        # a tensor's indices start at 0: a shifted read (A(i + 2, k)) alone would start i at -2
        where += [f"{v} >= 0" for v in lvars if f"{v} in 0:{dims[v]}" not in where]
        if len(lvars) == 2 and dims["i"] == dims["j"] and rng.random() < 0.2:
            where.append("j <= i")
        stmts.append(f"{name}({', '.join(lvars)}) {op} {rhs}" + (f" where {', '.join(where)}" if where else ""))
        tensors[name] = tuple(dims[v] for v in lvars)
        other = rng.choice(list(INPUTS.items()) + list(tensors.items()))
        if rng.random() < 0.25 and len(other[1]) <= len(lvars) and other[1] == tensors[name][:len(other[1])]:
            lhs = f"{name}({', '.join(lvars)})"
            read = f"{other[0]}({', '.join(lvars[:len(other[1])])})"
            stmts.append(f"{lhs} {rng.choice(['=', '+=', 'max='])} {lhs} * 0.5 + {read}")
    outs = ", ".join(tensors)
    return f"{HEADER} -> ({outs}) {{\n    " + "\n    ".join(stmts) + "\n}"


# kernels that found bugs, by what they found
FOUND = {
    # a reduction's initialization wrote T1[-2] and T1[-1] (the update started at 0): heap corruption
    # (a write below index 0 is an error now: the kernel keeps i >= 0)
    "init_below_zero": f"""{HEADER} -> (T0, T1) {{
    T0(i, j) = C(j) where i in 0:M
    T1(i) max=! (D(i + 2, k) * B(0)) where i >= 0
}}""",
    # max=! of a value the same for every lane of a register block: gcc rejected the C
    "scalar_max_in_a_register_block": f"""{HEADER} -> (T0, T1) {{
    T0(i, j) max=! C(k) where i in 0:M, j in 0:M
    T1(i, j) min=! (j > 2 ? B(k) : B(k)) where i in 0:N, j in 0:M
}}""",
    # fusion="max" fused nine skewed statements: isl's AST generator recursed past the C stack
    # on the isolated full tiles (a segfault); at N=7, M=9 T1's min over k of a value the same for
    # every k (T0(N - 1 - i)) was a scalar given to the vector min po_vmind: a gcc error (seed0 too)
    "many_isolated_pieces": f"""{HEADER} -> (T0, T1, T2) {{
    T0(i) max=! A(i + 2, k) where i >= 0
    T0(i) = T0(i) * 0.5 + C(i)
    T1(i, j) min=! (j > 2 ? ((T0(N - 1 - i) * T0(i - 2)) + A(j + 2, k)) : T0(N - 1 - i)) where i >= 0, j >= 0
    T1(i, j) max= T1(i, j) * 0.5 + T1(i, j)
    T2(i, j) *=! (T0(k) > 0.5 ? T0(k) : -1.5) where i in 0:M, j in 0:M
}}""",
}
# seed 1 makes a statement whose range cannot be inferred; POLYOPT_TEST_EXTENDED=1 runs ten seeds
EXTENDED = os.environ.get("POLYOPT_TEST_EXTENDED") == "1"
SEEDS = (0, 2, 3, 4, 5, 6, 7, 8, 9, 10) if EXTENDED else (0, 3, 5, 8, 10)
CASES = {**FOUND, **{f"seed{s}": generate(s) for s in SEEDS}}


def _inputs(n: int, m: int, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.random((n, m)), rng.random(m), rng.random(n), rng.random((n, n))]


@pytest.mark.parametrize("name", list(CASES))
def test_every_option_agrees_with_program_order(name, sanitize):
    src = CASES[name]
    ref = po.compile(src, options=po.Options(schedule="program", parallel=False, sanitize=sanitize))
    kernels = {}  # one Kernel an option set for every size, as a user calls it
    for n, m in [*SIZES, BEYOND_A_TILE]:
        args = _inputs(n, m, len(name))
        want = ref(*args)
        want = want if isinstance(want, tuple) else (want,)
        for oname, opts, dynamic in variants((n, m), sanitize):
            opts = opts.replace(sanitize=sanitize, **({"cflags": GENERIC_CFLAGS} if dynamic else {}))
            if (oname, dynamic) not in kernels:  # specialized: on the reference's model (as the tuner
                # tries options; none of these builds another), each set scheduled on its own
                kernels[oname, dynamic] = po.compile(src, options=opts, dynamic=True) if dynamic \
                    else ref._with_options(opts)
            got = kernels[oname, dynamic](*args)
            got = got if isinstance(got, tuple) else (got,)
            for g, w in zip(got, want):
                np.testing.assert_allclose(g, w, rtol=1e-9, atol=1e-12,
                                           err_msg=f"{oname} dynamic={dynamic} at N={n}, M={m}\n{src}")


def variants(size: tuple[int, int], sanitize: bool) -> list[tuple[str, po.Options, bool]]:
    """(name, options, size-generic) run at ``size``: under ASan and past a tile the defaults only
    (the bounds and the default tiles); at the first awkward size every option set, specialized
    and size-generic; at the others the defaults and the size-generic kernels, whose one compile
    serves every size (every set at every size with POLYOPT_TEST_EXTENDED=1)."""
    if sanitize or size == BEYOND_A_TILE:
        return [("auto", OPTIONS["auto"][0], False)]
    every = [(name, opts, dynamic) for name, (opts, generic) in OPTIONS.items()
             for dynamic in ((False, True) if generic else (False,))]
    return every if EXTENDED or size == SIZES[0] else [v for v in every if v[0] == "auto" or v[2]]


def test_every_variant_runs_at_an_awkward_size():
    run = {(name, dynamic) for size in SIZES for name, _, dynamic in variants(size, False)}
    every = {(name, d) for name, (_, generic) in OPTIONS.items() for d in ((False, True) if generic else (False,))}
    assert run == every
    second = {(name, d) for name, _, d in variants(SIZES[1], False)}
    assert second >= {("auto", False), ("auto", True), ("maxfuse3", True)}


def test_write_below_zero():
    """The kernel that found the initialization below 0, without its 'where i >= 0': its range of
    i is -2 .. N - 3, an error that names the statement and the range."""
    with pytest.raises(po.BoundsError, match=r"writes 'T1' from i = -2 on \(i ranges over -2 \.\. N - 3\)"):
        po.compile(f"{HEADER} -> (T1) {{ T1(i) max=! (D(i + 2, k) * B(0)) }}")


def test_generated_kernels_are_varied():
    """The generator is not degenerate: reductions, ternaries and second updates all occur."""
    text = "\n".join(generate(s) for s in SEEDS)
    assert all(op in text for op in ("+=!", "max=!", " ? ", "where"))
