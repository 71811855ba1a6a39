"""polyopt.viz: the plots draw the expected points and arrows, the HTML views show the schedule."""

from __future__ import annotations

import doctest
import html
import math
import subprocess
import sys

import numpy as np
import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")

import islpy as isl  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

import polyopt as po  # noqa: E402
import polyopt.viz as pv  # noqa: E402
from polyopt.poly import tree as T  # noqa: E402
from polyopt.viz.instances import static_thread  # noqa: E402

MATMUL = "def matmul(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }"
ROWSUM = "def rowsum(float(M, N) X) -> (s) { s(i) +=! X(i, j) }"
SCAN = "def scan(float(N, M) X) -> (Y) { Y(i, j) = X(i, j)\n Y(i, j) += Y(i - 1, j) where i in 1:N }"
SMALL = {"M": 5, "K": 3, "N": 4}


@pytest.fixture(scope="module")
def matmul():
    return po.compile(MATMUL, options=po.Options(tile_sizes=(2, 2), parallel_min_work=0))


def _points(fig: Figure) -> int:
    ax = fig.axes[0]
    n = 0
    for c in ax.collections:
        if c.get_gid() == "points":
            n += len(c._offsets3d[0]) if hasattr(c, "_offsets3d") else len(c.get_offsets())
    return n


def _arrows(fig: Figure) -> dict[str, int]:
    return {c.get_gid().split(":")[1]: c.N for c in fig.axes[0].collections
            if (c.get_gid() or "").startswith("dependences:")}


def _count(rel: isl.UnionMap, ctx: isl.Set, stmt: str | None = None) -> int:
    rel = rel.intersect_params(ctx)
    lst = rel.get_map_list()
    total = 0
    for i in range(lst.n_map()):
        m = lst.get_at(i)
        if stmt is None or (m.get_tuple_name(isl.dim_type.in_) == stmt == m.get_tuple_name(isl.dim_type.out)):
            total += m.wrap().count_val().to_python()
    return total


# ---- instances ---------------------------------------------------------------------------------------
def test_every_instance_once_in_execution_order(matmul):
    c = matmul.specialize(**SMALL)
    inst = pv.statement_instances(c, "S0", num_threads=2)
    assert len(inst) == 5 * 3 * 4 and inst.total == 5 * 3 * 4 + 5 * 4  # the init statement too
    assert len({tuple(r) for r in inst.coords.tolist()}) == len(inst)
    assert np.all(np.diff(inst.time) > 0)
    assert set(inst.thread.tolist()) <= {0, 1} and inst.thread.min() == 0


def test_small_nests_show_no_threads():
    k = po.compile(MATMUL, options=po.Options(parallel_min_work=10 ** 6))
    inst = pv.statement_instances(k.specialize(**SMALL), "S0", num_threads=2)
    assert set(inst.thread.tolist()) == {-1} and "omp parallel" not in k.source


def test_partial_tiles_of_a_two_by_two_tiling():
    k = po.compile(ROWSUM, options=po.Options(tile_sizes=(2, 2)))
    inst = pv.statement_instances(k.specialize(M=3, N=4), "S0")
    assert inst.tiled and inst.n_tiles == 4 and inst.tile_box == 4
    # i = 2 sits alone in its tile: those two tiles (4 instances) are partial, the others full
    assert sorted(inst.coords[inst.partial, 0].tolist()) == [2, 2, 2, 2]
    counts = np.bincount(inst.tile)
    assert sorted(counts.tolist()) == [2, 2, 4, 4]


def test_untiled_schedule_has_one_tile():
    k = po.compile(ROWSUM, options=po.Options(tile_sizes=0))
    inst = pv.statement_instances(k.specialize(M=3, N=4), "S0")
    assert not inst.tiled and inst.n_tiles == 1 and not inst.partial.any()


def test_static_schedule_threads():
    it = np.arange(10)
    assert static_thread(it, np.full(10, 10), 4, None).tolist() == [0, 0, 0, 1, 1, 1, 2, 2, 3, 3]
    assert static_thread(it, np.full(10, 10), 4, 1).tolist() == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]
    assert static_thread(np.array([0, 1, -1]), np.array([2, 2, 0]), 8, None).tolist() == [0, 1, -1]


