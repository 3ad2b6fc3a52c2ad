// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Configuration shared by the dlpack C++ wrappers: includes the C header, checks
// it is the one these wrappers were generated from, and holds the small
// utilities (checked arithmetic, a text view, an optional value, a span, a
// fixed array, a fixed-size message) the other headers build on. Like every
// header of dlpack/dlpack.hpp it includes no <string>, <string_view>,
// <optional>, <array>, <vector>, <ostream> or <complex>: its own small types
// convert to the standard ones where a TU includes them. Text as std::string
// and iostreams are in dlpack/text.hpp, parsing in dlpack/parse.hpp.
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
#include <type_traits>

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

class TextView;
class Message;

namespace detail_text {
// S has data() giving const char* and size(), and is not a dlpack type:
// std::string_view, std::string.
template <class S, class = void>
struct is_text : std::false_type {};
template <class S>
struct is_text<S, std::enable_if_t<!std::is_same<S, TextView>::value && !std::is_same<S, Message>::value &&
                                   std::is_convertible<decltype(std::declval<const S&>().data()), const char*>::value &&
                                   std::is_convertible<decltype(std::declval<const S&>().size()), std::size_t>::value>>
    : std::true_type {};
// S is made from (const char*, size_t) and is not a dlpack type.
template <class S, class = void>
struct from_chars : std::false_type {};
template <class S>
struct from_chars<S, std::enable_if_t<is_text<S>::value && std::is_constructible<S, const char*, std::size_t>::value>>
    : std::true_type {};
// O is an optional of T: O::value_type is T, O is made from a T.
template <class O, class T, class = void>
struct optional_of : std::false_type {};
template <class O, class T>
struct optional_of<O, T, std::enable_if_t<std::is_same<typename O::value_type, T>::value && std::is_constructible<O, T>::value &&
                                          std::is_default_constructible<O>::value && !std::is_same<O, T>::value>>
    : std::true_type {};
}  // namespace detail_text

/// A non-owning view of characters: std::string_view's reading interface
/// without <string_view> (the names of enum values, a Message's text). It
/// converts implicitly to std::string_view and std::string (any type made from
/// a pointer and a length) and is made from them and from C strings; it
/// compares with all of them by content.
class TextView {
 public:
  using value_type = char;
  using size_type = std::size_t;
  using const_iterator = const char*;

  constexpr TextView() noexcept = default;
  constexpr TextView(const char* data, std::size_t size) noexcept : data_(data), size_(size) {}
  constexpr TextView(const char* text) noexcept : data_(text), size_(measure(text)) {}  // NOLINT: implicit, like std::string_view
  /// From std::string_view, std::string or any type with data() and size() of chars.
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  constexpr TextView(const S& text) noexcept : data_(text.data()), size_(text.size()) {}  // NOLINT

  /// To std::string_view, std::string or any type made from (const char*, size_t).
  template <class S, std::enable_if_t<detail_text::from_chars<S>::value, int> = 0>
  constexpr operator S() const {  // NOLINT
    return S(data_, size_);
  }

  constexpr const char* data() const noexcept { return data_; }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr std::size_t length() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr const char* begin() const noexcept { return data_; }
  constexpr const char* end() const noexcept { return data_ + size_; }
  constexpr char operator[](std::size_t i) const noexcept { return data_[i]; }
  /// The characters from `pos` (at most `count` of them); "" past the end.
  constexpr TextView substr(std::size_t pos, std::size_t count = static_cast<std::size_t>(-1)) const noexcept {
    if (pos > size_) pos = size_;
    return TextView(data_ + pos, count < size_ - pos ? count : size_ - pos);
  }

  friend constexpr bool operator==(TextView a, TextView b) noexcept {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i < a.size_; ++i)
      if (a.data_[i] != b.data_[i]) return false;
    return true;
  }
  friend constexpr bool operator!=(TextView a, TextView b) noexcept { return !(a == b); }
  // Exact matches for a standard string on either side, so that no conversion
  // of either operand is needed (std::string_view's own == would tie).
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  friend constexpr bool operator==(TextView a, const S& b) noexcept { return a == TextView(b.data(), b.size()); }
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  friend constexpr bool operator==(const S& a, TextView b) noexcept { return TextView(a.data(), a.size()) == b; }
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  friend constexpr bool operator!=(TextView a, const S& b) noexcept { return !(a == b); }
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  friend constexpr bool operator!=(const S& a, TextView b) noexcept { return !(a == b); }

 private:
  static constexpr std::size_t measure(const char* text) noexcept {
    std::size_t n = 0;
    if (text != nullptr)
      while (text[n] != '\0') ++n;
    return n;
  }
  const char* data_ = nullptr;
  std::size_t size_ = 0;
};

/// A value or nothing: std::optional's reading interface (has_value, *, ->,
/// value_or, contextual bool) without <optional>, for the few results of the
/// core that may be absent (TensorView::numel, nbytes, version_for). Converts
/// to std::optional<T> where a TU includes it.
template <class T>
class Optional {
 public:
  using value_type = T;

