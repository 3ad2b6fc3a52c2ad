#!/usr/bin/env bash
# The shims' GPU suite and benchmark: builds tests/outputs/shim/gpu/behaviour.cpp and
# tests/outputs/shim/gpu/bench.cpp against the v1.3 shims with nvcc (cuda) or hipcc
# (hip), then runs the suite and the benchmark. Where no GPU is, both are
# built and the run exits 77 (skipped), so CI proves that they compile and
# link, and a GPU machine runs them for real. Needs the CUDA toolkit (or ROCm),
# this repository and a dlpack.h (../shared's, or SHIM_DIR). On a GPU machine,
# device-check.sh beside this runs the suite, the benchmark and the interop
# checks from the repository alone and writes one report.
#
#   tests/outputs/shim/gpu/run.sh [cuda|hip] [--test|--bench|--quick]
#
# Default: cuda, the suite then the benchmark (a Markdown table; the README's
# GPU figures come from it). --quick: the suite, then the benchmark at one
# small size (the CTest test shim_gpu_<kind> runs this). Environment (all optional):
#   NVCC, HIPCC       the compilers (default: nvcc on PATH or /usr/local/cuda/bin, hipcc)
#   SHIM_DIR          a dir with <kind>/include (the shims) and inc/dlpack/dlpack.h
#                     (default: generated/ of this repository and ../shared/headers' v1.3)
#   WORK_DIR          where the programs are built (default: a temporary dir)
#   CUDA_ARCHS        nvcc -gencode list (default: sm_75 code plus PTX, which newer GPUs JIT)
#   HIP_ARCH          hipcc --offload-arch (default: gfx90a)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
kind=${1:-cuda}
what=${2:-all}
case "$kind" in cuda | hip) ;; *) echo "run.sh: the kind is cuda or hip, not '$kind'" >&2; exit 2 ;; esac
case "$what" in all | --test | --bench | --quick) ;; *) echo "run.sh: unknown option '$what'" >&2; exit 2 ;; esac
work=${WORK_DIR:-$(mktemp -d)}
mkdir -p "$work"
if [ -n "${SHIM_DIR:-}" ]; then
  include="$SHIM_DIR/$kind/include" inc="$SHIM_DIR/inc"
else
  include="$root/generated/$kind/include" inc="$work/inc"
  header="${DLPACK_HEADERS:-$root/../shared/headers}/dlpack-v1.3-torch.h"
  [ -f "$header" ] || { echo "run.sh: no $header (set DLPACK_HEADERS or SHIM_DIR)" >&2; exit 2; }
  mkdir -p "$inc/dlpack" && cp "$header" "$inc/dlpack/dlpack.h"
fi
build() {  # build NAME SOURCE
  if [ "$kind" = cuda ]; then
    local nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
    local archs=${CUDA_ARCHS:--gencode arch=compute_75,code=sm_75 -gencode arch=compute_75,code=compute_75}
    # shellcheck disable=SC2086
    "$nvcc" -O2 -std=c++17 -Werror all-warnings -Xcompiler "-Wall,-Wextra,-Werror" $archs \
      -x cu -I "$include" -I "$inc" -I "$root/tests" "$2" -o "$work/$1"
  else
    "${HIPCC:-hipcc}" --offload-arch="${HIP_ARCH:-gfx90a}" -O2 -std=c++17 -Wall -Wextra -Werror \
      -x hip -I "$include" -I "$inc" -I "$root/tests" "$2" -o "$work/$1"
  fi
}
build "behaviour_$kind" "$here/behaviour.cpp"
build "bench_$kind" "$here/bench.cpp"
if [ "$what" != --bench ]; then
  "$work/behaviour_$kind" || exit $?  # 77 without a GPU: the benchmark would skip too
fi
if [ "$what" != --test ]; then
  flag=""
  [ "$what" = --quick ] && flag=--quick
  # shellcheck disable=SC2086
  "$work/bench_$kind" $flag
fi
