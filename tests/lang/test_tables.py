"""The parser tables shipped beside the grammar (``polyopt/lang/grammar_tables.json``) are current
and parse exactly as a parser built from the grammar does: the same programs (positions included)
and the same syntax errors. Stale tables fail here; ``pytest tests/lang/test_tables.py
--update-golden`` (or ``POLYOPT_UPDATE_GOLDEN=1``) rewrites them."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from polyopt.errors import ParseError
from polyopt.lang import parser, tables

KERNELS = sorted((Path(__file__).resolve().parents[2] / "kernels").glob("*.tc"))
BAD = ["def f(float(N) X) -> (Y) { Y(i) = X(i) + }", "def f(float(N) X) -> (Y) { Y(i) = X(i) $ 1 }",
       "def f(float(N) X) -> (Y) { Y(i) = X(i)", "def f(float(N) X) -> (Y) { Y(i) = X(i) } }"]


def _parse_with(monkeypatch, lark_parser, source: str):
    monkeypatch.setattr(parser, "_parser", lambda: lark_parser)
    try:
        return parser.parse(source)
    except ParseError as e:
        return str(e)


def test_shipped_tables_parse_as_the_grammar_does(request, monkeypatch):
    if request.config.getoption("--update-golden") or os.environ.get("POLYOPT_UPDATE_GOLDEN") == "1":
        tables.write()
    shipped = tables.load()
    assert shipped is not None, ("polyopt/lang/grammar_tables.json was built from another grammar, options or "
                                 "lark version: rewrite it with `pytest tests/lang/test_tables.py --update-golden`")
    built = tables.build()
    assert KERNELS
    for source in [p.read_text() for p in KERNELS] + BAD:
        want = _parse_with(monkeypatch, built, source)
        assert _parse_with(monkeypatch, shipped, source) == want
    assert all(isinstance(_parse_with(monkeypatch, shipped, s), str) for s in BAD)


def test_stale_or_unreadable_tables_are_not_used(tmp_path):
    assert tables.load(grammar=tables.GRAMMAR.read_text() + "\n// edited\n") is None
    assert tables.load(tmp_path / "missing.json") is None
    (tmp_path / "bad.json").write_text("{not json")
    assert tables.load(tmp_path / "bad.json") is None
    stamped = {**tables.stamp(tables.GRAMMAR.read_text()), "data": {"options": {}}, "memo": {}}
    (tmp_path / "damaged.json").write_text(json.dumps(stamped))
    assert tables.load(tmp_path / "damaged.json") is None


def test_parser_uses_the_shipped_tables():
    if tables.load() is None:
        pytest.skip("the shipped tables are stale (test_shipped_tables_parse_as_the_grammar_does says so)")
    assert parser._parser().source_path == "<deserialized>"
