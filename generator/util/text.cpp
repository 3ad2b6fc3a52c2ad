#include "util/text.h"

namespace dlpackgen::util {

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
