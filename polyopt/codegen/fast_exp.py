"""``exp`` of float32 as an inline C function that gcc vectorizes with the loop around it
(``po_expf``), where the target's tuning says so (``Tuning.inline_exp``), instead of glibc's
vector ``expf`` (libmvec, a call per vector).

The algorithm: ``e^x = 2^n e^r`` with ``n = round(x / ln 2)`` (by adding 1.5 * 2^23: the sum's
low bits are ``n``), ``r = x - n ln 2`` in two FMAs (ln 2 as two floats), ``e^r`` for
``|r| <= ln 2 / 2`` by a degree-6 polynomial ``1 + r + r^2 q(r)`` (coefficients fitted to the
relative error, Estrin's scheme), and ``2^n`` built in the exponent bits in two halves, so that
results in the subnormal range round once and ``n = 128`` does not overflow an intermediate. The
range is clamped in the integers of the float's bits (x < -104 -> -104: 0; x > 89 -> 89: inf),
and a NaN input gives NaN (its bits ORed with all ones). Every float32 input is within 1.02 ulp
of e^x: 1.0192 ulp at most, 55 inputs above 1 ulp (``tests/codegen/test_fast_exp.py``, all
2^32 inputs against e^x in double).

In vector code (``po_vexpf``, printed where a reduction's vector steps or a stream's vectors
call exp: ``vector_call``) an AVX-512 target scales by ``2^n`` with one ``vscalefps`` (rounded
once, as the two halves are) and clamps with ``vminps``/``vmaxps`` whose second operand is the
input (so a NaN goes through): the same ``n``, ``r`` and polynomial, so every non-NaN result is
bit for bit ``po_expf``'s, in 17 instructions a vector instead of 27 (softmax's exp over a row
of 1024: 183 ns against 259 on one Zen 4 core). AVX2 clamps the same way and builds ``2^n`` in
``po_expf``'s two integer halves (no NaN mask: 22 instructions; softmax with AVX2 forced on the Zen
4 4% faster than ``po_expf`` lane by lane, which other widths call, gcc vectorizing the loop).

Under ``-ffast-math`` (which would fold the rounding trick away) or without FMA the function is
libm's ``expf`` (its text names ``expf``, so the kernel's C keeps math.h and libmvec's vector
declarations). Timed on one Zen 3 core (AVX2, gcc 12): 0.45-0.55 ns per element in a
vectorized loop against libmvec's 0.50-0.76 (RESULTS.md, mem2); on one Zen 4 core (AVX-512, 16
lanes) softmax 4096 x 1024 in 2.64-3.01 ms against libmvec's 2.81-3.52 (RESULTS.md, zen4); on
one Zen 5 thread with AVX2 forced (``po_vexpf``, thread CPU time, three runs) 1.56-1.58 ms
against libmvec's 1.65-1.70.

>>> inline_call("exp", "float32"), inline_call("exp", "float64"), inline_call("log", "float32")
('po_expf', None, None)
>>> list(helpers("y = po_expf(x);")) == [EXPF], helpers("y = expf(x);"), vector_call("sigmoid", "float32")
(True, [], 'po_vexpf')
>>> helpers("v = po_vexpf(x);") == [EXPF], "vscalefps" in vector_helpers(64, "v = po_vexpf(x);")
(True, True)
"""

from __future__ import annotations

import re

from polyopt.codegen import fast_erf

# the polynomial's coefficients c2 .. c6 (q(r) = c2 + c3 r + ...), fitted on |r| <= ln 2 / 2
_C = ("0x1.fffffcp-2f", "0x1.555492p-3f", "0x1.5558f2p-5f", "0x1.1239d4p-7f", "0x1.6a244cp-10f")

