"""``Options``: one frozen, serializable value that steers the whole pipeline.

>>> o = Options(cflags=("-O2",))
>>> Options.from_json(o.to_json()) == o
True
"""

from __future__ import annotations

import difflib
import functools
import json
import os
import shlex
from dataclasses import dataclass, fields, replace

from polyopt.errors import PolyoptError
from polyopt.target import default_threads


# -fno-math-errno: sqrtf and friends need not set errno, so they vectorize and leave loops
# (no result changes; without it a sqrtf in a loop body kept layernorm's last loop scalar)
# (gcc's preference for 512-bit vectors is not a flag here: the generated C asks for it where the
# Target's vectors are 64 bytes, ``Tuning.pragmas``)
# $POLYOPT_CFLAGS (whitespace-separated, read once at import) replaces them: e.g. the test suite's
# run for AVX2 machines on an AVX-512 one, POLYOPT_CFLAGS="-O3 -march=native -mno-avx512f -fopenmp"
# -falign-loops=32: every loop starts on 32 bytes. gcc's 16 left jacobi-1d's two row loops (40
# bytes each) across 64-byte boundaries of the Zen 3's op cache, the second loop not aligned at all
# (entered by falling through): with the core busy with another thread (most calls on the shared
# Zen 3), 0.83-0.87x PolyBench's loop at the median, 1.11-1.28x aligned (N = 2000, one thread,
# 300-400 calls, 4 runs); heat-3d, durbin, trisolv within the noise (-6% to +10%, +2-4%)
def _env_cflags(text: str) -> tuple[str, ...]:
    """``$POLYOPT_CFLAGS`` split as a shell would; at whitespace where its quotes do not pair
    (gcc then says what is wrong with a flag, at the first compile, not ``import polyopt``).

    >>> _env_cflags('-O2 -DNAME="a b"'), _env_cflags('-O3 "-march=native')
    (('-O2', '-DNAME=a b'), ('-O3', '"-march=native'))
    """
    try:
        return tuple(shlex.split(text))
    except ValueError:
        return tuple(text.split())


DEFAULT_CFLAGS = _env_cflags(os.environ.get("POLYOPT_CFLAGS", "")) or (
    "-O3", "-march=native", "-fopenmp", "-fno-math-errno", "-falign-loops=32")
SCHEDULES = ("auto", "program")
FUSIONS = ("smart", "max", "min")
ALGORITHMS = ("isl", "feautrier")


def _count(x, low: int, high: int = 2**62) -> bool:
    """``x`` is an int (not a bool) from ``low`` to below ``high``: a C ``long`` and an isl value (a tile
    of 2**70 was islpy's raw TypeError)."""
    return isinstance(x, int) and not isinstance(x, bool) and low <= x < high


