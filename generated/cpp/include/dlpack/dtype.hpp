// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// DataType: the value type mirroring DLDataType, its text form ("float32", "int8x4";
// parsing it is in dlpack/parse.hpp),
// dtype_of<T> for C++ element types and a dispatch from a dtype to a C++ type:
// a standard type where C++ has one, else a storage type of dlpack/float_types.hpp
// (float16_t, bfloat16_t, float8_e4m3fn_t, ..., complex64_t).
#pragma once

#include "dlpack/config.hpp"
#include "dlpack/enums.hpp"
#include "dlpack/float_types.hpp"
#include "dlpack/issues.hpp"

namespace dlpack {

/// \brief The data type the tensor can hold. The data type is assumed to follow the
/// native endian-ness. An explicit error message should be raised when attempting to
/// export an array with non-native endianness
///
/// Examples
/// - float: type_code = 2, bits = 32, lanes = 1
/// - float4(vectorized 4 float): type_code = 2, bits = 32, lanes = 4
/// - int8: type_code = 0, bits = 8, lanes = 1
/// - std::complex<float>: type_code = 5, bits = 64, lanes = 1
/// - bool: type_code = 6, bits = 8, lanes = 1 (as per common array library convention, the underlying storage size of bool is 8 bits)
/// - float8_e4m3: type_code = 8, bits = 8, lanes = 1 (packed in memory)
/// - float6_e3m2fn: type_code = 16, bits = 6, lanes = 1 (packed in memory)
/// - float4_e2m1fn: type_code = 17, bits = 4, lanes = 1 (packed in memory)
///
/// When a sub-byte type is packed, DLPack requires the data to be in little bit-endian, i.e.,
/// for a packed data set D ((D >> (i * bits)) && bit_mask) stores the i-th element.
///
/// \since DLPack 0.1
///
/// Same layout as ::DLDataType (asserted below: as aligned as the C struct, each field
/// as C declares it); converts to and from it.
/// `code` holds a DataTypeCode (type_code()).
struct alignas(::DLDataType) DataType {
  /// \brief Type code of base types.
  /// We keep it uint8_t instead of DLDataTypeCode for minimal memory
  /// footprint, but the value should be one of DLDataTypeCode enum values.
  ///
  /// \since DLPack 0.1
  uint8_t code{};
  /// \brief Number of bits, common choices are 8, 16, 32.
  ///
  /// \since DLPack 0.1
  uint8_t bits{};
  /// \brief Number of lanes in the type, used for vector types.
  ///
  /// \since DLPack 0.1
  uint16_t lanes{};

  constexpr DataType() noexcept = default;
  /// A dtype of code `type_code`, `bit_width` bits per lane, `lane_count` lanes.
  constexpr DataType(DataTypeCode type_code, unsigned bit_width, unsigned lane_count = 1) noexcept
      : code{static_cast<decltype(code)>(type_code)},
        bits{static_cast<decltype(bits)>(bit_width)},
        lanes{static_cast<decltype(lanes)>(lane_count)} {}
  constexpr DataType(const ::DLDataType& c) noexcept
      : code{c.code}, bits{c.bits}, lanes{c.lanes} {}
  constexpr operator ::DLDataType() const noexcept {
    ::DLDataType c{};
    c.code = code;
    c.bits = bits;
    c.lanes = lanes;
    return c;
  }

