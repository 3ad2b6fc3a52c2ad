// Helpers shared by the test binaries.
#pragma once

#include <string>
#include <vector>

#include "util/error.h"

namespace dlpackgen::test {

/// Path of a real header: header_path("v1.3-torch") -> DLPACKGEN_HEADERS_DIR/dlpack-v1.3-torch.h
std::string header_path(const std::string& version);

/// Every real header in DLPACKGEN_HEADERS_DIR, sorted by file name.
std::vector<std::string> all_headers();
/// all_headers() and then the project's own headers of tests/headers/lang
/// (vendored-style variants every language is tested on), each sorted.
std::vector<std::string> lang_headers();

/// Path of one of the project's own small headers in tests/headers/.
std::string test_header(const std::string& name);

/// The built dlpackgen executable.
std::string dlpackgen_binary();

struct RunResult {
  int exit_code = -1;
  std::string out;  // stdout
  std::string err;  // stderr
};

/// Runs argv (no shell) with an optional working directory; captures stdout, stderr, exit code.
RunResult run(const std::vector<std::string>& argv, const std::string& cwd = "");

/// Runs `dlpackgen args...`.
RunResult run_dlpackgen(const std::vector<std::string>& args, const std::string& cwd = "");

/// A fresh empty directory, removed with everything in it on destruction.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  /// Writes `content` to path()/name (creating parent dirs) and returns the full path.
  std::string write(const std::string& name, const std::string& content) const;

 private:
  std::string path_;
};

std::string slurp(const std::string& path);

/// Golden files, as rust-bindgen and libabigail keep expectations beside the
/// inputs: "" when `actual` equals the file `golden` (or it was written,
/// because DLPACKGEN_UPDATE_GOLDEN is set); otherwise why not, with a unified
/// diff from the golden file to `actual`.
std::string golden_mismatch(const std::string& golden, const std::string& actual);

/// Runs `f` and returns the diagnostics of the util::Error it throws, one per
/// line ("file:line:col: message\n"), or "" when it throws none.
template <class F>
std::string diagnostics_of(F&& f) {
  try {
    f();
  } catch (const util::Error& e) {
    std::string out;
    for (const auto& d : e.diagnostics()) out += d.str() + "\n";
    return out;
  }
  return "";
}

}  // namespace dlpackgen::test
