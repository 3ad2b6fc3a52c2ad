/*!
 * A dlpack.h as Open3D vendors it: the C declarations, then, outside any
 * #ifdef __cplusplus, the real {fmt} (Debian's libfmt-dev) and a
 * fmt::formatter<DLDeviceType> specialisation, as Open3D's DLPack.h has.
 * Read by tests/extract/vendored_fmt.sh with the C++ library's include paths;
 * the lines between the "C++ addition" markers are what a plain C dlpack.h
 * does not have.
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

namespace fmt {
template <>
struct formatter<DLDeviceType> {
  template <typename ParseContext>
  constexpr auto parse(ParseContext& ctx) -> decltype(ctx.begin()) {
    return ctx.begin();
  }

  template <typename FormatContext>
  auto format(const DLDeviceType& c, FormatContext& ctx) const -> decltype(ctx.out()) {
    const char* text = nullptr;
    switch (c) {
      case kDLCPU: text = "kDLCPU"; break;
      case kDLCUDA: text = "kDLCUDA"; break;
      default: text = "kDLUnknown"; break;
    }
    return format_to(ctx.out(), "{}", text);
  }
};
}  // namespace fmt
// C++ addition end

#endif  // DLPACK_DLPACK_H_
