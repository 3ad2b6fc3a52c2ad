/*!
 * A dlpack.h as a C++ project vendors it (modelled on Open3D's DLPack.h): the C
 * declarations, then, outside any #ifdef __cplusplus, an #include of a C++
 * library and C++ declarations around the C ones. Read with
 * -I tests/headers/vendored_cxx_include; the lines between the "C++ addition"
 * markers are what a plain C dlpack.h does not have.
 */
#ifndef DLPACK_DLPACK_H_
#define DLPACK_DLPACK_H_

#include <stdint.h>

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0

/*! \brief The device type in DLDevice. */
typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
} DLDeviceType;

/*! \brief A device. */
typedef struct {
  DLDeviceType device_type;  /*!< the device type */
  int32_t device_id;         /*!< the device index */
} DLDevice;

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

// C++ addition begin
#include <fmt/core.h>

namespace dlpack_util {
inline int ndim_of(const DLTensor& t) { return t.ndim; }
}  // namespace dlpack_util

using DLIndex = int64_t;

template <typename T>
struct DLTypeTraits {
  static constexpr int code = 0;
};

template <>
struct DLTypeTraits<float> {
  static constexpr int code = 2;
};

inline bool DLIsCPU(DLDevice d) { return d.device_type == kDLCPU; }

namespace fmt {
template <>
struct formatter<DLDeviceType> {
  int dummy;
};
}  // namespace fmt
// C++ addition end

#endif  // DLPACK_DLPACK_H_
