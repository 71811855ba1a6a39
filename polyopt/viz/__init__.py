"""See what the optimizer did: plots (matplotlib) and HTML views for notebooks.

Plots return a ``matplotlib.figure.Figure`` (shown when it is the last expression of a Jupyter cell;
``fig.savefig(path)`` elsewhere). matplotlib is imported only when a plot is drawn, so
``import polyopt`` and the HTML views never need it.

- ``plot_domain(kernel_or_compiled, stmt, sizes, dims, color_by="tile"|"time"|"thread"|None)``:
  a statement's iteration points, colored by tile (partial tiles pale), time step or thread.
- ``plot_dependences(kernel, sizes, stmt=None, dims=None, kinds=("flow", "anti", "output"))``:
  dependences as arrows between instances, sampled when there are many.
- ``schedule_html(schedule)`` / ``schedule_text(schedule)``: the schedule tree as nested boxes / text.
- ``highlight_c(source)``, ``side_by_side(a, b)``: generated C, highlighted; two nests next to each other.
- ``plot_tuning_heatmap(results, x, y, value)``: a tuning sweep as a heatmap.
- ``kernel_html(kernel)``, ``options_html(options)``: rich HTML reprs.
- ``statement_instances(compiled, stmt, sizes)``: the numbers behind ``plot_domain``.

>>> import polyopt as po, polyopt.viz as pv
>>> k = po.compile("def f(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }")
>>> print(pv.schedule_text(k.specialize(N=8)).splitlines()[0])
# schedule: automatic (isl scheduler)
"""

from polyopt.viz.dependences import plot_dependences
from polyopt.viz.domain import plot_domain
from polyopt.viz.html import highlight_c, kernel_html, options_html, schedule_html, schedule_text, side_by_side
from polyopt.viz.instances import Instances, statement_instances
from polyopt.viz.tuning import plot_tuning_heatmap, tuning_grid

__all__ = ["plot_domain", "plot_dependences", "schedule_html", "schedule_text", "highlight_c", "side_by_side",
           "plot_tuning_heatmap", "tuning_grid", "kernel_html", "options_html", "statement_instances", "Instances"]
