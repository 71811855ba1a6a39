"""``plot_domain``: a statement's iteration points, colored by tile, time step or thread."""

from __future__ import annotations

import numpy as np

from polyopt.errors import ArgumentError
from polyopt.viz import _mpl
from polyopt.viz.instances import (
    as_compiled,
    classify_tiles,
    dim_positions,
    find_statement,
    fixed_points,
    set_points,
    statement_instances,
)

COLOR_BY = ("tile", "time", "thread", None)
SERIAL = (0.6, 0.6, 0.6, 1.0)


def default_dims(s) -> tuple[str, ...]:
    """``("i", "j")`` when the statement has both, else its first two (or only) index variables."""
    if "i" in s.vars and "j" in s.vars:
        return ("i", "j")
    if not s.vars:
        raise ArgumentError(f"{s.name} has no index variables: there is nothing to plot")
    return tuple(s.vars[:2])


def plot_domain(kernel_or_compiled, stmt=None, sizes: dict[str, int] | None = None, dims=None,
                color_by: str | None = "tile", ax=None, *, num_threads: int | None = None,
                chunk: int | None = None, pieces: dict | None = None, title: str | None = None):
    """The iteration points of one statement for concrete sizes, projected on two (or three) index
    variables, colored by tile, by schedule time step or by the thread that runs them.

    kernel_or_compiled: a ``Kernel`` (specialized for ``sizes``; None: the sizes of its last call)
                or a ``Compiled``.
    stmt:       statement name (``"S0"``), position, or the tensor it writes; None: the statement with
                the most index variables.
    dims:       two or three index-variable names (three: a 3-D scatter); None: ``("i", "j")`` when
                the statement has them, else its first two variables.
    color_by:   ``"tile"`` (the tile bands of the schedule; tile outlines drawn in 2-D), ``"time"``
                (position in the sequential execution), ``"thread"`` (OpenMP thread of the outermost
                parallel loop under a static schedule of ``num_threads`` threads, gray outside
                parallel loops; ``chunk=c`` for ``schedule(static, c)``) or None.
    pieces:     optional ``{label: isl set or its text}`` over the statement's instances (domain
                pieces); points with an instance in a piece get an outline of that piece's color.

    When several instances project onto one point (the variables not shown), the point shows the
    instance that runs first. With ``color_by="tile"`` the tiles are those in view (of the tiled
    loops that the plotted variables determine); points of partial tiles (fewer points than a full
    tile box) are drawn pale with dashed tile outlines. A plotted variable that drives
    the parallel loop is labelled "(parallel loop)", with the share of instances when it does so
    only in some nests (e.g. in the full tiles but not in the partial ones).
    Returns the matplotlib ``Figure``; its scatter collections have ``gid == "points"``.

    Example::

        import polyopt as po, polyopt.viz as pv
        mm = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }",
                        options=po.Options(tile_sizes=(4, 4)))
        fig = pv.plot_domain(mm, "S0", {"M": 10, "K": 6, "N": 10}, dims=("i", "j"), color_by="tile")
        fig.savefig("tiles.png")
    """
    if color_by not in COLOR_BY:
        raise ArgumentError(f"color_by must be one of {COLOR_BY}, got {color_by!r}")
    compiled, sizes = as_compiled(kernel_or_compiled, sizes)
    s = find_statement(compiled.scop, stmt)
    dims = tuple(default_dims(s) if dims is None else dims)
    if len(dims) not in (2, 3):
        raise ArgumentError(f"dims must name two or three index variables, got {dims}")
    pos = dim_positions(s, dims)
    names = [s.vars[p] for p in pos]
    inst = statement_instances(compiled, s.name, sizes, num_threads=num_threads, chunk=chunk)
    three = len(dims) == 3
    fig, ax = _mpl.new_axes(ax, three_d=three)
    if len(inst) == 0:
        ax.set_title(f"{compiled.scop.name} {s.name}: empty domain")
        return fig
    proj = inst.coords[:, pos]
    uniq, rep, inv = np.unique(proj, axis=0, return_index=True, return_inverse=True)
    inv = inv.reshape(-1)
    from matplotlib.lines import Line2D
    n = len(uniq)
    shade = inst.tiled and color_by == "tile"
    tiles, tile_partial = projected_tiles(inst, inv, rep)
    partial = tile_partial if shade else np.zeros(n, dtype=bool)

    colors, legend, note = _colors(ax, fig, inst, rep, color_by, tiles, tile_partial)
    size = float(np.clip(2500.0 / n, 4.0, 90.0)) if not three else float(np.clip(1500.0 / n, 3.0, 40.0))
    coords = [uniq[:, k] for k in range(len(dims))]
    for mask, alpha, label in ((~partial, 1.0, "full tile"), (partial, 0.3, "partial tile")):
        if not mask.any():
            continue
        pts = [c[mask] for c in coords]
        face = colors[mask].copy()
        face[:, 3] = alpha
        kw = {"depthshade": False} if three else {}
        ax.scatter(*pts, s=size, c=face, edgecolors=colors[mask], linewidths=0.8, gid="points", zorder=3, **kw)
        if shade:
            legend.append((Line2D([], [], ls="", marker="o", markerfacecolor=(0.3, 0.3, 0.3, alpha),
                                  markeredgecolor=(0.3, 0.3, 0.3, 1.0)), label))
    if color_by == "tile" and inst.tiled and not three and inst.n_tiles <= 500:
        _tile_outlines(ax, uniq, tiles, tile_partial, colors)
    if pieces:
        _pieces(ax, compiled, s, sizes, inst, inv, uniq, pieces, size)

    par = _parallel_dims(inst, pos)
    if three:
        labels = [v if p not in par else f"{v} (parallel" + ("" if par[p] > 0.999 else f", {par[p]:.0%}") + ")"
                  for v, p in zip(names, pos)]
    else:
        labels = [v if p not in par else f"{v}  (parallel loop)" if par[p] > 0.999 else
                  f"{v}  (parallel loop for {par[p]:.0%} of instances)" for v, p in zip(names, pos)]
    ax.set_xlabel(labels[0])
    ax.set_ylabel(labels[1])
    if three:
        ax.set_zlabel(labels[2])
    _mpl.integer_ticks(ax, len(dims))
    if not three:
        ax.set_aspect("equal", adjustable="datalim")
        ax.margins(0.06)
    handles, hlabels = ax.get_legend_handles_labels()
    handles += [h for h, _ in legend]
    hlabels += [lab for _, lab in legend]
    if handles:
        ax.legend(handles, hlabels, loc="upper left", bbox_to_anchor=(1.02, 1.0), fontsize="small",
                  frameon=False)
    sz = ", ".join(f"{k}={sizes[k]}" for k in compiled.scop.params)
    what = {"tile": "tile", "time": "time step", "thread": "thread", None: "-"}[color_by]
    head = title or (f"{compiled.scop.name} {s.name}[{', '.join(s.vars)}]  ({sz})\n"
                     f"{n} points on ({', '.join(names)}) from {len(inst)} instances\ncolor: {what}{note}")
    ax.set_title(head, fontsize="small")
    return fig


