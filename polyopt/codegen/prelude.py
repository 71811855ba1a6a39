"""The C text every kernel starts with: math declarations (glibc's vector math), index helpers,
the float max/min selects, and integer division helpers that never trap; the C text of the
builtins (``math_call``, helpers for the ones C lacks) and of shifts; the identities of the reductions.

>>> "po_fmaxf" in PRELUDE, "stdint.h" in MATH_PRELUDE, sorted(division_helpers())[:2]
(True, True, ['po_divi32', 'po_divi64'])
"""

from __future__ import annotations

import re

import numpy as np

from polyopt.lang.check import is_float

# glibc's libmvec has vector versions of these (math.h only says so under -ffast-math)
_LIBMVEC = ("exp", "log", "tanh", "erf", "sin", "cos", "exp2", "log2", "tan", "asin", "acos", "atan", "sinh",
            "cosh", "asinh", "acosh", "atanh", "exp10", "expm1", "log10", "log1p", "cbrt", "erfc")
_LIBMVEC2 = ("pow", "atan2", "hypot")  # two arguments
# builtins that cost a libm call per element (or a vector of them): a loop of them is compute-bound
COSTLY = frozenset(_LIBMVEC + _LIBMVEC2 + ("sigmoid", "normcdf", "lgamma", "tgamma"))


def _vector_declarations() -> str:
    lines = []
    for t, f in (("float", "f"), ("double", "")):
        lines += [f"{t} {n}{f}({t}) PO_VEC;" for n in _LIBMVEC] + [f"{t} {n}{f}({t}, {t}) PO_VEC;" for n in _LIBMVEC2]
    return "\n".join(lines)


# The head of the C of a kernel that may use math.h (``needs_math``): math.h and the vector
# versions of its functions; any other kernel's is INTEGER_TYPES alone (parsing math.h costs gcc
# ~20 ms of CPU, ~6% of its instructions on matmul's C)
INTEGER_TYPES = "#include <stdint.h>\n"
MATH_PRELUDE = f"""\
#include <math.h>
#include <stdint.h>
float exp10f(float); double exp10(double);  /* GNU: math.h declares them only under _GNU_SOURCE */

#if defined(__x86_64__) && defined(__GLIBC__) && __GLIBC_PREREQ(2, 35) && !defined(__FAST_MATH__)
#define PO_VEC __attribute__((__simd__("notinbranch")))
{_vector_declarations()}
#endif
"""

PRELUDE = """
/* fmax and fmin (a NaN operand is ignored) as selects gcc vectorizes: fmaxf stays a libm call */
static inline float po_fmaxf(float a, float b) { return a > b || b != b ? a : b; }
static inline float po_fminf(float a, float b) { return a < b || b != b ? a : b; }
static inline double po_fmax(double a, double b) { return a > b || b != b ? a : b; }
static inline double po_fmin(double a, double b) { return a < b || b != b ? a : b; }
static inline long po_floord(long n, long d) { return n >= 0 ? n / d : -((-n + d - 1) / d); }
static inline long po_min(long a, long b) { return a < b ? a : b; }
static inline long po_max(long a, long b) { return a > b ? a : b; }
static inline long po_chk(long i, long n, int *err) {
  if (i < 0 || i >= n) { __atomic_store_n(err, 1, __ATOMIC_RELAXED); return 0; }
  return i;
}
"""

# stdlib.h's two functions that the thread buffers use (``packing.thread_buffer``), declared as
# glibc does without its attributes, which gcc's own declarations of these builtins carry: the
# same code, without parsing stdlib.h (~13 ms of gcc)
# A thread's buffer is freed when the thread exits (glibc's and musl's destructors of thread-local
# objects, those of C++'s thread_local, without pthread keys' limit of 1024): a pool of short-lived
# threads calling a kernel kept every buffer (~2 MiB a thread for a packed matmul)
ALLOC_DECLARATIONS = """void free(void *);
void *aligned_alloc(__SIZE_TYPE__, __SIZE_TYPE__);
#if defined(__linux__)
extern void *__dso_handle;
int __cxa_thread_atexit_impl(void (*)(void *), void *, void *);
static void po_free_slot(void *slot) { free(*(void **)slot); *(void **)slot = 0; }
#define PO_FREE_AT_THREAD_EXIT(slot) __cxa_thread_atexit_impl(po_free_slot, (void *)&(slot), &__dso_handle)
#else
#define PO_FREE_AT_THREAD_EXIT(slot) 0
#endif
"""

