/*
 * A framework's vendored DLPack 1.1 (written for dlpackgen's tests): it pins
 * layouts with alignment attribute macros, as vendored copies do.
 *  - byte_offset is 8-aligned everywhere, so DLTensor has the x86_64 offsets
 *    on i686 too (where a uint64_t is otherwise 4-aligned in a struct);
 *  - DLManagedTensorVersioned is a 16-aligned struct;
 *  - DLVendorSlot.payload takes the target's largest alignment (`aligned`
 *    without a number: 16 on most targets, 8 on armv7 and s390x);
 *  - DLVendorPair.second is aligned through a macro that is `alignas` in C++
 *    and `_Alignas` in C;
 *  - DLDataType is an 8-aligned struct whose lanes are 4-aligned,
 *    DLDevice.device_id takes the target's largest alignment and
 *    DLPackVersion is an 8-aligned struct: the C++ mirrors
 *    (dlpack::DataType, dlpack::Device, dlpack::Version) must declare the
 *    same.
 */
#ifndef VENDORED_DLPACK_H_
#define VENDORED_DLPACK_H_

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 1

#define VENDOR_ALIGNED(n) __attribute__((aligned(n)))
#define VENDOR_MAX_ALIGNED __attribute__((aligned))
#ifdef __cplusplus
#define VENDOR_ALIGNAS(n) alignas(n)
#else
#define VENDOR_ALIGNAS(n) _Alignas(n)
#endif

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*! \brief The version of the ABI a tensor follows. */
typedef struct VENDOR_ALIGNED(8) {
  uint32_t major;
  uint32_t minor;
} DLPackVersion;

/*! \brief Where a tensor's data lives. */
typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLOpenCL = 4,
  kDLVulkan = 7,
  kDLMetal = 8,
  kDLVPI = 9,
  kDLROCM = 10,
  kDLROCMHost = 11,
  kDLExtDev = 12,
  kDLCUDAManaged = 13,
  kDLOneAPI = 14,
  kDLWebGPU = 15,
  kDLHexagon = 16,
  kDLMAIA = 17,
} DLDeviceType;

/*! \brief A device: its type and index. */
typedef struct {
  DLDeviceType device_type;
  int32_t device_id VENDOR_MAX_ALIGNED;
} DLDevice;

/*! \brief Element type codes. */
typedef enum {
  kDLInt = 0U,
  kDLUInt = 1U,
  kDLFloat = 2U,
  kDLOpaqueHandle = 3U,
  kDLBfloat = 4U,
  kDLComplex = 5U,
  kDLBool = 6U,
  kDLFloat8_e3m4 = 7U,
  kDLFloat8_e4m3 = 8U,
  kDLFloat8_e4m3b11fnuz = 9U,
  kDLFloat8_e4m3fn = 10U,
  kDLFloat8_e4m3fnuz = 11U,
  kDLFloat8_e5m2 = 12U,
  kDLFloat8_e5m2fnuz = 13U,
  kDLFloat8_e8m0fnu = 14U,
  kDLFloat6_e2m3fn = 15U,
  kDLFloat6_e3m2fn = 16U,
  kDLFloat4_e2m1fn = 17U,
} DLDataTypeCode;

/*! \brief An element type: code, bits and lanes. */
typedef struct VENDOR_ALIGNED(8) {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes VENDOR_ALIGNED(4);
} DLDataType;

/*! \brief A tensor that does not own its memory. */
typedef struct {
  /*! \brief The data, offset by byte_offset. */
  void* data;
  /*! \brief The device of the data. */
  DLDevice device;
  /*! \brief The number of dimensions. */
  int32_t ndim;
  /*! \brief The element type. */
  DLDataType dtype;
  /*! \brief The extent of each dimension. */
  int64_t* shape;
  /*! \brief The stride of each dimension, in elements. */
  int64_t* strides;
  /*! \brief Bytes from data to the first element; 8-aligned on every target. */
  uint64_t byte_offset VENDOR_ALIGNED(8);
} DLTensor;

/*! \brief A tensor with an owner that frees it. */
typedef struct DLManagedTensor {
  DLTensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensor* self);
} DLManagedTensor;

#define DLPACK_FLAG_BITMASK_READ_ONLY (1UL << 0UL)
#define DLPACK_FLAG_BITMASK_IS_COPIED (1UL << 1UL)
#define DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED (1UL << 2UL)

/*! \brief A versioned owned tensor, 16-aligned in this framework. */
typedef struct VENDOR_ALIGNED(16) DLManagedTensorVersioned {
  DLPackVersion version;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensorVersioned* self);
  uint64_t flags;
  DLTensor dl_tensor;
} DLManagedTensorVersioned;

/*! \brief A framework slot: its payload takes the largest alignment of the target. */
typedef struct {
  int32_t id;
  int64_t payload VENDOR_MAX_ALIGNED;
  int32_t tail;
} DLVendorSlot;

/*! \brief A pair whose second member is 16-aligned (alignas / _Alignas). */
typedef struct {
  int8_t first;
  VENDOR_ALIGNAS(16) int32_t second;
} DLVendorPair;

#ifdef __cplusplus
}  // extern "C"
#endif
#endif  // VENDORED_DLPACK_H_
