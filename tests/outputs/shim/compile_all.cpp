// Instantiates every part of the generated shims, for the compile tests of
// every header (tests/outputs/shim/compile.sh): with g++ and clang++ the CPU parts,
// with nvcc (as CUDA) and hipcc (as HIP) the device parts too. Names no
// enumerator, so it fits every header version. Run without a GPU, it checks
// what needs none: a CPU copy, the __dlpack__ stream convention, and which
// backend serves kDLCUDA (also with DLPACK_SHIM_CUDA_IS_ROCM under hipcc).
#include <cstdio>
#include <cstring>
#include <type_traits>

#include "dlpack_shim/copy.hpp"
#include "dlpack_shim/dispatch.hpp"
#if defined(__HIPCC__)
#include "dlpack_shim/hip_types.hpp"  // the element types of the rocm family
#elif defined(__CUDACC__)
#include "dlpack_shim/cuda_types.cuh"  // the element types of the cuda family
#endif
#if defined(DLPACK_SHIM_HAS_GPU)
#include "stream_convention.hpp"
#endif

namespace sh = dlpack_shim;

namespace {

int failures = 0;
void expect(bool ok, const char* what) {
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "FAILED: %s\n", what);
  }
}

DLDeviceType device_type(int v) {
  DLDeviceType t;
  std::underlying_type_t<DLDeviceType> raw = static_cast<std::underlying_type_t<DLDeviceType>>(v);
  std::memcpy(&t, &raw, sizeof t);
  return t;
}

// Whether the header names device type value v (a vendored copy may name only kDLCPU).
bool named_device(std::int64_t v) {
  for (std::int64_t x : sh::detail::kDeviceTypeValues)
    if (x == v) return true;
  return false;
}

// kDLCUDA (kGPU, kDLGPU) is 2 and kDLCUDAHost (kCPUPinned) 3 in every version
// that names them; a header that does not leaves them unsupported.
// Which backend serves them, and whether copy() hands them to this build's
// GPU backend: a copy with mismatched shapes stops in the backend's planning
// (mismatch, no runtime call) if it does, as an unsupported device if not.
void check_cuda_routing() {
  const DLDeviceType cuda = device_type(2), cuda_host = device_type(3);
  const bool has_cuda = named_device(2), has_cuda_host = named_device(3);
#if defined(DLPACK_SHIM_CUDA_IS_ROCM)
  const sh::Backend want_cuda = sh::Backend::rocm, want_cuda_host = sh::Backend::rocm_host;
#else
  const sh::Backend want_cuda = sh::Backend::cuda, want_cuda_host = sh::Backend::cuda_host;
#endif
  expect(sh::backend_of(cuda) == (has_cuda ? want_cuda : sh::Backend::unsupported),
         "kDLCUDA is served by cuda (rocm with CUDA_IS_ROCM), or unsupported where the header lacks it");
  expect(sh::backend_of(cuda_host) == (has_cuda_host ? want_cuda_host : sh::Backend::unsupported),
         "kDLCUDAHost is served by cuda_host (rocm_host with CUDA_IS_ROCM), or unsupported where the header lacks it");
#if defined(DLPACK_SHIM_HAS_GPU) && defined(__HIPCC__)
  expect(sh::gpu::kDevice == sh::Backend::rocm && sh::gpu::kManaged == sh::Backend::rocm_host, "the GPU backend's device kinds");
#elif defined(DLPACK_SHIM_HAS_GPU)
  expect(sh::gpu::kDevice == sh::Backend::cuda && sh::gpu::kManaged == sh::Backend::cuda_managed, "the GPU backend's device kinds");
#endif
  float a[2] = {}, b[3] = {};
  std::int64_t two[1] = {2}, three[1] = {3};
  DLTensor src{a, {cuda, 0}, 1, {2, 32, 1}, two, nullptr, 0};
  DLTensor dst{b, {device_type(1), 0}, 1, {2, 32, 1}, three, nullptr, 0};
  const sh::Status got = sh::copy(src, dst).status;
#if defined(DLPACK_SHIM_HAS_GPU) && (!defined(__HIPCC__) || defined(DLPACK_SHIM_CUDA_IS_ROCM))
  const sh::Status want = has_cuda ? sh::Status::mismatch : sh::Status::unsupported_device;
#else
  const sh::Status want = sh::Status::unsupported_device;
#endif
  expect(got == want, "kDLCUDA memory goes to this build's GPU backend (refused by a build without it or a header without kDLCUDA)");
}

}  // namespace