def test_statement_lookup_and_errors(matmul):
    c = matmul.specialize(**SMALL)
    assert pv.statement_instances(c, "C").stmt == "S0"  # the tensor name picks its update statement
    with pytest.raises(po.ArgumentError, match="no statement"):
        pv.plot_domain(c, "nope")
    with pytest.raises(po.ArgumentError, match="no index variable 'z'"):
        pv.plot_domain(c, "S0", dims=("i", "z"))
    fresh = po.compile(MATMUL)
    with pytest.raises(po.ArgumentError, match="sizes are needed"):
        pv.plot_domain(fresh, "S0")
    fresh.specialize(**SMALL)  # as a call does: the kernel's current sizes are the default
    assert _points(pv.plot_domain(fresh, "S0")) == 20
    with pytest.raises(po.ArgumentError, match="color_by"):
        pv.plot_domain(c, "S0", color_by="rainbow")
    with pytest.raises(po.ArgumentError, match="dependence kinds"):
        pv.plot_dependences(c, kinds=("flw",))
    with pytest.raises(po.ArgumentError, match="highlight_c takes the C source"):  # (AttributeError before)
        pv.highlight_c(None)
    with pytest.raises(po.ArgumentError, match="got int"):
        pv.side_by_side(1, 2)
    with pytest.raises(po.ArgumentError, match="sizes are a dict"):  # (a raw TypeError from a list)
        matmul.random_inputs([2, 3, 4])


def test_bad_arguments_of_the_plots_are_errors_of_ours(matmul):
    """Each was a raw error (IndexError, TypeError, isl.Error, AttributeError) or a silent plot."""
    c = matmul.specialize(**SMALL)
    with pytest.raises(po.ArgumentError, match=r"no statement 9 in matmul: it has 2 \(S0_init \(writes C\), S0"):
        pv.plot_domain(c, 9)
    for f in (pv.plot_domain, pv.plot_dependences):
        with pytest.raises(po.ArgumentError, match=r"sizes are a dict of size names to ints \(sizes of matmul: M, K"):
            f(matmul, sizes=[5, 3, 4])
    for kw in (dict(num_threads=0), dict(num_threads=2.5), dict(chunk=-1)):
        with pytest.raises(po.ArgumentError, match=r"(num_threads|chunk) must be an int >= 1 or None"):
            pv.plot_domain(c, "S0", color_by="thread", **kw)
    for pieces in ({"a": "not isl"}, {"a": "{ [x] : 0 <= x < 3 }"}):
        with pytest.raises(po.ArgumentError, match=r"piece 'a' is not a set of S0's instances"):
            pv.plot_domain(c, "S0", pieces=pieces)
    with pytest.raises(po.ArgumentError, match="pieces must be a dict"):
        pv.plot_domain(c, "S0", pieces=["{ S0[i, j, k] : i = 0 }"])
    with pytest.raises(po.ArgumentError, match="expected a polyopt.Options, got NoneType"):
        pv.options_html(None)
    with pytest.raises(po.ArgumentError, match="results are a list of dicts"):
        pv.plot_tuning_heatmap(None)
    with pytest.raises(po.ArgumentError, match="a result without 'tile_i'"):
        pv.plot_tuning_heatmap([{"time": 1.0}])


# ---- plot_domain -------------------------------------------------------------------------------------
@pytest.mark.parametrize("color_by", ["tile", "time", "thread", None])
def test_plot_domain_matmul_projection_has_twenty_points(matmul, color_by):
    fig = pv.plot_domain(matmul, "S0", SMALL, dims=("i", "j"), color_by=color_by, num_threads=2)
    assert isinstance(fig, Figure)
    assert _points(fig) == 20  # 5 x 4 distinct (i, j) of 60 instances
    assert fig.axes[0].get_xlabel().startswith("i") and fig.axes[0].get_ylabel().startswith("j")


def test_plot_domain_marks_partial_tiles():
    k = po.compile(ROWSUM, options=po.Options(tile_sizes=(2, 2)))
    fig = pv.plot_domain(k, "S0", {"M": 3, "N": 4}, dims=("i", "j"))
    ax = fig.axes[0]
    pale = [c for c in ax.collections if c.get_gid() == "points" and c.get_facecolors()[0][3] < 1]
    assert len(pale) == 1 and len(pale[0].get_offsets()) == 4  # the partial tiles: i = 2
    assert len(ax.patches) == 4  # one outline per tile


def test_tiles_along_a_hidden_variable_do_not_split_plotted_points():
    k = po.compile(MATMUL, options=po.Options(tile_sizes=(4, 4)))
    inst = pv.statement_instances(k.specialize(M=10, K=6, N=9), "S0")
    assert inst.n_tiles == 6 and inst.tile_sizes[:2] == (4, 4)  # i and k tiled (j stays innermost)
    fig = pv.plot_domain(k, "S0", {"M": 10, "K": 6, "N": 9}, dims=("i", "j"))
    ax = fig.axes[0]
    assert "3 tile(s) in view, 1 partial" in ax.get_title()  # i in 0..3, 4..7 full; 8..9 partial
    pale = [c for c in ax.collections if c.get_gid() == "points" and c.get_facecolors()[0][3] < 1]
    assert len(pale[0].get_offsets()) == 2 * 9 and _points(fig) == 90


