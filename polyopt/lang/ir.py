"""The checked-syntax IR of a kernel: frozen dataclasses, no isl.

>>> e = Binary("*", Access("A", (Var("i"), Var("k"))), Var("alpha"))
>>> str(e)
'(A(i, k) * alpha)'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

# kernel type name -> numpy dtype name
DTYPES = {
    "float": "float32", "float32": "float32",
    "double": "float64", "float64": "float64", "float16": "float16", "half": "float16",
    "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
    "size_t": "uint64", "bool": "bool",
}
# numpy dtype name -> C type
C_TYPES = {"float32": "float", "float64": "double", "float16": "_Float16",
           "int8": "int8_t", "int16": "int16_t", "int32": "int32_t", "int64": "int64_t",
           "uint8": "uint8_t", "uint16": "uint16_t", "uint32": "uint32_t", "uint64": "uint64_t",
           "bool": "_Bool"}
# the C type cffi declares for one (cffi has no _Float16; a pointer to one is a pointer all the same)
FFI_TYPES = {**C_TYPES, "float16": "uint16_t"}

BITWISE_OPS = ("&", "|", "^", "<<", ">>")  # integer operands only
ASSIGN_OPS = ("=", "+=!", "*=!", "max=!", "min=!", "+=", "*=", "max=", "min=")
BUILTINS = {  # name -> number of arguments: all of TC's math builtins, and a few more
    "exp": 1, "log": 1, "sqrt": 1, "tanh": 1, "fabs": 1, "abs": 1, "fmax": 2, "fmin": 2,
    "max": 2, "min": 2, "pow": 2, "floor": 1, "ceil": 1, "erf": 1, "sigmoid": 1,
    "sin": 1, "cos": 1, "relu": 1, "rsqrt": 1, "exp2": 1, "log2": 1, "round": 1,
    "tan": 1, "asin": 1, "acos": 1, "atan": 1, "atan2": 2, "sinh": 1, "cosh": 1,
    "asinh": 1, "acosh": 1, "atanh": 1, "exp10": 1, "expm1": 1, "log10": 1, "log1p": 1,
    "cbrt": 1, "erfc": 1, "lgamma": 1, "tgamma": 1, "trunc": 1, "rint": 1, "nearbyint": 1,
    "fmod": 2, "remainder": 2, "hypot": 2, "copysign": 2, "fdim": 2, "fma": 3,
    "j0": 1, "j1": 1, "y0": 1, "y1": 1, "logb": 1, "nextafter": 2, "rcbrt": 1, "rhypot": 2,
    "fdivide": 2, "norm3d": 3, "norm4d": 4, "rnorm3d": 3, "rnorm4d": 4, "normcdf": 1,
    "sinpi": 1, "cospi": 1, "erfcx": 1, "erfinv": 1, "erfcinv": 1, "normcdfinv": 1,
    "cyl_bessel_i0": 1, "cyl_bessel_i1": 1,
}
# builtins whose result keeps an integer argument's type (the others compute in float64)
TYPE_KEEPING = frozenset(("abs", "fabs", "max", "min", "fmax", "fmin", "floor", "ceil", "round", "relu",
                          "trunc", "rint", "nearbyint"))


@dataclass(frozen=True)
class Loc:
    """A position in the kernel text (1-based)."""
    line: int = 0
    column: int = 0


NOLOC = Loc()


class Expr:
    """Base class of expressions."""


@dataclass(frozen=True)
class Const(Expr):
    value: int | float
    loc: Loc = field(default=NOLOC, compare=False)

    @property
    def is_float(self) -> bool:
        return isinstance(self.value, float)

    def __str__(self):
        return repr(self.value)


@dataclass(frozen=True)
class Var(Expr):
    """A name: index variable, size symbol or scalar parameter (resolved by the checker)."""
    name: str
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return self.name


@dataclass(frozen=True)
class Access(Expr):
    tensor: str
    indices: tuple[Expr, ...]
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"{self.tensor}({', '.join(map(str, self.indices))})"


@dataclass(frozen=True)
class Unary(Expr):
    op: str  # '-', '!' or '~'
    operand: Expr
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"{self.op}{self.operand}"


@dataclass(frozen=True)
class Binary(Expr):
    op: str  # + - * / % < <= > >= == != && || & | ^ << >>
    left: Expr
    right: Expr
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"({self.left} {self.op} {self.right})"


@dataclass(frozen=True)
class Select(Expr):
    cond: Expr
    then: Expr
    other: Expr
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"({self.cond} ? {self.then} : {self.other})"


@dataclass(frozen=True)
class Call(Expr):
    func: str
    args: tuple[Expr, ...]
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"{self.func}({', '.join(map(str, self.args))})"


@dataclass(frozen=True)
class Cast(Expr):
    dtype: str  # numpy dtype name
    operand: Expr
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"{self.dtype}({self.operand})"


@dataclass(frozen=True)
class Range:
    """``var in lo:hi`` (half-open), bounds affine in sizes and other index variables."""
    var: str
    lo: Expr
    hi: Expr
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"{self.var} in {self.lo}:{self.hi}"


@dataclass(frozen=True)
class Stmt:
    """``lhs op rhs [where ranges/conditions]``."""
    lhs: Access
    op: str
    rhs: Expr
    ranges: tuple[Range, ...] = ()
    conditions: tuple[Expr, ...] = ()  # extra affine constraints from `where`
    loc: Loc = field(default=NOLOC, compare=False)
    exists: tuple[Access, ...] = ()  # `where exists A(i, j)`: only where the access is in bounds

    @property
    def reduction(self) -> str | None:
        """The reduction operator ('+', '*', 'max', 'min') or None for '='."""
        return None if self.op == "=" else self.op.rstrip("!").rstrip("=")

    @property
    def initializes(self) -> bool:
        """True for ``+=!`` and friends: initialize with the identity first."""
        return self.op.endswith("!")

    @property
    def scatter(self) -> bool:
        """An accumulating scatter: some left-hand-side index is not a plain variable
        (``d_LUT(I(b, l), d) += ...``, the index read from a tensor and checked at run time)."""
        return any(not isinstance(ix, Var) for ix in self.lhs.indices)

    def __str__(self):
        text = f"{self.lhs} {self.op} {self.rhs}"
        where = [str(r) for r in self.ranges] + [str(c) for c in self.conditions] + \
            [f"exists {a}" for a in self.exists]
        return text + (f" where {', '.join(where)}" if where else "")


@dataclass(frozen=True)
class Param:
    """A typed parameter: ``float(M, K) A`` (shape entries are size names or ints) or ``float alpha``."""
    name: str
    dtype: str  # numpy dtype name
    shape: tuple[str | int, ...]
    loc: Loc = field(default=NOLOC, compare=False)

    @property
    def is_scalar(self) -> bool:
        return not self.shape

    def __str__(self):
        dims = f"({', '.join(map(str, self.shape))})" if self.shape else ""
        return f"{self.dtype}{dims} {self.name}"


@dataclass(frozen=True)
class Kept:
    """The steps of an output that a call returns: ``A[-1]``, the last step without the step
    dimension (``drop``), or ``A[-k:]``, the last ``count`` steps."""
    name: str
    count: int
    drop: bool
    loc: Loc = field(default=NOLOC, compare=False)

    def __str__(self):
        return f"{self.name}[-{self.count}]" if self.drop else f"{self.name}[-{self.count}:]"


@dataclass(frozen=True)
class Def:
    name: str
    params: tuple[Param, ...]
    outputs: tuple[str, ...]
    body: tuple[Stmt, ...]
    loc: Loc = field(default=NOLOC, compare=False)
    declared: tuple[Param, ...] = ()  # outputs given a type in the text: ``-> (float(M, N) C)``
    kept: tuple[Kept, ...] = ()  # outputs of which the last steps are returned: ``-> (A[-1])``

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    def declared_param(self, name: str) -> Param | None:
        """The declaration of output ``name`` (``-> (float(M, N) C)``), if it has one."""
        return next((p for p in self.declared if p.name == name), None)

    @property
    def sizes(self) -> tuple[str, ...]:
        """Size symbols in order of first appearance in the parameter list."""
        seen: dict[str, None] = {}
        for p in self.params:
            for s in p.shape:
                if isinstance(s, str):
                    seen.setdefault(s)
        return tuple(seen)

    def __str__(self):
        body = "\n".join(f"    {s}" for s in self.body)
        params = ", ".join(map(str, self.params))
        typed = {p.name: str(p) for p in self.declared} | {k.name: str(k) for k in self.kept}
        outs = ", ".join(typed.get(o, o) for o in self.outputs)
        return f"def {self.name}({params}) -> ({outs}) {{\n{body}\n}}"


@dataclass(frozen=True)
class Program:
    defs: tuple[Def, ...]
    source: str = field(default="", compare=False, repr=False)

    def get(self, name: str | None) -> Def:
        from polyopt.errors import SemanticError
        seen = set()
        for d in self.defs:
            if d.name in seen:
                raise SemanticError(f"def {d.name!r} is defined twice", line=d.loc.line or None,
                                    column=d.loc.column or None, source=self.source or None)
            seen.add(d.name)
        if name is None:
            if len(self.defs) != 1:
                names = ", ".join(d.name for d in self.defs)
                raise SemanticError(f"the source defines {len(self.defs)} kernels ({names}): name the entry")
            return self.defs[0]
        for d in self.defs:
            if d.name == name:
                return d
        names = ", ".join(d.name for d in self.defs)
        raise SemanticError(f"no def named {name!r} in the source (it defines: {names})")


def children(e: Expr) -> tuple[Expr, ...]:
    """The direct sub-expressions of ``e``."""
    if isinstance(e, Access):
        return e.indices
    if isinstance(e, Unary | Cast):
        return (e.operand,)
    if isinstance(e, Binary):
        return (e.left, e.right)
    if isinstance(e, Select):
        return (e.cond, e.then, e.other)
    if isinstance(e, Call):
        return e.args
    return ()


def rebuild(e: Expr, fn) -> Expr:
    """``e`` with ``fn`` applied bottom-up to every sub-expression (``fn`` returns its argument to
    keep it).

    >>> str(rebuild(Binary("+", Var("S"), Const(1)), lambda x: Access("S", ()) if x == Var("S") else x))
    '(S() + 1)'
    """
    if isinstance(e, Access):
        e = replace(e, indices=tuple(rebuild(x, fn) for x in e.indices))
    elif isinstance(e, Unary | Cast):
        e = replace(e, operand=rebuild(e.operand, fn))
    elif isinstance(e, Binary):
        e = replace(e, left=rebuild(e.left, fn), right=rebuild(e.right, fn))
    elif isinstance(e, Select):
        e = replace(e, cond=rebuild(e.cond, fn), then=rebuild(e.then, fn), other=rebuild(e.other, fn))
    elif isinstance(e, Call):
        e = replace(e, args=tuple(rebuild(x, fn) for x in e.args))
    return fn(e)


def walk(e: Expr):
    """Yield ``e`` and every sub-expression, pre-order."""
    yield e
    for c in children(e):
        yield from walk(c)


def walk_vars(e: Expr) -> set[str]:
    """Names of the variables (``Var``) in ``e``."""
    return {x.name for x in walk(e) if isinstance(x, Var)}


def unit_stride(ix: Expr, v: str) -> bool:
    """``ix`` is ``v`` plus or minus terms without ``v``: consecutive ``v``, consecutive elements.

    >>> unit_stride(Binary("+", Var("w"), Var("s")), "w"), unit_stride(Binary("*", Const(2), Var("w")), "w")
    (True, False)
    """
    return stride(ix, v) == 1


def stride(ix: Expr, v: str) -> int | None:
    """How far ``ix`` moves when ``v`` grows by one, if ``ix`` is ``c * v`` plus terms without
    ``v`` (c a literal); else None.

    >>> stride(Binary("+", Binary("*", Const(2), Var("w")), Var("kw")), "w"), stride(Var("kw"), "w")
    (2, 0)
    """
    if v not in walk_vars(ix):
        return 0
    if ix == Var(v):
        return 1
    if isinstance(ix, Binary) and ix.op in ("+", "-"):
        a, b = stride(ix.left, v), stride(ix.right, v)
        return None if a is None or b is None else a + b if ix.op == "+" else a - b
    if isinstance(ix, Binary) and ix.op == "*":
        for c, x in ((ix.left, ix.right), (ix.right, ix.left)):
            if isinstance(c, Const) and isinstance(c.value, int) and not isinstance(c.value, bool):
                t = stride(x, v)
                return None if t is None else c.value * t
    return None
