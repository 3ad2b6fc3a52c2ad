#include "render/text_escape.h"

#include <cstdio>

#include "util/case_style.h"
#include "util/text.h"

namespace dlpackgen::render {

namespace {

std::string spell(const std::string& pattern, char32_t c) {
  char hex[16];
  std::snprintf(hex, sizeof hex, "%04X", static_cast<unsigned>(c));
  std::string out;
  for (size_t i = 0; i < pattern.size();) {
    if (pattern.compare(i, 7, "{{hex}}") == 0) {
      out += hex;
      i += 7;
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

const TextRule& default_doc_rule() {
  static const TextRule rule;
  return rule;
}

std::string apply_text_rule(const TextRule& rule, const std::string& given, char keep) {
  const std::string text = rule.case_style.empty() ? given : util::apply_case(given, rule.case_style, rule.words);
  // Printable ASCII that starts no replacement is copied as it is, a run at a time.
  bool starts[256] = {};
  for (const auto& entry : rule.line_end)
    if (!entry.first.empty()) starts[static_cast<unsigned char>(entry.first[0])] = true;
  for (const auto& entry : rule.replace)
    if (!entry.first.empty()) starts[static_cast<unsigned char>(entry.first[0])] = true;
  auto plain = [&](char ch) {
    const auto u = static_cast<unsigned char>(ch);
    return u >= 0x20 && u < 0x7f && !starts[u] && ch != keep;
  };
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (plain(text[i])) {
      size_t run = i + 1;
      while (run < text.size() && plain(text[run])) ++run;
      out.append(text, i, run - i);
      i = run;
      continue;
    }
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
    auto [c, len] = util::decode_utf8(text, i);
    if (util::is_control_code_point(c)) {
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
