// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The bits of uint64_t `flags` as a type-safe bit set.
#pragma once

#include "dlpack/config.hpp"
#include "dlpack/version.hpp"

namespace dlpack {

/// \brief Additional bitmask flags information about the tensor.
///
/// By default the flags should be set to 0.
///
/// \note Future ABI changes should keep everything until this field
/// stable, to ensure that deleter can be correctly called.
///
/// \sa DLPACK_FLAG_BITMASK_READ_ONLY
/// \sa DLPACK_FLAG_BITMASK_IS_COPIED
///
/// \since DLPack 1.0
///
/// A set of the DLPACK_FLAG_BITMASK_* bits, combined with | & ^ ~. A value
/// received from a producer may hold bits this header does not know:
/// (flags & ~known_flags) tells.
enum class Flags : uint64_t {
  /// \brief bit mask to indicate that the tensor is read only.
  ///
  /// \since DLPack 1.0
  ReadOnly = DLPACK_FLAG_BITMASK_READ_ONLY,
  /// \brief bit mask to indicate that the tensor is a copy made by the producer.
  ///
  /// If set, the tensor is considered solely owned throughout its lifetime by the
  /// consumer, until the producer-provided deleter is invoked.
  ///
  /// \since DLPack 1.0
  IsCopied = DLPACK_FLAG_BITMASK_IS_COPIED,
  /// \brief bit mask to indicate that whether a sub-byte type is packed or padded.
  ///
  /// The default for sub-byte types (ex: fp4/fp6) is assumed packed. This flag can
  /// be set by the producer to signal that a tensor of sub-byte type is padded.
  ///
  /// \since DLPack 1.1
  IsSubbyteTypePadded = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED,
};

/// Every bit this header defines.
inline constexpr Flags known_flags = static_cast<Flags>(0 | static_cast<uint64_t>(Flags::ReadOnly) | static_cast<uint64_t>(Flags::IsCopied) | static_cast<uint64_t>(Flags::IsSubbyteTypePadded));

constexpr Flags operator|(Flags a, Flags b) noexcept {
  return static_cast<Flags>(static_cast<uint64_t>(a) | static_cast<uint64_t>(b));
}
constexpr Flags operator&(Flags a, Flags b) noexcept {
  return static_cast<Flags>(static_cast<uint64_t>(a) & static_cast<uint64_t>(b));
}
constexpr Flags operator^(Flags a, Flags b) noexcept {
  return static_cast<Flags>(static_cast<uint64_t>(a) ^ static_cast<uint64_t>(b));
}
constexpr Flags operator~(Flags a) noexcept { return static_cast<Flags>(~static_cast<uint64_t>(a)); }
constexpr Flags& operator|=(Flags& a, Flags b) noexcept { return a = a | b; }
constexpr Flags& operator&=(Flags& a, Flags b) noexcept { return a = a & b; }
constexpr Flags& operator^=(Flags& a, Flags b) noexcept { return a = a ^ b; }

/// True when any bit of `bits` is set in `flags`.
constexpr bool has_any(Flags flags, Flags bits) noexcept { return (flags & bits) != Flags{}; }
/// True when every bit of `bits` is set in `flags`.
constexpr bool has_all(Flags flags, Flags bits) noexcept { return (flags & bits) == bits; }
/// True when `flags` holds only bits this header defines.
constexpr bool is_known(Flags flags) noexcept { return (flags & ~known_flags) == Flags{}; }

/// The flags a tensor of version `v` may carry: those defined in `v` or
/// before (from the schema's history; a flag of unknown age counts as always there).
constexpr Flags known_flags_in(Version v) noexcept {
  return static_cast<Flags>(0 | (Version{ 1, 0 } <= v ? static_cast<uint64_t>(Flags::ReadOnly) : 0) | (Version{ 1, 0 } <= v ? static_cast<uint64_t>(Flags::IsCopied) : 0) | (Version{ 1, 1 } <= v ? static_cast<uint64_t>(Flags::IsSubbyteTypePadded) : 0));
}
/// The raw bits, as the C field holds them.
constexpr uint64_t to_underlying(Flags flags) noexcept { return static_cast<uint64_t>(flags); }

/// Writes "ReadOnly|IsCopied" to `out` (a Message; to_string(Flags) in
/// dlpack/text.hpp); nothing for no bit; bits this header does not know as one
/// hexadecimal term ("ReadOnly|0x10").
template <class Sink>
constexpr void write_text(Sink& out, Flags flags) {
  bool first = true;
  uint64_t rest = to_underlying(flags);
  if (has_all(flags, Flags::ReadOnly)) {
    out.append(first ? "ReadOnly" : "|ReadOnly");
    first = false;
    rest &= ~static_cast<uint64_t>(Flags::ReadOnly);
  }
  if (has_all(flags, Flags::IsCopied)) {
    out.append(first ? "IsCopied" : "|IsCopied");
    first = false;
    rest &= ~static_cast<uint64_t>(Flags::IsCopied);
  }
  if (has_all(flags, Flags::IsSubbyteTypePadded)) {
    out.append(first ? "IsSubbyteTypePadded" : "|IsSubbyteTypePadded");
    first = false;
    rest &= ~static_cast<uint64_t>(Flags::IsSubbyteTypePadded);
  }
  if (rest != 0) {
    if (!first) out.append("|");
    detail::append_hex(out, rest);
  }
}


}  // namespace dlpack