@dataclass(frozen=True)
class Options:
    """How to schedule and compile a kernel.

    schedule:    "auto" (isl's scheduler on the dependences, then tiling and loop marks) or
                 "program" (the original statement order, each statement its own nest: the baseline)
    fusion:      "smart", "max" or "min" (Tensor Comprehensions' fusion strategies)
    algorithm:   "isl" (Pluto-like) or "feautrier"
    tile_sizes:  None (from the cache sizes), 0 (no tiling), an int for every tiled member, or a tuple
                 applied to the outermost members of each band (0 leaves a member untiled)
    parallel:    mark the outermost parallel loop of each nest ``#pragma omp parallel for``, and run
                 reductions into a fixed element (``s() +=! ...``) as ``parallel for reduction``
    parallel_min_work: statement instances below which a nest runs on one thread (waking the
                 OpenMP threads costs more than such a loop; a ``dynamic=True`` kernel decides at each
                 call: ``codegen/fork_if.py``), and what each barrier of a time
                 loop's parallel region is counted as (``codegen/barriers.py``); 0: every parallel loop forks
    vectorize:   put a stride-1 parallel loop innermost and mark it ``#pragma omp simd``
    unroll:      unroll factor for a point loop (0 or 1: none)
    register_tile: (rows, vectors) of the register-blocked micro-kernel of contractions (rows of the
                 output unrolled, vectors of 64 bytes along the stride-1 dimension), None: off
    pack:        micro-kernels read their column operand from a copy packed into contiguous panels
                 (made once per call); an operand transposed to the block (``B(j,k)``) needs it
    channel_vectors: a convolution at known sizes is printed with vectors along its output channels
                 (``codegen/channel_conv.py``) where the target's tuning has a block for it and
                 ``tile_sizes`` is not given; False: its register blocks (the choice of the scheduler)
    separate_tiles: full tiles as their own loop nests with constant trip counts (isl's isolate
                 option) and point loops split so that no guard remains inside them
    split_conditions: split statements by their affine ternary conditions into branch-free pieces
    pad_inputs:  an input read under a condition that keeps the read in bounds, zero elsewhere (a
                 convolution's zero padding: ``cond ? I(n, c, h + kh - 1, w + kw - 1) : 0.0``), or
                 with a stride along the output's last index over a window (``I(n, c, 2h + kh, 2w +
                 kw)``), is read from a copy made once per call, with a border of zeros or split by
                 phase, where it is reused along a variable its indices leave out (CPU code;
                 ``poly/padding.py``; a sum guarded around its whole product or by ``where``
                 conditions that keep the read in bounds too: a weight that is not finite then
                 meets the border's zeros, NaN where the kernel as written leaves the tap out)
    pipeline:    CUDA: double-buffer the shared-memory tiles of a reduction, so that the copy of the
                 next tile overlaps the math of this one (one barrier per step instead of two)
    max_pieces:  the code-size budget of control-flow elimination: an innermost loop with guards
                 inside is split into at most this many branch-free loops; one that would need more
                 keeps its guards (``explain()`` and ``Compiled.report`` say how many it needs)
    stream_stores: non-temporal stores for outputs of 16 MiB or more (None or True), or plain
                 stores (False: better for a kernel called in a tight loop whose data the
                 last-level cache keeps between calls)
    num_threads: OpenMP threads for parallel loops (None: OMP_NUM_THREADS or all cores)
    cflags:      flags for gcc (the runtime adds -shared -fPIC); the default is ``DEFAULT_CFLAGS``, or
                 ``$POLYOPT_CFLAGS`` split at whitespace where that is set
    sanitize:    build with AddressSanitizer (the process needs the ASan runtime preloaded)
    """
    schedule: str = "auto"
    fusion: str = "smart"
    algorithm: str = "isl"
    tile_sizes: int | tuple[int, ...] | None = None
    parallel: bool = True
    parallel_min_work: int = 1 << 15
    vectorize: bool = True
    unroll: int = 0
    register_tile: tuple[int, int] | None = (8, 2)
    pack: bool = True
    channel_vectors: bool = True
    separate_tiles: bool = True
    split_conditions: bool = True
    pad_inputs: bool = True
    pipeline: bool = True
    max_pieces: int = 64
    stream_stores: bool | None = None
    num_threads: int | None = None
    cflags: tuple[str, ...] = DEFAULT_CFLAGS
    sanitize: bool = False

    def __post_init__(self):
        if self.schedule not in SCHEDULES:
            raise OptionsError(f"schedule must be one of {SCHEDULES}, got {self.schedule!r}")
        if self.fusion not in FUSIONS:
            raise OptionsError(f"fusion must be one of {FUSIONS}, got {self.fusion!r}")
        if self.algorithm not in ALGORITHMS:
            raise OptionsError(f"algorithm must be one of {ALGORITHMS}, got {self.algorithm!r}")
        ts = self.tile_sizes
        if isinstance(ts, list):
            ts = tuple(ts)
            object.__setattr__(self, "tile_sizes", ts)
        ok = ts is None or _count(ts, 0) or (isinstance(ts, tuple) and all(_count(t, 0) for t in ts))
        if not ok:
            raise OptionsError(f"tile_sizes must be None, an int >= 0 or a tuple of them (below 2**62), "
                               f"got {self.tile_sizes!r}")
        rt = self.register_tile
        if isinstance(rt, list):
            rt = tuple(rt)
            object.__setattr__(self, "register_tile", rt)
        if rt is not None and not (isinstance(rt, tuple) and len(rt) == 2 and all(_count(x, 1, 2**31) for x in rt)):
            raise OptionsError(f"register_tile must be None or (rows, vectors) of positive ints (below 2**31), "
                               f"got {rt!r}")
        pm = self.parallel_min_work
        if not _count(pm, 0):
            raise OptionsError(f"parallel_min_work must be an int >= 0 (below 2**62), got {pm!r}")
        mp = self.max_pieces
        if not _count(mp, 1):
            raise OptionsError(f"max_pieces must be an int >= 1 (below 2**62), got {mp!r}")
        if not _count(self.unroll, 0):
            raise OptionsError(f"unroll must be an int >= 0 (below 2**62), got {self.unroll!r}")
        for flag in ("parallel", "vectorize", "sanitize", "separate_tiles", "split_conditions", "pack", "pipeline",
                     "pad_inputs", "channel_vectors"):
            if not isinstance(getattr(self, flag), bool):
                raise OptionsError(f"{flag} must be True or False, got {getattr(self, flag)!r}")
        if self.stream_stores is not None and not isinstance(self.stream_stores, bool):
            raise OptionsError(f"stream_stores must be None, True or False, got {self.stream_stores!r}")
        if not isinstance(self.cflags, (tuple, list)) or not all(isinstance(f, str) for f in self.cflags):
            raise OptionsError(f"cflags must be a tuple of strings, got {self.cflags!r}")
        object.__setattr__(self, "cflags", tuple(self.cflags))
        if self.num_threads is not None and not _count(self.num_threads, 1):
            raise OptionsError(f"num_threads must be a positive int (below 2**62) or None, got {self.num_threads!r}")

    def threads(self) -> int:
        """Threads an OpenMP loop would use: ``num_threads``, else ``OMP_NUM_THREADS``, else the
        cores this process may run on.

        >>> Options(num_threads=3).threads()
        3
        """
        return self.num_threads or default_threads()

    def replace(self, **changes) -> Options:
        return replace(self, **changes)

    def to_json(self) -> str:
        """The fields as JSON (sorted keys); the text ``json.dumps(asdict(self))`` gives, without
        ``asdict``'s deep copies (a cached compile's record key has it: 0.25 ms -> 0.05 ms).

        >>> json.loads(Options(num_threads=2).to_json())["num_threads"]
        2
        """
        return json.dumps({f.name: getattr(self, f.name) for f in fields(self)}, sort_keys=True)

    def _repr_html_(self):  # Jupyter: a table, non-default fields in bold
        from polyopt.viz.html import options_html
        return options_html(self)

    @classmethod
    def from_json(cls, text: str) -> Options:
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as e:
            raise OptionsError(f"Options.from_json: not JSON: {e}") from None
        if not isinstance(data, dict):
            raise OptionsError(f"Options.from_json: expected a JSON object, got {type(data).__name__}")
        unknown_options(data)
        for key in ("cflags", "tile_sizes", "register_tile"):
            if isinstance(data.get(key), list):
                data[key] = tuple(data[key])
        return cls(**data)


