"""The tuning results database: one SQLite file holding every measured candidate.

Location: the ``db=`` argument, else ``$POLYOPT_TUNE_DB``, else
``platformdirs.user_data_dir("polyopt")/tuning.sqlite``.

A row is one candidate measured for one :class:`TuningKey`: the kernel (a hash of its parsed
``def``, so comments, whitespace and the other defs of the file do not matter), the entry, the
sizes, the target, the machine fingerprint (CPU model, cores, cache sizes, architecture, C
compiler) and the polyopt version. A candidate is stored once per key (a later measurement
replaces it), with its Options (JSON), status, median time and every repeat's time.

``po.compile(..., tuned=True)`` asks :func:`lookup` for each size it specializes (a resolver
from sizes to a candidate: this module returns data and never compiles): the fastest correct
candidate stored for that exact key, else the fastest one of the nearest sizes tuned for the same
kernel on this machine and version (distance between size vectors in log2 space), else none
(the kernel's own Options).

>>> import tempfile, os
>>> db = TuningDB(os.path.join(tempfile.mkdtemp(), "t.sqlite"))
>>> db.count(), db.path.name
(0, 't.sqlite')
"""

from __future__ import annotations

import csv
import functools
import hashlib
import json
import math
import os
import platform
import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from polyopt.errors import ArgumentError
from polyopt.tune.measure import Trial
from polyopt.tune.space import Candidate

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS measurements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    kernel_hash TEXT NOT NULL,
    entry TEXT NOT NULL,
    sizes TEXT NOT NULL,
    target TEXT NOT NULL,
    machine_hash TEXT NOT NULL,
    machine TEXT NOT NULL,
    version TEXT NOT NULL,
    candidate_hash TEXT NOT NULL,
    candidate TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    time REAL,
    times TEXT NOT NULL DEFAULT '[]',
    error TEXT NOT NULL DEFAULT '',
    compile_s REAL,
    strategy TEXT NOT NULL DEFAULT '',
    seed INTEGER,
    created REAL NOT NULL,
    UNIQUE (key, candidate_hash)
);
CREATE INDEX IF NOT EXISTS measurements_kernel
    ON measurements (kernel_hash, entry, target, machine_hash, version);
CREATE TABLE IF NOT EXISTS machine_choices (
    machine_hash TEXT NOT NULL,
    machine TEXT NOT NULL,
    version TEXT NOT NULL,
    vector_bytes INTEGER NOT NULL,
    threads INTEGER NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    measured TEXT NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (machine_hash, version, vector_bytes, threads, name)
);
"""


def default_path() -> Path:
    """``$POLYOPT_TUNE_DB``, else ``user_data_dir("polyopt")/tuning.sqlite``."""
    from polyopt.storage import tuning_db_path
    return tuning_db_path()


def kernel_hash(definition) -> str:
    """A hash of a parsed ``def`` without its source positions."""
    text = re.sub(r"loc=Loc\(line=\d+, column=\d+\)", "", repr(definition))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@functools.cache
def machine_fingerprint() -> str:
    """This machine as JSON: CPU model (name, family and model number), usable cores, cache sizes,
    architecture, C compiler."""
    from polyopt.options import DEFAULT_CFLAGS
    from polyopt.target import Target
    from polyopt.tune.space import _cores

    model, kind = platform.processor() or "", {}
    try:  # the first processor's lines: a VM's "AMD EPYC" names a Zen 3 and a Zen 4 alike; the family and model do not
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "model name":
                    model = value.strip()
                elif key in ("cpu family", "model"):
                    kind.setdefault(key, value.strip())
                elif not key and model:
                    break
    except OSError:
        pass
    try:
        from polyopt.runtime.cache import compiler_version
        cc = compiler_version()
    except Exception:  # noqa: BLE001 - no gcc: the tuner will fail later with a clear message
        cc = ""
    caches = Target.host(DEFAULT_CFLAGS).caches
    data = {"cpu": model, **({"family": f"{kind.get('cpu family', '')}/{kind.get('model', '')}"} if kind else {}),
            "cores": _cores(), "caches": {f"L{k}": v for k, v in caches.items()},
            "arch": platform.machine(), "cc": cc}
    return json.dumps(data, sort_keys=True)


def _machine_hash(machine: str) -> str:
    return hashlib.sha256(machine.encode()).hexdigest()[:16]


def _choice_value(v):
    """A choice's value as JSON gave it back, its lists as the tuples ``Tuning`` holds."""
    return tuple(v) if isinstance(v, list) else v


