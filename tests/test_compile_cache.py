"""Compile records (polyopt.runtime.records): a second process calls a kernel without scheduling.

The two-process tests run children with a fresh ``POLYOPT_CACHE_DIR``; each child counts the calls
of the parser, ``build_scop`` and the isl scheduler (as ``polyopt.driver`` calls them), so a hit is seen
as "nothing was scheduled", not as a timing.
"""

from __future__ import annotations

import hashlib
import json
import os
import pathlib
import shutil
import textwrap

import numpy as np
import pytest

import polyopt as po
from polyopt import driver
from polyopt.runtime import records
from tests.children import fresh_process

MATMUL = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }"
SIZES = {"M": 24, "K": 16, "N": 20}

CHILD = textwrap.dedent("""
    import json, sys
    import numpy as np
    import polyopt as po
    from polyopt import driver
    from polyopt.runtime import records

    calls = {"parse": 0, "build_scop": 0, "schedule": 0}

    def counting(name, f):
        def wrapped(*args, **kwargs):
            calls[name] += 1
            return f(*args, **kwargs)
        return wrapped

    for name in calls:
        setattr(driver, name, counting(name, getattr(driver, name)))

    cfg = json.loads(sys.argv[1])
    k = po.compile(cfg["source"], options=po.Options(**cfg["options"]), dynamic=cfg["dynamic"])
    rng = np.random.default_rng(0)
    sizes = cfg["sizes"]
    A = rng.standard_normal((sizes["M"], sizes["K"])).astype(np.float32)
    B = rng.standard_normal((sizes["K"], sizes["N"])).astype(np.float32)
    C = k(A, B)
    out = {"C": C.tolist(), "calls": dict(calls), "stats": dict(records.stats),
           "pycparser": "pycparser" in sys.modules, "source": k.source}
    out["explain"] = k.explain()  # computed again, lazily, after a hit
    out["schedule"] = str(k.schedule)
    out["calls_after_explain"] = dict(calls)
    print(json.dumps(out))
""")


def _child(cache: pathlib.Path, *, options: dict | None = None, sizes: dict | None = None,
           dynamic: bool = False) -> dict:
    cfg = {"source": MATMUL, "options": options or {}, "sizes": sizes or SIZES, "dynamic": dynamic}
    return fresh_process(CHILD, cfg, cache)


def _record_files(cache: pathlib.Path) -> list[pathlib.Path]:
    return sorted((cache / "records").rglob("*.json"))


def _rewrite(path: pathlib.Path, change) -> None:
    """Replace the JSON of a record by ``change(data)``, with a matching digest line."""
    data = json.loads(path.read_text().partition("\n")[2])
    body = json.dumps(change(data))
    path.write_text(hashlib.sha256(body.encode()).hexdigest() + "\n" + body)


@pytest.mark.parametrize("dynamic", [False, True], ids=["specialized", "dynamic"])
def test_second_process_calls_without_scheduling(tmp_path, dynamic):
    cache = tmp_path / "cache"
    first = _child(cache, dynamic=dynamic)
    assert first["calls"] == {"parse": 1, "build_scop": 1, "schedule": 1}
    assert not first["pycparser"]  # the kernel was opened without cffi's C parser (cpu.load_function)
    assert first["stats"] == {"hits": 0, "misses": 1}
    assert len(_record_files(cache)) == 2  # the front end (parsed and checked) and the code

    second = _child(cache, dynamic=dynamic)
    assert second["C"] == first["C"]  # the same code: the same numbers, bit for bit
    assert second["stats"] == {"hits": 1, "misses": 0}
    want = {"parse": 0, "build_scop": 0, "schedule": 0}
    if dynamic:  # shapes of a size-generic kernel come from the scop (still not scheduled)
        want["build_scop"] = 1
    assert second["calls"] == want
    assert not second["pycparser"]
    assert second["source"] == first["source"]
    # explain() and the schedule are recomputed on demand, and are what the first process saw
    assert second["explain"] == first["explain"]
    assert second["schedule"] == first["schedule"]
    assert second["calls_after_explain"] == {"parse": 0, "build_scop": 1, "schedule": 1}