# the packed panels' buffers (``packing.thread_buffer(..., huge=True)``): from 2 MiB up, aligned to
# and rounded up to 2 MiB and advised to Linux's transparent huge pages (14: MADV_HUGEPAGE), as
# numpy's own large arrays are. matmul 2048 on one Zen 3 thread: 222-237 -> 209-215 ms (the
# streamed panels' TLB misses and 4 KiB pages' scattered L2 sets)
HUGE_ALLOC = """#if defined(__linux__)
int madvise(void *, __SIZE_TYPE__, int);
#endif
static void *po_alloc_huge(long n) {
  if (n < (1L << 21)) return aligned_alloc(64, (n + 63) / 64 * 64);
  n = (n + (1L << 21) - 1) >> 21 << 21;
  void *p = aligned_alloc(1L << 21, n);
#if defined(__linux__)
  if (p) madvise(p, n, 14);
#endif
  return p;
}
"""

# the names in C text followed by "(" that are not math.h's: C's words and types (a cast, a
# pointer to rows), gcc's attributes and macros the generated code uses, the allocation functions
# above, the tile queue's futex call (``po_*``, ``__builtin_*`` and ``__atomic_*`` are polyopt's
# own and gcc's)
_NOT_MATH = frozenset({"if", "for", "while", "switch", "return", "sizeof", "defined", "__attribute__",
                       "vector_size", "aligned", "__asm__", "__volatile__", "free", "aligned_alloc", "madvise",
                       "syscall", "__cxa_thread_atexit_impl", "PO_FREE_AT_THREAD_EXIT", "float",
                       "double", "long", "int", "short", "char", "void", "unsigned", "signed", "const", "_Bool",
                       *(f"{u}int{b}_t" for u in ("", "u") for b in (8, 16, 32, 64))})
_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/|^[ \t]*#[ \t]*pragma[^\n]*", re.S | re.M)
_MATH_MACROS = re.compile(r"\b(INFINITY|NAN|HUGE_VALF?|HUGE_VALL|M_[A-Z0-9_]+|FP_\w+|MATH_\w+)\b")


def needs_math(text: str) -> bool:
    """Whether C text (a kernel's body and helpers, not the prelude) may use math.h: a macro of
    it, or a call of a function that is neither polyopt's (``po_*``), gcc's (``__builtin_*``,
    ``__atomic_*``) nor one of the few others it prints. Any other call counts, so a function
    the check does not know keeps math.h.

    >>> needs_math("#pragma omp parallel for num_threads(2)\\nfor (long i = 0; i < 8; i++) y[i] = (float)(x[i]);")
    False
    >>> needs_math("y = expf(x);  // exp(x)"), needs_math("m = -INFINITY;"), needs_math("// sqrt(x)")
    (True, True, False)
    """
    text = _COMMENTS.sub(" ", text)
    if _MATH_MACROS.search(text):
        return True
    return any(not (name in _NOT_MATH or name.startswith(("po_", "__builtin_", "__atomic_")))
               for name in _CALL.findall(text))


DIVISION_FAULT = 3  # the kernel's return value (its fault flag) after an integer division by zero

# Integer / and % that never trap (``CPrinter.divide``): a zero divisor raises the fault flag and
# gives 0, and MIN / -1 wraps to MIN (remainder 0), as numpy's. Arithmetic instead of branches
# (the divisor becomes 1 where it is 0 or -1): gcc folds it away for a constant divisor (and still
# vectorizes a division by a size), and a / b next to a % b stays one idiv.
_DIVISION = {
    "div": "{u} q = ({u})(a / (b + z + 2 * m));\n  {flag}\n  return ({t})(((q ^ -({u})m) + ({u})m) & (({u})z - 1));",
    "mod": "{t} r = a % (b + z + 2 * m);\n  {flag}\n  return r;",
}

