"""``Target``: what the machine is, as one frozen value built once per compile.

``Options`` say what the user asks for; a ``Target`` says what the code is generated for: how
wide the vector registers are and how many there are, the cache and line sizes, the threads a
parallel loop gets, the flags gcc is given, and for CUDA the GPU's limits. The scheduler and the
code generators read these fields and probe nothing themselves, so a test (or a user generating
code for another machine) pins a whole machine by passing one value:

>>> t = Target.host(("-O3", "-mavx2", "-mfma"), caches=(32768, 1 << 20, 32 << 20), threads=4)
>>> t.vector_bytes, t.lanes("float32"), t.lanes("float64"), t.max_accumulators, t.name
(32, 8, 4, 12, 'c')
>>> Target.from_json(t.to_json()) == t
True
>>> Target.from_json(t.with_choices({"channel_block": (8, 2)}).to_json()).choices
(('channel_block', (8, 2)),)
>>> Target.host(("-O3", "-march=x86-64-v4"), caches=(1, 2, 3), threads=1, gpu=Gpu.defaults((8, 0))).gpu.sms
108
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import subprocess
from dataclasses import asdict, dataclass, fields, replace

from polyopt.errors import ArgumentError
from polyopt.storage import atomic_write_text, cache_dir, cache_key, executable_stamp, read_text

LINE_BYTES = 64  # a cache line on every x86-64 and recent GPU


@dataclass(frozen=True)
class Gpu:
    """A CUDA device's limits (per block unless said otherwise)."""
    compute_capability: tuple[int, int] = (9, 0)
    sms: int = 132                       # streaming multiprocessors
    shared_per_block: int = 48 * 1024    # static shared memory a block may use
    shared_per_block_optin: int = 227 * 1024  # dynamic shared memory after cudaFuncSetAttribute
    registers_per_block: int = 65536
    max_threads_per_block: int = 1024
    warp_size: int = 32

    @classmethod
    def defaults(cls, compute_capability: tuple[int, int] = (9, 0)) -> Gpu:
        """The limits of the data-center part of a compute capability (V100, A100, H100), used
        when no GPU is there to ask (code can be generated anywhere).

        >>> Gpu.defaults((7, 0)).shared_per_block_optin
        98304
        """
        cc = tuple(compute_capability) if isinstance(compute_capability, tuple | list) else None
        if cc not in _GPU_DEFAULTS:
            known = ", ".join(f"{a}.{b}" for a, b in _GPU_DEFAULTS)
            raise ArgumentError(f"no default GPU limits for compute capability {compute_capability!r}; known: {known}")
        return cls(cc, *_GPU_DEFAULTS[cc])

    @classmethod
    def detect(cls) -> Gpu:
        """The limits of CUDA device 0 (through pycuda), else ``defaults()``."""
        return _detect_gpu()


# compute capability: (SMs, static shared per block, opt-in shared per block, registers per block,
# threads per block, warp size) of V100, A100 and H100 (CUDA C programming guide, table 21)
_GPU_DEFAULTS = {
    (7, 0): (80, 48 * 1024, 96 * 1024, 65536, 1024, 32),
    (8, 0): (108, 48 * 1024, 163 * 1024, 65536, 1024, 32),
    (9, 0): (132, 48 * 1024, 227 * 1024, 65536, 1024, 32),
}


