"""Tests for polyopt.runtime.cpu and polyopt.runtime.cache: build, cache, load, ASan."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import textwrap
import time
import uuid

import numpy as np
import pytest

from polyopt.errors import CompileError, ShapeError, TargetUnavailableError
from polyopt.runtime import cpu
from polyopt.storage import atomic_write_text, cache_dir, cache_key

ROOT = pathlib.Path(__file__).resolve().parents[2]

AXPY = """
void axpy(long n, float a, const float *x, float *y) {
    for (long i = 0; i < n; i++)
        y[i] += a * x[i];
}
"""
AXPY_DECL = "void axpy(long n, float a, const float *x, float *y);"

# Writes y[n]: one element past the end of a buffer of n floats.
OVERRUN = """
void overrun(long n, float *y) {
    for (long i = 0; i <= n; i++)
        y[i] = 1.0f;
}
"""
OVERRUN_DECL = "void overrun(long n, float *y);"


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _subprocess_env(cache: pathlib.Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, POLYOPT_CACHE_DIR=str(cache), **extra)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def test_cache_dir_honours_env(_cache):
    assert cache_dir() == _cache
    assert _cache.is_dir()


def test_cache_key_is_length_prefixed():
    assert cache_key("ab", "c") != cache_key("a", "bc")
    assert cache_key("ab", "c") == cache_key("ab", "c")
    assert len(cache_key()) == 64


def test_atomic_write_leaves_no_temp_files(tmp_path):
    target = tmp_path / "sub" / "k.c"
    atomic_write_text(target, "int x;")
    atomic_write_text(target, "int y;")
    assert target.read_text() == "int y;"
    assert sorted(p.name for p in target.parent.iterdir()) == ["k.c"]


@pytest.mark.parametrize("n", [1, 7, 1000])
def test_axpy_compiles_loads_and_runs(n):
    ffi, lib = cpu.load(AXPY, AXPY_DECL)
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    expected = y + np.float32(2.5) * x
    lib.axpy(n, 2.5, cpu.pointer(ffi, x, "float"), cpu.pointer(ffi, y, "float"))
    np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-6)  # gcc may contract to FMA


def test_library_and_source_live_in_cache(_cache):
    path = cpu.build(AXPY)
    assert path.suffix == ".so" and path.parent.parent == _cache
    assert path.parent.name == path.stem[:2]
    assert path.with_suffix(".c").read_text() == AXPY
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_second_build_does_not_run_gcc(monkeypatch):
    first = cpu.build(AXPY)
    mtime = first.stat().st_mtime_ns

    def no_compiler(*args, **kwargs):
        raise AssertionError(f"compiler ran on a cache hit: {args}")

    monkeypatch.setattr(cpu.subprocess, "run", no_compiler)
    assert cpu.build(AXPY) == first
    assert first.stat().st_mtime_ns == mtime


def test_load_twice_returns_same_objects():
    ffi, lib = cpu.load(AXPY, AXPY_DECL)
    again = cpu.load(AXPY, AXPY_DECL)
    assert again[0] is ffi and again[1] is lib


def test_flags_are_part_of_the_key():
    fast = cpu.build(AXPY)
    plain = cpu.build(AXPY, cflags=("-O1",))
    assert fast != plain
    assert cpu.build(AXPY, cflags=("-O1",)) == plain


def test_broken_source_raises_compile_error_with_output_and_path():
    source = "int broken(void) { return undeclared_thing_42; }\n"
    with pytest.raises(CompileError) as info:
        cpu.build(source)
    err = info.value
    assert "gcc failed to compile the generated kernel" in str(err)
    assert "undeclared_thing_42" in str(err) and "error" in str(err)
    assert err.path is not None and err.path in str(err)
    assert pathlib.Path(err.path).read_text() == source
    assert not list(pathlib.Path(err.path).parent.glob("*.so"))
    assert not list(pathlib.Path(err.path).parent.glob("*.tmp"))


def test_a_compiler_that_does_not_finish_raises_compile_error(tmp_path, monkeypatch):
    slow = tmp_path / "slow-cc"
    slow.write_text('#!/bin/sh\ncase "$*" in *--version*) echo "slow-cc 1.0"; exit 0;; esac\nexec sleep 30\n')
    slow.chmod(0o755)
    monkeypatch.setenv("POLYOPT_CC_TIMEOUT", "0.5")
    start = time.perf_counter()
    with pytest.raises(CompileError, match=r"did not finish .* within 0.5 s \(POLYOPT_CC_TIMEOUT"):
        cpu.build(AXPY, cc=str(slow))
    assert time.perf_counter() - start < 20


@pytest.mark.parametrize("value", ["abc", "-5", "0", "nan", "", "inf", "1e400"])
def test_a_compile_timeout_that_is_not_a_positive_number_is_a_compile_error(tmp_path, monkeypatch, value):
    """``POLYOPT_CC_TIMEOUT=abc`` was ignored (900 s) and ``-5`` taken; ``inf`` was an
    OverflowError (found by helpers' sweeps)."""
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("POLYOPT_CC_TIMEOUT", value)
    with pytest.raises(CompileError, match=f"POLYOPT_CC_TIMEOUT must be a finite number of seconds above 0, "
                                           f"not '{value}'"):
        cpu.build(AXPY)


def test_missing_compiler_raises_compile_error():
    with pytest.raises(CompileError, match="not found|cannot run"):
        cpu.build(AXPY, cc="/nonexistent/bin/gcc-polyopt")


def test_bad_cdecl_raises_compile_error():
    with pytest.raises(CompileError, match="C declarations"):
        cpu.load(AXPY, "void axpy(long n, float a, const float *x float *y);")


def test_pointer_rejects_non_contiguous_arrays():
    ffi, _ = cpu.load(AXPY, AXPY_DECL)
    with pytest.raises(ShapeError):
        cpu.pointer(ffi, np.zeros((4, 4), np.float32)[:, ::2], "float")
    assert len(cpu.pointer(ffi, np.zeros((4, 4), np.float32), "float")) == 16


def test_concurrent_builds_of_the_same_new_source(tmp_path, _cache):
    """Four processes build the same source at once: all succeed, the library is whole."""
    source = AXPY + f"/* {uuid.uuid4()} */\n"
    src_file = tmp_path / "kernel.c"
    src_file.write_text(source)
    go = tmp_path / "go"
    script = textwrap.dedent(f"""
        import pathlib, sys, time
        import numpy as np
        from polyopt.runtime import cpu
        pathlib.Path(sys.argv[1]).touch()
        while not pathlib.Path({str(go)!r}).exists():
            time.sleep(0.001)
        source = pathlib.Path({str(src_file)!r}).read_text()
        ffi, lib = cpu.load(source, {AXPY_DECL!r})
        x = np.ones(5, np.float32); y = np.zeros(5, np.float32)
        lib.axpy(5, 3.0, cpu.pointer(ffi, x, "float"), cpu.pointer(ffi, y, "float"))
        assert y.tolist() == [3.0] * 5, y
        print(cpu.build(source))
    """)
    env = _subprocess_env(_cache)
    ready = [tmp_path / f"ready{i}" for i in range(4)]
    procs = [subprocess.Popen([sys.executable, "-c", script, str(r)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for r in ready]
    deadline = time.monotonic() + 60
    while not all(r.exists() for r in ready) and time.monotonic() < deadline:
        if any(p.poll() is not None for p in procs):
            break
        time.sleep(0.01)
    go.touch()
    outputs = [p.communicate(timeout=120) for p in procs]
    for p, (_, err) in zip(procs, outputs):
        assert p.returncode == 0, err
    paths = {out.strip() for out, _ in outputs}
    assert len(paths) == 1
    folder = pathlib.Path(paths.pop()).parent
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    ffi, lib = cpu.load(source, AXPY_DECL)
    x, y = np.ones(3, np.float32), np.ones(3, np.float32)
    lib.axpy(3, 2.0, cpu.pointer(ffi, x, "float"), cpu.pointer(ffi, y, "float"))
    assert y.tolist() == [3.0, 3.0, 3.0]


def test_sanitized_load_without_preload_raises_instead_of_aborting():
    if cpu.asan_active():
        pytest.skip("this process already runs with the ASan runtime preloaded")
    if cpu.asan_preload() is None:
        pytest.skip("gcc has no libasan.so on this machine")
    with pytest.raises(TargetUnavailableError, match="LD_PRELOAD"):
        cpu.load(AXPY, AXPY_DECL, sanitize=True)


def test_asan_reports_heap_buffer_overflow(_cache):
    preload = cpu.asan_preload()
    if preload is None:
        pytest.skip("gcc -print-file-name=libasan.so finds no ASan runtime on this machine")
    script = textwrap.dedent(f"""
        import numpy as np
        from polyopt.runtime import cpu
        assert cpu.asan_active()
        ffi, lib = cpu.load({AXPY!r}, {AXPY_DECL!r}, sanitize=True)
        x = np.ones(4, np.float32); y = np.zeros(4, np.float32)
        lib.axpy(4, 2.0, cpu.pointer(ffi, x, "float"), cpu.pointer(ffi, y, "float"))
        assert y.tolist() == [2.0] * 4
        print("clean kernel ok", flush=True)
        ffi, lib = cpu.load({OVERRUN!r}, {OVERRUN_DECL!r}, sanitize=True)
        y = np.zeros(5, np.float32)
        lib.overrun(5, cpu.pointer(ffi, y, "float"))
        print("overrun not detected", flush=True)
    """)
    env = _subprocess_env(_cache, LD_PRELOAD=preload, ASAN_OPTIONS="detect_leaks=0")
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert "clean kernel ok" in proc.stdout, proc.stderr
    assert proc.returncode != 0
    assert "heap-buffer-overflow" in proc.stderr
    assert "overrun not detected" not in proc.stdout


def test_loops_use_the_widest_vectors_there_are():
    """gcc's tuning for Intel servers vectorizes 256 bits wide though AVX-512 is there: the default
    flags ask for 512 (a log loop then calls libmvec's 16-lane logf, not the 8-lane one). (log, not
    exp: float32's exp is an inline function on AVX2 targets, ``codegen/fast_exp.py``.)"""
    import polyopt as po
    from polyopt.options import DEFAULT_CFLAGS
    from polyopt.target import Target
    k = po.compile("def e(float(N) X) -> (Y) { Y(i) = log(X(i)) }")
    x = np.linspace(0.01, 3, 4099, dtype=np.float32)
    np.testing.assert_allclose(k(x), np.log(x), rtol=1e-6)
    library = cpu.build(k.source).read_bytes()
    vbytes = Target.host(DEFAULT_CFLAGS).vector_bytes
    names = {64: b"_ZGVeN16v_logf", 32: b"_ZGVdN8v_logf", 16: b"_ZGVbN4v_logf"}
    assert names[vbytes] in library
    assert not [name for name in set(names.values()) - {names[vbytes]} if name in library]


def test_openmp_threads_spin_briefly_unless_told_otherwise():
    """libgomp's default spin (300000 rounds at every barrier) collapses on a machine busier than
    its cores; polyopt sets GOMP_SPINCOUNT before the first kernel brings libgomp in, and leaves a
    user's own OMP_WAIT_POLICY or GOMP_SPINCOUNT alone."""
    from polyopt.runtime.cpu import SPIN_COUNT, default_wait_policy
    env: dict[str, str] = {}
    default_wait_policy(env)
    assert env == {"GOMP_SPINCOUNT": str(SPIN_COUNT)}
    for mine in ({"OMP_WAIT_POLICY": "active"}, {"GOMP_SPINCOUNT": "0"}):
        env = dict(mine)
        default_wait_policy(env)
        assert env == mine


def test_fingerprint_is_kept_on_disk_and_equals_a_fresh_hash(_cache, monkeypatch):
    """A cached compile reads the source fingerprint back instead of hashing polyopt's files; the
    digest read back is the one hashing gives, and a memo that is not one is hashed again."""
    import hashlib

    from polyopt.runtime import records

    def fresh() -> str:
        h = hashlib.sha256()
        for rel, path, _ in records._source_files():
            data = pathlib.Path(path).read_bytes()
            h.update(f"{rel}\0{len(data)}\0".encode())
            h.update(data)
        return h.hexdigest()

    monkeypatch.setattr(records, "RACY_NS", -(1 << 62))  # kept however recently a source was written
    want = fresh()
    assert records.fingerprint.__wrapped__() == want  # hashed, and kept
    (memo,) = (_cache / "fingerprints").iterdir()
    assert memo.read_text().split("\n")[0] == want
    opened = []
    real_open = open
    monkeypatch.setattr("builtins.open", lambda f, *a, **k: opened.append(str(f)) or real_open(f, *a, **k))
    assert records.fingerprint.__wrapped__() == want
    assert not [f for f in opened if f.endswith(".py")]  # read back: no source file opened
    for damaged in ("not a digest", "", want, want + "\n1\n\n1 2 3 4", memo.read_text()[:-3]):
        memo.write_text(damaged)
        opened.clear()
        assert records.fingerprint.__wrapped__() == want
        assert [f for f in opened if f.endswith(".py")]


def test_vector_width_is_asked_of_gcc_once_per_machine(_cache, monkeypatch):
    from polyopt import target

    flags = ("-O2", "-mavx2", "-mfma")
    assert target._vector_bytes.__wrapped__(flags) == 32  # asked, and kept

    def no_compiler(*args, **kwargs):
        raise AssertionError(f"gcc asked again: {args}")

    monkeypatch.setattr(target.subprocess, "run", no_compiler)
    assert target._vector_bytes.__wrapped__(flags) == 32
    assert target._vector_bytes.__wrapped__(("-O3", "-mavx2", "-mfma")) == 32  # only machine flags count
    monkeypatch.setattr(target, "_cpu_identity", lambda: "another CPU")
    with pytest.raises(AssertionError, match="gcc asked again"):
        target._vector_bytes.__wrapped__(flags)


def test_cache_sizes_are_read_from_sysfs_once_per_boot(_cache, monkeypatch):
    from polyopt import target

    want = target._sysfs_cache_sizes()
    assert target._cache_sizes.__wrapped__() == want  # read, and kept
    monkeypatch.setattr(target, "_sysfs_cache_sizes", lambda: pytest.fail("sysfs read again"))
    assert target._cache_sizes.__wrapped__() == want
    where = target._boot_memo("cache-sizes")
    if where is None:
        pytest.skip("no /proc/sys/kernel/random/boot_id here: nothing is kept")
    memo = pathlib.Path(where)
    memo.write_text("12 x 3")  # damaged: read again
    monkeypatch.setattr(target, "_sysfs_cache_sizes", lambda: (1, 2, 3))
    assert target._cache_sizes.__wrapped__() == (1, 2, 3)
    assert memo.read_text() == "1 2 3"


def test_a_probe_started_ahead_is_collected_not_asked_again(_cache, monkeypatch):
    """compile() starts gcc's probes before it parses (target.start_vector_probe); _vector_bytes
    then reads the started process instead of running gcc, and nothing starts once it is kept."""
    from polyopt import target

    monkeypatch.setattr(target, "_started", {})
    monkeypatch.setattr(target, "_answered", set())
    flags = ("-O2", "-mavx2", "-mfma")
    target.start_vector_probe(flags)
    assert target._vector_probe("gcc", ["-mavx2", "-mfma"]) in target._started

    def no_compiler(*args, **kwargs):
        raise AssertionError(f"gcc asked again: {args}")

    monkeypatch.setattr(target.subprocess, "run", no_compiler)
    assert target._vector_bytes.__wrapped__(flags) == 32
    assert not target._started
    target.start_vector_probe(flags)  # the answer is kept: nothing to ask
    assert not target._started
    target.start_probe(("gcc", "--version"))  # answered in this process (its asker keeps it): not again
    target.probe_output(("gcc", "--version"))
    target.start_probe(("gcc", "--version"))
    assert not target._started


def test_load_function_opens_kernels_without_a_c_parser_and_falls_back_to_cffi():
    """A generated kernel's one-function declaration is read by cffi's backend (no pycparser: checked
    in a fresh process by tests/test_compile_cache.py); anything else goes through cffi.cdef."""
    x, y = np.ones(3, np.float32), np.zeros(3, np.float32)
    ffi, axpy = cpu.load_function(AXPY, "axpy", AXPY_DECL)
    axpy(3, 2.0, cpu.pointer(ffi, x, "float"), cpu.pointer(ffi, y, "float"))
    assert y.tolist() == [2.0, 2.0, 2.0]
    assert cpu.load_function(AXPY, "axpy", AXPY_DECL) == (ffi, axpy)  # opened once
    typed = "typedef float real; void axpy(long n, real a, const real *x, real *y);"
    ffi2, axpy2 = cpu.load_function(AXPY, "axpy", typed)  # (two declarations: cffi's parser)
    axpy2(3, 1.0, cpu.pointer(ffi2, x, "float"), cpu.pointer(ffi2, y, "float"))
    assert y.tolist() == [3.0, 3.0, 3.0]
    with pytest.raises(CompileError, match="cannot load the compiled kernel"):
        cpu.load_function(AXPY, "axpy2", AXPY_DECL.replace("axpy", "axpy2"))