  /// int8; with `lane_count` lanes: int8x4, ...
  static constexpr DataType int8(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Int, 8, lane_count);
  }
  /// int16; with `lane_count` lanes: int16x4, ...
  static constexpr DataType int16(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Int, 16, lane_count);
  }
  /// int32; with `lane_count` lanes: int32x4, ...
  static constexpr DataType int32(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Int, 32, lane_count);
  }
  /// int64; with `lane_count` lanes: int64x4, ...
  static constexpr DataType int64(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Int, 64, lane_count);
  }
  /// uint8; with `lane_count` lanes: uint8x4, ...
  static constexpr DataType uint8(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::UInt, 8, lane_count);
  }
  /// uint16; with `lane_count` lanes: uint16x4, ...
  static constexpr DataType uint16(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::UInt, 16, lane_count);
  }
  /// uint32; with `lane_count` lanes: uint32x4, ...
  static constexpr DataType uint32(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::UInt, 32, lane_count);
  }
  /// uint64; with `lane_count` lanes: uint64x4, ...
  static constexpr DataType uint64(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::UInt, 64, lane_count);
  }
  /// float16; with `lane_count` lanes: float16x4, ...
  static constexpr DataType float16(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float, 16, lane_count);
  }
  /// float32; with `lane_count` lanes: float32x4, ...
  static constexpr DataType float32(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float, 32, lane_count);
  }
  /// float64; with `lane_count` lanes: float64x4, ...
  static constexpr DataType float64(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float, 64, lane_count);
  }
  /// bfloat16; with `lane_count` lanes: bfloat16x4, ...
  static constexpr DataType bfloat16(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Bfloat, 16, lane_count);
  }
  /// complex64; with `lane_count` lanes: complex64x4, ...
  static constexpr DataType complex64(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Complex, 64, lane_count);
  }
  /// complex128; with `lane_count` lanes: complex128x4, ...
  static constexpr DataType complex128(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Complex, 128, lane_count);
  }
  /// bool; with `lane_count` lanes: boolx4, ...
  static constexpr DataType bool_(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Bool, 8, lane_count);
  }
  /// float8_e3m4; with `lane_count` lanes: float8_e3m4x4, ...
  static constexpr DataType float8_e3m4(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e3m4, 8, lane_count);
  }
  /// float8_e4m3; with `lane_count` lanes: float8_e4m3x4, ...
  static constexpr DataType float8_e4m3(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e4m3, 8, lane_count);
  }
  /// float8_e4m3b11fnuz; with `lane_count` lanes: float8_e4m3b11fnuzx4, ...
  static constexpr DataType float8_e4m3b11fnuz(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e4m3b11fnuz, 8, lane_count);
  }
  /// float8_e4m3fn; with `lane_count` lanes: float8_e4m3fnx4, ...
  static constexpr DataType float8_e4m3fn(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e4m3fn, 8, lane_count);
  }
  /// float8_e4m3fnuz; with `lane_count` lanes: float8_e4m3fnuzx4, ...
  static constexpr DataType float8_e4m3fnuz(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e4m3fnuz, 8, lane_count);
  }
  /// float8_e5m2; with `lane_count` lanes: float8_e5m2x4, ...
  static constexpr DataType float8_e5m2(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e5m2, 8, lane_count);
  }
  /// float8_e5m2fnuz; with `lane_count` lanes: float8_e5m2fnuzx4, ...
  static constexpr DataType float8_e5m2fnuz(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e5m2fnuz, 8, lane_count);
  }
  /// float8_e8m0fnu; with `lane_count` lanes: float8_e8m0fnux4, ...
  static constexpr DataType float8_e8m0fnu(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float8_e8m0fnu, 8, lane_count);
  }
  /// float6_e2m3fn; with `lane_count` lanes: float6_e2m3fnx4, ...
  static constexpr DataType float6_e2m3fn(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float6_e2m3fn, 6, lane_count);
  }
  /// float6_e3m2fn; with `lane_count` lanes: float6_e3m2fnx4, ...
  static constexpr DataType float6_e3m2fn(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float6_e3m2fn, 6, lane_count);
  }
  /// float4_e2m1fn; with `lane_count` lanes: float4_e2m1fnx4, ...
  static constexpr DataType float4_e2m1fn(unsigned lane_count = 1) noexcept {
    return DataType(DataTypeCode::Float4_e2m1fn, 4, lane_count);
  }

  /// The code as the enum it holds; may be a value this header does not know.
  constexpr DataTypeCode type_code() const noexcept { return static_cast<DataTypeCode>(code); }
  /// The same dtype with `lane_count` lanes.
  constexpr DataType with_lanes(unsigned lane_count) const noexcept {
    return DataType(type_code(), bits, lane_count);
  }
  /// Bits of one element, all lanes together.
  constexpr unsigned element_bits() const noexcept { return static_cast<unsigned>(bits) * lanes; }
  /// True for a lane narrower than a byte (fp4, fp6): packed unless flagged padded.
  constexpr bool is_subbyte() const noexcept { return bits < 8; }

  friend constexpr bool operator==(const DataType& a, const DataType& b) noexcept {
    return a.code == b.code && a.bits == b.bits && a.lanes == b.lanes;
  }
  friend constexpr bool operator!=(const DataType& a, const DataType& b) noexcept { return !(a == b); }
};

