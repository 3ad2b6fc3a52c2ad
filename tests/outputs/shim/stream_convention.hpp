// The Python `__dlpack__(stream=...)` convention of the generated GPU backend,
// both ways (stream_from_dlpack, to_dlpack_stream) and default_stream(). None
// of it calls the runtime, so it needs no GPU: every nvcc- and hipcc-built
// program of the compile tests runs it (tests/outputs/shim/compile_all.cpp), and so
// does the GPU test (tests/outputs/shim/gpu/behaviour.cpp).
#pragma once

#include <cstdint>
#include <cstring>

#include "dlpack_shim/copy.hpp"

namespace shim_test {

// Calls expect(ok, what) once per rule. `handle` is a stream that is neither
// the null stream nor a default-stream handle (a real one, or any such value:
// nothing dereferences it).
template <class Expect>
void check_stream_convention(Expect&& expect, dlpack_shim::gpu::stream_t handle) {
  namespace gpu = dlpack_shim::gpu;
  using dlpack_shim::Status;
  auto says = [](const dlpack_shim::Result& r, const char* words) {
    return r.status == Status::invalid_argument && std::strstr(r.message, words) != nullptr;
  };
  gpu::DLPackStream s;
  std::int64_t n = 99;
  expect(gpu::stream_from_dlpack(-1, s) && !s.synchronize && s.stream == nullptr, "stream -1: no synchronisation");
#if defined(__HIPCC__)
  expect(gpu::stream_from_dlpack(0, s) && s.synchronize && s.stream == nullptr, "ROCm stream 0: the null stream");
  expect(says(gpu::stream_from_dlpack(1, s), "not valid for ROCm"), "ROCm stream 1 is invalid");
  expect(says(gpu::stream_from_dlpack(2, s), "not valid for ROCm"), "ROCm stream 2 is invalid");
  expect(gpu::default_stream() == nullptr, "ROCm default_stream(): the null stream");
  expect(gpu::to_dlpack_stream(nullptr, n) && n == 0, "ROCm: the null stream is 0");
  expect(says(gpu::to_dlpack_stream(hipStreamPerThread, n), "per-thread"), "ROCm: hipStreamPerThread has no number");
#else
  expect(says(gpu::stream_from_dlpack(0, s), "ambiguous"), "CUDA stream 0 is invalid");
  expect(gpu::stream_from_dlpack(1, s) && s.synchronize && s.stream == cudaStreamLegacy, "CUDA stream 1: legacy default");
  expect(gpu::stream_from_dlpack(2, s) && s.synchronize && s.stream == cudaStreamPerThread,
         "CUDA stream 2: per-thread default");
  expect(gpu::to_dlpack_stream(cudaStreamLegacy, n) && n == 1, "CUDA: cudaStreamLegacy is 1");
  expect(gpu::to_dlpack_stream(cudaStreamPerThread, n) && n == 2, "CUDA: cudaStreamPerThread is 2");
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
  const std::int64_t null_is = 2;  // nvcc --default-stream per-thread
  expect(gpu::default_stream() == cudaStreamPerThread, "CUDA default_stream(): per-thread under --default-stream per-thread");
#else
  const std::int64_t null_is = 1;
  expect(gpu::default_stream() == cudaStreamLegacy, "CUDA default_stream(): the legacy default stream");
#endif
  expect(gpu::to_dlpack_stream(nullptr, n) && n == null_is, "CUDA: the null stream is this build's default stream");
#endif
  const std::int64_t value = static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(handle));
  expect(gpu::stream_from_dlpack(value, s) && s.synchronize && s.stream == handle, "a stream handle passes through");
  expect(gpu::to_dlpack_stream(handle, n) && n == value, "a stream handle's number is its value");
  expect(gpu::to_dlpack_stream(gpu::default_stream(), n) && gpu::stream_from_dlpack(n, s) &&
             s.stream == gpu::default_stream(),
         "default_stream() round-trips through its __dlpack__ number");
}

}  // namespace shim_test
