// The name check's patterns (lang/name_check.h): linear in the text they
// match, so no header name can exhaust the stack or the time of a run.
#include <doctest/doctest.h>

#include <fstream>
#include <random>
#include <string>

#include "lang/language.h"
#include "lang/name_check.h"
#include "support/support.h"

using namespace dlpackgen;

namespace {

bool ident_char(char c, bool first) {
  return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (!first && c >= '0' && c <= '9');
}

// The reference of the default pattern `[A-Za-z_][A-Za-z0-9_]*`, in plain code.
bool c_identifier(const std::string& s) {
  if (s.empty() || !ident_char(s[0], true)) return false;
  for (char c : s.substr(1))
    if (!ident_char(c, false)) return false;
  return true;
}

// The reference of Rust's `(?!_$)(r#)?[A-Za-z_][A-Za-z0-9_]*` (templates/rust/language.yaml).
bool rust_identifier(const std::string& s) {
  return s != "_" && (c_identifier(s) || (s.rfind("r#", 0) == 0 && c_identifier(s.substr(2))));
}

// A name of `length` identifier characters, with (sometimes) one character
// that is not one at a random place, and (sometimes) Rust's raw prefix.
std::string random_name(std::mt19937_64& rng, size_t length) {
  static const std::string chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
  static const std::string bad = "$#-. @\xc3\xa9/";
  std::string s(length, 'a');
  for (auto& c : s) c = chars[rng() % chars.size()];
  if (rng() % 3 == 0) s[rng() % length] = bad[rng() % bad.size()];
  if (rng() % 4 == 0) s = "r#" + s;
  return s;
}

}  // namespace

TEST_CASE("name patterns: random names of every length up to 1 MB match as the plain-code reference says") {
  std::mt19937_64 rng(20261127);
  const std::regex c_pattern = lang::name_pattern("[A-Za-z_][A-Za-z0-9_]*");
  const std::regex rust_pattern = lang::name_pattern("(?!_$)(r#)?[A-Za-z_][A-Za-z0-9_]*");
  size_t checked = 0;
  for (size_t length = 1; length <= (size_t{1} << 20); length = length * 2 + rng() % 3) {
    for (int i = 0; i < (length < 4096 ? 40 : 3); ++i) {
      const std::string name = random_name(rng, length);
      CHECK_MESSAGE(std::regex_match(name, c_pattern) == c_identifier(name), "length " << name.size());
      CHECK_MESSAGE(std::regex_match(name, rust_pattern) == rust_identifier(name), "length " << name.size());
      ++checked;
    }
  }
  CHECK(std::regex_match(std::string("_"), c_pattern));
  CHECK_FALSE(std::regex_match(std::string("_"), rust_pattern));
  CHECK(checked > 300);
}

TEST_CASE("name patterns: nested quantifiers do not backtrack, back-references are refused") {
  // `([A-Za-z_0-9]+)+#` backtracks exponentially in a depth-first matcher (40 s
  // for 30 characters); here it is one pass over the text.
  const std::regex nested = lang::name_pattern("([A-Za-z_0-9]+)+#");
  CHECK_FALSE(std::regex_match(std::string(100000, 'a'), nested));
  CHECK(std::regex_match(std::string(100000, 'a') + "#", nested));
  CHECK_THROWS_AS(lang::name_pattern("([a-z])\\1"), std::regex_error);
  const std::string err = test::diagnostics_of(
      [] { lang::parse_descriptor("identifier: '([a-z])\\1'\n", "language.yaml", "demo"); });
  CHECK_MESSAGE(err.find("language.yaml:1:13: identifier: '([a-z])\\1' is not a regular expression") != std::string::npos,
                err);
}

TEST_CASE("generate: a field name of 1 MB is checked and generated in every language, not a crash") {
  test::TempDir dir;
  const std::string name = "f" + std::string(1 << 20, 'a');
  {
    std::ofstream h(dir.path() + "/dlpack.h");
    h << "#include <stdint.h>\ntypedef struct { int32_t " << name << "; } DLLong;\n#define DLPACK_MAJOR_VERSION 1\n#define DLPACK_MINOR_VERSION 0\n";
  }
  auto r = test::run_dlpackgen({"generate", "--header", dir.path() + "/dlpack.h", "--lang", "cpp,rust,zig", "--out",
                                dir.path() + "/out", "--target", "x86_64-linux-gnu", "-q"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err.substr(0, 2000));
  CHECK(test::slurp(dir.path() + "/out/rust/src/lib.rs").find("pub " + name + ": i32") != std::string::npos);
}
