"""Partial derivatives of kernel-language expressions, as expressions (``ir.Expr -> ir.Expr``).

``diff(e, leaf, env)`` is the derivative of ``e`` with respect to ``leaf``, a tensor read
(``X(i, k)``; every read equal to it is the same value) or a scalar parameter (``alpha``), or
None where it is zero. Results are lightly simplified (no ``* 1.0``, no ``+ 0``), so that the
gradient text stays readable.

>>> from polyopt.lang.parser import parse
>>> e = parse("def f(float(N) X) -> (Y) { Y(i) = tanh(X(i)) * X(i) }").defs[0].body[0].rhs
>>> x = ir.Access("X", (ir.Var("i"),))
>>> print(diff(e, x, {"X": "float32"}))
(((1.0 - (tanh(X(i)) * tanh(X(i)))) * X(i)) + tanh(X(i)))
"""

from __future__ import annotations

import math

from polyopt.errors import NotDifferentiable
from polyopt.lang import ir
from polyopt.lang.check import concrete, dtype_of, is_float

Leaf = ir.Access | ir.Var


# ---- simplifying constructors (None is zero) ---------------------------------------------------------

def const(x: float) -> ir.Const:
    return ir.Const(float(x))


def _value(e: ir.Expr | None) -> float | None:
    if isinstance(e, ir.Const):
        return float(e.value)
    return None


def add(a: ir.Expr | None, b: ir.Expr | None) -> ir.Expr | None:
    if a is None:
        return b
    if b is None:
        return a
    if isinstance(b, ir.Unary) and b.op == "-":
        return sub(a, b.operand)
    if a == b:
        return mul(const(2), a)
    return ir.Binary("+", a, b)


def sub(a: ir.Expr | None, b: ir.Expr | None) -> ir.Expr | None:
    if b is None:
        return a
    if a is None:
        return neg(b)
    return ir.Binary("-", a, b)


def neg(a: ir.Expr | None) -> ir.Expr | None:
    if a is None:
        return None
    if isinstance(a, ir.Const):
        return ir.Const(-a.value)
    if isinstance(a, ir.Unary) and a.op == "-":
        return a.operand
    return ir.Unary("-", a)


def _folded(a: ir.Expr, b: ir.Expr, fn) -> ir.Const | None:
    """``fn(a, b)`` of two float literals, in double (two literals alone compute in float32)."""
    if isinstance(a, ir.Const) and isinstance(b, ir.Const) and (a.is_float or b.is_float):
        return const(fn(float(a.value), float(b.value)))
    return None


def mul(a: ir.Expr | None, b: ir.Expr | None) -> ir.Expr | None:
    if a is None or b is None:
        return None
    va, vb = _value(a), _value(b)
    if va == 0.0 or vb == 0.0:
        return None
    if (c := _folded(a, b, lambda x, y: x * y)) is not None:
        return c
    if va == 1.0:
        return b
    if vb == 1.0:
        return a
    if va == -1.0:
        return neg(b)
    if vb == -1.0:
        return neg(a)
    if isinstance(b, ir.Binary) and b.op == "/" and _value(b.left) == 1.0 and \
            not (isinstance(a, ir.Const) and not a.is_float):  # (2 * (1.0 / N) is no 2 / N: ints)
        return ir.Binary("/", a, b.right)  # a * (1 / x) -> a / x
    if isinstance(a, ir.Unary) and a.op == "-":
        return neg(mul(a.operand, b))
    if isinstance(b, ir.Unary) and b.op == "-":
        return neg(mul(a, b.operand))
    return ir.Binary("*", a, b)


def div(a: ir.Expr | None, b: ir.Expr) -> ir.Expr | None:
    if a is None:
        return None
    if _value(b) == 1.0:
        return a
    if _value(b) != 0.0 and (c := _folded(a, b, lambda x, y: x / y)) is not None:
        return c
    if isinstance(a, ir.Unary) and a.op == "-":
        return neg(div(a.operand, b))
    return ir.Binary("/", a, b)


