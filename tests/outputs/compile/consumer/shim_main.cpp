// A CPU program using the dispatch shims that dlpackgen_generate() made in its build.
#include <cstdio>

#include "dlpack_shim/copy.hpp"

int main() {
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {};
  std::int64_t shape[2] = {2, 3}, transposed[2] = {1, 2};
  DLTensor src{a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, transposed, 0};
  DLTensor dst{b, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
  dlpack_shim::Result r = dlpack_shim::copy(src, dst);
  const bool ok = r && b[1] == 3 && b[3] == 2 && dlpack_shim::backend_of(kDLCUDAManaged) == dlpack_shim::Backend::cuda_managed;
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", r.message);
  return ok ? 0 : 1;
}
