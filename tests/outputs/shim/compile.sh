#!/usr/bin/env bash
# The dispatch shims of one header, generated and compiled the way users build
# them: the CPU parts with g++ and clang++ (C++17 and C++20) from both
# generated/cuda and generated/hip, the CUDA backend with nvcc, the ROCm
# backend with hipcc; each program linked and run (no GPU calls: that needs a
# device, tests/outputs/shim/gpu/behaviour.cpp; what needs none, such as the
# __dlpack__ stream convention, is checked). nvcc builds once more with
# per-thread default streams, hipcc once more as a ROCm build of CUDA-style
# code (DLPACK_SHIM_CUDA_IS_ROCM), which under nvcc must stop at its #error.
# Warnings are errors, and so is a switch that misses an enumerator. Then the
# shims must refuse another dlpack.h version, with "regenerate" in the message.
# MODE `some` (the headers between milestones) compiles each backend once:
# g++ C++17 (cuda), clang++ C++20 (hip), nvcc and hipcc, without the
# per-thread and CUDA_IS_ROCM variants, whose code does not vary by header.
#
# compile.sh DLPACKGEN HEADER OTHER_HEADER WORK_DIR GXX CLANGXX NVCC HIPCC
# (NVCC or HIPCC "-" skips that compiler; CMake only does so when told to.)
set -euo pipefail
dlpackgen=$1 header=$2 other=$3 work=$4 gxx=$5 clangxx=$6 nvcc=$7 hipcc=$8 mode=${9:-all}
# MODE `full`: `all`, plus what does not vary by header but must work with the
# oldest and the newest (CI time): the include-cost check and the compiled backend.
extras=0
if [ "$mode" = full ]; then mode=all extras=1; fi
src="$(cd "$(dirname "$0")" && pwd)/compile_all.cpp"

rm -rf "$work"
mkdir -p "$work/inc/dlpack" "$work/other/dlpack"
cp "$header" "$work/inc/dlpack/dlpack.h"
cp "$other" "$work/other/dlpack/dlpack.h"
# SEMANTICS, when set: the overlay to generate with (a vendored copy's own mappings).
"$dlpackgen" generate -q --header "$header" ${SEMANTICS:+--semantics "$SEMANTICS"} --lang cuda,hip --out "$work/gen"

warn=(-O2 -Wall -Wextra -Werror -pedantic -Werror=switch -Wshadow)
step() {  # step NAME COMMAND...: runs it, says what failed
  local name=$1
  shift
  if ! "$@" >"$work/$name.log" 2>&1; then
    echo "FAILED: $name: $*" >&2
    cat "$work/$name.log" >&2
    exit 1
  fi
}

