#include "render/text_escape.h"

#include <cstdio>

namespace dlpackgen::render {

namespace {

// Decodes the code point at s[i] (UTF-8; a stray byte stands for itself) and its length.
std::pair<char32_t, size_t> decode(const std::string& s, size_t i) {
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

std::string spell(const std::string& pattern, char32_t c) {
  char hex[16], hex2[16];
  std::snprintf(hex, sizeof hex, "%04X", static_cast<unsigned>(c));
  std::snprintf(hex2, sizeof hex2, "%02X", static_cast<unsigned>(c) & 0xFF);
  std::string out;
  for (size_t i = 0; i < pattern.size();) {
    if (pattern.compare(i, 7, "{{hex}}") == 0) {
      out += hex;
      i += 7;
    } else if (pattern.compare(i, 8, "{{hex2}}") == 0) {
      out += hex2;
      i += 8;
    } else {
      out += pattern[i++];
    }
  }
  return out;
}

// Only blanks between `i` and the end of the line (or of the text).
bool at_line_end(const std::string& s, size_t i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  return i == s.size() || s[i] == '\n' || s[i] == '\r';
}

}  // namespace

bool is_control_code_point(char32_t c) {
  if (c == '\t' || c == '\n') return false;
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || c == 0x061C || c == 0x200E ||
         c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

const TextRule& default_doc_rule() {
  static const TextRule rule;
  return rule;
}

std::string apply_text_rule(const TextRule& rule, const std::string& text, char keep) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (keep != '\0' && text[i] == keep) {
      out += text[i++];
      continue;
    }
    bool done = false;
    for (const auto& [from, to] : rule.line_end)
      if (!from.empty() && text.compare(i, from.size(), from) == 0 && at_line_end(text, i + from.size())) {
        out += to;
        i += from.size();
        done = true;
        break;
      }
    if (done) continue;
    const std::pair<std::string, std::string>* best = nullptr;
    for (const auto& entry : rule.replace)
      if (!entry.first.empty() && text.compare(i, entry.first.size(), entry.first) == 0 &&
          (!best || entry.first.size() > best->first.size()))
        best = &entry;
    if (best) {
      out += best->second;
      i += best->first.size();
      continue;
    }
    auto [c, len] = decode(text, i);
    if (is_control_code_point(c)) {
      if (rule.control) out += spell(*rule.control, c);
    } else if (c >= 0x80 && rule.non_ascii) {
      out += spell(*rule.non_ascii, c);
    } else {
      out.append(text, i, len);
    }
    i += len;
  }
  return out;
}

}  // namespace dlpackgen::render
