// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Configuration shared by the dlpack C++ wrappers: includes the C header, checks
// it is the one these wrappers were generated from, and holds the small
// utilities (checked arithmetic, a span, a fixed-size message) the other
// headers build on. Like every header of dlpack/dlpack.hpp it includes no
// <string>, <vector>, <ostream> or <complex>: text as std::string and
// iostreams are in dlpack/text.hpp.
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

/// Appends the decimal digits of `value` to `out` (anything with
/// append(std::string_view): a Message, or a std::string through dlpack/text.hpp).
template <class Sink, class I>
constexpr void append_integer(Sink& out, I value) {
  static_assert(std::is_integral<I>::value, "append_integer takes an integer");
  char digits[24] = {};
  std::size_t n = sizeof digits;
  bool negative = false;
  if constexpr (std::is_signed<I>::value) negative = value < 0;  // no unsigned < 0 (nvcc warns)
  // In unsigned arithmetic, so that the most negative value has a magnitude.
  unsigned long long magnitude = static_cast<unsigned long long>(value);
  if (negative) magnitude = 0ULL - magnitude;
  do {
    digits[--n] = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  if (negative) digits[--n] = '-';
  out.append(std::string_view(digits + n, sizeof digits - n));
}

// `value` as "0x" and lower-case hex digits into `out` (flag bits, as Rust's {:#x}).
template <class Sink>
constexpr void append_hex(Sink& out, unsigned long long value) {
  char digits[18] = {};
  std::size_t n = sizeof digits;
  do {
    digits[--n] = "0123456789abcdef"[value % 16];
    value /= 16;
  } while (value != 0);
  digits[--n] = 'x';
  digits[--n] = '0';
  out.append(std::string_view(digits + n, sizeof digits - n));
}

template <class T, class Sink, class = void>
struct has_write_text : std::false_type {};
template <class T, class Sink>
struct has_write_text<T, Sink, std::void_t<decltype(write_text(std::declval<Sink&>(), std::declval<const T&>()))>>
    : std::true_type {};

}  // namespace detail

/// Text of at most `capacity - 1` characters in place, without allocating: the
/// reasons of Issues and Error. Longer text is cut and ends in "...". Builds
/// with `<<` from text, integers and every wrapper type with a text form
/// (Version, Device, Flags, DataType, enum classes).
class Message {
 public:
  static constexpr std::size_t capacity = 192;

  constexpr Message() noexcept = default;
  constexpr Message(std::string_view text) noexcept { append(text); }  // NOLINT: implicit, like std::string
  constexpr Message(const char* text) noexcept { append(std::string_view(text)); }  // NOLINT

  constexpr Message& append(std::string_view text) noexcept {
    for (char c : text) {
      if (size_ + 1 >= capacity) {
        for (std::size_t i = capacity - 4; i < capacity - 1; ++i) text_[i] = '.';
        size_ = capacity - 1;
        break;
      }
      text_[size_++] = c;
    }
    text_[size_] = '\0';
    return *this;
  }

  constexpr Message& operator<<(std::string_view text) noexcept { return append(text); }
  constexpr Message& operator<<(const char* text) noexcept { return append(std::string_view(text)); }
  constexpr Message& operator<<(char c) noexcept { return append(std::string_view(&c, 1)); }
  template <class I, std::enable_if_t<std::is_integral<I>::value && !std::is_same<I, bool>::value &&
                                          !std::is_same<I, char>::value, int> = 0>
  constexpr Message& operator<<(I value) noexcept {
    detail::append_integer(*this, value);
    return *this;
  }
  /// Any wrapper type with a text form (write_text(sink, value), found by ADL).
  template <class T, std::enable_if_t<detail::has_write_text<T, Message>::value, int> = 0>
  constexpr Message& operator<<(const T& value) noexcept {
    write_text(*this, value);
    return *this;
  }

  constexpr std::string_view view() const noexcept { return std::string_view(text_, size_); }
  constexpr operator std::string_view() const noexcept { return view(); }  // NOLINT
  constexpr const char* c_str() const noexcept { return text_; }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }

  friend constexpr bool operator==(const Message& a, std::string_view b) noexcept { return a.view() == b; }
  friend constexpr bool operator!=(const Message& a, std::string_view b) noexcept { return a.view() != b; }

 private:
  char text_[capacity] = {};
  std::size_t size_ = 0;
};

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
