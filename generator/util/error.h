// Errors carried up to the command line: each is one line, in the style of a
// compiler diagnostic ("file:line:col: message"), so editors and CI can jump to it.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace dlpackgen::util {

struct Diagnostic {
  std::string file;   // "" when the problem has no file
  unsigned line = 0;  // 0 when unknown
  unsigned column = 0;
  std::string message;

  /// "file:line:col: message", "file:line: message", "file: message" or "message".
  std::string str() const;
};

/// An input or usage problem: the command prints every diagnostic, one per line,
/// and exits with status 2. Nothing has been written when it is thrown.
class Error : public std::runtime_error {
 public:
  explicit Error(std::vector<Diagnostic> diagnostics);
  explicit Error(Diagnostic diagnostic);
  explicit Error(const std::string& message);  // no file position
  Error(const std::string& file, const std::string& message);
  Error(const std::string& file, unsigned line, unsigned column, const std::string& message);

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace dlpackgen::util
