"""polyopt's benchmark suite: ``python -m benchmarks.run [--quick]`` (``make bench``, ``make bench-quick``).

Modules: ``run`` (the command line and the per-kernel loop), ``timing`` (interleaved medians),
``machine`` (CPU, BLAS and environment facts), ``stream`` (triad bandwidth), ``peers`` (numpy,
einsum and PyTorch implementations of the library's kernels), ``contractions`` (the 15-contraction
``po.einsum`` suite), ``overhead`` (compile times and per-call overhead) and ``report`` (Markdown and
JSON). See ``benchmarks/README.md``.
"""
