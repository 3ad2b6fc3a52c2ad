// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Enum classes mirroring every enum of dlpack.h, with their names, and the
// Device value type. Parsing their text form is in dlpack/parse.hpp.
#pragma once

#include "dlpack/config.hpp"
#include "dlpack/version.hpp"

namespace dlpack {

/// Facts about an enum class: its name, the C enum it mirrors and every value
/// this header knows, in declaration order. Specialised for every enum class.
template <class E>
struct enum_traits;

/// Every value of enum class E this header knows, in declaration order.
template <class E>
constexpr const auto& all_values() noexcept {
  return enum_traits<E>::values;
}

// ---------------------------------------------------------------------------
// DLDeviceType
// ---------------------------------------------------------------------------

/// \brief The device type in DLDevice.
///
/// \since DLPack 0.1
///
/// Mirrors ::DLDeviceType with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class DeviceType : std::underlying_type_t<::DLDeviceType> {
  /// \brief CPU device
  ///
  /// \since DLPack 0.1
  ///
  /// Named kCPU before DLPack 0.1.
  CPU = ::kDLCPU,
  /// \brief CUDA GPU device
  ///
  /// \since DLPack 0.1
  ///
  /// Named kDLGPU before DLPack 0.5.
  CUDA = ::kDLCUDA,
  /// \brief Pinned CUDA CPU memory by cudaMallocHost
  ///
  /// \since DLPack 0.1
  ///
  /// Named kDLCPUPinned before DLPack 0.5.
  CUDAHost = ::kDLCUDAHost,
  /// \brief OpenCL devices.
  ///
  /// \since DLPack 0.1
  ///
  /// Named kOpenCL before DLPack 0.1.
  OpenCL = ::kDLOpenCL,
  /// \brief Vulkan buffer for next generation graphics.
  ///
  /// \since DLPack 0.3
  Vulkan = ::kDLVulkan,
  /// \brief Metal for Apple GPU.
  ///
  /// \since DLPack 0.1
  Metal = ::kDLMetal,
  /// \brief Verilog simulator buffer
  ///
  /// \since DLPack 0.1
  VPI = ::kDLVPI,
  /// \brief ROCm GPUs for AMD GPUs
  ///
  /// \since DLPack 0.1
  ROCM = ::kDLROCM,
  /// \brief Pinned ROCm CPU memory allocated by hipMallocHost
  ///
  /// \since DLPack 0.6
  ROCMHost = ::kDLROCMHost,
  /// \brief Reserved extension device type,
  /// used for quickly test extension device
  /// The semantics can differ depending on the implementation.
  ///
  /// \since DLPack 0.3
  ExtDev = ::kDLExtDev,
  /// \brief CUDA managed/unified memory allocated by cudaMallocManaged
  ///
  /// \since DLPack 0.6
  CUDAManaged = ::kDLCUDAManaged,
  /// \brief Unified shared memory allocated on a oneAPI non-partititioned
  /// device. Call to oneAPI runtime is required to determine the device
  /// type, the USM allocation type and the sycl context it is bound to.
  ///
  /// \since DLPack 0.7
  OneAPI = ::kDLOneAPI,
  /// \brief GPU support for next generation WebGPU standard.
  ///
  /// \since DLPack 0.7
  WebGPU = ::kDLWebGPU,
  /// \brief Qualcomm Hexagon DSP
  ///
  /// \since DLPack 0.7
  Hexagon = ::kDLHexagon,
  /// \brief Microsoft MAIA devices
  ///
  /// \since DLPack 1.0
  MAIA = ::kDLMAIA,
  /// \brief AWS Trainium
  ///
  /// \since DLPack 1.1
  Trn = ::kDLTrn,
};

static_assert(sizeof(DeviceType) == sizeof(::DLDeviceType), "dlpack::DeviceType must have the size of DLDeviceType");
static_assert(alignof(DeviceType) == alignof(::DLDeviceType), "dlpack::DeviceType must have the alignment of DLDeviceType");

