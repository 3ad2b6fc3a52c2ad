// A minimal C++ re-declaration of DLPack 1.0, as C++ projects vendor one:
// some fields spelled with <cstdint>'s std:: names (read as the C typedefs),
// C++ standard headers, an unguarded extern "C", and C++ additions that are not
// part of the C ABI (constexpr constants, a namespace, inline functions, a
// template), which the reading leaves out with a warning each.
#pragma once

#include <cstddef>
#include <cstdint>

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0

extern "C" {

typedef struct {
  uint32_t major;
  uint32_t minor;
} DLPackVersion;

typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLROCM = 10,
} DLDeviceType;

typedef struct {
  DLDeviceType device_type;
  int32_t device_id;
} DLDevice;

typedef enum {
  kDLInt = 0U,
  kDLUInt = 1U,
  kDLFloat = 2U,
  kDLBfloat = 4U,
  kDLBool = 6U,
} DLDataTypeCode;

typedef struct {
  std::uint8_t code;
  uint8_t bits;
  uint16_t lanes;
} DLDataType;

typedef struct {
  void* data;
  DLDevice device;
  std::int32_t ndim;
  DLDataType dtype;
  std::int64_t* shape;
  int64_t* strides;
  uint64_t byte_offset;
} DLTensor;

typedef struct DLManagedTensor {
  DLTensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensor* self);
} DLManagedTensor;

#define DLPACK_FLAG_BITMASK_READ_ONLY (1UL << 0UL)
#define DLPACK_FLAG_BITMASK_IS_COPIED (1UL << 1UL)

typedef struct DLManagedTensorVersioned {
  DLPackVersion version;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensorVersioned* self);
  uint64_t flags;
  DLTensor dl_tensor;
} DLManagedTensorVersioned;

}  // extern "C"

static constexpr DLDataType kFloat32 = {kDLFloat, 32, 1};
static constexpr DLDataType kFloat64 = {kDLFloat, 64, 1};

namespace vendor_dlpack {
inline constexpr std::size_t kMaxDims = 8;
inline bool is_float(DLDataType t) { return t.code == kDLFloat; }
template <typename T>
struct dtype_of;
template <>
struct dtype_of<float> {
  static constexpr DLDataType value = kFloat32;
};
}  // namespace vendor_dlpack
