"""Markdown and JSON output of a benchmark run."""

from __future__ import annotations

import json
import pathlib

PEERS = ("numpy", "einsum", "einsum-opt", "torch")


def fmt_ms(x: float | None) -> str:
    if x is None:
        return "—"
    if x >= 100:
        return f"{x:.0f}"
    if x >= 10:
        return f"{x:.1f}"
    if x >= 1:
        return f"{x:.2f}"
    return f"{x:.3f}"


def fmt_sizes(sizes: dict[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in sizes.items())


def _rate(row: dict) -> str:
    r = row.get("rate")
    if r is None:
        return "—"
    if row["memory_bound"]:
        pct = row.get("pct_stream")
        return f"{r:.1f} GB/s" + (f" ({pct:.0f}% STREAM)" if pct is not None else "")
    return f"{r:.1f} GFLOP/s"


def _polyopt_cell(row: dict) -> str:
    status = row.get("polyopt_status", "ok")
    ms = row["ms"].get("polyopt")
    if status == "ok":
        return fmt_ms(ms)
    return f"{fmt_ms(ms)} **{status}**" if ms is not None else f"**{status}**"


def _program_cell(row: dict) -> str:
    p = row.get("program", {})
    if "ms" not in p:
        return f"**{p['status']}**" if p.get("status") not in (None, "ok") else "—"
    cell = fmt_ms(p["ms"])
    if p.get("sizes") and p["sizes"] != row["sizes"]:
        cell = f"≈{fmt_ms(p['ms_scaled'])}†"
    if p.get("status") not in (None, "ok"):
        cell += f" **{p['status']}**"
    if p.get("single_call"):
        cell += "‡"
    return cell


def _peer_cell(row: dict, peer: str) -> str:
    status = row.get("peer_status", {}).get(peer, "ok")
    return fmt_ms(row["ms"].get(peer)) + ("" if status == "ok" else f" **{status}**")


def kernel_table(rows: list[dict], with_torch: bool) -> str:
    peers = [p for p in PEERS if with_torch or p != "torch"]
    head = (["kernel", "size", "polyopt ms", "polyopt rate", "program-order ms"]
            + [{"numpy": "numpy ms", "einsum": "einsum ms", "einsum-opt": "einsum(opt) ms",
                "torch": "torch ms"}[p] for p in peers] + ["best peer / polyopt", "compile ms"])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        best = row.get("best_peer")
        ratio = f"{row['vs_best_peer']:.2f}× ({best})" if best and row.get("vs_best_peer") else "—"
        cells = ([row["kernel"], fmt_sizes(row["sizes"]), _polyopt_cell(row), _rate(row), _program_cell(row)]
                 + [_peer_cell(row, p) for p in peers]
                 + [ratio, fmt_ms(row.get("compile_ms"))])
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def einsum_table(suite: dict) -> str:
    lines = ["| contraction | subscripts | shapes | po.einsum ms | einsum ms | einsum(opt) ms | "
             "einsum / po | einsum(opt) / po |", "|---|---|---|---|---|---|---|---|"]
    for r in suite["rows"]:
        shapes = " ".join("×".join(map(str, s)) for s in r["shapes"])
        if "ms" not in r:
            lines.append(f"| {r['name']} | `{r['subscripts']}` | {shapes} | **ERROR** | | | | |")
            continue
        flag = "" if r["correct"] else f" **MISMATCH** (off by {r['error']:.1e})"
        if not r.get("peers_correct", True):
            flag += " (numpy's einsum **MISMATCH**: " + ", ".join(f"{k} off by {v:.1e}" for k, v in
                                                            r["peer_errors"].items()) + ")"
        lines.append(f"| {r['name']} | `{r['subscripts']}` | {shapes} | {fmt_ms(r['ms']['polyopt'])}{flag} | "
                     f"{fmt_ms(r['ms']['einsum'])} | {fmt_ms(r['ms']['einsum-opt'])} | "
                     f"{r['speedup_vs_einsum']:.2f}× | {r['speedup_vs_einsum_opt']:.2f}× |")
    g1, g2 = suite.get("geomean_vs_einsum"), suite.get("geomean_vs_einsum_opt")
    if g1 is not None:
        lines.append(f"| **geometric mean** | | | | | | **{g1:.2f}×** | **{g2:.2f}×** |")
    return "\n".join(lines)


def markdown(result: dict) -> str:
    m = result["machine"]
    env = ", ".join(f"{k}={v if v is not None else '(unset)'}" for k, v in m["env"].items())
    out = [f"# polyopt benchmarks — {result['date']}", "",
           f"- command: `{result['command']}` ({'quick' if result['quick'] else 'full'} mode, "
           f"{result['threads']} threads, repeat {result['repeat']}, wall time {result['wall_s']:.0f} s)",
           f"- machine: {m['cpu']}, {m['cores']} cores, {m['simd']}; load average at start "
           f"{_load(m.get('loadavg'))}, at end {_load(result.get('loadavg_end'))}",
           f"- polyopt at {m.get('git', 'unknown')}; numpy {m['numpy']}, BLAS: {m['blas_summary']}",
           f"- PyTorch: {m['torch'] or 'not installed (torch column skipped)'}",
           f"- environment: {env}", ""]
    s = result.get("stream")
    if s:
        out += ["## STREAM triad", "",
                f"`a = b + s*c`, float64, {s['n']:,} elements ({s['array_mib']:.0f} MiB per array), 24 bytes "
                f"per element: numpy (1 thread, in place) **{s['numpy_gbs']:.1f} GB/s**, polyopt triad kernel "
                f"with plain stores, as gcc compiles STREAM, **{s['polyopt_gbs']:.1f} GB/s**; memory-bound kernels "
                f"below are compared with the best, **{s['best_gbs']:.1f} GB/s**."
                + (f" (polyopt's triad as it compiles by default, its output streamed past the cache: "
                   f"{s['streamed_gbs']:.1f} GB/s.)" if "streamed_gbs" in s else "")
                + ("" if s["correct"] else " **triad MISMATCH**"), ""]
    mm = result.get("matmul")
    if mm:
        out += ["## matmul, float32", "", "| n | polyopt (auto) | program order (1 thread) | numpy A @ B | "
                "polyopt / numpy |", "|---|---|---|---|---|"]
        for r in mm:
            g = r["gflops"]
            bad = [k for k, ok in r["correct"].items() if not ok]
            out.append(f"| {r['n']} | {g['polyopt']:.1f} GFLOP/s ({fmt_ms(r['ms']['polyopt'])} ms) | "
                       f"{g['program']:.1f} GFLOP/s ({fmt_ms(r['ms']['program'])} ms) | {g['numpy']:.1f} GFLOP/s "
                       f"({fmt_ms(r['ms']['numpy'])} ms) | {r['polyopt_vs_numpy'] * 100:.0f}%"
                       + (f" **MISMATCH: {', '.join(bad)}**" if bad else "") + " |")
        out.append("")
    c = result.get("compile")
    if c:
        out += ["## Compile time and call overhead", ""]
        for which in ("cold", "warm"):
            d = c.get(which, {})
            if "error" in d:
                out.append(f"- {which} compile of matmul n={c['n']}: **ERROR** {d['error']}")
            elif d:
                out.append(f"- {which} compile of matmul n={c['n']} (fresh process): **{d['compile_ms']:.0f} ms** "
                           f"(po.compile {d['parse_ms']:.0f}, specialize: isl schedule + C "
                           f"{d['schedule_ms']:.0f}, gcc or cache hit + load {d['build_load_ms']:.0f}); "
                           f"interpreter + import polyopt {d['import_ms']:.0f} ms apart")
    o = result.get("overhead")
    if o:
        out.append("- per-call overhead, 16-element kernel: "
                   + ", ".join(f"{k} **{v:.1f} µs**" if k == "polyopt" else f"{k} {v:.1f} µs"
                               for k, v in o.items()))
    if c or o:
        out.append("")
    rows = result.get("kernels", [])
    if rows:
        out += ["## Kernels", "", kernel_table(rows, bool(m["torch"])), "",
                "polyopt: default options (auto schedule) with the run's threads; program order: "
                "`Options(schedule=\"program\", parallel=False)`, the gcc -O3 baseline; numpy: the case's "
                "reference function (computes in float64/int64); einsum: `np.einsum` in the kernel's dtype "
                "(optimize False / True) where one subscript string expresses the kernel. Times are medians of "
                "interleaved runs after a warm-up call. best peer / polyopt > 1 means polyopt is faster. "
                "compile ms: po.compile + specialize (isl, C) + gcc + load, with an empty kernel cache."]
        mb = [r for r in rows if r["memory_bound"] and r.get("pct_stream") is not None]
        if mb:
            pcts = sorted(r["pct_stream"] for r in mb)
            out += ["", f"Memory-bound kernels: median **{pcts[len(pcts) // 2]:.0f}%** of STREAM "
                        f"(min {pcts[0]:.0f}%, max {pcts[-1]:.0f}%, {len(pcts)} kernels)."]
        notes = [f"- {r['kernel']}: {n}" for r in rows for n in r.get("notes", [])]
        if notes:
            out += ["", "Notes (†: program order measured at a smaller size, time scaled by the work ratio; "
                        "‡: a single timed call):", "", *notes]
        out.append("")
    e = result.get("einsum")
    if e:
        out += ["## po.einsum suite (float32)", "", einsum_table(e), "",
                f"po.einsum faster than np.einsum(optimize=False) on {e['faster_than_einsum']} of "
                f"{e['count'] - len(e['errors'])}."
                + (f" Mismatches: {', '.join(e['mismatches'])}." if e["mismatches"] else "")
                + (f" Errors: {', '.join(e['errors'])}." if e["errors"] else ""), ""]
    return "\n".join(out)


def _load(la) -> str:
    return " ".join(f"{x:.2f}" for x in la) if la else "?"


def write(result: dict, out_dir: pathlib.Path, stamp: str) -> tuple[pathlib.Path, pathlib.Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    md, js = out_dir / f"{stamp}.md", out_dir / f"{stamp}.json"
    md.write_text(markdown(result))
    js.write_text(json.dumps(result, indent=1, default=str))
    return md, js
