"""``plot_tuning_heatmap``: a tuning sweep's measurements as a heatmap over two parameters."""

from __future__ import annotations

import math

import numpy as np

from polyopt.errors import ArgumentError
from polyopt.viz import _mpl


def _get(r, key):
    try:
        return r[key] if isinstance(r, dict) else getattr(r, key)
    except (KeyError, AttributeError):
        raise ArgumentError(f"a result without {key!r}: results are dicts (or objects with attributes) holding "
                            f"the x, y and value keys, got {r!r}") from None


def tuning_grid(results, x: str, y: str, value: str, lower_is_better: bool = True):
    """``(xs, ys, grid)``: sorted distinct x and y values, ``grid[iy, ix]`` the best value measured
    there (NaN where nothing was measured or the value is None)."""
    rows = [(_get(r, x), _get(r, y), _get(r, value)) for r in results]
    xs = sorted({a for a, _, _ in rows}, key=_order)
    ys = sorted({b for _, b, _ in rows}, key=_order)
    grid = np.full((len(ys), len(xs)), np.nan)
    for a, b, v in rows:
        if v is None or (isinstance(v, float) and math.isnan(v)):
            continue
        iy, ix = ys.index(b), xs.index(a)
        old = grid[iy, ix]
        if np.isnan(old) or (v < old if lower_is_better else v > old):
            grid[iy, ix] = v
    return xs, ys, grid


def _order(v):
    return (0, v, "") if isinstance(v, int | float) and not isinstance(v, bool) else (1, 0, str(v))


def plot_tuning_heatmap(results, x: str = "tile_i", y: str = "tile_j", value: str = "time", ax=None, *,
                        lower_is_better: bool = True, fmt: str = "{:.3g}", cmap: str | None = None,
                        title: str | None = None):
    """A tuning sweep as a heatmap: ``value`` over the grid of ``x`` and ``y`` values, each cell
    annotated, the best cell outlined in red.

    results: a list of dicts (or objects with attributes) holding ``x``, ``y`` and ``value``; when a
    cell was measured several times the best value is shown; a value of None (a failed point) is
    left blank. ``lower_is_better`` picks the best cell (times: lower). The image has shape
    ``(number of distinct y, number of distinct x)``. Returns the matplotlib ``Figure``.

    Example::

        results = []
        for a in (8, 16, 32):
            for b in (8, 16, 32):
                k = po.compile(src, options=po.Options(tile_sizes=(a, b)))
                results.append({"tile_i": a, "tile_j": b, "time": measure(k)})
        fig = polyopt.viz.plot_tuning_heatmap(results, x="tile_i", y="tile_j", value="time")
    """
    if isinstance(results, str | bytes) or not hasattr(results, "__iter__"):
        raise ArgumentError(f"results are a list of dicts (or objects with attributes), got {type(results).__name__}")
    results = list(results)
    if not results:
        raise ArgumentError("no results to plot")
    xs, ys, grid = tuning_grid(results, x, y, value, lower_is_better)
    fig, ax = _mpl.new_axes(ax, figsize=(1.0 + 0.9 * max(len(xs), 3), 1.0 + 0.75 * max(len(ys), 3)))
    cmap = cmap or ("viridis_r" if lower_is_better else "viridis")
    im = ax.imshow(grid, origin="lower", cmap=cmap, aspect="auto")
    ax.set_xticks(range(len(xs)), [str(v) for v in xs])
    ax.set_yticks(range(len(ys)), [str(v) for v in ys])
    ax.set_xlabel(x)
    ax.set_ylabel(y)
    fig.colorbar(im, ax=ax, label=value, shrink=0.85)
    finite = grid[np.isfinite(grid)]
    mid = (finite.min() + finite.max()) / 2 if finite.size else 0.0
    for iy in range(len(ys)):
        for ix in range(len(xs)):
            v = grid[iy, ix]
            if np.isfinite(v):
                dark = (v > mid) if lower_is_better else (v < mid)
                ax.text(ix, iy, fmt.format(v), ha="center", va="center", fontsize="small",
                        color="white" if dark else "black")
    best = None
    if finite.size:
        flat = np.nanargmin(grid) if lower_is_better else np.nanargmax(grid)
        by, bx = np.unravel_index(flat, grid.shape)
        best = (xs[bx], ys[by], grid[by, bx])
        from matplotlib.patches import Rectangle
        ax.add_patch(Rectangle((bx - 0.5, by - 0.5), 1, 1, fill=False, edgecolor="red", linewidth=2.5, gid="best"))
    head = title or f"{value} over {x} × {y}"
    if best is not None:
        head += f"\nbest: {x}={best[0]}, {y}={best[1]} ({fmt.format(best[2])})"
    ax.set_title(head, fontsize="medium")
    return fig


__all__ = ["plot_tuning_heatmap", "tuning_grid"]
