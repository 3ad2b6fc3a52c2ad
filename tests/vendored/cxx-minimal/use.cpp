// The copy's own C++ additions and the generated wrappers in one program: the
// vendor's constexpr dtype constants are what dlpack::DataType names them.
#include <cstdio>

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
  expect(dlpack::from_string<dlpack::DataType>("float32") == dlpack::DataType(kFloat32), "kFloat32 is float32");
  expect(dlpack::from_string<dlpack::DataType>("float64") == dlpack::DataType(kFloat64), "kFloat64 is float64");
  expect(vendor_dlpack::is_float(kFloat64), "the vendor's inline function still works");
  double src[2] = {1.5, 2.5}, dst[2] = {};
  std::int64_t shape[1] = {2};
  DLTensor s{src, {kDLCPU, 0}, 1, kFloat64, shape, nullptr, 0};
  DLTensor d{dst, {kDLCPU, 0}, 1, kFloat64, shape, nullptr, 0};
  expect(dlpack_shim::copy(s, d).status == dlpack_shim::Status::ok && dst[1] == 2.5, "a float64 copy on the CPU");
  if (failures == 0) std::puts("cxx-minimal: ok");
  return failures == 0 ? 0 : 1;
}