@dataclass(frozen=True)
class Target:
    """The machine code is generated for. Build one with ``Target.host(cflags)`` (this machine's
    caches and cores; vector width from what gcc targets with ``cflags``), any field pinned by
    keyword; ``gpu`` set makes it a CUDA target."""
    cflags: tuple[str, ...]
    vector_bytes: int = 64          # widest vector register gcc uses with cflags: 64, 32 or 16
    vector_registers: int = 32      # how many of them (32 with AVX-512, else 16)
    l1: int = 32 * 1024             # data cache sizes in bytes, per level
    l2: int = 512 * 1024
    l3: int = 8 * 1024 * 1024
    line_bytes: int = LINE_BYTES
    threads: int = 1                # threads an OpenMP loop gets
    gpu: Gpu | None = None
    # ``polyopt.tuning`` choices measured on this machine (``polyopt tune --machine``), as
    # (name, value) pairs sorted by name; they win over the ones measured per kind of vector unit
    choices: tuple[tuple[str, object], ...] = ()

    @property
    def name(self) -> str:
        return "c" if self.gpu is None else "cuda"

    def lanes(self, dtype: str) -> int:
        """Elements of ``dtype`` (``"float32"``, ``"int64"``, ...) in one vector register."""
        return lanes(dtype, self.vector_bytes)

    @property
    def max_accumulators(self) -> int:
        """Vector registers a micro-kernel may keep as accumulators: 24 of 32, 12 of 16 (the
        rest hold the column operand's vectors and broadcasts)."""
        return self.vector_registers * 3 // 4

    @property
    def caches(self) -> dict[int, int]:
        """``{1: L1, 2: L2, 3: L3}`` in bytes."""
        return {1: self.l1, 2: self.l2, 3: self.l3}

    @classmethod
    def host(cls, cflags: tuple[str, ...], *, threads: int | None = None, caches: tuple[int, int, int] | None = None,
             vector_bytes: int | None = None, gpu: Gpu | None = None) -> Target:
        """This machine for ``cflags``, any fact given by keyword taken as it is: caches from /sys,
        threads from ``OMP_NUM_THREADS`` or the cores this process may use, vector width from
        gcc's macros for ``cflags``."""
        if not isinstance(cflags, tuple | list) or not all(isinstance(f, str) for f in cflags):
            raise ArgumentError(f"Target.host: cflags must be a tuple of strings, got {cflags!r}")
        if vector_bytes is not None and vector_bytes not in (16, 32, 64):
            raise ArgumentError(f"Target.host: vector_bytes must be 16, 32 or 64, got {vector_bytes!r}")
        if caches is not None and (not isinstance(caches, tuple | list) or len(caches) != 3):
            raise ArgumentError(f"Target.host: caches must be (L1, L2, L3) in bytes, got {caches!r}")
        for name, value in (("threads", threads), *((f"caches[{k}]", c) for k, c in enumerate(caches or ()))):
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise ArgumentError(f"Target.host: {name} must be an int >= 1, got {value!r}")
        cflags = tuple(cflags)
        vbytes = vector_bytes or _vector_bytes(cflags)
        l1, l2, l3 = caches or _cache_sizes()
        registers = 32 if vbytes == 64 else 16
        return cls(cflags, vbytes, registers, l1, l2, l3, LINE_BYTES, threads or default_threads(), gpu)

    @classmethod
    def for_options(cls, options, name: str = "c") -> Target:
        """The target ``compile(target=name)`` builds for ``options`` (their cflags and
        ``num_threads``): this machine, and for ``"cuda"`` its GPU (or the defaults of compute
        capability 9.0 when there is none)."""
        return cls.host(options.cflags, threads=options.num_threads, gpu=Gpu.detect() if name == "cuda" else None)

    def replace(self, **changes) -> Target:
        return replace(self, **changes)

    def with_choices(self, choices: dict[str, object]) -> Target:
        """This target with ``choices`` (``polyopt.tuning`` names to values) over its own.

        >>> t = Target.host(("-O3", "-mavx2"), caches=(1, 2, 3), threads=1).with_choices({"row_block": 2})
        >>> t.choices, t.with_choices({"channel_block": (8, 2)}).choices
        ((('row_block', 2),), (('channel_block', (8, 2)), ('row_block', 2)))
        """
        return replace(self, choices=tuple(sorted({**dict(self.choices), **choices}.items())))

    def to_json(self) -> str:
        """The fields as JSON (sorted keys), as ``json.dumps(asdict(self))`` gives them, without
        ``asdict``'s deep copies of the plain fields."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        if self.gpu is not None:
            data["gpu"] = asdict(self.gpu)
        if not self.choices:  # (the JSON of a target without them as before they existed)
            del data["choices"]
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Target:
        known = {f.name for f in fields(cls)}
        data = {k: v for k, v in json.loads(text).items() if k in known}  # (a field since dropped: spins)
        gpu = data.pop("gpu")
        if gpu is not None:
            gpu = Gpu(**{**gpu, "compute_capability": tuple(gpu["compute_capability"])})
        choices = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in data.get("choices", ()))
        return cls(**{**data, "cflags": tuple(data["cflags"]), "gpu": gpu, "choices": choices})


def lanes(dtype: str, vbytes: int) -> int:
    """Elements of type ``dtype`` in one vector register of ``vbytes`` bytes."""
    return vbytes // (8 if dtype.endswith("64") else 4)


def default_threads() -> int:
    """``OMP_NUM_THREADS``, else the cores this process may run on."""
    env = os.environ.get("OMP_NUM_THREADS", "").split(",")[0].strip()
    if env.isdigit() and int(env) > 0:
        return int(env)
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


# -- the probes: run once per process (per flags), only through Target.host --------------------

# questions to the compiler started ahead (``start_probe``), by command, until ``probe_output``
# collects them; and those answered in this process (whose askers keep the answer: never again)
_started: dict[tuple[str, ...], subprocess.Popen] = {}
_answered: set[tuple[str, ...]] = set()


def start_probe(cmd: tuple[str, ...]) -> None:
    """Start ``cmd`` (a question to the compiler) in the background, for ``probe_output`` to
    collect later: a first compile asks gcc while it parses (on another core: ~15 ms of waiting
    less). Nothing is started where it cannot be (``probe_output`` then runs it and reports)."""
    if cmd in _started or cmd in _answered:
        return
    with contextlib.suppress(OSError):
        _started[cmd] = subprocess.Popen(list(cmd), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def probe_output(cmd: tuple[str, ...], timeout: float | None = None) -> subprocess.CompletedProcess:
    """What ``cmd`` answered: the process ``start_probe`` started, else ``cmd`` run now.

    >>> probe_output(("true",)).returncode
    0
    """
    _answered.add(cmd)
    proc = _started.pop(cmd, None)
    if proc is None:
        return subprocess.run(list(cmd), capture_output=True, text=True, timeout=timeout, check=False)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise
    return subprocess.CompletedProcess(list(cmd), proc.returncode, out, err)


def start_vector_probe(cflags: tuple[str, ...], cc: str = "gcc") -> None:
    """Start ``_vector_bytes``'s question for ``cflags`` where no answer is kept for it yet."""
    machine = [f for f in cflags if f.startswith("-m")]
    memo = _probe_memo("vector-bytes", cc, *machine)
    if memo is not None and not os.path.exists(memo):
        start_probe(_vector_probe(cc, machine))


