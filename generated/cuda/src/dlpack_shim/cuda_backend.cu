// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The CUDA backend compiled once: build this file with nvcc into a library
// and link it into targets whose C++ files a plain C++ compiler builds, with
// DLPACK_SHIM_LINKED_GPU defined for them; their copy() and copy_async() then
// copy CUDA tensors through it (dlpackgen_generate's SHIM_LIBRARY does
// all of this in CMake). Files built by nvcc itself use the header-only
// backend and do not need it.
#include "dlpack_shim/copy.hpp"

#if !defined(DLPACK_SHIM_HAS_GPU)
#error "the compiled CUDA backend is built by nvcc (__CUDACC__)"
#endif

namespace dlpack_shim::linked {

Result route(const DLTensor& src, const DLTensor& dst, void* stream, CopyFlags flags, bool wait) noexcept {
  return detail::route(src, dst, static_cast<stream_t>(stream), flags, wait);
}

}  // namespace dlpack_shim::linked