def _version() -> str:
    import polyopt
    return getattr(polyopt, "__version__", "unknown")


@dataclass(frozen=True)
class TuningKey:
    """What a measurement is valid for (see the module docstring)."""
    kernel_hash: str
    entry: str
    sizes: tuple[tuple[str, int], ...]
    target: str = "c"
    machine: str = ""
    version: str = ""

    @classmethod
    def for_kernel(cls, kernel, sizes: dict[str, int]) -> TuningKey:
        order = kernel.checked.sizes
        return cls(kernel_hash(kernel.definition), kernel.name, tuple((s, int(sizes[s])) for s in order),
                   kernel.target, machine_fingerprint(), _version())

    @property
    def machine_hash(self) -> str:
        return _machine_hash(self.machine)

    @property
    def sizes_json(self) -> str:
        return json.dumps(dict(self.sizes))

    @property
    def id(self) -> str:
        parts = (self.kernel_hash, self.entry, self.sizes_json, self.target, self.machine_hash, self.version)
        return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:24]


class TuningDB:
    """The results database (``path``: see ``default_path``). Safe to share between processes."""

    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path is not None else default_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(str(self.path), timeout=60)
            self.conn.row_factory = sqlite3.Row
            with self.conn:
                self.conn.executescript(_SCHEMA)
                self.conn.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        except (OSError, sqlite3.Error) as e:
            raise ArgumentError(f"the tuning database {str(self.path)!r} cannot be opened: {e}") from None

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- writing ----------------------------------------------------------------------------------
    def record(self, key: TuningKey, trial: Trial, *, is_default: bool = False, strategy: str = "",
               seed: int | None = None) -> None:
        """Store one measurement (replacing the one stored for the same key and candidate, in place)."""
        c = trial.candidate
        with self.conn:
            self.conn.execute(
                "INSERT INTO measurements (key, kernel_hash, entry, sizes, target, machine_hash, machine,"
                " version, candidate_hash, candidate, is_default, status, time, times, error, compile_s, strategy,"
                " seed, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (key, candidate_hash) DO UPDATE SET is_default = excluded.is_default,"
                " status = excluded.status, time = excluded.time, times = excluded.times, error = excluded.error,"
                " compile_s = excluded.compile_s, strategy = excluded.strategy, seed = excluded.seed,"
                " created = excluded.created",
                (key.id, key.kernel_hash, key.entry, key.sizes_json, key.target, key.machine_hash, key.machine,
                 key.version, c.key, c.to_json(), int(is_default), trial.status, trial.time, json.dumps(trial.times),
                 trial.error, trial.compile_s, strategy, seed, time.time()))

    def record_choice(self, vector_bytes: int, threads: int, name: str, value, measured: list[dict]) -> None:
        """Store the value of the ``polyopt.tuning`` choice ``name`` measured on this machine for
        targets of ``vector_bytes`` and ``threads`` (``measured``: each value's timings)."""
        machine = machine_fingerprint()
        with self.conn:
            self.conn.execute(
                "INSERT OR REPLACE INTO machine_choices VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (_machine_hash(machine), machine, _version(), vector_bytes, threads, name, json.dumps(value),
                 json.dumps(measured), time.time()))

    # -- reading ----------------------------------------------------------------------------------
    def machine_choices(self, vector_bytes: int, threads: int) -> dict:
        """The ``polyopt.tuning`` choices stored for this machine, this polyopt and targets of
        ``vector_bytes`` and ``threads`` (``Target.with_choices`` takes them)."""
        rows = self.conn.execute(
            "SELECT name, value FROM machine_choices WHERE machine_hash = ? AND version = ? AND vector_bytes = ? "
            "AND threads = ? ORDER BY name", (_machine_hash(machine_fingerprint()), _version(), vector_bytes, threads))
        return {r["name"]: _choice_value(json.loads(r["value"])) for r in rows}

    def count(self, key: TuningKey | None = None) -> int:
        if key is None:
            return self.conn.execute("SELECT COUNT(*) FROM measurements").fetchone()[0]
        return self.conn.execute("SELECT COUNT(*) FROM measurements WHERE key = ?", (key.id,)).fetchone()[0]

    def trials(self, key: TuningKey) -> list[Trial]:
        """Every measurement stored for ``key``, oldest first (``reused=True``)."""
        rows = self.conn.execute("SELECT * FROM measurements WHERE key = ? ORDER BY id", (key.id,)).fetchall()
        return [t for t in map(_trial, rows) if t is not None]

    def best(self, key: TuningKey) -> Trial | None:
        """The fastest correct candidate stored for ``key``."""
        rows = self.conn.execute("SELECT * FROM measurements WHERE key = ? AND status = 'ok' AND time IS NOT NULL "
                                 "ORDER BY time, id", (key.id,))
        return next((t for t in map(_trial, rows) if t is not None), None)

    def nearest(self, key: TuningKey, within: float = math.inf) -> tuple[dict[str, int], Trial] | None:
        """The fastest correct candidate of the tuned sizes nearest to ``key``'s (same kernel, entry,
        target, machine and version; log2 distance between size vectors, at most ``within``; ties:
        the larger sizes)."""
        rows = self.conn.execute(
            "SELECT * FROM measurements WHERE kernel_hash = ? AND entry = ? AND target = ? AND machine_hash = ? "
            "AND version = ? AND status = 'ok' AND time IS NOT NULL ORDER BY time, id",
            (key.kernel_hash, key.entry, key.target, key.machine_hash, key.version)).fetchall()
        want = dict(key.sizes)
        best: dict[str, sqlite3.Row] = {}
        for r in rows:
            if r["sizes"] not in best and _trial(r) is not None:
                best[r["sizes"]] = r
        scored = []
        for text, r in best.items():
            sizes = json.loads(text)
            if set(sizes) != set(want):
                continue
            dist = math.sqrt(sum((math.log2(1 + sizes[s]) - math.log2(1 + want[s])) ** 2 for s in want))
            if dist <= within:
                scored.append((dist, -sum(sizes.values()), text, r))
        if not scored:
            return None
        dist, _, text, r = min(scored, key=lambda x: x[:3])
        return json.loads(text), _trial(r)

    def rows(self, key: TuningKey | None = None) -> list[dict]:
        """Every stored measurement (of ``key``, or all) as a plain dict, oldest first."""
        if key is None:
            rows = self.conn.execute("SELECT * FROM measurements ORDER BY id").fetchall()
        else:
            rows = self.conn.execute("SELECT * FROM measurements WHERE key = ? ORDER BY id", (key.id,)).fetchall()
        defaults = {r["key"]: r["time"] for r in self.conn.execute(
            "SELECT key, time FROM measurements WHERE is_default = 1 AND status = 'ok'")}
        return [history_row(dict(r), defaults.get(r["key"])) for r in rows]

    def export_history(self, path: str | os.PathLike, format: str = "csv",  # noqa: A002
                       key: TuningKey | None = None) -> Path:
        """Write the history (of ``key``, or everything) as CSV or JSON; see ``export_history``."""
        return write_history(self.rows(key), path, format)


