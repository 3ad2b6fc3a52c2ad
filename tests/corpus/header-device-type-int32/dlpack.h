/* A framework's DLPack whose DLDevice.device_type is an int32_t (written for dlpackgen's tests). */
#ifndef VENDOR_DLPACK_H_
#define VENDOR_DLPACK_H_
#include <stdint.h>
typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLSophon = 20, /* the vendor's accelerator */
} DLDeviceType;
typedef struct {
  int32_t device_type; /* not the enum: the shims cannot read it */
  int32_t device_id;
} DLDevice;
typedef enum {
  kDLInt = 0U,
  kDLUInt = 1U,
  kDLFloat = 2U,
} DLDataTypeCode;
typedef struct {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes;
} DLDataType;
typedef struct {
  void* data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t* shape;
  int64_t* strides;
  uint64_t byte_offset;
} DLTensor;
typedef struct DLManagedTensor {
  DLTensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensor* self);
} DLManagedTensor;
#endif
