"""Errors raised by polyopt: every one is a ``PolyoptError``.

>>> try:
...     raise ParseError("unexpected ')'", line=2, column=5)
... except PolyoptError as e:
...     print(e.line, e.column)
2 5
"""

from __future__ import annotations


class PolyoptError(Exception):
    """Base class of every error polyopt raises on purpose."""


class ParseError(PolyoptError):
    """The kernel text is not well formed; carries ``line``, ``column`` (1-based) and an excerpt."""

    def __init__(self, message: str, *, line: int | None = None, column: int | None = None,
                 source: str | None = None):
        self.message = message
        self.line = line
        self.column = column
        text = message
        if line is not None:
            text = f"line {line}, column {column}: {message}" if column is not None else f"line {line}: {message}"
            if source is not None:
                lines = source.split("\n")  # (as the parser counts lines: not at "\f" or "\v")
                if 1 <= line <= len(lines):
                    prefix = lines[line - 1][: max((column or 1) - 1, 0)]
                    caret = "".join(c if c == "\t" else " " for c in prefix) + "^"
                    text += f"\n    {lines[line - 1]}\n    {caret}"
        super().__init__(text)


class SemanticError(ParseError):
    """The kernel text parses but means nothing: unknown tensor, non-affine index, bad range."""


class RangeError(SemanticError):
    """An index variable's range cannot be inferred (unbounded or ambiguous)."""


class NotDifferentiable(SemanticError):
    """An expression on the path from a differentiable input to an output has no derivative in the
    language (``lgamma``: its derivative, digamma, is no builtin), or its gradient cannot be written
    (``po.grad``)."""


class ShapeError(PolyoptError, ValueError):
    """Sizes, ranks or dtypes do not agree (in the kernel text or at call time)."""


class RankError(SemanticError, ShapeError):
    """A tensor is indexed with the wrong number of indices in the kernel text."""


class ArgumentError(ShapeError, TypeError):
    """A kernel was called with missing, extra or unknown arguments."""


class BoundsError(SemanticError, ShapeError):
    """An access of the kernel text leaves its tensor: at every size (raised by ``compile``), or
    at the sizes of a call only (``where k in 0:I`` reading ``W(g, k)`` with ``K < I``)."""


class ScheduleError(PolyoptError):
    """A schedule or transformation request is illegal (violates a dependence) or malformed."""


class CompileError(PolyoptError):
    """The C compiler failed; carries the compiler output and the path of the source."""

    def __init__(self, message: str, *, output: str = "", path: str | None = None):
        self.output = output
        self.path = path
        text = message
        if path:
            text += f" (source: {path})"
        if output:
            text += "\n" + output.strip()
        super().__init__(text)


class TargetUnavailableError(PolyoptError):
    """The requested target cannot run on this machine (e.g. CUDA without a GPU)."""


class RuntimeFault(PolyoptError):
    """Generated code detected a fault at run time (a gather index out of bounds, an integer division by zero)."""