static_assert(std::is_standard_layout<DataType>::value, "dlpack::DataType must be standard-layout");
static_assert(sizeof(DataType) == sizeof(::DLDataType), "dlpack::DataType must have the layout of DLDataType");
static_assert(alignof(DataType) == alignof(::DLDataType), "dlpack::DataType must have the layout of DLDataType");
static_assert(offsetof(DataType, code) == offsetof(::DLDataType, code), "dlpack::DataType::code must sit where DLDataType::code does");
static_assert(offsetof(DataType, bits) == offsetof(::DLDataType, bits), "dlpack::DataType::bits must sit where DLDataType::bits does");
static_assert(offsetof(DataType, lanes) == offsetof(::DLDataType, lanes), "dlpack::DataType::lanes must sit where DLDataType::lanes does");

/// True when `dtype`'s bit width is one its code allows; codes without a rule
/// (int, float, ...) allow any non-zero width. From the dlpack.h comments,
/// through schema/semantics.yaml: "the consumer must stop importing if the
/// value is unexpected".
constexpr bool bits_allowed(DataType dtype) noexcept {
  const unsigned bits = dtype.bits;
  switch (dtype.type_code()) {
    case DataTypeCode::Bfloat: return bits == 16;
    case DataTypeCode::Bool: return bits == 8;
    case DataTypeCode::Float8_e3m4: return bits == 8;
    case DataTypeCode::Float8_e4m3: return bits == 8;
    case DataTypeCode::Float8_e4m3b11fnuz: return bits == 8;
    case DataTypeCode::Float8_e4m3fn: return bits == 8;
    case DataTypeCode::Float8_e4m3fnuz: return bits == 8;
    case DataTypeCode::Float8_e5m2: return bits == 8;
    case DataTypeCode::Float8_e5m2fnuz: return bits == 8;
    case DataTypeCode::Float8_e8m0fnu: return bits == 8;
    case DataTypeCode::Float6_e2m3fn: return bits == 6;
    case DataTypeCode::Float6_e3m2fn: return bits == 6;
    case DataTypeCode::Float4_e2m1fn: return bits == 4;
    default: return bits != 0;
  }
}

/// The widths `code` allows ("8", "16"), or "" when any non-zero width is fine.
constexpr TextView allowed_bits(DataTypeCode code) noexcept {
  switch (code) {
    case DataTypeCode::Bfloat: return "16";
    case DataTypeCode::Bool: return "8";
    case DataTypeCode::Float8_e3m4: return "8";
    case DataTypeCode::Float8_e4m3: return "8";
    case DataTypeCode::Float8_e4m3b11fnuz: return "8";
    case DataTypeCode::Float8_e4m3fn: return "8";
    case DataTypeCode::Float8_e4m3fnuz: return "8";
    case DataTypeCode::Float8_e5m2: return "8";
    case DataTypeCode::Float8_e5m2fnuz: return "8";
    case DataTypeCode::Float8_e8m0fnu: return "8";
    case DataTypeCode::Float6_e2m3fn: return "6";
    case DataTypeCode::Float6_e3m2fn: return "6";
    case DataTypeCode::Float4_e2m1fn: return "4";
    default: return {};
  }
}

/// True when this header knows `dtype`: a known code, a width it allows, at
/// least one lane.
constexpr bool is_known(DataType dtype) noexcept {
  return is_known(dtype.type_code()) && bits_allowed(dtype) && dtype.lanes != 0;
}

