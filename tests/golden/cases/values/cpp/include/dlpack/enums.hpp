// Generated from values.h v1.3 (sha256 ecc9ce36c299) by dlpackgen v0.1.0.
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
// DLEnds
// ---------------------------------------------------------------------------

/// \brief Unsigned ends: `2^63` and `2^64 - 1`.
///
/// Text a comment must hold: a closing *&#47; marker, `backticks`, <T> in angles,
/// a backslash \\ and naïve “quotes”.
///
/// Mirrors ::DLEnds with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class Ends : std::underlying_type_t<::DLEnds> {
  EndOne = ::kDLEndOne,
  EndHigh = ::kDLEndHigh,
  EndMax = ::kDLEndMax,
};

static_assert(sizeof(Ends) == sizeof(::DLEnds), "dlpack::Ends must have the size of DLEnds");
static_assert(alignof(Ends) == alignof(::DLEnds), "dlpack::Ends must have the alignment of DLEnds");

template <>
struct enum_traits<Ends> {
  static constexpr TextView name = "Ends";
  static constexpr TextView c_name = "DLEnds";
  static constexpr Array<Ends, 3> values{ {
      Ends::EndOne,
      Ends::EndHigh,
      Ends::EndMax,
  } };
};

/// The name of `value` ("EndMax"), or "" when this header does not know the value.
constexpr TextView to_string(Ends value) noexcept {
  switch (value) {
    case Ends::EndOne: return "EndOne";
    case Ends::EndHigh: return "EndHigh";
    case Ends::EndMax: return "EndMax";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(Ends value) noexcept { return !to_string(value).empty(); }

/// Writes the name, or "Ends(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, Ends value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("Ends(");
  detail::append_integer(out, static_cast<std::underlying_type_t<Ends>>(value));
  out.append(")");
}

// ---------------------------------------------------------------------------
// DLSignedEnds
// ---------------------------------------------------------------------------

/// \brief Signed ends and an implicit value after a negative one.
///
/// Mirrors ::DLSignedEnds with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class SignedEnds : std::underlying_type_t<::DLSignedEnds> {
  SignedMin = ::kDLSignedMin,
  SignedMinus = ::kDLSignedMinus,
  SignedNext = ::kDLSignedNext,
  SignedMax = ::kDLSignedMax,
};

static_assert(sizeof(SignedEnds) == sizeof(::DLSignedEnds), "dlpack::SignedEnds must have the size of DLSignedEnds");
static_assert(alignof(SignedEnds) == alignof(::DLSignedEnds), "dlpack::SignedEnds must have the alignment of DLSignedEnds");

template <>
struct enum_traits<SignedEnds> {
  static constexpr TextView name = "SignedEnds";
  static constexpr TextView c_name = "DLSignedEnds";
  static constexpr Array<SignedEnds, 4> values{ {
      SignedEnds::SignedMin,
      SignedEnds::SignedMinus,
      SignedEnds::SignedNext,
      SignedEnds::SignedMax,
  } };
};

/// The name of `value` ("SignedMax"), or "" when this header does not know the value.
constexpr TextView to_string(SignedEnds value) noexcept {
  switch (value) {
    case SignedEnds::SignedMin: return "SignedMin";
    case SignedEnds::SignedMinus: return "SignedMinus";
    case SignedEnds::SignedNext: return "SignedNext";
    case SignedEnds::SignedMax: return "SignedMax";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(SignedEnds value) noexcept { return !to_string(value).empty(); }

/// Writes the name, or "SignedEnds(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, SignedEnds value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("SignedEnds(");
  detail::append_integer(out, static_cast<std::underlying_type_t<SignedEnds>>(value));
  out.append(")");
}

// ---------------------------------------------------------------------------
// DLByte
// ---------------------------------------------------------------------------

/// \brief A small range.
///
/// Mirrors ::DLByte with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class Byte : std::underlying_type_t<::DLByte> {
  ByteZero = ::kDLByteZero,
  ByteTop = ::kDLByteTop,
};

static_assert(sizeof(Byte) == sizeof(::DLByte), "dlpack::Byte must have the size of DLByte");
static_assert(alignof(Byte) == alignof(::DLByte), "dlpack::Byte must have the alignment of DLByte");

template <>
struct enum_traits<Byte> {
  static constexpr TextView name = "Byte";
  static constexpr TextView c_name = "DLByte";
  static constexpr Array<Byte, 2> values{ {
      Byte::ByteZero,
      Byte::ByteTop,
  } };
};

/// The name of `value` ("ByteTop"), or "" when this header does not know the value.
constexpr TextView to_string(Byte value) noexcept {
  switch (value) {
    case Byte::ByteZero: return "ByteZero";
    case Byte::ByteTop: return "ByteTop";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(Byte value) noexcept { return !to_string(value).empty(); }

/// Writes the name, or "Byte(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, Byte value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("Byte(");
  detail::append_integer(out, static_cast<std::underlying_type_t<Byte>>(value));
  out.append(")");
}


}  // namespace dlpack
