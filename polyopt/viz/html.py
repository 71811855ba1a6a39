"""HTML (and plain-text) views for notebooks: schedule trees as nested boxes, highlighted C, side by
side loop nests, and rich reprs of kernels and options. No matplotlib needed.

>>> from polyopt.options import Options
>>> "tile_sizes" in options_html(Options(tile_sizes=(32, 32)))
True
"""

from __future__ import annotations

import html
from dataclasses import fields

from polyopt.errors import ArgumentError
from polyopt.poly import tree as T

_BOX = "border:1px solid {c};border-left:4px solid {c};border-radius:4px;margin:3px 0 3px 10px;padding:2px 6px;"
_COLORS = {"domain": "#555", "band": "#1f77b4", "tile": "#2c8a2c", "point": "#17becf", "unroll": "#8c564b",
           "mark": "#ff7f0e", "sequence": "#7f7f7f", "filter": "#9467bd"}
_FONT = "font-family:SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;line-height:1.35;"


def _esc(x) -> str:
    return html.escape(str(x), quote=True)


def _root_of(schedule) -> tuple[T.Root, str, tuple[str, ...]]:
    """``(root, kind, notes)`` from a Schedule, a Compiled, a Kernel, a tree Root or an isl schedule."""
    if isinstance(schedule, T.Root):
        return schedule, "", ()
    if hasattr(schedule, "root") and isinstance(schedule.root, T.Root):  # Schedule
        return schedule.root, getattr(schedule, "kind", ""), tuple(getattr(schedule, "notes", ()))
    if hasattr(schedule, "schedule") and not isinstance(schedule.schedule, str):  # Compiled or Kernel
        return _root_of(schedule.schedule)
    if hasattr(schedule, "get_root"):  # isl.Schedule
        return T.from_isl(schedule), "", ()
    raise ArgumentError("expected a schedule (Schedule, Compiled, Kernel or isl.Schedule), "
                        f"got {type(schedule).__name__}")


def _kind_words(kind: str) -> str:
    from polyopt.schedule.schedule import KIND_WORDS
    return KIND_WORDS.get(kind, kind)


def schedule_text(schedule) -> str:
    """The schedule tree as indented text: bands with members, coincidence, tile sizes, marks,
    filters and sequences (plus the scheduler's notes).

    Example::

        print(polyopt.viz.schedule_text(kernel.specialize(M=64, N=64, K=64).schedule))
    """
    root, kind, notes = _root_of(schedule)
    head = f"# schedule: {_kind_words(kind)}\n" if kind else ""
    return head + T.render(root).rstrip("\n") + "".join(f"\n# note: {n}" for n in notes)


def _set_text(s) -> str:
    """An isl set without its parameter prefix, statement by statement."""
    text = str(s)
    if "->" in text.split("{", 1)[0]:
        text = "{" + text.split("{", 1)[1]
    return text


def _band_html(b: T.Band) -> str:
    role = b.role or "band"
    color = _COLORS.get(b.role, _COLORS["band"])
    title = {"tile": "tile band", "point": "point band", "unroll": "unrolled strip"}.get(b.role, "band")
    flags = ["permutable"] if b.permutable else []
    if b.options is not None:
        flags.append("full/partial tiles separated")
    rows = []
    types = b.types()
    for k in range(b.n):
        coinc = "&#10003; coincident" if k < len(b.coincident) and b.coincident[k] else "&ndash;"
        size = b.tile_sizes[k] if k < len(b.tile_sizes) else None
        size_txt = "" if not size else (f"tile {size}" if b.role == "tile" else f"size {size}")
        rows.append(f"<tr><td style='padding:0 8px 0 0'><b>{_esc(T.member_text(b.member(k)))}</b></td>"
                    f"<td style='padding:0 8px;color:#555'>{coinc}</td><td style='padding:0 8px;color:#555'>"
                    f"{_esc(size_txt)}</td><td style='padding:0 8px;color:#555'>"
                    f"{'' if types[k] == 'default' else _esc(types[k])}</td></tr>")
    table = f"<table style='border-collapse:collapse;{_FONT}'>{''.join(rows)}</table>"
    return (f"<div class='po-band po-{role}' style='{_BOX.format(c=color)}'>"
            f"<span style='color:{color};font-weight:bold'>{title}</span>"
            f"<span style='color:#777'> {_esc(', '.join(flags))}</span>{table}{_node_html(b.child)}</div>")