CORRUPTIONS = {
    "truncated": lambda p: p.write_bytes(p.read_bytes()[: len(p.read_bytes()) // 2]),
    "empty": lambda p: p.write_bytes(b""),
    "garbage": lambda p: p.write_bytes(os.urandom(300)),
    "one byte flipped": lambda p: p.write_bytes(p.read_bytes()[:-10] + b"#" + p.read_bytes()[-9:]),
    "other layout": lambda p: _rewrite(p, lambda d: {"function": {"source": 3}, "pickle": "%%%", "shapes": []}),
    "a directory": lambda p: (p.unlink(), p.mkdir()),
}


@pytest.fixture(scope="module")
def first_process(tmp_path_factory) -> tuple[pathlib.Path, dict]:
    """A cache one process filled, and what that process saw (each test corrupts a copy)."""
    cache = tmp_path_factory.mktemp("first") / "cache"
    return cache, _child(cache)


@pytest.mark.parametrize("how", list(CORRUPTIONS))
def test_corrupted_records_are_ignored_and_rewritten(tmp_path, how, first_process):
    cache = tmp_path / "cache"
    shutil.copytree(first_process[0], cache)
    first = first_process[1]
    for path in _record_files(cache):
        CORRUPTIONS[how](path)
    again = _child(cache)
    assert again["C"] == first["C"]
    assert again["stats"] == {"hits": 0, "misses": 1}
    assert again["calls"] == {"parse": 1, "build_scop": 1, "schedule": 1}
    if how != "a directory":  # the records were written anew: the next process hits
        assert _child(cache)["stats"] == {"hits": 1, "misses": 0}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def scheduled(monkeypatch) -> list[int]:
    """How many times the isl scheduler ran (a list with one count)."""
    count = [0]
    real = driver.schedule

    def counting(*args, **kwargs):
        count[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(driver, "schedule", counting)
    return count


def _hits() -> int:
    return records.stats["hits"]


def test_other_options_or_sizes_miss(cache, scheduled):
    po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [1]
    hits = _hits()
    comp = po.compile(MATMUL).specialize(**SIZES)  # a new Kernel: from the record
    assert scheduled == [1] and _hits() == hits + 1
    assert comp.shape("C") == (24, 20) and comp.sizes == (("M", 24), ("K", 16), ("N", 20))

    po.compile(MATMUL).specialize(M=24, K=16, N=21)
    assert scheduled == [2] and _hits() == hits + 1
    po.compile(MATMUL, options=po.Options(tile_sizes=0)).specialize(**SIZES)
    assert scheduled == [3] and _hits() == hits + 1
    po.compile(MATMUL, options=po.Options(cflags=("-O2",))).specialize(**SIZES)
    assert scheduled == [4] and _hits() == hits + 1
    po.compile(MATMUL.replace("mm", "mm2")).specialize(**SIZES)
    assert scheduled == [5] and _hits() == hits + 1


def test_sanitized_and_plain_builds_share_the_code(cache, scheduled):
    """The generated C does not depend on ``sanitize`` (only its build does): a plain compile
    finds the code a sanitized one recorded (the ASan test runs record for the plain tests)."""
    sanitized = po.compile(MATMUL, options=po.Options(sanitize=True)).specialize(**SIZES)
    assert scheduled == [1]
    hits = _hits()
    plain = po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [1] and _hits() == hits + 1
    assert plain.source == sanitized.source and plain.options.sanitize is False


def test_kernel_without_sizes_hits(cache, scheduled):
    src = "def f(float(4) X) -> (Y) { T(i) = 2.0 * X(i)\n Y(i) = T(i) + 1.0 }"  # T: a temporary
    x = np.arange(4, dtype=np.float32)
    assert po.compile(src)(x).tolist() == [1.0, 3.0, 5.0, 7.0]
    hits = _hits()
    assert po.compile(src)(x).tolist() == [1.0, 3.0, 5.0, 7.0]
    assert scheduled == [1] and _hits() == hits + 1


def test_a_kernel_with_a_padded_copy_hits(cache, scheduled):
    """A "same" convolution reads a zero-padded copy of its input (``po_pad0``, a temporary of the
    scop, not of the text): its sized record keeps that copy's shape too, and is read back."""
    from kernels.registry import by_name, source
    from tests.test_kernels import check_case
    case = by_name("conv2d_same")
    sizes = {"N": 2, "C": 3, "H": 5, "W": 7, "K": 4}
    first = po.compile(source(case), case.entry).specialize(**sizes)
    assert "po_pad0" in first.source and scheduled == [1]
    hits = _hits()
    k = po.compile(source(case), case.entry)
    comp = k.specialize(**sizes)
    assert scheduled == [1] and _hits() == hits + 1 and "scop" not in k.__dict__
    assert comp.source == first.source and comp.buffer_shape("po_pad0") == first.buffer_shape("po_pad0")
    check_case(case, sizes, k)


@pytest.mark.parametrize("sanitize_first", [False, True])
def test_the_code_for_empty_arrays_hits(cache, scheduled, sanitize_first):
    """The code for calls where a size is 0 (``Kernel._empty``) is recorded as well, plain and
    sanitized builds sharing it; a hit still checks the bounds at the call's sizes."""
    from polyopt.errors import BoundsError
    po.compile(MATMUL, options=po.Options(sanitize=sanitize_first)).specialize(M=0, K=16, N=20)
    assert scheduled == [1]
    hits = _hits()
    k = po.compile(MATMUL)
    c = k(np.ones((3, 0), np.float32), np.ones((0, 5), np.float32))
    assert scheduled == [1] and _hits() == hits + 1
    assert c.shape == (3, 5) and not c.any()
    assert k.specialize(M=0, K=16, N=20).source == k._empty.source and "k_mm" in k._empty.source
    first = po.compile("def f(float(N) X) -> (y) { y() = X(0) }")
    assert first(np.ones(2, np.float32)) == 1.0
    with pytest.raises(BoundsError):
        first(np.ones(0, np.float32))
    with pytest.raises(BoundsError):  # (from the record: the model is built all the same)
        po.compile("def f(float(N) X) -> (y) { y() = X(0) }")(np.ones(0, np.float32))


def test_hit_is_lazy_and_consistent(cache):
    first = po.compile(MATMUL).specialize(**SIZES)
    k = po.compile(MATMUL)
    comp = k.specialize(**SIZES)
    assert "scop" not in k.__dict__ and "_stages" not in comp.__dict__  # nothing was built
    assert comp.source == first.source and comp.function == first.function
    assert comp.schedule is k.schedule  # one schedule per kernel, as without the records
    assert str(comp.tree) == str(first.tree)
    assert comp.report == first.report
    assert comp.explain() == first.explain()
    assert comp.scop is k.scop


def test_custom_schedules_are_not_recorded(cache):
    k = po.compile(MATMUL)
    kk = k.with_schedule(k.schedule)
    before = len(list(cache.rglob("records/*/*.json")))
    kk.specialize(**SIZES)
    assert len(list(cache.rglob("records/*/*.json"))) == before


@pytest.mark.parametrize("bad", [
    "def f(float(N) X) -> (Y) { Y(i) = X(i + 1) where i in 0:N }",  # bounds check (build_scop)
    "def f(float(N) X) -> (Y) { Y(i) = 1.0 }",  # range inference (build_scop)
    "def f(float(N) X) -> (Y) { Y(i) = Z(i) }",  # names (check)
])
def test_records_do_not_hide_compile_errors(cache, bad):
    for _ in range(2):
        with pytest.raises(po.PolyoptError):
            po.compile(bad)
    assert not list(cache.rglob("records/*/*.json"))


def test_front_end_record_skips_the_parser(cache, monkeypatch):
    k1 = po.compile(MATMUL)

    def no_parser(source):
        raise AssertionError("parsed again")

    monkeypatch.setattr(driver, "parse", no_parser)
    k2 = po.compile(MATMUL)
    assert k2.checked == k1.checked and k2.definition == k1.definition
    rng = np.random.default_rng(1)
    A = rng.standard_normal((3, 4)).astype(np.float32)
    B = rng.standard_normal((4, 5)).astype(np.float32)
    np.testing.assert_allclose(k2(A, B), A @ B, rtol=1e-5, atol=1e-5)
    monkeypatch.undo()
    with pytest.raises(po.SemanticError, match="no def named 'nope'"):
        po.compile(MATMUL, "nope")  # another entry is another key: parsed, and the error raised


def test_a_file_of_many_defs_is_parsed_once(cache):
    """Each def of a file compiled on its own (an empty cache: no records): the text is parsed
    once, and each kernel is its own."""
    from polyopt.lang import parser
    text = "def a(float(N) X) -> (Y) { Y(i) = X(i) + 1.0 }\ndef b(float(N) X) -> (Z) { Z(i) = 2.0 * X(i) }\n"
    parser._parse.cache_clear()
    ka, kb = po.compile(text, "a"), po.compile(text, "b")
    assert parser._parse.cache_info().misses == 1 and parser._parse.cache_info().hits == 1
    x = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(ka(x), x + 1)
    np.testing.assert_array_equal(kb(x), 2 * x)


# -- what a cached compile must never hit: other sources of polyopt, another gcc, another machine --
def _hash_tree(package: pathlib.Path) -> str:
    """The fingerprint of ``package`` hashed from scratch (no memo)."""
    h = hashlib.sha256()
    for rel, path, _ in records._source_files(str(package)):
        data = pathlib.Path(path).read_bytes()
        h.update(f"{rel}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def test_source_fingerprint_follows_every_change_of_the_sources(cache, monkeypatch):
    """Read back from its memo (kept however recently the files were written), the fingerprint of
    a package is still the hash of its files after each kind of change."""
    monkeypatch.setattr(records, "RACY_NS", -(1 << 62))
    pkg = cache.parent / "pkg"
    (pkg / "sub" / "deep").mkdir(parents=True)
    for rel, text in {"a.py": "x = 1\n", "b.py": "y = 2\n", "grammar.lark": "start: X\n", "sub/c.py": "z = 3\n",
                      "sub/deep/d.py": "w = 4\n", "notes.txt": "not a source\n"}.items():
        (pkg / rel).write_text(text)
    a = pkg / "a.py"

    def rewrite_keeping_times(path: pathlib.Path, text: str) -> None:
        st = path.stat()
        path.write_text(text)
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # only its change time tells

    changes = [
        lambda: rewrite_keeping_times(a, "x = 7\n"),  # the same size and modification time
        lambda: a.write_text("x = 1  # a longer line\n"),
        lambda: (pkg / "sub" / "deep" / "e.py").write_text("v = 5\n"),  # a new file, two folders down
        lambda: (pkg / "b.py").unlink(),
        lambda: (pkg / "sub" / "c.py").rename(pkg / "sub" / "c2.py"),
        lambda: (pkg / "sub" / "new").mkdir() or (pkg / "sub" / "new" / "f.py").write_text("u = 6\n"),
        lambda: (pkg / "grammar.lark").write_text("start: Y\n"),
    ]
    seen = {records.source_fingerprint(str(pkg))}
    assert records.source_fingerprint(str(pkg)) in seen  # (read back from the memo)
    for change in changes:
        change()
        got = records.source_fingerprint(str(pkg))
        assert got == _hash_tree(pkg) and got not in seen
        assert records.source_fingerprint(str(pkg)) == got  # kept again, and read back
        seen.add(got)
    before = records.source_fingerprint(str(pkg))
    (pkg / "notes.txt").write_text("still not a source\n")  # not a source: the same fingerprint
    os.utime(a)  # touched, not changed: hashed again, the same digest
    assert records.source_fingerprint(str(pkg)) == before


def test_sources_written_just_now_are_not_kept(cache, monkeypatch):
    """A memo is not kept while a source is as recent as the clock's resolution could hide a second
    write in (``RACY_NS``): the next process hashes the files again."""
    monkeypatch.setattr(records, "RACY_NS", 1 << 62)  # every file counts as just written
    pkg = cache.parent / "pkg"
    pkg.mkdir()
    (pkg / "a.py").write_text("x = 1\n")
    assert records.source_fingerprint(str(pkg)) == _hash_tree(pkg)
    assert not (cache / "fingerprints").exists() or not list((cache / "fingerprints").iterdir())


def test_other_polyopt_sources_miss(cache, scheduled, monkeypatch):
    """Every record key covers the fingerprint of polyopt's sources."""
    po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [1]
    with monkeypatch.context() as m:
        m.setattr(records, "fingerprint", lambda: "0" * 64)  # as a process with edited sources
        po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [2]
    hits = _hits()
    po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [2] and _hits() == hits + 1


def test_another_compiler_on_the_path_misses(cache, scheduled, tmp_path, monkeypatch):
    """A gcc of another version first on PATH (here a wrapper of this one) is asked its version,
    and code compiled with this one is not used; back to the first PATH, it hits again."""
    from polyopt import target
    from polyopt.runtime.cache import compiler_version
    from polyopt.storage import executable_path
    real = shutil.which("gcc")
    if real is None:
        pytest.skip("no gcc")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "gcc"
    fake.write_text(f'#!/bin/sh\nif [ "$1" = "--version" ]; then echo "gcc (another) 99.1.0"; exit 0; fi\n'
                    f'exec {real} "$@"\n')
    fake.chmod(0o755)
    rng = np.random.default_rng(2)
    A = rng.standard_normal((SIZES["M"], SIZES["K"])).astype(np.float32)
    B = rng.standard_normal((SIZES["K"], SIZES["N"])).astype(np.float32)
    po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [1]
    with monkeypatch.context() as m:
        m.setattr(target, "_started", {})
        m.setattr(target, "_answered", set())
        ahead = (executable_path("gcc"), "--version")
        target.start_probe(ahead)  # another compile's, not collected
        m.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
        k = po.compile(MATMUL)
        np.testing.assert_allclose(k(A, B), A @ B, rtol=1e-5, atol=1e-5)
        assert compiler_version() == "gcc (another) 99.1.0"
        assert list(target._started) == [ahead]  # (this gcc's answer was not taken for the other's)
        target.probe_output(ahead)
    assert scheduled == [2]
    hits = _hits()
    po.compile(MATMUL).specialize(**SIZES)
    assert scheduled == [2] and _hits() == hits + 1


def test_another_machine_misses(cache, scheduled):
    from polyopt.target import Target
    options = po.Options()
    po.compile(MATMUL, options=options).specialize(**SIZES)
    assert scheduled == [1]
    other = Target.host(options.cflags, caches=(16 * 1024, 256 * 1024, 4 << 20), threads=3)
    po.compile(MATMUL, target=other, options=options).specialize(**SIZES)
    assert scheduled == [2]


def test_a_cache_directory_removed_while_running_is_made_again(cache):
    from polyopt.storage import cache_dir
    x = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(po.compile("def f(float(N) X) -> (Y) { Y(i) = X(i) + 1.0 }")(x), x + 1)
    assert cache_dir() == cache
    shutil.rmtree(cache)
    np.testing.assert_array_equal(po.compile("def g(float(N) X) -> (Y) { Y(i) = X(i) + 2.0 }")(x), x + 2)
    assert _record_files(cache)


def test_a_damaged_library_in_the_cache_is_built_again(tmp_path, monkeypatch):
    """A library of the cache that does not load (cut short, overwritten) is built again once,
    not a CompileError at every later run (found by a helper's sweep)."""
    from polyopt.runtime import cpu
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))
    source = "int forty_two(void) { return 42; }"
    cpu.build(source).write_bytes(b"not a library")
    _, lib = cpu.load(source, "int forty_two(void);")
    assert lib.forty_two() == 42


def test_a_damaged_library_is_built_again_on_the_one_function_path_too(tmp_path, monkeypatch):
    """Generated kernels open their one function without cffi's parser (``load_function``); that
    path kept the CompileError of a library cut short (a helper's walk of the README)."""
    from polyopt.runtime import cpu
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))
    source = "int forty_three(void) { return 43; }"
    cpu.build(source).write_bytes(b"")
    _, fn = cpu.load_function(source, "forty_three", "int forty_three(void);")
    assert fn() == 43


@pytest.mark.parametrize("damage", ["half", "directory"])
def test_a_library_cut_to_half_or_a_directory_in_its_place_is_built_again(tmp_path, damage):
    """A library cut to half its size kept its ELF header: dlopen mapped it and the process died of
    SIGBUS (a helper's sweep); its headers are checked against its size first now. A directory
    where the library goes was a CompileError at every run. Run in a child process, so that a
    crash is a failure of this test and not of the run."""
    code = textwrap.dedent(f"""
        import pathlib, shutil
        from polyopt.runtime import cpu
        source = "int forty_four(void) {{ return 44; }}"
        path = cpu.build(source)
        data = path.read_bytes()
        if {damage!r} == "half":
            path.write_bytes(data[: len(data) // 2])
        else:
            path.unlink()
            (path / "x").mkdir(parents=True)
        _, fn = cpu.load_function(source, "forty_four", "int forty_four(void);")
        print(fn())
    """)
    assert fresh_process(code, None, tmp_path) == 44
