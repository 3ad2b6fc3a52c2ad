// A CPU-only copy: the CPU shim copies on its one device, a device type the
// header does not name (2, CUDA's elsewhere) has no backend and is refused.
#include <cstdio>
#include <cstring>

#include "dlpack/all.hpp"
#include "dlpack_shim/copy.hpp"

namespace sh = dlpack_shim;

int main() {
  int failures = 0;
  auto expect = [&](bool ok, const char* what) {
    if (!ok) {
      ++failures;
      std::fprintf(stderr, "FAILED: %s\n", what);
    }
  };
  expect(dlpack::from_string<dlpack::DeviceType>("kDLCPU") == dlpack::DeviceType::CPU, "kDLCPU parses");
  expect(!dlpack::from_string<dlpack::DeviceType>("kDLCUDA"), "kDLCUDA is not a device type of this header");
  float src[4] = {1, 2, 3, 4}, dst[4] = {};
  std::int64_t shape[1] = {4}, back[1] = {-1};
  DLTensor s{src + 3, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, back, 0};
  DLTensor d{dst, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, nullptr, 0};
  expect(sh::copy(s, d).status == sh::Status::ok, "a reversed float32 copy on the CPU succeeds");
  expect(dst[0] == 4 && dst[3] == 1, "the copy reverses");
  DLDeviceType two;
  const std::underlying_type_t<DLDeviceType> raw = 2;
  std::memcpy(&two, &raw, sizeof two);
  expect(sh::backend_of(two) == sh::Backend::unsupported, "device type 2 has no backend in this header");
  s.device.device_type = two;
  expect(sh::copy(s, d).status == sh::Status::unsupported_device, "a tensor on device type 2 is refused");
  if (failures == 0) std::puts("one-device: ok");
  return failures == 0 ? 0 : 1;
}