/// Writes the text form to `out` (a Message; to_string(DataType) in
/// dlpack/text.hpp): "float32", "bfloat16", "bool", "float8_e4m3fn", "int8x4"
/// (lanes); a dtype without one (unknown code, a fixed-width code with another
/// width, zero lanes) as "dtype(code=C,bits=B,lanes=L)". from_string<DataType>
/// reads both.
template <class Sink>
constexpr void write_text(Sink& out, DataType dtype) {
  TextView prefix, name;
  switch (dtype.type_code()) {
    case DataTypeCode::Int:
      prefix = "int";
      break;
    case DataTypeCode::UInt:
      prefix = "uint";
      break;
    case DataTypeCode::Float:
      prefix = "float";
      break;
    case DataTypeCode::OpaqueHandle:
      prefix = "handle";
      break;
    case DataTypeCode::Bfloat:
      prefix = "bfloat";
      break;
    case DataTypeCode::Complex:
      prefix = "complex";
      break;
    case DataTypeCode::Bool:
      if (dtype.bits == 8) name = "bool";
      break;
    case DataTypeCode::Float8_e3m4:
      if (dtype.bits == 8) name = "float8_e3m4";
      break;
    case DataTypeCode::Float8_e4m3:
      if (dtype.bits == 8) name = "float8_e4m3";
      break;
    case DataTypeCode::Float8_e4m3b11fnuz:
      if (dtype.bits == 8) name = "float8_e4m3b11fnuz";
      break;
    case DataTypeCode::Float8_e4m3fn:
      if (dtype.bits == 8) name = "float8_e4m3fn";
      break;
    case DataTypeCode::Float8_e4m3fnuz:
      if (dtype.bits == 8) name = "float8_e4m3fnuz";
      break;
    case DataTypeCode::Float8_e5m2:
      if (dtype.bits == 8) name = "float8_e5m2";
      break;
    case DataTypeCode::Float8_e5m2fnuz:
      if (dtype.bits == 8) name = "float8_e5m2fnuz";
      break;
    case DataTypeCode::Float8_e8m0fnu:
      if (dtype.bits == 8) name = "float8_e8m0fnu";
      break;
    case DataTypeCode::Float6_e2m3fn:
      if (dtype.bits == 6) name = "float6_e2m3fn";
      break;
    case DataTypeCode::Float6_e3m2fn:
      if (dtype.bits == 6) name = "float6_e3m2fn";
      break;
    case DataTypeCode::Float4_e2m1fn:
      if (dtype.bits == 4) name = "float4_e2m1fn";
      break;
    default:
      break;
  }
  if ((prefix.empty() && name.empty()) || dtype.lanes == 0) {
    out.append("dtype(code=");
    detail::append_integer(out, dtype.code);
    out.append(",bits=");
    detail::append_integer(out, dtype.bits);
    out.append(",lanes=");
    detail::append_integer(out, dtype.lanes);
    out.append(")");
    return;
  }
  if (!name.empty()) {
    out.append(name);
  } else {
    out.append(prefix);
    detail::append_integer(out, dtype.bits);
  }
  if (dtype.lanes != 1) {
    out.append("x");
    detail::append_integer(out, dtype.lanes);
  }
}

/// Every dtype with a named factory, one lane each.
inline constexpr DataType named_dtypes[] = {
    DataType::int8(),
    DataType::int16(),
    DataType::int32(),
    DataType::int64(),
    DataType::uint8(),
    DataType::uint16(),
    DataType::uint32(),
    DataType::uint64(),
    DataType::float16(),
    DataType::float32(),
    DataType::float64(),
    DataType::bfloat16(),
    DataType::complex64(),
    DataType::complex128(),
    DataType::bool_(),
    DataType::float8_e3m4(),
    DataType::float8_e4m3(),
    DataType::float8_e4m3b11fnuz(),
    DataType::float8_e4m3fn(),
    DataType::float8_e4m3fnuz(),
    DataType::float8_e5m2(),
    DataType::float8_e5m2fnuz(),
    DataType::float8_e8m0fnu(),
    DataType::float6_e2m3fn(),
    DataType::float6_e3m2fn(),
    DataType::float4_e2m1fn(),
};

// ---------------------------------------------------------------------------
// dtype_of<T>: the dtype of a standard C++ element type
// ---------------------------------------------------------------------------

