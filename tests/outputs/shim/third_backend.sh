#!/usr/bin/env bash
# A third GPU backend made of data and templates only (no change to dlpackgen):
#   third_backend.sh DLPACKGEN HEADER WORKDIR CXX [NVCC]
# 1. oneAPI-like: an overlay that extends the built-in one with the backends
#    `oneapi` and `oneapi_host` and maps kDLOneAPI to the first, and a language
#    over the shims' base `_shim` whose vars name its runtime. Its CPU parts are
#    compiled with CXX and run: kDLOneAPI dispatches to `oneapi`, host copies
#    work, and a copy to oneAPI memory is refused naming the backend's compiler.
# 2. With NVCC: a backend `mygpu` (served by the CUDA runtime's API, under its
#    own backend names, namespace, files and device family) whose GPU half is
#    compiled by nvcc: the whole shim template set renders for a backend the
#    templates never name.
set -euo pipefail
dlpackgen=$1 header=$2 work=$3 cxx=$4 nvcc=${5:-}
rm -rf "$work" && mkdir -p "$work/t/oneapi" "$work/t/mygpu" && cd "$work"

cat > overlay.yaml <<'YAML'
semantics_version: 1
extends: builtin
devices:
  backends:
    - {name: oneapi}
    - {name: oneapi_host, host_accessible: true}
    - {name: mygpu}
    - {name: mygpu_host, host_accessible: true}
  types:
    - {enumerator: kDLOneAPI, backend: oneapi}
    - {enumerator: kDLExtDev, backend: mygpu}
YAML

cat > t/oneapi/language.yaml <<'YAML'
descriptor_version: 1
base: _shim
vars:
  name: oneAPI
  compiler: icpx
  compiler_macro: SYCL_LANGUAGE_VERSION
  runtime_header: oneapi.hpp
  includes: [oneapi_runtime.h]
  types_header: oneapi_types.hpp
  type_includes: [oneapi_types.h]
  backend_source: oneapi_backend.cpp
  api_prefix: one
  namespace: oneapi_backend
  families: [cpu, cuda, rocm, oneapi]
  runtime:
    backends: {device: oneapi, host: oneapi_host, managed: oneapi_host}
    streams: {null_default: true, per_thread_macro: ONE_API_PER_THREAD_DEFAULT_STREAM}
    pinned: {alloc: HostMalloc, flags: "0", free: HostFree}
    pointer_attributes: {type: onePointerAttributes, memory_type: memoryType, managed_flag: isManaged}
    attributes: {multiprocessors: oneDeviceAttributeComputeUnits, memory_pools: oneDeviceAttributeMemoryPools}
element_types:
  device:
    backend: oneapi
    types:
      kDLInt: {8: int8_t, 16: int16_t, 32: int32_t, 64: int64_t}
      kDLFloat: {32: float, 64: double}
YAML

"$dlpackgen" generate -q --header "$header" --semantics overlay.yaml --templates t --lang oneapi --out gen
for f in copy.hpp core.hpp cpu.hpp dispatch.hpp oneapi.hpp oneapi_types.hpp storage.hpp strided.hpp; do
  [[ -f gen/oneapi/include/dlpack_shim/$f ]] || { echo "no gen/oneapi/include/dlpack_shim/$f" >&2; exit 1; }
done
grep -q 'inline constexpr Backend kDevice = Backend::oneapi;' gen/oneapi/include/dlpack_shim/oneapi.hpp
grep -q 'struct element<Family::oneapi, kDLFloat, 32> { using type = float; }' gen/oneapi/include/dlpack_shim/oneapi_types.hpp

cat > use.cpp <<'CPP'
#include <cstdio>
#include <cstring>

#include "dlpack_shim/copy.hpp"

namespace sh = dlpack_shim;

