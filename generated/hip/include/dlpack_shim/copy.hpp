// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// copy(src, dst, stream): picks the backend pair from the two tensors' devices.
#pragma once

#if defined(__HIPCC__)
#include "dlpack_shim/hip.hpp"
#endif

#include "dlpack_shim/cpu.hpp"
#include "dlpack_shim/core.hpp"
#include "dlpack_shim/storage.hpp"
#include "dlpack_shim/strided.hpp"

namespace dlpack_shim {

#if defined(DLPACK_SHIM_HAS_GPU)
/// The stream type of this build's GPU backend.
using stream_t = gpu::stream_t;
#else
/// No GPU backend in this build (compiled without nvcc/hipcc): streams are unused.
using stream_t = void*;
#endif

/// The compiled backend (DLPACK_SHIM_LINKED_GPU): translation units built by
/// a plain C++ compiler hand every copy that is not between two kDLCPU
/// tensors to this function, which the backend's source
/// (src/dlpack_shim/<runtime>_backend.*, compiled once by nvcc or hipcc into
/// a library) defines as the GPU build's own copy()/copy_async() routing.
namespace linked {
Result route(const DLTensor& src, const DLTensor& dst, void* stream, CopyFlags flags, bool wait) noexcept;
}  // namespace linked

namespace detail {

// copy() and copy_async(): the backend pair from the two devices.
template <int = 0>  // a template: the GPU kernels are compiled only where it is called
inline Result route(const DLTensor& src, const DLTensor& dst, stream_t stream, CopyFlags flags, bool wait) noexcept {
  // The common case first: plain host memory on both sides.
  if (device_of(src).device_type == kCpuDeviceType && device_of(dst).device_type == kCpuDeviceType)
    return cpu::copy_host(src, dst, flags);
#if !defined(DLPACK_SHIM_HAS_GPU) && defined(DLPACK_SHIM_LINKED_GPU)
  return linked::route(src, dst, stream, flags, wait);
#endif
  const DeviceInfo si = device_info(device_of(src).device_type), di = device_info(device_of(dst).device_type);
  const Backend sb = si.backend, db = di.backend;
  if (sb == Backend::unsupported || db == Backend::unsupported)
    return fail(Status::unsupported_device, sb == Backend::unsupported ? si.no_backend : di.no_backend);
  if (si.host_accessible && di.host_accessible) {
#if defined(DLPACK_SHIM_HAS_GPU)
#if DLPACK_SHIM_CHECK_DEVICE
    // Pinned or managed memory of this backend: is it registered as such?
    // (The GPU backend checks its own tensors once their plan is valid.)
    if (sb == gpu::kHost || sb == gpu::kManaged)
      if (Result r = gpu::check_device(src); !r) return r;
    if (db == gpu::kHost || db == gpu::kManaged)
      if (Result r = gpu::check_device(dst); !r) return r;
#endif
    if (sb != Backend::cpu || db != Backend::cpu)
      if (Result r = gpu::synchronize(stream); !r) return r;
#else
    (void)stream;
    (void)wait;
    // Pinned or managed memory may still be written by GPU work on `stream`:
    // the CPU may read it only after a synchronisation this build cannot make.
    if (sb != Backend::cpu || db != Backend::cpu)
      return fail(Status::unsupported_device,
                  "pinned or managed memory is read by the CPU only after `stream` is synchronised, which needs the "
                  "ROCm backend: compile with hipcc, or link the compiled backend and define "
                  "DLPACK_SHIM_LINKED_GPU");
#endif
    return cpu::copy_host(src, dst, flags);
  }
#if defined(DLPACK_SHIM_HAS_GPU)
  const bool ours = (sb == gpu::kDevice || sb == gpu::kHost || sb == gpu::kManaged || sb == Backend::cpu) &&
                    (db == gpu::kDevice || db == gpu::kHost || db == gpu::kManaged || db == Backend::cpu);
  if (!ours)
    return fail(Status::unsupported_device, "device memory of a backend this build does not have");
  return wait ? gpu::copy(src, dst, stream, flags) : gpu::copy_async(src, dst, stream, flags);
#else
  return fail(Status::unsupported_device,
              "device memory needs the ROCm backend: compile with hipcc, or link the compiled "
              "backend and define DLPACK_SHIM_LINKED_GPU");
#endif
}

}  // namespace detail

/// Copies `src` into `dst` (same shape and dtype; any strides, byte_offset,
/// stride-0 broadcasts and negative strides in the source), choosing the
/// backend from the two devices: host-accessible memory on both sides is
/// copied by the CPU (after synchronising `stream` when pinned or managed
/// memory is involved; a build without a GPU backend refuses those, as it
/// cannot synchronise); device memory of this build's GPU backend by it. A
/// device type with no backend, or one this build lacks, is refused.
/// `flags`: the tensors' DLManagedTensorVersioned flags (padded sub-byte
/// elements are copied as elements of whole bytes; see CopyFlags).
/// Completion: when copy() returns, the data is in place, whichever path it
/// took (GPU work is waited for on `stream`); copy_async() is the call that
/// may return earlier.
template <int = 0>  // a template: the GPU kernels are compiled only where it is called
inline Result copy(const DLTensor& src, const DLTensor& dst, stream_t stream = nullptr, CopyFlags flags = {}) noexcept {
  return detail::route(src, dst, stream, flags, true);
}

/// copy(), except that a copy the GPU backend makes may still be running on
/// `stream` when it returns (gpu::copy_async: the data is in place once
/// `stream` reaches this point; `src` must not change, and both tensors'
/// memory must stay allocated, until then). Copies between host-accessible
/// memory are made by the CPU and have completed on return, as with copy().
template <int = 0>  // a template: the GPU kernels are compiled only where it is called
inline Result copy_async(const DLTensor& src, const DLTensor& dst, stream_t stream = nullptr, CopyFlags flags = {}) noexcept {
  return detail::route(src, dst, stream, flags, false);
}

/// copy() of `src.dl_tensor` into `dst.dl_tensor` (DLManagedTensorVersioned), reading their
/// flags: padded sub-byte elements are copied as such, and a read-only
/// destination is refused.
template <int = 0>  // a template: the GPU kernels are compiled only where it is called
inline Result copy(const DLManagedTensorVersioned& src, const DLManagedTensorVersioned& dst, stream_t stream = nullptr) noexcept {
  if ((dst.flags & DLPACK_FLAG_BITMASK_READ_ONLY) != 0)
    return fail(Status::invalid_argument, "the destination is read-only (DLPACK_FLAG_BITMASK_READ_ONLY)");
  return copy(src.dl_tensor, dst.dl_tensor, stream, CopyFlags{src.flags, dst.flags});
}

}  // namespace dlpack_shim