def _trial(r: sqlite3.Row) -> Trial | None:
    """The stored measurement, or None when its Options do not parse with this polyopt (a field
    that another version has or lacks): such rows are skipped, not fatal."""
    from polyopt.errors import PolyoptError
    try:
        cand = Candidate.from_json(r["candidate"])
    except (PolyoptError, KeyError, TypeError, ValueError):
        return None
    return Trial(cand, r["status"], r["time"], json.loads(r["times"] or "[]"), r["error"] or "", r["compile_s"],
                 reused=True)


# -- history export (no pandas) -------------------------------------------------------------------
OPTION_COLUMNS = ("schedule", "fusion", "algorithm", "tile_sizes", "unroll", "vectorize", "parallel", "num_threads",
                  "separate_tiles", "split_conditions", "stream_stores", "cflags")


def history_row(r: dict, default_time: float | None = None) -> dict:
    """A flat record of one measurement: key fields, status, time, speedup over the default of
    the same key, each Options field, tile sizes one per column (``tile_0``...), the loop order."""
    cand = json.loads(r["candidate"])
    opts = cand["options"]
    ts = opts.get("tile_sizes")
    out = {"id": r.get("id"), "entry": r["entry"], "sizes": json.loads(r["sizes"]), "kernel_hash": r["kernel_hash"],
           "target": r["target"], "machine_hash": r["machine_hash"], "version": r["version"],
           "strategy": r.get("strategy", ""), "seed": r.get("seed"), "is_default": bool(r.get("is_default")),
           "status": r["status"], "time": r["time"],
           "speedup": (default_time / r["time"]) if default_time and r["time"] else None}
    for name in OPTION_COLUMNS:
        out[name] = opts.get(name)
    for m in range(4):
        out[f"tile_{m}"] = (ts if isinstance(ts, int) else (ts[m] if m < len(ts) else 0)) if ts is not None else None
    out.update({"point_order": cand.get("point_order"), "times": json.loads(r["times"] or "[]"),
                "compile_s": r.get("compile_s"), "error": r.get("error", ""), "created": r.get("created"),
                "candidate": r["candidate"]})
    return out


