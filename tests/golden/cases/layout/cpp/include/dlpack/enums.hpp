// Generated from layout.h v1.2 (sha256 6cf437b88de0) by dlpackgen v0.1.0.
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
// DLSmall
// ---------------------------------------------------------------------------

/// \brief Small.
///
/// Mirrors ::DLSmall with the same underlying type. A value received from
/// another library may be one this header does not know: check is_known().
enum class Small : std::underlying_type_t<::DLSmall> {
  SmallA = ::kDLSmallA,
  SmallB = ::kDLSmallB,
};

static_assert(sizeof(Small) == sizeof(::DLSmall), "dlpack::Small must have the size of DLSmall");
static_assert(alignof(Small) == alignof(::DLSmall), "dlpack::Small must have the alignment of DLSmall");

template <>
struct enum_traits<Small> {
  static constexpr TextView name = "Small";
  static constexpr TextView c_name = "DLSmall";
  static constexpr Array<Small, 2> values{ {
      Small::SmallA,
      Small::SmallB,
  } };
};

/// The name of `value` ("SmallB"), or "" when this header does not know the value.
constexpr TextView to_string(Small value) noexcept {
  switch (value) {
    case Small::SmallA: return "SmallA";
    case Small::SmallB: return "SmallB";
  }
  return {};
}

/// True when `value` is one of the enumerators this header declares.
constexpr bool is_known(Small value) noexcept { return !to_string(value).empty(); }

/// Writes the name, or "Small(N)" for a value this header does not know, to
/// `out` (a Message; operator<< in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, Small value) {
  TextView name = to_string(value);
  if (!name.empty()) return out.append(name), void();
  out.append("Small(");
  detail::append_integer(out, static_cast<std::underlying_type_t<Small>>(value));
  out.append(")");
}


}  // namespace dlpack
