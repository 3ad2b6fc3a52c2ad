#include "util/text.h"

namespace dlpackgen::util {

namespace {

constexpr const char* kSpace = " \t\r\n\f\v";

}  // namespace

std::string trim(const std::string& s) {
  const size_t b = s.find_first_not_of(kSpace);
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(kSpace) - b + 1);
}

std::string rtrim(const std::string& s) {
  const size_t e = s.find_last_not_of(kSpace);
  return e == std::string::npos ? std::string() : s.substr(0, e + 1);
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string quoted(const std::string& s) { return "'" + s + "'"; }

std::string join(const std::vector<std::string>& items, const std::string& separator) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? separator : std::string()) + items[i];
  return out;
}

std::pair<char32_t, size_t> decode_utf8(const std::string& s, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned c = b(i);
  auto cont = [&](size_t n) {
    for (size_t k = 1; k <= n; ++k)
      if (i + k >= s.size() || (b(i + k) & 0xC0) != 0x80) return false;
    return true;
  };
  if (c < 0x80) return {c, 1};
  if ((c & 0xE0) == 0xC0 && cont(1)) return {((c & 0x1F) << 6) | (b(i + 1) & 0x3F), 2};
  if ((c & 0xF0) == 0xE0 && cont(2))
    return {((c & 0x0F) << 12) | ((b(i + 1) & 0x3F) << 6) | (b(i + 2) & 0x3F), 3};
  if ((c & 0xF8) == 0xF0 && cont(3))
    return {((c & 0x07) << 18) | ((b(i + 1) & 0x3F) << 12) | ((b(i + 2) & 0x3F) << 6) | (b(i + 3) & 0x3F), 4};
  return {c, 1};
}

bool is_control_code_point(char32_t c) {
  if (c == '\t' || c == '\n') return false;
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || c == 0x061C || c == 0x200E ||
         c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

}  // namespace dlpackgen::util
