// What the vendor's own enumerators do once overlay.yaml maps them: the C++
// wrappers name them, the CPU shim copies a kDLString tensor as raw bytes, and
// a tensor on a kDLSophon device (no shim backend) is refused by name.
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
  expect(dlpack::from_string<dlpack::DeviceType>("kDLSophon") == dlpack::DeviceType::Sophon, "kDLSophon parses");
  expect(dlpack::from_string<dlpack::DataType>("string") ==
             dlpack::DataType(DLDataType{static_cast<std::uint8_t>(kDLString), 8, 1}),
         "the dtype text 'string' is kDLString, 8 bits");
  expect(sh::backend_of(kDLSophon) == sh::Backend::unsupported, "kDLSophon has no backend");
  expect(sh::backend_of(kDLCUDA) == sh::Backend::cuda, "kDLCUDA is still CUDA's");

  // A 2x3 kDLString tensor, transposed into a 3x2 one: raw bytes moved.
  unsigned char src[6] = {'a', 'b', 'c', 'd', 'e', 'f'}, dst[6] = {};
  std::int64_t shape[2] = {3, 2}, src_strides[2] = {1, 3}, dst_strides[2] = {2, 1};
  const DLDataType text{static_cast<std::uint8_t>(kDLString), 8, 1};
  DLTensor s{src, {kDLCPU, 0}, 2, text, shape, src_strides, 0};
  DLTensor d{dst, {kDLCPU, 0}, 2, text, shape, dst_strides, 0};
  const sh::Result r = sh::copy(s, d);
  expect(r.status == sh::Status::ok, "a kDLString copy on the CPU succeeds");
  expect(std::memcmp(dst, "adbecf", 6) == 0, "the kDLString copy transposes the bytes");

  s.device = {kDLSophon, 0};
  const sh::Result refused = sh::copy(s, d);
  expect(refused.status == sh::Status::unsupported_device, "a kDLSophon tensor is refused");
  expect(refused.message && std::strstr(refused.message, "kDLSophon"), "the refusal names kDLSophon");
  if (failures == 0) std::puts("vendor-codes: ok");
  return failures == 0 ? 0 : 1;
}