_init = Options.__init__


@functools.wraps(_init)
def _checked_init(self, *args, **kwargs):
    """``Options.__init__``, an unknown or surplus option an ``OptionsError`` (not the dataclass's
    ``TypeError``)."""
    unknown_options(kwargs)
    names = [f.name for f in fields(Options)]
    if len(args) > len(names):
        raise OptionsError(f"Options takes at most {len(names)} options by position ({', '.join(names)}), "
                           f"got {len(args)}: give them by name")
    twice = sorted(set(names[:len(args)]) & set(kwargs))
    if twice:
        raise OptionsError(f"option {twice[0]!r} given by position and by name")
    _init(self, *args, **kwargs)


Options.__init__ = _checked_init


def unknown_options(given) -> None:
    """Raise ``OptionsError`` naming the first of ``given``'s keys that is no option, with the
    nearest option's name where one is close.

    >>> try:
    ...     Options(tile_size=32)
    ... except OptionsError as e:
    ...     print(e)
    unknown option 'tile_size' (did you mean 'tile_sizes'?)
    """
    names = [f.name for f in fields(Options)]
    for key in given:
        if key not in names:
            close = difflib.get_close_matches(str(key), names, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f"; the options are {', '.join(names)}"
            raise OptionsError(f"unknown option {key!r}{hint}")


class OptionsError(PolyoptError, ValueError):
    """An ``Options`` field has a bad value, or an option's name is unknown."""