template <>
struct enum_traits<DeviceType> {
  static constexpr TextView name = "DeviceType";
  static constexpr TextView c_name = "DLDeviceType";
  static constexpr Array<DeviceType, 16> values{ {
      DeviceType::CPU,
      DeviceType::CUDA,
      DeviceType::CUDAHost,
      DeviceType::OpenCL,
      DeviceType::Vulkan,
      DeviceType::Metal,
      DeviceType::VPI,
      DeviceType::ROCM,
      DeviceType::ROCMHost,
      DeviceType::ExtDev,
      DeviceType::CUDAManaged,
      DeviceType::OneAPI,
      DeviceType::WebGPU,
      DeviceType::Hexagon,
      DeviceType::MAIA,
      DeviceType::Trn,
  } };
};

/// The name of `value` ("Trn"), or "" when this header does not know the value.
constexpr TextView to_string(DeviceType value) noexcept {
  switch (value) {
    case DeviceType::CPU: return "CPU";
    case DeviceType::CUDA: return "CUDA";
    case DeviceType::CUDAHost: return "CUDAHost";
    case DeviceType::OpenCL: return "OpenCL";
    case DeviceType::Vulkan: return "Vulkan";
    case DeviceType::Metal: return "Metal";
    case DeviceType::VPI: return "VPI";
    case DeviceType::ROCM: return "ROCM";
    case DeviceType::ROCMHost: return "ROCMHost";
    case DeviceType::ExtDev: return "ExtDev";
    case DeviceType::CUDAManaged: return "CUDAManaged";
    case DeviceType::OneAPI: return "OneAPI";
    case DeviceType::WebGPU: return "WebGPU";
    case DeviceType::Hexagon: return "Hexagon";
    case DeviceType::MAIA: return "MAIA";
    case DeviceType::Trn: return "Trn";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(DeviceType value) noexcept { return !to_string(value).empty(); }

/// True when `value` was already declared by DLPack `producer`: a producer of
/// that version may send it.
constexpr bool is_known(DeviceType value, Version producer) noexcept {
  switch (value) {
    case DeviceType::CPU: return producer >= Version{ 0, 1 };
    case DeviceType::CUDA: return producer >= Version{ 0, 1 };
    case DeviceType::CUDAHost: return producer >= Version{ 0, 1 };
    case DeviceType::OpenCL: return producer >= Version{ 0, 1 };
    case DeviceType::Vulkan: return producer >= Version{ 0, 3 };
    case DeviceType::Metal: return producer >= Version{ 0, 1 };
    case DeviceType::VPI: return producer >= Version{ 0, 1 };
    case DeviceType::ROCM: return producer >= Version{ 0, 1 };
    case DeviceType::ROCMHost: return producer >= Version{ 0, 6 };
    case DeviceType::ExtDev: return producer >= Version{ 0, 3 };
    case DeviceType::CUDAManaged: return producer >= Version{ 0, 6 };
    case DeviceType::OneAPI: return producer >= Version{ 0, 7 };
    case DeviceType::WebGPU: return producer >= Version{ 0, 7 };
    case DeviceType::Hexagon: return producer >= Version{ 0, 7 };
    case DeviceType::MAIA: return producer >= Version{ 1, 0 };
    case DeviceType::Trn: return producer >= Version{ 1, 1 };
  }
  return false;
}

/// Writes the name, or "DeviceType(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, DeviceType value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("DeviceType(");
  detail::append_integer(out, static_cast<std::underlying_type_t<DeviceType>>(value));
  out.append(")");
}

// ---------------------------------------------------------------------------
// DLDataTypeCode
// ---------------------------------------------------------------------------

/// \brief The type code options DLDataType.
///
/// \since DLPack 0.1
///
/// Mirrors ::DLDataTypeCode with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class DataTypeCode : std::underlying_type_t<::DLDataTypeCode> {
  /// \brief signed integer
  ///
  /// \since DLPack 0.1
  ///
  /// Named kInt before DLPack 0.1.
  Int = ::kDLInt,
  /// \brief unsigned integer
  ///
  /// \since DLPack 0.1
  ///
  /// Named kUInt before DLPack 0.1.
  UInt = ::kDLUInt,
  /// \brief IEEE floating point
  ///
  /// \since DLPack 0.1
  ///
  /// Named kFloat before DLPack 0.1.
  Float = ::kDLFloat,
  /// \brief Opaque handle type, reserved for testing purposes.
  /// Frameworks need to agree on the handle data type for the exchange to be well-defined.
  ///
  /// \since DLPack 0.4
  OpaqueHandle = ::kDLOpaqueHandle,
  /// \brief bfloat16
  ///
  /// \since DLPack 0.3
  Bfloat = ::kDLBfloat,
  /// \brief complex number
  /// (C/C++/Python layout: compact struct per complex number)
  ///
  /// \since DLPack 0.4
  Complex = ::kDLComplex,
  /// \brief boolean
  ///
  /// \since DLPack 0.8
  Bool = ::kDLBool,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e3m4 = ::kDLFloat8_e3m4,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e4m3 = ::kDLFloat8_e4m3,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e4m3b11fnuz = ::kDLFloat8_e4m3b11fnuz,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e4m3fn = ::kDLFloat8_e4m3fn,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e4m3fnuz = ::kDLFloat8_e4m3fnuz,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e5m2 = ::kDLFloat8_e5m2,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e5m2fnuz = ::kDLFloat8_e5m2fnuz,
  /// \brief FP8 data types
  ///
  /// \since DLPack 1.1
  Float8_e8m0fnu = ::kDLFloat8_e8m0fnu,
  /// \brief FP6 data types
  /// Setting bits != 6 is currently unspecified, and the producer must ensure it is set
  /// while the consumer must stop importing if the value is unexpected.
  ///
  /// \since DLPack 1.1
  Float6_e2m3fn = ::kDLFloat6_e2m3fn,
  /// \brief FP6 data types
  /// Setting bits != 6 is currently unspecified, and the producer must ensure it is set
  /// while the consumer must stop importing if the value is unexpected.
  ///
  /// \since DLPack 1.1
  Float6_e3m2fn = ::kDLFloat6_e3m2fn,
  /// \brief FP4 data types
  /// Setting bits != 4 is currently unspecified, and the producer must ensure it is set
  /// while the consumer must stop importing if the value is unexpected.
  ///
  /// \since DLPack 1.1
  Float4_e2m1fn = ::kDLFloat4_e2m1fn,
};

