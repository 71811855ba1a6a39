"""The C text of expressions and accesses in statement bodies: the part of ``c.CPrinter`` that
prints one statement's right-hand side (types and their conversions, divisions that never trap,
builtins, checked gather indices), apart from the loops around it.

>>> _literal(ir.Const(3, False)), _c_bits(ir.Const(2**40, False), {})
(3, 64)
"""

from __future__ import annotations

import functools

import islpy as isl

from polyopt.codegen import fast_exp, flatten, packing, stream
from polyopt.codegen.cexpr import aexpr_c
from polyopt.codegen.cnames import IDENT, cname, float_literal, size_names
from polyopt.codegen.loops import pw_aff_expr
from polyopt.codegen.prelude import math_call, shift
from polyopt.errors import ShapeError
from polyopt.lang import ir
from polyopt.lang.check import WEAK_FLOAT, WEAK_INT, concrete, dtype_of, is_float, is_int
from polyopt.poly.scop import dim_extent
from polyopt.tuning import tuning

# C computes in int below int's width: results of these types are cast back, so they wrap as numpy's
_NARROW = ("int8", "int16", "uint8", "uint16", "bool")
# integer types whose mixed operations C converts otherwise than numpy (int32 with int64 it gets right)
_CONVERTED = (*_NARROW, "uint32", "uint64")
C_TYPES = ir.C_TYPES


