// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
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
// DLWordCode
// ---------------------------------------------------------------------------

/// \brief Enumerators that are words of a language once the prefix is stripped.
///
/// Mirrors ::DLWordCode with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class WordCode : std::underlying_type_t<::DLWordCode> {
  Type = ::kDLType,
  Fn = ::kDLFn,
  Error = ::kDLError,
  True = ::kDLTrue,
  Self = ::kDLSelf,
};

static_assert(sizeof(WordCode) == sizeof(::DLWordCode), "dlpack::WordCode must have the size of DLWordCode");
static_assert(alignof(WordCode) == alignof(::DLWordCode), "dlpack::WordCode must have the alignment of DLWordCode");

template <>
struct enum_traits<WordCode> {
  static constexpr TextView name = "WordCode";
  static constexpr TextView c_name = "DLWordCode";
  static constexpr Array<WordCode, 5> values{ {
      WordCode::Type,
      WordCode::Fn,
      WordCode::Error,
      WordCode::True,
      WordCode::Self,
  } };
};

/// The name of `value` ("Self"), or "" when this header does not know the value.
constexpr TextView to_string(WordCode value) noexcept {
  switch (value) {
    case WordCode::Type: return "Type";
    case WordCode::Fn: return "Fn";
    case WordCode::Error: return "Error";
    case WordCode::True: return "True";
    case WordCode::Self: return "Self";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(WordCode value) noexcept { return !to_string(value).empty(); }

/// Writes the name, or "WordCode(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, WordCode value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("WordCode(");
  detail::append_integer(out, static_cast<std::underlying_type_t<WordCode>>(value));
  out.append(")");
}


}  // namespace dlpack
