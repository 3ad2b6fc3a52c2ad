// A C++ copy of DLPack 1.0 that includes libraries outside any #ifdef
// __cplusplus (<stdio.h>, <string>) and adds helpers built on them: read with
// the include directories the host's C++ compiler lists (query_driver: auto),
// for the target it compiles for; the default targets no compiler serves are
// left out with one warning.
#pragma once

#include <stdint.h>
#include <stdio.h>

#include <string>

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

namespace vendor_dlpack {
inline std::string device_name(DLDevice d) {
  return d.device_type == kDLCPU ? "cpu:" + std::to_string(d.device_id) : "gpu:" + std::to_string(d.device_id);
}
inline void print_shape(FILE* out, const DLTensor& t) {
  for (std::int32_t i = 0; i < t.ndim; ++i) std::fprintf(out, i ? ",%lld" : "%lld", static_cast<long long>(t.shape[i]));
  std::fputc('\n', out);
}
}  // namespace vendor_dlpack
