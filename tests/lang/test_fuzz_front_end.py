"""The front end under random text: the library's kernels, mutated (tokens deleted, duplicated,
swapped; numbers and names changed; statements reordered), either compile or raise a
``ParseError`` (or subclass) that says where: a line and a column inside the text. Never
another exception, a crash or a hang.

The mutants are drawn by hypothesis from this run's seed (printed in the header); a failure prints
the mutated text, and ``--hypothesis-seed=N`` reproduces the run.
"""

from __future__ import annotations

import re
import signal
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import polyopt as po
from kernels.registry import KERNEL_DIR
from polyopt.errors import ParseError

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


@st.composite
def mutants(draw) -> str:
    """A kernel of the library with one to three mutations."""
    text = draw(st.sampled_from(DEFS))
    for _ in range(draw(st.integers(1, 3))):
        toks = tokens(text)
        code = [i for i, t in enumerate(toks) if _is_code(t)]
        if not code:
            break
        kind = draw(st.sampled_from(KINDS))
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


def check_front_end(text: str) -> po.Kernel | None:
    """Compile ``text``: a kernel, or None after a ParseError that points into the text."""
    try:
        with time_limit(60):
            return po.compile(text)
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