def _node_html(n: T.Node) -> str:
    if isinstance(n, T.Leaf):
        return ""
    if isinstance(n, T.Band):
        return _band_html(n)
    if isinstance(n, T.Mark):
        c = _COLORS["mark"]
        return (f"<div class='po-mark' style='{_BOX.format(c=c)}'><span style='color:{c};font-weight:bold'>"
                f"mark {_esc(n.name)}</span>{_node_html(n.child)}</div>")
    if isinstance(n, T.Sequence):
        c = _COLORS["sequence"]
        return (f"<div class='po-sequence' style='{_BOX.format(c=c)}'><span style='color:{c};font-weight:bold'>"
                f"sequence</span>{''.join(_node_html(f) for f in n.children)}</div>")
    if isinstance(n, T.Filter):
        c = _COLORS["filter"]
        return (f"<div class='po-filter' style='{_BOX.format(c=c)}'><span style='color:{c};font-weight:bold'>"
                f"filter</span> <code>{_esc(_set_text(n.filter))}</code>{_node_html(n.child)}</div>")
    raise TypeError(n)  # pragma: no cover


def schedule_html(schedule) -> str:
    """The schedule tree as nested HTML boxes: the domain, marks (parallel, vector), bands with one
    row per member (its affine expression, coincidence, tile size, loop type), sequences and filters.

    ``schedule``: a ``Schedule``, a ``Compiled``, a ``Kernel`` (its current schedule), a schedule
    tree ``Root`` or an ``isl.Schedule``. Display it in Jupyter with
    ``IPython.display.HTML(schedule_html(s))``.

    Example::

        from IPython.display import HTML
        HTML(polyopt.viz.schedule_html(kernel.specialize(M=64, N=64, K=64)))
    """
    root, kind, notes = _root_of(schedule)
    c = _COLORS["domain"]
    head = f"schedule: {_esc(_kind_words(kind))}" if kind else "schedule"
    note_html = "".join(f"<div style='color:#a33'>note: {_esc(n)}</div>" for n in notes)
    return (f"<div class='po-schedule' style='{_FONT}'><div style='{_BOX.format(c=c)}margin-left:0'>"
            f"<span style='font-weight:bold'>{head}</span><div style='color:#555'>domain "
            f"<code>{_esc(_set_text(root.domain))}</code></div>{_node_html(root.child)}</div>{note_html}</div>")


# ---- code ------------------------------------------------------------------------------------------
def highlight_c(source: str) -> str:
    """C source as HTML with syntax highlighting (pygments with inline styles when installed, else an
    escaped ``<pre>``).

    Example::

        from IPython.display import HTML
        HTML(polyopt.viz.highlight_c(kernel.source))
    """
    if not isinstance(source, str):
        raise ArgumentError(f"highlight_c takes the C source as a string, got {type(source).__name__}")
    try:
        from pygments import highlight
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import CLexer
    except ImportError:
        return f"<pre class='po-code' style='{_FONT}'>{_esc(source)}</pre>"
    body = highlight(source, CLexer(), HtmlFormatter(noclasses=True, nobackground=True, style="default"))
    return f"<div class='po-code' style='{_FONT}overflow-x:auto'>{body}</div>"


def _loop_body(source: str) -> str:
    """The kernel function of a generated C file (the helpers above it left out)."""
    lines = source.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("// polyopt kernel")), 0)
    return "\n".join(lines[start:])


def _code_of(x) -> tuple[str, str]:
    """(title, C source) of a Compiled, a Kernel or a string."""
    if isinstance(x, str):
        return "", x
    if not hasattr(x, "source"):
        raise ArgumentError(f"expected a Compiled, a Kernel or C source as a string, got {type(x).__name__}")
    src = x.source
    title = ""
    opts = getattr(x, "options", None)
    sched = getattr(x, "schedule", None)
    if sched is not None and hasattr(sched, "kind"):
        title = _kind_words(sched.kind)
    if opts is not None:
        title += (" · " if title else "") + _options_short(opts)
    return title, src


def _options_short(o) -> str:
    from polyopt.options import Options
    d = Options()
    parts = [f"{f.name}={getattr(o, f.name)!r}" for f in fields(o) if getattr(o, f.name) != getattr(d, f.name)]
    return ", ".join(parts) or "default options"


def side_by_side(compiled_a, compiled_b, *, titles: tuple[str, str] | None = None, full: bool = False) -> str:
    """Two loop nests' C code next to each other (highlighted HTML), e.g. before/after a transformation.

    ``compiled_a``/``compiled_b``: ``Compiled``, ``Kernel`` or C source strings; the helper functions
    at the top of the generated files are left out unless ``full``.

    Example::

        from IPython.display import HTML
        plain = po.compile(src, options=po.Options(schedule="program")).specialize(N=64)
        tiled = po.compile(src, options=po.Options(tile_sizes=(16, 16))).specialize(N=64)
        HTML(polyopt.viz.side_by_side(plain, tiled))
    """
    cols = []
    for k, x in enumerate((compiled_a, compiled_b)):
        title, src = _code_of(x)
        if titles is not None:
            title = titles[k]
        code = src if full else _loop_body(src)
        cols.append(f"<td style='vertical-align:top;padding:4px;width:50%;border:1px solid #ddd'>"
                    f"<div style='font-weight:bold;{_FONT}'>{_esc(title)}</div>{highlight_c(code)}</td>")
    return f"<table class='po-side-by-side' style='width:100%;table-layout:fixed'><tr>{''.join(cols)}</tr></table>"


