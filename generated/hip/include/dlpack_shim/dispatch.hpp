// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Device-type and dtype dispatch: visit_device and visit_dtype call a callable
// with a compile-time tag, through exhaustive switches over the header's
// enumerators (build with -Werror=switch: an unmapped enumerator stops it).
#pragma once

#include <complex>  // the cpu element types of complex dtypes
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
};
template <>
struct device_tag<kDLCUDA> {
  static constexpr DLDeviceType type = kDLCUDA;
  static constexpr const char* name = "kDLCUDA";
  static constexpr Backend backend = build_backend(Backend::cuda);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLCUDAHost> {
  static constexpr DLDeviceType type = kDLCUDAHost;
  static constexpr const char* name = "kDLCUDAHost";
  static constexpr Backend backend = build_backend(Backend::cuda_host);
  static constexpr bool host_accessible = true;
};
template <>
struct device_tag<kDLOpenCL> {
  static constexpr DLDeviceType type = kDLOpenCL;
  static constexpr const char* name = "kDLOpenCL";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLVulkan> {
  static constexpr DLDeviceType type = kDLVulkan;
  static constexpr const char* name = "kDLVulkan";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLMetal> {
  static constexpr DLDeviceType type = kDLMetal;
  static constexpr const char* name = "kDLMetal";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLVPI> {
  static constexpr DLDeviceType type = kDLVPI;
  static constexpr const char* name = "kDLVPI";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLROCM> {
  static constexpr DLDeviceType type = kDLROCM;
  static constexpr const char* name = "kDLROCM";
  static constexpr Backend backend = build_backend(Backend::rocm);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLROCMHost> {
  static constexpr DLDeviceType type = kDLROCMHost;
  static constexpr const char* name = "kDLROCMHost";
  static constexpr Backend backend = build_backend(Backend::rocm_host);
  static constexpr bool host_accessible = true;
};
template <>
struct device_tag<kDLExtDev> {
  static constexpr DLDeviceType type = kDLExtDev;
  static constexpr const char* name = "kDLExtDev";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLCUDAManaged> {
  static constexpr DLDeviceType type = kDLCUDAManaged;
  static constexpr const char* name = "kDLCUDAManaged";
  static constexpr Backend backend = build_backend(Backend::cuda_managed);
  static constexpr bool host_accessible = true;
};
template <>
struct device_tag<kDLOneAPI> {
  static constexpr DLDeviceType type = kDLOneAPI;
  static constexpr const char* name = "kDLOneAPI";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLWebGPU> {
  static constexpr DLDeviceType type = kDLWebGPU;
  static constexpr const char* name = "kDLWebGPU";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLHexagon> {
  static constexpr DLDeviceType type = kDLHexagon;
  static constexpr const char* name = "kDLHexagon";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLMAIA> {
  static constexpr DLDeviceType type = kDLMAIA;
  static constexpr const char* name = "kDLMAIA";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
};
template <>
struct device_tag<kDLTrn> {
  static constexpr DLDeviceType type = kDLTrn;
  static constexpr const char* name = "kDLTrn";
  static constexpr Backend backend = build_backend(Backend::unsupported);
  static constexpr bool host_accessible = false;
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

/// What dispatch needs of a device type: its backend in this build and
/// whether host code may dereference its memory (unsupported/false for
/// unknown values).
struct DeviceInfo {
  Backend backend;
  bool host_accessible;
};
inline DeviceInfo device_info(DLDeviceType type) noexcept {
  return visit_device(type, [](auto tag) { return DeviceInfo{decltype(tag)::backend, decltype(tag)::host_accessible}; });
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

// ---------------------------------------------------------------------------
// Data types

/// The code that computes on elements: host code, CUDA device code or ROCm
/// device code. Each has its own element types (`element_types` in the shims'
/// language.yaml).
enum class Family : int {
  cpu,
  cuda,
  rocm,
};

/// `element<F, Code, Bits>::type` is the element type of dtype (Code, Bits)
/// for family F. The cpu types are below; cuda.cuh and hip.hpp add their own.
template <Family F, std::int64_t Code, unsigned Bits>
struct element;

template <>
struct element<Family::cpu, kDLInt, 8> { using type = int8_t; };
template <>
struct element<Family::cpu, kDLInt, 16> { using type = int16_t; };
template <>
struct element<Family::cpu, kDLInt, 32> { using type = int32_t; };
template <>
struct element<Family::cpu, kDLInt, 64> { using type = int64_t; };
template <>
struct element<Family::cpu, kDLInt, 4> { using type = packed_bits<4>; };
template <>
struct element<Family::cpu, kDLUInt, 8> { using type = uint8_t; };
template <>
struct element<Family::cpu, kDLUInt, 16> { using type = uint16_t; };
template <>
struct element<Family::cpu, kDLUInt, 32> { using type = uint32_t; };
template <>
struct element<Family::cpu, kDLUInt, 64> { using type = uint64_t; };
template <>
struct element<Family::cpu, kDLUInt, 1> { using type = packed_bits<1>; };
template <>
struct element<Family::cpu, kDLUInt, 4> { using type = packed_bits<4>; };
#if defined(__FLT16_MAX__)
template <>
struct element<Family::cpu, kDLFloat, 16> { using type = _Float16; };
#else
template <>
struct element<Family::cpu, kDLFloat, 16> { using type = raw_bits<16>; };
#endif
template <>
struct element<Family::cpu, kDLFloat, 32> { using type = float; };
template <>
struct element<Family::cpu, kDLFloat, 64> { using type = double; };
template <>
struct element<Family::cpu, kDLOpaqueHandle, 64> { using type = raw_bits<64>; };
#if defined(__BFLT16_MAX__)
template <>
struct element<Family::cpu, kDLBfloat, 16> { using type = __bf16; };
#else
template <>
struct element<Family::cpu, kDLBfloat, 16> { using type = raw_bits<16>; };
#endif
template <>
struct element<Family::cpu, kDLComplex, 64> { using type = std::complex<float>; };
template <>
struct element<Family::cpu, kDLComplex, 128> { using type = std::complex<double>; };
template <>
struct element<Family::cpu, kDLBool, 8> { using type = bool; };
template <>
struct element<Family::cpu, kDLFloat8_e3m4, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3b11fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3fn, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e5m2, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e5m2fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e8m0fnu, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat6_e2m3fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::cpu, kDLFloat6_e3m2fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::cpu, kDLFloat4_e2m1fn, 4> { using type = packed_bits<4>; };

/// A dtype of dlpack-v1.3-torch.h v1.3 with its element type for one family.
template <std::int64_t Code, unsigned Bits, class T>
struct dtype_tag {
  using type = T;
  static constexpr std::int64_t code = Code;
  static constexpr unsigned bits = Bits;
  const char* name;  ///< "float32", "bfloat16", "float8_e4m3fn"
};

/// A dtype with no element type here, and why.
struct unsupported_dtype {
  enum class Why : int {
    unknown_code,   ///< a code this header does not have (a newer producer's)
    unknown_width,  ///< a code of this header with bits the overlay does not map
    vector,         ///< lanes != 1
  };
  DLDataType dtype;
  Why why;
  const char* message;
};

/// Calls `f(dtype_tag<Code, Bits, T>{name})` with the element type T of family
/// F for `dtype`, or `f(unsupported_dtype{...})`. Every overload of `f` must
/// return the same type.
template <Family F, class Fn>
decltype(auto) visit_dtype(DLDataType dtype, Fn&& f) {
  using Why = unsupported_dtype::Why;
  if (dtype.lanes != 1)
    return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::vector, "vector dtypes (lanes != 1) have no element type"});
  const std::int64_t code = dtype.code;
  if (detail::kDataTypeCodeRange.contains(code)) {
    switch (static_cast<DLDataTypeCode>(code)) {
      case kDLInt:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLInt, 8, typename element<F, kDLInt, 8>::type>{"int8"});
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLInt, 16, typename element<F, kDLInt, 16>::type>{"int16"});
          case 32: return std::forward<Fn>(f)(dtype_tag<kDLInt, 32, typename element<F, kDLInt, 32>::type>{"int32"});
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLInt, 64, typename element<F, kDLInt, 64>::type>{"int64"});
          case 4: return std::forward<Fn>(f)(dtype_tag<kDLInt, 4, typename element<F, kDLInt, 4>::type>{"int4"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLInt"});
      case kDLUInt:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 8, typename element<F, kDLUInt, 8>::type>{"uint8"});
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 16, typename element<F, kDLUInt, 16>::type>{"uint16"});
          case 32: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 32, typename element<F, kDLUInt, 32>::type>{"uint32"});
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 64, typename element<F, kDLUInt, 64>::type>{"uint64"});
          case 1: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 1, typename element<F, kDLUInt, 1>::type>{"uint1"});
          case 4: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 4, typename element<F, kDLUInt, 4>::type>{"uint4"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLUInt"});
      case kDLFloat:
        switch (dtype.bits) {
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLFloat, 16, typename element<F, kDLFloat, 16>::type>{"float16"});
          case 32: return std::forward<Fn>(f)(dtype_tag<kDLFloat, 32, typename element<F, kDLFloat, 32>::type>{"float32"});
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLFloat, 64, typename element<F, kDLFloat, 64>::type>{"float64"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat"});
      case kDLOpaqueHandle:
        switch (dtype.bits) {
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLOpaqueHandle, 64, typename element<F, kDLOpaqueHandle, 64>::type>{"handle64"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLOpaqueHandle"});
      case kDLBfloat:
        switch (dtype.bits) {
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLBfloat, 16, typename element<F, kDLBfloat, 16>::type>{"bfloat16"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLBfloat"});
      case kDLComplex:
        switch (dtype.bits) {
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLComplex, 64, typename element<F, kDLComplex, 64>::type>{"complex64"});
          case 128: return std::forward<Fn>(f)(dtype_tag<kDLComplex, 128, typename element<F, kDLComplex, 128>::type>{"complex128"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLComplex"});
      case kDLBool:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLBool, 8, typename element<F, kDLBool, 8>::type>{"bool"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLBool"});
      case kDLFloat8_e3m4:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e3m4, 8, typename element<F, kDLFloat8_e3m4, 8>::type>{"float8_e3m4"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e3m4"});
      case kDLFloat8_e4m3:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3, 8, typename element<F, kDLFloat8_e4m3, 8>::type>{"float8_e4m3"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3"});
      case kDLFloat8_e4m3b11fnuz:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3b11fnuz, 8, typename element<F, kDLFloat8_e4m3b11fnuz, 8>::type>{"float8_e4m3b11fnuz"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3b11fnuz"});
      case kDLFloat8_e4m3fn:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3fn, 8, typename element<F, kDLFloat8_e4m3fn, 8>::type>{"float8_e4m3fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3fn"});
      case kDLFloat8_e4m3fnuz:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3fnuz, 8, typename element<F, kDLFloat8_e4m3fnuz, 8>::type>{"float8_e4m3fnuz"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3fnuz"});
      case kDLFloat8_e5m2:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e5m2, 8, typename element<F, kDLFloat8_e5m2, 8>::type>{"float8_e5m2"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e5m2"});
      case kDLFloat8_e5m2fnuz:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e5m2fnuz, 8, typename element<F, kDLFloat8_e5m2fnuz, 8>::type>{"float8_e5m2fnuz"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e5m2fnuz"});
      case kDLFloat8_e8m0fnu:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e8m0fnu, 8, typename element<F, kDLFloat8_e8m0fnu, 8>::type>{"float8_e8m0fnu"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e8m0fnu"});
      case kDLFloat6_e2m3fn:
        switch (dtype.bits) {
          case 6: return std::forward<Fn>(f)(dtype_tag<kDLFloat6_e2m3fn, 6, typename element<F, kDLFloat6_e2m3fn, 6>::type>{"float6_e2m3fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat6_e2m3fn"});
      case kDLFloat6_e3m2fn:
        switch (dtype.bits) {
          case 6: return std::forward<Fn>(f)(dtype_tag<kDLFloat6_e3m2fn, 6, typename element<F, kDLFloat6_e3m2fn, 6>::type>{"float6_e3m2fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat6_e3m2fn"});
      case kDLFloat4_e2m1fn:
        switch (dtype.bits) {
          case 4: return std::forward<Fn>(f)(dtype_tag<kDLFloat4_e2m1fn, 4, typename element<F, kDLFloat4_e2m1fn, 4>::type>{"float4_e2m1fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat4_e2m1fn"});
    }
  }
  return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_code, "a dtype code this header does not have"});
}

/// Bytes of one element (bits * lanes / 8), or 0 when the elements are not
/// whole bytes (sub-byte dtypes pack several elements into a byte).
constexpr std::int64_t element_bytes(DLDataType dtype) noexcept {
  const std::int64_t bits = static_cast<std::int64_t>(dtype.bits) * dtype.lanes;
  return bits % 8 == 0 ? bits / 8 : 0;
}

}  // namespace dlpack_shim
