"""The inline float32 exp (``polyopt/codegen/fast_exp.py``): its error in ulps against e^x over
float32 inputs (every one in the slow test, every 61st bit pattern otherwise), its special
values, its libm fallback under -ffast-math, and where the printer uses it.
"""

from __future__ import annotations

import math
import os
import subprocess

import numpy as np
import pytest

import polyopt as po
from kernels.registry import by_name, source
from polyopt.codegen.fast_exp import EXPF
from polyopt.options import DEFAULT_CFLAGS
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET, PINNED_CFLAGS, PINNED_TARGET
from tests.machine import missing, runs_here

# po_expf over the bit patterns first, first + stride, ... in a vectorized loop, each result
# against e^x in double rounded to float: the largest error in ulps of the result (an ulp of a
# subnormal is 2^-149), how many are above 1 ulp, and the results that must be exact (NaN in,
# NaN out; inf and 0 where e^x rounds to them) that are not
_KERNEL = "#include <math.h>\n#include <stdint.h>\n" + EXPF + r"""
void run(const float *restrict x, float *restrict y, long n) {
#pragma omp simd
  for (long i = 0; i < n; i++) y[i] = po_expf(x[i]);
}
"""
_SWEEP = r"""
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
void run(const float *restrict x, float *restrict y, long n);
static double ulp(double v) {
  v = fabs(v);
  if (v < 0x1p-126) return 0x1p-149;
  int e; frexp(v, &e); return ldexp(1.0, e - 24);
}
int main(int argc, char **argv) {
  uint64_t stride = strtoull(argv[1], 0, 10);
  enum { CHUNK = 1 << 16 };
  static float x[CHUNK], y[CHUNK];
  double worst = 0; float at = 0; long above = 0, wrong = 0;
  for (uint64_t b = 0; b < (1ull << 32);) {
    long n = 0;
    for (; n < CHUNK && b < (1ull << 32); n++, b += stride) { uint32_t u = (uint32_t)b; memcpy(&x[n], &u, 4); }
    run(x, y, n);
    for (long i = 0; i < n; i++) {
      double want = exp((double)x[i]);
      float rounded = (float)want;
      if (isnan(x[i]) || isinf(rounded) || rounded == 0.0f) {
        wrong += !(isnan(x[i]) ? isnan(y[i]) : y[i] == rounded);
        continue;
      }
      double e = isfinite(y[i]) ? fabs((double)y[i] - want) / ulp(want) : INFINITY;
      above += e > 1.0;
      if (e > worst) { worst = e; at = x[i]; }
    }
  }
  printf("%.6f %a %ld %ld\n", worst, at, above, wrong);
  return 0;
}
"""


def _sweep(tmp_path, stride: int, flags=DEFAULT_CFLAGS) -> tuple[float, str, int, int]:
    """po_expf built with ``flags``, checked by a program built with the default flags."""
    (tmp_path / "kernel.c").write_text(_KERNEL)
    (tmp_path / "sweep.c").write_text(_SWEEP)
    exe = tmp_path / "sweep"
    subprocess.run(["gcc", *flags, "-c", str(tmp_path / "kernel.c"), "-o", str(tmp_path / "kernel.o")],
                   check=True, timeout=120)
    subprocess.run(["gcc", *DEFAULT_CFLAGS, str(tmp_path / "sweep.c"), str(tmp_path / "kernel.o"), "-o", str(exe),
                    "-lm"], check=True, timeout=120)
    out = subprocess.run([str(exe), str(stride)], check=True, capture_output=True, text=True, timeout=900).stdout
    worst, at, above, wrong = out.split()
    return float(worst), at, int(above), int(wrong)


def test_error_within_an_ulp_on_a_sample(tmp_path):
    """Every 61st float32 (70 million inputs, all exponents, both signs, NaNs and infinities):
    measured 1.0104 ulp at most, 2 above 1 ulp."""
    worst, at, above, wrong = _sweep(tmp_path, 61)
    assert wrong == 0
    assert worst < 1.02, f"{worst} ulp at {at}"
    assert above < 10


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("POLYOPT_EXHAUSTIVE"),
                    reason="all 2^32 inputs take ~100 s of CPU, too long for make test: POLYOPT_EXHAUSTIVE=1 runs them")
def test_error_within_an_ulp_on_every_float(tmp_path):
    """All 2^32 inputs (about 100 s of CPU): measured 1.0192 ulp at most (x = -27.38), 55 inputs
    above 1 ulp, every NaN, infinity, overflow and underflow exact."""
    worst, at, above, wrong = _sweep(tmp_path, 1)
    assert wrong == 0
    assert worst < 1.02, f"{worst} ulp at {at}"
    assert above < 100


