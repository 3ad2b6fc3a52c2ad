#include "schema/yaml_text.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace dlpackgen::schema::yaml_text {

namespace {

// Decodes the UTF-8 sequence starting at text[i]; returns its length and sets
// `cp`, or returns 0 when the bytes there are not valid UTF-8 (overlong forms,
// surrogates and code points past U+10FFFF included).
size_t decode_utf8(const std::string& text, size_t i, uint32_t& cp) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  size_t length = 0;
  uint32_t min = 0;
  if (c < 0x80) {
    cp = c;
    return 1;
  } else if ((c >> 5) == 0x6) {
    length = 2, cp = c & 0x1F, min = 0x80;
  } else if ((c >> 4) == 0xE) {
    length = 3, cp = c & 0x0F, min = 0x800;
  } else if ((c >> 3) == 0x1E) {
    length = 4, cp = c & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) >> 6) != 0x2) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return length;
}

// Code points YAML readers treat as line breaks or strip (NEL, LINE SEPARATOR,
// PARAGRAPH SEPARATOR, BYTE ORDER MARK): never written raw.
bool is_special_code_point(uint32_t cp) {
  return cp == 0x85 || cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF;
}

bool is_yaml_keyword(const std::string& text) {
  // YAML 1.1 booleans and nulls (YAML 1.2 core schema words are a subset).
  static const char* const words[] = {"y", "n", "yes", "no", "true", "false", "on", "off", "null"};
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return std::any_of(std::begin(words), std::end(words), [&](const char* w) { return lower == w; });
}

}  // namespace

bool is_plain_safe(const std::string& text, Context context) {
  if (text.empty() || is_yaml_keyword(text)) return false;
  // A letter, '_', '(' or a backslash (doc comments' \brief) first: never an
  // indicator, a number, '.inf' or '~'.
  const unsigned char first = static_cast<unsigned char>(text.front());
  if (!std::isalpha(first) && first != '_' && first != '(' && first != '\\') return false;
  if (text.back() == ' ') return false;
  for (unsigned char c : text) {
    if (c < 0x20 || c >= 0x7F) return false;  // control characters and all non-ASCII
    switch (c) {
      case ':': case '#':  // mapping values, comments
        return false;
      case ',': case '[': case ']': case '{': case '}':  // flow indicators
      case '?':  // yaml-cpp misreads '?' inside flow collections
        if (context == Context::Flow) return false;
        break;
      default: break;
    }
  }
  return true;
}

std::string double_quoted(const std::string& text) {
  std::string out = "\"";
  char buf[16];
  for (size_t i = 0; i < text.size();) {
    uint32_t cp = 0;
    const size_t length = decode_utf8(text, i, cp);
    if (length == 0)
      throw std::invalid_argument("cannot write a string that is not UTF-8 (invalid byte at offset " +
                                  std::to_string(i) + ")");
    switch (cp) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\0': out += "\\0"; break;
      case '\a': out += "\\a"; break;
      case '\b': out += "\\b"; break;
      case '\t': out += "\\t"; break;
      case '\n': out += "\\n"; break;
      case '\v': out += "\\v"; break;
      case '\f': out += "\\f"; break;
      case '\r': out += "\\r"; break;
      case 0x1B: out += "\\e"; break;
      default:
        if (cp < 0x20 || cp == 0x7F) {
          std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned>(cp));
          out += buf;
        } else if (is_special_code_point(cp)) {
          // "\u": yaml-cpp 0.7 decodes "\N" to a lone 0x85 byte.
          std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(cp));
          out += buf;
        } else {
          out.append(text, i, length);
        }
    }
    i += length;
  }
  out += '"';
  return out;
}

std::string inline_scalar(const std::string& text, Context context) {
  return is_plain_safe(text, context) ? text : double_quoted(text);
}

std::optional<std::string> literal_header(const std::string& text) {
  if (text.find('\n') == std::string::npos) return std::nullopt;
  if (text.find_first_not_of('\n') == std::string::npos) return std::nullopt;
  for (size_t i = 0; i < text.size();) {
    uint32_t cp = 0;
    const size_t length = decode_utf8(text, i, cp);
    if (length == 0) return std::nullopt;  // double_quoted reports it
    if ((cp < 0x20 && cp != '\n' && cp != '\t') || cp == 0x7F || is_special_code_point(cp))
      return std::nullopt;
    // Trailing whitespace on a line would survive YAML but not editors and
    // `git diff --check`; such text is written double-quoted instead.
    if ((cp == ' ' || cp == '\t') && (i + 1 == text.size() || text[i + 1] == '\n')) return std::nullopt;
    i += length;
  }
  std::string header = "|";
  const size_t first_content = text.find_first_not_of('\n');
  if (text[first_content] == ' ') header += "2";  // content indent = parent indent + 2
  size_t trailing = 0;
  for (auto it = text.rbegin(); it != text.rend() && *it == '\n'; ++it) ++trailing;
  if (trailing == 0) header += "-";
  else if (trailing > 1) header += "+";
  return header;
}

void append_key_value(std::string& out, int indent, const std::string& key, const std::string& value) {
  out.append(static_cast<size_t>(indent), ' ');
  out += key;
  out += ':';
  if (auto header = literal_header(value)) {
    out += ' ';
    out += *header;
    out += '\n';
    // Lines of the block; the text's final line break(s) are the chomping's business.
    std::string body = value;
    while (!body.empty() && body.back() == '\n') body.pop_back();
    size_t start = 0;
    while (true) {
      const size_t end = body.find('\n', start);
      const std::string line = body.substr(start, end == std::string::npos ? std::string::npos : end - start);
      if (!line.empty()) {
        out.append(static_cast<size_t>(indent + 2), ' ');
        out += line;
      }
      out += '\n';
      if (end == std::string::npos) break;
      start = end + 1;
    }
    // Kept ("|+") trailing line breaks beyond the first are empty lines.
    for (size_t i = value.size() - body.size(); i > 1; --i) out += '\n';
    return;
  }
  out += ' ';
  out += inline_scalar(value, Context::Block);
  out += '\n';
}

}  // namespace dlpackgen::schema::yaml_text
