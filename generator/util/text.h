// Text helpers used across the stages, each written once: trimming, prefixes,
// quoting, joining; and for UTF-8 text one decoder and one list of the code
// points that must never reach a terminal or generated code as they are (the
// diagnostics' one_line, render/text_escape.h).
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace dlpackgen::util {

/// `s` without leading and trailing white space (space, tab, CR, LF, FF, VT).
std::string trim(const std::string& s);
/// `s` without trailing white space.
std::string rtrim(const std::string& s);

bool starts_with(const std::string& s, const std::string& prefix);
bool ends_with(const std::string& s, const std::string& suffix);

/// 'text', for names in messages.
std::string quoted(const std::string& s);

/// The items with `separator` between them ("a, b, c").
std::string join(const std::vector<std::string>& items, const std::string& separator = ", ");

/// The code point at s[i] and its length in bytes; a byte that does not start
/// a well-formed sequence stands for itself (length 1).
std::pair<char32_t, size_t> decode_utf8(const std::string& s, size_t i);

/// Control code points (C0 but tab and line feed, DEL, C1, U+2028/U+2029) and
/// the bidirectional controls (U+061C, U+200E/F, U+202A..E, U+2066..9).
bool is_control_code_point(char32_t c);

}  // namespace dlpackgen::util
