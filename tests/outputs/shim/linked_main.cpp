// A translation unit built by a plain C++ compiler (g++) that copies GPU
// tensors through the compiled backend (src/dlpack_shim/*_backend.*, built by
// nvcc or hipcc and linked in): compile.sh builds it with
// DLPACK_SHIM_LINKED_GPU and LINKED_DEVICE, the device type of the backend
// (2: kDLCUDA; the ROCm backend is built with DLPACK_SHIM_CUDA_IS_ROCM). Runs without a GPU: a copy with mismatched shapes
// stops in the GPU backend's planning (Status::mismatch), which only the
// linked backend reaches; without it the copy is refused as unsupported_device.
#include <cstdio>
#include <cstring>
#include <type_traits>

#include "dlpack_shim/copy.hpp"

namespace sh = dlpack_shim;

namespace {
DLDeviceType device_type(int v) {
  DLDeviceType t;
  const std::underlying_type_t<DLDeviceType> raw = static_cast<std::underlying_type_t<DLDeviceType>>(v);
  std::memcpy(&t, &raw, sizeof t);
  return t;
}
}  // namespace

int main() {
  float a[2] = {1, 2}, b[3] = {};
  std::int64_t two[1] = {2}, three[1] = {3};
  DLTensor src{a, {device_type(LINKED_DEVICE), 0}, 1, {2, 32, 1}, two, nullptr, 0};
  DLTensor dst{b, {device_type(1), 0}, 1, {2, 32, 1}, three, nullptr, 0};
  int failures = 0;
#if defined(DLPACK_SHIM_LINKED_GPU)
  const sh::Status want = sh::Status::mismatch;
#else
  const sh::Status want = sh::Status::unsupported_device;
#endif
  const sh::Result r = sh::copy(src, dst), ra = sh::copy_async(src, dst);
  for (const sh::Result& x : {r, ra})
    if (x.status != want) {
      std::fprintf(stderr, "FAILED: copy of a GPU tensor: status %d (%s), want %d\n", static_cast<int>(x.status),
                   x.message, static_cast<int>(want));
      ++failures;
    }
  // Host copies stay in this translation unit.
  sh::device_of(src) = sh::device_of(dst);  // DLTensor::ctx before v0.5
  dst.shape = two;
  if (!sh::copy(src, dst) || b[0] != 1 || b[1] != 2) {
    std::fprintf(stderr, "FAILED: a CPU copy\n");
    ++failures;
  }
  return failures == 0 ? 0 : 1;
}
