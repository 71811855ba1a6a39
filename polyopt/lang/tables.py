"""The LALR parser's tables, built from ``grammar.lark`` once and shipped as JSON.

Building lark's LALR tables takes ~110 ms of CPU, a tenth of a first compile; loading them from
``grammar_tables.json`` (next to the grammar) ~7 ms. The file records the grammar's hash, the
options and lark's version; where any differs (an edited grammar, another lark), ``load`` says so
with None and the parser is built as before. ``pytest tests/lang/test_tables.py --update-golden``
rewrites the file (that test fails while it is stale).

>>> parser = load()
>>> parser is None or parser.parse("def f(float(N) X) -> (Y) { Y(i) = X(i) }").data == "start"
True
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

GRAMMAR = Path(__file__).with_name("grammar.lark")
TABLES = Path(__file__).with_name("grammar_tables.json")
OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": True}


def stamp(grammar: str) -> dict:
    """What the tables were built from: the grammar's SHA-256, the options and lark's version."""
    return {"grammar_sha256": hashlib.sha256(grammar.encode()).hexdigest(), "options": OPTIONS,
            "lark": lark.__version__}


def build(grammar: str | None = None) -> lark.Lark:
    """The parser built from the grammar (what ``load`` saves the time of)."""
    return lark.Lark(GRAMMAR.read_text() if grammar is None else grammar, **OPTIONS)


def dumps(parser: lark.Lark, grammar: str) -> str:
    """The tables of ``parser`` (built from ``grammar``) as JSON text, stamped."""
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    return json.dumps({**stamp(grammar), "data": _encode(data), "memo": _encode(memo)}, sort_keys=True,
                      separators=(",", ":")) + "\n"


def load(path: Path = TABLES, grammar: str | None = None) -> lark.Lark | None:
    """The parser from the shipped tables, or None where they are missing, unreadable, or were
    built from another grammar, options or lark version."""
    try:
        saved = json.loads(path.read_text(), object_hook=_decode)
    except (OSError, ValueError):
        return None
    want = stamp(GRAMMAR.read_text() if grammar is None else grammar)
    if not isinstance(saved, dict) or any(saved.get(k) != v for k, v in want.items()):
        return None
    try:
        return lark.Lark._load_from_dict(saved["data"], saved["memo"])
    except (AssertionError, AttributeError, KeyError, TypeError, ValueError, lark.exceptions.LarkError):
        # a damaged file (lark asserts on some of its parts)
        return None


def _encode(obj):
    """JSON keeps only string keys: a dict with others (lark's parse table and memo are keyed by
    state and id numbers) becomes ``{"__items__": [[key, value], ...]}``."""
    if isinstance(obj, dict):
        if all(isinstance(k, str) for k in obj):
            return {k: _encode(v) for k, v in obj.items()}
        return {"__items__": [[k, _encode(v)] for k, v in obj.items()]}
    if isinstance(obj, list | tuple):
        return [_encode(v) for v in obj]
    return obj


def _decode(d: dict):
    if len(d) == 1 and "__items__" in d:
        return dict(d["__items__"])
    return d


def write(path: Path = TABLES) -> None:
    """Rewrite the shipped tables from ``grammar.lark``."""
    grammar = GRAMMAR.read_text()
    path.write_text(dumps(build(grammar), grammar))