def test_plot_domain_labels_the_parallel_loop(matmul):
    c = matmul.specialize(**SMALL)
    fig = pv.plot_domain(c, "S0", dims=("i", "j"), color_by="thread", num_threads=2)
    labels = [fig.axes[0].get_xlabel(), fig.axes[0].get_ylabel()]
    parallel = "#pragma omp parallel for" in c.source
    assert any("(parallel loop" in x for x in labels) == parallel
    threads = {t.get_text() for t in fig.axes[0].get_legend().get_texts()}
    assert ({"thread 0", "thread 1"} <= threads) == parallel


def test_plot_domain_three_dims_and_given_axes(matmul):
    fig = pv.plot_domain(matmul.specialize(**SMALL), "S0", dims=("i", "j", "k"), color_by="time")
    assert _points(fig) == 60
    assert fig.axes[0].name == "3d"
    from matplotlib.figure import Figure as F
    own = F()
    axes = own.subplots(1, 2)
    assert pv.plot_domain(matmul, "S0", SMALL, dims=("k", "j"), ax=axes[1]) is own
    assert sum(len(c.get_offsets()) for c in axes[1].collections if c.get_gid() == "points") == 12


def test_plot_domain_pieces():
    k = po.compile("def blur(float(N, M) X) -> (Y) { Y(i, j) +=! X(i + a, j) where a in 0:3 }")
    piece = "[N, M] -> { S0[i, j, a] : i = 0 or i = N - 3 }"
    fig = pv.plot_domain(k, "S0", {"N": 6, "M": 3}, dims=("i", "j"), pieces={"border": piece})
    border = [c for c in fig.axes[0].collections if c.get_gid() == "piece:border"]
    assert len(border) == 1 and sorted(set(border[0].get_offsets()[:, 0].tolist())) == [0, 3]
    assert len(border[0].get_offsets()) == 2 * 3


# ---- plot_dependences --------------------------------------------------------------------------------
def test_dependence_arrows_equal_dependence_pairs():
    k = po.compile(ROWSUM)
    sizes = {"M": 2, "N": 4}
    fig = pv.plot_dependences(k, sizes, stmt="S0", dims=("i", "j"))
    ctx = k.scop.fixed_context(sizes)
    want = {kind: _count(getattr(k.dependences, kind), ctx, "S0") for kind in ("flow", "anti", "output")}
    assert want == {"flow": 2 * 3, "anti": 2 * 6, "output": 2 * 6}
    assert _arrows(fig) == want


def test_dependence_arrows_of_a_recurrence():
    k = po.compile(SCAN)
    fig = pv.plot_dependences(k, {"N": 5, "M": 3}, stmt="S1", dims=("i", "j"), kinds=("flow",))
    assert _arrows(fig) == {"flow": (5 - 2) * 3}
    q = next(c for c in fig.axes[0].collections if c.get_gid() == "dependences:flow")
    assert np.allclose(q.U, 1) and np.allclose(q.V, 0)  # every arrow goes one step along i


def test_dependences_between_statements_are_shifted_apart():
    k = po.compile("def blur(float(N, M) X) -> (Y) { T(i, j) = 2.0 * X(i, j)\n Y(i, j) = T(i, j) + T(i, j + 1) }")
    sizes = {"N": 3, "M": 4}
    fig = pv.plot_dependences(k, sizes, dims=("i", "j"), kinds=("flow",))
    pairs = _count(k.dependences.flow, k.scop.fixed_context(sizes))
    assert pairs == 3 * 3 * 2  # Y(i, j) reads T(i, j) and T(i, j + 1)
    assert _arrows(fig) == {"flow": pairs}  # T(i, j) -> Y(i, j) too: the statements are drawn apart
    assert {t.get_text() for t in fig.axes[0].get_legend().get_texts()} >= {"S0 (T)", "S1 (Y)"}


def test_dependence_arrows_sampled_deterministically(matmul):
    sizes = {"M": 4, "K": 6, "N": 3}
    figs = [pv.plot_dependences(matmul, sizes, stmt="S0", dims=("i", "k"), max_arrows=10, seed=s)
            for s in (0, 0, 1)]
    counts = [_arrows(f) for f in figs]
    assert all(sum(c.values()) == 10 for c in counts)
    assert all(len(c) == 3 for c in counts)  # every kind keeps some arrows

    def offsets(f):
        return sorted(tuple(np.round(c.get_offsets(), 6).ravel()) for c in f.axes[0].collections
                      if (c.get_gid() or "").startswith("dependences:"))
    assert offsets(figs[0]) == offsets(figs[1])


