"""``Options``: one frozen, serializable value that steers the whole pipeline.

>>> o = Options(cflags=("-O2",))
>>> Options.from_json(o.to_json()) == o
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace

from polyopt.errors import PolyoptError

DEFAULT_CFLAGS = ("-O3", "-march=native", "-fopenmp")
SCHEDULES = ("program",)


@dataclass(frozen=True)
class Options:
    """How to schedule and compile a kernel.

    schedule:    "program" (the original statement order, each statement its own nest)
    cflags:      flags for gcc (the runtime adds -shared -fPIC)
    sanitize:    build with AddressSanitizer (the process needs the ASan runtime preloaded)
    num_threads: OpenMP threads for parallel loops (None: OMP_NUM_THREADS or all cores)
    """
    schedule: str = "program"
    cflags: tuple[str, ...] = DEFAULT_CFLAGS
    sanitize: bool = False
    num_threads: int | None = None

    def __post_init__(self):
        if self.schedule not in SCHEDULES:
            raise OptionsError(f"schedule must be one of {SCHEDULES}, got {self.schedule!r}")
        if isinstance(self.cflags, str) or not all(isinstance(f, str) for f in self.cflags):
            raise OptionsError("cflags must be a tuple of strings")
        object.__setattr__(self, "cflags", tuple(self.cflags))
        if self.num_threads is not None and (not isinstance(self.num_threads, int) or self.num_threads < 1):
            raise OptionsError(f"num_threads must be a positive int or None, got {self.num_threads!r}")

    def replace(self, **changes) -> Options:
        return replace(self, **changes)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Options:
        data = json.loads(text)
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise OptionsError(f"unknown option(s): {', '.join(sorted(unknown))}")
        if "cflags" in data:
            data["cflags"] = tuple(data["cflags"])
        return cls(**data)


class OptionsError(PolyoptError, ValueError):
    """An ``Options`` field has a bad value."""