_UNSIGNED_DIVISION = {"div": "uint64_t q = a / (b + z);\n  {flag}\n  return q & (z - 1);",
                      "mod": "uint64_t r = a % (b + z);\n  {flag}\n  return r;"}


def division_helpers(prefix: str = "static inline",
                     flag: str = "__atomic_store_n(err, {code}, __ATOMIC_RELAXED)") -> dict[str, str]:
    """C text of each of po_divi32, po_modi32, po_divi64 and po_modi64 (CUDA: its ``prefix`` and
    ``flag``, the statement that raises the fault flag), by name."""
    out = {}
    for t, u, bits in (("int32_t", "uint32_t", "32"), ("int64_t", "uint64_t", "64")):
        for op, body in _DIVISION.items():
            name = f"po_{op}i{bits}"
            raise_flag = f"if (__builtin_expect(z, 0)) {flag.format(code=DIVISION_FAULT)};"
            out[name] = (f"{prefix} {t} {name}({t} a, {t} b, int *err) {{\n"
                         f"  {t} m = b == -1, z = b == 0;\n"
                         f"  {body.format(t=t, u=u, flag=raise_flag)}\n}}\n")
    for op, body in _UNSIGNED_DIVISION.items():  # po_divu64, po_modu64: only 0 traps
        raise_flag = f"if (__builtin_expect(z, 0)) {flag.format(code=DIVISION_FAULT)};"
        out[f"po_{op}u64"] = (f"{prefix} uint64_t po_{op}u64(uint64_t a, uint64_t b, int *err) {{\n"
                              f"  uint64_t z = b == 0;\n  {body.format(flag=raise_flag)}\n}}\n")
    return out


# C names of the math functions, by the kernel language's name
MATH_F32 = {"abs": "fabsf", "max": "fmaxf", "min": "fminf",
            **{f: f + "f" for f in ("exp", "log", "sqrt", "tanh", "fabs", "fmax", "fmin", "pow", "floor",
                                    "ceil", "erf", "sin", "cos", "exp2", "log2", "round", "tan", "asin",
                                    "acos", "atan", "atan2", "sinh", "cosh", "asinh", "acosh", "atanh",
                                    "exp10", "expm1", "log10", "log1p", "cbrt", "erfc", "lgamma",
                                    "tgamma", "trunc", "rint", "nearbyint", "fmod", "remainder", "hypot",
                                    "copysign", "fdim", "fma", "j0", "j1", "y0", "y1", "logb", "nextafter")}}
MATH_F64 = {k: v[:-1] for k, v in MATH_F32.items()}
# builtins printed as expressions of the functions above: name -> template over the arguments
# ({0}, {1}, ...), the type's math names ({fn[...]}) and ``one``
MATH_EXPRESSIONS = {
    "rsqrt": "({one} / {fn[sqrt]}({0}))", "rcbrt": "({one} / {fn[cbrt]}({0}))",
    "rhypot": "({one} / {fn[hypot]}({0}, {1}))", "fdivide": "(({0}) / ({1}))",
    "norm3d": "{fn[hypot]}({fn[hypot]}({0}, {1}), {2})",
    "norm4d": "{fn[hypot]}({fn[hypot]}({0}, {1}), {fn[hypot]}({2}, {3}))",
    "rnorm3d": "({one} / {fn[hypot]}({fn[hypot]}({0}, {1}), {2}))",
    "rnorm4d": "({one} / {fn[hypot]}({fn[hypot]}({0}, {1}), {fn[hypot]}({2}, {3})))",
    "normcdf": "(({one} / 2) * {fn[erfc]}(-({0}) * 0.70710678118654752440))",
    "sigmoid": "({one} / ({one} + {fn[exp]}(-({0}))))",
}
# builtins that neither C nor glibc has, computed by these helpers in double (CUDA has its own,
# but the same helpers keep both targets and the CPU emulation of CUDA alike)
SPECIAL = {"sinpi": "po_sinpi", "cospi": "po_cospi", "erfcx": "po_erfcx", "erfinv": "po_erfinv",
           "erfcinv": "po_erfcinv", "normcdfinv": "po_normcdfinv", "cyl_bessel_i0": "po_i0",
           "cyl_bessel_i1": "po_i1"}