int main() {
  if (sh::backend_of(kDLOneAPI) != sh::Backend::oneapi) return 1;
  if (std::strcmp(sh::backend_name(sh::backend_of(kDLOneAPI)), "oneapi") != 0) return 2;
  if (sh::is_host_accessible(kDLOneAPI) || sh::backend_of(kDLCUDA) != sh::Backend::cuda) return 3;
  float a[3] = {1, 2, 3}, b[3] = {};
  std::int64_t shape[1] = {3};
  DLTensor src{a, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, nullptr, 0};
  DLTensor dst{b, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, nullptr, 0};
  if (!sh::copy(src, dst) || b[0] != 1 || b[2] != 3) return 4;
  DLTensor dev = dst;
  dev.device = {kDLOneAPI, 0};
  const sh::Result r = sh::copy(src, dev);
  if (r || r.status != sh::Status::unsupported_device) return 5;
  std::printf("%s\n", r.message);
  return 0;
}
CPP
"$cxx" -std=c++17 -Wall -Wextra -Werror -Werror=switch -I gen/oneapi/include \
  -DDLPACK_SHIM_C_HEADER="\"$header\"" use.cpp -o use
./use | tee use.out
grep -q 'needs the oneAPI backend: compile with icpx' use.out
echo "third backend (oneapi): generated, its CPU parts compiled and run"

if [[ -z $nvcc ]]; then
  echo "third backend (mygpu): no nvcc, its GPU half not compiled"
  exit 0
fi
cat > t/mygpu/language.yaml <<'YAML'
descriptor_version: 1
base: _shim
vars:
  name: MyGPU
  compiler: nvcc
  compiler_macro: __CUDACC__
  runtime_header: mygpu.cuh
  includes: [cuda_runtime.h]
  types_header: mygpu_types.cuh
  type_includes: [cuda_fp16.h]
  backend_source: mygpu_backend.cu
  api_prefix: cuda
  namespace: mygpu_backend
  families: [cpu, cuda, rocm, mygpu]
  runtime:
    backends: {device: mygpu, host: mygpu_host, managed: mygpu_host}
    streams: {numbered_defaults: true, per_thread_macro: CUDA_API_PER_THREAD_DEFAULT_STREAM}
    pinned: {alloc: MallocHost, free: FreeHost}
    pointer_attributes: {type: cudaPointerAttributes, memory_type: type}
    attributes: {multiprocessors: cudaDevAttrMultiProcessorCount, memory_pools: cudaDevAttrMemoryPoolsSupported}
element_types:
  device:
    backend: mygpu
    types:
      kDLInt: {8: int8_t, 16: int16_t, 32: int32_t, 64: int64_t}
      kDLFloat: {16: __half, 32: float, 64: double}
YAML
"$dlpackgen" generate -q --header "$header" --semantics overlay.yaml --templates t --lang mygpu --out gen
cat > gpu.cu <<'CU'
#include "dlpack_shim/copy.hpp"
#include "dlpack_shim/mygpu_types.cuh"

namespace sh = dlpack_shim;
static_assert(sh::gpu::kDevice == sh::Backend::mygpu, "the backend's device memory");
static_assert(sh::gpu::kHost == sh::Backend::mygpu_host, "the backend's host memory");
static_assert(sh::device_tag<kDLExtDev>::backend == sh::Backend::mygpu, "kDLExtDev dispatches to mygpu");
static_assert(std::is_same_v<sh::element<sh::Family::mygpu, kDLFloat, 16>::type, __half>, "device element type");

sh::Result copy_to_device(const DLTensor& src, DLTensor& dst, cudaStream_t stream) {
  return sh::copy_async(src, dst, stream);
}
CU
"$nvcc" -std=c++17 -Werror all-warnings -Xcompiler -Wall,-Wextra,-Werror -I gen/mygpu/include \
  -DDLPACK_SHIM_C_HEADER="\"$header\"" -c gpu.cu -o gpu.o
"$nvcc" -std=c++17 -Werror all-warnings -I gen/mygpu/include -I "$(dirname "$header")" \
  -DDLPACK_SHIM_C_HEADER="\"$header\"" -c gen/mygpu/src/dlpack_shim/mygpu_backend.cu -o backend.o
echo "third backend (mygpu): generated, its GPU half compiled by nvcc"