namespace detail {
template <class T, class = void>
struct dtype_of_impl {};  // no `value`: T has no DLPack dtype
template <>
struct dtype_of_impl<int8_t> {
  static constexpr DataType value{ DataTypeCode::Int, 8 };
};
template <>
struct dtype_of_impl<int16_t> {
  static constexpr DataType value{ DataTypeCode::Int, 16 };
};
template <>
struct dtype_of_impl<int32_t> {
  static constexpr DataType value{ DataTypeCode::Int, 32 };
};
template <>
struct dtype_of_impl<int64_t> {
  static constexpr DataType value{ DataTypeCode::Int, 64 };
};
template <>
struct dtype_of_impl<uint8_t> {
  static constexpr DataType value{ DataTypeCode::UInt, 8 };
};
template <>
struct dtype_of_impl<uint16_t> {
  static constexpr DataType value{ DataTypeCode::UInt, 16 };
};
template <>
struct dtype_of_impl<uint32_t> {
  static constexpr DataType value{ DataTypeCode::UInt, 32 };
};
template <>
struct dtype_of_impl<uint64_t> {
  static constexpr DataType value{ DataTypeCode::UInt, 64 };
};
template <>
struct dtype_of_impl<dlpack::float16_t> {
  static constexpr DataType value{ DataTypeCode::Float, 16 };
};
template <>
struct dtype_of_impl<float> {
  static constexpr DataType value{ DataTypeCode::Float, 32 };
};
template <>
struct dtype_of_impl<double> {
  static constexpr DataType value{ DataTypeCode::Float, 64 };
};
template <>
struct dtype_of_impl<dlpack::bfloat16_t> {
  static constexpr DataType value{ DataTypeCode::Bfloat, 16 };
};
template <>
struct dtype_of_impl<dlpack::complex64_t> {
  static constexpr DataType value{ DataTypeCode::Complex, 64 };
};
template <>
struct dtype_of_impl<dlpack::complex128_t> {
  static constexpr DataType value{ DataTypeCode::Complex, 128 };
};
template <>
struct dtype_of_impl<bool> {
  static constexpr DataType value{ DataTypeCode::Bool, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e3m4_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e3m4, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e4m3_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e4m3, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e4m3b11fnuz_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e4m3b11fnuz, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e4m3fn_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e4m3fn, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e4m3fnuz_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e4m3fnuz, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e5m2_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e5m2, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e5m2fnuz_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e5m2fnuz, 8 };
};
template <>
struct dtype_of_impl<dlpack::float8_e8m0fnu_t> {
  static constexpr DataType value{ DataTypeCode::Float8_e8m0fnu, 8 };
};
template <>
struct dtype_of_impl<dlpack::float6_e2m3fn_t> {
  static constexpr DataType value{ DataTypeCode::Float6_e2m3fn, 6 };
};
template <>
struct dtype_of_impl<dlpack::float6_e3m2fn_t> {
  static constexpr DataType value{ DataTypeCode::Float6_e3m2fn, 6 };
};
template <>
struct dtype_of_impl<dlpack::float4_e2m1fn_t> {
  static constexpr DataType value{ DataTypeCode::Float4_e2m1fn, 4 };
};
// Integer types the table above does not name (char, long long, ...), by size and signedness.
template <class T>
struct dtype_of_impl<T, std::enable_if_t<std::is_integral<T>::value && !std::is_same<T, bool>::value>> {
  static constexpr DataType value{std::is_signed<T>::value ? DataTypeCode::Int : DataTypeCode::UInt,
                                  static_cast<unsigned>(8 * sizeof(T))};
};

template <class T, class = void>
struct has_dtype : std::false_type {};
template <class T>
struct has_dtype<T, std::void_t<decltype(dtype_of_impl<T>::value)>> : std::true_type {};
}  // namespace detail

/// True when T (cv-qualifiers ignored) has a DLPack dtype.
template <class T>
inline constexpr bool has_dtype_of = detail::has_dtype<std::remove_cv_t<T>>::value;

/// The dtype of T: dtype_of_v<float> == DataType::float32().
template <class T>
inline constexpr DataType dtype_of_v = detail::dtype_of_impl<std::remove_cv_t<T>>::value;

/// The dtype of T (a function form of dtype_of_v).
template <class T>
constexpr DataType dtype_of() noexcept {
  return dtype_of_v<T>;
}

// ---------------------------------------------------------------------------
// dispatch: from a runtime dtype to a C++ element type
// ---------------------------------------------------------------------------

