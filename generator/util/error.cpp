#include "util/error.h"

namespace dlpackgen::util {

std::string Diagnostic::str() const {
  std::string out;
  if (!file.empty()) {
    out = file;
    if (line > 0) {
      out += ":" + std::to_string(line);
      if (column > 0) out += ":" + std::to_string(column);
    }
    out += ": ";
  }
  return out + message;
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