def select(c: ir.Expr, t: ir.Expr | None, o: ir.Expr | None) -> ir.Expr | None:
    if t is None and o is None:
        return None
    return ir.Select(c, const(0) if t is None else t, const(0) if o is None else o)


def simplify(e: ir.Expr) -> ir.Expr:
    """``e`` rebuilt through the simplifying constructors (after a substitution: ``1.0 * x`` -> ``x``)."""
    def fn(x):
        if isinstance(x, ir.Binary) and x.op in ("+", "-", "*", "/"):
            op = {"+": add, "-": sub, "*": mul, "/": div}[x.op]
            out = op(x.left, x.right)
            return const(0) if out is None else out
        if isinstance(x, ir.Unary) and x.op == "-":
            return neg(x.operand)
        if isinstance(x, ir.Select) and x.then == x.other:
            return x.then
        return x
    return ir.rebuild(e, fn)


def reciprocals(e: ir.Expr, loop_vars: tuple[str, ...], env: dict[str, str], exact: set[str] = frozenset()) -> ir.Expr:
    """``e`` with each float division ``a / b`` whose divisor leaves out some of ``loop_vars`` (the
    variables of the statement ``e`` is the right-hand side of) and reads a tensor as ``a * (1.0 /
    b)``: the C compiler computes the reciprocal once outside the loops it does not use, where it
    must keep a division per element (no -ffast-math), and a vector division costs more than an
    ``exp``. Divisions by sizes and literals stay (per row, or folded by the compiler), and so do
    those by tensors of ``exact`` (counts of ties: ``6.0 / 3.0`` is 2, ``6.0 * (1.0 / 3.0)`` is not).

    >>> e = ir.Binary("/", ir.Access("d_Y", (ir.Var("n"), ir.Var("d"))), ir.Access("s", (ir.Var("n"),)))
    >>> print(reciprocals(e, ("n", "d"), {"d_Y": "float32", "s": "float32"}))
    (d_Y(n, d) * (1.0 / s(n)))
    """
    names = set(loop_vars)

    def fn(x):
        if isinstance(x, ir.Binary) and x.op == "/" and not isinstance(x.left, ir.Const) and \
                any(isinstance(a, ir.Access) for a in ir.walk(x.right)) and \
                not any(isinstance(a, ir.Access) and a.tensor in exact for a in ir.walk(x.right)) and \
                ir.walk_vars(x.right) & names < names and is_float(dtype_of(x, env)):
            dt = concrete(dtype_of(x, env))  # (a lone 1.0 is float32: 1.0 / K(n) in a double kernel)
            one = const(1) if dt == "float32" else ir.Cast(dt, const(1))
            return ir.Binary("*", x.left, ir.Binary("/", one, x.right))
        return x
    return ir.rebuild(e, fn)


def call(f: str, *args: ir.Expr) -> ir.Call:
    return ir.Call(f, tuple(args))


def square(a: ir.Expr) -> ir.Expr:
    return ir.Binary("*", a, a)


# ---- derivatives -------------------------------------------------------------------------------------

def diff(e: ir.Expr, leaf: Leaf, env: dict[str, str]) -> ir.Expr | None:
    """``d e / d leaf`` (None: zero). ``env`` maps tensor and scalar names to dtypes; integer-typed
    sub-expressions (casts to int, comparisons, index arithmetic) have no derivative."""
    if e == leaf:
        return const(1)
    if not is_float(dtype_of(e, env)) or isinstance(e, ir.Const | ir.Var | ir.Access):
        return None
    if isinstance(e, ir.Unary):
        return neg(diff(e.operand, leaf, env)) if e.op == "-" else None
    if isinstance(e, ir.Cast):
        d = diff(e.operand, leaf, env)
        if d is None or concrete(dtype_of(e.operand, env)) == e.dtype or isinstance(d, ir.Const):
            return d
        return ir.Cast(e.dtype, d)
    if isinstance(e, ir.Select):
        return select(e.cond, diff(e.then, leaf, env), diff(e.other, leaf, env))
    if isinstance(e, ir.Binary):
        return _binary(e, leaf, env)
    if isinstance(e, ir.Call):
        total = None
        for k, a in enumerate(e.args):
            da = diff(a, leaf, env)
            if da is not None:
                total = add(total, mul(partial(e, k), da))
        return total
    raise TypeError(e)  # pragma: no cover


