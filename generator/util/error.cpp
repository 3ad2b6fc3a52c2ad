#include "util/error.h"

#include <cstdio>

#include "util/text.h"

namespace dlpackgen::util {

namespace {
// One diagnostic is one line: control characters (a newline in a file name or
// a YAML key), line separators and bidi controls are shown escaped, never
// acted on by the terminal.
std::string one_line(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    const auto [c, len] = decode_utf8(s, i);
    if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (is_control_code_point(c)) {
      char buf[16];
      std::snprintf(buf, sizeof buf, c < 0x80 ? "\\x%02x" : "\\u{%04X}", static_cast<unsigned>(c));
      out += buf;
    } else {
      out.append(s, i, len);
    }
    i += len;
  }
  return out;
}
}  // namespace

std::string Diagnostic::str() const {
  std::string out;
  if (!file.empty()) {
    out = one_line(file);
    if (line > 0) {
      out += ":" + std::to_string(line);
      if (column > 0) out += ":" + std::to_string(column);
    }
    out += ": ";
  }
  return out + one_line(message);
}

namespace {
std::string join(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) {
    if (!out.empty()) out += "\n";
    out += d.str();
  }
  return out;
}
}  // namespace

Error::Error(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(join(diagnostics)), diagnostics_(std::move(diagnostics)) {}
Error::Error(Diagnostic diagnostic) : Error(std::vector<Diagnostic>{std::move(diagnostic)}) {}
Error::Error(const std::string& message) : Error(Diagnostic{"", 0, 0, message}) {}
Error::Error(const std::string& file, const std::string& message)
    : Error(Diagnostic{file, 0, 0, message}) {}
Error::Error(const std::string& file, unsigned line, unsigned column, const std::string& message)
    : Error(Diagnostic{file, line, column, message}) {}

}  // namespace dlpackgen::util
