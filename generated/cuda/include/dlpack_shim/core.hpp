// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// What every shim header builds on: the check that dlpack.h is the version the
// shims were generated from, backends and device-type dispatch (visit_device),
// and dtype codes and sizes. Dtype dispatch, with the element types and their
// headers, is dispatch.hpp's.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "dlpack_shim/storage.hpp"

// These shims were generated from dlpack-v1.3-torch.h v1.3; they switch over
// exactly its enumerators, so any other dlpack.h must stop the build.
#if !defined(DLPACK_MAJOR_VERSION) || !defined(DLPACK_MINOR_VERSION)
#error "dlpack.h declares no DLPACK_MAJOR_VERSION/DLPACK_MINOR_VERSION but these shims were generated from v1.3: regenerate them with dlpackgen generate"
#endif
static_assert(DLPACK_MAJOR_VERSION == 1 && DLPACK_MINOR_VERSION == 3,
              "dlpack.h is not v1.3, which these shims were generated from: regenerate them with dlpackgen generate");

// DLPACK_SHIM_CHECK_DEVICE: copy(), copy_async() and the GPU backend's own
// copy ask the GPU runtime whether each tensor's memory is what its device
// says (gpu::check_device) before copying: on by default where NDEBUG is not
// defined (debug builds), off in release builds; define it to 1 or 0 to choose.
#if !defined(DLPACK_SHIM_CHECK_DEVICE)
#if defined(NDEBUG)
#define DLPACK_SHIM_CHECK_DEVICE 0
#else
#define DLPACK_SHIM_CHECK_DEVICE 1
#endif
#endif