# ---- rich reprs ------------------------------------------------------------------------------------
def options_html(options) -> str:
    """An ``Options`` value as an HTML table (fields that differ from the defaults in bold)."""
    from polyopt.options import Options
    if not isinstance(options, Options):
        raise ArgumentError(f"expected a polyopt.Options, got {type(options).__name__}")
    d = Options()
    rows = []
    for f in fields(options):
        v, dv = getattr(options, f.name), getattr(d, f.name)
        style = "font-weight:bold" if v != dv else "color:#555"
        rows.append(f"<tr style='{style}'><td style='text-align:left;padding:0 10px 0 0'>{_esc(f.name)}</td>"
                    f"<td style='text-align:left'>{_esc(repr(v))}</td></tr>")
    return (f"<div class='po-options' style='{_FONT}'><b>polyopt.Options</b>"
            f"<table style='border-collapse:collapse;{_FONT}'>{''.join(rows)}</table></div>")


def _def_text(kernel) -> str:
    """The text of the kernel's def (from its line to the closing brace)."""
    src = kernel.program.source or ""
    line = getattr(kernel.definition.loc, "line", 0)
    lines = src.splitlines()
    if not line or line > len(lines):
        return src
    out, depth, seen = [], 0, False
    for text in lines[line - 1:]:
        out.append(text)
        depth += text.count("{") - text.count("}")
        seen = seen or "{" in text
        if seen and depth <= 0:
            break
    return "\n".join(out)


def _section(title: str, body: str, open_: bool = False) -> str:
    return (f"<details{' open' if open_ else ''} style='margin:4px 0'><summary style='cursor:pointer;"
            f"font-weight:bold'>{_esc(title)}</summary><div style='margin-left:12px'>{body}</div></details>")


def _safe(fn) -> str:
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - a repr must never raise; show what went wrong instead
        return f"<pre style='color:#a33'>{_esc(type(e).__name__)}: {_esc(e)}</pre>"


def _model_html(kernel) -> str:
    scop = kernel.scop
    rows = []
    for s in scop.statements:
        what = str(s).splitlines()[0].split(": ", 1)[-1]
        dom = s.domain.gist_params(scop.context)
        rows.append(f"<tr><td style='padding:0 8px 0 0'><b>{_esc(s.name)}</b></td><td>{_esc(what)}</td></tr>"
                    f"<tr><td></td><td style='color:#555'>{_esc(_set_text(dom))}</td></tr>")
    import islpy as isl

    from polyopt.poly.deps import _maps, distance
    deps = []
    d = kernel.dependences
    for kind in ("flow", "anti", "output", "reduction"):
        for m in _maps(getattr(d, kind)):
            src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
            dist = distance(m)
            deps.append(f"{kind} {src} &rarr; {dst}" + (f" (distance {_esc(dist)})" if dist else ""))
    params = ", ".join(scop.params) or "none"
    return (f"<div style='{_FONT}'>sizes: {_esc(params)}<table style='border-collapse:collapse;{_FONT}'>"
            f"{''.join(rows)}</table><div style='margin-top:4px'>dependences: "
            f"{'; '.join(deps) or 'none'}</div></div>")


def kernel_html(kernel) -> str:
    """A ``Kernel`` as HTML: its source, the model (statements, domains, dependences), the schedule
    tree and the generated C of the current specialization (collapsible sections)."""
    outs = ", ".join(kernel.checked.outputs) if hasattr(kernel, "checked") else ""
    current = kernel.current
    sizes = ", ".join(f"{k}={v}" for k, v in current.sizes) or "parametric (no call yet)"
    head = (f"<div style='{_FONT}'><b>polyopt.Kernel</b> <code>{_esc(kernel.name)}</code> &rarr; {_esc(outs)}"
            f" &middot; target {_esc(kernel.target)} &middot; {_esc(_options_short(kernel.options))}"
            f" &middot; current sizes: {_esc(sizes)}</div>")
    parts = [
        _section("source", _safe(lambda: f"<pre style='{_FONT}'>{_esc(_def_text(kernel))}</pre>"), open_=True),
        _section("model", _safe(lambda: _model_html(kernel))),
        _section("schedule", _safe(lambda: schedule_html(current.schedule)), open_=True),
        _section("C code", _safe(lambda: highlight_c(_loop_body(current.source)))),
    ]
    return f"<div class='po-kernel'>{head}{''.join(parts)}</div>"


__all__ = ["schedule_html", "schedule_text", "highlight_c", "side_by_side", "kernel_html", "options_html"]
