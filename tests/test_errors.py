"""Bad inputs: each must raise the right ``PolyoptError`` subclass with a clear message of our own.

Text errors carry ``line``/``column`` and an excerpt with a caret; call-time errors name the
argument; hostile names (C keywords, libc functions, our own C prefixes, isl keywords) either
compile to correct code or are rejected with a clear error, never a raw exception.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import polyopt as po
from polyopt.errors import (
    ArgumentError,
    BoundsError,
    CompileError,
    ParseError,
    PolyoptError,
    RangeError,
    RankError,
    RuntimeFault,
    SemanticError,
    ShapeError,
)
from polyopt.options import OptionsError

pytestmark = pytest.mark.timeout(300)

F32, F64, I32 = np.float32, np.float64, np.int32

# text that would mean an exception escaped from a library instead of being reported by polyopt
RAW_MARKERS = ("Traceback", 'File "', "isl_", "islpy", "lark.", "KeyError", "AttributeError")


def assert_ours(err: BaseException) -> str:
    """The message of ``err``, checked to be a polyopt message (no raw library text)."""
    text = str(err)
    assert text.strip(), f"{type(err).__name__} has an empty message"
    for marker in RAW_MARKERS:
        assert marker not in text, f"message contains {marker!r}: {text!r}"
    return text


def assert_matches(text: str, patterns) -> None:
    for p in patterns:
        assert re.search(p, text), f"message {text!r} does not match {p!r}"


def assert_location(err: ParseError, src: str, line: int, column) -> None:
    """``err`` points at ``line``/``column`` (one column or a set) and shows that line with a caret."""
    columns = {column} if isinstance(column, int) else set(column)
    assert err.line == line, f"line {err.line}, expected {line}: {err}"
    assert err.column in columns, f"column {err.column}, expected {sorted(columns)}: {err}"
    text = str(err)
    src_line = src.splitlines()[line - 1]
    lines = text.splitlines()
    at = [k for k, t in enumerate(lines) if t == "    " + src_line]
    assert at, f"the message does not quote line {line} ({src_line!r}): {text!r}"
    caret = lines[at[0] + 1] if at[0] + 1 < len(lines) else ""
    # the caret line reproduces the tabs of the source line so that it lines up when printed
    pad = "".join(c if c == "\t" else " " for c in src_line[:err.column - 1])
    assert caret == "    " + pad + "^", f"caret line {caret!r} does not point at column {err.column}"


def _src(*body: str, params: str = "float(N) X", outs: str = "Y", name: str = "f") -> str:
    """A def whose statements start on line 2, one per line, indented by four spaces."""
    return f"def {name}({params}) -> ({outs}) {{\n" + "".join(f"    {b}\n" for b in body) + "}"


# ---- errors in the kernel text: (source, class, message patterns, line, column) ----------------------

TEXT_ERRORS = [
    # syntax
    pytest.param("def f(float(N) X) -> (Y) {\n    Y(i) = X(i)\n", ParseError, [r"end of input", r"'\}'"],
                 2, (15, 16), id="missing-closing-brace"),
    pytest.param(_src("Y(i) = X(i) 2.0"), ParseError, [r"unexpected '2\.0'"], 2, 17, id="missing-operator"),
    pytest.param(_src("Y(i) = X(i) $ 2"), ParseError, [r"unexpected character '\$'"], 2, 17, id="bad-character-dollar"),
    pytest.param(_src("Y(i) = X(i) * π"), ParseError, [r"unexpected character 'π'"], 2, 19, id="non-ascii-character"),
    pytest.param(_src('Y(i) = X(i) + "str"'), ParseError, [r"unexpected character '\"'"], 2, 19,
                 id="string-literal"),
    pytest.param("def f(float(N) X", ParseError, [r"end of input", r"'\)'"], 1, (16, 17), id="unterminated-def"),
    pytest.param("def f(float(N) X) (Y) {\n    Y(i) = X(i)\n}", ParseError, [r"unexpected '\('", r"'->'"],
                 1, 19, id="missing-arrow"),
    pytest.param("def f(floa(N) X) -> (Y) {\n    Y(i) = X(i)\n}", ParseError, [r"'floa'", r"type"], 1, 7,
                 id="bad-type-name-floa"),
    pytest.param("def f(float(-3) X) -> (Y) {\n    Y(i) = X(i)\n}", ParseError, [r"unexpected '-'"], 1, 13,
                 id="negative-dimension"),
    pytest.param("def 9f(float(N) X) -> (Y) {\n    Y(i) = X(i)\n}", ParseError, [r"unexpected '9'", r"name"],
                 1, 5, id="def-name-starts-with-digit"),
    pytest.param(_src("Y(i) == X(i)"), ParseError, [r"unexpected '=='", r"assignment"], 2, 10,
                 id="comparison-as-assignment"),
    pytest.param(_src("Y(i) =! X(i)"), ParseError, [r"=!"], 2, 10, id="unknown-operator-eq-bang"),
    pytest.param(_src("Y(i) = X(i)") + "}", ParseError, [r"unexpected '\}'"], 3, 2, id="extra-closing-brace"),
    pytest.param(_src('Y(i) = A); system("rm -rf /"); (i)', params="float(N) A"), ParseError,
                 [r"unexpected '\)'"], 2, 13, id="c-injection-in-body"),
    pytest.param('def f(float(N) A); system("rm -rf /"); (float(N) X) -> (Y) {\n    Y(i) = X(i)\n}', ParseError,
                 [r"unexpected ';'"], 1, 18, id="c-injection-in-params"),
    pytest.param("def f(float(N) X) -> (Y) {\n\tY(i) = X(i) $ 1\n}", ParseError, [r"'\$'"], 2, 14,
                 id="caret-under-tab-indented-line"),
    # lines ended by "\r" alone were one line to the parser (line 1, a column past its end)
    pytest.param(_src("Y(i) = X(i) $").replace("\n", "\r"), ParseError, [r"'\$'"], 2, 17, id="old-mac-line-ends"),
    pytest.param(_src("Y(i) = X(i) $").replace("\n", "\r\n"), ParseError, [r"'\$'"], 2, 17, id="windows-line-ends"),
    pytest.param(_src("Y(i) = Z(i)").replace("\n", "\r"), SemanticError, [r"unknown tensor 'Z'"], 2, 12,
                 id="old-mac-line-ends-semantic"),
    # names and statement kinds
    pytest.param(_src("Y(i) = Z(i)"), SemanticError, [r"unknown tensor 'Z'"], 2, 12, id="unknown-tensor"),
    pytest.param(_src("Y(i) = foo(X(i))"), SemanticError, [r"unknown", r"'foo'"], 2, 12, id="unknown-function"),
    pytest.param(_src("Y(i) = X + 1.0"), SemanticError, [r"'X'", r"without indices"], 2, 12,
                 id="tensor-without-indices"),
    pytest.param(_src("X(i) = 1.0", "Y(i) = X(i)"), SemanticError, [r"input 'X'", r"read-only"], 2, 5,
                 id="assign-to-input"),
    pytest.param(_src("Y(i) = T(i)", "T(i) = X(i)"), SemanticError, [r"'T'", r"before|not yet|later"], 2, 12,
                 id="temporary-read-before-written"),
    pytest.param(_src("T(i) = T(i) + X(i)", "Y(i) = T(i)"), SemanticError, [r"temporary 'T'", r"before"], 2, 12,
                 id="temporary-reads-itself-first"),
    pytest.param(_src("Y(i) = Z(i)", "Z(i) = X(i)", outs="Y, Z"), SemanticError, [r"output 'Z'", r"before"], 2, 12,
                 id="output-read-before-written"),
    pytest.param(_src("Y(i) = X(i)", outs="Y, Z"), SemanticError, [r"output 'Z'", r"never assigned"], 1, 5,
                 id="output-never-assigned"),
    pytest.param(_src("X(i) = 1.0", outs="X"), SemanticError, [r"output 'X'", r"input"], 1, 5,
                 id="output-is-also-input"),
    pytest.param(_src("Y(i) = X(i)", outs="Y, Y"), SemanticError, [r"listed twice"], 1, 5, id="output-listed-twice"),
    pytest.param(_src("Y(i) = X(i)", params="float(N) X, float(N) X"), SemanticError, [r"'X'", r"twice"], 1, 28,
                 id="duplicate-parameter"),
    pytest.param(_src("Y(i) = N(i)", params="float(N) N"), SemanticError, [r"'N'", r"size symbol"], 1, 16,
                 id="parameter-named-like-size"),
    pytest.param(_src("Y(i) = X(i)", params="float(N) X, float(N) where"), SemanticError, [r"'where' is a keyword"],
                 1, 28, id="parameter-named-like-keyword"),
    pytest.param(_src("Y(i) = out(i)", params="float(N) out"), SemanticError, [r"'out'", r"reserved", r"out="],
                 1, 16, id="parameter-named-out"),
    pytest.param(_src("Y(i) = X(i) * float(out)", params="float(N) X, int32 out"), SemanticError,
                 [r"'out'", r"reserved", r"out="], 1, 25, id="scalar-parameter-named-out"),
    pytest.param(_src("N(i) = X(i)"), SemanticError, [r"size symbol 'N'"], 2, 5, id="assign-to-size"),
    pytest.param(_src("Y(i) = X(i) + N(i)"), SemanticError, [r"'N'"], 2, 19, id="size-used-as-tensor"),
    pytest.param(_src(params="float(N) X"), SemanticError, [r"'f'", r"no statements"], 1, 5, id="empty-body"),
    pytest.param(_src("Y(i) = X(i, j)", params="float(N, M) X"), SemanticError,
                 [r"'j'", r"right-hand side", r"\+=!"], 2, 5, id="eq-with-rhs-only-index"),
    pytest.param(_src("Y(i) = X(i) where k in 0:N"), SemanticError, [r"'k'", r"\+=!"], 2, 5,
                 id="eq-with-where-only-index"),
    pytest.param(_src("T(i) += X(i)", "Y(i) = T(i)"), SemanticError, [r"temporary 'T'", r"\+=!"], 2, 5,
                 id="accumulate-into-uninitialized-temporary"),
    pytest.param(_src("Y(i + 1) = X(i)"), SemanticError, [r"left-hand side", r"index variables"], 2, (5, 7),
                 id="lhs-index-is-expression"),
    pytest.param(_src("Y(i, i) = X(i, i)", params="float(N, N) X"), SemanticError, [r"'i'", r"twice"], 2, 5,
                 id="repeated-lhs-index"),
    pytest.param(_src("Y(i) = exp(X(i), 2.0)"), SemanticError, [r"exp\(\)", r"1 argument", r"got 2"], 2, 12,
                 id="builtin-arity"),
    pytest.param(_src("Y(i) = X(i) where i in 0:N, i in 0:N"), SemanticError, [r"'i'", r"two ranges"], 2, 33,
                 id="two-ranges-for-one-index"),
    pytest.param(_src("Y(i) = X(Z(i))", params="float(N) X, float(N) Z"), SemanticError,
                 [r"'Z'|Z\(i\)", r"integer|int32|int64"], 2, (12, 14), id="float-tensor-as-index"),
    # literals
    pytest.param(_src("Y(i) = int64(X(i)) + 99999999999999999999"), SemanticError,
                 [r"integer literal 99999999999999999999", r"int64"], 2, 26, id="int-literal-beyond-int64"),
    pytest.param(_src("Y(i) = int64(X(i)) * 0 + -9223372036854775809"), SemanticError,
                 [r"integer literal -9223372036854775809", r"int64"], 2, 30, id="negative-int-literal-beyond-int64"),
    pytest.param(_src("Y(i) = X(i) where i < 9223372036854775808"), SemanticError,
                 [r"integer literal 9223372036854775808", r"int64"], 2, 27, id="condition-literal-beyond-int64"),
    # past Python's 4300 digits, int() of the text was a ValueError inside lark (a raw VisitError)
    pytest.param(_src("Y(i) = X(i + " + "9" * 5000 + ")"), ParseError, [r"5000 digits", r"int64"], 2, 18,
                 id="index-literal-of-5000-digits"),
    pytest.param(_src("Y(i) = X(i) * " + "9" * 5000 + "i64", params="int64(N) X"), ParseError,
                 [r"5000 digits", r"int64"], 2, 19, id="suffixed-literal-of-5000-digits"),
    pytest.param(_src("Y(i) = X(i)", params="float(" + "9" * 5000 + ") X"), ParseError, [r"5000 digits"], 1, 13,
                 id="dimension-of-5000-digits"),
    pytest.param(_src("Y(t, i) = X(i) where t in 0:2", outs="Y[-" + "9" * 5000 + ":]"), ParseError,
                 [r"5000 digits"], 1, 26, id="step-count-of-5000-digits"),
    pytest.param(_src("Y(i) = X(i)", params="float(99999999999999999999) X"), SemanticError,
                 [r"99999999999999999999", r"'X'", r"int64"], 1, 35, id="dimension-beyond-int64"),
    # ranks
    pytest.param(_src("Y(i) = A(i, 0, 1)", params="float(N, M) A"), RankError, [r"'A'", r"rank 2", r"3 ind"],
                 2, 12, id="rank-mismatch-read"),
    pytest.param(_src("Y(i) = X(i) * alpha(i)", params="float(N) X, float alpha"), RankError,
                 [r"'alpha'", r"rank 0"], 2, 19, id="scalar-with-indices"),
    pytest.param(_src("Y(i, j) = X(i, j)", "Y(i) += X(i, i)", params="float(N, N) X"), RankError,
                 [r"'Y'", r"rank 2"], 3, 5, id="rank-mismatch-write"),
    # ranges
    pytest.param(_src("Y(i) = 1.0"), RangeError, [r"'i'", r"unbounded", r"where i in"], 2, 5, id="unbounded-range"),
    pytest.param(_src("Y(i) +=! X(j)"), RangeError, [r"'i'", r"unbounded"], 2, 5, id="unbounded-range-reduction"),
    pytest.param(_src("Y(i, j) = A(i + j)", params="float(N) A"), RangeError, [r"'i'", r"ambiguous", r"'j'"], 2, 5,
                 id="ambiguous-range"),
    pytest.param(_src("Y(i) +=! X(j) where i in 0:N, j in 0:j"), RangeError, [r"range of 'j'", r"itself"], 2, 35,
                 id="range-bounded-by-itself"),
    pytest.param(_src("Y(k) +=! A(i) * B(k - i) where k in 0:N + M - 1", params="float(N) A, float(M) B"),
                 RangeError, [r"range of index 'i' inferred from A\(i\), B\(\(k - i\)\) is empty", r"'k'"], 2, 5,
                 id="inferred-range-empty-but-at-small-sizes"),
    pytest.param(_src("Y(i, j) = C(i, j)", params="float(0, N) C"), SemanticError,
                 [r"'Y' gets no element at any size", r"empty"], 2, 5, id="no-element-at-any-size"),
    # affinity and bounds
    # a non-affine index (A(i * j), I(kc % c)) is computed and checked at run time, as a gather
    pytest.param(_src("Y(i) = X(i / 0)"), SemanticError, [r"division", r"literal 0"], 2, 18,
                 id="index-divided-by-zero"),
    # an integer division by the literal 0 (gcc makes it a trap: SIGILL)
    pytest.param(_src("Y(i) = X(i) / 0", params="int32(N) X"), SemanticError, [r"division", r"literal 0"], 2, 19,
                 id="int-divided-by-literal-zero"),
    pytest.param(_src("Y(i) = 1 + X(i) % (-0)", params="int64(N) X"), SemanticError, [r"remainder", r"literal 0"],
                 2, (23, 24, 25), id="int-modulo-literal-zero"),
    pytest.param(_src("Y(i) = X(i) + 2 * N / int32(0)"), SemanticError, [r"division", r"literal 0"], 2, 27,
                 id="size-divided-by-literal-zero"),
    pytest.param(_src("Y(i) = T(I(i) / 0)", params="float(N) T, int32(N) I"), SemanticError,
                 [r"division", r"literal 0"], 2, 21, id="gather-index-divided-by-literal-zero"),
    pytest.param(_src("Y(i) = X(i) where i in 0:N*N"), SemanticError, [r"'i'", r"affine"], 2, 23,
                 id="non-affine-range"),
    pytest.param(_src("Y(i) = X(i) where i * i < N"), SemanticError, [r"condition", r"affine"], 2, 5,
                 id="non-affine-condition"),
    pytest.param(_src("Y(i) = X(i + 1) where i in 0:N"), SemanticError, [r"X\(", r"out of bounds"], 2, 12,
                 id="explicit-range-reads-out-of-bounds"),
    pytest.param(_src("Y(i) = X(i) + X(999999999999999999)"), SemanticError, [r"X\(", r"out of bounds"], 2, 19,
                 id="huge-constant-index"),
    pytest.param(_src("Y(i) = X(i) + X(99999999999999999999)"), SemanticError,
                 [r"integer literal 99999999999999999999", r"int64"], 2, 21, id="index-literal-beyond-int64"),
    pytest.param(_src("Y(i) = X(i)", "Y(i) = 2.0 where i in -1:N+1"), SemanticError, [r"Y\(", r"out of bounds"],
                 3, 5, id="later-explicit-range-writes-below-zero"),
    pytest.param(_src("Y(i) = 1.0 where i in -2:N"), SemanticError, [r"Y\(|'Y'", r"out of bounds|negative"],
                 2, (5, 27), id="explicit-range-writes-negative-index"),
    pytest.param(_src("Y(b) = X(b)", params="float(N) X, float(N) b"), SemanticError,
                 [r"index 'b' names a tensor", r"rename"], 2, 5, id="lhs-index-named-like-a-tensor"),
    pytest.param(_src("Y(N) = X(N)"), SemanticError, [r"index 'N' names a size symbol", r"rename"], 2, 5,
                 id="lhs-index-named-like-a-size"),
    # limits: a sum of 400 terms once ended in Python's RecursionError (the parser's transformer,
    # pickle), and bindings that each square the last took minutes (each use copies the value)
    pytest.param(_src("Y(i) = " + " + ".join(["X(i)"] * 400)), ParseError,
                 [r"nests more than 256 levels", r"several statements"], 2, 5, id="expression-nested-too-deeply"),
    # 250 nested calls passed the limit and ended in RecursionError (pickle, the C printer): a call counts twice
    pytest.param(_src("Y(i) = " + "relu(" * 200 + "X(i)" + ")" * 200), ParseError,
                 [r"nests more than 256 levels", r"128 calls"], 2, 5, id="calls-nested-too-deeply"),
    pytest.param(_src("Y(i) = a15 where a0 = X(i) + 1, " + ", ".join(f"a{k} = a{k - 1} * a{k - 1}"
                                                                    for k in range(1, 16))),
                 ParseError, [r"bindings", r"expand it to \d+ operations", r"temporary"], 2, 5,
                 id="where-bindings-expanding-exponentially"),
    pytest.param(_src("Y(i) = a299 where a0 = X(i), " + ", ".join(f"a{k} = a{k - 1} + 1" for k in range(1, 300))),
                 ParseError, [r"bindings", r"nested \d+ deep"], 2, 5, id="where-bindings-nested-too-deeply"),
]


@pytest.mark.parametrize("src, cls, patterns, line, column", TEXT_ERRORS)
def test_text_error(src, cls, patterns, line, column):
    with pytest.raises(cls) as info:
        po.compile(src)
    err = info.value
    text = assert_ours(err)
    assert_matches(text, patterns)
    assert_location(err, src, line, column)


def test_long_expressions_below_the_depth_limit_compile():
    x = np.arange(5, dtype=F32)
    assert np.array_equal(po.compile(_src("Y(i) = " + " + ".join(["X(i)"] * 240)))(x), 240 * x)
    lets = ", ".join(["a0 = X(i) + 1.0"] + [f"a{k} = a{k - 1} * a{k - 1}" for k in range(1, 8)])
    x = np.linspace(0, 0.5, 5, dtype=F32)
    assert np.allclose(po.compile(_src(f"Y(i) = a7 where {lets}"))(x), (x + 1.0) ** 128, rtol=1e-4)


def test_range_inference_asks_once_whether_a_domain_is_bounded(tmp_path, monkeypatch):
    """``infer_domain`` projected the domain onto each variable to ask whether its range is bounded:
    n projections of n dimensions, 41 s of CPU for a statement of 300 ``where kN in 0:2`` ranges (a
    helper's sweep; 3 s now). The whole domain bounded answers for every variable; the projections
    only name an unbounded one (range inference names them first: test_text_error[unbounded-range])."""
    from polyopt.poly import ranges
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))  # (no front-end record of an earlier run)
    named = []
    real = ranges._name_unbounded
    monkeypatch.setattr(ranges, "_name_unbounded", lambda *a: named.append(a[1]) or real(*a))
    k = po.compile(_src("Y(i) +=! X(i) where " + ", ".join(f"k{k} in 0:2" for k in range(40))))
    assert "k39" in str(k.scop) and not named


def test_an_excerpt_counts_lines_as_the_parser_does():
    """A form feed is white space within a line: the excerpt quoted the text after it as the line."""
    with pytest.raises(ParseError) as e:
        po.compile(_src("Y(i) = X(i) \f+ X(i) $"))
    assert (e.value.line, e.value.column) == (2, 25) and "    Y(i) = X(i) \f+ X(i) $\n" in str(e.value)


def test_rank_error_is_a_shape_and_semantic_error():
    with pytest.raises(RankError) as info:
        po.compile(_src("Y(i) = A(i, 0, 1)", params="float(N, M) A"))
    assert isinstance(info.value, ShapeError)
    assert isinstance(info.value, SemanticError)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("src, patterns", [
    pytest.param("", [r"end of input|empty|no kernel", r"def"], id="empty-source"),
    pytest.param("  # only a comment\n\n", [r"end of input|empty|no kernel", r"def"], id="comment-only-source"),
    pytest.param(b"def f(float(N) X) -> (Y) { Y(i) = X(i) }", [r"str", r"bytes"], id="bytes-source"),
    pytest.param(None, [r"str", r"NoneType"], id="none-source"),
    pytest.param(["def f(float(N) X) -> (Y) { Y(i) = X(i) }"], [r"str", r"list"], id="list-source"),
])
def test_bad_source(src, patterns):
    with pytest.raises(ParseError) as info:
        po.compile(src)
    assert_matches(assert_ours(info.value), patterns)


# ---- entries, options, targets ------------------------------------------------------------------------

TWO_DEFS = _src("Y(i) = X(i)", name="f") + "\n" + _src("Y(i) = 2.0 * X(i)", name="g")


def test_missing_entry():
    with pytest.raises(SemanticError, match=r"'nope'") as info:
        po.compile(TWO_DEFS, "nope")
    assert_matches(assert_ours(info.value), [r"\bf\b", r"\bg\b"])


def test_multi_def_without_entry_lists_the_defs():
    with pytest.raises(SemanticError, match=r"entry") as info:
        po.compile(TWO_DEFS)
    assert_matches(assert_ours(info.value), [r"\bf\b", r"\bg\b", r"2"])


def test_two_defs_with_one_name():
    src = _src("Y(i) = X(i)", name="f") + "\n" + _src("Y(i) = 2.0 * X(i)", name="f")
    with pytest.raises(SemanticError, match=r"'f'") as info:
        po.compile(src, "f")
    assert_matches(assert_ours(info.value), [r"twice|more than once|duplicate|already"])


@pytest.mark.parametrize("make, cls, patterns", [
    pytest.param(lambda: po.Options(schedule="bogus"), PolyoptError, [r"schedule", r"'bogus'"], id="bogus-schedule"),
    pytest.param(lambda: po.Options(num_threads=0), PolyoptError, [r"num_threads", r"0"], id="zero-threads"),
    pytest.param(lambda: po.Options(cflags="-O2"), PolyoptError, [r"cflags"], id="cflags-as-str"),
    pytest.param(lambda: po.Options.from_json('{"bogus": 1}'), PolyoptError, [r"bogus"], id="unknown-option-json"),
    pytest.param(lambda: po.Options(bogus=1), OptionsError, [r"unknown option 'bogus'", r"tile_sizes"],
                 id="unknown-option"),
    pytest.param(lambda: po.Options(tile_size=32), OptionsError, [r"'tile_size'", r"did you mean 'tile_sizes'"],
                 id="misspelt-option"),
    pytest.param(lambda: po.Options().replace(paralel=False), OptionsError, [r"'paralel'", r"did you mean 'parallel'"],
                 id="misspelt-option-replace"),
    pytest.param(lambda: po.Options.from_json('{"unrol": 2}'), OptionsError, [r"'unrol'", r"did you mean 'unroll'"],
                 id="misspelt-option-json"),
    pytest.param(lambda: po.Options(*["auto"] * 21), OptionsError, [r"at most 20", r"by name"],
                 id="too-many-positional-options"),
    pytest.param(lambda: po.Options("auto", schedule="program"), OptionsError, [r"'schedule'", r"position"],
                 id="option-given-twice"),
    pytest.param(lambda: po.Options(cflags=5), OptionsError, [r"cflags", r"5"], id="cflags-not-a-sequence"),
    pytest.param(lambda: po.Options(num_threads=True), OptionsError, [r"num_threads", r"True"], id="threads-bool"),
    # past a C long, islpy's raw TypeError (int_from_si) when the tiles or register blocks were made
    pytest.param(lambda: po.Options(tile_sizes=2**70), OptionsError, [r"tile_sizes", r"below 2\*\*62"],
                 id="tile-beyond-long"),
    pytest.param(lambda: po.Options(tile_sizes=(32, 2**63)), OptionsError, [r"tile_sizes", r"below 2\*\*62"],
                 id="tile-tuple-beyond-long"),
    pytest.param(lambda: po.Options(register_tile=(1, 2**40)), OptionsError, [r"register_tile", r"below 2\*\*31"],
                 id="register-tile-beyond-int"),
    pytest.param(lambda: po.Options(unroll=2**64), OptionsError, [r"unroll", r"below 2\*\*62"], id="unroll-huge"),
    pytest.param(lambda: po.Options(parallel_min_work=2**63), OptionsError, [r"parallel_min_work"],
                 id="min-work-huge"),
    pytest.param(lambda: po.compile(_src("Y(i) = X(i)"), options="fast"), ArgumentError, [r"Options", r"str"],
                 id="options-not-options"),
    pytest.param(lambda: po.compile(_src("Y(i) = X(i)"), target="cuda-nope"), PolyoptError,
                 [r"target", r"'cuda-nope'"], id="unknown-target"),
])
def test_bad_options(make, cls, patterns):
    with pytest.raises(cls) as info:
        make()
    assert_matches(assert_ours(info.value), patterns)


def test_compiler_failure_is_a_compile_error():
    k = po.compile(_src("Y(i) = X(i)"), options=po.Options(cflags=("-fpolyopt-no-such-flag",)))
    with pytest.raises(CompileError) as info:
        k(np.zeros(3, F32))
    text = str(info.value)
    assert "-fpolyopt-no-such-flag" in text and "Traceback" not in text


# ---- errors at call time --------------------------------------------------------------------------------

MV = "def mv(float(M,N) A, float(N) x, float alpha) -> (y) { y(i) +=! alpha * A(i,j) * x(j) }"
LIT = "def lit(float(3, N) A) -> (y) { y(i) +=! A(i, j) }"
ACC = "def acc(float(N) X) -> (Y) { Y(i) += X(i) }"
TWO = "def two(float(N) X) -> (Y, Z) {\n  Y(i) = X(i)\n  Z(i) = 2.0 * X(i)\n}"
INT = "def isc(float(N) X, int32 n) -> (Y) { Y(i) = X(i) + float(n) }"
HALF = "def hsc(float(N) X, float16 h, bool b) -> (Y) { Y(i) = b ? X(i) + float(h) : X(i) }"
GATHER = "def gather(float(V) T, int32(N) I) -> (Y) { Y(i) = T(I(i)) }"
IDIV = "def idiv(int32(N) A, int32(N) D) -> (B) { B(i) = A(i) / D(i) }"
LMOD = "def lmod(int64(N) A, int64(N) D) -> (B) { B(i) = A(i) % D(i) }"
# arrays larger than numpy can index (a literal range near 2**63): were numpy's raw ValueError
HUGE_OUT = "def huge_out(float(N) X) -> (Y) { Y(i, j) = X(j) where i in 0:4611686018427387904 }"
HUGE_TEMP = ("def huge_temp(float(N) X) -> (Y) {\n  T(i, j) = X(j) where i in 0:4611686018427387904\n"
             "  Y(j) +=! T(i, j)\n}")

_KERNELS: dict[str, po.Kernel] = {}


def kernel(src: str) -> po.Kernel:
    if src not in _KERNELS:
        _KERNELS[src] = po.compile(src)
    return _KERNELS[src]


A23, X3 = np.ones((2, 3), F32), np.ones(3, F32)


def _readonly(shape, dtype):
    a = np.zeros(shape, dtype)
    a.setflags(write=False)
    return a


CALL_ERRORS = [
    pytest.param(MV, lambda k: k(A23.astype(F64), X3, 1.0), ShapeError, [r"\bA\b", r"float64", r"float32"],
                 id="wrong-dtype-float64"),
    pytest.param(MV, lambda k: k(A23.astype(I32), X3, 1.0), ShapeError, [r"\bA\b", r"int32", r"float32"],
                 id="wrong-dtype-int32"),
    pytest.param(MV, lambda k: k(A23.astype(">f4"), X3, 1.0), ShapeError, [r"\bA\b", r"float32"],
                 id="wrong-byte-order"),
    pytest.param(MV, lambda k: k(np.ones(6, F32), X3, 1.0), ShapeError, [r"\bA\b", r"rank 1", r"rank 2"],
                 id="wrong-rank"),
    pytest.param(MV, lambda k: k(A23, np.ones(4, F32), 1.0), ShapeError,
                 [r"\bN\b", r"\b3\b", r"\b4\b", r"\bA\b", r"\bx\b"], id="size-bound-to-two-values"),
    pytest.param(LIT, lambda k: k(np.ones((4, 2), F32)), ShapeError, [r"\bA\b", r"dimension 0", r"\b4\b", r"\b3\b"],
                 id="literal-dimension-mismatch"),
    pytest.param(MV, lambda k: k(A23, X3), ArgumentError, [r"missing", r"alpha"], id="missing-argument"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, 2.0), ArgumentError, [r"3 argument", r"got 4"],
                 id="too-many-arguments"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, beta=2.0), ArgumentError, [r"'beta'", r"alpha"],
                 id="unknown-keyword"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, A=A23), ArgumentError, [r"two values", r"'A'"],
                 id="positional-and-keyword"),
    pytest.param(MV, lambda k: k("hello", X3, 1.0), ShapeError, [r"\bA\b", r"array", r"str"], id="string-argument"),
    pytest.param(MV, lambda k: k(None, X3, 1.0), ShapeError, [r"\bA\b", r"NoneType"], id="none-argument"),
    pytest.param(MV, lambda k: k([[1.0], [1.0, 2.0]], X3, 1.0), ShapeError, [r"\bA\b"], id="ragged-list-argument"),
    pytest.param(MV, lambda k: k(A23, X3, np.ones(3, F32)), ShapeError, [r"alpha", r"scalar"],
                 id="scalar-given-array"),
    pytest.param(MV, lambda k: k(A23, X3, "2"), ShapeError, [r"alpha", r"scalar"], id="scalar-given-string"),
    pytest.param(MV, lambda k: k(A23, X3, 1j), ShapeError, [r"alpha", r"complex"], id="scalar-given-complex"),
    pytest.param(INT, lambda k: k(X3, 2**40), ShapeError, [r"\bn\b", r"int32", r"-2147483648 to 2147483647"],
                 id="int32-scalar-overflow"),
    pytest.param(MV, lambda k: k(A23, X3, 1e300), ShapeError,
                 [r"\balpha = 1e\+300", r"float32", r"3.4028235e\+38", r"inf and nan"], id="float32-scalar-overflow"),
    pytest.param(MV, lambda k: k(A23, X3, np.float64(-1e39)), ShapeError, [r"\balpha = -1e\+39", r"float32"],
                 id="float32-scalar-overflow-negative"),
    pytest.param(INT, lambda k: k(X3, 2.5), ShapeError, [r"\bn\b", r"int32"], id="int32-scalar-given-fraction"),
    # ints past 64 bits: numpy reads them as objects ("got int of shape () and dtype object" was the message)
    pytest.param(HALF, lambda k: k(X3, 2**64, True), ShapeError,
                 [r"\bh = 18446744073709551616 does not fit in float16", r"65504"],
                 id="float16-scalar-int-past-64-bits"),
    pytest.param(HALF, lambda k: k(X3, 1.0, 2**64), ShapeError,
                 [r"\bb = 18446744073709551616 does not fit in bool", r"0 or 1"], id="bool-scalar-int-past-64-bits"),
    pytest.param(INT, lambda k: k(X3, -10**400), ShapeError, [r"\bn = -\(an int of 1329 bits\) does not fit in int32"],
                 id="int32-scalar-int-of-400-digits"),
    pytest.param(INT, lambda k: k(X3, float("nan")), ShapeError, [r"\bn = nan does not fit in int32"],
                 id="int32-scalar-nan"),  # ("got the fraction nan")
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=np.zeros(3, F32)), ShapeError, [r"\by\b", r"\(3,\)", r"\(2,\)"],
                 id="out-wrong-shape"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=np.zeros(2, F64)), ShapeError, [r"\by\b", r"float64", r"float32"],
                 id="out-wrong-dtype"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=(np.zeros(2, F32), np.zeros(2, F32))), ArgumentError,
                 [r"out=", r"1 array", r"got 2"], id="out-too-many"),
    pytest.param(TWO, lambda k: k(X3, out=np.zeros(3, F32)), ArgumentError, [r"out=", r"2 array", r"\bY\b, \bZ\b"],
                 id="out-too-few"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=np.zeros(4, F32)[::2]), ShapeError, [r"\by\b", r"contiguous"],
                 id="out-non-contiguous"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=_readonly(2, F32)), ShapeError, [r"\by\b", r"writeable"],
                 id="out-read-only"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=[[0.0, 0.0]]), ArgumentError, [r"out=", r"list"],
                 id="out-entry-not-array"),
    pytest.param(MV, lambda k: k(A23, X3, 1.0, out=5), ArgumentError, [r"out", r"int"], id="out-is-a-number"),
    pytest.param(TWO, lambda k: k(X3, out=(X3.copy(),) * 2), ArgumentError, [r"\bY\b", r"\bZ\b", r"share memory"],
                 id="out-same-array-for-two-outputs"),
    pytest.param(TWO, lambda k: (lambda b: k(X3, out=(b[:3], b[1:])))(np.zeros(4, F32)), ArgumentError,
                 [r"\bY\b", r"\bZ\b", r"share memory"], id="out-overlapping-views-for-two-outputs"),
    pytest.param(ACC, lambda k: k(X3), ArgumentError, [r"\bY\b", r"out="], id="accumulate-without-out"),
    pytest.param(MV, lambda k: k.specialize(M=2, N=3, K=4), ArgumentError, [r"\bK\b"], id="specialize-unknown-size"),
    pytest.param(MV, lambda k: k.specialize(M=2), ArgumentError, [r"\bN\b", r"missing"],
                 id="specialize-missing-size"),
    pytest.param(MV, lambda k: k.specialize(M=-1, N=3), ShapeError, [r"\bM\b", r"-1"], id="specialize-negative-size"),
    pytest.param(MV, lambda k: k.specialize(2, 3), ArgumentError, [r"\bmv\b", r"by name", r"M=\.\.\., N=\.\.\.",
                                                                 r"2 positional"], id="specialize-positional-sizes"),
    pytest.param(GATHER, lambda k: k(np.arange(4, dtype=F32), np.array([0, 9], I32)), RuntimeFault,
                 [r"gather", r"out of bounds"], id="gather-index-out-of-bounds"),
    pytest.param(IDIV, lambda k: k(np.arange(3, dtype=I32), np.array([1, 0, 1], I32)), RuntimeFault,
                 [r"\bidiv\b", r"integer division by zero"], id="int32-division-by-zero"),
    pytest.param(LMOD, lambda k: k(np.arange(3), np.array([1, 0, 1])), RuntimeFault,
                 [r"\blmod\b", r"integer division by zero"], id="int64-modulo-by-zero"),
    pytest.param(HUGE_OUT, lambda k: k(X3), ShapeError, [r"\bhuge_out\b", r"output Y", r"N=3", r"GiB", r"any array"],
                 id="output-too-large-to-allocate"),
    pytest.param(HUGE_TEMP, lambda k: k(X3), ShapeError, [r"\bhuge_temp\b", r"temporary T", r"GiB", r"allocated"],
                 id="temporary-too-large-to-allocate"),
]


@pytest.mark.parametrize("src, call, cls, patterns", CALL_ERRORS)
@pytest.mark.filterwarnings("error")  # (numpy's "overflow encountered in cast" was what a user saw)
def test_call_error(src, call, cls, patterns):
    k = kernel(src)
    with pytest.raises(cls) as info:
        call(k)
    err = info.value
    assert_matches(assert_ours(err), patterns)
    if isinstance(err, ArgumentError):
        assert isinstance(err, TypeError) and isinstance(err, ShapeError)


def test_out_arrays_for_two_outputs_side_by_side():
    """Adjacent, non-overlapping views of one buffer are fine as the out= arrays of two outputs."""
    buf = np.full(6, -1.0, F32)
    y, z = kernel(TWO)(X3 * 3, out=(buf[:3], buf[3:]))
    np.testing.assert_array_equal(buf, [3, 3, 3, 6, 6, 6])
    assert np.shares_memory(y, buf) and np.shares_memory(z, buf)


def test_good_call_after_bad_calls():
    """A rejected call leaves the kernel usable."""
    k = kernel(MV)
    for bad in (lambda: k(A23.astype(F64), X3, 1.0), lambda: k(A23, np.ones(4, F32), 1.0), lambda: k(A23, X3)):
        with pytest.raises(PolyoptError):
            bad()
    np.testing.assert_allclose(k(A23, X3, 2.0), [6.0, 6.0])


def test_an_output_no_array_can_hold_is_rejected_before_code_is_generated(monkeypatch):
    """At known sizes (a call's, or ``specialize``'s) the output's bytes are counted before the
    driver generates code; a size-generic kernel finds out as its call allocates the output."""
    from polyopt import driver

    def no_code(*args, **kwargs):
        raise AssertionError("code was generated for sizes whose output no array can hold")

    k = po.compile(HUGE_OUT)
    monkeypatch.setattr(driver, "generate", no_code)
    for call in (lambda: k(X3), lambda: k.specialize(N=5)):
        with pytest.raises(ShapeError, match=r"output Y at N=\d .* more than any array can hold"):
            call()
    monkeypatch.undo()
    with pytest.raises(ShapeError, match=r"output Y of shape \(4611686018427387904, 3\) .* more than can be allocated"):
        po.compile(HUGE_OUT, dynamic=True)(X3)


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("dynamic", [False, True], ids=["specialized", "dynamic"])
def test_float_scalars_out_of_range_are_rejected_on_every_path(dynamic):
    """A finite float scalar beyond float32's range (which numpy's cast made inf, with a
    RuntimeWarning) is a ShapeError on the first call and on the fast path of later ones; inf,
    nan and float32's largest value are taken as they are."""
    k = po.compile(MV, dynamic=dynamic)
    for _ in range(2):  # (the second call takes the planned fast path)
        np.testing.assert_allclose(k(A23, X3, 2.0), [6.0, 6.0])
        for bad in (1e300, -1e39, np.float64(3.5e38)):
            with pytest.raises(ShapeError, match=r"alpha = .* does not fit in float32"):
                k(A23, X3, bad)
    big = float(np.finfo(F32).max)
    np.testing.assert_array_equal(k(A23, X3, big), k(A23, X3, np.float32(big)))
    with np.errstate(invalid="ignore"):
        assert np.isinf(k(A23, X3, np.inf)).all() and np.isinf(k(A23, X3, -np.inf)).all()
        assert np.isnan(k(A23, X3, np.nan)).all()