#if defined(__HIPCC__)
constexpr sh::Family kFamily = sh::Family::rocm;
#elif defined(__CUDACC__)
constexpr sh::Family kFamily = sh::Family::cuda;
#else
constexpr sh::Family kFamily = sh::Family::cpu;
#endif

template <sh::Family F>
unsigned long element_size(DLDataType dt) {
  return sh::visit_dtype<F>(dt, [](auto tag) -> unsigned long {
    if constexpr (std::is_same_v<decltype(tag), sh::unsupported_dtype>) return 0;
    else return sizeof(typename decltype(tag)::type);
  });
}

#if defined(__CUDACC__) && !defined(__HIP__)
// float8_e8m0fnu is __nv_fp8_e8m0 from CUDA 12.8 on, raw bits before (the
// dtype is older than the toolkit that declares the type).
bool e8m0_is_right(DLDataType dt) {
  return sh::visit_dtype<sh::Family::cuda>(dt, [](auto tag) {
    if constexpr (std::is_same_v<decltype(tag), sh::unsupported_dtype>) {
      return true;
    } else {
      using T = typename decltype(tag)::type;
      if (std::strcmp(tag.name, "float8_e8m0fnu") != 0) return true;
#if CUDART_VERSION >= 12080
      return std::is_same_v<T, __nv_fp8_e8m0>;
#else
      return std::is_same_v<T, sh::raw_bits<8>>;
#endif
    }
  });
}
#endif

int main(int argc, char**) {
  unsigned long total = 0;
  for (int v = -1; v < 40; ++v) {
    const DLDeviceType t = device_type(v);
    total += static_cast<unsigned long>(sh::backend_of(t)) + sh::is_host_accessible(t) + (sh::device_type_name(t)[0] != 0);
  }
  for (int code = 0; code < 40; ++code)
    for (int bits : {1, 4, 6, 8, 16, 32, 64, 128}) {
      DLDataType dt{static_cast<std::uint8_t>(code), static_cast<std::uint8_t>(bits), 1};
      total += element_size<sh::Family::cpu>(dt) + element_size<kFamily>(dt);
#if defined(__CUDACC__) && !defined(__HIP__)
      expect(e8m0_is_right(dt), "float8_e8m0fnu: __nv_fp8_e8m0 from CUDA 12.8, raw bits before");
#endif
    }
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {};
  std::int64_t shape[2] = {2, 3}, strides[2] = {1, 2};
  DLTensor src{a, {static_cast<DLDeviceType>(1), 0}, 2, {2, 32, 1}, shape, strides, 0};  // code 2: float in every version
  DLTensor dst{b, {static_cast<DLDeviceType>(1), 0}, 2, {2, 32, 1}, shape, nullptr, 0};
  sh::Result r = sh::copy(src, dst);
  float x = 1;
  sh::Result f = sh::cpu::fill(dst, &x);
  check_cuda_routing();
#if defined(DLPACK_SHIM_HAS_GPU)
  shim_test::check_stream_convention(expect, reinterpret_cast<sh::gpu::stream_t>(std::intptr_t{0x7f00}));
  if (argc > 1) {  // link every GPU entry point; run only on request
    sh::gpu::DLPackStream s;
    (void)sh::gpu::stream_from_dlpack(2, s);
    void* p = nullptr;
    (void)sh::gpu::allocate(sh::gpu::Memory::managed, 64, 0, &p);
    sh::gpu::PointerInfo info;
    (void)sh::gpu::pointer_info(p, info);
    (void)sh::gpu::check_device(dst);
    (void)sh::gpu::copy(src, dst, s.stream);
    (void)sh::gpu::fill(dst, &x, s.stream);
    (void)sh::gpu::wait(s.stream, nullptr);
    (void)sh::gpu::synchronize(s.stream);
    (void)sh::gpu::release(sh::gpu::Memory::managed, p);
    sh::gpu::DeviceGuard guard(0);
    (void)guard.status();
  }
#else
  (void)argc;
#endif
  std::printf("%lu %d %d %g; %d failures\n", total, static_cast<int>(r.status), static_cast<int>(f.status),
              static_cast<double>(b[5]), failures);
  return r && f && b[5] == 1.0f && failures == 0 ? 0 : 1;
}
