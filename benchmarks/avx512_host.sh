#!/usr/bin/env bash
# Issue 30's CPU rows on another machine's CPU (a lent GPU machine's AVX-512 host), from the project
# root after `bash ../shared/gpu/prepare.sh` here plus threadpoolctl's wheel in .gpu/whl:
#   device run, carry [".gpu"]:  timeout 420 bash benchmarks/avx512_host.sh [--sweep]
# Native flags (AVX-512 where the CPU has it) against numpy's OpenBLAS as it is, then AVX2 forced
# (POLYOPT_CFLAGS) against OpenBLAS held to its Haswell kernel (OPENBLAS_CORETYPE=Haswell), 1 and
# 2 threads pinned to cores 2-3; --sweep: matmul against the AVX-512 tile choices before 2026-11-28
# (12 row blocks, 256 steps, no late outputs, no next-panel prefetch), to check tuning._FEW_THREADS_AVX512.
set -u
out=${OUT:-/tmp/out}; mkdir -p "$out"
if [ -d .gpu/whl ] && [ ! -d /tmp/site/islpy ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .gpu/whl/*.whl || exit 1
fi
export PYTHONPATH="/tmp/site:$PWD" POLYOPT_CACHE_DIR=/tmp/polyopt-cache PYTHONUNBUFFERED=1
unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE POLYOPT_CFLAGS
lscpu | grep -E "Model name|^CPU\(s\)|L1d|L2|L3"; grep -o -w -m1 avx512f /proc/cpuinfo | head -1
AVX2="-O3 -march=native -mno-avx512f -fopenmp -fno-math-errno -falign-loops=32"
tab() { local t=$1; shift; local cpus=$([ "$t" = 1 ] && echo 2 || echo 2,3)
  echo "=== tuning_ab threads=$t $* POLYOPT_CFLAGS=${POLYOPT_CFLAGS:-} OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-} $(date +%T)"
  timeout 75 taskset -c "$cpus" python3 -m benchmarks.tuning_ab --threads "$t" "$@" 2>&1 | grep '^| [dmat]'; }
kernels() { echo "=== benchmarks.run threads=1 $1 $(date +%T)"
  timeout 100 taskset -c 2 python3 -m benchmarks.run --threads 1 --repeat 5 --sections stream,kernels --out "$out/run_$1" \
    --kernels softmax,layernorm,transpose,batchnorm_moments,gesummv,bicg,mvt,matvec,conv2d_3x3_bias_relu,conv2d_same,conv2d_stride2 \
    > "$out/run_$1.log" 2>&1; grep -E '^\| [a-z]|STREAM\*\*|Memory-bound' "$out/run_$1.log"; }
if [ "${1:-}" = --sweep ]; then
  A=gemm_row_blocks=12,gemm_depth=256,late_outputs=False,prefetch_next_panel=False
  for t in 1 2; do tab "$t" --only matmul --repeat 5 --set "$A"; done
  exit 0
fi
for t in 1 2; do tab "$t" --repeat 7; done
kernels native
export POLYOPT_CFLAGS="$AVX2" OPENBLAS_CORETYPE=Haswell
for t in 1 2; do tab "$t" --repeat 7; done
kernels avx2
