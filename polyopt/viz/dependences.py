"""``plot_dependences``: dependences between statement instances drawn as arrows, colored by kind."""

from __future__ import annotations

import islpy as isl
import numpy as np

from polyopt.errors import ArgumentError
from polyopt.viz import _mpl
from polyopt.viz.instances import as_compiled, dim_positions, find_statement, fixed_points, set_points

KINDS = ("flow", "anti", "output", "reduction", "flow_all")
KIND_COLORS = {"flow": "tab:blue", "anti": "tab:orange", "output": "tab:green", "reduction": "tab:purple",
               "flow_all": "tab:cyan"}
KIND_WORDS = {"flow": "flow (read after write)", "anti": "anti (write after read)",
              "output": "output (write after write)", "reduction": "reduction chain", "flow_all": "flow, memory-based"}
ENUMERATE_LIMIT = 100_000  # more dependence pairs than this: sample sources instead of listing every pair


def _maps(u: isl.UnionMap) -> list[isl.Map]:
    lst = u.get_map_list()
    return sorted((lst.get_at(i) for i in range(lst.n_map())), key=str)


def dependence_pairs(deps, kind: str, context: isl.Set, stmts: set[str] | None = None, *, nearest: bool = False,
                     max_pairs: int | None = None, seed: int = 0):
    """``([(source stmt, source coords, sink stmt, sink coords), ...], number of pairs)`` of one kind
    for fixed sizes.

    ``stmts`` keeps the pairs whose source and sink are both among them; ``nearest`` keeps, for each
    source, only its lexicographically first sink. With more than ``ENUMERATE_LIMIT`` pairs, at most
    ``max_pairs`` sources are sampled (seeded), each with one random sink.
    """
    if kind not in KINDS:
        raise ArgumentError(f"dependence kinds are {KINDS}, got {kind!r}")
    rng = np.random.default_rng(seed)
    maps = []
    for m in _maps(getattr(deps, kind).intersect_params(context)):
        src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
        if stmts is not None and (src not in stmts or dst not in stmts):
            continue
        if nearest:
            m = m.lexmin()
        if not m.is_empty():
            maps.append((src, dst, m))
    total = sum(m.wrap().count_val().to_python() for _, _, m in maps)
    out = []
    for src, dst, m in maps:
        k = m.dim(isl.dim_type.in_)
        if total <= ENUMERATE_LIMIT or max_pairs is None:
            out += [(src, p[:k], dst, p[k:]) for p in set_points(m.wrap())]
            continue
        sources = set_points(m.domain())
        for idx in sorted(rng.choice(len(sources), size=min(len(sources), max_pairs), replace=False)):
            one = m
            for d, v in enumerate(sources[idx]):
                one = one.fix_val(isl.dim_type.in_, d, isl.Val.int_from_si(m.get_ctx(), v))
            sinks = set_points(one.range())
            out.append((src, sources[idx], dst, sinks[int(rng.integers(len(sinks)))]))
    return out, total