class ExprPrinter:
    """Expressions of a ``CPrinter`` (whose state they read: ``env``, ``vector``, ``replaced``, ...)."""

    # -- expressions in statement bodies -----------------------------------------------------------
    def expr(self, e: ir.Expr, vars_: dict[str, str], want: str) -> str:
        """C text of ``e`` where a value of type ``want`` is wanted. In vector code a scalar of
        another type is converted first: GCC refuses ``int * (float vector)`` (truncation)."""
        text = self.replaced[e] if self.replaced and e in self.replaced else self._expr(e, vars_, want)
        if self.vector is not None and want in C_TYPES and not isinstance(e, ir.Const) and \
                concrete(dtype_of(e, self.env)) != want and not self.along_vector(e):
            return f"(({self.ctype(want)})({text}))"
        return text

    def _expr(self, e: ir.Expr, vars_: dict[str, str], want: str) -> str:
        t = concrete(dtype_of(e, self.env))
        if isinstance(e, ir.Const):
            if e.is_float or is_float(want):
                return float_literal(float(e.value), want)
            if e.value == -2 ** 63:  # 9223372036854775808 alone is no int64 literal in C
                return "(-9223372036854775807L - 1)"
            return str(e.value)
        if isinstance(e, ir.Var):
            if e.name in vars_:
                text = vars_[e.name]
            elif e.name in self.c.sizes:
                text = cname("s", e.name)
            else:
                text = cname("p", e.name)
            return text
        if isinstance(e, ir.Access):
            return self.access(e, vars_)
        if isinstance(e, ir.Unary):
            if e.op == "~" and t == "bool":
                return f"(!{self.expr(e.operand, vars_, t)})"
            return self._wrap(f"({e.op}{self.expr(e.operand, vars_, t)})", "int64" if e.op == "!" else t)
        if isinstance(e, ir.Cast):
            return f"(({self.ctype(e.dtype)})({self.expr(e.operand, vars_, e.dtype)}))"
        if isinstance(e, ir.Binary):
            if e.op in ("&&", "||"):
                return f"({self.expr(e.left, vars_, 'int64')} {e.op} {self.expr(e.right, vars_, 'int64')})"
            if e.op in ("<", "<=", ">", ">=", "==", "!="):
                ct = concrete(dtype_of(ir.Binary("+", e.left, e.right), self.env))
                return f"({self.operand(e.left, vars_, ct)} {e.op} {self.operand(e.right, vars_, ct)})"
            a, b = self.operand(e.left, vars_, t), self.operand(e.right, vars_, t)
            if e.op == "%" and is_float(t):
                return f"{'fmod' if t == 'float64' else 'fmodf'}({a}, {b})"
            if e.op == "/" and is_float(t):  # int operands of a float division convert first
                ct = self.ctype(t)  # (a vector operand of a micro-kernel is of type t already)
                return f"({a if self.along_vector(e.left) else f'({ct}){a}'} / " \
                       f"{b if self.along_vector(e.right) else f'({ct}){b}'})"
            if e.op in ("/", "%"):
                return self._wrap(self.divide(e, a, b), t)
            if e.op in ("<<", ">>"):
                return shift(e.op, a, b, t, self.ctype(t))
            return self._wrap(f"({a} {e.op} {b})", t)
        if isinstance(e, ir.Select):
            return f"({self.expr(e.cond, vars_, 'int64')} ? {self.operand(e.then, vars_, t)} : " \
                   f"{self.operand(e.other, vars_, t)})"
        if isinstance(e, ir.Call):
            return self.call(e, vars_, t)
        raise TypeError(e)  # pragma: no cover

    def operand(self, e: ir.Expr, vars_: dict[str, str], t: str) -> str:
        """C text of ``e`` as an operand of an integer operation in type ``t``: converted first where
        C's own conversions would differ from numpy's (``int32 < uint32`` compares in int64, where
        C would compare in uint32; ``int64 + uint64`` adds in float64)."""
        text = self.expr(e, vars_, t)
        src = dtype_of(e, self.env)
        if src != t and src not in (WEAK_INT, WEAK_FLOAT) and (src in _CONVERTED or is_int(t) and t in _CONVERTED):
            return f"(({self.ctype(t)})({text}))"
        return text

    def _wrap(self, text: str, t: str) -> str:
        return f"(({self.ctype(t)}){text})" if t in _NARROW else text

    def divide(self, e: ir.Binary, a: str, b: str) -> str:
        """C text of integer ``a / b`` or ``a % b`` (``e``): plain C where the divisor is a literal
        other than 0 and -1, else through a helper that cannot trap (``division_helpers``), of the
        width C would divide in (64 bits if either operand is)."""
        if not self._traps(e):
            return f"({a} {e.op} {b})"
        wide = any(_c_bits(x, self.env) == 64 for x in (e.left, e.right))
        unsigned = concrete(dtype_of(e, self.env)) == "uint64"
        name = f"po_{'div' if e.op == '/' else 'mod'}{'u' if unsigned else 'i'}{64 if wide else 32}"
        self.divisions.add(name)
        self.uses_err = True
        return f"{name}({a}, {b}, {self.err_flag})"

    def traps(self, e: ir.Expr) -> bool:
        """``e`` holds an integer ``/`` or ``%`` whose divisor may be 0 or -1 (C would trap): it
        prints through a scalar helper, so vector printers (micro-kernels, streams) leave it alone;
        so do shifts (selects on the shift count)."""
        return any(self._traps(x) or isinstance(x, ir.Binary) and x.op in ("<<", ">>") for x in ir.walk(e))

    def _traps(self, e: ir.Expr) -> bool:
        return isinstance(e, ir.Binary) and e.op in ("/", "%") and _literal(e.right) in (None, 0, -1) and \
            not is_float(concrete(dtype_of(e, self.env)))

    def along_vector(self, e: ir.Expr) -> bool:
        """Inside a micro-kernel or a vector sum: ``e`` reads along the vector loop (is a vector)."""
        if self.vector is None:
            return False
        jv = self.vector[0]
        return any(isinstance(x, ir.Access) and any(jv in ir.walk_vars(ix) for ix in x.indices) for x in ir.walk(e))

    def call(self, e: ir.Call, vars_, t: str) -> str:
        if self.vector is not None and e.func in stream.EXTREMES and t in stream.FLOATS and \
                any(self.along_vector(a) for a in e.args):
            return stream.extreme(e.func, [(self.expr(a, vars_, t), self.along_vector(a)) for a in e.args], t)
        args = [self.operand(a, vars_, t) for a in e.args]
        if is_float(t) and not all(is_float(concrete(dtype_of(a, self.env))) for a in e.args):
            args = [f"({self.ctype(t)})({x})" for x in args]
        inline = self.target is not None and tuning(self.target).inline_exp and fast_exp.inline_call("exp", t)
        if inline and self.vector is not None and fast_exp.vector_call(e.func, t, self.vbytes) and \
                any(self.along_vector(a) for a in e.args):
            return math_call(e.func, [self.expr(a, vars_, t) for a in e.args], t, self.ctype(t), self.select_max,
                             fast_exp.vector_names(t, self.vbytes))
        inline = inline if e.func == "exp" or fast_exp.through_exp(self.vbytes) else None
        return math_call(e.func, args, t, self.ctype(t), self.select_max, {"exp": inline} if inline else None)

    def access(self, a: ir.Access, vars_) -> str:
        if self.vector is not None:  # inside a micro-kernel: reads along the vector loop are loads
            saved = self.vector
            jv, load, packed = saved
            if any(isinstance(x, ir.Var) and x.name == jv for ix in a.indices for x in ir.walk(ix)):
                # a vector sum or stream loads along jv from the array itself: a packed copy that a
                # micro-kernel elsewhere made of it runs along another index (layernorm's mean read
                # the var's copy of I, its b contiguous, as a vector along r_c: wrong sums)
                self.vector, packs = None, self.packs
                if packed is None:
                    self.packs = {}
                try:
                    pointer = f"&{(packed and packed(a, vars_)) or self.access(a, vars_)}"
                    stride = ir.stride(a.indices[-1], jv)
                    return load(pointer) if stride == 1 else load(pointer, stride)
                finally:
                    self.vector, self.packs = saved, packs
            if self.row_pack is not None and (packed := self.row_pack(a, vars_)) is not None:
                return packed
        t = self.c.tensors[a.tensor]
        if t.kind == "scalar":
            return cname("p", a.tensor)
        if not a.indices:
            text = f"{cname('t', a.tensor)}[0]"
        elif a.tensor in self.rows:
            kept = self.indices(a, vars_, "&po_err")[self.row_depth[a.tensor]:]
            text = self.rows[a.tensor] + "".join(f"[{x}]" for x in kept)
        elif self.packs and (packed := packing.read(self, a, vars_)) is not None:
            return packed
        else:
            parts = self.indices(a, vars_, "&po_err")
            text = (self.flat and flatten.access(self, a, parts)) or \
                cname("t", a.tensor) + "".join(f"[{x}]" for x in parts)
        return self.hoisted.get(text, text)

    def indices(self, a: ir.Access, vars_, err: str) -> list[str]:
        """C text of each index of ``a``; gathers are checked at run time (``err`` is the flag). A
        tensor stored modulo a few steps (``poly.storage``) is indexed by the step's slot."""
        names = set(vars_) | set(self.c.sizes)
        parts = [self.expr(ix, vars_, "int64") if _affine(ix, names) else self.checked_index(a, k, ix, vars_, err)
                 for k, ix in enumerate(a.indices)]
        if parts and a.tensor in self.slots:
            parts[0] = self.slots[a.tensor](parts[0])
        return parts

    @functools.cached_property
    def slots(self) -> dict:
        """Tensor stored modulo ``m`` steps -> the C text of the slot of a step's C text:
        ``(t + offset) % m``, the offset putting the last step in the last slot."""
        out = {}
        for c in self.scop.storage:
            m = c.modulus
            if m == 1:
                out[c.tensor] = lambda step: "0"
                continue
            if self.dynamic:
                last = aexpr_c(pw_aff_expr(c.last_step(), self.scop.context, size_names(self.scop)), 0)
                off = f"({m - 1} - ({last}) % {m})"
            else:
                off = str(c.offset(self.sizes, self.scop.params))
            out[c.tensor] = (lambda step, m=m, off=off: f"(({step}) % {m})" if off == "0"
                             else f"(({step} + {off}) % {m})")
        return out

    def checked_index(self, a: ir.Access, k: int, ix: ir.Expr, vars_, err: str) -> str:
        """C text of ``a``'s gather index ``k`` (``ix``), checked against the extent at run time
        (or the local a loop hoisted it into)."""
        self.uses_err = True
        text = f"po_chk((long)({self.expr(ix, vars_, 'int64')}), {self.extent(a.tensor, k)}, {err})"
        return self.hoisted.get(text, text)

    def extent(self, tensor: str, k: int) -> str:
        if not self.dynamic:
            if tensor not in self._shapes:
                self._shapes[tensor] = self.scop.shape(tensor, self.sizes)
            return str(self._shapes[tensor][k])
        t = self.c.tensors[tensor]
        if t.shape is not None:
            s = t.shape[k]
            return cname("s", s) if isinstance(s, str) else str(s)
        try:
            pa = dim_extent(self.scop.extents[tensor], k)
        except isl.Error:  # (isl's "unbounded optimum": its loops would not end either)
            raise ShapeError(f"the extent of {tensor!r} along dimension {k} is unbounded at some sizes: the range "
                             "of its index comes from another index that has no value there; give it one "
                             "(where ... in LO:HI)") from None
        return aexpr_c(pw_aff_expr(pa, self.scop.context, size_names(self.scop)), 0)


def _literal(e: ir.Expr) -> int | None:
    """The value of an integer literal (``3``, ``-1``), else None."""
    if isinstance(e, ir.Const) and not e.is_float:
        return int(e.value)
    if isinstance(e, ir.Unary) and e.op == "-":
        v = _literal(e.operand)
        return None if v is None else -v
    return None


def _c_bits(e: ir.Expr, env: dict[str, str]) -> int:
    """Width of the C type ``e`` prints as (a literal: int unless it needs long; sizes, index
    variables and comparisons: long or int, 64 is safe)."""
    v = _literal(e)
    if v is not None:
        return 32 if -2**31 <= v < 2**31 else 64
    return 32 if concrete(dtype_of(e, env)) == "int32" else 64


def plain_operand(text: str) -> bool:
    return IDENT.match(text) is not None or text.isdigit()


def _affine(e: ir.Expr, names: set[str]) -> bool:
    from polyopt.poly.affine import is_affine
    return is_affine(e, names)