# The CPU parts of generated/cuda and generated/hip come from the same partials:
# C++17 builds them from one dir, C++20 from the other, so both dirs are built.
for cxx in "$gxx" "$clangxx"; do
  for pair in 17:cuda 20:hip; do
    std=${pair%%:*} lang=${pair#*:}
    if [ "$mode" = some ] && { [ "$cxx:$std" = "$gxx:20" ] || [ "$cxx:$std" = "$clangxx:17" ]; }; then continue; fi
    name="$lang-$(basename "$cxx")-c++$std"
    step "$name" "$cxx" -std=c++$std "${warn[@]}" -I "$work/gen/$lang/include" -I "$work/inc" "$src" -o "$work/$name"
    step "$name-run" "$work/$name"
  done
done
for part in storage core dispatch strided cpu; do
  cmp -s "$work/gen/cuda/include/dlpack_shim/$part.hpp" "$work/gen/hip/include/dlpack_shim/$part.hpp" ||
    { echo "FAILED: $part.hpp of cuda and hip differ" >&2; exit 1; }
done

# must_fail NAME WORDS COMMAND...: COMMAND fails, and its output says WORDS
must_fail() {
  local name=$1 words=$2
  shift 2
  if "$@" >"$work/$name.log" 2>&1; then
    echo "FAILED: $name: compiled, but must not: $*" >&2
    exit 1
  fi
  grep -qF -- "$words" "$work/$name.log" ||
    { echo "FAILED: $name: no '$words' in:" >&2; cat "$work/$name.log" >&2; exit 1; }
}

if [ "$nvcc" != "-" ]; then
  nv=("$nvcc" -O2 -std=c++17 -Werror all-warnings -Xcompiler "-Wall,-Wextra,-Werror,-Werror=switch,-Wshadow"
      -x cu -I "$work/gen/cuda/include" -I "$work/inc" "$src")
  step nvcc "${nv[@]}" -o "$work/nvcc"
  step nvcc-run "$work/nvcc"
fi
if [ "$nvcc" != "-" ] && [ "$mode" = all ]; then
  step nvcc-per-thread "${nv[@]}" --default-stream per-thread -o "$work/nvcc-per-thread"
  step nvcc-per-thread-run "$work/nvcc-per-thread"
  must_fail nvcc-cuda-is-rocm "DLPACK_SHIM_CUDA_IS_ROCM is for ROCm builds" \
    "${nv[@]}" -DDLPACK_SHIM_CUDA_IS_ROCM -c -o "$work/nvcc-cuda-is-rocm.o"
fi
# Include cost: copy.hpp (and the runtime header under it) must not pull in the
# headers of the device element types, which cost seconds of every device
# compile; the types header does, and a visit of the device family without it
# stops with a message naming it. LANG COMPILER... then the types header, then
# the headers it must bring, as a dependency list names them.
types_only_where_needed() {
  local lang=$1 types=$2
  shift 2
  local -a cc=()
  while [ "$1" != "--" ]; do cc+=("$1"); shift; done
  shift
  printf '#include "dlpack_shim/copy.hpp"\n' >"$work/deps-copy.cpp"
  printf '#include "dlpack_shim/%s"\n' "$types" >"$work/deps-types.cpp"
  step "$lang-deps-copy" "${cc[@]}" -M -I "$work/gen/$lang/include" -I "$work/inc" "$work/deps-copy.cpp"
  step "$lang-deps-types" "${cc[@]}" -M -I "$work/gen/$lang/include" -I "$work/inc" "$work/deps-types.cpp"
  local h
  for h in "$@"; do
    if grep -qF "/$h" "$work/$lang-deps-copy.log"; then
      echo "FAILED: copy.hpp of $lang includes $h (only $types should)" >&2
      exit 1
    fi
    grep -qF "/$h" "$work/$lang-deps-types.log" || { echo "FAILED: $types of $lang does not include $h" >&2; exit 1; }
  done
  cat >"$work/visit-$lang.cpp" <<'CPP'
#include "dlpack_shim/copy.hpp"
#include "dlpack_shim/dispatch.hpp"
int main() {
  return dlpack_shim::visit_dtype<dlpack_shim::gpu::kDevice == dlpack_shim::Backend::rocm ? dlpack_shim::Family::rocm
                                                                                           : dlpack_shim::Family::cuda>(
      DLDataType{2, 32, 1}, [](auto tag) { return static_cast<int>(sizeof(tag)); });
}
CPP
  must_fail "$lang-visit-without-types" "include the GPU backend's types header" \
    "${cc[@]}" -c -I "$work/gen/$lang/include" -I "$work/inc" "$work/visit-$lang.cpp" -o "$work/visit-$lang.o"
}
if [ "$nvcc" != "-" ] && [ "$extras" = 1 ]; then
  types_only_where_needed cuda cuda_types.cuh "$nvcc" -std=c++17 -x cu -- cuda_fp16.h cuda_bf16.h cuda_fp8.h cuda/std/complex
  # Kernels only where called: a file that includes copy.hpp and calls no copy
  # has its own kernel and none of the shims' (the copy and fill functions are
  # templates); one that calls copy() has the shims' kernels too.
  printf '#include "dlpack_shim/copy.hpp"\n__global__ void own(int* p) { *p = 1; }\n' >"$work/kernels-none.cu"
  printf '#include "dlpack_shim/copy.hpp"\nint f(const DLTensor& a, const DLTensor& b) { return dlpack_shim::copy(a, b) ? 0 : 1; }\n' \
    >"$work/kernels-called.cu"
  step cuda-kernels-none "$nvcc" -std=c++17 -arch=sm_80 -ptx -I "$work/gen/cuda/include" -I "$work/inc" \
    "$work/kernels-none.cu" -o "$work/kernels-none.ptx"
  step cuda-kernels-called "$nvcc" -std=c++17 -arch=sm_80 -ptx -I "$work/gen/cuda/include" -I "$work/inc" \
    "$work/kernels-called.cu" -o "$work/kernels-called.ptx"
  if [ "$(grep -c '^\.visible \.entry\|^\.entry\|\.entry ' "$work/kernels-none.ptx")" != 1 ]; then
    echo "FAILED: including copy.hpp compiles kernels no code of the file calls:" >&2
    grep '\.entry' "$work/kernels-none.ptx" >&2
    exit 1
  fi
  grep -q 'strided_copy' "$work/kernels-called.ptx" || { echo "FAILED: a file that calls copy() has no copy kernel" >&2; exit 1; }
fi
if [ "$hipcc" != "-" ] && [ "$extras" = 1 ]; then
  types_only_where_needed hip hip_types.hpp "$hipcc" --offload-arch=gfx90a -std=c++17 -x hip -- hip/hip_fp16.h hip/hip_bfloat16.h hip/hip_complex.h
fi

# The compiled backend: built once by the device compiler, linked into a
# program whose C++ file g++ builds with DLPACK_SHIM_LINKED_GPU, which then
# copies GPU tensors through it (the same file without the backend refuses
# them). LANG DEVICE_TYPE SOURCE RUNTIME_LIB COMPILER...
linked_backend() {
  local lang=$1 device=$2 source=$3 lib=$4
  shift 4
  local linked=("$gxx" -std=c++17 "${warn[@]}" -DLINKED_DEVICE="$device" -I "$work/gen/$lang/include" -I "$work/inc")
  step "$lang-backend" "$@" -c -I "$work/gen/$lang/include" -I "$work/inc" "$work/gen/$lang/src/dlpack_shim/$source" \
    -o "$work/$lang-backend.o"
  step "$lang-linked" "${linked[@]}" -DDLPACK_SHIM_LINKED_GPU "$linked_src" "$work/$lang-backend.o" $lib -o "$work/$lang-linked"
  step "$lang-linked-run" "$work/$lang-linked"
  step "$lang-unlinked" "${linked[@]}" "$linked_src" -o "$work/$lang-unlinked"
  step "$lang-unlinked-run" "$work/$lang-unlinked"
}
linked_src="$(dirname "$src")/linked_main.cpp"
if [ "$nvcc" != "-" ] && [ "$extras" = 1 ]; then
  cuda_lib="$(dirname "$(dirname "$(command -v "$nvcc" || echo "$nvcc")")")/lib64"
  linked_backend cuda 2 cuda_backend.cu "-L$cuda_lib -Wl,-rpath,$cuda_lib -lcudart" "$nvcc" -O2 -std=c++17 -Xcompiler -fPIC,-Wall,-Wextra,-Werror -x cu
fi
if [ "$hipcc" != "-" ] && [ "$extras" = 1 ]; then
  # kDLCUDA through ROCm (DLPACK_SHIM_CUDA_IS_ROCM, as PyTorch builds): v0.1 has no kDLROCM.
  linked_backend hip 2 hip_backend.hip "-lamdhip64" "$hipcc" --offload-arch=gfx90a -O2 -std=c++17 -fPIC -Wall -Wextra -Werror \
    -DDLPACK_SHIM_CUDA_IS_ROCM -x hip
fi

if [ "$hipcc" != "-" ]; then
  # An explicit GPU architecture: no device here for hipcc to ask.
  hip=("$hipcc" --offload-arch=gfx90a -std=c++17 "${warn[@]}" -x hip -I "$work/gen/hip/include" -I "$work/inc" "$src")
  step hipcc "${hip[@]}" -o "$work/hipcc"
  step hipcc-run "$work/hipcc"
fi
if [ "$hipcc" != "-" ] && [ "$mode" = all ]; then
  step hipcc-cuda-is-rocm "${hip[@]}" -DDLPACK_SHIM_CUDA_IS_ROCM -o "$work/hipcc-cuda-is-rocm"
  step hipcc-cuda-is-rocm-run "$work/hipcc-cuda-is-rocm"
fi

# Another dlpack.h: the build must stop, saying to regenerate.
if "$gxx" -std=c++17 -fsyntax-only -I "$work/gen/cuda/include" -I "$work/other" "$src" >"$work/other.log" 2>&1; then
  echo "FAILED: the shims of $(basename "$header") compiled against $(basename "$other")" >&2
  exit 1
fi
if ! grep -q "regenerate them with dlpackgen generate" "$work/other.log"; then
  echo "FAILED: no 'regenerate' message for $(basename "$other"):" >&2
  cat "$work/other.log" >&2
  exit 1
fi
if [ "$mode" = all ]; then
  built="g++ and clang++ (C++17, C++20)"
  [ "$nvcc" = "-" ] || built+=", nvcc (also per-thread; CUDA_IS_ROCM refused)"
  [ "$hipcc" = "-" ] || built+=", hipcc (also CUDA_IS_ROCM)"
  [ "$extras" = 0 ] || built+="; no element-type headers under copy.hpp; the compiled backends linked into g++ code"
else
  built="g++ (C++17), clang++ (C++20)"
  [ "$nvcc" = "-" ] || built+=", nvcc"
  [ "$hipcc" = "-" ] || built+=", hipcc"
fi
echo "ok: $(basename "$header"): $built; other version refused"
