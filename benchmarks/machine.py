"""Facts about the machine the benchmark runs on: CPU, cores, BLAS, relevant environment."""

from __future__ import annotations

import os
import pathlib
import platform
import subprocess

import numpy as np

# Environment variables that change what the peers do; printed, never set by the benchmark.
WATCHED_ENV = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS",
               "OMP_WAIT_POLICY", "MKL_NUM_THREADS", "POLYOPT_CACHE_DIR")


def cpu_model() -> str:
    """lscpu's "Model name" (falls back to /proc/cpuinfo, then platform.processor())."""
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, check=False).stdout
        for line in out.splitlines():
            if line.startswith("Model name:"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def simd() -> str:
    """The widest x86 vector extension the CPU reports (avx512f, avx2, ...)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return "unknown"
    for ext in ("avx512f", "avx2", "avx", "sse4_2"):
        if ext in flags:
            return ext
    return "none"


def blas_info() -> list[dict]:
    """threadpoolctl's view of the BLAS/OpenMP libraries loaded in this process (numpy imported)."""
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return [{"error": "threadpoolctl is not installed (pip install threadpoolctl)"}]
    return [{k: v for k, v in lib.items() if k != "filepath"} | {"filepath": lib.get("filepath", "")}
            for lib in threadpool_info()]


def describe_blas(info: list[dict]) -> str:
    """One line per BLAS library: 'openblas 0.3.27 (SkylakeX kernel, 2 threads)'."""
    lines = []
    for lib in info:
        if "error" in lib:
            lines.append(lib["error"])
        elif lib.get("user_api") == "blas":
            lines.append(f"{lib.get('internal_api')} {lib.get('version')} "
                         f"({lib.get('architecture', '?')} kernel, {lib.get('num_threads')} threads)")
    return "; ".join(lines) or "no BLAS found by threadpoolctl"


def torch_version() -> str | None:
    try:
        import torch
    except Exception:  # noqa: BLE001 - absent or broken: the torch column is skipped
        return None
    return str(torch.__version__)


def git_revision() -> str:
    """The repository's commit, '+ local changes' when polyopt/ or kernels/ differ from it
    (read-only: rev-parse and diff never write the index)."""
    repo = pathlib.Path(__file__).resolve().parent.parent
    try:
        rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                             cwd=repo, check=False).stdout.strip()
        dirty = subprocess.run(["git", "diff", "--quiet", "HEAD", "--", "polyopt", "kernels"],
                               capture_output=True, cwd=repo, check=False).returncode == 1
    except OSError:
        return "unknown"
    return (rev or "unknown") + (" + local changes" if dirty else "")


def collect() -> dict:
    """Everything the report header shows, as a JSON-ready dict."""
    info = blas_info()
    return {
        "cpu": cpu_model(),
        "git": git_revision(),
        "cores": os.cpu_count(),
        "simd": simd(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "torch": torch_version(),
        "blas": info,
        "blas_summary": describe_blas(info),
        "env": {k: os.environ.get(k) for k in WATCHED_ENV},
        "loadavg": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