def _cell(v) -> str:
    if v is None:
        return ""
    if isinstance(v, dict):
        return ",".join(f"{k}={x}" for k, x in v.items())
    if isinstance(v, list | tuple):
        return "x".join(str(x) for x in v) if all(isinstance(x, int) for x in v) else json.dumps(v)
    return str(v)


def write_history(rows: list[dict], path: str | os.PathLike, format: str = "csv") -> Path:  # noqa: A002
    """Write history rows to ``path``: ``csv`` (one row per measurement, lists as ``32x8``,
    sizes as ``M=64,N=32``) or ``json`` (a list of objects with their native types)."""
    path = Path(path)
    if format not in ("csv", "json"):
        raise ArgumentError(f"format must be 'csv' or 'json', got {format!r}")
    path.parent.mkdir(parents=True, exist_ok=True)
    if format == "json":
        path.write_text(json.dumps(rows, indent=1, default=str) + "\n")
        return path
    columns = list(rows[0]) if rows else list(history_row(_EMPTY))
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(columns)
        for r in rows:
            w.writerow([_cell(r.get(c)) if c != "candidate" else r.get(c) for c in columns])
    return path


_EMPTY = {"candidate": json.dumps({"options": {}, "point_order": None}), "entry": "", "sizes": "{}", "kernel_hash": "",
          "target": "", "machine_hash": "", "version": "", "status": "", "time": None, "times": "[]"}


def export_history(path: str | os.PathLike, format: str = "csv", db: str | os.PathLike | TuningDB | None = None,  # noqa: A002
                   key: TuningKey | None = None) -> Path:
    """Export the tuning history of database ``db`` (default location if None), all of it or one
    ``key``'s, as a pandas-free CSV or JSON file for plots."""
    if isinstance(db, TuningDB):
        return db.export_history(path, format, key)
    with TuningDB(db) as d:
        return d.export_history(path, format, key)


# -- compile(..., tuned=True) ---------------------------------------------------------------------
def machine_choices(target, db: str | os.PathLike | None = None) -> dict:
    """The choices ``polyopt tune --machine`` stored in ``db`` for ``target``'s vector width and
    threads on this machine ({} where none, or no database)."""
    path = Path(db) if db is not None else default_path()
    if not path.exists():
        return {}
    with TuningDB(path) as d:
        return d.machine_choices(target.vector_bytes, target.threads)


def lookup(kernel, sizes: dict[str, int], db: str | os.PathLike | None = None,
           within: float = math.inf) -> tuple[Candidate | None, str]:
    """The best stored candidate for ``kernel`` at ``sizes`` and where it came from: ``"exact"``,
    ``"nearest M=..,N=.."`` (tuned sizes at most ``within`` apart in log2 space) or ``"default"``
    (candidate None: nothing tuned, or no database)."""
    path = Path(db) if db is not None else default_path()
    if not path.exists():
        return None, "default"
    key = TuningKey.for_kernel(kernel, sizes)
    with TuningDB(path) as d:
        t = d.best(key)
        if t is not None:
            return t.candidate, "exact"
        near = d.nearest(key, within)
    if near is not None:
        sizes_near, t = near
        return t.candidate, "nearest " + ",".join(f"{k}={v}" for k, v in sizes_near.items())
    return None, "default"
