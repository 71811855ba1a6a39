"""Tolerances that follow what was summed, not the result alone.

A float sum of terms of both signs can cancel to about 0 while each partial sum was large: the
rounding error is a few ulps of the *terms'* magnitude, and computing the sum in another order
(4-lane vectors instead of 8, a micro-kernel instead of a loop) moves the result by that much.
A tolerance relative to the result (``rtol`` alone, or ``atol=0``) then fails for an exact
0 that came out as 5e-14. ``assert_close_sum`` compares with ``ulps`` units in the last place
of the sum of the absolute values of the terms, element by element.

>>> import numpy as np
>>> a, b = np.array([[1e3, -1e3, 1e-3]]), np.array([[1.0], [1.0], [1.0]])
>>> assert_close_sum(a @ b + 1e-14, a @ b, np.abs(a) @ np.abs(b))  # 1e-14 of terms of 1e3: fine
>>> assert_close_sum(a @ b + 1e-9, a @ b, np.abs(a) @ np.abs(b))
Traceback (most recent call last):
AssertionError: ...
"""

from __future__ import annotations

import numpy as np


def sum_tolerance(terms_abs_sum, dtype, ulps: float = 32) -> np.ndarray:
    """``ulps`` units in the last place of ``dtype`` at the magnitude ``terms_abs_sum`` (elementwise),
    at least ``ulps`` of the smallest normal number (so an all-zero sum may differ by a denormal)."""
    eps = np.finfo(dtype).eps
    return ulps * eps * np.maximum(np.abs(np.asarray(terms_abs_sum, np.float64)), np.finfo(dtype).tiny / eps)


def assert_close_sum(got, want, terms_abs_sum, *, ulps: float = 32, err_msg: str = "") -> None:
    """``|got - want| <= ulps * eps * terms_abs_sum`` elementwise (eps of ``got``'s dtype); integer
    results must be equal. NaNs must be in the same places; infinities equal.

    ``terms_abs_sum`` is the sum of the absolute values of what was summed into each element (for
    ``A @ B``: ``abs(A) @ abs(B)``; where terms are products with rounding of their own, that is
    still their magnitude), broadcast against ``got``.
    """
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, f"shape {got.shape} != {want.shape} {err_msg}"
    if got.dtype.kind in "biu":
        np.testing.assert_array_equal(got, want, err_msg=err_msg)
        return
    terms = np.broadcast_to(np.asarray(terms_abs_sum, np.float64), got.shape)
    tol = sum_tolerance(terms, got.dtype, ulps)
    g, w = got.astype(np.float64), want.astype(np.float64)
    same_special = (np.isnan(g) & np.isnan(w)) | (np.isinf(g) & (g == w))
    bad = ~same_special & ~(np.abs(g - w) <= tol)
    if bad.any():
        idx = [tuple(int(x) for x in i) for i in np.argwhere(bad)[:5]]
        lines = [f"  at {i}: got {g[i]!r}, want {w[i]!r}, |diff| {abs(g[i] - w[i]):.3g} > {tol[i]:.3g} "
                 f"(the terms' absolute sum is {terms[i]:.3g})" for i in idx]
        raise AssertionError(f"{int(bad.sum())} of {bad.size} elements differ by more than {ulps} ulps of "
                             f"the magnitude of their terms {err_msg}\n" + "\n".join(lines))