EXPF = f"""\
/* e^x in float32 (polyopt.codegen.fast_exp): gcc vectorizes it with the loop around it */
static inline float po_expf(float x)
{{
#if defined(__FAST_MATH__) || !(defined(__FMA__) || defined(__ARM_FEATURE_FMA))
  return expf(x);  /* (math.h's, and libmvec's vectors where the prelude declares them) */
#else
  int32_t ix; __builtin_memcpy(&ix, &x, 4);
  uint32_t lo = (uint32_t)ix < 0xc2d00000u ? (uint32_t)ix : 0xc2d00000u;  /* below -104, -inf, -NaN: -104 */
  int32_t in = (int32_t)lo < 0x42b20000 ? (int32_t)lo : 0x42b20000;       /* above 89, inf, NaN: 89 */
  int32_t nan = -(int32_t)(x != x);
  float xc; __builtin_memcpy(&xc, &in, 4);
  const float shift = 0x1.8p23f + 254.0f;                   /* k's bits: 0x4b400000 + 254 + n */
  float k = __builtin_fmaf(xc, 0x1.715476p+0f, shift);
  float n = k - shift;
  float r = __builtin_fmaf(n, -0x1.62e43p-1f, xc);
  r = __builtin_fmaf(n, 0x1.05c61p-29f, r);
  float r2 = r * r;
  float a = __builtin_fmaf({_C[1]}, r, {_C[0]}), b = __builtin_fmaf({_C[3]}, r, {_C[2]});
  float q = __builtin_fmaf(__builtin_fmaf({_C[4]}, r2, b), r2, a);
  float p = __builtin_fmaf(q, r2, r) + 1.0f;
  /* 2^n as 2^ceil(n / 2) 2^floor(n / 2): both normal for n in -150 .. 128, one rounding at the end */
  int32_t ki; __builtin_memcpy(&ki, &k, 4);
  int32_t h = ki >> 1;                                       /* 0x25a00000 + 127 + floor(n / 2) */
  int32_t b1 = (ki - h) << 23, b2 = h << 23;
  float s1, s2; __builtin_memcpy(&s1, &b1, 4); __builtin_memcpy(&s2, &b2, 4);
  float y = p * s1 * s2;
  int32_t iy; __builtin_memcpy(&iy, &y, 4);
  iy |= nan;
  __builtin_memcpy(&y, &iy, 4);
  return y;
#endif
}}
"""

_HELPERS = {"po_expf": EXPF}

# po_expf lane by lane (gcc vectorizes the loop): the fallback of every vector form
_LANES = """\
  po_vf y;
  for (int l = 0; l < (int)(sizeof y / sizeof y[0]); l++) y[l] = po_expf(x[l]);
  return y;
"""
# __builtin_ia32_*512_mask(..., all lanes, _MM_FROUND_CUR_DIRECTION): immintrin.h's own spelling
_ALL = "(unsigned short)-1, 4"
VEXPF_AVX512 = f"""\
/* e^x of a vector of floats (polyopt.codegen.fast_exp): po_expf's steps, 2^n by vscalefps */
static inline po_vf po_vexpf(po_vf x)
{{
#if defined(__AVX512F__) && !defined(__FAST_MATH__)
  x = __builtin_ia32_minps512_mask((po_vf){{0}} + 89.0f, x, x, {_ALL});     /* a NaN x: x (the second operand) */
  x = __builtin_ia32_maxps512_mask((po_vf){{0}} - 104.0f, x, x, {_ALL});
  const po_vf shift = (po_vf){{0}} + (0x1.8p23f + 254.0f);
  po_vf k = __builtin_ia32_vfmaddps512_mask(x, (po_vf){{0}} + 0x1.715476p+0f, shift, {_ALL});
  po_vf n = k - shift;
  po_vf r = __builtin_ia32_vfmaddps512_mask(n, (po_vf){{0}} - 0x1.62e43p-1f, x, {_ALL});
  r = __builtin_ia32_vfmaddps512_mask(n, (po_vf){{0}} + 0x1.05c61p-29f, r, {_ALL});
  po_vf r2 = r * r;
  po_vf a = __builtin_ia32_vfmaddps512_mask((po_vf){{0}} + {_C[1]}, r, (po_vf){{0}} + {_C[0]}, {_ALL});
  po_vf b = __builtin_ia32_vfmaddps512_mask((po_vf){{0}} + {_C[3]}, r, (po_vf){{0}} + {_C[2]}, {_ALL});
  po_vf q = __builtin_ia32_vfmaddps512_mask(
      __builtin_ia32_vfmaddps512_mask((po_vf){{0}} + {_C[4]}, r2, b, {_ALL}), r2, a, {_ALL});
  po_vf p = __builtin_ia32_vfmaddps512_mask(q, r2, r, {_ALL}) + 1.0f;
  return __builtin_ia32_scalefps512_mask(p, n, p, {_ALL});  /* p 2^n, rounded once */
#else
{_LANES}#endif
}}
"""
# AVX2 (32-byte vectors): the clamps as vminps/vmaxps too (a NaN goes through, so no NaN mask),
# 2^n in po_expf's two integer halves
VEXPF_AVX2 = f"""\
/* e^x of a vector of floats (polyopt.codegen.fast_exp): po_expf's steps, clamped by vminps */
static inline po_vf po_vexpf(po_vf x)
{{
#if defined(__AVX2__) && defined(__FMA__) && !defined(__FAST_MATH__)
  x = __builtin_ia32_minps256((po_vf){{0}} + 89.0f, x);     /* a NaN x: x (the second operand) */
  x = __builtin_ia32_maxps256((po_vf){{0}} - 104.0f, x);
  const po_vf shift = (po_vf){{0}} + (0x1.8p23f + 254.0f);
  po_vf k = __builtin_ia32_vfmaddps256(x, (po_vf){{0}} + 0x1.715476p+0f, shift);
  po_vf n = k - shift;
  po_vf r = __builtin_ia32_vfmaddps256(n, (po_vf){{0}} - 0x1.62e43p-1f, x);
  r = __builtin_ia32_vfmaddps256(n, (po_vf){{0}} + 0x1.05c61p-29f, r);
  po_vf r2 = r * r;
  po_vf a = __builtin_ia32_vfmaddps256((po_vf){{0}} + {_C[1]}, r, (po_vf){{0}} + {_C[0]});
  po_vf b = __builtin_ia32_vfmaddps256((po_vf){{0}} + {_C[3]}, r, (po_vf){{0}} + {_C[2]});
  po_vf q = __builtin_ia32_vfmaddps256(__builtin_ia32_vfmaddps256((po_vf){{0}} + {_C[4]}, r2, b), r2, a);
  po_vf p = __builtin_ia32_vfmaddps256(q, r2, r) + 1.0f;
  po_vi h = (po_vi)k >> 1;                                  /* 2^n as po_expf builds it */
  return p * (po_vf)(((po_vi)k - h) << 23) * (po_vf)(h << 23);
#else
{_LANES}#endif
}}
"""
# other vector widths: po_expf lane by lane (gcc vectorizes the loop)
VEXPF_LANES = f"""\
/* e^x of a vector of floats (polyopt.codegen.fast_exp): po_expf lane by lane, vectorized */
static inline po_vf po_vexpf(po_vf x)
{{
{_LANES}}}
"""