def _is_function(inv: np.ndarray, values: np.ndarray, n: int) -> bool:
    return len(np.unique(np.stack([inv, values], axis=1), axis=0)) == n


def projected_tiles(inst, inv: np.ndarray, rep: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Tile number and partial flag of each plotted point (``rep``: an instance per point, ``inv``:
    the point of each instance).

    The tiles *in view* are those of the tile members that the plotted variables determine (with
    their point loops): tiling along a variable that is not shown does not split a plotted point.
    A tile in view is partial when it holds fewer plotted points than a full box of them.
    """
    n = len(rep)
    if not inst.tiled:
        return np.zeros(n, dtype=np.int64), np.zeros(n, dtype=bool)
    tv, tp = inst.tile_values, inst.tile_points
    keep = [k for k in range(tv.shape[1]) if _is_function(inv, tv[:, k], n)
            and (tp is None or _is_function(inv, tp[:, k], n))]
    order = np.argsort(rep, kind="stable")  # instances are in execution order: tiles numbered by first use
    ids, _, part, _ = classify_tiles(tv[rep[order]][:, keep], None if tp is None else tp[rep[order]][:, keep],
                                     [inst.tile_sizes[k] for k in keep])
    tiles, partial = np.empty(n, dtype=np.int64), np.empty(n, dtype=bool)
    tiles[order], partial[order] = ids, part
    return tiles, partial


def _colors(ax, fig, inst, rep, color_by, tiles, tile_partial):
    """RGBA per plotted point, extra legend entries and a title note."""
    from matplotlib import colormaps
    from matplotlib.colors import Normalize
    from matplotlib.lines import Line2D
    n = len(rep)
    legend = []
    note = ""
    if color_by == "tile":
        if not inst.tiled:
            note = " (not tiled: one tile)"
        ntiles = int(tiles.max()) + 1
        palette = _mpl.categorical(ntiles)
        colors = np.array([palette[t % len(palette)] for t in tiles], dtype=float)
        if inst.tiled:
            note += f", {ntiles} tile(s) in view, {len(np.unique(tiles[tile_partial]))} partial"
    elif color_by == "time":
        t = inst.time[rep]
        norm = Normalize(vmin=0, vmax=max(inst.total - 1, 1))
        cmap = colormaps["viridis"]
        colors = np.array(cmap(norm(t)), dtype=float).reshape(n, 4)
        from matplotlib.cm import ScalarMappable
        fig.colorbar(ScalarMappable(norm=norm, cmap=cmap), ax=ax, label="execution step (first instance)",
                     shrink=0.7, location="bottom", pad=0.02)
    elif color_by == "thread":
        th = inst.thread[rep]
        palette = _mpl.categorical(max(inst.num_threads, 1))
        colors = np.array([SERIAL if t < 0 else palette[t % len(palette)] for t in th], dtype=float)
        note = f" ({inst.num_threads} threads, static schedule)"
        shown = sorted(set(th.tolist()))
        for t in shown[:16]:
            c = SERIAL if t < 0 else palette[t % len(palette)]
            legend.append((Line2D([], [], ls="", marker="o", color=c), "serial" if t < 0 else f"thread {t}"))
    else:
        colors = np.tile(np.array(_mpl.categorical(1)[0], dtype=float), (n, 1))
    return colors, legend, note


def _tile_outlines(ax, uniq, tiles, partial, colors):
    from matplotlib.patches import Rectangle
    for t in np.unique(tiles):
        m = tiles == t
        x, y = uniq[m, 0], uniq[m, 1]
        ax.add_patch(Rectangle((x.min() - 0.42, y.min() - 0.42), x.max() - x.min() + 0.84, y.max() - y.min() + 0.84,
                               fill=False, edgecolor=colors[m][0], linewidth=1.2,
                               linestyle="--" if partial[m][0] else "-", zorder=2))


def _pieces(ax, compiled, s, sizes, inst, inv, uniq, pieces, size):
    import islpy as isl
    palette = ["black", "crimson", "darkorange", "teal", "purple", "olive"]
    ctx = compiled.scop.fixed_context(sizes)
    rows = [tuple(r) for r in inst.coords.tolist()]
    if not isinstance(pieces, dict):
        raise ArgumentError(f"pieces must be a dict of labels to isl sets (or their text), got {pieces!r}")
    for k, (label, piece) in enumerate(pieces.items()):
        try:
            if isinstance(piece, str):
                piece = isl.Set(piece, context=compiled.scop.ctx)
            inside = set(set_points(fixed_points(piece, ctx).intersect(fixed_points(s.domain, ctx))))
        except (isl.Error, TypeError) as e:
            raise ArgumentError(f"piece {label!r} is not a set of {s.name}'s instances ({s.domain.get_space()}): "
                                f"{e}") from None
        hit = np.bincount(inv, weights=np.array([r in inside for r in rows], dtype=float), minlength=len(uniq)) > 0
        if not hit.any():
            continue
        pts = [uniq[hit, d] for d in range(uniq.shape[1])]
        kw = dict(s=size * 2.2, marker="s", facecolors="none", edgecolors=palette[k % len(palette)],
                  linewidths=1.0, gid=f"piece:{label}", label=f"{label} ({int(hit.sum())})", zorder=4)
        ax.scatter(*pts, **kw)


def _parallel_dims(inst, pos) -> dict[int, float]:
    """Position -> share of the parallel instances whose parallel loop it drives (its value alone
    determines the loop's iteration, and the loop has more than one)."""
    par = inst.par_it >= 0
    out: dict[int, float] = {}
    total = int(par.sum())
    for loop in np.unique(inst.par_loop[par]):
        rows = inst.par_loop == loop
        it = inst.par_it[rows]
        if len(np.unique(it)) < 2:
            continue
        for p in pos:
            x = inst.coords[rows, p]
            if len(np.unique(np.stack([x, it], axis=1), axis=0)) == len(np.unique(x)):
                out[p] = out.get(p, 0.0) + rows.sum() / total
    return out


__all__ = ["plot_domain", "find_statement"]