static_assert(sizeof(DataTypeCode) == sizeof(::DLDataTypeCode), "dlpack::DataTypeCode must have the size of DLDataTypeCode");
static_assert(alignof(DataTypeCode) == alignof(::DLDataTypeCode), "dlpack::DataTypeCode must have the alignment of DLDataTypeCode");

template <>
struct enum_traits<DataTypeCode> {
  static constexpr TextView name = "DataTypeCode";
  static constexpr TextView c_name = "DLDataTypeCode";
  static constexpr Array<DataTypeCode, 18> values{ {
      DataTypeCode::Int,
      DataTypeCode::UInt,
      DataTypeCode::Float,
      DataTypeCode::OpaqueHandle,
      DataTypeCode::Bfloat,
      DataTypeCode::Complex,
      DataTypeCode::Bool,
      DataTypeCode::Float8_e3m4,
      DataTypeCode::Float8_e4m3,
      DataTypeCode::Float8_e4m3b11fnuz,
      DataTypeCode::Float8_e4m3fn,
      DataTypeCode::Float8_e4m3fnuz,
      DataTypeCode::Float8_e5m2,
      DataTypeCode::Float8_e5m2fnuz,
      DataTypeCode::Float8_e8m0fnu,
      DataTypeCode::Float6_e2m3fn,
      DataTypeCode::Float6_e3m2fn,
      DataTypeCode::Float4_e2m1fn,
  } };
};