/// Names a C++ element type for a dispatch visitor: `typename decltype(tag)::type`.
template <class T>
struct type_tag {
  using type = T;
};

/// What a dispatch visitor gets for a dtype without an element type: several
/// lanes, an unknown code, or a width its code has no type for.
struct unsupported_dtype {
  DataType dtype;
};

/// Calls `visitor(type_tag<T>{})` with the C++ element type T of `dtype`, or
/// `visitor(unsupported_dtype{dtype})` when it has none (several lanes, an
/// unknown code or width). Every one-lane dtype this header names has a T: a
/// standard type (float, int8_t, bool), or a storage type of the same size
/// (float16_t, bfloat16_t, float8_*_t, complex64_t; float6_*_t and float4_*_t
/// hold one sub-byte value per byte, the layout of a padded tensor). One switch,
/// as hand-written C would do; every call of `visitor` must return the same type.
template <class Visitor>
constexpr decltype(auto) dispatch(DataType dtype, Visitor&& visitor) {
  if (dtype.lanes == 1) {
    switch (dtype.type_code()) {
      case DataTypeCode::Int:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<int8_t>{});
          case 16: return static_cast<Visitor&&>(visitor)(type_tag<int16_t>{});
          case 32: return static_cast<Visitor&&>(visitor)(type_tag<int32_t>{});
          case 64: return static_cast<Visitor&&>(visitor)(type_tag<int64_t>{});
          default: break;
        }
        break;
      case DataTypeCode::UInt:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<uint8_t>{});
          case 16: return static_cast<Visitor&&>(visitor)(type_tag<uint16_t>{});
          case 32: return static_cast<Visitor&&>(visitor)(type_tag<uint32_t>{});
          case 64: return static_cast<Visitor&&>(visitor)(type_tag<uint64_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float:
        switch (dtype.bits) {
          case 16: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float16_t>{});
          case 32: return static_cast<Visitor&&>(visitor)(type_tag<float>{});
          case 64: return static_cast<Visitor&&>(visitor)(type_tag<double>{});
          default: break;
        }
        break;
      case DataTypeCode::Bfloat:
        switch (dtype.bits) {
          case 16: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::bfloat16_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Complex:
        switch (dtype.bits) {
          case 64: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::complex64_t>{});
          case 128: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::complex128_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Bool:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<bool>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e3m4:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e3m4_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e4m3:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e4m3_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e4m3b11fnuz:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e4m3b11fnuz_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e4m3fn:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e4m3fn_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e4m3fnuz:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e4m3fnuz_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e5m2:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e5m2_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e5m2fnuz:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e5m2fnuz_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float8_e8m0fnu:
        switch (dtype.bits) {
          case 8: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float8_e8m0fnu_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float6_e2m3fn:
        switch (dtype.bits) {
          case 6: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float6_e2m3fn_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float6_e3m2fn:
        switch (dtype.bits) {
          case 6: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float6_e3m2fn_t>{});
          default: break;
        }
        break;
      case DataTypeCode::Float4_e2m1fn:
        switch (dtype.bits) {
          case 4: return static_cast<Visitor&&>(visitor)(type_tag<dlpack::float4_e2m1fn_t>{});
          default: break;
        }
        break;
      default:
        break;
    }
  }
  return static_cast<Visitor&&>(visitor)(unsupported_dtype{dtype});
}

/// The problems of `dtype` alone: zero lanes or bits, an unknown code, a width
/// its code does not allow.
constexpr Issues validate(DataType dtype) noexcept {
  Issues out;
  if (dtype.lanes == 0) out.add(Problem::ZeroLanes, "the dtype is refused: lanes is 0");
  if (dtype.bits == 0) out.add(Problem::ZeroBits, "the dtype is refused: bits is 0");
  if (!is_known(dtype.type_code())) {
    out.add(Problem::UnknownDtypeCode, "the dtype is refused: a code this header does not know");
  } else if (dtype.bits != 0 && !bits_allowed(dtype)) {
    out.add(Problem::BadDtypeBits, "the dtype is refused: a width its code does not allow");
  }
  return out;
}

}  // namespace dlpack
