"""The front end under random text: the library's kernels, mutated (tokens deleted, duplicated,
swapped; numbers and names changed; statements reordered), either compile or raise a
``ParseError`` (or subclass) that says where: a line and a column inside the text. Never
another exception, a crash or a hang. Tensor Comprehensions' kernels as its tests and docs write
them (tests/compat/tc_defs.py, tests/lang/tc_cases.py), mutated so too and also with indices
shifted out of range, builtins changed or unknown, types changed and huge ranges, compile and run
at small sizes: their numbers are those of the same text in program order, or both calls raise
the same error of ours.

The mutants are drawn by hypothesis from this run's seed (printed in the header); a failure prints
the mutated text, and ``--hypothesis-seed=N`` reproduces the run.
"""

from __future__ import annotations

import math
import re
import signal
from contextlib import contextmanager

import islpy as isl
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import polyopt as po
from kernels.registry import KERNEL_DIR
from polyopt.errors import ParseError
from tests.compat.tc_defs import CASES as TC_DEFS
from tests.lang.tc_cases import CASES as TC_CASES

# multi-character operators first; anything else is one character
TOKEN = re.compile(r"\s+|#[^\n]*|(max|min)=!?|[+*]=!?|<=>|->|<<|>>|<=|>=|==|!=|&&|\|\||"
                   r"[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?[A-Za-z0-9]*|[A-Za-z_][A-Za-z0-9_]*|.", re.S)
NUMBERS = ["0", "1", "-1", "2", "3", "7", "1000000", "99999999999999999999", "0.5", "1e400", "2.5f64",
           "7i8", "255u8", "3z", "1e-400", ".5", "1.", "00", "1e"]
NAMES = ["i", "j", "k", "N", "M", "X", "Y", "A", "float", "double", "int32", "bool", "where", "in", "exists",
         "def", "exp", "max", "min", "fmax", "sqrt", "relu", "abs", "D", "T", "q", "_", "out", "self"]
SYMBOLS = ["(", ")", ",", ";", "{", "}", ":", "?", "=", "+=!", "*=", "max=!", "->", "<=>", "+", "-", "*", "/",
           "%", "<", ">", "<=", "==", "&&", "||", "!", "~", "&", "|", "^", "<<", ">>", "\n"]


def _defs() -> list[str]:
    """Every ``def`` of ``kernels/*.tc``, as its own text."""
    out = []
    for path in sorted(KERNEL_DIR.glob("*.tc")):
        text = path.read_text()
        starts = [m.start() for m in re.finditer(r"^def ", text, re.M)]
        out += [text[a:b].strip() + "\n" for a, b in zip(starts, [*starts[1:], len(text)])]
    return out


DEFS = _defs()


def tokens(text: str) -> list[str]:
    """``text`` cut into tokens, white space and comments included (joined back, the text itself).

    >>> tokens("O(i) +=! A(i, k)")[:6]
    ['O', '(', 'i', ')', ' ', '+=!']
    """
    return [m.group(0) for m in TOKEN.finditer(text)]


def _is_code(tok: str) -> bool:
    return not tok.isspace() and not tok.startswith("#")


def _kind(tok: str) -> str:
    return "name" if tok[0].isalpha() or tok[0] == "_" else "number" if tok[0].isdigit() or tok[0] == "." \
        else "symbol"


# mutations that keep the text well formed more often come more often, so that the checker and
# range inference see as many mutants as the parser
KINDS = ["delete", "duplicate", "swap", "swap_near", "symbol", "cut", *["number", "name", "reorder", "swap_alike",
                                                                        "expression"] * 3]
EXPRESSIONS = ["i + 1", "2 * j", "N - 1 - i", "k - 3", "A(i)", "i * j", "0", "-1", "M / 2", "i % 3", "X(0)",
               "h + kh", "c ? 1 : 0", "(i)", "exp(i)", "float(i)", "i, j", "N + M"]
# mutations of a TC kernel's meaning rather than its form: an index shifted out of range, a builtin
# changed, unknown or given the wrong number of arguments, a type changed, a huge range
TC_KINDS = [*KINDS, *["out_of_range", "builtin", "type", "huge_range"] * 3]
SHIFTS = ["{} + 1", "{} - 1", "{} + 1000000", "-1", "2 * {}", "{} + N", "N"]
BUILTINS = ["exp", "tanh", "sqrt", "fmax", "max", "min", "abs", "relu", "atan2", "fma", "lgamma", "foo", "printf",
            "exit", "sizeof", "NaN"]
TYPES = ["float", "double", "float16", "int8", "int32", "uint8", "uint64", "bool", "half", "size_t"]
RANGES = ["0:1000000000", "0:4611686018427387904", "0:N*N*N*N", "-1000000000:1000000000", "0:99999999999999999999",
          "N:0", "0:N*1000000000"]