def plot_dependences(kernel, sizes: dict[str, int] | None = None, stmt=None, dims=None,
                     kinds=("flow", "anti", "output"), max_arrows: int = 200, seed: int = 0, *,
                     nearest: bool = False, ax=None, title: str | None = None):
    """Dependences between statement instances for concrete sizes, as arrows from source to sink
    projected on two index variables, one color per kind (flow, anti, output; also "reduction").

    kernel:     a ``Kernel`` (its ``dependences``) or a ``Compiled``.
    stmt:       keep the dependences whose source and sink are both this statement (name, position
                or written tensor); None: every statement that has all of ``dims``.
    dims:       two index-variable names; None: ``("i", "j")`` if present, else the first two of
                ``stmt`` (or of the statement with the most variables).
    max_arrows: at most this many distinct arrows, sampled with ``seed`` (deterministic) when there
                are more; arrows that project to one point (a dependence only along variables that
                are not shown) are counted in the title, not drawn.
    nearest:    for each source instance, only the dependence to its first sink (lexicographically).

    With several statements each one's points are shifted a little (and drawn with their own
    marker) so that a dependence between instances at the same coordinates stays visible.

    An arrow that is not zero along the axis of a loop means that loop carries the dependence: it
    cannot run in parallel. Returns the matplotlib ``Figure``; the arrows are quivers with
    ``gid == "dependences:<kind>"`` (``quiver.N`` arrows each).

    Example::

        import polyopt as po, polyopt.viz as pv
        scan = po.compile("def scan(float(N, M) X) -> (Y) { Y(i, j) = X(i, j)\\n"
                          "  Y(i, j) += Y(i - 1, j) where i in 1:N }")
        fig = pv.plot_dependences(scan, {"N": 6, "M": 5}, stmt="S1", dims=("i", "j"))  # arrows along i
    """
    from polyopt.viz.domain import default_dims
    compiled, sizes = as_compiled(kernel, sizes)
    deps = kernel.dependences if hasattr(kernel, "dependences") else _deps_of(compiled)
    scop = compiled.scop
    main = find_statement(scop, stmt)
    dims = tuple(default_dims(main) if dims is None else dims)
    if len(dims) != 2:
        raise ArgumentError(f"plot_dependences draws two dimensions, got dims={dims}")
    dim_positions(main, dims)  # the chosen statement must have them
    chosen = [main] if stmt is not None else [s for s in scop.statements if all(d in s.vars for d in dims)]
    pos = {s.name: dim_positions(s, dims) for s in chosen}
    bad = [k for k in kinds if k not in KINDS]
    if bad:
        raise ArgumentError(f"dependence kinds are {KINDS}, got {bad}")
    ctx = scop.fixed_context(sizes)

    # several statements: each drawn slightly shifted, so that a dependence between instances at the
    # same coordinates (T(i, j) -> Y(i, j)) stays visible
    shift = {s.name: (0.0 if len(chosen) == 1 else 0.3 * k / (len(chosen) - 1) - 0.15) for k, s in enumerate(chosen)}
    arrows = []  # (kind index, x0, y0, x1, y1)
    npairs = {}
    for ki, kind in enumerate(kinds):
        pairs, npairs[kind] = dependence_pairs(deps, kind, ctx, set(pos), nearest=nearest, max_pairs=max_arrows,
                                               seed=seed)
        for src, a, dst, b in pairs:
            pa, pb, sa, sb = pos[src], pos[dst], shift[src], shift[dst]
            arrows.append((ki, a[pa[0]] + sa, a[pa[1]] + sa, b[pb[0]] + sb, b[pb[1]] + sb))
    arr = np.unique(np.array(arrows, dtype=float).reshape(-1, 5), axis=0)
    still = (arr[:, 1] == arr[:, 3]) & (arr[:, 2] == arr[:, 4])
    hidden, arr = int(still.sum()), arr[~still]
    distinct = len(arr)
    if distinct > max_arrows:
        arr = _sample(arr, max_arrows, seed)

    fig, ax = _mpl.new_axes(ax)
    markers = "osD^v<>p"
    for k, s in enumerate(chosen):
        p0, p1 = pos[s.name]
        pts = [(p[p0], p[p1]) for p in set_points(fixed_points(s.domain, ctx))]
        if not pts:
            continue
        u = np.unique(np.array(pts), axis=0) + shift[s.name]
        ax.scatter(u[:, 0], u[:, 1], s=float(np.clip(1500.0 / len(u), 4, 40)), color="0.72", zorder=1,
                   marker=markers[k % len(markers)], gid="instances",
                   label=f"{s.name} ({s.lhs.tensor})" if len(chosen) > 1 else None)
    for ki, kind in enumerate(kinds):
        a = arr[arr[:, 0] == ki]
        if not len(a):
            continue
        off = 0.08 * (ki - (len(kinds) - 1) / 2)  # kinds side by side when they join the same points
        dx, dy = a[:, 3] - a[:, 1], a[:, 4] - a[:, 2]
        norm = np.hypot(dx, dy)
        ox, oy = -dy / norm * off, dx / norm * off
        ax.quiver(a[:, 1] + ox, a[:, 2] + oy, dx, dy, angles="xy", scale_units="xy", scale=1,
                  color=KIND_COLORS[kind], width=0.004, headwidth=4, headlength=5, alpha=0.85, zorder=3,
                  gid=f"dependences:{kind}", label=f"{KIND_WORDS[kind]}: {len(a)}")
    ax.set_xlabel(dims[0])
    ax.set_ylabel(dims[1])
    _mpl.integer_ticks(ax)
    ax.set_aspect("equal", adjustable="datalim")
    ax.margins(0.08)
    if len(arr) or len(chosen) > 1:
        ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), fontsize="small", frameon=False)
    sz = ", ".join(f"{k}={sizes[k]}" for k in scop.params)
    who = main.name if stmt is not None else ", ".join(pos)
    shown = f"{len(arr)} arrows" + (f" (sampled from {distinct})" if distinct > len(arr) else "")
    ax.set_title(title or f"{scop.name}: dependences of {who} on ({', '.join(dims)})  ({sz})\n"
                 f"{sum(npairs.values())} pairs{' (nearest sink)' if nearest else ''}: {shown}"
                 + (f"; {hidden} along hidden dimensions only" if hidden else ""), fontsize="small")
    return fig


def _sample(arr: np.ndarray, n: int, seed: int) -> np.ndarray:
    """``n`` rows of ``arr``, shared fairly among the kinds (column 0): a kind with few arrows keeps
    them all, the others split the rest; rows chosen at random with ``seed``."""
    rng = np.random.default_rng(seed)
    kinds, counts = np.unique(arr[:, 0], return_counts=True)
    quota = dict.fromkeys(kinds.tolist(), 0)
    left, open_ = n, dict(zip(kinds.tolist(), counts.tolist()))
    while left > 0 and open_:
        share = max(left // len(open_), 1)
        for k in sorted(open_):
            take = min(share, open_[k], left)
            quota[k] += take
            open_[k] -= take
            left -= take
        open_ = {k: c for k, c in open_.items() if c > 0}
    rows = [np.sort(rng.choice(np.flatnonzero(arr[:, 0] == k), size=q, replace=False)) for k, q in quota.items()]
    return arr[np.concatenate(rows)]


def _deps_of(compiled):
    from polyopt.poly.deps import compute
    cached = getattr(compiled.schedule, "__dict__", {}).get("deps")
    return cached if cached is not None else compute(compiled.scop)


__all__ = ["plot_dependences", "dependence_pairs"]
