// Instantiates every part of the generated shims, for the compile tests of
// every header (tests/shim/compile.sh): with g++ and clang++ the CPU parts,
// with nvcc (as CUDA) and hipcc (as HIP) the device parts too. Names no
// enumerator, so it fits every header version.
#include <cstdio>
#include <type_traits>

#include "dlpack_shim/copy.hpp"

namespace sh = dlpack_shim;

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

int main(int argc, char**) {
  unsigned long total = 0;
  for (int v = -1; v < 40; ++v) {
    DLDeviceType t;
    std::underlying_type_t<DLDeviceType> raw = static_cast<std::underlying_type_t<DLDeviceType>>(v);
    std::memcpy(&t, &raw, sizeof t);
    total += static_cast<unsigned long>(sh::backend_of(t)) + sh::is_host_accessible(t) + (sh::device_type_name(t)[0] != 0);
  }
  for (int code = 0; code < 40; ++code)
    for (int bits : {1, 4, 6, 8, 16, 32, 64, 128}) {
      DLDataType dt{static_cast<std::uint8_t>(code), static_cast<std::uint8_t>(bits), 1};
      total += element_size<sh::Family::cpu>(dt) + element_size<kFamily>(dt);
    }
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {};
  std::int64_t shape[2] = {2, 3}, strides[2] = {1, 2};
  DLTensor src{a, {static_cast<DLDeviceType>(1), 0}, 2, {2, 32, 1}, shape, strides, 0};  // code 2: float in every version
  DLTensor dst{b, {static_cast<DLDeviceType>(1), 0}, 2, {2, 32, 1}, shape, nullptr, 0};
  sh::Result r = sh::copy(src, dst);
  float x = 1;
  sh::Result f = sh::cpu::fill(dst, &x);
#if defined(DLPACK_SHIM_HAS_GPU)
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
  std::printf("%lu %d %d %g\n", total, static_cast<int>(r.status), static_cast<int>(f.status), static_cast<double>(b[5]));
  return r && f && b[5] == 1.0f ? 0 : 1;
}
