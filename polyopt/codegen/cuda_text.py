"""Clean-ups of generated CUDA text that nvcc would warn about: ``const`` locals nothing reads
(``prune``) and registers declared and never used (``unused_registers``).

>>> prune(["  const int a = 1, b = a;", "  x[b] = 0;", "  const long c = 2;"])
['  const int a = 1, b = a;', '  x[b] = 0;']
"""

from __future__ import annotations

import re

__all__ = ["prune", "unused_registers"]

_DECL = re.compile(r"^(\s*)const (long|int|bool) (.*);$")


def _split_top(text: str) -> list[str]:
    """``text`` split at the commas outside parentheses."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch in "([{"
        depth -= ch in ")]}"
        if ch == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return out


def prune(lines: list[str]) -> list[str]:
    """``lines`` without the ``const`` locals nothing reads (nvcc warns of them): a local is read
    where its name appears below it, before its block closes (the first line indented less)."""
    while True:
        out, changed = [], False
        for i, line in enumerate(lines):
            m = _DECL.match(line)
            if not m:
                out.append(line)
                continue
            indent = len(m.group(1))
            end = i + 1
            while end < len(lines) and (len(lines[end]) - len(lines[end].lstrip()) >= indent or not lines[end].strip()):
                end += 1
            scope = "\n".join(lines[i + 1:end])
            parts = _split_top(m.group(3))
            keep = []
            for j, part in enumerate(parts):
                name = part.split("=", 1)[0].strip()
                later = scope + "\n" + ", ".join(parts[j + 1:])
                if re.search(rf"\b{re.escape(name)}\b", later):
                    keep.append(part)
                else:
                    changed = True
            if keep:
                out.append(f"{m.group(1)}const {m.group(2)} {', '.join(keep)};")
        lines = out
        if not changed:
            return lines


_REG = re.compile(r"^\s*[A-Za-z_][\w ]* (r_\w+);$")


def unused_registers(lines: list[str]) -> list[str]:
    """``lines`` without the row registers declared and never used (the last kernel of a split row
    combines ``var``'s partials and declared ``mean`` too: nvcc warned)."""
    text = "\n".join(lines)
    return [x for x in lines if not (m := _REG.match(x)) or len(re.findall(rf"\b{m.group(1)}\b", text)) > 1]