def _binary(e: ir.Binary, leaf: Leaf, env) -> ir.Expr | None:
    l, r = e.left, e.right
    dl, dr = diff(l, leaf, env), diff(r, leaf, env)
    if e.op == "+":
        return add(dl, dr)
    if e.op == "-":
        return sub(dl, dr)
    if e.op == "*":
        return add(mul(dl, r), mul(l, dr))
    if e.op == "/":  # (dl - l / r * dr) / r, in e's type (X(i) * K(i) / 2: dl = K(i) must not divide as ints)
        if dl is not None and not is_float(dtype_of(dl, env)):
            dl = ir.Cast(concrete(dtype_of(e, env)), dl)
        return sub(div(dl, r), div(mul(l, dr), square(r)) if dr is not None else None)
    if e.op == "%":  # C's fmod: l - trunc(l / r) * r
        return sub(dl, mul(call("trunc", ir.Binary("/", l, r)), dr))
    return None  # comparisons, logic and bitwise operators: piecewise constant


_PI = math.pi
_SQRT_PI = math.sqrt(math.pi)
_SQRT_2PI = math.sqrt(2 * math.pi)


def partial(e: ir.Call, k: int) -> ir.Expr:
    """``d f(args) / d args[k]`` of builtin call ``e`` (ties of max and min split evenly; the
    derivative of a kink, ``abs`` or ``relu`` at 0, is 0)."""
    f, a = e.func, e.args
    u = a[0]
    one = {
        "exp": lambda: e, "exp2": lambda: mul(e, const(math.log(2))), "exp10": lambda: mul(e, const(math.log(10))),
        "expm1": lambda: call("exp", u), "log": lambda: div(const(1), u),
        "log2": lambda: div(const(1 / math.log(2)), u), "log10": lambda: div(const(1 / math.log(10)), u),
        "log1p": lambda: div(const(1), ir.Binary("+", const(1), u)),
        "sqrt": lambda: div(const(0.5), e), "rsqrt": lambda: div(mul(const(-0.5), e), u),
        "cbrt": lambda: div(e, mul(const(3), u)), "rcbrt": lambda: div(mul(const(-1 / 3), e), u),
        "sin": lambda: call("cos", u), "cos": lambda: neg(call("sin", u)),
        "tan": lambda: ir.Binary("+", const(1), square(e)),
        "asin": lambda: div(const(1), call("sqrt", ir.Binary("-", const(1), square(u)))),
        "acos": lambda: div(const(-1), call("sqrt", ir.Binary("-", const(1), square(u)))),
        "atan": lambda: div(const(1), ir.Binary("+", const(1), square(u))),
        "sinh": lambda: call("cosh", u), "cosh": lambda: call("sinh", u),
        "tanh": lambda: ir.Binary("-", const(1), square(e)),
        "asinh": lambda: div(const(1), call("sqrt", ir.Binary("+", square(u), const(1)))),
        "acosh": lambda: div(const(1), call("sqrt", ir.Binary("-", square(u), const(1)))),
        "atanh": lambda: div(const(1), ir.Binary("-", const(1), square(u))),
        "sigmoid": lambda: mul(e, ir.Binary("-", const(1), e)),
        "erf": lambda: mul(const(2 / _SQRT_PI), call("exp", neg(square(u)))),
        "erfc": lambda: mul(const(-2 / _SQRT_PI), call("exp", neg(square(u)))),
        "erfcx": lambda: ir.Binary("-", mul(mul(const(2), u), e), const(2 / _SQRT_PI)),
        "erfinv": lambda: mul(const(_SQRT_PI / 2), call("exp", square(e))),
        "erfcinv": lambda: mul(const(-_SQRT_PI / 2), call("exp", square(e))),
        "normcdf": lambda: mul(const(1 / _SQRT_2PI), call("exp", mul(const(-0.5), square(u)))),
        "normcdfinv": lambda: mul(const(_SQRT_2PI), call("exp", mul(const(0.5), square(e)))),
        "sinpi": lambda: mul(const(_PI), call("cospi", u)), "cospi": lambda: mul(const(-_PI), call("sinpi", u)),
        "abs": lambda: _sign(u), "fabs": lambda: _sign(u),
        "relu": lambda: ir.Select(ir.Binary(">", u, const(0)), const(1), const(0)),
        "j0": lambda: neg(call("j1", u)), "y0": lambda: neg(call("y1", u)),
        "j1": lambda: _bessel_next(call("j0", u), e, u), "y1": lambda: ir.Binary("-", call("y0", u), div(e, u)),
        "cyl_bessel_i0": lambda: call("cyl_bessel_i1", u),
        "cyl_bessel_i1": lambda: _bessel_next(call("cyl_bessel_i0", u), e, u),
    }
    if f in one:
        return one[f]()
    if f in ("floor", "ceil", "trunc", "round", "rint", "nearbyint", "logb"):
        return const(0)
    if f in ("lgamma", "tgamma"):
        raise NotDifferentiable(f"{e} has no derivative in the kernel language (it needs digamma, which is no "
                                "builtin): keep it off the path from the inputs you differentiate to the outputs",
                                line=e.loc.line or None, column=e.loc.column or None)
    v = a[1] if len(a) > 1 else None
    if f in ("max", "fmax", "min", "fmin"):
        x, y = (a[0], a[1]) if k == 0 else (a[1], a[0])
        wins = ir.Binary(">" if f in ("max", "fmax") else "<", x, y)
        return ir.Select(wins, const(1), ir.Select(ir.Binary("==", x, y), const(0.5), const(0)))
    if f == "pow":
        if k == 0:
            if _value(v) == 1.0:
                return const(1)
            if _value(v) == 2.0:
                return mul(v, u)
            expo = ir.Const(v.value - 1) if isinstance(v, ir.Const) else ir.Binary("-", v, const(1))
            return mul(v, call("pow", u, expo))
        return ir.Select(ir.Binary("==", u, const(0)), const(0), mul(e, call("log", u)))
    if f == "atan2":  # atan2(y, x): (x, -y) / (x^2 + y^2)
        den = ir.Binary("+", square(a[1]), square(a[0]))
        return div(a[1], den) if k == 0 else div(neg(a[0]), den)
    if f in ("hypot", "norm3d", "norm4d"):
        return div(a[k], e)
    if f in ("rhypot", "rnorm3d", "rnorm4d"):
        return neg(mul(a[k], mul(e, square(e))))
    if f == "fmod":
        return const(1) if k == 0 else neg(call("trunc", ir.Binary("/", u, v)))
    if f == "remainder":
        return const(1) if k == 0 else neg(call("rint", ir.Binary("/", u, v)))
    if f == "copysign":
        return mul(call("copysign", const(1), u), call("copysign", const(1), v)) if k == 0 else const(0)
    if f == "fdim":
        return ir.Select(ir.Binary(">", u, v), const(1 if k == 0 else -1), const(0))
    if f == "fma":
        return (a[1], a[0], const(1))[k]
    if f == "fdivide":
        return div(const(1), v) if k == 0 else neg(div(u, square(v)))
    if f == "nextafter":
        return const(1 if k == 0 else 0)
    raise NotDifferentiable(f"{f}() has no derivative rule", line=e.loc.line or None,  # pragma: no cover
                            column=e.loc.column or None)


def _sign(u: ir.Expr) -> ir.Expr:
    """1, -1, or 0 at 0 (the subgradient frameworks use)."""
    return ir.Select(ir.Binary(">", u, const(0)), const(1), ir.Select(ir.Binary("<", u, const(0)), const(-1), const(0)))


def _bessel_next(prev: ir.Expr, e: ir.Expr, u: ir.Expr) -> ir.Expr:
    """``d J1(u) = J0(u) - J1(u) / u`` (and I1's alike), 1/2 at u = 0."""
    return ir.Select(ir.Binary("==", u, const(0)), const(0.5), ir.Binary("-", prev, div(e, u)))
