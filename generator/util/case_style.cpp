// Identifier case styles (naming rules, the `case` of a text context).
#include "util/case_style.h"

#include <algorithm>
#include <cctype>

namespace dlpackgen::util {

namespace {

bool is_upper(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
bool is_lower(char c) { return std::islower(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// The longest of `keep` that starts name at i and ends at a word boundary.
size_t kept_word(const std::string& name, size_t i, const std::vector<std::string>& keep) {
  size_t best = 0;
  for (const auto& w : keep) {
    if (w.size() <= best || name.compare(i, w.size(), w) != 0) continue;
    size_t end = i + w.size();
    if (end == name.size() || name[end] == '_' || is_upper(name[end]) || is_digit(name[end])) best = w.size();
  }
  return best;
}

std::vector<std::string> split_words(const std::string& name, const std::vector<std::string>& keep) {
  std::vector<std::string> words;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) words.push_back(cur);
    cur.clear();
  };
  bool after_kept = false;
  for (size_t i = 0; i < name.size(); ++i) {
    char c = name[i];
    if (c == '_') {
      flush();
      after_kept = false;
      continue;
    }
    bool boundary = cur.empty();
    if (after_kept && !is_digit(c)) {  // a kept word ends here; digits stay with it (UInt8)
      flush();
      boundary = true;
    }
    after_kept = false;
    if (is_upper(c) && !cur.empty()) {
      char prev = cur.back();
      bool next_lower = i + 1 < name.size() && is_lower(name[i + 1]);
      if (is_lower(prev) || is_digit(prev) || (is_upper(prev) && next_lower)) {
        flush();
        boundary = true;
      }
    }
    if (boundary && !keep.empty()) {
      if (size_t n = kept_word(name, i, keep)) {
        cur = name.substr(i, n);
        i += n - 1;
        after_kept = true;
        continue;
      }
    }
    cur += c;
  }
  flush();
  return words;
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

const std::vector<std::string>& case_styles() {
  static const std::vector<std::string> styles = {"keep", "snake", "upper_snake", "pascal", "camel"};
  return styles;
}

std::string apply_case(const std::string& name, const std::string& style, const std::vector<std::string>& keep) {
  if (style == "keep" || name.empty()) return name;
  std::vector<std::string> words = split_words(name, keep);
  if (words.empty()) return name;
  bool shouting = std::none_of(name.begin(), name.end(), is_lower);  // READ_ONLY, kDL... is not
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (style == "snake") {
      out += (i ? "_" : "") + lower(w);
    } else if (style == "upper_snake") {
      out += (i ? "_" : "") + upper(w);
    } else {  // pascal, camel
      std::string rest = shouting ? lower(w.substr(1)) : w.substr(1);
      std::string first(1, w[0]);
      bool lower_first = style == "camel" && i == 0;
      if (lower_first) {
        out += shouting || std::all_of(w.begin(), w.end(), [](char c) { return !is_lower(c); }) ? lower(w)
                                                                                              : lower(first) + rest;
      } else {
        out += upper(first) + rest;
      }
    }
  }
  // Joining digit-led words ("e4m3" after "float8") must not glue numbers together.
  if (!out.empty() && is_digit(out[0])) out = "_" + out;
  return out;
}

}  // namespace dlpackgen::util
