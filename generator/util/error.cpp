#include "util/error.h"

namespace dlpackgen::util {

namespace {
// One diagnostic is one line: control characters (a newline in a file name or
// a YAML key) are shown escaped, never acted on.
std::string one_line(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c == 0x7f) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
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