# ---- integer division: C's truncation, never a trap (SIGFPE killed the interpreter) ----------------------

def _trunc_div(a, d):
    """C's a / d and a % d (truncation toward zero), from np.trunc (exact for |a| < 2**50)."""
    q = np.trunc(a.astype(F64) / d).astype(a.dtype)
    return q, (a - q * np.asarray(d, a.dtype)).astype(a.dtype)


DIVS = """def divs({t}(N) A, {t}(N) D, {t} d) -> (Q, R, Q3, R3, Qm, Rm, Qn, Rn, Qd, Rd) {{
    Q(i) = A(i) / D(i)
    R(i) = A(i) % D(i)
    Q3(i) = A(i) / 3
    R3(i) = A(i) % -3
    Qm(i) = A(i) / -1
    Rm(i) = A(i) % -1
    Qn(i) = A(i) / N
    Rn(i) = A(i) % N
    Qd(i) = A(i) / d
    Rd(i) = A(i) % d
}}"""


@pytest.mark.parametrize("dynamic", [False, True], ids=["fixed", "size-generic"])
@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_integer_division_truncates_like_c(dtype, dynamic):
    rng = np.random.default_rng(7)
    big = 2**31 - 1 if dtype == np.int32 else 2**40
    n = 101
    a = rng.integers(-big, big, n, dtype=dtype)
    a[:6] = [7, -7, 7, -7, 0, -1]
    dd = rng.integers(-1000, 1000, n, dtype=dtype)
    dd[dd == 0] = 5
    dd[:6] = [2, 2, -2, -2, 3, 1]
    k = po.compile(DIVS.format(t=np.dtype(dtype).name), dynamic=dynamic)
    got = k(a, dd, -7)
    want = {"Q": _trunc_div(a, dd)[0], "R": _trunc_div(a, dd)[1], "Q3": _trunc_div(a, 3)[0],
            "R3": _trunc_div(a, -3)[1], "Qm": -a, "Rm": np.zeros_like(a), "Qn": _trunc_div(a, n)[0],
            "Rn": _trunc_div(a, n)[1], "Qd": _trunc_div(a, -7)[0], "Rd": _trunc_div(a, -7)[1]}
    for (name, w), g in zip(want.items(), got, strict=True):
        assert g.dtype == dtype, name
        np.testing.assert_array_equal(g, w, err_msg=name)
    np.testing.assert_array_equal(got[1], np.fmod(a, dd))  # numpy's C-style remainder
    if not dynamic:  # a division by a literal other than 0 and -1 stays plain C (gcc vectorizes it)
        assert re.search(r"t_A\[c0\] / 3\b", k.source) and re.search(r"t_A\[c0\] % -3\b", k.source)


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_min_divided_by_minus_one_wraps(dtype):
    """MIN / -1 overflows: the quotient wraps to MIN and the remainder is 0, as numpy's (no SIGFPE)."""
    t = np.dtype(dtype).name
    k = po.compile(f"def f({t}(N) A, {t}(N) D) -> (Q, R) {{\n  Q(i) = A(i) / D(i)\n  R(i) = A(i) % D(i)\n}}")
    lo = np.iinfo(dtype).min
    a = np.array([lo, lo, lo, 5, lo + 1], dtype)
    d = np.array([-1, 1, 2, -1, -1], dtype)
    q, r = k(a, d)
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(q, [lo, lo, lo // 2, -5, -(lo + 1)])
    np.testing.assert_array_equal(r, [0, 0, 0, 0, 0])
    np.testing.assert_array_equal(r, np.fmod(a, d))


def _ones(shape, dtype=I32, zero_at=None):
    x = np.ones(shape, dtype)
    if zero_at is not None:
        x[zero_at] = 0
    return x


DIV_FAULTS = [  # (source, compile keywords, arguments with a zero divisor, arguments without, expected)
    pytest.param(IDIV, {}, (np.arange(3, dtype=I32), _ones(3, zero_at=1)), (np.arange(3, dtype=I32), _ones(3)),
                 np.arange(3), id="int32-div"),
    pytest.param(LMOD, {}, (np.arange(3), _ones(3, np.int64, 1)), (np.arange(3), np.full(3, 2)), [0, 1, 0],
                 id="int64-mod"),
    pytest.param(IDIV, {"dynamic": True}, (np.arange(3, dtype=I32), _ones(3, zero_at=2)),
                 (np.arange(3, dtype=I32), _ones(3)), np.arange(3), id="size-generic"),
    pytest.param("def sdiv(int32(N) A, int32 d) -> (B) { B(i) = A(i) / d + A(i) % d }", {},
                 (np.arange(5, dtype=I32), 0), (np.arange(5, dtype=I32), 2), [0, 1, 1, 2, 2], id="scalar-divisor"),
    pytest.param("def ndiv(int64(N) A) -> (B) { B(i) = A(i) / (N - 4) }", {}, (np.arange(4),), (np.arange(5),),
                 np.arange(5), id="size-expression-divisor"),
    pytest.param(IDIV, {"options": po.Options(parallel_min_work=0, num_threads=2)},
                 (_ones(50_000), _ones(50_000, zero_at=slice(None, None, 7))), (_ones(50_000), _ones(50_000)),
                 _ones(50_000), id="openmp-threads"),
    pytest.param("def mm(int32(M,K) A, int32(K,N) D) -> (C) { C(i,j) +=! A(i,k) / D(k,j) }", {},
                 (_ones((64, 64)), np.eye(64, dtype=I32)), (_ones((64, 64)), _ones((64, 64))), np.full((64, 64), 64),
                 id="register-blocked-shape"),
    pytest.param("def big(int32(M,N) A, int32(M,N) D) -> (B) { B(i,j) = A(i,j) / D(i,j) }", {},
                 (_ones((2048, 2048)), np.eye(2048, dtype=I32)), (_ones((2048, 2048)), _ones((2048, 2048))),
                 _ones((2048, 2048)), id="streamed-output"),
]


@pytest.mark.parametrize("src, kwargs, bad, good, want", DIV_FAULTS)
def test_integer_division_by_zero_is_a_runtime_fault(src, kwargs, bad, good, want):
    """A zero divisor at run time raises RuntimeFault (the process lives on); the kernel stays usable."""
    k = po.compile(src, **kwargs)
    with pytest.raises(RuntimeFault) as info:
        k(*bad)
    assert_matches(assert_ours(info.value), [rf"\b{k.name}\b", r"integer division by zero"])
    np.testing.assert_array_equal(k(*good), want)


def test_float_division_by_zero_is_ieee():
    """Float / and % are unchanged: a zero divisor gives inf or NaN, no fault."""
    k = po.compile("def f(float(N) A, float(N) D) -> (Q, R) {\n  Q(i) = A(i) / D(i)\n  R(i) = A(i) % D(i)\n}")
    with np.errstate(divide="ignore", invalid="ignore"):
        q, r = k(np.array([1, -1, 0], F32), np.zeros(3, F32))
    np.testing.assert_array_equal(q, [np.inf, -np.inf, np.nan])
    assert np.isnan(r).all()
    k = po.compile("def g(float(N) A) -> (B) { B(i) = A(i) / 0 }")
    np.testing.assert_array_equal(k(np.array([2, -2], F32)), [np.inf, -np.inf])


# ---- hostile names: compile to correct code, or a clear PolyoptError ------------------------------------

V5 = np.arange(5, dtype=F32)
M34 = np.arange(12, dtype=F32).reshape(3, 4)


def _names(tensor="X", size="N", name="f", index="i", out="Y"):
    """``out(index) = 2 * tensor(index) + size`` with the given names."""
    return (f"def {name}(float({size}) {tensor}) -> ({out}) "
            f"{{ {out}({index}) = 2.0 * {tensor}({index}) + float({size}) }}")


def _basic(**names):
    (name,) = names.values()
    return (_names(**names), (V5,), 2 * V5 + 5, re.escape(name))


HOSTILE = [
    *[pytest.param(*_basic(name=n), id=f"def-{n}") for n in
      ("main", "int", "return", "printf", "system", "__attribute__", "k_f", "po_err", "po_chk")],
    *[pytest.param(*_basic(tensor=n), id=f"tensor-{n}") for n in
      ("main", "int", "return", "printf", "system", "__attribute__", "k_f", "po_err", "po_chk", "restrict",
       "INFINITY", "NULL", "S0", "S0_R0", "and")],
    *[pytest.param(*_basic(out=n), id=f"output-{n}") for n in ("printf", "main", "po_err", "t_X", "a_X")],
    *[pytest.param(*_basic(size=n), id=f"size-{n}") for n in
      ("int", "return", "s_N", "po_err", "c0", "i0", "a", "w", "a0", "MAX", "AND", "Floor", "nan", "INFINITY",
       "ceild")],
    *[pytest.param(*_basic(index=n), id=f"index-{n}") for n in
      ("c0", "po_err", "s_N", "t_X", "int", "Mod", "TRUE", "infinity")],
    *[pytest.param(*_basic(**{kind: n}), id=f"{kind}-{n}") for kind in ("size", "tensor") for n in
      ("self", "args", "kwargs", "sizes", "seed")],
    pytest.param(_names(size="int", index="int_v"), (V5,), 2 * V5 + 5, r"\bint(_v)?\b",
                 id="size-int-with-index-int_v"),
    pytest.param("def f(float(N) A, float(N) t_A, float(N) a_A) -> (Y) { Y(i) = A(i) - t_A(i) + 10.0 * a_A(i) }",
                 (V5, 3 * V5, 5 * V5), V5 - 3 * V5 + 50 * V5, r"\b[at]?_?A\b", id="tensors-A-t_A-a_A"),
    pytest.param("def f(float(N) A, float(s_N) B) -> (Y) { Y(i) +=! A(i) * B(j) + float(N) - float(s_N) }",
                 (V5, M34[0]), V5 * M34[0].sum() + 4, r"\b(s_)?N\b", id="sizes-N-and-s_N"),
    pytest.param("def f(float(N) A, float p_N, float s_p, float NAN) -> (Y) { Y(i) = A(i) * p_N + s_p + NAN }",
                 (V5, 2.0, 3.0, 4.0), V5 * 2 + 7, r"p_N|s_p|NAN", id="scalars-p_N-s_p-NAN"),
    pytest.param("def f(float(c0, c1) X) -> (Y) { Y(c1_, c0_) = X(c0_, c1_) + float(c0) }", (M34,), M34.T + 3,
                 r"\bc[01]_?\b", id="sizes-c0-c1-2d"),
    pytest.param("def f(float(a, w) X) -> (Y) { Y(w0, a0) = X(a0, w0) }", (M34,), M34.T, r"\b[aw]0?\b",
                 id="sizes-a-w-2d"),
    pytest.param("def system(float(N) printf) -> (main) {\n  system_(i) = printf(i) * 2.0\n"
                 "  main(i) = system_(i) + 1.0\n}", (V5,), 2 * V5 + 1, r"system|printf|main",
                 id="temporary-and-def-libc-names"),
]


@pytest.mark.parametrize("src, args, want, name", HOSTILE)
def test_hostile_names(src, args, want, name):
    """C keywords, libc names and the generated code's own names work as kernel names."""
    got = po.compile(src)(*args)
    assert np.shape(got) == np.shape(want), f"shape {np.shape(got)}, expected {np.shape(want)}"
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_a_keyword_as_a_name_is_refused_naming_it():
    with pytest.raises(SemanticError, match="parameter name 'exists' is a keyword") as e:
        po.compile(_basic(tensor="exists")[0])
    assert_ours(e.value)


@pytest.mark.parametrize("name", ["self", "args", "kwargs", "sizes", "seed", "entry"])
def test_names_of_call_arguments_work_by_keyword(name):
    """A size or parameter may have the name of an argument of Kernel's own methods (self, ...):
    keyword calls, specialize and random_inputs still bind it to the kernel's name."""
    a, b = np.arange(3, dtype=F32), np.arange(4, dtype=F32)
    k = po.compile(f"def f(float({name}) A, float(N) {name}_) -> (Y) {{ Y(i) +=! A(j) * {name}_(i) }}")
    np.testing.assert_allclose(k(A=a, **{f"{name}_": b}), a.sum() * b)
    assert k.specialize(**{name: 3, "N": 4}).shape("Y") == (4,)
    inputs = k.random_inputs({name: 3, "N": 4})
    assert inputs["A"].shape == (3,) and inputs[f"{name}_"].shape == (4,)
    k = po.compile(f"def f(float(M) A, float(N) {name}) -> (Y) {{ Y(i) +=! A(j) * {name}(i) }}")
    np.testing.assert_allclose(k(**{"A": a, name: b}), a.sum() * b)
    np.testing.assert_allclose(k(a, **{name: b}), a.sum() * b)
    inputs = k.random_inputs({"M": 3, "N": 4})
    np.testing.assert_allclose(k(**inputs), inputs["A"].sum() * inputs[name], rtol=1e-5)


@pytest.mark.parametrize("ctype, dtype", [("float", F32), ("double", F64)])
def test_float_literals_beyond_double_range_are_infinities(ctype, dtype):
    """``1e400`` is inf as in numpy (``np.float32(1e400)``), in scalar and vectorized code alike."""
    k = po.compile(f"def f({ctype}(M, N) A) -> (Y, Z) {{\n"
                   f"  Y(i, j) = min(A(i, j) * 1e400, 1e400) - max(A(i, j) - 0.75, -1e400) * 1e400\n"
                   f"  Z(i, j) = max(A(i, j), -1e400) + 1e400 * 0.0\n}}", options=po.Options(parallel_min_work=0))
    a = np.random.default_rng(0).uniform(0.5, 1, (5, 67)).astype(dtype)
    a[0, :3] = 0.75
    y, z = k(a)
    inf = dtype(np.inf)
    with np.errstate(invalid="ignore"):
        np.testing.assert_array_equal(y, np.minimum(a * inf, inf) - np.maximum(a - dtype(0.75), -inf) * inf)
        np.testing.assert_array_equal(z, np.maximum(a, -inf) + inf * dtype(0))
    assert np.isposinf(y).any() and np.isnan(y).any() and np.isnan(z).all()
    k = po.compile(f"def g({ctype}(N) A) -> (Y) {{ Y(i) = A(i) > 0.0 ? 1e400 : -1e999 }}")
    np.testing.assert_array_equal(k(np.array([1, -1], dtype)), [np.inf, -np.inf])


def test_float_literal_printer_is_valid_c_for_every_value():
    from polyopt.codegen.cnames import float_literal
    assert float_literal(float("inf"), "float32") == "INFINITY"
    assert float_literal(float("-inf"), "float64") == "((double)(-INFINITY))"
    assert float_literal(float("nan"), "float32") == "NAN"
    assert float_literal(1.5, "float32") == "1.5f" and float_literal(1e300, "float64") == "1e+300"


# ---- memory safety: no write outside the output, no aliasing surprises -----------------------------------

@pytest.mark.parametrize("src", [
    pytest.param(_src("Y(i) = X(i + 1)"), id="shifted-read-writes-negative-index"),
    pytest.param(_src("Y(i) = i > 0 ? X(i - 1) : X(i + 1)"), id="guarded-read-writes-negative-index"),
])
def test_inferred_range_never_writes_outside_the_output(src):
    """Reads bound ``i`` to -1 <= i < N - 1: the write Y(-1) is refused, never done."""
    with pytest.raises(BoundsError, match="writes 'Y' from i = -1 on") as e:
        po.compile(src)
    assert_ours(e.value)


def test_out_aliasing_an_input():
    """``out=`` the input array itself: reject it, or compute as if the input had been copied first."""
    k = kernel("def rev(float(N) X) -> (Y) { Y(i) = X(N - 1 - i) }")
    x = V5.copy()
    try:
        got = k(x, out=x)
    except ShapeError as e:
        assert_matches(assert_ours(e), [r"\bY\b|\bX\b", r"overlap|alias|share"])
        return
    np.testing.assert_allclose(got, V5[::-1])


@pytest.mark.parametrize("dynamic", [False, True])
def test_reads_in_bounds_at_some_sizes_only_are_checked_at_each_call(dynamic):
    """``where k in 0:I`` reading ``W(g, k)`` of ``float(G, K) W`` is in bounds exactly when
    ``I <= K``: the kernel compiles (an LSTM's gates read W this way, with K = I + H), and a call
    whose sizes break it raises ``BoundsError`` (a ``ShapeError`` and a ``SemanticError``) with
    the place in the text, before any code runs; a read out of bounds at every size where its
    statement runs stays an error of ``compile``."""
    src = "def f(float(G, K) W, float(B, I) x) -> (z) { z(b, g) +=! x(b, k) * W(g, k) where k in 0:I }"
    k = po.compile(src, dynamic=dynamic)
    w, x = np.arange(15, dtype=np.float32).reshape(3, 5), np.ones((2, 4), np.float32)
    np.testing.assert_array_equal(k(w, x), x @ w[:, :4].T)
    for bad in (np.ones((3, 3), np.float32), np.ones((1, 2), np.float32)):
        with pytest.raises(po.BoundsError, match=r"W\(g, k\) is out of bounds at these sizes \(G=\d, K=\d, B=2, "
                                                 r"I=4\): for example at b = \d, g = \d, k = [34]") as e:
            k(bad, x)
        assert isinstance(e.value, po.ShapeError) and e.value.line == 1 and e.value.column == 68
    np.testing.assert_array_equal(k(w, x[:, :2]), x[:, :2] @ w[:, :2].T)  # and it still runs after
    with pytest.raises(po.BoundsError, match="out of bounds"):
        po.compile("def f(float(N) A) -> (B) { B(i) = A(i + 1) where i in 0:N }")


_MM = "def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"


def _readonly_out():
    out = np.zeros((2, 2), np.float32)
    out.flags.writeable = False
    po.einsum("ij,jk->ik", np.ones((2, 2), np.float32), np.ones((2, 2), np.float32), out=out)


@pytest.mark.parametrize("call, cls, pattern", [
    (lambda: po.grad(_MM, wrt=3), ArgumentError, "wrt must be"),
    (lambda: po.Options.from_json("{not json"), OptionsError, "not JSON"),
    (lambda: po.Options.from_json("[1, 2]"), OptionsError, "a JSON object"),
    (lambda: po.Gpu.defaults((99, 9)), ArgumentError, "no default GPU limits"),
    (lambda: po.Target.host("-O3"), ArgumentError, "tuple of strings"),
    (lambda: po.Target.host(("-O3",), vector_bytes=3), ArgumentError, "16, 32 or 64"),
    (lambda: po.Target.host(("-O3",), threads=0), ArgumentError, "threads"),
    (lambda: po.compile(_MM).specialize(M=2**63, K=1, N=1), ShapeError, "below 2\\*\\*62"),
    (lambda: po.compile(_MM).random_inputs({"M": 10**6, "K": 10**6, "N": 1}), ShapeError, "GiB"),
    (lambda: po.compile(_MM).random_inputs({"M": 1, "K": 1, "N": 1}, seed=-1), ArgumentError, "seed"),
    (lambda: po.compile("def f(float(N) A) -> (C) {\n  C(i) = A(i) # " + chr(0xD800) + "\n}"), ParseError,
     "line 2, column 17: character '\\\\ud800' is not text"),
    (lambda: po.compile("def f(float(N) stream) -> (C) { C(i) = stream(i) }"), SemanticError, "stream= keyword"),
    (lambda: po.transforms.tile("not a schedule", band=0, sizes=(2,)), ArgumentError, "expected a Schedule"),
    (_readonly_out, ArgumentError, "read-only"),
    (lambda: po.compile("def f(float(N, M) X) -> (Y) { Y(i) +=! X(i, j) }")(
        np.broadcast_to(np.ones((3, 1), np.float32), (3, 2**36))), ShapeError, "a contiguous copy of X"),
    (lambda: po.einsum("ij->i", np.broadcast_to(np.ones((3, 1), np.uint8), (3, 2**36))), ShapeError,
     "einsum: an operand in int64"),
    (lambda: po.einsum("ij->i", np.broadcast_to(np.ones((3, 1), np.float32), (3, 2**36))), ShapeError,
     "einsum: a contiguous copy of an operand of shape \\(3, 68719476736\\)"),
], ids=["wrt-int", "json", "json-list", "gpu", "cflags-str", "vector-bytes", "threads", "huge-size", "huge-random",
        "seed", "surrogate", "stream", "transform", "einsum-out", "huge-copy", "huge-einsum-copy",
        "huge-einsum-contiguous-copy"])
def test_bad_api_arguments_are_errors_of_ours(call, cls, pattern):
    """Misuse of the Python API outside the kernel text (found by a helper's sweep: each was a raw
    TypeError, ValueError, MemoryError, UnicodeEncodeError, AttributeError or JSONDecodeError)."""
    with pytest.raises(cls, match=pattern):
        call()


# misuse of the entry points found by session 63's sweep (each was Python's or numpy's raw error)
MISUSE = [
    pytest.param(lambda: po.grad(_MM).specialize(2, 3, 4), ArgumentError,
                 r"mm_grad: specialize takes the forward kernel's sizes by name \(M=\.\.\., K=\.\.\., N=\.\.\.\), "
                 r"got 3 positional", id="grad-specialize-positional"),
    pytest.param(lambda: po.grad(_MM)([[1.0], [1.0, 2.0]], np.ones((2, 3), np.float32), np.ones((1, 3), np.float32)),
                 ShapeError, "mm_grad: argument A cannot be read as an array", id="grad-ragged-input"),
    pytest.param(lambda: po.grad(_MM)(np.ones((1, 2), np.float32), np.ones((2, 3), np.float32), [[1.0], [1.0, 2.0]]),
                 ShapeError, "mm_grad: argument d_C cannot be read as an array", id="grad-ragged-seed"),
    pytest.param(lambda: po.grad(_MM)(np.ones((1, 2), np.float32), np.ones((2, 3), np.float32), None),
                 ShapeError, "mm_grad: argument d_C must be an array, got NoneType", id="grad-seed-none"),
    pytest.param(lambda: po.einsum("ij->", np.ones((2, 2), np.float32), target=["c"]), ArgumentError,
                 "target= must be 'c'", id="einsum-target-list"),  # (unhashable: the fast path's key)
    pytest.param(lambda: po.einsum("i,i->", [1.0, 2.0], [[1.0], [1.0, 2.0]]), ShapeError,
                 "einsum: operand 1 cannot be read as an array", id="einsum-ragged-operand"),
    pytest.param(lambda: po.transforms.tile(po.compile(_MM).schedule, band=0, sizes=(2**70, 1, 1)), po.ScheduleError,
                 r"tile sizes for band 0 must be an int below 2\*\*62 in magnitude, got 1180591620717411303424",
                 id="tile-size-past-2**62"),  # (islpy's raw TypeError in int_from_si)
    pytest.param(lambda: po.transforms.skew(po.compile(_MM).schedule, band=1, member=1, by=0, factor=-2**70),
                 po.ScheduleError, r"skew factor must be an int below 2\*\*62", id="skew-factor-past-2**62"),
    pytest.param(lambda: po.transforms.unroll(po.compile(_MM).schedule, band=1, member=0, factor=2**64),
                 po.ScheduleError, r"unroll factor must be an int below 2\*\*62", id="unroll-factor-past-2**62"),
    pytest.param(lambda: po.Target.host(None), ArgumentError,
                 r"Target.host: cflags must be a tuple of strings, got None", id="target-cflags-none"),  # (TypeError)
    pytest.param(lambda: po.Target.host(("-O3",), caches=(1, 2)), ArgumentError,
                 r"Target.host: caches must be \(L1, L2, L3\) in bytes, got \(1, 2\)", id="target-two-caches"),
    pytest.param(lambda: po.compile(_MM, tuned=[1]), ArgumentError,
                 r"tuned must be True, False, 'auto' or the path of a tuning database, got \[1\]", id="tuned-list"),
]


@pytest.mark.parametrize("call, cls, pattern", MISUSE)
def test_misuse_of_an_entry_point_is_an_error_of_ours(call, cls, pattern):
    with pytest.raises(cls, match=pattern):
        call()


def test_a_cache_folder_that_cannot_be_made_is_a_compile_error(tmp_path, monkeypatch):
    from polyopt import storage
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(blocker))
    with pytest.raises(CompileError, match="cannot be made"):
        storage.cache_dir()


@pytest.mark.parametrize("kind", ["text", "folder"])
def test_a_tuning_database_that_cannot_be_opened_is_an_argument_error(tmp_path, kind):
    path = tmp_path / "db"
    if kind == "text":
        path.write_text("not a database")
    else:
        path.mkdir()
    with pytest.raises(ArgumentError, match="cannot be opened"):
        po.compile(_MM, tuned=str(path))(np.ones((2, 2), np.float32), np.ones((2, 2), np.float32))


def test_an_extent_with_no_bound_at_the_call_sizes_is_a_shape_error_or_empty():
    """An index whose range comes only from another index that has no value at these sizes has
    no bound: beside an extent of 0 the output is empty, else a ``ShapeError`` (both were a raw
    ValueError from islpy; found by helpers' sweeps)."""
    k = po.compile("def f(float(H, W) I, float(KW) K) -> (O) { O(h, w) +=! I(h + w, w + kw) * K(kw) }")
    assert k(np.ones((3, 2), np.float32), np.ones(3, np.float32)).shape == (0, 0)
    k = po.compile("def f(float(W) I) -> (O) { O(w) max=! I(2 * w + kw) where kw in 2:2 }")
    with pytest.raises(ShapeError, match="unbounded at W=4"):
        k(np.ones(4, np.float32))


def test_a_range_with_a_floor_of_the_sizes_is_named_as_isl_writes_it():
    """``O(w) = I(2 * w + 4)``: w's upper bound is ``floor((W + 1) / 2) - 3``; the message said
    ``-2 .. -3``, the floor left out (found by a helper's sweep)."""
    with pytest.raises(po.BoundsError, match=r"w ranges over -2 \.\. .*floor\(\(1 \+ W\)/2\)"):
        po.compile("def f(float(W) I) -> (O) { O(w) = I(2 * w + 4) }")