def test_dependences_along_hidden_dims_are_not_drawn(matmul):
    fig = pv.plot_dependences(matmul, SMALL, stmt="S0", dims=("i", "j"))
    assert _arrows(fig) == {}
    assert "hidden" in fig.axes[0].get_title()


def test_nearest_keeps_one_sink_per_source():
    k = po.compile(ROWSUM)
    fig = pv.plot_dependences(k, {"M": 2, "N": 4}, stmt="S0", dims=("i", "j"), kinds=("anti",), nearest=True)
    assert _arrows(fig) == {"anti": 2 * 3}


# ---- HTML and text -----------------------------------------------------------------------------------
def test_schedule_html_shows_every_band_member(matmul):
    c = matmul.specialize(**SMALL)
    text = pv.schedule_html(c)
    for b in c.schedule.bands:
        for m in range(b.n):
            assert html.escape(T.member_text(b.member(m))) in text
    assert "tile band" in text and "point band" in text and "mark parallel" in text
    assert "coincident" in text and "tile 2" in text
    assert pv.schedule_html(c.schedule) == text
    assert "tile band" not in pv.schedule_html(c.schedule.tree) and "band" in pv.schedule_html(c.schedule.tree)


def test_schedule_html_sequence_and_filters():
    k = po.compile("def two(float(N) X) -> (T, Y) { T(i) = 2.0 * X(i)\n Y(i) = T(i) + 1.0 }",
                   options=po.Options(schedule="program"))
    text = pv.schedule_html(k.schedule)
    assert "sequence" in text and text.count("po-filter") == 2


def test_schedule_text(matmul):
    c = matmul.specialize(**SMALL)
    text = pv.schedule_text(c)
    assert text.startswith("# schedule:") and T.render(c.schedule.root).strip() in text


def test_highlight_and_side_by_side(matmul):
    plain = po.compile(MATMUL, options=po.Options(schedule="program")).specialize(**SMALL)
    tiled = matmul.specialize(**SMALL)
    code = pv.highlight_c(tiled.source)
    assert "for" in code and "<span" in code  # pygments is a dependency of the notebooks extra
    both = pv.side_by_side(plain, tiled)
    assert both.count("po-code") == 2 and "program order" in both and "tile_sizes=(2, 2)" in both
    assert "<pre" in pv.side_by_side("int x;", "int y;")


def test_kernel_and_options_html(matmul):
    matmul.specialize(**SMALL)
    text = pv.kernel_html(matmul)
    for want in ("polyopt.Kernel", "matmul", "S0_init", "S0", "schedule", "C code", "M=5", "flow"):
        assert want in text
    assert "+=!" in html.unescape(text)
    opts = pv.options_html(po.Options(tile_sizes=(8, 8)))
    assert "font-weight:bold'><td style='text-align:left;padding:0 10px 0 0'>tile_sizes" in opts


# ---- heatmap -----------------------------------------------------------------------------------------
def test_tuning_heatmap_shape_and_best():
    results = [{"tile_i": a, "tile_j": b, "time": a * 0.1 + abs(b - 16) * 0.01} for a in (4, 8, 16) for b in (8, 16)]
    results.append({"tile_i": 4, "tile_j": 16, "time": None})  # a failed measurement: ignored
    fig = pv.plot_tuning_heatmap(results, x="tile_i", y="tile_j", value="time")
    ax = fig.axes[0]
    img = ax.images[0].get_array()
    assert img.shape == (2, 3)
    assert math.isclose(float(img[1, 0]), 0.4)  # tile_j=16 row, tile_i=4 column
    best = next(p for p in ax.patches if p.get_gid() == "best")
    assert best.get_xy() == (-0.5, 0.5)
    assert "tile_i=4, tile_j=16" in ax.get_title()


def test_tuning_heatmap_without_results():
    with pytest.raises(ValueError):
        pv.plot_tuning_heatmap([])


# ---- packaging ---------------------------------------------------------------------------------------
def test_import_polyopt_does_not_import_matplotlib():
    code = "import sys, polyopt, polyopt.viz; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("module", ["polyopt.viz", "polyopt.viz.instances", "polyopt.viz.html"])
def test_doctests(module):
    import importlib
    res = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert res.failed == 0
