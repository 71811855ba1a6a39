"""The search space: ``Options`` values (plus an optional loop order inside tiles) as genes.

A :class:`Candidate` is what the tuner measures: an ``Options`` value and, optionally, a
``point_order``, a permutation of the members of the first point band (the loops inside a tile)
applied with ``polyopt.transforms.interchange``. Every ``Options`` value is legal by
construction (the scheduler only makes dependence-respecting schedules); an interchange is
checked against the dependences and raises ``ScheduleError`` when illegal (the tuner records
such a candidate as ``illegal`` and skips it).

A :class:`Space` describes a candidate as a dict of genes, each with a finite list of choices:
``fusion``, ``algorithm``, ``tiling`` ("cache": the cache-model tile sizes of ``Options``;
"explicit": the genes ``t0..t{w-1}``, one tile size per band member, 0 = untiled), ``unroll``,
``vectorize``, ``parallel``, ``num_threads``, ``separate_tiles``, ``pack``, ``register_tile`` (where
``Options`` has it) and ``point_order``; for ``target="cuda"``: the tiles (block tiles), ``register_tile``
(thread tiles), ``pipeline`` (double buffering) and ``vectorize`` (128-bit copies). Genes that do not
matter for a candidate (thread count without ``parallel``, loop order without tiles, or with unrolling
or a register micro-kernel,
which fix the order of the point loops) are normalized away, so two gene dicts that compile to
the same code give the same candidate.

>>> import polyopt as po
>>> k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }")
>>> sp = Space.for_kernel(k, {"M": 64, "K": 64, "N": 64})
>>> sp.width, sp.knobs["t0"]
(3, (0, 4, 8, 16, 32, 64))
>>> c = sp.build(dict(sp.genes(sp.default()), tiling="explicit", t0=32, t1=8, t2=0))
>>> c.options.tile_sizes
(32, 8)
>>> Candidate.from_json(c.to_json()) == c
True
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import os
from dataclasses import dataclass, field

import numpy as np

from polyopt.errors import ScheduleError
from polyopt.options import ALGORITHMS, FUSIONS, Options

TILE_CHOICES = (0, 4, 8, 16, 32, 64, 128, 256)
UNROLL_CHOICES = (0, 2, 4, 8)
REGISTER_TILE_CHOICES = (None, (4, 1), (4, 2), (8, 1), (8, 2))   # Options.register_tile, where it exists


@dataclass(frozen=True)
class Candidate:
    """One point of the search space: ``options`` and an optional loop order inside tiles."""
    options: Options = field(default_factory=Options)
    point_order: tuple[int, ...] | None = None

    def to_dict(self) -> dict:
        return {"options": json.loads(self.options.to_json()),
                "point_order": list(self.point_order) if self.point_order is not None else None}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_json(cls, text: str | dict) -> Candidate:
        data = json.loads(text) if isinstance(text, str) else text
        order = data.get("point_order")
        return cls(Options.from_json(json.dumps(data["options"])), tuple(order) if order is not None else None)

    @property
    def key(self) -> str:
        """A short stable hash of the candidate (its identity in the results database)."""
        return hashlib.sha256(self.to_json().encode()).hexdigest()[:20]

    def describe(self) -> str:
        """The fields that differ from the default ``Options`` (and the loop order), in one line."""
        default = Options()
        parts = [f"{k}={getattr(self.options, k)!r}" for k in Options.__dataclass_fields__
                 if getattr(self.options, k) != getattr(default, k)]
        if self.point_order is not None:
            parts.append(f"point_order={self.point_order}")
        return ", ".join(parts) or "default Options()"


def build_kernel(source: str, entry: str | None, candidate: Candidate, target: str = "c", choices_db=None):
    """The ``Kernel`` that runs ``candidate`` (``ScheduleError`` when its loop order is illegal
    or does not apply to the candidate's schedule), with the machine choices (``polyopt tune
    --machine``) stored in the tuning database ``choices_db``, else in the default one."""
    import polyopt as po
    from polyopt.schedule.transforms import interchange_points

    if choices_db is not None and target == "c":
        from polyopt.target import Target
        from polyopt.tune.db import machine_choices
        machine = Target.for_options(candidate.options)
        machine = machine.with_choices(machine_choices(machine, choices_db))
        k = po.compile(source, entry, target=machine, options=candidate.options, tuned=False)
    else:
        k = po.compile(source, entry, target=target, options=candidate.options)
    if candidate.point_order is None:
        return k
    return k.with_schedule(interchange_points(k.schedule, candidate.point_order))


def _pow2_at_least(n: int) -> int:
    return 1 << max(0, math.ceil(math.log2(max(n, 1))))


def _thread_choices(cores: int) -> tuple[int, ...]:
    out = [t for t in (1, 2, 4, 8, 16, 32, 64, 128) if t <= cores]
    if cores not in out:
        out.append(cores)
    return tuple(out)


@dataclass(frozen=True)
class Space:
    """The genes of a kernel's search space and their choices (see the module docstring)."""
    base: Options
    knobs: dict[str, tuple]
    width: int                    # tile genes t0..t{width-1}: the deepest loop nest
    point_width: int              # members of the first multi-member point band (0: no loop order gene)

    @classmethod
    def for_kernel(cls, kernel, sizes: dict[str, int], base: Options | None = None,
                   cores: int | None = None) -> Space:
        """The space for ``kernel`` at ``sizes``: tile sizes up to the largest size (rounded up to
        a power of two, at most 256), thread counts up to ``cores`` (default: this machine's)."""
        import islpy as isl

        base = base if base is not None else kernel.options
        width = max((st.domain.dim(isl.dim_type.set) for st in kernel.scop.statements), default=0)
        biggest = max(sizes.values(), default=1)
        cap = min(256, _pow2_at_least(biggest))
        tiles = tuple(t for t in TILE_CHOICES if t <= cap) or (0,)
        cores = cores or _cores()
        knobs: dict[str, tuple] = {
            "fusion": FUSIONS,
            "algorithm": ALGORITHMS,
            "tiling": ("cache", "explicit"),
        }
        for m in range(width):
            knobs[f"t{m}"] = tiles
        if getattr(kernel, "target", "c") == "cuda":  # block tiles, thread tiles, pipelining, 128-bit copies
            knobs.update({"register_tile": REGISTER_TILE_CHOICES, "pipeline": (True, False),
                          "vectorize": (True, False)})
            return cls(base, knobs, width, 0)
        knobs.update({
            "unroll": UNROLL_CHOICES,
            "vectorize": (True, False),
            "parallel": (True, False),
            "num_threads": _thread_choices(cores),
            "separate_tiles": (True, False),
            "pack": (True, False),
        })
        if _has_field("register_tile"):
            knobs["register_tile"] = REGISTER_TILE_CHOICES
        point_width = _point_width(kernel, base)
        if point_width >= 2:
            knobs["point_order"] = tuple(itertools.permutations(range(point_width)))
        return cls(base, knobs, width, point_width if point_width >= 2 else 0)

    # -- genes <-> candidates ---------------------------------------------------------------------
    def default(self) -> Candidate:
        """The default: the base ``Options`` unchanged."""
        return Candidate(self.base)

    def genes(self, c: Candidate) -> dict:
        """The gene dict of a candidate (values outside the choices are kept as they are)."""
        o = c.options
        g = {"fusion": o.fusion, "algorithm": o.algorithm, "unroll": o.unroll, "vectorize": o.vectorize,
             "parallel": o.parallel, "separate_tiles": o.separate_tiles, "pack": o.pack, "pipeline": o.pipeline}
        if "num_threads" in self.knobs:
            g["num_threads"] = o.num_threads if o.num_threads is not None else max(self.knobs["num_threads"])
        if "register_tile" in self.knobs:
            g["register_tile"] = o.register_tile
        ts = o.tile_sizes
        g["tiling"] = "cache" if ts is None else "explicit"
        for m in range(self.width):
            if ts is None:
                g[f"t{m}"] = self.knobs[f"t{m}"][len(self.knobs[f"t{m}"]) // 2]
            elif isinstance(ts, int):
                g[f"t{m}"] = ts
            else:
                g[f"t{m}"] = ts[m] if m < len(ts) else 0
        if "point_order" in self.knobs:
            g["point_order"] = c.point_order if c.point_order is not None else tuple(range(self.point_width))
        return g

    def build(self, g: dict) -> Candidate:
        """The candidate of a gene dict, normalized (irrelevant genes dropped)."""
        tiles = None
        if g.get("tiling", "cache") == "explicit":
            ts = [int(g.get(f"t{m}", 0)) for m in range(self.width)]
            while ts and ts[-1] == 0:
                ts.pop()
            tiles = tuple(ts) if ts else 0
        unroll = int(g.get("unroll", 0))
        unroll = 0 if unroll <= 1 else unroll
        parallel = bool(g.get("parallel", True))
        opts = self.base.replace(
            fusion=g.get("fusion", self.base.fusion), algorithm=g.get("algorithm", self.base.algorithm),
            tile_sizes=tiles, unroll=unroll, vectorize=bool(g.get("vectorize", True)), parallel=parallel,
            num_threads=self._threads(g.get("num_threads")) if parallel else None,
            separate_tiles=bool(g.get("separate_tiles", True)), pack=bool(g.get("pack", True)),
            pipeline=bool(g.get("pipeline", self.base.pipeline)))
        fixed = bool(unroll)  # unrolling (or a register micro-kernel) fixes the order of the point loops
        if "register_tile" in self.knobs:
            rt = g.get("register_tile", self.base.register_tile)
            opts = opts.replace(register_tile=tuple(rt) if rt is not None else None)
            fixed = fixed or opts.register_tile is not None
        order = g.get("point_order")
        if order is not None:
            order = tuple(int(x) for x in order)
            if order == tuple(range(len(order))) or tiles == 0 or fixed:
                order = None
        return Candidate(opts, order)

    def _threads(self, n) -> int | None:
        if not n:
            return None
        n = int(n)  # "all cores" is the base's own value when it leaves the count to OpenMP
        return self.base.num_threads if n == max(self.knobs["num_threads"]) and self.base.num_threads is None else n

    def sample(self, rng: np.random.Generator) -> Candidate:
        """A uniformly random gene dict, built (so normalized)."""
        return self.build({k: _pick(rng, v) for k, v in self.knobs.items()})

    def mutate(self, c: Candidate, rng: np.random.Generator, rate: float | None = None) -> Candidate:
        """Each gene redrawn with probability ``rate`` (default: one gene on average; at least one)."""
        g = self.genes(c)
        names = list(self.knobs)
        rate = rate if rate is not None else 1.0 / len(names)
        changed = False
        for k in names:
            if rng.random() < rate:
                g[k] = _pick(rng, self.knobs[k])
                changed = True
        if not changed:
            k = names[int(rng.integers(len(names)))]
            g[k] = _pick(rng, self.knobs[k])
        return self.build(g)

    def crossover(self, a: Candidate, b: Candidate, rng: np.random.Generator) -> Candidate:
        """Uniform crossover: each gene from ``a`` or ``b`` with equal probability."""
        ga, gb = self.genes(a), self.genes(b)
        return self.build({k: (ga if rng.random() < 0.5 else gb)[k] for k in self.knobs})

    def features(self, c: Candidate) -> np.ndarray:
        """A numeric vector for cost models: log2 of sizes/factors/threads, one-hot categories,
        0/1 flags, and the loop order's permutation as positions."""
        g = self.genes(c)
        out: list[float] = []
        for k, choices in self.knobs.items():
            v = g[k]
            if k == "point_order":
                out += [float(x) for x in v]
            elif isinstance(choices[0], bool):
                out.append(float(bool(v)))
            elif isinstance(choices[0], int):
                if k.startswith("t") and g["tiling"] != "explicit":
                    out.append(-1.0)
                else:
                    out.append(math.log2(1 + int(v)))
            else:
                out += [float(v == x) for x in choices]
        return np.asarray(out, dtype=float)

    @property
    def size(self) -> int:
        """An upper bound on the number of distinct candidates."""
        return math.prod(len(v) for v in self.knobs.values())


def _pick(rng: np.random.Generator, choices: tuple):
    return choices[int(rng.integers(len(choices)))]


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _has_field(name: str) -> bool:
    return name in Options.__dataclass_fields__


def _point_width(kernel, base: Options) -> int:
    """Members of the first point band (with at least two) of the base schedule, tiled, without
    unrolling or register micro-kernel; 0 if none."""
    try:
        opts = base.replace(unroll=0) if base.tile_sizes != 0 else base.replace(tile_sizes=None, unroll=0)
        if _has_field("register_tile"):
            opts = opts.replace(register_tile=None)
        from polyopt.schedule.scheduler import schedule
        sched = schedule(kernel.scop, kernel.dependences, opts, kernel.machine(opts))
    except ScheduleError:
        return 0
    for b in sched.bands:
        if b.role == "point" and b.n >= 2:
            return b.n
    return 0
