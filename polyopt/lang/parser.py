"""Kernel text -> ``Program`` (syntax only; names are resolved by ``check``).

>>> prog = parse("def f(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }")
>>> str(prog.defs[0].body[0])
'Y(i) = (2.0 * X(i))'
"""

from __future__ import annotations

import functools

import lark
import numpy as np
from lark import Transformer, v_args

from polyopt.errors import ParseError
from polyopt.lang import ir, tables
from polyopt.lang.text import check_text
from polyopt.storage import cache_dir, cache_key

_GRAMMAR = tables.GRAMMAR

_READABLE = {  # terminal name -> how a user would write it
    "NAME": "a name", "INT": "an integer", "FLOAT": "a number", "TYPE": "a type (float, int32, bool, ...)",
    "ASSIGNOP": "an assignment (=, +=!, +=, ...)", "CMPOP": "a comparison", "ADDOP": "'+' or '-'",
    "MULOP": "'*', '/' or '%'", "SHIFTOP": "'<<' or '>>'", "BANDOP": "'&'", "BXOROP": "'^'", "BOROP": "'|'",
    "$END": "end of input",
}


@functools.cache
def _parser() -> lark.Lark:
    """The LALR parser, built once per process: from the tables shipped beside the grammar (~7 ms,
    ``lang/tables.py``), else built (~110 ms) and kept by lark in a file of the kernel cache, which
    it loads (~3 ms) when the grammar, options and versions match what the file records (lark
    checks, and rebuilds if they do not or the file is bad)."""
    grammar = _GRAMMAR.read_text()
    shipped = tables.load(grammar=grammar)
    if shipped is not None:
        return shipped
    try:
        cache: str | bool = str(cache_dir() / f"lark-{cache_key(grammar, lark.__version__)[:16]}.pickle")
    except OSError:  # no cache directory: build every time
        cache = False
    return lark.Lark(grammar, **tables.OPTIONS, cache=cache)


def _loc(meta) -> ir.Loc:
    return ir.Loc(getattr(meta, "line", 0), getattr(meta, "column", 0))


def _tloc(tok) -> ir.Loc:
    return ir.Loc(tok.line, tok.column)