@st.composite
def mutants(draw, corpus=DEFS, kinds=KINDS) -> str:
    """A kernel of ``corpus`` (the library's) with one to three mutations of ``kinds``."""
    return mutate(draw, draw(st.sampled_from(corpus)), kinds)


def mutate(draw, text: str, kinds: list[str]) -> str:
    """``text`` with one to three mutations of ``kinds``, drawn by ``draw``."""
    for _ in range(draw(st.integers(1, 3))):
        toks = tokens(text)
        code = [i for i, t in enumerate(toks) if _is_code(t)]
        if not code:
            break
        kind = draw(st.sampled_from(kinds))
        i = draw(st.sampled_from(code))
        if kind == "delete":
            toks[i] = ""
        elif kind == "duplicate":
            toks[i] = toks[i] + " " + toks[i]
        elif kind in ("swap", "swap_near", "swap_alike"):
            near = code[max(code.index(i) - 3, 0):code.index(i) + 4]
            alike = [k for k in code if _kind(toks[k]) == _kind(toks[i])]
            j = draw(st.sampled_from({"swap": code, "swap_near": near, "swap_alike": alike}[kind]))
            toks[i], toks[j] = toks[j], toks[i]
        elif kind == "expression":
            names = [k for k in code if _kind(toks[k]) == "name"] or [i]
            toks[draw(st.sampled_from(names))] = draw(st.sampled_from(EXPRESSIONS))
        elif kind == "number":
            nums = [k for k in code if toks[k][0].isdigit() or toks[k][0] == "."] or [i]
            toks[draw(st.sampled_from(nums))] = draw(st.sampled_from(NUMBERS))
        elif kind == "name":
            names = [k for k in code if toks[k][0].isalpha() or toks[k][0] == "_"] or [i]
            own = sorted({toks[k] for k in names})
            toks[draw(st.sampled_from(names))] = draw(st.sampled_from(own + NAMES))
        elif kind == "symbol":
            toks[i] = draw(st.sampled_from(SYMBOLS))
        elif kind == "cut":
            toks = toks[:i]
        elif kind == "out_of_range":  # an index variable of an access shifted
            idx = [k for k in code if _kind(toks[k]) == "name" and k + 1 < len(toks) and toks[k + 1] in (")", ",")]
            if idx:
                k = draw(st.sampled_from(idx))
                toks[k] = draw(st.sampled_from(SHIFTS)).format(toks[k])
        elif kind == "builtin":  # a call put around a name (or a name's call changed)
            names = [k for k in code if _kind(toks[k]) == "name"] or [i]
            k = draw(st.sampled_from(names))
            toks[k] = draw(st.sampled_from(BUILTINS)) if toks[k] in BUILTINS else \
                f"{draw(st.sampled_from(BUILTINS))}({toks[k]}{draw(st.sampled_from(['', ', 1.0', ', ' + toks[k]]))})"
        elif kind == "type":
            types = [k for k in code if toks[k] in TYPES] or [i]
            toks[draw(st.sampled_from(types))] = draw(st.sampled_from(TYPES))
        elif kind == "huge_range":  # `in LO:HI` with a huge range, or a where clause added
            ins = [k for k in code if toks[k] == "in"]
            if ins:
                k = draw(st.sampled_from(ins))
                j = k + 1
                while j < len(toks) and toks[j] not in (",", "\n", "}", ";"):
                    toks[j] = ""
                    j += 1
                toks[k] = "in " + draw(st.sampled_from(RANGES))
        text = "".join(toks)
        if kind == "reorder":  # two statements of the body change places
            lines = text.split("\n")
            body = [k for k, line in enumerate(lines) if line.startswith("    ") and line.strip()]
            if len(body) >= 2:
                a, b = draw(st.sampled_from(body)), draw(st.sampled_from(body))
                lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
    return text


class Hang(Exception):
    pass


@contextmanager
def time_limit(seconds: int):
    """Raise ``Hang`` where the body runs longer than ``seconds`` (in Python code; pytest-timeout
    catches a hang inside C)."""
    def alarm(signum, frame):
        raise Hang(f"still running after {seconds} s")
    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def check_front_end(text: str, entry: str | None = None) -> po.Kernel | None:
    """Compile ``text``: a kernel, or None after a ParseError that points into the text."""
    try:
        with time_limit(60):
            return po.compile(text, entry)
    except ParseError as e:
        lines = text.splitlines() or [""]
        assert e.line is not None and e.column is not None, f"{type(e).__name__} without a place: {e}\n{text}"
        assert 1 <= e.line <= len(lines) and 1 <= e.column <= len(lines[e.line - 1]) + 1, \
            f"line {e.line}, column {e.column} is not in the text: {e}\n{text}"
        return None


