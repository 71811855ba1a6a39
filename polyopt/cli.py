"""The ``polyopt`` command line: compile a kernel file and print its C / scop / schedule, or run it.

    polyopt compile FILE.tc [--entry E] [--sizes M=64,N=32] [--emit c|scop|schedule]
    polyopt run     FILE.tc [--entry E] --sizes M=64,N=32 [--repeat N] [--seed S]
    polyopt tune    FILE.tc [--entry E] --sizes M=64,N=32 [--budget N] [--strategy S] [--seed S]
                    [--workers N] [--db PATH] [--export out.csv|out.json] [--timeout SECONDS]
    polyopt tune    --suite [--kernels matmul,softmax] [--tags T] [--budget N] [--library DIR] [--no-machine] ...
    polyopt tune    --machine [--threads N] [--choices row_block,column_block] [--db PATH]

Built on argparse (standard library) rather than click/typer: no extra dependency for a
two-command tool. ``FILE`` may be ``-`` for standard input.

Errors polyopt raises on purpose (``PolyoptError``) and unreadable files are reported as
``polyopt: error: ...`` on stderr with exit status 1, never as a traceback; usage errors
exit with status 2 (argparse's convention).

>>> parse_sizes("M=64,N=32")
{'M': 64, 'N': 32}
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Sequence

__all__ = ["main", "parse_sizes"]

_SIZE_ITEM = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([0-9]+)\s*")


def parse_sizes(text: str) -> dict[str, int]:
    """Parse ``"M=64,N=32"`` into ``{"M": 64, "N": 32}``; anything else raises ``ValueError``.

    Names are identifiers, values non-negative decimal integers, each name at most once.

    >>> parse_sizes("K = 3")
    {'K': 3}
    >>> parse_sizes("M=64,M=2")
    Traceback (most recent call last):
    ...
    ValueError: size 'M' given twice
    """
    sizes: dict[str, int] = {}
    if not text.strip():
        raise ValueError("empty size list; expected NAME=INT[,NAME=INT...], e.g. M=64,N=32")
    for item in text.split(","):
        m = _SIZE_ITEM.fullmatch(item)
        if m is None:
            raise ValueError(f"malformed size {item.strip()!r}; expected NAME=INT[,NAME=INT...], "
                             "e.g. M=64,N=32")
        name, value = m.group(1), int(m.group(2))
        if name in sizes:
            raise ValueError(f"size {name!r} given twice")
        sizes[name] = value
    return sizes


def _sizes_arg(text: str) -> dict[str, int]:
    try:
        return parse_sizes(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def _names_arg(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError(f"expected NAME[,NAME...], got {text!r}")
    return names


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("polyopt")
    except Exception:  # not installed (running from a checkout): still answer something useful
        return "unknown (not installed)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="polyopt",
        description="Polyhedral loop optimizer: compile Tensor-Comprehensions-style kernels to C.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def common(p: argparse.ArgumentParser, sizes_help: str, optional_file: bool = False) -> None:
        p.add_argument("file", metavar="FILE", nargs="?" if optional_file else None,
                       help="kernel source (.tc); '-' reads standard input")
        p.add_argument("--entry", "-e", metavar="NAME",
                       help="which def to use (needed when the file holds more than one)")
        p.add_argument("--sizes", "-s", metavar="M=64,N=32", type=_sizes_arg, help=sizes_help)

    c = sub.add_parser("compile", help="print the generated C, the scop or the schedule",
                       description="Compile a kernel and print the generated C (default), the "
                                   "polyhedral model (scop) or the schedule.")
    common(c, "specialize to these sizes (default: parametric code)")
    c.add_argument("--emit", choices=("c", "scop", "schedule"), default="c",
                   help="what to print (default: c)")
    c.set_defaults(func=_cmd_compile)

    r = sub.add_parser("run", help="run a kernel on random inputs and print the median time",
                       description="Compile a kernel, run it on random inputs of the given sizes "
                                   "and print the median wall time of the calls.")
    common(r, "values of the size symbols (required when the kernel has any)")
    r.add_argument("--repeat", "-n", metavar="N", type=_positive_int, default=10,
                   help="timed calls after one untimed warm-up call (default: 10)")
    r.add_argument("--seed", metavar="S", type=int, default=0, help="seed for the random inputs (default: 0)")
    r.set_defaults(func=_cmd_run)

    t = sub.add_parser("tune", help="search the schedule space by measuring candidates",
                       description="Autotune a kernel at the given sizes: measure candidate Options "
                                   "(each checked against the program-order kernel first), store every "
                                   "measurement in the tuning database and print the best Options. "
                                   "With --suite (and no FILE): tune every kernel of the library at its "
                                   "benchmark size, once per machine, after this machine's code choices "
                                   "(--machine alone: only those); later compiles use the results.")
    common(t, "values of the size symbols (required when the kernel has any)", optional_file=True)
    t.add_argument("--suite", action="store_true",
                   help="tune the kernel library (kernels/registry.py) at its benchmark sizes instead of FILE")
    t.add_argument("--machine", action="store_true",
                   help="time the code generator's machine-dependent choices (polyopt/tuning.py: register "
                        "and tile blocks, rows a pass, prefetches) on this machine instead of FILE")
    t.add_argument("--no-machine", dest="machine_first", action="store_false",
                   help="with --suite: not the machine-dependent choices first")
    t.add_argument("--threads", metavar="N", type=_positive_int, default=None,
                   help="with --machine or --suite: the threads the choices are timed for (default: those "
                        "compile gives a kernel, OMP_NUM_THREADS or the usable cores)")
    t.add_argument("--choices", metavar="A,B", type=_names_arg, default=None,
                   help="with --machine: only these choices (default: all)")
    t.add_argument("--kernels", metavar="A,B", type=_names_arg, default=None,
                   help="with --suite: only these library kernels (default: all)")
    t.add_argument("--tags", metavar="T,U", type=_names_arg, default=None,
                   help="with --suite: only kernels with one of these tags (e.g. contraction,memory-bound)")
    t.add_argument("--library", metavar="DIR", default=None,
                   help="with --suite: the kernel library directory (default: the checkout's kernels/)")
    t.add_argument("--budget", "-b", metavar="N", type=_positive_int, default=None,
                   help="candidates for this kernel and size in total, the default and those already "
                        "in the database included (default: 20; 8 per kernel with --suite)")
    t.add_argument("--strategy", choices=("random", "genetic", "model"), default="random",
                   help="search strategy (default: random)")
    t.add_argument("--seed", metavar="S", type=int, default=0, help="seed of the search (default: 0)")
    t.add_argument("--workers", "-j", metavar="N", type=_positive_int, default=None,
                   help="measuring processes (default: min(4, cores))")
    t.add_argument("--timeout", metavar="SECONDS", type=float, default=60.0,
                   help="time limit per candidate for compiling and checking, and for timing (default: 60)")
    t.add_argument("--db", metavar="PATH", default=None,
                   help="results database (default: $POLYOPT_TUNE_DB or the user data directory)")
    t.add_argument("--cluster", metavar="ADDRESS", default=None,
                   help="measure on a Dask distributed cluster, e.g. tcp://127.0.0.1:8786")
    t.add_argument("--export", metavar="FILE", default=None,
                   help="write this run's history to FILE (.json: JSON, otherwise CSV)")
    t.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bar")
    t.set_defaults(func=_cmd_tune)
    return parser


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def _format_time(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3f} {unit}"
    return f"{seconds / 1e-9:.1f} ns"


def _cmd_compile(args: argparse.Namespace, source: str) -> int:
    import polyopt as po

    kernel = po.compile(source, entry=args.entry)
    view = kernel.specialize(**args.sizes) if args.sizes else kernel
    text = {"c": view.source, "scop": view.scop, "schedule": view.schedule}[args.emit]
    text = str(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0


def _cmd_run(args: argparse.Namespace, source: str) -> int:
    import polyopt as po

    kernel = po.compile(source, entry=args.entry)
    sizes = args.sizes or {}
    inputs = kernel.random_inputs(sizes, seed=args.seed)
    kernel(**inputs)  # warm-up: compiles (or loads from the cache) and touches the data
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        kernel(**inputs)
        times.append(time.perf_counter() - start)
    name = getattr(getattr(kernel, "definition", None), "name", None) or args.entry or "kernel"
    shown = ", ".join(f"{k}={v}" for k, v in sizes.items()) or "no sizes"
    print(f"{name} ({shown}): median {_format_time(statistics.median(times))} "
          f"(min {_format_time(min(times))}, {args.repeat} runs)")
    return 0


def _cmd_tune(args: argparse.Namespace, source: str | None) -> int:
    if args.suite:
        return _cmd_tune_suite(args)
    if args.machine:
        return _cmd_tune_machine(args)
    from polyopt.tune.tune import tune

    best, result = tune(source, args.entry, args.sizes or {}, budget=args.budget or 20, strategy=args.strategy,
                        seed=args.seed, workers=args.workers, db=args.db, cluster=args.cluster,
                        progress=args.progress, timeout=args.timeout)
    print(result.summary())
    if result.best is not None and result.best.candidate.point_order is not None:
        print(f"loop order inside tiles: {result.best.candidate.point_order} (applied by compile(..., tuned=True))")
    print(f"options: {best.to_json()}")
    if result.db_path is not None:
        print(f"database: {result.db_path}")
    if args.export:
        path = result.export(args.export, "json" if args.export.endswith(".json") else "csv")
        print(f"history: {path}")
    return 0


def _cmd_tune_machine(args: argparse.Namespace) -> int:
    from polyopt.tune.db import default_path
    from polyopt.tune.machine import tune_machine

    for row in tune_machine(args.threads, choices=args.choices, db=args.db, progress=args.progress):
        print(row.line())
    print(f"machine choices stored; database: {args.db or default_path()}")
    return 0


def _cmd_tune_suite(args: argparse.Namespace) -> int:
    from polyopt.tune.db import default_path
    from polyopt.tune.suite import load_library, select, tune_suite

    select(load_library(args.library).CASES, args.kernels, args.tags)  # a wrong name fails before any timing
    if args.machine_first:
        _cmd_tune_machine(args)
    rows = tune_suite(args.kernels, tags=args.tags, budget=args.budget or 8, library=args.library,
                      progress=args.progress, strategy=args.strategy, seed=args.seed, workers=args.workers,
                      db=args.db, cluster=args.cluster, timeout=args.timeout)
    for row in rows:
        print(row.line())
    failed = sum(bool(r.error) for r in rows)
    print(f"{len(rows) - failed} of {len(rows)} kernels tuned; database: {args.db or default_path()}")
    return 1 if failed else 0


def _error(message: str) -> int:
    print(f"polyopt: error: {message}", file=sys.stderr)
    return 1


def _usage(message: str) -> int:
    """A usage error found after parsing: argparse's form and exit status (2)."""
    print(f"usage: polyopt tune [-h] ...\npolyopt: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); return the exit status."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help, --version (0) and usage errors (2): argparse already printed
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    if args.sizes is None:
        args.sizes = {}
    suite, machine = getattr(args, "suite", False), getattr(args, "machine", False)
    if suite and machine:
        return _usage("--suite already times the machine's choices first (--no-machine: not)")
    if suite and (args.file is not None or args.sizes or args.entry or args.export):
        return _usage("tune --suite takes no FILE, --entry, --sizes or --export (each library kernel is "
                      "tuned at its benchmark size)")
    if machine and (args.file is not None or args.sizes or args.entry or args.export):
        return _usage("tune --machine takes no FILE, --entry, --sizes or --export (it times the code "
                      "generator's own probes)")
    if not suite and not machine and args.file is None:
        return _usage("the following arguments are required: FILE")
    if not suite and any(getattr(args, a, None) for a in ("kernels", "tags", "library")):
        return _usage("--kernels, --tags and --library go with --suite")
    if not machine and getattr(args, "choices", None):
        return _usage("--choices goes with --machine")
    if not (suite or machine) and getattr(args, "threads", None):
        return _usage("--threads goes with --machine or --suite")

    source = None
    if not (suite or machine):
        try:
            source = _read(args.file)
        except (OSError, UnicodeDecodeError) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            return _error(f"cannot read {args.file!r}: {reason}")

    from polyopt.errors import ParseError, PolyoptError

    try:
        return args.func(args, source)
    except ParseError as e:  # also SemanticError, RangeError, RankError: message has the excerpt
        return _error(f"{'<stdin>' if args.file == '-' else args.file}: {e}")
    except PolyoptError as e:
        return _error(str(e))
    except KeyboardInterrupt:
        print("polyopt: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
