#!/usr/bin/env bash
# What including the dispatch shims costs a device translation unit, against
# the named baseline of the same run: a .cu (.hip) that includes only the
# runtime's header.
#
#   bench/shim/include_cost.sh [HEADER] [GENERATED_DIR]
#
# HEADER: the dlpack.h the shims were generated from (default: v1.3 of
# ../shared/headers); GENERATED_DIR: the dir holding cuda/ and hip/ (default:
# generated). For nvcc (-arch=sm_80) and hipcc (--offload-arch=gfx90a), C++17,
# hyperfine times `-O2 -c` of a file with one small kernel and:
#   runtime  #include <cuda_runtime.h> / <hip/hip_runtime.h>      (the baseline)
#   copy     #include "dlpack_shim/copy.hpp"                      (copy(), the GPU backend)
#   dispatch copy.hpp + dispatch.hpp                               (visit_dtype of host types)
#   types    copy.hpp + dispatch.hpp + cuda_types.cuh / hip_types.hpp (device element types)
# and prints each mean and its difference to the baseline. RUNS (default 10)
# sets the runs per file; a compiler that is missing is skipped with a line
# saying so.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
header="${1:-$root/../shared/headers/dlpack-v1.3-torch.h}"
generated="${2:-$root/generated}"
header="$(cd "$(dirname "$header")" && pwd)/$(basename "$header")"
generated="$(cd "$generated" && pwd)"
nvcc="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
hipcc="${HIPCC:-$(command -v hipcc || echo hipcc)}"
runs="${RUNS:-10}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/inc/dlpack"
cp "$header" "$work/inc/dlpack/dlpack.h"

kernel='__global__ void k(int* p) { *p = 1; }'
printf '%-6s %-9s %10s %10s\n' compiler tu "mean ms" "+ ms"
measure() {  # measure NAME COMPILER_COMMAND LANG RUNTIME_INCLUDE TYPES_HEADER
  local name=$1 cc=$2 lang=$3 runtime=$4 types=$5
  printf '#include <%s>\n%s\n' "$runtime" "$kernel" >"$work/runtime.$lang"
  printf '#include "dlpack_shim/copy.hpp"\n%s\n' "$kernel" >"$work/copy.$lang"
  printf '#include "dlpack_shim/copy.hpp"\n#include "dlpack_shim/dispatch.hpp"\n%s\n' "$kernel" >"$work/dispatch.$lang"
  printf '#include "dlpack_shim/copy.hpp"\n#include "dlpack_shim/dispatch.hpp"\n#include "dlpack_shim/%s"\n%s\n' \
    "$types" "$kernel" >"$work/types.$lang"
  local flags="-O2 -std=c++17 -I$generated/$lang/include -I$work/inc"
  hyperfine -N --warmup 1 --runs "$runs" --export-json "$work/r.json" \
    -n runtime "$cc $flags -c $work/runtime.$lang -o $work/o" \
    -n copy "$cc $flags -c $work/copy.$lang -o $work/o" \
    -n dispatch "$cc $flags -c $work/dispatch.$lang -o $work/o" \
    -n types "$cc $flags -c $work/types.$lang -o $work/o" >/dev/null
  python3 - "$work/r.json" "$name" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
base = next(x["mean"] for x in r if x["command"] == "runtime")
for x in r:
    print(f'{sys.argv[2]:<6} {x["command"]:<9} {x["mean"] * 1000:10.0f} {(x["mean"] - base) * 1000:+10.0f}')
PY
}
if [ -x "$nvcc" ]; then
  measure nvcc "$nvcc -arch=sm_80 -x cu" cuda cuda_runtime.h cuda_types.cuh
else
  echo "nvcc: not found (NVCC=...), skipped"
fi
if command -v "$hipcc" >/dev/null; then
  measure hipcc "$hipcc --offload-arch=gfx90a -x hip" hip hip/hip_runtime.h hip_types.hpp
else
  echo "hipcc: not found (HIPCC=...), skipped"
fi
