// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Text as std::string and iostreams for the wrapper types: to_string(Version)
// "1.3", to_string(Device) "CUDA:0", to_string(Flags) "ReadOnly|IsCopied",
// to_string(DataType) "float32", to_string(Issues), and operator<< for all of
// them and every enum class. Opt-in: dlpack/dlpack.hpp stays free of <string>
// and <ostream>; every type there writes its text into a dlpack::Message.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>

#include "dlpack/dlpack.hpp"

namespace dlpack {

namespace detail {
// write_text() into a std::string.
struct StringSink {
  std::string& text;
  void append(TextView s) { text.append(s.data(), s.size()); }
};
template <class T>
inline constexpr bool has_text_form = has_write_text<T, StringSink>::value;
// What `write(sink)` writes, as a std::string.
template <class Write>
std::string collect(Write write) {
  std::string out;
  StringSink sink{out};
  write(sink);
  return out;
}
}  // namespace detail

/// The text form of a wrapper type that is not an enum class (Version,
/// Device, DataType): what write_text() writes. Enum classes keep their
/// constexpr to_string() giving a TextView (enums.hpp), which converts to
/// std::string.
template <class T, std::enable_if_t<detail::has_text_form<T> && !std::is_enum<T>::value, int> = 0>
std::string to_string(const T& value) {
  return detail::collect([&](detail::StringSink& sink) { write_text(sink, value); });
}

/// Every reason, joined by "; " (Issues::write).
inline std::string to_string(const Issues& issues) {
  return detail::collect([&](detail::StringSink& sink) { issues.write(sink); });
}

/// Prints the text form of a wrapper type or enum class (an enum value this
/// header does not know as "DeviceType(42)").
template <class T, std::enable_if_t<detail::has_text_form<T>, int> = 0>
std::ostream& operator<<(std::ostream& out, const T& value) {
  return out << detail::collect([&](detail::StringSink& sink) { write_text(sink, value); });
}

inline std::ostream& operator<<(std::ostream& out, TextView text) { return out.write(text.data(), static_cast<std::streamsize>(text.size())); }
inline std::ostream& operator<<(std::ostream& out, const Message& message) { return out << message.view(); }
inline std::ostream& operator<<(std::ostream& out, Problem problem) { return out << to_string(problem); }
inline std::ostream& operator<<(std::ostream& out, const Issues& issues) { return out << to_string(issues); }

/// "ReadOnly|IsCopied"; "" for no bit; bits this header does not know as one
/// hexadecimal term ("ReadOnly|0x10").
inline std::string to_string(Flags flags) {
  return detail::collect([&](detail::StringSink& sink) { write_text(sink, flags); });
}

/// Prints to_string(flags), or "0" for no bit.
inline std::ostream& operator<<(std::ostream& out, Flags flags) {
  const std::string text = to_string(flags);
  return out << (text.empty() ? std::string_view("0") : std::string_view(text));
}

}  // namespace dlpack
