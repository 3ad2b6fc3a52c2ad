// The copy's library-based helpers and the generated wrappers in one program.
#include <cstdio>
#include <string>

#include "dlpack/all.hpp"
#include "dlpack_shim/copy.hpp"

int main() {
  int failures = 0;
  auto expect = [&](bool ok, const char* what) {
    if (!ok) {
      ++failures;
      std::fprintf(stderr, "FAILED: %s\n", what);
    }
  };
  const DLDevice cpu{kDLCPU, 3};
  expect(vendor_dlpack::device_name(cpu) == "cpu:3", "the vendor's std::string helper");
  std::int32_t src[3] = {7, 8, 9}, dst[3] = {};
  std::int64_t shape[1] = {3};
  const DLDataType i32{kDLInt, 32, 1};
  DLTensor s{src, cpu, 1, i32, shape, nullptr, 0};
  DLTensor d{dst, cpu, 1, i32, shape, nullptr, 0};
  expect(dlpack_shim::copy(s, d).status == dlpack_shim::Status::ok && dst[2] == 9, "an int32 copy on the CPU");
  vendor_dlpack::print_shape(stdout, d);
  if (failures == 0) std::puts("cxx-library: ok");
  return failures == 0 ? 0 : 1;
}
