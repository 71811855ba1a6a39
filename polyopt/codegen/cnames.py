"""Names and literals in generated C: every name from kernel text reaches C through ``cname``
(checked to be an identifier, prefixed by its kind, so it never meets a C keyword or a helper).

>>> cname("a", "A"), float_literal(0.5, "float32"), float_literal(float("inf"), "float64")
('a_A', '0.5f', '((double)INFINITY)')
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from polyopt.poly.affine import isl_name

if TYPE_CHECKING:
    from polyopt.poly.scop import Scop

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def cname(kind: str, name: str) -> str:
    """The C identifier for a kernel-text name (``kind`` is t, a, p, s or k)."""
    if not IDENT.match(name):
        raise ValueError(f"not an identifier: {name!r}")
    return f"{kind}_{name}"


def float_literal(v: float, want: str) -> str:
    """C text of the constant ``v`` in a ``want`` context (a double literal for float64, else a float
    one); infinities (``1e400`` in the text) and NaN print as math.h's INFINITY and NAN."""
    if math.isfinite(v):
        return f"{v!r}" + ("" if want == "float64" else "f")
    text = "NAN" if math.isnan(v) else "INFINITY" if v > 0 else "(-INFINITY)"
    return f"((double){text})" if want == "float64" else text


def size_names(scop: Scop) -> dict[str, str]:
    """isl parameter name -> C name of each size."""
    return {isl_name(p): cname("s", p) for p in scop.checked.sizes}