_PI = "3.14159265358979323846"
_SPECIAL_BODIES = {  # in dependency order: a helper only calls those above it
    "po_sinpi": f"double r = fmod(x, 2.0); return r == trunc(r) ? copysign(0.0, x) : sin({_PI} * r);",
    "po_cospi": f"double r = fmod(fabs(x), 2.0); return r == 0.5 || r == 1.5 ? 0.0 : cos({_PI} * r);",
    "po_erfcx": "if (x < 26.0) return exp(x * x) * erfc(x);\n"
                "  double s = 1.0, t = 1.0, h = 0.5 / (x * x);  /* the asymptotic series */\n"
                "  for (int k = 1; k < 10; k++) { t *= -(2 * k - 1) * h; s += t; }\n"
                "  return s / (x * 1.77245385090551602730);",
    # Newton on erfc(x) = c from Winitzki's approximation (relative error 2e-3): 5 steps
    "po_erfcinv": "if (!(c > 0.0 && c < 2.0)) return c == 0.0 ? INFINITY : c == 2.0 ? -INFINITY : NAN;\n"
                  "  double sign = c > 1.0 ? -1.0 : 1.0;\n"
                  "  c = c > 1.0 ? 2.0 - c : c;\n"
                  "  double l = log(c * (2.0 - c)), a = 4.3307467508 + l / 2;\n"
                  "  double x = sqrt(sqrt(a * a - l / 0.147) - a);\n"
                  "  for (int k = 0; k < 5; k++) x += (erfc(x) - c) / (1.12837916709551257390 * exp(-x * x));\n"
                  "  return sign * x;",
    "po_erfinv": "if (fabs(x) >= 0.5) return x > 0 ? po_erfcinv(1.0 - x) : -po_erfcinv(1.0 + x);\n"
                 "  double y = x * 0.88622692545275801365;  /* erfinv(x) = x sqrt(pi) / 2 + O(x^3) */\n"
                 "  for (int k = 0; k < 6; k++) y -= (erf(y) - x) / (1.12837916709551257390 * exp(-y * y));\n"
                 "  return y;",
    "po_normcdfinv": "return -1.41421356237309504880 * po_erfcinv(2.0 * x);",
    # power series: all terms positive, about |x| of them
    "po_i0": "if (x != x) return x;\n"
             "  double q = x * x / 4, t = 1.0, s = 1.0;\n"
             "  for (int k = 1; k < 2000 && t > s * 1e-17; k++) { t *= q / ((double)k * k); s += t; }\n"
             "  return s;",
    "po_i1": "if (x != x) return x;\n"
             "  double q = x * x / 4, t = x / 2, s = t;\n"
             "  for (int k = 1; k < 2000 && fabs(t) > fabs(s) * 1e-17; k++)\n"
             "    { t *= q / ((double)k * (k + 1)); s += t; }\n"
             "  return s;",
}


def special_helpers(prefix: str = "static inline") -> dict[str, str]:
    """C text of each helper of ``SPECIAL`` (CUDA: its ``prefix``), by name, in dependency order.

    >>> list(special_helpers())[:2]
    ['po_sinpi', 'po_cospi']
    """
    arg = {"po_erfcinv": "c"}
    return {n: f"{prefix} double {n}(double {arg.get(n, 'x')})\n{{\n  {body}\n}}\n"
            for n, body in _SPECIAL_BODIES.items()}


def used_helpers(helpers: dict[str, str], text: str) -> list[str]:
    """The texts of ``helpers`` that ``text`` calls, with the helpers those call, in order."""
    used: set[str] = set()
    for name in reversed(helpers):
        if re.search(rf"\b{name}\(", text) or any(re.search(rf"\b{name}\(", helpers[u]) for u in used):
            used.add(name)
    return [t for n, t in helpers.items() if n in used]