def inline_call(func: str, t: str) -> str | None:
    """The C name a call of builtin ``func`` on type ``t`` prints as when exp is inlined, or None
    where libm's stays (only float32's exp has an inline version)."""
    return "po_expf" if func == "exp" and t == "float32" else None


def vector_call(func: str, t: str, vbytes: int = 64) -> str | None:
    """The C name of builtin ``func`` on a vector of ``t`` (of ``vbytes``) where exp is inlined
    (``po_vexpf``; ``sigmoid``, which prints through exp: its exp; ``erf``: ``fast_erf``'s), or
    None where a vector printer cannot call it. ``sigmoid`` and ``erf`` with 64- and 32-byte
    vectors only (``vector_sigmoid``)."""
    if func == "erf":
        return fast_erf.vector_call(func, t, vbytes)
    return "po_vexpf" if t == "float32" and (func == "exp" or func == "sigmoid" and vector_sigmoid(vbytes)) else None


def vector_names(t: str, vbytes: int) -> dict[str, str]:
    """libm's names that a vector of ``t`` calls in their place (``prelude.math_call``'s ``names``)."""
    return {f: name for f in ("exp", "erf") if (name := vector_call(f, t, vbytes)) is not None}


def vector_sigmoid(vbytes: int) -> bool:
    """Whether a vector printer prints a ``sigmoid`` of float32 vectors through ``po_vexpf``: with
    AVX-512 and with AVX2. On one Zen 5 thread with AVX2 forced (4096 x 1024 floats, thread CPU
    time, minima of 21 calls in turns, three runs), against gcc's loop of libmvec's 8-lane
    ``expf``: ``x * sigmoid(x)`` 1.45-1.46 -> 1.26 ms, a row sum of ``sigmoid`` 1.67-1.70 ->
    1.22-1.24, gelu_silu 3.51-3.57 -> 3.06-3.10 (with ``po_verff`` for its erf; either alone made
    it slower, 3.6-4.0: gcc reloads the other loop's constants after each libmvec call)."""
    return vbytes in (64, 32)


def through_exp(vbytes: int) -> bool:
    """Whether a ``sigmoid`` of float32 in scalar code (a loop that gcc may vectorize) prints
    through the inline exp ``po_expf`` rather than libm's ``expf``: with AVX-512 (gelu_silu's SiLU
    on one Zen 4 thread: no slower); not with AVX2: forced on the Zen 4, libmvec's 8-lane ``expf``
    beat ``po_expf`` in a loop gcc vectorized, 5.32 -> 5.86 ms, and on a Zen 5 glibc's scalar
    ``expf`` beat it where gcc vectorized nothing (a transposing ``sigmoid``, 8.8 -> 13.7 ms)."""
    return vbytes == 64


def helpers(text: str) -> list[str]:
    """The C text of the inline functions that C text ``text`` calls (before the vector types)."""
    return [body for name, body in _HELPERS.items() if re.search(rf"\b{name}\(", text) or
            name == "po_expf" and "po_vexpf(" in text]


def vector_helpers(vbytes: int, text: str) -> str:
    """The C text of the vector functions that ``text`` calls, for vectors of ``vbytes`` (after
    the vector types of ``microkernel.prelude``)."""
    erf = fast_erf.vector_helper(vbytes) if "po_verff(" in text else ""
    if "po_vexpf(" not in text:
        return erf
    return {64: VEXPF_AVX512, 32: VEXPF_AVX2}.get(vbytes, VEXPF_LANES) + erf