/// The name of `value` ("Float4_e2m1fn"), or "" when this header does not know the value.
constexpr TextView to_string(DataTypeCode value) noexcept {
  switch (value) {
    case DataTypeCode::Int: return "Int";
    case DataTypeCode::UInt: return "UInt";
    case DataTypeCode::Float: return "Float";
    case DataTypeCode::OpaqueHandle: return "OpaqueHandle";
    case DataTypeCode::Bfloat: return "Bfloat";
    case DataTypeCode::Complex: return "Complex";
    case DataTypeCode::Bool: return "Bool";
    case DataTypeCode::Float8_e3m4: return "Float8_e3m4";
    case DataTypeCode::Float8_e4m3: return "Float8_e4m3";
    case DataTypeCode::Float8_e4m3b11fnuz: return "Float8_e4m3b11fnuz";
    case DataTypeCode::Float8_e4m3fn: return "Float8_e4m3fn";
    case DataTypeCode::Float8_e4m3fnuz: return "Float8_e4m3fnuz";
    case DataTypeCode::Float8_e5m2: return "Float8_e5m2";
    case DataTypeCode::Float8_e5m2fnuz: return "Float8_e5m2fnuz";
    case DataTypeCode::Float8_e8m0fnu: return "Float8_e8m0fnu";
    case DataTypeCode::Float6_e2m3fn: return "Float6_e2m3fn";
    case DataTypeCode::Float6_e3m2fn: return "Float6_e3m2fn";
    case DataTypeCode::Float4_e2m1fn: return "Float4_e2m1fn";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(DataTypeCode value) noexcept { return !to_string(value).empty(); }

/// True when `value` was already declared by DLPack `producer`: a producer of
/// that version may send it.
constexpr bool is_known(DataTypeCode value, Version producer) noexcept {
  switch (value) {
    case DataTypeCode::Int: return producer >= Version{ 0, 1 };
    case DataTypeCode::UInt: return producer >= Version{ 0, 1 };
    case DataTypeCode::Float: return producer >= Version{ 0, 1 };
    case DataTypeCode::OpaqueHandle: return producer >= Version{ 0, 4 };
    case DataTypeCode::Bfloat: return producer >= Version{ 0, 3 };
    case DataTypeCode::Complex: return producer >= Version{ 0, 4 };
    case DataTypeCode::Bool: return producer >= Version{ 0, 8 };
    case DataTypeCode::Float8_e3m4: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e4m3: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e4m3b11fnuz: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e4m3fn: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e4m3fnuz: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e5m2: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e5m2fnuz: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float8_e8m0fnu: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float6_e2m3fn: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float6_e3m2fn: return producer >= Version{ 1, 1 };
    case DataTypeCode::Float4_e2m1fn: return producer >= Version{ 1, 1 };
  }
  return false;
}

/// Writes the name, or "DataTypeCode(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, DataTypeCode value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("DataTypeCode(");
  detail::append_integer(out, static_cast<std::underlying_type_t<DataTypeCode>>(value));
  out.append(")");
}

// ---------------------------------------------------------------------------
// DLDevice
// ---------------------------------------------------------------------------

/// \brief A Device for Tensor and operator.
///
/// \since DLPack 0.1
///
/// Named DLContext before DLPack 0.4.
///
/// Same layout as ::DLDevice (asserted below: as aligned as the C struct, each field
/// as C declares it); converts to and from it.
struct alignas(::DLDevice) Device {
  /// \brief The device type used in the device.
  ///
  /// \since DLPack 0.1
  DeviceType device_type{};
  /// \brief The device index.
  /// For vanilla CPU memory, pinned memory, or managed memory, this is set to 0.
  ///
  /// \since DLPack 0.1
  int32_t device_id{};

  constexpr Device() noexcept = default;
  constexpr Device(DeviceType type, int32_t id = 0) noexcept
      : device_type{type}, device_id{id} {}
  constexpr Device(const ::DLDevice& c) noexcept
      : device_type{static_cast<DeviceType>(c.device_type)}, device_id{c.device_id} {}
  constexpr operator ::DLDevice() const noexcept {
    ::DLDevice c{};
    c.device_type = static_cast<decltype(c.device_type)>(device_type);
    c.device_id = device_id;
    return c;
  }

  friend constexpr bool operator==(const Device& a, const Device& b) noexcept {
    return a.device_type == b.device_type && a.device_id == b.device_id;
  }
  friend constexpr bool operator!=(const Device& a, const Device& b) noexcept { return !(a == b); }
};

static_assert(std::is_standard_layout<Device>::value, "dlpack::Device must be standard-layout");
static_assert(sizeof(Device) == sizeof(::DLDevice), "dlpack::Device must have the layout of DLDevice");
static_assert(alignof(Device) == alignof(::DLDevice), "dlpack::Device must have the layout of DLDevice");
static_assert(offsetof(Device, device_type) == offsetof(::DLDevice, device_type), "dlpack::Device::device_type must sit where DLDevice::device_type does");
static_assert(offsetof(Device, device_id) == offsetof(::DLDevice, device_id), "dlpack::Device::device_id must sit where DLDevice::device_id does");

/// Writes "CUDA:0" to `out` (a Message; to_string(Device) in dlpack/text.hpp); an
/// unknown device type as "DeviceType(N):0".
template <class Sink>
constexpr void write_text(Sink& out, const Device& device) {
  write_text(out, device.device_type);
  out.append(":");
  detail::append_integer(out, device.device_id);
}

}  // namespace dlpack
