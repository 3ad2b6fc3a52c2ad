// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Enum classes mirroring every enum of dlpack.h, with their text form, and
// the Device value type.
#pragma once

#include <array>
#include <optional>
#include <string_view>

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
  static constexpr std::string_view name = "WordCode";
  static constexpr std::string_view c_name = "DLWordCode";
  static constexpr std::array<WordCode, 5> values{ {
      WordCode::Type,
      WordCode::Fn,
      WordCode::Error,
      WordCode::True,
      WordCode::Self,
  } };
};

/// The name of `value` ("Self"), or "" when this header does not know the value.
constexpr std::string_view to_string(WordCode value) noexcept {
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

template <>
struct text_traits<WordCode> {
  /// Accepts the name to_string() gives ("Self"), the C enumerator name ("kDLSelf")
  /// and, where the history records one, the C name an enumerator had before a rename.
  static constexpr std::optional<WordCode> from_string(std::string_view text) noexcept {
    if (text == "Type" || text == "kDLType") return WordCode::Type;
    if (text == "Fn" || text == "kDLFn") return WordCode::Fn;
    if (text == "Error" || text == "kDLError") return WordCode::Error;
    if (text == "True" || text == "kDLTrue") return WordCode::True;
    if (text == "Self" || text == "kDLSelf") return WordCode::Self;
    return std::nullopt;
  }
};

/// Writes the name, or "WordCode(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, WordCode value) {
  std::string_view name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("WordCode(");
  detail::append_integer(out, static_cast<std::underlying_type_t<WordCode>>(value));
  out.append(")");
}


}  // namespace dlpack
