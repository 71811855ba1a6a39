"""The vector max and min of the micro-kernel prelude (``po_vmaxf`` ... ``po_vminl``): one x86
max/min instruction where the target has one, with the meaning of the select they replace
(``b > a ? b : a``: a NaN in either operand gives ``a``, ``-0`` against ``+0`` gives ``a``), checked
lane by lane on special values for every dtype and vector width.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from polyopt.codegen import microkernel
from tests.conftest import PINNED_AVX2_CFLAGS, PINNED_CFLAGS
from tests.machine import needs_cpu_for

SSE2_CFLAGS = ("-O3", "-march=x86-64", "-fno-math-errno")

# every pair of the values below, a vector at a time, against the scalar select; prints the
# number of vectors that differ (bit for bit) per function
_CHECK = r"""
#include <math.h>
#include <stdio.h>
#include <string.h>
#define CHECK(T, VT, F, CMP, ...) { \
  T v[] = {__VA_ARGS__}; enum { N = sizeof v / sizeof *v, W = sizeof(VT) / sizeof(T) }; long bad = 0; \
  __asm__ volatile("" : : "r"(v) : "memory");  /* (values gcc cannot fold) */ \
  for (int i = 0; i < N * N; i += W) { \
    T a[W], b[W], want[W]; \
    for (int l = 0; l < W; l++) { a[l] = v[(i + l) % (N * N) / N]; b[l] = v[(i + l) % N]; \
                                  want[l] = (b[l] CMP a[l]) ? b[l] : a[l]; } \
    VT x, y; memcpy(&x, a, sizeof x); memcpy(&y, b, sizeof y); \
    VT r = F(x, y); bad += memcmp(&r, want, sizeof r) != 0; \
  } \
  printf("%s %ld\n", #F, bad); }
#define FLOATS(T, HUGE) NAN, -NAN, INFINITY, -INFINITY, (T)0, -(T)0, (T)1, (T)-1, (T)1e-40, HUGE, (T)3.5, (T)-2
#define INTS(T, LO, HI) LO, HI, 0, 1, -1, 7, -7, (T)1 << 20
int main(void) {
  CHECK(float, po_vf, po_vmaxf, >, FLOATS(float, 3e38f)) CHECK(float, po_vf, po_vminf, <, FLOATS(float, 3e38f))
  CHECK(double, po_vd, po_vmaxd, >, FLOATS(double, 1e308)) CHECK(double, po_vd, po_vmind, <, FLOATS(double, 1e308))
  CHECK(int32_t, po_vi, po_vmaxi, >, INTS(int32_t, INT32_MIN, INT32_MAX))
  CHECK(int32_t, po_vi, po_vmini, <, INTS(int32_t, INT32_MIN, INT32_MAX))
  CHECK(int64_t, po_vl, po_vmaxl, >, INTS(int64_t, INT64_MIN, INT64_MAX))
  CHECK(int64_t, po_vl, po_vminl, <, INTS(int64_t, INT64_MIN, INT64_MAX))
  return 0;
}
"""

_CASES = [pytest.param(64, PINNED_CFLAGS, ("vmaxps", "vminpd", "vpmaxsd", "vpminsq"), "zmm",
                       marks=needs_cpu_for(PINNED_CFLAGS), id="avx512"),
          pytest.param(32, PINNED_AVX2_CFLAGS, ("vmaxps", "vminpd", "vpmaxsd"), "ymm",
                       marks=needs_cpu_for(PINNED_AVX2_CFLAGS), id="avx2"),
          pytest.param(16, SSE2_CFLAGS, ("maxps", "minpd"), "xmm", id="sse2")]


@pytest.mark.parametrize("vbytes, cflags, instructions, register", _CASES)
def test_vector_max_and_min_are_the_select_in_one_instruction(tmp_path, vbytes, cflags, instructions, register):
    src, exe = tmp_path / "extremes.c", tmp_path / "extremes"
    src.write_text("#include <stdint.h>\n" + microkernel.prelude(vbytes) + _CHECK)
    subprocess.run(["gcc", *cflags, str(src), "-o", str(exe)], check=True, timeout=120)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True, timeout=60).stdout
    assert [line.split()[1] for line in out.splitlines()] == ["0"] * 8, out
    asm = subprocess.run(["gcc", *cflags, "-S", "-o", "-", str(src)], check=True, capture_output=True, text=True,
                         timeout=120).stdout
    for instruction in instructions:  # (the packed instruction on the width's registers)
        assert re.search(rf"\b{instruction}\t.*%{register}", asm), instruction
