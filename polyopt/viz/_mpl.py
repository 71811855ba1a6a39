"""matplotlib helpers, imported only when a plot is drawn (``import polyopt`` never needs matplotlib).

Figures are made with ``matplotlib.figure.Figure`` (not pyplot): no global state, no backend
choice, and a figure returned as the last expression of a Jupyter cell is shown once.
"""

from __future__ import annotations

from polyopt.errors import ArgumentError


def require_matplotlib():
    try:
        import matplotlib  # noqa: F401
    except ImportError as e:  # pragma: no cover - the notebooks extra installs it
        raise ImportError("polyopt.viz plots need matplotlib: pip install 'polyopt[notebooks]'") from e


def new_axes(ax=None, *, three_d: bool = False, figsize=(6.0, 5.0)):
    """``(figure, axes)``: ``ax`` itself when given, else a fresh figure with one axes."""
    require_matplotlib()
    if ax is not None:
        if three_d and getattr(ax, "name", "") != "3d":
            raise ArgumentError("three dimensions need a 3-D axes (projection='3d')")
        return ax.figure, ax
    from matplotlib.figure import Figure
    fig = Figure(figsize=figsize, layout="constrained")
    if three_d:
        import mpl_toolkits.mplot3d  # noqa: F401 - registers the 3d projection
        return fig, fig.add_subplot(projection="3d")
    return fig, fig.add_subplot()


def categorical(n: int):
    """``n`` RGBA colors: tab10, then Dark2 and Set1 (no pale colors: pale means "partial"), cycled."""
    from matplotlib import colormaps
    base = [colormaps["tab10"](i) for i in range(10)] + [colormaps["Dark2"](i) for i in range(8)] + \
        [colormaps["Set1"](i) for i in (0, 1, 2, 3, 4, 6, 7)]
    return [base[i % len(base)] for i in range(n)]


def integer_ticks(ax, n_axes: int = 2):
    from matplotlib.ticker import MaxNLocator
    axes = [ax.xaxis, ax.yaxis] + ([ax.zaxis] if n_axes == 3 else [])
    for a in axes:
        a.set_major_locator(MaxNLocator(integer=True))