@v_args(meta=True)
class _Build(Transformer):
    def start(self, meta, defs):
        return tuple(defs)

    def kdef(self, meta, c):
        name = c[0]
        params = tuple(x for x in c if isinstance(x, ir.Param))
        outputs = next(x for x in c if isinstance(x, _Outputs))
        body = tuple(x for x in c if isinstance(x, ir.Stmt))
        return ir.Def(str(name), params, outputs.names, body, _tloc(name), outputs.declared, outputs.kept)

    def outputs(self, meta, items):
        """Output names; TC's typed outputs (``-> (float(M, N) C)``) are also declared, and outputs
        of which the last steps are returned (``-> (A[-1])``) kept."""
        declared = tuple(x for x in items if isinstance(x, ir.Param))
        kept = tuple(x for x in items if isinstance(x, ir.Kept))
        return _Outputs(tuple(x.name if isinstance(x, ir.Param | ir.Kept) else str(x) for x in items), declared,
                        kept)

    def last_step(self, meta, c):
        name, count = c
        _step_count(name, count)
        if _int(count) != 1:
            raise ParseError(f"{name}[-{count}] would return one step other than the last: write {name}[-1] "
                             f"for the last step, or {name}[-{count}:] for the last {count}",
                             line=count.line, column=count.column)
        return ir.Kept(str(name), 1, True, _tloc(name))

    def last_steps(self, meta, c):
        name, count = c
        _step_count(name, count)
        if _int(count) < 1:
            raise ParseError(f"{name}[-{count}:] keeps no step: write {name}[-1:] or more",
                             line=count.line, column=count.column)
        return ir.Kept(str(name), _int(count), False, _tloc(name))

    def param(self, meta, c):
        tok, shape, name = c
        return ir.Param(str(name), ir.DTYPES[str(tok)], tuple(shape or ()), _tloc(name))

    def shape(self, meta, dims):
        return tuple(dims)

    def size_name(self, meta, c):
        return str(c[0])

    def size_int(self, meta, c):
        if not c[0].isdigit():
            raise ParseError(f"a size is a size name or a plain integer, not {c[0]}", line=c[0].line,
                             column=c[0].column)
        return _int(c[0])

    def stmt(self, meta, c):
        lhs, op, rhs, _equivalent, where = c
        rhs, where = _bind_lets(lhs, rhs, where or ())
        ranges = tuple(w for w in (where or ()) if isinstance(w, ir.Range))
        exists = tuple(w.access for w in (where or ()) if isinstance(w, _Exists))
        conds = tuple(w for w in (where or ()) if not isinstance(w, ir.Range | _Exists))
        return ir.Stmt(lhs, str(op), rhs, ranges, conds, lhs.loc, exists)

    def lhs(self, meta, c):
        name, *idx = c
        return ir.Access(str(name), tuple(i for i in idx if i is not None), _tloc(name))

    def where(self, meta, items):
        return tuple(items)

    def range_item(self, meta, c):
        name, lo, hi = c
        return ir.Range(str(name), lo, hi, _tloc(name))

    def exists_item(self, meta, c):
        name, *idx = c
        return _Exists(ir.Access(str(name), tuple(i for i in idx if i is not None), _tloc(name)))

    def cond_item(self, meta, c):
        return c[0]

    def let_item(self, meta, c):
        name, op, value = c
        if str(op) != "=":
            raise ParseError(f"a 'where' binding is 'NAME = expression', not {name} {op} ...",
                             line=op.line, column=op.column)
        return _Let(str(name), value, _tloc(name))

    def select(self, meta, c):
        return ir.Select(c[0], c[1], c[2], _loc(meta))

    def or_op(self, meta, c):
        return ir.Binary("||", c[0], c[1], _loc(meta))

    def and_op(self, meta, c):
        return ir.Binary("&&", c[0], c[1], _loc(meta))

    def compare(self, meta, c):
        return ir.Binary(str(c[1]), c[0], c[2], _loc(meta))

    def binop(self, meta, c):
        return ir.Binary(str(c[1]), c[0], c[2], _loc(meta))

    def neg(self, meta, c):
        if isinstance(c[0], ir.Const):
            return ir.Const(-c[0].value, _loc(meta))
        return ir.Unary("-", c[0], _loc(meta))

    def not_(self, meta, c):
        return ir.Unary("!", c[0], _loc(meta))

    def bnot(self, meta, c):
        return ir.Unary("~", c[0], _loc(meta))

    def int_lit(self, meta, c):
        loc = _tloc(c[0])
        return _suffixed(str(c[0]), lambda text: _int(text, loc), loc)

    def float_lit(self, meta, c):
        return _suffixed(str(c[0]), float, _tloc(c[0]))

    def var(self, meta, c):
        return ir.Var(str(c[0]), _tloc(c[0]))

    def apply(self, meta, c):
        name, *args = c
        args = tuple(a for a in args if a is not None)
        if str(name) in ir.BUILTINS:
            return ir.Call(str(name), args, _tloc(name))
        return ir.Access(str(name), args, _tloc(name))

    def cast(self, meta, c):
        return ir.Cast(ir.DTYPES[str(c[0])], c[1], _tloc(c[0]))


_SUFFIXES = {"f16": "float16", "f32": "float32", "f64": "float64", "z": "uint64",
             **{f"{k}{b}": f"{'u' if k == 'u' else ''}int{b}" for k in "iu" for b in (8, 16, 32, 64)}}


def _suffixed(text: str, kind, loc: ir.Loc) -> ir.Expr:
    """A literal, cast to the type its suffix names (``1.5f64``, ``7i32``); unsuffixed literals
    stay weak (they take the other operand's type)."""
    suffix = next((text[-n:] for n in (3, 2, 1) if text[-n:] in _SUFFIXES and not text[-n:].isdigit()), None)
    if suffix is None:
        return ir.Const(kind(text), loc)
    dtype = _SUFFIXES[suffix]
    number = text[:-len(suffix)]
    if dtype.startswith("float"):
        return ir.Cast(dtype, ir.Const(float(number), loc), loc)
    value, info = _int(number, loc), np.iinfo(dtype)
    if not info.min <= value <= info.max:  # (numpy refuses np.uint8(300) too; C would wrap it to 44)
        raise ParseError(f"the literal {text} does not fit in {dtype} ({info.min} .. {info.max})",
                         line=loc.line, column=loc.column)
    return ir.Cast(dtype, ir.Const(value, loc), loc)


# digits of an integer literal: more than any integer type holds (int64: 19), fewer than Python's
# limit on converting text to int (4300 digits: a ValueError)
MAX_DIGITS = 40