def test_the_corpus_compiles():
    assert len(DEFS) >= 50
    for text in DEFS:
        assert check_front_end(text) is not None, text


def test_tokens_give_back_the_text():
    assert all("".join(tokens(t)) == t for t in DEFS)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutants())
def test_mutated_kernels_compile_or_say_where_they_are_wrong(text):
    check_front_end(text)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutants())
def test_many_mutated_kernels_compile_or_say_where_they_are_wrong(text):
    check_front_end(text)


TC_TEXTS = [(c.text, c.entry) for c in TC_DEFS] + [(c[1], None) for c in TC_CASES]
# the reference: the def's loops as written, compiled without gcc's loop vectorizer (-O1): gcc 12.2
# at -O3 miscompiles some of them (RESULTS.md, session 64: four nested loops of three trips, the
# innermost summed into a scalar that the others sum; gcc vectorizes the second loop, 2 lanes, wrong),
# and a wrong reference failed the comparison, not the kernel
PLAIN = po.Options(schedule="program", tile_sizes=0, parallel=False, vectorize=False, register_tile=None, pack=False,
                   separate_tiles=False, cflags=tuple("-O1" if f == "-O3" else f for f in po.Options().cflags))


@st.composite
def tc_mutants(draw) -> tuple[str, str | None]:
    text, entry = draw(st.sampled_from(TC_TEXTS))
    return mutate(draw, text, TC_KINDS), entry


def _outcome(call) -> tuple[str, object]:
    """``("ok", outputs)`` or ``("error", the error's type)``: an error of ours (anything else fails)."""
    try:
        with time_limit(60):
            got = call()
        return "ok", got if isinstance(got, tuple) else (got,)
    except po.PolyoptError as e:
        return "error", type(e).__name__


MAX_INSTANCES = 10**8  # statement instances a mutant runs at its sizes, at most (a box around each domain)


def _instances_at_most(k, sizes: dict[str, int]) -> float:
    """An upper bound of the statement instances ``k`` runs at ``sizes``: each domain's bounding
    box (a mutant's huge range, ``where k in 0:1000000000`` twice, runs for hours in C, where
    neither the time limit's alarm nor anything else can stop it)."""
    fixed = k.scop.fixed_context(sizes)
    total = 0.0
    for s in k.scop.statements:
        d = s.domain.intersect_params(fixed)
        if d.is_empty():
            continue
        box = 1.0
        for i in range(d.dim(isl.dim_type.set)):
            lo, hi = d.dim_min_val(i), d.dim_max_val(i)
            if not (lo.is_int() and hi.is_int()):
                return math.inf
            box *= hi.to_python() - lo.to_python() + 1
        total += box
    return total


def check_numbers(text: str, entry: str | None) -> None:
    """A mutant that compiles runs at small sizes as the same text does in program order."""
    k = check_front_end(text, entry)
    if k is None:
        return
    sizes = {s: 3 for s in k.checked.sizes}
    try:
        args = k.random_inputs(sizes)
        if sum(math.prod(k.scop.shape(t, sizes)) for t in (*k.checked.outputs, *k.checked.temps)) > 2**22:
            return  # (a huge range: gigabytes of output, which the calls would allocate and write)
        if _instances_at_most(k, sizes) > MAX_INSTANCES:
            return  # (a huge range of a reduction: more work than a test can wait for)
    except po.PolyoptError:  # (an input of a huge literal size; a shape with no value at these sizes)
        return
    got = _outcome(lambda: k(**args))
    want = _outcome(lambda: po.compile(text, entry, options=PLAIN)(**args))
    assert got[0] == want[0], f"{got} but in program order {want}\n{text}"
    if got[0] == "error":
        assert got[1] == want[1], f"{got} but in program order {want}\n{text}"
        return
    # (a float sum over a huge literal range, 10^9 terms in float32, has no value to compare: its
    # rounding depends on the order, and the orders differ)
    huge = any(int(n) >= 1 << 20 for n in re.findall(r"\d+", text))
    for g, w in zip(got[1], want[1], strict=True):
        assert g.shape == w.shape and g.dtype == w.dtype, text
        if g.dtype.kind == "f" and huge:
            continue
        if g.dtype.kind == "f":
            np.testing.assert_allclose(g, w, rtol=1e-3, atol=1e-3, equal_nan=True, err_msg=text)
        else:
            np.testing.assert_array_equal(g, w, err_msg=text)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tc_mutants())
def test_mutated_tc_kernels_run_as_in_program_order_or_say_where_they_are_wrong(mutant):
    check_numbers(*mutant)


@pytest.mark.slow
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tc_mutants())
def test_many_mutated_tc_kernels_run_as_in_program_order(mutant):
    check_numbers(*mutant)