_IDENT_VALUE = {  # identity of each reduction, by float/int
    ("+", True): "0", ("+", False): "0", ("*", True): "1", ("*", False): "1",
    ("max", True): "-INFINITY", ("min", True): "INFINITY",
}
_INT_LIMITS = {**{("max", f"int{b}"): f"INT{b}_MIN" for b in (8, 16, 32, 64)},
               **{("min", f"int{b}"): f"INT{b}_MAX" for b in (8, 16, 32, 64)},
               **{("max", f"uint{b}"): "0" for b in (8, 16, 32, 64)},
               **{("min", f"uint{b}"): f"UINT{b}_MAX" for b in (8, 16, 32, 64)},
               ("max", "bool"): "0", ("min", "bool"): "1"}


def identity(op: str, dt: str) -> str:
    """C text of the identity of reduction ``op`` in type ``dt``.

    >>> identity("max", "float32"), identity("min", "int16"), identity("*", "int64")
    ('-INFINITY', 'INT16_MAX', '1')
    """
    return _IDENT_VALUE.get((op, is_float(dt))) or _INT_LIMITS[(op, dt)]


def math_call(func: str, args: list[str], t: str, ctype: str, select_max: bool = True,
              names: dict[str, str] | None = None) -> str:
    """C text of builtin ``func`` on the C texts ``args`` (already of type ``t``, C type ``ctype``);
    ``select_max``: float max/min/relu as the prelude's selects (CUDA keeps ``fmaxf``); ``names``:
    C names that replace libm's for some builtins (``{"exp": "po_expf"}``, ``codegen/fast_exp.py``).

    >>> math_call("rsqrt", ["x"], "float32", "float"), math_call("max", ["a", "b"], "int32", "int32_t")
    ('(1.0f / sqrtf(x))', '((a) > (b) ? (a) : (b))')
    """
    if is_float(t):
        one, zero = ("1.0", "0.0") if t == "float64" else ("1.0f", "0.0f")
        fn = {**(MATH_F64 if t == "float64" else MATH_F32), **(names or {})}
        if func in MATH_EXPRESSIONS:
            return MATH_EXPRESSIONS[func].format(*args, fn=fn, one=one)
        if func in SPECIAL:
            x = f"{SPECIAL[func]}({args[0]})"
            return x if t == "float64" else f"(({ctype}){x})"
        if func in ("relu", "max", "fmax", "min", "fmin") and select_max:
            name = "po_fmax" if "max" in func or func == "relu" else "po_fmin"
            return f"{name}{'' if t == 'float64' else 'f'}({args[0]}, {zero if func == 'relu' else args[1]})"
        if func == "relu":
            return f"{fn['fmax']}({args[0]}, {zero})"
        return f"{fn[func]}({', '.join(args)})"
    if func in ("abs", "fabs"):
        return f"({args[0]} < 0 ? -({args[0]}) : ({args[0]}))"
    if func in ("max", "fmax", "min", "fmin"):
        op = ">" if "max" in func else "<"
        return f"(({args[0]}) {op} ({args[1]}) ? ({args[0]}) : ({args[1]}))"
    if func == "relu":
        return f"(({args[0]}) > 0 ? ({args[0]}) : 0)"
    if func in ("floor", "ceil", "round", "trunc", "rint", "nearbyint"):
        return f"({args[0]})"
    raise AssertionError(func)  # pragma: no cover - ints in float builtins are float64


def shift(op: str, a: str, b: str, t: str, ct: str) -> str:
    """C text of ``a << b`` or ``a >> b`` in type ``t`` as numpy computes it: a count outside
    0 .. bits - 1 gives 0 (or -1 for ``>>`` of a negative), where C's would be undefined; ``<<``
    shifts the unsigned bits, so a negative ``a`` wraps instead of being undefined."""
    bits = np.dtype(t).itemsize * 8
    ok = f"({b}) >= 0 && ({b}) < {bits}"
    if op == "<<":
        return f"({ok} ? ({ct})(({'uint64_t' if bits == 64 else 'uint32_t'})({a}) << ({b})) : ({ct})0)"
    fill = f"(({a}) < 0 ? ({ct})-1 : ({ct})0)" if t.startswith("int") else f"({ct})0"
    return f"({ok} ? ({ct})(({ct})({a}) >> ({b})) : {fill})"  # (in t's width: C shifts a narrower a in its own)
