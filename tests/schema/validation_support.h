// Helpers for the validation tests: a valid schema to break, and the
// diagnostics a schema text produces.
#pragma once

#include <string>
#include <vector>

#include <doctest/doctest.h>

namespace doctest {
/// Lists of diagnostics print one per line when a check fails.
template <>
struct StringMaker<std::vector<std::string>> {
  static String convert(const std::vector<std::string>& lines) {
    std::string out = "{";
    for (const auto& line : lines) out += "\n  " + line;
    return String((out + "\n}").c_str());
  }
};
}  // namespace doctest

namespace dlpackgen::test {

/// A small valid schema: 2 targets, enum DLDeviceType (line 12), struct
/// DLDevice (line 31), function pointer DLDeleter (line 53), `aliases: []`
/// (line 64), macro (line 66).
extern const char* const kValidSchema;

/// `text` with the single occurrence of `from` replaced by `to` (fails the test
/// when `from` is absent or not unique).
std::string with(const std::string& text, const std::string& from, const std::string& to);

/// Every diagnostic from_yaml(text, "s.yaml") reports, as "file:line:col: message";
/// {"<accepted>"} when it accepts the text.
std::vector<std::string> errors_of(const std::string& text);

}  // namespace dlpackgen::test