def _int(token, loc: ir.Loc | None = None) -> int:
    """The value of an integer literal's text; a ``ParseError`` past ``MAX_DIGITS`` digits."""
    text, digits = str(token), str(token).lstrip("0") or "0"
    if len(digits) > MAX_DIGITS:
        line, column = (loc.line, loc.column) if loc is not None else (token.line, token.column)
        raise ParseError(f"the integer literal {text[:12]}...{text[-4:]} ({len(text)} digits) does not fit in "
                         "any integer type (int64: -2**63 to 2**63-1)", line=line, column=column)
    return int(digits)


def _step_count(name, count) -> None:
    if not str(count).isdigit():
        raise ParseError(f"the steps of {name} are counted by a plain integer, not {count}",
                         line=count.line, column=count.column)


class _Outputs:
    def __init__(self, names, declared, kept=()):
        self.names = names
        self.declared = declared
        self.kept = kept


class _Let:
    def __init__(self, name: str, value: ir.Expr, loc: ir.Loc):
        self.name, self.value, self.loc = name, value, loc


def _bind_lets(lhs: ir.Access, rhs: ir.Expr, where: tuple) -> tuple[ir.Expr, tuple]:
    """Tensor Comprehensions' ``where x = expr`` bindings, substituted into the right-hand side and
    the where items after them (``O(i) = y * y where y = A(i) + 1`` is ``O(i) = (A(i) + 1) * (A(i) + 1)``)."""
    bound: dict[str, ir.Expr] = {}

    def sub(e):
        return ir.rebuild(e, lambda x: bound.get(x.name, x) if isinstance(x, ir.Var) else x)

    items = []
    for w in where:
        if isinstance(w, _Let):
            if w.name in bound or any(ix == ir.Var(w.name) for ix in lhs.indices):
                what = "bound twice" if w.name in bound else "an index of the left-hand side"
                raise ParseError(f"'where {w.name} = ...': {w.name!r} is {what}", line=w.loc.line,
                                 column=w.loc.column)
            bound[w.name] = sub(w.value)
        elif isinstance(w, ir.Range):
            items.append(ir.Range(w.var, sub(w.lo), sub(w.hi), w.loc))
        elif isinstance(w, _Exists):
            items.append(_Exists(sub(w.access)))
        else:
            items.append(sub(w))
    rhs = sub(rhs)
    if bound:
        _check_expansion(lhs, [rhs, *(x for w in items for x in (
            (w.lo, w.hi) if isinstance(w, ir.Range) else (w.access,) if isinstance(w, _Exists) else (w,)))])
    return rhs, tuple(items)


# how many operations a statement's expressions may hold once its 'where' bindings are substituted
# (each use of a name copies its value: ten bindings that each square the last give 2**10 copies)
MAX_NODES = 10_000


def _check_expansion(lhs: ir.Access, exprs: list[ir.Expr]) -> None:
    """Refuse bindings that expand a statement beyond ``MAX_NODES`` operations or ``MAX_DEPTH`` levels:
    the passes after the parser walk an expression as a tree, so its size would be exponential in
    the number of bindings (a chain of 14 squarings took minutes) and its depth end in a RecursionError.
    Counted over the shared nodes once each, with a stack of its own.

    >>> _check_expansion(ir.Access("Y", ()), [ir.Binary("+", ir.Var("x"), ir.Const(1))])
    """
    extent: dict[int, tuple[int, int]] = {}  # id of a node -> (nodes, depth) of its tree
    for e in exprs:
        stack = [(e, False)]
        while stack:
            node, ready = stack.pop()
            if id(node) in extent:
                continue
            kids = ir.children(node)
            if ready:
                below = [extent[id(c)] for c in kids]
                extent[id(node)] = (1 + sum(n for n, _ in below), 1 + max((d for _, d in below), default=0))
            else:
                stack.append((node, True))
                stack.extend((c, False) for c in kids)
        nodes, depth = extent[id(e)]
        if nodes > MAX_NODES or depth > MAX_DEPTH:
            raise ParseError(f"the 'where' bindings of this statement expand it to {nodes} operations nested "
                             f"{depth} deep (at most {MAX_NODES} and {MAX_DEPTH}): each use of a bound name "
                             "copies its expression; compute the value in a statement of its own (a temporary "
                             "tensor) instead", line=lhs.loc.line, column=lhs.loc.column)


