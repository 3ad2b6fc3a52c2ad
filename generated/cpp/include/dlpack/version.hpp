// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// DLPack versions: the version this header implements, ABI compatibility and
// the strides rule that depends on the producer's version.
#pragma once

#include "dlpack/config.hpp"

namespace dlpack {

/// \brief The DLPack version.
///
/// A change in major version indicates that we have changed the
/// data layout of the ABI - DLManagedTensorVersioned.
///
/// A change in minor version indicates that we have added new
/// code, such as a new device type, but the ABI is kept the same.
///
/// If an obtained DLPack tensor has a major version that disagrees
/// with the version number specified in this header file
/// (i.e. major != DLPACK_MAJOR_VERSION), the consumer must call the deleter
/// (and it is safe to do so). It is not safe to access any other fields
/// as the memory layout will have changed.
///
/// In the case of a minor version mismatch, the tensor can be safely used as
/// long as the consumer knows how to interpret all fields. Minor version
/// updates indicate the addition of enumeration values.
///
/// \since DLPack 1.0
///
/// Same layout as ::DLPackVersion (asserted below); converts to and from it.
struct alignas(::DLPackVersion) Version {
  std::uint32_t major = 0;  ///< Major version: a change means another ABI.
  std::uint32_t minor = 0;  ///< Minor version: additions only, same ABI.

  constexpr Version() noexcept = default;
  constexpr Version(std::uint32_t major_version, std::uint32_t minor_version) noexcept
      : major{major_version}, minor{minor_version} {}
  constexpr Version(const ::DLPackVersion& c) noexcept : major{c.major}, minor{c.minor} {}
  constexpr operator ::DLPackVersion() const noexcept {
    ::DLPackVersion c{};
    c.major = major;
    c.minor = minor;
    return c;
  }

  friend constexpr bool operator==(Version a, Version b) noexcept { return a.major == b.major && a.minor == b.minor; }
  friend constexpr bool operator!=(Version a, Version b) noexcept { return !(a == b); }
  friend constexpr bool operator<(Version a, Version b) noexcept {
    return a.major != b.major ? a.major < b.major : a.minor < b.minor;
  }
  friend constexpr bool operator>(Version a, Version b) noexcept { return b < a; }
  friend constexpr bool operator<=(Version a, Version b) noexcept { return !(b < a); }
  friend constexpr bool operator>=(Version a, Version b) noexcept { return !(a < b); }
};

static_assert(sizeof(Version) == sizeof(::DLPackVersion), "dlpack::Version must have the layout of DLPackVersion");
static_assert(alignof(Version) == alignof(::DLPackVersion), "dlpack::Version must have the layout of DLPackVersion");
static_assert(offsetof(Version, major) == offsetof(::DLPackVersion, major), "dlpack::Version::major must sit where DLPackVersion::major does");
static_assert(offsetof(Version, minor) == offsetof(::DLPackVersion, minor), "dlpack::Version::minor must sit where DLPackVersion::minor does");

/// Writes "1.3" to `out` (a Message; to_string(Version) in dlpack/text.hpp).
template <class Sink>
constexpr void write_text(Sink& out, Version v) {
  detail::append_integer(out, v.major);
  out.append(".");
  detail::append_integer(out, v.minor);
}

/// The DLPack version of the dlpack.h these wrappers were generated from
/// (1.3); what a producer built with them implements.
inline constexpr Version header_version{ 1, 3 };

/// False when that dlpack.h declared no version (header_version is then 0.0).
inline constexpr bool header_version_known = true;

namespace detail {
// a < b, with b a parameter: `x < 0` and `x >= 0` on a header's version 0 are
// "pointless comparisons" to nvcc's front end.
constexpr bool version_less(decltype(Version::major) a, decltype(Version::major) b) noexcept { return a < b; }
}  // namespace detail

/// True when a tensor from a producer of version `producer` can be read: same
/// major version. A newer minor version may carry enumerator values this
/// header does not know (is_known() tells); an older one lacks some.
constexpr bool is_abi_compatible(Version producer) noexcept { return producer.major == header_version.major; }

/// True when `producer` is newer than this header within the same major version.
constexpr bool is_newer_minor(Version producer) noexcept {
  return producer.major == header_version.major && producer.minor > header_version.minor;
}

/// The version a producer built with these wrappers writes for a consumer
/// that passed `__dlpack__(max_version=max_version)`: this header's version,
/// or an older minor version of the same major that the consumer asked for.
/// Nothing when the consumer's major version is older: it predates the
/// versioned tensor, give it the legacy managed tensor (if this header has one).
constexpr Optional<Version> version_for(Version max_version) noexcept {
  if (detail::version_less(max_version.major, header_version.major)) return {};
  if (max_version.major > header_version.major || !detail::version_less(max_version.minor, header_version.minor))
    return header_version;
  return max_version;
}

/// True when a producer built with these wrappers can write `v`: the same
/// major version, and no newer minor version than this header's.
constexpr bool is_writable(Version v) noexcept { return v.major == header_version.major && v.minor <= header_version.minor; }

/// The first version whose producers must fill DLTensor strides for ndim != 0
/// (before it, NULL strides meant compact row-major).
inline constexpr Version strides_required_since{ 1, 2 };

/// Whether a producer of version `producer` must fill strides.
constexpr bool strides_required(Version producer) noexcept { return producer >= strides_required_since; }

}  // namespace dlpack
