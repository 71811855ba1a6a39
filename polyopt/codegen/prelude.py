"""The C text every kernel starts with: math declarations (glibc's vector math), index helpers,
the float max/min selects, and integer division helpers that never trap; the C names of the
math functions and the identities of the reductions.

>>> "po_fmaxf" in PRELUDE, sorted(division_helpers())[:2]
(True, ['po_divi32', 'po_divi64'])
"""

from __future__ import annotations

from polyopt.lang.check import is_float

PRELUDE = """\
#include <math.h>
#include <stdint.h>
float exp10f(float); double exp10(double);  /* GNU: math.h declares them only under _GNU_SOURCE */

#if defined(__x86_64__) && defined(__GLIBC__) && __GLIBC_PREREQ(2, 35) && !defined(__FAST_MATH__)
/* glibc's libmvec has vector versions of these (math.h only says so under -ffast-math) */
#define PO_VEC __attribute__((__simd__("notinbranch")))
float expf(float) PO_VEC; float logf(float) PO_VEC; float tanhf(float) PO_VEC;
float erff(float) PO_VEC; float sinf(float) PO_VEC; float cosf(float) PO_VEC;
float exp2f(float) PO_VEC; float log2f(float) PO_VEC; float tanf(float) PO_VEC;
float asinf(float) PO_VEC; float acosf(float) PO_VEC; float atanf(float) PO_VEC;
float sinhf(float) PO_VEC; float coshf(float) PO_VEC; float asinhf(float) PO_VEC;
float acoshf(float) PO_VEC; float atanhf(float) PO_VEC; float exp10f(float) PO_VEC;
float expm1f(float) PO_VEC; float log10f(float) PO_VEC; float log1pf(float) PO_VEC;
float cbrtf(float) PO_VEC; float erfcf(float) PO_VEC; float powf(float, float) PO_VEC;
float atan2f(float, float) PO_VEC; float hypotf(float, float) PO_VEC;
double exp(double) PO_VEC; double log(double) PO_VEC; double tanh(double) PO_VEC;
double erf(double) PO_VEC; double sin(double) PO_VEC; double cos(double) PO_VEC;
double exp2(double) PO_VEC; double log2(double) PO_VEC; double tan(double) PO_VEC;
double asin(double) PO_VEC; double acos(double) PO_VEC; double atan(double) PO_VEC;
double sinh(double) PO_VEC; double cosh(double) PO_VEC; double asinh(double) PO_VEC;
double acosh(double) PO_VEC; double atanh(double) PO_VEC; double exp10(double) PO_VEC;
double expm1(double) PO_VEC; double log10(double) PO_VEC; double log1p(double) PO_VEC;
double cbrt(double) PO_VEC; double erfc(double) PO_VEC; double pow(double, double) PO_VEC;
double atan2(double, double) PO_VEC; double hypot(double, double) PO_VEC;
#endif

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

DIVISION_FAULT = 3  # the kernel's return value (its fault flag) after an integer division by zero

# Integer / and % that never trap (``_Printer.divide``): a zero divisor raises the fault flag and
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
                                    "copysign", "fdim", "fma")}}
MATH_F64 = {k: v[:-1] for k, v in MATH_F32.items()}

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