def _vector_probe(cc: str, machine: list[str]) -> tuple[str, ...]:
    return (cc, *machine, "-dM", "-E", "-x", "c", "/dev/null")

@functools.cache
def _vector_bytes(cflags: tuple[str, ...], cc: str = "gcc") -> int:
    """64 (AVX-512), 32 (AVX) or 16 bytes: the widest vectors ``cc`` uses with ``cflags``
    (asked of the preprocessor); 64 if it cannot be asked.

    Micro-kernels hold their accumulators in GCC vector types of exactly that width: a 64-byte
    type on a machine without AVX-512 is split by gcc through memory (matmul n=1024 with
    ``-mavx2``: 620 ms with 64-byte vectors, 14 ms with 32-byte ones).

    Asking gcc takes ~15 ms of CPU, a cached compile's largest part: the answer is kept in the cache
    directory under the compiler executable (path, size, inode, modification time), the machine
    flags and this CPU's model and flags (``-march=native`` depends on them).

    >>> _vector_bytes(("-O2", "-mavx2")), _vector_bytes(("-O2", "-mavx512f")), _vector_bytes(("-O2",))
    (32, 64, 16)
    """
    machine = [f for f in cflags if f.startswith("-m")]
    memo = _probe_memo("vector-bytes", cc, *machine)
    if memo is not None:
        with contextlib.suppress(OSError, ValueError):
            known = int(read_text(memo))
            if known in (16, 32, 64):
                return known
    try:
        macros = probe_output(_vector_probe(cc, machine), timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return 64
    vbytes = 64 if "__AVX512F__" in macros else 32 if "__AVX__" in macros else 16
    if memo is not None and macros:
        with contextlib.suppress(OSError):
            atomic_write_text(memo, str(vbytes))
    return vbytes


def _probe_memo(kind: str, cc: str, *flags: str) -> str | None:
    """Where the answer of the probe ``kind`` of the compiler ``cc`` with ``flags`` on this CPU is
    kept (None: the compiler or the cache directory cannot be told)."""
    stamp = executable_stamp(cc)
    return None if stamp is None else os.path.join(cache_dir(), "probes",
                                                   f"{cache_key(kind, *stamp, _cpu_identity(), *flags)}.txt")


@functools.cache
def _cpu_identity() -> str:
    """This CPU's model name and feature flags (the first processor's, from /proc/cpuinfo; empty
    where there is none)."""
    keep = ("vendor_id", "cpu family", "model", "model name", "flags")
    lines = []
    try:  # the first processor's lines only: the file has a block per processor (hundreds of KB on a large machine)
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if not line.strip():
                    break
                if line.split(":", 1)[0].strip() in keep:
                    lines.append(line.rstrip("\n"))
    except OSError:
        return ""
    return "\n".join(lines)


_FALLBACK_CACHES = (32 * 1024, 512 * 1024, 8 * 1024 * 1024)


def _parse_size(text: str) -> int:
    text = text.strip().upper()
    mult = {"K": 1024, "M": 1024 ** 2, "G": 1024 ** 3}.get(text[-1:], 1)
    return int(text.rstrip("KMG")) * mult


def _read(*path: str) -> str:
    with open(os.path.join(*path), encoding="utf-8") as f:
        return f.read().strip()


@functools.cache
def _cache_sizes() -> tuple[int, int, int]:
    """Data cache size per level in bytes (L1 data, L2, L3), read from sysfs.

    The twelve sysfs files cost ~0.5 ms under KVM, a tenth of a cached compile: the answer is
    kept in the cache directory for this boot and CPU, and read back from one file.

    >>> l1, l2, l3 = _cache_sizes()
    >>> l1 > 0 and l2 >= l1
    True
    """
    memo = _boot_memo("cache-sizes")
    if memo is not None:
        with contextlib.suppress(OSError, ValueError):
            known = tuple(int(v) for v in read_text(memo).split())
            if len(known) == 3 and all(v > 0 for v in known):
                return known
    sizes = _sysfs_cache_sizes()
    if memo is not None:
        with contextlib.suppress(OSError):
            atomic_write_text(memo, " ".join(map(str, sizes)))
    return sizes


def _sysfs_cache_sizes() -> tuple[int, int, int]:
    found = {}
    base = "/sys/devices/system/cpu/cpu0/cache"
    try:
        for d in sorted(n for n in os.listdir(base) if n.startswith("index")):
            if _read(base, d, "type") not in ("Data", "Unified"):
                continue
            found[int(_read(base, d, "level"))] = _parse_size(_read(base, d, "size"))
    except (OSError, ValueError):
        found = {}
    return tuple(found.get(level, size) for level, size in zip((1, 2, 3), _FALLBACK_CACHES))


def _boot_memo(kind: str) -> str | None:
    """Where a fact of this machine that holds until the next boot is kept (None where the boot
    cannot be told apart: no ``/proc``)."""
    try:
        boot = read_text("/proc/sys/kernel/random/boot_id").strip()
    except OSError:
        return None
    return os.path.join(cache_dir(), "probes", f"{cache_key(kind, boot, _cpu_identity())}.txt")


@functools.cache
def _detect_gpu() -> Gpu:
    try:
        import pycuda.driver as drv
        drv.init()
        dev = drv.Device(0)
        a = drv.device_attribute
        return Gpu(dev.compute_capability(), dev.get_attribute(a.MULTIPROCESSOR_COUNT),
                   dev.get_attribute(a.MAX_SHARED_MEMORY_PER_BLOCK),
                   dev.get_attribute(a.MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
                   dev.get_attribute(a.MAX_REGISTERS_PER_BLOCK), dev.get_attribute(a.MAX_THREADS_PER_BLOCK),
                   dev.get_attribute(a.WARP_SIZE))
    except Exception:  # noqa: BLE001 - no pycuda, no driver, no device: the defaults
        return Gpu.defaults()