  constexpr Optional() noexcept = default;
  constexpr Optional(T value) noexcept : value_(value), has_(true) {}  // NOLINT: implicit, like std::optional

  constexpr bool has_value() const noexcept { return has_; }
  constexpr explicit operator bool() const noexcept { return has_; }
  constexpr const T& operator*() const noexcept { return value_; }
  constexpr T& operator*() noexcept { return value_; }
  constexpr const T* operator->() const noexcept { return &value_; }
  constexpr T* operator->() noexcept { return &value_; }
  constexpr T value_or(T fallback) const noexcept { return has_ ? value_ : fallback; }

  /// To std::optional<T> (any type with a value_type of T, made from a T and by default).
  template <class O, std::enable_if_t<detail_text::optional_of<O, T>::value, int> = 0>
  constexpr operator O() const {  // NOLINT
    return has_ ? O(value_) : O();
  }

  friend constexpr bool operator==(const Optional& a, const Optional& b) noexcept {
    return a.has_ == b.has_ && (!a.has_ || a.value_ == b.value_);
  }
  friend constexpr bool operator!=(const Optional& a, const Optional& b) noexcept { return !(a == b); }

 private:
  T value_{};
  bool has_ = false;
};

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
/// append(TextView): a Message, or a std::string through dlpack/text.hpp).
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
  out.append(TextView(digits + n, sizeof digits - n));
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
  out.append(TextView(digits + n, sizeof digits - n));
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
  constexpr Message(TextView text) noexcept { append(text); }  // NOLINT: implicit, like std::string
  constexpr Message(const char* text) noexcept { append(TextView(text)); }  // NOLINT

  constexpr Message& append(TextView text) noexcept {
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

  constexpr Message& operator<<(TextView text) noexcept { return append(text); }
  constexpr Message& operator<<(const char* text) noexcept { return append(TextView(text)); }
  constexpr Message& operator<<(char c) noexcept { return append(TextView(&c, 1)); }
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

  constexpr TextView view() const noexcept { return TextView(text_, size_); }
  constexpr operator TextView() const noexcept { return view(); }  // NOLINT
  /// To std::string_view or std::string, as TextView converts.
  template <class S, std::enable_if_t<detail_text::from_chars<S>::value, int> = 0>
  constexpr operator S() const {  // NOLINT
    return S(text_, size_);
  }
  constexpr const char* c_str() const noexcept { return text_; }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }

  friend constexpr bool operator==(const Message& a, TextView b) noexcept { return a.view() == b; }
  friend constexpr bool operator!=(const Message& a, TextView b) noexcept { return a.view() != b; }
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  friend constexpr bool operator==(const Message& a, const S& b) noexcept { return a.view() == TextView(b.data(), b.size()); }
  template <class S, std::enable_if_t<detail_text::is_text<S>::value, int> = 0>
  friend constexpr bool operator!=(const Message& a, const S& b) noexcept { return !(a == b); }

 private:
  char text_[capacity] = {};
  std::size_t size_ = 0;
};

/// A non-owning view of `size()` contiguous elements (std::span for C++17).
/// Converts to std::span (any type made from a pointer and a count) where a
/// TU includes it.
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
  template <class S, std::enable_if_t<std::is_constructible<S, T*, std::size_t>::value &&
                                          std::is_same<typename S::element_type, T>::value, int> = 0>
  constexpr operator S() const noexcept {  // NOLINT
    return S(data_, size_);
  }

 private:
  T* data_ = nullptr;
  std::size_t size_ = 0;
};

/// A fixed number of elements held in place: std::array's interface
/// without <array> (an Accessor's shape and strides).
template <class T, std::size_t N>
struct Array {
  T elems[N == 0 ? 1 : N];

  using value_type = T;
  using size_type = std::size_t;
  using iterator = T*;
  using const_iterator = const T*;

  static constexpr std::size_t size() noexcept { return N; }
  static constexpr bool empty() noexcept { return N == 0; }
  constexpr T* data() noexcept { return elems; }
  constexpr const T* data() const noexcept { return elems; }
  constexpr T* begin() noexcept { return elems; }
  constexpr const T* begin() const noexcept { return elems; }
  constexpr T* end() noexcept { return elems + N; }
  constexpr const T* end() const noexcept { return elems + N; }
  constexpr T& operator[](std::size_t i) noexcept { return elems[i]; }
  constexpr const T& operator[](std::size_t i) const noexcept { return elems[i]; }
  constexpr T& front() noexcept { return elems[0]; }
  constexpr const T& front() const noexcept { return elems[0]; }
  constexpr T& back() noexcept { return elems[N - 1]; }
  constexpr const T& back() const noexcept { return elems[N - 1]; }

  friend constexpr bool operator==(const Array& a, const Array& b) noexcept {
    for (std::size_t i = 0; i < N; ++i)
      if (!(a.elems[i] == b.elems[i])) return false;
    return true;
  }
  friend constexpr bool operator!=(const Array& a, const Array& b) noexcept { return !(a == b); }
};

}  // namespace dlpack