class _Exists:
    def __init__(self, access: ir.Access):
        self.access = access


def _expected(p: lark.Lark, names) -> str:
    words = []
    for n in sorted(names):
        if n in _READABLE:
            words.append(_READABLE[n])
            continue
        try:
            pat = p.get_terminal(n).pattern
            words.append(repr(pat.value) if pat.type == "str" else n)
        except KeyError:
            words.append(n)
    words = sorted(set(words))
    return ", ".join(words[:-1]) + (" or " if len(words) > 1 else "") + words[-1] if words else "nothing"


# how deeply a parse tree may nest (an expression about 250 operators deep): the IR's passes, and
# pickle keeping it in the compile records, recurse along it (a sum of 400 terms, one
# ``a + b + ...`` chain, once ended in Python's RecursionError)
MAX_DEPTH = 256


def _check_depth(tree: lark.Tree, source: str) -> None:
    """Refuse a parse tree that nests more than ``MAX_DEPTH`` levels, at the statement that does
    (walked with a stack of its own: the check itself must not recurse)."""
    stack = [(tree, 1, tree)]
    while stack:
        node, depth, stmt = stack.pop()
        if node.data == "stmt":
            stmt = node
        if depth > MAX_DEPTH:
            raise ParseError(f"this statement's expression nests more than {MAX_DEPTH} levels deep (a chain of "
                             f"about {MAX_DEPTH} operators or {MAX_DEPTH // 2} calls): split it into several "
                             "statements, a temporary holding part of it", line=getattr(stmt.meta, "line", 0),
                             column=getattr(stmt.meta, "column", 0), source=source)
        step = 2 if node.data == "apply" else 1  # (a call costs the checker and the printers twice the frames:
        # 250 nested relu() passed and ended in Python's RecursionError)
        stack.extend((c, depth + step, stmt) for c in node.children if isinstance(c, lark.Tree))


def parse(source: str) -> ir.Program:
    """Parse kernel text into a ``Program``; syntax errors raise ``ParseError`` with a caret excerpt.

    The ``Program`` of a text is kept (its IR is immutable): a file of many defs, each compiled
    on its own, is parsed once (kernels/linalg.tc: about 0.2 s a parse)."""
    if not isinstance(source, str):
        raise ParseError(f"kernel source must be a str, not {type(source).__name__}")
    if "\r" in source:  # lines end at "\n" alone for lark, the checker and the excerpts: Windows' "\r\n"
        source = source.replace("\r\n", "\n").replace("\r", "\n")  # and old Macs' "\r" (was line 1)
    check_text(source)
    return _parse(source)



@functools.lru_cache(maxsize=64)
def _parse(source: str) -> ir.Program:
    p = _parser()
    try:
        tree = p.parse(source)
    except lark.exceptions.UnexpectedToken as e:
        tok = e.token
        what = "end of input" if tok.type == "$END" else repr(str(tok))
        raise ParseError(f"unexpected {what}; expected {_expected(p, e.expected)}",
                         line=e.line if e.line > 0 else _last_line(source), column=max(e.column, 1),
                         source=source) from None
    except lark.exceptions.UnexpectedCharacters as e:
        ch = source[e.pos_in_stream] if e.pos_in_stream < len(source) else "?"
        raise ParseError(f"unexpected character {ch!r}; expected {_expected(p, e.allowed or ())}",
                         line=e.line, column=e.column, source=source) from None
    except lark.exceptions.UnexpectedEOF as e:
        raise ParseError(f"unexpected end of input; expected {_expected(p, e.expected)}",
                         line=_last_line(source), column=1, source=source) from None
    except lark.exceptions.LarkError as e:  # pragma: no cover - defensive
        raise ParseError(f"cannot parse kernel text: {e}") from None
    if not tree.children:
        raise ParseError("the source defines no kernel (expected 'def NAME(...) -> (...) { ... }')")
    _check_depth(tree, source)
    try:
        defs = _Build().transform(tree)
    except lark.exceptions.VisitError as e:
        if isinstance(e.orig_exc, ParseError):
            raise type(e.orig_exc)(e.orig_exc.message, line=e.orig_exc.line, column=e.orig_exc.column,
                                   source=source) from None
        raise
    return ir.Program(defs, source)


def _last_line(source: str) -> int:
    return max(len(source.splitlines()), 1)
