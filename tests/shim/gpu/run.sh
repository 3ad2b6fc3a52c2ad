#!/usr/bin/env bash
# Builds tests/shim/gpu_behaviour.cpp against the v1.3 shims with nvcc (cuda)
# or hipcc (hip) and runs it: exit 77 (skipped) where no GPU is, so CI proves
# it compiles and links and a GPU machine runs it for real.
#
# gpu_run.sh cuda|hip COMPILER SHIM_DIR TESTS_DIR WORK_DIR
set -euo pipefail
kind=$1 compiler=$2 shims=$3 tests=$4 work=$5
src="$(cd "$(dirname "$0")" && pwd)/gpu_behaviour.cpp"
mkdir -p "$work"
if [ "$kind" = cuda ]; then
  # sm_75 code plus PTX, which newer GPUs (sm_90) compile at load time.
  "$compiler" -O2 -std=c++17 -Werror all-warnings -Xcompiler "-Wall,-Wextra,-Werror" \
    -gencode arch=compute_75,code=sm_75 -gencode arch=compute_75,code=compute_75 \
    -x cu -I "$shims/cuda/include" -I "$shims/inc" -I "$tests" "$src" -o "$work/gpu_behaviour_cuda"
else
  "$compiler" --offload-arch=gfx90a -O2 -std=c++17 -Wall -Wextra -Werror \
    -x hip -I "$shims/hip/include" -I "$shims/inc" -I "$tests" "$src" -o "$work/gpu_behaviour_hip"
fi
exec "$work/gpu_behaviour_$kind"
