// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Configuration shared by the dlpack C++ wrappers: includes the C header, checks
// it is the one these wrappers were generated from, and holds the small
// utilities (checked arithmetic, a span) the other headers build on.
#pragma once

/// The C header the wrappers wrap. Define DLPACK_CPP_C_HEADER (with the quotes
/// or angle brackets) before including any dlpack/*.hpp to use another path.
#ifndef DLPACK_CPP_C_HEADER
#define DLPACK_CPP_C_HEADER <dlpack/dlpack.h>
#endif
#include DLPACK_CPP_C_HEADER

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>
#if __cplusplus >= 202002L && __has_include(<span>)
#include <span>
#endif

#if !(DLPACK_MAJOR_VERSION == 1 && DLPACK_MINOR_VERSION == 3)
#error "dlpack C++ wrappers: generated from dlpack.h v1.3 (sha256 d96863716c6d) but the included dlpack.h is another version; regenerate them with `dlpackgen generate`"
#endif

/// What this dlpack.h offers (each is 1 when the wrappers for it were generated).
#define DLPACK_CPP_HAS_DATA_TYPE 1
#define DLPACK_CPP_HAS_DEVICE 1
#define DLPACK_CPP_HAS_TENSOR_VIEW 1
#define DLPACK_CPP_HAS_FLAGS 1
#define DLPACK_CPP_HAS_VERSION_STRUCT 1
#define DLPACK_CPP_HAS_EXCHANGE_API 1
#define DLPACK_CPP_HAS_MANAGED_TENSOR_VERSIONED 1
#define DLPACK_CPP_HAS_MANAGED_TENSOR 1

namespace dlpack {

namespace detail {

/// a * b, or false when the product leaves int64_t.
constexpr bool mul_overflow(std::int64_t a, std::int64_t b, std::int64_t* out) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_mul_overflow(a, b, out);
#else
  if (a == 0 || b == 0) {
    *out = 0;
    return false;
  }
  constexpr std::int64_t max = (std::numeric_limits<std::int64_t>::max)();
  constexpr std::int64_t min = (std::numeric_limits<std::int64_t>::min)();
  if ((a > 0 && b > 0 && a > max / b) || (a < 0 && b < 0 && a < max / b) ||
      (a > 0 && b < 0 && b < min / a) || (a < 0 && b > 0 && a < min / b))
    return true;
  *out = a * b;
  return false;
#endif
}

/// a + b, or true when the sum leaves int64_t.
constexpr bool add_overflow(std::int64_t a, std::int64_t b, std::int64_t* out) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_add_overflow(a, b, out);
#else
  constexpr std::int64_t max = (std::numeric_limits<std::int64_t>::max)();
  constexpr std::int64_t min = (std::numeric_limits<std::int64_t>::min)();
  if ((b > 0 && a > max - b) || (b < 0 && a < min - b)) return true;
  *out = a + b;
  return false;
#endif
}

}  // namespace detail

/// Text form of a wrapper type: specialised for every enum class, Flags and
/// DataType. Use dlpack::from_string<T>().
template <class T>
struct text_traits;

/// Parses the text form of T (an enum class, Flags or DataType); nullopt when
/// `text` is not one. Inverse of to_string: from_string<T>(to_string(x)) == x.
template <class T>
constexpr std::optional<T> from_string(std::string_view text) noexcept {
  return text_traits<T>::from_string(text);
}

/// A non-owning view of `size()` contiguous elements (std::span for C++17).
/// Converts to std::span under C++20.
template <class T>
class Span {
 public:
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using size_type = std::size_t;
  using iterator = T*;

  constexpr Span() noexcept = default;
  constexpr Span(T* data, std::size_t size) noexcept : data_(data), size_(size) {}

  constexpr T* data() const noexcept { return data_; }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr T* begin() const noexcept { return data_; }
  constexpr T* end() const noexcept { return data_ + size_; }
  constexpr T& operator[](std::size_t i) const noexcept { return data_[i]; }
  constexpr T& front() const noexcept { return data_[0]; }
  constexpr T& back() const noexcept { return data_[size_ - 1]; }
#if __cplusplus >= 202002L && __has_include(<span>)
  constexpr operator std::span<T>() const noexcept { return std::span<T>(data_, size_); }
#endif

 private:
  T* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace dlpack
