r"""Kernel text that is text: checked before anything hashes, stores or parses it.

>>> check_text("def f(float(N) A) -> (C) { C(i) = A(i) }")
>>> check_text("C(i) = A(i) # " + chr(0xD800))
Traceback (most recent call last):
    ...
polyopt.errors.ParseError: line 1, column 15: character '\ud800' is not text (surrogates not allowed)
"""

from __future__ import annotations

from polyopt.errors import ParseError


def check_text(source: str) -> None:
    """A ``ParseError`` where ``source`` holds what is not text (a lone surrogate, which no file,
    hash or C text can hold); nothing otherwise."""
    if source.isascii():
        return
    try:
        source.encode("utf-8")
    except UnicodeEncodeError as e:
        line = source.count("\n", 0, e.start) + 1
        column = e.start - (source.rfind("\n", 0, e.start) + 1) + 1
        raise ParseError(f"character {source[e.start]!r} is not text ({e.reason})", line=line, column=column) from None