def test_special_values(tmp_path):
    """NaN, the infinities, the ends of the range and subnormal results, one by one, against e^x
    in double rounded to float32 (numpy's)."""
    xs = [math.nan, -math.nan, math.inf, -math.inf, 0.0, -0.0, 88.72283, 88.72284, 89.0, 1e30, -87.33654,
          -100.0, -103.278, -103.973, -104.0, -1e30, 1.0, -1.0]
    src, exe = tmp_path / "special.c", tmp_path / "special"
    src.write_text("#include <math.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n" + EXPF + r"""
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) printf("%a\n", po_expf(strtof(argv[i], 0)));
  return 0;
}
""")
    subprocess.run(["gcc", *DEFAULT_CFLAGS, str(src), "-o", str(exe)], check=True, timeout=120)
    out = subprocess.run([str(exe), *map(repr, xs)], check=True, capture_output=True, text=True).stdout.split()
    got = [float.fromhex(g) for g in out]
    with np.errstate(over="ignore"):
        want = [float(np.float32(np.exp(np.float64(np.float32(x))))) for x in xs]
    assert len(got) == len(xs)
    for x, g, w in zip(xs, got, want):
        assert g == w or (math.isnan(g) and math.isnan(w)), (x, g.hex(), w.hex())
    assert want[7] == math.inf and want[10] < 2.0 ** -125 and 0 < want[12] < 2.0 ** -148 and want[13] == 0


@pytest.mark.parametrize("flags", [("-ffast-math",), ("-mno-fma",)], ids=["fast-math", "no-fma"])
def test_libm_where_the_inline_one_would_be_wrong_or_slow(tmp_path, flags):
    """Under -ffast-math (which would fold the rounding away) and without FMA, po_expf is
    libm's expf (libmvec's where vectorized: glibc gives its vector functions 4 ulp; measured 2.3
    under -ffast-math), every special value right (under -ffast-math gcc may fold the inline
    one's rounding step, ``(k + shift) - shift``, away)."""
    worst, at, _, wrong = _sweep(tmp_path, 100003, (*DEFAULT_CFLAGS, *flags))
    assert worst < 4.0 and wrong == 0, f"{worst} ulp at {at}, {wrong} special values wrong"


def test_printer_inlines_exp_where_the_tuning_says(monkeypatch, tmp_path):
    """The AVX2 and AVX-512 targets' softmax call po_expf (``Tuning.inline_exp``, measured on a
    Zen 3 and a Zen 4); a tuning that says no keeps libm's expf."""
    from polyopt import tuning
    case = by_name("softmax")

    def text(cflags, target):
        tuning.tuning.cache_clear()
        return po.compile(source(case), case.entry, options=po.Options(cflags=cflags),
                          target=target).specialize(**case.bench_sizes).source
    for cflags, target in ((PINNED_AVX2_CFLAGS, PINNED_AVX2_TARGET), (PINNED_CFLAGS, PINNED_TARGET)):
        assert "= po_expf((t_X" in text(cflags, target) and "static inline float po_expf" in text(cflags, target)
    monkeypatch.setitem(tuning._MEASURED, 64, {**tuning._MEASURED[64], "inline_exp": False})
    monkeypatch.setenv("POLYOPT_CACHE_DIR", str(tmp_path))  # (compile records do not key on the tuning)
    try:
        off = text(PINNED_CFLAGS, PINNED_TARGET)
    finally:
        tuning.tuning.cache_clear()
    assert "po_expf" not in off and "= expf((t_X" in off


# po_vexpf against po_expf on every 7th bit pattern, 16 lanes at a time: results that differ
# (NaN in: NaN out, either way), and whether any NaN input gave a number
_VECTOR_SWEEP = r"""
#include <stdio.h>
#include <string.h>
int main(void) {
  enum { W = sizeof(po_vf) / sizeof(float) };
  long differ = 0, nans = 0;
  float x[W], want[W];
  for (uint64_t b = 0; b < (1ull << 32); b += 7 * W) {
    for (int l = 0; l < W; l++) { uint32_t u = (uint32_t)(b + 7 * l); memcpy(&x[l], &u, 4); want[l] = po_expf(x[l]); }
    po_vf y = po_vexpf(po_loadf(x));
    for (int l = 0; l < W; l++) {
      if (x[l] != x[l]) nans += y[l] == y[l];
      else differ += memcmp(&y[l], &want[l], 4) != 0;
    }
  }
  printf("%ld %ld\n", differ, nans);
  return 0;
}
"""


@pytest.mark.parametrize("vbytes, cflags", [(64, PINNED_CFLAGS), (32, PINNED_AVX2_CFLAGS)], ids=["avx512", "avx2"])
def test_vector_exp_is_the_scalar_one_bit_for_bit(tmp_path, vbytes, cflags):
    """``po_vexpf`` (vscalefps on AVX-512, ``po_expf`` lane by lane elsewhere) gives ``po_expf``'s
    result bit for bit on every 7th float32 (614 million inputs: all exponents, both signs,
    subnormal and overflowing results), and NaN for every NaN."""
    from polyopt.codegen import microkernel
    from polyopt.codegen.fast_exp import vector_helpers
    if not runs_here(cflags):
        pytest.skip(f"this CPU lacks {', '.join(missing(cflags))}")
    src, exe = tmp_path / "vexp.c", tmp_path / "vexp"
    src.write_text("#include <math.h>\n#include <stdint.h>\n" + EXPF + microkernel.prelude(vbytes) +
                   vector_helpers(vbytes, "po_vexpf(") + _VECTOR_SWEEP)
    subprocess.run(["gcc", *cflags, str(src), "-o", str(exe), "-lm"], check=True, timeout=120)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True, timeout=600).stdout
    assert out.split() == ["0", "0"]
    assert ("vscalefps" in src.read_text()) == (vbytes == 64)