namespace dlpack_shim {

/// The dlpack.h version these shims were generated from.
inline constexpr const char kHeaderVersion[] = "1.3";

/// Where a device type's memory lives and who serves it (semantics.yaml, `devices`).
enum class Backend : int {
  cpu,
  cuda,
  cuda_host,
  cuda_managed,
  rocm,
  rocm_host,
  unsupported,
};

constexpr const char* backend_name(Backend b) noexcept {
  switch (b) {
    case Backend::cpu: return "cpu";
    case Backend::cuda: return "cuda";
    case Backend::cuda_host: return "cuda_host";
    case Backend::cuda_managed: return "cuda_managed";
    case Backend::rocm: return "rocm";
    case Backend::rocm_host: return "rocm_host";
    case Backend::unsupported: return "unsupported";
  }
  return "unknown";
}

// DLPACK_SHIM_CUDA_IS_ROCM hands the CUDA device types to the ROCm backend: in
// a CUDA build (nvcc, or clang as CUDA) that backend does not exist, and
// kDLCUDA memory would have no backend at all.
#if defined(DLPACK_SHIM_CUDA_IS_ROCM) && defined(__CUDACC__) && !defined(__HIP__)
#error "DLPACK_SHIM_CUDA_IS_ROCM is for ROCm builds (hipcc) of CUDA-style code, and this is a CUDA build (__CUDACC__ without __HIP__): kDLCUDA would have no backend; do not define it here"
#endif

/// The backend that serves `b` in this build. With DLPACK_SHIM_CUDA_IS_ROCM
/// (a ROCm build of CUDA-style code, as PyTorch and CuPy make them) the CUDA
/// device types are served by ROCm: device memory by `rocm`, pinned and
/// managed memory by `rocm_host`.
constexpr Backend build_backend(Backend b) noexcept {
#if defined(DLPACK_SHIM_CUDA_IS_ROCM)
  return b == Backend::cuda ? Backend::rocm
         : (b == Backend::cuda_host || b == Backend::cuda_managed) ? Backend::rocm_host
                                                                   : b;
#else
  return b;
#endif
}

namespace detail {

// The integer an enum object holds, read without forming an enum value the
// enum cannot represent (a newer producer's enumerator).
template <class E>
inline std::int64_t raw_enum(const E& e) noexcept {
  std::underlying_type_t<E> v;
  static_assert(sizeof v == sizeof e, "enum object size");
  std::memcpy(&v, &e, sizeof v);
  return static_cast<std::int64_t>(v);
}

// The values an enum with these enumerators can hold whatever its underlying
// type: [0, 2^M - 1], or [-2^M, 2^M - 1] with negative enumerators. Only such
// a value may be converted to the enum type to switch on it.
struct EnumRange {
  std::int64_t lo, hi;
  constexpr bool contains(std::int64_t v) const noexcept { return v >= lo && v <= hi; }
};
template <std::size_t N>
constexpr EnumRange range_of(const std::int64_t (&values)[N]) noexcept {
  std::int64_t lo = 0, hi = 0;
  for (std::int64_t x : values) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  std::int64_t mask = 0;
  while (mask < hi || mask < -(lo + 1)) mask = mask * 2 + 1;
  return lo < 0 ? EnumRange{-mask - 1, mask} : EnumRange{0, mask};
}

inline constexpr std::int64_t kDeviceTypeValues[] = {
    1,
    2,
    3,
    4,
    7,
    8,
    9,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    18,
};

inline constexpr std::int64_t kDataTypeCodeValues[] = {
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
};

inline constexpr EnumRange kDeviceTypeRange = range_of(kDeviceTypeValues);
inline constexpr EnumRange kDataTypeCodeRange = range_of(kDataTypeCodeValues);

}  // namespace detail

// ---------------------------------------------------------------------------
// Device types

/// A device type of dlpack-v1.3-torch.h v1.3: its backend and whether host code may
/// dereference its memory.
template <DLDeviceType T>
struct device_tag;

template <>
struct device_tag<kDLCPU> {
  static constexpr DLDeviceType type = kDLCPU;
  static constexpr const char* name = "kDLCPU";
  static constexpr Backend backend = build_backend(Backend::cpu);
  static constexpr bool host_accessible = true;
  static constexpr const char* no_backend = "kDLCPU: a device type no shim backend serves (the overlay maps it to `cpu`)";
};
template <>
struct device_tag<kDLCUDA> {
  static constexpr DLDeviceType type = kDLCUDA;
  static constexpr const char* name = "kDLCUDA";
  static constexpr Backend backend = build_backend(Backend::cuda);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLCUDA: a device type no shim backend serves (the overlay maps it to `cuda`)";
};
template <>
struct device_tag<kDLCUDAHost> {
  static constexpr DLDeviceType type = kDLCUDAHost;
  static constexpr const char* name = "kDLCUDAHost";
  static constexpr Backend backend = build_backend(Backend::cuda_host);
  static constexpr bool host_accessible = true;
  static constexpr const char* no_backend = "kDLCUDAHost: a device type no shim backend serves (the overlay maps it to `cuda_host`)";
};
template <>
struct device_tag<kDLOpenCL> {
  static constexpr DLDeviceType type = kDLOpenCL;
  static constexpr const char* name = "kDLOpenCL";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLOpenCL: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLVulkan> {
  static constexpr DLDeviceType type = kDLVulkan;
  static constexpr const char* name = "kDLVulkan";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLVulkan: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLMetal> {
  static constexpr DLDeviceType type = kDLMetal;
  static constexpr const char* name = "kDLMetal";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLMetal: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLVPI> {
  static constexpr DLDeviceType type = kDLVPI;
  static constexpr const char* name = "kDLVPI";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLVPI: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLROCM> {
  static constexpr DLDeviceType type = kDLROCM;
  static constexpr const char* name = "kDLROCM";
  static constexpr Backend backend = build_backend(Backend::rocm);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLROCM: a device type no shim backend serves (the overlay maps it to `rocm`)";
};
template <>
struct device_tag<kDLROCMHost> {
  static constexpr DLDeviceType type = kDLROCMHost;
  static constexpr const char* name = "kDLROCMHost";
  static constexpr Backend backend = build_backend(Backend::rocm_host);
  static constexpr bool host_accessible = true;
  static constexpr const char* no_backend = "kDLROCMHost: a device type no shim backend serves (the overlay maps it to `rocm_host`)";
};
template <>
struct device_tag<kDLExtDev> {
  static constexpr DLDeviceType type = kDLExtDev;
  static constexpr const char* name = "kDLExtDev";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLExtDev: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLCUDAManaged> {
  static constexpr DLDeviceType type = kDLCUDAManaged;
  static constexpr const char* name = "kDLCUDAManaged";
  static constexpr Backend backend = build_backend(Backend::cuda_managed);
  static constexpr bool host_accessible = true;
  static constexpr const char* no_backend = "kDLCUDAManaged: a device type no shim backend serves (the overlay maps it to `cuda_managed`)";
};
template <>
struct device_tag<kDLOneAPI> {
  static constexpr DLDeviceType type = kDLOneAPI;
  static constexpr const char* name = "kDLOneAPI";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLOneAPI: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLWebGPU> {
  static constexpr DLDeviceType type = kDLWebGPU;
  static constexpr const char* name = "kDLWebGPU";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLWebGPU: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLHexagon> {
  static constexpr DLDeviceType type = kDLHexagon;
  static constexpr const char* name = "kDLHexagon";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLHexagon: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLMAIA> {
  static constexpr DLDeviceType type = kDLMAIA;
  static constexpr const char* name = "kDLMAIA";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLMAIA: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};
template <>
struct device_tag<kDLTrn> {
  static constexpr DLDeviceType type = kDLTrn;
  static constexpr const char* name = "kDLTrn";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "kDLTrn: a device type no shim backend serves (the overlay maps it to `unsupported`)";
};

/// The device type whose memory plain host code owns (backend cpu).
inline constexpr DLDeviceType kCpuDeviceType = kDLCPU;

/// A tensor's device (DLTensor::device: DLDevice, DLContext before v0.5).
using device_t = decltype(DLTensor::device);
inline const device_t& device_of(const DLTensor& t) noexcept { return t.device; }
inline device_t& device_of(DLTensor& t) noexcept { return t.device; }

/// A device type this header does not know (a newer producer's).
struct unknown_device {
  std::int64_t value;
  static constexpr const char* name = "unknown";
  static constexpr Backend backend = Backend::unsupported;
  static constexpr bool host_accessible = false;
  static constexpr const char* no_backend = "a device type this header does not name (a newer producer's)";
};

/// Calls `f(device_tag<T>{})` for the device type `type`, or
/// `f(unknown_device{value})` for a value this header does not have. Every
/// overload of `f` must return the same type.
template <class F>
decltype(auto) visit_device(DLDeviceType type, F&& f) {
  const std::int64_t v = detail::raw_enum(type);
  if (detail::kDeviceTypeRange.contains(v)) {
    switch (static_cast<DLDeviceType>(v)) {
      case kDLCPU: return std::forward<F>(f)(device_tag<kDLCPU>{});
      case kDLCUDA: return std::forward<F>(f)(device_tag<kDLCUDA>{});
      case kDLCUDAHost: return std::forward<F>(f)(device_tag<kDLCUDAHost>{});
      case kDLOpenCL: return std::forward<F>(f)(device_tag<kDLOpenCL>{});
      case kDLVulkan: return std::forward<F>(f)(device_tag<kDLVulkan>{});
      case kDLMetal: return std::forward<F>(f)(device_tag<kDLMetal>{});
      case kDLVPI: return std::forward<F>(f)(device_tag<kDLVPI>{});
      case kDLROCM: return std::forward<F>(f)(device_tag<kDLROCM>{});
      case kDLROCMHost: return std::forward<F>(f)(device_tag<kDLROCMHost>{});
      case kDLExtDev: return std::forward<F>(f)(device_tag<kDLExtDev>{});
      case kDLCUDAManaged: return std::forward<F>(f)(device_tag<kDLCUDAManaged>{});
      case kDLOneAPI: return std::forward<F>(f)(device_tag<kDLOneAPI>{});
      case kDLWebGPU: return std::forward<F>(f)(device_tag<kDLWebGPU>{});
      case kDLHexagon: return std::forward<F>(f)(device_tag<kDLHexagon>{});
      case kDLMAIA: return std::forward<F>(f)(device_tag<kDLMAIA>{});
      case kDLTrn: return std::forward<F>(f)(device_tag<kDLTrn>{});
    }
  }
  return std::forward<F>(f)(unknown_device{v});
}

/// What dispatch needs of a device type: its backend in this build, whether
/// host code may dereference its memory (unsupported/false for unknown
/// values) and why a copy without a backend is refused (a string literal).
struct DeviceInfo {
  Backend backend;
  bool host_accessible;
  const char* no_backend;
};
inline DeviceInfo device_info(DLDeviceType type) noexcept {
  return visit_device(type, [](auto tag) {
    return DeviceInfo{decltype(tag)::backend, decltype(tag)::host_accessible, decltype(tag)::no_backend};
  });
}

/// The backend that serves `type` in this build; `unsupported` for unknown values.
inline Backend backend_of(DLDeviceType type) noexcept {
  return visit_device(type, [](auto tag) { return decltype(tag)::backend; });
}

/// Whether host code may dereference memory of `type`; false for unknown values.
inline bool is_host_accessible(DLDeviceType type) noexcept {
  return visit_device(type, [](auto tag) { return decltype(tag)::host_accessible; });
}

/// The enumerator's name, or "unknown".
inline const char* device_type_name(DLDeviceType type) noexcept {
  return visit_device(type, [](auto tag) { return decltype(tag)::name; });
}

/// Bytes of one element (bits * lanes / 8), or 0 when the elements are not
/// whole bytes (sub-byte dtypes pack several elements into a byte).
constexpr std::int64_t element_bytes(DLDataType dtype) noexcept {
  const std::int64_t bits = static_cast<std::int64_t>(dtype.bits) * dtype.lanes;
  return bits % 8 == 0 ? bits / 8 : 0;
}

/// Whether `dtype` names an element type of this header (its code and width;
/// lanes aside): what a copy moves. Bytes of an unknown code or width are not
/// copied blind. The dtypes visit_dtype (dispatch.hpp) calls with a type.
inline bool known_dtype(DLDataType dtype) noexcept {
  const std::int64_t code = dtype.code;
  if (!detail::kDataTypeCodeRange.contains(code)) return false;
  switch (static_cast<DLDataTypeCode>(code)) {
    case kDLInt: return dtype.bits == 8 || dtype.bits == 16 || dtype.bits == 32 || dtype.bits == 64 || dtype.bits == 4 || false;
    case kDLUInt: return dtype.bits == 8 || dtype.bits == 16 || dtype.bits == 32 || dtype.bits == 64 || dtype.bits == 1 || dtype.bits == 4 || false;
    case kDLFloat: return dtype.bits == 16 || dtype.bits == 32 || dtype.bits == 64 || false;
    case kDLOpaqueHandle: return dtype.bits == 64 || false;
    case kDLBfloat: return dtype.bits == 16 || false;
    case kDLComplex: return dtype.bits == 64 || dtype.bits == 128 || false;
    case kDLBool: return dtype.bits == 8 || false;
    case kDLFloat8_e3m4: return dtype.bits == 8 || false;
    case kDLFloat8_e4m3: return dtype.bits == 8 || false;
    case kDLFloat8_e4m3b11fnuz: return dtype.bits == 8 || false;
    case kDLFloat8_e4m3fn: return dtype.bits == 8 || false;
    case kDLFloat8_e4m3fnuz: return dtype.bits == 8 || false;
    case kDLFloat8_e5m2: return dtype.bits == 8 || false;
    case kDLFloat8_e5m2fnuz: return dtype.bits == 8 || false;
    case kDLFloat8_e8m0fnu: return dtype.bits == 8 || false;
    case kDLFloat6_e2m3fn: return dtype.bits == 6 || false;
    case kDLFloat6_e3m2fn: return dtype.bits == 6 || false;
    case kDLFloat4_e2m1fn: return dtype.bits == 4 || false;
  }
  return false;
}

}  // namespace dlpack_shim
